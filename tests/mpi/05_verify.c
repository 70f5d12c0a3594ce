/* 05_verify: a tour of the wrapped API in verify mode (SCTRACE_VERIFY=1).
   Every rank's decoded events must equal its raw log; communicator ids must
   be equal on all members (split, dup, idup, Cartesian, intercommunicator
   merge) and the request/datatype/handle encodings must hold. */
#include "common.h"

static int rank, size;

static void point_to_point(void)
{
    int right = (rank + 1) % size, left = (rank + size - 1) % size, i, k, flag, idx, out;
    int a[16] = {0}, b[16], idxs[3];
    MPI_Request rq[3];
    MPI_Status st[3];
    MPI_Sendrecv(a, 4, MPI_INT, right, 1, b, 4, MPI_INT, left, 1, MPI_COMM_WORLD, &st[0]);
    MPI_Sendrecv(a, 1, MPI_INT, MPI_PROC_NULL, 2, b, 1, MPI_INT, MPI_PROC_NULL, 2,
                 MPI_COMM_WORLD, &st[0]);
    /* persistent requests, restarted */
    MPI_Send_init(a, 2, MPI_DOUBLE, right, 3, MPI_COMM_WORLD, &rq[0]);
    MPI_Recv_init(b, 2, MPI_DOUBLE, left, 3, MPI_COMM_WORLD, &rq[1]);
    for (i = 0; i < 3; i++) {
        MPI_Startall(2, rq);
        MPI_Waitall(2, rq, st);
    }
    MPI_Request_free(&rq[0]);
    MPI_Request_free(&rq[1]);
    /* Waitany / Waitsome / Testall / Test */
    for (i = 0; i < 2; i++) {
        MPI_Irecv(b, 1, MPI_INT, left, 4, MPI_COMM_WORLD, &rq[0]);
        MPI_Irecv(b + 1, 1, MPI_INT, left, 5, MPI_COMM_WORLD, &rq[1]);
        MPI_Isend(a, 1, MPI_INT, right, 4, MPI_COMM_WORLD, &rq[2]);
        MPI_Send(a, 1, MPI_INT, right, 5, MPI_COMM_WORLD);
        for (k = 0; k < 3; k += out)
            MPI_Waitsome(3, rq, &out, idxs, st);
        /* only the left neighbour sends tag 6 here; a wildcard tag could
           take a later tag-10 message meant for the master loop below */
        MPI_Irecv(b, 1, MPI_INT, MPI_ANY_SOURCE, 6, MPI_COMM_WORLD, &rq[0]);
        MPI_Issend(a, 1, MPI_INT, right, 6, MPI_COMM_WORLD, &rq[1]);
        MPI_Waitany(2, rq, &idx, &st[0]);
        MPI_Waitany(2, rq, &idx, &st[0]);
        MPI_Isend(a, 1, MPI_INT, right, 7, MPI_COMM_WORLD, &rq[0]);
        MPI_Irecv(b, 1, MPI_INT, left, 7, MPI_COMM_WORLD, &rq[1]);
        do
            MPI_Testall(2, rq, &flag, st);
        while (!flag);
        MPI_Irecv(b, 1, MPI_INT, left, 8, MPI_COMM_WORLD, &rq[0]);
        MPI_Send(a, 1, MPI_INT, right, 8, MPI_COMM_WORLD);
        do
            MPI_Test(&rq[0], &flag, &st[0]);
        while (!flag);
    }
    /* probe, then master/worker with MPI_ANY_SOURCE */
    MPI_Isend(a, 3, MPI_INT, right, 9, MPI_COMM_WORLD, &rq[0]);
    MPI_Probe(left, 9, MPI_COMM_WORLD, &st[0]);
    MPI_Get_count(&st[0], MPI_INT, &k);
    MPI_Recv(b, k, MPI_INT, left, 9, MPI_COMM_WORLD, &st[0]);
    MPI_Wait(&rq[0], &st[1]);
    if (rank == 0)
        for (i = 1; i < size; i++)
            /* the tracer reads the matched source from a status of its own
               when the caller ignores it */
            MPI_Recv(b, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD,
                     i % 2 ? MPI_STATUS_IGNORE : &st[0]);
    else
        MPI_Send(a, 1, MPI_INT, 0, 10, MPI_COMM_WORLD);
}

