/* sct_proxy.h - the proxy-app generator of the sctrace tool (sctrace proxy).

   Included once by tools/sctrace.c after sctrace.h; MPI-free: it reads a
   trace with the core's reader and prints one C file, a standalone MPI
   program that makes the trace's calls (Pilgrim section 5, DESIGN section 8).
   Everything here is static; the verb's entry point is px_cmd_proxy().

   TABLE OF CONTENTS
     1. >>px_rt     the runtime every generated file starts with
     2. >>px_ops    one call template per MPI op, after the replay engine's
     3. >>px_gen    walking the merged structure and printing its code
     4. >>px_hist   histogram traces: through their replay
     5. >>px_cmd    the verb

   What a generated program is. The merged trace is one structure shared by
   all ranks: top-level entries guarded by rank lists, loops with trip-count
   streams, leaves with one value stream per parameter, each stream a list of
   variants keyed by rank lists. The program mirrors it: an entry becomes
   `if (in[k]) { ... }` (in[k]: this rank is in rank list k, tested once at
   start from its strided blocks, so its size does not grow with P), a loop a
   `for` loop, a leaf a call of one function per call site of the trace. A
   value that is constant in every variant is a literal (a ternary on the
   rank lists when variants differ: relative peers stay offsets, absolute ones
   become `rank - me`); any other stream is a small table (a constant, an
   arithmetic progression, a repeating pattern or runs) picked per rank at
   start. So ranks of one class share code and the file grows with the
   trace's structure, never with P or the iteration count of a regular loop.
   The call-site functions make each MPI call as tools/sctrace_replay.h's
   exact replay does: counts from bytes and the rebuilt datatypes, handles
   (communicators, groups, datatypes, reduction ops, requests, windows,
   files) mapped from their recorded ids, waits and tests on exactly the requests they completed. One
   function per site keeps the trace's call sites distinct and shared as in
   the run, so request ids (one pool per site) come out the same, and tracing
   the program gives back an equivalent trace. */
#ifndef SCT_PROXY_H
#define SCT_PROXY_H

/*== >>px_rt  the runtime every generated file starts with ========================*/

/* Printed verbatim after the header comment. Symbols of the trace format
   (SCT_PEER_NULL ...) are repeated as PX_* so that the file needs no
   sctrace header. Three optional hooks of libsctrace.so (weak: absent when
   the program runs untraced) keep markers, wildcard receives and the names
   of opened files as recorded. */
