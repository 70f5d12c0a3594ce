/* replay_calls: an MPI program (any rank count) that makes the calls the
   replay engine rebuilds beyond what the examples make, so that tests/replay.sh
   can check the fixed point for each of them: persistent requests, Waitany,
   Waitsome, Testany, Testall, Testsome and Test polling, probes, Sendrecv,
   Bsend with an attached buffer, every blocking, non-blocking and vector
   collective, communicators from dup, split (with MPI_UNDEFINED), split_type
   and groups, the group algebra, create_group, dup_with_info, idup, and an
   inter-communicator with its merge, derived datatypes (contiguous, vector, hvector, indexed,
   hindexed, indexed_block, hindexed_block, struct, resized, dup, subarray,
   darray) with their queries and names, packing (native and external32)
   and status queries, attribute keys and attributes, error handlers, object
   names, a user reduction
   op, process topologies (a grid and its rows, distributed graphs, a graph,
   their queries) with every neighbourhood collective, matched probes and
   receives (Mprobe, Improbe, Mrecv, Imrecv), wildcard receives and probes
   (MPI_ANY_SOURCE: the replay takes the sources they matched), one-sided communication
   (windows, every access and synchronisation call), MPI-IO (every kind of
   read and write, file queries, an input file, a deleted file), and a
   marker. With
   --one-sided it also makes puts into a dynamic window and calls the replay
   skips (MPI_Open_port, MPI_Close_port), each after some computation. With --vloop N it
   makes only N MPI_Ialltoallv, each waited for. With --steps N it makes only N
   time steps (an Allreduce, a ring Sendrecv, a Bcast), rank 0 with one more
   call at the end of step N/2, so that its loop of steps is cut in two
   while the other ranks' is whole (issue 36: the merge cuts their loops
   into the same pieces). With --cut-steps N every rank's loop is cut
   mid-step instead (after the Allreduce), at a step of its own, rank 0's
   twice: the ranks' loops fold at other phases and in pieces on both sides
   of the merge (sct__mt_rotate, sct__mt_peel). With --nested-steps N the
   steps are 10 passes of N/10, each pass's loop of steps cut on every rank
   but 0 at a step of its own, inside an outer loop of passes; with
   --pieces-steps N cut at a step's end instead, twice on even ranks and
   once on odd ones. Linked with the tracer
   (build/<mpi>/sctrace.o). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../sctrace_mpi.h"

static int rank, size;
static double A[4096], B[4096];
static MPI_Status st[8]; /* not MPI_STATUSES_IGNORE: some MPIs' headers make gcc warn about it */

