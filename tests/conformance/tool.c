/* Demonstrates the tool interface (MPI_T_*): initialised and finalized
   around queries of the control and performance variables and categories
   (how many, by index, by name), a control variable's handle read, a
   performance variable's session and handle (started, read, reset, stopped,
   freed), an enum's items, between communication. The trace keeps the calls
   (not their arguments): the replay makes each on variables of its MPI. */
#include <mpi.h>
#include <stdio.h>

/* The first variable bound to no object (or, with en, with an enum). */
static int first(int pvar, MPI_T_enum *en)
{
    char name[256], desc[256];
    int n = 0, i, nl, dl, vb, bind, sc, ro, ct, at;
    MPI_Datatype t;
    MPI_T_enum e;
    if (pvar ? MPI_T_pvar_get_num(&n) : MPI_T_cvar_get_num(&n))
        return -1;
    for (i = 0; i < n; i++) {
        nl = dl = (int)sizeof name;
        e = MPI_T_ENUM_NULL;
        if (pvar ? MPI_T_pvar_get_info(i, name, &nl, &vb, &sc, &t, &e, desc, &dl, &bind, &ro, &ct, &at)
                 : MPI_T_cvar_get_info(i, name, &nl, &vb, &t, &e, desc, &dl, &bind, &sc))
            continue;
        if (en ? e != MPI_T_ENUM_NULL : bind == MPI_T_BIND_NO_OBJECT) {
            if (en)
                *en = e;
            return i;
        }
    }
    return -1;
}

int main(int argc, char **argv)
{
    int me, prov, n, v, idx, cnt, nl, dl, a[3], sum = 0, reads = 0;
    long long buf[64];
    char name[256], desc[256];
    MPI_T_cvar_handle ch;
    MPI_T_pvar_session ps;
    MPI_T_pvar_handle ph;
    MPI_T_enum en;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_T_init_thread(MPI_THREAD_SINGLE, &prov);
    MPI_T_category_get_num(&n);
    if (n > 0) {
        nl = dl = (int)sizeof name;
        if (MPI_T_category_get_info(0, name, &nl, desc, &dl, a, a + 1, a + 2) == MPI_SUCCESS)
            MPI_T_category_get_index(name, &v);
        MPI_T_category_get_cvars(0, 1, &v);
        MPI_T_category_get_pvars(0, 1, &v);
        MPI_T_category_get_categories(0, 1, &v);
    }
    MPI_T_category_changed(&v);
    if ((idx = first(0, NULL)) >= 0 && MPI_T_cvar_handle_alloc(idx, NULL, &ch, &cnt) == MPI_SUCCESS) {
        if (cnt <= 8 && MPI_T_cvar_read(ch, buf) == MPI_SUCCESS)
            reads++;
        MPI_T_cvar_handle_free(&ch);
    }
    if (first(0, &en) >= 0 || first(1, &en) >= 0) {
        nl = (int)sizeof name;
        MPI_T_enum_get_info(en, &n, name, &nl);
        nl = (int)sizeof name;
        MPI_T_enum_get_item(en, 0, &v, name, &nl);
    }
    MPI_T_pvar_session_create(&ps);
    if ((idx = first(1, NULL)) >= 0 && MPI_T_pvar_handle_alloc(ps, idx, NULL, &ph, &cnt) == MPI_SUCCESS) {
        MPI_T_pvar_start(ps, ph);
        MPI_Allreduce(&me, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
        if (cnt <= 8 && MPI_T_pvar_read(ps, ph, buf) == MPI_SUCCESS)
            reads++;
        MPI_T_pvar_reset(ps, ph);
        MPI_T_pvar_stop(ps, ph);
        MPI_T_pvar_handle_free(ps, &ph);
    }
    MPI_T_pvar_session_free(&ps);
#if MPI_VERSION >= 4
    MPI_T_category_get_num_events(0, &v);
    MPI_T_event_get_num(&n);
    MPI_T_event_get_index("no such event", &v);
    if (MPI_T_source_get_num(&n) == MPI_SUCCESS && n > 0) {
        MPI_Count ticks, max, stamp;
        MPI_T_source_order ord;
        MPI_Info info = MPI_INFO_NULL;
        nl = dl = (int)sizeof name;
        if (MPI_T_source_get_info(0, name, &nl, desc, &dl, &ord, &ticks, &max, &info) == MPI_SUCCESS &&
            info != MPI_INFO_NULL)
            MPI_Info_free(&info);
        MPI_T_source_get_timestamp(0, &stamp);
    }
#endif
    MPI_T_finalize();
    MPI_Allreduce(&me, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (me == 0)
        printf("tool done: %d reads, sum %d\n", reads, sum);
    MPI_Finalize();
    return 0;
}
