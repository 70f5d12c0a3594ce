/* Merge precision (ScalaH-Trace section 4, issue 5): random programs are
   recorded twice, losslessly and at a random precision below 100. The lossy
   trace must keep the structure exactly (the same nodes and top level), each
   call site's exact number of calls, and every value drawn from a histogram
   must lie inside one of its bins (peers: among the values seen). Merging
   ranks at low precision keeps every rank decodable. */
#include "common.h"

static uint64_t g_rng;
static uint64_t rnd(void) {
    return tc_xorshift(&g_rng);
}

/* for t < T { for j < n(t) { Isend(peer, bytes, tag) } Waitall(k reqs); Bcast(count) } */
static void program(sct_ctx **c, int nc, tc_log *log, uint64_t seed) {
    uint64_t clock = 0, save = g_rng;
    int t, j, k, T = 5 + (int)(seed % 40), base = 10 + (int)(seed % 50);
    g_rng = seed | 1;
    for (t = 0; t < T; t++) {
        int n = base + (int)(rnd() % 7), reqs = 1 + (int)(rnd() % 4);
        int64_t w[6] = {0, reqs, 0, 1, 2, 3};
        for (j = 0; j < n; j++) {
            int64_t s[3] = {(int64_t)(rnd() % 3) - 1, 1000 + (int64_t)(rnd() % 50), j % 2};
            for (k = 0; k < nc; k++) {
                uint64_t ck = clock;
                tc_record(c[k], k ? NULL : log, 2, 0, s, 3, &ck);
            }
            clock += 100;
        }
        for (k = 0; k < nc; k++) {
            uint64_t ck = clock;
            tc_record(c[k], NULL, 3, 1, w, 2 + reqs, &ck);
            tc_record(c[k], NULL, 1, 2, (int64_t[]){(int64_t)(rnd() % 9) + 60}, 1, &ck);
        }
        clock += 300;
    }
    g_rng = save;
}

/* Every decoded value of a histogram stream lies in one of its bins, or in
   its table of values. Returns "" or why not. */
static void check_draws(sct_reader *r, int32_t rank, char *why) {
    sct_iter *it;
    sct_event_out ev;
    long n = 0;
    int got = 0;
    why[0] = 0;
    if (sct_iter_create(r, rank, &it) != SCT_OK) {
        sprintf(why, "iterator: %s", sct_reader_error(r));
        return;
    }
    while (!why[0] && (got = sct_iter_next(it, &ev)) == 1 && n++ < 200000) {
        const sct_op *op = &sct_reader_ops(r)->ops[ev.op];
        int q, k = 0, vi = 0, t = sct_reader_trace_of(r, rank);
        for (q = 0; q < op->nparams && !why[0]; q++) {
            int arr = op->param_roles[q] & SCT_PARAM_ARRAY, m = arr ? 2 : 1, j;
            int64_t len = arr ? ev.values[vi] : 0;
            for (j = 0; j < m && !why[0]; j++) {
                int nvar, v, w, ntab;
                const sct_hist *h;
                const int64_t *tab;
                const uint64_t *tabn;
                int64_t lo = arr && j ? 1 : 0, hi = arr && j ? len : 0, x;
                sct_reader_trace_variants(r, t, ev.leaf, k + j, &nvar);
                for (v = 0; v < nvar; v++) {
                    const sct_ranklist *rl;
                    sct_stream_summary sum;
                    sct_reader_trace_variant(r, t, ev.leaf, k + j, v, &rl, &sum);
                    if (!sct_ranklist_contains(rl, rank)) continue;
                    if (sct_reader_trace_variant_hist(r, t, ev.leaf, k + j, v, &h, &tab, &tabn, &ntab) != SCT_OK)
                        break;
                    for (x = lo; x <= hi; x++) {
                        int64_t val = ev.values[vi + x];
                        int ok = 0;
                        for (w = 0; w < h->nbins; w++) ok |= val >= h->bins[w].min && val <= h->bins[w].max;
                        if (ntab) {
                            int in = 0;
                            for (w = 0; w < ntab; w++) in |= tab[w] == val;
                            ok &= in;
                        }
                        if (!ok) sprintf(why, "event %ld: %s value %lld outside its histogram", n, op->name, (long long)val);
                    }
                }
            }
            vi += arr ? 1 + (int)len : 1;
            k += m;
        }
    }
    if (!why[0] && got < 0) sprintf(why, "iterator: %s", sct_reader_error(r));
    sct_iter_destroy(it);
}

static void lossy_keeps_structure_and_counts(void) {
    int trial;
    for (trial = 0; trial < 300 && !t__now; trial++) {
        sct_ctx *c[2];
        tc_log log = {0};
        uint8_t *f[2];
        size_t fl[2];
        sct_reader *r[2];
        char err[256], why[512];
        int k, tol = 1 + (int)(rnd() % 100);
        for (k = 0; k < 2; k++) c[k] = tc_rank_ctx(0, SCT_TIMING_HIST, k ? tol : 0, 3);
        program(c, 2, &log, rnd());
        for (k = 0; k < 2; k++) {
            r[k] = tc_write_read(c[k], &f[k], &fl[k], err);
            CHECKF(r[k] != NULL, "trial %d: %s", trial, err);
        }
        if (r[0] && r[1]) {
            const uint32_t *root0, *root1;
            int n0 = 0, n1 = 0;
            uint32_t nn0 = 0, nn1 = 0, id;
            sct_reader_nnodes(r[0], 0, &nn0);
            sct_reader_nnodes(r[1], 0, &nn1);
            sct_reader_root(r[0], 0, &root0, &n0);
            CHECKF(nn0 == nn1, "trial %d (tolerance %d): %u nodes lossless, %u lossy", trial, tol, nn0, nn1);
            for (id = 0; id < nn0 && nn0 == nn1 && !t__now; id++) {
                sct_node_info a, b;
                sct_reader_node(r[0], 0, id, &a);
                sct_reader_node(r[1], 0, id, &b);
                CHECKF(a.kind == b.kind && a.op == b.op && a.site == b.site && a.nbody == b.nbody &&
                           (a.kind == SCT_NODE_LOOP || a.executions == b.executions),
                       "trial %d (tolerance %d): node %u differs (executions %llu vs %llu)", trial, tol, id,
                       (unsigned long long)a.executions, (unsigned long long)b.executions);
            }
            sct_reader_root(r[1], 0, &root1, &n1);
            sct_reader_root(r[0], 0, &root0, &n0);
            CHECKF(n0 == n1, "trial %d: top level %d vs %d", trial, n0, n1);
            check_draws(r[1], 0, why);
            CHECKF(!why[0], "trial %d (tolerance %d): %s", trial, tol, why);
            if (tol == 100) { /* p = 0: every irregular stream is a histogram */
                sct_trace_info ti;
                sct_reader_trace(r[1], 0, &ti);
                CHECK(ti.histograms > 0 && ti.precision == 0);
            }
        }
        for (k = 0; k < 2; k++) {
            sct_reader_close(r[k]);
            free(f[k]);
            sct_destroy(c[k]);
        }
        free(log.ev);
    }
}

