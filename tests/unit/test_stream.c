/* Value streams: online compression of integer sequences must be lossless
   for any sequence, compact for the regular ones, and the parser must refuse
   malformed encodings. */
#include "common.h"

static sct__mem g_mem;

/* Encode seq (via put, or via push with pending), write, parse, decode. */
static int roundtrip(const int64_t *seq, size_t n, int pending, sct__stream *enc_out, char *why) {
    sct__stream s, t;
    sct__buf b;
    sct__in in;
    sct__sdec d;
    size_t i;
    int ok = 1;
    memset(&s, 0, sizeof s);
    memset(&b, 0, sizeof b);
    b.m = &g_mem;
    for (i = 0; i < n; i++) {
        if (pending) sct__stream_push(&g_mem, &s, seq[i]);
        else sct__stream_put(&g_mem, &s, seq[i]);
    }
    sct__stream_flush(&g_mem, &s);
    sct__stream_write(&b, &s);
    in.p = b.p;
    in.end = b.p + b.n;
    in.err = 0;
    if (sct__stream_read(&g_mem, &in, &t) || in.p != in.end) {
        sprintf(why, "parse failed (n=%zu)", n);
        ok = 0;
    }
    sct__sdec_init(&d, &t);
    for (i = 0; ok && i < n; i++) {
        int64_t v = 0;
        if (sct__sdec_next(&t, &d, &v) || v != seq[i]) {
            sprintf(why, "value %zu of %zu: got %lld want %lld", i, n, (long long)v, (long long)seq[i]);
            ok = 0;
        }
    }
    if (ok) {
        int64_t v;
        if (!sct__sdec_next(&t, &d, &v)) {
            sprintf(why, "decoder gives more than %zu values", n);
            ok = 0;
        }
    }
    if (enc_out) *enc_out = s;
    else sct__stream_free(&g_mem, &s);
    sct__stream_free(&g_mem, &t);
    sct__free(&g_mem, b.p);
    return ok;
}

static uint64_t g_rng = 88172645463325252u;
static uint64_t rnd(void) {
    return tc_xorshift(&g_rng);
}

static void regular_streams_are_small(void) {
    static int64_t seq[100000];
    char why[200] = "";
    sct__stream s;
    size_t i;
    /* a constant */
    for (i = 0; i < 100000; i++) seq[i] = 42;
    CHECKF(roundtrip(seq, 100000, 0, &s, why), "%s", why);
    CHECK(s.nseg == 1);
    sct__stream_free(&g_mem, &s);
    /* a stride */
    for (i = 0; i < 100000; i++) seq[i] = -7 + 3 * (int64_t)i;
    CHECKF(roundtrip(seq, 100000, 0, &s, why), "%s", why);
    CHECK(s.nseg == 1);
    sct__stream_free(&g_mem, &s);
    /* a stencil's neighbour pattern */
    for (i = 0; i < 100000; i++) seq[i] = (int64_t[]){-1, 1, -64, 64}[i % 4];
    CHECKF(roundtrip(seq, 100000, 0, &s, why), "%s", why);
    CHECK(s.nseg == 1 && s.seg[0].kind == SCT__PATTERN && s.seg[0].p == 4);
    sct__stream_free(&g_mem, &s);
    /* request ids 0..7 per Waitall: a repeat of a progression */
    for (i = 0; i < 100000; i++) seq[i] = (int64_t)(i % 8);
    CHECKF(roundtrip(seq, 100000, 0, &s, why), "%s", why);
    CHECKF(s.nseg <= 3, "nseg %u", s.nseg);
    sct__stream_free(&g_mem, &s);
    /* a periodic trip count 3 5 7 4 6: repeat of progression + literal */
    for (i = 0; i < 100000; i++) seq[i] = (int64_t[]){3, 5, 7, 4, 6}[i % 5];
    CHECKF(roundtrip(seq, 100000, 1, &s, why), "%s", why);
    CHECKF(s.nseg <= 6, "nseg %u", s.nseg);
    sct__stream_free(&g_mem, &s);
    /* runs of runs: 5 5 5 7 7 7 ... */
    for (i = 0; i < 99996; i++) seq[i] = (i / 3) % 2 ? 7 : 5;
    CHECKF(roundtrip(seq, 99996, 0, &s, why), "%s", why);
    CHECKF(s.nseg <= 3, "nseg %u", s.nseg);
    sct__stream_free(&g_mem, &s);
}