static const char *const px_runtime[] = {
    "#define _POSIX_C_SOURCE 200809L\n"
    "#include <mpi.h>\n"
    "#include <stdint.h>\n"
    "#include <stdio.h>\n"
    "#include <stdlib.h>\n"
    "#include <string.h>\n"
    "#include <time.h>\n"
    "#include <unistd.h>\n"
    "\n"
    "/* ---- runtime: values, rank lists, handles, buffers, computation ---- */\n"
    "#define PX_SYM(v) ((v) <= -INT64_C(0x100000000)) /* a symbol, not a rank offset */\n"
    "#define PX_NULL (-INT64_C(0x100000000) - 1)      /* MPI_PROC_NULL */\n"
    "#define PX_ANY (-INT64_C(0x100000000) - 2)       /* MPI_ANY_SOURCE */\n"
    "#define PX_TAG_ANY (-INT64_C(0x100000000) - 3)   /* MPI_ANY_TAG */\n"
    "#define PX_NONE (-INT64_C(0x100000000) - 4)      /* a null handle */\n"
    "#define PX_ROOT (-INT64_C(0x100000000) - 5)      /* MPI_ROOT */\n"
    "#if defined(__GNUC__)\n"
    "#define PX_NOINLINE __attribute__((noinline))\n"
    "/* hooks of libsctrace.so, when the program runs under the tracer */\n"
    "extern void sctrace_marker_value(int64_t hash) __attribute__((weak));\n"
    "extern void sctrace_wildcard(int on) __attribute__((weak));\n"
    "extern void sctrace_file_name(int64_t id) __attribute__((weak));\n"
    "#define PX_MARKER(h) (sctrace_marker_value ? sctrace_marker_value(h) : (void)0)\n"
    "#define PX_WILD(on) (sctrace_wildcard ? sctrace_wildcard(on) : (void)0)\n"
    "#define PX_FNAME(id) (sctrace_file_name ? sctrace_file_name(id) : (void)0)\n"
    "#else\n"
    "#define PX_NOINLINE\n"
    "#define PX_MARKER(h) ((void)(h))\n"
    "#define PX_WILD(on) ((void)(on))\n"
    "#define PX_FNAME(id) ((void)(id))\n"
    "#endif\n"
    "\n"
    "static int me, np, px_argc;\n"
    "/* The trace's call site being made: each site function sets it first, which\n"
    "   also keeps a compiler from folding two sites' identical code into one\n"
    "   (the tracer tells sites apart by their return addresses). */\n"
    "static volatile unsigned px_site;\n"
    "static const int64_t *px_a[64]; /* the parameters of the call being made */\n"
    "static int px_np;\n"
    "static int px_bot; /* the call's buffers that were MPI_BOTTOM: 1 SBUF, 2 RBUF */\n"
    "/* shape: 's' a scalar, 'a' an array, 'b' the scalar \"bottom\" */\n"
    "static void px_args(const int64_t *v, const char *shape)\n"
    "{\n"
    "    int k;\n"
    "    px_bot = 0;\n"
    "    for (k = 0; shape[k]; k++) {\n"
    "        if (shape[k] == 'b') px_bot = (int)(v[0] & 3);\n"
    "        px_a[k] = v, v += shape[k] == 'a' ? 1 + v[0] : 1;\n"
    "    }\n"
    "    px_np = k;\n"
    "}\n"
    "#define V(k) (*px_a[k])\n"
    "#define LEN(k) (px_a[k][0])\n"
    "#define ARR(k) (px_a[k] + 1)\n"
    "#define A(k) (px_a[k])\n"
    "#define NP px_np\n"
    "static char **px_argv;\n"
    "static int compute_mode = PX_COMPUTE; /* 0 busy, 1 sleep, 2 none (argv[1]: busy|sleep|none) */\n"
    "static double last_ret;              /* when the last call returned */\n"
    "\n"
    "/* A rank list: blocks start + k1*stride[0] + ..., 0 <= ki < count[i]. */\n"
    "typedef struct px_block { int start, dims, count[3], stride[3]; } px_block;\n"
    "static int px_in_block(const px_block *b, int r)\n"
    "{\n"
    "    int d, k;\n"
    "    r -= b->start;\n"
    "    for (d = b->dims - 1; d >= 0; d--) {\n"
    "        if (r < 0) return 0;\n"
    "        k = r / b->stride[d];\n"
    "        if (k >= b->count[d]) k = b->count[d] - 1;\n"
    "        r -= k * b->stride[d];\n"
    "    }\n"
    "    return r == 0;\n"
    "}\n"
    "static int px_in(const px_block *b, int n, int r)\n"
    "{\n"
    "    int i;\n"
    "    for (i = 0; i < n; i++)\n"
    "        if (px_in_block(&b[i], r)) return 1;\n"
    "    return 0;\n"
    "}\n"
    "\n"
    "/* A value stream that is not a literal: kind 0 a constant (a), 1 a + d*i,\n",
    "   2 tab[i % n], 3 runs (tab: value, count pairs; n pairs); abs: rank offsets\n"
    "   stored as absolute ranks (me is taken off). */\n"
    "typedef struct px_stream { int kind, abs; int64_t a, d; const int64_t *tab; uint64_t n, i, run, left; } px_stream;\n"
    "static int64_t nx(px_stream *s)\n"
    "{\n"
    "    int64_t v;\n"
    "    switch (s->kind) {\n"
    "    case 0: v = s->a; break;\n"
    "    case 1: v = s->a + s->d * (int64_t)s->i; break;\n"
    "    case 2: v = s->tab[s->i % s->n]; break;\n"
    "    case 4: {\n"
    "        const int64_t *b = s->tab + s->run; /* a block: p, r, then p values repeated r times */\n"
    "        v = b[2 + s->left % (uint64_t)b[0]];\n"
    "        if (++s->left == (uint64_t)(b[0] * b[1])) {\n"
    "            s->left = 0, s->run += 2 + (uint64_t)b[0];\n"
    "            if (s->run >= s->n) s->run = 0;\n"
    "        }\n"
    "        break;\n"
    "    }\n"
    "    default:\n"
    "        while (!s->left) {\n"
    "            s->run = s->run + 1 < s->n ? s->run + 1 : 0;\n"
    "            s->left = (uint64_t)s->tab[2 * s->run + 1];\n"
    "        }\n"
    "        v = s->tab[2 * s->run];\n"
    "        s->left--;\n"
    "    }\n"
    "    s->i++;\n"
    "    return s->abs && !PX_SYM(v) ? v - me : v;\n"
    "}\n"
    "static px_stream px_mk(int kind, int abs, int64_t a, int64_t d, const int64_t *tab, uint64_t n)\n"
    "{\n"
    "    px_stream s;\n"
    "    memset(&s, 0, sizeof s);\n"
    "    s.kind = kind, s.abs = abs, s.a = a, s.d = d, s.tab = tab, s.n = n;\n"
    "    s.left = kind == 3 ? (uint64_t)tab[1] : 0;\n"
    "    return s;\n"
    "}\n"
    "#define px_const(a, abs) px_mk(0, abs, a, 0, NULL, 0)\n"
    "#define px_arith(a, d, abs) px_mk(1, abs, a, d, NULL, 0)\n"
    "#define px_tab(t, n, abs) px_mk(2, abs, 0, 0, t, n)\n"
    "#define px_runs(t, n, abs) px_mk(3, abs, 0, 0, t, n)\n"
    "#define px_blocks(t, n, abs) px_mk(4, abs, 0, 0, t, n)\n"
    "\n"
    "/* Handles by recorded id: a small open-addressing map (tombstones on delete). */\n"
    "typedef struct px_ent { int64_t key; int used; unsigned char h[16]; void *keep; } px_ent;\n"
    "typedef struct px_map { px_ent *e; size_t cap, n; } px_map;\n"
    "static px_map comms, dtypes, rops, reqs, grps, wins, files;\n"
    "static void px_die(const char *what, long long id)\n"
    "{\n"
    "    fprintf(stderr, \"proxy: rank %d, site %u: %s %lld\\n\", me, px_site, what, id);\n"
    "    PMPI_Abort(MPI_COMM_WORLD, 1);\n"
    "    exit(1);\n"
    "}\n"
    "static px_ent *px_find(px_map *m, int64_t key, int make)\n"
    "{\n"
    "    size_t i, j;\n"
    "    px_ent *free_slot = NULL;\n"
    "    if (make && 2 * (m->n + 1) > m->cap) {\n"
    "        px_map g;\n"
    "        g.cap = m->cap ? 2 * m->cap : 64, g.n = 0;\n"
    "        if (!(g.e = (px_ent *)calloc(g.cap, sizeof *g.e))) px_die(\"out of memory for handles\", (long long)g.cap);\n"
    "        for (i = 0; i < m->cap; i++)\n"
    "            if (m->e[i].used == 1) *px_find(&g, m->e[i].key, 1) = m->e[i];\n"
    "        free(m->e);\n"
    "        *m = g;\n"
    "    }\n"
    "    for (j = 0; m->cap && j < m->cap; j++) {\n"
    "        px_ent *e = &m->e[((size_t)key * 0x9E3779B1u + j) & (m->cap - 1)];\n"
    "        if (e->used == 1 && e->key == key) return e;\n"
    "        if (e->used == 2 && !free_slot) free_slot = e;\n"
    "        if (!e->used) {\n"
    "            if (!make) return NULL;\n"
    "            if (!free_slot) free_slot = e, m->n++;\n"
    "            break;\n"
    "        }\n"
    "    }\n",
    "    if (!make || !free_slot) return NULL;\n"
    "    free_slot->used = 1, free_slot->key = key;\n"
    "    return free_slot;\n"
    "}\n"
    "static void px_put(px_map *m, int64_t id, const void *h, size_t n) { memcpy(px_find(m, id, 1)->h, h, n); }\n"
    "static void px_get(px_map *m, int64_t id, void *h, size_t n, const char *what)\n"
    "{\n"
    "    px_ent *e = px_find(m, id, 0);\n"
    "    if (!e) px_die(what, (long long)id);\n"
    "    memcpy(h, e->h, n);\n"
    "}\n"
    "static void px_del(px_map *m, int64_t id)\n"
    "{\n"
    "    px_ent *e = px_find(m, id, 0);\n"
    "    if (e) e->used = 2, free(e->keep), e->keep = NULL; /* what a pending call used */\n"
    "}\n"
    "/* MPI_Comm_idup: the tracer records the new id when the request completes;\n"
    "   the first id this rank then uses that it does not know is the oldest\n"
    "   pending idup's communicator. */\n"
    "static MPI_Comm px_idup[64];\n"
    "static int px_nidup, px_hidup;\n"
    "static MPI_Comm COMM(int64_t id)\n"
    "{\n"
    "    MPI_Comm c = MPI_COMM_NULL;\n"
    "    if (id == 0) return MPI_COMM_WORLD;\n"
    "    if (id == 1) return MPI_COMM_SELF;\n"
    "    if (px_hidup < px_nidup && id != PX_NONE && !px_find(&comms, id, 0))\n"
    "        px_put(&comms, id, &px_idup[px_hidup++ % 64], sizeof c);\n"
    "    px_get(&comms, id, &c, sizeof c, \"unknown communicator\");\n"
    "    return c;\n"
    "}\n"
    "static MPI_Datatype DT(int64_t id)\n"
    "{\n"
    "    MPI_Datatype t = MPI_BYTE;\n"
    "    if (id == PX_NONE) return MPI_DATATYPE_NULL;\n"
    "    px_get(&dtypes, id, &t, sizeof t, \"unknown datatype\");\n"
    "    return t;\n"
    "}\n"
    "static MPI_Op OPH(int64_t id)\n"
    "{\n"
    "    MPI_Op o = MPI_SUM;\n"
    "    px_get(&rops, id, &o, sizeof o, \"unknown reduction op\");\n"
    "    return o;\n"
    "}\n"
    "static void NEWCOMM(int64_t id, MPI_Comm c) { if (id != PX_NONE && c != MPI_COMM_NULL) px_put(&comms, id, &c, sizeof c); }\n"
    "static void NEWDT(int64_t id, MPI_Datatype t) { if (id != PX_NONE && t != MPI_DATATYPE_NULL) px_put(&dtypes, id, &t, sizeof t); }\n"
    "static void NEWREQ(int64_t id, MPI_Request q) { if (id != PX_NONE && q != MPI_REQUEST_NULL) px_put(&reqs, id, &q, sizeof q); }\n"
    "/* The predefined datatypes and ops under the ids the tracer gives them. */\n"
    "static void px_predefined(void)\n"
    "{\n"
    "    const MPI_Datatype t[] = {\n"
    "        MPI_CHAR, MPI_SIGNED_CHAR, MPI_UNSIGNED_CHAR, MPI_BYTE, MPI_WCHAR, MPI_SHORT,\n"
    "        MPI_UNSIGNED_SHORT, MPI_INT, MPI_UNSIGNED, MPI_LONG, MPI_UNSIGNED_LONG, MPI_LONG_LONG,\n"
    "        MPI_UNSIGNED_LONG_LONG, MPI_FLOAT, MPI_DOUBLE, MPI_LONG_DOUBLE, MPI_PACKED, MPI_FLOAT_INT,\n"
    "        MPI_DOUBLE_INT, MPI_LONG_INT, MPI_SHORT_INT, MPI_2INT, MPI_LONG_DOUBLE_INT, MPI_INT8_T,\n"
    "        MPI_INT16_T, MPI_INT32_T, MPI_INT64_T, MPI_UINT8_T, MPI_UINT16_T, MPI_UINT32_T,\n"
    "        MPI_UINT64_T, MPI_C_BOOL, MPI_C_FLOAT_COMPLEX, MPI_C_DOUBLE_COMPLEX,\n"
    "        MPI_C_LONG_DOUBLE_COMPLEX, MPI_AINT, MPI_OFFSET, MPI_COUNT};\n"
    "    const MPI_Op o[] = {MPI_MAX, MPI_MIN, MPI_SUM, MPI_PROD, MPI_LAND, MPI_BAND, MPI_LOR,\n"
    "                        MPI_BOR, MPI_LXOR, MPI_BXOR, MPI_MINLOC, MPI_MAXLOC, MPI_REPLACE, MPI_NO_OP};\n"
    "    int i, size;\n"
    "    for (i = 0; i < (int)(sizeof t / sizeof t[0]); i++)\n"
    "        if (t[i] != MPI_DATATYPE_NULL && PMPI_Type_size(t[i], &size) == MPI_SUCCESS) px_put(&dtypes, i, &t[i], sizeof t[i]);\n",
    "    for (i = 0; i < (int)(sizeof o / sizeof o[0]); i++) px_put(&rops, i, &o[i], sizeof o[i]);\n"
    "}\n"
    "\n"
    "static int px_rank_in(MPI_Comm c) { int r = 0; if (c != MPI_COMM_NULL) PMPI_Comm_rank(c, &r); return r; }\n"
    "static int PEER(int64_t rel, MPI_Comm c)\n"
    "{\n"
    "    if (rel == PX_NULL) return MPI_PROC_NULL;\n"
    "    if (rel == PX_ANY) return MPI_ANY_SOURCE;\n"
    "    if (rel == PX_ROOT) return MPI_ROOT;\n"
    "    return (int)(px_rank_in(c) + rel);\n"
    "}\n"
    "/* A wildcard receive is made with the source it matched in the run (the\n"
    "   run's order of messages); the tracer is asked to record the wildcard. */\n"
    "static int SRC(int64_t src, int64_t matched, MPI_Comm c)\n"
    "{\n"
    "    if (src != PX_ANY || matched == PX_NONE) return PEER(src, c);\n"
    "    PX_WILD(1);\n"
    "    return PEER(matched, c);\n"
    "}\n"
    "static int TAG(int64_t t) { return t == PX_TAG_ANY ? MPI_ANY_TAG : (int)t; }\n"
    "static int CNT(int64_t bytes, MPI_Datatype t)\n"
    "{\n"
    "    int size = 0;\n"
    "    if (t == MPI_DATATYPE_NULL || PMPI_Type_size(t, &size) != MPI_SUCCESS || size <= 0 || bytes <= 0) return 0;\n"
    "    return (int)(bytes / size);\n"
    "}\n"
    "static size_t SPAN(int n, MPI_Datatype t)\n"
    "{\n"
    "    MPI_Aint lb = 0, ext = 0, tlb = 0, text = 0;\n"
    "    if (t == MPI_DATATYPE_NULL || n <= 0) return 16;\n"
    "    PMPI_Type_get_extent(t, &lb, &ext);\n"
    "    PMPI_Type_get_true_extent(t, &tlb, &text);\n"
    "    return (size_t)n * (size_t)(ext > 0 ? ext : 1) + (size_t)(text > 0 ? text : 0) + (size_t)(tlb < 0 ? -tlb : tlb) + 16;\n"
    "}\n"
    "/* Payload buffers: one for sends, one for receives, grown, never moved while\n"
    "   a pending call may use them (an outgrown one is kept to the end). */\n"
    "static char *px_buf[2];\n"
    "static size_t px_cap[2];\n"
    "static void *px_payload(int which, size_t span)\n"
    "{\n"
    "    if (2 * span > px_cap[which]) {\n"
    "        size_t need = 2 * span < 4096 ? 4096 : 3 * span;\n"
    "        if (!(px_buf[which] = (char *)calloc(need, 1))) px_die(\"out of memory for a buffer of\", (long long)need);\n"
    "        px_cap[which] = need;\n"
    "    }\n"
    "    return px_buf[which] + span; /* room below for negative lower bounds */\n"
    "}\n"
    "/* MPI_BOTTOM where the run passed it (a null buffer, or a type of absolute\n"
    "   addresses: this proxy does not map them, sctrace-replay does) */\n"
    "#define SBUF(span) (px_bot & 1 ? MPI_BOTTOM : px_payload(0, span))\n"
    "#define RBUF(span) (px_bot & 2 ? MPI_BOTTOM : px_payload(1, span))\n"
    "static int px_ints_n;\n"
    "static int *px_ints(size_t n)\n"
    "{\n"
    "    static int *p;\n"
    "    if ((int)n > px_ints_n) {\n"
    "        free(p);\n"
    "        if (!(p = (int *)malloc((n + 1) * sizeof *p))) px_die(\"out of memory for ints:\", (long long)n);\n"
    "        px_ints_n = (int)n;\n"
    "    }\n"
    "    return p;\n"
    "}\n"
    "/* The requests of an array parameter (length first), in order. */\n"
    "static MPI_Request *REQS(const int64_t *a, int *n)\n"
    "{\n"
    "    static MPI_Request *q;\n"
    "    static int cap;\n"
    "    int i;\n"
    "    *n = (int)a[0];\n",
    "    if (*n + 1 > cap) {\n"
    "        free(q);\n"
    "        cap = 2 * (*n + 1);\n"
    "        if (!(q = (MPI_Request *)malloc((size_t)cap * sizeof *q))) px_die(\"out of memory for requests:\", (long long)cap);\n"
    "    }\n"
    "    for (i = 0; i < *n; i++)\n"
    "        if (a[1 + i] == PX_NONE) /* a request the tracer did not make: one made untraced */\n"
    "            PMPI_Irecv(NULL, 0, MPI_BYTE, MPI_PROC_NULL, 0, MPI_COMM_SELF, &q[i]);\n"
    "        else px_get(&reqs, a[1 + i], &q[i], sizeof q[i], \"request not pending\");\n"
    "    return q;\n"
    "}\n"
    "/* Statuses (some MPIs' headers make MPI_STATUSES_IGNORE look like an overflow). */\n"
    "static MPI_Status *STS(int n)\n"
    "{\n"
    "    static MPI_Status *st;\n"
    "    static int cap;\n"
    "    if (n + 1 > cap) {\n"
    "        free(st);\n"
    "        cap = 2 * (n + 1);\n"
    "        if (!(st = (MPI_Status *)malloc((size_t)cap * sizeof *st))) px_die(\"out of memory for statuses:\", (long long)cap);\n"
    "    }\n"
    "    return st;\n"
    "}\n"
    "/* Forget the requests a completion freed (persistent ones stay). */\n"
    "static void FORGET(const int64_t *a, const MPI_Request *q, int n)\n"
    "{\n"
    "    int i;\n"
    "    for (i = 0; i < n; i++)\n"
    "        if (q[i] == MPI_REQUEST_NULL) px_del(&reqs, a[1 + i]);\n"
    "}\n"
    "/* Wait (untraced) until the requests are complete: a test then completes\n"
    "   exactly the ones it completed in the run. */\n"
    "static void READY(MPI_Request *q, int n)\n"
    "{\n"
    "    int i, flag;\n"
    "    for (i = 0; i < n; i++)\n"
    "        do flag = 1, PMPI_Request_get_status(q[i], &flag, MPI_STATUS_IGNORE);\n"
    "        while (!flag);\n"
    "}\n"
    "static void px_noop(void *in, void *inout, int *len, MPI_Datatype *dt) { (void)in, (void)inout, (void)len, (void)dt; }\n"
    "\n",
    /* groups, windows, files, vector counts */
    "static MPI_Group GRP(int64_t id)\n"
    "{\n"
    "    MPI_Group g = MPI_GROUP_EMPTY;\n"
    "    px_get(&grps, id, &g, sizeof g, \"unknown group\");\n"
    "    return g;\n"
    "}\n"
    "static void NEWGRP(int64_t id, MPI_Group g) { if (id != PX_NONE && g != MPI_GROUP_NULL) px_put(&grps, id, &g, sizeof g); }\n"
    "/* A window: its handle, this rank in its group (targets are relative to it)\n"
    "   and the memory of an MPI_Win_create (kept until MPI_Win_free). */\n"
    "typedef struct px_win { MPI_Win w; int me; } px_win;\n"
    "static px_win WIN(int64_t id)\n"
    "{\n"
    "    px_win w;\n"
    "    px_get(&wins, id, &w, sizeof w, \"unknown window\");\n"
    "    return w;\n"
    "}\n"
    "static void NEWWIN(int64_t id, MPI_Win w, MPI_Comm c, void *mem)\n"
    "{\n"
    "    px_win x;\n"
    "    x.w = w, x.me = px_rank_in(c);\n"
    "    if (id == PX_NONE || w == MPI_WIN_NULL) { free(mem); return; }\n"
    "    px_put(&wins, id, &x, sizeof x);\n"
    "    px_find(&wins, id, 0)->keep = mem;\n"
    "}\n"
    "static int TGT(int64_t rel, px_win w) { return rel == PX_NULL ? MPI_PROC_NULL : (int)(w.me + rel); }\n"
    "/* Keep what a non-blocking call reads until its request is forgotten. */\n"
    "static void KEEP(int64_t id, void *p)\n"
    "{\n"
    "    px_ent *e = id == PX_NONE ? NULL : px_find(&reqs, id, 0);\n"
    "    if (e) free(e->keep), e->keep = p;\n"
    "    else free(p);\n"
    "}\n"
    "/* A vector collective's counts from parameter k's bytes per rank, then\n"
    "   the displacements (packed), in one allocation; *span: the buffer. */\n"
    "static int *VCNT(int k, MPI_Datatype t, size_t *span)\n"
    "{\n"
    "    int i, n = (int)LEN(k), *c = (int *)malloc((2 * (size_t)n + 2) * sizeof *c), tot = 0;\n"
    "    if (!c) px_die(\"out of memory for counts:\", (long long)n);\n"
    "    for (i = 0; i < n; i++) c[i] = CNT(ARR(k)[i], t), c[n + i] = tot, tot += c[i];\n"
    "    *span = SPAN(tot, t);\n"
    "    return c;\n"
    "}\n"
    "static int *px_ints_of(int k)\n"
    "{\n"
    "    int i, *v = px_ints((size_t)LEN(k) + 1);\n"
    "    for (i = 0; i < LEN(k); i++) v[i] = (int)ARR(k)[i];\n"
    "    return v;\n"
    "}\n"
    "\n",
    "/* Files: the trace has no names; file id f is a scratch file named after\n"
    "   the job and f in $TMPDIR (else /tmp), removed before MPI_Finalize. */\n"
    "static long long px_job;\n"
    "static char px_path[4096];\n"
    "static const char *PATH(int64_t f)\n"
    "{\n"
    "    const char *d = getenv(\"TMPDIR\");\n"
    "    snprintf(px_path, sizeof px_path, \"%s/proxy.%lld.%lld\", d && *d ? d : \"/tmp\", px_job, (long long)f);\n"
    "    return px_path;\n"
    "}\n"
    "static int64_t px_nfiles;\n"
    "static MPI_File FH(int64_t id)\n"
    "{\n"
    "    MPI_File f = MPI_FILE_NULL;\n"
    "    px_get(&files, id, &f, sizeof f, \"unknown file\");\n"
    "    return f;\n"
    "}\n"
    "/* MPI_File_open: a file the run opened without MPI_MODE_CREATE was an input;\n"
    "   here it is made empty first (by the communicator's rank 0, untraced). The\n"
    "   tracer records the run's name id (name; PX_NONE in traces without one)\n"
    "   for the scratch file's name, as the replay has it do. */\n"
    "static void px_fopen(MPI_Comm c, int amode, int64_t id, int64_t name)\n"
    "{\n"
    "    MPI_File f = MPI_FILE_NULL;\n"
    "    if (!(amode & MPI_MODE_CREATE)) {\n"
    "        if (px_rank_in(c) == 0) { FILE *o = fopen(PATH(id), \"a\"); if (o) fclose(o); }\n"
    "        PMPI_Barrier(c);\n"
    "    }\n"
    "    if (id + 1 > px_nfiles) px_nfiles = id + 1;\n"
    "    if (name != PX_NONE) PX_FNAME(name);\n"
    "    MPI_File_open(c, PATH(id), amode, MPI_INFO_NULL, &f);\n"
    "    if (name != PX_NONE) PX_FNAME(0);\n"
    "    if (id != PX_NONE && f != MPI_FILE_NULL) px_put(&files, id, &f, sizeof f);\n"
    "}\n"
    "\n"
    "/* Computation: the recorded time between the previous call's return and\n"
    "   this call, spent busy-waiting (busy), sleeping (sleep) or not (none). */\n"
    "static double px_now(void)\n"
    "{\n"
    "    struct timespec ts;\n"
    "    clock_gettime(CLOCK_MONOTONIC, &ts);\n"
    "    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;\n"
    "}\n"
    "static void compute(double ns)\n"
    "{\n"
    "    double end = last_ret + ns * 1e-9, now;\n"
    "    if (compute_mode == 2 || ns <= 0) return;\n"
    "    while ((now = px_now()) < end) {\n"
    "        if (compute_mode == 1 && end - now > 2e-4) {\n"
    "            struct timespec ts;\n"
    "            double s = end - now - 1e-4;\n"
    "            ts.tv_sec = (time_t)s, ts.tv_nsec = (long)((s - (double)ts.tv_sec) * 1e9);\n"
    "            nanosleep(&ts, NULL);\n"
    "        }\n"
    "    }\n"
    "}\n"
    "#define RET() (PX_WILD(0), last_ret = px_now())\n"
    "\n"
    "/* Before MPI_Finalize: the time from MPI_Init (max over ranks, untraced). */\n"
    "static double px_t0;\n"
    "static void px_report(void)\n"
    "{\n"
    "    double t = px_now() - px_t0, max = 0;\n"
    "    int64_t f;\n"
    "    PMPI_Reduce(&t, &max, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);\n"
    "    for (f = 0; f < px_nfiles; f++) remove(PATH(f)); /* every file is closed: the reduce waited for all */\n"
    "    if (me == 0) printf(\"proxy: time=%.6f s from MPI_Init to MPI_Finalize (max over ranks)\\n\", max);\n"
    "}\n"
    "/* After MPI_Init: who this is, and whether the rank count is the trace's. */\n"
    "static void px_start(void)\n"
    "{\n"
    "    PMPI_Comm_rank(MPI_COMM_WORLD, &me);\n"
    "    PMPI_Comm_size(MPI_COMM_WORLD, &np);\n"
    "    if (np != PX_NRANKS) {\n"
    "        if (me == 0)\n"
    "            fprintf(stderr, \"%s: this proxy app needs %d MPI ranks (it was generated from a trace of %d); it runs with %d\\n\",\n"
    "                    px_argv[0], PX_NRANKS, PX_NRANKS, np);\n"
    "        PMPI_Finalize();\n"
    "        exit(2);\n"
    "    }\n"
    "    px_job = (long long)getpid() * 1000 + (long long)(px_now() * 1000) % 1000;\n"
    "    PMPI_Bcast(&px_job, 1, MPI_LONG_LONG, 0, MPI_COMM_WORLD);\n"
    "    px_predefined();\n"
    "    px_t0 = px_now();\n"
    "    px_init_ranks();\n"
    "    last_ret = px_now();\n"
    "}\n",
    NULL};

