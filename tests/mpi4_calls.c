/* mpi4_calls: an MPI program (any rank count) that makes the calls of MPI-4.0
   and the deprecated MPI-1 ones, one group at a time, so that tests/mpi4.sh
   can trace it (in verify mode), check that every group was recorded, and
   check the fixed point of its exact replay (issue 44). Groups, all by
   default or those named on the command line:
     persistent   persistent collectives (MPI_*_init, one neighbourhood one),
                  each started three times
     partitioned  MPI_Psend_init / MPI_Precv_init around a ring, MPI_Pready,
                  MPI_Pready_range, MPI_Pready_list, MPI_Parrived
     isendrecv    MPI_Isendrecv, MPI_Isendrecv_replace
     session      a session and an error handler of it, the group of its
                  mpi://WORLD process set, a communicator made from it,
                  traffic on it, its MPI_Comm_idup_with_info
     large        large-count "_c" point-to-point, collectives and a datatype
                  constructor; with --int
                  their int twins instead (the two traces are equivalent)
     largev       the large-count vector collectives (v, w, reduce-scatter,
                  neighbourhood), blocking and non-blocking (at most 16 ranks)
     persistentv  the persistent vector collectives, int and large-count
                  (at most 16 ranks)
     largerma     MPI_Win_create_c, _allocate_c, _allocate_shared_c,
                  _shared_query_c and the large-count puts, gets, accumulates
     largeio      every large-count MPI-IO data access call
     largelocal   large-count datatype constructors and queries, packing,
                  MPI_Op_create_c, MPI_Reduce_local_c, MPI_Buffer_attach_c /
                  _detach_c, MPI_Mrecv_c, MPI_Imrecv_c
     largep2p     large-count point-to-point in every mode (blocking,
                  non-blocking, persistent), MPI_Isendrecv[_replace]_c,
                  MPI_Sendrecv_replace_c, every large-count type constructor
     largecoll    the large-count one-block collectives the large group does
                  not make, blocking, non-blocking and persistent
     mpi1         MPI_Address, MPI_Type_struct, _hvector, _hindexed, their
                  extent queries, a send with the struct type, and
                  MPI_Errhandler_create / _set / _get
   A group the MPI lacks (Open MPI 4.1: all but none) is compiled out and
   prints "skip GROUP". Linked with the tracer (build/<mpi>/sctrace.o). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../sctrace_mpi.h"

static int rank, size, right, left, use_int;
static double A[256], B[256];
static MPI_Status st[8]; /* not MPI_STATUSES_IGNORE: some MPIs' headers make gcc warn about it */

#if MPI_VERSION >= 4
static void persistent(void)
{
    MPI_Request rq[7];
    MPI_Comm ring;
    int i, period = 1;
    MPI_Cart_create(MPI_COMM_WORLD, 1, &size, &period, 0, &ring);
    MPI_Barrier_init(MPI_COMM_WORLD, MPI_INFO_NULL, &rq[0]);
    MPI_Bcast_init(A, 4, MPI_DOUBLE, size - 1, MPI_COMM_WORLD, MPI_INFO_NULL, &rq[1]);
    MPI_Allreduce_init(A, B, 8, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, MPI_INFO_NULL, &rq[2]);
    MPI_Reduce_init(A + 8, B + 8, 2, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD, MPI_INFO_NULL, &rq[3]);
    MPI_Allgather_init(A + 16, 1, MPI_DOUBLE, B + 16, 1, MPI_DOUBLE, MPI_COMM_WORLD, MPI_INFO_NULL, &rq[4]);
    MPI_Alltoall_init(A + 32, 2, MPI_DOUBLE, B + 32, 2, MPI_DOUBLE, MPI_COMM_WORLD, MPI_INFO_NULL, &rq[5]);
    MPI_Neighbor_alltoall_init(A + 128, 1, MPI_DOUBLE, B + 128, 1, MPI_DOUBLE, ring, MPI_INFO_NULL, &rq[6]);
    for (i = 0; i < 3; i++) {
        MPI_Startall(7, rq);
        MPI_Waitall(7, rq, st);
    }
    MPI_Start(&rq[2]);
    MPI_Wait(&rq[2], MPI_STATUS_IGNORE);
    for (i = 0; i < 7; i++)
        MPI_Request_free(&rq[i]);
    MPI_Comm_free(&ring);
}

static void partitioned(void)
{
    MPI_Request rq[2];
    int i, flag, list[2] = {3, 2};
    MPI_Psend_init(A, 4, 8, MPI_DOUBLE, right, 7, MPI_COMM_WORLD, MPI_INFO_NULL, &rq[0]);
    MPI_Precv_init(B, 4, 8, MPI_DOUBLE, left, 7, MPI_COMM_WORLD, MPI_INFO_NULL, &rq[1]);
    for (i = 0; i < 3; i++) {
        MPI_Startall(2, rq);
        MPI_Pready(0, rq[0]);
        MPI_Pready_range(1, 1, rq[0]);
        MPI_Pready_list(2, list, rq[0]);
        MPI_Parrived(rq[1], 0, &flag); /* once, whatever it says: the replay makes it once too */
        MPI_Waitall(2, rq, st);
    }
    MPI_Request_free(&rq[0]);
    MPI_Request_free(&rq[1]);
}

