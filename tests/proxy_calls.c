/* tests/proxy_calls.c - the calls tests/proxy.sh checks that a proxy app
   makes as the run did, beyond the examples': vector collectives (with
   counts that differ per rank), non-blocking collectives completed by one
   Waitall, groups and the communicators made from them (Comm_create,
   Cart_sub, Comm_split_type, Comm_idup), derived datatypes (indexed,
   subarray, resized, dup), one-sided communication (Win_create with fences
   and post/start/complete/wait, Win_allocate with locks, atomics and a
   request-based put) and MPI-IO (a scratch file written and read back
   collectively, independently and non-blocking), and attribute keys and
   attributes, error handlers, info objects, names, local queries (Pack,
   Type_match_size ...), group comparisons, an intercommunicator, graph and
   distributed-graph topologies with neighbourhood collectives, Alltoallw.
   Any number of ranks; a few
   steps of a loop so that the proxy's loops are exercised too. Usage:
   proxy_calls [DIR] (the scratch file goes to DIR, default /tmp). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void on_error(MPI_Comm *c, int *code, ...)
{
    (void)c, (void)code;
    MPI_Abort(MPI_COMM_WORLD, 1);
}

/* MPI_UNWEIGHTED, hidden from gcc (Open MPI's looks like an empty array) */
static int *unweighted(void)
{
    int *volatile w = MPI_UNWEIGHTED;
    return w;
}

/* proxy_calls DIR comms: communicators a histogram proxy makes at run time
   (Comm_split_type, Cart_create, Cart_sub, Comm_dup, Comm_split, and
   Comm_create from Comm_group and Group_incl, Group_excl) carrying
   messages of sizes that vary per step and rank (histogram streams). */
static void comms(int rank, int size)
{
    int step, dims[2] = {size, 1}, per[2] = {1, 0}, keep[2] = {1, 0}, n;
    double buf[64] = {0}, out[64];
    int ends[2];
    MPI_Comm node, cart, row, dup, half, pair;
    MPI_Group wg, g2, g3;
    for (step = 0; step < 6; step++) {
        n = 1 + (step * 37 + rank * 11 + step * step * rank) % 53;
        MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
        MPI_Cart_create(node, 2, dims, per, 0, &cart);
        MPI_Cart_sub(cart, keep, &row);
        MPI_Allreduce(buf, out, 1 + step % 3, MPI_DOUBLE, MPI_SUM, row);
        MPI_Comm_dup(row, &dup);
        MPI_Bcast(buf, 1 + step % 4, MPI_DOUBLE, 0, dup);
        MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &half);
        MPI_Sendrecv(buf, n, MPI_DOUBLE, (rank + 1) % size, 1, out, 64, MPI_DOUBLE, (rank + size - 1) % size, 1,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Barrier(half);
        MPI_Comm_group(MPI_COMM_WORLD, &wg);
        ends[0] = size - 1, ends[1] = 0;
        MPI_Group_incl(wg, size > 1 ? 2 : 1, ends, &g2);
        MPI_Group_excl(wg, 1, ends, &g3);
        MPI_Comm_create(MPI_COMM_WORLD, g2, &pair);
        if (pair != MPI_COMM_NULL) {
            MPI_Allreduce(buf, out, 2, MPI_DOUBLE, MPI_MAX, pair);
            MPI_Comm_free(&pair);
        }
        MPI_Group_free(&g3);
        MPI_Group_free(&g2);
        MPI_Group_free(&wg);
        MPI_Comm_free(&half);
        MPI_Comm_free(&dup);
        MPI_Comm_free(&row);
        MPI_Comm_free(&cart);
        MPI_Comm_free(&node);
    }
}

