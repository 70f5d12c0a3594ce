/* osu.c - OSU-style micro-benchmarks of what sctrace adds to each MPI call.

   Measures, in the manner of the OSU Micro-Benchmarks (osu_latency, osu_bw,
   osu_barrier, osu_bcast, osu_allreduce, osu_alltoall):
     latency    ping-pong between ranks 0 and 1, 0 B .. --max-bytes in powers
                of 2, reported as one-way time (half a round trip);
     bandwidth  rank 0 posts a window of MPI_Isend, rank 1 a window of
                MPI_Irecv, both MPI_Waitall, rank 1 acknowledges; 1 B .. max;
     barrier, bcast, allreduce, alltoall
                mean time per call over all ranks, 8 B payloads (alltoall:
                8 B to each rank).
   Every test runs twice in the same process: "plain" calls the PMPI_ entry
   points directly, so the tracer's wrappers are not even entered, and
   "traced" calls the MPI_ names, which go through the wrappers with tracing
   on. The two modes alternate within each repetition and each keeps its best
   (minimum) of --reps repetitions, which filters out the noise of a shared
   machine. The harness's own bookkeeping (barriers, timers, reductions of
   results) uses PMPI_ only, so it never appears in the trace.

   "added_ns" is the extra time per MPI call made by one rank:
     latency    each one-way trip has one MPI_Send (on one rank) and one
                MPI_Recv (on the other) on its critical path, so
                added_ns = (traced_us - plain_us) * 1000 / 2;
     bandwidth  rank 0 makes window + 2 calls per window (window MPI_Isend,
                one MPI_Waitall, one MPI_Recv), so added_ns is the time
                difference per window divided by window + 2;
     collectives  each rank makes one call per iteration, so
                added_ns = (traced_us - plain_us) * 1000.

   Output: a human table, then one machine-readable line per result:
       test=latency bytes=8 plain_us=... traced_us=... added_ns=...
       test=bandwidth bytes=... plain_MBps=... traced_MBps=... added_ns=...
       test=allreduce bytes=8 plain_us=... traced_us=... added_ns=...
   The point-to-point tests need at least 2 ranks (ranks above 1 sit them
   out); collectives run on every rank.

   Build and run (Open MPI; use mpicc.mpich / mpirun.mpich for MPICH):
       mpicc.openmpi -std=gnu99 -I. -O2 bench/osu.c -o osu -lzstd -ldl -lpthread -lm
       SCTRACE_QUIET=1 mpirun.openmpi -np 2 ./osu --reps 5
*/
#define SCTRACE_MPI_IMPLEMENTATION
#include "sctrace_mpi.h"

#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    WINDOW = 64,        /* osu_bw's window of outstanding requests */
    SMALL_MAX = 8192,   /* sizes up to this run the full iteration count */
    MIN_ITERS = 10,
    TAG_DATA = 1,
    TAG_ACK = 2,
    MAX_RESULTS = 128
};

/* Receive windows never need more than this; larger messages get a smaller
   window (MPI forbids concurrent receives into overlapping buffers, so each
   request of a window gets its own slice). */
static const long WINDOW_BYTES_CAP = 16L << 20;

typedef struct {
    long iters;     /* base iteration count */
    int reps;       /* repetitions per mode, best kept */
    long max_bytes; /* largest point-to-point message */
} options;

typedef struct {
    int rank, size;
    char *sbuf, *rbuf; /* max_bytes and the receive window */
    double *cbuf_s, *cbuf_r; /* collectives: one double per rank */
} bench;

typedef struct {
    const char *test;
    long bytes;
    int is_bw;            /* values are MB/s instead of microseconds */
    double plain, traced; /* per mode */
    double added_ns;
} result;

/* A kernel runs `iters` iterations in one mode and returns this rank's
   elapsed seconds. */
typedef double (*kernel)(const bench *b, int traced, long bytes, long iters);

