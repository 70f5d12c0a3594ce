/* sctrace - inspect compressed communication traces.

   sctrace info FILE              key=value summary of a trace
   sctrace tree FILE [--rank R] [--thread T]   the loop structure as an indented tree
   sctrace events FILE --rank R [--thread T]   every event of one rank (thread), in order
   sctrace verify FILE            compare a verify-mode trace with its raw logs
   sctrace merge SET -o OUT       one merged trace from per-rank files (PATH.rank.N)

   MPI-free: it reads files only. Exit status 0 on success, 1 when the file is
   bad or a check fails, 2 on a usage error. */
#define SCTRACE_IMPLEMENTATION
#include "../sctrace.h"

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "sct_progress.h"
#include "sct_resolve.h"

typedef struct verb {
    const char *name, *args, *summary, *help;
    int (*run)(int argc, char **argv);
} verb;

static const char *prog = "sctrace";

static int usage_error(const char *v, const char *fmt, const char *arg) {
    fprintf(stderr, "%s %s: ", prog, v);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n(see '%s %s --help')\n", prog, v);
    return 2;
}

/* --help before a "--" (after it comes a command of its own: sctrace run). */
static int wants_help(int argc, char **argv) {
    int i;
    for (i = 1; i < argc && strcmp(argv[i], "--"); i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return 1;
    return 0;
}

/* Parse a whole decimal integer; 0 on success. */
static int parse_long(const char *s, long *out) {
    char *end;
    errno = 0;
    *out = strtol(s, &end, 10);
    return (errno || end == s || *end) ? -1 : 0;
}

static sct_reader *open_set(const char *path, const sct_read_desc *d, int *found);

/* seed: the values drawn from histogram streams (merge precision < 100).
   A path that is a directory, or that does not exist, may name a per-rank
   set (PATH.rank.N files). */
static sct_reader *open_trace_seeded(const char *path, int skip_timing, uint64_t seed) {
    sct_reader *r = NULL;
    sct_read_desc d;
    struct stat st;
    char err[300];
    int found = 0;
    memset(&d, 0, sizeof d);
    d.skip_timing = skip_timing;
    d.seed = seed;
    if (sct_reader_open(path, &d, &r, err, sizeof err) != SCT_OK) {
        if (stat(path, &st) ? errno == ENOENT : S_ISDIR(st.st_mode)) r = open_set(path, &d, &found);
        if (!found) fprintf(stderr, strstr(err, path) ? "%s: %s\n" : "%s: %s: %s\n", prog, strstr(err, path) ? err : path, err);
    }
    return r;
}

static sct_reader *open_trace(const char *path, int skip_timing) { return open_trace_seeded(path, skip_timing, 0); }

/* Common options: FILE, an optional --rank R, --sites. */
typedef struct opts {
    const char *file;
    long rank, limit, seed, thread;
    int have_rank, have_thread;
    int sites; /* --sites: tree and events end each call with "@ its call site" */
    int timing; /* --timing: tree ends each call with its mean times (and curves, when extrapolated) */
} opts;

static int parse_opts(const char *v, int argc, char **argv, opts *o) {
    int i;
    memset(o, 0, sizeof *o);
    o->limit = -1;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--rank") || !strcmp(argv[i], "--limit") || !strcmp(argv[i], "--seed") ||
            (!strcmp(argv[i], "--thread") && (!strcmp(v, "tree") || !strcmp(v, "events")))) {
            long *dst = argv[i][2] == 'r' ? &o->rank : argv[i][2] == 'l' ? &o->limit : argv[i][2] == 't' ? &o->thread : &o->seed;
            if (i + 1 >= argc) return usage_error(v, "%s needs a value", argv[i]);
            if (parse_long(argv[i + 1], dst) || *dst < 0) return usage_error(v, "not a valid number: '%s'", argv[i + 1]);
            if (dst == &o->rank) o->have_rank = 1;
            if (dst == &o->thread) o->have_thread = 1;
            i++;
        } else if (!strcmp(argv[i], "--sites")) {
            o->sites = 1;
        } else if (!strcmp(argv[i], "--timing") && !strcmp(v, "tree")) {
            o->timing = 1;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return usage_error(v, "unknown option '%s'", argv[i]);
        } else if (!o->file) {
            o->file = argv[i];
        } else {
            return usage_error(v, "unexpected argument '%s'", argv[i]);
        }
    }
    if (!o->file) return usage_error(v, "%s", "missing FILE");
    return 0;
}

/* Select --thread T (default 0) on r: 1 with a message when the file has no such thread. */
static int select_thread(sct_reader *r, const opts *o) {
    if (o->thread > INT32_MAX || sct_reader_set_thread(r, (int)o->thread) != SCT_OK) {
        sct_file_info fi;
        sct_reader_info(r, &fi);
        fprintf(stderr, "%s: %s: no thread %ld: the trace has %d thread%s per rank (0..%d)\n", prog, o->file, o->thread,
                fi.nthreads, fi.nthreads > 1 ? "s" : "", fi.nthreads - 1);
        return 1;
    }
    return 0;
}

/* ---- info ---------------------------------------------------------------- */

static const char *timing_name(int t) { return t == SCT_TIMING_EXACT ? "exact" : t == SCT_TIMING_OFF ? "off" : "hist"; }

/* The modules of the call sites (issue 45), each once over the traces of an
   unmerged file: module=PATH build_id=HEX (none: format 5 and older, or an
   ELF file without the note) base=0x... (its load base in the rank that
   described it). */
static void info_modules(sct_reader *r, int ntraces) {
    int t, u;
    uint32_t i, j;
    for (t = 0; t < ntraces; t++) {
        sct_module m, p;
        for (i = 0; sct_reader_trace_module(r, t, i, &m) == SCT_OK; i++) {
            char hex[2 * SCT_BUILD_ID_MAX + 1];
            int seen = 0;
            for (u = 0; u < t && !seen; u++)
                for (j = 0; !seen && sct_reader_trace_module(r, u, j, &p) == SCT_OK; j++)
                    seen = !strcmp(p.path, m.path) && p.build_id_len == m.build_id_len &&
                           !memcmp(p.build_id, m.build_id, (size_t)m.build_id_len);
            if (seen) continue;
            rs_hex(m.build_id, m.build_id_len, hex);
            printf("module=%s build_id=%s base=0x%" PRIx64 "\n", m.path, hex[0] ? hex : "none", m.base);
        }
    }
}

/* The largest recording of a rank ("heap_peak=B@R") and the ranks that
   reached SCTRACE_MAX_MEMORY, from the config the tracer wrote
   ("reduced_ranks=K reduced=R:hist@E[:sites@F],..."): one line per rank
   listed, saying from which event its value streams are histograms and
   from which it kept only counts, values and timing per call site. */
