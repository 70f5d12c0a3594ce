/* Demonstrates the MPI constants that MPICH and Open MPI number differently
   (sctrace.h SCT_MPI_CONSTANTS): fences, locks and post/start epochs with
   assertions, shared and exclusive locks, MPI_Comm_split_type with
   MPI_COMM_TYPE_SHARED and MPI_UNDEFINED, subarray and darray types in C and
   Fortran order with every distribution, MPI_Type_match_size of each class.
   The trace holds them in the canonical numbering, so a trace of one MPI
   replays under the other (tests/conformance/run.sh, the cross-MPI step). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void rma(MPI_Comm comm, int me, int np)
{
    int *mem = (int *)calloc(8, sizeof(int)), v = me, i, from, to;
    MPI_Win w;
    MPI_Group g, origin, target;
    MPI_Win_create(mem, 8 * sizeof(int), sizeof(int), MPI_INFO_NULL, comm, &w);
    MPI_Win_fence(MPI_MODE_NOPRECEDE, w);
    MPI_Put(&v, 1, MPI_INT, (me + 1) % np, 0, 1, MPI_INT, w);
    MPI_Win_fence(MPI_MODE_NOSTORE | MPI_MODE_NOPUT, w);
    MPI_Win_fence(MPI_MODE_NOSUCCEED, w);
    for (i = 0; i < 3; i++) {
        MPI_Win_lock(i % 2 ? MPI_LOCK_SHARED : MPI_LOCK_EXCLUSIVE, (me + 1) % np, i == 2 ? MPI_MODE_NOCHECK : 0, w);
        MPI_Put(&v, 1, MPI_INT, (me + 1) % np, 1 + i, 1, MPI_INT, w);
        MPI_Win_unlock((me + 1) % np, w);
    }
    MPI_Win_lock_all(MPI_MODE_NOCHECK, w);
    MPI_Win_unlock_all(w);
    MPI_Win_get_group(w, &g);
    from = (me + np - 1) % np, to = (me + 1) % np;
    MPI_Group_incl(g, 1, &from, &origin);
    MPI_Group_incl(g, 1, &to, &target);
    MPI_Win_post(origin, MPI_MODE_NOSTORE, w);
    MPI_Win_start(target, 0, w);
    MPI_Put(&v, 1, MPI_INT, to, 5, 1, MPI_INT, w);
    MPI_Win_complete(w);
    MPI_Win_wait(w);
    MPI_Group_free(&origin);
    MPI_Group_free(&target);
    MPI_Group_free(&g);
    MPI_Win_free(&w);
    free(mem);
}

static void types(int me, int np)
{
    int sizes[2] = {4, 6}, sub[2] = {2, 3}, start[2] = {1, 2}, psizes[2] = {1, np};
    int distribs[2] = {MPI_DISTRIBUTE_BLOCK, MPI_DISTRIBUTE_CYCLIC}, dargs[2] = {MPI_DISTRIBUTE_DFLT_DARG, 2};
    int none[2] = {MPI_DISTRIBUTE_NONE, MPI_DISTRIBUTE_BLOCK}, nodargs[2] = {MPI_DISTRIBUTE_DFLT_DARG,
                                                                             MPI_DISTRIBUTE_DFLT_DARG};
    int gsizes[2] = {4, 2 * np}, sz, order;
    MPI_Datatype t, m;
    for (order = 0; order < 2; order++) {
        int o = order ? MPI_ORDER_FORTRAN : MPI_ORDER_C;
        MPI_Type_create_subarray(2, sizes, sub, start, o, MPI_DOUBLE, &t);
        MPI_Type_commit(&t);
        MPI_Type_size(t, &sz);
        MPI_Type_free(&t);
        MPI_Type_create_darray(np, me, 2, gsizes, distribs, dargs, psizes, o, MPI_INT, &t);
        MPI_Type_commit(&t);
        MPI_Type_size(t, &sz);
        MPI_Type_free(&t);
        MPI_Type_create_darray(np, me, 2, gsizes, none, nodargs, psizes, o, MPI_DOUBLE, &t);
        MPI_Type_commit(&t);
        MPI_Type_size(t, &sz);
        MPI_Type_free(&t);
    }
    MPI_Type_match_size(MPI_TYPECLASS_INTEGER, 4, &m);
    MPI_Type_size(m, &sz);
    MPI_Type_match_size(MPI_TYPECLASS_REAL, 8, &m);
    MPI_Type_size(m, &sz);
    MPI_Type_match_size(MPI_TYPECLASS_COMPLEX, 16, &m);
    MPI_Type_size(m, &sz);
}

int main(int argc, char **argv)
{
    int me, np, n = 0, sme = 0;
    MPI_Comm shm, none;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, me, MPI_INFO_NULL, &shm);
    MPI_Comm_size(shm, &n);
    MPI_Comm_rank(shm, &sme);
    MPI_Comm_split_type(MPI_COMM_WORLD, me == 0 ? MPI_UNDEFINED : MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &none);
    if (none != MPI_COMM_NULL)
        MPI_Comm_free(&none);
    rma(MPI_COMM_WORLD, me, np);
    rma(shm, sme, n);
    types(me, np);
    MPI_Comm_free(&shm);
    MPI_Barrier(MPI_COMM_WORLD);
    if (me == 0)
        printf("consts ok (%d ranks, %d in a node)\n", np, n);
    MPI_Finalize();
    return 0;
}
