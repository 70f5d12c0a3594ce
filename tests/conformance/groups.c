/* Demonstrates handles the MPI returns twice (Open MPI hands out the same
   group for every MPI_Comm_group of one communicator), each freed by the
   program, and a communicator made by MPI_Comm_idup of an
   inter-communicator, then freed. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Group g1, g2, g3;
    MPI_Comm half, inter, dup;
    MPI_Request r;
    int me, np, n, rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    MPI_Comm_group(MPI_COMM_WORLD, &g1);
    MPI_Comm_group(MPI_COMM_WORLD, &g2);
    MPI_Group_size(g1, &n);
    MPI_Group_free(&g1);
    MPI_Group_rank(g2, &rank);
    MPI_Comm_group(MPI_COMM_WORLD, &g3);
    MPI_Group_free(&g2);
    MPI_Group_free(&g3);
    if (np >= 2) {
        MPI_Comm_split(MPI_COMM_WORLD, me % 2, me, &half);
        MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, me % 2 ? 0 : 1, 7, &inter);
        MPI_Comm_idup(inter, &dup, &r);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        MPI_Barrier(dup);
        MPI_Comm_free(&dup);
        MPI_Comm_free(&inter);
        MPI_Comm_free(&half);
    }
    if (me == 0)
        printf("groups done (%d, %d)\n", n, rank);
    MPI_Finalize();
    return 0;
}
