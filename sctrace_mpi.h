/* sctrace_mpi.h - v0.1.0 - the MPI front end of sctrace: PMPI wrappers and the tracing runtime.

   Intercepts every MPI C function through the PMPI profiling interface, hands
   each call (op, call site, communication parameters, begin/end time) to the
   sctrace.h core, and at MPI_Finalize writes one compressed trace file that
   holds every rank.

   Do this in exactly one C file of the program:
       #define SCTRACE_MPI_IMPLEMENTATION
       #include "sctrace_mpi.h"
   Defining SCTRACE_MPI_IMPLEMENTATION also defines SCTRACE_IMPLEMENTATION, so
   that one translation unit gets the core's implementation as well (include
   neither implementation anywhere else). Link with -lzstd -ldl -lpthread -lm.
   The implementation uses POSIX and glibc (clock_gettime, dladdr, backtrace,
   pthreads): compile that file with -std=gnu99 or later, or define _GNU_SOURCE
   before its first #include. An unmodified binary is traced by preloading
   libsctrace.so, built from sctrace.c, which does just this:
       mpirun -x LD_PRELOAD=build/openmpi/libsctrace.so -np 4 ./app   (Open MPI)
       mpirun.mpich -genv LD_PRELOAD build/mpich/libsctrace.so -np 4 ./app

   TABLE OF CONTENTS
     1. >>api      start/stop/discard/marker, the op table, encoding symbols
     2. >>config   the SCTRACE_* environment variables, read in one place
     3. >>handles  symbolic ids: communicators, datatypes, ops, requests, ...
     4. >>call     one traced call: enter, call site, parameter encoders, leave
     5. >>ops      the op table (generated)
     6. >>rt       the runtime: MPI_Init*, MPI_Finalize, MPI_Pcontrol, start/stop/discard
     7. >>wrap     the PMPI wrappers (generated from tools/mpi_functions.txt)
   The replay engine (sctrace-replay) is not part of what an application
   embeds: it lives in tools/sctrace_replay.h, which builds on this header.

   ENVIRONMENT (read once, at MPI_Init/MPI_Init_thread; a bad value is reported
   once, on rank 0, with the accepted forms, and the default is used)
     SCTRACE_OUT=path            trace file; default <prog>.<pid of rank 0>.sct in
                                 the working directory. Written as path.partial,
                                 renamed to path when complete.
     SCTRACE_STACK_DEPTH=1..16   return addresses per call site (default 1)
     SCTRACE_TIMING=hist|exact|off   timing histograms only, plus exact deltas,
                                 or no timing (default hist)
     SCTRACE_ZSTD_LEVEL=1..19    (default 3)
     SCTRACE_VERIFY=0|1          1: each rank also writes a raw log of its events
                                 to <trace path>.raw.<rank> for `sctrace verify`
     SCTRACE_START=0|1           0: start paused (sctrace_start, MPI_Pcontrol(1))
     SCTRACE_PCONTROL=0|1        0: MPI_Pcontrol does not touch tracing (default 1)
     SCTRACE_QUIET=0|1           1: no "sctrace: wrote ..." line on stderr
     SCTRACE_WINDOW=1..4096      tail-folding window of the compressor (default 32)
     SCTRACE_HIST_BINS=1..64     bins per timing histogram (default 8)
     SCTRACE_MERGE=tree|gather   at MPI_Finalize, merge every rank's trace over
                                 a radix-2 tree of PMPI messages (DESIGN section
                                 6; one merged trace, the default), or gather
                                 them to rank 0 (one trace per rank in the file)
     SCTRACE_PRECISION=0..100    merge precision (default 100, lossless): values
                                 within 100-p % of each other may become
                                 histograms (ScalaH-Trace; see sctrace.h)

   TRACING WINDOWS
     sctrace_stop()/sctrace_start() pause and resume recording; called before
     MPI_Init they decide whether recording starts (overriding SCTRACE_START).
     MPI_Pcontrol(level), as the standard and the common tools read it:
       0 stops, 1 (re)starts (idempotent), 2 flushes, which is a no-op here:
       nothing is buffered, the trace stays compressed in memory until
       MPI_Finalize; negative levels (IPM-style region ends) and other levels
       are ignored. Pcontrol calls are never recorded as events.
     While paused, handles are still numbered (a communicator created while
     paused keeps the id all its members agree on), only events are dropped.

   WHAT A CALL RECORDS (DESIGN.md section 4; Pilgrim sections 2.3.3 and 2.4)
     peers, roots, RMA targets  relative ranks in the call's communicator
                        (window), SCT_PEER_NULL / SCT_PEER_ANY / SCT_PEER_ROOT
     tags               the tag, or SCT_TAG_ANY
     count + datatype   bytes (count x type size) and the datatype's id
     v/w collectives    byte arrays, length = ranks whose counts are significant
                        here (0 at non-roots of gatherv/scatterv)
     communicators      ids equal on all members: world 0, self 1, a new one
                        1 + the largest id any member has used (one
                        MPI_Allreduce(MAX) over it; inter-communicators through
                        a temporary merge); MPI_Comm_idup agrees through an
                        MPI_Iallreduce finished when the idup request completes;
                        spawn/connect/accept/join/get_parent get local ids
     requests           pool*SCT_MPI_REQ_STRIDE + slot, one pool per call site
                        (Pilgrim 2.4.2), lowest free slot first, freed when the
                        request completes; wait/test calls record the requests
                        they completed as an array ("completed")
     datatypes, ops     predefined ones fixed ids (sct__m_predefined's order), derived
                        ones 256+ / 64+ in creation order; constructors record
                        their integer and array arguments
     groups, files, windows  per-process ids in creation order
     attribute keys, error handlers  the same, predefined ones fixed (keys 0-11,
                        handlers 0-2); a handle *_get_errhandler returns keeps
                        the id it has (an id goes with its handle's last free)
   Call sites: the caller's return address(es), kept raw while the program
   runs and symbolised at MPI_Finalize with dladdr as (module path, pc -
   module base, function), so that ASLR cannot make sites differ between
   ranks and a new site costs the call no more than a known one (dladdr
   walks the symbol table: ~10^5 instructions in a large library).

   COMPILE-TIME OPTIONS
     SCTRACE_MPI_API         linkage of the functions below (default SCTRACE_API)
     SCTRACE_MPI_MAX_DEPTH   largest SCTRACE_STACK_DEPTH accepted (default 16)
     SCTRACE_MPI_CLOCK_NS()  the clock, uint64_t nanoseconds from any monotonic
                             origin (default clock_gettime(CLOCK_MONOTONIC),
                             which costs ~23 ns a call on a VM: two per traced
                             call are most of the tracing overhead; a calibrated
                             TSC read is the usual cheaper choice)

   THREADS
     The re-entrancy flag is per thread (the tracer's own PMPI traffic and MPI
     calls made inside MPI are never traced). Under MPI_THREAD_MULTIPLE one
     mutex guards the symbol tables and sct_record; at other levels nothing
     is locked. Per-thread scratch buffers are not freed at thread exit.

   FAILURES
     A wrapper never changes the application's return code and never exits.
     An internal failure (out of memory, ...) is reported once per rank;
     recording stops, every call keeps being forwarded to PMPI.
*/
#if defined(SCTRACE_MPI_IMPLEMENTATION) && !defined(SCTRACE_IMPLEMENTATION)
#define SCTRACE_IMPLEMENTATION
#endif
#include "sctrace.h"

#ifndef SCTRACE_MPI_H
#define SCTRACE_MPI_H

#include <mpi.h>

#ifndef SCTRACE_MPI_API
#define SCTRACE_MPI_API SCTRACE_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/*== >>api  start/stop/discard/marker, the op table, encoding symbols ==============*/

/* A request id is pool * SCT_MPI_REQ_STRIDE + slot. */
#define SCT_MPI_REQ_STRIDE (INT64_C(1) << 20)

/* Resume / pause recording on this process (idempotent, thread-safe). */
SCTRACE_MPI_API void sctrace_start(void);
SCTRACE_MPI_API void sctrace_stop(void);
/* Ask that this run write no trace (for a run that turns out to do no work:
   --help, a usage error). Recording goes on; at MPI_Finalize, when every rank
   has asked, no file (and no raw log) is written and nothing is printed.
   When only some have, the trace is written as usual, nothing lost, and rank
   0 says how many asked. Callable before MPI_Init. */
SCTRACE_MPI_API void sctrace_discard(void);
/* Record an event of op "sctrace_marker" whose one value (name_hash) is
   sctrace_marker_hash(name); nothing while paused. */
SCTRACE_MPI_API void sctrace_marker(const char *name);
/* FNV-1a of the name, masked to a non-negative int64. */
SCTRACE_MPI_API int64_t sctrace_marker_hash(const char *name);
/* The op table the wrappers record with (the one written into traces). */
SCTRACE_MPI_API const sct_op_table *sct_mpi_ops(void);

#ifdef __cplusplus
}
#endif
#endif /* SCTRACE_MPI_H */

#if defined(SCTRACE_MPI_IMPLEMENTATION) && !defined(SCTRACE_MPI_IMPL_INCLUDED)
#define SCTRACE_MPI_IMPL_INCLUDED
/* Internal names here are sct__m_* / SCT__M_*: this implementation shares its
   translation unit with the core's, whose internals are sct__*. */

#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#if !defined(_POSIX_C_SOURCE) || _POSIX_C_SOURCE < 200112L
#error "sctrace_mpi.h: the implementation needs POSIX: use -std=gnu99 or define _GNU_SOURCE"
#endif

#ifdef __USE_GNU
typedef Dl_info sct__m_dl_info;
#else
/* <dlfcn.h> declares dladdr only under _GNU_SOURCE; this is glibc's Dl_info. */
typedef struct sct__m_dl_info {
    const char *dli_fname;
    void *dli_fbase;
    const char *dli_sname;
    void *dli_saddr;
} sct__m_dl_info;
extern int dladdr(const void *addr, sct__m_dl_info *info);
#endif

#ifndef SCTRACE_MPI_MAX_DEPTH
#define SCTRACE_MPI_MAX_DEPTH 16
#endif

/* Small helpers every wrapper calls: inlined whatever the optimiser thinks. */
#define SCT__M_INLINE inline __attribute__((always_inline))

/* Initial-exec TLS: no __tls_get_addr call on the hot path of the preloaded .so. */
#define SCT__M_TLS __thread __attribute__((tls_model("initial-exec")))
#define SCT__M_PATH_MAX 4096

/*== >>config  the SCTRACE_* environment variables ================================*/

typedef struct sct__m_config {
    char out[SCT__M_PATH_MAX]; /* SCTRACE_OUT; "" = <prog>.<pid of rank 0>.sct */
    int depth;                 /* SCTRACE_STACK_DEPTH, 1 */
    int timing;                /* SCTRACE_TIMING, SCT_TIMING_HIST */
    int zstd_level;            /* SCTRACE_ZSTD_LEVEL, 3 */
    int verify;                /* SCTRACE_VERIFY, 0 */
    int start;                 /* SCTRACE_START, 1 */
    int pcontrol;              /* SCTRACE_PCONTROL, 1 */
    int quiet;                 /* SCTRACE_QUIET, 0 */
    int window;                /* SCTRACE_WINDOW, 32 */
    int hist_bins;             /* SCTRACE_HIST_BINS, 8 */
    int merge;                 /* SCTRACE_MERGE: 0 gather, 1 tree (default) */
    int precision;             /* SCTRACE_PRECISION, 100 */
} sct__m_config;

static void sct__m_bad_env(int report, const char *var, const char *val, const char *accepted,
                           const char *dflt)
{
    if (report)
        fprintf(stderr, "sctrace: ignoring %s=\"%s\": expected %s; using %s\n", var, val, accepted,
                dflt);
}

static void sct__m_env_int(int report, const char *var, int lo, int hi, int *dst)
{
    const char *s = getenv(var);
    char *end, accepted[64], dflt[16];
    long v;
    if (!s)
        return;
    errno = 0;
    v = strtol(s, &end, 10);
    if (*s && !*end && !errno && v >= lo && v <= hi) {
        *dst = (int)v;
        return;
    }
    if (lo == 0 && hi == 1)
        snprintf(accepted, sizeof accepted, "0 or 1");
    else
        snprintf(accepted, sizeof accepted, "an integer from %d to %d", lo, hi);
    snprintf(dflt, sizeof dflt, "%d", *dst);
    sct__m_bad_env(report, var, s, accepted, dflt);
}

/* The one place that reads the environment; `report` on rank 0 only. */
static void sct__m_config_read(sct__m_config *cfg, int report)
{
    static const char *const timings[] = {"hist", "exact", "off"};
    const char *s;
    int i;
    memset(cfg, 0, sizeof *cfg);
    cfg->depth = 1;
    cfg->timing = SCT_TIMING_HIST;
    cfg->zstd_level = 3;
    cfg->start = 1;
    cfg->pcontrol = 1;
    cfg->window = 32;
    cfg->hist_bins = 8;
    cfg->merge = 1;
    cfg->precision = 100;
    s = getenv("SCTRACE_OUT");
    if (s && (!*s || strlen(s) >= SCT__M_PATH_MAX - 32))
        sct__m_bad_env(report, "SCTRACE_OUT", s, "a non-empty file path", "<prog>.<pid>.sct");
    else if (s)
        strcpy(cfg->out, s);
    sct__m_env_int(report, "SCTRACE_STACK_DEPTH", 1, SCTRACE_MPI_MAX_DEPTH, &cfg->depth);
    if ((s = getenv("SCTRACE_TIMING")) != NULL) {
        for (i = 0; i < 3 && strcmp(s, timings[i]) != 0; i++)
            ;
        if (i < 3)
            cfg->timing = i; /* the sct_timing_mode values, in this order */
        else
            sct__m_bad_env(report, "SCTRACE_TIMING", s, "hist, exact or off", "hist");
    }
    sct__m_env_int(report, "SCTRACE_ZSTD_LEVEL", 1, 19, &cfg->zstd_level);
    sct__m_env_int(report, "SCTRACE_VERIFY", 0, 1, &cfg->verify);
    sct__m_env_int(report, "SCTRACE_START", 0, 1, &cfg->start);
    sct__m_env_int(report, "SCTRACE_PCONTROL", 0, 1, &cfg->pcontrol);
    sct__m_env_int(report, "SCTRACE_QUIET", 0, 1, &cfg->quiet);
    sct__m_env_int(report, "SCTRACE_WINDOW", 1, 4096, &cfg->window);
    sct__m_env_int(report, "SCTRACE_HIST_BINS", 1, SCT_HIST_MAX_BINS, &cfg->hist_bins);
    if ((s = getenv("SCTRACE_MERGE")) != NULL) {
        if (!strcmp(s, "gather") || !strcmp(s, "tree"))
            cfg->merge = !strcmp(s, "tree");
        else
            sct__m_bad_env(report, "SCTRACE_MERGE", s, "tree or gather", "tree");
    }
    sct__m_env_int(report, "SCTRACE_PRECISION", 0, 100, &cfg->precision);
}

/*== >>handles  symbolic ids for MPI handles ======================================*/

/* Open addressing keyed by the handle's bits (an int in MPICH, a pointer in
   Open MPI), linear probing with backward-shift deletion: no tombstones, so a
   steady create/free cycle (requests) never rehashes or allocates. */
typedef struct sct__m_hent {
    uint64_t key;
    int64_t id;
    int32_t a, b, c, d; /* per table: comm rank/peer size/local size/inter;
                           datatype size; window rank; request site/slot */
} sct__m_hent;

/* An MPI may hand out one handle value for several live objects (a shared
   completed request for sends to MPI_PROC_NULL or that completed inside
   MPI_Isend; one group for every MPI_Comm_group of a communicator). The
   program holds several objects, so the table does too: the first under
   its key in e, the later ones in dup, oldest first; the oldest is the one
   a lookup by value names, and when it goes the next takes its place. */
typedef struct sct__m_htab {
    sct__m_hent *e;
    uint32_t cap, n;
    sct__m_hent *dup; /* further live entries with a key e holds, oldest first */
    uint32_t ndup, capdup;
} sct__m_htab;

#define SCT__M_EMPTY UINT64_MAX
#define SCT__M_KEY(h) sct__m_key(&(h), sizeof(h))

static uint64_t sct__m_key(const void *h, size_t n)
{
    uint64_t k = 0;
    memcpy(&k, h, n < sizeof k ? n : sizeof k);
    return k;
}