static void extremes_wrap_losslessly(void) {
    int64_t seq[64];
    char why[200] = "";
    int i;
    for (i = 0; i < 64; i++) seq[i] = INT64_MAX - 5 + (int64_t)(i % 3) * 0 + (i & 1 ? INT64_MIN : 0);
    CHECKF(roundtrip(seq, 64, 0, NULL, why), "%s", why);
    for (i = 0; i < 64; i++) seq[i] = (int64_t)((uint64_t)INT64_MAX + (uint64_t)i * UINT64_C(0x4000000000000000));
    CHECKF(roundtrip(seq, 64, 0, NULL, why), "%s", why);
    CHECKF(roundtrip(seq, 0, 0, NULL, why), "%s", why);
}

/* Random mixtures of constants, strides, patterns, repeats and noise. */
static void random_sequences_roundtrip(void) {
    static int64_t seq[5000];
    char why[200] = "";
    int t;
    for (t = 0; t < 20000 && !t__now; t++) {
        size_t n = 0, want = rnd() % 5000;
        while (n < want) {
            int kind = (int)(rnd() % 5);
            size_t len = 1 + rnd() % 40, j, p = 1 + rnd() % 6, reps = 1 + rnd() % 5, r;
            int64_t a = (int64_t)(rnd() % 21) - 10, d = (int64_t)(rnd() % 5) - 2, pat[6];
            for (j = 0; j < 6; j++) pat[j] = (int64_t)(rnd() % 7) - 3;
            for (r = 0; r < (kind == 4 ? reps : 1); r++)
                for (j = 0; j < len && n < want; j++) {
                    switch (kind) {
                    case 0: seq[n++] = a; break;
                    case 1: seq[n++] = a + d * (int64_t)j; break;
                    case 2: seq[n++] = pat[j % p]; break;
                    case 3: seq[n++] = (int64_t)rnd(); break;
                    default: seq[n++] = j < len / 2 ? a + (int64_t)j : pat[j % p]; break;
                    }
                }
        }
        CHECKF(roundtrip(seq, n, (int)(t & 1), NULL, why), "trial %d: %s", t, why);
    }
}

/* take: the compressor may change the last value it pushed. */
static void take_changes_the_last_value(void) {
    sct__stream s;
    sct__sdec d;
    int64_t v, want[] = {5, 5, 5, 9, 5, 6};
    int i, ok = 1;
    memset(&s, 0, sizeof s);
    for (i = 0; i < 4; i++) sct__stream_push(&g_mem, &s, 5);
    sct__stream_push(&g_mem, &s, sct__stream_take(&s) + 4);
    sct__stream_push(&g_mem, &s, 5);
    sct__stream_push(&g_mem, &s, 5);
    sct__stream_push(&g_mem, &s, sct__stream_take(&s) + 1);
    sct__stream_flush(&g_mem, &s);
    CHECK(s.count == 6);
    sct__sdec_init(&d, &s);
    for (i = 0; i < 6; i++) ok &= !sct__sdec_next(&s, &d, &v) && v == want[i];
    CHECK(ok);
    sct__stream_free(&g_mem, &s);
}

static int parse(const uint8_t *p, size_t n) {
    sct__in in;
    sct__stream t;
    int rc;
    in.p = p;
    in.end = p + n;
    in.err = 0;
    rc = sct__stream_read(&g_mem, &in, &t);
    sct__stream_free(&g_mem, &t);
    return rc;
}

