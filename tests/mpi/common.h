/* tests/mpi/common.h - helpers shared by the MPI integration tests.

   A test names itself with t_begin() before MPI_Init (which also points
   SCTRACE_OUT at NAME.sct unless the runner chose a path), runs its MPI
   calls, and after MPI_Finalize rank 0 reads the trace back with the reader
   API and prints exactly one line, "ok NAME" or "FAIL NAME: reason"
   (t_end). The tracer itself is linked in from sctrace.c. */
#ifndef SCT_TEST_MPI_COMMON_H
#define SCT_TEST_MPI_COMMON_H

#include "../../sctrace_mpi.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char t_name[64];
static int t_failed;

/* Before MPI_Init. SCTRACE_OUT set but empty means "test the default name". */
static inline void t_begin(const char *name)
{
    snprintf(t_name, sizeof t_name, "%s", name);
    if (!getenv("SCTRACE_OUT")) {
        char path[128];
        snprintf(path, sizeof path, "%s.sct", name);
        setenv("SCTRACE_OUT", path, 1);
    }
}

static inline void t_fail(const char *fmt, ...)
{
    va_list ap;
    if (t_failed++)
        return;
    printf("FAIL %s: ", t_name);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
}

static inline int t_end(void)
{
    if (!t_failed)
        printf("ok %s\n", t_name);
    fflush(stdout);
    return t_failed ? 1 : 0;
}

/* The trace path rank 0 wrote: SCTRACE_OUT, or <prog>.<pid of rank 0>.sct. */
static inline const char *t_trace_path(void)
{
    static char path[4200];
    const char *out = getenv("SCTRACE_OUT");
    char exe[4096], *base;
    ssize_t n;
    if (out && *out)
        return out;
    n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = 0;
    base = strrchr(exe, '/');
    snprintf(path, sizeof path, "%s.%ld.sct", base ? base + 1 : exe, (long)getpid());
    return path;
}

static inline sct_reader *t_open(void)
{
    sct_read_desc rd;
    sct_reader *r = NULL;
    char err[256] = "";
    memset(&rd, 0, sizeof rd);
    if (sct_reader_open(t_trace_path(), &rd, &r, err, sizeof err) != SCT_OK)
        t_fail("cannot open %s: %s", t_trace_path(), err);
    return r;
}

/* One decoded event, values copied. */
typedef struct t_ev {
    int op;
    uint32_t site;
    int n;
    int64_t *v;
} t_ev;

/* All events of `rank`; *n < 0 on a decoding error (reported). */
static inline t_ev *t_events(sct_reader *r, int32_t rank, int *n)
{
    sct_iter *it = NULL;
    sct_event_out e;
    t_ev *evs = NULL;
    int cap = 0, k, got;
    *n = 0;
    if (sct_iter_create(r, rank, &it) != SCT_OK) {
        t_fail("rank %d: cannot iterate: %s", rank, sct_reader_error(r));
        *n = -1;
        return NULL;
    }
    while ((got = sct_iter_next(it, &e)) == 1) {
        if (*n == cap) {
            cap = cap ? 2 * cap : 256;
            evs = (t_ev *)realloc(evs, (size_t)cap * sizeof *evs);
        }
        evs[*n].op = e.op;
        evs[*n].site = e.site;
        evs[*n].n = e.nvalues;
        evs[*n].v = (int64_t *)malloc((size_t)(e.nvalues ? e.nvalues : 1) * sizeof(int64_t));
        for (k = 0; k < e.nvalues; k++)
            evs[*n].v[k] = e.values[k];
        (*n)++;
    }
    sct_iter_destroy(it);
    if (got < 0) {
        t_fail("rank %d: corrupt trace: %s", rank, sct_reader_error(r));
        *n = -1;
    }
    return evs;
}

static inline void t_events_free(t_ev *evs, int n)
{
    int i;
    for (i = 0; i < n; i++)
        free(evs[i].v);
    free(evs);
}