/* Ranks merged at low precision: each decodes, its draws stay in range. */
static void lossy_merge_decodes_every_rank(void) {
    int trial;
    for (trial = 0; trial < 30 && !t__now; trial++) {
        int P = 2 + (int)(rnd() % 12), r, tol = (int)(rnd() % 101);
        uint8_t **blobs = (uint8_t **)calloc((size_t)P, sizeof *blobs), *file = NULL;
        size_t *lens = (size_t *)calloc((size_t)P, sizeof *lens);
        sct_reader *rd;
        char err[256], why[512];
        for (r = 0; r < P; r++) {
            sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_HIST, tol, 3);
            program(&c, 1, NULL, 1000 + (uint64_t)(r % 3) * 7 + (uint64_t)trial);
            blobs[r] = tc_blob(c, &lens[r]);
        }
        for (r = P - 1; r > 0; r--) /* fold all into blob 0 */
            CHECK(tc_fold(&blobs[r - 1], &lens[r - 1], blobs[r], lens[r]) == 0);
        rd = tc_blob_reader(blobs[0], lens[0], &file, err);
        CHECKF(rd != NULL, "trial %d: %s", trial, err);
        for (r = 0; rd && r < P && !t__now; r++) {
            check_draws(rd, r, why);
            CHECKF(!why[0], "trial %d (P=%d, tolerance %d) rank %d: %s", trial, P, tol, r, why);
        }
        sct_reader_close(rd);
        free(file);
        free(blobs[0]);
        free(blobs);
        free(lens);
    }
}

/* A POP-like rank (ScalaH-Trace's motivating case): each timestep a halo
   (loop of 2 Isends), a collective, then solver phases that come and go with
   random trip counts, and a diagnostic every third step. No two timesteps
   need fold exactly, so only approximate folding keeps the top level short. */
static void pop_program(sct_ctx *c, tc_log *log, uint64_t seed, int T) {
    uint64_t clock = 0, rs = seed | 1;
    int t, i, j;
    static const int64_t one[1] = {1}, seven[1] = {7}, three[1] = {3};
    tc_record(c, log, 0, 0, NULL, 0, &clock);
    tc_record(c, log, 1, 1, one, 1, &clock);
    for (t = 0; t < T; t++) {
        int n1 = (int)(tc_xorshift(&rs) % 6), n2 = (int)(tc_xorshift(&rs) % 5);
        for (j = 0; j < 2; j++) {
            int64_t v[3] = {j ? -1 : 1, 800, j};
            tc_record(c, log, 2, 2, v, 3, &clock);
        }
        tc_record(c, log, 1, 3, seven, 1, &clock);
        for (i = 0; i < n1; i++) {
            int64_t v[3] = {1, 64, 0}, w[3] = {0, 1, 0};
            tc_record(c, log, 2, 4, v, 3, &clock);
            tc_record(c, log, 3, 5, w, 3, &clock);
        }
        for (i = 0; i < n2; i++) tc_record(c, log, 1, 6, three, 1, &clock);
        if (t % 3 == 0) tc_record(c, log, 0, 7, NULL, 0, &clock);
    }
    tc_record(c, log, 0, 0, NULL, 0, &clock);
}

/* The calls of each op that trace t implies over all its ranks: a top-level
   entry runs once per rank, a loop's body as often as its trip counts add
   up to (a histogram's sum; an exact variant's sum once per rank it holds). */
static void implied_calls(sct_reader *r, int t, double *calls) {
    sct_trace_info ti;
    uint32_t i, n;
    double *runs;
    sct_reader_trace(r, t, &ti);
    n = (uint32_t)ti.nodes;
    runs = (double *)calloc((size_t)n + 1, sizeof *runs);
    for (i = 0; i < ti.entries; i++) {
        uint32_t node;
        const sct_ranklist *rl;
        sct_reader_trace_entry(r, t, i, &node, &rl);
        runs[node] += (double)sct_ranklist_count(rl);
    }
    for (i = n; i-- > 0;) { /* bodies hold smaller ids */
        sct_node_info ni;
        int v, nv = 0, b;
        double iters = 0;
        sct_reader_trace_node(r, t, i, &ni);
        if (ni.kind == SCT_NODE_LEAF) {
            calls[ni.op] += runs[i];
            continue;
        }
        sct_reader_trace_variants(r, t, i, 0, &nv);
        for (v = 0; v < nv; v++) {
            const sct_ranklist *rl;
            sct_stream_summary sum;
            sct_reader_trace_variant(r, t, i, 0, v, &rl, &sum);
            iters += sum.histogram ? sum.sum : sum.sum * (double)sct_ranklist_count(rl);
        }
        for (b = 0; b < ni.nbody; b++) runs[ni.body[b]] += iters;
    }
    free(runs);
}

static void log_calls(const tc_log *l, double *calls) {
    size_t i;
    for (i = 0; i < l->n; i++) calls[l->ev[i].op] += 1;
}

/* Approximate folding: at p = 99 nothing is close enough for a histogram,
   so the re-grouped trace must decode exactly, with a short top level; at
   p = 0 the file stays the same size from 100 to 800 timesteps, and the calls
   per op implied by the trip counts are the real ones. Fails if sct_finish
   stops re-grouping (the top level then grows with the timesteps). */
static void approx_fold_pop(void) {
    int trial;
    for (trial = 0; trial < 20 && !t__now; trial++) {
        uint64_t seed = rnd();
        int T = 100 + (int)(seed % 50), k;
        size_t bytes[2] = {0, 0};
        for (k = 0; k < 3; k++) {
            static const int tol[3] = {1, 100, 100};
            sct_ctx *c = tc_ctx_full(0, SCT_TIMING_OFF, 0, tol[k], 8);
            tc_log log = {0};
            uint8_t *f = NULL;
            size_t fl = 0;
            char err[256], why[512];
            sct_reader *r;
            const uint32_t *root;
            int n = 0, op;
            double got[5] = {0}, want[5] = {0};
            pop_program(c, &log, seed, k == 2 ? 8 * T : T);
            r = tc_write_read(c, &f, &fl, err);
            CHECKF(r != NULL, "trial %d: %s", trial, err);
            if (r) {
                sct_reader_root(r, 0, &root, &n);
                CHECKF(n <= 6, "trial %d (tolerance %d): top level of %d entries: not re-grouped", trial, tol[k], n);
                if (k == 0) {
                    tc_compare(r, &log, 0, why);
                    CHECKF(!why[0], "trial %d: p = 99 must decode exactly: %s", trial, why);
                }
                implied_calls(r, 0, got);
                log_calls(&log, want);
                for (op = 0; op < 5; op++)
                    CHECKF(got[op] == want[op], "trial %d (tolerance %d): op %d: %.0f calls implied, %.0f made", trial,
                           tol[k], op, got[op], want[op]);
                check_draws(r, 0, why);
                CHECKF(!why[0], "trial %d (tolerance %d): %s", trial, tol[k], why);
                if (k) bytes[k - 1] = fl;
            }
            sct_reader_close(r);
            free(f);
            sct_destroy(c);
            free(log.ev);
        }
        CHECKF(bytes[1] <= bytes[0] + bytes[0] / 10, "trial %d: p = 0 file grew from %zu to %zu bytes with 8x the steps",
               trial, bytes[0], bytes[1]);
    }
}

/* POP-like ranks merged at p = 0: the ranks' re-grouped loops merge into one
   (constant top level whatever the rank count) and the calls per op implied
   over all ranks are the real ones; at p = 99 every rank decodes exactly. */
