/* 06_coverage: more of the wrapped API in verify mode, for the encodings the
   other tests do not reach: neighbourhood collectives (count arrays as long
   as the topology's neighbour lists), alltoallw, MPI_IN_PLACE and zero
   counts, MPI_Comm_split with MPI_UNDEFINED (no communicator: SCT_NONE),
   groups and MPI_Comm_create, subarray/indexed constructors (their array
   arguments), passive-target RMA (lock target as a relative rank), MPI-IO
   views and non-blocking I/O, cancelled receives. Every rank must match its
   raw log. */
#include "common.h"

static int rank, size;

static void topology_and_groups(void)
{
    int dims[1] = {0}, periods[1] = {1}, i, one[2] = {1, 1}, dsp[2] = {0, 1};
    int x[64] = {0}, y[64], *counts, *displs, ranks[1] = {0};
    MPI_Datatype *types;
    MPI_Comm ring, none, sub;
    MPI_Group world, g0;
    MPI_Request rq;
    MPI_Dims_create(size, 1, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &ring);
    MPI_Neighbor_allgather(x, 1, MPI_INT, y, 1, MPI_INT, ring);
    MPI_Neighbor_alltoallv(x, one, dsp, MPI_INT, y, one, dsp, MPI_INT, ring);
    MPI_Ineighbor_alltoall(x, 1, MPI_INT, y, 1, MPI_INT, ring, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Comm_free(&ring);
    counts = (int *)malloc((size_t)size * sizeof(int));
    displs = (int *)malloc((size_t)size * sizeof(int));
    types = (MPI_Datatype *)malloc((size_t)size * sizeof(MPI_Datatype));
    for (i = 0; i < size; i++) { /* one int to and from everyone, byte displacements */
        counts[i] = 1;
        displs[i] = i * (int)sizeof(int);
        types[i] = MPI_INT;
    }
    MPI_Alltoallw(x, counts, displs, types, y, counts, displs, types, MPI_COMM_WORLD);
    MPI_Allreduce(MPI_IN_PLACE, x, 0, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Reduce_scatter_block(x, y, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    free(counts);
    free(displs);
    free(types);
    MPI_Comm_split(MPI_COMM_WORLD, rank == 0 ? 0 : MPI_UNDEFINED, 0, &none);
    if (none != MPI_COMM_NULL)
        MPI_Comm_free(&none);
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, 1, ranks, &g0);
    MPI_Comm_create(MPI_COMM_WORLD, g0, &sub);
    if (sub != MPI_COMM_NULL) {
        MPI_Barrier(sub);
        MPI_Comm_free(&sub);
    }
    MPI_Group_free(&g0);
    MPI_Group_free(&world);
}

static void constructors(void)
{
    int sizes[2] = {8, 8}, subs[2] = {4, 4}, starts[2] = {2, 2};
    int bl[3] = {1, 2, 3}, d[3] = {0, 4, 9};
    MPI_Datatype sa, ix;
    MPI_Type_create_subarray(2, sizes, subs, starts, MPI_ORDER_C, MPI_DOUBLE, &sa);
    MPI_Type_indexed(3, bl, d, MPI_INT, &ix);
    MPI_Type_commit(&sa);
    MPI_Type_commit(&ix);
    MPI_Type_free(&ix);
    MPI_Type_free(&sa);
}

static void rma_and_io(void)
{
    int *base = NULL, v = rank, buf[4] = {1, 2, 3, 4}, got = 0;
    MPI_Win win;
    MPI_File fh;
    MPI_Request rq;
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    if (MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base,
                         &win) == MPI_SUCCESS) {
        int target = (rank + 1) % size;
        MPI_Win_lock(MPI_LOCK_SHARED, target, 0, win);
        MPI_Put(&v, 1, MPI_INT, target, 0, 1, MPI_INT, win);
        MPI_Win_unlock(target, win);
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Win_free(&win);
    }
    MPI_File_open(MPI_COMM_WORLD, "06_coverage.io", MPI_MODE_CREATE | MPI_MODE_RDWR,
                  MPI_INFO_NULL, &fh);
    MPI_File_set_view(fh, (MPI_Offset)rank * 16, MPI_INT, MPI_INT, "native", MPI_INFO_NULL);
    MPI_File_iwrite_at(fh, 0, buf, 4, MPI_INT, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_File_close(&fh);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0)
        MPI_File_delete("06_coverage.io", MPI_INFO_NULL);
    /* a receive nobody sends to, cancelled */
    MPI_Irecv(&got, 1, MPI_INT, MPI_ANY_SOURCE, 99, MPI_COMM_WORLD, &rq);
    MPI_Cancel(&rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
}

static int64_t nth(const sct_op_table *ops, const t_ev *e, int n, const char *name, int k,
                   const char *param, int elem)
{
    int i, op = t_op(ops, name);
    for (i = 0; i < n; i++)
        if (e[i].op == op && k-- == 0) {
            const int64_t *p = t_param(ops, &e[i], param);
            if (p)
                return p[elem];
            t_fail("%s has no %s", name, param);
            return SCT_NONE;
        }
    t_fail("no event %s", name);
    return SCT_NONE;
}

int main(int argc, char **argv)
{
    setenv("SCTRACE_VERIFY", "1", 1);
    t_begin("06_coverage");
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    topology_and_groups();
    constructors();
    rma_and_io();
    MPI_Finalize();
    if (rank == 0) {
        sct_reader *r = t_open();
        const sct_op_table *ops;
        int32_t q;
        if (!r)
            return t_end();
        ops = sct_reader_ops(r);
        t_verify_all(r, size);
        for (q = 0; q < size && !t_failed; q++) {
            int n;
            t_ev *e = t_events(r, q, &n);
            if (n < 0)
                break;
            if (nth(ops, e, n, "MPI_Neighbor_alltoallv", 0, "sendbytes", 0) != 2 ||
                nth(ops, e, n, "MPI_Neighbor_alltoallv", 0, "recvbytes", 0) != 2 ||
                nth(ops, e, n, "MPI_Neighbor_alltoallv", 0, "recvbytes", 1) != 4)
                t_fail("rank %d: neighbour count arrays are not 2 long (1D ring)", q);
            if (nth(ops, e, n, "MPI_Alltoallw", 0, "sendbytes", 0) != size ||
                nth(ops, e, n, "MPI_Alltoallw", 0, "sendbytes", 1) != 4)
                t_fail("rank %d: alltoallw bytes wrong", q);
            if ((nth(ops, e, n, "MPI_Comm_split", 0, "newcomm", 0) == SCT_NONE) != (q != 0))
                t_fail("rank %d: MPI_UNDEFINED split should give SCT_NONE exactly off rank 0", q);
            if (nth(ops, e, n, "MPI_Group_incl", 0, "ranks", 0) != 1 ||
                nth(ops, e, n, "MPI_Type_create_subarray", 0, "array_of_starts", 2) != 2 ||
                nth(ops, e, n, "MPI_Type_indexed", 0, "array_of_displacements", 3) != 9)
                t_fail("rank %d: constructor arrays wrong", q);
            if (t_op(ops, "MPI_Win_lock") >= 0 && size > 1 &&
                nth(ops, e, n, "MPI_Win_lock", 0, "rank", 0) != ((q + 1) % size) - q)
                t_fail("rank %d: Win_lock target is not relative", q);
            if (nth(ops, e, n, "MPI_Irecv", 0, "source", 0) != SCT_PEER_ANY)
                t_fail("rank %d: cancelled Irecv source wrong", q);
            t_events_free(e, n);
        }
        sct_reader_close(r);
        return t_end();
    }
    return 0;
}
