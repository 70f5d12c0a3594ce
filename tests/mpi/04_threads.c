/* 04_threads: MPI_THREAD_MULTIPLE. Two threads per rank exchange with the
   ring neighbours concurrently (tag = thread number) while verify mode is on:
   each thread's calls are a timeline of their own (issue 37 item 5): thread
   0 holds the main thread's 5 calls, threads 1 and 2 one worker's 40
   Sendrecvs each, one tag per thread (which worker is which may differ from
   rank to rank: they start alike, so they are numbered as their first calls
   came), and every timeline matches its raw log event for event. */
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
        sct_file_info fi;
        int32_t q;
        if (provided != MPI_THREAD_MULTIPLE) {
            printf("ok %s (skipped: MPI_THREAD_MULTIPLE not provided)\n", t_name);
            return 0;
        }
        if (!(r = t_open()))
            return t_end();
        ops = sct_reader_ops(r);
        sct_reader_info(r, &fi);
        if (fi.nthreads != 1 + NTHREADS)
            t_fail("%d threads per rank in the trace, expected %d", fi.nthreads, 1 + NTHREADS);
        for (q = 0; q < g_size && !t_failed; q++) {
            int seen[NTHREADS] = {0}, th;
            for (th = 0; th <= NTHREADS && !t_failed; th++) {
                int n, i, sendrecv = t_op(ops, "MPI_Sendrecv"), want = th ? ITERS : 3 + 2;
                int64_t tag = -1;
                t_ev *e;
                sct_reader_set_thread(r, th);
                e = t_events(r, q, &n);
                if (n < 0)
                    break;
                if (n != want)
                    t_fail("rank %d thread %d: %d events, expected %d", q, th, n, want);
                for (i = 0; i < n && !t_failed; i++) {
                    if ((e[i].op == sendrecv) != (th > 0)) {
                        t_fail("rank %d thread %d event %d: %s", q, th, i, t_opname(ops, e[i].op));
                        break;
                    }
                    if (!th)
                        continue;
                    if (i == 0)
                        tag = t_val(ops, &e[i], "sendtag");
                    if (tag < 0 || tag >= NTHREADS || t_val(ops, &e[i], "sendtag") != tag ||
                        t_val(ops, &e[i], "recvtag") != tag || t_val(ops, &e[i], "sendbytes") != 32)
                        t_fail("rank %d thread %d event %d: Sendrecv parameters wrong", q, th, i);
                }
                if (th && tag >= 0 && tag < NTHREADS && seen[tag]++)
                    t_fail("rank %d: two threads with tag %d", q, (int)tag);
                t_events_free(e, n);
            }
        }
        sct_reader_set_thread(r, 0);
        if (!t_failed)
            t_verify_all(r, g_size);
        sct_reader_close(r);
        return t_end();
    }
    return 0;
}
