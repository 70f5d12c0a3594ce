/* Demonstrates datatypes that no constructor made: the ones
   MPI_Type_get_contents hands back (a derived one is the handle of a live
   type, with a reference the program frees; a named one is itself), the
   Fortran parameterized types of MPI_Type_create_f90_*, and the C++
   predefined types, each used in a message afterwards so that the replay
   must know them. */
#include <mpi.h>
#include <stdio.h>

static int me, np;

/* one message of count t around the ring, in a buffer big enough for any here */
static void ring(MPI_Datatype t, int count)
{
    static double out[64], in[64];
    MPI_Sendrecv(out, count, t, (me + 1) % np, 0, in, count, t, (me + np - 1) % np, 0, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
}

/* the types t was built from (at most 4), after its envelope (its exact
   counts: Open MPI 4.1 reads max_datatypes entries of the array back) */
static int contents(MPI_Datatype t, MPI_Datatype *types)
{
    int ni, na, nt, comb, ints[8];
    MPI_Aint aints[8];
    MPI_Type_get_envelope(t, &ni, &na, &nt, &comb);
    MPI_Type_get_contents(t, ni, na, nt, ints, aints, types);
    return nt;
}

/* free the derived ones of n types get_contents handed back */
static void release(MPI_Datatype *types, int n)
{
    int i, ni, na, nt, comb;
    for (i = 0; i < n; i++) {
        MPI_Type_get_envelope(types[i], &ni, &na, &nt, &comb);
        if (comb != MPI_COMBINER_NAMED && comb != MPI_COMBINER_F90_REAL && comb != MPI_COMBINER_F90_COMPLEX &&
            comb != MPI_COMBINER_F90_INTEGER)
            MPI_Type_free(&types[i]);
    }
}

int main(int argc, char **argv)
{
    MPI_Datatype vec, pair, st, r4, c8, i4, r4s, got[4], got2[4];
    int bl[2] = {1, 1}, n, n2, i;
    MPI_Aint disp[2] = {0, 16};
    MPI_Datatype parts[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    MPI_Type_vector(2, 1, 2, MPI_DOUBLE, &vec);
    MPI_Type_contiguous(2, vec, &pair);
    parts[0] = MPI_INT, parts[1] = vec;
    MPI_Type_create_struct(2, bl, disp, parts, &st);
    MPI_Type_commit(&vec);
    MPI_Type_commit(&pair);
    MPI_Type_commit(&st);
    n = contents(pair, got);   /* vec again, a reference of its own */
    n2 = contents(st, got2);   /* MPI_INT and vec once more */
    for (i = 0; i < 3; i++) {
        MPI_Type_commit(&got[0]);
        ring(got[0], 4);
        ring(got2[1], 2);
        ring(got2[0], 3);
    }
    release(got, n);
    ring(vec, 4); /* still live: the program holds two more references */
    release(got2, n2);
    MPI_Type_create_f90_real(6, MPI_UNDEFINED, &r4);
    MPI_Type_create_f90_complex(15, MPI_UNDEFINED, &c8);
    MPI_Type_create_f90_integer(9, &i4);
    ring(r4, 5), ring(c8, 2), ring(i4, 7);
    MPI_Type_contiguous(3, r4, &r4s);
    MPI_Type_commit(&r4s);
    n = contents(r4s, got); /* the Fortran real itself */
    ring(got[0], 6), ring(r4s, 2);
    release(got, n);
    MPI_Type_free(&r4s);
    ring(MPI_CXX_BOOL, 8), ring(MPI_CXX_FLOAT_COMPLEX, 3), ring(MPI_CXX_DOUBLE_COMPLEX, 2),
        ring(MPI_CXX_LONG_DOUBLE_COMPLEX, 1);
    MPI_Type_free(&st);
    MPI_Type_free(&pair);
    MPI_Type_free(&vec);
    if (me == 0)
        printf("typecontents done %d\n", n2);
    MPI_Finalize();
    return 0;
}
