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
        uint8_t **blobs = (uint8_t **)calloc((size_t)P, sizeof *blobs), *merged = NULL, *file = NULL;
        size_t *lens = (size_t *)calloc((size_t)P, sizeof *lens), mlen = 0, flen = 0;
        sct_writer *w = NULL;
        sct_write_desc wd;
        sct_reader *rd = NULL;
        char err[256], why[512];
        for (r = 0; r < P; r++) {
            sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_HIST, tol, 3);
            program(&c, 1, NULL, 1000 + (uint64_t)(r % 3) * 7 + (uint64_t)trial);
            blobs[r] = tc_blob(c, &lens[r]);
        }
        for (r = P - 1; r > 0; r--) { /* fold all into blob 0 */
            uint8_t *m;
            size_t ml;
            CHECK(sct_merge(&tc_table, NULL, blobs[r - 1], lens[r - 1], blobs[r], lens[r], &m, &ml) == SCT_OK);
            free(blobs[r - 1]);
            free(blobs[r]);
            blobs[r - 1] = (uint8_t *)malloc(ml);
            memcpy(blobs[r - 1], m, ml);
            lens[r - 1] = ml;
            sct_blob_release(NULL, m);
        }
        merged = blobs[0];
        mlen = lens[0];
        memset(&wd, 0, sizeof wd);
        wd.ops = &tc_table;
        if (sct_writer_create(&wd, &w) == SCT_OK && sct_writer_add(w, merged, mlen) == SCT_OK &&
            sct_writer_save_memory(w, &file, &flen) == SCT_OK)
            sct_reader_open_memory(file, flen, NULL, &rd, err, sizeof err);
        CHECKF(rd != NULL, "trial %d: %s", trial, err);
        for (r = 0; rd && r < P && !t__now; r++) {
            check_draws(rd, r, why);
            CHECKF(!why[0], "trial %d (P=%d, tolerance %d) rank %d: %s", trial, P, tol, r, why);
        }
        sct_reader_close(rd);
        sct_writer_free_buffer(w, file);
        sct_writer_destroy(w);
        free(merged);
        free(blobs);
        free(lens);
    }
}

int main(void) {
    const char *s = getenv("SEED");
    g_rng = s ? strtoull(s, NULL, 10) * 2654435761u + 7 : 0xBADC0DE;
    RUN(lossy_keeps_structure_and_counts);
    RUN(lossy_merge_decodes_every_rank);
    TEST_EXIT();
}
