/* Demonstrates the hints of windows: MPI_Win_get_info on a created and an
   allocated window (the info it hands back queried and freed), and
   MPI_Win_set_info with an info of our own, around puts under fences; the
   replay makes the same calls (an empty info for the set, the got one
   freed, a stand-in where an MPI_Info_ call names it). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int me, np, nkeys = 0, len, flag, i, *mem = (int *)calloc(4, sizeof(int)), *base = NULL, v;
    MPI_Win w, a;
    MPI_Info used, hint;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    MPI_Win_create(mem, 4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &w);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &a);
    MPI_Win_get_info(w, &used);
    MPI_Info_get_nkeys(used, &nkeys);
    MPI_Info_get_valuelen(used, "no_locks", &len, &flag);
    MPI_Info_free(&used);
    MPI_Info_create(&hint);
    MPI_Info_set(hint, "accumulate_ordering", "none");
    MPI_Win_set_info(w, hint);
    MPI_Win_set_info(a, hint);
    MPI_Info_free(&hint);
    v = me;
    for (i = 0; i < 2; i++) {
        MPI_Win_fence(0, w);
        MPI_Put(&v, 1, MPI_INT, (me + 1) % np, i, 1, MPI_INT, w);
        MPI_Win_fence(0, w);
        MPI_Win_get_info(a, &used);
        MPI_Info_free(&used);
    }
    MPI_Win_get_info(w, &used);
    MPI_Info_free(&used);
    MPI_Win_free(&a);
    MPI_Win_free(&w);
    if (me == 0)
        printf("wininfo done %d %d\n", mem[0], nkeys >= 0);
    free(mem);
    MPI_Finalize();
    return 0;
}