static void print_reduced(const char *config) {
    const char *k = strstr(config, " reduced_ranks="), *p = strstr(config, " reduced="), *h = strstr(config, " heap_peak=");
    if (h) { /* "B@R": the largest peak heap of a rank's recording and serialisation */
        unsigned long long bytes = strtoull(h + 11, NULL, 10);
        const char *at = h + 11 + strspn(h + 11, "0123456789");
        printf("heap_peak=%llu\nheap_peak_rank=%d\n", bytes, *at == '@' ? atoi(at + 1) : -1);
    }
    if (!k || !p) return;
    printf("reduced_ranks=%d\n", atoi(k + 15));
    for (p += 9; *p && *p != ' ';) {
        char *end;
        long rank;
        unsigned long long e1 = 0, e2 = 0;
        int level = 0;
        if (*p == '+') { /* ",+N": ranks not listed */
            printf("reduced_unlisted=%d\n", atoi(p + 1));
            break;
        }
        rank = strtol(p, &end, 10);
        if (end == p) break;
        p = end;
        if (!strncmp(p, ":hist@", 6)) e1 = strtoull(p + 6, &end, 10), p = end, level = 1;
        if (!strncmp(p, ":sites@", 7)) e2 = strtoull(p + 7, &end, 10), p = end, level = 2;
        printf("reduced_rank=%ld streams_to_histograms_at_event=%llu", rank, e1);
        if (level == 2) printf(" per_site_only_from_event=%llu", e2);
        printf("\n");
        p += strspn(p, ",");
    }
}

static int cmd_info(int argc, char **argv) {
    opts o;
    sct_file_info fi;
    sct_reader *r;
    int t, rc = parse_opts("info", argc, argv, &o);
    uint64_t loops = 0, leaves = 0, variants = 0, entries = 0, hists = 0;
    if (rc) return rc;
    if (!(r = open_trace(o.file, 1))) return 1;
    sct_reader_info(r, &fi);
    /* load every trace: validates the whole structure and counts what it holds */
    for (t = 0; t < fi.ntraces; t++) {
        sct_trace_info ti;
        uint32_t id;
        if (sct_reader_trace(r, t, &ti) != SCT_OK) {
            fprintf(stderr, "%s: %s: %s\n", prog, o.file, sct_reader_error(r));
            sct_reader_close(r);
            return 1;
        }
        variants += ti.variants;
        hists += ti.histograms;
        entries += ti.entries;
        for (id = 0; id < ti.nodes; id++) {
            sct_node_info ni;
            sct_reader_trace_node(r, t, id, &ni);
            if (ni.kind == SCT_NODE_LOOP) loops++;
            else leaves++;
        }
    }
    printf("format=%d\n", fi.format_version);
    printf("program=%s\n", fi.program);
    printf("mpi=%s\n", fi.mpi_library);
    printf("world_size=%d\n", (int)fi.world_size);
    printf("ranks=%d\n", fi.nranks);
    printf("traces=%d\n", fi.ntraces);
    printf("threads=%d\n", fi.nthreads);
    printf("events=%" PRIu64 "\n", fi.events);
    printf("nodes=%" PRIu64 "\n", fi.nodes);
    printf("leaves=%" PRIu64 "\n", leaves);
    printf("loops=%" PRIu64 "\n", loops);
    printf("entries=%" PRIu64 "\n", entries);
    printf("variants=%" PRIu64 "\n", variants);
    printf("precision=%d\n", fi.precision);
    printf("exact_streams=%" PRIu64 "\n", variants - hists);
    printf("histogram_streams=%" PRIu64 "\n", hists);
    printf("bytes=%" PRIu64 "\n", fi.file_bytes);
    printf("structure_bytes=%" PRIu64 "\n", fi.structure_bytes);
    printf("timing_bytes=%" PRIu64 "\n", fi.timing_bytes);
    printf("timing=%s\n", timing_name(fi.timing_mode));
    printf("timing_bins=%s\n", fi.timing_mode == SCT_TIMING_OFF ? "none" : fi.timing_grid ? "grid" : "exact");
    printf("merge_s=%.6f\n", fi.merge_seconds);
    printf("start_time=%" PRIu64 "\n", fi.start_time);
    printf("config=%s\n", fi.config);
    if (!strncmp(fi.config, "extrapolated_from=", 18)) printf("%.*s\n", (int)strcspn(fi.config, " "), fi.config);
    info_modules(r, fi.ntraces);
    print_reduced(fi.config);
    if (strstr(fi.config, " cluster=on")) { /* online clustering: what it did, one fact a line */
        static const char *const keys[] = {"clusters=", "markers=", "clusterings=", "reclusterings=", "online=",
                                           "approx="};
        size_t k;
        for (k = 0; k < sizeof keys / sizeof keys[0]; k++) {
            const char *at = strstr(fi.config, keys[k]);
            if (at && at[-1] == ' ') printf("cluster_%.*s\n", (int)strcspn(at, " "), at);
        }
    }
    sct_reader_close(r);
    return 0;
}

/* ---- value formatting ------------------------------------------------------ */

static int role_of(const sct_op *op, int param) { return op->param_roles[param] & ~SCT_PARAM_ARRAY; }

static void fmt_value(char *buf, size_t n, int role, int64_t v) {
    if (v == SCT_PEER_NULL) snprintf(buf, n, "PROC_NULL");
    else if (v == SCT_PEER_ANY) snprintf(buf, n, "ANY_SOURCE");
    else if (v == SCT_TAG_ANY) snprintf(buf, n, "ANY_TAG");
    else if (v == SCT_NONE) snprintf(buf, n, "NULL");
    else if (v == SCT_PEER_ROOT) snprintf(buf, n, "ROOT");
    else if ((role == SCT_ROLE_PEER || role == SCT_ROLE_ROOT) && v > 0) snprintf(buf, n, "+%" PRId64, v);
    else snprintf(buf, n, "%" PRId64, v);
}

/* Where tree and formatting read streams from: one rank's view of its trace,
   or a whole trace with every variant. */
typedef struct src {
    sct_reader *r;
    int per_rank; /* 1: rank's view; 0: trace t as stored */
    int32_t rank;
    int t;
    int32_t site_rank; /* a rank whose sites name the leaves; -1: no sites shown */
    int timing;        /* tree --timing */
    const char *models; /* the extrapolated_models= list of the file's config, or NULL */
    int32_t some_rank;  /* a rank of the tree (to read sites) */
} src;

/* In sct_analysis.h (below): "function (file:line)" of a call site. */
static void an_site_name(sct_reader *r, int32_t rank, uint32_t site, char *buf, size_t n);

static int src_node(const src *s, uint32_t id, sct_node_info *ni) {
    return s->per_rank ? sct_reader_node(s->r, s->rank, id, ni) : sct_reader_trace_node(s->r, s->t, id, ni);
}

static int src_variants(const src *s, uint32_t node, int k) {
    int n = 0;
    if (s->per_rank) return 1;
    return sct_reader_trace_variants(s->r, s->t, node, k, &n) == SCT_OK ? n : 0;
}