/*== >>px_ops  one call template per MPI op =======================================*/

/* The body of a call-site function, as tools/sctrace_replay.h's exact replay
   makes the call: V(k) is parameter k of the recorded op, LEN(k)/ARR(k) an
   array parameter's length and elements, A(k) the array with its length
   first. Ops listed together share a body; %s is the op's MPI name. */
typedef struct px_tmpl {
    const char *ops; /* space-separated, each with a space before and after */
    const char *body;
} px_tmpl;

static const px_tmpl px_tmpls[] = {
    {" MPI_Init ", "MPI_Init(&px_argc, &px_argv);\n    px_start();"},
    {" MPI_Init_thread ", "int got;\n    MPI_Init_thread(&px_argc, &px_argv, (int)V(0), &got);\n    px_start();"},
    {" MPI_Finalize ", "px_report();\n    MPI_Finalize();"},
    {" sctrace_marker ", "PX_MARKER(V(0));"},
    {" MPI_Send MPI_Ssend MPI_Rsend MPI_Bsend ",
     "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(4));\n    int n = CNT(V(0), t);\n"
     "    %s(SBUF(SPAN(n, t)), n, t, PEER(V(2), c), TAG(V(3)), c);"},
    {" MPI_Recv ",
     "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(4));\n    int n = CNT(V(0), t);\n"
     "    MPI_Recv(RBUF(SPAN(n, t)), n, t, SRC(V(2), NP > 5 ? V(5) : PX_NONE, c), TAG(V(3)), c, MPI_STATUS_IGNORE);"},
    {" MPI_Isend MPI_Issend MPI_Irsend MPI_Ibsend MPI_Send_init MPI_Ssend_init MPI_Rsend_init MPI_Bsend_init ",
     "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(4));\n    int n = CNT(V(0), t);\n"
     "    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    %s(SBUF(SPAN(n, t)), n, t, PEER(V(2), c), TAG(V(3)), c, &q);\n    NEWREQ(V(5), q);"},
    {" MPI_Irecv MPI_Recv_init ",
     "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(4));\n    int n = CNT(V(0), t);\n"
     "    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    %s(RBUF(SPAN(n, t)), n, t, PEER(V(2), c), TAG(V(3)), c, &q);\n    NEWREQ(V(5), q);"},
    {" MPI_Sendrecv ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(5));\n    MPI_Comm c = COMM(V(8));\n"
     "    int sn = CNT(V(0), st), rn = CNT(V(4), rt);\n"
     "    MPI_Sendrecv(SBUF(SPAN(sn, st)), sn, st, PEER(V(2), c), TAG(V(3)), RBUF(SPAN(rn, rt)), rn, rt,\n"
     "                 SRC(V(6), NP > 9 ? V(9) : PX_NONE, c), TAG(V(7)), c, MPI_STATUS_IGNORE);"},
    {" MPI_Sendrecv_replace ",
     "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(6));\n    int n = CNT(V(0), t);\n"
     "    MPI_Sendrecv_replace(RBUF(SPAN(n, t)), n, t, PEER(V(2), c), TAG(V(3)), SRC(V(4), NP > 7 ? V(7) : PX_NONE, c),\n"
     "                         TAG(V(5)), c, MPI_STATUS_IGNORE);"},
    {" MPI_Probe ", "MPI_Comm c = COMM(V(2));\n"
                    "    MPI_Probe(SRC(V(0), NP > 3 ? V(3) : PX_NONE, c), TAG(V(1)), c, MPI_STATUS_IGNORE);"},
    {" MPI_Iprobe ", "MPI_Comm c = COMM(V(2));\n    int flag;\n"
                     "    MPI_Iprobe(PEER(V(0), c), TAG(V(1)), c, &flag, MPI_STATUS_IGNORE);"},
    {" MPI_Wait ", "int n;\n    MPI_Request *q = REQS(A(0), &n), null = MPI_REQUEST_NULL;\n"
                   "    MPI_Wait(n ? q : &null, MPI_STATUS_IGNORE);\n    FORGET(A(0), q, n);"},
    {" MPI_Test ", "int n, flag;\n    MPI_Request *q = REQS(A(0), &n), null = MPI_REQUEST_NULL;\n"
                   "    READY(q, n);\n    MPI_Test(n ? q : &null, &flag, MPI_STATUS_IGNORE);\n    FORGET(A(0), q, n);"},
    {" MPI_Waitall ", "int n;\n    MPI_Request *q = REQS(A(0), &n);\n"
                      "    MPI_Waitall(n, q, STS(n));\n    FORGET(A(0), q, n);"},
    {" MPI_Testall ", "int n, flag;\n    MPI_Request *q = REQS(A(0), &n);\n"
                      "    READY(q, n);\n    MPI_Testall(n, q, &flag, STS(n));\n    FORGET(A(0), q, n);"},
    {" MPI_Waitany ", "int n, idx;\n    MPI_Request *q = REQS(A(0), &n);\n"
                      "    MPI_Waitany(n, q, &idx, MPI_STATUS_IGNORE);\n    FORGET(A(0), q, n);"},
    {" MPI_Testany ", "int n, idx, flag;\n    MPI_Request *q = REQS(A(0), &n);\n"
                      "    READY(q, n);\n    MPI_Testany(n, q, &idx, &flag, MPI_STATUS_IGNORE);\n    FORGET(A(0), q, n);"},
    {" MPI_Waitsome MPI_Testsome ", "int n, out;\n    MPI_Request *q = REQS(A(0), &n);\n"
                                    "    if (!strcmp(\"%s\", \"MPI_Testsome\")) READY(q, n);\n"
                                    "    %s(n, q, &out, px_ints((size_t)n), STS(n));\n"
                                    "    FORGET(A(0), q, n);"},
    {" MPI_Cancel MPI_Start MPI_Request_free ",
     "MPI_Request q;\n    px_get(&reqs, V(0), &q, sizeof q, \"unknown request\");\n    %s(&q);\n"
     "    if (!strcmp(\"%s\", \"MPI_Request_free\")) px_del(&reqs, V(0));"},
    {" MPI_Barrier ", "MPI_Barrier(COMM(V(0)));"},
    {" MPI_Bcast ", "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(3));\n    int n = CNT(V(0), t);\n"
                    "    MPI_Bcast(RBUF(SPAN(n, t)), n, t, PEER(V(2), c), c);"},
    {" MPI_Reduce ", "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(4));\n    int n = CNT(V(0), t);\n"
                     "    MPI_Reduce(SBUF(SPAN(n, t)), RBUF(SPAN(n, t)), n, t, OPH(V(2)), PEER(V(3), c), c);"},
    {" MPI_Allreduce MPI_Scan MPI_Exscan ",
     "MPI_Datatype t = DT(V(1));\n    int n = CNT(V(0), t);\n"
     "    %s(SBUF(SPAN(n, t)), RBUF(SPAN(n, t)), n, t, OPH(V(2)), COMM(V(3)));"},
    {" MPI_Alltoall MPI_Allgather ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(4));\n"
     "    int sn = CNT(V(0), st), rn = CNT(V(2), rt), size;\n    PMPI_Comm_size(c, &size);\n"
     "    %s(SBUF(SPAN(sn * size, st)), sn, st, RBUF(SPAN(rn * size, rt)), rn, rt, c);"},
    {" MPI_Gather MPI_Scatter ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(5));\n"
     "    int sn = CNT(V(0), st), rn = CNT(V(2), rt), size;\n    PMPI_Comm_size(c, &size);\n"
     "    %s(SBUF(SPAN(sn * size, st)), sn, st, RBUF(SPAN(rn * size, rt)), rn, rt, PEER(V(4), c), c);"},
    /* vector collectives: counts and displacements from the bytes per rank */
    {" MPI_Gatherv MPI_Igatherv ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(5));\n    size_t rs;\n"
     "    int sn = CNT(V(0), st), *rc = VCNT(2, rt, &rs);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    if (!strcmp(\"%s\", \"MPI_Gatherv\")) MPI_Gatherv(SBUF(SPAN(sn, st)), sn, st, RBUF(rs), rc, rc + LEN(2), rt, PEER(V(4), c), c), free(rc);\n"
     "    else MPI_Igatherv(SBUF(SPAN(sn, st)), sn, st, RBUF(rs), rc, rc + LEN(2), rt, PEER(V(4), c), c, &q), NEWREQ(V(6), q), KEEP(V(6), rc);"},
    {" MPI_Allgatherv MPI_Iallgatherv ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(4));\n    size_t rs;\n"
     "    int sn = CNT(V(0), st), *rc = VCNT(2, rt, &rs);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    if (!strcmp(\"%s\", \"MPI_Allgatherv\")) MPI_Allgatherv(SBUF(SPAN(sn, st)), sn, st, RBUF(rs), rc, rc + LEN(2), rt, c), free(rc);\n"
     "    else MPI_Iallgatherv(SBUF(SPAN(sn, st)), sn, st, RBUF(rs), rc, rc + LEN(2), rt, c, &q), NEWREQ(V(5), q), KEEP(V(5), rc);"},
    {" MPI_Scatterv MPI_Iscatterv ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(5));\n    size_t ss;\n"
     "    int *sc = VCNT(0, st, &ss), rn = CNT(V(2), rt);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    if (!strcmp(\"%s\", \"MPI_Scatterv\")) MPI_Scatterv(SBUF(ss), sc, sc + LEN(0), st, RBUF(SPAN(rn, rt)), rn, rt, PEER(V(4), c), c), free(sc);\n"
     "    else MPI_Iscatterv(SBUF(ss), sc, sc + LEN(0), st, RBUF(SPAN(rn, rt)), rn, rt, PEER(V(4), c), c, &q), NEWREQ(V(6), q), KEEP(V(6), sc);"},
    {" MPI_Alltoallv MPI_Ialltoallv ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(4));\n    size_t ss, rs;\n"
     "    int *sc = VCNT(0, st, &ss), *rc = VCNT(2, rt, &rs);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    if (!strcmp(\"%s\", \"MPI_Alltoallv\")) {\n"
     "        MPI_Alltoallv(SBUF(ss), sc, sc + LEN(0), st, RBUF(rs), rc, rc + LEN(2), rt, c);\n"
     "        free(sc), free(rc);\n"
     "        return;\n    }\n"
     "    sc = (int *)realloc(sc, (2 * (size_t)LEN(0) + 2 * (size_t)LEN(2) + 4) * sizeof *sc); /* one block: kept */\n"
     "    if (!sc) px_die(\"out of memory for counts:\", (long long)LEN(2));\n"
     "    memcpy(sc + 2 * LEN(0), rc, 2 * (size_t)LEN(2) * sizeof *rc), free(rc), rc = sc + 2 * LEN(0);\n"
     "    MPI_Ialltoallv(SBUF(ss), sc, sc + LEN(0), st, RBUF(rs), rc, rc + LEN(2), rt, c, &q);\n"
     "    NEWREQ(V(5), q), KEEP(V(5), sc);"},
    {" MPI_Reduce_scatter MPI_Ireduce_scatter ",
     "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(3));\n    size_t span;\n"
     "    int *rc = VCNT(0, t, &span), me = px_rank_in(c);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    void *r = RBUF(SPAN(me < LEN(0) ? rc[me] : 0, t));\n"
     "    if (!strcmp(\"%s\", \"MPI_Reduce_scatter\")) MPI_Reduce_scatter(SBUF(span), r, rc, t, OPH(V(2)), c), free(rc);\n"
     "    else MPI_Ireduce_scatter(SBUF(span), r, rc, t, OPH(V(2)), c, &q), NEWREQ(V(4), q), KEEP(V(4), rc);"},
    {" MPI_Reduce_scatter_block ",
     "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(3));\n    int n = CNT(V(0), t), size;\n"
     "    PMPI_Comm_size(c, &size);\n    MPI_Reduce_scatter_block(SBUF(SPAN(n * size, t)), RBUF(SPAN(n, t)), n, t, OPH(V(2)), c);"},
    /* non-blocking collectives */
    {" MPI_Ibarrier ", "MPI_Request q = MPI_REQUEST_NULL;\n    MPI_Ibarrier(COMM(V(0)), &q);\n    NEWREQ(V(1), q);"},
    {" MPI_Ibcast ", "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(3));\n    int n = CNT(V(0), t);\n"
                     "    MPI_Request q = MPI_REQUEST_NULL;\n"
                     "    MPI_Ibcast(RBUF(SPAN(n, t)), n, t, PEER(V(2), c), c, &q);\n    NEWREQ(V(4), q);"},
    {" MPI_Iallreduce MPI_Iscan MPI_Iexscan ",
     "MPI_Datatype t = DT(V(1));\n    int n = CNT(V(0), t);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    %s(SBUF(SPAN(n, t)), RBUF(SPAN(n, t)), n, t, OPH(V(2)), COMM(V(3)), &q);\n    NEWREQ(V(4), q);"},
    {" MPI_Ireduce ", "MPI_Datatype t = DT(V(1));\n    MPI_Comm c = COMM(V(4));\n    int n = CNT(V(0), t);\n"
                      "    MPI_Request q = MPI_REQUEST_NULL;\n"
                      "    MPI_Ireduce(SBUF(SPAN(n, t)), RBUF(SPAN(n, t)), n, t, OPH(V(2)), PEER(V(3), c), c, &q);\n"
                      "    NEWREQ(V(5), q);"},
    {" MPI_Ialltoall MPI_Iallgather ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(4));\n"
     "    int sn = CNT(V(0), st), rn = CNT(V(2), rt), size;\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    PMPI_Comm_size(c, &size);\n"
     "    %s(SBUF(SPAN(sn * size, st)), sn, st, RBUF(SPAN(rn * size, rt)), rn, rt, c, &q);\n    NEWREQ(V(5), q);"},
    {" MPI_Igather MPI_Iscatter ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(5));\n"
     "    int sn = CNT(V(0), st), rn = CNT(V(2), rt), size;\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    PMPI_Comm_size(c, &size);\n"
     "    %s(SBUF(SPAN(sn * size, st)), sn, st, RBUF(SPAN(rn * size, rt)), rn, rt, PEER(V(4), c), c, &q);\n"
     "    NEWREQ(V(6), q);"},
    /* groups and the communicators made from them */
    {" MPI_Comm_group ", "MPI_Group g = MPI_GROUP_NULL;\n    MPI_Comm_group(COMM(V(0)), &g);\n    NEWGRP(V(1), g);"},
    {" MPI_Group_incl MPI_Group_excl ",
     "MPI_Group g = MPI_GROUP_NULL;\n    %s(GRP(V(0)), (int)LEN(2), px_ints_of(2), &g);\n    NEWGRP(V(3), g);"},
    {" MPI_Group_range_incl MPI_Group_range_excl ",
     "MPI_Group g = MPI_GROUP_NULL;\n    %s(GRP(V(0)), (int)(LEN(2) / 3), (int(*)[3])px_ints_of(2), &g);\n    NEWGRP(V(3), g);"},
    {" MPI_Group_union MPI_Group_intersection MPI_Group_difference ",
     "MPI_Group g = MPI_GROUP_NULL;\n    %s(GRP(V(0)), GRP(V(1)), &g);\n    NEWGRP(V(2), g);"},
    {" MPI_Group_size MPI_Group_rank ", "int v;\n    %s(GRP(V(0)), &v);"},
    {" MPI_Group_free ", "MPI_Group g = GRP(V(0));\n    MPI_Group_free(&g);\n    px_del(&grps, V(0));"},
    {" MPI_Comm_create ", "MPI_Comm nc = MPI_COMM_NULL;\n    MPI_Comm_create(COMM(V(0)), GRP(V(1)), &nc);\n    NEWCOMM(V(2), nc);"},
    {" MPI_Comm_create_group ", "MPI_Comm nc = MPI_COMM_NULL;\n"
                                "    MPI_Comm_create_group(COMM(V(0)), GRP(V(1)), TAG(V(2)), &nc);\n    NEWCOMM(V(3), nc);"},
    {" MPI_Comm_split_type ", "MPI_Comm nc = MPI_COMM_NULL;\n"
                              "    MPI_Comm_split_type(COMM(V(0)), (int)V(1), (int)V(2), MPI_INFO_NULL, &nc);\n    NEWCOMM(V(3), nc);"},
    {" MPI_Cart_sub ", "MPI_Comm nc = MPI_COMM_NULL;\n    MPI_Cart_sub(COMM(V(0)), px_ints_of(1), &nc);\n    NEWCOMM(V(2), nc);"},
    {" MPI_Comm_compare ", "int v;\n    MPI_Comm_compare(COMM(V(0)), COMM(V(1)), &v);"},
    /* one-sided communication: targets relative to this rank in the window's group */
    {" MPI_Win_create ", "MPI_Win w = MPI_WIN_NULL;\n    MPI_Comm c = COMM(V(2));\n"
                         "    void *mem = calloc((size_t)(V(0) > 0 ? V(0) : 0) + 16, 1);\n"
                         "    if (!mem) px_die(\"out of memory for a window of\", (long long)V(0));\n"
                         "    MPI_Win_create(mem, (MPI_Aint)V(0), (int)V(1), MPI_INFO_NULL, c, &w);\n    NEWWIN(V(3), w, c, mem);"},
    {" MPI_Win_allocate ", "MPI_Win w = MPI_WIN_NULL;\n    MPI_Comm c = COMM(V(2));\n    void *base;\n"
                           "    MPI_Win_allocate((MPI_Aint)V(0), (int)V(1), MPI_INFO_NULL, c, &base, &w);\n    NEWWIN(V(3), w, c, NULL);"},
    {" MPI_Win_free ", "px_win w = WIN(V(0));\n    MPI_Win_free(&w.w);\n    px_del(&wins, V(0));"},
    {" MPI_Win_fence MPI_Win_lock_all ", "%s((int)V(0), WIN(V(1)).w);"},
    {" MPI_Win_unlock_all MPI_Win_flush_all MPI_Win_flush_local_all MPI_Win_sync MPI_Win_complete MPI_Win_wait ",
     "%s(WIN(V(0)).w);"},
    {" MPI_Win_post MPI_Win_start ", "%s(GRP(V(0)), (int)V(1), WIN(V(2)).w);"},
    {" MPI_Win_lock ", "px_win w = WIN(V(3));\n    MPI_Win_lock((int)V(0), TGT(V(1), w), (int)V(2), w.w);"},
    {" MPI_Win_unlock MPI_Win_flush MPI_Win_flush_local ", "px_win w = WIN(V(1));\n    %s(TGT(V(0), w), w.w);"},
    {" MPI_Put MPI_Get ", "MPI_Datatype ot = DT(V(1)), tt = DT(V(5));\n    px_win w = WIN(V(6));\n"
                          "    int on = CNT(V(0), ot), tn = CNT(V(4), tt);\n"
                          "    %s(!strcmp(\"%s\", \"MPI_Put\") ? SBUF(SPAN(on, ot)) : RBUF(SPAN(on, ot)), on, ot, TGT(V(2), w), (MPI_Aint)V(3), tn, tt, w.w);"},
    {" MPI_Accumulate ", "MPI_Datatype ot = DT(V(1)), tt = DT(V(5));\n    px_win w = WIN(V(7));\n"
                         "    int on = CNT(V(0), ot), tn = CNT(V(4), tt);\n"
                         "    MPI_Accumulate(SBUF(SPAN(on, ot)), on, ot, TGT(V(2), w), (MPI_Aint)V(3), tn, tt, OPH(V(6)), w.w);"},
    {" MPI_Get_accumulate ",
     "MPI_Datatype ot = DT(V(1)), rt = DT(V(3)), tt = DT(V(7));\n    px_win w = WIN(V(9));\n"
     "    int on = CNT(V(0), ot), rn = CNT(V(2), rt), tn = CNT(V(6), tt);\n"
     "    MPI_Get_accumulate(SBUF(SPAN(on, ot)), on, ot, RBUF(SPAN(rn, rt)), rn, rt, TGT(V(4), w), (MPI_Aint)V(5), tn, tt,\n"
     "                       OPH(V(8)), w.w);"},
    {" MPI_Fetch_and_op ", "MPI_Datatype t = DT(V(0));\n    px_win w = WIN(V(4));\n"
                           "    MPI_Fetch_and_op(SBUF(SPAN(1, t)), RBUF(SPAN(1, t)), t, TGT(V(1), w), (MPI_Aint)V(2), OPH(V(3)), w.w);"},
    {" MPI_Compare_and_swap ",
     "MPI_Datatype t = DT(V(0));\n    px_win w = WIN(V(3));\n    char *s = (char *)SBUF(2 * SPAN(1, t));\n"
     "    MPI_Compare_and_swap(s, s + SPAN(1, t), RBUF(SPAN(1, t)), t, TGT(V(1), w), (MPI_Aint)V(2), w.w);"},
    {" MPI_Rput MPI_Rget ", "MPI_Datatype ot = DT(V(1)), tt = DT(V(5));\n    px_win w = WIN(V(6));\n"
                            "    int on = CNT(V(0), ot), tn = CNT(V(4), tt);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
                            "    %s(!strcmp(\"%s\", \"MPI_Rput\") ? SBUF(SPAN(on, ot)) : RBUF(SPAN(on, ot)), on, ot, TGT(V(2), w), (MPI_Aint)V(3), tn, tt, w.w, &q);\n"
                            "    NEWREQ(V(7), q);"},
    /* more derived datatypes */
    {" MPI_Type_indexed ",
     "int i, n = (int)LEN(1), *bl = px_ints(2 * (size_t)n + 1), *dp = bl + n;\n    MPI_Datatype t = MPI_DATATYPE_NULL;\n"
     "    for (i = 0; i < n; i++) bl[i] = (int)ARR(1)[i], dp[i] = i < LEN(2) ? (int)ARR(2)[i] : 0;\n"
     "    MPI_Type_indexed(n, bl, dp, DT(V(3)), &t);\n    NEWDT(V(4), t);"},
    {" MPI_Type_create_hindexed ",
     "int i, n = (int)LEN(1), *bl = px_ints((size_t)n + 1);\n"
     "    MPI_Aint *d = (MPI_Aint *)malloc(((size_t)n + 1) * sizeof *d);\n    MPI_Datatype t = MPI_DATATYPE_NULL;\n"
     "    if (!d) px_die(\"out of memory for a type of\", (long long)n);\n"
     "    for (i = 0; i < n; i++) bl[i] = (int)ARR(1)[i], d[i] = i < LEN(2) ? (MPI_Aint)ARR(2)[i] : 0;\n"
     "    MPI_Type_create_hindexed(n, bl, d, DT(V(3)), &t);\n    free(d);\n    NEWDT(V(4), t);"},
    {" MPI_Type_create_indexed_block ", "MPI_Datatype t = MPI_DATATYPE_NULL;\n"
                                        "    MPI_Type_create_indexed_block((int)LEN(2), (int)V(1), px_ints_of(2), DT(V(3)), &t);\n"
                                        "    NEWDT(V(4), t);"},
    {" MPI_Type_create_hindexed_block ",
     "int i, n = (int)LEN(2);\n    MPI_Aint *d = (MPI_Aint *)malloc(((size_t)n + 1) * sizeof *d);\n"
     "    MPI_Datatype t = MPI_DATATYPE_NULL;\n    if (!d) px_die(\"out of memory for a type of\", (long long)n);\n"
     "    for (i = 0; i < n; i++) d[i] = (MPI_Aint)ARR(2)[i];\n"
     "    MPI_Type_create_hindexed_block(n, (int)V(1), d, DT(V(3)), &t);\n    free(d);\n    NEWDT(V(4), t);"},
    {" MPI_Type_create_subarray ",
     "int i, n = (int)LEN(1), *a = px_ints(3 * (size_t)n + 1);\n    MPI_Datatype t = MPI_DATATYPE_NULL;\n"
     "    for (i = 0; i < n; i++)\n"
     "        a[i] = (int)ARR(1)[i], a[n + i] = i < LEN(2) ? (int)ARR(2)[i] : 1, a[2 * n + i] = i < LEN(3) ? (int)ARR(3)[i] : 0;\n"
     "    MPI_Type_create_subarray(n, a, a + n, a + 2 * n, (int)V(4), DT(V(5)), &t);\n    NEWDT(V(6), t);"},
    {" MPI_Type_create_resized ", "MPI_Datatype t = MPI_DATATYPE_NULL;\n"
                                  "    MPI_Type_create_resized(DT(V(0)), (MPI_Aint)V(1), (MPI_Aint)V(2), &t);\n    NEWDT(V(3), t);"},
    {" MPI_Type_dup ", "MPI_Datatype t = MPI_DATATYPE_NULL;\n    MPI_Type_dup(DT(V(0)), &t);\n    NEWDT(V(1), t);"},
    {" MPI_Type_get_extent MPI_Type_get_true_extent ", "MPI_Aint lb, ext;\n    %s(DT(V(0)), &lb, &ext);"},
    /* MPI-IO on scratch files */
    {" MPI_File_open ", "px_fopen(COMM(V(0)), (int)V(1), V(2), NP > 3 ? V(3) : PX_NONE);"},
    {" MPI_File_close ", "MPI_File f = FH(V(0));\n    MPI_File_close(&f);\n    px_del(&files, V(0));"},
    {" MPI_File_write_at MPI_File_write_at_all MPI_File_read_at MPI_File_read_at_all ",
     "MPI_Datatype t = DT(V(3));\n    int n = CNT(V(2), t);\n"
     "    %s(FH(V(0)), (MPI_Offset)V(1), strstr(\"%s\", \"write\") ? SBUF(SPAN(n, t)) : RBUF(SPAN(n, t)), n, t, MPI_STATUS_IGNORE);"},
    {" MPI_File_write MPI_File_write_all MPI_File_read MPI_File_read_all MPI_File_write_ordered MPI_File_read_ordered"
     " MPI_File_write_shared MPI_File_read_shared ",
     "MPI_Datatype t = DT(V(2));\n    int n = CNT(V(1), t);\n"
     "    %s(FH(V(0)), strstr(\"%s\", \"write\") ? SBUF(SPAN(n, t)) : RBUF(SPAN(n, t)), n, t, MPI_STATUS_IGNORE);"},
    {" MPI_File_iwrite_at MPI_File_iread_at ",
     "MPI_Datatype t = DT(V(3));\n    int n = CNT(V(2), t);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    %s(FH(V(0)), (MPI_Offset)V(1), strstr(\"%s\", \"write\") ? SBUF(SPAN(n, t)) : RBUF(SPAN(n, t)), n, t, &q);\n"
     "    NEWREQ(V(4), q);"},
    {" MPI_File_set_size MPI_File_preallocate ", "%s(FH(V(0)), (MPI_Offset)V(1));"},
    {" MPI_File_get_position ", "MPI_Offset v;\n    MPI_File_get_position(FH(V(0)), &v);"},
    {" MPI_File_set_view ", "MPI_File_set_view(FH(V(0)), (MPI_Offset)V(1), DT(V(2)), DT(V(3)), \"native\", MPI_INFO_NULL);"},
    {" MPI_File_seek ", "MPI_File_seek(FH(V(0)), (MPI_Offset)V(1), (int)V(2));"},
    {" MPI_File_sync ", "MPI_File_sync(FH(V(0)));"},
    {" MPI_File_get_size ", "MPI_Offset v;\n    MPI_File_get_size(FH(V(0)), &v);"},
    {" MPI_Comm_rank MPI_Comm_size ", "int v;\n    %s(COMM(V(0)), &v);"},
    {" MPI_Comm_dup ", "MPI_Comm nc = MPI_COMM_NULL;\n    MPI_Comm_dup(COMM(V(0)), &nc);\n    NEWCOMM(V(1), nc);"},
    {" MPI_Comm_idup ", "MPI_Request q = MPI_REQUEST_NULL;\n    MPI_Comm c = COMM(V(0));\n"
                        "    if (px_nidup - px_hidup >= 64) px_die(\"MPI_Comm_idup calls pending, more than\", 64);\n"
                        "    MPI_Comm_idup(c, &px_idup[px_nidup++ % 64], &q); /* MPI may store it at completion */\n"
                        "    NEWREQ(V(2), q);"},
    {" MPI_Comm_split ", "MPI_Comm nc = MPI_COMM_NULL;\n    MPI_Comm_split(COMM(V(0)), (int)V(1), (int)V(2), &nc);\n"
                         "    NEWCOMM(V(3), nc);"},
    {" MPI_Comm_free ", "MPI_Comm c = COMM(V(0));\n    if (V(0) > 1) MPI_Comm_free(&c), px_del(&comms, V(0));"},
    {" MPI_Cart_create ",
     "int i, nd = (int)LEN(2), *dims = px_ints(2 * (size_t)nd), *per = dims + nd;\n"
     "    MPI_Comm nc = MPI_COMM_NULL;\n"
     "    for (i = 0; i < nd; i++) dims[i] = (int)ARR(2)[i], per[i] = i < LEN(3) ? (int)ARR(3)[i] : 0;\n"
     "    MPI_Cart_create(COMM(V(0)), (int)V(1), dims, per, (int)V(4), &nc);\n    NEWCOMM(V(5), nc);"},
    {" MPI_Cart_shift ", "int s, d;\n    MPI_Cart_shift(COMM(V(0)), (int)V(1), (int)V(2), &s, &d);"},
    {" MPI_Cart_coords ", "MPI_Comm c = COMM(V(0));\n    int nd, *co;\n    PMPI_Cartdim_get(c, &nd);\n"
                          "    co = px_ints((size_t)nd + 1);\n    MPI_Cart_coords(c, px_rank_in(c), nd, co);"},
    {" MPI_Dims_create ", "int i, nodes = 1, nd = (int)LEN(1), *dims = px_ints((size_t)nd);\n"
                          "    for (i = 0; i < nd; i++) dims[i] = (int)ARR(1)[i], nodes *= dims[i] > 0 ? dims[i] : 1;\n"
                          "    MPI_Dims_create(nodes, (int)V(0), dims);"},
    {" MPI_Type_commit ", "MPI_Datatype t = DT(V(0));\n    MPI_Type_commit(&t);"},
    {" MPI_Type_free ", "MPI_Datatype t = DT(V(0));\n    MPI_Type_free(&t);\n    px_del(&dtypes, V(0));"},
    {" MPI_Type_contiguous ", "MPI_Datatype t = MPI_DATATYPE_NULL;\n"
                              "    MPI_Type_contiguous((int)V(0), DT(V(1)), &t);\n    NEWDT(V(2), t);"},
    {" MPI_Type_vector ", "MPI_Datatype t = MPI_DATATYPE_NULL;\n"
                          "    MPI_Type_vector((int)V(0), (int)V(1), (int)V(2), DT(V(3)), &t);\n    NEWDT(V(4), t);"},
    {" MPI_Type_create_hvector ",
     "MPI_Datatype t = MPI_DATATYPE_NULL;\n"
     "    MPI_Type_create_hvector((int)V(0), (int)V(1), (MPI_Aint)V(2), DT(V(3)), &t);\n    NEWDT(V(4), t);"},
    {" MPI_Type_create_struct ",
     "int i, n = (int)LEN(1), *bl = px_ints((size_t)n);\n"
     "    MPI_Aint *d = (MPI_Aint *)malloc(((size_t)n + 1) * sizeof *d);\n"
     "    MPI_Datatype *ts = (MPI_Datatype *)malloc(((size_t)n + 1) * sizeof *ts), t = MPI_DATATYPE_NULL;\n"
     "    if (!d || !ts) px_die(\"out of memory for a struct type of\", (long long)n);\n"
     "    for (i = 0; i < n; i++)\n"
     "        bl[i] = (int)ARR(1)[i], d[i] = i < LEN(2) ? (MPI_Aint)ARR(2)[i] : 0, ts[i] = i < LEN(3) ? DT(ARR(3)[i]) : MPI_BYTE;\n"
     "    MPI_Type_create_struct(n, bl, d, ts, &t);\n    free(d);\n    free(ts);\n    NEWDT(V(4), t);"},
    {" MPI_Op_create ", "MPI_Op o = MPI_OP_NULL;\n    MPI_Op_create(px_noop, 1, &o);\n    px_put(&rops, V(0), &o, sizeof o);"},
    {" MPI_Op_free ", "MPI_Op o = OPH(V(0));\n    MPI_Op_free(&o);\n    px_del(&rops, V(0));"},
    {" MPI_Get_count ", "MPI_Datatype t = DT(V(0));\n    MPI_Status st;\n    int n;\n    memset(&st, 0, sizeof st);\n"
                        "    PMPI_Status_set_elements(&st, t, 0);\n    MPI_Get_count(&st, t, &n);"},
    {" MPI_Type_size ", "int n;\n    MPI_Type_size(DT(V(0)), &n);"},
    {" MPI_Get_address ", "int x = 0;\n    MPI_Aint a;\n    MPI_Get_address(&x, &a);"},
    {" MPI_Initialized MPI_Finalized ", "int v;\n    %s(&v);"},
    {" MPI_Get_processor_name ", "char name[MPI_MAX_PROCESSOR_NAME];\n    int v;\n    MPI_Get_processor_name(name, &v);"},
};
#define PX_NTMPLS (int)(sizeof px_tmpls / sizeof px_tmpls[0])

