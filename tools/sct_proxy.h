/* sct_proxy.h - the proxy-app generator of the sctrace tool (sctrace proxy).

   Included once by tools/sctrace.c after sctrace.h; MPI-free: it reads a
   trace with the core's reader and prints one C file, a standalone MPI
   program that makes the trace's calls (Pilgrim section 5, DESIGN section 8).
   Everything here is static; the verb's entry point is px_cmd_proxy().

   TABLE OF CONTENTS
     1. >>px_rt     the runtime every generated file starts with
     2. >>px_ops    one call template per MPI op, after the replay engine's
     3. >>px_gen    walking the merged structure and printing its code
     4. >>px_hist   histogram traces: through their replay (--via-replay)
     5. >>px_draw   the reader's histogram draws, iterator and walk, in generated C
     6. >>px_hwalk  histogram traces: the replay's calls from the walk, at run time
     7. >>px_cmd    the verb

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

/* The predefined datatypes and reduction ops in the order of their ids (the
   tracer's, sctrace_mpi.h's sct__m_predef_handles), for both runtimes. */
#define PX_PREDEF_TYPES \
    "        MPI_CHAR, MPI_SIGNED_CHAR, MPI_UNSIGNED_CHAR, MPI_BYTE, MPI_WCHAR, MPI_SHORT,\n" \
    "        MPI_UNSIGNED_SHORT, MPI_INT, MPI_UNSIGNED, MPI_LONG, MPI_UNSIGNED_LONG, MPI_LONG_LONG,\n" \
    "        MPI_UNSIGNED_LONG_LONG, MPI_FLOAT, MPI_DOUBLE, MPI_LONG_DOUBLE, MPI_PACKED, MPI_FLOAT_INT,\n" \
    "        MPI_DOUBLE_INT, MPI_LONG_INT, MPI_SHORT_INT, MPI_2INT, MPI_LONG_DOUBLE_INT, MPI_INT8_T,\n" \
    "        MPI_INT16_T, MPI_INT32_T, MPI_INT64_T, MPI_UINT8_T, MPI_UINT16_T, MPI_UINT32_T,\n" \
    "        MPI_UINT64_T, MPI_C_BOOL, MPI_C_FLOAT_COMPLEX, MPI_C_DOUBLE_COMPLEX,\n" \
    "        MPI_C_LONG_DOUBLE_COMPLEX, MPI_AINT, MPI_OFFSET, MPI_COUNT,\n" \
    "        MPI_CHARACTER, MPI_LOGICAL, MPI_INTEGER, MPI_REAL, MPI_DOUBLE_PRECISION, MPI_COMPLEX,\n" \
    "        MPI_DOUBLE_COMPLEX, MPI_2INTEGER, MPI_2REAL, MPI_2DOUBLE_PRECISION, MPI_INTEGER1,\n" \
    "        MPI_INTEGER2, MPI_INTEGER4, MPI_INTEGER8, MPI_REAL4, MPI_REAL8, MPI_REAL16, MPI_COMPLEX8,\n" \
    "        MPI_COMPLEX16, MPI_COMPLEX32, MPI_CXX_BOOL, MPI_CXX_FLOAT_COMPLEX, MPI_CXX_DOUBLE_COMPLEX,\n" \
    "        MPI_CXX_LONG_DOUBLE_COMPLEX};\n" \
    ""
#define PX_PREDEF_OPS \
    "        MPI_MAX, MPI_MIN, MPI_SUM, MPI_PROD, MPI_LAND, MPI_BAND, MPI_LOR,\n" \
    "        MPI_BOR, MPI_LXOR, MPI_BXOR, MPI_MINLOC, MPI_MAXLOC, MPI_REPLACE, MPI_NO_OP};\n"