static int src_summary(const src *s, uint32_t node, int k, int v, sct_stream_summary *sum, const sct_ranklist **rl) {
    *rl = NULL;
    if (s->per_rank) return sct_reader_stream(s->r, s->rank, node, k, sum);
    return sct_reader_trace_variant(s->r, s->t, node, k, v, rl, sum);
}

static int src_head(const src *s, uint32_t node, int k, int v, int64_t *out, int max, int *n) {
    if (s->per_rank) return sct_reader_stream_head(s->r, s->rank, node, k, out, max, n);
    return sct_reader_trace_variant_head(s->r, s->t, node, k, v, out, max, n);
}

/* One stream (variant): "8", "{-1,+1,-4,+4}" for a short repeating pattern,
   "[3..7]" otherwise. */
static void fmt_one(const src *s, uint32_t node, int k, int v, int role, char *buf, size_t n) {
    sct_stream_summary sum;
    const sct_ranklist *rl;
    char a[40], b[40];
    int64_t head[8];
    int got = 0, i;
    size_t used;
    if (src_summary(s, node, k, v, &sum, &rl) != SCT_OK || !sum.count) {
        snprintf(buf, n, "-");
        return;
    }
    if (sum.histogram && !sum.constant) { /* merge precision below 100: order lost */
        fmt_value(a, sizeof a, role, sum.min);
        fmt_value(b, sizeof b, role, sum.max);
        snprintf(buf, n, "~[%s..%s] mean %.1f", a, b, sum.mean);
        return;
    }
    if (sum.constant) {
        fmt_value(buf, n, role, sum.min);
        return;
    }
    if (sum.period > 1 && sum.period <= 8 && src_head(s, node, k, v, head, sum.period, &got) == SCT_OK) {
        used = (size_t)snprintf(buf, n, "{");
        for (i = 0; i < got && used < n; i++) {
            fmt_value(a, sizeof a, role, head[i]);
            used += (size_t)snprintf(buf + used, n - used, "%s%s", i ? "," : "", a);
        }
        if (used < n) snprintf(buf + used, n - used, "}");
        return;
    }
    fmt_value(a, sizeof a, role, sum.min);
    fmt_value(b, sizeof b, role, sum.max);
    snprintf(buf, n, "[%s..%s]", a, b);
}

/* A stream with its variants: one picture when every variant shows the
   same (they may still differ in length: ranks that call less often), up
   to three "picture@<ranks>" joined by '|', or "<N variants>". */
static void fmt_stream(const src *s, uint32_t node, int k, int role, char *buf, size_t n) {
    int nv = src_variants(s, node, k), v, same = 1;
    size_t used = 0;
    char first[96], other[96];
    fmt_one(s, node, k, 0, role, first, sizeof first);
    for (v = 1; v < nv && same; v++) {
        fmt_one(s, node, k, v, role, other, sizeof other);
        same = !strcmp(first, other);
    }
    if (same) {
        snprintf(buf, n, "%s", first);
        return;
    }
    if (nv > 3) {
        snprintf(buf, n, "<%d variants>", nv);
        return;
    }
    buf[0] = 0;
    for (v = 0; v < nv && used < n; v++) {
        char one[96], rl[96];
        sct_stream_summary sum;
        const sct_ranklist *ranks;
        fmt_one(s, node, k, v, role, one, sizeof one);
        src_summary(s, node, k, v, &sum, &ranks);
        sct_ranklist_format(ranks, rl, sizeof rl);
        used += (size_t)snprintf(buf + used, n - used, "%s%s@<%s>", v ? "|" : "", one, rl);
    }
}

static const char *short_name(const char *name) { return strncmp(name, "MPI_", 4) ? name : name + 4; }

/* ---- tree ------------------------------------------------------------------- */

static void fmt_leaf(const src *s, uint32_t id, const sct_node_info *ni, char *buf, size_t n) {
    const sct_op *op = &sct_reader_ops(s->r)->ops[ni->op];
    char v[400];
    int p, k = 0;
    size_t used = (size_t)snprintf(buf, n, "%s", short_name(op->name));
    for (p = 0; p < op->nparams && used < n; p++) {
        int arr = op->param_roles[p] & SCT_PARAM_ARRAY;
        fmt_stream(s, id, k, role_of(op, p), v, sizeof v);
        if (arr) {
            char e[400];
            fmt_stream(s, id, k + 1, role_of(op, p), e, sizeof e);
            used += (size_t)snprintf(buf + used, n - used, "%s%s[%s]=%s", p ? " " : "(", op->param_names[p], v, e);
        } else {
            used += (size_t)snprintf(buf + used, n - used, "%s%s=%s", p ? " " : "(", op->param_names[p], v);
        }
        k += arr ? 2 : 1;
    }
    if (op->nparams && used < n) snprintf(buf + used, n - used, ")");
}

/* A loop of leaves only, short enough, goes on one line. */
static int one_line(const src *s, const sct_node_info *ni, char *buf, size_t n) {
    char leaf[2048];
    size_t used = 0;
    int i;
    sct_node_info c;
    for (i = 0; i < ni->nbody; i++) {
        src_node(s, ni->body[i], &c);
        if (c.kind != SCT_NODE_LEAF) return 0;
        fmt_leaf(s, ni->body[i], &c, leaf, sizeof leaf);
        used += (size_t)snprintf(buf + used, used < n ? n - used : 0, " %s", leaf);
        if (used >= 110) return 0;
    }
    return 1;
}

/* "  compute=Xus duration=Yus": a leaf's histogram means; for an
   extrapolated trace then " curves=compute:linear/linear/constant
   duration:..." (mean/min/max; "*" marks a choice the paper's rule
   postponed), from the config's extrapolated_models (tools/sct_extrap.h). */
static void fmt_timing(const src *s, uint32_t id, const sct_node_info *ni, char *buf, size_t n) {
    static const char *const curve[4] = {"constant", "linear", "inverse", "inverse+constant"};
    const sct_hist *h[2];
    sct_site_info si;
    char key[64];
    const char *m = NULL, *end;
    size_t used = 0;
    int w, k;
    buf[0] = 0;
    for (w = 0; w < 2; w++)
        if ((s->per_rank ? sct_reader_hist(s->r, s->rank, id, w, &h[w]) : sct_reader_trace_hist(s->r, s->t, id, w, &h[w])) !=
            SCT_OK)
            return;
    used = (size_t)snprintf(buf, n, "  compute=%.3fus duration=%.3fus", sct_hist_mean(h[0]) / 1e3, sct_hist_mean(h[1]) / 1e3);
    if (!s->models || sct_reader_site(s->r, s->some_rank, ni->site, &si) != SCT_OK)
        return;
    snprintf(key, sizeof key, "%d-%016" PRIx64 ":", ni->op, sct__frames_hash(si.frames, si.depth));
    end = s->models + strcspn(s->models, " ");
    for (m = strstr(s->models, key); m && m < end; m = strstr(m + 1, key))
        if (m[-1] == ',' || m[-1] == '=') break;
    if (!m || m >= end || strlen(m) < strlen(key) + 6) return;
    m += strlen(key);
    for (w = 0; w < 2 && used < n; w++)
        for (k = 0; k < 3 && used < n; k++) {
            int c = m[3 * w + k], up = c >= 'A' && c <= 'Z';
            const char *kind = strchr("clik", up ? c + 32 : c);
            used += (size_t)snprintf(buf + used, n - used, "%s%s%s", k ? "/" : w ? " duration:" : " curves=compute:",
                                     kind ? curve[kind - "clik"] : "?", up ? "*" : "");
        }
}

