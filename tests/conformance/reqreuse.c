/* Demonstrates requests whose handle value the MPI hands out more than once
   while they are live: sends to MPI_PROC_NULL (both MPIs return a shared
   completed request), small sends to self that complete inside MPI_Isend,
   and a persistent request. Each is completed in an order other than its
   creation, by Waitall, Waitany, Testall and Wait. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Request r[6], p;
    MPI_Status st[6]; /* MPICH's header makes MPI_STATUSES_IGNORE look like an overflow */
    int me, np, i, idx, flag, buf[6] = {0}, in[6] = {0};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    for (i = 0; i < 3; i++) { /* three live requests, one handle value */
        MPI_Isend(&buf[i], 1, MPI_INT, MPI_PROC_NULL, i, MPI_COMM_WORLD, &r[i]);
        MPI_Irecv(&in[i], 1, MPI_INT, MPI_PROC_NULL, i, MPI_COMM_WORLD, &r[3 + i]);
    }
    MPI_Wait(&r[1], MPI_STATUS_IGNORE);
    MPI_Waitall(2, &r[4], st);
    MPI_Waitany(3, r, &idx, MPI_STATUS_IGNORE);
    MPI_Waitall(3, r, st);
    MPI_Wait(&r[3], MPI_STATUS_IGNORE);
    for (i = 0; i < 3; i++) /* eager sends to self: complete inside MPI_Isend */
        MPI_Isend(&buf[i], 1, MPI_INT, me, i, MPI_COMM_WORLD, &r[i]);
    for (i = 2; i >= 0; i--)
        MPI_Recv(&in[i], 1, MPI_INT, me, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    do
        MPI_Testall(3, r, &flag, st);
    while (!flag);
    MPI_Send_init(&buf[0], 1, MPI_INT, (me + 1) % np, 9, MPI_COMM_WORLD, &p);
    for (i = 0; i < 4; i++) { /* a ring with a persistent send beside the reused ones */
        MPI_Start(&p);
        MPI_Isend(&buf[1], 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &r[0]);
        MPI_Recv(&in[0], 1, MPI_INT, (me + np - 1) % np, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Isend(&buf[2], 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &r[1]);
        r[2] = p;
        MPI_Waitall(3, r, st);
    }
    MPI_Request_free(&p);
    if (me == 0)
        printf("reqreuse done\n");
    MPI_Finalize();
    return 0;
}
