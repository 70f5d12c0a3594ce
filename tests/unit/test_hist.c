/* Adaptive-bin histograms: exact counts and extremes, every value inside a
   bin's [min, max], merges that agree with the union of their inputs and
   keep the shape of what they merge, and a serialised form that reads back. */
#include "common.h"
#include <math.h>

static uint64_t g_rng = 0x2545F4914F6CDD1Du;
static int64_t rnd(int64_t lo, int64_t hi) {
    return lo + (int64_t)(tc_xorshift(&g_rng) % (uint64_t)(hi - lo + 1));
}

/* Everything a histogram must satisfy against the values it absorbed: bins
   sorted by min, disjoint unless a merge made them overlap (h->overlap says
   so), every value inside a bin (exactly one when disjoint), and no bin
   counting more values than lie in its range. */
static void check_hist(const sct_hist *h, const int64_t *v, size_t n) {
    uint64_t total = 0;
    size_t i;
    int b, overlap = 0;
    double sum = 0, mean, var = 0;
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (i = 0; i < n; i++) {
        sum += (double)v[i];
        if (v[i] < lo) lo = v[i];
        if (v[i] > hi) hi = v[i];
    }
    mean = n ? sum / (double)n : 0;
    for (i = 0; i < n; i++) var += ((double)v[i] - mean) * ((double)v[i] - mean);
    var = n ? var / (double)n : 0;
    CHECK(h->count == n);
    CHECK(!n || (h->min == lo && h->max == hi));
    CHECK(h->sum == sum);
    CHECKF(fabs(sct_hist_variance(h) - var) <= 1e-6 * (var + 1), "variance %g vs %g", sct_hist_variance(h), var);
    CHECK(h->nbins <= h->maxbins);
    for (b = 0; b < h->nbins; b++) {
        uint64_t in = 0;
        int c;
        total += h->bins[b].count;
        CHECK(h->bins[b].min <= h->bins[b].max);
        CHECK(!b || h->bins[b - 1].min <= h->bins[b].min);
        for (c = 0; c < b; c++) overlap |= h->bins[c].max >= h->bins[b].min;
        for (i = 0; i < n; i++) in += v[i] >= h->bins[b].min && v[i] <= h->bins[b].max;
        CHECKF(h->bins[b].count <= in, "bin %d counts %llu, %llu values in its range", b,
               (unsigned long long)h->bins[b].count, (unsigned long long)in);
    }
    CHECK(total == n);
    CHECKF(!overlap || h->overlap, "bins overlap, h->overlap %d", h->overlap);
    for (i = 0; i < n; i++) {
        int in = 0;
        for (b = 0; b < h->nbins; b++) in += v[i] >= h->bins[b].min && v[i] <= h->bins[b].max;
        CHECKF(in >= 1 && (h->overlap || in == 1), "value %lld in %d bins", (long long)v[i], in);
    }
}

static void bins_bound_their_values(void) {
    static int64_t v[20000];
    int t;
    for (t = 0; t < 200 && !t__now; t++) {
        sct_hist h;
        size_t i, n = (size_t)rnd(0, 20000);
        int shape = t % 4;
        sct_hist_init(&h, (int)rnd(1, 16));
        for (i = 0; i < n; i++) {
            v[i] = shape == 0 ? rnd(100, 200) : shape == 1 ? rnd(0, 3) * 1000 + rnd(0, 9)
                 : shape == 2 ? (rnd(0, 99) ? rnd(300, 310) : rnd(0, 100000)) : rnd(-5, 5) * (int64_t)i;
            sct_hist_add(&h, v[i], (int32_t)(i % 7));
        }
        check_hist(&h, v, n);
    }
}

/* A context's histograms (sct__hist_rec) update only a bin and the sum per
   value and derive count, extremes and ranks when settled: the same histogram,
   bin for bin, as sct_hist_add builds from the same values, whatever their
   shape (negative values, outliers, all bins in use). */