static void approx_merge_pop(void) {
    int trial;
    for (trial = 0; trial < 10 && !t__now; trial++) {
        int P = 2 + (int)(rnd() % 15), r, k;
        for (k = 0; k < 2; k++) {
            int tol = k ? 100 : 1;
            uint8_t *merged = NULL, *file = NULL;
            size_t mlen = 0;
            tc_log *logs = (tc_log *)calloc((size_t)P, sizeof *logs);
            sct_reader *rd;
            char err[256] = "", why[512];
            double got[5] = {0}, want[5] = {0};
            int op;
            sct_trace_info ti;
            for (r = 0; r < P; r++) {
                sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_OFF, tol, 8);
                uint8_t *b;
                size_t bl = 0;
                pop_program(c, &logs[r], 77 + (uint64_t)r * 1000 + (uint64_t)trial, 60);
                log_calls(&logs[r], want);
                b = tc_blob(c, &bl);
                CHECK(tc_fold(&merged, &mlen, b, bl) == 0);
            }
            rd = tc_blob_reader(merged, mlen, &file, err);
            CHECKF(rd != NULL, "trial %d: %s", trial, err);
            if (rd) {
                implied_calls(rd, 0, got);
                for (op = 0; op < 5; op++)
                    CHECKF(got[op] == want[op], "trial %d (P=%d, tolerance %d): op %d: %.0f calls implied, %.0f made",
                           trial, P, tol, op, got[op], want[op]);
                sct_reader_trace(rd, 0, &ti);
                if (k) CHECKF(ti.entries <= 6, "trial %d (P=%d): %u top-level entries at p = 0", trial, P, ti.entries);
                for (r = 0; r < P && !t__now; r++) {
                    if (k) check_draws(rd, r, why);
                    else tc_compare_at(rd, r, &logs[r], 0, why);
                    CHECKF(!why[0], "trial %d (P=%d, tolerance %d) rank %d: %s", trial, P, tol, r, why);
                }
            }
            sct_reader_close(rd);
            free(file);
            free(merged);
            for (r = 0; r < P; r++) free(logs[r].ev);
            free(logs);
        }
    }
}

/* The POP example's shape, rank by rank: each timestep a halo to the active
   neighbours and a collective, then a solver of max_trips iterations in
   which a rank exchanges halos only while it still has trips of its own
   (its count differs by rank and step, so ranks stop at different points),
   each iteration ending in a collective; every fourth step a diagnostic. */
static void pop_rank_program(sct_ctx *c, tc_log *log, int32_t rank, uint64_t seed, int T) {
    uint64_t clock = 0, shared = seed | 1;
    int t, i, j;
    static const int64_t one[1] = {1}, eight[1] = {8};
    tc_record(c, log, 0, 0, NULL, 0, &clock);
    for (t = 0; t < T; t++) {
        int max_trips = 1 + (int)(tc_xorshift(&shared) % 8), mine, nbrs;
        uint64_t rs = (seed ^ ((uint64_t)rank << 32) ^ ((uint64_t)t << 8)) * UINT64_C(0x9e3779b97f4a7c15) | 1;
        mine = (int)(tc_xorshift(&rs) % (uint64_t)(max_trips + 1));
        nbrs = 1 + (int)(tc_xorshift(&rs) % 4);
        for (j = 0; j < nbrs; j++) {
            int64_t v[3] = {j - 2, 256, j};
            tc_record(c, log, 2, 1, v, 3, &clock);
        }
        tc_record(c, log, 3, 2, (int64_t[]){0, 1, 5}, 3, &clock);
        tc_record(c, log, 1, 3, eight, 1, &clock);
        for (i = 0; i < max_trips; i++) {
            if (i < mine) {
                int active = 1 + (int)(tc_xorshift(&rs) % (uint64_t)nbrs);
                for (j = 0; j < active; j++) {
                    int64_t v[3] = {j + 1, 64, 4};
                    tc_record(c, log, 2, 4, v, 3, &clock);
                }
                tc_record(c, log, 3, 5, (int64_t[]){0, 1, 6}, 3, &clock);
            }
            tc_record(c, log, 1, 6, one, 1, &clock);
        }
        if (t % 4 == 3) tc_record(c, log, 0, 7, NULL, 0, &clock);
    }
    tc_record(c, log, 0, 0, NULL, 0, &clock);
}

/* sct_merge_reduce in one thread: each rank sends once, to its parent, so a
   slot per sender is the whole mailbox; ranks run from P-1 down to 0. */
typedef struct tc_net {
    uint8_t **box;
    size_t *len;
    int32_t current;
} tc_net;

static int tc_net_send(void *u, int32_t to, const void *data, size_t len) {
    tc_net *n = (tc_net *)u;
    (void)to;
    if (n->box[n->current]) return -1;
    n->box[n->current] = (uint8_t *)malloc(len ? len : 1);
    memcpy(n->box[n->current], data, len);
    n->len[n->current] = len;
    return 0;
}

static int tc_net_probe(void *u, int32_t from, size_t *len) {
    tc_net *n = (tc_net *)u;
    if (!n->box[from]) return -1;
    *len = n->len[from];
    return 0;
}

static int tc_net_recv(void *u, int32_t from, void *data, size_t len) {
    tc_net *n = (tc_net *)u;
    if (!n->box[from] || n->len[from] != len) return -1;
    memcpy(data, n->box[from], len);
    free(n->box[from]);
    n->box[from] = NULL;
    return 0;
}

/* Reduce blobs[0..P) (freed) with the radix tree into a file; NULL on failure. */
static uint8_t *reduce_to_file(uint8_t **blobs, size_t *lens, int32_t P, int radix, size_t *flen) {
    tc_net net;
    sct_transport t;
    uint8_t *merged = NULL, *copy;
    size_t mlen = 0;
    int32_t r;
    int ok = 1;
    net.box = (uint8_t **)calloc((size_t)P, sizeof *net.box);
    net.len = (size_t *)calloc((size_t)P, sizeof *net.len);
    memset(&t, 0, sizeof t);
    t.size = P;
    t.user = &net;
    t.send = tc_net_send;
    t.probe = tc_net_probe;
    t.recv = tc_net_recv;
    for (r = P - 1; r >= 0; r--) {
        uint8_t *o = NULL;
        size_t ol = 0;
        t.rank = net.current = r;
        ok &= blobs[r] && sct_merge_reduce(&t, radix, &tc_table, NULL, blobs[r], lens[r], &o, &ol, NULL) == SCT_OK;
        free(blobs[r]);
        if (r == 0) {
            merged = o;
            mlen = ol;
        }
    }
    copy = ok ? tc_blob_file(merged, mlen, flen) : NULL;
    sct_blob_release(NULL, merged);
    for (r = 0; r < P; r++) free(net.box[r]);
    free(net.box);
    free(net.len);
    return copy;
}

/* A histogram replay's walk: all ranks in lockstep on the collectives, so
   a rank runs a guard as often as the lowest one, into loops it never ran. */
static void walk_all(sct_reader *rd, int32_t P, int trial) {
    static const unsigned char lockstep[5] = {1, 1, 0, 0, 0}; /* Barrier, Bcast */
    int32_t *ranks = (int32_t *)malloc((size_t)P * sizeof *ranks), r;
    sct_walk_desc d;
    sct_walk *w = NULL;
    sct_walk_event ev;
    int got = SCT_ERR_ARG;
    long n = 0;
    for (r = 0; r < P; r++) ranks[r] = r;
    memset(&d, 0, sizeof d);
    d.ranks = ranks;
    d.nranks = P;
    d.lockstep_ops = lockstep;
    if (sct_walk_create(rd, &d, &w) == SCT_OK)
        while ((got = sct_walk_next(w, &ev)) == 1 && n < 4000000) n++;
    CHECKF(got == 0, "trial %d (P=%d): lockstep walk: %s", trial, P, sct_reader_error(rd));
    sct_walk_destroy(w);
    free(ranks);
}

/* Every rank of a POP-like run merged by the radix tree decodes to its end
   (issue 5's regression: at p = 0 a rank taking part in a merged loop had no
   trip counts for a loop inside a guard it never ran, or for the guard
   itself), at p = 0, 40 and 5; the calls implied per op stay exact, and all
   ranks' drawn events add up to the events made within 10 %. */
