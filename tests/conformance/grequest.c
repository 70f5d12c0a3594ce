/* Demonstrates generalized requests (MPI_Grequest_start, _complete): one
   completed before its wait, one tested while pending, then completed and
   found by MPI_Waitany among a receive's request, and one completed and
   waited for beside a send's in MPI_Waitall. */
#include <mpi.h>
#include <stdio.h>

static int query(void *extra, MPI_Status *st)
{
    (void)extra;
    MPI_Status_set_elements(st, MPI_BYTE, 0);
    MPI_Status_set_cancelled(st, 0);
    st->MPI_SOURCE = MPI_UNDEFINED;
    st->MPI_TAG = MPI_UNDEFINED;
    return MPI_SUCCESS;
}
static int release(void *extra) { (void)extra; return MPI_SUCCESS; }
static int cancel(void *extra, int done) { (void)extra, (void)done; return MPI_SUCCESS; }

int main(int argc, char **argv)
{
    MPI_Request g, q[2];
    MPI_Status st[2];
    int me, np, flag, idx, out = 1, in = 0, round;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    MPI_Grequest_start(query, release, cancel, NULL, &g);
    MPI_Grequest_complete(g);
    MPI_Wait(&g, MPI_STATUS_IGNORE);
    for (round = 0; round < 3; round++) {
        MPI_Grequest_start(query, release, cancel, NULL, &q[0]);
        MPI_Irecv(&in, 1, MPI_INT, (me + np - 1) % np, round, MPI_COMM_WORLD, &q[1]);
        MPI_Test(&q[0], &flag, MPI_STATUS_IGNORE);
        MPI_Send(&out, 1, MPI_INT, (me + 1) % np, round, MPI_COMM_WORLD);
        MPI_Wait(&q[1], MPI_STATUS_IGNORE);
        MPI_Grequest_complete(q[0]);
        MPI_Waitany(2, q, &idx, MPI_STATUS_IGNORE);
    }
    MPI_Grequest_start(query, release, cancel, NULL, &q[0]);
    MPI_Isend(&out, 1, MPI_INT, (me + 1) % np, 9, MPI_COMM_WORLD, &q[1]);
    MPI_Recv(&in, 1, MPI_INT, (me + np - 1) % np, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Grequest_complete(q[0]);
    MPI_Waitall(2, q, st);
    if (me == 0)
        printf("grequest done\n");
    MPI_Finalize();
    return 0;
}
