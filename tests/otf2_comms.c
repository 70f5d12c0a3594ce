/* tests/otf2_comms.c - communicators that are not MPI_COMM_WORLD, for
   tests/otf2.sh: the OTF2 export must define each with its real members and
   give peers and roots as ranks of that communicator.

   On an even number of ranks (4 in the test): MPI_Comm_split into even and
   odd ranks with the keys reversed (so local rank 0 is the highest world
   rank), a ring and a Bcast from local root 1 on the halves; a Cartesian grid
   split into rows by MPI_Cart_sub, an Allreduce and a shift on the rows;
   MPI_Comm_create over world ranks {last, 0} (in that order) with a message
   each way; an MPI_Comm_idup of a half with a ring on it; a duplicate of a
   half; non-blocking collectives (Iallreduce on
   world, Ibcast on a half, Ibarrier on a row) completed by one Waitall. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, hr, hn, dims[2] = {0, 0}, periods[2] = {0, 0}, keep[2] = {0, 1}, rr, rn, ends[2];
    double a[8] = {0}, b[8] = {0};
    MPI_Comm half, cart, row, pair, dup, idup;
    MPI_Group world, g;
    MPI_Request q[3];
    MPI_Status st[3];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size % 2) {
        if (rank == 0) fprintf(stderr, "otf2_comms needs an even number of ranks\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }

    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &half);
    MPI_Comm_rank(half, &hr);
    MPI_Comm_size(half, &hn);
    MPI_Sendrecv(a, 1, MPI_DOUBLE, (hr + 1) % hn, 7, b, 1, MPI_DOUBLE, (hr + hn - 1) % hn, 7, half, MPI_STATUS_IGNORE);
    MPI_Bcast(a, 2, MPI_DOUBLE, hn > 1 ? 1 : 0, half);

    MPI_Dims_create(size, 2, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    MPI_Cart_sub(cart, keep, &row);
    MPI_Comm_rank(row, &rr);
    MPI_Comm_size(row, &rn);
    MPI_Allreduce(a, b, 3, MPI_DOUBLE, MPI_SUM, row);
    if (rr + 1 < rn) MPI_Send(a, 4, MPI_DOUBLE, rr + 1, 8, row);
    if (rr > 0) MPI_Recv(b, 4, MPI_DOUBLE, rr - 1, 8, row, MPI_STATUS_IGNORE);

    MPI_Comm_group(MPI_COMM_WORLD, &world);
    ends[0] = size - 1, ends[1] = 0;
    MPI_Group_incl(world, 2, ends, &g);
    MPI_Comm_create(MPI_COMM_WORLD, g, &pair);
    if (pair != MPI_COMM_NULL) {
        int pr;
        MPI_Comm_rank(pair, &pr);
        if (pr == 0) {
            MPI_Send(a, 5, MPI_DOUBLE, 1, 9, pair);
            MPI_Recv(b, 6, MPI_DOUBLE, 1, 9, pair, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(b, 5, MPI_DOUBLE, 0, 9, pair, MPI_STATUS_IGNORE);
            MPI_Send(a, 6, MPI_DOUBLE, 0, 9, pair);
        }
        MPI_Comm_free(&pair);
    }
    MPI_Group_free(&g);
    MPI_Group_free(&world);

    MPI_Comm_idup(half, &idup, &q[0]); /* its id is recorded at the Wait */
    MPI_Wait(&q[0], st);
    MPI_Sendrecv(a, 2, MPI_DOUBLE, (hr + 1) % hn, 10, b, 2, MPI_DOUBLE, (hr + hn - 1) % hn, 10, idup, st);
    MPI_Comm_free(&idup);
    MPI_Comm_dup(half, &dup);
    MPI_Barrier(dup);
    MPI_Iallreduce(a, b, 2, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD, &q[0]);
    MPI_Ibcast(a + 4, 3, MPI_DOUBLE, 0, half, &q[1]);
    MPI_Ibarrier(row, &q[2]);
    MPI_Waitall(3, q, st);

    MPI_Comm_free(&dup);
    MPI_Comm_free(&row);
    MPI_Comm_free(&cart);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
