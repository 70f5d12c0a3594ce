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
     8. >>replay   running a trace as an MPI program (sctrace-replay)

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
   Call sites: the caller's return address(es), symbolised once per pc with
   dladdr as (module path, pc - module base, function), so ASLR cannot make
   sites differ between ranks.

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

/* Replay (section 8): run the trace in `path` as this MPI program. Call it
   instead of MPI_Init ... MPI_Finalize: it initialises and finalises MPI
   itself. Returns the process exit status (0 ok, 1 the replay failed, 2 bad
   file, options or rank count). */
typedef enum sctrace_replay_compute {
    SCTRACE_REPLAY_BUSY = 0,       /* spend recorded computation time busy-waiting */
    SCTRACE_REPLAY_SLEEP = 1,      /* sleeping (spinning the last 100 us) */
    SCTRACE_REPLAY_NO_COMPUTE = 2, /* not at all */
    SCTRACE_REPLAY_CPU = 3         /* busy-waiting on the CPU: time the process is
                                      descheduled does not count */
} sctrace_replay_compute;

typedef enum sctrace_replay_mode {
    SCTRACE_REPLAY_AUTO = 0,  /* histogram replay when the trace has histograms */
    SCTRACE_REPLAY_EXACT = 1, /* each rank its own calls, as recorded */
    SCTRACE_REPLAY_HIST = 2   /* ScalaH-Trace's coordinated replay */
} sctrace_replay_mode;

typedef struct sctrace_replay_opts {
    const char *path;
    sctrace_replay_compute compute;
    sctrace_replay_mode mode;
    uint64_t seed;          /* histogram draws: the same on every rank */
    int draw_times;         /* histogram timing: each call's computation drawn from its
                               call site's histogram (per rank, from seed); 0: the mean */
    int dry_run;            /* print each rank's calls, no MPI at all */
    const char *ranks;      /* dry run: "0,2-5"; NULL: the launcher's rank, else all */
    const char *trace_out;  /* record the replay into this file (NULL: not traced) */
    int verbose, quiet;
    const char *io_dir;     /* where the scratch files of MPI-IO calls go (NULL: $TMPDIR, else /tmp) */
} sctrace_replay_opts;

SCTRACE_MPI_API int sctrace_replay(int *argc, char ***argv, const sctrace_replay_opts *opts);

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

