/* tests/memory.c - irregular traced programs whose recording grows with the
   run, for tests/memory.sh and the memory figures of bench/RESULTS.md (issue
   37 item 4): usage `memory p2p|loops|sites|threads EVENTS [SEED]`.
     p2p      random point-to-point traffic: each step every rank posts an
              MPI_Irecv from, and an MPI_Isend to, partners at a random
              distance, with a random tag and size, then MPI_Waitall (3 calls
              a step; all ranks draw the same distances from SEED)
     loops    random loop shapes: each step repeats (1 to 5 times) a body of
              1 to 3 local calls drawn from MPI_Comm_rank, MPI_Comm_size and
              MPI_Type_size (since loops of 0, 1 or k trips fold alike, one
              outer loop of a few inner ones holds them: the trip counts grow)
     sites    the same over 32 call sites of MPI_Type_size, so the structure
              itself keeps growing (new bodies keep coming)
     threads  MPI_THREAD_MULTIPLE, two threads per rank: thread 0 runs a ring
              (Irecv, Isend, Waitall) on a duplicate of MPI_COMM_WORLD, thread
              1 an MPI_Allreduce loop on another, each for EVENTS/2 calls
   until about EVENTS traced calls a rank. Then each rank prints
   "rank R events=N grow_kb=K" (the growth of its peak resident set while
   recording, getrusage; loops adds its calls per op) and rank 0 "finalize_s=T finalize_grow_kb=K" (what
   MPI_Finalize, which merges and writes the trace, took and added). */
#include "../sctrace_mpi.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static long maxrss_kb(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

static uint64_t rng = 88172645463325252u;

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static long p2p(long events, int rank, int size)
{
    static char sbuf[4096], rbuf[4096];
    long n = 0;
    while (n < events) {
        MPI_Request r[2];
        MPI_Status st[2];
        int d = size > 1 ? 1 + (int)(next() % (uint64_t)(size - 1)) : 0;
        int tag = (int)(next() % 1000), count = 1 + (int)(next() % sizeof sbuf);
        MPI_Irecv(rbuf, count, MPI_BYTE, (rank + size - d) % size, tag, MPI_COMM_WORLD, &r[0]);
        MPI_Isend(sbuf, count, MPI_BYTE, (rank + d) % size, tag, MPI_COMM_WORLD, &r[1]);
        MPI_Waitall(2, r, st);
        n += 3;
    }
    return n;
}

static long nrank = 1, nsize = 1, ntsize; /* calls made (main's first two included) */

/* Random loop shapes: each step repeats (1 to 5 times) a body of 1 to 3
   calls of call(0 .. nsites-1); until about events calls */
static long shapes(long events, int nsites, void (*call)(int))
{
    long n = 0;
    int k, a, len, j, body[3];
    while (n < events) {
        len = 1 + (int)(next() % 3);
        for (j = 0; j < len; j++)
            body[j] = (int)(next() % (uint64_t)nsites);
        a = 1 + (int)(next() % 5);
        for (k = 0; k < a; k++)
            for (j = 0; j < len; j++, n++)
                call(body[j]);
    }
    return n;
}

static void op_call(int op)
{
    int x;
    if (op == 0) {
        MPI_Comm_rank(MPI_COMM_WORLD, &x);
        nrank++;
    } else if (op == 1) {
        MPI_Comm_size(MPI_COMM_WORLD, &x);
        nsize++;
    } else {
        MPI_Type_size(MPI_INT, &x);
        ntsize++;
    }
}

/* MPI_Type_size at call site s of 32 (a line each; the asm comments keep
   the compiler from merging the 32 calls into one) */
#define SITE(s)                          \
    case s:                              \
        __asm__ volatile("# %0" ::"i"(s)); \
        MPI_Type_size(MPI_INT, &x);      \
        __asm__ volatile("# %0" ::"i"(s)); \
        break;
