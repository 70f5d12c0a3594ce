/* sctrace_replay.h - v0.1.0 - the replay engine of sctrace: runs a trace as an MPI program.

   This is a tool, not part of what an application embeds: sctrace-replay
   (tools/sctrace_replay.c) is its one user. It walks a trace with the core's
   reader (sctrace.h) and makes the recorded calls through the tracer's handle
   tables and op table (sctrace_mpi.h), so that tracing a replay gives back an
   equivalent trace. Layers: sctrace.h (core) -> sctrace_mpi.h (the tracer, in
   the application) -> this file (runs a trace).

   Do this in exactly one C file, which must also hold the tracer's
   implementation (the replay uses its handle tables and runtime state, which
   are internal to that translation unit):
       #define SCTRACE_MPI_IMPLEMENTATION
       #define SCTRACE_REPLAY_IMPLEMENTATION
       #include "sctrace_replay.h"
   Link with -lzstd -ldl -lpthread -lm; compile with -std=gnu99 or later (or
   C++11 and later).

   TABLE OF CONTENTS
     1. >>replay   running a trace as an MPI program (sctrace-replay)

   COMPILE-TIME OPTIONS
     SCTRACE_REPLAY_API      linkage of sctrace_replay() (default SCTRACE_MPI_API)
*/
#if defined(SCTRACE_REPLAY_IMPLEMENTATION) && !defined(SCTRACE_MPI_IMPLEMENTATION)
#define SCTRACE_MPI_IMPLEMENTATION
#endif
#include "../sctrace_mpi.h"

#ifndef SCTRACE_REPLAY_H
#define SCTRACE_REPLAY_H

#ifndef SCTRACE_REPLAY_API
#define SCTRACE_REPLAY_API SCTRACE_MPI_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/*== >>replay  running a trace as an MPI program ==================================*/
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

SCTRACE_REPLAY_API int sctrace_replay(int *argc, char ***argv, const sctrace_replay_opts *opts);

#ifdef __cplusplus
}
#endif
#endif /* SCTRACE_REPLAY_H */

#if defined(SCTRACE_REPLAY_IMPLEMENTATION) && !defined(SCTRACE_REPLAY_IMPL_INCLUDED)
#define SCTRACE_REPLAY_IMPL_INCLUDED
#ifndef SCTRACE_MPI_IMPL_INCLUDED
#error "sctrace_replay.h: the replay's implementation needs the tracer's in the same file (define SCTRACE_MPI_IMPLEMENTATION)"
#endif
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
    int placed; /* dynamic: every region attached so far is at the run's address */
    int exposed; /* a Win_post not yet ended by Win_wait or a true Win_test */
} sct__r_win;

/* A file the replay opened (sct__r_file_open): path is set on the rank
   that named the scratch file, which removes it. */
typedef struct sct__r_file {
    int64_t id; /* SCT_NONE: a free slot */
    MPI_File f;
    char *path;
    int named; /* the trace names the file (sct__m_p_name): its scratch file stays to the end */
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
   section 5.3). The dropped ones are taken before the last calls that
   every member makes alike (a code's final reductions after a time-step
   loop whose trip counts were drawn per rank), not from the end. */
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
    uint32_t tail;      /* of which the last ones, the same on every member (sct__r_agree) */
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

/* What a rank's threads share (a trace of MPI_THREAD_MULTIPLE: one replay
   thread per recorded thread, sct__r_threads): the handle tables and the
   objects the replay made. A single-threaded replay has one, unlocked. */
typedef struct sct__r_mem {
    void *p;
    int thread; /* the replay thread that made it */
} sct__r_mem;

typedef struct sct__r_sh {
    sct__m_htab comms, dtypes, rops, groups, reqs, keyvals, errhs, sessions, infos; /* original id -> handle */
    sct__m_htab errcodes; /* the error classes and codes the program added: -k -> the replay's */
    sct__m_htab vcopies; /* request id -> the arrays its pending vector collective reads */
    struct sct__r_msg *msgs; /* matched messages not yet received, oldest first */
    sct__r_win **win;   /* windows, found by a linear search (programs make few); each
                           allocated once, so that a thread's pointer stays valid */
    size_t nwin, capwin;
    sct__r_file **file; /* open files, the same way */
    size_t nfile, capfile, nopened;
    char **kept;         /* named scratch files this rank removes at the end */
    size_t nkept, capkept;
    uint32_t nmsg, capmsg;
    MPI_Comm **idup;    /* MPI_Comm_idup communicators the trace has not named yet, oldest first */
    size_t nidup, idcap;
    sct__r_mem *mem;    /* MPI_Alloc_mem allocations not freed yet, oldest first */
    size_t nmem, capmem;
    uintptr_t (*pages)[2]; /* the pages mapped at the run's addresses (sct__r_place), [lo, hi) */
    size_t npages, cappages;
} sct__r_sh;

