/* tests/threads.c - a traced MPI_THREAD_MULTIPLE program for tests/threads.sh
   and the thread figures of bench/RESULTS.md (issue 37 item 5): usage
   `threads NTHREADS ITERS`.
   Thread 0 (the one that calls MPI_Init_thread) starts NTHREADS - 1 workers,
   one after the other, each making its first MPI call before the next one
   starts (so that every rank numbers its threads alike: the workers' first
   calls are alike, and the tracer numbers such threads in the order of
   their first call). Worker k runs ITERS iterations of
   a ring exchange on a duplicate of MPI_COMM_WORLD of its own: MPI_Irecv
   from the left neighbour, MPI_Isend to the right one (tag k, k*8 doubles),
   MPI_Waitall. Meanwhile thread 0 runs ITERS iterations of an MPI_Allreduce
   on its own duplicate, with an MPI_Barrier every 10th. Each thread's calls
   are one loop; interleaved in one stream they would not fold. Rank 0 prints
   "threads=N iters=I ok" when every worker's data arrived intact.
   `threads 3 ITERS race`: the two workers start at once, without the first
   MPI_Comm_rank, worker 1 with its ring, worker 2 with a loop of MPI_Bcast
   from rank 0 (k*8 doubles): their first calls race, and the tracer must
   still number them alike on every rank (by what their first call is).
   `threads N ITERS term`: halfway through its loop (the workers still in
   theirs) thread 0 waits for the other ranks (MPI_Barrier) and raises
   SIGTERM: the tracer's handler writes every thread's timeline so far.
   `threads N ITERS kill`: halfway, thread 0 takes a checkpoint
   (MPI_Pcontrol(2)) while the workers run; after the loops another one;
   then an MPI_Barrier, rank 0 prints "checkpointed" (and writes it to the
   file $THREADS_MARK if set: a launcher that kills the job once a rank died
   can drop the printed line), another MPI_Barrier, and every rank raises
   SIGKILL: the last checkpoint holds every thread's calls.
   `threads N ITERS abort`: halfway, after an MPI_Barrier, the last rank
   calls MPI_Abort (the workers still in their loops): its file holds every
   thread's timeline so far.
   `threads 2 ITERS cross`: requests completed on another thread than the
   one that made them: the worker posts its MPI_Irecv, hands the request to
   thread 0, makes its MPI_Isend and MPI_Wait, and waits for thread 0 to
   have completed the receive (MPI_Wait) and checked the data before the
   next iteration; thread 0 makes no other calls meanwhile.
   `threads N ITERS make`: handles made by several threads at once: in each
   iteration every worker makes a communicator (MPI_Comm_dup of its own),
   a derived datatype (MPI_Type_contiguous of k*8 doubles, committed) and a
   window on the new communicator (MPI_Win_create); it puts its data into
   its right neighbour's window between two fences, sends it again to the
   right neighbour and takes its left one's with MPI_Mprobe and MPI_Mrecv
   (of the new type), and frees the three; thread 0 makes and frees a
   datatype of its own in each iteration of its Allreduce loop. (No file
   per thread: with MPICH 4.0 here, two threads' collective MPI_File_open
   at once hung.)
   `threads 2 ITERS mcross`: matched messages received on another thread
   than the one that probed them: the worker makes its MPI_Isend, matches
   its left neighbour's message with MPI_Mprobe and hands it to thread 0,
   which receives it (MPI_Mrecv in even iterations, MPI_Imrecv and MPI_Wait
   in odd ones) and checks the data; the worker makes its MPI_Wait and waits
   for that before the next iteration.
   `threads N ITERS keys`: keys, info objects and error handlers made by
   several threads at once: in each iteration every worker makes an
   attribute key (MPI_Comm_create_keyval) and sets, gets and deletes it on
   its communicator, makes an info object (MPI_Info_create, MPI_Info_set,
   MPI_Info_dup, MPI_Info_get_nkeys), gets its communicator's
   (MPI_Comm_get_info: numbered at MPI_Info_get_nkeys), makes an error
   handler (MPI_Comm_create_errhandler), sets it and gets it back
   (MPI_Comm_get_errhandler), and frees them all, while thread 0 runs its
   Allreduce loop.
   `threads N ITERS files`: files opened by several threads at once: in each
   iteration every worker opens a file of its own (MPI_File_open on its
   communicator, a name rank 0 chose), writes its data at its rank's place,
   reads it back and closes it, while thread 0 runs its Allreduce loop.
   (MPICH 4.0's ROMIO holds one lock across collective file calls: two
   threads' at once can hang there, so tests/threads.sh runs this under
   Open MPI only.)
   `threads 2 ITERS epochs`: one window's epochs driven from two threads:
   thread 0 makes a window (MPI_Win_create on its communicator) and opens and
   closes its epochs, the worker makes the accesses inside them, each thread
   waiting for the other (a condition variable) so that the program is
   legal MPI: ITERS fence epochs (MPI_Win_fence, the worker's MPI_Put of its
   data to its right neighbour, MPI_Win_fence; thread 0 checks what its left
   neighbour put), then ITERS passive-target epochs (MPI_Win_lock shared on
   the right neighbour, the worker's MPI_Get of what this rank put there
   last, MPI_Win_unlock; thread 0 checks it). Which epoch each access fell
   in is the interleaving of the two threads' calls.
   `threads 2 ITERS fepochs`: one file's calls from two threads: thread 0
   opens a file on its communicator (a name rank 0 chose) and, in each
   iteration, begins a split collective write of its data at its rank's
   place (MPI_File_write_at_all_begin); the worker ends it
   (MPI_File_write_at_all_end), reads the data back (MPI_File_read_at) and
   checks them; then thread 0 makes MPI_File_sync, and at the end closes
   the file. Each thread waits for the other, as in epochs: the replay must
   keep the run's order of the file's calls across the threads. (Open MPI
   only: MPICH's replay refuses two threads' file calls, tests/threads.sh
   files-refused.)
   `threads 2 ITERS missing`: thread 0 makes the worker's communicator
   while tracing is paused (MPI_Pcontrol(0)), so the trace names an id that
   no recorded call makes; the worker ends with an MPI_Send to its right
   neighbour on MPI_COMM_WORLD, which thread 0 receives instead of its
   Allreduce loop: its replay must fail (that worker cannot get its
   communicator) rather than hang with thread 0 in MPI_Recv. */
