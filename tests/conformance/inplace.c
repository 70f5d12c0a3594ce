/* Demonstrates MPI_IN_PLACE in collectives of every kind, blocking and not,
   with the ignored send type passed as MPI_DATATYPE_NULL (as real codes do):
   the trace records which buffer was in place, and the replay passes
   MPI_IN_PLACE again. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4

int main(int argc, char **argv)
{
    int me, np, i, *a, *cnt, *dsp, *bcnt, *bdsp;
    MPI_Datatype *ty;
    MPI_Request r[4];
    MPI_Status st[4];
    MPI_Comm c = MPI_COMM_WORLD;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(c, &me);
    MPI_Comm_size(c, &np);
    a = (int *)calloc((size_t)(N * np), sizeof *a);
    cnt = (int *)malloc(4 * (size_t)np * sizeof *cnt);
    ty = (MPI_Datatype *)malloc((size_t)np * sizeof *ty);
    dsp = cnt + np, bcnt = dsp + np, bdsp = bcnt + np;
    for (i = 0; i < np; i++)
        cnt[i] = N, dsp[i] = N * i, bcnt[i] = N * (int)sizeof(int), bdsp[i] = N * i * (int)sizeof(int), ty[i] = MPI_BYTE;
    MPI_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, a, N, MPI_INT, c);
    MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, a, cnt, dsp, MPI_INT, c);
    MPI_Alltoall(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, a, N, MPI_INT, c);
    MPI_Alltoallv(MPI_IN_PLACE, NULL, NULL, MPI_DATATYPE_NULL, a, cnt, dsp, MPI_INT, c);
    MPI_Alltoallw(MPI_IN_PLACE, NULL, NULL, NULL, a, bcnt, bdsp, ty, c);
    MPI_Allreduce(MPI_IN_PLACE, a, N, MPI_INT, MPI_SUM, c);
    MPI_Reduce_scatter_block(MPI_IN_PLACE, a, N, MPI_INT, MPI_MAX, c);
    MPI_Reduce_scatter(MPI_IN_PLACE, a, cnt, MPI_INT, MPI_MAX, c);
    MPI_Scan(MPI_IN_PLACE, a, N, MPI_INT, MPI_SUM, c);
    MPI_Exscan(MPI_IN_PLACE, a, N, MPI_INT, MPI_SUM, c);
    if (me == 0) { /* rooted ones: in place at the root only */
        MPI_Gather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, a, N, MPI_INT, 0, c);
        MPI_Gatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, a, cnt, dsp, MPI_INT, 0, c);
        MPI_Scatter(a, N, MPI_INT, MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, 0, c);
        MPI_Scatterv(a, cnt, dsp, MPI_INT, MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, 0, c);
        MPI_Reduce(MPI_IN_PLACE, a, N, MPI_INT, MPI_SUM, 0, c);
    } else {
        MPI_Gather(a, N, MPI_INT, NULL, 0, MPI_DATATYPE_NULL, 0, c);
        MPI_Gatherv(a, N, MPI_INT, NULL, NULL, NULL, MPI_DATATYPE_NULL, 0, c);
        MPI_Scatter(NULL, 0, MPI_DATATYPE_NULL, a, N, MPI_INT, 0, c);
        MPI_Scatterv(NULL, NULL, NULL, MPI_DATATYPE_NULL, a, N, MPI_INT, 0, c);
        MPI_Reduce(a, NULL, N, MPI_INT, MPI_SUM, 0, c);
    }
    MPI_Iallgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, a, N, MPI_INT, c, &r[0]);
    MPI_Waitall(1, r, st);
    MPI_Iallreduce(MPI_IN_PLACE, a, N, MPI_INT, MPI_MAX, c, &r[0]);
    MPI_Wait(&r[0], st);
    MPI_Ialltoallw(MPI_IN_PLACE, NULL, NULL, NULL, a, bcnt, bdsp, ty, c, &r[0]);
    MPI_Wait(&r[0], st);
    if (me == 0)
        MPI_Igather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, a, N, MPI_INT, 0, c, &r[0]);
    else
        MPI_Igather(a, N, MPI_INT, NULL, 0, MPI_DATATYPE_NULL, 0, c, &r[0]);
    MPI_Wait(&r[0], st);
    if (me == 0)
        printf("inplace done %d\n", a[0]);
    free(a), free(cnt), free(ty);
    MPI_Finalize();
    return 0;
}
