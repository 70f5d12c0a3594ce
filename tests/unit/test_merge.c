/* The cross-rank merge: random per-rank programs (some ranks alike, some
   not) merged through the radix-tree reduction at several radixes decode to
   each rank's exact events; a 2D stencil of 16,384 simulated ranks (and a
   3D one) merges into a file whose size does not grow with the rank count. */
#include "common.h"
#include "../../bench/sim.h"

/* Rank programs from a few "classes", so that merges meet both identical
   and different traces. */
static uint64_t g_rng;
static uint64_t rnd(void) {
    return tc_xorshift(&g_rng);
}

static void rank_program(sct_ctx *c, tc_log *log, int cls, int rank, int P) {
    uint64_t clock = 0;
    int t, j, steps = 5 + cls * 3;
    for (t = 0; t < steps; t++) {
        int inner = cls == 2 ? 1 + (t + rank) % 4 : 3;
        for (j = 0; j < inner; j++) {
            int64_t s[3] = {cls == 1 ? (rank + 1) % P - rank : 1, 64 << cls, t % 2};
            tc_record(c, log, 2, (uint32_t)(cls % 3), s, 3, &clock);
        }
        if (cls != 3 || t % 2) tc_record(c, log, 3, 3, (int64_t[]){0, 2, 0, 1}, 4, &clock);
        tc_record(c, log, 1, 4, (int64_t[]){8}, 1, &clock); /* a collective every class makes */
    }
}

static void random_ranks_merge_losslessly(void) {
    int trial;
    for (trial = 0; trial < 60 && !t__now; trial++) {
        int P = 1 + (int)(rnd() % 20), radix = 2 + (int)(rnd() % 4), r, ncls = 1 + (int)(rnd() % 4);
        sct_timing_mode tm = (sct_timing_mode)(rnd() % 3);
        uint8_t **blobs = (uint8_t **)calloc((size_t)P, sizeof *blobs), *merged = NULL, *file = NULL;
        size_t *lens = (size_t *)calloc((size_t)P, sizeof *lens), mlen = 0, flen = 0;
        tc_log *logs = (tc_log *)calloc((size_t)P, sizeof *logs);
        sct_writer *w = NULL;
        sct_write_desc wd;
        sct_reader *rd = NULL;
        char err[256], why[512];
        for (r = 0; r < P; r++) {
            sct_ctx *c = tc_rank_ctx(r, tm, 0, 6);
            rank_program(c, &logs[r], (int)(rnd() % (uint64_t)ncls), r, P);
            blobs[r] = tc_blob(c, &lens[r]);
        }
        CHECKF(sim_reduce(&tc_table, blobs, lens, P, radix, NULL, NULL, &merged, &mlen, NULL) == 0, "trial %d: reduce failed", trial);
        memset(&wd, 0, sizeof wd);
        wd.ops = &tc_table;
        if (merged && sct_writer_create(&wd, &w) == SCT_OK && sct_writer_add(w, merged, mlen) == SCT_OK &&
            sct_writer_save_memory(w, &file, &flen) == SCT_OK)
            sct_reader_open_memory(file, flen, NULL, &rd, err, sizeof err);
        CHECKF(rd != NULL, "trial %d: %s", trial, err);
        if (rd) {
            sct_file_info fi;
            sct_reader_info(rd, &fi);
            CHECK(fi.ntraces == 1 && fi.nranks == P);
            for (r = 0; r < P && !t__now; r++) {
                sct_read_desc dummy;
                (void)dummy;
                /* compare rank r: tc_compare reads rank 0, so use a view per rank */
                {
                    sct_iter *it;
                    sct_event_out ev;
                    size_t i = 0;
                    int got;
                    CHECK(sct_iter_create(rd, r, &it) == SCT_OK);
                    if (t__now) break;
                    while ((got = sct_iter_next(it, &ev)) == 1 && i < logs[r].n) {
                        const tc_ev *e = &logs[r].ev[i];
                        CHECKF(ev.op == e->op && ev.nvalues == e->nv &&
                                   !memcmp(ev.values, e->v, (size_t)e->nv * sizeof(int64_t)),
                               "trial %d (P=%d radix %d): rank %d event %zu differs", trial, P, radix, r, i);
                        i++;
                    }
                    CHECKF(got == 0 && i == logs[r].n, "trial %d: rank %d decoded %zu of %zu events (%s)", trial, r,
                           i, logs[r].n, sct_reader_error(rd));
                    sct_iter_destroy(it);
                }
            }
        }
        (void)why;
        sct_reader_close(rd);
        sct_writer_free_buffer(w, file);
        sct_writer_destroy(w);
        sct_blob_release(NULL, merged);
        for (r = 0; r < P; r++) free(logs[r].ev);
        free(logs);
        free(blobs);
        free(lens);
    }
}