#include "../sctrace_mpi.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAXT 8

typedef struct worker {
    int k, rank, size, iters, bad, race, cross, make, missing, mcross, keys, epochs, fepochs;
    long files; /* files: rank 0's token for the file names (0: not that mode) */
    MPI_Request handed; /* cross: the receive thread 0 completes (MPI_REQUEST_NULL: none) */
    MPI_Message msg;    /* mcross: the message thread 0 receives (MPI_MESSAGE_NULL: none) */
    double in[8 * MAXT];
    MPI_Comm comm;
    pthread_mutex_t *mu;
    pthread_cond_t *cv;
    int *started;
    pthread_barrier_t *all; /* make: the workers begin their loops together */
    MPI_Win win;  /* epochs: thread 0's window */
    MPI_File fh;  /* fepochs: thread 0's file */
    int step;     /* epochs: 2e + 1 when thread 0 opened epoch e, 2e + 2 when the worker made its access */
} worker;

/* epochs: wait (under w->mu) until w->step is at least `to`. */
static void epochs_await(worker *w, int to)
{
    pthread_mutex_lock(w->mu);
    while (w->step < to)
        pthread_cond_wait(w->cv, w->mu);
    pthread_mutex_unlock(w->mu);
}

static void epochs_set(worker *w, int to)
{
    pthread_mutex_lock(w->mu);
    w->step = to;
    pthread_cond_broadcast(w->cv);
    pthread_mutex_unlock(w->mu);
}

/* The worker of `epochs` mode (see the top): the accesses of epoch e once
   thread 0 opened it. */
