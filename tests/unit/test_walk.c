/* The multi-rank walk (sct_walk_*): over random merged traces, the calls the
   walk gives for each rank are exactly that rank's recorded events in order,
   whether one rank or all are walked; iteration ends come once per loop
   iteration; lockstep ops give a loop's participants one trip count; a walk
   acting for one rank (focus_ops) gives the full walk's calls less the other
   ranks' calls of the flagged ops; with interleave, top-level loops of ranks
   apart take turns, and all of that still holds; a walk of some ranks passes
   any number of other ranks' entries; a rank's own exact trip counts end
   its loops whatever another participant's budget; bad arguments are
   refused. */
#include "common.h"
#include "../../bench/sim.h"

static uint64_t g_rng = 0x5eed;
static uint64_t rnd(void) {
    return tc_xorshift(&g_rng);
}

/* Ranks of a few classes: loops whose trip counts differ between ranks,
   guarded entries, a collective every class makes. */
static void program(sct_ctx *c, tc_log *log, int cls, int rank, int P) {
    uint64_t clock = 0;
    int t, j, steps = 3 + cls * 2;
    for (t = 0; t < steps; t++) {
        int inner = cls == 2 ? 1 + (t + rank) % 4 : 2 + rank % 3;
        for (j = 0; j < inner; j++) {
            int64_t s[3] = {(rank + 1) % P - rank, 64 << cls, t % 2};
            tc_record(c, log, 2, (uint32_t)(cls % 3), s, 3, &clock);
        }
        if (cls != 3 || t % 2) tc_record(c, log, 3, 3, (int64_t[]){0, 2, 0, 1}, 4, &clock);
        tc_record(c, log, 1, 4, (int64_t[]){8}, 1, &clock);
    }
}

/* Merge P rank contexts (tc_blob destroys them) into one file and open it
   (*file: its bytes, freed by the caller). */
static sct_reader *merged_reader(sct_ctx **ctx, int P, uint8_t **file) {
    uint8_t **blobs = (uint8_t **)calloc((size_t)P, sizeof *blobs), *merged = NULL;
    size_t *lens = (size_t *)calloc((size_t)P, sizeof *lens), mlen = 0;
    sct_reader *rd = NULL;
    char err[256];
    int r;
    *file = NULL;
    for (r = 0; r < P; r++) blobs[r] = tc_blob(ctx[r], &lens[r]);
    if (!sim_reduce(&tc_table, blobs, lens, P, 2, NULL, NULL, &merged, &mlen, NULL)) rd = tc_blob_reader(merged, mlen, file, err);
    sct_blob_release(NULL, merged);
    free(blobs);
    free(lens);
    return rd;
}

/* Walk `ranks` (interleaved or not) and check every call against its rank's log. */
static void walk_matches(sct_reader *rd, const int32_t *ranks, int n, tc_log *logs, int trial, uint64_t *iter_ends,
                         int zip) {
    sct_walk_desc d;
    sct_walk *w = NULL;
    sct_walk_event ev;
    size_t *pos = (size_t *)calloc((size_t)n + 64, sizeof *pos);
    int got, k, last = -1;
    memset(&d, 0, sizeof d);
    d.ranks = ranks;
    d.nranks = n;
    d.interleave = zip;
    CHECKF(sct_walk_create(rd, &d, &w) == SCT_OK, "trial %d: walk_create: %s", trial, sct_reader_error(rd));
    while (!t__now && (got = sct_walk_next(w, &ev)) == 1) {
        if (ev.kind == SCT_WALK_ITER_END) {
            CHECK(ev.depth >= 1 && ev.rank == -1);
            ++*iter_ends;
            continue;
        }
        for (k = 0; k < n && ranks[k] != ev.rank; k++)
            ;
        CHECKF(k < n, "trial %d: a call of rank %d, which is not walked", trial, (int)ev.rank);
        if (t__now) break;
        {
            const tc_ev *e = &logs[ev.rank].ev[pos[k]];
            CHECKF(pos[k] < logs[ev.rank].n && ev.ev.op == e->op && ev.ev.nvalues == e->nv &&
                       !memcmp(ev.ev.values, e->v, (size_t)e->nv * sizeof(int64_t)),
                   "trial %d: rank %d event %zu differs", trial, (int)ev.rank, pos[k]);
        }
        pos[k]++;
        last = ev.rank;
    }
    (void)last;
    CHECKF(got == 0, "trial %d: walk ended with %d (%s)", trial, got, sct_reader_error(rd));
    for (k = 0; k < n && !t__now; k++)
        CHECKF(pos[k] == logs[ranks[k]].n, "trial %d: rank %d walked %zu of %zu", trial, (int)ranks[k], pos[k],
               logs[ranks[k]].n);
    sct_walk_destroy(w);
    free(pos);
}