static void isendrecv(void)
{
    MPI_Request rq[2];
    MPI_Isendrecv(A, 5, MPI_DOUBLE, right, 3, B, 5, MPI_DOUBLE, left, 3, MPI_COMM_WORLD, &rq[0]);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    MPI_Isendrecv(A, 6, MPI_DOUBLE, left, 4, B, 6, MPI_DOUBLE, MPI_ANY_SOURCE, 4, MPI_COMM_WORLD, &rq[0]);
    MPI_Isendrecv_replace(B + 64, 3, MPI_DOUBLE, right, 5, left, 5, MPI_COMM_WORLD, &rq[1]);
    MPI_Waitall(2, rq, st);
}

static void session_err(MPI_Session *s, int *code, ...)
{
    (void)s, (void)code;
}

static void session(void)
{
    MPI_Session s;
    MPI_Group g;
    MPI_Comm c, d;
    MPI_Request rq;
    MPI_Errhandler eh, got;
    MPI_Info info;
    int n = 0, me = -1;
    MPI_Session_init(MPI_INFO_NULL, MPI_ERRORS_RETURN, &s);
    MPI_Session_create_errhandler(session_err, &eh);
    MPI_Session_set_errhandler(s, eh);
    MPI_Session_get_errhandler(s, &got);
    MPI_Session_call_errhandler(s, MPI_ERR_OTHER); /* ours returns */
    MPI_Errhandler_free(&got);
    MPI_Errhandler_free(&eh);
    MPI_Session_get_num_psets(s, MPI_INFO_NULL, &n);
    MPI_Session_get_pset_info(s, "mpi://WORLD", &info);
    MPI_Info_get_nkeys(info, &n);
    MPI_Info_free(&info);
    MPI_Group_from_session_pset(s, "mpi://WORLD", &g);
    MPI_Comm_create_from_group(g, "org.sctrace.tests.mpi4", MPI_INFO_NULL, MPI_ERRORS_RETURN, &c);
    MPI_Comm_rank(c, &me);
    MPI_Allreduce(A, B, 3, MPI_DOUBLE, MPI_SUM, c);
    MPI_Sendrecv(A, 2, MPI_DOUBLE, (me + 1) % size, 9, B, 2, MPI_DOUBLE, (me + size - 1) % size, 9, c,
                 MPI_STATUS_IGNORE);
    MPI_Comm_idup_with_info(c, MPI_INFO_NULL, &d, &rq);
    MPI_Wait(&rq, MPI_STATUS_IGNORE);
    MPI_Barrier(d);
    MPI_Comm_free(&d);
    MPI_Comm_free(&c);
    MPI_Group_free(&g);
    MPI_Session_finalize(&s);
}