static void context_histograms_settle_to_the_same(void) {
    int t;
    for (t = 0; t < 200 && !t__now; t++) {
        sct_hist a, b;
        size_t i, n = (size_t)rnd(0, 20000);
        int shape = t % 4, bins = (int)rnd(1, 16);
        sct_hist_init(&a, bins);
        sct_hist_init(&b, bins);
        for (i = 0; i < n; i++) {
            int64_t v = shape == 0 ? rnd(100, 200) : shape == 1 ? rnd(0, 3) * 1000 + rnd(0, 9)
                      : shape == 2 ? (rnd(0, 99) ? rnd(300, 310) : rnd(0, 100000)) : rnd(-5, 5) * (int64_t)i;
            sct_hist_add(&a, v, 3);
            sct__hist_rec(&b, v, 3);
            if (i == n / 2) sct__hist_settle(&b, 3); /* settling in between changes nothing */
        }
        sct__hist_settle(&b, 3);
        CHECK(a.count == b.count && a.sum == b.sum && a.nbins == b.nbins);
        CHECK(!n || (a.min == b.min && a.max == b.max && a.min_rank == b.min_rank && a.max_rank == b.max_rank));
        CHECKF(!memcmp(a.bins, b.bins, sizeof a.bins), "trial %d: bins differ", t);
    }
}

static void extremes_remember_their_ranks(void) {
    sct_hist h;
    sct_hist_init(&h, 4);
    sct_hist_add(&h, 50, 3);
    sct_hist_add(&h, 10, 7);
    sct_hist_add(&h, 90, 2);
    sct_hist_add(&h, 40, 1);
    CHECK(h.min == 10 && h.min_rank == 7 && h.max == 90 && h.max_rank == 2);
}

/* An outlier opens its own bin instead of stretching a neighbour. */
static void outliers_stay_visible(void) {
    sct_hist h;
    int i;
    sct_hist_init(&h, 8);
    for (i = 0; i < 1000; i++) sct_hist_add(&h, 100 + i % 10, 0);
    sct_hist_add(&h, 1000000, 0);
    CHECK(h.bins[h.nbins - 1].min == 1000000 && h.bins[h.nbins - 1].count == 1);
}

static void merge_equals_union(void) {
    static int64_t v[32000];
    int t;
    for (t = 0; t < 100 && !t__now; t++) {
        sct_hist a, b;
        size_t na = (size_t)rnd(0, 15000), nb = (size_t)rnd(0, 15000), i;
        sct_hist_init(&a, 8);
        sct_hist_init(&b, (int)rnd(1, 16));
        for (i = 0; i < na; i++) sct_hist_add(&a, v[i] = rnd(0, 1000) + (t % 2) * rnd(0, 1) * 5000, 0);
        for (i = 0; i < nb; i++) sct_hist_add(&b, v[na + i] = rnd(-200, 700), 1);
        sct_hist_merge(&a, &b);
        check_hist(&a, v, na + nb);
        /* values added after a merge still land inside bins */
        for (i = 0; i < 2000; i++) sct_hist_add(&a, v[na + nb + i] = rnd(-1000, 7000), 2);
        check_hist(&a, v, na + nb + 2000);
    }
}

/* Merging histograms of one distribution keeps its shape: 16 ranks' call
   durations (nine in ten near 100, a tail up to 10^5), merged pairwise as the
   cross-rank merge does, keep all their bins, and the values near 100 stay
   in narrow ones: at least four bins under 100 wide, with seven values in
   ten. (When overlapping bins were joined, the ranks' bins, cut at
   different points, chained into one bin of 100 to 10^5.) */
static void merges_keep_the_shape(void) {
    static sct_hist r[16];
    uint64_t narrow = 0;
    int k, step, b, nnarrow = 0;
    for (k = 0; k < 16; k++) {
        int i;
        sct_hist_init(&r[k], 8);
        for (i = 0; i < 5000; i++) {
            int64_t x = rnd(0, 99);
            sct_hist_add(&r[k], x < 90 ? rnd(100, 140) : x < 99 ? rnd(140, 2000) : rnd(2000, 100000), k);
        }
    }
    for (step = 1; step < 16; step *= 2)
        for (k = 0; k + step < 16; k += 2 * step) sct_hist_merge(&r[k], &r[k + step]);
    CHECKF(r[0].count == 80000 && r[0].nbins == 8, "%llu values in %d bins", (unsigned long long)r[0].count, r[0].nbins);
    for (b = 0; b < r[0].nbins; b++)
        if (r[0].bins[b].max - r[0].bins[b].min < 100) narrow += r[0].bins[b].count, nnarrow++;
    CHECKF(nnarrow >= 4 && narrow * 10 >= r[0].count * 7, "%llu of %llu values in %d bins under 100 wide",
           (unsigned long long)narrow, (unsigned long long)r[0].count, nnarrow);
}