static void walk_gives_each_rank_its_events(void) {
    int trial;
    for (trial = 0; trial < 40 && !t__now; trial++) {
        int P = 1 + (int)(rnd() % 12), ncls = 1 + (int)(rnd() % 4), r;
        sct_ctx **ctx = (sct_ctx **)calloc((size_t)P, sizeof *ctx);
        tc_log *logs = (tc_log *)calloc((size_t)P, sizeof *logs);
        int32_t *all = (int32_t *)calloc((size_t)P, sizeof *all);
        uint8_t *file = NULL;
        sct_reader *rd;
        uint64_t ends_one = 0, ends_all = 0, ends_zip = 0;
        sct_timing_mode tm = (sct_timing_mode)(rnd() % 3);
        for (r = 0; r < P; r++) {
            ctx[r] = tc_rank_ctx(r, tm, 0, 6);
            program(ctx[r], &logs[r], (int)(rnd() % (uint64_t)ncls), r, P);
            all[P - 1 - r] = r; /* given in reverse: the walk sorts them */
        }
        rd = merged_reader(ctx, P, &file);
        CHECKF(rd != NULL, "trial %d: no file", trial);
        for (r = 0; rd && r < P && !t__now; r++) walk_matches(rd, &all[P - 1 - r], 1, logs, trial, &ends_one, 0);
        if (rd && !t__now) walk_matches(rd, all, P, logs, trial, &ends_all, 0);
        if (rd && !t__now) walk_matches(rd, all, P, logs, trial, &ends_zip, 1);
        CHECKF(t__now || ends_all > 0, "trial %d: no iteration ends", trial);
        CHECKF(t__now || ends_zip == ends_all, "trial %d: %llu iteration ends interleaved, %llu not", trial,
               (unsigned long long)ends_zip, (unsigned long long)ends_all);
        sct_reader_close(rd);
        free(file);
        for (r = 0; r < P; r++) {
            free(logs[r].ev);
        }
        free(ctx);
        free(logs);
        free(all);
    }
}

/* Ranks 0..3 run loop{Bcast} 2, 3, 4, 5 times. Exact counts are each rank's
   own, lockstep op or not (what the ranks recorded: a guard around a call
   only some ranks make). Merged at precision 0 the counts are drawn from one
   histogram, and with Bcast as a lockstep op every rank makes the lowest
   rank's number of calls. */
static void lockstep_loops_share_a_trip_count(void) {
    int32_t ranks[4] = {0, 1, 2, 3};
    unsigned char flags[5] = {0, 1, 0, 0, 0};
    int r, pass, tol;
    for (tol = 0; tol <= 100 && !t__now; tol += 100) {
        sct_ctx *ctx[4];
        uint8_t *file = NULL;
        sct_reader *rd;
        for (r = 0; r < 4; r++) {
            uint64_t clock = 0;
            int j;
            ctx[r] = tc_rank_ctx(r, SCT_TIMING_OFF, tol, 6);
            for (j = 0; j < 2 + r; j++) tc_record(ctx[r], NULL, 1, 4, (int64_t[]){8}, 1, &clock);
        }
        rd = merged_reader(ctx, 4, &file);
        CHECK(rd != NULL);
        for (pass = 0; rd && pass < 2 && !t__now; pass++) {
            sct_walk_desc d;
            sct_walk *wk = NULL;
            sct_walk_event ev;
            int calls[4] = {0, 0, 0, 0}, got = SCT_ERR_ARG;
            memset(&d, 0, sizeof d);
            d.ranks = ranks;
            d.nranks = 4;
            d.lockstep_ops = pass ? flags : NULL;
            CHECK(sct_walk_create(rd, &d, &wk) == SCT_OK);
            while (wk && (got = sct_walk_next(wk, &ev)) == 1)
                if (ev.kind == SCT_WALK_CALL) calls[ev.rank]++;
            CHECKF(got == 0, "tolerance %d pass %d: %s", tol, pass, sct_reader_error(rd));
            for (r = 0; r < 4 && !tol; r++)
                CHECKF(calls[r] == 2 + r, "exact, pass %d: rank %d made %d calls", pass, r, calls[r]);
            for (r = 0; r < 4 && tol && pass; r++)
                CHECKF(calls[r] == calls[0] && calls[0] >= 2 && calls[0] <= 5,
                       "precision 0, lockstep: rank %d made %d calls, rank 0 %d", r, calls[r], calls[0]);
            sct_walk_destroy(wk);
        }
        sct_reader_close(rd);
        free(file);
    }
}