/* Large counts, or their int twins with --int: the same calls otherwise. */
static void large(void)
{
    MPI_Request rq[2];
    MPI_Datatype t3;
    MPI_Count n = 16;
    int i;
    if (use_int) {
        MPI_Irecv(B, (int)n, MPI_DOUBLE, left, 11, MPI_COMM_WORLD, &rq[0]);
        MPI_Isend(A, (int)n, MPI_DOUBLE, right, 11, MPI_COMM_WORLD, &rq[1]);
        MPI_Waitall(2, rq, st);
        if (size > 1 && rank % 2 == 0) {
            MPI_Send(A, 3, MPI_DOUBLE, right, 12, MPI_COMM_WORLD);
            MPI_Recv(B, 3, MPI_DOUBLE, left, 12, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else if (size > 1) { /* one rank: a blocking send to itself may wait forever */
            MPI_Recv(B, 3, MPI_DOUBLE, left, 12, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(A, 3, MPI_DOUBLE, right, 12, MPI_COMM_WORLD);
        }
        for (i = 0; i < 2; i++) {
            MPI_Bcast(A, (int)n, MPI_DOUBLE, 0, MPI_COMM_WORLD);
            MPI_Allreduce(A, B, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        }
        MPI_Reduce(A, B, 2, MPI_DOUBLE, MPI_MIN, size - 1, MPI_COMM_WORLD);
        MPI_Allgather(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, MPI_COMM_WORLD);
        MPI_Alltoall(A, 1, MPI_DOUBLE, B, 1, MPI_DOUBLE, MPI_COMM_WORLD);
        MPI_Iallreduce(A, B, 5, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &rq[0]);
        MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
        MPI_Type_contiguous(3, MPI_DOUBLE, &t3);
        MPI_Type_commit(&t3);
        MPI_Sendrecv(A, 2, t3, right, 13, B, 2, t3, left, 13, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Type_free(&t3);
        return;
    }
    MPI_Irecv_c(B, n, MPI_DOUBLE, left, 11, MPI_COMM_WORLD, &rq[0]);
    MPI_Isend_c(A, n, MPI_DOUBLE, right, 11, MPI_COMM_WORLD, &rq[1]);
    MPI_Waitall(2, rq, st);
    if (size > 1 && rank % 2 == 0) {
        MPI_Send_c(A, 3, MPI_DOUBLE, right, 12, MPI_COMM_WORLD);
        MPI_Recv_c(B, 3, MPI_DOUBLE, left, 12, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else if (size > 1) {
        MPI_Recv_c(B, 3, MPI_DOUBLE, left, 12, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Send_c(A, 3, MPI_DOUBLE, right, 12, MPI_COMM_WORLD);
    }
    for (i = 0; i < 2; i++) {
        MPI_Bcast_c(A, n, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        MPI_Allreduce_c(A, B, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    MPI_Reduce_c(A, B, 2, MPI_DOUBLE, MPI_MIN, size - 1, MPI_COMM_WORLD);
    MPI_Allgather_c(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Alltoall_c(A, 1, MPI_DOUBLE, B, 1, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Iallreduce_c(A, B, 5, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &rq[0]);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    MPI_Type_contiguous_c(3, MPI_DOUBLE, &t3);
    MPI_Type_commit(&t3);
    MPI_Sendrecv_c(A, 2, t3, right, 13, B, 2, t3, left, 13, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Type_free(&t3);
}

/* The vector collectives' arrays (at most 16 ranks): rank i's block is
   i + 1 doubles at 16 i (cnt, dsp, and the ints icnt, idsp), what this
   rank takes from each is rank + 1 (mine), a block in bytes at 128 i
   (bdsp, ibdsp), two per neighbour on the ring (two). */
static MPI_Count cnt[16], mine[16], two[2] = {2, 2};
static MPI_Aint dsp[16], bdsp[16];
static int icnt[16], imine[16], idsp[16], ibdsp[16], itwo[2] = {2, 2};
static MPI_Datatype dbl[16];

static MPI_Comm vsetup(void)
{
    MPI_Comm ring;
    int i, period = 1;
    for (i = 0; i < 16; i++) { /* all: one rank has two neighbours on the ring */
        cnt[i] = icnt[i] = i + 1, mine[i] = imine[i] = rank + 1;
        dsp[i] = idsp[i] = 16 * i, bdsp[i] = ibdsp[i] = 128 * i;
        dbl[i] = MPI_DOUBLE;
    }
    MPI_Cart_create(MPI_COMM_WORLD, 1, &size, &period, 0, &ring);
    return ring;
}

/* The large-count vector collectives, blocking then non-blocking. */
static void largev(void)
{
    MPI_Request rq[9];
    MPI_Comm ring = vsetup();
    MPI_Allgatherv_c(A, rank + 1, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Gatherv_c(A, rank + 1, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Scatterv_c(A, cnt, dsp, MPI_DOUBLE, B, rank + 1, MPI_DOUBLE, size - 1, MPI_COMM_WORLD);
    MPI_Alltoallv_c(A, cnt, dsp, MPI_DOUBLE, B, mine, dsp, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Alltoallw_c(A, cnt, bdsp, dbl, B, mine, bdsp, dbl, MPI_COMM_WORLD);
    MPI_Reduce_scatter_c(A, B, cnt, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Neighbor_allgatherv_c(A, 2, MPI_DOUBLE, B, two, dsp, MPI_DOUBLE, ring);
    MPI_Neighbor_alltoallv_c(A, two, dsp, MPI_DOUBLE, B, two, dsp, MPI_DOUBLE, ring);
    MPI_Neighbor_alltoallw_c(A, two, bdsp, dbl, B, two, bdsp, dbl, ring);
    MPI_Iallgatherv_c(A, rank + 1, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, MPI_COMM_WORLD, &rq[0]);
    MPI_Igatherv_c(A, rank + 1, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, 0, MPI_COMM_WORLD, &rq[1]);
    MPI_Iscatterv_c(A, cnt, dsp, MPI_DOUBLE, B, rank + 1, MPI_DOUBLE, size - 1, MPI_COMM_WORLD, &rq[2]);
    MPI_Ialltoallv_c(A, cnt, dsp, MPI_DOUBLE, B, mine, dsp, MPI_DOUBLE, MPI_COMM_WORLD, &rq[3]);
    MPI_Ialltoallw_c(A, cnt, bdsp, dbl, B, mine, bdsp, dbl, MPI_COMM_WORLD, &rq[4]);
    MPI_Ireduce_scatter_c(A, B, cnt, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &rq[5]);
    MPI_Ineighbor_allgatherv_c(A, 2, MPI_DOUBLE, B, two, dsp, MPI_DOUBLE, ring, &rq[6]);
    MPI_Ineighbor_alltoallv_c(A, two, dsp, MPI_DOUBLE, B, two, dsp, MPI_DOUBLE, ring, &rq[7]);
    MPI_Ineighbor_alltoallw_c(A, two, bdsp, dbl, B, two, bdsp, dbl, ring, &rq[8]);
    MPI_Waitall(9, rq, st);
    MPI_Comm_free(&ring);
}

/* The persistent vector collectives, int and large-count, each started twice. */
static void persistentv(void)
{
    MPI_Request rq[18];
    MPI_Comm ring = vsetup(), w = MPI_COMM_WORLD;
    MPI_Info ni = MPI_INFO_NULL;
    int i;
    MPI_Allgatherv_init(A, rank + 1, MPI_DOUBLE, B, icnt, idsp, MPI_DOUBLE, w, ni, &rq[0]);
    MPI_Allgatherv_init_c(A, rank + 1, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, w, ni, &rq[1]);
    MPI_Gatherv_init(A, rank + 1, MPI_DOUBLE, B, icnt, idsp, MPI_DOUBLE, 0, w, ni, &rq[2]);
    MPI_Gatherv_init_c(A, rank + 1, MPI_DOUBLE, B, cnt, dsp, MPI_DOUBLE, 0, w, ni, &rq[3]);
    MPI_Scatterv_init(A, icnt, idsp, MPI_DOUBLE, B, rank + 1, MPI_DOUBLE, size - 1, w, ni, &rq[4]);
    MPI_Scatterv_init_c(A, cnt, dsp, MPI_DOUBLE, B, rank + 1, MPI_DOUBLE, size - 1, w, ni, &rq[5]);
    MPI_Alltoallv_init(A, icnt, idsp, MPI_DOUBLE, B, imine, idsp, MPI_DOUBLE, w, ni, &rq[6]);
    MPI_Alltoallv_init_c(A, cnt, dsp, MPI_DOUBLE, B, mine, dsp, MPI_DOUBLE, w, ni, &rq[7]);
    MPI_Alltoallw_init(A, icnt, ibdsp, dbl, B, imine, ibdsp, dbl, w, ni, &rq[8]);
    MPI_Alltoallw_init_c(A, cnt, bdsp, dbl, B, mine, bdsp, dbl, w, ni, &rq[9]);
    MPI_Reduce_scatter_init(A, B, icnt, MPI_DOUBLE, MPI_SUM, w, ni, &rq[10]);
    MPI_Reduce_scatter_init_c(A, B, cnt, MPI_DOUBLE, MPI_SUM, w, ni, &rq[11]);
    MPI_Neighbor_allgatherv_init(A, 2, MPI_DOUBLE, B, itwo, idsp, MPI_DOUBLE, ring, ni, &rq[12]);
    MPI_Neighbor_allgatherv_init_c(A, 2, MPI_DOUBLE, B, two, dsp, MPI_DOUBLE, ring, ni, &rq[13]);
    MPI_Neighbor_alltoallv_init(A, itwo, idsp, MPI_DOUBLE, B, itwo, idsp, MPI_DOUBLE, ring, ni, &rq[14]);
    MPI_Neighbor_alltoallv_init_c(A, two, dsp, MPI_DOUBLE, B, two, dsp, MPI_DOUBLE, ring, ni, &rq[15]);
    MPI_Neighbor_alltoallw_init(A, itwo, bdsp, dbl, B, itwo, bdsp, dbl, ring, ni, &rq[16]);
    MPI_Neighbor_alltoallw_init_c(A, two, bdsp, dbl, B, two, bdsp, dbl, ring, ni, &rq[17]);
    for (i = 0; i < 2; i++) {
        MPI_Startall(18, rq);
        MPI_Waitall(18, rq, st);
    }
    for (i = 0; i < 18; i++)
        MPI_Request_free(&rq[i]);
    MPI_Comm_free(&ring);
}

/* Windows and one-sided calls, large-count. */
static void largerma(void)
{
    static double wb[64];
    MPI_Win win, aw, sw;
    MPI_Comm node;
    MPI_Request rq[4];
    MPI_Aint ssize, sunit;
    long one = 1, got[4] = {0}, *mem, *smem;
    MPI_Win_create_c(wb, sizeof wb, sizeof wb[0], MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_allocate_c(16 * sizeof(long), sizeof(long), MPI_INFO_NULL, MPI_COMM_WORLD, &mem, &aw);
    MPI_Win_fence(0, win);
    MPI_Put_c(B, 4, MPI_DOUBLE, right, 0, 4, MPI_DOUBLE, win);
    MPI_Get_c(B + 8, 4, MPI_DOUBLE, left, 8, 4, MPI_DOUBLE, win);
    MPI_Accumulate_c(B, 4, MPI_DOUBLE, right, 16, 4, MPI_DOUBLE, MPI_SUM, win);
    MPI_Win_fence(0, win);
    MPI_Win_lock_all(0, aw);
    MPI_Get_accumulate_c(&one, 1, MPI_LONG, &got[2], 1, MPI_LONG, right, 2, 1, MPI_LONG, MPI_SUM, aw);
    MPI_Win_flush_all(aw);
    MPI_Rput_c(&one, 1, MPI_LONG, left, 3, 1, MPI_LONG, aw, &rq[0]);
    MPI_Rget_c(&got[0], 1, MPI_LONG, left, 4, 1, MPI_LONG, aw, &rq[1]);
    MPI_Raccumulate_c(&one, 1, MPI_LONG, left, 5, 1, MPI_LONG, MPI_MAX, aw, &rq[2]);
    MPI_Rget_accumulate_c(&one, 1, MPI_LONG, &got[1], 1, MPI_LONG, left, 6, 1, MPI_LONG, MPI_SUM, aw, &rq[3]);
    MPI_Waitall(4, rq, st);
    MPI_Win_unlock_all(aw);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
    MPI_Win_allocate_shared_c(8 * sizeof(long), sizeof(long), MPI_INFO_NULL, node, &smem, &sw);
    MPI_Win_shared_query_c(sw, 0, &ssize, &sunit, &smem);
    MPI_Win_free(&sw);
    MPI_Comm_free(&node);
    MPI_Win_free(&aw);
    MPI_Win_free(&win);
}

/* MPI-IO returns its errors: a failed call ends the test. */
#define IO(call)                                                                \
    do {                                                                        \
        if ((call) != MPI_SUCCESS) {                                            \
            fprintf(stderr, "mpi4_calls: rank %d: %s failed\n", rank, #call);   \
            MPI_Abort(MPI_COMM_WORLD, 1);                                       \
        }                                                                       \
    } while (0)

/* A file written with every large-count data access call (explicit offset,
   individual and shared pointer, collective, split, non-blocking), read
   back the same ways; removed when closed. */
static void largeio(void)
{
    char name[512];
    const char *dir = getenv("TMPDIR");
    long id = (long)getpid();
    MPI_Offset off = 64 * (MPI_Offset)rank;
    MPI_File fh;
    MPI_Request rq[2];
    MPI_Count ext;
    MPI_Bcast(&id, 1, MPI_LONG, 0, MPI_COMM_WORLD);
    snprintf(name, sizeof name, "%s/mpi4_calls.%ld", dir && *dir ? dir : "/tmp", id);
    IO(MPI_File_open(MPI_COMM_WORLD, name, MPI_MODE_CREATE | MPI_MODE_RDWR | MPI_MODE_DELETE_ON_CLOSE,
                     MPI_INFO_NULL, &fh));
    IO(MPI_File_write_at_c(fh, off, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_write_at_all_c(fh, off + 512, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_iwrite_at_c(fh, off, A, 8, MPI_DOUBLE, &rq[0]));
    IO(MPI_File_iwrite_at_all_c(fh, off + 512, A, 8, MPI_DOUBLE, &rq[1]));
    MPI_Waitall(2, rq, st);
    IO(MPI_File_write_at_all_begin_c(fh, off, A, 8, MPI_DOUBLE));
    IO(MPI_File_write_at_all_end(fh, A, st));
    IO(MPI_File_read_at_c(fh, off, B, 8, MPI_DOUBLE, st));
    IO(MPI_File_read_at_all_c(fh, off + 512, B, 8, MPI_DOUBLE, st));
    IO(MPI_File_iread_at_c(fh, off, B, 8, MPI_DOUBLE, &rq[0]));
    IO(MPI_File_iread_at_all_c(fh, off + 512, B + 8, 8, MPI_DOUBLE, &rq[1]));
    MPI_Waitall(2, rq, st);
    IO(MPI_File_read_at_all_begin_c(fh, off, B, 8, MPI_DOUBLE));
    IO(MPI_File_read_at_all_end(fh, B, st));
    IO(MPI_File_write_c(fh, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_write_all_c(fh, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_iwrite_c(fh, A, 8, MPI_DOUBLE, &rq[0]));
    MPI_Wait(&rq[0], st);
    IO(MPI_File_iwrite_all_c(fh, A, 8, MPI_DOUBLE, &rq[0]));
    MPI_Wait(&rq[0], st);
    IO(MPI_File_write_all_begin_c(fh, A, 8, MPI_DOUBLE));
    IO(MPI_File_write_all_end(fh, A, st));
    IO(MPI_File_seek(fh, 0, MPI_SEEK_SET));
    IO(MPI_File_read_c(fh, B, 8, MPI_DOUBLE, st));
    IO(MPI_File_read_all_c(fh, B, 8, MPI_DOUBLE, st));
    IO(MPI_File_iread_c(fh, B, 8, MPI_DOUBLE, &rq[0]));
    MPI_Wait(&rq[0], st);
    IO(MPI_File_iread_all_c(fh, B, 8, MPI_DOUBLE, &rq[0]));
    MPI_Wait(&rq[0], st);
    IO(MPI_File_read_all_begin_c(fh, B, 8, MPI_DOUBLE));
    IO(MPI_File_read_all_end(fh, B, st));
    IO(MPI_File_write_shared_c(fh, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_iwrite_shared_c(fh, A, 8, MPI_DOUBLE, &rq[0]));
    MPI_Wait(&rq[0], st);
    IO(MPI_File_write_ordered_c(fh, A, 8, MPI_DOUBLE, st));
    IO(MPI_File_write_ordered_begin_c(fh, A, 8, MPI_DOUBLE));
    IO(MPI_File_write_ordered_end(fh, A, st));
    IO(MPI_File_seek_shared(fh, 0, MPI_SEEK_SET));
    IO(MPI_File_read_shared_c(fh, B, 8, MPI_DOUBLE, st));
    IO(MPI_File_iread_shared_c(fh, B, 8, MPI_DOUBLE, &rq[0]));
    MPI_Wait(&rq[0], st);
    IO(MPI_File_read_ordered_c(fh, B, 8, MPI_DOUBLE, st));
    IO(MPI_File_read_ordered_begin_c(fh, B, 8, MPI_DOUBLE));
    IO(MPI_File_read_ordered_end(fh, B, st));
    IO(MPI_File_get_type_extent_c(fh, MPI_DOUBLE, &ext));
    IO(MPI_File_close(&fh));
}

static void sum_c(void *in, void *inout, MPI_Count *len, MPI_Datatype *dt)
{
    MPI_Count i;
    (void)dt;
    for (i = 0; i < *len; i++)
        ((double *)inout)[i] += ((const double *)in)[i];
}

/* Local large-count calls: datatypes (constructors, queries, packing),
   reductions, attached buffers; and matched receives. */
static int extent(MPI_Datatype t, MPI_Aint *ext, void *extra)
{
    MPI_Aint lb;
    (void)extra;
    return MPI_Type_get_extent(t, &lb, ext);
}

static void largelocal(void)
{
    char packed[1024];
    MPI_Count pos, sz, lb, ext, n[4], sizes[2] = {8, 8}, subs[2] = {4, 4}, starts[2] = {2, 2}, gs = 16;
    MPI_Datatype sub, dar;
    MPI_Message m;
    MPI_Request rq[2];
    MPI_Op op;
    int comb, distrib = MPI_DISTRIBUTE_BLOCK, darg = MPI_DISTRIBUTE_DFLT_DARG;
    void *buf = malloc(4096);
    MPI_Type_create_subarray_c(2, sizes, subs, starts, MPI_ORDER_C, MPI_DOUBLE, &sub);
    MPI_Type_commit(&sub);
    MPI_Type_size_c(sub, &sz);
    MPI_Type_get_extent_c(sub, &lb, &ext);
    MPI_Type_get_true_extent_c(sub, &lb, &ext);
    MPI_Type_get_envelope_c(sub, n, n + 1, n + 2, n + 3, &comb);
    MPI_Pack_size_c(1, sub, MPI_COMM_WORLD, &sz);
    pos = 0;
    MPI_Pack_c(A, 1, sub, packed, (MPI_Count)sizeof packed, &pos, MPI_COMM_WORLD);
    pos = 0;
    MPI_Unpack_c(packed, (MPI_Count)sizeof packed, &pos, B, 1, sub, MPI_COMM_WORLD);
    /* a predefined type: MPICH 4.0 dies in MPI_Pack_external_size on a derived one (tests/replay_calls.c) */
    MPI_Pack_external_size_c("external32", 4, MPI_DOUBLE, &sz);
    pos = 0;
    MPI_Pack_external_c("external32", A, 4, MPI_DOUBLE, packed, (MPI_Count)sizeof packed, &pos);
    pos = 0;
    MPI_Unpack_external_c("external32", packed, (MPI_Count)sizeof packed, &pos, B, 4, MPI_DOUBLE);
    MPI_Type_create_darray_c(size, rank, 1, &gs, &distrib, &darg, &size, MPI_ORDER_C, MPI_DOUBLE, &dar);
    MPI_Type_commit(&dar);
    MPI_Op_create_c(sum_c, 1, &op);
    MPI_Reduce_local_c(A, B, 4, MPI_DOUBLE, op);
    MPI_Reduce_local_c(A, B, 4, MPI_DOUBLE, MPI_SUM);
    MPI_Op_free(&op);
    MPI_Register_datarep_c("mpi4_calls", MPI_CONVERSION_FN_NULL_C, MPI_CONVERSION_FN_NULL_C, extent, NULL);
    MPI_Buffer_attach_c(buf, 4096);
    MPI_Buffer_detach_c(&buf, &sz);
    free(buf);
    MPI_Isend(A, 5, MPI_DOUBLE, right, 60, MPI_COMM_WORLD, &rq[0]);
    MPI_Mprobe(left, 60, MPI_COMM_WORLD, &m, st);
    MPI_Get_count_c(st, MPI_DOUBLE, &sz);
    MPI_Get_elements_c(st, MPI_DOUBLE, &sz);
    MPI_Mrecv_c(B, 5, MPI_DOUBLE, &m, st);
    MPI_Wait(&rq[0], st);
    MPI_Isend(A, 3, MPI_DOUBLE, right, 61, MPI_COMM_WORLD, &rq[0]);
    MPI_Mprobe(left, 61, MPI_COMM_WORLD, &m, st);
    MPI_Imrecv_c(B, 3, MPI_DOUBLE, &m, &rq[1]);
    MPI_Waitall(2, rq, st);
    MPI_Type_free(&dar);
    MPI_Type_free(&sub);
}

/* Point-to-point in every mode, large-count: blocking, non-blocking and
   persistent (each receive posted first: MPI_Rsend_c needs it),
   MPI_Isendrecv[_replace]_c, MPI_Sendrecv_replace_c; then every large-count
   datatype constructor, each type used once. */
static void largep2p(void)
{
    static char bbuf[4096];
    MPI_Request rq[8];
    MPI_Count bl[2] = {1, 2}, dp[2] = {0, 4}, bd[2] = {0, 32};
    MPI_Datatype ty[8], old[2] = {MPI_DOUBLE, MPI_INT};
    MPI_Comm w = MPI_COMM_WORLD;
    void *b;
    int i, bn;
    MPI_Buffer_attach(bbuf, (int)sizeof bbuf);
    for (i = 0; i < 6; i++)
        MPI_Irecv(B + 8 * i, 4, MPI_DOUBLE, left, 30 + i, w, &rq[i]);
    MPI_Barrier(w);
    MPI_Ssend_c(A, 4, MPI_DOUBLE, right, 30, w);
    MPI_Rsend_c(A, 4, MPI_DOUBLE, right, 31, w);
    MPI_Bsend_c(A, 4, MPI_DOUBLE, right, 32, w);
    MPI_Waitall(3, rq, st);
    MPI_Issend_c(A, 4, MPI_DOUBLE, right, 33, w, &rq[0]);
    MPI_Irsend_c(A, 4, MPI_DOUBLE, right, 34, w, &rq[1]);
    MPI_Ibsend_c(A, 4, MPI_DOUBLE, right, 35, w, &rq[2]);
    MPI_Waitall(6, rq, st);
    for (i = 0; i < 4; i++)
        MPI_Recv_init_c(B + 8 * i, 4, MPI_DOUBLE, left, 40 + i, w, &rq[i]);
    MPI_Send_init_c(A, 4, MPI_DOUBLE, right, 40, w, &rq[4]);
    MPI_Ssend_init_c(A, 4, MPI_DOUBLE, right, 41, w, &rq[5]);
    MPI_Rsend_init_c(A, 4, MPI_DOUBLE, right, 42, w, &rq[6]);
    MPI_Bsend_init_c(A, 4, MPI_DOUBLE, right, 43, w, &rq[7]);
    for (i = 0; i < 2; i++) {
        MPI_Startall(4, rq);
        MPI_Barrier(w);
        MPI_Startall(4, rq + 4);
        MPI_Waitall(8, rq, st);
    }
    for (i = 0; i < 8; i++)
        MPI_Request_free(&rq[i]);
    MPI_Isendrecv_c(A, 3, MPI_DOUBLE, right, 45, B, 3, MPI_DOUBLE, left, 45, w, &rq[0]);
    MPI_Isendrecv_replace_c(B + 64, 3, MPI_DOUBLE, right, 46, left, 46, w, &rq[1]);
    MPI_Waitall(2, rq, st);
    MPI_Sendrecv_replace_c(B + 64, 3, MPI_DOUBLE, right, 47, left, 47, w, st);
    MPI_Buffer_detach(&b, &bn);
    MPI_Type_vector_c(2, 1, 4, MPI_DOUBLE, &ty[0]);
    MPI_Type_create_hvector_c(2, 1, 32, MPI_DOUBLE, &ty[1]);
    MPI_Type_indexed_c(2, bl, dp, MPI_DOUBLE, &ty[2]);
    MPI_Type_create_hindexed_c(2, bl, bd, MPI_DOUBLE, &ty[3]);
    MPI_Type_create_indexed_block_c(2, 2, dp, MPI_DOUBLE, &ty[4]);
    MPI_Type_create_hindexed_block_c(2, 2, bd, MPI_DOUBLE, &ty[5]);
    MPI_Type_create_struct_c(2, bl, bd, old, &ty[6]);
    MPI_Type_create_resized_c(MPI_DOUBLE, 0, 16, &ty[7]);
    for (i = 0; i < 8; i++) {
        MPI_Type_commit(&ty[i]);
        MPI_Sendrecv(A, 1, ty[i], right, 50 + i, B, 1, ty[i], left, 50 + i, w, st);
        MPI_Type_free(&ty[i]);
    }
}

/* The one-block collectives, large-count, that the large group does not
   make: blocking, non-blocking, then persistent. */
static void largecoll(void)
{
    MPI_Request rq[12];
    MPI_Comm ring = vsetup(), w = MPI_COMM_WORLD;
    MPI_Info ni = MPI_INFO_NULL;
    int i;
    MPI_Gather_c(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, 0, w);
    MPI_Scatter_c(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, size - 1, w);
    MPI_Scan_c(A, B, 3, MPI_DOUBLE, MPI_SUM, w);
    MPI_Exscan_c(A, B, 3, MPI_DOUBLE, MPI_SUM, w);
    MPI_Reduce_scatter_block_c(A, B, 2, MPI_DOUBLE, MPI_SUM, w);
    MPI_Neighbor_allgather_c(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, ring);
    MPI_Neighbor_alltoall_c(A, 2, MPI_DOUBLE, B, 2, MPI_DOUBLE, ring);
    MPI_Ibcast_c(A, 4, MPI_DOUBLE, 0, w, &rq[0]);
    MPI_Ireduce_c(A, B, 2, MPI_DOUBLE, MPI_MAX, 0, w, &rq[1]);
    MPI_Iallgather_c(A, 2, MPI_DOUBLE, B + 16, 2, MPI_DOUBLE, w, &rq[2]);
    MPI_Ialltoall_c(A, 1, MPI_DOUBLE, B + 32, 1, MPI_DOUBLE, w, &rq[3]);
    MPI_Igather_c(A, 2, MPI_DOUBLE, B + 48, 2, MPI_DOUBLE, 0, w, &rq[4]);
    MPI_Iscatter_c(A, 2, MPI_DOUBLE, B + 64, 2, MPI_DOUBLE, size - 1, w, &rq[5]);
    MPI_Iscan_c(A, B + 80, 3, MPI_DOUBLE, MPI_SUM, w, &rq[6]);
    MPI_Iexscan_c(A, B + 96, 3, MPI_DOUBLE, MPI_SUM, w, &rq[7]);
    MPI_Ireduce_scatter_block_c(A, B + 112, 2, MPI_DOUBLE, MPI_SUM, w, &rq[8]);
    MPI_Ineighbor_allgather_c(A, 2, MPI_DOUBLE, B + 128, 2, MPI_DOUBLE, ring, &rq[9]);
    MPI_Ineighbor_alltoall_c(A, 2, MPI_DOUBLE, B + 144, 2, MPI_DOUBLE, ring, &rq[10]);
    MPI_Waitall(11, rq, st);
    MPI_Bcast_init_c(A, 4, MPI_DOUBLE, 0, w, ni, &rq[0]);
    MPI_Reduce_init_c(A, B, 2, MPI_DOUBLE, MPI_MAX, 0, w, ni, &rq[1]);
    MPI_Allreduce_init_c(A, B + 16, 2, MPI_DOUBLE, MPI_SUM, w, ni, &rq[2]);
    MPI_Scan_init_c(A, B + 32, 3, MPI_DOUBLE, MPI_SUM, w, ni, &rq[3]);
    MPI_Exscan_init_c(A, B + 48, 3, MPI_DOUBLE, MPI_SUM, w, ni, &rq[4]);
    MPI_Reduce_scatter_block_init_c(A, B + 64, 2, MPI_DOUBLE, MPI_SUM, w, ni, &rq[5]);
    MPI_Gather_init_c(A, 2, MPI_DOUBLE, B + 80, 2, MPI_DOUBLE, 0, w, ni, &rq[6]);
    MPI_Scatter_init_c(A, 2, MPI_DOUBLE, B + 96, 2, MPI_DOUBLE, size - 1, w, ni, &rq[7]);
    MPI_Allgather_init_c(A, 2, MPI_DOUBLE, B + 112, 2, MPI_DOUBLE, w, ni, &rq[8]);
    MPI_Alltoall_init_c(A, 1, MPI_DOUBLE, B + 128, 1, MPI_DOUBLE, w, ni, &rq[9]);
    MPI_Neighbor_allgather_init_c(A, 2, MPI_DOUBLE, B + 144, 2, MPI_DOUBLE, ring, ni, &rq[10]);
    MPI_Neighbor_alltoall_init_c(A, 2, MPI_DOUBLE, B + 160, 2, MPI_DOUBLE, ring, ni, &rq[11]);
    /* each once, one at a time: at 3 and 4 ranks MPICH 4.0 fails one of
       the twelve started together, and MPI_Scatter_init_c started again */
    for (i = 0; i < 12; i++) {
        MPI_Start(&rq[i]);
        MPI_Wait(&rq[i], st);
    }
    for (i = 0; i < 12; i++)
        MPI_Request_free(&rq[i]);
    MPI_Comm_free(&ring);
}
#endif

#if !defined(OPEN_MPI) || OMPI_ENABLE_MPI1_COMPAT
static void errfn(MPI_Comm *c, int *code, ...)
{
    (void)c, (void)code;
}

/* An MPI-1 code: a struct type from MPI_Address displacements. */
static void mpi1(void)
{
    struct { double x[3]; int n; char tag[5]; } rec[2];
    int lens[3] = {3, 1, 5};
    MPI_Aint disp[3], base, ext, lb, ub;
    MPI_Datatype types[3] = {MPI_DOUBLE, MPI_INT, MPI_CHAR}, st, hv, hi;
    MPI_Errhandler eh, got;
    int i, hl[2] = {1, 2};
    MPI_Aint hd[2] = {0, 32};
    memset(rec, 0, sizeof rec);
    MPI_Address(&rec[0], &base);
    MPI_Address(rec[0].x, &disp[0]);
    MPI_Address(&rec[0].n, &disp[1]);
    MPI_Address(rec[0].tag, &disp[2]);
    for (i = 0; i < 3; i++)
        disp[i] -= base;
    MPI_Type_struct(3, lens, disp, types, &st);
    MPI_Type_commit(&st);
    MPI_Type_extent(st, &ext);
    MPI_Type_lb(st, &lb);
    MPI_Type_ub(st, &ub);
    MPI_Sendrecv(rec, 1, st, right, 21, rec + 1, 1, st, left, 21, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Type_hvector(2, 1, 64, MPI_DOUBLE, &hv);
    MPI_Type_hindexed(2, hl, hd, MPI_DOUBLE, &hi);
    MPI_Type_commit(&hi);
    MPI_Sendrecv(A, 1, hi, right, 22, B, 3, MPI_DOUBLE, left, 22, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Type_free(&hi);
    MPI_Type_free(&hv);
    MPI_Type_free(&st);
    MPI_Errhandler_create(errfn, &eh);
    MPI_Errhandler_set(MPI_COMM_WORLD, eh);
    MPI_Errhandler_get(MPI_COMM_WORLD, &got);
    MPI_Errhandler_set(MPI_COMM_WORLD, MPI_ERRORS_ARE_FATAL);
    MPI_Errhandler_free(&got);
    MPI_Errhandler_free(&eh);
}
#endif

static int wanted(int argc, char **argv, const char *group)
{
    int i, any = 0;
    for (i = 1; i < argc; i++) {
        if (argv[i][0] == '-')
            continue;
        any = 1;
        if (!strcmp(argv[i], group))
            return 1;
    }
    return !any;
}

int main(int argc, char **argv)
{
    int i;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    right = (rank + 1) % size, left = (rank + size - 1) % size;
    for (i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--int"))
            use_int = 1;
        else if (!strcmp(argv[i], "--help")) {
            if (rank == 0)
                printf("usage: mpi4_calls [--int] [persistent|partitioned|isendrecv|session|large|largev|persistentv|\n"
                       "                  largerma|largeio|largelocal|largep2p|largecoll|mpi1]...\n");
            MPI_Finalize();
            return 0;
        }
    for (i = 0; i < 256; i++)
        A[i] = rank + i;
    (void)B, (void)st; /* no group may use them (Open MPI 4.1) */
#if MPI_VERSION >= 4
    if (wanted(argc, argv, "persistent"))
        persistent();
    if (wanted(argc, argv, "partitioned"))
        partitioned();
    if (wanted(argc, argv, "isendrecv"))
        isendrecv();
    if (wanted(argc, argv, "session"))
        session();
    if (wanted(argc, argv, "large"))
        large();
    if (wanted(argc, argv, "largev") && size <= 16)
        largev();
    if (wanted(argc, argv, "persistentv") && size <= 16)
        persistentv();
    if (wanted(argc, argv, "largerma"))
        largerma();
    if (wanted(argc, argv, "largeio"))
        largeio();
    if (wanted(argc, argv, "largelocal"))
        largelocal();
    if (wanted(argc, argv, "largep2p"))
        largep2p();
    if (wanted(argc, argv, "largecoll"))
        largecoll();
#else
    if (rank == 0 && wanted(argc, argv, "large"))
        printf("skip persistent partitioned isendrecv session large largev persistentv largerma largeio largelocal "
               "largep2p largecoll: MPI %d.%d\n", MPI_VERSION, MPI_SUBVERSION);
#endif
#if !defined(OPEN_MPI) || OMPI_ENABLE_MPI1_COMPAT
    if (wanted(argc, argv, "mpi1"))
        mpi1();
#else
    if (rank == 0 && wanted(argc, argv, "mpi1"))
        printf("skip mpi1: this Open MPI does not declare the MPI-1 calls removed in MPI-3.0\n");
#endif
    MPI_Finalize();
    return 0;
}
