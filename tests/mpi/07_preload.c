/* 07_preload: a plain MPI program that knows nothing of sctrace (no header,
   not linked with it). tests/mpi/run.sh runs it with build/<mpi>/libsctrace.so
   preloaded and SCTRACE_VERIFY=1, then reads and verifies the trace with
   check_trace. A 1D halo exchange with a periodic Allreduce and a little
   computation, so that timing matters. */
#include <mpi.h>
#include <stdio.h>

#define N 256
#define ITERS 60

int main(int argc, char **argv)
{
    int rank, size, it, i, left, right;
    double u[N + 2], v[N + 2], norm = 0, g;
    MPI_Request rq[4];
    MPI_Status st[4];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    for (i = 0; i < N + 2; i++)
        u[i] = rank + i * 1e-3;
    for (it = 0; it < ITERS; it++) {
        MPI_Irecv(&u[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &rq[0]);
        MPI_Irecv(&u[N + 1], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &rq[1]);
        MPI_Isend(&u[1], 1, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &rq[2]);
        MPI_Isend(&u[N], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &rq[3]);
        MPI_Waitall(4, rq, st);
        for (i = 1; i <= N; i++)
            v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
        for (i = 1; i <= N; i++)
            u[i] = v[i];
        if (it % 10 == 0) {
            for (norm = 0, i = 1; i <= N; i++)
                norm += u[i] * u[i];
            MPI_Allreduce(&norm, &g, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        }
    }
    MPI_Bcast(&g, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Finalize();
    return g < 0; /* never: keeps the computation alive */
}