static void epochs_work(worker *w)
{
    double out[8 * MAXT];
    int e, j, n = 8 * w->k, right = (w->rank + 1) % w->size;
    MPI_Comm_rank(w->comm, &j);
    for (e = 0; e < 2 * w->iters; e++) {
        epochs_await(w, 2 * e + 1);
        if (e < w->iters) {
            for (j = 0; j < n; j++)
                out[j] = w->rank * 1000 + e + j;
            MPI_Put(out, n, MPI_DOUBLE, right, 0, n, MPI_DOUBLE, w->win);
        } else {
            MPI_Get(w->in, n, MPI_DOUBLE, right, 0, n, MPI_DOUBLE, w->win);
        }
        epochs_set(w, 2 * e + 2);
    }
}

/* The worker of `fepochs` mode (see the top): ends thread 0's split write
   of iteration e, reads it back and checks it. */
static void fepochs_work(worker *w)
{
    double out[8 * MAXT];
    int e, j, n = 8 * w->k;
    for (e = 0; e < w->iters; e++) {
        epochs_await(w, 2 * e + 1);
        MPI_File_write_at_all_end(w->fh, w->in, MPI_STATUS_IGNORE);
        MPI_File_read_at(w->fh, (MPI_Offset)w->rank * n * 8, out, n, MPI_DOUBLE, MPI_STATUS_IGNORE);
        for (j = 0; j < n; j++)
            w->bad |= out[j] != w->rank * 1000 + e + j;
        epochs_set(w, 2 * e + 2);
    }
}

/* Thread 0 in `fepochs` mode: begins each split write, syncs once the
   worker ended it and read it back. */
static void fepochs_drive(worker *w)
{
    int e, j, n = 8 * w->k;
    for (e = 0; e < w->iters; e++) {
        for (j = 0; j < n; j++)
            w->in[j] = w->rank * 1000 + e + j;
        MPI_File_write_at_all_begin(w->fh, (MPI_Offset)w->rank * n * 8, w->in, n, MPI_DOUBLE);
        epochs_set(w, 2 * e + 1);
        epochs_await(w, 2 * e + 2);
        MPI_File_sync(w->fh);
    }
}

/* Thread 0 in `epochs` mode: opens and closes each epoch around the
   worker's access; returns whether the data were wrong. */
static int epochs_drive(worker *w, MPI_Win win, const double *got)
{
    int e, j, bad = 0, n = 8 * w->k, left = (w->rank + w->size - 1) % w->size, right = (w->rank + 1) % w->size;
    for (e = 0; e < 2 * w->iters; e++) {
        int last = w->iters - 1;
        if (e < w->iters)
            MPI_Win_fence(0, win);
        else
            MPI_Win_lock(MPI_LOCK_SHARED, right, 0, win);
        epochs_set(w, 2 * e + 1);
        epochs_await(w, 2 * e + 2);
        if (e < w->iters) {
            MPI_Win_fence(e == last ? MPI_MODE_NOSUCCEED : 0, win);
            for (j = 0; j < n; j++)
                bad |= got[j] != left * 1000 + e + j;
        } else {
            MPI_Win_unlock(right, win);
            for (j = 0; j < n; j++)
                bad |= w->in[j] != w->rank * 1000 + last + j;
        }
    }
    return bad;
}

/* One iteration i of worker w in `make` mode (see the top). */
static void make_step(worker *w, int i, const double *out)
{
    double in[8 * MAXT], got[8 * MAXT];
    int j, n = 8 * w->k, left = (w->rank + w->size - 1) % w->size, right = (w->rank + 1) % w->size;
    MPI_Comm nc;
    MPI_Datatype t;
    MPI_Win win;
    MPI_Message m;
    MPI_Request r;
    MPI_Comm_dup(w->comm, &nc);
    MPI_Type_contiguous(n, MPI_DOUBLE, &t);
    MPI_Type_commit(&t);
    MPI_Win_create(got, (MPI_Aint)sizeof got, (int)sizeof(double), MPI_INFO_NULL, nc, &win);
    MPI_Win_fence(0, win);
    MPI_Put(out, 1, t, right, 0, 1, t, win);
    MPI_Win_fence(0, win);
    MPI_Isend(out, 1, t, right, w->k, nc, &r);
    MPI_Mprobe(left, w->k, nc, &m, MPI_STATUS_IGNORE);
    MPI_Mrecv(in, 1, t, &m, MPI_STATUS_IGNORE);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    for (j = 0; j < n; j++)
        w->bad |= in[j] != left * 1000 + i + j || got[j] != in[j];
    MPI_Win_free(&win);
    MPI_Type_free(&t);
    MPI_Comm_free(&nc);
}