typedef struct sct__m_htab {
    sct__m_hent *e;
    uint32_t cap, n;
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

static void sct__m_hdel(sct__m_htab *t, uint64_t key)
{
    sct__m_hent *e = sct__m_hfind(t, key);
    uint32_t i, j, k, m;
    if (!e)
        return;
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

static void sct__m_hfree(sct__m_htab *t)
{
    free(t->e);
    t->e = NULL;
    t->cap = t->n = 0;
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

/* Request ids: the lowest free slot of the creating site's pool, so that ids
   repeat across iterations whatever the completion order. Under the lock. */
static int64_t sct__m_req_new(uint32_t site, MPI_Request req)
{
    sct__m_pool *p;
    sct__m_hent *e;
    int32_t w, idx;
    int fresh;
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
    e = sct__m_hput(&sct__m_rt.reqs, SCT__M_KEY(req), &fresh);
    if (!e)
        return SCT_NONE;
    if (!fresh) /* a stale entry: MPI reused the handle of a request we never saw complete */
        sct__m_rt.pools[e->a].bits[e->b / 64] &= ~(UINT64_C(1) << (e->b % 64));
    p->bits[w] |= UINT64_C(1) << (idx % 64);
    e->id = (int64_t)(p->no - 1) * SCT_MPI_REQ_STRIDE + idx;
    e->a = (int32_t)site;
    e->b = idx;
    return e->id;
}

/* Under the lock. */
static void sct__m_req_drop(uint64_t key)
{
    sct__m_hent *e = sct__m_hfind(&sct__m_rt.reqs, key);
    if (!e)
        return;
    sct__m_rt.pools[e->a].bits[e->b / 64] &= ~(UINT64_C(1) << (e->b % 64));
    sct__m_hdel(&sct__m_rt.reqs, key);
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
    int fresh;
    int64_t id = SCT_NONE;
    if (ok) {
        SCT__M_LOCK();
        e = sct__m_hput(t, key, &fresh);
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

static void sct__m_forget(sct__m_call *c, sct__m_htab *t, uint64_t key)
{
    (void)c;
    SCT__M_LOCK();
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
            id = sct__m_req_new(site, *req);
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
    (void)c;
    if (req == MPI_REQUEST_NULL)
        return;
    SCT__M_LOCK();
    sct__m_req_drop(SCT__M_KEY(req));
    SCT__M_UNLOCK();
}

/* MPI_Comm_idup: the new communicator is usable only once the request
   completes, so its id is agreed by an MPI_Iallreduce(MAX) issued on the parent
   right after the idup (same order on every member) and read at completion
   (Pilgrim section 2.3.3). Inter-communicator parents are not numbered. */
static void sct__m_idup_begin(sct__m_call *c, MPI_Comm comm, MPI_Comm *nc, MPI_Request *req, int rc)
{
    sct__m_idup *d = NULL;
    int i;
    if (rc != MPI_SUCCESS || !req || *req == MPI_REQUEST_NULL || sct__m_cm(c, comm)->d)
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
        sct__m_rt.nidup++;
    }
    SCT__M_UNLOCK();
    if (d &&
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
    if (d->ireq != MPI_REQUEST_NULL && PMPI_Wait(&d->ireq, MPI_STATUS_IGNORE) == MPI_SUCCESS &&
        *d->out != MPI_COMM_NULL) {
        SCT__M_LOCK();
        if (d->id > sct__m_rt.comm_next)
            sct__m_rt.comm_next = d->id;
        SCT__M_UNLOCK();
        sct__m_comm_insert(*d->out, d->id);
    }
    SCT__M_LOCK();
    d->used = 0;
    sct__m_rt.nidup--;
    SCT__M_UNLOCK();
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
        sct__m_tls_slots[i].id = e ? e->id : SCT_NONE;
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
        sct__m_req_drop(s->key);
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
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm"
};
static const unsigned char sct__m_pr_Allgather[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Allgatherv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm"
};
static const unsigned char sct__m_pr_Allgatherv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_COMM
};
static const char *const sct__m_pn_Alloc_mem[] = {"size"};
static const unsigned char sct__m_pr_Alloc_mem[] = {SCT_ROLE_OTHER};
static const char *const sct__m_pn_Allreduce[] = {"bytes", "datatype", "op", "comm"};
static const unsigned char sct__m_pr_Allreduce[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Alltoallv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm"
};
static const unsigned char sct__m_pr_Alltoallv[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY,
    SCT_ROLE_DATATYPE, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Alltoallw[] = {"sendbytes", "recvbytes", "comm"};
static const unsigned char sct__m_pr_Alltoallw[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_COMM
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
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm"
};
static const unsigned char sct__m_pr_Gather[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_ROOT,
    SCT_ROLE_COMM
};
static const char *const sct__m_pn_Gatherv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm"
};
static const unsigned char sct__m_pr_Gatherv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_ROOT, SCT_ROLE_COMM
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
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "request"
};
static const unsigned char sct__m_pr_Iallgather[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_COMM,
    SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Iallgatherv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "request"
};
static const unsigned char sct__m_pr_Iallgatherv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Iallreduce[] = {"bytes", "datatype", "op", "comm", "request"};
static const unsigned char sct__m_pr_Iallreduce[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Ialltoallv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "comm", "request"
};
static const unsigned char sct__m_pr_Ialltoallv[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY,
    SCT_ROLE_DATATYPE, SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Ialltoallw[] = {"sendbytes", "recvbytes", "comm", "request"};
static const unsigned char sct__m_pr_Ialltoallw[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_COMM,
    SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Ibarrier[] = {"comm", "request"};
static const unsigned char sct__m_pr_Ibarrier[] = {SCT_ROLE_COMM, SCT_ROLE_REQUEST};
static const char *const sct__m_pn_Ibcast[] = {"bytes", "datatype", "root", "comm", "request"};
static const unsigned char sct__m_pr_Ibcast[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Igather[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm", "request"
};
static const unsigned char sct__m_pr_Igather[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_ROOT,
    SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Igatherv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm", "request"
};
static const unsigned char sct__m_pr_Igatherv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE,
    SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Improbe[] = {"source", "tag", "comm", "message", "matched"};
static const unsigned char sct__m_pr_Improbe[] = {
    SCT_ROLE_PEER, SCT_ROLE_TAG, SCT_ROLE_COMM, SCT_ROLE_HANDLE, SCT_ROLE_PEER
};
static const char *const sct__m_pn_Imrecv[] = {"bytes", "datatype", "message", "request"};
static const unsigned char sct__m_pr_Imrecv[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_HANDLE, SCT_ROLE_REQUEST
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
    "bytes", "datatype", "op", "root", "comm", "request"
};
static const unsigned char sct__m_pr_Ireduce[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_ROOT, SCT_ROLE_COMM,
    SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Ireduce_scatter[] = {
    "recvbytes", "datatype", "op", "comm", "request"
};
static const unsigned char sct__m_pr_Ireduce_scatter[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM,
    SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Ireduce_scatter_block[] = {
    "recvbytes", "datatype", "op", "comm", "request"
};
static const unsigned char sct__m_pr_Ireduce_scatter_block[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Iscatterv[] = {
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm", "request"
};
static const unsigned char sct__m_pr_Iscatterv[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE,
    SCT_ROLE_ROOT, SCT_ROLE_COMM, SCT_ROLE_REQUEST
};
static const char *const sct__m_pn_Keyval_create[] = {"keyval"};
static const unsigned char sct__m_pr_Keyval_create[] = {SCT_ROLE_HANDLE};
static const char *const sct__m_pn_Mrecv[] = {"bytes", "datatype", "message"};
static const unsigned char sct__m_pr_Mrecv[] = {SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_HANDLE};
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
static const char *const sct__m_pn_Reduce[] = {"bytes", "datatype", "op", "root", "comm"};
static const unsigned char sct__m_pr_Reduce[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_ROOT, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Reduce_local[] = {"bytes", "datatype", "op"};
static const unsigned char sct__m_pr_Reduce_local[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP
};
static const char *const sct__m_pn_Reduce_scatter[] = {"recvbytes", "datatype", "op", "comm"};
static const unsigned char sct__m_pr_Reduce_scatter[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM
};
static const char *const sct__m_pn_Reduce_scatter_block[] = {"recvbytes", "datatype", "op", "comm"};
static const unsigned char sct__m_pr_Reduce_scatter_block[] = {
    SCT_ROLE_BYTES, SCT_ROLE_DATATYPE, SCT_ROLE_REDOP, SCT_ROLE_COMM
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
    "sendbytes", "sendtype", "recvbytes", "recvtype", "root", "comm"
};
static const unsigned char sct__m_pr_Scatterv[] = {
    SCT_ROLE_BYTES | SCT_PARAM_ARRAY, SCT_ROLE_DATATYPE, SCT_ROLE_BYTES, SCT_ROLE_DATATYPE,
    SCT_ROLE_ROOT, SCT_ROLE_COMM
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
    {"MPI_Allgather", 5, sct__m_pn_Allgather, sct__m_pr_Allgather},
    {"MPI_Allgatherv", 5, sct__m_pn_Allgatherv, sct__m_pr_Allgatherv},
    {"MPI_Alloc_mem", 1, sct__m_pn_Alloc_mem, sct__m_pr_Alloc_mem},
    {"MPI_Allreduce", 4, sct__m_pn_Allreduce, sct__m_pr_Allreduce},
    {"MPI_Alltoall", 5, sct__m_pn_Allgather, sct__m_pr_Allgather},
    {"MPI_Alltoallv", 5, sct__m_pn_Alltoallv, sct__m_pr_Alltoallv},
    {"MPI_Alltoallw", 3, sct__m_pn_Alltoallw, sct__m_pr_Alltoallw},
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
    {"MPI_Exscan", 4, sct__m_pn_Allreduce, sct__m_pr_Allreduce},
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
    {"MPI_Gather", 6, sct__m_pn_Gather, sct__m_pr_Gather},
    {"MPI_Gatherv", 6, sct__m_pn_Gatherv, sct__m_pr_Gatherv},
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
    {"MPI_Iallgather", 6, sct__m_pn_Iallgather, sct__m_pr_Iallgather},
    {"MPI_Iallgatherv", 6, sct__m_pn_Iallgatherv, sct__m_pr_Iallgatherv},
    {"MPI_Iallreduce", 5, sct__m_pn_Iallreduce, sct__m_pr_Iallreduce},
    {"MPI_Ialltoall", 6, sct__m_pn_Iallgather, sct__m_pr_Iallgather},
    {"MPI_Ialltoallv", 6, sct__m_pn_Ialltoallv, sct__m_pr_Ialltoallv},
    {"MPI_Ialltoallw", 4, sct__m_pn_Ialltoallw, sct__m_pr_Ialltoallw},
    {"MPI_Ibarrier", 2, sct__m_pn_Ibarrier, sct__m_pr_Ibarrier},
    {"MPI_Ibcast", 5, sct__m_pn_Ibcast, sct__m_pr_Ibcast},
    {"MPI_Ibsend", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Iexscan", 5, sct__m_pn_Iallreduce, sct__m_pr_Iallreduce},
    {"MPI_Igather", 7, sct__m_pn_Igather, sct__m_pr_Igather},
    {"MPI_Igatherv", 7, sct__m_pn_Igatherv, sct__m_pr_Igatherv},
    {"MPI_Improbe", 5, sct__m_pn_Improbe, sct__m_pr_Improbe},
    {"MPI_Imrecv", 4, sct__m_pn_Imrecv, sct__m_pr_Imrecv},
    {"MPI_Ineighbor_allgather", 6, sct__m_pn_Iallgather, sct__m_pr_Iallgather},
    {"MPI_Ineighbor_allgatherv", 6, sct__m_pn_Iallgatherv, sct__m_pr_Iallgatherv},
    {"MPI_Ineighbor_alltoall", 6, sct__m_pn_Iallgather, sct__m_pr_Iallgather},
    {"MPI_Ineighbor_alltoallv", 6, sct__m_pn_Ialltoallv, sct__m_pr_Ialltoallv},
    {"MPI_Ineighbor_alltoallw", 4, sct__m_pn_Ialltoallw, sct__m_pr_Ialltoallw},
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
    {"MPI_Ireduce", 6, sct__m_pn_Ireduce, sct__m_pr_Ireduce},
    {"MPI_Ireduce_scatter", 5, sct__m_pn_Ireduce_scatter, sct__m_pr_Ireduce_scatter},
    {"MPI_Ireduce_scatter_block", 5,
     sct__m_pn_Ireduce_scatter_block, sct__m_pr_Ireduce_scatter_block},
    {"MPI_Irsend", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Is_thread_main", 0, NULL, NULL},
    {"MPI_Iscan", 5, sct__m_pn_Iallreduce, sct__m_pr_Iallreduce},
    {"MPI_Iscatter", 7, sct__m_pn_Igather, sct__m_pr_Igather},
    {"MPI_Iscatterv", 7, sct__m_pn_Iscatterv, sct__m_pr_Iscatterv},
    {"MPI_Isend", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Issend", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Keyval_create", 1, sct__m_pn_Keyval_create, sct__m_pr_Keyval_create},
    {"MPI_Keyval_free", 1, sct__m_pn_Keyval_create, sct__m_pr_Keyval_create},
    {"MPI_Lookup_name", 0, NULL, NULL},
    {"MPI_Mprobe", 5, sct__m_pn_Improbe, sct__m_pr_Improbe},
    {"MPI_Mrecv", 3, sct__m_pn_Mrecv, sct__m_pr_Mrecv},
    {"MPI_Neighbor_allgather", 5, sct__m_pn_Allgather, sct__m_pr_Allgather},
    {"MPI_Neighbor_allgatherv", 5, sct__m_pn_Allgatherv, sct__m_pr_Allgatherv},
    {"MPI_Neighbor_alltoall", 5, sct__m_pn_Allgather, sct__m_pr_Allgather},
    {"MPI_Neighbor_alltoallv", 5, sct__m_pn_Alltoallv, sct__m_pr_Alltoallv},
    {"MPI_Neighbor_alltoallw", 3, sct__m_pn_Alltoallw, sct__m_pr_Alltoallw},
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
    {"MPI_Reduce", 5, sct__m_pn_Reduce, sct__m_pr_Reduce},
    {"MPI_Reduce_local", 3, sct__m_pn_Reduce_local, sct__m_pr_Reduce_local},
    {"MPI_Reduce_scatter", 4, sct__m_pn_Reduce_scatter, sct__m_pr_Reduce_scatter},
    {"MPI_Reduce_scatter_block", 4, sct__m_pn_Reduce_scatter_block, sct__m_pr_Reduce_scatter_block},
    {"MPI_Register_datarep", 0, NULL, NULL},
    {"MPI_Request_free", 1, sct__m_pn_Cancel, sct__m_pr_Cancel},
    {"MPI_Request_get_status", 1, sct__m_pn_Cancel, sct__m_pr_Cancel},
    {"MPI_Rget", 8, sct__m_pn_Rget, sct__m_pr_Rget},
    {"MPI_Rget_accumulate", 11, sct__m_pn_Rget_accumulate, sct__m_pr_Rget_accumulate},
    {"MPI_Rput", 8, sct__m_pn_Rget, sct__m_pr_Rget},
    {"MPI_Rsend", 5, sct__m_pn_Bsend, sct__m_pr_Bsend},
    {"MPI_Rsend_init", 6, sct__m_pn_Bsend_init, sct__m_pr_Bsend_init},
    {"MPI_Scan", 4, sct__m_pn_Allreduce, sct__m_pr_Allreduce},
    {"MPI_Scatter", 6, sct__m_pn_Gather, sct__m_pr_Gather},
    {"MPI_Scatterv", 6, sct__m_pn_Scatterv, sct__m_pr_Scatterv},
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

/* A marker event with a given hash (what a replay of one records). */
static void sct__m_marker_value(int64_t hash)
{
    SCT__M_ENTER(sctrace_marker);
    if (c.mode) {
        sct__m_p_int(&c, hash);
        sct__m_leave(&c);
    }
}

SCTRACE_MPI_API void sctrace_marker(const char *name)
{
    SCT__M_ENTER(sctrace_marker);
    if (c.mode) {
        sct__m_p_int(&c, sctrace_marker_hash(name));
        sct__m_leave(&c);
    }
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm);
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm);
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
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op);
        sct__m_p_comm(&c, comm);
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm);
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
        sct__m_p_vbytes(&c, sendcounts, sendtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm);
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
        sct__m_p_wbytes(&c, sendcounts, sendtypes, sct__m_psize(&c, comm));
        sct__m_p_wbytes(&c, recvcounts, recvtypes, sct__m_psize(&c, comm));
        sct__m_p_comm(&c, comm);
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
    int rc = PMPI_Comm_disconnect(comm);
    if (c.mode) {
        sct__m_p_comm(&c, sct_h); sct__m_forget(&c, &sct__m_rt.comms, SCT__M_KEY(sct_h));
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
    int rc = PMPI_Comm_free(comm);
    if (c.mode) {
        sct__m_p_comm(&c, sct_h); sct__m_forget(&c, &sct__m_rt.comms, SCT__M_KEY(sct_h));
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
    int rc = PMPI_Errhandler_free(errhandler);
    if (c.mode) {
        sct__m_p_errh(&c, sct_h); sct__m_errh_release(&c, sct_h);
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
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op);
        sct__m_p_comm(&c, comm);
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
    int rc = PMPI_File_close(fh);
    if (c.mode) {
        sct__m_p_file(&c, sct_h); sct__m_forget(&c, &sct__m_rt.files, SCT__M_KEY(sct_h));
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_rootsize(&c, root, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
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
    int rc = PMPI_Group_free(group);
    if (c.mode) {
        sct__m_p_group(&c, sct_h); sct__m_forget(&c, &sct__m_rt.groups, SCT__M_KEY(sct_h));
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op);
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_vbytes(&c, sendcounts, sendtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_psize(&c, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_wbytes(&c, sendcounts, sendtypes, sct__m_psize(&c, comm));
        sct__m_p_wbytes(&c, recvcounts, recvtypes, sct__m_psize(&c, comm));
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op);
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_vbytes(&c, recvcounts, recvtype, sct__m_rootsize(&c, root, comm));
        sct__m_p_dtype(&c, recvtype); sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_vbytes(&c, recvcounts, datatype, sct__m_lsize(&c, comm));
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_bytes(&c, recvcount, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op);
        sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm); sct__m_p_newreq(&c, request, rc);
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
        sct__m_p_vbytes(&c, sendcounts, sendtype, sct__m_rootsize(&c, root, comm));
        sct__m_p_dtype(&c, sendtype); sct__m_p_bytes(&c, recvcount, recvtype);
        sct__m_p_dtype(&c, recvtype); sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
        sct__m_p_newreq(&c, request, rc);
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
    int rc = PMPI_Op_free(op);
    if (c.mode) {
        sct__m_p_redop(&c, sct_h); sct__m_forget(&c, &sct__m_rt.ops, SCT__M_KEY(sct_h));
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
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
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
        sct__m_p_vbytes(&c, recvcounts, datatype, sct__m_lsize(&c, comm));
        sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
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
        sct__m_p_bytes(&c, recvcount, datatype); sct__m_p_dtype(&c, datatype);
        sct__m_p_redop(&c, op); sct__m_p_comm(&c, comm);
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
    int rc = PMPI_Request_free(request);
    if (c.mode) {
        sct__m_p_req(&c, sct_h); sct__m_req_release(&c, sct_h);
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
        sct__m_p_bytes(&c, count, datatype); sct__m_p_dtype(&c, datatype); sct__m_p_redop(&c, op);
        sct__m_p_comm(&c, comm);
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
        sct__m_p_bytes(&c, sendcount, sendtype); sct__m_p_dtype(&c, sendtype);
        sct__m_p_bytes(&c, recvcount, recvtype); sct__m_p_dtype(&c, recvtype);
        sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
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
        sct__m_p_vbytes(&c, sendcounts, sendtype, sct__m_rootsize(&c, root, comm));
        sct__m_p_dtype(&c, sendtype); sct__m_p_bytes(&c, recvcount, recvtype);
        sct__m_p_dtype(&c, recvtype); sct__m_p_root(&c, root, comm); sct__m_p_comm(&c, comm);
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
    int rc = PMPI_Type_free(datatype);
    if (c.mode) {
        sct__m_p_dtype(&c, sct_h); sct__m_forget(&c, &sct__m_rt.dtypes, SCT__M_KEY(sct_h));
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
    int rc = PMPI_Win_free(win);
    if (c.mode) {
        sct__m_p_win(&c, sct_h); sct__m_forget(&c, &sct__m_rt.wins, SCT__M_KEY(sct_h));
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

/*== >>replay  running a trace as an MPI program ==================================*/

/* DESIGN section 8; ScalaTrace/ScalaH-Trace replay. Every rank opens the
   file, walks the compressed structure (sct_walk, never expanding it) and
   issues its calls.

   Exact traces: each rank walks itself and makes every call as recorded:
   peers from relative ranks, counts from bytes and the rebuilt datatypes,
   communicators, groups and derived datatypes re-created in order, requests
   mapped by symbolic id, wait/test calls made on exactly the requests they
   completed (first waiting for them untraced, so the traced call completes
   the same ones). Each call is issued with a call site standing for the
   original one (a small fake return address, one per site of the trace), so
   tracing the replay gives the same structure, request ids and streams:
   the fixed point `sctrace diff A B --ignore-sites` checks.

   Histogram traces: every rank walks every rank (one common seed, so all
   draw the same values); a loop holding a collective runs as often on every
   participant; sends are issued by their sender, and the rank a send targets
   posts a matching receive itself when it interprets the send (recorded
   receives, probes and tests are not replayed); a rank completes what it
   has pending at its own recorded waits, at the end of every iteration of a
   loop that holds a wait or test, before every collective, and at its own
   blocking receives (MPI_Recv; MPI_Sendrecv after its send), except that an
   MPI_Recv from MPI_ANY_SOURCE completes one posted receive, the first to
   arrive (the rest stay pending). Top-level loops
   of ranks apart take turns (sct_walk_desc.interleave). A wait only needs
   what was posted at its walk position or earlier, and every rank reaches
   those, so the replay cannot deadlock when the application did not
   (ScalaH-Trace appendix). Message payloads are MPI_BYTE of the drawn sizes;
   collectives keep the recorded predefined datatype and op where they fit
   (sct__r_h_elems). */

#define SCT__R_FAKE_PC_LIMIT 0x10000u /* fake return addresses: 1 + site id, below any mapping */

enum { SCT__R_EXACT = 1, SCT__R_HIST = 2 };

typedef struct sct__r_pend {
    MPI_Request *q;
    uint32_t head, n, cap; /* pending: q[head..n), oldest first */
} sct__r_pend;

/* A window the replay made (sct__r_win_make): its memory (MPI_Win_create: a
   buffer of the recorded size; MPI_Win_allocate(_shared): MPI's), this
   rank in its group (target ranks are recorded relative to it) and, for a
   dynamic window, the buffers attached to it, oldest first. */
typedef struct sct__r_win {
    int64_t id; /* SCT_NONE: a free slot */
    MPI_Win w;
    char *mem, **att;
    size_t natt, capatt;
    int me, dynamic;
    int exposed; /* a Win_post not yet ended by Win_wait or a true Win_test */
} sct__r_win;

/* A file the replay opened (sct__r_file_open): path is set on the rank
   that named the scratch file, which removes it. */
typedef struct sct__r_file {
    int64_t id; /* SCT_NONE: a free slot */
    MPI_File f;
    char *path;
    void *split; /* the buffer of the split collective begun last: its end needs it */
} sct__r_file;

/* A communicator's ranks in world order and back (sct__r_xlate). */
typedef struct sct__r_xtab {
    MPI_Comm comm;
    int size, *w2c, *c2w; /* c2w: in the same allocation */
} sct__r_xtab;

/* Histogram replay: a collective is issued by every member at one agreed
   walk position (the position of the last member's call), and a member's
   calls beyond what every member makes are dropped, so that collectives
   match even where the merged structure did not align them (ScalaH-Trace
   section 5.3). */
typedef struct sct__r_coll {
    uint64_t T;
    int op, n, root, vec;
    int dt, rop; /* the recorded datatype and reduction op: predefined ids, or -1 */
    int64_t cid;
} sct__r_coll;

typedef struct sct__r_cgrp { /* the collectives on one communicator id */
    int64_t cid;
    sct__r_coll **call; /* per rank: its calls, T = walk position (scheduling pass) */
    uint32_t *ncall, *cap;
    uint32_t min;       /* calls every member makes */
    sct__r_coll *agree; /* the k-th, k < min: the lowest member's call at the last member's position */
    uint32_t next;      /* this rank's next call */
} sct__r_cgrp;

/* Walking ahead: while this rank spends a computation time, the walk goes
   on (sct__r_compute) and its events wait here, in order, their values
   copied (at most SCT__R_AHEAD of them: memory stays bounded). The walk's own
   cost then overlaps the time the application computed instead of adding
   to it. */
#define SCT__R_AHEAD 1024
typedef struct sct__r_ahead {
    sct_walk *w;         /* the walk being read; NULL: none */
    int got;             /* the walk's last answer: 1 going on, 0 ended, < 0 failed */
    sct_walk_event *ev;  /* ev[head..n) wait */
    size_t *voff;        /* where each one's values are in vals */
    int64_t *vals, *cur; /* waiting values; the values of the event given last */
    uint32_t head, n;
    size_t nvals, capvals, capcur;
} sct__r_ahead;

typedef struct sct__r {
    const sctrace_replay_opts *o;
    sct_reader *rd;
    int mode, me, size, dry, failed;
    int lossless;       /* a trace of merge precision 100 */
    int32_t *ops;       /* file op -> runtime op (SCT__M_OP_*), -1 unknown */
    const sct_op_table *ft;
    const int64_t *a[40]; /* the current event's parameters (arrays: length first) */
    int na;             /* how many the file's op has (a trace of an earlier build
                           may lack the runtime's last, "matched") */
    sct__m_htab comms, dtypes, rops, groups, reqs, keyvals, errhs; /* original id -> handle */
    sct__m_htab vcopies; /* request id -> the arrays its pending vector collective reads */
    struct sct__r_msg *msgs; /* matched messages not yet received, oldest first */
    sct__r_win *win;    /* windows, found by a linear search (programs make few) */
    size_t nwin, capwin;
    sct__r_file *file;  /* open files, the same way */
    size_t nfile, capfile, nopened;
    uint32_t nmsg, capmsg;
    char *sbuf, *rbuf, **retired; /* retired: buffers pending calls may still use, freed at the end */
    size_t scap, rcap, nretired, retcap;
    int *ibuf;
    size_t icap;
    MPI_Request *qbuf;
    size_t qcap;
    MPI_Status *stbuf; /* statuses: some MPIs' headers make MPI_STATUSES_IGNORE look like an overflow */
    size_t stcap;
    sct__r_pend pend;   /* histogram mode: requests not yet completed */
    sct__r_pend rx;     /* of them, the receives it posted (sct__r_take_one) */
    uint8_t *wloop;     /* histogram mode: per node of the trace, a loop holding a wait or test */
    MPI_Group world_group;
    MPI_Comm **idup;    /* MPI_Comm_idup communicators the trace has not named yet, oldest first */
    size_t nidup, idcap;
    /* rank tables of the communicators sends went on (sct__r_xlate), xt[xi]
       the one used last; an entry goes when the replay frees its communicator */
    sct__r_xtab *xt;
    uint32_t nxt, xi;
    size_t capxt;
    uint64_t calls, skipped, *skip_by_op, posted;
    double bytes_sent, trace_bytes_sent, t_trace, t_replay;
    double t_prepare; /* before the timed replay: sct__r_prepare */
    FILE *out;
    sct__r_cgrp *cg;
    uint32_t ncg, ndef, capdef;
    sct__r_coll *def;
    uint64_t pos, dropped;
    uint64_t last_ret;  /* when this rank's last replayed call returned: its own
                           work since then (decoding, posting) counts as computation */
    uint64_t owed;      /* ns the replay's own work took beyond the recorded
                           computation so far: taken off the next intervals */
    uint64_t cend;      /* when the last computation interval ended */
    uint64_t off_cpu;   /* ns descheduled during a computation (--compute=cpu) or past its end (busy, sleep), not counted */
    int scheduled;
    uint32_t fin_site;
    int has_fin;
    sct__r_ahead ah;    /* the walk's events read ahead (sct__r_compute) */
    /* histogram mode: the calls of the leaf execution being interpreted */
    sct_walk_event *grp;
    int64_t *gvals;
    size_t *goff;
    uint32_t ngrp, capgrp, capoff;
    size_t nvals, capvals;
} sct__r;

/* ---- handle maps: original id -> handle bits ---- */

static void sct__r_put(sct__m_htab *t, int64_t id, const void *h, size_t n)
{
    int fresh;
    sct__m_hent *e = sct__m_hput(t, (uint64_t)id, &fresh);
    if (e) {
        e->id = 0;
        memcpy(&e->id, h, n);
    }
}

static int sct__r_get(const sct__m_htab *t, int64_t id, void *h, size_t n)
{
    const sct__m_hent *e = sct__m_hfind(t, (uint64_t)id);
    if (!e)
        return 0;
    memcpy(h, &e->id, n);
    return 1;
}

static void sct__r_fatal(sct__r *R, const char *fmt, ...)
{
    va_list ap;
    char msg[512];
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fprintf(stderr, "sctrace-replay: rank %d: %s\n", R->me, msg);
    R->failed = 1;
    if (!R->dry) { /* the other ranks would wait for this one forever */
        struct timespec pause = {0, 200000000L};
        nanosleep(&pause, NULL); /* time for the launcher to forward the message before it kills the job */
        PMPI_Abort(MPI_COMM_WORLD, 1);
    }
}

static MPI_Comm sct__r_comm(sct__r *R, int64_t id)
{
    MPI_Comm c = MPI_COMM_NULL;
    if (id == 0)
        return MPI_COMM_WORLD;
    if (id == 1)
        return MPI_COMM_SELF;
    if (sct__r_get(&R->comms, id, &c, sizeof c))
        return c;
    if (R->nidup && id != SCT_NONE) { /* the oldest MPI_Comm_idup communicator without an id */
        c = *R->idup[0];
        memmove(R->idup, R->idup + 1, --R->nidup * sizeof *R->idup);
        sct__r_put(&R->comms, id, &c, sizeof c);
        return c;
    }
    if (!R->failed)
        sct__r_fatal(R, "communicator %lld was never created in the replay", (long long)id);
    return c;
}

static MPI_Datatype sct__r_type(sct__r *R, int64_t id)
{
    MPI_Datatype t = MPI_BYTE;
    if (id == SCT_NONE)
        return MPI_DATATYPE_NULL;
    if (!sct__r_get(&R->dtypes, id, &t, sizeof t) && !R->failed)
        sct__r_fatal(R, "datatype %lld is unknown to the replay", (long long)id);
    return t;
}

static MPI_Group sct__r_group(sct__r *R, int64_t id)
{
    MPI_Group g = MPI_GROUP_NULL;
    if (!sct__r_get(&R->groups, id, &g, sizeof g) && !R->failed)
        sct__r_fatal(R, "group %lld is unknown to the replay", (long long)id);
    return g;
}

static MPI_Op sct__r_op(sct__r *R, int64_t id)
{
    MPI_Op o = MPI_SUM;
    if (!sct__r_get(&R->rops, id, &o, sizeof o) && !R->failed)
        sct__r_fatal(R, "reduction op %lld is unknown to the replay", (long long)id);
    return o;
}

/* A user-defined reduction op stands in for the application's: it leaves the
   result alone (payloads are not the application's anyway). */
static void sct__r_noop(void *in, void *inout, int *len, MPI_Datatype *dt)
{
    (void)in, (void)inout, (void)len, (void)dt;
}

/* Predefined datatypes and ops: ids as the runtime gives them (whether or
   not this replay is traced). */
static void sct__r_predefined(sct__r *R)
{
    MPI_Group empty = MPI_GROUP_EMPTY;
    MPI_Datatype types[SCT__M_NPREDEF_TYPES];
    MPI_Op ops[SCT__M_NPREDEF_OPS];
    MPI_Errhandler errhs[3];
    int i, size, nerrh, keys[SCT__M_NPREDEF_KEYS];
    sct__m_predef_handles(types, ops);
    for (i = 0; i < SCT__M_NPREDEF_TYPES; i++)
        if (sct__m_type_usable(types[i], &size))
            sct__r_put(&R->dtypes, i, &types[i], sizeof types[i]);
    for (i = 0; i < SCT__M_NPREDEF_OPS; i++)
        sct__r_put(&R->rops, i, &ops[i], sizeof ops[i]);
    sct__r_put(&R->groups, 0, &empty, sizeof empty);
    nerrh = sct__m_predef_keys(keys, errhs);
    for (i = 0; i < SCT__M_NPREDEF_KEYS; i++)
        sct__r_put(&R->keyvals, i, &keys[i], sizeof keys[i]);
    for (i = 0; i < nerrh; i++)
        sct__r_put(&R->errhs, i, &errhs[i], sizeof errhs[i]);
}

/* ---- buffers, counts, peers ---- */

/* Out of memory: the replay cannot go on, on any rank. */
static void sct__r_oom(size_t bytes)
{
    fprintf(stderr, "sctrace-replay: out of memory (%zu bytes)\n", bytes);
    PMPI_Abort(MPI_COMM_WORLD, 3);
    exit(3);
}

static void *sct__r_grow(void *p, size_t *cap, size_t need, int zero)
{
    void *q;
    if (need <= *cap)
        return p;
    need = need < 4096 ? 4096 : need + need / 2;
    if (!(q = realloc(p, need)))
        sct__r_oom(need);
    if (zero)
        memset((char *)q + *cap, 0, need - *cap);
    *cap = need;
    return q;
}

/* A buffer of exactly `bytes` (zeroed if asked) that is never grown. */
static void *sct__r_alloc(size_t bytes, int zero)
{
    void *q = zero ? calloc(bytes ? bytes : 1, 1) : malloc(bytes ? bytes : 1);
    if (!q)
        sct__r_oom(bytes);
    return q;
}

/* Copy n values to buf[at..], growing buf (*cap: its capacity in values;
   one more is kept, so that buf exists even when nothing was copied). */
static int64_t *sct__r_vput(int64_t *buf, size_t *cap, size_t at, const int64_t *v, size_t n)
{
    size_t bytes = *cap * sizeof(int64_t);
    buf = (int64_t *)sct__r_grow(buf, &bytes, (at + n + 1) * sizeof(int64_t), 0);
    *cap = bytes / sizeof(int64_t);
    if (n)
        memcpy(buf + at, v, n * sizeof(int64_t));
    return buf;
}

/* The count of `dt` elements that makes `bytes`, and a buffer that holds them. */
static int sct__r_count(int64_t bytes, MPI_Datatype dt)
{
    int size = 0;
    if (dt == MPI_DATATYPE_NULL || PMPI_Type_size(dt, &size) != MPI_SUCCESS || size <= 0 || bytes <= 0)
        return 0;
    return (int)(bytes / size);
}

static size_t sct__r_span(int count, MPI_Datatype dt)
{
    MPI_Aint lb = 0, ext = 0, tlb = 0, text = 0;
    if (dt == MPI_DATATYPE_NULL || count <= 0)
        return 16;
    PMPI_Type_get_extent(dt, &lb, &ext);
    PMPI_Type_get_true_extent(dt, &tlb, &text);
    return (size_t)count * (size_t)(ext > 0 ? ext : 1) + (size_t)(text > 0 ? text : 0) +
           (size_t)(tlb < 0 ? -tlb : tlb) + 16;
}

/* Keep a buffer that pending calls may still use until the end. */
static void sct__r_retire(sct__r *R, char *buf)
{
    R->retired = (char **)sct__r_grow(R->retired, &R->retcap, (R->nretired + 1) * sizeof(char *), 0);
    R->retired[R->nretired++] = buf;
}

/* A payload buffer of at least `need` bytes. Pending non-blocking calls may
   still use the old one, so a buffer that is outgrown is kept (freed at the
   end), never moved. */
static char *sct__r_payload(sct__r *R, char **buf, size_t *cap, size_t need)
{
    size_t n = 0;
    char *p;
    if (need <= *cap)
        return *buf;
    p = (char *)sct__r_grow(NULL, &n, need, 1);
    if (*buf)
        sct__r_retire(R, *buf);
    *cap = n;
    return *buf = p;
}

static void *sct__r_sbuf(sct__r *R, size_t span)
{
    return sct__r_payload(R, &R->sbuf, &R->scap, 2 * span) + span; /* room below for negative lower bounds */
}

static void *sct__r_rbuf(sct__r *R, size_t span)
{
    return sct__r_payload(R, &R->rbuf, &R->rcap, 2 * span) + span;
}

static int *sct__r_ints(sct__r *R, size_t n)
{
    R->ibuf = (int *)sct__r_grow(R->ibuf, &R->icap, (n + 1) * sizeof(int), 0);
    return R->ibuf;
}

static MPI_Status *sct__r_st(sct__r *R, size_t n)
{
    R->stbuf = (MPI_Status *)sct__r_grow(R->stbuf, &R->stcap, (n + 1) * sizeof(MPI_Status), 0);
    return R->stbuf;
}

static int sct__r_rank_in(MPI_Comm comm)
{
    int r = 0;
    if (comm != MPI_COMM_NULL)
        PMPI_Comm_rank(comm, &r);
    return r;
}

static int sct__r_peer(int64_t rel, MPI_Comm comm)
{
    if (rel == SCT_PEER_NULL)
        return MPI_PROC_NULL;
    if (rel == SCT_PEER_ANY)
        return MPI_ANY_SOURCE;
    if (rel == SCT_PEER_ROOT)
        return MPI_ROOT;
    return (int)(sct__r_rank_in(comm) + rel);
}

static int sct__r_tag(int64_t t)
{
    return t == SCT_TAG_ANY ? MPI_ANY_TAG : (int)t;
}

/* ---- compute time between calls ---- */

/* When the call just made returned. With the replay traced, when the tracer
   took the call's end time: its recording after that is the replay's own
   work, as the application's was part of its recorded computation. So is
   the replay's work between the end of the computation and the call's
   start (looking up handles), which is owed: up to the first MPI call made
   for it. (A histogram replay's wait is two MPI_Waitall, sends then
   receives; taking the second's start owed the time the first waited, and
   traced replays of the stencils skipped most of their computation.) */
static uint64_t sct__r_returned(sct__r *R)
{
    uint64_t t = sct__m_rt.t_end;
    if (t && R->cend && sct__m_rt.t_begin > R->cend)
        R->owed += sct__m_rt.t_begin - R->cend;
    R->cend = 0;
    sct__m_rt.t_begin = sct__m_rt.t_end = 0;
    return t ? t : sct__m_now();
}

/* One more event of the walk into the queue; 0 when the queue is full or
   the walk is over. */
static int sct__r_ahead_pull(sct__r *R)
{
    sct__r_ahead *A = &R->ah;
    sct_walk_event *e;
    if (!A->w || A->got != 1 || A->n == SCT__R_AHEAD)
        return 0;
    e = &A->ev[A->n];
    if ((A->got = sct_walk_next(A->w, e)) != 1)
        return 0;
    A->voff[A->n++] = A->nvals;
    if (e->kind == SCT_WALK_CALL && e->ev.nvalues) {
        A->vals = sct__r_vput(A->vals, &A->capvals, A->nvals, e->ev.values, (size_t)e->ev.nvalues);
        A->nvals += (size_t)e->ev.nvalues;
    }
    return 1;
}

/* The walk's next event, from the queue: 1, or its end (0) or failure (< 0).
   Its values stay put until the next call, however far the walk goes on. */
static int sct__r_next(sct__r *R, sct_walk_event *ev)
{
    sct__r_ahead *A = &R->ah;
    if (A->head == A->n) {
        A->head = A->n = 0;
        A->nvals = 0;
        if (!sct__r_ahead_pull(R))
            return A->got;
    }
    *ev = A->ev[A->head];
    if (ev->kind == SCT_WALK_CALL && ev->ev.nvalues) {
        A->cur = sct__r_vput(A->cur, &A->capcur, 0, A->vals + A->voff[A->head], (size_t)ev->ev.nvalues);
        ev->ev.values = A->cur;
    }
    A->head++;
    return 1;
}

/* A gap between two readings of the clock while spinning longer than this
   is time the process spent off the CPU (the spin itself reads the clock
   every few tens of ns; interrupts take a few us). */
#define SCT__R_OFF_CPU_NS 10000

/* Busy-wait until *end. A gap in which the process was descheduled is no
   work of the replay's: on_cpu (--compute=cpu), each one moves *end later,
   so that the interval is spent on the CPU, as the application's
   computation was; otherwise (busy, sleep) only one across *end does, to when the
   process ran again, so that the time away past the end is not owed, which
   would cut the computations that follow short. (Ranks that wait for a core
   as the application's did lose it there: at 16 ranks on 2 cores
   master_worker's workers owed most of their items and the replay ran in a
   third of the time.) Returns the time it stopped. */
static uint64_t sct__r_spin(sct__r *R, uint64_t now, uint64_t *end, int on_cpu)
{
    uint64_t prev = now;
    while (now < *end) {
        now = sct__m_now();
        if (now - prev > SCT__R_OFF_CPU_NS && (on_cpu || now >= *end)) {
            uint64_t away = on_cpu ? now - prev : now - *end;
            *end += away;
            R->off_cpu += away;
        }
        prev = now;
    }
    return now;
}

/* A histogram replay's rank waited (its pending requests, a collective, a
   blocking send) from t0 until now. The own work it still owes was done
   before the wait, mostly walking other ranks' calls after its own sends;
   had that been computation, the rank would have left the wait at the same
   time. So the time waited is taken off what is owed, rather than off the
   computation that follows (which leads to the rank's next sends). */
static void sct__r_waited(sct__r *R, uint64_t t0)
{
    uint64_t w = sct__m_now() - t0;
    R->owed -= R->owed < w ? R->owed : w;
}

/* Spend a computation time: read ahead in the walk while it lasts, then
   busy-wait (--compute=cpu: on the CPU, sct__r_spin), or sleep for
   what is above the kernel's wake-up latency and spin the rest (short
   sleeps overshoot by tens of microseconds).
   The interval counts from the return of the previous call. Where the
   replay's own work since then took longer than the recorded time, the
   excess is owed and taken off the following intervals, so that a rank's
   computation plus the replay's work add up to the recorded computation. */
static void sct__r_compute(sct__r *R, int64_t ns)
{
    uint64_t now, start, end, pay;
    sct__m_rt.t_begin = sct__m_rt.t_end = 0;
    if (R->o->compute == SCTRACE_REPLAY_NO_COMPUTE)
        return;
    now = sct__m_now();
    start = R->last_ret && R->last_ret <= now ? R->last_ret : now;
    if (ns < 0)
        ns = 0;
    pay = R->owed < (uint64_t)ns ? R->owed : (uint64_t)ns;
    end = start + (uint64_t)ns - pay;
    if (now < end)
        while (sct__r_ahead_pull(R) && (now = sct__m_now()) < end)
            ;
    if (now < end && R->o->compute == SCTRACE_REPLAY_SLEEP && end - now > 200000) {
        struct timespec ts;
        int64_t s = (int64_t)(end - now) - 100000;
        ts.tv_sec = (time_t)(s / 1000000000);
        ts.tv_nsec = (long)(s % 1000000000);
        nanosleep(&ts, NULL);
        now = sct__m_now();
    }
    now = sct__r_spin(R, now, &end, R->o->compute == SCTRACE_REPLAY_CPU);
    R->owed += now - end;
    R->owed -= pay;
    R->cend = now;
}

/* ---- the op table of the file, against the runtime's ---- */

/* Whether the file's op f records the runtime's op o's parameters: all of
   them, or all but a last "matched" (the source a wildcard receive matched:
   traces of earlier builds lack it, and sct__r_src does without). */
static int sct__r_same_params(const sct_op *o, const sct_op *f)
{
    int n = f->nparams;
    if (n != o->nparams && !(n + 1 == o->nparams && !strcmp(o->param_names[n], "matched")))
        return 0;
    return !n || !memcmp(o->param_roles, f->param_roles, (size_t)n);
}

static int sct__r_map_ops(sct__r *R)
{
    const sct_op_table *rt = &sct__m_mpi_op_table;
    int i, j;
    R->ops = (int32_t *)calloc((size_t)R->ft->nops + 1, sizeof(int32_t));
    R->skip_by_op = (uint64_t *)calloc((size_t)R->ft->nops + 1, sizeof(uint64_t));
    if (!R->ops || !R->skip_by_op)
        return -1;
    for (i = 0; i < R->ft->nops; i++) {
        const sct_op *f = &R->ft->ops[i];
        R->ops[i] = -1;
        for (j = 0; j < rt->nops; j++)
            if (!strcmp(rt->ops[j].name, f->name) && sct__r_same_params(&rt->ops[j], f))
                R->ops[i] = j;
    }
    return 0;
}

/* Point R->a[k] at parameter k of the event (arrays: at their length). */
static int sct__r_args(sct__r *R, const sct_event_out *ev)
{
    const sct_op *op = &R->ft->ops[ev->op];
    int k, at = 0;
    if (op->nparams > (int)(sizeof R->a / sizeof R->a[0]))
        return -1;
    R->na = op->nparams;
    for (k = 0; k < op->nparams; k++) {
        if (at >= ev->nvalues)
            return -1;
        R->a[k] = &ev->values[at];
        at += (op->param_roles[k] & SCT_PARAM_ARRAY) ? 1 + (int)ev->values[at] : 1;
    }
    return at == ev->nvalues ? 0 : -1;
}

#define SCT__R_V(k) (*R->a[k])
#define SCT__R_LEN(k) ((int)*R->a[k])
#define SCT__R_ARR(k) (R->a[k] + 1)

/* The source a receive or probe is made with: parameter k, in comm. A
   wildcard one of a lossless trace is made with the source it matched in the
   run (parameter m), so that the replay keeps the run's order of messages
   (which worker's result a master takes next, and so whom it serves next);
   the tracer still records a wildcard (sct__m_rt.replay_any). Traces without
   the matched source, and lossy ones, keep the wildcard. */
static int sct__r_src(sct__r *R, int k, int m, MPI_Comm comm)
{
    int src = sct__r_peer(SCT__R_V(k), comm);
    if (src != MPI_ANY_SOURCE || !R->lossless || m >= R->na || SCT__R_V(m) == SCT_NONE)
        return src;
    sct__m_rt.replay_any = 1;
    return sct__r_peer(SCT__R_V(m), comm);
}

/* ---- exact replay: one function per family of calls ---- */

/* Map the request a call made (q) to its recorded id, parameter k. A
   blocking call leaves q null, so callers need not tell which ops make
   requests (and parameter k is read only when there is one). */
static void sct__r_newreq(sct__r *R, int k, MPI_Request q)
{
    if (q != MPI_REQUEST_NULL && SCT__R_V(k) != SCT_NONE)
        sct__r_put(&R->reqs, SCT__R_V(k), &q, sizeof q);
}

/* Messages: send (bytes, type, peer, tag, comm[, request]). */
static void sct__r_p2p(sct__r *R, int op)
{
    MPI_Datatype dt = sct__r_type(R, SCT__R_V(1));
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(4));
    int n = sct__r_count(SCT__R_V(0), dt), tag = sct__r_tag(SCT__R_V(3));
    int peer = op == SCT__M_OP_MPI_Recv ? sct__r_src(R, 2, 5, comm) : sct__r_peer(SCT__R_V(2), comm);
    size_t span = sct__r_span(n, dt);
    MPI_Request q = MPI_REQUEST_NULL;
    if (R->failed)
        return;
    switch (op) {
    case SCT__M_OP_MPI_Send: MPI_Send(sct__r_sbuf(R, span), n, dt, peer, tag, comm); break;
    case SCT__M_OP_MPI_Ssend: MPI_Ssend(sct__r_sbuf(R, span), n, dt, peer, tag, comm); break;
    case SCT__M_OP_MPI_Rsend: MPI_Rsend(sct__r_sbuf(R, span), n, dt, peer, tag, comm); break;
    case SCT__M_OP_MPI_Bsend: MPI_Bsend(sct__r_sbuf(R, span), n, dt, peer, tag, comm); break;
    case SCT__M_OP_MPI_Recv: MPI_Recv(sct__r_rbuf(R, span), n, dt, peer, tag, comm, MPI_STATUS_IGNORE); break;
    case SCT__M_OP_MPI_Isend: MPI_Isend(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Issend: MPI_Issend(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Irsend: MPI_Irsend(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Ibsend: MPI_Ibsend(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Irecv: MPI_Irecv(sct__r_rbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Send_init: MPI_Send_init(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Ssend_init: MPI_Ssend_init(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Rsend_init: MPI_Rsend_init(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Bsend_init: MPI_Bsend_init(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Recv_init: MPI_Recv_init(sct__r_rbuf(R, span), n, dt, peer, tag, comm, &q); break;
    }
    sct__r_newreq(R, 5, q);
}

static void sct__r_sendrecv(sct__r *R, int op)
{
    if (op == SCT__M_OP_MPI_Sendrecv) {
        MPI_Datatype st = sct__r_type(R, SCT__R_V(1)), rt = sct__r_type(R, SCT__R_V(5));
        MPI_Comm comm = sct__r_comm(R, SCT__R_V(8));
        int sn = sct__r_count(SCT__R_V(0), st), rn = sct__r_count(SCT__R_V(4), rt);
        if (!R->failed)
            MPI_Sendrecv(sct__r_sbuf(R, sct__r_span(sn, st)), sn, st, sct__r_peer(SCT__R_V(2), comm),
                         sct__r_tag(SCT__R_V(3)), sct__r_rbuf(R, sct__r_span(rn, rt)), rn, rt,
                         sct__r_src(R, 6, 9, comm), sct__r_tag(SCT__R_V(7)), comm, MPI_STATUS_IGNORE);
    } else {
        MPI_Datatype dt = sct__r_type(R, SCT__R_V(1));
        MPI_Comm comm = sct__r_comm(R, SCT__R_V(6));
        int n = sct__r_count(SCT__R_V(0), dt);
        if (!R->failed)
            MPI_Sendrecv_replace(sct__r_rbuf(R, sct__r_span(n, dt)), n, dt, sct__r_peer(SCT__R_V(2), comm),
                                 sct__r_tag(SCT__R_V(3)), sct__r_src(R, 4, 7, comm), sct__r_tag(SCT__R_V(5)),
                                 comm, MPI_STATUS_IGNORE);
    }
}

static void sct__r_probe(sct__r *R, int op)
{
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(2));
    int src = op == SCT__M_OP_MPI_Probe ? sct__r_src(R, 0, 3, comm) : sct__r_peer(SCT__R_V(0), comm);
    int tag = sct__r_tag(SCT__R_V(1)), flag = 0;
    if (R->failed)
        return;
    if (op == SCT__M_OP_MPI_Probe)
        MPI_Probe(src, tag, comm, MPI_STATUS_IGNORE);
    else
        MPI_Iprobe(src, tag, comm, &flag, MPI_STATUS_IGNORE);
}

/* ---- matched messages (MPI_Mprobe, MPI_Improbe, MPI_Mrecv, MPI_Imrecv) ----
   A probe's message is kept under the id the trace gave it (sct__m_p_newmsg)
   until a receive is handed that id. */
typedef struct sct__r_msg {
    int64_t id;
    MPI_Message m;
    MPI_Comm comm;
    int src, tag; /* its envelope */
} sct__r_msg;

static void sct__r_msg_add(sct__r *R, int64_t id, MPI_Message m, MPI_Comm comm, const MPI_Status *st)
{
    size_t cap = R->capmsg * sizeof *R->msgs;
    sct__r_msg *x;
    if (m == MPI_MESSAGE_NULL || m == MPI_MESSAGE_NO_PROC)
        return;
    R->msgs = (sct__r_msg *)sct__r_grow(R->msgs, &cap, (R->nmsg + 1) * sizeof *R->msgs, 0);
    R->capmsg = (uint32_t)(cap / sizeof *R->msgs);
    x = &R->msgs[R->nmsg++];
    x->id = id, x->m = m, x->comm = comm, x->src = st->MPI_SOURCE, x->tag = st->MPI_TAG;
}

/* Index of the oldest message held under id (SCT_NONE: any a probe for
   src/tag on comm could have matched), or R->nmsg. */
static uint32_t sct__r_msg_find(sct__r *R, int64_t id, MPI_Comm comm, int src, int tag)
{
    uint32_t i;
    for (i = 0; i < R->nmsg; i++) {
        const sct__r_msg *x = &R->msgs[i];
        if (id != SCT_NONE ? x->id == id
                           : x->id == SCT_NONE && x->comm == comm && (src == MPI_ANY_SOURCE || src == x->src) &&
                                 (tag == MPI_ANY_TAG || tag == x->tag))
            break;
    }
    return i;
}

/* The message a receive is handed: the one held under id, else the oldest. */
static MPI_Message sct__r_msg_take(sct__r *R, int64_t id)
{
    uint32_t k;
    MPI_Message m;
    if (id == SCT_PEER_NULL)
        return MPI_MESSAGE_NO_PROC;
    k = sct__r_msg_find(R, id, MPI_COMM_NULL, 0, 0);
    if (k == R->nmsg && R->nmsg)
        k = 0;
    if (k == R->nmsg) {
        sct__r_fatal(R, "a matched receive (message %lld) has no probed message", (long long)id);
        return MPI_MESSAGE_NULL;
    }
    m = R->msgs[k].m;
    memmove(&R->msgs[k], &R->msgs[k + 1], (R->nmsg - k - 1) * sizeof *R->msgs);
    R->nmsg--;
    return m;
}

/* MPI_Mprobe and MPI_Improbe: (source, tag, comm, message id). An Improbe
   that matched in the run waits here until it can (MPI_Probe first); one
   that matched nothing may match here: the message is kept as a spare, and
   a later probe the trace says matched takes it without a call. */
static void sct__r_mprobe(sct__r *R, int op)
{
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(2));
    int src = sct__r_src(R, 0, 4, comm), tag = sct__r_tag(SCT__R_V(1)), flag = 0;
    int64_t id = SCT__R_V(3);
    MPI_Message m = MPI_MESSAGE_NULL;
    MPI_Status st;
    uint32_t k;
    if (R->failed)
        return;
    if (id != SCT_NONE && (k = sct__r_msg_find(R, SCT_NONE, comm, src, tag)) < R->nmsg) {
        R->msgs[k].id = id;
        return;
    }
    memset(&st, 0, sizeof st);
    if (op == SCT__M_OP_MPI_Mprobe) {
        MPI_Mprobe(src, tag, comm, &m, &st);
        flag = 1;
    } else {
        if (id != SCT_NONE)
            PMPI_Probe(src, tag, comm, MPI_STATUS_IGNORE);
        MPI_Improbe(src, tag, comm, &flag, &m, &st);
    }
    if (flag)
        sct__r_msg_add(R, id, m, comm, &st);
}

/* MPI_Mrecv and MPI_Imrecv: (bytes, type, message id[, request]). */
static void sct__r_mrecv(sct__r *R, int op)
{
    MPI_Datatype dt = sct__r_type(R, SCT__R_V(1));
    int n = sct__r_count(SCT__R_V(0), dt);
    MPI_Message m;
    MPI_Request q = MPI_REQUEST_NULL;
    if (R->failed)
        return;
    m = sct__r_msg_take(R, SCT__R_V(2));
    if (R->failed)
        return;
    if (op == SCT__M_OP_MPI_Mrecv) {
        MPI_Mrecv(sct__r_rbuf(R, sct__r_span(n, dt)), n, dt, &m, MPI_STATUS_IGNORE);
        return;
    }
    MPI_Imrecv(sct__r_rbuf(R, sct__r_span(n, dt)), n, dt, &m, &q);
    sct__r_newreq(R, 3, q);
}

/* The handles of the requests in array parameter k, in order. */
static MPI_Request *sct__r_reqs(sct__r *R, int k, int *n)
{
    int i;
    *n = SCT__R_LEN(k);
    R->qbuf = (MPI_Request *)sct__r_grow(R->qbuf, &R->qcap, ((size_t)*n + 1) * sizeof(MPI_Request), 0);
    for (i = 0; i < *n; i++)
        if (!sct__r_get(&R->reqs, SCT__R_ARR(k)[i], &R->qbuf[i], sizeof(MPI_Request)) && !R->failed)
            sct__r_fatal(R, "request %lld is not pending in the replay", (long long)SCT__R_ARR(k)[i]);
    return R->qbuf;
}

/* Wait (untraced, without freeing them) until the requests are complete. */
static void sct__r_ready(MPI_Request *q, int n)
{
    int i, flag;
    for (i = 0; i < n; i++)
        do
            flag = 1, PMPI_Request_get_status(q[i], &flag, MPI_STATUS_IGNORE);
        while (!flag);
}

/* Keep the arrays a non-blocking vector collective reads (one allocation)
   until request id completes (freed then, by sct__r_unkeep). */
static void sct__r_keep(sct__r *R, int64_t id, MPI_Request q, void *copy)
{
    void *old = NULL;
    if (id == SCT_NONE || q == MPI_REQUEST_NULL) {
        free(copy); /* complete already (or an error): MPI reads the arrays no more */
        return;
    }
    if (sct__r_get(&R->vcopies, id, &old, sizeof old))
        sct__r_retire(R, (char *)old); /* id reused while pending: keep both to the end */
    sct__r_put(&R->vcopies, id, &copy, sizeof copy);
}

/* Free the arrays request id's call read, if any (it completed). */
static void sct__r_unkeep(sct__r *R, int64_t id)
{
    void *copy;
    if (!R->vcopies.n || !sct__r_get(&R->vcopies, id, &copy, sizeof copy))
        return;
    free(copy);
    sct__m_hdel(&R->vcopies, (uint64_t)id);
}

/* Free the arrays of vector collectives never completed (the end of a replay). */
static void sct__r_unkeep_all(sct__r *R)
{
    uint32_t i;
    for (i = 0; i < R->vcopies.cap; i++)
        if (R->vcopies.e[i].key != SCT__M_EMPTY) {
            void *copy;
            memcpy(&copy, &R->vcopies.e[i].id, sizeof copy);
            free(copy);
        }
    sct__m_hfree(&R->vcopies);
}

/* Forget the requests a completion freed (persistent ones stay). */
static void sct__r_forget(sct__r *R, const MPI_Request *q, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (q[i] == MPI_REQUEST_NULL) {
            sct__m_hdel(&R->reqs, (uint64_t)SCT__R_ARR(0)[i]);
            sct__r_unkeep(R, SCT__R_ARR(0)[i]);
        }
}

/* Wait/test calls complete exactly the requests they completed in the run. */
static void sct__r_complete(sct__r *R, int op)
{
    int n, idx, flag, out;
    MPI_Request *q = sct__r_reqs(R, 0, &n), null = MPI_REQUEST_NULL;
    if (R->failed)
        return;
    if (op != SCT__M_OP_MPI_Wait && op != SCT__M_OP_MPI_Waitall)
        sct__r_ready(q, n);
    switch (op) {
    case SCT__M_OP_MPI_Wait: MPI_Wait(n ? q : &null, MPI_STATUS_IGNORE); break;
    case SCT__M_OP_MPI_Test: MPI_Test(n ? q : &null, &flag, MPI_STATUS_IGNORE); break;
    case SCT__M_OP_MPI_Waitall: MPI_Waitall(n, q, sct__r_st(R, (size_t)n)); break;
    case SCT__M_OP_MPI_Testall: MPI_Testall(n, q, &flag, sct__r_st(R, (size_t)n)); break;
    case SCT__M_OP_MPI_Waitany: MPI_Waitany(n, q, &idx, MPI_STATUS_IGNORE); break;
    case SCT__M_OP_MPI_Testany: MPI_Testany(n, q, &idx, &flag, MPI_STATUS_IGNORE); break;
    case SCT__M_OP_MPI_Waitsome:
        MPI_Waitsome(n, q, &out, sct__r_ints(R, (size_t)n), sct__r_st(R, (size_t)n));
        break;
    case SCT__M_OP_MPI_Testsome:
        MPI_Testsome(n, q, &out, sct__r_ints(R, (size_t)n), sct__r_st(R, (size_t)n));
        break;
    }
    sct__r_forget(R, q, n);
}

static void sct__r_request_op(sct__r *R, int op)
{
    int n;
    MPI_Request *q;
    if (op == SCT__M_OP_MPI_Startall) {
        q = sct__r_reqs(R, 0, &n);
        if (!R->failed)
            MPI_Startall(n, q);
        return;
    }
    {
        MPI_Request h = MPI_REQUEST_NULL;
        if (!sct__r_get(&R->reqs, SCT__R_V(0), &h, sizeof h)) {
            sct__r_fatal(R, "request %lld is unknown to the replay", (long long)SCT__R_V(0));
            return;
        }
        if (op == SCT__M_OP_MPI_Start)
            MPI_Start(&h);
        else if (op == SCT__M_OP_MPI_Cancel)
            MPI_Cancel(&h);
        else if (op == SCT__M_OP_MPI_Request_free) {
            MPI_Request_free(&h);
            sct__m_hdel(&R->reqs, (uint64_t)SCT__R_V(0));
            sct__r_unkeep(R, SCT__R_V(0));
        }
    }
}

/* The first parameter of MPI op `op` with this role (its row of the op
   table), or -1. */
static int sct__r_param_of(int op, int role)
{
    const sct_op *o = &sct__m_mpi_op_table.ops[op];
    int i;
    for (i = 0; i < o->nparams; i++)
        if ((o->param_roles[i] & 0x7f) == role)
            return i;
    return -1;
}

/* Whether MPI op `op` takes a reduction op. */
static int sct__r_reduces(int op)
{
    return sct__r_param_of(op, SCT_ROLE_REDOP) >= 0;
}

/* Collectives whose parameters are (bytes, type, [op,] [root,] comm[, request]). */
static void sct__r_coll1(sct__r *R, int op)
{
    int nb = op == SCT__M_OP_MPI_Barrier || op == SCT__M_OP_MPI_Ibarrier;
    int red = sct__r_reduces(op);
    int rooted = op == SCT__M_OP_MPI_Bcast || op == SCT__M_OP_MPI_Ibcast || op == SCT__M_OP_MPI_Reduce ||
                 op == SCT__M_OP_MPI_Ireduce;
    int k = nb ? 0 : 2 + red + rooted, n = 0, root = 0, size = 1;
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(k));
    MPI_Datatype dt = nb ? MPI_BYTE : sct__r_type(R, SCT__R_V(1));
    MPI_Op rop = red ? sct__r_op(R, SCT__R_V(2)) : MPI_SUM;
    MPI_Request q = MPI_REQUEST_NULL;
    void *s, *r;
    if (R->failed)
        return;
    if (!nb)
        n = sct__r_count(SCT__R_V(0), dt);
    if (rooted)
        root = sct__r_peer(SCT__R_V(2 + red), comm);
    PMPI_Comm_size(comm, &size);
    if (op == SCT__M_OP_MPI_Reduce_scatter_block || op == SCT__M_OP_MPI_Ireduce_scatter_block) {
        s = sct__r_sbuf(R, sct__r_span(n * size, dt));
        r = sct__r_rbuf(R, sct__r_span(n, dt));
    } else {
        s = sct__r_sbuf(R, sct__r_span(n, dt));
        r = sct__r_rbuf(R, sct__r_span(n, dt));
    }
    switch (op) {
    case SCT__M_OP_MPI_Barrier: MPI_Barrier(comm); break;
    case SCT__M_OP_MPI_Ibarrier: MPI_Ibarrier(comm, &q); break;
    case SCT__M_OP_MPI_Bcast: MPI_Bcast(r, n, dt, root, comm); break;
    case SCT__M_OP_MPI_Ibcast: MPI_Ibcast(r, n, dt, root, comm, &q); break;
    case SCT__M_OP_MPI_Reduce: MPI_Reduce(s, r, n, dt, rop, root, comm); break;
    case SCT__M_OP_MPI_Ireduce: MPI_Ireduce(s, r, n, dt, rop, root, comm, &q); break;
    case SCT__M_OP_MPI_Allreduce: MPI_Allreduce(s, r, n, dt, rop, comm); break;
    case SCT__M_OP_MPI_Iallreduce: MPI_Iallreduce(s, r, n, dt, rop, comm, &q); break;
    case SCT__M_OP_MPI_Scan: MPI_Scan(s, r, n, dt, rop, comm); break;
    case SCT__M_OP_MPI_Iscan: MPI_Iscan(s, r, n, dt, rop, comm, &q); break;
    case SCT__M_OP_MPI_Exscan: MPI_Exscan(s, r, n, dt, rop, comm); break;
    case SCT__M_OP_MPI_Iexscan: MPI_Iexscan(s, r, n, dt, rop, comm, &q); break;
    case SCT__M_OP_MPI_Reduce_scatter_block: MPI_Reduce_scatter_block(s, r, n, dt, rop, comm); break;
    case SCT__M_OP_MPI_Ireduce_scatter_block: MPI_Ireduce_scatter_block(s, r, n, dt, rop, comm, &q); break;
    }
    sct__r_newreq(R, k + 1, q);
}

/* Whether op is a neighbourhood collective (counts per neighbour). */
static int sct__r_neighbour(int op)
{
    switch (op) {
    case SCT__M_OP_MPI_Neighbor_allgather: case SCT__M_OP_MPI_Ineighbor_allgather:
    case SCT__M_OP_MPI_Neighbor_alltoall: case SCT__M_OP_MPI_Ineighbor_alltoall:
    case SCT__M_OP_MPI_Neighbor_allgatherv: case SCT__M_OP_MPI_Ineighbor_allgatherv:
    case SCT__M_OP_MPI_Neighbor_alltoallv: case SCT__M_OP_MPI_Ineighbor_alltoallv:
    case SCT__M_OP_MPI_Neighbor_alltoallw: case SCT__M_OP_MPI_Ineighbor_alltoallw:
        return 1;
    }
    return 0;
}

/* (sendbytes, sendtype, recvbytes, recvtype, [root,] comm[, request]) */
static void sct__r_coll2(sct__r *R, int op)
{
    int rooted = op == SCT__M_OP_MPI_Gather || op == SCT__M_OP_MPI_Scatter || op == SCT__M_OP_MPI_Igather ||
                 op == SCT__M_OP_MPI_Iscatter;
    int scat = op == SCT__M_OP_MPI_Scatter || op == SCT__M_OP_MPI_Iscatter, nbr = sct__r_neighbour(op);
    int a2a = op == SCT__M_OP_MPI_Alltoall || op == SCT__M_OP_MPI_Ialltoall ||
              op == SCT__M_OP_MPI_Neighbor_alltoall || op == SCT__M_OP_MPI_Ineighbor_alltoall;
    MPI_Datatype st = sct__r_type(R, SCT__R_V(1)), rt = sct__r_type(R, SCT__R_V(3));
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(4 + rooted));
    int sn = sct__r_count(SCT__R_V(0), st), rn = sct__r_count(SCT__R_V(2), rt), size = 1, me = 0;
    int root = rooted ? sct__r_peer(SCT__R_V(4), comm) : 0, sm, rm;
    MPI_Request q = MPI_REQUEST_NULL;
    void *s, *r;
    if (R->failed)
        return;
    PMPI_Comm_size(comm, &size);
    PMPI_Comm_rank(comm, &me);
    sm = scat || a2a ? (nbr ? sct__m_nbrs(comm, 1) : size) : 1; /* blocks sent and received */
    rm = nbr ? sct__m_nbrs(comm, 0) : (!rooted || me == root) && !scat ? size : 1;
    s = sct__r_sbuf(R, sct__r_span(sn * sm, st));
    r = sct__r_rbuf(R, sct__r_span(rn * rm, rt));
    switch (op) {
    case SCT__M_OP_MPI_Gather: MPI_Gather(s, sn, st, r, rn, rt, root, comm); break;
    case SCT__M_OP_MPI_Igather: MPI_Igather(s, sn, st, r, rn, rt, root, comm, &q); break;
    case SCT__M_OP_MPI_Scatter: MPI_Scatter(s, sn, st, r, rn, rt, root, comm); break;
    case SCT__M_OP_MPI_Iscatter: MPI_Iscatter(s, sn, st, r, rn, rt, root, comm, &q); break;
    case SCT__M_OP_MPI_Allgather: MPI_Allgather(s, sn, st, r, rn, rt, comm); break;
    case SCT__M_OP_MPI_Iallgather: MPI_Iallgather(s, sn, st, r, rn, rt, comm, &q); break;
    case SCT__M_OP_MPI_Alltoall: MPI_Alltoall(s, sn, st, r, rn, rt, comm); break;
    case SCT__M_OP_MPI_Ialltoall: MPI_Ialltoall(s, sn, st, r, rn, rt, comm, &q); break;
    case SCT__M_OP_MPI_Neighbor_allgather: MPI_Neighbor_allgather(s, sn, st, r, rn, rt, comm); break;
    case SCT__M_OP_MPI_Ineighbor_allgather: MPI_Ineighbor_allgather(s, sn, st, r, rn, rt, comm, &q); break;
    case SCT__M_OP_MPI_Neighbor_alltoall: MPI_Neighbor_alltoall(s, sn, st, r, rn, rt, comm); break;
    case SCT__M_OP_MPI_Ineighbor_alltoall: MPI_Ineighbor_alltoall(s, sn, st, r, rn, rt, comm, &q); break;
    }
    sct__r_newreq(R, 5 + rooted, q);
}

/* Counts (and contiguous displacements) from a byte array parameter; an
   empty array (a non-root) gives NULL. */
static int *sct__r_vcounts(sct__r *R, int k, MPI_Datatype dt, int off, int **displs, size_t *span)
{
    int n = SCT__R_LEN(k), i, *c, total = 0;
    *displs = NULL;
    *span = 16;
    if (!n)
        return NULL;
    c = sct__r_ints(R, (size_t)off + 2 * (size_t)n) + off;
    for (i = 0; i < n; i++) {
        c[i] = sct__r_count(SCT__R_ARR(k)[i], dt);
        c[n + i] = total;
        total += c[i];
    }
    *displs = c + n;
    *span = sct__r_span(total, dt);
    return c;
}

/* A copy of R->ibuf[0..n) placed `lead` bytes into an allocation of its own
   (MPI reads a non-blocking vector collective's arrays until it completes). */
static void *sct__r_icopy(sct__r *R, size_t lead, size_t n)
{
    char *p = (char *)sct__r_alloc(lead + n * sizeof(int), 0);
    if (n)
        memcpy(p + lead, R->ibuf, n * sizeof(int));
    return p;
}

/* Whether a vector collective's n counts cover every rank comm sends to
   (MPI reads that many); a fatal error if not (a damaged trace). */
static int sct__r_per_rank(sct__r *R, MPI_Comm comm, int n)
{
    int size = 0, inter = 0;
    if (comm == MPI_COMM_NULL)
        return 0;
    PMPI_Comm_test_inter(comm, &inter);
    if (inter)
        PMPI_Comm_remote_size(comm, &size);
    else
        PMPI_Comm_size(comm, &size);
    if (n >= size)
        return 1;
    sct__r_fatal(R, "a vector collective with %d counts on a communicator of %d ranks", n, size);
    return 0;
}

/* Whether a neighbourhood collective's ns send and nr receive counts (-1:
   that side is not an array) cover its out- and in-neighbours; other
   collectives pass. */
static int sct__r_covers(sct__r *R, int op, MPI_Comm comm, int ns, int nr)
{
    int out, in;
    if (!sct__r_neighbour(op))
        return 1;
    out = sct__m_nbrs(comm, 1), in = sct__m_nbrs(comm, 0);
    if ((ns < 0 || ns >= out) && (nr < 0 || nr >= in))
        return 1;
    sct__r_fatal(R, "a neighbourhood collective with %d / %d counts for %d / %d neighbours", ns, nr, out, in);
    return 0;
}

/* v-collectives: one side scalar, the other an array (or both arrays). */
static void sct__r_collv(sct__r *R, int op)
{
    int a2a = op == SCT__M_OP_MPI_Alltoallv || op == SCT__M_OP_MPI_Ialltoallv ||
              op == SCT__M_OP_MPI_Neighbor_alltoallv || op == SCT__M_OP_MPI_Ineighbor_alltoallv;
    int sv = a2a || op == SCT__M_OP_MPI_Scatterv || op == SCT__M_OP_MPI_Iscatterv;
    int rv = a2a || !sv, rooted = op == SCT__M_OP_MPI_Gatherv || op == SCT__M_OP_MPI_Scatterv ||
                                  op == SCT__M_OP_MPI_Igatherv || op == SCT__M_OP_MPI_Iscatterv;
    MPI_Datatype st = sct__r_type(R, SCT__R_V(1)), rt = sct__r_type(R, SCT__R_V(3));
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(4 + rooted));
    int root = rooted ? sct__r_peer(SCT__R_V(4), comm) : 0, sn = 0, rn = 0, *sc = NULL, *sd = NULL, *rc = NULL,
        *rd = NULL, nsa = sv ? SCT__R_LEN(0) : 0;
    size_t sspan = 16, rspan = 16;
    MPI_Request q = MPI_REQUEST_NULL;
    int *copy = NULL;
    void *s, *r;
    if (R->failed || !sct__r_covers(R, op, comm, sv ? nsa : -1, rv ? SCT__R_LEN(2) : -1))
        return;
    if (rv) { /* the receive side first: sct__r_ints keeps both halves */
        rc = sct__r_vcounts(R, 2, rt, 2 * nsa, &rd, &rspan);
        if (sv)
            sc = sct__r_vcounts(R, 0, st, 0, &sd, &sspan), rc = R->ibuf + 2 * nsa, rd = rc + SCT__R_LEN(2);
    } else {
        sc = sct__r_vcounts(R, 0, st, 0, &sd, &sspan);
    }
    if (!sv)
        sn = sct__r_count(SCT__R_V(0), st), sspan = sct__r_span(sn, st);
    if (!rv)
        rn = sct__r_count(SCT__R_V(2), rt), rspan = sct__r_span(rn, rt);
    if (op == SCT__M_OP_MPI_Igatherv || op == SCT__M_OP_MPI_Iallgatherv || op == SCT__M_OP_MPI_Iscatterv ||
        op == SCT__M_OP_MPI_Ialltoallv || op == SCT__M_OP_MPI_Ineighbor_allgatherv ||
        op == SCT__M_OP_MPI_Ineighbor_alltoallv) { /* MPI reads the arrays until completion: a copy of its own */
        copy = (int *)sct__r_icopy(R, 0, 2 * (size_t)nsa + (rv ? 2 * (size_t)SCT__R_LEN(2) : 0));
        sc = sc ? copy + (sc - R->ibuf) : NULL, sd = sd ? copy + (sd - R->ibuf) : NULL;
        rc = rc ? copy + (rc - R->ibuf) : NULL, rd = rd ? copy + (rd - R->ibuf) : NULL;
    }
    s = sct__r_sbuf(R, sspan);
    r = sct__r_rbuf(R, rspan);
    switch (op) {
    case SCT__M_OP_MPI_Gatherv: MPI_Gatherv(s, sn, st, r, rc, rd, rt, root, comm); break;
    case SCT__M_OP_MPI_Igatherv: MPI_Igatherv(s, sn, st, r, rc, rd, rt, root, comm, &q); break;
    case SCT__M_OP_MPI_Allgatherv: MPI_Allgatherv(s, sn, st, r, rc, rd, rt, comm); break;
    case SCT__M_OP_MPI_Iallgatherv: MPI_Iallgatherv(s, sn, st, r, rc, rd, rt, comm, &q); break;
    case SCT__M_OP_MPI_Scatterv: MPI_Scatterv(s, sc, sd, st, r, rn, rt, root, comm); break;
    case SCT__M_OP_MPI_Iscatterv: MPI_Iscatterv(s, sc, sd, st, r, rn, rt, root, comm, &q); break;
    case SCT__M_OP_MPI_Alltoallv: MPI_Alltoallv(s, sc, sd, st, r, rc, rd, rt, comm); break;
    case SCT__M_OP_MPI_Ialltoallv: MPI_Ialltoallv(s, sc, sd, st, r, rc, rd, rt, comm, &q); break;
    case SCT__M_OP_MPI_Neighbor_allgatherv: MPI_Neighbor_allgatherv(s, sn, st, r, rc, rd, rt, comm); break;
    case SCT__M_OP_MPI_Ineighbor_allgatherv: MPI_Ineighbor_allgatherv(s, sn, st, r, rc, rd, rt, comm, &q); break;
    case SCT__M_OP_MPI_Neighbor_alltoallv: MPI_Neighbor_alltoallv(s, sc, sd, st, r, rc, rd, rt, comm); break;
    case SCT__M_OP_MPI_Ineighbor_alltoallv:
        MPI_Ineighbor_alltoallv(s, sc, sd, st, r, rc, rd, rt, comm, &q);
        break;
    }
    if (copy) {
        sct__r_newreq(R, 5 + rooted, q);
        sct__r_keep(R, SCT__R_V(5 + rooted), q, copy);
    }
}

/* MPI_Reduce_scatter and MPI_Ireduce_scatter: (recvbytes[], type, op, comm[, request]). */
static void sct__r_redscat(sct__r *R, int op)
{
    MPI_Datatype dt = sct__r_type(R, SCT__R_V(1));
    MPI_Op rop = sct__r_op(R, SCT__R_V(2));
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(3));
    int n = SCT__R_LEN(0), me = sct__r_rank_in(comm), *c, *displs;
    size_t span;
    MPI_Request q = MPI_REQUEST_NULL;
    void *s, *r;
    if (R->failed || !sct__r_per_rank(R, comm, n))
        return;
    c = sct__r_vcounts(R, 0, dt, 0, &displs, &span);
    s = sct__r_sbuf(R, span);
    r = sct__r_rbuf(R, sct__r_span(me < n ? c[me] : 0, dt));
    if (op == SCT__M_OP_MPI_Reduce_scatter) {
        MPI_Reduce_scatter(s, r, c, dt, rop, comm);
        return;
    }
    c = (int *)sct__r_icopy(R, 0, (size_t)n);
    MPI_Ireduce_scatter(s, r, c, dt, rop, comm, &q);
    sct__r_newreq(R, 4, q);
    sct__r_keep(R, SCT__R_V(4), q, c);
}

/* MPI_Alltoallw and MPI_Ialltoallw, and their neighbourhood forms:
   (sendbytes[], recvbytes[], comm[, request]); the types were not recorded,
   so every block goes as bytes. One allocation holds what MPI reads: the
   byte displacements (neighbourhood forms), the types, the counts and int
   displacements. */
static void sct__r_alltoallw(sct__r *R, int op)
{
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(2));
    int ns = SCT__R_LEN(0), nr = SCT__R_LEN(1), nt = ns > nr ? ns : nr, i, *v, *unused;
    int nbr = sct__r_neighbour(op), na = nbr ? ns + nr : 0;
    size_t sspan, rspan;
    MPI_Aint *ad;
    MPI_Datatype *ty;
    MPI_Request q = MPI_REQUEST_NULL;
    void *s, *r;
    if (R->failed || (nbr ? !sct__r_covers(R, op, comm, ns, nr) : !sct__r_per_rank(R, comm, ns < nr ? ns : nr)))
        return;
    /* the receive side first: sct__r_ints keeps both halves */
    sct__r_vcounts(R, 1, MPI_BYTE, 2 * ns, &unused, &rspan);
    sct__r_vcounts(R, 0, MPI_BYTE, 0, &unused, &sspan);
    ad = (MPI_Aint *)sct__r_icopy(R, (size_t)na * sizeof(MPI_Aint) + (size_t)nt * sizeof(MPI_Datatype),
                                  2 * ((size_t)ns + (size_t)nr));
    ty = (MPI_Datatype *)(ad + na);
    v = (int *)(ty + nt); /* send counts, displacements, receive counts, displacements */
    for (i = 0; i < nt; i++)
        ty[i] = MPI_BYTE;
    for (i = 0; i < na; i++)
        ad[i] = i < ns ? v[ns + i] : v[2 * ns + nr + (i - ns)];
    s = sct__r_sbuf(R, sspan);
    r = sct__r_rbuf(R, rspan);
    switch (op) {
    case SCT__M_OP_MPI_Alltoallw: MPI_Alltoallw(s, v, v + ns, ty, r, v + 2 * ns, v + 2 * ns + nr, ty, comm); break;
    case SCT__M_OP_MPI_Ialltoallw:
        MPI_Ialltoallw(s, v, v + ns, ty, r, v + 2 * ns, v + 2 * ns + nr, ty, comm, &q);
        break;
    case SCT__M_OP_MPI_Neighbor_alltoallw: MPI_Neighbor_alltoallw(s, v, ad, ty, r, v + 2 * ns, ad + ns, ty, comm); break;
    case SCT__M_OP_MPI_Ineighbor_alltoallw:
        MPI_Ineighbor_alltoallw(s, v, ad, ty, r, v + 2 * ns, ad + ns, ty, comm, &q);
        break;
    }
    if (op == SCT__M_OP_MPI_Alltoallw || op == SCT__M_OP_MPI_Neighbor_alltoallw) {
        free(ad);
        return;
    }
    sct__r_newreq(R, 3, q);
    sct__r_keep(R, SCT__R_V(3), q, ad);
}

/* ---- communicators, groups, topologies ---- */

/* The rank tables of comm (a communicator other than MPI_COMM_WORLD), made
   on first use: a histogram replay translates a rank for every send of
   every rank, and asking MPI each time costs more than the send. */
static const sct__r_xtab *sct__r_xlate(sct__r *R, MPI_Comm comm)
{
    sct__r_xtab *x;
    MPI_Group g;
    int i, *all;
    size_t cap = R->capxt * sizeof *R->xt, bytes;
    if (R->xi < R->nxt && R->xt[R->xi].comm == comm)
        return &R->xt[R->xi];
    for (R->xi = 0; R->xi < R->nxt; R->xi++)
        if (R->xt[R->xi].comm == comm)
            return &R->xt[R->xi];
    R->xt = (sct__r_xtab *)sct__r_grow(R->xt, &cap, (R->nxt + 1) * sizeof *R->xt, 0);
    R->capxt = cap / sizeof *R->xt;
    x = &R->xt[R->xi = R->nxt++];
    x->comm = comm;
    PMPI_Comm_size(comm, &x->size);
    bytes = ((size_t)R->size + (size_t)x->size + 1) * sizeof(int);
    x->w2c = (int *)sct__r_alloc(bytes, 0);
    all = (int *)sct__r_alloc(bytes, 0);
    x->c2w = x->w2c + R->size;
    for (i = 0; i < R->size || i < x->size; i++)
        all[i] = i;
    PMPI_Comm_group(comm, &g);
    PMPI_Group_translate_ranks(R->world_group, R->size, all, g, x->w2c);
    PMPI_Group_translate_ranks(g, x->size, all, R->world_group, x->c2w);
    PMPI_Group_free(&g);
    free(all);
    return x;
}

/* Forget comm's rank tables (it is being freed). */
static void sct__r_xdrop(sct__r *R, MPI_Comm comm)
{
    uint32_t i;
    for (i = 0; i < R->nxt; i++)
        if (R->xt[i].comm == comm) {
            free(R->xt[i].w2c);
            R->xt[i] = R->xt[--R->nxt];
            break;
        }
    R->xi = R->nxt;
}

static void sct__r_newcomm(sct__r *R, int64_t id, MPI_Comm c)
{
    if (id != SCT_NONE && c != MPI_COMM_NULL)
        sct__r_put(&R->comms, id, &c, sizeof c);
}

/* MPI_Comm_dup_with_info (comm, newcomm): the trace holds no hints, so an
   empty info object. */
static void sct__r_dup_info(sct__r *R, MPI_Comm comm)
{
    MPI_Info info = MPI_INFO_NULL;
    MPI_Comm nc = MPI_COMM_NULL;
    PMPI_Info_create(&info);
    MPI_Comm_dup_with_info(comm, info, &nc);
    PMPI_Info_free(&info);
    sct__r_newcomm(R, SCT__R_V(1), nc);
}

/* MPI_Comm_idup (comm, newcomm, request). The new handle goes to memory
   that outlives the request (an MPI may set it only when the request
   completes). The tracer gives the communicator its id when the request
   completes, so the trace names it only where it is first used: an id the
   replay does not know goes to the oldest idup communicator without one
   (sct__r_comm). */
static void sct__r_idup(sct__r *R, MPI_Comm comm)
{
    size_t cap;
    MPI_Comm *nc = (MPI_Comm *)sct__r_alloc(sizeof *nc, 0);
    MPI_Request q = MPI_REQUEST_NULL;
    *nc = MPI_COMM_NULL;
    sct__r_retire(R, (char *)nc);
    MPI_Comm_idup(comm, nc, &q);
    sct__r_newreq(R, 2, q);
    if (SCT__R_V(1) != SCT_NONE) {
        sct__r_newcomm(R, SCT__R_V(1), *nc);
        return;
    }
    cap = R->idcap * sizeof *R->idup;
    R->idup = (MPI_Comm **)sct__r_grow(R->idup, &cap, (R->nidup + 1) * sizeof *R->idup, 0);
    R->idcap = cap / sizeof *R->idup;
    R->idup[R->nidup++] = nc;
}

/* MPI_Intercomm_create (local_comm, local_leader, peer_comm, remote_leader,
   tag, newintercomm): the leaders are relative ranks; peer_comm and the
   remote leader are only read at the local leader (none elsewhere). */
static void sct__r_intercomm(sct__r *R, MPI_Comm local)
{
    int64_t pid = SCT__R_V(2);
    MPI_Comm peer = pid == SCT_NONE ? MPI_COMM_NULL : sct__r_comm(R, pid), nc = MPI_COMM_NULL;
    int rleader = peer == MPI_COMM_NULL ? 0 : sct__r_peer(SCT__R_V(3), peer);
    if (R->failed)
        return;
    if (rleader == MPI_PROC_NULL)
        rleader = 0;
    MPI_Intercomm_create(local, sct__r_peer(SCT__R_V(1), local), peer, rleader, sct__r_tag(SCT__R_V(4)), &nc);
    sct__r_newcomm(R, SCT__R_V(5), nc);
}

static void sct__r_comm_op(sct__r *R, int op)
{
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(0)), nc = MPI_COMM_NULL;
    MPI_Group g = MPI_GROUP_NULL;
    int v = 0, i, *dims, *per;
    if (R->failed)
        return;
    switch (op) {
    case SCT__M_OP_MPI_Comm_dup: MPI_Comm_dup(comm, &nc); sct__r_newcomm(R, SCT__R_V(1), nc); break;
    case SCT__M_OP_MPI_Comm_dup_with_info: sct__r_dup_info(R, comm); break;
    case SCT__M_OP_MPI_Comm_idup: sct__r_idup(R, comm); break;
    case SCT__M_OP_MPI_Comm_create_group:
        g = sct__r_group(R, SCT__R_V(1));
        if (!R->failed)
            MPI_Comm_create_group(comm, g, sct__r_tag(SCT__R_V(2)), &nc), sct__r_newcomm(R, SCT__R_V(3), nc);
        break;
    case SCT__M_OP_MPI_Intercomm_create: sct__r_intercomm(R, comm); break;
    case SCT__M_OP_MPI_Intercomm_merge:
        MPI_Intercomm_merge(comm, (int)SCT__R_V(1), &nc);
        sct__r_newcomm(R, SCT__R_V(2), nc);
        break;
    case SCT__M_OP_MPI_Comm_remote_group:
        MPI_Comm_remote_group(comm, &g);
        sct__r_put(&R->groups, SCT__R_V(1), &g, sizeof g);
        break;
    case SCT__M_OP_MPI_Comm_remote_size: MPI_Comm_remote_size(comm, &v); break;
    case SCT__M_OP_MPI_Comm_test_inter: MPI_Comm_test_inter(comm, &v); break;
    case SCT__M_OP_MPI_Comm_compare: MPI_Comm_compare(comm, sct__r_comm(R, SCT__R_V(1)), &v); break;
    case SCT__M_OP_MPI_Comm_split:
        MPI_Comm_split(comm, (int)SCT__R_V(1), (int)SCT__R_V(2), &nc);
        sct__r_newcomm(R, SCT__R_V(3), nc);
        break;
    case SCT__M_OP_MPI_Comm_split_type:
        MPI_Comm_split_type(comm, (int)SCT__R_V(1), (int)SCT__R_V(2), MPI_INFO_NULL, &nc);
        sct__r_newcomm(R, SCT__R_V(3), nc);
        break;
    case SCT__M_OP_MPI_Cart_create:
        dims = sct__r_ints(R, 2 * (size_t)SCT__R_LEN(2));
        per = dims + SCT__R_LEN(2);
        for (i = 0; i < SCT__R_LEN(2); i++)
            dims[i] = (int)SCT__R_ARR(2)[i], per[i] = i < SCT__R_LEN(3) ? (int)SCT__R_ARR(3)[i] : 0;
        MPI_Cart_create(comm, (int)SCT__R_V(1), dims, per, (int)SCT__R_V(4), &nc);
        sct__r_newcomm(R, SCT__R_V(5), nc);
        break;
    case SCT__M_OP_MPI_Comm_create:
        g = sct__r_group(R, SCT__R_V(1));
        if (!R->failed)
            MPI_Comm_create(comm, g, &nc), sct__r_newcomm(R, SCT__R_V(2), nc);
        break;
    case SCT__M_OP_MPI_Comm_group: MPI_Comm_group(comm, &g); sct__r_put(&R->groups, SCT__R_V(1), &g, sizeof g); break;
    case SCT__M_OP_MPI_Comm_free:
        if (SCT__R_V(0) > 1) {
            sct__r_xdrop(R, comm); /* the handle may come back for another communicator */
            MPI_Comm_free(&comm);
            sct__m_hdel(&R->comms, (uint64_t)SCT__R_V(0));
        }
        break;
    case SCT__M_OP_MPI_Comm_rank: MPI_Comm_rank(comm, &v); break;
    case SCT__M_OP_MPI_Comm_size: MPI_Comm_size(comm, &v); break;
    case SCT__M_OP_MPI_Cart_shift: MPI_Cart_shift(comm, (int)SCT__R_V(1), (int)SCT__R_V(2), &v, &i); break;
    case SCT__M_OP_MPI_Cartdim_get: MPI_Cartdim_get(comm, &v); break;
    case SCT__M_OP_MPI_Cart_coords:
    case SCT__M_OP_MPI_Cart_get:
    case SCT__M_OP_MPI_Cart_rank:
        PMPI_Cartdim_get(comm, &v);
        dims = sct__r_ints(R, 3 * (size_t)v + 3);
        PMPI_Cart_get(comm, v, dims, dims + v, dims + 2 * v);
        if (op == SCT__M_OP_MPI_Cart_coords)
            MPI_Cart_coords(comm, sct__r_rank_in(comm), v, dims);
        else if (op == SCT__M_OP_MPI_Cart_get)
            MPI_Cart_get(comm, v, dims, dims + v, dims + 2 * v);
        else
            MPI_Cart_rank(comm, dims + 2 * v, &i);
        break;
    }
}

/* Array parameter k as ints (after `at` ints of R->ibuf); at least `min`
   of them, the missing ones 0 (a Cartesian communicator's flags). */
static int *sct__r_iarg(sct__r *R, int k, size_t at, int min)
{
    int i, n = SCT__R_LEN(k) > min ? SCT__R_LEN(k) : min, *v = sct__r_ints(R, at + (size_t)n + 1) + at;
    for (i = 0; i < n; i++)
        v[i] = i < SCT__R_LEN(k) ? (int)SCT__R_ARR(k)[i] : 0;
    return v;
}

/* Calls on two groups: (group1, group2[, newgroup]), and
   MPI_Group_translate_ranks (group1, n, ranks1, group2). */
static void sct__r_group_pair(sct__r *R, int op, MPI_Group g1)
{
    MPI_Group g2 = sct__r_group(R, SCT__R_V(op == SCT__M_OP_MPI_Group_translate_ranks ? 3 : 1)), ng = MPI_GROUP_NULL;
    int i, *in;
    if (R->failed)
        return;
    switch (op) {
    case SCT__M_OP_MPI_Group_union: MPI_Group_union(g1, g2, &ng); break;
    case SCT__M_OP_MPI_Group_intersection: MPI_Group_intersection(g1, g2, &ng); break;
    case SCT__M_OP_MPI_Group_difference: MPI_Group_difference(g1, g2, &ng); break;
    case SCT__M_OP_MPI_Group_compare: MPI_Group_compare(g1, g2, &i); return;
    case SCT__M_OP_MPI_Group_translate_ranks: /* ranks1, then as many zeros for ranks2 */
        in = sct__r_iarg(R, 2, 0, 2 * SCT__R_LEN(2));
        MPI_Group_translate_ranks(g1, SCT__R_LEN(2), in, g2, in + SCT__R_LEN(2));
        return;
    }
    sct__r_put(&R->groups, SCT__R_V(2), &ng, sizeof ng);
}

static void sct__r_group_op(sct__r *R, int op)
{
    MPI_Group g = sct__r_group(R, SCT__R_V(0)), ng = MPI_GROUP_NULL;
    int i, *ranks;
    if (R->failed)
        return;
    switch (op) {
    case SCT__M_OP_MPI_Group_free:
        MPI_Group_free(&g);
        sct__m_hdel(&R->groups, (uint64_t)SCT__R_V(0));
        return;
    case SCT__M_OP_MPI_Group_size: MPI_Group_size(g, &i); return;
    case SCT__M_OP_MPI_Group_rank: MPI_Group_rank(g, &i); return;
    case SCT__M_OP_MPI_Group_union: case SCT__M_OP_MPI_Group_intersection:
    case SCT__M_OP_MPI_Group_difference: case SCT__M_OP_MPI_Group_compare:
    case SCT__M_OP_MPI_Group_translate_ranks:
        sct__r_group_pair(R, op, g);
        return;
    }
    ranks = sct__r_iarg(R, 2, 0, 0);
    if (op == SCT__M_OP_MPI_Group_incl)
        MPI_Group_incl(g, SCT__R_LEN(2), ranks, &ng);
    else if (op == SCT__M_OP_MPI_Group_excl)
        MPI_Group_excl(g, SCT__R_LEN(2), ranks, &ng);
    else if (op == SCT__M_OP_MPI_Group_range_incl)
        MPI_Group_range_incl(g, SCT__R_LEN(2) / 3, (int(*)[3])ranks, &ng);
    else
        MPI_Group_range_excl(g, SCT__R_LEN(2) / 3, (int(*)[3])ranks, &ng);
    sct__r_put(&R->groups, SCT__R_V(3), &ng, sizeof ng);
}

/* Relative peers (array parameter k) as ranks of comm, after `at` ints.
   A histogram replay's drawn offsets wrap around the communicator. */
static int *sct__r_parg(sct__r *R, int k, size_t at, MPI_Comm comm)
{
    int i, size = 1, *v = sct__r_iarg(R, k, at, 0);
    PMPI_Comm_size(comm, &size);
    for (i = 0; i < SCT__R_LEN(k); i++) {
        int64_t p = SCT__R_ARR(k)[i];
        v[i] = sct__r_peer(p, comm);
        if (R->mode == SCT__R_HIST && p > -INT64_C(0x100000000))
            v[i] = (int)(((sct__r_rank_in(comm) + p) % size + size) % size);
    }
    return v;
}

/* MPI_UNWEIGHTED, hidden from gcc: Open MPI's is a small constant address,
   which gcc takes for an array of size 0 that MPI would read. */
static int *sct__r_unweighted(void)
{
    int *volatile w = MPI_UNWEIGHTED;
    return w;
}

/* MPI_Dist_graph_create: (comm, n, sources[], degrees[], destinations[],
   reorder, newcomm); the peers are relative to the caller, as recorded. */
static void sct__r_dist_graph(sct__r *R, MPI_Comm comm)
{
    int n = SCT__R_LEN(2), nd = SCT__R_LEN(4), i, sum = 0, *src, *deg, *dst;
    MPI_Comm nc = MPI_COMM_NULL;
    sct__r_parg(R, 2, 0, comm);
    sct__r_iarg(R, 3, (size_t)n, n);
    sct__r_parg(R, 4, 2 * (size_t)n, comm);
    src = R->ibuf, deg = R->ibuf + n, dst = R->ibuf + 2 * n; /* after all: sct__r_ints may move the buffer */
    for (i = 0; i < n; i++) { /* drawn degrees must add up to the destinations */
        if (deg[i] < 0 || deg[i] > nd - sum)
            deg[i] = nd - sum;
        sum += deg[i];
    }
    if (n)
        deg[n - 1] += nd - sum;
    MPI_Dist_graph_create(comm, n, src, deg, dst, sct__r_unweighted(), MPI_INFO_NULL, (int)SCT__R_V(5), &nc);
    sct__r_newcomm(R, SCT__R_V(6), nc);
}

/* Process topologies beyond MPI_Cart_create: sub-grids, graphs, distributed
   graphs (their weights were not recorded: unweighted), and the queries. A
   histogram replay makes a distributed graph from each rank's destinations
   only (MPI_Dist_graph_create), so that drawn edges still agree. */
static void sct__r_topo_op(sct__r *R, int op)
{
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(0)), nc = MPI_COMM_NULL;
    int v = 0, w = 0, x = 0, n, *a, *b, me;
    if (R->failed)
        return;
    switch (op) {
    case SCT__M_OP_MPI_Cart_sub:
        MPI_Cart_sub(comm, sct__r_iarg(R, 1, 0, sct__m_cartdim(comm)), &nc);
        sct__r_newcomm(R, SCT__R_V(2), nc);
        break;
    case SCT__M_OP_MPI_Graph_create:
    case SCT__M_OP_MPI_Graph_map:
        n = SCT__R_LEN(2);
        sct__r_iarg(R, 2, 0, 0);
        sct__r_iarg(R, 3, (size_t)n, 0);
        a = R->ibuf, b = R->ibuf + n; /* after both: sct__r_ints may move the buffer */
        if (op == SCT__M_OP_MPI_Graph_map)
            MPI_Graph_map(comm, n, a, b, &v);
        else
            MPI_Graph_create(comm, n, a, b, (int)SCT__R_V(4), &nc), sct__r_newcomm(R, SCT__R_V(5), nc);
        break;
    case SCT__M_OP_MPI_Dist_graph_create_adjacent:
        sct__r_parg(R, 2, 0, comm);
        sct__r_parg(R, 4, (size_t)SCT__R_LEN(2), comm);
        a = R->ibuf, b = R->ibuf + SCT__R_LEN(2);
        me = sct__r_rank_in(comm), n = SCT__R_LEN(4);
        if (R->mode == SCT__R_HIST)
            MPI_Dist_graph_create(comm, 1, &me, &n, b, sct__r_unweighted(), MPI_INFO_NULL, (int)SCT__R_V(5), &nc);
        else
            MPI_Dist_graph_create_adjacent(comm, SCT__R_LEN(2), a, sct__r_unweighted(), n, b, sct__r_unweighted(),
                                           MPI_INFO_NULL, (int)SCT__R_V(5), &nc);
        sct__r_newcomm(R, SCT__R_V(6), nc);
        break;
    case SCT__M_OP_MPI_Dist_graph_create:
        sct__r_dist_graph(R, comm);
        break;
    case SCT__M_OP_MPI_Topo_test: MPI_Topo_test(comm, &v); break;
    case SCT__M_OP_MPI_Graphdims_get: MPI_Graphdims_get(comm, &v, &w); break;
    case SCT__M_OP_MPI_Graph_get:
        PMPI_Graphdims_get(comm, &v, &w);
        a = sct__r_ints(R, (size_t)v + (size_t)w + 1);
        MPI_Graph_get(comm, v, w, a, a + v);
        break;
    case SCT__M_OP_MPI_Graph_neighbors_count: MPI_Graph_neighbors_count(comm, sct__r_rank_in(comm), &v); break;
    case SCT__M_OP_MPI_Graph_neighbors:
        me = sct__r_rank_in(comm);
        PMPI_Graph_neighbors_count(comm, me, &v);
        MPI_Graph_neighbors(comm, me, v, sct__r_ints(R, (size_t)v + 1));
        break;
    case SCT__M_OP_MPI_Dist_graph_neighbors_count: MPI_Dist_graph_neighbors_count(comm, &v, &w, &x); break;
    case SCT__M_OP_MPI_Dist_graph_neighbors:
        PMPI_Dist_graph_neighbors_count(comm, &v, &w, &x);
        a = sct__r_ints(R, 2 * ((size_t)v + (size_t)w) + 1);
        MPI_Dist_graph_neighbors(comm, v, a, a + v, w, a + 2 * v, a + 2 * v + w);
        break;
    case SCT__M_OP_MPI_Cart_map:
        sct__r_iarg(R, 2, 0, 0);
        sct__r_iarg(R, 3, (size_t)SCT__R_LEN(2), SCT__R_LEN(2));
        a = R->ibuf, b = R->ibuf + SCT__R_LEN(2);
        MPI_Cart_map(comm, SCT__R_LEN(2), a, b, &v);
        break;
    }
}

static void sct__r_dims(sct__r *R)
{
    int n = SCT__R_LEN(1), i, nodes = 1, *dims = sct__r_ints(R, (size_t)n);
    for (i = 0; i < n; i++)
        dims[i] = (int)SCT__R_ARR(1)[i], nodes *= dims[i] > 0 ? dims[i] : 1;
    MPI_Dims_create(nodes, (int)SCT__R_V(0), dims);
}

/* ---- datatypes and reduction ops ---- */

static MPI_Aint *sct__r_aints(sct__r *R, int k, size_t at)
{
    int i, n = SCT__R_LEN(k);
    MPI_Aint *p = (MPI_Aint *)(void *)sct__r_ints(R, (at + (size_t)n + 1) * (sizeof(MPI_Aint) / sizeof(int) + 1)) + at;
    for (i = 0; i < n; i++)
        p[i] = (MPI_Aint)SCT__R_ARR(k)[i];
    return p;
}

static int *sct__r_iarr(sct__r *R, int k, int *scratch)
{
    int i;
    for (i = 0; i < SCT__R_LEN(k); i++)
        scratch[i] = (int)SCT__R_ARR(k)[i];
    return scratch;
}

/* MPI_Type_create_darray (size, rank, ndims, gsizes, distribs, dargs,
   psizes, order, oldtype, newtype). */
static MPI_Datatype sct__r_darray(sct__r *R)
{
    MPI_Datatype old = sct__r_type(R, SCT__R_V(8)), t = MPI_DATATYPE_NULL;
    int n = (int)SCT__R_V(2), *v = (int *)malloc(4 * (size_t)(n > 0 ? n : 0) * sizeof(int) + 8);
    if (!v)
        sct__r_fatal(R, "out of memory");
    else if (!R->failed && SCT__R_LEN(3) >= n && SCT__R_LEN(4) >= n && SCT__R_LEN(5) >= n && SCT__R_LEN(6) >= n)
        MPI_Type_create_darray((int)SCT__R_V(0), (int)SCT__R_V(1), n, sct__r_iarr(R, 3, v), sct__r_iarr(R, 4, v + n),
                               sct__r_iarr(R, 5, v + 2 * n), sct__r_iarr(R, 6, v + 3 * n), (int)SCT__R_V(7), old, &t);
    else if (!R->failed)
        sct__r_fatal(R, "MPI_Type_create_darray with arrays shorter than its %d dimensions", n);
    free(v);
    return t;
}

/* Pack and Unpack (bytes, datatype, comm), Reduce_local (bytes, datatype, op):
   buffers of the right size. */
static void sct__r_pack(sct__r *R, int op, MPI_Datatype t)
{
    int n = sct__r_count(SCT__R_V(0), t), size = 0, pos = 0;
    size_t span = sct__r_span(n, t);
    MPI_Comm comm = op == SCT__M_OP_MPI_Reduce_local ? MPI_COMM_NULL : sct__r_comm(R, SCT__R_V(2));
    MPI_Op rop = op == SCT__M_OP_MPI_Reduce_local ? sct__r_op(R, SCT__R_V(2)) : MPI_OP_NULL;
    char *s, *r;
    if (R->failed)
        return;
    if (op != SCT__M_OP_MPI_Reduce_local)
        PMPI_Pack_size(n, t, comm, &size);
    s = sct__r_sbuf(R, span > (size_t)size ? span : (size_t)size);
    r = sct__r_rbuf(R, span > (size_t)size ? span : (size_t)size);
    if (op == SCT__M_OP_MPI_Pack)
        MPI_Pack(s, n, t, r, size, &pos, comm);
    else if (op == SCT__M_OP_MPI_Unpack)
        MPI_Unpack(s, size, &pos, r, n, t, comm);
    else
        MPI_Reduce_local(s, r, n, t, rop);
}

/* Pack_external, Unpack_external and Pack_external_size (bytes, datatype):
   external32, the one representation the standard defines for them. */
static void sct__r_pack_external(sct__r *R, int op, MPI_Datatype t)
{
    int n = sct__r_count(SCT__R_V(0), t);
    size_t span = sct__r_span(n, t);
    MPI_Aint size = 0, pos = 0;
    char rep[] = "external32";
    char *s, *r;
    if (op == SCT__M_OP_MPI_Pack_external_size) {
        MPI_Pack_external_size(rep, n, t, &size);
        return;
    }
    PMPI_Pack_external_size(rep, n, t, &size);
    s = sct__r_sbuf(R, span > (size_t)size ? span : (size_t)size);
    r = sct__r_rbuf(R, span > (size_t)size ? span : (size_t)size);
    if (op == SCT__M_OP_MPI_Pack_external)
        MPI_Pack_external(rep, s, n, t, r, size, &pos);
    else
        MPI_Unpack_external(rep, s, size, &pos, r, n, t);
}

/* Local calls about datatypes, ops and buffers: (datatype) queries,
   Type_match_size (typeclass, size), status queries (status, datatype) on a
   status set to 0 elements, Pack and Unpack (bytes, datatype, comm), their
   external32 forms (bytes, datatype), Reduce_local (bytes, datatype, op),
   Op_commutative (op). */
static void sct__r_local(sct__r *R, int op)
{
    int kt = sct__r_param_of(op, SCT_ROLE_DATATYPE);
    MPI_Datatype t = kt >= 0 ? sct__r_type(R, SCT__R_V(kt)) : MPI_DATATYPE_NULL;
    MPI_Aint a, b;
    MPI_Count x, y;
    MPI_Status st;
    int i, j, k, n;
    if (R->failed)
        return;
    switch (op) {
    case SCT__M_OP_MPI_Type_size: MPI_Type_size(t, &i); return;
    case SCT__M_OP_MPI_Type_size_x: MPI_Type_size_x(t, &x); return;
    case SCT__M_OP_MPI_Type_get_extent: MPI_Type_get_extent(t, &a, &b); return;
    case SCT__M_OP_MPI_Type_get_extent_x: MPI_Type_get_extent_x(t, &x, &y); return;
    case SCT__M_OP_MPI_Type_get_true_extent: MPI_Type_get_true_extent(t, &a, &b); return;
    case SCT__M_OP_MPI_Type_get_true_extent_x: MPI_Type_get_true_extent_x(t, &x, &y); return;
    case SCT__M_OP_MPI_Type_get_envelope: MPI_Type_get_envelope(t, &i, &j, &k, &n); return;
    case SCT__M_OP_MPI_Type_match_size: MPI_Type_match_size((int)SCT__R_V(0), (int)SCT__R_V(1), &t); return;
    case SCT__M_OP_MPI_Op_commutative: {
        MPI_Op o = sct__r_op(R, SCT__R_V(0));
        if (!R->failed)
            MPI_Op_commutative(o, &i);
        return;
    }
    case SCT__M_OP_MPI_Get_count: case SCT__M_OP_MPI_Get_elements: case SCT__M_OP_MPI_Get_elements_x:
        memset(&st, 0, sizeof st);
        PMPI_Status_set_elements(&st, t, 0);
        if (op == SCT__M_OP_MPI_Get_count)
            MPI_Get_count(&st, t, &i);
        else if (op == SCT__M_OP_MPI_Get_elements)
            MPI_Get_elements(&st, t, &i);
        else
            MPI_Get_elements_x(&st, t, &x);
        return;
    case SCT__M_OP_MPI_Pack_external: case SCT__M_OP_MPI_Unpack_external: case SCT__M_OP_MPI_Pack_external_size:
        sct__r_pack_external(R, op, t);
        return;
    }
    sct__r_pack(R, op, t);
}

static void sct__r_type_op(sct__r *R, int op)
{
    MPI_Datatype t = MPI_DATATYPE_NULL, old;
    int64_t newid = SCT_NONE;
    int *tmp, *tmp2, *tmp3, n;
    switch (op) {
    case SCT__M_OP_MPI_Type_commit:
    case SCT__M_OP_MPI_Type_free:
        t = sct__r_type(R, SCT__R_V(0));
        if (R->failed)
            return;
        if (op == SCT__M_OP_MPI_Type_commit)
            MPI_Type_commit(&t);
        else
            MPI_Type_free(&t), sct__m_hdel(&R->dtypes, (uint64_t)SCT__R_V(0));
        return;
    case SCT__M_OP_MPI_Type_contiguous:
        old = sct__r_type(R, SCT__R_V(1));
        MPI_Type_contiguous((int)SCT__R_V(0), old, &t), newid = SCT__R_V(2);
        break;
    case SCT__M_OP_MPI_Type_vector:
    case SCT__M_OP_MPI_Type_create_hvector:
        old = sct__r_type(R, SCT__R_V(3));
        if (op == SCT__M_OP_MPI_Type_vector)
            MPI_Type_vector((int)SCT__R_V(0), (int)SCT__R_V(1), (int)SCT__R_V(2), old, &t);
        else
            MPI_Type_create_hvector((int)SCT__R_V(0), (int)SCT__R_V(1), (MPI_Aint)SCT__R_V(2), old, &t);
        newid = SCT__R_V(4);
        break;
    case SCT__M_OP_MPI_Type_indexed:
    case SCT__M_OP_MPI_Type_create_hindexed:
        old = sct__r_type(R, SCT__R_V(3));
        n = SCT__R_LEN(1);
        tmp = (int *)malloc(2 * (size_t)n * sizeof(int) + 8);
        tmp2 = tmp + n;
        if (op == SCT__M_OP_MPI_Type_indexed) {
            MPI_Type_indexed(n, sct__r_iarr(R, 1, tmp), sct__r_iarr(R, 2, tmp2), old, &t);
        } else {
            MPI_Aint *d = sct__r_aints(R, 2, 0);
            MPI_Type_create_hindexed(n, sct__r_iarr(R, 1, tmp), d, old, &t);
        }
        free(tmp);
        newid = SCT__R_V(4);
        break;
    case SCT__M_OP_MPI_Type_create_indexed_block:
        old = sct__r_type(R, SCT__R_V(3));
        tmp = (int *)malloc((size_t)SCT__R_LEN(2) * sizeof(int) + 8);
        MPI_Type_create_indexed_block((int)SCT__R_V(0), (int)SCT__R_V(1), sct__r_iarr(R, 2, tmp), old, &t);
        free(tmp);
        newid = SCT__R_V(4);
        break;
    case SCT__M_OP_MPI_Type_create_struct: {
        MPI_Datatype *types;
        MPI_Aint *d;
        int i;
        n = SCT__R_LEN(1);
        tmp = (int *)malloc((size_t)n * sizeof(int) + 8);
        types = (MPI_Datatype *)malloc((size_t)n * sizeof(MPI_Datatype) + 8);
        for (i = 0; i < n && i < SCT__R_LEN(3); i++)
            types[i] = sct__r_type(R, SCT__R_ARR(3)[i]);
        d = sct__r_aints(R, 2, 0);
        if (!R->failed)
            MPI_Type_create_struct(n, sct__r_iarr(R, 1, tmp), d, types, &t);
        free(tmp);
        free(types);
        newid = SCT__R_V(4);
        break;
    }
    case SCT__M_OP_MPI_Type_create_resized:
        old = sct__r_type(R, SCT__R_V(0));
        MPI_Type_create_resized(old, (MPI_Aint)SCT__R_V(1), (MPI_Aint)SCT__R_V(2), &t);
        newid = SCT__R_V(3);
        break;
    case SCT__M_OP_MPI_Type_dup:
        old = sct__r_type(R, SCT__R_V(0));
        MPI_Type_dup(old, &t);
        newid = SCT__R_V(1);
        break;
    case SCT__M_OP_MPI_Type_create_subarray:
        n = SCT__R_LEN(1);
        old = sct__r_type(R, SCT__R_V(5));
        tmp = (int *)malloc(3 * (size_t)n * sizeof(int) + 8);
        tmp2 = tmp + n;
        tmp3 = tmp2 + n;
        MPI_Type_create_subarray((int)SCT__R_V(0), sct__r_iarr(R, 1, tmp), sct__r_iarr(R, 2, tmp2),
                                 sct__r_iarr(R, 3, tmp3), (int)SCT__R_V(4), old, &t);
        free(tmp);
        newid = SCT__R_V(6);
        break;
    case SCT__M_OP_MPI_Type_create_hindexed_block:
        old = sct__r_type(R, SCT__R_V(3));
        if (!R->failed)
            MPI_Type_create_hindexed_block((int)SCT__R_V(0), (int)SCT__R_V(1), sct__r_aints(R, 2, 0), old, &t);
        newid = SCT__R_V(4);
        break;
    case SCT__M_OP_MPI_Type_create_darray:
        t = sct__r_darray(R);
        newid = SCT__R_V(9);
        break;
    }
    if (newid != SCT_NONE && t != MPI_DATATYPE_NULL)
        sct__r_put(&R->dtypes, newid, &t, sizeof t);
}

static void sct__r_op_op(sct__r *R, int op)
{
    MPI_Op o = MPI_OP_NULL;
    if (op == SCT__M_OP_MPI_Op_create) {
        MPI_Op_create(sct__r_noop, 1, &o);
        sct__r_put(&R->rops, SCT__R_V(0), &o, sizeof o);
    } else {
        o = sct__r_op(R, SCT__R_V(0));
        if (!R->failed)
            MPI_Op_free(&o), sct__m_hdel(&R->rops, (uint64_t)SCT__R_V(0));
    }
}

/* ---- one-sided communication ----
   Windows are made with the recorded sizes and displacement units, and
   every put, get, accumulate and synchronisation call is made as recorded:
   the memory a window exposes is the replay's, each access within it as
   the run's was within the application's. A dynamic window is made and
   memory of the recorded sizes attached to it, but accesses to it are
   skipped: their displacements are addresses in the application's
   processes. */

static sct__r_win *sct__r_win_of(sct__r *R, int64_t id)
{
    size_t i;
    for (i = 0; id != SCT_NONE && i < R->nwin; i++)
        if (R->win[i].id == id)
            return &R->win[i];
    if (!R->failed)
        sct__r_fatal(R, "window %lld was never created in the replay", (long long)id);
    return NULL;
}

static sct__r_win *sct__r_win_new(sct__r *R, int64_t id)
{
    size_t i;
    for (i = 0; i < R->nwin && R->win[i].id != SCT_NONE; i++)
        ;
    if (i == R->nwin)
        R->win = (sct__r_win *)sct__r_grow(R->win, &R->capwin, ++R->nwin * sizeof *R->win, 0);
    memset(&R->win[i], 0, sizeof R->win[i]);
    R->win[i].id = id;
    R->win[i].w = MPI_WIN_NULL;
    return &R->win[i];
}

/* The memory of a window (its own and what is attached to it). */
static void sct__r_win_release(sct__r_win *w)
{
    while (w->natt)
        free(w->att[--w->natt]);
    free(w->att);
    free(w->mem);
    memset(w, 0, sizeof *w);
    w->id = SCT_NONE;
}

/* An exposure epoch the run ended with a Win_test that returned true, but
   the replay's tests did not: ended here, untraced, before the window is
   exposed again or freed. */
static void sct__r_unexpose(sct__r_win *w)
{
    if (w->exposed)
        PMPI_Win_wait(w->w);
    w->exposed = 0;
}

static int sct__r_wpeer(const sct__r_win *w, int64_t rel)
{
    return rel == SCT_PEER_NULL ? MPI_PROC_NULL : (int)(w->me + rel);
}

/* MPI_Win_create, _allocate, _allocate_shared (size, unit, comm, win) and
   _create_dynamic (comm, win). */
static int sct__r_win_make(sct__r *R, int op)
{
    int dyn = op == SCT__M_OP_MPI_Win_create_dynamic;
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(dyn ? 0 : 2));
    MPI_Aint size = dyn || SCT__R_V(0) < 0 ? 0 : (MPI_Aint)SCT__R_V(0);
    int unit = dyn ? 1 : (int)SCT__R_V(1);
    void *base = NULL;
    sct__r_win *w;
    if (R->failed || SCT__R_V(dyn ? 1 : 3) == SCT_NONE)
        return R->failed ? 0 : 1; /* the run made no window */
    w = sct__r_win_new(R, SCT__R_V(dyn ? 1 : 3));
    w->dynamic = dyn;
    w->me = sct__r_rank_in(comm);
    switch (op) {
    case SCT__M_OP_MPI_Win_create:
        w->mem = (char *)sct__r_alloc((size_t)size, 1);
        MPI_Win_create(w->mem, size, unit, MPI_INFO_NULL, comm, &w->w);
        break;
    case SCT__M_OP_MPI_Win_allocate: MPI_Win_allocate(size, unit, MPI_INFO_NULL, comm, &base, &w->w); break;
    case SCT__M_OP_MPI_Win_allocate_shared:
        MPI_Win_allocate_shared(size, unit, MPI_INFO_NULL, comm, &base, &w->w);
        break;
    default: MPI_Win_create_dynamic(MPI_INFO_NULL, comm, &w->w);
    }
    return 0;
}

/* Calls on a window as a whole: attach, detach, free, its group, a
   neighbour's shared memory. */
static int sct__r_win_op(sct__r *R, int op)
{
    sct__r_win *w = sct__r_win_of(R, SCT__R_V(0));
    MPI_Group g = MPI_GROUP_NULL;
    MPI_Aint size = 0;
    int unit = 0;
    void *base = NULL;
    if (!w || R->failed)
        return 0;
    switch (op) {
    case SCT__M_OP_MPI_Win_attach:
        size = SCT__R_V(1) < 0 ? 0 : (MPI_Aint)SCT__R_V(1);
        w->att = (char **)sct__r_grow(w->att, &w->capatt, (w->natt + 1) * sizeof *w->att, 0);
        w->att[w->natt] = (char *)sct__r_alloc((size_t)size, 1);
        MPI_Win_attach(w->w, w->att[w->natt++], size);
        return 0;
    case SCT__M_OP_MPI_Win_detach:
        if (!w->natt)
            return 1; /* nothing the replay attached */
        MPI_Win_detach(w->w, w->att[0]);
        free(w->att[0]);
        memmove(w->att, w->att + 1, --w->natt * sizeof *w->att);
        return 0;
    case SCT__M_OP_MPI_Win_free:
        sct__r_unexpose(w);
        MPI_Win_free(&w->w);
        sct__r_win_release(w);
        return 0;
    case SCT__M_OP_MPI_Win_get_group:
        MPI_Win_get_group(w->w, &g);
        sct__r_put(&R->groups, SCT__R_V(1), &g, sizeof g);
        return 0;
    default: MPI_Win_shared_query(w->w, sct__r_wpeer(w, SCT__R_V(1)), &size, &unit, &base); return 0;
    }
}

/* Where the window is among a synchronisation call's parameters. */
static int sct__r_sync_win(int op)
{
    switch (op) {
    case SCT__M_OP_MPI_Win_fence: case SCT__M_OP_MPI_Win_lock_all: case SCT__M_OP_MPI_Win_unlock:
    case SCT__M_OP_MPI_Win_flush: case SCT__M_OP_MPI_Win_flush_local:
        return 1;
    case SCT__M_OP_MPI_Win_post: case SCT__M_OP_MPI_Win_start: return 2;
    case SCT__M_OP_MPI_Win_lock: return 3;
    }
    return 0;
}

/* Synchronisation: fences, locks, flushes, and post/start/complete/wait. */
static int sct__r_win_sync(sct__r *R, int op)
{
    int k = sct__r_sync_win(op), flag = 0;
    sct__r_win *w;
    MPI_Group g = MPI_GROUP_NULL;
    w = sct__r_win_of(R, SCT__R_V(k));
    if (k == 2)
        g = sct__r_group(R, SCT__R_V(0));
    if (!w || R->failed)
        return 0;
    switch (op) {
    case SCT__M_OP_MPI_Win_fence: MPI_Win_fence((int)SCT__R_V(0), w->w); break;
    case SCT__M_OP_MPI_Win_lock:
        MPI_Win_lock((int)SCT__R_V(0), sct__r_wpeer(w, SCT__R_V(1)), (int)SCT__R_V(2), w->w);
        break;
    case SCT__M_OP_MPI_Win_unlock: MPI_Win_unlock(sct__r_wpeer(w, SCT__R_V(0)), w->w); break;
    case SCT__M_OP_MPI_Win_flush: MPI_Win_flush(sct__r_wpeer(w, SCT__R_V(0)), w->w); break;
    case SCT__M_OP_MPI_Win_flush_local: MPI_Win_flush_local(sct__r_wpeer(w, SCT__R_V(0)), w->w); break;
    case SCT__M_OP_MPI_Win_lock_all: MPI_Win_lock_all((int)SCT__R_V(0), w->w); break;
    case SCT__M_OP_MPI_Win_unlock_all: MPI_Win_unlock_all(w->w); break;
    case SCT__M_OP_MPI_Win_flush_all: MPI_Win_flush_all(w->w); break;
    case SCT__M_OP_MPI_Win_flush_local_all: MPI_Win_flush_local_all(w->w); break;
    case SCT__M_OP_MPI_Win_sync: MPI_Win_sync(w->w); break;
    case SCT__M_OP_MPI_Win_post:
        sct__r_unexpose(w);
        MPI_Win_post(g, (int)SCT__R_V(1), w->w);
        w->exposed = 1;
        break;
    case SCT__M_OP_MPI_Win_start: MPI_Win_start(g, (int)SCT__R_V(1), w->w); break;
    case SCT__M_OP_MPI_Win_complete: MPI_Win_complete(w->w); break;
    case SCT__M_OP_MPI_Win_wait: MPI_Win_wait(w->w), w->exposed = 0; break;
    case SCT__M_OP_MPI_Win_test:
        if (!w->exposed)
            return 1; /* the replay's epoch ended at an earlier test */
        MPI_Win_test(w->w, &flag);
        w->exposed = !flag;
        break;
    }
    return 0;
}

/* Puts, gets, accumulates and atomics. Parameters: origin bytes and type,
   [result bytes and type,] target rank, displacement, bytes and type,
   [op,] window[, request]; the atomics (MPI_Fetch_and_op,
   MPI_Compare_and_swap) have one type for all three and one element. */
static int sct__r_rma(sct__r *R, int op)
{
    int res = op == SCT__M_OP_MPI_Get_accumulate || op == SCT__M_OP_MPI_Rget_accumulate;
    int one = op == SCT__M_OP_MPI_Fetch_and_op || op == SCT__M_OP_MPI_Compare_and_swap;
    int plain = op == SCT__M_OP_MPI_Put || op == SCT__M_OP_MPI_Get || op == SCT__M_OP_MPI_Rput ||
                op == SCT__M_OP_MPI_Rget || op == SCT__M_OP_MPI_Compare_and_swap;
    int t = one ? 1 : res ? 4 : 2;                             /* the target rank */
    int wk = one ? t + 2 + !plain : t + 4 + !plain;            /* the window */
    MPI_Datatype odt = sct__r_type(R, SCT__R_V(one ? 0 : 1));
    MPI_Datatype tdt = one ? odt : sct__r_type(R, SCT__R_V(t + 3)), rdt = res ? sct__r_type(R, SCT__R_V(3)) : odt;
    int on = one ? 1 : sct__r_count(SCT__R_V(0), odt), tn = one ? 1 : sct__r_count(SCT__R_V(t + 2), tdt);
    int rn = res ? sct__r_count(SCT__R_V(2), rdt) : on, peer;
    MPI_Op rop = plain ? MPI_OP_NULL : sct__r_op(R, SCT__R_V(wk - 1));
    MPI_Aint disp = (MPI_Aint)SCT__R_V(t + 1);
    MPI_Request q = MPI_REQUEST_NULL;
    sct__r_win *w = sct__r_win_of(R, SCT__R_V(wk));
    char *o, *x;
    if (!w || R->failed)
        return 0;
    if (w->dynamic)
        return 1;
    peer = sct__r_wpeer(w, SCT__R_V(t));
    o = (char *)sct__r_sbuf(R, sct__r_span(on, odt));
    x = (char *)sct__r_rbuf(R, sct__r_span(rn, rdt));
    switch (op) {
    case SCT__M_OP_MPI_Put: MPI_Put(o, on, odt, peer, disp, tn, tdt, w->w); break;
    case SCT__M_OP_MPI_Get: MPI_Get(x, on, odt, peer, disp, tn, tdt, w->w); break;
    case SCT__M_OP_MPI_Rput: MPI_Rput(o, on, odt, peer, disp, tn, tdt, w->w, &q); break;
    case SCT__M_OP_MPI_Rget: MPI_Rget(x, on, odt, peer, disp, tn, tdt, w->w, &q); break;
    case SCT__M_OP_MPI_Accumulate: MPI_Accumulate(o, on, odt, peer, disp, tn, tdt, rop, w->w); break;
    case SCT__M_OP_MPI_Raccumulate: MPI_Raccumulate(o, on, odt, peer, disp, tn, tdt, rop, w->w, &q); break;
    case SCT__M_OP_MPI_Get_accumulate:
        MPI_Get_accumulate(o, on, odt, x, rn, rdt, peer, disp, tn, tdt, rop, w->w);
        break;
    case SCT__M_OP_MPI_Rget_accumulate:
        MPI_Rget_accumulate(o, on, odt, x, rn, rdt, peer, disp, tn, tdt, rop, w->w, &q);
        break;
    case SCT__M_OP_MPI_Fetch_and_op: MPI_Fetch_and_op(o, x, odt, peer, disp, rop, w->w); break;
    case SCT__M_OP_MPI_Compare_and_swap: MPI_Compare_and_swap(o, o, x, odt, peer, disp, w->w); break;
    }
    sct__r_newreq(R, wk + 1, q);
    return 0;
}

/* ---- files (MPI-IO) ----
   The trace holds no file names: each file the run opened is a scratch
   file of the replay, in --io-dir (default $TMPDIR, else /tmp), named by
   the rank that is 0 in the file's communicator (its process id, a count
   and the time, sent to the others untraced) and removed by it when the
   replay closes the file. A file the run opened without MPI_MODE_CREATE
   (an input) is created empty first, so its reads move no data. Every read
   and write, explicit-offset, shared-pointer, split-collective or
   non-blocking, is made with the recorded sizes and views. */

static sct__r_file *sct__r_file_of(sct__r *R, int64_t id)
{
    size_t i;
    for (i = 0; id != SCT_NONE && i < R->nfile; i++)
        if (R->file[i].id == id)
            return &R->file[i];
    if (!R->failed)
        sct__r_fatal(R, "file %lld was never opened in the replay", (long long)id);
    return NULL;
}

/* Forget a file and remove the scratch file of the rank that named it. */
static void sct__r_file_release(sct__r_file *f)
{
    if (f->path)
        unlink(f->path);
    free(f->path);
    memset(f, 0, sizeof *f);
    f->id = SCT_NONE;
}

/* An MPI-IO error (files return them instead of aborting): fatal. */
static void sct__r_io_check(sct__r *R, int rc, const char *what)
{
    char msg[MPI_MAX_ERROR_STRING];
    int n = 0;
    if (rc == MPI_SUCCESS || R->failed)
        return;
    if (PMPI_Error_string(rc, msg, &n) != MPI_SUCCESS)
        snprintf(msg, sizeof msg, "error %d", rc);
    sct__r_fatal(R, "%s: %s", what, msg);
}

static const char *sct__r_io_dir(sct__r *R)
{
    const char *dir = R->o->io_dir ? R->o->io_dir : getenv("TMPDIR");
    return dir && *dir ? dir : "/tmp";
}

/* The name of the scratch file for MPI_File_open on comm, agreed by all
   its members; *mine: this rank names (and removes) it. */
static char *sct__r_scratch(sct__r *R, MPI_Comm comm, int *mine)
{
    const char *dir = sct__r_io_dir(R);
    long long tok[3] = {(long long)getpid(), (long long)R->nopened++, 0};
    struct timespec ts;
    size_t n;
    char *p;
    *mine = sct__r_rank_in(comm) == 0;
    clock_gettime(CLOCK_REALTIME, &ts);
    tok[2] = (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
    PMPI_Bcast(tok, 3, MPI_LONG_LONG, 0, comm);
    n = strlen(dir) + 80;
    p = (char *)sct__r_alloc(n, 0);
    snprintf(p, n, "%s/sctrace-replay.%lld.%lld.%llx", dir, tok[0], tok[1], (unsigned long long)tok[2]);
    return p;
}

/* MPI_File_open (comm, amode, fh). */
static int sct__r_file_open(sct__r *R)
{
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(0));
    int amode = (int)SCT__R_V(1), mine = 0, fd, rc;
    sct__r_file *f;
    char *path;
    size_t i;
    if (R->failed || SCT__R_V(2) == SCT_NONE)
        return R->failed ? 0 : 1; /* the run opened nothing */
    path = sct__r_scratch(R, comm, &mine);
    if (!(amode & MPI_MODE_CREATE)) { /* an input of the run: an empty file here */
        if (mine && (fd = open(path, O_WRONLY | O_CREAT, 0600)) >= 0)
            close(fd);
        PMPI_Barrier(comm);
    }
    for (i = 0; i < R->nfile && R->file[i].id != SCT_NONE; i++)
        ;
    if (i == R->nfile)
        R->file = (sct__r_file *)sct__r_grow(R->file, &R->capfile, ++R->nfile * sizeof *R->file, 0);
    f = &R->file[i];
    memset(f, 0, sizeof *f);
    f->id = SCT__R_V(2);
    f->path = mine ? path : NULL;
    rc = MPI_File_open(comm, path, amode, MPI_INFO_NULL, &f->f);
    if (rc != MPI_SUCCESS) {
        char what[PATH_MAX + 64];
        snprintf(what, sizeof what, "cannot open the scratch file %s (see --io-dir)", path);
        sct__r_io_check(R, rc, what);
    }
    if (!mine)
        free(path);
    return 0;
}

/* MPI_File_delete (no parameters: the trace holds no name). What it
   deletes is a scratch file of this rank's own, created empty for it. */
static int sct__r_file_delete(sct__r *R)
{
    char path[PATH_MAX], what[PATH_MAX + 64];
    int fd, rc;
    snprintf(path, sizeof path, "%s/sctrace-replay.%lld.%llu.deleted", sct__r_io_dir(R), (long long)getpid(),
             (unsigned long long)R->nopened++);
    if ((fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600)) < 0) {
        sct__r_fatal(R, "cannot create the scratch file %s (see --io-dir): %s", path, strerror(errno));
        return 0;
    }
    close(fd);
    rc = MPI_File_delete(path, MPI_INFO_NULL);
    if (rc != MPI_SUCCESS) {
        unlink(path);
        snprintf(what, sizeof what, "cannot delete the scratch file %s", path);
        sct__r_io_check(R, rc, what);
    }
    return 0;
}

/* Whether a data access call has an explicit offset (then its parameters
   are fh, offset, bytes, datatype[, request]; else fh, bytes, datatype[,
   request]), and whether it reads. */
static int sct__r_io_at(int op)
{
    switch (op) {
    case SCT__M_OP_MPI_File_read_at: case SCT__M_OP_MPI_File_read_at_all: case SCT__M_OP_MPI_File_write_at:
    case SCT__M_OP_MPI_File_write_at_all: case SCT__M_OP_MPI_File_read_at_all_begin:
    case SCT__M_OP_MPI_File_write_at_all_begin: case SCT__M_OP_MPI_File_iread_at:
    case SCT__M_OP_MPI_File_iread_at_all: case SCT__M_OP_MPI_File_iwrite_at: case SCT__M_OP_MPI_File_iwrite_at_all:
        return 1;
    }
    return 0;
}

static int sct__r_io_reads(int op)
{
    switch (op) {
    case SCT__M_OP_MPI_File_read: case SCT__M_OP_MPI_File_read_all: case SCT__M_OP_MPI_File_read_shared:
    case SCT__M_OP_MPI_File_read_ordered: case SCT__M_OP_MPI_File_read_all_begin:
    case SCT__M_OP_MPI_File_read_ordered_begin: case SCT__M_OP_MPI_File_read_at:
    case SCT__M_OP_MPI_File_read_at_all: case SCT__M_OP_MPI_File_read_at_all_begin: case SCT__M_OP_MPI_File_iread:
    case SCT__M_OP_MPI_File_iread_all: case SCT__M_OP_MPI_File_iread_shared: case SCT__M_OP_MPI_File_iread_at:
    case SCT__M_OP_MPI_File_iread_at_all:
        return 1;
    }
    return 0;
}

/* Reads and writes: blocking, split-collective begin, non-blocking. */
static int sct__r_file_data(sct__r *R, int op)
{
    sct__r_file *f = sct__r_file_of(R, SCT__R_V(0));
    int at = sct__r_io_at(op), rc = MPI_SUCCESS;
    MPI_Datatype dt = sct__r_type(R, SCT__R_V(2 + at));
    int n = sct__r_count(SCT__R_V(1 + at), dt);
    MPI_Offset off = at ? (MPI_Offset)SCT__R_V(1) : 0;
    size_t span = sct__r_span(n, dt);
    void *b = sct__r_io_reads(op) ? sct__r_rbuf(R, span) : sct__r_sbuf(R, span);
    MPI_Request q = MPI_REQUEST_NULL;
    MPI_Status s;
    if (!f || R->failed)
        return 0;
    switch (op) {
    case SCT__M_OP_MPI_File_read: rc = MPI_File_read(f->f, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_read_all: rc = MPI_File_read_all(f->f, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_read_shared: rc = MPI_File_read_shared(f->f, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_read_ordered: rc = MPI_File_read_ordered(f->f, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_write: rc = MPI_File_write(f->f, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_write_all: rc = MPI_File_write_all(f->f, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_write_shared: rc = MPI_File_write_shared(f->f, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_write_ordered: rc = MPI_File_write_ordered(f->f, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_read_at: rc = MPI_File_read_at(f->f, off, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_read_at_all: rc = MPI_File_read_at_all(f->f, off, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_write_at: rc = MPI_File_write_at(f->f, off, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_write_at_all: rc = MPI_File_write_at_all(f->f, off, b, n, dt, &s); break;
    case SCT__M_OP_MPI_File_read_all_begin: rc = MPI_File_read_all_begin(f->f, b, n, dt); break;
    case SCT__M_OP_MPI_File_write_all_begin: rc = MPI_File_write_all_begin(f->f, b, n, dt); break;
    case SCT__M_OP_MPI_File_read_ordered_begin: rc = MPI_File_read_ordered_begin(f->f, b, n, dt); break;
    case SCT__M_OP_MPI_File_write_ordered_begin: rc = MPI_File_write_ordered_begin(f->f, b, n, dt); break;
    case SCT__M_OP_MPI_File_read_at_all_begin: rc = MPI_File_read_at_all_begin(f->f, off, b, n, dt); break;
    case SCT__M_OP_MPI_File_write_at_all_begin: rc = MPI_File_write_at_all_begin(f->f, off, b, n, dt); break;
    case SCT__M_OP_MPI_File_iread: rc = MPI_File_iread(f->f, b, n, dt, &q); break;
    case SCT__M_OP_MPI_File_iread_all: rc = MPI_File_iread_all(f->f, b, n, dt, &q); break;
    case SCT__M_OP_MPI_File_iread_shared: rc = MPI_File_iread_shared(f->f, b, n, dt, &q); break;
    case SCT__M_OP_MPI_File_iwrite: rc = MPI_File_iwrite(f->f, b, n, dt, &q); break;
    case SCT__M_OP_MPI_File_iwrite_all: rc = MPI_File_iwrite_all(f->f, b, n, dt, &q); break;
    case SCT__M_OP_MPI_File_iwrite_shared: rc = MPI_File_iwrite_shared(f->f, b, n, dt, &q); break;
    case SCT__M_OP_MPI_File_iread_at: rc = MPI_File_iread_at(f->f, off, b, n, dt, &q); break;
    case SCT__M_OP_MPI_File_iread_at_all: rc = MPI_File_iread_at_all(f->f, off, b, n, dt, &q); break;
    case SCT__M_OP_MPI_File_iwrite_at: rc = MPI_File_iwrite_at(f->f, off, b, n, dt, &q); break;
    case SCT__M_OP_MPI_File_iwrite_at_all: rc = MPI_File_iwrite_at_all(f->f, off, b, n, dt, &q); break;
    default: return 1;
    }
    sct__r_io_check(R, rc, sct__m_mpi_op_list[op].name);
    sct__r_newreq(R, 3 + at, q);
    if (strstr(sct__m_mpi_op_list[op].name, "_begin"))
        f->split = b;
    return 0;
}

/* The datatypes MPI_File_get_view hands back, freed (untraced) if derived. */
static void sct__r_view_free(MPI_Datatype *t, int n)
{
    int i, ni, na, nt, comb;
    for (i = 0; i < n; i++)
        if (PMPI_Type_get_envelope(t[i], &ni, &na, &nt, &comb) == MPI_SUCCESS && comb != MPI_COMBINER_NAMED)
            PMPI_Type_free(&t[i]);
}

/* Every other call on an open file. */
static int sct__r_file_op(sct__r *R, int op)
{
    sct__r_file *f = sct__r_file_of(R, SCT__R_V(0));
    MPI_Datatype t[2];
    MPI_Offset o = 0;
    MPI_Group g = MPI_GROUP_NULL;
    MPI_Aint ext = 0;
    MPI_Info info = MPI_INFO_NULL;
    MPI_Status s;
    char rep[MPI_MAX_DATAREP_STRING + 1];
    int v = 0, rc = MPI_SUCCESS;
    if (!f || R->failed)
        return 0;
    switch (op) {
    case SCT__M_OP_MPI_File_close:
        rc = MPI_File_close(&f->f);
        sct__r_file_release(f);
        break;
    case SCT__M_OP_MPI_File_set_view:
        rc = MPI_File_set_view(f->f, (MPI_Offset)SCT__R_V(1), sct__r_type(R, SCT__R_V(2)), sct__r_type(R, SCT__R_V(3)),
                               "native", MPI_INFO_NULL);
        break;
    case SCT__M_OP_MPI_File_read_all_end: case SCT__M_OP_MPI_File_read_at_all_end:
    case SCT__M_OP_MPI_File_read_ordered_end:
        rc = op == SCT__M_OP_MPI_File_read_all_end      ? MPI_File_read_all_end(f->f, f->split, &s)
             : op == SCT__M_OP_MPI_File_read_at_all_end ? MPI_File_read_at_all_end(f->f, f->split, &s)
                                                         : MPI_File_read_ordered_end(f->f, f->split, &s);
        break;
    case SCT__M_OP_MPI_File_write_all_end: rc = MPI_File_write_all_end(f->f, f->split, &s); break;
    case SCT__M_OP_MPI_File_write_at_all_end: rc = MPI_File_write_at_all_end(f->f, f->split, &s); break;
    case SCT__M_OP_MPI_File_write_ordered_end: rc = MPI_File_write_ordered_end(f->f, f->split, &s); break;
    case SCT__M_OP_MPI_File_seek: rc = MPI_File_seek(f->f, (MPI_Offset)SCT__R_V(1), (int)SCT__R_V(2)); break;
    case SCT__M_OP_MPI_File_seek_shared:
        rc = MPI_File_seek_shared(f->f, (MPI_Offset)SCT__R_V(1), (int)SCT__R_V(2));
        break;
    case SCT__M_OP_MPI_File_set_size: rc = MPI_File_set_size(f->f, (MPI_Offset)SCT__R_V(1)); break;
    case SCT__M_OP_MPI_File_preallocate: rc = MPI_File_preallocate(f->f, (MPI_Offset)SCT__R_V(1)); break;
    case SCT__M_OP_MPI_File_sync: rc = MPI_File_sync(f->f); break;
    case SCT__M_OP_MPI_File_get_size: rc = MPI_File_get_size(f->f, &o); break;
    case SCT__M_OP_MPI_File_get_position: rc = MPI_File_get_position(f->f, &o); break;
    case SCT__M_OP_MPI_File_get_position_shared: rc = MPI_File_get_position_shared(f->f, &o); break;
    case SCT__M_OP_MPI_File_get_byte_offset:
        rc = MPI_File_get_byte_offset(f->f, (MPI_Offset)SCT__R_V(1), &o);
        break;
    case SCT__M_OP_MPI_File_get_type_extent:
        rc = MPI_File_get_type_extent(f->f, sct__r_type(R, SCT__R_V(1)), &ext);
        break;
    case SCT__M_OP_MPI_File_get_amode: rc = MPI_File_get_amode(f->f, &v); break;
    case SCT__M_OP_MPI_File_get_atomicity: rc = MPI_File_get_atomicity(f->f, &v); break;
    case SCT__M_OP_MPI_File_get_info:
        if ((rc = MPI_File_get_info(f->f, &info)) == MPI_SUCCESS)
            PMPI_Info_free(&info);
        break;
    case SCT__M_OP_MPI_File_get_view:
        if ((rc = MPI_File_get_view(f->f, &o, &t[0], &t[1], rep)) == MPI_SUCCESS)
            sct__r_view_free(t, 2);
        break;
    case SCT__M_OP_MPI_File_get_group:
        if ((rc = MPI_File_get_group(f->f, &g)) == MPI_SUCCESS)
            sct__r_put(&R->groups, SCT__R_V(1), &g, sizeof g);
        break;
    case SCT__M_OP_MPI_File_set_atomicity: rc = MPI_File_set_atomicity(f->f, (int)SCT__R_V(1)); break;
    case SCT__M_OP_MPI_File_set_info: /* the run's hints are not recorded: none */
        PMPI_Info_create(&info);
        rc = MPI_File_set_info(f->f, info);
        PMPI_Info_free(&info);
        break;
    default: return 1;
    }
    sct__r_io_check(R, rc, sct__m_mpi_op_list[op].name);
    return 0;
}

/* Calls with no parameters that only ask MPI something (or compute an address). */
static void sct__r_query(int op)
{
    int v = 0, w = 0;
    char name[MPI_MAX_PROCESSOR_NAME + MPI_MAX_LIBRARY_VERSION_STRING];
    switch (op) {
    case SCT__M_OP_MPI_Initialized: MPI_Initialized(&v); break;
    case SCT__M_OP_MPI_Finalized: MPI_Finalized(&v); break;
    case SCT__M_OP_MPI_Query_thread: MPI_Query_thread(&v); break;
    case SCT__M_OP_MPI_Is_thread_main: MPI_Is_thread_main(&v); break;
    case SCT__M_OP_MPI_Get_processor_name: MPI_Get_processor_name(name, &v); break;
    case SCT__M_OP_MPI_Get_version: MPI_Get_version(&v, &w); break;
    case SCT__M_OP_MPI_Get_library_version: MPI_Get_library_version(name, &v); break;
    case SCT__M_OP_MPI_Get_address: { /* of a local of its own: the run's address means nothing here */
        MPI_Aint a;
        MPI_Get_address(&v, &a);
        break;
    }
    }
}

/* ---- attributes and error handlers ----
   Attribute keys and error handlers are numbered like other handles (the
   predefined ones fixed). Keys are made with copy functions that copy the
   value (a dup keeps an attribute, as most applications' do), attribute
   values are a pointer of the replay's (the trace holds none), and an
   attribute deleted where the replay did not set it (the application's copy
   function may differ) is set first, untraced. Error handlers the
   application made become handlers that stop the replay: it must not fail. */

static void sct__r_errfn(const char *kind, int *code)
{
    char msg[MPI_MAX_ERROR_STRING];
    int n = 0;
    if (PMPI_Error_string(code ? *code : MPI_ERR_OTHER, msg, &n) != MPI_SUCCESS)
        snprintf(msg, sizeof msg, "error %d", code ? *code : -1);
    fprintf(stderr, "sctrace-replay: an MPI error on a %s, in an error handler of the application: %s\n", kind, msg);
    PMPI_Abort(MPI_COMM_WORLD, 1);
}
static void sct__r_comm_err(MPI_Comm *c, int *code, ...) { (void)c; sct__r_errfn("communicator", code); }
static void sct__r_win_err(MPI_Win *w, int *code, ...) { (void)w; sct__r_errfn("window", code); }
static void sct__r_file_err(MPI_File *f, int *code, ...) { (void)f; sct__r_errfn("file", code); }

static int sct__r_keyval(sct__r *R, int64_t id)
{
    int k = MPI_KEYVAL_INVALID;
    if (!sct__r_get(&R->keyvals, id, &k, sizeof k) && !R->failed)
        sct__r_fatal(R, "attribute key %lld is unknown to the replay", (long long)id);
    return k;
}

static MPI_Errhandler sct__r_errh(sct__r *R, int64_t id)
{
    MPI_Errhandler e = MPI_ERRHANDLER_NULL;
    if (!sct__r_get(&R->errhs, id, &e, sizeof e) && !R->failed)
        sct__r_fatal(R, "error handler %lld is unknown to the replay", (long long)id);
    return e;
}

/* *_create_keyval (keyval), *_free_keyval (keyval). */
static void sct__r_keyval_op(sct__r *R, int op)
{
    int k = MPI_KEYVAL_INVALID;
    switch (op) {
    case SCT__M_OP_MPI_Comm_create_keyval:
        MPI_Comm_create_keyval(MPI_COMM_DUP_FN, MPI_COMM_NULL_DELETE_FN, &k, NULL);
        break;
    case SCT__M_OP_MPI_Type_create_keyval:
        MPI_Type_create_keyval(MPI_TYPE_DUP_FN, MPI_TYPE_NULL_DELETE_FN, &k, NULL);
        break;
    case SCT__M_OP_MPI_Win_create_keyval:
        MPI_Win_create_keyval(MPI_WIN_DUP_FN, MPI_WIN_NULL_DELETE_FN, &k, NULL);
        break;
    default:
        k = sct__r_keyval(R, SCT__R_V(0));
        if (R->failed)
            return;
        if (op == SCT__M_OP_MPI_Comm_free_keyval)
            MPI_Comm_free_keyval(&k);
        else if (op == SCT__M_OP_MPI_Type_free_keyval)
            MPI_Type_free_keyval(&k);
        else
            MPI_Win_free_keyval(&k);
        sct__m_hdel(&R->keyvals, (uint64_t)SCT__R_V(0));
        return;
    }
    if (SCT__R_V(0) != SCT_NONE)
        sct__r_put(&R->keyvals, SCT__R_V(0), &k, sizeof k);
}

/* Communicator attributes: set, get, delete (comm, keyval). */
static void sct__r_comm_attr(sct__r *R, int op, MPI_Comm c, int k)
{
    void *v = NULL;
    int flag = 0;
    if (op == SCT__M_OP_MPI_Comm_set_attr)
        MPI_Comm_set_attr(c, k, (void *)R);
    else if (op == SCT__M_OP_MPI_Comm_get_attr)
        MPI_Comm_get_attr(c, k, &v, &flag);
    else {
        if (PMPI_Comm_get_attr(c, k, &v, &flag) == MPI_SUCCESS && !flag)
            PMPI_Comm_set_attr(c, k, (void *)R);
        MPI_Comm_delete_attr(c, k);
    }
}

static void sct__r_type_attr(sct__r *R, int op, MPI_Datatype t, int k)
{
    void *v = NULL;
    int flag = 0;
    if (op == SCT__M_OP_MPI_Type_set_attr)
        MPI_Type_set_attr(t, k, (void *)R);
    else if (op == SCT__M_OP_MPI_Type_get_attr)
        MPI_Type_get_attr(t, k, &v, &flag);
    else {
        if (PMPI_Type_get_attr(t, k, &v, &flag) == MPI_SUCCESS && !flag)
            PMPI_Type_set_attr(t, k, (void *)R);
        MPI_Type_delete_attr(t, k);
    }
}

static void sct__r_win_attr(sct__r *R, int op, MPI_Win w, int k)
{
    void *v = NULL;
    int flag = 0;
    if (op == SCT__M_OP_MPI_Win_set_attr)
        MPI_Win_set_attr(w, k, (void *)R);
    else if (op == SCT__M_OP_MPI_Win_get_attr)
        MPI_Win_get_attr(w, k, &v, &flag);
    else {
        if (PMPI_Win_get_attr(w, k, &v, &flag) == MPI_SUCCESS && !flag)
            PMPI_Win_set_attr(w, k, (void *)R);
        MPI_Win_delete_attr(w, k);
    }
}

/* *_set_attr, *_get_attr, *_delete_attr (object, keyval). */
static int sct__r_attr_op(sct__r *R, int op)
{
    int k = sct__r_keyval(R, SCT__R_V(1));
    sct__r_win *w;
    switch (op) {
    case SCT__M_OP_MPI_Comm_set_attr: case SCT__M_OP_MPI_Comm_get_attr: case SCT__M_OP_MPI_Comm_delete_attr: {
        MPI_Comm c = sct__r_comm(R, SCT__R_V(0));
        if (!R->failed)
            sct__r_comm_attr(R, op, c, k);
        return 0;
    }
    case SCT__M_OP_MPI_Type_set_attr: case SCT__M_OP_MPI_Type_get_attr: case SCT__M_OP_MPI_Type_delete_attr: {
        MPI_Datatype t = sct__r_type(R, SCT__R_V(0));
        if (!R->failed)
            sct__r_type_attr(R, op, t, k);
        return 0;
    }
    }
    if ((w = sct__r_win_of(R, SCT__R_V(0))) != NULL && !R->failed)
        sct__r_win_attr(R, op, w->w, k);
    return 0;
}

/* Error handlers: *_create_errhandler (errhandler), *_set_errhandler and
   *_get_errhandler (object, errhandler), Errhandler_free (errhandler). */
static int sct__r_errh_op(sct__r *R, int op)
{
    MPI_Errhandler e = MPI_ERRHANDLER_NULL;
    sct__r_win *w = NULL;
    sct__r_file *f = NULL;
    int64_t id = SCT__R_V(op == SCT__M_OP_MPI_Comm_create_errhandler || op == SCT__M_OP_MPI_Win_create_errhandler ||
                          op == SCT__M_OP_MPI_File_create_errhandler || op == SCT__M_OP_MPI_Errhandler_free ? 0 : 1);
    MPI_Comm c = MPI_COMM_NULL;
    switch (op) {
    case SCT__M_OP_MPI_Comm_create_errhandler: MPI_Comm_create_errhandler(sct__r_comm_err, &e); break;
    case SCT__M_OP_MPI_Win_create_errhandler: MPI_Win_create_errhandler(sct__r_win_err, &e); break;
    case SCT__M_OP_MPI_File_create_errhandler: MPI_File_create_errhandler(sct__r_file_err, &e); break;
    case SCT__M_OP_MPI_Errhandler_free:
        e = sct__r_errh(R, id);
        if (!R->failed) /* the id stays: the handle may have other references */
            MPI_Errhandler_free(&e);
        return 0;
    case SCT__M_OP_MPI_Comm_set_errhandler: case SCT__M_OP_MPI_Comm_get_errhandler:
        c = sct__r_comm(R, SCT__R_V(0));
        break;
    case SCT__M_OP_MPI_Win_set_errhandler: case SCT__M_OP_MPI_Win_get_errhandler:
        w = sct__r_win_of(R, SCT__R_V(0));
        break;
    default:
        f = sct__r_file_of(R, SCT__R_V(0));
    }
    if (R->failed)
        return 0;
    switch (op) {
    case SCT__M_OP_MPI_Comm_set_errhandler: MPI_Comm_set_errhandler(c, sct__r_errh(R, id)); return 0;
    case SCT__M_OP_MPI_Win_set_errhandler: MPI_Win_set_errhandler(w->w, sct__r_errh(R, id)); return 0;
    case SCT__M_OP_MPI_File_set_errhandler: MPI_File_set_errhandler(f->f, sct__r_errh(R, id)); return 0;
    case SCT__M_OP_MPI_Comm_get_errhandler: MPI_Comm_get_errhandler(c, &e); break;
    case SCT__M_OP_MPI_Win_get_errhandler: MPI_Win_get_errhandler(w->w, &e); break;
    case SCT__M_OP_MPI_File_get_errhandler: MPI_File_get_errhandler(f->f, &e); break;
    }
    if (id != SCT_NONE && e != MPI_ERRHANDLER_NULL)
        sct__r_put(&R->errhs, id, &e, sizeof e);
    return 0;
}

/* Object names (the object): a name of the replay's, the trace holds none. */
static int sct__r_name_op(sct__r *R, int op)
{
    char name[MPI_MAX_OBJECT_NAME] = "sctrace-replay";
    int len = 0;
    sct__r_win *w;
    switch (op) {
    case SCT__M_OP_MPI_Comm_set_name: case SCT__M_OP_MPI_Comm_get_name: {
        MPI_Comm c = sct__r_comm(R, SCT__R_V(0));
        if (!R->failed && op == SCT__M_OP_MPI_Comm_set_name)
            MPI_Comm_set_name(c, name);
        else if (!R->failed)
            MPI_Comm_get_name(c, name, &len);
        return 0;
    }
    case SCT__M_OP_MPI_Type_set_name: case SCT__M_OP_MPI_Type_get_name: {
        MPI_Datatype t = sct__r_type(R, SCT__R_V(0));
        if (!R->failed && op == SCT__M_OP_MPI_Type_set_name)
            MPI_Type_set_name(t, name);
        else if (!R->failed)
            MPI_Type_get_name(t, name, &len);
        return 0;
    }
    }
    if ((w = sct__r_win_of(R, SCT__R_V(0))) == NULL || R->failed)
        return 0;
    if (op == SCT__M_OP_MPI_Win_set_name)
        MPI_Win_set_name(w->w, name);
    else
        MPI_Win_get_name(w->w, name, &len);
    return 0;
}

/* One call of this rank, as recorded. 0: done; 1: not replayable (skipped). */
static int sct__r_exact(sct__r *R, int op)
{
    switch (op) {
    case SCT__M_OP_MPI_Send: case SCT__M_OP_MPI_Ssend: case SCT__M_OP_MPI_Rsend: case SCT__M_OP_MPI_Bsend:
    case SCT__M_OP_MPI_Recv: case SCT__M_OP_MPI_Isend: case SCT__M_OP_MPI_Issend: case SCT__M_OP_MPI_Irsend:
    case SCT__M_OP_MPI_Ibsend: case SCT__M_OP_MPI_Irecv: case SCT__M_OP_MPI_Send_init:
    case SCT__M_OP_MPI_Ssend_init: case SCT__M_OP_MPI_Rsend_init: case SCT__M_OP_MPI_Bsend_init:
    case SCT__M_OP_MPI_Recv_init:
        sct__r_p2p(R, op);
        return 0;
    case SCT__M_OP_MPI_Sendrecv: case SCT__M_OP_MPI_Sendrecv_replace: sct__r_sendrecv(R, op); return 0;
    case SCT__M_OP_MPI_Probe: case SCT__M_OP_MPI_Iprobe: sct__r_probe(R, op); return 0;
    case SCT__M_OP_MPI_Mprobe: case SCT__M_OP_MPI_Improbe: sct__r_mprobe(R, op); return 0;
    case SCT__M_OP_MPI_Mrecv: case SCT__M_OP_MPI_Imrecv: sct__r_mrecv(R, op); return 0;
    case SCT__M_OP_MPI_Wait: case SCT__M_OP_MPI_Test: case SCT__M_OP_MPI_Waitall: case SCT__M_OP_MPI_Testall:
    case SCT__M_OP_MPI_Waitany: case SCT__M_OP_MPI_Testany: case SCT__M_OP_MPI_Waitsome:
    case SCT__M_OP_MPI_Testsome:
        sct__r_complete(R, op);
        return 0;
    case SCT__M_OP_MPI_Start: case SCT__M_OP_MPI_Startall: case SCT__M_OP_MPI_Cancel:
    case SCT__M_OP_MPI_Request_free:
        sct__r_request_op(R, op);
        return 0;
    case SCT__M_OP_MPI_Barrier: case SCT__M_OP_MPI_Ibarrier: case SCT__M_OP_MPI_Bcast: case SCT__M_OP_MPI_Ibcast:
    case SCT__M_OP_MPI_Reduce: case SCT__M_OP_MPI_Ireduce: case SCT__M_OP_MPI_Allreduce:
    case SCT__M_OP_MPI_Iallreduce: case SCT__M_OP_MPI_Scan: case SCT__M_OP_MPI_Iscan: case SCT__M_OP_MPI_Exscan:
    case SCT__M_OP_MPI_Iexscan: case SCT__M_OP_MPI_Reduce_scatter_block:
    case SCT__M_OP_MPI_Ireduce_scatter_block:
        sct__r_coll1(R, op);
        return 0;
    case SCT__M_OP_MPI_Gather: case SCT__M_OP_MPI_Igather: case SCT__M_OP_MPI_Scatter: case SCT__M_OP_MPI_Iscatter:
    case SCT__M_OP_MPI_Allgather: case SCT__M_OP_MPI_Iallgather: case SCT__M_OP_MPI_Alltoall:
    case SCT__M_OP_MPI_Ialltoall:
        sct__r_coll2(R, op);
        return 0;
    case SCT__M_OP_MPI_Gatherv: case SCT__M_OP_MPI_Igatherv: case SCT__M_OP_MPI_Allgatherv:
    case SCT__M_OP_MPI_Iallgatherv: case SCT__M_OP_MPI_Scatterv: case SCT__M_OP_MPI_Iscatterv:
    case SCT__M_OP_MPI_Alltoallv: case SCT__M_OP_MPI_Ialltoallv:
        sct__r_collv(R, op);
        return 0;
    case SCT__M_OP_MPI_Reduce_scatter: case SCT__M_OP_MPI_Ireduce_scatter: sct__r_redscat(R, op); return 0;
    case SCT__M_OP_MPI_Alltoallw: case SCT__M_OP_MPI_Ialltoallw: case SCT__M_OP_MPI_Neighbor_alltoallw:
    case SCT__M_OP_MPI_Ineighbor_alltoallw:
        sct__r_alltoallw(R, op);
        return 0;
    case SCT__M_OP_MPI_Neighbor_allgather: case SCT__M_OP_MPI_Ineighbor_allgather:
    case SCT__M_OP_MPI_Neighbor_alltoall: case SCT__M_OP_MPI_Ineighbor_alltoall:
        sct__r_coll2(R, op);
        return 0;
    case SCT__M_OP_MPI_Neighbor_allgatherv: case SCT__M_OP_MPI_Ineighbor_allgatherv:
    case SCT__M_OP_MPI_Neighbor_alltoallv: case SCT__M_OP_MPI_Ineighbor_alltoallv:
        sct__r_collv(R, op);
        return 0;
    case SCT__M_OP_MPI_Comm_dup: case SCT__M_OP_MPI_Comm_split: case SCT__M_OP_MPI_Comm_split_type:
    case SCT__M_OP_MPI_Cart_create: case SCT__M_OP_MPI_Comm_create: case SCT__M_OP_MPI_Comm_group:
    case SCT__M_OP_MPI_Comm_free: case SCT__M_OP_MPI_Comm_rank: case SCT__M_OP_MPI_Comm_size:
    case SCT__M_OP_MPI_Cart_shift: case SCT__M_OP_MPI_Cartdim_get: case SCT__M_OP_MPI_Cart_coords:
    case SCT__M_OP_MPI_Cart_get: case SCT__M_OP_MPI_Cart_rank: case SCT__M_OP_MPI_Comm_dup_with_info:
    case SCT__M_OP_MPI_Comm_idup: case SCT__M_OP_MPI_Comm_create_group: case SCT__M_OP_MPI_Intercomm_create:
    case SCT__M_OP_MPI_Intercomm_merge: case SCT__M_OP_MPI_Comm_remote_group: case SCT__M_OP_MPI_Comm_remote_size:
    case SCT__M_OP_MPI_Comm_test_inter: case SCT__M_OP_MPI_Comm_compare:
        sct__r_comm_op(R, op);
        return 0;
    case SCT__M_OP_MPI_Cart_sub: case SCT__M_OP_MPI_Graph_create: case SCT__M_OP_MPI_Graph_map:
    case SCT__M_OP_MPI_Dist_graph_create_adjacent: case SCT__M_OP_MPI_Dist_graph_create:
    case SCT__M_OP_MPI_Topo_test: case SCT__M_OP_MPI_Graphdims_get: case SCT__M_OP_MPI_Graph_get:
    case SCT__M_OP_MPI_Graph_neighbors_count: case SCT__M_OP_MPI_Graph_neighbors:
    case SCT__M_OP_MPI_Dist_graph_neighbors_count: case SCT__M_OP_MPI_Dist_graph_neighbors:
    case SCT__M_OP_MPI_Cart_map:
        sct__r_topo_op(R, op);
        return 0;
    case SCT__M_OP_MPI_Group_incl: case SCT__M_OP_MPI_Group_excl: case SCT__M_OP_MPI_Group_free:
    case SCT__M_OP_MPI_Group_range_incl: case SCT__M_OP_MPI_Group_range_excl: case SCT__M_OP_MPI_Group_union:
    case SCT__M_OP_MPI_Group_intersection: case SCT__M_OP_MPI_Group_difference: case SCT__M_OP_MPI_Group_size:
    case SCT__M_OP_MPI_Group_rank: case SCT__M_OP_MPI_Group_compare: case SCT__M_OP_MPI_Group_translate_ranks:
        sct__r_group_op(R, op);
        return 0;
    case SCT__M_OP_MPI_Dims_create: sct__r_dims(R); return 0;
    case SCT__M_OP_MPI_Type_commit: case SCT__M_OP_MPI_Type_free: case SCT__M_OP_MPI_Type_contiguous:
    case SCT__M_OP_MPI_Type_vector: case SCT__M_OP_MPI_Type_create_hvector: case SCT__M_OP_MPI_Type_indexed:
    case SCT__M_OP_MPI_Type_create_hindexed: case SCT__M_OP_MPI_Type_create_indexed_block:
    case SCT__M_OP_MPI_Type_create_struct: case SCT__M_OP_MPI_Type_create_resized: case SCT__M_OP_MPI_Type_dup:
    case SCT__M_OP_MPI_Type_create_subarray: case SCT__M_OP_MPI_Type_create_hindexed_block:
    case SCT__M_OP_MPI_Type_create_darray:
        sct__r_type_op(R, op);
        return 0;
    case SCT__M_OP_MPI_Type_size: case SCT__M_OP_MPI_Type_size_x: case SCT__M_OP_MPI_Type_get_extent:
    case SCT__M_OP_MPI_Type_get_extent_x: case SCT__M_OP_MPI_Type_get_true_extent:
    case SCT__M_OP_MPI_Type_get_true_extent_x: case SCT__M_OP_MPI_Type_get_envelope:
    case SCT__M_OP_MPI_Type_match_size: case SCT__M_OP_MPI_Op_commutative: case SCT__M_OP_MPI_Get_count:
    case SCT__M_OP_MPI_Get_elements: case SCT__M_OP_MPI_Get_elements_x: case SCT__M_OP_MPI_Pack:
    case SCT__M_OP_MPI_Unpack: case SCT__M_OP_MPI_Reduce_local: case SCT__M_OP_MPI_Pack_external:
    case SCT__M_OP_MPI_Unpack_external: case SCT__M_OP_MPI_Pack_external_size:
        sct__r_local(R, op);
        return 0;
    case SCT__M_OP_MPI_Comm_set_name: case SCT__M_OP_MPI_Comm_get_name: case SCT__M_OP_MPI_Type_set_name:
    case SCT__M_OP_MPI_Type_get_name: case SCT__M_OP_MPI_Win_set_name: case SCT__M_OP_MPI_Win_get_name:
        return sct__r_name_op(R, op);
    case SCT__M_OP_MPI_Op_create: case SCT__M_OP_MPI_Op_free: sct__r_op_op(R, op); return 0;
    case SCT__M_OP_MPI_Win_create: case SCT__M_OP_MPI_Win_allocate: case SCT__M_OP_MPI_Win_allocate_shared:
    case SCT__M_OP_MPI_Win_create_dynamic:
        return sct__r_win_make(R, op);
    case SCT__M_OP_MPI_Win_attach: case SCT__M_OP_MPI_Win_detach: case SCT__M_OP_MPI_Win_free:
    case SCT__M_OP_MPI_Win_get_group: case SCT__M_OP_MPI_Win_shared_query:
        return sct__r_win_op(R, op);
    case SCT__M_OP_MPI_Win_fence: case SCT__M_OP_MPI_Win_lock: case SCT__M_OP_MPI_Win_unlock:
    case SCT__M_OP_MPI_Win_lock_all: case SCT__M_OP_MPI_Win_unlock_all: case SCT__M_OP_MPI_Win_flush:
    case SCT__M_OP_MPI_Win_flush_local: case SCT__M_OP_MPI_Win_flush_all: case SCT__M_OP_MPI_Win_flush_local_all:
    case SCT__M_OP_MPI_Win_sync: case SCT__M_OP_MPI_Win_post: case SCT__M_OP_MPI_Win_start:
    case SCT__M_OP_MPI_Win_complete: case SCT__M_OP_MPI_Win_wait: case SCT__M_OP_MPI_Win_test:
        return sct__r_win_sync(R, op);
    case SCT__M_OP_MPI_File_open: return sct__r_file_open(R);
    case SCT__M_OP_MPI_File_delete: return sct__r_file_delete(R);
    case SCT__M_OP_MPI_Comm_create_keyval: case SCT__M_OP_MPI_Type_create_keyval: case SCT__M_OP_MPI_Win_create_keyval:
    case SCT__M_OP_MPI_Comm_free_keyval: case SCT__M_OP_MPI_Type_free_keyval: case SCT__M_OP_MPI_Win_free_keyval:
        sct__r_keyval_op(R, op);
        return 0;
    case SCT__M_OP_MPI_Comm_set_attr: case SCT__M_OP_MPI_Comm_get_attr: case SCT__M_OP_MPI_Comm_delete_attr:
    case SCT__M_OP_MPI_Type_set_attr: case SCT__M_OP_MPI_Type_get_attr: case SCT__M_OP_MPI_Type_delete_attr:
    case SCT__M_OP_MPI_Win_set_attr: case SCT__M_OP_MPI_Win_get_attr: case SCT__M_OP_MPI_Win_delete_attr:
        return sct__r_attr_op(R, op);
    case SCT__M_OP_MPI_Comm_create_errhandler: case SCT__M_OP_MPI_Win_create_errhandler:
    case SCT__M_OP_MPI_File_create_errhandler: case SCT__M_OP_MPI_Errhandler_free:
    case SCT__M_OP_MPI_Comm_set_errhandler: case SCT__M_OP_MPI_Comm_get_errhandler:
    case SCT__M_OP_MPI_Win_set_errhandler: case SCT__M_OP_MPI_Win_get_errhandler:
    case SCT__M_OP_MPI_File_set_errhandler: case SCT__M_OP_MPI_File_get_errhandler:
        return sct__r_errh_op(R, op);
    case SCT__M_OP_MPI_File_read: case SCT__M_OP_MPI_File_read_all: case SCT__M_OP_MPI_File_read_shared:
    case SCT__M_OP_MPI_File_read_ordered: case SCT__M_OP_MPI_File_write: case SCT__M_OP_MPI_File_write_all:
    case SCT__M_OP_MPI_File_write_shared: case SCT__M_OP_MPI_File_write_ordered: case SCT__M_OP_MPI_File_read_at:
    case SCT__M_OP_MPI_File_read_at_all: case SCT__M_OP_MPI_File_write_at: case SCT__M_OP_MPI_File_write_at_all:
    case SCT__M_OP_MPI_File_read_all_begin: case SCT__M_OP_MPI_File_write_all_begin:
    case SCT__M_OP_MPI_File_read_ordered_begin: case SCT__M_OP_MPI_File_write_ordered_begin:
    case SCT__M_OP_MPI_File_read_at_all_begin: case SCT__M_OP_MPI_File_write_at_all_begin:
    case SCT__M_OP_MPI_File_iread: case SCT__M_OP_MPI_File_iread_all: case SCT__M_OP_MPI_File_iread_shared:
    case SCT__M_OP_MPI_File_iwrite: case SCT__M_OP_MPI_File_iwrite_all: case SCT__M_OP_MPI_File_iwrite_shared:
    case SCT__M_OP_MPI_File_iread_at: case SCT__M_OP_MPI_File_iread_at_all: case SCT__M_OP_MPI_File_iwrite_at:
    case SCT__M_OP_MPI_File_iwrite_at_all:
        return sct__r_file_data(R, op);
    case SCT__M_OP_MPI_File_close: case SCT__M_OP_MPI_File_set_view: case SCT__M_OP_MPI_File_read_all_end:
    case SCT__M_OP_MPI_File_read_at_all_end: case SCT__M_OP_MPI_File_read_ordered_end:
    case SCT__M_OP_MPI_File_write_all_end: case SCT__M_OP_MPI_File_write_at_all_end:
    case SCT__M_OP_MPI_File_write_ordered_end: case SCT__M_OP_MPI_File_seek: case SCT__M_OP_MPI_File_seek_shared:
    case SCT__M_OP_MPI_File_set_size: case SCT__M_OP_MPI_File_preallocate: case SCT__M_OP_MPI_File_sync:
    case SCT__M_OP_MPI_File_get_size: case SCT__M_OP_MPI_File_get_position:
    case SCT__M_OP_MPI_File_get_position_shared: case SCT__M_OP_MPI_File_get_byte_offset:
    case SCT__M_OP_MPI_File_get_type_extent: case SCT__M_OP_MPI_File_get_amode:
    case SCT__M_OP_MPI_File_get_atomicity: case SCT__M_OP_MPI_File_get_info: case SCT__M_OP_MPI_File_get_view:
    case SCT__M_OP_MPI_File_get_group: case SCT__M_OP_MPI_File_set_atomicity: case SCT__M_OP_MPI_File_set_info:
        return sct__r_file_op(R, op);
    case SCT__M_OP_MPI_Put: case SCT__M_OP_MPI_Get: case SCT__M_OP_MPI_Rput: case SCT__M_OP_MPI_Rget:
    case SCT__M_OP_MPI_Accumulate: case SCT__M_OP_MPI_Raccumulate: case SCT__M_OP_MPI_Get_accumulate:
    case SCT__M_OP_MPI_Rget_accumulate: case SCT__M_OP_MPI_Fetch_and_op: case SCT__M_OP_MPI_Compare_and_swap:
        return sct__r_rma(R, op);
    case SCT__M_OP_MPI_Initialized: case SCT__M_OP_MPI_Finalized: case SCT__M_OP_MPI_Query_thread:
    case SCT__M_OP_MPI_Is_thread_main: case SCT__M_OP_MPI_Get_processor_name: case SCT__M_OP_MPI_Get_version:
    case SCT__M_OP_MPI_Get_library_version: case SCT__M_OP_MPI_Get_address:
        sct__r_query(op);
        return 0;
    case SCT__M_OP_MPI_Buffer_detach: {
        void *b = NULL;
        int n = 0;
        if (MPI_Buffer_detach(&b, &n) == MPI_SUCCESS)
            free(b);
        return 0;
    }
    case SCT__M_OP_MPI_Pack_size: {
        MPI_Datatype dt = sct__r_type(R, SCT__R_V(1));
        MPI_Comm comm = sct__r_comm(R, SCT__R_V(2));
        int n = 0;
        if (!R->failed)
            MPI_Pack_size(sct__r_count(SCT__R_V(0), dt), dt, comm, &n);
        return 0;
    }
    case SCT__M_OP_MPI_Buffer_attach: {
        void *b = malloc((size_t)SCT__R_V(0) + 1);
        MPI_Buffer_attach(b, (int)SCT__R_V(0));
        return 0;
    }
    case SCT__M_OP_sctrace_marker: sct__m_marker_value(SCT__R_V(0)); return 0;
    }
    return 1;
}

/* ---- histogram traces ---- */

enum {
    SCT__R_K_OTHER, SCT__R_K_SEND, SCT__R_K_ISEND, SCT__R_K_SENDRECV, SCT__R_K_COLL, SCT__R_K_COMM, SCT__R_K_SKIP,
    SCT__R_K_WAIT, SCT__R_K_TEST, SCT__R_K_RECV
};

static int sct__r_kind(int op)
{
    if (sct__r_neighbour(op))
        return SCT__R_K_COLL;
    switch (op) {
    case SCT__M_OP_MPI_Send: case SCT__M_OP_MPI_Ssend: case SCT__M_OP_MPI_Rsend: case SCT__M_OP_MPI_Bsend:
        return SCT__R_K_SEND;
    case SCT__M_OP_MPI_Isend: case SCT__M_OP_MPI_Issend: case SCT__M_OP_MPI_Irsend: case SCT__M_OP_MPI_Ibsend:
        return SCT__R_K_ISEND;
    case SCT__M_OP_MPI_Sendrecv: case SCT__M_OP_MPI_Sendrecv_replace: return SCT__R_K_SENDRECV;
    case SCT__M_OP_MPI_Recv: return SCT__R_K_RECV;
    case SCT__M_OP_MPI_Wait: case SCT__M_OP_MPI_Waitall: case SCT__M_OP_MPI_Waitany: case SCT__M_OP_MPI_Waitsome:
        return SCT__R_K_WAIT;
    case SCT__M_OP_MPI_Test: case SCT__M_OP_MPI_Testall: case SCT__M_OP_MPI_Testany: case SCT__M_OP_MPI_Testsome:
        return SCT__R_K_TEST;
    case SCT__M_OP_MPI_Barrier: case SCT__M_OP_MPI_Ibarrier: case SCT__M_OP_MPI_Bcast: case SCT__M_OP_MPI_Ibcast:
    case SCT__M_OP_MPI_Reduce: case SCT__M_OP_MPI_Ireduce: case SCT__M_OP_MPI_Allreduce:
    case SCT__M_OP_MPI_Iallreduce: case SCT__M_OP_MPI_Scan: case SCT__M_OP_MPI_Iscan: case SCT__M_OP_MPI_Exscan:
    case SCT__M_OP_MPI_Iexscan: case SCT__M_OP_MPI_Reduce_scatter_block:
    case SCT__M_OP_MPI_Ireduce_scatter_block: case SCT__M_OP_MPI_Gather: case SCT__M_OP_MPI_Igather:
    case SCT__M_OP_MPI_Scatter: case SCT__M_OP_MPI_Iscatter: case SCT__M_OP_MPI_Allgather:
    case SCT__M_OP_MPI_Iallgather: case SCT__M_OP_MPI_Alltoall: case SCT__M_OP_MPI_Ialltoall:
    case SCT__M_OP_MPI_Gatherv: case SCT__M_OP_MPI_Igatherv: case SCT__M_OP_MPI_Allgatherv:
    case SCT__M_OP_MPI_Iallgatherv: case SCT__M_OP_MPI_Scatterv: case SCT__M_OP_MPI_Iscatterv:
    case SCT__M_OP_MPI_Alltoallv: case SCT__M_OP_MPI_Ialltoallv: case SCT__M_OP_MPI_Alltoallw:
    case SCT__M_OP_MPI_Ialltoallw: case SCT__M_OP_MPI_Reduce_scatter: case SCT__M_OP_MPI_Ireduce_scatter:
        return SCT__R_K_COLL;
    case SCT__M_OP_MPI_Comm_dup: case SCT__M_OP_MPI_Comm_dup_with_info: case SCT__M_OP_MPI_Comm_split:
    case SCT__M_OP_MPI_Comm_split_type: case SCT__M_OP_MPI_Cart_create: case SCT__M_OP_MPI_Comm_create:
    case SCT__M_OP_MPI_Comm_group: case SCT__M_OP_MPI_Comm_free: case SCT__M_OP_MPI_Group_incl:
    case SCT__M_OP_MPI_Group_excl:
    case SCT__M_OP_MPI_Group_free: case SCT__M_OP_MPI_Cart_sub: case SCT__M_OP_MPI_Graph_create:
    case SCT__M_OP_MPI_Dist_graph_create: case SCT__M_OP_MPI_Dist_graph_create_adjacent:
        return SCT__R_K_COMM;
    case SCT__M_OP_MPI_Init: case SCT__M_OP_MPI_Init_thread: case SCT__M_OP_MPI_Finalize: return SCT__R_K_SKIP;
    }
    return SCT__R_K_OTHER;
}

static void sct__r_drain(sct__r *R);

/* Requests a histogram replay may leave pending before it completes them
   anyway (a loop of sends whose waits come after it, many iterations on). */
#define SCT__R_PEND_MAX 16384

/* Requests pending in all (dry runs count them without requests). */
static uint32_t sct__r_npend(const sct__r *R)
{
    return R->pend.n - R->pend.head + R->rx.n - R->rx.head;
}

/* Append q to list p, moving its pending requests to the front first when
   it is full. */
static void sct__r_list_add(sct__r_pend *p, MPI_Request q)
{
    size_t cap = p->cap * sizeof(MPI_Request);
    if (p->head && p->n == p->cap) {
        memmove(p->q, p->q + p->head, (p->n - p->head) * sizeof(MPI_Request));
        p->n -= p->head;
        p->head = 0;
    }
    if (p->n == p->cap) {
        p->q = (MPI_Request *)sct__r_grow(p->q, &cap, (p->n + 1) * sizeof(MPI_Request), 0);
        p->cap = (uint32_t)(cap / sizeof(MPI_Request));
    }
    p->q[p->n++] = q;
}

/* A request to complete later: a receive this rank posted (rx) or a send. */
static void sct__r_pend_add(sct__r *R, MPI_Request q, int rx)
{
    if (q == MPI_REQUEST_NULL)
        return;
    if (sct__r_npend(R) >= SCT__R_PEND_MAX)
        sct__r_drain(R);
    sct__r_list_add(rx ? &R->rx : &R->pend, q);
}

/* Complete list p's pending requests. */
static void sct__r_waitall(sct__r *R, sct__r_pend *p)
{
    uint32_t n = p->n - p->head;
    if (n && !R->dry)
        MPI_Waitall((int)n, p->q + p->head, sct__r_st(R, n));
    p->head = p->n = 0;
}

/* Complete what this rank has posted: at its own recorded waits and
   blocking receives (MPI_Recv, MPI_Sendrecv; MPI_Recv from MPI_ANY_SOURCE
   takes one message, sct__r_take_one), at the ends of iterations of loops
   that hold a wait or test and that it takes part in, before collectives
   and communicator calls, and at the end. */
static void sct__r_drain(sct__r *R)
{
    uint64_t t0;
    if (!sct__r_npend(R))
        return;
    t0 = sct__m_now();
    if (R->dry)
        fprintf(R->out, "rank %d: MPI_Waitall(%u requests)\n", R->me, sct__r_npend(R));
    sct__r_waitall(R, &R->pend);
    sct__r_waitall(R, &R->rx);
    if (!R->dry)
        sct__r_waited(R, t0);
}

/* The rank's own MPI_Recv from MPI_ANY_SOURCE: like the application's, it
   returns with one message, whichever of the receives this rank posted
   completes first; the others stay pending (for later wildcard receives,
   or the next drain). Waiting for all of them would hold a master until
   every worker has sent, and the workers it answers until the slowest has
   (lockstep). Nothing posted: it does not wait. */
static void sct__r_take_one(sct__r *R)
{
    sct__r_pend *p = &R->rx;
    int i = 0;
    uint64_t t0;
    if (p->head == p->n)
        return;
    if (R->dry)
        fprintf(R->out, "rank %d: MPI_Waitany(%u requests)\n", R->me, p->n - p->head);
    else {
        t0 = sct__m_now();
        MPI_Waitany((int)(p->n - p->head), p->q + p->head, &i, MPI_STATUS_IGNORE);
        sct__r_waited(R, t0);
        if (i == MPI_UNDEFINED)
            i = 0;
    }
    /* the older ones move up over the completed one: the oldest stay first,
       where MPI_Waitany finds them first */
    if (i)
        memmove(p->q + p->head + 1, p->q + p->head, (size_t)i * sizeof(MPI_Request));
    if (++p->head == p->n)
        p->head = p->n = 0;
}

/* World rank -> rank in comm (-1: not a member). A dry run has no
   communicators and takes them all as MPI_COMM_WORLD's order. */
static int sct__r_crank(sct__r *R, MPI_Comm comm, int world)
{
    const sct__r_xtab *x;
    if (R->dry || comm == MPI_COMM_WORLD)
        return world;
    if (comm == MPI_COMM_NULL || world < 0 || world >= R->size)
        return -1;
    x = sct__r_xlate(R, comm);
    return x->w2c[world] == MPI_UNDEFINED ? -1 : x->w2c[world];
}

/* Does this rank hold communicator `id`? Then *comm gets it. */
static int sct__r_holds(sct__r *R, int64_t id, MPI_Comm *comm)
{
    *comm = MPI_COMM_WORLD;
    if (R->dry || id == 0)
        return 1;
    if (id == 1) {
        *comm = MPI_COMM_SELF;
        return 1;
    }
    return sct__r_get(&R->comms, id, comm, sizeof *comm);
}

/* Whether MPI_Graph_create's drawn arrays (R->a) describe a graph of at
   most comm's size: nnodes and indx non-decreasing, edges in range. */
static int sct__r_graph_ok(sct__r *R, MPI_Comm comm)
{
    int size = 0, n = SCT__R_LEN(2), i;
    PMPI_Comm_size(comm, &size);
    if (n < 1 || n > size || SCT__R_ARR(2)[n - 1] != SCT__R_LEN(3))
        return 0;
    for (i = 0; i < n; i++)
        if (SCT__R_ARR(2)[i] < (i ? SCT__R_ARR(2)[i - 1] : 0))
            return 0;
    for (i = 0; i < SCT__R_LEN(3); i++)
        if (SCT__R_ARR(3)[i] < 0 || SCT__R_ARR(3)[i] >= n)
            return 0;
    return 1;
}

/* Whether this rank holds the communicator and group a communicator or
   group call of a histogram replay works on (its parameters in R->a). Their
   ids are drawn like any value, so a drawn split color may have left this
   rank out of a communicator that a later drawn call frees or splits: such
   a call is not made (collectives on it are not either, sct__r_h_coll). */
static int sct__r_h_known(sct__r *R, int op)
{
    MPI_Comm c;
    MPI_Group g;
    switch (op) {
    case SCT__M_OP_MPI_Group_incl: case SCT__M_OP_MPI_Group_excl: case SCT__M_OP_MPI_Group_free:
        return sct__r_get(&R->groups, SCT__R_V(0), &g, sizeof g);
    case SCT__M_OP_MPI_Cart_sub: /* a drawn id may name a communicator without a grid */
        return sct__r_holds(R, SCT__R_V(0), &c) && sct__m_cartdim(c) > 0;
    case SCT__M_OP_MPI_Graph_create:
        return sct__r_holds(R, SCT__R_V(0), &c) && sct__r_graph_ok(R, c);
    }
    return sct__r_holds(R, SCT__R_V(0), &c);
}

/* MPI_Comm_create (comm, group, newcomm) of a histogram replay: every
   member of comm must call it, but a drawn group id may name a group this
   rank does not hold, or another member's group may differ from its own.
   So it is MPI_Comm_split, which needs no agreement: the members of the
   group this rank holds (if any) form the new communicator. */
static void sct__r_h_create(sct__r *R)
{
    MPI_Comm comm, nc = MPI_COMM_NULL;
    MPI_Group g;
    int r = MPI_UNDEFINED;
    if (!sct__r_holds(R, SCT__R_V(0), &comm))
        return;
    if (sct__r_get(&R->groups, SCT__R_V(1), &g, sizeof g))
        PMPI_Group_rank(g, &r);
    MPI_Comm_split(comm, r == MPI_UNDEFINED ? MPI_UNDEFINED : 0, r == MPI_UNDEFINED ? 0 : r, &nc);
    sct__r_newcomm(R, SCT__R_V(2), nc);
}

/* A communicator or group call of a histogram replay (its values in R->a). */
static void sct__r_h_comm(sct__r *R, int op)
{
    if (op == SCT__M_OP_MPI_Comm_create)
        sct__r_h_create(R);
    else if (sct__r_h_known(R, op))
        sct__r_exact(R, op);
}

/* The parameters of call g of the group. */
static int sct__r_gargs(sct__r *R, uint32_t g)
{
    return sct__r_args(R, &R->grp[g].ev);
}

/* Where the send of call g goes: its (bytes, peer, tag, comm id). */
static void sct__r_sendargs(sct__r *R, int op, int64_t *bytes, int64_t *peer, int64_t *tag, int64_t *comm)
{
    *bytes = SCT__R_V(0);
    *peer = SCT__R_V(2);
    *tag = SCT__R_V(3);
    *comm = SCT__R_V(op == SCT__M_OP_MPI_Sendrecv ? 8 : op == SCT__M_OP_MPI_Sendrecv_replace ? 6 : 4);
}

/* The world rank a relative peer of `from` in comm names, or -1. A drawn
   offset that leaves the communicator wraps around it: peers come from one
   table for all ranks, and an edge rank drawing an interior rank's offset
   still sends its message (the volume is kept). */
static int sct__r_target(sct__r *R, MPI_Comm comm, int from, int64_t rel)
{
    int cr = sct__r_crank(R, comm, from), t;
    const sct__r_xtab *x;
    if (cr < 0 || rel <= -INT64_C(0x100000000))
        return -1;
    if (R->dry || comm == MPI_COMM_WORLD)
        return (int)(((cr + rel) % R->size + R->size) % R->size);
    x = sct__r_xlate(R, comm); /* the table sct__r_crank used */
    t = (int)(((cr + rel) % x->size + x->size) % x->size);
    return x->c2w[t] == MPI_UNDEFINED ? -1 : x->c2w[t];
}

/* Pass 1: post a receive for every send of the group aimed at this rank,
   its own included (a drawn offset can wrap around to the sender). */
static void sct__r_h_posts(sct__r *R, int op)
{
    uint32_t g;
    for (g = 0; g < R->ngrp; g++) {
        int64_t bytes, rel, tag, cid;
        MPI_Comm comm;
        int from = R->grp[g].rank;
        if (sct__r_gargs(R, g))
            continue;
        sct__r_sendargs(R, op, &bytes, &rel, &tag, &cid);
        if (!sct__r_holds(R, cid, &comm) || sct__r_target(R, comm, from, rel) != R->me)
            continue;
        R->posted++;
        if (R->dry) {
            fprintf(R->out, "rank %d: MPI_Irecv(%lld bytes from %d, tag %lld, comm %lld)\n", R->me, (long long)bytes,
                    from, (long long)tag, (long long)cid);
            R->rx.n++; /* counted only: the drain prints the wait */
        } else {
            MPI_Request q = MPI_REQUEST_NULL;
            int n = bytes > 0 ? (int)bytes : 0;
            MPI_Irecv(sct__r_rbuf(R, (size_t)n + 16), n, MPI_BYTE, sct__r_crank(R, comm, from), sct__r_tag(tag), comm,
                      &q);
            sct__r_pend_add(R, q, 1);
        }
    }
}

/* Pass 2: this rank's own send (drawn size, MPI_BYTE). */
static void sct__r_h_send(sct__r *R, int op, int kind, uint32_t g)
{
    int64_t bytes, rel, tag, cid;
    MPI_Comm comm;
    int to, n;
    if (sct__r_gargs(R, g))
        return;
    sct__r_sendargs(R, op, &bytes, &rel, &tag, &cid);
    if (!sct__r_holds(R, cid, &comm) || (to = sct__r_target(R, comm, R->me, rel)) < 0)
        return;
    n = bytes > 0 ? (int)bytes : 0;
    R->bytes_sent += n;
    if (R->dry) {
        fprintf(R->out, "rank %d: %s(%d bytes to %d, tag %lld, comm %lld)\n", R->me,
                kind == SCT__R_K_ISEND ? "MPI_Isend" : "MPI_Send", n, to, (long long)tag, (long long)cid);
        R->pend.n += kind == SCT__R_K_ISEND;
    } else if (kind == SCT__R_K_ISEND) {
        MPI_Request q = MPI_REQUEST_NULL;
        MPI_Isend(sct__r_sbuf(R, (size_t)n + 16), n, MPI_BYTE, sct__r_crank(R, comm, to), sct__r_tag(tag), comm, &q);
        sct__r_pend_add(R, q, 0);
    } else {
        uint64_t t0 = sct__m_now();
        MPI_Send(sct__r_sbuf(R, (size_t)n + 16), n, MPI_BYTE, sct__r_crank(R, comm, to), sct__r_tag(tag), comm);
        sct__r_waited(R, t0); /* until its receiver took it, for all but small messages */
    }
}

/* The group of collectives on communicator id cid (created on first use). */
static sct__r_cgrp *sct__r_cg(sct__r *R, int64_t cid)
{
    uint32_t i;
    size_t cap = R->ncg * sizeof *R->cg;
    for (i = 0; i < R->ncg; i++)
        if (R->cg[i].cid == cid)
            return &R->cg[i];
    R->cg = (sct__r_cgrp *)sct__r_grow(R->cg, &cap, (R->ncg + 1) * sizeof *R->cg, 0);
    memset(&R->cg[R->ncg], 0, sizeof *R->cg);
    R->cg[R->ncg].cid = cid;
    R->cg[R->ncg].call = (sct__r_coll **)sct__r_alloc((size_t)R->size * sizeof(sct__r_coll *), 1);
    R->cg[R->ncg].ncall = (uint32_t *)sct__r_alloc((size_t)R->size * sizeof(uint32_t), 1);
    R->cg[R->ncg].cap = (uint32_t *)sct__r_alloc((size_t)R->size * sizeof(uint32_t), 1);
    return &R->cg[R->ncg++];
}

/* The communicator id a call is made on (its last COMM parameter). */
static int64_t sct__r_call_comm(sct__r *R, const sct_event_out *ev)
{
    const sct_op *o = &R->ft->ops[ev->op];
    int i, k = -1;
    if (sct__r_args(R, ev))
        return SCT_NONE;
    for (i = 0; i < o->nparams; i++)
        if ((o->param_roles[i] & 0x7f) == SCT_ROLE_COMM && !(o->param_roles[i] & SCT_PARAM_ARRAY))
            k = i;
    return k < 0 ? SCT_NONE : SCT__R_V(k);
}

/* What a call of a collective asks for: its op, bytes (an array: its mean),
   root (absolute, taking the communicator's ranks in world order). */
static void sct__r_coll_of(sct__r *R, const sct_event_out *ev, int32_t rank, sct__r_coll *c)
{
    const sct_op *o = &R->ft->ops[ev->op];
    int i, j;
    c->op = R->ops[ev->op], c->n = 0, c->root = 0, c->vec = 0;
    c->cid = sct__r_call_comm(R, ev); /* also points R->a at the parameters */
    for (i = 0; i < o->nparams && (o->param_roles[i] & 0x7f) != SCT_ROLE_BYTES; i++)
        ;
    if (i < o->nparams && (o->param_roles[i] & SCT_PARAM_ARRAY)) {
        int64_t sum = 0;
        for (j = 0; j < SCT__R_LEN(i); j++)
            sum += SCT__R_ARR(i)[j];
        c->vec = 1;
        c->n = SCT__R_LEN(i) ? (int)(sum / SCT__R_LEN(i)) : 0;
    } else if (i < o->nparams) {
        c->n = (int)SCT__R_V(i);
    }
    c->n = c->n < 0 ? 0 : c->n;
    c->dt = c->rop = -1;
    for (i = 0, j = 0; i < o->nparams; i++) {
        int role = o->param_roles[i] & 0x7f, scalar = !(o->param_roles[i] & SCT_PARAM_ARRAY);
        if (role == SCT_ROLE_ROOT && SCT__R_V(i) > -INT64_C(0x100000000))
            c->root = (int)(rank + SCT__R_V(i));
        if (role == SCT_ROLE_DATATYPE && !j++ && scalar && SCT__R_V(i) >= 0 && SCT__R_V(i) < SCT__M_NPREDEF_TYPES)
            c->dt = (int)SCT__R_V(i); /* the first one: the type of the bytes above */
        if (role == SCT_ROLE_REDOP && scalar && SCT__R_V(i) >= 0 && SCT__R_V(i) < SCT__M_NPREDEF_OPS)
            c->rop = (int)SCT__R_V(i);
    }
}

/* Scheduling pass: where and how each member makes each collective; then
   what all members agree on. */
static int sct__r_schedule(sct__r *R, const sct_walk_desc *d)
{
    sct_walk *w = NULL;
    sct_walk_event ev;
    uint32_t i, k;
    int got = 0, r;
    if (sct_walk_create(R->rd, d, &w) != SCT_OK)
        return -1;
    while ((got = sct_walk_next(w, &ev)) == 1) {
        sct__r_cgrp *g;
        sct__r_coll c;
        size_t cap;
        if (ev.kind != SCT_WALK_CALL)
            continue;
        if (ev.ev.op < 0 || R->ops[ev.ev.op] < 0 || sct__r_kind(R->ops[ev.ev.op]) != SCT__R_K_COLL)
            continue;
        sct__r_coll_of(R, &ev.ev, ev.rank, &c);
        c.T = ev.seq;
        g = sct__r_cg(R, c.cid);
        cap = g->cap[ev.rank] * sizeof(sct__r_coll);
        g->call[ev.rank] = (sct__r_coll *)sct__r_grow(g->call[ev.rank], &cap, (g->ncall[ev.rank] + 1) * sizeof c, 0);
        g->cap[ev.rank] = (uint32_t)(cap / sizeof c);
        g->call[ev.rank][g->ncall[ev.rank]++] = c;
    }
    sct_walk_destroy(w);
    for (i = 0; i < R->ncg; i++) {
        sct__r_cgrp *g = &R->cg[i];
        int lead = -1;
        g->min = UINT32_MAX;
        for (r = 0; r < R->size; r++)
            if (g->ncall[r] && g->ncall[r] < g->min)
                g->min = g->ncall[r];
        for (r = R->size - 1; r >= 0; r--)
            if (g->ncall[r])
                lead = r;
        g->agree = (sct__r_coll *)calloc((size_t)g->min + 1, sizeof(sct__r_coll));
        for (k = 0; g->agree && lead >= 0 && k < g->min; k++) {
            g->agree[k] = g->call[lead][k];
            for (r = 0; r < R->size; r++)
                if (g->ncall[r] && g->call[r][k].T > g->agree[k].T)
                    g->agree[k].T = g->call[r][k].T;
        }
    }
    R->scheduled = 1;
    return got < 0 ? -1 : 0;
}

static void sct__r_cg_free(sct__r *R)
{
    uint32_t i;
    int r;
    for (i = 0; i < R->ncg; i++) {
        for (r = 0; r < R->size; r++)
            free(R->cg[i].call[r]);
        free(R->cg[i].call);
        free(R->cg[i].ncall);
        free(R->cg[i].cap);
        free(R->cg[i].agree);
    }
    free(R->cg);
    free(R->def);
}

/* This rank's next collective on cid: queued for its agreed position, or
   dropped when some member makes fewer. */
static void sct__r_defer(sct__r *R, int64_t cid)
{
    sct__r_cgrp *g = sct__r_cg(R, cid);
    uint32_t k = g->next++, i;
    size_t cap = R->capdef * sizeof *R->def;
    sct__r_coll c;
    if (!g->agree || k >= g->min) {
        R->dropped++;
        return;
    }
    c = g->agree[k];
    R->def = (sct__r_coll *)sct__r_grow(R->def, &cap, (R->ndef + 1) * sizeof *R->def, 0);
    R->capdef = (uint32_t)(cap / sizeof *R->def);
    for (i = R->ndef; i > 0 && (R->def[i - 1].T > c.T || (R->def[i - 1].T == c.T && R->def[i - 1].cid > cid)); i--)
        R->def[i] = R->def[i - 1];
    R->def[i] = c;
    R->ndef++;
}

static void sct__r_h_issue(sct__r *R, const sct__r_coll *c);

/* Issue the queued collectives whose agreed position the walk has passed. */
static void sct__r_due(sct__r *R, uint64_t upto)
{
    uint32_t k = 0, i;
    while (k < R->ndef && R->def[k].T <= upto)
        sct__r_h_issue(R, &R->def[k++]);
    for (i = k; i < R->ndef; i++)
        R->def[i - k] = R->def[i];
    R->ndef -= k;
}

/* A collective of this rank: all members issue it at the agreed position
   with the agreed size and root (section comment above). */
static void sct__r_h_coll(sct__r *R, uint32_t mine)
{
    MPI_Comm comm;
    int64_t cid = sct__r_call_comm(R, &R->grp[mine].ev);
    if (sct__r_holds(R, cid, &comm))
        sct__r_defer(R, cid);
}

/* A neighbourhood collective of a histogram replay: n bytes to and from
   each neighbour. A drawn communicator id may name one without a topology
   (the same for all its members): then an MPI_Allgather or MPI_Alltoall. */
static void sct__r_h_neighbour(sct__r *R, int op, int n, MPI_Comm comm)
{
    int size = 1, topo = MPI_UNDEFINED, gather, in = sct__m_nbrs(comm, 0), out = sct__m_nbrs(comm, 1), m;
    char *s, *r;
    PMPI_Comm_size(comm, &size);
    PMPI_Topo_test(comm, &topo);
    m = in > out ? in : out;
    m = m > size ? m : size;
    s = (char *)sct__r_sbuf(R, (size_t)n * (size_t)m + 16);
    r = (char *)sct__r_rbuf(R, (size_t)n * (size_t)m + 16);
    gather = op == SCT__M_OP_MPI_Neighbor_allgather || op == SCT__M_OP_MPI_Ineighbor_allgather ||
             op == SCT__M_OP_MPI_Neighbor_allgatherv || op == SCT__M_OP_MPI_Ineighbor_allgatherv;
    if (topo == MPI_UNDEFINED && gather)
        MPI_Allgather(s, n, MPI_BYTE, r, n, MPI_BYTE, comm);
    else if (topo == MPI_UNDEFINED)
        MPI_Alltoall(s, n, MPI_BYTE, r, n, MPI_BYTE, comm);
    else if (gather)
        MPI_Neighbor_allgather(s, n, MPI_BYTE, r, n, MPI_BYTE, comm);
    else
        MPI_Neighbor_alltoall(s, n, MPI_BYTE, r, n, MPI_BYTE, comm);
}

/* Whether the MPI standard allows reduction op o on predefined type t
   (section 6.9.2's groups: C integer, floating point, logical, complex, byte,
   and the pairs of MINLOC and MAXLOC). */
static int sct__r_op_fits(MPI_Datatype t, MPI_Op o)
{
    const MPI_Datatype ints[] = {MPI_SIGNED_CHAR, MPI_UNSIGNED_CHAR, MPI_SHORT, MPI_UNSIGNED_SHORT, MPI_INT,
                                 MPI_UNSIGNED, MPI_LONG, MPI_UNSIGNED_LONG, MPI_LONG_LONG, MPI_UNSIGNED_LONG_LONG,
                                 MPI_INT8_T, MPI_INT16_T, MPI_INT32_T, MPI_INT64_T, MPI_UINT8_T, MPI_UINT16_T,
                                 MPI_UINT32_T, MPI_UINT64_T, MPI_AINT, MPI_OFFSET, MPI_COUNT};
    const MPI_Datatype reals[] = {MPI_FLOAT, MPI_DOUBLE, MPI_LONG_DOUBLE};
    const MPI_Datatype cplx[] = {MPI_C_FLOAT_COMPLEX, MPI_C_DOUBLE_COMPLEX, MPI_C_LONG_DOUBLE_COMPLEX};
    const MPI_Datatype pairs[] = {MPI_FLOAT_INT, MPI_DOUBLE_INT, MPI_LONG_INT, MPI_SHORT_INT, MPI_2INT,
                                  MPI_LONG_DOUBLE_INT};
    int integer = 0, real = 0, cx = 0, pair = 0;
    size_t i;
    for (i = 0; i < sizeof ints / sizeof ints[0]; i++)
        integer |= t == ints[i];
    for (i = 0; i < sizeof reals / sizeof reals[0]; i++)
        real |= t == reals[i];
    for (i = 0; i < sizeof cplx / sizeof cplx[0]; i++)
        cx |= t == cplx[i];
    for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        pair |= t == pairs[i];
    if (o == MPI_MAX || o == MPI_MIN)
        return integer || real;
    if (o == MPI_SUM || o == MPI_PROD)
        return integer || real || cx;
    if (o == MPI_LAND || o == MPI_LOR || o == MPI_LXOR)
        return integer || t == MPI_C_BOOL;
    if (o == MPI_BAND || o == MPI_BOR || o == MPI_BXOR)
        return integer || t == MPI_BYTE;
    return (o == MPI_MINLOC || o == MPI_MAXLOC) && pair;
}

/* The elements of an agreed collective: the recorded predefined datatype
   (and op, for a reduction) when its size divides the bytes and the op
   fits it, so that the MPI picks the algorithm it picked for the
   application (Open MPI's choice depends on the count, not only on the
   bytes); else bytes and MPI_BOR. Every member decides alike: the values
   are the agreed ones and predefined ids are the same on every rank.
   Returns the count. */
static int sct__r_h_elems(sct__r *R, const sct__r_coll *c, int reduces, MPI_Datatype *dt, MPI_Op *rop)
{
    int size = 0;
    *dt = MPI_BYTE, *rop = MPI_BOR;
    if (c->dt < 0 || !sct__r_get(&R->dtypes, c->dt, dt, sizeof *dt) || PMPI_Type_size(*dt, &size) != MPI_SUCCESS ||
        size <= 0 || c->n < size || c->n % size != 0 ||
        (reduces && (c->rop < 0 || !sct__r_get(&R->rops, c->rop, rop, sizeof *rop) || !sct__r_op_fits(*dt, *rop)))) {
        *dt = MPI_BYTE, *rop = MPI_BOR;
        return c->n;
    }
    return c->n / size;
}

/* The MPI call of a deferred collective on comm. */
static void sct__r_h_call(sct__r *R, const sct__r_coll *c, MPI_Comm comm)
{
    int op = c->op, n = c->n, root = c->root, size = 1;
    PMPI_Comm_size(comm, &size);
    if (root < 0 || root >= size)
        root = 0;
    if (sct__r_neighbour(op)) {
        sct__r_h_neighbour(R, op, n, comm);
        return;
    }
    {
        MPI_Datatype t;
        MPI_Op o;
        int k = sct__r_h_elems(R, c, sct__r_reduces(op), &t, &o);
        char *s = (char *)sct__r_sbuf(R, sct__r_span(k, t) * (size_t)size);
        char *r = (char *)sct__r_rbuf(R, sct__r_span(k, t) * (size_t)size);
        switch (op) {
        case SCT__M_OP_MPI_Barrier: case SCT__M_OP_MPI_Ibarrier: MPI_Barrier(comm); break;
        case SCT__M_OP_MPI_Bcast: case SCT__M_OP_MPI_Ibcast: MPI_Bcast(r, k, t, root, comm); break;
        case SCT__M_OP_MPI_Reduce: case SCT__M_OP_MPI_Ireduce: MPI_Reduce(s, r, k, t, o, root, comm); break;
        case SCT__M_OP_MPI_Gather: case SCT__M_OP_MPI_Igather: case SCT__M_OP_MPI_Gatherv: case SCT__M_OP_MPI_Igatherv:
            MPI_Gather(s, k, t, r, k, t, root, comm);
            break;
        case SCT__M_OP_MPI_Scatter: case SCT__M_OP_MPI_Iscatter: case SCT__M_OP_MPI_Scatterv:
        case SCT__M_OP_MPI_Iscatterv:
            MPI_Scatter(s, k, t, r, k, t, root, comm);
            break;
        case SCT__M_OP_MPI_Allgather: case SCT__M_OP_MPI_Iallgather: case SCT__M_OP_MPI_Allgatherv:
        case SCT__M_OP_MPI_Iallgatherv:
            MPI_Allgather(s, k, t, r, k, t, comm);
            break;
        case SCT__M_OP_MPI_Alltoall: case SCT__M_OP_MPI_Ialltoall: case SCT__M_OP_MPI_Alltoallv:
        case SCT__M_OP_MPI_Ialltoallv: case SCT__M_OP_MPI_Alltoallw: case SCT__M_OP_MPI_Ialltoallw:
            MPI_Alltoall(s, k, t, r, k, t, comm);
            break;
        case SCT__M_OP_MPI_Reduce_scatter_block: case SCT__M_OP_MPI_Ireduce_scatter_block:
        case SCT__M_OP_MPI_Reduce_scatter: case SCT__M_OP_MPI_Ireduce_scatter:
            MPI_Reduce_scatter_block(s, r, k, t, o, comm);
            break;
        default: MPI_Allreduce(s, r, k, t, o, comm); break; /* Allreduce, scans */
        }
    }
}

/* Issue a collective this rank deferred to its agreed walk position. */
static void sct__r_h_issue(sct__r *R, const sct__r_coll *c)
{
    MPI_Comm comm;
    uint64_t t0;
    sct__r_drain(R);
    if (R->dry) {
        fprintf(R->out, "rank %d: %s(%d bytes%s, root %d, comm %lld)\n", R->me, sct__m_mpi_op_table.ops[c->op].name,
                c->n, c->vec ? " per rank" : "", c->root, (long long)c->cid);
        return;
    }
    if (!sct__r_holds(R, c->cid, &comm))
        return;
    t0 = sct__m_now();
    sct__r_h_call(R, c, comm);
    sct__r_waited(R, t0);
}

/* Point the group's calls at their values (gvals moves as it grows). */
static void sct__r_h_values(sct__r *R)
{
    uint32_t g;
    for (g = 0; g < R->ngrp; g++)
        R->grp[g].ev.values = R->gvals + R->goff[g];
}

/* Interpret one execution of a leaf by all its participants. */
static void sct__r_h_group(sct__r *R)
{
    uint32_t g, mine = UINT32_MAX;
    int op, kind;
    if (!R->ngrp)
        return;
    sct__r_h_values(R);
    op = R->ops[R->grp[0].ev.op];
    kind = op < 0 ? SCT__R_K_OTHER : sct__r_kind(op);
    for (g = 0; g < R->ngrp; g++)
        if (R->grp[g].rank == R->me)
            mine = g;
    if (kind == SCT__R_K_SEND || kind == SCT__R_K_ISEND || kind == SCT__R_K_SENDRECV)
        sct__r_h_posts(R, op);
    if (mine != UINT32_MAX && kind != SCT__R_K_SKIP) {
        R->calls++;
        if (!R->dry)
            sct__r_compute(R, R->grp[mine].ev.compute_ns);
        if (kind == SCT__R_K_SEND || kind == SCT__R_K_ISEND || kind == SCT__R_K_SENDRECV)
            sct__r_h_send(R, op, kind == SCT__R_K_SENDRECV ? SCT__R_K_SEND : kind, mine);
        if (kind == SCT__R_K_COLL)
            sct__r_h_coll(R, mine);
        else if (kind == SCT__R_K_RECV && !sct__r_gargs(R, mine) && SCT__R_V(2) == SCT_PEER_ANY)
            sct__r_take_one(R);
        else if (kind == SCT__R_K_WAIT || kind == SCT__R_K_RECV || kind == SCT__R_K_SENDRECV)
            sct__r_drain(R); /* the rank waited here */
        else if (kind == SCT__R_K_COMM && !R->dry) {
            sct__r_drain(R);
            if (!sct__r_gargs(R, mine))
                sct__r_h_comm(R, op);
        } else if (kind == SCT__R_K_COMM)
            fprintf(R->out, "rank %d: %s\n", R->me, R->ft->ops[R->grp[mine].ev.op].name);
        R->last_ret = sct__r_returned(R);
    }
    R->ngrp = 0;
    R->nvals = 0;
    sct__r_due(R, R->pos - 1);
}

/* Keep a call of the walk in the current group (values copied). */
static void sct__r_h_keep(sct__r *R, const sct_walk_event *ev)
{
    size_t cap;
    if (R->ngrp && (R->grp[R->ngrp - 1].node != ev->node || R->grp[R->ngrp - 1].rank >= ev->rank))
        sct__r_h_group(R);
    R->pos = ev->seq + 1;
    if (R->ngrp == R->capgrp) {
        cap = R->capgrp * sizeof *R->grp;
        R->grp = (sct_walk_event *)sct__r_grow(R->grp, &cap, (R->ngrp + 1) * sizeof *R->grp, 0);
        R->capgrp = (uint32_t)(cap / sizeof *R->grp);
        cap = R->capoff * sizeof *R->goff;
        R->goff = (size_t *)sct__r_grow(R->goff, &cap, (size_t)R->capgrp * sizeof *R->goff, 0);
        R->capoff = (uint32_t)(cap / sizeof *R->goff);
    }
    R->gvals = sct__r_vput(R->gvals, &R->capvals, R->nvals, ev->ev.values, (size_t)ev->ev.nvalues);
    R->grp[R->ngrp] = *ev;
    R->goff[R->ngrp++] = R->nvals;
    R->nvals += (size_t)ev->ev.nvalues;
}

/* ---- the walk, dry runs, the driver ---- */

static void sct__r_print_value(FILE *f, int role, int64_t v)
{
    if (v == SCT_PEER_NULL)
        fputs("PROC_NULL", f);
    else if (v == SCT_PEER_ANY)
        fputs("ANY_SOURCE", f);
    else if (v == SCT_TAG_ANY)
        fputs("ANY_TAG", f);
    else if (v == SCT_NONE)
        fputs("NULL", f);
    else if (v == SCT_PEER_ROOT)
        fputs("ROOT", f);
    else if (role == SCT_ROLE_PEER || role == SCT_ROLE_ROOT)
        fprintf(f, "%+lld", (long long)v);
    else
        fprintf(f, "%lld", (long long)v);
}

/* A dry run of an exact trace: the call as it would be made (peers and
   roots relative to this rank in the call's communicator). */
static void sct__r_print_call(sct__r *R, const sct_event_out *ev)
{
    const sct_op *op = &R->ft->ops[ev->op];
    int k, i;
    fprintf(R->out, "rank %d: %s(", R->me, op->name);
    if (!sct__r_args(R, ev))
        for (k = 0; k < op->nparams; k++) {
            int role = op->param_roles[k] & 0x7f;
            fprintf(R->out, "%s%s=", k ? ", " : "", op->param_names[k]);
            if (!(op->param_roles[k] & SCT_PARAM_ARRAY)) {
                sct__r_print_value(R->out, role, SCT__R_V(k));
                continue;
            }
            fputc('[', R->out);
            for (i = 0; i < SCT__R_LEN(k); i++) {
                if (i == 16) {
                    fprintf(R->out, ", ... %d in all", SCT__R_LEN(k));
                    break;
                }
                fputs(i ? ", " : "", R->out);
                sct__r_print_value(R->out, role, SCT__R_ARR(k)[i]);
            }
            fputc(']', R->out);
        }
    fprintf(R->out, ")");
    if (ev->timing_exact >= 0)
        fprintf(R->out, " after %.3f us of computation", (double)ev->compute_ns / 1e3);
    fputc('\n', R->out);
}

/* Bytes this call sends point to point (the per-rank figure of the report). */
static int64_t sct__r_p2p_bytes(sct__r *R, int op)
{
    int kind = sct__r_kind(op);
    return kind == SCT__R_K_SEND || kind == SCT__R_K_ISEND || kind == SCT__R_K_SENDRECV ? SCT__R_V(0) : 0;
}

/* One call of this rank in an exact replay. */
static void sct__r_exact_call(sct__r *R, const sct_event_out *ev)
{
    int op = R->ops[ev->op], bad;
    if (op == SCT__M_OP_MPI_Init || op == SCT__M_OP_MPI_Init_thread || op == SCT__M_OP_MPI_Finalize)
        return; /* the driver makes them */
    R->calls++;
    if (R->dry) {
        sct__r_print_call(R, ev);
        return;
    }
    bad = op < 0 || sct__r_args(R, ev);
    sct__r_compute(R, ev->compute_ns); /* spent before a skipped call too */
    sct__m_rt.fake_pc = 1 + (uint64_t)ev->site;
    if (bad || sct__r_exact(R, op))
        R->skipped++, R->skip_by_op[ev->op]++;
    else
        R->bytes_sent += (double)sct__r_p2p_bytes(R, op);
    sct__m_rt.fake_pc = 0;
    sct__m_rt.replay_any = 0;
    R->last_ret = sct__r_returned(R);
}

/* What the trace says this rank spent between MPI_Init and MPI_Finalize. */
static void sct__r_account(sct__r *R, const sct_event_out *ev)
{
    int op = ev->op >= 0 ? R->ops[ev->op] : -1;
    if (op == SCT__M_OP_MPI_Init || op == SCT__M_OP_MPI_Init_thread)
        return;
    R->t_trace += (double)ev->compute_ns * 1e-9;
    if (op != SCT__M_OP_MPI_Finalize)
        R->t_trace += (double)ev->duration_ns * 1e-9;
    if (op >= 0 && !sct__r_args(R, ev))
        R->trace_bytes_sent += (double)sct__r_p2p_bytes(R, op);
}

/* The op flags of a histogram walk, four tables of nops + 1 from f:
   0. the lockstep ops (collectives and communicator makers);
   1. the ops whose values the replay reads (those, the sends, and MPI_Recv,
      whose source tells a wildcard receive; waits, tests and the other
      receives go without: the replay completes what it posted, and
      receivers post for the sends);
   2. all but those and the sends: only this rank's calls of them matter
      (focus_ops);
   3. all but the lockstep ops: the schedule of collectives reads no more. */
static unsigned char *sct__r_op_flags(sct__r *R)
{
    size_t n = (size_t)R->ft->nops, i;
    int k;
    unsigned char *f = (unsigned char *)calloc(4 * (n + 1), 1);
    for (i = 0; f && i < n; i++) {
        k = R->ops[i] >= 0 ? sct__r_kind(R->ops[i]) : SCT__R_K_OTHER;
        f[i] = k == SCT__R_K_COLL || k == SCT__R_K_COMM;
        f[2 * (n + 1) + i] = !(f[i] || k == SCT__R_K_SEND || k == SCT__R_K_ISEND || k == SCT__R_K_SENDRECV);
        f[n + 1 + i] = !f[2 * (n + 1) + i] || k == SCT__R_K_RECV;
        f[3 * (n + 1) + i] = !f[i];
    }
    return f;
}

/* Per node of the trace holding R->me: 1 for a loop whose body holds a
   wait or test, however deep (bodies hold smaller ids); NULL if it fails. */
static uint8_t *sct__r_wait_loops(sct__r *R)
{
    int t = sct_reader_trace_of(R->rd, R->me), b, k;
    sct_trace_info ti;
    sct_node_info ni;
    uint8_t *f = NULL;
    uint64_t i;
    if (t < 0 || sct_reader_trace(R->rd, t, &ti) != SCT_OK || !(f = (uint8_t *)calloc((size_t)ti.nodes + 1, 1)))
        return NULL;
    for (i = 0; i < ti.nodes; i++) {
        if (sct_reader_trace_node(R->rd, t, (uint32_t)i, &ni) != SCT_OK) {
            free(f);
            return NULL;
        }
        k = ni.kind == SCT_NODE_LEAF && ni.op >= 0 ? sct__r_kind(R->ops[ni.op]) : SCT__R_K_OTHER;
        f[i] = k == SCT__R_K_WAIT || k == SCT__R_K_TEST;
        for (b = 0; ni.kind == SCT_NODE_LOOP && b < ni.nbody && !f[i]; b++)
            f[i] = ni.body[b] < i && f[ni.body[b]];
    }
    return f;
}

/* The walk of a histogram replay: every rank, in lockstep at collectives,
   this one's calls and the others' sends and collectives (sct__r_op_flags);
   the first call also schedules the collectives (sct__r_schedule, which
   reads only them: the walk makes the same calls in the same order, so
   the positions it gives them hold for the replay's walk). 0 if that fails
   (message printed). */
static int sct__r_hist_desc(sct__r *R, sct_walk_desc *d, int32_t **all, unsigned char **flags)
{
    size_t n = (size_t)R->ft->nops + 1;
    int i;
    *all = (int32_t *)malloc((size_t)R->size * sizeof **all);
    *flags = sct__r_op_flags(R);
    if (!R->wloop)
        R->wloop = sct__r_wait_loops(R);
    if (!*all || !*flags) {
        fprintf(stderr, "sctrace-replay: out of memory\n");
        return 0;
    }
    for (i = 0; i < R->size; i++)
        (*all)[i] = i;
    d->ranks = *all;
    d->nranks = R->size;
    d->lockstep_ops = *flags;
    d->value_ops = *flags;
    d->focus_ops = *flags + 3 * n;
    d->focus = R->me;
    d->interleave = 1; /* loops of ranks apart side by side, as they ran */
    if (!R->scheduled && sct__r_schedule(R, d)) {
        fprintf(stderr, "sctrace-replay: %s\n", sct_reader_error(R->rd));
        return 0;
    }
    for (i = 0; i < (int)R->ncg; i++)
        R->cg[i].next = 0;
    R->pos = 0;
    R->ndef = 0;
    d->value_ops = *flags + n;
    d->focus_ops = *flags + 2 * n;
    return 1;
}

/* Before the timed replay: what a histogram replay works out from the whole
   trace first (the schedule of collectives, the loops that wait); 0 if it
   fails. */
static int sct__r_prepare(sct__r *R)
{
    sct_walk_desc d;
    int32_t *all = NULL;
    unsigned char *flags = NULL;
    int ok = 1;
    if (R->mode == SCT__R_HIST) {
        memset(&d, 0, sizeof d);
        ok = sct__r_hist_desc(R, &d, &all, &flags);
    }
    free(all);
    free(flags);
    return ok;
}

/* Walk the trace as rank R->me; returns the compute time before MPI_Finalize. */
static int64_t sct__r_walk(sct__r *R, int *ok)
{
    sct_walk_desc d;
    sct_walk *w = NULL;
    sct_walk_event ev;
    int32_t *all = NULL;
    unsigned char *flags = NULL;
    int got = 0;
    int64_t fin = 0;
    memset(&d, 0, sizeof d);
    d.ranks = &R->me;
    d.nranks = 1;
    if (R->mode == SCT__R_HIST && !sct__r_hist_desc(R, &d, &all, &flags)) {
        *ok = 0;
        free(all);
        free(flags);
        return 0;
    }
    *ok = sct_walk_create(R->rd, &d, &w) == SCT_OK;
    if (!R->ah.ev) {
        R->ah.ev = (sct_walk_event *)sct__r_alloc(SCT__R_AHEAD * sizeof *R->ah.ev, 0);
        R->ah.voff = (size_t *)sct__r_alloc(SCT__R_AHEAD * sizeof *R->ah.voff, 0);
    }
    R->ah.w = w;
    R->ah.got = 1;
    R->ah.head = R->ah.n = 0;
    while (*ok && !R->failed && (got = sct__r_next(R, &ev)) == 1) {
        if (ev.kind == SCT_WALK_ITER_END) {
            sct__r_h_group(R);
            if (ev.focus_in && (!R->wloop || R->wloop[ev.node]))
                sct__r_drain(R);
            continue;
        }
        if (ev.rank == R->me) {
            sct__r_account(R, &ev.ev);
            if (ev.ev.op >= 0 && R->ops[ev.ev.op] == SCT__M_OP_MPI_Finalize) {
                fin = ev.ev.compute_ns;
                R->fin_site = ev.ev.site;
                R->has_fin = 1;
            }
        }
        if (R->mode == SCT__R_HIST)
            sct__r_h_keep(R, &ev);
        else
            sct__r_exact_call(R, &ev.ev);
    }
    if (*ok && got < 0)
        *ok = 0;
    if (!*ok)
        fprintf(stderr, "sctrace-replay: rank %d: %s\n", R->me, sct_reader_error(R->rd));
    R->ah.w = NULL;
    sct__r_h_group(R);
    sct__r_due(R, UINT64_MAX);
    sct__r_drain(R);
    sct_walk_destroy(w);
    free(all);
    free(flags);
    return fin;
}

/* The first event of the file's lowest rank: how and where MPI was initialised. */
static int sct__r_first(sct__r *R, int *op, uint32_t *site, int64_t *required)
{
    sct_iter *it = NULL;
    sct_event_out ev;
    int got = 0;
    *op = -1;
    if (sct_iter_create(R->rd, sct_reader_rank(R->rd, 0), &it) == SCT_OK && (got = sct_iter_next(it, &ev)) == 1) {
        *op = ev.op >= 0 ? R->ops[ev.op] : -1;
        *site = ev.site;
        *required = ev.nvalues ? ev.values[0] : MPI_THREAD_SINGLE;
    }
    sct_iter_destroy(it);
    return got >= 0;
}

static void sct__r_free(sct__r *R)
{
    sct_reader_close(R->rd);
    sct__m_hfree(&R->comms);
    sct__m_hfree(&R->dtypes);
    sct__m_hfree(&R->rops);
    sct__m_hfree(&R->groups);
    sct__m_hfree(&R->reqs);
    sct__m_hfree(&R->keyvals);
    sct__m_hfree(&R->errhs);
    sct__r_unkeep_all(R);
    while (R->nfile) /* files the run left open: their scratch files go */
        sct__r_file_release(&R->file[--R->nfile]);
    free(R->file);
    while (R->nwin) /* windows the run left unfreed: MPI is finalized */
        sct__r_win_release(&R->win[--R->nwin]);
    free(R->win);
    free(R->msgs);
    free(R->ops);
    while (R->nxt)
        free(R->xt[--R->nxt].w2c);
    free(R->xt);
    free(R->skip_by_op);
    free(R->idup);
    while (R->nretired)
        free(R->retired[--R->nretired]);
    free(R->retired);
    free(R->sbuf);
    free(R->rbuf);
    free(R->ibuf);
    free(R->qbuf);
    free(R->stbuf);
    free(R->pend.q);
    free(R->rx.q);
    free(R->wloop);
    free(R->grp);
    sct__r_cg_free(R);
    free(R->goff);
    free(R->gvals);
    free(R->ah.ev);
    free(R->ah.voff);
    free(R->ah.vals);
    free(R->ah.cur);
}

/* Ranks a dry run prints: the list given, the launcher's rank, or all. */
static int sct__r_dry_rank(const char *list, int r)
{
    const char *e = getenv("OMPI_COMM_WORLD_RANK");
    if (!e)
        e = getenv("PMI_RANK");
    if (list && *list) {
        while (*list) {
            char *end;
            long a = strtol(list, &end, 10), b = a;
            if (*end == '-')
                b = strtol(end + 1, &end, 10);
            if (r >= a && r <= b)
                return 1;
            list = *end == ',' ? end + 1 : end;
            if (*end && *end != ',')
                return 0;
        }
        return 0;
    }
    return e ? atoi(e) == r : 1;
}

static int sct__r_dry(sct__r *R, int nranks)
{
    int i, ok = 1;
    for (i = 0; i < nranks && ok; i++) {
        int32_t r = sct_reader_rank(R->rd, i);
        if (!sct__r_dry_rank(R->o->ranks, r))
            continue;
        R->me = r;
        R->calls = 0;
        sct__r_walk(R, &ok);
        sct__r_drain(R);
        fprintf(R->out, "rank %d: MPI_Finalize() after %llu calls\n", r, (unsigned long long)R->calls);
    }
    return ok ? 0 : 2;
}

/* A histogram trace's run time per rank, on average: the exact sums of every
   call site's timing histograms (compute before each call and its duration,
   leaving out MPI_Init and the duration of MPI_Finalize), over the ranks. */
static double sct__r_hist_time(sct__r *R)
{
    sct_trace_info ti;
    sct_node_info ni;
    const sct_hist *h;
    double sum = 0;
    uint32_t id;
    int which;
    if (sct_reader_trace(R->rd, 0, &ti) != SCT_OK)
        return 0;
    for (id = 0; id < ti.nodes; id++) {
        int op;
        if (sct_reader_trace_node(R->rd, 0, id, &ni) != SCT_OK || ni.kind != SCT_NODE_LEAF)
            continue;
        op = ni.op >= 0 && ni.op < R->ft->nops ? R->ops[ni.op] : -1;
        if (op == SCT__M_OP_MPI_Init || op == SCT__M_OP_MPI_Init_thread)
            continue;
        for (which = 0; which < 2 - (op == SCT__M_OP_MPI_Finalize); which++)
            if (sct_reader_trace_hist(R->rd, 0, id, which, &h) == SCT_OK)
                sum += h->sum;
    }
    return sum * 1e-9 / (R->size > 0 ? R->size : 1);
}

/* This process's peak resident memory in KiB (Linux's VmHWM), -1 unknown. */
static double sct__r_peak_kib(void)
{
    char line[256];
    double kib = -1;
    FILE *f = fopen("/proc/self/status", "r");
    if (!f)
        return -1;
    while (kib < 0 && fgets(line, sizeof line, f))
        if (!strncmp(line, "VmHWM:", 6))
            kib = strtod(line + 6, NULL);
    fclose(f);
    return kib;
}

/* Rank 0 prints the summary (and with verbose one line per rank). */
static void sct__r_report(sct__r *R)
{
    double mine[7] = {R->t_trace, R->t_replay, R->bytes_sent, R->trace_bytes_sent, (double)R->owed * 1e-9,
                      R->o->verbose ? sct__r_peak_kib() : -1, (double)R->off_cpu * 1e-9};
    const int nm = (int)(sizeof mine / sizeof mine[0]); /* each rank's figures */
    double mx[2] = {0, 0}, prep = 0;
    double *all = R->me == 0 ? (double *)malloc((size_t)R->size * sizeof mine) : NULL;
    unsigned long long c[2] = {R->calls, R->skipped}, sum[2] = {0, 0};
    int i;
    PMPI_Reduce(mine, mx, 2, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    PMPI_Reduce(&R->t_prepare, &prep, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    PMPI_Reduce(c, sum, 2, MPI_UNSIGNED_LONG_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    PMPI_Gather(mine, nm, MPI_DOUBLE, all, nm, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    if (R->me != 0 || R->o->quiet)
        goto done;
    fprintf(stderr, "sctrace-replay: %s: %d ranks, %llu calls (%s replay", R->o->path, R->size, sum[0],
            R->mode == SCT__R_HIST ? "histogram" : "exact");
    if (R->mode == SCT__R_HIST)
        fprintf(stderr, ", seed %llu; collectives scheduled in %.3f s before the timed part",
                (unsigned long long)R->o->seed, prep);
    if (R->mode == SCT__R_HIST) /* the drawn calls are not the run's: its histograms' sums are */
        mx[0] = sct__r_hist_time(R);
    fprintf(stderr, ") in %.6f s; the traced run: %.6f s%s", mx[1], mx[0],
            R->mode == SCT__R_HIST ? " per rank on average" : "");
    if (mx[0] > 0)
        fprintf(stderr, " (replay %+.1f %%)", 100.0 * (mx[1] - mx[0]) / mx[0]);
    fprintf(stderr, "\n");
    for (i = 0; R->o->verbose && all && i < R->size; i++) {
        const double *a = all + nm * i;
        fprintf(stderr,
                "sctrace-replay: rank %d: %.6f s (trace %.6f s), p2p bytes sent %.0f (trace %.0f%s), "
                "own work beyond the computation %.6f s",
                i, a[1], a[0], a[2], a[3], R->mode == SCT__R_HIST ? ", drawn" : "", a[4]);
        if (R->o->compute == SCTRACE_REPLAY_CPU)
            fprintf(stderr, ", off the CPU during the computation %.6f s", a[6]);
        else if (R->o->compute != SCTRACE_REPLAY_NO_COMPUTE)
            fprintf(stderr, ", off the CPU past the end of a computation %.6f s", a[6]);
        if (a[5] >= 0)
            fprintf(stderr, ", peak memory %.0f KiB", a[5]);
        fprintf(stderr, "\n");
    }
    if (sum[1])
        fprintf(stderr, "sctrace-replay: warning: %llu calls could not be replayed and were skipped (rank 0: see "
                        "below); a trace of this replay will differ\n", sum[1]);
done:
    for (i = 0; R->skipped && i < R->ft->nops; i++)
        if (R->skip_by_op[i])
            fprintf(stderr, "sctrace-replay: rank %d: skipped %llu x %s\n", R->me,
                    (unsigned long long)R->skip_by_op[i], R->ft->ops[i].name);
    free(all);
}

static int sct__r_open(sct__r *R, const sctrace_replay_opts *o, int *nranks)
{
    sct_read_desc rd;
    sct_file_info fi;
    char err[512];
    int t, hist = 0;
    memset(&rd, 0, sizeof rd);
    rd.seed = o->seed;
    rd.draw_timing = o->draw_times;
    if (sct_reader_open(o->path, &rd, &R->rd, err, sizeof err) != SCT_OK) {
        if (strstr(err, o->path))
            fprintf(stderr, "sctrace-replay: %s\n", err);
        else
            fprintf(stderr, "sctrace-replay: %s: %s\n", o->path, err);
        return -1;
    }
    sct_reader_info(R->rd, &fi);
    R->ft = sct_reader_ops(R->rd);
    R->lossless = fi.precision == 100;
    R->size = fi.world_size;
    *nranks = fi.nranks;
    for (t = 0; t < sct_reader_ntraces(R->rd); t++) {
        sct_trace_info ti;
        if (sct_reader_trace(R->rd, t, &ti) == SCT_OK && ti.histograms)
            hist = 1;
    }
    R->mode = o->mode == SCTRACE_REPLAY_AUTO ? (hist ? SCT__R_HIST : SCT__R_EXACT) : o->mode;
    if (R->mode == SCT__R_HIST && sct_reader_ntraces(R->rd) != 1) {
        fprintf(stderr, "sctrace-replay: %s holds %d separate traces (SCTRACE_MERGE=gather): a histogram replay "
                        "needs one merged trace\n", o->path, sct_reader_ntraces(R->rd));
        return -1;
    }
    if (fi.nranks != fi.world_size) {
        fprintf(stderr, "sctrace-replay: %s holds %d of the run's %d ranks: only complete traces can be replayed\n",
                o->path, fi.nranks, fi.world_size);
        return -1;
    }
    return sct__r_map_ops(R);
}

/* MPI_Init as the trace's first call made it (with its call site). */
static void sct__r_init(sct__r *R, int *argc, char ***argv)
{
    int op = -1, provided;
    uint32_t site = 0;
    int64_t req = MPI_THREAD_SINGLE;
    sct__r_first(R, &op, &site, &req);
    if (op != SCT__M_OP_MPI_Init && op != SCT__M_OP_MPI_Init_thread)
        sctrace_stop(); /* the run did not record its MPI_Init: nor does the replay */
    sct__m_rt.fake_pc = 1 + (uint64_t)site;
    if (op == SCT__M_OP_MPI_Init_thread)
        MPI_Init_thread(argc, argv, (int)req, &provided);
    else
        MPI_Init(argc, argv);
    sct__m_rt.fake_pc = 0;
    if (op != SCT__M_OP_MPI_Init && op != SCT__M_OP_MPI_Init_thread)
        sctrace_start();
}

SCTRACE_MPI_API int sctrace_replay(int *argc, char ***argv, const sctrace_replay_opts *o)
{
    sct__r R;
    int nranks = 0, ok = 1, rc = 0, world = 0;
    int64_t fin;
    double t0;
    memset(&R, 0, sizeof R);
    R.o = o;
    R.out = stdout;
    R.dry = o->dry_run;
    if (sct__r_open(&R, o, &nranks)) {
        sct__r_free(&R);
        return 2;
    }
    if (R.dry) {
        rc = sct__r_dry(&R, nranks);
        sct__r_free(&R);
        return rc;
    }
    sct__m_rt.replaying = 1;
    if (!o->trace_out)
        sct__m_rt.off = 1; /* not traced: the wrappers only forward */
    else if (setenv("SCTRACE_OUT", o->trace_out, 1) != 0) {
        fprintf(stderr, "sctrace-replay: cannot set SCTRACE_OUT: %s\n", strerror(errno));
        sct__r_free(&R);
        return 2;
    }
    sct__r_init(&R, argc, argv);
    PMPI_Comm_rank(MPI_COMM_WORLD, &R.me);
    PMPI_Comm_size(MPI_COMM_WORLD, &world);
    if (world != R.size) {
        if (R.me == 0)
            fprintf(stderr, "sctrace-replay: %s was traced with %d ranks; run it with mpirun -np %d (not %d)\n",
                    o->path, R.size, R.size, world);
        sct__m_rt.off = 1, sct__m_rt.alive = 0;
        PMPI_Finalize();
        sct__r_free(&R);
        return 2;
    }
    PMPI_Comm_group(MPI_COMM_WORLD, &R.world_group);
    sct__r_predefined(&R);
    t0 = PMPI_Wtime();
    if (!sct__r_prepare(&R))
        PMPI_Abort(MPI_COMM_WORLD, 2);
    R.t_prepare = PMPI_Wtime() - t0;
    PMPI_Barrier(MPI_COMM_WORLD);
    t0 = PMPI_Wtime();
    fin = sct__r_walk(&R, &ok);
    if (!ok)
        PMPI_Abort(MPI_COMM_WORLD, 2);
    sct__r_compute(&R, fin);
    R.t_replay = PMPI_Wtime() - t0;
    sct__r_report(&R);
    PMPI_Group_free(&R.world_group);
    if (!R.has_fin)
        sctrace_stop(); /* the run did not record its MPI_Finalize */
    sct__m_rt.fake_pc = 1 + (uint64_t)R.fin_site;
    MPI_Finalize();
    sct__m_rt.fake_pc = 0;
    rc = R.failed ? 1 : 0;
    sct__r_free(&R);
    return rc;
}

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