/* Ranks 0..3 run loop{op 1} 10, 10, 30 and 30 times (a master's workers
   on shared cores do unequal shares). Merged at precision 0, every rank
   draws its count from the histogram {10, 10, 30, 30}: the draw is steered
   to the mean, 20, although no rank ran 20 iterations, so the walk makes as
   many calls as the ranks recorded, 80 (a bin's value, 10 or 30, would
   make 40 or 120). */
static void drawn_trip_counts_keep_the_sum(void) {
    int32_t ranks[4] = {0, 1, 2, 3};
    sct_ctx *ctx[4];
    uint8_t *file = NULL;
    sct_reader *rd;
    sct_walk_desc d;
    sct_walk *wk = NULL;
    sct_walk_event ev;
    int r, calls[4] = {0, 0, 0, 0}, got = SCT_ERR_ARG;
    for (r = 0; r < 4; r++) {
        uint64_t clock = 0;
        int j;
        ctx[r] = tc_rank_ctx(r, SCT_TIMING_OFF, 100, 6);
        for (j = 0; j < (r < 2 ? 10 : 30); j++) tc_record(ctx[r], NULL, 1, 4, (int64_t[]){8}, 1, &clock);
    }
    rd = merged_reader(ctx, 4, &file);
    CHECK(rd != NULL);
    memset(&d, 0, sizeof d);
    d.ranks = ranks;
    d.nranks = 4;
    CHECK(rd && sct_walk_create(rd, &d, &wk) == SCT_OK);
    while (wk && (got = sct_walk_next(wk, &ev)) == 1)
        if (ev.kind == SCT_WALK_CALL) calls[ev.rank]++;
    CHECKF(got == 0, "%s", rd ? sct_reader_error(rd) : "no reader");
    for (r = 0; r < 4; r++) CHECKF(calls[r] == 20, "rank %d made %d calls, not the mean count 20", r, calls[r]);
    sct_walk_destroy(wk);
    sct_reader_close(rd);
    free(file);
}

/* Precision 0, ranks of two shapes (as in POP, where one rank folds its
   timesteps into a differently shaped loop): every rank makes T Bcasts, a
   collective. The merge pools the shapes, and the lockstep trip counts drawn
   from the pooled histograms can add up to more timesteps than were run;
   no walked rank may call Bcast more often than it recorded, and none may
   stop far short of it (a rank whose loops are walked after the others'
   keeps its own count). */
static void lockstep_calls_stay_within_recorded(void) {
    unsigned char flags[5] = {0, 1, 0, 0, 0};
    int trial;
    for (trial = 0; trial < 30 && !t__now; trial++) {
        int P = 3 + (int)(rnd() % 6), T = 20 + (int)(rnd() % 40), r, t, j, got;
        sct_ctx *ctx[8];
        int32_t all[8];
        int calls[8] = {0};
        uint8_t *file = NULL;
        sct_reader *rd;
        sct_walk_desc d;
        sct_walk *wk = NULL;
        sct_walk_event ev;
        for (r = 0; r < P; r++) {
            uint64_t clock = 0;
            ctx[r] = tc_rank_ctx(r, SCT_TIMING_OFF, 100, 6);
            all[r] = r;
            for (t = 0; t < T; t++) {
                int sends = r == 1 ? 1 + 3 * (t % 5 == 0) : 2 + (t * 7 + r) % 3;
                for (j = 0; j < sends; j++) tc_record(ctx[r], NULL, 2, 0, (int64_t[]){1, 64, 0}, 3, &clock);
                tc_record(ctx[r], NULL, 1, 4, (int64_t[]){8}, 1, &clock);
                if (r == 1 && t % 3 == 0) tc_record(ctx[r], NULL, 3, 3, (int64_t[]){0, 1, 7}, 3, &clock);
            }
        }
        rd = merged_reader(ctx, P, &file);
        CHECKF(rd != NULL, "trial %d: no file", trial);
        memset(&d, 0, sizeof d);
        d.ranks = all;
        d.nranks = P;
        d.lockstep_ops = flags;
        CHECK(!rd || sct_walk_create(rd, &d, &wk) == SCT_OK);
        got = SCT_ERR_ARG;
        while (wk && (got = sct_walk_next(wk, &ev)) == 1)
            if (ev.kind == SCT_WALK_CALL && ev.ev.op == 1) calls[ev.rank]++;
        CHECKF(!wk || got == 0, "trial %d: the walk failed: %s", trial, sct_reader_error(rd));
        for (r = 0; wk && r < P; r++)
            CHECKF(calls[r] <= T && 2 * calls[r] >= T, "trial %d: rank %d of %d made %d Bcasts, recorded %d", trial,
                   r, P, calls[r], T);
        sct_walk_destroy(wk);
        sct_reader_close(rd);
        free(file);
    }
}

