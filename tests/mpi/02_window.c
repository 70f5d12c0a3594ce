/* 02_window: tracing windows. Starts paused (SCTRACE_START=0) and opens and
   closes windows with sctrace_start/stop and MPI_Pcontrol: 0 stops, 1 starts
   and is idempotent, 2 flushes (a no-op), negative and other levels are
   ignored. Events outside the windows must be absent, the others exact
   (ops, relative roots, bytes, the marker's name hash). */
#include "common.h"

int main(int argc, char **argv)
{
    int rank, size, x[2] = {1, 2}, y[2], *all;
    setenv("SCTRACE_START", "0", 1);
    t_begin("02_window");
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    all = (int *)malloc((size_t)size * 2 * sizeof *all);
    MPI_Barrier(MPI_COMM_WORLD);                                   /* paused */
    sctrace_start();
    MPI_Bcast(x, 2, MPI_INT, 0, MPI_COMM_WORLD);                   /* traced */
    sctrace_stop();
    MPI_Barrier(MPI_COMM_WORLD);                                   /* stopped */
    MPI_Pcontrol(1);
    MPI_Allreduce(x, y, 2, MPI_INT, MPI_MAX, MPI_COMM_WORLD);      /* traced */
    MPI_Pcontrol(1);
    MPI_Reduce(x, y, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);      /* traced */
    MPI_Pcontrol(2);
    MPI_Pcontrol(-1);
    MPI_Scan(x, y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);           /* traced */
    MPI_Pcontrol(0);
    MPI_Barrier(MPI_COMM_WORLD);                                   /* stopped */
    MPI_Pcontrol(5);
    MPI_Pcontrol(-3);
    MPI_Gather(x, 2, MPI_INT, all, 2, MPI_INT, 0, MPI_COMM_WORLD); /* stopped */
    sctrace_start();
    sctrace_start();
    sctrace_marker("phase2");                                      /* traced */
    MPI_Allgather(x, 2, MPI_INT, all, 2, MPI_INT, MPI_COMM_WORLD); /* traced */
    MPI_Finalize();                                                /* traced */
    free(all);
    if (rank == 0) {
        static const char *const seq[] = {"MPI_Bcast", "MPI_Allreduce", "MPI_Reduce",
                                          "MPI_Scan", "sctrace_marker", "MPI_Allgather",
                                          "MPI_Finalize", NULL};
        sct_reader *r = t_open();
        const sct_op_table *ops;
        int32_t q;
        if (!r)
            return t_end();
        ops = sct_reader_ops(r);
        for (q = 0; q < size && !t_failed; q++) {
            int n;
            t_ev *e = t_events(r, q, &n);
            if (n < 0)
                break;
            t_expect_ops(ops, q, e, n, seq);
            if (!t_failed && (t_val(ops, &e[0], "root") != -q || t_val(ops, &e[0], "bytes") != 8))
                t_fail("rank %d: Bcast recorded root %lld bytes %lld", q,
                       (long long)t_val(ops, &e[0], "root"), (long long)t_val(ops, &e[0], "bytes"));
            if (!t_failed && t_val(ops, &e[2], "root") != -q)
                t_fail("rank %d: Reduce root not relative", q);
            if (!t_failed && t_val(ops, &e[4], "name_hash") != sctrace_marker_hash("phase2"))
                t_fail("rank %d: marker value is not the hash of its name", q);
            if (!t_failed && (t_val(ops, &e[5], "sendbytes") != 8 ||
                              t_val(ops, &e[5], "recvbytes") != 8))
                t_fail("rank %d: Allgather bytes wrong", q);
            t_events_free(e, n);
        }
        sct_reader_close(r);
        return t_end();
    }
    return 0;
}