static void approx_reduce_pop_decodes(void) {
    static const int32_t sizes[] = {3, 4, 6, 9, 13, 16};
    static const int tols[] = {100, 40, 5};
    int trial;
    for (trial = 0; trial < 24 && !t__now; trial++) {
        int32_t P = sizes[trial % 6], r;
        int tol = tols[(trial / 6) % 3], T = trial < 18 ? 20 + (int)(rnd() % 40) : 60, radix = 2 + trial % 3, op;
        uint64_t seed = rnd();
        uint8_t **blobs = (uint8_t **)calloc((size_t)P, sizeof *blobs), *file;
        size_t *lens = (size_t *)calloc((size_t)P, sizeof *lens), flen = 0;
        double got[5] = {0}, want[5] = {0}, drawn = 0;
        sct_reader *rd = NULL;
        char err[256] = "";
        for (r = 0; r < P; r++) {
            sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_OFF, tol, 8);
            tc_log log = {0};
            pop_rank_program(c, &log, r, seed, T);
            log_calls(&log, want);
            blobs[r] = tc_blob(c, &lens[r]);
            free(log.ev);
        }
        file = reduce_to_file(blobs, lens, P, radix, &flen);
        CHECKF(file != NULL, "trial %d (P=%d, tolerance %d): the reduction failed", trial, P, tol);
        if (file) sct_reader_open_memory(file, flen, NULL, &rd, err, sizeof err);
        CHECKF(!file || rd, "trial %d: %s", trial, err);
        if (rd) {
            implied_calls(rd, 0, got);
            for (op = 0; op < 5; op++)
                CHECKF(got[op] == want[op], "trial %d (P=%d, tolerance %d): op %d: %.0f calls implied, %.0f made", trial,
                       P, tol, op, got[op], want[op]);
        }
        for (r = 0; rd && r < P && !t__now; r++) {
            sct_iter *it = NULL;
            sct_event_out ev;
            int got1 = SCT_ERR_ARG;
            long n = 0;
            if (sct_iter_create(rd, r, &it) == SCT_OK)
                while ((got1 = sct_iter_next(it, &ev)) == 1) n++;
            CHECKF(got1 == 0 && n > 0, "trial %d (P=%d, tolerance %d, T=%d, radix %d) rank %d: %s", trial, P, tol, T,
                   radix, r, sct_reader_error(rd));
            sct_iter_destroy(it);
            drawn += (double)n;
        }
        if (rd) { /* drawn trip counts make about as many calls as were made (they made 1.3-3x before the
                     reader steered draws to the histograms' sums and the merge kept counts per entry) */
            double made = want[0] + want[1] + want[2] + want[3] + want[4];
            CHECKF(fabs(drawn / made - 1) <= 0.1, "trial %d (P=%d, tolerance %d, T=%d): %.0f events drawn for %.0f made",
                   trial, P, tol, T, drawn, made);
        }
        if (rd && !t__now) walk_all(rd, P, trial);
        sct_reader_close(rd);
        free(file);
        free(blobs);
        free(lens);
    }
}

/* The anchor of the approximate fold starts every outer iteration: POP-like
   ranks (the exact fold groups runs of same-shaped timesteps into loops, the
   solver's calls sometimes run alone at the top level, a diagnostic runs
   every 4th timestep) merged at p = 0 give one top-level loop whose trip
   count is the number of timesteps on every rank, and a top level of the
   same few entries whatever the number of timesteps. Fails if the anchor
   is a call inside the timestep's loops, or the diagnostic, or if the runs
   are not unrolled (then ranks cut at their own granularity). */
static void approx_anchor_outer_iteration(void) {
    int trial;
    for (trial = 0; trial < 8 && !t__now; trial++) {
        int32_t P = 2 + (int32_t)(rnd() % 8), r;
        int T = trial % 2 ? 240 : 60, i, n = 0;
        uint64_t seed = rnd();
        uint8_t **blobs = (uint8_t **)calloc((size_t)P, sizeof *blobs), *file;
        size_t *lens = (size_t *)calloc((size_t)P, sizeof *lens), flen = 0;
        sct_reader *rd = NULL;
        char err[256] = "";
        for (r = 0; r < P; r++) {
            sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_OFF, 100, 8);
            tc_log log = {0};
            pop_rank_program(c, &log, r, seed, T);
            blobs[r] = tc_blob(c, &lens[r]);
            free(log.ev);
        }
        file = reduce_to_file(blobs, lens, P, 2, &flen);
        if (file) sct_reader_open_memory(file, flen, NULL, &rd, err, sizeof err);
        CHECKF(rd != NULL, "trial %d (P=%d): %s", trial, P, err);
        for (r = 0; rd && r < P; r++) { /* the re-grouped loop: the top-level loop of the longest body */
            const uint32_t *root = NULL;
            sct_node_info ni;
            sct_stream_summary sum;
            uint32_t loop = UINT32_MAX;
            int nbody = 0;
            sct_reader_root(rd, r, &root, &n);
            for (i = 0; i < n; i++)
                if (sct_reader_node(rd, r, root[i], &ni) == SCT_OK && ni.kind == SCT_NODE_LOOP && ni.nbody > nbody) {
                    loop = root[i];
                    nbody = ni.nbody;
                }
            CHECKF(loop != UINT32_MAX && n <= 8, "trial %d (P=%d, T=%d) rank %d: %d top-level entries", trial, P, T, r, n);
            if (loop == UINT32_MAX || sct_reader_stream(rd, r, loop, 0, &sum) != SCT_OK) continue;
            CHECKF(sum.count == 1 && sum.min == T, "trial %d (P=%d, T=%d) rank %d: the loop of %d elements ran %llu times, first %.0f trips, not once %d",
                   trial, P, T, r, nbody, (unsigned long long)sum.count, (double)sum.min, T);
        }
        sct_reader_close(rd);
        free(file);
        free(blobs);
        free(lens);
    }
}

/* Ranks that all send to one rank name it by different offsets (workers to
   their master: -1, -2, ...). The merge keeps such a peer one exact
   absolute variant: at precision 100 for ranks with as many calls, and
   below it for any counts (the variant holds the most calls, the others
   read fewer), where a histogram of the offsets would send the draws to
   other ranks. Offsets that name different ranks (a pair's +1 and -1) stay
   apart. Every rank decodes its own peers; at precision 95, where the
   ranks' call counts are too far apart to join a histogram, every rank
   decodes exactly what it recorded. */
/* The id of the Isend leaf (op 2) in the file's one trace, or -1. */
static int64_t isend_leaf(sct_reader *rd) {
    sct_trace_info ti;
    sct_node_info ni;
    uint32_t id;
    if (sct_reader_trace(rd, 0, &ti) != SCT_OK) return -1;
    for (id = 0; id < ti.nodes; id++)
        if (sct_reader_trace_node(rd, 0, id, &ni) == SCT_OK && ni.kind == SCT_NODE_LEAF && ni.op == 2) return id;
    return -1;
}

static int isend_peer_variants(sct_reader *rd) {
    int64_t id = isend_leaf(rd);
    int n = -1;
    if (id >= 0) sct_reader_trace_variants(rd, 0, (uint32_t)id, 0, &n);
    return n;
}

/* What rank sees of its peer stream at the Isend leaf: the summary's count
   and how many values a cursor reads (-1 on an error). */
static void isend_peer_counts(sct_reader *rd, int32_t rank, int64_t *summary, int64_t *cursor) {
    int64_t id = isend_leaf(rd), buf[64];
    sct_stream_summary sum;
    sct_stream_cursor cur;
    size_t n;
    *summary = *cursor = -1;
    if (id < 0 || sct_reader_stream(rd, rank, (uint32_t)id, 0, &sum) != SCT_OK ||
        sct_reader_stream_cursor(rd, rank, (uint32_t)id, 0, &cur) != SCT_OK)
        return;
    *summary = (int64_t)sum.count;
    *cursor = 0;
    while ((n = sct_stream_cursor_next(&cur, buf, 64)) > 0) *cursor += (int64_t)n;
}

