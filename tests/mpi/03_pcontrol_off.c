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
        t_expect_all_ops(size, seq);
        return t_end();
    }
    return 0;
}