/* Returns 0 to run, 1 to exit successfully (--help), 2 on a usage error. */
static int parse_options(int argc, char **argv, options *opt, int rank)
{
    opt->iters = 10000;
    opt->reps = 5;
    opt->max_bytes = 1L << 20;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            if (rank == 0)
                printf("usage: %s [--iters N] [--reps R] [--max-bytes B]\n"
                       "  --iters N      iterations per measurement for messages "
                       "up to %d B;\n"
                       "                 larger ones get proportionally fewer "
                       "(default 10000)\n"
                       "  --reps R       repetitions per mode, best kept "
                       "(default 5)\n"
                       "  --max-bytes B  largest point-to-point message; K and M "
                       "suffixes allowed\n"
                       "                 (default 1M)\n",
                       argv[0], SMALL_MAX);
            return 1;
        }
        char *end = NULL;
        long v = 0;
        if (i + 1 < argc)
            v = strtol(argv[i + 1], &end, 10);
        if (strcmp(argv[i], "--iters") == 0 && end && *end == '\0' && v >= 1 &&
            v <= 1000000000) {
            opt->iters = v;
            i++;
            continue;
        }
        if (strcmp(argv[i], "--reps") == 0 && end && *end == '\0' && v >= 1 &&
            v <= 1000) {
            opt->reps = (int)v;
            i++;
            continue;
        }
        if (strcmp(argv[i], "--max-bytes") == 0 && end && end != argv[i + 1]) {
            long unit = 1;
            if (*end == 'k' || *end == 'K')
                unit = 1L << 10, end++;
            else if (*end == 'm' || *end == 'M')
                unit = 1L << 20, end++;
            if (*end == '\0' && v >= 0 && v <= (1L << 30) / unit) {
                opt->max_bytes = v * unit;
                i++;
                continue;
            }
        }
        if (rank == 0)
            fprintf(stderr, "%s: bad or incomplete argument '%s' (try --help)\n",
                    argv[0], argv[i]);
        return 2;
    }
    return 0;
}

/* Large messages get fewer iterations, in proportion to their size, so each
   size costs about as much time as an 8 KiB one (OSU's small/large split,
   made continuous). */
static long iters_for(long base, long bytes)
{
    if (bytes <= SMALL_MAX)
        return base;
    long n = base / (bytes / SMALL_MAX);
    return n < MIN_ITERS ? MIN_ITERS : n;
}

static int window_for(long bytes)
{
    long w = bytes > 0 ? WINDOW_BYTES_CAP / bytes : WINDOW;
    return w > WINDOW ? WINDOW : w < 1 ? 1 : (int)w;
}

/*== >>kernels  one function per test, both modes =============================*/

static double k_latency(const bench *b, int traced, long bytes, long iters)
{
    if (b->rank > 1)
        return 0.0;
    const int n = (int)bytes, peer = b->rank ^ 1;
    MPI_Comm w = MPI_COMM_WORLD;
    double t0 = PMPI_Wtime();
    for (long i = 0; i < iters; i++) {
        if (b->rank == 0 && traced) {
            MPI_Send(b->sbuf, n, MPI_CHAR, peer, TAG_DATA, w);
            MPI_Recv(b->sbuf, n, MPI_CHAR, peer, TAG_DATA, w, MPI_STATUS_IGNORE);
        } else if (b->rank == 0) {
            PMPI_Send(b->sbuf, n, MPI_CHAR, peer, TAG_DATA, w);
            PMPI_Recv(b->sbuf, n, MPI_CHAR, peer, TAG_DATA, w, MPI_STATUS_IGNORE);
        } else if (traced) {
            MPI_Recv(b->sbuf, n, MPI_CHAR, peer, TAG_DATA, w, MPI_STATUS_IGNORE);
            MPI_Send(b->sbuf, n, MPI_CHAR, peer, TAG_DATA, w);
        } else {
            PMPI_Recv(b->sbuf, n, MPI_CHAR, peer, TAG_DATA, w, MPI_STATUS_IGNORE);
            PMPI_Send(b->sbuf, n, MPI_CHAR, peer, TAG_DATA, w);
        }
    }
    return PMPI_Wtime() - t0;
}

static double k_bandwidth(const bench *b, int traced, long bytes, long loops)
{
    if (b->rank > 1)
        return 0.0;
    const int n = (int)bytes, win = window_for(bytes);
    MPI_Comm w = MPI_COMM_WORLD;
    MPI_Request req[WINDOW];
    MPI_Status stat[WINDOW];
    double t0 = PMPI_Wtime();
    for (long l = 0; l < loops; l++) {
        if (b->rank == 0) {
            for (int k = 0; k < win; k++) {
                if (traced)
                    MPI_Isend(b->sbuf, n, MPI_CHAR, 1, TAG_DATA, w, &req[k]);
                else
                    PMPI_Isend(b->sbuf, n, MPI_CHAR, 1, TAG_DATA, w, &req[k]);
            }
            if (traced) {
                MPI_Waitall(win, req, stat);
                MPI_Recv(NULL, 0, MPI_CHAR, 1, TAG_ACK, w, MPI_STATUS_IGNORE);
            } else {
                PMPI_Waitall(win, req, stat);
                PMPI_Recv(NULL, 0, MPI_CHAR, 1, TAG_ACK, w, MPI_STATUS_IGNORE);
            }
        } else {
            for (int k = 0; k < win; k++) {
                char *slice = b->rbuf + (size_t)k * (size_t)bytes;
                if (traced)
                    MPI_Irecv(slice, n, MPI_CHAR, 0, TAG_DATA, w, &req[k]);
                else
                    PMPI_Irecv(slice, n, MPI_CHAR, 0, TAG_DATA, w, &req[k]);
            }
            if (traced) {
                MPI_Waitall(win, req, stat);
                MPI_Send(NULL, 0, MPI_CHAR, 0, TAG_ACK, w);
            } else {
                PMPI_Waitall(win, req, stat);
                PMPI_Send(NULL, 0, MPI_CHAR, 0, TAG_ACK, w);
            }
        }
    }
    return PMPI_Wtime() - t0;
}