/* Identical ranks merge into one entry per node; the merged blob is no
   bigger than a handful of rank lists more than one rank's. */
static size_t merged_bytes(sim_pattern p, int P, int iters, sct_timing_mode tm, int verify, char *why) {
    uint8_t **blobs = (uint8_t **)calloc((size_t)P, sizeof *blobs), *merged = NULL, *file = NULL;
    size_t *lens = (size_t *)calloc((size_t)P, sizeof *lens), mlen = 0, flen = 0;
    sct_writer *w = NULL;
    sct_write_desc wd;
    sct_reader *rd = NULL;
    int r;
    why[0] = 0;
    for (r = 0; r < P; r++)
        if (sim_blob(p, P, r, iters, tm, 0, &blobs[r], &lens[r])) strcpy(why, "blob failed");
    if (!why[0] && sim_reduce(&sim_ops, blobs, lens, P, 2, NULL, NULL, &merged, &mlen, NULL)) strcpy(why, "reduce failed");
    memset(&wd, 0, sizeof wd);
    wd.ops = &sim_ops;
    if (!why[0] && (sct_writer_create(&wd, &w) || sct_writer_add(w, merged, mlen) ||
                    sct_writer_save_memory(w, &file, &flen)))
        strcpy(why, "write failed");
    if (!why[0] && verify) {
        char err[256];
        if (sct_reader_open_memory(file, flen, NULL, &rd, err, sizeof err) != SCT_OK) snprintf(why, 256, "%s", err);
        else sim_verify(rd, p, P, iters, why, 256);
        sct_reader_close(rd);
    }
    sct_writer_free_buffer(w, file);
    sct_writer_destroy(w);
    sct_blob_release(NULL, merged);
    free(blobs);
    free(lens);
    return flen;
}

static void stencil2d_is_constant_in_ranks(void) {
    char why[256];
    size_t b16 = merged_bytes(SIM_STENCIL2D, 16, 30, SCT_TIMING_OFF, 1, why), b1k, b16k;
    CHECKF(!why[0], "16 ranks: %s", why);
    b1k = merged_bytes(SIM_STENCIL2D, 1024, 30, SCT_TIMING_OFF, 1, why);
    CHECKF(!why[0], "1024 ranks: %s", why);
    b16k = merged_bytes(SIM_STENCIL2D, 16384, 30, SCT_TIMING_OFF, 1, why);
    CHECKF(!why[0], "16384 ranks: %s", why);
    printf("# 2D stencil, timing off: %zu bytes at 16 ranks, %zu at 1024, %zu at 16384\n", b16, b1k, b16k);
    CHECKF(b16k <= b16 + b16 / 10 && b1k <= b16 + b16 / 10, "grew: %zu -> %zu -> %zu", b16, b1k, b16k);
}

static void stencil3d_is_constant_in_ranks(void) {
    char why[256];
    size_t b64 = merged_bytes(SIM_STENCIL3D, 64, 20, SCT_TIMING_HIST, 1, why), b4k;
    CHECKF(!why[0], "64 ranks: %s", why);
    b4k = merged_bytes(SIM_STENCIL3D, 4096, 20, SCT_TIMING_HIST, 1, why);
    CHECKF(!why[0], "4096 ranks: %s", why);
    printf("# 3D stencil, timing hist: %zu bytes at 64 ranks, %zu at 4096\n", b64, b4k);
    CHECKF(b4k <= b64 + b64 / 10, "grew: %zu -> %zu", b64, b4k);
}