static void constant_peers_stay_exact(void) {
    enum { P = 7 };
    int tol, same, r;
    static const int tols[] = {0, 5, 100};
    for (int ti = 0; ti < 3; ti++)
        for (same = 0; same < 4; same++) {
            uint8_t *blob[P], *file = NULL;
            size_t len[P];
            tc_log log[P];
            sct_reader *rd;
            char err[256], why[512];
            memset(log, 0, sizeof log);
            tol = tols[ti];
            for (r = 0; r < P; r++) {
                sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_HIST, tol, 2);
                uint64_t clock = 0;
                /* counts: all apart, all equal, equal for pairs of ranks (1-2, 3-4, 5-6) */
                int j, n = same == 0 ? 4 + r : same == 1 ? 6 : 6 + (r + 1) / 2;
                for (j = 0; j < n; j++) {
                    int64_t v[3] = {r == 0 ? 1 + j % (P - 1) : -r, 8, 1};
                    if (r >= P - 2) v[0] = r == P - 2 ? 1 : -1; /* the last two: a pair */
                    tc_record(c, &log[r], 2, 0, v, 3, &clock);
                }
                tc_record(c, &log[r], 1, 1, (int64_t[]){60}, 1, &clock);
                blob[r] = tc_blob(c, &len[r]);
            }
            if (same < 3) /* folded one rank at a time, from the last */
                for (r = P - 1; r > 0; r--) CHECK(tc_fold(&blob[r - 1], &len[r - 1], blob[r], len[r]) == 0);
            else /* folded as the radix tree does: pairs, then pairs of pairs */
                CHECK(tc_fold_tree(blob, len, P) == 0);
            rd = tc_blob_reader(blob[0], len[0], &file, err);
            CHECKF(rd != NULL, "%s", err);
            for (r = 0; rd && r < P; r++) {
                sct_iter *it = NULL;
                sct_event_out ev;
                if (tol < 100) { /* precision 100, or 95 with counts too far apart to share a histogram */
                    int64_t ns, nc;
                    tc_compare_at(rd, r, &log[r], 0, why);
                    CHECKF(!why[0], "precision %d, same counts %d, rank %d: %s", 100 - tol, same, r, why);
                    isend_peer_counts(rd, r, &ns, &nc);
                    CHECKF(ns == (int64_t)log[r].n - 1 && nc == ns,
                           "precision %d, same counts %d, rank %d: %lld sends, its peer stream %lld / %lld values",
                           100 - tol, same, r, (long long)log[r].n - 1, (long long)ns, (long long)nc);
                    continue;
                }
                CHECK(sct_iter_create(rd, r, &it) == SCT_OK);
                while (it && sct_iter_next(it, &ev) == 1)
                    CHECKF(ev.op != 2 || ev.values[0] == log[r].ev[0].v[0] || r == 0,
                           "precision 0, same counts %d: rank %d sends to %+lld, recorded %+lld", same, r,
                           (long long)ev.values[0], (long long)log[r].ev[0].v[0]);
                sct_iter_destroy(it);
            }
            /* rank 0's own, the workers' rank 0, the pair's +1 and -1 */
            if (rd && (tol || same == 1))
                CHECKF(isend_peer_variants(rd) == 4, "precision %d, same counts %d: %d peer variants", 100 - tol,
                       same, isend_peer_variants(rd));
            sct_reader_close(rd);
            free(file);
            free(blob[0]);
            for (r = 0; r < P; r++) free(log[r].ev);
        }
}

/* Long time steps that two ranks fold into differently shaped loops (issue
   36): rank 0 makes a call of its own each step, rank 1 polls a request 3
   times where rank 0 tests it once, and each step has 200 sites with a
   collective. Below precision 100 the merge makes one loop for both (the
   collective in one entry for all ranks) and each rank decodes exactly; a
   loop of another period (every step against pairs of steps) is left apart. */
static void merge_pairs_calls_and_polls(void) {
    int pass;
    for (pass = 0; pass < 2 && !t__now; pass++) {
        tc_log log[2];
        uint8_t *blobs[2], *file = NULL;
        size_t lens[2];
        sct_reader *rd;
        sct_trace_info ti;
        char err[256], why[512];
        int r, t, j;
        uint32_t e, node, loops = 0;
        const sct_ranklist *rl;
        memset(log, 0, sizeof log);
        for (r = 0; r < 2; r++) {
            sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_OFF, 5, 210);
            uint64_t clock = 0;
            for (t = 0; t < 40; t++) {
                for (j = 0; j < 200; j++) tc_record(c, &log[r], 2, 3 + (uint32_t)j, (int64_t[]){1, 8 * j, t % 4}, 3, &clock);
                tc_record(c, &log[r], 1, 1, (int64_t[]){8}, 1, &clock);
                if (r == 0) tc_record(c, &log[r], 0, 2, NULL, 0, &clock);
                for (j = 0; j < (r == 1 ? 3 : 1) && (pass == 0 || r == 0 || t % 2); j++)
                    tc_record(c, &log[r], 3, 0, (int64_t[]){0, 1, 7}, 3, &clock);
            }
            blobs[r] = tc_blob(c, &lens[r]);
        }
        CHECK(tc_fold(&blobs[0], &lens[0], blobs[1], lens[1]) == 0);
        rd = tc_blob_reader(blobs[0], lens[0], &file, err);
        CHECKF(rd != NULL, "%s", err);
        for (r = 0; rd && r < 2; r++)
            CHECKF(!tc_compare_at(rd, r, &log[r], 0, why)[0], "pass %d rank %d: %s", pass, r, why);
        CHECK(!rd || sct_reader_trace(rd, 0, &ti) == SCT_OK);
        for (e = 0; rd && e < ti.entries; e++) {
            sct_node_info ni;
            CHECK(sct_reader_trace_entry(rd, 0, e, &node, &rl) == SCT_OK);
            CHECK(sct_reader_trace_node(rd, 0, node, &ni) == SCT_OK);
            if (ni.kind == SCT_NODE_LOOP) loops += sct_ranklist_count(rl) == 2 ? 100 : 1;
        }
        /* pass 0: one loop of both ranks; pass 1 (rank 1 polls every
           other step only, so its body is two steps long): one loop each */
        CHECKF(loops == (pass ? 2u : 100u), "pass %d: top-level loops %u (100 per loop of both ranks)", pass, loops);
        sct_reader_close(rd);
        free(file);
        free(blobs[0]);
        for (r = 0; r < 2; r++) free(log[r].ev);
    }
}

/* A loop of time steps on one rank against the same steps written out on
   another (issue 36): rank 0's 3 steps have one shape and fold, 3 x [step];
   rank 1 polls the step's request 3 times in even steps and once in odd ones,
   so below precision 100 its first step stays written out (each is longer
   than an approximate fold's body; the other two fold, 2 x [step]); at
   precision 100 its single poll is a loop of 1 trip and its 3 steps fold
   too, 3 x [... loop(3 or 1, [poll])] (issue 36). Below precision 100 the
   merge peels rank 0's extra step off its loop (sct__mt_peel; it unrolled
   the loop before): each step's collective is in an entry of both ranks,
   alone or in the loop of both (a histogram replay needs them matched), and
   each rank decodes exactly. At precision 100 the traces are left as they
   are. */