static double k_barrier(const bench *b, int traced, long bytes, long iters)
{
    (void)b;
    (void)bytes;
    double t0 = PMPI_Wtime();
    for (long i = 0; i < iters; i++) {
        if (traced)
            MPI_Barrier(MPI_COMM_WORLD);
        else
            PMPI_Barrier(MPI_COMM_WORLD);
    }
    return PMPI_Wtime() - t0;
}

static double k_bcast(const bench *b, int traced, long bytes, long iters)
{
    (void)bytes;
    double t0 = PMPI_Wtime();
    for (long i = 0; i < iters; i++) {
        if (traced)
            MPI_Bcast(b->cbuf_s, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        else
            PMPI_Bcast(b->cbuf_s, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    }
    return PMPI_Wtime() - t0;
}

static double k_allreduce(const bench *b, int traced, long bytes, long iters)
{
    (void)bytes;
    double t0 = PMPI_Wtime();
    for (long i = 0; i < iters; i++) {
        if (traced)
            MPI_Allreduce(b->cbuf_s, b->cbuf_r, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        else
            PMPI_Allreduce(b->cbuf_s, b->cbuf_r, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    return PMPI_Wtime() - t0;
}

static double k_alltoall(const bench *b, int traced, long bytes, long iters)
{
    (void)bytes;
    double t0 = PMPI_Wtime();
    for (long i = 0; i < iters; i++) {
        if (traced)
            MPI_Alltoall(b->cbuf_s, 1, MPI_DOUBLE, b->cbuf_r, 1, MPI_DOUBLE,
                         MPI_COMM_WORLD);
        else
            PMPI_Alltoall(b->cbuf_s, 1, MPI_DOUBLE, b->cbuf_r, 1, MPI_DOUBLE,
                          MPI_COMM_WORLD);
    }
    return PMPI_Wtime() - t0;
}

/*== >>measure  best of repetitions, both modes ===============================*/

/* Fills best[0] (plain) and best[1] (traced) with the fastest elapsed time
   over `reps` repetitions: rank 0's own time for point-to-point kernels, the
   mean over ranks for collectives. Significant on rank 0 only. Each
   repetition runs both modes, alternating which goes first, so that a slow
   phase of the machine does not always penalise the same mode. */
static void measure(const bench *b, kernel k, int collective, long bytes, long iters,
                    int reps, double best[2])
{
    const long warmup = iters / 10 > 0 ? iters / 10 : 1;
    best[0] = best[1] = HUGE_VAL;
    for (int r = 0; r < reps; r++)
        for (int m = 0; m < 2; m++) {
            const int traced = (r + m) & 1;
            PMPI_Barrier(MPI_COMM_WORLD);
            k(b, traced, bytes, warmup);
            PMPI_Barrier(MPI_COMM_WORLD);
            double t = k(b, traced, bytes, iters);
            if (collective) {
                double sum = 0.0;
                PMPI_Reduce(&t, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
                t = sum / b->size;
            }
            if (t < best[traced])
                best[traced] = t;
        }
}

/*== >>report  human table and name=value lines ===============================*/

static void print_results(const result *res, int nres, const bench *b,
                          const options *opt)
{
    printf("# sctrace OSU-style harness: %d ranks, --iters %ld, best of %d reps\n"
           "# plain = PMPI_ calls (no wrapper), traced = MPI_ calls through "
           "sctrace;\n"
           "# added = extra time per MPI call made by one rank\n",
           b->size, opt->iters, opt->reps);
    if (b->size < 2)
        printf("# latency and bandwidth need 2 ranks; skipped at 1 rank\n");
    printf("%-10s %9s %14s %14s %12s\n", "test", "bytes", "plain", "traced",
           "added/call");
    for (int i = 0; i < nres; i++) {
        const result *r = &res[i];
        const char *unit = r->is_bw ? "MB/s" : "us";
        printf("%-10s %9ld %9.*f %-4s %9.*f %-4s %9.1f ns\n", r->test, r->bytes,
               r->is_bw ? 1 : 3, r->plain, unit, r->is_bw ? 1 : 3, r->traced, unit,
               r->added_ns);
    }
    for (int i = 0; i < nres; i++) {
        const result *r = &res[i];
        if (r->is_bw)
            printf("test=%s bytes=%ld plain_MBps=%.1f traced_MBps=%.1f added_ns=%.1f\n",
                   r->test, r->bytes, r->plain, r->traced, r->added_ns);
        else
            printf("test=%s bytes=%ld plain_us=%.3f traced_us=%.3f added_ns=%.1f\n",
                   r->test, r->bytes, r->plain, r->traced, r->added_ns);
    }
}

/*== >>main ====================================================================*/

static int run_p2p(const bench *b, const options *opt, result *res, int nres)
{
    double best[2];
    for (long bytes = 0; bytes <= opt->max_bytes; bytes = bytes ? 2 * bytes : 1) {
        long iters = iters_for(opt->iters, bytes);
        measure(b, k_latency, 0, bytes, iters, opt->reps, best);
        /* One-way time is half a round trip. */
        double plain = best[0] / (double)iters / 2.0 * 1e6;
        double traced = best[1] / (double)iters / 2.0 * 1e6;
        res[nres++] = (result){"latency", bytes, 0, plain, traced,
                               (traced - plain) * 1000.0 / 2.0};
    }
    for (long bytes = 1; bytes <= opt->max_bytes; bytes *= 2) {
        const int win = window_for(bytes);
        long loops = iters_for(opt->iters, bytes) / 16;
        if (loops < 2)
            loops = 2;
        measure(b, k_bandwidth, 0, bytes, loops, opt->reps, best);
        double moved = (double)bytes * win * (double)loops;
        res[nres++] = (result){"bandwidth", bytes, 1, moved / best[0] / 1e6,
                               moved / best[1] / 1e6,
                               (best[1] - best[0]) / (double)loops / (win + 2) * 1e9};
    }
    return nres;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    bench b = {0};
    PMPI_Comm_rank(MPI_COMM_WORLD, &b.rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &b.size);

    options opt;
    int st = parse_options(argc, argv, &opt, b.rank);
    if (st != 0) {
        MPI_Finalize();
        return st == 1 ? 0 : 2;
    }

    long rbytes = WINDOW * opt.max_bytes;
    if (rbytes > WINDOW_BYTES_CAP)
        rbytes = opt.max_bytes > WINDOW_BYTES_CAP ? opt.max_bytes : WINDOW_BYTES_CAP;
    b.sbuf = calloc((size_t)opt.max_bytes + 1, 1);
    b.rbuf = calloc((size_t)rbytes + 1, 1);
    b.cbuf_s = calloc((size_t)b.size, sizeof(double));
    b.cbuf_r = calloc((size_t)b.size, sizeof(double));
    if (!b.sbuf || !b.rbuf || !b.cbuf_s || !b.cbuf_r) {
        fprintf(stderr, "osu: out of memory\n");
        PMPI_Abort(MPI_COMM_WORLD, 1);
    }

    result res[MAX_RESULTS];
    int nres = 0;
    if (b.size >= 2)
        nres = run_p2p(&b, &opt, res, nres);

    static const struct {
        const char *name;
        kernel k;
        long bytes;
    } colls[] = {{"barrier", k_barrier, 0},
                 {"bcast", k_bcast, 8},
                 {"allreduce", k_allreduce, 8},
                 {"alltoall", k_alltoall, 8}};
    for (size_t i = 0; i < sizeof colls / sizeof colls[0]; i++) {
        double best[2];
        measure(&b, colls[i].k, 1, colls[i].bytes, opt.iters, opt.reps, best);
        double plain = best[0] / (double)opt.iters * 1e6;
        double traced = best[1] / (double)opt.iters * 1e6;
        res[nres++] = (result){colls[i].name, colls[i].bytes, 0, plain, traced,
                               (traced - plain) * 1000.0};
    }

    if (b.rank == 0)
        print_results(res, nres, &b, &opt);
    free(b.sbuf);
    free(b.rbuf);
    free(b.cbuf_s);
    free(b.cbuf_r);
    MPI_Finalize();
    return 0;
}