static const px_tmpl *px_tmpl_of(const char *op) {
    char key[96];
    int i;
    snprintf(key, sizeof key, " %s ", op);
    for (i = 0; i < PX_NTMPLS; i++)
        if (strstr(px_tmpls[i].ops, key)) return &px_tmpls[i];
    return NULL;
}


/*== >>px_gen  walking the merged structure and printing its code ================*/

typedef struct px_gen {
    sct_reader *r;
    const sct_op_table *ops;
    int t;                      /* the trace being printed */
    int32_t rep;                /* a rank of it (site names) */
    FILE *tabs, *init, *sites, *body; /* parts of the file, joined at the end */
    FILE *funcs;                /* the functions of nodes the structure holds twice or more */
    uint32_t nnodes;
    uint32_t *refs;             /* per node: the places the structure holds it */
    unsigned char *defined;     /* per node: its function is printed */
    const sct_ranklist **rl;    /* the rank lists the program tests, in[k] */
    int nrl, caprl;
    int nstreams, ntabs;
    unsigned char *done;        /* per site and op: its function is printed */
    uint32_t nsites_done;
    uint64_t vmax;              /* values of the largest call */
    int exact_times;            /* --times=exact: each rank's recorded times, per call */
    uint64_t *skey;             /* (node, k) of stream ps[i]: a node the structure holds */
    int capskey;                /* twice shares its streams (its values come in execution order) */
    int64_t *vals;
    size_t capvals;
    const char *err;            /* the first error, or NULL */
    int hist;                   /* the error: a stream merged into a histogram */
    const char *hist_of;        /* the histogram trace whose replay this trace is, or NULL */
    unsigned long long seed;    /* and the replay's seed */
    char msg[512];
} px_gen;

