/* sim.h - simulated ranks for the merge: per-rank traces of a 2D stencil, a
   3D stencil and a POP-like loop built in one process, and an in-memory
   transport that runs the radix-tree reduction for all of them in one
   thread. Used by bench/merge_sim.c and tests/unit/test_merge.c; include it
   after sctrace.h with its implementation. */
#ifndef SCT_SIM_H
#define SCT_SIM_H
#include <stdlib.h>
#include <string.h>

#ifdef CLOCK_MONOTONIC /* a program that included <time.h> with POSIX first */
/* Wall time in seconds, for the benchmarks' timings. */
static double sim_wall(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
#endif

/* An allocator (sct_allocator's alloc and free, user = a sim_heap) that
   counts the bytes it holds: live now, and the peak. */
typedef struct sim_heap {
    size_t live, peak;
} sim_heap;

static inline void *sim_heap_alloc(size_t n, void *u) {
    sim_heap *a = (sim_heap *)u;
    size_t *p = (size_t *)malloc(n + 16);
    if (!p) return NULL;
    p[0] = n;
    a->live += n;
    if (a->live > a->peak) a->peak = a->live;
    return (char *)p + 16;
}

static inline void sim_heap_free(void *q, void *u) {
    sim_heap *a = (sim_heap *)u;
    size_t *p = (size_t *)((char *)q - 16);
    a->live -= p[0];
    free(p);
}

static const char *const sim_p2p_n[] = {"peer", "bytes", "tag", "comm", "request"};
static const unsigned char sim_p2p_r[] = {SCT_ROLE_PEER, SCT_ROLE_BYTES, SCT_ROLE_TAG, SCT_ROLE_COMM, SCT_ROLE_REQUEST};
static const char *const sim_wait_n[] = {"completed"};
static const unsigned char sim_wait_r[] = {SCT_ROLE_REQUEST | SCT_PARAM_ARRAY};
static const char *const sim_coll_n[] = {"bytes", "comm"};
static const unsigned char sim_coll_r[] = {SCT_ROLE_BYTES, SCT_ROLE_COMM};
enum { SIM_IRECV, SIM_ISEND, SIM_WAITALL, SIM_ALLREDUCE, SIM_NOPS };
static const sct_op sim_ops_v[SIM_NOPS] = {
    {"MPI_Irecv", 5, sim_p2p_n, sim_p2p_r},
    {"MPI_Isend", 5, sim_p2p_n, sim_p2p_r},
    {"MPI_Waitall", 1, sim_wait_n, sim_wait_r},
    {"MPI_Allreduce", 2, sim_coll_n, sim_coll_r},
};
static const sct_op_table sim_ops = {SIM_NOPS, sim_ops_v};

typedef enum { SIM_STENCIL2D, SIM_STENCIL3D, SIM_POP, SIM_MASTER } sim_pattern;

/* Receives every event a simulated rank makes (to record it or check it). */
typedef int (*sim_sink)(void *user, int op, int site, const int64_t *v, int nv, uint64_t t0, uint64_t t1);

/* Near-square factorisation of P into nd dimensions, like MPI_Dims_create. */
static void sim_dims(int P, int nd, int *d) {
    int i, f;
    for (i = 0; i < nd; i++) d[i] = 1;
    for (f = 2; P > 1;) {
        if (P % f) {
            f++;
            continue;
        }
        P /= f;
        for (i = 1; i < nd; i++) /* give the factor to the smallest dimension */
            if (d[i] < d[0]) break;
        d[i < nd ? i : 0] *= f;
        {
            int j, t;
            for (j = 0; j + 1 < nd; j++) /* keep d sorted descending */
                if (d[j] < d[j + 1]) t = d[j], d[j] = d[j + 1], d[j + 1] = t;
        }
    }
}

/* The neighbours of a rank (relative offsets), non-periodic 2D or periodic 3D. */
static int sim_neighbours(sim_pattern p, int P, int rank, int64_t *nb) {
    int d[3], n = 0;
    if (p == SIM_STENCIL3D) {
        int x, y, z, k;
        sim_dims(P, 3, d);
        x = rank / (d[1] * d[2]), y = (rank / d[2]) % d[1], z = rank % d[2];
        for (k = 0; k < 3; k++) {
            int c[3] = {x, y, z}, dir;
            if (d[k] == 1) continue;
            for (dir = -1; dir <= 1; dir += 2) {
                int q[3] = {c[0], c[1], c[2]};
                q[k] = (q[k] + dir + d[k]) % d[k];
                nb[n++] = (int64_t)((q[0] * d[1] + q[1]) * d[2] + q[2]) - rank;
            }
        }
        return n;
    }
    sim_dims(P, 2, d);
    {
        int x = rank / d[1], y = rank % d[1];
        if (x > 0) nb[n++] = -d[1];
        if (y > 0) nb[n++] = -1;
        if (y < d[1] - 1) nb[n++] = 1;
        if (x < d[0] - 1) nb[n++] = d[1];
    }
    return n;
}

/* One exchange with a peer: Irecv, Isend, Waitall of both. */
static int sim_exchange(int64_t peer, int site, uint64_t *t, sim_sink sink, void *user) {
    int64_t v[5] = {peer, 64, 7, 0, 0};
    int rc = sink(user, SIM_IRECV, site, v, 5, *t, *t + 300);
    v[1] = 16, v[4] = 1, *t += 400;
    if (!rc) rc = sink(user, SIM_ISEND, site + 1, v, 5, *t, *t + 300), *t += 400;
    v[0] = 2, v[1] = 0, v[2] = 1;
    if (!rc) rc = sink(user, SIM_WAITALL, 2, v, 3, *t, *t + 900), *t += 2000;
    return rc;
}

/* Master and workers: rank 0 serves iters + (w + 1) / 2 items to worker w
   in turn, so workers 1 and 2, 3 and 4, ... make as many calls, all to rank
   0 at different offsets (the merge joins such peers as absolute ranks). */
static int sim_master(int P, int rank, int iters, sim_sink sink, void *user) {
    uint64_t t = 1000;
    int first = rank ? rank : 1, last = rank ? rank : P - 1, w, k, rc = 0; /* the workers served or served by */
    for (w = first; w <= last && !rc; w++)
        for (k = 0; k < iters + (w + 1) / 2 && !rc; k++) rc = sim_exchange(rank ? -rank : w, 0, &t, sink, user);
    return rc;
}

/* Run one simulated rank: `iters` steps of its pattern, every event to sink. */
static int sim_run(sim_pattern p, int P, int rank, int iters, sim_sink sink, void *user) {
    int64_t nb[6], v[16];
    int n, it, i, rc = 0;
    uint64_t t = 1000;
    if (p == SIM_MASTER) return sim_master(P, rank, iters, sink, user);
    n = sim_neighbours(p, P, rank, nb);
    for (it = 0; it < iters && !rc; it++) {
        int inner = p == SIM_POP ? 20 + (int)((uint64_t)(it * 7919 + rank * 104729) % 21) : 1, k;
        for (k = 0; k < inner && !rc; k++) {
            for (i = 0; i < n && !rc; i++) {
                v[0] = nb[i], v[1] = 8192, v[2] = 5, v[3] = 0, v[4] = i;
                rc = sink(user, SIM_IRECV, 0, v, 5, t, t + 300), t += 400;
            }
            for (i = 0; i < n && !rc; i++) {
                v[0] = nb[i], v[1] = 8192, v[2] = 5, v[3] = 0, v[4] = n + i;
                rc = sink(user, SIM_ISEND, 1, v, 5, t, t + 300), t += 400;
            }
            v[0] = 2 * n;
            for (i = 0; i < 2 * n; i++) v[1 + i] = i;
            if (!rc) rc = sink(user, SIM_WAITALL, 2, v, 1 + 2 * n, t, t + 900), t += 2000;
            if (p == SIM_POP && !rc) {
                v[0] = 8, v[1] = 0;
                rc = sink(user, SIM_ALLREDUCE, 3, v, 2, t, t + 700), t += 800;
            }
        }
        if (p != SIM_POP && it % 10 == 9 && !rc) {
            v[0] = 8, v[1] = 0;
            rc = sink(user, SIM_ALLREDUCE, 3, v, 2, t, t + 700), t += 800;
        }
    }
    return rc;
}

typedef struct sim_rec {
    sct_ctx *c;
    uint32_t site[4];
} sim_rec;

static int sim_record(void *user, int op, int site, const int64_t *v, int nv, uint64_t t0, uint64_t t1) {
    sim_rec *s = (sim_rec *)user;
    sct_event ev;
    ev.op = op;
    ev.site = s->site[site];
    ev.values = v;
    ev.nvalues = nv;
    ev.t_begin = t0;
    ev.t_end = t1;
    return sct_record(s->c, &ev) != SCT_OK;
}

/* One rank's blob (free it with free()); tolerance = 100 - merge precision. */
static int sim_blob(sim_pattern p, int P, int rank, int iters, sct_timing_mode timing, int tolerance, uint8_t **blob,
                    size_t *len) {
    sct_desc d;
    sim_rec s;
    uint8_t *b = NULL;
    int i, rc;
    memset(&d, 0, sizeof d);
    d.ops = &sim_ops;
    d.rank = rank;
    d.timing = timing;
    d.tolerance = tolerance;
    if (sct_create(&d, &s.c) != SCT_OK) return -1;
    for (i = 0; i < 4; i++) {
        uint64_t pc = 0x401000 + 0x40 * (uint64_t)i;
        sct_site(s.c, &pc, 1, &s.site[i]);
    }
    rc = sim_run(p, P, rank, iters, sim_record, &s) || sct_finish(s.c) || sct_serialize(s.c, &b, len);
    if (!rc) {
        *blob = (uint8_t *)malloc(*len);
        memcpy(*blob, b, *len);
    }
    sct_blob_free(s.c, b);
    sct_destroy(s.c);
    return rc ? -1 : 0;
}

/* In-memory transport: each rank sends once (to its parent), so a slot per
   sender is the whole mailbox. Calling sct_merge_reduce for ranks P-1 down
   to 0 runs the radix tree in one thread: every child finishes before its
   parent starts. */
typedef struct sim_msg {
    int32_t to;
    uint8_t *data;
    size_t len;
} sim_msg;

typedef struct sim_net {
    sim_msg *box;
    int32_t size, current; /* current: the rank being run */
    double (*clock)(void);
} sim_net;

static int sim_send(void *u, int32_t to, const void *data, size_t len) {
    sim_net *n = (sim_net *)u;
    int32_t from = n->current;
    if (n->box[from].data) return -1;
    n->box[from].to = to;
    n->box[from].data = (uint8_t *)malloc(len ? len : 1);
    memcpy(n->box[from].data, data, len);
    n->box[from].len = len;
    return 0;
}

static int sim_probe(void *u, int32_t from, size_t *len) {
    sim_net *n = (sim_net *)u;
    if (from < 0 || from >= n->size || !n->box[from].data) return -1;
    *len = n->box[from].len;
    return 0;
}

static int sim_recv(void *u, int32_t from, void *data, size_t len) {
    sim_net *n = (sim_net *)u;
    if (from < 0 || from >= n->size || !n->box[from].data || n->box[from].len != len) return -1;
    if (data) memcpy(data, n->box[from].data, len); /* NULL: drop it */
    free(n->box[from].data);
    n->box[from].data = NULL;
    return 0;
}

static double sim_now(void *u) { return ((sim_net *)u)->clock ? ((sim_net *)u)->clock() : 0.0; }

/* The transport of rank r on net (which it makes the rank being run). */
static sct_transport sim_transport(sim_net *net, int32_t r) {
    sct_transport t;
    memset(&t, 0, sizeof t);
    t.rank = r;
    t.size = net->size;
    t.user = net;
    t.send = sim_send;
    t.probe = sim_probe;
    t.recv = sim_recv;
    t.now = sim_now;
    net->current = r;
    return t;
}

/* Reduce blobs[0..P) (freed on the way) into one merged blob on rank 0,
   which merges through allocator a0 (NULL: the default one; *out is freed
   with sct_blob_release(a0, ...)). */
static int sim_reduce(const sct_op_table *ops, uint8_t **blobs, size_t *lens, int32_t P, int radix,
                      const sct_allocator *a0, double (*clock)(void), uint8_t **out, size_t *outlen,
                      sct_merge_stats *stats0) {
    sim_net net;
    int32_t r;
    int rc = 0;
    net.size = P;
    net.clock = clock;
    net.box = (sim_msg *)calloc((size_t)P, sizeof(sim_msg));
    for (r = P - 1; r >= 0 && !rc; r--) {
        sct_transport t = sim_transport(&net, r);
        sct_merge_stats st;
        uint8_t *o = NULL;
        size_t ol = 0;
        rc = sct_merge_reduce(&t, radix, ops, r ? NULL : a0, blobs[r], lens[r], &o, &ol, &st) != SCT_OK;
        free(blobs[r]);
        blobs[r] = NULL;
        if (r == 0) {
            *out = o;
            *outlen = ol;
            if (stats0) *stats0 = st;
        }
    }
    for (r = 0; r < P; r++) free(net.box[r].data);
    free(net.box);
    return rc;
}

/* Check the decoded events of every rank against a fresh run of the pattern. */
typedef struct sim_check {
    sct_iter *it;
    long n;
    char why[200];
} sim_check;

static inline int sim_compare(void *user, int op, int site, const int64_t *v, int nv, uint64_t t0, uint64_t t1) {
    sim_check *c = (sim_check *)user;
    sct_event_out ev;
    int k;
    (void)site, (void)t0, (void)t1;
    if (sct_iter_next(c->it, &ev) != 1) {
        snprintf(c->why, sizeof c->why, "event %ld: the trace ended", c->n);
        return 1;
    }
    if (ev.op != op || ev.nvalues != nv) {
        snprintf(c->why, sizeof c->why, "event %ld: op %d (%d values), want %d (%d)", c->n, ev.op, ev.nvalues, op, nv);
        return 1;
    }
    for (k = 0; k < nv; k++)
        if (ev.values[k] != v[k]) {
            snprintf(c->why, sizeof c->why, "event %ld value %d: %lld, want %lld", c->n, k, (long long)ev.values[k],
                     (long long)v[k]);
            return 1;
        }
    c->n++;
    return 0;
}

/* 0 when every rank of the file decodes to exactly its events. */
static inline int sim_verify(sct_reader *r, sim_pattern p, int P, int iters, char *why, size_t whylen) {
    int rank;
    for (rank = 0; rank < P; rank++) {
        sim_check c;
        sct_event_out ev;
        memset(&c, 0, sizeof c);
        if (sct_iter_create(r, rank, &c.it) != SCT_OK) {
            snprintf(why, whylen, "rank %d: %.150s", rank, sct_reader_error(r));
            return -1;
        }
        if (sim_run(p, P, rank, iters, sim_compare, &c) || sct_iter_next(c.it, &ev) != 0) {
            snprintf(why, whylen, "rank %d: %s", rank, c.why[0] ? c.why : "more events than the run made");
            sct_iter_destroy(c.it);
            return -1;
        }
        sct_iter_destroy(c.it);
    }
    return 0;
}
/* Calls per (op, site) of a fresh run. */
typedef struct sim_tally {
    long n[SIM_NOPS][4];
} sim_tally;

static inline int sim_count(void *user, int op, int site, const int64_t *v, int nv, uint64_t t0, uint64_t t1) {
    (void)v, (void)nv, (void)t0, (void)t1;
    ((sim_tally *)user)->n[op][site]++;
    return 0;
}

/* For traces taken at a merge precision below 100: every rank's events must
   decode; with exact_counts, each rank's calls per op and call site must
   also be exact (they are unless the merge approximated them). */
static inline int sim_verify_counts(sct_reader *r, sim_pattern p, int P, int iters, int exact_counts, char *why,
                             size_t whylen) {
    int rank;
    for (rank = 0; rank < P; rank++) {
        sim_tally want, got;
        uint32_t n, id;
        sct_iter *it;
        sct_event_out ev;
        memset(&want, 0, sizeof want);
        memset(&got, 0, sizeof got);
        sim_run(p, P, rank, iters, sim_count, &want);
        if (sct_reader_nnodes(r, rank, &n) != SCT_OK) {
            snprintf(why, whylen, "rank %d: %.150s", rank, sct_reader_error(r));
            return -1;
        }
        for (id = 0; id < n; id++) {
            sct_node_info ni;
            sct_site_info si;
            sct_reader_node(r, rank, id, &ni);
            if (ni.kind != SCT_NODE_LEAF || sct_reader_site(r, rank, ni.site, &si) != SCT_OK || si.depth != 1) continue;
            got.n[ni.op][(si.frames[0].offset - 0x401000) / 0x40 % 4] += (long)ni.executions;
        }
        if (exact_counts && memcmp(&want, &got, sizeof want)) {
            snprintf(why, whylen, "rank %d: calls per op and site differ from the run", rank);
            return -1;
        }
        if (sct_iter_create(r, rank, &it) != SCT_OK) {
            snprintf(why, whylen, "rank %d: %.150s", rank, sct_reader_error(r));
            return -1;
        }
        while (sct_iter_next(it, &ev) == 1) {
        }
        sct_iter_destroy(it);
        if (*sct_reader_error(r)) {
            snprintf(why, whylen, "rank %d: %.150s", rank, sct_reader_error(r));
            return -1;
        }
    }
    return 0;
}
#endif