int main(int argc, char **argv)
{
    int rank, size, i, step, *sc, *sd, *rc, *rd, dims[2] = {0, 0}, periods[2] = {1, 0}, keep[2] = {1, 0};
    int ends[2], *wmem, j;
    double *a, *b;
    char path[512];
    MPI_Comm cart, col, pair, node, dupc;
    MPI_Group world, g, wg;
    MPI_Win win, win2;
    MPI_File fh;
    MPI_Request q[4];
    MPI_Status st[4];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (argc > 2 && !strcmp(argv[2], "comms")) {
        comms(rank, size);
        MPI_Finalize();
        return 0;
    }
    a = (double *)calloc(64 * (size_t)size + 64, sizeof *a);
    b = (double *)calloc(64 * (size_t)size + 64, sizeof *b);
    sc = (int *)malloc(4 * (size_t)size * sizeof *sc);
    sd = sc + size, rc = sd + size, rd = rc + size;
    for (i = 0; i < size; i++) {
        sc[i] = 1 + (rank + i) % 3, sd[i] = 4 * i;
        rc[i] = 1 + i % 3, rd[i] = 4 * i;
    }

    for (step = 0; step < 3; step++) {
        for (i = 0; i < size; i++) rc[i] = 1 + i % 3;
        MPI_Gatherv(a, 1 + rank % 3, MPI_DOUBLE, b, rc, rd, MPI_DOUBLE, step % size, MPI_COMM_WORLD);
        MPI_Allgatherv(a, 1 + rank % 3, MPI_DOUBLE, b, rc, rd, MPI_DOUBLE, MPI_COMM_WORLD);
        MPI_Scatterv(a, rc, rd, MPI_DOUBLE, b, 1 + rank % 3, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        for (i = 0; i < size; i++) sc[i] = 1 + (rank + 2 * i) % 3, rc[i] = 1 + (i + 2 * rank) % 3;
        MPI_Alltoallv(a, sc, sd, MPI_DOUBLE, b, rc, rd, MPI_DOUBLE, MPI_COMM_WORLD);
        for (i = 0; i < size; i++) rc[i] = 2;
        MPI_Reduce_scatter(a, b, rc, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        MPI_Reduce_scatter_block(a, b, 3, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
        MPI_Iallreduce(a, b, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &q[0]);
        MPI_Ibcast(a + 8, 5, MPI_DOUBLE, size - 1, MPI_COMM_WORLD, &q[1]);
        MPI_Ialltoall(a + 16, 1, MPI_DOUBLE, b + 16 + 4 * size, 1, MPI_DOUBLE, MPI_COMM_WORLD, &q[2]);
        MPI_Ibarrier(MPI_COMM_WORLD, &q[3]);
        MPI_Waitall(4, q, st);
    }
    for (i = 0; i < size; i++) rc[i] = 1 + i % 2, sc[i] = 1 + rank % 2;
    MPI_Ialltoallv(a, sc, sd, MPI_DOUBLE, b, rc, rd, MPI_DOUBLE, MPI_COMM_WORLD, &q[0]);
    MPI_Ireduce(a, b, 2, MPI_DOUBLE, MPI_MIN, 0, MPI_COMM_WORLD, &q[1]);
    MPI_Waitall(2, q, st);

    /* derived datatypes */
    {
        int bl[3] = {1, 2, 1}, dp[3] = {0, 3, 7}, sizes[2] = {6, 6}, sub[2] = {2, 3}, starts[2] = {1, 2};
        MPI_Datatype ti, ts, tr, td;
        MPI_Type_indexed(3, bl, dp, MPI_DOUBLE, &ti);
        MPI_Type_create_subarray(2, sizes, sub, starts, MPI_ORDER_C, MPI_DOUBLE, &ts);
        MPI_Type_commit(&ts);
        MPI_Type_create_resized(ti, 0, 16 * (MPI_Aint)sizeof(double), &tr);
        MPI_Type_commit(&tr);
        MPI_Type_dup(ts, &td);
        MPI_Type_commit(&td);
        MPI_Sendrecv(a, 2, tr, (rank + 1) % size, 3, b, 2, tr, (rank + size - 1) % size, 3, MPI_COMM_WORLD, st);
        MPI_Bcast(a, 1, td, 0, MPI_COMM_WORLD);
        MPI_Type_free(&td);
        MPI_Type_free(&tr);
        MPI_Type_free(&ts);
        MPI_Type_free(&ti);
    }

    MPI_Comm_idup(MPI_COMM_WORLD, &dupc, &q[0]); /* its id is recorded at the Wait */
    MPI_Wait(&q[0], st);
    MPI_Barrier(dupc);
    MPI_Comm_free(&dupc);

    /* groups */
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    ends[0] = size - 1, ends[1] = 0;
    MPI_Group_incl(world, size > 1 ? 2 : 1, ends, &g);
    MPI_Comm_create(MPI_COMM_WORLD, g, &pair);
    if (pair != MPI_COMM_NULL) {
        MPI_Allreduce(a, b, 2, MPI_DOUBLE, MPI_SUM, pair);
        MPI_Comm_free(&pair);
    }
    MPI_Group_free(&g);
    MPI_Group_free(&world);
    MPI_Dims_create(size, 2, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    MPI_Cart_sub(cart, keep, &col);
    MPI_Bcast(a, 3, MPI_DOUBLE, 0, col);
    MPI_Comm_free(&col);
    MPI_Comm_free(&cart);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
    MPI_Barrier(node);
    MPI_Comm_free(&node);

    /* one-sided: fences on a created window, locks on an allocated one */
    MPI_Win_create(a, 16 * sizeof(double), sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(0, win);
    MPI_Put(b, 2, MPI_DOUBLE, (rank + 1) % size, 1, 2, MPI_DOUBLE, win);
    MPI_Win_fence(0, win);
    MPI_Get(b, 3, MPI_DOUBLE, (rank + size - 1) % size, 4, 3, MPI_DOUBLE, win);
    MPI_Accumulate(b, 1, MPI_DOUBLE, 0, 0, 1, MPI_DOUBLE, MPI_SUM, win);
    MPI_Win_fence(MPI_MODE_NOSUCCEED, win);
    MPI_Comm_group(MPI_COMM_WORLD, &wg);
    MPI_Win_post(wg, 0, win);
    MPI_Win_start(wg, 0, win);
    MPI_Put(b, 1, MPI_DOUBLE, (rank + 1) % size, 5, 1, MPI_DOUBLE, win);
    MPI_Win_complete(win);
    MPI_Win_wait(win);
    MPI_Group_free(&wg);
    MPI_Win_free(&win);
    MPI_Win_allocate(8 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &wmem, &win2);
    MPI_Win_lock(MPI_LOCK_SHARED, (rank + 1) % size, 0, win2);
    MPI_Put(&rank, 1, MPI_INT, (rank + 1) % size, 0, 1, MPI_INT, win2);
    MPI_Win_unlock((rank + 1) % size, win2);
    MPI_Win_lock_all(0, win2);
    MPI_Fetch_and_op(&rank, &i, MPI_INT, (rank + 1) % size, 1, MPI_SUM, win2);
    MPI_Compare_and_swap(&rank, &i, &j, MPI_INT, (rank + 1) % size, 2, win2);
    MPI_Get_accumulate(&rank, 1, MPI_INT, &j, 1, MPI_INT, (rank + 1) % size, 3, 1, MPI_INT, MPI_SUM, win2);
    MPI_Rput(&rank, 1, MPI_INT, (rank + 1) % size, 4, 1, MPI_INT, win2, &q[0]);
    MPI_Wait(&q[0], st);
    MPI_Raccumulate(&rank, 1, MPI_INT, (rank + 1) % size, 5, 1, MPI_INT, MPI_MAX, win2, &q[0]);
    MPI_Wait(&q[0], st);
    MPI_Win_unlock_all(win2);
    MPI_Win_get_group(win2, &wg);
    MPI_Group_free(&wg);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win2);

    /* attributes, keys, error handlers, info objects, names, local queries,
       graphs, intercommunicators, neighbourhood collectives, Alltoallw */
    {
        int key, flag, *tag, cmp, tr[2] = {0, 0}, out[2], pk = 0, pos = 0, src, dst, one = 1, ws[64], wd[64];
        MPI_Errhandler eh, eh2;
        MPI_Info info, info2;
        MPI_Comm half, inter, merged, graph, dgraph;
        MPI_Datatype t8;
        MPI_Group wg2, sg;
        char name[MPI_MAX_OBJECT_NAME];
        void *v;
        MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &tag, &flag);
        MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, MPI_COMM_NULL_DELETE_FN, &key, NULL);
        MPI_Comm_set_attr(MPI_COMM_WORLD, key, a);
        MPI_Comm_get_attr(MPI_COMM_WORLD, key, &v, &flag);
        MPI_Comm_delete_attr(MPI_COMM_WORLD, key);
        MPI_Comm_free_keyval(&key);
        MPI_Comm_create_errhandler(on_error, &eh);
        MPI_Comm_set_errhandler(MPI_COMM_WORLD, eh);
        MPI_Comm_get_errhandler(MPI_COMM_WORLD, &eh2);
        MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_ARE_FATAL);
        MPI_Errhandler_free(&eh2);
        MPI_Errhandler_free(&eh);
        MPI_Info_create(&info);
        MPI_Info_dup(info, &info2);
        MPI_Info_get_nkeys(info2, &flag);
        MPI_Info_free(&info2);
        MPI_Info_free(&info);
        MPI_Comm_set_name(MPI_COMM_WORLD, "world");
        MPI_Comm_get_name(MPI_COMM_WORLD, name, &flag);
        MPI_Type_match_size(MPI_TYPECLASS_REAL, 8, &t8);
        MPI_Type_get_envelope(MPI_DOUBLE, &flag, &cmp, &i, &j);
        MPI_Op_commutative(MPI_SUM, &flag);
        MPI_Pack_size(4, MPI_DOUBLE, MPI_COMM_WORLD, &pk);
        MPI_Pack(a, 4, MPI_DOUBLE, b, pk, &pos, MPI_COMM_WORLD);
        pos = 0;
        MPI_Unpack(b, pk, &pos, a, 4, MPI_DOUBLE, MPI_COMM_WORLD);
        MPI_Comm_group(MPI_COMM_WORLD, &wg2);
        tr[1] = size - 1;
        MPI_Group_excl(wg2, 1, tr, &sg);
        MPI_Group_compare(wg2, sg, &cmp);
        MPI_Group_translate_ranks(wg2, 2, tr, sg, out);
        MPI_Group_free(&sg);
        MPI_Group_free(&wg2);
        if (size > 1) {
            MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
            MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, rank % 2 ? 0 : 1, 7, &inter);
            MPI_Comm_test_inter(inter, &flag);
            MPI_Comm_remote_size(inter, &flag);
            MPI_Intercomm_merge(inter, rank % 2, &merged);
            MPI_Barrier(merged);
            MPI_Comm_free(&merged);
            MPI_Comm_free(&inter);
            MPI_Comm_free(&half);
        }
        for (i = 0; i < size && i < 32; i++) /* a ring, both ways */
            ws[i] = 2 * (i + 1), wd[2 * i] = (i + size - 1) % size, wd[2 * i + 1] = (i + 1) % size;
        MPI_Graph_create(MPI_COMM_WORLD, size < 32 ? size : 32, ws, wd, 0, &graph);
        if (graph != MPI_COMM_NULL) {
            MPI_Topo_test(graph, &flag);
            MPI_Graph_neighbors_count(graph, rank, &flag);
            MPI_Neighbor_allgather(a, 2, MPI_DOUBLE, b, 2, MPI_DOUBLE, graph);
            MPI_Comm_free(&graph);
        }
        src = (rank + size - 1) % size, dst = (rank + 1) % size;
        MPI_Dist_graph_create_adjacent(MPI_COMM_WORLD, 1, &src, unweighted(), 1, &dst, unweighted(), MPI_INFO_NULL,
                                       0, &dgraph);
        MPI_Neighbor_alltoall(a, 3, MPI_DOUBLE, b, 3, MPI_DOUBLE, dgraph);
        MPI_Ineighbor_allgather(a, 1, MPI_DOUBLE, b, 1, MPI_DOUBLE, dgraph, &q[0]);
        MPI_Wait(&q[0], st);
        MPI_Neighbor_alltoallv(a, &one, sd, MPI_DOUBLE, b, &one, rd, MPI_DOUBLE, dgraph);
        MPI_Comm_free(&dgraph);
        {
            MPI_Datatype *tys = (MPI_Datatype *)malloc((size_t)size * sizeof *tys);
            for (i = 0; i < size; i++) sc[i] = 8 * (1 + i % 2), rc[i] = 8 * (1 + rank % 2), sd[i] = 16 * i, rd[i] = 16 * i, tys[i] = MPI_BYTE;
            MPI_Alltoallw(a, sc, sd, tys, b, rc, rd, tys, MPI_COMM_WORLD);
            free(tys);
        }
    }

    /* MPI-IO: a scratch file */
    snprintf(path, sizeof path, "%s/proxy_calls.%d", argc > 1 ? argv[1] : "/tmp", (int)getppid());
    MPI_File_open(MPI_COMM_WORLD, path, MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &fh);
    MPI_File_write_at_all(fh, (MPI_Offset)rank * 64, a, 8, MPI_DOUBLE, MPI_STATUS_IGNORE);
    MPI_File_set_size(fh, (MPI_Offset)(2 * size + 1) * 64);
    MPI_File_write_at(fh, (MPI_Offset)(size + rank) * 64, a, 4, MPI_DOUBLE, MPI_STATUS_IGNORE);
    MPI_File_iwrite_at(fh, (MPI_Offset)(size + rank) * 64 + 32, a, 2, MPI_DOUBLE, &q[0]);
    MPI_Wait(&q[0], st);
    MPI_File_sync(fh);
    MPI_File_read_at_all(fh, (MPI_Offset)((rank + 1) % size) * 64, b, 8, MPI_DOUBLE, MPI_STATUS_IGNORE);
    MPI_File_seek(fh, (MPI_Offset)rank * 64, MPI_SEEK_SET);
    MPI_File_read(fh, b, 2, MPI_DOUBLE, MPI_STATUS_IGNORE);
    {
        MPI_Offset pos;
        MPI_File_get_position(fh, &pos);
    }
    {
        MPI_Group fg;
        MPI_Aint ext;
        int am;
        MPI_File_iwrite(fh, a, 2, MPI_DOUBLE, &q[0]);
        MPI_Wait(&q[0], st);
        MPI_File_get_amode(fh, &am);
        MPI_File_get_group(fh, &fg);
        MPI_Group_free(&fg);
        MPI_File_get_type_extent(fh, MPI_DOUBLE, &ext);
    }
    MPI_File_close(&fh);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) remove(path);

    free(a), free(b), free(sc);
    MPI_Finalize();
    return 0;
}