/* Print node id at `depth`; `tail` (the rank list of a top-level entry)
   ends its first line. */
static void print_node(const src *s, uint32_t id, int depth, const char *tail) {
    sct_node_info ni;
    char line[4096], cnt[400];
    int i;
    src_node(s, id, &ni);
    if (ni.kind == SCT_NODE_LEAF) {
        char at[1100] = "", tm[300] = "";
        fmt_leaf(s, id, &ni, line, sizeof line);
        if (s->site_rank >= 0) {
            an_site_name(s->r, s->site_rank, ni.site, cnt, sizeof cnt);
            snprintf(at, sizeof at, "  @ %s", cnt);
        }
        if (s->timing) fmt_timing(s, id, &ni, tm, sizeof tm);
        printf("%*s%s%s%s%s\n", 2 * depth, "", line, tm, at, tail);
        return;
    }
    fmt_stream(s, id, 0, SCT_ROLE_COUNT, cnt, sizeof cnt);
    if (s->site_rank < 0 && !s->timing && one_line(s, &ni, line, sizeof line)) {
        printf("%*s%s x [%s ]%s\n", 2 * depth, "", cnt, line, tail);
        return;
    }
    printf("%*s%s x [%s\n", 2 * depth, "", cnt, tail);
    for (i = 0; i < ni.nbody; i++) print_node(s, ni.body[i], depth + 1, "");
    printf("%*s]\n", 2 * depth, "");
}

/* The extrapolated_models= list of the file's config (NULL if none). */
static const char *tree_models(sct_reader *r) {
    sct_file_info fi;
    const char *m;
    sct_reader_info(r, &fi);
    m = strstr(fi.config, "extrapolated_models=");
    return m && (m == fi.config || m[-1] == ' ') ? m + 20 : NULL;
}

static int print_rank_tree(sct_reader *r, int32_t rank, int thread, int sites, int timing) {
    const uint32_t *root;
    int n, i;
    uint32_t nn;
    src s;
    if (sct_reader_root(r, rank, &root, &n) != SCT_OK || sct_reader_nnodes(r, rank, &nn) != SCT_OK) {
        fprintf(stderr, "%s: %s\n", prog, sct_reader_error(r));
        return 1;
    }
    s.r = r;
    s.per_rank = 1;
    s.rank = rank;
    s.t = -1;
    s.site_rank = sites ? rank : -1;
    s.some_rank = rank;
    s.timing = timing;
    s.models = tree_models(r);
    if (thread)
        printf("rank %d thread %d: %u nodes, %d top-level\n", (int)rank, thread, nn, n);
    else
        printf("rank %d: %u nodes, %d top-level\n", (int)rank, nn, n);
    for (i = 0; i < n; i++) {
        if (sct_reader_root(r, rank, &root, &n) != SCT_OK) return 1; /* the root is valid per call */
        print_node(&s, root[i], 1, "");
    }
    return 0;
}

static int print_trace_tree(sct_reader *r, int t, int sites, int timing) {
    sct_trace_info ti;
    src s;
    uint32_t i;
    char ranks[512];
    if (sct_reader_trace(r, t, &ti) != SCT_OK) {
        fprintf(stderr, "%s: %s\n", prog, sct_reader_error(r));
        return 1;
    }
    s.r = r;
    s.per_rank = 0;
    s.rank = -1;
    s.t = t;
    s.some_rank = sct_ranklist_next(ti.ranks, -1);
    s.site_rank = sites ? s.some_rank : -1;
    s.timing = timing;
    s.models = tree_models(r);
    sct_ranklist_format(ti.ranks, ranks, sizeof ranks);
    if (sct_reader_set_thread(r, ti.thread) != SCT_OK) return 1; /* for the rank-based lookups of sites */
    if (ti.thread)
        printf("trace %d: thread=%d ranks=<%s> %llu events, %llu nodes, %u entries, %u variants\n", t, ti.thread,
               ranks, (unsigned long long)ti.events, (unsigned long long)ti.nodes, ti.entries, ti.variants);
    else
        printf("trace %d: ranks=<%s> %llu events, %llu nodes, %u entries, %u variants\n", t, ranks,
               (unsigned long long)ti.events, (unsigned long long)ti.nodes, ti.entries, ti.variants);
    for (i = 0; i < ti.entries; i++) {
        uint32_t node;
        const sct_ranklist *rl;
        char tail[560];
        sct_reader_trace_entry(r, t, i, &node, &rl);
        sct_ranklist_format(rl, ranks, sizeof ranks);
        snprintf(tail, sizeof tail, "  ranks=<%s>", ranks);
        print_node(&s, node, 1, tail);
    }
    return 0;
}

static int cmd_tree(int argc, char **argv) {
    opts o;
    sct_reader *r;
    int t, rc = parse_opts("tree", argc, argv, &o);
    if (rc) return rc;
    if (!(r = open_trace(o.file, !o.timing))) return 1;
    if (select_thread(r, &o)) rc = 1;
    else if (o.have_rank) rc = print_rank_tree(r, (int32_t)o.rank, (int)o.thread, o.sites, o.timing);
    for (t = 0; !o.have_rank && t < sct_reader_ntraces(r) && !rc; t++) {
        sct_trace_info ti;
        if (o.have_thread && sct_reader_trace(r, t, &ti) == SCT_OK && ti.thread != (int)o.thread) continue;
        rc = print_trace_tree(r, t, o.sites, o.timing);
    }
    sct_reader_close(r);
    return rc;
}

/* ---- events ------------------------------------------------------------------ */