static void merge_unrolls_loop_against_written_steps(void) {
    int tol;
    for (tol = 0; tol <= 5 && !t__now; tol += 5) {
        tc_log log[2];
        uint8_t *blobs[2], *file = NULL;
        size_t lens[2];
        sct_reader *rd;
        sct_trace_info ti;
        char err[256], why[512];
        int r, t, j;
        uint32_t e, node, shared = 0, loops = 0, alone = 0;
        const sct_ranklist *rl;
        memset(log, 0, sizeof log);
        for (r = 0; r < 2; r++) {
            sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_OFF, tol, 310);
            uint64_t clock = 0;
            for (t = 0; t < 3; t++) {
                for (j = 0; j < 300; j++) tc_record(c, &log[r], 2, 3 + (uint32_t)j, (int64_t[]){1, 8 * j, t}, 3, &clock);
                tc_record(c, &log[r], 1, 1, (int64_t[]){8}, 1, &clock);
                for (j = 0; j < (r == 1 && t % 2 == 0 ? 3 : 1); j++)
                    tc_record(c, &log[r], 3, 0, (int64_t[]){0, 1, 7}, 3, &clock);
            }
            blobs[r] = tc_blob(c, &lens[r]);
        }
        CHECK(tc_fold(&blobs[0], &lens[0], blobs[1], lens[1]) == 0);
        rd = tc_blob_reader(blobs[0], lens[0], &file, err);
        CHECKF(rd != NULL, "%s", err);
        for (r = 0; rd && r < 2; r++)
            CHECKF(!tc_compare_at(rd, r, &log[r], 0, why)[0], "precision %d rank %d: %s", 100 - tol, r, why);
        CHECK(!rd || sct_reader_trace(rd, 0, &ti) == SCT_OK);
        for (e = 0; rd && e < ti.entries; e++) {
            sct_node_info ni;
            CHECK(sct_reader_trace_entry(rd, 0, e, &node, &rl) == SCT_OK);
            CHECK(sct_reader_trace_node(rd, 0, node, &ni) == SCT_OK);
            shared += ni.kind == SCT_NODE_LEAF && ni.op == 1 && sct_ranklist_count(rl) == 2;
            loops += ni.kind == SCT_NODE_LOOP && ni.nbody > 1;
            alone += ((ni.kind == SCT_NODE_LEAF && ni.op == 1) || (ni.kind == SCT_NODE_LOOP && ni.nbody > 1)) &&
                     sct_ranklist_count(rl) == 1;
        }
        /* precision 95: the first step's Bcast shared, the loop of the two
           others shared, no Bcast or loop of steps of one rank alone;
           precision 100: each rank's loop of steps kept, no Bcast shared */
        CHECKF(tol ? shared == 1 && loops == 1 && alone == 0 : shared == 0 && loops == 2 && alone == 2,
               "precision %d: %u Bcast entries of both ranks, %u loops of steps, %u of one rank", 100 - tol, shared,
               loops, alone);
        sct_reader_close(rd);
        free(file);
        free(blobs[0]);
        for (r = 0; r < 2; r++) free(log[r].ev);
    }
}

/* Loops of one body with other trip counts (issue 36): each case is two
   ranks' steps, [Isend, Isend, Bcast], some of them ending in a Barrier
   instead of their Bcast (such a step is written out, the loop cut around
   it): rank 0 runs a step more than rank 1's loop, written out after it
   (case 0); one step of 10,000 cut out of rank 0's loop (case 1) or written
   out before rank 1's (case 2); 1,000 steps against [100 x step][step][100
   x step] (case 3). Below precision 100 the merge cuts the longer loop into
   the other's pieces, the extra iterations written out (a few) or a piece
   of the loop of their own (case 3: 799 steps), so no loop of steps is
   left to one rank but that piece, and each rank decodes exactly (but case
   3 at precision 0, whose trip counts 100 and 799 join a histogram).
   Unrolled instead, the loops would take 30,000 entries (above the
   unrolling's cap: the loops stayed apart). */
static void merge_peels_other_trip_counts(void) {
    static const int steps[4][2] = {{10001, 10001}, {10000, 10000}, {10000, 10000}, {201, 1000}};
    static const int odd[4][2] = {{10000, -1}, {5000, -1}, {-1, 0}, {100, -1}};
    int tol, cs;
    for (tol = 0; tol <= 100 && !t__now; tol += tol ? 95 : 5)
        for (cs = 0; cs < 4 && !t__now; cs++) {
            tc_log log[2];
            uint8_t *blobs[2], *file = NULL;
            size_t lens[2];
            sct_reader *rd;
            sct_trace_info ti;
            char err[256], why[512];
            int r, t;
            uint32_t e, node, both = 0, one = 0;
            const sct_ranklist *rl;
            memset(log, 0, sizeof log);
            for (r = 0; r < 2; r++) {
                sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_OFF, tol, 8);
                uint64_t clock = 0;
                for (t = 0; t < steps[cs][r]; t++) {
                    tc_record(c, &log[r], 2, 3, (int64_t[]){1, 8, 4}, 3, &clock);
                    tc_record(c, &log[r], 2, 4, (int64_t[]){-1, 8, 5}, 3, &clock);
                    if (t == odd[cs][r]) tc_record(c, &log[r], 0, 2, NULL, 0, &clock);
                    else tc_record(c, &log[r], 1, 1, (int64_t[]){8}, 1, &clock);
                }
                blobs[r] = tc_blob(c, &lens[r]);
            }
            CHECK(tc_fold(&blobs[0], &lens[0], blobs[1], lens[1]) == 0);
            rd = tc_blob_reader(blobs[0], lens[0], &file, err);
            CHECKF(rd != NULL, "%s", err);
            for (r = 0; rd && r < 2 && (tol < 100 || cs < 3); r++)
                CHECKF(!tc_compare_at(rd, r, &log[r], 0, why)[0], "precision %d case %d rank %d: %s", 100 - tol, cs, r,
                       why);
            CHECK(!rd || sct_reader_trace(rd, 0, &ti) == SCT_OK);
            for (e = 0; rd && e < ti.entries; e++) {
                sct_node_info ni;
                CHECK(sct_reader_trace_entry(rd, 0, e, &node, &rl) == SCT_OK);
                CHECK(sct_reader_trace_node(rd, 0, node, &ni) == SCT_OK);
                if (ni.kind == SCT_NODE_LOOP) {
                    both += sct_ranklist_count(rl) == 2;
                    one += sct_ranklist_count(rl) == 1;
                }
            }
            if (tol)
                CHECKF(both >= 1 && one == (cs == 3 ? 1u : 0u) && ti.entries <= 16,
                       "precision %d case %d: %u loops of both ranks, %u of one, %u entries", 100 - tol, cs, both, one,
                       (unsigned)ti.entries);
            sct_reader_close(rd);
            free(file);
            free(blobs[0]);
            for (r = 0; r < 2; r++) free(log[r].ev);
        }
}

/* Time steps [Isend, Isend, Bcast] of one rank for the tests below, each
   at[j] changed by kind[j] (0: none): 1 a Barrier for its Bcast (the step
   is written out and the loop cut around it), 2 a Barrier after its first
   Isend (the loop cut mid-body: the steps after it fold at another phase,
   [Isend Bcast Isend]), 3 its first Isend left out (the rank enters the
   steps mid-body), 4 a Barrier after its second Isend. */
typedef struct steps_spec {
    int steps, at[3], kind[3];
} steps_spec;

static void record_steps(sct_ctx *c, tc_log *log, const steps_spec *s) {
    uint64_t clock = 0;
    int t, j, k;
    for (t = 0; t < s->steps; t++) {
        for (k = 0, j = 0; j < 3; j++)
            if (s->kind[j] && s->at[j] == t) k = s->kind[j];
        if (k != 3) tc_record(c, log, 2, 3, (int64_t[]){1, 8, 4}, 3, &clock);
        if (k == 2) tc_record(c, log, 0, 2, NULL, 0, &clock);
        tc_record(c, log, 2, 4, (int64_t[]){-1, 8, 5}, 3, &clock);
        if (k == 4) tc_record(c, log, 0, 2, NULL, 0, &clock);
        if (k == 1) tc_record(c, log, 0, 2, NULL, 0, &clock);
        else tc_record(c, log, 1, 1, (int64_t[]){8}, 1, &clock);
    }
}