static uint32_t sct__m_hslot(uint64_t key, uint32_t cap)
{
    return (uint32_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & (cap - 1);
}

static sct__m_hent *sct__m_hfind(const sct__m_htab *t, uint64_t key)
{
    uint32_t i;
    if (!t->cap)
        return NULL;
    for (i = sct__m_hslot(key, t->cap);; i = (i + 1) & (t->cap - 1)) {
        if (t->e[i].key == key)
            return &t->e[i];
        if (t->e[i].key == SCT__M_EMPTY)
            return NULL;
    }
}

static sct__m_hent *sct__m_hslot_for(sct__m_htab *t, uint64_t key)
{
    uint32_t i = sct__m_hslot(key, t->cap);
    while (t->e[i].key != SCT__M_EMPTY)
        i = (i + 1) & (t->cap - 1);
    return &t->e[i];
}

static int sct__m_hgrow(sct__m_htab *t)
{
    uint32_t cap = t->cap ? t->cap * 2 : 64, i;
    sct__m_htab nt;
    nt.e = (sct__m_hent *)malloc(cap * sizeof *nt.e);
    if (!nt.e)
        return 0;
    nt.cap = cap;
    nt.n = t->n;
    for (i = 0; i < cap; i++)
        nt.e[i].key = SCT__M_EMPTY;
    for (i = 0; i < t->cap; i++)
        if (t->e[i].key != SCT__M_EMPTY)
            *sct__m_hslot_for(&nt, t->e[i].key) = t->e[i];
    free(t->e);
    *t = nt;
    return 1;
}

/* The entry of `key`, created zeroed (*fresh = 1) if absent; NULL: no memory. */
static sct__m_hent *sct__m_hput(sct__m_htab *t, uint64_t key, int *fresh)
{
    sct__m_hent *e = sct__m_hfind(t, key);
    *fresh = 0;
    if (e)
        return e;
    if ((t->n + 1) * 4 > t->cap * 3 && !sct__m_hgrow(t))
        return NULL;
    e = sct__m_hslot_for(t, key);
    memset(e, 0, sizeof *e);
    e->key = key;
    t->n++;
    *fresh = 1;
    return e;
}

/* The first duplicate of key (an index into t->dup), or t->ndup. */
static uint32_t sct__m_hdup_of(const sct__m_htab *t, uint64_t key, uint32_t from)
{
    while (from < t->ndup && t->dup[from].key != key)
        from++;
    return from;
}

static void sct__m_hdup_drop(sct__m_htab *t, uint32_t i)
{
    memmove(&t->dup[i], &t->dup[i + 1], (t->ndup - i - 1) * sizeof *t->dup);
    t->ndup--;
}

/* A new live entry for key (zeroed but for the key), beside any it has:
   valid until the table next changes. NULL: no memory. */
static sct__m_hent *sct__m_hput_dup(sct__m_htab *t, uint64_t key)
{
    int fresh;
    sct__m_hent *e = sct__m_hput(t, key, &fresh);
    if (!e || fresh)
        return e;
    if (t->ndup == t->capdup) {
        uint32_t cap = t->capdup ? 2 * t->capdup : 8;
        sct__m_hent *d = (sct__m_hent *)realloc(t->dup, cap * sizeof *d);
        if (!d)
            return NULL;
        t->dup = d;
        t->capdup = cap;
    }
    e = &t->dup[t->ndup++];
    memset(e, 0, sizeof *e);
    e->key = key;
    return e;
}

/* The k-th live entry of key, oldest first (k = 0: what sct__m_hfind gives). */
static sct__m_hent *sct__m_hfind_nth(sct__m_htab *t, uint64_t key, uint32_t k)
{
    uint32_t i = 0;
    if (!k || !t->ndup)
        return k ? NULL : sct__m_hfind(t, key);
    for (i = sct__m_hdup_of(t, key, 0); i < t->ndup && --k; i = sct__m_hdup_of(t, key, i + 1))
        ;
    return i < t->ndup ? &t->dup[i] : NULL;
}

/* Empty slot e (backward shift: no tombstones). */
static void sct__m_hdel_slot(sct__m_htab *t, sct__m_hent *e)
{
    uint32_t i, j, k, m;
    m = t->cap - 1;
    i = j = (uint32_t)(e - t->e);
    for (;;) {
        j = (j + 1) & m;
        if (t->e[j].key == SCT__M_EMPTY)
            break;
        k = sct__m_hslot(t->e[j].key, t->cap);
        /* move e[j] back unless its home slot k lies cyclically in (i, j] */
        if (i <= j ? (k <= i || k > j) : (k <= i && k > j)) {
            t->e[i] = t->e[j];
            i = j;
        }
    }
    t->e[i].key = SCT__M_EMPTY;
    t->n--;
}

/* Remove the oldest live entry of key; the next one, if any, takes its place. */
static void sct__m_hdel(sct__m_htab *t, uint64_t key)
{
    sct__m_hent *e = sct__m_hfind(t, key);
    uint32_t d;
    if (!e)
        return;
    if (t->ndup && (d = sct__m_hdup_of(t, key, 0)) < t->ndup) {
        *e = t->dup[d];
        sct__m_hdup_drop(t, d);
        return;
    }
    sct__m_hdel_slot(t, e);
}

/* Remove the live entry of key whose id is id (the oldest when none is). */
static void sct__m_hdel_id(sct__m_htab *t, uint64_t key, int64_t id)
{
    sct__m_hent *e = sct__m_hfind(t, key);
    uint32_t d;
    if (e && e->id != id && t->ndup)
        for (d = sct__m_hdup_of(t, key, 0); d < t->ndup; d = sct__m_hdup_of(t, key, d + 1))
            if (t->dup[d].id == id) {
                sct__m_hdup_drop(t, d);
                return;
            }
    sct__m_hdel(t, key);
}

static void sct__m_hfree(sct__m_htab *t)
{
    free(t->e);
    free(t->dup);
    t->e = t->dup = NULL;
    t->cap = t->n = t->ndup = t->capdup = 0;
}

/* A request pool: one per call site that creates requests (Pilgrim 2.4.2). */
typedef struct sct__m_pool {
    uint64_t *bits; /* slot in use */
    int32_t nwords;
    int32_t no; /* 1 + pool number, 0 until the site first creates a request */
} sct__m_pool;

#define SCT__M_MAX_IDUP 16
typedef struct sct__m_idup {
    int used;
    uint64_t req;     /* key of the application's idup request */
    MPI_Comm *out;    /* where MPI stores the new communicator */
    MPI_Request ireq; /* our MPI_Iallreduce over the parent */
    long long mine, id;
    int local; /* of an inter-communicator: a local id, given at completion */
} sct__m_idup;

#define SCT__M_SITE_CACHE 1024
#define SCT__M_MAX_MSGS 64 /* matched messages given ids of their own; more share the id 64 */

static struct sct__m_runtime {
    volatile int alive;     /* between our MPI_Init* and MPI_Finalize */
    volatile int recording; /* alive, started, not failed */
    int started;            /* sctrace_start/stop state */
    int user_state;         /* -1, or 0/1 from sctrace_stop/start before MPI_Init */
    int discard;            /* sctrace_discard was called */
    int failed;
    int mt; /* MPI_THREAD_MULTIPLE: lock */
    pthread_mutex_t mu;
    sct__m_config cfg;
    sct_ctx *ctx;
    MPI_Comm comm; /* private duplicate of MPI_COMM_WORLD */
    int rank, size;
    char path[SCT__M_PATH_MAX], raw_path[SCT__M_PATH_MAX + 32], prog[256];
    uint64_t start_time;
    double merge_s; /* the cross-rank merge at finalize, for the file */
    sct__m_hent world, self;
    sct__m_htab comms, dtypes, ops, groups, files, wins, reqs, keyvals, errhs;
    int64_t comm_next, dtype_next, op_next, group_next, file_next, win_next, keyval_next, errh_next;
    sct__m_pool *pools;
    uint32_t npools;
    int32_t pool_next;
    struct {
        uint64_t pc;
        uint32_t site;
    } site_cache[SCT__M_SITE_CACHE];
    sct__m_idup idup[SCT__M_MAX_IDUP];
    int nidup;
    uint64_t msg_used;                /* matched messages (MPI_Mprobe): slot i holds msg[i] */
    MPI_Message msg[SCT__M_MAX_MSGS];
    int off;          /* a replay that is not traced: never start */
    int replaying;    /* fake return addresses stand for the trace's sites */
    uint64_t fake_pc; /* replay: the call site of the next call (0: none) */
    int replay_any;   /* replay: the next receive or probe names the source a
                         wildcard one matched in the run: record a wildcard */
    uint64_t t_begin, t_end; /* replay: when the first recorded call since the replay
                                cleared them began, and when the last one ended */
    const int64_t *replay_reqs; /* replay: the ids of the requests of the next wait or
                                   test call, in order (for values MPI shares) */
    int replay_nreqs;
} sct__m_rt = {.user_state = -1, .mu = PTHREAD_MUTEX_INITIALIZER};

#define SCT__M_LOCK()                          \
    do {                                       \
        if (sct__m_rt.mt)                      \
            pthread_mutex_lock(&sct__m_rt.mu); \
    } while (0)
#define SCT__M_UNLOCK()                          \
    do {                                         \
        if (sct__m_rt.mt)                        \
            pthread_mutex_unlock(&sct__m_rt.mu); \
    } while (0)

static SCT__M_TLS int sct__m_tls_busy; /* this thread is inside a traced call */

/* Log once per rank, stop recording, keep forwarding. */
static void sct__m_fail(const char *what, sct_result r)
{
    if (__atomic_exchange_n(&sct__m_rt.failed, 1, __ATOMIC_RELAXED))
        return;
    sct__m_rt.recording = 0;
    fprintf(stderr, "sctrace: rank %d: %s failed (%s); tracing stopped, the program goes on\n",
            sct__m_rt.rank, what, sct_result_str(r));
}

static void sct__m_comm_query(MPI_Comm comm, sct__m_hent *e)
{
    int rank = 0, size = 0, inter = 0, psize = 0;
    PMPI_Comm_rank(comm, &rank);
    PMPI_Comm_size(comm, &size);
    PMPI_Comm_test_inter(comm, &inter);
    if (inter)
        PMPI_Comm_remote_size(comm, &psize);
    else
        psize = size;
    e->a = rank;
    e->b = psize;
    e->c = size;
    e->d = inter;
}

/* 1 + the largest communicator id any member has used, agreed by all members. */
static int64_t sct__m_comm_agree(MPI_Comm nc, int inter)
{
    MPI_Comm ic = nc;
    long long mine, id;
    if (inter && PMPI_Intercomm_merge(nc, 0, &ic) != MPI_SUCCESS)
        return SCT_NONE;
    SCT__M_LOCK();
    mine = (long long)sct__m_rt.comm_next + 1;
    SCT__M_UNLOCK();
    if (PMPI_Allreduce(&mine, &id, 1, MPI_LONG_LONG, MPI_MAX, ic) != MPI_SUCCESS)
        id = SCT_NONE;
    if (inter)
        PMPI_Comm_free(&ic);
    SCT__M_LOCK();
    if (id > sct__m_rt.comm_next)
        sct__m_rt.comm_next = id;
    SCT__M_UNLOCK();
    return id;
}

static void sct__m_comm_insert(MPI_Comm comm, int64_t id)
{
    sct__m_hent q, *e;
    int fresh;
    sct__m_comm_query(comm, &q);
    SCT__M_LOCK();
    e = sct__m_hput(&sct__m_rt.comms, SCT__M_KEY(comm), &fresh);
    if (e) {
        e->id = id;
        e->a = q.a;
        e->b = q.b;
        e->c = q.c;
        e->d = q.d;
    }
    SCT__M_UNLOCK();
    if (!e)
        sct__m_fail("numbering a communicator", SCT_ERR_NOMEM);
}

/* A request entry keeps where the program stored its handle (c, d: the
   address's halves): when one value stands for several live requests, a
   wait on the variable that received one of them completes that one. */
static void sct__m_req_setloc(sct__m_hent *e, const void *loc)
{
    uint64_t v = (uint64_t)(uintptr_t)loc;
    e->c = (int32_t)(uint32_t)v;
    e->d = (int32_t)(uint32_t)(v >> 32);
}

static int sct__m_req_at(const sct__m_hent *e, const void *loc)
{
    return ((uint64_t)(uint32_t)e->d << 32 | (uint32_t)e->c) == (uint64_t)(uintptr_t)loc;
}

/* Request ids: the lowest free slot of the creating site's pool, so that ids
   repeat across iterations whatever the completion order. loc: where the
   program gets the handle. Under the lock. */
static int64_t sct__m_req_new(uint32_t site, MPI_Request req, const void *loc)
{
    sct__m_pool *p;
    sct__m_hent *e;
    int32_t w, idx;
    if (site >= sct__m_rt.npools) {
        uint32_t n = site + 1 > 2 * sct__m_rt.npools ? site + 1 : 2 * sct__m_rt.npools;
        sct__m_pool *np = (sct__m_pool *)realloc(sct__m_rt.pools, n * sizeof *np);
        if (!np)
            return SCT_NONE;
        memset(np + sct__m_rt.npools, 0, (n - sct__m_rt.npools) * sizeof *np);
        sct__m_rt.pools = np;
        sct__m_rt.npools = n;
    }
    p = &sct__m_rt.pools[site];
    if (!p->no)
        p->no = ++sct__m_rt.pool_next;
    for (w = 0; w < p->nwords && p->bits[w] == UINT64_MAX; w++)
        ;
    if (w == p->nwords) {
        int32_t nw = p->nwords ? 2 * p->nwords : 1;
        uint64_t *nb = (uint64_t *)realloc(p->bits, (size_t)nw * sizeof *nb);
        if (!nb)
            return SCT_NONE;
        memset(nb + p->nwords, 0, (size_t)(nw - p->nwords) * sizeof *nb);
        p->bits = nb;
        p->nwords = nw;
    }
    idx = w * 64 + __builtin_ctzll(~p->bits[w]);
    if (idx >= SCT_MPI_REQ_STRIDE)
        return SCT_NONE;
    /* a value already live (a shared completed request) is another request */
    e = sct__m_hput_dup(&sct__m_rt.reqs, SCT__M_KEY(req));
    if (!e)
        return SCT_NONE;
    p->bits[w] |= UINT64_C(1) << (idx % 64);
    e->id = (int64_t)(p->no - 1) * SCT_MPI_REQ_STRIDE + idx;
    e->a = (int32_t)site;
    e->b = idx;
    sct__m_req_setloc(e, loc);
    return e->id;
}

/* Under the lock: request id (of handle key) completed or was freed; its slot is free again. */
static void sct__m_req_drop(uint64_t key, int64_t id)
{
    sct__m_hent *e = sct__m_hfind(&sct__m_rt.reqs, key);
    if (!e)
        return;
    if (e->id != id && sct__m_rt.reqs.ndup) {
        uint32_t d;
        for (d = sct__m_hdup_of(&sct__m_rt.reqs, key, 0); d < sct__m_rt.reqs.ndup;
             d = sct__m_hdup_of(&sct__m_rt.reqs, key, d + 1))
            if (sct__m_rt.reqs.dup[d].id == id)
                e = &sct__m_rt.reqs.dup[d];
    }
    sct__m_rt.pools[e->a].bits[e->b / 64] &= ~(UINT64_C(1) << (e->b % 64));
    sct__m_hdel_id(&sct__m_rt.reqs, key, e->id);
}

/* Fixed ids of the predefined handles, the same on every rank and MPI. */
/* The predefined datatypes and reduction ops, in the order that gives their
   ids (the runtime numbers them; a replay maps ids back to handles). */
#define SCT__M_NPREDEF_TYPES 38
#define SCT__M_NPREDEF_OPS 14

static void sct__m_predef_handles(MPI_Datatype *types, MPI_Op *ops)
{
    const MPI_Datatype t[SCT__M_NPREDEF_TYPES] = {
        MPI_CHAR, MPI_SIGNED_CHAR, MPI_UNSIGNED_CHAR, MPI_BYTE, MPI_WCHAR, MPI_SHORT,
        MPI_UNSIGNED_SHORT, MPI_INT, MPI_UNSIGNED, MPI_LONG, MPI_UNSIGNED_LONG, MPI_LONG_LONG,
        MPI_UNSIGNED_LONG_LONG, MPI_FLOAT, MPI_DOUBLE, MPI_LONG_DOUBLE, MPI_PACKED, MPI_FLOAT_INT,
        MPI_DOUBLE_INT, MPI_LONG_INT, MPI_SHORT_INT, MPI_2INT, MPI_LONG_DOUBLE_INT, MPI_INT8_T,
        MPI_INT16_T, MPI_INT32_T, MPI_INT64_T, MPI_UINT8_T, MPI_UINT16_T, MPI_UINT32_T,
        MPI_UINT64_T, MPI_C_BOOL, MPI_C_FLOAT_COMPLEX, MPI_C_DOUBLE_COMPLEX,
        MPI_C_LONG_DOUBLE_COMPLEX, MPI_AINT, MPI_OFFSET, MPI_COUNT};
    const MPI_Op o[SCT__M_NPREDEF_OPS] = {MPI_MAX, MPI_MIN, MPI_SUM, MPI_PROD, MPI_LAND, MPI_BAND,
                                          MPI_LOR, MPI_BOR, MPI_LXOR, MPI_BXOR, MPI_MINLOC,
                                          MPI_MAXLOC, MPI_REPLACE, MPI_NO_OP};
    memcpy(types, t, sizeof t);
    memcpy(ops, o, sizeof o);
}

/* The predefined attribute keys and error handlers, in id order (user ones
   are numbered from SCT__M_KEYVAL_FIRST and SCT__M_ERRH_FIRST). Returns how
   many error handlers this MPI has. */
#define SCT__M_NPREDEF_KEYS 12
#define SCT__M_KEYVAL_FIRST 16
#define SCT__M_ERRH_FIRST 8
static int sct__m_predef_keys(int *keys, MPI_Errhandler *errhs)
{
    const int k[SCT__M_NPREDEF_KEYS] = {MPI_TAG_UB, MPI_HOST, MPI_IO, MPI_WTIME_IS_GLOBAL, MPI_UNIVERSE_SIZE,
                                        MPI_LASTUSEDCODE, MPI_APPNUM, MPI_WIN_BASE, MPI_WIN_SIZE,
                                        MPI_WIN_DISP_UNIT, MPI_WIN_CREATE_FLAVOR, MPI_WIN_MODEL};
    int n = 0;
    memcpy(keys, k, sizeof k);
    errhs[n++] = MPI_ERRORS_ARE_FATAL;
    errhs[n++] = MPI_ERRORS_RETURN;
#ifdef MPI_ERRORS_ABORT
    errhs[n++] = MPI_ERRORS_ABORT;
#endif
    return n;
}

/* A predefined datatype this MPI has (some are MPI_DATATYPE_NULL or
   refused); *size gets its size. */
static int sct__m_type_usable(MPI_Datatype t, int *size)
{
    return t != MPI_DATATYPE_NULL && PMPI_Type_size(t, size) == MPI_SUCCESS;
}

static void sct__m_predefined(void)
{
    MPI_Datatype types[SCT__M_NPREDEF_TYPES];
    MPI_Op ops[SCT__M_NPREDEF_OPS];
    MPI_Group empty = MPI_GROUP_EMPTY;
    MPI_Errhandler errhs[3];
    int keys[SCT__M_NPREDEF_KEYS], nerrh = sct__m_predef_keys(keys, errhs);
    sct__m_hent *e;
    size_t i;
    int fresh, size;
    sct__m_predef_handles(types, ops);
    for (i = 0; i < SCT__M_NPREDEF_KEYS; i++)
        if ((e = sct__m_hput(&sct__m_rt.keyvals, SCT__M_KEY(keys[i]), &fresh)) != NULL && fresh)
            e->id = (int64_t)i;
    for (i = 0; i < (size_t)nerrh; i++)
        if ((e = sct__m_hput(&sct__m_rt.errhs, SCT__M_KEY(errhs[i]), &fresh)) != NULL && fresh)
            e->id = (int64_t)i;
    sct__m_rt.keyval_next = SCT__M_KEYVAL_FIRST;
    sct__m_rt.errh_next = SCT__M_ERRH_FIRST;
    for (i = 0; i < sizeof types / sizeof types[0]; i++) {
        if (!sct__m_type_usable(types[i], &size))
            continue;
        e = sct__m_hput(&sct__m_rt.dtypes, SCT__M_KEY(types[i]), &fresh);
        if (e && fresh) {
            e->id = (int64_t)i;
            e->a = size;
        }
    }
    for (i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if ((e = sct__m_hput(&sct__m_rt.ops, SCT__M_KEY(ops[i]), &fresh)) != NULL && fresh)
            e->id = (int64_t)i;
    if ((e = sct__m_hput(&sct__m_rt.groups, SCT__M_KEY(empty), &fresh)) != NULL)
        e->id = 0;
    sct__m_rt.dtype_next = 256;
    sct__m_rt.op_next = 64;
    sct__m_rt.group_next = 1;
    sct__m_rt.comm_next = 1; /* world 0, self 1 */
}

/*== >>call  one traced call ======================================================*/

typedef struct sct__m_call {
    int mode; /* 0 not traced (nested, not initialised); 1 handles only
                          (paused); 2 recorded */
    int op, n, cap, nslots, bad, has_c, has_d;
    uint32_t site;
    uint64_t pc, t0;
    int64_t *v;    /* the values: inl, or the thread's buffer when they outgrow it */
    MPI_Comm ckey; /* the last communicator looked up, and its entry */
    sct__m_hent cent;
    MPI_Datatype dkey; /* the last datatype looked up, its id and size */
    int64_t did, dsize;
    int64_t inl[24];
} sct__m_call;

typedef struct sct__m_reqslot {
    uint64_t key; /* SCT__M_EMPTY: MPI_REQUEST_NULL */
    int64_t id;
} sct__m_reqslot;

static SCT__M_TLS int64_t *sct__m_tls_vbuf;
static SCT__M_TLS int sct__m_tls_vcap;
static SCT__M_TLS sct__m_reqslot *sct__m_tls_slots;
static SCT__M_TLS int sct__m_tls_nslots;

#define SCT__M_RA() ((uint64_t)(uintptr_t)__builtin_return_address(0))
#define SCT__M_ENTER(fn) \
    sct__m_call c;       \
    sct__m_enter(&c, SCT__M_OP_##fn, SCT__M_RA())

static uint64_t sct__m_now(void)
{
#ifdef SCTRACE_MPI_CLOCK_NS
    return SCTRACE_MPI_CLOCK_NS();
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
#endif
}

static void sct__m_enter(sct__m_call *c, int op, uint64_t pc)
{
    if (!sct__m_rt.alive || sct__m_tls_busy) {
        c->mode = 0;
        return;
    }
    sct__m_tls_busy = 1;
    c->mode = sct__m_rt.recording ? 2 : 1;
    c->op = op;
    c->pc = sct__m_rt.fake_pc ? sct__m_rt.fake_pc : pc;
    c->n = c->bad = c->has_c = c->has_d = 0;
    c->cap = (int)(sizeof c->inl / sizeof c->inl[0]);
    c->v = c->inl;
    c->site = UINT32_MAX;
    c->t0 = c->mode == 2 && sct__m_rt.cfg.timing != SCT_TIMING_OFF ? sct__m_now() : 0;
}

static int sct__m_grow(sct__m_call *c, int need)
{
    if (need > sct__m_tls_vcap) {
        int cap = need > 2 * sct__m_tls_vcap ? need : 2 * sct__m_tls_vcap;
        int64_t *p = (int64_t *)realloc(sct__m_tls_vbuf, (size_t)(cap < 256 ? 256 : cap) * 8);
        if (!p) {
            c->bad = 1;
            return 0;
        }
        sct__m_tls_vbuf = p;
        sct__m_tls_vcap = cap < 256 ? 256 : cap;
    }
    if (c->v == c->inl)
        memcpy(sct__m_tls_vbuf, c->inl, (size_t)c->n * sizeof c->inl[0]);
    c->v = sct__m_tls_vbuf;
    c->cap = sct__m_tls_vcap;
    return 1;
}

static SCT__M_INLINE void sct__m_push(sct__m_call *c, int64_t v)
{
    if (c->n < c->cap || sct__m_grow(c, c->n + 1))
        c->v[c->n++] = v;
}

/* Return addresses above the wrapper, innermost first, recursion folded. */
static int sct__m_backtrace(uint64_t pc, uint64_t *pcs, int depth)
{
    void *buf[SCTRACE_MPI_MAX_DEPTH + 8];
    int n = backtrace(buf, depth + 8), i = 0, k = 1;
    while (i < n && (uint64_t)(uintptr_t)buf[i] != pc)
        i++;
    pcs[0] = pc;
    for (i++; i < n && k < depth; i++)
        if ((uint64_t)(uintptr_t)buf[i] != pcs[k - 1])
            pcs[k++] = (uint64_t)(uintptr_t)buf[i];
    return k;
}

/* A new pc (or any call at depth > 1): ask the core, remember depth-1 answers. */
static uint32_t sct__m_site_new(sct__m_call *c, uint32_t h)
{
    uint64_t pcs[SCTRACE_MPI_MAX_DEPTH];
    uint32_t id;
    int depth = 1;
    pcs[0] = c->pc;
    if (sct__m_rt.cfg.depth > 1)
        depth = sct__m_backtrace(c->pc, pcs, sct__m_rt.cfg.depth);
    if (sct_site(sct__m_rt.ctx, pcs, depth, &id) != SCT_OK)
        return UINT32_MAX;
    if (sct__m_rt.cfg.depth == 1) {
        sct__m_rt.site_cache[h].pc = c->pc;
        sct__m_rt.site_cache[h].site = id;
    }
    return c->site = id;
}

/* The call's site id, UINT32_MAX on failure. Under the lock. A direct-mapped
   cache keyed by the return address answers the steady state. */
static SCT__M_INLINE uint32_t sct__m_site_of(sct__m_call *c)
{
    uint32_t h = (uint32_t)((c->pc >> 2) ^ (c->pc >> 13)) & (SCT__M_SITE_CACHE - 1);
    if (c->site != UINT32_MAX || !sct__m_rt.ctx)
        return c->site;
    if (sct__m_rt.cfg.depth == 1 && sct__m_rt.site_cache[h].pc == c->pc)
        return c->site = sct__m_rt.site_cache[h].site;
    return sct__m_site_new(c, h);
}

static void sct__m_leave(sct__m_call *c)
{
    if (c->bad) {
        sct__m_fail("growing a value buffer", SCT_ERR_NOMEM);
    } else if (c->mode == 2 && sct__m_rt.recording) {
        sct_event ev;
        sct_result r = SCT_ERR_NOMEM;
        ev.op = c->op;
        ev.values = c->v;
        ev.nvalues = c->n;
        ev.t_begin = c->t0;
        ev.t_end = c->t0 ? sct__m_now() : 0;
        SCT__M_LOCK();
        ev.site = sct__m_site_of(c);
        if (ev.site != UINT32_MAX)
            r = sct_record(sct__m_rt.ctx, &ev);
        if (!sct__m_rt.t_begin) /* a replay clears it: its first call since */
            sct__m_rt.t_begin = ev.t_begin;
        sct__m_rt.t_end = ev.t_end;
        SCT__M_UNLOCK();
        if (r != SCT_OK)
            sct__m_fail("recording an event", r);
    }
    sct__m_tls_busy = 0;
}

/* ---- communicators, peers, tags ---- */

/* The entry of a communicator (id, my rank, sizes); world and self without a
   lookup, others through the table, cached in the call. */
static const sct__m_hent *sct__m_cm_slow(sct__m_call *c, MPI_Comm comm)
{
    const sct__m_hent *e;
    c->ckey = comm;
    c->has_c = 1;
    if (comm == MPI_COMM_NULL) {
        memset(&c->cent, 0, sizeof c->cent);
        c->cent.id = SCT_NONE;
        return &c->cent;
    }
    SCT__M_LOCK();
    e = sct__m_hfind(&sct__m_rt.comms, SCT__M_KEY(comm));
    if (e)
        c->cent = *e;
    SCT__M_UNLOCK();
    if (!e) { /* created where we could not see it (inside MPI, or untraced) */
        sct__m_comm_query(comm, &c->cent);
        c->cent.id = SCT_NONE;
    }
    return &c->cent;
}

static SCT__M_INLINE const sct__m_hent *sct__m_cm(sct__m_call *c, MPI_Comm comm)
{
    if (comm == MPI_COMM_WORLD)
        return &sct__m_rt.world;
    if (comm == MPI_COMM_SELF)
        return &sct__m_rt.self;
    if (c->has_c && c->ckey == comm)
        return &c->cent;
    return sct__m_cm_slow(c, comm);
}

static SCT__M_INLINE void sct__m_p_comm(sct__m_call *c, MPI_Comm comm)
{
    sct__m_push(c, sct__m_cm(c, comm)->id);
}

static SCT__M_INLINE int64_t sct__m_rel(sct__m_call *c, int peer, MPI_Comm comm)
{
    if (peer == MPI_PROC_NULL)
        return SCT_PEER_NULL;
    if (peer == MPI_ANY_SOURCE)
        return SCT_PEER_ANY;
    return (int64_t)peer - sct__m_cm(c, comm)->a;
}

static SCT__M_INLINE void sct__m_p_peer(sct__m_call *c, int peer, MPI_Comm comm)
{
    sct__m_push(c, sct__m_rel(c, peer, comm));
}

static void sct__m_p_root(sct__m_call *c, int root, MPI_Comm comm)
{
    sct__m_push(c, root == MPI_ROOT ? SCT_PEER_ROOT : sct__m_rel(c, root, comm));
}

/* MPI_Intercomm_create's remote leader, a rank of peer_comm relative to this
   process's: only the local leader reads it (SCT_PEER_NULL elsewhere). */
static void sct__m_p_rleader(sct__m_call *c, MPI_Comm lcomm, int lleader, MPI_Comm pcomm, int rleader)
{
    int lead = sct__m_cm(c, lcomm)->a == lleader;
    sct__m_push(c, lead ? sct__m_rel(c, rleader, pcomm) : SCT_PEER_NULL);
}

/* The source of a receive or probe that may be a wildcard: a wildcard when
   the replay makes one with the source it matched in the run (replay_any). */
static SCT__M_INLINE void sct__m_p_src(sct__m_call *c, int source, MPI_Comm comm)
{
    sct__m_push(c, sct__m_rt.replay_any ? SCT_PEER_ANY : sct__m_rel(c, source, comm));
}

/* Whether a receive or probe is a wildcard one: it names MPI_ANY_SOURCE, or
   the replay makes it with the source a wildcard one matched in the run. */
static SCT__M_INLINE int sct__m_wild(int source)
{
    return source == MPI_ANY_SOURCE || sct__m_rt.replay_any;
}

/* The status a receive or probe that may be a wildcard is made with: the
   wrapper's own (own) when the caller ignores the status of a wildcard one. */
static SCT__M_INLINE MPI_Status *sct__m_wstatus(int source, MPI_Status *status, MPI_Status *own)
{
    return sct__m_wild(source) && status == MPI_STATUS_IGNORE ? own : status;
}

/* The source a wildcard receive or probe matched (from its status, which the
   wrapper supplies when the caller ignores it), relative like any peer;
   SCT_NONE when the call named its source, failed or matched nothing. */
static void sct__m_p_matched(sct__m_call *c, int source, MPI_Comm comm, int rc, int flag, const MPI_Status *st)
{
    sct__m_push(c, sct__m_wild(source) && rc == MPI_SUCCESS && flag ? sct__m_rel(c, st->MPI_SOURCE, comm)
                                                                     : SCT_NONE);
}

/* Which buffer of a collective is MPI_IN_PLACE: 1 the send buffer, 2 the
   receive buffer (MPI_Scatter's root), 0 neither. */
static SCT__M_INLINE int sct__m_in_place(const void *sendbuf, const void *recvbuf)
{
    return sendbuf == MPI_IN_PLACE ? 1 : recvbuf == MPI_IN_PLACE ? 2 : 0;
}

static SCT__M_INLINE void sct__m_p_tag(sct__m_call *c, int tag)
{
    sct__m_push(c, tag == MPI_ANY_TAG ? SCT_TAG_ANY : tag);
}

static SCT__M_INLINE void sct__m_p_int(sct__m_call *c, int64_t v)
{
    sct__m_push(c, v);
}

static int sct__m_is_root(sct__m_call *c, int root, MPI_Comm comm)
{
    const sct__m_hent *e = sct__m_cm(c, comm);
    return root == MPI_ROOT || (!e->d && root == e->a);
}

/* Ranks whose counts a rooted v-collective reads here: all at the root, none elsewhere. */
static int sct__m_rootsize(sct__m_call *c, int root, MPI_Comm comm)
{
    return sct__m_is_root(c, root, comm) ? sct__m_cm(c, comm)->b : 0;
}

static int sct__m_psize(sct__m_call *c, MPI_Comm comm)
{
    return sct__m_cm(c, comm)->b;
}
static int sct__m_lsize(sct__m_call *c, MPI_Comm comm)
{
    return sct__m_cm(c, comm)->c;
}

/* Neighbours of a process topology: in-degree (out = 0) or out-degree. */
static int sct__m_nbrs(MPI_Comm comm, int out)
{
    int topo, n = 0, indeg = 0, outdeg = 0, weighted, rank;
    if (PMPI_Topo_test(comm, &topo) != MPI_SUCCESS)
        return 0;
    if (topo == MPI_CART && PMPI_Cartdim_get(comm, &n) == MPI_SUCCESS)
        return 2 * n;
    if (topo == MPI_GRAPH && PMPI_Comm_rank(comm, &rank) == MPI_SUCCESS &&
        PMPI_Graph_neighbors_count(comm, rank, &n) == MPI_SUCCESS)
        return n;
    if (topo == MPI_DIST_GRAPH &&
        PMPI_Dist_graph_neighbors_count(comm, &indeg, &outdeg, &weighted) == MPI_SUCCESS)
        return out ? outdeg : indeg;
    return 0;
}

/* Lengths of topology arrays that no parameter gives: the dimensions of a
   Cartesian communicator (MPI_Cart_sub's remain_dims), the edges of a graph
   (indx[nnodes - 1]) and the destinations of MPI_Dist_graph_create (the sum
   of its degrees). 0 when the input is not valid (MPI reports that). */
static int sct__m_cartdim(MPI_Comm comm)
{
    int topo = MPI_UNDEFINED, n = 0;
    if (PMPI_Topo_test(comm, &topo) != MPI_SUCCESS || topo != MPI_CART || PMPI_Cartdim_get(comm, &n) != MPI_SUCCESS)
        return 0;
    return n;
}

static int sct__m_nedges(int nnodes, const int *indx)
{
    return nnodes > 0 && indx && indx[nnodes - 1] > 0 ? indx[nnodes - 1] : 0;
}

static int sct__m_degsum(int n, const int *degrees)
{
    int i, sum = 0;
    for (i = 0; degrees && i < n; i++)
        if (degrees[i] > 0 && sum <= INT_MAX - degrees[i])
            sum += degrees[i];
    return sum;
}

static void sct__m_p_peers(sct__m_call *c, int n, const int *peers, MPI_Comm comm)
{
    int i;
    if (!peers || n < 0)
        n = 0;
    sct__m_push(c, n);
    for (i = 0; i < n; i++)
        sct__m_push(c, sct__m_rel(c, peers[i], comm));
}

/* ---- datatypes and sizes ---- */

static void sct__m_dt(sct__m_call *c, MPI_Datatype dt)
{
    sct__m_hent *e;
    int fresh = 0, size = 0;
    if (c->has_d && c->dkey == dt)
        return;
    c->dkey = dt;
    c->has_d = 1;
    if (dt == MPI_DATATYPE_NULL) {
        c->did = SCT_NONE;
        c->dsize = 0;
        return;
    }
    SCT__M_LOCK();
    e = sct__m_hfind(&sct__m_rt.dtypes, SCT__M_KEY(dt));
    if (e) {
        c->did = e->id;
        c->dsize = e->a;
    }
    SCT__M_UNLOCK();
    if (e)
        return;
    /* made where we could not see it: number it now, like a constructor */
    if (PMPI_Type_size(dt, &size) != MPI_SUCCESS || size < 0)
        size = 0;
    SCT__M_LOCK();
    e = sct__m_hput(&sct__m_rt.dtypes, SCT__M_KEY(dt), &fresh);
    if (e && fresh) {
        e->id = sct__m_rt.dtype_next++;
        e->a = size;
    }
    c->did = e ? e->id : SCT_NONE;
    c->dsize = size;
    SCT__M_UNLOCK();
}

static void sct__m_p_dtype(sct__m_call *c, MPI_Datatype dt)
{
    sct__m_dt(c, dt);
    sct__m_push(c, c->did);
}

static void sct__m_p_bytes(sct__m_call *c, int count, MPI_Datatype dt)
{
    sct__m_dt(c, dt);
    sct__m_push(c, (int64_t)count * c->dsize);
}

static void sct__m_p_vbytes(sct__m_call *c, const int *counts, MPI_Datatype dt, int n)
{
    int i;
    if (!counts || n < 0)
        n = 0;
    sct__m_dt(c, dt);
    sct__m_push(c, n);
    for (i = 0; i < n; i++)
        sct__m_push(c, (int64_t)counts[i] * c->dsize);
}

static void sct__m_p_wbytes(sct__m_call *c, const int *counts, const MPI_Datatype *types, int n)
{
    int i;
    if (!counts || !types || n < 0)
        n = 0;
    sct__m_push(c, n);
    for (i = 0; i < n; i++) {
        sct__m_dt(c, types[i]);
        sct__m_push(c, (int64_t)counts[i] * c->dsize);
    }
}

static void sct__m_p_dtypes(sct__m_call *c, int n, const MPI_Datatype *types)
{
    int i;
    if (!types || n < 0)
        n = 0;
    sct__m_push(c, n);
    for (i = 0; i < n; i++) {
        sct__m_dt(c, types[i]);
        sct__m_push(c, c->did);
    }
}

static void sct__m_p_ints(sct__m_call *c, int n, const int *a)
{
    int i;
    if (!a || n < 0)
        n = 0;
    sct__m_push(c, n);
    for (i = 0; i < n; i++)
        sct__m_push(c, a[i]);
}

static void sct__m_p_aints(sct__m_call *c, int n, const MPI_Aint *a)
{
    int i;
    if (!a || n < 0)
        n = 0;
    sct__m_push(c, n);
    for (i = 0; i < n; i++)
        sct__m_push(c, (int64_t)a[i]);
}

/* ---- other handles ---- */

static int64_t sct__m_lookup(sct__m_htab *t, uint64_t key, int32_t *aux)
{
    sct__m_hent *e;
    int64_t id = SCT_NONE;
    SCT__M_LOCK();
    e = sct__m_hfind(t, key);
    if (e) {
        id = e->id;
        if (aux)
            *aux = e->a;
    }
    SCT__M_UNLOCK();
    return id;
}

/* Number a new handle (creation order) and record its id. */
static void sct__m_newid(sct__m_call *c, sct__m_htab *t, int64_t *next, uint64_t key, int ok,
                         int32_t aux)
{
    sct__m_hent *e = NULL;
    int fresh = 1;
    int64_t id = SCT_NONE;
    if (ok) {
        SCT__M_LOCK();
        /* a group handed out again while live is another group of the
           program's (it frees each): Open MPI's MPI_Comm_group */
        e = t == &sct__m_rt.groups ? sct__m_hput_dup(t, key) : sct__m_hput(t, key, &fresh);
        if (e) {
            if (fresh)
                e->id = (*next)++;
            e->a = aux;
            id = e->id;
        }
        SCT__M_UNLOCK();
        if (!e)
            sct__m_fail("numbering a handle", SCT_ERR_NOMEM);
    }
    sct__m_push(c, id);
}

static void sct__m_p_redop(sct__m_call *c, MPI_Op op)
{
    sct__m_push(c, sct__m_lookup(&sct__m_rt.ops, SCT__M_KEY(op), NULL));
}
static void sct__m_p_group(sct__m_call *c, MPI_Group g)
{
    sct__m_push(c, sct__m_lookup(&sct__m_rt.groups, SCT__M_KEY(g), NULL));
}
static void sct__m_p_file(sct__m_call *c, MPI_File f)
{
    sct__m_push(c, sct__m_lookup(&sct__m_rt.files, SCT__M_KEY(f), NULL));
}
static void sct__m_p_win(sct__m_call *c, MPI_Win w)
{
    sct__m_push(c, sct__m_lookup(&sct__m_rt.wins, SCT__M_KEY(w), NULL));
}

static void sct__m_p_wpeer(sct__m_call *c, int rank, MPI_Win win)
{
    int32_t me = 0;
    if (rank == MPI_PROC_NULL) {
        sct__m_push(c, SCT_PEER_NULL);
        return;
    }
    sct__m_lookup(&sct__m_rt.wins, SCT__M_KEY(win), &me);
    sct__m_push(c, (int64_t)rank - me);
}

static void sct__m_p_newtype(sct__m_call *c, MPI_Datatype *t, int rc)
{
    int ok = rc == MPI_SUCCESS && t && *t != MPI_DATATYPE_NULL, size = 0;
    if (ok && (PMPI_Type_size(*t, &size) != MPI_SUCCESS || size < 0))
        size = 0;
    sct__m_newid(c, &sct__m_rt.dtypes, &sct__m_rt.dtype_next, ok ? SCT__M_KEY(*t) : 0, ok, size);
    c->has_d = 0;
}

static void sct__m_p_newgroup(sct__m_call *c, MPI_Group *g, int rc)
{
    int ok = rc == MPI_SUCCESS && g && *g != MPI_GROUP_NULL;
    sct__m_newid(c, &sct__m_rt.groups, &sct__m_rt.group_next, ok ? SCT__M_KEY(*g) : 0, ok, 0);
}

static void sct__m_p_newkeyval(sct__m_call *c, int *k, int rc)
{
    int ok = rc == MPI_SUCCESS && k && *k != MPI_KEYVAL_INVALID;
    sct__m_newid(c, &sct__m_rt.keyvals, &sct__m_rt.keyval_next, ok ? SCT__M_KEY(*k) : 0, ok, 0);
}

static void sct__m_p_keyval(sct__m_call *c, int k)
{
    sct__m_push(c, sct__m_lookup(&sct__m_rt.keyvals, SCT__M_KEY(k), NULL));
}

/* Error handlers: a handle MPI_*_get_errhandler returns is numbered like a
   new one unless it has an id already. Every get adds a reference to the
   same handle, freed by an MPI_Errhandler_free of its own: the entry counts
   them (in a) and goes with the last (the handle may then come back for a
   new handler); predefined ones (below SCT__M_ERRH_FIRST) stay. */
static void sct__m_p_newerrh(sct__m_call *c, MPI_Errhandler *e, int rc)
{
    sct__m_hent *h = NULL;
    int fresh = 0;
    int64_t id = SCT_NONE;
    if (rc == MPI_SUCCESS && e && *e != MPI_ERRHANDLER_NULL) {
        SCT__M_LOCK();
        if ((h = sct__m_hput(&sct__m_rt.errhs, SCT__M_KEY(*e), &fresh)) != NULL) {
            if (fresh)
                h->id = sct__m_rt.errh_next++, h->a = 0;
            h->a++;
            id = h->id;
        }
        SCT__M_UNLOCK();
        if (!h)
            sct__m_fail("numbering a handle", SCT_ERR_NOMEM);
    }
    sct__m_push(c, id);
}

static void sct__m_errh_release(sct__m_call *c, MPI_Errhandler e)
{
    sct__m_hent *h;
    (void)c;
    SCT__M_LOCK();
    h = sct__m_hfind(&sct__m_rt.errhs, SCT__M_KEY(e));
    if (h && h->id >= SCT__M_ERRH_FIRST && --h->a <= 0)
        sct__m_hdel(&sct__m_rt.errhs, SCT__M_KEY(e));
    SCT__M_UNLOCK();
}

static void sct__m_p_errh(sct__m_call *c, MPI_Errhandler e)
{
    sct__m_push(c, sct__m_lookup(&sct__m_rt.errhs, SCT__M_KEY(e), NULL));
}

static void sct__m_p_newfile(sct__m_call *c, MPI_File *f, int rc)
{
    int ok = rc == MPI_SUCCESS && f && *f != MPI_FILE_NULL;
    sct__m_newid(c, &sct__m_rt.files, &sct__m_rt.file_next, ok ? SCT__M_KEY(*f) : 0, ok, 0);
}

static void sct__m_p_newop(sct__m_call *c, MPI_Op *op, int rc)
{
    int ok = rc == MPI_SUCCESS && op && *op != MPI_OP_NULL;
    sct__m_newid(c, &sct__m_rt.ops, &sct__m_rt.op_next, ok ? SCT__M_KEY(*op) : 0, ok, 0);
}

static void sct__m_p_newwin(sct__m_call *c, MPI_Win *w, MPI_Comm comm, int rc)
{
    int ok = rc == MPI_SUCCESS && w && *w != MPI_WIN_NULL;
    sct__m_newid(c, &sct__m_rt.wins, &sct__m_rt.win_next, ok ? SCT__M_KEY(*w) : 0, ok,
                 sct__m_cm(c, comm)->a);
}

enum { SCT__M_COMM_AGREE, SCT__M_COMM_LOCAL, SCT__M_COMM_LATER };

static void sct__m_p_newcomm(sct__m_call *c, MPI_Comm *nc, int rc, int how)
{
    int64_t id = SCT_NONE;
    int inter = 0;
    if (rc != MPI_SUCCESS || !nc || *nc == MPI_COMM_NULL || how == SCT__M_COMM_LATER) {
        sct__m_push(c, SCT_NONE);
        return;
    }
    if (how == SCT__M_COMM_AGREE) {
        PMPI_Comm_test_inter(*nc, &inter);
        id = sct__m_comm_agree(*nc, inter);
    } else {
        id = sct__m_lookup(&sct__m_rt.comms, SCT__M_KEY(*nc), NULL);
        if (id == SCT_NONE) {
            SCT__M_LOCK();
            id = ++sct__m_rt.comm_next;
            SCT__M_UNLOCK();
        }
    }
    sct__m_comm_insert(*nc, id);
    c->has_c = 0;
    sct__m_push(c, id);
}

/* A handle freed: its oldest live entry goes, but a predefined group (the
   empty one, id 0, which MPI_Group_incl may hand out) stays. */
static void sct__m_forget(sct__m_call *c, sct__m_htab *t, uint64_t key)
{
    sct__m_hent *e;
    (void)c;
    SCT__M_LOCK();
    e = t == &sct__m_rt.groups ? sct__m_hfind_nth(t, key, 0) : NULL;
    if (e && e->id == 0)
        e = sct__m_hfind_nth(t, key, 1);
    if (e)
        sct__m_hdel_id(t, key, e->id);
    else if (t != &sct__m_rt.groups)
        sct__m_hdel(t, key);
    SCT__M_UNLOCK();
}

/* ---- requests ---- */

static void sct__m_p_newreq(sct__m_call *c, MPI_Request *req, int rc)
{
    int64_t id = SCT_NONE;
    uint32_t site;
    if (rc == MPI_SUCCESS && req && *req != MPI_REQUEST_NULL) {
        SCT__M_LOCK();
        site = sct__m_site_of(c);
        if (site != UINT32_MAX)
            id = sct__m_req_new(site, *req, req);
        SCT__M_UNLOCK();
    }
    sct__m_push(c, id);
}

/* ---- matched messages ----
   A message MPI_Mprobe or MPI_Improbe matched gets the lowest free slot
   number as its id (ids repeat from one iteration to the next, like the
   requests'), MPI_Mrecv or MPI_Imrecv frees it: a replay hands each receive
   the message its probe matched. MPI_MESSAGE_NO_PROC is SCT_PEER_NULL, a
   probe that matched nothing SCT_NONE; messages beyond SCT__M_MAX_MSGS
   pending ones (or probed while tracing was off) all have the id
   SCT__M_MAX_MSGS, and a replay hands them out oldest first. */
static void sct__m_p_newmsg(sct__m_call *c, const MPI_Message *m, int rc)
{
    int64_t id = SCT_NONE;
    int i;
    if (rc == MPI_SUCCESS && m && *m == MPI_MESSAGE_NO_PROC) {
        id = SCT_PEER_NULL;
    } else if (rc == MPI_SUCCESS && m && *m != MPI_MESSAGE_NULL) {
        SCT__M_LOCK();
        for (i = 0; i < SCT__M_MAX_MSGS && id == SCT_NONE; i++)
            if (!(sct__m_rt.msg_used >> i & 1)) {
                sct__m_rt.msg_used |= UINT64_C(1) << i;
                sct__m_rt.msg[i] = *m;
                id = i;
            }
        SCT__M_UNLOCK();
        if (id == SCT_NONE)
            id = SCT__M_MAX_MSGS;
    }
    sct__m_push(c, id);
}

/* The id of the message a receive is handed (read before the call, which
   sets the handle to MPI_MESSAGE_NULL); its slot is free again. */
static int64_t sct__m_msg_take(const MPI_Message *m)
{
    int64_t id = SCT__M_MAX_MSGS;
    int i;
    if (!m || *m == MPI_MESSAGE_NULL)
        return SCT_NONE;
    if (*m == MPI_MESSAGE_NO_PROC)
        return SCT_PEER_NULL;
    SCT__M_LOCK();
    for (i = 0; i < SCT__M_MAX_MSGS && id == SCT__M_MAX_MSGS; i++)
        if ((sct__m_rt.msg_used >> i & 1) && sct__m_rt.msg[i] == *m) {
            sct__m_rt.msg_used &= ~(UINT64_C(1) << i);
            id = i;
        }
    SCT__M_UNLOCK();
    return id;
}

static void sct__m_p_req(sct__m_call *c, MPI_Request req)
{
    sct__m_push(c, req == MPI_REQUEST_NULL ? SCT_NONE
                                           : sct__m_lookup(&sct__m_rt.reqs, SCT__M_KEY(req), NULL));
}

static void sct__m_p_reqs(sct__m_call *c, int n, const MPI_Request *reqs)
{
    int i;
    if (!reqs || n < 0)
        n = 0;
    sct__m_push(c, n);
    for (i = 0; i < n; i++)
        sct__m_p_req(c, reqs[i]);
}

static void sct__m_req_release(sct__m_call *c, MPI_Request req)
{
    sct__m_hent *e;
    (void)c;
    if (req == MPI_REQUEST_NULL)
        return;
    SCT__M_LOCK();
    if ((e = sct__m_hfind(&sct__m_rt.reqs, SCT__M_KEY(req))) != NULL)
        sct__m_req_drop(SCT__M_KEY(req), e->id);
    SCT__M_UNLOCK();
}

/* MPI_Comm_idup: the new communicator is usable only once the request
   completes, so its id is agreed by an MPI_Iallreduce(MAX) issued on the parent
   right after the idup (same order on every member) and read at completion
   (Pilgrim section 2.3.3). The duplicate of an inter-communicator gets a
   local id at completion, as those of MPI_Comm_connect do (an allreduce over
   an inter-communicator gives each side the other's values only). */
static void sct__m_idup_begin(sct__m_call *c, MPI_Comm comm, MPI_Comm *nc, MPI_Request *req, int rc)
{
    sct__m_idup *d = NULL;
    int i, inter = sct__m_cm(c, comm)->d;
    if (rc != MPI_SUCCESS || !req || *req == MPI_REQUEST_NULL)
        return;
    SCT__M_LOCK();
    for (i = 0; i < SCT__M_MAX_IDUP && !d; i++)
        if (!sct__m_rt.idup[i].used)
            d = &sct__m_rt.idup[i];
    if (d) {
        d->used = 1;
        d->req = SCT__M_KEY(*req);
        d->out = nc;
        d->mine = (long long)sct__m_rt.comm_next + 1;
        d->local = inter;
        d->ireq = MPI_REQUEST_NULL;
        sct__m_rt.nidup++;
    }
    SCT__M_UNLOCK();
    if (d && !inter &&
        PMPI_Iallreduce(&d->mine, &d->id, 1, MPI_LONG_LONG, MPI_MAX, comm, &d->ireq) != MPI_SUCCESS)
        d->ireq = MPI_REQUEST_NULL;
}

static void sct__m_idup_done(uint64_t key)
{
    sct__m_idup *d = NULL;
    int i;
    SCT__M_LOCK();
    for (i = 0; i < SCT__M_MAX_IDUP && !d; i++)
        if (sct__m_rt.idup[i].used && sct__m_rt.idup[i].req == key)
            d = &sct__m_rt.idup[i];
    SCT__M_UNLOCK();
    if (!d)
        return;
    if ((d->local || (d->ireq != MPI_REQUEST_NULL && PMPI_Wait(&d->ireq, MPI_STATUS_IGNORE) == MPI_SUCCESS)) &&
        *d->out != MPI_COMM_NULL) {
        SCT__M_LOCK();
        if (d->local)
            d->id = ++sct__m_rt.comm_next;
        else if (d->id > sct__m_rt.comm_next)
            sct__m_rt.comm_next = d->id;
        SCT__M_UNLOCK();
        sct__m_comm_insert(*d->out, d->id);
    }
    SCT__M_LOCK();
    d->used = 0;
    sct__m_rt.nidup--;
    SCT__M_UNLOCK();
}

/* Whether request id is one of the first i slots of the call. */
static int sct__m_req_taken(int i, int64_t id)
{
    while (i-- > 0)
        if (sct__m_tls_slots[i].id == id)
            return 1;
    return 0;
}

/* The id of reqs[i] (slots [0, i) are known) when its value stands for
   several live requests: the one the replay says it is making (replay_reqs),
   else the one created into this very variable, else the oldest that the
   call names in no earlier slot. Under the lock. */
static int64_t sct__m_req_which(const MPI_Request *reqs, int i)
{
    uint64_t key = sct__m_tls_slots[i].key;
    sct__m_hent *e, *pick = NULL;
    uint32_t k;
    for (k = 0; (e = sct__m_hfind_nth(&sct__m_rt.reqs, key, k)) != NULL; k++) {
        if (sct__m_req_taken(i, e->id))
            continue;
        if (sct__m_rt.replay_reqs ? i < sct__m_rt.replay_nreqs && e->id == sct__m_rt.replay_reqs[i]
                                  : sct__m_req_at(e, &reqs[i]))
            return e->id;
        if (!pick)
            pick = e;
    }
    return pick ? pick->id : SCT_NONE;
}

/* Before a wait/test call: remember the ids of its requests, which MPI may
   overwrite with MPI_REQUEST_NULL. */
static void sct__m_reqs_pre(sct__m_call *c, int n, const MPI_Request *reqs)
{
    sct__m_hent *e;
    int i;
    if (!reqs || n < 0)
        n = 0;
    if (n > sct__m_tls_nslots) {
        int cap = n > 2 * sct__m_tls_nslots ? n : 2 * sct__m_tls_nslots;
        sct__m_reqslot *p = (sct__m_reqslot *)realloc(sct__m_tls_slots, (size_t)cap * sizeof *p);
        if (!p) {
            c->bad = 1;
            n = 0;
        } else {
            sct__m_tls_slots = p;
            sct__m_tls_nslots = cap;
        }
    }
    c->nslots = n;
    SCT__M_LOCK();
    for (i = 0; i < n; i++) {
        sct__m_tls_slots[i].key = reqs[i] == MPI_REQUEST_NULL ? SCT__M_EMPTY : SCT__M_KEY(reqs[i]);
        e = sct__m_tls_slots[i].key == SCT__M_EMPTY
                ? NULL
                : sct__m_hfind(&sct__m_rt.reqs, sct__m_tls_slots[i].key);
        sct__m_tls_slots[i].id = !e ? SCT_NONE : sct__m_rt.reqs.ndup ? sct__m_req_which(reqs, i) : e->id;
    }
    SCT__M_UNLOCK();
}

static void sct__m_req_completed(sct__m_call *c, const MPI_Request *reqs, int i)
{
    sct__m_reqslot *s = &sct__m_tls_slots[i];
    if (s->key == SCT__M_EMPTY)
        return;
    sct__m_push(c, s->id);
    if (reqs[i] == MPI_REQUEST_NULL) { /* freed by the completion (not persistent) */
        SCT__M_LOCK();
        sct__m_req_drop(s->key, s->id);
        SCT__M_UNLOCK();
        if (sct__m_rt.nidup)
            sct__m_idup_done(s->key);
    }
}

/* After it: record the completed requests as an array and free their ids.
   nsel < 0: all of them; else the nsel indices in idx. On an error return,
   those MPI set to MPI_REQUEST_NULL. */
static void sct__m_reqs_post(sct__m_call *c, const MPI_Request *reqs, int rc, int nsel,
                             const int *idx)
{
    int at = c->n, i, k;
    sct__m_push(c, 0);
    if (c->bad)
        return;
    if (rc != MPI_SUCCESS) {
        for (i = 0; i < c->nslots; i++)
            if (reqs[i] == MPI_REQUEST_NULL)
                sct__m_req_completed(c, reqs, i);
    } else if (nsel < 0) {
        for (i = 0; i < c->nslots; i++)
            sct__m_req_completed(c, reqs, i);
    } else {
        for (k = 0; k < nsel; k++)
            if (idx[k] >= 0 && idx[k] < c->nslots)
                sct__m_req_completed(c, reqs, idx[k]);
    }
    if (!c->bad)
        c->v[at] = c->n - at - 1;
}

/*== >>ops  the op table (generated) ==============================================*/

/* >>> generated by tools/gen_wrappers.py (ops): do not edit <<< */
/* Op ids: one per wrapped MPI function, in table order, then the marker. */
enum {
    SCT__M_OP_MPI_Abort, SCT__M_OP_MPI_Accumulate, SCT__M_OP_MPI_Add_error_class,
    SCT__M_OP_MPI_Add_error_code, SCT__M_OP_MPI_Add_error_string, SCT__M_OP_MPI_Allgather,
    SCT__M_OP_MPI_Allgatherv, SCT__M_OP_MPI_Alloc_mem, SCT__M_OP_MPI_Allreduce,
    SCT__M_OP_MPI_Alltoall, SCT__M_OP_MPI_Alltoallv, SCT__M_OP_MPI_Alltoallw,
    SCT__M_OP_MPI_Attr_delete, SCT__M_OP_MPI_Attr_get, SCT__M_OP_MPI_Attr_put,
    SCT__M_OP_MPI_Barrier, SCT__M_OP_MPI_Bcast, SCT__M_OP_MPI_Bsend, SCT__M_OP_MPI_Bsend_init,
    SCT__M_OP_MPI_Buffer_attach, SCT__M_OP_MPI_Buffer_detach, SCT__M_OP_MPI_Cancel,
    SCT__M_OP_MPI_Cart_coords, SCT__M_OP_MPI_Cart_create, SCT__M_OP_MPI_Cart_get,
    SCT__M_OP_MPI_Cart_map, SCT__M_OP_MPI_Cart_rank, SCT__M_OP_MPI_Cart_shift,
    SCT__M_OP_MPI_Cart_sub, SCT__M_OP_MPI_Cartdim_get, SCT__M_OP_MPI_Close_port,
    SCT__M_OP_MPI_Comm_accept, SCT__M_OP_MPI_Comm_call_errhandler, SCT__M_OP_MPI_Comm_compare,
    SCT__M_OP_MPI_Comm_connect, SCT__M_OP_MPI_Comm_create, SCT__M_OP_MPI_Comm_create_errhandler,
    SCT__M_OP_MPI_Comm_create_group, SCT__M_OP_MPI_Comm_create_keyval,
    SCT__M_OP_MPI_Comm_delete_attr, SCT__M_OP_MPI_Comm_disconnect, SCT__M_OP_MPI_Comm_dup,
    SCT__M_OP_MPI_Comm_dup_with_info, SCT__M_OP_MPI_Comm_free, SCT__M_OP_MPI_Comm_free_keyval,
    SCT__M_OP_MPI_Comm_get_attr, SCT__M_OP_MPI_Comm_get_errhandler, SCT__M_OP_MPI_Comm_get_info,
    SCT__M_OP_MPI_Comm_get_name, SCT__M_OP_MPI_Comm_get_parent, SCT__M_OP_MPI_Comm_group,
    SCT__M_OP_MPI_Comm_idup, SCT__M_OP_MPI_Comm_join, SCT__M_OP_MPI_Comm_rank,
    SCT__M_OP_MPI_Comm_remote_group, SCT__M_OP_MPI_Comm_remote_size, SCT__M_OP_MPI_Comm_set_attr,
    SCT__M_OP_MPI_Comm_set_errhandler, SCT__M_OP_MPI_Comm_set_info, SCT__M_OP_MPI_Comm_set_name,
    SCT__M_OP_MPI_Comm_size, SCT__M_OP_MPI_Comm_spawn, SCT__M_OP_MPI_Comm_spawn_multiple,
    SCT__M_OP_MPI_Comm_split, SCT__M_OP_MPI_Comm_split_type, SCT__M_OP_MPI_Comm_test_inter,
    SCT__M_OP_MPI_Compare_and_swap, SCT__M_OP_MPI_Dims_create, SCT__M_OP_MPI_Dist_graph_create,
    SCT__M_OP_MPI_Dist_graph_create_adjacent, SCT__M_OP_MPI_Dist_graph_neighbors,
    SCT__M_OP_MPI_Dist_graph_neighbors_count, SCT__M_OP_MPI_Errhandler_free,
    SCT__M_OP_MPI_Error_class, SCT__M_OP_MPI_Error_string, SCT__M_OP_MPI_Exscan,
    SCT__M_OP_MPI_Fetch_and_op, SCT__M_OP_MPI_File_call_errhandler, SCT__M_OP_MPI_File_close,
    SCT__M_OP_MPI_File_create_errhandler, SCT__M_OP_MPI_File_delete, SCT__M_OP_MPI_File_get_amode,
    SCT__M_OP_MPI_File_get_atomicity, SCT__M_OP_MPI_File_get_byte_offset,
    SCT__M_OP_MPI_File_get_errhandler, SCT__M_OP_MPI_File_get_group, SCT__M_OP_MPI_File_get_info,
    SCT__M_OP_MPI_File_get_position, SCT__M_OP_MPI_File_get_position_shared,
    SCT__M_OP_MPI_File_get_size, SCT__M_OP_MPI_File_get_type_extent, SCT__M_OP_MPI_File_get_view,
    SCT__M_OP_MPI_File_iread, SCT__M_OP_MPI_File_iread_all, SCT__M_OP_MPI_File_iread_at,
    SCT__M_OP_MPI_File_iread_at_all, SCT__M_OP_MPI_File_iread_shared, SCT__M_OP_MPI_File_iwrite,
    SCT__M_OP_MPI_File_iwrite_all, SCT__M_OP_MPI_File_iwrite_at, SCT__M_OP_MPI_File_iwrite_at_all,
    SCT__M_OP_MPI_File_iwrite_shared, SCT__M_OP_MPI_File_open, SCT__M_OP_MPI_File_preallocate,
    SCT__M_OP_MPI_File_read, SCT__M_OP_MPI_File_read_all, SCT__M_OP_MPI_File_read_all_begin,
    SCT__M_OP_MPI_File_read_all_end, SCT__M_OP_MPI_File_read_at, SCT__M_OP_MPI_File_read_at_all,
    SCT__M_OP_MPI_File_read_at_all_begin, SCT__M_OP_MPI_File_read_at_all_end,
    SCT__M_OP_MPI_File_read_ordered, SCT__M_OP_MPI_File_read_ordered_begin,
    SCT__M_OP_MPI_File_read_ordered_end, SCT__M_OP_MPI_File_read_shared, SCT__M_OP_MPI_File_seek,
    SCT__M_OP_MPI_File_seek_shared, SCT__M_OP_MPI_File_set_atomicity,
    SCT__M_OP_MPI_File_set_errhandler, SCT__M_OP_MPI_File_set_info, SCT__M_OP_MPI_File_set_size,
    SCT__M_OP_MPI_File_set_view, SCT__M_OP_MPI_File_sync, SCT__M_OP_MPI_File_write,
    SCT__M_OP_MPI_File_write_all, SCT__M_OP_MPI_File_write_all_begin,
    SCT__M_OP_MPI_File_write_all_end, SCT__M_OP_MPI_File_write_at, SCT__M_OP_MPI_File_write_at_all,
    SCT__M_OP_MPI_File_write_at_all_begin, SCT__M_OP_MPI_File_write_at_all_end,
    SCT__M_OP_MPI_File_write_ordered, SCT__M_OP_MPI_File_write_ordered_begin,
    SCT__M_OP_MPI_File_write_ordered_end, SCT__M_OP_MPI_File_write_shared, SCT__M_OP_MPI_Finalize,
    SCT__M_OP_MPI_Finalized, SCT__M_OP_MPI_Free_mem, SCT__M_OP_MPI_Gather, SCT__M_OP_MPI_Gatherv,
    SCT__M_OP_MPI_Get, SCT__M_OP_MPI_Get_accumulate, SCT__M_OP_MPI_Get_address,
    SCT__M_OP_MPI_Get_count, SCT__M_OP_MPI_Get_elements, SCT__M_OP_MPI_Get_elements_x,
    SCT__M_OP_MPI_Get_library_version, SCT__M_OP_MPI_Get_processor_name, SCT__M_OP_MPI_Get_version,
    SCT__M_OP_MPI_Graph_create, SCT__M_OP_MPI_Graph_get, SCT__M_OP_MPI_Graph_map,
    SCT__M_OP_MPI_Graph_neighbors, SCT__M_OP_MPI_Graph_neighbors_count,
    SCT__M_OP_MPI_Graphdims_get, SCT__M_OP_MPI_Grequest_complete, SCT__M_OP_MPI_Grequest_start,
    SCT__M_OP_MPI_Group_compare, SCT__M_OP_MPI_Group_difference, SCT__M_OP_MPI_Group_excl,
    SCT__M_OP_MPI_Group_free, SCT__M_OP_MPI_Group_incl, SCT__M_OP_MPI_Group_intersection,
    SCT__M_OP_MPI_Group_range_excl, SCT__M_OP_MPI_Group_range_incl, SCT__M_OP_MPI_Group_rank,
    SCT__M_OP_MPI_Group_size, SCT__M_OP_MPI_Group_translate_ranks, SCT__M_OP_MPI_Group_union,
    SCT__M_OP_MPI_Iallgather, SCT__M_OP_MPI_Iallgatherv, SCT__M_OP_MPI_Iallreduce,
    SCT__M_OP_MPI_Ialltoall, SCT__M_OP_MPI_Ialltoallv, SCT__M_OP_MPI_Ialltoallw,
    SCT__M_OP_MPI_Ibarrier, SCT__M_OP_MPI_Ibcast, SCT__M_OP_MPI_Ibsend, SCT__M_OP_MPI_Iexscan,
    SCT__M_OP_MPI_Igather, SCT__M_OP_MPI_Igatherv, SCT__M_OP_MPI_Improbe, SCT__M_OP_MPI_Imrecv,
    SCT__M_OP_MPI_Ineighbor_allgather, SCT__M_OP_MPI_Ineighbor_allgatherv,
    SCT__M_OP_MPI_Ineighbor_alltoall, SCT__M_OP_MPI_Ineighbor_alltoallv,
    SCT__M_OP_MPI_Ineighbor_alltoallw, SCT__M_OP_MPI_Info_create, SCT__M_OP_MPI_Info_delete,
    SCT__M_OP_MPI_Info_dup, SCT__M_OP_MPI_Info_free, SCT__M_OP_MPI_Info_get,
    SCT__M_OP_MPI_Info_get_nkeys, SCT__M_OP_MPI_Info_get_nthkey, SCT__M_OP_MPI_Info_get_valuelen,
    SCT__M_OP_MPI_Info_set, SCT__M_OP_MPI_Init, SCT__M_OP_MPI_Init_thread,
    SCT__M_OP_MPI_Initialized, SCT__M_OP_MPI_Intercomm_create, SCT__M_OP_MPI_Intercomm_merge,
    SCT__M_OP_MPI_Iprobe, SCT__M_OP_MPI_Irecv, SCT__M_OP_MPI_Ireduce,
    SCT__M_OP_MPI_Ireduce_scatter, SCT__M_OP_MPI_Ireduce_scatter_block, SCT__M_OP_MPI_Irsend,
    SCT__M_OP_MPI_Is_thread_main, SCT__M_OP_MPI_Iscan, SCT__M_OP_MPI_Iscatter,
    SCT__M_OP_MPI_Iscatterv, SCT__M_OP_MPI_Isend, SCT__M_OP_MPI_Issend,
    SCT__M_OP_MPI_Keyval_create, SCT__M_OP_MPI_Keyval_free, SCT__M_OP_MPI_Lookup_name,
    SCT__M_OP_MPI_Mprobe, SCT__M_OP_MPI_Mrecv, SCT__M_OP_MPI_Neighbor_allgather,
    SCT__M_OP_MPI_Neighbor_allgatherv, SCT__M_OP_MPI_Neighbor_alltoall,
    SCT__M_OP_MPI_Neighbor_alltoallv, SCT__M_OP_MPI_Neighbor_alltoallw,
    SCT__M_OP_MPI_Op_commutative, SCT__M_OP_MPI_Op_create, SCT__M_OP_MPI_Op_free,
    SCT__M_OP_MPI_Open_port, SCT__M_OP_MPI_Pack, SCT__M_OP_MPI_Pack_external,
    SCT__M_OP_MPI_Pack_external_size, SCT__M_OP_MPI_Pack_size, SCT__M_OP_MPI_Probe,
    SCT__M_OP_MPI_Publish_name, SCT__M_OP_MPI_Put, SCT__M_OP_MPI_Query_thread,
    SCT__M_OP_MPI_Raccumulate, SCT__M_OP_MPI_Recv, SCT__M_OP_MPI_Recv_init, SCT__M_OP_MPI_Reduce,
    SCT__M_OP_MPI_Reduce_local, SCT__M_OP_MPI_Reduce_scatter, SCT__M_OP_MPI_Reduce_scatter_block,
    SCT__M_OP_MPI_Register_datarep, SCT__M_OP_MPI_Request_free, SCT__M_OP_MPI_Request_get_status,
    SCT__M_OP_MPI_Rget, SCT__M_OP_MPI_Rget_accumulate, SCT__M_OP_MPI_Rput, SCT__M_OP_MPI_Rsend,
    SCT__M_OP_MPI_Rsend_init, SCT__M_OP_MPI_Scan, SCT__M_OP_MPI_Scatter, SCT__M_OP_MPI_Scatterv,
    SCT__M_OP_MPI_Send, SCT__M_OP_MPI_Send_init, SCT__M_OP_MPI_Sendrecv,
    SCT__M_OP_MPI_Sendrecv_replace, SCT__M_OP_MPI_Ssend, SCT__M_OP_MPI_Ssend_init,
    SCT__M_OP_MPI_Start, SCT__M_OP_MPI_Startall, SCT__M_OP_MPI_Status_set_cancelled,
    SCT__M_OP_MPI_Status_set_elements, SCT__M_OP_MPI_Status_set_elements_x,
    SCT__M_OP_MPI_T_category_changed, SCT__M_OP_MPI_T_category_get_categories,
    SCT__M_OP_MPI_T_category_get_cvars, SCT__M_OP_MPI_T_category_get_index,
    SCT__M_OP_MPI_T_category_get_info, SCT__M_OP_MPI_T_category_get_num,
    SCT__M_OP_MPI_T_category_get_pvars, SCT__M_OP_MPI_T_cvar_get_index,
    SCT__M_OP_MPI_T_cvar_get_info, SCT__M_OP_MPI_T_cvar_get_num, SCT__M_OP_MPI_T_cvar_handle_alloc,
    SCT__M_OP_MPI_T_cvar_handle_free, SCT__M_OP_MPI_T_cvar_read, SCT__M_OP_MPI_T_cvar_write,
    SCT__M_OP_MPI_T_enum_get_info, SCT__M_OP_MPI_T_enum_get_item, SCT__M_OP_MPI_T_finalize,
    SCT__M_OP_MPI_T_init_thread, SCT__M_OP_MPI_T_pvar_get_index, SCT__M_OP_MPI_T_pvar_get_info,
    SCT__M_OP_MPI_T_pvar_get_num, SCT__M_OP_MPI_T_pvar_handle_alloc,
    SCT__M_OP_MPI_T_pvar_handle_free, SCT__M_OP_MPI_T_pvar_read, SCT__M_OP_MPI_T_pvar_readreset,
    SCT__M_OP_MPI_T_pvar_reset, SCT__M_OP_MPI_T_pvar_session_create,
    SCT__M_OP_MPI_T_pvar_session_free, SCT__M_OP_MPI_T_pvar_start, SCT__M_OP_MPI_T_pvar_stop,
    SCT__M_OP_MPI_T_pvar_write, SCT__M_OP_MPI_Test, SCT__M_OP_MPI_Test_cancelled,
    SCT__M_OP_MPI_Testall, SCT__M_OP_MPI_Testany, SCT__M_OP_MPI_Testsome, SCT__M_OP_MPI_Topo_test,
    SCT__M_OP_MPI_Type_commit, SCT__M_OP_MPI_Type_contiguous, SCT__M_OP_MPI_Type_create_darray,
    SCT__M_OP_MPI_Type_create_f90_complex, SCT__M_OP_MPI_Type_create_f90_integer,
    SCT__M_OP_MPI_Type_create_f90_real, SCT__M_OP_MPI_Type_create_hindexed,
    SCT__M_OP_MPI_Type_create_hindexed_block, SCT__M_OP_MPI_Type_create_hvector,
    SCT__M_OP_MPI_Type_create_indexed_block, SCT__M_OP_MPI_Type_create_keyval,
    SCT__M_OP_MPI_Type_create_resized, SCT__M_OP_MPI_Type_create_struct,
    SCT__M_OP_MPI_Type_create_subarray, SCT__M_OP_MPI_Type_delete_attr, SCT__M_OP_MPI_Type_dup,
    SCT__M_OP_MPI_Type_free, SCT__M_OP_MPI_Type_free_keyval, SCT__M_OP_MPI_Type_get_attr,
    SCT__M_OP_MPI_Type_get_contents, SCT__M_OP_MPI_Type_get_envelope,
    SCT__M_OP_MPI_Type_get_extent, SCT__M_OP_MPI_Type_get_extent_x, SCT__M_OP_MPI_Type_get_name,
    SCT__M_OP_MPI_Type_get_true_extent, SCT__M_OP_MPI_Type_get_true_extent_x,
    SCT__M_OP_MPI_Type_indexed, SCT__M_OP_MPI_Type_match_size, SCT__M_OP_MPI_Type_set_attr,
    SCT__M_OP_MPI_Type_set_name, SCT__M_OP_MPI_Type_size, SCT__M_OP_MPI_Type_size_x,
    SCT__M_OP_MPI_Type_vector, SCT__M_OP_MPI_Unpack, SCT__M_OP_MPI_Unpack_external,
    SCT__M_OP_MPI_Unpublish_name, SCT__M_OP_MPI_Wait, SCT__M_OP_MPI_Waitall, SCT__M_OP_MPI_Waitany,
    SCT__M_OP_MPI_Waitsome, SCT__M_OP_MPI_Win_allocate, SCT__M_OP_MPI_Win_allocate_shared,
    SCT__M_OP_MPI_Win_attach, SCT__M_OP_MPI_Win_call_errhandler, SCT__M_OP_MPI_Win_complete,
    SCT__M_OP_MPI_Win_create, SCT__M_OP_MPI_Win_create_dynamic,
    SCT__M_OP_MPI_Win_create_errhandler, SCT__M_OP_MPI_Win_create_keyval,
    SCT__M_OP_MPI_Win_delete_attr, SCT__M_OP_MPI_Win_detach, SCT__M_OP_MPI_Win_fence,
    SCT__M_OP_MPI_Win_flush, SCT__M_OP_MPI_Win_flush_all, SCT__M_OP_MPI_Win_flush_local,
    SCT__M_OP_MPI_Win_flush_local_all, SCT__M_OP_MPI_Win_free, SCT__M_OP_MPI_Win_free_keyval,
    SCT__M_OP_MPI_Win_get_attr, SCT__M_OP_MPI_Win_get_errhandler, SCT__M_OP_MPI_Win_get_group,
    SCT__M_OP_MPI_Win_get_info, SCT__M_OP_MPI_Win_get_name, SCT__M_OP_MPI_Win_lock,
    SCT__M_OP_MPI_Win_lock_all, SCT__M_OP_MPI_Win_post, SCT__M_OP_MPI_Win_set_attr,
    SCT__M_OP_MPI_Win_set_errhandler, SCT__M_OP_MPI_Win_set_info, SCT__M_OP_MPI_Win_set_name,
    SCT__M_OP_MPI_Win_shared_query, SCT__M_OP_MPI_Win_start, SCT__M_OP_MPI_Win_sync,
    SCT__M_OP_MPI_Win_test, SCT__M_OP_MPI_Win_unlock, SCT__M_OP_MPI_Win_unlock_all,
    SCT__M_OP_MPI_Win_wait, SCT__M_OP_sctrace_marker, SCT__M_OP__COUNT
};

/* Parameter names and roles, shared by ops that record the same ones. */
static const char *const sct__m_pn_Abort[] = {"comm", "errorcode"};
static const unsigned char sct__m_pr_Abort[] = {SCT_ROLE_COMM, SCT_ROLE_OTHER};
static const char *const sct__m_pn_Accumulate[] = {
    "origin_bytes", "origin_datatype", "target_rank", "target_disp", "target_bytes",
    "target_datatype", "op", "win"
};
static const unsigned char sct__m_pr_Accumulate[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_OTHER, SCT_ROLE_BYTES,
    SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Add_error_string[] = {"errorcode"};
static const unsigned char sct__m_pr_Add_error_string[] = {SCT_ROLE_OTHER};
static const char *const sct__m_pn_Allgather[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "in_place"
};
static const unsigned char sct__m_pr_Allgather[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_COMM,
    SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Allgatherv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "in_place"
};
static const unsigned char sct__m_pr_Allgatherv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_COMM, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Alloc_mem[] = {"size"};
static const unsigned char sct__m_pr_Alloc_mem[] = {SCT_ROLE_OTHER};
static const char *const sct__m_pn_Allreduce[] = {"bytes", "datatype", "op", "comm", "in_place"};
static const unsigned char sct__m_pr_Allreduce[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Alltoallv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "in_place"
};
static const unsigned char sct__m_pr_Alltoallv[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY,
    SCT_ROLE_DATATYPE, SCT_ROLE_COMM, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Alltoallw[] = {"sendbytes", "recvbytes", "comm", "in_place"};
static const unsigned char sct__m_pr_Alltoallw[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_COMM,
    SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Attr_delete[] = {"comm", "keyval"};
static const unsigned char sct__m_pr_Attr_delete[] = {SCT_ROLE_COMM, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Barrier[] = {"comm"};
static const unsigned char sct__m_pr_Barrier[] = {SCT_ROLE_COMM};
static const char *const sct__m_pn_Bcast[] = {"bytes", "datatype", "root", "comm"};
static const unsigned char sct__m_pr_Bcast[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_ROOT, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Bsend[] = {"bytes", "datatype", "dest", "tag", "comm"};
static const unsigned char sct__m_pr_Bsend[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Bsend_init[] = {
    "bytes", "datatype", "dest", "tag", "comm", "request"
};
static const unsigned char sct__m_pr_Bsend_init[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Cancel[] = {"request"};
static const unsigned char sct__m_pr_Cancel[] = {SCT_ROLE_REQUEST};
static const char *const sct__m_pn_Cart_create[] = {
    "comm_old", "ndims", "dims", "periods", "reorder", "comm_cart"
};
static const unsigned char sct__m_pr_Cart_create[] = {
    SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
    SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Cart_map[] = {"comm", "ndims", "dims", "periods"};
static const unsigned char sct__m_pr_Cart_map[] = {
    SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
    SCT_ROLE_OTHER | SCT_PARAM_ARRAY
};
static const char *const sct__m_pn_Cart_shift[] = {"comm", "direction", "disp"};
static const unsigned char sct__m_pr_Cart_shift[] = {SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_OTHER};
static const char *const sct__m_pn_Cart_sub[] = {"comm", "remain_dims", "newcomm"};
static const unsigned char sct__m_pr_Cart_sub[] = {
    SCT_ROLE_COMM, SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Comm_accept[] = {"root", "comm", "newcomm"};
static const unsigned char sct__m_pr_Comm_accept[] = {SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_COMM};
static const char *const sct__m_pn_Comm_compare[] = {"comm1", "comm2"};
static const unsigned char sct__m_pr_Comm_compare[] = {SCT_ROLE_COMM, SCT_ROLE_COMM};
static const char *const sct__m_pn_Comm_create[] = {"comm", "group", "newcomm"};
static const unsigned char sct__m_pr_Comm_create[] = {
    SCT_ROLE_COMM, SCT_ROLE_HANDLE, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Comm_create_errhandler[] = {"errhandler"};
static const unsigned char sct__m_pr_Comm_create_errhandler[] = {SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Comm_create_group[] = {"comm", "group", "tag", "newcomm"};
static const unsigned char sct__m_pr_Comm_create_group[] = {
    SCT_ROLE_COMM, SCT_ROLE_HANDLE, SCT_ROLE_TAG, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Comm_create_keyval[] = {"comm_keyval"};
static const unsigned char sct__m_pr_Comm_create_keyval[] = {SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Comm_delete_attr[] = {"comm", "comm_keyval"};
static const unsigned char sct__m_pr_Comm_delete_attr[] = {SCT_ROLE_COMM, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Comm_dup[] = {"comm", "newcomm"};
static const unsigned char sct__m_pr_Comm_dup[] = {SCT_ROLE_COMM, SCT_ROLE_COMM};
static const char *const sct__m_pn_Comm_get_errhandler[] = {"comm", "errhandler"};
static const unsigned char sct__m_pr_Comm_get_errhandler[] = {SCT_ROLE_COMM, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Comm_get_parent[] = {"parent"};
static const unsigned char sct__m_pr_Comm_get_parent[] = {SCT_ROLE_COMM};
static const char *const sct__m_pn_Comm_group[] = {"comm", "group"};
static const unsigned char sct__m_pr_Comm_group[] = {SCT_ROLE_COMM, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Comm_idup[] = {"comm", "newcomm", "request"};
static const unsigned char sct__m_pr_Comm_idup[] = {SCT_ROLE_COMM, SCT_ROLE_COMM, SCT_ROLE_REQUEST};
static const char *const sct__m_pn_Comm_join[] = {"intercomm"};
static const unsigned char sct__m_pr_Comm_join[] = {SCT_ROLE_COMM};
static const char *const sct__m_pn_Comm_spawn[] = {"maxprocs", "root", "comm", "intercomm"};
static const unsigned char sct__m_pr_Comm_spawn[] = {
    SCT_ROLE_OTHER, SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Comm_spawn_multiple[] = {"root", "comm", "intercomm"};
static const unsigned char sct__m_pr_Comm_spawn_multiple[] = {
    SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Comm_split[] = {"comm", "color", "key", "newcomm"};
static const unsigned char sct__m_pr_Comm_split[] = {
    SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_OTHER, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Comm_split_type[] = {"comm", "split_type", "key", "newcomm"};
static const unsigned char sct__m_pr_Comm_split_type[] = {
    SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_OTHER, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Compare_and_swap[] = {
    "datatype", "target_rank", "target_disp", "win"
};
static const unsigned char sct__m_pr_Compare_and_swap[] = {
    SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_OTHER, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Dims_create[] = {"ndims", "dims"};
static const unsigned char sct__m_pr_Dims_create[] = {
    SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY
};
static const char *const sct__m_pn_Dist_graph_create[] = {
    "comm_old", "n", "sources", "degrees", "destinations", "reorder", "comm_dist_graph"
};
static const unsigned char sct__m_pr_Dist_graph_create[] = {
    SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_PEER | SCT_PARAM_ARRAY,
    SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_PEER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER,
    SCT_ROLE_COMM
};
static const char *const sct__m_pn_Dist_graph_create_adjacent[] = {
    "comm_old", "indegree", "sources", "outdegree", "destinations", "reorder", "comm_dist_graph"
};
static const unsigned char sct__m_pr_Dist_graph_create_adjacent[] = {
    SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_PEER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER,
    SCT_ROLE_PEER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Fetch_and_op[] = {
    "datatype", "target_rank", "target_disp", "op", "win"
};
static const unsigned char sct__m_pr_Fetch_and_op[] = {
    SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_OTHER, SCT_ROLE_REDOP, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_File_call_errhandler[] = {"fh", "errorcode"};
static const unsigned char sct__m_pr_File_call_errhandler[] = {SCT_ROLE_HANDLE, SCT_ROLE_OTHER};
static const char *const sct__m_pn_File_close[] = {"fh"};
static const unsigned char sct__m_pr_File_close[] = {SCT_ROLE_HANDLE};
static const char *const sct__m_pn_File_get_byte_offset[] = {"fh", "offset"};
static const unsigned char sct__m_pr_File_get_byte_offset[] = {SCT_ROLE_HANDLE, SCT_ROLE_OTHER};
static const char *const sct__m_pn_File_get_errhandler[] = {"file", "errhandler"};
static const unsigned char sct__m_pr_File_get_errhandler[] = {SCT_ROLE_HANDLE, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_File_get_group[] = {"fh", "group"};
static const unsigned char sct__m_pr_File_get_group[] = {SCT_ROLE_HANDLE, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_File_get_type_extent[] = {"fh", "datatype"};
static const unsigned char sct__m_pr_File_get_type_extent[] = {SCT_ROLE_HANDLE, SCT_ROLE_DATATYPE};
static const char *const sct__m_pn_File_iread[] = {"fh", "bytes", "datatype", "request"};
static const unsigned char sct__m_pr_File_iread[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_File_iread_at[] = {
    "fh", "offset", "bytes", "datatype", "request"
};
static const unsigned char sct__m_pr_File_iread_at[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_OTHER, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_File_open[] = {"comm", "amode", "fh"};
static const unsigned char sct__m_pr_File_open[] = {SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_File_preallocate[] = {"fh", "size"};
static const unsigned char sct__m_pr_File_preallocate[] = {SCT_ROLE_HANDLE, SCT_ROLE_OTHER};
static const char *const sct__m_pn_File_read[] = {"fh", "bytes", "datatype"};
static const unsigned char sct__m_pr_File_read[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_File_read_at[] = {"fh", "offset", "bytes", "datatype"};
static const unsigned char sct__m_pr_File_read_at[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_OTHER, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_File_seek[] = {"fh", "offset", "whence"};
static const unsigned char sct__m_pr_File_seek[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_OTHER, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_File_set_atomicity[] = {"fh", "flag"};
static const unsigned char sct__m_pr_File_set_atomicity[] = {SCT_ROLE_HANDLE, SCT_ROLE_OTHER};
static const char *const sct__m_pn_File_set_view[] = {"fh", "disp", "etype", "filetype"};
static const unsigned char sct__m_pr_File_set_view[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_OTHER, SCT_ROLE_DATATYPE, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Gather[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm", "in_place"
};
static const unsigned char sct__m_pr_Gather[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_ROOT,
    SCT_ROLE_COMM, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Gatherv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm", "in_place"
};
static const unsigned char sct__m_pr_Gatherv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Get[] = {
    "origin_bytes", "origin_datatype", "target_rank", "target_disp", "target_bytes",
    "target_datatype", "win"
};
static const unsigned char sct__m_pr_Get[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_OTHER, SCT_ROLE_BYTES,
    SCT_ROLE_DATATYPE, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Get_accumulate[] = {
    "origin_bytes", "origin_datatype", "result_bytes", "result_datatype", "target_rank",
    "target_disp", "target_bytes", "target_datatype", "op", "win"
};
static const unsigned char sct__m_pr_Get_accumulate[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER,
    SCT_ROLE_OTHER, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Get_count[] = {"datatype"};
static const unsigned char sct__m_pr_Get_count[] = {SCT_ROLE_DATATYPE};
static const char *const sct__m_pn_Graph_create[] = {
    "comm_old", "nnodes", "indx", "edges", "reorder", "comm_graph"
};
static const unsigned char sct__m_pr_Graph_create[] = {
    SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
    SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Graph_map[] = {"comm", "nnodes", "indx", "edges"};
static const unsigned char sct__m_pr_Graph_map[] = {
    SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
    SCT_ROLE_OTHER | SCT_PARAM_ARRAY
};
static const char *const sct__m_pn_Group_compare[] = {"group1", "group2"};
static const unsigned char sct__m_pr_Group_compare[] = {SCT_ROLE_HANDLE, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Group_difference[] = {"group1", "group2", "newgroup"};
static const unsigned char sct__m_pr_Group_difference[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_HANDLE, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Group_excl[] = {"group", "n", "ranks", "newgroup"};
static const unsigned char sct__m_pr_Group_excl[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Group_free[] = {"group"};
static const unsigned char sct__m_pr_Group_free[] = {SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Group_range_excl[] = {"group", "n", "ranges", "newgroup"};
static const unsigned char sct__m_pr_Group_range_excl[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Group_translate_ranks[] = {"group1", "n", "ranks1", "group2"};
static const unsigned char sct__m_pr_Group_translate_ranks[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Iallgather[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Iallgather[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_COMM,
    SCT_ROLE_REQUEST, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Iallgatherv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Iallgatherv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_COMM, SCT_ROLE_REQUEST, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Iallreduce[] = {
    "bytes", "datatype", "op", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Iallreduce[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM, SCT_ROLE_REQUEST,
    SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Ialltoallv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Ialltoallv[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY,
    SCT_ROLE_DATATYPE, SCT_ROLE_COMM, SCT_ROLE_REQUEST, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Ialltoallw[] = {
    "sendbytes", "recvbytes", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Ialltoallw[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_COMM,
    SCT_ROLE_REQUEST, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Ibarrier[] = {"comm", "request"};
static const unsigned char sct__m_pr_Ibarrier[] = {SCT_ROLE_COMM, SCT_ROLE_REQUEST};
static const char *const sct__m_pn_Ibcast[] = {"bytes", "datatype", "root", "comm", "request"};
static const unsigned char sct__m_pr_Ibcast[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Igather[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Igather[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_ROOT,
    SCT_ROLE_COMM, SCT_ROLE_REQUEST, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Igatherv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Igatherv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_REQUEST, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Improbe[] = {"source", "tag", "comm", "message", "matched"};
static const unsigned char sct__m_pr_Improbe[] = {
    SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_COMM, SCT_ROLE_HANDLE, SCT_ROLE_PEER
};
static const char *const sct__m_pn_Imrecv[] = {"bytes", "datatype", "message", "request"};
static const unsigned char sct__m_pr_Imrecv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_HANDLE, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Ineighbor_allgather[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "request"
};
static const unsigned char sct__m_pr_Ineighbor_allgather[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_COMM,
    SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Ineighbor_allgatherv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "request"
};
static const unsigned char sct__m_pr_Ineighbor_allgatherv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Ineighbor_alltoallv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "request"
};
static const unsigned char sct__m_pr_Ineighbor_alltoallv[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY,
    SCT_ROLE_DATATYPE, SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Ineighbor_alltoallw[] = {
    "sendbytes", "recvbytes", "comm", "request"
};
static const unsigned char sct__m_pr_Ineighbor_alltoallw[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_COMM,
    SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Info_get_nthkey[] = {"n"};
static const unsigned char sct__m_pr_Info_get_nthkey[] = {SCT_ROLE_OTHER};
static const char *const sct__m_pn_Init_thread[] = {"required"};
static const unsigned char sct__m_pr_Init_thread[] = {SCT_ROLE_OTHER};
static const char *const sct__m_pn_Intercomm_create[] = {
    "local_comm", "local_leader", "peer_comm", "remote_leader", "tag", "newintercomm"
};
static const unsigned char sct__m_pr_Intercomm_create[] = {
    SCT_ROLE_COMM, SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Intercomm_merge[] = {"intercomm", "high", "newintracomm"};
static const unsigned char sct__m_pr_Intercomm_merge[] = {
    SCT_ROLE_COMM, SCT_ROLE_OTHER, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Iprobe[] = {"source", "tag", "comm"};
static const unsigned char sct__m_pr_Iprobe[] = {SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_COMM};
static const char *const sct__m_pn_Irecv[] = {
    "bytes", "datatype", "source", "tag", "comm", "request"
};
static const unsigned char sct__m_pr_Irecv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Ireduce[] = {
    "bytes", "datatype", "op", "root", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Ireduce[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_ROOT, SCT_ROLE_COMM,
    SCT_ROLE_REQUEST, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Ireduce_scatter[] = {
    "recvbytes", "datatype", "op", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Ireduce_scatter[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM,
    SCT_ROLE_REQUEST, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Ireduce_scatter_block[] = {
    "recvbytes", "datatype", "op", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Ireduce_scatter_block[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM, SCT_ROLE_REQUEST,
    SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Iscatterv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm", "request", "in_place"
};
static const unsigned char sct__m_pr_Iscatterv[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE,
    SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_REQUEST, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Keyval_create[] = {"keyval"};
static const unsigned char sct__m_pr_Keyval_create[] = {SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Mrecv[] = {"bytes", "datatype", "message"};
static const unsigned char sct__m_pr_Mrecv[] = {SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Neighbor_allgather[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm"
};
static const unsigned char sct__m_pr_Neighbor_allgather[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Neighbor_allgatherv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm"
};
static const unsigned char sct__m_pr_Neighbor_allgatherv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_COMM
};
static const char *const sct__m_pn_Neighbor_alltoallv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm"
};
static const unsigned char sct__m_pr_Neighbor_alltoallv[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY,
    SCT_ROLE_DATATYPE, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Neighbor_alltoallw[] = {"sendbytes", "recvbytes", "comm"};
static const unsigned char sct__m_pr_Neighbor_alltoallw[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Op_commutative[] = {"op"};
static const unsigned char sct__m_pr_Op_commutative[] = {SCT_ROLE_REDOP};
static const char *const sct__m_pn_Pack[] = {"bytes", "datatype", "comm"};
static const unsigned char sct__m_pr_Pack[] = {SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_COMM};
static const char *const sct__m_pn_Pack_external[] = {"bytes", "datatype"};
static const unsigned char sct__m_pr_Pack_external[] = {SCT_ROLE_BYTES, SCT_ROLE_DATATYPE};
static const char *const sct__m_pn_Probe[] = {"source", "tag", "comm", "matched"};
static const unsigned char sct__m_pr_Probe[] = {
    SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_COMM, SCT_ROLE_PEER
};
static const char *const sct__m_pn_Raccumulate[] = {
    "origin_bytes", "origin_datatype", "target_rank", "target_disp", "target_bytes",
    "target_datatype", "op", "win", "request"
};
static const unsigned char sct__m_pr_Raccumulate[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_OTHER, SCT_ROLE_BYTES,
    SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_HANDLE, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Recv[] = {
    "bytes", "datatype", "source", "tag", "comm", "matched"
};
static const unsigned char sct__m_pr_Recv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_COMM, SCT_ROLE_PEER
};
static const char *const sct__m_pn_Reduce[] = {
    "bytes", "datatype", "op", "root", "comm", "in_place"
};
static const unsigned char sct__m_pr_Reduce[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Reduce_local[] = {"bytes", "datatype", "op"};
static const unsigned char sct__m_pr_Reduce_local[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP
};
static const char *const sct__m_pn_Reduce_scatter[] = {
    "recvbytes", "datatype", "op", "comm", "in_place"
};
static const unsigned char sct__m_pr_Reduce_scatter[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM,
    SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Reduce_scatter_block[] = {
    "recvbytes", "datatype", "op", "comm", "in_place"
};
static const unsigned char sct__m_pr_Reduce_scatter_block[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Rget[] = {
    "origin_bytes", "origin_datatype", "target_rank", "target_disp", "target_bytes",
    "target_datatype", "win", "request"
};
static const unsigned char sct__m_pr_Rget[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_OTHER, SCT_ROLE_BYTES,
    SCT_ROLE_DATATYPE, SCT_ROLE_HANDLE, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Rget_accumulate[] = {
    "origin_bytes", "origin_datatype", "result_bytes", "result_datatype", "target_rank",
    "target_disp", "target_bytes", "target_datatype", "op", "win", "request"
};
static const unsigned char sct__m_pr_Rget_accumulate[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER,
    SCT_ROLE_OTHER, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_HANDLE,
    SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Scatterv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm", "in_place"
};
static const unsigned char sct__m_pr_Scatterv[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE,
    SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Sendrecv[] = {
    "sendbytes", "sendtype", "dest", "sendtag", "recvbytes", "recvtype", "source", "recvtag",
    "comm", "matched"
};
static const unsigned char sct__m_pr_Sendrecv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_BYTES,
    SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_COMM, SCT_ROLE_PEER
};
static const char *const sct__m_pn_Sendrecv_replace[] = {
    "bytes", "datatype", "dest", "sendtag", "source", "recvtag", "comm", "matched"
};
static const unsigned char sct__m_pr_Sendrecv_replace[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_PEER, SCT_ROLE_TAG,
    SCT_ROLE_COMM, SCT_ROLE_PEER
};
static const char *const sct__m_pn_Startall[] = {"requests"};
static const unsigned char sct__m_pr_Startall[] = {SCT_ROLE_REQUEST | SCT_PARAM_ARRAY};
static const char *const sct__m_pn_Status_set_cancelled[] = {"flag"};
static const unsigned char sct__m_pr_Status_set_cancelled[] = {SCT_ROLE_OTHER};
static const char *const sct__m_pn_Status_set_elements[] = {"datatype", "bytes"};
static const unsigned char sct__m_pr_Status_set_elements[] = {SCT_ROLE_DATATYPE, SCT_ROLE_BYTES};
static const char *const sct__m_pn_Test[] = {"completed"};
static const unsigned char sct__m_pr_Test[] = {SCT_ROLE_REQUEST | SCT_PARAM_ARRAY};
static const char *const sct__m_pn_Type_contiguous[] = {"count", "oldtype", "newtype"};
static const unsigned char sct__m_pr_Type_contiguous[] = {
    SCT_ROLE_COUNT, SCT_ROLE_DATATYPE, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Type_create_darray[] = {
    "size", "rank", "ndims", "array_of_gsizes", "array_of_distribs", "array_of_dargs",
    "array_of_psizes", "order", "oldtype", "newtype"
};
static const unsigned char sct__m_pr_Type_create_darray[] = {
    SCT_ROLE_OTHER, SCT_ROLE_OTHER, SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
    SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
    SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER, SCT_ROLE_DATATYPE, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Type_create_f90_complex[] = {"p", "r", "newtype"};
static const unsigned char sct__m_pr_Type_create_f90_complex[] = {
    SCT_ROLE_OTHER, SCT_ROLE_OTHER, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Type_create_f90_integer[] = {"r", "newtype"};
static const unsigned char sct__m_pr_Type_create_f90_integer[] = {
    SCT_ROLE_OTHER, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Type_create_hindexed[] = {
    "count", "array_of_blocklengths", "array_of_displacements", "oldtype", "newtype"
};
static const unsigned char sct__m_pr_Type_create_hindexed[] = {
    SCT_ROLE_COUNT, SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
    SCT_ROLE_DATATYPE, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Type_create_hindexed_block[] = {
    "count", "blocklength", "array_of_displacements", "oldtype", "newtype"
};
static const unsigned char sct__m_pr_Type_create_hindexed_block[] = {
    SCT_ROLE_COUNT, SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Type_create_hvector[] = {
    "count", "blocklength", "stride", "oldtype", "newtype"
};
static const unsigned char sct__m_pr_Type_create_hvector[] = {
    SCT_ROLE_COUNT, SCT_ROLE_OTHER, SCT_ROLE_OTHER, SCT_ROLE_DATATYPE, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Type_create_keyval[] = {"type_keyval"};
static const unsigned char sct__m_pr_Type_create_keyval[] = {SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Type_create_resized[] = {"oldtype", "lb", "extent", "newtype"};
static const unsigned char sct__m_pr_Type_create_resized[] = {
    SCT_ROLE_DATATYPE, SCT_ROLE_OTHER, SCT_ROLE_OTHER, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Type_create_struct[] = {
    "count", "array_of_blocklengths", "array_of_displacements", "array_of_types", "newtype"
};
static const unsigned char sct__m_pr_Type_create_struct[] = {
    SCT_ROLE_COUNT, SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
    SCT_ROLE_DATATYPE | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Type_create_subarray[] = {
    "ndims", "array_of_sizes", "array_of_subsizes", "array_of_starts", "order", "oldtype",
    "newtype"
};
static const unsigned char sct__m_pr_Type_create_subarray[] = {
    SCT_ROLE_OTHER, SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
    SCT_ROLE_OTHER | SCT_PARAM_ARRAY, SCT_ROLE_OTHER, SCT_ROLE_DATATYPE, SCT_ROLE_DATATYPE
};
static const char *const sct__m_pn_Type_delete_attr[] = {"datatype", "type_keyval"};
static const unsigned char sct__m_pr_Type_delete_attr[] = {SCT_ROLE_DATATYPE, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Type_dup[] = {"oldtype", "newtype"};
static const unsigned char sct__m_pr_Type_dup[] = {SCT_ROLE_DATATYPE, SCT_ROLE_DATATYPE};
static const char *const sct__m_pn_Type_get_contents[] = {
    "datatype", "max_integers", "max_addresses", "max_datatypes"
};
static const unsigned char sct__m_pr_Type_get_contents[] = {
    SCT_ROLE_DATATYPE, SCT_ROLE_OTHER, SCT_ROLE_OTHER, SCT_ROLE_OTHER
};
static const char *const sct__m_pn_Type_match_size[] = {"typeclass", "size"};
static const unsigned char sct__m_pr_Type_match_size[] = {SCT_ROLE_OTHER, SCT_ROLE_OTHER};
static const char *const sct__m_pn_Win_allocate[] = {"size", "disp_unit", "comm", "win"};
static const unsigned char sct__m_pr_Win_allocate[] = {
    SCT_ROLE_OTHER, SCT_ROLE_OTHER, SCT_ROLE_COMM, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Win_attach[] = {"win", "size"};
static const unsigned char sct__m_pr_Win_attach[] = {SCT_ROLE_HANDLE, SCT_ROLE_OTHER};
static const char *const sct__m_pn_Win_call_errhandler[] = {"win", "errorcode"};
static const unsigned char sct__m_pr_Win_call_errhandler[] = {SCT_ROLE_HANDLE, SCT_ROLE_OTHER};
static const char *const sct__m_pn_Win_complete[] = {"win"};
static const unsigned char sct__m_pr_Win_complete[] = {SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Win_create_dynamic[] = {"comm", "win"};
static const unsigned char sct__m_pr_Win_create_dynamic[] = {SCT_ROLE_COMM, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Win_create_keyval[] = {"win_keyval"};
static const unsigned char sct__m_pr_Win_create_keyval[] = {SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Win_delete_attr[] = {"win", "win_keyval"};
static const unsigned char sct__m_pr_Win_delete_attr[] = {SCT_ROLE_HANDLE, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Win_fence[] = {"assert", "win"};
static const unsigned char sct__m_pr_Win_fence[] = {SCT_ROLE_OTHER, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Win_flush[] = {"rank", "win"};
static const unsigned char sct__m_pr_Win_flush[] = {SCT_ROLE_PEER, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Win_get_errhandler[] = {"win", "errhandler"};
static const unsigned char sct__m_pr_Win_get_errhandler[] = {SCT_ROLE_HANDLE, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Win_get_group[] = {"win", "group"};
static const unsigned char sct__m_pr_Win_get_group[] = {SCT_ROLE_HANDLE, SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Win_lock[] = {"lock_type", "rank", "assert", "win"};
static const unsigned char sct__m_pr_Win_lock[] = {
    SCT_ROLE_OTHER, SCT_ROLE_PEER, SCT_ROLE_OTHER, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Win_post[] = {"group", "assert", "win"};
static const unsigned char sct__m_pr_Win_post[] = {
    SCT_ROLE_HANDLE, SCT_ROLE_OTHER, SCT_ROLE_HANDLE
};
static const char *const sct__m_pn_Win_shared_query[] = {"win", "rank"};
static const unsigned char sct__m_pr_Win_shared_query[] = {SCT_ROLE_HANDLE, SCT_ROLE_PEER};
static const char *const sct__m_pn_sctrace_marker[] = {"name_hash"};
static const unsigned char sct__m_pr_sctrace_marker[] = {SCT_ROLE_OTHER};

static const sct_op sct__m_mpi_op_list[SCT__M_OP__COUNT] = {
    {"MPI_Abort", 2, sct__m_pn_Abort, sct__m_pr_Abort},
    {"MPI_Accumulate", 8, sct__m_pn_Accumulate, sct__m_pr_Accumulate},
    {"MPI_Add_error_class", 0, NULL, NULL},
    {"MPI_Add_error_code", 0, NULL, NULL},
    {"MPI_Add_error_string", 1, sct__m_pn_Add_error_string, sct__m_pr_Add_error_string},
    {"MPI_Allgather", 6, sct__m_pn_Allgather, sct__m_pr_Allgather},
    {"MPI_Allgatherv", 6, sct__m_pn_Allgatherv, sct__m_pr_Allgatherv},
    {"MPI_Alloc_mem", 1, sct__m_pn_Alloc_mem, sct__m_pr_Alloc_mem},
    {"MPI_Allreduce", 5, sct__m_pn_Allreduce, sct__m_pr_Allreduce},
    {"MPI_Alltoall", 6, sct__m_pn_Allgather, sct__m_pr_Allgather},
    {"MPI_Alltoallv", 6, sct__m_pn_Alltoallv, sct__m_pr_Alltoallv},
    {"MPI_Alltoallw", 4, sct__m_pn_Alltoallw, sct__m_pr_Alltoallw},
    {"MPI_Attr_delete", 2, sct__m_pn_Attr_delete, sct__m_pr_Attr_delete},
    {"MPI_Attr_get", 2, sct__m_pn_Attr_delete, sct__m_pr_Attr_delete},
    {"MPI_Attr_put", 2, sct__m_pn_Attr_delete, sct__m_pr_Attr_delete},
    {"MPI_Barrier", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Bcast", 4, sct__m_pn_Bcast, sct__m_pr_Bcast},
    {"MPI_Bsend", 5, sct__m_pn_Bsend, sct__m_pr_Bsend},
    {"MPI_Bsend_init", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Buffer_attach", 1, sct__m_pn_Alloc_mem, sct__m_pr_Alloc_mem},
    {"MPI_Buffer_detach", 0, NULL, NULL},
    {"MPI_Cancel", 1, sct__m_pn_Cancel, sct__m_pr_Cancel},
    {"MPI_Cart_coords", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Cart_create", 6, sct__m_pn_Cart_create, sct__m_pr_Cart_create},
    {"MPI_Cart_get", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Cart_map", 4, sct__m_pn_Cart_map, sct__m_pr_Cart_map},
    {"MPI_Cart_rank", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Cart_shift", 3, sct__m_pn_Cart_shift, sct__m_pr_Cart_shift},
    {"MPI_Cart_sub", 3, sct__m_pn_Cart_sub, sct__m_pr_Cart_sub},
    {"MPI_Cartdim_get", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Close_port", 0, NULL, NULL},
    {"MPI_Comm_accept", 3, sct__m_pn_Comm_accept, sct__m_pr_Comm_accept},
    {"MPI_Comm_call_errhandler", 2, sct__m_pn_Abort, sct__m_pr_Abort},
    {"MPI_Comm_compare", 2, sct__m_pn_Comm_compare, sct__m_pr_Comm_compare},
    {"MPI_Comm_connect", 3, sct__m_pn_Comm_accept, sct__m_pr_Comm_accept},
    {"MPI_Comm_create", 3, sct__m_pn_Comm_create, sct__m_pr_Comm_create},
    {"MPI_Comm_create_errhandler", 1,
     sct__m_pn_Comm_create_errhandler, sct__m_pr_Comm_create_errhandler},
    {"MPI_Comm_create_group", 4, sct__m_pn_Comm_create_group, sct__m_pr_Comm_create_group},
    {"MPI_Comm_create_keyval", 1, sct__m_pn_Comm_create_keyval, sct__m_pr_Comm_create_keyval},
    {"MPI_Comm_delete_attr", 2, sct__m_pn_Comm_delete_attr, sct__m_pr_Comm_delete_attr},
    {"MPI_Comm_disconnect", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Comm_dup", 2, sct__m_pn_Comm_dup, sct__m_pr_Comm_dup},
    {"MPI_Comm_dup_with_info", 2, sct__m_pn_Comm_dup, sct__m_pr_Comm_dup},
    {"MPI_Comm_free", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Comm_free_keyval", 1, sct__m_pn_Comm_create_keyval, sct__m_pr_Comm_create_keyval},
    {"MPI_Comm_get_attr", 2, sct__m_pn_Comm_delete_attr, sct__m_pr_Comm_delete_attr},
    {"MPI_Comm_get_errhandler", 2, sct__m_pn_Comm_get_errhandler, sct__m_pr_Comm_get_errhandler},
    {"MPI_Comm_get_info", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Comm_get_name", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Comm_get_parent", 1, sct__m_pn_Comm_get_parent, sct__m_pr_Comm_get_parent},
    {"MPI_Comm_group", 2, sct__m_pn_Comm_group, sct__m_pr_Comm_group},
    {"MPI_Comm_idup", 3, sct__m_pn_Comm_idup, sct__m_pr_Comm_idup},
    {"MPI_Comm_join", 1, sct__m_pn_Comm_join, sct__m_pr_Comm_join},
    {"MPI_Comm_rank", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Comm_remote_group", 2, sct__m_pn_Comm_group, sct__m_pr_Comm_group},
    {"MPI_Comm_remote_size", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Comm_set_attr", 2, sct__m_pn_Comm_delete_attr, sct__m_pr_Comm_delete_attr},
    {"MPI_Comm_set_errhandler", 2, sct__m_pn_Comm_get_errhandler, sct__m_pr_Comm_get_errhandler},
    {"MPI_Comm_set_info", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Comm_set_name", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Comm_size", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Comm_spawn", 4, sct__m_pn_Comm_spawn, sct__m_pr_Comm_spawn},
    {"MPI_Comm_spawn_multiple", 3, sct__m_pn_Comm_spawn_multiple, sct__m_pr_Comm_spawn_multiple},
    {"MPI_Comm_split", 4, sct__m_pn_Comm_split, sct__m_pr_Comm_split},
    {"MPI_Comm_split_type", 4, sct__m_pn_Comm_split_type, sct__m_pr_Comm_split_type},
    {"MPI_Comm_test_inter", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Compare_and_swap", 4, sct__m_pn_Compare_and_swap, sct__m_pr_Compare_and_swap},
    {"MPI_Dims_create", 2, sct__m_pn_Dims_create, sct__m_pr_Dims_create},
    {"MPI_Dist_graph_create", 7, sct__m_pn_Dist_graph_create, sct__m_pr_Dist_graph_create},
    {"MPI_Dist_graph_create_adjacent", 7,
     sct__m_pn_Dist_graph_create_adjacent, sct__m_pr_Dist_graph_create_adjacent},
    {"MPI_Dist_graph_neighbors", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Dist_graph_neighbors_count", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Errhandler_free", 1, sct__m_pn_Comm_create_errhandler, sct__m_pr_Comm_create_errhandler},
    {"MPI_Error_class", 1, sct__m_pn_Add_error_string, sct__m_pr_Add_error_string},
    {"MPI_Error_string", 1, sct__m_pn_Add_error_string, sct__m_pr_Add_error_string},
    {"MPI_Exscan", 5, sct__m_pn_Allreduce, sct__m_pr_Allreduce},
    {"MPI_Fetch_and_op", 5, sct__m_pn_Fetch_and_op, sct__m_pr_Fetch_and_op},
    {"MPI_File_call_errhandler", 2, sct__m_pn_File_call_errhandler, sct__m_pr_File_call_errhandler},
    {"MPI_File_close", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_create_errhandler", 1,
     sct__m_pn_Comm_create_errhandler, sct__m_pr_Comm_create_errhandler},
    {"MPI_File_delete", 0, NULL, NULL},
    {"MPI_File_get_amode", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_get_atomicity", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_get_byte_offset", 2, sct__m_pn_File_get_byte_offset, sct__m_pr_File_get_byte_offset},
    {"MPI_File_get_errhandler", 2, sct__m_pn_File_get_errhandler, sct__m_pr_File_get_errhandler},
    {"MPI_File_get_group", 2, sct__m_pn_File_get_group, sct__m_pr_File_get_group},
    {"MPI_File_get_info", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_get_position", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_get_position_shared", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_get_size", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_get_type_extent", 2, sct__m_pn_File_get_type_extent, sct__m_pr_File_get_type_extent},
    {"MPI_File_get_view", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_iread", 4, sct__m_pn_File_iread, sct__m_pr_File_iread},
    {"MPI_File_iread_all", 4, sct__m_pn_File_iread, sct__m_pr_File_iread},
    {"MPI_File_iread_at", 5, sct__m_pn_File_iread_at, sct__m_pr_File_iread_at},
    {"MPI_File_iread_at_all", 5, sct__m_pn_File_iread_at, sct__m_pr_File_iread_at},
    {"MPI_File_iread_shared", 4, sct__m_pn_File_iread, sct__m_pr_File_iread},
    {"MPI_File_iwrite", 4, sct__m_pn_File_iread, sct__m_pr_File_iread},
    {"MPI_File_iwrite_all", 4, sct__m_pn_File_iread, sct__m_pr_File_iread},
    {"MPI_File_iwrite_at", 5, sct__m_pn_File_iread_at, sct__m_pr_File_iread_at},
    {"MPI_File_iwrite_at_all", 5, sct__m_pn_File_iread_at, sct__m_pr_File_iread_at},
    {"MPI_File_iwrite_shared", 4, sct__m_pn_File_iread, sct__m_pr_File_iread},
    {"MPI_File_open", 3, sct__m_pn_File_open, sct__m_pr_File_open},
    {"MPI_File_preallocate", 2, sct__m_pn_File_preallocate, sct__m_pr_File_preallocate},
    {"MPI_File_read", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_read_all", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_read_all_begin", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_read_all_end", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_read_at", 4, sct__m_pn_File_read_at, sct__m_pr_File_read_at},
    {"MPI_File_read_at_all", 4, sct__m_pn_File_read_at, sct__m_pr_File_read_at},
    {"MPI_File_read_at_all_begin", 4, sct__m_pn_File_read_at, sct__m_pr_File_read_at},
    {"MPI_File_read_at_all_end", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_read_ordered", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_read_ordered_begin", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_read_ordered_end", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_read_shared", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_seek", 3, sct__m_pn_File_seek, sct__m_pr_File_seek},
    {"MPI_File_seek_shared", 3, sct__m_pn_File_seek, sct__m_pr_File_seek},
    {"MPI_File_set_atomicity", 2, sct__m_pn_File_set_atomicity, sct__m_pr_File_set_atomicity},
    {"MPI_File_set_errhandler", 2, sct__m_pn_File_get_errhandler, sct__m_pr_File_get_errhandler},
    {"MPI_File_set_info", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_set_size", 2, sct__m_pn_File_preallocate, sct__m_pr_File_preallocate},
    {"MPI_File_set_view", 4, sct__m_pn_File_set_view, sct__m_pr_File_set_view},
    {"MPI_File_sync", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_write", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_write_all", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_write_all_begin", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_write_all_end", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_write_at", 4, sct__m_pn_File_read_at, sct__m_pr_File_read_at},
    {"MPI_File_write_at_all", 4, sct__m_pn_File_read_at, sct__m_pr_File_read_at},
    {"MPI_File_write_at_all_begin", 4, sct__m_pn_File_read_at, sct__m_pr_File_read_at},
    {"MPI_File_write_at_all_end", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_write_ordered", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_write_ordered_begin", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_File_write_ordered_end", 1, sct__m_pn_File_close, sct__m_pr_File_close},
    {"MPI_File_write_shared", 3, sct__m_pn_File_read, sct__m_pr_File_read},
    {"MPI_Finalize", 0, NULL, NULL},
    {"MPI_Finalized", 0, NULL, NULL},
    {"MPI_Free_mem", 0, NULL, NULL},
    {"MPI_Gather", 7, sct__m_pn_Gather, sct__m_pr_Gather},
    {"MPI_Gatherv", 7, sct__m_pn_Gatherv, sct__m_pr_Gatherv},
    {"MPI_Get", 7, sct__m_pn_Get, sct__m_pr_Get},
    {"MPI_Get_accumulate", 10, sct__m_pn_Get_accumulate, sct__m_pr_Get_accumulate},
    {"MPI_Get_address", 0, NULL, NULL},
    {"MPI_Get_count", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Get_elements", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Get_elements_x", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Get_library_version", 0, NULL, NULL},
    {"MPI_Get_processor_name", 0, NULL, NULL},
    {"MPI_Get_version", 0, NULL, NULL},
    {"MPI_Graph_create", 6, sct__m_pn_Graph_create, sct__m_pr_Graph_create},
    {"MPI_Graph_get", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Graph_map", 4, sct__m_pn_Graph_map, sct__m_pr_Graph_map},
    {"MPI_Graph_neighbors", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Graph_neighbors_count", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Graphdims_get", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Grequest_complete", 1, sct__m_pn_Cancel, sct__m_pr_Cancel},
    {"MPI_Grequest_start", 1, sct__m_pn_Cancel, sct__m_pr_Cancel},
    {"MPI_Group_compare", 2, sct__m_pn_Group_compare, sct__m_pr_Group_compare},
    {"MPI_Group_difference", 3, sct__m_pn_Group_difference, sct__m_pr_Group_difference},
    {"MPI_Group_excl", 4, sct__m_pn_Group_excl, sct__m_pr_Group_excl},
    {"MPI_Group_free", 1, sct__m_pn_Group_free, sct__m_pr_Group_free},
    {"MPI_Group_incl", 4, sct__m_pn_Group_excl, sct__m_pr_Group_excl},
    {"MPI_Group_intersection", 3, sct__m_pn_Group_difference, sct__m_pr_Group_difference},
    {"MPI_Group_range_excl", 4, sct__m_pn_Group_range_excl, sct__m_pr_Group_range_excl},
    {"MPI_Group_range_incl", 4, sct__m_pn_Group_range_excl, sct__m_pr_Group_range_excl},
    {"MPI_Group_rank", 1, sct__m_pn_Group_free, sct__m_pr_Group_free},
    {"MPI_Group_size", 1, sct__m_pn_Group_free, sct__m_pr_Group_free},
    {"MPI_Group_translate_ranks", 4,
     sct__m_pn_Group_translate_ranks, sct__m_pr_Group_translate_ranks},
    {"MPI_Group_union", 3, sct__m_pn_Group_difference, sct__m_pr_Group_difference},
    {"MPI_Iallgather", 7, sct__m_pn_Iallgather, sct__m_pr_Iallgather},
    {"MPI_Iallgatherv", 7, sct__m_pn_Iallgatherv, sct__m_pr_Iallgatherv},
    {"MPI_Iallreduce", 6, sct__m_pn_Iallreduce, sct__m_pr_Iallreduce},
    {"MPI_Ialltoall", 7, sct__m_pn_Iallgather, sct__m_pr_Iallgather},
    {"MPI_Ialltoallv", 7, sct__m_pn_Ialltoallv, sct__m_pr_Ialltoallv},
    {"MPI_Ialltoallw", 5, sct__m_pn_Ialltoallw, sct__m_pr_Ialltoallw},
    {"MPI_Ibarrier", 2, sct__m_pn_Ibarrier, sct__m_pr_Ibarrier},
    {"MPI_Ibcast", 5, sct__m_pn_Ibcast, sct__m_pr_Ibcast},
    {"MPI_Ibsend", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Iexscan", 6, sct__m_pn_Iallreduce, sct__m_pr_Iallreduce},
    {"MPI_Igather", 8, sct__m_pn_Igather, sct__m_pr_Igather},
    {"MPI_Igatherv", 8, sct__m_pn_Igatherv, sct__m_pr_Igatherv},
    {"MPI_Improbe", 5, sct__m_pn_Improbe, sct__m_pr_Improbe},
    {"MPI_Imrecv", 4, sct__m_pn_Imrecv, sct__m_pr_Imrecv},
    {"MPI_Ineighbor_allgather", 6, sct__m_pn_Ineighbor_allgather, sct__m_pr_Ineighbor_allgather},
    {"MPI_Ineighbor_allgatherv", 6, sct__m_pn_Ineighbor_allgatherv, sct__m_pr_Ineighbor_allgatherv},
    {"MPI_Ineighbor_alltoall", 6, sct__m_pn_Ineighbor_allgather, sct__m_pr_Ineighbor_allgather},
    {"MPI_Ineighbor_alltoallv", 6, sct__m_pn_Ineighbor_alltoallv, sct__m_pr_Ineighbor_alltoallv},
    {"MPI_Ineighbor_alltoallw", 4, sct__m_pn_Ineighbor_alltoallw, sct__m_pr_Ineighbor_alltoallw},
    {"MPI_Info_create", 0, NULL, NULL},
    {"MPI_Info_delete", 0, NULL, NULL},
    {"MPI_Info_dup", 0, NULL, NULL},
    {"MPI_Info_free", 0, NULL, NULL},
    {"MPI_Info_get", 0, NULL, NULL},
    {"MPI_Info_get_nkeys", 0, NULL, NULL},
    {"MPI_Info_get_nthkey", 1, sct__m_pn_Info_get_nthkey, sct__m_pr_Info_get_nthkey},
    {"MPI_Info_get_valuelen", 0, NULL, NULL},
    {"MPI_Info_set", 0, NULL, NULL},
    {"MPI_Init", 0, NULL, NULL},
    {"MPI_Init_thread", 1, sct__m_pn_Init_thread, sct__m_pr_Init_thread},
    {"MPI_Initialized", 0, NULL, NULL},
    {"MPI_Intercomm_create", 6, sct__m_pn_Intercomm_create, sct__m_pr_Intercomm_create},
    {"MPI_Intercomm_merge", 3, sct__m_pn_Intercomm_merge, sct__m_pr_Intercomm_merge},
    {"MPI_Iprobe", 3, sct__m_pn_Iprobe, sct__m_pr_Iprobe},
    {"MPI_Irecv", 6, sct__m_pn_Irecv, sct__m_pr_Irecv},
    {"MPI_Ireduce", 7, sct__m_pn_Ireduce, sct__m_pr_Ireduce},
    {"MPI_Ireduce_scatter", 6, sct__m_pn_Ireduce_scatter, sct__m_pr_Ireduce_scatter},
    {"MPI_Ireduce_scatter_block", 6,
     sct__m_pn_Ireduce_scatter_block, sct__m_pr_Ireduce_scatter_block},
    {"MPI_Irsend", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Is_thread_main", 0, NULL, NULL},
    {"MPI_Iscan", 6, sct__m_pn_Iallreduce, sct__m_pr_Iallreduce},
    {"MPI_Iscatter", 8, sct__m_pn_Igather, sct__m_pr_Igather},
    {"MPI_Iscatterv", 8, sct__m_pn_Iscatterv, sct__m_pr_Iscatterv},
    {"MPI_Isend", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Issend", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Keyval_create", 1, sct__m_pn_Keyval_create, sct__m_pr_Keyval_create},
    {"MPI_Keyval_free", 1, sct__m_pn_Keyval_create, sct__m_pr_Keyval_create},
    {"MPI_Lookup_name", 0, NULL, NULL},
    {"MPI_Mprobe", 5, sct__m_pn_Improbe, sct__m_pr_Improbe},
    {"MPI_Mrecv", 3, sct__m_pn_Mrecv, sct__m_pr_Mrecv},
    {"MPI_Neighbor_allgather", 5, sct__m_pn_Neighbor_allgather, sct__m_pr_Neighbor_allgather},
    {"MPI_Neighbor_allgatherv", 5, sct__m_pn_Neighbor_allgatherv, sct__m_pr_Neighbor_allgatherv},
    {"MPI_Neighbor_alltoall", 5, sct__m_pn_Neighbor_allgather, sct__m_pr_Neighbor_allgather},
    {"MPI_Neighbor_alltoallv", 5, sct__m_pn_Neighbor_alltoallv, sct__m_pr_Neighbor_alltoallv},
    {"MPI_Neighbor_alltoallw", 3, sct__m_pn_Neighbor_alltoallw, sct__m_pr_Neighbor_alltoallw},
    {"MPI_Op_commutative", 1, sct__m_pn_Op_commutative, sct__m_pr_Op_commutative},
    {"MPI_Op_create", 1, sct__m_pn_Op_commutative, sct__m_pr_Op_commutative},
    {"MPI_Op_free", 1, sct__m_pn_Op_commutative, sct__m_pr_Op_commutative},
    {"MPI_Open_port", 0, NULL, NULL},
    {"MPI_Pack", 3, sct__m_pn_Pack, sct__m_pr_Pack},
    {"MPI_Pack_external", 2, sct__m_pn_Pack_external, sct__m_pr_Pack_external},
    {"MPI_Pack_external_size", 2, sct__m_pn_Pack_external, sct__m_pr_Pack_external},
    {"MPI_Pack_size", 3, sct__m_pn_Pack, sct__m_pr_Pack},
    {"MPI_Probe", 4, sct__m_pn_Probe, sct__m_pr_Probe},
    {"MPI_Publish_name", 0, NULL, NULL},
    {"MPI_Put", 7, sct__m_pn_Get, sct__m_pr_Get},
    {"MPI_Query_thread", 0, NULL, NULL},
    {"MPI_Raccumulate", 9, sct__m_pn_Raccumulate, sct__m_pr_Raccumulate},
    {"MPI_Recv", 6, sct__m_pn_Recv, sct__m_pr_Recv},
    {"MPI_Recv_init", 6, sct__m_pn_Irecv, sct__m_pr_Irecv},
    {"MPI_Reduce", 6, sct__m_pn_Reduce, sct__m_pr_Reduce},
    {"MPI_Reduce_local", 3, sct__m_pn_Reduce_local, sct__m_pr_Reduce_local},
    {"MPI_Reduce_scatter", 5, sct__m_pn_Reduce_scatter, sct__m_pr_Reduce_scatter},
    {"MPI_Reduce_scatter_block", 5, sct__m_pn_Reduce_scatter_block, sct__m_pr_Reduce_scatter_block},
    {"MPI_Register_datarep", 0, NULL, NULL},
    {"MPI_Request_free", 1, sct__m_pn_Cancel, sct__m_pr_Cancel},
    {"MPI_Request_get_status", 1, sct__m_pn_Cancel, sct__m_pr_Cancel},
    {"MPI_Rget", 8, sct__m_pn_Rget, sct__m_pr_Rget},
    {"MPI_Rget_accumulate", 11, sct__m_pn_Rget_accumulate, sct__m_pr_Rget_accumulate},
    {"MPI_Rput", 8, sct__m_pn_Rget, sct__m_pr_Rget},
    {"MPI_Rsend", 5, sct__m_pn_Bsend, sct__m_pr_Bsend},
    {"MPI_Rsend_init", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Scan", 5, sct__m_pn_Allreduce, sct__m_pr_Allreduce},
    {"MPI_Scatter", 7, sct__m_pn_Gather, sct__m_pr_Gather},
    {"MPI_Scatterv", 7, sct__m_pn_Scatterv, sct__m_pr_Scatterv},
    {"MPI_Send", 5, sct__m_pn_Bsend, sct__m_pr_Bsend},
    {"MPI_Send_init", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Sendrecv", 10, sct__m_pn_Sendrecv, sct__m_pr_Sendrecv},
    {"MPI_Sendrecv_replace", 8, sct__m_pn_Sendrecv_replace, sct__m_pr_Sendrecv_replace},
    {"MPI_Ssend", 5, sct__m_pn_Bsend, sct__m_pr_Bsend},
    {"MPI_Ssend_init", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Start", 1, sct__m_pn_Cancel, sct__m_pr_Cancel},
    {"MPI_Startall", 1, sct__m_pn_Startall, sct__m_pr_Startall},
    {"MPI_Status_set_cancelled", 1, sct__m_pn_Status_set_cancelled, sct__m_pr_Status_set_cancelled},
    {"MPI_Status_set_elements", 2, sct__m_pn_Status_set_elements, sct__m_pr_Status_set_elements},
    {"MPI_Status_set_elements_x", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_T_category_changed", 0, NULL, NULL},
    {"MPI_T_category_get_categories", 0, NULL, NULL},
    {"MPI_T_category_get_cvars", 0, NULL, NULL},
    {"MPI_T_category_get_index", 0, NULL, NULL},
    {"MPI_T_category_get_info", 0, NULL, NULL},
    {"MPI_T_category_get_num", 0, NULL, NULL},
    {"MPI_T_category_get_pvars", 0, NULL, NULL},
    {"MPI_T_cvar_get_index", 0, NULL, NULL},
    {"MPI_T_cvar_get_info", 0, NULL, NULL},
    {"MPI_T_cvar_get_num", 0, NULL, NULL},
    {"MPI_T_cvar_handle_alloc", 0, NULL, NULL},
    {"MPI_T_cvar_handle_free", 0, NULL, NULL},
    {"MPI_T_cvar_read", 0, NULL, NULL},
    {"MPI_T_cvar_write", 0, NULL, NULL},
    {"MPI_T_enum_get_info", 0, NULL, NULL},
    {"MPI_T_enum_get_item", 0, NULL, NULL},
    {"MPI_T_finalize", 0, NULL, NULL},
    {"MPI_T_init_thread", 1, sct__m_pn_Init_thread, sct__m_pr_Init_thread},
    {"MPI_T_pvar_get_index", 0, NULL, NULL},
    {"MPI_T_pvar_get_info", 0, NULL, NULL},
    {"MPI_T_pvar_get_num", 0, NULL, NULL},
    {"MPI_T_pvar_handle_alloc", 0, NULL, NULL},
    {"MPI_T_pvar_handle_free", 0, NULL, NULL},
    {"MPI_T_pvar_read", 0, NULL, NULL},
    {"MPI_T_pvar_readreset", 0, NULL, NULL},
    {"MPI_T_pvar_reset", 0, NULL, NULL},
    {"MPI_T_pvar_session_create", 0, NULL, NULL},
    {"MPI_T_pvar_session_free", 0, NULL, NULL},
    {"MPI_T_pvar_start", 0, NULL, NULL},
    {"MPI_T_pvar_stop", 0, NULL, NULL},
    {"MPI_T_pvar_write", 0, NULL, NULL},
    {"MPI_Test", 1, sct__m_pn_Test, sct__m_pr_Test},
    {"MPI_Test_cancelled", 0, NULL, NULL},
    {"MPI_Testall", 1, sct__m_pn_Test, sct__m_pr_Test},
    {"MPI_Testany", 1, sct__m_pn_Test, sct__m_pr_Test},
    {"MPI_Testsome", 1, sct__m_pn_Test, sct__m_pr_Test},
    {"MPI_Topo_test", 1, sct__m_pn_Barrier, sct__m_pr_Barrier},
    {"MPI_Type_commit", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_contiguous", 3, sct__m_pn_Type_contiguous, sct__m_pr_Type_contiguous},
    {"MPI_Type_create_darray", 10, sct__m_pn_Type_create_darray, sct__m_pr_Type_create_darray},
    {"MPI_Type_create_f90_complex", 3,
     sct__m_pn_Type_create_f90_complex, sct__m_pr_Type_create_f90_complex},
    {"MPI_Type_create_f90_integer", 2,
     sct__m_pn_Type_create_f90_integer, sct__m_pr_Type_create_f90_integer},
    {"MPI_Type_create_f90_real", 3,
     sct__m_pn_Type_create_f90_complex, sct__m_pr_Type_create_f90_complex},
    {"MPI_Type_create_hindexed", 5, sct__m_pn_Type_create_hindexed, sct__m_pr_Type_create_hindexed},
    {"MPI_Type_create_hindexed_block", 5,
     sct__m_pn_Type_create_hindexed_block, sct__m_pr_Type_create_hindexed_block},
    {"MPI_Type_create_hvector", 5, sct__m_pn_Type_create_hvector, sct__m_pr_Type_create_hvector},
    {"MPI_Type_create_indexed_block", 5,
     sct__m_pn_Type_create_hindexed_block, sct__m_pr_Type_create_hindexed_block},
    {"MPI_Type_create_keyval", 1, sct__m_pn_Type_create_keyval, sct__m_pr_Type_create_keyval},
    {"MPI_Type_create_resized", 4, sct__m_pn_Type_create_resized, sct__m_pr_Type_create_resized},
    {"MPI_Type_create_struct", 5, sct__m_pn_Type_create_struct, sct__m_pr_Type_create_struct},
    {"MPI_Type_create_subarray", 7, sct__m_pn_Type_create_subarray, sct__m_pr_Type_create_subarray},
    {"MPI_Type_delete_attr", 2, sct__m_pn_Type_delete_attr, sct__m_pr_Type_delete_attr},
    {"MPI_Type_dup", 2, sct__m_pn_Type_dup, sct__m_pr_Type_dup},
    {"MPI_Type_free", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_free_keyval", 1, sct__m_pn_Type_create_keyval, sct__m_pr_Type_create_keyval},
    {"MPI_Type_get_attr", 2, sct__m_pn_Type_delete_attr, sct__m_pr_Type_delete_attr},
    {"MPI_Type_get_contents", 4, sct__m_pn_Type_get_contents, sct__m_pr_Type_get_contents},
    {"MPI_Type_get_envelope", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_get_extent", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_get_extent_x", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_get_name", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_get_true_extent", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_get_true_extent_x", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_indexed", 5, sct__m_pn_Type_create_hindexed, sct__m_pr_Type_create_hindexed},
    {"MPI_Type_match_size", 2, sct__m_pn_Type_match_size, sct__m_pr_Type_match_size},
    {"MPI_Type_set_attr", 2, sct__m_pn_Type_delete_attr, sct__m_pr_Type_delete_attr},
    {"MPI_Type_set_name", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_size", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_size_x", 1, sct__m_pn_Get_count, sct__m_pr_Get_count},
    {"MPI_Type_vector", 5, sct__m_pn_Type_create_hvector, sct__m_pr_Type_create_hvector},
    {"MPI_Unpack", 3, sct__m_pn_Pack, sct__m_pr_Pack},
    {"MPI_Unpack_external", 2, sct__m_pn_Pack_external, sct__m_pr_Pack_external},
    {"MPI_Unpublish_name", 0, NULL, NULL},
    {"MPI_Wait", 1, sct__m_pn_Test, sct__m_pr_Test},
    {"MPI_Waitall", 1, sct__m_pn_Test, sct__m_pr_Test},
    {"MPI_Waitany", 1, sct__m_pn_Test, sct__m_pr_Test},
    {"MPI_Waitsome", 1, sct__m_pn_Test, sct__m_pr_Test},
    {"MPI_Win_allocate", 4, sct__m_pn_Win_allocate, sct__m_pr_Win_allocate},
    {"MPI_Win_allocate_shared", 4, sct__m_pn_Win_allocate, sct__m_pr_Win_allocate},
    {"MPI_Win_attach", 2, sct__m_pn_Win_attach, sct__m_pr_Win_attach},
    {"MPI_Win_call_errhandler", 2, sct__m_pn_Win_call_errhandler, sct__m_pr_Win_call_errhandler},
    {"MPI_Win_complete", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_create", 4, sct__m_pn_Win_allocate, sct__m_pr_Win_allocate},
    {"MPI_Win_create_dynamic", 2, sct__m_pn_Win_create_dynamic, sct__m_pr_Win_create_dynamic},
    {"MPI_Win_create_errhandler", 1,
     sct__m_pn_Comm_create_errhandler, sct__m_pr_Comm_create_errhandler},
    {"MPI_Win_create_keyval", 1, sct__m_pn_Win_create_keyval, sct__m_pr_Win_create_keyval},
    {"MPI_Win_delete_attr", 2, sct__m_pn_Win_delete_attr, sct__m_pr_Win_delete_attr},
    {"MPI_Win_detach", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_fence", 2, sct__m_pn_Win_fence, sct__m_pr_Win_fence},
    {"MPI_Win_flush", 2, sct__m_pn_Win_flush, sct__m_pr_Win_flush},
    {"MPI_Win_flush_all", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_flush_local", 2, sct__m_pn_Win_flush, sct__m_pr_Win_flush},
    {"MPI_Win_flush_local_all", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_free", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_free_keyval", 1, sct__m_pn_Win_create_keyval, sct__m_pr_Win_create_keyval},
    {"MPI_Win_get_attr", 2, sct__m_pn_Win_delete_attr, sct__m_pr_Win_delete_attr},
    {"MPI_Win_get_errhandler", 2, sct__m_pn_Win_get_errhandler, sct__m_pr_Win_get_errhandler},
    {"MPI_Win_get_group", 2, sct__m_pn_Win_get_group, sct__m_pr_Win_get_group},
    {"MPI_Win_get_info", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_get_name", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_lock", 4, sct__m_pn_Win_lock, sct__m_pr_Win_lock},
    {"MPI_Win_lock_all", 2, sct__m_pn_Win_fence, sct__m_pr_Win_fence},
    {"MPI_Win_post", 3, sct__m_pn_Win_post, sct__m_pr_Win_post},
    {"MPI_Win_set_attr", 2, sct__m_pn_Win_delete_attr, sct__m_pr_Win_delete_attr},
    {"MPI_Win_set_errhandler", 2, sct__m_pn_Win_get_errhandler, sct__m_pr_Win_get_errhandler},
    {"MPI_Win_set_info", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_set_name", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_shared_query", 2, sct__m_pn_Win_shared_query, sct__m_pr_Win_shared_query},
    {"MPI_Win_start", 3, sct__m_pn_Win_post, sct__m_pr_Win_post},
    {"MPI_Win_sync", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_test", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_unlock", 2, sct__m_pn_Win_flush, sct__m_pr_Win_flush},
    {"MPI_Win_unlock_all", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"MPI_Win_wait", 1, sct__m_pn_Win_complete, sct__m_pr_Win_complete},
    {"sctrace_marker", 1, sct__m_pn_sctrace_marker, sct__m_pr_sctrace_marker},
};
/* <<< end of generated ops >>> */

static const sct_op_table sct__m_mpi_op_table = {SCT__M_OP__COUNT, sct__m_mpi_op_list};

SCTRACE_MPI_API const sct_op_table *sct_mpi_ops(void)
{
    return &sct__m_mpi_op_table;
}

/*== >>rt  the runtime ============================================================*/

static void sct__m_log(sct_log_level level, const char *msg, void *user)
{
    (void)user;
    if (strncmp(msg, "sctrace: ", 9) == 0)
        msg += 9;
    if (level <= SCT_LOG_WARN)
        fprintf(stderr, "sctrace: rank %d: %s\n", sct__m_rt.rank, msg);
}

/* Module path + offset from its load base: equal on every rank whatever ASLR did. */
static int sct__m_symbolize(void *user, uint64_t pc, sct_frame *out)
{
    sct__m_dl_info di;
    (void)user;
    if (sct__m_rt.replaying && pc < 0x10000) { /* a replay's stand-in for site pc - 1 of its trace */
        out->module = "sctrace-replay";
        out->offset = pc;
        out->function = out->file = "";
        out->line = 0;
        return 1;
    }
    /* pc is a return address: look up the call instruction before it */
    if (!pc || !dladdr((const void *)(uintptr_t)(pc - 1), &di) || !di.dli_fname)
        return 0;
    out->module = di.dli_fname;
    out->offset = pc - (uint64_t)(uintptr_t)di.dli_fbase;
    out->function = di.dli_sname ? di.dli_sname : "";
    out->file = "";
    out->line = 0;
    return 1;
}

static void sct__m_program_name(char *buf, size_t len)
{
    char exe[SCT__M_PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    const char *base;
    if (n <= 0) {
        snprintf(buf, len, "mpi");
        return;
    }
    exe[n] = 0;
    base = strrchr(exe, '/');
    base = base ? base + 1 : exe;
    n = (ssize_t)strlen(base) < (ssize_t)len ? (ssize_t)strlen(base) : (ssize_t)len - 1;
    memcpy(buf, base, (size_t)n);
    buf[n] = 0;
}

/* Rank 0 decides the path (its pid in the default name) and tells the others,
   who need it for their verify logs. */
static void sct__m_decide_path(void)
{
    if (sct__m_rt.rank == 0) {
        if (sct__m_rt.cfg.out[0])
            snprintf(sct__m_rt.path, sizeof sct__m_rt.path, "%s", sct__m_rt.cfg.out);
        else
            snprintf(sct__m_rt.path, sizeof sct__m_rt.path, "%s.%ld.sct", sct__m_rt.prog,
                     (long)getpid());
    }
    PMPI_Bcast(sct__m_rt.path, (int)sizeof sct__m_rt.path, MPI_CHAR, 0, sct__m_rt.comm);
}

static void sct__m_runtime_start(int op, int provided, int required, uint64_t t0, uint64_t pc)
{
    sct_desc desc;
    sct_result r;
    sct__m_call c;
    if (sct__m_rt.off)
        return;
    sct__m_rt.mt = provided == MPI_THREAD_MULTIPLE;
    PMPI_Comm_rank(MPI_COMM_WORLD, &sct__m_rt.rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &sct__m_rt.size);
    if (PMPI_Comm_dup(MPI_COMM_WORLD, &sct__m_rt.comm) != MPI_SUCCESS)
        return; /* MPI is unusable for us: stay a pass-through */
    sct__m_config_read(&sct__m_rt.cfg, sct__m_rt.rank == 0);
    sct__m_program_name(sct__m_rt.prog, sizeof sct__m_rt.prog);
    sct__m_decide_path();
    sct__m_rt.start_time = (uint64_t)time(NULL);
    sct__m_rt.world.id = 0;
    sct__m_rt.world.a = sct__m_rt.rank;
    sct__m_rt.world.b = sct__m_rt.world.c = sct__m_rt.size;
    sct__m_rt.self.id = 1;
    sct__m_rt.self.b = sct__m_rt.self.c = 1;
    sct__m_predefined();
    memset(&desc, 0, sizeof desc);
    desc.ops = &sct__m_mpi_op_table;
    desc.rank = sct__m_rt.rank;
    desc.window = sct__m_rt.cfg.window;
    desc.hist_bins = sct__m_rt.cfg.hist_bins;
    desc.tolerance = 100 - sct__m_rt.cfg.precision;
    desc.timing = (sct_timing_mode)sct__m_rt.cfg.timing;
    desc.symbolize = sct__m_symbolize;
    desc.logger.func = sct__m_log;
    if (sct__m_rt.cfg.verify) {
        snprintf(sct__m_rt.raw_path, sizeof sct__m_rt.raw_path, "%s.raw.%d", sct__m_rt.path,
                 sct__m_rt.rank);
        desc.raw_log_path = sct__m_rt.raw_path;
    }
    r = sct_create(&desc, &sct__m_rt.ctx);
    if (r != SCT_OK) {
        sct__m_rt.ctx = NULL;
        sct__m_fail("creating the trace context", r);
    }
    if (sct__m_rt.cfg.depth > 1) { /* backtrace loads libgcc on first use: not inside a call */
        void *warm[2];
        backtrace(warm, 2);
    }
    sct__m_rt.started = sct__m_rt.user_state >= 0 ? sct__m_rt.user_state : sct__m_rt.cfg.start;
    sct__m_rt.recording = sct__m_rt.started && sct__m_rt.ctx && !sct__m_rt.failed;
    if (sct__m_rt.ctx && !sct__m_rt.recording)
        sct_pause(sct__m_rt.ctx);
    sct__m_rt.alive = 1; /* handles are numbered from here on, even when paused */
    sct__m_enter(&c, op, pc);
    if (c.mode) {
        c.t0 = c.t0 ? t0 : 0;
        if (op == SCT__M_OP_MPI_Init_thread)
            sct__m_p_int(&c, required);
        sct__m_leave(&c);
    }
}

static void sct__m_config_string(char *buf, size_t len)
{
    static const char *const timings[] = {"hist", "exact", "off"};
    const sct__m_config *g = &sct__m_rt.cfg;
    snprintf(buf, len,
             "timing=%s stack_depth=%d zstd_level=%d window=%d hist_bins=%d verify=%d start=%d "
             "pcontrol=%d thread_multiple=%d merge=%s precision=%d",
             timings[g->timing], g->depth, g->zstd_level, g->window, g->hist_bins, g->verify,
             g->start, g->pcontrol, sct__m_rt.mt, g->merge ? "tree" : "gather", g->precision);
}

/* Rank 0: one file from n blobs (one per rank, or one merged), written as
   NAME.partial and renamed when complete. */
static void sct__m_write(const uint8_t *const *blobs, const size_t *lens, int n, int nranks,
                         long long events)
{
    char partial[SCT__M_PATH_MAX + 16], lib[MPI_MAX_LIBRARY_VERSION_STRING + 1], config[512];
    sct_write_desc wd;
    sct_writer *w = NULL;
    sct_result r;
    struct stat st;
    int i, len = 0;
    snprintf(partial, sizeof partial, "%s.partial", sct__m_rt.path);
    lib[0] = 0;
    PMPI_Get_library_version(lib, &len);
    lib[strcspn(lib, "\n")] = 0;
    sct__m_config_string(config, sizeof config);
    memset(&wd, 0, sizeof wd);
    wd.ops = &sct__m_mpi_op_table;
    wd.program = sct__m_rt.prog;
    wd.mpi_library = lib;
    wd.config = config;
    wd.world_size = sct__m_rt.size;
    wd.start_time = sct__m_rt.start_time;
    wd.merge_seconds = sct__m_rt.merge_s;
    wd.zstd_level = sct__m_rt.cfg.zstd_level;
    r = sct_writer_create(&wd, &w);
    for (i = 0; i < n && r == SCT_OK; i++)
        if (lens[i])
            r = sct_writer_add(w, blobs[i], lens[i]);
    if (r == SCT_OK)
        r = sct_writer_save(w, partial);
    sct_writer_destroy(w);
    if (r == SCT_OK && rename(partial, sct__m_rt.path) != 0)
        r = SCT_ERR_IO;
    if (r != SCT_OK) {
        fprintf(stderr, "sctrace: could not write %s: %s\n", sct__m_rt.path, sct_result_str(r));
        return;
    }
    if (!sct__m_rt.cfg.quiet)
        fprintf(stderr, "sctrace: wrote %s (%lld bytes, %d ranks, %lld events)\n", sct__m_rt.path,
                stat(sct__m_rt.path, &st) == 0 ? (long long)st.st_size : -1LL, nranks, events);
}

/* SCTRACE_MERGE=gather: every rank's blob to rank 0 (PMPI_Gather of the
   sizes, PMPI_Gatherv of the bytes); the file holds one trace per rank. */
static void sct__m_gather_and_write(const uint8_t *blob, size_t len, uint64_t events)
{
    long long mine[2], *sizes = NULL, total = 0, nev = 0;
    uint8_t *all = NULL;
    const uint8_t **blobs = NULL;
    size_t *blens = NULL;
    int *lens = NULL, *displs = NULL, i, ok = 1, nranks = 0, root = sct__m_rt.rank == 0;
    mine[0] = (long long)len;
    mine[1] = (long long)events;
    if (root) {
        size_t p = (size_t)sct__m_rt.size;
        sizes = (long long *)malloc(p * 2 * sizeof *sizes);
        lens = (int *)malloc(p * sizeof *lens);
        displs = (int *)malloc(p * sizeof *displs);
        blobs = (const uint8_t **)malloc(p * sizeof *blobs);
        blens = (size_t *)malloc(p * sizeof *blens);
        ok = sizes && lens && displs && blobs && blens;
    }
    PMPI_Bcast(&ok, 1, MPI_INT, 0, sct__m_rt.comm);
    if (ok)
        PMPI_Gather(mine, 2, MPI_LONG_LONG, sizes, 2, MPI_LONG_LONG, 0, sct__m_rt.comm);
    if (ok && root) {
        for (i = 0; i < sct__m_rt.size; i++) {
            lens[i] = (int)sizes[2 * i];
            displs[i] = (int)total;
            total += sizes[2 * i];
            nranks += sizes[2 * i] > 0;
            nev += sizes[2 * i] > 0 ? sizes[2 * i + 1] : 0;
        }
        ok = total <= INT_MAX && (all = (uint8_t *)malloc(total ? (size_t)total : 1)) != NULL;
        if (!ok)
            fprintf(stderr, "sctrace: cannot gather %lld bytes of traces on rank 0\n", total);
    }
    if (ok)
        PMPI_Bcast(&ok, 1, MPI_INT, 0, sct__m_rt.comm);
    if (ok)
        PMPI_Gatherv(blob, (int)len, MPI_BYTE, all, lens, displs, MPI_BYTE, 0, sct__m_rt.comm);
    if (ok && root && !nranks) {
        fprintf(stderr, "sctrace: no rank has a trace to write (see the errors above)\n");
    } else if (ok && root) {
        for (i = 0; i < sct__m_rt.size; i++) {
            blobs[i] = all + displs[i];
            blens[i] = (size_t)lens[i];
        }
        sct__m_write(blobs, blens, sct__m_rt.size, nranks, nev);
    }
    free(all);
    free(sizes);
    free(lens);
    free(displs);
    free(blobs);
    free(blens);
}

/* The merge transport (sct_transport) over PMPI on the private communicator:
   a message is its 64-bit length (tag 1), then the bytes in chunks of 64 KiB
   (tag 2). probe receives the length, recv the chunks; recv without a
   buffer receives them into one on the stack and drops them. */
#define SCT__M_CHUNK (1 << 16)

static int sct__m_t_send(void *user, int32_t to, const void *data, size_t len)
{
    long long n = (long long)len;
    size_t off = 0;
    (void)user;
    if (PMPI_Send(&n, 1, MPI_LONG_LONG, to, 1, sct__m_rt.comm) != MPI_SUCCESS)
        return 1;
    for (; off < len; off += SCT__M_CHUNK) {
        int k = (int)(len - off < SCT__M_CHUNK ? len - off : SCT__M_CHUNK);
        if (PMPI_Send((const char *)data + off, k, MPI_BYTE, to, 2, sct__m_rt.comm) != MPI_SUCCESS)
            return 1;
    }
    return 0;
}

static void sct__m_test_probed(size_t len);

static int sct__m_t_probe(void *user, int32_t from, size_t *len)
{
    long long n = 0;
    (void)user;
    if (PMPI_Recv(&n, 1, MPI_LONG_LONG, from, 1, sct__m_rt.comm, MPI_STATUS_IGNORE) !=
            MPI_SUCCESS ||
        n < 0)
        return 1;
    *len = (size_t)n;
    sct__m_test_probed(*len);
    return 0;
}

static int sct__m_t_recv(void *user, int32_t from, void *data, size_t len)
{
    size_t off = 0;
    char drop[SCT__M_CHUNK];
    (void)user;
    for (; off < len; off += SCT__M_CHUNK) {
        int k = (int)(len - off < SCT__M_CHUNK ? len - off : SCT__M_CHUNK);
        if (PMPI_Recv(data ? (char *)data + off : drop, k, MPI_BYTE, from, 2, sct__m_rt.comm,
                      MPI_STATUS_IGNORE) != MPI_SUCCESS)
            return 1;
    }
    return 0;
}

static double sct__m_t_now(void *user)
{
    (void)user;
    return PMPI_Wtime();
}

#ifdef SCTRACE_TEST_HOOKS
/* Tests only (a tracer built with -DSCTRACE_TEST_HOOKS), so that the
   fallbacks run in a real job: with SCTRACE_TEST_MERGE_FAIL=R, rank R hands
   the merge a blob that is not one; with SCTRACE_TEST_MERGE_NOMEM=R, rank R's
   merge gets no memory for the first message it receives. */
static size_t sct__m_test_refuse; /* an allocation size refused once (0: none) */
static int sct__m_test_refused;

static int sct__m_test_rank(const char *name)
{
    const char *s = getenv(name);
    return s && *s && atoi(s) == sct__m_rt.rank;
}

static int sct__m_test_merge_fail(void)
{
    return sct__m_test_rank("SCTRACE_TEST_MERGE_FAIL");
}

static void sct__m_test_probed(size_t len)
{
    if (!sct__m_test_refused && sct__m_test_rank("SCTRACE_TEST_MERGE_NOMEM"))
        sct__m_test_refuse = len + 1 + SCT__HDR; /* the buffer, as sct__alloc asks for it */
}

static void *sct__m_test_alloc(size_t n, void *user)
{
    (void)user;
    if (n && n == sct__m_test_refuse && !sct__m_test_refused) {
        sct__m_test_refused = 1;
        return NULL;
    }
    return SCTRACE_MALLOC(n, user);
}

static void sct__m_test_free(void *p, void *user)
{
    SCTRACE_FREE(p, user);
}

static void sct__m_test_allocator(sct_allocator *a)
{
    a->alloc = sct__m_test_alloc;
    a->free = sct__m_test_free;
}
#else
#define sct__m_test_merge_fail() 0
static void sct__m_test_probed(size_t len)
{
    (void)len;
}
#define sct__m_test_allocator(a) ((void)(a))
#endif

/* SCTRACE_MERGE=tree: the radix-2 reduction of DESIGN section 6, rank 0
   writes the one merged trace. Needs a blob on every rank: if any rank lost
   its trace, or the merge failed on any rank, everyone falls back to the
   gather. */
static void sct__m_merge_and_write(const uint8_t *blob, size_t len, uint64_t events)
{
    sct_transport t;
    sct_allocator a;
    sct_merge_stats ms;
    uint8_t *out = NULL;
    size_t outlen = 0;
    long long ev = (long long)events, nev = 0;
    int have = blob && len, all = 0;
    sct_result r;
    PMPI_Allreduce(&have, &all, 1, MPI_INT, MPI_MIN, sct__m_rt.comm);
    if (!all) {
        sct__m_gather_and_write(blob, len, events);
        return;
    }
    PMPI_Reduce(&ev, &nev, 1, MPI_LONG_LONG, MPI_SUM, 0, sct__m_rt.comm);
    memset(&t, 0, sizeof t);
    memset(&a, 0, sizeof a);
    t.rank = sct__m_rt.rank;
    t.size = sct__m_rt.size;
    t.send = sct__m_t_send;
    t.probe = sct__m_t_probe;
    t.recv = sct__m_t_recv;
    t.now = sct__m_t_now;
    sct__m_test_allocator(&a);
    if (sct__m_test_merge_fail()) /* test hooks: the merge is handed a blob that is not one */
        r = sct_merge_reduce(&t, 0, &sct__m_mpi_op_table, &a, (const uint8_t *)"?", 1, &out, &outlen, &ms);
    else
        r = sct_merge_reduce(&t, 0, &sct__m_mpi_op_table, &a, blob, len, &out, &outlen, &ms);
    sct__m_rt.merge_s = ms.seconds;
    have = r == SCT_OK;
    PMPI_Allreduce(&have, &all, 1, MPI_INT, MPI_MIN, sct__m_rt.comm);
    if (all) {
        if (sct__m_rt.rank == 0)
            sct__m_write((const uint8_t *const *)&out, &outlen, 1, sct__m_rt.size, nev);
    } else { /* nothing lost: the ranks' own traces, unmerged */
        if (r != SCT_OK)
            fprintf(stderr, "sctrace: rank %d: merging the traces failed (%s)%s\n", sct__m_rt.rank,
                    sct_result_str(r), sct__m_rt.rank ? "" : "; writing every rank's trace unmerged");
        sct__m_gather_and_write(blob, len, events);
    }
    sct_blob_release(&a, out);
}

/* Whether every rank called sctrace_discard (collective); when only some
   did, rank 0 says so and the trace is written. */
static int sct__m_discarded(void)
{
    int mine = sct__m_rt.discard, asked = 0;
    if (PMPI_Allreduce(&mine, &asked, 1, MPI_INT, MPI_SUM, sct__m_rt.comm) != MPI_SUCCESS)
        return 0;
    if (asked > 0 && asked < sct__m_rt.size && sct__m_rt.rank == 0)
        fprintf(stderr, "sctrace: sctrace_discard() was called on %d of %d ranks, not all: "
                        "the trace is written\n", asked, sct__m_rt.size);
    return asked == sct__m_rt.size;
}

static void sct__m_runtime_finish(void)
{
    uint8_t *blob = NULL;
    size_t len = 0;
    sct_ctx_stats st;
    sct_result r;
    uint32_t i;
    int discard;
    if (!sct__m_rt.alive)
        return;
    sct__m_tls_busy = 1;
    sct__m_rt.alive = 0;
    sct__m_rt.recording = 0;
    memset(&st, 0, sizeof st);
    if (sct__m_rt.ctx && !sct__m_rt.failed) {
        r = sct_finish(sct__m_rt.ctx);
        if (r == SCT_OK)
            r = sct_serialize(sct__m_rt.ctx, &blob, &len);
        if (r == SCT_OK && len > INT_MAX)
            r = SCT_ERR_RANGE;
        if (r != SCT_OK) {
            sct__m_fail("serialising the trace", r);
            sct_blob_free(sct__m_rt.ctx, blob);
            blob = NULL;
            len = 0;
        }
        sct_ctx_stats_get(sct__m_rt.ctx, &st);
    }
    discard = sct__m_discarded();
    if (!discard && sct__m_rt.cfg.merge)
        sct__m_merge_and_write(blob, len, st.events);
    else if (!discard)
        sct__m_gather_and_write(blob, len, st.events);
    if (sct__m_rt.ctx)
        sct_blob_free(sct__m_rt.ctx, blob);
    sct_destroy(sct__m_rt.ctx);
    sct__m_rt.ctx = NULL;
    if (discard && sct__m_rt.cfg.verify)
        remove(sct__m_rt.raw_path);
    PMPI_Comm_free(&sct__m_rt.comm);
    sct__m_hfree(&sct__m_rt.comms);
    sct__m_hfree(&sct__m_rt.dtypes);
    sct__m_hfree(&sct__m_rt.ops);
    sct__m_hfree(&sct__m_rt.groups);
    sct__m_hfree(&sct__m_rt.files);
    sct__m_hfree(&sct__m_rt.wins);
    sct__m_hfree(&sct__m_rt.reqs);
    sct__m_hfree(&sct__m_rt.keyvals);
    sct__m_hfree(&sct__m_rt.errhs);
    for (i = 0; i < sct__m_rt.npools; i++)
        free(sct__m_rt.pools[i].bits);
    free(sct__m_rt.pools);
    sct__m_rt.pools = NULL;
    sct__m_rt.npools = 0;
    sct__m_tls_busy = 0;
}

SCTRACE_MPI_API void sctrace_start(void)
{
    if (!sct__m_rt.alive) {
        sct__m_rt.user_state = 1;
        return;
    }
    SCT__M_LOCK();
    sct__m_rt.started = 1;
    if (!sct__m_rt.recording && sct__m_rt.ctx && !sct__m_rt.failed) {
        sct_resume(sct__m_rt.ctx, sct__m_now());
        sct__m_rt.recording = 1;
    }
    SCT__M_UNLOCK();
}

SCTRACE_MPI_API void sctrace_stop(void)
{
    if (!sct__m_rt.alive) {
        sct__m_rt.user_state = 0;
        return;
    }
    SCT__M_LOCK();
    sct__m_rt.started = 0;
    if (sct__m_rt.recording) {
        sct__m_rt.recording = 0;
        sct_pause(sct__m_rt.ctx);
    }
    SCT__M_UNLOCK();
}

SCTRACE_MPI_API void sctrace_discard(void)
{
    sct__m_rt.discard = 1;
}

SCTRACE_MPI_API int64_t sctrace_marker_hash(const char *name)
{
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    for (; name && *name; name++)
        h = (h ^ (unsigned char)*name) * UINT64_C(0x100000001b3);
    return (int64_t)(h & (uint64_t)INT64_MAX);
}

/* A marker event with a given hash (sctrace_marker's, and what a replay of
   one records). Inlined, so that the call site is the caller's. */
static SCT__M_INLINE void sct__m_marker_value(int64_t hash)
{
    SCT__M_ENTER(sctrace_marker);
    if (c.mode) {
        sct__m_p_int(&c, hash);
        sct__m_leave(&c);
    }
}

SCTRACE_MPI_API void sctrace_marker(const char *name)
{
    sct__m_marker_value(sctrace_marker_hash(name));
}

int MPI_Init(int *argc, char ***argv)
{
    uint64_t t0 = sct__m_now();
    int rc = PMPI_Init(argc, argv);
    if (rc == MPI_SUCCESS && !sct__m_rt.alive)
        sct__m_runtime_start(SCT__M_OP_MPI_Init, MPI_THREAD_SINGLE, 0, t0, SCT__M_RA());
    return rc;
}

int MPI_Init_thread(int *argc, char ***argv, int required, int *provided)
{
    uint64_t t0 = sct__m_now();
    int rc = PMPI_Init_thread(argc, argv, required, provided);
    if (rc == MPI_SUCCESS && !sct__m_rt.alive)
        sct__m_runtime_start(SCT__M_OP_MPI_Init_thread, provided ? *provided : required, required,
                             t0, SCT__M_RA());
    return rc;
}

int MPI_Finalize(void)
{
    SCT__M_ENTER(MPI_Finalize);
    if (c.mode)
        sct__m_leave(&c);
    if (!sct__m_tls_busy)
        sct__m_runtime_finish();
    return PMPI_Finalize();
}

int MPI_Pcontrol(const int level, ...)
{
    int rc = PMPI_Pcontrol(level);
    if (sct__m_rt.alive && !sct__m_tls_busy && sct__m_rt.cfg.pcontrol) {
        if (level == 0)
            sctrace_stop();
        else if (level == 1)
            sctrace_start();
        /* 2 (flush) has nothing to flush; negative and other levels are ignored */
    }
    return rc;
}

/*== >>wrap  the PMPI wrappers (generated) ========================================*/

/* A wrapper that records only the op, its call site and times. */
#define SCT__M_PLAIN(fn, args) \
    SCT__M_ENTER(fn);          \
    int rc = P##fn args;       \
    if (c.mode)                \
        sct__m_leave(&c);      \
    return rc

/* Forwarding a deprecated function (MPI_Attr_get, ...) is not using it. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
/* >>> generated by tools/gen_wrappers.py (wrappers): do not edit <<< */
int MPI_Abort(MPI_Comm comm, int errorcode)
{
    SCT__M_ENTER(MPI_Abort);
    int rc = PMPI_Abort(comm, errorcode);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_int(&c, errorcode);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype,
                   int target_rank, MPI_Aint target_disp, int target_count,
                   MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    SCT__M_ENTER(MPI_Accumulate);
    int rc = PMPI_Accumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp,
                             target_count, target_datatype, op, win);
    if (c.mode) {
        sct__m_p_bytes(&c, origin_count, origin_datatype); sct__m_p_dtype(&c, origin_datatype);
        sct__m_p_wpeer(&c, target_rank, win); sct__m_p_int(&c, target_disp);
        sct__m_p_bytes(&c, target_count, target_datatype); sct__m_p_dtype(&c, target_datatype);
        sct__m_p_redop(&c, op); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Add_error_class(int *errorclass)
{ SCT__M_PLAIN(MPI_Add_error_class, (errorclass)); }

int MPI_Add_error_code(int errorclass, int *errorcode)
{ SCT__M_PLAIN(MPI_Add_error_code, (errorclass, errorcode)); }

int MPI_Add_error_string(int errorcode, const char *string)
{
    SCT__M_ENTER(MPI_Add_error_string);
    int rc = PMPI_Add_error_string(errorcode, string);
    if (c.mode) {
        sct__m_p_int(&c, errorcode);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                  int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Allgather);
    int rc = PMPI_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcount = 0, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                   const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Allgatherv);
    int rc = PMPI_Allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype,
                             comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcounts = NULL, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Alloc_mem(MPI_Aint size, MPI_Info info, void *baseptr)
{
    SCT__M_ENTER(MPI_Alloc_mem);
    int rc = PMPI_Alloc_mem(size, info, baseptr);
    if (c.mode) {
        sct__m_p_int(&c, size);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op,
                  MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Allreduce);
    int rc = PMPI_Allreduce(sendbuf, recvbuf, count, datatype, op, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                 int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Alltoall);
    int rc = PMPI_Alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcount = 0, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Alltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[],
                  MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int rdispls[],
                  MPI_Datatype recvtype, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Alltoallv);
    int rc = PMPI_Alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls,
                            recvtype, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcounts = NULL, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcounts = NULL, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_vbytes(&c, sendcounts, sendtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Alltoallw(const void *sendbuf, const int sendcounts[], const int sdispls[],
                  const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[],
                  const int rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Alltoallw);
    int rc = PMPI_Alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls,
                            recvtypes, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcounts = NULL, sendtypes = NULL;
        if (sct_ip == 2) recvcounts = NULL, recvtypes = NULL;
        sct__m_p_wbytes(&c, sendcounts, sendtypes, sct__m_psize(&c, comm));
        sct__m_p_wbytes(&c, recvcounts, recvtypes, sct__m_psize(&c, comm));
        sct__m_p_comm(&c, comm); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Attr_delete(MPI_Comm comm, int keyval)
{
    SCT__M_ENTER(MPI_Attr_delete);
    int rc = PMPI_Attr_delete(comm, keyval);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_keyval(&c, keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Attr_get(MPI_Comm comm, int keyval, void *attribute_val, int *flag)
{
    SCT__M_ENTER(MPI_Attr_get);
    int rc = PMPI_Attr_get(comm, keyval, attribute_val, flag);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_keyval(&c, keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Attr_put(MPI_Comm comm, int keyval, void *attribute_val)
{
    SCT__M_ENTER(MPI_Attr_put);
    int rc = PMPI_Attr_put(comm, keyval, attribute_val);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_keyval(&c, keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Barrier(MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Barrier);
    int rc = PMPI_Barrier(comm);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Bcast);
    int rc = PMPI_Bcast(buffer, count, datatype, root, comm);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Bsend);
    int rc = PMPI_Bsend(buf, count, datatype, dest, tag, comm);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag,
                   MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Bsend_init);
    int rc = PMPI_Bsend_init(buf, count, datatype, dest, tag, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Buffer_attach(void *buffer, int size)
{
    SCT__M_ENTER(MPI_Buffer_attach);
    int rc = PMPI_Buffer_attach(buffer, size);
    if (c.mode) {
        sct__m_p_int(&c, size);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Buffer_detach(void *buffer_addr, int *size)
{ SCT__M_PLAIN(MPI_Buffer_detach, (buffer_addr, size)); }

int MPI_Cancel(MPI_Request *request)
{
    SCT__M_ENTER(MPI_Cancel);
    int rc = PMPI_Cancel(request);
    if (c.mode) {
        sct__m_p_req(&c, request ? *request : MPI_REQUEST_NULL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Cart_coords(MPI_Comm comm, int rank, int maxdims, int coords[])
{
    SCT__M_ENTER(MPI_Cart_coords);
    int rc = PMPI_Cart_coords(comm, rank, maxdims, coords);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Cart_create(MPI_Comm comm_old, int ndims, const int dims[], const int periods[],
                    int reorder, MPI_Comm *comm_cart)
{
    SCT__M_ENTER(MPI_Cart_create);
    int rc = PMPI_Cart_create(comm_old, ndims, dims, periods, reorder, comm_cart);
    if (c.mode) {
        sct__m_p_comm(&c, comm_old); sct__m_p_int(&c, ndims); sct__m_p_ints(&c, ndims, dims);
        sct__m_p_ints(&c, ndims, periods); sct__m_p_int(&c, reorder);
        sct__m_p_newcomm(&c, comm_cart, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Cart_get(MPI_Comm comm, int maxdims, int dims[], int periods[], int coords[])
{
    SCT__M_ENTER(MPI_Cart_get);
    int rc = PMPI_Cart_get(comm, maxdims, dims, periods, coords);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Cart_map(MPI_Comm comm, int ndims, const int dims[], const int periods[], int *newrank)
{
    SCT__M_ENTER(MPI_Cart_map);
    int rc = PMPI_Cart_map(comm, ndims, dims, periods, newrank);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_int(&c, ndims); sct__m_p_ints(&c, ndims, dims);
        sct__m_p_ints(&c, ndims, periods);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Cart_rank(MPI_Comm comm, const int coords[], int *rank)
{
    SCT__M_ENTER(MPI_Cart_rank);
    int rc = PMPI_Cart_rank(comm, coords, rank);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Cart_shift(MPI_Comm comm, int direction, int disp, int *rank_source, int *rank_dest)
{
    SCT__M_ENTER(MPI_Cart_shift);
    int rc = PMPI_Cart_shift(comm, direction, disp, rank_source, rank_dest);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_int(&c, direction); sct__m_p_int(&c, disp);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Cart_sub(MPI_Comm comm, const int remain_dims[], MPI_Comm *newcomm)
{
    SCT__M_ENTER(MPI_Cart_sub);
    int rc = PMPI_Cart_sub(comm, remain_dims, newcomm);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_ints(&c, sct__m_cartdim(comm), remain_dims);
        sct__m_p_newcomm(&c, newcomm, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Cartdim_get(MPI_Comm comm, int *ndims)
{
    SCT__M_ENTER(MPI_Cartdim_get);
    int rc = PMPI_Cartdim_get(comm, ndims);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Close_port(const char *port_name)
{ SCT__M_PLAIN(MPI_Close_port, (port_name)); }

int MPI_Comm_accept(const char *port_name, MPI_Info info, int root, MPI_Comm comm,
                    MPI_Comm *newcomm)
{
    SCT__M_ENTER(MPI_Comm_accept);
    int rc = PMPI_Comm_accept(port_name, info, root, comm, newcomm);
    if (c.mode) {
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_p_newcomm(&c, newcomm, rc, SCT__M_COMM_LOCAL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_call_errhandler(MPI_Comm comm, int errorcode)
{
    SCT__M_ENTER(MPI_Comm_call_errhandler);
    int rc = PMPI_Comm_call_errhandler(comm, errorcode);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_int(&c, errorcode);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_compare(MPI_Comm comm1, MPI_Comm comm2, int *result)
{
    SCT__M_ENTER(MPI_Comm_compare);
    int rc = PMPI_Comm_compare(comm1, comm2, result);
    if (c.mode) {
        sct__m_p_comm(&c, comm1); sct__m_p_comm(&c, comm2);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_connect(const char *port_name, MPI_Info info, int root, MPI_Comm comm,
                     MPI_Comm *newcomm)
{
    SCT__M_ENTER(MPI_Comm_connect);
    int rc = PMPI_Comm_connect(port_name, info, root, comm, newcomm);
    if (c.mode) {
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_p_newcomm(&c, newcomm, rc, SCT__M_COMM_LOCAL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm)
{
    SCT__M_ENTER(MPI_Comm_create);
    int rc = PMPI_Comm_create(comm, group, newcomm);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_group(&c, group);
        sct__m_p_newcomm(&c, newcomm, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_create_errhandler(MPI_Comm_errhandler_function *comm_errhandler_fn,
                               MPI_Errhandler *errhandler)
{
    SCT__M_ENTER(MPI_Comm_create_errhandler);
    int rc = PMPI_Comm_create_errhandler(comm_errhandler_fn, errhandler);
    if (c.mode) {
        sct__m_p_newerrh(&c, errhandler, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_create_group(MPI_Comm comm, MPI_Group group, int tag, MPI_Comm *newcomm)
{
    SCT__M_ENTER(MPI_Comm_create_group);
    int rc = PMPI_Comm_create_group(comm, group, tag, newcomm);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_group(&c, group); sct__m_p_tag(&c, tag);
        sct__m_p_newcomm(&c, newcomm, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_create_keyval(MPI_Comm_copy_attr_function *comm_copy_attr_fn,
                           MPI_Comm_delete_attr_function *comm_delete_attr_fn, int *comm_keyval,
                           void *extra_state)
{
    SCT__M_ENTER(MPI_Comm_create_keyval);
    int rc = PMPI_Comm_create_keyval(comm_copy_attr_fn, comm_delete_attr_fn, comm_keyval,
                                     extra_state);
    if (c.mode) {
        sct__m_p_newkeyval(&c, comm_keyval, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_delete_attr(MPI_Comm comm, int comm_keyval)
{
    SCT__M_ENTER(MPI_Comm_delete_attr);
    int rc = PMPI_Comm_delete_attr(comm, comm_keyval);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_keyval(&c, comm_keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_disconnect(MPI_Comm *comm)
{
    SCT__M_ENTER(MPI_Comm_disconnect);
    MPI_Comm sct_h = comm ? *comm : MPI_COMM_NULL;
    if (c.mode) sct__m_p_comm(&c, sct_h);
    int rc = PMPI_Comm_disconnect(comm);
    if (c.mode) {
        sct__m_forget(&c, &sct__m_rt.comms, SCT__M_KEY(sct_h));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm)
{
    SCT__M_ENTER(MPI_Comm_dup);
    int rc = PMPI_Comm_dup(comm, newcomm);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_newcomm(&c, newcomm, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_dup_with_info(MPI_Comm comm, MPI_Info info, MPI_Comm *newcomm)
{
    SCT__M_ENTER(MPI_Comm_dup_with_info);
    int rc = PMPI_Comm_dup_with_info(comm, info, newcomm);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_newcomm(&c, newcomm, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_free(MPI_Comm *comm)
{
    SCT__M_ENTER(MPI_Comm_free);
    MPI_Comm sct_h = comm ? *comm : MPI_COMM_NULL;
    if (c.mode) sct__m_p_comm(&c, sct_h);
    int rc = PMPI_Comm_free(comm);
    if (c.mode) {
        sct__m_forget(&c, &sct__m_rt.comms, SCT__M_KEY(sct_h));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_free_keyval(int *comm_keyval)
{
    SCT__M_ENTER(MPI_Comm_free_keyval);
    int sct_kv = comm_keyval ? *comm_keyval : MPI_KEYVAL_INVALID;
    int rc = PMPI_Comm_free_keyval(comm_keyval);
    if (c.mode) {
        sct__m_p_keyval(&c, sct_kv); sct__m_forget(&c, &sct__m_rt.keyvals, SCT__M_KEY(sct_kv));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_get_attr(MPI_Comm comm, int comm_keyval, void *attribute_val, int *flag)
{
    SCT__M_ENTER(MPI_Comm_get_attr);
    int rc = PMPI_Comm_get_attr(comm, comm_keyval, attribute_val, flag);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_keyval(&c, comm_keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_get_errhandler(MPI_Comm comm, MPI_Errhandler *errhandler)
{
    SCT__M_ENTER(MPI_Comm_get_errhandler);
    int rc = PMPI_Comm_get_errhandler(comm, errhandler);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_newerrh(&c, errhandler, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_get_info(MPI_Comm comm, MPI_Info *info_used)
{
    SCT__M_ENTER(MPI_Comm_get_info);
    int rc = PMPI_Comm_get_info(comm, info_used);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_get_name(MPI_Comm comm, char *comm_name, int *resultlen)
{
    SCT__M_ENTER(MPI_Comm_get_name);
    int rc = PMPI_Comm_get_name(comm, comm_name, resultlen);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_get_parent(MPI_Comm *parent)
{
    SCT__M_ENTER(MPI_Comm_get_parent);
    int rc = PMPI_Comm_get_parent(parent);
    if (c.mode) {
        sct__m_p_newcomm(&c, parent, rc, SCT__M_COMM_LOCAL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_group(MPI_Comm comm, MPI_Group *group)
{
    SCT__M_ENTER(MPI_Comm_group);
    int rc = PMPI_Comm_group(comm, group);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_newgroup(&c, group, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_idup(MPI_Comm comm, MPI_Comm *newcomm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Comm_idup);
    int rc = PMPI_Comm_idup(comm, newcomm, request);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_newcomm(&c, newcomm, rc, SCT__M_COMM_LATER);
        sct__m_idup_begin(&c, comm, newcomm, request, rc); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_join(int fd, MPI_Comm *intercomm)
{
    SCT__M_ENTER(MPI_Comm_join);
    int rc = PMPI_Comm_join(fd, intercomm);
    if (c.mode) {
        sct__m_p_newcomm(&c, intercomm, rc, SCT__M_COMM_LOCAL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_rank(MPI_Comm comm, int *rank)
{
    SCT__M_ENTER(MPI_Comm_rank);
    int rc = PMPI_Comm_rank(comm, rank);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_remote_group(MPI_Comm comm, MPI_Group *group)
{
    SCT__M_ENTER(MPI_Comm_remote_group);
    int rc = PMPI_Comm_remote_group(comm, group);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_newgroup(&c, group, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_remote_size(MPI_Comm comm, int *size)
{
    SCT__M_ENTER(MPI_Comm_remote_size);
    int rc = PMPI_Comm_remote_size(comm, size);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_set_attr(MPI_Comm comm, int comm_keyval, void *attribute_val)
{
    SCT__M_ENTER(MPI_Comm_set_attr);
    int rc = PMPI_Comm_set_attr(comm, comm_keyval, attribute_val);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_keyval(&c, comm_keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_set_errhandler(MPI_Comm comm, MPI_Errhandler errhandler)
{
    SCT__M_ENTER(MPI_Comm_set_errhandler);
    int rc = PMPI_Comm_set_errhandler(comm, errhandler);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_errh(&c, errhandler);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_set_info(MPI_Comm comm, MPI_Info info)
{
    SCT__M_ENTER(MPI_Comm_set_info);
    int rc = PMPI_Comm_set_info(comm, info);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_set_name(MPI_Comm comm, const char *comm_name)
{
    SCT__M_ENTER(MPI_Comm_set_name);
    int rc = PMPI_Comm_set_name(comm, comm_name);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_size(MPI_Comm comm, int *size)
{
    SCT__M_ENTER(MPI_Comm_size);
    int rc = PMPI_Comm_size(comm, size);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_spawn(const char *command, char *argv[], int maxprocs, MPI_Info info, int root,
                   MPI_Comm comm, MPI_Comm *intercomm, int array_of_errcodes[])
{
    SCT__M_ENTER(MPI_Comm_spawn);
    int rc = PMPI_Comm_spawn(command, argv, maxprocs, info, root, comm, intercomm,
                             array_of_errcodes);
    if (c.mode) {
        sct__m_p_int(&c, maxprocs); sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_p_newcomm(&c, intercomm, rc, SCT__M_COMM_LOCAL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_spawn_multiple(int count, char *array_of_commands[], char **array_of_argv[],
                            const int array_of_maxprocs[], const MPI_Info array_of_info[], int root,
                            MPI_Comm comm, MPI_Comm *intercomm, int array_of_errcodes[])
{
    SCT__M_ENTER(MPI_Comm_spawn_multiple);
    int rc = PMPI_Comm_spawn_multiple(count, array_of_commands, array_of_argv, array_of_maxprocs,
                                      array_of_info, root, comm, intercomm, array_of_errcodes);
    if (c.mode) {
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_p_newcomm(&c, intercomm, rc, SCT__M_COMM_LOCAL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm)
{
    SCT__M_ENTER(MPI_Comm_split);
    int rc = PMPI_Comm_split(comm, color, key, newcomm);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_int(&c, color); sct__m_p_int(&c, key);
        sct__m_p_newcomm(&c, newcomm, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_split_type(MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm)
{
    SCT__M_ENTER(MPI_Comm_split_type);
    int rc = PMPI_Comm_split_type(comm, split_type, key, info, newcomm);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_int(&c, split_type); sct__m_p_int(&c, key);
        sct__m_p_newcomm(&c, newcomm, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Comm_test_inter(MPI_Comm comm, int *flag)
{
    SCT__M_ENTER(MPI_Comm_test_inter);
    int rc = PMPI_Comm_test_inter(comm, flag);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Compare_and_swap(const void *origin_addr, const void *compare_addr, void *result_addr,
                         MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win)
{
    SCT__M_ENTER(MPI_Compare_and_swap);
    int rc = PMPI_Compare_and_swap(origin_addr, compare_addr, result_addr, datatype, target_rank,
                                   target_disp, win);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype); sct__m_p_wpeer(&c, target_rank, win);
        sct__m_p_int(&c, target_disp); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Dims_create(int nnodes, int ndims, int dims[])
{
    SCT__M_ENTER(MPI_Dims_create);
    int rc = PMPI_Dims_create(nnodes, ndims, dims);
    if (c.mode) {
        sct__m_p_int(&c, ndims); sct__m_p_ints(&c, ndims, dims);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Dist_graph_create(MPI_Comm comm_old, int n, const int sources[], const int degrees[],
                          const int destinations[], const int weights[], MPI_Info info, int reorder,
                          MPI_Comm *comm_dist_graph)
{
    SCT__M_ENTER(MPI_Dist_graph_create);
    int rc = PMPI_Dist_graph_create(comm_old, n, sources, degrees, destinations, weights, info,
                                    reorder, comm_dist_graph);
    if (c.mode) {
        sct__m_p_comm(&c, comm_old); sct__m_p_int(&c, n); sct__m_p_peers(&c, n, sources, comm_old);
        sct__m_p_ints(&c, n, degrees);
        sct__m_p_peers(&c, sct__m_degsum(n, degrees), destinations, comm_old);
        sct__m_p_int(&c, reorder); sct__m_p_newcomm(&c, comm_dist_graph, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Dist_graph_create_adjacent(MPI_Comm comm_old, int indegree, const int sources[],
                                   const int sourceweights[], int outdegree,
                                   const int destinations[], const int destweights[], MPI_Info info,
                                   int reorder, MPI_Comm *comm_dist_graph)
{
    SCT__M_ENTER(MPI_Dist_graph_create_adjacent);
    int rc = PMPI_Dist_graph_create_adjacent(comm_old, indegree, sources, sourceweights, outdegree,
                                             destinations, destweights, info, reorder,
                                             comm_dist_graph);
    if (c.mode) {
        sct__m_p_comm(&c, comm_old); sct__m_p_int(&c, indegree);
        sct__m_p_peers(&c, indegree, sources, comm_old); sct__m_p_int(&c, outdegree);
        sct__m_p_peers(&c, outdegree, destinations, comm_old); sct__m_p_int(&c, reorder);
        sct__m_p_newcomm(&c, comm_dist_graph, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Dist_graph_neighbors(MPI_Comm comm, int maxindegree, int sources[], int sourceweights[],
                             int maxoutdegree, int destinations[], int destweights[])
{
    SCT__M_ENTER(MPI_Dist_graph_neighbors);
    int rc = PMPI_Dist_graph_neighbors(comm, maxindegree, sources, sourceweights, maxoutdegree,
                                       destinations, destweights);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Dist_graph_neighbors_count(MPI_Comm comm, int *indegree, int *outdegree, int *weighted)
{
    SCT__M_ENTER(MPI_Dist_graph_neighbors_count);
    int rc = PMPI_Dist_graph_neighbors_count(comm, indegree, outdegree, weighted);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Errhandler_free(MPI_Errhandler *errhandler)
{
    SCT__M_ENTER(MPI_Errhandler_free);
    MPI_Errhandler sct_h = errhandler ? *errhandler : MPI_ERRHANDLER_NULL;
    if (c.mode) sct__m_p_errh(&c, sct_h);
    int rc = PMPI_Errhandler_free(errhandler);
    if (c.mode) {
        sct__m_errh_release(&c, sct_h);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Error_class(int errorcode, int *errorclass)
{
    SCT__M_ENTER(MPI_Error_class);
    int rc = PMPI_Error_class(errorcode, errorclass);
    if (c.mode) {
        sct__m_p_int(&c, errorcode);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Error_string(int errorcode, char *string, int *resultlen)
{
    SCT__M_ENTER(MPI_Error_string);
    int rc = PMPI_Error_string(errorcode, string, resultlen);
    if (c.mode) {
        sct__m_p_int(&c, errorcode);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op,
               MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Exscan);
    int rc = PMPI_Exscan(sendbuf, recvbuf, count, datatype, op, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Fetch_and_op(const void *origin_addr, void *result_addr, MPI_Datatype datatype,
                     int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win)
{
    SCT__M_ENTER(MPI_Fetch_and_op);
    int rc = PMPI_Fetch_and_op(origin_addr, result_addr, datatype, target_rank, target_disp, op,
                               win);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype); sct__m_p_wpeer(&c, target_rank, win);
        sct__m_p_int(&c, target_disp); sct__m_p_redop(&c, op); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_call_errhandler(MPI_File fh, int errorcode)
{
    SCT__M_ENTER(MPI_File_call_errhandler);
    int rc = PMPI_File_call_errhandler(fh, errorcode);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, errorcode);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_close(MPI_File *fh)
{
    SCT__M_ENTER(MPI_File_close);
    MPI_File sct_h = fh ? *fh : MPI_FILE_NULL;
    if (c.mode) sct__m_p_file(&c, sct_h);
    int rc = PMPI_File_close(fh);
    if (c.mode) {
        sct__m_forget(&c, &sct__m_rt.files, SCT__M_KEY(sct_h));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_create_errhandler(MPI_File_errhandler_function *file_errhandler_fn,
                               MPI_Errhandler *errhandler)
{
    SCT__M_ENTER(MPI_File_create_errhandler);
    int rc = PMPI_File_create_errhandler(file_errhandler_fn, errhandler);
    if (c.mode) {
        sct__m_p_newerrh(&c, errhandler, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_delete(const char *filename, MPI_Info info)
{ SCT__M_PLAIN(MPI_File_delete, (filename, info)); }

int MPI_File_get_amode(MPI_File fh, int *amode)
{
    SCT__M_ENTER(MPI_File_get_amode);
    int rc = PMPI_File_get_amode(fh, amode);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_get_atomicity(MPI_File fh, int *flag)
{
    SCT__M_ENTER(MPI_File_get_atomicity);
    int rc = PMPI_File_get_atomicity(fh, flag);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_get_byte_offset(MPI_File fh, MPI_Offset offset, MPI_Offset *disp)
{
    SCT__M_ENTER(MPI_File_get_byte_offset);
    int rc = PMPI_File_get_byte_offset(fh, offset, disp);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_get_errhandler(MPI_File file, MPI_Errhandler *errhandler)
{
    SCT__M_ENTER(MPI_File_get_errhandler);
    int rc = PMPI_File_get_errhandler(file, errhandler);
    if (c.mode) {
        sct__m_p_file(&c, file); sct__m_p_newerrh(&c, errhandler, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_get_group(MPI_File fh, MPI_Group *group)
{
    SCT__M_ENTER(MPI_File_get_group);
    int rc = PMPI_File_get_group(fh, group);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_newgroup(&c, group, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_get_info(MPI_File fh, MPI_Info *info_used)
{
    SCT__M_ENTER(MPI_File_get_info);
    int rc = PMPI_File_get_info(fh, info_used);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_get_position(MPI_File fh, MPI_Offset *offset)
{
    SCT__M_ENTER(MPI_File_get_position);
    int rc = PMPI_File_get_position(fh, offset);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_get_position_shared(MPI_File fh, MPI_Offset *offset)
{
    SCT__M_ENTER(MPI_File_get_position_shared);
    int rc = PMPI_File_get_position_shared(fh, offset);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_get_size(MPI_File fh, MPI_Offset *size)
{
    SCT__M_ENTER(MPI_File_get_size);
    int rc = PMPI_File_get_size(fh, size);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_get_type_extent(MPI_File fh, MPI_Datatype datatype, MPI_Aint *extent)
{
    SCT__M_ENTER(MPI_File_get_type_extent);
    int rc = PMPI_File_get_type_extent(fh, datatype, extent);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_get_view(MPI_File fh, MPI_Offset *disp, MPI_Datatype *etype, MPI_Datatype *filetype,
                      char *datarep)
{
    SCT__M_ENTER(MPI_File_get_view);
    int rc = PMPI_File_get_view(fh, disp, etype, filetype, datarep);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_iread(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Request *request)
{
    SCT__M_ENTER(MPI_File_iread);
    int rc = PMPI_File_iread(fh, buf, count, datatype, request);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_iread_all(MPI_File fh, void *buf, int count, MPI_Datatype datatype,
                       MPI_Request *request)
{
    SCT__M_ENTER(MPI_File_iread_all);
    int rc = PMPI_File_iread_all(fh, buf, count, datatype, request);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_iread_at(MPI_File fh, MPI_Offset offset, void *buf, int count, MPI_Datatype datatype,
                      MPI_Request *request)
{
    SCT__M_ENTER(MPI_File_iread_at);
    int rc = PMPI_File_iread_at(fh, offset, buf, count, datatype, request);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_iread_at_all(MPI_File fh, MPI_Offset offset, void *buf, int count,
                          MPI_Datatype datatype, MPI_Request *request)
{
    SCT__M_ENTER(MPI_File_iread_at_all);
    int rc = PMPI_File_iread_at_all(fh, offset, buf, count, datatype, request);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_iread_shared(MPI_File fh, void *buf, int count, MPI_Datatype datatype,
                          MPI_Request *request)
{
    SCT__M_ENTER(MPI_File_iread_shared);
    int rc = PMPI_File_iread_shared(fh, buf, count, datatype, request);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_iwrite(MPI_File fh, const void *buf, int count, MPI_Datatype datatype,
                    MPI_Request *request)
{
    SCT__M_ENTER(MPI_File_iwrite);
    int rc = PMPI_File_iwrite(fh, buf, count, datatype, request);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_iwrite_all(MPI_File fh, const void *buf, int count, MPI_Datatype datatype,
                        MPI_Request *request)
{
    SCT__M_ENTER(MPI_File_iwrite_all);
    int rc = PMPI_File_iwrite_all(fh, buf, count, datatype, request);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_iwrite_at(MPI_File fh, MPI_Offset offset, const void *buf, int count,
                       MPI_Datatype datatype, MPI_Request *request)
{
    SCT__M_ENTER(MPI_File_iwrite_at);
    int rc = PMPI_File_iwrite_at(fh, offset, buf, count, datatype, request);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_iwrite_at_all(MPI_File fh, MPI_Offset offset, const void *buf, int count,
                           MPI_Datatype datatype, MPI_Request *request)
{
    SCT__M_ENTER(MPI_File_iwrite_at_all);
    int rc = PMPI_File_iwrite_at_all(fh, offset, buf, count, datatype, request);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_iwrite_shared(MPI_File fh, const void *buf, int count, MPI_Datatype datatype,
                           MPI_Request *request)
{
    SCT__M_ENTER(MPI_File_iwrite_shared);
    int rc = PMPI_File_iwrite_shared(fh, buf, count, datatype, request);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_open(MPI_Comm comm, const char *filename, int amode, MPI_Info info, MPI_File *fh)
{
    SCT__M_ENTER(MPI_File_open);
    int rc = PMPI_File_open(comm, filename, amode, info, fh);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_int(&c, amode); sct__m_p_newfile(&c, fh, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_preallocate(MPI_File fh, MPI_Offset size)
{
    SCT__M_ENTER(MPI_File_preallocate);
    int rc = PMPI_File_preallocate(fh, size);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, size);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_read);
    int rc = PMPI_File_read(fh, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_all(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_read_all);
    int rc = PMPI_File_read_all(fh, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_all_begin(MPI_File fh, void *buf, int count, MPI_Datatype datatype)
{
    SCT__M_ENTER(MPI_File_read_all_begin);
    int rc = PMPI_File_read_all_begin(fh, buf, count, datatype);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_all_end(MPI_File fh, void *buf, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_read_all_end);
    int rc = PMPI_File_read_all_end(fh, buf, status);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_at(MPI_File fh, MPI_Offset offset, void *buf, int count, MPI_Datatype datatype,
                     MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_read_at);
    int rc = PMPI_File_read_at(fh, offset, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_at_all(MPI_File fh, MPI_Offset offset, void * buf, int count,
                         MPI_Datatype datatype, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_read_at_all);
    int rc = PMPI_File_read_at_all(fh, offset, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_at_all_begin(MPI_File fh, MPI_Offset offset, void *buf, int count,
                               MPI_Datatype datatype)
{
    SCT__M_ENTER(MPI_File_read_at_all_begin);
    int rc = PMPI_File_read_at_all_begin(fh, offset, buf, count, datatype);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_at_all_end(MPI_File fh, void *buf, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_read_at_all_end);
    int rc = PMPI_File_read_at_all_end(fh, buf, status);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_ordered(MPI_File fh, void *buf, int count, MPI_Datatype datatype,
                          MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_read_ordered);
    int rc = PMPI_File_read_ordered(fh, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_ordered_begin(MPI_File fh, void *buf, int count, MPI_Datatype datatype)
{
    SCT__M_ENTER(MPI_File_read_ordered_begin);
    int rc = PMPI_File_read_ordered_begin(fh, buf, count, datatype);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_ordered_end(MPI_File fh, void *buf, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_read_ordered_end);
    int rc = PMPI_File_read_ordered_end(fh, buf, status);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_read_shared(MPI_File fh, void *buf, int count, MPI_Datatype datatype,
                         MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_read_shared);
    int rc = PMPI_File_read_shared(fh, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_seek(MPI_File fh, MPI_Offset offset, int whence)
{
    SCT__M_ENTER(MPI_File_seek);
    int rc = PMPI_File_seek(fh, offset, whence);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_int(&c, whence);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_seek_shared(MPI_File fh, MPI_Offset offset, int whence)
{
    SCT__M_ENTER(MPI_File_seek_shared);
    int rc = PMPI_File_seek_shared(fh, offset, whence);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_int(&c, whence);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_set_atomicity(MPI_File fh, int flag)
{
    SCT__M_ENTER(MPI_File_set_atomicity);
    int rc = PMPI_File_set_atomicity(fh, flag);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, flag);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_set_errhandler(MPI_File file, MPI_Errhandler errhandler)
{
    SCT__M_ENTER(MPI_File_set_errhandler);
    int rc = PMPI_File_set_errhandler(file, errhandler);
    if (c.mode) {
        sct__m_p_file(&c, file); sct__m_p_errh(&c, errhandler);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_set_info(MPI_File fh, MPI_Info info)
{
    SCT__M_ENTER(MPI_File_set_info);
    int rc = PMPI_File_set_info(fh, info);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_set_size(MPI_File fh, MPI_Offset size)
{
    SCT__M_ENTER(MPI_File_set_size);
    int rc = PMPI_File_set_size(fh, size);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, size);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_set_view(MPI_File fh, MPI_Offset disp, MPI_Datatype etype, MPI_Datatype filetype,
                      const char *datarep, MPI_Info info)
{
    SCT__M_ENTER(MPI_File_set_view);
    int rc = PMPI_File_set_view(fh, disp, etype, filetype, datarep, info);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, disp); sct__m_p_dtype(&c, etype);
        sct__m_p_dtype(&c, filetype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_sync(MPI_File fh)
{
    SCT__M_ENTER(MPI_File_sync);
    int rc = PMPI_File_sync(fh);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write(MPI_File fh, const void *buf, int count, MPI_Datatype datatype,
                   MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_write);
    int rc = PMPI_File_write(fh, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_all(MPI_File fh, const void *buf, int count, MPI_Datatype datatype,
                       MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_write_all);
    int rc = PMPI_File_write_all(fh, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_all_begin(MPI_File fh, const void *buf, int count, MPI_Datatype datatype)
{
    SCT__M_ENTER(MPI_File_write_all_begin);
    int rc = PMPI_File_write_all_begin(fh, buf, count, datatype);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_all_end(MPI_File fh, const void *buf, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_write_all_end);
    int rc = PMPI_File_write_all_end(fh, buf, status);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_at(MPI_File fh, MPI_Offset offset, const void * buf, int count,
                      MPI_Datatype datatype, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_write_at);
    int rc = PMPI_File_write_at(fh, offset, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_at_all(MPI_File fh, MPI_Offset offset, const void *buf, int count,
                          MPI_Datatype datatype, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_write_at_all);
    int rc = PMPI_File_write_at_all(fh, offset, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_at_all_begin(MPI_File fh, MPI_Offset offset, const void *buf, int count,
                                MPI_Datatype datatype)
{
    SCT__M_ENTER(MPI_File_write_at_all_begin);
    int rc = PMPI_File_write_at_all_begin(fh, offset, buf, count, datatype);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_int(&c, offset); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_at_all_end(MPI_File fh, const void *buf, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_write_at_all_end);
    int rc = PMPI_File_write_at_all_end(fh, buf, status);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_ordered(MPI_File fh, const void *buf, int count, MPI_Datatype datatype,
                           MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_write_ordered);
    int rc = PMPI_File_write_ordered(fh, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_ordered_begin(MPI_File fh, const void *buf, int count, MPI_Datatype datatype)
{
    SCT__M_ENTER(MPI_File_write_ordered_begin);
    int rc = PMPI_File_write_ordered_begin(fh, buf, count, datatype);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_ordered_end(MPI_File fh, const void *buf, MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_write_ordered_end);
    int rc = PMPI_File_write_ordered_end(fh, buf, status);
    if (c.mode) {
        sct__m_p_file(&c, fh);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_File_write_shared(MPI_File fh, const void *buf, int count, MPI_Datatype datatype,
                          MPI_Status *status)
{
    SCT__M_ENTER(MPI_File_write_shared);
    int rc = PMPI_File_write_shared(fh, buf, count, datatype, status);
    if (c.mode) {
        sct__m_p_file(&c, fh); sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Finalized(int *flag)
{ SCT__M_PLAIN(MPI_Finalized, (flag)); }

int MPI_Free_mem(void *base)
{ SCT__M_PLAIN(MPI_Free_mem, (base)); }

int MPI_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
               int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Gather);
    int rc = PMPI_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcount = 0, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                const int recvcounts[], const int displs[], MPI_Datatype recvtype, int root,
                MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Gatherv);
    int rc = PMPI_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root,
                          comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcounts = NULL, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_rootsize(&c, root, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Get(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank,
            MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    SCT__M_ENTER(MPI_Get);
    int rc = PMPI_Get(origin_addr, origin_count, origin_datatype, target_rank, target_disp,
                      target_count, target_datatype, win);
    if (c.mode) {
        sct__m_p_bytes(&c, origin_count, origin_datatype); sct__m_p_dtype(&c, origin_datatype);
        sct__m_p_wpeer(&c, target_rank, win); sct__m_p_int(&c, target_disp);
        sct__m_p_bytes(&c, target_count, target_datatype); sct__m_p_dtype(&c, target_datatype);
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Get_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype,
                       void *result_addr, int result_count, MPI_Datatype result_datatype,
                       int target_rank, MPI_Aint target_disp, int target_count,
                       MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    SCT__M_ENTER(MPI_Get_accumulate);
    int rc = PMPI_Get_accumulate(origin_addr, origin_count, origin_datatype, result_addr,
                                 result_count, result_datatype, target_rank, target_disp,
                                 target_count, target_datatype, op, win);
    if (c.mode) {
        sct__m_p_bytes(&c, origin_count, origin_datatype); sct__m_p_dtype(&c, origin_datatype);
        sct__m_p_bytes(&c, result_count, result_datatype); sct__m_p_dtype(&c, result_datatype);
        sct__m_p_wpeer(&c, target_rank, win); sct__m_p_int(&c, target_disp);
        sct__m_p_bytes(&c, target_count, target_datatype); sct__m_p_dtype(&c, target_datatype);
        sct__m_p_redop(&c, op); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Get_address(const void *location, MPI_Aint *address)
{ SCT__M_PLAIN(MPI_Get_address, (location, address)); }

int MPI_Get_count(const MPI_Status *status, MPI_Datatype datatype, int *count)
{
    SCT__M_ENTER(MPI_Get_count);
    int rc = PMPI_Get_count(status, datatype, count);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Get_elements(const MPI_Status *status, MPI_Datatype datatype, int *count)
{
    SCT__M_ENTER(MPI_Get_elements);
    int rc = PMPI_Get_elements(status, datatype, count);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Get_elements_x(const MPI_Status *status, MPI_Datatype datatype, MPI_Count *count)
{
    SCT__M_ENTER(MPI_Get_elements_x);
    int rc = PMPI_Get_elements_x(status, datatype, count);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Get_library_version(char *version, int *resultlen)
{ SCT__M_PLAIN(MPI_Get_library_version, (version, resultlen)); }

int MPI_Get_processor_name(char *name, int *resultlen)
{ SCT__M_PLAIN(MPI_Get_processor_name, (name, resultlen)); }

int MPI_Get_version(int *version, int *subversion)
{ SCT__M_PLAIN(MPI_Get_version, (version, subversion)); }

int MPI_Graph_create(MPI_Comm comm_old, int nnodes, const int indx[], const int edges[],
                     int reorder, MPI_Comm *comm_graph)
{
    SCT__M_ENTER(MPI_Graph_create);
    int rc = PMPI_Graph_create(comm_old, nnodes, indx, edges, reorder, comm_graph);
    if (c.mode) {
        sct__m_p_comm(&c, comm_old); sct__m_p_int(&c, nnodes); sct__m_p_ints(&c, nnodes, indx);
        sct__m_p_ints(&c, sct__m_nedges(nnodes, indx), edges); sct__m_p_int(&c, reorder);
        sct__m_p_newcomm(&c, comm_graph, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Graph_get(MPI_Comm comm, int maxindex, int maxedges, int indx[], int edges[])
{
    SCT__M_ENTER(MPI_Graph_get);
    int rc = PMPI_Graph_get(comm, maxindex, maxedges, indx, edges);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Graph_map(MPI_Comm comm, int nnodes, const int indx[], const int edges[], int *newrank)
{
    SCT__M_ENTER(MPI_Graph_map);
    int rc = PMPI_Graph_map(comm, nnodes, indx, edges, newrank);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_int(&c, nnodes); sct__m_p_ints(&c, nnodes, indx);
        sct__m_p_ints(&c, sct__m_nedges(nnodes, indx), edges);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Graph_neighbors(MPI_Comm comm, int rank, int maxneighbors, int neighbors[])
{
    SCT__M_ENTER(MPI_Graph_neighbors);
    int rc = PMPI_Graph_neighbors(comm, rank, maxneighbors, neighbors);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Graph_neighbors_count(MPI_Comm comm, int rank, int *nneighbors)
{
    SCT__M_ENTER(MPI_Graph_neighbors_count);
    int rc = PMPI_Graph_neighbors_count(comm, rank, nneighbors);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Graphdims_get(MPI_Comm comm, int *nnodes, int *nedges)
{
    SCT__M_ENTER(MPI_Graphdims_get);
    int rc = PMPI_Graphdims_get(comm, nnodes, nedges);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Grequest_complete(MPI_Request request)
{
    SCT__M_ENTER(MPI_Grequest_complete);
    int rc = PMPI_Grequest_complete(request);
    if (c.mode) {
        sct__m_p_req(&c, request);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Grequest_start(MPI_Grequest_query_function *query_fn, MPI_Grequest_free_function *free_fn,
                       MPI_Grequest_cancel_function *cancel_fn, void *extra_state,
                       MPI_Request *request)
{
    SCT__M_ENTER(MPI_Grequest_start);
    int rc = PMPI_Grequest_start(query_fn, free_fn, cancel_fn, extra_state, request);
    if (c.mode) {
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_compare(MPI_Group group1, MPI_Group group2, int *result)
{
    SCT__M_ENTER(MPI_Group_compare);
    int rc = PMPI_Group_compare(group1, group2, result);
    if (c.mode) {
        sct__m_p_group(&c, group1); sct__m_p_group(&c, group2);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_difference(MPI_Group group1, MPI_Group group2, MPI_Group *newgroup)
{
    SCT__M_ENTER(MPI_Group_difference);
    int rc = PMPI_Group_difference(group1, group2, newgroup);
    if (c.mode) {
        sct__m_p_group(&c, group1); sct__m_p_group(&c, group2);
        sct__m_p_newgroup(&c, newgroup, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_excl(MPI_Group group, int n, const int ranks[], MPI_Group *newgroup)
{
    SCT__M_ENTER(MPI_Group_excl);
    int rc = PMPI_Group_excl(group, n, ranks, newgroup);
    if (c.mode) {
        sct__m_p_group(&c, group); sct__m_p_int(&c, n); sct__m_p_ints(&c, n, ranks);
        sct__m_p_newgroup(&c, newgroup, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_free(MPI_Group *group)
{
    SCT__M_ENTER(MPI_Group_free);
    MPI_Group sct_h = group ? *group : MPI_GROUP_NULL;
    if (c.mode) sct__m_p_group(&c, sct_h);
    int rc = PMPI_Group_free(group);
    if (c.mode) {
        sct__m_forget(&c, &sct__m_rt.groups, SCT__M_KEY(sct_h));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_incl(MPI_Group group, int n, const int ranks[], MPI_Group *newgroup)
{
    SCT__M_ENTER(MPI_Group_incl);
    int rc = PMPI_Group_incl(group, n, ranks, newgroup);
    if (c.mode) {
        sct__m_p_group(&c, group); sct__m_p_int(&c, n); sct__m_p_ints(&c, n, ranks);
        sct__m_p_newgroup(&c, newgroup, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_intersection(MPI_Group group1, MPI_Group group2, MPI_Group *newgroup)
{
    SCT__M_ENTER(MPI_Group_intersection);
    int rc = PMPI_Group_intersection(group1, group2, newgroup);
    if (c.mode) {
        sct__m_p_group(&c, group1); sct__m_p_group(&c, group2);
        sct__m_p_newgroup(&c, newgroup, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_range_excl(MPI_Group group, int n, int ranges[][3], MPI_Group *newgroup)
{
    SCT__M_ENTER(MPI_Group_range_excl);
    int rc = PMPI_Group_range_excl(group, n, ranges, newgroup);
    if (c.mode) {
        sct__m_p_group(&c, group); sct__m_p_int(&c, n);
        sct__m_p_ints(&c, 3 * n, (const int *)ranges); sct__m_p_newgroup(&c, newgroup, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_range_incl(MPI_Group group, int n, int ranges[][3], MPI_Group *newgroup)
{
    SCT__M_ENTER(MPI_Group_range_incl);
    int rc = PMPI_Group_range_incl(group, n, ranges, newgroup);
    if (c.mode) {
        sct__m_p_group(&c, group); sct__m_p_int(&c, n);
        sct__m_p_ints(&c, 3 * n, (const int *)ranges); sct__m_p_newgroup(&c, newgroup, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_rank(MPI_Group group, int *rank)
{
    SCT__M_ENTER(MPI_Group_rank);
    int rc = PMPI_Group_rank(group, rank);
    if (c.mode) {
        sct__m_p_group(&c, group);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_size(MPI_Group group, int *size)
{
    SCT__M_ENTER(MPI_Group_size);
    int rc = PMPI_Group_size(group, size);
    if (c.mode) {
        sct__m_p_group(&c, group);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_translate_ranks(MPI_Group group1, int n, const int ranks1[], MPI_Group group2,
                              int ranks2[])
{
    SCT__M_ENTER(MPI_Group_translate_ranks);
    int rc = PMPI_Group_translate_ranks(group1, n, ranks1, group2, ranks2);
    if (c.mode) {
        sct__m_p_group(&c, group1); sct__m_p_int(&c, n); sct__m_p_ints(&c, n, ranks1);
        sct__m_p_group(&c, group2);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Group_union(MPI_Group group1, MPI_Group group2, MPI_Group *newgroup)
{
    SCT__M_ENTER(MPI_Group_union);
    int rc = PMPI_Group_union(group1, group2, newgroup);
    if (c.mode) {
        sct__m_p_group(&c, group1); sct__m_p_group(&c, group2);
        sct__m_p_newgroup(&c, newgroup, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Iallgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                   int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Iallgather);
    int rc = PMPI_Iallgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm,
                             request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcount = 0, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Iallgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                    const int recvcounts[], const int displs[], MPI_Datatype recvtype,
                    MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Iallgatherv);
    int rc = PMPI_Iallgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype,
                              comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcounts = NULL, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Iallreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op,
                   MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Iallreduce);
    int rc = PMPI_Iallreduce(sendbuf, recvbuf, count, datatype, op, comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ialltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                  int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ialltoall);
    int rc = PMPI_Ialltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm,
                            request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcount = 0, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ialltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[],
                   MPI_Datatype sendtype, void *recvbuf, const int recvcounts[],
                   const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ialltoallv);
    int rc = PMPI_Ialltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls,
                             recvtype, comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcounts = NULL, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcounts = NULL, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_vbytes(&c, sendcounts, sendtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ialltoallw(const void *sendbuf, const int sendcounts[], const int sdispls[],
                   const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[],
                   const int rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm,
                   MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ialltoallw);
    int rc = PMPI_Ialltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls,
                             recvtypes, comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcounts = NULL, sendtypes = NULL;
        if (sct_ip == 2) recvcounts = NULL, recvtypes = NULL;
        sct__m_p_wbytes(&c, sendcounts, sendtypes, sct__m_psize(&c, comm));
        sct__m_p_wbytes(&c, recvcounts, recvtypes, sct__m_psize(&c, comm));
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ibarrier(MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ibarrier);
    int rc = PMPI_Ibarrier(comm, request);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ibcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm,
               MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ibcast);
    int rc = PMPI_Ibcast(buffer, count, datatype, root, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm,
               MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ibsend);
    int rc = PMPI_Ibsend(buf, count, datatype, dest, tag, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Iexscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op,
                MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Iexscan);
    int rc = PMPI_Iexscan(sendbuf, recvbuf, count, datatype, op, comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Igather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Igather);
    int rc = PMPI_Igather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm,
                          request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcount = 0, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Igatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                 const int recvcounts[], const int displs[], MPI_Datatype recvtype, int root,
                 MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Igatherv);
    int rc = PMPI_Igatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype,
                           root, comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcounts = NULL, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_rootsize(&c, root, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message,
                MPI_Status *status)
{
    SCT__M_ENTER(MPI_Improbe);
    MPI_Status sct_st;
    status = sct__m_wstatus(source, status, &sct_st);
    int rc = PMPI_Improbe(source, tag, comm, flag, message, status);
    if (c.mode) {
        sct__m_p_src(&c, source, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newmsg(&c, flag && *flag ? message : NULL, rc);
        sct__m_p_matched(&c, source, comm, rc, flag && *flag, status);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Imrecv(void *buf, int count, MPI_Datatype datatype, MPI_Message *message,
               MPI_Request *request)
{
    SCT__M_ENTER(MPI_Imrecv);
    int64_t sct_msg = sct__m_msg_take(message);
    int rc = PMPI_Imrecv(buf, count, datatype, message, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_push(&c, sct_msg); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ineighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                            void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm,
                            MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ineighbor_allgather);
    int rc = PMPI_Ineighbor_allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype,
                                      comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ineighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                             void *recvbuf, const int recvcounts[], const int displs[],
                             MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ineighbor_allgatherv);
    int rc = PMPI_Ineighbor_allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs,
                                       recvtype, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_nbrs(comm, 0));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ineighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                           int recvcount, MPI_Datatype recvtype, MPI_Comm comm,
                           MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ineighbor_alltoall);
    int rc = PMPI_Ineighbor_alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype,
                                     comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ineighbor_alltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[],
                            MPI_Datatype sendtype, void *recvbuf, const int recvcounts[],
                            const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm,
                            MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ineighbor_alltoallv);
    int rc = PMPI_Ineighbor_alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts,
                                      rdispls, recvtype, comm, request);
    if (c.mode) {
        sct__m_p_vbytes(&c, sendcounts, sendtype, sct__m_nbrs(comm, 1));
        sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_nbrs(comm, 0));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ineighbor_alltoallw(const void *sendbuf, const int sendcounts[], const MPI_Aint sdispls[],
                            const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[],
                            const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm,
                            MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ineighbor_alltoallw);
    int rc = PMPI_Ineighbor_alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts,
                                      rdispls, recvtypes, comm, request);
    if (c.mode) {
        sct__m_p_wbytes(&c, sendcounts, sendtypes, sct__m_nbrs(comm, 1));
        sct__m_p_wbytes(&c, recvcounts, recvtypes, sct__m_nbrs(comm, 0)); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Info_create(MPI_Info *info)
{ SCT__M_PLAIN(MPI_Info_create, (info)); }

int MPI_Info_delete(MPI_Info info, const char *key)
{ SCT__M_PLAIN(MPI_Info_delete, (info, key)); }

int MPI_Info_dup(MPI_Info info, MPI_Info *newinfo)
{ SCT__M_PLAIN(MPI_Info_dup, (info, newinfo)); }

int MPI_Info_free(MPI_Info *info)
{ SCT__M_PLAIN(MPI_Info_free, (info)); }

int MPI_Info_get(MPI_Info info, const char *key, int valuelen, char *value, int *flag)
{ SCT__M_PLAIN(MPI_Info_get, (info, key, valuelen, value, flag)); }

int MPI_Info_get_nkeys(MPI_Info info, int *nkeys)
{ SCT__M_PLAIN(MPI_Info_get_nkeys, (info, nkeys)); }

int MPI_Info_get_nthkey(MPI_Info info, int n, char *key)
{
    SCT__M_ENTER(MPI_Info_get_nthkey);
    int rc = PMPI_Info_get_nthkey(info, n, key);
    if (c.mode) {
        sct__m_p_int(&c, n);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Info_get_valuelen(MPI_Info info, const char *key, int *valuelen, int *flag)
{ SCT__M_PLAIN(MPI_Info_get_valuelen, (info, key, valuelen, flag)); }

int MPI_Info_set(MPI_Info info, const char *key, const char *value)
{ SCT__M_PLAIN(MPI_Info_set, (info, key, value)); }

int MPI_Initialized(int *flag)
{ SCT__M_PLAIN(MPI_Initialized, (flag)); }

int MPI_Intercomm_create(MPI_Comm local_comm, int local_leader, MPI_Comm peer_comm,
                         int remote_leader, int tag, MPI_Comm *newintercomm)
{
    SCT__M_ENTER(MPI_Intercomm_create);
    int rc = PMPI_Intercomm_create(local_comm, local_leader, peer_comm, remote_leader, tag,
                                   newintercomm);
    if (c.mode) {
        sct__m_p_comm(&c, local_comm); sct__m_p_peer(&c, local_leader, local_comm);
        sct__m_p_comm(&c, peer_comm);
        sct__m_p_rleader(&c, local_comm, local_leader, peer_comm, remote_leader);
        sct__m_p_tag(&c, tag); sct__m_p_newcomm(&c, newintercomm, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Intercomm_merge(MPI_Comm intercomm, int high, MPI_Comm *newintracomm)
{
    SCT__M_ENTER(MPI_Intercomm_merge);
    int rc = PMPI_Intercomm_merge(intercomm, high, newintracomm);
    if (c.mode) {
        sct__m_p_comm(&c, intercomm); sct__m_p_int(&c, high);
        sct__m_p_newcomm(&c, newintracomm, rc, SCT__M_COMM_AGREE);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Iprobe(int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status)
{
    SCT__M_ENTER(MPI_Iprobe);
    int rc = PMPI_Iprobe(source, tag, comm, flag, status);
    if (c.mode) {
        sct__m_p_peer(&c, source, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm,
              MPI_Request *request)
{
    SCT__M_ENTER(MPI_Irecv);
    int rc = PMPI_Irecv(buf, count, datatype, source, tag, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, source, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ireduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op,
                int root, MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ireduce);
    int rc = PMPI_Ireduce(sendbuf, recvbuf, count, datatype, op, root, comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_root(&c, root, comm);
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ireduce_scatter(const void *sendbuf, void *recvbuf, const int recvcounts[],
                        MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ireduce_scatter);
    int rc = PMPI_Ireduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); if (sct_ip == 2) recvcounts = NULL;
        sct__m_p_vbytes(&c, recvcounts, datatype, sct__m_lsize(&c, comm));
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ireduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount,
                              MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ireduce_scatter_block);
    int rc = PMPI_Ireduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); if (sct_ip == 2) recvcount = 0;
        sct__m_p_bytes(&c, recvcount, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm,
               MPI_Request *request)
{
    SCT__M_ENTER(MPI_Irsend);
    int rc = PMPI_Irsend(buf, count, datatype, dest, tag, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Is_thread_main(int *flag)
{ SCT__M_PLAIN(MPI_Is_thread_main, (flag)); }

int MPI_Iscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op,
              MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Iscan);
    int rc = PMPI_Iscan(sendbuf, recvbuf, count, datatype, op, comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Iscatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                 int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm,
                 MPI_Request *request)
{
    SCT__M_ENTER(MPI_Iscatter);
    int rc = PMPI_Iscatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm,
                           request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcount = 0, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Iscatterv(const void *sendbuf, const int sendcounts[], const int displs[],
                  MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype,
                  int root, MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Iscatterv);
    int rc = PMPI_Iscatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype,
                            root, comm, request);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcounts = NULL, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcount = 0, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_vbytes(&c, sendcounts, sendtype, sct__m_rootsize(&c, root, comm));
        sct__m_p_dtype(&c, sendtype); sct__m_p_bytes(&c, recvcount, recvtype);
        sct__m_p_dtype(&c, recvtype); sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm,
              MPI_Request *request)
{
    SCT__M_ENTER(MPI_Isend);
    int rc = PMPI_Isend(buf, count, datatype, dest, tag, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm,
               MPI_Request *request)
{
    SCT__M_ENTER(MPI_Issend);
    int rc = PMPI_Issend(buf, count, datatype, dest, tag, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Keyval_create(MPI_Copy_function *copy_fn, MPI_Delete_function *delete_fn, int *keyval,
                      void *extra_state)
{
    SCT__M_ENTER(MPI_Keyval_create);
    int rc = PMPI_Keyval_create(copy_fn, delete_fn, keyval, extra_state);
    if (c.mode) {
        sct__m_p_newkeyval(&c, keyval, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Keyval_free(int *keyval)
{
    SCT__M_ENTER(MPI_Keyval_free);
    int sct_kv = keyval ? *keyval : MPI_KEYVAL_INVALID;
    int rc = PMPI_Keyval_free(keyval);
    if (c.mode) {
        sct__m_p_keyval(&c, sct_kv); sct__m_forget(&c, &sct__m_rt.keyvals, SCT__M_KEY(sct_kv));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Lookup_name(const char *service_name, MPI_Info info, char *port_name)
{ SCT__M_PLAIN(MPI_Lookup_name, (service_name, info, port_name)); }

int MPI_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status)
{
    SCT__M_ENTER(MPI_Mprobe);
    MPI_Status sct_st;
    status = sct__m_wstatus(source, status, &sct_st);
    int rc = PMPI_Mprobe(source, tag, comm, message, status);
    if (c.mode) {
        sct__m_p_src(&c, source, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newmsg(&c, message, rc); sct__m_p_matched(&c, source, comm, rc, 1, status);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Mrecv(void *buf, int count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status)
{
    SCT__M_ENTER(MPI_Mrecv);
    int64_t sct_msg = sct__m_msg_take(message);
    int rc = PMPI_Mrecv(buf, count, datatype, message, status);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_push(&c, sct_msg);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Neighbor_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                           int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Neighbor_allgather);
    int rc = PMPI_Neighbor_allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype,
                                     comm);
    if (c.mode) {
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Neighbor_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                            void *recvbuf, const int recvcounts[], const int displs[],
                            MPI_Datatype recvtype, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Neighbor_allgatherv);
    int rc = PMPI_Neighbor_allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs,
                                      recvtype, comm);
    if (c.mode) {
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_nbrs(comm, 0));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Neighbor_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                          int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Neighbor_alltoall);
    int rc = PMPI_Neighbor_alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype,
                                    comm);
    if (c.mode) {
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Neighbor_alltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[],
                           MPI_Datatype sendtype, void *recvbuf, const int recvcounts[],
                           const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Neighbor_alltoallv);
    int rc = PMPI_Neighbor_alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts,
                                     rdispls, recvtype, comm);
    if (c.mode) {
        sct__m_p_vbytes(&c, sendcounts, sendtype, sct__m_nbrs(comm, 1));
        sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_nbrs(comm, 0));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Neighbor_alltoallw(const void *sendbuf, const int sendcounts[], const MPI_Aint sdispls[],
                           const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[],
                           const MPI_Aint rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Neighbor_alltoallw);
    int rc = PMPI_Neighbor_alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts,
                                     rdispls, recvtypes, comm);
    if (c.mode) {
        sct__m_p_wbytes(&c, sendcounts, sendtypes, sct__m_nbrs(comm, 1));
        sct__m_p_wbytes(&c, recvcounts, recvtypes, sct__m_nbrs(comm, 0)); sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Op_commutative(MPI_Op op, int *commute)
{
    SCT__M_ENTER(MPI_Op_commutative);
    int rc = PMPI_Op_commutative(op, commute);
    if (c.mode) {
        sct__m_p_redop(&c, op);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Op_create(MPI_User_function *user_fn, int commute, MPI_Op *op)
{
    SCT__M_ENTER(MPI_Op_create);
    int rc = PMPI_Op_create(user_fn, commute, op);
    if (c.mode) {
        sct__m_p_newop(&c, op, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Op_free(MPI_Op *op)
{
    SCT__M_ENTER(MPI_Op_free);
    MPI_Op sct_h = op ? *op : MPI_OP_NULL;
    if (c.mode) sct__m_p_redop(&c, sct_h);
    int rc = PMPI_Op_free(op);
    if (c.mode) {
        sct__m_forget(&c, &sct__m_rt.ops, SCT__M_KEY(sct_h));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Open_port(MPI_Info info, char *port_name)
{ SCT__M_PLAIN(MPI_Open_port, (info, port_name)); }

int MPI_Pack(const void *inbuf, int incount, MPI_Datatype datatype, void *outbuf, int outsize,
             int *position, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Pack);
    int rc = PMPI_Pack(inbuf, incount, datatype, outbuf, outsize, position, comm);
    if (c.mode) {
        sct__m_p_bytes(&c, incount, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Pack_external(const char *datarep, const void *inbuf, int incount, MPI_Datatype datatype,
                      void *outbuf, MPI_Aint outsize, MPI_Aint *position)
{
    SCT__M_ENTER(MPI_Pack_external);
    int rc = PMPI_Pack_external(datarep, inbuf, incount, datatype, outbuf, outsize, position);
    if (c.mode) {
        sct__m_p_bytes(&c, incount, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Pack_external_size(const char *datarep, int incount, MPI_Datatype datatype, MPI_Aint *size)
{
    SCT__M_ENTER(MPI_Pack_external_size);
    int rc = PMPI_Pack_external_size(datarep, incount, datatype, size);
    if (c.mode) {
        sct__m_p_bytes(&c, incount, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Pack_size(int incount, MPI_Datatype datatype, MPI_Comm comm, int *size)
{
    SCT__M_ENTER(MPI_Pack_size);
    int rc = PMPI_Pack_size(incount, datatype, comm, size);
    if (c.mode) {
        sct__m_p_bytes(&c, incount, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Probe(int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    SCT__M_ENTER(MPI_Probe);
    MPI_Status sct_st;
    status = sct__m_wstatus(source, status, &sct_st);
    int rc = PMPI_Probe(source, tag, comm, status);
    if (c.mode) {
        sct__m_p_src(&c, source, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_matched(&c, source, comm, rc, 1, status);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Publish_name(const char *service_name, MPI_Info info, const char *port_name)
{ SCT__M_PLAIN(MPI_Publish_name, (service_name, info, port_name)); }

int MPI_Put(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype,
            int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype,
            MPI_Win win)
{
    SCT__M_ENTER(MPI_Put);
    int rc = PMPI_Put(origin_addr, origin_count, origin_datatype, target_rank, target_disp,
                      target_count, target_datatype, win);
    if (c.mode) {
        sct__m_p_bytes(&c, origin_count, origin_datatype); sct__m_p_dtype(&c, origin_datatype);
        sct__m_p_wpeer(&c, target_rank, win); sct__m_p_int(&c, target_disp);
        sct__m_p_bytes(&c, target_count, target_datatype); sct__m_p_dtype(&c, target_datatype);
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Query_thread(int *provided)
{ SCT__M_PLAIN(MPI_Query_thread, (provided)); }

int MPI_Raccumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype,
                    int target_rank, MPI_Aint target_disp, int target_count,
                    MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Raccumulate);
    int rc = PMPI_Raccumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp,
                              target_count, target_datatype, op, win, request);
    if (c.mode) {
        sct__m_p_bytes(&c, origin_count, origin_datatype); sct__m_p_dtype(&c, origin_datatype);
        sct__m_p_wpeer(&c, target_rank, win); sct__m_p_int(&c, target_disp);
        sct__m_p_bytes(&c, target_count, target_datatype); sct__m_p_dtype(&c, target_datatype);
        sct__m_p_redop(&c, op); sct__m_p_win(&c, win); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm,
             MPI_Status *status)
{
    SCT__M_ENTER(MPI_Recv);
    MPI_Status sct_st;
    status = sct__m_wstatus(source, status, &sct_st);
    int rc = PMPI_Recv(buf, count, datatype, source, tag, comm, status);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_src(&c, source, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_matched(&c, source, comm, rc, 1, status);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm,
                  MPI_Request *request)
{
    SCT__M_ENTER(MPI_Recv_init);
    int rc = PMPI_Recv_init(buf, count, datatype, source, tag, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, source, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op,
               int root, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Reduce);
    int rc = PMPI_Reduce(sendbuf, recvbuf, count, datatype, op, root, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_root(&c, root, comm);
        sct__m_p_comm(&c, comm); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Reduce_local(const void *inbuf, void *inoutbuf, int count, MPI_Datatype datatype, MPI_Op op)
{
    SCT__M_ENTER(MPI_Reduce_local);
    int rc = PMPI_Reduce_local(inbuf, inoutbuf, count, datatype, op);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Reduce_scatter(const void *sendbuf, void *recvbuf, const int recvcounts[],
                       MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Reduce_scatter);
    int rc = PMPI_Reduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); if (sct_ip == 2) recvcounts = NULL;
        sct__m_p_vbytes(&c, recvcounts, datatype, sct__m_lsize(&c, comm));
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount,
                             MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Reduce_scatter_block);
    int rc = PMPI_Reduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); if (sct_ip == 2) recvcount = 0;
        sct__m_p_bytes(&c, recvcount, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Register_datarep(const char *datarep, MPI_Datarep_conversion_function *read_conversion_fn,
                         MPI_Datarep_conversion_function *write_conversion_fn,
                         MPI_Datarep_extent_function *dtype_file_extent_fn, void *extra_state)
{
    SCT__M_PLAIN(MPI_Register_datarep, (datarep, read_conversion_fn, write_conversion_fn,
                                        dtype_file_extent_fn, extra_state));
}

int MPI_Request_free(MPI_Request *request)
{
    SCT__M_ENTER(MPI_Request_free);
    MPI_Request sct_h = request ? *request : MPI_REQUEST_NULL;
    if (c.mode) sct__m_p_req(&c, sct_h);
    int rc = PMPI_Request_free(request);
    if (c.mode) {
        sct__m_req_release(&c, sct_h);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Request_get_status(MPI_Request request, int *flag, MPI_Status *status)
{
    SCT__M_ENTER(MPI_Request_get_status);
    int rc = PMPI_Request_get_status(request, flag, status);
    if (c.mode) {
        sct__m_p_req(&c, request);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Rget(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank,
             MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win,
             MPI_Request *request)
{
    SCT__M_ENTER(MPI_Rget);
    int rc = PMPI_Rget(origin_addr, origin_count, origin_datatype, target_rank, target_disp,
                       target_count, target_datatype, win, request);
    if (c.mode) {
        sct__m_p_bytes(&c, origin_count, origin_datatype); sct__m_p_dtype(&c, origin_datatype);
        sct__m_p_wpeer(&c, target_rank, win); sct__m_p_int(&c, target_disp);
        sct__m_p_bytes(&c, target_count, target_datatype); sct__m_p_dtype(&c, target_datatype);
        sct__m_p_win(&c, win); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Rget_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype,
                        void *result_addr, int result_count, MPI_Datatype result_datatype,
                        int target_rank, MPI_Aint target_disp, int target_count,
                        MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Rget_accumulate);
    int rc = PMPI_Rget_accumulate(origin_addr, origin_count, origin_datatype, result_addr,
                                  result_count, result_datatype, target_rank, target_disp,
                                  target_count, target_datatype, op, win, request);
    if (c.mode) {
        sct__m_p_bytes(&c, origin_count, origin_datatype); sct__m_p_dtype(&c, origin_datatype);
        sct__m_p_bytes(&c, result_count, result_datatype); sct__m_p_dtype(&c, result_datatype);
        sct__m_p_wpeer(&c, target_rank, win); sct__m_p_int(&c, target_disp);
        sct__m_p_bytes(&c, target_count, target_datatype); sct__m_p_dtype(&c, target_datatype);
        sct__m_p_redop(&c, op); sct__m_p_win(&c, win); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Rput(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype,
             int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype,
             MPI_Win win, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Rput);
    int rc = PMPI_Rput(origin_addr, origin_count, origin_datatype, target_rank, target_disp,
                       target_count, target_datatype, win, request);
    if (c.mode) {
        sct__m_p_bytes(&c, origin_count, origin_datatype); sct__m_p_dtype(&c, origin_datatype);
        sct__m_p_wpeer(&c, target_rank, win); sct__m_p_int(&c, target_disp);
        sct__m_p_bytes(&c, target_count, target_datatype); sct__m_p_dtype(&c, target_datatype);
        sct__m_p_win(&c, win); sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Rsend);
    int rc = PMPI_Rsend(buf, count, datatype, dest, tag, comm);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag,
                   MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Rsend_init);
    int rc = PMPI_Rsend_init(buf, count, datatype, dest, tag, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op,
             MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Scan);
    int rc = PMPI_Scan(sendbuf, recvbuf, count, datatype, op, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf); sct__m_p_bytes(&c, count, datatype);
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Scatter);
    int rc = PMPI_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcount = 0, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcount = 0, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm); sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Scatterv(const void *sendbuf, const int sendcounts[], const int displs[],
                 MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype,
                 int root, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Scatterv);
    int rc = PMPI_Scatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype,
                           root, comm);
    if (c.mode) {
        int sct_ip = sct__m_in_place(sendbuf, recvbuf);
        if (sct_ip == 1) sendcounts = NULL, sendtype = MPI_DATATYPE_NULL;
        if (sct_ip == 2) recvcount = 0, recvtype = MPI_DATATYPE_NULL;
        sct__m_p_vbytes(&c, sendcounts, sendtype, sct__m_rootsize(&c, root, comm));
        sct__m_p_dtype(&c, sendtype); sct__m_p_bytes(&c, recvcount, recvtype);
        sct__m_p_dtype(&c, recvtype); sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_push(&c, sct_ip);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Send);
    int rc = PMPI_Send(buf, count, datatype, dest, tag, comm);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag,
                  MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Send_init);
    int rc = PMPI_Send_init(buf, count, datatype, dest, tag, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag,
                 void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag,
                 MPI_Comm comm, MPI_Status *status)
{
    SCT__M_ENTER(MPI_Sendrecv);
    MPI_Status sct_st;
    status = sct__m_wstatus(source, status, &sct_st);
    int rc = PMPI_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount,
                           recvtype, source, recvtag, comm, status);
    if (c.mode) {
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, sendtag);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_src(&c, source, comm); sct__m_p_tag(&c, recvtag); sct__m_p_comm(&c, comm);
        sct__m_p_matched(&c, source, comm, rc, 1, status);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag,
                         int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    SCT__M_ENTER(MPI_Sendrecv_replace);
    MPI_Status sct_st;
    status = sct__m_wstatus(source, status, &sct_st);
    int rc = PMPI_Sendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm,
                                   status);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, sendtag); sct__m_p_src(&c, source, comm);
        sct__m_p_tag(&c, recvtag); sct__m_p_comm(&c, comm);
        sct__m_p_matched(&c, source, comm, rc, 1, status);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Ssend);
    int rc = PMPI_Ssend(buf, count, datatype, dest, tag, comm);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag,
                   MPI_Comm comm, MPI_Request *request)
{
    SCT__M_ENTER(MPI_Ssend_init);
    int rc = PMPI_Ssend_init(buf, count, datatype, dest, tag, comm, request);
    if (c.mode) {
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_peer(&c, dest, comm); sct__m_p_tag(&c, tag); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Start(MPI_Request *request)
{
    SCT__M_ENTER(MPI_Start);
    int rc = PMPI_Start(request);
    if (c.mode) {
        sct__m_p_req(&c, request ? *request : MPI_REQUEST_NULL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Startall(int count, MPI_Request array_of_requests[])
{
    SCT__M_ENTER(MPI_Startall);
    int rc = PMPI_Startall(count, array_of_requests);
    if (c.mode) {
        sct__m_p_reqs(&c, count, array_of_requests);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Status_set_cancelled(MPI_Status *status, int flag)
{
    SCT__M_ENTER(MPI_Status_set_cancelled);
    int rc = PMPI_Status_set_cancelled(status, flag);
    if (c.mode) {
        sct__m_p_int(&c, flag);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Status_set_elements(MPI_Status *status, MPI_Datatype datatype, int count)
{
    SCT__M_ENTER(MPI_Status_set_elements);
    int rc = PMPI_Status_set_elements(status, datatype, count);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype); sct__m_p_bytes(&c, count, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Status_set_elements_x(MPI_Status *status, MPI_Datatype datatype, MPI_Count count)
{
    SCT__M_ENTER(MPI_Status_set_elements_x);
    int rc = PMPI_Status_set_elements_x(status, datatype, count);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_T_category_changed(int *update_number)
{ SCT__M_PLAIN(MPI_T_category_changed, (update_number)); }

int MPI_T_category_get_categories(int cat_index, int len, int indices[])
{ SCT__M_PLAIN(MPI_T_category_get_categories, (cat_index, len, indices)); }

int MPI_T_category_get_cvars(int cat_index, int len, int indices[])
{ SCT__M_PLAIN(MPI_T_category_get_cvars, (cat_index, len, indices)); }

int MPI_T_category_get_index(const char *name, int *cat_index)
{ SCT__M_PLAIN(MPI_T_category_get_index, (name, cat_index)); }

int MPI_T_category_get_info(int cat_index, char *name, int *name_len, char *desc, int *desc_len,
                            int *num_cvars, int *num_pvars, int *num_categories)
{
    SCT__M_PLAIN(MPI_T_category_get_info, (cat_index, name, name_len, desc, desc_len, num_cvars,
                                           num_pvars, num_categories));
}

int MPI_T_category_get_num(int *num_cat)
{ SCT__M_PLAIN(MPI_T_category_get_num, (num_cat)); }

int MPI_T_category_get_pvars(int cat_index, int len, int indices[])
{ SCT__M_PLAIN(MPI_T_category_get_pvars, (cat_index, len, indices)); }

int MPI_T_cvar_get_index(const char *name, int *cvar_index)
{ SCT__M_PLAIN(MPI_T_cvar_get_index, (name, cvar_index)); }

int MPI_T_cvar_get_info(int cvar_index, char *name, int *name_len, int *verbosity,
                        MPI_Datatype *datatype, MPI_T_enum *enumtype, char *desc, int *desc_len,
                        int *bind, int *scope)
{
    SCT__M_PLAIN(MPI_T_cvar_get_info, (cvar_index, name, name_len, verbosity, datatype, enumtype,
                                       desc, desc_len, bind, scope));
}

int MPI_T_cvar_get_num(int *num_cvar)
{ SCT__M_PLAIN(MPI_T_cvar_get_num, (num_cvar)); }

int MPI_T_cvar_handle_alloc(int cvar_index, void *obj_handle, MPI_T_cvar_handle *handle, int *count)
{ SCT__M_PLAIN(MPI_T_cvar_handle_alloc, (cvar_index, obj_handle, handle, count)); }

int MPI_T_cvar_handle_free(MPI_T_cvar_handle *handle)
{ SCT__M_PLAIN(MPI_T_cvar_handle_free, (handle)); }

int MPI_T_cvar_read(MPI_T_cvar_handle handle, void *buf)
{ SCT__M_PLAIN(MPI_T_cvar_read, (handle, buf)); }

int MPI_T_cvar_write(MPI_T_cvar_handle handle, const void *buf)
{ SCT__M_PLAIN(MPI_T_cvar_write, (handle, buf)); }

int MPI_T_enum_get_info(MPI_T_enum enumtype, int *num, char *name, int *name_len)
{ SCT__M_PLAIN(MPI_T_enum_get_info, (enumtype, num, name, name_len)); }

int MPI_T_enum_get_item(MPI_T_enum enumtype, int indx, int *value, char *name, int *name_len)
{ SCT__M_PLAIN(MPI_T_enum_get_item, (enumtype, indx, value, name, name_len)); }

int MPI_T_finalize(void)
{ SCT__M_PLAIN(MPI_T_finalize, ()); }

int MPI_T_init_thread(int required, int *provided)
{
    SCT__M_ENTER(MPI_T_init_thread);
    int rc = PMPI_T_init_thread(required, provided);
    if (c.mode) {
        sct__m_p_int(&c, required);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_T_pvar_get_index(const char *name, int var_class, int *pvar_index)
{ SCT__M_PLAIN(MPI_T_pvar_get_index, (name, var_class, pvar_index)); }

int MPI_T_pvar_get_info(int pvar_index, char *name, int *name_len, int *verbosity, int *var_class,
                        MPI_Datatype *datatype, MPI_T_enum *enumtype, char *desc, int *desc_len,
                        int *bind, int *readonly, int *continuous, int *atomic)
{
    SCT__M_PLAIN(MPI_T_pvar_get_info, (pvar_index, name, name_len, verbosity, var_class, datatype,
                                       enumtype, desc, desc_len, bind, readonly, continuous,
                                       atomic));
}

int MPI_T_pvar_get_num(int *num_pvar)
{ SCT__M_PLAIN(MPI_T_pvar_get_num, (num_pvar)); }

int MPI_T_pvar_handle_alloc(MPI_T_pvar_session session, int pvar_index, void *obj_handle,
                            MPI_T_pvar_handle *handle, int *count)
{ SCT__M_PLAIN(MPI_T_pvar_handle_alloc, (session, pvar_index, obj_handle, handle, count)); }

int MPI_T_pvar_handle_free(MPI_T_pvar_session session, MPI_T_pvar_handle *handle)
{ SCT__M_PLAIN(MPI_T_pvar_handle_free, (session, handle)); }

int MPI_T_pvar_read(MPI_T_pvar_session session, MPI_T_pvar_handle handle, void *buf)
{ SCT__M_PLAIN(MPI_T_pvar_read, (session, handle, buf)); }

int MPI_T_pvar_readreset(MPI_T_pvar_session session, MPI_T_pvar_handle handle, void *buf)
{ SCT__M_PLAIN(MPI_T_pvar_readreset, (session, handle, buf)); }

int MPI_T_pvar_reset(MPI_T_pvar_session session, MPI_T_pvar_handle handle)
{ SCT__M_PLAIN(MPI_T_pvar_reset, (session, handle)); }

int MPI_T_pvar_session_create(MPI_T_pvar_session *session)
{ SCT__M_PLAIN(MPI_T_pvar_session_create, (session)); }

int MPI_T_pvar_session_free(MPI_T_pvar_session *session)
{ SCT__M_PLAIN(MPI_T_pvar_session_free, (session)); }

int MPI_T_pvar_start(MPI_T_pvar_session session, MPI_T_pvar_handle handle)
{ SCT__M_PLAIN(MPI_T_pvar_start, (session, handle)); }

int MPI_T_pvar_stop(MPI_T_pvar_session session, MPI_T_pvar_handle handle)
{ SCT__M_PLAIN(MPI_T_pvar_stop, (session, handle)); }

int MPI_T_pvar_write(MPI_T_pvar_session session, MPI_T_pvar_handle handle, const void *buf)
{ SCT__M_PLAIN(MPI_T_pvar_write, (session, handle, buf)); }

int MPI_Test(MPI_Request *request, int *flag, MPI_Status *status)
{
    SCT__M_ENTER(MPI_Test);
    if (c.mode) sct__m_reqs_pre(&c, 1, request);
    int rc = PMPI_Test(request, flag, status);
    if (c.mode) {
        sct__m_reqs_post(&c, request, rc, *flag ? -1 : 0, NULL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Test_cancelled(const MPI_Status *status, int *flag)
{ SCT__M_PLAIN(MPI_Test_cancelled, (status, flag)); }

int MPI_Testall(int count, MPI_Request array_of_requests[], int *flag,
                MPI_Status array_of_statuses[])
{
    SCT__M_ENTER(MPI_Testall);
    if (c.mode) sct__m_reqs_pre(&c, count, array_of_requests);
    int rc = PMPI_Testall(count, array_of_requests, flag, array_of_statuses);
    if (c.mode) {
        sct__m_reqs_post(&c, array_of_requests, rc, *flag ? -1 : 0, NULL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Testany(int count, MPI_Request array_of_requests[], int *indx, int *flag,
                MPI_Status *status)
{
    SCT__M_ENTER(MPI_Testany);
    if (c.mode) sct__m_reqs_pre(&c, count, array_of_requests);
    int rc = PMPI_Testany(count, array_of_requests, indx, flag, status);
    if (c.mode) {
        sct__m_reqs_post(&c, array_of_requests, rc, *flag && *indx != MPI_UNDEFINED ? 1 : 0, indx);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Testsome(int incount, MPI_Request array_of_requests[], int *outcount,
                 int array_of_indices[], MPI_Status array_of_statuses[])
{
    SCT__M_ENTER(MPI_Testsome);
    if (c.mode) sct__m_reqs_pre(&c, incount, array_of_requests);
    int rc = PMPI_Testsome(incount, array_of_requests, outcount, array_of_indices,
                           array_of_statuses);
    if (c.mode) {
        sct__m_reqs_post(&c, array_of_requests, rc, *outcount == MPI_UNDEFINED ? 0 : *outcount,
                         array_of_indices);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Topo_test(MPI_Comm comm, int *status)
{
    SCT__M_ENTER(MPI_Topo_test);
    int rc = PMPI_Topo_test(comm, status);
    if (c.mode) {
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_commit(MPI_Datatype *datatype)
{
    SCT__M_ENTER(MPI_Type_commit);
    int rc = PMPI_Type_commit(datatype);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype ? *datatype : MPI_DATATYPE_NULL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_contiguous(int count, MPI_Datatype oldtype, MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_contiguous);
    int rc = PMPI_Type_contiguous(count, oldtype, newtype);
    if (c.mode) {
        sct__m_p_int(&c, count); sct__m_p_dtype(&c, oldtype); sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_darray(int size, int rank, int ndims, const int array_of_gsizes[],
                           const int array_of_distribs[], const int array_of_dargs[],
                           const int array_of_psizes[], int order, MPI_Datatype oldtype,
                           MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_darray);
    int rc = PMPI_Type_create_darray(size, rank, ndims, array_of_gsizes, array_of_distribs,
                                     array_of_dargs, array_of_psizes, order, oldtype, newtype);
    if (c.mode) {
        sct__m_p_int(&c, size); sct__m_p_int(&c, rank); sct__m_p_int(&c, ndims);
        sct__m_p_ints(&c, ndims, array_of_gsizes); sct__m_p_ints(&c, ndims, array_of_distribs);
        sct__m_p_ints(&c, ndims, array_of_dargs); sct__m_p_ints(&c, ndims, array_of_psizes);
        sct__m_p_int(&c, order); sct__m_p_dtype(&c, oldtype); sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_f90_complex(int p, int r, MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_f90_complex);
    int rc = PMPI_Type_create_f90_complex(p, r, newtype);
    if (c.mode) {
        sct__m_p_int(&c, p); sct__m_p_int(&c, r); sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_f90_integer(int r, MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_f90_integer);
    int rc = PMPI_Type_create_f90_integer(r, newtype);
    if (c.mode) {
        sct__m_p_int(&c, r); sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_f90_real(int p, int r, MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_f90_real);
    int rc = PMPI_Type_create_f90_real(p, r, newtype);
    if (c.mode) {
        sct__m_p_int(&c, p); sct__m_p_int(&c, r); sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_hindexed(int count, const int array_of_blocklengths[],
                             const MPI_Aint array_of_displacements[], MPI_Datatype oldtype,
                             MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_hindexed);
    int rc = PMPI_Type_create_hindexed(count, array_of_blocklengths, array_of_displacements,
                                       oldtype, newtype);
    if (c.mode) {
        sct__m_p_int(&c, count); sct__m_p_ints(&c, count, array_of_blocklengths);
        sct__m_p_aints(&c, count, array_of_displacements); sct__m_p_dtype(&c, oldtype);
        sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_hindexed_block(int count, int blocklength,
                                   const MPI_Aint array_of_displacements[], MPI_Datatype oldtype,
                                   MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_hindexed_block);
    int rc = PMPI_Type_create_hindexed_block(count, blocklength, array_of_displacements, oldtype,
                                             newtype);
    if (c.mode) {
        sct__m_p_int(&c, count); sct__m_p_int(&c, blocklength);
        sct__m_p_aints(&c, count, array_of_displacements); sct__m_p_dtype(&c, oldtype);
        sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_hvector(int count, int blocklength, MPI_Aint stride, MPI_Datatype oldtype,
                            MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_hvector);
    int rc = PMPI_Type_create_hvector(count, blocklength, stride, oldtype, newtype);
    if (c.mode) {
        sct__m_p_int(&c, count); sct__m_p_int(&c, blocklength); sct__m_p_int(&c, stride);
        sct__m_p_dtype(&c, oldtype); sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_indexed_block(int count, int blocklength, const int array_of_displacements[],
                                  MPI_Datatype oldtype, MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_indexed_block);
    int rc = PMPI_Type_create_indexed_block(count, blocklength, array_of_displacements, oldtype,
                                            newtype);
    if (c.mode) {
        sct__m_p_int(&c, count); sct__m_p_int(&c, blocklength);
        sct__m_p_ints(&c, count, array_of_displacements); sct__m_p_dtype(&c, oldtype);
        sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_keyval(MPI_Type_copy_attr_function *type_copy_attr_fn,
                           MPI_Type_delete_attr_function *type_delete_attr_fn, int *type_keyval,
                           void *extra_state)
{
    SCT__M_ENTER(MPI_Type_create_keyval);
    int rc = PMPI_Type_create_keyval(type_copy_attr_fn, type_delete_attr_fn, type_keyval,
                                     extra_state);
    if (c.mode) {
        sct__m_p_newkeyval(&c, type_keyval, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_resized(MPI_Datatype oldtype, MPI_Aint lb, MPI_Aint extent,
                            MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_resized);
    int rc = PMPI_Type_create_resized(oldtype, lb, extent, newtype);
    if (c.mode) {
        sct__m_p_dtype(&c, oldtype); sct__m_p_int(&c, lb); sct__m_p_int(&c, extent);
        sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_struct(int count, const int array_of_blocklengths[],
                           const MPI_Aint array_of_displacements[],
                           const MPI_Datatype array_of_types[], MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_struct);
    int rc = PMPI_Type_create_struct(count, array_of_blocklengths, array_of_displacements,
                                     array_of_types, newtype);
    if (c.mode) {
        sct__m_p_int(&c, count); sct__m_p_ints(&c, count, array_of_blocklengths);
        sct__m_p_aints(&c, count, array_of_displacements);
        sct__m_p_dtypes(&c, count, array_of_types); sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_create_subarray(int ndims, const int array_of_sizes[], const int array_of_subsizes[],
                             const int array_of_starts[], int order, MPI_Datatype oldtype,
                             MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_create_subarray);
    int rc = PMPI_Type_create_subarray(ndims, array_of_sizes, array_of_subsizes, array_of_starts,
                                       order, oldtype, newtype);
    if (c.mode) {
        sct__m_p_int(&c, ndims); sct__m_p_ints(&c, ndims, array_of_sizes);
        sct__m_p_ints(&c, ndims, array_of_subsizes); sct__m_p_ints(&c, ndims, array_of_starts);
        sct__m_p_int(&c, order); sct__m_p_dtype(&c, oldtype); sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_delete_attr(MPI_Datatype datatype, int type_keyval)
{
    SCT__M_ENTER(MPI_Type_delete_attr);
    int rc = PMPI_Type_delete_attr(datatype, type_keyval);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype); sct__m_p_keyval(&c, type_keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_dup(MPI_Datatype oldtype, MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_dup);
    int rc = PMPI_Type_dup(oldtype, newtype);
    if (c.mode) {
        sct__m_p_dtype(&c, oldtype); sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_free(MPI_Datatype *datatype)
{
    SCT__M_ENTER(MPI_Type_free);
    MPI_Datatype sct_h = datatype ? *datatype : MPI_DATATYPE_NULL;
    if (c.mode) sct__m_p_dtype(&c, sct_h);
    int rc = PMPI_Type_free(datatype);
    if (c.mode) {
        sct__m_forget(&c, &sct__m_rt.dtypes, SCT__M_KEY(sct_h));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_free_keyval(int *type_keyval)
{
    SCT__M_ENTER(MPI_Type_free_keyval);
    int sct_kv = type_keyval ? *type_keyval : MPI_KEYVAL_INVALID;
    int rc = PMPI_Type_free_keyval(type_keyval);
    if (c.mode) {
        sct__m_p_keyval(&c, sct_kv); sct__m_forget(&c, &sct__m_rt.keyvals, SCT__M_KEY(sct_kv));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_get_attr(MPI_Datatype datatype, int type_keyval, void *attribute_val, int *flag)
{
    SCT__M_ENTER(MPI_Type_get_attr);
    int rc = PMPI_Type_get_attr(datatype, type_keyval, attribute_val, flag);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype); sct__m_p_keyval(&c, type_keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_get_contents(MPI_Datatype datatype, int max_integers, int max_addresses,
                          int max_datatypes, int array_of_integers[], MPI_Aint array_of_addresses[],
                          MPI_Datatype array_of_datatypes[])
{
    SCT__M_ENTER(MPI_Type_get_contents);
    int rc = PMPI_Type_get_contents(datatype, max_integers, max_addresses, max_datatypes,
                                    array_of_integers, array_of_addresses, array_of_datatypes);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype); sct__m_p_int(&c, max_integers);
        sct__m_p_int(&c, max_addresses); sct__m_p_int(&c, max_datatypes);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_get_envelope(MPI_Datatype datatype, int *num_integers, int *num_addresses,
                          int *num_datatypes, int *combiner)
{
    SCT__M_ENTER(MPI_Type_get_envelope);
    int rc = PMPI_Type_get_envelope(datatype, num_integers, num_addresses, num_datatypes, combiner);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_get_extent(MPI_Datatype datatype, MPI_Aint *lb, MPI_Aint *extent)
{
    SCT__M_ENTER(MPI_Type_get_extent);
    int rc = PMPI_Type_get_extent(datatype, lb, extent);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_get_extent_x(MPI_Datatype datatype, MPI_Count *lb, MPI_Count *extent)
{
    SCT__M_ENTER(MPI_Type_get_extent_x);
    int rc = PMPI_Type_get_extent_x(datatype, lb, extent);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_get_name(MPI_Datatype datatype, char *type_name, int *resultlen)
{
    SCT__M_ENTER(MPI_Type_get_name);
    int rc = PMPI_Type_get_name(datatype, type_name, resultlen);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_get_true_extent(MPI_Datatype datatype, MPI_Aint *true_lb, MPI_Aint *true_extent)
{
    SCT__M_ENTER(MPI_Type_get_true_extent);
    int rc = PMPI_Type_get_true_extent(datatype, true_lb, true_extent);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_get_true_extent_x(MPI_Datatype datatype, MPI_Count *true_lb, MPI_Count *true_extent)
{
    SCT__M_ENTER(MPI_Type_get_true_extent_x);
    int rc = PMPI_Type_get_true_extent_x(datatype, true_lb, true_extent);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_indexed(int count, const int array_of_blocklengths[],
                     const int array_of_displacements[], MPI_Datatype oldtype,
                     MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_indexed);
    int rc = PMPI_Type_indexed(count, array_of_blocklengths, array_of_displacements, oldtype,
                               newtype);
    if (c.mode) {
        sct__m_p_int(&c, count); sct__m_p_ints(&c, count, array_of_blocklengths);
        sct__m_p_ints(&c, count, array_of_displacements); sct__m_p_dtype(&c, oldtype);
        sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_match_size(int typeclass, int size, MPI_Datatype *datatype)
{
    SCT__M_ENTER(MPI_Type_match_size);
    int rc = PMPI_Type_match_size(typeclass, size, datatype);
    if (c.mode) {
        sct__m_p_int(&c, typeclass); sct__m_p_int(&c, size);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_set_attr(MPI_Datatype datatype, int type_keyval, void *attribute_val)
{
    SCT__M_ENTER(MPI_Type_set_attr);
    int rc = PMPI_Type_set_attr(datatype, type_keyval, attribute_val);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype); sct__m_p_keyval(&c, type_keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_set_name(MPI_Datatype datatype, const char *type_name)
{
    SCT__M_ENTER(MPI_Type_set_name);
    int rc = PMPI_Type_set_name(datatype, type_name);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_size(MPI_Datatype datatype, int *size)
{
    SCT__M_ENTER(MPI_Type_size);
    int rc = PMPI_Type_size(datatype, size);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_size_x(MPI_Datatype datatype, MPI_Count *size)
{
    SCT__M_ENTER(MPI_Type_size_x);
    int rc = PMPI_Type_size_x(datatype, size);
    if (c.mode) {
        sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Type_vector(int count, int blocklength, int stride, MPI_Datatype oldtype,
                    MPI_Datatype *newtype)
{
    SCT__M_ENTER(MPI_Type_vector);
    int rc = PMPI_Type_vector(count, blocklength, stride, oldtype, newtype);
    if (c.mode) {
        sct__m_p_int(&c, count); sct__m_p_int(&c, blocklength); sct__m_p_int(&c, stride);
        sct__m_p_dtype(&c, oldtype); sct__m_p_newtype(&c, newtype, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Unpack(const void *inbuf, int insize, int *position, void *outbuf, int outcount,
               MPI_Datatype datatype, MPI_Comm comm)
{
    SCT__M_ENTER(MPI_Unpack);
    int rc = PMPI_Unpack(inbuf, insize, position, outbuf, outcount, datatype, comm);
    if (c.mode) {
        sct__m_p_bytes(&c, outcount, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_comm(&c, comm);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Unpack_external(const char datarep[], const void *inbuf, MPI_Aint insize,
                        MPI_Aint *position, void *outbuf, int outcount, MPI_Datatype datatype)
{
    SCT__M_ENTER(MPI_Unpack_external);
    int rc = PMPI_Unpack_external(datarep, inbuf, insize, position, outbuf, outcount, datatype);
    if (c.mode) {
        sct__m_p_bytes(&c, outcount, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Unpublish_name(const char *service_name, MPI_Info info, const char *port_name)
{ SCT__M_PLAIN(MPI_Unpublish_name, (service_name, info, port_name)); }

int MPI_Wait(MPI_Request *request, MPI_Status *status)
{
    SCT__M_ENTER(MPI_Wait);
    if (c.mode) sct__m_reqs_pre(&c, 1, request);
    int rc = PMPI_Wait(request, status);
    if (c.mode) {
        sct__m_reqs_post(&c, request, rc, -1, NULL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Waitall(int count, MPI_Request array_of_requests[], MPI_Status array_of_statuses[])
{
    SCT__M_ENTER(MPI_Waitall);
    if (c.mode) sct__m_reqs_pre(&c, count, array_of_requests);
    int rc = PMPI_Waitall(count, array_of_requests, array_of_statuses);
    if (c.mode) {
        sct__m_reqs_post(&c, array_of_requests, rc, -1, NULL);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Waitany(int count, MPI_Request array_of_requests[], int *indx, MPI_Status *status)
{
    SCT__M_ENTER(MPI_Waitany);
    if (c.mode) sct__m_reqs_pre(&c, count, array_of_requests);
    int rc = PMPI_Waitany(count, array_of_requests, indx, status);
    if (c.mode) {
        sct__m_reqs_post(&c, array_of_requests, rc, *indx == MPI_UNDEFINED ? 0 : 1, indx);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Waitsome(int incount, MPI_Request array_of_requests[], int *outcount,
                 int array_of_indices[], MPI_Status array_of_statuses[])
{
    SCT__M_ENTER(MPI_Waitsome);
    if (c.mode) sct__m_reqs_pre(&c, incount, array_of_requests);
    int rc = PMPI_Waitsome(incount, array_of_requests, outcount, array_of_indices,
                           array_of_statuses);
    if (c.mode) {
        sct__m_reqs_post(&c, array_of_requests, rc, *outcount == MPI_UNDEFINED ? 0 : *outcount,
                         array_of_indices);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr,
                     MPI_Win *win)
{
    SCT__M_ENTER(MPI_Win_allocate);
    int rc = PMPI_Win_allocate(size, disp_unit, info, comm, baseptr, win);
    if (c.mode) {
        sct__m_p_int(&c, size); sct__m_p_int(&c, disp_unit); sct__m_p_comm(&c, comm);
        sct__m_p_newwin(&c, win, comm, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_allocate_shared(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm,
                            void *baseptr, MPI_Win *win)
{
    SCT__M_ENTER(MPI_Win_allocate_shared);
    int rc = PMPI_Win_allocate_shared(size, disp_unit, info, comm, baseptr, win);
    if (c.mode) {
        sct__m_p_int(&c, size); sct__m_p_int(&c, disp_unit); sct__m_p_comm(&c, comm);
        sct__m_p_newwin(&c, win, comm, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_attach(MPI_Win win, void *base, MPI_Aint size)
{
    SCT__M_ENTER(MPI_Win_attach);
    int rc = PMPI_Win_attach(win, base, size);
    if (c.mode) {
        sct__m_p_win(&c, win); sct__m_p_int(&c, size);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_call_errhandler(MPI_Win win, int errorcode)
{
    SCT__M_ENTER(MPI_Win_call_errhandler);
    int rc = PMPI_Win_call_errhandler(win, errorcode);
    if (c.mode) {
        sct__m_p_win(&c, win); sct__m_p_int(&c, errorcode);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_complete(MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_complete);
    int rc = PMPI_Win_complete(win);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_create(void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm,
                   MPI_Win *win)
{
    SCT__M_ENTER(MPI_Win_create);
    int rc = PMPI_Win_create(base, size, disp_unit, info, comm, win);
    if (c.mode) {
        sct__m_p_int(&c, size); sct__m_p_int(&c, disp_unit); sct__m_p_comm(&c, comm);
        sct__m_p_newwin(&c, win, comm, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    SCT__M_ENTER(MPI_Win_create_dynamic);
    int rc = PMPI_Win_create_dynamic(info, comm, win);
    if (c.mode) {
        sct__m_p_comm(&c, comm); sct__m_p_newwin(&c, win, comm, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_create_errhandler(MPI_Win_errhandler_function *win_errhandler_fn,
                              MPI_Errhandler *errhandler)
{
    SCT__M_ENTER(MPI_Win_create_errhandler);
    int rc = PMPI_Win_create_errhandler(win_errhandler_fn, errhandler);
    if (c.mode) {
        sct__m_p_newerrh(&c, errhandler, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_create_keyval(MPI_Win_copy_attr_function *win_copy_attr_fn,
                          MPI_Win_delete_attr_function *win_delete_attr_fn, int *win_keyval,
                          void *extra_state)
{
    SCT__M_ENTER(MPI_Win_create_keyval);
    int rc = PMPI_Win_create_keyval(win_copy_attr_fn, win_delete_attr_fn, win_keyval, extra_state);
    if (c.mode) {
        sct__m_p_newkeyval(&c, win_keyval, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_delete_attr(MPI_Win win, int win_keyval)
{
    SCT__M_ENTER(MPI_Win_delete_attr);
    int rc = PMPI_Win_delete_attr(win, win_keyval);
    if (c.mode) {
        sct__m_p_win(&c, win); sct__m_p_keyval(&c, win_keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_detach(MPI_Win win, const void *base)
{
    SCT__M_ENTER(MPI_Win_detach);
    int rc = PMPI_Win_detach(win, base);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_fence(int assert, MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_fence);
    int rc = PMPI_Win_fence(assert, win);
    if (c.mode) {
        sct__m_p_int(&c, assert); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_flush(int rank, MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_flush);
    int rc = PMPI_Win_flush(rank, win);
    if (c.mode) {
        sct__m_p_wpeer(&c, rank, win); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_flush_all(MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_flush_all);
    int rc = PMPI_Win_flush_all(win);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_flush_local(int rank, MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_flush_local);
    int rc = PMPI_Win_flush_local(rank, win);
    if (c.mode) {
        sct__m_p_wpeer(&c, rank, win); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_flush_local_all(MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_flush_local_all);
    int rc = PMPI_Win_flush_local_all(win);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_free(MPI_Win *win)
{
    SCT__M_ENTER(MPI_Win_free);
    MPI_Win sct_h = win ? *win : MPI_WIN_NULL;
    if (c.mode) sct__m_p_win(&c, sct_h);
    int rc = PMPI_Win_free(win);
    if (c.mode) {
        sct__m_forget(&c, &sct__m_rt.wins, SCT__M_KEY(sct_h));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_free_keyval(int *win_keyval)
{
    SCT__M_ENTER(MPI_Win_free_keyval);
    int sct_kv = win_keyval ? *win_keyval : MPI_KEYVAL_INVALID;
    int rc = PMPI_Win_free_keyval(win_keyval);
    if (c.mode) {
        sct__m_p_keyval(&c, sct_kv); sct__m_forget(&c, &sct__m_rt.keyvals, SCT__M_KEY(sct_kv));
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_get_attr(MPI_Win win, int win_keyval, void *attribute_val, int *flag)
{
    SCT__M_ENTER(MPI_Win_get_attr);
    int rc = PMPI_Win_get_attr(win, win_keyval, attribute_val, flag);
    if (c.mode) {
        sct__m_p_win(&c, win); sct__m_p_keyval(&c, win_keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_get_errhandler(MPI_Win win, MPI_Errhandler *errhandler)
{
    SCT__M_ENTER(MPI_Win_get_errhandler);
    int rc = PMPI_Win_get_errhandler(win, errhandler);
    if (c.mode) {
        sct__m_p_win(&c, win); sct__m_p_newerrh(&c, errhandler, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_get_group(MPI_Win win, MPI_Group *group)
{
    SCT__M_ENTER(MPI_Win_get_group);
    int rc = PMPI_Win_get_group(win, group);
    if (c.mode) {
        sct__m_p_win(&c, win); sct__m_p_newgroup(&c, group, rc);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_get_info(MPI_Win win, MPI_Info *info_used)
{
    SCT__M_ENTER(MPI_Win_get_info);
    int rc = PMPI_Win_get_info(win, info_used);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_get_name(MPI_Win win, char *win_name, int *resultlen)
{
    SCT__M_ENTER(MPI_Win_get_name);
    int rc = PMPI_Win_get_name(win, win_name, resultlen);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_lock(int lock_type, int rank, int assert, MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_lock);
    int rc = PMPI_Win_lock(lock_type, rank, assert, win);
    if (c.mode) {
        sct__m_p_int(&c, lock_type); sct__m_p_wpeer(&c, rank, win); sct__m_p_int(&c, assert);
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_lock_all(int assert, MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_lock_all);
    int rc = PMPI_Win_lock_all(assert, win);
    if (c.mode) {
        sct__m_p_int(&c, assert); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_post(MPI_Group group, int assert, MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_post);
    int rc = PMPI_Win_post(group, assert, win);
    if (c.mode) {
        sct__m_p_group(&c, group); sct__m_p_int(&c, assert); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_set_attr(MPI_Win win, int win_keyval, void *attribute_val)
{
    SCT__M_ENTER(MPI_Win_set_attr);
    int rc = PMPI_Win_set_attr(win, win_keyval, attribute_val);
    if (c.mode) {
        sct__m_p_win(&c, win); sct__m_p_keyval(&c, win_keyval);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_set_errhandler(MPI_Win win, MPI_Errhandler errhandler)
{
    SCT__M_ENTER(MPI_Win_set_errhandler);
    int rc = PMPI_Win_set_errhandler(win, errhandler);
    if (c.mode) {
        sct__m_p_win(&c, win); sct__m_p_errh(&c, errhandler);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_set_info(MPI_Win win, MPI_Info info)
{
    SCT__M_ENTER(MPI_Win_set_info);
    int rc = PMPI_Win_set_info(win, info);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_set_name(MPI_Win win, const char *win_name)
{
    SCT__M_ENTER(MPI_Win_set_name);
    int rc = PMPI_Win_set_name(win, win_name);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_shared_query(MPI_Win win, int rank, MPI_Aint *size, int *disp_unit, void *baseptr)
{
    SCT__M_ENTER(MPI_Win_shared_query);
    int rc = PMPI_Win_shared_query(win, rank, size, disp_unit, baseptr);
    if (c.mode) {
        sct__m_p_win(&c, win); sct__m_p_wpeer(&c, rank, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_start(MPI_Group group, int assert, MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_start);
    int rc = PMPI_Win_start(group, assert, win);
    if (c.mode) {
        sct__m_p_group(&c, group); sct__m_p_int(&c, assert); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_sync(MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_sync);
    int rc = PMPI_Win_sync(win);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_test(MPI_Win win, int *flag)
{
    SCT__M_ENTER(MPI_Win_test);
    int rc = PMPI_Win_test(win, flag);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_unlock(int rank, MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_unlock);
    int rc = PMPI_Win_unlock(rank, win);
    if (c.mode) {
        sct__m_p_wpeer(&c, rank, win); sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_unlock_all(MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_unlock_all);
    int rc = PMPI_Win_unlock_all(win);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}

int MPI_Win_wait(MPI_Win win)
{
    SCT__M_ENTER(MPI_Win_wait);
    int rc = PMPI_Win_wait(win);
    if (c.mode) {
        sct__m_p_win(&c, win);
        sct__m_leave(&c);
    }
    return rc;
}
/* <<< end of generated wrappers >>> */
#pragma GCC diagnostic pop
#endif /* SCTRACE_MPI_IMPLEMENTATION */

/*
   MIT License

   Copyright (c) 2026 the sctrace authors

   Permission is hereby granted, free of charge, to any person obtaining a copy
   of this software and associated documentation files (the "Software"), to
   deal in the Software without restriction, including without limitation the
   rights to use, copy, modify, merge, publish, distribute, sublicense, and/or
   sell copies of the Software, and to permit persons to whom the Software is
   furnished to do so, subject to the following conditions:

   The above copyright notice and this permission notice shall be included in
   all copies or substantial portions of the Software.

   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
   IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
   FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
   AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
   LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
   FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
   IN THE SOFTWARE.
*/