static int cmd_events(int argc, char **argv) {
    opts o;
    sct_reader *r;
    sct_iter *it;
    sct_event_out ev;
    uint64_t n = 0;
    int got, rc = parse_opts("events", argc, argv, &o);
    if (rc) return rc;
    if (!o.have_rank) return usage_error("events", "%s", "--rank R is required");
    if (!(r = open_trace_seeded(o.file, 0, (uint64_t)o.seed))) return 1;
    if (select_thread(r, &o)) {
        sct_reader_close(r);
        return 1;
    }
    if (sct_iter_create(r, (int32_t)o.rank, &it) != SCT_OK) {
        fprintf(stderr, "%s: %s: %s\n", prog, o.file, sct_reader_error(r));
        sct_reader_close(r);
        return 1;
    }
    while ((o.limit < 0 || n < (uint64_t)o.limit) && (got = sct_iter_next(it, &ev)) == 1) {
        const sct_op *op = &sct_reader_ops(r)->ops[ev.op];
        int p, k = 0;
        char v[48];
        printf("%" PRIu64 " %s", n++, op->name);
        for (p = 0; p < op->nparams; p++) {
            int role = role_of(op, p);
            if (op->param_roles[p] & SCT_PARAM_ARRAY) {
                int64_t j, len = ev.values[k++];
                printf(" %s=[", op->param_names[p]);
                for (j = 0; j < len; j++) {
                    fmt_value(v, sizeof v, role, ev.values[k++]);
                    printf("%s%s", j ? "," : "", v);
                }
                printf("]");
            } else {
                fmt_value(v, sizeof v, role, ev.values[k++]);
                printf(" %s=%s", op->param_names[p], v);
            }
        }
        if (ev.timing_exact >= 0)
            printf(" compute_ns=%" PRId64 " duration_ns=%" PRId64 "%s", ev.compute_ns, ev.duration_ns,
                   ev.timing_exact ? "" : " (mean)");
        if (o.sites) {
            char at[1024];
            an_site_name(r, (int32_t)o.rank, ev.site, at, sizeof at);
            printf("  @ %s", at);
        }
        printf("\n");
    }
    rc = 0;
    if (got < 0) {
        fprintf(stderr, "%s: %s: %s\n", prog, o.file, sct_reader_error(r));
        rc = 1;
    }
    sct_iter_destroy(it);
    sct_reader_close(r);
    return rc;
}

/* ---- verify ------------------------------------------------------------------ */

/* The raw log of rank's thread: FILE.raw.RANK (thread 0), FILE.raw.RANK.tT. */
static void raw_log_path(char *path, size_t n, const char *file, int32_t rank, int thread) {
    if (thread)
        snprintf(path, n, "%s.raw.%d.t%d", file, (int)rank, thread);
    else
        snprintf(path, n, "%s.raw.%d", file, (int)rank);
}

/* The sizes of the raw logs, for the progress of a long verify. */
static uint64_t raw_log_bytes(const char *file, sct_reader *r, int nranks, int nthreads) {
    uint64_t sum = 0;
    int i, t;
    for (t = 0; t < nthreads; t++)
        for (i = 0; i < nranks; i++) {
            char path[4096];
            struct stat st;
            raw_log_path(path, sizeof path, file, sct_reader_rank(r, i), t);
            if (!stat(path, &st)) sum += (uint64_t)st.st_size;
        }
    return sum;
}

/* A rank without thread t has an empty timeline of it and no raw log. */
static int no_thread_here(sct_reader *r, int32_t rank, int t, const char *path) {
    const uint32_t *root;
    int n = 1;
    struct stat st;
    return t && stat(path, &st) && sct_reader_root(r, rank, &root, &n) == SCT_OK && n == 0;
}

static int cmd_verify(int argc, char **argv) {
    opts o;
    sct_file_info fi;
    sct_reader *r;
    sct_progress pg;
    uint64_t total = 0, done = 0;
    int i, t, rc = parse_opts("verify", argc, argv, &o);
    if (rc) return rc;
    if (!(r = open_trace(o.file, 1))) return 1;
    sct_reader_info(r, &fi);
    sct_progress_begin(&pg, "verify: raw log bytes", raw_log_bytes(o.file, r, fi.nranks, fi.nthreads));
    for (t = 0; t < fi.nthreads; t++)
        for (i = 0; i < fi.nranks; i++) {
            int32_t rank = sct_reader_rank(r, i);
            char path[4096], msg[400];
            uint64_t n = 0;
            struct stat st;
            raw_log_path(path, sizeof path, o.file, rank, t);
            if (sct_reader_set_thread(r, t) != SCT_OK || no_thread_here(r, rank, t, path)) continue;
            if (sct_verify_rank(r, rank, path, &n, msg, sizeof msg) != SCT_OK) {
                sct_progress_end(&pg);
                if (t)
                    printf("rank %d thread %d: %s\n", (int)rank, t, msg);
                else
                    printf("rank %d: %s\n", (int)rank, msg);
                sct_reader_close(r);
                return 1;
            }
            total += n;
            sct_progress_step(&pg, done += stat(path, &st) ? 0 : (uint64_t)st.st_size);
        }
    sct_progress_end(&pg);
    if (fi.nthreads > 1)
        printf("verified %" PRIu64 " events on %d ranks, %d threads per rank\n", total, fi.nranks, fi.nthreads);
    else
        printf("verified %" PRIu64 " events on %d ranks\n", total, fi.nranks);
    sct_reader_close(r);
    return 0;
}

/* ---- per-rank sets ---------------------------------------------------------- */

/* What a job leaves when it does not reach MPI_Finalize (a signal, MPI_Abort,
   a checkpoint before a kill -KILL): one file per rank, PATH.rank.N, each a
   trace of that rank alone. A set is read like one unmerged trace. */
typedef struct rankset {
    int n, world, bins;
    char **files;
    sct_reader **r;
    sct_op_table ops;
    sct_op *opv;
} rankset;

/* N when name is PREFIX.rank.N (any prefix when prefix is NULL), else -1. */
static long rank_suffix(const char *name, const char *prefix) {
    const char *p = strstr(name, ".rank.");
    long n;
    if (!p || (prefix && ((size_t)(p - name) != strlen(prefix) || strncmp(name, prefix, strlen(prefix)))))
        return -1;
    return parse_long(p + 6, &n) || n < 0 || p[6] == '+' || p[6] == '-' ? -1 : n;
}

static int by_rank(const void *a, const void *b) {
    long x = rank_suffix(*(char *const *)a, NULL), y = rank_suffix(*(char *const *)b, NULL);
    return x < y ? -1 : x > y;
}

static void set_free(rankset *s) {
    int i;
    for (i = 0; i < s->n; i++) {
        free(s->files[i]);
        if (s->r) sct_reader_close(s->r[i]);
    }
    free(s->files);
    free(s->r);
    free(s->opv);
    memset(s, 0, sizeof *s);
}

/* The files of the set named by path (a directory, or the trace path the
   files extend); 0 when there are none. */