/* Printed verbatim after the header comment. Symbols of the trace format
   (SCT_PEER_NULL ...) are repeated as PX_* so that the file needs no
   sctrace header. Four optional hooks of libsctrace.so (weak: absent when
   the program runs untraced) keep markers, wildcard receives, the names of
   opened files and the requests a wait completes as recorded. */
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
    "extern void sctrace_request_ids(const int64_t *ids, int n) __attribute__((weak));\n"
    "#define PX_MARKER(h) (sctrace_marker_value ? sctrace_marker_value(h) : (void)0)\n"
    "#define PX_WILD(on) (sctrace_wildcard ? sctrace_wildcard(on) : (void)0)\n"
    "#define PX_FNAME(id) (sctrace_file_name ? sctrace_file_name(id) : (void)0)\n"
    "#define PX_REQIDS(ids, n) (sctrace_request_ids ? sctrace_request_ids(ids, n) : (void)0)\n"
    "#else\n"
    "#define PX_NOINLINE\n"
    "#define PX_MARKER(h) ((void)(h))\n"
    "#define PX_WILD(on) ((void)(on))\n"
    "#define PX_FNAME(id) ((void)(id))\n"
    "#define PX_REQIDS(ids, n) ((void)(ids), (void)(n))\n"
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
    "static int px_ip;  /* the call's buffer that was MPI_IN_PLACE: 1 SBUF, 2 RBUF */\n"
    "/* shape: 's' a scalar, 'a' an array, 'b' the scalar \"bottom\", 'i' \"in_place\" */\n"
    "static void px_args(const int64_t *v, const char *shape)\n"
    "{\n"
    "    int k;\n"
    "    px_bot = px_ip = 0;\n"
    "    for (k = 0; shape[k]; k++) {\n"
    "        if (shape[k] == 'b') px_bot = (int)(v[0] & 3);\n"
    "        if (shape[k] == 'i') px_ip = (int)v[0];\n"
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
    "static px_map comms, dtypes, rops, reqs, grps, wins, files, keys, errhs, infos;\n"
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
    "    const MPI_Datatype t[62] = {\n" PX_PREDEF_TYPES "    const MPI_Op o[14] = {\n" PX_PREDEF_OPS
    "    const int k[] = {MPI_TAG_UB, MPI_HOST, MPI_IO, MPI_WTIME_IS_GLOBAL, MPI_UNIVERSE_SIZE, MPI_LASTUSEDCODE,\n"
    "                     MPI_APPNUM, MPI_WIN_BASE, MPI_WIN_SIZE, MPI_WIN_DISP_UNIT, MPI_WIN_CREATE_FLAVOR, MPI_WIN_MODEL};\n"
    "    MPI_Errhandler e[3] = {MPI_ERRORS_ARE_FATAL, MPI_ERRORS_RETURN, MPI_ERRHANDLER_NULL};\n"
    "    MPI_Info env = MPI_INFO_ENV;\n"
    "    int i, size;\n"
    "    for (i = 0; i < (int)(sizeof t / sizeof t[0]); i++)\n"
    "        if (t[i] != MPI_DATATYPE_NULL && PMPI_Type_size(t[i], &size) == MPI_SUCCESS) px_put(&dtypes, i, &t[i], sizeof t[i]);\n",
    "    for (i = 0; i < (int)(sizeof o / sizeof o[0]); i++) px_put(&rops, i, &o[i], sizeof o[i]);\n"
    "    for (i = 0; i < (int)(sizeof k / sizeof k[0]); i++) px_put(&keys, i, &k[i], sizeof k[i]);\n"
    "#ifdef MPI_ERRORS_ABORT\n"
    "    e[2] = MPI_ERRORS_ABORT;\n"
    "#endif\n"
    "    for (i = 0; i < 3 && e[i] != MPI_ERRHANDLER_NULL; i++) px_put(&errhs, i, &e[i], sizeof e[i]);\n"
    "    px_put(&infos, 0, &env, sizeof env);\n"
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
    "#define SBUF(span) (px_ip == 1 ? MPI_IN_PLACE : px_bot & 1 ? MPI_BOTTOM : px_payload(0, span))\n"
    "#define RBUF(span) (px_ip == 2 ? MPI_IN_PLACE : px_bot & 2 ? MPI_BOTTOM : px_payload(1, span))\n"
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
    "    PX_REQIDS(a + 1, *n); /* the ids the run's wait named, where MPI shares a value */\n"
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
    "    PX_REQIDS(NULL, 0);\n"
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
    "/* Groups by id (0: MPI_GROUP_EMPTY, as the tracer numbers it). */\n"
    "static MPI_Group GRP(int64_t id)\n"
    "{\n"
    "    MPI_Group g = MPI_GROUP_EMPTY;\n"
    "    if (id != 0) px_get(&grps, id, &g, sizeof g, \"unknown group\");\n"
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
    "/* The neighbours of a process topology: in (out = 0) or out (out = 1). */\n"
    "static int px_nbrs(MPI_Comm c, int out)\n"
    "{\n"
    "    int t = MPI_UNDEFINED, n = 0, i = 0, o = 0, w;\n"
    "    if (PMPI_Topo_test(c, &t) != MPI_SUCCESS) return 0;\n"
    "    if (t == MPI_CART && PMPI_Cartdim_get(c, &n) == MPI_SUCCESS) return 2 * n;\n"
    "    if (t == MPI_GRAPH && PMPI_Graph_neighbors_count(c, px_rank_in(c), &n) == MPI_SUCCESS) return n;\n"
    "    if (t == MPI_DIST_GRAPH && PMPI_Dist_graph_neighbors_count(c, &i, &o, &w) == MPI_SUCCESS) return out ? o : i;\n"
    "    return 0;\n"
    "}\n"
    "/* MPI_UNWEIGHTED, hidden from gcc (Open MPI's is a small constant address) */\n"
    "static int *px_unweighted(void)\n"
    "{\n"
    "    int *volatile w = MPI_UNWEIGHTED;\n"
    "    return w;\n"
    "}\n"
    "static int *px_ints_of(int k)\n"
    "{\n"
    "    int i, *v = px_ints((size_t)LEN(k) + 1);\n"
    "    for (i = 0; i < LEN(k); i++) v[i] = (int)ARR(k)[i];\n"
    "    return v;\n"
    "}\n"
    "\n",
    /* attribute keys, error handlers, info objects */
    "/* Attribute keys and error handlers by id (the predefined ones fixed, as the\n"
    "   tracer numbers them); attribute values are any pointer of the proxy's\n"
    "   (the trace holds none). */\n"
    "#define ATTRV ((void *)px_a)\n"
    "static int KEY(int64_t id)\n"
    "{\n"
    "    int k = MPI_KEYVAL_INVALID;\n"
    "    px_get(&keys, id, &k, sizeof k, \"unknown attribute key\");\n"
    "    return k;\n"
    "}\n"
    "static void NEWKEY(int64_t id, int k) { if (id != PX_NONE) px_put(&keys, id, &k, sizeof k); }\n"
    "static MPI_Errhandler ERRH(int64_t id)\n"
    "{\n"
    "    MPI_Errhandler e = MPI_ERRORS_ARE_FATAL;\n"
    "    px_get(&errhs, id, &e, sizeof e, \"unknown error handler\");\n"
    "    return e;\n"
    "}\n"
    "static void NEWERRH(int64_t id, MPI_Errhandler e) { if (id != PX_NONE && e != MPI_ERRHANDLER_NULL) px_put(&errhs, id, &e, sizeof e); }\n"
    "/* The application's error handlers: an error stops the proxy. */\n"
    "static void px_err(int *code) { px_die(\"an MPI error in an error handler of the application, code\", code ? *code : -1); }\n"
    "static void px_comm_err(MPI_Comm *c, int *code, ...) { (void)c; px_err(code); }\n"
    "static void px_win_err(MPI_Win *w, int *code, ...) { (void)w; px_err(code); }\n"
    "static void px_file_err(MPI_File *f, int *code, ...) { (void)f; px_err(code); }\n"
    "/* An info object by id: one the run got where the tracer did not see it is\n"
    "   an empty stand-in, made untraced. */\n"
    "static MPI_Info INFO(int64_t id)\n"
    "{\n"
    "    MPI_Info i = MPI_INFO_NULL;\n"
    "    px_ent *e = id == PX_NONE ? NULL : px_find(&infos, id, 0);\n"
    "    if (e) memcpy(&i, e->h, sizeof i);\n"
    "    else if (id != PX_NONE && PMPI_Info_create(&i) == MPI_SUCCESS) px_put(&infos, id, &i, sizeof i);\n"
    "    return i;\n"
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
                              "    MPI_Comm_split_type(COMM(V(0)), CV(PX_C_SPLIT, V(1)), (int)V(2), MPI_INFO_NULL, &nc);\n"
                              "    NEWCOMM(V(3), nc);"},
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
    {" MPI_Win_fence MPI_Win_lock_all ", "%s(CV(PX_C_ASSERT, V(0)), WIN(V(1)).w);"},
    {" MPI_Win_unlock_all MPI_Win_flush_all MPI_Win_flush_local_all MPI_Win_sync MPI_Win_complete MPI_Win_wait ",
     "%s(WIN(V(0)).w);"},
    {" MPI_Win_post MPI_Win_start ", "%s(GRP(V(0)), CV(PX_C_ASSERT, V(1)), WIN(V(2)).w);"},
    {" MPI_Win_lock ",
     "px_win w = WIN(V(3));\n    MPI_Win_lock(CV(PX_C_LOCK, V(0)), TGT(V(1), w), CV(PX_C_ASSERT, V(2)), w.w);"},
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
     "    MPI_Type_create_subarray(n, a, a + n, a + 2 * n, CV(PX_C_ORDER, V(4)), DT(V(5)), &t);\n    NEWDT(V(6), t);"},
    {" MPI_Type_create_darray ",
     "int i, n = (int)V(2), *a = px_ints(4 * (size_t)(n > 0 ? n : 0) + 1);\n    MPI_Datatype t = MPI_DATATYPE_NULL;\n"
     "    for (i = 0; i < n; i++)\n"
     "        a[i] = i < LEN(3) ? (int)ARR(3)[i] : 1, a[n + i] = i < LEN(4) ? CV(PX_C_DISTRIB, ARR(4)[i]) : 0,\n"
     "        a[2 * n + i] = i < LEN(5) ? CV(PX_C_DARG, ARR(5)[i]) : 0, a[3 * n + i] = i < LEN(6) ? (int)ARR(6)[i] : 1;\n"
     "    MPI_Type_create_darray((int)V(0), (int)V(1), n, a, a + n, a + 2 * n, a + 3 * n, CV(PX_C_ORDER, V(7)), DT(V(8)), &t);\n"
     "    NEWDT(V(9), t);"},
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
    {" MPI_File_iwrite MPI_File_iread MPI_File_iwrite_all MPI_File_iread_all MPI_File_iwrite_shared MPI_File_iread_shared ",
     "MPI_Datatype t = DT(V(2));\n    int n = CNT(V(1), t);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    %s(FH(V(0)), strstr(\"%s\", \"write\") ? SBUF(SPAN(n, t)) : RBUF(SPAN(n, t)), n, t, &q);\n    NEWREQ(V(3), q);"},
    {" MPI_File_iwrite_at_all MPI_File_iread_at_all ",
     "MPI_Datatype t = DT(V(3));\n    int n = CNT(V(2), t);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    %s(FH(V(0)), (MPI_Offset)V(1), strstr(\"%s\", \"write\") ? SBUF(SPAN(n, t)) : RBUF(SPAN(n, t)), n, t, &q);\n"
     "    NEWREQ(V(4), q);"},
    {" MPI_File_get_amode MPI_File_get_atomicity ", "int v;\n    %s(FH(V(0)), &v);"},
    {" MPI_File_set_atomicity ", "MPI_File_set_atomicity(FH(V(0)), (int)V(1));"},
    {" MPI_File_seek_shared ", "MPI_File_seek_shared(FH(V(0)), (MPI_Offset)V(1), (int)V(2));"},
    {" MPI_File_get_position_shared ", "MPI_Offset v;\n    MPI_File_get_position_shared(FH(V(0)), &v);"},
    {" MPI_File_get_byte_offset ", "MPI_Offset v;\n    MPI_File_get_byte_offset(FH(V(0)), (MPI_Offset)V(1), &v);"},
    {" MPI_File_get_type_extent ", "MPI_Aint v;\n    MPI_File_get_type_extent(FH(V(0)), DT(V(1)), &v);"},
    {" MPI_File_get_info ", "MPI_Info i = MPI_INFO_NULL;\n    if (MPI_File_get_info(FH(V(0)), &i) == MPI_SUCCESS) PMPI_Info_free(&i);"},
    {" MPI_File_set_info ", "MPI_Info i = MPI_INFO_NULL;\n    PMPI_Info_create(&i);\n"
                            "    MPI_File_set_info(FH(V(0)), i); /* the run's hints are not recorded: none */\n    PMPI_Info_free(&i);"},
    {" MPI_File_get_view ",
     "MPI_Offset o;\n    MPI_Datatype t[2];\n    char rep[MPI_MAX_DATAREP_STRING + 1];\n    int i, a, b, c, d;\n"
     "    if (MPI_File_get_view(FH(V(0)), &o, &t[0], &t[1], rep) == MPI_SUCCESS)\n"
     "        for (i = 0; i < 2; i++)\n"
     "            if (PMPI_Type_get_envelope(t[i], &a, &b, &c, &d) == MPI_SUCCESS && d != MPI_COMBINER_NAMED) PMPI_Type_free(&t[i]);"},
    {" MPI_File_get_group ", "MPI_Group g = MPI_GROUP_NULL;\n    MPI_File_get_group(FH(V(0)), &g);\n    NEWGRP(V(1), g);"},
    {" MPI_Win_get_group ", "MPI_Group g = MPI_GROUP_NULL;\n    MPI_Win_get_group(WIN(V(0)).w, &g);\n    NEWGRP(V(1), g);"},
    {" MPI_Raccumulate ", "MPI_Datatype ot = DT(V(1)), tt = DT(V(5));\n    px_win w = WIN(V(7));\n"
                          "    int on = CNT(V(0), ot), tn = CNT(V(4), tt);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
                          "    MPI_Raccumulate(SBUF(SPAN(on, ot)), on, ot, TGT(V(2), w), (MPI_Aint)V(3), tn, tt, OPH(V(6)), w.w, &q);\n"
                          "    NEWREQ(V(8), q);"},
    {" MPI_Rget_accumulate ",
     "MPI_Datatype ot = DT(V(1)), rt = DT(V(3)), tt = DT(V(7));\n    px_win w = WIN(V(9));\n"
     "    int on = CNT(V(0), ot), rn = CNT(V(2), rt), tn = CNT(V(6), tt);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    MPI_Rget_accumulate(SBUF(SPAN(on, ot)), on, ot, RBUF(SPAN(rn, rt)), rn, rt, TGT(V(4), w), (MPI_Aint)V(5), tn, tt,\n"
     "                        OPH(V(8)), w.w, &q);\n    NEWREQ(V(10), q);"},
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
    {" MPI_Query_thread MPI_Is_thread_main ", "int v;\n    %s(&v);"},
    {" MPI_Get_version ", "int v, w;\n    MPI_Get_version(&v, &w);"},
    {" MPI_Get_library_version ", "char name[MPI_MAX_LIBRARY_VERSION_STRING];\n    int v;\n    MPI_Get_library_version(name, &v);"},
    /* attribute keys and attributes: values of the proxy's, as the replay's */
    {" MPI_Comm_create_keyval ", "int k = MPI_KEYVAL_INVALID;\n"
                                 "    MPI_Comm_create_keyval(MPI_COMM_DUP_FN, MPI_COMM_NULL_DELETE_FN, &k, NULL);\n    NEWKEY(V(0), k);"},
    {" MPI_Type_create_keyval ", "int k = MPI_KEYVAL_INVALID;\n"
                                 "    MPI_Type_create_keyval(MPI_TYPE_DUP_FN, MPI_TYPE_NULL_DELETE_FN, &k, NULL);\n    NEWKEY(V(0), k);"},
    {" MPI_Win_create_keyval ", "int k = MPI_KEYVAL_INVALID;\n"
                                "    MPI_Win_create_keyval(MPI_WIN_DUP_FN, MPI_WIN_NULL_DELETE_FN, &k, NULL);\n    NEWKEY(V(0), k);"},
    {" MPI_Comm_free_keyval MPI_Type_free_keyval MPI_Win_free_keyval ",
     "int k = KEY(V(0));\n    %s(&k); /* the key keeps its id: attributes may still name it */"},
    {" MPI_Comm_set_attr MPI_Comm_get_attr MPI_Comm_delete_attr ",
     "MPI_Comm c = COMM(V(0));\n    int k = KEY(V(1)), flag = 0;\n    void *v = NULL;\n"
     "    if (!strcmp(\"%s\", \"MPI_Comm_set_attr\")) MPI_Comm_set_attr(c, k, ATTRV);\n"
     "    else if (!strcmp(\"%s\", \"MPI_Comm_get_attr\")) MPI_Comm_get_attr(c, k, &v, &flag);\n"
     "    else {\n"
     "        if (PMPI_Comm_get_attr(c, k, &v, &flag) == MPI_SUCCESS && !flag) PMPI_Comm_set_attr(c, k, ATTRV);\n"
     "        MPI_Comm_delete_attr(c, k);\n    }"},
    {" MPI_Type_set_attr MPI_Type_get_attr MPI_Type_delete_attr ",
     "MPI_Datatype t = DT(V(0));\n    int k = KEY(V(1)), flag = 0;\n    void *v = NULL;\n"
     "    if (!strcmp(\"%s\", \"MPI_Type_set_attr\")) MPI_Type_set_attr(t, k, ATTRV);\n"
     "    else if (!strcmp(\"%s\", \"MPI_Type_get_attr\")) MPI_Type_get_attr(t, k, &v, &flag);\n"
     "    else {\n"
     "        if (PMPI_Type_get_attr(t, k, &v, &flag) == MPI_SUCCESS && !flag) PMPI_Type_set_attr(t, k, ATTRV);\n"
     "        MPI_Type_delete_attr(t, k);\n    }"},
    {" MPI_Win_set_attr MPI_Win_get_attr MPI_Win_delete_attr ",
     "MPI_Win w = WIN(V(0)).w;\n    int k = KEY(V(1)), flag = 0;\n    void *v = NULL;\n"
     "    if (!strcmp(\"%s\", \"MPI_Win_set_attr\")) MPI_Win_set_attr(w, k, ATTRV);\n"
     "    else if (!strcmp(\"%s\", \"MPI_Win_get_attr\")) MPI_Win_get_attr(w, k, &v, &flag);\n"
     "    else {\n"
     "        if (PMPI_Win_get_attr(w, k, &v, &flag) == MPI_SUCCESS && !flag) PMPI_Win_set_attr(w, k, ATTRV);\n"
     "        MPI_Win_delete_attr(w, k);\n    }"},
    /* error handlers: the application's become ones that stop the proxy */
    {" MPI_Comm_create_errhandler ", "MPI_Errhandler e = MPI_ERRHANDLER_NULL;\n"
                                     "    MPI_Comm_create_errhandler(px_comm_err, &e);\n    NEWERRH(V(0), e);"},
    {" MPI_Win_create_errhandler ", "MPI_Errhandler e = MPI_ERRHANDLER_NULL;\n"
                                    "    MPI_Win_create_errhandler(px_win_err, &e);\n    NEWERRH(V(0), e);"},
    {" MPI_File_create_errhandler ", "MPI_Errhandler e = MPI_ERRHANDLER_NULL;\n"
                                     "    MPI_File_create_errhandler(px_file_err, &e);\n    NEWERRH(V(0), e);"},
    {" MPI_Errhandler_free ", "MPI_Errhandler e = ERRH(V(0));\n    MPI_Errhandler_free(&e); /* the id stays */"},
    {" MPI_Comm_set_errhandler ", "MPI_Comm_set_errhandler(COMM(V(0)), ERRH(V(1)));"},
    {" MPI_Win_set_errhandler ", "MPI_Win_set_errhandler(WIN(V(0)).w, ERRH(V(1)));"},
    {" MPI_File_set_errhandler ", "MPI_File_set_errhandler(FH(V(0)), ERRH(V(1)));"},
    {" MPI_Comm_get_errhandler ", "MPI_Errhandler e = MPI_ERRHANDLER_NULL;\n"
                                  "    MPI_Comm_get_errhandler(COMM(V(0)), &e);\n    NEWERRH(V(1), e);"},
    {" MPI_Win_get_errhandler ", "MPI_Errhandler e = MPI_ERRHANDLER_NULL;\n"
                                 "    MPI_Win_get_errhandler(WIN(V(0)).w, &e);\n    NEWERRH(V(1), e);"},
    {" MPI_File_get_errhandler ", "MPI_Errhandler e = MPI_ERRHANDLER_NULL;\n"
                                  "    MPI_File_get_errhandler(FH(V(0)), &e);\n    NEWERRH(V(1), e);"},
    /* info objects (the keyed calls need the run's key ids: not made) and hints */
    {" MPI_Info_create ", "MPI_Info i = MPI_INFO_NULL;\n    MPI_Info_create(&i);\n"
                          "    if (V(0) != PX_NONE) px_put(&infos, V(0), &i, sizeof i);"},
    {" MPI_Info_dup ", "MPI_Info i = MPI_INFO_NULL;\n    MPI_Info_dup(INFO(V(0)), &i);\n"
                       "    if (V(1) != PX_NONE) px_put(&infos, V(1), &i, sizeof i);"},
    {" MPI_Info_free ", "MPI_Info i = INFO(V(0));\n    MPI_Info_free(&i);\n    px_del(&infos, V(0));"},
    {" MPI_Info_get_nkeys ", "int k;\n    MPI_Info_get_nkeys(INFO(V(0)), &k);"},
    {" MPI_Info_get_nthkey ", "char key[MPI_MAX_INFO_KEY + 1];\n    MPI_Info i = INFO(V(0));\n    int k = 0;\n"
                              "    if (PMPI_Info_get_nkeys(i, &k) == MPI_SUCCESS && V(1) >= 0 && V(1) < k) MPI_Info_get_nthkey(i, (int)V(1), key);"},
    {" MPI_Comm_get_info ", "MPI_Info i = MPI_INFO_NULL;\n    MPI_Comm_get_info(COMM(V(0)), &i);\n"
                            "    if (i != MPI_INFO_NULL) PMPI_Info_free(&i);"},
    {" MPI_Win_get_info ", "MPI_Info i = MPI_INFO_NULL;\n    MPI_Win_get_info(WIN(V(0)).w, &i);\n"
                           "    if (i != MPI_INFO_NULL) PMPI_Info_free(&i);"},
    {" MPI_Comm_set_info ", "MPI_Info i = MPI_INFO_NULL;\n    PMPI_Info_create(&i);\n"
                            "    MPI_Comm_set_info(COMM(V(0)), i);\n    PMPI_Info_free(&i);"},
    {" MPI_Win_set_info ", "MPI_Info i = MPI_INFO_NULL;\n    PMPI_Info_create(&i);\n"
                           "    MPI_Win_set_info(WIN(V(0)).w, i);\n    PMPI_Info_free(&i);"},
    {" MPI_Comm_dup_with_info ", "MPI_Info i = MPI_INFO_NULL;\n    MPI_Comm nc = MPI_COMM_NULL;\n    PMPI_Info_create(&i);\n"
                                 "    MPI_Comm_dup_with_info(COMM(V(0)), i, &nc);\n    PMPI_Info_free(&i);\n    NEWCOMM(V(1), nc);"},
    /* object names: the proxy's (the trace holds none) */
    {" MPI_Comm_set_name MPI_Comm_get_name ",
     "char name[MPI_MAX_OBJECT_NAME] = \"sctrace-proxy\";\n    int len;\n    MPI_Comm c = COMM(V(0));\n"
     "    if (!strcmp(\"%s\", \"MPI_Comm_set_name\")) MPI_Comm_set_name(c, name);\n    else MPI_Comm_get_name(c, name, &len);"},
    {" MPI_Type_set_name MPI_Type_get_name ",
     "char name[MPI_MAX_OBJECT_NAME] = \"sctrace-proxy\";\n    int len;\n    MPI_Datatype t = DT(V(0));\n"
     "    if (!strcmp(\"%s\", \"MPI_Type_set_name\")) MPI_Type_set_name(t, name);\n    else MPI_Type_get_name(t, name, &len);"},
    {" MPI_Win_set_name MPI_Win_get_name ",
     "char name[MPI_MAX_OBJECT_NAME] = \"sctrace-proxy\";\n    int len;\n    MPI_Win w = WIN(V(0)).w;\n"
     "    if (!strcmp(\"%s\", \"MPI_Win_set_name\")) MPI_Win_set_name(w, name);\n    else MPI_Win_get_name(w, name, &len);"},
    /* local calls about datatypes, ops, statuses and buffers */
    {" MPI_Type_match_size ", "MPI_Datatype t;\n    MPI_Type_match_size(CV(PX_C_TYPECLASS, V(0)), (int)V(1), &t);"},
    {" MPI_Type_size_x ", "MPI_Count n;\n    MPI_Type_size_x(DT(V(0)), &n);"},
    {" MPI_Type_get_extent_x MPI_Type_get_true_extent_x ", "MPI_Count lb, ext;\n    %s(DT(V(0)), &lb, &ext);"},
    {" MPI_Type_get_envelope ", "int a, b, c, d;\n    MPI_Type_get_envelope(DT(V(0)), &a, &b, &c, &d);"},
    {" MPI_Op_commutative ", "int v;\n    MPI_Op_commutative(OPH(V(0)), &v);"},
    {" MPI_Get_elements MPI_Get_elements_x ",
     "MPI_Datatype t = DT(V(0));\n    MPI_Status st;\n    int n;\n    MPI_Count x;\n    memset(&st, 0, sizeof st);\n"
     "    PMPI_Status_set_elements(&st, t, 0);\n"
     "    if (!strcmp(\"%s\", \"MPI_Get_elements\")) MPI_Get_elements(&st, t, &n);\n    else MPI_Get_elements_x(&st, t, &x);"},
    {" MPI_Status_set_cancelled ", "MPI_Status st;\n    memset(&st, 0, sizeof st);\n    MPI_Status_set_cancelled(&st, V(0) != 0);"},
    {" MPI_Status_set_elements MPI_Status_set_elements_x ",
     "MPI_Datatype t = DT(V(0));\n    MPI_Status st;\n    memset(&st, 0, sizeof st);\n"
     "    if (!strcmp(\"%s\", \"MPI_Status_set_elements\")) MPI_Status_set_elements(&st, t, CNT(V(1), t));\n"
     "    else MPI_Status_set_elements_x(&st, t, 0);"},
    {" MPI_Pack MPI_Unpack MPI_Reduce_local ",
     "MPI_Datatype t = DT(V(1));\n    int n = CNT(V(0), t), size = 0, pos = 0, red = !strcmp(\"%s\", \"MPI_Reduce_local\");\n"
     "    MPI_Comm c = red ? MPI_COMM_NULL : COMM(V(2));\n    size_t span = SPAN(n, t);\n    char *s, *r;\n"
     "    if (!red) PMPI_Pack_size(n, t, c, &size);\n"
     "    if ((size_t)size > span) span = (size_t)size;\n"
     "    s = (char *)px_payload(0, span), r = (char *)px_payload(1, span);\n"
     "    if (red) MPI_Reduce_local(s, r, n, t, OPH(V(2)));\n"
     "    else if (!strcmp(\"%s\", \"MPI_Pack\")) MPI_Pack(s, n, t, r, size, &pos, c);\n"
     "    else MPI_Unpack(s, size, &pos, r, n, t, c);"},
    {" MPI_Pack_size ", "MPI_Datatype t = DT(V(1));\n    int size;\n    MPI_Pack_size(CNT(V(0), t), t, COMM(V(2)), &size);"},
    {" MPI_Pack_external MPI_Unpack_external MPI_Pack_external_size ",
     "MPI_Datatype t = DT(V(1));\n    int n = CNT(V(0), t);\n    MPI_Aint size = 0, pos = 0;\n    size_t span = SPAN(n, t);\n"
     "    char rep[] = \"external32\", *s, *r;\n    PMPI_Pack_external_size(rep, n, t, &size);\n"
     "    if ((size_t)size > span) span = (size_t)size;\n"
     "    s = (char *)px_payload(0, span), r = (char *)px_payload(1, span);\n"
     "    if (!strcmp(\"%s\", \"MPI_Pack_external_size\")) MPI_Pack_external_size(rep, n, t, &pos);\n"
     "    else if (!strcmp(\"%s\", \"MPI_Pack_external\")) MPI_Pack_external(rep, s, n, t, r, size, &pos);\n"
     "    else MPI_Unpack_external(rep, s, size, &pos, r, n, t);"},
    /* groups, communicators and topologies beyond the common ones */
    {" MPI_Group_compare ", "int v;\n    MPI_Group_compare(GRP(V(0)), GRP(V(1)), &v);"},
    {" MPI_Group_translate_ranks ", "int i, n = (int)LEN(2), *in = px_ints(2 * (size_t)n + 1);\n"
                                    "    for (i = 0; i < n; i++) in[i] = (int)ARR(2)[i], in[n + i] = 0;\n"
                                    "    MPI_Group_translate_ranks(GRP(V(0)), n, in, GRP(V(3)), in + n);"},
    {" MPI_Comm_remote_group ", "MPI_Group g = MPI_GROUP_NULL;\n    MPI_Comm_remote_group(COMM(V(0)), &g);\n    NEWGRP(V(1), g);"},
    {" MPI_Comm_remote_size MPI_Comm_test_inter MPI_Topo_test MPI_Cartdim_get ", "int v;\n    %s(COMM(V(0)), &v);"},
    {" MPI_Intercomm_create ",
     "MPI_Comm c = COMM(V(0)), peer = V(2) == PX_NONE ? MPI_COMM_NULL : COMM(V(2)), nc = MPI_COMM_NULL;\n"
     "    int rl = peer == MPI_COMM_NULL ? 0 : PEER(V(3), peer);\n"
     "    MPI_Intercomm_create(c, PEER(V(1), c), peer, rl == MPI_PROC_NULL ? 0 : rl, TAG(V(4)), &nc);\n    NEWCOMM(V(5), nc);"},
    {" MPI_Intercomm_merge ", "MPI_Comm nc = MPI_COMM_NULL;\n    MPI_Intercomm_merge(COMM(V(0)), (int)V(1), &nc);\n    NEWCOMM(V(2), nc);"},
    {" MPI_Cart_get MPI_Cart_rank ",
     "MPI_Comm c = COMM(V(0));\n    int nd = 0, r, *d;\n    PMPI_Cartdim_get(c, &nd);\n    d = px_ints(3 * (size_t)nd + 3);\n"
     "    PMPI_Cart_get(c, nd, d, d + nd, d + 2 * nd);\n"
     "    if (!strcmp(\"%s\", \"MPI_Cart_get\")) MPI_Cart_get(c, nd, d, d + nd, d + 2 * nd);\n    else MPI_Cart_rank(c, d + 2 * nd, &r);"},
    {" MPI_Cart_map ", "int i, v, n = (int)LEN(2), *d = px_ints(2 * (size_t)n + 1);\n"
                       "    for (i = 0; i < n; i++) d[i] = (int)ARR(2)[i], d[n + i] = i < LEN(3) ? (int)ARR(3)[i] : 0;\n"
                       "    MPI_Cart_map(COMM(V(0)), n, d, d + n, &v);"},
    {" MPI_Graph_create MPI_Graph_map ",
     "int i, v, n = (int)LEN(2), m = (int)LEN(3), *a = px_ints((size_t)n + (size_t)m + 1);\n    MPI_Comm nc = MPI_COMM_NULL;\n"
     "    for (i = 0; i < n; i++) a[i] = (int)ARR(2)[i];\n    for (i = 0; i < m; i++) a[n + i] = (int)ARR(3)[i];\n"
     "    if (!strcmp(\"%s\", \"MPI_Graph_map\")) MPI_Graph_map(COMM(V(0)), n, a, a + n, &v);\n"
     "    else MPI_Graph_create(COMM(V(0)), n, a, a + n, (int)V(4), &nc), NEWCOMM(V(5), nc);"},
    {" MPI_Dist_graph_create_adjacent ",
     "MPI_Comm c = COMM(V(0)), nc = MPI_COMM_NULL;\n    int i, ns = (int)LEN(2), nd = (int)LEN(4), *a = px_ints((size_t)ns + (size_t)nd + 1);\n"
     "    for (i = 0; i < ns; i++) a[i] = PEER(ARR(2)[i], c);\n    for (i = 0; i < nd; i++) a[ns + i] = PEER(ARR(4)[i], c);\n"
     "    MPI_Dist_graph_create_adjacent(c, ns, a, px_unweighted(), nd, a + ns, px_unweighted(), MPI_INFO_NULL, (int)V(5), &nc);\n"
     "    NEWCOMM(V(6), nc);"},
    {" MPI_Dist_graph_create ",
     "MPI_Comm c = COMM(V(0)), nc = MPI_COMM_NULL;\n"
     "    int i, n = (int)LEN(2), nd = (int)LEN(4), sum = 0, *a = px_ints(2 * (size_t)n + (size_t)nd + 1);\n"
     "    for (i = 0; i < n; i++) { /* the degrees add up to the destinations */\n"
     "        a[i] = PEER(ARR(2)[i], c), a[n + i] = i < LEN(3) ? (int)ARR(3)[i] : 0;\n"
     "        if (a[n + i] < 0 || a[n + i] > nd - sum) a[n + i] = nd - sum;\n"
     "        sum += a[n + i];\n    }\n"
     "    if (n) a[2 * n - 1] += nd - sum;\n"
     "    for (i = 0; i < nd; i++) a[2 * n + i] = PEER(ARR(4)[i], c);\n"
     "    MPI_Dist_graph_create(c, n, a, a + n, a + 2 * n, px_unweighted(), MPI_INFO_NULL, (int)V(5), &nc);\n"
     "    NEWCOMM(V(6), nc);"},
    /* neighbourhood collectives and MPI_Alltoallw: blocks per neighbour */
    {" MPI_Neighbor_allgather MPI_Neighbor_alltoall MPI_Ineighbor_allgather MPI_Ineighbor_alltoall ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(4));\n"
     "    int sn = CNT(V(0), st), rn = CNT(V(2), rt), sm = strstr(\"%s\", \"alltoall\") ? px_nbrs(c, 1) : 1;\n"
     "    MPI_Request q = MPI_REQUEST_NULL;\n    void *s = SBUF(SPAN(sn * sm, st)), *r = RBUF(SPAN(rn * px_nbrs(c, 0), rt));\n"
     "    if (!strcmp(\"%s\", \"MPI_Neighbor_allgather\")) MPI_Neighbor_allgather(s, sn, st, r, rn, rt, c);\n"
     "    else if (!strcmp(\"%s\", \"MPI_Neighbor_alltoall\")) MPI_Neighbor_alltoall(s, sn, st, r, rn, rt, c);\n"
     "    else if (!strcmp(\"%s\", \"MPI_Ineighbor_allgather\")) MPI_Ineighbor_allgather(s, sn, st, r, rn, rt, c, &q), NEWREQ(V(5), q);\n"
     "    else MPI_Ineighbor_alltoall(s, sn, st, r, rn, rt, c, &q), NEWREQ(V(5), q);"},
    {" MPI_Neighbor_allgatherv MPI_Ineighbor_allgatherv ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(4));\n    size_t rs;\n"
     "    int sn = CNT(V(0), st), *rc = VCNT(2, rt, &rs);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    if (!strcmp(\"%s\", \"MPI_Neighbor_allgatherv\")) MPI_Neighbor_allgatherv(SBUF(SPAN(sn, st)), sn, st, RBUF(rs), rc, rc + LEN(2), rt, c), free(rc);\n"
     "    else MPI_Ineighbor_allgatherv(SBUF(SPAN(sn, st)), sn, st, RBUF(rs), rc, rc + LEN(2), rt, c, &q), NEWREQ(V(5), q), KEEP(V(5), rc);"},
    {" MPI_Neighbor_alltoallv MPI_Ineighbor_alltoallv ",
     "MPI_Datatype st = DT(V(1)), rt = DT(V(3));\n    MPI_Comm c = COMM(V(4));\n    size_t ss, rs;\n"
     "    int *sc = VCNT(0, st, &ss), *rc = VCNT(2, rt, &rs);\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    sc = (int *)realloc(sc, (2 * (size_t)LEN(0) + 2 * (size_t)LEN(2) + 4) * sizeof *sc); /* one block */\n"
     "    if (!sc) px_die(\"out of memory for counts:\", (long long)LEN(2));\n"
     "    memcpy(sc + 2 * LEN(0), rc, 2 * (size_t)LEN(2) * sizeof *rc), free(rc), rc = sc + 2 * LEN(0);\n"
     "    if (!strcmp(\"%s\", \"MPI_Neighbor_alltoallv\")) MPI_Neighbor_alltoallv(SBUF(ss), sc, sc + LEN(0), st, RBUF(rs), rc, rc + LEN(2), rt, c), free(sc);\n"
     "    else MPI_Ineighbor_alltoallv(SBUF(ss), sc, sc + LEN(0), st, RBUF(rs), rc, rc + LEN(2), rt, c, &q), NEWREQ(V(5), q), KEEP(V(5), sc);"},
    {" MPI_Alltoallw MPI_Ialltoallw MPI_Neighbor_alltoallw MPI_Ineighbor_alltoallw ",
     "MPI_Comm c = COMM(V(2));\n    MPI_Request q = MPI_REQUEST_NULL;\n"
     "    int i, ns = (int)LEN(0), nr = (int)LEN(1), nt = ns > nr ? ns : nr, ts = 0, tr = 0, *a;\n"
     "    size_t at = ((size_t)nt + 1) * sizeof(MPI_Datatype) + ((size_t)ns + (size_t)nr + 1) * sizeof(MPI_Aint);\n"
     "    char *keep = (char *)malloc(at + (2 * ((size_t)ns + (size_t)nr) + 1) * sizeof(int));\n"
     "    MPI_Datatype *ty;\n    MPI_Aint *ad;\n    void *s, *r;\n"
     "    if (!keep) px_die(\"out of memory for counts:\", (long long)nt);\n"
     "    ty = (MPI_Datatype *)keep, ad = (MPI_Aint *)(ty + nt + 1), a = (int *)(keep + at); /* one block: kept */\n"
     "    for (i = 0; i < nt; i++) ty[i] = MPI_BYTE;\n"
     "    for (i = 0; i < ns; i++) a[i] = (int)ARR(0)[i], a[ns + i] = ts, ad[i] = ts, ts += a[i];\n"
     "    for (i = 0; i < nr; i++) a[2 * ns + i] = (int)ARR(1)[i], a[2 * ns + nr + i] = tr, ad[ns + i] = tr, tr += a[2 * ns + i];\n"
     "    px_bot = 0; /* bytes from buffers of the proxy's: the types of a side at MPI_BOTTOM are not made */\n"
     "    s = SBUF((size_t)ts + 16), r = RBUF((size_t)tr + 16);\n"
     "    if (!strcmp(\"%s\", \"MPI_Alltoallw\")) MPI_Alltoallw(s, a, a + ns, ty, r, a + 2 * ns, a + 2 * ns + nr, ty, c);\n"
     "    else if (!strcmp(\"%s\", \"MPI_Ialltoallw\"))\n"
     "        MPI_Ialltoallw(s, a, a + ns, ty, r, a + 2 * ns, a + 2 * ns + nr, ty, c, &q), NEWREQ(V(3), q);\n"
     "    else if (!strcmp(\"%s\", \"MPI_Neighbor_alltoallw\")) MPI_Neighbor_alltoallw(s, a, ad, ty, r, a + 2 * ns, ad + ns, ty, c);\n"
     "    else MPI_Ineighbor_alltoallw(s, a, ad, ty, r, a + 2 * ns, ad + ns, ty, c, &q), NEWREQ(V(3), q);\n"
     "    KEEP(q == MPI_REQUEST_NULL ? PX_NONE : V(3), keep);"},
    {" MPI_Startall ", "int n;\n    MPI_Request *q = REQS(A(0), &n);\n    MPI_Startall(n, q);"},
    {" MPI_Graphdims_get ", "int v, w;\n    MPI_Graphdims_get(COMM(V(0)), &v, &w);"},
    {" MPI_Graph_get ", "MPI_Comm c = COMM(V(0));\n    int v = 0, w = 0, *a;\n    PMPI_Graphdims_get(c, &v, &w);\n"
                        "    a = px_ints((size_t)v + (size_t)w + 1);\n    MPI_Graph_get(c, v, w, a, a + v);"},
    {" MPI_Graph_neighbors_count ", "MPI_Comm c = COMM(V(0));\n    int v;\n    MPI_Graph_neighbors_count(c, px_rank_in(c), &v);"},
    {" MPI_Graph_neighbors ", "MPI_Comm c = COMM(V(0));\n    int v = 0, me = px_rank_in(c);\n"
                              "    PMPI_Graph_neighbors_count(c, me, &v);\n    MPI_Graph_neighbors(c, me, v, px_ints((size_t)v + 1));"},
    {" MPI_Dist_graph_neighbors_count ", "int v, w, x;\n    MPI_Dist_graph_neighbors_count(COMM(V(0)), &v, &w, &x);"},
    {" MPI_Dist_graph_neighbors ", "MPI_Comm c = COMM(V(0));\n    int v = 0, w = 0, x, *a;\n"
                                   "    PMPI_Dist_graph_neighbors_count(c, &v, &w, &x);\n    a = px_ints(2 * ((size_t)v + (size_t)w) + 1);\n"
                                   "    MPI_Dist_graph_neighbors(c, v, a, a + v, w, a + 2 * v, a + 2 * v + w);"},
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
            g->hist = 1; /* the caller makes the program that walks at run time (>>px_hwalk) */
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
        fputc((o->param_roles[p] & SCT_PARAM_ARRAY)        ? 'a'
              : !strcmp(o->param_names[p], "bottom")   ? 'b'
              : !strcmp(o->param_names[p], "in_place") ? 'i'
                                                         : 's',
              g->sites);
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
   by its rank list unless every rank of the trace runs it, PX_PART entries
   to a function that it calls in turn (Quantum ESPRESSO's 49,094 entries in
   one function took gcc -O2 more than 20 minutes). */
