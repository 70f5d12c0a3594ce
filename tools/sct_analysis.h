/* sct_analysis.h - the analysis verbs of the sctrace tool: stats, matrix,
   export --chrome and diff.

   Included once by tools/sctrace.c, after sctrace.h and the tool's own helpers
   (usage_error, parse_long, open_trace, fmt_value, role_of, short_name,
   timing_name), just before its verb table. Everything here is static.

   Analysis works on the compressed trace, not on expanded events (the Pallas
   lesson): ranks whose view of a trace is identical -- same top-level
   entries, same variant of every value stream -- form one class, and each
   class is analysed once through one representative rank. A 2D stencil of
   16,384 ranks has 9 classes whatever its iteration count. Calls come from
   node execution counts, bytes from stream sums, timing from the histograms
   merged across ranks. Only exact timing (SCTRACE_TIMING=exact) and the
   timeline export decode events.

   TABLE OF CONTENTS
     1. >>an_util       maps, progress, site names, JSON strings
     2. >>an_class      ranks that see the same trace
     3. >>an_stats      the mpiP-style report
     4. >>an_matrix     who sends how much to whom
     5. >>an_stats_svg  stats --svg: time per op and per rank as bar charts
     6. >>an_export     Chrome trace-event JSON
     7. >>an_diff       structural comparison of two traces */
#ifndef SCT_ANALYSIS_H
#define SCT_ANALYSIS_H

#include <math.h>
#include <stdarg.h>
#include <time.h>
#include <unistd.h>

#include "sct_progress.h"
#include "sct_resolve.h"

#define AN_STATS_HELP                                                                                                  \
    "An mpiP-style report computed from the compressed trace (no event is expanded\n"                                  \
    "unless the trace has exact timing): per MPI op and per call site (function and\n"                                 \
    "file:line when known) the calls, bytes, total/mean/min/max time, % of MPI time\n"                                 \
    "and % of run time (MPI + compute time between calls); then per-rank totals\n"                                     \
    "with min/max (and the ranks), mean and imbalance (max/mean - 1).\n"                                               \
    "  bytes        the call's first bytes parameter (a send's message, a receive's\n"                                 \
    "               buffer, a collective's send buffer; v-collectives: the array sum)\n"                               \
    "  --sort K     order rows by time (default), calls or bytes\n"                                                    \
    "  --csv        one table: kind(op|site|rank),op,site,rank,calls,bytes,time_ns,\n"                                 \
    "               mean_ns,min_ns,max_ns,pct_mpi,pct_run,time_source (a rank row's\n"                                 \
    "               pct_mpi is its share of all MPI time, pct_run its own MPI share)\n"                                \
    "  --json       the same as one JSON object\n"                                                                     \
    "  --svg        bar charts: MPI time per op (calls without timing), and per\n"                                    \
    "               rank MPI and compute time (above 256 ranks, blocks' means)\n"                                     \
    "  --rank R     only rank R\n"                                                                                     \
    "  --thread T   only thread T of each rank (traced under MPI_THREAD_MULTIPLE;\n"                                  \
    "               default: a rank's figures sum all its threads)\n"                                                 \
    "Times of ops and sites are exact sums of the histograms. Per-rank times are\n"                                   \
    "exact for traces recorded with SCTRACE_TIMING=exact or not merged across ranks\n"                                \
    "(one trace per rank); in merged traces they are estimated as calls x the call\n"                                 \
    "site's mean over its ranks, and the output says so (time_source \"estimated\")."

#define AN_MATRIX_HELP                                                                                                 \
    "The rank x rank matrix of point-to-point bytes and messages, sender (row) to\n"                                   \
    "receiver (column), computed once per class of ranks that see the same trace.\n"                                   \
    "Counted: the send family (Send, Isend, Bsend, Ssend, Rsend and their I- forms),\n"                                \
    "Sendrecv(_replace) by its send part, Put/Accumulate (origin to target), Get\n"                                    \
    "(target to origin). Not counted: persistent requests (Send_init + Start).\n"                                      \
    "Peers are relative ranks of the call's communicator, mapped as rank + offset\n"                                   \
    "(exact for MPI_COMM_WORLD, its duplicates and non-reordered Cartesian\n"                                          \
    "communicators); messages whose peer falls outside the ranks are reported.\n"                                      \
    "  (default)      a summary; the full table up to 16 ranks\n"                                                      \
    "  --csv          src,dst,bytes,messages for every pair that communicates\n"                                       \
    "  --svg          an SVG heatmap (log colour scale, axes, legend); above 64 ranks\n"                               \
    "                 it shows 64 x 64 blocks of consecutive ranks, summed\n"                                          \
    "  --count        the table and heatmap show messages instead of bytes\n"                                          \
    "  --collectives  add collectives by their algorithm-agnostic volume: root to\n"                                   \
    "                 each member (Bcast, Scatter), each member to root (Reduce,\n"                                    \
    "                 Gather), each member to every other (Allreduce, Allgather,\n"                                    \
    "                 Alltoall, Reduce_scatter_block; spread over all ranks)"

#define AN_EXPORT_HELP                                                                                                 \
    "Write the trace as Chrome trace-event JSON to stdout, for Perfetto\n"                                             \
    "(ui.perfetto.dev) or chrome://tracing: an object with \"traceEvents\", one\n"                                     \
    "track per rank (tid = rank), one \"ph\":\"X\" slice per MPI call with its\n"                                      \
    "parameters and call site in args. Times come from exact timing when the trace\n"                                  \
    "has it; otherwise each call gets its call site's mean compute time and\n"                                         \
    "duration, and otherData.timing says so. Each rank starts at 0.\n"                                                 \
    "  --ranks LIST   only these ranks: 0,3,8-11\n"                                                                    \
    "  --from NS      only calls that end at or after NS (ns on the rank's timeline)\n"                                \
    "  --to NS        only calls that start at or before NS"

#define AN_DIFF_HELP                                                                                                   \
    "Compare two traces structurally: the same ranks, and for every rank the same\n"                                   \
    "calls (op names), call sites, loop trip counts and parameter values, in the\n"                                    \
    "same loop structure. Timing is not compared. Ranks that see the same trace\n"                                     \
    "in both files are compared once. When the loop structures differ, the events\n"                                   \
    "are compared one by one (two compressions of equal events are equivalent).\n"                                     \
    "Prints 'equivalent: ...' (exit status 0) or the first difference (exit 1).\n"                                     \
    "  --ignore-sites   do not compare call sites (a replay, another build)"

/*== >>an_util  maps, progress, site names, JSON strings ==========================*/

/* An open-addressing map from 64-bit keys (never AN_EMPTY) to int indices. */
#define AN_EMPTY UINT64_MAX

typedef struct an_map {
    uint64_t *keys;
    int *vals;
    size_t cap, n;
} an_map;

static void an_die_nomem(void) {
    fprintf(stderr, "%s: out of memory\n", prog);
    exit(1);
}

static void *an_alloc(size_t n, size_t size) {
    void *p = calloc(n ? n : 1, size);
    if (!p) an_die_nomem();
    return p;
}

static void *an_grow(void *p, size_t n, size_t size) {
    p = realloc(p, (n ? n : 1) * size);
    if (!p) an_die_nomem();
    return p;
}

static uint64_t an_mix(uint64_t k) {
    k ^= k >> 33;
    k *= UINT64_C(0xff51afd7ed558ccd);
    k ^= k >> 33;
    return k;
}

static void an_map_init(an_map *m, size_t expect) {
    size_t i;
    m->cap = 16;
    while (m->cap < 2 * expect) m->cap *= 2;
    m->keys = (uint64_t *)an_alloc(m->cap, sizeof *m->keys);
    m->vals = (int *)an_alloc(m->cap, sizeof *m->vals);
    for (i = 0; i < m->cap; i++) m->keys[i] = AN_EMPTY;
    m->n = 0;
}

