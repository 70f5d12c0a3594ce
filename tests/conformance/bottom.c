/* Demonstrates MPI_BOTTOM with types of absolute addresses (MPI_Get_address):
   a struct spanning a static, a heap and a stack variable, sent and received
   point to point (blocking, non-blocking, MPI_Sendrecv) and broadcast; a
   pair of heap doubles reduced in place with an op of ours (MPI_Allreduce,
   MPI_Reduce with a null receive buffer at the non-roots: predefined ops
   take no derived types); a heap and a stack double gathered into an
   ordinary buffer from MPI_BOTTOM (MPI_Gather). The trace records which
   buffers were MPI_BOTTOM; the replay maps the blocks the types touch at the
   run's addresses and passes MPI_BOTTOM again (the types' extents span
   terabytes, which the replay once tried to allocate). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static char tag_s[5];
static MPI_Aint pair_at[2]; /* where the reduced pair's doubles are */

/* inout += in, for pairs at pair_at (an op of ours: MPI_SUM takes no derived types) */
static void add_pairs(void *in, void *inout, int *len, MPI_Datatype *dt)
{
    int i, k;
    (void)dt;
    for (i = 0; i < *len; i++)
        for (k = 0; k < 2; k++)
            *(double *)((char *)inout + pair_at[k]) += *(double *)((char *)in + pair_at[k]);
}

/* A struct of absolute addresses: an int on the stack, 3 doubles on the heap, 5 chars static. */
static MPI_Datatype mixed(int *i, double *d)
{
    int len[3] = {1, 3, 5};
    MPI_Aint at[3];
    MPI_Datatype ty[3] = {MPI_INT, MPI_DOUBLE, MPI_CHAR}, t;
    MPI_Get_address(i, &at[0]);
    MPI_Get_address(d, &at[1]);
    MPI_Get_address(tag_s, &at[2]);
    MPI_Type_create_struct(3, len, at, ty, &t);
    MPI_Type_commit(&t);
    return t;
}

/* Two doubles: hindexed of absolute addresses. */
static MPI_Datatype pair(double *a, double *b)
{
    int len[2] = {1, 1};
    MPI_Aint at[2];
    MPI_Datatype t;
    MPI_Get_address(a, &at[0]);
    MPI_Get_address(b, &at[1]);
    pair_at[0] = at[0], pair_at[1] = at[1];
    MPI_Type_create_hindexed(2, len, at, MPI_DOUBLE, &t);
    MPI_Type_commit(&t);
    return t;
}

int main(int argc, char **argv)
{
    int me, np, i, onstack = 0, other = 0;
    double *heap = (double *)calloc(8, sizeof *heap), *all;
    MPI_Datatype t, u, p, q;
    MPI_Op add;
    MPI_Request r[2];
    MPI_Status st[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    all = (double *)calloc(2 * (size_t)np, sizeof *all);
    t = mixed(&onstack, heap);
    u = mixed(&other, heap + 4);
    q = pair(heap + 3, heap + 1); /* descending addresses */
    p = pair(heap + 5, heap + 7); /* last: its addresses are the op's */
    MPI_Op_create(add_pairs, 1, &add);
    onstack = me, heap[0] = me + 0.5, tag_s[0] = 'a';
    for (i = 0; i < 3; i++) { /* a ring: blocking, then non-blocking */
        int to = (me + 1) % np, from = (me + np - 1) % np;
        if (me % 2 == 0) {
            MPI_Send(MPI_BOTTOM, 1, t, to, i, MPI_COMM_WORLD);
            MPI_Recv(MPI_BOTTOM, 1, u, from, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(MPI_BOTTOM, 1, u, from, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(MPI_BOTTOM, 1, t, to, i, MPI_COMM_WORLD);
        }
        MPI_Irecv(MPI_BOTTOM, 1, u, from, 10 + i, MPI_COMM_WORLD, &r[0]);
        MPI_Isend(MPI_BOTTOM, 1, t, to, 10 + i, MPI_COMM_WORLD, &r[1]);
        MPI_Waitall(2, r, st);
        MPI_Sendrecv(MPI_BOTTOM, 1, t, to, 20, MPI_BOTTOM, 1, u, from, 20, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Bcast(MPI_BOTTOM, 1, t, 0, MPI_COMM_WORLD);
    heap[5] = 1.0, heap[7] = me;
    MPI_Allreduce(MPI_IN_PLACE, MPI_BOTTOM, 1, p, add, MPI_COMM_WORLD);
    if (me == 0)
        MPI_Reduce(MPI_IN_PLACE, MPI_BOTTOM, 1, p, add, 0, MPI_COMM_WORLD);
    else
        MPI_Reduce(MPI_BOTTOM, NULL, 1, p, add, 0, MPI_COMM_WORLD);
    MPI_Gather(MPI_BOTTOM, 1, q, me == 0 ? all : NULL, 2, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    if (me == 0)
        printf("bottom done %d %d %.1f %.1f %c\n", onstack, other, heap[5], all[2 * np - 1], tag_s[0]);
    MPI_Type_free(&t);
    MPI_Type_free(&u);
    MPI_Type_free(&p);
    MPI_Type_free(&q);
    MPI_Op_free(&add);
    free(all);
    free(heap);
    MPI_Finalize();
    return 0;
}
