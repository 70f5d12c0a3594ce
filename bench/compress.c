/* compress - the intra-rank compressor on synthetic event streams.

   build/bench/compress [--stream NAME] [--events N] [--out FILE]

   For each stream and size it records N events into one context, finishes,
   serialises and writes the trace (one rank), and prints a human table and
   one line per run:
     stream=NAME events=N ns_per_event=X bytes=B heap=H nodes=K root=R
   ns_per_event: wall time of the recording phase (sct_record calls and the
   generator feeding them) divided by N; bytes: size of the written file;
   heap: peak bytes the context had allocated; nodes: structure nodes;
   root: top-level entries. Without --events it runs
   10^5, 10^6 and 10^7 events; without --stream all three streams.

   stencil: a 2D 5-point halo exchange: 4 Irecv, 4 Isend, Waitall of 8
            requests per step, an Allreduce every 10 steps.
   pop:     POP-like: each timestep runs an inner solver loop whose trip count
            changes every timestep (20..40): 2 Isend, 2 Irecv, Waitall,
            Allreduce per inner iteration, then a Bcast.
   random:  random ops, call sites and parameter values (the worst case).
   bodyN:   a time-step loop whose body is N calls at N distinct call sites
            (N = 1, 8, 54, 256, 1024, 4096; 54 is a LULESH time step), each
            with its own constant parameters: the loop must fold whatever N
            (issue 36). Run only when named or with --bodies.
   nestN:   the same with loops inside the body (N = 256, 4096): N/4 groups of
            4 sites, each an inner loop of [Irecv, Isend] 2 to 4 times (the
            count changes from step to step), then an Isend and an Irecv; the
            time step must fold as one loop of N/4 inner loops and N/2 calls.
            Run only when named or with --bodies. */
#define _POSIX_C_SOURCE 200809L
#define SCTRACE_IMPLEMENTATION
#include "../sctrace.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *const p2p_n[] = {"peer", "bytes", "tag", "comm", "request"};
static const unsigned char p2p_r[] = {SCT_ROLE_PEER, SCT_ROLE_BYTES, SCT_ROLE_TAG, SCT_ROLE_COMM, SCT_ROLE_REQUEST};
static const char *const wait_n[] = {"requests"};
static const unsigned char wait_r[] = {SCT_ROLE_REQUEST | SCT_PARAM_ARRAY};
static const char *const coll_n[] = {"bytes", "comm", "op"};
static const unsigned char coll_r[] = {SCT_ROLE_BYTES, SCT_ROLE_COMM, SCT_ROLE_REDOP};
static const char *const bc_n[] = {"bytes", "root", "comm"};
static const unsigned char bc_r[] = {SCT_ROLE_BYTES, SCT_ROLE_ROOT, SCT_ROLE_COMM};
enum { OP_IRECV, OP_ISEND, OP_WAITALL, OP_ALLREDUCE, OP_BCAST, NOPS };
static const sct_op ops[NOPS] = {
    {"MPI_Irecv", 5, p2p_n, p2p_r},         {"MPI_Isend", 5, p2p_n, p2p_r}, {"MPI_Waitall", 1, wait_n, wait_r},
    {"MPI_Allreduce", 3, coll_n, coll_r}, {"MPI_Bcast", 3, bc_n, bc_r},
};
static const sct_op_table table = {NOPS, ops};

#define MAX_SITES 4096

typedef struct gen {
    sct_ctx *c;
    uint32_t site[MAX_SITES];
    uint64_t clock, rng, n, limit;
} gen;

static uint64_t next_rand(gen *g) {
    g->rng = g->rng * 6364136223846793005u + 1442695040888963407u;
    return g->rng >> 33;
}

/* One event with a little timing jitter, like a real run. */
static void emit(gen *g, int op, int site, const int64_t *v, int nv) {
    sct_event ev;
    uint64_t r = next_rand(g);
    ev.op = op;
    ev.site = g->site[site];
    ev.values = v;
    ev.nvalues = nv;
    ev.t_begin = g->clock + 200 + (r & 63);
    ev.t_end = ev.t_begin + 300 + ((r >> 8) & 127);
    g->clock = ev.t_end;
    sct_record(g->c, &ev);
    g->n++;
}

static void halo(gen *g, const int64_t *nb, int k, int64_t bytes, int site0) {
    int64_t v[5], w[9];
    int i;
    for (i = 0; i < k && g->n < g->limit; i++) {
        v[0] = nb[i], v[1] = bytes, v[2] = 7, v[3] = 0, v[4] = i;
        emit(g, OP_IRECV, site0, v, 5);
    }
    for (i = 0; i < k && g->n < g->limit; i++) {
        v[0] = nb[i], v[1] = bytes, v[2] = 7, v[3] = 0, v[4] = k + i;
        emit(g, OP_ISEND, site0 + 1, v, 5);
    }
    w[0] = 2 * k;
    for (i = 0; i < 2 * k; i++) w[1 + i] = i;
    if (g->n < g->limit) emit(g, OP_WAITALL, site0 + 2, w, 1 + 2 * k);
}