static void keys_errfn(MPI_Comm *c, int *code, ...)
{
    (void)c, (void)code;
}

/* One iteration of worker w in `keys` mode (see the top). */
static void keys_step(worker *w)
{
    int key, flag = 0, nk = -1, nk2 = -2, *v = NULL;
    MPI_Info info, dup, used, used2, dup2;
    MPI_Errhandler eh, got;
    MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, MPI_COMM_NULL_DELETE_FN, &key, NULL);
    MPI_Comm_set_attr(w->comm, key, &w->k);
    MPI_Comm_get_attr(w->comm, key, &v, &flag);
    w->bad |= !flag || !v || *v != w->k;
    MPI_Info_create(&info);
    MPI_Info_set(info, "sctrace_threads", "keys");
    MPI_Info_dup(info, &dup);
    MPI_Info_get_nkeys(dup, &nk);
    w->bad |= nk != 1;
    MPI_Comm_get_info(w->comm, &used);
    MPI_Info_get_nkeys(used, &nk);
    MPI_Comm_get_info(w->comm, &used2); /* numbered by the MPI_Info_dup that copies it */
    MPI_Info_dup(used2, &dup2);
    MPI_Info_get_nkeys(dup2, &nk2);
    w->bad |= nk2 != nk;
    MPI_Info_free(&dup2);
    MPI_Info_free(&used2);
    MPI_Comm_create_errhandler(keys_errfn, &eh);
    MPI_Comm_set_errhandler(w->comm, eh);
    MPI_Comm_get_errhandler(w->comm, &got);
    MPI_Comm_set_errhandler(w->comm, MPI_ERRORS_ARE_FATAL);
    MPI_Errhandler_free(&got);
    MPI_Errhandler_free(&eh);
    MPI_Info_free(&used);
    MPI_Info_free(&dup);
    MPI_Info_free(&info);
    MPI_Comm_delete_attr(w->comm, key);
    MPI_Comm_free_keyval(&key);
}

/* The name of worker k's file in `files` mode. */
static void files_name(char *name, size_t n, long tok, int k)
{
    const char *dir = getenv("TMPDIR");
    snprintf(name, n, "%s/sctrace-threads-%ld-%d", dir && *dir ? dir : "/tmp", tok, k);
}

/* One iteration i of worker w in `files` mode (see the top). */
static void files_step(worker *w, const double *out)
{
    double in[8 * MAXT];
    char name[256];
    int j, n = 8 * w->k;
    MPI_File f;
    files_name(name, sizeof name, w->files, w->k);
    MPI_File_open(w->comm, name, MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &f);
    MPI_File_write_at(f, (MPI_Offset)w->rank * n * 8, out, n, MPI_DOUBLE, MPI_STATUS_IGNORE);
    MPI_File_read_at(f, (MPI_Offset)w->rank * n * 8, in, n, MPI_DOUBLE, MPI_STATUS_IGNORE);
    MPI_File_close(&f);
    for (j = 0; j < n; j++)
        w->bad |= in[j] != out[j];
}

/* The worker of `mcross` mode (see the top). */
static void mcross_work(worker *w)
{
    double out[8 * MAXT];
    int i, j, n = 8 * w->k, left = (w->rank + w->size - 1) % w->size, right = (w->rank + 1) % w->size;
    MPI_Comm_rank(w->comm, &j);
    for (i = 0; i < w->iters; i++) {
        MPI_Request s;
        MPI_Message m;
        for (j = 0; j < n; j++)
            out[j] = w->rank * 1000 + i + j;
        MPI_Isend(out, n, MPI_DOUBLE, right, w->k, w->comm, &s);
        MPI_Mprobe(left, w->k, w->comm, &m, MPI_STATUS_IGNORE);
        pthread_mutex_lock(w->mu);
        w->msg = m;
        pthread_cond_broadcast(w->cv);
        pthread_mutex_unlock(w->mu);
        MPI_Wait(&s, MPI_STATUS_IGNORE);
        pthread_mutex_lock(w->mu);
        while (w->msg != MPI_MESSAGE_NULL)
            pthread_cond_wait(w->cv, w->mu);
        pthread_mutex_unlock(w->mu);
    }
}

