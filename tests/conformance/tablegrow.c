/* Demonstrates handle tables that grow while a handle value is held by
   several live objects: three sends to MPI_PROC_NULL share one request
   value while 96 receives, 96 communicators and 96 datatypes are made
   (each table rehashes into more slots, in the tracer and in the replay),
   then everything is completed or freed in an order other than creation.
   The tables once lost their list of duplicates when they grew. */
#include <mpi.h>
#include <stdio.h>

#define N 96

int main(int argc, char **argv)
{
    MPI_Request shared[3], r[N];
    MPI_Comm c[N];
    MPI_Datatype t[N];
    MPI_Group g[2];
    int me, i, flag, buf[3] = {0}, in[N], out[N], size = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    for (i = 0; i < 3; i++)
        MPI_Isend(&buf[i], 1, MPI_INT, MPI_PROC_NULL, i, MPI_COMM_WORLD, &shared[i]);
    MPI_Comm_group(MPI_COMM_WORLD, &g[0]);
    MPI_Comm_group(MPI_COMM_WORLD, &g[1]);
    for (i = 0; i < N; i++) {
        MPI_Irecv(&in[i], 1, MPI_INT, me, i, MPI_COMM_WORLD, &r[i]);
        MPI_Comm_dup(MPI_COMM_WORLD, &c[i]);
        MPI_Type_contiguous(i + 1, MPI_INT, &t[i]);
        MPI_Type_commit(&t[i]);
    }
    MPI_Wait(&shared[2], MPI_STATUS_IGNORE);
    for (i = 0; i < N; i++) {
        out[i] = i;
        MPI_Send(&out[i], 1, MPI_INT, me, i, MPI_COMM_WORLD);
    }
    MPI_Test(&shared[0], &flag, MPI_STATUS_IGNORE);
    if (!flag)
        MPI_Wait(&shared[0], MPI_STATUS_IGNORE);
    for (i = N - 1; i >= 0; i--)
        MPI_Wait(&r[i], MPI_STATUS_IGNORE);
    MPI_Wait(&shared[1], MPI_STATUS_IGNORE);
    MPI_Group_free(&g[1]);
    for (i = 0; i < N; i += 2) {
        MPI_Type_size(t[i], &size);
        MPI_Allreduce(MPI_IN_PLACE, &size, 1, MPI_INT, MPI_MAX, c[i]);
        MPI_Comm_free(&c[i]);
        MPI_Type_free(&t[i]);
    }
    for (i = N - 1; i > 0; i -= 2) {
        MPI_Barrier(c[i]);
        MPI_Comm_free(&c[i]);
        MPI_Type_free(&t[i]);
    }
    MPI_Group_size(g[0], &size);
    MPI_Group_free(&g[0]);
    if (me == 0)
        printf("tablegrow done\n");
    MPI_Finalize();
    return 0;
}