static int set_find(const char *path, rankset *s) {
    struct stat st;
    char dir[4096], *slash;
    const char *prefix = NULL;
    DIR *d;
    struct dirent *e;
    memset(s, 0, sizeof *s);
    snprintf(dir, sizeof dir, "%s", path);
    if (stat(path, &st) || !S_ISDIR(st.st_mode)) {
        slash = strrchr(dir, '/');
        prefix = slash ? path + (slash - dir) + 1 : path;
        if (slash) *slash = 0;
        else snprintf(dir, sizeof dir, ".");
    }
    if (!(d = opendir(dir))) return 0;
    while ((e = readdir(d)) != NULL) {
        char **f;
        if (rank_suffix(e->d_name, prefix) < 0 || strstr(e->d_name, ".partial")) continue;
        if (!(f = (char **)realloc(s->files, (size_t)(s->n + 1) * sizeof *f))) break;
        s->files = f;
        if (!(f[s->n] = (char *)malloc(strlen(dir) + strlen(e->d_name) + 2))) break;
        sprintf(f[s->n++], "%s/%s", dir, e->d_name);
    }
    closedir(d);
    if (s->n) qsort(s->files, (size_t)s->n, sizeof *s->files, by_rank);
    return s->n;
}

/* A key=value of a config line ("" when absent). */
static void config_value(const char *config, const char *key, char *out, size_t len) {
    const char *p = config;
    size_t k = strlen(key), n;
    out[0] = 0;
    for (; (p = strstr(p, key)) != NULL; p += k)
        if ((p == config || p[-1] == ' ') && p[k] == '=') {
            n = strcspn(p + k + 1, " ");
            snprintf(out, len, "%.*s", (int)(n < len ? n : len - 1), p + k + 1);
            return;
        }
}

/* Open every file; the op table is their union (a file names the ops it
   uses only). Says which ranks are missing and where each rank stopped. */
static int set_open(const char *path, rankset *s) {
    static int said; /* a verb may open the set more than once: say it once */
    int i, j, nops = -1, shown = 0, present = 0, quiet = said++ > 0;
    char buf[64], *seen;
    if (!(s->r = (sct_reader **)calloc((size_t)s->n, sizeof *s->r))) return -1;
    s->bins = 8;
    for (i = 0; i < s->n; i++) {
        sct_file_info fi;
        const sct_op_table *t;
        if (!(s->r[i] = open_trace(s->files[i], 0))) return -1;
        sct_reader_info(s->r[i], &fi);
        t = sct_reader_ops(s->r[i]);
        if (fi.world_size > s->world) s->world = fi.world_size;
        config_value(fi.config, "hist_bins", buf, sizeof buf);
        if (atoi(buf) > 0) s->bins = atoi(buf);
        if (nops < 0 && (s->opv = (sct_op *)calloc((size_t)t->nops + 1, sizeof *s->opv)) != NULL)
            nops = t->nops;
        if (!s->opv || t->nops != nops) {
            fprintf(stderr, "%s: %s: its op table differs from %s's\n", prog, s->files[i], s->files[0]);
            return -1;
        }
        for (j = 0; j < nops; j++)
            if (!s->opv[j].name || (!s->opv[j].name[0] && t->ops[j].name[0])) s->opv[j] = t->ops[j];
    }
    s->ops.ops = s->opv;
    s->ops.nops = nops;
    if (!(seen = (char *)calloc((size_t)s->world + 1, 1))) return -1;
    for (i = 0; i < s->n; i++) {
        sct_file_info fi;
        sct_reader_info(s->r[i], &fi);
        config_value(fi.config, "stopped", buf, sizeof buf);
        for (j = 0; j < fi.nranks; j++) {
            int32_t rk = sct_reader_rank(s->r[i], j);
            if (rk >= 0 && rk < s->world) present += !seen[rk], seen[rk] = 1;
            if (!quiet && shown++ < 32)
                fprintf(stderr, "%s: %s: rank %d: %" PRIu64 " events, %s%s\n", prog, path, (int)rk, fi.events,
                        !buf[0] ? "to MPI_Finalize" : !strcmp(buf, "checkpoint") ? "up to its last checkpoint"
                        : !strncmp(buf, "SIG", 3) ? "stopped by " : "stopped at ", strncmp(buf, "SIG", 3) &&
                        strcmp(buf, "MPI_Abort") ? "" : buf);
        }
    }
    if (present < s->world && !quiet) {
        fprintf(stderr, "%s: %s: %d of %d ranks missing:", prog, path, s->world - present, s->world);
        for (i = 0, shown = 0; i < s->world; i++)
            if (!seen[i] && shown++ < 64) fprintf(stderr, " %d", i);
        fprintf(stderr, "%s\n", shown > 64 ? " ..." : "");
    }
    free(seen);
    return s->world - present;
}

/* A blob from reader `owner`, or from sct_merge (owner -1). */
static void blob_drop(rankset *s, int owner, uint8_t *b) {
    if (owner >= 0) sct_reader_free_buffer(s->r[owner], b);
    else sct_blob_release(NULL, b);
}

/* Every trace of the set into w: as they are, or (merge) merged into one
   per thread (a rank's file holds a trace per thread under
   MPI_THREAD_MULTIPLE: thread T of every file goes into thread T's). */
static sct_result set_add(rankset *s, sct_writer *w, int merge) {
    uint8_t *acc, *b, *out;
    size_t alen, bl, olen;
    int i = 0, t, th, owner, nth = 1;
    sct_result r = SCT_OK;
    for (i = 0; i < s->n; i++) {
        sct_file_info fi;
        sct_reader_info(s->r[i], &fi);
        if (fi.nthreads > nth) nth = fi.nthreads;
    }
    for (th = 0; th < nth && r == SCT_OK; th++) {
        acc = NULL, alen = 0, owner = -1;
        for (i = 0; i < s->n && r == SCT_OK; i++)
            for (t = 0; t < sct_reader_ntraces(s->r[i]) && r == SCT_OK; t++) {
                sct_trace_info ti;
                if ((r = sct_reader_trace(s->r[i], t, &ti)) != SCT_OK) break;
                if (ti.thread != th) continue;
                if ((r = sct_reader_trace_blob(s->r[i], t, s->bins, &b, &bl)) != SCT_OK) break;
                if (merge && !acc) {
                    acc = b, alen = bl, owner = i;
                    continue;
                }
                if (!merge) {
                    r = sct_writer_add_thread(w, b, bl, th);
                } else if ((r = sct_merge(&s->ops, NULL, acc, alen, b, bl, &out, &olen)) == SCT_OK) {
                    blob_drop(s, owner, acc);
                    acc = out, alen = olen, owner = -1;
                }
                sct_reader_free_buffer(s->r[i], b);
            }
        if (r != SCT_OK) fprintf(stderr, "%s: %s: %s\n", prog, s->files[i < s->n ? i : s->n - 1], sct_result_str(r));
        if (r == SCT_OK && acc) r = sct_writer_add_thread(w, acc, alen, th);
        if (acc) blob_drop(s, owner, acc);
    }
    return r;
}