/* An allocator that fails once asked for `fail` bytes. */
typedef struct picky {
    size_t fail;
    int failed;
} picky;

static void *picky_alloc(size_t n, void *u) {
    picky *p = (picky *)u;
    if (n == p->fail) {
        p->failed++;
        return NULL;
    }
    return malloc(n);
}

static void picky_free(void *ptr, void *u) {
    (void)u;
    free(ptr);
}

/* Runs the radix-2 reduction of P <= 8 blobs over the in-memory transport
   (blobs freed). Rank `poor` has no memory for the message of rank `from`
   (-1: none), *failed says how often that happened. Returns how many
   messages were never received. */
static int reduce_8(uint8_t **blobs, size_t *lens, int32_t P, int32_t poor, int32_t from, sct_result *res,
                    uint8_t **out, size_t *outlen, int *failed) {
    sim_net net;
    picky pk = {0, 0};
    sct_allocator pa = {picky_alloc, picky_free, NULL};
    int32_t r;
    int left = 0;
    pa.user = &pk;
    net.size = P;
    net.clock = NULL;
    net.box = (sim_msg *)calloc((size_t)P, sizeof(sim_msg));
    for (r = P - 1; r >= 0; r--) {
        sct_transport t = sim_transport(&net, r);
        uint8_t *o = NULL;
        size_t ol = 0;
        if (r == poor) pk.fail = net.box[from].len + 1 + SCT__HDR; /* the buffer, as sct__alloc asks for it */
        res[r] = sct_merge_reduce(&t, 2, &sim_ops, r == poor ? &pa : NULL, blobs[r], lens[r], &o, &ol, NULL);
        if (r == 0) *out = o, *outlen = ol;
        else CHECK(o == NULL);
    }
    for (r = 0; r < P; r++) {
        left += net.box[r].data != NULL;
        free(net.box[r].data);
        free(blobs[r]);
    }
    free(net.box);
    *failed = pk.failed;
    return left;
}

/* The blobs of a 2-D stencil's P ranks, 20 iterations. */
static void stencil_blobs(uint8_t **blobs, size_t *lens, int32_t P) {
    int32_t r;
    for (r = 0; r < P; r++) CHECK(sim_blob(SIM_STENCIL2D, P, r, 20, SCT_TIMING_HIST, 0, &blobs[r], &lens[r]) == 0);
}

/* A rank whose merge fails still takes its part in the reduction (here
   rank 5's own blob is cut short): every message sent is received (over MPI
   a sender would otherwise wait forever), the failure reaches rank 0
   through rank 4, and the ranks off that path merge as usual. */
static void a_failed_merge_drains_the_tree(void) {
    enum { P = 8 };
    uint8_t *blobs[P], *out = NULL;
    size_t lens[P], outlen = 0;
    sct_result res[P];
    int left, failed;
    stencil_blobs(blobs, lens, P);
    lens[5] /= 2;
    left = reduce_8(blobs, lens, P, -1, 0, res, &out, &outlen, &failed);
    CHECKF(left == 0, "%d messages never received", left);
    CHECK(res[0] != SCT_OK && out == NULL && outlen == 0);
    CHECK(res[5] != SCT_OK && res[4] != SCT_OK);
    CHECK(res[1] == SCT_OK && res[2] == SCT_OK && res[3] == SCT_OK && res[6] == SCT_OK && res[7] == SCT_OK);
    sct_blob_release(NULL, out);
}

/* A rank with no memory for a child's blob (rank 4, for rank 5's) receives
   and drops it (the child does not wait forever), goes on receiving from
   its other child (rank 6), and reports SCT_ERR_NOMEM, which reaches rank 0.
   It stopped receiving before: rank 6's message stayed unreceived. */
