/* Demonstrates MPI_Request_get_status polling requests until they complete
   (and asked of a null request), and a status of our own set by
   MPI_Status_set_cancelled, MPI_Status_set_elements and _x (as a
   generalized request's query function would): the replay asks its own
   requests as often as the run did, and sets a status of its own. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int me, np, flag = 0, polls = 0, i, a[8] = {0}, b[8] = {0}, n = 0;
    MPI_Request r[2];
    MPI_Status st, mine, sts[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    for (i = 0; i < 2; i++) {
        MPI_Irecv(b, 8, MPI_INT, (me + np - 1) % np, i, MPI_COMM_WORLD, &r[0]);
        MPI_Isend(a, 8, MPI_INT, (me + 1) % np, i, MPI_COMM_WORLD, &r[1]);
        for (flag = 0; !flag; polls++)
            MPI_Request_get_status(r[0], &flag, &st);
        MPI_Request_get_status(r[1], &flag, MPI_STATUS_IGNORE);
        MPI_Waitall(2, r, sts);
    }
    MPI_Request_get_status(MPI_REQUEST_NULL, &flag, &st);
    MPI_Status_set_cancelled(&mine, 0);
    MPI_Status_set_elements(&mine, MPI_DOUBLE, 3);
    MPI_Get_count(&mine, MPI_DOUBLE, &n);
    MPI_Status_set_elements_x(&mine, MPI_INT, 5);
    MPI_Test_cancelled(&mine, &flag);
    if (me == 0)
        printf("status done %d %d %d\n", polls > 0, n, flag);
    MPI_Finalize();
    return 0;
}