/* The set as one file in memory (malloc'd), NULL after saying why. */
static uint8_t *set_combine(rankset *s, int merge, size_t *len) {
    sct_write_desc wd;
    sct_writer *w = NULL;
    sct_file_info fi;
    uint8_t *data = NULL, *out = NULL;
    sct_result r;
    sct_reader_info(s->r[0], &fi);
    memset(&wd, 0, sizeof wd);
    wd.ops = &s->ops;
    wd.program = fi.program;
    wd.mpi_library = fi.mpi_library;
    wd.config = fi.config;
    wd.world_size = s->world;
    wd.start_time = fi.start_time;
    if ((r = sct_writer_create(&wd, &w)) == SCT_OK && (r = set_add(s, w, merge)) == SCT_OK)
        r = sct_writer_save_memory(w, &data, len);
    if (r == SCT_OK && (out = (uint8_t *)malloc(*len ? *len : 1)) != NULL) memcpy(out, data, *len);
    else if (r == SCT_OK) fprintf(stderr, "%s: out of memory\n", prog);
    sct_writer_free_buffer(w, data);
    sct_writer_destroy(w);
    return out;
}

/* path is a per-rank set: open it as one unmerged trace. */
static sct_reader *open_set(const char *path, const sct_read_desc *d, int *found) {
    rankset s;
    sct_reader *r = NULL;
    uint8_t *data = NULL;
    size_t len = 0;
    char err[300];
    if (!(*found = set_find(path, &s))) return NULL;
    if (set_open(path, &s) >= 0 && (data = set_combine(&s, 0, &len)) != NULL &&
        sct_reader_open_memory(data, len, d, &r, err, sizeof err) != SCT_OK)
        fprintf(stderr, "%s: %s: %s\n", prog, path, err);
    free(data);
    set_free(&s);
    return r;
}

/* ---- merge ------------------------------------------------------------------- */

static int write_file(const char *path, const uint8_t *data, size_t len) {
    char tmp[4200];
    FILE *f;
    int ok;
    snprintf(tmp, sizeof tmp, "%s.partial", path);
    if (!(f = fopen(tmp, "wb"))) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, tmp, strerror(errno));
        return 1;
    }
    ok = fwrite(data, 1, len, f) == len;
    ok = !fclose(f) && ok;
    if (!ok || rename(tmp, path)) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(errno));
        remove(tmp);
        return 1;
    }
    return 0;
}

static int cmd_merge(int argc, char **argv) {
    const char *in = NULL, *out = NULL;
    int i, allow = 0, missing, rc = 1;
    rankset s;
    uint8_t *data;
    size_t len = 0;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-o") && i + 1 < argc) out = argv[++i];
        else if (!strcmp(argv[i], "--allow-missing")) allow = 1;
        else if (argv[i][0] == '-' && argv[i][1]) return usage_error("merge", "unknown option '%s'", argv[i]);
        else if (!in) in = argv[i];
        else return usage_error("merge", "unexpected argument '%s'", argv[i]);
    }
    if (!in || !out) return usage_error("merge", "%s", "needs SET and -o OUT");
    if (!set_find(in, &s)) {
        fprintf(stderr, "%s: %s: no per-rank files (%s.rank.N, or *.rank.N in a directory)\n", prog, in, in);
        return 1;
    }
    missing = set_open(in, &s);
    if (missing > 0 && !allow)
        fprintf(stderr, "%s: %s: not merged: ranks are missing (--allow-missing merges those present)\n", prog, in);
    else if (missing >= 0 && (data = set_combine(&s, 1, &len)) != NULL) {
        if (!(rc = write_file(out, data, len))) printf("merged %d files into %s (%zu bytes)\n", s.n, out, len);
        free(data);
    }
    set_free(&s);
    return rc;
}

#include "sct_analysis.h"
#include "sct_extrap.h"

/* ---- export --otf2 ------------------------------------------------------------ */

#ifdef SCTRACE_HAVE_OTF2
#include "sct_otf2.h"
#else
#define OX_HELP                                                                                                        \
    "--otf2 DIR FILE: an OTF2 archive for Vampir and Scalasca. This sctrace was\n"                                     \
    "built without the OTF2 library: install it (Debian: libopen-trace-format2-dev,\n"                                \
    "or sh tools/install-deps.sh) and run make again."
#endif

#include "sct_run.h"

/* export --otf2 DIR FILE [--ranks LIST] [--from NS --to NS]; anything else
   is the Chrome export's (sct_analysis.h). */
static int cmd_export_any(int argc, char **argv) {
    const char *dir = NULL, *file = NULL, *ranks = NULL;
    uint64_t from = 0, to = UINT64_MAX;
    int i, rc;
    for (i = 1; i < argc && strcmp(argv[i], "--otf2"); i++) {}
    if (i == argc) return cmd_export(argc, argv);
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--chrome")) return usage_error("export", "%s", "--chrome and --otf2 exclude each other");
        if (argv[i][0] == '-' && argv[i][1] && i + 1 >= argc) return usage_error("export", "%s needs a value", argv[i]);
        if (!strcmp(argv[i], "--otf2"))
            dir = argv[++i];
        else if (!strcmp(argv[i], "--ranks"))
            ranks = argv[++i];
        else if (!strcmp(argv[i], "--from") || !strcmp(argv[i], "--to")) {
            if ((rc = an_parse_ns("export", argv[i + 1], argv[i][2] == 'f' ? &from : &to))) return rc;
            i++;
        } else if (argv[i][0] == '-' && argv[i][1])
            return usage_error("export", "unknown option '%s'", argv[i]);
        else if (!file)
            file = argv[i];
        else
            return usage_error("export", "unexpected argument '%s'", argv[i]);
    }
    if (!file) return usage_error("export", "%s", "missing FILE");
#ifdef SCTRACE_HAVE_OTF2
    return ox_cmd(dir, file, ranks, from, to);
#else
    (void)dir, (void)ranks;
    fprintf(stderr,
            "%s export: --otf2: this sctrace was built without the OTF2 library; install it (Debian: "
            "libopen-trace-format2-dev, or sh tools/install-deps.sh) and run make again\n",
            prog);
    return 1;
#endif
}
#include "sct_proxy.h"