/* Precision 95, four ranks: per outer iteration one loop node runs in two
   pieces, 10 then 20 trips on even ranks, 20 then 10 on odd ones (the
   same 30 Bcasts per iteration; replay_calls --pieces-steps in
   tests/replay.sh), and an Isend's bytes vary within 5 %, a histogram, so
   the walk keeps the lockstep budgets. The pieces' counts are each rank's
   own, exact: walked lockstep, every rank makes its 300 Bcasts. Before,
   the frame of the last piece stopped for all its participants once the
   odd ranks had made their 300th Bcast, and the even ranks made 290. */
static void own_counts_end_their_own_pieces(void) {
    unsigned char flags[5] = {0, 1, 0, 0, 0};
    int32_t all[4] = {0, 1, 2, 3};
    sct_ctx *ctx[4];
    int calls[4] = {0, 0, 0, 0}, r, t, j, got = SCT_ERR_ARG;
    uint8_t *file = NULL;
    sct_reader *rd;
    sct_walk_desc d;
    sct_walk *wk = NULL;
    sct_walk_event ev;
    for (r = 0; r < 4; r++) {
        uint64_t clock = 0;
        ctx[r] = tc_rank_ctx(r, SCT_TIMING_OFF, 5, 6);
        for (t = 0; t < 10; t++) {
            for (j = 0; j < (r % 2 ? 20 : 10); j++) tc_record(ctx[r], NULL, 1, 4, (int64_t[]){8}, 1, &clock);
            tc_record(ctx[r], NULL, 2, 0, (int64_t[]){1, 1000 + (t * 7 + r) % 5, 0}, 3, &clock);
            for (j = 0; j < (r % 2 ? 10 : 20); j++) tc_record(ctx[r], NULL, 1, 4, (int64_t[]){8}, 1, &clock);
            tc_record(ctx[r], NULL, 0, 3, NULL, 0, &clock);
        }
    }
    rd = merged_reader(ctx, 4, &file);
    CHECK(rd != NULL);
    memset(&d, 0, sizeof d);
    d.ranks = all;
    d.nranks = 4;
    d.lockstep_ops = flags;
    CHECK(!rd || sct_walk_create(rd, &d, &wk) == SCT_OK);
    while (wk && (got = sct_walk_next(wk, &ev)) == 1)
        if (ev.kind == SCT_WALK_CALL && ev.ev.op == 1) calls[ev.rank]++;
    CHECKF(!wk || got == 0, "the walk failed: %s", sct_reader_error(rd));
    for (r = 0; wk && r < 4; r++) CHECKF(calls[r] == 300, "rank %d made %d Bcasts, recorded 300", r, calls[r]);
    sct_walk_destroy(wk);
    sct_reader_close(rd);
    free(file);
}

/* A call of a full walk, kept to compare a focused walk with. */
typedef struct full_call {
    int32_t rank;
    int op, nv, timing;
    int64_t v[8], compute, duration;
} full_call;

/* focus_ops: the focused walk gives the calls of the full walk (same
   lockstep and value ops) less the flagged ops' calls of ranks other than
   the focus, each with its place in the full walk as seq; the focus's calls
   keep their timing, the others' have none. */
