/* 03_pcontrol_off: with SCTRACE_PCONTROL=0, MPI_Pcontrol leaves tracing
   alone (the application may use it for another tool), while
   sctrace_stop/start still work. */
#include "common.h"

int main(int argc, char **argv)
{
    int rank, size, x = 3;
    setenv("SCTRACE_PCONTROL", "0", 1);
    t_begin("03_pcontrol_off");
    MPI_Init(&argc, &argv);
    MPI_Pcontrol(0);
    MPI_Barrier(MPI_COMM_WORLD);              /* traced: Pcontrol ignored */
    sctrace_stop();
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);     /* stopped */
    MPI_Comm_size(MPI_COMM_WORLD, &size);     /* stopped */
    MPI_Pcontrol(1);
    MPI_Barrier(MPI_COMM_WORLD);              /* still stopped */
    sctrace_start();
    MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD); /* traced */
    MPI_Pcontrol(0);
    MPI_Finalize();                           /* traced */
    if (rank == 0) {
        static const char *const seq[] = {"MPI_Init", "MPI_Barrier", "MPI_Bcast",
                                          "MPI_Finalize", NULL};
        sct_reader *r = t_open();
        int32_t q;
        if (!r)
            return t_end();
        for (q = 0; q < size && !t_failed; q++) {
            int n;
            t_ev *e = t_events(r, q, &n);
            if (n < 0)
                break;
            t_expect_ops(sct_reader_ops(r), q, e, n, seq);
            t_events_free(e, n);
        }
        sct_reader_close(r);
        return t_end();
    }
    return 0;
}