static void *work(void *p)
{
    worker *w = (worker *)p;
    double out[8 * MAXT], in[8 * MAXT];
    int i, j, n = 8 * w->k, left = (w->rank + w->size - 1) % w->size, right = (w->rank + 1) % w->size;
    if (w->race && w->k == 2) {
        for (i = 0; i < w->iters; i++) {
            for (j = 0; j < n; j++)
                out[j] = w->rank ? -1 : i + j;
            MPI_Bcast(out, n, MPI_DOUBLE, 0, w->comm);
            for (j = 0; j < n; j++)
                w->bad |= out[j] != i + j;
        }
        return NULL;
    }
    if (w->mcross) {
        mcross_work(w);
        return NULL;
    }
    if (w->epochs) {
        epochs_work(w);
        return NULL;
    }
    if (w->fepochs) {
        fepochs_work(w);
        return NULL;
    }
    if (w->cross) {
        MPI_Comm_rank(w->comm, &j);
        for (i = 0; i < w->iters; i++) {
            MPI_Request r, s;
            for (j = 0; j < n; j++)
                out[j] = w->rank * 1000 + i + j;
            MPI_Irecv(w->in, n, MPI_DOUBLE, left, w->k, w->comm, &r);
            pthread_mutex_lock(w->mu);
            w->handed = r;
            pthread_cond_broadcast(w->cv);
            pthread_mutex_unlock(w->mu);
            MPI_Isend(out, n, MPI_DOUBLE, right, w->k, w->comm, &s);
            MPI_Wait(&s, MPI_STATUS_IGNORE);
            pthread_mutex_lock(w->mu);
            while (w->handed != MPI_REQUEST_NULL)
                pthread_cond_wait(w->cv, w->mu);
            pthread_mutex_unlock(w->mu);
        }
        return NULL;
    }
    if (!w->race) {
        MPI_Comm_rank(w->comm, &j); /* the first call: this thread's number is taken */
        pthread_mutex_lock(w->mu);
        *w->started = 1;
        pthread_cond_signal(w->cv);
        pthread_mutex_unlock(w->mu);
        if (w->make || w->keys || w->files)
            pthread_barrier_wait(w->all);
    }
    for (i = 0; i < w->iters; i++) {
        MPI_Request r[2];
        MPI_Status st[2];
        for (j = 0; j < n; j++)
            out[j] = w->rank * 1000 + i + j;
        if (w->make) {
            make_step(w, i, out);
            continue;
        }
        if (w->keys) {
            keys_step(w);
            continue;
        }
        if (w->files) {
            files_step(w, out);
            continue;
        }
        MPI_Irecv(in, n, MPI_DOUBLE, left, w->k, w->comm, &r[0]);
        MPI_Isend(out, n, MPI_DOUBLE, right, w->k, w->comm, &r[1]);
        MPI_Waitall(2, r, st);
        for (j = 0; j < n; j++)
            w->bad |= in[j] != left * 1000 + i + j;
    }
    if (w->missing)
        MPI_Send(&w->k, 1, MPI_INT, right, 99, MPI_COMM_WORLD);
    return NULL;
}

/* rank 0 of `kill`: the checkpoints were taken (stdout, and $THREADS_MARK) */
static void mark_checkpointed(void)
{
    const char *mark = getenv("THREADS_MARK");
    FILE *f = mark ? fopen(mark, "w") : NULL;
    printf("checkpointed\n");
    fflush(stdout);
    if (f) {
        fputs("checkpointed\n", f);
        fclose(f);
    }
}