/* Write h and read it back into g; the encoded size in *len. grid: 0 the
   exact form, 1 as the writer stores timing below precision 100 (the
   smaller form), 2 the gridded form only. */
static int round_trip(const sct_hist *h, sct_hist *g, size_t *len, int grid) {
    sct__mem m;
    sct__buf b;
    sct__in in;
    int rc;
    sct__mem_init(&m, NULL);
    memset(&b, 0, sizeof b);
    b.m = &m;
    if (grid == 2) {
        sct__put_var(&b, (uint64_t)h->maxbins);
        sct__hist_put_grid(&b, h);
    } else {
        sct__hist_write(&b, h, grid);
    }
    in.p = b.p;
    in.end = b.p + b.n;
    in.err = 0;
    rc = sct__hist_read(&in, g, grid != 0, SCTRACE_FORMAT_VERSION) == 0 && in.p == in.end && !in.err ? 0 : -1;
    *len = b.n;
    sct__free(&m, b.p);
    return rc;
}

/* Bins of one value cost no statistics; spread bins keep their sum exactly
   up to 1024 values and their mean to 1/1024 beyond, and their standard
   deviation in one byte; bins too wide for that keep the mean in whole units
   (here values near the ends of int64). */
static void serialised_bins_are_compact(void) {
    sct_hist h, g;
    size_t len = 0;
    int i;
    sct_hist_init(&h, 8);
    for (i = 0; i < 8; i++) sct_hist_add(&h, 1000 * i, 0);
    CHECK(round_trip(&h, &g, &len, 0) == 0 && g.nbins == 8);
    CHECKF(len <= 8 + 8 * 4, "%zu bytes for 8 bins of one value", len);
    for (i = 0; i < 8; i++) CHECK(sct_hist_bin_mean(&g.bins[i]) == 1000.0 * i && sct_hist_bin_variance(&g.bins[i]) == 0);
    sct_hist_init(&h, 2);
    for (i = 0; i < 3000; i++) sct_hist_add(&h, rnd(5, 100) + (i % 2) * 1000000, 0);
    CHECK(round_trip(&h, &g, &len, 0) == 0 && g.nbins == 2);
    for (i = 0; i < 2; i++)
        CHECKF(fabs(sct_hist_bin_mean(&g.bins[i]) - sct_hist_bin_mean(&h.bins[i])) <= 1.0 / 2048 + 1e-9,
               "bin %d: mean %.9f, read %.9f", i, sct_hist_bin_mean(&h.bins[i]), sct_hist_bin_mean(&g.bins[i]));
    sct_hist_init(&h, 2);
    for (i = 0; i < 1000; i++) sct_hist_add(&h, rnd(5, 100) + (i % 2) * 1000000, 0);
    CHECK(round_trip(&h, &g, &len, 0) == 0 && g.nbins == 2);
    for (i = 0; i < 2; i++) {
        double a = h.bins[i].s1 + (double)(h.bins[i].shift - h.bins[i].min) * (double)h.bins[i].count;
        CHECKF(g.bins[i].s1 == a, "bin %d of 500 values: sum above min %.17g, read %.17g", i, a, g.bins[i].s1);
        CHECKF(fabs(sqrt(sct_hist_bin_variance(&g.bins[i])) - sqrt(sct_hist_bin_variance(&h.bins[i]))) <=
                   (double)(h.bins[i].max - h.bins[i].min) / 510,
               "bin %d: sd %g, read %g", i, sqrt(sct_hist_bin_variance(&h.bins[i])),
               sqrt(sct_hist_bin_variance(&g.bins[i])));
    }
    /* 11 bytes of histogram, then count (2), min or gap (1, 3), width (1),
       sum above min (3) and standard deviation (1) per bin */
    CHECKF(len <= 11 + 8 + 10, "%zu bytes for 2 bins of 500 values", len);
    sct_hist_init(&h, 1);
    sct_hist_add(&h, INT64_MIN + 5, 0);
    sct_hist_add(&h, INT64_MAX - 5, 1);
    sct_hist_add(&h, 0, 2);
    CHECK(round_trip(&h, &g, &len, 0) == 0 && g.nbins == 1 && g.bins[0].min == INT64_MIN + 5 && g.bins[0].max == INT64_MAX - 5);
    CHECKF(fabs(sct_hist_bin_mean(&g.bins[0]) - sct_hist_bin_mean(&h.bins[0])) < 1e-6 * 1.8e19, "wide bin mean %g vs %g",
           sct_hist_bin_mean(&g.bins[0]), sct_hist_bin_mean(&h.bins[0]));
}