typedef struct sct__r {
    sct__r_sh *S;       /* the rank's shared tables */
    const sctrace_replay_opts *o;
    sct_reader *rd;
    int mode, me, size, dry, failed;
    int lossless;       /* a trace of merge precision 100 */
    int consts;         /* 1: the trace holds MPI constants in the canonical numbering (format 9 on) */
    int other_mpi;      /* 1: recorded under an MPI of another name than this one (sct__r_const) */
    int warned_const;
    int bot;            /* the current call's buffers that are MPI_BOTTOM (sct__r_bottom): 1 the
                           send side (sct__r_sbuf), 2 the receive side (sct__r_rbuf) */
    int64_t (*blk)[2];  /* the blocks of a type at MPI_BOTTOM (sct__r_blocks), [lo, hi) */
    size_t nblk, capblk;
    int32_t *ops;       /* file op -> runtime op (SCT__M_OP_*), -1 unknown */
    int16_t *twin;      /* runtime op -> its int twin: MPI_Put_c -> MPI_Put (itself for the others) */
    const sct_op_table *ft;
    const int64_t *a[40]; /* the current event's parameters (arrays: length first) */
    int na;             /* how many the file's op has (a trace of an earlier build
                           may lack the runtime's last, "matched") */
    MPI_T_pvar_session *tsess; /* the tool interface's objects of the replay's, newest last */
    size_t ntsess, captsess;    /* (sct__r_tool) */
    MPI_T_cvar_handle *tcvar;
    size_t ntcvar, captcvar;
    MPI_T_pvar_handle *tpvar;
    size_t ntpvar, captpvar;
    long long iotok[2];  /* world rank 0's process id and start time: names of named scratch files */
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
    int nthreads;       /* the trace's threads per rank (sct__r_threads) */
    int *began;         /* a replay thread's turn flag until its first call (sct__r_turn) */
    int thread;         /* which thread of the rank this replays (sct__r_threads) */
    int64_t ordid;      /* the current call's window or file id, its order taken off (sct__r_mt_order) */
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

/* A rank that replays several threads (sct__r_threads) guards its shared
   tables (sct__r_sh) with one lock, and a thread that needs an id another
   thread makes (a communicator, a request it completes) waits for it on the
   condition variable: the order between a rank's threads is not recorded.
   A wait ends when every other live thread waits as well (nobody could make
   the id: the caller then fails as a single-threaded replay would). */
static struct {
    int on;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int live, waiting; /* threads still replaying; of them, waiting since the last change */
    unsigned gen;      /* changes so far */
    const sct__m_htab *reqs; /* the request table: a reused id waits for its earlier request */
    int n;             /* the rank's threads */
    uint64_t *done;    /* per thread: the events it replayed (UINT64_MAX: all) */
    sct__m_htab *last; /* per thread: (handle id, role) -> its last event that names it */
    int watched;       /* threads waiting for another one's progress (sct__r_mt_step) */
    sct__m_htab *made; /* per thread: (handle id, role) -> its last event that makes it */
    const sct__r_sh *S; /* the tables (sct__r_mt_role) */
    int8_t *newp;      /* per runtime op: its parameter that makes a handle, -1 none (sct__r_newp) */
    int8_t *ordp;      /* per runtime op: its window or file whose calls the tracer counts, -1 none
                          (sct__r_ordp) */
    sct__m_htab *ord;  /* (window or file id, kind) -> its calls made so far (sct__r_mt_order) */
} sct__r_mt = {0, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, 0, NULL, 0, NULL, NULL, 0, NULL, NULL,
               NULL, NULL, NULL};

/* The calling replay thread's number (0: thread 0, or a single-threaded replay). */
static SCT__M_TLS int sct__r_tls_thread;

/* Under the lock, several threads: shared objects other than the tables
   (windows, files, matched messages, idup communicators, Alloc_mem blocks). */
static void sct__r_lock(void)
{
    if (sct__r_mt.on)
        pthread_mutex_lock(&sct__r_mt.mu);
}

static void sct__r_unlock(void)
{
    if (sct__r_mt.on)
        pthread_mutex_unlock(&sct__r_mt.mu);
}

/* Under the lock: the tables changed (or a thread's turn came): waiters look again. */
static void sct__r_mt_changed(void)
{
    sct__r_mt.gen++;
    sct__r_mt.waiting = 0;
    pthread_cond_broadcast(&sct__r_mt.cv);
}

/* Under the lock: wait for a change of the tables; 0 when none can come.
   A wait is also cut at a second (then 1, and nothing changed), so that a
   caller looks again at what it waits for: another thread's progress moves
   without a signal when nobody watches it (sct__r_mt_step). */
static SCT__M_TLS int *sct__r_tls_began; /* the calling replay thread's turn flag (sct__r_turn) */

static int sct__r_mt_wait(void)
{
    unsigned gen;
    struct timespec until;
    if (sct__r_tls_began && !*sct__r_tls_began) { /* waiting before its first call: the next thread's turn */
        *sct__r_tls_began = 1;
        sct__r_mt_changed();
    }
    if (sct__r_mt.waiting + 1 >= sct__r_mt.live)
        return 0;
    sct__r_mt.waiting++;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec++;
    for (gen = sct__r_mt.gen; gen == sct__r_mt.gen;)
        if (pthread_cond_timedwait(&sct__r_mt.cv, &sct__r_mt.mu, &until) == ETIMEDOUT) {
            if (gen == sct__r_mt.gen)
                sct__r_mt.waiting--; /* not waiting any more: it looks again */
            break;
        }
    return 1;
}

/* The kind of handle a parameter of this role and name holds: its role, or
   for the other handles (SCT_ROLE_HANDLE, ids numbered per kind) one of
   SCT__R_H_*, so that window 0 and message 0 are not one handle. */
enum { SCT__R_H_KEYVAL = 16, SCT__R_H_WIN, SCT__R_H_FH, SCT__R_H_FILE, SCT__R_H_GROUP, SCT__R_H_MESSAGE,
       SCT__R_H_INFO, SCT__R_H_ERRH, SCT__R_H_SESSION, SCT__R_H_OTHER };
static int sct__r_mt_kind(int role, const char *name)
{
    static const char *const cls[] = {"keyval", "win", "fh", "file", "group", "message", "info", "errhandler",
                                      "session"};
    int i;
    role &= 0x7f;
    if (role != SCT_ROLE_HANDLE)
        return role;
    for (i = 0; i < 9 && !strstr(name, cls[i]); i++)
        ;
    return SCT__R_H_KEYVAL + i == SCT__R_H_FILE ? SCT__R_H_FH : SCT__R_H_KEYVAL + i; /* one kind, two names */
}

/* The key of handle id of a kind (sct__r_mt_kind) in sct__r_mt.made and
   .last; 0: none (a null or other symbolic value). */
#define SCT__R_MADE_IDUP UINT64_C(0x3F) /* some MPI_Comm_idup communicator (its id is named later) */
static uint64_t sct__r_mt_mkey(int kind, int64_t id)
{
    return id < 0 ? 0 : (uint64_t)id << 6 | (uint64_t)kind;
}

/* The kind of the ids table t holds. */
static int sct__r_mt_role(const sct__m_htab *t)
{
    const sct__r_sh *S = sct__r_mt.S;
    if (t == &S->comms)
        return SCT_ROLE_COMM;
    if (t == &S->dtypes)
        return SCT_ROLE_DATATYPE;
    if (t == &S->rops)
        return SCT_ROLE_REDOP;
    if (t == &S->reqs)
        return SCT_ROLE_REQUEST; /* (int, not the enums mixed in one ?: chain: C++ warns) */
    return t == &S->groups     ? SCT__R_H_GROUP
           : t == &S->keyvals  ? SCT__R_H_KEYVAL
           : t == &S->errhs    ? SCT__R_H_ERRH
           : t == &S->sessions ? SCT__R_H_SESSION
           : t == &S->infos    ? SCT__R_H_INFO
                               : SCT__R_H_OTHER;
}

/* Under the lock: whether a thread of the rank other than the caller can
   still make handle id of a kind (sct__r_mt_kind): one has a call that makes it (as the trace says)
   that it has not replayed yet. When none has, waiting would be for ever
   (a corrupt trace, or a call that made it while tracing was paused). */
static int sct__r_mt_makeable(int kind, int64_t id)
{
    uint64_t key = sct__r_mt_mkey(kind, id), done;
    int b;
    const sct__m_hent *e;
    if (!key || !sct__r_mt.made)
        return 1;
    for (b = 0; b < sct__r_mt.n; b++) {
        if (b == sct__r_tls_thread || (done = __atomic_load_n(&sct__r_mt.done[b], __ATOMIC_SEQ_CST)) == UINT64_MAX)
            continue;
        if (((e = sct__m_hfind(&sct__r_mt.made[b], key)) && done <= (uint64_t)e->id) ||
            (kind == SCT_ROLE_COMM && (e = sct__m_hfind(&sct__r_mt.made[b], SCT__R_MADE_IDUP)) &&
             done <= (uint64_t)e->id))
            return 1;
    }
    return 0;
}

/* Under the lock: wait for handle id of a kind while another thread can make it
   (its progress is watched meanwhile); 0 when none can. */
static int sct__r_mt_await(int kind, int64_t id)
{
    int more;
    if (!sct__r_mt_makeable(kind, id))
        return 0;
    __atomic_add_fetch(&sct__r_mt.watched, 1, __ATOMIC_SEQ_CST);
    more = sct__r_mt_wait();
    __atomic_sub_fetch(&sct__r_mt.watched, 1, __ATOMIC_SEQ_CST);
    return more;
}

static void sct__r_put1(sct__m_htab *t, int64_t id, const void *h, size_t n)
{
    int fresh;
    sct__m_hent *e = sct__m_hput(t, (uint64_t)id, &fresh);
    if (e) {
        e->id = 0;
        memcpy(&e->id, h, n);
    }
}

static inline int sct__r_get1(const sct__m_htab *t, int64_t id, void *h, size_t n)
{
    const sct__m_hent *e = sct__m_hfind(t, (uint64_t)id);
    if (!e)
        return 0;
    memcpy(h, &e->id, n);
    return 1;
}

/* Under the lock: the entry of id, the calling thread's first: two threads'
   communicators share an id when they were made at once (each member read
   the same next id), and each thread names its own. */
static sct__m_hent *sct__r_mt_ent(const sct__m_htab *t, int64_t id)
{
    sct__m_hent *e = sct__m_hfind(t, (uint64_t)id);
    uint32_t d;
    if (e && e->a != sct__r_tls_thread && t->ndup)
        for (d = sct__m_hdup_of(t, (uint64_t)id, 0); d < t->ndup; d = sct__m_hdup_of(t, (uint64_t)id, d + 1))
            if (t->dup[d].a == sct__r_tls_thread)
                return &t->dup[d];
    return e;
}

static int sct__r_mt_get1(const sct__m_htab *t, int64_t id, int64_t *bits)
{
    const sct__m_hent *e = sct__r_mt_ent(t, id);
    if (e)
        *bits = e->id;
    return e != NULL;
}

/* sct__r_put, sct__r_get and sct__r_need with several threads (under the
   lock). A request id is live once per thread of the run: one that is still
   live here belongs to a request another thread completes next (tests/threads.c
   cross): a put waits until it has. `wait`: the id must be there, and
   another thread may make it yet (sct__r_need). */
static SCT__NOINLINE int sct__r_mt_get(const sct__m_htab *t, int64_t id, int64_t *bits, int wait)
{
    int got;
    pthread_mutex_lock(&sct__r_mt.mu);
    while (!(got = sct__r_mt_get1(t, id, bits)) && wait && sct__r_mt_await(sct__r_mt_role(t), id))
        ;
    pthread_mutex_unlock(&sct__r_mt.mu);
    return got;
}

/* The handle bits of sct__r_mt_get into h (not passed down, so that a
   single-threaded lookup keeps its handle in a register). */
static int sct__r_mt_got(const sct__m_htab *t, int64_t id, void *h, size_t n, int wait)
{
    int64_t bits = 0;
    int got = sct__r_mt_get(t, id, &bits, wait);
    if (got)
        memcpy(h, &bits, n);
    return got;
}

static SCT__NOINLINE void sct__r_mt_put(sct__m_htab *t, int64_t id, const void *h, size_t n)
{
    sct__m_hent *e;
    pthread_mutex_lock(&sct__r_mt.mu);
    while (t == sct__r_mt.reqs && sct__m_hfind(t, (uint64_t)id) && sct__r_mt_wait())
        ;
    e = t == &sct__r_mt.S->comms ? sct__r_mt_ent(t, id) : NULL;
    if (e && e->a != sct__r_tls_thread)
        e = sct__m_hput_dup(t, (uint64_t)id); /* another thread's, of the same id */
    else if (!e)
        e = (sct__r_put1(t, id, h, n), sct__m_hfind(t, (uint64_t)id));
    if (e) {
        e->id = 0;
        memcpy(&e->id, h, n);
        e->a = sct__r_tls_thread;
    }
    sct__r_mt_changed();
    pthread_mutex_unlock(&sct__r_mt.mu);
}

static void sct__r_put(sct__m_htab *t, int64_t id, const void *h, size_t n)
{
    if (sct__r_mt.on)
        sct__r_mt_put(t, id, h, n);
    else
        sct__r_put1(t, id, h, n);
}

/* Whether id is in the table now (a question: it need not be). */
static inline int sct__r_get(const sct__m_htab *t, int64_t id, void *h, size_t n)
{
    return sct__r_mt.on ? sct__r_mt_got(t, id, h, n, 0) : sct__r_get1(t, id, h, n);
}

/* An id the call names (it must be there): another thread may make it yet. */
static inline int sct__r_need(const sct__m_htab *t, int64_t id, void *h, size_t n)
{
    return sct__r_mt.on ? sct__r_mt_got(t, id, h, n, 1) : sct__r_get1(t, id, h, n);
}

/* A replay thread makes its first call: the next one may make its own
   (sct__r_turn). */
static void sct__r_turn_taken(sct__r *R)
{
    pthread_mutex_lock(&sct__r_mt.mu);
    *R->began = 1;
    sct__r_mt_changed();
    pthread_mutex_unlock(&sct__r_mt.mu);
    R->began = NULL;
}

static void sct__r_del(sct__m_htab *t, int64_t id)
{
    sct__m_hent *e;
    if (!sct__r_mt.on) {
        sct__m_hdel(t, (uint64_t)id);
        return;
    }
    pthread_mutex_lock(&sct__r_mt.mu);
    e = sct__r_mt_ent(t, id);
    if (e)
        sct__m_hdel_id(t, (uint64_t)id, e->id); /* the caller's own, of an id two threads share */
    sct__r_mt_changed();
    pthread_mutex_unlock(&sct__r_mt.mu);
}

static void sct__r_fatal(sct__r *R, const char *fmt, ...)
{
    va_list ap;
    char msg[512];
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (sct__r_mt.on)
        fprintf(stderr, "sctrace-replay: rank %d thread %d: %s\n", R->me, R->thread, msg);
    else
        fprintf(stderr, "sctrace-replay: rank %d: %s\n", R->me, msg);
    R->failed = 1;
    if (!R->dry) { /* the other ranks would wait for this one forever */
        struct timespec pause = {0, 200000000L};
        nanosleep(&pause, NULL); /* time for the launcher to forward the message before it kills the job */
        PMPI_Abort(MPI_COMM_WORLD, 1);
    }
}

/* The oldest MPI_Comm_idup communicator that has no id yet, taken. */
static SCT__NOINLINE int sct__r_idup_take(sct__r *R, MPI_Comm *c)
{
    int got;
    sct__r_lock();
    if ((got = R->S->nidup != 0)) {
        *c = *R->S->idup[0];
        memmove(R->S->idup, R->S->idup + 1, --R->S->nidup * sizeof *R->S->idup);
    }
    sct__r_unlock();
    return got;
}

static MPI_Comm sct__r_comm(sct__r *R, int64_t id)
{
    MPI_Comm c = MPI_COMM_NULL;
    if (id == 0)
        return MPI_COMM_WORLD;
    if (id == 1)
        return MPI_COMM_SELF;
    if (sct__r_get(&R->S->comms, id, &c, sizeof c))
        return c;
    if (id != SCT_NONE && sct__r_idup_take(R, &c)) { /* the oldest MPI_Comm_idup communicator without an id */
        sct__r_put(&R->S->comms, id, &c, sizeof c);
        return c;
    }
    if (id != SCT_NONE && sct__r_mt.on && sct__r_need(&R->S->comms, id, &c, sizeof c))
        return c; /* another thread makes it */
    if (!R->failed)
        sct__r_fatal(R, "communicator %lld was never created in the replay", (long long)id);
    return c;
}

static MPI_Datatype sct__r_type(sct__r *R, int64_t id)
{
    MPI_Datatype t = MPI_BYTE;
    if (id == SCT_NONE)
        return MPI_DATATYPE_NULL;
    if (!sct__r_need(&R->S->dtypes, id, &t, sizeof t) && !R->failed)
        sct__r_fatal(R, "datatype %lld is unknown to the replay", (long long)id);
    return t;
}

static MPI_Group sct__r_group(sct__r *R, int64_t id)
{
    MPI_Group g = MPI_GROUP_NULL;
    if (!sct__r_need(&R->S->groups, id, &g, sizeof g) && !R->failed)
        sct__r_fatal(R, "group %lld is unknown to the replay", (long long)id);
    return g;
}

static MPI_Op sct__r_op(sct__r *R, int64_t id)
{
    MPI_Op o = MPI_SUM;
    if (!sct__r_need(&R->S->rops, id, &o, sizeof o) && !R->failed)
        sct__r_fatal(R, "reduction op %lld is unknown to the replay", (long long)id);
    return o;
}

/* A user-defined reduction op stands in for the application's: it leaves the
   result alone (payloads are not the application's anyway). */
static void sct__r_noop(void *in, void *inout, int *len, MPI_Datatype *dt)
{
    (void)in, (void)inout, (void)len, (void)dt;
}

#if MPI_VERSION >= 4
static void sct__r_noop_c(void *in, void *inout, MPI_Count *len, MPI_Datatype *dt)
{
    (void)in, (void)inout, (void)len, (void)dt;
}
#endif

/* Predefined datatypes and ops: ids as the runtime gives them (whether or
   not this replay is traced). */
static void sct__r_predefined(sct__r *R)
{
    MPI_Group empty = MPI_GROUP_EMPTY;
    MPI_Datatype types[SCT__M_NPREDEF_TYPES];
    MPI_Op ops[SCT__M_NPREDEF_OPS];
    MPI_Errhandler errhs[3];
    MPI_Info info;
    int i, size, nerrh, keys[SCT__M_NPREDEF_KEYS];
    sct__m_predef_handles(types, ops);
    for (i = 0; i < SCT__M_NPREDEF_TYPES; i++)
        if (sct__m_type_usable(types[i], &size))
            sct__r_put(&R->S->dtypes, i, &types[i], sizeof types[i]);
    for (i = 0; i < SCT__M_NPREDEF_OPS; i++)
        sct__r_put(&R->S->rops, i, &ops[i], sizeof ops[i]);
    sct__r_put(&R->S->groups, 0, &empty, sizeof empty);
    nerrh = sct__m_predef_keys(keys, errhs);
    for (i = 0; i < SCT__M_NPREDEF_KEYS; i++)
        sct__r_put(&R->S->keyvals, i, &keys[i], sizeof keys[i]);
    for (i = 0; i < nerrh; i++)
        sct__r_put(&R->S->errhs, i, &errhs[i], sizeof errhs[i]);
    info = MPI_INFO_ENV;
    sct__r_put(&R->S->infos, SCT__M_INFO_ENV, &info, sizeof info);
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

/* The send side's buffer (MPI_BOTTOM where the run passed it: sct__r_bottom). */
static void *sct__r_sbuf(sct__r *R, size_t span)
{
    if (R->bot & 1)
        return MPI_BOTTOM;
    return sct__r_payload(R, &R->sbuf, &R->scap, 2 * span) + span; /* room below for negative lower bounds */
}

static void *sct__r_rbuf(sct__r *R, size_t span)
{
    if (R->bot & 2)
        return MPI_BOTTOM;
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
    uint64_t t = sct__m_hint.t_end; /* (the calling thread's) */
    if (t && R->cend && sct__m_hint.t_begin > R->cend)
        R->owed += sct__m_hint.t_begin - R->cend;
    R->cend = 0;
    sct__m_hint.t_begin = sct__m_hint.t_end = 0;
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
    sct__m_hint.t_begin = sct__m_hint.t_end = 0;
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

/* Parameters that later builds added at the end of an op's list: a trace of
   an earlier build lacks them and the replay does without (sct__r_src takes
   a wildcard's source as recorded, sct__r_in_place passes both buffers, a
   file opened without a name id gets the name the replay makes,
   sct__r_bottom passes buffers of the replay's). */
static int sct__r_added_param(const char *name)
{
    return !strcmp(name, "matched") || !strcmp(name, "in_place") || !strcmp(name, "name") ||
           !strcmp(name, "array_of_datatypes") || !strcmp(name, "base") || !strcmp(name, "bottom");
}

/* Whether the file's op f records the runtime's op o's parameters: all of
   them, or all but trailing ones that later builds added. */
static int sct__r_same_params(const sct_op *o, const sct_op *f)
{
    int n = f->nparams, k;
    if (n > o->nparams)
        return 0;
    for (k = n; k < o->nparams; k++)
        if (!sct__r_added_param(o->param_names[k]))
            return 0;
    return !n || !memcmp(o->param_roles, f->param_roles, (size_t)n);
}

/* Each op's int twin: the large-count "_c" functions are replayed by their
   twins' code, which tells them apart (SCT__R_BIG). */
static int16_t *sct__r_twins(void)
{
    int16_t *t = (int16_t *)malloc(SCT__M_OP__COUNT * sizeof *t);
    int i, j;
    size_t n;
    for (i = 0; t && i < SCT__M_OP__COUNT; i++) {
        const char *a = sct__m_mpi_op_list[i].name;
        t[i] = (int16_t)i;
        if ((n = strlen(a)) < 3 || strcmp(a + n - 2, "_c") != 0)
            continue;
        for (j = 0; j < SCT__M_OP__COUNT; j++)
            if (strlen(sct__m_mpi_op_list[j].name) == n - 2 && !strncmp(sct__m_mpi_op_list[j].name, a, n - 2))
                t[i] = (int16_t)j;
    }
    return t;
}

static int sct__r_map_ops(sct__r *R)
{
    const sct_op_table *rt = &sct__m_mpi_op_table;
    int i, j;
    R->ops = (int32_t *)calloc((size_t)R->ft->nops + 1, sizeof(int32_t));
    R->skip_by_op = (uint64_t *)calloc((size_t)R->ft->nops + 1, sizeof(uint64_t));
    R->twin = sct__r_twins();
    if (!R->ops || !R->skip_by_op || !R->twin)
        return -1;
    for (i = 0; i < R->ft->nops; i++) {
        const sct_op *f = &R->ft->ops[i];
        R->ops[i] = -1;
        for (j = 0; j < rt->nops; j++)
            if (!strcmp(rt->ops[j].name, f->name) && sct__r_same_params(&rt->ops[j], f))
                R->ops[i] = j;
        if (R->mode == SCT__R_HIST && R->ops[i] >= 0) /* its calls are drawn, of bytes: the int twin makes them */
            R->ops[i] = R->twin[R->ops[i]];
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

/* An MPI constant of the trace's (SCT_MPI_CONSTANTS in sctrace.h) as this MPI
   numbers it: from format 9 on a trace holds them in the canonical numbering;
   before, the recording MPI's values, passed as they are (said once when
   that MPI has another name). A value that is none of this MPI's names, in a
   trace of an MPI of another name, is passed as it is, and said once. */
static int sct__r_const(sct__r *R, int kind, int64_t v)
{
    int other, n;
    if (!R->consts) {
        if (R->other_mpi && !R->warned_const && R->me == 0) {
            fprintf(stderr, "sctrace-replay: the trace (format 8 or before) holds the MPI constants of the MPI "
                            "that recorded it, which has another name than this one: %lld passed as it is, and "
                            "may mean another thing here; replay it under that MPI\n", (long long)v);
            R->warned_const = 1;
        }
        return (int)v;
    }
    n = sct__m_const_native(kind, v, &other);
    if (other && R->other_mpi && !R->warned_const && R->me == 0) {
        fprintf(stderr, "sctrace-replay: the trace passes the MPI constant %lld (of an MPI of another name: no "
                        "equivalent here), passed as %d\n", (long long)v, n);
        R->warned_const = 1;
    }
    return n;
}

/* Array parameter k of constants of kind as ints of this MPI, in scratch. */
static int *sct__r_consts(sct__r *R, int kind, int k, int *scratch)
{
    int i;
    for (i = 0; i < SCT__R_LEN(k); i++)
        scratch[i] = sct__r_const(R, kind, SCT__R_ARR(k)[i]);
    return scratch;
}

/* Whether the recording MPI (the trace's mpi=, MPI_Get_library_version) has
   another name than this one: its first word ("MPICH", "Open", "Intel(R)"). */
static int sct__r_other_mpi(const char *theirs)
{
    char mine[MPI_MAX_LIBRARY_VERSION_STRING];
    int n = 0;
    size_t a, b;
    if (!theirs || MPI_Get_library_version(mine, &n) != MPI_SUCCESS)
        return 1;
    a = strcspn(theirs, " "), b = strcspn(mine, " ");
    return a != b || strncmp(theirs, mine, a) != 0;
}

/* Code for the large-count "_c" functions, next to their int twins': left
   out where the MPI lacks them (Open MPI 4.1), whose replay refuses a trace
   that calls them (sct__r_lacks). */
#if MPI_VERSION >= 4
#define SCT__R_LARGE(...) __VA_ARGS__
#else
#define SCT__R_LARGE(...)
#endif
/* A case for MPI function f and one for its large-count twin f_c, with
   the same arguments; the result in rc. */
#define SCT__R_BOTH(f, ...)                                                                                         \
    case SCT__M_OP_MPI_##f: rc = MPI_##f(__VA_ARGS__); break;                                                       \
    SCT__R_LARGE(case SCT__M_OP_MPI_##f##_c: rc = MPI_##f##_c(__VA_ARGS__); break;)
#define SCT__R_TWIN(op) ((int)R->twin[op])
/* whether op is a large-count function */
#define SCT__R_BIG(op) (SCT__R_TWIN(op) != (op))

/* The source a receive or probe is made with: parameter k, in comm. A
   wildcard one of a lossless trace is made with the source it matched in the
   run (parameter m), so that the replay keeps the run's order of messages
   (which worker's result a master takes next, and so whom it serves next);
   the tracer still records a wildcard (sct__m_hint.replay_any). Traces without
   the matched source, and lossy ones, keep the wildcard. */
static int sct__r_src(sct__r *R, int k, int m, MPI_Comm comm)
{
    int src = sct__r_peer(SCT__R_V(k), comm);
    if (src != MPI_ANY_SOURCE || !R->lossless || m >= R->na || SCT__R_V(m) == SCT_NONE)
        return src;
    sct__m_hint.replay_any = 1;
    return sct__r_peer(SCT__R_V(m), comm);
}

/* ---- exact replay: one function per family of calls ---- */

/* Map the request a call made (q) to its recorded id, parameter k. A
   blocking call leaves q null, so callers need not tell which ops make
   requests (and parameter k is read only when there is one). */
static void sct__r_newreq(sct__r *R, int k, MPI_Request q)
{
    if (q != MPI_REQUEST_NULL && SCT__R_V(k) != SCT_NONE)
        sct__r_put(&R->S->reqs, SCT__R_V(k), &q, sizeof q);
}

/* Messages: send (bytes, type, peer, tag, comm[, request]). */
static void sct__r_p2p(sct__r *R, int op)
{
    MPI_Datatype dt = sct__r_type(R, SCT__R_V(1));
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(4));
    int n = sct__r_count(SCT__R_V(0), dt), tag = sct__r_tag(SCT__R_V(3));
    int rx = op == SCT__M_OP_MPI_Recv || op == SCT__M_OP_MPI_Recv_c;
    int peer = rx ? sct__r_src(R, 2, 5, comm) : sct__r_peer(SCT__R_V(2), comm);
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
#if MPI_VERSION >= 4 /* the large-count ones (sct__r_mpi4) */
    case SCT__M_OP_MPI_Send_c: MPI_Send_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm); break;
    case SCT__M_OP_MPI_Ssend_c: MPI_Ssend_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm); break;
    case SCT__M_OP_MPI_Rsend_c: MPI_Rsend_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm); break;
    case SCT__M_OP_MPI_Bsend_c: MPI_Bsend_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm); break;
    case SCT__M_OP_MPI_Recv_c: MPI_Recv_c(sct__r_rbuf(R, span), n, dt, peer, tag, comm, MPI_STATUS_IGNORE); break;
    case SCT__M_OP_MPI_Isend_c: MPI_Isend_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Issend_c: MPI_Issend_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Irsend_c: MPI_Irsend_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Ibsend_c: MPI_Ibsend_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Irecv_c: MPI_Irecv_c(sct__r_rbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Send_init_c: MPI_Send_init_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Ssend_init_c: MPI_Ssend_init_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Rsend_init_c: MPI_Rsend_init_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Bsend_init_c: MPI_Bsend_init_c(sct__r_sbuf(R, span), n, dt, peer, tag, comm, &q); break;
    case SCT__M_OP_MPI_Recv_init_c: MPI_Recv_init_c(sct__r_rbuf(R, span), n, dt, peer, tag, comm, &q); break;
#endif
    }
    sct__r_newreq(R, 5, q);
}

/* MPI_Sendrecv[_c], MPI_Sendrecv_replace[_c] (the large-count ones: sct__r_mpi4). */
static void sct__r_sendrecv(sct__r *R, int op)
{
    if (op == SCT__M_OP_MPI_Sendrecv || op == SCT__M_OP_MPI_Sendrecv_c) {
        MPI_Datatype st = sct__r_type(R, SCT__R_V(1)), rt = sct__r_type(R, SCT__R_V(5));
        MPI_Comm comm = sct__r_comm(R, SCT__R_V(8));
        int sn = sct__r_count(SCT__R_V(0), st), rn = sct__r_count(SCT__R_V(4), rt);
        void *s = sct__r_sbuf(R, sct__r_span(sn, st)), *r = sct__r_rbuf(R, sct__r_span(rn, rt));
        int dest = sct__r_peer(SCT__R_V(2), comm), src = sct__r_src(R, 6, 9, comm);
        if (R->failed)
            return;
        if (op == SCT__M_OP_MPI_Sendrecv)
            MPI_Sendrecv(s, sn, st, dest, sct__r_tag(SCT__R_V(3)), r, rn, rt, src, sct__r_tag(SCT__R_V(7)), comm,
                         MPI_STATUS_IGNORE);
#if MPI_VERSION >= 4
        else
            MPI_Sendrecv_c(s, sn, st, dest, sct__r_tag(SCT__R_V(3)), r, rn, rt, src, sct__r_tag(SCT__R_V(7)), comm,
                           MPI_STATUS_IGNORE);
#endif
    } else {
        MPI_Datatype dt = sct__r_type(R, SCT__R_V(1));
        MPI_Comm comm = sct__r_comm(R, SCT__R_V(6));
        int n = sct__r_count(SCT__R_V(0), dt);
        void *r = sct__r_rbuf(R, sct__r_span(n, dt));
        int dest = sct__r_peer(SCT__R_V(2), comm), src = sct__r_src(R, 4, 7, comm);
        if (R->failed)
            return;
        if (op == SCT__M_OP_MPI_Sendrecv_replace)
            MPI_Sendrecv_replace(r, n, dt, dest, sct__r_tag(SCT__R_V(3)), src, sct__r_tag(SCT__R_V(5)), comm,
                                 MPI_STATUS_IGNORE);
#if MPI_VERSION >= 4
        else
            MPI_Sendrecv_replace_c(r, n, dt, dest, sct__r_tag(SCT__R_V(3)), src, sct__r_tag(SCT__R_V(5)), comm,
                                   MPI_STATUS_IGNORE);
#endif
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
    int thread;   /* the replay thread that probed it */
    int taker;    /* several threads: the one whose receive holds it until that call
                     returns (-1: none), so no probe takes its id before the tracer freed it */
} sct__r_msg;

static void sct__r_msg_add(sct__r *R, int64_t id, MPI_Message m, MPI_Comm comm, const MPI_Status *st)
{
    size_t cap = R->S->capmsg * sizeof *R->S->msgs;
    sct__r_msg *x;
    if (m == MPI_MESSAGE_NULL || m == MPI_MESSAGE_NO_PROC)
        return;
    sct__r_lock();
    R->S->msgs = (sct__r_msg *)sct__r_grow(R->S->msgs, &cap, (R->S->nmsg + 1) * sizeof *R->S->msgs, 0);
    R->S->capmsg = (uint32_t)(cap / sizeof *R->S->msgs);
    x = &R->S->msgs[R->S->nmsg++];
    x->id = id, x->m = m, x->comm = comm, x->src = st->MPI_SOURCE, x->tag = st->MPI_TAG, x->thread = R->thread;
    x->taker = -1;
    if (sct__r_mt.on)
        sct__r_mt_changed(); /* a receive of another thread may wait for it */
    sct__r_unlock();
}

/* Index of the message held under id, the caller's oldest first, else the
   oldest (SCT_NONE: a spare a probe for src/tag on comm could have
   matched), or R->S->nmsg; not one a receive holds already. */
static uint32_t sct__r_msg_find(sct__r *R, int64_t id, MPI_Comm comm, int src, int tag)
{
    uint32_t i, any = R->S->nmsg;
    for (i = 0; i < R->S->nmsg; i++) {
        const sct__r_msg *x = &R->S->msgs[i];
        if (x->taker >= 0)
            continue;
        if (id == SCT_NONE && x->id == SCT_NONE && x->comm == comm && (src == MPI_ANY_SOURCE || src == x->src) &&
            (tag == MPI_ANY_TAG || tag == x->tag))
            return i;
        if (id != SCT_NONE && x->id == id) {
            if (x->thread == R->thread)
                return i;
            if (any == R->S->nmsg)
                any = i;
        }
    }
    return any;
}

/* Whether a message is held under id (one a receive holds too). */
static int sct__r_msg_held(const sct__r *R, int64_t id)
{
    uint32_t i;
    for (i = 0; i < R->S->nmsg; i++)
        if (R->S->msgs[i].id == id)
            return 1;
    return 0;
}

static void sct__r_msg_drop(sct__r *R, uint32_t k)
{
    memmove(&R->S->msgs[k], &R->S->msgs[k + 1], (R->S->nmsg - k - 1) * sizeof *R->S->msgs);
    R->S->nmsg--;
}

/* The message a receive is handed: the one held under id, else the oldest
   (of several threads: the oldest spare, held under no id). A thread may
   receive what another probed (an id is held by one probe at a time,
   sct__r_mprobe): it waits while another thread can still probe it; the
   message stays held until the receive returns (sct__r_msg_done). */
static MPI_Message sct__r_msg_take(sct__r *R, int64_t id)
{
    uint32_t k;
    MPI_Message m = MPI_MESSAGE_NULL;
    if (id == SCT_PEER_NULL)
        return MPI_MESSAGE_NO_PROC;
    sct__r_lock();
    while ((k = sct__r_msg_find(R, id, MPI_COMM_NULL, 0, 0)) == R->S->nmsg && sct__r_mt.on && id >= 0 &&
           sct__r_mt_await(SCT__R_H_MESSAGE, id))
        ;
    if (k == R->S->nmsg && sct__r_mt.on)
        for (k = 0; k < R->S->nmsg && (R->S->msgs[k].id != SCT_NONE || R->S->msgs[k].taker >= 0); k++)
            ;
    if (k == R->S->nmsg && R->S->nmsg && !sct__r_mt.on)
        k = 0;
    if (k < R->S->nmsg) {
        m = R->S->msgs[k].m;
        if (sct__r_mt.on)
            R->S->msgs[k].taker = R->thread;
        else
            sct__r_msg_drop(R, k);
    }
    sct__r_unlock();
    if (m == MPI_MESSAGE_NULL)
        sct__r_fatal(R, "a matched receive (message %lld) has no probed message", (long long)id);
    return m;
}

/* Several threads: the receive of the message the caller took returned
   (the tracer freed its id): a probe may take the id again. */
static void sct__r_msg_done(sct__r *R)
{
    uint32_t k;
    if (!sct__r_mt.on)
        return;
    sct__r_lock();
    for (k = 0; k < R->S->nmsg && R->S->msgs[k].taker != R->thread; k++)
        ;
    if (k < R->S->nmsg)
        sct__r_msg_drop(R, k);
    sct__r_mt_changed();
    sct__r_unlock();
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
    sct__r_lock();
    /* several threads: in the run the id was free (the tracer gives the lowest
       free slot), so the message held under it, maybe another thread's, has been
       received; then the tracer of a traced replay gives the run's id too */
    while (sct__r_mt.on && id >= 0 && id < SCT__M_MAX_MSGS && sct__r_msg_held(R, id) && sct__r_mt_wait())
        ;
    if (id != SCT_NONE && (k = sct__r_msg_find(R, SCT_NONE, comm, src, tag)) < R->S->nmsg) {
        R->S->msgs[k].id = id;
        if (sct__r_mt.on)
            sct__r_mt_changed();
        sct__r_unlock();
        return;
    }
    sct__r_unlock();
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
    void *b = sct__r_rbuf(R, sct__r_span(n, dt));
    int rc = MPI_SUCCESS;
    if (R->failed)
        return;
    m = sct__r_msg_take(R, SCT__R_V(2));
    if (R->failed)
        return;
    switch (op) { /* the blocking ones leave q null */
    SCT__R_BOTH(Mrecv, b, n, dt, &m, MPI_STATUS_IGNORE)
    SCT__R_BOTH(Imrecv, b, n, dt, &m, &q)
    }
    sct__r_msg_done(R);
    if (rc == MPI_SUCCESS)
        sct__r_newreq(R, 3, q);
}

/* The handles of the requests in array parameter k, in order. */
static MPI_Request *sct__r_reqs(sct__r *R, int k, int *n)
{
    int i;
    *n = SCT__R_LEN(k);
    R->qbuf = (MPI_Request *)sct__r_grow(R->qbuf, &R->qcap, ((size_t)*n + 1) * sizeof(MPI_Request), 0);
    for (i = 0; i < *n; i++)
        if (!sct__r_need(&R->S->reqs, SCT__R_ARR(k)[i], &R->qbuf[i], sizeof(MPI_Request)) && !R->failed)
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
    if (sct__r_get(&R->S->vcopies, id, &old, sizeof old))
        sct__r_retire(R, (char *)old); /* id reused while pending: keep both to the end */
    sct__r_put(&R->S->vcopies, id, &copy, sizeof copy);
}

/* Free the arrays request id's call read, if any (it completed). */
static void sct__r_unkeep(sct__r *R, int64_t id)
{
    void *copy;
    if (!R->S->vcopies.n || !sct__r_get(&R->S->vcopies, id, &copy, sizeof copy))
        return;
    free(copy);
    sct__r_del(&R->S->vcopies, id);
}

/* Free the arrays of vector collectives never completed (the end of a replay). */
static void sct__r_unkeep_all(sct__r *R)
{
    uint32_t i;
    for (i = 0; i < R->S->vcopies.cap; i++)
        if (R->S->vcopies.e[i].key != SCT__M_EMPTY) {
            void *copy;
            memcpy(&copy, &R->S->vcopies.e[i].id, sizeof copy);
            free(copy);
        }
    sct__m_hfree(&R->S->vcopies);
}

/* Forget the requests a completion freed (persistent ones stay). */
static void sct__r_forget(sct__r *R, const MPI_Request *q, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (q[i] == MPI_REQUEST_NULL) {
            sct__r_del(&R->S->reqs, SCT__R_ARR(0)[i]);
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
    sct__m_hint.replay_reqs = SCT__R_ARR(0); /* which of the requests MPI gave one value it completes */
    sct__m_hint.replay_nreqs = n;
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
    sct__m_hint.replay_reqs = NULL;
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
        if (!sct__r_need(&R->S->reqs, SCT__R_V(0), &h, sizeof h)) {
            sct__r_fatal(R, "request %lld is unknown to the replay", (long long)SCT__R_V(0));
            return;
        }
        if (op == SCT__M_OP_MPI_Start)
            MPI_Start(&h);
        else if (op == SCT__M_OP_MPI_Cancel)
            MPI_Cancel(&h);
        else if (op == SCT__M_OP_MPI_Request_free) {
            MPI_Request_free(&h);
            sct__r_del(&R->S->reqs, SCT__R_V(0));
            sct__r_unkeep(R, SCT__R_V(0));
        }
    }
}

/* MPI_Request_get_status (request): asked of the replay's request (a
   request the replay does not hold is skipped); MPI_Status_set_cancelled
   (flag), MPI_Status_set_elements (datatype, bytes) and _x (datatype): made
   on a status of the replay's (the count _x sets is not recorded: 0). */
static int sct__r_status_op(sct__r *R, int op)
{
    MPI_Request h = MPI_REQUEST_NULL;
    MPI_Status st;
    MPI_Datatype dt;
    int flag = 0;
    memset(&st, 0, sizeof st);
    if (R->failed)
        return 0;
    switch (op) {
    case SCT__M_OP_MPI_Request_get_status:
        if (SCT__R_V(0) != SCT_NONE && !sct__r_get(&R->S->reqs, SCT__R_V(0), &h, sizeof h))
            return 1;
        MPI_Request_get_status(h, &flag, &st);
        return 0;
    case SCT__M_OP_MPI_Status_set_cancelled: MPI_Status_set_cancelled(&st, SCT__R_V(0) != 0); return 0;
    }
    dt = sct__r_type(R, SCT__R_V(0));
    if (op == SCT__M_OP_MPI_Status_set_elements)
        MPI_Status_set_elements(&st, dt, sct__r_count(SCT__R_V(1), dt));
    else
        MPI_Status_set_elements_x(&st, dt, 0);
    return 0;
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
/* The index of MPI op op's parameter `name`, if the current call has it
   (a trace of an earlier build may lack the trailing ones), else -1. */
static int sct__r_param_named(const sct__r *R, int op, const char *name)
{
    const sct_op *o = &sct__m_mpi_op_list[op];
    int k;
    for (k = 0; k < o->nparams && k < R->na; k++)
        if (!strcmp(o->param_names[k], name))
            return k;
    return -1;
}

/* Which buffer of the current collective was MPI_IN_PLACE (parameter
   "in_place": 1 send, 2 receive; 0 in a trace of an earlier build), and
   the buffers to pass: that one is MPI_IN_PLACE again. */
static int sct__r_in_place(sct__r *R, int op, void **s, void **r)
{
    int k = sct__r_param_named(R, op, "in_place"), ip;
    if (k < 0)
        return 0;
    ip = (int)SCT__R_V(k);
    if (ip == 1)
        *s = MPI_IN_PLACE;
    else if (ip == 2)
        *r = MPI_IN_PLACE;
    return ip;
}

static void sct__r_coll1(sct__r *R, int op)
{
    int nb = op == SCT__M_OP_MPI_Barrier || op == SCT__M_OP_MPI_Ibarrier || op == SCT__M_OP_MPI_Barrier_init;
    int red = sct__r_reduces(op), rooted = sct__r_param_of(op, SCT_ROLE_ROOT) >= 0;
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
    if (strstr(sct__m_mpi_op_table.ops[op].name, "_scatter_block")) {
        s = sct__r_sbuf(R, sct__r_span(n * size, dt));
        r = sct__r_rbuf(R, sct__r_span(n, dt));
    } else {
        s = sct__r_sbuf(R, sct__r_span(n, dt));
        r = sct__r_rbuf(R, sct__r_span(n, dt));
    }
    sct__r_in_place(R, op, &s, &r);
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
#if MPI_VERSION >= 4 /* large-count and persistent ones (sct__r_mpi4) */
    case SCT__M_OP_MPI_Barrier_init: MPI_Barrier_init(comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Bcast_c: MPI_Bcast_c(r, n, dt, root, comm); break;
    case SCT__M_OP_MPI_Ibcast_c: MPI_Ibcast_c(r, n, dt, root, comm, &q); break;
    case SCT__M_OP_MPI_Bcast_init: MPI_Bcast_init(r, n, dt, root, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Bcast_init_c: MPI_Bcast_init_c(r, n, dt, root, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Reduce_c: MPI_Reduce_c(s, r, n, dt, rop, root, comm); break;
    case SCT__M_OP_MPI_Ireduce_c: MPI_Ireduce_c(s, r, n, dt, rop, root, comm, &q); break;
    case SCT__M_OP_MPI_Reduce_init: MPI_Reduce_init(s, r, n, dt, rop, root, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Reduce_init_c: MPI_Reduce_init_c(s, r, n, dt, rop, root, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Allreduce_c: MPI_Allreduce_c(s, r, n, dt, rop, comm); break;
    case SCT__M_OP_MPI_Iallreduce_c: MPI_Iallreduce_c(s, r, n, dt, rop, comm, &q); break;
    case SCT__M_OP_MPI_Allreduce_init: MPI_Allreduce_init(s, r, n, dt, rop, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Allreduce_init_c: MPI_Allreduce_init_c(s, r, n, dt, rop, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Scan_c: MPI_Scan_c(s, r, n, dt, rop, comm); break;
    case SCT__M_OP_MPI_Iscan_c: MPI_Iscan_c(s, r, n, dt, rop, comm, &q); break;
    case SCT__M_OP_MPI_Scan_init: MPI_Scan_init(s, r, n, dt, rop, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Scan_init_c: MPI_Scan_init_c(s, r, n, dt, rop, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Exscan_c: MPI_Exscan_c(s, r, n, dt, rop, comm); break;
    case SCT__M_OP_MPI_Iexscan_c: MPI_Iexscan_c(s, r, n, dt, rop, comm, &q); break;
    case SCT__M_OP_MPI_Exscan_init: MPI_Exscan_init(s, r, n, dt, rop, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Exscan_init_c: MPI_Exscan_init_c(s, r, n, dt, rop, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Reduce_scatter_block_c: MPI_Reduce_scatter_block_c(s, r, n, dt, rop, comm); break;
    case SCT__M_OP_MPI_Ireduce_scatter_block_c: MPI_Ireduce_scatter_block_c(s, r, n, dt, rop, comm, &q); break;
    case SCT__M_OP_MPI_Reduce_scatter_block_init:
        MPI_Reduce_scatter_block_init(s, r, n, dt, rop, comm, MPI_INFO_NULL, &q);
        break;
    case SCT__M_OP_MPI_Reduce_scatter_block_init_c:
        MPI_Reduce_scatter_block_init_c(s, r, n, dt, rop, comm, MPI_INFO_NULL, &q);
        break;
#endif
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

/* The same in every form, persistent and large-count too (the exact replay). */
static int sct__r_neighbour_any(int op)
{
    const char *n = sct__m_mpi_op_list[op].name + 4;
    return !strncmp(n, "Neighbor_", 9) || !strncmp(n, "Ineighbor_", 10);
}

/* (sendbytes, sendtype, recvbytes, recvtype, [root,] comm[, request]) */
static void sct__r_coll2(sct__r *R, int op)
{
    const char *name = sct__m_mpi_op_table.ops[op].name; /* and their large-count and persistent forms */
    int rooted = sct__r_param_of(op, SCT_ROLE_ROOT) >= 0, scat = strstr(name, "catter") != NULL;
    int nbr = strstr(name, "eighbor") != NULL, a2a = strstr(name, "lltoall") != NULL;
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
    sct__r_in_place(R, op, &s, &r);
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
#if MPI_VERSION >= 4 /* large-count and persistent ones (sct__r_mpi4) */
    case SCT__M_OP_MPI_Gather_c: MPI_Gather_c(s, sn, st, r, rn, rt, root, comm); break;
    case SCT__M_OP_MPI_Igather_c: MPI_Igather_c(s, sn, st, r, rn, rt, root, comm, &q); break;
    case SCT__M_OP_MPI_Gather_init: MPI_Gather_init(s, sn, st, r, rn, rt, root, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Gather_init_c: MPI_Gather_init_c(s, sn, st, r, rn, rt, root, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Scatter_c: MPI_Scatter_c(s, sn, st, r, rn, rt, root, comm); break;
    case SCT__M_OP_MPI_Iscatter_c: MPI_Iscatter_c(s, sn, st, r, rn, rt, root, comm, &q); break;
    case SCT__M_OP_MPI_Scatter_init: MPI_Scatter_init(s, sn, st, r, rn, rt, root, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Scatter_init_c: MPI_Scatter_init_c(s, sn, st, r, rn, rt, root, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Allgather_c: MPI_Allgather_c(s, sn, st, r, rn, rt, comm); break;
    case SCT__M_OP_MPI_Iallgather_c: MPI_Iallgather_c(s, sn, st, r, rn, rt, comm, &q); break;
    case SCT__M_OP_MPI_Allgather_init: MPI_Allgather_init(s, sn, st, r, rn, rt, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Allgather_init_c: MPI_Allgather_init_c(s, sn, st, r, rn, rt, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Alltoall_c: MPI_Alltoall_c(s, sn, st, r, rn, rt, comm); break;
    case SCT__M_OP_MPI_Ialltoall_c: MPI_Ialltoall_c(s, sn, st, r, rn, rt, comm, &q); break;
    case SCT__M_OP_MPI_Alltoall_init: MPI_Alltoall_init(s, sn, st, r, rn, rt, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Alltoall_init_c: MPI_Alltoall_init_c(s, sn, st, r, rn, rt, comm, MPI_INFO_NULL, &q); break;
    case SCT__M_OP_MPI_Neighbor_allgather_c: MPI_Neighbor_allgather_c(s, sn, st, r, rn, rt, comm); break;
    case SCT__M_OP_MPI_Ineighbor_allgather_c: MPI_Ineighbor_allgather_c(s, sn, st, r, rn, rt, comm, &q); break;
    case SCT__M_OP_MPI_Neighbor_allgather_init:
        MPI_Neighbor_allgather_init(s, sn, st, r, rn, rt, comm, MPI_INFO_NULL, &q);
        break;
    case SCT__M_OP_MPI_Neighbor_allgather_init_c:
        MPI_Neighbor_allgather_init_c(s, sn, st, r, rn, rt, comm, MPI_INFO_NULL, &q);
        break;
    case SCT__M_OP_MPI_Neighbor_alltoall_c: MPI_Neighbor_alltoall_c(s, sn, st, r, rn, rt, comm); break;
    case SCT__M_OP_MPI_Ineighbor_alltoall_c: MPI_Ineighbor_alltoall_c(s, sn, st, r, rn, rt, comm, &q); break;
    case SCT__M_OP_MPI_Neighbor_alltoall_init:
        MPI_Neighbor_alltoall_init(s, sn, st, r, rn, rt, comm, MPI_INFO_NULL, &q);
        break;
    case SCT__M_OP_MPI_Neighbor_alltoall_init_c:
        MPI_Neighbor_alltoall_init_c(s, sn, st, r, rn, rt, comm, MPI_INFO_NULL, &q);
        break;
#endif
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

/* A vector collective's arguments. Its arrays are offsets (-1: none) into
   the counts and displacements sct__r_vcounts wrote, which the call finds
   as ints (i), and as MPI_Counts (c) and MPI_Aints (a) for the large-count
   forms and the neighbourhood alltoallw's byte displacements. */
typedef struct sct__r_vec {
    void *s, *r;
    int sn, rn, root, sc, sd, rc, rd;
    MPI_Datatype st, rt, *ty, *rty; /* ty, rty: alltoallw's types, one per block of each side */
    MPI_Op op;
    MPI_Comm comm;
    MPI_Request *q;
    int *i;
    MPI_Count *c;
    MPI_Aint *a;
} sct__r_vec;

#define SCT__R_AT(base, off) ((base) && (off) >= 0 ? (base) + (off) : NULL)

static void sct__r_vec_init(sct__r_vec *v, MPI_Request *q)
{
    memset(v, 0, sizeof *v);
    v->sc = v->sd = v->rc = v->rd = -1;
    v->st = v->rt = MPI_DATATYPE_NULL;
    v->op = MPI_OP_NULL;
    v->comm = MPI_COMM_NULL;
    *q = MPI_REQUEST_NULL;
    v->q = q;
}

/* R->ibuf[0..n) copied `lead` bytes (a multiple of 16) into an allocation
   of its own, as ints and, with wide, as MPI_Counts and MPI_Aints too
   (MPI reads a non-blocking or persistent collective's arrays until it
   completes or is freed); v is pointed at the copies. */
static void *sct__r_icopy(sct__r *R, size_t lead, size_t n, int wide, sct__r_vec *v)
{
    size_t ints = (n * sizeof(int) + 15) / 16 * 16, i;
    char *p = (char *)sct__r_alloc(lead + ints + (wide ? n * (sizeof(MPI_Count) + sizeof(MPI_Aint)) : 0), 0);
    MPI_Count *c = (MPI_Count *)(void *)(p + lead + ints);
    MPI_Aint *a = (MPI_Aint *)(void *)(c + n);
    if (n)
        memcpy(p + lead, R->ibuf, n * sizeof(int));
    for (i = 0; wide && i < n; i++)
        c[i] = R->ibuf[i], a[i] = R->ibuf[i];
    v->i = (int *)(void *)(p + lead);
    v->c = wide ? c : NULL, v->a = wide ? a : NULL;
    return p;
}

/* The calls of the vector collectives, blocking f, non-blocking If and
   persistent f_init (MPI-4.0), with suffix c (empty, or _c for the
   large-count forms); the caller names the arrays: counts cs, cr,
   displacements ds, dr, and as MPI_Aints as, ar. */
#define SCT__R_V3(f, If, c, ...)                                                                                    \
    case SCT__M_OP_MPI_##f##c: MPI_##f##c(__VA_ARGS__); break;                                                      \
    case SCT__M_OP_MPI_##If##c: MPI_##If##c(__VA_ARGS__, v->q); break;                                              \
    SCT__R_LARGE(case SCT__M_OP_MPI_##f##_init##c: MPI_##f##_init##c(__VA_ARGS__, MPI_INFO_NULL, v->q); break;)
#define SCT__R_VCALLS(c)                                                                                            \
    SCT__R_V3(Gatherv, Igatherv, c, v->s, v->sn, v->st, v->r, cr, dr, v->rt, v->root, v->comm)                    \
    SCT__R_V3(Allgatherv, Iallgatherv, c, v->s, v->sn, v->st, v->r, cr, dr, v->rt, v->comm)                       \
    SCT__R_V3(Scatterv, Iscatterv, c, v->s, cs, ds, v->st, v->r, v->rn, v->rt, v->root, v->comm)                  \
    SCT__R_V3(Alltoallv, Ialltoallv, c, v->s, cs, ds, v->st, v->r, cr, dr, v->rt, v->comm)                        \
    SCT__R_V3(Neighbor_allgatherv, Ineighbor_allgatherv, c, v->s, v->sn, v->st, v->r, cr, dr, v->rt, v->comm)     \
    SCT__R_V3(Neighbor_alltoallv, Ineighbor_alltoallv, c, v->s, cs, ds, v->st, v->r, cr, dr, v->rt, v->comm)      \
    SCT__R_V3(Reduce_scatter, Ireduce_scatter, c, v->s, v->r, cr, v->rt, v->op, v->comm)                          \
    SCT__R_V3(Alltoallw, Ialltoallw, c, v->s, cs, ds, v->ty, v->r, cr, dr, v->rty, v->comm)                       \
    SCT__R_V3(Neighbor_alltoallw, Ineighbor_alltoallw, c, v->s, cs, as, v->ty, v->r, cr, ar, v->rty, v->comm)

static void sct__r_vcall(int op, const sct__r_vec *v)
{
    const int *cs = SCT__R_AT(v->i, v->sc), *ds = SCT__R_AT(v->i, v->sd);
    const int *cr = SCT__R_AT(v->i, v->rc), *dr = SCT__R_AT(v->i, v->rd);
    const MPI_Aint *as = SCT__R_AT(v->a, v->sd), *ar = SCT__R_AT(v->a, v->rd);
    switch (op) {
    SCT__R_VCALLS()
    }
}

#if MPI_VERSION >= 4
static void sct__r_vcall_c(int op, const sct__r_vec *v)
{
    const MPI_Count *cs = SCT__R_AT(v->c, v->sc), *cr = SCT__R_AT(v->c, v->rc);
    const MPI_Aint *ds = SCT__R_AT(v->a, v->sd), *dr = SCT__R_AT(v->a, v->rd), *as = ds, *ar = dr;
    switch (op) {
    SCT__R_VCALLS(_c)
    }
}
#endif

/* Make vector collective op with v's arguments; the arrays (copy) of one
   with a request (parameter kq) are kept until it completes or is freed. */
static void sct__r_vgo(sct__r *R, int op, const sct__r_vec *v, int kq, void *copy)
{
    if (!SCT__R_BIG(op))
        sct__r_vcall(op, v);
    SCT__R_LARGE(else sct__r_vcall_c(op, v);)
    if (kq < 0) {
        free(copy);
        return;
    }
    sct__r_newreq(R, kq, *v->q);
    sct__r_keep(R, SCT__R_V(kq), *v->q, copy);
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
    if (!sct__r_neighbour_any(op))
        return 1;
    out = sct__m_nbrs(comm, 1), in = sct__m_nbrs(comm, 0);
    if ((ns < 0 || ns >= out) && (nr < 0 || nr >= in))
        return 1;
    sct__r_fatal(R, "a neighbourhood collective with %d / %d counts for %d / %d neighbours", ns, nr, out, in);
    return 0;
}

static const int64_t *sct__r_bottom_arr(sct__r *R, int op, const char *name, int side, int n);

/* The n displacements at R->ibuf + at of side `side`, the run's where that
   side was MPI_BOTTOM (the blocks sct__r_bottom mapped). */
static void sct__r_vdispls(sct__r *R, int op, int side, int at, int n)
{
    const int64_t *d = sct__r_bottom_arr(R, op, "displs", side, n);
    int i;
    for (i = 0; d && i < n; i++) {
        if (d[i] < INT_MIN || d[i] > INT_MAX)
            sct__r_fatal(R, "a displacement of %lld elements at MPI_BOTTOM in %s", (long long)d[i],
                         sct__m_mpi_op_list[op].name);
        R->ibuf[at + i] = (int)d[i];
    }
}

/* v-collectives: one side scalar, the other an array (or both arrays),
   blocking, non-blocking, persistent and large-count. */
static void sct__r_collv(sct__r *R, int op)
{
    const char *name = sct__m_mpi_op_list[op].name;
    int a2a = strstr(name, "lltoallv") != NULL, sv = a2a || strstr(name, "catterv") != NULL, rv = a2a || !sv;
    int rooted = sct__r_param_of(op, SCT_ROLE_ROOT) >= 0, kq = sct__r_param_of(op, SCT_ROLE_REQUEST);
    int nsa = sv ? SCT__R_LEN(0) : 0, nra = rv ? SCT__R_LEN(2) : 0, *unused;
    size_t sspan = 16, rspan = 16;
    MPI_Request q;
    sct__r_vec v;
    void *copy = NULL;
    sct__r_vec_init(&v, &q);
    v.st = sct__r_type(R, SCT__R_V(1)), v.rt = sct__r_type(R, SCT__R_V(3));
    v.comm = sct__r_comm(R, SCT__R_V(4 + rooted));
    v.root = rooted ? sct__r_peer(SCT__R_V(4), v.comm) : 0;
    if (R->failed || !sct__r_covers(R, op, v.comm, sv ? nsa : -1, rv ? nra : -1))
        return;
    if (nra) /* the receive side first: sct__r_ints keeps both halves */
        sct__r_vcounts(R, 2, v.rt, 2 * nsa, &unused, &rspan), v.rc = 2 * nsa, v.rd = 2 * nsa + nra;
    if (nsa)
        sct__r_vcounts(R, 0, v.st, 0, &unused, &sspan), v.sc = 0, v.sd = nsa;
    if (!sv)
        v.sn = sct__r_count(SCT__R_V(0), v.st), sspan = sct__r_span(v.sn, v.st);
    if (!rv)
        v.rn = sct__r_count(SCT__R_V(2), v.rt), rspan = sct__r_span(v.rn, v.rt);
    sct__r_vdispls(R, op, 1, v.sd, nsa);
    sct__r_vdispls(R, op, 2, v.rd, nra);
    v.i = R->ibuf;
    if (kq >= 0 || SCT__R_BIG(op))
        copy = sct__r_icopy(R, 0, 2 * ((size_t)nsa + (size_t)nra), SCT__R_BIG(op), &v);
    v.s = sct__r_sbuf(R, sspan), v.r = sct__r_rbuf(R, rspan);
    sct__r_in_place(R, op, &v.s, &v.r);
    sct__r_vgo(R, op, &v, kq, copy);
}

/* MPI_Reduce_scatter, its non-blocking, persistent and large-count forms:
   (recvbytes[], type, op, comm[, request]). */
static void sct__r_redscat(sct__r *R, int op)
{
    int n = SCT__R_LEN(0), me, *unused, kq = sct__r_param_of(op, SCT_ROLE_REQUEST);
    size_t span;
    MPI_Request q;
    sct__r_vec v;
    void *copy = NULL;
    sct__r_vec_init(&v, &q);
    v.rt = sct__r_type(R, SCT__R_V(1)), v.op = sct__r_op(R, SCT__R_V(2)), v.comm = sct__r_comm(R, SCT__R_V(3));
    me = sct__r_rank_in(v.comm);
    if (R->failed || !sct__r_per_rank(R, v.comm, n))
        return;
    sct__r_vcounts(R, 0, v.rt, 0, &unused, &span);
    v.rc = 0;
    v.s = sct__r_sbuf(R, span);
    v.r = sct__r_rbuf(R, sct__r_span(me < n ? R->ibuf[me] : 0, v.rt));
    v.i = R->ibuf;
    if (kq >= 0 || SCT__R_BIG(op))
        copy = sct__r_icopy(R, 0, (size_t)n, SCT__R_BIG(op), &v);
    sct__r_in_place(R, op, &v.s, &v.r);
    sct__r_vgo(R, op, &v, kq, copy);
}

/* The n types of side `side` (1 send, 2 receive) of an alltoallw form,
   whose counts are at v's arrays + at, its displacements after them: bytes
   (MPI_BYTE, as sct__r_vcounts counted them), or where that side was
   MPI_BOTTOM the run's types, the elements of each and the run's byte
   displacements (parameters "types" and "displs"; the blocks sct__r_bottom
   mapped). */
static void sct__r_wtypes(sct__r *R, int op, int side, int n, MPI_Datatype *ty, int at, sct__r_vec *v)
{
    const int64_t *t = sct__r_bottom_arr(R, op, "types", side, n), *d = sct__r_bottom_arr(R, op, "displs", side, n);
    int i;
    for (i = 0; i < n; i++) {
        ty[i] = t && d ? sct__r_type(R, t[i]) : MPI_BYTE;
        if (!t || !d)
            continue;
        v->i[at + i] = sct__r_count(SCT__R_ARR(side - 1)[i], ty[i]);
        v->c[at + i] = v->i[at + i];
        v->i[at + n + i] = d[i] >= INT_MIN && d[i] <= INT_MAX ? (int)d[i] : 0; /* else an MPI_Aint form's */
        v->a[at + n + i] = (MPI_Aint)d[i];
    }
}

/* MPI_Alltoallw and its neighbourhood form, in all their forms:
   (sendbytes[], recvbytes[], comm[, request][, in_place], types[], displs[],
   bottom); the types are recorded for the sides that were MPI_BOTTOM only,
   so every other block goes as bytes. One allocation holds what MPI reads:
   the types, the counts and displacements. */
static void sct__r_alltoallw(sct__r *R, int op)
{
    int ns = SCT__R_LEN(0), nr = SCT__R_LEN(1), *unused;
    int kq = sct__r_param_of(op, SCT_ROLE_REQUEST), ip;
    size_t sspan, rspan;
    MPI_Request q;
    sct__r_vec v;
    sct__r_vec_init(&v, &q);
    v.comm = sct__r_comm(R, SCT__R_V(2));
    ip = sct__r_in_place(R, op, &v.s, &v.r); /* in place: the send side is not recorded */
    if (R->failed || (sct__r_neighbour_any(op) ? !sct__r_covers(R, op, v.comm, ns, nr)
                                           : !sct__r_per_rank(R, v.comm, ip == 1 || ns > nr ? nr : ns)))
        return;
    /* the receive side first: sct__r_ints keeps both halves */
    sct__r_vcounts(R, 1, MPI_BYTE, 2 * ns, &unused, &rspan);
    sct__r_vcounts(R, 0, MPI_BYTE, 0, &unused, &sspan);
    v.ty = (MPI_Datatype *)sct__r_icopy(R, (((size_t)ns + (size_t)nr + 1) * sizeof(MPI_Datatype) + 15) / 16 * 16,
                                        2 * ((size_t)ns + (size_t)nr), 1, &v);
    v.rty = v.ty + ns;
    v.sc = 0, v.sd = ns, v.rc = 2 * ns, v.rd = 2 * ns + nr;
    sct__r_wtypes(R, op, 1, ns, v.ty, v.sc, &v);
    sct__r_wtypes(R, op, 2, nr, v.rty, v.rc, &v);
    v.s = ip == 1 ? MPI_IN_PLACE : sct__r_sbuf(R, sspan);
    v.r = sct__r_rbuf(R, rspan);
    sct__r_vgo(R, op, &v, kq, v.ty);
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
        sct__r_put(&R->S->comms, id, &c, sizeof c);
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

/* MPI_Comm_idup and MPI_Comm_idup_with_info (comm, newcomm, request; the
   info is not recorded). The new handle goes to memory that outlives the
   request (an MPI may set it only when the request completes). The tracer
   gives the communicator its id when the request completes, so the trace
   names it only where it is first used: an id the replay does not know goes
   to the oldest idup communicator without one (sct__r_comm). */
static void sct__r_idup(sct__r *R, int op, MPI_Comm comm)
{
    size_t cap;
    MPI_Comm *nc = (MPI_Comm *)sct__r_alloc(sizeof *nc, 0);
    MPI_Request q = MPI_REQUEST_NULL;
    *nc = MPI_COMM_NULL;
    sct__r_retire(R, (char *)nc);
    if (op == SCT__M_OP_MPI_Comm_idup)
        MPI_Comm_idup(comm, nc, &q);
    SCT__R_LARGE(else MPI_Comm_idup_with_info(comm, MPI_INFO_NULL, nc, &q);)
    sct__r_newreq(R, 2, q);
    if (SCT__R_V(1) != SCT_NONE) {
        sct__r_newcomm(R, SCT__R_V(1), *nc);
        return;
    }
    sct__r_lock();
    cap = R->S->idcap * sizeof *R->S->idup;
    R->S->idup = (MPI_Comm **)sct__r_grow(R->S->idup, &cap, (R->S->nidup + 1) * sizeof *R->S->idup, 0);
    R->S->idcap = cap / sizeof *R->S->idup;
    R->S->idup[R->S->nidup++] = nc;
    if (sct__r_mt.on)
        sct__r_mt_changed(); /* a thread may wait for an id of it */
    sct__r_unlock();
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
    case SCT__M_OP_MPI_Comm_idup: SCT__R_LARGE(case SCT__M_OP_MPI_Comm_idup_with_info:) sct__r_idup(R, op, comm); break;
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
        sct__r_put(&R->S->groups, SCT__R_V(1), &g, sizeof g);
        break;
    case SCT__M_OP_MPI_Comm_remote_size: MPI_Comm_remote_size(comm, &v); break;
    case SCT__M_OP_MPI_Comm_test_inter: MPI_Comm_test_inter(comm, &v); break;
    case SCT__M_OP_MPI_Comm_compare: MPI_Comm_compare(comm, sct__r_comm(R, SCT__R_V(1)), &v); break;
    case SCT__M_OP_MPI_Comm_split:
        MPI_Comm_split(comm, (int)SCT__R_V(1), (int)SCT__R_V(2), &nc);
        sct__r_newcomm(R, SCT__R_V(3), nc);
        break;
    case SCT__M_OP_MPI_Comm_split_type:
        MPI_Comm_split_type(comm, sct__r_const(R, SCT_CONST_SPLIT, SCT__R_V(1)), (int)SCT__R_V(2), MPI_INFO_NULL, &nc);
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
    case SCT__M_OP_MPI_Comm_group: MPI_Comm_group(comm, &g); sct__r_put(&R->S->groups, SCT__R_V(1), &g, sizeof g); break;
    case SCT__M_OP_MPI_Comm_free:
        if (SCT__R_V(0) > 1) {
            sct__r_xdrop(R, comm); /* the handle may come back for another communicator */
            MPI_Comm_free(&comm);
            sct__r_del(&R->S->comms, SCT__R_V(0));
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
    sct__r_put(&R->S->groups, SCT__R_V(2), &ng, sizeof ng);
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
        sct__r_del(&R->S->groups, SCT__R_V(0));
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
    sct__r_put(&R->S->groups, SCT__R_V(3), &ng, sizeof ng);
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

#if MPI_VERSION >= 4
/* Array parameter k as MPI_Counts, in memory the caller frees. */
static MPI_Count *sct__r_carr(sct__r *R, int k)
{
    MPI_Count *a = (MPI_Count *)malloc((size_t)SCT__R_LEN(k) * sizeof(MPI_Count) + 8);
    int i;
    if (!a)
        sct__r_oom((size_t)SCT__R_LEN(k) * sizeof(MPI_Count));
    for (i = 0; i < SCT__R_LEN(k); i++)
        a[i] = (MPI_Count)SCT__R_ARR(k)[i];
    return a;
}
#endif

/* MPI_Type_create_darray[_c] (size, rank, ndims, gsizes, distribs, dargs,
   psizes, order, oldtype, newtype). */
static MPI_Datatype sct__r_darray(sct__r *R, int op)
{
    MPI_Datatype old = sct__r_type(R, SCT__R_V(8)), t = MPI_DATATYPE_NULL;
    int n = (int)SCT__R_V(2), *v = (int *)malloc(4 * (size_t)(n > 0 ? n : 0) * sizeof(int) + 8);
    if (!v)
        sct__r_fatal(R, "out of memory");
    else if (!R->failed && SCT__R_LEN(3) >= n && SCT__R_LEN(4) >= n && SCT__R_LEN(5) >= n && SCT__R_LEN(6) >= n) {
        if (op == SCT__M_OP_MPI_Type_create_darray)
            MPI_Type_create_darray((int)SCT__R_V(0), (int)SCT__R_V(1), n, sct__r_iarr(R, 3, v),
                                   sct__r_consts(R, SCT_CONST_DISTRIB, 4, v + n), sct__r_consts(R, SCT_CONST_DARG, 5, v + 2 * n),
                                   sct__r_iarr(R, 6, v + 3 * n), sct__r_const(R, SCT_CONST_ORDER, SCT__R_V(7)), old, &t);
        SCT__R_LARGE(else {
            MPI_Count *g = sct__r_carr(R, 3);
            MPI_Type_create_darray_c((int)SCT__R_V(0), (int)SCT__R_V(1), n, g, sct__r_consts(R, SCT_CONST_DISTRIB, 4, v + n),
                                     sct__r_consts(R, SCT_CONST_DARG, 5, v + 2 * n), sct__r_iarr(R, 6, v + 3 * n),
                                     sct__r_const(R, SCT_CONST_ORDER, SCT__R_V(7)), old, &t);
            free(g);
        })
    } else if (!R->failed)
        sct__r_fatal(R, "MPI_Type_create_darray with arrays shorter than its %d dimensions", n);
    free(v);
    return t;
}

/* Pack and Unpack (bytes, datatype, comm), Reduce_local (bytes, datatype, op):
   buffers of the right size. */
static void sct__r_pack(sct__r *R, int op, MPI_Datatype t)
{
    int n = sct__r_count(SCT__R_V(0), t), size = 0, pos = 0, red = SCT__R_TWIN(op) == SCT__M_OP_MPI_Reduce_local;
    size_t span = sct__r_span(n, t);
    MPI_Comm comm = red ? MPI_COMM_NULL : sct__r_comm(R, SCT__R_V(2));
    MPI_Op rop = red ? sct__r_op(R, SCT__R_V(2)) : MPI_OP_NULL;
    MPI_Count c = 0; /* the large-count ones' position */
    char *s, *r;
    if (R->failed)
        return;
    if (!red)
        PMPI_Pack_size(n, t, comm, &size);
    s = (char *)sct__r_sbuf(R, red || SCT__R_TWIN(op) == SCT__M_OP_MPI_Pack ? span : (size_t)size + 16);
    r = (char *)sct__r_rbuf(R, red || SCT__R_TWIN(op) == SCT__M_OP_MPI_Unpack ? span : (size_t)size + 16);
    switch (op) {
    case SCT__M_OP_MPI_Pack: MPI_Pack(s, n, t, r, size, &pos, comm); break;
    case SCT__M_OP_MPI_Unpack: MPI_Unpack(s, size, &pos, r, n, t, comm); break;
    case SCT__M_OP_MPI_Reduce_local: MPI_Reduce_local(s, r, n, t, rop); break;
    SCT__R_LARGE(case SCT__M_OP_MPI_Pack_c: MPI_Pack_c(s, n, t, r, size, &c, comm); break;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Unpack_c: MPI_Unpack_c(s, size, &c, r, n, t, comm); break;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Reduce_local_c: MPI_Reduce_local_c(s, r, n, t, rop); break;)
    }
    (void)c;
}

/* Pack_external, Unpack_external and Pack_external_size (bytes, datatype):
   external32, the one representation the standard defines for them. */
static void sct__r_pack_external(sct__r *R, int op, MPI_Datatype t)
{
    int n = sct__r_count(SCT__R_V(0), t);
    size_t span = sct__r_span(n, t);
    MPI_Aint size = 0, pos = 0;
    MPI_Count c = 0; /* the large-count ones' size and position */
    char rep[] = "external32";
    char *s, *r;
    PMPI_Pack_external_size(rep, n, t, &size);
    /* the typed side holds span bytes (a type of MPI_BOTTOM's: none), the packed one size */
    s = (char *)sct__r_sbuf(R, SCT__R_TWIN(op) == SCT__M_OP_MPI_Unpack_external ? (size_t)size + 16 : span);
    r = (char *)sct__r_rbuf(R, SCT__R_TWIN(op) == SCT__M_OP_MPI_Unpack_external ? span : (size_t)size + 16);
    switch (op) {
    case SCT__M_OP_MPI_Pack_external_size: MPI_Pack_external_size(rep, n, t, &pos); break;
    case SCT__M_OP_MPI_Pack_external: MPI_Pack_external(rep, s, n, t, r, size, &pos); break;
    case SCT__M_OP_MPI_Unpack_external: MPI_Unpack_external(rep, s, size, &pos, r, n, t); break;
    SCT__R_LARGE(case SCT__M_OP_MPI_Pack_external_size_c: MPI_Pack_external_size_c(rep, n, t, &c); break;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Pack_external_c: MPI_Pack_external_c(rep, s, n, t, r, size, &c); break;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Unpack_external_c: MPI_Unpack_external_c(rep, s, size, &c, r, n, t); break;)
    }
    (void)c;
}

/* A status of 0 elements of t: what the status queries ask about. */
static void sct__r_empty_status(MPI_Status *st, MPI_Datatype t)
{
    memset(st, 0, sizeof *st);
    PMPI_Status_set_elements(st, t, 0);
}

/* The large-count datatype and status queries: 0 done, 1 another call
   (the pack ones: sct__r_pack, sct__r_pack_external). */
static int sct__r_local_c(int op, MPI_Datatype t)
{
    MPI_Count x[4];
    MPI_Status st;
    int comb;
    sct__r_empty_status(&st, t);
    switch (op) {
    SCT__R_LARGE(case SCT__M_OP_MPI_Type_size_c: MPI_Type_size_c(t, x); return 0;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Type_get_extent_c: MPI_Type_get_extent_c(t, x, x + 1); return 0;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Type_get_true_extent_c: MPI_Type_get_true_extent_c(t, x, x + 1); return 0;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Type_get_envelope_c:
                 MPI_Type_get_envelope_c(t, x, x + 1, x + 2, x + 3, &comb); return 0;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Get_count_c: MPI_Get_count_c(&st, t, x); return 0;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Get_elements_c: MPI_Get_elements_c(&st, t, x); return 0;)
    }
    (void)x, (void)comb;
    return 1;
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
    if (SCT__R_BIG(op) && !sct__r_local_c(op, t))
        return;
    switch (op) {
    case SCT__M_OP_MPI_Type_size: MPI_Type_size(t, &i); return;
    case SCT__M_OP_MPI_Type_size_x: MPI_Type_size_x(t, &x); return;
    case SCT__M_OP_MPI_Type_get_extent: MPI_Type_get_extent(t, &a, &b); return;
    case SCT__M_OP_MPI_Type_get_extent_x: MPI_Type_get_extent_x(t, &x, &y); return;
    case SCT__M_OP_MPI_Type_get_true_extent: MPI_Type_get_true_extent(t, &a, &b); return;
    case SCT__M_OP_MPI_Type_get_true_extent_x: MPI_Type_get_true_extent_x(t, &x, &y); return;
    case SCT__M_OP_MPI_Type_get_envelope: MPI_Type_get_envelope(t, &i, &j, &k, &n); return;
    case SCT__M_OP_MPI_Type_match_size:
        MPI_Type_match_size(sct__r_const(R, SCT_CONST_TYPECLASS, SCT__R_V(0)), (int)SCT__R_V(1), &t);
        return;
    case SCT__M_OP_MPI_Op_commutative: {
        MPI_Op o = sct__r_op(R, SCT__R_V(0));
        if (!R->failed)
            MPI_Op_commutative(o, &i);
        return;
    }
    case SCT__M_OP_MPI_Get_count: case SCT__M_OP_MPI_Get_elements: case SCT__M_OP_MPI_Get_elements_x:
        sct__r_empty_status(&st, t);
        if (op == SCT__M_OP_MPI_Get_count)
            MPI_Get_count(&st, t, &i);
        else if (op == SCT__M_OP_MPI_Get_elements)
            MPI_Get_elements(&st, t, &i);
        else
            MPI_Get_elements_x(&st, t, &x);
        return;
    }
    switch (SCT__R_TWIN(op)) {
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
            MPI_Type_free(&t), sct__r_del(&R->S->dtypes, SCT__R_V(0));
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
                                 sct__r_iarr(R, 3, tmp3), sct__r_const(R, SCT_CONST_ORDER, SCT__R_V(4)), old, &t);
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
        t = sct__r_darray(R, op);
        newid = SCT__R_V(9);
        break;
    case SCT__M_OP_MPI_Type_create_f90_real: /* (p, r, newtype): the type MPI hands out for them */
        MPI_Type_create_f90_real((int)SCT__R_V(0), (int)SCT__R_V(1), &t), newid = SCT__R_V(2);
        break;
    case SCT__M_OP_MPI_Type_create_f90_complex:
        MPI_Type_create_f90_complex((int)SCT__R_V(0), (int)SCT__R_V(1), &t), newid = SCT__R_V(2);
        break;
    case SCT__M_OP_MPI_Type_create_f90_integer: /* (r, newtype) */
        MPI_Type_create_f90_integer((int)SCT__R_V(0), &t), newid = SCT__R_V(1);
        break;
    }
    if (newid != SCT_NONE && t != MPI_DATATYPE_NULL)
        sct__r_put(&R->S->dtypes, newid, &t, sizeof t);
}

/* MPI_Type_get_contents[_c] (datatype, max_integers, max_addresses,
   [max_large_counts,] max_datatypes, array_of_datatypes): the same call on
   the replay's type; each type it hands back takes the recorded id it has in
   the run unless that id is known already (a predefined type, or one named
   before). A trace of an earlier build lacks the array: the call is made and
   nothing is mapped. */
static void sct__r_get_contents(sct__r *R, int op)
{
    MPI_Datatype t = sct__r_type(R, SCT__R_V(0)), had, *types;
    int c = op != SCT__M_OP_MPI_Type_get_contents, at = 4 + c, i, n, *ints;
    int64_t mi = SCT__R_V(1), ma = SCT__R_V(2), mc = c ? SCT__R_V(3) : 0, md = SCT__R_V(3 + c);
    MPI_Aint *aints;
    MPI_Count *counts;
    if (R->failed || mi < 0 || ma < 0 || mc < 0 || md < 0 || mi > INT_MAX || ma > INT_MAX || md > INT_MAX)
        return;
    ints = (int *)malloc((size_t)mi * sizeof *ints + 8);
    aints = (MPI_Aint *)malloc((size_t)ma * sizeof *aints + 8);
    counts = (MPI_Count *)malloc((size_t)mc * sizeof *counts + 8);
    types = (MPI_Datatype *)malloc((size_t)md * sizeof *types + 8);
    if (ints && aints && counts && types) {
        for (i = 0; i < md; i++) /* Open MPI 4.1 reads all md back, filled or not */
            types[i] = MPI_DATATYPE_NULL;
        if (!c)
            MPI_Type_get_contents(t, (int)mi, (int)ma, (int)md, ints, aints, types);
#if MPI_VERSION >= 4
        else
            MPI_Type_get_contents_c(t, mi, ma, mc, md, ints, aints, counts, types);
#endif
        n = R->na > at ? SCT__R_LEN(at) : 0;
        for (i = 0; i < n && i < md; i++)
            if (SCT__R_ARR(at)[i] != SCT_NONE && !sct__r_get(&R->S->dtypes, SCT__R_ARR(at)[i], &had, sizeof had))
                sct__r_put(&R->S->dtypes, SCT__R_ARR(at)[i], &types[i], sizeof types[i]);
    } else {
        sct__r_fatal(R, "out of memory for MPI_Type_get_contents");
    }
    free(ints), free(aints), free(counts), free(types);
}

static void sct__r_op_op(sct__r *R, int op)
{
    MPI_Op o = MPI_OP_NULL;
    if (SCT__R_TWIN(op) == SCT__M_OP_MPI_Op_create) {
        if (op == SCT__M_OP_MPI_Op_create)
            MPI_Op_create(sct__r_noop, 1, &o);
        SCT__R_LARGE(else MPI_Op_create_c(sct__r_noop_c, 1, &o);)
        sct__r_put(&R->S->rops, SCT__R_V(0), &o, sizeof o);
    } else {
        o = sct__r_op(R, SCT__R_V(0));
        if (!R->failed)
            MPI_Op_free(&o), sct__r_del(&R->S->rops, SCT__R_V(0));
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

#define SCT__R_MAKING (SCT_NONE - 1) /* the id of a window or file being made: not found yet, not free */

/* Under the lock: window id, NULL if there is none. */
static sct__r_win *sct__r_win_find(sct__r *R, int64_t id)
{
    size_t i;
    for (i = 0; id != SCT_NONE && i < R->S->nwin; i++)
        if (R->S->win[i]->id == id)
            return R->S->win[i];
    return NULL;
}

/* Window id (of several threads: once a thread that can make it has). */
static sct__r_win *sct__r_win_of(sct__r *R, int64_t id)
{
    sct__r_win *w;
    sct__r_lock();
    while (!(w = sct__r_win_find(R, id)) && sct__r_mt.on && sct__r_mt_await(SCT__R_H_WIN, id))
        ;
    sct__r_unlock();
    if (!w && !R->failed)
        sct__r_fatal(R, "window %lld was never created in the replay", (long long)id);
    return w;
}

/* A window being made: found once sct__r_win_made gives it its id. */
static sct__r_win *sct__r_win_new(sct__r *R)
{
    size_t i;
    sct__r_win *w;
    sct__r_lock();
    for (i = 0; i < R->S->nwin && R->S->win[i]->id != SCT_NONE; i++)
        ;
    if (i == R->S->nwin) {
        R->S->win = (sct__r_win **)sct__r_grow(R->S->win, &R->S->capwin, ++R->S->nwin * sizeof *R->S->win, 0);
        R->S->win[i] = (sct__r_win *)sct__r_alloc(sizeof **R->S->win, 0);
    }
    w = R->S->win[i];
    memset(w, 0, sizeof *w);
    w->id = SCT__R_MAKING;
    w->w = MPI_WIN_NULL;
    sct__r_unlock();
    return w;
}

static void sct__r_win_made(sct__r_win *w, int64_t id)
{
    sct__r_lock();
    w->id = id;
    if (sct__r_mt.on)
        sct__r_mt_changed();
    sct__r_unlock();
}

/* The memory of a window (its own and what is attached to it). */
/* Whether address a is in a page the replay mapped at the run's address
   (under the lock). */
static int sct__r_placed(const sct__r *R, uintptr_t a)
{
    size_t i;
    for (i = 0; i < R->S->npages; i++)
        if (a >= R->S->pages[i][0] && a < R->S->pages[i][1])
            return 1;
    return 0;
}

/* Memory at the run's address [base, base + size) for a region attached to a
   dynamic window, so that the run's target displacements (addresses in the
   target's memory) address the replay's regions too: the pages no earlier
   region mapped are mapped where the run had them, if nothing of this
   process is there (a hint, checked: never MAP_FIXED), and kept to the end.
   NULL: the range is taken. */
static char *sct__r_place(sct__r *R, uint64_t base, uint64_t size)
{
    uintptr_t pg = (uintptr_t)sysconf(_SC_PAGESIZE), lo = (uintptr_t)base & ~(pg - 1), a, b, hi;
    void *m;
    if (!base || base > UINTPTR_MAX - size - pg)
        return NULL;
    hi = ((uintptr_t)(base + (size ? size : 1)) + pg - 1) & ~(pg - 1);
    sct__r_lock();
    for (a = lo; a < hi; a = b) {
        for (b = a; b < hi && !sct__r_placed(R, b); b += pg)
            ;
        if (b == a) {
            b += pg;
            continue;
        }
        m = mmap((void *)a, b - a, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m != (void *)a) {
            if (m != MAP_FAILED)
                munmap(m, b - a);
            sct__r_unlock();
            return NULL;
        }
        R->S->pages = (uintptr_t(*)[2])sct__r_grow(R->S->pages, &R->S->cappages, (R->S->npages + 1) * sizeof *R->S->pages, 0);
        R->S->pages[R->S->npages][0] = a;
        R->S->pages[R->S->npages++][1] = b;
    }
    sct__r_unlock();
    return (char *)(uintptr_t)base;
}

/* ---- MPI_BOTTOM: types of absolute addresses ---- */

/* A type the run used with MPI_BOTTOM holds the run's addresses (from
   MPI_Get_address) as displacements, and the replay makes it with the same
   ones. Its extent can span the run's heap and stack (terabytes), so the
   replay does not allocate it: it walks the type down to blocks of at most
   SCT__R_BLK_LEAF bytes (sct__r_blocks), maps the pages of each where the
   run had them (sct__r_place) and passes MPI_BOTTOM itself; a traced replay
   then records the same call. */
#define SCT__R_BLK_LEAF ((int64_t)1 << 20)
#define SCT__R_BLK_MAX ((size_t)1 << 16)

static void sct__r_blk_add(sct__r *R, int64_t lo, int64_t hi)
{
    size_t bytes = R->capblk * sizeof *R->blk;
    if (hi <= lo || R->nblk > SCT__R_BLK_MAX)
        return;
    R->blk = (int64_t(*)[2])sct__r_grow(R->blk, &bytes, (R->nblk + 1) * sizeof *R->blk, 0);
    R->capblk = bytes / sizeof *R->blk;
    R->blk[R->nblk][0] = lo;
    R->blk[R->nblk++][1] = hi;
}

static void sct__r_blocks(sct__r *R, MPI_Datatype dt, int64_t count, int64_t off, int depth);

/* The blocks of a derived type's parts, from MPI_Type_get_contents
   (combiner c); a combiner not walked (subarray, darray) is one block. */
static int sct__r_blocks_of(sct__r *R, int c, const int *i, const MPI_Aint *a, const MPI_Datatype *t,
                            int64_t off, int depth)
{
    MPI_Aint lb = 0, x = 0;
    int k;
    if (t[0] != MPI_DATATYPE_NULL)
        PMPI_Type_get_extent(t[0], &lb, &x);
    switch (c) {
    case MPI_COMBINER_DUP: case MPI_COMBINER_RESIZED: sct__r_blocks(R, t[0], 1, off, depth); return 0;
    case MPI_COMBINER_CONTIGUOUS: sct__r_blocks(R, t[0], i[0], off, depth); return 0;
    case MPI_COMBINER_VECTOR:
        for (k = 0; k < i[0]; k++)
            sct__r_blocks(R, t[0], i[1], off + (int64_t)k * i[2] * x, depth);
        return 0;
    case MPI_COMBINER_HVECTOR:
        for (k = 0; k < i[0]; k++)
            sct__r_blocks(R, t[0], i[1], off + (int64_t)k * a[0], depth);
        return 0;
    case MPI_COMBINER_INDEXED:
        for (k = 0; k < i[0]; k++)
            sct__r_blocks(R, t[0], i[1 + k], off + (int64_t)i[1 + i[0] + k] * x, depth);
        return 0;
    case MPI_COMBINER_HINDEXED:
        for (k = 0; k < i[0]; k++)
            sct__r_blocks(R, t[0], i[1 + k], off + a[k], depth);
        return 0;
    case MPI_COMBINER_INDEXED_BLOCK:
        for (k = 0; k < i[0]; k++)
            sct__r_blocks(R, t[0], i[1], off + (int64_t)i[2 + k] * x, depth);
        return 0;
    case MPI_COMBINER_HINDEXED_BLOCK:
        for (k = 0; k < i[0]; k++)
            sct__r_blocks(R, t[0], i[1], off + a[k], depth);
        return 0;
    case MPI_COMBINER_STRUCT:
        for (k = 0; k < i[0]; k++)
            sct__r_blocks(R, t[k], i[1 + k], off + a[k], depth);
        return 0;
    }
    return 1;
}

/* Append to R->blk the blocks (in the run's addresses) that `count`
   elements of dt at address off touch: one block when they span at most
   SCT__R_BLK_LEAF bytes, else those of each element, of each part. */
static void sct__r_blocks(sct__r *R, MPI_Datatype dt, int64_t count, int64_t off, int depth)
{
    MPI_Aint lb = 0, ext = 0, tlb = 0, text = 0;
    int ni = 0, na = 0, nd = 0, c = MPI_COMBINER_NAMED, k, walked = 1;
    int64_t lo, hi, j, *mem;
    if (count <= 0 || dt == MPI_DATATYPE_NULL || R->nblk > SCT__R_BLK_MAX)
        return;
    PMPI_Type_get_extent(dt, &lb, &ext);
    PMPI_Type_get_true_extent(dt, &tlb, &text);
    lo = off + tlb + (ext < 0 ? (count - 1) * ext : 0);
    hi = off + tlb + text + (ext > 0 ? (count - 1) * ext : 0);
    if (count > 1 && hi - lo > SCT__R_BLK_LEAF) {
        for (j = 0; j < count && R->nblk <= SCT__R_BLK_MAX; j++)
            sct__r_blocks(R, dt, 1, off + j * ext, depth);
        return;
    }
    if (hi - lo > SCT__R_BLK_LEAF && depth < 16)
        PMPI_Type_get_envelope(dt, &ni, &na, &nd, &c);
    if (c == MPI_COMBINER_NAMED || c == MPI_COMBINER_SUBARRAY || c == MPI_COMBINER_DARRAY) {
        sct__r_blk_add(R, lo, hi);
        return;
    }
    mem = (int64_t *)sct__r_alloc((size_t)(ni + na + nd + 1) * sizeof(int64_t), 1);
    {
        MPI_Aint *a = (MPI_Aint *)mem;
        MPI_Datatype *t = (MPI_Datatype *)(mem + na);
        int *i = (int *)(mem + na + nd), tn, tna, tnd, tc;
        if (PMPI_Type_get_contents(dt, ni, na, nd, i, a, t) == MPI_SUCCESS) {
            walked = !sct__r_blocks_of(R, c, i, a, t, off, depth + 1);
            for (k = 0; k < nd; k++)
                if (PMPI_Type_get_envelope(t[k], &tn, &tna, &tnd, &tc) == MPI_SUCCESS && tc != MPI_COMBINER_NAMED)
                    PMPI_Type_free(&t[k]);
        } else {
            walked = 0;
        }
    }
    free(mem);
    if (!walked)
        sct__r_blk_add(R, lo, hi);
}

/* How many elements of the type of side `side` (1 send, 2 receive) of a
   collective that moves n per rank touch, as the replay's buffers hold
   them (sct__r_coll1, sct__r_coll2): a block per rank (per neighbour) on
   the root's, or every, side that has one; a partitioned call's n per
   partition. */
static int64_t sct__r_bottom_count(sct__r *R, int op, int side, int64_t n)
{
    const char *name = sct__m_mpi_op_list[op].name;
    int rsb = strstr(name, "_scatter_block") != NULL, scat = !rsb && strstr(name, "catter") != NULL;
    int a2a = strstr(name, "lltoall") != NULL, gat = strstr(name, "ather") != NULL;
    int kr = sct__r_param_of(op, SCT_ROLE_ROOT), kc = sct__r_param_of(op, SCT_ROLE_COMM), size = 1, me = 0;
    int kp = sct__r_param_named(R, op, "partitions");
    MPI_Comm comm;
    if (kp >= 0)
        return n * SCT__R_V(kp);
    if (!(rsb || scat || a2a || gat) || kc < 0)
        return n;
    comm = sct__r_comm(R, SCT__R_V(kc));
    if (comm == MPI_COMM_NULL)
        return n;
    if (sct__r_neighbour_any(op))
        return side == 1 ? (a2a ? n * sct__m_nbrs(comm, 1) : n) : n * sct__m_nbrs(comm, 0);
    PMPI_Comm_size(comm, &size);
    PMPI_Comm_rank(comm, &me);
    me = kr < 0 || me == sct__r_peer(SCT__R_V(kr), comm); /* the root, or every rank */
    if (side == 1)
        return rsb || a2a || (scat && me) ? n * size : n;
    return (gat || a2a) && me ? n * size : n;
}

/* The n values of side `side` of a collective that was MPI_BOTTOM in its
   array parameter `name` (the send side's first), or NULL (none recorded:
   the replay's own): "displs", a vector collective's displacements (in
   elements; an alltoallw form's in bytes), "types", an alltoallw form's. */
static const int64_t *sct__r_bottom_arr(sct__r *R, int op, const char *name, int side, int n)
{
    int kd = sct__r_param_named(R, op, name), ks = sct__r_param_named(R, op, "sendbytes"), off = 0;
    if (kd < 0 || n <= 0 || !(R->bot & side))
        return NULL;
    if (side == 2 && (R->bot & 1) && ks >= 0 && (sct__m_mpi_op_list[op].param_roles[ks] & SCT_PARAM_ARRAY))
        off = SCT__R_LEN(ks);
    return SCT__R_LEN(kd) >= off + n ? SCT__R_ARR(kd) + off : NULL;
}

/* The blocks of the array side (bytes[] at k - 1, type at k) of a vector
   collective: each rank's elements at its recorded displacement, or from
   0 on for MPI_Reduce_scatter (its send side holds them all, its receive
   side this rank's). */
static void sct__r_bottom_vblocks(sct__r *R, int op, int k, int side, MPI_Datatype dt)
{
    int n = SCT__R_LEN(k - 1), i, me = 0;
    const int64_t *d = sct__r_bottom_arr(R, op, "displs", side, n);
    MPI_Aint lb = 0, ext = 0;
    int64_t at = 0, c;
    if (dt == MPI_DATATYPE_NULL) /* the side of a collective that was MPI_IN_PLACE */
        return;
    PMPI_Type_get_extent(dt, &lb, &ext);
    if (strstr(sct__m_mpi_op_list[op].name, "educe_scatter") && side == 2) {
        me = sct__r_rank_in(sct__r_comm(R, SCT__R_V(sct__r_param_of(op, SCT_ROLE_COMM))));
        sct__r_blocks(R, dt, me >= 0 && me < n ? sct__r_count(SCT__R_ARR(k - 1)[me], dt) : 0, 0, 0);
        return;
    }
    for (i = 0; i < n; i++) {
        c = sct__r_count(SCT__R_ARR(k - 1)[i], dt);
        sct__r_blocks(R, dt, c, (d ? d[i] : at) * (int64_t)ext, 0);
        at += c;
    }
}

/* The blocks of side `side` of an alltoallw form (bytes[] at side - 1)
   that was MPI_BOTTOM: each peer's elements of its recorded type at its
   recorded byte displacement. */
static void sct__r_bottom_wblocks(sct__r *R, int op, int side)
{
    int n = SCT__R_LEN(side - 1), i;
    const int64_t *t = sct__r_bottom_arr(R, op, "types", side, n), *d = sct__r_bottom_arr(R, op, "displs", side, n);
    MPI_Datatype dt;
    for (i = 0; t && d && i < n; i++) {
        dt = sct__r_type(R, t[i]);
        sct__r_blocks(R, dt, sct__r_count(SCT__R_ARR(side - 1)[i], dt), d[i], 0);
    }
}

/* Map R->blk's blocks at the run's addresses: a side whose lowest block is
   in the first 64 KiB was not read or written in the run (a null buffer a
   rank passes where MPI ignores it: a non-root's receive buffer of
   MPI_Reduce), and is left alone. */
static void sct__r_bottom_map(sct__r *R, int op)
{
    int64_t lo = INT64_MAX;
    size_t b;
    if (R->nblk > SCT__R_BLK_MAX) {
        sct__r_fatal(R, "a type used with MPI_BOTTOM in %s has more than %zu blocks", sct__m_mpi_op_list[op].name,
                     SCT__R_BLK_MAX);
        return;
    }
    for (b = 0; b < R->nblk; b++)
        lo = R->blk[b][0] < lo ? R->blk[b][0] : lo;
    if (lo < 65536)
        return;
    for (b = 0; b < R->nblk && !R->failed; b++)
        if (!sct__r_place(R, (uint64_t)R->blk[b][0], (uint64_t)(R->blk[b][1] - R->blk[b][0])))
            sct__r_fatal(R, "the run's address %#llx of a %lld-byte block of a type used with MPI_BOTTOM in %s is "
                            "taken in the replay", (unsigned long long)R->blk[b][0],
                         (long long)(R->blk[b][1] - R->blk[b][0]), sct__m_mpi_op_list[op].name);
}

/* Map the blocks of the type of a (bytes, type) parameter pair at k on the
   given side (an alltoallw form's side: k < 0), if they are at the run's
   addresses (sct__r_bottom_map). */
static void sct__r_bottom_place(sct__r *R, int op, int k, int side)
{
    MPI_Datatype dt = k < 0 ? MPI_DATATYPE_NULL : sct__r_type(R, SCT__R_V(k));
    R->nblk = 0;
    if (k < 0)
        sct__r_bottom_wblocks(R, op, side);
    else if (sct__m_mpi_op_list[op].param_roles[k - 1] & SCT_PARAM_ARRAY)
        sct__r_bottom_vblocks(R, op, k, side, dt);
    else
        sct__r_blocks(R, dt, sct__r_bottom_count(R, op, side, sct__r_count(SCT__R_V(k - 1), dt)), 0, 0);
    sct__r_bottom_map(R, op);
}

/* Which buffer the type parameter `name` of op describes: 1 the one
   the call reads (sct__r_sbuf), 2 the one it writes (sct__r_rbuf), 3 a
   call's one buffer, 0 none of the caller's (a window's target). */
static int sct__r_bottom_side(int op, const char *name)
{
    const char *on = sct__m_mpi_op_list[op].name;
    int get = (!strncmp(on, "MPI_Get", 7) || !strncmp(on, "MPI_Rget", 8)) && !strstr(on, "accumulate");
    if (!strncmp(name, "send", 4))
        return 1;
    if (!strncmp(name, "recv", 4) || !strncmp(name, "result", 6))
        return 2;
    if (!strncmp(name, "origin", 6))
        return get ? 2 : 1;
    return strncmp(name, "target", 6) ? 3 : 0;
}

/* The current call's MPI_BOTTOM buffers (parameter "bottom": 1 the one it
   reads, 2 the one it writes; none in a histogram trace or one of an
   earlier build), their types' blocks mapped: what sct__r_sbuf and
   sct__r_rbuf pass MPI_BOTTOM for. A call of one buffer (MPI_Bcast,
   MPI_Sendrecv_replace) has it on both sides, and so has the side of a
   collective that is MPI_IN_PLACE (sct__r_in_place passes that). */
static int sct__r_bottom(sct__r *R, int op)
{
    const sct_op *o = &sct__m_mpi_op_list[op];
    int kb = o->nparams - 1, ki, bot, k, side; /* "bottom" is the last parameter of those that have it */
    if (kb < 0 || kb >= R->na || !R->lossless || strcmp(o->param_names[kb], "bottom") != 0 ||
        !(bot = (int)(SCT__R_V(kb) & 3)))
        return 0;
    R->bot = bot; /* for sct__r_bottom_arr */
    for (k = 1; k < o->nparams && k < R->na; k++) {
        if (o->param_roles[k] != SCT_ROLE_DATATYPE || (o->param_roles[k - 1] & 0x7f) != SCT_ROLE_BYTES)
            continue;
        side = sct__r_bottom_side(op, o->param_names[k]);
        if (side & bot & 1)
            sct__r_bottom_place(R, op, k, 1);
        if (side & bot & 2)
            sct__r_bottom_place(R, op, k, 2);
    }
    for (side = 1; side <= 2 && sct__r_param_named(R, op, "types") >= 0; side++) /* an alltoallw form */
        if (side & bot)
            sct__r_bottom_place(R, op, -1, side);
    if (strstr(o->name, "cast") || strstr(o->name, "_replace"))
        bot = 3;
    if ((ki = sct__r_param_named(R, op, "in_place")) >= 0 && (SCT__R_V(ki) == 1 || SCT__R_V(ki) == 2))
        bot |= (int)SCT__R_V(ki);
    return bot;
}

static void sct__r_win_release(sct__r *R, sct__r_win *w)
{
    while (w->natt)
        if (!sct__r_placed(R, (uintptr_t)w->att[--w->natt]))
            free(w->att[w->natt]);
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
    w = sct__r_win_new(R);
    w->dynamic = dyn;
    w->placed = dyn && R->lossless;
    w->me = sct__r_rank_in(comm);
    if (SCT__R_TWIN(op) == SCT__M_OP_MPI_Win_create)
        w->mem = (char *)sct__r_alloc((size_t)size, 1);
    switch (op) {
    case SCT__M_OP_MPI_Win_create: MPI_Win_create(w->mem, size, unit, MPI_INFO_NULL, comm, &w->w); break;
    case SCT__M_OP_MPI_Win_allocate: MPI_Win_allocate(size, unit, MPI_INFO_NULL, comm, &base, &w->w); break;
    case SCT__M_OP_MPI_Win_allocate_shared:
        MPI_Win_allocate_shared(size, unit, MPI_INFO_NULL, comm, &base, &w->w);
        break;
    SCT__R_LARGE(case SCT__M_OP_MPI_Win_create_c: MPI_Win_create_c(w->mem, size, unit, MPI_INFO_NULL, comm, &w->w); break;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Win_allocate_c:
                 MPI_Win_allocate_c(size, unit, MPI_INFO_NULL, comm, &base, &w->w); break;)
    SCT__R_LARGE(case SCT__M_OP_MPI_Win_allocate_shared_c:
                 MPI_Win_allocate_shared_c(size, unit, MPI_INFO_NULL, comm, &base, &w->w); break;)
    default: MPI_Win_create_dynamic(MPI_INFO_NULL, comm, &w->w);
    }
    sct__r_win_made(w, SCT__R_V(dyn ? 1 : 3));
    return 0;
}

/* MPI_Win_attach (win, size[, base]): a region of a lossless trace goes at
   the run's address (sct__r_place; a rank that cannot put it there stops
   the replay: the others' accesses would miss it); any other (a histogram
   trace, or one of an earlier build without the address) goes anywhere,
   and the accesses to the window are skipped. */
static int sct__r_attach(sct__r *R, sct__r_win *w)
{
    MPI_Aint size = SCT__R_V(1) < 0 ? 0 : (MPI_Aint)SCT__R_V(1);
    char *at = NULL;
    if (R->na < 3)
        w->placed = 0;
    if (w->placed && !(at = sct__r_place(R, (uint64_t)SCT__R_V(2), (uint64_t)size))) {
        sct__r_fatal(R, "the run's address %#llx of a %lld-byte region attached to a dynamic window is taken "
                        "in the replay", (unsigned long long)SCT__R_V(2), (long long)size);
        return 0;
    }
    w->att = (char **)sct__r_grow(w->att, &w->capatt, (w->natt + 1) * sizeof *w->att, 0);
    w->att[w->natt] = at ? at : (char *)sct__r_alloc((size_t)size, 1);
    MPI_Win_attach(w->w, w->att[w->natt++], size);
    return 0;
}

/* MPI_Win_detach (win[, base]): the region at the run's address, else the
   oldest the replay attached. */
static int sct__r_detach(sct__r *R, sct__r_win *w)
{
    size_t k = 0;
    int placed;
    if (!w->natt)
        return 1; /* nothing the replay attached */
    while (R->na > 1 && k < w->natt && (uintptr_t)w->att[k] != (uintptr_t)SCT__R_V(1))
        k++;
    if (k == w->natt)
        k = 0;
    MPI_Win_detach(w->w, w->att[k]);
    sct__r_lock();
    placed = sct__r_placed(R, (uintptr_t)w->att[k]);
    sct__r_unlock();
    if (!placed)
        free(w->att[k]);
    memmove(w->att + k, w->att + k + 1, (--w->natt - k) * sizeof *w->att);
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
        return sct__r_attach(R, w);
    case SCT__M_OP_MPI_Win_detach:
        return sct__r_detach(R, w);
    case SCT__M_OP_MPI_Win_free:
        sct__r_unexpose(w);
        MPI_Win_free(&w->w);
        sct__r_lock();
        sct__r_win_release(R, w);
        sct__r_unlock();
        return 0;
    case SCT__M_OP_MPI_Win_get_group:
        MPI_Win_get_group(w->w, &g);
        sct__r_put(&R->S->groups, SCT__R_V(1), &g, sizeof g);
        return 0;
    case SCT__M_OP_MPI_Win_shared_query:
        MPI_Win_shared_query(w->w, sct__r_wpeer(w, SCT__R_V(1)), &size, &unit, &base);
        return 0;
    }
    SCT__R_LARGE({ /* MPI_Win_shared_query_c */
        MPI_Aint au = 0;
        MPI_Win_shared_query_c(w->w, sct__r_wpeer(w, SCT__R_V(1)), &size, &au, &base);
    })
    return 0;
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
    case SCT__M_OP_MPI_Win_fence: MPI_Win_fence(sct__r_const(R, SCT_CONST_ASSERT, SCT__R_V(0)), w->w); break;
    case SCT__M_OP_MPI_Win_lock:
        MPI_Win_lock(sct__r_const(R, SCT_CONST_LOCK, SCT__R_V(0)), sct__r_wpeer(w, SCT__R_V(1)),
                     sct__r_const(R, SCT_CONST_ASSERT, SCT__R_V(2)), w->w);
        break;
    case SCT__M_OP_MPI_Win_unlock: MPI_Win_unlock(sct__r_wpeer(w, SCT__R_V(0)), w->w); break;
    case SCT__M_OP_MPI_Win_flush: MPI_Win_flush(sct__r_wpeer(w, SCT__R_V(0)), w->w); break;
    case SCT__M_OP_MPI_Win_flush_local: MPI_Win_flush_local(sct__r_wpeer(w, SCT__R_V(0)), w->w); break;
    case SCT__M_OP_MPI_Win_lock_all: MPI_Win_lock_all(sct__r_const(R, SCT_CONST_ASSERT, SCT__R_V(0)), w->w); break;
    case SCT__M_OP_MPI_Win_unlock_all: MPI_Win_unlock_all(w->w); break;
    case SCT__M_OP_MPI_Win_flush_all: MPI_Win_flush_all(w->w); break;
    case SCT__M_OP_MPI_Win_flush_local_all: MPI_Win_flush_local_all(w->w); break;
    case SCT__M_OP_MPI_Win_sync: MPI_Win_sync(w->w); break;
    case SCT__M_OP_MPI_Win_post:
        sct__r_unexpose(w);
        MPI_Win_post(g, sct__r_const(R, SCT_CONST_ASSERT, SCT__R_V(1)), w->w);
        w->exposed = 1;
        break;
    case SCT__M_OP_MPI_Win_start: MPI_Win_start(g, sct__r_const(R, SCT_CONST_ASSERT, SCT__R_V(1)), w->w); break;
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
    int b = SCT__R_TWIN(op), res = b == SCT__M_OP_MPI_Get_accumulate || b == SCT__M_OP_MPI_Rget_accumulate;
    int one = b == SCT__M_OP_MPI_Fetch_and_op || b == SCT__M_OP_MPI_Compare_and_swap;
    int plain = b == SCT__M_OP_MPI_Put || b == SCT__M_OP_MPI_Get || b == SCT__M_OP_MPI_Rput ||
                b == SCT__M_OP_MPI_Rget || b == SCT__M_OP_MPI_Compare_and_swap;
    int t = one ? 1 : res ? 4 : 2;                             /* the target rank */
    int wk = one ? t + 2 + !plain : t + 4 + !plain;            /* the window */
    MPI_Datatype odt = sct__r_type(R, SCT__R_V(one ? 0 : 1));
    MPI_Datatype tdt = one ? odt : sct__r_type(R, SCT__R_V(t + 3)), rdt = res ? sct__r_type(R, SCT__R_V(3)) : odt;
    int on = one ? 1 : sct__r_count(SCT__R_V(0), odt), tn = one ? 1 : sct__r_count(SCT__R_V(t + 2), tdt);
    int rn = res ? sct__r_count(SCT__R_V(2), rdt) : on, peer, got;
    MPI_Op rop = plain ? MPI_OP_NULL : sct__r_op(R, SCT__R_V(wk - 1));
    MPI_Aint disp = (MPI_Aint)SCT__R_V(t + 1);
    MPI_Request q = MPI_REQUEST_NULL;
    sct__r_win *w = sct__r_win_of(R, SCT__R_V(wk));
    char *o, *x;
    int rc = MPI_SUCCESS;
    if (!w || R->failed)
        return 0;
    if (w->dynamic && !w->placed)
        return 1;
    peer = sct__r_wpeer(w, SCT__R_V(t));
    got = b == SCT__M_OP_MPI_Get || b == SCT__M_OP_MPI_Rget; /* the origin buffer is written */
    o = got ? NULL : (char *)sct__r_sbuf(R, sct__r_span(on, odt)); /* one side's type may be MPI_BOTTOM's */
    x = got || res || one ? (char *)sct__r_rbuf(R, sct__r_span(rn, rdt)) : NULL;
    switch (op) {
    SCT__R_BOTH(Put, o, on, odt, peer, disp, tn, tdt, w->w)
    SCT__R_BOTH(Get, x, on, odt, peer, disp, tn, tdt, w->w)
    SCT__R_BOTH(Rput, o, on, odt, peer, disp, tn, tdt, w->w, &q)
    SCT__R_BOTH(Rget, x, on, odt, peer, disp, tn, tdt, w->w, &q)
    SCT__R_BOTH(Accumulate, o, on, odt, peer, disp, tn, tdt, rop, w->w)
    SCT__R_BOTH(Raccumulate, o, on, odt, peer, disp, tn, tdt, rop, w->w, &q)
    SCT__R_BOTH(Get_accumulate, o, on, odt, x, rn, rdt, peer, disp, tn, tdt, rop, w->w)
    SCT__R_BOTH(Rget_accumulate, o, on, odt, x, rn, rdt, peer, disp, tn, tdt, rop, w->w, &q)
    case SCT__M_OP_MPI_Fetch_and_op: MPI_Fetch_and_op(o, x, odt, peer, disp, rop, w->w); break;
    case SCT__M_OP_MPI_Compare_and_swap: MPI_Compare_and_swap(o, o, x, odt, peer, disp, w->w); break;
    }
    (void)rc; /* an error aborts the replay (MPI_ERRORS_ARE_FATAL) */
    sct__r_newreq(R, wk + 1, q);
    return 0;
}

/* ---- files (MPI-IO) ----
   The trace holds no file names, only an id of each (a hash of the name,
   the same on every rank): each file the run opened is a scratch file of
   the replay, in --io-dir (default $TMPDIR, else /tmp), one per id for the
   whole replay (named by world rank 0's process id and start time and the
   id), so that a file the run wrote, closed and opened again holds what
   the replay wrote; the ranks that were 0 in a communicator that opened it
   remove it at the end. Traces of earlier builds, without the id, get a
   scratch file per open, named by the rank that is 0 in the file's
   communicator (its process id, a count and the time, sent to the others
   untraced) and removed by it at the close. A file the run opened without
   MPI_MODE_CREATE (an input) is created empty first if the replay has not
   written it, so its reads move no data. Every read and write,
   explicit-offset, shared-pointer, split-collective or non-blocking, is
   made with the recorded sizes and views. */

/* Under the lock: file id, NULL if there is none. */
static sct__r_file *sct__r_file_find(sct__r *R, int64_t id)
{
    size_t i;
    for (i = 0; id != SCT_NONE && i < R->S->nfile; i++)
        if (R->S->file[i]->id == id)
            return R->S->file[i];
    return NULL;
}

/* File id (of several threads: once a thread that can open it has). */
static sct__r_file *sct__r_file_of(sct__r *R, int64_t id)
{
    sct__r_file *f;
    sct__r_lock();
    while (!(f = sct__r_file_find(R, id)) && sct__r_mt.on && sct__r_mt_await(SCT__R_H_FH, id))
        ;
    sct__r_unlock();
    if (!f && !R->failed)
        sct__r_fatal(R, "file %lld was never opened in the replay", (long long)id);
    return f;
}

/* A slot for a file being opened (its id SCT__R_MAKING until it is). */
static sct__r_file *sct__r_file_new(sct__r *R)
{
    size_t i;
    sct__r_file *f;
    sct__r_lock();
    for (i = 0; i < R->S->nfile && R->S->file[i]->id != SCT_NONE; i++)
        ;
    if (i == R->S->nfile) {
        R->S->file = (sct__r_file **)sct__r_grow(R->S->file, &R->S->capfile, ++R->S->nfile * sizeof *R->S->file, 0);
        R->S->file[i] = (sct__r_file *)sct__r_alloc(sizeof **R->S->file, 0);
    }
    f = R->S->file[i];
    memset(f, 0, sizeof *f);
    f->id = SCT__R_MAKING;
    sct__r_unlock();
    return f;
}

/* Forget a file and remove the scratch file of the rank that named it
   (a named one at the end of the replay: sct__r_named). */
static void sct__r_file_release(sct__r_file *f)
{
    if (f->path && !f->named)
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
    long long tok[3] = {(long long)getpid(), (long long)__atomic_fetch_add(&R->S->nopened, 1, __ATOMIC_SEQ_CST), 0};
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

/* The scratch file of the file the trace names `id`, the same on every
   rank; a rank that is 0 in comm removes it at the end of the replay. */
static char *sct__r_named(sct__r *R, MPI_Comm comm, int64_t id, int *mine)
{
    const char *dir = sct__r_io_dir(R);
    size_t n = strlen(dir) + 96, i;
    char *p = (char *)sct__r_alloc(n, 0);
    snprintf(p, n, "%s/sctrace-replay.%lld.%llx.%llx", dir, R->iotok[0], (unsigned long long)R->iotok[1],
             (unsigned long long)id);
    *mine = 0;
    if (sct__r_rank_in(comm) != 0)
        return p;
    sct__r_lock();
    for (i = 0; i < R->S->nkept && strcmp(R->S->kept[i], p) != 0; i++)
        ;
    if (i == R->S->nkept) {
        size_t cap = R->S->capkept * sizeof *R->S->kept;
        R->S->kept = (char **)sct__r_grow(R->S->kept, &cap, (R->S->nkept + 1) * sizeof *R->S->kept, 0);
        R->S->capkept = cap / sizeof *R->S->kept;
        R->S->kept[R->S->nkept] = (char *)sct__r_alloc(n, 0);
        memcpy(R->S->kept[R->S->nkept++], p, n);
    }
    sct__r_unlock();
    *mine = 1;
    return p;
}

/* MPI_File_open (comm, amode, fh[, name]). */
static int sct__r_file_open(sct__r *R)
{
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(0));
    int amode = (int)SCT__R_V(1), mine = 0, fd, rc, named = R->na > 3 && SCT__R_V(3) != SCT_NONE;
    sct__r_file *f;
    char *path;
    if (R->failed || SCT__R_V(2) == SCT_NONE)
        return R->failed ? 0 : 1; /* the run opened nothing */
    path = named ? sct__r_named(R, comm, SCT__R_V(3), &mine) : sct__r_scratch(R, comm, &mine);
    if (!(amode & MPI_MODE_CREATE)) { /* an input of the run: an empty file here */
        if (mine && (fd = open(path, O_WRONLY | O_CREAT, 0600)) >= 0)
            close(fd);
        PMPI_Barrier(comm);
    }
    f = sct__r_file_new(R);
    f->path = mine ? path : NULL;
    f->named = named;
    sct__m_hint.replay_name = named ? SCT__R_V(3) : 0;
    rc = MPI_File_open(comm, path, amode, MPI_INFO_NULL, &f->f);
    sct__m_hint.replay_name = 0;
    sct__r_lock();
    f->id = SCT__R_V(2);
    if (sct__r_mt.on)
        sct__r_mt_changed();
    sct__r_unlock();
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
             (unsigned long long)__atomic_fetch_add(&R->S->nopened, 1, __ATOMIC_SEQ_CST));
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

/* The cases of MPI_File_<i>read<x> and MPI_File_<i>write<x>, with their
   large-count twins (the buffer is a read's or a write's already). */
#define SCT__R_RW(i, x, ...) SCT__R_BOTH(File_##i##read##x, __VA_ARGS__) SCT__R_BOTH(File_##i##write##x, __VA_ARGS__)

/* Reads and writes: blocking, split-collective begin, non-blocking, and
   their large-count forms. */
static int sct__r_file_data(sct__r *R, int op)
{
    sct__r_file *f = sct__r_file_of(R, SCT__R_V(0));
    int at = sct__r_io_at(SCT__R_TWIN(op)), rc = MPI_SUCCESS;
    MPI_Datatype dt = sct__r_type(R, SCT__R_V(2 + at));
    int n = sct__r_count(SCT__R_V(1 + at), dt);
    MPI_Offset off = at ? (MPI_Offset)SCT__R_V(1) : 0;
    size_t span = sct__r_span(n, dt);
    void *b = sct__r_io_reads(SCT__R_TWIN(op)) ? sct__r_rbuf(R, span) : sct__r_sbuf(R, span);
    MPI_Request q = MPI_REQUEST_NULL;
    MPI_Status s;
    if (!f || R->failed)
        return 0;
    switch (op) {
    SCT__R_RW(, , f->f, b, n, dt, &s)
    SCT__R_RW(, _all, f->f, b, n, dt, &s)
    SCT__R_RW(, _shared, f->f, b, n, dt, &s)
    SCT__R_RW(, _ordered, f->f, b, n, dt, &s)
    SCT__R_RW(, _at, f->f, off, b, n, dt, &s)
    SCT__R_RW(, _at_all, f->f, off, b, n, dt, &s)
    SCT__R_RW(, _all_begin, f->f, b, n, dt)
    SCT__R_RW(, _ordered_begin, f->f, b, n, dt)
    SCT__R_RW(, _at_all_begin, f->f, off, b, n, dt)
    SCT__R_RW(i, , f->f, b, n, dt, &q)
    SCT__R_RW(i, _all, f->f, b, n, dt, &q)
    SCT__R_RW(i, _shared, f->f, b, n, dt, &q)
    SCT__R_RW(i, _at, f->f, off, b, n, dt, &q)
    SCT__R_RW(i, _at_all, f->f, off, b, n, dt, &q)
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
        sct__r_lock();
        sct__r_file_release(f);
        sct__r_unlock();
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
    SCT__R_LARGE(case SCT__M_OP_MPI_File_get_type_extent_c: {
        MPI_Count c = 0;
        rc = MPI_File_get_type_extent_c(f->f, sct__r_type(R, SCT__R_V(1)), &c);
        break;
    })
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
            sct__r_put(&R->S->groups, SCT__R_V(1), &g, sizeof g);
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
   application made become handlers that stop the replay: it must not fail,
   but where the program called its handler (MPI_Comm_call_errhandler and
   the like), which the run survived, they return. */

static int sct__r_calling; /* a *_call_errhandler of the trace's is being made */

static void sct__r_errfn(const char *kind, int *code)
{
    char msg[MPI_MAX_ERROR_STRING];
    int n = 0;
    if (sct__r_calling)
        return;
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
    if (!sct__r_need(&R->S->keyvals, id, &k, sizeof k) && !R->failed)
        sct__r_fatal(R, "attribute key %lld is unknown to the replay", (long long)id);
    return k;
}

static MPI_Errhandler sct__r_errh(sct__r *R, int64_t id)
{
    MPI_Errhandler e = MPI_ERRHANDLER_NULL;
    if (!sct__r_need(&R->S->errhs, id, &e, sizeof e) && !R->failed)
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
        return; /* the key keeps its id: attributes may still name it (sct__m_p_newkeyval) */
    }
    if (SCT__R_V(0) != SCT_NONE)
        sct__r_put(&R->S->keyvals, SCT__R_V(0), &k, sizeof k);
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
        sct__r_put(&R->S->errhs, id, &e, sizeof e);
    return 0;
}

/* Error classes and codes (sct__m_p_errcode): a negative one is the k-th the
   run's process added, the replay's k-th here (made in the same order);
   another is the MPI's own, the same in a replay under the same MPI. */
static int sct__r_errcode(sct__r *R, int64_t v)
{
    int code = MPI_ERR_OTHER;
    if (v >= 0 && v <= INT_MAX)
        return (int)v;
    if (!sct__r_get(&R->S->errcodes, v, &code, sizeof code) && !R->failed)
        sct__r_fatal(R, "error code %lld is unknown to the replay", (long long)v);
    return code;
}

/* MPI_Add_error_class (errorclass), MPI_Add_error_code (errorclass,
   errorcode): the replay adds its own and maps the recorded ids on them;
   MPI_Add_error_string, MPI_Error_class, MPI_Error_string (errorcode): on
   the replay's code, the string (not recorded) one of the replay's. A trace
   of an earlier build (no ids) skips the additions. */
static int sct__r_errors(sct__r *R, int op)
{
    char msg[MPI_MAX_ERROR_STRING];
    int got = 0, n = 0, code;
    MPI_Errhandler keep[2];
    if (R->na < 1)
        return 1;
    if (op == SCT__M_OP_MPI_Add_error_class) {
        if (MPI_Add_error_class(&got) == MPI_SUCCESS && SCT__R_V(0) != SCT_NONE)
            sct__r_put(&R->S->errcodes, SCT__R_V(0), &got, sizeof got);
        return 0;
    }
    code = sct__r_errcode(R, SCT__R_V(0));
    if (R->failed)
        return 0;
    /* a code of another run or MPI (a trace of an earlier build recorded the
       program's codes as they were) is refused, not fatal */
    PMPI_Comm_get_errhandler(MPI_COMM_WORLD, &keep[0]);
    PMPI_Comm_get_errhandler(MPI_COMM_SELF, &keep[1]);
    PMPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    PMPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
    switch (op) {
    case SCT__M_OP_MPI_Add_error_code:
        if (R->na >= 2 && MPI_Add_error_code(code, &got) == MPI_SUCCESS && SCT__R_V(1) != SCT_NONE)
            sct__r_put(&R->S->errcodes, SCT__R_V(1), &got, sizeof got);
        break;
    case SCT__M_OP_MPI_Add_error_string:
        MPI_Add_error_string(code, "an error code of the application's (sctrace-replay)");
        break;
    case SCT__M_OP_MPI_Error_class: MPI_Error_class(code, &got); break;
    default: MPI_Error_string(code, msg, &n);
    }
    PMPI_Comm_set_errhandler(MPI_COMM_WORLD, keep[0]);
    PMPI_Comm_set_errhandler(MPI_COMM_SELF, keep[1]);
    return 0;
}

/* MPI_Comm_call_errhandler, MPI_Win_call_errhandler,
   MPI_File_call_errhandler (object, errorcode): the handler the replay set
   on its object is called; a stand-in of the application's returns
   (sct__r_calling), MPI_ERRORS_RETURN returns. */
static int sct__r_call_errh(sct__r *R, int op)
{
    sct__r_win *w = NULL;
    sct__r_file *f = NULL;
    MPI_Comm c = MPI_COMM_NULL;
    int code;
    if (R->na < 2)
        return 1;
    code = sct__r_errcode(R, SCT__R_V(1));
    if (op == SCT__M_OP_MPI_Comm_call_errhandler)
        c = sct__r_comm(R, SCT__R_V(0));
    else if (op == SCT__M_OP_MPI_Win_call_errhandler)
        w = sct__r_win_of(R, SCT__R_V(0));
    else
        f = sct__r_file_of(R, SCT__R_V(0));
    if (R->failed || (!w && op == SCT__M_OP_MPI_Win_call_errhandler) ||
        (!f && op == SCT__M_OP_MPI_File_call_errhandler))
        return 0;
    sct__r_calling = 1;
    if (w)
        MPI_Win_call_errhandler(w->w, code);
    else if (f)
        MPI_File_call_errhandler(f->f, code);
    else
        MPI_Comm_call_errhandler(c, code);
    sct__r_calling = 0;
    return 0;
}

/* MPI_Register_datarep[_c] (datarep: a hash of its name): the replay
   registers "sct<hash>" (the same name, the same datarep: registering one
   twice fails as the run's did) without conversion functions, and tells a
   traced replay's tracer the run's hash. The replay's MPI_File_set_view uses
   "native" (the datarep it names is not recorded). */
static int sct__r_rep_extent(MPI_Datatype t, MPI_Aint *extent, void *extra)
{
    MPI_Aint lb;
    (void)extra;
    return PMPI_Type_get_extent(t, &lb, extent);
}

static int sct__r_datarep(sct__r *R, int op)
{
    char name[MPI_MAX_DATAREP_STRING];
    if (R->na < 1)
        return 1;
    snprintf(name, sizeof name, "sct%llx", (unsigned long long)SCT__R_V(0));
    sct__m_hint.replay_key = SCT__R_V(0);
#if MPI_VERSION >= 4
    if (op == SCT__M_OP_MPI_Register_datarep_c)
        MPI_Register_datarep_c(name, MPI_CONVERSION_FN_NULL_C, MPI_CONVERSION_FN_NULL_C, sct__r_rep_extent, NULL);
    else
#endif
        MPI_Register_datarep(name, MPI_CONVERSION_FN_NULL, MPI_CONVERSION_FN_NULL, sct__r_rep_extent, NULL);
    sct__m_hint.replay_key = 0;
    (void)op;
    return 0;
}

/* The tool interface (MPI_T_*): the trace keeps the calls, not their
   arguments (but MPI_T_init_thread's level), and the variables are the
   MPI's. The replay makes each call: the queries about index 0 (a name
   that no MPI has for a *_get_index), the handle and session calls on
   objects of its own (a handle bound to no MPI object: the first such
   variable of the replay's MPI; a free, read, write, start or stop names
   the newest, a write writes back what it reads), the enum queries on an
   enum of a variable of its MPI. What the calls find is the replay's MPI's;
   none changes what a later MPI call does. */
static int sct__r_tvar(int pvar, MPI_T_enum *en)
{
    char name[64], desc[64];
    int n = 0, i, nl, dl, vb, bind, sc, ro, ct, at;
    MPI_Datatype t;
    MPI_T_enum e;
    if ((pvar ? PMPI_T_pvar_get_num(&n) : PMPI_T_cvar_get_num(&n)) != MPI_SUCCESS)
        return -1;
    for (i = 0; i < n; i++) {
        nl = dl = (int)sizeof name;
        e = MPI_T_ENUM_NULL;
        if ((pvar ? PMPI_T_pvar_get_info(i, name, &nl, &vb, &sc, &t, &e, desc, &dl, &bind, &ro, &ct, &at)
                  : PMPI_T_cvar_get_info(i, name, &nl, &vb, &t, &e, desc, &dl, &bind, &sc)) != MPI_SUCCESS)
            continue;
        if (en ? e != MPI_T_ENUM_NULL : bind == MPI_T_BIND_NO_OBJECT) {
            if (en)
                *en = e;
            return i;
        }
    }
    return -1;
}

/* Push h (n bytes) on a stack of the replay's, or take the newest off. */
static void sct__r_tpush(void **st, size_t *nst, size_t *cap, const void *h, size_t n)
{
    size_t c = *cap * n;
    *st = sct__r_grow(*st, &c, (*nst + 1) * n, 0);
    *cap = c / n;
    memcpy((char *)*st + (*nst)++ * n, h, n);
}

/* Whether the replay's MPI has a variable or category of index 0 for a stand-in
   query of op (a trace of another MPI may hold some this one lacks: MPICH
   4.0 crashes in MPI_T_pvar_get_info of an index it does not have). */
static int sct__r_tool_has(int op)
{
    int n = 0;
    switch (op) {
    case SCT__M_OP_MPI_T_category_get_categories: case SCT__M_OP_MPI_T_category_get_cvars:
    case SCT__M_OP_MPI_T_category_get_pvars: case SCT__M_OP_MPI_T_category_get_info:
        return PMPI_T_category_get_num(&n) == MPI_SUCCESS && n > 0;
    case SCT__M_OP_MPI_T_cvar_get_info: return PMPI_T_cvar_get_num(&n) == MPI_SUCCESS && n > 0;
    case SCT__M_OP_MPI_T_pvar_get_info: return PMPI_T_pvar_get_num(&n) == MPI_SUCCESS && n > 0;
    }
    return 1;
}

static int sct__r_tool_query(int op)
{
    char name[64], desc[64];
    int v = 0, nl = (int)sizeof name, dl = (int)sizeof desc, a[8];
    MPI_Datatype t;
    MPI_T_enum e;
    if (!sct__r_tool_has(op))
        return 1; /* the replay's MPI has none */
    switch (op) {
    case SCT__M_OP_MPI_T_category_changed: MPI_T_category_changed(&v); break;
    case SCT__M_OP_MPI_T_category_get_num: MPI_T_category_get_num(&v); break;
    case SCT__M_OP_MPI_T_cvar_get_num: MPI_T_cvar_get_num(&v); break;
    case SCT__M_OP_MPI_T_pvar_get_num: MPI_T_pvar_get_num(&v); break;
    case SCT__M_OP_MPI_T_category_get_index: MPI_T_category_get_index("sctrace-replay", &v); break;
    case SCT__M_OP_MPI_T_cvar_get_index: MPI_T_cvar_get_index("sctrace-replay", &v); break;
    case SCT__M_OP_MPI_T_pvar_get_index:
        MPI_T_pvar_get_index("sctrace-replay", MPI_T_PVAR_CLASS_COUNTER, &v);
        break;
    case SCT__M_OP_MPI_T_category_get_categories: MPI_T_category_get_categories(0, 1, a); break;
    case SCT__M_OP_MPI_T_category_get_cvars: MPI_T_category_get_cvars(0, 1, a); break;
    case SCT__M_OP_MPI_T_category_get_pvars: MPI_T_category_get_pvars(0, 1, a); break;
    case SCT__M_OP_MPI_T_category_get_info:
        MPI_T_category_get_info(0, name, &nl, desc, &dl, a, a + 1, a + 2);
        break;
    case SCT__M_OP_MPI_T_cvar_get_info:
        MPI_T_cvar_get_info(0, name, &nl, a, &t, &e, desc, &dl, a + 1, a + 2);
        break;
    case SCT__M_OP_MPI_T_pvar_get_info:
        MPI_T_pvar_get_info(0, name, &nl, a, a + 1, &t, &e, desc, &dl, a + 2, a + 3, a + 4, a + 5);
        break;
    default:
        return 1;
    }
    return 0;
}

#if MPI_VERSION >= 4
/* MPI-4.0's queries of events and their sources (index 0, an info handed
   back freed untraced); the calls on event registrations and instances
   (which need an event to happen) are skipped. */
static int sct__r_tool4(int op)
{
    char name[64], desc[64];
    int v = 0, nl = (int)sizeof name, dl = (int)sizeof desc, a[2], ne = 0;
    MPI_Count c[2];
    MPI_T_enum e;
    MPI_T_source_order ord;
    MPI_Info info = MPI_INFO_NULL;
    switch (op) {
    case SCT__M_OP_MPI_T_category_get_num_events: MPI_T_category_get_num_events(0, &v); break;
    case SCT__M_OP_MPI_T_category_get_events: MPI_T_category_get_events(0, 1, a); break;
    case SCT__M_OP_MPI_T_event_get_num: MPI_T_event_get_num(&v); break;
    case SCT__M_OP_MPI_T_event_get_index: MPI_T_event_get_index("sctrace-replay", &v); break;
    case SCT__M_OP_MPI_T_event_get_info:
        MPI_T_event_get_info(0, name, &nl, a, NULL, NULL, &ne, &e, &info, desc, &dl, a + 1);
        break;
    case SCT__M_OP_MPI_T_source_get_num: MPI_T_source_get_num(&v); break;
    case SCT__M_OP_MPI_T_source_get_info: MPI_T_source_get_info(0, name, &nl, desc, &dl, &ord, c, c + 1, &info); break;
    case SCT__M_OP_MPI_T_source_get_timestamp: MPI_T_source_get_timestamp(0, c); break;
    default:
        return 1;
    }
    if (info != MPI_INFO_NULL)
        PMPI_Info_free(&info);
    return 0;
}
#endif

static int sct__r_tool(sct__r *R, int op)
{
    long long buf[64];
    int v = 0, i = 0;
    MPI_T_enum e = MPI_T_ENUM_NULL;
    MPI_T_cvar_handle ch = MPI_T_CVAR_HANDLE_NULL;
    MPI_T_pvar_handle ph = MPI_T_PVAR_HANDLE_NULL;
    MPI_T_pvar_session ps = R->ntsess ? R->tsess[R->ntsess - 1] : MPI_T_PVAR_SESSION_NULL;
    char name[64];
    if (!sct__r_tool_query(op))
        return 0;
    switch (op) {
    case SCT__M_OP_MPI_T_init_thread:
        MPI_T_init_thread(R->na >= 1 ? (int)SCT__R_V(0) : MPI_THREAD_SINGLE, &v);
        return 0;
    case SCT__M_OP_MPI_T_finalize: MPI_T_finalize(); return 0;
    case SCT__M_OP_MPI_T_enum_get_info: case SCT__M_OP_MPI_T_enum_get_item:
        if (sct__r_tvar(0, &e) < 0 && sct__r_tvar(1, &e) < 0)
            return 1; /* the replay's MPI has no enum */
        v = (int)sizeof name;
        if (op == SCT__M_OP_MPI_T_enum_get_info)
            MPI_T_enum_get_info(e, &i, name, &v);
        else
            MPI_T_enum_get_item(e, 0, &i, name, &v);
        return 0;
    case SCT__M_OP_MPI_T_cvar_handle_alloc:
        if ((i = sct__r_tvar(0, NULL)) < 0)
            return 1; /* the replay's MPI has no variable of the kind (MPICH crashes on index -1) */
        if (MPI_T_cvar_handle_alloc(i, NULL, &ch, &v) == MPI_SUCCESS)
            sct__r_tpush((void **)&R->tcvar, &R->ntcvar, &R->captcvar, &ch, sizeof ch);
        return 0;
    case SCT__M_OP_MPI_T_pvar_handle_alloc:
        if ((i = sct__r_tvar(1, NULL)) < 0)
            return 1;
        if (MPI_T_pvar_handle_alloc(ps, i, NULL, &ph, &v) == MPI_SUCCESS)
            sct__r_tpush((void **)&R->tpvar, &R->ntpvar, &R->captpvar, &ph, sizeof ph);
        return 0;
    case SCT__M_OP_MPI_T_pvar_session_create:
        if (MPI_T_pvar_session_create(&ps) == MPI_SUCCESS)
            sct__r_tpush((void **)&R->tsess, &R->ntsess, &R->captsess, &ps, sizeof ps);
        return 0;
    case SCT__M_OP_MPI_T_pvar_session_free:
        if (!R->ntsess)
            return 1;
        MPI_T_pvar_session_free(&R->tsess[--R->ntsess]);
        return 0;
    }
    if (op == SCT__M_OP_MPI_T_cvar_handle_free || op == SCT__M_OP_MPI_T_cvar_read ||
        op == SCT__M_OP_MPI_T_cvar_write) {
        if (!R->ntcvar)
            return 1; /* the replay's MPI has no variable of the kind */
        ch = R->tcvar[R->ntcvar - 1];
        if (op == SCT__M_OP_MPI_T_cvar_handle_free)
            MPI_T_cvar_handle_free(&R->tcvar[--R->ntcvar]);
        else if (op == SCT__M_OP_MPI_T_cvar_read)
            MPI_T_cvar_read(ch, buf);
        else if (PMPI_T_cvar_read(ch, buf) == MPI_SUCCESS)
            MPI_T_cvar_write(ch, buf);
        return 0;
    }
    if (!R->ntpvar)
        return 1;
    ph = R->tpvar[R->ntpvar - 1];
    switch (op) {
    case SCT__M_OP_MPI_T_pvar_handle_free: MPI_T_pvar_handle_free(ps, &R->tpvar[--R->ntpvar]); break;
    case SCT__M_OP_MPI_T_pvar_start: MPI_T_pvar_start(ps, ph); break;
    case SCT__M_OP_MPI_T_pvar_stop: MPI_T_pvar_stop(ps, ph); break;
    case SCT__M_OP_MPI_T_pvar_read: MPI_T_pvar_read(ps, ph, buf); break;
    case SCT__M_OP_MPI_T_pvar_readreset: MPI_T_pvar_readreset(ps, ph, buf); break;
    case SCT__M_OP_MPI_T_pvar_reset: MPI_T_pvar_reset(ps, ph); break;
    case SCT__M_OP_MPI_T_pvar_write:
        if (PMPI_T_pvar_read(ps, ph, buf) == MPI_SUCCESS)
            MPI_T_pvar_write(ps, ph, buf);
        break;
    default:
        return 1;
    }
    return 0;
}

/* The info object of id: one the run got where the tracer did not see it
   (MPI_Comm_get_info and the like) is an empty stand-in, made untraced:
   the tracer of a traced replay numbers it where the run's did, at the
   first MPI_Info_ call that names it. */
static MPI_Info sct__r_info(sct__r *R, int64_t id)
{
    MPI_Info i = MPI_INFO_NULL;
    int64_t bits = 0;
    if (id == SCT_NONE)
        return i;
    if (!sct__r_mt.on) {
        if (!sct__r_get1(&R->S->infos, id, &i, sizeof i) && PMPI_Info_create(&i) == MPI_SUCCESS)
            sct__r_put1(&R->S->infos, id, &i, sizeof i);
        return i;
    }
    /* several threads: another may make it yet (MPI_Info_create, _dup), or
       make the stand-in first (one stand-in for all); the tracer numbers it
       at the first traced call that names it, with the run's id (the hint) */
    pthread_mutex_lock(&sct__r_mt.mu);
    while (!sct__r_mt_get1(&R->S->infos, id, &bits) && sct__r_mt_await(SCT__R_H_INFO, id))
        ;
    if (sct__r_mt_get1(&R->S->infos, id, &bits))
        memcpy(&i, &bits, sizeof i);
    else if (PMPI_Info_create(&i) == MPI_SUCCESS)
        sct__r_put1(&R->S->infos, id, &i, sizeof i), sct__r_mt_changed();
    pthread_mutex_unlock(&sct__r_mt.mu);
    sct__m_hint.replay_named = id; /* (not the call's new handle's: MPI_Info_dup) */
    sct__m_hint.replay_has_named = 1;
    return i;
}

/* The MPI_Info_ calls, on info objects of the replay's: (info[, newinfo])
   for Info_create, Info_create_env (made without arguments), Info_dup,
   Info_free and Info_get_nkeys, (info, n) for Info_get_nthkey (made when the
   object has that many keys), (info, key[, valuelen]) for the others
   (Info_get_string asks for the length only). The trace keeps a key as an id and a value by
   its length: the replay sets the key "sct<id in hex>" (the same id, the
   same key: a delete or get finds what a set put) to that many 'v's, and
   tells a traced replay's tracer the run's key id. */
static int sct__r_info_op(sct__r *R, int op)
{
    int made = op == SCT__M_OP_MPI_Info_create || op == SCT__M_OP_MPI_Info_create_env;
    MPI_Info i = made ? MPI_INFO_NULL : sct__r_info(R, SCT__R_V(0)), n = MPI_INFO_NULL;
    int keyed = op == SCT__M_OP_MPI_Info_set || op == SCT__M_OP_MPI_Info_delete || op == SCT__M_OP_MPI_Info_get ||
                op == SCT__M_OP_MPI_Info_get_valuelen || op == SCT__M_OP_MPI_Info_get_string;
    int64_t len = op == SCT__M_OP_MPI_Info_set || op == SCT__M_OP_MPI_Info_get ? SCT__R_V(2) : 0;
    char key[24], nth[MPI_MAX_INFO_KEY + 1], *val = NULL;
    int flag, k;
    if (len < 0 || len > INT_MAX - 1 || !(val = (char *)malloc((size_t)len + 1))) {
        sct__r_fatal(R, "no value of %lld bytes for %s", (long long)len, sct__m_mpi_op_list[op].name);
        return 0;
    }
    memset(val, 'v', (size_t)len);
    val[len] = 0;
    snprintf(key, sizeof key, "sct%llx", keyed ? (unsigned long long)SCT__R_V(1) : 0ULL);
    sct__m_hint.replay_key = keyed ? SCT__R_V(1) : 0;
    switch (op) {
    case SCT__M_OP_MPI_Info_create: MPI_Info_create(&n); break;
    case SCT__M_OP_MPI_Info_dup: MPI_Info_dup(i, &n); break;
    case SCT__M_OP_MPI_Info_free: MPI_Info_free(&i), sct__r_del(&R->S->infos, SCT__R_V(0)); break;
    case SCT__M_OP_MPI_Info_set: MPI_Info_set(i, key, val); break;
    case SCT__M_OP_MPI_Info_delete: MPI_Info_delete(i, key); break;
    case SCT__M_OP_MPI_Info_get: MPI_Info_get(i, key, (int)len, val, &flag); break;
    case SCT__M_OP_MPI_Info_get_valuelen: MPI_Info_get_valuelen(i, key, &k, &flag); break;
    case SCT__M_OP_MPI_Info_get_nkeys: MPI_Info_get_nkeys(i, &k); break;
    case SCT__M_OP_MPI_Info_get_nthkey:
        if (PMPI_Info_get_nkeys(i, &k) == MPI_SUCCESS && SCT__R_V(1) >= 0 && SCT__R_V(1) < k)
            MPI_Info_get_nthkey(i, (int)SCT__R_V(1), nth);
        break;
#if MPI_VERSION >= 4
    case SCT__M_OP_MPI_Info_create_env: MPI_Info_create_env(0, NULL, &n); break;
    case SCT__M_OP_MPI_Info_get_string: k = 0, MPI_Info_get_string(i, key, &k, val, &flag); break;
#endif
    }
    sct__m_hint.replay_key = 0;
    if (n != MPI_INFO_NULL)
        sct__r_put(&R->S->infos, SCT__R_V(made ? 0 : 1), &n, sizeof n);
    free(val);
    return 0;
}

/* MPI_Comm_get_info and MPI_Win_get_info (the object): the info MPI hands
   back is freed untraced (the run's, if an MPI_Info_ call names it, gets a
   stand-in: sct__r_info); MPI_Comm_set_info and MPI_Win_set_info (the
   object): an empty info (the run's hints are not recorded), as
   MPI_File_set_info. */
static int sct__r_comm_info(sct__r *R, int op)
{
    int win = op == SCT__M_OP_MPI_Win_get_info || op == SCT__M_OP_MPI_Win_set_info;
    sct__r_win *w = win ? sct__r_win_of(R, SCT__R_V(0)) : NULL;
    MPI_Comm c = win ? MPI_COMM_NULL : sct__r_comm(R, SCT__R_V(0));
    MPI_Info info = MPI_INFO_NULL;
    if (R->failed || (win && !w))
        return 0;
    if (op == SCT__M_OP_MPI_Comm_get_info) {
        MPI_Comm_get_info(c, &info);
    } else if (op == SCT__M_OP_MPI_Win_get_info) {
        MPI_Win_get_info(w->w, &info);
    } else {
        PMPI_Info_create(&info);
        if (win)
            MPI_Win_set_info(w->w, info);
        else
            MPI_Comm_set_info(c, info);
    }
    if (info != MPI_INFO_NULL)
        PMPI_Info_free(&info);
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

/* ---- MPI-4.0 calls and the deprecated MPI-1 ones (issue 44) ----
   Each is replayed with the function the trace names, a large-count "_c"
   call as a "_c" call and a persistent collective as one, so that tracing the
   replay gives the trace back. They record the parameters of the calls they
   extend (a "_c" call its int twin's, MPI_Bcast_init MPI_Ibcast's), so the
   large-count and persistent point-to-point calls and collectives are made
   by their twins' functions (sct__r_p2p, sct__r_coll1, sct__r_coll2). A build
   whose MPI lacks them refuses a trace that calls them (sct__r_lacks). */

#if MPI_VERSION >= 4
/* MPI_Isendrecv[_c] (sendbytes, sendtype, dest, sendtag, recvbytes, recvtype,
   source, recvtag, comm, request), MPI_Isendrecv_replace[_c] (bytes, type,
   dest, sendtag, source, recvtag, comm, request). */
static void sct__r_isendrecv(sct__r *R, int op)
{
    int two = op == SCT__M_OP_MPI_Isendrecv || op == SCT__M_OP_MPI_Isendrecv_c, kc = two ? 8 : 6;
    MPI_Comm comm = sct__r_comm(R, SCT__R_V(kc));
    MPI_Datatype st = sct__r_type(R, SCT__R_V(1)), rt = two ? sct__r_type(R, SCT__R_V(5)) : st;
    int sn = sct__r_count(SCT__R_V(0), st), rn = two ? sct__r_count(SCT__R_V(4), rt) : sn;
    int dest = sct__r_peer(SCT__R_V(2), comm), stag = sct__r_tag(SCT__R_V(3));
    int src = sct__r_peer(SCT__R_V(two ? 6 : 4), comm), rtag = sct__r_tag(SCT__R_V(two ? 7 : 5));
    void *s = sct__r_sbuf(R, sct__r_span(sn, st)), *r = sct__r_rbuf(R, sct__r_span(rn, rt));
    MPI_Request q = MPI_REQUEST_NULL;
    if (R->failed)
        return;
    switch (op) {
    case SCT__M_OP_MPI_Isendrecv: MPI_Isendrecv(s, sn, st, dest, stag, r, rn, rt, src, rtag, comm, &q); break;
    case SCT__M_OP_MPI_Isendrecv_c: MPI_Isendrecv_c(s, sn, st, dest, stag, r, rn, rt, src, rtag, comm, &q); break;
    case SCT__M_OP_MPI_Isendrecv_replace: MPI_Isendrecv_replace(r, rn, rt, dest, stag, src, rtag, comm, &q); break;
    case SCT__M_OP_MPI_Isendrecv_replace_c:
        MPI_Isendrecv_replace_c(r, rn, rt, dest, stag, src, rtag, comm, &q);
        break;
    }
    sct__r_newreq(R, kc + 1, q);
}

/* Partitioned communication: MPI_Psend_init/MPI_Precv_init (partitions,
   bytes of one partition, type, peer, tag, comm, request) make a persistent
   request that MPI_Start, MPI_Pready* and MPI_Parrived then name. */
static void sct__r_partitioned(sct__r *R, int op)
{
    MPI_Request q = MPI_REQUEST_NULL;
    int k = sct__r_param_of(op, SCT_ROLE_REQUEST), flag, *tmp;
    if (op == SCT__M_OP_MPI_Psend_init || op == SCT__M_OP_MPI_Precv_init) {
        int parts = (int)SCT__R_V(0);
        MPI_Datatype dt = sct__r_type(R, SCT__R_V(2));
        MPI_Comm comm = sct__r_comm(R, SCT__R_V(5));
        int n = sct__r_count(SCT__R_V(1), dt);
        int peer = sct__r_peer(SCT__R_V(3), comm), tag = sct__r_tag(SCT__R_V(4));
        size_t span = sct__r_span(n * (parts > 0 ? parts : 1), dt);
        if (R->failed)
            return;
        if (op == SCT__M_OP_MPI_Psend_init)
            MPI_Psend_init(sct__r_sbuf(R, span), parts, n, dt, peer, tag, comm, MPI_INFO_NULL, &q);
        else
            MPI_Precv_init(sct__r_rbuf(R, span), parts, n, dt, peer, tag, comm, MPI_INFO_NULL, &q);
        sct__r_newreq(R, k, q);
        return;
    }
    if (!sct__r_get(&R->S->reqs, SCT__R_V(k), &q, sizeof q)) {
        sct__r_fatal(R, "request %lld is unknown to the replay", (long long)SCT__R_V(k));
        return;
    }
    switch (op) {
    case SCT__M_OP_MPI_Pready: MPI_Pready((int)SCT__R_V(0), q); break;
    case SCT__M_OP_MPI_Pready_range: MPI_Pready_range((int)SCT__R_V(0), (int)SCT__R_V(1), q); break;
    case SCT__M_OP_MPI_Pready_list:
        tmp = (int *)malloc((size_t)SCT__R_LEN(0) * sizeof(int) + 8);
        if (tmp)
            MPI_Pready_list(SCT__R_LEN(0), sct__r_iarr(R, 0, tmp), q);
        free(tmp);
        break;
    case SCT__M_OP_MPI_Parrived: MPI_Parrived(q, (int)SCT__R_V(1), &flag); break;
    }
}

/* Sessions: MPI_Session_init (errhandler, session), MPI_Session_finalize
   (session), the process-set queries, MPI_Group_from_session_pset (session,
   pset, newgroup: mpi://WORLD or mpi://SELF, what the tracer can name),
   MPI_Session_get_pset_info (session, pset: the same two; another is
   skipped), and
   the communicators made from groups, with a string tag of their agreed id. */
static MPI_Session sct__r_session(sct__r *R, int64_t id)
{
    MPI_Session s = MPI_SESSION_NULL;
    if (!sct__r_need(&R->S->sessions, id, &s, sizeof s) && !R->failed)
        sct__r_fatal(R, "session %lld is unknown to the replay", (long long)id);
    return s;
}

static void sct__r_session_err(MPI_Session *s, int *code, ...)
{
    (void)s;
    sct__r_errfn("session", code);
}

/* Sessions: (errhandler, session) for MPI_Session_init, (errhandler) for
   MPI_Session_create_errhandler, the session first for the others. */
static void sct__r_session_op(sct__r *R, int op)
{
    static const char *const psets[] = {"mpi://WORLD", "mpi://SELF"};
    int fresh = op == SCT__M_OP_MPI_Session_init || op == SCT__M_OP_MPI_Session_create_errhandler;
    MPI_Session s = fresh ? MPI_SESSION_NULL : sct__r_session(R, SCT__R_V(0));
    MPI_Errhandler e = MPI_ERRHANDLER_NULL;
    MPI_Group g = MPI_GROUP_NULL;
    MPI_Info info = MPI_INFO_NULL;
    char name[256];
    int n = 0, len = (int)sizeof name;
    if (R->failed)
        return;
    switch (op) {
    case SCT__M_OP_MPI_Session_init:
        if (MPI_Session_init(MPI_INFO_NULL, sct__r_errh(R, SCT__R_V(0)), &s) == MPI_SUCCESS)
            sct__r_put(&R->S->sessions, SCT__R_V(1), &s, sizeof s);
        return;
    case SCT__M_OP_MPI_Session_finalize:
        MPI_Session_finalize(&s);
        sct__r_del(&R->S->sessions, SCT__R_V(0));
        return;
    case SCT__M_OP_MPI_Session_get_num_psets: MPI_Session_get_num_psets(s, MPI_INFO_NULL, &n); return;
    case SCT__M_OP_MPI_Session_get_nth_pset:
        MPI_Session_get_nth_pset(s, MPI_INFO_NULL, (int)SCT__R_V(1), &len, name);
        return;
    case SCT__M_OP_MPI_Session_get_info: info = MPI_INFO_NULL; MPI_Session_get_info(s, &info); break;
    case SCT__M_OP_MPI_Session_get_pset_info: MPI_Session_get_pset_info(s, psets[SCT__R_V(1)], &info); break;
    case SCT__M_OP_MPI_Session_set_errhandler: MPI_Session_set_errhandler(s, sct__r_errh(R, SCT__R_V(1))); return;
    case SCT__M_OP_MPI_Session_call_errhandler: /* (session, errorcode), as sct__r_call_errh */
        n = sct__r_errcode(R, SCT__R_V(1));
        sct__r_calling = 1;
        MPI_Session_call_errhandler(s, n);
        sct__r_calling = 0;
        return;
    case SCT__M_OP_MPI_Session_create_errhandler: case SCT__M_OP_MPI_Session_get_errhandler:
        if (op == SCT__M_OP_MPI_Session_create_errhandler)
            MPI_Session_create_errhandler(sct__r_session_err, &e);
        else
            MPI_Session_get_errhandler(s, &e);
        if (e != MPI_ERRHANDLER_NULL && SCT__R_V(!fresh) != SCT_NONE)
            sct__r_put(&R->S->errhs, SCT__R_V(!fresh), &e, sizeof e);
        return;
    case SCT__M_OP_MPI_Group_from_session_pset:
        if (SCT__R_V(1) != 0 && SCT__R_V(1) != 1) {
            sct__r_fatal(R, "MPI_Group_from_session_pset: the trace names a process set other than mpi://WORLD "
                            "and mpi://SELF, which it does not record");
            return;
        }
        if (MPI_Group_from_session_pset(s, psets[SCT__R_V(1)], &g) == MPI_SUCCESS)
            sct__r_put(&R->S->groups, SCT__R_V(2), &g, sizeof g);
        return;
    }
    if (info != MPI_INFO_NULL) /* untraced: the run's free, if any, is an MPI_Info_ call of its own */
        PMPI_Info_free(&info);
}

static void sct__r_from_groups(sct__r *R, int op)
{
    int inter = op == SCT__M_OP_MPI_Intercomm_create_from_groups, kc = inter ? 5 : 2;
    MPI_Group g = sct__r_group(R, SCT__R_V(0)), rg = inter ? sct__r_group(R, SCT__R_V(2)) : MPI_GROUP_NULL;
    MPI_Errhandler e = sct__r_errh(R, SCT__R_V(kc - 1));
    MPI_Comm c = MPI_COMM_NULL;
    char tag[64];
    if (R->failed)
        return;
    snprintf(tag, sizeof tag, "sctrace-replay.%lld", (long long)SCT__R_V(kc));
    if (inter)
        MPI_Intercomm_create_from_groups(g, (int)SCT__R_V(1), rg, (int)SCT__R_V(3), tag, MPI_INFO_NULL, e, &c);
    else
        MPI_Comm_create_from_group(g, tag, MPI_INFO_NULL, e, &c);
    sct__r_newcomm(R, SCT__R_V(kc), c);
}

/* The large-count datatype constructors, with their twins' parameters:
   (count, [blocklength(s),] [stride | displacements,] oldtype | types, newtype),
   MPI_Type_create_resized_c (oldtype, lb, extent, newtype), _subarray_c and
   _darray_c as their twins. */
static void sct__r_type_c(sct__r *R, int op)
{
    MPI_Datatype t = MPI_DATATYPE_NULL, old = MPI_DATATYPE_NULL, *types = NULL;
    MPI_Count *a = NULL, *b = NULL, *c = NULL, n = SCT__R_V(0);
    int i, last = R->na - 1;
    if (op == SCT__M_OP_MPI_Type_create_struct_c) {
        types = (MPI_Datatype *)malloc((size_t)SCT__R_LEN(3) * sizeof(MPI_Datatype) + 8);
        for (i = 0; types && i < SCT__R_LEN(3); i++)
            types[i] = sct__r_type(R, SCT__R_ARR(3)[i]);
    } else {
        old = sct__r_type(R, SCT__R_V(op == SCT__M_OP_MPI_Type_create_resized_c ? 0 : last - 1));
    }
    if (R->failed || (op == SCT__M_OP_MPI_Type_create_struct_c && !types)) {
        free(types);
        return;
    }
    switch (op) {
    case SCT__M_OP_MPI_Type_contiguous_c: MPI_Type_contiguous_c(n, old, &t); break;
    case SCT__M_OP_MPI_Type_vector_c: MPI_Type_vector_c(n, SCT__R_V(1), SCT__R_V(2), old, &t); break;
    case SCT__M_OP_MPI_Type_create_hvector_c: MPI_Type_create_hvector_c(n, SCT__R_V(1), SCT__R_V(2), old, &t); break;
    case SCT__M_OP_MPI_Type_create_resized_c: MPI_Type_create_resized_c(old, SCT__R_V(1), SCT__R_V(2), &t); break;
    case SCT__M_OP_MPI_Type_indexed_c: case SCT__M_OP_MPI_Type_create_hindexed_c:
    case SCT__M_OP_MPI_Type_create_struct_c:
        a = sct__r_carr(R, 1), b = sct__r_carr(R, 2), n = SCT__R_LEN(1);
        if (op == SCT__M_OP_MPI_Type_indexed_c)
            MPI_Type_indexed_c(n, a, b, old, &t);
        else if (op == SCT__M_OP_MPI_Type_create_hindexed_c)
            MPI_Type_create_hindexed_c(n, a, b, old, &t);
        else
            MPI_Type_create_struct_c(n, a, b, types, &t);
        break;
    case SCT__M_OP_MPI_Type_create_subarray_c:
        a = sct__r_carr(R, 1), b = sct__r_carr(R, 2), c = sct__r_carr(R, 3);
        if (SCT__R_LEN(1) >= n && SCT__R_LEN(2) >= n && SCT__R_LEN(3) >= n)
            MPI_Type_create_subarray_c((int)n, a, b, c, sct__r_const(R, SCT_CONST_ORDER, SCT__R_V(4)), old, &t);
        break;
    case SCT__M_OP_MPI_Type_create_darray_c: t = sct__r_darray(R, op); break;
    case SCT__M_OP_MPI_Type_create_indexed_block_c: case SCT__M_OP_MPI_Type_create_hindexed_block_c:
        b = sct__r_carr(R, 2), n = SCT__R_LEN(2);
        if (op == SCT__M_OP_MPI_Type_create_indexed_block_c)
            MPI_Type_create_indexed_block_c(n, SCT__R_V(1), b, old, &t);
        else
            MPI_Type_create_hindexed_block_c(n, SCT__R_V(1), b, old, &t);
        break;
    }
    free(a), free(b), free(c), free(types);
    if (t != MPI_DATATYPE_NULL && SCT__R_V(last) != SCT_NONE)
        sct__r_put(&R->S->dtypes, SCT__R_V(last), &t, sizeof t);
}

/* The MPI-4.0 calls other than the large-count forms of MPI-3.1 ones,
   which sct__r_exact replays where their twins go: the large-count
   datatype constructors, then by the twin (a call and its "_c" form). */
static int sct__r_mpi4(sct__r *R, int op)
{
    switch (op) {
    case SCT__M_OP_MPI_Type_contiguous_c: case SCT__M_OP_MPI_Type_vector_c: case SCT__M_OP_MPI_Type_create_hvector_c:
    case SCT__M_OP_MPI_Type_create_resized_c: case SCT__M_OP_MPI_Type_indexed_c:
    case SCT__M_OP_MPI_Type_create_hindexed_c: case SCT__M_OP_MPI_Type_create_struct_c:
    case SCT__M_OP_MPI_Type_create_indexed_block_c: case SCT__M_OP_MPI_Type_create_hindexed_block_c:
    case SCT__M_OP_MPI_Type_create_subarray_c: case SCT__M_OP_MPI_Type_create_darray_c:
        sct__r_type_c(R, op);
        return 0;
    case SCT__M_OP_MPI_Info_create_env: case SCT__M_OP_MPI_Info_get_string: return sct__r_info_op(R, op);
    }
    switch (SCT__R_TWIN(op)) {
    case SCT__M_OP_MPI_Isendrecv: case SCT__M_OP_MPI_Isendrecv_replace: sct__r_isendrecv(R, op); return 0;
    case SCT__M_OP_MPI_Psend_init: case SCT__M_OP_MPI_Precv_init: case SCT__M_OP_MPI_Pready:
    case SCT__M_OP_MPI_Pready_range: case SCT__M_OP_MPI_Pready_list: case SCT__M_OP_MPI_Parrived:
        sct__r_partitioned(R, op);
        return 0;
    case SCT__M_OP_MPI_Session_init: case SCT__M_OP_MPI_Session_finalize: case SCT__M_OP_MPI_Session_get_num_psets:
    case SCT__M_OP_MPI_Session_get_nth_pset: case SCT__M_OP_MPI_Session_get_info:
    case SCT__M_OP_MPI_Group_from_session_pset: case SCT__M_OP_MPI_Session_create_errhandler:
    case SCT__M_OP_MPI_Session_set_errhandler: case SCT__M_OP_MPI_Session_get_errhandler:
        sct__r_session_op(R, op);
        return 0;
    case SCT__M_OP_MPI_Session_call_errhandler:
        if (R->na < 2)
            return 1;
        sct__r_session_op(R, op);
        return 0;
    case SCT__M_OP_MPI_Register_datarep: return sct__r_datarep(R, op); /* the _c one */
    case SCT__M_OP_MPI_T_category_get_num_events: case SCT__M_OP_MPI_T_category_get_events:
    case SCT__M_OP_MPI_T_event_get_num: case SCT__M_OP_MPI_T_event_get_index: case SCT__M_OP_MPI_T_event_get_info:
    case SCT__M_OP_MPI_T_source_get_num: case SCT__M_OP_MPI_T_source_get_info:
    case SCT__M_OP_MPI_T_source_get_timestamp:
        return sct__r_tool4(op);
    case SCT__M_OP_MPI_Session_get_pset_info: /* (session, pset): one the tracer can name, else skipped */
        if (SCT__R_V(1) != 0 && SCT__R_V(1) != 1)
            return 1;
        sct__r_session_op(R, op);
        return 0;
    case SCT__M_OP_MPI_Comm_create_from_group: case SCT__M_OP_MPI_Intercomm_create_from_groups:
        sct__r_from_groups(R, op);
        return 0;
    case SCT__M_OP_MPI_Comm_idup_with_info: sct__r_comm_op(R, op); return 0;
    case SCT__M_OP_MPI_Barrier_init: case SCT__M_OP_MPI_Bcast_init: case SCT__M_OP_MPI_Reduce_init:
    case SCT__M_OP_MPI_Allreduce_init: case SCT__M_OP_MPI_Scan_init: case SCT__M_OP_MPI_Exscan_init:
    case SCT__M_OP_MPI_Reduce_scatter_block_init:
        sct__r_coll1(R, op);
        return 0;
    case SCT__M_OP_MPI_Gather_init: case SCT__M_OP_MPI_Scatter_init: case SCT__M_OP_MPI_Allgather_init:
    case SCT__M_OP_MPI_Alltoall_init: case SCT__M_OP_MPI_Neighbor_allgather_init:
    case SCT__M_OP_MPI_Neighbor_alltoall_init:
        sct__r_coll2(R, op);
        return 0;
    case SCT__M_OP_MPI_Gatherv_init: case SCT__M_OP_MPI_Allgatherv_init: case SCT__M_OP_MPI_Scatterv_init:
    case SCT__M_OP_MPI_Alltoallv_init: case SCT__M_OP_MPI_Neighbor_allgatherv_init:
    case SCT__M_OP_MPI_Neighbor_alltoallv_init:
        sct__r_collv(R, op);
        return 0;
    case SCT__M_OP_MPI_Reduce_scatter_init: sct__r_redscat(R, op); return 0;
    case SCT__M_OP_MPI_Alltoallw_init: case SCT__M_OP_MPI_Neighbor_alltoallw_init: sct__r_alltoallw(R, op); return 0;
    }
    return 1;
}
#endif /* MPI_VERSION >= 4 */

#if !defined(OPEN_MPI) || OMPI_ENABLE_MPI1_COMPAT
/* The deprecated MPI-1 calls, recorded like their MPI-2 replacements:
   MPI_Type_hvector, MPI_Type_hindexed and MPI_Type_struct rebuild their
   datatypes, the queries ask about a datatype or a local of the replay's. */
static int sct__r_mpi1(sct__r *R, int op)
{
    MPI_Datatype t = MPI_DATATYPE_NULL, *types = NULL;
    MPI_Errhandler e = MPI_ERRHANDLER_NULL;
    MPI_Aint a = 0;
    int i, n = 0, *tmp = NULL, k = op == SCT__M_OP_MPI_Type_hvector || op == SCT__M_OP_MPI_Type_hindexed ? 3 : 0;
    switch (op) {
    case SCT__M_OP_MPI_Address: MPI_Address(&n, &a); return 0;
    case SCT__M_OP_MPI_Type_extent: case SCT__M_OP_MPI_Type_lb: case SCT__M_OP_MPI_Type_ub:
    case SCT__M_OP_MPI_Type_hvector: case SCT__M_OP_MPI_Type_hindexed:
        t = sct__r_type(R, SCT__R_V(k));
        break;
    case SCT__M_OP_MPI_Type_struct:
        n = SCT__R_LEN(3);
        types = (MPI_Datatype *)malloc((size_t)n * sizeof(MPI_Datatype) + 8);
        for (i = 0; types && i < n; i++)
            types[i] = sct__r_type(R, SCT__R_ARR(3)[i]);
        break;
    case SCT__M_OP_MPI_Errhandler_create: MPI_Errhandler_create(sct__r_comm_err, &e); break;
    case SCT__M_OP_MPI_Errhandler_get: case SCT__M_OP_MPI_Errhandler_set:
        sct__r_comm(R, SCT__R_V(0));
        break;
    default:
        return 1;
    }
    if (R->failed) {
        free(types);
        return 0;
    }
    switch (op) {
    case SCT__M_OP_MPI_Type_extent: MPI_Type_extent(t, &a); return 0;
    case SCT__M_OP_MPI_Type_lb: MPI_Type_lb(t, &a); return 0;
    case SCT__M_OP_MPI_Type_ub: MPI_Type_ub(t, &a); return 0;
    case SCT__M_OP_MPI_Type_hvector:
        MPI_Type_hvector((int)SCT__R_V(0), (int)SCT__R_V(1), (MPI_Aint)SCT__R_V(2), t, &t);
        break;
    case SCT__M_OP_MPI_Type_hindexed: case SCT__M_OP_MPI_Type_struct:
        n = SCT__R_LEN(1);
        if ((tmp = (int *)malloc((size_t)n * sizeof(int) + 8)) == NULL)
            sct__r_oom((size_t)n * sizeof(int));
        if (op == SCT__M_OP_MPI_Type_hindexed)
            MPI_Type_hindexed(n, sct__r_iarr(R, 1, tmp), sct__r_aints(R, 2, 0), t, &t);
        else if (types)
            MPI_Type_struct(n, sct__r_iarr(R, 1, tmp), sct__r_aints(R, 2, 0), types, &t);
        free(tmp);
        free(types);
        break;
    case SCT__M_OP_MPI_Errhandler_set:
        MPI_Errhandler_set(sct__r_comm(R, SCT__R_V(0)), sct__r_errh(R, SCT__R_V(1)));
        return 0;
    case SCT__M_OP_MPI_Errhandler_get: MPI_Errhandler_get(sct__r_comm(R, SCT__R_V(0)), &e); break;
    }
    if (op == SCT__M_OP_MPI_Errhandler_create || op == SCT__M_OP_MPI_Errhandler_get) {
        k = op == SCT__M_OP_MPI_Errhandler_get;
        if (e != MPI_ERRHANDLER_NULL && SCT__R_V(k) != SCT_NONE)
            sct__r_put(&R->S->errhs, SCT__R_V(k), &e, sizeof e);
    } else if (t != MPI_DATATYPE_NULL && SCT__R_V(4) != SCT_NONE) {
        sct__r_put(&R->S->dtypes, SCT__R_V(4), &t, sizeof t);
    }
    return 0;
}
#endif

/* A call of the MPI-4.0 and MPI-1 groups: 0 done, 1 not replayable. */
static int sct__r_more(sct__r *R, int op)
{
#if MPI_VERSION >= 4
    if (!sct__r_mpi4(R, op))
        return 0;
#endif
#if !defined(OPEN_MPI) || OMPI_ENABLE_MPI1_COMPAT
    if (!sct__r_mpi1(R, op))
        return 0;
#endif
    (void)R, (void)op;
    return 1;
}

/* Whether the trace calls a function this build's MPI lacks (a trace of
   MPICH's MPI_Send_c replayed under Open MPI 4.1): it says which, and the
   replay refuses the trace before it starts. */
static int sct__r_lacks(sct__r *R, const char *path)
{
    int t;
    for (t = 0; t < sct_reader_ntraces(R->rd); t++) {
        sct_trace_info ti;
        sct_node_info ni;
        uint32_t id;
        if (sct_reader_trace(R->rd, t, &ti) != SCT_OK)
            continue;
        for (id = 0; id < ti.nodes; id++)
            if (sct_reader_trace_node(R->rd, t, id, &ni) == SCT_OK && ni.kind == SCT_NODE_LEAF && ni.op >= 0 &&
                ni.op < R->ft->nops && R->ops[ni.op] >= 0 && sct__m_op_absent(R->ops[ni.op])) {
                fprintf(stderr, "sctrace-replay: %s calls %s, which the MPI this replay is built with (MPI %d.%d) "
                                "does not have\n", path, R->ft->ops[ni.op].name, MPI_VERSION, MPI_SUBVERSION);
                return 1;
            }
    }
    return 0;
}

/* The block an MPI_Free_mem frees (the trace holds no address): the newest
   the calling thread allocated, else the newest (NULL: none). */
static void *sct__r_mem_take(sct__r *R)
{
    size_t i;
    void *p = NULL;
    sct__r_lock();
    for (i = R->S->nmem; i > 0 && R->S->mem[i - 1].thread != R->thread; i--)
        ;
    if (!i)
        i = R->S->nmem;
    if (i) {
        p = R->S->mem[i - 1].p;
        memmove(&R->S->mem[i - 1], &R->S->mem[i], (R->S->nmem - i) * sizeof *R->S->mem);
        R->S->nmem--;
    }
    sct__r_unlock();
    return p;
}

/* Memory and cancellation: MPI_Alloc_mem (size) allocates as much;
   MPI_Free_mem, which records no address, frees the newest allocation still
   held (the calls and their sizes are the run's; which block goes is not
   recorded and changes nothing another call sees). MPI_Test_cancelled asks
   about a status of no cancelled request. */
static void sct__r_memory(sct__r *R, int op)
{
    void *p = NULL;
    int flag;
    MPI_Status st;
    size_t cap = R->S->capmem * sizeof *R->S->mem;
    switch (op) {
    case SCT__M_OP_MPI_Alloc_mem:
        if (MPI_Alloc_mem((MPI_Aint)SCT__R_V(0), MPI_INFO_NULL, &p) != MPI_SUCCESS)
            return;
        sct__r_lock();
        R->S->mem = (sct__r_mem *)sct__r_grow(R->S->mem, &cap, (R->S->nmem + 1) * sizeof *R->S->mem, 0);
        R->S->capmem = cap / sizeof *R->S->mem;
        R->S->mem[R->S->nmem].p = p;
        R->S->mem[R->S->nmem++].thread = R->thread;
        sct__r_unlock();
        return;
    case SCT__M_OP_MPI_Free_mem:
        MPI_Free_mem(sct__r_mem_take(R));
        return;
    case SCT__M_OP_MPI_Test_cancelled:
        memset(&st, 0, sizeof st);
        MPI_Test_cancelled(&st, &flag);
        return;
    }
}

/* Generalized requests: MPI_Grequest_start (request) makes one whose
   callbacks report an empty status and free nothing; MPI_Grequest_complete
   (request) completes it where the run did, so the waits and tests around
   it see what the run's saw. */
static int sct__r_gq_query(void *extra, MPI_Status *st)
{
    (void)extra;
    PMPI_Status_set_elements(st, MPI_BYTE, 0);
    PMPI_Status_set_cancelled(st, 0);
    st->MPI_SOURCE = MPI_UNDEFINED;
    st->MPI_TAG = MPI_UNDEFINED;
    return MPI_SUCCESS;
}
static int sct__r_gq_free(void *extra) { (void)extra; return MPI_SUCCESS; }
static int sct__r_gq_cancel(void *extra, int done) { (void)extra, (void)done; return MPI_SUCCESS; }

static void sct__r_grequest(sct__r *R, int op)
{
    MPI_Request q = MPI_REQUEST_NULL;
    if (op == SCT__M_OP_MPI_Grequest_start) {
        MPI_Grequest_start(sct__r_gq_query, sct__r_gq_free, sct__r_gq_cancel, NULL, &q);
        sct__r_newreq(R, 0, q);
    } else if (sct__r_get(&R->S->reqs, SCT__R_V(0), &q, sizeof q)) {
        MPI_Grequest_complete(q);
    } else if (!R->failed) {
        sct__r_fatal(R, "generalized request %lld is unknown to the replay", (long long)SCT__R_V(0));
    }
}

/* The MPI-1 attribute calls, which MPI-4.1 still has (deprecated): keys
   made by MPI_Keyval_create copy the value on a dup, as the MPI-2 ones of
   sct__r_keyval_op do; MPI_Attr_put, _get and _delete (comm, keyval) go
   through sct__r_comm_attr's logic under their own names. */
static int sct__r_attr_copy(MPI_Comm c, int k, void *extra, void *in, void *out, int *flag)
{
    (void)c, (void)k, (void)extra;
    *(void **)out = in;
    *flag = 1;
    return MPI_SUCCESS;
}
static int sct__r_attr_del(MPI_Comm c, int k, void *v, void *extra)
{
    (void)c, (void)k, (void)v, (void)extra;
    return MPI_SUCCESS;
}

/* Making the deprecated calls the run made is the point here. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static void sct__r_attr1(sct__r *R, int op)
{
    int k = MPI_KEYVAL_INVALID, flag = 0;
    void *v = NULL;
    MPI_Comm c;
    if (op == SCT__M_OP_MPI_Keyval_create) {
        MPI_Keyval_create(sct__r_attr_copy, sct__r_attr_del, &k, NULL);
        if (SCT__R_V(0) != SCT_NONE)
            sct__r_put(&R->S->keyvals, SCT__R_V(0), &k, sizeof k);
        return;
    }
    if (op == SCT__M_OP_MPI_Keyval_free) {
        k = sct__r_keyval(R, SCT__R_V(0));
        if (!R->failed)
            MPI_Keyval_free(&k); /* the key keeps its id, as above */
        return;
    }
    c = sct__r_comm(R, SCT__R_V(0));
    k = sct__r_keyval(R, SCT__R_V(1));
    if (R->failed)
        return;
    if (op == SCT__M_OP_MPI_Attr_put) {
        MPI_Attr_put(c, k, (void *)R);
    } else if (op == SCT__M_OP_MPI_Attr_get) {
        MPI_Attr_get(c, k, &v, &flag);
    } else {
        if (PMPI_Comm_get_attr(c, k, &v, &flag) == MPI_SUCCESS && !flag)
            PMPI_Comm_set_attr(c, k, (void *)R);
        MPI_Attr_delete(c, k);
    }
}
#pragma GCC diagnostic pop

/* MPI_Buffer_attach (size), MPI_Buffer_detach, MPI_Pack_size (bytes, type,
   comm), and their large-count forms. */
static void sct__r_buffer(sct__r *R, int op)
{
    int b = SCT__R_TWIN(op), n = 0, rc = MPI_SUCCESS;
    MPI_Datatype dt = b == SCT__M_OP_MPI_Pack_size ? sct__r_type(R, SCT__R_V(1)) : MPI_DATATYPE_NULL;
    MPI_Comm comm = b == SCT__M_OP_MPI_Pack_size ? sct__r_comm(R, SCT__R_V(2)) : MPI_COMM_NULL;
    MPI_Count c = 0;
    void *p = NULL;
    if (R->failed)
        return;
    if (b == SCT__M_OP_MPI_Buffer_attach)
        p = sct__r_alloc((size_t)SCT__R_V(0) + 1, 0);
    switch (op) {
    SCT__R_BOTH(Buffer_attach, p, (int)SCT__R_V(0))
    case SCT__M_OP_MPI_Pack_size: rc = MPI_Pack_size(sct__r_count(SCT__R_V(0), dt), dt, comm, &n); break;
    SCT__R_LARGE(case SCT__M_OP_MPI_Pack_size_c: rc = MPI_Pack_size_c(sct__r_count(SCT__R_V(0), dt), dt, comm, &c); break;)
    case SCT__M_OP_MPI_Buffer_detach: rc = MPI_Buffer_detach(&p, &n); break;
    SCT__R_LARGE(case SCT__M_OP_MPI_Buffer_detach_c: rc = MPI_Buffer_detach_c(&p, &c); break;)
    }
    if (b == SCT__M_OP_MPI_Buffer_detach && rc == MPI_SUCCESS)
        free(p); /* the buffer an attach of the replay's allocated */
    (void)c;
}

/* One call of this rank, as recorded: 0 done, 1 not replayable (skipped).
   A large-count "_c" call goes where its int twin goes (the code there
   tells them apart), but for the MPI-4.0 ones sct__r_mpi4 replays first. */
static int sct__r_exact1(sct__r *R, int op)
{
    if (SCT__R_BIG(op) && !sct__r_more(R, op))
        return 0;
    switch (SCT__R_TWIN(op)) {
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
    case SCT__M_OP_MPI_Request_get_status: case SCT__M_OP_MPI_Status_set_cancelled:
    case SCT__M_OP_MPI_Status_set_elements: case SCT__M_OP_MPI_Status_set_elements_x:
        return sct__r_status_op(R, op);
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
    case SCT__M_OP_MPI_Type_create_darray: case SCT__M_OP_MPI_Type_create_f90_real:
    case SCT__M_OP_MPI_Type_create_f90_complex: case SCT__M_OP_MPI_Type_create_f90_integer:
        sct__r_type_op(R, op);
        return 0;
    case SCT__M_OP_MPI_Type_get_contents: sct__r_get_contents(R, op); return 0;
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
    case SCT__M_OP_MPI_Info_create: case SCT__M_OP_MPI_Info_dup: case SCT__M_OP_MPI_Info_free:
    case SCT__M_OP_MPI_Info_set: case SCT__M_OP_MPI_Info_delete: case SCT__M_OP_MPI_Info_get:
    case SCT__M_OP_MPI_Info_get_valuelen: case SCT__M_OP_MPI_Info_get_nkeys: case SCT__M_OP_MPI_Info_get_nthkey:
        return sct__r_info_op(R, op);
    case SCT__M_OP_MPI_Comm_get_info: case SCT__M_OP_MPI_Comm_set_info: case SCT__M_OP_MPI_Win_get_info:
    case SCT__M_OP_MPI_Win_set_info:
        return sct__r_comm_info(R, op);
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
    case SCT__M_OP_MPI_Buffer_detach: case SCT__M_OP_MPI_Pack_size: case SCT__M_OP_MPI_Buffer_attach:
        sct__r_buffer(R, op);
        return 0;
    case SCT__M_OP_sctrace_marker: sct__m_marker_value(SCT__R_V(0)); return 0;
    case SCT__M_OP_MPI_Alloc_mem: case SCT__M_OP_MPI_Free_mem: case SCT__M_OP_MPI_Test_cancelled:
        sct__r_memory(R, op);
        return 0;
    case SCT__M_OP_MPI_Grequest_start: case SCT__M_OP_MPI_Grequest_complete: sct__r_grequest(R, op); return 0;
    case SCT__M_OP_MPI_Add_error_class: case SCT__M_OP_MPI_Add_error_code: case SCT__M_OP_MPI_Add_error_string:
    case SCT__M_OP_MPI_Error_class: case SCT__M_OP_MPI_Error_string:
        return sct__r_errors(R, op);
    case SCT__M_OP_MPI_Comm_call_errhandler: case SCT__M_OP_MPI_Win_call_errhandler:
    case SCT__M_OP_MPI_File_call_errhandler:
        return sct__r_call_errh(R, op);
    case SCT__M_OP_MPI_Register_datarep: return sct__r_datarep(R, op);
    case SCT__M_OP_MPI_T_category_changed: case SCT__M_OP_MPI_T_category_get_categories:
    case SCT__M_OP_MPI_T_category_get_cvars: case SCT__M_OP_MPI_T_category_get_index:
    case SCT__M_OP_MPI_T_category_get_info: case SCT__M_OP_MPI_T_category_get_num:
    case SCT__M_OP_MPI_T_category_get_pvars: case SCT__M_OP_MPI_T_cvar_get_index: case SCT__M_OP_MPI_T_cvar_get_info:
    case SCT__M_OP_MPI_T_cvar_get_num: case SCT__M_OP_MPI_T_cvar_handle_alloc: case SCT__M_OP_MPI_T_cvar_handle_free:
    case SCT__M_OP_MPI_T_cvar_read: case SCT__M_OP_MPI_T_cvar_write: case SCT__M_OP_MPI_T_enum_get_info:
    case SCT__M_OP_MPI_T_enum_get_item: case SCT__M_OP_MPI_T_finalize: case SCT__M_OP_MPI_T_init_thread:
    case SCT__M_OP_MPI_T_pvar_get_index: case SCT__M_OP_MPI_T_pvar_get_info: case SCT__M_OP_MPI_T_pvar_get_num:
    case SCT__M_OP_MPI_T_pvar_handle_alloc: case SCT__M_OP_MPI_T_pvar_handle_free: case SCT__M_OP_MPI_T_pvar_read:
    case SCT__M_OP_MPI_T_pvar_readreset: case SCT__M_OP_MPI_T_pvar_reset: case SCT__M_OP_MPI_T_pvar_session_create:
    case SCT__M_OP_MPI_T_pvar_session_free: case SCT__M_OP_MPI_T_pvar_start: case SCT__M_OP_MPI_T_pvar_stop:
    case SCT__M_OP_MPI_T_pvar_write:
        return sct__r_tool(R, op);
    case SCT__M_OP_MPI_Keyval_create: case SCT__M_OP_MPI_Keyval_free: case SCT__M_OP_MPI_Attr_put:
    case SCT__M_OP_MPI_Attr_get: case SCT__M_OP_MPI_Attr_delete:
        sct__r_attr1(R, op);
        return 0;
    }
    return sct__r_more(R, op);
}

/* One call of an exact trace, its MPI_BOTTOM buffers made so (sct__r_bottom). */
static int sct__r_exact(sct__r *R, int op)
{
    int rc;
    R->bot = sct__r_bottom(R, op);
    rc = R->failed ? 0 : sct__r_exact1(R, op);
    R->bot = 0;
    return rc;
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
    return sct__r_get(&R->S->comms, id, comm, sizeof *comm);
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
        return sct__r_get(&R->S->groups, SCT__R_V(0), &g, sizeof g);
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
    if (sct__r_get(&R->S->groups, SCT__R_V(1), &g, sizeof g))
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

/* Whether two members' calls are the same collective (op, types, root). */
static int sct__r_same_coll(const sct__r_coll *a, const sct__r_coll *b)
{
    return a->op == b->op && a->dt == b->dt && a->rop == b->rop && a->root == b->root;
}

/* How many of the last calls on g are the same collectives on every member,
   at most g->min: the calls after a loop whose trip counts were drawn per
   rank (the final reductions of a time-step code), kept in the agreement. */
static uint32_t sct__r_common_tail(const sct__r *R, const sct__r_cgrp *g, int lead)
{
    uint32_t s;
    int r;
    for (s = 0; s < g->min; s++)
        for (r = 0; r < R->size; r++)
            if (g->ncall[r] &&
                !sct__r_same_coll(&g->call[r][g->ncall[r] - 1 - s], &g->call[lead][g->ncall[lead] - 1 - s]))
                return s;
    return s;
}

/* Member r's call that is agreed call k on g: the k-th of the first
   min - tail, then the last tail ones. */
static const sct__r_coll *sct__r_agreed_call(const sct__r_cgrp *g, int r, uint32_t k)
{
    uint32_t head = g->min - g->tail;
    return &g->call[r][k < head ? k : g->ncall[r] - (g->min - k)];
}

/* What all members of g agree on: min calls (the first the rank makes
   everywhere, the common tail kept), each at the last member's position. */
static void sct__r_agree(sct__r *R, sct__r_cgrp *g)
{
    int lead = -1, r;
    uint32_t k;
    g->min = UINT32_MAX;
    for (r = R->size - 1; r >= 0; r--)
        if (g->ncall[r]) {
            lead = r;
            if (g->ncall[r] < g->min)
                g->min = g->ncall[r];
        }
    if (lead < 0)
        g->min = 0;
    g->tail = lead < 0 ? 0 : sct__r_common_tail(R, g, lead);
    g->agree = (sct__r_coll *)calloc((size_t)g->min + 1, sizeof(sct__r_coll));
    for (k = 0; g->agree && k < g->min; k++) {
        g->agree[k] = *sct__r_agreed_call(g, lead, k);
        for (r = 0; r < R->size; r++)
            if (g->ncall[r] && sct__r_agreed_call(g, r, k)->T > g->agree[k].T)
                g->agree[k].T = sct__r_agreed_call(g, r, k)->T;
    }
}

/* Scheduling pass: where and how each member makes each collective; then
   what all members agree on. */
static int sct__r_schedule(sct__r *R, const sct_walk_desc *d)
{
    sct_walk *w = NULL;
    sct_walk_event ev;
    uint32_t i;
    int got = 0;
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
    for (i = 0; i < R->ncg; i++)
        sct__r_agree(R, &R->cg[i]);
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
    uint32_t k = g->next++, i, n = g->ncall[R->me], head = g->min - g->tail;
    size_t cap = R->capdef * sizeof *R->def;
    sct__r_coll c;
    if (g->agree && k >= head && k >= n - g->tail)
        k = g->min - (n - k); /* one of the common tail */
    else if (k >= head)
        k = g->min; /* beyond what every member makes */
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
                                 MPI_UINT32_T, MPI_UINT64_T, MPI_AINT, MPI_OFFSET, MPI_COUNT, MPI_INTEGER,
                                 MPI_INTEGER1, MPI_INTEGER2, MPI_INTEGER4, MPI_INTEGER8};
    const MPI_Datatype reals[] = {MPI_FLOAT, MPI_DOUBLE, MPI_LONG_DOUBLE, MPI_REAL, MPI_DOUBLE_PRECISION,
                                  MPI_REAL4, MPI_REAL8, MPI_REAL16};
    const MPI_Datatype cplx[] = {MPI_C_FLOAT_COMPLEX, MPI_C_DOUBLE_COMPLEX, MPI_C_LONG_DOUBLE_COMPLEX,
                                 MPI_COMPLEX, MPI_DOUBLE_COMPLEX, MPI_COMPLEX8, MPI_COMPLEX16, MPI_COMPLEX32,
                                 MPI_CXX_FLOAT_COMPLEX, MPI_CXX_DOUBLE_COMPLEX, MPI_CXX_LONG_DOUBLE_COMPLEX};
    const MPI_Datatype pairs[] = {MPI_FLOAT_INT, MPI_DOUBLE_INT, MPI_LONG_INT, MPI_SHORT_INT, MPI_2INT,
                                  MPI_LONG_DOUBLE_INT, MPI_2INTEGER, MPI_2REAL, MPI_2DOUBLE_PRECISION};
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
        return integer || t == MPI_C_BOOL || t == MPI_LOGICAL || t == MPI_CXX_BOOL;
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
    if (c->dt < 0 || !sct__r_get(&R->S->dtypes, c->dt, dt, sizeof *dt) || PMPI_Type_size(*dt, &size) != MPI_SUCCESS ||
        size <= 0 || c->n < size || c->n % size != 0 ||
        (reduces && (c->rop < 0 || !sct__r_get(&R->S->rops, c->rop, rop, sizeof *rop) || !sct__r_op_fits(*dt, *rop)))) {
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

/* The key of handle id in parameter k of op (a communicator, datatype, op,
   other handle) in sct__r_mt.last; 0: not a handle it tracks. */
static uint64_t sct__r_mt_key(const sct_op *op, int k, int64_t id)
{
    int role = op->param_roles[k] & 0x7f, kind;
    if (role != SCT_ROLE_COMM && role != SCT_ROLE_DATATYPE && role != SCT_ROLE_REDOP && role != SCT_ROLE_HANDLE)
        return 0;
    kind = sct__r_mt_kind(role, op->param_names[k]);
    if ((kind == SCT__R_H_WIN || kind == SCT__R_H_FH) && id >= SCT__M_ORD_ONE)
        id &= SCT__M_ORD_ONE - 1; /* the id of a call the tracer ordered (sct__m_order) */
    return sct__r_mt_mkey(kind, id);
}

/* The calls that name a request that exists (the others that have a
   scalar request parameter make it). */
static int sct__r_names_request(int op)
{
    switch (op) {
    case SCT__M_OP_MPI_Cancel: case SCT__M_OP_MPI_Request_free: case SCT__M_OP_MPI_Start:
    case SCT__M_OP_MPI_Request_get_status: case SCT__M_OP_MPI_Grequest_complete: case SCT__M_OP_MPI_Parrived:
    case SCT__M_OP_MPI_Pready: case SCT__M_OP_MPI_Pready_list: case SCT__M_OP_MPI_Pready_range: return 1;
    }
    return 0;
}

/* The parameter of op that makes a handle other than a request (the id the
   run gave it: newcomm, newtype, newgroup, a constructor's last handle,
   a matched probe's message, the error handler a get may number), -1 none. */
static int sct__r_newp(const sct_op *o)
{
    static const char *const made[] = {"comm_cart", "comm_graph", "comm_dist_graph"};
    const char *n = o->name + (strncmp(o->name, "MPI_", 4) ? 0 : 4);
    size_t len = strlen(n);
    int k, i, last = -1;
    for (k = 0; k < o->nparams; k++) {
        int role = o->param_roles[k];
        if (role != SCT_ROLE_COMM && role != SCT_ROLE_DATATYPE && role != SCT_ROLE_REDOP && role != SCT_ROLE_HANDLE)
            continue;
        for (i = 0; i < 3 && strcmp(o->param_names[k], made[i]); i++)
            ;
        if (!strncmp(o->param_names[k], "new", 3) || i < 3)
            return k;
        last = k;
    }
    if (strstr(n, "_create") || strstr(n, "_open") || !strncmp(n, "Win_allocate", 12) || !strcmp(n, "Session_init") ||
        !strcmp(n, "Mprobe") || !strcmp(n, "Improbe") || (len > 6 && !strcmp(n + len - 6, "_group")) ||
        strstr(n, "_get_errhandler") || !strcmp(n, "Errhandler_get"))
        return last;
    return -1;
}

/* Event i of a thread's timeline names these handles: their last use so
   far; and makes these (made: their last making so far). newp: the file
   op's parameter that makes a handle (sct__r_newp), rt: its runtime op. */
static void sct__r_mt_names(const sct_op *op, const sct_event_out *ev, sct__m_htab *last, sct__m_htab *made,
                            int newp, int rt, uint64_t i)
{
    int k, at = 0, j, n, fresh;
    sct__m_hent *e;
    for (k = 0; k < op->nparams && at < ev->nvalues; k++) {
        int arr = (op->param_roles[k] & SCT_PARAM_ARRAY) != 0;
        uint64_t key;
        n = arr ? (int)ev->values[at++] : 1;
        if (!arr && (k == newp || (op->param_roles[k] == SCT_ROLE_REQUEST && !sct__r_names_request(rt))) &&
            (key = sct__r_mt_mkey(sct__r_mt_kind(op->param_roles[k], op->param_names[k]), ev->values[at])) &&
            (e = sct__m_hput(made, key, &fresh)))
            e->id = (int64_t)i;
        for (j = 0; j < n && at < ev->nvalues; j++, at++)
            if ((key = sct__r_mt_key(op, k, ev->values[at])) && (e = sct__m_hput(last, key, &fresh)))
                e->id = (int64_t)i;
    }
    if ((rt == SCT__M_OP_MPI_Comm_idup SCT__R_LARGE(|| rt == SCT__M_OP_MPI_Comm_idup_with_info)) &&
        (e = sct__m_hput(made, SCT__R_MADE_IDUP, &fresh)))
        e->id = (int64_t)i;
}

/* Where thread T's timeline names each handle last, and makes each last
   (a walk ahead of the replay). */
static int sct__r_mt_scan(sct__r *T, sct__m_htab *last, sct__m_htab *made)
{
    sct_walk_desc d;
    sct_walk *w = NULL;
    sct_walk_event ev;
    uint64_t i = 0;
    int got, k;
    int8_t *newp = (int8_t *)sct__r_alloc((size_t)T->ft->nops + 1, 0);
    for (k = 0; k < T->ft->nops; k++)
        newp[k] = (int8_t)sct__r_newp(&T->ft->ops[k]);
    memset(&d, 0, sizeof d);
    d.ranks = &T->me;
    d.nranks = 1;
    if (sct_walk_create(T->rd, &d, &w) != SCT_OK) {
        free(newp);
        return 0;
    }
    while ((got = sct_walk_next(w, &ev)) == 1)
        if (ev.kind != SCT_WALK_ITER_END) {
            if (ev.ev.op >= 0 && ev.ev.op < T->ft->nops)
                sct__r_mt_names(&T->ft->ops[ev.ev.op], &ev.ev, last, made, newp[ev.ev.op], T->ops[ev.ev.op], i);
            i++;
        }
    sct_walk_destroy(w);
    free(newp);
    return got == 0;
}

/* Thread R->thread replayed one more event: threads waiting for that look again. */
static void sct__r_mt_step(sct__r *R, uint64_t to)
{
    __atomic_store_n(&sct__r_mt.done[R->thread], to, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&sct__r_mt.watched, __ATOMIC_SEQ_CST)) {
        pthread_mutex_lock(&sct__r_mt.mu);
        sct__r_mt_changed();
        pthread_mutex_unlock(&sct__r_mt.mu);
    }
}

/* Several threads: a call that frees a handle (its first parameter) waits
   until every other thread has made its last call that names it: in the
   run they came first (a program joins its workers before it frees their
   communicators; using a freed handle is erroneous). */
static void sct__r_mt_frees(sct__r *R, int op)
{
    uint64_t key;
    int b;
    switch (op) {
    case SCT__M_OP_MPI_Comm_free: case SCT__M_OP_MPI_Type_free:
    case SCT__M_OP_MPI_Op_free: case SCT__M_OP_MPI_Group_free: case SCT__M_OP_MPI_Win_free:
    case SCT__M_OP_MPI_File_close: case SCT__M_OP_MPI_Info_free: case SCT__M_OP_MPI_Errhandler_free: break;
    default: return;
    }
    if (R->na < 1 || !(key = sct__r_mt_key(&sct__m_mpi_op_table.ops[op], 0, SCT__R_V(0))))
        return;
    pthread_mutex_lock(&sct__r_mt.mu);
    for (b = 0; b < sct__r_mt.n; b++) {
        const sct__m_hent *e = b == R->thread ? NULL : sct__m_hfind(&sct__r_mt.last[b], key);
        if (!e || (op == SCT__M_OP_MPI_Comm_free &&
                   sct__m_hfind(&sct__r_mt.made[b], sct__r_mt_mkey(SCT_ROLE_COMM, SCT__R_V(0)))))
            continue; /* b made a communicator of that id too (at once with this one): it names its own */
        __atomic_add_fetch(&sct__r_mt.watched, 1, __ATOMIC_SEQ_CST);
        while (__atomic_load_n(&sct__r_mt.done[b], __ATOMIC_SEQ_CST) <= (uint64_t)e->id && sct__r_mt_wait())
            ;
        __atomic_sub_fetch(&sct__r_mt.watched, 1, __ATOMIC_SEQ_CST);
    }
    pthread_mutex_unlock(&sct__r_mt.mu);
}

/* Several threads: a call that makes request id (its scalar request
   parameter) waits until the request the id stood for before is complete,
   on whichever thread completes it: in the run the id was free when the
   call was made (the tracer gives a site's lowest free id), and the traced
   replay must find it free as well (tests/threads.c cross). */
static void sct__r_mt_fresh(sct__r *R, int op)
{
    const sct_op *o = &sct__m_mpi_op_table.ops[op];
    int k;
    if (sct__r_names_request(op))
        return;
    for (k = 0; k < o->nparams && k < R->na; k++)
        if (o->param_roles[k] == SCT_ROLE_REQUEST && SCT__R_V(k) != SCT_NONE) {
            pthread_mutex_lock(&sct__r_mt.mu);
            while (sct__m_hfind(&R->S->reqs, (uint64_t)SCT__R_V(k)) && sct__r_mt_wait())
                ;
            pthread_mutex_unlock(&sct__r_mt.mu);
        }
}

/* Several threads: the new handle of the call takes the run's id (which of
   the threads numbered first is not recorded, so the tracer's next id, or
   the id the members agree on, may be another thread's in the replay). */
static void sct__r_mt_hint(sct__r *R, int op)
{
    int k = sct__r_mt.newp[op];
    if (k >= 0 && k < R->na && SCT__R_V(k) >= 0) {
        sct__m_hint.replay_new = SCT__R_V(k);
        sct__m_hint.replay_has_new = 1;
    }
}

/* The parameter of op that names the window or file whose calls the tracer
   counts (sct__m_p_win, sct__m_p_file: every one that names it but the one
   that makes it), -1 none. newp: op's parameter that makes a handle. */
static int sct__r_ordp(const sct_op *o, int newp)
{
    int k, kind;
    for (k = 0; k < o->nparams; k++) {
        if (k == newp || o->param_roles[k] != SCT_ROLE_HANDLE)
            continue;
        kind = sct__r_mt_kind(o->param_roles[k], o->param_names[k]);
        if (kind == SCT__R_H_WIN || kind == SCT__R_H_FH)
            return k;
    }
    return -1;
}

/* Several threads: the order of the calls on one window or file (issue 36
   item 4). Where several threads of the run's rank named it, the tracer
   recorded, on each call from the first such one on, how many calls on it
   came before (sct__m_order in sctrace_mpi.h): such a call waits until as
   many are made here, on whichever thread, so that a Put lands in the epoch
   (fence, lock/unlock, post/start/complete/wait) it landed in in the run and
   a split collective's end follows its begin. The calls on the window before
   another thread named it are its first thread's, in that thread's order.
   The call is then made on the id alone (R->ordid). Returns the key of its
   count (sct__r_mt_order_done), 0 when op names no such window or file. */
static uint64_t sct__r_mt_order(sct__r *R, int op)
{
    int k = sct__r_mt.ordp[op];
    int64_t v, n = -1;
    uint64_t key;
    const sct__m_hent *e;
    if (k < 0 || k >= R->na)
        return 0;
    v = SCT__R_V(k);
    if (v >= SCT__M_ORD_ONE) {
        n = v / SCT__M_ORD_ONE - 1;
        R->ordid = v & (SCT__M_ORD_ONE - 1);
        R->a[k] = &R->ordid;
        v = R->ordid;
    }
    if (!(key = sct__r_mt_key(&sct__m_mpi_op_table.ops[op], k, v)))
        return 0;
    if (n < 0)
        return key;
    pthread_mutex_lock(&sct__r_mt.mu);
    while (((e = sct__m_hfind(sct__r_mt.ord, key)) ? e->id : 0) != n)
        if (!sct__r_mt_wait()) {
            pthread_mutex_unlock(&sct__r_mt.mu);
            sct__r_fatal(R, "%s %lld: its call %lld waits for the calls before it, and no other thread can make them",
                         sct__r_mt_kind(SCT_ROLE_HANDLE, sct__m_mpi_op_table.ops[op].param_names[k]) == SCT__R_H_WIN
                             ? "window" : "file", (long long)v, (long long)n);
            return key;
        }
    pthread_mutex_unlock(&sct__r_mt.mu);
    return key;
}

/* A call on the window or file of count key (sct__r_mt_order) was made. */
static void sct__r_mt_order_done(uint64_t key)
{
    int fresh;
    sct__m_hent *e;
    pthread_mutex_lock(&sct__r_mt.mu);
    if ((e = sct__m_hput(sct__r_mt.ord, key, &fresh)) != NULL) {
        e->id = fresh ? 1 : e->id + 1;
        sct__r_mt_changed();
    }
    pthread_mutex_unlock(&sct__r_mt.mu);
}

static void sct__r_exact_call(sct__r *R, const sct_event_out *ev)
{
    uint64_t ord = 0;
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
    if (R->began)
        sct__r_turn_taken(R);
    if (sct__r_mt.on && !bad) {
        ord = sct__r_mt_order(R, op);
        sct__r_mt_fresh(R, op);
        sct__r_mt_frees(R, op);
        sct__r_mt_hint(R, op);
    }
    if (sct__r_mt.on) /* the site is the calling thread's */
        sct__m_tls_caller = 1 + (uint64_t)ev->site;
    else
        sct__m_rt.fake_pc = 1 + (uint64_t)ev->site;
    if (bad || sct__r_exact(R, op))
        R->skipped++, R->skip_by_op[ev->op]++;
    else
        R->bytes_sent += (double)sct__r_p2p_bytes(R, op);
    sct__m_rt.fake_pc = 0;
    sct__m_tls_caller = 0;
    sct__m_hint.replay_any = 0;
    sct__m_hint.replay_has_new = sct__m_hint.replay_has_named = 0;
    if (ord)
        sct__r_mt_order_done(ord);
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
    uint64_t nev = 0;
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
        if (sct__r_mt.on)
            sct__r_mt_step(R, ++nev);
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
        *required = ev.nvalues ? ev.values[0] : (int64_t)MPI_THREAD_SINGLE;
    }
    sct_iter_destroy(it);
    return got >= 0;
}

/* What a rank's threads share (freed once, by thread 0). */
static void sct__r_free_sh(sct__r *R)
{
    sct__r_sh *S = R->S;
    sct__m_hfree(&S->comms);
    sct__m_hfree(&S->dtypes);
    sct__m_hfree(&S->rops);
    sct__m_hfree(&S->groups);
    sct__m_hfree(&S->reqs);
    sct__m_hfree(&S->keyvals);
    sct__m_hfree(&S->errhs);
    sct__m_hfree(&S->sessions);
    sct__m_hfree(&S->infos);
    sct__m_hfree(&S->errcodes);
    sct__r_unkeep_all(R);
    free(S->mem); /* what the run never freed: MPI took it back at MPI_Finalize */
    while (S->nfile) { /* files the run left open: their scratch files go */
        sct__r_file_release(S->file[--S->nfile]);
        free(S->file[S->nfile]);
    }
    while (S->nkept) {
        unlink(S->kept[--S->nkept]);
        free(S->kept[S->nkept]);
    }
    free(S->kept);
    free(S->file);
    while (S->nwin) { /* windows the run left unfreed: MPI is finalized */
        sct__r_win_release(R, S->win[--S->nwin]);
        free(S->win[S->nwin]);
    }
    for (; S->npages; S->npages--)
        munmap((void *)S->pages[S->npages - 1][0], S->pages[S->npages - 1][1] - S->pages[S->npages - 1][0]);
    free(S->pages);
    free(S->win);
    free(S->msgs);
    free(S->idup);
}

/* What each replay thread has of its own. */
static void sct__r_free_own(sct__r *R)
{
    sct_reader_close(R->rd);
    free(R->tsess), free(R->tcvar), free(R->tpvar);
    free(R->blk);
    while (R->nxt)
        free(R->xt[--R->nxt].w2c);
    free(R->xt);
    free(R->skip_by_op);
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

static void sct__r_free(sct__r *R)
{
    sct__r_free_sh(R);
    free(R->ops);
    free(R->twin);
    sct__r_free_own(R);
}

/* ---- several threads a rank (a trace of MPI_THREAD_MULTIPLE) ----

   Each recorded thread of the rank replays its own timeline in a thread of
   its own (thread 0 in the one that initialised MPI), reading the file with
   a reader of its own (sct_reader_set_thread) and sharing the rank's tables
   (sct__r_sh, under sct__r_mt's lock): the ids a thread names may be made
   by another one (a communicator thread 0 made, a request another thread
   posted), and it waits for them (sct__r_need). Nothing else orders them,
   as nothing recorded did: the run completed, so threads that wait only for
   ids and for MPI's matching complete too. Traced, the replay's threads get
   the trace's numbers (sct__m_thr_cmp: the op and site of their first call,
   then the order of first calls) when they start in order: thread t makes
   its first call once the threads before it that have calls have been
   numbered by the tracer (sct__r_turn). A handle a thread makes takes the
   run's id (sct__r_mt_hint): which of two threads making handles at once
   numbered first is not recorded either. A thread waits for an id only
   while another thread has a call ahead that makes it (sct__r_mt_makeable,
   from a scan of every thread's timeline): else it fails, as a
   single-threaded replay does, instead of waiting for ever beside a
   thread blocked in MPI. */
typedef struct sct__r_thr {
    sct__r T;
    pthread_t tid;
    int began;  /* it made its first call, or waits for an id before it */
    int before; /* the threads 1 .. t - 1 with calls on this rank */
    const int *prev; /* thread t - 1's began (NULL: thread 1) */
    int traced;
} sct__r_thr;

/* Thread t's turn to start: after thread t - 1 began and the tracer numbered
   the threads before it (not signalled: looked at every 20 us, for at most
   a second, in case a first call is not traced). */
static void sct__r_turn(sct__r_thr *h)
{
    struct timespec nap = {0, 20000L};
    int i;
    pthread_mutex_lock(&sct__r_mt.mu);
    while (h->prev && !*h->prev)
        pthread_cond_wait(&sct__r_mt.cv, &sct__r_mt.mu);
    pthread_mutex_unlock(&sct__r_mt.mu);
    for (i = 0; h->traced && i < 50000 && __atomic_load_n(&sct__m_rt.nthr, __ATOMIC_ACQUIRE) < h->before; i++)
        nanosleep(&nap, NULL);
}

/* One replay thread is done: threads waiting for ids it might have made
   look again (sct__r_mt_wait). */
static void sct__r_mt_leave(sct__r *R, int *began)
{
    pthread_mutex_lock(&sct__r_mt.mu);
    sct__r_mt.live--;
    *began = 1;
    __atomic_store_n(&sct__r_mt.done[R->thread], UINT64_MAX, __ATOMIC_SEQ_CST);
    sct__r_mt_changed();
    pthread_mutex_unlock(&sct__r_mt.mu);
}

static void *sct__r_thread_main(void *p)
{
    sct__r_thr *h = (sct__r_thr *)p;
    int ok = 1;
    sct__r_tls_began = &h->began;
    sct__r_tls_thread = h->T.thread;
    sct__r_turn(h);
    sct__r_walk(&h->T, &ok);
    if (!ok)
        PMPI_Abort(MPI_COMM_WORLD, 2);
    sct__r_mt_leave(&h->T, &h->began);
    return NULL;
}

/* Thread t's replay: R's settings, a reader of its own on thread t. */
static int sct__r_thread_new(sct__r *R, int t, sct__r_thr *h)
{
    sct_read_desc rd;
    char err[512];
    const uint32_t *ids;
    int n = 0;
    sct__r *T = &h->T;
    memset(&rd, 0, sizeof rd);
    rd.seed = R->o->seed;
    rd.draw_timing = R->o->draw_times;
    T->S = R->S, T->o = R->o, T->out = R->out, T->mode = R->mode, T->me = R->me, T->size = R->size;
    T->lossless = R->lossless, T->consts = R->consts, T->other_mpi = R->other_mpi, T->ops = R->ops, T->twin = R->twin, T->world_group = R->world_group;
    T->iotok[0] = R->iotok[0], T->iotok[1] = R->iotok[1], T->nthreads = R->nthreads;
    T->began = &h->began;
    h->traced = R->o->trace_out != NULL;
    if (sct_reader_open(R->o->path, &rd, &T->rd, err, sizeof err) != SCT_OK ||
        sct_reader_set_thread(T->rd, t) != SCT_OK) {
        fprintf(stderr, "sctrace-replay: rank %d thread %d: %s\n", R->me, t, T->rd ? sct_reader_error(T->rd) : err);
        return 0;
    }
    T->ft = sct_reader_ops(T->rd);
    T->skip_by_op = (uint64_t *)sct__r_alloc(((size_t)T->ft->nops + 1) * sizeof(uint64_t), 1);
    if (sct_reader_root(T->rd, R->me, &ids, &n) == SCT_OK && n == 0)
        h->began = 1; /* no calls: no turn to wait for */
    return 1;
}

/* What thread h did, into R's report; then its own memory goes. */
static void sct__r_thread_end(sct__r *R, sct__r_thr *h)
{
    sct__r *T = &h->T;
    int i;
    pthread_join(h->tid, NULL);
    R->calls += T->calls, R->skipped += T->skipped;
    for (i = 0; i <= R->ft->nops && i <= T->ft->nops; i++)
        R->skip_by_op[i] += T->skip_by_op[i];
    R->bytes_sent += T->bytes_sent, R->trace_bytes_sent += T->trace_bytes_sent;
    R->failed |= T->failed;
    sct__r_free_own(T);
}

#ifdef MPICH_VERSION
/* How many files thread t's timeline names (sct__r_mt.last, after the
   scan); *key: one of them. */
static int sct__r_mt_files(int t, uint64_t *key)
{
    uint32_t i;
    int n = 0;
    const sct__m_htab *h = &sct__r_mt.last[t];
    for (i = 0; i < h->cap; i++)
        if (h->e[i].key != SCT__M_EMPTY && (h->e[i].key & 0x3f) == SCT__R_H_FH)
            n++, *key = h->e[i].key;
    return n;
}
#endif

/* Under MPICH (ROMIO), refuse a trace where two threads of this rank make
   calls on two files: ROMIO holds one lock of the process across a
   collective file call (MPI_File_open, _close, collective I/O), so two
   threads' calls at once, taken in another order on another rank, hang
   (each rank's lock holder waits in a collective for the other's;
   tests/threads.c's files mode hangs so under MPICH 4.0 without the tracer).
   The order of the run's threads is not recorded, so the replay cannot take
   them in one order on every rank. One file that several threads name is
   safe: its calls keep the run's order (sct__r_mt_order), and none of them
   happen at once (tests/threads.c fepochs). 1: refused (said). */
static int sct__r_mt_refuse_files(const sct__r *R)
{
#ifdef MPICH_VERSION
    int t, a = -1, na = 0, n;
    uint64_t first = 0, key = 0;
    for (t = 0; t < sct__r_mt.n; t++) {
        if (!(n = sct__r_mt_files(t, &key)))
            continue;
        if (a < 0) {
            a = t, na = n, first = key;
            continue;
        }
        if (na > 1 || n > 1 || key != first) {
            fprintf(stderr, "sctrace-replay: rank %d: threads %d and %d make calls on more than one file; this "
                            "replay is built with MPICH, whose MPI-IO (ROMIO) can hang when two threads make "
                            "collective file calls at once, and the order of the run's threads is not recorded: "
                            "replay it with a build of another MPI (Open MPI)\n", R->me, a, t);
            return 1;
        }
    }
#else
    (void)R;
#endif
    return 0;
}

/* The rank's threads replay their timelines; returns thread 0's compute
   time before MPI_Finalize (after the other threads ended). */
static int64_t sct__r_threads(sct__r *R, int *ok)
{
    int n = R->nthreads, t, before = 0;
    sct__r_thr *h = (sct__r_thr *)sct__r_alloc((size_t)n * sizeof *h, 1);
    int64_t fin;
    sct__r_mt.n = n;
    sct__r_mt.done = (uint64_t *)sct__r_alloc((size_t)n * sizeof *sct__r_mt.done, 1);
    sct__r_mt.last = (sct__m_htab *)sct__r_alloc((size_t)n * sizeof *sct__r_mt.last, 1);
    sct__r_mt.made = (sct__m_htab *)sct__r_alloc((size_t)n * sizeof *sct__r_mt.made, 1);
    sct__r_mt.newp = (int8_t *)sct__r_alloc((size_t)sct__m_mpi_op_table.nops, 0);
    sct__r_mt.ordp = (int8_t *)sct__r_alloc((size_t)sct__m_mpi_op_table.nops, 0);
    sct__r_mt.ord = (sct__m_htab *)sct__r_alloc(sizeof *sct__r_mt.ord, 1);
    for (t = 0; t < sct__m_mpi_op_table.nops; t++) {
        sct__r_mt.newp[t] = (int8_t)sct__r_newp(&sct__m_mpi_op_table.ops[t]);
        sct__r_mt.ordp[t] = (int8_t)sct__r_ordp(&sct__m_mpi_op_table.ops[t], sct__r_mt.newp[t]);
    }
    sct__r_mt.S = R->S;
    *ok = sct__r_mt_scan(R, &sct__r_mt.last[0], &sct__r_mt.made[0]);
    for (t = 1; t < n && *ok; t++) {
        *ok = sct__r_thread_new(R, t, &h[t]) && sct__r_mt_scan(&h[t].T, &sct__r_mt.last[t], &sct__r_mt.made[t]);
        h[t].T.thread = t;
        h[t].prev = t > 1 ? &h[t - 1].began : NULL;
        h[t].before = before;
        before += !h[t].began;
    }
    if (!*ok || sct__r_mt_refuse_files(R)) {
        struct timespec pause = {0, 200000000L};
        nanosleep(&pause, NULL); /* time for the launcher to forward the message */
        PMPI_Abort(MPI_COMM_WORLD, 2);
    }
    sct__r_mt.reqs = &R->S->reqs;
    sct__r_mt.live = n;
    sct__r_mt.waiting = 0;
    sct__r_mt.on = 1;
    for (t = 1; t < n; t++)
        if (pthread_create(&h[t].tid, NULL, sct__r_thread_main, &h[t]) != 0) {
            fprintf(stderr, "sctrace-replay: rank %d: cannot start thread %d\n", R->me, t);
            PMPI_Abort(MPI_COMM_WORLD, 2);
        }
    fin = sct__r_walk(R, ok);
    sct__r_mt_leave(R, &h[0].began);
    for (t = 1; t < n; t++)
        sct__r_thread_end(R, &h[t]);
    sct__r_mt.on = 0;
    for (t = 0; t < n; t++) {
        sct__m_hfree(&sct__r_mt.last[t]);
        sct__m_hfree(&sct__r_mt.made[t]);
    }
    free(sct__r_mt.last);
    free(sct__r_mt.made);
    free(sct__r_mt.newp);
    free(sct__r_mt.ordp);
    sct__m_hfree(sct__r_mt.ord);
    free(sct__r_mt.ord);
    sct__r_mt.ord = NULL;
    sct__r_mt.made = NULL;
    free(sct__r_mt.done);
    free(h);
    return fin;
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
    int i, t, ok = 1;
    for (i = 0; i < nranks && ok; i++) {
        int32_t r = sct_reader_rank(R->rd, i);
        if (!sct__r_dry_rank(R->o->ranks, r))
            continue;
        R->me = r;
        R->calls = 0;
        for (t = R->nthreads - 1; t >= 0 && ok; t--) { /* thread 0 last: its MPI_Finalize ends the rank */
            if (R->nthreads > 1) {
                sct_reader_set_thread(R->rd, t);
                fprintf(R->out, "rank %d thread %d:\n", r, t);
            }
            sct__r_walk(R, &ok);
        }
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
    R->consts = fi.format_version >= 9;
    R->other_mpi = sct__r_other_mpi(fi.mpi_library);
    R->size = fi.world_size;
    *nranks = fi.nranks;
    for (t = 0; t < sct_reader_ntraces(R->rd); t++) {
        sct_trace_info ti;
        if (sct_reader_trace(R->rd, t, &ti) == SCT_OK && ti.histograms)
            hist = 1;
    }
    R->mode = o->mode == SCTRACE_REPLAY_AUTO ? (hist ? SCT__R_HIST : SCT__R_EXACT) : (int)o->mode;
    R->nthreads = fi.nthreads > 1 ? fi.nthreads : 1;
    if (fi.nthreads > 1 && R->mode == SCT__R_HIST) { /* each thread's timeline merged alone: the
                                                        lockstep of collectives spans one */
        fprintf(stderr, "sctrace-replay: %s holds %d threads per rank (a run under MPI_THREAD_MULTIPLE): only "
                        "an exact trace (SCTRACE_PRECISION=100) of it replays (see sctrace tree/events --thread)\n",
                o->path, fi.nthreads);
        return -1;
    }
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
    return sct__r_map_ops(R) || sct__r_lacks(R, o->path) ? -1 : 0;
}

/* MPI_Init as the trace's first call made it (with its call site). */
static void sct__r_init(sct__r *R, int *argc, char ***argv)
{
    int op = -1, provided = MPI_THREAD_SINGLE;
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
    if (R->nthreads > 1 && (op != SCT__M_OP_MPI_Init_thread || provided < MPI_THREAD_MULTIPLE)) {
        fprintf(stderr, "sctrace-replay: the trace has %d threads per rank, and this MPI does not give the "
                        "replay MPI_THREAD_MULTIPLE\n", R->nthreads);
        PMPI_Abort(MPI_COMM_WORLD, 2);
    }
}

SCTRACE_MPI_API int sctrace_replay(int *argc, char ***argv, const sctrace_replay_opts *o)
{
    sct__r R;
    sct__r_sh S;
    int nranks = 0, ok = 1, rc = 0, world = 0;
    int64_t fin;
    double t0;
    memset(&R, 0, sizeof R);
    memset(&S, 0, sizeof S);
    R.S = &S;
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
    R.iotok[0] = (long long)getpid();
    R.iotok[1] = (long long)time(NULL) ^ (long long)(t0 * 1e9);
    PMPI_Bcast(R.iotok, 2, MPI_LONG_LONG, 0, MPI_COMM_WORLD);
    PMPI_Barrier(MPI_COMM_WORLD);
    t0 = PMPI_Wtime();
    fin = R.nthreads > 1 ? sct__r_threads(&R, &ok) : sct__r_walk(&R, &ok);
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

#endif /* SCTRACE_REPLAY_IMPLEMENTATION */


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