static void malformed_encodings_are_refused(void) {
    /* count 3, one ARITH of n=2: counts disagree */
    static const uint8_t bad_count[] = {3, 1, SCT__ARITH, 0, 0, 2};
    /* a REPEAT with no child */
    static const uint8_t no_child[] = {4, 1, SCT__REPEAT, 1, 4};
    /* a zero-length segment */
    static const uint8_t empty_seg[] = {0, 1, SCT__ARITH, 0, 0, 0};
    /* an unknown kind */
    static const uint8_t bad_kind[] = {1, 1, 9, 0};
    /* a REPEAT of a REPEAT */
    static const uint8_t nested[] = {4, 3, SCT__REPEAT, 1, 2, SCT__REPEAT, 1, 2, SCT__ARITH, 0, 0, 1};
    /* a literal claiming more values than bytes left */
    static const uint8_t long_lit[] = {100, 1, SCT__LITERAL, 100, 1, 2};
    static const uint8_t good[] = {2, 1, SCT__ARITH, 0, 2, 2};
    CHECK(parse(good, sizeof good) == 0);
    CHECK(parse(bad_count, sizeof bad_count) != 0);
    CHECK(parse(no_child, sizeof no_child) != 0);
    CHECK(parse(empty_seg, sizeof empty_seg) != 0);
    CHECK(parse(bad_kind, sizeof bad_kind) != 0);
    CHECK(parse(nested, sizeof nested) != 0);
    CHECK(parse(long_lit, sizeof long_lit) != 0);
    CHECK(parse(good, 3) != 0);
}

static void summary_describes_the_stream(void) {
    int64_t seq[12] = {-1, 1, -4, 4, -1, 1, -4, 4, -1, 1, -4, 4};
    sct__stream s;
    sct_stream_summary o;
    char why[200] = "";
    CHECKF(roundtrip(seq, 12, 0, &s, why), "%s", why);
    sct__stream_summary(&s, &o);
    CHECK(o.count == 12 && o.min == -4 && o.max == 4 && !o.constant && o.period == 4 && o.first == -1);
    CHECK(o.sum == 0);
    sct__stream_free(&g_mem, &s);
}

/* The sum computed from segments equals the sum of the values. */
static void summary_sum_matches_values(void) {
    static int64_t seq[3000];
    char why[200] = "";
    int t;
    for (t = 0; t < 3000 && !t__now; t++) {
        size_t n = rnd() % 3000, i;
        double want = 0;
        sct__stream s;
        sct_stream_summary o;
        int64_t a = (int64_t)(rnd() % 100), p = 1 + (int64_t)(rnd() % 7);
        for (i = 0; i < n; i++) {
            int kind = (int)((i / 37 + (size_t)t) % 4);
            seq[i] = kind == 0 ? a : kind == 1 ? a + (int64_t)i : kind == 2 ? (int64_t)i % p : (int64_t)(rnd() % 1000);
            want += (double)seq[i];
        }
        CHECKF(roundtrip(seq, n, t & 1, &s, why), "%s", why);
        sct__stream_summary(&s, &o);
        CHECKF(o.sum == want, "trial %d: sum %.0f, want %.0f", t, o.sum, want);
        sct__stream_free(&g_mem, &s);
    }
}

int main(void) {
    sct__mem_init(&g_mem, NULL);
    RUN(regular_streams_are_small);
    RUN(extremes_wrap_losslessly);
    RUN(take_changes_the_last_value);
    RUN(malformed_encodings_are_refused);
    RUN(summary_describes_the_stream);
    RUN(summary_sum_matches_values);
    RUN(random_sequences_roundtrip);
    if (g_mem.live) printf("FAIL no_leaks: %llu bytes still allocated\n", (unsigned long long)g_mem.live), t__fail++;
    else printf("ok no_leaks\n");
    TEST_EXIT();
}