static void an_map_free(an_map *m) {
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

static void an_map_clear(an_map *m) {
    size_t i;
    for (i = 0; i < m->cap; i++) m->keys[i] = AN_EMPTY;
    m->n = 0;
}

/* The index stored under key, or -1. */
static int an_map_get(const an_map *m, uint64_t key) {
    size_t i = an_mix(key) & (m->cap - 1);
    while (m->keys[i] != AN_EMPTY) {
        if (m->keys[i] == key) return m->vals[i];
        i = (i + 1) & (m->cap - 1);
    }
    return -1;
}

/* The index under key; a new key gets `fresh` (and *added = 1). */
static int an_map_put(an_map *m, uint64_t key, int fresh, int *added) {
    size_t i;
    *added = 0;
    if (2 * (m->n + 1) > m->cap) {
        an_map old = *m;
        an_map_init(m, old.cap);
        for (i = 0; i < old.cap; i++)
            if (old.keys[i] != AN_EMPTY) an_map_put(m, old.keys[i], old.vals[i], added);
        an_map_free(&old);
        *added = 0;
    }
    i = an_mix(key) & (m->cap - 1);
    while (m->keys[i] != AN_EMPTY) {
        if (m->keys[i] == key) return m->vals[i];
        i = (i + 1) & (m->cap - 1);
    }
    m->keys[i] = key;
    m->vals[i] = fresh;
    m->n++;
    *added = 1;
    return fresh;
}

static uint64_t an_hash_str(const char *s) {
    uint64_t h = UINT64_C(1469598103934665603);
    while (*s) h = (h ^ (unsigned char)*s++) * UINT64_C(1099511628211);
    return h == AN_EMPTY ? 0 : h;
}

/* Progress on stderr (tools/sct_progress.h: on a terminal, or when
   SCTRACE_PROGRESS=1): the first call begins it, done >= total ends it. */
static void an_progress(const char *what, uint64_t done, uint64_t total) {
    static sct_progress p;
    static int on;
    if (done >= total) {
        if (on) sct_progress_end(&p);
        on = 0;
        return;
    }
    if (!on) sct_progress_begin(&p, what, total);
    on = 1;
    sct_progress_step(&p, done);
}

static const char *an_basename(const char *p) {
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

/* A frame resolved from the module's DWARF (tools/sct_resolve.h): its
   inlined chain, innermost first; returns the length written. */
static size_t an_resolved_name(const rs_site *rs, const char *sep, char *buf, size_t n) {
    size_t used = 0;
    int k;
    for (k = 0; k < rs->n && used < n; k++) {
        const rs_frame *f = &rs->f[k];
        const char *fn = f->function[0] ? f->function : "?";
        if (f->file[0] && f->line > 0)
            used += (size_t)snprintf(buf + used, n - used, "%s%s (%s:%d)", sep, fn, an_basename(f->file), f->line);
        else
            used += (size_t)snprintf(buf + used, n - used, "%s%s", sep, fn);
        sep = " < ";
    }
    return used < n ? used : n;
}

/* A call site as people read it, innermost frame first:
   "function (file:line)", "function", or "module+0xoffset"; frames joined
   by " < ". Equal sites of different traces give equal names. */
static void an_site_name(sct_reader *r, int32_t rank, uint32_t site, char *buf, size_t n) {
    sct_site_info si;
    size_t used = 0;
    int d;
    buf[0] = 0;
    if (sct_reader_site(r, rank, site, &si) != SCT_OK || si.depth < 1) {
        snprintf(buf, n, "site%u", site);
        return;
    }
    for (d = 0; d < si.depth && used < n; d++) {
        const sct_frame *f = &si.frames[d];
        const char *sep = d ? " < " : "";
        const rs_site *rs = rs_resolve_frame(r, rank, f);
        if (rs)
            used += an_resolved_name(rs, sep, buf + used, n - used);
        else if (f->function[0] && f->file[0])
            used +=
                (size_t)snprintf(buf + used, n - used, "%s%s (%s:%d)", sep, f->function, an_basename(f->file), f->line);
        else if (f->function[0])
            used += (size_t)snprintf(buf + used, n - used, "%s%s", sep, f->function);
        else
            used += (size_t)snprintf(buf + used, n - used, "%s%s+0x%" PRIx64, sep,
                                     f->module[0] ? an_basename(f->module) : "?", f->offset);
    }
}

static void an_json_str(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

static void an_csv_str(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"') fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

/* The stream index of the first parameter with `role` (for an array, its
   lengths; the elements follow), or -1. *array says whether it is one. */
static int an_stream_of_role(const sct_op *op, int role, int nth, int *array) {
    int p, k = 0;
    for (p = 0; p < op->nparams; p++) {
        int arr = (op->param_roles[p] & SCT_PARAM_ARRAY) != 0;
        if (role_of(op, p) == role && nth-- == 0) {
            if (array) *array = arr;
            return k;
        }
        k += arr ? 2 : 1;
    }
    return -1;
}

/* The stream index of the parameter called `name`, or -1. */
static int an_stream_of_name(const sct_op *op, const char *name) {
    int p, k = 0;
    for (p = 0; p < op->nparams; p++) {
        if (!strcmp(op->param_names[p], name)) return k;
        k += (op->param_roles[p] & SCT_PARAM_ARRAY) ? 2 : 1;
    }
    return -1;
}

static int an_nstreams_of(const sct_op *op) {
    int p, k = 0;
    for (p = 0; p < op->nparams; p++) k += (op->param_roles[p] & SCT_PARAM_ARRAY) ? 2 : 1;
    return k;
}

static int an_rank_stream(sct_reader *r, int32_t rank, uint32_t id, int k, sct_stream_summary *s);

/* How many values `rank` has in stream k of leaf id: its executions for a
   scalar or an array's lengths, the sum of its lengths for an array's
   elements. -1 when it cannot tell (a loop, a bad id). */
static double an_rank_nvalues(sct_reader *r, int32_t rank, uint32_t id, int k) {
    sct_node_info ni;
    sct_stream_summary ls;
    const sct_op *op;
    int p, at = 0;
    if (sct_reader_node(r, rank, id, &ni) != SCT_OK || ni.kind != SCT_NODE_LEAF) return -1;
    op = &sct_reader_ops(r)->ops[ni.op];
    for (p = 0; p < op->nparams && at <= k; p++) {
        int arr = (op->param_roles[p] & SCT_PARAM_ARRAY) != 0;
        if (k == at) return (double)ni.executions;
        if (arr && k == at + 1) return an_rank_stream(r, rank, id, at, &ls) ? -1 : ls.sum;
        at += arr ? 2 : 1;
    }
    return -1;
}

/* Stream k of leaf id as `rank` has it. A histogram (a trace merged below
   precision 100) holds the values of every rank that shares it: its count
   and sum become this rank's share, its number of values at the histogram's
   mean, so that sums over ranks add up to the histogram's. */
static int an_rank_stream(sct_reader *r, int32_t rank, uint32_t id, int k, sct_stream_summary *s) {
    double n;
    if (sct_reader_stream(r, rank, id, k, s) != SCT_OK) return -1;
    if (!s->histogram || (n = an_rank_nvalues(r, rank, id, k)) < 0 || n >= (double)s->count) return 0;
    s->count = (uint64_t)(n + 0.5);
    s->sum = s->mean * n;
    return 0;
}

/* The bytes of a call: its first BYTES parameter (what a send sends, what a
   receive can receive, a collective's send buffer; for a v-collective, the
   sum of that array). Stats and the tests use this one rule. */
static double an_leaf_bytes(sct_reader *r, int32_t rank, uint32_t id, const sct_op *op) {
    int arr = 0, k = an_stream_of_role(op, SCT_ROLE_BYTES, 0, &arr);
    sct_stream_summary s;
    if (k < 0 || an_rank_stream(r, rank, id, k + arr, &s)) return 0;
    return s.sum;
}

/*== >>an_class  ranks that see the same trace ===================================*/

/* The ranks of one trace grouped into classes: equal top-level entries and
   the same variant of every stream. Members of class c are
   order[start[c] .. start[c+1]); the first is its representative. */
typedef struct an_classes {
    int n;
    int32_t *order;
    int32_t *start;
    int32_t nmembers;
} an_classes;

typedef struct an_part {
    int32_t nworld; /* rank ids are < nworld */
    int32_t *cls, *tag, *members;
    int32_t nmembers;
    int ncls;
    an_map map;
} an_part;

/* tag[r] = value for every member r < nworld of l, block by block: linear in
   the members (sct_ranklist_next scans every block for each member). */
static void an_tag_ranks(const sct_ranklist *l, int32_t *tag, int32_t nworld, int32_t value) {
    uint32_t b;
    for (b = 0; b < l->nblocks; b++) {
        const sct_rankblock *k = &l->blocks[b];
        int32_t c[SCT_RANKLIST_DIMS] = {1, 1, 1}, st[SCT_RANKLIST_DIMS] = {0, 0, 0}, i0, i1, i2;
        int d;
        for (d = 0; d < k->dims && d < SCT_RANKLIST_DIMS; d++) c[d] = k->count[d], st[d] = k->stride[d];
        for (i0 = 0; i0 < c[0]; i0++)
            for (i1 = 0; i1 < c[1]; i1++)
                for (i2 = 0; i2 < c[2]; i2++) {
                    int64_t r = (int64_t)k->start + (int64_t)i0 * st[0] + (int64_t)i1 * st[1] + (int64_t)i2 * st[2];
                    if (r >= 0 && r < nworld) tag[r] = value;
                }
    }
}

/* Split every class by membership of the given lists (tag = list index + 1). */
static void an_refine(an_part *p, const sct_ranklist *const *lists, int nl) {
    int l, added;
    int32_t i;
    for (i = 0; i < p->nmembers; i++) p->tag[p->members[i]] = 0;
    for (l = 0; l < nl; l++) an_tag_ranks(lists[l], p->tag, p->nworld, l + 1);
    an_map_clear(&p->map);
    for (i = 0; i < p->nmembers; i++) {
        int32_t m = p->members[i];
        uint64_t key = ((uint64_t)(uint32_t)p->cls[m] << 32) | (uint32_t)p->tag[m];
        p->cls[m] = an_map_put(&p->map, key, (int)p->map.n, &added);
    }
    p->ncls = (int)p->map.n;
}

/* Refine by the variants of every stream of node id of trace t. */
static void an_refine_node(an_part *p, sct_reader *r, int t, uint32_t id) {
    sct_node_info ni;
    const sct_ranklist **lists = NULL;
    int k, ns, nv, v;
    sct_reader_trace_node(r, t, id, &ni);
    ns = ni.kind == SCT_NODE_LOOP ? 1 : an_nstreams_of(&sct_reader_ops(r)->ops[ni.op]);
    for (k = 0; k < ns; k++) {
        if (sct_reader_trace_variants(r, t, id, k, &nv) != SCT_OK || nv < 2) continue;
        lists = (const sct_ranklist **)an_grow((void *)lists, (size_t)nv, sizeof *lists);
        for (v = 0; v < nv; v++) {
            sct_stream_summary s;
            sct_reader_trace_variant(r, t, id, k, v, &lists[v], &s);
        }
        an_refine(p, lists, nv);
    }
    free((void *)lists);
}

/* Classes of trace t (only `only` when it is >= 0). */
static int an_classify(sct_reader *r, int t, int32_t nworld, int32_t only, an_classes *out) {
    an_part p;
    sct_trace_info ti;
    uint32_t i, id;
    int32_t rk, *fill;
    int c;
    memset(out, 0, sizeof *out);
    if (sct_reader_trace(r, t, &ti) != SCT_OK) return -1;
    memset(&p, 0, sizeof p);
    p.nworld = nworld;
    p.cls = (int32_t *)an_alloc((size_t)nworld, sizeof *p.cls);
    p.tag = (int32_t *)an_alloc((size_t)nworld, sizeof *p.tag);
    p.members = (int32_t *)an_alloc((size_t)nworld, sizeof *p.members);
    p.ncls = 1;
    for (rk = sct_ranklist_next(ti.ranks, -1); rk >= 0 && rk < nworld; rk = sct_ranklist_next(ti.ranks, rk))
        if (only < 0 || rk == only) p.members[p.nmembers++] = rk;
    if (p.nmembers > 1) {
        an_map_init(&p.map, 64);
        for (i = 0; i < ti.entries; i++) {
            const sct_ranklist *rl;
            sct_reader_trace_entry(r, t, i, &id, &rl);
            if (sct_ranklist_count(rl) < (uint64_t)p.nmembers) an_refine(&p, &rl, 1);
        }
        for (id = 0; id < ti.nodes; id++) an_refine_node(&p, r, t, id);
        an_map_free(&p.map);
    }
    out->n = p.nmembers ? p.ncls : 0;
    out->nmembers = p.nmembers;
    out->order = (int32_t *)an_alloc((size_t)p.nmembers, sizeof *out->order);
    out->start = (int32_t *)an_alloc((size_t)out->n + 1, sizeof *out->start);
    fill = (int32_t *)an_alloc((size_t)out->n + 1, sizeof *fill);
    for (i = 0; i < (uint32_t)p.nmembers; i++) out->start[p.cls[p.members[i]] + 1]++;
    for (c = 0; c < out->n; c++) out->start[c + 1] += out->start[c];
    for (i = 0; i < (uint32_t)p.nmembers; i++) {
        int32_t m = p.members[i];
        out->order[out->start[p.cls[m]] + fill[p.cls[m]]++] = m;
    }
    free(fill);
    free(p.cls);
    free(p.tag);
    free(p.members);
    return 0;
}

static void an_classes_free(an_classes *c) {
    free(c->order);
    free(c->start);
    memset(c, 0, sizeof *c);
}

/* One past the largest rank of the file. */
static int32_t an_nworld(sct_reader *r) {
    sct_file_info fi;
    int32_t last;
    sct_reader_info(r, &fi);
    if (!fi.nranks) return 0;
    last = sct_reader_rank(r, fi.nranks - 1) + 1;
    return last > fi.world_size ? last : fi.world_size;
}

/*== >>an_stats  the mpiP-style report ===========================================*/

typedef struct an_row {
    int op;
    char *site; /* NULL: the row of a whole op */
    uint64_t calls;
    double bytes, time, compute;
    uint64_t tcount;
    int64_t tmin, tmax;
    int32_t tmin_rank, tmax_rank;
} an_row;

typedef struct an_rank_tot {
    double calls, bytes, time, run;
} an_rank_tot;

typedef struct an_stats {
    sct_reader *r;
    int nops;
    an_row *ops;   /* one per op of the op table */
    an_row *sites; /* one per (op, site name) */
    int nsites, capsites;
    an_map site_map;
    an_rank_tot *rank; /* indexed by rank */
    unsigned char *has_rank;
    int32_t nworld;
    int thread;    /* --thread T: that thread's timelines only; -1 (default) all of each rank's */
    int timing;    /* 1 histograms, 2 exact, 0 none */
    /* per-rank times, and with --rank also the rows, are calls x a mean over
       several ranks (exact sums when a trace holds one rank, as unmerged ones do) */
    int ranks_estimated, rows_estimated;
} an_stats;

static void an_row_time(an_row *w, double time, double compute, uint64_t n, int64_t mn, int32_t mnr, int64_t mx,
                        int32_t mxr) {
    w->time += time;
    w->compute += compute;
    if (!n) return;
    if (!w->tcount || mn < w->tmin) w->tmin = mn, w->tmin_rank = mnr;
    if (!w->tcount || mx > w->tmax) w->tmax = mx, w->tmax_rank = mxr;
    w->tcount += n;
}

static int an_site_row(an_stats *s, int op, const char *name) {
    char key[1100];
    uint64_t h;
    int i, added;
    snprintf(key, sizeof key, "%d\t%s", op, name);
    for (h = an_hash_str(key);; h = h + 1 == AN_EMPTY ? 0 : h + 1) {
        i = an_map_put(&s->site_map, h, s->nsites, &added);
        if (added) break;
        if (s->sites[i].op == op && !strcmp(s->sites[i].site, name)) return i;
    }
    if (s->nsites == s->capsites) {
        s->capsites = s->capsites ? 2 * s->capsites : 64;
        s->sites = (an_row *)an_grow(s->sites, (size_t)s->capsites, sizeof *s->sites);
    }
    memset(&s->sites[s->nsites], 0, sizeof *s->sites);
    s->sites[s->nsites].op = op;
    s->sites[s->nsites].site = strdup(name);
    if (!s->sites[s->nsites].site) an_die_nomem();
    return s->nsites++;
}

/* Times of leaf `id` of trace t for the rows: the merged histograms (exact
   sums over the trace's ranks), or for one rank its calls x their means. */
static void an_stats_leaf_time(an_stats *s, int t, uint32_t id, int op, int row, uint64_t one_rank_calls,
                               int one_rank) {
    const sct_hist *d, *c;
    double dt, ct;
    if (sct_reader_trace_hist(s->r, t, id, 1, &d) != SCT_OK || sct_reader_trace_hist(s->r, t, id, 0, &c) != SCT_OK)
        return;
    dt = one_rank ? (double)one_rank_calls * sct_hist_mean(d) : d->sum;
    ct = one_rank ? (double)one_rank_calls * sct_hist_mean(c) : c->sum;
    an_row_time(&s->ops[op], dt, ct, d->count, d->min, d->min_rank, d->max, d->max_rank);
    an_row_time(&s->sites[row], dt, ct, d->count, d->min, d->min_rank, d->max, d->max_rank);
}

/* Calls, bytes and (unless exact) estimated times of one class. */
static void an_stats_class(an_stats *s, int t, const an_classes *cl, int c, const int *leafrow, uint32_t nnodes,
                           int one_rank) {
    int32_t rep = cl->order[cl->start[c]], m = cl->start[c + 1] - cl->start[c], i;
    an_rank_tot tot = {0, 0, 0, 0};
    uint32_t id;
    for (id = 0; id < nnodes; id++) {
        sct_node_info ni;
        const sct_op *op;
        const sct_hist *h;
        double b;
        if (leafrow[id] < 0 || sct_reader_node(s->r, rep, id, &ni) != SCT_OK || !ni.executions) continue;
        op = &sct_reader_ops(s->r)->ops[ni.op];
        b = an_leaf_bytes(s->r, rep, id, op);
        s->ops[ni.op].calls += ni.executions * (uint64_t)m;
        s->ops[ni.op].bytes += b * m;
        s->sites[leafrow[id]].calls += ni.executions * (uint64_t)m;
        s->sites[leafrow[id]].bytes += b * m;
        tot.calls += (double)ni.executions;
        tot.bytes += b;
        if (s->timing == 1 && sct_reader_trace_hist(s->r, t, id, 1, &h) == SCT_OK) {
            tot.time += (double)ni.executions * sct_hist_mean(h);
            tot.run += (double)ni.executions * sct_hist_mean(h);
            if (sct_reader_trace_hist(s->r, t, id, 0, &h) == SCT_OK)
                tot.run += (double)ni.executions * sct_hist_mean(h);
        }
        if (s->timing == 1 && one_rank) an_stats_leaf_time(s, t, id, ni.op, leafrow[id], ni.executions, 1);
    }
    for (i = cl->start[c]; i < cl->start[c + 1]; i++) { /* summed over the rank's threads */
        int32_t rk = cl->order[i];
        s->rank[rk].calls += tot.calls;
        s->rank[rk].bytes += tot.bytes;
        if (s->timing != 2) s->rank[rk].time += tot.time, s->rank[rk].run += tot.run; /* exact ones are there */
        s->has_rank[rk] = 1;
    }
}

/* Exact timing: every event of every selected rank (the only O(events) pass). */
static int an_stats_exact(an_stats *s, const an_classes *cl, const int *leafrow) {
    int32_t i;
    for (i = 0; i < cl->nmembers; i++) {
        int32_t rk = cl->order[i];
        sct_iter *it;
        sct_event_out ev;
        int got;
        an_progress("stats: ranks (exact timing)", (uint64_t)i, (uint64_t)cl->nmembers);
        if (sct_iter_create(s->r, rk, &it) != SCT_OK) return -1;
        while ((got = sct_iter_next(it, &ev)) == 1) {
            int64_t d = ev.duration_ns;
            an_row_time(&s->ops[ev.op], (double)d, (double)ev.compute_ns, 1, d, rk, d, rk);
            an_row_time(&s->sites[leafrow[ev.leaf]], (double)d, (double)ev.compute_ns, 1, d, rk, d, rk);
            s->rank[rk].time += (double)d;
            s->rank[rk].run += (double)(d + ev.compute_ns);
        }
        sct_iter_destroy(it);
        if (got < 0) return -1;
    }
    an_progress("stats: ranks (exact timing)", 1, 1);
    return 0;
}

static int an_stats_trace(an_stats *s, int t, int32_t only) {
    an_classes cl;
    sct_trace_info ti;
    int *leafrow, c, rc = 0;
    uint32_t id;
    int32_t rep;
    if (sct_reader_trace(s->r, t, &ti) != SCT_OK) return -1;
    if (s->thread >= 0 && ti.thread != s->thread) return 0;
    /* the rank-based lookups below read this trace's thread */
    if (sct_reader_set_thread(s->r, ti.thread) != SCT_OK || an_classify(s->r, t, s->nworld, only, &cl)) return -1;
    if (!cl.n) {
        an_classes_free(&cl);
        return 0;
    }
    if (s->timing == 1 && sct_ranklist_count(ti.ranks) > 1) {
        s->ranks_estimated = 1;
        s->rows_estimated |= only >= 0;
    }
    rep = cl.order[0];
    leafrow = (int *)an_alloc(ti.nodes, sizeof *leafrow);
    for (id = 0; id < ti.nodes; id++) {
        sct_node_info ni;
        char name[1024];
        leafrow[id] = -1;
        sct_reader_trace_node(s->r, t, id, &ni);
        if (ni.kind != SCT_NODE_LEAF) continue;
        an_site_name(s->r, rep, ni.site, name, sizeof name);
        leafrow[id] = an_site_row(s, ni.op, name);
        if (s->timing == 1 && only < 0) an_stats_leaf_time(s, t, id, ni.op, leafrow[id], 0, 0);
    }
    if (s->timing == 2) rc = an_stats_exact(s, &cl, leafrow);
    for (c = 0; c < cl.n && !rc; c++) {
        an_progress("stats: rank classes", (uint64_t)c, (uint64_t)cl.n);
        an_stats_class(s, t, &cl, c, leafrow, (uint32_t)ti.nodes, only >= 0);
    }
    an_progress("stats: rank classes", 1, 1);
    free(leafrow);
    an_classes_free(&cl);
    return rc;
}

static int an_sort_key;

static double an_row_key(const an_row *w) {
    return an_sort_key == 1 ? (double)w->calls : an_sort_key == 2 ? w->bytes : w->time;
}

static int an_row_cmp(const void *a, const void *b) {
    const an_row *x = (const an_row *)a, *y = (const an_row *)b;
    double kx = an_row_key(x), ky = an_row_key(y);
    if (kx != ky) return kx > ky ? -1 : 1;
    if (x->calls != y->calls) return x->calls > y->calls ? -1 : 1;
    return x->op - y->op;
}

typedef struct an_totals {
    uint64_t calls;
    double bytes, time, run;
} an_totals;

static an_totals an_stats_totals(const an_stats *s) {
    an_totals t = {0, 0, 0, 0};
    int i;
    for (i = 0; i < s->nops; i++) {
        t.calls += s->ops[i].calls;
        t.bytes += s->ops[i].bytes;
        t.time += s->ops[i].time;
        t.run += s->ops[i].time + s->ops[i].compute;
    }
    return t;
}

static const char *an_time_source(const an_stats *s, int per_rank) {
    if (!s->timing) return "none";
    if (s->timing == 2) return "exact";
    return (per_rank ? s->ranks_estimated : s->rows_estimated) ? "estimated" : "hist";
}

static double an_pct(double x, double of) { return of > 0 ? 100.0 * x / of : 0; }

/* Min, max (with ranks), mean and imbalance (max/mean - 1, in %) of one
   per-rank quantity (0 calls, 1 bytes, 2 time). */
typedef struct an_spread {
    double min, max, mean, imb;
    int32_t min_rank, max_rank;
} an_spread;

static double an_rank_val(const an_rank_tot *t, int q) { return q == 0 ? t->calls : q == 1 ? t->bytes : t->time; }

static an_spread an_rank_spread(const an_stats *s, int q) {
    an_spread sp;
    double sum = 0;
    int32_t rk, n = 0;
    memset(&sp, 0, sizeof sp);
    sp.min_rank = sp.max_rank = -1;
    for (rk = 0; rk < s->nworld; rk++) {
        double v;
        if (!s->has_rank[rk]) continue;
        v = an_rank_val(&s->rank[rk], q);
        if (!n || v < sp.min) sp.min = v, sp.min_rank = rk;
        if (!n || v > sp.max) sp.max = v, sp.max_rank = rk;
        sum += v;
        n++;
    }
    sp.mean = n ? sum / n : 0;
    sp.imb = sp.mean > 0 ? 100.0 * (sp.max / sp.mean - 1) : 0;
    return sp;
}

static const char *an_op_name(const an_stats *s, int op) { return sct_reader_ops(s->r)->ops[op].name; }

static void an_row_text(const an_stats *s, const an_row *w, const an_totals *tot) {
    printf("%-16s %12" PRIu64 " %14.0f", short_name(an_op_name(s, w->op)), w->calls, w->bytes);
    if (s->timing && w->tcount)
        printf(" %11.6f %10.3f %10.3f %10.3f %6.2f %6.2f", w->time * 1e-9, w->time / (double)w->calls * 1e-3,
               (double)w->tmin * 1e-3, (double)w->tmax * 1e-3, an_pct(w->time, tot->time), an_pct(w->time, tot->run));
    if (w->site) printf("  %s", w->site);
    printf("\n");
}

static void an_row_csv(const an_stats *s, const an_row *w, const an_totals *tot) {
    printf("%s,%s,", w->site ? "site" : "op", an_op_name(s, w->op));
    an_csv_str(stdout, w->site ? w->site : "");
    printf(",,%" PRIu64 ",%.0f,", w->calls, w->bytes);
    if (s->timing && w->tcount)
        printf("%.0f,%.1f,%" PRId64 ",%" PRId64 ",%.3f,%.3f,%s\n", w->time, w->time / (double)w->calls, w->tmin,
               w->tmax, an_pct(w->time, tot->time), an_pct(w->time, tot->run), an_time_source(s, 0));
    else
        printf(",,,,,,none\n");
}

static void an_row_json(const an_stats *s, const an_row *w, const an_totals *tot, int first) {
    printf("%s\n    {\"op\": ", first ? "" : ",");
    an_json_str(stdout, an_op_name(s, w->op));
    if (w->site) {
        printf(", \"site\": ");
        an_json_str(stdout, w->site);
    }
    printf(", \"calls\": %" PRIu64 ", \"bytes\": %.0f", w->calls, w->bytes);
    if (s->timing && w->tcount)
        printf(", \"time_ns\": %.0f, \"mean_ns\": %.1f, \"min_ns\": %" PRId64 ", \"min_rank\": %d, \"max_ns\": %" PRId64
               ", \"max_rank\": %d, \"pct_mpi\": %.3f, \"pct_run\": %.3f",
               w->time, w->time / (double)w->calls, w->tmin, (int)w->tmin_rank, w->tmax, (int)w->tmax_rank,
               an_pct(w->time, tot->time), an_pct(w->time, tot->run));
    printf("}");
}

static const char *an_quantity[3] = {"calls", "bytes", "mpi_time_ns"};

static void an_stats_text(const an_stats *s, const an_row *sites, const char *file, const an_totals *tot) {
    sct_file_info fi;
    int i, q;
    int32_t rk;
    sct_reader_info(s->r, &fi);
    printf("sctrace stats: %s (%s), %d ranks, %" PRIu64 " calls, %.0f bytes, timing %s\n", file, fi.program, fi.nranks,
           tot->calls, tot->bytes, timing_name(fi.timing_mode));
    if (fi.nthreads > 1 && s->thread < 0)
        printf("%d threads per rank (MPI_THREAD_MULTIPLE): every figure sums a rank's threads (--thread T: one)\n",
               fi.nthreads);
    else if (fi.nthreads > 1)
        printf("thread %d of each rank only (of %d)\n", s->thread, fi.nthreads);
    if (s->timing)
        printf("MPI time %.6f s = %.2f %% of run time %.6f s (summed over ranks; run time = MPI time + compute time\n"
               "between traced calls)\n",
               tot->time * 1e-9, an_pct(tot->time, tot->run), tot->run * 1e-9);
    printf("\n%-16s %12s %14s %11s %10s %10s %10s %6s %6s\n", "op", "calls", "bytes", "time_s", "mean_us", "min_us",
           "max_us", "%mpi", "%run");
    for (i = 0; i < s->nops; i++)
        if (s->ops[i].calls) an_row_text(s, &s->ops[i], tot);
    printf("\n%-16s %12s %14s %11s %10s %10s %10s %6s %6s  %s\n", "op", "calls", "bytes", "time_s", "mean_us", "min_us",
           "max_us", "%mpi", "%run", "call site");
    for (i = 0; i < s->nsites; i++)
        if (sites[i].calls) an_row_text(s, &sites[i], tot);
    printf("\nper rank       %14s %8s %14s %8s %14s %9s\n", "min", "rank", "max", "rank", "mean", "imbalance");
    for (q = 0; q < (s->timing ? 3 : 2); q++) {
        an_spread sp = an_rank_spread(s, q);
        printf("%-14s %14.0f %8d %14.0f %8d %14.1f %8.2f%%\n", an_quantity[q], sp.min, (int)sp.min_rank, sp.max,
               (int)sp.max_rank, sp.mean, sp.imb);
    }
    printf("(imbalance = max/mean - 1)\n");
    if (fi.nranks <= 32) {
        printf("\n%6s %12s %14s%s\n", "rank", "calls", "bytes", s->timing ? "    mpi_time_s" : "");
        for (rk = 0; rk < s->nworld; rk++) {
            if (!s->has_rank[rk]) continue;
            printf("%6d %12.0f %14.0f", (int)rk, s->rank[rk].calls, s->rank[rk].bytes);
            if (s->timing) printf(" %13.6f", s->rank[rk].time * 1e-9);
            printf("\n");
        }
    } else {
        printf("(per-rank rows: --csv, --json or --rank R)\n");
    }
    if (s->ranks_estimated)
        printf("note: the trace has timing histograms merged across ranks, not exact timing: per-rank MPI times\n"
               "are estimated as calls x the call site's mean over its ranks%s (record with SCTRACE_TIMING=exact\n"
               "for exact ones)\n",
               s->rows_estimated ? "; so are the times of the rows above" : "");
}

static void an_stats_csv(const an_stats *s, const an_row *sites, const an_totals *tot) {
    int i;
    int32_t rk;
    printf("kind,op,site,rank,calls,bytes,time_ns,mean_ns,min_ns,max_ns,pct_mpi,pct_run,time_source\n");
    for (i = 0; i < s->nops; i++)
        if (s->ops[i].calls) an_row_csv(s, &s->ops[i], tot);
    for (i = 0; i < s->nsites; i++)
        if (sites[i].calls) an_row_csv(s, &sites[i], tot);
    for (rk = 0; rk < s->nworld; rk++) {
        const an_rank_tot *t = &s->rank[rk];
        if (!s->has_rank[rk]) continue;
        printf("rank,,,%d,%.0f,%.0f,", (int)rk, t->calls, t->bytes);
        if (s->timing)
            printf("%.0f,,,,%.3f,%.3f,%s\n", t->time, an_pct(t->time, tot->time), an_pct(t->time, t->run),
                   an_time_source(s, 1));
        else
            printf(",,,,,,none\n");
    }
}

static void an_stats_json(const an_stats *s, const an_row *sites, const char *file, const an_totals *tot) {
    sct_file_info fi;
    int i, q, first = 1;
    int32_t rk;
    sct_reader_info(s->r, &fi);
    printf("{\"file\": ");
    an_json_str(stdout, file);
    printf(", \"program\": ");
    an_json_str(stdout, fi.program);
    printf(", \"ranks\": %d, \"timing\": \"%s\", \"op_time\": \"%s\", \"rank_time\": \"%s\",\n", fi.nranks,
           timing_name(fi.timing_mode), an_time_source(s, 0), an_time_source(s, 1));
    printf(" \"totals\": {\"calls\": %" PRIu64 ", \"bytes\": %.0f", tot->calls, tot->bytes);
    if (s->timing) printf(", \"mpi_time_ns\": %.0f, \"run_time_ns\": %.0f", tot->time, tot->run);
    printf("},\n \"ops\": [");
    for (i = 0; i < s->nops; i++)
        if (s->ops[i].calls) an_row_json(s, &s->ops[i], tot, first), first = 0;
    printf("],\n \"sites\": [");
    for (i = 0, first = 1; i < s->nsites; i++)
        if (sites[i].calls) an_row_json(s, &sites[i], tot, first), first = 0;
    printf("],\n \"rank_summary\": {");
    for (q = 0; q < (s->timing ? 3 : 2); q++) {
        an_spread sp = an_rank_spread(s, q);
        printf("%s\"%s\": {\"min\": %.0f, \"min_rank\": %d, \"max\": %.0f, \"max_rank\": %d, \"mean\": %.3f, "
               "\"imbalance_pct\": %.3f}",
               q ? ", " : "", an_quantity[q], sp.min, (int)sp.min_rank, sp.max, (int)sp.max_rank, sp.mean, sp.imb);
    }
    printf("},\n \"per_rank\": [");
    for (rk = 0, first = 1; rk < s->nworld; rk++) {
        const an_rank_tot *t = &s->rank[rk];
        if (!s->has_rank[rk]) continue;
        printf("%s\n    {\"rank\": %d, \"calls\": %.0f, \"bytes\": %.0f", first ? "" : ",", (int)rk, t->calls,
               t->bytes);
        if (s->timing) printf(", \"mpi_time_ns\": %.0f, \"run_time_ns\": %.0f", t->time, t->run);
        printf("}");
        first = 0;
    }
    printf("]}\n");
}

static void an_stats_svg(const an_stats *s, const char *file, const an_totals *tot);

static int cmd_stats(int argc, char **argv) {
    const char *file = NULL;
    int i, fmt = 0, t, rc = 0;
    long rank = -1, thread = -1;
    an_stats s;
    an_totals tot;
    sct_file_info fi;
    an_sort_key = 0;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--csv"))
            fmt = 1;
        else if (!strcmp(argv[i], "--json"))
            fmt = 2;
        else if (!strcmp(argv[i], "--svg"))
            fmt = 3;
        else if (!strcmp(argv[i], "--sort") || !strcmp(argv[i], "--rank") || !strcmp(argv[i], "--thread")) {
            if (i + 1 >= argc) return usage_error("stats", "%s needs a value", argv[i]);
            if (argv[i][2] == 't') {
                if (parse_long(argv[i + 1], &thread) || thread < 0 || thread > INT32_MAX)
                    return usage_error("stats", "not a valid thread: '%s'", argv[i + 1]);
            } else if (argv[i][2] == 'r') {
                if (parse_long(argv[i + 1], &rank) || rank < 0)
                    return usage_error("stats", "not a valid rank: '%s'", argv[i + 1]);
            } else if (!strcmp(argv[i + 1], "time") || !strcmp(argv[i + 1], "calls") || !strcmp(argv[i + 1], "bytes")) {
                an_sort_key = argv[i + 1][0] == 't' ? 0 : argv[i + 1][0] == 'c' ? 1 : 2;
            } else {
                return usage_error("stats", "--sort takes time, calls or bytes, not '%s'", argv[i + 1]);
            }
            i++;
        } else if (argv[i][0] == '-' && argv[i][1])
            return usage_error("stats", "unknown option '%s'", argv[i]);
        else if (!file)
            file = argv[i];
        else
            return usage_error("stats", "unexpected argument '%s'", argv[i]);
    }
    if (!file) return usage_error("stats", "%s", "missing FILE");
    memset(&s, 0, sizeof s);
    if (!(s.r = open_trace(file, 0))) return 1;
    sct_reader_info(s.r, &fi);
    s.nworld = an_nworld(s.r);
    s.thread = (int)thread;
    if (thread >= fi.nthreads) {
        fprintf(stderr, "%s: %s: no thread %ld: the trace has %d per rank\n", prog, file, thread, fi.nthreads);
        sct_reader_close(s.r);
        return 1;
    }
    if (rank >= 0 && sct_reader_trace_of(s.r, (int32_t)rank) < 0) {
        fprintf(stderr, "%s: %s: no rank %ld in this trace\n", prog, file, rank);
        sct_reader_close(s.r);
        return 1;
    }
    s.timing = fi.timing_mode == SCT_TIMING_OFF || fi.timing_bytes == 0 ? 0
               : fi.timing_mode == SCT_TIMING_EXACT                     ? 2
                                                                        : 1;
    if (!s.timing && an_sort_key == 0) an_sort_key = 1;
    s.nops = sct_reader_ops(s.r)->nops;
    s.ops = (an_row *)an_alloc((size_t)s.nops, sizeof *s.ops);
    for (i = 0; i < s.nops; i++) s.ops[i].op = i;
    s.rank = (an_rank_tot *)an_alloc((size_t)s.nworld, sizeof *s.rank);
    s.has_rank = (unsigned char *)an_alloc((size_t)s.nworld, 1);
    an_map_init(&s.site_map, 256);
    for (t = 0; t < sct_reader_ntraces(s.r) && !rc; t++) rc = an_stats_trace(&s, t, (int32_t)rank);
    if (rc) {
        fprintf(stderr, "%s: %s: %s\n", prog, file, sct_reader_error(s.r));
    } else {
        an_row *sorted_sites = (an_row *)an_alloc((size_t)s.nsites, sizeof *sorted_sites);
        memcpy(sorted_sites, s.sites, (size_t)s.nsites * sizeof *s.sites);
        tot = an_stats_totals(&s);
        qsort(s.ops, (size_t)s.nops, sizeof *s.ops, an_row_cmp);
        qsort(sorted_sites, (size_t)s.nsites, sizeof *sorted_sites, an_row_cmp);
        if (fmt == 1)
            an_stats_csv(&s, sorted_sites, &tot);
        else if (fmt == 2)
            an_stats_json(&s, sorted_sites, file, &tot);
        else if (fmt == 3)
            an_stats_svg(&s, file, &tot);
        else
            an_stats_text(&s, sorted_sites, file, &tot);
        free(sorted_sites);
    }
    for (i = 0; i < s.nsites; i++) free(s.sites[i].site);
    free(s.sites);
    free(s.ops);
    free(s.rank);
    free(s.has_rank);
    an_map_free(&s.site_map);
    sct_reader_close(s.r);
    return rc ? 1 : 0;
}

/*== >>an_matrix  who sends how much to whom =====================================*/

/* What an op contributes to the matrix (DESIGN section 4: peers and roots are
   relative ranks, mapped to absolute ones as rank + offset, which assumes the
   call's communicator numbers ranks as MPI_COMM_WORLD does; the trace keeps
   no communicator membership). */
typedef enum an_flow {
    AN_NONE,
    AN_SEND,      /* me -> me + peer: the send family, Sendrecv, Put/Accumulate */
    AN_GET,       /* me + peer -> me: Get */
    AN_FROM_ROOT, /* root -> me, my receive buffer: Bcast, Scatter(v) */
    AN_TO_ROOT,   /* me -> root, my send buffer: Reduce, Gather(v) */
    AN_ALL        /* me -> every other rank, my send buffer: Allreduce, Allgather(v), Alltoall */
} an_flow;

static int an_name_in(const char *name, const char *const *list) {
    for (; *list; list++)
        if (!strcmp(name, *list)) return 1;
    return 0;
}

/* The flow of op, with the streams of its peer/root (*kp) and bytes (*kb). */
static an_flow an_op_flow(const sct_op *op, int collectives, int *kp, int *kb) {
    static const char *const send[] = {"Send",   "Isend", "Bsend",      "Ibsend",      "Ssend",
                                       "Issend", "Rsend", "Irsend",     "Sendrecv",    "Sendrecv_replace",
                                       "Put",    "Rput",  "Accumulate", "Raccumulate", NULL};
    static const char *const get[] = {"Get", "Rget", NULL};
    static const char *const from_root[] = {"Bcast", "Ibcast", "Scatter", "Iscatter", "Scatterv", "Iscatterv", NULL};
    static const char *const to_root[] = {"Reduce", "Ireduce", "Gather", "Igather", "Gatherv", "Igatherv", NULL};
    static const char *const all[] = {
        "Allreduce",   "Iallreduce", "Allgather", "Iallgather",           "Allgatherv",
        "Iallgatherv", "Alltoall",   "Ialltoall", "Reduce_scatter_block", "Ireduce_scatter_block",
        NULL};
    const char *n = short_name(op->name);
    an_flow f = an_name_in(n, send) ? AN_SEND : an_name_in(n, get) ? AN_GET : AN_NONE;
    int arr = 0;
    if (f == AN_NONE && collectives)
        f = an_name_in(n, from_root) ? AN_FROM_ROOT
            : an_name_in(n, to_root) ? AN_TO_ROOT
            : an_name_in(n, all)     ? AN_ALL
                                     : AN_NONE;
    if (f == AN_NONE) return f;
    *kp = an_stream_of_role(op, f == AN_SEND || f == AN_GET ? SCT_ROLE_PEER : SCT_ROLE_ROOT, 0, NULL);
    *kb = an_stream_of_role(op, SCT_ROLE_BYTES, 0, &arr);
    if (f == AN_FROM_ROOT && an_stream_of_name(op, "recvbytes") >= 0) *kb = an_stream_of_name(op, "recvbytes"), arr = 0;
    if (*kb < 0 || arr || (*kp < 0 && f != AN_ALL)) return AN_NONE;
    return f;
}

/* Sparse cells plus, per source, an amount sent to every other rank. */
typedef struct an_matrix {
    int32_t P;
    an_map map; /* src * P + dst -> cell */
    uint64_t *key;
    double *bytes, *count;
    int n, cap;
    double *ubytes, *ucount;       /* per source, to each other rank */
    double lost_bytes, lost_count; /* peers that are no rank of the file */
    int drawn;                     /* some peers or sizes were drawn from histograms */
} an_matrix;

static void an_mat_add(an_matrix *m, int64_t src, int64_t dst, double b, double c) {
    int i, added;
    if (src < 0 || dst < 0 || src >= m->P || dst >= m->P) {
        m->lost_bytes += b;
        m->lost_count += c;
        return;
    }
    i = an_map_put(&m->map, (uint64_t)src * (uint64_t)m->P + (uint64_t)dst, m->n, &added);
    if (added) {
        if (m->n == m->cap) {
            m->cap = m->cap ? 2 * m->cap : 1024;
            m->key = (uint64_t *)an_grow(m->key, (size_t)m->cap, sizeof *m->key);
            m->bytes = (double *)an_grow(m->bytes, (size_t)m->cap, sizeof *m->bytes);
            m->count = (double *)an_grow(m->count, (size_t)m->cap, sizeof *m->count);
        }
        m->key[i] = (uint64_t)src * (uint64_t)m->P + (uint64_t)dst;
        m->bytes[i] = m->count[i] = 0;
        m->n++;
    }
    m->bytes[i] += b;
    m->count[i] += c;
}

/* One class's relative row of one leaf: peer offset -> bytes, messages. */
typedef struct an_rel {
    an_map map;
    int64_t *off;
    double *bytes, *count;
    int n, cap;
} an_rel;

static void an_rel_add(an_rel *rel, int64_t off, double b, double c) {
    int i, added;
    if (off <= SCT_PEER_NULL) return; /* PROC_NULL, ANY_SOURCE, MPI_ROOT, ...: no message to a rank */
    /* shifted so that no offset (> SCT_PEER_NULL) maps to the AN_EMPTY key */
    i = an_map_put(&rel->map, (uint64_t)(off + (INT64_C(1) << 33)), rel->n, &added);
    if (added) {
        if (rel->n == rel->cap) {
            rel->cap = rel->cap ? 2 * rel->cap : 16;
            rel->off = (int64_t *)an_grow(rel->off, (size_t)rel->cap, sizeof *rel->off);
            rel->bytes = (double *)an_grow(rel->bytes, (size_t)rel->cap, sizeof *rel->bytes);
            rel->count = (double *)an_grow(rel->count, (size_t)rel->cap, sizeof *rel->count);
        }
        rel->off[i] = off;
        rel->bytes[i] = rel->count[i] = 0;
        rel->n++;
    }
    rel->bytes[i] += b;
    rel->count[i] += c;
}

static uint64_t an_gcd(uint64_t a, uint64_t b) {
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* Both streams repeat a short pattern (a stencil's neighbour offsets): read
   one common period of each and weigh position i by how often it recurs,
   instead of walking every value. 0 when done, -1 when not applicable. */
static int an_rel_periodic(sct_reader *r, int32_t rep, uint32_t id, int kp, int kb, const sct_stream_summary *ps,
                           const sct_stream_summary *bs, an_rel *rel) {
    uint64_t L, full, rem, i;
    int64_t *pv, *bv;
    int np = 0, nb = 0;
    if (ps->period <= 0 || bs->period <= 0 || bs->count != ps->count) return -1;
    L = (uint64_t)ps->period / an_gcd((uint64_t)ps->period, (uint64_t)bs->period) * (uint64_t)bs->period;
    if (L > 4096 || L > ps->count) return -1;
    pv = (int64_t *)an_alloc((size_t)L, sizeof *pv);
    bv = (int64_t *)an_alloc((size_t)L, sizeof *bv);
    if (sct_reader_stream_head(r, rep, id, kp, pv, (int)L, &np) != SCT_OK ||
        sct_reader_stream_head(r, rep, id, kb, bv, (int)L, &nb) != SCT_OK || (uint64_t)np != L || (uint64_t)nb != L) {
        free(pv);
        free(bv);
        return -1;
    }
    full = ps->count / L;
    rem = ps->count % L;
    for (i = 0; i < L; i++) {
        double times = (double)(full + (i < rem));
        an_rel_add(rel, pv[i], (double)bv[i] * times, times);
    }
    free(pv);
    free(bv);
    return 0;
}

/* Fill rel from the peer (kp) and bytes (kb) streams of rep's leaf id: one
   summary when the peer is constant, else the two streams in lockstep. *drawn
   gets 1 when they were merged into histograms (merge precision below 100):
   the pairing of peers and sizes is then drawn, not recorded; and 2 when the
   peers themselves were. */
static int an_rel_walk(sct_reader *r, int32_t rep, uint32_t id, int kp, int kb, an_rel *rel, int *drawn) {
    sct_stream_summary ps, bs;
    sct_stream_cursor cp, cb;
    int64_t pv[1024], bv[1024];
    size_t np, i;
    uint64_t left;
    an_map_clear(&rel->map);
    rel->n = 0;
    if (an_rank_stream(r, rep, id, kp, &ps) || an_rank_stream(r, rep, id, kb, &bs)) return -1;
    left = ps.count;
    if (ps.constant || !ps.count) {
        /* at a merge precision below 100 the two may hold different counts:
           the peer's count, at the mean size */
        if (ps.count && bs.count) an_rel_add(rel, ps.first, bs.sum / (double)bs.count * (double)ps.count, (double)ps.count);
        return 0;
    }
    if (ps.histogram || bs.histogram) *drawn |= ps.histogram ? 3 : 1;
    if (!an_rel_periodic(r, rep, id, kp, kb, &ps, &bs, rel)) return 0;
    if (sct_reader_stream_cursor(r, rep, id, kp, &cp) != SCT_OK ||
        sct_reader_stream_cursor(r, rep, id, kb, &cb) != SCT_OK)
        return -1;
    /* a histogram draws as many values as all its ranks had: rep's share */
    while (left && (np = sct_stream_cursor_next(&cp, pv, left < 1024 ? (size_t)left : 1024)) > 0) {
        size_t nb = sct_stream_cursor_next(&cb, bv, np);
        if (nb != np && ps.count == bs.count) return -1;
        for (i = 0; i < np; i++) /* sizes short of the peers (precision below 100): their mean */
            an_rel_add(rel, pv[i], i < nb ? (double)bv[i] : bs.mean, 1);
        left -= np;
    }
    return 0;
}

/* Is stream k of leaf id, as rank sees it, stored as absolute ranks? (A
   root, or a peer, that is the same rank everywhere: one variant for the
   whole class, whose members then have different offsets to it.) */
static int an_stored_absolute(sct_reader *r, int32_t rank, uint32_t id, int k) {
    int t = sct_reader_trace_of(r, rank), n, v;
    if (t < 0 || sct_reader_trace_variants(r, t, id, k, &n) != SCT_OK) return 0;
    for (v = 0; v < n; v++) {
        const sct_ranklist *rl;
        sct_stream_summary s;
        if (sct_reader_trace_variant(r, t, id, k, v, &rl, &s) == SCT_OK && sct_ranklist_contains(rl, rank))
            return s.absolute;
    }
    return 0;
}

/* Add leaf id, as class c of trace t sees it, to every member of the class. */
static int an_mat_leaf(an_matrix *m, sct_reader *r, const an_classes *cl, int c, uint32_t id, an_flow f, int kp, int kb,
                       an_rel *rel) {
    int32_t i, rep = cl->order[cl->start[c]];
    int j, absolute, drawn = 0;
    if (f == AN_ALL) {
        sct_stream_summary bs;
        if (an_rank_stream(r, rep, id, kb, &bs)) return -1;
        for (i = cl->start[c]; i < cl->start[c + 1]; i++) {
            m->ubytes[cl->order[i]] += bs.sum;
            m->ucount[cl->order[i]] += (double)bs.count;
        }
        return 0;
    }
    if (an_rel_walk(r, rep, id, kp, kb, rel, &drawn)) return -1;
    m->drawn |= drawn;
    /* rel holds rep's offsets; a stream stored absolute (a root, or a peer
       that names the same rank on every member) is rep + offset for all */
    absolute = an_stored_absolute(r, rep, id, kp);
    for (i = cl->start[c]; i < cl->start[c + 1]; i++) {
        int64_t me = cl->order[i];
        for (j = 0; j < rel->n; j++) {
            int64_t other = (absolute ? rep : me) + rel->off[j];
            if (drawn & 2) /* a drawn offset past the last rank wraps around, as in sctrace-replay */
                other = (other % m->P + m->P) % m->P;
            if ((f == AN_FROM_ROOT || f == AN_TO_ROOT) && other == me) continue; /* the root itself */
            if (f == AN_SEND || f == AN_TO_ROOT)
                an_mat_add(m, me, other, rel->bytes[j], rel->count[j]);
            else
                an_mat_add(m, other, me, rel->bytes[j], rel->count[j]);
        }
    }
    return 0;
}

static int an_mat_trace(an_matrix *m, sct_reader *r, int t, int collectives, an_rel *rel) {
    an_classes cl;
    sct_trace_info ti;
    uint32_t id;
    int c, rc = 0;
    if (sct_reader_trace(r, t, &ti) != SCT_OK || sct_reader_set_thread(r, ti.thread) != SCT_OK ||
        an_classify(r, t, m->P, -1, &cl))
        return -1; /* every thread's messages count, each read in its own timeline */
    for (c = 0; c < cl.n && !rc; c++) {
        int32_t rep = cl.order[cl.start[c]];
        an_progress("matrix: rank classes", (uint64_t)c, (uint64_t)cl.n);
        for (id = 0; id < ti.nodes && !rc; id++) {
            sct_node_info ni;
            int kp = -1, kb = -1;
            an_flow f;
            if (sct_reader_trace_node(r, t, id, &ni) != SCT_OK || ni.kind != SCT_NODE_LEAF) continue;
            f = an_op_flow(&sct_reader_ops(r)->ops[ni.op], collectives, &kp, &kb);
            if (f == AN_NONE || sct_reader_node(r, rep, id, &ni) != SCT_OK || !ni.executions) continue;
            rc = an_mat_leaf(m, r, &cl, c, id, f, kp, kb, rel);
        }
    }
    an_progress("matrix: rank classes", 1, 1);
    an_classes_free(&cl);
    return rc;
}

static const an_matrix *an_sort_mat;

static int an_cell_cmp(const void *a, const void *b) {
    uint64_t x = an_sort_mat->key[*(const int *)a], y = an_sort_mat->key[*(const int *)b];
    return x < y ? -1 : x > y;
}

/* Cells sorted by (src, dst). */
static int *an_mat_sorted(const an_matrix *m) {
    int *idx = (int *)an_alloc((size_t)m->n, sizeof *idx), i;
    for (i = 0; i < m->n; i++) idx[i] = i;
    an_sort_mat = m;
    qsort(idx, (size_t)m->n, sizeof *idx, an_cell_cmp);
    return idx;
}

/* Bytes and messages from src to dst, collectives' uniform part included. */
static void an_mat_get(const an_matrix *m, int32_t src, int32_t dst, double *b, double *c) {
    int i = an_map_get(&m->map, (uint64_t)src * (uint64_t)m->P + (uint64_t)dst);
    *b = i >= 0 ? m->bytes[i] : 0;
    *c = i >= 0 ? m->count[i] : 0;
    if (src != dst) *b += m->ubytes[src], *c += m->ucount[src];
}

/* src,dst,bytes,messages for every pair that communicates. */
static void an_mat_csv(const an_matrix *m) {
    int *idx = an_mat_sorted(m), k = 0;
    int32_t src, dst;
    printf("src,dst,bytes,messages\n");
    for (src = 0; src < m->P; src++) {
        if (m->ucount[src] > 0) {
            for (dst = 0; dst < m->P; dst++) {
                double b, c;
                an_mat_get(m, src, dst, &b, &c);
                if (c > 0 || b > 0) printf("%d,%d,%.0f,%.0f\n", (int)src, (int)dst, b, c);
            }
            while (k < m->n && m->key[idx[k]] / (uint64_t)m->P == (uint64_t)src) k++;
            continue;
        }
        for (; k < m->n && m->key[idx[k]] / (uint64_t)m->P == (uint64_t)src; k++)
            printf("%d,%d,%.0f,%.0f\n", (int)src, (int)(m->key[idx[k]] % (uint64_t)m->P), m->bytes[idx[k]],
                   m->count[idx[k]]);
    }
    free(idx);
}

/* Per-rank sent (row sums) and received (column sums). */
static void an_mat_sums(const an_matrix *m, int counts, double *sent, double *recv) {
    double U = 0;
    int i;
    int32_t rk;
    for (rk = 0; rk < m->P; rk++) U += counts ? m->ucount[rk] : m->ubytes[rk];
    for (rk = 0; rk < m->P; rk++) {
        double u = counts ? m->ucount[rk] : m->ubytes[rk];
        sent[rk] = u * (m->P - 1);
        recv[rk] = U - u;
    }
    for (i = 0; i < m->n; i++) {
        double v = counts ? m->count[i] : m->bytes[i];
        sent[m->key[i] / (uint64_t)m->P] += v;
        recv[m->key[i] % (uint64_t)m->P] += v;
    }
}

/* What the matrix cannot show exactly. */
static void an_mat_notes(FILE *f, const an_matrix *m) {
    if (m->lost_count > 0)
        fprintf(f,
                "note: %.0f messages (%.0f bytes) name a peer outside ranks 0..%d (a communicator whose ranks are\n"
                "not MPI_COMM_WORLD's?) and are left out\n",
                m->lost_count, m->lost_bytes, (int)m->P - 1);
    if (m->drawn)
        fprintf(f, "note: the trace was merged at a precision below 100: some peers, message sizes or call counts\n"
                   "are drawn from histograms, so the matrix is approximate\n");
}

static void an_mat_text(const an_matrix *m, const char *file, int counts, int collectives) {
    double *sent = (double *)an_alloc((size_t)m->P, sizeof *sent),
           *recv = (double *)an_alloc((size_t)m->P, sizeof *recv);
    double total = 0, msgs = 0, b, c;
    int32_t i, j;
    an_spread ss, rs;
    an_mat_sums(m, 0, sent, recv);
    for (i = 0; i < m->P; i++) total += sent[i];
    an_mat_sums(m, 1, sent, recv);
    for (i = 0; i < m->P; i++) msgs += sent[i];
    printf("sctrace matrix: %s, %d ranks, %.0f bytes in %.0f messages (point-to-point%s)\n", file, (int)m->P, total,
           msgs, collectives ? " and collectives" : "");
    an_mat_sums(m, counts, sent, recv);
    if (m->P <= 16) {
        printf("\n%s from row to column\n%8s", counts ? "messages" : "bytes", "");
        for (j = 0; j < m->P; j++) printf(" %10d", (int)j);
        printf(" %12s\n", "sent");
        for (i = 0; i < m->P; i++) {
            printf("%8d", (int)i);
            for (j = 0; j < m->P; j++) {
                an_mat_get(m, i, j, &b, &c);
                printf(" %10.0f", counts ? c : b);
            }
            printf(" %12.0f\n", sent[i]);
        }
        printf("%8s", "received");
        for (j = 0; j < m->P; j++) printf(" %10.0f", recv[j]);
        printf("\n");
    }
    memset(&ss, 0, sizeof ss);
    memset(&rs, 0, sizeof rs);
    for (i = 0; i < m->P; i++) {
        if (!i || sent[i] < ss.min) ss.min = sent[i], ss.min_rank = i;
        if (!i || sent[i] > ss.max) ss.max = sent[i], ss.max_rank = i;
        if (!i || recv[i] < rs.min) rs.min = recv[i], rs.min_rank = i;
        if (!i || recv[i] > rs.max) rs.max = recv[i], rs.max_rank = i;
    }
    printf(
        "\n%s per rank: sent min %.0f (rank %d) max %.0f (rank %d); received min %.0f (rank %d) max %.0f (rank %d)\n",
        counts ? "messages" : "bytes", ss.min, (int)ss.min_rank, ss.max, (int)ss.max_rank, rs.min, (int)rs.min_rank,
        rs.max, (int)rs.max_rank);
    an_mat_notes(stdout, m);
    free(sent);
    free(recv);
}

/* Viridis, 9 stops: perceptually uniform and readable in grey and by most
   colour-blind readers. */
static void an_color(double t, char *buf, size_t n) {
    static const unsigned char stops[9][3] = {{68, 1, 84},    {71, 45, 123},  {59, 82, 139},
                                              {44, 114, 142}, {33, 145, 140}, {40, 174, 128},
                                              {94, 201, 98},  {173, 220, 48}, {253, 231, 37}};
    double x = (t < 0 ? 0 : t > 1 ? 1 : t) * 8;
    int i = x >= 8 ? 7 : (int)x, k, c[3];
    double f = x - i;
    for (k = 0; k < 3; k++) c[k] = (int)(stops[i][k] + f * (stops[i + 1][k] - stops[i][k]) + 0.5);
    snprintf(buf, n, "#%02x%02x%02x", c[0], c[1], c[2]);
}

static void an_human(double v, int counts, char *buf, size_t n) {
    static const char *const bu[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    static const char *const cu[] = {"", "k", "M", "G", "T", "P"};
    double base = counts ? 1000 : 1024;
    int u = 0;
    while (v >= base && u < 5) v /= base, u++;
    if (u)
        snprintf(buf, n, "%.3g %s", v, counts ? cu[u] : bu[u]);
    else
        snprintf(buf, n, counts ? "%.0f" : "%.0f B", v);
}

static void an_xml_str(FILE *f, const char *s) {
    for (; *s; s++) {
        if (*s == '<')
            fputs("&lt;", f);
        else if (*s == '>')
            fputs("&gt;", f);
        else if (*s == '&')
            fputs("&amp;", f);
        else if (*s == '"')
            fputs("&quot;", f);
        else if ((unsigned char)*s >= 0x20)
            fputc(*s, f);
    }
}

/* The matrix aggregated into nb x nb blocks of B ranks. */
static double *an_mat_blocks(const an_matrix *m, int counts, int32_t B, int32_t nb) {
    double *g = (double *)an_alloc((size_t)nb * (size_t)nb, sizeof *g);
    int i;
    int32_t src, bj;
    for (i = 0; i < m->n; i++) {
        int32_t s = (int32_t)(m->key[i] / (uint64_t)m->P), d = (int32_t)(m->key[i] % (uint64_t)m->P);
        g[(size_t)(s / B) * (size_t)nb + (size_t)(d / B)] += counts ? m->count[i] : m->bytes[i];
    }
    for (src = 0; src < m->P; src++) {
        double u = counts ? m->ucount[src] : m->ubytes[src];
        if (u <= 0) continue;
        for (bj = 0; bj < nb; bj++) {
            int32_t lo = bj * B, hi = lo + B < m->P ? lo + B : m->P;
            g[(size_t)(src / B) * (size_t)nb + (size_t)bj] += u * (double)(hi - lo - (src >= lo && src < hi));
        }
    }
    return g;
}

#define AN_SVG_X0 120
#define AN_SVG_Y0 110
#define AN_SVG_SIZE 640

static void an_svg_axes(int32_t B, int32_t nb) {
    double cell = (double)AN_SVG_SIZE / nb;
    int32_t step = (nb + 7) / 8, k;
    for (k = 0; k < nb; k += step) {
        double at = B == 1 ? (k + 0.5) * cell : k * cell;
        printf("<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>\n", AN_SVG_X0 + at, AN_SVG_Y0 - 8,
               (int)(k * B));
        printf("<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" dominant-baseline=\"middle\">%d</text>\n", AN_SVG_X0 - 8,
               AN_SVG_Y0 + at, (int)(k * B));
        printf("<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#444\"/>\n", AN_SVG_X0 + at, AN_SVG_Y0 - 5,
               AN_SVG_X0 + at, AN_SVG_Y0);
        printf("<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#444\"/>\n", AN_SVG_X0 - 5, AN_SVG_Y0 + at,
               AN_SVG_X0, AN_SVG_Y0 + at);
    }
    printf("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-weight=\"bold\">receiver rank%s</text>\n",
           AN_SVG_X0 + AN_SVG_SIZE / 2, AN_SVG_Y0 - 30, B > 1 ? " (first of block)" : "");
    printf("<text transform=\"translate(%d,%d) rotate(-90)\" text-anchor=\"middle\" font-weight=\"bold\">sender rank%s"
           "</text>\n",
           AN_SVG_X0 - 70, AN_SVG_Y0 + AN_SVG_SIZE / 2, B > 1 ? " (first of block)" : "");
    printf("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#444\"/>\n", AN_SVG_X0, AN_SVG_Y0,
           AN_SVG_SIZE, AN_SVG_SIZE);
}

/* A vertical colour bar, log scale, with 5 labelled ticks and a "0" swatch. */
static void an_svg_legend(double lo, double hi, int counts) {
    int x = AN_SVG_X0 + AN_SVG_SIZE + 40, i;
    double h = AN_SVG_SIZE - 60;
    char col[16], lab[32];
    printf("<text x=\"%d\" y=\"%d\" font-weight=\"bold\">%s</text>\n", x, AN_SVG_Y0 - 12,
           counts ? "messages" : "bytes");
    for (i = 0; i < 64; i++) {
        an_color(1 - (i + 0.5) / 64, col, sizeof col);
        printf("<rect x=\"%d\" y=\"%.2f\" width=\"24\" height=\"%.2f\" fill=\"%s\"/>\n", x, AN_SVG_Y0 + i * h / 64,
               h / 64 + 0.5, col);
    }
    for (i = hi > lo ? 0 : 4; i <= 4; i++) {
        double t = i / 4.0, v = hi > lo ? exp(log(lo) + t * (log(hi) - log(lo))) : hi;
        double y = AN_SVG_Y0 + (1 - t) * h;
        an_human(v, counts, lab, sizeof lab);
        printf("<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#444\"/>", x + 24, y, x + 29, y);
        printf("<text x=\"%d\" y=\"%.1f\" dominant-baseline=\"middle\">%s</text>\n", x + 32, y, lab);
    }
    printf("<text x=\"%d\" y=\"%.1f\">(log scale)</text>\n", x, AN_SVG_Y0 + h + 18);
    printf("<rect x=\"%d\" y=\"%.1f\" width=\"24\" height=\"16\" fill=\"#f2f2f2\" stroke=\"#bbb\"/>"
           "<text x=\"%d\" y=\"%.1f\" dominant-baseline=\"middle\">none</text>\n",
           x, AN_SVG_Y0 + h + 32, x + 32, AN_SVG_Y0 + h + 40);
}

static void an_mat_svg(const an_matrix *m, const char *program, int counts, int collectives) {
    int32_t B = m->P <= 64 ? 1 : (m->P + 63) / 64, nb = m->P ? (m->P + B - 1) / B : 1, i, j;
    double *g = an_mat_blocks(m, counts, B, nb), lo = 0, hi = 0, cell = (double)AN_SVG_SIZE / nb, total = 0;
    char col[16], a[32];
    for (i = 0; i < nb * nb; i++) {
        if (g[i] <= 0) continue;
        if (lo == 0 || g[i] < lo) lo = g[i];
        if (g[i] > hi) hi = g[i];
        total += g[i];
    }
    printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
           "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n",
           AN_SVG_X0 + AN_SVG_SIZE + 160, AN_SVG_Y0 + AN_SVG_SIZE + 40, AN_SVG_X0 + AN_SVG_SIZE + 160,
           AN_SVG_Y0 + AN_SVG_SIZE + 40);
    printf("<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"10\" y=\"22\" font-size=\"16\" "
           "font-weight=\"bold\">");
    an_xml_str(stdout, program);
    an_human(total, counts, a, sizeof a);
    printf(": %s sent, row to column (%s)</text>\n", counts ? "messages" : "bytes",
           collectives ? "point-to-point and collectives" : "point-to-point");
    printf("<text x=\"10\" y=\"42\">%d ranks", (int)m->P);
    if (B > 1) printf(" in %d x %d blocks of %d ranks (each cell sums a block)", (int)nb, (int)nb, (int)B);
    printf("; total %s</text>\n", a);
    printf("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#f2f2f2\"/>\n", AN_SVG_X0, AN_SVG_Y0, AN_SVG_SIZE,
           AN_SVG_SIZE);
    for (i = 0; i < nb; i++)
        for (j = 0; j < nb; j++) {
            double v = g[(size_t)i * (size_t)nb + (size_t)j];
            if (v <= 0) continue;
            an_color(hi > lo ? (log(v) - log(lo)) / (log(hi) - log(lo)) : 1, col, sizeof col);
            an_human(v, counts, a, sizeof a);
            printf("<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"%s\"%s><title>",
                   AN_SVG_X0 + j * cell, AN_SVG_Y0 + i * cell, cell, cell, col,
                   nb <= 32 ? " stroke=\"white\" stroke-width=\"0.5\"" : "");
            if (B > 1)
                printf("ranks %d..%d to %d..%d: %s</title></rect>\n", (int)(i * B),
                       (int)((i + 1) * B < m->P ? (i + 1) * B - 1 : m->P - 1), (int)(j * B),
                       (int)((j + 1) * B < m->P ? (j + 1) * B - 1 : m->P - 1), a);
            else
                printf("rank %d to %d: %s</title></rect>\n", (int)i, (int)j, a);
        }
    an_svg_axes(B, nb);
    if (hi > 0) an_svg_legend(lo, hi, counts);
    printf("</svg>\n");
    free(g);
}

static int cmd_matrix(int argc, char **argv) {
    const char *file = NULL;
    int i, t, fmt = 0, counts = 0, collectives = 0, rc = 0;
    sct_reader *r;
    sct_file_info fi;
    an_matrix m;
    an_rel rel;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--csv"))
            fmt = 1;
        else if (!strcmp(argv[i], "--svg"))
            fmt = 2;
        else if (!strcmp(argv[i], "--count"))
            counts = 1;
        else if (!strcmp(argv[i], "--collectives"))
            collectives = 1;
        else if (argv[i][0] == '-' && argv[i][1])
            return usage_error("matrix", "unknown option '%s'", argv[i]);
        else if (!file)
            file = argv[i];
        else
            return usage_error("matrix", "unexpected argument '%s'", argv[i]);
    }
    if (!file) return usage_error("matrix", "%s", "missing FILE");
    if (!(r = open_trace(file, 1))) return 1;
    sct_reader_info(r, &fi);
    memset(&m, 0, sizeof m);
    memset(&rel, 0, sizeof rel);
    m.P = an_nworld(r);
    an_map_init(&m.map, 1024);
    an_map_init(&rel.map, 16);
    m.ubytes = (double *)an_alloc((size_t)m.P, sizeof *m.ubytes);
    m.ucount = (double *)an_alloc((size_t)m.P, sizeof *m.ucount);
    for (t = 0; t < sct_reader_ntraces(r) && !rc; t++) rc = an_mat_trace(&m, r, t, collectives, &rel);
    if (rc)
        fprintf(stderr, "%s: %s: %s\n", prog, file, sct_reader_error(r));
    else if (fmt == 1)
        an_mat_csv(&m);
    else if (fmt == 2)
        an_mat_svg(&m, fi.program[0] ? fi.program : an_basename(file), counts, collectives);
    if (!rc && fmt) an_mat_notes(stderr, &m);
    else
        an_mat_text(&m, file, counts, collectives);
    an_map_free(&m.map);
    an_map_free(&rel.map);
    free(m.key);
    free(m.bytes);
    free(m.count);
    free(m.ubytes);
    free(m.ucount);
    free(rel.off);
    free(rel.bytes);
    free(rel.count);
    sct_reader_close(r);
    return rc ? 1 : 0;
}

/*== >>an_stats_svg  stats --svg: time per op and per rank as bar charts ==========*/

#define AN_BAR_W 900  /* the picture's width */
#define AN_BAR_X0 170 /* bars start after the labels */
#define AN_BAR_LEN 560
#define AN_BAR_OPS 24   /* bars of the op chart, the others summed in one */
#define AN_BAR_RANKS 256 /* columns of the rank chart; beyond, blocks of ranks */

static void an_time_str(double ns, char *buf, size_t n) {
    if (ns >= 1e9)
        snprintf(buf, n, "%.3g s", ns * 1e-9);
    else if (ns >= 1e6)
        snprintf(buf, n, "%.3g ms", ns * 1e-6);
    else if (ns >= 1e3)
        snprintf(buf, n, "%.3g us", ns * 1e-3);
    else
        snprintf(buf, n, "%.0f ns", ns);
}

/* The quantity the charts show: MPI time, or calls for a trace without timing. */
static double an_bar_val(const an_stats *s, double time, double calls) { return s->timing ? time : calls; }

static void an_bar_label(const an_stats *s, double v, char *buf, size_t n) {
    if (s->timing)
        an_time_str(v, buf, n);
    else
        an_human(v, 1, buf, n);
}

/* One horizontal bar with its label and value; returns the next row's y. */
static int an_bar_row(const an_stats *s, int y, const char *label, double v, double hi, const char *fill,
                      const char *title) {
    char a[32];
    double w = hi > 0 ? AN_BAR_LEN * v / hi : 0;
    an_bar_label(s, v, a, sizeof a);
    printf("<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", AN_BAR_X0 - 8, y + 13);
    an_xml_str(stdout, label);
    printf("</text><rect x=\"%d\" y=\"%d\" width=\"%.2f\" height=\"15\" fill=\"%s\"><title>", AN_BAR_X0, y, w,
           fill);
    an_xml_str(stdout, title);
    printf(": %s</title></rect><text x=\"%.2f\" y=\"%d\">%s</text>\n", a, AN_BAR_X0 + w + 6, y + 13, a);
    return y + 19;
}

/* The ops as horizontal bars, in the report's order (s->ops is sorted). */
static int an_svg_ops(const an_stats *s, const an_totals *tot, int y) {
    double hi = 0, rest = 0;
    int i, shown = 0, nrest = 0;
    char title[160];
    for (i = 0; i < s->nops; i++) {
        double v = an_bar_val(s, s->ops[i].time, (double)s->ops[i].calls);
        if (s->ops[i].calls && v > hi) hi = v;
    }
    printf("<text x=\"10\" y=\"%d\" font-size=\"14\" font-weight=\"bold\">%s per operation (all ranks)</text>\n",
           y, s->timing ? "MPI time" : "Calls");
    y += 12;
    for (i = 0; i < s->nops; i++) {
        const an_row *w = &s->ops[i];
        double v = an_bar_val(s, w->time, (double)w->calls);
        if (!w->calls) continue;
        if (shown == AN_BAR_OPS) {
            rest += v, nrest++;
            continue;
        }
        snprintf(title, sizeof title, "%s: %" PRIu64 " calls, %.2f %% of MPI time", an_op_name(s, w->op), w->calls,
                 an_pct(w->time, tot->time));
        y = an_bar_row(s, y, short_name(an_op_name(s, w->op)), v, hi, "#3b6fb6", title);
        shown++;
    }
    if (nrest) {
        snprintf(title, sizeof title, "%d other operations", nrest);
        y = an_bar_row(s, y, title, rest, hi > rest ? hi : rest, "#9aa9bd", title);
    }
    return y + 20;
}

/* Ranks as columns: MPI time (blue) under compute time (grey); blocks of
   consecutive ranks beyond AN_BAR_RANKS columns, each showing its mean. */
static int an_svg_ranks(const an_stats *s, int y) {
    int32_t rk, n = 0, B, nb, b;
    double hi = 0, colw;
    const int H = 220;
    char a[32];
    for (rk = 0; rk < s->nworld; rk++) n += s->has_rank[rk] ? 1 : 0;
    B = s->nworld <= AN_BAR_RANKS ? 1 : (s->nworld + AN_BAR_RANKS - 1) / AN_BAR_RANKS;
    nb = (s->nworld + B - 1) / B;
    colw = (double)(AN_BAR_W - 100) / (nb ? nb : 1);
    for (rk = 0; rk < s->nworld; rk++) {
        double v = s->timing ? s->rank[rk].run : s->rank[rk].calls;
        if (s->has_rank[rk] && v > hi) hi = v;
    }
    printf("<text x=\"10\" y=\"%d\" font-size=\"14\" font-weight=\"bold\">%s per rank (%d ranks%s)</text>\n", y,
           s->timing ? "Time" : "Calls", (int)n, B > 1 ? ", each column the mean of a block" : "");
    if (s->timing)
        printf("<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"#3b6fb6\"/><text x=\"%d\" y=\"%d\">MPI"
               "</text><rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"#c8c8c8\"/><text x=\"%d\" y=\"%d\">"
               "compute between calls%s</text>\n",
               AN_BAR_W - 330, y - 11, AN_BAR_W - 314, y, AN_BAR_W - 270, y - 11, AN_BAR_W - 254, y,
               s->ranks_estimated ? " (MPI estimated)" : "");
    y += 20;
    an_bar_label(s, hi, a, sizeof a);
    printf("<line x1=\"80\" y1=\"%d\" x2=\"80\" y2=\"%d\" stroke=\"black\"/><text x=\"74\" y=\"%d\" "
           "text-anchor=\"end\">%s</text><text x=\"74\" y=\"%d\" text-anchor=\"end\">0</text>\n",
           y, y + H, y + 10, a, y + H);
    for (b = 0; b < nb; b++) {
        double mpi = 0, all = 0;
        int32_t cnt = 0, lo = b * B, top = lo + B < s->nworld ? lo + B : s->nworld;
        for (rk = lo; rk < top; rk++) {
            if (!s->has_rank[rk]) continue;
            mpi += s->timing ? s->rank[rk].time : s->rank[rk].calls;
            all += s->timing ? s->rank[rk].run : s->rank[rk].calls;
            cnt++;
        }
        if (!cnt || hi <= 0) continue;
        mpi /= cnt, all /= cnt;
        an_bar_label(s, mpi, a, sizeof a);
        printf("<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"#c8c8c8\"/>", 82 + b * colw,
               y + H - H * all / hi, colw * 0.9, H * (all - mpi) / hi);
        printf("<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"#3b6fb6\"><title>rank %d",
               82 + b * colw, y + H - H * mpi / hi, colw * 0.9, H * mpi / hi, (int)lo);
        if (top - 1 > lo) printf("..%d", (int)(top - 1));
        printf(": %s%s</title></rect>\n", a, s->timing ? " MPI" : " calls");
    }
    printf("<line x1=\"80\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", y + H, AN_BAR_W - 16, y + H);
    printf("<text x=\"82\" y=\"%d\">rank 0</text><text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d</text>\n",
           y + H + 16, AN_BAR_W - 16, y + H + 16, (int)(s->nworld - 1));
    return y + H + 30;
}

static void an_stats_svg(const an_stats *s, const char *file, const an_totals *tot) {
    sct_file_info fi;
    int nops = 0, i, h;
    char a[32];
    sct_reader_info(s->r, &fi);
    for (i = 0; i < s->nops; i++) nops += s->ops[i].calls ? 1 : 0;
    h = 384 + 19 * (nops <= AN_BAR_OPS ? nops : AN_BAR_OPS + 1); /* as an_svg_ops and an_svg_ranks lay it out */
    printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
           "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n",
           AN_BAR_W, h, AN_BAR_W, h);
    printf("<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"10\" y=\"22\" font-size=\"16\" "
           "font-weight=\"bold\">");
    an_xml_str(stdout, fi.program[0] ? fi.program : file);
    an_time_str(tot->time, a, sizeof a);
    printf(": %d ranks, %" PRIu64 " calls", fi.nranks, tot->calls);
    if (s->timing) printf(", MPI time %s = %.1f %% of the run (summed over ranks)", a, an_pct(tot->time, tot->run));
    printf("</text>\n<text x=\"10\" y=\"42\">timing: %s</text>\n", s->timing ? an_time_source(s, 0) : "none");
    i = an_svg_ops(s, tot, 72);
    an_svg_ranks(s, i);
    printf("</svg>\n");
}

/*== >>an_export  Chrome trace-event JSON ========================================*/

/* "0,3,8-11,20..23" into a membership array of nworld ranks; 0 on success. */
static int an_parse_ranks(const char *list, int32_t nworld, unsigned char *sel) {
    const char *p = list;
    while (*p) {
        char *end;
        long a, b;
        errno = 0;
        a = b = strtol(p, &end, 10);
        if (end == p || errno) return -1;
        p = end;
        if (*p == '-' || (p[0] == '.' && p[1] == '.')) {
            p += *p == '-' ? 1 : 2;
            b = strtol(p, &end, 10);
            if (end == p || errno) return -1;
            p = end;
        }
        if (a < 0 || b < a || b >= nworld) return -1;
        for (; a <= b; a++) sel[a] = 1;
        if (*p == ',')
            p++;
        else if (*p)
            return -1;
    }
    return 0;
}

/* Site names of every leaf of trace t (NULL for loops), seen through rank. */
static char **an_leaf_sites(sct_reader *r, int t, int32_t rank, uint32_t *n) {
    sct_trace_info ti;
    char **names, buf[1024];
    uint32_t id;
    *n = 0;
    if (sct_reader_trace(r, t, &ti) != SCT_OK) return NULL;
    names = (char **)an_alloc(ti.nodes, sizeof *names);
    for (id = 0; id < ti.nodes; id++) {
        sct_node_info ni;
        if (sct_reader_trace_node(r, t, id, &ni) != SCT_OK || ni.kind != SCT_NODE_LEAF) continue;
        an_site_name(r, rank, ni.site, buf, sizeof buf);
        if (!(names[id] = strdup(buf))) an_die_nomem();
    }
    *n = (uint32_t)ti.nodes;
    return names;
}

static void an_free_names(char **names, uint32_t n) {
    uint32_t i;
    for (i = 0; names && i < n; i++) free(names[i]);
    free(names);
}

static void an_json_value(int role, int64_t v) {
    char buf[48];
    fmt_value(buf, sizeof buf, role, v);
    if (role == SCT_ROLE_PEER || role == SCT_ROLE_ROOT || v <= SCT_PEER_NULL)
        an_json_str(stdout, buf);
    else
        printf("%s", buf);
}

static void an_chrome_slice(const sct_op *op, const sct_event_out *ev, int32_t tid, uint64_t ts, uint64_t dur,
                            const char *site, int *first) {
    int p, k = 0;
    printf("%s\n{\"name\":", *first ? "" : ",");
    *first = 0;
    an_json_str(stdout, op->name);
    printf(",\"cat\":\"mpi\",\"ph\":\"X\",\"pid\":0,\"tid\":%d,\"ts\":%" PRIu64 ".%03u,\"dur\":%" PRIu64
           ".%03u,\"args\":{",
           (int)tid, ts / 1000, (unsigned)(ts % 1000), dur / 1000, (unsigned)(dur % 1000));
    for (p = 0; p < op->nparams; p++) {
        int role = role_of(op, p);
        printf("%s\"%s\":", p ? "," : "", op->param_names[p]);
        if (op->param_roles[p] & SCT_PARAM_ARRAY) {
            int64_t j, len = ev->values[k++];
            printf("[");
            for (j = 0; j < len; j++) {
                printf("%s", j ? "," : "");
                an_json_value(role, ev->values[k++]);
            }
            printf("]");
        } else {
            an_json_value(role, ev->values[k++]);
        }
    }
    printf("%s\"site\":", op->nparams ? "," : "");
    an_json_str(stdout, site ? site : "");
    printf("}}");
}

/* One rank's events (of the reader's selected thread: of nthreads) as
   slices on its own track: tid = rank with one thread per rank, else rank x
   nthreads + thread, named "rank R thread T". Without timing, calls are laid
   1 us apart and last 1 us. Returns the slices written, -1 on error. */
static int64_t an_chrome_rank(sct_reader *r, int32_t rank, int thread, int nthreads, char **sites, uint64_t from,
                              uint64_t to, int *first) {
    sct_iter *it;
    sct_event_out ev;
    uint64_t t = 0, n = 0;
    int got;
    int32_t tid = nthreads > 1 ? rank * nthreads + thread : rank;
    char name[64];
    if (nthreads > 1)
        snprintf(name, sizeof name, "rank %d thread %d", (int)rank, thread);
    else
        snprintf(name, sizeof name, "rank %d", (int)rank);
    printf("%s\n{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":0,\"tid\":%d,\"args\":{\"name\":\"%s\"}},"
           "\n{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":0,\"tid\":%d,\"args\":{\"sort_index\":%d}}",
           *first ? "" : ",", (int)tid, name, (int)tid, (int)tid);
    *first = 0;
    if (sct_iter_create(r, rank, &it) != SCT_OK) return -1;
    while ((got = sct_iter_next(it, &ev)) == 1) {
        uint64_t dur = ev.timing_exact < 0 ? 1000 : (uint64_t)(ev.duration_ns > 0 ? ev.duration_ns : 0);
        t += ev.timing_exact < 0 ? 1000 : (uint64_t)(ev.compute_ns > 0 ? ev.compute_ns : 0);
        if (t > to) break;
        if (t + dur >= from) {
            an_chrome_slice(&sct_reader_ops(r)->ops[ev.op], &ev, tid, t, dur, sites[ev.leaf], first);
            n++;
        }
        t += dur;
    }
    sct_iter_destroy(it);
    return got < 0 ? -1 : (int64_t)n;
}

static int an_parse_ns(const char *v, const char *s, uint64_t *out) {
    long x;
    if (parse_long(s, &x) || x < 0) return usage_error(v, "not a valid time in ns: '%s'", s);
    *out = (uint64_t)x;
    return 0;
}

static int cmd_export(int argc, char **argv) {
    const char *file = NULL, *ranks = NULL, *timing;
    int i, chrome = 0, first = 1, cur_t = -1, rc = 0;
    uint64_t from = 0, to = UINT64_MAX, slices = 0;
    uint32_t nsites = 0;
    char **sites = NULL;
    unsigned char *sel;
    sct_reader *r;
    sct_file_info fi;
    int32_t nworld, rk = -1, nsel = 0, done = 0;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--chrome"))
            chrome = 1;
        else if (!strcmp(argv[i], "--ranks") || !strcmp(argv[i], "--from") || !strcmp(argv[i], "--to")) {
            if (i + 1 >= argc) return usage_error("export", "%s needs a value", argv[i]);
            if (argv[i][2] == 'r')
                ranks = argv[i + 1];
            else if ((rc = an_parse_ns("export", argv[i + 1], argv[i][2] == 'f' ? &from : &to)))
                return rc;
            i++;
        } else if (argv[i][0] == '-' && argv[i][1])
            return usage_error("export", "unknown option '%s'", argv[i]);
        else if (!file)
            file = argv[i];
        else
            return usage_error("export", "unexpected argument '%s'", argv[i]);
    }
    if (!chrome) return usage_error("export", "%s", "say which format: --chrome");
    if (!file) return usage_error("export", "%s", "missing FILE");
    if (!(r = open_trace(file, 0))) return 1;
    sct_reader_info(r, &fi);
    nworld = an_nworld(r);
    sel = (unsigned char *)an_alloc((size_t)nworld, 1);
    if (ranks && an_parse_ranks(ranks, nworld, sel)) {
        free(sel);
        sct_reader_close(r);
        return usage_error("export", "not a rank list of this trace (like 0,2,5-7): '%s'", ranks);
    }
    for (i = 0; i < fi.nranks; i++) {
        rk = sct_reader_rank(r, i);
        if (!ranks) sel[rk] = 1;
        nsel += sel[rk];
    }
    timing = fi.timing_mode == SCT_TIMING_OFF || !fi.timing_bytes
                 ? "none: the trace has no timing; calls are laid 1 us apart"
             : fi.timing_mode == SCT_TIMING_EXACT
                 ? "exact"
                 : "synthesised: each call's compute time and duration are the means of its call site's histograms "
                   "(record with SCTRACE_TIMING=exact for exact times)";
    printf("{\"otherData\":{\"producer\":\"sctrace %s\",\"file\":", sct_version());
    an_json_str(stdout, file);
    printf(",\"program\":");
    an_json_str(stdout, fi.program);
    printf(",\"timing\":");
    an_json_str(stdout, timing);
    printf(",\"time_origin\":\"each rank's first traced call\"},\n\"displayTimeUnit\":\"ns\",\n\"traceEvents\":[");
    printf("\n{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":0,\"args\":{\"name\":");
    an_json_str(stdout, fi.program[0] ? fi.program : "trace");
    printf("}}");
    first = 0;
    for (i = 0; i < fi.nranks * fi.nthreads && !rc; i++) { /* a rank's threads one after another */
        int64_t n;
        int t, th = i % fi.nthreads;
        if (!th) rk = sct_reader_rank(r, i / fi.nthreads);
        if (!sel[rk]) continue;
        if (!th) an_progress("export: ranks", (uint64_t)done++, (uint64_t)nsel);
        if (sct_reader_set_thread(r, th) != SCT_OK) {
            rc = 1;
            break;
        }
        if ((t = sct_reader_trace_of(r, rk)) != cur_t) {
            an_free_names(sites, nsites);
            sites = an_leaf_sites(r, t, rk, &nsites);
            cur_t = t;
        }
        if (!sites || (n = an_chrome_rank(r, rk, th, fi.nthreads, sites, from, to, &first)) < 0)
            rc = 1;
        else
            slices += (uint64_t)n;
    }
    an_progress("export: ranks", 1, 1);
    printf("\n]}\n");
    if (rc)
        fprintf(stderr, "%s: %s: %s\n", prog, file, sct_reader_error(r));
    else if (isatty(2))
        fprintf(stderr, "%s export: %" PRIu64 " slices of %d ranks\n", prog, slices, (int)nsel);
    an_free_names(sites, nsites);
    free(sel);
    sct_reader_close(r);
    return rc;
}

/*== >>an_diff  structural comparison of two traces ===============================*/

/* A pair of streams found equal (the streams and each side's shift and
   length): leaves that share a value list compare it once. */
typedef struct an_same {
    const void *s[2];
    int64_t shift[2];
    uint64_t left[2];
} an_same;

typedef struct an_diff {
    sct_reader *r[2];
    int ignore_sites;
    int32_t rank;
    an_map same_at; /* hash of an an_same -> its index in same */
    an_same *same;
    size_t nsame, capsame;
    char msg[2048];
} an_diff;

static uint64_t an_same_hash(const an_same *p) {
    uint64_t h = 0;
    int j;
    for (j = 0; j < 2; j++)
        h = an_mix(h ^ (uint64_t)(uintptr_t)p->s[j]) ^ an_mix((uint64_t)p->shift[j] + 3 * p->left[j] + (uint64_t)j);
    return h == AN_EMPTY ? 0 : h;
}

/* Was this pair found equal before? (1: yes) */
static int an_same_seen(an_diff *d, const an_same *p) {
    int i = d->same_at.keys ? an_map_get(&d->same_at, an_same_hash(p)) : -1;
    return i >= 0 && !memcmp(&d->same[i], p, sizeof *p);
}

static void an_diff_free(an_diff *d) {
    an_map_free(&d->same_at);
    free(d->same);
    d->same = NULL;
    d->nsame = d->capsame = 0;
}

static void an_same_add(an_diff *d, const an_same *p) {
    int added;
    if (!d->same_at.keys) an_map_init(&d->same_at, 64);
    an_map_put(&d->same_at, an_same_hash(p), (int)d->nsame, &added);
    if (!added) return; /* a hash taken by another pair: that pair stays */
    if (d->nsame == d->capsame) {
        d->capsame = d->capsame ? 2 * d->capsame : 64;
        d->same = (an_same *)an_grow(d->same, d->capsame, sizeof *d->same);
    }
    d->same[d->nsame++] = *p;
}

static const char *const an_side[2] = {"A", "B"};

static void an_diff_say(an_diff *d, const char *where, const char *fmt, ...) {
    va_list ap;
    size_t used = (size_t)snprintf(d->msg, sizeof d->msg, "rank %d: %s: ", (int)d->rank, where);
    va_start(ap, fmt);
    if (used < sizeof d->msg) vsnprintf(d->msg + used, sizeof d->msg - used, fmt, ap);
    va_end(ap);
}

/* The first difference of stream k of the two nodes, or 0. */
static int an_diff_stream(an_diff *d, const uint32_t *id, int k, int role, const char *pname, const char *where) {
    sct_stream_summary s[2];
    sct_stream_cursor c[2];
    an_same same;
    int64_t v[2][512];
    uint64_t pos = 0;
    size_t n[2], i;
    char x[48], y[48];
    int j;
    memset(&same, 0, sizeof same);
    for (j = 0; j < 2; j++) {
        if (sct_reader_stream_cursor(d->r[j], d->rank, id[j], k, &c[j]) != SCT_OK)
            return an_diff_say(d, where, "%s: %s", an_side[j], sct_reader_error(d->r[j])), 1;
        same.s[j] = c[j].stream, same.shift[j] = c[j].shift, same.left[j] = c[j].left;
    }
    if (an_same_seen(d, &same)) return 0; /* the summaries below cost a pass too */
    for (j = 0; j < 2; j++)
        if (sct_reader_stream(d->r[j], d->rank, id[j], k, &s[j]) != SCT_OK)
            return an_diff_say(d, where, "%s: %s", an_side[j], sct_reader_error(d->r[j])), 1;
    if (s[0].count != s[1].count) {
        an_diff_say(d, where, "%s has %" PRIu64 " values in A, %" PRIu64 " in B", pname, s[0].count, s[1].count);
        return 1;
    }
    if (s[0].constant && s[1].constant && s[0].first == s[1].first) return 0;
    for (;;) {
        n[0] = sct_stream_cursor_next(&c[0], v[0], 512);
        n[1] = sct_stream_cursor_next(&c[1], v[1], n[0]);
        if (!n[0] || n[1] != n[0]) {
            an_same_add(d, &same);
            return 0;
        }
        for (i = 0; i < n[0]; i++, pos++)
            if (v[0][i] != v[1][i]) {
                fmt_value(x, sizeof x, role, v[0][i]);
                fmt_value(y, sizeof y, role, v[1][i]);
                an_diff_say(d, where, "%s, value %" PRIu64 ": A=%s B=%s", pname, pos, x, y);
                return 1;
            }
    }
}

static int an_diff_seq(an_diff *d, const uint32_t *ia, int na, const uint32_t *ib, int nb, const char *where);

static int an_diff_leaf(an_diff *d, const uint32_t *id, const sct_node_info *ni, const char *where) {
    const sct_op *op[2];
    char sa[1024], sb[1024];
    int p, k = 0;
    op[0] = &sct_reader_ops(d->r[0])->ops[ni[0].op];
    op[1] = &sct_reader_ops(d->r[1])->ops[ni[1].op];
    if (strcmp(op[0]->name, op[1]->name))
        return an_diff_say(d, where, "A calls %s, B calls %s", op[0]->name, op[1]->name), 1;
    if (!d->ignore_sites) {
        an_site_name(d->r[0], d->rank, ni[0].site, sa, sizeof sa);
        an_site_name(d->r[1], d->rank, ni[1].site, sb, sizeof sb);
        if (strcmp(sa, sb))
            return an_diff_say(d, where, "call sites differ: A %s, B %s (--ignore-sites ignores them)", sa, sb), 1;
    }
    if (ni[0].executions != ni[1].executions)
        return an_diff_say(d, where, "called %" PRIu64 " times in A, %" PRIu64 " in B", ni[0].executions,
                           ni[1].executions),
               1;
    if (op[0]->nparams != op[1]->nparams) return an_diff_say(d, where, "%s", "the parameters differ"), 1;
    for (p = 0; p < op[0]->nparams; p++) {
        int arr = (op[0]->param_roles[p] & SCT_PARAM_ARRAY) != 0;
        if (strcmp(op[0]->param_names[p], op[1]->param_names[p]) || op[0]->param_roles[p] != op[1]->param_roles[p])
            return an_diff_say(d, where, "parameter %d is %s in A, %s in B", p, op[0]->param_names[p],
                               op[1]->param_names[p]),
                   1;
        if (an_diff_stream(d, id, k, role_of(op[0], p), op[0]->param_names[p], where)) return 1;
        if (arr && an_diff_stream(d, id, k + 1, role_of(op[0], p), op[0]->param_names[p], where)) return 1;
        k += arr ? 2 : 1;
    }
    return 0;
}

static int an_diff_node(an_diff *d, uint32_t ida, uint32_t idb, const char *where) {
    sct_node_info ni[2];
    uint32_t id[2];
    char here[1024];
    int j;
    id[0] = ida, id[1] = idb;
    for (j = 0; j < 2; j++)
        if (sct_reader_node(d->r[j], d->rank, id[j], &ni[j]) != SCT_OK)
            return an_diff_say(d, where, "%s: %s", an_side[j], sct_reader_error(d->r[j])), 1;
    if (ni[0].kind != ni[1].kind)
        return an_diff_say(d, where, "A has a %s, B a %s", ni[0].kind == SCT_NODE_LOOP ? "loop" : "call",
                           ni[1].kind == SCT_NODE_LOOP ? "loop" : "call"),
               1;
    if (ni[0].kind == SCT_NODE_LEAF) {
        snprintf(here, sizeof here, "%.900s %s", where, short_name(sct_reader_ops(d->r[0])->ops[ni[0].op].name));
        return an_diff_leaf(d, id, ni, here);
    }
    snprintf(here, sizeof here, "%.900s loop", where);
    if (an_diff_stream(d, id, 0, SCT_ROLE_COUNT, "trip count", here)) return 1;
    return an_diff_seq(d, ni[0].body, ni[0].nbody, ni[1].body, ni[1].nbody, here);
}

static int an_diff_seq(an_diff *d, const uint32_t *ia, int na, const uint32_t *ib, int nb, const char *where) {
    char here[1024];
    int i;
    for (i = 0; i < na && i < nb; i++) {
        snprintf(here, sizeof here, "%.900s%s%d", where, where[0] ? " > " : "at ", i);
        if (an_diff_node(d, ia[i], ib[i], here)) return 1;
    }
    if (na != nb) return an_diff_say(d, where[0] ? where : "top level", "%d nodes in A, %d in B", na, nb), 1;
    return 0;
}

static void an_fmt_event(sct_reader *r, const sct_event_out *ev, char *buf, size_t n) {
    const sct_op *op = &sct_reader_ops(r)->ops[ev->op];
    size_t used = (size_t)snprintf(buf, n, "%s(", op->name);
    int i;
    char v[48];
    for (i = 0; i < ev->nvalues && used < n; i++) {
        fmt_value(v, sizeof v, SCT_ROLE_OTHER, ev->values[i]);
        used += (size_t)snprintf(buf + used, n - used, "%s%s", i ? "," : "", v);
    }
    if (used < n) snprintf(buf + used, n - used, ")");
}

/* The structures differ: look for the first event that differs (two traces
   folded differently can still hold the same events). 0 when none does. */
static int an_diff_events(an_diff *d) {
    sct_iter *it[2] = {NULL, NULL};
    sct_event_out ev[2];
    char **sites[2] = {NULL, NULL}, ea[1024], eb[1024];
    uint32_t ns[2] = {0, 0};
    uint64_t n = 0;
    int j, got[2], rc = 0;
    for (j = 0; j < 2; j++) {
        sites[j] = an_leaf_sites(d->r[j], sct_reader_trace_of(d->r[j], d->rank), d->rank, &ns[j]);
        if (!sites[j] || sct_iter_create(d->r[j], d->rank, &it[j]) != SCT_OK) rc = -1;
    }
    while (!rc) {
        got[0] = sct_iter_next(it[0], &ev[0]);
        got[1] = sct_iter_next(it[1], &ev[1]);
        if (got[0] < 0 || got[1] < 0)
            rc = -1;
        else if (!got[0] && !got[1])
            break;
        else if (!got[0] || !got[1])
            an_diff_say(d, "events", "%s ends after %" PRIu64 " events, the other goes on", an_side[got[0] ? 1 : 0], n),
                rc = 1;
        else {
            an_fmt_event(d->r[0], &ev[0], ea, sizeof ea);
            an_fmt_event(d->r[1], &ev[1], eb, sizeof eb);
            if (strcmp(ea, eb) || (!d->ignore_sites && strcmp(sites[0][ev[0].leaf], sites[1][ev[1].leaf]))) {
                char where[64];
                snprintf(where, sizeof where, "event %" PRIu64, n);
                an_diff_say(d, where, "A %s at %s, B %s at %s", ea, sites[0][ev[0].leaf], eb, sites[1][ev[1].leaf]);
                rc = 1;
            }
        }
        n++;
    }
    if (rc < 0) an_diff_say(d, "events", "%s", "cannot decode the events");
    for (j = 0; j < 2; j++) {
        sct_iter_destroy(it[j]);
        an_free_names(sites[j], ns[j]);
    }
    return rc ? 1 : 0;
}

/* Compare what d->rank sees in the two files; 1 with d->msg on a difference. */
static int an_diff_rank(an_diff *d) {
    char structural[sizeof d->msg], event[sizeof d->msg];
    const uint32_t *root[2];
    int n[2], j;
    for (j = 0; j < 2; j++)
        if (sct_reader_root(d->r[j], d->rank, &root[j], &n[j]) != SCT_OK)
            return an_diff_say(d, an_side[j], "%s", sct_reader_error(d->r[j])), 1;
    if (!an_diff_seq(d, root[0], n[0], root[1], n[1], "")) return 0;
    memcpy(structural, d->msg, sizeof structural);
    if (!an_diff_events(d)) return 0;
    memcpy(event, d->msg, sizeof event);
    snprintf(d->msg, sizeof d->msg, "%.1000s\n  first event that differs: %.1000s", structural, event);
    return 1;
}

/* Class of every rank's timeline of `thread` in the file (ids unique across
   its traces). */
static int32_t *an_file_classes(sct_reader *r, int32_t nworld, int thread) {
    int32_t *cls = (int32_t *)an_alloc((size_t)nworld, sizeof *cls), base = 0, i;
    int t, c;
    for (t = 0; t < sct_reader_ntraces(r); t++) {
        an_classes cl;
        sct_trace_info ti;
        if (sct_reader_trace(r, t, &ti) == SCT_OK && ti.thread != thread) continue;
        if (an_classify(r, t, nworld, -1, &cl)) {
            free(cls);
            return NULL;
        }
        for (c = 0; c < cl.n; c++)
            for (i = cl.start[c]; i < cl.start[c + 1]; i++) cls[cl.order[i]] = base + c;
        base += cl.n;
        an_classes_free(&cl);
    }
    return cls;
}

/* Compare thread `thread`'s timelines of every class of ranks; 1 with d->msg
   on a difference (-1: unreadable). *compared counts the classes. */
static int an_diff_thread(an_diff *d, int thread, int nranks, int *compared) {
    int32_t *cls[2], nworld, i;
    an_map joint;
    int rc = 0, added;
    if (sct_reader_set_thread(d->r[0], thread) != SCT_OK || sct_reader_set_thread(d->r[1], thread) != SCT_OK)
        return -1;
    nworld = an_nworld(d->r[0]) > an_nworld(d->r[1]) ? an_nworld(d->r[0]) : an_nworld(d->r[1]);
    cls[0] = an_file_classes(d->r[0], nworld, thread);
    cls[1] = an_file_classes(d->r[1], nworld, thread);
    an_map_init(&joint, 64);
    for (i = 0; i < nranks && cls[0] && cls[1] && !rc; i++) {
        d->rank = sct_reader_rank(d->r[0], i);
        an_map_put(&joint, ((uint64_t)(uint32_t)cls[0][d->rank] << 32) | (uint32_t)cls[1][d->rank], 0, &added);
        if (!added) continue;
        an_progress("diff: rank classes", (uint64_t)i, (uint64_t)nranks);
        rc = an_diff_rank(d);
        (*compared)++;
    }
    an_progress("diff: rank classes", 1, 1);
    if (!cls[0] || !cls[1]) rc = -1;
    an_map_free(&joint);
    free(cls[0]);
    free(cls[1]);
    return rc;
}

static int an_diff_files(an_diff *d, const char *const *files) {
    sct_file_info fi[2];
    int32_t i;
    int j, rc = 0, compared = 0, th;
    for (j = 0; j < 2; j++) sct_reader_info(d->r[j], &fi[j]);
    if (fi[0].nranks != fi[1].nranks) {
        printf("different: A has %d ranks, B %d\n", fi[0].nranks, fi[1].nranks);
        return 1;
    }
    if (fi[0].nthreads != fi[1].nthreads) {
        printf("different: A has %d threads per rank, B %d\n", fi[0].nthreads, fi[1].nthreads);
        return 1;
    }
    for (i = 0; i < fi[0].nranks; i++)
        if (sct_reader_rank(d->r[0], i) != sct_reader_rank(d->r[1], i)) {
            printf("different: rank %d is in %s only\n", (int)sct_reader_rank(d->r[0], i), files[0]);
            return 1;
        }
    for (th = 0; th < fi[0].nthreads && !rc; th++) /* each thread's timelines, compared as ranks' are */
        rc = an_diff_thread(d, th, fi[0].nranks, &compared);
    if (rc < 0) snprintf(d->msg, sizeof d->msg, "cannot read the traces");
    if (rc && th > 1)
        printf("different: thread %d: %s\n", th - 1, d->msg);
    else if (rc)
        printf("different: %s\n", d->msg);
    else if (fi[0].nthreads > 1)
        printf("equivalent: %d ranks, %d threads per rank, %" PRIu64 " events (%d classes of timelines compared)\n",
               fi[0].nranks, fi[0].nthreads, fi[0].events, compared);
    else
        printf("equivalent: %d ranks, %" PRIu64 " events (%d classes of ranks compared)\n", fi[0].nranks, fi[0].events,
               compared);
    return rc ? 1 : 0;
}

static int cmd_diff(int argc, char **argv) {
    const char *files[2] = {NULL, NULL};
    an_diff d;
    int i, rc;
    memset(&d, 0, sizeof d);
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--ignore-sites"))
            d.ignore_sites = 1;
        else if (argv[i][0] == '-' && argv[i][1])
            return usage_error("diff", "unknown option '%s'", argv[i]);
        else if (!files[0])
            files[0] = argv[i];
        else if (!files[1])
            files[1] = argv[i];
        else
            return usage_error("diff", "unexpected argument '%s'", argv[i]);
    }
    if (!files[1]) return usage_error("diff", "%s", "needs two files A B");
    if (!(d.r[0] = open_trace(files[0], 1))) return 1;
    if (!(d.r[1] = open_trace(files[1], 1))) {
        sct_reader_close(d.r[0]);
        return 1;
    }
    rc = an_diff_files(&d, files);
    an_diff_free(&d);
    sct_reader_close(d.r[0]);
    sct_reader_close(d.r[1]);
    return rc;
}

#endif /* SCT_ANALYSIS_H */