static void focus_agrees_with_full_walk(sct_reader *rd, const int32_t *ranks, int n, const unsigned char *lockstep,
                                        const unsigned char *fops, int32_t focus, int zip) {
    sct_walk_desc d;
    sct_walk *wk = NULL;
    sct_walk_event ev;
    full_call *all = NULL;
    size_t nall = 0, cap = 0, at = 0;
    uint64_t ends[2] = {0, 0}, heard = 0;
    int pass, got = 0;
    for (pass = 0; pass < 2 && !t__now; pass++) {
        memset(&d, 0, sizeof d);
        d.ranks = ranks;
        d.nranks = n;
        d.lockstep_ops = lockstep;
        d.focus_ops = pass ? fops : NULL;
        d.focus = focus;
        d.interleave = zip;
        CHECK(sct_walk_create(rd, &d, &wk) == SCT_OK);
        while (wk && !t__now && (got = sct_walk_next(wk, &ev)) == 1) {
            full_call *c;
            if (ev.kind == SCT_WALK_ITER_END) {
                ends[pass]++;
                continue;
            }
            if (!pass) {
                if (nall == cap) all = (full_call *)realloc(all, (cap = 2 * cap + 64) * sizeof *all);
                c = &all[nall++];
                c->rank = ev.rank, c->op = ev.ev.op, c->nv = ev.ev.nvalues < 8 ? ev.ev.nvalues : 8;
                c->timing = ev.ev.timing_exact, c->compute = ev.ev.compute_ns, c->duration = ev.ev.duration_ns;
                memcpy(c->v, ev.ev.values, (size_t)c->nv * sizeof(int64_t));
                continue;
            }
            for (; at < nall && at < ev.seq; at++)
                CHECKF(all[at].rank != focus && fops[all[at].op], "focus %d: call %zu (rank %d, op %d) not given",
                       (int)focus, at, (int)all[at].rank, all[at].op);
            c = at < nall ? &all[at++] : NULL;
            heard++;
            CHECKF(c && ev.seq == at - 1 && c->rank == ev.rank && c->op == ev.ev.op && c->nv == ev.ev.nvalues &&
                       !memcmp(c->v, ev.ev.values, (size_t)c->nv * sizeof(int64_t)),
                   "focus %d: call %llu (rank %d) differs from the full walk's", (int)focus,
                   (unsigned long long)ev.seq, (int)ev.rank);
            if (c && ev.rank == focus)
                CHECKF(ev.ev.timing_exact == c->timing && ev.ev.compute_ns == c->compute &&
                           ev.ev.duration_ns == c->duration, "focus %d: call %llu lost its timing", (int)focus,
                       (unsigned long long)ev.seq);
            else
                CHECKF(ev.ev.timing_exact == -1 && !ev.ev.compute_ns && !ev.ev.duration_ns,
                       "focus %d: rank %d has timing", (int)focus, (int)ev.rank);
        }
        CHECKF(t__now || got == 0, "focus %d, pass %d: the walk failed: %s", (int)focus, pass, sct_reader_error(rd));
        sct_walk_destroy(wk);
        wk = NULL;
    }
    for (; at < nall && !t__now; at++)
        CHECKF(all[at].rank != focus && fops[all[at].op], "focus %d: call %zu (rank %d) not given at the end",
               (int)focus, at, (int)all[at].rank);
    CHECKF(t__now || ends[0] == ends[1], "focus %d: %llu iteration ends, %llu without focus", (int)focus,
           (unsigned long long)ends[1], (unsigned long long)ends[0]);
    CHECKF(t__now || (heard > 0 && heard < nall), "focus %d: %llu of %zu calls given", (int)focus,
           (unsigned long long)heard, nall);
    free(all);
}

/* In a trace taken at precision 0 (histograms, guards of 0 trips from the
   structural approximation), the walk gives each rank exactly what its
   iterator gives: the same calls with the same drawn values. */
