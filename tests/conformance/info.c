/* Demonstrates info objects: created (MPI-4: from the environment too),
   filled, queried, duplicated, keys deleted and freed, one got from
   MPI_Comm_get_info (made where the tracer does not see it), one handed to
   MPI_Comm_set_info, and MPI_INFO_ENV queried; the replay makes info objects
   of its own with placeholder keys and values of the recorded lengths. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    MPI_Info a, b, used;
    char key[MPI_MAX_INFO_KEY + 1], val[64];
    int me, nkeys, len, flag, i, total = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Info_create(&a);
    MPI_Info_set(a, "cb_nodes", "4");
    MPI_Info_set(a, "striping_unit", "1048576");
    MPI_Info_set(a, me % 2 ? "odd_rank" : "even", "yes");
    MPI_Info_dup(a, &b);
    MPI_Info_delete(b, "cb_nodes");
    MPI_Info_set(b, "cb_nodes", "16");
    for (i = 0; i < 3; i++) { /* a loop: the same calls, the same keys */
        MPI_Info_get_nkeys(b, &nkeys);
        MPI_Info_get_nthkey(b, i, key);
        MPI_Info_get_valuelen(b, "striping_unit", &len, &flag);
        MPI_Info_get(b, "cb_nodes", (int)sizeof val - 1, val, &flag);
        total += flag + nkeys;
    }
    MPI_Info_get(a, "not_there", (int)sizeof val - 1, val, &flag);
    MPI_Info_free(&a);
#if MPI_VERSION >= 4 /* the environment's info, a string got by its length */
    MPI_Info_create_env(argc, argv, &a);
    MPI_Info_get_nkeys(a, &nkeys);
    len = 0;
    MPI_Info_get_string(b, "striping_unit", &len, val, &flag);
    MPI_Info_free(&a);
#endif
    MPI_Info_get_nkeys(MPI_INFO_ENV, &nkeys);
    MPI_Comm_get_info(MPI_COMM_WORLD, &used);
    MPI_Info_set(used, "sct_hint", "x");
    MPI_Info_get_valuelen(used, "sct_hint", &len, &flag);
    MPI_Info_free(&used);
    MPI_Comm_set_info(MPI_COMM_WORLD, b);
    MPI_Allreduce(MPI_IN_PLACE, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Info_free(&b);
    if (me == 0)
        printf("info done %d\n", total);
    MPI_Finalize();
    return 0;
}