static void p2p(void)
{
    int right = (rank + 1) % size, left = (rank + size - 1) % size, i, idx, flag, out, ix[4];
    MPI_Request rq[4];
    char *bbuf;
    int bsize;
    /* persistent requests, started three times */
    MPI_Send_init(A, 8, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &rq[0]);
    MPI_Recv_init(B, 8, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &rq[1]);
    for (i = 0; i < 3; i++) {
        MPI_Startall(2, rq);
        MPI_Waitall(2, rq, st);
    }
    MPI_Start(&rq[0]);
    MPI_Start(&rq[1]);
    MPI_Wait(&rq[1], MPI_STATUS_IGNORE);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    MPI_Request_free(&rq[0]);
    MPI_Request_free(&rq[1]);
    /* Waitany / Waitsome / Testany / Testall / Testsome / Test polling */
    MPI_Irecv(B, 16, MPI_DOUBLE, left, 2, MPI_COMM_WORLD, &rq[0]);
    MPI_Isend(A, 16, MPI_DOUBLE, right, 2, MPI_COMM_WORLD, &rq[1]);
    MPI_Waitany(2, rq, &idx, MPI_STATUS_IGNORE);
    MPI_Waitany(2, rq, &idx, MPI_STATUS_IGNORE);
    MPI_Irecv(B, 4, MPI_DOUBLE, left, 3, MPI_COMM_WORLD, &rq[0]);
    MPI_Issend(A, 4, MPI_DOUBLE, right, 3, MPI_COMM_WORLD, &rq[1]);
    MPI_Waitsome(2, rq, &out, ix, st);
    if (rq[0] != MPI_REQUEST_NULL || rq[1] != MPI_REQUEST_NULL)
        MPI_Waitall(2, rq, st);
    MPI_Irecv(B, 4, MPI_DOUBLE, left, 4, MPI_COMM_WORLD, &rq[0]);
    MPI_Isend(A, 4, MPI_DOUBLE, right, 4, MPI_COMM_WORLD, &rq[1]);
    do
        MPI_Testall(2, rq, &flag, st);
    while (!flag);
    MPI_Irecv(B, 2, MPI_DOUBLE, left, 5, MPI_COMM_WORLD, &rq[0]);
    MPI_Isend(A, 2, MPI_DOUBLE, right, 5, MPI_COMM_WORLD, &rq[1]);
    for (i = 0; i < 2;) { /* Testany until both are done */
        MPI_Testany(2, rq, &idx, &flag, MPI_STATUS_IGNORE);
        if (flag && idx != MPI_UNDEFINED)
            i++;
    }
    MPI_Irecv(B, 2, MPI_DOUBLE, left, 6, MPI_COMM_WORLD, &rq[0]);
    MPI_Isend(A, 2, MPI_DOUBLE, right, 6, MPI_COMM_WORLD, &rq[1]);
    for (i = 0; i < 2;) {
        MPI_Testsome(2, rq, &out, ix, st);
        if (out != MPI_UNDEFINED)
            i += out;
    }
    MPI_Irecv(B, 1, MPI_DOUBLE, left, 7, MPI_COMM_WORLD, &rq[0]);
    MPI_Send(A, 1, MPI_DOUBLE, right, 7, MPI_COMM_WORLD);
    do
        MPI_Test(&rq[0], &flag, MPI_STATUS_IGNORE);
    while (!flag);
    /* probes, sendrecv, ready and buffered sends */
    MPI_Isend(A, 3, MPI_DOUBLE, right, 8, MPI_COMM_WORLD, &rq[1]);
    MPI_Probe(left, 8, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    do
        MPI_Iprobe(left, 8, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
    while (!flag);
    MPI_Recv(B, 3, MPI_DOUBLE, left, 8, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Wait(&rq[1], MPI_STATUS_IGNORE);
    MPI_Sendrecv(A, 5, MPI_DOUBLE, right, 9, B, 5, MPI_DOUBLE, left, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv_replace(B, 6, MPI_DOUBLE, right, 10, left, 10, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Pack_size(64, MPI_DOUBLE, MPI_COMM_WORLD, &bsize);
    bsize += MPI_BSEND_OVERHEAD;
    bbuf = (char *)malloc((size_t)bsize);
    MPI_Buffer_attach(bbuf, bsize);
    MPI_Bsend(A, 64, MPI_DOUBLE, right, 11, MPI_COMM_WORLD);
    MPI_Recv(B, 64, MPI_DOUBLE, left, 11, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Buffer_detach(&bbuf, &bsize);
    free(bbuf);
}

static void myop(void *in, void *inout, int *len, MPI_Datatype *dt)
{
    int i;
    (void)dt;
    for (i = 0; i < *len; i++)
        ((double *)inout)[i] += ((double *)in)[i];
}

static void collectives(MPI_Comm comm)
{
    int n, me, i, *cnt, *dsp, *pair, *bdsp;
    MPI_Request rq[6];
    MPI_Op op;
    MPI_Datatype *ty;
    MPI_Comm_size(comm, &n);
    MPI_Comm_rank(comm, &me);
    cnt = (int *)malloc((size_t)n * sizeof(int));
    dsp = (int *)malloc((size_t)n * sizeof(int));
    pair = (int *)malloc((size_t)n * sizeof(int));
    bdsp = (int *)malloc((size_t)n * sizeof(int));
    ty = (MPI_Datatype *)malloc((size_t)n * sizeof(MPI_Datatype));
    for (i = 0; i < n; i++) /* rank i contributes 1 + i % 3; pairs exchange 1 + (i + me) % 3 */
        cnt[i] = 1 + i % 3, dsp[i] = 4 * i, pair[i] = 1 + (i + me) % 3, bdsp[i] = 32 * i, ty[i] = MPI_DOUBLE;
    MPI_Barrier(comm);
    MPI_Bcast(A, 7, MPI_DOUBLE, 0, comm);
    MPI_Reduce(A, B, 3, MPI_DOUBLE, MPI_MAX, n - 1, comm);
    MPI_Allreduce(A, B, 2, MPI_DOUBLE, MPI_SUM, comm);
    MPI_Scan(A, B, 2, MPI_DOUBLE, MPI_SUM, comm);
    MPI_Exscan(A, B, 2, MPI_DOUBLE, MPI_SUM, comm);
    MPI_Gather(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, 0, comm);
    MPI_Scatter(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, 0, comm);
    MPI_Allgather(A, 3, MPI_DOUBLE, B, 3, MPI_DOUBLE, comm);
    MPI_Alltoall(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, comm);
    MPI_Reduce_scatter_block(A, B, 2, MPI_DOUBLE, MPI_SUM, comm);
    MPI_Gatherv(A, cnt[me], MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, 0, comm);
    MPI_Allgatherv(A, cnt[me], MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, comm);
    MPI_Alltoallv(A, pair, dsp, MPI_DOUBLE, B, pair, dsp, MPI_DOUBLE, comm);
    MPI_Alltoallw(A, pair, bdsp, ty, B, pair, bdsp, ty, comm);
    MPI_Reduce_scatter(A, B, cnt, MPI_DOUBLE, MPI_SUM, comm);
    MPI_Allreduce(A, B, 2, MPI_DOUBLE_INT, MPI_MINLOC, comm); /* pairs */
    MPI_Allreduce(A, B, 3, MPI_INT, MPI_BXOR, comm);
    MPI_Op_create(myop, 1, &op);
    MPI_Allreduce(A, B, 4, MPI_DOUBLE, op, comm);
    MPI_Op_free(&op);
    MPI_Ibarrier(comm, &rq[0]);
    MPI_Ibcast(A, 5, MPI_DOUBLE, 0, comm, &rq[1]);
    MPI_Iallreduce(A, B, 2, MPI_DOUBLE, MPI_MIN, comm, &rq[2]);
    MPI_Waitall(3, rq, st);
    MPI_Ireduce(A, B, 2, MPI_DOUBLE, MPI_SUM, 0, comm, &rq[0]);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    MPI_Iallgather(A, 1, MPI_DOUBLE, B, 1, MPI_DOUBLE, comm, &rq[0]);
    MPI_Ialltoall(A, 1, MPI_DOUBLE, B, 1, MPI_DOUBLE, comm, &rq[1]);
    MPI_Waitall(2, rq, st);
    MPI_Ialltoallv(A, pair, dsp, MPI_DOUBLE, B, pair, dsp, MPI_DOUBLE, comm, &rq[0]);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    MPI_Ialltoallw(A, pair, bdsp, ty, B, pair, bdsp, ty, comm, &rq[0]);
    MPI_Ireduce_scatter(A, B, cnt, MPI_DOUBLE, MPI_MAX, comm, &rq[1]);
    MPI_Waitall(2, rq, st);
    free(cnt);
    free(dsp);
    free(pair);
    free(bdsp);
    free(ty);
}

static void communicators(void)
{
    MPI_Comm dup, half, none, node, sub;
    MPI_Group world, g;
    int first[1] = {0};
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    collectives(dup);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &half);
    collectives(half);
    MPI_Comm_split(MPI_COMM_WORLD, rank == 0 ? 0 : MPI_UNDEFINED, 0, &none);
    if (none != MPI_COMM_NULL)
        MPI_Comm_free(&none);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
    MPI_Barrier(node);
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, 1, first, &g);
    MPI_Comm_create(MPI_COMM_WORLD, g, &sub);
    if (sub != MPI_COMM_NULL) {
        MPI_Barrier(sub);
        MPI_Comm_free(&sub);
    }
    MPI_Group_free(&g);
    MPI_Group_free(&world);
    MPI_Comm_free(&node);
    MPI_Comm_free(&half);
    MPI_Comm_free(&dup);
}

/* The group algebra (range incl/excl, union, intersection, difference,
   compare, translate), communicators from create_group, dup_with_info and
   idup, and an inter-communicator between the even and the odd ranks:
   messages and a rooted collective across it, its queries and its merge. */
static void intercomms(void)
{
    MPI_Comm dupi, idup, half, inter, merged, sub;
    MPI_Group world, evens, odds, all, none, diff, rg;
    MPI_Request rq;
    int range[1][3], r0 = 0, r1, n, res, lrank, lsize, rsize, root;
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    range[0][0] = 0, range[0][1] = size - 1, range[0][2] = 2;
    MPI_Group_range_incl(world, 1, range, &evens);
    MPI_Group_range_excl(world, 1, range, &odds);
    MPI_Group_union(odds, evens, &all);
    MPI_Group_intersection(evens, odds, &none);
    MPI_Group_difference(all, odds, &diff);
    MPI_Group_compare(diff, evens, &res);
    MPI_Group_size(all, &n);
    MPI_Group_rank(evens, &n);
    MPI_Group_translate_ranks(world, 1, &r0, all, &r1);
    if (rank % 2 == 0) { /* only the group's members call it */
        MPI_Comm_create_group(MPI_COMM_WORLD, evens, 5, &sub);
        MPI_Barrier(sub);
        MPI_Comm_free(&sub);
    }
    MPI_Comm_dup_with_info(MPI_COMM_WORLD, MPI_INFO_NULL, &dupi);
    MPI_Comm_compare(dupi, MPI_COMM_WORLD, &res);
    MPI_Comm_idup(dupi, &idup, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Allreduce(A, B, 2, MPI_DOUBLE, MPI_SUM, idup);
    if (size >= 2) {
        MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
        MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, rank % 2 ? 0 : 1, 6, &inter);
        MPI_Comm_test_inter(inter, &res);
        MPI_Comm_rank(inter, &lrank);
        MPI_Comm_size(inter, &lsize);
        MPI_Comm_remote_size(inter, &rsize);
        MPI_Comm_remote_group(inter, &rg);
        if (lrank < rsize) /* local rank i with remote rank i */
            MPI_Sendrecv(A, 4, MPI_DOUBLE, lrank, 8, B, 4, MPI_DOUBLE, lrank, 8, inter, MPI_STATUS_IGNORE);
        root = rank % 2 ? 0 : lrank == 0 ? MPI_ROOT : MPI_PROC_NULL; /* even rank 0 to the odd ones */
        MPI_Bcast(A, 3, MPI_DOUBLE, root, inter);
        MPI_Intercomm_merge(inter, rank % 2, &merged);
        MPI_Allreduce(A, B, 1, MPI_DOUBLE, MPI_MAX, merged);
        MPI_Group_free(&rg);
        MPI_Comm_free(&merged);
        MPI_Comm_free(&inter);
        MPI_Comm_free(&half);
    }
    MPI_Comm_free(&idup);
    MPI_Comm_free(&dupi);
    MPI_Group_free(&diff);
    MPI_Group_free(&all);
    MPI_Group_free(&evens);
    if (none != MPI_GROUP_EMPTY)
        MPI_Group_free(&none);
    if (odds != MPI_GROUP_EMPTY)
        MPI_Group_free(&odds);
    MPI_Group_free(&world);
}

/* Queries of a datatype, and the local calls on buffers. */
static void type_queries(MPI_Datatype t)
{
    MPI_Aint lb, ext;
    MPI_Count xlb, xext;
    int n, ni, na, nd, comb, pos = 0;
    char packed[512], name[MPI_MAX_OBJECT_NAME];
    MPI_Type_size(t, &n);
    MPI_Type_size_x(t, &xext);
    MPI_Type_get_extent(t, &lb, &ext);
    MPI_Type_get_extent_x(t, &xlb, &xext);
    MPI_Type_get_true_extent(t, &lb, &ext);
    MPI_Type_get_true_extent_x(t, &xlb, &xext);
    MPI_Type_get_envelope(t, &ni, &na, &nd, &comb);
    MPI_Pack_size(1, t, MPI_COMM_WORLD, &n);
    if (n <= (int)sizeof packed) {
        MPI_Pack(A, 1, t, packed, (int)sizeof packed, &pos, MPI_COMM_WORLD);
        pos = 0;
        MPI_Unpack(packed, (int)sizeof packed, &pos, B, 1, t, MPI_COMM_WORLD);
    }
#ifdef OPEN_MPI /* MPICH 4.0 dies in MPI_Pack_external_size on a derived type (SIGILL) */
    MPI_Pack_external_size("external32", 1, t, &ext);
    if (ext <= (MPI_Aint)sizeof packed) {
        lb = 0;
        MPI_Pack_external("external32", A, 1, t, packed, (MPI_Aint)sizeof packed, &lb);
        lb = 0;
        MPI_Unpack_external("external32", packed, (MPI_Aint)sizeof packed, &lb, B, 1, t);
    }
#endif
    MPI_Type_set_name(t, "replay_calls type");
    MPI_Type_get_name(t, name, &n);
}

static void on_comm_error(MPI_Comm *c, int *code, ...)
{
    (void)c, (void)code;
    MPI_Abort(MPI_COMM_WORLD, 9);
}

static void on_win_error(MPI_Win *w, int *code, ...)
{
    (void)w, (void)code;
    MPI_Abort(MPI_COMM_WORLD, 9);
}

/* Attribute keys and attributes on a communicator (copied by a dup), a
   datatype and a window, predefined keys, and error handlers: made, set,
   queried (each query a reference of its own) and freed. */
static void attributes(void)
{
    int kc, kt, kw, flag;
    void *v;
    double *mem;
    MPI_Comm dup;
    MPI_Datatype t;
    MPI_Win win;
    MPI_Errhandler eh, got;
    char name[MPI_MAX_OBJECT_NAME];
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &v, &flag);
    MPI_Comm_create_keyval(MPI_COMM_DUP_FN, MPI_COMM_NULL_DELETE_FN, &kc, NULL);
    MPI_Comm_set_attr(MPI_COMM_WORLD, kc, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Comm_set_name(dup, "replay_calls dup");
    MPI_Comm_get_name(dup, name, &flag);
    MPI_Comm_get_attr(dup, kc, &v, &flag);
    MPI_Comm_delete_attr(dup, kc);
    MPI_Comm_delete_attr(MPI_COMM_WORLD, kc);
    MPI_Comm_free(&dup);
    MPI_Comm_free_keyval(&kc);
    MPI_Type_create_keyval(MPI_TYPE_NULL_COPY_FN, MPI_TYPE_NULL_DELETE_FN, &kt, NULL);
    MPI_Type_contiguous(2, MPI_INT, &t);
    MPI_Type_set_attr(t, kt, &rank);
    MPI_Type_get_attr(t, kt, &v, &flag);
    MPI_Type_delete_attr(t, kt);
    MPI_Type_free(&t);
    MPI_Type_free_keyval(&kt);
    MPI_Win_create_keyval(MPI_WIN_NULL_COPY_FN, MPI_WIN_NULL_DELETE_FN, &kw, NULL);
    MPI_Win_allocate(64, 8, MPI_INFO_NULL, MPI_COMM_WORLD, &mem, &win);
    MPI_Win_set_attr(win, kw, &rank);
    MPI_Win_get_attr(win, kw, &v, &flag);
    MPI_Win_delete_attr(win, kw);
    MPI_Win_get_attr(win, MPI_WIN_SIZE, &v, &flag);
    MPI_Win_set_name(win, "replay_calls window");
    MPI_Win_get_name(win, name, &flag);
    MPI_Win_create_errhandler(on_win_error, &eh);
    MPI_Win_set_errhandler(win, eh);
    MPI_Win_get_errhandler(win, &got);
    MPI_Errhandler_free(&got);
    MPI_Errhandler_free(&eh);
    MPI_Win_free(&win);
    MPI_Win_free_keyval(&kw);
    MPI_Comm_create_errhandler(on_comm_error, &eh);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, eh);
    MPI_Comm_get_errhandler(MPI_COMM_WORLD, &got);
    MPI_Errhandler_free(&got);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_ARE_FATAL);
    MPI_Errhandler_free(&eh);
}

static void datatypes(void)
{
    MPI_Datatype t[12], types[2] = {MPI_INT, MPI_DOUBLE}, m;
    int bl[3] = {1, 2, 1}, di[3] = {0, 4, 9}, sizes[2] = {8, 8}, sub[2] = {4, 4}, start[2] = {2, 2}, i, n;
    int gs[1] = {4 * size}, dist[1] = {MPI_DISTRIBUTE_BLOCK}, darg[1] = {MPI_DISTRIBUTE_DFLT_DARG}, ps[1] = {size};
    MPI_Aint ad[3] = {0, 32, 72}, sd[2] = {0, 8};
    MPI_Status s1;
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    MPI_Type_contiguous(3, MPI_DOUBLE, &t[0]);
    MPI_Type_vector(4, 1, 3, MPI_DOUBLE, &t[1]);
    MPI_Type_create_hvector(2, 2, 48, MPI_DOUBLE, &t[2]);
    MPI_Type_indexed(3, bl, di, MPI_DOUBLE, &t[3]);
    MPI_Type_create_hindexed(3, bl, ad, MPI_DOUBLE, &t[4]);
    MPI_Type_create_indexed_block(3, 2, di, MPI_DOUBLE, &t[5]);
    MPI_Type_create_struct(2, bl, sd, types, &t[6]);
    MPI_Type_create_resized(t[1], 0, 128, &t[7]);
    MPI_Type_dup(t[0], &t[8]);
    MPI_Type_create_subarray(2, sizes, sub, start, MPI_ORDER_C, MPI_DOUBLE, &t[9]);
    MPI_Type_create_hindexed_block(3, 2, ad, MPI_DOUBLE, &t[10]);
    MPI_Type_create_darray(size, rank, 1, gs, dist, darg, ps, MPI_ORDER_C, MPI_DOUBLE, &t[11]);
    for (i = 0; i < 12; i++) {
        MPI_Type_commit(&t[i]);
        type_queries(t[i]);
        MPI_Sendrecv(A, 2, t[i], right, 20 + i, B, 2, t[i], left, 20 + i, MPI_COMM_WORLD, &s1);
        MPI_Get_count(&s1, t[i], &n);
        MPI_Get_elements(&s1, MPI_DOUBLE, &n);
    }
    MPI_Type_match_size(MPI_TYPECLASS_REAL, 8, &m);
    MPI_Reduce_local(A, B, 4, MPI_DOUBLE, MPI_SUM);
    MPI_Op_commutative(MPI_SUM, &n);
    for (i = 0; i < 12; i++)
        MPI_Type_free(&t[i]);
}

/* Process topologies: a 2-D grid periodic in one dimension, its rows
   (MPI_Cart_sub), a ring as a distributed graph in both forms and as a
   graph, the topology queries, and every neighbourhood collective. */
static void grid(void)
{
    MPI_Comm cart, row;
    MPI_Request rq;
    MPI_Aint ad[4];
    MPI_Datatype ty[4];
    int dims[2] = {0, 0}, periods[2] = {1, 0}, keep[2] = {0, 1}, cnt[4], dsp[4], i, v[3], c[2];
    MPI_Dims_create(size, 2, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    MPI_Cart_map(MPI_COMM_WORLD, 2, dims, periods, &v[0]);
    MPI_Cart_sub(cart, keep, &row);
    MPI_Allreduce(A, B, 4, MPI_DOUBLE, MPI_SUM, row);
    MPI_Comm_free(&row);
    MPI_Cart_coords(cart, rank, 2, c);
    MPI_Topo_test(cart, &v[0]);
    /* counts per dimension: what a rank sends one way its neighbour receives */
    for (i = 0; i < 4; i++)
        cnt[i] = 1 + i / 2, dsp[i] = 8 * i, ad[i] = 64 * i, ty[i] = MPI_DOUBLE;
    MPI_Neighbor_allgather(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, cart);
    MPI_Neighbor_alltoall(A, 3, MPI_DOUBLE, B, 3, MPI_DOUBLE, cart);
    cnt[0] = cnt[1] = cnt[2] = cnt[3] = 2;
    MPI_Neighbor_allgatherv(A, 2, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, cart);
    for (i = 0; i < 4; i++)
        cnt[i] = 1 + i / 2;
    MPI_Neighbor_alltoallv(A, cnt, dsp, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, cart);
    MPI_Neighbor_alltoallw(A, cnt, ad, ty, B, cnt, ad, ty, cart);
    MPI_Ineighbor_allgather(A, 1, MPI_DOUBLE, B, 1, MPI_DOUBLE, cart, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Ineighbor_alltoall(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, cart, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Ineighbor_alltoallv(A, cnt, dsp, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, cart, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Ineighbor_alltoallw(A, cnt, ad, ty, B, cnt, ad, ty, cart, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    cnt[0] = cnt[1] = cnt[2] = cnt[3] = 3;
    MPI_Ineighbor_allgatherv(A, 3, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, cart, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Comm_free(&cart);
}

/* MPI_UNWEIGHTED hidden from gcc, which takes Open MPI's (a small constant
   address) for an array of size 0. */
static int *unweighted(void)
{
    int *volatile w = MPI_UNWEIGHTED;
    return w;
}

/* The graphs are made from a fresh duplicate of MPI_COMM_WORLD: Open MPI
   4.1 exchanges MPI_Dist_graph_create's edges with fixed tags that a
   communicator's non-blocking collective tags reach after a few dozen
   communicators made from it, and then hangs (open-mpi/ompi#13918). */
static void graphs(void)
{
    MPI_Comm base, ring, dg, g;
    int right = (rank + 1) % size, left = (rank + size - 1) % size, one = 1, i, v[4], nb[4];
    int *idx = (int *)malloc(3 * (size_t)size * sizeof(int)), *edges = idx + size;
    MPI_Comm_dup(MPI_COMM_WORLD, &base);
    MPI_Dist_graph_create_adjacent(base, 1, &left, unweighted(), 1, &right, unweighted(),
                                   MPI_INFO_NULL, 0, &ring);
    MPI_Neighbor_alltoall(A, 4, MPI_DOUBLE, B, 4, MPI_DOUBLE, ring);
    MPI_Dist_graph_neighbors_count(ring, &v[0], &v[1], &v[2]);
    MPI_Dist_graph_neighbors(ring, 1, nb, unweighted(), 1, nb + 1, unweighted());
    MPI_Comm_free(&ring);
    MPI_Dist_graph_create(base, 1, &rank, &one, &right, unweighted(), MPI_INFO_NULL, 0, &dg);
    MPI_Neighbor_allgather(A, 5, MPI_DOUBLE, B, 5, MPI_DOUBLE, dg);
    MPI_Comm_free(&dg);
    for (i = 0; i < size; i++) /* a ring: each node's two neighbours */
        idx[i] = 2 * (i + 1), edges[2 * i] = (i + size - 1) % size, edges[2 * i + 1] = (i + 1) % size;
    MPI_Graph_create(base, size, idx, edges, 0, &g);
    MPI_Graph_map(base, size, idx, edges, &v[0]);
    MPI_Graphdims_get(g, &v[0], &v[1]);
    MPI_Graph_get(g, size, 2 * size, idx, edges);
    MPI_Graph_neighbors_count(g, rank, &v[0]);
    MPI_Graph_neighbors(g, rank, 4, nb);
    MPI_Neighbor_alltoall(A, 1, MPI_DOUBLE, B, 1, MPI_DOUBLE, g);
    MPI_Comm_free(&g);
    MPI_Comm_free(&base);
    free(idx);
}

/* Matched probes: two messages probed, then received in the other order;
   an Improbe that matches (after MPI_Probe: the test must not depend on
   timing) and one that cannot; MPI_PROC_NULL. */
static void messages(void)
{
    int right = (rank + 1) % size, left = (rank + size - 1) % size, flag;
    MPI_Message m[2];
    MPI_Request rq[2];
    MPI_Isend(A, 5, MPI_DOUBLE, right, 40, MPI_COMM_WORLD, &rq[0]);
    MPI_Isend(A + 8, 7, MPI_DOUBLE, right, 41, MPI_COMM_WORLD, &rq[1]);
    MPI_Mprobe(left, 40, MPI_COMM_WORLD, &m[0], st);
    MPI_Mprobe(left, 41, MPI_COMM_WORLD, &m[1], st);
    MPI_Mrecv(B + 8, 7, MPI_DOUBLE, &m[1], st);
    MPI_Mrecv(B, 5, MPI_DOUBLE, &m[0], st);
    MPI_Waitall(2, rq, st);
    MPI_Isend(A, 3, MPI_DOUBLE, right, 42, MPI_COMM_WORLD, &rq[0]);
    MPI_Improbe(left, 99, MPI_COMM_WORLD, &flag, &m[0], st);
    MPI_Probe(left, 42, MPI_COMM_WORLD, st);
    MPI_Improbe(left, 42, MPI_COMM_WORLD, &flag, &m[0], st);
    MPI_Imrecv(B, 3, MPI_DOUBLE, &m[0], &rq[1]);
    MPI_Waitall(2, rq, st);
    MPI_Mprobe(MPI_PROC_NULL, 0, MPI_COMM_WORLD, &m[0], st);
    MPI_Mrecv(B, 0, MPI_DOUBLE, &m[0], st);
}

/* Wildcard receives and probes, whose sources the replay takes from the
   trace: every other rank sends rank 0 three messages, which it takes from
   MPI_ANY_SOURCE in whatever order they come (Recv; Probe, then Recv from
   the probed source; Mprobe and Mrecv); then a Sendrecv and a
   Sendrecv_replace that receive from their left neighbour as MPI_ANY_SOURCE. */
static void wildcards(void)
{
    int right = (rank + 1) % size, i;
    MPI_Message m;
    MPI_Request rq[3];
    if (rank != 0) {
        MPI_Isend(A, 1, MPI_DOUBLE, 0, 50, MPI_COMM_WORLD, &rq[0]);
        MPI_Isend(A, 2, MPI_DOUBLE, 0, 51, MPI_COMM_WORLD, &rq[1]);
        MPI_Isend(A, 3, MPI_DOUBLE, 0, 52, MPI_COMM_WORLD, &rq[2]);
        MPI_Waitall(3, rq, st);
    }
    for (i = 1; rank == 0 && i < size; i++)
        MPI_Recv(B, 1, MPI_DOUBLE, MPI_ANY_SOURCE, 50, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    for (i = 1; rank == 0 && i < size; i++) {
        MPI_Probe(MPI_ANY_SOURCE, 51, MPI_COMM_WORLD, &st[0]);
        MPI_Recv(B, 2, MPI_DOUBLE, st[0].MPI_SOURCE, 51, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    for (i = 1; rank == 0 && i < size; i++) {
        MPI_Mprobe(MPI_ANY_SOURCE, 52, MPI_COMM_WORLD, &m, MPI_STATUS_IGNORE);
        MPI_Mrecv(B, 3, MPI_DOUBLE, &m, MPI_STATUS_IGNORE);
    }
    MPI_Sendrecv(A, 4, MPI_DOUBLE, right, 53, B, 4, MPI_DOUBLE, MPI_ANY_SOURCE, 53, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    MPI_Sendrecv_replace(B, 4, MPI_DOUBLE, right, 54, MPI_ANY_SOURCE, 54, MPI_COMM_WORLD, &st[0]);
}

/* One-sided communication on windows made three ways (create, allocate,
   allocate_shared): a fence epoch with puts, a get, an accumulate and a
   derived target type; a passive epoch with the atomics, a flush and a
   get_accumulate; a lock_all epoch with request-based calls, the flushes
   and a sync; and post/start/complete/wait with the window's group. Every
   rank accesses only its neighbours' windows, each location from one origin. */
static double W[256];

static void windows(void)
{
    MPI_Win win, aw, sw;
    MPI_Comm node;
    MPI_Group wg, nb;
    MPI_Datatype vt;
    MPI_Request rq[4];
    MPI_Aint ssize;
    long one = 1, got[4] = {0}, *mem, *smem;
    int right = (rank + 1) % size, left = (rank + size - 1) % size, ends[2] = {left, right}, unit;
    int ione = 1, ig[2] = {0, 0};
    double *wmem;
    if (size > 1) /* Open MPI 4.1 makes no MPI_Win_create window on one process (MPI_ERR_WIN) */
        MPI_Win_create(W, sizeof W, sizeof W[0], MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    else
        MPI_Win_allocate(sizeof W, sizeof W[0], MPI_INFO_NULL, MPI_COMM_WORLD, &wmem, &win);
    MPI_Win_allocate(16 * sizeof(long), sizeof(long), MPI_INFO_NULL, MPI_COMM_WORLD, &mem, &aw);
    MPI_Type_vector(2, 1, 2, MPI_DOUBLE, &vt);
    MPI_Type_commit(&vt);
    MPI_Win_fence(0, win);
    MPI_Put(B, 4, MPI_DOUBLE, right, 0, 4, MPI_DOUBLE, win);
    MPI_Get(B + 8, 4, MPI_DOUBLE, left, 8, 4, MPI_DOUBLE, win);
    MPI_Accumulate(B, 4, MPI_DOUBLE, right, 16, 4, MPI_DOUBLE, MPI_SUM, win);
    MPI_Put(B, 2, MPI_DOUBLE, left, 32, 1, vt, win);
    MPI_Win_fence(0, win);
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, right, 0, aw);
    MPI_Fetch_and_op(&one, &got[0], MPI_LONG, right, 0, MPI_SUM, aw);
    /* an int: Open MPI 4.1's shared-memory transport crashes on 8-byte
       compare-and-swap (open-mpi/ompi#7967, #11349) */
    MPI_Compare_and_swap(&ione, &ig[0], &ig[1], MPI_INT, right, 1, aw);
    MPI_Win_flush(right, aw);
    MPI_Get_accumulate(&one, 1, MPI_LONG, &got[2], 1, MPI_LONG, right, 2, 1, MPI_LONG, MPI_SUM, aw);
    MPI_Win_unlock(right, aw);
    MPI_Win_lock_all(0, aw);
    MPI_Rput(&one, 1, MPI_LONG, left, 3, 1, MPI_LONG, aw, &rq[0]);
    MPI_Rget(&got[0], 1, MPI_LONG, left, 4, 1, MPI_LONG, aw, &rq[1]);
    MPI_Raccumulate(&one, 1, MPI_LONG, left, 5, 1, MPI_LONG, MPI_MAX, aw, &rq[2]);
    MPI_Rget_accumulate(NULL, 0, MPI_LONG, &got[1], 1, MPI_LONG, left, 6, 1, MPI_LONG, MPI_NO_OP, aw, &rq[3]);
    MPI_Waitall(4, rq, st);
    MPI_Win_flush_local(left, aw);
    MPI_Win_flush_local_all(aw);
    MPI_Win_flush_all(aw);
    MPI_Win_sync(aw);
    MPI_Win_unlock_all(aw);
    MPI_Win_get_group(win, &wg);
    MPI_Group_incl(wg, left == right ? 1 : 2, ends, &nb);
    MPI_Win_post(nb, 0, win);
    MPI_Win_start(nb, 0, win);
    MPI_Put(B, 1, MPI_DOUBLE, right, 40, 1, MPI_DOUBLE, win);
    MPI_Put(B, 1, MPI_DOUBLE, left, 41, 1, MPI_DOUBLE, win);
    MPI_Win_complete(win);
    MPI_Win_wait(win);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
    MPI_Win_allocate_shared(8 * sizeof(long), sizeof(long), MPI_INFO_NULL, node, &smem, &sw);
    MPI_Win_shared_query(sw, 0, &ssize, &unit, &smem);
    MPI_Win_free(&sw);
    MPI_Comm_free(&node);
    MPI_Group_free(&nb);
    MPI_Group_free(&wg);
    MPI_Type_free(&vt);
    MPI_Win_free(&aw);
    MPI_Win_free(&win);
}

/* MPI-IO returns its errors: a failed call ends the test. */
#define IO(call)                                                           \
    do {                                                                   \
        if ((call) != MPI_SUCCESS) {                                       \
            fprintf(stderr, "replay_calls: rank %d: %s failed\n", rank, #call); \
            MPI_Abort(MPI_COMM_WORLD, 1);                                  \
        }                                                                  \
    } while (0)

/* MPI-IO: a file written through a strided view in every way (collective,
   explicit offset, non-blocking, split collective, shared pointer,
   ordered), its queries, read back the same ways, then opened again as an
   input (read-only, removed on close). */
static void files(void)
{
    char name[512];
    const char *dir = getenv("TMPDIR");
    long id = (long)getpid();
    MPI_File fh;
    MPI_Datatype ft;
    MPI_Request rq[2];
    MPI_Offset pos, byte, sz;
    MPI_Aint ext;
    MPI_Group g;
    MPI_Errhandler eh;
    int amode, atom;
    MPI_Bcast(&id, 1, MPI_LONG, 0, MPI_COMM_WORLD);
    snprintf(name, sizeof name, "%s/replay_calls.%ld", dir && *dir ? dir : "/tmp", id);
    IO(MPI_File_open(MPI_COMM_WORLD, name, MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &fh));
    IO(MPI_File_set_size(fh, 0));
    IO(MPI_File_preallocate(fh, 4096));
    MPI_Type_vector(4, 2, 2 * size, MPI_DOUBLE, &ft);
    MPI_Type_commit(&ft);
    IO(MPI_File_set_view(fh, 2 * rank * (MPI_Offset)sizeof(double), MPI_DOUBLE, ft, "native", MPI_INFO_NULL));
    IO(MPI_File_write_all(fh, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_write(fh, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_write_at(fh, 16, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_write_at_all(fh, 24, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_iwrite_at(fh, 32, A, 8, MPI_DOUBLE, &rq[0]));
    IO(MPI_File_iwrite_all(fh, A, 8, MPI_DOUBLE, &rq[1]));
    MPI_Waitall(2, rq, st);
    IO(MPI_File_write_at_all_begin(fh, 48, A, 8, MPI_DOUBLE));
    IO(MPI_File_write_at_all_end(fh, A, st));
    IO(MPI_File_write_all_begin(fh, A, 8, MPI_DOUBLE));
    IO(MPI_File_write_all_end(fh, A, st));
    IO(MPI_File_sync(fh));
    IO(MPI_File_get_position(fh, &pos));
    IO(MPI_File_get_byte_offset(fh, pos, &byte));
    IO(MPI_File_get_type_extent(fh, MPI_DOUBLE, &ext));
    IO(MPI_File_get_size(fh, &sz));
    IO(MPI_File_get_amode(fh, &amode));
    IO(MPI_File_set_atomicity(fh, 1));
    IO(MPI_File_get_atomicity(fh, &atom));
    IO(MPI_File_set_atomicity(fh, 0));
    IO(MPI_File_get_group(fh, &g));
    MPI_Group_free(&g);
    IO(MPI_File_get_errhandler(fh, &eh));
    IO(MPI_File_set_errhandler(fh, MPI_ERRORS_RETURN));
    MPI_Errhandler_free(&eh);
    IO(MPI_File_seek(fh, 0, MPI_SEEK_SET));
    IO(MPI_File_read(fh, B, 8, MPI_DOUBLE, st));
    IO(MPI_File_read_all(fh, B, 8, MPI_DOUBLE, st));
    IO(MPI_File_read_at(fh, 16, B, 8, MPI_DOUBLE, st));
    IO(MPI_File_read_at_all(fh, 24, B, 8, MPI_DOUBLE, st));
    IO(MPI_File_iread_at(fh, 32, B, 8, MPI_DOUBLE, &rq[0]));
    IO(MPI_File_iread_all(fh, B + 8, 8, MPI_DOUBLE, &rq[1]));
    MPI_Waitall(2, rq, st);
    IO(MPI_File_iread(fh, B, 8, MPI_DOUBLE, &rq[0]));
    MPI_Wait(&rq[0], st);
    IO(MPI_File_read_at_all_begin(fh, 48, B, 8, MPI_DOUBLE));
    IO(MPI_File_read_at_all_end(fh, B, st));
    IO(MPI_File_read_all_begin(fh, B, 8, MPI_DOUBLE));
    IO(MPI_File_read_all_end(fh, B, st));
    /* the shared file pointer, in a view of bytes */
    IO(MPI_File_set_view(fh, 0, MPI_BYTE, MPI_BYTE, "native", MPI_INFO_NULL));
    IO(MPI_File_seek_shared(fh, 0, MPI_SEEK_SET));
    IO(MPI_File_write_shared(fh, A, 16, MPI_BYTE, st));
    IO(MPI_File_write_ordered(fh, A, 32, MPI_BYTE, st));
    IO(MPI_File_write_ordered_begin(fh, A, 8, MPI_BYTE));
    IO(MPI_File_write_ordered_end(fh, A, st));
    IO(MPI_File_get_position_shared(fh, &pos));
    IO(MPI_File_seek_shared(fh, 0, MPI_SEEK_SET));
    IO(MPI_File_read_shared(fh, B, 16, MPI_BYTE, st));
    IO(MPI_File_read_ordered(fh, B, 32, MPI_BYTE, st));
    IO(MPI_File_read_ordered_begin(fh, B, 8, MPI_BYTE));
    IO(MPI_File_read_ordered_end(fh, B, st));
    IO(MPI_File_close(&fh));
    IO(MPI_File_open(MPI_COMM_WORLD, name, MPI_MODE_RDONLY | MPI_MODE_DELETE_ON_CLOSE, MPI_INFO_NULL, &fh));
    IO(MPI_File_read_at_all(fh, 0, B, 64, MPI_BYTE, st));
    IO(MPI_File_close(&fh));
    /* a file of each rank's own, deleted once closed */
    snprintf(name + strlen(name), sizeof name - strlen(name), ".%d", rank);
    IO(MPI_File_open(MPI_COMM_SELF, name, MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh));
    IO(MPI_File_write(fh, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_close(&fh));
    IO(MPI_File_delete(name, MPI_INFO_NULL));
    MPI_Type_free(&ft);
}

/* Spin for about us microseconds: a computation interval. */
static void spin(double us)
{
    double t = MPI_Wtime() + us * 1e-6;
    while (MPI_Wtime() < t)
        ;
}

/* With --one-sided: puts into a dynamic window (its displacements are the
   application's addresses: the replay attaches at the same ones) and calls
   the replay cannot make (MPI_Open_port, MPI_Close_port) between fences, each
   after a computation interval; then an exposure epoch ended by MPI_Win_test
   polling. */
static void one_sided(void)
{
    MPI_Win win;
    MPI_Group world, nb;
    MPI_Aint mine, theirs;
    int right = (rank + 1) % size, left = (rank + size - 1) % size, ends[2] = {left, right}, i, flag = 0;
    char port[MPI_MAX_PORT_NAME];
    spin(300);
    MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_attach(win, A, sizeof A);
    MPI_Get_address(A, &mine);
    MPI_Sendrecv(&mine, 1, MPI_AINT, left, 7, &theirs, 1, MPI_AINT, right, 7, MPI_COMM_WORLD, st);
    for (i = 0; i < 3; i++) {
        spin(200);
        MPI_Win_fence(0, win);
        spin(100);
        MPI_Put(B, 4, MPI_DOUBLE, right, theirs, 4, MPI_DOUBLE, win);
        spin(100);
        MPI_Open_port(MPI_INFO_NULL, port);
        MPI_Close_port(port);
        spin(200);
        MPI_Win_fence(0, win);
        spin(50);
        MPI_Barrier(MPI_COMM_WORLD);
    }
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, left == right ? 1 : 2, ends, &nb);
    MPI_Win_post(nb, 0, win);
    MPI_Win_start(nb, 0, win);
    MPI_Win_complete(win);
    while (!flag)
        MPI_Win_test(win, &flag);
    MPI_Group_free(&nb);
    MPI_Group_free(&world);
    spin(300);
    MPI_Win_detach(win, A);
    MPI_Win_free(&win);
    spin(100);
}

/* n non-blocking vector collectives in a loop, each completed before the
   next (a replay must not keep their count arrays to the end). */
static void vloop(long n)
{
    int *cnt = (int *)malloc((size_t)size * sizeof(int)), *dsp = (int *)malloc((size_t)size * sizeof(int)), i;
    MPI_Request rq;
    long k;
    for (i = 0; i < size; i++)
        cnt[i] = 1, dsp[i] = i;
    for (k = 0; k < n; k++) {
        MPI_Ialltoallv(A, cnt, dsp, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, MPI_COMM_WORLD, &rq);
        MPI_Wait(&rq, MPI_STATUS_IGNORE);
    }
    free(cnt);
    free(dsp);
}

/* n time steps; rank 0's step n/2 has one more call at its end or, with
   cut, every rank's step n(rank+1)/(size+1) (rank 0's n/5 too) has one
   after its Allreduce. */
static void steps(long n, int cut)
{
    int right = (rank + 1) % size, left = (rank + size - 1) % size, me;
    double x = rank, y = 0;
    long k;
    for (k = 0; k < n; k++) {
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        if (cut && (k == n * (rank + 1) / (size + 1) || (rank == 0 && k == n / 5)))
            MPI_Comm_rank(MPI_COMM_WORLD, &me);
        MPI_Sendrecv(&x, 1, MPI_DOUBLE, right, 5, &y, 1, MPI_DOUBLE, left, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Bcast(&y, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        if (!cut && rank == 0 && k == n / 2)
            MPI_Comm_rank(MPI_COMM_WORLD, &me);
    }
}

/* 10 passes of n/10 time steps each, then a Barrier; every rank but 0
   cuts one step of each pass after its Allreduce, at a step of its own:
   the inner loop of steps folds in two pieces at two phases inside each
   rank's outer loop, and rank 0's is whole (sct__mt_nest_fit). */
static void nested_steps(long n)
{
    int right = (rank + 1) % size, left = (rank + size - 1) % size, me, pass;
    double x = rank, y = 0;
    long k, m = n / 10, cut = rank ? m * rank / size : -1;
    for (pass = 0; pass < 10; pass++) {
        for (k = 0; k < m; k++) {
            MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
            if (k == cut)
                MPI_Comm_rank(MPI_COMM_WORLD, &me);
            MPI_Sendrecv(&x, 1, MPI_DOUBLE, right, 5, &y, 1, MPI_DOUBLE, left, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Bcast(&y, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }
}

/* 10 passes of n/10 time steps each, then a Barrier; each pass's loop of
   steps is cut at a step's end, twice on even ranks (three pieces: the
   pass folds [2 x [steps, a call]] steps), once on odd ones, between the
   even ranks' cuts (sct__mt_nest_fit: three pieces against two, issue
   36). */
static void pieces_steps(long n)
{
    int right = (rank + 1) % size, left = (rank + size - 1) % size, me, pass;
    double x = rank, y = 0;
    long k, m = n / 10, c1 = rank % 2 ? m * 4 / 10 : m / 10, c2 = rank % 2 ? -1 : m * 6 / 10;
    for (pass = 0; pass < 10; pass++) {
        for (k = 0; k < m; k++) {
            MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
            MPI_Sendrecv(&x, 1, MPI_DOUBLE, right, 5, &y, 1, MPI_DOUBLE, left, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Bcast(&y, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
            if (k == c1 || k == c2)
                MPI_Comm_rank(MPI_COMM_WORLD, &me);
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }
}

int main(int argc, char **argv)
{
    int it, rma = argc > 1 && !strcmp(argv[1], "--one-sided");
    long nv = argc > 2 && !strcmp(argv[1], "--vloop") ? atol(argv[2]) : -1;
    int cut = argc > 2 && !strcmp(argv[1], "--cut-steps");
    int nest = argc > 2 && !strcmp(argv[1], "--nested-steps");
    int pieces = argc > 2 && !strcmp(argv[1], "--pieces-steps");
    long ns = argc > 2 && (cut || nest || pieces || !strcmp(argv[1], "--steps")) ? atol(argv[2]) : -1;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (nv >= 0) {
        vloop(nv);
        MPI_Finalize();
        return 0;
    }
    if (ns >= 0 && (nest || pieces)) {
        if (nest)
            nested_steps(ns);
        else
            pieces_steps(ns);
        MPI_Finalize();
        return 0;
    }
    if (ns >= 0) {
        steps(ns, cut);
        MPI_Finalize();
        return 0;
    }
    for (it = 0; it < 2; it++) {
        p2p();
        communicators();
        intercomms();
        attributes();
        datatypes();
        grid();
        graphs();
        messages();
        wildcards();
        windows();
        files();
        if (rma)
            one_sided();
        sctrace_marker("step");
    }
    if (rank == 0)
        printf("replay_calls: %d ranks done\n", size);
    MPI_Finalize();
    return 0;
}