static void walk_agrees_with_iterators_at_precision_0(void) {
    int trial;
    for (trial = 0; trial < 12 && !t__now; trial++) {
        int P = 2 + (int)(rnd() % 9), r, k;
        sct_ctx **ctx = (sct_ctx **)calloc((size_t)P, sizeof *ctx);
        int32_t *all = (int32_t *)calloc((size_t)P, sizeof *all);
        uint8_t *file = NULL;
        sct_reader *rd;
        sct_walk_desc d;
        sct_walk *wk = NULL;
        sct_walk_event ev;
        sct_iter **it = (sct_iter **)calloc((size_t)P, sizeof *it);
        uint64_t calls = 0, nhist = 0;
        for (r = 0; r < P; r++) {
            uint64_t clock = 0;
            int t, j;
            ctx[r] = tc_rank_ctx(r, SCT_TIMING_HIST, 100, 6);
            all[r] = r;
            for (t = 0; t < 30; t++) { /* POP-like: converged ranks stop exchanging */
                int inner = 2 + (int)((t * 7 + r * 3) % 5), halo = (t * 5 + r) % 7 < 4; /* irregular */
                for (j = 0; j < inner; j++) {
                    if (halo) tc_record(ctx[r], NULL, 2, 0, (int64_t[]){1, 64 + 8 * (j % 3), 0}, 3, &clock);
                    tc_record(ctx[r], NULL, 1, 4, (int64_t[]){8}, 1, &clock);
                }
                tc_record(ctx[r], NULL, 3, 3, (int64_t[]){0, 1, 7}, 3, &clock);
            }
        }
        rd = merged_reader(ctx, P, &file);
        CHECKF(rd != NULL, "trial %d: no file", trial);
        memset(&d, 0, sizeof d);
        d.ranks = all;
        d.nranks = P;
        d.interleave = trial % 2;
        CHECK(!rd || sct_walk_create(rd, &d, &wk) == SCT_OK);
        for (r = 0; rd && wk && r < P; r++) CHECK(sct_iter_create(rd, r, &it[r]) == SCT_OK);
        while (wk && !t__now && sct_walk_next(wk, &ev) == 1) {
            sct_event_out e;
            if (ev.kind != SCT_WALK_CALL) continue;
            calls++;
            CHECKF(sct_iter_next(it[ev.rank], &e) == 1 && e.op == ev.ev.op && e.nvalues == ev.ev.nvalues &&
                       !memcmp(e.values, ev.ev.values, (size_t)e.nvalues * sizeof(int64_t)),
                   "trial %d: rank %d differs from its iterator at call %llu", trial, (int)ev.rank,
                   (unsigned long long)calls);
        }
        for (r = 0; !t__now && rd && wk && r < P; r++) {
            sct_event_out e;
            CHECKF(sct_iter_next(it[r], &e) == 0, "trial %d: rank %d has calls the walk did not give", trial, r);
        }
        if (rd) { /* the same, acting for one rank, in lockstep at the op-3 collective */
            unsigned char lock[5] = {0, 0, 0, 1, 0}, fops[5] = {1, 1, 0, 0, 1};
            focus_agrees_with_full_walk(rd, all, P, lock, fops, (int32_t)(trial % P), trial % 2);
        }
        for (k = 0; rd && k < sct_reader_ntraces(rd); k++) {
            sct_trace_info ti;
            if (sct_reader_trace(rd, k, &ti) == SCT_OK) nhist += ti.histograms;
        }
        CHECKF(t__now || nhist > 0, "trial %d: no histograms at precision 0", trial);
        for (r = 0; r < P; r++) sct_iter_destroy(it[r]);
        sct_walk_destroy(wk);
        sct_reader_close(rd);
        free(file);
        free(it);
        free(ctx);
        free(all);
    }
}

/* With value_ops, calls of the flagged op (Isend) keep their values and
   the others come without any: the calls are still all there, in order. */
static void values_of_flagged_ops(sct_reader *rd, const int32_t *ranks, int n, tc_log *logs) {
    unsigned char vops[5] = {0, 0, 1, 0, 0};
    sct_walk_desc d;
    sct_walk *wk = NULL;
    sct_walk_event ev;
    size_t pos[64] = {0};
    int got = 0;
    memset(&d, 0, sizeof d);
    d.ranks = ranks;
    d.nranks = n;
    d.value_ops = vops;
    CHECK(sct_walk_create(rd, &d, &wk) == SCT_OK);
    while (wk && !t__now && (got = sct_walk_next(wk, &ev)) == 1) {
        const tc_ev *e;
        if (ev.kind != SCT_WALK_CALL) continue;
        e = &logs[ev.rank].ev[pos[ev.rank]++];
        CHECKF(ev.ev.op == e->op, "rank %d: op %d, recorded %d", (int)ev.rank, ev.ev.op, e->op);
        if (e->op == 2)
            CHECKF(ev.ev.nvalues == e->nv && !memcmp(ev.ev.values, e->v, (size_t)e->nv * sizeof(int64_t)),
                   "rank %d: an Isend lost its values", (int)ev.rank);
        else
            CHECKF(ev.ev.nvalues == 0, "rank %d: op %d has %d values", (int)ev.rank, e->op, ev.ev.nvalues);
    }
    CHECK(t__now || got == 0);
    sct_walk_destroy(wk);
}

/* Ranks with the same loops share their draws in the walk; one that differs
   in a single value stream (here its tag, its own rank) still gets its own
   values there, and ranks of another trip count their own calls. */