static void run_stencil(gen *g) {
    static const int64_t nb[4] = {-1, 1, -64, 64};
    const int64_t ar[3] = {8, 0, 1};
    uint64_t step;
    for (step = 0; g->n < g->limit; step++) {
        halo(g, nb, 4, 8192, 0);
        if (step % 10 == 9 && g->n < g->limit) emit(g, OP_ALLREDUCE, 3, ar, 3);
    }
}

static void run_pop(gen *g) {
    static const int64_t nb[2] = {-1, 1};
    const int64_t ar[3] = {8, 0, 1}, bc[3] = {64, 0, 0};
    uint64_t step;
    for (step = 0; g->n < g->limit; step++) {
        uint64_t it, trips = 20 + next_rand(g) % 21;
        for (it = 0; it < trips && g->n < g->limit; it++) {
            halo(g, nb, 2, 4096, 4);
            if (g->n < g->limit) emit(g, OP_ALLREDUCE, 7, ar, 3);
        }
        if (g->n < g->limit) emit(g, OP_BCAST, 8, bc, 3);
    }
}

static void run_random(gen *g) {
    while (g->n < g->limit) {
        int64_t v[9];
        int op = (int)(next_rand(g) % NOPS), i, nv = op == OP_WAITALL ? 1 + (int)(next_rand(g) % 8) : ops[op].nparams;
        for (i = 0; i < nv; i++) v[i] = (int64_t)(next_rand(g) % 1000) - 500;
        if (op == OP_WAITALL) v[0] = nv - 1;
        emit(g, op, (int)(next_rand(g) % 16), v, nv);
    }
}

/* One time step: N Isends at N sites, peer and tag taken from the site. */
static void run_body(gen *g, int n) {
    while (g->n < g->limit) {
        int i;
        for (i = 0; i < n && g->n < g->limit; i++) {
            int64_t v[5] = {1 + i % 7, 8 << (i % 5), i, 0, i % 64};
            emit(g, i % 3 ? OP_ISEND : OP_IRECV, i, v, 5);
        }
    }
}

/* One time step: N/4 groups, each an inner loop then two calls. */
static void run_nest(gen *g, int n) {
    uint64_t step;
    for (step = 0; g->n < g->limit; step++) {
        int grp, k;
        for (grp = 0; grp < n / 4 && g->n < g->limit; grp++) {
            int trips = 2 + (int)((grp + step) % 3), s0 = 4 * grp;
            int64_t v[5] = {1 + grp % 7, 8 << (grp % 5), grp, 0, grp % 64};
            for (k = 0; k < trips && g->n < g->limit; k++) {
                emit(g, OP_IRECV, s0, v, 5);
                if (g->n < g->limit) emit(g, OP_ISEND, s0 + 1, v, 5);
            }
            if (g->n < g->limit) emit(g, OP_ISEND, s0 + 2, v, 5);
            if (g->n < g->limit) emit(g, OP_IRECV, s0 + 3, v, 5);
        }
    }
}

static int nest_len(const char *stream) {
    if (!strcmp(stream, "nest256")) return 256;
    if (!strcmp(stream, "nest4096")) return 4096;
    return 0;
}

static int body_len(const char *stream) {
    static const int lens[] = {1, 8, 54, 256, 1024, 4096};
    unsigned i;
    if (strncmp(stream, "body", 4)) return 0;
    for (i = 0; i < sizeof lens / sizeof lens[0]; i++)
        if (atoi(stream + 4) == lens[i] && strspn(stream + 4, "0123456789") == strlen(stream + 4)) return lens[i];
    return 0;
}

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

typedef struct result {
    double ns;
    uint64_t bytes, heap, nodes, segments, root;
} result;

