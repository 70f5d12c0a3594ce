/* Demonstrates memory from MPI_Alloc_mem used as a message buffer and freed
   out of order, and MPI_Test_cancelled on the status of a receive: the replay
   allocates and frees as many blocks of the recorded sizes. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    double *a, *b;
    int me, np, flag = 1, i;
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    MPI_Alloc_mem(100 * sizeof(double), MPI_INFO_NULL, &a);
    MPI_Alloc_mem(10 * sizeof(double), MPI_INFO_NULL, &b);
    for (i = 0; i < 100; i++)
        a[i] = me;
    MPI_Sendrecv(a, 100, MPI_DOUBLE, (me + 1) % np, 0, a, 100, MPI_DOUBLE, (me + np - 1) % np, 0,
                 MPI_COMM_WORLD, &st);
    MPI_Test_cancelled(&st, &flag);
    MPI_Free_mem(a);
    MPI_Allreduce(MPI_IN_PLACE, b, 10, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Free_mem(b);
    if (me == 0)
        printf("allocmem done %d\n", flag);
    MPI_Finalize();
    return 0;
}