static void px_copy(FILE *from, FILE *to);

static int px_fail(px_gen *g, const char *fmt, const char *a, long long b) {
    if (!g->err) {
        snprintf(g->msg, sizeof g->msg, fmt, a, b);
        g->err = g->msg;
    }
    return -1;
}

/* Index of rank list l in in[], adding it when new. */
static int px_rl(px_gen *g, const sct_ranklist *l) {
    int i;
    for (i = 0; i < g->nrl; i++)
        if (g->rl[i]->nblocks == l->nblocks &&
            !memcmp(g->rl[i]->blocks, l->blocks, l->nblocks * sizeof *l->blocks))
            return i;
    if (g->nrl == g->caprl) {
        g->caprl = g->caprl ? 2 * g->caprl : 16;
        g->rl = (const sct_ranklist **)realloc((void *)g->rl, (size_t)g->caprl * sizeof *g->rl);
        if (!g->rl) exit(3);
    }
    g->rl[g->nrl] = l;
    return g->nrl++;
}

static void px_lit(char *out, size_t n, int64_t v, int role, int absolute) {
    if (v == SCT_PEER_NULL) snprintf(out, n, "PX_NULL");
    else if (v == SCT_PEER_ANY) snprintf(out, n, "PX_ANY");
    else if (v == SCT_TAG_ANY) snprintf(out, n, "PX_TAG_ANY");
    else if (v == SCT_NONE) snprintf(out, n, "PX_NONE");
    else if (v == SCT_PEER_ROOT) snprintf(out, n, "PX_ROOT");
    else if (absolute && (role == SCT_ROLE_PEER || role == SCT_ROLE_ROOT)) snprintf(out, n, "(%lld - me)", (long long)v);
    else snprintf(out, n, "%lld", (long long)v);
}

