/* common.h - shared by the unit tests: an op table with every parameter
   shape, an event log, and the record -> serialize -> write -> read ->
   iterate round trip that every compressor test checks against. */
#ifndef SCT_TEST_COMMON_H
#define SCT_TEST_COMMON_H
#define SCTRACE_IMPLEMENTATION
#include "../../sctrace.h"
#include "test.h"
#include <string.h>

static const char *const tc_n3[] = {"peer", "bytes", "tag"};
static const unsigned char tc_r3[] = {SCT_ROLE_PEER, SCT_ROLE_BYTES, SCT_ROLE_TAG};
static const char *const tc_n1[] = {"count"};
static const unsigned char tc_r1[] = {SCT_ROLE_COUNT};
static const char *const tc_na[] = {"root", "reqs"};
static const unsigned char tc_ra[] = {SCT_ROLE_ROOT, SCT_ROLE_REQUEST | SCT_PARAM_ARRAY};
static const char *const tc_nb[] = {"counts"};
static const unsigned char tc_rb[] = {SCT_ROLE_BYTES | SCT_PARAM_ARRAY};
static const sct_op tc_ops[] = {
    {"Barrier", 0, NULL, NULL}, {"Bcast", 1, tc_n1, tc_r1},  {"Isend", 3, tc_n3, tc_r3},
    {"Waitall", 2, tc_na, tc_ra}, {"Alltoallv", 1, tc_nb, tc_rb},
};
static const sct_op_table tc_table = {5, tc_ops};

/* xorshift64: the tests' deterministic random numbers (state must not be 0). */
static inline uint64_t tc_xorshift(uint64_t *s) {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* The raw truth: every event as recorded. */
typedef struct tc_ev {
    int op;
    uint32_t site;
    int nv;
    int64_t v[16];
    uint64_t t0, t1, prev; /* prev: end of the previous call, recorded or not */
} tc_ev;

typedef struct tc_log {
    tc_ev *ev;
    size_t n, cap;
} tc_log;

static inline void tc_log_add(tc_log *l, const tc_ev *e) {
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 1024;
        l->ev = (tc_ev *)realloc(l->ev, l->cap * sizeof(tc_ev));
    }
    l->ev[l->n++] = *e;
}

/* A context for `rank` with nsites call sites (pcs 0x1000, 0x1010, ...). */
static inline sct_ctx *tc_ctx_full(int32_t rank, sct_timing_mode timing, int window, int tolerance, int nsites) {
    sct_desc d;
    sct_ctx *c = NULL;
    uint32_t id;
    int i;
    memset(&d, 0, sizeof d);
    d.ops = &tc_table;
    d.rank = rank;
    d.timing = timing;
    d.window = window;
    d.tolerance = tolerance;
    if (sct_create(&d, &c) != SCT_OK) return NULL;
    for (i = 0; i < nsites; i++) {
        uint64_t pc = 0x1000 + (uint64_t)i * 16;
        sct_site(c, &pc, 1, &id);
    }
    return c;
}

static inline sct_ctx *tc_ctx(sct_timing_mode timing, int window, int nsites) {
    return tc_ctx_full(0, timing, window, 0, nsites);
}

/* A context for one rank of a multi-rank test, with nsites call sites. */
static inline sct_ctx *tc_rank_ctx(int32_t rank, sct_timing_mode timing, int tolerance, int nsites) {
    return tc_ctx_full(rank, timing, 0, tolerance, nsites);
}

/* Finish c and return its blob in malloc'ed memory (c is destroyed). */
static inline uint8_t *tc_blob(sct_ctx *c, size_t *len) {
    uint8_t *b = NULL, *copy = NULL;
    if (sct_finish(c) == SCT_OK && sct_serialize(c, &b, len) == SCT_OK) {
        copy = (uint8_t *)malloc(*len);
        memcpy(copy, b, *len);
    }
    sct_blob_free(c, b);
    sct_destroy(c);
    return copy;
}

/* One file holding `blob`, as bytes the caller frees; NULL on failure. */
static inline uint8_t *tc_blob_file(const uint8_t *blob, size_t len, size_t *flen) {
    sct_writer *w = NULL;
    sct_write_desc wd;
    uint8_t *file = NULL, *copy = NULL;
    memset(&wd, 0, sizeof wd);
    wd.ops = &tc_table;
    if (blob && sct_writer_create(&wd, &w) == SCT_OK && sct_writer_add(w, blob, len) == SCT_OK &&
        sct_writer_save_memory(w, &file, flen) == SCT_OK && (copy = (uint8_t *)malloc(*flen)) != NULL)
        memcpy(copy, file, *flen);
    sct_writer_free_buffer(w, file);
    sct_writer_destroy(w);
    return copy;
}

/* The same, opened; *file gets the bytes (free them after closing). NULL
   with a message in err (256 bytes) on failure. */
static inline sct_reader *tc_blob_reader(const uint8_t *blob, size_t len, uint8_t **file, char *err) {
    size_t flen = 0;
    sct_reader *r = NULL;
    strcpy(err, "write failed");
    if ((*file = tc_blob_file(blob, len, &flen)) != NULL) sct_reader_open_memory(*file, flen, NULL, &r, err, 256);
    return r;
}