/* Serialised histograms keep count, sum, extremes and bins exactly, the bin
   means to 1/1024 and the standard deviations to 1/510 of the bin's width. */
static void serialised_form_reads_back(void) {
    sct__mem m;
    sct__buf b;
    sct__in in;
    sct_hist h, g;
    int i;
    sct__mem_init(&m, NULL);
    memset(&b, 0, sizeof b);
    b.m = &m;
    sct_hist_init(&h, 8);
    for (i = 0; i < 100000; i++) sct_hist_add(&h, rnd(1000, 90000), i % 5);
    sct__hist_write(&b, &h, 0);
    in.p = b.p;
    in.end = b.p + b.n;
    in.err = 0;
    CHECK(sct__hist_read(&in, &g, 0, SCTRACE_FORMAT_VERSION) == 0 && in.p == in.end);
    CHECK(g.count == h.count && g.sum == h.sum && g.min == h.min && g.max == h.max && g.nbins == h.nbins);
    CHECK(g.min_rank == h.min_rank && g.max_rank == h.max_rank);
    for (i = 0; i < h.nbins; i++) {
        CHECK(g.bins[i].count == h.bins[i].count && g.bins[i].min == h.bins[i].min && g.bins[i].max == h.bins[i].max);
        CHECK(fabs(sct_hist_bin_mean(&g.bins[i]) - sct_hist_bin_mean(&h.bins[i])) < 1e-3);
        CHECK(fabs(sqrt(sct_hist_bin_variance(&g.bins[i])) - sqrt(sct_hist_bin_variance(&h.bins[i]))) <=
              (double)(h.bins[i].max - h.bins[i].min) / 510 + 1e-6);
    }
    /* a truncated or inconsistent encoding is refused */
    in.p = b.p;
    in.end = b.p + b.n - 1;
    in.err = 0;
    CHECK(sct__hist_read(&in, &g, 0, SCTRACE_FORMAT_VERSION) != 0);
    sct__free(&m, b.p);
    /* overlapping bins (a merge's) read back as they were */
    {
        sct_hist a;
        size_t len;
        sct_hist_init(&a, 8);
        for (i = 0; i < 30000; i++) sct_hist_add(&a, rnd(500, 80000), 5);
        sct_hist_merge(&h, &a);
        CHECK(h.overlap && round_trip(&h, &g, &len, 0) == 0 && g.nbins == h.nbins && g.overlap);
        CHECK(g.count == h.count && g.sum == h.sum && g.min == h.min && g.max == h.max);
        for (i = 0; i < h.nbins; i++)
            CHECK(g.bins[i].count == h.bins[i].count && g.bins[i].min == h.bins[i].min && g.bins[i].max == h.bins[i].max);
    }
}

/* The gridded form (timing histograms at a precision below 100), of
   histograms as one rank makes them and as merges make them (overlapping
   bins): count, sum, extremes and their ranks stay exact; each bin keeps its
   count, and its bounds move outwards by at most 1/32 of their distance from
   the min (bins that touch or overlap on the grid are joined: disjoint bins);
   bin means stay within 1/255 of the bin's width; what was read writes and
   reads again in either form; noisy timings cost less
   than in the exact form, and the writer keeps whichever form is smaller; a
   histogram spanning 2^62 or more keeps the exact form; a truncated
   encoding is refused. */