/* Merge n ranks' steps (sp) over a radix-2 tree at precision 95 and 100:
   each rank decodes exactly, and at 95 every loop of steps is an entry of
   all ranks, in at most max_entries entries; of two ranks, its trip counts
   are one variant (the same counts on both: a histogram replay draws them
   alike). */
static void check_steps_tree(const char *test, int cs, const steps_spec *sp, int n, uint32_t max_entries) {
    int tol;
    for (tol = 0; tol <= 5 && !t__now; tol += 5) {
        tc_log log[8];
        uint8_t *blobs[8], *file = NULL;
        size_t lens[8];
        sct_reader *rd;
        sct_trace_info ti;
        char err[256], why[512];
        int r, nv;
        uint32_t e, node, apart = 0;
        const sct_ranklist *rl;
        memset(log, 0, sizeof log);
        for (r = 0; r < n; r++) {
            sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_OFF, tol, 8);
            record_steps(c, &log[r], &sp[r]);
            blobs[r] = tc_blob(c, &lens[r]);
        }
        CHECK(tc_fold_tree(blobs, lens, n) == 0);
        rd = tc_blob_reader(blobs[0], lens[0], &file, err);
        CHECKF(rd != NULL, "%s", err);
        for (r = 0; rd && r < n; r++)
            CHECKF(!tc_compare_at(rd, r, &log[r], 0, why)[0], "%s case %d precision %d rank %d: %s", test, cs,
                   100 - tol, r, why);
        CHECK(!rd || sct_reader_trace(rd, 0, &ti) == SCT_OK);
        for (e = 0; rd && tol && e < ti.entries; e++) {
            sct_node_info ni;
            CHECK(sct_reader_trace_entry(rd, 0, e, &node, &rl) == SCT_OK);
            CHECK(sct_reader_trace_node(rd, 0, node, &ni) == SCT_OK);
            if (ni.kind == SCT_NODE_LOOP && ni.nbody > 1)
                apart += sct_ranklist_count(rl) != (uint64_t)n ||
                         (n == 2 && (sct_reader_trace_variants(rd, 0, node, 0, &nv) != SCT_OK || nv != 1));
        }
        if (rd && tol)
            CHECKF(!apart && ti.entries <= max_entries,
                   "%s case %d precision %d: %u loops of steps of some ranks only or with other trip counts per "
                   "rank, %u entries",
                   test, cs, 100 - tol, apart, (unsigned)ti.entries);
        sct_reader_close(rd);
        free(file);
        free(blobs[0]);
        for (r = 0; r < n; r++) free(log[r].ev);
    }
}

static void check_steps_merge(const char *test, int cs, const steps_spec *sp, uint32_t max_entries) {
    check_steps_tree(test, cs, sp, 2, max_entries);
}

/* Loops of steps cut into pieces on both sides (issue 36): each rank's loop
   is cut in two at another step (case 0); one rank's pieces add up to more
   than the other's whole loop (case 1); three pieces against two (case 2);
   both cut mid-body, at other steps (case 3). Below precision 100 the merge
   cuts each side's pieces where the other side's begin and end, so that
   every piece pairs with one of the other side at the same trip count
   (before: pieces paired with other trip counts, or a piece stayed alone). */
static void merge_peels_loops_cut_on_both_sides(void) {
    static const steps_spec sp[4][2] = {
        {{3001, {1500}, {1}}, {3001, {1000}, {1}}},
        {{3002, {1500}, {1}}, {3000, {0}, {0}}},
        {{3002, {700, 2000}, {1, 1}}, {3001, {1200}, {1}}},
        {{3000, {1500}, {2}}, {3000, {1000}, {2}}},
    };
    int cs;
    for (cs = 0; cs < 4 && !t__now; cs++) check_steps_merge("cut on both sides", cs, sp[cs], 24);
}

/* A loop peeled against loops merged before (issue 36): ranks 0 and 1 run
   the steps whole with trip counts more than 5% apart, so that their merged
   loop holds a list of per-rank trip counts, while ranks 2 and 3 cut theirs
   in two at other steps (case 0; case 1 the other way round in the tree).
   The peel cuts the whole loop of the list's most iterations into the
   other side's pieces and the other ranks' loops into the same runs, each
   piece's last run taking what their count differs by: every loop of
   steps ends an entry of all 4 ranks (before: the pieces of ranks 2 and 3
   stayed apart). */
static void merge_peels_against_merged_loops(void) {
    static const steps_spec sp[2][4] = {
        {{2600, {0}, {0}}, {3000, {0}, {0}}, {3001, {1500}, {1}}, {3001, {1000}, {1}}},
        {{3001, {1500}, {1}}, {3001, {1000}, {1}}, {2600, {0}, {0}}, {3000, {0}, {0}}},
    };
    int cs;
    for (cs = 0; cs < 2 && !t__now; cs++) check_steps_tree("merged before", cs, sp[cs], 4, 40);
}

/* Loops of one body folded at other phases (issue 36): one rank enters the
   steps at their second call, [Isend Bcast Isend] x 1999 (case 0; before,
   the other rank's loop was unrolled against it: 6,000 entries); one rank's
   loop is cut mid-body once (case 1) or twice at two phases (case 2),
   against a whole loop on the other. Below precision 100 the merge rotates
   a loop that one side has to the other side's phase, the calls left over
   written out or taken in from its neighbours, so that the loops pair. */
static void merge_rotates_loops_to_one_phase(void) {
    static const steps_spec sp[3][2] = {
        {{2000, {0}, {0}}, {2000, {0}, {3}}},
        {{2000, {700}, {2}}, {2000, {0}, {0}}},
        {{2000, {500, 1500}, {2, 4}}, {2000, {0}, {0}}},
    };
    int cs;
    for (cs = 0; cs < 3 && !t__now; cs++) check_steps_merge("rotated", cs, sp[cs], 24);
}

/* An outer loop of `outer` passes, each `inner` time steps [Isend, Isend,
   Bcast] then a Barrier (site 2), the same in every pass: a step `cut` (-1
   none) makes a Barrier (site 5) after its first Isend, so the steps after
   it fold at another phase ([Isend Bcast Isend]); `enter` leaves out the
   first Isend of the pass (the rank enters the steps mid-body); `tail`
   makes a Barrier (site 5) after the Bcast of step `tail` (-1 none), so the
   inner loop is cut in two at a step's end, and `tail2` (0 none) another
   one (three pieces). `mid` > 0 puts a middle loop between the two: each
   pass runs `mid` times the steps then a Barrier (site 6), so the steps are
   nested three deep. */
typedef struct nest_spec {
    int outer, inner, cut, enter, tail, tail2, mid;
} nest_spec;

static void record_nest(sct_ctx *c, tc_log *log, const nest_spec *s) {
    uint64_t clock = 0;
    int o, h, k;
    for (o = 0; o < s->outer; o++) {
        for (h = 0; h < (s->mid > 0 ? s->mid : 1); h++) {
            for (k = 0; k < s->inner; k++) {
                if (!(s->enter && k == 0)) tc_record(c, log, 2, 3, (int64_t[]){1, 8, 4}, 3, &clock);
                if (k == s->cut) tc_record(c, log, 0, 5, NULL, 0, &clock);
                tc_record(c, log, 2, 4, (int64_t[]){-1, 8, 5}, 3, &clock);
                tc_record(c, log, 1, 1, (int64_t[]){8}, 1, &clock);
                if (k == s->tail || (s->tail2 && k == s->tail2)) tc_record(c, log, 0, 5, NULL, 0, &clock);
            }
            if (s->mid > 0) tc_record(c, log, 0, 6, NULL, 0, &clock);
        }
        tc_record(c, log, 0, 2, NULL, 0, &clock);
    }
}

