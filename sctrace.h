/* sctrace.h - v0.1.0 - compressed communication traces, MPI-free core.

   Records a sequence of events (an operation, a call site, integer parameters,
   begin/end times), folds it online into loops (RSD/PRSD) whose parameter values
   and trip counts live in compressed value streams, keeps adaptive timing
   histograms per call, and writes/reads a checksummed zstd trace file.
   The MPI front end lives in sctrace_mpi.h; this header never calls MPI.

   Do this in exactly one C file:
       #define SCTRACE_IMPLEMENTATION
       #include "sctrace.h"
   and link with -lzstd.

   TABLE OF CONTENTS
     1. >>base    version, results, allocator, logging, byte buffers, varints
     2. >>ops     the operation table supplied by a front end
     3. >>stream  value streams: online compression of integer sequences
     4. >>hist    adaptive-bin histograms (ScalaH-Trace section 4)
     5. >>ranklist  sets of ranks as unions of strided blocks
     6. >>rsd     the loop compressor: hash-consed nodes, predictive cursor, tail folding
     7. >>ctx     the per-process context: sites, sct_record, pause/resume, serialisation
     8. >>merge   multi-rank traces: merging two, the radix-tree reduction over a transport
     9. >>file    the file format and its writer
    10. >>read    the reader: validation, per-rank views, stream summaries, event iterator,
                 the multi-rank walk
    11. >>lead    one rank's trace standing for a cluster of ranks (Chameleon)

   COMPILE-TIME OPTIONS (define before including the implementation)
     SCTRACE_MALLOC(sz,u) / SCTRACE_FREE(p,u)  fallback allocator used when a desc
                          gives none; define both or neither (default malloc/free)
     SCTRACE_ASSERT(c)    internal invariant check (default assert)
     SCTRACE_MAX_SECTION  largest uncompressed section a reader accepts, in bytes
                          (default 1 GiB); protects against corrupt length fields
     SCTRACE_API          linkage of every public function (default extern)

   OWNERSHIP AND THREADS
     Every object is created by sct_*_create/open and released by the matching
     destroy/close, which accepts NULL. Strings and arrays returned by a reader
     stay valid until the reader is closed. Nothing here holds global mutable
     state: distinct contexts, writers and readers may be used from distinct
     threads; one object must not be used by two threads at once.

   TIME
     Times are unsigned 64-bit nanoseconds from any monotonic origin.
*/
#ifndef SCTRACE_H
#define SCTRACE_H

#include <stddef.h>
#include <stdint.h>

#ifndef SCTRACE_API
#define SCTRACE_API extern
#endif

#ifdef __cplusplus
extern "C" {
#endif

/*== >>base  version, results, allocator, logging ================================*/

#define SCTRACE_VERSION_MAJOR 0
#define SCTRACE_VERSION_MINOR 1
#define SCTRACE_VERSION_PATCH 0
#define SCTRACE_FORMAT_VERSION 9
#define SCTRACE_FORMAT_OLDEST 3 /* the oldest format a reader reads */

typedef enum sct_result {
    SCT_OK = 0,
    SCT_ERR_NOMEM = -1,    /* an allocation failed */
    SCT_ERR_ARG = -2,      /* a bad argument (unknown op, wrong value count, ...) */
    SCT_ERR_IO = -3,       /* a file could not be opened, read or written */
    SCT_ERR_FORMAT = -4,   /* a trace file is corrupt or truncated */
    SCT_ERR_VERSION = -5,  /* a trace file of an unsupported format version */
    SCT_ERR_STATE = -6,    /* a call out of order (record after finish, ...) */
    SCT_ERR_ZSTD = -7,     /* zstd reported an error */
    SCT_ERR_RANGE = -8     /* no such rank / node / stream */
} sct_result;

/* A short English description of a result code; never NULL. */
SCTRACE_API const char *sct_result_str(sct_result r);
/* "MAJOR.MINOR.PATCH" of the library that was compiled. */
SCTRACE_API const char *sct_version(void);

typedef struct sct_allocator {
    void *(*alloc)(size_t size, void *user); /* NULL: SCTRACE_MALLOC */
    void (*free)(void *ptr, void *user);     /* NULL: SCTRACE_FREE */
    void *user;
} sct_allocator;

typedef enum sct_log_level { SCT_LOG_ERROR = 0, SCT_LOG_WARN = 1, SCT_LOG_INFO = 2 } sct_log_level;

typedef struct sct_logger {
    void (*func)(sct_log_level level, const char *msg, void *user); /* NULL: silent */
    void *user;
} sct_logger;

/*== >>ops  the operation table =================================================*/

/* What a parameter means. The core stores every parameter as an int64 value
   stream; roles tell readers, replay and analysis how to interpret it. */
typedef enum sct_role {
    SCT_ROLE_OTHER = 0,
    SCT_ROLE_PEER,     /* relative rank: peer - my_rank in the call's communicator */
    SCT_ROLE_ROOT,     /* relative rank of a collective's root */
    SCT_ROLE_TAG,
    SCT_ROLE_BYTES,    /* count x datatype size */
    SCT_ROLE_COUNT,
    SCT_ROLE_COMM,     /* communicator id, equal on all members; world is 0 */
    SCT_ROLE_REQUEST,  /* symbolic request id */
    SCT_ROLE_DATATYPE, /* symbolic datatype id */
    SCT_ROLE_REDOP,    /* symbolic reduction-op id */
    SCT_ROLE_HANDLE,   /* any other symbolic handle (group, file, window, ...) */
    SCT_ROLE__COUNT
} sct_role;

/* OR-ed into a role: the parameter is a variable-length array. In the values
   of an event it is given as its length followed by that many elements. */
#define SCT_PARAM_ARRAY 0x80

/* Symbols for peers that are not ranks (kept distinct from any rank offset). */
#define SCT_PEER_NULL (-INT64_C(0x100000000) - 1) /* MPI_PROC_NULL */
#define SCT_PEER_ANY (-INT64_C(0x100000000) - 2)  /* MPI_ANY_SOURCE */
#define SCT_TAG_ANY (-INT64_C(0x100000000) - 3)   /* MPI_ANY_TAG */
#define SCT_NONE (-INT64_C(0x100000000) - 4)      /* a null handle / undefined value */
#define SCT_PEER_ROOT (-INT64_C(0x100000000) - 5) /* MPI_ROOT: the root of an inter-communicator collective */

/* MPI constants that the MPIs number differently (MPICH 4.0 / Open MPI 4.1:
   MPI_MODE_NOCHECK is 1024 / 1, MPI_TYPECLASS_REAL 1 / 2, ...). Since format 9 a
   trace holds a parameter of these kinds in the canonical numbering, MPICH's
   (the ABI of MPICH, Intel MPI, MVAPICH and Cray MPICH), so that a trace of one
   MPI replays under another; the MPI front end translates from and to the MPI
   it runs on. X(kind, name, canonical value). SCT_CONST_ASSERT is a bit set,
   the others single values. A value of an MPI whose numbering differs, and
   that is none of its kind's names (an extension such as
   OMPI_COMM_TYPE_CORE), is kept as value + SCT_CONST_NATIVE: it means that
   MPI's value. */
enum sct_const_kind {
    SCT_CONST_ASSERT = 1, /* assert of MPI_Win_fence, _lock, _lock_all, _post, _start */
    SCT_CONST_LOCK,       /* lock_type of MPI_Win_lock */
    SCT_CONST_SPLIT,      /* split_type of MPI_Comm_split_type */
    SCT_CONST_ORDER,      /* order of MPI_Type_create_subarray, _darray */
    SCT_CONST_DISTRIB,    /* array_of_distribs of MPI_Type_create_darray */
    SCT_CONST_DARG,       /* array_of_dargs: other values are block sizes, kept as they are */
    SCT_CONST_TYPECLASS   /* typeclass of MPI_Type_match_size */
};
#define SCT_CONST_NATIVE (INT64_C(1) << 40)
#define SCT_MPI_CONSTANTS(X)                                                                      \
    X(SCT_CONST_ASSERT, MPI_MODE_NOCHECK, 1024) X(SCT_CONST_ASSERT, MPI_MODE_NOSTORE, 2048)         \
    X(SCT_CONST_ASSERT, MPI_MODE_NOPUT, 4096) X(SCT_CONST_ASSERT, MPI_MODE_NOPRECEDE, 8192)         \
    X(SCT_CONST_ASSERT, MPI_MODE_NOSUCCEED, 16384)                                                \
    X(SCT_CONST_LOCK, MPI_LOCK_EXCLUSIVE, 234) X(SCT_CONST_LOCK, MPI_LOCK_SHARED, 235)              \
    X(SCT_CONST_SPLIT, MPI_COMM_TYPE_SHARED, 1) X(SCT_CONST_SPLIT, MPI_UNDEFINED, -32766)            \
    X(SCT_CONST_ORDER, MPI_ORDER_C, 56) X(SCT_CONST_ORDER, MPI_ORDER_FORTRAN, 57)                   \
    X(SCT_CONST_DISTRIB, MPI_DISTRIBUTE_BLOCK, 121) X(SCT_CONST_DISTRIB, MPI_DISTRIBUTE_CYCLIC, 122) \
    X(SCT_CONST_DISTRIB, MPI_DISTRIBUTE_NONE, 123)                                                \
    X(SCT_CONST_DARG, MPI_DISTRIBUTE_DFLT_DARG, -49767)                                           \
    X(SCT_CONST_TYPECLASS, MPI_TYPECLASS_REAL, 1) X(SCT_CONST_TYPECLASS, MPI_TYPECLASS_INTEGER, 2)  \
    X(SCT_CONST_TYPECLASS, MPI_TYPECLASS_COMPLEX, 3)

typedef struct sct_op {
    const char *name;                /* "MPI_Isend" */
    int nparams;
    const char *const *param_names;  /* nparams names */
    const unsigned char *param_roles; /* nparams roles, possibly | SCT_PARAM_ARRAY */
} sct_op;

typedef struct sct_op_table {
    int nops;
    const sct_op *ops;
} sct_op_table;

/* Name of a role ("peer", "bytes", ...), for reports. */
SCTRACE_API const char *sct_role_name(int role);

/*== >>stream  value-stream summaries ============================================*/

/* What a reader can tell about one value stream without decoding it. */
typedef struct sct_stream_summary {
    uint64_t count;     /* values in the stream */
    int64_t min, max;   /* over all values (0, 0 when empty) */
    int64_t first;      /* the first value */
    int constant;       /* all values equal */
    int nsegments;      /* runs, progressions, patterns, repeats and literal blocks */
    int period;         /* > 0: the whole stream repeats this many values */
    double sum;         /* of all values, from the segments (no decoding) */
    int histogram;      /* 1: the values were merged into a histogram (order lost;
                           readers draw values from it); count and sum are then
                           those of all the ranks that share it, even as one
                           rank's view */
    int absolute;       /* 1 (a variant as stored): rank offsets held as absolute
                           ranks; a rank's view gives them back as offsets, and
                           (below precision 100, where the variant holds the
                           most calls of its ranks) only as many as its calls */
    double mean;
} sct_stream_summary;

/* A sequential reader of one stream's values (from sct_reader_*_cursor);
   plain data, valid while its reader is open. */
typedef struct sct_stream_cursor {
    const void *stream;
    uint32_t si, ci;
    uint64_t pos, rep, left;
    int64_t shift;      /* added to every value that is a rank offset (roots stored absolute) */
    double dev;         /* a histogram's draws: their sum minus count x mean */
} sct_stream_cursor;

/* Up to max next values into out; returns how many (0 at the end). */
SCTRACE_API size_t sct_stream_cursor_next(sct_stream_cursor *c, int64_t *out, size_t max);

/*== >>hist  adaptive-bin histograms ============================================*/

#define SCT_HIST_MAX_BINS 64
#define SCT__HIST_CELLS 496 /* sct__hist_cell's range */

typedef struct sct_hist_bin {
    uint64_t count;
    int64_t min, max;
    int64_t shift;      /* the bin's first value: sums are taken around it */
    double s1, s2;      /* sum of (v - shift) and of its square */
} sct_hist_bin;

typedef struct sct_hist {
    int nbins;          /* bins in use, sorted by min */
    int maxbins;
    int overlap;        /* bins may overlap (a merge made them so) */
    uint64_t count;
    double sum;
    int64_t min, max;   /* global extremes ... */
    int32_t min_rank, max_rank; /* ... and the ranks that produced them */
    sct_hist_bin bins[SCT_HIST_MAX_BINS];
    /* internal: which bin takes a value, by its cell (8 per octave of the
       value: sct__hist_cell); 1 + bin, 0 to decide the slow way. All zero
       is always valid (a memset or a reader's histogram) */
    uint8_t cell[SCT__HIST_CELLS];
} sct_hist;

/* An empty histogram with at most maxbins bins (clamped to 1..SCT_HIST_MAX_BINS). */
SCTRACE_API void sct_hist_init(sct_hist *h, int maxbins);
/* Add one value produced by `rank`. Bins adapt online: a value outside every bin
   opens a bin; when all are in use the two adjacent bins with the fewest values
   merge first, so bins keep similar populations. Exact count/sum/min/max. */
SCTRACE_API void sct_hist_add(sct_hist *h, int64_t value, int32_t rank);
/* Fold `src` into `dst` (exact count, sum, min, max; pooled mean and variance).
   The bins of both are kept, then the adjacent pairs whose joining loses the
   least are joined until maxbins remain; the result's bins may overlap. */
SCTRACE_API void sct_hist_merge(sct_hist *dst, const sct_hist *src);
SCTRACE_API double sct_hist_mean(const sct_hist *h);
SCTRACE_API double sct_hist_variance(const sct_hist *h);
SCTRACE_API double sct_hist_bin_mean(const sct_hist_bin *b);
SCTRACE_API double sct_hist_bin_variance(const sct_hist_bin *b);

/*== >>ranklist  sets of ranks as unions of strided blocks =====================*/

/* A rank list is a union of disjoint blocks. A block is
   start + k1*stride[0] + k2*stride[1] + k3*stride[2], 0 <= ki < count[i], for
   its `dims` dimensions (0 dims: the single rank `start`); each dimension's
   stride is larger than the extent of the ones inside it. Rows, columns,
   planes, corners and interiors of a grid are one block whatever their size
   (ScalaTrace's <dims, start, {count, stride}...>). Lists are built by unions
   that re-detect strides, never by listing ranks. */
#define SCT_RANKLIST_DIMS 3

typedef struct sct_rankblock {
    int32_t start;
    int32_t dims;
    int32_t count[SCT_RANKLIST_DIMS];
    int32_t stride[SCT_RANKLIST_DIMS];
} sct_rankblock;

typedef struct sct_ranklist {
    uint32_t nblocks, cap;
    sct_rankblock *blocks;
} sct_ranklist;

SCTRACE_API int sct_ranklist_contains(const sct_ranklist *l, int32_t rank);
SCTRACE_API uint64_t sct_ranklist_count(const sct_ranklist *l);
/* The smallest member greater than `after` (-1 starts), or -1 when none. */
SCTRACE_API int32_t sct_ranklist_next(const sct_ranklist *l, int32_t after);
/* Text form: blocks joined by ',', each "r", "a..b", "a..b:stride" or
   "start[count:stride,...]". Returns the length it needed (like snprintf). */
SCTRACE_API size_t sct_ranklist_format(const sct_ranklist *l, char *buf, size_t n);
/* dst = dst U src; the two must be disjoint (as ranks of different traces are). */
SCTRACE_API sct_result sct_ranklist_union(sct_ranklist *dst, const sct_ranklist *src, const sct_allocator *a);
SCTRACE_API sct_result sct_ranklist_add(sct_ranklist *dst, int32_t rank, const sct_allocator *a);
SCTRACE_API void sct_ranklist_free(sct_ranklist *l, const sct_allocator *a);

/*== >>rsd  the loop compressor ==================================================*/

/* A rank's trace is a sequence of nodes. A leaf is one operation at one call
   site; a loop repeats a body of nodes (an RSD when the body holds leaves, a
   PRSD when it holds loops). Nodes carry no values: each leaf has one value
   stream per parameter and each loop a stream of trip counts, in execution
   order, so equal structure compresses to one node whatever the values. */
typedef enum sct_node_kind { SCT_NODE_LEAF = 0, SCT_NODE_LOOP = 1 } sct_node_kind;

/*== >>ctx  the recording context ===============================================*/

typedef struct sct_ctx sct_ctx;

typedef enum sct_timing_mode {
    SCT_TIMING_HIST = 0,  /* per-call histograms of compute time before and duration */
    SCT_TIMING_EXACT = 1, /* histograms plus every event's two deltas, losslessly */
    SCT_TIMING_OFF = 2    /* no timing at all */
} sct_timing_mode;

/* One frame of a call site, filled by the front end's symboliser. */
typedef struct sct_frame {
    const char *module;   /* path of the executable or library ("" if unknown) */
    uint64_t offset;      /* pc - load base of module: equal across ranks */
    const char *function; /* "" if unknown */
    const char *file;     /* "" if unknown */
    int line;             /* 0 if unknown */
} sct_frame;

/* Called once per program counter of a call site, at sct_finish (or when
   the site is first seen, in verify mode: the raw log names it then), so
   that a new site costs the hot path no more than a known one; fills *out
   (strings are copied) and returns nonzero, or returns 0 to keep the raw pc
   as offset and no names. The pc's module must still be loaded then. */
typedef int (*sct_symbolize_fn)(void *user, uint64_t pc, sct_frame *out);

/* What identifies a module (an executable or a shared library) of the call
   sites, so that a site, (module, offset), can be resolved later, also on
   another machine with the same binary or its separate debug file: the GNU
   build-id of its ELF note (NT_GNU_BUILD_ID) says which build it is. */
#define SCT_BUILD_ID_MAX 64
typedef struct sct_module {
    const char *path;        /* as the frames have it (sct_frame.module) */
    const uint8_t *build_id; /* the note's bytes; NULL when the module has none */
    int build_id_len;        /* 0..SCT_BUILD_ID_MAX (20 for GNU ld's sha1) */
    uint64_t base;           /* its load base in the process that described it
                                (informative: ASLR moves it from rank to rank;
                                offsets are what ranks share) */
} sct_module;

/* Called at sct_finish once per distinct module of the sites' frames (after
   they are symbolised), with one of its pcs; fills *out (copied) and returns
   nonzero, or returns 0 when nothing is known. */
typedef int (*sct_module_fn)(void *user, uint64_t pc, sct_module *out);

#define SCT_WINDOW_DEFAULT 16384
#define SCT_WINDOW_MAX (1 << 22)

typedef struct sct_desc {
    const sct_op_table *ops;   /* required; must outlive the context */
    int32_t rank;              /* rank of this process, default 0 */
    int window;                /* the longest loop body the tail folding looks for, in
                                  top-level nodes: default SCT_WINDOW_DEFAULT
                                  (1..SCT_WINDOW_MAX); the work per event does not
                                  depend on it, only a cap against pathological input */
    int hist_bins;             /* bins per histogram, default 8 (1..SCT_HIST_MAX_BINS) */
    sct_timing_mode timing;    /* default SCT_TIMING_HIST */
    sct_symbolize_fn symbolize; /* default: none (pcs are kept as offsets) */
    sct_module_fn describe_module; /* default: none (the trace records no modules) */
    void *symbolize_user;          /* passed to both */
    int tolerance;             /* merge precision p as 100 - p: how far apart, in percent
                                  of the larger magnitude, two values may be and still
                                  share a histogram (ScalaH-Trace section 4). 0 (default):
                                  lossless; 100: always (p = 0). Applies at serialisation
                                  to irregular value and trip-count streams, and in the
                                  cross-rank merge to differing variants. Peers and roots
                                  keep the exact set of values seen. Above 0 a long
                                  top level whose iterations differ in shape is also
                                  re-grouped into one loop of guards (loops of 0 or 1
                                  trips), losslessly; see the >>rsd section. */
    uint64_t max_memory;       /* a cap on the context's heap, in bytes (0: none). When
                                  recording reaches half of it (the rest is room for arrays
                                  that double and for sct_serialize; a top-level entry
                                  counts 128 bytes, what it costs there) the context reduces
                                  what it keeps, in steps, each taken once: (1) every value and trip-count
                                  stream that outgrows one histogram becomes one (its whole
                                  sequence, as at precision 0, peers and roots keeping their
                                  table of values), (2) if the heap is still above 3/4 of
                                  the cap, or reaches it again, the structure stops
                                  growing: later events only count per call site (op and
                                  site) with their values and timing, and appear after the
                                  structure as one loop per call site. Execution counts per
                                  site stay exact. sct_ctx_stats says what was reduced and
                                  from which event. Costs one compare per event. */
    const char *raw_log_path;  /* verify mode: also append every recorded event,
                                  uncompressed, to this file (see sct_verify_rank) */
    sct_allocator allocator;
    sct_logger logger;
} sct_desc;

/* One event. `values` holds, for each parameter of the op in order, either the
   value or (for SCT_PARAM_ARRAY parameters) a length n followed by n values. */
typedef struct sct_event {
    int op;
    uint32_t site;            /* from sct_site() */
    const int64_t *values;
    int nvalues;
    uint64_t t_begin, t_end;  /* ns */
} sct_event;

typedef struct sct_ctx_stats {
    uint64_t events;          /* recorded events */
    uint64_t nodes;           /* structure nodes created (leaves + loops) */
    uint64_t root_len;        /* top-level sequence length */
    uint64_t streams;         /* value streams */
    uint64_t segments;        /* segments in all value streams */
    uint64_t sites;
    uint64_t heap_bytes;      /* bytes currently allocated by the context */
    uint64_t heap_peak_bytes; /* the most it ever had allocated at once */
    uint64_t cold_events;     /* events that missed the predictive cursor */
    int reduced;              /* steps of sct_desc.max_memory taken: 0, 1 (streams became
                                 histograms) or 2 (and the structure stopped growing) */
    uint64_t reduced_at[2];   /* events recorded before step 1 and step 2 were taken */
} sct_ctx_stats;

SCTRACE_API sct_result sct_create(const sct_desc *desc, sct_ctx **out);
SCTRACE_API void sct_destroy(sct_ctx *ctx);

/* The id of the call site made of `depth` program counters (innermost first).
   Ids are small, dense and stable for the life of the context. */
SCTRACE_API sct_result sct_site(sct_ctx *ctx, const uint64_t *pcs, int depth, uint32_t *id);

/* Record one event: the hot path (no allocation once the loop structure is
   stable). Ignored while paused. */
SCTRACE_API sct_result sct_record(sct_ctx *ctx, const sct_event *ev);

/* While paused, sct_record ignores events. resume takes the current time so
   that the compute time before the next event starts there. */
SCTRACE_API void sct_pause(sct_ctx *ctx);
SCTRACE_API void sct_resume(sct_ctx *ctx, uint64_t now_ns);
SCTRACE_API int sct_paused(const sct_ctx *ctx);

/* Close open loops and flush streams; the context takes no further events. */
SCTRACE_API sct_result sct_finish(sct_ctx *ctx);
SCTRACE_API void sct_ctx_stats_get(const sct_ctx *ctx, sct_ctx_stats *out);

/* The finished rank as one opaque blob (what a rank sends to the writer).
   With data == NULL only *len is set. The blob is owned by the caller, who
   frees it with sct_blob_free on the same context. */
SCTRACE_API sct_result sct_serialize(sct_ctx *ctx, uint8_t **data, size_t *len);
SCTRACE_API void sct_blob_free(sct_ctx *ctx, uint8_t *data);
/* In a forked copy of the process that is to serialise its copy of the
   context (a checkpoint, a trace written on a signal): from here on every
   allocation and free of ctx goes through `a` (frees of blocks allocated
   before included, so a->free must accept, e.g. ignore, blocks it did not
   hand out). The raw log is detached without flushing it (its buffer is the
   parent's), unless raw_last: the parent is about to die without flushing
   it (a fatal signal), so the copy flushes and closes it. The copy is then
   finished and serialised as usual. */
SCTRACE_API void sct_forked(sct_ctx *ctx, const sct_allocator *a, int raw_last);

/*== >>merge  multi-rank traces =================================================*/

/* A blob (sct_serialize, sct_merge) holds the traces of a set of ranks: one
   structure whose top-level entries are guarded by rank lists, and for every
   value stream a list of variants, each a rank list with the stream's
   encoding. Merging two blobs (DESIGN section 6; ScalaH-Trace section 3)
   aligns their top-level sequences by a weighted longest common subsequence
   (a loop weighs its size), unions the rank lists of matched entries, keeps
   unmatched ones in order under their own lists, merges timing histograms,
   and keeps each distinct stream once with the union of the ranks that share
   it. Each rank's events decode exactly as recorded. */

/* How ranks reach each other for the reduction. sctrace_mpi.h implements it
   with PMPI on a private communicator; tests use memory. Each callback
   returns 0 on success. `probe` blocks until a message from `from` is there
   and gives its length. `recv` with data NULL consumes that message and
   drops it (the merge does so when it has no memory for it, so that the
   sender is not left waiting). */
typedef struct sct_transport {
    int32_t rank, size;
    void *user;
    int (*send)(void *user, int32_t to, const void *data, size_t len);
    int (*probe)(void *user, int32_t from, size_t *len);
    int (*recv)(void *user, int32_t from, void *data, size_t len);
    double (*now)(void *user); /* seconds, for the statistics; may be NULL */
} sct_transport;

#define SCT_MERGE_MAX_ROUNDS 64

typedef struct sct_merge_stats {
    int rounds;                 /* rounds this rank took part in */
    double seconds;             /* wall time of the whole reduction on this rank */
    double round_seconds[SCT_MERGE_MAX_ROUNDS]; /* receiving and merging, per round */
    uint64_t merges;            /* pairwise merges this rank did */
} sct_merge_stats;

/* Merge two blobs (disjoint ranks) into a new one, freed with sct_blob_release. */
SCTRACE_API sct_result sct_merge(const sct_op_table *ops, const sct_allocator *a, const uint8_t *x, size_t xlen,
                                 const uint8_t *y, size_t ylen, uint8_t **out, size_t *outlen);
/* The radix-tree reduction (ceil(log_radix P) rounds; radix 0 means 2):
   every rank calls it with its own blob; rank 0 gets the blob of all ranks
   in *out, the others get NULL. *out is freed with sct_blob_release. A rank
   whose merge fails still receives from its children and sends its parent
   an empty message (failed), so the exchange ends on every rank and the
   failure reaches rank 0; a transport error stops the exchange. */
SCTRACE_API sct_result sct_merge_reduce(const sct_transport *t, int radix, const sct_op_table *ops,
                                        const sct_allocator *a, const uint8_t *blob, size_t len, uint8_t **out,
                                        size_t *outlen, sct_merge_stats *stats);
SCTRACE_API void sct_blob_release(const sct_allocator *a, uint8_t *blob);

/*== >>file  the trace file writer ==============================================*/

typedef struct sct_writer sct_writer;

typedef struct sct_write_desc {
    const sct_op_table *ops;   /* required: written to the file */
    const char *program;       /* default "" */
    const char *mpi_library;   /* default "" */
    const char *config;        /* free-form "key=value ..." line, default "" */
    int32_t world_size;        /* ranks in the run, default: ranks added */
    uint64_t start_time;       /* seconds since the epoch, default 0 */
    double merge_seconds;      /* time the cross-rank merge took, for reports */
    int zstd_level;            /* default 3 (1..19) */
    sct_allocator allocator;
} sct_write_desc;

SCTRACE_API sct_result sct_writer_create(const sct_write_desc *desc, sct_writer **out);
/* Add one rank's blob (from sct_serialize); compressed at once. */
SCTRACE_API sct_result sct_writer_add(sct_writer *w, const uint8_t *blob, size_t len);
/* The same, for the timeline of one thread of its ranks: thread 0 is the
   thread that initialised MPI (what sct_writer_add adds), 1, 2, ... the
   others (MPI_THREAD_MULTIPLE; sctrace_mpi.h says how it numbers them). A rank's
   threads are separate traces of the file, each read as that rank's
   timeline once the reader selects the thread (sct_reader_set_thread). */
SCTRACE_API sct_result sct_writer_add_thread(sct_writer *w, const uint8_t *blob, size_t len, int thread);
/* Write the file to `path` (replacing it), or to a new buffer owned by the
   caller (free it with the writer's allocator via sct_writer_free_buffer). */
SCTRACE_API sct_result sct_writer_save(sct_writer *w, const char *path);
SCTRACE_API sct_result sct_writer_save_memory(sct_writer *w, uint8_t **data, size_t *len);
SCTRACE_API void sct_writer_free_buffer(sct_writer *w, uint8_t *data);
SCTRACE_API void sct_writer_destroy(sct_writer *w);

/*== >>read  the reader =========================================================*/

typedef struct sct_reader sct_reader;
typedef struct sct_iter sct_iter;

typedef struct sct_read_desc {
    int skip_timing;           /* do not load timing sections */
    uint64_t seed;             /* values drawn from histogram streams depend on it only */
    int draw_timing;           /* histogram timing: each call's times drawn from its call
                                  site's histograms (per rank, from `seed`), not their means */
    sct_allocator allocator;
} sct_read_desc;

typedef struct sct_file_info {
    int format_version;
    int32_t world_size;
    int nranks;                /* ranks whose traces the file holds */
    int ntraces;               /* blobs in the file: 1 when merged, else one per rank (or group);
                                  more when ranks had several threads (one per thread) */
    int nthreads;              /* threads per rank with a timeline: 1 + the largest thread number */
    uint64_t events;           /* recorded events over all ranks */
    uint64_t nodes;            /* structure nodes over all rank sections */
    uint64_t file_bytes;
    uint64_t structure_bytes;  /* compressed bytes of the structure sections */
    uint64_t timing_bytes;     /* compressed bytes of the timing sections */
    uint64_t start_time;
    double merge_seconds;      /* the cross-rank merge at finalize (0 if none) */
    int timing_mode;           /* sct_timing_mode of the recording */
    int precision;             /* merge precision, 100 - tolerance (100: lossless) */
    int timing_grid;           /* 1: timing bins stored on a relative grid (format 4 on, precision < 100) */
    const char *program, *mpi_library, *config;
} sct_file_info;

typedef struct sct_node_info {
    sct_node_kind kind;
    int op;                    /* leaf */
    uint32_t site;             /* leaf */
    uint64_t executions;       /* leaf: times it ran; loop: times it was entered (trip
                                  counts merged into a histogram: by all the
                                  ranks that share it) */
    int nbody;                 /* loop */
    const uint32_t *body;      /* loop: node ids */
} sct_node_info;

typedef struct sct_site_info {
    int depth;
    const sct_frame *frames;   /* depth frames, innermost first */
} sct_site_info;

/* An event as the iterator returns it; `values` is valid until the next call. */
typedef struct sct_event_out {
    int op;
    uint32_t site;
    uint32_t leaf;             /* node id of the leaf that produced it */
    const int64_t *values;
    int nvalues;
    int64_t compute_ns;        /* compute time before the call */
    int64_t duration_ns;
    int timing_exact;          /* 1: exact times; 0: from histograms (means or draws); -1: none */
} sct_event_out;

/* Open a trace. On failure *out is NULL and `err` (if not NULL) holds a
   message saying what is wrong and where. */
SCTRACE_API sct_result sct_reader_open(const char *path, const sct_read_desc *desc,
                                       sct_reader **out, char *err, size_t errlen);
SCTRACE_API sct_result sct_reader_open_memory(const void *data, size_t len, const sct_read_desc *desc,
                                              sct_reader **out, char *err, size_t errlen);
SCTRACE_API void sct_reader_close(sct_reader *r);

SCTRACE_API void sct_reader_info(const sct_reader *r, sct_file_info *out);
SCTRACE_API const sct_op_table *sct_reader_ops(const sct_reader *r);
/* The message of the last failed call on this reader ("" if none). */
SCTRACE_API const char *sct_reader_error(const sct_reader *r);
/* Trace t of the file as a blob again (what sct_serialize or sct_merge gave
   the writer), with `bins` histogram bins (the file does not keep them: the
   recording's SCTRACE_HIST_BINS, 8 by default): so that traces of several
   files can be merged (sct_merge) or written into one file (sct_writer_add).
   Free it with sct_reader_free_buffer. */
SCTRACE_API sct_result sct_reader_trace_blob(sct_reader *r, int t, int bins, uint8_t **blob, size_t *len);
SCTRACE_API void sct_reader_free_buffer(sct_reader *r, uint8_t *data);

/* Ranks held by the file, ascending: the i-th one, i < info.nranks (fast
   when called with i = 0, 1, 2, ...). */
SCTRACE_API int32_t sct_reader_rank(sct_reader *r, int i);

/* The thread whose timelines the rank-based calls below (root, node, site,
   streams, histograms), and the iterators, walks and verifications created
   after it, read: 0 (the default) the thread that initialised MPI, 1 .. 
   info.nthreads - 1 the others (traced under MPI_THREAD_MULTIPLE; numbered
   by what their first MPI call was, then by when). SCT_ERR_RANGE when the
   file has no such thread. The tracer gives every rank a timeline of each
   thread number some rank has (an empty one where it had no such thread). */
SCTRACE_API sct_result sct_reader_set_thread(sct_reader *r, int thread);

/* Structure of one rank (loaded and validated on first use). The root ids
   stay valid until a call about another rank. */
SCTRACE_API sct_result sct_reader_root(sct_reader *r, int32_t rank, const uint32_t **ids, int *n);
SCTRACE_API sct_result sct_reader_node(sct_reader *r, int32_t rank, uint32_t id, sct_node_info *out);
SCTRACE_API sct_result sct_reader_site(sct_reader *r, int32_t rank, uint32_t site, sct_site_info *out);
/* The record of the module at `path` (a frame's module) in rank's trace;
   SCT_ERR_RANGE when the trace has none (format 5 and older record none). */
SCTRACE_API sct_result sct_reader_module(sct_reader *r, int32_t rank, const char *path, sct_module *out);
SCTRACE_API sct_result sct_reader_nnodes(sct_reader *r, int32_t rank, uint32_t *n);
/* Value streams: a leaf has one per scalar parameter and two (lengths, then
   elements) per array parameter, in parameter order; a loop has one, its
   trip counts. A trip count is at least 1, except in traces recorded at a
   precision below 100, where 0 marks a guarded element that did not run in
   that iteration (the body is skipped). */
SCTRACE_API sct_result sct_reader_nstreams(sct_reader *r, int32_t rank, uint32_t node, int *n);
SCTRACE_API sct_result sct_reader_stream(sct_reader *r, int32_t rank, uint32_t node, int k,
                                         sct_stream_summary *out);
/* The first values of a stream (at most max of them) into out; *n gets how many. */
SCTRACE_API sct_result sct_reader_stream_head(sct_reader *r, int32_t rank, uint32_t node, int k, int64_t *out,
                                              int max, int *n);
/* Timing histograms of a leaf: which = 0 compute time before, 1 duration.
   SCT_ERR_RANGE when the file has no timing (or it was skipped). */
SCTRACE_API sct_result sct_reader_hist(sct_reader *r, int32_t rank, uint32_t leaf, int which,
                                       const sct_hist **out);

/* A file holds one or more traces (blobs), each covering a set of ranks with
   one structure: top-level entries guarded by rank lists, and per value
   stream a list of variants (rank list + values). These calls show it as it
   is stored, without picking a rank. Node ids and sites are the trace's; the
   rank-based calls above use the same ids. Pointers stay valid until close. */
typedef struct sct_trace_info {
    const sct_ranklist *ranks;
    uint64_t events, nodes;
    uint32_t entries;          /* top-level entries */
    uint32_t variants;         /* stream variants over all nodes */
    uint32_t histograms;       /* of those, the ones that are histograms */
    int precision;             /* 100 - tolerance of the recording */
    int thread;                /* whose timelines: 0 the thread that initialised MPI */
} sct_trace_info;

SCTRACE_API int sct_reader_ntraces(const sct_reader *r);
SCTRACE_API sct_result sct_reader_trace(sct_reader *r, int t, sct_trace_info *out);
/* The trace holding `rank` (its timeline of the selected thread), or -1. */
SCTRACE_API int sct_reader_trace_of(sct_reader *r, int32_t rank);
SCTRACE_API sct_result sct_reader_trace_entry(sct_reader *r, int t, uint32_t i, uint32_t *node,
                                              const sct_ranklist **ranks);
SCTRACE_API sct_result sct_reader_trace_node(sct_reader *r, int t, uint32_t id, sct_node_info *out);
/* Variants of stream k of a node (k as for sct_reader_stream). */
SCTRACE_API sct_result sct_reader_trace_variants(sct_reader *r, int t, uint32_t node, int k, int *n);
SCTRACE_API sct_result sct_reader_trace_variant(sct_reader *r, int t, uint32_t node, int k, int v,
                                                const sct_ranklist **ranks, sct_stream_summary *out);
SCTRACE_API sct_result sct_reader_trace_variant_head(sct_reader *r, int t, uint32_t node, int k, int v, int64_t *out,
                                                     int max, int *n);
/* A cursor over the values of variant v of stream k (or of rank's stream k). */
SCTRACE_API sct_result sct_reader_trace_variant_cursor(sct_reader *r, int t, uint32_t node, int k, int v,
                                                       sct_stream_cursor *out);
SCTRACE_API sct_result sct_reader_stream_cursor(sct_reader *r, int32_t rank, uint32_t node, int k,
                                                sct_stream_cursor *out);
/* A histogram variant's histogram, and (for peers and roots) its exact
   table of distinct values with their counts; SCT_ERR_RANGE for an exact one.
   Any of the outputs may be NULL. */
SCTRACE_API sct_result sct_reader_trace_variant_hist(sct_reader *r, int t, uint32_t node, int k, int v,
                                                     const sct_hist **hist, const int64_t **values,
                                                     const uint64_t **counts, int *nvalues);
/* The merged timing histograms of a leaf of trace t (which: 0 compute, 1 duration). */
SCTRACE_API sct_result sct_reader_trace_hist(sct_reader *r, int t, uint32_t leaf, int which, const sct_hist **out);
/* Module i of trace t (SCT_ERR_RANGE past the last one). */
SCTRACE_API sct_result sct_reader_trace_module(sct_reader *r, int t, uint32_t i, sct_module *out);

/* Iterate one rank's events in order, decoding as it goes (memory stays
   proportional to the compressed trace, never to the event count). */
SCTRACE_API sct_result sct_iter_create(sct_reader *r, int32_t rank, sct_iter **out);
/* 1: an event in *ev; 0: the end; < 0: the trace is corrupt (see sct_reader_error). */
SCTRACE_API int sct_iter_next(sct_iter *it, sct_event_out *ev);
SCTRACE_API void sct_iter_destroy(sct_iter *it);

/* Walk the events of several ranks of one trace together, in the order of
   the structure (what a replay of a histogram trace needs: every rank
   interprets every rank's calls, ScalaH-Trace section 5). Top-level entries
   run in order, each with the walked ranks its rank list holds; a leaf gives
   one call per participating rank, ascending; a loop gives each participant
   its own trip count, and iteration i runs its body with the participants
   whose count exceeds i, then reports SCT_WALK_ITER_END. Each rank's calls
   come in its own order with its own values: the walk of one rank is its
   iterator, with iteration ends added. With `interleave` set (below), top-level
   entries whose walked ranks are apart run side by side instead. */
typedef struct sct_walk sct_walk;

typedef enum sct_walk_kind {
    SCT_WALK_CALL = 1,    /* rank made call ev */
    SCT_WALK_ITER_END = 2 /* one iteration of loop `node` ended (nesting depth `depth`, 1 = outermost) */
} sct_walk_kind;

typedef struct sct_walk_event {
    sct_walk_kind kind;
    int32_t rank;
    uint32_t node;
    int depth;
    uint64_t iteration;   /* ITER_END: which one, from 0 */
    uint64_t seq;         /* CALL: its place among all the walk's calls, from 0,
                             the silent ones (focus_ops) counted too */
    sct_event_out ev;     /* CALL */
    int focus_in;         /* ITER_END: the focus (focus_ops) took part in the
                             iteration; 1 without focus_ops */
} sct_walk_event;

typedef struct sct_walk_desc {
    const int32_t *ranks; /* the ranks to walk (all in one trace), any order */
    int nranks;
    /* Optional, one flag per op of the file's table: a loop whose body holds
       (at any depth) a call of a flagged op gives all its participants the
       trip count of the lowest one when any of them draws its count from a
       histogram, so that they meet the same number of those calls
       (collectives in a replay of drawn trip counts); exact counts are kept
       when all are exact (a guard around a call only some ranks make). In a trace
       with histograms, once a walked rank has called a flagged leaf as often
       as it recorded (when its count is exact), the loops holding that leaf
       in which it takes part are no longer entered or continued: drawn
       counts do not overshoot. The other participants' counts are not drawn
       from their histograms (nor their streams advanced) in such a loop. */
    const unsigned char *lockstep_ops;
    /* Optional, one flag per op: only calls of flagged ops come with their
       values; the others have none (nvalues 0), and their draws or decoding
       are saved. NULL: every call has its values. */
    const unsigned char *value_ops;
    /* Optional, one flag per op: calls of flagged ops are reported for the
       walked rank `focus` alone; the other walked ranks make them silently
       (they still count: budgets, seq). With focus_ops set, only the focus's
       calls come with timing (the others': timing_exact -1, times 0). A
       replay process that acts for one rank saves the work of the calls it
       does not read. NULL: every call is reported, with its timing. */
    const unsigned char *focus_ops;
    int32_t focus; /* with focus_ops: one of `ranks` (else SCT_ERR_ARG) */
    /* Nonzero: top-level entries that no walked rank shares run side by side,
       one top-level iteration (or leaf) of each in turn, as the application
       ran them (rank 0's loop and the other ranks' loop of a master and its
       workers). An entry starts once every walked rank in it has ended its
       earlier entries, so each rank's calls still come in its own order; up
       to 64 entries run at once. 0: entries one after another. */
    int interleave;
} sct_walk_desc;

SCTRACE_API sct_result sct_walk_create(sct_reader *r, const sct_walk_desc *desc, sct_walk **out);
/* 1: an event in *ev (valid until the next call); 0: the end; < 0: corrupt
   trace (see sct_reader_error). */
SCTRACE_API int sct_walk_next(sct_walk *w, sct_walk_event *ev);
SCTRACE_API void sct_walk_destroy(sct_walk *w);

/* Compare the decoded events of `rank` with the raw log a context wrote in
   verify mode (op, site, every value). SCT_OK when all match; otherwise
   SCT_ERR_FORMAT with the first difference in msg. *checked gets the number of
   events compared. */
SCTRACE_API sct_result sct_verify_rank(sct_reader *r, int32_t rank, const char *raw_log_path,
                                       uint64_t *checked, char *msg, size_t msglen);

/*== >>lead  one rank's trace standing for a cluster of ranks ====================*/

/* Online clustering (Chameleon; sctrace_mpi.h >>cluster) lets one lead rank
   per cluster of ranks that behave alike keep recording. This turns the
   lead's one-rank blob (sct_serialize) into the same trace held by every
   rank of `ranks` (which must hold the lead): each of them then decodes
   exactly the lead's events, with relative peers as the lead recorded them
   and roots as the same absolute ranks. Timing histograms and counts stay
   the lead's (a cluster's timing is its lead's); the event count is
   multiplied by the ranks it stands for. The result merges like any blob
   (sct_merge, sct_merge_reduce) with blobs of ranks outside `ranks`; free it
   with sct_blob_release. */
SCTRACE_API sct_result sct_blob_stand_for(const sct_op_table *ops, const sct_allocator *a, const uint8_t *blob,
                                          size_t len, const sct_ranklist *ranks, uint8_t **out, size_t *outlen);

#ifdef __cplusplus
}
#endif
#endif /* SCTRACE_H */

/* ============================================================================
   IMPLEMENTATION
   ============================================================================ */
#if defined(SCTRACE_IMPLEMENTATION) && !defined(SCTRACE_IMPL_INCLUDED)
#define SCTRACE_IMPL_INCLUDED

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef ZSTD_VERSION_MAJOR
#define ZSTD_STATIC_LINKING_ONLY /* for ZSTD_customMem: zstd allocates through our allocator */
#define SCT__ZSTD_CUSTOM_MEM 1
#endif
#include <zstd.h>

#if defined(SCTRACE_MALLOC) != defined(SCTRACE_FREE)
#error "sctrace.h: define both SCTRACE_MALLOC and SCTRACE_FREE, or neither"
#endif
#ifndef SCTRACE_MALLOC
#define SCTRACE_MALLOC(sz, u) ((void)(u), malloc(sz))
#define SCTRACE_FREE(p, u) ((void)(u), free(p))
#endif
#ifndef SCTRACE_ASSERT
#include <assert.h>
#define SCTRACE_ASSERT(c) assert(c)
#endif
#ifndef SCTRACE_MAX_SECTION
#define SCTRACE_MAX_SECTION ((uint64_t)1 << 30)
#endif
/* The hot path (issue 39): what must, or must not, be inlined there. */
#if defined(__GNUC__) || defined(__clang__)
#define SCT__NOINLINE __attribute__((noinline))
#define SCT__INLINE inline __attribute__((always_inline))
#define SCT__LIKELY(x) __builtin_expect(!!(x), 1)
#define SCT__UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define SCT__NOINLINE
#define SCT__INLINE inline
#define SCT__LIKELY(x) (x)
#define SCT__UNLIKELY(x) (x)
#endif

/*== >>base  version, results, allocator, logging, byte buffers, varints ========*/

#define SCT__STR2(x) #x
#define SCT__STR(x) SCT__STR2(x)

const char *sct_version(void) {
    return SCT__STR(SCTRACE_VERSION_MAJOR) "." SCT__STR(SCTRACE_VERSION_MINOR) "." SCT__STR(SCTRACE_VERSION_PATCH);
}

const char *sct_result_str(sct_result r) {
    switch (r) {
    case SCT_OK: return "ok";
    case SCT_ERR_NOMEM: return "out of memory";
    case SCT_ERR_ARG: return "invalid argument";
    case SCT_ERR_IO: return "I/O error";
    case SCT_ERR_FORMAT: return "corrupt or truncated trace";
    case SCT_ERR_VERSION: return "unsupported trace format version";
    case SCT_ERR_STATE: return "call out of order";
    case SCT_ERR_ZSTD: return "zstd error";
    case SCT_ERR_RANGE: return "no such item";
    }
    return "unknown error";
}

/* Every block carries its size in a 16-byte header so that the owner can count
   live bytes (the benchmarks report heap use) and grow arrays without a
   realloc hook in the allocator interface. */
typedef struct sct__mem {
    sct_allocator a;
    uint64_t live, peak;
} sct__mem;

#define SCT__HDR 16

static void sct__mem_init(sct__mem *m, const sct_allocator *a) {
    memset(m, 0, sizeof *m);
    if (a) m->a = *a;
}

static void *sct__alloc(sct__mem *m, size_t size) {
    uint8_t *p;
    if (size > SIZE_MAX - SCT__HDR) return NULL;
    p = (uint8_t *)(m->a.alloc ? m->a.alloc(size + SCT__HDR, m->a.user) : SCTRACE_MALLOC(size + SCT__HDR, m->a.user));
    if (!p) return NULL;
    memcpy(p, &size, sizeof size);
    m->live += size;
    if (m->live > m->peak) m->peak = m->live;
    return p + SCT__HDR;
}

static void *sct__calloc(sct__mem *m, size_t size) {
    void *p = sct__alloc(m, size);
    if (p) memset(p, 0, size);
    return p;
}

static void sct__free(sct__mem *m, void *ptr) {
    uint8_t *p;
    size_t size;
    if (!ptr) return;
    p = (uint8_t *)ptr - SCT__HDR;
    memcpy(&size, p, sizeof size);
    m->live -= size;
    if (m->a.free) m->a.free(p, m->a.user);
    else SCTRACE_FREE(p, m->a.user);
}

/* Grow *arr (of elem-sized items, capacity *cap) to hold at least `need`. */
/* Grow *arr (of elem-sized items, capacity *cap) to hold at least `need`;
   a first allocation takes `first` items (or need, if more). */
static int sct__grow_from(sct__mem *m, void **arr, uint32_t *cap, uint64_t need, size_t elem, uint64_t first) {
    uint64_t ncap;
    void *n;
    if (need <= *cap) return 0;
    if (need > UINT32_MAX / 2) return -1;
    ncap = *cap ? (uint64_t)*cap * 2 : first;
    while (ncap < need) ncap *= 2;
    if (ncap > UINT32_MAX) ncap = UINT32_MAX;
    n = sct__alloc(m, (size_t)ncap * elem);
    if (!n) return -1;
    if (*arr) {
        memcpy(n, *arr, (size_t)*cap * elem);
        sct__free(m, *arr);
    }
    *arr = n;
    *cap = (uint32_t)ncap;
    return 0;
}

static int sct__grow(sct__mem *m, void **arr, uint32_t *cap, uint64_t need, size_t elem) {
    return sct__grow_from(m, arr, cap, need, elem, 8);
}
#define SCT__GROW(m, arr, cap, need) sct__grow((m), (void **)&(arr), &(cap), (need), sizeof *(arr))

static char *sct__strdup(sct__mem *m, const char *s) {
    size_t n = s ? strlen(s) : 0;
    char *d = (char *)sct__alloc(m, n + 1);
    if (d) {
        if (n) memcpy(d, s, n);
        d[n] = 0;
    }
    return d;
}

static uint64_t sct__mix(uint64_t h) {
    h ^= h >> 33;
    h *= UINT64_C(0xff51afd7ed558ccd);
    h ^= h >> 33;
    h *= UINT64_C(0xc4ceb9fe1a85ec53);
    h ^= h >> 33;
    return h;
}

/* FNV-1a: the section checksum (corruption detection, not security). */
static uint64_t sct__fnv(uint64_t h, const void *data, size_t n) {
    const uint8_t *p = (const uint8_t *)data;
    const uint8_t *e = p + n;
    /* four bytes a round: the loop's own test costs as much as a byte's step */
    for (; e - p >= 4; p += 4) {
        h = (h ^ p[0]) * UINT64_C(0x100000001b3);
        h = (h ^ p[1]) * UINT64_C(0x100000001b3);
        h = (h ^ p[2]) * UINT64_C(0x100000001b3);
        h = (h ^ p[3]) * UINT64_C(0x100000001b3);
    }
    for (; p < e; p++) h = (h ^ *p) * UINT64_C(0x100000001b3);
    return h;
}
#define SCT__FNV0 UINT64_C(0xcbf29ce484222325)

static void sct__log(const sct_logger *lg, sct_log_level lvl, const char *fmt, ...) {
    char msg[512];
    va_list ap;
    if (!lg || !lg->func) return;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    lg->func(lvl, msg, lg->user);
}

/* Output buffer. A failed allocation sets err; later puts are ignored. */
typedef struct sct__buf {
    sct__mem *m;
    uint8_t *p;
    uint32_t n, cap;
    int err;
    int count; /* only count the bytes: p stays as it is (sct__mt_blob sizes its buffer) */
} sct__buf;

static void sct__put(sct__buf *b, const void *data, size_t n) {
    if (b->err) return;
    if (b->count) {
        b->err = (uint64_t)b->n + n > UINT32_MAX / 2;
        b->n += (uint32_t)n;
        return;
    }
    if ((uint64_t)b->n + n > UINT32_MAX / 2 || SCT__GROW(b->m, b->p, b->cap, (uint64_t)b->n + n)) {
        b->err = 1;
        return;
    }
    if (n) memcpy(b->p + b->n, data, n);
    b->n += (uint32_t)n;
}

static void sct__put_u8(sct__buf *b, unsigned v) {
    uint8_t c = (uint8_t)v;
    sct__put(b, &c, 1);
}

/* LEB128: 7 bits a byte, low first; returns the bytes written (at most 10). */
static size_t sct__var_encode(uint8_t t[10], uint64_t v) {
    size_t n = 0;
    while (v >= 0x80) {
        t[n++] = (uint8_t)(v | 0x80);
        v >>= 7;
    }
    t[n++] = (uint8_t)v;
    return n;
}

static void sct__put_var(sct__buf *b, uint64_t v) {
    uint8_t t[10];
    sct__put(b, t, sct__var_encode(t, v));
}

static uint64_t sct__zz(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }
static int64_t sct__unzz(uint64_t v) { return (int64_t)(v >> 1) ^ -(int64_t)(v & 1); }

static void sct__put_svar(sct__buf *b, int64_t v) { sct__put_var(b, sct__zz(v)); }

static void sct__put_str(sct__buf *b, const char *s) {
    size_t n = s ? strlen(s) : 0;
    sct__put_var(b, n);
    sct__put(b, s, n);
}

static void sct__put_le(sct__buf *b, uint64_t v, int bytes) {
    uint8_t t[8];
    int i;
    for (i = 0; i < bytes; i++) t[i] = (uint8_t)(v >> (8 * i));
    sct__put(b, t, (size_t)bytes);
}

/* Input cursor over untrusted bytes: every read is bounds-checked and a
   failure sticks (err), so parsers check once at the end of a block. */
typedef struct sct__in {
    const uint8_t *p, *end;
    int err;
} sct__in;

static uint64_t sct__get_var(sct__in *in) {
    uint64_t v = 0;
    int shift = 0;
    while (!in->err) {
        uint8_t c;
        if (in->p >= in->end || shift > 63) {
            in->err = 1;
            break;
        }
        c = *in->p++;
        v |= (uint64_t)(c & 0x7f) << shift;
        if (!(c & 0x80)) return v;
        shift += 7;
    }
    return 0;
}

static int64_t sct__get_svar(sct__in *in) { return sct__unzz(sct__get_var(in)); }

static unsigned sct__get_u8(sct__in *in) {
    if (in->err || in->p >= in->end) {
        in->err = 1;
        return 0;
    }
    return *in->p++;
}

static uint64_t sct__get_le(const uint8_t *p, int bytes) {
    uint64_t v = 0;
    int i;
    for (i = 0; i < bytes; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
}

/* A count read from input that must be backed by at least `per` bytes each
   in what is left: refuses absurd counts before anything is allocated. */
static uint64_t sct__get_count(sct__in *in, uint64_t per) {
    uint64_t n = sct__get_var(in);
    if (!in->err && per && n > (uint64_t)(in->end - in->p) / per) in->err = 1;
    return in->err ? 0 : n;
}

/* A string view (not NUL-terminated) from input. */
static const char *sct__get_str(sct__in *in, size_t *len) {
    uint64_t n = sct__get_count(in, 1);
    const char *s = (const char *)in->p;
    if (in->err) {
        *len = 0;
        return "";
    }
    in->p += n;
    *len = (size_t)n;
    return s;
}

/*== >>ops  the operation table =================================================*/

const char *sct_role_name(int role) {
    static const char *const names[SCT_ROLE__COUNT] = {"other", "peer",     "root",  "tag",  "bytes", "count",
                                                        "comm",  "request", "datatype", "op", "handle"};
    role &= ~SCT_PARAM_ARRAY;
    return (role >= 0 && role < SCT_ROLE__COUNT) ? names[role] : "?";
}

/* Streams a parameter list needs: one per scalar, two per array. */
static int sct__op_nstreams(const sct_op *op) {
    int i, n = 0;
    for (i = 0; i < op->nparams; i++) n += (op->param_roles[i] & SCT_PARAM_ARRAY) ? 2 : 1;
    return n;
}

static int sct__op_has_array(const sct_op *op) {
    int i;
    for (i = 0; i < op->nparams; i++)
        if (op->param_roles[i] & SCT_PARAM_ARRAY) return 1;
    return 0;
}

/*== >>stream  value streams: online compression of integer sequences ==========*/

/* A stream is a list of segments. ARITH is first + i*delta (a run when delta is
   0), PATTERN repeats its p pool values, LITERAL lists pool values, REPEAT
   repeats the p segments that follow it `n` times (those children are never
   REPEATs themselves; closed literals may be, so "3 5 7 4 6" repeated folds). The last value pushed is held back (`pending`) so that
   the compressor can still change it: a loop that gains an iteration bumps the
   trip count it had already pushed. Arithmetic wraps, so any int64 sequence
   round-trips. */
enum { SCT__ARITH = 0, SCT__PATTERN = 1, SCT__LITERAL = 2, SCT__REPEAT = 3 };
#define SCT__MAXPERIOD 16
/* A literal tail becomes a progression after this many values: with 3, noisy
   data (random trip counts) forms accidental progressions every ~20 values
   and the stream shatters into segments. */
#define SCT__MINARITH 4
#define SCT__MAXREPEAT 4

typedef struct sct__seg {
    int64_t a, b;   /* ARITH: first, delta; PATTERN: b = current phase */
    uint64_t n;     /* values (REPEAT: repetitions) */
    uint32_t off;   /* PATTERN / LITERAL: first pool value */
    uint32_t p;     /* PATTERN: period; REPEAT: number of children */
    uint8_t kind;
} sct__seg;

struct sct__hvar;
static int64_t sct__hvar_draw(const struct sct__hvar *h, uint64_t salt, uint64_t i, double band, double *dev, int snap);
static void sct__hvar_summary(const struct sct__hvar *h, sct_stream_summary *o);
struct sct__stream;
static int sct__stream_lossy(sct__mem *m, struct sct__stream *s, int64_t v);

/* (The fields are ordered so that the prediction costs no memory: the size
   is the one the memory cap has always counted.) */
typedef struct sct__stream {
    /* sct__stream_put's steady state (sct__stream_predict): a value equal to
       `next` while left > 1 is a hit, which only does next += step, left--.
       What the hits change (count, the open ARITH tail's n or the position
       in a repeat child) is derived from left when anything else looks
       (sct__stream_sync). left == 1: in repeat mode, the next hit ends a
       child (sct__stream_wrap); else the tail is a PATTERN, whose hit
       updates it at once (sct__stream_pattern_hit). 0: nothing
       predicted. */
    int64_t next, step;
    uint64_t left;
    uint64_t count;       /* values, pending included */
    sct__seg *seg;
    int64_t *pool;
    uint32_t nseg, capseg, npool, cappool;
    uint32_t free_from;   /* first segment not inside a REPEAT */
    uint32_t rep_h, rep_ci; /* repeat mode: the tail REPEAT, child being matched */
    int32_t acc_rank;     /* lossy: the rank, bins and table mode acc gets */
    uint64_t rep_pos;     /* repeat mode: value within that child */
    int64_t pending;
    struct sct__hvar *acc; /* the memory cap made it a histogram: values go there */
    const struct sct__hvar *hv; /* reader: a histogram variant (values are drawn) */
    uint64_t salt;              /* reader: seeds the draws of hv */
    double band;                /* reader: how far the sum of hv's draws may stray (sct__hvar_draw) */
    uint8_t between;            /* reader: hv's steered draws may fall between its bins (trip counts) */
    uint8_t rep_on;       /* the next values are predicted from the tail REPEAT */
    uint8_t tail_open;    /* the last segment may still grow */
    uint8_t has_pending;
    uint8_t err;          /* an allocation failed: the stream is incomplete */
    uint8_t lossy, acc_bins, acc_table;
} sct__stream;

static int64_t sct__arith_at(int64_t a, int64_t d, uint64_t i) { return (int64_t)((uint64_t)a + i * (uint64_t)d); }

static void sct__stream_free(sct__mem *m, sct__stream *s) {
    sct__free(m, s->seg);
    sct__free(m, s->pool);
    sct__free(m, s->acc);
    memset(s, 0, sizeof *s);
}

static int sct__seg_eq(const sct__stream *s, const sct__seg *x, const sct__seg *y) {
    if (x->kind != y->kind || x->n != y->n) return 0;
    if (x->kind == SCT__ARITH) return x->a == y->a && x->b == y->b;
    if (x->kind == SCT__PATTERN)
        return x->p == y->p && !memcmp(s->pool + x->off, s->pool + y->off, x->p * sizeof(int64_t));
    if (x->kind == SCT__LITERAL) return !memcmp(s->pool + x->off, s->pool + y->off, x->n * sizeof(int64_t));
    return 0;
}

static int sct__segs_eq(const sct__stream *s, uint32_t i, uint32_t j, uint32_t k) {
    uint32_t t;
    for (t = 0; t < k; t++)
        if (!sct__seg_eq(s, &s->seg[i + t], &s->seg[j + t])) return 0;
    return 1;
}

/* Give back the pool values of dropped segments [from, nseg): they are the
   newest, so they sit at the end of the pool. */
static void sct__stream_drop(sct__stream *s, uint32_t from) {
    uint32_t i;
    for (i = from; i < s->nseg; i++)
        if ((s->seg[i].kind == SCT__PATTERN || s->seg[i].kind == SCT__LITERAL) && s->seg[i].off < s->npool)
            s->npool = s->seg[i].off;
    s->nseg = from;
}

/* The REPEAT at h is now the tail: predict that its children come again. */
static void sct__stream_repeat_mode(sct__stream *s, uint32_t h) {
    s->free_from = s->nseg;
    s->rep_on = 1;
    s->rep_h = h;
    s->rep_ci = 0;
    s->rep_pos = 0;
}

/* Nested repeats: the segment that just closed may complete another copy of a
   REPEAT's children, or a second copy of the k segments before it. */
static void sct__stream_fold(sct__mem *m, sct__stream *s) {
    uint32_t k, t;
    for (k = 1; k <= SCT__MAXREPEAT; k++) {
        int64_t h = (int64_t)s->nseg - 2 * (int64_t)k - 1;
        if (h < 0) break;
        if (s->seg[h].kind == SCT__REPEAT && s->seg[h].p == k && sct__segs_eq(s, (uint32_t)h + 1, s->nseg - k, k)) {
            s->seg[h].n++;
            sct__stream_drop(s, s->nseg - k);
            sct__stream_repeat_mode(s, (uint32_t)h);
            return;
        }
    }
    for (k = 1; k <= SCT__MAXREPEAT && 2 * k <= s->nseg - s->free_from; k++) {
        uint32_t base = s->nseg - 2 * k, ok = 1;
        for (t = 0; t < 2 * k; t++)
            if (s->seg[base + t].kind == SCT__REPEAT) ok = 0;
        if (!ok || !sct__segs_eq(s, base, base + k, k)) continue;
        sct__stream_drop(s, base + k);
        /* make room for the REPEAT header in front of the first copy */
        if (SCT__GROW(m, s->seg, s->capseg, s->nseg + 1)) {
            s->err = 1;
            return;
        }
        memmove(&s->seg[base + 1], &s->seg[base], k * sizeof(sct__seg));
        memset(&s->seg[base], 0, sizeof(sct__seg));
        s->seg[base].kind = SCT__REPEAT;
        s->seg[base].p = k;
        s->seg[base].n = 2;
        s->nseg++;
        sct__stream_repeat_mode(s, base);
        return;
    }
}

static sct__seg *sct__stream_newseg(sct__mem *m, sct__stream *s, int kind) {
    sct__seg *g;
    if (SCT__GROW(m, s->seg, s->capseg, s->nseg + 1)) {
        s->err = 1;
        return NULL;
    }
    g = &s->seg[s->nseg++];
    memset(g, 0, sizeof *g);
    g->kind = (uint8_t)kind;
    s->tail_open = 1;
    return g;
}

/* The literal tail just grew: turn its last values into a progression
   (SCT__MINARITH values) or a pattern (two periods) when they form one. */
static void sct__stream_detect(sct__mem *m, sct__stream *s) {
    sct__seg *lit = &s->seg[s->nseg - 1];
    const int64_t *v = s->pool + lit->off;
    uint64_t n = lit->n;
    uint32_t p;
    if (n >= SCT__MINARITH) {
        int64_t d = (int64_t)((uint64_t)v[n - 1] - (uint64_t)v[n - 2]);
        uint64_t k = 2;
        while (k < SCT__MINARITH && (int64_t)((uint64_t)v[n - k] - (uint64_t)v[n - k - 1]) == d) k++;
        if (k == SCT__MINARITH) {
            int64_t first = v[n - SCT__MINARITH];
            sct__seg *g;
            lit->n -= SCT__MINARITH;
            s->npool -= SCT__MINARITH;
            if (!lit->n) s->nseg--;
            g = sct__stream_newseg(m, s, SCT__ARITH);
            if (g) {
                g->a = first;
                g->b = d;
                g->n = SCT__MINARITH;
            }
            return;
        }
    }
    for (p = 2; p <= SCT__MAXPERIOD && 2 * (uint64_t)p <= n; p++) {
        uint32_t off;
        sct__seg *g;
        if (v[n - 1] != v[n - 1 - p] || memcmp(v + n - 2 * p, v + n - p, p * sizeof(int64_t))) continue;
        /* the first copy stays in the pool as the pattern's values */
        off = lit->off + (uint32_t)(n - 2 * p);
        lit->n -= 2 * p;
        s->npool -= p;
        if (!lit->n) s->nseg--;
        g = sct__stream_newseg(m, s, SCT__PATTERN);
        if (g) {
            g->off = off;
            g->p = p;
            g->n = 2 * p;
        }
        return;
    }
}

static int64_t sct__seg_at(const sct__stream *s, const sct__seg *g, uint64_t i);

/* Does v extend the open tail run or pattern, or continue the tail REPEAT?
   (The steady state: inlined where parameter values are recorded.) */
static SCT__INLINE int sct__stream_extend(sct__stream *s, int64_t v) {
    sct__seg *g;
    if (s->rep_on) {
        sct__seg *r = &s->seg[s->rep_h];
        const sct__seg *c = &s->seg[s->rep_h + 1 + s->rep_ci];
        if (v != sct__seg_at(s, c, s->rep_pos)) return 0;
        if (++s->rep_pos == c->n) {
            s->rep_pos = 0;
            if (++s->rep_ci == r->p) { /* a whole repetition more */
                s->rep_ci = 0;
                r->n++;
            }
        }
        return 1;
    }
    if (!s->tail_open) return 0;
    g = &s->seg[s->nseg - 1];
    if (g->kind == SCT__ARITH && v == sct__arith_at(g->a, g->b, g->n)) {
        g->n++;
        return 1;
    }
    if (g->kind == SCT__PATTERN && v == s->pool[g->off + (uint32_t)g->b]) {
        g->n++;
        if ((uint32_t)++g->b == g->p) g->b = 0;
        return 1;
    }
    return 0;
}

static void sct__stream_commit(sct__mem *m, sct__stream *s, int64_t v);

/* Repeat mode met a value it did not predict: the values it held back (a
   partial repetition) go through the ordinary path after all. */
static void sct__stream_unhold(sct__mem *m, sct__stream *s) {
    uint64_t k, held = s->rep_pos, pos = 0;
    uint32_t h = s->rep_h, ci = 0;
    for (k = 0; k < s->rep_ci; k++) held += s->seg[h + 1 + k].n;
    s->rep_on = 0;
    for (k = 0; k < held; k++) {
        int64_t v = sct__seg_at(s, &s->seg[h + 1 + ci], pos);
        if (++pos == s->seg[h + 1 + ci].n) {
            pos = 0;
            ci++;
        }
        if (!sct__stream_extend(s, v)) sct__stream_commit(m, s, v);
    }
}

/* The hits since sct__stream_predict into the stream's state (count, and
   the ARITH tail's n or the position in the repeat child); nothing is
   predicted after. Everything but sct__stream_put calls it first. */
static SCT__INLINE void sct__stream_sync(sct__stream *s) {
    uint64_t hits;
    if (!s->left) return;
    if (s->left == 1 && !s->rep_on) { /* a PATTERN: nothing deferred */
        s->left = 0;
        return;
    }
    if (s->rep_on) {
        uint64_t pos = s->seg[s->rep_h + 1 + s->rep_ci].n - s->left;
        hits = pos - s->rep_pos;
        s->rep_pos = pos;
    } else {
        hits = UINT64_MAX - s->left;
        s->seg[s->nseg - 1].n += hits;
    }
    s->count += hits;
    s->left = 0;
}

/* What the next value will be if the stream goes on as it does: the open
   ARITH tail's next term, repeat mode's in an ARITH child (to its end), or
   the open PATTERN tail's next value. */
static void sct__stream_predict(sct__stream *s) {
    const sct__seg *g;
    s->left = 0;
    if (s->rep_on) {
        g = &s->seg[s->rep_h + 1 + s->rep_ci];
        if (g->kind != SCT__ARITH) return;
        s->next = sct__arith_at(g->a, g->b, s->rep_pos);
        s->left = g->n - s->rep_pos;
    } else {
        if (!s->tail_open || !s->nseg) return;
        g = &s->seg[s->nseg - 1];
        if (g->kind == SCT__PATTERN) {
            s->next = s->pool[g->off + (uint32_t)g->b];
            s->left = 1;
            return;
        }
        if (g->kind != SCT__ARITH) return;
        s->next = sct__arith_at(g->a, g->b, g->n);
        s->left = UINT64_MAX;
    }
    s->step = g->b;
}

static void sct__stream_commit(sct__mem *m, sct__stream *s, int64_t v) {
    sct__seg *g;
    sct__stream_sync(s);
    if (s->lossy && sct__stream_lossy(m, s, v)) return;
    if (sct__stream_extend(s, v)) return;
    if (s->rep_on) sct__stream_unhold(m, s);
    if (sct__stream_extend(s, v)) return;
    g = s->nseg ? &s->seg[s->nseg - 1] : NULL;
    if (g && s->tail_open) {
        if (g->kind != SCT__LITERAL) {
            s->tail_open = 0;
            sct__stream_fold(m, s);
            /* a fold may have made a REPEAT that v already continues */
            if (sct__stream_extend(s, v)) return;
            s->rep_on = 0; /* nothing held yet: just leave repeat mode */
            g = NULL;
        }
    } else {
        g = NULL;
    }
    if (SCT__GROW(m, s->pool, s->cappool, (uint64_t)s->npool + 1)) {
        s->err = 1;
        return;
    }
    if (!g) {
        g = sct__stream_newseg(m, s, SCT__LITERAL);
        if (!g) return;
        g->off = s->npool;
    }
    s->pool[s->npool++] = v;
    g->n++;
    sct__stream_detect(m, s);
}

/* sct__stream_put's other cases, out of line; 1 when the heap grew. */
static SCT__NOINLINE int sct__stream_miss(sct__mem *m, sct__stream *s, int64_t v) {
    uint64_t live = m->live;
    sct__stream_sync(s);
    s->count++;
    /* sct__stream_commit extends first too, but after a lossy stream's test */
    if (!s->lossy || !sct__stream_extend(s, v)) sct__stream_commit(m, s, v);
    sct__stream_predict(s);
    return m->live > live;
}

/* The open PATTERN tail's predicted value came: the tail takes it. */
static SCT__INLINE void sct__stream_pattern_hit(sct__stream *s) {
    sct__seg *g = &s->seg[s->nseg - 1];
    g->n++;
    if ((uint32_t)++g->b == g->p) g->b = 0;
    s->next = s->pool[g->off + (uint32_t)g->b];
    s->count++;
}

/* The predicted last value of a repeat child came: when the next child
   (of the next repetition after the last) is an ARITH too, go on to it
   here, as sct__stream_extend would; 0: the slow path does. */
static SCT__INLINE int sct__stream_wrap(sct__stream *s) {
    sct__seg *r = &s->seg[s->rep_h];
    uint32_t ci = s->rep_ci + 1 == r->p ? 0 : s->rep_ci + 1;
    const sct__seg *d = r + 1 + ci;
    if (d->kind != SCT__ARITH) return 0;
    s->count += r[1 + s->rep_ci].n - s->rep_pos;
    if (!ci) r->n++;
    s->rep_ci = ci;
    s->rep_pos = 0;
    s->next = d->a;
    s->step = d->b;
    s->left = d->n;
    return 1;
}

/* sct__stream_put's steady state, a predicted value: one compare (issue
   39). 0: not predicted, the caller takes sct__stream_miss. */
static SCT__INLINE int sct__stream_hit(sct__stream *s, int64_t v) {
    if (SCT__UNLIKELY(v != s->next)) return 0;
    if (SCT__LIKELY(s->left > 1)) {
        s->next = (int64_t)((uint64_t)s->next + (uint64_t)s->step);
        s->left--;
        return 1;
    }
    if (s->left != 1) return 0;
    if (!s->rep_on) {
        sct__stream_pattern_hit(s);
        return 1;
    }
    return sct__stream_wrap(s);
}

/* An array parameter's elements at once (issue 39) when they are one whole
   period of what the stream predicts, as a Waitall's requests are: a
   PATTERN tail at its first phase whose period is the array's length, or
   repeat mode in a REPEAT of one ARITH child of that length, at the
   child's start (sct__stream_whole). sct__stream_whole and
   sct__stream_period_vals compare and change nothing; sct__stream_period_add takes k such periods as value by
   value hits would (sct__stream_pattern_hit, sct__stream_wrap): n, count,
   the repetition, and the stream predicts the period's first value again.
   So k periods can be counted at once (a leaf's budget, sct__leaf_settle). */
static SCT__INLINE int sct__stream_whole(const sct__stream *s, int64_t len) {
    const sct__seg *g;
    if (s->rep_on) {
        g = &s->seg[s->rep_h];
        return g->p == 1 && s->left == (uint64_t)len && g[1].n == (uint64_t)len;
    }
    g = &s->seg[s->nseg - 1];
    return s->left == 1 && g->p == (uint64_t)len && !g->b;
}

/* (The values alone: sct__push_values' budget knows the state holds.) */
static SCT__INLINE int sct__stream_period_vals(const sct__stream *s, const int64_t *v, int64_t len) {
    int64_t j;
    if (s->rep_on) {
        const sct__seg *g = &s->seg[s->rep_h + 1];
        for (j = 0; j < len; j++)
            if (v[j] != sct__arith_at(g->a, g->b, (uint64_t)j)) return 0;
    } else {
        const int64_t *p = s->pool + s->seg[s->nseg - 1].off;
        for (j = 0; j < len; j++)
            if (v[j] != p[j]) return 0;
    }
    return 1;
}

static SCT__INLINE void sct__stream_period_add(sct__stream *s, uint64_t len, uint64_t k) {
    if (s->rep_on)
        s->seg[s->rep_h].n += k;
    else
        s->seg[s->nseg - 1].n += k * len;
    s->count += k * len;
}

/* Both for one array; 0 when it does not apply or a value differs. */
static SCT__INLINE int sct__stream_period(sct__stream *s, const int64_t *v, int64_t len) {
    if (!sct__stream_whole(s, len) || !sct__stream_period_vals(s, v, len)) return 0;
    sct__stream_period_add(s, (uint64_t)len, 1);
    return 1;
}

/* Parameter streams never take a value back: they commit at once. */
static SCT__INLINE void sct__stream_put(sct__mem *m, sct__stream *s, int64_t v) {
    if (!sct__stream_hit(s, v)) sct__stream_miss(m, s, v);
}

/* (A loop's trip count that repeats extends the tail at once: sct__stream_commit's
   first step when nothing is predicted and the stream is exact.) */
static void sct__stream_push(sct__mem *m, sct__stream *s, int64_t v) {
    if (s->has_pending && (s->left || s->lossy || !sct__stream_extend(s, s->pending)))
        sct__stream_commit(m, s, s->pending);
    s->pending = v;
    s->has_pending = 1;
    s->count++;
}

/* Take the last value back out (the caller pushes a replacement). */
static int64_t sct__stream_take(sct__stream *s) {
    SCTRACE_ASSERT(s->has_pending);
    s->has_pending = 0;
    s->count--;
    return s->pending;
}

static void sct__stream_flush(sct__mem *m, sct__stream *s) {
    sct__stream_sync(s);
    if (s->has_pending) sct__stream_commit(m, s, s->pending);
    s->has_pending = 0;
    if (s->rep_on) sct__stream_unhold(m, s);
    if (s->tail_open && s->nseg && s->seg[s->nseg - 1].kind <= SCT__PATTERN) {
        s->tail_open = 0;
        sct__stream_fold(m, s);
    }
}

static void sct__stream_write(sct__buf *b, const sct__stream *s) {
    uint32_t i;
    uint64_t j;
    sct__put_var(b, s->count);
    sct__put_var(b, s->nseg);
    for (i = 0; i < s->nseg; i++) {
        const sct__seg *g = &s->seg[i];
        sct__put_u8(b, g->kind);
        switch (g->kind) {
        case SCT__ARITH:
            sct__put_svar(b, g->a);
            sct__put_svar(b, g->b);
            sct__put_var(b, g->n);
            break;
        case SCT__PATTERN:
            sct__put_var(b, g->p);
            sct__put_var(b, g->n);
            for (j = 0; j < g->p; j++) sct__put_svar(b, s->pool[g->off + j]);
            break;
        case SCT__LITERAL:
            sct__put_var(b, g->n);
            for (j = 0; j < g->n; j++) sct__put_svar(b, s->pool[g->off + j]);
            break;
        default:
            sct__put_var(b, g->p);
            sct__put_var(b, g->n);
            break;
        }
    }
}

/* n * k with saturation at 2^62, the largest count a reader accepts. */
static uint64_t sct__satmul(uint64_t n, uint64_t k) {
    const uint64_t cap = (uint64_t)1 << 62;
    if (n && k > cap / n) return cap + 1;
    return n * k;
}

static uint64_t sct__seg_values(const sct__stream *s, uint32_t i) {
    const sct__seg *g = &s->seg[i];
    uint64_t sum = 0;
    uint32_t c;
    if (g->kind != SCT__REPEAT) return g->n;
    for (c = 0; c < g->p; c++) sum += s->seg[i + 1 + c].n;
    return sct__satmul(sum, g->n);
}

/* Parse and validate one stream; 0 on success. */
static int sct__stream_read(sct__mem *m, sct__in *in, sct__stream *s) {
    uint64_t count, nseg, total = 0, j;
    uint32_t i;
    memset(s, 0, sizeof *s);
    count = sct__get_var(in);
    nseg = sct__get_count(in, 2);
    if (in->err || count > ((uint64_t)1 << 62)) return -1;
    if (nseg && SCT__GROW(m, s->seg, s->capseg, nseg)) return -1;
    for (i = 0; i < nseg; i++) {
        sct__seg *g = &s->seg[i];
        memset(g, 0, sizeof *g);
        g->kind = (uint8_t)sct__get_u8(in);
        if (g->kind == SCT__ARITH) {
            g->a = sct__get_svar(in);
            g->b = sct__get_svar(in);
            g->n = sct__get_var(in);
        } else if (g->kind == SCT__PATTERN || g->kind == SCT__LITERAL) {
            uint64_t k;
            if (g->kind == SCT__PATTERN) {
                g->p = (uint32_t)sct__get_count(in, 1);
                g->n = sct__get_var(in);
                k = g->p;
            } else {
                g->n = sct__get_count(in, 1);
                k = g->n;
            }
            if (in->err || k == 0) return -1;
            if (SCT__GROW(m, s->pool, s->cappool, (uint64_t)s->npool + k)) return -1;
            g->off = s->npool;
            for (j = 0; j < k; j++) s->pool[s->npool++] = sct__get_svar(in);
        } else if (g->kind == SCT__REPEAT) {
            g->p = (uint32_t)sct__get_count(in, 2);
            g->n = sct__get_var(in);
            if (!g->p || i + (uint64_t)g->p >= nseg) return -1;
        } else {
            return -1;
        }
        if (in->err || g->n == 0 || g->n > ((uint64_t)1 << 62)) return -1;
        s->nseg = i + 1;
    }
    /* children of a REPEAT must be plain segments; sum up the values */
    for (i = 0; i < s->nseg;) {
        uint32_t step = 1, c;
        if (s->seg[i].kind == SCT__REPEAT) {
            for (c = 1; c <= s->seg[i].p; c++)
                if (s->seg[i + c].kind == SCT__REPEAT) return -1;
            step += s->seg[i].p;
        }
        total += sct__seg_values(s, i);
        if (total > ((uint64_t)1 << 62)) return -1;
        i += step;
    }
    if (total != count) return -1;
    s->count = count;
    return 0;
}

/* Sequential decoder of a parsed stream. */
typedef struct sct__sdec {
    uint32_t si, ci;      /* segment; child within a REPEAT */
    uint64_t pos, rep;    /* value within the segment; repetition */
    uint64_t left;        /* values not yet returned */
    double dev;           /* histogram: sum of the draws minus draws x mean */
} sct__sdec;

static int64_t sct__seg_at(const sct__stream *s, const sct__seg *g, uint64_t i) {
    if (g->kind == SCT__ARITH) return sct__arith_at(g->a, g->b, i);
    if (g->kind == SCT__PATTERN) return s->pool[g->off + i % g->p];
    return s->pool[g->off + i];
}

static void sct__sdec_init(sct__sdec *d, const sct__stream *s) {
    memset(d, 0, sizeof *d);
    d->left = s->hv ? UINT64_MAX : s->count; /* a histogram gives as many as asked */
}

/* Next value; 0 on success, -1 when the stream is exhausted. */
static int sct__sdec_next(const sct__stream *s, sct__sdec *d, int64_t *v) {
    if (s->hv) { /* left is UINT64_MAX for the iterator, the count for a cursor */
        if (!d->left) return -1;
        if (d->left != UINT64_MAX) d->left--;
        *v = sct__hvar_draw(s->hv, s->salt, d->pos++, s->band, &d->dev, !s->between);
        return 0;
    }
    if (!d->left) return -1;
    for (;;) {
        const sct__seg *g = &s->seg[d->si];
        if (g->kind != SCT__REPEAT) {
            if (d->pos < g->n) {
                *v = sct__seg_at(s, g, d->pos++);
                d->left--;
                return 0;
            }
            d->si++;
            d->pos = 0;
            continue;
        }
        if (d->rep < g->n) {
            const sct__seg *c = &s->seg[d->si + 1 + d->ci];
            if (d->pos < c->n) {
                *v = sct__seg_at(s, c, d->pos++);
                d->left--;
                return 0;
            }
            d->pos = 0;
            if (++d->ci == g->p) {
                d->ci = 0;
                d->rep++;
            }
            continue;
        }
        d->si += 1 + g->p;
        d->rep = 0;
        d->ci = 0;
        d->pos = 0;
    }
}

static void sct__seg_range(const sct__stream *s, const sct__seg *g, int64_t *lo, int64_t *hi) {
    uint64_t i, k;
    if (g->kind == SCT__ARITH) {
        int64_t last = sct__arith_at(g->a, g->b, g->n - 1);
        /* a progression that wraps around int64 spans everything */
        uint64_t room = g->b >= 0 ? (uint64_t)INT64_MAX - (uint64_t)g->a : (uint64_t)g->a - (uint64_t)INT64_MIN;
        uint64_t step = g->b >= 0 ? (uint64_t)g->b : (uint64_t)0 - (uint64_t)g->b;
        int mono = step == 0 || g->n - 1 <= room / step;
        *lo = mono ? (g->a < last ? g->a : last) : INT64_MIN; /* wrapped: spans everything */
        *hi = mono ? (g->a < last ? last : g->a) : INT64_MAX;
        return;
    }
    k = g->kind == SCT__PATTERN ? g->p : g->n;
    *lo = INT64_MAX;
    *hi = INT64_MIN;
    for (i = 0; i < k; i++) {
        int64_t v = sct__seg_at(s, g, i);
        if (v < *lo) *lo = v;
        if (v > *hi) *hi = v;
    }
}

/* Sum of a plain segment's values, from its description. */
static double sct__seg_sum(const sct__stream *s, const sct__seg *g) {
    double n = (double)g->n, t = 0;
    uint64_t i, k;
    if (g->kind == SCT__ARITH) return n * (double)g->a + (double)g->b * n * (n - 1) / 2;
    if (g->kind == SCT__LITERAL) {
        for (i = 0; i < g->n; i++) t += (double)s->pool[g->off + i];
        return t;
    }
    for (i = 0; i < g->p; i++) t += (double)s->pool[g->off + i];
    k = g->n / g->p;
    t *= (double)k;
    for (i = 0; i < g->n % g->p; i++) t += (double)s->pool[g->off + i];
    return t;
}

static double sct__stream_sum(const sct__stream *s) {
    uint32_t i, c;
    double t = 0;
    for (i = 0; i < s->nseg;) {
        const sct__seg *g = &s->seg[i];
        if (g->kind != SCT__REPEAT) {
            t += sct__seg_sum(s, g);
            i++;
            continue;
        }
        {
            double body = 0;
            for (c = 1; c <= g->p; c++) body += sct__seg_sum(s, &s->seg[i + c]);
            t += body * (double)g->n;
        }
        i += 1 + g->p;
    }
    return t;
}

static void sct__stream_summary(const sct__stream *s, sct_stream_summary *o) {
    uint32_t i;
    if (s->hv) {
        sct__hvar_summary(s->hv, o);
        return;
    }
    memset(o, 0, sizeof *o);
    o->sum = sct__stream_sum(s);
    o->count = s->count;
    o->nsegments = (int)s->nseg;
    if (!s->count) return;
    o->min = INT64_MAX;
    o->max = INT64_MIN;
    o->first = sct__seg_at(s, &s->seg[s->seg[0].kind == SCT__REPEAT ? 1 : 0], 0);
    for (i = 0; i < s->nseg; i++) {
        int64_t lo, hi;
        if (s->seg[i].kind == SCT__REPEAT) continue;
        sct__seg_range(s, &s->seg[i], &lo, &hi);
        if (lo < o->min) o->min = lo;
        if (hi > o->max) o->max = hi;
    }
    o->constant = o->min == o->max;
    if (s->nseg == 1 && s->seg[0].kind == SCT__PATTERN) o->period = (int)s->seg[0].p;
    if (o->constant) o->period = 1;
    o->mean = o->sum / (double)o->count;
}

/*== >>hist  adaptive-bin histograms (ScalaH-Trace section 4) ===================*/

/* Bins are [min, max] ranges sorted by min, each with exact count/min/max
   and shifted sums for its mean and variance. No bin is ever split on
   guessed statistics, so every bin's min/max bound exactly the values it
   absorbed.
   Online, bins stay disjoint. A value inside a bin joins it. A value in a gap
   joins the neighbour with fewer values (stretching it). A value beyond the
   global extremes is an outlier the paper wants kept visible: it opens a
   bin, and when all bins are in use the two adjacent bins with the fewest
   values merge first.
   A merge keeps the bins of both histograms, so its bins may overlap: two
   ranks cut one distribution at different points, and joining every pair
   that overlaps would chain all of them into one bin. Instead the adjacent
   pairs that lose the least by joining (sct__bins_reduce) are joined until
   maxbins remain. A value then lies in at least one bin's range. */

void sct_hist_init(sct_hist *h, int maxbins) {
    memset(h, 0, sizeof *h);
    if (maxbins < 1) maxbins = 1;
    if (maxbins > SCT_HIST_MAX_BINS) maxbins = SCT_HIST_MAX_BINS;
    h->maxbins = maxbins;
}

/* a - b without overflow (values may span all of int64; exact below 2^53,
   and branch-free: it is on every call's path). */
static double sct__idiff(int64_t a, int64_t b) { return (double)a - (double)b; }

/* Sums around a per-bin shift (the bin's first value) keep the variance
   accurate for narrow bins of large values without Welford's division on
   every add: the hot path only adds and multiplies. */
/* Add v to bin b; returns -1 when v is the bin's new min, 1 its new max,
   else 0 (a histogram's extremes can only move when a bin's do). */
static SCT__INLINE int sct__bin_add(sct_hist_bin *b, int64_t v) {
    double y = sct__idiff(v, b->shift);
    int moved = 0;
    b->count++;
    b->s1 += y;
    b->s2 += y * y;
    if (v < b->min) b->min = v, moved = -1;
    if (v > b->max) b->max = v, moved = 1;
    return moved;
}

static void sct__bin_join(sct_hist_bin *a, const sct_hist_bin *b) {
    double d, n;
    if (!b->count) return;
    if (!a->count) {
        *a = *b;
        return;
    }
    /* re-centre b's sums on a's shift: sum(y + d) and sum((y + d)^2) */
    d = sct__idiff(b->shift, a->shift);
    n = (double)b->count;
    a->s2 += b->s2 + 2 * d * b->s1 + n * d * d;
    a->s1 += b->s1 + n * d;
    a->count += b->count;
    if (b->min < a->min) a->min = b->min;
    if (b->max > a->max) a->max = b->max;
}

double sct_hist_bin_mean(const sct_hist_bin *b) { return b->count ? (double)b->shift + b->s1 / (double)b->count : 0; }

double sct_hist_bin_variance(const sct_hist_bin *b) {
    double n = (double)b->count, v;
    if (!b->count) return 0;
    v = (b->s2 - b->s1 * b->s1 / n) / n;
    return v > 0 ? v : 0;
}

/* Merge the adjacent pair with the fewest values (needs nbins >= 2). */
static void sct__hist_squeeze(sct_hist *h) {
    int i, best = 0;
    uint64_t bc = UINT64_MAX;
    for (i = 0; i + 1 < h->nbins; i++) {
        uint64_t c = h->bins[i].count + h->bins[i + 1].count;
        if (c < bc) {
            bc = c;
            best = i;
        }
    }
    sct__bin_join(&h->bins[best], &h->bins[best + 1]);
    for (i = best + 1; i + 1 < h->nbins; i++) h->bins[i] = h->bins[i + 1];
    h->nbins--;
}

static void sct__hist_open(sct_hist *h, int at, int64_t v) {
    sct_hist_bin *b;
    memmove(&h->bins[at + 1], &h->bins[at], (size_t)(h->nbins - at) * sizeof(sct_hist_bin));
    h->nbins++;
    b = &h->bins[at];
    memset(b, 0, sizeof *b);
    b->count = 1;
    b->min = b->max = b->shift = v;
}

/* How many bins have a min <= v: a branchless binary search, since noisy
   timing values would mispredict an early-exit scan. */
static int sct__hist_find(const sct_hist *h, int64_t v) {
    unsigned base = 0, n = (unsigned)h->nbins;
    if (!n) return 0;
    while (n > 1) {
        unsigned half = n / 2;
        base = h->bins[base + half].min <= v ? base + half : base;
        n -= half;
    }
    return (int)base + (h->bins[base].min <= v);
}

/* A bin before bin p - 1 (the bins before p have a min <= v) that holds v,
   or -1: only overlapping bins (a merge's) can. */
static int sct__hist_holder(const sct_hist *h, int p, int64_t v) {
    int i;
    for (i = p - 2; i >= 0; i--)
        if (v <= h->bins[i].max) return i;
    return -1;
}

/* ---- the per-call update (issue 39: a few dozen instructions) ----
   Finding a value's bin is arithmetic, not a search: a value's cell is its
   octave and the next three bits below the leading one (8 cells per
   octave, 1/8 to 1/16 of the value wide; values below 16 one cell each), a
   leading-zero count and a shift. h->cell maps cells to the bin that owns
   them: every cell inside exactly one bin's [min, max], and, once all bins
   are in use, the cells of the gaps between bins (each gap to the
   neighbour with fewer values, as the adaptive path chooses). A value in a mapped cell only updates its bin and the exact
   count, sum, min and max. The rest (a cell before the first bin or after
   the last, one that two bins share after a merge, negative values, whose
   cells no bin owns) takes ScalaH-Trace's adaptive path below (open a bin,
   or join the fewest-valued neighbours first), which then rebuilds the map
   (~500 byte writes): rare, since in the steady state new extremes are. */
#if defined(__GNUC__) || defined(__clang__)
#define SCT__CLZ64(x) __builtin_clzll(x)
#else
static unsigned sct__clz64(uint64_t x) { /* x != 0 */
    unsigned n = 0;
    while (!(x >> 63)) {
        x <<= 1;
        n++;
    }
    return n;
}
#define SCT__CLZ64(x) sct__clz64(x)
#endif

/* A negative value's cell is in the top octave (488..495), which no bin
   owns: bins own the cells from their min (or 0) to their max. */
static unsigned sct__hist_cell(int64_t v) {
    uint64_t u = (uint64_t)v | 8;
    unsigned e = 63u - (unsigned)SCT__CLZ64(u);
    return (e - 3) * 8 + (unsigned)((uint64_t)v >> (e - 3));
}

/* Rebuild h->cell from the bins (see above). */
static void sct__hist_remap(sct_hist *h) {
    enum { SHARED = 0xFF };
    int i, last = -1;
    unsigned c;
    memset(h->cell, 0, sizeof h->cell);
    for (i = 0; i < h->nbins; i++) {
        const sct_hist_bin *b = &h->bins[i];
        unsigned hi;
        if (b->max < 0) continue;
        hi = sct__hist_cell(b->max);
        for (c = sct__hist_cell(b->min < 0 ? 0 : b->min); c <= hi; c++) h->cell[c] = h->cell[c] ? (uint8_t)SHARED : (uint8_t)(i + 1);
    }
    if (h->nbins == h->maxbins) /* full: a gap's cells go to the nearer bin */
        for (c = 0; c < SCT__HIST_CELLS; c++) {
            if (!h->cell[c]) continue;
            if (last >= 0 && (int)c > last + 1 && h->cell[last] != SHARED && h->cell[c] != SHARED) {
                /* as the adaptive path does: the neighbour with fewer values */
                uint8_t to = h->bins[h->cell[last] - 1].count <= h->bins[h->cell[c] - 1].count ? h->cell[last] : h->cell[c];
                memset(h->cell + last + 1, to, c - (unsigned)last - 1);
            }
            last = (int)c;
        }
    for (c = 0; c < SCT__HIST_CELLS; c++)
        if (h->cell[c] == SHARED) h->cell[c] = 0;
}

/* The adaptive path (ScalaH-Trace section 4), then the map. Kept out of
   line so that the caller's fast path saves no registers. */
static SCT__NOINLINE void sct__hist_add_slow(sct_hist *h, int64_t v, int32_t rank) {
    int i = sct__hist_find(h, v), n = h->nbins, in;
    if (i && v <= h->bins[i - 1].max) { /* bins span [min, max]: not an extreme */
        sct__bin_add(&h->bins[i - 1], v);
        return;
    }
    if (h->overlap && (in = sct__hist_holder(h, i, v)) >= 0) {
        sct__bin_add(&h->bins[in], v);
        return;
    }
    if (h->count == 1 || v < h->min) {
        h->min = v;
        h->min_rank = rank;
    }
    if (h->count == 1 || v > h->max) {
        h->max = v;
        h->max_rank = rank;
    }
    if (i > 0 && i < n) { /* in the gap after bin i-1 and before bin i */
        if (n < h->maxbins) sct__hist_open(h, i, v);
        else sct__bin_add(&h->bins[h->bins[i - 1].count <= h->bins[i].count ? i - 1 : i], v);
    } else if (n == h->maxbins && n == 1) {
        sct__bin_add(&h->bins[0], v);
    } else {
        if (n == h->maxbins) { /* a new extreme: make room */
            sct__hist_squeeze(h);
            if (i) i = h->nbins;
        }
        sct__hist_open(h, i, v);
    }
    sct__hist_remap(h);
}

/* sct_hist_add, inlined where the compressor records. */
static SCT__INLINE void sct__hist_put(sct_hist *h, int64_t v, int32_t rank) {
    unsigned k = h->cell[sct__hist_cell(v)];
    int moved;
    h->count++;
    h->sum += (double)v;
    if (SCT__UNLIKELY(!k)) {
        sct__hist_add_slow(h, v, rank);
        return;
    }
    /* the global extremes are tested only when the bin's own move: a
       histogram's min is at most each bin's */
    moved = sct__bin_add(&h->bins[k - 1], v);
    if (moved < 0 && v < h->min) {
        h->min = v;
        h->min_rank = rank;
    } else if (moved > 0 && v > h->max) {
        h->max = v;
        h->max_rank = rank;
    }
}

void sct_hist_add(sct_hist *h, int64_t v, int32_t rank) { sct__hist_put(h, v, rank); }

/* A context's timing histograms (issue 39): each of their values comes from
   the context's rank and lands in exactly one bin, so the steady state
   (sct__hist_rec) updates only that bin and the sum, and the histogram's
   count, min, max and their ranks are derived from the bins where they are
   read: before the adaptive path, and at serialisation (sct__hist_settle). */
static void sct__hist_settle(sct_hist *h, int32_t rank) {
    uint64_t n = 0;
    int i;
    for (i = 0; i < h->nbins; i++) {
        const sct_hist_bin *b = &h->bins[i];
        n += b->count;
        if (!i || b->min < h->min) h->min = b->min;
        if (!i || b->max > h->max) h->max = b->max;
    }
    h->count = n;
    if (n) h->min_rank = h->max_rank = rank;
}

static SCT__NOINLINE void sct__hist_rec_slow(sct_hist *h, int64_t v, int32_t rank) {
    sct__hist_settle(h, rank);
    h->count++;
    sct__hist_add_slow(h, v, rank);
}

static SCT__INLINE void sct__hist_rec(sct_hist *h, int64_t v, int32_t rank) {
    size_t k = h->cell[sct__hist_cell(v)]; /* (wide: &bins[k - 1] folds into one address) */
    sct_hist_bin *b;
    double y;
    h->sum += (double)v;
    if (SCT__UNLIKELY(!k)) {
        sct__hist_rec_slow(h, v, rank);
        return;
    }
    b = &h->bins[k - 1];
    y = sct__idiff(v, b->shift);
    b->count++;
    b->s1 += y;
    b->s2 += y * y;
    if (v < b->min) b->min = v;
    else if (v > b->max) b->max = v; /* (min <= max) */
}

/* Where v lies on the scale bins are compared on: octaves of its distance
   from the histogram's min (the scale of the relative grid the file uses
   below precision 100): a bin of 100..105 above a min of 100 is as wide as
   one of 10^4..6 10^4. */
static double sct__octaves(int64_t v, int64_t min) { return log2(1.0 + sct__idiff(v, min)); }

/* Join adjacent bins of all[0..n) until at most max remain; returns the
   count. The pair joined is the one that loses the least: the values of
   each bin are then known only to lie in the range of both, and the cost is
   how much wider that is, in octaves, weighted by how many values they are
   (0 for two bins of one range). */
static int sct__bins_reduce(sct_hist_bin *all, int n, int max) {
    double lo[2 * SCT_HIST_MAX_BINS], hi[2 * SCT_HIST_MAX_BINS];
    int k;
    if (n <= max) return n;
    for (k = 0; k < n; k++) {
        lo[k] = sct__octaves(all[k].min, all[0].min);
        hi[k] = sct__octaves(all[k].max, all[0].min);
    }
    while (n > max) {
        int best = 0;
        double bc = HUGE_VAL;
        for (k = 0; k + 1 < n; k++) {
            double top = hi[k] > hi[k + 1] ? hi[k] : hi[k + 1];
            double c = (double)all[k].count * (top - hi[k]) + (double)all[k + 1].count * (top - lo[k] - hi[k + 1] + lo[k + 1]);
            if (c < bc) {
                bc = c;
                best = k;
            }
        }
        sct__bin_join(&all[best], &all[best + 1]);
        hi[best] = hi[best] > hi[best + 1] ? hi[best] : hi[best + 1];
        memmove(&all[best + 1], &all[best + 2], (size_t)(n - best - 2) * sizeof(sct_hist_bin));
        memmove(&lo[best + 1], &lo[best + 2], (size_t)(n - best - 2) * sizeof(double));
        memmove(&hi[best + 1], &hi[best + 2], (size_t)(n - best - 2) * sizeof(double));
        n--;
    }
    return n;
}

/* Whether some bin begins at or before the end of an earlier one. */
static int sct__bins_overlap(const sct_hist_bin *b, int n) {
    int k;
    int64_t end;
    for (k = 1, end = n ? b[0].max : 0; k < n; k++) {
        if (b[k].min <= end) return 1;
        if (b[k].max > end) end = b[k].max;
    }
    return 0;
}

void sct_hist_merge(sct_hist *dst, const sct_hist *src) {
    sct_hist_bin all[2 * SCT_HIST_MAX_BINS];
    int i = 0, j = 0, n = 0;
    if (!src->count) return;
    if (!dst->count || src->min < dst->min) {
        dst->min = src->min;
        dst->min_rank = src->min_rank;
    }
    if (!dst->count || src->max > dst->max) {
        dst->max = src->max;
        dst->max_rank = src->max_rank;
    }
    dst->count += src->count;
    dst->sum += src->sum;
    /* the two bin lists in order of min */
    while (i < dst->nbins || j < src->nbins)
        if (j >= src->nbins || (i < dst->nbins && dst->bins[i].min <= src->bins[j].min)) all[n++] = dst->bins[i++];
        else all[n++] = src->bins[j++];
    n = sct__bins_reduce(all, n, dst->maxbins);
    memcpy(dst->bins, all, (size_t)n * sizeof(sct_hist_bin));
    dst->nbins = n;
    dst->overlap = sct__bins_overlap(all, n);
    sct__hist_remap(dst);
}

double sct_hist_mean(const sct_hist *h) { return h->count ? h->sum / (double)h->count : 0.0; }

double sct_hist_variance(const sct_hist *h) {
    double mean = sct_hist_mean(h), m2 = 0;
    int i;
    if (!h->count) return 0.0;
    for (i = 0; i < h->nbins; i++) {
        const sct_hist_bin *b = &h->bins[i];
        double d = sct_hist_bin_mean(b) - mean;
        m2 += sct_hist_bin_variance(b) * (double)b->count + d * d * (double)b->count;
    }
    return m2 / (double)h->count;
}

/* On disk (format 5) a bin is its count, min (the first bin's, then the
   distance from the previous bin's min; formats 3 and 4: the gap from the
   previous bin's max, bins being disjoint), width, and for a bin of more than one value
   its mean above min times its count up to 1024 (the exact sum of up to 1024
   integers, then the mean in 1/1024 of a unit, so that a trace of 10^7
   events is hardly bigger than one of 10^5; whole units for bins too wide for
   62 bits) and its standard deviation in 1/255 of half its width (a bin's
   values cannot spread more: one byte, within 1/510 of the width). The
   histogram's count, sum, min and max stay exact. */
static double sct__bin_scale(uint64_t count) { return count < 1024 ? (double)count : 1024.0; }
static int sct__bin_wide(uint64_t w) { return w >= (UINT64_C(1) << 52); }
#define SCT__SD_STEPS 255.0 /* a bin's standard deviation on disk: steps of half its width */

/* d rounded down into [0, hi]. */
static uint64_t sct__d2u(double d, uint64_t hi) { return !(d > 0) ? 0 : d >= (double)hi ? hi : (uint64_t)d; }

/* The exact form, after maxbins and the bin count. */
static void sct__hist_put_exact(sct__buf *b, const sct_hist *h) {
    int i;
    sct__put_var(b, h->count);
    if (!h->count) return;
    sct__put_svar(b, (int64_t)h->sum);
    sct__put_svar(b, h->min_rank);
    sct__put_svar(b, h->max_rank);
    for (i = 0; i < h->nbins; i++) {
        const sct_hist_bin *x = &h->bins[i];
        uint64_t w = (uint64_t)x->max - (uint64_t)x->min;
        double above;
        sct__put_var(b, x->count);
        if (i) sct__put_var(b, (uint64_t)x->min - (uint64_t)h->bins[i - 1].min); /* bins are sorted by min */
        else sct__put_svar(b, x->min);
        sct__put_var(b, w);
        if (!w) continue; /* one value: mean = min, variance 0 */
        /* the mean above min times the count up to 1024 (the exact sum of a
           bin of integers up to 1024 values, the mean in 1/1024 beyond: its
           size stops growing with the count; whole units for very wide bins);
           then the standard deviation */
        above = (x->s1 + ((double)x->shift - (double)x->min) * (double)x->count) / (double)x->count;
        if (sct__bin_wide(w)) sct__put_var(b, sct__d2u(above + 0.5, w));
        else sct__put_var(b, sct__d2u(above * sct__bin_scale(x->count) + 0.5, w * (uint64_t)sct__bin_scale(x->count)));
        sct__put_u8(b, (unsigned)sct__d2u(sqrt(sct_hist_bin_variance(x)) / ((double)w / 2) * SCT__SD_STEPS + 0.5, 255));
    }
}

/* ---- bins on a relative grid (timing histograms, precision below 100) ------
   Since format 4 the timing histograms of a trace merged at a precision
   below 100 are stored more coarsely, so that their size hardly depends on
   how many ranks filled them or on how long the calls took. The histogram's
   count, sum, min, max and their ranks stay exact; the bounds of each bin
   move outwards to a grid of SCT__GRID_STEPS points per octave of the
   distance from the histogram's min (every value stays inside its bin, each
   bound within 1/32 of that distance); a bin's mean is kept in 1/255 of its
   width and its standard deviation as in the exact form. Bins that would
   touch or overlap on the grid are joined first (a merge's overlapping bins
   too: below precision 100 size comes first). The bin count on disk is
   doubled, plus 1 for this form. Format 5 keeps the exact form where it is
   the smaller one (a histogram spanning 2^62 or more always keeps it), and
   writes each bin's lower grid point as the distance from the previous
   bin's and its width on the grid; format 4 wrote the gap from the previous
   bin's upper point and no width for the last bin. */
#define SCT__GRID_STEPS 32
#define SCT__GRID_MAX (59 * SCT__GRID_STEPS + SCT__GRID_STEPS - 1) /* the grid point of 2^64 - 1 */
#define SCT__GRID_SPAN (UINT64_C(1) << 62) /* histograms spanning this much or more stay exact */

/* Whether a blob of this format and merge tolerance stores its timing
   histograms on the grid (the writer's rule, which readers follow). */
static int sct__timing_grid(int format, uint64_t tolerance) { return format >= 4 && tolerance > 0; }

/* The grid point at or below u, and the value of a grid point. */
static uint32_t sct__grid_floor(uint64_t u) {
    uint32_t e = 0;
    while (u >= 2 * SCT__GRID_STEPS) {
        u >>= 1;
        e++;
    }
    return e ? (e + 1) * SCT__GRID_STEPS + (uint32_t)u - SCT__GRID_STEPS : (uint32_t)u;
}

static uint64_t sct__grid_value(uint32_t g) {
    if (g < 2 * SCT__GRID_STEPS) return g;
    return (uint64_t)(SCT__GRID_STEPS + g % SCT__GRID_STEPS) << (g / SCT__GRID_STEPS - 1);
}

static uint32_t sct__grid_ceil(uint64_t u) {
    uint32_t g = sct__grid_floor(u);
    return sct__grid_value(g) < u ? g + 1 : g;
}

/* The bins on the grid: lo/hi are the grid points of each bin's bounds
   above h->min, rounded outwards. Bins that touch or overlap on the grid
   are joined, so the stored bins are disjoint. Returns the bin count. */
static int sct__hist_gridded(const sct_hist *h, sct_hist_bin *x, uint32_t *lo, uint32_t *hi) {
    int i, n = 0;
    for (i = 0; i < h->nbins; i++) {
        const sct_hist_bin *b = &h->bins[i];
        uint32_t l = sct__grid_floor((uint64_t)b->min - (uint64_t)h->min);
        uint32_t u = sct__grid_ceil((uint64_t)b->max - (uint64_t)h->min);
        if (n && l <= hi[n - 1]) {
            sct__bin_join(&x[n - 1], b);
            if (u > hi[n - 1]) hi[n - 1] = u;
            continue;
        }
        x[n] = *b;
        lo[n] = l;
        hi[n++] = u;
    }
    return n;
}

static void sct__hist_put_grid(sct__buf *b, const sct_hist *h) {
    sct_hist_bin all[SCT_HIST_MAX_BINS];
    uint32_t glo[SCT_HIST_MAX_BINS], ghi[SCT_HIST_MAX_BINS];
    uint64_t range = (uint64_t)h->max - (uint64_t)h->min;
    int i, n = sct__hist_gridded(h, all, glo, ghi);
    sct__put_var(b, 2 * (uint64_t)n + 1);
    sct__put_var(b, h->count);
    sct__put_svar(b, (int64_t)h->sum);
    sct__put_svar(b, h->min_rank);
    sct__put_svar(b, h->max_rank);
    sct__put_svar(b, h->min);
    sct__put_var(b, range);
    for (i = 0; i < n; i++) {
        const sct_hist_bin *x = &all[i];
        uint64_t dlo = sct__grid_value(glo[i]), top = sct__grid_value(ghi[i]), dhi = top < range ? top : range;
        double w = (double)(dhi - dlo), mean = sct_hist_bin_mean(x) - (double)h->min - (double)dlo;
        sct__put_var(b, x->count);
        if (i) sct__put_var(b, glo[i] - glo[i - 1]);
        sct__put_var(b, ghi[i] - glo[i]);
        if (!(w > 0)) continue;
        sct__put_u8(b, (unsigned)sct__d2u(mean / w * SCT__SD_STEPS + 0.5, 255));
        if (x->count > 1)
            sct__put_u8(b, (unsigned)sct__d2u(sqrt(sct_hist_bin_variance(x)) / (w / 2) * SCT__SD_STEPS + 0.5, 255));
    }
}

/* grid: the gridded form may be used (format 4 on and a precision below 100). */
static void sct__hist_write(sct__buf *b, const sct_hist *h, int grid) {
    uint32_t at, g;
    sct__put_var(b, (uint64_t)h->maxbins);
    at = b->n;
    sct__put_var(b, (uint64_t)h->nbins * (grid ? 2 : 1));
    sct__hist_put_exact(b, h);
    if (!grid || !h->count || (uint64_t)h->max - (uint64_t)h->min >= SCT__GRID_SPAN || b->err) return;
    /* the gridded form after it, kept instead when it is smaller (a few
       bins of single values cost less exactly) */
    g = b->n;
    sct__hist_put_grid(b, h);
    if (b->err || b->n - g >= g - at) {
        b->n = g;
        return;
    }
    memmove(b->p + at, b->p + g, b->n - g);
    b->n = at + (b->n - g);
}

/* Sums of a bin read back: its min, the sum of its values above min and
   their standard deviation. */
static void sct__bin_sums(sct_hist_bin *x, double above, double sd) {
    double n = (double)x->count;
    x->shift = x->min;
    x->s1 = above;
    x->s2 = sd * sd * n + above * above / n;
}

static int sct__hist_get_exact(sct__in *in, sct_hist *h, int format) {
    int i;
    for (i = 0; i < h->nbins; i++) {
        sct_hist_bin *x = &h->bins[i];
        double n, above = 0, sd = 0;
        uint64_t w, gap;
        x->count = sct__get_var(in);
        if (i && format >= 5) { /* sorted by min */
            gap = sct__get_var(in);
            x->min = (int64_t)((uint64_t)h->bins[i - 1].min + gap);
            if (x->min < h->bins[i - 1].min) return -1;
        } else if (i) { /* disjoint */
            gap = sct__get_var(in);
            x->min = (int64_t)((uint64_t)h->bins[i - 1].max + gap);
            if (!gap || x->min <= h->bins[i - 1].max) return -1;
        } else {
            x->min = sct__get_svar(in);
        }
        w = sct__get_var(in);
        x->max = (int64_t)((uint64_t)x->min + w);
        n = (double)x->count;
        if (w) { /* the sum above min, from the mean above min */
            above = (double)sct__get_var(in) * (sct__bin_wide(w) ? n : n / sct__bin_scale(x->count));
            sd = (double)sct__get_u8(in) * ((double)w / 2) / SCT__SD_STEPS;
        }
        /* a bin of one value has no width before format 5; since then it
           may be one read from the gridded form, widened to the grid */
        if (x->max < x->min || !x->count || (w && x->count < 2 && format < 5) || above > (double)w * n) return -1;
        sct__bin_sums(x, above, sd);
    }
    return 0;
}

/* A bin of the gridded form at [dlo, dhi] above h->min, and its sums from
   its mean and standard deviation bytes. */
static void sct__bin_grid_place(sct__in *in, const sct_hist *h, sct_hist_bin *x, uint64_t dlo, uint64_t dhi) {
    double above = 0, sd = 0;
    x->min = (int64_t)((uint64_t)h->min + dlo);
    x->max = (int64_t)((uint64_t)h->min + dhi);
    if (dhi > dlo) {
        above = (double)sct__get_u8(in) * (double)(dhi - dlo) / SCT__SD_STEPS * (double)x->count;
        if (x->count > 1) sd = (double)sct__get_u8(in) * ((double)(dhi - dlo) / 2) / SCT__SD_STEPS;
    }
    sct__bin_sums(x, above, sd);
}

/* The gridded form of format 5: bins sorted by their lower grid point, each
   with its width on the grid; the bin holding the max reaches the range. */
static int sct__hist_get_grid(sct__in *in, sct_hist *h, uint64_t range) {
    uint32_t lo = 0;
    uint64_t top = 0;
    int i;
    for (i = 0; i < h->nbins; i++) {
        sct_hist_bin *x = &h->bins[i];
        uint64_t dlo, dhi, gap = 0, w;
        x->count = sct__get_var(in);
        if (i) gap = sct__get_var(in);
        w = sct__get_var(in);
        if (!x->count || gap > SCT__GRID_MAX || w > SCT__GRID_MAX || lo + gap + w > SCT__GRID_MAX) return -1;
        lo += (uint32_t)gap;
        dlo = sct__grid_value(lo);
        dhi = sct__grid_value(lo + (uint32_t)w);
        dhi = dhi < range ? dhi : range;
        if (dlo > dhi) return -1;
        if (dhi > top) top = dhi;
        sct__bin_grid_place(in, h, x, dlo, dhi);
    }
    return top == range ? 0 : -1;
}

/* The gridded form of format 4: disjoint bins, each after the previous
   one's upper grid point, the last one up to the range. */
static int sct__hist_get_grid4(sct__in *in, sct_hist *h, uint64_t range) {
    uint32_t lo = 0, hi = 0;
    int i;
    for (i = 0; i < h->nbins; i++) {
        sct_hist_bin *x = &h->bins[i];
        uint64_t dlo, dhi, gap = 0, w;
        x->count = sct__get_var(in);
        if (i) gap = sct__get_var(in);
        if (i && (!gap || gap > SCT__GRID_MAX)) return -1;
        lo = i ? hi + (uint32_t)gap : 0;
        if (i + 1 < h->nbins) {
            w = sct__get_var(in);
            if (w > SCT__GRID_MAX) return -1;
            hi = lo + (uint32_t)w;
        }
        if (lo > SCT__GRID_MAX || hi > SCT__GRID_MAX) return -1;
        dlo = i ? sct__grid_value(lo) : 0;
        dhi = i + 1 < h->nbins ? sct__grid_value(hi) : range;
        if (dlo > dhi || dhi > range || (i + 1 < h->nbins && dhi == range) || !x->count) return -1;
        sct__bin_grid_place(in, h, x, dlo, dhi);
    }
    return 0;
}

/* The gridded form: the histogram's min and range, then its bins as the
   file's format wrote them. */
static int sct__hist_get_gridded(sct__in *in, sct_hist *h, int format) {
    uint64_t range;
    h->min = sct__get_svar(in);
    range = sct__get_var(in);
    h->max = (int64_t)((uint64_t)h->min + range);
    if (range >= SCT__GRID_SPAN || h->max < h->min) return -1;
    return format >= 5 ? sct__hist_get_grid(in, h, range) : sct__hist_get_grid4(in, h, range);
}

/* grid: as sct__hist_write's; format: the file's (bins are read as it wrote them). */
static int sct__hist_read(sct__in *in, sct_hist *h, int grid, int format) {
    uint64_t maxbins = sct__get_var(in), nbins = sct__get_var(in), total = 0;
    int i, gridded = grid && (nbins & 1);
    memset(h, 0, sizeof *h);
    if (grid) nbins /= 2;
    h->count = sct__get_var(in);
    if (in->err || maxbins < 1 || maxbins > SCT_HIST_MAX_BINS || nbins > maxbins) return -1;
    h->maxbins = (int)maxbins;
    h->nbins = (int)nbins;
    if (!h->count) return nbins || gridded ? -1 : 0;
    if (!nbins) return -1;
    h->sum = (double)sct__get_svar(in);
    h->min_rank = (int32_t)sct__get_svar(in);
    h->max_rank = (int32_t)sct__get_svar(in);
    if (gridded ? sct__hist_get_gridded(in, h, format) : sct__hist_get_exact(in, h, format)) return -1;
    h->min = h->bins[0].min;
    h->max = h->bins[0].max;
    for (i = 0; i < h->nbins; i++) {
        total += h->bins[i].count;
        if (h->bins[i].max > h->max) h->max = h->bins[i].max;
    }
    if (in->err || total != h->count) return -1;
    h->overlap = sct__bins_overlap(h->bins, h->nbins);
    return 0;
}

/*== >>ranklist  sets of ranks as unions of strided blocks =====================*/

static int64_t sct__rb_extent(const sct_rankblock *b) {
    int64_t e = 0;
    int i;
    for (i = 0; i < b->dims; i++) e += (int64_t)(b->count[i] - 1) * b->stride[i];
    return e;
}

static uint64_t sct__rb_count(const sct_rankblock *b) {
    uint64_t n = 1;
    int i;
    for (i = 0; i < b->dims; i++) n *= (uint64_t)b->count[i];
    return n;
}

/* Blocks are well nested (each stride exceeds the extent inside it), so the
   coordinates of a member follow by division, outermost first. */
static int sct__rb_has(const sct_rankblock *b, int64_t r) {
    int64_t off = r - b->start;
    int i;
    if (off < 0) return 0;
    for (i = b->dims - 1; i >= 0; i--) {
        int64_t k = off / b->stride[i];
        if (k >= b->count[i]) return 0;
        off -= k * b->stride[i];
    }
    return off == 0;
}

/* The smallest member >= t of the block's inner `dims` dimensions at `start`,
   or INT64_MAX. */
static int64_t sct__rb_ceil(const sct_rankblock *b, int dims, int64_t start, int64_t t) {
    int64_t k, m, s;
    if (t <= start) return start;
    if (!dims) return INT64_MAX;
    s = b->stride[dims - 1];
    k = (t - start) / s;
    if (k >= b->count[dims - 1]) return INT64_MAX;
    m = sct__rb_ceil(b, dims - 1, start + k * s, t);
    if (m != INT64_MAX) return m;
    return k + 1 < b->count[dims - 1] ? start + (k + 1) * s : INT64_MAX;
}

static int sct__rb_same_inner(const sct_rankblock *x, const sct_rankblock *y, int k) {
    int i;
    for (i = 0; i < k; i++)
        if (x->count[i] != y->count[i] || x->stride[i] != y->stride[i]) return 0;
    return 1;
}

/* Join y (y.start > x.start) into x when their union is one block: two
   points make a run; a block continued along its outer dimension, or by one
   more slice of its inner shape, grows; a copy of x beyond x's extent adds
   an outer dimension. 0 when they stay apart. */
static int sct__rb_join(sct_rankblock *x, const sct_rankblock *y) {
    int d = x->dims;
    int64_t next = d ? (int64_t)x->start + (int64_t)x->count[d - 1] * x->stride[d - 1] : 0, gap = (int64_t)y->start - x->start;
    if (gap <= 0 || gap > INT32_MAX) return 0;
    if (y->dims == d) {
        if (d && sct__rb_same_inner(x, y, d - 1) && x->stride[d - 1] == y->stride[d - 1] && y->start == next &&
            (int64_t)x->count[d - 1] + y->count[d - 1] <= INT32_MAX) {
            x->count[d - 1] += y->count[d - 1];
            return 1;
        }
        if (d < SCT_RANKLIST_DIMS && sct__rb_same_inner(x, y, d) && gap > sct__rb_extent(x)) {
            x->count[d] = 2;
            x->stride[d] = (int32_t)gap;
            x->dims = d + 1;
            return 1;
        }
        return 0;
    }
    if (y->dims == d - 1 && sct__rb_same_inner(x, y, d - 1) && y->start == next && x->count[d - 1] < INT32_MAX) {
        x->count[d - 1]++;
        return 1;
    }
    if (y->dims == d + 1 && sct__rb_same_inner(x, y, d) && (int64_t)x->start == (int64_t)y->start - y->stride[d] &&
        y->count[d] < INT32_MAX) {
        int32_t s0 = x->start;
        *x = *y;
        x->start = s0;
        x->count[d]++;
        return 1;
    }
    return 0;
}

static int sct__rb_cmp(const void *a, const void *b) {
    int32_t x = ((const sct_rankblock *)a)->start, y = ((const sct_rankblock *)b)->start;
    return (x > y) - (x < y);
}

/* A block of only two slices may be a premature join (the end of one row
   and the start of the next): split such blocks back into their slices so
   that the joins below can pick better partners. Splits small blocks only;
   the caller made room for one slice more per block. */
static void sct__rl_split_pairs(sct_ranklist *l) {
    uint32_t i, n = l->nblocks;
    for (i = 0; i < n; i++) {
        sct_rankblock *b = &l->blocks[i];
        while (b->dims && b->count[b->dims - 1] == 2 && l->nblocks < l->cap) {
            sct_rankblock *c = &l->blocks[l->nblocks++];
            b->dims--;
            *c = *b;
            c->start = b->start + b->stride[b->dims];
            b->count[b->dims] = b->stride[b->dims] = 0;
            c->count[b->dims] = c->stride[b->dims] = 0;
        }
    }
}

/* Sort by start and join neighbours until nothing joins: this re-detects
   the strides of rows, planes and interiors as pieces of them arrive. */
static void sct__rl_normalize(sct_ranklist *l) {
    int changed = 1;
    sct__rl_split_pairs(l);
    qsort(l->blocks, l->nblocks, sizeof(sct_rankblock), sct__rb_cmp);
    while (changed) {
        uint32_t i, w = 0;
        changed = 0;
        for (i = 0; i < l->nblocks; i++) {
            if (w && sct__rb_join(&l->blocks[w - 1], &l->blocks[i])) {
                changed = 1;
                while (w > 1 && sct__rb_join(&l->blocks[w - 2], &l->blocks[w - 1])) w--;
                continue;
            }
            l->blocks[w++] = l->blocks[i];
        }
        l->nblocks = w;
    }
}

/* Blocks the list may have after sct__rl_split_pairs: a block whose outer
   dimensions have count 2 splits into that many slices. */
static uint64_t sct__rl_split_room(const sct_ranklist *l) {
    uint64_t n = 0, k;
    uint32_t i;
    int d;
    for (i = 0; i < l->nblocks; i++) {
        const sct_rankblock *b = &l->blocks[i];
        for (k = 1, d = b->dims - 1; d >= 0 && b->count[d] == 2; d--) k *= 2;
        n += k;
    }
    return n;
}

static int sct__rl_union(sct__mem *m, sct_ranklist *dst, const sct_ranklist *src) {
    uint64_t need;
    if (!src->nblocks) return 0;
    /* room for the union with its pairs of slices split; most lists in a
       trace hold one block: no slack on a first allocation */
    need = sct__rl_split_room(dst) + sct__rl_split_room(src);
    if (sct__grow_from(m, (void **)&dst->blocks, &dst->cap, need, sizeof(sct_rankblock), need)) return -1;
    memcpy(dst->blocks + dst->nblocks, src->blocks, src->nblocks * sizeof(sct_rankblock));
    dst->nblocks += src->nblocks;
    if (dst->nblocks > 1) sct__rl_normalize(dst);
    return 0;
}

static int sct__rl_copy(sct__mem *m, sct_ranklist *dst, const sct_ranklist *src) {
    memset(dst, 0, sizeof *dst);
    return sct__rl_union(m, dst, src);
}

static int sct__rl_point(sct__mem *m, sct_ranklist *l, int32_t rank) {
    sct_ranklist one;
    sct_rankblock b;
    memset(&b, 0, sizeof b);
    b.start = rank;
    one.nblocks = one.cap = 1;
    one.blocks = &b;
    return sct__rl_union(m, l, &one);
}

static void sct__rl_free(sct__mem *m, sct_ranklist *l) {
    sct__free(m, l->blocks);
    memset(l, 0, sizeof *l);
}

static void sct__rl_write(sct__buf *b, const sct_ranklist *l) {
    uint32_t i;
    int d;
    sct__put_var(b, l->nblocks);
    for (i = 0; i < l->nblocks; i++) {
        const sct_rankblock *x = &l->blocks[i];
        sct__put_svar(b, x->start);
        sct__put_var(b, (uint64_t)x->dims);
        for (d = 0; d < x->dims; d++) {
            sct__put_var(b, (uint64_t)x->count[d]);
            sct__put_var(b, (uint64_t)x->stride[d]);
        }
    }
}

/* Parse a list, checking that every block is well formed: 0 on success;
   on failure nothing stays allocated. */
static int sct__rl_read_blocks(sct__mem *m, sct__in *in, sct_ranklist *l);

static int sct__rl_read(sct__mem *m, sct__in *in, sct_ranklist *l) {
    if (!sct__rl_read_blocks(m, in, l)) return 0;
    sct__rl_free(m, l);
    return -1;
}

static int sct__rl_read_blocks(sct__mem *m, sct__in *in, sct_ranklist *l) {
    uint64_t n = sct__get_count(in, 2), i;
    int d;
    memset(l, 0, sizeof *l);
    if (in->err || (n && SCT__GROW(m, l->blocks, l->cap, n))) return -1;
    for (i = 0; i < n; i++) {
        sct_rankblock *x = &l->blocks[i];
        int64_t start = sct__get_svar(in), ext = 0;
        uint64_t dims = sct__get_var(in);
        memset(x, 0, sizeof *x);
        if (in->err || dims > SCT_RANKLIST_DIMS || start < 0 || start > INT32_MAX) return -1;
        x->start = (int32_t)start;
        x->dims = (int32_t)dims;
        for (d = 0; d < x->dims; d++) {
            uint64_t c = sct__get_var(in), st = sct__get_var(in);
            if (in->err || c < 2 || c > INT32_MAX || st < 1 || (int64_t)st <= ext || st > INT32_MAX) return -1;
            x->count[d] = (int32_t)c;
            x->stride[d] = (int32_t)st;
            ext += (int64_t)(c - 1) * (int64_t)st;
            if (start + ext > INT32_MAX) return -1;
        }
        l->nblocks = (uint32_t)i + 1;
    }
    return 0;
}

int sct_ranklist_contains(const sct_ranklist *l, int32_t rank) {
    uint32_t i;
    for (i = 0; i < l->nblocks; i++)
        if (sct__rb_has(&l->blocks[i], rank)) return 1;
    return 0;
}

uint64_t sct_ranklist_count(const sct_ranklist *l) {
    uint64_t n = 0;
    uint32_t i;
    for (i = 0; i < l->nblocks; i++) n += sct__rb_count(&l->blocks[i]);
    return n;
}

int32_t sct_ranklist_next(const sct_ranklist *l, int32_t after) {
    int64_t best = INT64_MAX;
    uint32_t i;
    for (i = 0; i < l->nblocks; i++) {
        int64_t m = sct__rb_ceil(&l->blocks[i], l->blocks[i].dims, l->blocks[i].start, (int64_t)after + 1);
        if (m < best) best = m;
    }
    return best == INT64_MAX ? -1 : (int32_t)best;
}

size_t sct_ranklist_format(const sct_ranklist *l, char *buf, size_t n) {
    size_t used = 0;
    uint32_t i;
    int d;
#define SCT__CAT(...) used += (size_t)snprintf(buf + (used < n ? used : n), used < n ? n - used : 0, __VA_ARGS__)
    if (n) buf[0] = 0;
    for (i = 0; i < l->nblocks; i++) {
        const sct_rankblock *b = &l->blocks[i];
        if (i) SCT__CAT(",");
        if (b->dims == 0) SCT__CAT("%d", (int)b->start);
        else if (b->dims == 1 && b->stride[0] == 1) SCT__CAT("%d..%d", (int)b->start, (int)(b->start + b->count[0] - 1));
        else if (b->dims == 1)
            SCT__CAT("%d..%lld:%d", (int)b->start, (long long)b->start + (long long)(b->count[0] - 1) * b->stride[0],
                     (int)b->stride[0]);
        else {
            SCT__CAT("%d[", (int)b->start);
            for (d = 0; d < b->dims; d++) SCT__CAT("%s%d:%d", d ? "," : "", (int)b->count[d], (int)b->stride[d]);
            SCT__CAT("]");
        }
    }
#undef SCT__CAT
    return used;
}

sct_result sct_ranklist_union(sct_ranklist *dst, const sct_ranklist *src, const sct_allocator *a) {
    sct__mem m;
    sct__mem_init(&m, a);
    return sct__rl_union(&m, dst, src) ? SCT_ERR_NOMEM : SCT_OK;
}

sct_result sct_ranklist_add(sct_ranklist *dst, int32_t rank, const sct_allocator *a) {
    sct__mem m;
    if (rank < 0) return SCT_ERR_ARG;
    sct__mem_init(&m, a);
    return sct__rl_point(&m, dst, rank) ? SCT_ERR_NOMEM : SCT_OK;
}

void sct_ranklist_free(sct_ranklist *l, const sct_allocator *a) {
    sct__mem m;
    sct__mem_init(&m, a);
    if (l) sct__rl_free(&m, l);
}

/*== >>rsd  the loop compressor ==================================================*/

/* DESIGN section 3, after ScalaTrace's RSD/PRSD. Nodes are hash-consed and
   immutable: a leaf is (op, call site), a loop is a body of node ids, so two
   structures are equal exactly when their ids are. Counts and parameter values
   never live in nodes: every leaf keeps one value stream per parameter and
   every loop one stream of trip counts, each in execution order. Decoding
   walks the structure and pulls from the streams in the same order, so any
   correct folding is lossless whatever shape it chose.

   The top-level sequence (root) folds at its tail: when its last L nodes equal
   the body of the loop just before them, that loop gains an iteration; when
   they equal the L nodes before them, both become loop(2, body). The loop at
   the tail stays open: a cursor (a stack of frames through the nested bodies)
   predicts the next event, so steady-state events cost a compare or two. When
   the prediction fails, the cursor's partial iterations are written out as
   root nodes, each folded as it is written (sct__unwind), and folding resumes
   there. How the tail is searched for repeats
   without a cost that grows with the body length is told at sct__fold. */

enum { SCT__LEAF = 0, SCT__LOOP = 1 };
#define SCT__NONE UINT32_MAX
#define SCT__RECENT_LOOPS 8   /* loops just before the tail tried for one more iteration */
#define SCT__CHAIN 16         /* earlier occurrences of the tail node tried as periods */
#define SCT__WRAPS 8          /* loops ending in the tail node tried by sct__fold_wrap */
#define SCT__SKIPS 4          /* loops of 0 trips sct__match may pass over for one call */
#define SCT__POLY_BASE UINT64_C(0x9e3779b97f4a7c15)

typedef struct sct__node {
    uint64_t hash;
    uint64_t execs;       /* leaf: times recorded */
    uint32_t body_off, body_len;
    uint32_t first_leaf;  /* the leaf a loop starts with (itself for a leaf) */
    uint32_t stream0;     /* leaf: first parameter stream; loop: trip counts */
    uint32_t leafno;      /* leaf: index of its histogram pair */
    uint32_t site;
    int32_t op;
    uint32_t lastpos;     /* its latest root position (SCT__NONE: none), see sct__fold */
    uint64_t phash;       /* loop: sct__poly of its body */
    uint8_t kind;
    uint8_t guard;        /* loop, sct__fold_guard: 1 made or used as a guard, 2 holds guards */
    uint16_t vbudget, vbudget0; /* leaf: its value budget (sct__push_values), in the padding */
    uint8_t varm;         /* leaf: the budget ran out, set another after the next event */
    uint8_t vflat;        /* leaf: under its budget, every stream predicts a run (step 0) */
} sct__node;

typedef struct sct__frame {
    uint32_t loop, pos;   /* body[pos-1] is the element in progress */
    uint64_t iters;       /* iterations entered */
} sct__frame;

typedef struct sct__site {
    uint64_t hash;
    uint32_t pc_off, frame_off;
    int depth;
} sct__site;

struct sct_ctx {
    sct__mem mem;
    sct_desc desc;
    const sct_op_table *ops;
    uint16_t *op_nstreams;
    uint8_t *op_array;
    int finished, paused, have_last, err;
    uint64_t last_end, events, cold;
    sct__node *node;
    uint32_t nnode, capnode;
    uint32_t *body;
    uint32_t nbody, capbody;
    uint32_t *ht;
    uint32_t htcap, htused;
    uint32_t *root;
    uint32_t nroot, caproot;
    uint64_t *rh;         /* ring: rh[i] = sct__poly of root[0..i) */
    uint32_t *rprev;      /* ring: the previous root position of root[i]'s node */
    uint32_t caprg, maxrg; /* ring slots (a power of two), at most maxrg > 2W */
    uint64_t *pw;         /* pw[k] = SCT__POLY_BASE^k */
    uint32_t npw, cappw;
    uint32_t lpos[SCT__RECENT_LOOPS]; /* root positions of the latest loops, a stack */
    uint32_t nlpos;
    uint32_t *ends;       /* per node id: [2id] the latest loop whose body ends in it, [2id+1] (a
                             loop) the loop before that ending in the same node; see sct__fold_wrap */
    uint32_t nends, capends;
    sct__frame *fr;
    uint32_t depth, capfr;
    sct__frame *unw;      /* sct__unwind's copy of the cursor: node, and its trips (0: a node of
                             the part of an iteration) */
    uint32_t capunw;
    sct__stream *st;
    uint32_t nst, capst;
    sct_hist *hist;
    uint32_t nleaf, caphist;
    sct__buf exact[2];    /* exact timing: compute and duration deltas (sct__exact_put) */
    uint64_t nexact;
    sct__site *site;
    uint32_t nsite, capsite;
    uint64_t *pcs;
    uint32_t npcs, cappcs;
    sct_frame *frames;            /* parallel to pcs; [nsym, nframes) not symbolised yet */
    uint32_t nframes, capframes, nsym;
    sct_module *mods;             /* the frames' distinct modules (desc.describe_module) */
    uint32_t nmods, capmods;
    uint32_t *sht;
    uint32_t shtcap, shtused;
    FILE *raw;
    uint64_t cap;         /* the heap size that takes the next memory step (UINT64_MAX: none) */
    int reduced;          /* memory steps taken (sct__reduce) */
    int check;            /* sct__record's tail has work: the raw log is open, or a
                             slow path ran, which may have grown the heap or the
                             top level (the memory cap is tested only then).
                             Whatever allocates between or in records sets it */
    uint64_t reduced_at[2];
    uint64_t *cut;        /* step 2: each leaf's executions (by leafno) when the structure froze */
    uint32_t ncut;
    uint32_t exact_room; /* events sct__exact_put appends before it looks at exact[]'s room
                            (here, in what was the struct's padding: the heap, and so the
                            trace's heap_peak and where a memory cap acts, do not move) */
};

static void sct__mark_lossy(sct_ctx *c, uint32_t id);
static int sct__list_role(const sct_op_table *ops, int kind, int op, uint32_t j);
static int sct__table_role(int role);
static int sct__stream_big(const sct__stream *s);
static int sct__stream_to_hist(sct__mem *m, sct__stream *s);

static uint64_t sct__leaf_hash(int op, uint32_t site) { return sct__mix(((uint64_t)(uint32_t)op << 32) ^ site ^ 0x9e37u); }

static uint64_t sct__body_hash(const uint32_t *ids, uint32_t n) {
    uint64_t h = 0x243f6a8885a308d3u ^ n;
    uint32_t i;
    for (i = 0; i < n; i++) h = sct__mix(h + ids[i] + 1);
    return h;
}

/* The polynomial hash of a node sequence, sum of hash(ids[j]) * B^(n-1-j),
   which the root's prefix hashes (rh) share so that any stretch of the root
   compares with a loop body, or another stretch, in O(1). */
static uint64_t sct__poly(const sct_ctx *c, const uint32_t *ids, uint32_t n) {
    uint64_t h = 0;
    uint32_t j;
    for (j = 0; j < n; j++) h = h * SCT__POLY_BASE + c->node[ids[j]].hash;
    return h;
}

/* Open-addressing table of id+1 (0 = empty), at most half full. */
static int sct__ht_insert(sct__mem *m, uint32_t **ht, uint32_t *cap, uint32_t *used, uint32_t id, uint64_t h,
                          const uint64_t *hashes, size_t stride) {
    uint32_t i;
    if (2 * (*used + 1) > *cap) {
        uint32_t ncap = *cap ? *cap * 2 : 64, k;
        uint32_t *n = (uint32_t *)sct__calloc(m, ncap * sizeof(uint32_t));
        if (!n) return -1;
        for (k = 0; k < *cap; k++) {
            uint32_t x = (*ht)[k];
            if (x) {
                uint64_t hh = *(const uint64_t *)((const char *)hashes + (size_t)(x - 1) * stride);
                for (i = (uint32_t)hh & (ncap - 1); n[i]; i = (i + 1) & (ncap - 1)) {
                }
                n[i] = x;
            }
        }
        sct__free(m, *ht);
        *ht = n;
        *cap = ncap;
    }
    for (i = (uint32_t)h & (*cap - 1); (*ht)[i]; i = (i + 1) & (*cap - 1)) {
    }
    (*ht)[i] = id + 1;
    (*used)++;
    return 0;
}

static uint32_t sct__new_node(sct_ctx *c, int kind, uint64_t h, uint32_t nstreams) {
    sct__node *n;
    uint32_t id = c->nnode;
    if (SCT__GROW(&c->mem, c->node, c->capnode, (uint64_t)id + 1) ||
        SCT__GROW(&c->mem, c->st, c->capst, (uint64_t)c->nst + nstreams) ||
        sct__ht_insert(&c->mem, &c->ht, &c->htcap, &c->htused, id, h, &c->node[0].hash, sizeof(sct__node))) {
        c->err = 1;
        return UINT32_MAX;
    }
    c->nnode++;
    n = &c->node[id];
    memset(n, 0, sizeof *n);
    n->kind = (uint8_t)kind;
    n->hash = h;
    n->lastpos = SCT__NONE;
    n->first_leaf = id;
    n->stream0 = c->nst;
    if (nstreams) memset(&c->st[c->nst], 0, nstreams * sizeof(sct__stream));
    c->nst += nstreams;
    return id;
}

static uint32_t sct__leaf(sct_ctx *c, int op, uint32_t site) {
    uint64_t h = sct__leaf_hash(op, site);
    uint32_t i, x, id;
    if (c->htcap)
        for (i = (uint32_t)h & (c->htcap - 1); (x = c->ht[i]) != 0; i = (i + 1) & (c->htcap - 1)) {
            const sct__node *n = &c->node[x - 1];
            if (n->hash == h && n->kind == SCT__LEAF && n->op == op && n->site == site) return x - 1;
        }
    if (c->desc.timing != SCT_TIMING_OFF && SCT__GROW(&c->mem, c->hist, c->caphist, 2 * ((uint64_t)c->nleaf + 1))) {
        c->err = 1;
        return UINT32_MAX;
    }
    id = sct__new_node(c, SCT__LEAF, h, c->op_nstreams[op]);
    if (id == UINT32_MAX) return id;
    c->node[id].op = op;
    c->node[id].site = site;
    c->node[id].leafno = c->nleaf++;
    if (c->desc.timing != SCT_TIMING_OFF) {
        sct_hist_init(&c->hist[2 * c->node[id].leafno], c->desc.hist_bins);
        sct_hist_init(&c->hist[2 * c->node[id].leafno + 1], c->desc.hist_bins);
    }
    if (c->reduced) sct__mark_lossy(c, id);
    return id;
}

/* The loop of body ids[0..n), whose sct__body_hash is h, if it exists, else
   SCT__NONE. */
static uint32_t sct__loop_at(const sct_ctx *c, const uint32_t *ids, uint32_t n, uint64_t h) {
    uint32_t i, x;
    for (i = (uint32_t)h & (c->htcap - 1); (x = c->ht[i]) != 0; i = (i + 1) & (c->htcap - 1)) {
        const sct__node *q = &c->node[x - 1];
        if (q->hash == h && q->kind == SCT__LOOP && q->body_len == n && !memcmp(c->body + q->body_off, ids, n * 4))
            return x - 1;
    }
    return SCT__NONE;
}

/* The loop of body ids[0..n) if it exists, else SCT__NONE. */
static uint32_t sct__loop_find(const sct_ctx *c, const uint32_t *ids, uint32_t n) {
    return sct__loop_at(c, ids, n, sct__body_hash(ids, n));
}

static uint32_t sct__loop(sct_ctx *c, const uint32_t *ids, uint32_t n) {
    uint64_t h = sct__body_hash(ids, n);
    uint32_t id = sct__loop_at(c, ids, n, h);
    if (id != SCT__NONE) return id;
    if (SCT__GROW(&c->mem, c->body, c->capbody, (uint64_t)c->nbody + n)) {
        c->err = 1;
        return UINT32_MAX;
    }
    memcpy(c->body + c->nbody, ids, n * 4);
    id = sct__new_node(c, SCT__LOOP, h, 1);
    if (id == UINT32_MAX) return id;
    c->node[id].body_off = c->nbody;
    c->node[id].body_len = n;
    c->node[id].first_leaf = c->node[ids[0]].first_leaf;
    c->node[id].op = c->node[ids[0]].op; /* a loop carries its first leaf's key */
    c->node[id].site = c->node[ids[0]].site;
    c->node[id].phash = sct__poly(c, ids, n);
    c->nbody += n;
    if (c->reduced) sct__mark_lossy(c, id);
    if (SCT__GROW(&c->mem, c->ends, c->capends, 2 * (uint64_t)c->nnode)) {
        c->err = 1;
        return UINT32_MAX;
    }
    for (; c->nends < c->nnode; c->nends++) c->ends[2 * c->nends] = c->ends[2 * c->nends + 1] = SCT__NONE;
    c->ends[2 * id + 1] = c->ends[2 * ids[n - 1]];
    c->ends[2 * ids[n - 1]] = id;
    return id;
}

/* The ring of sct__fold: slots for the latest caprg root positions, grown
   (doubling, before any slot was reused) up to maxrg. */
static uint32_t sct__ri(const sct_ctx *c, uint32_t pos) { return pos & (c->caprg - 1); }

static int sct__ring_grow(sct_ctx *c, uint32_t need) {
    uint32_t cap = c->caprg ? c->caprg : 64;
    uint64_t *rh;
    uint32_t *rprev;
    while (cap <= need && cap < c->maxrg) cap *= 2;
    if (cap == c->caprg) return 0;
    rh = (uint64_t *)sct__calloc(&c->mem, (size_t)cap * 8);
    rprev = (uint32_t *)sct__alloc(&c->mem, (size_t)cap * 4);
    if (!rh || !rprev) {
        sct__free(&c->mem, rh);
        sct__free(&c->mem, rprev);
        return -1;
    }
    if (c->caprg) { /* no slot was reused yet: positions are their slots */
        memcpy(rh, c->rh, (size_t)c->caprg * 8);
        memcpy(rprev, c->rprev, (size_t)c->caprg * 4);
    }
    sct__free(&c->mem, c->rh);
    sct__free(&c->mem, c->rprev);
    c->rh = rh;
    c->rprev = rprev;
    c->caprg = cap;
    return 0;
}

static void sct__root_push(sct_ctx *c, uint32_t id) {
    uint32_t i = c->nroot;
    sct__node *x;
    if (SCT__GROW(&c->mem, c->root, c->caproot, (uint64_t)i + 1) ||
        (i + 1 >= c->caprg && c->caprg < c->maxrg && sct__ring_grow(c, i + 1))) {
        c->err = 1;
        return;
    }
    x = &c->node[id];
    c->root[i] = id;
    c->rh[sct__ri(c, i + 1)] = c->rh[sct__ri(c, i)] * SCT__POLY_BASE + x->hash;
    c->rprev[sct__ri(c, i)] = x->lastpos;
    x->lastpos = i;
    if (x->kind == SCT__LOOP) {
        if (c->nlpos == SCT__RECENT_LOOPS) {
            memmove(c->lpos, c->lpos + 1, (SCT__RECENT_LOOPS - 1) * sizeof c->lpos[0]);
            c->nlpos--;
        }
        c->lpos[c->nlpos++] = i;
    }
    c->nroot = i + 1;
}

/* Drop root[n..): each dropped node's latest position goes back to the one
   before (latest first, so that every node gets its true previous one). */
static void sct__root_cut(sct_ctx *c, uint32_t n) {
    uint32_t j;
    for (j = c->nroot; j-- > n;) c->node[c->root[j]].lastpos = c->rprev[sct__ri(c, j)];
    c->nroot = n;
    while (c->nlpos && c->lpos[c->nlpos - 1] >= n) c->nlpos--;
}

static void sct__count_push(sct_ctx *c, uint32_t loop, uint64_t n) {
    sct__stream_push(&c->mem, &c->st[c->node[loop].stream0], (int64_t)n);
}

/* Push n just before loop's latest trip count, which is pending. */
static void sct__count_before(sct_ctx *c, uint32_t loop, uint64_t n) {
    int64_t v = sct__stream_take(&c->st[c->node[loop].stream0]);
    sct__count_push(c, loop, n);
    sct__count_push(c, loop, (uint64_t)v);
}

static int sct__push_frame(sct_ctx *c, uint32_t loop, uint32_t pos, uint64_t iters) {
    if (c->depth == c->capfr && SCT__GROW(&c->mem, c->fr, c->capfr, (uint64_t)c->depth + 1)) {
        c->err = 1;
        return -1;
    }
    c->fr[c->depth].loop = loop;
    c->fr[c->depth].pos = pos;
    c->fr[c->depth].iters = iters;
    c->depth++;
    return 0;
}

/* Enter node nx (already counted as in progress by its parent) down to its
   first leaf. */
static void sct__descend(sct_ctx *c, uint32_t nx) {
    while (c->node[nx].kind == SCT__LOOP) {
        if (sct__push_frame(c, nx, 1, 1)) return;
        nx = c->body[c->node[nx].body_off];
    }
}

/* Frame f's body elements from its position on, which the call (op, site)
   does not start: when they begin with loops (SCT__SKIPS at most) up to an
   element the call starts or to the end of the body, those loops run 0
   times here (an outer iteration in which an inner loop did not run, issue
   36): their trip counts are pushed and f moves past them; 1 then, else 0.
   At precision 100 only: see sct__fold_wrap. Out of line: sct__match's
   other paths are the steady state's. */
static SCT__NOINLINE int sct__skip(sct_ctx *c, sct__frame *f, int op, uint32_t site) {
    const sct__node *l = &c->node[f->loop];
    const uint32_t *body = c->body + l->body_off;
    uint32_t k;
    if (c->desc.tolerance) return 0;
    for (k = 0; k < SCT__SKIPS && f->pos + k < l->body_len; k++) {
        const sct__node *x = &c->node[body[f->pos + k]];
        if (k && x->op == op && x->site == site) break;
        if (x->kind != SCT__LOOP) return 0;
    }
    if (f->pos + k < l->body_len && k == SCT__SKIPS) return 0;
    for (; k; k--) sct__count_push(c, body[f->pos++], 0);
    return 1;
}

/* The hot path: does the call (op, site) continue the structure the cursor
   predicts? Returns its leaf, or UINT32_MAX. Every node carries the key of the
   leaf it starts with, so a prediction costs two compares and no lookup. Loop
   ends that do not repeat are left (their trip count is pushed) on the way,
   and loops inside a body that the call passes over get a trip count of 0. */
static uint32_t sct__match(sct_ctx *c, int op, uint32_t site) {
    for (;;) {
        sct__frame *f = &c->fr[c->depth - 1];
        const sct__node *l = &c->node[f->loop];
        const uint32_t *body = c->body + l->body_off;
        const sct__node *x;
        if (f->pos < l->body_len) {
            x = &c->node[body[f->pos]];
            if (x->op != op || x->site != site) {
                if (!sct__skip(c, f, op, site)) return UINT32_MAX;
                continue;
            }
            f->pos++;
            if (x->kind == SCT__LOOP) sct__descend(c, body[f->pos - 1]);
            return x->first_leaf;
        }
        x = &c->node[body[0]];
        if (x->op == op && x->site == site) {
            f->iters++;
            f->pos = 1;
            if (x->kind == SCT__LOOP) sct__descend(c, body[0]);
            return x->first_leaf;
        }
        if (c->depth == 1) return UINT32_MAX;
        sct__count_push(c, f->loop, f->iters);
        c->depth--;
    }
}

/* sct__match's steady state, inlined into sct_record: the innermost loop's
   next node (or its first, starting an iteration) is the call's leaf, or a
   loop that the call enters (sct__descend, as sct__match would). Anything
   else takes sct__match, which starts over (nothing changed yet). Returns
   the leaf (a predicted leaf is the node itself), or NULL. */
static SCT__INLINE sct__node *sct__predict(sct_ctx *c, int op, uint32_t site) {
    sct__frame *f = &c->fr[c->depth - 1];
    const sct__node *l = &c->node[f->loop];
    int wrap = f->pos >= l->body_len;
    uint32_t nx = c->body[l->body_off + (wrap ? 0 : f->pos)];
    sct__node *x = &c->node[nx];
    uint64_t live = c->mem.live;
    if (SCT__UNLIKELY(x->op != op || x->site != site)) {
        uint32_t leaf = sct__match(c, op, site); /* (it may grow the heap, never the top level) */
        if (c->mem.live > live) c->check = 1;
        return leaf == UINT32_MAX ? NULL : &c->node[leaf];
    }
    if (wrap) {
        f->iters++;
        f->pos = 1;
    } else {
        f->pos++;
    }
    if (SCT__UNLIKELY(x->kind == SCT__LOOP)) {
        sct__descend(c, nx); /* (it may grow the frames) */
        if (c->mem.live > live) c->check = 1;
        return &c->node[x->first_leaf];
    }
    return x;
}

/* Cursor frame i as the root would hold it: *done complete iterations of its
   loop, then the first (returned) nodes of the current one. */
static uint32_t sct__frame_part(const sct_ctx *c, uint32_t i, uint64_t *done) {
    const sct__frame *f = &c->fr[i];
    int child = i + 1 < c->depth;
    *done = f->iters - 1;
    if (!child && f->pos == c->node[f->loop].body_len) {
        *done = f->iters;
        return 0;
    }
    return f->pos - (child ? 1u : 0u);
}

/* Write the cursor's state out as root nodes: each open loop with its complete
   iterations, then the part of its current iteration already done. */
static void sct__materialize(sct_ctx *c) {
    uint32_t i, j;
    SCTRACE_ASSERT(c->nroot && c->root[c->nroot - 1] == c->fr[0].loop);
    sct__root_cut(c, c->nroot - 1);
    for (i = 0; i < c->depth; i++) {
        const sct__frame *f = &c->fr[i];
        uint64_t done;
        uint32_t part = sct__frame_part(c, i, &done);
        if (done) {
            sct__root_push(c, f->loop);
            sct__count_push(c, f->loop, done);
        }
        for (j = 0; j < part; j++) sct__root_push(c, c->body[c->node[f->loop].body_off + j]);
    }
    c->depth = 0;
}

/* The open tail loop stops growing: its trip count goes to its stream. */
static void sct__close_tail(sct_ctx *c) {
    if (!c->depth) return;
    SCTRACE_ASSERT(c->depth == 1);
    sct__count_push(c, c->fr[0].loop, c->fr[0].iters);
    c->depth = 0;
}

static void sct__fold(sct_ctx *c);

/* sct__materialize with a fold after each node it writes out: a loop that
   the cursor left is folded before the part of the next iteration that the
   cursor had taken for it (two loops whose bodies start alike, A = [x ...]
   and B = [x ...], in turns: when A ends and B begins, x continued A as its
   next iteration, and the tail [.. A B A] then [.. A B A x] never showed
   [B A B A] to the fold: LAMMPS's blob2d, issue 36). The nodes are copied
   out first (c->unw), since a fold opens a tail of its own in c->fr. */
static void sct__unwind(sct_ctx *c) {
    uint32_t i, j, n = 0;
    SCTRACE_ASSERT(c->nroot && c->root[c->nroot - 1] == c->fr[0].loop);
    for (i = 0; i < c->depth; i++) {
        const sct__frame *f = &c->fr[i];
        const sct__node *l = &c->node[f->loop];
        uint64_t done;
        uint32_t part = sct__frame_part(c, i, &done);
        if (SCT__GROW(&c->mem, c->unw, c->capunw, (uint64_t)n + 1 + part)) {
            c->err = 1;
            sct__materialize(c);
            return;
        }
        if (done) {
            c->unw[n].loop = f->loop;
            c->unw[n++].iters = done;
        }
        for (j = 0; j < part; j++) {
            c->unw[n].loop = c->body[l->body_off + j];
            c->unw[n++].iters = 0;
        }
    }
    sct__root_cut(c, c->nroot - 1);
    c->depth = 0;
    for (i = 0; i < n && !c->err; i++) {
        if (i) {
            sct__fold(c);
            sct__close_tail(c);
        }
        sct__root_push(c, c->unw[i].loop);
        if (c->unw[i].iters) sct__count_push(c, c->unw[i].loop, c->unw[i].iters);
    }
}

/* The tail loop opened with `iters` done. Right after a closed run of the
   same loop (the fold's other paths can leave one there: a cursor broken in
   mid-iteration writes the loop out before its partial iteration, which
   folds back into the loop) it continues that run: L(a) L(b) decodes as
   L(a + b), and the top level would else keep both (QE's BLACS sections
   kept hundreds). */
static void sct__open_tail(sct_ctx *c, uint32_t loop, uint64_t iters) {
    sct__stream *s = &c->st[c->node[loop].stream0];
    if (c->nroot >= 2 && c->root[c->nroot - 2] == loop && s->has_pending) {
        iters += (uint64_t)sct__stream_take(s);
        sct__root_cut(c, c->nroot - 1);
    }
    c->depth = 0;
    sct__push_frame(c, loop, c->node[loop].body_len, iters);
}

/* Tail folding (cold path), after ScalaH-Trace section 3 (Scala[IO]Trace's
   intra-node compression): when the last L root nodes repeat, fold them.
   Comparing every L up to a window for every event, as ScalaTrace does,
   costs the window per event and misses any loop longer than it (a LULESH
   time step is 54 calls; real codes have thousands). Here the work per
   event is bounded whatever L:

   - a repeat ending at the tail node x with period L has x also at L
     before the tail, so only the positions of x's latest occurrences are
     candidate periods: each root position links to its node's previous one
     (rprev), each node knows its latest (lastpos), and the walk stops after
     SCT__CHAIN of them. A body whose every node occurs that often would be
     missed at that node, but is caught at the next rarer one;
   - a candidate is tested in O(1) on polynomial prefix hashes of the root
     (rh), and only a hash match is confirmed by comparing the L ids, once
     per fold, which the 2L events it consumes pay for;
   - "the tail equals the body of the loop just before it" is tried for
     the SCT__RECENT_LOOPS latest loops on the root, by body length and the
     body's hash.

   Cutting the tail back restores lastpos from rprev, so the index always
   describes the root as it is. rh and rprev are rings (maxrg > 2W slots):
   memory stays bounded on a top level that never folds. The window W only
   caps L now, against pathological input. */
static uint64_t sct__pow(sct_ctx *c, uint32_t k) {
    if (k >= c->npw) {
        if (SCT__GROW(&c->mem, c->pw, c->cappw, (uint64_t)k + 1)) {
            c->err = 1;
            return 0;
        }
        if (!c->npw) c->pw[c->npw++] = 1;
        for (; c->npw <= k; c->npw++) c->pw[c->npw] = c->pw[c->npw - 1] * SCT__POLY_BASE;
    }
    return c->pw[k];
}

/* sct__poly of root[a..b), b - a < maxrg, b <= nroot. */
static uint64_t sct__root_poly(sct_ctx *c, uint32_t a, uint32_t b) {
    return c->rh[sct__ri(c, b)] - c->rh[sct__ri(c, a)] * sct__pow(c, b - a);
}

/* A loop among the latest on the root whose body the tail repeats: its
   position, or SCT__NONE. */
static uint32_t sct__fold_extend(sct_ctx *c) {
    uint32_t n = c->nroot, k;
    for (k = c->nlpos; k-- > 0;) {
        uint32_t p = c->lpos[k], L = n - 1 - p;
        const sct__node *q = &c->node[c->root[p]];
        if (!L) continue;
        if (L > (uint32_t)c->desc.window) break;
        if (q->body_len == L && q->phash == sct__root_poly(c, p + 1, n) &&
            !memcmp(c->body + q->body_off, c->root + p + 1, (size_t)L * 4))
            return p;
    }
    return SCT__NONE;
}

/* The shortest period L whose last two periods are equal, or 0. */
static uint32_t sct__fold_square(sct_ctx *c) {
    uint32_t n = c->nroot, i = n - 1, p, k;
    for (k = 0, p = c->rprev[sct__ri(c, i)]; k < SCT__CHAIN && p != SCT__NONE; k++, p = c->rprev[sct__ri(c, p)]) {
        uint32_t L = i - p;
        if (L > (uint32_t)c->desc.window || 2 * (uint64_t)L > n) break;
        if (sct__root_poly(c, n - 2 * L, n - L) == sct__root_poly(c, n - L, n) &&
            !memcmp(c->root + n - 2 * L, c->root + n - L, (size_t)L * 4))
            return L;
    }
    return 0;
}

/* A loop whose body the tail is, run once here: the same code as the loop's
   runs of several trips, so it is written as that loop with a trip count of
   1 (issue 36). Else an outer iteration in which an inner loop ran once
   (X B Y) differs from one where it ran k times (X loop(k, B) Y), and the
   outer iterations never fold when the inner trip counts vary (QE's
   Davidson iterations). Only loops whose body ends in the tail node are
   candidates, SCT__WRAPS of them at most (ends), each tested in O(1) on the
   prefix hashes like sct__fold_extend. The loop, or SCT__NONE.
   At precision 100 only (as sct__skip): below it sct__approx_fold regroups
   the top level at sct_finish with guards of its own, and trip counts become
   histograms that a replay draws from, pooled across loops of one shape and
   across ranks, where the loops of 0 and 1 trips added here would be drawn
   for loops that always ran longer. */
static uint32_t sct__fold_wrap(sct_ctx *c) {
    uint32_t n = c->nroot, x = c->root[n - 1], q, k;
    if (x >= c->nends || c->desc.tolerance) return SCT__NONE;
    for (k = 0, q = c->ends[2 * x]; k < SCT__WRAPS && q != SCT__NONE; k++, q = c->ends[2 * q + 1]) {
        const sct__node *l = &c->node[q];
        uint32_t L = l->body_len;
        if (L > n || L > (uint32_t)c->desc.window) continue;
        if (l->phash == sct__root_poly(c, n - L, n) && !memcmp(c->body + l->body_off, c->root + n - L, (size_t)L * 4))
            return q;
    }
    return SCT__NONE;
}

/* Guards made while recording (issue 36), at precision 100 only (as
   sct__skip and sct__fold_wrap): outer iterations that differ in a middle
   part, "if (root) {A} else {B}" (BLACS's broadcasts in QE: per block a rank
   is the root or a receiver), never repeat as they are, so the exact fold
   leaves the top level growing with the run. Two periods that share a
   first and a last part, [P A S] and [P B S], become one body
   [P loop(a, [A]) loop(b, [B]) S]: each middle is a guard, a loop of 0 or 1
   trips per iteration, its trips in its count stream like any loop's, so the
   trace stays exact. The periods are found where the exact fold finds them:
   the loop just before the tail (sct__fold_extend), the two latest periods
   ending in the tail node (delimited by its and their first node's latest
   occurrences, as sct__fold_square), or one iteration of a guarded loop
   (sct__fold_wrap). Guards are ordered by hash where their order is free (no
   iteration runs two of them), so that the same branches give the same body
   whichever ran first. A merge's work is bounded: bodies of at most
   SCT__GUARD_BODY nodes, middles (the branches) of at most SCT__GUARD_MID
   nodes, SCT__GUARDS loops in the middle kept as guards, and
   SCT__GUARD_VISITS structure nodes visited to check that no stream gets its
   values out of execution order. (Without the cap on the middles, a stream
   without structure, whose periods are all far apart, paid ~2,000
   instructions an event for merges that do not come.) */
#define SCT__GUARD_BODY 256
#define SCT__GUARD_MID 32
#define SCT__GUARDS 32
#define SCT__GUARD_VISITS 512

/* Whether a node strictly inside node id is one of tg[0..nt) (all >= tmin);
   1 also when the budget runs out. */
static int sct__reaches(const sct_ctx *c, uint32_t id, const uint32_t *tg, uint32_t nt, uint32_t tmin, uint32_t *budget) {
    const sct__node *x = &c->node[id];
    uint32_t j, i;
    if (x->kind != SCT__LOOP || id <= tmin) return 0; /* a body's ids are smaller than its loop's */
    for (j = 0; j < x->body_len; j++) {
        uint32_t y = c->body[x->body_off + j];
        if (!*budget) return 1;
        --*budget;
        for (i = 0; i < nt; i++)
            if (tg[i] == y) return 1;
        if (sct__reaches(c, y, tg, nt, tmin, budget)) return 1;
    }
    return 0;
}

/* The merge of an earlier body b (run k times just before, or k = 0: the
   body of a loop elsewhere) and the tail t (run once). */
typedef struct sct__gm {
    uint32_t b[SCT__GUARD_BODY], t[SCT__GUARD_BODY], out[SCT__GUARD_BODY + 2];
    uint32_t lb, lt, pre, suf, m1, m2, nout;
    uint64_t k;
    int kept;       /* b's middle is loops, kept as its guards (else one guard, g1, wraps it) */
    uint32_t g1, g2; /* the guards of b's and t's middles (SCT__NONE: none or not made yet) */
    uint32_t hit;   /* SCT__NONE, or the middle is cov (sct__guard_cover) */
    uint32_t cov[SCT__GUARDS], at[SCT__GUARDS], ncov, nnew;
    uint8_t bef[SCT__GUARDS]; /* per cov[j], sct__guard_counted: 1 its value goes before a counted one */
    uint8_t use[SCT__GUARDS]; /* per cov[j]: 0 a guard of b not run in t, 1 its body run as nodes
                                 of t, 2 t holds the guard itself (its trips are counted), 3 a guard
                                 of t that b lacks, new in b (its trips counted) */
    uint32_t tg[2 * SCT__GUARDS + 4], nt;
} sct__gm;

/* Does a stream whose values the merge pushes get them out of execution
   order: is any of its nodes also run in b's iterations or in t, other than
   as b's kept guards? */
static int sct__guard_unsafe(const sct_ctx *c, const sct__gm *g) {
    uint32_t budget = SCT__GUARD_VISITS, tmin = UINT32_MAX, i, j;
    for (i = 0; i < g->nt; i++) tmin = g->tg[i] < tmin ? g->tg[i] : tmin;
    for (i = 0; i < g->lb + g->lt; i++) {
        int inb = i < g->lb;
        uint32_t y = inb ? g->b[i] : g->t[i - g->lb];
        if (inb && !g->k) continue;
        if (!(inb && g->kept && i >= g->pre && i < g->pre + g->m1))
            for (j = 0; j < g->nt; j++)
                if (g->tg[j] == y) return 1;
        if (sct__reaches(c, y, g->tg, g->nt, tmin, &budget)) return 1;
    }
    return 0;
}

/* How b's kept guard b[pre + j] runs at t[i..end): 2 t holds it, 1 t runs
   its body (*len nodes), else 0. */
static int sct__guard_at(const sct_ctx *c, const sct__gm *g, uint32_t j, uint32_t i, uint32_t end, uint32_t *len) {
    uint32_t y = g->b[g->pre + j];
    const sct__node *x = &c->node[y];
    *len = 1;
    if (i < end && g->t[i] == y) return 2;
    *len = x->body_len;
    return i + x->body_len <= end && !memcmp(c->body + x->body_off, g->t + i, (size_t)x->body_len * 4);
}

/* Whether t[at], a loop, runs nowhere else in b or t (b's middle, b's own
   runs of its guards, aside), so that its latest trip count, pending, is
   this run's and values can go before it. */
static int sct__guard_once(const sct_ctx *c, const sct__gm *g, uint32_t at) {
    uint32_t y = g->t[at], budget = SCT__GUARD_VISITS, i;
    if (!c->st[c->node[y].stream0].has_pending) return 0;
    for (i = 0; i < g->lb + g->lt; i++) {
        uint32_t z = i < g->lb ? g->b[i] : g->t[i - g->lb];
        int own = i < g->lb ? i >= g->pre && i < g->pre + g->m1 : i == g->lb + at;
        if ((z == y && !own) || sct__reaches(c, z, &y, 1, y, &budget)) return 0;
    }
    return 1;
}

/* Whether t[at] may become a new guard: a branch (a guard elsewhere, not
   a loop of guards) that none of b's guards is, and b a loop elsewhere
   (k = 0), whose next iteration starts a widened loop. Widening a loop
   that ran just before (k > 0) would need k zeros before the branch's
   count, and, measured on QE, made loops of loops. */
static int sct__guard_new_ok(const sct_ctx *c, const sct__gm *g, uint32_t at) {
    uint32_t y = g->t[at], j;
    if (c->node[y].kind != SCT__LOOP || c->node[y].guard != 1 || g->k) return 0;
    for (j = 0; j < g->m1; j++)
        if (g->b[g->pre + j] == y) return 0;
    return 1;
}

/* The guards of cov whose run here is counted already (use 2, 3) and that
   get values pushed too (their other places in cov): those values go
   before the counted one when they come before it in cov (bef), which
   needs that run to be the guard's latest (sct__guard_once). 0: cannot. */
static int sct__guard_counted(const sct_ctx *c, sct__gm *g) {
    uint32_t j, j2, cnt, at = 0;
    for (j = 0; j < g->ncov; j++) g->bef[j] = 0;
    for (j = 0; j < g->ncov; j++) {
        int others = 0;
        for (cnt = 0, j2 = 0; j2 < g->ncov; j2++) {
            if (g->cov[j2] != g->cov[j]) continue;
            if (g->use[j2] >= 2) {
                cnt++;
                at = g->at[j2];
            } else {
                others = 1;
            }
        }
        if (!cnt || !others || g->use[j] >= 2) continue;
        if (cnt > 1 || !sct__guard_once(c, g, at)) return 0;
        for (j2 = j + 1; j2 < g->ncov; j2++)
            if (g->cov[j2] == g->cov[j] && g->use[j2] >= 2) g->bef[j] = 1;
        g->bef[j] |= 2; /* not in tg: sct__guard_once checked it */
    }
    return 1;
}

/* Is t's middle b's kept guards, some of them, in their order (each one's
   body run as nodes of t or, once the exact fold has made that run the
   guard itself, sct__fold_wrap, the guard node), with loops of t that b
   lacks between them as new guards? A section of BLACS calls in QE shows
   a few of the branches (Bcast as root, Recv, Send, ...) that the guarded
   loop of an earlier section holds, and now and then one it lacks: the
   tail then continues or widens that loop (sct__guard_new_ok) instead of
   making a loop of its own per mix of branches. The merged middle in cov;
   greedy, bounded by the middles' lengths. */
static int sct__guard_cover(const sct_ctx *c, sct__gm *g) {
    uint32_t i = g->pre, end = g->pre + g->m2, j = 0, len, j2;
    int u, later;
    g->ncov = g->nnew = 0;
    while (j < g->m1 || i < end) {
        if (g->ncov == SCT__GUARDS || g->pre + g->suf + g->ncov >= SCT__GUARD_BODY) return 0; /* g->out's room */
        g->at[g->ncov] = i;
        if (j < g->m1 && (u = sct__guard_at(c, g, j, i, end, &len)) != 0) {
            g->use[g->ncov] = (uint8_t)u;
            g->cov[g->ncov++] = g->b[g->pre + j++];
            i += len;
            continue;
        }
        for (j2 = j + 1; i < end && j2 < g->m1 && !sct__guard_at(c, g, j2, i, end, &len); j2++) {
        }
        later = i < end && j2 < g->m1; /* a later guard runs here: b[pre + j] did not */
        if (i < end && !later && sct__guard_new_ok(c, g, i)) {
            g->use[g->ncov] = 3; /* t[i] is in no guard of b */
            g->cov[g->ncov++] = g->t[i++];
            g->nnew++;
            continue;
        }
        if (j < g->m1) {
            g->use[g->ncov] = 0;
            g->cov[g->ncov++] = g->b[g->pre + j++];
        } else {
            return 0;
        }
    }
    return sct__guard_counted(c, g);
}

/* The parts of the merge and the existing nodes it would touch; 0 when it
   cannot be made. */
static int sct__guard_plan(sct_ctx *c, sct__gm *g) {
    uint32_t lo = g->lb < g->lt ? g->lb : g->lt, j;
    int leaves1 = 1, leaves2 = 1;
    if (g->lb < 2 || g->lt < 2) return 0;
    for (g->pre = 0; g->pre + 1 < lo && g->b[g->pre] == g->t[g->pre]; g->pre++) {
    }
    for (g->suf = 0; g->pre + g->suf < lo && g->b[g->lb - 1 - g->suf] == g->t[g->lt - 1 - g->suf]; g->suf++) {
    }
    g->m1 = g->lb - g->pre - g->suf;
    g->m2 = g->lt - g->pre - g->suf;
    if (!g->pre || !g->suf || (!g->m1 && !g->m2) || g->m1 > SCT__GUARD_MID || g->m2 > SCT__GUARD_MID) return 0;
    g->kept = 1;
    for (j = g->pre; j < g->pre + g->m1; j++) {
        g->kept &= c->node[g->b[j]].kind == SCT__LOOP && (c->node[g->b[j]].guard & 1);
        leaves1 &= c->node[g->b[j]].kind == SCT__LEAF;
    }
    for (j = g->pre; j < g->pre + g->m2; j++) leaves2 &= c->node[g->t[j]].kind == SCT__LEAF;
    if ((g->kept && g->m1 > SCT__GUARDS) || (!g->kept && (!g->k || !leaves1))) return 0;
    g->g1 = g->g2 = g->hit = SCT__NONE;
    g->nt = 0;
    if (!g->kept && (g->g1 = sct__loop_find(c, g->b + g->pre, g->m1)) != SCT__NONE) g->tg[g->nt++] = g->g1;
    if (g->kept && sct__guard_cover(c, g)) g->hit = g->pre;
    for (j = g->pre; g->kept && g->hit == SCT__NONE && j < g->pre + g->m1; j++) g->tg[g->nt++] = g->b[j];
    for (j = 0; g->hit != SCT__NONE && j < g->ncov; j++)
        if (g->use[j] < 2 && !g->bef[j]) g->tg[g->nt++] = g->cov[j];
    if (g->m2 && g->hit == SCT__NONE) {
        if (!g->k || !leaves2) return 0; /* one iteration makes no new guard */
        if ((g->g2 = sct__loop_find(c, g->t + g->pre, g->m2)) != SCT__NONE) g->tg[g->nt++] = g->g2;
        for (j = g->pre; g->kept && j < g->pre + g->m1; j++)
            if (g->b[j] == g->g2) return 0; /* t's middle is a guard of b that the cover did not take */
    }
    return 1;
}

/* The merged body in g->out: t's first part, the guards (g2 among b's kept
   ones by hash), t's last part. */
static void sct__guard_body(const sct_ctx *c, sct__gm *g) {
    uint32_t n = 0, j, mid[SCT__GUARDS + 1], nm = 0, g2 = g->hit == SCT__NONE ? g->g2 : SCT__NONE;
    if (g->hit != SCT__NONE)
        for (j = 0; j < g->ncov; j++) mid[nm++] = g->cov[j];
    else if (g->kept)
        for (j = g->pre; j < g->pre + g->m1; j++) mid[nm++] = g->b[j];
    else
        mid[nm++] = g->g1;
    memcpy(g->out, g->t, (size_t)g->pre * 4);
    n = g->pre;
    for (j = 0; j <= nm; j++) {
        if (g2 != SCT__NONE && (j == nm || c->node[mid[j]].hash > c->node[g2].hash)) {
            g->out[n++] = g2;
            g2 = SCT__NONE;
        }
        if (j < nm) g->out[n++] = mid[j];
    }
    memcpy(g->out + n, g->t + g->lt - g->suf, (size_t)g->suf * 4);
    g->nout = n + g->suf;
}

/* Make the merge: the guards, their trips (k iterations of b, then t's),
   the merged loop (SCT__NONE: none; with k = 0 it must be the loop b is
   the body of, `self`). */
static uint32_t sct__guard_merge(sct_ctx *c, sct__gm *g, uint32_t extra, uint32_t self) {
    uint64_t i;
    uint32_t j, n;
    if (!sct__guard_plan(c, g)) return SCT__NONE;
    if (extra != SCT__NONE) g->tg[g->nt++] = extra;
    if (self != SCT__NONE) g->tg[g->nt++] = self;
    if ((g->kept || g->g1 != SCT__NONE) && (!g->m2 || g->hit != SCT__NONE || g->g2 != SCT__NONE)) {
        sct__guard_body(c, g); /* all its nodes exist: the merged loop may too */
        n = sct__loop_find(c, g->out, g->nout);
        if (self != SCT__NONE && n != self && !g->nnew) return SCT__NONE;
        if (n != SCT__NONE && n != self && n != extra) g->tg[g->nt++] = n;
    }
    if (sct__guard_unsafe(c, g)) return SCT__NONE;
    if (!g->kept && g->g1 == SCT__NONE && (g->g1 = sct__loop(c, g->b + g->pre, g->m1)) == SCT__NONE) return SCT__NONE;
    if (g->m2 && g->hit == SCT__NONE && g->g2 == SCT__NONE &&
        (g->g2 = sct__loop(c, g->t + g->pre, g->m2)) == SCT__NONE)
        return SCT__NONE;
    sct__guard_body(c, g);
    n = sct__loop(c, g->out, g->nout);
    if (n == SCT__NONE || (self != SCT__NONE && n != self && !g->nnew)) return SCT__NONE;
    if (!g->kept) c->node[g->g1].guard |= 1;
    if (g->m2 && g->hit == SCT__NONE) c->node[g->g2].guard |= 1;
    c->node[n].guard |= 2;
    if (!g->kept) {
        for (i = 0; i < g->k; i++) sct__count_push(c, g->g1, 1);
        sct__count_push(c, g->g1, 0);
    }
    for (j = g->pre; g->kept && g->hit == SCT__NONE && j < g->pre + g->m1; j++) sct__count_push(c, g->b[j], 0);
    for (j = 0; g->hit != SCT__NONE && j < g->ncov; j++) {
        if (g->use[j] < 2 && (g->bef[j] & 1)) sct__count_before(c, g->cov[j], g->use[j]);
        else if (g->use[j] < 2) sct__count_push(c, g->cov[j], g->use[j]);
    }
    if (g->m2 && g->hit == SCT__NONE) {
        for (i = 0; i < g->k; i++) sct__count_push(c, g->g2, 0);
        sct__count_push(c, g->g2, 1);
    }
    return n;
}

/* The guarded folds (see above), tried after the exact ones: 1 when one was
   made (the tail is then the merged loop, open). */
static int sct__fold_guard(sct_ctx *c) {
    sct__gm gm, *g = &gm;
    uint32_t n = c->nroot, x = c->root[n - 1], k, p, q, s, lq;
    if (c->desc.tolerance) return 0;
    for (k = c->nlpos; k-- > 0;) { /* the loop just before the tail, run k times */
        const sct__node *l;
        p = c->lpos[k];
        l = &c->node[c->root[p]];
        if (n - 1 - p > SCT__GUARD_BODY) break;
        if (l->body_len > SCT__GUARD_BODY || n - 1 - p < 2 || l->body_len > n - 1 - p + SCT__GUARD_MID ||
            n - 1 - p > l->body_len + SCT__GUARD_MID || c->body[l->body_off] != c->root[p + 1] ||
            c->body[l->body_off + l->body_len - 1] != x || !c->st[l->stream0].has_pending)
            continue;
        g->lb = l->body_len;
        memcpy(g->b, c->body + l->body_off, (size_t)g->lb * 4);
        g->lt = n - 1 - p;
        memcpy(g->t, c->root + p + 1, (size_t)g->lt * 4);
        g->k = (uint64_t)c->st[l->stream0].pending;
        if ((q = sct__guard_merge(c, g, c->root[p], SCT__NONE)) == SCT__NONE) continue;
        sct__stream_take(&c->st[c->node[c->root[p]].stream0]);
        sct__root_cut(c, p);
        sct__root_push(c, q);
        sct__open_tail(c, q, g->k + 1);
        return 1;
    }
    p = c->rprev[sct__ri(c, n - 1)]; /* two periods: root[s..p] and root(p..n) */
    if (p != SCT__NONE && n - p < SCT__GUARD_BODY && n - p + 1 < c->caprg && n - 1 - p >= 2 &&
        (s = c->rprev[sct__ri(c, p + 1)]) != SCT__NONE && s < p && p - s < SCT__GUARD_BODY &&
        p - s + 1 <= n - 1 - p + SCT__GUARD_MID && n - 1 - p <= p - s + 1 + SCT__GUARD_MID) {
        g->lb = p - s + 1;
        memcpy(g->b, c->root + s, (size_t)g->lb * 4);
        g->lt = n - 1 - p;
        memcpy(g->t, c->root + p + 1, (size_t)g->lt * 4);
        g->k = 1;
        if ((q = sct__guard_merge(c, g, SCT__NONE, SCT__NONE)) != SCT__NONE) {
            sct__root_cut(c, s);
            sct__root_push(c, q);
            sct__open_tail(c, q, 2);
            return 1;
        }
    }
    if (x >= c->nends) return 0;
    for (k = 0, q = c->ends[2 * x]; k < SCT__WRAPS && q != SCT__NONE; k++, q = c->ends[2 * q + 1]) {
        const sct__node *l = &c->node[q]; /* one iteration of a guarded loop */
        lq = c->node[c->body[l->body_off]].lastpos;
        if (!(l->guard & 2) || l->body_len > SCT__GUARD_BODY || lq == SCT__NONE || lq >= n || n - lq > SCT__GUARD_BODY) continue;
        g->lb = l->body_len;
        memcpy(g->b, c->body + l->body_off, (size_t)g->lb * 4);
        g->lt = n - lq;
        memcpy(g->t, c->root + lq, (size_t)g->lt * 4);
        g->k = 0;
        if ((p = sct__guard_merge(c, g, SCT__NONE, q)) == SCT__NONE) continue;
        sct__root_cut(c, lq);
        sct__root_push(c, p); /* q, or q widened by new guards */
        sct__open_tail(c, p, 1);
        return 1;
    }
    return 0;
}

/* Repeated while something folds: this is what builds loops of loops
   (PRSDs). It stops at a loop left open at the tail: that loop's trip count
   is not final, and folding it into an outer body now would cut the outer
   period where the inner loop happens to be (a body ending in a polling
   loop of 3 Tests would fold after 2 of them and leave the third outside).
   The outer fold is made when the open loop is left (sct__cold), so that a
   body folds at the same phase whatever its inner trip counts. */
static void sct__fold(sct_ctx *c) {
    while (!c->err && c->nroot && !c->depth) {
        uint32_t n = c->nroot, L, q, p = sct__fold_extend(c);
        if (p != SCT__NONE) {
            q = c->root[p];
            sct__close_tail(c);
            sct__root_cut(c, p + 1);
            sct__open_tail(c, q, (uint64_t)sct__stream_take(&c->st[c->node[q].stream0]) + 1);
            continue;
        }
        if (!(L = sct__fold_square(c))) {
            if ((q = sct__fold_wrap(c)) == SCT__NONE) {
                if (!sct__fold_guard(c)) return;
                continue;
            }
            sct__root_cut(c, n - c->node[q].body_len);
            sct__root_push(c, q);
            sct__open_tail(c, q, 1);
            continue;
        }
        sct__close_tail(c);
        q = sct__loop(c, c->root + n - L, L);
        if (q == UINT32_MAX) return;
        sct__root_cut(c, n - 2 * L);
        sct__root_push(c, q);
        sct__open_tail(c, q, 2);
    }
}

/* Write the cursor out and fold what it held, each loop the fold leaves open
   at the tail closed in turn (its count is final now) and folded on, unless
   the call (op, site) continues it: 1 when it does (the cursor took it). */
static int sct__settle(sct_ctx *c, int op, uint32_t site) {
    if (!c->depth) return 0;
    sct__unwind(c);
    for (;;) {
        sct__fold(c);
        if (!c->depth || c->err) return 0;
        if (op >= 0 && sct__match(c, op, site) != UINT32_MAX) return 1;
        sct__close_tail(c);
    }
}

/* A call the cursor did not predict. The nodes the cursor writes out may end
   a period of their own (a body that ends in an inner loop, k x [Test], is
   only complete once that loop is left): they are folded first, so that the
   loop is found at the same phase as a body ending in a call would be, and
   the call may then continue the loop just made. */
static void sct__cold(sct_ctx *c, uint32_t leaf) {
    c->cold++;
    if (sct__settle(c, c->node[leaf].op, c->node[leaf].site)) return;
    sct__root_push(c, leaf);
    sct__fold(c);
}

/* ---- approximate folding (merge precision below 100) ---------------------------

   Exact folding leaves a long top level when the shape of an outer iteration
   varies: in a POP-like code a rank's solver phases come and go from one
   timestep to the next, so no two timesteps fold. At a precision below 100
   sct_finish re-groups such a top level the way ScalaH-Trace merges loops
   whose bodies differ (section 3, Algorithm 1 with its weighted LCS): it cuts
   the top level into iterations at an anchor, a call that starts every outer
   iteration (the loops the exact fold made of runs of equal iterations are
   unrolled for it; sct__approx_anchor says how it is found), merges the
   iterations into one body that is a common supersequence of all of them, and
   wraps each element in a guard, loop(c, [x]) with c = 1 in the iterations
   where x ran and 0 in the others (a reader skips a loop of 0 trips). The rewrite itself is lossless: leaves
   and their value streams are untouched (so every call count stays exact) and
   the trip-count streams are re-derived by walking the old structure in
   execution order. Whether the trace stays exact is then up to the streams:
   a guard's 0/1 stream differs by 100 %, so it becomes a histogram only at
   p = 0, which keeps how often each phase ran (its sum) but not in which
   iterations.
   A top level that does not shrink is left as it was. */
#define SCT__APPROX_MIN 8      /* shorter top levels are left alone */
#define SCT__APPROX_UNROLL 4   /* top-level loops of several nodes repeated at most this often are unrolled */
#define SCT__APPROX_BODY 256   /* the longest merged body tried */
#define SCT__APPROX_ANCHORS 8  /* anchors tried */

/* Weighted LCS of a[0..na) and b[0..nb) (ScalaH-Trace's WLCS: a node weighs
   w[id], read with a byte stride so that node arrays serve directly). Sets
   match[i] to the b index paired with a[i], or UINT32_MAX. A common prefix
   and suffix are paired first (with equal weights on both sides an optimal
   alignment can always pair them), so that two long sequences that differ in
   a few places cost a table over their differing middle only. Past a size
   limit the middle stays unpaired (correct, only less compact) and 1 is
   returned; -1 when out of memory, else 0. */
static int sct__seq_wlcs(sct__mem *m, const uint32_t *a, uint32_t na, const uint32_t *b, uint32_t nb,
                         const uint64_t *w, size_t stride, uint32_t *match) {
    uint64_t *t;
    uint32_t i, j, pre = 0, suf = 0;
#define SCT__WT(id) (*(const uint64_t *)((const char *)w + (size_t)(id) * stride))
#define SCT__W(i, j) t[(size_t)(i) * (nb + 1) + (j)]
    for (i = 0; i < na; i++) match[i] = UINT32_MAX;
    while (pre < na && pre < nb && a[pre] == b[pre]) {
        match[pre] = pre;
        pre++;
    }
    while (suf < na - pre && suf < nb - pre && a[na - 1 - suf] == b[nb - 1 - suf]) {
        match[na - 1 - suf] = nb - 1 - suf;
        suf++;
    }
    a += pre, b += pre, match += pre;
    na -= pre + suf, nb -= pre + suf;
    if (!na || !nb) return 0;
    if ((uint64_t)(na + 1) * (nb + 1) > ((uint64_t)1 << 21)) return 1;
    t = (uint64_t *)sct__alloc(m, (size_t)(na + 1) * (nb + 1) * 8);
    if (!t) return -1;
    for (i = 0; i <= na; i++)
        for (j = 0; j <= nb; j++) {
            uint64_t best = 0;
            if (i && j) {
                best = SCT__W(i - 1, j) > SCT__W(i, j - 1) ? SCT__W(i - 1, j) : SCT__W(i, j - 1);
                if (a[i - 1] == b[j - 1] && SCT__W(i - 1, j - 1) + SCT__WT(a[i - 1]) > best)
                    best = SCT__W(i - 1, j - 1) + SCT__WT(a[i - 1]);
            }
            SCT__W(i, j) = best;
        }
    for (i = na, j = nb; i && j;) {
        if (a[i - 1] == b[j - 1] && SCT__W(i, j) == SCT__W(i - 1, j - 1) + SCT__WT(a[i - 1])) {
            --i, --j;
            match[i] = j + pre;
        } else if (SCT__W(i - 1, j) >= SCT__W(i, j - 1)) {
            i--;
        } else {
            j--;
        }
    }
#undef SCT__W
#undef SCT__WT
    sct__free(m, t);
    return 0;
}

/* The state of one approximate fold: the unrolled top level u, the anchor's
   iterations (segment i is u[cut[i]..cut[i+1])), and the merged body. */
typedef struct sct__approx {
    uint32_t *u, nu, capu;
    uint32_t *cut, ncut, capcut;
    uint32_t *body, nbody, capbody;
    uint32_t *tmp, captmp, *match, capmatch;
    uint32_t *pos;          /* an iteration embedded in the body */
    uint64_t *size;         /* per node: calls in one pass (the WLCS weight) */
    uint32_t pro, epi;      /* u[0..pro) before the loop, u[epi..nu) after it */
    struct {
        uint32_t at, node;
    } * disc;               /* unrolled loops: their trip count is read at unit `at` */
    uint32_t ndisc, capdisc, idisc;
} sct__approx;

/* Merge segment s[0..n) into the body: a common supersequence by WLCS. */
static int sct__approx_merge(sct_ctx *c, sct__approx *a, const uint32_t *s, uint32_t n) {
    uint32_t i, j, k = 0;
    if (SCT__GROW(&c->mem, a->match, a->capmatch, (uint64_t)a->nbody + 1) ||
        SCT__GROW(&c->mem, a->tmp, a->captmp, (uint64_t)a->nbody + n + 1) ||
        sct__seq_wlcs(&c->mem, a->body, a->nbody, s, n, a->size, sizeof(uint64_t), a->match) < 0)
        return -1;
    for (i = 0, j = 0; i < a->nbody || j < n;) {
        if (i < a->nbody && a->match[i] == UINT32_MAX) {
            a->tmp[k++] = a->body[i++];
            continue;
        }
        while (j < (i < a->nbody ? a->match[i] : n)) a->tmp[k++] = s[j++];
        if (i < a->nbody) {
            a->tmp[k++] = a->body[i++];
            j++;
        }
    }
    if (SCT__GROW(&c->mem, a->body, a->capbody, (uint64_t)k + 1)) return -1;
    memcpy(a->body, a->tmp, (size_t)k * 4);
    a->nbody = k;
    return 0;
}

/* Embed segment s[0..n) in the body, leftmost (the body is a supersequence
   of every segment): a->pos[j] is the body index of s[j]. */
static int sct__approx_embed(const sct__approx *a, const uint32_t *s, uint32_t n) {
    uint32_t i = 0, j;
    for (j = 0; j < n; j++) {
        while (i < a->nbody && a->body[i] != s[j]) i++;
        if (i == a->nbody) return -1;
        a->pos[j] = i++;
    }
    return 0;
}

/* Cut u at every occurrence of `anchor`, merge the iterations into a body
   and return the cost of the result in top-level entries plus body nodes
   (UINT32_MAX when it cannot be built). The last iteration ends before the
   first node no earlier iteration had: that tail stays after the loop. */
static uint32_t sct__approx_try(sct_ctx *c, sct__approx *a, uint32_t anchor) {
    uint32_t i, j;
    a->ncut = 0;
    a->nbody = 0;
    for (i = 0; i < a->nu; i++)
        if (a->u[i] == anchor) {
            if (SCT__GROW(&c->mem, a->cut, a->capcut, (uint64_t)a->ncut + 2)) return UINT32_MAX;
            a->cut[a->ncut++] = i;
        }
    if (a->ncut < 3) return UINT32_MAX;
    for (i = 0; i + 1 < a->ncut; i++)
        if (sct__approx_merge(c, a, a->u + a->cut[i], a->cut[i + 1] - a->cut[i]) || a->nbody > SCT__APPROX_BODY)
            return UINT32_MAX;
    for (j = a->cut[a->ncut - 1]; j < a->nu; j++) {
        for (i = 0; i < a->nbody && a->body[i] != a->u[j]; i++) {
        }
        if (i == a->nbody) break;
    }
    a->pro = a->cut[0];
    a->epi = j;
    a->cut[a->ncut] = j;
    if (sct__approx_merge(c, a, a->u + a->cut[a->ncut - 1], j - a->cut[a->ncut - 1]) || a->nbody > SCT__APPROX_BODY)
        return UINT32_MAX;
    return a->pro + 1 + (a->nu - a->epi) + a->nbody;
}

/* Copy one execution of old node id into the new trip-count streams ns
   (none: only read), reading the old ones through dec in execution order. */
static int sct__approx_copy(sct_ctx *c, uint32_t id, sct__sdec *dec, sct__stream *ns) {
    const sct__node *x = &c->node[id];
    int64_t n, k;
    uint32_t j;
    if (x->kind != SCT__LOOP) return 0;
    if (sct__sdec_next(&c->st[x->stream0], &dec[id], &n) || n < 0) return -1;
    if (ns) sct__stream_put(&c->mem, &ns[id], n);
    for (k = 0; k < n; k++)
        for (j = 0; j < x->body_len; j++)
            if (sct__approx_copy(c, c->body[c->node[id].body_off + j], dec, ns)) return -1;
    return 0;
}

/* Append one execution of top-level node id to u, unrolling the loops of
   several nodes that never repeat more than a few times: outer iterations
   that happened to be equal, which the exact fold grouped in its own way.
   An unrolled loop's trip count is dropped at its first unit (disc). */
static int sct__approx_unroll(sct_ctx *c, sct__approx *a, uint32_t id, sct__sdec *dec, const uint8_t *flag) {
    const sct__node *x = &c->node[id];
    int64_t n, k;
    uint32_t j;
    if (!(flag[id] & (4 | 8))) {
        if (SCT__GROW(&c->mem, a->u, a->capu, (uint64_t)a->nu + 1)) return -1;
        a->u[a->nu++] = id;
        return sct__approx_copy(c, id, dec, NULL);
    }
    if (sct__sdec_next(&c->st[x->stream0], &dec[id], &n) || n < 1 ||
        SCT__GROW(&c->mem, a->disc, a->capdisc, (uint64_t)a->ndisc + 1))
        return -1;
    a->disc[a->ndisc].at = a->nu;
    a->disc[a->ndisc++].node = id;
    for (k = 0; k < n; k++)
        for (j = 0; j < c->node[id].body_len; j++)
            if (sct__approx_unroll(c, a, c->body[c->node[id].body_off + j], dec, flag)) return -1;
    return 0;
}

/* Copy unit i of u, dropping the trip counts of loops unrolled there. */
static int sct__approx_unit(sct_ctx *c, sct__approx *a, uint32_t i, sct__sdec *dec, sct__stream *ns) {
    int64_t n;
    for (; a->idisc < a->ndisc && a->disc[a->idisc].at == i; a->idisc++) {
        uint32_t id = a->disc[a->idisc].node;
        if (sct__sdec_next(&c->st[c->node[id].stream0], &dec[id], &n)) return -1;
    }
    return sct__approx_copy(c, a->u[i], dec, ns);
}

/* Walk the new top level (prologue, the loop, epilogue) and fill ns. */
static int sct__approx_walk(sct_ctx *c, sct__approx *a, const uint32_t *guard, uint32_t loop, sct__sdec *dec,
                            sct__stream *ns) {
    uint32_t i, j, k;
    a->idisc = 0;
    for (i = 0; i < a->pro; i++)
        if (sct__approx_unit(c, a, i, dec, ns)) return -1;
    sct__stream_put(&c->mem, &ns[loop], a->ncut);
    for (i = 0; i < a->ncut; i++) {
        const uint32_t *s = a->u + a->cut[i];
        uint32_t n = a->cut[i + 1] - a->cut[i];
        if (sct__approx_embed(a, s, n)) return -1;
        for (j = 0, k = 0; j < a->nbody; j++) {
            int here = k < n && a->pos[k] == j;
            sct__stream_put(&c->mem, &ns[guard[j]], here);
            if (here && sct__approx_unit(c, a, a->cut[i] + k++, dec, ns)) return -1;
        }
    }
    for (i = a->epi; i < a->nu; i++)
        if (sct__approx_unit(c, a, i, dec, ns)) return -1;
    return 0;
}

static void sct__approx_free(sct_ctx *c, sct__approx *a) {
    sct__free(&c->mem, a->u);
    sct__free(&c->mem, a->cut);
    sct__free(&c->mem, a->body);
    sct__free(&c->mem, a->tmp);
    sct__free(&c->mem, a->match);
    sct__free(&c->mem, a->pos);
    sct__free(&c->mem, a->size);
    sct__free(&c->mem, a->disc);
}

/* Per node: its weight and flags (4: a loop to unroll at the top level
   whatever the anchor, 2: reachable from the top level). */
static int sct__approx_prepare(sct_ctx *c, sct__approx *a, uint8_t *flag) {
    uint32_t i, j;
    sct_stream_summary sum;
    a->size = (uint64_t *)sct__alloc(&c->mem, ((size_t)c->nnode + 1) * 8);
    if (!a->size) return -1;
    for (i = 0; i < c->nnode; i++) { /* a body's ids are smaller than its loop's */
        const sct__node *x = &c->node[i];
        a->size[i] = x->kind == SCT__LEAF;
        for (j = 0; x->kind == SCT__LOOP && j < x->body_len; j++) a->size[i] += a->size[c->body[x->body_off + j]];
        if (x->kind != SCT__LOOP) continue;
        sct__stream_summary(&c->st[x->stream0], &sum);
        if (x->body_len > 1 && sum.max <= SCT__APPROX_UNROLL) flag[i] |= 4;
    }
    for (i = 0; i < c->nroot; i++) flag[c->root[i]] |= 2;
    for (i = c->nnode; i-- > 0;) /* reachable from the top level: 2 */
        for (j = 0; (flag[i] & 2) && c->node[i].kind == SCT__LOOP && j < c->node[i].body_len; j++)
            flag[c->body[c->node[i].body_off + j]] |= 2;
    return 0;
}

static void sct__approx_rewind(sct_ctx *c, sct__sdec *dec) {
    uint32_t i;
    for (i = 0; i < c->nnode; i++)
        if (c->node[i].kind == SCT__LOOP) sct__sdec_init(&dec[i], &c->st[c->node[i].stream0]);
}

/* Flag 8 on the loops that hold node x (x itself not): with x the anchor
   they are unrolled, being runs of outer iterations that the exact fold
   grouped because they had the same shape. 16 is scratch. */
static void sct__approx_mark(sct_ctx *c, uint8_t *flag, uint32_t x) {
    uint32_t i, j;
    for (i = 0; i < c->nnode; i++) {
        flag[i] &= (uint8_t)~(8 | 16);
        if (i == x) flag[i] |= 16;
        for (j = 0; c->node[i].kind == SCT__LOOP && j < c->node[i].body_len; j++)
            if (flag[c->body[c->node[i].body_off + j]] & 16) flag[i] |= 8 | 16;
    }
}

/* Anchor x tried: the unrolled top level for it, cut and merged; the cost
   of sct__approx_try. The decoders start over. */
static uint32_t sct__approx_cost(sct_ctx *c, sct__approx *a, uint8_t *flag, sct__sdec *dec, uint32_t x) {
    uint32_t i;
    sct__approx_mark(c, flag, x);
    a->nu = 0;
    a->ndisc = 0;
    sct__approx_rewind(c, dec);
    for (i = 0; i < c->nroot; i++)
        if (sct__approx_unroll(c, a, c->root[i], dec, flag)) return UINT32_MAX;
    sct__approx_rewind(c, dec);
    return sct__approx_try(c, a, x);
}

/* One pass over the rank's calls in execution order. The census (y =
   UINT32_MAX) counts each node's runs (e), lists the nodes in order of
   first run (order) and sets flag 32 on a leaf that ever ran twice in a row.
   Given a leaf y, it clears ok[x] for each candidate x that does not run
   equally often, and at least once, between any two runs of y. */
typedef struct sct__pass {
    uint32_t y, last, *order, n, *cand, ncand;
    uint64_t *e, *m, *k; /* runs in all; since y last ran; between the first two runs of y */
    uint8_t *ok;
    int seen;            /* runs of y so far, at most 2 */
} sct__pass;

static void sct__approx_call(sct__pass *p, uint32_t id, uint8_t *flag) {
    uint32_t i;
    if (p->y == UINT32_MAX) {
        if (p->last == id) flag[id] |= 32;
        p->last = id;
        return;
    }
    p->m[id]++;
    if (id != p->y) return;
    for (i = 0; i < p->ncand && p->seen; i++) {
        uint32_t x = p->cand[i];
        if (p->seen == 1) p->k[x] = p->m[x];
        if (!p->m[x] || p->m[x] != p->k[x]) p->ok[x] = 0;
    }
    for (i = 0; i < p->ncand; i++) p->m[p->cand[i]] = 0;
    if (p->seen < 2) p->seen++;
}

static int sct__approx_pass(sct_ctx *c, uint32_t id, sct__sdec *dec, sct__pass *p, uint8_t *flag) {
    const sct__node *x = &c->node[id];
    int64_t t, k;
    uint32_t j;
    if (p->y == UINT32_MAX && !p->e[id]++) p->order[p->n++] = id;
    if (x->kind != SCT__LOOP) {
        sct__approx_call(p, id, flag);
        return 0;
    }
    if (sct__sdec_next(&c->st[x->stream0], &dec[id], &t) || t < 0) return -1;
    for (k = 0; k < t; k++)
        for (j = 0; j < x->body_len; j++)
            if (sct__approx_pass(c, c->body[x->body_off + j], dec, p, flag)) return -1;
    return 0;
}

static int sct__approx_passes(sct_ctx *c, sct__sdec *dec, sct__pass *p, uint8_t *flag, uint32_t y) {
    uint32_t i;
    p->y = y;
    p->seen = 0;
    for (i = 0; i < p->ncand; i++) {
        p->m[p->cand[i]] = 0;
        p->ok[p->cand[i]] = 1;
    }
    sct__approx_rewind(c, dec);
    for (i = 0; i < c->nroot; i++)
        if (sct__approx_pass(c, c->root[i], dec, p, flag)) return -1;
    return 0;
}

/* The candidates: leaves run at least 3 times, never twice in a row (such a
   leaf is a loop's whole body, not an iteration's start), rarest first. */
static int sct__approx_candidates(sct_ctx *c, sct__sdec *dec, sct__pass *p, uint8_t *flag) {
    uint32_t i, n = (uint32_t)c->nnode + 1;
    p->e = (uint64_t *)sct__calloc(&c->mem, (size_t)n * 24);
    p->order = (uint32_t *)sct__alloc(&c->mem, (size_t)n * 8);
    p->ok = (uint8_t *)sct__alloc(&c->mem, n);
    if (!p->e || !p->order || !p->ok) return -1;
    p->m = p->e + n;
    p->k = p->m + n;
    p->cand = p->order + n;
    p->last = UINT32_MAX;
    if (sct__approx_passes(c, dec, p, flag, UINT32_MAX)) return -1;
    for (i = 0; i < p->n; i++) { /* insertion by runs, stable */
        uint32_t id = p->order[i], k;
        if (c->node[id].kind != SCT__LEAF || p->e[id] < 3 || (flag[id] & 32)) continue;
        for (k = p->ncand++; k > 0 && p->e[p->cand[k - 1]] > p->e[id]; k--) p->cand[k] = p->cand[k - 1];
        p->cand[k] = id;
    }
    return 0;
}

/* The anchor: a call that starts every outer iteration. Candidates are
   taken from the rarest (the coarsest cut) to the most frequent, and one
   replaces the current anchor when it runs equally often between any two
   runs of it: it cuts the same iterations into equal parts (a call made once
   per timestep against one made every 10th). A candidate run a varying
   number of times is in a loop inside the outer iteration (a solver's
   iterations) and is passed over, as is one whose merged body would be too
   long. Ranks that run the same code so pick the same call, and their loops
   merge across ranks. UINT32_MAX: none, or its loop leaves the top level
   no shorter. */
static uint32_t sct__approx_anchor(sct_ctx *c, sct__approx *a, uint8_t *flag, sct__sdec *dec) {
    sct__pass p;
    uint32_t i, cur = UINT32_MAX, cost = UINT32_MAX, tried = 0, last = UINT32_MAX; /* last: a holds its try */
    int bad;
    memset(&p, 0, sizeof p);
    bad = sct__approx_candidates(c, dec, &p, flag);
    for (i = 0; !bad && i < p.ncand && tried < SCT__APPROX_ANCHORS; i++) {
        uint32_t x = p.cand[i], k;
        if (cur != UINT32_MAX && !p.ok[x]) continue;
        k = sct__approx_cost(c, a, flag, dec, last = x);
        tried++;
        if (k == UINT32_MAX) continue;
        cur = x;
        cost = k;
        bad = sct__approx_passes(c, dec, &p, flag, cur);
    }
    sct__free(&c->mem, p.e);
    sct__free(&c->mem, p.order);
    sct__free(&c->mem, p.ok);
    if (bad || cur == UINT32_MAX || cost >= c->nroot) return UINT32_MAX;
    if (last == cur) { /* a and the flags are cur's; only the decoders were read since */
        sct__approx_rewind(c, dec);
        return cur;
    }
    return sct__approx_cost(c, a, flag, dec, cur) == UINT32_MAX ? UINT32_MAX : cur;
}

/* Every body element becomes a guard, those some iteration lacks and the
   others alike: then ranks whose iterations differ build loops of the same
   guard nodes, which the cross-rank merge can align. */
static int sct__approx_guards(sct_ctx *c, sct__approx *a, uint32_t *guard) {
    uint32_t i, j;
    a->pos = (uint32_t *)sct__alloc(&c->mem, ((size_t)a->nu + 1) * 4);
    if (!a->pos) return -1;
    for (i = 0; i < a->ncut; i++)
        if (sct__approx_embed(a, a->u + a->cut[i], a->cut[i + 1] - a->cut[i])) return -1;
    for (j = 0; j < a->nbody; j++)
        if ((guard[j] = sct__loop(c, &a->body[j], 1)) == UINT32_MAX) return -1;
    return 0;
}

/* Install the new trip-count streams and top level. */
static void sct__approx_install(sct_ctx *c, sct__approx *a, uint32_t loop, sct__stream *ns) {
    uint32_t i, n = 0;
    for (i = 0; i < c->nnode; i++) {
        if (c->node[i].kind != SCT__LOOP) continue;
        sct__stream_flush(&c->mem, &ns[i]);
        sct__stream_free(&c->mem, &c->st[c->node[i].stream0]);
        c->st[c->node[i].stream0] = ns[i];
        memset(&ns[i], 0, sizeof ns[i]);
    }
    for (i = 0; i < a->pro; i++) c->root[n++] = a->u[i];
    c->root[n++] = loop;
    for (i = a->epi; i < a->nu; i++) c->root[n++] = a->u[i];
    c->nroot = n;
}

/* At sct_finish, precision below 100: re-group a long top level. */
static void sct__approx_fold(sct_ctx *c) {
    sct__approx a;
    uint32_t nn = c->nnode, anchor, loop = UINT32_MAX, *guard = NULL, i;
    uint8_t *flag;
    sct__sdec *dec;
    sct__stream *ns = NULL;
    int ok = 0;
    if (c->nroot < SCT__APPROX_MIN) return;
    memset(&a, 0, sizeof a);
    flag = (uint8_t *)sct__calloc(&c->mem, (size_t)nn + 1);
    dec = (sct__sdec *)sct__calloc(&c->mem, ((size_t)nn + 1) * sizeof(sct__sdec));
    if (!flag || !dec || sct__approx_prepare(c, &a, flag)) goto done;
    if ((anchor = sct__approx_anchor(c, &a, flag, dec)) == UINT32_MAX) goto done;
    guard = (uint32_t *)sct__alloc(&c->mem, ((size_t)a.nbody + 1) * 4);
    if (!guard || sct__approx_guards(c, &a, guard) || (loop = sct__loop(c, guard, a.nbody)) == UINT32_MAX ||
        SCT__GROW(&c->mem, c->root, c->caproot, (uint64_t)a.nu + 1))
        goto done;
    ns = (sct__stream *)sct__calloc(&c->mem, ((size_t)c->nnode + 1) * sizeof(sct__stream));
    if (!ns || sct__approx_walk(c, &a, guard, loop, dec, ns)) goto done;
    for (i = 0; i < nn; i++) /* every reachable old trip count was read again */
        if (c->node[i].kind == SCT__LOOP && (flag[i] & 2) && dec[i].left) goto done;
    for (i = 0; i < c->nnode; i++) ok = ok || ns[i].err;
    ok = !ok;
    if (ok) sct__approx_install(c, &a, loop, ns);
done:
    for (i = 0; ns && i < c->nnode; i++) sct__stream_free(&c->mem, &ns[i]);
    c->err = 0; /* a failed attempt (only allocations fail) leaves the exact trace */
    sct__free(&c->mem, ns);
    sct__free(&c->mem, guard);
    sct__free(&c->mem, flag);
    sct__free(&c->mem, dec);
    sct__approx_free(c, &a);
}

/*== >>ctx  the per-process context ==============================================*/

/* The raw log of verify mode: "SCTRAW2\n", then records, each a varint tag:
   SCT__RAW_SITE (site id, depth, per frame: module length and bytes, offset)
   when a site is made, SCT__RAW_EVENT (op, site, value count, zigzag values,
   begin, end) per event. Sites are compared by what they are, module and
   offset, since merging renumbers them. */
#define SCT__RAW_MAGIC "SCTRAW2\n"
enum { SCT__RAW_EVENT = 0, SCT__RAW_SITE = 1 };

sct_result sct_create(const sct_desc *desc, sct_ctx **out) {
    sct__mem m;
    sct_ctx *c;
    int i;
    *out = NULL;
    if (!desc || !desc->ops || desc->ops->nops < 0 || (desc->ops->nops && !desc->ops->ops)) return SCT_ERR_ARG;
    if (desc->window < 0 || desc->window > SCT_WINDOW_MAX || desc->hist_bins < 0 || desc->hist_bins > SCT_HIST_MAX_BINS ||
        (unsigned)desc->timing > SCT_TIMING_OFF || desc->tolerance < 0 || desc->tolerance > 100)
        return SCT_ERR_ARG;
    for (i = 0; i < desc->ops->nops; i++) {
        const sct_op *op = &desc->ops->ops[i];
        if (!op->name || op->nparams < 0 || op->nparams > 64 || (op->nparams && (!op->param_roles || !op->param_names)))
            return SCT_ERR_ARG;
    }
    sct__mem_init(&m, &desc->allocator);
    c = (sct_ctx *)sct__calloc(&m, sizeof *c);
    if (!c) return SCT_ERR_NOMEM;
    c->mem = m;
    c->desc = *desc;
    c->ops = desc->ops;
    c->exact[0].m = c->exact[1].m = &c->mem;
    if (!c->desc.window) c->desc.window = SCT_WINDOW_DEFAULT;
    for (c->maxrg = 64; c->maxrg <= 2 * (uint32_t)c->desc.window + 1;) c->maxrg *= 2;
    if (!c->desc.hist_bins) c->desc.hist_bins = 8;
    c->cap = desc->max_memory ? desc->max_memory / 2 : UINT64_MAX; /* sct__reduce says why half */
    c->op_nstreams = (uint16_t *)sct__alloc(&c->mem, (size_t)(desc->ops->nops + 1) * sizeof(uint16_t));
    c->op_array = (uint8_t *)sct__alloc(&c->mem, (size_t)desc->ops->nops + 1);
    if (!c->op_nstreams || !c->op_array) {
        sct_destroy(c);
        return SCT_ERR_NOMEM;
    }
    for (i = 0; i < desc->ops->nops; i++) {
        c->op_nstreams[i] = (uint16_t)sct__op_nstreams(&desc->ops->ops[i]);
        c->op_array[i] = (uint8_t)sct__op_has_array(&desc->ops->ops[i]);
    }
    if (desc->raw_log_path) {
        c->raw = fopen(desc->raw_log_path, "wb");
        if (!c->raw) {
            sct__log(&desc->logger, SCT_LOG_ERROR, "sctrace: cannot write raw log %s: %s", desc->raw_log_path,
                     strerror(errno));
            sct_destroy(c);
            return SCT_ERR_IO;
        }
        fputs(SCT__RAW_MAGIC, c->raw);
    }
    *out = c;
    return SCT_OK;
}

/* Append a copy of module m to a table (path, build-id, base); 1: out of memory. */
static int sct__module_add(sct__mem *mem, sct_module **mods, uint32_t *n, uint32_t *cap, const sct_module *m) {
    sct_module *d;
    int len = m->build_id && m->build_id_len > 0 ? m->build_id_len : 0;
    uint8_t *id = NULL;
    if (len > SCT_BUILD_ID_MAX) len = 0; /* not a build-id we can keep */
    if (SCT__GROW(mem, *mods, *cap, (uint64_t)*n + 1) || (len && !(id = (uint8_t *)sct__alloc(mem, (size_t)len))))
        return 1;
    if (len) memcpy(id, m->build_id, (size_t)len);
    d = &(*mods)[*n];
    d->path = sct__strdup(mem, m->path);
    d->build_id = id;
    d->build_id_len = len;
    d->base = m->base;
    if (!d->path) {
        sct__free(mem, id);
        return 1;
    }
    (*n)++;
    return 0;
}

static const sct_module *sct__module_find(const sct_module *mods, uint32_t n, const char *path) {
    uint32_t i;
    for (i = 0; i < n; i++)
        if (!strcmp(mods[i].path, path)) return &mods[i];
    return NULL;
}

static void sct__modules_free(sct__mem *mem, sct_module *mods, uint32_t n) {
    uint32_t i;
    for (i = 0; i < n; i++) {
        sct__free(mem, (void *)mods[i].path);
        sct__free(mem, (void *)mods[i].build_id);
    }
    sct__free(mem, mods);
}

void sct_destroy(sct_ctx *c) {
    sct__mem m;
    uint32_t i;
    if (!c) return;
    if (c->raw) fclose(c->raw);
    for (i = 0; i < c->nst; i++) sct__stream_free(&c->mem, &c->st[i]);
    sct__free(&c->mem, c->exact[0].p);
    sct__free(&c->mem, c->exact[1].p);
    for (i = 0; i < c->nframes; i++) {
        sct__free(&c->mem, (void *)c->frames[i].module);
        sct__free(&c->mem, (void *)c->frames[i].function);
        sct__free(&c->mem, (void *)c->frames[i].file);
    }
    sct__free(&c->mem, c->frames);
    sct__modules_free(&c->mem, c->mods, c->nmods);
    sct__free(&c->mem, c->pcs);
    sct__free(&c->mem, c->site);
    sct__free(&c->mem, c->sht);
    sct__free(&c->mem, c->hist);
    sct__free(&c->mem, c->st);
    sct__free(&c->mem, c->fr);
    sct__free(&c->mem, c->unw);
    sct__free(&c->mem, c->root);
    sct__free(&c->mem, c->rh);
    sct__free(&c->mem, c->rprev);
    sct__free(&c->mem, c->pw);
    sct__free(&c->mem, c->ends);
    sct__free(&c->mem, c->ht);
    sct__free(&c->mem, c->body);
    sct__free(&c->mem, c->node);
    sct__free(&c->mem, c->op_array);
    sct__free(&c->mem, c->op_nstreams);
    sct__free(&c->mem, c->cut);
    m = c->mem;
    sct__free(&m, c);
}

static uint64_t sct__pcs_hash(const uint64_t *pcs, int depth) {
    uint64_t h = (uint64_t)depth;
    int i;
    for (i = 0; i < depth; i++) h = sct__mix(h ^ pcs[i]);
    return h;
}

static void sct__raw_site(sct_ctx *c, uint32_t id);

/* The first frame of a module describes it (issue 45): the front end reads
   its build-id note from memory, so a module costs one lookup and a site
   none. Modules are few (tens), hence the linear search. */
static int sct__module_describe(sct_ctx *c, uint64_t pc, const sct_frame *f) {
    sct_module m;
    if (!c->desc.describe_module || !f->module[0] || sct__module_find(c->mods, c->nmods, f->module)) return 0;
    memset(&m, 0, sizeof m);
    if (!c->desc.describe_module(c->desc.symbolize_user, pc, &m)) {
        memset(&m, 0, sizeof m);
        m.base = pc - f->offset;
    }
    m.path = f->module;
    return sct__module_add(&c->mem, &c->mods, &c->nmods, &c->capmods, &m);
}

/* Name the frames of the sites added since the last call (module, offset
   from its base, function) through the front end's symboliser: dladdr costs
   ~10^5 instructions a pc in a large binary, so the hot path never does it
   (issue 36). 1: out of memory. */
static int sct__sites_symbolize(sct_ctx *c) {
    for (; c->nsym < c->nframes; c->nsym++) {
        sct_frame f, *d = &c->frames[c->nsym];
        memset(&f, 0, sizeof f);
        f.offset = c->pcs[c->nsym];
        if (!c->desc.symbolize || !c->desc.symbolize(c->desc.symbolize_user, c->pcs[c->nsym], &f)) {
            memset(&f, 0, sizeof f);
            f.offset = c->pcs[c->nsym];
        }
        d->offset = f.offset;
        d->line = f.line;
        d->module = sct__strdup(&c->mem, f.module);
        d->function = sct__strdup(&c->mem, f.function);
        d->file = sct__strdup(&c->mem, f.file);
        if (!d->module || !d->function || !d->file || sct__module_describe(c, c->pcs[c->nsym], d)) return 1;
    }
    return 0;
}

static sct_result sct__site_add(sct_ctx *c, const uint64_t *pcs, int depth, uint64_t h, uint32_t *id) {
    sct__site *s;
    int i;
    if (SCT__GROW(&c->mem, c->site, c->capsite, (uint64_t)c->nsite + 1) ||
        SCT__GROW(&c->mem, c->pcs, c->cappcs, (uint64_t)c->npcs + (uint64_t)depth) ||
        SCT__GROW(&c->mem, c->frames, c->capframes, (uint64_t)c->nframes + (uint64_t)depth) ||
        sct__ht_insert(&c->mem, &c->sht, &c->shtcap, &c->shtused, c->nsite, h, &c->site[0].hash, sizeof(sct__site)))
        return SCT_ERR_NOMEM;
    s = &c->site[c->nsite];
    s->hash = h;
    s->depth = depth;
    s->pc_off = c->npcs;
    s->frame_off = c->nframes;
    for (i = 0; i < depth; i++) {
        memset(&c->frames[c->nframes++], 0, sizeof(sct_frame)); /* named by sct__sites_symbolize */
        c->pcs[c->npcs++] = pcs[i];
    }
    *id = c->nsite++;
    c->check = 1;
    if (c->raw) { /* the raw log names the site now */
        if (sct__sites_symbolize(c)) return SCT_ERR_NOMEM;
        sct__raw_site(c, *id);
    }
    return SCT_OK;
}

sct_result sct_site(sct_ctx *c, const uint64_t *pcs, int depth, uint32_t *id) {
    uint64_t h;
    uint32_t i, x;
    if (!c || !id || depth < 0 || depth > 64 || (depth && !pcs)) return SCT_ERR_ARG;
    h = sct__pcs_hash(pcs, depth);
    if (c->shtcap)
        for (i = (uint32_t)h & (c->shtcap - 1); (x = c->sht[i]) != 0; i = (i + 1) & (c->shtcap - 1)) {
            const sct__site *s = &c->site[x - 1];
            if (s->hash == h && s->depth == depth && !memcmp(c->pcs + s->pc_off, pcs, (size_t)depth * 8)) {
                *id = x - 1;
                return SCT_OK;
            }
        }
    return sct__site_add(c, pcs, depth, h, id);
}

/* Does the value list fit the op's parameter layout? */
static SCT__INLINE int sct__values_ok(const sct_ctx *c, const sct_event *ev) {
    const sct_op *op = &c->ops->ops[ev->op];
    int i, k = 0;
    if (ev->nvalues && !ev->values) return 0;
    if (!c->op_array[ev->op]) return ev->nvalues == op->nparams;
    for (i = 0; i < op->nparams; i++) {
        if (k >= ev->nvalues) return 0;
        if (op->param_roles[i] & SCT_PARAM_ARRAY) {
            int64_t len = ev->values[k];
            if (len < 0 || len > ev->nvalues - k - 1) return 0;
            k += 1 + (int)len;
        } else {
            k++;
        }
    }
    return k == ev->nvalues;
}

/* ---- a leaf's values at once (issue 39) ----
   When every stream of a leaf without array parameters predicts a
   progression with more than one value to go (left > 1), a hit in each of
   them only compares and does next += step: their `left` would all count
   down by one per event, so the leaf counts those events once instead.
   Its budget (vbudget0, at most the smallest left less one) counts down per
   event; the events since it was set (vbudget0 - vbudget) are taken off
   the streams' `left` (sct__leaf_settle) when a value misses, when the
   budget runs out, and before anything else looks at the streams
   (sct_finish, the memory cap), so that each stream ends as value by value
   hits would have left it: the same streams, the same bytes. vbudget is 0
   whenever nothing is deferred. A budget is set after an event with a miss
   that left its stream predicting a progression, or after the event that
   follows a budget's end (a repeat child's last value, a wrap, gives the
   next child's left). A leaf with array parameters whose elements come in
   whole periods (a Waitall's requests, sct__stream_whole) takes one too:
   its settle adds the periods as sct__stream_period would have. */
static void sct__leaf_settle(sct_ctx *c, sct__node *x) {
    sct__stream *st = c->st + x->stream0;
    uint64_t hits = (uint64_t)x->vbudget0 - x->vbudget;
    uint32_t j, k = c->op_nstreams[x->op];
    if (c->op_array[x->op]) {
        const sct_op *op = &c->ops->ops[x->op];
        int i;
        for (i = 0; i < op->nparams; i++, st++) {
            st->left -= hits; /* a scalar or an array's length */
            if (op->param_roles[i] & SCT_PARAM_ARRAY) {
                sct__stream_period_add(st + 1, (uint64_t)st->next, hits);
                st++;
            }
        }
    } else {
        for (j = 0; j < k; j++) st[j].left -= hits;
    }
    x->vbudget = x->vbudget0 = 0;
}

/* A leaf with array parameters takes a budget when its scalars and lengths
   predict runs (left > 1, step 0) and each array's elements are at a whole
   period of that length (sct__stream_whole; the memory cap's lossy streams
   excepted): an event under it is then only compared, nothing advances,
   and a miss settles and takes the event value by value. lo: the smallest
   left. */
static int sct__leaf_arm_array(const sct_ctx *c, const sct__node *x, uint64_t *lo) {
    const sct_op *op = &c->ops->ops[x->op];
    const sct__stream *st = c->st + x->stream0;
    int i;
    for (i = 0; i < op->nparams; i++, st++) {
        if (st->left <= 1 || st->step) return 0;
        if (st->left < *lo) *lo = st->left;
        if (op->param_roles[i] & SCT_PARAM_ARRAY) {
            int64_t len = st->next;
            st++;
            if (len < 2 || st->lossy || !sct__stream_whole(st, len)) return 0;
        }
    }
    return 1;
}

/* After an event whose values went one by one: a budget when all of the
   leaf's streams predict progressions (left > 1 is only ever one), or, for
   array parameters, whole periods (sct__leaf_arm_array). */
static SCT__NOINLINE void sct__leaf_arm(sct_ctx *c, sct__node *x) {
    const sct__stream *st = c->st + x->stream0;
    uint64_t lo = UINT16_MAX + (uint64_t)1;
    uint32_t j, k = c->op_nstreams[x->op];
    int flat = 1;
    x->varm = 0;
    if (c->op_array[x->op]) {
        if (sct__leaf_arm_array(c, x, &lo)) x->vbudget = x->vbudget0 = (uint16_t)(lo - 1);
        return;
    }
    for (j = 0; j < k; j++) {
        if (st[j].left <= 1) return;
        if (st[j].left < lo) lo = st[j].left;
        flat &= !st[j].step;
    }
    if (k) x->vbudget = x->vbudget0 = (uint16_t)(lo - 1);
    x->vflat = (uint8_t)flat;
}

/* sct__stream_put for a leaf's scalar values (a miss may grow the heap:
   check); a miss that leaves its stream predicting a progression asks for
   a budget (one that does not would refuse it: noisy streams try none). */
static SCT__INLINE void sct__leaf_put(sct_ctx *c, sct__node *x, sct__stream *s, int64_t v) {
    if (!sct__stream_hit(s, v)) {
        if (sct__stream_miss(&c->mem, s, v)) c->check = 1;
        if (s->left > 1) x->varm = 1;
    }
}

/* The same for an array leaf's values: a miss after which its stream
   predicts anything (a PATTERN's left is 1) asks. */
static SCT__INLINE void sct__leaf_aput(sct_ctx *c, sct__node *x, sct__stream *s, int64_t v) {
    if (!sct__stream_hit(s, v)) {
        if (sct__stream_miss(&c->mem, s, v)) c->check = 1;
        if (s->left) x->varm = 1;
    }
}

/* The budget ran out with this event's hits: settle, set another later. */
static SCT__NOINLINE void sct__leaf_end(sct_ctx *c, sct__node *x) {
    sct__leaf_settle(c, x);
    x->varm = 1;
}

/* Value i of a budgeted event was not predicted (the ones before it hit):
   settle, then values i.. one by one. */
static SCT__NOINLINE void sct__leaf_miss(sct_ctx *c, sct__node *x, const int64_t *v, int i, int n) {
    sct__stream *st = c->st + x->stream0;
    int j;
    for (j = 0; j < i; j++) st[j].left--;
    sct__leaf_settle(c, x);
    for (j = i; j < n; j++) sct__leaf_put(c, x, &st[j], v[j]);
    if (x->varm) sct__leaf_arm(c, x);
}

/* An array leaf's event under its budget: 1 when every value is what the
   budget expects (only compared: sct__leaf_arm_array). */
static SCT__INLINE int sct__leaf_avals(const sct_ctx *c, const sct__node *x, const sct_op *op, const int64_t *v) {
    const sct__stream *st = c->st + x->stream0;
    const unsigned char *role = op->param_roles;
    int i, n = op->nparams;
    for (i = 0; i < n; i++, st++, v++) {
        if (SCT__UNLIKELY(*v != st->next)) return 0;
        if (role[i] & SCT_PARAM_ARRAY) {
            st++;
            if (SCT__UNLIKELY(!sct__stream_period_vals(st, v + 1, *v))) return 0;
            v += *v;
        }
    }
    return 1;
}

/* (The event's fields are read once: the streams' stores could alias them.) */
static SCT__INLINE void sct__push_values(sct_ctx *c, sct__node *leaf, const sct_event *ev) {
    sct__stream *st = c->st + leaf->stream0;
    const int64_t *v = ev->values;
    int i, n = ev->nvalues;
    if (!c->op_array[ev->op]) {
        if (SCT__LIKELY(leaf->vbudget)) {
            if (leaf->vflat) { /* runs: nothing to advance */
                for (i = 0; i < n; i++)
                    if (SCT__UNLIKELY(v[i] != st[i].next)) {
                        sct__leaf_miss(c, leaf, v, i, n);
                        return;
                    }
            } else {
                for (i = 0; i < n; i++) {
                    if (SCT__UNLIKELY(v[i] != st[i].next)) {
                        sct__leaf_miss(c, leaf, v, i, n);
                        return;
                    }
                    st[i].next = (int64_t)((uint64_t)st[i].next + (uint64_t)st[i].step);
                }
            }
            if (SCT__UNLIKELY(!--leaf->vbudget)) sct__leaf_end(c, leaf);
            return;
        }
        for (i = 0; i < n; i++) sct__leaf_put(c, leaf, &st[i], v[i]);
        if (SCT__UNLIKELY(leaf->varm)) sct__leaf_arm(c, leaf);
        return;
    }
    {
        const sct_op *op = &c->ops->ops[ev->op];
        const unsigned char *role = op->param_roles;
        int k = 0;
        if (SCT__LIKELY(leaf->vbudget)) {
            if (SCT__LIKELY(sct__leaf_avals(c, leaf, op, v))) {
                if (SCT__UNLIKELY(!--leaf->vbudget)) sct__leaf_end(c, leaf);
                return;
            }
            sct__leaf_settle(c, leaf); /* and the event value by value */
        }
        n = op->nparams;
        for (i = 0; i < n; i++) {
            if (role[i] & SCT_PARAM_ARRAY) {
                int64_t j, len = v[k++];
                sct__leaf_aput(c, leaf, st, len);
                if (len > 1 && sct__stream_period(st + 1, v + k, len))
                    k += (int)len;
                else
                    for (j = 0; j < len; j++) sct__leaf_aput(c, leaf, st + 1, v[k++]);
                st += 2;
            } else {
                sct__leaf_aput(c, leaf, st++, v[k++]);
            }
        }
        if (SCT__UNLIKELY(leaf->varm)) sct__leaf_arm(c, leaf);
    }
}

static void sct__fput_var(FILE *f, uint64_t v);

static void sct__raw_site(sct_ctx *c, uint32_t id) {
    const sct__site *s = &c->site[id];
    int i;
    sct__fput_var(c->raw, SCT__RAW_SITE);
    sct__fput_var(c->raw, id);
    sct__fput_var(c->raw, (uint64_t)s->depth);
    for (i = 0; i < s->depth; i++) {
        const sct_frame *f = &c->frames[s->frame_off + (uint32_t)i];
        size_t n = strlen(f->module);
        sct__fput_var(c->raw, n);
        fwrite(f->module, 1, n, c->raw);
        sct__fput_var(c->raw, f->offset);
    }
}

static void sct__fput_var(FILE *f, uint64_t v) {
    uint8_t t[10];
    fwrite(t, 1, sct__var_encode(t, v), f);
}

/* A raw log that cannot be written (a full disk) is closed, removed and
   reported once: the trace itself goes on, only verification is lost. */
static void sct__raw_drop(sct_ctx *c, int err) {
    sct__log(&c->desc.logger, SCT_LOG_WARN, "sctrace: writing raw log %s failed (%s): it is removed, the trace goes on",
             c->desc.raw_log_path, strerror(err));
    fclose(c->raw);
    c->raw = NULL;
    remove(c->desc.raw_log_path);
}

/* Verify mode: the event as given, for sct_verify_rank (stdio buffers it). */
static void sct__raw_write(sct_ctx *c, const sct_event *ev) {
    int i;
    sct__fput_var(c->raw, SCT__RAW_EVENT);
    sct__fput_var(c->raw, (uint64_t)ev->op);
    sct__fput_var(c->raw, ev->site);
    sct__fput_var(c->raw, (uint64_t)ev->nvalues);
    for (i = 0; i < ev->nvalues; i++) sct__fput_var(c->raw, sct__zz(ev->values[i]));
    sct__fput_var(c->raw, ev->t_begin);
    sct__fput_var(c->raw, ev->t_end);
    if (ferror(c->raw)) sct__raw_drop(c, errno);
}

/* ---- the memory cap (sct_desc.max_memory) ----
   Irregular codes grow without bound: random peers fill value streams with
   literals, random loop shapes fill the structure with loops it never meets
   again. Regular ones stay small, so the cap costs them an add and a compare.
   A top-level entry takes 4 bytes here but about 100 in sct_serialize and the
   merge (its node and its own rank list): the cap counts it at 128, so that
   it bounds the end of the run too. */
#define SCT__ENTRY_COST_LOG2 7

/* Step 1 applies to the node's streams (and, after it, to every new node's):
   each becomes a histogram once it outgrows one (sct__stream_lossy). */
static void sct__mark_lossy(sct_ctx *c, uint32_t id) {
    sct__node *x = &c->node[id];
    uint32_t j, k = x->kind == SCT__LEAF ? c->op_nstreams[x->op] : 1;
    if (x->vbudget) sct__leaf_settle(c, x);
    for (j = 0; j < k; j++) {
        sct__stream *s = &c->st[x->stream0 + j];
        int role = sct__list_role(c->ops, x->kind, x->op, x->kind == SCT__LEAF ? j + 1 : 0);
        if (s->lossy || s->acc) continue;
        s->acc_rank = c->desc.rank;
        s->acc_bins = (uint8_t)c->desc.hist_bins;
        s->acc_table = (uint8_t)sct__table_role(role);
        s->lossy = 1;
        if (sct__stream_big(s)) sct__stream_to_hist(&c->mem, s);
    }
}

/* Step 2: the structure stops growing. The cursor's open loops are written
   out; from here on an event only adds to its leaf (values, count, timing),
   and sct_finish appends one loop per leaf for the executions since. */
static void sct__freeze(sct_ctx *c) {
    uint32_t i;
    if (c->depth) sct__materialize(c);
    c->cut = (uint64_t *)sct__calloc(&c->mem, ((size_t)c->nleaf + 1) * sizeof(uint64_t));
    if (!c->cut) {
        c->err = 1;
        return;
    }
    c->ncut = c->nleaf;
    for (i = 0; i < c->nnode; i++)
        if (c->node[i].kind == SCT__LEAF) c->cut[c->node[i].leafno] = c->node[i].execs;
}

/* At sct_finish after step 2: leaf x's executions since the freeze as
   loop(n, x) (x alone when once) after the structure, in node order. Its
   streams hold those executions' values last, in order, so decoding the
   structure and then these consumes every stream exactly. */
static void sct__frozen_tail(sct_ctx *c) {
    uint32_t i, n = c->nnode, id;
    for (i = 0; i < n && !c->err; i++) {
        const sct__node *x = &c->node[i];
        uint64_t since;
        if (x->kind != SCT__LEAF) continue;
        since = x->execs - (x->leafno < c->ncut ? c->cut[x->leafno] : 0);
        if (!since) continue;
        id = since > 1 ? sct__loop(c, &i, 1) : i;
        if (id == UINT32_MAX || SCT__GROW(&c->mem, c->root, c->caproot, (uint64_t)c->nroot + 1)) {
            c->err = 1;
            return;
        }
        c->root[c->nroot++] = id;
        if (since > 1) sct__count_push(c, id, since);
    }
}

/* The heap reached half the cap: take the next step, say so on the first.
   Half, because the heap also grows by doubling arrays between two checks,
   and sct_serialize needs about as much again at the end. */
static void sct__reduce(sct_ctx *c) {
    uint64_t cap = c->desc.max_memory / 2;
    uint32_t i;
    int first = !c->reduced;
    if (!c->reduced) {
        c->reduced = 1;
        c->reduced_at[0] = c->events;
        for (i = 0; i < c->nnode; i++) sct__mark_lossy(c, i);
    }
    if (c->reduced == 1 && (!first || c->mem.live + ((uint64_t)c->nroot << SCT__ENTRY_COST_LOG2) > cap / 4 * 3)) {
        c->reduced = 2;
        c->reduced_at[1] = c->events;
        sct__freeze(c);
    }
    c->cap = c->reduced == 2 ? UINT64_MAX : cap;
    sct__log(&c->desc.logger, first ? SCT_LOG_WARN : SCT_LOG_INFO,
             "sctrace: the memory cap (%llu bytes) was reached at event %llu: %s; the trace says so "
             "(see the README, memory cap)",
             (unsigned long long)c->desc.max_memory, (unsigned long long)c->events,
             c->reduced == 1 ? "irregular value streams are now histograms (values keep their range and "
                               "counts, not their order)"
             : first ? "value streams are now histograms and only counts, values and timing per call site are "
                       "kept from here on"
                     : "only counts, values and timing per call site are kept from here on");
}

/* Exact timing (issue 39): the deltas are appended as they come, as zigzag
   varints in a byte buffer, which is how a stream stores a literal segment:
   a value costs a few instructions, where the value-stream compressor
   looked for progressions and patterns that noisy times never form, and
   serialising is a copy (sct__exact_write); zstd compresses the bytes. The
   on-disk form is unchanged (one literal segment per stream). */
static int sct__buf_room(sct__buf *b, size_t k) {
    if (b->cap - b->n >= k) return 1;
    if (b->err || (uint64_t)b->n + k > UINT32_MAX / 2 || SCT__GROW(b->m, b->p, b->cap, (uint64_t)b->n + k)) {
        b->err = 1;
        return 0;
    }
    return 1;
}

/* exact_room: how many more events both buffers hold for certain (a
   varint is at most 10 bytes), so that the steady state tests one counter;
   the buffers grow (and c->check is set) only when one lacks those 10. */
static SCT__NOINLINE int sct__exact_room(sct_ctx *c) {
    sct__buf *b = c->exact;
    size_t r0, r1;
    if (b[0].cap - b[0].n < 10 || b[1].cap - b[1].n < 10) {
        c->check = 1;
        if (!sct__buf_room(&b[0], 10) || !sct__buf_room(&b[1], 10)) {
            c->err = 1;
            return 0;
        }
    }
    r0 = (b[0].cap - b[0].n) / 10;
    r1 = (b[1].cap - b[1].n) / 10;
    c->exact_room = (uint32_t)(r0 < r1 ? r0 : r1);
    return 1;
}

static SCT__INLINE void sct__exact_put(sct_ctx *c, int64_t comp, int64_t dur) {
    sct__buf *b = c->exact;
    if (SCT__UNLIKELY(!c->exact_room) && !sct__exact_room(c)) return;
    c->exact_room--;
    b[0].n += (uint32_t)sct__var_encode(b[0].p + b[0].n, sct__zz(comp));
    b[1].n += (uint32_t)sct__var_encode(b[1].p + b[1].n, sct__zz(dur));
    c->nexact++;
}

/* Exact stream i as sct__stream_write writes a stream of one literal segment. */
static void sct__exact_write(sct__buf *out, const sct_ctx *c, int i) {
    sct__put_var(out, c->nexact);
    sct__put_var(out, c->nexact ? 1 : 0);
    if (!c->nexact) return;
    sct__put_u8(out, SCT__LITERAL);
    sct__put_var(out, c->nexact);
    sct__put(out, c->exact[i].p, c->exact[i].n);
}

/* sct__record's start when it does not record (paused, finished, failed). */
static SCT__NOINLINE sct_result sct__record_not(const sct_ctx *c) {
    if (c->paused) return SCT_OK;
    return c->finished ? SCT_ERR_STATE : SCT_ERR_NOMEM;
}

/* sct__record's end when c->check is set: the raw log, the memory cap. */
static SCT__NOINLINE sct_result sct__record_tail(sct_ctx *c, const sct_event *ev) {
    c->check = c->raw != NULL;
    if (c->raw) sct__raw_write(c, ev);
    if (c->mem.live + ((uint64_t)c->nroot << SCT__ENTRY_COST_LOG2) >= c->cap) sct__reduce(c);
    return c->err ? SCT_ERR_NOMEM : SCT_OK;
}

/* sct_record's body without its argument checks, inlined into the MPI
   tracer's call path (issue 39): the events it builds are right by
   construction (the op from the generated table, the site from this
   context, the values laid out by the generated wrapper for that op), so
   the checks would only cost every call. The steady state (the cursor
   predicts the leaf, the streams their values, the histograms' cells are
   mapped) allocates nothing and tests one flag at each end. */
static SCT__INLINE sct_result sct__record_on(sct_ctx *c, const sct_event *ev) {
    sct__node *n = c->depth ? sct__predict(c, ev->op, ev->site) : NULL;
    if (SCT__UNLIKELY(!n)) {
        uint32_t leaf;
        c->check = 1;
        if (!c->have_last) { /* the first event: no compute time before it */
            c->last_end = ev->t_begin;
            c->have_last = 1;
        }
        leaf = sct__leaf(c, ev->op, ev->site);
        if (leaf == UINT32_MAX) return SCT_ERR_NOMEM;
        if (c->reduced < 2) sct__cold(c, leaf); /* step 2 of the cap: the structure is frozen */
        n = &c->node[leaf]; /* (after sct__cold, which may move the nodes) */
    }
    sct__push_values(c, n, ev);
    n->execs++;
    if (c->desc.timing != SCT_TIMING_OFF) {
        int64_t comp = (int64_t)(ev->t_begin - c->last_end);
        int64_t dur = (int64_t)(ev->t_end - ev->t_begin);
        sct_hist *h = c->hist + 2 * (size_t)n->leafno;
        sct__hist_rec(h, comp, c->desc.rank);
        sct__hist_rec(h + 1, dur, c->desc.rank);
        if (c->desc.timing == SCT_TIMING_EXACT) sct__exact_put(c, comp, dur);
    }
    c->last_end = ev->t_end;
    c->events++;
    return SCT__UNLIKELY(c->check) ? sct__record_tail(c, ev) : SCT_OK;
}

static SCT__INLINE sct_result sct__record(sct_ctx *c, const sct_event *ev) {
    if (SCT__UNLIKELY(c->paused | c->finished | c->err)) return sct__record_not(c);
    return sct__record_on(c, ev);
}

/* sct__record for a caller that knows the context is neither paused nor
   finished (the MPI tracer's common case: what pauses or finishes its
   context stops that path first): the one flag left is a failure's. */
static SCT__INLINE sct_result sct__record_live(sct_ctx *c, const sct_event *ev) {
    if (SCT__UNLIKELY(c->err)) return SCT_ERR_NOMEM;
    return sct__record_on(c, ev);
}

/* (Each flag tested once: a failed context checks the arguments first.) */
sct_result sct_record(sct_ctx *c, const sct_event *ev) {
    if (SCT__UNLIKELY(c->paused | c->finished)) return sct__record_not(c);
    if ((unsigned)ev->op >= (unsigned)c->ops->nops || ev->site >= c->nsite || !sct__values_ok(c, ev))
        return SCT_ERR_ARG;
    if (SCT__UNLIKELY(c->err)) return SCT_ERR_NOMEM;
    return sct__record_on(c, ev);
}

void sct_pause(sct_ctx *c) { c->paused = 1; }

void sct_resume(sct_ctx *c, uint64_t now_ns) {
    c->paused = 0;
    c->last_end = now_ns;
    c->have_last = 1;
}

int sct_paused(const sct_ctx *c) { return c->paused; }

sct_result sct_finish(sct_ctx *c) {
    uint32_t i;
    if (c->finished) return SCT_OK;
    if (sct__sites_symbolize(c)) c->err = 1;
    for (i = 0; i < c->nnode; i++) /* the leaves' deferred hits, before anything reads a stream */
        if (c->node[i].vbudget) sct__leaf_settle(c, &c->node[i]);
    if (c->reduced >= 2) { /* the structure is frozen (the memory cap): no folding */
        if (c->depth) sct__materialize(c);
        sct__frozen_tail(c);
    } else {
        sct__settle(c, -1, 0);
    }
    for (i = 0; i < c->nst; i++) sct__stream_flush(&c->mem, &c->st[i]);
    if (c->desc.tolerance > 0 && !c->err && !c->reduced) sct__approx_fold(c); /* it decodes trip counts */
    for (i = 0; i < c->nst; i++) c->err |= c->st[i].err;
    c->err |= c->exact[0].err | c->exact[1].err;
    if (c->raw && (fflush(c->raw) || ferror(c->raw))) sct__raw_drop(c, errno);
    if (c->raw) fclose(c->raw);
    c->raw = NULL;
    c->finished = 1;
    c->paused = 0;
    return c->err ? SCT_ERR_NOMEM : SCT_OK;
}

void sct_ctx_stats_get(const sct_ctx *c, sct_ctx_stats *o) {
    uint32_t i;
    memset(o, 0, sizeof *o);
    o->events = c->events;
    o->nodes = c->nnode;
    o->root_len = c->nroot;
    o->streams = c->nst;
    for (i = 0; i < c->nst; i++) o->segments += c->st[i].nseg;
    o->sites = c->nsite;
    o->heap_bytes = c->mem.live;
    o->heap_peak_bytes = c->mem.peak;
    o->cold_events = c->cold;
    o->reduced = c->reduced;
    o->reduced_at[0] = c->reduced_at[0];
    o->reduced_at[1] = c->reduced_at[1];
}

/* Number the nodes reachable from the root in post-order, so that a loop's
   body ids are always smaller than its own: readers rely on it to reject
   cycles and to bound their stacks. */
static void sct__number(const sct_ctx *c, uint32_t id, uint32_t *map, uint32_t *order, uint32_t *n) {
    uint32_t j;
    if (map[id] != UINT32_MAX) return;
    if (c->node[id].kind == SCT__LOOP)
        for (j = 0; j < c->node[id].body_len; j++) sct__number(c, c->body[c->node[id].body_off + j], map, order, n);
    map[id] = *n;
    order[(*n)++] = id;
}

/* A blob (what sct_finish returns and the merge exchanges; never stored) is
   this magic, the bin count of its histograms (SCTRACE_HIST_BINS, which a
   merge keeps), and the structure and timing parts, each after its length. */
#define SCT__BLOB_MAGIC "SCB2"

void sct_blob_free(sct_ctx *c, uint8_t *data) {
    if (c) sct__free(&c->mem, data);
}

void sct_forked(sct_ctx *c, const sct_allocator *a, int raw_last) {
    if (!c || !a) return;
    c->mem.a = *a;
    if (!raw_last) c->raw = NULL; /* the parent goes on writing it: not flushed here */
}

/*== >>merge  multi-rank traces: merging two, the radix-tree reduction =========*/

/* In memory a multi-rank trace (mt) is what a blob holds: sites and nodes
   hash-consed across ranks (a site is its frames: module, offset, names), the
   top-level entries each with a rank list, and per node its value lists (a
   leaf: execution counts, then one per parameter stream; a loop: trip
   counts), each a list of variants: a rank list and the encoded values. The
   same code turns a context into a one-rank blob, merges blobs, and reads
   files. */
/* ---- histogram variants (merge precision, ScalaH-Trace section 4) ---------------

   At a precision p < 100 a value stream whose values all lie within
   tolerance = 100 - p percent of each other (of the larger magnitude; any
   values at p = 0) may become a histogram: its count, adaptive bins with
   exact count/min/max, and for peers and roots the exact table of distinct
   values with their counts, so that nothing drawn from it is a peer that
   never occurred. The order of the values is lost; readers draw values from
   it, deterministically for a seed, all ranks alike. In a blob a stream's
   variant starts with its kind: 0 exact (the stream encoding), 1 histogram,
   2 exact with rank offsets stored as absolute ranks (roots, and peers named
   alike: sct__mt_absjoin). */
#define SCT__VAR_EXACT 0
#define SCT__VAR_HIST 1
#define SCT__VAR_ABS 2 /* an exact stream of rank offsets stored as absolute ranks */

/* Roots are relative ranks (DESIGN section 4), but a fixed root (Reduce to
   0) is a different offset on every rank: stored absolute (+ rank), it is one
   variant for all ranks. Symbols (PROC_NULL, ROOT, ...) are left alone. */
#define SCT__IS_OFFSET(v) ((v) > -INT64_C(0x100000000))
static int64_t sct__shift(int64_t v, int64_t by) { return SCT__IS_OFFSET(v) ? (int64_t)((uint64_t)v + (uint64_t)by) : v; }
#define SCT__TABLE_MAX 64

typedef struct sct__hvar {
    uint64_t count;
    sct_hist h;
    uint32_t ntab; /* peers and roots: the distinct values seen */
    int64_t tab[SCT__TABLE_MAX];
    uint64_t tabn[SCT__TABLE_MAX];
} sct__hvar;

static int sct__table_role(int role) { return role == SCT_ROLE_PEER || role == SCT_ROLE_ROOT; }

/* May values in [lo, hi] share a histogram at this tolerance? */
static int sct__within(int64_t lo, int64_t hi, int tol) {
    double d = (double)hi - (double)lo, m = fabs((double)lo) > fabs((double)hi) ? fabs((double)lo) : fabs((double)hi);
    if (tol >= 100) return 1;
    return d * 100.0 <= (double)tol * m;
}

/* Add one value; -1 when a table would exceed SCT__TABLE_MAX values. */
static int sct__hvar_add(sct__hvar *h, int64_t v, int32_t rank, int table) {
    uint32_t i;
    if (table) {
        for (i = 0; i < h->ntab && h->tab[i] != v; i++) {
        }
        if (i == h->ntab) {
            if (h->ntab == SCT__TABLE_MAX) return -1;
            h->tab[h->ntab] = v;
            h->tabn[h->ntab++] = 0;
        }
        h->tabn[i]++;
    }
    h->count++;
    sct_hist_add(&h->h, v, rank);
    return 0;
}

static int sct__hvar_join(sct__hvar *d, const sct__hvar *s) {
    uint32_t i, j;
    for (i = 0; i < s->ntab; i++) {
        for (j = 0; j < d->ntab && d->tab[j] != s->tab[i]; j++) {
        }
        if (j == d->ntab) {
            if (d->ntab == SCT__TABLE_MAX) return -1;
            d->tab[d->ntab] = s->tab[i];
            d->tabn[d->ntab++] = 0;
        }
        d->tabn[j] += s->tabn[i];
    }
    d->count += s->count;
    sct_hist_merge(&d->h, &s->h);
    return 0;
}

/* h with its overlapping bins joined (they chain into one): value
   histograms exist only below precision 100, where size comes first, and
   are stored with disjoint bins, as before format 5. */
static void sct__hist_disjoin(const sct_hist *h, sct_hist *out) {
    int i, n = 0;
    *out = *h;
    for (i = 0; i < h->nbins; i++)
        if (n && h->bins[i].min <= out->bins[n - 1].max) sct__bin_join(&out->bins[n - 1], &h->bins[i]);
        else out->bins[n++] = h->bins[i];
    out->nbins = n;
    out->overlap = 0;
    memset(out->cell, 0, sizeof out->cell);
}

static void sct__hvar_write(sct__buf *b, const sct__hvar *h) {
    sct_hist d;
    uint32_t i;
    sct__put_u8(b, SCT__VAR_HIST);
    sct__put_var(b, h->count);
    sct__hist_disjoin(&h->h, &d);
    sct__hist_write(b, &d, 0);
    sct__put_var(b, h->ntab);
    for (i = 0; i < h->ntab; i++) {
        sct__put_svar(b, h->tab[i]);
        sct__put_var(b, h->tabn[i]);
    }
}

/* After the kind byte. */
static int sct__hvar_read(sct__in *in, sct__hvar *h, int format) {
    uint64_t n, i, total = 0;
    memset(h, 0, sizeof *h);
    h->count = sct__get_var(in);
    if (sct__hist_read(in, &h->h, 0, format) || h->h.count != h->count || !h->count) return -1;
    n = sct__get_var(in);
    if (in->err || n > SCT__TABLE_MAX) return -1;
    h->ntab = (uint32_t)n;
    for (i = 0; i < n; i++) {
        h->tab[i] = sct__get_svar(in);
        h->tabn[i] = sct__get_var(in);
        if (!h->tabn[i] || h->tab[i] < h->h.min || h->tab[i] > h->h.max) return -1;
        total += h->tabn[i];
    }
    return (in->err || (n && total != h->count)) ? -1 : 0;
}

/* Draws. Readers draw histogram values so that sums come out right: a replay
   of drawn trip counts makes about as many calls as the application did. */
static double sct__unit(uint64_t x) { return (double)(x >> 11) * (1.0 / 9007199254740992.0); }

/* A value of bin b from random bits x, with the bin's mean: uniform below the
   mean with probability (max - mean) / (max - min), uniform above it
   otherwise, then rounded up with the probability of its fraction. */
static int64_t sct__bin_draw(const sct_hist_bin *b, uint64_t x) {
    double lo = (double)b->min, hi = (double)b->max, mu = sct_hist_bin_mean(b), y, f;
    uint64_t span = (uint64_t)b->max - (uint64_t)b->min;
    if (b->min == b->max) return b->min;
    if (span > (UINT64_C(1) << 52)) return (int64_t)((uint64_t)b->min + (span == UINT64_MAX ? x : x % (span + 1)));
    mu = mu < lo ? lo : mu > hi ? hi : mu;
    if (sct__unit(x) * (hi - lo) < hi - mu) y = lo + sct__unit(sct__mix(x + 1)) * (mu - lo);
    else y = mu + sct__unit(sct__mix(x + 1)) * (hi - mu);
    f = floor(y);
    y = f + (sct__unit(sct__mix(x + 2)) < y - f ? 1.0 : 0.0);
    return y <= lo ? b->min : y >= hi ? b->max : (int64_t)y;
}

/* The value of a bin closest to w. */
static int64_t sct__hist_nearest(const sct_hist *h, double w) {
    int b, best = 0;
    double dbest = HUGE_VAL;
    for (b = 0; b < h->nbins; b++) {
        double lo = (double)h->bins[b].min, hi = (double)h->bins[b].max;
        double d = w < lo ? lo - w : w > hi ? w - hi : 0;
        if (d < dbest) dbest = d, best = b;
    }
    if (w <= (double)h->bins[best].min) return h->bins[best].min;
    if (w >= (double)h->bins[best].max) return h->bins[best].max;
    return (int64_t)floor(w + 0.5);
}

/* The i-th value drawn for `salt`. A table entry or bin is chosen at the i-th
   point of a golden-ratio sequence (so any n consecutive draws visit entries
   and bins in proportion to their counts), then a value of the bin
   (sct__bin_draw). *dev is the sum of the values drawn so far minus as many
   times the mean: when a value would take it beyond `band`, the value that
   brings it back to 0 is drawn instead, or with `snap` the value of a bin
   closest to it (values must be ones a bin holds; times and trip counts
   need not). */
static int64_t sct__hist_draw(const sct_hist *h, uint64_t salt, uint64_t i, double band, double *dev, int snap) {
    uint64_t x = salt + i * UINT64_C(0x9e3779b97f4a7c15), u;
    double mean = sct_hist_mean(h);
    int b;
    int64_t v;
    if (!h->count) return 0;
    u = (uint64_t)(sct__unit(x) * (double)h->count);
    for (b = 0; b + 1 < h->nbins && u >= h->bins[b].count; b++) u -= h->bins[b].count;
    v = sct__bin_draw(&h->bins[b], sct__mix(x ^ salt));
    if (fabs(*dev + (double)v - mean) > band) {
        double w = mean - *dev;
        w = w < (double)h->min ? (double)h->min : w > (double)h->max ? (double)h->max : w;
        v = snap ? sct__hist_nearest(h, w) : (int64_t)floor(w + 0.5);
    }
    *dev += (double)v - mean;
    return v;
}

/* The same for a histogram variant; peers and roots (tables) are drawn
   unsteered, an entry at the i-th point of the sequence. */
static int64_t sct__hvar_draw(const sct__hvar *h, uint64_t salt, uint64_t i, double band, double *dev, int snap) {
    uint64_t x = salt + i * UINT64_C(0x9e3779b97f4a7c15), u;
    uint32_t k;
    if (h->ntab) {
        u = (uint64_t)(sct__unit(x) * (double)h->count);
        for (k = 0; k + 1 < h->ntab && u >= h->tabn[k]; k++) u -= h->tabn[k];
        return h->tab[k];
    }
    return sct__hist_draw(&h->h, salt, i, band, dev, snap);
}

static void sct__hvar_summary(const sct__hvar *h, sct_stream_summary *o) {
    memset(o, 0, sizeof *o);
    o->count = h->count;
    o->min = h->h.min;
    o->max = h->h.max;
    o->first = h->h.min;
    o->constant = h->h.min == h->h.max;
    o->period = o->constant ? 1 : 0;
    o->sum = h->h.sum;
    o->mean = sct_hist_mean(&h->h);
    o->histogram = 1;
}

/* An exact stream's values into a histogram variant; -1 if a table overflows. */
static int sct__hvar_from(sct__hvar *h, const sct__stream *s, int32_t rank, int table, int bins) {
    sct__sdec d;
    int64_t v;
    memset(h, 0, sizeof *h);
    sct_hist_init(&h->h, bins);
    sct__sdec_init(&d, s);
    while (!sct__sdec_next(s, &d, &v))
        if (sct__hvar_add(h, v, rank, table)) return -1;
    return 0;
}

/* ---- the memory cap (sct_desc.max_memory), step 1 ----
   A stream the cap marked lossy becomes a histogram variant (sct__hvar) once
   its segments and pool take more room than one, so that none holds more than
   about sizeof(sct__hvar) bytes, however irregular its values. Its values so
   far go in first; a table of peers that would outgrow SCT__TABLE_MAX values
   is dropped (values are then drawn from the bins). */
static void sct__hvar_put(sct__hvar *h, int64_t v, int32_t rank, uint8_t *table) {
    if (sct__hvar_add(h, v, rank, *table)) {
        *table = 0;
        h->ntab = 0;
        sct__hvar_add(h, v, rank, 0);
    }
}

/* Values the segments hold (those held back by repeat mode excepted). */
static uint64_t sct__stream_segvalues(const sct__stream *s) {
    uint64_t n = 0, k;
    uint32_t i, j;
    for (i = 0; i < s->nseg; i++) {
        if (s->seg[i].kind != SCT__REPEAT) {
            n += s->seg[i].n;
            continue;
        }
        for (k = 0, j = 1; j <= s->seg[i].p; j++) k += s->seg[i + j].n;
        n += k * s->seg[i].n;
        i += s->seg[i].p;
    }
    return n;
}

/* The stream as a histogram from here on; -1 (it stays exact) without memory. */
static int sct__stream_to_hist(sct__mem *m, sct__stream *s) {
    sct__hvar *h = (sct__hvar *)sct__alloc(m, sizeof *h);
    sct__sdec d;
    int64_t v;
    if (!h) return -1;
    s->lossy = 0; /* unhold commits through the exact path */
    sct__stream_sync(s);
    if (s->rep_on) sct__stream_unhold(m, s);
    memset(h, 0, sizeof *h);
    sct_hist_init(&h->h, s->acc_bins);
    sct__sdec_init(&d, s);
    d.left = sct__stream_segvalues(s);
    while (!sct__sdec_next(s, &d, &v)) sct__hvar_put(h, v, s->acc_rank, &s->acc_table);
    sct__free(m, s->seg);
    sct__free(m, s->pool);
    s->seg = NULL;
    s->pool = NULL;
    s->nseg = s->capseg = s->npool = s->cappool = s->free_from = 0;
    s->tail_open = s->rep_on = 0;
    s->acc = h;
    s->lossy = 1;
    return 0;
}

static int sct__stream_big(const sct__stream *s) {
    return (uint64_t)s->capseg * sizeof(sct__seg) + (uint64_t)s->cappool * 8 >= sizeof(sct__hvar);
}

/* From sct__stream_commit: 1 when v went into the histogram. */
static int sct__stream_lossy(sct__mem *m, sct__stream *s, int64_t v) {
    if (!s->acc && (!sct__stream_big(s) || sct__stream_to_hist(m, s))) return 0;
    sct__hvar_put(s->acc, v, s->acc_rank, &s->acc_table);
    return 1;
}

/* h as if each of its values had come `ranks` times (an exact variant
   stands for the same values on every rank of its list). */
static int sct__hvar_weigh(sct__mem *m, sct__hvar *h, uint64_t ranks) {
    sct__hvar *one;
    uint64_t k;
    if (ranks < 2) return 0;
    one = (sct__hvar *)sct__alloc(m, sizeof *one);
    if (!one) return -1;
    *one = *h;
    for (k = 1; k < ranks; k++) sct__hvar_join(h, one);
    sct__free(m, one);
    return 0;
}

/* A variant's bytes (kind byte first) as a histogram variant; an exact one
   counts once for each of its `ranks`, a histogram already counts them all. */
static int sct__hvar_of_bytes(sct__mem *m, const uint8_t *bytes, uint32_t len, int32_t rank, uint64_t ranks, int table,
                              int bins, int format, sct__hvar *h) {
    sct__in in;
    sct__stream st;
    int rc = -1;
    in.p = bytes;
    in.end = bytes + len;
    in.err = 0;
    switch (sct__get_u8(&in)) {
    case SCT__VAR_HIST: return (sct__hvar_read(&in, h, format) || in.p != in.end) ? -1 : 0;
    case SCT__VAR_EXACT:
        if (!sct__stream_read(m, &in, &st) && in.p == in.end) rc = sct__hvar_from(h, &st, rank, table, bins);
        sct__stream_free(m, &st);
        return rc || sct__hvar_weigh(m, h, ranks);
    default: return -1;
    }
}

/* The summary of an exact or absolute variant (kind byte first, in *kind):
   0; -1 for a histogram or bytes that are not one whole stream. */
static int sct__var_summary(sct__mem *m, const uint8_t *bytes, uint32_t len, int *kind, sct_stream_summary *sum) {
    sct__in in;
    sct__stream st;
    int rc = -1;
    in.p = bytes;
    in.end = bytes + len;
    in.err = 0;
    memset(&st, 0, sizeof st);
    *kind = (int)sct__get_u8(&in);
    if ((*kind == SCT__VAR_EXACT || *kind == SCT__VAR_ABS) && !sct__stream_read(m, &in, &st) && in.p == in.end) {
        sct__stream_summary(&st, sum);
        rc = 0;
    }
    sct__stream_free(m, &st); /* also what a failed read left */
    return rc;
}

/* The range of a variant's values, cheaply (no decoding of exact ones). */
static int sct__var_range(sct__mem *m, const uint8_t *bytes, uint32_t len, int format, int64_t *lo, int64_t *hi) {
    sct__in in;
    sct_stream_summary sum;
    int kind, rc = -1;
    if (!sct__var_summary(m, bytes, len, &kind, &sum)) {
        if (kind != SCT__VAR_EXACT || !sum.count) return -1; /* an absolute variant never joins a histogram */
        *lo = sum.min;
        *hi = sum.max;
        return 0;
    }
    if (kind == SCT__VAR_HIST) {
        sct__hvar *h = (sct__hvar *)sct__alloc(m, sizeof *h);
        in.p = bytes + 1;
        in.end = bytes + len;
        in.err = 0;
        if (h && !sct__hvar_read(&in, h, format)) {
            *lo = h->h.min;
            *hi = h->h.max;
            rc = 0;
        }
        sct__free(m, h);
    }
    return rc;
}

typedef struct sct__mvar {
    sct_ranklist rl;
    uint64_t hash;
    uint32_t off, len; /* the encoded values, in the trace's byte pool */
    /* Peers (sct__mt_absjoin): 1 for one rank's constant relative peer, 2 for
       a constant absolute one, 0 otherwise; the absolute rank and count.
       kept: a constant peer, which joins no histogram (sct__mt_peer_room). */
    uint8_t acand, kept;
    uint8_t later; /* a loop's trip counts, joined to a histogram after the alignment (sct__mt_rejoin) */
    int64_t aval;
    uint64_t acnt;
} sct__mvar;

typedef struct sct__mlist {
    sct__mvar *v;
    uint32_t n, cap;
} sct__mlist;

typedef struct sct__mnode {
    uint64_t hash, size; /* size: leaves in one pass, the alignment weight */
    uint32_t body_off, body_len, list0, leafno, site;
    int32_t op;
    uint8_t kind;
} sct__mnode;

/* A top-level entry: its node and its ranks, an interned list (t->rls). */
typedef struct sct__mentry {
    uint32_t node, rl;
} sct__mentry;

typedef struct sct__msite {
    uint64_t hash;
    uint32_t frame_off;
    int depth;
} sct__msite;

typedef struct sct__mt {
    sct__mem *m;
    const sct_op_table *ops;
    sct_ranklist all;
    int timing, bins, tolerance;
    int bins_set;  /* bins is the caller's or the first blob's */
    int as_stored; /* a reader: variants stay as the file has them */
    int format;    /* the file format of the blobs parsed (older files: a reader) */
    int later;     /* trip counts being parsed join histograms after the alignment */
    int parsing_loop;
    uint64_t events;
    sct__msite *site;
    uint32_t nsite, capsite;
    sct_frame *frames;
    uint32_t nframe, capframe;
    sct_module *mod; /* the frames' modules, one per path (the first rank's wins) */
    uint32_t nmod, capmod;
    uint32_t *sht;
    uint32_t shtcap, shtused;
    sct__mnode *node;
    uint32_t nnode, capnode;
    uint32_t *body;
    uint32_t nbody, capbody;
    uint32_t *ht;
    uint32_t htcap, htused;
    sct__mentry *ent;
    uint32_t nent, capent;
    uint32_t paired; /* entries the last parse paired with the trace's first ones */
    sct_ranklist *rls; /* the entries' rank lists, each once (sct__mt_rl_take) */
    uint32_t nrl, caprl;
    uint32_t *rlht; /* their hash table: id + 1, 0 empty */
    uint32_t rlhtcap;
    uint32_t join[3]; /* the last union: of lists join[0] and join[1], join[2] */
    /* sct_serialize: entries written after ent from the context's top level,
       node rmap[root[i]] for i < nroot, all under list rootrl (not held) */
    const uint32_t *root, *rmap;
    uint32_t nroot, rootrl;
    sct__mlist *list;
    uint32_t nlist, caplist;
    uint8_t *pool;
    uint32_t npool, cappool;
    sct_hist *hist;
    uint32_t nleaf, caphist;
    sct__mlist exact[2];
    int err;
} sct__mt;

static void sct__mt_init(sct__mt *t, sct__mem *m, const sct_op_table *ops, int timing, int bins) {
    memset(t, 0, sizeof *t);
    t->m = m;
    t->ops = ops;
    t->timing = timing;
    t->bins = bins ? bins : 8;
    t->bins_set = bins != 0;
    t->format = SCTRACE_FORMAT_VERSION;
    t->join[0] = UINT32_MAX;
}

static void sct__mlist_free(sct__mem *m, sct__mlist *l) {
    uint32_t i;
    for (i = 0; i < l->n; i++) sct__rl_free(m, &l->v[i].rl);
    sct__free(m, l->v);
    memset(l, 0, sizeof *l);
}

static void sct__mt_free(sct__mt *t) {
    uint32_t i;
    sct__mem *m = t->m;
    for (i = 0; i < t->nframe; i++) {
        sct__free(m, (void *)t->frames[i].module);
        sct__free(m, (void *)t->frames[i].function);
        sct__free(m, (void *)t->frames[i].file);
    }
    for (i = 0; i < t->nlist; i++) sct__mlist_free(m, &t->list[i]);
    for (i = 0; i < t->nrl; i++) sct__rl_free(m, &t->rls[i]);
    sct__free(m, t->rls);
    sct__free(m, t->rlht);
    sct__mlist_free(m, &t->exact[0]);
    sct__mlist_free(m, &t->exact[1]);
    sct__rl_free(m, &t->all);
    sct__free(m, t->site);
    sct__free(m, t->frames);
    sct__modules_free(m, t->mod, t->nmod);
    sct__free(m, t->sht);
    sct__free(m, t->node);
    sct__free(m, t->body);
    sct__free(m, t->ht);
    sct__free(m, t->ent);
    sct__free(m, t->list);
    sct__free(m, t->pool);
    sct__free(m, t->hist);
    memset(t, 0, sizeof *t);
}

static uint64_t sct__str_hash(uint64_t h, const char *s) { return sct__fnv(h, s, strlen(s) + 1); }

static uint64_t sct__frames_hash(const sct_frame *f, int depth) {
    uint64_t h = SCT__FNV0 ^ (uint64_t)depth;
    int i;
    for (i = 0; i < depth; i++) {
        h = sct__str_hash(h, f[i].module);
        h = sct__fnv(h, &f[i].offset, sizeof f[i].offset);
        h = sct__str_hash(h, f[i].function);
        h = sct__str_hash(h, f[i].file);
        h = sct__fnv(h, &f[i].line, sizeof f[i].line);
    }
    return h;
}

static int sct__frames_eq(const sct_frame *a, const sct_frame *b, int depth) {
    int i;
    for (i = 0; i < depth; i++)
        if (a[i].offset != b[i].offset || a[i].line != b[i].line || strcmp(a[i].module, b[i].module) ||
            strcmp(a[i].function, b[i].function) || strcmp(a[i].file, b[i].file))
            return 0;
    return 1;
}

/* The site made of these frames (strings are copied), shared by all ranks. */
static uint32_t sct__mt_site(sct__mt *t, const sct_frame *f, int depth) {
    uint64_t h = sct__frames_hash(f, depth);
    uint32_t i, x;
    int k;
    sct__msite *s;
    if (t->shtcap)
        for (i = (uint32_t)h & (t->shtcap - 1); (x = t->sht[i]) != 0; i = (i + 1) & (t->shtcap - 1))
            if (t->site[x - 1].hash == h && t->site[x - 1].depth == depth &&
                (!depth || sct__frames_eq(t->frames + t->site[x - 1].frame_off, f, depth)))
                return x - 1;
    if (SCT__GROW(t->m, t->site, t->capsite, (uint64_t)t->nsite + 1) ||
        SCT__GROW(t->m, t->frames, t->capframe, (uint64_t)t->nframe + (uint64_t)depth) ||
        sct__ht_insert(t->m, &t->sht, &t->shtcap, &t->shtused, t->nsite, h, &t->site[0].hash, sizeof(sct__msite))) {
        t->err = 1;
        return 0;
    }
    s = &t->site[t->nsite];
    s->hash = h;
    s->depth = depth;
    s->frame_off = t->nframe;
    for (k = 0; k < depth; k++) {
        sct_frame *d = &t->frames[t->nframe++];
        d->offset = f[k].offset;
        d->line = f[k].line;
        d->module = sct__strdup(t->m, f[k].module);
        d->function = sct__strdup(t->m, f[k].function);
        d->file = sct__strdup(t->m, f[k].file);
        if (!d->module || !d->function || !d->file) t->err = 1;
    }
    return t->nsite++;
}

/* A module record, kept once per path: ranks run the same binaries, and a
   rank whose binary at that path differs (a build-id the first does not have)
   could not share its sites' offsets anyway. */
static void sct__mt_module(sct__mt *t, const sct_module *m) {
    if (!sct__module_find(t->mod, t->nmod, m->path) && sct__module_add(t->m, &t->mod, &t->nmod, &t->capmod, m))
        t->err = 1;
}

static uint32_t sct__mt_new(sct__mt *t, int kind, uint64_t h, uint32_t nlists) {
    sct__mnode *n;
    uint32_t id = t->nnode;
    if (SCT__GROW(t->m, t->node, t->capnode, (uint64_t)id + 1) ||
        SCT__GROW(t->m, t->list, t->caplist, (uint64_t)t->nlist + nlists) ||
        sct__ht_insert(t->m, &t->ht, &t->htcap, &t->htused, id, h, &t->node[0].hash, sizeof(sct__mnode))) {
        t->err = 1;
        return UINT32_MAX;
    }
    t->nnode++;
    n = &t->node[id];
    memset(n, 0, sizeof *n);
    n->kind = (uint8_t)kind;
    n->hash = h;
    n->list0 = t->nlist;
    memset(&t->list[t->nlist], 0, nlists * sizeof(sct__mlist));
    t->nlist += nlists;
    return id;
}

static uint32_t sct__mt_leaf(sct__mt *t, int op, uint32_t site) {
    uint64_t h = sct__leaf_hash(op, site);
    uint32_t i, x, id;
    if (t->htcap)
        for (i = (uint32_t)h & (t->htcap - 1); (x = t->ht[i]) != 0; i = (i + 1) & (t->htcap - 1)) {
            const sct__mnode *n = &t->node[x - 1];
            if (n->hash == h && n->kind == SCT__LEAF && n->op == op && n->site == site) return x - 1;
        }
    if (SCT__GROW(t->m, t->hist, t->caphist, 2 * ((uint64_t)t->nleaf + 1))) {
        t->err = 1;
        return UINT32_MAX;
    }
    id = sct__mt_new(t, SCT__LEAF, h, 1 + (uint32_t)sct__op_nstreams(&t->ops->ops[op]));
    if (id == UINT32_MAX) return id;
    t->node[id].op = op;
    t->node[id].site = site;
    t->node[id].size = 1;
    t->node[id].leafno = t->nleaf;
    sct_hist_init(&t->hist[2 * t->nleaf], t->bins);
    sct_hist_init(&t->hist[2 * t->nleaf + 1], t->bins);
    t->nleaf++;
    return id;
}

static uint32_t sct__mt_loop(sct__mt *t, const uint32_t *ids, uint32_t n) {
    uint64_t h = sct__body_hash(ids, n), size = 0;
    uint32_t i, x, id;
    if (t->htcap)
        for (i = (uint32_t)h & (t->htcap - 1); (x = t->ht[i]) != 0; i = (i + 1) & (t->htcap - 1)) {
            const sct__mnode *q = &t->node[x - 1];
            if (q->hash == h && q->kind == SCT__LOOP && q->body_len == n && !memcmp(t->body + q->body_off, ids, n * 4))
                return x - 1;
        }
    if (SCT__GROW(t->m, t->body, t->capbody, (uint64_t)t->nbody + n)) {
        t->err = 1;
        return UINT32_MAX;
    }
    memcpy(t->body + t->nbody, ids, n * 4);
    for (i = 0; i < n; i++) size += t->node[ids[i]].size;
    id = sct__mt_new(t, SCT__LOOP, h, 1);
    if (id == UINT32_MAX) return id;
    t->node[id].body_off = t->nbody;
    t->node[id].body_len = n;
    t->node[id].size = size;
    t->nbody += n;
    return id;
}

static int sct__mt_lossy_join(sct__mt *t, sct__mlist *l, const sct_ranklist *rl, const uint8_t *bytes, uint32_t len,
                              int role);
static int sct__mt_absjoin(sct__mt *t, sct__mlist *l, const sct_ranklist *rl, int64_t val, uint64_t cnt);

/* ---- peers named alike (merge) ---------------------------------------------
   Peers are relative (DESIGN section 4), so workers that all send to rank 0
   name it -1, -2, -3: one variant each, which a merge below precision 100
   would join into a histogram whose draws send to the wrong ranks. One
   rank's constant peer stream also names one absolute rank (its value plus
   the rank, world ranks as for roots): where ranks' streams name the same
   one as often, the merge stores it absolute (SCT__VAR_ABS), one exact
   variant for them all. Kind of variant: 1 a constant relative peer of one
   rank, 2 a constant absolute one, 0 neither. */
static int sct__var_const(sct__mem *m, const uint8_t *bytes, uint32_t len, const sct_ranklist *rl, int64_t *val,
                          uint64_t *cnt) {
    sct_stream_summary sum;
    int kind;
    if (sct__var_summary(m, bytes, len, &kind, &sum) || (kind == SCT__VAR_EXACT && sct_ranklist_count(rl) != 1) ||
        !sum.count || sum.min != sum.max || !SCT__IS_OFFSET(sum.min))
        return 0;
    *val = kind == SCT__VAR_EXACT ? sct__shift(sum.min, sct_ranklist_next(rl, -1)) : sum.min;
    *cnt = sum.count;
    return kind == SCT__VAR_EXACT ? 1 : 2;
}

/* Below precision 100 a constant peer stays an exact variant of its own
   (it joins no histogram, nor does a histogram join it) while the list holds
   fewer than SCT__PEERS_KEPT of them: the communication pattern of a call
   site whose ranks each talk to one partner survives, and the list's size
   stays bounded however many ranks there are. */
#define SCT__PEERS_KEPT 16
static int sct__mt_peer_room(const sct__mlist *l) {
    uint32_t i, n = 0;
    for (i = 0; i < l->n; i++) n += l->v[i].kept;
    return n < SCT__PEERS_KEPT;
}

/* A variant of kind `kind` (exact or absolute) holding `value` n times. */
static void sct__run_bytes(sct__buf *b, int kind, int64_t value, uint64_t n) {
    sct__stream one;
    sct__seg seg;
    memset(&one, 0, sizeof one);
    memset(&seg, 0, sizeof seg);
    seg.kind = SCT__ARITH;
    seg.a = value;
    seg.n = n;
    one.count = n;
    one.nseg = n ? 1 : 0;
    one.seg = &seg;
    sct__put_u8(b, (unsigned)kind);
    sct__stream_write(b, &one);
}

/* Add the values `bytes` for the ranks rl to list l (whose parameter role
   is `role`, -1 for a leaf's execution counts): ranks whose values are equal
   share one variant; at a precision below 100, values close enough join a
   histogram variant. */
/* A variant's hash, only ever compared in memory (equal bytes, equal
   hashes): eight bytes a step, where FNV takes one (exact timing's variants
   are a few bytes per call; issue 39). */
static uint64_t sct__vhash(const uint8_t *p, uint32_t n) {
    uint64_t h = SCT__FNV0 ^ n, w;
    for (; n >= 8; p += 8, n -= 8) {
        memcpy(&w, p, 8);
        h = (h ^ w) * UINT64_C(0x9E3779B97F4A7C15);
        h ^= h >> 29;
    }
    w = 0;
    if (n) memcpy(&w, p, n);
    h = (h ^ w) * UINT64_C(0x9E3779B97F4A7C15);
    return h ^ (h >> 32);
}

static void sct__mt_addvar(sct__mt *t, sct__mlist *l, const sct_ranklist *rl, const uint8_t *bytes, uint32_t len,
                           int role) {
    uint64_t h = sct__vhash(bytes, len), acnt = 0;
    int64_t aval = 0;
    uint32_t i;
    int ak = 0;
    sct__mvar *v;
    for (i = 0; i < l->n; i++) {
        v = &l->v[i];
        if (v->hash == h && v->len == len && (!len || !memcmp(t->pool + v->off, bytes, len))) {
            if (sct__rl_union(t->m, &v->rl, rl)) t->err = 1;
            if (v->acand == 1) v->acand = 0; /* no longer one rank's */
            return;
        }
    }
    if (role == SCT_ROLE_PEER && !t->as_stored && (ak = sct__var_const(t->m, bytes, len, rl, &aval, &acnt)) &&
        sct__mt_absjoin(t, l, rl, aval, acnt))
        return;
    if (t->tolerance > 0 && !t->as_stored && role >= 0 && l->n && !(ak && sct__mt_peer_room(l)) &&
        !(t->later && t->parsing_loop) && sct__mt_lossy_join(t, l, rl, bytes, len, role))
        return;
    if (SCT__GROW(t->m, l->v, l->cap, (uint64_t)l->n + 1) ||
        SCT__GROW(t->m, t->pool, t->cappool, (uint64_t)t->npool + len)) {
        t->err = 1;
        return;
    }
    v = &l->v[l->n++];
    memset(v, 0, sizeof *v);
    v->hash = h;
    v->off = t->npool;
    v->len = len;
    v->acand = (uint8_t)ak;
    v->kept = ak != 0;
    v->later = (uint8_t)(t->later && t->parsing_loop);
    v->aval = aval;
    v->acnt = acnt;
    if (len) memcpy(t->pool + t->npool, bytes, len);
    t->npool += len;
    if (sct__rl_copy(t->m, &v->rl, rl)) t->err = 1;
}

/* Store new bytes for variant v (appended to the pool; the old ones stay). */
static int sct__mt_rebytes(sct__mt *t, sct__mvar *v, const uint8_t *bytes, uint32_t len) {
    if (SCT__GROW(t->m, t->pool, t->cappool, (uint64_t)t->npool + len)) return -1;
    memcpy(t->pool + t->npool, bytes, len);
    v->off = t->npool;
    v->len = len;
    v->hash = sct__vhash(bytes, len);
    t->npool += len;
    return 0;
}

/* Join the ranks rl, whose constant peer names rank val cnt times, to a
   variant of l that names the same rank (stored absolute from now on). As
   often, at precision 100; below it, the variant holds the most calls of
   any of its ranks (the others read fewer, and an exact stream that drawn
   trip counts ask for more values starts over, sct__iter_pull). 1 when
   joined. */
static int sct__mt_absjoin(sct__mt *t, sct__mlist *l, const sct_ranklist *rl, int64_t val, uint64_t cnt) {
    uint32_t i;
    sct__buf b;
    for (i = 0; i < l->n; i++) {
        sct__mvar *v = &l->v[i];
        if (!v->acand || v->aval != val || (v->acnt != cnt && !t->tolerance)) continue;
        if (v->acand == 1 || v->acnt < cnt) {
            v->acnt = v->acnt > cnt ? v->acnt : cnt;
            memset(&b, 0, sizeof b);
            b.m = t->m;
            sct__run_bytes(&b, SCT__VAR_ABS, val, v->acnt);
            if (b.err || sct__mt_rebytes(t, v, b.p, b.n)) t->err = 1;
            sct__free(t->m, b.p);
            v->acand = 2;
        }
        if (sct__rl_union(t->m, &v->rl, rl)) t->err = 1;
        return 1;
    }
    return 0;
}

/* Join the new values into the first variant whose values lie within the
   tolerance of them: both become one histogram variant. 1 when joined.
   Counts that are all 0 (the guards of ranks that never ran an element of
   a merged loop, see sct__mt_merge_loops) join only others that are all 0:
   drawn from a histogram with other ranks' trips, such a rank would enter
   a body for whose lists it holds no values. */
static int sct__mt_lossy_join(sct__mt *t, sct__mlist *l, const sct_ranklist *rl, const uint8_t *bytes, uint32_t len,
                              int role) {
    int64_t lo, hi, vlo, vhi;
    uint32_t i;
    int joined = 0, table = sct__table_role(role);
    sct__hvar *a = NULL, *b = NULL;
    sct__buf out;
    if (sct__var_range(t->m, bytes, len, t->format, &lo, &hi)) return 0;
    memset(&out, 0, sizeof out);
    out.m = t->m;
    for (i = 0; i < l->n && !joined; i++) {
        sct__mvar *v = &l->v[i];
        if (v->kept || sct__var_range(t->m, t->pool + v->off, v->len, t->format, &vlo, &vhi) ||
            !sct__within(lo < vlo ? lo : vlo, hi > vhi ? hi : vhi, t->tolerance) ||
            (role == SCT_ROLE_COUNT && (!lo && !hi) != (!vlo && !vhi)))
            continue;
        if (!a) a = (sct__hvar *)sct__alloc(t->m, sizeof *a);
        if (!b) b = (sct__hvar *)sct__alloc(t->m, sizeof *b);
        if (!a || !b) break;
        if (sct__hvar_of_bytes(t->m, t->pool + v->off, v->len, sct_ranklist_next(&v->rl, -1),
                               sct_ranklist_count(&v->rl), table, t->bins, t->format, a) ||
            sct__hvar_of_bytes(t->m, bytes, len, sct_ranklist_next(rl, -1), sct_ranklist_count(rl), table, t->bins,
                               t->format, b) ||
            sct__hvar_join(a, b))
            continue;
        out.n = 0;
        sct__hvar_write(&out, a);
        if (out.err || sct__mt_rebytes(t, v, out.p, out.n) || sct__rl_union(t->m, &v->rl, rl)) t->err = 1;
        joined = 1;
    }
    sct__free(t->m, a);
    sct__free(t->m, b);
    sct__free(t->m, out.p);
    return joined;
}

/* ---- the entries' rank lists, interned ------------------------------------------

   A merged top level holds millions of entries when the ranks' outer
   iterations do not fold (random loop shapes), nearly all under one of a few
   rank lists: each entry names its list by id (8 bytes an entry instead of
   a list of its own, ~60 bytes), so that rank 0 merges in about the memory
   the ranks recorded in (issue 37 item 4). Lists are never freed before the
   trace; ids stay valid. */
static uint64_t sct__rl_hash(const sct_ranklist *l) {
    uint64_t h = sct__mix(l->nblocks);
    uint32_t i;
    int d;
    for (i = 0; i < l->nblocks; i++) {
        const sct_rankblock *b = &l->blocks[i];
        h = sct__mix(h ^ ((uint64_t)(uint32_t)b->start << 8 | (uint64_t)(uint32_t)b->dims));
        for (d = 0; d < b->dims; d++)
            h = sct__mix(h ^ ((uint64_t)(uint32_t)b->count[d] << 32 | (uint32_t)b->stride[d]));
    }
    return h;
}

static int sct__rl_same(const sct_ranklist *x, const sct_ranklist *y) {
    uint32_t i;
    int d;
    if (x->nblocks != y->nblocks) return 0;
    for (i = 0; i < x->nblocks; i++) {
        const sct_rankblock *a = &x->blocks[i], *b = &y->blocks[i];
        if (a->start != b->start || a->dims != b->dims) return 0;
        for (d = 0; d < a->dims; d++)
            if (a->count[d] != b->count[d] || a->stride[d] != b->stride[d]) return 0;
    }
    return 1;
}

static const sct_ranklist *sct__mt_rl(const sct__mt *t, uint32_t id) { return &t->rls[id]; }

static int sct__mt_rl_rehash(sct__mt *t) {
    uint32_t cap = t->rlhtcap ? 2 * t->rlhtcap : 64, i, j, *ht = (uint32_t *)sct__calloc(t->m, (size_t)cap * 4);
    if (!ht) return -1;
    for (i = 0; i < t->nrl; i++) {
        for (j = (uint32_t)sct__rl_hash(&t->rls[i]) & (cap - 1); ht[j]; j = (j + 1) & (cap - 1)) {
        }
        ht[j] = i + 1;
    }
    sct__free(t->m, t->rlht);
    t->rlht = ht;
    t->rlhtcap = cap;
    return 0;
}

/* The id of list *rl, whose blocks t takes over (or frees); UINT32_MAX
   (t->err set) when out of memory. */
static uint32_t sct__mt_rl_take(sct__mt *t, sct_ranklist *rl) {
    uint32_t j;
    if (t->err || (2 * ((uint64_t)t->nrl + 1) > t->rlhtcap && sct__mt_rl_rehash(t)) ||
        SCT__GROW(t->m, t->rls, t->caprl, (uint64_t)t->nrl + 1)) {
        t->err = 1;
        sct__rl_free(t->m, rl);
        return UINT32_MAX;
    }
    for (j = (uint32_t)sct__rl_hash(rl) & (t->rlhtcap - 1); t->rlht[j]; j = (j + 1) & (t->rlhtcap - 1))
        if (sct__rl_same(&t->rls[t->rlht[j] - 1], rl)) {
            sct__rl_free(t->m, rl);
            return t->rlht[j] - 1;
        }
    t->rls[t->nrl] = *rl;
    memset(rl, 0, sizeof *rl);
    t->rlht[j] = ++t->nrl;
    return t->nrl - 1;
}

/* The id of *rl (a copy of it when it is new). */
static uint32_t sct__mt_rl_id(sct__mt *t, const sct_ranklist *rl) {
    sct_ranklist c;
    uint32_t j;
    for (j = t->rlhtcap ? (uint32_t)sct__rl_hash(rl) & (t->rlhtcap - 1) : 0; t->rlhtcap && t->rlht[j];
         j = (j + 1) & (t->rlhtcap - 1))
        if (sct__rl_same(&t->rls[t->rlht[j] - 1], rl)) return t->rlht[j] - 1;
    if (sct__rl_copy(t->m, &c, rl)) {
        sct__rl_free(t->m, &c);
        t->err = 1;
        return UINT32_MAX;
    }
    return sct__mt_rl_take(t, &c);
}

/* The id of the union of lists a and b (disjoint); UINT32_MAX when out of memory. */
static uint32_t sct__mt_rl_join(sct__mt *t, uint32_t a, uint32_t b) {
    sct_ranklist c;
    uint32_t u;
    if (t->join[0] == a && t->join[1] == b) return t->join[2];
    if (sct__rl_copy(t->m, &c, &t->rls[a]) || sct__rl_union(t->m, &c, &t->rls[b])) {
        sct__rl_free(t->m, &c);
        t->err = 1;
        return UINT32_MAX;
    }
    if ((u = sct__mt_rl_take(t, &c)) != UINT32_MAX) {
        t->join[0] = a;
        t->join[1] = b;
        t->join[2] = u;
    }
    return u;
}

/* Append an entry: node under list id rl. */
static void sct__mt_entry(sct__mt *t, uint32_t node, uint32_t rl) {
    if (rl == UINT32_MAX || SCT__GROW(t->m, t->ent, t->capent, (uint64_t)t->nent + 1)) {
        t->err = 1;
        return;
    }
    t->ent[t->nent].node = node;
    t->ent[t->nent++].rl = rl;
}

/* The role of list j of a node, for merge precision: COUNT for a leaf's
   execution counts, trip counts and array lengths, else the parameter's. */
static int sct__list_role(const sct_op_table *ops, int kind, int op, uint32_t j) {
    const sct_op *o;
    int q;
    if (kind != SCT__LEAF) return SCT_ROLE_COUNT;
    if (j-- == 0) return SCT_ROLE_COUNT;
    o = &ops->ops[op];
    for (q = 0; q < o->nparams; q++) {
        int arr = o->param_roles[q] & SCT_PARAM_ARRAY;
        if (j == 0) return arr ? SCT_ROLE_COUNT : o->param_roles[q] & ~SCT_PARAM_ARRAY;
        if (arr && j == 1) return o->param_roles[q] & ~SCT_PARAM_ARRAY;
        j -= arr ? 2 : 1;
    }
    return SCT_ROLE_OTHER;
}

static uint32_t sct__mt_nlists(const sct__mt *t, uint32_t node) {
    const sct__mnode *n = &t->node[node];
    return n->kind == SCT__LEAF ? 1 + (uint32_t)sct__op_nstreams(&t->ops->ops[n->op]) : 1;
}

/* ---- the blob format ---------------------------------------------------------

   structure part: ranklist all, timing mode, tolerance, events, node count; sites (depth,
   then per frame module, offset, function, file, line); nodes in an order
   where a loop's body ids are smaller than its own (leaf: kind, op, site;
   loop: kind, length, body ids); entries (node, ranklist); then each node's
   lists, each a count of variants and per variant: ranklist, length, bytes;
   since format 6, the modules (count, then per module path, build-id length
   and bytes, load base).
   timing part: timing mode; unless off, each leaf's two histograms in node
   order; when exact, the two lists of per-event times. */

static void sct__mlist_write(sct__buf *b, const sct__mt *t, const sct__mlist *l) {
    uint32_t i;
    sct__put_var(b, l->n);
    for (i = 0; i < l->n; i++) {
        sct__rl_write(b, &l->v[i].rl);
        sct__put_var(b, l->v[i].len);
        sct__put(b, t->pool + l->v[i].off, l->v[i].len);
    }
}

/* Node ids as written: at a precision below 100 the loops that merges left
   unused are dropped (the others keep their order, so bodies still refer
   back); otherwise every node, as it is. Leaves always stay: their timing
   histograms go in leaf order. UINT32_MAX marks a dropped loop. */
static uint32_t sct__mt_keep(const sct__mt *t, uint32_t *id) {
    uint32_t i, j, n = 0;
    for (i = 0; i < t->nnode; i++) id[i] = t->tolerance > 0 ? UINT32_MAX : 0;
    for (i = 0; i < t->nent; i++) id[t->ent[i].node] = 0;
    for (i = 0; i < t->nroot; i++) id[t->rmap[t->root[i]]] = 0;
    for (i = t->nnode; i-- > 0;)
        for (j = 0; id[i] == 0 && t->node[i].kind == SCT__LOOP && j < t->node[i].body_len; j++)
            id[t->body[t->node[i].body_off + j]] = 0;
    for (i = 0; i < t->nnode; i++)
        if (id[i] == 0 || t->node[i].kind == SCT__LEAF) id[i] = n++;
    return n;
}

static void sct__mt_write(const sct__mt *t, sct__buf *s) {
    uint32_t i, j, *id = (uint32_t *)sct__alloc(t->m, ((size_t)t->nnode + 1) * 4);
    int k;
    if (!id) {
        s->err = 1;
        return;
    }
    sct__rl_write(s, &t->all);
    sct__put_var(s, (uint64_t)t->timing);
    sct__put_var(s, (uint64_t)t->tolerance);
    sct__put_var(s, t->events);
    sct__put_var(s, sct__mt_keep(t, id));
    sct__put_var(s, t->nsite);
    for (i = 0; i < t->nsite; i++) {
        sct__put_var(s, (uint64_t)t->site[i].depth);
        for (k = 0; k < t->site[i].depth; k++) {
            const sct_frame *f = &t->frames[t->site[i].frame_off + (uint32_t)k];
            sct__put_str(s, f->module);
            sct__put_var(s, f->offset);
            sct__put_str(s, f->function);
            sct__put_str(s, f->file);
            sct__put_var(s, (uint64_t)(f->line > 0 ? f->line : 0));
        }
    }
    for (i = 0; i < t->nnode; i++) {
        const sct__mnode *x = &t->node[i];
        if (id[i] == UINT32_MAX) continue;
        sct__put_u8(s, x->kind);
        if (x->kind == SCT__LEAF) {
            sct__put_var(s, (uint64_t)x->op);
            sct__put_var(s, x->site);
        } else {
            sct__put_var(s, x->body_len);
            for (j = 0; j < x->body_len; j++) sct__put_var(s, id[t->body[x->body_off + j]]);
        }
    }
    sct__put_var(s, (uint64_t)t->nent + t->nroot);
    for (i = 0; i < t->nent; i++) {
        sct__put_var(s, id[t->ent[i].node]);
        sct__rl_write(s, sct__mt_rl(t, t->ent[i].rl));
    }
    for (i = 0; i < t->nroot; i++) {
        sct__put_var(s, id[t->rmap[t->root[i]]]);
        sct__rl_write(s, sct__mt_rl(t, t->rootrl));
    }
    for (i = 0; i < t->nnode; i++)
        for (j = 0; id[i] != UINT32_MAX && j < sct__mt_nlists(t, i); j++)
            sct__mlist_write(s, t, &t->list[t->node[i].list0 + j]);
    sct__put_var(s, t->nmod);
    for (i = 0; i < t->nmod; i++) {
        sct__put_str(s, t->mod[i].path);
        sct__put_var(s, (uint64_t)t->mod[i].build_id_len);
        sct__put(s, t->mod[i].build_id, (size_t)t->mod[i].build_id_len);
        sct__put_var(s, t->mod[i].base);
    }
    sct__free(t->m, id);
}

static void sct__mt_write_timing(const sct__mt *t, sct__buf *tm) {
    uint32_t i;
    sct__put_var(tm, (uint64_t)t->timing);
    if (t->timing == SCT_TIMING_OFF) return;
    for (i = 0; i < 2 * t->nleaf; i++)
        sct__hist_write(tm, &t->hist[i], sct__timing_grid(SCTRACE_FORMAT_VERSION, (uint64_t)t->tolerance));
    if (t->timing == SCT_TIMING_EXACT) {
        sct__mlist_write(tm, t, &t->exact[0]);
        sct__mlist_write(tm, t, &t->exact[1]);
    }
}

/* The blob: magic, then the two parts, each preceded by its length. The
   structure part is counted first and the blob allocated at its size: a
   merged trace is written without the slack and the copies of a growing
   buffer (issue 37 item 4). */
static sct_result sct__mt_blob(const sct__mt *t, sct__mem *m, uint8_t **data, size_t *len) {
    sct__buf s, tm;
    sct_result r = SCT_OK;
    uint8_t head[32];
    size_t nh = 4;
    memset(&s, 0, sizeof s);
    memset(&tm, 0, sizeof tm);
    s.m = tm.m = m;
    s.count = 1;
    sct__mt_write(t, &s);
    sct__mt_write_timing(t, &tm);
    memcpy(head, SCT__BLOB_MAGIC, 4);
    nh += sct__var_encode(head + nh, (uint64_t)t->bins);
    nh += sct__var_encode(head + nh, s.n);
    if (!t->err && !s.err && !tm.err) {
        uint64_t need = nh + (uint64_t)s.n + 10 + tm.n;
        uint32_t want = s.n;
        memset(&s, 0, sizeof s);
        s.m = m;
        if (need > UINT32_MAX / 2 || sct__grow_from(m, (void **)&s.p, &s.cap, need, 1, need)) s.err = 1;
        sct__put(&s, head, nh);
        sct__mt_write(t, &s);
        if (!s.err && s.n != nh + want) s.err = 1; /* the two passes differ: a bug */
        sct__put_var(&s, tm.n);
        sct__put(&s, tm.p, tm.n);
    }
    if (t->err || s.err || tm.err) {
        r = SCT_ERR_NOMEM;
        sct__free(m, s.p);
    } else {
        *len = s.n;
        if (data) *data = s.p;
        else sct__free(m, s.p);
    }
    sct__free(m, tm.p);
    return r;
}

/* Split a blob into its two parts; 0 on success. */
static int sct__blob_parts(const uint8_t *blob, size_t len, const uint8_t **s, size_t *sn, const uint8_t **tm,
                           size_t *tn, int *bins) {
    sct__in in;
    uint64_t b;
    if (!blob || len < 4 || memcmp(blob, SCT__BLOB_MAGIC, 4)) return -1;
    in.p = blob + 4;
    in.end = blob + len;
    in.err = 0;
    b = sct__get_var(&in);
    if (b < 1 || b > SCT_HIST_MAX_BINS) return -1;
    if (bins) *bins = (int)b;
    *sn = (size_t)sct__get_count(&in, 1);
    *s = in.p;
    in.p += *sn;
    *tn = (size_t)sct__get_count(&in, 1);
    *tm = in.p;
    return (in.err || *tm + *tn != blob + len) ? -1 : 0;
}

static char *sct__get_dup(sct__mem *m, sct__in *in) {
    size_t n;
    const char *s = sct__get_str(in, &n);
    char *d = (char *)sct__alloc(m, n + 1);
    if (!d) {
        in->err = 1;
        return NULL;
    }
    memcpy(d, s, n);
    d[n] = 0;
    if (memchr(d, 0, n)) in->err = 1; /* an embedded NUL: not a string we wrote */
    return d;
}

static int sct__mt_parse_sites(sct__mt *t, sct__in *in, uint32_t **smap, uint32_t *nsites) {
    uint64_t n = sct__get_count(in, 1), i;
    int k;
    *smap = (uint32_t *)sct__alloc(t->m, ((size_t)n + 1) * 4);
    *nsites = (uint32_t)n;
    if (!*smap) return -1;
    for (i = 0; i < n && !in->err; i++) {
        sct_frame f[64];
        uint64_t depth = sct__get_count(in, 5);
        if (depth > 64) in->err = 1;
        memset(f, 0, sizeof f);
        for (k = 0; k < (int)depth && !in->err; k++) {
            f[k].module = sct__get_dup(t->m, in);
            f[k].offset = sct__get_var(in);
            f[k].function = sct__get_dup(t->m, in);
            f[k].file = sct__get_dup(t->m, in);
            f[k].line = (int)(sct__get_var(in) & 0x7fffffff);
        }
        if (!in->err) (*smap)[i] = sct__mt_site(t, f, (int)depth);
        for (k = 0; k < 64; k++) {
            sct__free(t->m, (void *)f[k].module);
            sct__free(t->m, (void *)f[k].function);
            sct__free(t->m, (void *)f[k].file);
        }
    }
    return in->err ? -1 : 0;
}

static void sct__mt_parse_modules(sct__mt *t, sct__in *in) {
    uint64_t n = sct__get_count(in, 3), i;
    for (i = 0; i < n && !in->err && !t->err; i++) {
        sct_module m;
        uint64_t len;
        memset(&m, 0, sizeof m);
        m.path = sct__get_dup(t->m, in);
        len = sct__get_count(in, 1);
        if (len > SCT_BUILD_ID_MAX) in->err = 1;
        m.build_id = in->err ? NULL : in->p;
        m.build_id_len = in->err ? 0 : (int)len;
        in->p += m.build_id_len;
        m.base = sct__get_var(in);
        if (!in->err && m.path) sct__mt_module(t, &m);
        sct__free(t->m, (void *)m.path);
    }
}

static int sct__mt_parse_nodes(sct__mt *t, sct__in *in, uint32_t n, const uint32_t *smap, uint32_t nsites,
                               uint32_t *map) {
    uint32_t i, j, tmp_cap = 0, *tmp = NULL;
    for (i = 0; i < n && !in->err && !t->err; i++) {
        unsigned kind = sct__get_u8(in);
        if (kind == SCT__LEAF) {
            uint64_t op = sct__get_var(in), site = sct__get_var(in);
            if (op >= (uint64_t)t->ops->nops || site >= nsites) in->err = 1;
            else map[i] = sct__mt_leaf(t, (int)op, smap[site]);
        } else if (kind == SCT__LOOP) {
            uint64_t len = sct__get_count(in, 1);
            if (!len || SCT__GROW(t->m, tmp, tmp_cap, len)) {
                in->err = 1;
                break;
            }
            for (j = 0; j < len; j++) {
                uint64_t id = sct__get_var(in);
                if (id >= i) in->err = 1; /* bodies refer back only: no cycles */
                tmp[j] = id < i ? map[id] : 0;
            }
            if (!in->err) map[i] = sct__mt_loop(t, tmp, (uint32_t)len);
        } else {
            in->err = 1;
        }
    }
    sct__free(t->m, tmp);
    return (in->err || t->err) ? -1 : 0;
}

static int sct__mlist_parse(sct__mt *t, sct__in *in, sct__mlist *l, int role) {
    uint64_t n = sct__get_count(in, 3), i;
    for (i = 0; i < n && !in->err && !t->err; i++) {
        sct_ranklist rl;
        uint64_t len;
        if (sct__rl_read(t->m, in, &rl)) in->err = 1;
        len = sct__get_count(in, 1);
        if (!in->err) {
            sct__mt_addvar(t, l, &rl, in->p, (uint32_t)len, role);
            in->p += len;
        }
        sct__rl_free(t->m, &rl);
    }
    return (in->err || t->err) ? -1 : 0;
}

/* Parse a blob's two parts into t (empty or not: nodes and sites are
   interned, so this also merges the lists and histograms). Entries are
   appended. On success *map_out (if given) maps the blob's node ids to t's.
   Merging exactly (precision 100) into a t that holds entries, the blob's
   first entries that pair with t's first ones (the same node, in order)
   join their ranks to t's entries as they are read, and only the rest is
   appended: t->paired says how many. Two ranks whose top levels agree then
   merge without holding the second one (issue 37 item 4). */
static int sct__mt_parse(sct__mt *t, const uint8_t *sp, size_t sn, const uint8_t *tp, size_t tn, uint32_t **map_out) {
    sct__in in;
    sct_ranklist all;
    uint64_t nnode, nent, i, timing, tolerance;
    uint32_t *smap = NULL, *map = NULL, nsites = 0, j, na = t->nent, k = 0;
    int ok = 0, pair;
    in.p = sp;
    in.end = sp + sn;
    in.err = 0;
    memset(&all, 0, sizeof all);
    if (sct__rl_read(t->m, &in, &all)) goto done;
    timing = sct__get_var(&in);
    tolerance = sct__get_var(&in);
    t->events += sct__get_var(&in);
    nnode = sct__get_count(&in, 2);
    if (in.err || timing != (uint64_t)t->timing || tolerance > 100) goto done;
    if ((int)tolerance > t->tolerance) t->tolerance = (int)tolerance;
    map = (uint32_t *)sct__calloc(t->m, ((size_t)nnode + 1) * 4);
    if (!map || sct__mt_parse_sites(t, &in, &smap, &nsites) ||
        sct__mt_parse_nodes(t, &in, (uint32_t)nnode, smap, nsites, map))
        goto done;
    nent = sct__get_count(&in, 2);
    pair = na && !t->as_stored && !t->tolerance;
    /* a first trace (or one merged with alignment) reserves its entries exactly */
    if (!in.err && !pair && sct__grow_from(t->m, (void **)&t->ent, &t->capent, (uint64_t)na + nent, sizeof(sct__mentry),
                                           (uint64_t)na + nent))
        t->err = 1;
    for (i = 0; i < nent && !in.err && !t->err; i++) {
        uint64_t node = sct__get_var(&in);
        sct_ranklist rl;
        uint32_t id;
        if (node >= nnode || sct__rl_read(t->m, &in, &rl)) {
            in.err = 1;
            break;
        }
        id = sct__mt_rl_take(t, &rl);
        if (pair && t->nent == na && k < na && t->ent[k].node == map[node] && id != UINT32_MAX) {
            if ((id = sct__mt_rl_join(t, t->ent[k].rl, id)) != UINT32_MAX) t->ent[k++].rl = id;
            continue;
        }
        sct__mt_entry(t, map[node], id);
    }
    t->paired = k;
    for (i = 0; i < nnode && !in.err && !t->err; i++) {
        uint32_t id = map[i], n = sct__mt_nlists(t, id);
        t->parsing_loop = t->node[id].kind == SCT__LOOP;
        for (j = 0; j < n && !in.err; j++)
            if (sct__mlist_parse(t, &in, &t->list[t->node[id].list0 + j],
                                 sct__list_role(t->ops, t->node[id].kind, t->node[id].op, j)))
                in.err = 1;
    }
    t->parsing_loop = 0;
    if (t->format >= 6 && !in.err && !t->err) sct__mt_parse_modules(t, &in);
    if (in.err || t->err || in.p != in.end) goto done;
    if (!tp) { /* the caller skips timing */
        ok = !sct__rl_union(t->m, &t->all, &all);
        goto done;
    }
    in.p = tp;
    in.end = tp + tn;
    if (sct__get_var(&in) != timing) goto done;
    if (timing != SCT_TIMING_OFF)
        for (i = 0; i < nnode && !in.err; i++) {
            const sct__mnode *x = &t->node[map[i]];
            sct_hist h;
            int w;
            if (x->kind != SCT__LEAF) continue;
            for (w = 0; w < 2 && !in.err; w++) {
                sct_hist *d = &t->hist[2 * x->leafno + (uint32_t)w];
                if (sct__hist_read(&in, &h, sct__timing_grid(t->format, tolerance), t->format)) in.err = 1;
                else if (!d->count) *d = h; /* as stored, with its bin count */
                else sct_hist_merge(d, &h);
            }
        }
    if (timing == SCT_TIMING_EXACT && !in.err)
        if (sct__mlist_parse(t, &in, &t->exact[0], -1) || sct__mlist_parse(t, &in, &t->exact[1], -1)) in.err = 1;
    if (in.err || in.p != in.end || sct__rl_union(t->m, &t->all, &all)) goto done;
    ok = 1;
done:
    sct__rl_free(t->m, &all);
    sct__free(t->m, smap);
    if (ok && map_out) *map_out = map;
    else sct__free(t->m, map);
    return ok ? 0 : -1;
}

/* ---- merging ----------------------------------------------------------------- */

/* Weighted LCS of the middle parts a[0..na) and b[0..nb) of two entry
   sequences (sct__seq_wlcs: a node weighs its size). Past a size limit the
   middles stay unaligned (correct, only less compact). */
static int sct__wlcs(sct__mt *t, const uint32_t *a, uint32_t na, const uint32_t *b, uint32_t nb, uint32_t *match) {
    int rc = sct__seq_wlcs(t->m, a, na, b, nb, t->nnode ? &t->node[0].size : NULL, sizeof(sct__mnode), match);
    return rc < 0 ? -1 : 0;
}

/* ---- merging loops whose bodies differ (ScalaH-Trace section 3, Algorithm 1) ----

   At a precision below 100, two top-level loops left unmatched side by side
   (the last of one trace's run, the first of the other's) merge into one
   loop whose body is their weighted-LCS supersequence, as sct_finish does
   for the iterations of one rank (whose bodies are all guards). An element
   one side lacks is a loop that runs 0 times per iteration for that side's
   ranks: it takes trip-count variants of zeros. A call one side lacks is
   wrapped in a guard, loop(c, [call]) with c = 1 for the side that has it
   (a call is a loop of one trip), and a call that one side makes once where
   the other polls it (k x [call], a Test loop) pairs with that loop, taking
   1s for the first side: so ranks whose iterations differ by their
   rank-specific calls and their polling still share one loop, and their
   collectives stay matched. The rewrite is lossless; it is refused when a
   node would need zeros or 1s for ranks that already use it (the values
   would have to be interleaved), so every rank decodes as before. At p = 0 the latter is
   allowed when those ranks already have the node's values: they keep them
   (one histogram at p = 0), zeros add nothing to its sum, so the calls it
   stands for stay exact while how often it ran 0 times is given up. Every
   loop a rank can reach must hold a variant for it: the zeros go to the
   ranks of the side's entry (a list keeps the ranks of loops merged away),
   every loop inside a lacking element gets a 0 for them too, and zeros
   never join a histogram of trips (sct__mt_lossy_join). */

/* 1 when some rank of x is in y. */
static int sct__rl_meets(const sct_ranklist *x, const sct_ranklist *y) {
    int32_t r = -1;
    while ((r = sct_ranklist_next(x, r)) >= 0)
        if (sct_ranklist_contains(y, r)) return 1;
    return 0;
}

static int sct__mlist_meets(const sct__mlist *l, const sct_ranklist *rl) {
    uint32_t i;
    for (i = 0; i < l->n; i++)
        if (sct__rl_meets(&l->v[i].rl, rl)) return 1;
    return 0;
}

/* 1 when rank r has a variant in l. */
static int sct__mlist_holds(const sct__mlist *l, int32_t r) {
    uint32_t i;
    for (i = 0; i < l->n && !sct_ranklist_contains(&l->v[i].rl, r); i++) {
    }
    return i < l->n;
}

/* 1 when every rank of rl has a variant in l. */
static int sct__mlist_covers(const sct__mlist *l, const sct_ranklist *rl) {
    int32_t r = -1;
    while ((r = sct_ranklist_next(rl, r)) >= 0)
        if (!sct__mlist_holds(l, r)) return 0;
    return 1;
}

/* *out = the ranks of x that are in `keep` and, unless l is NULL, hold no
   variant of l. A list keeps the variants of ranks that no longer use its
   node (the loops a merge replaced), so a side's ranks are its entry's. */
static int sct__rl_select(sct__mem *m, sct_ranklist *out, const sct_ranklist *x, const sct_ranklist *keep,
                          const sct__mlist *l) {
    int32_t r = -1;
    memset(out, 0, sizeof *out);
    while ((r = sct_ranklist_next(x, r)) >= 0)
        if (sct_ranklist_contains(keep, r) && (!l || !sct__mlist_holds(l, r)) && sct__rl_point(m, out, r)) {
            sct__rl_free(m, out);
            return -1;
        }
    return 0;
}

/* The sum of a variant's values for one of its `ranks` (trip counts: the
   iterations it stands for; a histogram holds all its ranks' values). */
static int sct__var_sum(sct__mem *m, const uint8_t *bytes, uint32_t len, uint64_t ranks, int format, uint64_t *sum) {
    sct__in in;
    sct__stream st;
    sct__hvar *h;
    int kind, rc = -1;
    in.p = bytes;
    in.end = bytes + len;
    in.err = 0;
    kind = (int)sct__get_u8(&in);
    if (kind == SCT__VAR_HIST) {
        h = (sct__hvar *)sct__alloc(m, sizeof *h);
        if (h && !sct__hvar_read(&in, h, format) && h->h.sum >= 0) {
            *sum = (uint64_t)(h->h.sum / (double)(ranks ? ranks : 1) + 0.5);
            rc = 0;
        }
        sct__free(m, h);
    } else if (kind == SCT__VAR_EXACT && !sct__stream_read(m, &in, &st)) {
        double s = sct__stream_sum(&st);
        if (s >= 0 && s < 1e18) {
            *sum = (uint64_t)(s + 0.5);
            rc = 0;
        }
        sct__stream_free(m, &st);
    }
    return rc;
}

/* Add to list dst a variant of `value` repeated n times for the ranks rl. */
static int sct__mt_addrun(sct__mt *t, uint32_t dst, const sct_ranklist *rl, int64_t value, uint64_t n) {
    sct__buf b;
    memset(&b, 0, sizeof b);
    b.m = t->m;
    sct__run_bytes(&b, SCT__VAR_EXACT, value, n);
    if (!b.err) sct__mt_addvar(t, &t->list[dst], rl, b.p, b.n, SCT_ROLE_COUNT);
    sct__free(t->m, b.p);
    return b.err || t->err ? -1 : 0;
}

/* The ranks that x, y and z all hold. */
static uint64_t sct__rl_common(const sct_ranklist *x, const sct_ranklist *y, const sct_ranklist *z) {
    int32_t r = -1;
    uint64_t n = 0;
    while ((r = sct_ranklist_next(x, r)) >= 0) n += sct_ranklist_contains(y, r) && sct_ranklist_contains(z, r);
    return n;
}

/* Join n values `value` for each rank of variant w of list dst that is in
   both rl and rs into w, which becomes a histogram (p = 0 only: a side that
   has an element of a merged loop elsewhere already holds counts for it, and
   the positions where it lacks it add zeros to them; a histogram keeps no
   order, so its count and sum come out right). */
static int sct__mt_joinconst(sct__mt *t, uint32_t dst, uint32_t w, const sct_ranklist *rl, const sct_ranklist *rs,
                             int64_t value, uint64_t n) {
    sct__mvar *v = &t->list[dst].v[w];
    uint64_t k = sct__rl_common(&v->rl, rl, rs);
    sct__hvar *a, *b;
    sct__buf out;
    int rc = -1;
    if (!k || !n) return 0;
    memset(&out, 0, sizeof out);
    out.m = t->m;
    a = (sct__hvar *)sct__alloc(t->m, sizeof *a);
    b = (sct__hvar *)sct__calloc(t->m, sizeof *b);
    if (a && b && !sct__hvar_of_bytes(t->m, t->pool + v->off, v->len, sct_ranklist_next(&v->rl, -1),
                                      sct_ranklist_count(&v->rl), 0, t->bins, t->format, a)) {
        sct_hist_init(&b->h, t->bins);
        sct_hist_add(&b->h, value, sct_ranklist_next(&v->rl, -1));
        b->count = b->h.count = b->h.bins[0].count = sct__satmul(n, k);
        b->h.sum = (double)value * (double)b->count;
        if (!sct__hvar_join(a, b)) {
            sct__hvar_write(&out, a);
            rc = out.err || sct__mt_rebytes(t, v, out.p, out.n) ? -1 : 0;
        }
    }
    sct__free(t->m, a);
    sct__free(t->m, b);
    sct__free(t->m, out.p);
    return rc;
}

/* Add to list dst, for the ranks rs of every variant of count list src, a
   variant of `value` repeated `per` times per iteration it stands for (at
   least once: a histogram's ranks may draw more iterations than it took).
   Ranks that already hold a variant of dst (p = 0, see sct__mt_merge_ok)
   get the values joined into it. */
static int sct__mt_addconst(sct__mt *t, uint32_t dst, uint32_t src, const sct_ranklist *rs, int64_t value,
                            uint64_t per) {
    uint32_t i, w;
    int rc = 0;
    for (i = 0; i < t->list[src].n && !rc; i++) {
        const sct__mvar *v = &t->list[src].v[i];
        sct_ranklist rl;
        uint64_t n;
        if (sct__var_sum(t->m, t->pool + v->off, v->len, sct_ranklist_count(&v->rl), t->format, &n)) return -1;
        n = sct__satmul(n ? n : 1, per);
        for (w = 0; w < t->list[dst].n && !rc; w++) rc = sct__mt_joinconst(t, dst, w, &v->rl, rs, value, n);
        if (!rc) rc = sct__rl_select(t->m, &rl, &v->rl, rs, &t->list[dst]);
        if (!rc && rl.nblocks) rc = sct__mt_addrun(t, dst, &rl, value, n);
        sct__rl_free(t->m, &rl);
    }
    return rc;
}

/* A trip count of 0, for the ranks of rs that hold none, in every loop
   inside loop x. Such a rank never enters them by its own counts, but a
   walk in lockstep (sct_walk_desc) runs a loop as often as its lowest
   participant does, and a histogram's draws reach any loop below: every
   loop a rank can reach needs a count for it. seen: per node, visited. */
static int sct__mt_zero_inside(sct__mt *t, uint32_t x, const sct_ranklist *rs, uint8_t *seen) {
    uint32_t j;
    for (j = 0; j < t->node[x].body_len; j++) {
        uint32_t y = t->body[t->node[x].body_off + j];
        sct_ranklist rl;
        int rc;
        if (seen[y] || t->node[y].kind != SCT__LOOP) continue;
        seen[y] = 1;
        rc = sct__rl_select(t->m, &rl, rs, rs, &t->list[t->node[y].list0]);
        if (!rc && rl.nblocks) rc = sct__mt_addrun(t, t->node[y].list0, &rl, 0, 1);
        sct__rl_free(t->m, &rl);
        if (rc || sct__mt_zero_inside(t, y, rs, seen)) return -1;
    }
    return 0;
}

/* Copy the variants of list src, for the ranks rs, into list dst. */
static int sct__mt_copyvars(sct__mt *t, uint32_t dst, uint32_t src, const sct_ranklist *rs) {
    uint32_t i;
    for (i = 0; i < t->list[src].n && !t->err; i++) {
        sct_ranklist rl;
        uint8_t *p = (uint8_t *)sct__alloc(t->m, (size_t)t->list[src].v[i].len + 1);
        uint32_t len = t->list[src].v[i].len;
        if (!p || sct__rl_select(t->m, &rl, &t->list[src].v[i].rl, rs, NULL)) {
            sct__free(t->m, p);
            return -1;
        }
        if (!rl.nblocks) {
            sct__free(t->m, p);
            continue;
        }
        memcpy(p, t->pool + t->list[src].v[i].off, len);
        sct__mt_addvar(t, &t->list[dst], &rl, p, len, SCT_ROLE_COUNT);
        sct__rl_free(t->m, &rl);
        sct__free(t->m, p);
    }
    return t->err ? -1 : 0;
}

/* The merged body of loops a and b: elements, and per element which sides
   have it (1: a, 2: b, 3: both) and which of them had the call a guard
   element now wraps (4: a, 8: b); the weight of the pairs, and whether a
   call was wrapped. */
typedef struct sct__mbody {
    uint32_t *el, n;
    uint8_t *side;
    uint64_t paired;
    int wrapped;
} sct__mbody;

/* What a body element aligns by: the call of a guard or polling loop
   k x [call], as the call itself (a call is a loop of one trip). */
static uint32_t sct__mt_canon(const sct__mt *t, uint32_t id) {
    const sct__mnode *x = &t->node[id];
    if (x->kind == SCT__LOOP && x->body_len == 1 && t->node[t->body[x->body_off]].kind == SCT__LEAF)
        return t->body[x->body_off];
    return id;
}

/* Element q of s, which only sides `side` have, from ids x (side 1) and y
   (side 2; either may be UINT32_MAX). A call paired with a loop of it, or
   lacked by one side, is wrapped in a guard. */
static int sct__mbody_put(sct__mt *t, sct__mbody *s, uint32_t x, uint32_t y, int side) {
    uint32_t id = side & 1 ? x : y, call;
    uint8_t bits = (uint8_t)side;
    if (side == 3 && x != y) { /* a call and a loop of it: the loop, 1s for the call's side */
        bits |= t->node[x].kind == SCT__LEAF ? 4 : 8;
        id = t->node[x].kind == SCT__LEAF ? y : x;
    } else if (side != 3 && t->node[id].kind == SCT__LEAF) {
        call = id;
        if ((id = sct__mt_loop(t, &call, 1)) == UINT32_MAX) return -1;
        bits |= (uint8_t)(side << 2);
    }
    if (side == 3) s->paired += t->node[sct__mt_canon(t, id)].size;
    s->wrapped |= bits > 3;
    s->side[s->n] = bits;
    s->el[s->n++] = id;
    return 0;
}

/* 1 merged body built, 0 the bodies are too long to align, -1 out of memory. */
static int sct__mt_superseq(sct__mt *t, uint32_t a, uint32_t b, sct__mbody *s) {
    uint32_t na = t->node[a].body_len, nb = t->node[b].body_len, i, j, *match, *ab, *bb;
    int rc = -1;
    s->el = (uint32_t *)sct__alloc(t->m, ((size_t)na + nb + 1) * 4);
    s->side = (uint8_t *)sct__alloc(t->m, (size_t)na + nb + 1);
    match = (uint32_t *)sct__alloc(t->m, ((size_t)na + 1) * 4);
    ab = (uint32_t *)sct__alloc(t->m, ((size_t)na + nb + 1) * 8); /* the bodies, then their canonical ids */
    s->n = 0;
    s->paired = 0;
    s->wrapped = 0;
    if (!s->el || !s->side || !match || !ab) goto done;
    bb = ab + na;
    memcpy(ab, t->body + t->node[a].body_off, (size_t)na * 4);
    memcpy(bb, t->body + t->node[b].body_off, (size_t)nb * 4);
    for (i = 0; i < na + nb; i++) ab[na + nb + i] = sct__mt_canon(t, ab[i]);
    rc = sct__seq_wlcs(t->m, ab + na + nb, na, ab + 2 * na + nb, nb, &t->node[0].size, sizeof(sct__mnode), match);
    if (rc) {
        rc = rc < 0 ? -1 : 0;
        goto done;
    }
    for (i = 0, j = 0; i < na || j < nb;) {
        if (i < na && match[i] == UINT32_MAX) {
            if (sct__mbody_put(t, s, ab[i++], UINT32_MAX, 1)) goto done;
            continue;
        }
        while (j < (i < na ? match[i] : nb))
            if (sct__mbody_put(t, s, UINT32_MAX, bb[j++], 2)) goto done;
        if (i < na && sct__mbody_put(t, s, ab[i++], bb[j++], 3)) goto done;
    }
    rc = 1;
done:
    sct__free(t->m, match);
    sct__free(t->m, ab);
    return rc;
}

/* How element k's node is used on side `side` (1 or 2) over the merged
   body: *own positions where that side has it, *one where it has its call
   (a guard wraps it), *zero where it lacks it. */
static void sct__mbody_uses(const sct__mbody *s, uint32_t k, int side, uint32_t *own, uint32_t *one, uint32_t *zero) {
    uint32_t q;
    *own = *one = *zero = 0;
    for (q = 0; q < s->n; q++)
        if (s->el[q] == s->el[k]) {
            if (s->side[q] & (side << 2)) (*one)++;
            else if (s->side[q] & side) (*own)++;
            else (*zero)++;
        }
}

/* Can every element a side lacks take zeros, and every guard 1s, for that
   side's ranks? Calls are wrapped only between bodies that mostly agree (at
   least half of each one's calls pair up): a rank's own calls and polling in
   the same iterations; bodies of different periods (one iteration against
   several of the other's) are left apart rather than merged into one loop
   whose trip counts would mean different things for the two sides. */
static int sct__mt_merge_ok(const sct__mt *t, const sct__mbody *s, const sct__mentry *ea, const sct__mentry *eb) {
    uint32_t k, own, one, zero;
    int side;
    if (s->wrapped && (2 * s->paired < t->node[ea->node].size || 2 * s->paired < t->node[eb->node].size)) return 0;
    for (k = 0; k < s->n; k++) {
        if (s->side[k] == 3) continue;
        if (t->node[s->el[k]].kind != SCT__LOOP) return 0;
        for (side = 1; side <= 2; side++) {
            const sct__mlist *l = &t->list[t->node[s->el[k]].list0];
            const sct_ranklist *rs = sct__mt_rl(t, side == 1 ? ea->rl : eb->rl);
            sct__mbody_uses(s, k, side, &own, &one, &zero);
            if (!zero && !one) continue;
            if (t->tolerance < 100 ? own || (zero && one) || sct__mlist_meets(l, rs)
                                   : sct__mlist_meets(l, rs) && !sct__mlist_covers(l, rs))
                return 0;
        }
    }
    return 1;
}

static int sct__mt_nest_fit(sct__mt *t, sct__mentry *ea, sct__mentry *eb, const uint32_t *refs, uint32_t nref);

/* Merge top-level entries ea (loop a) and eb (loop b), each the only use of
   its loop, into ea (refs: the uses of nodes below nref, for
   sct__mt_nest_fit). 1 merged, 0 not, -1 out of memory. */
static int sct__mt_merge_loops(sct__mt *t, sct__mentry *ea, sct__mentry *eb, const uint32_t *refs, uint32_t nref) {
    uint32_t a, b, k, q, m = UINT32_MAX, own, one, zero;
    sct__mbody s;
    uint8_t *seen = NULL;
    int rc, side, pass;
    memset(&s, 0, sizeof s);
    if (sct__mt_nest_fit(t, ea, eb, refs, nref)) return -1;
    a = ea->node;
    b = eb->node;
    rc = sct__mt_superseq(t, a, b, &s);
    if (rc == 1 && sct__mt_merge_ok(t, &s, ea, eb)) m = sct__mt_loop(t, s.el, s.n);
    rc = rc < 0 ? -1 : 0;
    if (rc || m == UINT32_MAX ||
        (m != a && m != b && t->tolerance < 100 &&
         (sct__mlist_meets(&t->list[t->node[m].list0], sct__mt_rl(t, ea->rl)) ||
          sct__mlist_meets(&t->list[t->node[m].list0], sct__mt_rl(t, eb->rl)))))
        goto done;
    rc = -1;
    if (!(seen = (uint8_t *)sct__alloc(t->m, (size_t)t->nnode + 1)) ||
        (m != a && sct__mt_copyvars(t, t->node[m].list0, t->node[a].list0, sct__mt_rl(t, ea->rl))) ||
        (m != b && sct__mt_copyvars(t, t->node[m].list0, t->node[b].list0, sct__mt_rl(t, eb->rl))))
        goto done;
    /* zeros, once per node, for the side lacking it: first for the body's
       own elements (as many as that side's iterations), then one for every
       loop inside them, which a side that holds a count already keeps */
    for (pass = 0; pass < 2; pass++)
        for (k = 0; k < s.n; k++) {
            for (q = 0; q < k && s.el[q] != s.el[k]; q++) {
            }
            for (side = 1; side <= 2 && q == k; side++) {
                const sct_ranklist *rs = sct__mt_rl(t, side == 1 ? ea->rl : eb->rl);
                uint32_t src = t->node[side == 1 ? a : b].list0;
                sct__mbody_uses(&s, k, side, &own, &one, &zero);
                if (!pass && one && sct__mt_addconst(t, t->node[s.el[k]].list0, src, rs, 1, one)) goto done;
                if (!zero) continue;
                memset(seen, 0, t->nnode);
                if (pass ? sct__mt_zero_inside(t, s.el[k], rs, seen)
                         : sct__mt_addconst(t, t->node[s.el[k]].list0, src, rs, 0, zero))
                    goto done;
            }
        }
    if ((k = sct__mt_rl_join(t, ea->rl, eb->rl)) == UINT32_MAX) goto done;
    ea->rl = k;
    ea->node = m;
    rc = 1;
done:
    sct__free(t->m, seen);
    sct__free(t->m, s.el);
    sct__free(t->m, s.side);
    return rc;
}

/* How often each node is used: by entries and in the bodies of the loops in
   use (not of one that a rewrite left unused, as sct__mt_unroll does; a
   body's ids are below its loop's). */
static uint32_t *sct__mt_refs(sct__mt *t) {
    uint32_t i, j, *refs = (uint32_t *)sct__calloc(t->m, ((size_t)t->nnode + 1) * 4);
    if (!refs) return NULL;
    for (i = 0; i < t->nent; i++) refs[t->ent[i].node]++;
    for (i = t->nnode; i-- > 0;)
        for (j = 0; refs[i] && t->node[i].kind == SCT__LOOP && j < t->node[i].body_len; j++)
            refs[t->body[t->node[i].body_off + j]]++;
    return refs;
}

/* After alignment (out[0..n), from[i]: 1 an unmatched entry of the first
   trace, 2 of the second, 3 matched): merge the last unmatched loop of each
   first-trace run with the second-trace loop right after it. */
static int sct__mt_merge_runs(sct__mt *t, sct__mentry *out, uint32_t *n, const uint8_t *from) {
    uint32_t i, k = 0, *refs = sct__mt_refs(t), nref = t->nnode;
    uint8_t prev = 0;
    int rc = 0;
    if (!refs) return -1;
    for (i = 0; i < *n; i++) {
        sct__mentry *e = &out[i];
        if (rc >= 0 && k && prev == 1 && from[i] == 2 && t->node[out[k - 1].node].kind == SCT__LOOP &&
            t->node[e->node].kind == SCT__LOOP && refs[out[k - 1].node] == 1 && refs[e->node] == 1 &&
            (rc = sct__mt_merge_loops(t, &out[k - 1], e, refs, nref)) == 1) {
            prev = 3;
            continue;
        }
        prev = from[i];
        out[k++] = *e;
    }
    *n = k;
    sct__free(t->m, refs);
    return rc < 0 ? -1 : 0;
}

/* ---- unrolling a loop that the other trace wrote out (issue 36) --------------

   With a window of thousands of nodes, a rank whose time steps all have one
   shape folds them, n x [step], while a rank whose steps differ (a test that
   polls in one step and completes at once in the next) writes them out. The
   two top levels then share no entry, their collectives stay unmatched, and
   a histogram replay, whose ranks interpret every rank's events, posts them
   in different orders on different ranks and deadlocks. Below precision 100
   such a loop is unrolled before the alignment when the other trace's top
   level holds most of its body's nodes and not the loop itself: its n copies
   of the body then pair one by one with the steps written out (ScalaH-Trace
   aligns iterations the same way). Two loops of one body with different
   trip counts (a rank that wrote its first step out, its steps differing
   from the others' only there) are both unrolled, for the same reason. The
   rewrite is lossless: a node's value streams are consumed in execution
   order wherever the node stands, the order is unchanged, and the loop's
   trip count is one value n for every rank of its entry. */
#define SCT__MERGE_UNROLL 8192 /* the most top-level entries one loop unrolls into */

/* The trip count that every rank of entry e takes, once, through e's loop
   (each rank's count stream is that one exact value); 0 when not so. */
static uint64_t sct__mt_once(sct__mt *t, const sct__mentry *e) {
    const sct__mlist *l = &t->list[t->node[e->node].list0];
    const sct_ranklist *er = sct__mt_rl(t, e->rl);
    uint64_t n = 0, held = 0, k;
    uint32_t i;
    for (i = 0; i < l->n; i++) {
        const sct__mvar *v = &l->v[i];
        sct__stream st;
        sct__in in;
        double x;
        int one;
        if (!(k = sct__rl_common(&v->rl, er, er))) continue;
        in.p = t->pool + v->off;
        in.end = in.p + v->len;
        in.err = 0;
        if (sct__get_u8(&in) != SCT__VAR_EXACT || sct__stream_read(t->m, &in, &st)) return 0;
        one = sct__stream_segvalues(&st) == 1;
        x = sct__stream_sum(&st);
        sct__stream_free(t->m, &st);
        if (!one || x < 2 || x > SCT__MERGE_UNROLL || (n && (uint64_t)x != n)) return 0;
        n = (uint64_t)x;
        held += k;
    }
    return held == sct_ranklist_count(er) ? n : 0;
}

/* How many entries entry i becomes: its loop's trip count times its body
   length when worth unrolling against the other trace's top level, else 1.
   in: per node, bit 1 an entry of the first trace, 2 of the second, 4 more
   than one entry on a side; other: the other trace's bit; once[i]: entry
   i's trip count (sct__mt_once), cnt: per node, that of its last entry. */
static uint64_t sct__mt_unrolls(sct__mt *t, uint32_t i, const uint8_t *in, int other, const uint32_t *refs,
                                const uint64_t *once, const uint64_t *cnt, int both) {
    uint32_t id = t->ent[i].node, j, held = 0;
    const sct__mnode *x = &t->node[id];
    uint64_t n = once[i];
    if (x->kind != SCT__LOOP || x->body_len < 2 || !n || n * x->body_len > SCT__MERGE_UNROLL || (in[id] & 4) ||
        refs[id] != (uint32_t)((in[id] & 1) != 0) + ((in[id] & 2) != 0))
        return 1;
    if (in[id] & other) /* other trip counts: both unroll, or neither */
        return both && cnt[id] && cnt[id] != n && cnt[id] * x->body_len <= SCT__MERGE_UNROLL ? n * x->body_len : 1;
    for (j = 0; j < x->body_len; j++) held += (in[t->body[x->body_off + j]] & other) != 0;
    return 2 * held < x->body_len ? 1 : n * x->body_len;
}

/* t's entries become out[0, n) (capacity cap), of which the first nat are
   the first side's (*na): the end of sct__mt_unroll and sct__mt_peel. */
static void sct__mt_set_entries(sct__mt *t, sct__mentry *out, uint32_t n, uint32_t cap, uint32_t *na, uint32_t nat) {
    sct__free(t->m, t->ent);
    t->ent = out;
    t->nent = n;
    t->capent = cap;
    *na = nat;
}

/* Before aligning entries [0, *na) with [*na, nent): unroll each side's
   loops worth it (sct__mt_unrolls); each copy of a body element gets the
   entry's ranks. */
static int sct__mt_unroll(sct__mt *t, uint32_t *na, int both) {
    uint32_t i, n = 0, cap = 0, nat = 0, *refs = sct__mt_refs(t);
    uint8_t *in = (uint8_t *)sct__calloc(t->m, (size_t)t->nnode + 1);
    uint64_t *k = (uint64_t *)sct__alloc(t->m, ((size_t)t->nent + 1) * 16), *once, *cnt, total = 0, q;
    sct__mentry *out = NULL;
    int rc = -1;
    if (!refs || !in || !k) goto done;
    once = k + t->nent;
    cnt = (uint64_t *)sct__calloc(t->m, ((size_t)t->nnode + 1) * 8);
    if (!cnt) goto done;
    for (i = 0; i < t->nent; i++) {
        uint32_t id = t->ent[i].node;
        uint8_t bit = i < *na ? 1 : 2;
        in[id] |= (uint8_t)((in[id] & bit) ? 4 : bit);
        once[i] = t->node[id].kind == SCT__LOOP && t->node[id].body_len > 1 ? sct__mt_once(t, &t->ent[i]) : 0;
    }
    for (i = *na; i < t->nent; i++) cnt[t->ent[i].node] = once[i]; /* the first side reads the second's */
    for (i = 0; i < *na; i++) total += k[i] = sct__mt_unrolls(t, i, in, 2, refs, once, cnt, both);
    for (i = 0; i < *na; i++) cnt[t->ent[i].node] = once[i];
    for (i = *na; i < t->nent; i++) total += k[i] = sct__mt_unrolls(t, i, in, 1, refs, once, cnt, both);
    sct__free(t->m, cnt);
    rc = 0;
    if (total == t->nent) goto done;
    rc = -1;
    if (SCT__GROW(t->m, out, cap, total + 1)) goto done;
    for (i = 0; i < t->nent; i++) {
        const sct__mnode *x = &t->node[t->ent[i].node];
        for (q = 0; q < k[i]; q++) {
            out[n].node = k[i] == 1 ? t->ent[i].node : t->body[x->body_off + q % x->body_len];
            out[n++].rl = t->ent[i].rl;
        }
        if (i + 1 == *na) nat = n;
    }
    sct__mt_set_entries(t, out, n, cap, na, nat);
    out = NULL;
    rc = 0;
done:
    sct__free(t->m, out);
    sct__free(t->m, refs);
    sct__free(t->m, in);
    sct__free(t->m, k);
    return rc;
}

/* ---- each node's entries on each side -------------------------------------- */

/* Node id's entries on side s (0: [0, na), 1: [na, nent)) are
   ix[at[2 id + s] ..], num[2 id + s] of them in order; one[2 id + s] is 1
   when they all have the same ranks. */
typedef struct sct__msides {
    uint32_t *at, *num, *ix;
    uint8_t *one;
} sct__msides;

static void sct__msides_free(sct__mt *t, sct__msides *sd) {
    sct__free(t->m, sd->at);
    sct__free(t->m, sd->num);
    sct__free(t->m, sd->ix);
    sct__free(t->m, sd->one);
    memset(sd, 0, sizeof *sd);
}

static int sct__mt_sides(sct__mt *t, uint32_t na, sct__msides *sd) {
    size_t k = 2 * (size_t)t->nnode + 1;
    uint32_t i, s, sum = 0;
    sd->at = (uint32_t *)sct__alloc(t->m, k * 4);
    sd->num = (uint32_t *)sct__calloc(t->m, k * 4);
    sd->ix = (uint32_t *)sct__alloc(t->m, ((size_t)t->nent + 1) * 4);
    sd->one = (uint8_t *)sct__alloc(t->m, k);
    if (!sd->at || !sd->num || !sd->ix || !sd->one) {
        sct__msides_free(t, sd);
        return -1;
    }
    for (i = 0; i < t->nent; i++) sd->num[2 * t->ent[i].node + (i >= na)]++;
    for (s = 0; s < 2 * t->nnode; s++) {
        sd->at[s] = sum;
        sum += sd->num[s];
        sd->num[s] = 0;
        sd->one[s] = 1;
    }
    for (i = 0; i < t->nent; i++) {
        s = 2 * t->ent[i].node + (i >= na);
        sd->ix[sd->at[s] + sd->num[s]++] = i;
        if (t->ent[i].rl != t->ent[sd->ix[sd->at[s]]].rl) sd->one[s] = 0;
    }
    return 0;
}

/* The trip counts in *st (freed) become variant v's, exact. */
static int sct__mt_setcounts(sct__mt *t, sct__mvar *v, sct__stream *st) {
    sct__buf b;
    int rc;
    memset(&b, 0, sizeof b);
    b.m = t->m;
    sct__stream_flush(t->m, st);
    sct__put_u8(&b, SCT__VAR_EXACT);
    sct__stream_write(&b, st);
    rc = b.err || st->err || sct__mt_rebytes(t, v, b.p, b.n) ? -1 : 0;
    sct__stream_free(t->m, st);
    sct__free(t->m, b.p);
    return rc;
}

/* ---- peeling a loop into the other side's pieces (issue 36) -----------------

   Ranks whose time steps have one shape run one loop of them, but not
   always with one trip count or in one piece: rank 0 runs 10,000 steps and
   rank 1 10,001, or one rank's loop is cut where a step differed, [5000 x
   step][that step written out][4999 x step], while another's is whole,
   [10000 x step], or cut elsewhere, [2000 x step][its own step][7999 x
   step]. The alignment pairs the loops by node, whatever their trip counts,
   so a histogram replay (whose trip counts are drawn alike for the ranks of
   a loop) runs other steps on one side than on the other; unrolling the
   loops (sct__mt_unroll) pairs the steps but costs the trip count in
   entries. Below precision 100 each side's entries of the loop (a side's
   under one rank list) are laid on one line of iterations instead, before
   the alignment: its pieces in order, the entries between two pieces taking
   their weight in whole iterations (at most what the other side's loop
   leaves over when that one is whole), and the shorter side starting as
   many iterations later as it is shorter when it has more of the body's
   nodes before its first piece than after its last (a step written out
   first). Each piece is then cut where the other side's pieces begin and
   end: a run inside a piece of the other side stays a piece of the loop,
   and pairs with that one at the same trip count; the other runs are
   written out, body by body, when they are at most SCT__PEEL_OUT
   iterations, else they are one more piece of the loop. A loop whole on
   both sides with nothing of its body next to it on either is left alone:
   ranks with other shares of the work (a master's workers) keep their
   counts, drawn alike from one histogram. Lossless: the iterations keep
   their order and each side's trip counts become its pieces', in order. */
#define SCT__PEEL_OUT 4   /* the most leftover iterations written out body by body */
#define SCT__PEEL_MAX 256 /* the most entries of one loop on a side */
#define SCT__PEEL_VARS 16 /* the most variants of a side's trip counts (a merged side: per-rank lists) */

#define SCT__PIECE_LOOP (UINT64_C(1) << 63) /* a piece of the loop, not written out */

/* One side's entries of the loop being peeled, laid on the line. */
typedef struct sct__pside {
    uint64_t a[SCT__PEEL_MAX];  /* the pieces' trip counts */
    uint64_t g[SCT__PEEL_MAX];  /* the iterations the entries after piece i (to the next) weigh */
    uint64_t at[SCT__PEEL_MAX]; /* where piece i starts on the line */
    uint32_t pos[SCT__PEEL_MAX], nr[SCT__PEEL_MAX]; /* piece i's entry; the runs it is cut into */
    uint32_t k, var, lo, hi;    /* pieces; their ranks' variant; the side's entries [lo, hi) */
    uint32_t hb, ha, pre, post; /* the body's nodes before and after them; as iterations (sct__peel_ends) */
    uint32_t nv, vars[SCT__PEEL_VARS]; /* all the variants of its ranks (var, of the most iterations, among them) */
} sct__pside;

/* The trip counts of variant var of loop id, when exact: its values (at
   most cap, each at least 1) into vals, their number into *n; else -1. */
static int sct__mt_var_counts(sct__mt *t, uint32_t id, uint32_t var, uint64_t *vals, uint32_t cap, uint32_t *n) {
    const sct__mlist *l = &t->list[t->node[id].list0];
    sct__stream st;
    sct__sdec d;
    sct__in in;
    int64_t v;
    int rc = 0;
    in.p = t->pool + l->v[var].off;
    in.end = in.p + l->v[var].len;
    in.err = 0;
    if (sct__get_u8(&in) != SCT__VAR_EXACT || sct__stream_read(t->m, &in, &st)) return -1;
    *n = 0;
    sct__sdec_init(&d, &st);
    while (!rc && !sct__sdec_next(&st, &d, &v))
        if (*n == cap || v < 1) rc = -1;
        else vals[(*n)++] = (uint64_t)v;
    sct__stream_free(t->m, &st);
    return rc;
}

/* The variants of loop id's list that hold the ranks rl: each of them of
   ranks of rl only, together all of them. At most cap into vars, their
   number returned; 0 when they are not so. */
static uint32_t sct__mt_vars_of(const sct__mt *t, uint32_t id, const sct_ranklist *rl, uint32_t *vars, uint32_t cap) {
    const sct__mlist *l = &t->list[t->node[id].list0];
    uint64_t nr = sct_ranklist_count(rl), got = 0, k;
    uint32_t i, nv = 0;
    for (i = 0; i < l->n; i++) {
        if (!(k = sct__rl_common(&l->v[i].rl, rl, rl))) continue;
        if (nv == cap || k != sct_ranklist_count(&l->v[i].rl)) return 0;
        vars[nv++] = i;
        got += k;
    }
    return got == nr ? nv : 0;
}

/* The trip counts of loop id for the ranks rl, when one exact variant of its
   list holds exactly these ranks: its values (at most cap, each at least 1)
   into vals, their number into *n, the variant into *var; else -1. */
static int sct__mt_counts(sct__mt *t, uint32_t id, const sct_ranklist *rl, uint64_t *vals, uint32_t cap, uint32_t *n,
                          uint32_t *var) {
    if (sct__mt_vars_of(t, id, rl, var, 1) != 1) return -1;
    return sct__mt_var_counts(t, id, *var, vals, cap, n);
}

/* Append a run of n iterations: written out (when few enough) or a piece
   of the loop. */
static void sct__peel_add(uint64_t *c, uint32_t *np, uint64_t n, uint32_t body_len, int as_loop) {
    if (!n) return;
    c[(*np)++] = n | (as_loop || n > SCT__PEEL_OUT || n * body_len > SCT__MERGE_UNROLL ? SCT__PIECE_LOOP : 0);
}

/* How many of the entries [from, to) under ranks rl, counted from the end
   next to the loop (back: from `to` down), up to `most`, are nodes of its
   body (mark). */
static uint32_t sct__peel_held(const sct__mt *t, uint32_t from, uint32_t to, int back, uint32_t most,
                               const uint8_t *mark, uint32_t rl) {
    uint32_t k, held = 0;
    const sct__mentry *e;
    for (k = 0; k < most && from + k < to; k++) {
        e = &t->ent[back ? to - 1 - k : from + k];
        held += e->rl == rl && mark[e->node];
    }
    return held;
}

/* Side s of loop id (entries [lo, hi)) into *p: -1 when its entries have
   more than one rank list or its ranks' variants are not exact trip counts
   one by one. Of several variants (ranks merged before with other counts)
   the one of the most iterations is laid on the line (so that the other
   side's gaps keep their weight when this side is whole). */
static int sct__peel_side(sct__mt *t, uint32_t id, const sct__msides *sd, uint32_t s, uint32_t lo, uint32_t hi,
                          sct__pside *p) {
    const uint32_t *ix = sd->ix + sd->at[2 * id + s];
    uint64_t size = t->node[id].size ? t->node[id].size : 1, w, a[SCT__PEEL_MAX], sum, best = 0;
    uint32_t i, q, n, v;
    p->k = sd->num[2 * id + s];
    p->lo = lo;
    p->hi = hi;
    if (!sd->one[2 * id + s] ||
        !(p->nv = sct__mt_vars_of(t, id, sct__mt_rl(t, t->ent[ix[0]].rl), p->vars, SCT__PEEL_VARS)))
        return -1;
    for (v = 0; v < p->nv; v++) {
        if (sct__mt_var_counts(t, id, p->vars[v], a, SCT__PEEL_MAX, &n) || n != p->k) return -1;
        for (sum = 0, i = 0; i < n; i++) sum += a[i];
        if (sum > best) {
            best = sum;
            p->var = p->vars[v];
            memcpy(p->a, a, (size_t)n * sizeof *a);
        }
    }
    for (i = 0; i < p->k; i++) { /* a gap takes its entries' weight in whole iterations */
        p->pos[i] = ix[i];
        for (w = 0, q = ix[i] + 1; i + 1 < p->k && q < ix[i + 1]; q++) w += t->node[t->ent[q].node].size;
        p->g[i] = (w + size / 2) / size;
    }
    return 0;
}

/* Variant var of side p (not the one laid on the line) takes the runs c
   that p's pieces were cut into, each piece's last run of the loop
   lengthened or shortened by what its piece has more or less: its pieces'
   counts into *st (dry: only check). 0 done, 1 cannot (a piece without a
   run of the loop, or a run of no iteration left), -1 out of memory. */
static int sct__peel_var(sct__mt *t, uint32_t id, const sct__pside *p, const uint64_t *c, uint32_t var, int dry) {
    uint64_t a[SCT__PEEL_MAX], r;
    uint32_t i, j, at = 0, n, last;
    int64_t d;
    sct__stream st;
    if (sct__mt_var_counts(t, id, var, a, SCT__PEEL_MAX, &n) || n != p->k) return 1;
    memset(&st, 0, sizeof st);
    for (i = 0; i < p->k; at += p->nr[i++]) {
        d = (int64_t)(a[i] - p->a[i]);
        for (last = UINT32_MAX, j = 0; j < p->nr[i]; j++)
            if (c[at + j] & SCT__PIECE_LOOP) last = j;
        if (d && (last == UINT32_MAX || (int64_t)(c[at + last] & ~SCT__PIECE_LOOP) + d < 1)) {
            sct__stream_free(t->m, &st);
            return 1;
        }
        for (j = 0; !dry && j < p->nr[i]; j++) {
            if (!(c[at + j] & SCT__PIECE_LOOP)) continue;
            r = (c[at + j] & ~SCT__PIECE_LOOP) + (j == last ? (uint64_t)d : 0);
            sct__stream_push(t->m, &st, (int64_t)r);
        }
    }
    if (dry) return 0;
    return sct__mt_setcounts(t, &t->list[t->node[id].list0].v[var], &st);
}

/* The body's nodes next to side p's first and last pieces (under their
   ranks, up to SCT__PEEL_OUT bodies' worth): their number (hb, ha) and
   whole iterations (pre, post). mark: the body's nodes. */
static void sct__peel_ends(const sct__mt *t, uint32_t body_len, const uint8_t *mark, sct__pside *p) {
    uint32_t most = SCT__PEEL_OUT * body_len + 2, rl = t->ent[p->pos[0]].rl;
    p->hb = sct__peel_held(t, p->lo, p->pos[0], 1, most, mark, rl);
    p->ha = sct__peel_held(t, p->pos[p->k - 1] + 1, p->hi, 0, most, mark, rl);
    p->pre = (p->hb + body_len / 2) / body_len;
    p->post = (p->ha + body_len / 2) / body_len;
}

/* When side o has the loop whole, side p's gaps take at most the iterations
   that o's line has beyond p's pieces and ends, in order. */
static void sct__peel_fit(sct__pside *p, const sct__pside *o) {
    uint64_t left = o->pre + o->a[0] + o->post, used = p->pre + p->post;
    uint32_t i;
    if (o->k != 1) return;
    for (i = 0; i < p->k; i++) used += p->a[i];
    left = left > used ? left - used : 0;
    for (i = 0; i + 1 < p->k; i++) {
        if (p->g[i] > left) p->g[i] = left;
        left -= p->g[i];
    }
}

/* Lay side p's pieces on the line from `from`; returns where they end. */
static uint64_t sct__peel_place(sct__pside *p, uint64_t from) {
    uint32_t i;
    for (i = 0; i < p->k; i++) {
        p->at[i] = from;
        from += p->a[i] + (i + 1 < p->k ? p->g[i] : 0);
    }
    return from;
}

/* Cut side p's pieces where side o's begin and end on the line: a run
   inside a piece of o stays a piece of the loop, the others are written out
   when short (sct__peel_add). The runs go to c (piece i's number of them to
   p->nr[i]), their number is returned, *cut says whether any piece is cut. */
static uint32_t sct__peel_cut(sct__pside *p, const sct__pside *o, uint32_t body_len, uint64_t *c, int *cut) {
    uint32_t i, j = 0, np = 0, n0;
    uint64_t u, e, v;
    int in;
    *cut = 0;
    for (i = 0; i < p->k; i++) {
        for (n0 = np, u = p->at[i], e = u + p->a[i]; u < e; u = v) {
            while (j < o->k && o->at[j] + o->a[j] <= u) j++;
            in = j < o->k && o->at[j] <= u;
            v = j == o->k ? e : in ? o->at[j] + o->a[j] : o->at[j];
            if (v > e) v = e;
            sct__peel_add(c, &np, v - u, body_len, in);
        }
        p->nr[i] = np - n0;
        *cut |= p->nr[i] != 1 || !(c[n0] & SCT__PIECE_LOOP);
    }
    return np;
}

/* Peel loop id (entries on both sides, none in a body; p: room for two
   sides): each entry of a side that is cut gets its runs at c + p0[entry],
   nr[entry] of them (from *used on), and the side's ranks its pieces' trip
   counts. 1 when anything was cut, 0 not, -1 out of memory. mark: per node,
   zeros (left so). */
static int sct__mt_peel_node(sct__mt *t, uint32_t id, uint32_t na, const sct__msides *sd, sct__pside *p,
                             uint8_t *mark, uint64_t *c, uint32_t *used, uint32_t *p0, uint32_t *nr) {
    const sct__mnode *x = &t->node[id];
    sct__pside *sh;
    uint64_t n0, n1, d;
    uint32_t s, q, i, np[2], at, base[2];
    int cut[2], any = 0;
    sct__stream st;
    if (sct__peel_side(t, id, sd, 0, 0, na, &p[0]) || sct__peel_side(t, id, sd, 1, na, t->nent, &p[1]) ||
        (p[0].k == 1 && p[1].k == 1 && p[0].a[0] == p[1].a[0]))
        return 0;
    for (q = 0; q < x->body_len; q++) mark[t->body[x->body_off + q]] = 1;
    sct__peel_ends(t, x->body_len, mark, &p[0]);
    sct__peel_ends(t, x->body_len, mark, &p[1]);
    for (q = 0; q < x->body_len; q++) mark[t->body[x->body_off + q]] = 0;
    if (p[0].k == 1 && p[1].k == 1 && !p[0].hb && !p[0].ha && !p[1].hb && !p[1].ha)
        return 0; /* just other trip counts: they stay so */
    sct__peel_fit(&p[0], &p[1]);
    sct__peel_fit(&p[1], &p[0]);
    n0 = sct__peel_place(&p[0], p[0].pre) + p[0].post;
    n1 = sct__peel_place(&p[1], p[1].pre) + p[1].post;
    sh = &p[n0 < n1 ? 0 : 1];
    d = n0 < n1 ? n1 - n0 : n0 - n1;
    if (d && !sh->pre && !sh->post && sh->hb > sh->ha) sct__peel_place(sh, d); /* its extra steps came first */
    for (s = 0, at = *used; s < 2; s++) { /* both sides' runs, then the other variants checked */
        base[s] = at;
        np[s] = sct__peel_cut(&p[s], &p[1 - s], x->body_len, c + at, &cut[s]);
        at += cut[s] ? np[s] : 0;
        for (q = 0; cut[s] && q < p[s].nv; q++)
            if (p[s].vars[q] != p[s].var && sct__peel_var(t, id, &p[s], c + base[s], p[s].vars[q], 1)) return 0;
    }
    for (s = 0; s < 2; s++) {
        if (!cut[s]) continue;
        memset(&st, 0, sizeof st);
        for (i = 0, at = base[s]; i < p[s].k; at += p[s].nr[i++]) {
            p0[p[s].pos[i]] = at;
            nr[p[s].pos[i]] = p[s].nr[i];
        }
        for (q = 0; q < np[s]; q++)
            if (c[base[s] + q] & SCT__PIECE_LOOP)
                sct__stream_push(t->m, &st, (int64_t)(c[base[s] + q] & ~SCT__PIECE_LOOP));
        if (sct__mt_setcounts(t, &t->list[x->list0].v[p[s].var], &st)) return -1;
        for (q = 0; q < p[s].nv; q++)
            if (p[s].vars[q] != p[s].var && sct__peel_var(t, id, &p[s], c + base[s], p[s].vars[q], 0)) return -1;
        *used = base[s] + np[s];
        any = 1;
    }
    return any;
}

/* Before aligning entries [0, *na) with [*na, nent): peel the loops worth it
   (sct__mt_peel_node), each entry cut replaced by its runs (each with the
   entry's ranks). */
static int sct__mt_peel(sct__mt *t, uint32_t *na) {
    sct__msides sd;
    uint32_t *refs = sct__mt_refs(t), *p0 = NULL, *nr = NULL, i, j, id, used = 0, capc = 0, n = 0, cap = 0, nat = *na;
    uint8_t *mark = NULL;
    uint64_t *c = NULL, total = 0, q, k;
    sct__pside *p = NULL;
    sct__mentry *out = NULL;
    int rc = -1, any = 0, r;
    memset(&sd, 0, sizeof sd);
    if (!refs || sct__mt_sides(t, *na, &sd) || !(mark = (uint8_t *)sct__calloc(t->m, (size_t)t->nnode + 1)) ||
        !(p = (sct__pside *)sct__alloc(t->m, 2 * sizeof *p)) ||
        !(p0 = (uint32_t *)sct__alloc(t->m, ((size_t)t->nent + 1) * 4)) ||
        !(nr = (uint32_t *)sct__calloc(t->m, ((size_t)t->nent + 1) * 4)))
        goto done;
    for (id = 0; id < t->nnode; id++) {
        const uint32_t *u = sd.num + 2 * id;
        if (t->node[id].kind != SCT__LOOP || !u[0] || !u[1] || refs[id] != u[0] + u[1] || u[0] > SCT__PEEL_MAX ||
            u[1] > SCT__PEEL_MAX)
            continue;
        if (SCT__GROW(t->m, c, capc, (uint64_t)used + 3 * ((uint64_t)u[0] + u[1]) + 2) ||
            (r = sct__mt_peel_node(t, id, *na, &sd, p, mark, c, &used, p0, nr)) < 0)
            goto done;
        any |= r;
    }
    rc = 0;
    if (!any) goto done;
    rc = -1;
    for (i = 0; i < t->nent; i++)
        for (j = 0, total += !nr[i]; j < nr[i]; j++) {
            q = c[p0[i] + j];
            total += q & SCT__PIECE_LOOP ? 1 : q * t->node[t->ent[i].node].body_len;
        }
    if (total >= UINT32_MAX || SCT__GROW(t->m, out, cap, total + 1)) goto done;
    for (i = 0; i < t->nent; i++) {
        const sct__mnode *x = &t->node[t->ent[i].node];
        if (!nr[i]) out[n++] = t->ent[i];
        for (j = 0; j < nr[i]; j++) {
            q = c[p0[i] + j];
            for (k = 0; k < (q & SCT__PIECE_LOOP ? 1 : q * x->body_len); k++) {
                out[n].node = q & SCT__PIECE_LOOP ? t->ent[i].node : t->body[x->body_off + k % x->body_len];
                out[n++].rl = t->ent[i].rl;
            }
        }
        if (i + 1 == *na) nat = n;
    }
    sct__mt_set_entries(t, out, n, cap, na, nat);
    out = NULL;
    rc = 0;
done:
    sct__msides_free(t, &sd);
    sct__free(t->m, out);
    sct__free(t->m, refs);
    sct__free(t->m, p0);
    sct__free(t->m, nr);
    sct__free(t->m, mark);
    sct__free(t->m, c);
    sct__free(t->m, p);
    return rc;
}

/* ---- rotating a loop to the other side's phase (issue 36) --------------------

   A loop starts where its body first repeats, so one time step can fold at
   another phase: a rank whose step a call of its own cut mid-body folds the
   steps after it from there, [A B C]^5 A B X [C A B]^14 C, and a rank that
   enters the steps at B folds [B C A]^100 B C where the others fold
   [A B C]^100. The loops are different nodes and pair with nothing (a loop
   of steps against the same steps written out was even unrolled). Below
   precision 100, before the peel, a top-level loop that only one side has
   is turned to the phase of a loop of the other side whose body is a
   rotation of its own: with P its first r body nodes and Q the others,
   (P Q)^m = P (Q P)^(m-1) Q, and when the P that follows it or the Q that
   precedes it (under the same ranks) is taken in, (P Q)^m P = P (Q P)^m and
   Q (P Q)^m = (Q P)^m Q, no entry more. The loops of one body at several
   phases (on one side or both) all turn to one of them: the one with the
   most entries, or else the one that the others take the fewest entries to
   turn into; the rotations of one merge add at most SCT__MERGE_UNROLL
   entries. Lossless: the calls keep their order, and each side's trip
   counts of the loop they turn into are, entry by entry, its own and the
   rotated loops'. */
#define SCT__ROT_SCAN 16 /* the most loops of one rotation-invariant key compared */

typedef struct sct__rot {
    /* a source: node's entries on side `side` turn into record `to`'s node,
       by r (body[r..) body[..r)); a target (to = UINT32_MAX): node on that
       side, with var its variant for the side's ranks rl (UINT32_MAX: none
       yet) and st its new trip counts there */
    uint32_t node, side, to, r, rl, var;
    uint32_t v, at; /* its old trip counts on the side: vals[v..], the next at v + at */
    sct__stream st;
} sct__rot;

typedef struct sct__rkey {
    uint64_t key;
    uint32_t id;
} sct__rkey;

static int sct__rkey_cmp(const void *a, const void *b) {
    const sct__rkey *x = (const sct__rkey *)a, *y = (const sct__rkey *)b;
    return x->key != y->key ? (x->key < y->key ? -1 : 1) : (x->id > y->id) - (x->id < y->id);
}

/* The same for every rotation of loop x's body. */
static uint64_t sct__mt_cycle_key(const sct__mt *t, uint32_t x) {
    const sct__mnode *n = &t->node[x];
    uint64_t k = n->body_len;
    uint32_t j;
    for (j = 0; j < n->body_len; j++) k += sct__mix(t->node[t->body[n->body_off + j]].hash);
    return k;
}

/* r such that y's body is x's from r on, then x's first r nodes (0 < r <
   length); 0 when it is no rotation of x's. O(length): the rotations'
   polynomial hashes roll, and only a match is compared. */
static uint32_t sct__mt_rotation(const sct__mt *t, uint32_t x, uint32_t y) {
    const uint32_t *a = t->body + t->node[x].body_off, *b = t->body + t->node[y].body_off;
    uint32_t n = t->node[x].body_len, r, j;
    uint64_t ha = 0, hb = 0, top = 1;
    if (t->node[y].body_len != n) return 0;
    for (j = 0; j < n; j++) {
        ha = ha * SCT__POLY_BASE + t->node[a[j]].hash;
        hb = hb * SCT__POLY_BASE + t->node[b[j]].hash;
        if (j) top *= SCT__POLY_BASE;
    }
    for (r = 1; r < n; r++) { /* ha: a's rotation by r - 1 */
        ha = (ha - t->node[a[r - 1]].hash * top) * SCT__POLY_BASE + t->node[a[r - 1]].hash;
        if (ha != hb) continue;
        for (j = 0; j < n && a[(r + j) % n] == b[j]; j++) {
        }
        if (j == n) return r;
    }
    return 0;
}

/* Do entries e[0, n) hold the nodes ids[0, n) under ranks rl? */
static int sct__ents_are(const sct__mentry *e, const uint32_t *ids, uint32_t n, uint32_t rl) {
    uint32_t j;
    for (j = 0; j < n && e[j].node == ids[j] && e[j].rl == rl; j++) {
    }
    return j == n;
}

/* The entries that rotating loop x by r on side s adds: none for an entry
   whose P follows it or whose Q precedes it, else length - 1. */
static uint64_t sct__rot_cost(const sct__mt *t, const sct__msides *sd, uint32_t x, uint32_t r, uint32_t s,
                              uint32_t na) {
    const uint32_t *b = t->body + t->node[x].body_off, *ix = sd->ix + sd->at[2 * x + s];
    uint32_t n = t->node[x].body_len, lo = s ? na : 0, hi = s ? t->nent : na, k, i;
    uint64_t cost = 0;
    for (k = 0; k < sd->num[2 * x + s]; k++) {
        i = ix[k];
        if (!(i + r < hi && sct__ents_are(t->ent + i + 1, b, r, t->ent[i].rl)) &&
            !(i >= lo + n - r && sct__ents_are(t->ent + i - (n - r), b + r, n - r, t->ent[i].rl)))
            cost += n - 1;
    }
    return cost;
}

/* Node id's trip counts on side s, ranks rl, into a new record of ro (which
   has room): one exact variant, value by value (UINT32_MAX: no such
   variant, or, when id has no entries on the side, a variant holding some
   of these ranks). Their values go to *vals. */
static uint32_t sct__rot_record(sct__mt *t, const sct__msides *sd, uint32_t id, uint32_t s, uint32_t rl, sct__rot *ro,
                                uint32_t *nro, uint64_t **vals, uint32_t *nv, uint32_t *capv) {
    uint32_t k = 2 * id + s, n = 0, i;
    const sct__mlist *l = &t->list[t->node[id].list0];
    sct__rot *p = &ro[*nro];
    memset(p, 0, sizeof *p);
    p->node = id;
    p->side = s;
    p->rl = rl;
    p->to = UINT32_MAX;
    p->var = UINT32_MAX;
    p->v = *nv;
    if (SCT__GROW(t->m, *vals, *capv, (uint64_t)*nv + SCT__PEEL_MAX)) return UINT32_MAX;
    if (sd->num[k]) {
        if (!sd->one[k] || t->ent[sd->ix[sd->at[k]]].rl != rl ||
            sct__mt_counts(t, id, sct__mt_rl(t, rl), *vals + *nv, SCT__PEEL_MAX, &n, &p->var) || n != sd->num[k])
            return UINT32_MAX;
    } else {
        for (i = 0; i < l->n; i++)
            if (sct__rl_common(&l->v[i].rl, sct__mt_rl(t, rl), sct__mt_rl(t, rl))) return UINT32_MAX;
    }
    *nv += n;
    return (*nro)++;
}

/* A new exact variant of list l for ranks rl, joined after the alignment as
   the trip counts parsed then are (sct__mt_rejoin); its values: *st's. */
static int sct__mt_newcounts(sct__mt *t, sct__mlist *l, const sct_ranklist *rl, sct__stream *st) {
    sct__mvar *v;
    if (SCT__GROW(t->m, l->v, l->cap, (uint64_t)l->n + 1)) return -1;
    v = &l->v[l->n];
    memset(v, 0, sizeof *v);
    if (sct__rl_copy(t->m, &v->rl, rl)) {
        sct__rl_free(t->m, &v->rl);
        return -1;
    }
    v->later = 1;
    l->n++;
    return sct__mt_setcounts(t, v, st);
}

/* Rotate the loops of one group, m[0, n) (at most SCT__ROT_SCAN, of one
   rotation-invariant key), into one phase: of those whose body is a rotation
   of m[0]'s, the loop with the most entries, or that adds the fewest to
   rotate the others into it, or the first. Each other one's entries on each
   side become source records of the target record of that loop on that side
   (in ro, room for 2 n^2 more): rix[2 id + s] is loop id's source record on
   side s, rix[2 nnode + 2 id + s] its target record. */
static void sct__rot_group(sct__mt *t, const sct__msides *sd, uint32_t na, const sct__rkey *m, uint32_t n,
                           uint32_t *rix, sct__rot *ro, uint32_t *nro, uint64_t *budget, uint64_t **vals, uint32_t *nv,
                           uint32_t *capv) {
    uint32_t r0[SCT__ROT_SCAN], L = t->node[m[0].id].body_len, i, j, s, y = UINT32_MAX, rl, tg, src, r, ok = 0,
                                  *tr = rix + 2 * t->nnode;
    uint64_t cost[SCT__ROT_SCAN], c, best = 0, most = 0;
    for (i = 0; i < n; i++) {
        r0[i] = i ? sct__mt_rotation(t, m[0].id, m[i].id) : 0;
        ok += !i || r0[i];
    }
    if (ok < 2) return;
    for (j = 0; j < n; j++) { /* the target: most entries, then fewest added */
        const uint32_t *u = sd->num + 2 * m[j].id;
        if (j && !r0[j]) continue;
        for (cost[j] = 0, i = 0; i < n; i++)
            for (s = 0; i != j && (!i || r0[i]) && s < 2; s++)
                if (sd->num[2 * m[i].id + s])
                    cost[j] += sct__rot_cost(t, sd, m[i].id, (r0[j] + L - r0[i]) % L, s, na);
        if (y == UINT32_MAX || u[0] + u[1] > most || (u[0] + u[1] == most && cost[j] < best)) {
            y = j;
            most = u[0] + u[1];
            best = cost[j];
        }
    }
    for (i = 0; i < n; i++)
        for (s = 0; i != y && (!i || r0[i]) && s < 2; s++) {
            uint32_t x = m[i].id, id = m[y].id;
            if (!sd->num[2 * x + s] || !sd->one[2 * x + s]) continue;
            r = (r0[y] + L - r0[i]) % L;
            c = sct__rot_cost(t, sd, x, r, s, na);
            rl = t->ent[sd->ix[sd->at[2 * x + s]]].rl;
            if (c > *budget) continue;
            if ((tg = tr[2 * id + s]) == UINT32_MAX)
                tg = tr[2 * id + s] = sct__rot_record(t, sd, id, s, rl, ro, nro, vals, nv, capv);
            if (tg == UINT32_MAX || ro[tg].rl != rl ||
                (src = sct__rot_record(t, sd, x, s, rl, ro, nro, vals, nv, capv)) == UINT32_MAX)
                continue;
            ro[src].to = tg;
            ro[src].r = r;
            rix[2 * x + s] = src;
            *budget -= c;
        }
}

/* Entry e of source record p (its trip count m) appended to out[*n..)
   (room for the body and one more), the new loop's count to the target
   record's stream; side 1 starts at out[lo], and the entries after e are
   e[1, left]. Returns how many of those it took in. */
static uint32_t sct__rot_entry(sct__mt *t, const sct__rot *p, sct__rot *tg, const sct__mentry *e, uint32_t left,
                               sct__mentry *out, uint32_t *n, uint32_t lo, uint64_t m) {
    const uint32_t *b = t->body + t->node[p->node].body_off;
    uint32_t L = t->node[p->node].body_len, r = p->r, q = L - r, j;
    if (r <= left && sct__ents_are(e + 1, b, r, e->rl)) { /* (P Q)^m P = P (Q P)^m */
        for (j = 1; j <= r; j++) out[(*n)++] = e[j];
        out[*n].node = tg->node;
        out[(*n)++].rl = e->rl;
        sct__stream_push(t->m, &tg->st, (int64_t)m);
        return r;
    }
    if (*n >= lo + q && sct__ents_are(out + *n - q, b + r, q, e->rl)) { /* Q (P Q)^m = (Q P)^m Q */
        memmove(out + *n - q + 1, out + *n - q, (size_t)q * sizeof *out);
        out[*n - q].node = tg->node;
        out[*n - q].rl = e->rl;
        (*n)++;
        sct__stream_push(t->m, &tg->st, (int64_t)m);
        return 0;
    }
    for (j = 0; j < L; j++) { /* P (Q P)^(m-1) Q */
        if (j == r && m > 1) {
            out[*n].node = tg->node;
            out[(*n)++].rl = e->rl;
            sct__stream_push(t->m, &tg->st, (int64_t)m - 1);
        }
        out[*n].node = b[j];
        out[(*n)++].rl = e->rl;
    }
    return 0;
}

/* Before the peel: rotate the top-level loops of one body at several phases
   to one (sct__rot_group), each entry rewritten by
   sct__rot_entry and each side's trip counts of the loop it turns into
   rebuilt in entry order. */
static int sct__mt_rotate(sct__mt *t, uint32_t *na) {
    sct__msides sd;
    uint32_t *refs = sct__mt_refs(t), *rix = NULL, N = t->nnode, i, g, h, nc = 0, nro = 0, capro = 0, nv = 0,
             capv = 0, n = 0, cap = 0, nat = *na, lo = 0, k, s;
    uint64_t budget = SCT__MERGE_UNROLL, *vals = NULL;
    sct__rkey *cand = NULL;
    sct__rot *ro = NULL, *p;
    sct__mentry *out = NULL;
    int rc = -1, any = 0;
    memset(&sd, 0, sizeof sd);
    if (!refs || sct__mt_sides(t, *na, &sd) || !(rix = (uint32_t *)sct__alloc(t->m, (4 * (size_t)N + 1) * 4)) ||
        !(cand = (sct__rkey *)sct__alloc(t->m, ((size_t)N + 1) * sizeof *cand)))
        goto done;
    for (i = 0; i < 4 * N; i++) rix[i] = UINT32_MAX;
    for (i = 0; i < N; i++) {
        const uint32_t *u = sd.num + 2 * i;
        if (t->node[i].kind == SCT__LOOP && t->node[i].body_len > 1 && u[0] + u[1] && refs[i] == u[0] + u[1] &&
            u[0] <= SCT__PEEL_MAX && u[1] <= SCT__PEEL_MAX) {
            cand[nc].key = sct__mt_cycle_key(t, i);
            cand[nc++].id = i;
        }
    }
    qsort(cand, nc, sizeof *cand, sct__rkey_cmp);
    for (g = 0; g < nc; g = h) {
        for (h = g + 1; h < nc && cand[h].key == cand[g].key; h++) {
        }
        k = h - g < SCT__ROT_SCAN ? h - g : SCT__ROT_SCAN;
        if (k < 2) continue;
        if (SCT__GROW(t->m, ro, capro, (uint64_t)nro + 2 * k * k)) goto done;
        sct__rot_group(t, &sd, *na, cand + g, k, rix, ro, &nro, &budget, &vals, &nv, &capv);
    }
    for (k = 0; k < nro; k++) any |= ro[k].to != UINT32_MAX;
    rc = 0;
    if (!any) goto done;
    rc = -1;
    for (i = 0; i < t->nent; i++) {
        const sct__mentry *e = &t->ent[i];
        s = i >= *na;
        if (i == *na) nat = lo = n;
        if (SCT__GROW(t->m, out, cap, (uint64_t)n + t->node[e->node].body_len + 2)) goto done;
        if ((k = rix[2 * e->node + s]) != UINT32_MAX) {
            p = &ro[k];
            i += sct__rot_entry(t, p, &ro[p->to], e, (s ? t->nent : *na) - 1 - i, out, &n, lo, vals[p->v + p->at++]);
            continue;
        }
        if ((k = rix[2 * N + 2 * e->node + s]) != UINT32_MAX) {
            p = &ro[k];
            sct__stream_push(t->m, &p->st, (int64_t)vals[p->v + p->at++]);
        }
        out[n++] = *e;
    }
    if (*na == t->nent) nat = n;
    for (k = 0; k < nro; k++) {
        sct__mlist *l = &t->list[t->node[ro[k].node].list0];
        if (ro[k].to != UINT32_MAX || !ro[k].st.count) continue; /* a source, or a target left unused */
        if (ro[k].var != UINT32_MAX ? sct__mt_setcounts(t, &l->v[ro[k].var], &ro[k].st)
                                    : sct__mt_newcounts(t, l, sct__mt_rl(t, ro[k].rl), &ro[k].st))
            goto done;
    }
    sct__mt_set_entries(t, out, n, cap, na, nat);
    out = NULL;
    rc = 0;
done:
    for (k = 0; k < nro; k++) sct__stream_free(t->m, &ro[k].st);
    sct__msides_free(t, &sd);
    sct__free(t->m, refs);
    sct__free(t->m, rix);
    sct__free(t->m, cand);
    sct__free(t->m, ro);
    sct__free(t->m, vals);
    sct__free(t->m, out);
    return rc;
}

/* ---- loops nested in the bodies of two loops being merged (issue 36) ----------

   The inner loop of a time step folds at another phase, or in pieces, on a
   rank whose every outer iteration makes a call of its own inside it: one
   rank's outer body is [n x [A B C], D], another's [A, X, m x [B C A], B,
   C, D] or [k x [A B C], A, X, m x [B C A], B, C, D]. Two such outer loops
   merge (sct__mt_merge_loops) only when most of their bodies pair, which
   such inner loops never do, so each rank kept an outer loop of its own.
   Before the two bodies are aligned, an inner loop that one body has at
   another phase than a loop of the other body turns to that phase, as at
   the top level (sct__mt_rotate: (P Q)^m P = P (Q P)^m, Q (P Q)^m = (Q P)^m
   Q, else P (Q P)^(m-1) Q); then an inner loop that one body has whole
   where the other has it in two pieces around g iterations written out
   (with calls of their own among them) is cut alike: m x [S] becomes
   c x [S], S written out g times, (m - c - g) x [S], c the other side's
   smallest first piece. The trip counts are rebuilt pass by pass (the i-th
   value of a rank's stream belongs to use i mod k of the body's k uses)
   for each variant of the side's ranks, exact (one rank's, or a deeper
   merge level's, of several ranks) or a histogram (a deeper level's below
   precision 100) when all its values change alike: it keeps no order, its
   count and sum come out right. Lossless: the calls keep their order and
   each rank's trip counts are its own, cut or shifted by one. Each rewrite
   is checked first and done only whole; the work is linear in the bodies
   (at most SCT__NEST_MAX long) and in the rewritten loops' values. */
#define SCT__NEST_MAX 256 /* the longest bodies whose inner loops are turned or cut */
#define SCT__NEST_ROT 8   /* the most inner loops of one body turned */

/* A use of the target loop in the new body: the value of use `use` of the
   old body's loop (src 0: the target's own, 1: the loop turned into it),
   minus sub; when first >= 0, the two values first and v - first - sub. */
typedef struct sct__nuse {
    uint8_t src;
    uint32_t use;
    int64_t first, sub;
} sct__nuse;

/* The values of variant v (exact) into *a (n of them); -1 when not exact. */
static int sct__var_values(sct__mt *t, const sct__mvar *v, int64_t **a, uint64_t *n) {
    sct__stream st;
    sct__sdec d;
    sct__in in;
    uint32_t cap = 0;
    int64_t x;
    int rc = 0;
    in.p = t->pool + v->off;
    in.end = in.p + v->len;
    in.err = 0;
    *a = NULL;
    *n = 0;
    if (sct__get_u8(&in) != SCT__VAR_EXACT || sct__stream_read(t->m, &in, &st)) return -1;
    sct__sdec_init(&d, &st);
    while (!rc && !sct__sdec_next(&st, &d, &x))
        if (*n >= UINT32_MAX - 1 || SCT__GROW(t->m, *a, cap, *n + 1)) rc = -1;
        else (*a)[(*n)++] = x;
    sct__stream_free(t->m, &st);
    return rc;
}

/* The variant of list l whose ranks are exactly rl's; UINT32_MAX none, and
   UINT32_MAX - 1 when some other variant holds some of them. */
static uint32_t sct__mlist_same(const sct__mlist *l, const sct_ranklist *rl) {
    uint32_t i, found = UINT32_MAX;
    for (i = 0; i < l->n; i++)
        if (sct__rl_same(&l->v[i].rl, rl)) found = i;
        else if (sct__rl_meets(&l->v[i].rl, rl)) return UINT32_MAX - 1;
    return found;
}

/* Histogram variant bytes[0, len) (kind byte first) with d taken from
   every value and, when first >= 0, as many values `first` more, into
   *out; -1 when a value would fall below 0. */
static int sct__nest_hist(sct__mt *t, const uint8_t *bytes, uint32_t len, int64_t d, int64_t first, int32_t rank,
                          sct__buf *out) {
    sct__hvar *a = (sct__hvar *)sct__alloc(t->m, sizeof *a), *b = (sct__hvar *)sct__calloc(t->m, sizeof *b);
    sct__in in;
    int i, rc = -1;
    in.p = bytes + 1;
    in.end = bytes + len;
    in.err = 0;
    if (a && b && !sct__hvar_read(&in, a, t->format) && !a->ntab && a->h.min >= d) {
        for (i = 0; i < a->h.nbins; i++) {
            a->h.bins[i].min -= d;
            a->h.bins[i].max -= d;
            a->h.bins[i].shift -= d; /* s1, s2 are taken around it */
        }
        a->h.min -= d;
        a->h.max -= d;
        a->h.sum -= (double)d * (double)a->h.count;
        memset(a->h.cell, 0, sizeof a->h.cell);
        rc = 0;
        if (first >= 0) {
            sct_hist_init(&b->h, t->bins);
            sct_hist_add(&b->h, first, rank);
            b->count = b->h.count = b->h.bins[0].count = a->count;
            b->h.sum = (double)first * (double)a->count;
            rc = sct__hvar_join(a, b);
        }
        if (!rc) sct__hvar_write(out, a);
    }
    sct__free(t->m, a);
    sct__free(t->m, b);
    return rc || out->err ? -1 : 0;
}

/* Rebuild loop y's trip counts for the ranks rs of one body: per pass, the
   k uses w[0, k) (kt of y's old ones, kx of loop x's). Each variant of x
   (or of y when kx = 0) meeting rs must hold ranks of rs only, and y's
   for the same ranks (kt > 0) exactly those. dry: only check. 0 done, 1
   cannot, -1 out of memory. */
static int sct__nest_counts(sct__mt *t, uint32_t x, uint32_t y, const sct_ranklist *rs, const sct__nuse *w,
                            uint32_t k, uint32_t kt, uint32_t kx, int dry) {
    sct__mlist *lx = &t->list[t->node[kx ? x : y].list0], *ly = &t->list[t->node[y].list0];
    uint32_t i, j, vy, moves = 1, alike = 1;
    int rc = 0;
    for (j = 0; j < k; j++) {
        moves &= w[j].src == 1 && w[j].first < 0 && !w[j].sub;
        alike &= w[j].first == w[0].first && w[j].sub == w[0].sub;
    }
    moves &= kt == 0;
    alike &= !kx || !kt; /* one source: a histogram's values can all shift alike */
    for (i = 0; i < lx->n && !rc; i++) {
        sct__mvar *v = &lx->v[i];
        int64_t *ax = NULL, *ay = NULL;
        uint64_t nx = 0, ny = 0, p, passes;
        sct__stream out;
        sct__buf b;
        if (!sct__rl_meets(&v->rl, rs)) continue;
        if (sct__rl_common(&v->rl, rs, rs) != sct_ranklist_count(&v->rl)) return 1;
        if (!kx) vy = i;
        else if (kt) vy = sct__mlist_same(ly, &v->rl);
        else vy = sct__mlist_meets(ly, &v->rl) ? UINT32_MAX - 1 : UINT32_MAX;
        if (vy == UINT32_MAX - 1 || (kx && kt && vy == UINT32_MAX)) return 1;
        if (moves) { /* any variant moves as it is (a copy: addvar may move the pool) */
            uint8_t *c = dry ? NULL : (uint8_t *)sct__alloc(t->m, (size_t)v->len + 1);
            if (!dry && !c) return -1;
            if (!dry) {
                memcpy(c, t->pool + v->off, v->len);
                sct__mt_addvar(t, ly, &v->rl, c, v->len, SCT_ROLE_COUNT);
            }
            sct__free(t->m, c);
            continue;
        }
        memset(&out, 0, sizeof out);
        memset(&b, 0, sizeof b);
        b.m = t->m;
        if (alike && v->len && t->pool[v->off] == SCT__VAR_HIST) { /* no order to keep */
            int64_t f = w[0].first;
            rc = sct__nest_hist(t, t->pool + v->off, v->len, (f >= 0 ? f : 0) + w[0].sub, f,
                                sct_ranklist_next(&v->rl, -1), &b) ? 1 : 0;
            if (!rc && !dry) {
                if (vy != UINT32_MAX) rc = sct__mt_rebytes(t, &ly->v[vy], b.p, b.n);
                else sct__mt_addvar(t, ly, &v->rl, b.p, b.n, SCT_ROLE_COUNT);
            }
            sct__free(t->m, b.p);
            continue;
        }
        if (sct__var_values(t, v, kx ? &ax : &ay, kx ? &nx : &ny) ||
            (kx && kt && sct__var_values(t, &ly->v[vy], &ay, &ny)))
            rc = 1;
        passes = kx ? nx / kx : ny / kt;
        if (!rc && ((kx && nx != passes * kx) || (kt && ny != passes * kt))) rc = 1; /* used elsewhere too */
        for (p = 0; !rc && p < passes; p++)
            for (j = 0; !rc && j < k; j++) {
                int64_t val = w[j].src ? ax[p * kx + w[j].use] : ay[p * kt + w[j].use];
                int64_t rest = val - (w[j].first >= 0 ? w[j].first : 0) - w[j].sub;
                if (rest < 0) rc = 1;
                else if (!dry) {
                    if (w[j].first >= 0) sct__stream_push(t->m, &out, w[j].first);
                    sct__stream_push(t->m, &out, rest);
                }
            }
        sct__free(t->m, ax);
        sct__free(t->m, ay);
        if (!rc && !dry) {
            sct__stream_flush(t->m, &out);
            sct__put_u8(&b, SCT__VAR_EXACT);
            sct__stream_write(&b, &out);
            if (b.err || out.err) rc = -1;
            else if (vy != UINT32_MAX) rc = sct__mt_rebytes(t, &ly->v[vy], b.p, b.n);
            else sct__mt_addvar(t, ly, &v->rl, b.p, b.n, SCT_ROLE_COUNT);
            sct__free(t->m, b.p);
        }
        sct__stream_free(t->m, &out);
    }
    return rc || !t->err ? rc : -1;
}

/* How often id is in ids[0, n). */
static uint32_t sct__ids_count(const uint32_t *ids, uint32_t n, uint32_t id) {
    uint32_t i, k = 0;
    for (i = 0; i < n; i++) k += ids[i] == id;
    return k;
}

/* Entry e's loop with body nb[0, n): its node into *id; 1 when that is a
   loop these ranks use already (nothing to do), -1 out of memory. */
static int sct__nest_target(sct__mt *t, const sct__mentry *e, const uint32_t *nb, uint32_t n, uint32_t *id) {
    if ((*id = sct__mt_loop(t, nb, n)) == UINT32_MAX) return -1;
    return *id != e->node && sct__mlist_meets(&t->list[t->node[*id].list0], sct__mt_rl(t, e->rl));
}

/* Entry e's loop becomes id, with its trip counts. */
static int sct__nest_relink(sct__mt *t, sct__mentry *e, uint32_t id) {
    if (id != e->node && sct__mt_copyvars(t, t->node[id].list0, t->node[e->node].list0, sct__mt_rl(t, e->rl)))
        return -1;
    e->node = id;
    return 0;
}

/* Check (dry) or rebuild the trip counts of every loop turned in entry e's
   body B[0, n) (loop from[z] into to[z]; use[i]: the uses of body element
   i, sub[i] its shift, in the new body order nb[0, m), with pos[q] the
   old position of new element q or UINT32_MAX). 0 done, 1 cannot, -1. */
static int sct__nest_recount(sct__mt *t, const sct__mentry *e, const uint32_t *B, uint32_t n, const uint32_t *from,
                             const uint32_t *to, uint32_t nr, const uint32_t *nb, const uint32_t *pos,
                             const uint8_t *sub, uint32_t m, sct__nuse *w, int dry) {
    uint32_t z, q, k, kt, kx;
    int rc = 0;
    for (z = 0; z < nr && !rc; z++) {
        kt = sct__ids_count(B, n, to[z]);
        kx = sct__ids_count(B, n, from[z]);
        for (q = 0, k = 0; q < m; q++) {
            uint32_t i = pos[q];
            if (nb[q] != to[z]) continue;
            w[k].src = B[i] == from[z];
            w[k].use = sct__ids_count(B, i, B[i]);
            w[k].first = -1;
            w[k++].sub = sub[i];
        }
        rc = sct__nest_counts(t, from[z], to[z], sct__mt_rl(t, e->rl), w, k, kt, kx, dry);
    }
    return rc;
}

/* Turn the inner loops of entry e's body that body o has at another phase
   (at most SCT__NEST_ROT, each used in e's body only) to o's phase. 1 when
   e's loop changed, 0 not, -1 out of memory. */
static int sct__nest_rotate(sct__mt *t, sct__mentry *e, uint32_t o, const uint32_t *refs, uint32_t nref) {
    const uint32_t *B = t->body + t->node[e->node].body_off, *O = t->body + t->node[o].body_off, *P;
    uint32_t n = t->node[e->node].body_len, no = t->node[o].body_len, from[SCT__NEST_ROT], to[SCT__NEST_ROT],
             rot[SCT__NEST_ROT], nr = 0, i, j, z, r, L, q, m = 0, capn = 0, capp = 0, *nb = NULL, *pos = NULL, id;
    uint8_t *sub = NULL;
    sct__nuse *w = NULL;
    int rc = 0;
    if (n > SCT__NEST_MAX || no > SCT__NEST_MAX) return 0;
    for (i = 0; i < n && nr < SCT__NEST_ROT; i++) {
        uint32_t a = B[i];
        if (t->node[a].kind != SCT__LOOP || t->node[a].body_len < 2 || a >= nref || sct__ids_count(B, i, a) ||
            refs[a] != sct__ids_count(B, n, a) || sct__ids_count(O, no, a))
            continue;
        for (j = 0; j < no; j++)
            if (t->node[O[j]].kind == SCT__LOOP && O[j] != a && (r = sct__mt_rotation(t, a, O[j])) != 0 &&
                (!sct__ids_count(B, n, O[j]) ||
                 (O[j] < nref && refs[O[j]] == sct__ids_count(B, n, O[j]) + sct__ids_count(O, no, O[j])))) {
                from[nr] = a;
                to[nr] = O[j];
                rot[nr++] = r;
                break;
            }
    }
    if (!nr) return 0;
    sub = (uint8_t *)sct__calloc(t->m, (size_t)n + 1);
    if (!sub) return -1;
    for (i = 0; i < n && !rc; i++) { /* the new body, and where each element came from */
        for (z = 0; z < nr && from[z] != B[i]; z++) {
        }
        L = z < nr ? t->node[B[i]].body_len : 0;
        if (SCT__GROW(t->m, nb, capn, (uint64_t)m + L + 2) || SCT__GROW(t->m, pos, capp, (uint64_t)m + L + 2)) {
            rc = -1;
            break;
        }
        if (z == nr) {
            pos[m] = i;
            nb[m++] = B[i];
            continue;
        }
        P = t->body + t->node[B[i]].body_off;
        r = rot[z];
        q = L - r;
        if (i + r < n && !memcmp(B + i + 1, P, (size_t)r * 4)) { /* (P Q)^m P = P (Q P)^m */
            for (j = 0; j < r; j++, m++) {
                pos[m] = i + 1 + j;
                nb[m] = P[j];
            }
            pos[m] = i;
            nb[m++] = to[z];
            i += r;
        } else if (m >= q && !memcmp(nb + m - q, P + r, (size_t)q * 4)) { /* Q (P Q)^m = (Q P)^m Q */
            memmove(nb + m - q + 1, nb + m - q, (size_t)q * 4);
            memmove(pos + m - q + 1, pos + m - q, (size_t)q * 4);
            pos[m - q] = i;
            nb[m - q] = to[z];
            m++;
        } else { /* P (Q P)^(m-1) Q */
            sub[i] = 1;
            for (j = 0; j < L; j++, m++) {
                if (j == r) {
                    pos[m] = i;
                    nb[m++] = to[z];
                }
                pos[m] = UINT32_MAX;
                nb[m] = P[j];
            }
        }
    }
    w = rc ? NULL : (sct__nuse *)sct__alloc(t->m, ((size_t)m + 1) * sizeof *w);
    if (!rc && !w) rc = -1;
    if (!rc) rc = sct__nest_target(t, e, nb, m, &id);
    B = t->body + t->node[e->node].body_off; /* the target may have moved the bodies */
    if (!rc) rc = sct__nest_recount(t, e, B, n, from, to, nr, nb, pos, sub, m, w, 1);
    if (!rc) rc = sct__nest_recount(t, e, B, n, from, to, nr, nb, pos, sub, m, w, 0);
    if (!rc) rc = sct__nest_relink(t, e, id) ? -1 : 2;
    rc = rc < 0 ? -1 : rc == 2; /* 1 (cannot) is 0 here */
    sct__free(t->m, nb);
    sct__free(t->m, pos);
    sct__free(t->m, sub);
    sct__free(t->m, w);
    return rc;
}

/* How often loop u (UINT32_MAX none) has y in its body. */
static uint32_t sct__nest_uses(const sct__mt *t, uint32_t u, uint32_t y) {
    return u == UINT32_MAX ? 0 : sct__ids_count(t->body + t->node[u].body_off, t->node[u].body_len, y);
}

/* The one trip count that every variant of loop z meeting ranks rs holds
   (exact or a histogram of one value); 0 when none. */
static int64_t sct__nest_const(sct__mt *t, uint32_t z, const sct_ranklist *rs) {
    const sct__mlist *l = &t->list[t->node[z].list0];
    int64_t r = -1, lo, hi;
    uint32_t i;
    for (i = 0; i < l->n; i++) {
        if (!sct__rl_meets(&l->v[i].rl, rs)) continue;
        if (sct__var_range(t->m, t->pool + l->v[i].off, l->v[i].len, t->format, &lo, &hi) || lo != hi ||
            (r >= 0 && lo != r))
            return 0;
        r = lo;
    }
    return r > 0 ? r : 0;
}

/* Unroll the inner loop of entry e's body (used there once and nowhere
   else) that runs the same few trips every time for e's ranks and that
   body o lacks while it holds the loop's first node, [2 x [L X]] against
   [L X L]: its trips become its body written out, which the inner loops'
   values (read in execution order) do not notice. The loop into *u. 1 when
   e's loop changed, 0 not, -1 out of memory. */
static int sct__nest_unroll(sct__mt *t, sct__mentry *e, uint32_t o, const uint32_t *refs, uint32_t nref,
                            uint32_t *u) {
    const uint32_t *B = t->body + t->node[e->node].body_off, *O = t->body + t->node[o].body_off, *Z;
    uint32_t n = t->node[e->node].body_len, no = t->node[o].body_len, i, j, q, z = 0, L = 0, m = 0, id, *nb;
    int64_t r = 0;
    int rc;
    if (n > SCT__NEST_MAX || no > SCT__NEST_MAX) return 0;
    for (i = 0; i < n; i++) {
        z = B[i];
        L = t->node[z].body_len;
        if (t->node[z].kind == SCT__LOOP && z < nref && refs[z] == 1 && !sct__ids_count(O, no, z) &&
            (r = sct__nest_const(t, z, sct__mt_rl(t, e->rl))) > 1 && r * L <= SCT__NEST_ROT * 2 &&
            n + r * L <= SCT__NEST_MAX) {
            uint32_t y = t->body[t->node[z].body_off], ko = sct__ids_count(O, no, y),
                     kb = sct__ids_count(B, n, y) + (uint32_t)r * sct__ids_count(t->body + t->node[z].body_off, L, y);
            if (ko && ko + 1 >= kb && ko <= kb + 1) break; /* then as many pieces, or one more on a side */
        }
    }
    if (i == n) return 0;
    if (!(nb = (uint32_t *)sct__alloc(t->m, ((size_t)n + (size_t)r * L) * 4))) return -1;
    Z = t->body + t->node[z].body_off;
    for (j = 0; j < n; j++)
        if (j != i) nb[m++] = B[j];
        else
            for (q = 0; q < r * L; q++) nb[m++] = Z[q % L];
    rc = sct__nest_target(t, e, nb, m, &id);
    if (!rc) rc = sct__nest_relink(t, e, id) ? -1 : 2;
    sct__free(t->m, nb);
    if (rc == 2) *u = z;
    return rc < 0 ? -1 : rc == 2;
}

/* Cut the inner loop that entry e's body has k times, and entry eo's body
   k + 1 times, its first two pieces around at most SCT__PEEL_OUT iterations
   written out (calls of their own among them), into one piece more: e's
   first piece into eo's first and the rest (so two pieces against one, or
   three against two, pair one by one). a0, b0: the two loops as refs
   counted them (before this merge turned their inner loops), u[0, 2) the
   loops it unrolled in them (UINT32_MAX none). 1 done, 0 not, -1 out of
   memory. */
static int sct__nest_cut(sct__mt *t, sct__mentry *e, const sct__mentry *eo, const uint32_t *refs, uint32_t nref,
                         uint32_t a0, uint32_t b0, const uint32_t *u) {
    const sct__mnode *x = &t->node[e->node], *xo = &t->node[eo->node];
    const uint32_t *B = t->body + x->body_off, *O = t->body + xo->body_off, *S;
    const sct__mlist *l;
    uint32_t n = x->body_len, no = xo->body_len, i, j, q, y = 0, L, held = 0, g, i1 = 0, i2 = 0, m = 0, id, k = 0;
    uint32_t *nb = NULL;
    int64_t c = -1, lo, hi;
    sct__nuse *w = NULL;
    int rc;
    if (n > SCT__NEST_MAX || no > SCT__NEST_MAX) return 0;
    for (j = 0; j < n; j++) {
        y = B[j];
        k = sct__ids_count(B, n, y);
        if (t->node[y].kind == SCT__LOOP && y < nref && !sct__ids_count(B, j, y) && sct__ids_count(O, no, y) == k + 1 &&
            refs[y] == sct__ids_count(t->body + t->node[a0].body_off, t->node[a0].body_len, y) +
                           sct__ids_count(t->body + t->node[b0].body_off, t->node[b0].body_len, y) +
                           sct__nest_uses(t, u[0], y) + sct__nest_uses(t, u[1], y))
            break;
    }
    if (j == n) return 0;
    for (i1 = 0; O[i1] != y; i1++) {
    }
    for (i2 = i1 + 1; O[i2] != y; i2++) {
    }
    L = t->node[y].body_len;
    S = t->body + t->node[y].body_off;
    if (i2 - i1 - 1 > (SCT__PEEL_OUT + 1) * L + SCT__PEEL_OUT) return 0;
    for (i = i1 + 1; i < i2; i++) held += sct__ids_count(S, L, O[i]) != 0;
    if ((g = (held + L / 2) / L) > SCT__PEEL_OUT) return 0;
    l = &t->list[t->node[y].list0]; /* the other side's smallest first piece */
    for (i = 0; i < l->n; i++) {
        int64_t *a = NULL;
        uint64_t na = 0, p;
        if (!sct__rl_meets(&l->v[i].rl, sct__mt_rl(t, eo->rl))) continue;
        if (!sct__var_values(t, &l->v[i], &a, &na))
            for (p = 0; p < na; p += k + 1) c = c < 0 || a[p] < c ? a[p] : c;
        else if (!sct__var_range(t->m, t->pool + l->v[i].off, l->v[i].len, t->format, &lo, &hi))
            c = c < 0 || lo < c ? lo : c;
        sct__free(t->m, a);
    }
    if (c < 0) return 0;
    nb = (uint32_t *)sct__alloc(t->m, ((size_t)n + (size_t)g * L + 2) * 4);
    w = (sct__nuse *)sct__calloc(t->m, ((size_t)k + 1) * sizeof *w);
    rc = nb && w ? 0 : -1;
    for (i = 0; !rc && i < n; i++) {
        nb[m++] = B[i];
        for (q = 0; i == j && q < g * L; q++) nb[m++] = S[q % L];
        if (i == j) nb[m++] = y;
    }
    for (i = 0; !rc && i < k; i++) { /* old use i: the first is cut at c, around g written out */
        w[i].use = i;
        w[i].first = i ? -1 : c;
        w[i].sub = i ? 0 : g;
    }
    if (!rc) rc = sct__nest_target(t, e, nb, m, &id);
    if (!rc) rc = sct__nest_counts(t, y, y, sct__mt_rl(t, e->rl), w, k, k, 0, 1);
    if (!rc) rc = sct__nest_counts(t, y, y, sct__mt_rl(t, e->rl), w, k, k, 0, 0);
    if (!rc) rc = sct__nest_relink(t, e, id) ? -1 : 2;
    rc = rc < 0 ? -1 : rc == 2;
    sct__free(t->m, nb);
    sct__free(t->m, w);
    return rc;
}

/* Before the bodies of top-level loops ea and eb are aligned: unroll the
   short inner loops of one whose body the other has written out, turn the
   inner loops of one to the other's phases (the second's, or else the
   first's), then cut an inner loop that one has in k pieces into the
   other's k + 1. refs: the uses of nodes below nref. */
static int sct__mt_nest_fit(sct__mt *t, sct__mentry *ea, sct__mentry *eb, const uint32_t *refs, uint32_t nref) {
    uint32_t a0 = ea->node, b0 = eb->node, u[2] = {UINT32_MAX, UINT32_MAX};
    int rc = sct__nest_unroll(t, ea, eb->node, refs, nref, &u[0]);
    if (rc >= 0) rc = sct__nest_unroll(t, eb, ea->node, refs, nref, &u[1]);
    if (rc >= 0) rc = sct__nest_rotate(t, eb, ea->node, refs, nref);
    if (!rc) rc = sct__nest_rotate(t, ea, eb->node, refs, nref);
    if (rc >= 0) rc = sct__nest_cut(t, ea, eb, refs, nref, a0, b0, u);
    if (!rc) rc = sct__nest_cut(t, eb, ea, refs, nref, a0, b0, u);
    return rc < 0 ? -1 : 0;
}

/* Before aligning entries [0, *na) with [*na, nent) below precision 100:
   loops that one side has at another phase turn to the other's
   (sct__mt_rotate); a loop that one side has where the other has its body
   written out is unrolled (sct__mt_unroll), which may show loops at the
   top level to rotate and peel; loops that both sides have are cut into
   each other's pieces (sct__mt_peel); what is left of them with other trip
   counts is unrolled when short. */
static int sct__mt_reshape(sct__mt *t, uint32_t *na) {
    uint32_t n = t->nent;
    if (sct__mt_rotate(t, na) || sct__mt_unroll(t, na, 0)) return -1;
    if (t->nent != n && sct__mt_rotate(t, na)) return -1;
    return sct__mt_peel(t, na) || sct__mt_unroll(t, na, 1) ? -1 : 0;
}

/* Merge the entries of t (a[0..na), already in t) with those just parsed
   into t behind them (b = t->ent[na..)): matched entries share one entry
   with both rank lists; the others keep their order under their own.
   a[0..done) already took the ranks of b's first entries (t->paired), which
   the parse did not keep: what is left of a aligns with what b kept, in a
   buffer the size of those two only. */
static int sct__mt_align(sct__mt *t, uint32_t na, uint32_t done) {
    uint32_t nb, pre = 0, suf = 0, i, j, n = 0, cap = 0, u;
    sct__mentry *a, *b, *out = NULL;
    uint32_t *an = NULL, *bn = NULL, *match = NULL;
    uint8_t *from = NULL;
    int rc = -1;
    if (t->tolerance > 0 && !t->as_stored && sct__mt_reshape(t, &na)) return -1;
    nb = t->nent - na;
    if (!nb || done == na) return 0; /* what b kept follows a */
    a = t->ent + done;
    b = t->ent + na;
    na -= done;
    while (pre < na && pre < nb && a[pre].node == b[pre].node) pre++;
    while (suf < na - pre && suf < nb - pre && a[na - 1 - suf].node == b[nb - 1 - suf].node) suf++;
    an = (uint32_t *)sct__alloc(t->m, ((size_t)na + 1) * 4);
    bn = (uint32_t *)sct__alloc(t->m, ((size_t)nb + 1) * 4);
    match = (uint32_t *)sct__alloc(t->m, ((size_t)na + 1) * 4);
    from = (uint8_t *)sct__alloc(t->m, (size_t)na + nb + 1);
    if (!an || !bn || !match || !from ||
        sct__grow_from(t->m, (void **)&out, &cap, (uint64_t)na + nb + 1, sizeof *out, (uint64_t)na + nb + 1))
        goto done;
    for (i = 0; i < na; i++) an[i] = a[i].node;
    for (i = 0; i < nb; i++) bn[i] = b[i].node;
    if (sct__wlcs(t, an + pre, na - pre - suf, bn + pre, nb - pre - suf, match + pre)) goto done;
    for (i = 0; i < pre; i++) match[i] = i;
    for (i = pre; i < na - suf; i++)
        if (match[i] != UINT32_MAX) match[i] += pre;
    for (i = 0; i < suf; i++) match[na - suf + i] = nb - suf + i;
    /* walk both in order: unmatched a entries, then the b entries up to the
       next pair, then the pair as one entry with both rank lists */
    for (i = 0, j = 0; i < na || j < nb;) {
        if (i < na && match[i] == UINT32_MAX) {
            from[n] = 1;
            out[n++] = a[i++];
            continue;
        }
        while (j < (i < na ? match[i] : nb)) {
            from[n] = 2;
            out[n++] = b[j++];
        }
        if (i < na) {
            if ((u = sct__mt_rl_join(t, a[i].rl, b[j].rl)) == UINT32_MAX) goto done;
            a[i].rl = u;
            from[n] = 3;
            out[n++] = a[i++];
            j++;
        }
    }
    /* n <= na + nb: the merged tail fits where a's rest and b were */
    memcpy(t->ent + done, out, (size_t)n * sizeof *out);
    t->nent = done + n;
    rc = 0;
    if (t->tolerance > 0 && !t->as_stored) {
        rc = sct__mt_merge_runs(t, t->ent + done, &n, from);
        t->nent = done + n;
    }
done:
    sct__free(t->m, out);
    sct__free(t->m, from);
    sct__free(t->m, an);
    sct__free(t->m, bn);
    sct__free(t->m, match);
    return rc;
}

/* After the alignment: the trip counts that sct__mt_peel may have cut
   (parsed with t->later) join histograms now, as any values do. */
static int sct__mt_rejoin(sct__mt *t) {
    uint32_t id, i, k;
    uint8_t *p;
    for (id = 0; id < t->nnode && !t->err; id++) {
        sct__mlist *l = &t->list[t->node[id].list0];
        if (t->node[id].kind != SCT__LOOP) continue;
        for (i = 0; i < l->n && !t->err;) {
            sct__mvar v = l->v[i];
            if (!v.later) {
                i++;
                continue;
            }
            if (t->tolerance <= 0) { /* stays as it is */
                l->v[i++].later = 0;
                continue;
            }
            p = (uint8_t *)sct__alloc(t->m, (size_t)v.len + 1); /* addvar may move the pool */
            if (!p) return -1;
            memcpy(p, t->pool + v.off, v.len);
            for (k = i; k + 1 < l->n; k++) l->v[k] = l->v[k + 1];
            l->n--;
            sct__mt_addvar(t, l, &v.rl, p, v.len, SCT_ROLE_COUNT);
            sct__rl_free(t->m, &v.rl);
            sct__free(t->m, p);
        }
    }
    return t->err ? -1 : 0;
}

/* Fold a blob into t. */
static int sct__mt_absorb(sct__mt *t, const uint8_t *blob, size_t len) {
    const uint8_t *sp, *tp;
    size_t sn, tn;
    uint32_t na = t->nent;
    int bins, rc;
    if (sct__blob_parts(blob, len, &sp, &sn, &tp, &tn, &bins)) return -1;
    if (!t->bins_set) { /* the merged histograms keep the ranks' bin count */
        t->bins = bins;
        t->bins_set = 1;
    }
    t->later = na && !t->as_stored; /* see sct__mt_peel */
    rc = sct__mt_parse(t, sp, sn, tp, tn, NULL);
    t->later = 0;
    if (!rc && na) rc = sct__mt_align(t, na, t->paired);
    return rc || sct__mt_rejoin(t) ? -1 : 0;
}

/* A blob's timing mode, read from its head (needed before parsing it). */
static int sct__blob_timing(const uint8_t *blob, size_t len) {
    const uint8_t *sp, *tp;
    size_t sn, tn;
    sct__in in;
    sct_ranklist rl;
    sct__mem m;
    uint64_t timing;
    if (sct__blob_parts(blob, len, &sp, &sn, &tp, &tn, NULL)) return -1;
    sct__mem_init(&m, NULL);
    in.p = sp;
    in.end = sp + sn;
    in.err = 0;
    if (sct__rl_read(&m, &in, &rl)) {
        sct__rl_free(&m, &rl);
        return -1;
    }
    sct__rl_free(&m, &rl);
    timing = sct__get_var(&in);
    return (in.err || timing > SCT_TIMING_OFF) ? -1 : (int)timing;
}

sct_result sct_merge(const sct_op_table *ops, const sct_allocator *a, const uint8_t *x, size_t xlen, const uint8_t *y,
                     size_t ylen, uint8_t **out, size_t *outlen) {
    sct__mem m;
    sct__mt t;
    sct_result r;
    int timing = sct__blob_timing(x, xlen);
    if (!ops || !out || !outlen || timing < 0 || sct__blob_timing(y, ylen) != timing) return SCT_ERR_ARG;
    sct__mem_init(&m, a);
    sct__mt_init(&t, &m, ops, timing, 0);
    if (sct__mt_absorb(&t, x, xlen) || sct__mt_absorb(&t, y, ylen)) r = t.err ? SCT_ERR_NOMEM : SCT_ERR_ARG;
    else r = sct__mt_blob(&t, &m, out, outlen);
    sct__mt_free(&t);
    return r;
}

void sct_blob_release(const sct_allocator *a, uint8_t *blob) {
    sct__mem m;
    sct__mem_init(&m, a);
    sct__free(&m, blob);
}

static double sct__now(const sct_transport *t) { return t->now ? t->now(t->user) : 0.0; }

sct_result sct_merge_reduce(const sct_transport *t, int radix, const sct_op_table *ops, const sct_allocator *a,
                            const uint8_t *blob, size_t len, uint8_t **out, size_t *outlen, sct_merge_stats *stats) {
    sct__mem m;
    sct__mt mt;
    sct_merge_stats st;
    int64_t k = radix < 2 ? 2 : radix, stride;
    int timing = sct__blob_timing(blob, len), dead = 0;
    sct_result r = SCT_OK;
    double t0 = sct__now(t);
    *out = NULL;
    *outlen = 0;
    memset(&st, 0, sizeof st);
    if (!t || !ops || t->rank < 0 || t->rank >= t->size) return SCT_ERR_ARG;
    sct__mem_init(&m, a);
    sct__mt_init(&mt, &m, ops, timing < 0 ? 0 : timing, 0);
    if (timing < 0) r = SCT_ERR_ARG; /* not a blob: this rank's part is to fail */
    else if (sct__mt_absorb(&mt, blob, len)) r = mt.err ? SCT_ERR_NOMEM : SCT_ERR_FORMAT;
    /* A rank whose merge failed still takes its part: it receives (and
       drops) its children's blobs and hands its parent an empty one, which
       says "failed". So no rank waits forever for a message, and every rank
       on the way to rank 0 returns the error. A message it has no memory
       for is received and dropped (recv with NULL). Only a transport error
       stops the exchange. */
    for (stride = 1; stride < t->size && !dead; stride *= k) {
        double r0 = sct__now(t);
        int64_t i;
        if (t->rank % (k * stride)) { /* a child this round: hand over and stop */
            uint8_t *mine = NULL;
            size_t n = 0;
            if (r == SCT_OK && (r = sct__mt_blob(&mt, &m, &mine, &n)) != SCT_OK) mine = NULL, n = 0;
            if (t->send(t->user, (int32_t)(t->rank - t->rank % (k * stride)), mine ? mine : (const uint8_t *)"", n))
                r = SCT_ERR_IO;
            sct__free(&m, mine);
            break;
        }
        for (i = 1; i < k && t->rank + i * stride < t->size && !dead; i++) {
            int32_t from = (int32_t)(t->rank + i * stride);
            size_t n = 0;
            uint8_t *buf = NULL;
            if (t->probe(t->user, from, &n)) {
                r = SCT_ERR_IO, dead = 1;
            } else if (!(buf = (uint8_t *)sct__alloc(&m, n + 1))) {
                if (t->recv(t->user, from, NULL, n)) dead = 1;
                r = dead ? SCT_ERR_IO : SCT_ERR_NOMEM;
            } else if (t->recv(t->user, from, buf, n)) {
                r = SCT_ERR_IO, dead = 1;
            } else if (!n) { /* the child's merge failed */
                if (r == SCT_OK) r = SCT_ERR_FORMAT;
            } else if (r == SCT_OK && sct__mt_absorb(&mt, buf, n)) {
                r = mt.err ? SCT_ERR_NOMEM : SCT_ERR_FORMAT;
            }
            st.merges++;
            sct__free(&m, buf);
        }
        if (st.rounds < SCT_MERGE_MAX_ROUNDS) st.round_seconds[st.rounds] = sct__now(t) - r0;
        st.rounds++;
    }
    if (r == SCT_OK && t->rank == 0) r = sct__mt_blob(&mt, &m, out, outlen);
    sct__mt_free(&mt);
    st.seconds = sct__now(t) - t0;
    if (stats) *stats = st;
    return r;
}

static int sct__stream_absolute(sct_ctx *c, const sct__stream *st, sct__buf *b);

/* A loop entered at most this often keeps its trip counts exact below
   precision 100: a histogram of so few values saves nothing, and the merge
   cuts a loop into another rank's pieces by their counts (sct__mt_peel). */
#define SCT__TRIPS_EXACT 16

/* A stream as a variant: exact, or (merge precision below 100) a histogram
   when it is irregular (more than one segment) and all its values lie within
   the tolerance. */
static void sct__variant_bytes(sct_ctx *c, const sct__stream *st, int role, sct__buf *b) {
    sct_stream_summary sum;
    sct__hvar *h;
    if (st->acc && st->acc->count) { /* the memory cap made it a histogram */
        sct__hvar_write(b, st->acc);
        return;
    }
    if (c->desc.tolerance > 0 && st->nseg > 1) {
        sct__stream_summary(st, &sum);
        h = sct__within(sum.min, sum.max, c->desc.tolerance) ? (sct__hvar *)sct__alloc(&c->mem, sizeof *h) : NULL;
        if (h && !sct__hvar_from(h, st, c->desc.rank, sct__table_role(role), c->desc.hist_bins)) {
            sct__hvar_write(b, h);
            sct__free(&c->mem, h);
            return;
        }
        sct__free(&c->mem, h);
    }
    if (role == SCT_ROLE_ROOT && st->count && sct__stream_absolute(c, st, b)) return;
    sct__put_u8(b, SCT__VAR_EXACT);
    sct__stream_write(b, st);
}

/* A root stream re-encoded as absolute ranks (SCT__VAR_ABS); 0 on failure. */
static int sct__stream_absolute(sct_ctx *c, const sct__stream *st, sct__buf *b) {
    sct__stream abs;
    sct__sdec d;
    int64_t v;
    int ok;
    memset(&abs, 0, sizeof abs);
    sct__sdec_init(&d, st);
    while (!sct__sdec_next(st, &d, &v)) sct__stream_put(&c->mem, &abs, sct__shift(v, c->desc.rank));
    sct__stream_flush(&c->mem, &abs);
    ok = !abs.err;
    if (ok) {
        sct__put_u8(b, SCT__VAR_ABS);
        sct__stream_write(b, &abs);
    }
    sct__stream_free(&c->mem, &abs);
    return ok;
}

/* A context's blob is a one-rank trace: the same format a merge produces. */
sct_result sct_serialize(sct_ctx *c, uint8_t **data, size_t *len) {
    sct__mt t;
    sct_ranklist me;
    sct__buf tmp;
    uint32_t *map = NULL, *order = NULL, *smap = NULL, *mmap = NULL, n = 0, i, j;
    sct_result r = SCT_OK;
    if (!c || !len) return SCT_ERR_ARG;
    if (!c->finished) return SCT_ERR_STATE;
    if (c->err) return SCT_ERR_NOMEM;
    sct__mt_init(&t, &c->mem, c->ops, c->desc.timing, c->desc.hist_bins);
    t.tolerance = c->desc.tolerance;
    memset(&me, 0, sizeof me);
    memset(&tmp, 0, sizeof tmp);
    tmp.m = &c->mem;
    map = (uint32_t *)sct__alloc(&c->mem, ((size_t)c->nnode + 1) * 4);
    order = (uint32_t *)sct__alloc(&c->mem, ((size_t)c->nnode + 1) * 4);
    mmap = (uint32_t *)sct__alloc(&c->mem, ((size_t)c->nnode + 1) * 4);
    smap = (uint32_t *)sct__alloc(&c->mem, ((size_t)c->nsite + 1) * 4);
    if (!map || !order || !mmap || !smap || sct__rl_point(&c->mem, &me, c->desc.rank) ||
        sct__rl_copy(&c->mem, &t.all, &me)) {
        r = SCT_ERR_NOMEM;
        goto done;
    }
    t.events = c->events;
    memset(map, 0xff, ((size_t)c->nnode + 1) * 4);
    for (i = 0; i < c->nroot; i++) sct__number(c, c->root[i], map, order, &n);
    for (i = 0; i < c->nsite; i++) smap[i] = sct__mt_site(&t, c->frames + c->site[i].frame_off, c->site[i].depth);
    for (i = 0; i < c->nmods; i++) sct__mt_module(&t, &c->mods[i]);
    for (i = 0; i < n && !t.err; i++) {
        const sct__node *x = &c->node[order[i]];
        if (x->kind == SCT__LEAF) {
            mmap[order[i]] = sct__mt_leaf(&t, x->op, smap[x->site]);
        } else {
            uint32_t body[256], *bp = x->body_len <= 256 ? body : (uint32_t *)sct__alloc(&c->mem, x->body_len * 4);
            if (!bp) {
                t.err = 1;
                break;
            }
            for (j = 0; j < x->body_len; j++) bp[j] = mmap[c->body[x->body_off + j]];
            mmap[order[i]] = sct__mt_loop(&t, bp, x->body_len);
            if (bp != body) sct__free(&c->mem, bp);
        }
    }
    /* the top level is written from the context's own (sct__mt_write) */
    t.rootrl = t.err ? UINT32_MAX : sct__mt_rl_id(&t, &me);
    t.root = c->root;
    t.rmap = mmap;
    t.nroot = t.err ? 0 : c->nroot;
    for (i = 0; i < n && !t.err; i++) {
        const sct__node *x = &c->node[order[i]];
        const sct__mnode *y = &t.node[mmap[order[i]]];
        uint32_t k = x->kind == SCT__LEAF ? c->op_nstreams[x->op] : 1, l = y->list0;
        if (x->kind == SCT__LEAF) { /* execution counts: a one-value stream */
            sct__stream one;
            sct__seg seg1;
            memset(&one, 0, sizeof one);
            memset(&seg1, 0, sizeof seg1);
            seg1.kind = SCT__ARITH;
            seg1.a = (int64_t)x->execs;
            seg1.n = 1;
            one.count = 1;
            one.nseg = 1;
            one.seg = &seg1;
            tmp.n = 0;
            sct__put_u8(&tmp, SCT__VAR_EXACT);
            sct__stream_write(&tmp, &one);
            sct__mt_addvar(&t, &t.list[l++], &me, tmp.p, tmp.n, SCT_ROLE_COUNT);
            if (c->desc.timing != SCT_TIMING_OFF) {
                sct__hist_settle(&c->hist[2 * x->leafno], c->desc.rank);
                sct__hist_settle(&c->hist[2 * x->leafno + 1], c->desc.rank);
                sct_hist_merge(&t.hist[2 * y->leafno], &c->hist[2 * x->leafno]);
                sct_hist_merge(&t.hist[2 * y->leafno + 1], &c->hist[2 * x->leafno + 1]);
            }
        }
        for (j = 0; j < k; j++) {
            int role = sct__list_role(c->ops, x->kind, x->op, x->kind == SCT__LEAF ? j + 1 : 0);
            const sct__stream *st = &c->st[x->stream0 + j];
            tmp.n = 0;
            if (x->kind == SCT__LOOP && st->count <= SCT__TRIPS_EXACT && !(st->acc && st->acc->count)) {
                sct__put_u8(&tmp, SCT__VAR_EXACT);
                sct__stream_write(&tmp, st);
            } else {
                sct__variant_bytes(c, st, role, &tmp);
            }
            sct__mt_addvar(&t, &t.list[l + j], &me, tmp.p, tmp.n, role);
        }
    }
    for (i = 0; i < 2 && c->desc.timing == SCT_TIMING_EXACT; i++) {
        tmp.n = 0;
        sct__exact_write(&tmp, c, i);
        sct__mt_addvar(&t, &t.exact[i], &me, tmp.p, tmp.n, -1);
    }
    r = (t.err || tmp.err) ? SCT_ERR_NOMEM : sct__mt_blob(&t, &c->mem, data, len);
done:
    sct__mt_free(&t);
    sct__rl_free(&c->mem, &me);
    sct__free(&c->mem, tmp.p);
    sct__free(&c->mem, map);
    sct__free(&c->mem, order);
    sct__free(&c->mem, mmap);
    sct__free(&c->mem, smap);
    return r;
}

/*== >>file  the file format and its writer =====================================*/

/* Layout (little-endian):
     header   "SCTRACE\0", u16 format version, u16 flags (0), u32 reserved (0)
     sections u32 type, u32 id, u64 raw length, u64 compressed length,
              u64 FNV-1a of the raw payload, then one zstd frame
   Section types: META (program, run, op table, and an index of the traces:
   each one's rank list, events, nodes and, from format 7 on, the thread
   whose timelines it holds), and per trace (a blob: one rank,
   or many merged) a STRUCT section (its structure part; id = trace index) and
   a TIMING section (histograms and exact timing), so a reader can load
   structure alone (the Pallas idea). The last section is END: id = sections before it, lengths 0,
   checksum = FNV-1a of every byte before it, so a truncated or altered file is
   refused at open. Inside payloads integers are LEB128 varints (signed ones
   zigzag). */
#define SCT__MAGIC "SCTRACE"
#define SCT__HEADER 16
#define SCT__SECHDR 32
enum { SCT__SEC_META = 1, SCT__SEC_STRUCT = 2, SCT__SEC_TIMING = 3, SCT__SEC_END = 0x444e45 };

#ifdef SCT__ZSTD_CUSTOM_MEM
static void *sct__zalloc(void *u, size_t n) { return sct__alloc((sct__mem *)u, n); }
static void sct__zfree(void *u, void *p) { sct__free((sct__mem *)u, p); }
static ZSTD_customMem sct__zmem(sct__mem *m) {
    ZSTD_customMem z;
    z.customAlloc = sct__zalloc;
    z.customFree = sct__zfree;
    z.opaque = m;
    return z;
}
#define SCT__ZCCTX(m) ZSTD_createCCtx_advanced(sct__zmem(m))
#define SCT__ZDCTX(m) ZSTD_createDCtx_advanced(sct__zmem(m))
#else
#define SCT__ZCCTX(m) ((void)(m), ZSTD_createCCtx())
#define SCT__ZDCTX(m) ((void)(m), ZSTD_createDCtx())
#endif

typedef struct sct__wsec {
    uint32_t type, id;
    uint64_t raw_len, sum;
    uint8_t *comp;
    size_t comp_len;
} sct__wsec;

typedef struct sct__wtrace {
    sct_ranklist ranks;
    uint64_t events, nodes, timing, tolerance, thread;
} sct__wtrace;

struct sct_writer {
    sct__mem mem;
    sct_write_desc d;
    ZSTD_CCtx *z;
    sct__wsec *sec;
    uint32_t nsec, capsec;
    sct__wtrace *ri;
    uint32_t nri, capri;
    uint8_t *used; /* per op: does any added trace use it */
};

sct_result sct_writer_create(const sct_write_desc *desc, sct_writer **out) {
    sct__mem m;
    sct_writer *w;
    *out = NULL;
    if (!desc || !desc->ops || desc->zstd_level < 0 || desc->zstd_level > 22) return SCT_ERR_ARG;
    sct__mem_init(&m, &desc->allocator);
    w = (sct_writer *)sct__calloc(&m, sizeof *w);
    if (!w) return SCT_ERR_NOMEM;
    w->mem = m;
    w->d = *desc;
    if (!w->d.zstd_level) w->d.zstd_level = 3;
    w->z = SCT__ZCCTX(&w->mem);
    w->used = (uint8_t *)sct__calloc(&w->mem, (size_t)desc->ops->nops + 1);
    if (!w->z || !w->used) {
        sct_writer_destroy(w);
        return SCT_ERR_NOMEM;
    }
    *out = w;
    return SCT_OK;
}

void sct_writer_destroy(sct_writer *w) {
    sct__mem m;
    uint32_t i;
    if (!w) return;
    for (i = 0; i < w->nsec; i++) sct__free(&w->mem, w->sec[i].comp);
    for (i = 0; i < w->nri; i++) sct__rl_free(&w->mem, &w->ri[i].ranks);
    sct__free(&w->mem, w->sec);
    sct__free(&w->mem, w->ri);
    sct__free(&w->mem, w->used);
    ZSTD_freeCCtx(w->z);
    m = w->mem;
    sct__free(&m, w);
}

/* Compress one payload with the streaming API into a new section. */
static sct_result sct__writer_section(sct_writer *w, uint32_t type, uint32_t id, const uint8_t *raw, size_t n) {
    sct__wsec *s;
    size_t cap = ZSTD_compressBound(n), rc;
    ZSTD_inBuffer in;
    ZSTD_outBuffer out;
    if (SCT__GROW(&w->mem, w->sec, w->capsec, (uint64_t)w->nsec + 1)) return SCT_ERR_NOMEM;
    s = &w->sec[w->nsec];
    memset(s, 0, sizeof *s);
    s->comp = (uint8_t *)sct__alloc(&w->mem, cap);
    if (!s->comp) return SCT_ERR_NOMEM;
    ZSTD_CCtx_reset(w->z, ZSTD_reset_session_and_parameters);
    ZSTD_CCtx_setParameter(w->z, ZSTD_c_compressionLevel, w->d.zstd_level);
    ZSTD_CCtx_setPledgedSrcSize(w->z, n);
    in.src = raw;
    in.size = n;
    in.pos = 0;
    out.dst = s->comp;
    out.size = cap;
    out.pos = 0;
    do {
        rc = ZSTD_compressStream2(w->z, &out, &in, ZSTD_e_end);
        if (ZSTD_isError(rc)) {
            sct__free(&w->mem, s->comp);
            return SCT_ERR_ZSTD;
        }
    } while (rc);
    s->type = type;
    s->id = id;
    s->raw_len = n;
    s->sum = sct__fnv(SCT__FNV0, raw, n);
    s->comp_len = out.pos;
    w->nsec++;
    return SCT_OK;
}

/* Parse the blob (which also checks it) and note the ops it uses: the
   file's op table names only those (the MPI table has hundreds). */
static sct_result sct__writer_mark_ops(sct_writer *w, const uint8_t *blob, size_t len) {
    sct__mt t;
    uint32_t i;
    int timing = sct__blob_timing(blob, len);
    sct_result r = SCT_OK;
    if (timing < 0) return SCT_ERR_ARG;
    sct__mt_init(&t, &w->mem, w->d.ops, timing, 0);
    t.as_stored = 1;
    if (sct__mt_absorb(&t, blob, len)) r = t.err ? SCT_ERR_NOMEM : SCT_ERR_ARG;
    for (i = 0; i < t.nnode && r == SCT_OK; i++)
        if (t.node[i].kind == SCT__LEAF) w->used[t.node[i].op] = 1;
    sct__mt_free(&t);
    return r;
}

/* A blob becomes one trace of the file: its structure and timing sections,
   and an entry in the META index (its ranks, events and nodes). */
sct_result sct_writer_add(sct_writer *w, const uint8_t *blob, size_t len) {
    return sct_writer_add_thread(w, blob, len, 0);
}

sct_result sct_writer_add_thread(sct_writer *w, const uint8_t *blob, size_t len, int thread) {
    const uint8_t *ps, *pt;
    size_t ls, lt;
    sct__in in;
    sct__wtrace *ri;
    sct_result r;
    if (!w || thread < 0 || sct__blob_parts(blob, len, &ps, &ls, &pt, &lt, NULL)) return SCT_ERR_ARG;
    if ((r = sct__writer_mark_ops(w, blob, len)) != SCT_OK) return r;
    if (SCT__GROW(&w->mem, w->ri, w->capri, (uint64_t)w->nri + 1)) return SCT_ERR_NOMEM;
    ri = &w->ri[w->nri];
    in.p = ps;
    in.end = ps + ls;
    in.err = 0;
    if (sct__rl_read(&w->mem, &in, &ri->ranks)) {
        sct__rl_free(&w->mem, &ri->ranks);
        return SCT_ERR_ARG;
    }
    ri->timing = sct__get_var(&in);
    ri->tolerance = sct__get_var(&in);
    ri->events = sct__get_var(&in);
    ri->nodes = sct__get_var(&in);
    ri->thread = (uint64_t)thread;
    if (in.err || ri->timing > SCT_TIMING_OFF || ri->tolerance > 100 || w->nri >= INT32_MAX) r = SCT_ERR_ARG;
    else if ((r = sct__writer_section(w, SCT__SEC_STRUCT, w->nri, ps, ls)) == SCT_OK &&
             (r = sct__writer_section(w, SCT__SEC_TIMING, w->nri, pt, lt)) != SCT_OK)
        sct__free(&w->mem, w->sec[--w->nsec].comp);
    if (r != SCT_OK) {
        sct__rl_free(&w->mem, &ri->ranks);
        return r;
    }
    w->nri++;
    return SCT_OK;
}

static void sct__meta_write(const sct_writer *w, sct__buf *b) {
    const sct_op_table *t = w->d.ops;
    int i, j;
    uint32_t k;
    sct__put_var(b, SCTRACE_FORMAT_VERSION);
    sct__put_str(b, w->d.program);
    sct__put_str(b, w->d.mpi_library);
    sct__put_str(b, w->d.config);
    {
        uint64_t all = 0;
        for (k = 0; k < w->nri; k++) all += sct_ranklist_count(&w->ri[k].ranks);
        sct__put_svar(b, w->d.world_size ? w->d.world_size : (int64_t)all);
    }
    sct__put_var(b, w->d.start_time);
    sct__put_var(b, w->d.merge_seconds > 0 ? (uint64_t)(w->d.merge_seconds * 1e6 + 0.5) : 0);
    sct__put_var(b, (uint64_t)t->nops);
    for (i = 0; i < t->nops; i++) {
        int np = w->used[i] ? t->ops[i].nparams : 0; /* unused ops: a nameless placeholder */
        sct__put_str(b, w->used[i] ? t->ops[i].name : "");
        sct__put_var(b, (uint64_t)np);
        for (j = 0; j < np; j++) {
            sct__put_str(b, t->ops[i].param_names[j]);
            sct__put_u8(b, t->ops[i].param_roles[j]);
        }
    }
    sct__put_var(b, w->nri);
    for (k = 0; k < w->nri; k++) {
        sct__rl_write(b, &w->ri[k].ranks);
        sct__put_var(b, w->ri[k].events);
        sct__put_var(b, w->ri[k].nodes);
        sct__put_var(b, w->ri[k].timing);
        sct__put_var(b, w->ri[k].tolerance);
        sct__put_var(b, w->ri[k].thread); /* format 7 on */
    }
}

static void sct__sechdr(sct__buf *b, uint32_t type, uint32_t id, uint64_t raw, uint64_t comp, uint64_t sum) {
    sct__put_le(b, type, 4);
    sct__put_le(b, id, 4);
    sct__put_le(b, raw, 8);
    sct__put_le(b, comp, 8);
    sct__put_le(b, sum, 8);
}

sct_result sct_writer_save_memory(sct_writer *w, uint8_t **data, size_t *len) {
    sct__buf meta, f;
    sct_result r;
    uint32_t i, nsec;
    if (!w || !data || !len) return SCT_ERR_ARG;
    memset(&meta, 0, sizeof meta);
    memset(&f, 0, sizeof f);
    meta.m = f.m = &w->mem;
    sct__meta_write(w, &meta);
    if (meta.err) return SCT_ERR_NOMEM;
    r = sct__writer_section(w, SCT__SEC_META, 0, meta.p, meta.n);
    sct__free(&w->mem, meta.p);
    if (r != SCT_OK) return r;
    /* META goes first in the file: it was compressed last */
    sct__put(&f, SCT__MAGIC, 8);
    sct__put_le(&f, SCTRACE_FORMAT_VERSION, 2);
    sct__put_le(&f, 0, 2);
    sct__put_le(&f, 0, 4);
    nsec = w->nsec;
    for (i = 0; i < nsec; i++) {
        const sct__wsec *s = &w->sec[(i + nsec - 1) % nsec];
        sct__sechdr(&f, s->type, s->id, s->raw_len, s->comp_len, s->sum);
        sct__put(&f, s->comp, s->comp_len);
    }
    sct__sechdr(&f, SCT__SEC_END, nsec, 0, 0, f.err ? 0 : sct__fnv(SCT__FNV0, f.p, f.n));
    /* the META section is rebuilt on every save */
    sct__free(&w->mem, w->sec[--w->nsec].comp);
    if (f.err) {
        sct__free(&w->mem, f.p);
        return SCT_ERR_NOMEM;
    }
    *data = f.p;
    *len = f.n;
    return SCT_OK;
}

void sct_writer_free_buffer(sct_writer *w, uint8_t *data) {
    if (w) sct__free(&w->mem, data);
}

sct_result sct_writer_save(sct_writer *w, const char *path) {
    uint8_t *data;
    size_t len;
    FILE *fp;
    sct_result r;
    if (!w || !path) return SCT_ERR_ARG;
    if ((r = sct_writer_save_memory(w, &data, &len)) != SCT_OK) return r;
    fp = fopen(path, "wb");
    r = SCT_OK;
    if (!fp) r = SCT_ERR_IO;
    else if (fwrite(data, 1, len, fp) != len) r = SCT_ERR_IO;
    if (fp && fclose(fp)) r = SCT_ERR_IO;
    sct_writer_free_buffer(w, data);
    return r;
}

/*== >>read  the reader ==========================================================*/

typedef struct sct__rsec {
    uint32_t type, id;
    uint64_t raw_len, comp_len, sum;
    size_t off;
} sct__rsec;

/* One trace of the file (a blob), loaded on first use. Every variant's
   values are parsed and checked at load: execution counts into val, value
   streams into st. */
typedef struct sct__rtrace {
    sct_ranklist ranks;
    uint64_t events, nodes, timing, tolerance, thread;
    uint32_t nhist; /* histogram variants: values are drawn, counts approximate */
    sct__hvar **hv; /* per variant, NULL for exact ones */
    uint8_t *abs;   /* per variant: rank offsets stored as absolute ranks */
    int sec_struct, sec_timing;
    int state; /* 0 not loaded, 1 loaded, -1 failed */
    int with_timing;
    sct__mt mt;
    uint32_t maxdepth, nvar;
    uint32_t *var0; /* per list (then the two exact lists): its first variant */
    sct__stream *st;
    uint64_t *val;
} sct__rtrace;

/* What one rank sees of a trace: its top-level entries, and for every list
   the variant that holds it (an empty stream when none does). */
typedef struct sct__view {
    sct__rtrace *tr;
    int32_t rank;
    uint32_t nroot;
    uint32_t *root;
    const sct__stream **st;
    int64_t *shift; /* per list: added to rank offsets (-rank for absolute variants) */
    uint64_t *cap;  /* per list: values the rank reads when fewer than its variant holds, else 0 */
    uint64_t *execs;
    const sct__stream *exact[2];
    uint64_t events;
    uint64_t entries; /* loop entries the iterator may make: a bound against corrupt files */
} sct__view;

struct sct_reader {
    sct__mem mem;
    uint8_t *file;
    size_t size;
    int skip_timing, draw_timing;
    sct__rsec *sec;
    uint32_t nsec;
    int format;
    char *program, *mpi_library, *config;
    int32_t world_size;
    uint64_t start_time, events, nranks, merge_us, seed;
    sct_op_table ops;
    sct_op *opv;
    sct__rtrace *tr;
    uint32_t ntr;
    sct__view view; /* for the rank-based queries */
    int have_view;
    int thread, nthreads; /* the selected thread (sct_reader_set_thread); 1 + the largest */
    int rank_i;
    int32_t rank_r;
    sct__stream empty;
    ZSTD_DCtx *z;
    char err[256];
};

static sct_result sct__rfail(sct_reader *r, sct_result code, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err, sizeof r->err, fmt, ap);
    va_end(ap);
    return code;
}

/* Decompress and checksum section i into a new buffer. */
static sct_result sct__section(sct_reader *r, int i, uint8_t **out) {
    const sct__rsec *s = &r->sec[i];
    unsigned long long fcs;
    size_t got;
    uint8_t *raw;
    *out = NULL;
    fcs = ZSTD_getFrameContentSize(r->file + s->off, (size_t)s->comp_len);
    if (fcs != s->raw_len)
        return sct__rfail(r, SCT_ERR_FORMAT, "section %d (type %u): zstd frame size disagrees with its header", i,
                          s->type);
    raw = (uint8_t *)sct__alloc(&r->mem, (size_t)s->raw_len + 1);
    if (!raw) return sct__rfail(r, SCT_ERR_NOMEM, "out of memory reading section %d", i);
    got = ZSTD_decompressDCtx(r->z, raw, (size_t)s->raw_len + 1, r->file + s->off, (size_t)s->comp_len);
    if (ZSTD_isError(got) || got != s->raw_len) {
        sct__free(&r->mem, raw);
        return sct__rfail(r, SCT_ERR_FORMAT, "section %d: zstd: %s", i,
                          ZSTD_isError(got) ? ZSTD_getErrorName(got) : "short frame");
    }
    if (sct__fnv(SCT__FNV0, raw, got) != s->sum) {
        sct__free(&r->mem, raw);
        return sct__rfail(r, SCT_ERR_FORMAT, "section %d: checksum mismatch", i);
    }
    *out = raw;
    return SCT_OK;
}

static sct_result sct__read_ops(sct_reader *r, sct__in *in) {
    uint64_t nops = sct__get_count(in, 2), i;
    int j;
    if (in->err) return sct__rfail(r, SCT_ERR_FORMAT, "META section: truncated header");
    r->opv = (sct_op *)sct__calloc(&r->mem, (size_t)(nops + 1) * sizeof(sct_op));
    if (!r->opv) return sct__rfail(r, SCT_ERR_NOMEM, "out of memory");
    r->ops.ops = r->opv;
    for (i = 0; i < nops && !in->err; i++) {
        sct_op *op = &r->opv[i];
        uint64_t np;
        op->name = sct__get_dup(&r->mem, in);
        r->ops.nops = (int)i + 1; /* so that close frees what exists */
        np = sct__get_count(in, 2);
        if (in->err || np > 64) break;
        op->param_names = (const char *const *)sct__calloc(&r->mem, (size_t)(np + 1) * sizeof(char *));
        op->param_roles = (const unsigned char *)sct__calloc(&r->mem, (size_t)np + 1);
        if (!op->param_names || !op->param_roles) return sct__rfail(r, SCT_ERR_NOMEM, "out of memory");
        op->nparams = (int)np;
        for (j = 0; j < (int)np; j++) {
            ((const char **)op->param_names)[j] = sct__get_dup(&r->mem, in);
            ((unsigned char *)op->param_roles)[j] = (unsigned char)sct__get_u8(in);
        }
    }
    if (in->err || i < nops) return sct__rfail(r, SCT_ERR_FORMAT, "META section: corrupt op table");
    return SCT_OK;
}

static sct_result sct__read_meta(sct_reader *r, const uint8_t *p, size_t n) {
    sct__in in;
    uint64_t nt, i;
    sct_result res;
    in.p = p;
    in.end = p + n;
    in.err = 0;
    if (sct__get_var(&in) != (uint64_t)r->format)
        return sct__rfail(r, SCT_ERR_FORMAT, "META section: its format version is not the header's");
    r->program = sct__get_dup(&r->mem, &in);
    r->mpi_library = sct__get_dup(&r->mem, &in);
    r->config = sct__get_dup(&r->mem, &in);
    r->world_size = (int32_t)sct__get_svar(&in);
    r->start_time = sct__get_var(&in);
    r->merge_us = sct__get_var(&in);
    if ((res = sct__read_ops(r, &in)) != SCT_OK) return res;
    nt = sct__get_count(&in, 4);
    if (in.err) return sct__rfail(r, SCT_ERR_FORMAT, "META section: corrupt trace index");
    r->tr = (sct__rtrace *)sct__calloc(&r->mem, (size_t)(nt + 1) * sizeof(sct__rtrace));
    if (!r->tr) return sct__rfail(r, SCT_ERR_NOMEM, "out of memory");
    for (i = 0; i < nt && !in.err; i++) {
        sct__rtrace *t = &r->tr[i];
        r->ntr = (uint32_t)i + 1;
        if (sct__rl_read(&r->mem, &in, &t->ranks)) in.err = 1;
        t->events = sct__get_var(&in);
        t->nodes = sct__get_var(&in);
        t->timing = sct__get_var(&in);
        t->tolerance = sct__get_var(&in);
        t->thread = r->format >= 7 ? sct__get_var(&in) : 0;
        t->sec_struct = t->sec_timing = -1;
        r->events += t->events;
        if (!t->thread) r->nranks += sct_ranklist_count(&t->ranks);
        if (t->timing > SCT_TIMING_OFF || t->tolerance > 100 || t->thread > INT32_MAX - 1) in.err = 1;
        else if ((int)t->thread >= r->nthreads) r->nthreads = (int)t->thread + 1;
    }
    if (in.err || in.p != in.end) return sct__rfail(r, SCT_ERR_FORMAT, "META section: corrupt trace index");
    r->rank_i = -1;
    return SCT_OK;
}

/* Walk the section table: every length must fit in the file; END must close
   it with the checksum of everything before. */
static sct_result sct__read_sections(sct_reader *r) {
    size_t off = SCT__HEADER;
    uint32_t n = 0, cap = 0, i;
    uint8_t *meta = NULL;
    sct_result res;
    if (r->size < SCT__HEADER || memcmp(r->file, SCT__MAGIC, 8))
        return sct__rfail(r, SCT_ERR_FORMAT, "not an sctrace file (bad magic)");
    r->format = (int)sct__get_le(r->file + 8, 2);
    if (r->format < SCTRACE_FORMAT_OLDEST || r->format > SCTRACE_FORMAT_VERSION)
        return sct__rfail(r, SCT_ERR_VERSION, "format version %d, this reader reads %d to %d", r->format,
                          SCTRACE_FORMAT_OLDEST, SCTRACE_FORMAT_VERSION);
    for (;;) {
        sct__rsec s;
        const uint8_t *h = r->file + off;
        if (r->size - off < SCT__SECHDR)
            return sct__rfail(r, SCT_ERR_FORMAT, "truncated at byte %zu (section %u header)", off, n);
        s.type = (uint32_t)sct__get_le(h, 4);
        s.id = (uint32_t)sct__get_le(h + 4, 4);
        s.raw_len = sct__get_le(h + 8, 8);
        s.comp_len = sct__get_le(h + 16, 8);
        s.sum = sct__get_le(h + 24, 8);
        s.off = off + SCT__SECHDR;
        if (s.type == SCT__SEC_END) {
            if (s.id != n || s.raw_len || s.comp_len || s.off != r->size)
                return sct__rfail(r, SCT_ERR_FORMAT, "corrupt end marker at byte %zu", off);
            if (sct__fnv(SCT__FNV0, r->file, off) != s.sum)
                return sct__rfail(r, SCT_ERR_FORMAT, "file checksum mismatch: the file was altered");
            break;
        }
        if (s.comp_len > r->size - s.off)
            return sct__rfail(r, SCT_ERR_FORMAT, "truncated: section %u needs %llu bytes at byte %zu", n,
                              (unsigned long long)s.comp_len, s.off);
        if (s.raw_len > SCTRACE_MAX_SECTION)
            return sct__rfail(r, SCT_ERR_FORMAT, "section %u claims %llu bytes, over the limit", n,
                              (unsigned long long)s.raw_len);
        if (s.type < SCT__SEC_META || s.type > SCT__SEC_TIMING || (n == 0) != (s.type == SCT__SEC_META))
            return sct__rfail(r, SCT_ERR_FORMAT, "section %u has unexpected type %u", n, s.type);
        if (SCT__GROW(&r->mem, r->sec, cap, (uint64_t)n + 1)) return sct__rfail(r, SCT_ERR_NOMEM, "out of memory");
        r->sec[n++] = s;
        r->nsec = n;
        off = s.off + (size_t)s.comp_len;
    }
    if (!n) return sct__rfail(r, SCT_ERR_FORMAT, "no META section");
    if ((res = sct__section(r, 0, &meta)) != SCT_OK) return res;
    res = sct__read_meta(r, meta, (size_t)r->sec[0].raw_len);
    sct__free(&r->mem, meta);
    if (res != SCT_OK) return res;
    for (i = 1; i < n; i++) {
        uint32_t id = r->sec[i].id;
        int *slot = id < r->ntr ? (r->sec[i].type == SCT__SEC_STRUCT ? &r->tr[id].sec_struct : &r->tr[id].sec_timing)
                                : NULL;
        if (!slot || *slot >= 0)
            return sct__rfail(r, SCT_ERR_FORMAT, "section %u: trace %u unknown or repeated", i, id);
        *slot = (int)i;
    }
    for (i = 0; i < r->ntr; i++)
        if (r->tr[i].sec_struct < 0 || r->tr[i].sec_timing < 0)
            return sct__rfail(r, SCT_ERR_FORMAT, "trace %u has no structure or timing section", i);
    return SCT_OK;
}

static sct_result sct__open(sct_reader *r, sct_reader **out, char *err, size_t errlen) {
    sct_result res = r->z ? sct__read_sections(r) : sct__rfail(r, SCT_ERR_NOMEM, "out of memory");
    if (res != SCT_OK) {
        if (err && errlen) snprintf(err, errlen, "%s", r->err);
        sct_reader_close(r);
        return res;
    }
    *out = r;
    return SCT_OK;
}

static sct_reader *sct__reader_new(const sct_read_desc *desc) {
    sct__mem m;
    sct_reader *r;
    sct__mem_init(&m, desc ? &desc->allocator : NULL);
    r = (sct_reader *)sct__calloc(&m, sizeof *r);
    if (!r) return NULL;
    r->mem = m;
    r->skip_timing = desc ? desc->skip_timing : 0;
    r->seed = desc ? desc->seed : 0;
    r->draw_timing = desc ? desc->draw_timing : 0;
    r->z = SCT__ZDCTX(&r->mem);
    return r;
}

/* How far the section table of the open file fp (sz bytes) reaches, read
   header by header without loading the sections: the offset just past the
   END marker, or past the last section whose header fits the file, so that
   a file much larger than its sections is refused before it is read whole.
   -1 on a read error (errno says why). */
static long long sct__file_extent(FILE *fp, long long sz) {
    uint8_t h[SCT__SECHDR];
    long long off = SCT__HEADER;
    if (fseek(fp, 0, SEEK_SET) || fread(h, 1, SCT__HEADER, fp) != SCT__HEADER) return ferror(fp) ? -1 : 0;
    if (memcmp(h, SCT__MAGIC, 8)) return 0;
    while (sz - off >= SCT__SECHDR && !fseek(fp, (long)off, SEEK_SET) && fread(h, 1, SCT__SECHDR, fp) == SCT__SECHDR) {
        uint64_t comp = sct__get_le(h + 16, 8);
        off += SCT__SECHDR;
        if (sct__get_le(h, 4) == SCT__SEC_END || comp > (uint64_t)(sz - off)) break;
        off += (long long)comp;
    }
    return ferror(fp) ? -1 : off;
}

/* path opened for reading whole, its size in *size; or NULL with the reason
   in err (the system's for I/O errors: no such file, is a directory, ...). */
static FILE *sct__trace_fopen(const char *path, long long *size, sct_result *code, char *err, size_t errlen) {
    FILE *fp = fopen(path, "rb");
    long long sz = -1, ext = 0;
    *code = SCT_ERR_IO;
    if (fp && !fseek(fp, 0, SEEK_END)) sz = ftell(fp);
    if (!fp || sz < 0 || (ext = sct__file_extent(fp, sz)) < 0 || fseek(fp, 0, SEEK_SET)) {
        if (err && errlen) snprintf(err, errlen, "cannot read %s: %s", path, strerror(errno));
    } else if (sz - ext > ((long long)1 << 20)) {
        *code = SCT_ERR_FORMAT;
        if (err && errlen)
            snprintf(err, errlen, "%s: %lld bytes, but its sections end at byte %lld: not an sctrace file, or corrupt",
                     path, sz, ext);
    } else {
        *size = sz;
        return fp;
    }
    if (fp) fclose(fp);
    return NULL;
}

sct_result sct_reader_open(const char *path, const sct_read_desc *desc, sct_reader **out, char *err, size_t errlen) {
    sct_reader *r;
    FILE *fp;
    long long sz = 0;
    sct_result code;
    *out = NULL;
    if (err && errlen) err[0] = 0;
    if (!path) return SCT_ERR_ARG;
    if (!(fp = sct__trace_fopen(path, &sz, &code, err, errlen))) return code;
    r = sct__reader_new(desc);
    if (r) {
        r->size = (size_t)sz;
        r->file = (uint8_t *)sct__alloc(&r->mem, r->size + 1);
    }
    if (!r || !r->file || fread(r->file, 1, r->size, fp) != r->size) {
        code = r && r->file ? SCT_ERR_IO : SCT_ERR_NOMEM;
        if (err && errlen)
            snprintf(err, errlen, "%s: %s", path, code == SCT_ERR_NOMEM ? "out of memory" : strerror(errno));
        fclose(fp);
        sct_reader_close(r);
        return code;
    }
    fclose(fp);
    return sct__open(r, out, err, errlen);
}

sct_result sct_reader_open_memory(const void *data, size_t len, const sct_read_desc *desc, sct_reader **out, char *err,
                                  size_t errlen) {
    sct_reader *r;
    *out = NULL;
    if (err && errlen) err[0] = 0;
    if (!data && len) return SCT_ERR_ARG;
    r = sct__reader_new(desc);
    if (!r) return SCT_ERR_NOMEM;
    r->file = (uint8_t *)sct__alloc(&r->mem, len + 1);
    if (!r->file) {
        sct_reader_close(r);
        return SCT_ERR_NOMEM;
    }
    if (len) memcpy(r->file, data, len);
    r->size = len;
    return sct__open(r, out, err, errlen);
}

static void sct__view_free(sct_reader *r, sct__view *v) {
    sct__free(&r->mem, v->root);
    sct__free(&r->mem, (void *)v->st);
    sct__free(&r->mem, v->shift);
    sct__free(&r->mem, v->cap);
    sct__free(&r->mem, v->execs);
    memset(v, 0, sizeof *v);
}

static void sct__trace_unload(sct_reader *r, sct__rtrace *t) {
    uint32_t i;
    for (i = 0; t->hv && i < t->nvar; i++) sct__free(&r->mem, t->hv[i]);
    sct__free(&r->mem, t->hv);
    sct__free(&r->mem, t->abs);
    t->hv = NULL;
    t->abs = NULL;
    t->nhist = 0;
    for (i = 0; t->st && i < t->nvar; i++) sct__stream_free(&r->mem, &t->st[i]);
    sct__free(&r->mem, t->st);
    sct__free(&r->mem, t->val);
    sct__free(&r->mem, t->var0);
    t->st = NULL;
    t->val = NULL;
    t->var0 = NULL;
    if (t->mt.m) sct__mt_free(&t->mt);
}

void sct_reader_close(sct_reader *r) {
    sct__mem m;
    uint32_t i;
    int j;
    if (!r) return;
    sct__view_free(r, &r->view);
    for (i = 0; i < r->ntr; i++) {
        sct__trace_unload(r, &r->tr[i]);
        sct__rl_free(&r->mem, &r->tr[i].ranks);
    }
    for (j = 0; j < r->ops.nops; j++) {
        const sct_op *op = &r->opv[j];
        int q;
        for (q = 0; q < op->nparams && op->param_names; q++) sct__free(&r->mem, (void *)op->param_names[q]);
        sct__free(&r->mem, (void *)op->name);
        sct__free(&r->mem, (void *)op->param_names);
        sct__free(&r->mem, (void *)op->param_roles);
    }
    sct__free(&r->mem, r->opv);
    sct__free(&r->mem, r->tr);
    sct__free(&r->mem, r->program);
    sct__free(&r->mem, r->mpi_library);
    sct__free(&r->mem, r->config);
    sct__free(&r->mem, r->sec);
    sct__free(&r->mem, r->file);
    ZSTD_freeDCtx(r->z);
    m = r->mem;
    sct__free(&m, r);
}

void sct_reader_info(const sct_reader *r, sct_file_info *o) {
    uint32_t i;
    memset(o, 0, sizeof *o);
    o->format_version = r->format;
    o->world_size = r->world_size;
    o->nranks = (int)r->nranks;
    o->ntraces = (int)r->ntr;
    o->nthreads = r->nthreads ? r->nthreads : 1;
    o->events = r->events;
    for (i = 0; i < r->ntr; i++) o->nodes += r->tr[i].nodes;
    o->file_bytes = r->size;
    for (i = 1; i < r->nsec; i++) {
        if (r->sec[i].type == SCT__SEC_STRUCT) o->structure_bytes += SCT__SECHDR + r->sec[i].comp_len;
        if (r->sec[i].type == SCT__SEC_TIMING) o->timing_bytes += SCT__SECHDR + r->sec[i].comp_len;
    }
    o->start_time = r->start_time;
    o->merge_seconds = (double)r->merge_us * 1e-6;
    o->timing_mode = r->ntr ? (int)r->tr[0].timing : SCT_TIMING_OFF;
    o->precision = r->ntr ? 100 - (int)r->tr[0].tolerance : 100;
    o->timing_grid = r->ntr && o->timing_mode != SCT_TIMING_OFF && sct__timing_grid(r->format, r->tr[0].tolerance);
    o->program = r->program;
    o->mpi_library = r->mpi_library;
    o->config = r->config;
}

const sct_op_table *sct_reader_ops(const sct_reader *r) { return &r->ops; }
const char *sct_reader_error(const sct_reader *r) { return r->err; }
int sct_reader_ntraces(const sct_reader *r) { return (int)r->ntr; }

sct_result sct_reader_trace_blob(sct_reader *r, int t, int bins, uint8_t **blob, size_t *len) {
    uint8_t *part[2] = {NULL, NULL};
    sct__buf b;
    sct_result res = SCT_OK;
    int i;
    if (!r || !blob || !len || t < 0 || (uint32_t)t >= r->ntr || bins < 1 || bins > SCT_HIST_MAX_BINS)
        return SCT_ERR_ARG;
    memset(&b, 0, sizeof b);
    b.m = &r->mem;
    sct__put(&b, SCT__BLOB_MAGIC, 4);
    sct__put_var(&b, (uint64_t)bins);
    for (i = 0; i < 2 && res == SCT_OK; i++) {
        int sec = i ? r->tr[t].sec_timing : r->tr[t].sec_struct;
        if ((res = sct__section(r, sec, &part[i])) == SCT_OK) {
            sct__put_var(&b, r->sec[sec].raw_len);
            sct__put(&b, part[i], (size_t)r->sec[sec].raw_len);
        }
        sct__free(&r->mem, part[i]);
    }
    if (res == SCT_OK && b.err) res = SCT_ERR_NOMEM;
    if (res != SCT_OK) {
        sct__free(&r->mem, b.p);
        return res;
    }
    *blob = b.p;
    *len = b.n;
    return SCT_OK;
}

void sct_reader_free_buffer(sct_reader *r, uint8_t *data) {
    if (r) sct__free(&r->mem, data);
}

int32_t sct_reader_rank(sct_reader *r, int i) {
    uint32_t t;
    if (i < 0 || (uint64_t)i >= r->nranks) return -1;
    if (i <= r->rank_i) {
        r->rank_i = -1;
        r->rank_r = -1;
    }
    while (r->rank_i < i) { /* the smallest rank after rank_r over all traces */
        int32_t best = -1;
        for (t = 0; t < r->ntr; t++) {
            int32_t n = r->tr[t].thread ? -1 : sct_ranklist_next(&r->tr[t].ranks, r->rank_i < 0 ? -1 : r->rank_r);
            if (n >= 0 && (best < 0 || n < best)) best = n;
        }
        if (best < 0) return -1;
        r->rank_r = best;
        r->rank_i++;
    }
    return r->rank_r;
}

int sct_reader_trace_of(sct_reader *r, int32_t rank) {
    uint32_t t;
    for (t = 0; t < r->ntr; t++)
        if (r->tr[t].thread == (uint64_t)r->thread && sct_ranklist_contains(&r->tr[t].ranks, rank)) return (int)t;
    return -1;
}

sct_result sct_reader_set_thread(sct_reader *r, int thread) {
    if (!r || thread < 0 || thread >= (r->nthreads ? r->nthreads : 1))
        return r ? sct__rfail(r, SCT_ERR_RANGE, "the file holds no thread %d", thread) : SCT_ERR_ARG;
    if (thread != r->thread) { /* the cached view is another thread's */
        sct__view_free(r, &r->view);
        r->have_view = 0;
        r->thread = thread;
    }
    return SCT_OK;
}

/* How far the running sum of a histogram's draws may stray from draws x
   mean: 1 % of what one of its `ranks` took in all (at least 1), so that a
   rank drawing its share of values gets their sum within 1 %. */
static double sct__draw_band(const sct__hvar *h, uint64_t ranks) {
    double b = 0.01 * fabs(h->h.sum) / (double)(ranks ? ranks : 1);
    return b > 1.0 ? b : 1.0;
}

/* One stream variant: its kind byte, then an exact stream or a histogram
   (whose draws are salted by the reader's seed and the variant). */
static int sct__trace_variant(sct_reader *r, sct__rtrace *t, uint32_t i, sct__in *in) {
    unsigned kind = sct__get_u8(in);
    if (kind == SCT__VAR_EXACT || kind == SCT__VAR_ABS) {
        t->abs[i] = kind == SCT__VAR_ABS;
        return sct__stream_read(&r->mem, in, &t->st[i]);
    }
    if (kind != SCT__VAR_HIST) return -1;
    t->hv[i] = (sct__hvar *)sct__alloc(&r->mem, sizeof(sct__hvar));
    if (!t->hv[i] || sct__hvar_read(in, t->hv[i], r->format)) return -1;
    t->st[i].hv = t->hv[i];
    t->st[i].count = t->hv[i]->count;
    t->st[i].salt = sct__mix(r->seed ^ sct__mix((uint64_t)i + 1));
    t->nhist++;
    return 0;
}

/* Parse every variant of the loaded trace: value streams, one of a single
   value for a leaf's execution counts (a histogram's mean when merged at a
   precision below 100). */
static int sct__trace_variants(sct_reader *r, sct__rtrace *t) {
    sct__mt *mt = &t->mt;
    uint32_t i, l, v, k = 0, nl = mt->nlist + 2;
    t->var0 = (uint32_t *)sct__alloc(&r->mem, ((size_t)nl + 1) * 4);
    if (!t->var0) return -1;
    for (l = 0; l < nl; l++) {
        const sct__mlist *L = l < mt->nlist ? &mt->list[l] : &mt->exact[l - mt->nlist];
        t->var0[l] = k;
        k += L->n;
    }
    t->var0[nl] = t->nvar = k;
    t->st = (sct__stream *)sct__calloc(&r->mem, ((size_t)k + 1) * sizeof(sct__stream));
    t->val = (uint64_t *)sct__calloc(&r->mem, ((size_t)k + 1) * 8);
    t->hv = (sct__hvar **)sct__calloc(&r->mem, ((size_t)k + 1) * sizeof(sct__hvar *));
    t->abs = (uint8_t *)sct__calloc(&r->mem, (size_t)k + 1);
    if (!t->st || !t->val || !t->hv || !t->abs) return -1;
    for (i = 0; i < mt->nnode; i++) {
        const sct__mnode *x = &mt->node[i];
        uint32_t n = sct__mt_nlists(mt, i);
        for (l = x->list0; l < x->list0 + n; l++)
            for (v = 0; v < mt->list[l].n; v++) {
                const sct__mvar *var = &mt->list[l].v[v];
                sct__in in;
                in.p = mt->pool + var->off;
                in.end = in.p + var->len;
                in.err = 0;
                uint32_t i2 = t->var0[l] + v;
                if (sct__trace_variant(r, t, i2, &in) || in.err || in.p != in.end) return -1;
                if (t->hv[i2]) t->st[i2].band = sct__draw_band(t->hv[i2], sct_ranklist_count(&var->rl));
                /* A trip count steered back to the mean need not be one a
                   rank had: ranks that ran 1200 or 2000 iterations (a master's
                   workers on shared cores) replay 1600, as many in all. */
                t->st[i2].between = x->kind == SCT__LOOP && l == x->list0;
                if (x->kind == SCT__LEAF && l == x->list0) { /* execution counts */
                    sct__sdec d;
                    int64_t e = 0;
                    sct__sdec_init(&d, &t->st[i2]);
                    if (t->hv[i2]) e = (int64_t)(sct_hist_mean(&t->hv[i2]->h) + 0.5);
                    else if (t->st[i2].count != 1 || sct__sdec_next(&t->st[i2], &d, &e) || e < 0) return -1;
                    t->val[i2] = (uint64_t)e;
                }
            }
    }
    for (l = mt->nlist; l < nl; l++)
        for (v = 0; v < mt->exact[l - mt->nlist].n; v++) {
            const sct__mvar *var = &mt->exact[l - mt->nlist].v[v];
            sct__in in;
            in.p = mt->pool + var->off;
            in.end = in.p + var->len;
            in.err = 0;
            if (sct__stream_read(&r->mem, &in, &t->st[t->var0[l] + v]) || in.p != in.end) return -1;
        }
    return 0;
}

static sct_result sct__trace_load(sct_reader *r, uint32_t ti) {
    sct__rtrace *t = &r->tr[ti];
    uint8_t *sp = NULL, *tp = NULL;
    sct_result res;
    uint32_t i, j, *depth;
    int ok;
    if (t->state) return t->state > 0 ? SCT_OK : sct__rfail(r, SCT_ERR_FORMAT, "trace %u is corrupt", ti);
    t->state = -1;
    t->with_timing = !r->skip_timing && t->timing != SCT_TIMING_OFF;
    if ((res = sct__section(r, t->sec_struct, &sp)) != SCT_OK) return res;
    if ((res = sct__section(r, t->sec_timing, &tp)) != SCT_OK) {
        sct__free(&r->mem, sp);
        return res;
    }
    sct__mt_init(&t->mt, &r->mem, &r->ops, (int)t->timing, 0);
    t->mt.as_stored = 1;
    t->mt.format = r->format;
    ok = !sct__mt_parse(&t->mt, sp, (size_t)r->sec[t->sec_struct].raw_len, t->with_timing ? tp : NULL,
                        (size_t)r->sec[t->sec_timing].raw_len, NULL);
    sct__free(&r->mem, sp);
    sct__free(&r->mem, tp);
    ok = ok && t->mt.nnode == t->nodes && t->mt.events == t->events &&
         sct_ranklist_count(&t->mt.all) == sct_ranklist_count(&t->ranks) && !sct__trace_variants(r, t);
    depth = ok ? (uint32_t *)sct__calloc(&r->mem, ((size_t)t->mt.nnode + 1) * 4) : NULL;
    if (!depth) {
        sct__trace_unload(r, t);
        return sct__rfail(r, ok ? SCT_ERR_NOMEM : SCT_ERR_FORMAT, "trace %u: corrupt structure or timing section", ti);
    }
    for (i = 0; i < t->mt.nnode; i++) { /* bodies hold smaller ids: one pass */
        const sct__mnode *x = &t->mt.node[i];
        for (j = 0; x->kind == SCT__LOOP && j < x->body_len; j++)
            if (depth[t->mt.body[x->body_off + j]] + 1 > depth[i]) depth[i] = depth[t->mt.body[x->body_off + j]] + 1;
        if (depth[i] > t->maxdepth) t->maxdepth = depth[i];
    }
    sct__free(&r->mem, depth);
    t->state = 1;
    return SCT_OK;
}

/* How many times its recorded events (and loop entries) a rank of a
   histogram trace may draw before the reader calls the file corrupt: drawn
   trip counts of nested loops multiply, and at precision 0 a long run of the
   POP-like example draws up to ~5x its events for some ranks (bench/RESULTS.md);
   the bound only has to stop a corrupt file from running forever. */
#define SCT__DRAWN_SLACK 16

/* The variant of list l (of the trace) that holds rank, or -1. */
static int sct__pick(const sct__mlist *l, int32_t rank) {
    uint32_t v;
    for (v = 0; v < l->n; v++)
        if (sct_ranklist_contains(&l->v[v].rl, rank)) return (int)v;
    return -1;
}

/* Below precision 100 ranks that name one peer join its absolute variant
   however often each named it (sct__mt_absjoin): the variant holds the most
   calls of any of them, and the others read the first of its values (the
   view's cap: its summaries and cursors show the rank's own calls). 1 when
   list l's variant for rank is such a one, with at least `need` values. */
static int sct__view_abs_more(const sct__rtrace *t, uint32_t l, int32_t rank, uint64_t need) {
    int k = sct__pick(&t->mt.list[l], rank);
    uint32_t i = t->var0[l] + (uint32_t)(k < 0 ? 0 : k);
    return k >= 0 && t->tolerance && t->abs[i] && t->st[i].count >= need;
}

/* Build rank's view of its trace, checking that its counts agree: each
   scalar parameter stream has one value per execution (or, below precision
   100, an absolute peer at least one: sct__view_abs_more), unless the
   execution count is a histogram's (rounded) mean. */
static sct_result sct__view_build(sct_reader *r, int32_t rank, sct__view *v) {
    int ti = sct_reader_trace_of(r, rank);
    sct__rtrace *t;
    sct__mt *mt;
    uint32_t i, l;
    sct_result res;
    memset(v, 0, sizeof *v);
    if (ti < 0 && r->thread)
        return sct__rfail(r, SCT_ERR_RANGE, "the file holds no thread %d of rank %d", r->thread, (int)rank);
    if (ti < 0) return sct__rfail(r, SCT_ERR_RANGE, "the file holds no rank %d", (int)rank);
    if ((res = sct__trace_load(r, (uint32_t)ti)) != SCT_OK) return res;
    t = &r->tr[ti];
    mt = &t->mt;
    v->tr = t;
    v->rank = rank;
    v->root = (uint32_t *)sct__alloc(&r->mem, ((size_t)mt->nent + 1) * 4);
    v->st = (const sct__stream **)sct__alloc(&r->mem, ((size_t)mt->nlist + 1) * sizeof(sct__stream *));
    v->execs = (uint64_t *)sct__calloc(&r->mem, ((size_t)mt->nnode + 1) * 8);
    v->shift = (int64_t *)sct__calloc(&r->mem, ((size_t)mt->nlist + 1) * 8);
    v->cap = (uint64_t *)sct__calloc(&r->mem, ((size_t)mt->nlist + 1) * 8);
    if (!v->root || !v->st || !v->execs || !v->shift || !v->cap) {
        sct__view_free(r, v);
        return sct__rfail(r, SCT_ERR_NOMEM, "out of memory");
    }
    for (i = 0; i < mt->nent; i++)
        if (sct_ranklist_contains(sct__mt_rl(mt, mt->ent[i].rl), rank)) v->root[v->nroot++] = mt->ent[i].node;
    for (l = 0; l < mt->nlist; l++) {
        int k = sct__pick(&mt->list[l], rank);
        v->st[l] = k < 0 ? &r->empty : &t->st[t->var0[l] + (uint32_t)k];
        v->shift[l] = (k >= 0 && t->abs[t->var0[l] + (uint32_t)k]) ? -(int64_t)rank : 0;
    }
    for (l = 0; l < 2; l++) {
        int k = sct__pick(&mt->exact[l], rank);
        v->exact[l] = k < 0 ? &r->empty : &t->st[t->var0[mt->nlist + l] + (uint32_t)k];
    }
    for (i = 0; i < mt->nnode; i++) {
        const sct__mnode *x = &mt->node[i];
        const sct_op *op;
        uint32_t s;
        int q, k, approx;
        if (x->kind != SCT__LEAF) {
            v->entries += v->st[x->list0]->count < UINT32_MAX ? v->st[x->list0]->count : UINT32_MAX;
            continue;
        }
        k = sct__pick(&mt->list[x->list0], rank);
        v->execs[i] = k < 0 ? 0 : t->val[t->var0[x->list0] + (uint32_t)k];
        v->events += v->execs[i];
        approx = k >= 0 && t->hv[t->var0[x->list0] + (uint32_t)k]; /* an approximate count */
        op = &r->ops.ops[x->op];
        for (q = 0, s = x->list0 + 1; q < op->nparams; q++) {
            if (!v->st[s]->hv && v->st[s]->count != v->execs[i]) {
                if (sct__view_abs_more(t, s, rank, v->execs[i])) {
                    v->cap[s] = v->execs[i];
                } else if (!approx) {
                    sct__view_free(r, v);
                    return sct__rfail(r, SCT_ERR_FORMAT, "rank %d: a parameter stream disagrees with its call count",
                                      (int)rank);
                }
            }
            s += (op->param_roles[q] & SCT_PARAM_ARRAY) ? 2 : 1;
        }
    }
    if (t->nhist) /* drawn trip counts: allow for more entries than recorded */
        v->entries = SCT__DRAWN_SLACK * (v->entries + v->events) + 65536;
    return SCT_OK;
}

/* The view for the rank-based queries (rebuilt when the rank changes). */
static sct_result sct__view_get(sct_reader *r, int32_t rank, sct__view **out) {
    sct_result res;
    if (!r->have_view || r->view.rank != rank) {
        sct__view_free(r, &r->view);
        r->have_view = 0;
        if ((res = sct__view_build(r, rank, &r->view)) != SCT_OK) return res;
        r->have_view = 1;
    }
    *out = &r->view;
    return SCT_OK;
}

sct_result sct_reader_root(sct_reader *r, int32_t rank, const uint32_t **ids, int *n) {
    sct__view *v;
    sct_result res = sct__view_get(r, rank, &v);
    if (res != SCT_OK) return res;
    *ids = v->root;
    *n = (int)v->nroot;
    return SCT_OK;
}

sct_result sct_reader_nnodes(sct_reader *r, int32_t rank, uint32_t *n) {
    sct__view *v;
    sct_result res = sct__view_get(r, rank, &v);
    if (res == SCT_OK) *n = v->tr->mt.nnode;
    return res;
}

static void sct__node_info(const sct__mt *mt, uint32_t id, sct_node_info *o) {
    const sct__mnode *x = &mt->node[id];
    memset(o, 0, sizeof *o);
    o->kind = x->kind == SCT__LEAF ? SCT_NODE_LEAF : SCT_NODE_LOOP;
    o->op = x->kind == SCT__LEAF ? x->op : -1;
    o->site = x->kind == SCT__LEAF ? x->site : 0;
    o->nbody = (int)x->body_len;
    o->body = x->kind == SCT__LOOP ? mt->body + x->body_off : NULL;
}

sct_result sct_reader_node(sct_reader *r, int32_t rank, uint32_t id, sct_node_info *o) {
    sct__view *v;
    sct_result res = sct__view_get(r, rank, &v);
    if (res != SCT_OK) return res;
    if (id >= v->tr->mt.nnode) return sct__rfail(r, SCT_ERR_RANGE, "rank %d has no node %u", (int)rank, id);
    sct__node_info(&v->tr->mt, id, o);
    o->executions = o->kind == SCT_NODE_LEAF ? v->execs[id] : v->st[v->tr->mt.node[id].list0]->count;
    return SCT_OK;
}

sct_result sct_reader_site(sct_reader *r, int32_t rank, uint32_t site, sct_site_info *o) {
    sct__view *v;
    sct_result res = sct__view_get(r, rank, &v);
    if (res != SCT_OK) return res;
    if (site >= v->tr->mt.nsite) return sct__rfail(r, SCT_ERR_RANGE, "rank %d has no site %u", (int)rank, site);
    o->depth = v->tr->mt.site[site].depth;
    o->frames = v->tr->mt.frames + v->tr->mt.site[site].frame_off;
    return SCT_OK;
}

sct_result sct_reader_module(sct_reader *r, int32_t rank, const char *path, sct_module *o) {
    sct__view *v;
    const sct_module *m;
    sct_result res = sct__view_get(r, rank, &v);
    if (res != SCT_OK) return res;
    if (!path || !(m = sct__module_find(v->tr->mt.mod, v->tr->mt.nmod, path)))
        return sct__rfail(r, SCT_ERR_RANGE, "rank %d's trace records no module %s", (int)rank, path ? path : "(null)");
    *o = *m;
    return SCT_OK;
}

/* Streams of a node as the API counts them: a leaf's parameter streams
   (its first list, the execution counts, is not one), a loop's trip counts. */
static int sct__node_nstreams(const sct__mt *mt, uint32_t node) {
    const sct__mnode *x = &mt->node[node];
    return x->kind == SCT__LEAF ? sct__op_nstreams(&mt->ops->ops[x->op]) : 1;
}

static uint32_t sct__stream_list(const sct__mt *mt, uint32_t node, int k) {
    const sct__mnode *x = &mt->node[node];
    return x->list0 + (x->kind == SCT__LEAF ? 1u : 0u) + (uint32_t)k;
}

static sct_result sct__view_stream(sct_reader *r, int32_t rank, uint32_t node, int k, const sct__stream **out,
                                   int64_t *shift, uint64_t *cap) {
    sct__view *v;
    uint32_t l;
    sct_result res = sct__view_get(r, rank, &v);
    if (res != SCT_OK) return res;
    if (node >= v->tr->mt.nnode || k < 0 || k >= sct__node_nstreams(&v->tr->mt, node))
        return sct__rfail(r, SCT_ERR_RANGE, "rank %d node %u has no stream %d", (int)rank, node, k);
    l = sct__stream_list(&v->tr->mt, node, k);
    *out = v->st[l];
    *shift = v->shift[l];
    *cap = v->cap[l] ? v->cap[l] : (*out)->count;
    return SCT_OK;
}

/* A summary seen from a rank whose offsets are shifted by `by`. */
static void sct__summary_shift(sct_stream_summary *o, int64_t by) {
    if (!by) return;
    o->min = sct__shift(o->min, by);
    o->max = sct__shift(o->max, by);
    o->first = sct__shift(o->first, by);
    o->sum += (double)by * (double)o->count;
    o->mean = o->count ? o->sum / (double)o->count : 0;
}

sct_result sct_reader_nstreams(sct_reader *r, int32_t rank, uint32_t node, int *n) {
    sct__view *v;
    sct_result res = sct__view_get(r, rank, &v);
    if (res != SCT_OK) return res;
    if (node >= v->tr->mt.nnode) return sct__rfail(r, SCT_ERR_RANGE, "rank %d has no node %u", (int)rank, node);
    *n = sct__node_nstreams(&v->tr->mt, node);
    return SCT_OK;
}

sct_result sct_reader_stream(sct_reader *r, int32_t rank, uint32_t node, int k, sct_stream_summary *o) {
    const sct__stream *s;
    int64_t by = 0;
    uint64_t cap = 0;
    sct_result res = sct__view_stream(r, rank, node, k, &s, &by, &cap);
    if (res != SCT_OK) return res;
    sct__stream_summary(s, o);
    if (cap < o->count) { /* the rank's share of a constant absolute peer */
        o->sum = o->mean * (double)cap;
        o->count = cap;
    }
    sct__summary_shift(o, by);
    return SCT_OK;
}

sct_result sct_reader_stream_head(sct_reader *r, int32_t rank, uint32_t node, int k, int64_t *out, int max, int *n) {
    const sct__stream *s;
    sct__sdec d;
    int64_t by = 0;
    uint64_t cap = 0;
    sct_result res = sct__view_stream(r, rank, node, k, &s, &by, &cap);
    *n = 0;
    if (res != SCT_OK) return res;
    sct__sdec_init(&d, s);
    if (max > 0 && (uint64_t)max > cap) max = (int)cap;
    for (; *n < max && !sct__sdec_next(s, &d, &out[*n]); (*n)++) out[*n] = sct__shift(out[*n], by);
    return SCT_OK;
}

static sct_result sct__trace_get(sct_reader *r, int t, sct__rtrace **out) {
    sct_result res;
    if (t < 0 || (uint32_t)t >= r->ntr) return sct__rfail(r, SCT_ERR_RANGE, "the file has no trace %d", t);
    if ((res = sct__trace_load(r, (uint32_t)t)) != SCT_OK) return res;
    *out = &r->tr[t];
    return SCT_OK;
}

static sct_result sct__hist_of(sct_reader *r, sct__rtrace *t, uint32_t leaf, int which, const sct_hist **out) {
    if (leaf >= t->mt.nnode || t->mt.node[leaf].kind != SCT__LEAF || which < 0 || which > 1)
        return sct__rfail(r, SCT_ERR_RANGE, "node %u is not a leaf", leaf);
    if (!t->with_timing) return sct__rfail(r, SCT_ERR_RANGE, "no timing loaded");
    *out = &t->mt.hist[2 * t->mt.node[leaf].leafno + (uint32_t)which];
    return SCT_OK;
}

sct_result sct_reader_hist(sct_reader *r, int32_t rank, uint32_t leaf, int which, const sct_hist **out) {
    sct__view *v;
    sct_result res = sct__view_get(r, rank, &v);
    return res != SCT_OK ? res : sct__hist_of(r, v->tr, leaf, which, out);
}

sct_result sct_reader_trace_hist(sct_reader *r, int t, uint32_t leaf, int which, const sct_hist **out) {
    sct__rtrace *tr = NULL;
    sct_result res = sct__trace_get(r, t, &tr);
    return res != SCT_OK ? res : sct__hist_of(r, tr, leaf, which, out);
}

sct_result sct_reader_trace_module(sct_reader *r, int t, uint32_t i, sct_module *o) {
    sct__rtrace *tr = NULL;
    sct_result res = sct__trace_get(r, t, &tr);
    if (res != SCT_OK) return res;
    if (i >= tr->mt.nmod) return sct__rfail(r, SCT_ERR_RANGE, "trace %d has no module %u", t, i);
    *o = tr->mt.mod[i];
    return SCT_OK;
}

sct_result sct_reader_trace(sct_reader *r, int t, sct_trace_info *o) {
    sct__rtrace *tr = NULL;
    uint32_t l;
    sct_result res = sct__trace_get(r, t, &tr);
    if (res != SCT_OK) return res;
    memset(o, 0, sizeof *o);
    o->ranks = &tr->ranks;
    o->events = tr->events;
    o->nodes = tr->nodes;
    o->entries = tr->mt.nent;
    for (l = 0; l < tr->mt.nlist; l++) o->variants += tr->mt.list[l].n;
    o->histograms = tr->nhist;
    o->precision = 100 - (int)tr->tolerance;
    o->thread = (int)tr->thread;
    return SCT_OK;
}

sct_result sct_reader_trace_entry(sct_reader *r, int t, uint32_t i, uint32_t *node, const sct_ranklist **ranks) {
    sct__rtrace *tr = NULL;
    sct_result res = sct__trace_get(r, t, &tr);
    if (res != SCT_OK) return res;
    if (i >= tr->mt.nent) return sct__rfail(r, SCT_ERR_RANGE, "trace %d has no entry %u", t, i);
    *node = tr->mt.ent[i].node;
    *ranks = sct__mt_rl(&tr->mt, tr->mt.ent[i].rl);
    return SCT_OK;
}

sct_result sct_reader_trace_node(sct_reader *r, int t, uint32_t id, sct_node_info *o) {
    sct__rtrace *tr = NULL;
    sct_result res = sct__trace_get(r, t, &tr);
    if (res != SCT_OK) return res;
    if (id >= tr->mt.nnode) return sct__rfail(r, SCT_ERR_RANGE, "trace %d has no node %u", t, id);
    sct__node_info(&tr->mt, id, o);
    return SCT_OK;
}

sct_result sct_reader_trace_variants(sct_reader *r, int t, uint32_t node, int k, int *n) {
    sct__rtrace *tr = NULL;
    sct_result res = sct__trace_get(r, t, &tr);
    if (res != SCT_OK) return res;
    if (node >= tr->mt.nnode || k < 0 || k >= sct__node_nstreams(&tr->mt, node))
        return sct__rfail(r, SCT_ERR_RANGE, "trace %d node %u has no stream %d", t, node, k);
    *n = (int)tr->mt.list[sct__stream_list(&tr->mt, node, k)].n;
    return SCT_OK;
}

sct_result sct_reader_trace_variant(sct_reader *r, int t, uint32_t node, int k, int v, const sct_ranklist **ranks,
                                    sct_stream_summary *o) {
    sct__rtrace *tr = NULL;
    uint32_t l;
    int n;
    sct_result res = sct_reader_trace_variants(r, t, node, k, &n);
    if (res != SCT_OK) return res;
    if (v < 0 || v >= n) return sct__rfail(r, SCT_ERR_RANGE, "no variant %d", v);
    tr = &r->tr[t];
    l = sct__stream_list(&tr->mt, node, k);
    *ranks = &tr->mt.list[l].v[v].rl;
    sct__stream_summary(&tr->st[tr->var0[l] + (uint32_t)v], o);
    o->absolute = tr->abs[tr->var0[l] + (uint32_t)v];
    return SCT_OK;
}

sct_result sct_reader_trace_variant_head(sct_reader *r, int t, uint32_t node, int k, int v, int64_t *out, int max,
                                         int *n) {
    const sct_ranklist *rl;
    sct_stream_summary sum;
    const sct__stream *s;
    sct__sdec d;
    sct_result res = sct_reader_trace_variant(r, t, node, k, v, &rl, &sum);
    *n = 0;
    if (res != SCT_OK) return res;
    s = &r->tr[t].st[r->tr[t].var0[sct__stream_list(&r->tr[t].mt, node, k)] + (uint32_t)v];
    sct__sdec_init(&d, s);
    while (*n < max && !sct__sdec_next(s, &d, &out[*n])) (*n)++;
    return SCT_OK;
}

sct_result sct_reader_trace_variant_hist(sct_reader *r, int t, uint32_t node, int k, int v, const sct_hist **hist,
                                         const int64_t **values, const uint64_t **counts, int *nvalues) {
    const sct_ranklist *rl;
    sct_stream_summary sum;
    const sct__hvar *h;
    sct_result res = sct_reader_trace_variant(r, t, node, k, v, &rl, &sum);
    if (res != SCT_OK) return res;
    h = r->tr[t].hv[r->tr[t].var0[sct__stream_list(&r->tr[t].mt, node, k)] + (uint32_t)v];
    if (!h) return sct__rfail(r, SCT_ERR_RANGE, "variant %d of stream %d of node %u is exact", v, k, node);
    if (hist) *hist = &h->h;
    if (values) *values = h->tab;
    if (counts) *counts = h->tabn;
    if (nvalues) *nvalues = (int)h->ntab;
    return SCT_OK;
}

size_t sct_stream_cursor_next(sct_stream_cursor *c, int64_t *out, size_t max) {
    const sct__stream *s = (const sct__stream *)c->stream;
    sct__sdec d;
    size_t n = 0;
    if (!s) return 0;
    d.si = c->si;
    d.ci = c->ci;
    d.pos = c->pos;
    d.rep = c->rep;
    d.left = c->left;
    d.dev = c->dev;
    for (; n < max && !sct__sdec_next(s, &d, &out[n]); n++) out[n] = sct__shift(out[n], c->shift);
    c->si = d.si;
    c->ci = d.ci;
    c->pos = d.pos;
    c->rep = d.rep;
    c->left = d.left;
    c->dev = d.dev;
    return n;
}

static void sct__cursor_init(sct_stream_cursor *c, const sct__stream *s) {
    memset(c, 0, sizeof *c);
    c->stream = s;
    c->left = s->count; /* a histogram variant: as many draws as it took values */
}

sct_result sct_reader_trace_variant_cursor(sct_reader *r, int t, uint32_t node, int k, int v, sct_stream_cursor *out) {
    const sct_ranklist *rl;
    sct_stream_summary sum;
    sct_result res = sct_reader_trace_variant(r, t, node, k, v, &rl, &sum);
    if (res != SCT_OK) return res;
    sct__cursor_init(out, &r->tr[t].st[r->tr[t].var0[sct__stream_list(&r->tr[t].mt, node, k)] + (uint32_t)v]);
    return SCT_OK;
}

sct_result sct_reader_stream_cursor(sct_reader *r, int32_t rank, uint32_t node, int k, sct_stream_cursor *out) {
    const sct__stream *s;
    int64_t by = 0;
    uint64_t cap = 0;
    sct_result res = sct__view_stream(r, rank, node, k, &s, &by, &cap);
    if (res == SCT_OK) {
        sct__cursor_init(out, s);
        out->shift = by;
        if (cap < out->left) out->left = cap;
    }
    return res;
}

/* The iterator: a stack through the nested loops plus one decoder per list.
   Every pull is checked, so a corrupt file ends in an error, never a hang: a
   leaf may not run more often than its execution count, and those counts add
   up to the rank's events. */
typedef struct sct__iframe {
    uint32_t node, pos;
    uint64_t left;
} sct__iframe;

struct sct_iter {
    sct_reader *r;
    sct__view v;
    const sct__mt *mt;
    sct__sdec *dec;
    sct__sdec xdec[2];
    uint64_t *done;
    sct__iframe *stack;
    uint32_t depth, rootpos, capvals;
    int64_t *vals;
    uint64_t emitted, entered;
    int timing, failed;
    uint64_t *tdraws, tsalt; /* draw_timing: draws made per leaf, the rank's salt */
    double *tdev;            /* and per histogram, the drift of its draws' sum */
};

sct_result sct_iter_create(sct_reader *r, int32_t rank, sct_iter **out) {
    sct_iter *it;
    uint32_t l;
    sct_result res;
    *out = NULL;
    it = (sct_iter *)sct__calloc(&r->mem, sizeof *it);
    if (!it) return SCT_ERR_NOMEM;
    it->r = r;
    if ((res = sct__view_build(r, rank, &it->v)) != SCT_OK) {
        sct__free(&r->mem, it);
        return res;
    }
    it->mt = &it->v.tr->mt;
    it->dec = (sct__sdec *)sct__alloc(&r->mem, ((size_t)it->mt->nlist + 1) * sizeof(sct__sdec));
    it->done = (uint64_t *)sct__calloc(&r->mem, ((size_t)it->mt->nnode + 1) * 8);
    it->stack = (sct__iframe *)sct__alloc(&r->mem, ((size_t)it->v.tr->maxdepth + 2) * sizeof(sct__iframe));
    if (!it->dec || !it->done || !it->stack) {
        sct_iter_destroy(it);
        return SCT_ERR_NOMEM;
    }
    for (l = 0; l < it->mt->nlist; l++) sct__sdec_init(&it->dec[l], it->v.st[l]);
    it->timing = !it->v.tr->with_timing ? -1 : it->v.tr->timing == SCT_TIMING_EXACT ? 1 : 0;
    if (it->timing == 1 && (it->v.exact[0]->count != it->v.events || it->v.exact[1]->count != it->v.events)) {
        if (!it->v.tr->nhist) {
            sct_iter_destroy(it);
            return sct__rfail(r, SCT_ERR_FORMAT, "rank %d: exact timing disagrees with the event count", (int)rank);
        }
        it->timing = 0; /* counts drawn from histograms: the recorded times fit no longer, the histograms do */
    }
    sct__sdec_init(&it->xdec[0], it->v.exact[0]);
    sct__sdec_init(&it->xdec[1], it->v.exact[1]);
    if (it->timing == 0 && r->draw_timing) {
        it->tdraws = (uint64_t *)sct__calloc(&r->mem, ((size_t)it->mt->nleaf + 1) * 8);
        it->tdev = (double *)sct__calloc(&r->mem, (2 * (size_t)it->mt->nleaf + 1) * sizeof(double));
        it->tsalt = sct__mix(r->seed ^ sct__mix(UINT64_C(0x7469) + (uint64_t)(uint32_t)rank));
        if (!it->tdraws || !it->tdev) {
            sct_iter_destroy(it);
            return SCT_ERR_NOMEM;
        }
    }
    *out = it;
    return SCT_OK;
}

void sct_iter_destroy(sct_iter *it) {
    sct__mem *m;
    if (!it) return;
    m = &it->r->mem;
    sct__view_free(it->r, &it->v);
    sct__free(m, it->dec);
    sct__free(m, it->done);
    sct__free(m, it->stack);
    sct__free(m, it->vals);
    sct__free(m, it->tdraws);
    sct__free(m, it->tdev);
    sct__free(m, it);
}

static int sct__iter_fail(sct_iter *it, const char *what) {
    it->failed = 1;
    sct__rfail(it->r, SCT_ERR_FORMAT, "rank %d, event %llu: %s", (int)it->v.rank, (unsigned long long)it->emitted,
               what);
    return SCT_ERR_FORMAT;
}

/* In a trace with histograms, drawn trip counts may ask an exact stream for
   more values than it holds: it starts over (its values, cyclically). */
static int sct__iter_pull(sct_iter *it, uint32_t l, int64_t *v) {
    int rc = sct__sdec_next(it->v.st[l], &it->dec[l], v);
    if (rc && it->v.tr->nhist && it->v.st[l]->count) {
        sct__sdec_init(&it->dec[l], it->v.st[l]);
        rc = sct__sdec_next(it->v.st[l], &it->dec[l], v);
    }
    if (!rc) *v = sct__shift(*v, it->v.shift[l]);
    return rc;
}

static int sct__iter_val(sct_iter *it, uint32_t n, int64_t v) {
    if (n >= it->capvals && SCT__GROW(&it->r->mem, it->vals, it->capvals, (uint64_t)n + 1)) return -1;
    it->vals[n] = v;
    return 0;
}

/* Fill the values of one execution of leaf x. */
static int sct__iter_values(sct_iter *it, const sct__mnode *x, int *nvals) {
    const sct_op *op = &it->r->ops.ops[x->op];
    uint32_t s = x->list0 + 1, n = 0;
    int q;
    int64_t v, len, j;
    for (q = 0; q < op->nparams; q++) {
        if (sct__iter_pull(it, s, &v)) return sct__iter_fail(it, "a value stream ended early");
        if (!(op->param_roles[q] & SCT_PARAM_ARRAY)) {
            if (sct__iter_val(it, n++, v)) return SCT_ERR_NOMEM;
            s++;
            continue;
        }
        len = v;
        if (len < 0 || len > (1 << 24) || ((uint64_t)len > it->dec[s + 1].left && !it->v.tr->nhist))
            return sct__iter_fail(it, "bad array length");
        if (sct__iter_val(it, n++, len)) return SCT_ERR_NOMEM;
        for (j = 0; j < len; j++) {
            sct__iter_pull(it, s + 1, &v);
            if (sct__iter_val(it, n++, v)) return SCT_ERR_NOMEM;
        }
        s += 2;
    }
    *nvals = (int)n;
    return 0;
}

/* Histogram timing drawn (draw_timing): value `which` (0 compute, 1
   duration) of leaf x's next call on this rank, steered so that the rank's
   sum over the site stays within 1 % of its share (sct__hist_draw). */
static int64_t sct__iter_tdraw(sct_iter *it, const sct__mnode *x, int which) {
    const sct_hist *h = &it->mt->hist[2 * x->leafno + which];
    uint64_t execs = it->v.execs[x - it->mt->node];
    double band = 0.01 * sct_hist_mean(h) * (double)(execs ? execs : 1);
    uint64_t salt = sct__mix(it->tsalt ^ sct__mix(2 * (uint64_t)x->leafno + (uint64_t)which + 1));
    return sct__hist_draw(h, salt, it->tdraws[x->leafno], band > 1.0 ? band : 1.0, &it->tdev[2 * x->leafno + which],
                          0);
}

static void sct__iter_means(sct_iter *it, const sct__mnode *x, sct_event_out *ev) {
    ev->compute_ns = (int64_t)sct_hist_mean(&it->mt->hist[2 * x->leafno]);
    ev->duration_ns = (int64_t)sct_hist_mean(&it->mt->hist[2 * x->leafno + 1]);
}

static void sct__iter_timing(sct_iter *it, const sct__mnode *x, sct_event_out *ev) {
    ev->timing_exact = it->timing;
    ev->compute_ns = ev->duration_ns = 0;
    if (it->timing == 1) {
        if (!sct__sdec_next(it->v.exact[0], &it->xdec[0], &ev->compute_ns) &&
            !sct__sdec_next(it->v.exact[1], &it->xdec[1], &ev->duration_ns))
            return;
        ev->timing_exact = 0; /* drawn trip counts made more events than recorded: the histograms' means */
        sct__iter_means(it, x, ev);
    } else if (it->tdev) {
        ev->compute_ns = sct__iter_tdraw(it, x, 0);
        ev->duration_ns = sct__iter_tdraw(it, x, 1);
        it->tdraws[x->leafno]++;
    } else if (it->timing == 0) {
        sct__iter_means(it, x, ev);
    }
}

int sct_iter_next(sct_iter *it, sct_event_out *ev) {
    const sct__mt *mt = it->mt;
    if (it->failed) return SCT_ERR_FORMAT;
    for (;;) {
        uint32_t id;
        const sct__mnode *x;
        if (!it->depth) {
            if (it->rootpos >= it->v.nroot) {
                if (it->emitted != it->v.events && !it->v.tr->nhist)
                    return sct__iter_fail(it, "fewer events than recorded");
                return 0;
            }
            id = it->v.root[it->rootpos++];
        } else {
            sct__iframe *f = &it->stack[it->depth - 1];
            const sct__mnode *l = &mt->node[f->node];
            if (f->pos == l->body_len) {
                if (--f->left) f->pos = 0;
                else it->depth--;
                continue;
            }
            id = mt->body[l->body_off + f->pos++];
        }
        x = &mt->node[id];
        if (x->kind == SCT__LOOP) {
            int64_t c;
            sct__iframe *f;
            /* 0 trips: a guard of a structurally approximated trace (precision < 100), or
               an inner loop that did not run in one outer iteration (format 8) */
            if (sct__iter_pull(it, x->list0, &c) || c < 0)
                return sct__iter_fail(it, "bad loop trip count");
            if (++it->entered > it->v.entries) return sct__iter_fail(it, "more loops entered than recorded");
            if (!c) continue; /* a guard whose element did not run this time */
            if (it->depth > it->v.tr->maxdepth) return sct__iter_fail(it, "structure deeper than declared");
            f = &it->stack[it->depth++];
            f->node = id;
            f->pos = 0;
            f->left = (uint64_t)c;
            continue;
        }
        /* histogram traces draw trip counts: only a bound keeps them finite */
        if (it->v.tr->nhist ? it->emitted > SCT__DRAWN_SLACK * it->v.events + 65536 : ++it->done[id] > it->v.execs[id])
            return sct__iter_fail(it, "a call ran more often than recorded");
        memset(ev, 0, sizeof *ev);
        if (sct__iter_values(it, x, &ev->nvalues)) return it->failed ? SCT_ERR_FORMAT : SCT_ERR_NOMEM;
        ev->op = x->op;
        ev->site = x->site;
        ev->leaf = id;
        ev->values = it->vals;
        sct__iter_timing(it, x, ev);
        it->emitted++;
        return 1;
    }
}

/* The multi-rank walk: one iterator per walked rank supplies that rank's
   view, decoders and timing; the walk drives the structure once for all.
   Frame d (0 = the top level) holds its participants `act` (indices into
   the walked ranks); a loop frame also holds each participant's trip count. */
typedef struct sct__wframe {
    uint32_t node, pos, nact, nwho;
    int lock; /* its participants share one drawn trip count (sct__walk_enter) */
    uint64_t iter;
    uint32_t *act, *who;
    uint64_t *cnt;
} sct__wframe;

/* A lane runs one top-level entry at a time with its own frames (maxdepth + 2,
   each with room for cap walked ranks; frame 0 holds the entry's ranks).
   Without interleave there is one lane; with it, lanes whose ranks are apart
   take turns at the ends of their top-level iterations (sct_walk_desc). */
#define SCT__WALK_LANES 64
#define SCT__WALK_AHEAD 64 /* entries looked past the first one not started */

typedef struct sct__wlane {
    sct__wframe *fr;
    uint32_t cap, depth, ent;
    int busy, fresh; /* running an entry; its node not yet given */
} sct__wlane;

struct sct_walk {
    sct_reader *r;
    const sct__mt *mt;
    sct__rtrace *t;
    uint32_t n, depth, maxdepth;
    sct_iter **it;
    int32_t *rank;
    sct__wframe *fr; /* the current lane's frames */
    sct__wlane *lane;
    uint32_t nlane, cur, scan, *tmp; /* lanes, the current one, the first entry not started, scratch */
    uint8_t *busy, *claim, *started; /* per walked rank: in a running entry, scratch; per entry */
    int refill, yield; /* a lane came free; the current one ended a top-level iteration */
    uint8_t *sync;  /* per node: its subtree calls a lockstep op */
    uint8_t *novals; /* per node: a leaf whose calls come without values (value_ops) */
    uint8_t *quiet;  /* per node: a leaf only the focus reports (focus_ops; NULL: none) */
    uint32_t fk;     /* with quiet: the focus's index among the walked ranks */
    uint64_t seq;    /* calls made so far, silent ones included */
    uint32_t leaf, lk, *lset, lnact; /* the leaf being emitted, to participants lset[lk..] */
    /* Walked ranks that read the same root entries, loop and timing streams
       make the same calls with the same values: each copies the draws of the
       lowest such rank rep[k] (a histogram trace's ranks mostly share every
       stream) and decodes by itself only at the leaves own[k] marks, where a
       value stream differs (NULL for a rank that is its own rep). */
    uint32_t *rep;
    uint8_t **own;
    int64_t *tc;          /* per walked rank: its count at the loop being entered */
    sct_event_out *last;  /* per walked rank: its last call */
    /* Histogram traces: a walked rank never calls a lockstep leaf more often
       than it recorded. Up to 64 lockstep leaves get a bit (lbit: bit + 1);
       lmask per node: the bits of the leaves below it; gone per walked rank:
       the leaves it has called as often as recorded, after which a loop
       holding one is no longer entered or continued by the participants it
       is among where they share a drawn count, else by that rank
       (sct__walk_stops; drawn trip counts of loops merged from ranks of
       different shapes can overshoot). */
    uint8_t *lbit;
    uint64_t *lmask, *gone;
    uint32_t nbit;
    uint64_t *budget;     /* per walked rank and bit (k * nbit + bit): its recorded calls (UINT64_MAX: unknown) */
    int failed;
};

static void sct__walk_frames_free(sct_walk *w, sct__wlane *L) {
    uint32_t i;
    for (i = 0; L->fr && i <= w->maxdepth + 1; i++) {
        sct__free(&w->r->mem, L->fr[i].act);
        sct__free(&w->r->mem, L->fr[i].who);
        sct__free(&w->r->mem, L->fr[i].cnt);
        L->fr[i].act = L->fr[i].who = NULL;
        L->fr[i].cnt = NULL;
    }
    L->cap = 0;
}

/* Room in lane L's frames for need walked ranks. */
static sct_result sct__walk_room(sct_walk *w, sct__wlane *L, uint32_t need) {
    sct__mem *m = &w->r->mem;
    uint32_t i;
    if (L->cap >= need) return SCT_OK;
    sct__walk_frames_free(w, L);
    if (!L->fr && !(L->fr = (sct__wframe *)sct__calloc(m, ((size_t)w->maxdepth + 2) * sizeof(sct__wframe))))
        return SCT_ERR_NOMEM;
    for (i = 0; i <= w->maxdepth + 1; i++) {
        L->fr[i].act = (uint32_t *)sct__alloc(m, (size_t)need * 4);
        L->fr[i].who = (uint32_t *)sct__alloc(m, (size_t)need * 4);
        L->fr[i].cnt = (uint64_t *)sct__alloc(m, (size_t)need * 8);
        if (!L->fr[i].act || !L->fr[i].who || !L->fr[i].cnt) return SCT_ERR_NOMEM;
    }
    L->cap = need;
    return SCT_OK;
}

void sct_walk_destroy(sct_walk *w) {
    sct__mem *m;
    uint32_t i;
    if (!w) return;
    m = &w->r->mem;
    for (i = 0; w->it && i < w->n; i++) sct_iter_destroy(w->it[i]);
    for (i = 0; w->lane && i < w->nlane; i++) {
        sct__walk_frames_free(w, &w->lane[i]);
        sct__free(m, w->lane[i].fr);
    }
    for (i = 0; w->own && i < w->n; i++) sct__free(m, w->own[i]);
    sct__free(m, w->own);
    sct__free(m, w->rep);
    sct__free(m, w->tc);
    sct__free(m, w->last);
    sct__free(m, w->it);
    sct__free(m, w->rank);
    sct__free(m, w->lane);
    sct__free(m, w->tmp);
    sct__free(m, w->busy);
    sct__free(m, w->claim);
    sct__free(m, w->started);
    sct__free(m, w->sync);
    sct__free(m, w->novals);
    sct__free(m, w->quiet);
    sct__free(m, w->lbit);
    sct__free(m, w->lmask);
    sct__free(m, w->gone);
    sct__free(m, w->budget);
    sct__free(m, w);
}

/* Nodes are stored children first, so one pass marks every subtree (and,
   in a histogram trace, gives the lockstep leaves their bits). */
static void sct__walk_mark(sct_walk *w, const sct_walk_desc *d) {
    const sct__mt *mt = w->mt;
    uint32_t i, j, b;
    for (i = 0; i < mt->nnode; i++) {
        const sct__mnode *x = &mt->node[i];
        if (x->kind != SCT__LOOP) {
            int known = x->op >= 0 && x->op < w->r->ops.nops;
            w->sync[i] = d->lockstep_ops && known && d->lockstep_ops[x->op];
            w->novals[i] = d->value_ops && known && !d->value_ops[x->op];
            if (w->quiet) w->quiet[i] = known && d->focus_ops[x->op];
            if (w->lbit && w->sync[i] && w->nbit < 64) {
                w->lmask[i] = UINT64_C(1) << w->nbit;
                w->lbit[i] = (uint8_t)++w->nbit;
            }
            continue;
        }
        for (j = 0; j < x->body_len; j++) {
            if ((b = mt->body[x->body_off + j]) >= i) continue;
            w->sync[i] |= w->sync[b];
            if (w->lmask) w->lmask[i] |= w->lmask[b];
        }
    }
}

/* A walked rank's recorded calls of leaf id: exact counts only (a count
   merged into a histogram, or none, is unknown). */
static uint64_t sct__walk_budget(const sct_walk *w, uint32_t k, uint32_t id) {
    uint32_t l = w->mt->node[id].list0;
    int v = sct__pick(&w->mt->list[l], w->rank[k]);
    uint64_t n = w->it[k]->v.execs[id];
    return v < 0 || w->t->hv[w->t->var0[l] + (uint32_t)v] || !n ? UINT64_MAX : n;
}

/* Histogram traces: every walked rank's budget of calls for each lockstep
   leaf that has a bit (sct__walk_mark gave them). */
static sct_result sct__walk_budgets(sct_walk *w) {
    uint32_t i, k;
    if (!w->lbit) return SCT_OK;
    if (!(w->budget = (uint64_t *)sct__alloc(&w->r->mem, ((size_t)w->n * w->nbit + 1) * 8))) return SCT_ERR_NOMEM;
    for (i = 0; i < w->mt->nnode; i++)
        for (k = 0; w->lbit[i] && k < w->n; k++) w->budget[k * w->nbit + w->lbit[i] - 1] = sct__walk_budget(w, k, i);
    return SCT_OK;
}

/* Whether loop x has run out for walked ranks who[0..n): it holds a lockstep
   leaf one of them has called as often as it recorded. */
static int sct__walk_spent(const sct_walk *w, uint32_t x, const uint32_t *who, uint32_t n) {
    uint32_t k;
    for (k = 0; w->lmask && w->lmask[x] && k < n; k++)
        if (w->gone[who[k]] & w->lmask[x]) return 1;
    return 0;
}

/* Whether walked rank a stops at loop x: in a frame whose participants
   share a drawn count (lock) when any of them has run out, so that they
   make the loop's collectives alike; else when a itself has. Each rank's
   own (exact) counts may end a loop's pieces at other iterations than
   another rank's (issue 36: [31, 150, 119] against [31, 90, 179] trips of
   one loop, 300 in all): stopping them all when the first ran out cut the
   others' last piece short. */
static int sct__walk_stops(const sct_walk *w, uint32_t x, int lock, int spent, uint32_t a) {
    return lock ? spent : sct__walk_spent(w, x, &a, 1);
}

static sct_result sct__walk_alloc(sct_walk *w) {
    sct__mem *m = &w->r->mem;
    w->lane = (sct__wlane *)sct__calloc(m, (size_t)w->nlane * sizeof(sct__wlane));
    w->tmp = (uint32_t *)sct__alloc(m, (size_t)w->n * 4);
    w->busy = (uint8_t *)sct__calloc(m, (size_t)w->n);
    w->claim = (uint8_t *)sct__calloc(m, (size_t)w->n);
    w->started = (uint8_t *)sct__calloc(m, (size_t)w->mt->nent + 1);
    w->sync = (uint8_t *)sct__calloc(m, (size_t)w->mt->nnode + 1);
    w->novals = (uint8_t *)sct__calloc(m, (size_t)w->mt->nnode + 1);
    w->rep = (uint32_t *)sct__alloc(m, (size_t)w->n * 4);
    w->own = (uint8_t **)sct__calloc(m, (size_t)w->n * sizeof(uint8_t *));
    w->tc = (int64_t *)sct__calloc(m, (size_t)w->n * 8);
    w->last = (sct_event_out *)sct__calloc(m, (size_t)w->n * sizeof(sct_event_out));
    if (!w->lane || !w->tmp || !w->busy || !w->claim || !w->started) return SCT_ERR_NOMEM;
    if (!w->sync || !w->novals || !w->rep || !w->own || !w->tc || !w->last) return SCT_ERR_NOMEM;
    if (w->t->nhist) { /* the lockstep budgets (struct sct_walk) */
        w->lbit = (uint8_t *)sct__calloc(m, (size_t)w->mt->nnode + 1);
        w->lmask = (uint64_t *)sct__calloc(m, ((size_t)w->mt->nnode + 1) * 8);
        w->gone = (uint64_t *)sct__calloc(m, (size_t)w->n * 8);
        if (!w->lbit || !w->lmask || !w->gone) return SCT_ERR_NOMEM;
    }
    w->refill = 1; /* the first step fills a lane and loads it */
    return SCT_OK;
}

/* What decides walked rank k's path: its root entries, loop trip count
   streams and timing streams (a hash of them; sct__walk_alike compares). */
static uint64_t sct__walk_key(const sct_walk *w, uint32_t k) {
    const sct__view *v = &w->it[k]->v;
    const sct__mt *mt = w->mt;
    uint64_t h = sct__mix((uint64_t)(uintptr_t)v->exact[0] ^ sct__mix((uint64_t)(uintptr_t)v->exact[1]));
    uint32_t i;
    for (i = 0; i < mt->nent; i++)
        h = sct__mix(h + (uint64_t)sct_ranklist_contains(sct__mt_rl(mt, mt->ent[i].rl), v->rank));
    for (i = 0; i < mt->nnode; i++)
        if (mt->node[i].kind == SCT__LOOP)
            h = sct__mix(h + (uint64_t)(uintptr_t)v->st[mt->node[i].list0] + (uint64_t)v->shift[mt->node[i].list0]);
    return h;
}

static int sct__walk_alike(const sct_walk *w, uint32_t a, uint32_t b) {
    const sct__view *va = &w->it[a]->v, *vb = &w->it[b]->v;
    const sct__mt *mt = w->mt;
    uint32_t i, l;
    if (va->exact[0] != vb->exact[0] || va->exact[1] != vb->exact[1]) return 0;
    for (i = 0; i < mt->nent; i++)
        if (sct_ranklist_contains(sct__mt_rl(mt, mt->ent[i].rl), va->rank) !=
            sct_ranklist_contains(sct__mt_rl(mt, mt->ent[i].rl), vb->rank))
            return 0;
    for (i = 0; i < mt->nnode; i++) {
        l = mt->node[i].list0;
        if (mt->node[i].kind == SCT__LOOP && (va->st[l] != vb->st[l] || va->shift[l] != vb->shift[l])) return 0;
    }
    return 1;
}

/* The leaves where walked rank k reads a value stream its rep does not. */
static sct_result sct__walk_own(sct_walk *w, uint32_t k) {
    const sct__view *v = &w->it[k]->v, *vr = &w->it[w->rep[k]]->v;
    const sct__mt *mt = w->mt;
    uint32_t i, l;
    int q;
    if (!(w->own[k] = (uint8_t *)sct__calloc(&w->r->mem, (size_t)mt->nnode + 1))) return SCT_ERR_NOMEM;
    for (i = 0; i < mt->nnode; i++)
        for (q = 0; mt->node[i].kind == SCT__LEAF && q < sct__node_nstreams(mt, i); q++) {
            l = sct__stream_list(mt, i, q);
            if (v->st[l] != vr->st[l] || v->shift[l] != vr->shift[l]) w->own[k][i] = 1;
        }
    return SCT_OK;
}

/* Each walked rank's rep: the lowest walked rank alike to it. */
static sct_result sct__walk_classes(sct_walk *w) {
    uint64_t *key = (uint64_t *)sct__alloc(&w->r->mem, (size_t)w->n * 8);
    sct_result res = SCT_OK;
    uint32_t i, j;
    if (!key) return SCT_ERR_NOMEM;
    for (i = 0; i < w->n && res == SCT_OK; i++) {
        key[i] = sct__walk_key(w, i);
        w->rep[i] = i;
        for (j = 0; j < i && w->rep[i] == i; j++)
            if (w->rep[j] == j && key[j] == key[i] && sct__walk_alike(w, i, j)) w->rep[i] = j;
        if (w->rep[i] != i) res = sct__walk_own(w, i);
    }
    sct__free(&w->r->mem, key);
    return res;
}

/* focus_ops: the focus's index and the per-leaf flags (sct__walk_mark). */
static sct_result sct__walk_focus(sct_walk *w, int32_t focus) {
    for (w->fk = 0; w->fk < w->n && w->rank[w->fk] != focus; w->fk++)
        ;
    if (w->fk == w->n) return sct__rfail(w->r, SCT_ERR_ARG, "the focus, rank %d, is not walked", (int)focus);
    w->quiet = (uint8_t *)sct__calloc(&w->r->mem, (size_t)w->mt->nnode + 1);
    return w->quiet ? SCT_OK : SCT_ERR_NOMEM;
}

/* Sort the walked ranks ascending (insertion sort: the lists are short or
   already sorted) so that participants come in rank order. */
static void sct__walk_sort(int32_t *v, uint32_t n) {
    uint32_t i, j;
    for (i = 1; i < n; i++) {
        int32_t x = v[i];
        for (j = i; j > 0 && v[j - 1] > x; j--) v[j] = v[j - 1];
        v[j] = x;
    }
}

sct_result sct_walk_create(sct_reader *r, const sct_walk_desc *d, sct_walk **out) {
    sct_walk *w;
    sct_result res = SCT_OK;
    uint32_t i;
    *out = NULL;
    if (!r || !d || d->nranks < 1 || !d->ranks) return SCT_ERR_ARG;
    if (!(w = (sct_walk *)sct__calloc(&r->mem, sizeof *w))) return SCT_ERR_NOMEM;
    w->r = r;
    w->n = (uint32_t)d->nranks;
    w->it = (sct_iter **)sct__calloc(&r->mem, (size_t)w->n * sizeof(sct_iter *));
    w->rank = (int32_t *)sct__alloc(&r->mem, (size_t)w->n * 4);
    if (!w->it || !w->rank) res = SCT_ERR_NOMEM;
    for (i = 0; res == SCT_OK && i < w->n; i++) w->rank[i] = d->ranks[i];
    if (res == SCT_OK) sct__walk_sort(w->rank, w->n);
    for (i = 0; res == SCT_OK && i < w->n; i++) {
        if (i && w->rank[i] == w->rank[i - 1])
            res = sct__rfail(r, SCT_ERR_ARG, "rank %d is listed twice", (int)w->rank[i]);
        else if ((res = sct_iter_create(r, w->rank[i], &w->it[i])) == SCT_OK && w->it[i]->v.tr != w->it[0]->v.tr)
            res = sct__rfail(r, SCT_ERR_ARG, "ranks %d and %d are in different traces of the file",
                             (int)w->rank[0], (int)w->rank[i]);
    }
    if (res == SCT_OK) {
        w->t = w->it[0]->v.tr;
        w->mt = &w->t->mt;
        w->maxdepth = w->t->maxdepth;
        w->nlane = d->interleave ? SCT__WALK_LANES : 1;
        res = sct__walk_alloc(w);
    }
    if (res == SCT_OK) res = sct__walk_classes(w);
    if (res == SCT_OK && d->focus_ops) res = sct__walk_focus(w, d->focus);
    if (res != SCT_OK) {
        sct_walk_destroy(w);
        return res;
    }
    sct__walk_mark(w, d);
    if ((res = sct__walk_budgets(w)) != SCT_OK) {
        sct_walk_destroy(w);
        return res;
    }
    *out = w;
    return SCT_OK;
}

static int sct__walk_fail(sct_walk *w, const char *what) {
    w->failed = 1;
    sct__rfail(w->r, SCT_ERR_FORMAT, "walk: %s", what);
    return SCT_ERR_FORMAT;
}

/* Whether some participant of frame f draws loop x's count from a histogram. */
static int sct__walk_drawn(const sct_walk *w, uint32_t x, const sct__wframe *f) {
    uint32_t k, l = w->mt->node[x].list0;
    for (k = 0; k < f->nact; k++)
        if (w->it[f->act[k]]->v.st[l]->hv) return 1;
    return 0;
}

/* Enter loop x with the participants of frame `parent`: each draws its count
   (a lockstep loop with drawn counts: all take the first one's; exact counts
   are each rank's own, as recorded). */
static int sct__walk_enter(sct_walk *w, uint32_t x, const sct__wframe *parent) {
    const sct__mnode *nd = &w->mt->node[x];
    sct__wframe *f;
    uint32_t k;
    int64_t c;
    int spent = sct__walk_spent(w, x, parent->act, parent->nact);
    int lock = w->sync[x] && sct__walk_drawn(w, x, parent);
    if (w->depth > w->maxdepth) return sct__walk_fail(w, "structure deeper than declared");
    f = &w->fr[++w->depth];
    f->node = x;
    f->pos = 0;
    f->iter = 0;
    f->lock = lock;
    f->nwho = f->nact = 0;
    for (k = 0; k < parent->nact; k++) {
        uint32_t a = parent->act[k];
        sct_iter *it = w->it[a];
        if (w->rep[a] != a) /* its rep came first in this frame (alike ranks walk alike) */
            c = w->tc[w->rep[a]];
        else if (lock && f->nwho && it->v.st[nd->list0]->hv) /* it takes the first one's count */
            c = (int64_t)f->cnt[0];
        else if (sct__iter_pull(it, nd->list0, &c) || c < 0)
            return sct__iter_fail(it, "bad loop trip count");
        w->tc[a] = c;
        if (++it->entered > it->v.entries) return sct__iter_fail(it, "more loops entered than recorded");
        f->who[f->nwho] = parent->act[k];
        f->cnt[f->nwho] = sct__walk_stops(w, x, lock, spent, a) ? 0 : lock && f->nwho ? f->cnt[0] : (uint64_t)c;
        if (f->cnt[f->nwho]) f->act[f->nact++] = parent->act[k];
        f->nwho++;
    }
    if (!f->nact) w->depth--; /* a guard no participant runs this time */
    return 0;
}

/* Whether the focus takes part in the iteration of frame f (without
   focus_ops, 1). */
static int sct__walk_focus_in(const sct_walk *w, const sct__wframe *f) {
    uint32_t i;
    if (!w->quiet) return 1;
    for (i = 0; i < f->nact; i++)
        if (f->act[i] == w->fk) return 1;
    return 0;
}

/* Next iteration of the top loop frame: the participants still counting. */
static void sct__walk_next_iter(sct_walk *w) {
    sct__wframe *f = &w->fr[w->depth];
    uint32_t k;
    int spent = sct__walk_spent(w, f->node, f->who, f->nwho);
    f->iter++;
    f->pos = 0;
    f->nact = 0;
    for (k = 0; k < f->nwho; k++)
        if (f->cnt[k] > f->iter && !sct__walk_stops(w, f->node, f->lock, spent, f->who[k]))
            f->act[f->nact++] = f->who[k];
    if (!f->nact) w->depth--;
}

/* The focus_ops rules. Whether walked rank k reports this call of leaf id
   (0: it makes it silently); whether its calls are worked out in full, with
   their timing (every rank's without focus_ops, else the focus's and its
   rep's, whose calls the focus copies); and the timing a call keeps. */
static int sct__walk_heard(const sct_walk *w, uint32_t k, uint32_t id) {
    return !w->quiet || !w->quiet[id] || k == w->fk;
}

static int sct__walk_full(const sct_walk *w, uint32_t k) {
    return !w->quiet || k == w->fk || k == w->rep[w->fk];
}

static void sct__walk_untimed(const sct_walk *w, uint32_t k, sct_event_out *ev) {
    if (!w->quiet || k == w->fk) return;
    ev->timing_exact = -1;
    ev->compute_ns = ev->duration_ns = 0;
}

/* One call of the leaf being emitted: 1 reported, 2 made silently (the
   focus's rep still fills w->last for the focus to copy), < 0 failed. */
static int sct__walk_call(sct_walk *w, sct_walk_event *ev) {
    uint32_t id = w->leaf, k = w->lset[w->lk++], rep = w->rep[k];
    sct_iter *it = w->it[k];
    const sct__mnode *x = &w->mt->node[id];
    int heard = sct__walk_heard(w, k, id);
    if (w->t->nhist ? it->emitted > SCT__DRAWN_SLACK * it->v.events + 65536 : ++it->done[id] > it->v.execs[id])
        return sct__iter_fail(it, "a call ran more often than recorded");
    if (w->lbit && w->lbit[id] && ++it->done[id] >= w->budget[k * w->nbit + w->lbit[id] - 1])
        w->gone[k] |= w->lmask[id];
    ev->seq = w->seq++;
    if (!heard && !sct__walk_full(w, k)) {
        it->emitted++;
        return 2;
    }
    ev->kind = SCT_WALK_CALL;
    ev->rank = it->v.rank;
    ev->node = id;
    ev->depth = (int)w->depth;
    ev->iteration = 0;
    if (rep != k) { /* its rep made this call just before it */
        if (w->last[rep].leaf != id) return sct__walk_fail(w, "alike ranks parted");
        ev->ev = w->last[rep];
        if (w->own[k][id] && !w->novals[id]) { /* a value stream of its own here */
            if (sct__iter_values(it, x, &ev->ev.nvalues)) return it->failed ? SCT_ERR_FORMAT : SCT_ERR_NOMEM;
            ev->ev.values = it->vals;
        }
        sct__walk_untimed(w, k, &ev->ev);
        it->emitted++;
        return heard ? 1 : 2;
    }
    memset(&ev->ev, 0, sizeof ev->ev);
    if (!w->novals[id] && sct__iter_values(it, x, &ev->ev.nvalues)) return it->failed ? SCT_ERR_FORMAT : SCT_ERR_NOMEM;
    ev->ev.op = x->op;
    ev->ev.site = x->site;
    ev->ev.leaf = id;
    ev->ev.values = w->novals[id] ? NULL : it->vals;
    if (sct__walk_full(w, k)) sct__iter_timing(it, x, &ev->ev);
    w->last[k] = ev->ev;
    sct__walk_untimed(w, k, &ev->ev);
    it->emitted++;
    return heard ? 1 : 2;
}

/* The walk's end: every rank must have made all its calls (exact traces). */
static int sct__walk_end(sct_walk *w) {
    uint32_t i;
    for (i = 0; i < w->n && !w->t->nhist; i++)
        if (w->it[i]->emitted != w->it[i]->v.events) return sct__iter_fail(w->it[i], "fewer events than recorded");
    return 0;
}

/* The walked ranks in root entry j, into out; their count. */
static uint32_t sct__walk_members(const sct_walk *w, uint32_t j, uint32_t *out) {
    uint32_t k, n = 0;
    for (k = 0; k < w->n; k++)
        if (sct_ranklist_contains(sct__mt_rl(w->mt, w->mt->ent[j].rl), w->rank[k])) out[n++] = k;
    return n;
}

/* Start root entry j, whose n walked ranks are in w->tmp, in a free lane. */
static sct_result sct__walk_start(sct_walk *w, uint32_t j, uint32_t n) {
    sct__wlane *L = w->lane;
    uint32_t k;
    while (L->busy) L++;
    if (sct__walk_room(w, L, n) != SCT_OK) return SCT_ERR_NOMEM;
    for (k = 0; k < n; k++) w->busy[L->fr[0].act[k] = w->tmp[k]] = 1;
    L->fr[0].nact = n;
    L->busy = L->fresh = 1;
    L->ent = j;
    L->depth = 0;
    w->started[j] = 1;
    return SCT_OK;
}

/* Start the root entries that are ready in free lanes. An entry is ready
   when none of its walked ranks is in a running entry or in an earlier
   entry not started yet, so each rank keeps its order. An entry without
   walked ranks is passed over, and the window of SCT__WALK_AHEAD entries
   moves past it: the walked ranks' next entry may follow any number of
   other ranks' entries. */
static sct_result sct__walk_fill(sct_walk *w) {
    uint32_t j, k, n, nclaim = 0, nfree = 0;
    int ready;
    for (k = 0; k < w->nlane; k++) nfree += !w->lane[k].busy;
    for (k = 0; k < w->n; k++) nclaim += (w->claim[k] = w->busy[k]);
    while (w->scan < w->mt->nent && w->started[w->scan]) w->scan++;
    for (j = w->scan; j < w->mt->nent && nfree && nclaim < w->n && j <= w->scan + SCT__WALK_AHEAD; j++) {
        if (w->started[j]) continue;
        if (!(n = sct__walk_members(w, j, w->tmp))) {
            w->started[j] = 1;
            while (w->scan < w->mt->nent && w->started[w->scan]) w->scan++;
            continue;
        }
        for (k = 0, ready = 1; k < n; k++) {
            ready &= !w->claim[w->tmp[k]];
            nclaim += !w->claim[w->tmp[k]];
            w->claim[w->tmp[k]] = 1;
        }
        if (!ready) continue;
        if (sct__walk_start(w, j, n) != SCT_OK) return SCT_ERR_NOMEM;
        nfree--;
    }
    return SCT_OK;
}

/* Leave the current lane (releasing its entry's ranks if it has ended),
   start what is ready, and load the next running lane after it. 0: a lane
   is loaded; 1: none runs, the walk is over; < 0: out of memory. */
static int sct__walk_rotate(sct_walk *w) {
    sct__wlane *L = &w->lane[w->cur];
    uint32_t i = 1, k;
    L->depth = w->depth;
    if (L->busy && !L->fresh && !L->depth) {
        for (k = 0; k < L->fr[0].nact; k++) w->busy[L->fr[0].act[k]] = 0;
        L->busy = 0;
        w->refill = 1;
    }
    if (w->refill && sct__walk_fill(w) != SCT_OK) return sct__rfail(w->r, SCT_ERR_NOMEM, "walk: out of memory");
    w->refill = 0;
    if (L->busy && L->fresh) i = 0; /* a lane that starts its next entry goes on */
    for (; i <= w->nlane; i++) {
        L = &w->lane[(w->cur + i) % w->nlane];
        if (!L->busy) continue;
        w->cur = (w->cur + i) % w->nlane;
        w->fr = L->fr;
        w->depth = L->depth;
        return 0;
    }
    return 1;
}

/* The next node to visit with the participants of the top frame: 1; 0 at
   the end of a loop body (an ITER_END is due) or of the walk (w->depth == 0
   and no entry left: *id = UINT32_MAX); < 0 failed. */
static int sct__walk_step(sct_walk *w, uint32_t *id) {
    const sct__mt *mt = w->mt;
    if (w->depth) {
        sct__wframe *f = &w->fr[w->depth];
        const sct__mnode *l = &mt->node[f->node];
        if (f->pos == l->body_len) return 0;
        *id = mt->body[l->body_off + f->pos++];
        return 1;
    }
    for (;;) {
        sct__wlane *L = &w->lane[w->cur];
        int rc;
        if (L->busy && L->fresh) {
            L->fresh = 0;
            *id = mt->ent[L->ent].node;
            return 1;
        }
        if ((rc = sct__walk_rotate(w)) < 0) return rc;
        if (rc) break;
        if (w->depth) return sct__walk_step(w, id); /* a lane amid a loop */
    }
    *id = UINT32_MAX;
    return 0;
}

int sct_walk_next(sct_walk *w, sct_walk_event *ev) {
    if (w->failed) return SCT_ERR_FORMAT;
    for (;;) {
        uint32_t id;
        int rc;
        if (w->lk < w->lnact) {
            if ((rc = sct__walk_call(w, ev)) == 2) continue;
            if (rc < 0) w->failed = 1;
            return rc;
        }
        rc = 0;
        if (w->yield) { /* interleave: the next lane's turn */
            w->yield = 0;
            rc = sct__walk_rotate(w) < 0 ? SCT_ERR_NOMEM : 0;
        }
        if (!rc) rc = sct__walk_step(w, &id);
        if (rc < 0) {
            w->failed = 1;
            return rc;
        }
        if (!rc) {
            sct__wframe *f = &w->fr[w->depth];
            if (!w->depth) return sct__walk_end(w) ? (w->failed = 1, SCT_ERR_FORMAT) : 0;
            memset(ev, 0, sizeof *ev);
            ev->kind = SCT_WALK_ITER_END;
            ev->node = f->node;
            ev->depth = (int)w->depth;
            ev->iteration = f->iter;
            ev->rank = -1;
            ev->focus_in = sct__walk_focus_in(w, f);
            sct__walk_next_iter(w);
            w->yield = w->nlane > 1 && ev->depth == 1;
            return 1;
        }
        if (w->mt->node[id].kind == SCT__LOOP) {
            if ((rc = sct__walk_enter(w, id, &w->fr[w->depth])) != 0) {
                w->failed = 1;
                return rc;
            }
            continue;
        }
        w->leaf = id;
        w->lset = w->fr[w->depth].act;
        w->lnact = w->fr[w->depth].nact;
        w->lk = 0;
    }
}

/* One varint from a raw log: 0 read, 1 clean end of file, -1 truncated. */
static int sct__fget_var(FILE *fp, uint64_t *v) {
    int c, shift = 0;
    *v = 0;
    for (;;) {
        c = getc(fp);
        if (c == EOF) return shift ? -1 : 1;
        if (shift > 63) return -1;
        *v |= (uint64_t)(c & 0x7f) << shift;
        shift += 7;
        if (!(c & 0x80)) return 0;
    }
}

/* The sites a raw log defined: per site id its frames' modules and offsets. */
typedef struct sct__rawsites {
    sct__mem *m;
    uint32_t n, cap, nf, capf, capo;
    uint32_t *first;   /* per site: its first frame, then one past the last */
    char **module;     /* per frame */
    uint64_t *offset;  /* per frame */
} sct__rawsites;

static void sct__rawsites_free(sct__rawsites *t) {
    uint32_t i;
    for (i = 0; i < t->nf; i++) sct__free(t->m, t->module[i]);
    sct__free(t->m, t->first);
    sct__free(t->m, t->module);
    sct__free(t->m, t->offset);
}

/* Read one site definition (after its tag); 0 on success. */
static int sct__rawsites_read(sct__rawsites *t, FILE *fp) {
    uint64_t id, depth, len, i;
    if (sct__fget_var(fp, &id) || sct__fget_var(fp, &depth) || id != t->n || depth > 64 ||
        SCT__GROW(t->m, t->first, t->cap, (uint64_t)t->n + 2) ||
        SCT__GROW(t->m, t->module, t->capf, (uint64_t)t->nf + depth) ||
        SCT__GROW(t->m, t->offset, t->capo, (uint64_t)t->nf + depth))
        return -1;
    t->first[t->n] = t->nf;
    for (i = 0; i < depth; i++) {
        char *mod;
        if (sct__fget_var(fp, &len) || len > 65536 || !(mod = (char *)sct__alloc(t->m, (size_t)len + 1))) return -1;
        t->module[t->nf] = mod;
        t->offset[t->nf++] = 0;
        if (fread(mod, 1, (size_t)len, fp) != len || sct__fget_var(fp, &t->offset[t->nf - 1])) return -1;
        mod[len] = 0;
    }
    t->first[++t->n] = t->nf;
    return 0;
}

/* Is raw site id the trace's site of ev (same modules and offsets)? */
static int sct__rawsite_same(sct_reader *r, int32_t rank, const sct__rawsites *t, uint64_t id, uint32_t site) {
    sct_site_info si;
    int i;
    if (id >= t->n || sct_reader_site(r, rank, site, &si) != SCT_OK ||
        si.depth != (int)(t->first[id + 1] - t->first[id]))
        return 0;
    for (i = 0; i < si.depth; i++)
        if (si.frames[i].offset != t->offset[t->first[id] + (uint32_t)i] ||
            strcmp(si.frames[i].module, t->module[t->first[id] + (uint32_t)i]))
            return 0;
    return 1;
}

/* Compare one decoded event with the next raw event (site definitions on
   the way are collected). 1: equal, 0: the log ended, -1: a difference
   (described in msg). */
static int sct__verify_one(sct_reader *r, int32_t rank, FILE *fp, sct__rawsites *sites, const sct_event_out *ev,
                           int have, uint64_t n, char *msg, size_t msglen) {
    uint64_t tag, op, site, nv, v;
    int i, rc;
    while ((rc = sct__fget_var(fp, &tag)) == 0 && tag == SCT__RAW_SITE)
        if (sct__rawsites_read(sites, fp)) {
            snprintf(msg, msglen, "event %llu: corrupt site record in the raw log", (unsigned long long)n);
            return -1;
        }
    if (rc == 1) {
        if (!have) return 0;
        snprintf(msg, msglen, "event %llu: the trace has more events than the raw log", (unsigned long long)n);
        return -1;
    }
    if (rc || tag != SCT__RAW_EVENT || sct__fget_var(fp, &op) || sct__fget_var(fp, &site) || sct__fget_var(fp, &nv)) {
        snprintf(msg, msglen, "event %llu: raw log truncated or corrupt", (unsigned long long)n);
        return -1;
    }
    if (!have) {
        snprintf(msg, msglen, "event %llu: the raw log has more events than the trace", (unsigned long long)n);
        return -1;
    }
    if (op != (uint64_t)ev->op || nv != (uint64_t)ev->nvalues || !sct__rawsite_same(r, rank, sites, site, ev->site)) {
        snprintf(msg, msglen,
                 "event %llu: raw op %llu at site %llu with %llu values, trace op %d at site %u with %d values",
                 (unsigned long long)n, (unsigned long long)op, (unsigned long long)site, (unsigned long long)nv,
                 ev->op, ev->site, ev->nvalues);
        return -1;
    }
    for (i = 0; i < ev->nvalues + 2; i++) {
        if (sct__fget_var(fp, &v)) {
            snprintf(msg, msglen, "event %llu: raw log truncated", (unsigned long long)n);
            return -1;
        }
        if (i < ev->nvalues && sct__unzz(v) != ev->values[i]) {
            snprintf(msg, msglen, "event %llu (%s): value %d is %lld in the raw log, %lld in the trace",
                     (unsigned long long)n, r->ops.ops[ev->op].name, i, (long long)sct__unzz(v),
                     (long long)ev->values[i]);
            return -1;
        }
    }
    return 1;
}

/* Verify mode: walk the raw log next to the decoded events. */
sct_result sct_verify_rank(sct_reader *r, int32_t rank, const char *raw_log_path, uint64_t *checked, char *msg,
                           size_t msglen) {
    char buf[320], head[8];
    sct_iter *it = NULL;
    sct_event_out ev;
    sct_result res;
    sct__rawsites sites;
    uint64_t n = 0;
    FILE *fp = fopen(raw_log_path, "rb");
    buf[0] = 0;
    memset(&sites, 0, sizeof sites);
    sites.m = &r->mem;
    if (checked) *checked = 0;
    if (!fp) {
        snprintf(buf, sizeof buf, "cannot read raw log %s", raw_log_path);
        res = SCT_ERR_IO;
    } else if (fread(head, 1, 8, fp) != 8 || memcmp(head, SCT__RAW_MAGIC, 8)) {
        snprintf(buf, sizeof buf, "%s is not an sctrace raw log", raw_log_path);
        res = SCT_ERR_FORMAT;
    } else if ((res = sct_iter_create(r, rank, &it)) != SCT_OK) {
        snprintf(buf, sizeof buf, "%s", r->err);
    }
    while (res == SCT_OK) {
        int got = sct_iter_next(it, &ev), rc;
        if (got < 0) {
            snprintf(buf, sizeof buf, "%s", r->err);
            res = SCT_ERR_FORMAT;
            break;
        }
        rc = sct__verify_one(r, rank, fp, &sites, &ev, got, n, buf, sizeof buf);
        if (rc < 0) res = SCT_ERR_FORMAT;
        if (rc <= 0) break;
        n++;
    }
    if (checked) *checked = n;
    if (msg && msglen) snprintf(msg, msglen, "%s", buf);
    sct__rawsites_free(&sites);
    sct_iter_destroy(it);
    if (fp) fclose(fp);
    return res;
}

/*== >>lead  one rank's trace standing for a cluster of ranks ====================*/

/* Every rank list of a one-rank trace is that rank's: each becomes `ranks`. */
static int sct__mt_relabel_list(sct__mem *m, sct__mlist *l, const sct_ranklist *ranks) {
    uint32_t i;
    for (i = 0; i < l->n; i++) {
        sct__rl_free(m, &l->v[i].rl);
        if (sct__rl_copy(m, &l->v[i].rl, ranks)) return -1;
        l->v[i].acand = 0; /* no longer one rank's peer */
    }
    return 0;
}

sct_result sct_blob_stand_for(const sct_op_table *ops, const sct_allocator *a, const uint8_t *blob, size_t len,
                              const sct_ranklist *ranks, uint8_t **out, size_t *outlen) {
    sct__mem m;
    sct__mt t;
    sct_result r = SCT_OK;
    uint32_t i, j;
    int timing = sct__blob_timing(blob, len), bad = 0;
    if (!ops || !ranks || !out || !outlen || timing < 0) return SCT_ERR_ARG;
    *out = NULL;
    *outlen = 0;
    sct__mem_init(&m, a);
    sct__mt_init(&t, &m, ops, timing, 0);
    if (sct__mt_absorb(&t, blob, len)) r = t.err ? SCT_ERR_NOMEM : SCT_ERR_FORMAT;
    else if (sct_ranklist_count(&t.all) != 1 || !sct_ranklist_contains(ranks, sct_ranklist_next(&t.all, -1)))
        r = SCT_ERR_ARG;
    if (r == SCT_OK) {
        sct__rl_free(&m, &t.all);
        bad = sct__rl_copy(&m, &t.all, ranks);
        j = sct__mt_rl_id(&t, ranks);
        bad = j == UINT32_MAX;
        for (i = 0; i < t.nent && !bad; i++) t.ent[i].rl = j;
        for (i = 0; i < t.nlist && !bad; i++) bad = sct__mt_relabel_list(&m, &t.list[i], ranks);
        for (i = 0; i < 2 && !bad; i++) bad = sct__mt_relabel_list(&m, &t.exact[i], ranks);
        t.events *= sct_ranklist_count(ranks);
        r = bad || t.err ? SCT_ERR_NOMEM : sct__mt_blob(&t, &m, out, outlen);
    }
    sct__mt_free(&t);
    return r;
}

#endif /* SCTRACE_IMPLEMENTATION */

/*
------------------------------------------------------------------------------
MIT License

Copyright (c) 2026 The sctrace authors

Permission is hereby granted, free of charge, to any person obtaining a copy of
this software and associated documentation files (the "Software"), to deal in
the Software without restriction, including without limitation the rights to
use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
of the Software, and to permit persons to whom the Software is furnished to do
so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
------------------------------------------------------------------------------
*/
