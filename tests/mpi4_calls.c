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
     session      a session, the group of its mpi://WORLD process set, a
                  communicator made from it, traffic on it
     large        large-count "_c" point-to-point, collectives and a datatype
                  constructor; with --int
                  their int twins instead (the two traces are equivalent)
     mpi1         MPI_Address, MPI_Type_struct, _hvector, _hindexed, their
                  extent queries, a send with the struct type, and
                  MPI_Errhandler_create / _set / _get
   A group the MPI lacks (Open MPI 4.1: all but none) is compiled out and
   prints "skip GROUP". Linked with the tracer (build/<mpi>/sctrace.o). */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

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

static void session(void)
{
    MPI_Session s;
    MPI_Group g;
    MPI_Comm c;
    int n = 0, me = -1;
    MPI_Session_init(MPI_INFO_NULL, MPI_ERRORS_RETURN, &s);
    MPI_Session_get_num_psets(s, MPI_INFO_NULL, &n);
    MPI_Group_from_session_pset(s, "mpi://WORLD", &g);
    MPI_Comm_create_from_group(g, "org.sctrace.tests.mpi4", MPI_INFO_NULL, MPI_ERRORS_RETURN, &c);
    MPI_Comm_rank(c, &me);
    MPI_Allreduce(A, B, 3, MPI_DOUBLE, MPI_SUM, c);
    MPI_Sendrecv(A, 2, MPI_DOUBLE, (me + 1) % size, 9, B, 2, MPI_DOUBLE, (me + size - 1) % size, 9, c,
                 MPI_STATUS_IGNORE);
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
                printf("usage: mpi4_calls [--int] [persistent|partitioned|isendrecv|session|large|mpi1]...\n");
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
#else
    if (rank == 0 && wanted(argc, argv, "large"))
        printf("skip persistent partitioned isendrecv session large: MPI %d.%d\n", MPI_VERSION, MPI_SUBVERSION);
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
