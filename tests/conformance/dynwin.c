/* Demonstrates one-sided communication on a dynamic window: two regions
   (one from the heap, one static) attached, their addresses sent to the
   neighbours, puts, gets and accumulates at those addresses plus offsets,
   a region detached before the older one. The target displacements are
   addresses in the target's memory: the replay puts its regions at the
   run's addresses. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static double table[256];

int main(int argc, char **argv)
{
    MPI_Win win;
    MPI_Aint mine[2], right_at[2], left_at[2];
    double *heap, out[16] = {0}, in[16];
    int me, np, right, left, i;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    right = (me + 1) % np, left = (me + np - 1) % np;
    heap = (double *)malloc(1000 * sizeof *heap);
    MPI_Win_create_dynamic(MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_attach(win, heap, 1000 * sizeof *heap);
    MPI_Win_attach(win, table, sizeof table);
    MPI_Get_address(heap, &mine[0]);
    MPI_Get_address(table, &mine[1]);
    MPI_Sendrecv(mine, 2, MPI_AINT, left, 1, right_at, 2, MPI_AINT, right, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(mine, 2, MPI_AINT, right, 2, left_at, 2, MPI_AINT, left, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    for (i = 0; i < 4; i++) {
        MPI_Win_fence(0, win);
        MPI_Put(out, 16, MPI_DOUBLE, right, MPI_Aint_add(right_at[0], i * 128 * sizeof(double)), 16, MPI_DOUBLE,
                win);
        MPI_Get(in, 8, MPI_DOUBLE, left, MPI_Aint_add(left_at[1], i * 8 * sizeof(double)), 8, MPI_DOUBLE, win);
        MPI_Accumulate(out, 4, MPI_DOUBLE, right, MPI_Aint_add(right_at[1], 200 * sizeof(double)), 4, MPI_DOUBLE,
                       MPI_SUM, win);
        MPI_Win_fence(0, win);
    }
    MPI_Barrier(MPI_COMM_WORLD); /* nobody accesses the static region any more */
    MPI_Win_detach(win, table);
    MPI_Win_lock(MPI_LOCK_SHARED, right, 0, win);
    MPI_Put(out, 2, MPI_DOUBLE, right, right_at[0], 2, MPI_DOUBLE, win);
    MPI_Win_unlock(right, win);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_detach(win, heap);
    MPI_Win_free(&win);
    free(heap);
    if (me == 0)
        printf("dynwin done %g\n", in[0]);
    MPI_Finalize();
    return 0;
}