static const verb verbs[] = {
    {"info", "FILE", "facts about a trace (key=value): ranks, events, sizes, precision", "Print key=value facts about a trace: format, program, ranks, traces (1 when\n"
                     "the ranks were merged), events, nodes, entries (top-level, rank-guarded),\n"
                     "variants (distinct value streams), precision, exact_streams and\n"
                     "histogram_streams, bytes (file size) and its structure and timing parts,\n"
                     "timing mode, timing_bins (exact, grid: bin bounds within 3 % of their\n"
                     "distance from the min, below precision 100; none), merge_s, config.",
     cmd_info},
    {"tree", "FILE [--rank R] [--thread T] [--sites] [--timing]", "the loop structure as an indented tree", "Print the loop structure as an indented tree: the merged structure with\n"
                                "ranks=<...> on each top-level entry, or what rank R runs. A trace of a\n"
                                "program run under MPI_THREAD_MULTIPLE holds one timeline per thread of\n"
                                "each rank (thread 0 called MPI_Init, the others are numbered by the op and\n"
                                "site of their first MPI call, then by its order): each thread's structure\n"
                                "is printed as a trace of its own ('thread=T'); --thread T prints only\n"
                                "thread T's (with --rank: what thread T of rank R runs; default 0). A loop is\n"
                                "'COUNT x [ body ]'; COUNT is a number when constant, [min..max] otherwise.\n"
                                "A call shows each parameter: a value when constant, {a,b,...} for a short\n"
                                "repeating pattern, [min..max] otherwise; peers are relative. Values that\n"
                                "differ between ranks show as value@<ranks>|... or <N variants>.\n"
                                "--sites ends each call with '@ CALL SITE' (as in events --sites).\n"
                                "--timing ends each call with the means of its compute-time and duration\n"
                                "histograms; in an extrapolated trace also the curve each field (mean/min/max)\n"
                                "was extrapolated by, '*' when the choice was postponed (sctrace extrapolate).",
     cmd_tree},
    {"events", "FILE --rank R [--thread T] [--limit N] [--seed S] [--sites]", "one rank's events, decoded in order",
     "Decode the events of rank R in order, one per line: index, op, name=value\n"
     "per parameter, and timing (exact, or the histogram mean). --thread T: the\n"
     "events of its thread T (a trace recorded under MPI_THREAD_MULTIPLE, see\n"
     "tree; default 0, the thread that called MPI_Init). In a trace taken\n"
     "at a merge precision below 100, values merged into histograms are drawn\n"
     "from them, the same for every run with the same --seed (default 0).\n"
     "--sites ends each event with '@ CALL SITE': function (file:line) from the\n"
     "binary's DWARF when it is found, else module+0xoffset.",
     cmd_events},
    {"verify", "FILE", "compare a verify-mode trace with its raw event logs", "Compare every rank's decoded events with the raw logs a verify-mode run\n"
                       "wrote next to the trace (FILE.raw.RANK; FILE.raw.RANK.tT for thread T\n"
                       "of a multi-threaded run). Prints 'verified N events on P ranks', or the\n"
                       "first difference and exit status 1.",
     cmd_verify},
    {"merge", "SET -o OUT [--allow-missing]", "one merged trace from a set of per-rank files",
     "Merge a set of per-rank files (what a job that did not reach MPI_Finalize\n"
     "leaves: SET.rank.N, written on a signal, on MPI_Abort or by checkpoints;\n"
     "SET may also be a directory of *.rank.N files) into one trace file OUT, as\n"
     "the finalize merge would have. Says where each rank stopped; refuses a set\n"
     "with ranks missing unless --allow-missing. Every other verb reads a set\n"
     "directly, as an unmerged trace.",
     cmd_merge},
    {"stats", "FILE [--sort time|calls|bytes] [--csv|--json|--svg] [--rank R] [--thread T]",
     "time, calls and bytes per call site and operation", AN_STATS_HELP, cmd_stats},
    {"matrix", "FILE [--csv|--svg] [--count] [--collectives]",
     "the communication matrix: bytes (or messages) from rank to rank", AN_MATRIX_HELP, cmd_matrix},
    {"export", "--chrome FILE | --otf2 DIR FILE  [--ranks LIST] [--from NS --to NS]",
     "a timeline: Chrome/Perfetto JSON, or an OTF2 archive for Vampir and Scalasca",
     "--chrome FILE: " AN_EXPORT_HELP "\n\n" OX_HELP, cmd_export_any},
    {"run", "[-o FILE] [--timing M] [--precision P] [--verify] [--mpi M] [--dry-run] -- mpirun ... PROGRAM ARGS",
     "trace an unmodified MPI program: the right shim preloaded into every rank", RN_HELP, cmd_run},
    {"diff", "A B [--ignore-sites]", "whether two traces are equivalent, else their first difference",
     AN_DIFF_HELP, cmd_diff},
    {"extrapolate", "--ranks P [-o OUT] [--grid AxBxC] [--check REAL] [--models] A B C [D]",
     "the trace at P ranks from traces at 3-4 smaller rank counts", EXTRAPOLATE_HELP, cmd_extrapolate},
    {"proxy", "FILE [-o app.c] [--compute=busy|sleep|none] [--times=mean|exact]", "a proxy app: C source that makes the trace's MPI calls",
     PX_HELP, px_cmd_proxy},
};
#define NVERBS (int)(sizeof verbs / sizeof verbs[0])

static void usage(FILE *f) {
    int i;
    fprintf(f, "usage: %s VERB [ARGS]   (sctrace %s, trace format %d)\n\n", prog, sct_version(),
            SCTRACE_FORMAT_VERSION);
    for (i = 0; i < NVERBS; i++) fprintf(f, "  %s %s\n      %s\n", verbs[i].name, verbs[i].args, verbs[i].summary);
    fprintf(f, "\n'%s VERB --help' describes a verb. Call sites are named function (file:line) from the\n"
               "binary's DWARF when it is found (site resolution: %s); --no-resolve keeps module+0xoffset;\n"
               "--debug-dir=DIR[:DIR...] also looks for debug files in DIR/.build-id/.\n",
            prog, rs_backend());
}

/* Takes the resolver's options out of argv (before a "--"), wherever they
   are (tools/sct_resolve.h): --no-resolve keeps sites as the trace names
   them, module+0xoffset; --debug-dir=DIR[:DIR...] adds roots of debug files. */
static int strip_resolve_options(int argc, char **argv) {
    int i, k = 1;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--")) {
            while (i < argc) argv[k++] = argv[i++];
            break;
        }
        if (!strcmp(argv[i], "--no-resolve"))
            rs_enabled = 0;
        else if (!strncmp(argv[i], "--debug-dir=", 12))
            rs_debug_dirs = argv[i] + 12;
        else if (!strcmp(argv[i], "--debug-dir") && i + 1 < argc)
            rs_debug_dirs = argv[++i];
        else
            argv[k++] = argv[i];
    }
    argv[k] = NULL;
    return k;
}

int main(int argc, char **argv) {
    int i;
    argc = strip_resolve_options(argc, argv);
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("sctrace %s\nsite resolution: %s\n", sct_version(), rs_backend());
        return 0;
    }
    for (i = 0; i < NVERBS; i++) {
        int rc;
        if (strcmp(argv[1], verbs[i].name)) continue;
        if (wants_help(argc - 1, argv + 1)) {
            printf("usage: %s %s %s\n\n%s\n", prog, verbs[i].name, verbs[i].args, verbs[i].help);
            return 0;
        }
        rc = verbs[i].run(argc - 1, argv + 1);
        rs_release();
        return rc;
    }
    fprintf(stderr, "%s: unknown verb '%s'\n", prog, argv[1]);
    usage(stderr);
    return 2;
}