/* All values of variant v of stream k of node into g->vals; how many. */
static size_t px_values(px_gen *g, uint32_t node, int k, int v, uint64_t count) {
    sct_stream_cursor c;
    size_t got = 0, m;
    if (count > ((uint64_t)1 << 28)) {
        px_fail(g, "%s stream of %lld values is too long", "a", (long long)count);
        return 0;
    }
    if (count + 1 > g->capvals) {
        g->capvals = (size_t)count + 1;
        if (!(g->vals = (int64_t *)realloc(g->vals, g->capvals * sizeof *g->vals))) exit(3);
    }
    if (sct_reader_trace_variant_cursor(g->r, g->t, node, k, v, &c) != SCT_OK) {
        px_fail(g, "%s (node %lld)", sct_reader_error(g->r), (long long)node);
        return 0;
    }
    while (got < count && (m = sct_stream_cursor_next(&c, g->vals + got, (size_t)(count - got)))) got += m;
    return got;
}

static void px_table(px_gen *g, const int64_t *x, size_t n) {
    size_t i;
    fprintf(g->tabs, "static const int64_t tab%d[%zu] = {", g->ntabs++, n);
    for (i = 0; i < n; i++) fprintf(g->tabs, "%s%s%lld", i ? "," : "", i % 12 ? " " : "\n    ", (long long)x[i]);
    fprintf(g->tabs, "};\n");
}

/* The px_stream a rank of variant v starts with (printed into init). */
/* The values as blocks (period p <= 16 repeated r times: p, r, the p values;
   what repeats no more: one block with r = 1), greedily; returns the table's
   length, the table in *out (freed by the caller). The nested repeats of a
   solver's waits (0, 1, 2, 1048576 x 3, again, ...) stay small. */
static size_t px_blocks(const int64_t *x, size_t n, int64_t **out) {
    size_t i = 0, m = 0, lit = 0, litat = 0, p, r, bp, br;
    int64_t *t = (int64_t *)malloc((2 * n + 4) * sizeof *t);
    if (!t) exit(3);
    while (i < n) {
        bp = 1, br = 1;
        for (p = 1; p <= 16 && i + 2 * p <= n; p++) {
            for (r = 1; i + (r + 1) * p <= n && !memcmp(x + i, x + i + r * p, p * sizeof *x); r++) {}
            if (r >= 2 && r * p > br * bp) bp = p, br = r;
        }
        if (br < 2) { /* one more literal */
            if (!lit) litat = m, m += 2;
            t[m++] = x[i++], lit++;
            t[litat] = (int64_t)lit, t[litat + 1] = 1;
            continue;
        }
        lit = 0;
        t[m++] = (int64_t)bp, t[m++] = (int64_t)br;
        memcpy(t + m, x + i, bp * sizeof *x);
        m += bp, i += bp * br;
    }
    *out = t;
    return m;
}

static void px_stream_of(px_gen *g, int s, uint32_t node, int k, int v, const sct_stream_summary *sum, int l) {
    size_t n = sum->constant ? 0 : px_values(g, node, k, v, sum->count), i, runs = 0, nb;
    int64_t *blk = NULL;
    int arith = n >= 2, abs = sum->absolute != 0;
    const int64_t *x = g->vals;
    fprintf(g->init, "    if (in[%d]) ps[%d] = ", l, s);
    if (sum->constant || !n) {
        fprintf(g->init, "px_const(%lld, %d);\n", (long long)sum->first, abs);
        return;
    }
    for (i = 2; i < n && arith; i++) arith = x[i] - x[i - 1] == x[1] - x[0];
    for (i = 0; i < n; i++) runs += !i || x[i] != x[i - 1];
    nb = px_blocks(x, n, &blk);
    if (arith) {
        fprintf(g->init, "px_arith(%lld, %lld, %d);\n", (long long)x[0], (long long)(x[1] - x[0]), abs);
    } else if (nb < 2 * runs && nb < n && !(sum->period > 0 && (size_t)sum->period <= nb)) {
        fprintf(g->init, "px_blocks(tab%d, %zu, %d);\n", g->ntabs, nb, abs);
        px_table(g, blk, nb);
    } else if (sum->period > 0 && (size_t)sum->period < n && (size_t)sum->period <= 2 * runs) {
        fprintf(g->init, "px_tab(tab%d, %d, %d);\n", g->ntabs, sum->period, abs);
        px_table(g, x, (size_t)sum->period);
    } else if (2 * runs < n) {
        int64_t *rp = (int64_t *)malloc(2 * runs * sizeof *rp);
        size_t j = 0;
        if (!rp) exit(3);
        for (i = 0; i < n; i++) {
            if (!i || x[i] != x[i - 1]) rp[2 * j] = x[i], rp[2 * j + 1] = 0, j++;
            rp[2 * j - 1]++;
        }
        fprintf(g->init, "px_runs(tab%d, %zu, %d);\n", g->ntabs, runs, abs);
        px_table(g, rp, 2 * runs);
        free(rp);
    } else {
        fprintf(g->init, "px_tab(tab%d, %zu, %d);\n", g->ntabs, n, abs);
        px_table(g, x, n);
    }
    free(blk);
}

/* The C expression of the next value of stream k of node, for this rank. */
static int px_expr(px_gen *g, uint32_t node, int k, int role, char *out, size_t n) {
    const sct_ranklist *rl;
    sct_stream_summary sum;
    int nv, v, lit = 1, s;
    size_t used = 0;
    char one[64], first[64] = "";
    if (sct_reader_trace_variants(g->r, g->t, node, k, &nv) != SCT_OK)
        return px_fail(g, "%s (node %lld)", sct_reader_error(g->r), (long long)node);
    for (v = 0; v < nv; v++) {
        if (sct_reader_trace_variant(g->r, g->t, node, k, v, &rl, &sum) != SCT_OK)
            return px_fail(g, "%s (node %lld)", sct_reader_error(g->r), (long long)node);
        if (sum.histogram) {
            g->hist = 1; /* the caller goes through the histogram replay (>>px_hist) */
            return px_fail(g, "%s: values merged into histograms (precision below 100) (node %lld)", "proxy",
                           (long long)node);
        }
        if (sum.count && !sum.constant) lit = 0;
    }
    if (!lit) {
        uint64_t key = ((uint64_t)node << 16) | (uint64_t)k;
        for (s = 0; s < g->nstreams; s++)
            if (g->skey[s] == key) {
                snprintf(out, n, "nx(&ps[%d])", s);
                return 0;
            }
        if (g->nstreams == g->capskey) {
            g->capskey = g->capskey ? 2 * g->capskey : 64;
            if (!(g->skey = (uint64_t *)realloc(g->skey, (size_t)g->capskey * sizeof *g->skey))) exit(3);
        }
        g->skey[g->nstreams] = key;
        s = g->nstreams++;
        for (v = 0; v < nv; v++) {
            sct_reader_trace_variant(g->r, g->t, node, k, v, &rl, &sum);
            px_stream_of(g, s, node, k, v, &sum, px_rl(g, rl));
        }
        snprintf(out, n, "nx(&ps[%d])", s);
        return g->err ? -1 : 0;
    }
    out[0] = 0;
    for (v = 0; v < nv; v++) { /* the last variant with values needs no test */
        sct_reader_trace_variant(g->r, g->t, node, k, v, &rl, &sum);
        if (!sum.count) continue;
        px_lit(one, sizeof one, sum.first, role, sum.absolute);
        if (!first[0]) snprintf(first, sizeof first, "%s", one);
        else if (strcmp(first, one)) lit = 2;
        if (used) used += (size_t)snprintf(out + used, used < n ? n - used : 0, " : ");
        used += (size_t)snprintf(out + used, used < n ? n - used : 0, "in[%d] ? %s", px_rl(g, rl), one);
    }
    if (used >= n) return px_fail(g, "%s: a value with too many variants (node %lld)", "proxy", (long long)node);
    if (lit != 2) {
        snprintf(out, n, "%s", first[0] ? first : "0");
        return 0;
    }
    /* drop the last test: "(in[a] ? x : in[b] ? y : z)" */
    {
        char *last = strrchr(out, '?');
        size_t at = (size_t)(strrchr(out, ':') - out) + 2, len = strlen(last + 2);
        memmove(out + at, last + 2, len + 1);
        if (strlen(out) + 3 >= n) return px_fail(g, "%s: a value with too many variants (node %lld)", "proxy", (long long)node);
        memmove(out + 1, out, strlen(out) + 1);
        out[0] = '(';
        strcat(out, ")");
    }
    return 0;
}

/* Print text with every %s replaced by name. */
static void px_subst(FILE *f, const char *text, const char *name) {
    const char *p;
    while ((p = strstr(text, "%s"))) {
        fwrite(text, 1, (size_t)(p - text), f);
        fputs(name, f);
        text = p + 2;
    }
    fputs(text, f);
}

/* The function of one call site of the trace (one per site and op): the
   MPI call is made inside it, so the program's call sites are the trace's. */
static int px_site_fn(px_gen *g, int op, uint32_t site) {
    const sct_op *o = &g->ops->ops[op];
    const px_tmpl *tp = px_tmpl_of(o->name);
    uint32_t key = site * (uint32_t)g->ops->nops + (uint32_t)op;
    char where[1024];
    int p;
    if (!tp) return px_fail(g, "the trace calls %s, which sctrace proxy cannot make yet (%lld)", o->name, (long long)op);
    if (key >= g->nsites_done) {
        uint32_t n = 2 * key + 64;
        if (!(g->done = (unsigned char *)realloc(g->done, n))) exit(3);
        memset(g->done + g->nsites_done, 0, n - g->nsites_done);
        g->nsites_done = n;
    }
    if (g->done[key]) return 0;
    g->done[key] = 1;
    an_site_name(g->r, g->rep, site, where, sizeof where);
    fprintf(g->sites,
            "/* %s at %s */\nstatic PX_NOINLINE void s%u_%s(const int64_t *pv)\n{\n    px_site = %u;\n    px_args(pv, \"",
            o->name, where, site, short_name(o->name), site);
    for (p = 0; p < o->nparams; p++)
        fputc((o->param_roles[p] & SCT_PARAM_ARRAY) ? 'a' : !strcmp(o->param_names[p], "bottom") ? 'b' : 's', g->sites);
    fprintf(g->sites, "\");\n    ");
    px_subst(g->sites, tp->body, o->name);
    fprintf(g->sites, "\n}\n\n");
    return 0;
}

static void px_indent(FILE *f, int d) { fprintf(f, "%*s", 4 * d, ""); }

static int px_node(px_gen *g, uint32_t id, int d);

static int px_leaf(px_gen *g, uint32_t id, const sct_node_info *ni, int d) {
    const sct_op *o = &g->ops->ops[ni->op];
    const sct_hist *h = NULL;
    char e[4096], where[1024];
    int p, k = 0;
    uint64_t vals = 0;
    if (px_site_fn(g, ni->op, ni->site)) return -1;
    an_site_name(g->r, g->rep, ni->site, where, sizeof where);
    px_indent(g->body, d);
    fprintf(g->body, "/* %s at %s */\n", o->name, where);
    if (sct_reader_trace_hist(g->r, g->t, id, 0, &h) == SCT_OK && h->count) {
        px_indent(g->body, d);
        fprintf(g->body, g->exact_times ? "compute(PX_T(%.0f));\n" : "compute(%.0f);\n", sct_hist_mean(h));
    }
    px_indent(g->body, d);
    fprintf(g->body, "n = 0;\n");
    for (p = 0; p < o->nparams; p++) {
        int role = o->param_roles[p] & 0x7f;
        if (px_expr(g, id, k, role, e, sizeof e)) return -1;
        px_indent(g->body, d);
        if (!(o->param_roles[p] & SCT_PARAM_ARRAY)) {
            fprintf(g->body, "px_v[n++] = %s; /* %s */\n", e, o->param_names[p]);
            k++, vals++;
            continue;
        }
        {
            int nv, v;
            sct_stream_summary sum;
            const sct_ranklist *rl;
            uint64_t mx = 0;
            sct_reader_trace_variants(g->r, g->t, id, k, &nv);
            for (v = 0; v < nv; v++)
                if (sct_reader_trace_variant(g->r, g->t, id, k, v, &rl, &sum) == SCT_OK && sum.max > 0 &&
                    (uint64_t)sum.max > mx)
                    mx = (uint64_t)sum.max;
            vals += 1 + mx;
        }
        fprintf(g->body, "len = px_v[n++] = %s; /* %s */\n", e, o->param_names[p]);
        if (px_expr(g, id, k + 1, role, e, sizeof e)) return -1;
        px_indent(g->body, d);
        fprintf(g->body, "for (j = 0; j < len; j++) px_v[n++] = %s;\n", e);
        k += 2;
    }
    if (vals > g->vmax) g->vmax = vals;
    px_indent(g->body, d);
    fprintf(g->body, "s%u_%s(px_v);\n", ni->site, short_name(o->name));
    px_indent(g->body, d);
    fprintf(g->body, "RET();\n");
    return 0;
}