static void no_memory_for_a_message_still_drains(void) {
    enum { P = 8 };
    uint8_t *blobs[P], *out = NULL;
    size_t lens[P], outlen = 0;
    sct_result res[P];
    int left, failed;
    stencil_blobs(blobs, lens, P);
    left = reduce_8(blobs, lens, P, 4, 5, res, &out, &outlen, &failed);
    CHECKF(failed == 1, "the allocation failed %d times", failed);
    CHECKF(left == 0, "%d messages never received", left);
    CHECKF(res[4] == SCT_ERR_NOMEM, "rank 4: %s", sct_result_str(res[4]));
    CHECK(res[0] != SCT_OK && out == NULL && outlen == 0);
    CHECK(res[1] == SCT_OK && res[2] == SCT_OK && res[3] == SCT_OK && res[5] == SCT_OK && res[6] == SCT_OK &&
          res[7] == SCT_OK);
    sct_blob_release(NULL, out);
}

/* Rank 0's share of the reduction in bounded memory (issue 37 item 4):
   random loop shapes (a body of 1-3 calls at 3 sites repeated 1-5 times,
   drawn again at each step) leave a top level of ~N/6 entries. Ranks 0-2
   draw the same shapes, rank 3 other ones in a stretch in the middle (so
   its merge pairs a prefix while parsing, then aligns the rest). Rank 0's
   peak while merging, its own blob included, stays under twice the heap of
   its recording (it was 11x), and every rank decodes to its events. */
static void random_shapes(sct_ctx *c, tc_log *log, int rank, long n) {
    uint64_t rng = UINT64_C(88172645463325252), clock = 0;
    long e = 0;
    int j, k, len, body[3], reps;
    while (e < n) {
        len = 1 + (int)(tc_xorshift(&rng) % 3);
        for (j = 0; j < len; j++) body[j] = (int)(tc_xorshift(&rng) % 3);
        reps = 1 + (int)(tc_xorshift(&rng) % 5);
        if (rank == 3 && e > n / 2 && e < n / 2 + 600) reps = 6 + j; /* shapes the others never draw */
        for (k = 0; k < reps; k++)
            for (j = 0; j < len; j++, e++) tc_record(c, log, 0, (uint32_t)body[j], NULL, 0, &clock);
    }
}

static void long_irregular_top_levels_merge_in_bounded_memory(void) {
    enum { P = 4 };
    const long n = 200000;
    uint8_t *blobs[P], *out = NULL, *file = NULL;
    size_t lens[P], outlen = 0, own;
    tc_log logs[P];
    uint64_t rec = 0;
    sim_heap acc = {0, 0};
    sct_allocator al;
    sct_reader *rd;
    char err[256], why[512];
    int32_t r;
    memset(logs, 0, sizeof logs);
    for (r = 0; r < P; r++) {
        sct_ctx *c = tc_rank_ctx(r, SCT_TIMING_OFF, 0, 3);
        sct_ctx_stats st;
        random_shapes(c, &logs[r], r, n);
        sct_ctx_stats_get(c, &st);
        if (!r) rec = st.heap_bytes;
        blobs[r] = tc_blob(c, &lens[r]);
        CHECK(blobs[r] != NULL);
    }
    if (t__now) return;
    al.alloc = sim_heap_alloc;
    al.free = sim_heap_free;
    al.user = &acc;
    own = lens[0]; /* rank 0 holds its own blob while it merges */
    CHECK(sim_reduce(&tc_table, blobs, lens, P, 2, &al, NULL, &out, &outlen, NULL) == 0);
    CHECKF(acc.peak + own <= 2 * rec, "rank 0's merge peak %zu bytes for a recording of %llu", acc.peak + own,
           (unsigned long long)rec);
    rd = out ? tc_blob_reader(out, outlen, &file, err) : NULL;
    CHECKF(rd != NULL, "%s", out ? err : "no merged blob");
    for (r = 0; rd && r < P && !t__now; r++) CHECKF(!*tc_compare_at(rd, r, &logs[r], 0, why), "rank %d: %s", r, why);
    sct_reader_close(rd);
    free(file);
    sct_blob_release(&al, out);
    for (r = 0; r < P; r++) free(logs[r].ev);
}

/* The bins of one call's duration histogram (vals 0) or of its count's
   histogram (vals 1) after merging P ranks whose durations and counts lie
   octaves apart (each its own bin); -1 on failure. The ranks merge at
   precision 0, so their different counts become a histogram in the merge. */
