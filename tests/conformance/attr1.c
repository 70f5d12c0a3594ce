/* Demonstrates the MPI-1 attribute calls (MPI_Keyval_create, MPI_Attr_put,
   _get, _delete, MPI_Keyval_free), deprecated in MPI-2.0 but still in
   MPI-4.1 and in older codes: a key with a copy function, an attribute kept
   by MPI_Comm_dup, got on the copy, deleted, and the key freed. Then a key
   used after MPI_Comm_free_keyval (allowed while an attribute holds it),
   and a key made after it, which may get the freed key's value. */
#include <mpi.h>
#include <stdio.h>

/* Open MPI marks the calls deprecated; calling them is what this tests. */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

static int copy(MPI_Comm c, int k, void *extra, void *in, void *out, int *flag)
{
    (void)c, (void)k, (void)extra;
    *(void **)out = in;
    *flag = 1;
    return MPI_SUCCESS;
}
static int drop(MPI_Comm c, int k, void *v, void *extra)
{
    (void)c, (void)k, (void)v, (void)extra;
    return MPI_SUCCESS;
}

int main(int argc, char **argv)
{
    static int value = 42;
    int me, key, other, late, held, flag = 0;
    void *got = NULL;
    MPI_Comm dup;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Keyval_create(copy, drop, &key, NULL);
    MPI_Keyval_create(copy, drop, &other, NULL);
    MPI_Attr_put(MPI_COMM_WORLD, key, &value);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Attr_get(dup, key, &got, &flag);
    MPI_Attr_get(dup, other, &got, &flag);
    MPI_Attr_put(dup, other, &value);
    MPI_Barrier(dup);
    MPI_Attr_delete(dup, key);
    MPI_Comm_free(&dup);
    MPI_Attr_delete(MPI_COMM_WORLD, key);
    MPI_Keyval_free(&other);
    MPI_Keyval_free(&key);
    MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, MPI_COMM_NULL_DELETE_FN, &late, NULL);
    MPI_Comm_set_attr(MPI_COMM_WORLD, late, &value);
    held = late;
    MPI_Comm_free_keyval(&late);
    MPI_Comm_get_attr(MPI_COMM_WORLD, held, &got, &flag);
    MPI_Comm_delete_attr(MPI_COMM_WORLD, held);
    MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, MPI_COMM_NULL_DELETE_FN, &late, NULL);
    MPI_Comm_set_attr(MPI_COMM_WORLD, late, &value);
    MPI_Comm_delete_attr(MPI_COMM_WORLD, late);
    MPI_Comm_free_keyval(&late);
    if (me == 0)
        printf("attr1 done\n");
    MPI_Finalize();
    return 0;
}