static void gridded_form_bounds_values(void) {
    size_t exact_len = 0, grid_len = 0;
    int t;
    for (t = 0; t < 400; t++) {
        sct_hist h, g, part;
        sct_hist_bin x[SCT_HIST_MAX_BINS];
        uint32_t lo[SCT_HIST_MAX_BINS], hi[SCT_HIST_MAX_BINS];
        size_t i, n = (size_t)rnd(1, 5000), len, elen, glen;
        int shape = t % 5, b, nx, k, merges = t % 3;
        sct_hist_init(&h, (int)rnd(1, 16));
        for (k = 0; k <= merges; k++) {
            sct_hist_init(&part, h.maxbins);
            for (i = 0; i < n; i++) {
                int64_t y = rnd(1, 1000);
                sct_hist_add(&part,
                             shape == 0   ? y * y * y + rnd(0, 99)                /* skewed, like call durations */
                             : shape == 1 ? rnd(-50, 50)                          /* small, around zero */
                             : shape == 2 ? rnd(0, 3) * 1000000 + rnd(0, 30)      /* clusters */
                             : shape == 3 ? (int64_t)5e9 + rnd(0, 7)              /* a few values, far from zero */
                                          : (rnd(0, 9) ? rnd(20000, 20100) : rnd(0, 4000000)), /* noise and outliers */
                             (int32_t)(i % 9 + 9 * (size_t)k));
            }
            sct_hist_merge(&h, &part);
        }
        CHECK(round_trip(&h, &g, &glen, 2) == 0);
        nx = sct__hist_gridded(&h, x, lo, hi);
        CHECK(g.count == h.count && g.sum == h.sum && g.min == h.min && g.max == h.max);
        CHECK(g.min_rank == h.min_rank && g.max_rank == h.max_rank && g.maxbins == h.maxbins);
        CHECKF(g.nbins == nx && nx >= 1 && nx <= h.nbins, "%d bins read, %d gridded, %d", g.nbins, nx, h.nbins);
        for (b = 0; b < g.nbins && b < nx; b++) {
            const sct_hist_bin *r = &g.bins[b];
            CHECK(r->count == x[b].count && r->min <= x[b].min && r->max >= x[b].max && r->max <= g.max);
            CHECKF((double)(x[b].min - r->min) <= (double)(x[b].min - g.min) / 32 + 1e-9, "bin %d: min %lld for %lld", b,
                   (long long)r->min, (long long)x[b].min);
            CHECKF((double)(r->max - x[b].max) <= (double)(r->max - g.min) / 32 + 1e-9, "bin %d: max %lld for %lld", b,
                   (long long)r->max, (long long)x[b].max);
            CHECKF(fabs(sct_hist_bin_mean(r) - sct_hist_bin_mean(&x[b])) <=
                       (double)(r->max - r->min) / 510 + 1e-6 * fabs(sct_hist_bin_mean(&x[b])) + 1e-9,
                   "bin %d: mean %g, values' mean %g", b, sct_hist_bin_mean(r), sct_hist_bin_mean(&x[b]));
        }
        for (b = 1; b < nx; b++) CHECK(lo[b] > hi[b - 1] && g.bins[b].min > g.bins[b - 1].max);
        /* what was read from the gridded form (bins of one value widened to
           the grid) writes and reads again in either form, as a merge does */
        {
            sct_hist g2;
            size_t l2;
            CHECK(round_trip(&g, &g2, &l2, 0) == 0 && g2.nbins == g.nbins && g2.count == g.count);
            CHECK(round_trip(&g, &g2, &l2, 1) == 0 && g2.count == g.count && g2.max == g.max);
        }
        CHECK(round_trip(&h, &g, &elen, 0) == 0);
        CHECK(round_trip(&h, &g, &len, 1) == 0);
        CHECKF(len == (glen < elen ? glen : elen), "written %zu bytes, gridded %zu, exact %zu", len, glen, elen);
        if (shape == 0 || shape == 4) {
            grid_len += glen;
            exact_len += elen;
        }
    }
    CHECKF(grid_len * 10 < exact_len * 7, "gridded %zu bytes, exact %zu", grid_len, exact_len);
    {
        sct_hist h, g;
        size_t len;
        sct__mem m;
        sct__buf b;
        sct__in in;
        sct_hist_init(&h, 4);
        sct_hist_add(&h, INT64_MIN + 5, 0);
        sct_hist_add(&h, INT64_MAX - 5, 1);
        CHECK(round_trip(&h, &g, &len, 1) == 0 && g.nbins == 2 && g.bins[0].min == INT64_MIN + 5 &&
              g.bins[1].max == INT64_MAX - 5);
        sct_hist_init(&h, 8);
        for (t = 0; t < 1000; t++) sct_hist_add(&h, rnd(0, 1000000), 0);
        sct__mem_init(&m, NULL);
        memset(&b, 0, sizeof b);
        b.m = &m;
        sct__hist_write(&b, &h, 1);
        in.p = b.p;
        in.end = b.p + b.n - 1;
        in.err = 0;
        CHECK(sct__hist_read(&in, &g, 1, SCTRACE_FORMAT_VERSION) != 0);
        sct__free(&m, b.p);
    }
}

