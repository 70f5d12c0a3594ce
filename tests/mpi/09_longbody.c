/* 09_longbody: time steps of many distinct call sites fold at the tracer's
   default SCTRACE_WINDOW (16384, issue 36). Three time-step loops run one after the
   other, T_STEPS steps each (default 100): one of 54 distinct call sites (a
   LULESH step), one of 256, and one whose body holds an inner loop (3 x 9
   sites between 32 others). Rank 0 makes one more call per step in the
   first loop than the others, and the odd ranks poll a request with
   MPI_Test a varying number of times in the last, so that ranks fold
   differently shaped bodies which the merge must still align. Checked on
   rank 0: every rank's decoded events equal its raw log (SCTRACE_VERIFY=1
   unless the runner says otherwise), the trace holds loops, and its
   top-level entries are fewer than one step's calls; the line says how many
   ("entries=N"), so that tests/mpi/run.sh checks that they do not grow from
   100 to 1000 steps. */
#include "common.h"

static int rank, size, dummy;

/* Each expansion is its own call, at its own return address: its own site. */
#define C1 MPI_Comm_rank(MPI_COMM_WORLD, &dummy);
#define C2 C1 C1
#define C4 C2 C2
#define C8 C4 C4
#define C16 C8 C8
#define C32 C16 C16
#define C64 C32 C32
#define C128 C64 C64

/* A neighbour exchange and a reduction: 2 sites that synchronise the ranks. */
static void exchange(double *x)
{
    double y = 0;
    MPI_Sendrecv(x, 1, MPI_DOUBLE, (rank + 1) % size, 7, &y, 1, MPI_DOUBLE, (rank + size - 1) % size, 7,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    *x = y;
    MPI_Allreduce(&y, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
}

static void step54(double *x)
{
    exchange(x);
    C32 C16 C4
    if (rank == 0)
        MPI_Comm_size(MPI_COMM_WORLD, &dummy);
}

static void step256(double *x)
{
    exchange(x);
    C128 C64 C32 C16 C8 C4 C2
}

static void step_nested(double *x, int step)
{
    int j, flag = 0, polls = 0;
    MPI_Request rq;
    C16
    for (j = 0; j < 3; j++) {
        exchange(x);
        C4 C2 C1
    }
    MPI_Irecv(&dummy, 0, MPI_INT, MPI_PROC_NULL, 8, MPI_COMM_WORLD, &rq);
    while (!flag) {
        MPI_Test(&rq, &flag, MPI_STATUS_IGNORE);
        /* odd ranks poll once more now and then, as a busy wait would */
        if (flag && rank % 2 && step % 3 == 0 && polls++ == 0)
            flag = 0;
    }
    C8 C4 C2 C1
}

int main(int argc, char **argv)
{
    const char *s = getenv("T_STEPS");
    int steps = s ? atoi(s) : 100, i;
    double x = 1;
    setenv("SCTRACE_VERIFY", "1", 0);
    t_begin("09_longbody");
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (i = 0; i < steps; i++)
        step54(&x);
    for (i = 0; i < steps; i++)
        step256(&x);
    for (i = 0; i < steps; i++)
        step_nested(&x, i);
    MPI_Finalize();
    if (rank == 0) {
        sct_reader *r = t_open();
        sct_trace_info ti;
        sct_node_info ni;
        uint32_t id, loops = 0;
        if (!r)
            return t_end();
        if (sct_reader_ntraces(r) != 1 || sct_reader_trace(r, 0, &ti) != SCT_OK) {
            t_fail("not one merged trace");
        } else {
            for (id = 0; id < ti.nodes; id++)
                if (sct_reader_trace_node(r, 0, id, &ni) == SCT_OK && ni.kind == SCT_NODE_LOOP)
                    loops++;
            /* Unfolded, the steps alone would be 371 entries per step. Folded:
               Init, Comm_rank, Comm_size, a loop per body shape, Finalize,
               and where the odd ranks' polling leaves the period irregular
               their last, partial period written out (at most a body's
               length, whatever the steps; run.sh compares 100 and 1000) */
            if (!loops)
                t_fail("no loop in %u nodes", (unsigned)ti.nodes);
            else if (ti.entries > 400)
                t_fail("%u top-level entries after %d steps: the time steps did not fold", ti.entries, steps);
            if (strcmp(getenv("SCTRACE_VERIFY"), "0"))
                t_verify_all(r, size);
        }
        if (!t_failed)
            printf("ok %s entries=%u loops=%u nodes=%u\n", t_name, ti.entries, loops, (unsigned)ti.nodes);
        fflush(stdout);
        sct_reader_close(r);
    }
    return t_failed ? 1 : 0;
}
