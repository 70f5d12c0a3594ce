/* 08_discard: sctrace_discard() on every rank leaves no trace behind (no
   file, no .partial, no raw logs with SCTRACE_VERIFY=1); called on one rank
   only (T_DISCARD_RANK=k), it changes nothing: the trace is written whole,
   every rank's calls in it. run.sh checks what the ranks print. */
#include "common.h"

static const char *const seq[] = {"MPI_Init", "MPI_Comm_rank", "MPI_Comm_size", "MPI_Barrier",
                                  "MPI_Bcast", "MPI_Finalize", NULL};

static int t_exists(const char *path)
{
    return access(path, F_OK) == 0;
}

/* All asked: nothing of the trace may exist. */
static void check_nothing(int size)
{
    char p[4300];
    int i;
    if (t_exists(t_trace_path()))
        t_fail("%s was written", t_trace_path());
    snprintf(p, sizeof p, "%s.partial", t_trace_path());
    if (t_exists(p))
        t_fail("%s was left behind", p);
    for (i = 0; i < size; i++) {
        snprintf(p, sizeof p, "%s.raw.%d", t_trace_path(), i);
        if (t_exists(p))
            t_fail("%s was left behind", p);
    }
}

int main(int argc, char **argv)
{
    int rank, size, x = 5, all;
    const char *who = getenv("T_DISCARD_RANK");
    t_begin("08_discard");
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    all = !who || atoi(who) < 0 || size == 1;
    if (all || atoi(who) == rank)
        sctrace_discard();
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Finalize();
    if (rank != 0)
        return 0;
    if (all)
        check_nothing(size);
    else
        t_expect_all_ops(size, seq); /* some asked: the whole trace */
    return t_end();
}