/* Draws keep sums: skewed values (mostly small, a few large) squeezed into
   few bins, drawn as often as they were taken, add up to their sum within
   the steering band (1 % of it) plus one bin's width, every draw lies inside
   a bin, and the one draw of a rank's share (9 ranks, one value each) is
   the mean's value, not one far from it. */
static void draws_keep_sums(void) {
    uint64_t rs = 99;
    int trial;
    for (trial = 0; trial < 200; trial++) {
        sct__hvar h;
        uint64_t n = 1 + tc_xorshift(&rs) % 3000, i, k;
        int bins = 1 + (int)(tc_xorshift(&rs) % 8), b, inside;
        double sum = 0, dev = 0, band, width = 0;
        int64_t v;
        memset(&h, 0, sizeof h);
        sct_hist_init(&h.h, bins);
        for (i = 0; i < n; i++) {
            v = tc_xorshift(&rs) % 10 ? (int64_t)(tc_xorshift(&rs) % 3) : 20 + (int64_t)(tc_xorshift(&rs) % 200);
            sct__hvar_add(&h, v, 0, 0);
        }
        band = sct__draw_band(&h, 1);
        for (b = 0; b < h.h.nbins; b++)
            if ((double)(h.h.bins[b].max - h.h.bins[b].min) > width) width = (double)(h.h.bins[b].max - h.h.bins[b].min);
        for (i = 0; i < n; i++) {
            v = sct__hvar_draw(&h, 77 + (uint64_t)trial, i, band, &dev, 1);
            sum += (double)v;
            for (b = 0, inside = 0; b < h.h.nbins; b++) inside |= v >= h.h.bins[b].min && v <= h.h.bins[b].max;
            CHECKF(inside, "trial %d: draw %lld lies in no bin", trial, (long long)v);
        }
        CHECKF(fabs(sum - h.h.sum) <= band + width, "trial %d (%llu values, %d bins): drawn sum %.0f, taken %.0f", trial,
               (unsigned long long)n, bins, sum, h.h.sum);
        memset(&h, 0, sizeof h);
        sct_hist_init(&h.h, 8);
        for (k = 0; k < 9; k++) sct__hvar_add(&h, 100 + (int64_t)k, (int32_t)k, 0);
        dev = 0;
        v = sct__hvar_draw(&h, (uint64_t)trial, 0, sct__draw_band(&h, 9), &dev, 1);
        CHECKF(fabs((double)v - h.h.sum / 9) <= sct__draw_band(&h, 9) + 0.5, "trial %d: one draw of a share: %lld, mean %.1f",
               trial, (long long)v, h.h.sum / 9);
    }
}

int main(void) {
    RUN(bins_bound_their_values);
    RUN(context_histograms_settle_to_the_same);
    RUN(extremes_remember_their_ranks);
    RUN(outliers_stay_visible);
    RUN(merge_equals_union);
    RUN(merges_keep_the_shape);
    RUN(serialised_form_reads_back);
    RUN(serialised_bins_are_compact);
    RUN(gridded_form_bounds_values);
    RUN(draws_keep_sums);
    TEST_EXIT();
}