static int merged_bins(int bins, int32_t P, int tree, int vals, int *maxbins) {
    uint8_t **blobs = (uint8_t **)calloc((size_t)P, sizeof *blobs), *merged = NULL, *file = NULL;
    size_t *lens = (size_t *)calloc((size_t)P, sizeof *lens), mlen = 0;
    sct_reader *rd = NULL;
    const sct_hist *h = NULL;
    char err[256];
    uint32_t leaf;
    int32_t r;
    int n = -1, k, v, nv;
    for (r = 0; r < P; r++) {
        sct_desc d;
        sct_ctx *c = NULL;
        sct_event ev;
        uint64_t pc = 0x1000;
        uint32_t site = 0;
        int64_t count = INT64_C(8) << r;
        memset(&d, 0, sizeof d);
        d.ops = &tc_table;
        d.rank = r;
        d.timing = SCT_TIMING_HIST;
        d.hist_bins = bins;
        d.tolerance = 100;
        memset(&ev, 0, sizeof ev);
        ev.op = 1;
        ev.values = &count;
        ev.nvalues = 1;
        ev.t_begin = 1000;
        ev.t_end = 1000 + (UINT64_C(100) << r);
        if (sct_create(&d, &c) == SCT_OK && sct_site(c, &pc, 1, &site) == SCT_OK && sct_record(c, &ev) == SCT_OK)
            blobs[r] = tc_blob(c, &lens[r]);
        else sct_destroy(c);
        CHECKF(blobs[r] != NULL, "rank %d: no blob", (int)r);
    }
    if (tree) {
        if (sim_reduce(&tc_table, blobs, lens, P, 2, NULL, NULL, &merged, &mlen, NULL)) merged = NULL;
    } else {
        for (r = 0; r < P; r++)
            if (tc_fold(&merged, &mlen, blobs[r], lens[r])) break;
    }
    if (merged && (rd = tc_blob_reader(merged, mlen, &file, err)) != NULL)
        for (leaf = 0; leaf < 16 && !h; leaf++) {
            if (!vals) sct_reader_trace_hist(rd, 0, leaf, 1, &h);
            for (k = 0; k < 4 && vals && !h; k++)
                for (v = 0; sct_reader_trace_variants(rd, 0, leaf, k, &nv) == SCT_OK && v < nv && !h; v++)
                    sct_reader_trace_variant_hist(rd, 0, leaf, k, v, &h, NULL, NULL, NULL);
        }
    if (h) {
        n = h->nbins;
        *maxbins = h->maxbins;
    }
    sct_reader_close(rd);
    free(file);
    if (tree) {
        for (r = 0; r < P; r++) free(blobs[r]);
        sct_blob_release(NULL, merged);
    } else free(merged);
    free(blobs);
    free(lens);
    return n;
}

/* SCTRACE_HIST_BINS holds in the merged file: a merge used 8 bins whatever
   the ranks had, so 3 became 8 and 16 was cut to 8, for timing histograms
   and for value histograms the merge made. */
static void merged_histograms_keep_the_bin_count(void) {
    static const int bins[] = {3, 16, 8};
    int i, tree, vals;
    for (i = 0; i < 3; i++)
        for (tree = 0; tree < 2; tree++)
            for (vals = 0; vals < 2; vals++) {
                int maxbins = 0, n = merged_bins(bins[i], 12, tree, vals, &maxbins);
                int want = bins[i] < 12 ? bins[i] : 12;
                CHECKF(n == want && maxbins == bins[i], "%d bins per rank, %s, %s: the merged histogram has %d of %d bins",
                       bins[i], tree ? "tree" : "sct_merge", vals ? "counts" : "durations", n, maxbins);
            }
}

int main(void) {
    const char *s = getenv("SEED");
    g_rng = s ? strtoull(s, NULL, 10) * 2654435761u + 1 : 0xC0FFEE;
    RUN(random_ranks_merge_losslessly);
    RUN(stencil2d_is_constant_in_ranks);
    RUN(stencil3d_is_constant_in_ranks);
    RUN(a_failed_merge_drains_the_tree);
    RUN(no_memory_for_a_message_still_drains);
    RUN(merged_histograms_keep_the_bin_count);
    RUN(long_irregular_top_levels_merge_in_bounded_memory);
    TEST_EXIT();
}