static void collectives(void)
{
    int *sc = (int *)malloc((size_t)size * sizeof(int));
    int *dp = (int *)malloc((size_t)size * sizeof(int));
    double *s = (double *)calloc((size_t)size * size + 16, sizeof(double));
    double *r = (double *)calloc((size_t)size * size + 16, sizeof(double));
    int i, tot = 0;
    MPI_Request rq;
    for (i = 0; i < size; i++) {
        sc[i] = i + 1;
        dp[i] = tot;
        tot += i + 1;
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Bcast(s, 3, MPI_DOUBLE, size - 1, MPI_COMM_WORLD);
    MPI_Gatherv(s, rank + 1, MPI_DOUBLE, r, sc, dp, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Scatterv(s, sc, dp, MPI_DOUBLE, r, rank + 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Allgatherv(s, rank + 1, MPI_DOUBLE, r, sc, dp, MPI_DOUBLE, MPI_COMM_WORLD);
    for (i = 0; i < size; i++) {
        sc[i] = 1;
        dp[i] = i;
    }
    MPI_Alltoallv(s, sc, dp, MPI_DOUBLE, r, sc, dp, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Reduce_scatter(s, r, sc, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Alltoall(s, 1, MPI_DOUBLE, r, 1, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Exscan(s, r, 2, MPI_DOUBLE, MPI_PROD, MPI_COMM_WORLD);
    MPI_Iallreduce(s, r, 2, MPI_DOUBLE, MPI_MIN, MPI_COMM_WORLD, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Ibcast(s, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    free(sc);
    free(dp);
    free(s);
    free(r);
}

static void datatypes(void)
{
    double v[16] = {0}, w[16];
    int bl[2] = {1, 2};
    MPI_Aint disp[2] = {0, 8};
    MPI_Datatype types[2] = {MPI_INT, MPI_DOUBLE}, vec, st;
    MPI_Status status;
    MPI_Type_vector(4, 1, 2, MPI_DOUBLE, &vec);
    MPI_Type_commit(&vec);
    MPI_Sendrecv(v, 1, vec, (rank + 1) % size, 11, w, 1, vec, (rank + size - 1) % size, 11,
                 MPI_COMM_WORLD, &status);
    MPI_Type_free(&vec);
    MPI_Type_create_struct(2, bl, disp, types, &st);
    MPI_Type_commit(&st);
    MPI_Bcast(v, 1, st, 0, MPI_COMM_WORLD);
    MPI_Type_free(&st);
}

static void communicators(void)
{
    MPI_Comm half, dup, idup, cart, inter, merged;
    MPI_Request rq;
    int dims[2] = {0, 0}, periods[2] = {1, 1}, src, dst, x = rank, y;
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    MPI_Bcast(&x, 1, MPI_INT, 0, half);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, dup);
    MPI_Comm_idup(MPI_COMM_WORLD, &idup, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Barrier(idup);
    MPI_Dims_create(size, 2, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    MPI_Cart_shift(cart, 0, 1, &src, &dst);
    MPI_Sendrecv(&x, 1, MPI_INT, dst, 12, &y, 1, MPI_INT, src, 12, cart, MPI_STATUS_IGNORE);
    if (size >= 2) {
        MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, rank % 2 ? 0 : 1, 13, &inter);
        MPI_Intercomm_merge(inter, rank % 2, &merged);
        MPI_Barrier(merged);
        MPI_Comm_free(&merged);
        MPI_Comm_free(&inter);
    }
    MPI_Comm_free(&cart);
    MPI_Comm_free(&idup);
    MPI_Comm_free(&dup);
    MPI_Comm_free(&half);
}

static void rma_and_io(void)
{
    int buf[4] = {0}, val = rank;
    MPI_Win win;
    MPI_File fh;
    /* Open MPI 4.1 has no one-sided component for a single process */
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    if (MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win) ==
        MPI_SUCCESS) {
        MPI_Win_fence(0, win);
        MPI_Put(&val, 1, MPI_INT, (rank + 1) % size, 1, 1, MPI_INT, win);
        MPI_Win_fence(0, win);
        MPI_Win_free(&win);
    }
    MPI_File_open(MPI_COMM_WORLD, "05_verify.io", MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL,
                  &fh);
    MPI_File_write_at(fh, (MPI_Offset)rank * 8, buf, 2, MPI_INT, MPI_STATUS_IGNORE);
    MPI_File_read_at(fh, (MPI_Offset)rank * 8, buf, 2, MPI_INT, MPI_STATUS_IGNORE);
    MPI_File_close(&fh);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0)
        MPI_File_delete("05_verify.io", MPI_INFO_NULL);
}

/* The value of `param` in the k-th event of op `name` on rank q. */
static int64_t nth(const sct_op_table *ops, const t_ev *e, int n, const char *name, int k,
                   const char *param)
{
    int i, op = t_op(ops, name);
    for (i = 0; i < n; i++)
        if (e[i].op == op && k-- == 0)
            return t_val(ops, &e[i], param);
    t_fail("no event %s #%d", name, k);
    return SCT_NONE;
}

/* Whether rank 0's wildcard receives (MPI_Recv #1 to #size-1) matched each
   other rank once: their matched sources, relative to rank 0, are 1..size-1. */
static int matched_all(const sct_op_table *ops, const t_ev *e, int n)
{
    char seen[1024] = {0};
    int i;
    for (i = 1; i < size && size <= (int)sizeof seen; i++) {
        int64_t m = nth(ops, e, n, "MPI_Recv", i, "matched");
        if (m < 1 || m >= size || seen[m])
            return 0;
        seen[m] = 1;
    }
    return 1;
}

int main(int argc, char **argv)
{
    setenv("SCTRACE_VERIFY", "1", 1);
    t_begin("05_verify");
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    point_to_point();
    collectives();
    datatypes();
    communicators();
    rma_and_io();
    sctrace_marker("end");
    MPI_Finalize();
    if (rank == 0) {
        sct_reader *r = t_open();
        const sct_op_table *ops;
        int64_t half[2] = {SCT_NONE, SCT_NONE}, dup = 0, idup = 0, cart = 0, merged = 0;
        int32_t q;
        if (!r)
            return t_end();
        ops = sct_reader_ops(r);
        t_verify_all(r, size);
        for (q = 0; q < size && !t_failed; q++) {
            int n;
            t_ev *e = t_events(r, q, &n);
            int64_t h, d, i, c, m = 0;
            if (n < 0)
                break;
            h = nth(ops, e, n, "MPI_Comm_split", 0, "newcomm");
            d = nth(ops, e, n, "MPI_Comm_dup", 0, "newcomm");
            i = nth(ops, e, n, "MPI_Barrier", 1, "comm"); /* the one on the idup'd comm */
            c = nth(ops, e, n, "MPI_Cart_create", 0, "comm_cart");
            if (size >= 2)
                m = nth(ops, e, n, "MPI_Intercomm_merge", 0, "newintracomm");
            if (q == 0) {
                dup = d;
                idup = i;
                cart = c;
                merged = m;
            }
            if (half[q % 2] == SCT_NONE)
                half[q % 2] = h;
            if (h != half[q % 2] || d != dup || i != idup || c != cart || m != merged)
                t_fail("rank %d: communicator ids differ from its peers'", q);
            if (h < 2 || d < 2 || i < 2 || c < 2 || (size >= 2 && m < 2))
                t_fail("rank %d: a new communicator has id < 2", q);
            if (nth(ops, e, n, "MPI_Bcast", 0, "root") != size - 1 - q)
                t_fail("rank %d: Bcast root is not relative", q);
            if (nth(ops, e, n, "MPI_Sendrecv", 1, "dest") != SCT_PEER_NULL)
                t_fail("rank %d: MPI_PROC_NULL is not SCT_PEER_NULL", q);
            if (q == 0 && size > 1 &&
                (nth(ops, e, n, "MPI_Recv", 1, "source") != SCT_PEER_ANY ||
                 nth(ops, e, n, "MPI_Recv", 1, "tag") != SCT_TAG_ANY))
                t_fail("rank 0: MPI_ANY_SOURCE/MPI_ANY_TAG are not SCT_PEER_ANY/SCT_TAG_ANY");
            if (q == 0 && size > 1 && !matched_all(ops, e, n))
                t_fail("rank 0: the wildcard receives did not record each sender once as matched");
            if (nth(ops, e, n, "MPI_Recv", 0, "matched") != SCT_NONE ||
                nth(ops, e, n, "MPI_Probe", 0, "matched") != SCT_NONE)
                t_fail("rank %d: a receive or probe that names its source records a matched source", q);
            if (nth(ops, e, n, "MPI_Type_vector", 0, "newtype") != 256 ||
                nth(ops, e, n, "MPI_Type_create_struct", 0, "newtype") != 257)
                t_fail("rank %d: derived datatypes not numbered 256, 257", q);
            t_events_free(e, n);
        }
        sct_reader_close(r);
        return t_end();
    }
    return 0;
}