/* Merge n ranks' outer loops (sp) over a radix-2 tree at precision 100,
   95 and 0: at 100 and 95 each rank decodes exactly; at 95 and 0 the
   trace is one entry, an outer loop of all ranks. */
static void check_nest_merge(const char *test, int cs, const nest_spec *sp, int n) {
    static const int tols[3] = {0, 5, 100};
    int k, r;
    for (k = 0; k < 3 && !t__now; k++) {
        int tol = tols[k];
        tc_log log[8];
        uint8_t *blobs[8], *file = NULL;
        size_t lens[8];
        sct_reader *rd;
        sct_trace_info ti;
        char err[256], why[512];
        uint32_t node;
        const sct_ranklist *rl;
        memset(log, 0, sizeof log);
        for (r = 0; r < n; r++) {
            sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_OFF, tol, 8);
            record_nest(c, &log[r], &sp[r]);
            blobs[r] = tc_blob(c, &lens[r]);
        }
        CHECK(tc_fold_tree(blobs, lens, n) == 0);
        rd = tc_blob_reader(blobs[0], lens[0], &file, err);
        CHECKF(rd != NULL, "%s", err);
        for (r = 0; rd && r < n && tol < 100; r++)
            CHECKF(!tc_compare_at(rd, r, &log[r], 0, why)[0], "%s case %d precision %d rank %d: %s", test, cs,
                   100 - tol, r, why);
        CHECK(!rd || sct_reader_trace(rd, 0, &ti) == SCT_OK);
        if (rd && tol) {
            CHECK(sct_reader_trace_entry(rd, 0, 0, &node, &rl) == SCT_OK);
            CHECKF(ti.entries == 1 && sct_ranklist_count(rl) == (uint64_t)n,
                   "%s case %d precision %d: %u entries, the first of %llu ranks of %d", test, cs, 100 - tol,
                   (unsigned)ti.entries, (unsigned long long)sct_ranklist_count(rl), n);
        }
        sct_reader_close(rd);
        free(file);
        free(blobs[0]);
        for (r = 0; r < n; r++) free(log[r].ev);
    }
}

/* Inner loops folded differently inside an outer loop (issue 36): rank 1
   enters each pass's steps at their second call (case 0: its inner loop is
   [Isend Bcast Isend]), or cuts one step of each pass after its first Isend
   (case 1: [k x step, Isend, Barrier, m x [Isend Bcast Isend], Isend,
   Bcast]), or after its Bcast (case 2: two pieces, no other phase), against
   rank 0's whole [n x step]. Below precision 100 the merge turns rank 1's
   inner loop to rank 0's phase and cuts rank 0's into rank 1's pieces, so
   that the two outer loops merge into one (before: an outer loop of each
   rank). */
static void merge_fits_loops_nested_in_outer_loops(void) {
    static const nest_spec sp[3][2] = {
        {{20, 10, -1, 0, -1, 0, 0}, {20, 10, -1, 1, -1, 0, 0}},
        {{20, 50, -1, 0, -1, 0, 0}, {20, 50, 10, 0, -1, 0, 0}},
        {{30, 40, -1, 0, -1, 0, 0}, {30, 40, -1, 0, 25, 0, 0}},
    };
    int cs;
    for (cs = 0; cs < 3 && !t__now; cs++) check_nest_merge("nested", cs, sp[cs], 2);
}

/* The same at deeper levels of the merge tree (issue 36): 8 ranks with
   their own inner trip counts (so that a merged pair holds a list of
   variants, or at precision 0 a histogram, per inner loop), cut at their
   own steps, one entering mid-body, merged pairwise; all end in one outer
   loop of the 8 ranks. */
static void merge_fits_nested_loops_at_deeper_levels(void) {
    static const nest_spec sp[8] = {
        {20, 50, 10, 0, -1, 0, 0}, {20, 70, -1, 0, -1, 0, 0}, {20, 50, -1, 1, -1, 0, 0}, {20, 90, 30, 0, -1, 0, 0},
        {20, 60, -1, 0, -1, 0, 0}, {20, 50, 3, 0, -1, 0, 0},  {20, 80, 47, 0, -1, 0, 0}, {20, 50, 20, 0, -1, 0, 0},
    };
    check_nest_merge("nested, deeper levels", 0, sp, 8);
}

/* An inner loop cut twice in each pass (three pieces) against one cut
   once (case 0; before: an outer loop of each rank), or whole (case 1),
   and three pieces at other steps on both (case 2): the outer loops merge
   into one (issue 36). Rank 0's outer body folds its pieces as [2 x [L X]]
   L B; the merge unrolls that short loop against rank 1's [L X L B], then
   cuts rank 1's first piece so that the pieces pair one by one. */
static void merge_fits_inner_loops_in_three_pieces(void) {
    static const nest_spec sp[3][2] = {
        {{20, 40, -1, 0, 10, 30, 0}, {20, 40, -1, 0, 25, 0, 0}},
        {{20, 40, -1, 0, 10, 30, 0}, {20, 40, -1, 0, -1, 0, 0}},
        {{20, 40, -1, 0, 10, 30, 0}, {20, 40, -1, 0, 5, 20, 0}},
    };
    int cs;
    for (cs = 0; cs < 3 && !t__now; cs++) check_nest_merge("three pieces", cs, sp[cs], 2);
}

/* Loops nested three deep (issue 36): rank 1's innermost loop is cut
   mid-step (case 0: another phase), at a step's end (case 1: two pieces),
   or entered mid-body (case 2), in every pass of the middle loop, against
   rank 0's whole one; and 4 ranks with their own inner trip counts, cut
   once or twice, merged pairwise (case 3). The outer loops merge into one
   (sct__mt_merge_loops fits the bodies of the middle loops when it aligns
   them, as it does the outer ones). */
static void merge_fits_loops_nested_three_deep(void) {
    static const nest_spec sp[3][2] = {
        {{10, 30, -1, 0, -1, 0, 4}, {10, 30, 12, 0, -1, 0, 4}},
        {{10, 30, -1, 0, -1, 0, 4}, {10, 30, -1, 0, 12, 0, 4}},
        {{10, 30, -1, 0, -1, 0, 4}, {10, 30, -1, 1, -1, 0, 4}},
    };
    static const nest_spec sp4[4] = {
        {10, 30, -1, 0, -1, 0, 4}, {10, 31, 12, 0, -1, 0, 4}, {10, 32, -1, 0, 12, 0, 4}, {10, 33, -1, 0, 5, 20, 4}};
    int cs;
    for (cs = 0; cs < 3 && !t__now; cs++) check_nest_merge("three deep", cs, sp[cs], 2);
    if (!t__now) check_nest_merge("three deep", 3, sp4, 4);
}

int main(void) {
    const char *s = getenv("SEED");
    g_rng = s ? strtoull(s, NULL, 10) * 2654435761u + 7 : 0xBADC0DE;
    RUN(lossy_keeps_structure_and_counts);
    RUN(lossy_merge_decodes_every_rank);
    RUN(approx_fold_pop);
    RUN(approx_merge_pop);
    RUN(approx_reduce_pop_decodes);
    RUN(approx_anchor_outer_iteration);
    RUN(constant_peers_stay_exact);
    RUN(merge_pairs_calls_and_polls);
    RUN(merge_unrolls_loop_against_written_steps);
    RUN(merge_peels_other_trip_counts);
    RUN(merge_peels_loops_cut_on_both_sides);
    RUN(merge_peels_against_merged_loops);
    RUN(merge_rotates_loops_to_one_phase);
    RUN(merge_fits_loops_nested_in_outer_loops);
    RUN(merge_fits_nested_loops_at_deeper_levels);
    RUN(merge_fits_inner_loops_in_three_pieces);
    RUN(merge_fits_loops_nested_three_deep);
    TEST_EXIT();
}