static int px_node_code(px_gen *g, uint32_t id, int d) {
    sct_node_info ni;
    char e[4096];
    int i;
    if (sct_reader_trace_node(g->r, g->t, id, &ni) != SCT_OK)
        return px_fail(g, "%s (node %lld)", sct_reader_error(g->r), (long long)id);
    if (ni.kind == SCT_NODE_LEAF) return px_leaf(g, id, &ni, d);
    if (px_expr(g, id, 0, SCT_ROLE_COUNT, e, sizeof e)) return -1;
    px_indent(g->body, d);
    fprintf(g->body, "for (int64_t i%d = 0, n%d = %s; i%d < n%d; i%d++) {\n", d, d, e, d, d, d);
    for (i = 0; i < ni.nbody; i++)
        if (px_node(g, ni.body[i], d + 1)) return -1;
    px_indent(g->body, d);
    fprintf(g->body, "}\n");
    return 0;
}

/* How often the structure holds each node (a node is counted at each place
   it appears in an entry or a loop body, its own body once). */
static int px_count(px_gen *g, uint32_t id) {
    sct_node_info ni;
    int i;
    if (id >= g->nnodes) return px_fail(g, "%s: node %lld out of range", "proxy", (long long)id);
    if (g->refs[id]++) return 0;
    if (sct_reader_trace_node(g->r, g->t, id, &ni) != SCT_OK)
        return px_fail(g, "%s (node %lld)", sct_reader_error(g->r), (long long)id);
    for (i = 0; ni.kind == SCT_NODE_LOOP && i < ni.nbody; i++)
        if (px_count(g, ni.body[i])) return -1;
    return 0;
}

/* A node held in two places or more becomes a function, printed once
   (before its first user: functions are copied out as they are finished),
   so the file grows with the structure, not with its expansion. */
static int px_node(px_gen *g, uint32_t id, int d) {
    if (id < g->nnodes && g->refs[id] >= 2) {
        if (!g->defined[id]) {
            FILE *save = g->body;
            int rc;
            g->defined[id] = 1;
            if (!(g->body = tmpfile())) return px_fail(g, "%s: cannot make a temporary file (node %lld)", "proxy", id);
            fprintf(g->body, "/* node %u: held in %u places */\nstatic void node%u(void)\n{\n", id, g->refs[id], id);
            rc = px_node_code(g, id, 1);
            fprintf(g->body, "}\n\n");
            px_copy(g->body, g->funcs);
            fclose(g->body);
            g->body = save;
            if (rc) return -1;
        }
        px_indent(g->body, d);
        fprintf(g->body, "node%u();\n", id);
        return 0;
    }
    return px_node_code(g, id, d);
}

/* One function per trace of the file: its top-level entries, each guarded
   by its rank list unless every rank of the trace runs it. */
static int px_trace(px_gen *g, int t) {
    sct_trace_info ti;
    uint32_t i, node;
    const sct_ranklist *rl;
    g->t = t;
    if (sct_reader_trace(g->r, t, &ti) != SCT_OK) return px_fail(g, "%s (trace %lld)", sct_reader_error(g->r), t);
    g->rep = sct_ranklist_next(ti.ranks, -1);
    g->nnodes = (uint32_t)ti.nodes;
    g->refs = (uint32_t *)calloc((size_t)g->nnodes + 1, sizeof *g->refs);
    g->defined = (unsigned char *)calloc((size_t)g->nnodes + 1, 1);
    if (!g->refs || !g->defined) exit(3);
    for (i = 0; i < ti.entries; i++) {
        if (sct_reader_trace_entry(g->r, t, i, &node, &rl) != SCT_OK)
            return px_fail(g, "%s (entry %lld)", sct_reader_error(g->r), (long long)i);
        if (px_count(g, node)) return -1;
    }
    fprintf(g->body, "/* trace %d of the file: ranks ", t);
    {
        char buf[256];
        sct_ranklist_format(ti.ranks, buf, sizeof buf);
        fprintf(g->body, "%s%s */\nstatic void trace%d(void)\n{\n", buf, strlen(buf) + 1 >= sizeof buf ? "..." : "",
                t);
    }
    for (i = 0; i < ti.entries; i++) {
        int all;
        if (sct_reader_trace_entry(g->r, t, i, &node, &rl) != SCT_OK)
            return px_fail(g, "%s (entry %lld)", sct_reader_error(g->r), (long long)i);
        all = sct_ranklist_count(rl) == sct_ranklist_count(ti.ranks);
        if (all) {
            if (px_node(g, node, 1)) return -1;
            continue;
        }
        fprintf(g->body, "    if (in[%d]) {\n", px_rl(g, rl));
        if (px_node(g, node, 2)) return -1;
        fprintf(g->body, "    }\n");
    }
    fprintf(g->body, "}\n\n");
    return 0;
}

/* The file: header comment, runtime, rank lists, tables, call sites, the
   structure, main. */
static void px_copy(FILE *from, FILE *to) {
    char buf[8192];
    size_t n;
    rewind(from);
    while ((n = fread(buf, 1, sizeof buf, from))) fwrite(buf, 1, n, to);
}

static void px_head(px_gen *g, FILE *o, const char *path, const char *out, int compute) {
    sct_file_info fi;
    const char *base = strrchr(path, '/');
    sct_reader_info(g->r, &fi);
    if (g->hist_of) { /* the replay's trace: name the histogram trace instead */
        path = g->hist_of, base = strrchr(path, '/');
        fprintf(o, "/* From the histogram trace %s: its calls are those of its histogram replay\n"
                   "   (sctrace-replay --seed %llu), traced and printed here as an exact trace.\n"
                   "   The line below is about that replay's trace. */\n",
                base ? base + 1 : path, g->seed);
    }
    fprintf(o,
            "/* Proxy application generated by sctrace proxy (sctrace %s) from the trace\n"
            "   %s\n"
            "   of '%s' on %d MPI ranks (%s): %llu calls, merge precision %d.\n"
            "   It makes the same MPI calls as the traced run, with the recorded\n"
            "   parameters, message sizes and loop counts, and spends the recorded\n"
            "   computation time between them (each call site's mean); payloads are\n"
            "   not the application's.\n\n"
            "   Build:  mpicc -std=c99 -O2 %s -o proxy\n"
            "   Run:    mpirun -np %d ./proxy [--compute=busy|sleep|none]\n"
            "           (default --compute=%s; it needs exactly %d ranks)\n"
            "   Trace it with LD_PRELOAD=libsctrace.so: `sctrace diff TRACE NEW --ignore-sites`\n"
            "   finds the two equivalent. */\n",
            sct_version(), base ? base + 1 : path, fi.program ? fi.program : "?", (int)fi.world_size,
            fi.mpi_library ? fi.mpi_library : "?", (unsigned long long)fi.events, fi.precision,
            out ? out : "app.c", (int)fi.world_size, compute == 0 ? "busy" : compute == 1 ? "sleep" : "none",
            (int)fi.world_size);
    fprintf(o, "#define PX_NRANKS %d\n#ifndef PX_COMPUTE\n#define PX_COMPUTE %d\n#endif\n", (int)fi.world_size,
            compute);
    fprintf(o, "#if defined(__GNUC__)\n#pragma GCC diagnostic ignored \"-Wunused-function\" /* the runtime is generic */\n"
               "#endif\nstatic void px_init_ranks(void);\n");
}

static void px_ranklists(px_gen *g, FILE *o) {
    int i, b, d;
    fprintf(o, "\n/* ---- the rank lists of the trace: in[k] says whether this rank is in list k ---- */\n");
    for (i = 0; i < g->nrl; i++) {
        char buf[128];
        sct_ranklist_format(g->rl[i], buf, sizeof buf);
        fprintf(o, "static const px_block rl%d[] = { /* <%s%s> */", i, buf, strlen(buf) + 1 >= sizeof buf ? "..." : "");
        for (b = 0; b < (int)g->rl[i]->nblocks; b++) {
            const sct_rankblock *x = &g->rl[i]->blocks[b];
            fprintf(o, "%s{%d, %d, {", b ? ", " : "", x->start, x->dims);
            for (d = 0; d < SCT_RANKLIST_DIMS; d++) fprintf(o, "%s%d", d ? ", " : "", d < x->dims ? x->count[d] : 0);
            fprintf(o, "}, {");
            for (d = 0; d < SCT_RANKLIST_DIMS; d++) fprintf(o, "%s%d", d ? ", " : "", d < x->dims ? x->stride[d] : 1);
            fprintf(o, "}}");
        }
        fprintf(o, "};\n");
    }
    fprintf(o, "static unsigned char in[%d];\n", g->nrl ? g->nrl : 1);
}

/* --times=exact: every rank's recorded computation before each call, in
   order (one table per rank: this grows with P and the call count). */
static int px_times(px_gen *g, FILE *o, char *err, size_t errlen) {
    sct_file_info fi;
    int i, got;
    sct_reader_info(g->r, &fi);
    if (fi.timing_mode != SCT_TIMING_EXACT) {
        snprintf(err, errlen, "--times=exact needs a trace recorded with SCTRACE_TIMING=exact (this one: %s)",
                 fi.timing_mode == SCT_TIMING_OFF ? "no timing" : "histograms");
        return -1;
    }
    fprintf(o, "\n/* ---- --times=exact: each rank's computation before each of its calls, ns ---- */\n");
    for (i = 0; i < fi.nranks; i++) {
        sct_iter *it;
        sct_event_out ev;
        uint64_t k = 0;
        int32_t rank = sct_reader_rank(g->r, i);
        if (sct_iter_create(g->r, rank, &it) != SCT_OK) {
            snprintf(err, errlen, "rank %d: %s", (int)rank, sct_reader_error(g->r));
            return -1;
        }
        fprintf(o, "static const int64_t times%d[] = {", (int)rank);
        while ((got = sct_iter_next(it, &ev)) > 0)
            fprintf(o, "%s%s%lld", k ? "," : "", k % 12 ? " " : "\n    ", (long long)ev.compute_ns), k++;
        fprintf(o, "%s};\n", k ? "" : "0");
        sct_iter_destroy(it);
        if (got < 0) {
            snprintf(err, errlen, "rank %d: %s", (int)rank, sct_reader_error(g->r));
            return -1;
        }
    }
    fprintf(o, "static const int64_t *const times[] = {");
    for (i = 0; i < fi.nranks; i++) fprintf(o, "%stimes%d", i ? ", " : "", (int)sct_reader_rank(g->r, i));
    fprintf(o, "};\nstatic uint64_t px_ti;\n#define PX_T(mean) ((double)times[me][px_ti++])\n");
    return 0;
}

static void px_main(px_gen *g, FILE *o) {
    int i;
    fprintf(o, "static px_stream ps[%d]; /* the value streams that are not literals, this rank's variants */\n\n",
            g->nstreams ? g->nstreams : 1);
    fprintf(o, "static void px_init_ranks(void)\n{\n    (void)ps;\n");
    for (i = 0; i < g->nrl; i++)
        fprintf(o, "    in[%d] = (unsigned char)px_in(rl%d, %u, me);\n", i, i, g->rl[i]->nblocks);
    px_copy(g->init, o);
    fprintf(o, "}\n\nstatic int64_t px_v[%llu]; /* the values of the call being made */\n\n",
            (unsigned long long)g->vmax + 1);
    fprintf(o, "/* ---- one function per call site of the trace ---- */\n\n");
    px_copy(g->sites, o);
    fprintf(o, "/* ---- the loop structure: nodes held in several places, then the whole ---- */\n\n"
               "static int64_t n, len, j; /* the values of the call being made: how many, an array's length */\n\n");
    px_copy(g->funcs, o);
    px_copy(g->body, o);
    fprintf(o, "int main(int argc, char **argv)\n{\n    int i;\n    px_argc = argc, px_argv = argv;\n"
               "    for (i = 1; i < argc; i++) {\n"
               "        if (!strcmp(argv[i], \"--compute=busy\")) compute_mode = 0;\n"
               "        else if (!strcmp(argv[i], \"--compute=sleep\")) compute_mode = 1;\n"
               "        else if (!strcmp(argv[i], \"--compute=none\")) compute_mode = 2;\n"
               "        else {\n"
               "            fprintf(stderr, \"usage: %%s [--compute=busy|sleep|none] (on %%d MPI ranks)\\n\", argv[0], PX_NRANKS);\n"
               "            return strcmp(argv[i], \"--help\") ? 2 : 0;\n"
               "        }\n"
               "    }\n"
               "    (void)n, (void)len, (void)j;\n    trace0();\n    return 0;\n}\n");
}