static int measure(const char *stream, uint64_t events, const char *out, result *res) {
    sct_desc d;
    sct_write_desc wd;
    sct_writer *w = NULL;
    sct_ctx_stats st;
    uint8_t *blob = NULL, *file = NULL;
    size_t blen, flen;
    gen g;
    double t0;
    int i;
    memset(&d, 0, sizeof d);
    memset(&g, 0, sizeof g);
    d.ops = &table;
    if (sct_create(&d, &g.c) != SCT_OK) return -1;
    for (i = 0; i < MAX_SITES; i++) {
        uint64_t pc = 0x400000 + 64 * (uint64_t)i;
        sct_site(g.c, &pc, 1, &g.site[i]);
    }
    g.limit = events;
    g.rng = 42;
    t0 = now_s();
    if (!strcmp(stream, "stencil")) run_stencil(&g);
    else if (!strcmp(stream, "pop")) run_pop(&g);
    else if (body_len(stream)) run_body(&g, body_len(stream));
    else if (nest_len(stream)) run_nest(&g, nest_len(stream));
    else run_random(&g);
    res->ns = (now_s() - t0) * 1e9 / (double)events;
    sct_finish(g.c);
    sct_ctx_stats_get(g.c, &st);
    memset(&wd, 0, sizeof wd);
    wd.ops = &table;
    wd.program = stream;
    if (sct_serialize(g.c, &blob, &blen) || sct_writer_create(&wd, &w) || sct_writer_add(w, blob, blen) ||
        sct_writer_save_memory(w, &file, &flen))
        return -1;
    if (out && sct_writer_save(w, out) != SCT_OK) fprintf(stderr, "compress: cannot write %s\n", out);
    sct_ctx_stats_get(g.c, &st);
    res->bytes = flen;
    res->heap = st.heap_peak_bytes;
    res->nodes = st.nodes;
    res->segments = st.segments;
    res->root = st.root_len;
    sct_writer_free_buffer(w, file);
    sct_writer_destroy(w);
    sct_blob_free(g.c, blob);
    sct_destroy(g.c);
    return 0;
}

static void usage(FILE *f) {
    fprintf(f, "usage: compress [--stream NAME | --bodies] [--events N] [--out FILE]\n"
               "NAME: stencil, pop, random (the default set) or body1, body8, body54,\n"
               "body256, body1024, body4096, nest256, nest4096 (--bodies: all eight).\n"
               "Records N synthetic events (default: 1e5, 1e6 and 1e7) and prints\n"
               "stream=NAME events=N ns_per_event=X bytes=B heap=H nodes=K root=R per run.\n");
}

int main(int argc, char **argv) {
    const char *streams[11] = {"stencil", "pop",      "random",  "body1",   "body8",    "body54",
                               "body256", "body1024", "body4096", "nest256", "nest4096"},
               *only = NULL, *out = NULL;
    uint64_t sizes[3] = {100000, 1000000, 10000000}, one = 0;
    int i, j, nsizes = 3, first = 0, last = 3;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--stream") && i + 1 < argc) {
            only = argv[++i];
            if (strcmp(only, "stencil") && strcmp(only, "pop") && strcmp(only, "random") && !body_len(only) &&
                !nest_len(only)) {
                fprintf(stderr, "compress: unknown stream '%s' (stencil, pop, random, bodyN or nestN, see --help)\n",
                        only);
                return 2;
            }
            first = 0, last = 11;
        } else if (!strcmp(argv[i], "--bodies")) {
            first = 3, last = 11;
        } else if (!strcmp(argv[i], "--events") && i + 1 < argc) {
            char *end;
            one = strtoull(argv[++i], &end, 10);
            if (*end || !one) {
                fprintf(stderr, "compress: --events needs a positive number\n");
                return 2;
            }
        } else if (!strcmp(argv[i], "--out") && i + 1 < argc) {
            out = argv[++i];
        } else {
            usage(stderr);
            return 2;
        }
    }
    if (one) {
        sizes[0] = one;
        nsizes = 1;
    }
    printf("%-8s %10s %12s %10s %12s %7s %9s %9s\n", "stream", "events", "ns/event", "bytes", "peak heap", "nodes",
           "segments", "top-level");
    for (j = first; j < last; j++) {
        if (only && strcmp(only, streams[j])) continue;
        for (i = 0; i < nsizes; i++) {
            result r;
            if (measure(streams[j], sizes[i], out, &r)) {
                fprintf(stderr, "compress: %s failed\n", streams[j]);
                return 1;
            }
            printf("%-8s %10" PRIu64 " %12.1f %10" PRIu64 " %12" PRIu64 " %7" PRIu64 " %9" PRIu64 " %9" PRIu64 "\n",
                   streams[j], sizes[i], r.ns, r.bytes, r.heap, r.nodes, r.segments, r.root);
            printf("stream=%s events=%" PRIu64 " ns_per_event=%.1f bytes=%" PRIu64 " heap=%" PRIu64 " nodes=%" PRIu64
                   " root=%" PRIu64 "\n",
                   streams[j], sizes[i], r.ns, r.bytes, r.heap, r.nodes, r.root);
            fflush(stdout);
        }
    }
    return 0;
}