int main(int argc, char **argv)
{
    int nt = argc > 2 ? atoi(argv[1]) : 0, iters = argc > 2 ? atoi(argv[2]) : 0;
    int race = argc > 3 && !strcmp(argv[3], "race");
    int term = argc > 3 && !strcmp(argv[3], "term"), ckpt = argc > 3 && !strcmp(argv[3], "kill");
    int cross = argc > 3 && !strcmp(argv[3], "cross"), abrt = argc > 3 && !strcmp(argv[3], "abort");
    int make = argc > 3 && !strcmp(argv[3], "make"), missing = argc > 3 && !strcmp(argv[3], "missing");
    int mcross = argc > 3 && !strcmp(argv[3], "mcross"), keys = argc > 3 && !strcmp(argv[3], "keys");
    int files = argc > 3 && !strcmp(argv[3], "files"), epochs = argc > 3 && !strcmp(argv[3], "epochs");
    int fepochs = argc > 3 && !strcmp(argv[3], "fepochs");
    MPI_File fh = MPI_FILE_NULL;
    double wbuf[8 * MAXT];
    MPI_Win win = MPI_WIN_NULL;
    long tok = 0;
    char name[256];
    int provided, rank, size, i, started, bad = 0, all = 0;
    pthread_t tid[MAXT];
    worker w[MAXT];
    pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
    pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
    pthread_barrier_t start;
    MPI_Comm mine;
    double x, y;
    if (nt < 1 || nt > MAXT || iters < 1 || (race && nt != 3) || ((cross || missing || mcross || epochs || fepochs) && nt != 2) ||
        (argc > 3 && !race && !term && !ckpt && !cross && !abrt && !make && !missing && !mcross && !keys && !files &&
         !epochs && !fepochs)) {
        fprintf(stderr, "usage: threads NTHREADS(1..%d) ITERS [term|kill|abort|make|keys|files] | threads 3 ITERS race | "
                        "threads 2 ITERS cross|missing|mcross|epochs|fepochs\n", MAXT);
        return 2;
    }
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    if (provided != MPI_THREAD_MULTIPLE) {
        fprintf(stderr, "threads: MPI_THREAD_MULTIPLE is not provided\n");
        MPI_Abort(MPI_COMM_WORLD, 3);
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_dup(MPI_COMM_WORLD, &mine);
    if (files || fepochs) { /* one name on every rank */
        tok = (long)getpid();
        MPI_Bcast(&tok, 1, MPI_LONG, 0, MPI_COMM_WORLD);
    }
    if ((make || keys || files) && nt > 1)
        pthread_barrier_init(&start, NULL, (unsigned)(nt - 1));
    if (epochs) /* thread 0's, before the worker names it */
        MPI_Win_create(wbuf, (MPI_Aint)sizeof wbuf, (int)sizeof(double), MPI_INFO_NULL, mine, &win);
    if (fepochs) { /* thread 0's, before the worker names it */
        files_name(name, sizeof name, tok, 0);
        MPI_File_open(mine, name, MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &fh);
    }
    for (i = 1; i < nt; i++) {
        w[i].k = i;
        w[i].rank = rank;
        w[i].size = size;
        w[i].iters = iters;
        w[i].bad = 0;
        w[i].race = race;
        w[i].cross = cross;
        w[i].make = make;
        w[i].missing = missing;
        w[i].mcross = mcross;
        w[i].keys = keys;
        w[i].epochs = epochs;
        w[i].fepochs = fepochs;
        w[i].fh = fh;
        w[i].win = win;
        w[i].step = 0;
        w[i].files = files ? tok : 0;
        w[i].handed = MPI_REQUEST_NULL;
        w[i].msg = MPI_MESSAGE_NULL;
        w[i].mu = &mu;
        w[i].cv = &cv;
        w[i].started = &started;
        w[i].all = &start;
        if (missing)
            MPI_Pcontrol(0); /* numbered all the same, not recorded */
        MPI_Comm_dup(MPI_COMM_WORLD, &w[i].comm);
        if (missing)
            MPI_Pcontrol(1);
    }
    for (i = 1; i < nt; i++) {
        started = 0;
        pthread_create(&tid[i], NULL, work, &w[i]);
        pthread_mutex_lock(&mu);
        while (!started && !race && !cross && !mcross && !epochs && !fepochs)
            pthread_cond_wait(&cv, &mu);
        pthread_mutex_unlock(&mu);
    }
    for (i = 0; cross && i < iters; i++) { /* the worker's receives, completed here */
        MPI_Request r;
        int j, left = (rank + size - 1) % size;
        pthread_mutex_lock(&mu);
        while (w[1].handed == MPI_REQUEST_NULL)
            pthread_cond_wait(&cv, &mu);
        r = w[1].handed;
        pthread_mutex_unlock(&mu);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        for (j = 0; j < 8; j++)
            bad |= w[1].in[j] != left * 1000 + i + j;
        pthread_mutex_lock(&mu);
        w[1].handed = MPI_REQUEST_NULL;
        pthread_cond_broadcast(&cv);
        pthread_mutex_unlock(&mu);
    }
    for (i = 0; mcross && i < iters; i++) { /* the worker's matched messages, received here */
        MPI_Message m;
        MPI_Request r;
        int j, left = (rank + size - 1) % size;
        pthread_mutex_lock(&mu);
        while (w[1].msg == MPI_MESSAGE_NULL)
            pthread_cond_wait(&cv, &mu);
        m = w[1].msg;
        pthread_mutex_unlock(&mu);
        if (i % 2 == 0) {
            MPI_Mrecv(w[1].in, 8, MPI_DOUBLE, &m, MPI_STATUS_IGNORE);
        } else {
            MPI_Imrecv(w[1].in, 8, MPI_DOUBLE, &m, &r);
            MPI_Wait(&r, MPI_STATUS_IGNORE);
        }
        for (j = 0; j < 8; j++)
            bad |= w[1].in[j] != left * 1000 + i + j;
        pthread_mutex_lock(&mu);
        w[1].msg = MPI_MESSAGE_NULL;
        pthread_cond_broadcast(&cv);
        pthread_mutex_unlock(&mu);
    }
    if (epochs) {
        bad |= epochs_drive(&w[1], win, wbuf);
        MPI_Win_free(&win);
    }
    if (fepochs) {
        fepochs_drive(&w[1]);
        MPI_File_close(&fh);
    }
    if (missing) { /* the worker's last call, from the left neighbour */
        MPI_Recv(&i, 1, MPI_INT, (rank + size - 1) % size, 99, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        bad |= i != 1;
    }
    for (i = 0; !cross && !missing && !mcross && !epochs && !fepochs && i < iters; i++) {
        MPI_Datatype t;
        x = rank + i;
        if (make) { /* numbered while the workers number theirs */
            MPI_Type_contiguous(2, MPI_INT, &t);
            MPI_Type_commit(&t);
            MPI_Type_free(&t);
        }
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, mine);
        bad |= y != (double)size * (size - 1) / 2 + (double)size * i;
        if (i % 10 == 9)
            MPI_Barrier(mine);
        if (term && i == iters / 2) {
            MPI_Barrier(mine);
            raise(SIGTERM);
        }
        if (ckpt && i == iters / 2)
            MPI_Pcontrol(2);
        if (abrt && i == iters / 2) {
            MPI_Barrier(mine);
            if (rank == size - 1)
                MPI_Abort(MPI_COMM_WORLD, 3);
        }
    }
    for (i = 1; i < nt; i++) {
        pthread_join(tid[i], NULL);
        bad |= w[i].bad;
        MPI_Comm_free(&w[i].comm);
    }
    if ((make || keys || files) && nt > 1)
        pthread_barrier_destroy(&start);
    if (ckpt) {
        MPI_Pcontrol(2);
        MPI_Barrier(mine);
        if (rank == 0)
            mark_checkpointed();
        MPI_Barrier(mine); /* no rank dies (and has the launcher kill rank 0) before the mark */
        raise(SIGKILL);
    }
    MPI_Comm_free(&mine);
    MPI_Allreduce(&bad, &all, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    for (i = 1; files && rank == 0 && i < nt; i++) { /* every rank closed them (the Allreduce) */
        files_name(name, sizeof name, tok, i);
        remove(name);
    }
    if (fepochs && rank == 0) {
        files_name(name, sizeof name, tok, 0);
        remove(name);
    }
    if (rank == 0)
        printf("threads=%d iters=%d %s\n", nt, iters, all ? "WRONG DATA" : "ok");
    MPI_Finalize();
    return all ? 1 : 0;
}