static void alike_ranks_keep_their_own_values(void) {
    sct_ctx *ctx[8];
    tc_log logs[8];
    uint8_t *file = NULL;
    sct_reader *rd;
    int32_t ranks[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    uint64_t ends = 0;
    int r;
    memset(logs, 0, sizeof logs);
    for (r = 0; r < 8; r++) {
        uint64_t clock = 0;
        int t, j;
        ctx[r] = tc_rank_ctx(r, SCT_TIMING_HIST, 0, 6);
        for (t = 0; t < 20; t++) {
            for (j = 0; j < (r < 4 ? 3 : 2); j++)
                tc_record(ctx[r], &logs[r], 2, 0, (int64_t[]){1, 64 * (j + 1), r == 5 ? t : 7}, 3, &clock);
            tc_record(ctx[r], &logs[r], 1, 4, (int64_t[]){8 + t % 3}, 1, &clock);
        }
    }
    rd = merged_reader(ctx, 8, &file);
    CHECK(rd != NULL);
    if (rd) walk_matches(rd, ranks, 8, logs, 0, &ends, 0);
    if (rd) walk_matches(rd, ranks + 4, 4, logs, 1, &ends, 1);
    if (rd) values_of_flagged_ops(rd, ranks, 8, logs);
    for (r = 0; rd && r < 8; r += 3) /* 0, 3, 6: a rep, one alike to 0, one of other counts */
        focus_agrees_with_full_walk(rd, ranks, 8, NULL, (const unsigned char *)"\1\1\0\1\1", r, r % 2);
    if (rd) /* rank 5: its own tags */
        focus_agrees_with_full_walk(rd, ranks + 2, 6, NULL, (const unsigned char *)"\1\1\0\1\1", 5, 1);
    sct_reader_close(rd);
    free(file);
    for (r = 0; r < 8; r++) free(logs[r].ev);
}

/* A master and its workers: after a call all make, rank 0 loops 6 times and
   ranks 1-3 loop 4 times over other bodies, then all make the call again.
   Interleaved, the two top-level loops take turns, one iteration each, until
   the workers' ends; the last call comes after both. Not interleaved, the
   master's loop runs first. Either way each rank's calls are its own. A
   worker's focus walk marks its own loop's iteration ends as its own. */
static void sibling_loops_take_turns(void) {
    sct_ctx *ctx[4];
    tc_log logs[4];
    uint8_t *file = NULL;
    sct_reader *rd;
    int32_t ranks[4] = {0, 1, 2, 3};
    int r, zip;
    memset(logs, 0, sizeof logs);
    for (r = 0; r < 4; r++) {
        uint64_t clock = 0;
        int t;
        ctx[r] = tc_rank_ctx(r, SCT_TIMING_OFF, 0, 6);
        tc_record(ctx[r], &logs[r], 1, 4, (int64_t[]){8}, 1, &clock);
        for (t = 0; t < (r ? 4 : 6); t++) {
            tc_record(ctx[r], &logs[r], 2, r ? 1 : 0, (int64_t[]){r ? -1 : 1, 64, 0}, 3, &clock);
            if (r) tc_record(ctx[r], &logs[r], 3, 3, (int64_t[]){0, 1, 7}, 3, &clock);
        }
        tc_record(ctx[r], &logs[r], 1, 4, (int64_t[]){8}, 1, &clock);
    }
    rd = merged_reader(ctx, 4, &file);
    CHECK(rd != NULL);
    for (zip = 0; rd && zip < 2 && !t__now; zip++) {
        sct_walk_desc d;
        sct_walk *wk = NULL;
        sct_walk_event ev;
        char turns[32] = "", want[2][32] = {"AAAAAABBBB", "ABABABABAA"};
        int got = 0, n = 0, last_bcast = -1, last_end = -1, at = 0, caller = -1;
        uint64_t ends = 0;
        walk_matches(rd, ranks, 4, logs, zip, &ends, zip);
        memset(&d, 0, sizeof d);
        d.ranks = ranks;
        d.nranks = 4;
        d.interleave = zip;
        CHECK(sct_walk_create(rd, &d, &wk) == SCT_OK);
        while (wk && (got = sct_walk_next(wk, &ev)) == 1 && n < 30) {
            at++;
            if (ev.kind == SCT_WALK_CALL) {
                if (ev.ev.op == 1) last_bcast = at;
                caller = ev.rank;
                continue;
            }
            last_end = at;
            turns[n++] = caller ? 'B' : 'A'; /* whose iteration ended */
        }
        CHECKF(got == 0, "interleave %d: %s", zip, sct_reader_error(rd));
        CHECKF(!strcmp(turns, want[zip]), "interleave %d: the loops ran %s, expected %s", zip, turns, want[zip]);
        CHECKF(last_bcast > last_end, "interleave %d: the last call came before the loops ended", zip);
        sct_walk_destroy(wk);
    }
    if (rd) { /* a focus walk tells which iterations the focus took part in */
        static const unsigned char none[6] = {0};
        sct_walk_desc d;
        sct_walk *wk = NULL;
        sct_walk_event ev;
        int got, caller = -1, in[2] = {0, 0}, out[2] = {0, 0};
        memset(&d, 0, sizeof d);
        d.ranks = ranks;
        d.nranks = 4;
        d.interleave = 1;
        d.focus_ops = none;
        d.focus = 2;
        CHECK(sct_walk_create(rd, &d, &wk) == SCT_OK);
        while (wk && (got = sct_walk_next(wk, &ev)) == 1)
            if (ev.kind == SCT_WALK_CALL) caller = ev.rank;
            else if (ev.focus_in) in[caller > 0]++;
            else out[caller > 0]++;
        CHECKF(in[1] == 4 && out[1] == 0 && in[0] == 0 && out[0] == 6,
               "focus 2: in its loop's iterations %d, out %d; in the master's %d, out %d", in[1], out[1], in[0], out[0]);
        sct_walk_destroy(wk);
    }
    sct_reader_close(rd);
    free(file);
    for (r = 0; r < 4; r++) free(logs[r].ev);
}

/* Two ranks that share a first and a last call and, in between, make 100
   calls each at sites of their own: the merged root has 100 entries of one
   rank before the other's. A walk of one rank alone passes them over
   however many there are (it ended at the first 64 once, cutting rank 9 of
   a 16-rank POP trace short after 10 calls). */
static void walk_passes_long_runs_of_other_ranks(void) {
    sct_ctx *ctx[2];
    tc_log logs[2];
    uint8_t *file = NULL;
    sct_reader *rd;
    uint64_t ends = 0;
    int32_t ranks[2] = {0, 1};
    int r, i;
    memset(logs, 0, sizeof logs);
    for (r = 0; r < 2; r++) {
        uint64_t clock = 0;
        ctx[r] = tc_rank_ctx(r, SCT_TIMING_OFF, 0, 202);
        tc_record(ctx[r], &logs[r], 1, 0, (int64_t[]){8}, 1, &clock);
        for (i = 0; i < 100; i++) tc_record(ctx[r], &logs[r], 1, (uint32_t)(1 + 100 * r + i), (int64_t[]){8}, 1, &clock);
        tc_record(ctx[r], &logs[r], 1, 201, (int64_t[]){8}, 1, &clock);
    }
    rd = merged_reader(ctx, 2, &file);
    CHECK(rd != NULL);
    for (r = 0; rd && r < 2 && !t__now; r++) walk_matches(rd, &ranks[r], 1, logs, r, &ends, 0);
    if (rd && !t__now) walk_matches(rd, ranks, 2, logs, 2, &ends, 0);
    sct_reader_close(rd);
    free(file);
    for (r = 0; r < 2; r++) free(logs[r].ev);
}

/* Unknown ranks, duplicates, empty lists and a focus that is not walked are
   refused with a message. */
static void walk_refuses_bad_rank_lists(void) {
    sct_ctx *ctx[2];
    uint8_t *file = NULL;
    sct_reader *rd;
    sct_walk *wk = NULL;
    sct_walk_desc d;
    int32_t dup[2] = {1, 1}, missing[2] = {0, 7};
    int r;
    for (r = 0; r < 2; r++) {
        uint64_t clock = 0;
        ctx[r] = tc_rank_ctx(r, SCT_TIMING_OFF, 0, 6);
        tc_record(ctx[r], NULL, 1, 4, (int64_t[]){8}, 1, &clock);
    }
    rd = merged_reader(ctx, 2, &file);
    CHECK(rd != NULL);
    memset(&d, 0, sizeof d);
    d.ranks = dup;
    d.nranks = 2;
    CHECK(rd && sct_walk_create(rd, &d, &wk) == SCT_ERR_ARG && !wk && strstr(sct_reader_error(rd), "twice"));
    d.ranks = missing;
    CHECK(rd && sct_walk_create(rd, &d, &wk) == SCT_ERR_RANGE && !wk && strstr(sct_reader_error(rd), "no rank 7"));
    d.nranks = 0;
    CHECK(rd && sct_walk_create(rd, &d, &wk) == SCT_ERR_ARG && !wk);
    d.ranks = dup;
    d.nranks = 1;
    d.focus_ops = (const unsigned char *)"\1\1\1\1\1";
    d.focus = 0;
    CHECK(rd && sct_walk_create(rd, &d, &wk) == SCT_ERR_ARG && !wk && strstr(sct_reader_error(rd), "focus"));
    sct_reader_close(rd);
    free(file);
}

int main(void) {
    (void)sim_blob;
    RUN(walk_gives_each_rank_its_events);
    RUN(lockstep_loops_share_a_trip_count);
    RUN(lockstep_calls_stay_within_recorded);
    RUN(own_counts_end_their_own_pieces);
    RUN(drawn_trip_counts_keep_the_sum);
    RUN(walk_agrees_with_iterators_at_precision_0);
    RUN(alike_ranks_keep_their_own_values);
    RUN(sibling_loops_take_turns);
    RUN(walk_passes_long_runs_of_other_ranks);
    RUN(walk_refuses_bad_rank_lists);
    TEST_EXIT();
}