static inline int t_op(const sct_op_table *ops, const char *name)
{
    int i;
    for (i = 0; i < ops->nops; i++)
        if (strcmp(ops->ops[i].name, name) == 0)
            return i;
    return -1;
}

static inline const char *t_opname(const sct_op_table *ops, int op)
{
    return op >= 0 && op < ops->nops ? ops->ops[op].name : "?";
}

/* The values of parameter `param` of event e: a pointer to the value (or, for
   an array, to its length followed by the elements); NULL if absent. */
static inline const int64_t *t_param(const sct_op_table *ops, const t_ev *e, const char *param)
{
    const sct_op *op = &ops->ops[e->op];
    int i, at = 0;
    for (i = 0; i < op->nparams && at < e->n; i++) {
        if (strcmp(op->param_names[i], param) == 0)
            return &e->v[at];
        at += op->param_roles[i] & SCT_PARAM_ARRAY ? 1 + (int)e->v[at] : 1;
    }
    return NULL;
}

/* Scalar parameter value, or `dflt` (and a failure) when it is missing. */
static inline int64_t t_val(const sct_op_table *ops, const t_ev *e, const char *param)
{
    const int64_t *p = t_param(ops, e, param);
    if (!p) {
        t_fail("%s has no parameter %s", t_opname(ops, e->op), param);
        return SCT_NONE;
    }
    return *p;
}

/* Check that the events' ops are exactly `names` (NULL-terminated). */
static inline void t_expect_ops(const sct_op_table *ops, int32_t rank, const t_ev *evs, int n,
                         const char *const *names)
{
    int i, want = 0;
    while (names[want])
        want++;
    for (i = 0; i < want && i < n; i++)
        if (evs[i].op != t_op(ops, names[i])) {
            t_fail("rank %d event %d is %s, expected %s", rank, i, t_opname(ops, evs[i].op),
                   names[i]);
            return;
        }
    if (n != want)
        t_fail("rank %d has %d events, expected %d", rank, n, want);
}

/* Open the trace and check every rank's events against `names`
   (t_expect_ops). */
static inline void t_expect_all_ops(int nranks, const char *const *names)
{
    sct_reader *r = t_open();
    int32_t q;
    if (!r)
        return;
    for (q = 0; q < nranks && !t_failed; q++) {
        int n;
        t_ev *e = t_events(r, q, &n);
        if (n < 0)
            break;
        t_expect_ops(sct_reader_ops(r), q, e, n, names);
        t_events_free(e, n);
    }
    sct_reader_close(r);
}

/* In verify mode: compare every rank (every thread of it, under
   MPI_THREAD_MULTIPLE: PATH.raw.R.tT) with its raw log. A rank without
   thread T has an empty timeline of it and no log. Leaves thread 0 selected. */
static inline void t_verify_all(sct_reader *r, int nranks)
{
    char raw[4300], msg[512];
    uint64_t checked = 0;
    sct_file_info fi;
    int i, t;
    sct_reader_info(r, &fi);
    for (t = 0; t < fi.nthreads && !t_failed; t++)
        for (i = 0; i < nranks; i++) {
            const uint32_t *root;
            int nroot = 0;
            FILE *fp = NULL;
            if (t)
                snprintf(raw, sizeof raw, "%s.raw.%d.t%d", t_trace_path(), i, t);
            else
                snprintf(raw, sizeof raw, "%s.raw.%d", t_trace_path(), i);
            sct_reader_set_thread(r, t);
            if (t && !(fp = fopen(raw, "rb")) && sct_reader_root(r, i, &root, &nroot) == SCT_OK && !nroot)
                continue;
            if (t && fp)
                fclose(fp);
            if (sct_verify_rank(r, i, raw, &checked, msg, sizeof msg) != SCT_OK) {
                t_fail("rank %d thread %d does not match its raw log: %s", i, t, msg);
                break;
            }
        }
    sct_reader_set_thread(r, 0);
}

#endif /* SCT_TEST_MPI_COMMON_H */