#define PX_PART 512u
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
    for (i = 0; i < ti.entries; i++) {
        int all;
        if (i % PX_PART == 0) /* parts of PX_PART entries: no function too large for a compiler */
            fprintf(g->body, "%sstatic void trace%d_part%u(void)\n{\n", i ? "}\n\n" : "", t, i / PX_PART);
        an_progress("proxy: top-level entries", (uint64_t)i, (uint64_t)ti.entries);
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
    an_progress("proxy: top-level entries", 1, 1);
    fprintf(g->body, "%s/* trace %d of the file: ranks ", ti.entries ? "}\n\n" : "", t);
    {
        char buf[256];
        sct_ranklist_format(ti.ranks, buf, sizeof buf);
        fprintf(g->body, "%s%s */\nstatic void trace%d(void)\n{\n", buf, strlen(buf) + 1 >= sizeof buf ? "..." : "",
                t);
    }
    for (i = 0; i < ti.entries; i += PX_PART) fprintf(g->body, "    trace%d_part%u();\n", t, i / PX_PART);
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

/* The MPI constants of the trace (sctrace.h SCT_MPI_CONSTANTS) in the MPI the
   proxy is built with: from format 9 on a trace holds MPICH's numbering, CV()
   gives the other MPIs' values; before, the recording MPI's (PX_CANON 0). */
static void px_consts(FILE *o, int format) {
#define PX_CONST_ROW(k, name, v) {k, v, #name},
    static const struct {
        int kind;
        long long canon;
        const char *name;
    } rows[] = {SCT_MPI_CONSTANTS(PX_CONST_ROW)};
#undef PX_CONST_ROW
    size_t i;
    fprintf(o, "\n/* ---- MPI constants that the MPIs number differently: as the trace holds them\n"
               "   (MPICH's numbering, %s) and in the MPI this is built with ---- */\n"
               "#define PX_CANON %d\n#define PX_CNATIVE (INT64_C(1) << 40)\n"
               "#define PX_C_ASSERT %d\n#define PX_C_LOCK %d\n#define PX_C_SPLIT %d\n#define PX_C_ORDER %d\n"
               "#define PX_C_DISTRIB %d\n#define PX_C_DARG %d\n#define PX_C_TYPECLASS %d\n"
               "static const struct { int kind; int64_t canon; int native; } px_consts[] = {\n",
            format >= 9 ? "format 9 on" : "not this trace: it is of an earlier format", format >= 9,
            SCT_CONST_ASSERT, SCT_CONST_LOCK, SCT_CONST_SPLIT, SCT_CONST_ORDER, SCT_CONST_DISTRIB, SCT_CONST_DARG,
            SCT_CONST_TYPECLASS);
    for (i = 0; i < sizeof rows / sizeof rows[0]; i++)
        fprintf(o, "    {%d, %lld, %s},\n", rows[i].kind, rows[i].canon, rows[i].name);
    fputs("};\n"
          "static inline int CV(int kind, int64_t v)\n"
          "{\n"
          "    int64_t out = 0, left = v;\n"
          "    size_t i;\n"
          "    if (!PX_CANON)\n"
          "        return (int)v;\n"
          "    if (v >= PX_CNATIVE + INT32_MIN && v <= PX_CNATIVE + INT32_MAX) /* the recording MPI's own */\n"
          "        return (int)(v - PX_CNATIVE);\n"
          "    for (i = 0; i < sizeof px_consts / sizeof px_consts[0]; i++) {\n"
          "        if (px_consts[i].kind != kind)\n"
          "            continue;\n"
          "        if (kind != PX_C_ASSERT && v == px_consts[i].canon)\n"
          "            return px_consts[i].native;\n"
          "        if (kind == PX_C_ASSERT && (v & px_consts[i].canon))\n"
          "            out |= px_consts[i].native, left &= ~px_consts[i].canon;\n"
          "    }\n"
          "    return kind == PX_C_ASSERT && !left ? (int)out : (int)v;\n"
          "}\n", o);
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
        px_consts(o, fi.format_version);
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

/* The earlier way for a trace with histogram streams, kept as --via-replay
   and as the fallback for the calls >>px_hwalk does not restate: run the
   histogram replay (tools/sctrace_replay.h, ScalaH-Trace section 5), traced
   (--trace), on the trace's rank count and print the exact trace it gives,
   as for any exact trace: the program makes that run's calls with its draws
   (one seed), in its order, so it cannot deadlock when the replay does not.
   The replay spends the computation asleep, so that the traced times (each
   site's mean) are the trace's. The price: generating needs the MPI and P
   ranks, takes about the run's time, and the file holds every draw. */

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

/*== >>px_draw  the reader's draws, iterator and walk, in generated C =============*/

/* What a proxy that draws at run time (issue 42 item 3, >>px_hwalk) reads
   of the trace and how: first the histogram variants as small tables (bins:
   count, range, mean; peers and roots: their values and counts) and the
   reader's draw (sctrace.h sct__hist_draw, sct__hvar_draw, sct__bin_draw)
   restated in plain C99 without libm, so that a program draws exactly the
   values the reader gives a rank for a seed: variant i's salt is
   mix(seed ^ mix(i + 1)), its k-th draw depends on the salt, k and the
   running deviation of its earlier draws; then the structure, each rank's
   iterator and the walk of all ranks (below). `sctrace proxy FILE
   --draw-check=N -o check.c` writes a program (no MPI) printing the first N
   draws, iterator events and walk events, and prints the reader's own to
   standard output, so that they can be compared (tests/proxy.sh
   proxy-draws-*). */

static const char px_draw_types[] =
    "/* ---- histogram draws: the reader's, for a seed (sctrace.h sct__hist_draw) ---- */\n"
    "typedef struct px_bin { uint64_t count; int64_t min, max; double mean; } px_bin;\n"
    "typedef struct px_hv {\n"
    "    uint32_t id;       /* the variant's index in the trace: its salt */\n"
    "    uint64_t count;    /* values it took */\n"
    "    int64_t min, max;\n"
    "    double mean, band; /* draws are steered back to the mean beyond band */\n"
    "    int snap;          /* a steered draw takes the nearest value a bin holds */\n"
    "    uint32_t bin0, nbins, tab0, ntab; /* its bins, or (peers, roots) its table */\n"
    "} px_hv;\n";

static const char px_draw_rt[] =
    "static uint64_t px_mix(uint64_t h)\n"
    "{\n"
    "    h ^= h >> 33;\n"
    "    h *= UINT64_C(0xff51afd7ed558ccd);\n"
    "    h ^= h >> 33;\n"
    "    h *= UINT64_C(0xc4ceb9fe1a85ec53);\n"
    "    h ^= h >> 33;\n"
    "    return h;\n"
    "}\n"
    "static double px_unit(uint64_t x) { return (double)(x >> 11) * (1.0 / 9007199254740992.0); }\n"
    "static double px_floor(double y) /* |y| < 2^63 */\n"
    "{\n"
    "    double t = (double)(int64_t)y;\n"
    "    return t > y ? t - 1.0 : t;\n"
    "}\n"
    "static double px_fabs(double y) { return y < 0 ? -y : y; }\n"
    "static int64_t px_bin_draw(const px_bin *b, uint64_t x)\n"
    "{\n"
    "    double lo = (double)b->min, hi = (double)b->max, mu = b->mean, y, f;\n"
    "    uint64_t span = (uint64_t)b->max - (uint64_t)b->min;\n"
    "    if (b->min == b->max)\n"
    "        return b->min;\n"
    "    if (span > (UINT64_C(1) << 52))\n"
    "        return (int64_t)((uint64_t)b->min + (span == UINT64_MAX ? x : x % (span + 1)));\n"
    "    mu = mu < lo ? lo : mu > hi ? hi : mu;\n"
    "    if (px_unit(x) * (hi - lo) < hi - mu)\n"
    "        y = lo + px_unit(px_mix(x + 1)) * (mu - lo);\n"
    "    else\n"
    "        y = mu + px_unit(px_mix(x + 1)) * (hi - mu);\n"
    "    f = px_floor(y);\n"
    "    y = f + (px_unit(px_mix(x + 2)) < y - f ? 1.0 : 0.0);\n"
    "    return y <= lo ? b->min : y >= hi ? b->max : (int64_t)y;\n"
    "}\n"
    "static int64_t px_nearest(const px_hv *h, double w)\n"
    "{\n"
    "    const px_bin *bin = px_bins + h->bin0;\n"
    "    uint32_t b, best = 0;\n"
    "    double dbest = 1e308;\n"
    "    for (b = 0; b < h->nbins; b++) {\n"
    "        double lo = (double)bin[b].min, hi = (double)bin[b].max;\n"
    "        double d = w < lo ? lo - w : w > hi ? w - hi : 0;\n"
    "        if (d < dbest)\n"
    "            dbest = d, best = b;\n"
    "    }\n"
    "    if (w <= (double)bin[best].min)\n"
    "        return bin[best].min;\n"
    "    if (w >= (double)bin[best].max)\n"
    "        return bin[best].max;\n"
    "    return (int64_t)px_floor(w + 0.5);\n"
    "}\n"
    "/* The i-th draw of variant h for salt; *dev: its earlier draws' sum minus i x mean. */\n"
    "static int64_t px_draw(const px_hv *h, uint64_t salt, uint64_t i, double *dev)\n"
    "{\n"
    "    uint64_t x = salt + i * UINT64_C(0x9e3779b97f4a7c15), u;\n"
    "    const px_bin *bin = px_bins + h->bin0;\n"
    "    uint32_t b;\n"
    "    int64_t v;\n"
    "    if (h->ntab) {\n"
    "        u = (uint64_t)(px_unit(x) * (double)h->count);\n"
    "        for (b = 0; b + 1 < h->ntab && u >= px_tabn[h->tab0 + b]; b++)\n"
    "            u -= px_tabn[h->tab0 + b];\n"
    "        return px_tab[h->tab0 + b];\n"
    "    }\n"
    "    if (!h->count)\n"
    "        return 0;\n"
    "    u = (uint64_t)(px_unit(x) * (double)h->count);\n"
    "    for (b = 0; b + 1 < h->nbins && u >= bin[b].count; b++)\n"
    "        u -= bin[b].count;\n"
    "    v = px_bin_draw(&bin[b], px_mix(x ^ salt));\n"
    "    if (px_fabs(*dev + (double)v - h->mean) > h->band) {\n"
    "        double w = h->mean - *dev;\n"
    "        w = w < (double)h->min ? (double)h->min : w > (double)h->max ? (double)h->max : w;\n"
    "        v = h->snap ? px_nearest(h, w) : (int64_t)px_floor(w + 0.5);\n"
    "    }\n"
    "    *dev += (double)v - h->mean;\n"
    "    return v;\n"
    "}\n"
    "static uint64_t px_salt(uint64_t seed, const px_hv *h) { return px_mix(seed ^ px_mix((uint64_t)h->id + 1)); }\n";

/* An int64_t as a C constant. */
static void px_i64(FILE *o, int64_t v) {
    if (v == INT64_MIN) fputs("(-INT64_C(9223372036854775807) - 1)", o);
    else if (v > -2147483647 && v < 2147483647) fprintf(o, "%lld", (long long)v);
    else fprintf(o, "INT64_C(%lld)", (long long)v);
}

/* The tables of trace t's histogram variants (px_bins, px_tab, px_tabn,
   px_hvs, PX_NHV) and the draw functions, to o. Doubles print as hexadecimal
   constants: the program's are the reader's, bit for bit. */
static void px_draw_tables(FILE *o, const sct__rtrace *tr) {
    uint32_t i, nb = 0, nt = 0, nh = 0;
    int b;
    fputs(px_draw_types, o);
    fputs("static const px_bin px_bins[] = {\n", o);
    for (i = 0; i < tr->nvar; i++) {
        const sct__hvar *h = tr->st[i].hv;
        if (!h || h->ntab) continue;
        for (b = 0; b < h->h.nbins; b++) {
            fprintf(o, "    {UINT64_C(%llu), ", (unsigned long long)h->h.bins[b].count);
            px_i64(o, h->h.bins[b].min);
            fputs(", ", o);
            px_i64(o, h->h.bins[b].max);
            fprintf(o, ", %a},\n", sct_hist_bin_mean(&h->h.bins[b]));
        }
    }
    fputs("    {0, 0, 0, 0.0}};\nstatic const int64_t px_tab[] = {\n", o);
    for (i = 0; i < tr->nvar; i++) {
        const sct__hvar *h = tr->st[i].hv;
        uint32_t k;
        for (k = 0; h && k < h->ntab; k++) {
            fputs("    ", o);
            px_i64(o, h->tab[k]);
            fputs(",\n", o);
        }
    }
    fputs("    0};\nstatic const uint64_t px_tabn[] = {\n", o);
    for (i = 0; i < tr->nvar; i++) {
        const sct__hvar *h = tr->st[i].hv;
        uint32_t k;
        for (k = 0; h && k < h->ntab; k++) fprintf(o, "    UINT64_C(%llu),\n", (unsigned long long)h->tabn[k]);
    }
    fputs("    0};\n", o);
    fputs(px_draw_rt, o);
    fputs("static const px_hv px_hvs[] = {\n", o);
    for (i = 0; i < tr->nvar; i++) {
        const sct__stream *s = &tr->st[i];
        const sct__hvar *h = s->hv;
        if (!h) continue;
        fprintf(o, "    {%u, UINT64_C(%llu), ", i, (unsigned long long)h->count);
        px_i64(o, h->h.min);
        fputs(", ", o);
        px_i64(o, h->h.max);
        fprintf(o, ", %a, %a, %d, %u, %u, %u, %u},\n", sct_hist_mean(&h->h), s->band, !s->between,
                h->ntab ? 0 : nb, h->ntab ? 0 : (uint32_t)h->h.nbins, h->ntab ? nt : 0, h->ntab);
        if (h->ntab) nt += h->ntab;
        else nb += (uint32_t)h->h.nbins;
        nh++;
    }
    fprintf(o, "    {0, 0, 0, 0, 0.0, 0.0, 0, 0, 0, 0, 0}};\n#define PX_NHV %u\n", nh);
}

/* The second piece: each rank's own events as the reader's iterator gives
   them (sct_iter: trip counts pulled per loop entry, one decoder per value
   list, exact streams restarting when drawn counts ask for more), over the
   structure printed as tables: ops (name, parameters, which are arrays),
   exact streams (their segments: progressions, patterns, literals, repeats),
   variants (rank blocks, absolute or relative), lists, nodes, top-level
   entries. Bounds the reader keeps against corrupt files (entries and calls
   beyond what was recorded) are not restated: the check stops at N events. */
static const char *const px_iter_rt[] = {
    "typedef struct px_dec { uint32_t si, ci; uint64_t pos, rep, left; double dev; } px_dec;\n"
    "static int64_t px_seg_at(const px_seg *g, uint64_t i)\n"
    "{\n"
    "    if (g->kind == 0)\n"
    "        return (int64_t)((uint64_t)g->a + i * (uint64_t)g->b);\n"
    "    if (g->kind == 1)\n"
    "        return px_pool[g->off + i % g->p];\n"
    "    return px_pool[g->off + i];\n"
    "}\n"
    "static void px_dec_init(px_dec *d, int32_t s)\n"
    "{\n"
    "    memset(d, 0, sizeof *d);\n"
    "    d->left = s < 0 ? 0 : px_st[s].hv >= 0 ? UINT64_MAX : px_st[s].count;\n"
    "}\n"
    "/* The next value of stream s (a variant; -1: none): 0, or -1 at its end. */\n"
    "static int px_dec_next(int32_t s, px_dec *d, uint64_t seed, int64_t *v)\n"
    "{\n"
    "    const px_seg *seg;\n"
    "    if (s < 0 || !d->left)\n"
    "        return -1;\n"
    "    if (px_st[s].hv >= 0) {\n"
    "        const px_hv *h = &px_hvs[px_st[s].hv];\n"
    "        if (d->left != UINT64_MAX)\n"
    "            d->left--;\n"
    "        *v = px_draw(h, px_salt(seed, h), d->pos++, &d->dev);\n"
    "        return 0;\n"
    "    }\n"
    "    seg = px_segs + px_st[s].seg0;\n"
    "    for (;;) {\n"
    "        const px_seg *g = &seg[d->si];\n"
    "        if (g->kind != 3) {\n"
    "            if (d->pos < g->n) {\n"
    "                *v = px_seg_at(g, d->pos++);\n"
    "                d->left--;\n"
    "                return 0;\n"
    "            }\n"
    "            d->si++;\n"
    "            d->pos = 0;\n"
    "            continue;\n"
    "        }\n"
    "        if (d->rep < g->n) {\n"
    "            const px_seg *c = &seg[d->si + 1 + d->ci];\n"
    "            if (d->pos < c->n) {\n"
    "                *v = px_seg_at(c, d->pos++);\n"
    "                d->left--;\n"
    "                return 0;\n"
    "            }\n"
    "            d->pos = 0;\n"
    "            if (++d->ci == g->p) {\n"
    "                d->ci = 0;\n"
    "                d->rep++;\n"
    "            }\n"
    "            continue;\n"
    "        }\n"
    "        d->si += 1 + g->p;\n"
    "        d->rep = 0;\n"
    "        d->ci = 0;\n"
    "        d->pos = 0;\n"
    "    }\n"
    "}\n"
    "static int px_in_block(const px_blk *b, int64_t r)\n"
    "{\n"
    "    int64_t off = r - b->start;\n"
    "    int i;\n"
    "    if (off < 0)\n"
    "        return 0;\n"
    "    for (i = b->dims - 1; i >= 0; i--) {\n"
    "        int64_t k = off / b->stride[i];\n"
    "        if (k >= b->count[i])\n"
    "            return 0;\n"
    "        off -= k * b->stride[i];\n"
    "    }\n"
    "    return off == 0;\n"
    "}\n",
    "static int px_in_var(const px_var *v, int32_t r)\n"
    "{\n"
    "    uint32_t i;\n"
    "    for (i = 0; i < v->nblk; i++)\n"
    "        if (px_in_block(&px_blks[v->blk0 + i], r))\n"
    "            return 1;\n"
    "    return 0;\n"
    "}\n"
    "/* One rank's iterator (sct_iter): its variant of every list, their decoders. */\n"
    "typedef struct px_frame { uint32_t node, pos; uint64_t left; } px_frame;\n"
    "typedef struct px_iter {\n"
    "    int32_t rank, *st;\n"
    "    int64_t *shift, *vals;\n"
    "    px_dec *dec;\n"
    "    px_frame stack[PX_MAXDEPTH + 2];\n"
    "    uint32_t depth, rootpos, nvals, capvals;\n"
    "    uint64_t seed;\n"
    "} px_iter;\n"
    "static void px_iter_init(px_iter *it, int32_t rank, uint64_t seed)\n"
    "{\n"
    "    uint32_t l, v;\n"
    "    memset(it, 0, sizeof *it);\n"
    "    it->rank = rank;\n"
    "    it->seed = seed;\n"
    "    it->st = (int32_t *)malloc((PX_NLIST + 1) * sizeof *it->st);\n"
    "    it->shift = (int64_t *)malloc((PX_NLIST + 1) * sizeof *it->shift);\n"
    "    it->dec = (px_dec *)malloc((PX_NLIST + 1) * sizeof *it->dec);\n"
    "    it->capvals = 64;\n"
    "    it->vals = (int64_t *)malloc(64 * sizeof *it->vals);\n"
    "    if (!it->st || !it->shift || !it->dec || !it->vals) {\n"
    "        fprintf(stderr, \"out of memory\\n\");\n"
    "        exit(1);\n"
    "    }\n"
    "    for (l = 0; l < PX_NLIST; l++) {\n"
    "        it->st[l] = -1;\n"
    "        it->shift[l] = 0;\n"
    "        for (v = 0; v < px_lists[l].n && it->st[l] < 0; v++)\n"
    "            if (px_in_var(&px_vars[px_lists[l].var0 + v], rank)) {\n"
    "                it->st[l] = (int32_t)(px_lists[l].var0 + v);\n"
    "                it->shift[l] = px_vars[it->st[l]].abs ? -(int64_t)rank : 0;\n"
    "            }\n"
    "        px_dec_init(&it->dec[l], it->st[l]);\n"
    "    }\n"
    "}\n"
    "static void px_iter_free(px_iter *it)\n"
    "{\n"
    "    free(it->st);\n"
    "    free(it->shift);\n"
    "    free(it->dec);\n"
    "    free(it->vals);\n"
    "}\n"
    "/* The next value of list l (sct__iter_pull): an exhausted exact stream of a\n"
    "   histogram trace starts over; rank offsets of absolute variants shift. */\n"
    "static int px_pull(px_iter *it, uint32_t l, int64_t *v)\n"
    "{\n"
    "    int rc = px_dec_next(it->st[l], &it->dec[l], it->seed, v);\n"
    "    if (rc && PX_NHIST && it->st[l] >= 0 && px_st[it->st[l]].count) {\n"
    "        px_dec_init(&it->dec[l], it->st[l]);\n"
    "        rc = px_dec_next(it->st[l], &it->dec[l], it->seed, v);\n"
    "    }\n"
    "    if (!rc && *v > -INT64_C(0x100000000))\n"
    "        *v = (int64_t)((uint64_t)*v + (uint64_t)it->shift[l]);\n"
    "    return rc;\n"
    "}\n",
    "static int px_put(px_iter *it, int64_t v)\n"
    "{\n"
    "    if (it->nvals == it->capvals) {\n"
    "        int64_t *p = (int64_t *)realloc(it->vals, 2 * (size_t)it->capvals * sizeof *p);\n"
    "        if (!p)\n"
    "            return -1;\n"
    "        it->vals = p;\n"
    "        it->capvals *= 2;\n"
    "    }\n"
    "    it->vals[it->nvals++] = v;\n"
    "    return 0;\n"
    "}\n"
    "/* The values of one call of leaf x (sct__iter_values); NULL, or what failed. */\n"
    "static const char *px_values(px_iter *it, const px_node *x)\n"
    "{\n"
    "    uint32_t s = x->list0 + 1;\n"
    "    int q;\n"
    "    int64_t v, len, j;\n"
    "    it->nvals = 0;\n"
    "    for (q = 0; q < px_ops[x->op].np; q++) {\n"
    "        if (px_pull(it, s, &v))\n"
    "            return \"a value stream ended early\";\n"
    "        if (!(px_ops[x->op].arrays >> q & 1)) {\n"
    "            if (px_put(it, v))\n"
    "                return \"too many values\";\n"
    "            s++;\n"
    "            continue;\n"
    "        }\n"
    "        len = v;\n"
    "        if (len < 0 || len > (1 << 24) || ((uint64_t)len > it->dec[s + 1].left && !PX_NHIST))\n"
    "            return \"bad array length\";\n"
    "        if (px_put(it, len))\n"
    "            return \"out of memory\";\n"
    "        for (j = 0; j < len; j++) {\n"
    "            px_pull(it, s + 1, &v);\n"
    "            if (px_put(it, v))\n"
    "                return \"too many values\";\n"
    "        }\n"
    "        s += 2;\n"
    "    }\n"
    "    return NULL;\n"
    "}\n",
    NULL};

/* The rank's own walk, for the check program only (the proxy walks all ranks). */
static const char *const px_iter_next_rt[] = {
    "/* The rank's next call (sct_iter_next): 1 (its leaf in *leaf, values in\n"
    "   it->vals), 0 at the end, -1 failed (*why says what). */\n"
    "static int px_iter_next(px_iter *it, uint32_t *leaf, const char **why)\n"
    "{\n"
    "    for (;;) {\n"
    "        uint32_t id;\n"
    "        const px_node *x;\n"
    "        if (!it->depth) {\n"
    "            while (it->rootpos < PX_NENT && !px_in_var(&px_ents[it->rootpos].rl, it->rank))\n"
    "                it->rootpos++;\n"
    "            if (it->rootpos >= PX_NENT)\n"
    "                return 0;\n"
    "            id = px_ents[it->rootpos++].node;\n"
    "        } else {\n"
    "            px_frame *f = &it->stack[it->depth - 1];\n"
    "            const px_node *l = &px_nodes[f->node];\n"
    "            if (f->pos == l->nbody) {\n"
    "                if (--f->left)\n"
    "                    f->pos = 0;\n"
    "                else\n"
    "                    it->depth--;\n"
    "                continue;\n"
    "            }\n"
    "            id = px_body[l->body0 + f->pos++];\n"
    "        }\n"
    "        x = &px_nodes[id];\n"
    "        if (x->loop) {\n"
    "            int64_t c;\n"
    "            px_frame *f;\n"
    "            if (px_pull(it, x->list0, &c) || c < (PX_TOL ? 0 : 1))\n"
    "                return *why = \"bad loop trip count\", -1;\n"
    "            if (!c)\n"
    "                continue;\n"
    "            if (it->depth > PX_MAXDEPTH)\n"
    "                return *why = \"structure deeper than declared\", -1;\n"
    "            f = &it->stack[it->depth++];\n"
    "            f->node = id;\n"
    "            f->pos = 0;\n"
    "            f->left = (uint64_t)c;\n"
    "            continue;\n"
    "        }\n"
    "        if ((*why = px_values(it, x)) != NULL)\n"
    "            return -1;\n"
    "        *leaf = id;\n"
    "        return 1;\n"
    "    }\n"
    "}\n",
    NULL};

static void px_blocks_of(FILE *o, const sct_ranklist *rl, uint32_t *nblk) {
    uint32_t b;
    for (b = 0; b < rl->nblocks; b++) {
        const sct_rankblock *k = &rl->blocks[b];
        fprintf(o, "    {%d, %d, {%d, %d, %d}, {%d, %d, %d}},\n", (int)k->start, (int)k->dims, (int)k->count[0],
                (int)k->count[1], (int)k->count[2], (int)k->stride[0] ? (int)k->stride[0] : 1,
                (int)k->stride[1] ? (int)k->stride[1] : 1, (int)k->stride[2] ? (int)k->stride[2] : 1);
    }
    *nblk += rl->nblocks;
}

static int px_lockstep_op(const char *name);

/* The structure of trace t as tables, for px_iter_rt (after px_draw_tables). */
static int px_iter_tables(FILE *o, const sct_reader *r, const sct__rtrace *tr) {
    const sct__mt *mt = &tr->mt;
    uint32_t i, j, nseg = 0, npool = 0, nblk = 0, hv = 0, nsegs = 0, nused = 0;
    int k, *used = (int *)calloc((size_t)r->ops.nops + 1, sizeof(int));
    if (!used) return -1;
    for (i = 0; i < mt->nnode; i++) /* the ops the leaves make, numbered from 1 in the file's order */
        if (mt->node[i].kind != SCT__LOOP && mt->node[i].op >= 0 && mt->node[i].op < r->ops.nops)
            used[mt->node[i].op] = 1;
    for (k = 0; k < r->ops.nops; k++)
        if (used[k]) used[k] = (int)++nused;
    fputs("typedef struct px_op { const char *name; int np; uint64_t arrays; int lock; } px_op;\n"
          "static const px_op px_ops[] = {\n", o);
    for (k = 0; k < r->ops.nops; k++) {
        const sct_op *op = &r->ops.ops[k];
        uint64_t arr = 0;
        int q;
        if (!used[k]) continue;
        if (op->nparams > 64) return free(used), -1;
        for (q = 0; q < op->nparams; q++)
            if (op->param_roles[q] & SCT_PARAM_ARRAY) arr |= UINT64_C(1) << q;
        fprintf(o, "    {\"%s\", %d, UINT64_C(%llu), %d},\n", op->name, op->nparams, (unsigned long long)arr,
                px_lockstep_op(op->name));
    }
    fputs("    {\"\", 0, 0, 0}};\n", o);
    fputs("typedef struct px_seg { int64_t a, b; uint64_t n; uint32_t off, p; int kind; } px_seg;\n"
          "static const px_seg px_segs[] = {\n", o);
    for (i = 0; i < tr->nvar; i++) {
        const sct__stream *s = &tr->st[i];
        for (j = 0; !s->hv && j < s->nseg; j++) {
            fputs("{", o);
            px_i64(o, s->seg[j].a);
            fputc(',', o);
            px_i64(o, s->seg[j].b);
            fprintf(o, ",%lluu,%u,%u,%d},%s", (unsigned long long)s->seg[j].n, npool + s->seg[j].off, s->seg[j].p,
                    (int)s->seg[j].kind, ++nsegs % 4 ? "" : "\n");
        }
        if (!s->hv) npool += s->npool;
    }
    fputs("{0,0,0,0,0,0}};\nstatic const int64_t px_pool[] = {\n", o);
    for (i = 0, nsegs = 0; i < tr->nvar; i++)
        for (j = 0; !tr->st[i].hv && j < tr->st[i].npool; j++) {
            px_i64(o, tr->st[i].pool[j]);
            fputs(++nsegs % 12 ? "," : ",\n", o);
        }
    fputs("0};\ntypedef struct px_stream { uint32_t seg0; uint64_t count; int32_t hv; } px_stream;\n"
          "static const px_stream px_st[] = {\n", o);
    for (i = 0; i < tr->nvar; i++) {
        const sct__stream *s = &tr->st[i];
        fprintf(o, "    {%u, UINT64_C(%llu), %d},\n", s->hv ? 0 : nseg, (unsigned long long)s->count,
                s->hv ? (int)hv : -1);
        if (s->hv) hv++;
        else nseg += s->nseg;
    }
    fputs("    {0, 0, -1}};\nstatic const uint64_t px_val[] = { /* per variant: a leaf's calls (exact counts) */\n",
          o);
    for (i = 0; i < tr->nvar; i++) fprintf(o, "%lluu,%s", (unsigned long long)tr->val[i], (i + 1) % 16 ? "" : "\n");
    fputs("0};\n", o);
    fputs("typedef struct px_blk { int32_t start, dims, count[3], stride[3]; } px_blk;\n"
          "static const px_blk px_blks[] = {\n", o);
    for (i = 0; i < mt->nlist; i++)
        for (j = 0; j < mt->list[i].n; j++) px_blocks_of(o, &mt->list[i].v[j].rl, &nblk);
    for (i = 0; i < mt->nent; i++) px_blocks_of(o, sct__mt_rl(mt, mt->ent[i].rl), &nblk);
    fputs("    {0, 0, {0, 0, 0}, {1, 1, 1}}};\n", o);
    fputs("typedef struct px_var { uint32_t blk0, nblk; int abs; } px_var;\n"
          "static const px_var px_vars[] = {\n", o);
    nblk = 0;
    for (i = 0; i < mt->nlist; i++)
        for (j = 0; j < mt->list[i].n; j++) {
            fprintf(o, "    {%u, %u, %d},\n", nblk, mt->list[i].v[j].rl.nblocks, (int)tr->abs[tr->var0[i] + j]);
            nblk += mt->list[i].v[j].rl.nblocks;
        }
    fputs("    {0, 0, 0}};\ntypedef struct px_list { uint32_t var0, n; } px_list;\n"
          "static const px_list px_lists[] = {\n", o);
    for (i = 0; i < mt->nlist; i++) fprintf(o, "    {%u, %u},\n", tr->var0[i], mt->list[i].n);
    fputs("    {0, 0}};\ntypedef struct px_node { int loop, op; uint32_t list0, body0, nbody; } px_node;\n"
          "static const px_node px_nodes[] = {\n", o);
    for (i = 0; i < mt->nnode; i++) {
        const sct__mnode *x = &mt->node[i];
        if (x->kind != SCT__LOOP && (x->op < 0 || x->op >= r->ops.nops)) return free(used), -1;
        fprintf(o, "    {%d, %d, %u, %u, %u},\n", x->kind == SCT__LOOP, x->kind == SCT__LOOP ? 0 : used[x->op] - 1,
                x->list0, x->body_off, x->kind == SCT__LOOP ? x->body_len : 0);
    }
    free(used);
    fputs("    {0, 0, 0, 0, 0}};\nstatic const uint32_t px_body[] = {\n", o);
    for (i = 0; i < mt->nbody; i++) fprintf(o, "%s%u,", i % 16 ? " " : "\n    ", mt->body[i]);
    fputs("\n    0};\ntypedef struct px_ent { uint32_t node; px_var rl; } px_ent;\n"
          "static const px_ent px_ents[] = {\n", o);
    for (i = 0; i < mt->nent; i++) {
        fprintf(o, "    {%u, {%u, %u, 0}},\n", mt->ent[i].node, nblk, sct__mt_rl(mt, mt->ent[i].rl)->nblocks);
        nblk += sct__mt_rl(mt, mt->ent[i].rl)->nblocks;
    }
    fprintf(o, "    {0, {0, 0, 0}}};\n#define PX_NENT %u\n#define PX_NLIST %u\n#define PX_MAXDEPTH %u\n"
               "#define PX_NHIST %u\n#define PX_TOL %u\n#define PX_NNODE %u\n",
            mt->nent, mt->nlist, tr->maxdepth, tr->nhist, (unsigned)tr->tolerance, mt->nnode);
    for (i = 0; px_iter_rt[i]; i++) fputs(px_iter_rt[i], o);
    return 0;
}

/* --draw-check=N: a program (no MPI) printing the first N draws of every
   histogram variant of the trace (all of them when it took fewer), for the
   seed it was generated with or its --seed=S; and the reader's own draws,
   in the same form, to standard output. */
/* The third piece: the walk of every rank together (sct_walk, as the
   histogram replay asks for it: all ranks, lockstep ops, interleaved
   top-level entries; every call with its values, which draws nothing the
   replay's walk would not: each list is drawn by one rank in one order
   either way). Walked ranks that are alike (sct__walk_classes) are walked
   each by itself: the same variants give them the same draws. */
static const char *const px_walk_rt[] = {
    "#define PX_LANES 64\n"
    "#define PX_AHEAD 64\n"
    "typedef struct px_wframe {\n"
    "    uint32_t node, pos, nact, nwho;\n"
    "    int lock;\n"
    "    uint64_t iter;\n"
    "    uint32_t *act, *who;\n"
    "    uint64_t *cnt;\n"
    "} px_wframe;\n"
    "typedef struct px_lane { px_wframe *fr; uint32_t depth, ent; int busy, fresh; } px_lane;\n"
    "typedef struct px_walk {\n"
    "    uint32_t n, nlane, cur, scan, depth, *tmp, nbit, leaf, lk, *lset, lnact;\n"
    "    px_iter *it;\n"
    "    px_lane lane[PX_LANES];\n"
    "    px_wframe *fr;\n"
    "    uint8_t *busy, *claim, *started, *sync, *lbit;\n"
    "    int refill, yield;\n"
    "    uint64_t *lmask, *gone, *budget, *done, seq;\n"
    "    int32_t fk; /* the focus's index among the walked ranks (-1: none) */\n"
    "} px_walk;\n"
    "typedef struct px_wev { int kind, focus_in; int32_t rank; uint32_t node, depth; uint64_t iter, seq; } px_wev;\n"
    "static void *px_zalloc(size_t n)\n"
    "{\n"
    "    void *p = calloc(n ? n : 1, 1);\n"
    "    if (!p) {\n"
    "        fprintf(stderr, \"out of memory\\n\");\n"
    "        exit(1);\n"
    "    }\n"
    "    return p;\n"
    "}\n"
    "/* A walked rank's recorded calls of leaf id: exact counts only. */\n"
    "static uint64_t px_budget(const px_walk *w, uint32_t k, uint32_t id)\n"
    "{\n"
    "    int32_t s = w->it[k].st[px_nodes[id].list0];\n"
    "    return s < 0 || px_st[s].hv >= 0 || !px_val[s] ? UINT64_MAX : px_val[s];\n"
    "}\n"
    "static void px_walk_init(px_walk *w, uint64_t seed, int32_t focus)\n"
    "{\n"
    "    uint32_t i, j, k;\n"
    "    memset(w, 0, sizeof *w);\n"
    "    w->n = PX_NRANKS;\n"
    "    w->fk = -1;\n"
    "    for (k = 0; k < w->n; k++)\n"
    "        if (px_ranks[k] == focus)\n"
    "            w->fk = (int32_t)k;\n"
    "    w->it = (px_iter *)px_zalloc(w->n * sizeof *w->it);\n"
    "    for (k = 0; k < w->n; k++)\n"
    "        px_iter_init(&w->it[k], px_ranks[k], seed);\n"
    "    w->nlane = PX_LANES;\n"
    "    for (i = 0; i < PX_LANES; i++) {\n"
    "        w->lane[i].fr = (px_wframe *)px_zalloc((PX_MAXDEPTH + 2) * sizeof(px_wframe));\n"
    "        for (j = 0; j < PX_MAXDEPTH + 2; j++) {\n"
    "            w->lane[i].fr[j].act = (uint32_t *)px_zalloc(w->n * 4);\n"
    "            w->lane[i].fr[j].who = (uint32_t *)px_zalloc(w->n * 4);\n"
    "            w->lane[i].fr[j].cnt = (uint64_t *)px_zalloc(w->n * 8);\n"
    "        }\n"
    "    }\n"
    "    w->tmp = (uint32_t *)px_zalloc(w->n * 4);\n"
    "    w->busy = (uint8_t *)px_zalloc(w->n);\n"
    "    w->claim = (uint8_t *)px_zalloc(w->n);\n"
    "    w->started = (uint8_t *)px_zalloc(PX_NENT + 1);\n"
    "    w->sync = (uint8_t *)px_zalloc(PX_NNODE + 1);\n"
    "    w->lbit = (uint8_t *)px_zalloc(PX_NNODE + 1);\n"
    "    w->lmask = (uint64_t *)px_zalloc((PX_NNODE + 1) * 8);\n"
    "    w->gone = (uint64_t *)px_zalloc(w->n * 8);\n"
    "    w->done = (uint64_t *)px_zalloc((size_t)w->n * (PX_NNODE + 1) * 8);\n"
    "    for (i = 0; i < PX_NNODE; i++) { /* children first: one pass marks every subtree */\n"
    "        const px_node *x = &px_nodes[i];\n"
    "        if (!x->loop) {\n"
    "            w->sync[i] = (uint8_t)px_ops[x->op].lock;\n"
    "            if (PX_NHIST && w->sync[i] && w->nbit < 64) {\n"
    "                w->lmask[i] = UINT64_C(1) << w->nbit;\n"
    "                w->lbit[i] = (uint8_t)++w->nbit;\n"
    "            }\n"
    "            continue;\n"
    "        }\n"
    "        for (j = 0; j < x->nbody; j++) {\n"
    "            uint32_t b = px_body[x->body0 + j];\n"
    "            if (b >= i)\n"
    "                continue;\n"
    "            w->sync[i] |= w->sync[b];\n"
    "            w->lmask[i] |= w->lmask[b];\n"
    "        }\n"
    "    }\n"
    "    w->budget = (uint64_t *)px_zalloc(((size_t)w->n * w->nbit + 1) * 8);\n"
    "    for (i = 0; i < PX_NNODE; i++)\n"
    "        for (k = 0; w->lbit[i] && k < w->n; k++)\n"
    "            w->budget[k * w->nbit + w->lbit[i] - 1] = px_budget(w, k, i);\n"
    "    w->refill = 1;\n"
    "}\n"
    "static int px_spent(const px_walk *w, uint32_t x, const uint32_t *who, uint32_t n)\n"
    "{\n"
    "    uint32_t k;\n"
    "    for (k = 0; w->lmask[x] && k < n; k++)\n"
    "        if (w->gone[who[k]] & w->lmask[x])\n"
    "            return 1;\n"
    "    return 0;\n"
    "}\n"
    "/* Whether walked rank a stops at loop x (sct__walk_stops). */\n"
    "static int px_stops(const px_walk *w, uint32_t x, int lock, int spent, uint32_t a)\n"
    "{\n"
    "    return lock ? spent : px_spent(w, x, &a, 1);\n"
    "}\n"
    "static int px_drawn(const px_walk *w, uint32_t x, const px_wframe *f)\n"
    "{\n"
    "    uint32_t k;\n"
    "    for (k = 0; k < f->nact; k++) {\n"
    "        int32_t s = w->it[f->act[k]].st[px_nodes[x].list0];\n"
    "        if (s >= 0 && px_st[s].hv >= 0)\n"
    "            return 1;\n"
    "    }\n"
    "    return 0;\n"
    "}\n",
    "/* Enter loop x with the participants of frame parent (sct__walk_enter). */\n"
    "static const char *px_enter(px_walk *w, uint32_t x, const px_wframe *parent)\n"
    "{\n"
    "    const px_node *nd = &px_nodes[x];\n"
    "    px_wframe *f;\n"
    "    uint32_t k;\n"
    "    int64_t c;\n"
    "    int spent = px_spent(w, x, parent->act, parent->nact);\n"
    "    int lock = w->sync[x] && px_drawn(w, x, parent);\n"
    "    if (w->depth > PX_MAXDEPTH)\n"
    "        return \"structure deeper than declared\";\n"
    "    f = &w->fr[++w->depth];\n"
    "    f->node = x;\n"
    "    f->pos = 0;\n"
    "    f->iter = 0;\n"
    "    f->lock = lock;\n"
    "    f->nwho = f->nact = 0;\n"
    "    for (k = 0; k < parent->nact; k++) {\n"
    "        uint32_t a = parent->act[k];\n"
    "        px_iter *it = &w->it[a];\n"
    "        int32_t s = it->st[nd->list0];\n"
    "        if (lock && f->nwho && s >= 0 && px_st[s].hv >= 0)\n"
    "            c = (int64_t)f->cnt[0];\n"
    "        else if (px_pull(it, nd->list0, &c) || c < (PX_TOL ? 0 : 1))\n"
    "            return \"bad loop trip count\";\n"
    "        f->who[f->nwho] = a;\n"
    "        f->cnt[f->nwho] = px_stops(w, x, lock, spent, a) ? 0 : lock && f->nwho ? f->cnt[0] : (uint64_t)c;\n"
    "        if (f->cnt[f->nwho])\n"
    "            f->act[f->nact++] = a;\n"
    "        f->nwho++;\n"
    "    }\n"
    "    if (!f->nact)\n"
    "        w->depth--;\n"
    "    return NULL;\n"
    "}\n"
    "static void px_next_iter(px_walk *w)\n"
    "{\n"
    "    px_wframe *f = &w->fr[w->depth];\n"
    "    uint32_t k;\n"
    "    int spent = px_spent(w, f->node, f->who, f->nwho);\n"
    "    f->iter++;\n"
    "    f->pos = 0;\n"
    "    f->nact = 0;\n"
    "    for (k = 0; k < f->nwho; k++)\n"
    "        if (f->cnt[k] > f->iter && !px_stops(w, f->node, f->lock, spent, f->who[k]))\n"
    "            f->act[f->nact++] = f->who[k];\n"
    "    if (!f->nact)\n"
    "        w->depth--;\n"
    "}\n"
    "static uint32_t px_members(const px_walk *w, uint32_t j, uint32_t *out)\n"
    "{\n"
    "    uint32_t k, n = 0;\n"
    "    for (k = 0; k < w->n; k++)\n"
    "        if (px_in_var(&px_ents[j].rl, px_ranks[k]))\n"
    "            out[n++] = k;\n"
    "    return n;\n"
    "}\n"
    "static void px_start(px_walk *w, uint32_t j, uint32_t n)\n"
    "{\n"
    "    px_lane *L = w->lane;\n"
    "    uint32_t k;\n"
    "    while (L->busy)\n"
    "        L++;\n"
    "    for (k = 0; k < n; k++)\n"
    "        w->busy[L->fr[0].act[k] = w->tmp[k]] = 1;\n"
    "    L->fr[0].nact = n;\n"
    "    L->busy = L->fresh = 1;\n"
    "    L->ent = j;\n"
    "    L->depth = 0;\n"
    "    w->started[j] = 1;\n"
    "}\n",
    "/* Start the root entries that are ready in free lanes (sct__walk_fill). */\n"
    "static void px_fill(px_walk *w)\n"
    "{\n"
    "    uint32_t j, k, n, nclaim = 0, nfree = 0;\n"
    "    int ready;\n"
    "    for (k = 0; k < w->nlane; k++)\n"
    "        nfree += !w->lane[k].busy;\n"
    "    for (k = 0; k < w->n; k++)\n"
    "        nclaim += (w->claim[k] = w->busy[k]);\n"
    "    while (w->scan < PX_NENT && w->started[w->scan])\n"
    "        w->scan++;\n"
    "    for (j = w->scan; j < PX_NENT && nfree && nclaim < w->n && j <= w->scan + PX_AHEAD; j++) {\n"
    "        if (w->started[j])\n"
    "            continue;\n"
    "        if (!(n = px_members(w, j, w->tmp))) {\n"
    "            w->started[j] = 1;\n"
    "            while (w->scan < PX_NENT && w->started[w->scan])\n"
    "                w->scan++;\n"
    "            continue;\n"
    "        }\n"
    "        for (k = 0, ready = 1; k < n; k++) {\n"
    "            ready &= !w->claim[w->tmp[k]];\n"
    "            nclaim += !w->claim[w->tmp[k]];\n"
    "            w->claim[w->tmp[k]] = 1;\n"
    "        }\n"
    "        if (!ready)\n"
    "            continue;\n"
    "        px_start(w, j, n);\n"
    "        nfree--;\n"
    "    }\n"
    "}\n"
    "/* Leave the current lane, start what is ready, load the next running lane:\n"
    "   0, or 1 when none runs (sct__walk_rotate). */\n"
    "static int px_rotate(px_walk *w)\n"
    "{\n"
    "    px_lane *L = &w->lane[w->cur];\n"
    "    uint32_t i = 1, k;\n"
    "    L->depth = w->depth;\n"
    "    if (L->busy && !L->fresh && !L->depth) {\n"
    "        for (k = 0; k < L->fr[0].nact; k++)\n"
    "            w->busy[L->fr[0].act[k]] = 0;\n"
    "        L->busy = 0;\n"
    "        w->refill = 1;\n"
    "    }\n"
    "    if (w->refill)\n"
    "        px_fill(w);\n"
    "    w->refill = 0;\n"
    "    if (L->busy && L->fresh)\n"
    "        i = 0;\n"
    "    for (; i <= w->nlane; i++) {\n"
    "        L = &w->lane[(w->cur + i) % w->nlane];\n"
    "        if (!L->busy)\n"
    "            continue;\n"
    "        w->cur = (w->cur + i) % w->nlane;\n"
    "        w->fr = L->fr;\n"
    "        w->depth = L->depth;\n"
    "        return 0;\n"
    "    }\n"
    "    return 1;\n"
    "}\n"
    "static int px_step(px_walk *w, uint32_t *id)\n"
    "{\n"
    "    if (w->depth) {\n"
    "        px_wframe *f = &w->fr[w->depth];\n"
    "        const px_node *l = &px_nodes[f->node];\n"
    "        if (f->pos == l->nbody)\n"
    "            return 0;\n"
    "        *id = px_body[l->body0 + f->pos++];\n"
    "        return 1;\n"
    "    }\n"
    "    for (;;) {\n"
    "        px_lane *L = &w->lane[w->cur];\n"
    "        if (L->busy && L->fresh) {\n"
    "            L->fresh = 0;\n"
    "            *id = px_ents[L->ent].node;\n"
    "            return 1;\n"
    "        }\n"
    "        if (px_rotate(w))\n"
    "            break;\n"
    "        if (w->depth)\n"
    "            return px_step(w, id);\n"
    "    }\n"
    "    *id = UINT32_MAX;\n"
    "    return 0;\n"
    "}\n",
    "/* The walk's next event (sct_walk_next): 1 a call (ev->kind 1: walked rank\n"
    "   w->lset[w->lk - 1] made leaf ev->node, its values in its iterator) or an\n"
    "   iteration's end (kind 2); 0 the end; -1 failed (*why). */\n"
    "static int px_walk_next(px_walk *w, px_wev *ev, const char **why)\n"
    "{\n"
    "    for (;;) {\n"
    "        uint32_t id, k;\n"
    "        if (w->lk < w->lnact) {\n"
    "            px_iter *it;\n"
    "            k = w->lset[w->lk++];\n"
    "            it = &w->it[k];\n"
    "            id = w->leaf;\n"
    "            if (w->lbit[id] && ++w->done[(size_t)k * (PX_NNODE + 1) + id] >= w->budget[k * w->nbit + w->lbit[id] - 1])\n"
    "                w->gone[k] |= w->lmask[id];\n"
    "            ev->seq = w->seq++;\n"
    "            ev->kind = 1;\n"
    "            ev->rank = it->rank;\n"
    "            ev->node = id;\n"
    "            ev->depth = w->depth;\n"
    "            ev->iter = 0;\n"
    "            if ((*why = px_values(it, &px_nodes[id])) != NULL)\n"
    "                return -1;\n"
    "            return 1;\n"
    "        }\n"
    "        if (w->yield) {\n"
    "            w->yield = 0;\n"
    "            px_rotate(w);\n"
    "        }\n"
    "        if (!px_step(w, &id)) {\n"
    "            px_wframe *f = &w->fr[w->depth];\n"
    "            if (!w->depth)\n"
    "                return 0;\n"
    "            ev->kind = 2;\n"
    "            ev->rank = -1;\n"
    "            ev->node = f->node;\n"
    "            ev->depth = w->depth;\n"
    "            ev->iter = f->iter;\n"
    "            ev->seq = 0;\n"
    "            ev->focus_in = w->fk < 0;\n"
    "            for (k = 0; k < f->nact && !ev->focus_in; k++)\n"
    "                ev->focus_in = f->act[k] == (uint32_t)w->fk;\n"
    "            px_next_iter(w);\n"
    "            w->yield = w->nlane > 1 && ev->depth == 1;\n"
    "            return 1;\n"
    "        }\n"
    "        if (px_nodes[id].loop) {\n"
    "            if ((*why = px_enter(w, id, &w->fr[w->depth])) != NULL)\n"
    "                return -1;\n"
    "            continue;\n"
    "        }\n"
    "        w->leaf = id;\n"
    "        w->lset = w->fr[w->depth].act;\n"
    "        w->lnact = w->fr[w->depth].nact;\n"
    "        w->lk = 0;\n"
    "    }\n"
    "}\n"
    "static void px_walk_free(px_walk *w)\n"
    "{\n"
    "    uint32_t i, j;\n"
    "    for (i = 0; i < w->n; i++)\n"
    "        px_iter_free(&w->it[i]);\n"
    "    for (i = 0; i < PX_LANES; i++) {\n"
    "        for (j = 0; j < PX_MAXDEPTH + 2; j++) {\n"
    "            free(w->lane[i].fr[j].act);\n"
    "            free(w->lane[i].fr[j].who);\n"
    "            free(w->lane[i].fr[j].cnt);\n"
    "        }\n"
    "        free(w->lane[i].fr);\n"
    "    }\n"
    "    free(w->it);\n"
    "    free(w->tmp);\n"
    "    free(w->busy);\n"
    "    free(w->claim);\n"
    "    free(w->started);\n"
    "    free(w->sync);\n"
    "    free(w->lbit);\n"
    "    free(w->lmask);\n"
    "    free(w->gone);\n"
    "    free(w->done);\n"
    "    free(w->budget);\n"
    "}\n",
    NULL};

/* The ops a histogram replay runs in lockstep (tools/sctrace_replay.h
   sct__r_kind: collectives, neighbourhood ones included, and the calls that
   make communicators and groups), by name: the generator has no MPI. */
static int px_lockstep_op(const char *name) {
    static const char *const coll[] = {
        "Barrier", "Ibarrier", "Bcast", "Ibcast", "Reduce", "Ireduce", "Allreduce", "Iallreduce", "Scan", "Iscan",
        "Exscan", "Iexscan", "Reduce_scatter_block", "Ireduce_scatter_block", "Gather", "Igather", "Scatter",
        "Iscatter", "Allgather", "Iallgather", "Alltoall", "Ialltoall", "Gatherv", "Igatherv", "Allgatherv",
        "Iallgatherv", "Scatterv", "Iscatterv", "Alltoallv", "Ialltoallv", "Alltoallw", "Ialltoallw",
        "Reduce_scatter", "Ireduce_scatter", "Neighbor_allgather", "Ineighbor_allgather", "Neighbor_alltoall",
        "Ineighbor_alltoall", "Neighbor_allgatherv", "Ineighbor_allgatherv", "Neighbor_alltoallv",
        "Ineighbor_alltoallv", "Neighbor_alltoallw", "Ineighbor_alltoallw", "Comm_dup", "Comm_dup_with_info",
        "Comm_split", "Comm_split_type", "Cart_create", "Comm_create", "Comm_group", "Comm_free", "Group_incl",
        "Group_excl", "Group_free", "Cart_sub", "Graph_create", "Dist_graph_create",
        "Dist_graph_create_adjacent", NULL};
    int i;
    if (strncmp(name, "MPI_", 4)) return 0;
    for (i = 0; coll[i]; i++)
        if (!strcmp(name + 4, coll[i])) return 1;
    return 0;
}

/* The reader's walk as the histogram replay asks for it, but with every
   call and its values (no value_ops, no focus): the first n events. */
static void px_reader_walk(sct_reader *r, const sct_file_info *fi, unsigned long long n) {
    sct_walk_desc d;
    sct_walk *w = NULL;
    sct_walk_event ev;
    int32_t *all = (int32_t *)malloc(((size_t)fi->nranks + 1) * sizeof *all);
    unsigned char *lock = (unsigned char *)calloc((size_t)r->ops.nops + 1, 1);
    unsigned long long j;
    int k, got = -1;
    memset(&d, 0, sizeof d);
    for (k = 0; all && k < fi->nranks; k++) all[k] = sct_reader_rank(r, k);
    for (k = 0; lock && k < r->ops.nops; k++) lock[k] = (unsigned char)px_lockstep_op(r->ops.ops[k].name);
    d.ranks = all;
    d.nranks = fi->nranks;
    d.lockstep_ops = lock;
    d.interleave = 1;
    if (all && lock && sct_walk_create(r, &d, &w) == SCT_OK)
        for (j = 0, got = 1; j < n && (got = sct_walk_next(w, &ev)) == 1; j++) {
            if (ev.kind == SCT_WALK_ITER_END) {
                printf("walk: end %u depth %d iteration %llu\n", ev.node, ev.depth, (unsigned long long)ev.iteration);
                continue;
            }
            printf("walk: rank %d %s seq %llu", (int)ev.rank, r->ops.ops[ev.ev.op].name, (unsigned long long)ev.seq);
            for (k = 0; k < ev.ev.nvalues; k++) printf(" %lld", (long long)ev.ev.values[k]);
            printf("\n");
        }
    if (got < 0) printf("walk: error\n");
    sct_walk_destroy(w);
    free(all);
    free(lock);
}

/* The reader's side of --draw-check: the draws, then each rank's first n
   events (op name and values; "error" where its iterator fails). */
static void px_reader_side(sct_reader *r, const sct__rtrace *tr, unsigned long long n) {
    sct_file_info fi;
    uint32_t i;
    int64_t v;
    int k;
    for (i = 0; i < tr->nvar; i++) {
        sct_stream_cursor c;
        unsigned long long j;
        if (!tr->st[i].hv) continue;
        sct__cursor_init(&c, &tr->st[i]);
        printf("variant %u:", i);
        for (j = 0; j < n && sct_stream_cursor_next(&c, &v, 1) == 1; j++) printf(" %lld", (long long)v);
        printf("\n");
    }
    sct_reader_info(r, &fi);
    for (k = 0; k < fi.nranks; k++) {
        int32_t rank = sct_reader_rank(r, k);
        sct_iter *it = NULL;
        sct_event_out ev;
        unsigned long long j;
        int got = sct_iter_create(r, rank, &it) == SCT_OK ? 1 : -1, q;
        for (j = 0; j < n && got == 1 && (got = sct_iter_next(it, &ev)) == 1; j++) {
            printf("rank %d: %s", (int)rank, r->ops.ops[ev.op].name);
            for (q = 0; q < ev.nvalues; q++) printf(" %lld", (long long)ev.values[q]);
            printf("\n");
        }
        if (got < 0) printf("rank %d: error\n", (int)rank);
        sct_iter_destroy(it);
    }
    px_reader_walk(r, &fi, n);
}

/* --draw-check=N: a program (no MPI) printing the first N draws of every
   histogram variant of the trace (all of them when it took fewer) and the
   first N events of every rank as its own iterator gives them, for the seed
   it was generated with or its --seed=S; and the reader's own, in the same
   form, to standard output. */
static int px_draw_check(const char *file, unsigned long long seed, unsigned long long n, FILE *o, char *err,
                         size_t errlen) {
    sct_read_desc d;
    sct_reader *r;
    sct__rtrace *tr = NULL;
    sct_file_info fi;
    int k;
    memset(&d, 0, sizeof d);
    d.seed = seed;
    if (sct_reader_open(file, &d, &r, err, errlen) != SCT_OK) return -1;
    sct_reader_info(r, &fi);
    if (fi.ntraces != 1) {
        sct_reader_close(r);
        return snprintf(err, errlen, "--draw-check needs a merged trace (this file holds %d)", fi.ntraces), -1;
    }
    if (sct__trace_get(r, 0, &tr) != SCT_OK) {
        snprintf(err, errlen, "%s", sct_reader_error(r));
        sct_reader_close(r);
        return -1;
    }
    fprintf(o, "/* The first %llu draws of every histogram variant of %s and the first %llu\n"
               "   events of every rank, as a rank's own iterator gives them, seed %llu (or\n"
               "   --seed=S): sctrace proxy %s --draw-check=%llu prints the reader's. No\n"
               "   MPI: cc -std=c99. */\n",
            n, file, n, seed, file, n);
    fputs("#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n\n", o);
    px_draw_tables(o, tr);
    if (px_iter_tables(o, r, tr)) {
        sct_reader_close(r);
        return snprintf(err, errlen, "an op of more than 64 parameters, or a leaf of no op"), -1;
    }
    for (k = 0; px_iter_next_rt[k]; k++) fputs(px_iter_next_rt[k], o);
    fputs("static const int32_t px_ranks[] = {", o);
    for (k = 0; k < fi.nranks; k++) fprintf(o, "%s%d", k ? ", " : "", (int)sct_reader_rank(r, k));
    fprintf(o, "};\n#define PX_NRANKS %d\n", fi.nranks);
    for (k = 0; px_walk_rt[k]; k++) fputs(px_walk_rt[k], o);
    fprintf(o, "\nint main(int argc, char **argv)\n{\n    uint64_t seed = UINT64_C(%llu), k, n;\n    int i;\n", seed);
    fputs("    for (i = 1; i < argc; i++)\n"
          "        if (!strncmp(argv[i], \"--seed=\", 7))\n"
          "            seed = strtoull(argv[i] + 7, NULL, 0);\n"
          "    for (i = 0; i < PX_NHV; i++) {\n"
          "        const px_hv *h = &px_hvs[i];\n"
          "        double dev = 0;\n", o);
    fprintf(o, "        n = h->count < UINT64_C(%llu) ? h->count : UINT64_C(%llu);\n", n, n);
    fputs("        printf(\"variant %u:\", (unsigned)h->id);\n"
          "        for (k = 0; k < n; k++)\n"
          "            printf(\" %lld\", (long long)px_draw(h, px_salt(seed, h), k, &dev));\n"
          "        printf(\"\\n\");\n"
          "    }\n", o);
    fprintf(o, "    for (i = 0; i < %d; i++) {\n"
               "        px_iter it;\n"
               "        uint32_t leaf, q;\n"
               "        const char *why = NULL;\n"
               "        int got = 1;\n"
               "        px_iter_init(&it, px_ranks[i], seed);\n"
               "        for (k = 0; k < UINT64_C(%llu) && (got = px_iter_next(&it, &leaf, &why)) == 1; k++) {\n",
            fi.nranks, n);
    fputs("            printf(\"rank %d: %s\", (int)px_ranks[i], px_ops[px_nodes[leaf].op].name);\n"
          "            for (q = 0; q < it.nvals; q++)\n"
          "                printf(\" %lld\", (long long)it.vals[q]);\n"
          "            printf(\"\\n\");\n"
          "        }\n"
          "        if (got < 0)\n"
          "            printf(\"rank %d: error\\n\", (int)px_ranks[i]);\n"
          "        px_iter_free(&it);\n"
          "    }\n", o);
    fprintf(o, "    {\n"
               "        px_walk w;\n"
               "        px_wev ev;\n"
               "        const char *why = NULL;\n"
               "        int got = 1;\n"
               "        uint32_t q;\n"
               "        px_walk_init(&w, seed, -1);\n"
               "        for (k = 0; k < UINT64_C(%llu) && (got = px_walk_next(&w, &ev, &why)) == 1; k++) {\n", n);
    fputs("            const px_iter *it = &w.it[w.lset ? w.lset[w.lk - 1] : 0];\n"
          "            if (ev.kind == 2) {\n"
          "                printf(\"walk: end %u depth %u iteration %llu\\n\", (unsigned)ev.node, (unsigned)ev.depth,\n"
          "                       (unsigned long long)ev.iter);\n"
          "                continue;\n"
          "            }\n"
          "            printf(\"walk: rank %d %s seq %llu\", (int)ev.rank, px_ops[px_nodes[ev.node].op].name,\n"
          "                   (unsigned long long)ev.seq);\n"
          "            for (q = 0; q < it->nvals; q++)\n"
          "                printf(\" %lld\", (long long)it->vals[q]);\n"
          "            printf(\"\\n\");\n"
          "        }\n"
          "        if (got < 0)\n"
          "            printf(\"walk: error\\n\");\n"
          "        px_walk_free(&w);\n"
          "    }\n"
          "    return 0;\n}\n", o);
    px_reader_side(r, tr, n);
    sct_reader_close(r);
    return 0;
}

/*== >>px_hwalk  histogram traces: the replay's calls from the walk, at run time ==*/

/* A histogram trace's proxy without its replay run: the program holds the
   draw tables, the structure tables, the per-rank iterator and the walk of
   section 5, and makes from that walk the calls tools/sctrace_replay.h's
   histogram replay makes (sct__r_h_group and what it calls): the target of a
   send posts its receive when it interprets the send, the sender sends
   MPI_BYTE of the drawn size, waits and blocking receives drain what was
   posted, a receive from MPI_ANY_SOURCE takes one message, loops holding a
   wait drain at their iteration ends, communicator calls are made as the
   exact replay makes them, and collectives are issued at the position every
   member agrees on, from a first walk of them all (sct__r_schedule), with
   the datatype and op sct__r_h_elems picks. Every rank walks every rank
   with the shared seed, so the program draws what the replay draws and is
   deadlock-free for the same reasons; each MPI function is called from one
   place, as in the replay, so request ids come out the same. Its size is the
   trace's structure, never the draws. Traces with calls outside what is
   restated here (communicator and group calls other than Cart_create,
   Cart_sub, Comm_dup, Comm_split, Comm_split_type, Comm_free, Comm_group,
   Group_incl/excl/free and Comm_create; neighbourhood collectives; more than 64
   parameters) go through the replay (>>px_hist). */

static const char *const px_hr_rt[] = {
    "/* ---- the histogram replay's calls, made from the walk (tools/sctrace_replay.h) ---- */\n"
    "static int me, np, hr_compute = PX_COMPUTE;\n"
    "static double hr_last;\n"
    "static double hr_now(void)\n"
    "{\n"
    "    struct timespec t;\n"
    "    clock_gettime(CLOCK_MONOTONIC, &t);\n"
    "    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;\n"
    "}\n"
    "/* Computation before a call of this rank: until ns after the last call returned. */\n"
    "static void hr_spend(int64_t ns)\n"
    "{\n"
    "    double until = hr_last + 1e-9 * (double)ns, left;\n"
    "    if (hr_compute == 2 || ns <= 0)\n"
    "        return;\n"
    "    if (hr_compute == 1 && (left = until - hr_now()) > 1e-4) {\n"
    "        struct timespec t;\n"
    "        left -= 1e-4;\n"
    "        t.tv_sec = (time_t)left;\n"
    "        t.tv_nsec = (long)((left - (double)t.tv_sec) * 1e9);\n"
    "        nanosleep(&t, NULL);\n"
    "    }\n"
    "    while (hr_now() < until)\n"
    "        ;\n"
    "}\n"
    "static void hr_die(const char *what)\n"
    "{\n"
    "    fprintf(stderr, \"proxy: rank %d: %s\\n\", me, what);\n"
    "    PMPI_Abort(MPI_COMM_WORLD, 1);\n"
    "    exit(1);\n"
    "}\n"
    "static void *hr_alloc(void *p, size_t n)\n"
    "{\n"
    "    if (!(p = realloc(p, n ? n : 1)))\n"
    "        hr_die(\"out of memory\");\n"
    "    return p;\n"
    "}\n"
    "/* Communicators by recorded id, each with its ranks in world order and back. */\n"
    "typedef struct hr_comm { int64_t id; MPI_Comm c; int size, *w2c, *c2w; } hr_comm;\n"
    "static hr_comm *hr_comms;\n"
    "static int hr_ncomm;\n"
    "static hr_comm *hr_find(int64_t id)\n"
    "{\n"
    "    int i;\n"
    "    for (i = 0; i < hr_ncomm; i++)\n"
    "        if (hr_comms[i].id == id)\n"
    "            return &hr_comms[i];\n"
    "    return NULL;\n"
    "}\n"
    "static void hr_newcomm(int64_t id, MPI_Comm c)\n"
    "{\n"
    "    MPI_Group wg, cg;\n"
    "    int i, *in;\n"
    "    hr_comm *x;\n"
    "    if (id < 0 || c == MPI_COMM_NULL)\n"
    "        return;\n"
    "    if (!(x = hr_find(id))) {\n"
    "        hr_comms = (hr_comm *)hr_alloc(hr_comms, (size_t)(hr_ncomm + 1) * sizeof *hr_comms);\n"
    "        x = &hr_comms[hr_ncomm++];\n"
    "    } else {\n"
    "        free(x->w2c);\n"
    "    }\n"
    "    x->id = id;\n"
    "    x->c = c;\n"
    "    PMPI_Comm_size(c, &x->size);\n"
    "    x->w2c = (int *)hr_alloc(NULL, (size_t)(np + x->size + np) * sizeof(int));\n"
    "    x->c2w = x->w2c + np;\n"
    "    in = x->c2w + x->size;\n"
    "    PMPI_Comm_group(MPI_COMM_WORLD, &wg);\n"
    "    PMPI_Comm_group(c, &cg);\n"
    "    for (i = 0; i < np; i++)\n"
    "        in[i] = i;\n"
    "    PMPI_Group_translate_ranks(wg, np, in, cg, x->w2c);\n"
    "    for (i = 0; i < x->size; i++)\n"
    "        in[i] = i;\n"
    "    PMPI_Group_translate_ranks(cg, x->size, in, wg, x->c2w);\n"
    "    PMPI_Group_free(&wg);\n"
    "    PMPI_Group_free(&cg);\n"
    "}\n",
    "static void hr_dropcomm(int64_t id)\n"
    "{\n"
    "    hr_comm *x = hr_find(id);\n"
    "    if (!x)\n"
    "        return;\n"
    "    free(x->w2c);\n"
    "    *x = hr_comms[--hr_ncomm];\n"
    "}\n"
    "/* Whether this rank holds communicator id (sct__r_holds). */\n"
    "static int hr_holds(int64_t id, MPI_Comm *c)\n"
    "{\n"
    "    hr_comm *x;\n"
    "    *c = MPI_COMM_WORLD;\n"
    "    if (id == 0)\n"
    "        return 1;\n"
    "    if (id == 1) {\n"
    "        *c = MPI_COMM_SELF;\n"
    "        return 1;\n"
    "    }\n"
    "    if (!(x = hr_find(id)))\n"
    "        return 0;\n"
    "    *c = x->c;\n"
    "    return 1;\n"
    "}\n"
    "/* World rank -> rank in c (-1: not a member). */\n"
    "static int hr_crank(MPI_Comm c, int world)\n"
    "{\n"
    "    int i;\n"
    "    if (c == MPI_COMM_WORLD)\n"
    "        return world;\n"
    "    if (c == MPI_COMM_NULL || world < 0 || world >= np)\n"
    "        return -1;\n"
    "    for (i = 0; i < hr_ncomm; i++)\n"
    "        if (hr_comms[i].c == c)\n"
    "            return hr_comms[i].w2c[world] == MPI_UNDEFINED ? -1 : hr_comms[i].w2c[world];\n"
    "    return world == me ? 0 : -1; /* MPI_COMM_SELF */\n"
    "}\n"
    "/* The world rank a relative peer of `from` in c names, or -1 (sct__r_target:\n"
    "   an offset leaving the communicator wraps around it). */\n"
    "static int hr_target(MPI_Comm c, int from, int64_t rel)\n"
    "{\n"
    "    int cr = hr_crank(c, from), t, i;\n"
    "    if (cr < 0 || rel <= -INT64_C(0x100000000))\n"
    "        return -1;\n"
    "    if (c == MPI_COMM_WORLD)\n"
    "        return (int)(((cr + rel) % np + np) % np);\n"
    "    for (i = 0; i < hr_ncomm; i++)\n"
    "        if (hr_comms[i].c == c) {\n"
    "            t = (int)(((cr + rel) % hr_comms[i].size + hr_comms[i].size) % hr_comms[i].size);\n"
    "            return hr_comms[i].c2w[t] == MPI_UNDEFINED ? -1 : hr_comms[i].c2w[t];\n"
    "        }\n"
    "    return me; /* MPI_COMM_SELF: cr >= 0 only for this rank */\n"
    "}\n"
    "static int hr_tag(int64_t t) { return t == PX_TAG_ANY ? MPI_ANY_TAG : (int)t; }\n"
    "/* Payload buffers, grown (an outgrown one is kept: pending calls may use it). */\n"
    "static char *hr_buf[2];\n",
    "static size_t hr_cap[2];\n"
    "static void *hr_payload(int which, size_t span)\n"
    "{\n"
    "    if (2 * span > hr_cap[which]) {\n"
    "        size_t need = 2 * span < 4096 ? 4096 : 3 * span;\n"
    "        if (!(hr_buf[which] = (char *)calloc(need, 1)))\n"
    "            hr_die(\"out of memory for a buffer\");\n"
    "        hr_cap[which] = need;\n"
    "    }\n"
    "    return hr_buf[which] + span;\n"
    "}\n"
    "/* Pending requests: sends (pend) and the receives this rank posted (rx). */\n"
    "typedef struct hr_pend { MPI_Request *q; uint32_t head, n, cap; } hr_pend;\n"
    "static hr_pend hr_sends, hr_rx;\n"
    "#define HR_PEND_MAX 16384\n"
    "static uint32_t hr_npend(void) { return hr_sends.n - hr_sends.head + hr_rx.n - hr_rx.head; }\n"
    "static void hr_list_add(hr_pend *p, MPI_Request q)\n"
    "{\n"
    "    if (p->head && p->n == p->cap) {\n"
    "        memmove(p->q, p->q + p->head, (p->n - p->head) * sizeof(MPI_Request));\n"
    "        p->n -= p->head;\n"
    "        p->head = 0;\n"
    "    }\n"
    "    if (p->n == p->cap) {\n"
    "        p->cap = p->cap ? 2 * p->cap : 64;\n"
    "        p->q = (MPI_Request *)hr_alloc(p->q, p->cap * sizeof(MPI_Request));\n"
    "    }\n"
    "    p->q[p->n++] = q;\n"
    "}\n"
    "static void hr_drain(void);\n"
    "static void hr_pend_add(MPI_Request q, int rx)\n"
    "{\n"
    "    if (q == MPI_REQUEST_NULL)\n"
    "        return;\n"
    "    if (hr_npend() >= HR_PEND_MAX)\n"
    "        hr_drain();\n"
    "    hr_list_add(rx ? &hr_rx : &hr_sends, q);\n"
    "}\n"
    "static MPI_Status *hr_statuses(uint32_t n)\n"
    "{\n"
    "    static MPI_Status *st;\n"
    "    static uint32_t cap;\n"
    "    if (n > cap) {\n"
    "        cap = 2 * n;\n"
    "        st = (MPI_Status *)hr_alloc(st, cap * sizeof *st);\n"
    "    }\n"
    "    return st;\n"
    "}\n"
    "PX_NOINLINE static void hr_waitall(hr_pend *p)\n"
    "{\n"
    "    uint32_t n = p->n - p->head;\n"
    "    if (n)\n"
    "        MPI_Waitall((int)n, p->q + p->head, hr_statuses(n));\n"
    "    p->head = p->n = 0;\n"
    "}\n"
    "/* Complete what this rank has posted. */\n"
    "static void hr_drain(void)\n"
    "{\n"
    "    if (!hr_npend())\n"
    "        return;\n"
    "    hr_waitall(&hr_sends);\n"
    "    hr_waitall(&hr_rx);\n"
    "    hr_last = hr_now();\n"
    "}\n",
    "/* This rank's MPI_Recv from MPI_ANY_SOURCE: one posted receive completes. */\n"
    "PX_NOINLINE static void hr_take_one(void)\n"
    "{\n"
    "    hr_pend *p = &hr_rx;\n"
    "    int i = 0;\n"
    "    if (p->head == p->n)\n"
    "        return;\n"
    "    MPI_Waitany((int)(p->n - p->head), p->q + p->head, &i, MPI_STATUS_IGNORE);\n"
    "    if (i == MPI_UNDEFINED)\n"
    "        i = 0;\n"
    "    if (i)\n"
    "        memmove(p->q + p->head + 1, p->q + p->head, (size_t)i * sizeof(MPI_Request));\n"
    "    if (++p->head == p->n)\n"
    "        p->head = p->n = 0;\n"
    "    hr_last = hr_now();\n"
    "}\n"
    "/* A collective as a member makes it (sct__r_coll): op, bytes (an array's\n"
    "   mean), root (absolute), predefined datatype and reduction op ids or -1. */\n"
    "typedef struct hr_coll { uint64_t T; int op, n, root, vec, dt, rop; int64_t cid; } hr_coll;\n"
    "typedef struct hr_cgrp {\n"
    "    int64_t cid;\n"
    "    hr_coll **call, *agree;\n"
    "    uint32_t *ncall, *cap, min, tail, next;\n"
    "} hr_cgrp;\n"
    "static hr_cgrp *hr_cg;\n"
    "static uint32_t hr_ncg;\n"
    "static hr_coll *hr_def;\n"
    "static uint32_t hr_ndef, hr_capdef;\n"
    "static hr_cgrp *hr_group_of(int64_t cid)\n"
    "{\n"
    "    uint32_t i;\n"
    "    for (i = 0; i < hr_ncg; i++)\n"
    "        if (hr_cg[i].cid == cid)\n"
    "            return &hr_cg[i];\n"
    "    hr_cg = (hr_cgrp *)hr_alloc(hr_cg, (hr_ncg + 1) * sizeof *hr_cg);\n"
    "    memset(&hr_cg[hr_ncg], 0, sizeof *hr_cg);\n"
    "    hr_cg[hr_ncg].cid = cid;\n"
    "    hr_cg[hr_ncg].call = (hr_coll **)calloc((size_t)np, sizeof(hr_coll *));\n"
    "    hr_cg[hr_ncg].ncall = (uint32_t *)calloc((size_t)np, sizeof(uint32_t));\n"
    "    hr_cg[hr_ncg].cap = (uint32_t *)calloc((size_t)np, sizeof(uint32_t));\n"
    "    if (!hr_cg[hr_ncg].call || !hr_cg[hr_ncg].ncall || !hr_cg[hr_ncg].cap)\n"
    "        hr_die(\"out of memory\");\n"
    "    return &hr_cg[hr_ncg++];\n"
    "}\n"
    "/* Where each parameter's values start in v (sct__r_args); -1 if short. */\n"
    "static int hr_args(int op, const int64_t *v, uint32_t nv, uint32_t *off)\n"
    "{\n"
    "    int k;\n"
    "    uint32_t at = 0;\n"
    "    for (k = 0; k < px_ops[op].np; k++) {\n"
    "        if (at >= nv)\n"
    "            return -1;\n"
    "        off[k] = at;\n"
    "        at += (px_ops[op].arrays >> k & 1) ? 1 + (uint32_t)v[at] : 1;\n"
    "    }\n"
    "    return 0;\n"
    "}\n",
    "static void hr_coll_of(int op, const int64_t *v, uint32_t nv, int32_t rank, hr_coll *c)\n"
    "{\n"
    "    const hr_op *o = &hr_ops[op];\n"
    "    uint32_t off[64];\n"
    "    int64_t sum = 0, j;\n"
    "    memset(c, 0, sizeof *c);\n"
    "    c->op = op;\n"
    "    c->dt = c->rop = -1;\n"
    "    c->cid = -1;\n"
    "    if (hr_args(op, v, nv, off))\n"
    "        return;\n"
    "    c->cid = o->comm >= 0 ? v[off[o->comm]] : -1;\n"
    "    if (o->bytes >= 0 && o->bytes_arr) {\n"
    "        const int64_t *a = v + off[o->bytes];\n"
    "        for (j = 0; j < a[0]; j++)\n"
    "            sum += a[1 + j];\n"
    "        c->vec = 1;\n"
    "        c->n = a[0] ? (int)(sum / a[0]) : 0;\n"
    "    } else if (o->bytes >= 0) {\n"
    "        c->n = (int)v[off[o->bytes]];\n"
    "    }\n"
    "    c->n = c->n < 0 ? 0 : c->n;\n"
    "    if (o->root >= 0 && v[off[o->root]] > -INT64_C(0x100000000))\n"
    "        c->root = (int)(rank + v[off[o->root]]);\n"
    "    if (o->dt >= 0 && v[off[o->dt]] >= 0 && v[off[o->dt]] < 62)\n"
    "        c->dt = (int)v[off[o->dt]];\n"
    "    if (o->rop >= 0 && v[off[o->rop]] >= 0 && v[off[o->rop]] < 14)\n"
    "        c->rop = (int)v[off[o->rop]];\n"
    "}\n"
    "static int hr_same_coll(const hr_coll *a, const hr_coll *b)\n"
    "{\n"
    "    return a->op == b->op && a->dt == b->dt && a->rop == b->rop && a->root == b->root;\n"
    "}\n"
    "static uint32_t hr_common_tail(const hr_cgrp *g, int lead)\n"
    "{\n"
    "    uint32_t s;\n"
    "    int r;\n"
    "    for (s = 0; s < g->min; s++)\n"
    "        for (r = 0; r < np; r++)\n"
    "            if (g->ncall[r] && !hr_same_coll(&g->call[r][g->ncall[r] - 1 - s], &g->call[lead][g->ncall[lead] - 1 - s]))\n"
    "                return s;\n"
    "    return s;\n"
    "}\n"
    "static const hr_coll *hr_agreed_call(const hr_cgrp *g, int r, uint32_t k)\n"
    "{\n"
    "    uint32_t head = g->min - g->tail;\n"
    "    return &g->call[r][k < head ? k : g->ncall[r] - (g->min - k)];\n"
    "}\n"
    "static void hr_agree(hr_cgrp *g)\n"
    "{\n"
    "    int lead = -1, r;\n"
    "    uint32_t k;\n"
    "    g->min = UINT32_MAX;\n"
    "    for (r = np - 1; r >= 0; r--)\n"
    "        if (g->ncall[r]) {\n"
    "            lead = r;\n"
    "            if (g->ncall[r] < g->min)\n"
    "                g->min = g->ncall[r];\n"
    "        }\n"
    "    if (lead < 0)\n"
    "        g->min = 0;\n"
    "    g->tail = lead < 0 ? 0 : hr_common_tail(g, lead);\n"
    "    g->agree = (hr_coll *)calloc((size_t)g->min + 1, sizeof(hr_coll));\n"
    "    for (k = 0; g->agree && k < g->min; k++) {\n"
    "        g->agree[k] = *hr_agreed_call(g, lead, k);\n"
    "        for (r = 0; r < np; r++)\n"
    "            if (g->ncall[r] && hr_agreed_call(g, r, k)->T > g->agree[k].T)\n"
    "                g->agree[k].T = hr_agreed_call(g, r, k)->T;\n"
    "    }\n"
    "}\n",
    "/* This rank's next collective on cid: queued for its agreed position, or dropped. */\n"
    "static void hr_defer(int64_t cid)\n"
    "{\n"
    "    hr_cgrp *g = hr_group_of(cid);\n"
    "    uint32_t k = g->next++, i, n = g->ncall[me], head = g->min - g->tail;\n"
    "    hr_coll c;\n"
    "    if (g->agree && k >= head && k >= n - g->tail)\n"
    "        k = g->min - (n - k);\n"
    "    else if (k >= head)\n"
    "        k = g->min;\n"
    "    if (!g->agree || k >= g->min)\n"
    "        return;\n"
    "    c = g->agree[k];\n"
    "    if (hr_ndef == hr_capdef) {\n"
    "        hr_capdef = hr_capdef ? 2 * hr_capdef : 16;\n"
    "        hr_def = (hr_coll *)hr_alloc(hr_def, hr_capdef * sizeof *hr_def);\n"
    "    }\n"
    "    for (i = hr_ndef; i > 0 && (hr_def[i - 1].T > c.T || (hr_def[i - 1].T == c.T && hr_def[i - 1].cid > cid)); i--)\n"
    "        hr_def[i] = hr_def[i - 1];\n"
    "    hr_def[i] = c;\n"
    "    hr_ndef++;\n"
    "}\n"
    "static MPI_Datatype hr_types[62];\n"
    "static MPI_Op hr_rops[14];\n"
    "static void hr_predefined(void)\n"
    "{\n"
    "    const MPI_Datatype t[62] = {\n" PX_PREDEF_TYPES "    const MPI_Op o[14] = {\n" PX_PREDEF_OPS
    "    memcpy(hr_types, t, sizeof t);\n"
    "    memcpy(hr_rops, o, sizeof o);\n"
    "}\n",
    "/* Whether the MPI standard allows reduction op o on predefined type t. */\n"
    "static int hr_op_fits(MPI_Datatype t, MPI_Op o)\n"
    "{\n"
    "    const MPI_Datatype ints[] = {MPI_SIGNED_CHAR, MPI_UNSIGNED_CHAR, MPI_SHORT, MPI_UNSIGNED_SHORT, MPI_INT,\n"
    "                                 MPI_UNSIGNED, MPI_LONG, MPI_UNSIGNED_LONG, MPI_LONG_LONG, MPI_UNSIGNED_LONG_LONG,\n"
    "                                 MPI_INT8_T, MPI_INT16_T, MPI_INT32_T, MPI_INT64_T, MPI_UINT8_T, MPI_UINT16_T,\n"
    "                                 MPI_UINT32_T, MPI_UINT64_T, MPI_AINT, MPI_OFFSET, MPI_COUNT, MPI_INTEGER,\n"
    "                                 MPI_INTEGER1, MPI_INTEGER2, MPI_INTEGER4, MPI_INTEGER8};\n"
    "    const MPI_Datatype reals[] = {MPI_FLOAT, MPI_DOUBLE, MPI_LONG_DOUBLE, MPI_REAL, MPI_DOUBLE_PRECISION,\n"
    "                                  MPI_REAL4, MPI_REAL8, MPI_REAL16};\n"
    "    const MPI_Datatype cplx[] = {MPI_C_FLOAT_COMPLEX, MPI_C_DOUBLE_COMPLEX, MPI_C_LONG_DOUBLE_COMPLEX,\n"
    "                                 MPI_COMPLEX, MPI_DOUBLE_COMPLEX, MPI_COMPLEX8, MPI_COMPLEX16, MPI_COMPLEX32,\n"
    "                                 MPI_CXX_FLOAT_COMPLEX, MPI_CXX_DOUBLE_COMPLEX, MPI_CXX_LONG_DOUBLE_COMPLEX};\n"
    "    const MPI_Datatype pairs[] = {MPI_FLOAT_INT, MPI_DOUBLE_INT, MPI_LONG_INT, MPI_SHORT_INT, MPI_2INT,\n"
    "                                  MPI_LONG_DOUBLE_INT, MPI_2INTEGER, MPI_2REAL, MPI_2DOUBLE_PRECISION};\n"
    "    int integer = 0, real = 0, cx = 0, pair = 0;\n"
    "    size_t i;\n"
    "    for (i = 0; i < sizeof ints / sizeof ints[0]; i++)\n"
    "        integer |= t == ints[i];\n"
    "    for (i = 0; i < sizeof reals / sizeof reals[0]; i++)\n"
    "        real |= t == reals[i];\n"
    "    for (i = 0; i < sizeof cplx / sizeof cplx[0]; i++)\n"
    "        cx |= t == cplx[i];\n"
    "    for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++)\n"
    "        pair |= t == pairs[i];\n"
    "    if (o == MPI_MAX || o == MPI_MIN)\n"
    "        return integer || real;\n"
    "    if (o == MPI_SUM || o == MPI_PROD)\n"
    "        return integer || real || cx;\n"
    "    if (o == MPI_LAND || o == MPI_LOR || o == MPI_LXOR)\n"
    "        return integer || t == MPI_C_BOOL || t == MPI_LOGICAL || t == MPI_CXX_BOOL;\n"
    "    if (o == MPI_BAND || o == MPI_BOR || o == MPI_BXOR)\n"
    "        return integer || t == MPI_BYTE;\n"
    "    return (o == MPI_MINLOC || o == MPI_MAXLOC) && pair;\n"
    "}\n",
    "/* The elements of an agreed collective (sct__r_h_elems): the recorded\n"
    "   predefined datatype and op where they fit the bytes, else bytes and MPI_BOR. */\n"
    "static int hr_elems(const hr_coll *c, int reduces, MPI_Datatype *dt, MPI_Op *rop)\n"
    "{\n"
    "    int size = 0;\n"
    "    *dt = MPI_BYTE, *rop = MPI_BOR;\n"
    "    if (c->dt < 0 || (*dt = hr_types[c->dt]) == MPI_DATATYPE_NULL || PMPI_Type_size(*dt, &size) != MPI_SUCCESS ||\n"
    "        size <= 0 || c->n < size || c->n % size != 0 ||\n"
    "        (reduces && (c->rop < 0 || !hr_op_fits(*dt, *rop = hr_rops[c->rop])))) {\n"
    "        *dt = MPI_BYTE, *rop = MPI_BOR;\n"
    "        return c->n;\n"
    "    }\n"
    "    return c->n / size;\n"
    "}\n"
    "static size_t hr_span(int count, MPI_Datatype dt)\n"
    "{\n"
    "    MPI_Aint lb = 0, ext = 0, tlb = 0, text = 0;\n"
    "    if (dt == MPI_DATATYPE_NULL || count <= 0)\n"
    "        return 16;\n"
    "    PMPI_Type_get_extent(dt, &lb, &ext);\n"
    "    PMPI_Type_get_true_extent(dt, &tlb, &text);\n"
    "    return (size_t)count * (size_t)(ext > 0 ? ext : 1) + (size_t)(text > 0 ? text : 0) + (size_t)(tlb < 0 ? -tlb : tlb) + 16;\n"
    "}\n"
    "/* One call site per MPI function, as the replay has. */\n"
    "PX_NOINLINE static void hr_call(const hr_coll *c, MPI_Comm comm)\n"
    "{\n"
    "    int n = c->n, root = c->root, size = 1, k;\n"
    "    const hr_op *o = &hr_ops[c->op];\n"
    "    MPI_Datatype t;\n"
    "    MPI_Op op;\n"
    "    char *s, *r;\n"
    "    (void)n;\n"
    "    PMPI_Comm_size(comm, &size);\n"
    "    if (root < 0 || root >= size)\n"
    "        root = 0;\n"
    "    k = hr_elems(c, o->reduces, &t, &op);\n"
    "    s = (char *)hr_payload(0, hr_span(k, t) * (size_t)size);\n"
    "    r = (char *)hr_payload(1, hr_span(k, t) * (size_t)size);\n"
    "    switch (o->coll) {\n"
    "    case 1: MPI_Barrier(comm); break;\n"
    "    case 2: MPI_Bcast(r, k, t, root, comm); break;\n"
    "    case 3: MPI_Reduce(s, r, k, t, op, root, comm); break;\n"
    "    case 4: MPI_Gather(s, k, t, r, k, t, root, comm); break;\n"
    "    case 5: MPI_Scatter(s, k, t, r, k, t, root, comm); break;\n"
    "    case 6: MPI_Allgather(s, k, t, r, k, t, comm); break;\n"
    "    case 7: MPI_Alltoall(s, k, t, r, k, t, comm); break;\n"
    "    case 8: MPI_Reduce_scatter_block(s, r, k, t, op, comm); break;\n"
    "    default: MPI_Allreduce(s, r, k, t, op, comm); break;\n"
    "    }\n"
    "}\n",
    "static void hr_issue(const hr_coll *c)\n"
    "{\n"
    "    MPI_Comm comm;\n"
    "    hr_drain();\n"
    "    if (!hr_holds(c->cid, &comm))\n"
    "        return;\n"
    "    hr_call(c, comm);\n"
    "    hr_last = hr_now();\n"
    "}\n"
    "/* Issue the queued collectives whose agreed position the walk has passed. */\n"
    "static void hr_due(uint64_t upto)\n"
    "{\n"
    "    uint32_t k = 0, i;\n"
    "    while (k < hr_ndef && hr_def[k].T <= upto)\n"
    "        hr_issue(&hr_def[k++]);\n"
    "    for (i = k; i < hr_ndef; i++)\n"
    "        hr_def[i - k] = hr_def[i];\n"
    "    hr_ndef -= k;\n"
    "}\n"
    "/* The calls of one execution of a leaf by its participants (sct__r_h_group). */\n"
    "typedef struct hr_gcall { int32_t rank; uint32_t node, voff, nv; } hr_gcall;\n"
    "static hr_gcall *hr_grp;\n"
    "static uint32_t hr_ngrp, hr_capgrp;\n"
    "static int64_t *hr_gvals;\n"
    "static size_t hr_nvals, hr_capvals;\n"
    "static uint64_t hr_pos;\n"
    "PX_NOINLINE static void hr_irecv(void *buf, int n, int from, int tag, MPI_Comm comm, MPI_Request *q)\n"
    "{\n"
    "    MPI_Irecv(buf, n, MPI_BYTE, from, tag, comm, q);\n"
    "}\n"
    "PX_NOINLINE static void hr_isend(void *buf, int n, int to, int tag, MPI_Comm comm, MPI_Request *q)\n"
    "{\n"
    "    MPI_Isend(buf, n, MPI_BYTE, to, tag, comm, q);\n"
    "}\n"
    "PX_NOINLINE static void hr_send(void *buf, int n, int to, int tag, MPI_Comm comm)\n"
    "{\n"
    "    MPI_Send(buf, n, MPI_BYTE, to, tag, comm);\n"
    "}\n"
    "/* Pass 1: post a receive for every send of the group aimed at this rank. */\n"
    "static void hr_posts(int op)\n"
    "{\n"
    "    uint32_t g, off[64];\n"
    "    const hr_op *o = &hr_ops[op];\n"
    "    for (g = 0; g < hr_ngrp; g++) {\n"
    "        const int64_t *v = hr_gvals + hr_grp[g].voff;\n"
    "        MPI_Comm comm;\n"
    "        MPI_Request q = MPI_REQUEST_NULL;\n"
    "        int from = hr_grp[g].rank, n;\n"
    "        if (hr_args(op, v, hr_grp[g].nv, off) || !hr_holds(v[off[o->comm]], &comm) ||\n"
    "            hr_target(comm, from, v[off[2]]) != me)\n"
    "            continue;\n"
    "        n = v[off[0]] > 0 ? (int)v[off[0]] : 0;\n"
    "        hr_irecv(hr_payload(1, (size_t)n + 16), n, hr_crank(comm, from), hr_tag(v[off[3]]), comm, &q);\n"
    "        hr_pend_add(q, 1);\n"
    "    }\n"
    "}\n",
    "/* Pass 2: this rank's own send (drawn size, MPI_BYTE). */\n"
    "static void hr_own_send(int op, int blocking, uint32_t g)\n"
    "{\n"
    "    const int64_t *v = hr_gvals + hr_grp[g].voff;\n"
    "    const hr_op *o = &hr_ops[op];\n"
    "    uint32_t off[64];\n"
    "    MPI_Comm comm;\n"
    "    int to, n;\n"
    "    if (hr_args(op, v, hr_grp[g].nv, off) || !hr_holds(v[off[o->comm]], &comm) ||\n"
    "        (to = hr_target(comm, me, v[off[2]])) < 0)\n"
    "        return;\n"
    "    n = v[off[0]] > 0 ? (int)v[off[0]] : 0;\n"
    "    if (!blocking) {\n"
    "        MPI_Request q = MPI_REQUEST_NULL;\n"
    "        hr_isend(hr_payload(0, (size_t)n + 16), n, hr_crank(comm, to), hr_tag(v[off[3]]), comm, &q);\n"
    "        hr_pend_add(q, 0);\n"
    "    } else {\n"
    "        hr_send(hr_payload(0, (size_t)n + 16), n, hr_crank(comm, to), hr_tag(v[off[3]]), comm);\n"
    "    }\n"
    "}\n",
    "/* Groups by id (0: MPI_GROUP_EMPTY, as the tracer numbers it). */\n"
    "typedef struct hr_grpid { int64_t id; MPI_Group g; } hr_grpid;\n"
    "static hr_grpid *hr_gtab;\n"
    "static int hr_ngtab;\n"
    "static int hr_gid_of(int64_t id, MPI_Group *g)\n"
    "{\n"
    "    int i;\n"
    "    *g = MPI_GROUP_EMPTY;\n"
    "    for (i = 0; i < hr_ngtab && id; i++)\n"
    "        if (hr_gtab[i].id == id)\n"
    "            return *g = hr_gtab[i].g, 1;\n"
    "    return id == 0;\n"
    "}\n"
    "static void hr_newgroup(int64_t id, MPI_Group g)\n"
    "{\n"
    "    if (id <= 0 || g == MPI_GROUP_NULL)\n"
    "        return;\n"
    "    hr_gtab = (hr_grpid *)hr_alloc(hr_gtab, (size_t)(hr_ngtab + 1) * sizeof *hr_gtab);\n"
    "    hr_gtab[hr_ngtab].id = id, hr_gtab[hr_ngtab++].g = g;\n"
    "}\n"
    "/* Group_incl, Group_excl (group, n, ranks[], newgroup), Group_free (group). */\n"
    "static void hr_group_op(int op, const int64_t *v, const uint32_t *off)\n"
    "{\n"
    "    MPI_Group g, ng = MPI_GROUP_NULL;\n"
    "    const int64_t *a = v + off[2];\n"
    "    int i, *r;\n"
    "    if (!hr_gid_of(v[off[0]], &g))\n"
    "        return;\n"
    "    if (hr_ops[op].commop == 10) {\n"
    "        MPI_Group_free(&g);\n"
    "        for (i = 0; i < hr_ngtab; i++)\n"
    "            if (hr_gtab[i].id == v[off[0]])\n"
    "                hr_gtab[i] = hr_gtab[--hr_ngtab];\n"
    "        return;\n"
    "    }\n"
    "    r = (int *)hr_alloc(NULL, (size_t)(a[0] + 1) * sizeof *r);\n"
    "    for (i = 0; i < a[0]; i++)\n"
    "        r[i] = (int)a[1 + i];\n"
    "    if (hr_ops[op].commop == 8)\n"
    "        MPI_Group_incl(g, (int)a[0], r, &ng);\n"
    "    else\n"
    "        MPI_Group_excl(g, (int)a[0], r, &ng);\n"
    "    free(r);\n"
    "    hr_newgroup(v[off[3]], ng);\n"
    "}\n",
    "/* A communicator or group call, made as the exact replay makes it. */\n"
    "PX_NOINLINE static void hr_comm_op(int op, const int64_t *v, uint32_t nv)\n"
    "{\n"
    "    uint32_t off[64];\n"
    "    MPI_Comm comm, nc = MPI_COMM_NULL;\n"
    "    MPI_Group g;\n"
    "    int i, dims[64], per[64];\n"
    "    const int64_t *a;\n"
    "    if (hr_args(op, v, nv, off))\n"
    "        return;\n"
    "    if (hr_ops[op].commop >= 8 && hr_ops[op].commop <= 10) {\n"
    "        hr_group_op(op, v, off);\n"
    "        return;\n"
    "    }\n"
    "    if (!hr_holds(v[off[0]], &comm))\n"
    "        return;\n"
    "    switch (hr_ops[op].commop) {\n"
    "    case 1: /* MPI_Cart_create (comm, ndims, dims[], periods[], reorder, comm_cart) */\n"
    "        a = v + off[2];\n"
    "        for (i = 0; i < a[0] && i < 64; i++)\n"
    "            dims[i] = (int)a[1 + i], per[i] = i < v[off[3]] ? (int)v[off[3] + 1 + (uint32_t)i] : 0;\n"
    "        MPI_Cart_create(comm, (int)v[off[1]], dims, per, (int)v[off[4]], &nc);\n"
    "        hr_newcomm(v[off[5]], nc);\n"
    "        break;\n"
    "    case 2: /* MPI_Comm_free */\n"
    "        if (v[off[0]] > 1) {\n"
    "            hr_dropcomm(v[off[0]]);\n"
    "            MPI_Comm_free(&comm);\n"
    "        }\n"
    "        break;\n"
    "    case 3: /* MPI_Comm_dup */\n"
    "        MPI_Comm_dup(comm, &nc);\n"
    "        hr_newcomm(v[off[1]], nc);\n"
    "        break;\n"
    "    case 4: /* MPI_Comm_split */\n"
    "        MPI_Comm_split(comm, (int)v[off[1]], (int)v[off[2]], &nc);\n"
    "        hr_newcomm(v[off[3]], nc);\n"
    "        break;\n"
    "    case 5: /* MPI_Comm_split_type (comm, split_type, key, newcomm) */\n"
    "        MPI_Comm_split_type(comm, CV(PX_C_SPLIT, v[off[1]]), (int)v[off[2]], MPI_INFO_NULL, &nc);\n"
    "        hr_newcomm(v[off[3]], nc);\n"
    "        break;\n"
    "    case 6: /* MPI_Cart_sub (comm, remain_dims[], newcomm): as many flags as dimensions */\n"
    "        a = v + off[1];\n"
    "        if (PMPI_Cartdim_get(comm, &i) != MPI_SUCCESS || i <= 0 || i > 64)\n"
    "            break; /* a drawn id may name a communicator without a grid (sct__r_h_known) */\n"
    "        while (i-- > 0) dims[i] = i < a[0] ? (int)a[1 + i] : 0;\n"
    "        MPI_Cart_sub(comm, dims, &nc);\n"
    "        hr_newcomm(v[off[2]], nc);\n"
    "        break;\n"
    "    case 7: /* MPI_Comm_group (comm, group) */\n"
    "        MPI_Comm_group(comm, &g);\n"
    "        hr_newgroup(v[off[1]], g);\n"
    "        break;\n"
    "    case 11: /* MPI_Comm_create (comm, group, newcomm) as MPI_Comm_split (sct__r_h_create):\n"
    "                a drawn group may differ between members; the holders of one form it */\n"
    "        i = MPI_UNDEFINED;\n"
    "        if (hr_gid_of(v[off[1]], &g))\n"
    "            PMPI_Group_rank(g, &i);\n"
    "        MPI_Comm_split(comm, i == MPI_UNDEFINED ? MPI_UNDEFINED : 0, i == MPI_UNDEFINED ? 0 : i, &nc);\n"
    "        hr_newcomm(v[off[2]], nc);\n"
    "        break;\n"
    "    }\n"
    "}\n",
    "static void hr_group(void)\n"
    "{\n"
    "    uint32_t g, mine = UINT32_MAX, off[64];\n"
    "    int op, kind;\n"
    "    if (!hr_ngrp)\n"
    "        return;\n"
    "    op = px_nodes[hr_grp[0].node].op;\n"
    "    kind = hr_ops[op].kind;\n"
    "    for (g = 0; g < hr_ngrp; g++)\n"
    "        if (hr_grp[g].rank == me)\n"
    "            mine = g;\n"
    "    if (kind == 1 || kind == 2 || kind == 3)\n"
    "        hr_posts(op);\n"
    "    if (mine != UINT32_MAX && kind != 9) {\n"
    "        const int64_t *v = hr_gvals + hr_grp[mine].voff;\n"
    "        hr_spend(px_cns[hr_grp[mine].node]);\n"
    "        if (kind == 1 || kind == 2 || kind == 3)\n"
    "            hr_own_send(op, kind != 2, mine);\n"
    "        if (kind == 7) {\n"
    "            MPI_Comm comm;\n"
    "            hr_coll c;\n"
    "            hr_coll_of(op, v, hr_grp[mine].nv, me, &c);\n"
    "            if (hr_holds(c.cid, &comm))\n"
    "                hr_defer(c.cid);\n"
    "        } else if (kind == 4 && !hr_args(op, v, hr_grp[mine].nv, off) && v[off[2]] == PX_ANY) {\n"
    "            hr_take_one();\n"
    "        } else if (kind == 5 || kind == 4 || kind == 3) {\n"
    "            hr_drain();\n"
    "        } else if (kind == 8) {\n"
    "            hr_drain();\n"
    "            hr_comm_op(op, v, hr_grp[mine].nv);\n"
    "        }\n"
    "        hr_last = hr_now();\n"
    "    }\n"
    "    hr_ngrp = 0;\n"
    "    hr_nvals = 0;\n"
    "    hr_due(hr_pos - 1);\n"
    "}\n"
    "/* Keep a call of the walk in the current group (values copied). */\n"
    "static void hr_keep(const px_wev *ev, const int64_t *v, uint32_t nv)\n"
    "{\n"
    "    if (hr_ngrp && (hr_grp[hr_ngrp - 1].node != ev->node || hr_grp[hr_ngrp - 1].rank >= ev->rank))\n"
    "        hr_group();\n"
    "    hr_pos = ev->seq + 1;\n"
    "    if (hr_ngrp == hr_capgrp) {\n"
    "        hr_capgrp = hr_capgrp ? 2 * hr_capgrp : 64;\n"
    "        hr_grp = (hr_gcall *)hr_alloc(hr_grp, hr_capgrp * sizeof *hr_grp);\n"
    "    }\n"
    "    if (hr_nvals + nv > hr_capvals) {\n"
    "        hr_capvals = 2 * (hr_nvals + nv) + 64;\n"
    "        hr_gvals = (int64_t *)hr_alloc(hr_gvals, hr_capvals * sizeof *hr_gvals);\n"
    "    }\n"
    "    if (nv)\n"
    "        memcpy(hr_gvals + hr_nvals, v, nv * sizeof *v);\n"
    "    hr_grp[hr_ngrp].rank = ev->rank;\n"
    "    hr_grp[hr_ngrp].node = ev->node;\n"
    "    hr_grp[hr_ngrp].voff = (uint32_t)hr_nvals;\n"
    "    hr_grp[hr_ngrp++].nv = nv;\n"
    "    hr_nvals += nv;\n"
    "}\n",
    "/* The scheduling pass: every member's collectives, then what they agree on. */\n"
    "static void hr_schedule(uint64_t seed)\n"
    "{\n"
    "    px_walk w;\n"
    "    px_wev ev;\n"
    "    const char *why = NULL;\n"
    "    int got;\n"
    "    uint32_t i;\n"
    "    px_walk_init(&w, seed, -1);\n"
    "    while ((got = px_walk_next(&w, &ev, &why)) == 1) {\n"
    "        const px_iter *it;\n"
    "        hr_cgrp *g;\n"
    "        hr_coll c;\n"
    "        int op;\n"
    "        if (ev.kind != 1 || hr_ops[op = px_nodes[ev.node].op].kind != 7)\n"
    "            continue;\n"
    "        it = &w.it[w.lset[w.lk - 1]];\n"
    "        hr_coll_of(op, it->vals, it->nvals, ev.rank, &c);\n"
    "        c.T = ev.seq;\n"
    "        g = hr_group_of(c.cid);\n"
    "        if (g->ncall[ev.rank] == g->cap[ev.rank]) {\n"
    "            g->cap[ev.rank] = g->cap[ev.rank] ? 2 * g->cap[ev.rank] : 16;\n"
    "            g->call[ev.rank] = (hr_coll *)hr_alloc(g->call[ev.rank], g->cap[ev.rank] * sizeof(hr_coll));\n"
    "        }\n"
    "        g->call[ev.rank][g->ncall[ev.rank]++] = c;\n"
    "    }\n"
    "    if (got < 0)\n"
    "        hr_die(why);\n"
    "    px_walk_free(&w);\n"
    "    for (i = 0; i < hr_ncg; i++)\n"
    "        hr_agree(&hr_cg[i]);\n"
    "}\n"
    "/* The replay's walk (sct__r_walk): this rank's calls and the others' sends\n"
    "   and collectives, in lockstep. */\n"
    "static void hr_run(uint64_t seed)\n"
    "{\n"
    "    px_walk w;\n"
    "    px_wev ev;\n"
    "    const char *why = NULL;\n"
    "    int got;\n"
    "    px_walk_init(&w, seed, me);\n"
    "    while ((got = px_walk_next(&w, &ev, &why)) == 1) {\n"
    "        const px_iter *it;\n"
    "        int op;\n"
    "        if (ev.kind == 2) {\n"
    "            hr_group();\n"
    "            if (ev.focus_in && px_wloop[ev.node])\n"
    "                hr_drain();\n"
    "            continue;\n"
    "        }\n"
    "        op = px_nodes[ev.node].op;\n"
    "        if (ev.rank != me && hr_ops[op].quiet)\n"
    "            continue;\n"
    "        it = &w.it[w.lset[w.lk - 1]];\n"
    "        hr_keep(&ev, it->vals, it->nvals);\n"
    "    }\n"
    "    if (got < 0)\n"
    "        hr_die(why);\n"
    "    px_walk_free(&w);\n"
    "    hr_group();\n"
    "    hr_due(UINT64_MAX);\n"
    "    hr_drain();\n"
    "}\n",
    NULL};

/* The replay's kind of a call (sctrace_replay.h sct__r_kind), by name:
   1 send, 2 isend, 3 sendrecv, 4 recv, 5 wait, 6 test, 7 collective,
   8 communicator call, 9 Init/Finalize, 0 other. */
static int px_hist_kind(const char *name) {
    static const char *const k1[] = {"Send", "Ssend", "Rsend", "Bsend", NULL};
    static const char *const k2[] = {"Isend", "Issend", "Irsend", "Ibsend", NULL};
    static const char *const k5[] = {"Wait", "Waitall", "Waitany", "Waitsome", NULL};
    static const char *const k6[] = {"Test", "Testall", "Testany", "Testsome", NULL};
    static const char *const k9[] = {"Init", "Init_thread", "Finalize", NULL};
    int i;
    if (strncmp(name, "MPI_", 4)) return 0;
    name += 4;
    for (i = 0; k1[i]; i++)
        if (!strcmp(name, k1[i])) return 1;
    for (i = 0; k2[i]; i++)
        if (!strcmp(name, k2[i])) return 2;
    if (!strcmp(name, "Sendrecv") || !strcmp(name, "Sendrecv_replace")) return 3;
    if (!strcmp(name, "Recv")) return 4;
    for (i = 0; k5[i]; i++)
        if (!strcmp(name, k5[i])) return 5;
    for (i = 0; k6[i]; i++)
        if (!strcmp(name, k6[i])) return 6;
    for (i = 0; k9[i]; i++)
        if (!strcmp(name, k9[i])) return 9;
    if (px_lockstep_op(name - 4))
        return !strncmp(name, "Comm_", 5) || !strncmp(name, "Group_", 6) || !strncmp(name, "Cart_", 5) ||
                       strstr(name, "graph_create")
                   ? 8
                   : 7;
    return 0;
}

/* What a collective's MPI call is in the replay (sct__r_h_call): 1 Barrier,
   2 Bcast, 3 Reduce, 4 Gather, 5 Scatter, 6 Allgather, 7 Alltoall, 8
   Reduce_scatter_block, 0 Allreduce (and the scans); -1 not restated. */
static int px_hist_coll(const char *name) {
    const char *n = name + 4 + (name[4] == 'I');
    if (!strncmp(name + 4, "Neighbor_", 9) || !strncmp(name + 4, "Ineighbor_", 10)) return -1;
    if (!strcmp(n, "barrier") || !strcmp(n, "Barrier")) return 1;
    if (!strncmp(n, "bcast", 5) || !strncmp(n, "Bcast", 5)) return 2;
    if (!strcmp(n, "reduce") || !strcmp(n, "Reduce")) return 3;
    if (!strncmp(n, "gather", 6) || !strncmp(n, "Gather", 6)) return 4;
    if (!strncmp(n, "scatter", 7) || !strncmp(n, "Scatter", 7)) return 5;
    if (!strncmp(n, "allgather", 9) || !strncmp(n, "Allgather", 9)) return 6;
    if (!strncmp(n, "alltoall", 8) || !strncmp(n, "Alltoall", 8)) return 7;
    if (!strncmp(n, "reduce_scatter", 14) || !strncmp(n, "Reduce_scatter", 14)) return 8;
    return 0;
}

/* The communicator calls restated (hr_comm_op): 1 Cart_create, 2
   Comm_free, 3 Comm_dup, 4 Comm_split, 5 Comm_split_type, 6 Cart_sub, 7
   Comm_group, 8 Group_incl, 9 Group_excl, 10 Group_free, 11 Comm_create;
   0 none. */
static int px_hist_commop(const char *name) {
    static const char *const c[] = {"MPI_Cart_create", "MPI_Comm_free",  "MPI_Comm_dup",   "MPI_Comm_split",
                                    "MPI_Comm_split_type", "MPI_Cart_sub", "MPI_Comm_group", "MPI_Group_incl",
                                    "MPI_Group_excl",  "MPI_Group_free", "MPI_Comm_create", NULL};
    int i;
    for (i = 0; c[i]; i++)
        if (!strcmp(name, c[i])) return i + 1;
    return 0;
}

/* The per-op table of the replay's calls (hr_ops), in px_ops' order, and
   the per-node tables (mean computation before a call, loops that wait).
   0, or -1 with err set for a call that is not restated. */
static int px_hist_tables(FILE *o, const sct_reader *r, const sct__rtrace *tr, char *err, size_t errlen) {
    const sct__mt *mt = &tr->mt;
    uint8_t *used = (uint8_t *)calloc((size_t)r->ops.nops + 1, 1), *wl;
    uint32_t i, b;
    int k;
    if (!used) return snprintf(err, errlen, "out of memory"), -1;
    for (i = 0; i < mt->nnode; i++)
        if (mt->node[i].kind != SCT__LOOP && mt->node[i].op >= 0 && mt->node[i].op < r->ops.nops)
            used[mt->node[i].op] = 1;
    fputs("typedef struct hr_op {\n"
          "    int kind, quiet, bytes, bytes_arr, root, dt, rop, comm, coll, reduces, commop;\n"
          "} hr_op;\nstatic const hr_op hr_ops[] = {\n", o);
    for (k = 0; k < r->ops.nops; k++) {
        const sct_op *op = &r->ops.ops[k];
        int kind = px_hist_kind(op->name), q, bytes = -1, barr = 0, root = -1, dt = -1, ndt = 0, rop = -1, comm = -1;
        int reduces = 0, coll = kind == 7 ? px_hist_coll(op->name) : 0, commop = px_hist_commop(op->name);
        if (!used[k]) continue;
        if ((kind == 7 && coll < 0) || (kind == 8 && !commop) || op->nparams > 64) {
            free(used);
            return snprintf(err, errlen, "%s is not restated at run time", op->name), -1;
        }
        for (q = 0; q < op->nparams; q++) {
            int role = op->param_roles[q] & 0x7f, scalar = !(op->param_roles[q] & SCT_PARAM_ARRAY);
            if (role == SCT_ROLE_BYTES && bytes < 0) bytes = q, barr = !scalar;
            if (role == SCT_ROLE_ROOT) root = q;
            if (role == SCT_ROLE_DATATYPE && !ndt++ && scalar) dt = q;
            if (role == SCT_ROLE_REDOP) reduces = 1;
            if (role == SCT_ROLE_REDOP && scalar) rop = q;
            if (role == SCT_ROLE_COMM && scalar) comm = q;
        }
        if (kind >= 1 && kind <= 3) comm = !strcmp(op->name, "MPI_Sendrecv") ? 8 : !strcmp(op->name, "MPI_Sendrecv_replace") ? 6 : 4;
        if ((kind >= 1 && kind <= 3 && op->nparams <= comm) || (kind == 4 && op->nparams < 3)) {
            free(used);
            return snprintf(err, errlen, "%s has too few parameters", op->name), -1;
        }
        fprintf(o, "    {%d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d}, /* %s */\n", kind,
                !(kind == 7 || kind == 8 || kind == 1 || kind == 2 || kind == 3), bytes, barr, root, dt, rop, comm,
                coll, reduces, commop, op->name);
    }
    free(used);
    fputs("    {0, 0, -1, 0, -1, -1, -1, -1, 0, 0, 0}};\nstatic const int64_t px_cns[] = { /* per node */\n", o);
    for (i = 0; i < mt->nnode; i++) {
        int64_t ns = 0;
        if (mt->node[i].kind != SCT__LOOP && tr->with_timing && mt->hist)
            ns = (int64_t)sct_hist_mean(&mt->hist[2 * mt->node[i].leafno]);
        fprintf(o, "%lld,%s", (long long)ns, (i + 1) % 12 ? "" : "\n");
    }
    fputs("0};\nstatic const unsigned char px_wloop[] = { /* per node: a loop whose body waits or tests */\n", o);
    if (!(wl = (uint8_t *)calloc((size_t)mt->nnode + 1, 1))) return snprintf(err, errlen, "out of memory"), -1;
    for (i = 0; i < mt->nnode; i++) {
        const sct__mnode *x = &mt->node[i];
        if (x->kind != SCT__LOOP) {
            int kind = x->op >= 0 && x->op < r->ops.nops ? px_hist_kind(r->ops.ops[x->op].name) : 0;
            wl[i] = kind == 5 || kind == 6;
        }
        for (b = 0; x->kind == SCT__LOOP && b < x->body_len && !wl[i]; b++)
            wl[i] = mt->body[x->body_off + b] < i && wl[mt->body[x->body_off + b]];
        fprintf(o, "%d,%s", wl[i], (i + 1) % 32 ? "" : "\n");
    }
    free(wl);
    fputs("0};\n", o);
    return 0;
}

/* The program of a histogram trace, drawing at run time; 1 (err says why)
   when the trace has a call it does not restate: the caller goes through
   the replay. */
static int px_hist_program(const char *file, unsigned long long seed, int compute, FILE *o, char *err,
                           size_t errlen) {
    sct_read_desc d;
    sct_reader *r;
    sct__rtrace *tr = NULL;
    sct_file_info fi;
    sct_iter *it = NULL;
    sct_event_out ev;
    int k, init_thread = 0, rc = 1;
    long long required = 0;
    FILE *tmp = tmpfile();
    memset(&d, 0, sizeof d);
    d.seed = seed;
    if (!tmp) return snprintf(err, errlen, "no temporary file: %s", strerror(errno)), -1;
    if (sct_reader_open(file, &d, &r, err, errlen) != SCT_OK) return fclose(tmp), -1;
    sct_reader_info(r, &fi);
    if (fi.ntraces != 1 || fi.nranks != fi.world_size) {
        snprintf(err, errlen, "a histogram trace's program needs a merged trace of every rank");
    } else if (sct__trace_get(r, 0, &tr) != SCT_OK) {
        snprintf(err, errlen, "%s", sct_reader_error(r));
        rc = -1;
    } else if (!px_hist_tables(tmp, r, tr, err, errlen)) {
        if (sct_iter_create(r, sct_reader_rank(r, 0), &it) == SCT_OK && sct_iter_next(it, &ev) == 1 &&
            !strcmp(r->ops.ops[ev.op].name, "MPI_Init_thread"))
            init_thread = 1, required = ev.nvalues ? (long long)ev.values[0] : 0;
        sct_iter_destroy(it);
        fprintf(o, "/* From the histogram trace %s (%s, %d ranks, precision %d), seed %llu:\n"
                   "   a proxy application that draws at run time what sctrace-replay --seed %llu\n"
                   "   draws, every rank walking every rank's events (sctrace proxy, issue 42).\n"
                   "   Build: mpicc -std=c99 -O2 THIS.c -o proxy\n"
                   "   Run:   mpirun -np %d ./proxy [--compute=busy|sleep|none] */\n",
                file, fi.program ? fi.program : "?", (int)fi.world_size, fi.precision, seed, seed,
                (int)fi.world_size);
        fprintf(o, "#define _POSIX_C_SOURCE 200809L\n#include <mpi.h>\n#include <stdint.h>\n#include <stdio.h>\n"
                   "#include <stdlib.h>\n#include <string.h>\n#include <time.h>\n\n"
                   "#if defined(__GNUC__)\n#define PX_NOINLINE __attribute__((noinline))\n#else\n#define PX_NOINLINE\n"
                   "#endif\n#define PX_ANY (-INT64_C(0x100000000) - 2)\n#define PX_TAG_ANY (-INT64_C(0x100000000) - 3)\n"
                   "#define PX_COMPUTE %d\n#define PX_SEED UINT64_C(%llu)\n\n",
                compute, seed);
        px_consts(o, fi.format_version);
        px_draw_tables(o, tr);
        if (px_iter_tables(o, r, tr)) {
            snprintf(err, errlen, "an op of more than 64 parameters, or a leaf of no op");
        } else {
            fputs("static const int32_t px_ranks[] = {", o);
            for (k = 0; k < fi.nranks; k++) fprintf(o, "%s%d", k ? ", " : "", (int)sct_reader_rank(r, k));
            fprintf(o, "};\n#define PX_NRANKS %d\n", fi.nranks);
            for (k = 0; px_walk_rt[k]; k++) fputs(px_walk_rt[k], o);
            rewind(tmp);
            px_copy(tmp, o);
            for (k = 0; px_hr_rt[k]; k++) fputs(px_hr_rt[k], o);
            fprintf(o, "\nint main(int argc, char **argv)\n{\n    uint64_t seed = PX_SEED;\n    double t0, tmax = 0;\n"
                       "    int i%s;\n",
                    init_thread ? ", provided" : "");
            fputs("    for (i = 1; i < argc; i++) {\n"
                  "        if (!strcmp(argv[i], \"--compute=busy\"))\n"
                  "            hr_compute = 0;\n"
                  "        else if (!strcmp(argv[i], \"--compute=sleep\"))\n"
                  "            hr_compute = 1;\n"
                  "        else if (!strcmp(argv[i], \"--compute=none\"))\n"
                  "            hr_compute = 2;\n"
                  "        else if (!strncmp(argv[i], \"--seed=\", 7))\n"
                  "            seed = strtoull(argv[i] + 7, NULL, 0);\n"
                  "    }\n", o);
            if (init_thread) fprintf(o, "    MPI_Init_thread(&argc, &argv, %lld, &provided);\n", required);
            else fputs("    MPI_Init(&argc, &argv);\n", o);
            fputs("    PMPI_Comm_rank(MPI_COMM_WORLD, &me);\n"
                  "    PMPI_Comm_size(MPI_COMM_WORLD, &np);\n"
                  "    if (np != PX_NRANKS) {\n"
                  "        if (!me)\n"
                  "            fprintf(stderr, \"proxy: this program needs %d MPI ranks, not %d\\n\", PX_NRANKS, np);\n"
                  "        PMPI_Abort(MPI_COMM_WORLD, 2);\n"
                  "    }\n"
                  "    hr_predefined();\n"
                  "    t0 = hr_now();\n"
                  "    hr_schedule(seed);\n"
                  "    hr_last = hr_now();\n"
                  "    hr_run(seed);\n"
                  "    t0 = hr_now() - t0;\n"
                  "    PMPI_Reduce(&t0, &tmax, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);\n"
                  "    if (!me)\n"
                  "        printf(\"proxy: time=%.6f s from MPI_Init to MPI_Finalize (max over ranks)\\n\", tmax);\n"
                  "    MPI_Finalize();\n"
                  "    return 0;\n}\n", o);
            rc = 0;
        }
    }
    fclose(tmp);
    sct_reader_close(r);
    return rc;
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
    "  --seed N                 a histogram trace: the seed of the draws (default 1,\n"                               \
    "                           as sctrace-replay's; the program's --seed=N overrides)\n"                             \
    "  --via-replay             a histogram trace: print the calls of one run of its\n"                               \
    "                           histogram replay instead (needs the MPI and P ranks;\n"                               \
    "                           the file holds every draw); implied by the next three\n"                              \
    "  --mpi mpich|openmpi      --via-replay: the MPI to replay it with (default: the\n"                              \
    "                           trace's)\n"                                                                           \
    "  --launcher 'CMD ...'     --via-replay: how to start its P ranks (default:\n"                                   \
    "                           mpirun.openmpi --oversubscribe -np P or\n"                                            \
    "                           mpiexec.mpich -np P)\n"                                                               \
    "  --replay-trace FILE      --via-replay: keep the replay's (exact) trace, which\n"                               \
    "                           the program is printed from, in FILE\n"                                               \
    "  --draw-check=N           instead of a proxy: a program (no MPI) printing the\n"                                \
    "                           first N draws of each histogram variant, events of\n"                                 \
    "                           each rank's iterator and events of the walk of all\n"                                 \
    "                           ranks, as the proxy's runtime makes them (to -o), and\n"                              \
    "                           the reader's own to standard output, to compare\n"                                    \
    "Needs a merged trace whose calls are in the generator's table (point-to-point,\n"                                \
    "requests, collectives with their vector and non-blocking forms, communicators,\n"                                \
    "groups, derived datatypes, reduction ops, windows, MPI-IO on scratch files);\n"                                  \
    "it names the first call it cannot make. For a trace with histograms (precision\n"                                \
    "below 100) the program draws at run time what the histogram replay draws, every\n"                               \
    "rank walking every rank's events (posted receives for the sends aimed at it,\n"                                  \
    "collectives at agreed positions): deadlock-free as the replay is, its size the\n"                                \
    "trace's, not the draws'; a call it does not restate sends it --via-replay."

static int px_cmd_proxy(int argc, char **argv) {
    const char *file = NULL, *out = NULL;
    int i, compute = 0, rc, times_exact = 0, hist = 0, via = 0;
    unsigned long long check = 0;
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
        } else if (!strcmp(argv[i], "--via-replay")) {
            via = 1;
        } else if (!strncmp(argv[i], "--draw-check=", 13)) {
            char *end = NULL;
            check = strtoull(argv[i] + 13, &end, 0);
            if (!argv[i][13] || *end || argv[i][13] == '-' || !check)
                return usage_error("proxy", "--draw-check takes a positive count, not '%s'", argv[i] + 13);
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return usage_error("proxy", "unknown option '%s'", argv[i]);
        } else if (!file) {
            file = argv[i];
        } else {
            return usage_error("proxy", "one trace only, not also '%s'", argv[i]);
        }
    }
    if (!file) return usage_error("proxy", "%s", "needs a trace FILE");
    if (check && !out) return usage_error("proxy", "%s", "--draw-check needs -o (the reader's draws go to standard output)");
    if (out && !(o = fopen(out, "w"))) {
        fprintf(stderr, "%s proxy: %s: %s\n", prog, out, strerror(errno));
        return 1;
    }
    if (check)
        rc = px_draw_check(file, h.seed, check, o, err, sizeof err);
    else
        rc = px_generate(file, out, compute, times_exact, o, err, sizeof err, NULL, 0, &hist);
    if (!check && rc && hist && times_exact) {
        snprintf(err, sizeof err, "--times=exact needs an exact trace, this one has histograms (precision below 100)");
    } else if (!check && rc && hist) {
        /* >>px_hwalk: a program that walks at run time, unless the replay is
           asked for (--via-replay, or its options) or a call is not restated */
        via |= h.keep || h.launcher || h.mpi;
        rc = via ? 1 : px_hist_program(file, h.seed, compute, o, err, sizeof err);
        if (rc == 1 && !via)
            fprintf(stderr, "%s proxy: %s: %s: made through its histogram replay\n", prog, file, err);
        if (rc == 1 && out && !(o = freopen(out, "w", o))) {
            fprintf(stderr, "%s proxy: %s: %s\n", prog, out, strerror(errno));
            return 1;
        }
    }
    if (!check && rc == 1 && hist && !times_exact) { /* >>px_hist: the program of its histogram replay */
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