static void site_call(int s)
{
    int x;
    switch (s) {
        SITE(0) SITE(1) SITE(2) SITE(3) SITE(4) SITE(5) SITE(6) SITE(7)
        SITE(8) SITE(9) SITE(10) SITE(11) SITE(12) SITE(13) SITE(14) SITE(15)
        SITE(16) SITE(17) SITE(18) SITE(19) SITE(20) SITE(21) SITE(22) SITE(23)
        SITE(24) SITE(25) SITE(26) SITE(27) SITE(28) SITE(29) SITE(30) SITE(31)
    }
    ntsize++;
}

typedef struct job {
    int which, rank, size;
    long calls;
    MPI_Comm comm;
} job;

static void *thread_main(void *p)
{
    job *j = (job *)p;
    double x = 1, y = 0;
    long i;
    for (i = 0; i < j->calls; i++) {
        if (j->which == 0) {
            MPI_Request r[2];
            MPI_Status st[2];
            MPI_Irecv(&y, 1, MPI_DOUBLE, (j->rank + j->size - 1) % j->size, 1, j->comm, &r[0]);
            MPI_Isend(&x, 1, MPI_DOUBLE, (j->rank + 1) % j->size, 1, j->comm, &r[1]);
            MPI_Waitall(2, r, st);
            i += 2;
        } else {
            MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, j->comm);
        }
    }
    return NULL;
}

static long threads(long events, int rank, int size)
{
    pthread_t t[2];
    job jobs[2];
    int i;
    for (i = 0; i < 2; i++) {
        jobs[i].which = i;
        jobs[i].rank = rank;
        jobs[i].size = size;
        jobs[i].calls = events / 2;
        MPI_Comm_dup(MPI_COMM_WORLD, &jobs[i].comm);
    }
    for (i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, thread_main, &jobs[i]);
    for (i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    for (i = 0; i < 2; i++)
        MPI_Comm_free(&jobs[i].comm);
    return events;
}

int main(int argc, char **argv)
{
    const char *mode = argc > 2 ? argv[1] : "";
    long events = argc > 2 ? atol(argv[2]) : 0, n = 0, rss0, rss1;
    int rank, size, provided;
    double t;
    if (argc > 3)
        rng ^= (uint64_t)atoll(argv[3]) * 0x9E3779B97F4A7C15u;
    if (events <= 0 || (strcmp(mode, "p2p") && strcmp(mode, "loops") && strcmp(mode, "sites") &&
                        strcmp(mode, "threads"))) {
        fprintf(stderr, "usage: memory p2p|loops|sites|threads EVENTS [SEED]\n");
        return 2;
    }
    if (!strcmp(mode, "threads")) {
        MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
        if (provided != MPI_THREAD_MULTIPLE) {
            fprintf(stderr, "memory: MPI_THREAD_MULTIPLE is not provided\n");
            MPI_Abort(MPI_COMM_WORLD, 2);
        }
    } else {
        MPI_Init(&argc, &argv);
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    rss0 = maxrss_kb();
    if (!strcmp(mode, "p2p"))
        n = p2p(events, rank, size);
    else if (!strcmp(mode, "loops"))
        n = shapes(events, 3, op_call);
    else if (!strcmp(mode, "sites"))
        n = shapes(events, 32, site_call);
    else
        n = threads(events, rank, size);
    rss1 = maxrss_kb();
    if (!strcmp(mode, "loops") || !strcmp(mode, "sites")) /* one printf: a launcher may forward each write apart */
        printf("rank %d events=%ld grow_kb=%ld MPI_Comm_rank=%ld MPI_Comm_size=%ld MPI_Type_size=%ld\n", rank, n,
               rss1 - rss0, nrank, nsize, ntsize);
    else
        printf("rank %d events=%ld grow_kb=%ld\n", rank, n, rss1 - rss0);
    fflush(stdout);
    MPI_Barrier(MPI_COMM_WORLD);
    t = now_s();
    MPI_Finalize();
    if (rank == 0) {
        printf("finalize_s=%.3f finalize_grow_kb=%ld\n", now_s() - t, maxrss_kb() - rss1);
        fflush(stdout);
    }
    return 0;
}
