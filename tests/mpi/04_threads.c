/* 04_threads: MPI_THREAD_MULTIPLE. Two threads per rank exchange with the
   ring neighbours concurrently (tag = thread number) while verify mode is on:
   every rank's trace must hold both threads' calls, each exactly once, and
   match its raw log event for event. */
#include "common.h"

#include <pthread.h>

#define NTHREADS 2
#define ITERS 40

static int g_rank, g_size;

static void *worker(void *arg)
{
    int t = (int)(intptr_t)arg, i, out[8] = {0}, in[8];
    MPI_Status st;
    for (i = 0; i < ITERS; i++)
        MPI_Sendrecv(out, 8, MPI_INT, (g_rank + 1) % g_size, t, in, 8, MPI_INT,
                     (g_rank + g_size - 1) % g_size, t, MPI_COMM_WORLD, &st);
    return NULL;
}

int main(int argc, char **argv)
{
    int provided = 0, t;
    pthread_t th[NTHREADS];
    setenv("SCTRACE_VERIFY", "1", 1);
    t_begin("04_threads");
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &g_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &g_size);
    if (provided == MPI_THREAD_MULTIPLE) {
        for (t = 0; t < NTHREADS; t++)
            pthread_create(&th[t], NULL, worker, (void *)(intptr_t)t);
        for (t = 0; t < NTHREADS; t++)
            pthread_join(th[t], NULL);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    if (g_rank == 0) {
        sct_reader *r;
        const sct_op_table *ops;
        int32_t q;
        if (provided != MPI_THREAD_MULTIPLE) {
            printf("ok %s (skipped: MPI_THREAD_MULTIPLE not provided)\n", t_name);
            return 0;
        }
        if (!(r = t_open()))
            return t_end();
        ops = sct_reader_ops(r);
        for (q = 0; q < g_size && !t_failed; q++) {
            int n, i, per_tag[NTHREADS] = {0}, sendrecv = t_op(ops, "MPI_Sendrecv");
            t_ev *e = t_events(r, q, &n);
            if (n < 0)
                break;
            if (n != 3 + NTHREADS * ITERS + 2)
                t_fail("rank %d: %d events, expected %d", q, n, 3 + NTHREADS * ITERS + 2);
            for (i = 0; i < n && !t_failed; i++) {
                int64_t tag;
                if (e[i].op != sendrecv)
                    continue;
                tag = t_val(ops, &e[i], "sendtag");
                if (tag < 0 || tag >= NTHREADS || t_val(ops, &e[i], "recvtag") != tag ||
                    t_val(ops, &e[i], "sendbytes") != 32)
                    t_fail("rank %d event %d: Sendrecv parameters wrong", q, i);
                else
                    per_tag[tag]++;
            }
            for (t = 0; t < NTHREADS && !t_failed; t++)
                if (per_tag[t] != ITERS)
                    t_fail("rank %d: thread %d made %d traced calls, expected %d", q, t,
                           per_tag[t], ITERS);
            t_events_free(e, n);
        }
        if (!t_failed)
            t_verify_all(r, g_size);
        sct_reader_close(r);
        return t_end();
    }
    return 0;
}