/* Print the proxy app of the trace in `path` to o; 0, or -1 with *err. */
static int px_generate(const char *path, const char *out, int compute, int times_exact, FILE *o, char *err,
                       size_t errlen, const char *hist_of, unsigned long long seed, int *hist) {
    px_gen g;
    sct_read_desc d;
    sct_file_info fi;
    int rc = -1, i;
    memset(&g, 0, sizeof g);
    memset(&d, 0, sizeof d);
    if (sct_reader_open(path, &d, &g.r, err, errlen) != SCT_OK) return -1;
    g.ops = sct_reader_ops(g.r);
    g.exact_times = times_exact;
    g.hist_of = hist_of, g.seed = seed;
    sct_reader_info(g.r, &fi);
    g.tabs = tmpfile(), g.init = tmpfile(), g.sites = tmpfile(), g.body = tmpfile(), g.funcs = tmpfile();
    if (!g.tabs || !g.init || !g.sites || !g.body || !g.funcs)
        snprintf(err, errlen, "cannot make a temporary file");
    else if (fi.nthreads > 1)
        snprintf(err, errlen, "%d threads per rank (MPI_THREAD_MULTIPLE): sctrace proxy generates one timeline per rank",
                 fi.nthreads);
    else if (sct_reader_ntraces(g.r) != 1)
        snprintf(err, errlen, "%d traces in the file (one per rank or group): sctrace proxy needs a merged trace",
                 sct_reader_ntraces(g.r));
    else if (px_trace(&g, 0))
        snprintf(err, errlen, "%s", g.err);
    else {
        px_head(&g, o, path, out, compute);
        for (i = 0; px_runtime[i]; i++) fputs(px_runtime[i], o);
        px_ranklists(&g, o);
        fprintf(o, "\n/* ---- value streams that are neither constant nor literal ---- */\n");
        px_copy(g.tabs, o);
        if (!times_exact || !px_times(&g, o, err, errlen)) {
            px_main(&g, o);
            rc = ferror(o) ? -1 : 0;
            if (rc) snprintf(err, errlen, "write error");
        }
    }
    if (g.tabs) fclose(g.tabs);
    if (g.init) fclose(g.init);
    if (g.sites) fclose(g.sites);
    if (g.body) fclose(g.body);
    if (g.funcs) fclose(g.funcs);
    free(g.refs);
    free(g.defined);
    free((void *)g.rl);
    free(g.done);
    free(g.vals);
    free(g.skey);
    sct_reader_close(g.r);
    *hist = g.hist;
    return rc;
}

/*== >>px_hist  histogram traces: through their replay ============================*/

/* A trace with histogram streams (precision below 100) is not one program:
   a peer, size or trip count drawn on one rank must meet the matching call
   drawn on another. The histogram replay (tools/sctrace_replay.h,
   ScalaH-Trace section 5) makes them meet: every rank walks every rank's
   events with one seed, the target of a send posts its receive itself,
   collectives are issued by every member at one agreed position, waits
   complete what was posted up to them. Rather than a second copy of that
   logic in generated C, the generator runs that replay, traced (--trace),
   on the trace's rank count and prints the exact trace it gives, as for any
   exact trace: the program makes the replay's calls with the replay's draws
   (one seed), in the replay's order, so it cannot deadlock when the replay
   does not. The replay spends the computation asleep, so that the traced
   times (each site's mean) are the trace's. The price: generating needs the
   MPI and P ranks, and takes about the run's time. (docs/proxy.md says why
   drawing in the program alone cannot work.) */

typedef struct px_hopts {
    const char *launcher;     /* the command before the program, or NULL: mpirun -np P of the MPI */
    int mpi;                  /* RN_MPICH, RN_OPENMPI; RN_UNKNOWN: from the trace */
    unsigned long long seed;  /* of the replay's draws */
    const char *keep;         /* where the replay's trace stays, or NULL: a temporary file */
} px_hopts;

/* The replay of an MPI: next to this sctrace (build tree), else installed. */
static int px_replay_bin(int mpi, char *out, size_t n) {
    char dir[PATH_MAX];
    if (rn_self_dir(dir, sizeof dir)) return -1;
    snprintf(out, n, "%s/%s/sctrace-replay", dir, rn_mpi_dir[mpi]);
    if (access(out, X_OK) == 0) return 0;
    snprintf(out, n, "%s/sctrace-replay.%s", dir, rn_mpi_dir[mpi]);
    return access(out, X_OK);
}

/* Run nv; its standard output goes to standard error (the program may be
   written to standard output). The exit status, or 128 + signal. */
static int px_spawn(char **nv) {
    pid_t pid;
    int st;
    fflush(stdout);
    fflush(stderr);
    if ((pid = fork()) < 0) return -1;
    if (pid == 0) {
        dup2(2, 1);
        execvp(nv[0], nv);
        fprintf(stderr, "%s proxy: cannot run %s: %s\n", prog, nv[0], strerror(errno));
        _exit(127);
    }
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR) return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

/* Replay the histogram trace file, traced into tmp (h->keep, else a new
   temporary file). */
static int px_hist_replay(const char *file, const px_hopts *h, char *tmp, size_t ntmp, char *err, size_t errlen) {
    char bin[PATH_MAX + 64], words[1024], np[16], seed[32], *nv[96], *w;
    const char *dir = getenv("TMPDIR");
    sct_read_desc d;
    sct_reader *r;
    sct_file_info fi;
    int mpi = h->mpi, k = 0, fd, rc;
    memset(&d, 0, sizeof d);
    if (sct_reader_open(file, &d, &r, err, errlen) != SCT_OK) return -1;
    sct_reader_info(r, &fi);
    if (mpi == RN_UNKNOWN && fi.mpi_library)
        mpi = strstr(fi.mpi_library, "Open MPI") ? RN_OPENMPI : strstr(fi.mpi_library, "MPICH") ? RN_MPICH : RN_UNKNOWN;
    snprintf(np, sizeof np, "%d", (int)fi.world_size);
    sct_reader_close(r);
    if (mpi == RN_UNKNOWN)
        return snprintf(err, errlen, "the trace's MPI is neither MPICH nor Open MPI: say which with --mpi"), -1;
    if (px_replay_bin(mpi, bin, sizeof bin))
        return snprintf(err, errlen, "no sctrace-replay for %s next to sctrace (a histogram trace is generated "
                        "through its replay)", rn_mpi_name[mpi]), -1;
    snprintf(words, sizeof words, "%s", h->launcher ? h->launcher : "");
    for (w = strtok(words, " \t"); w && k < 64; w = strtok(NULL, " \t")) nv[k++] = w;
    if (!h->launcher) {
        nv[k++] = (char *)(mpi == RN_OPENMPI ? "mpirun.openmpi" : "mpiexec.mpich");
        if (mpi == RN_OPENMPI) nv[k++] = (char *)"--oversubscribe";
        nv[k++] = (char *)"-np", nv[k++] = np;
    }
    if (!k) return snprintf(err, errlen, "an empty --launcher"), -1;
    if (mpi == RN_OPENMPI) /* the replay's trace is exact whatever the environment says */
        nv[k++] = (char *)"-x", nv[k++] = (char *)"SCTRACE_PRECISION=100";
    else
        nv[k++] = (char *)"-genv", nv[k++] = (char *)"SCTRACE_PRECISION", nv[k++] = (char *)"100";
    if (h->keep) {
        snprintf(tmp, ntmp, "%s", h->keep);
    } else {
        snprintf(tmp, ntmp, "%s/sctrace-proxy.XXXXXX", dir && *dir ? dir : "/tmp");
        if ((fd = mkstemp(tmp)) < 0) return snprintf(err, errlen, "%s: %s", tmp, strerror(errno)), -1;
        close(fd);
    }
    snprintf(seed, sizeof seed, "%llu", h->seed);
    nv[k++] = bin, nv[k++] = (char *)"--compute=sleep", nv[k++] = (char *)"--quiet";
    nv[k++] = (char *)"--seed", nv[k++] = seed, nv[k++] = (char *)"--trace", nv[k++] = tmp;
    nv[k++] = (char *)file, nv[k] = NULL;
    if ((rc = px_spawn(nv)) != 0) {
        snprintf(err, errlen, "its histogram replay failed (%s ... %s, status %d)", nv[0], bin, rc);
        if (!h->keep) remove(tmp);
        return -1;
    }
    return 0;
}

/*== >>px_cmd  the verb ===========================================================*/

#define PX_HELP                                                                                                        \
    "Write a proxy application of the trace: one C file, a standalone MPI program\n"                                   \
    "(no sctrace header needed; mpicc -std=c99) that makes the trace's calls with\n"                                   \
    "their recorded parameters, message sizes and loop counts, on the trace's rank\n"                                  \
    "count (it checks MPI_Comm_size). Loops are the trace's loops, one function per\n"                                 \
    "call site; ranks of one class share code; values that differ between ranks\n"                                   \
    "are expressions of rank lists (in[k]), so the file grows with the trace's\n"                                      \
    "structure, not with the rank or iteration count. Traced, it gives back an\n"                                      \
    "equivalent trace (sctrace diff --ignore-sites).\n"                                                                \
    "  -o FILE                  write to FILE (default: standard output)\n"                                            \
    "  --compute=busy|sleep|none  how the generated program spends the recorded\n"                                     \
    "                           computation time (each site's mean) by default\n"                                      \
    "                           (busy); the program takes the same option\n"                                           \
    "  --times=mean|exact       the computation before each call: its call site's\n"                                  \
    "                           mean (default), or each rank's recorded time of each\n"                                \
    "                           call (a trace taken with SCTRACE_TIMING=exact; one\n"                                   \
    "                           table per rank, so the file grows with P and calls)\n"                                 \
    "  --seed N                 a histogram trace: the seed of its replay's draws\n"                                  \
    "                           (default 1, as sctrace-replay's)\n"                                                    \
    "  --mpi mpich|openmpi      a histogram trace: the MPI to replay it with\n"                                       \
    "                           (default: the trace's)\n"                                                              \
    "  --launcher 'CMD ...'     a histogram trace: how to start its P ranks\n"                                        \
    "                           (default: mpirun.openmpi --oversubscribe -np P or\n"                                  \
    "                           mpiexec.mpich -np P)\n"                                                               \
    "  --replay-trace FILE      a histogram trace: keep the replay's (exact) trace,\n"                                \
    "                           which the program is printed from, in FILE\n"                                         \
    "Needs a merged trace whose calls are in the generator's table (point-to-point,\n"                                \
    "requests, collectives with their vector and non-blocking forms, communicators,\n"                                \
    "groups, derived datatypes, reduction ops, windows, MPI-IO on scratch files);\n"                                  \
    "it names the first call it cannot make. A trace with histograms (precision\n"                                  \
    "below 100) is run through its histogram replay (build/<mpi>/sctrace-replay,\n"                                  \
    "traced, on P ranks, computation asleep) and the program makes the replay's\n"                                   \
    "calls: the same draws for the same seed, deadlock-free as the replay is."

static int px_cmd_proxy(int argc, char **argv) {
    const char *file = NULL, *out = NULL;
    int i, compute = 0, rc, times_exact = 0, hist = 0;
    char err[PATH_MAX + 600], tmp[PATH_MAX];
    px_hopts h;
    FILE *o = stdout;
    memset(&h, 0, sizeof h);
    h.seed = 1;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-o")) {
            if (i + 1 >= argc) return usage_error("proxy", "%s needs a file name", argv[i]);
            out = argv[++i];
        } else if (!strncmp(argv[i], "--compute=", 10)) {
            const char *m = argv[i] + 10;
            compute = !strcmp(m, "busy") ? 0 : !strcmp(m, "sleep") ? 1 : !strcmp(m, "none") ? 2 : -1;
            if (compute < 0) return usage_error("proxy", "--compute takes busy, sleep or none, not '%s'", m);
        } else if (!strncmp(argv[i], "--times=", 8)) {
            const char *m = argv[i] + 8;
            times_exact = !strcmp(m, "exact") ? 1 : !strcmp(m, "mean") ? 0 : -1;
            if (times_exact < 0) return usage_error("proxy", "--times takes mean or exact, not '%s'", m);
        } else if (!strcmp(argv[i], "--seed") || !strcmp(argv[i], "--mpi") || !strcmp(argv[i], "--launcher") ||
                   !strcmp(argv[i], "--replay-trace")) { /* a histogram trace's replay */
            const char *opt = argv[i], *v = i + 1 < argc ? argv[++i] : NULL;
            char *end = NULL;
            if (!v) return usage_error("proxy", "%s needs a value", opt);
            if (!strcmp(opt, "--launcher")) {
                h.launcher = v;
            } else if (!strcmp(opt, "--replay-trace")) {
                h.keep = v;
            } else if (!strcmp(opt, "--seed")) {
                h.seed = strtoull(v, &end, 0);
                if (!*v || *end || *v == '-')
                    return usage_error("proxy", "--seed takes a non-negative integer, not '%s'", v);
            } else if ((h.mpi = !strcmp(v, "mpich") ? RN_MPICH : !strcmp(v, "openmpi") ? RN_OPENMPI : -1) < 0) {
                return usage_error("proxy", "--mpi takes mpich or openmpi, not '%s'", v);
            }
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return usage_error("proxy", "unknown option '%s'", argv[i]);
        } else if (!file) {
            file = argv[i];
        } else {
            return usage_error("proxy", "one trace only, not also '%s'", argv[i]);
        }
    }
    if (!file) return usage_error("proxy", "%s", "needs a trace FILE");
    if (out && !(o = fopen(out, "w"))) {
        fprintf(stderr, "%s proxy: %s: %s\n", prog, out, strerror(errno));
        return 1;
    }
    rc = px_generate(file, out, compute, times_exact, o, err, sizeof err, NULL, 0, &hist);
    if (rc && hist && times_exact) {
        snprintf(err, sizeof err, "--times=exact needs an exact trace, this one has histograms (precision below 100)");
    } else if (rc && hist) { /* >>px_hist: the program of its histogram replay */
        rc = px_hist_replay(file, &h, tmp, sizeof tmp, err, sizeof err);
        if (!rc) {
            rc = px_generate(tmp, out, compute, 0, o, err, sizeof err, file, h.seed, &hist);
            if (!h.keep) remove(tmp);
        }
    }
    if (out && fclose(o) && !rc) rc = -1, snprintf(err, sizeof err, "%s: %s", out, strerror(errno));
    if (rc) {
        fprintf(stderr, "%s proxy: %s: %s\n", prog, file, err);
        if (out) remove(out);
        return 1;
    }
    return 0;
}

#endif /* SCT_PROXY_H */