/* Merge blob b into *acc (both from malloc, b freed); the first is taken as is. */
static inline int tc_fold(uint8_t **acc, size_t *alen, uint8_t *b, size_t blen) {
    uint8_t *m = NULL;
    size_t ml = 0;
    int rc = 0;
    if (!*acc) {
        *acc = b;
        *alen = blen;
        return 0;
    }
    if (sct_merge(&tc_table, NULL, *acc, *alen, b, blen, &m, &ml) != SCT_OK) rc = -1;
    free(*acc);
    free(b);
    *acc = rc ? NULL : (uint8_t *)malloc(ml);
    if (*acc) memcpy(*acc, m, ml);
    *alen = ml;
    sct_blob_release(NULL, m);
    return rc || !*acc ? -1 : 0;
}

/* Fold blobs[0..n) into blobs[0] as the radix tree does: pairs, then pairs
   of pairs. 0, or -1 when a merge failed. */
static inline int tc_fold_tree(uint8_t **blobs, size_t *lens, int n) {
    int step, r, rc = 0;
    for (step = 1; step < n; step *= 2)
        for (r = 0; r + step < n; r += 2 * step)
            if (tc_fold(&blobs[r], &lens[r], blobs[r + step], lens[r + step])) rc = -1;
    return rc;
}

/* Finish c, write one file holding it, read it back. The caller frees *file. */
static inline sct_reader *tc_write_read(sct_ctx *c, uint8_t **file, size_t *flen, char *err) {
    uint8_t *blob = NULL;
    size_t blen = 0;
    sct_writer *w = NULL;
    sct_write_desc wd;
    sct_reader *r = NULL;
    memset(&wd, 0, sizeof wd);
    wd.ops = &tc_table;
    wd.program = "unit";
    *file = NULL;
    if (sct_finish(c) || sct_serialize(c, &blob, &blen) || sct_writer_create(&wd, &w) || sct_writer_add(w, blob, blen) ||
        sct_writer_save_memory(w, file, flen)) {
        strcpy(err, "write failed");
    } else {
        uint8_t *copy = (uint8_t *)malloc(*flen);
        memcpy(copy, *file, *flen);
        sct_writer_free_buffer(w, *file);
        *file = copy;
        sct_reader_open_memory(*file, *flen, NULL, &r, err, 256);
    }
    sct_blob_free(c, blob);
    sct_writer_destroy(w);
    return r;
}

/* Compare the decoded events of `rank` with the log; "" when equal. */
static inline const char *tc_compare_at(sct_reader *r, int32_t rank, const tc_log *l, int exact_timing, char *why) {
    sct_iter *it = NULL;
    sct_event_out ev;
    size_t i = 0;
    int got, k;
    why[0] = 0;
    if (sct_iter_create(r, rank, &it) != SCT_OK) return strcpy(why, sct_reader_error(r));
    while ((got = sct_iter_next(it, &ev)) == 1) {
        const tc_ev *e = &l->ev[i];
        if (i >= l->n) {
            sprintf(why, "more events decoded than recorded (%zu)", l->n);
            break;
        }
        if (ev.op != e->op || ev.site != e->site || ev.nvalues != e->nv) {
            sprintf(why, "event %zu: op %d/%d site %u/%u nvalues %d/%d", i, ev.op, e->op, ev.site, e->site, ev.nvalues,
                    e->nv);
            break;
        }
        for (k = 0; k < e->nv; k++)
            if (ev.values[k] != e->v[k]) {
                sprintf(why, "event %zu value %d: %lld, recorded %lld", i, k, (long long)ev.values[k], (long long)e->v[k]);
                break;
            }
        if (why[0]) break;
        if (exact_timing &&
            (ev.timing_exact != 1 || ev.duration_ns != (int64_t)(e->t1 - e->t0) ||
             (i && ev.compute_ns != (int64_t)(e->t0 - e->prev)))) {
            sprintf(why, "event %zu: timing %lld/%lld differs", i, (long long)ev.compute_ns, (long long)ev.duration_ns);
            break;
        }
        i++;
    }
    if (!why[0] && got < 0) sprintf(why, "iterator error: %s", sct_reader_error(r));
    if (!why[0] && i != l->n) sprintf(why, "decoded %zu events, recorded %zu", i, l->n);
    sct_iter_destroy(it);
    return why;
}

static inline const char *tc_compare(sct_reader *r, const tc_log *l, int exact_timing, char *why) {
    return tc_compare_at(r, 0, l, exact_timing, why);
}

static inline int tc_record(sct_ctx *c, tc_log *l, int op, uint32_t site, const int64_t *v, int nv, uint64_t *clock) {
    tc_ev e;
    sct_event ev;
    memset(&e, 0, sizeof e);
    e.op = op;
    e.site = site;
    e.nv = nv;
    if (nv) memcpy(e.v, v, (size_t)nv * sizeof(int64_t));
    e.prev = *clock;
    e.t0 = *clock + 7 + (*clock % 13);
    e.t1 = e.t0 + 3 + (e.t0 % 5);
    *clock = e.t1;
    ev.op = op;
    ev.site = site;
    ev.values = v;
    ev.nvalues = nv;
    ev.t_begin = e.t0;
    ev.t_end = e.t1;
    if (l && !sct_paused(c)) tc_log_add(l, &e);
    return sct_record(c, &ev);
}
#endif
