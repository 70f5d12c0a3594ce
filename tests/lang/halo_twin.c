/* The MPI calls of examples/halo.f90, made from C with the same datatypes
   (MPI_DOUBLE_PRECISION, MPI_INTEGER, a vector of ny of them nx+2 apart), in
   the same order: tests/languages.sh checks that its trace and the Fortran
   program's are equivalent. Built without the tracer and traced through
   LD_PRELOAD, like the Fortran program. Argument: iterations (default 20). */
#include <mpi.h>
#include <stdlib.h>

enum { NX = 16, NY = 32 };

int main(int argc, char **argv)
{
    static double u[NY + 2][NX + 2]; /* u[j][i] is Fortran's u(i, j) */
    double change = 0, maxchange;
    int rank, nprocs, left, right, it, iters = argc > 1 ? atoi(argv[1]) : 20, hot = 0, allhot;
    MPI_Datatype column;
    MPI_Request req[4];
    MPI_Status st[4]; /* not MPI_STATUSES_IGNORE: MPICH's header makes gcc warn about it */
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
    left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    right = rank < nprocs - 1 ? rank + 1 : MPI_PROC_NULL;
    MPI_Type_vector(NY, 1, NX + 2, MPI_DOUBLE_PRECISION, &column);
    MPI_Type_commit(&column);
    for (it = 1; it <= iters; it++) {
        MPI_Irecv(&u[1][0], 1, column, left, 1, MPI_COMM_WORLD, &req[0]);
        MPI_Irecv(&u[1][NX + 1], 1, column, right, 2, MPI_COMM_WORLD, &req[1]);
        MPI_Isend(&u[1][1], 1, column, left, 2, MPI_COMM_WORLD, &req[2]);
        MPI_Isend(&u[1][NX], 1, column, right, 1, MPI_COMM_WORLD, &req[3]);
        MPI_Waitall(4, req, st);
        if (it % 5 == 0) {
            MPI_Allreduce(&hot, &allhot, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD);
            MPI_Reduce(&change, &maxchange, 1, MPI_DOUBLE_PRECISION, MPI_MAX, 0, MPI_COMM_WORLD);
        }
    }
    MPI_Type_free(&column);
    MPI_Finalize();
    return 0;
}
