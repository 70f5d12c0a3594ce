/* sctrace-replay: run a trace as an MPI program (the engine: sctrace_replay.h).

       mpirun -np P sctrace-replay [options] TRACE.sct
       sctrace-replay --dry-run [--ranks LIST] TRACE.sct       (no mpirun, no MPI)

   The tracer is linked in but stays off unless --trace OUT is given; then the
   replay is recorded like any traced run (SCTRACE_* variables apply), and
   `sctrace diff TRACE.sct OUT --ignore-sites` checks the fixed point. */
#define _GNU_SOURCE
#define SCTRACE_IMPLEMENTATION
#define SCTRACE_MPI_IMPLEMENTATION
#define SCTRACE_REPLAY_IMPLEMENTATION
#include "sctrace_replay.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char usage[] =
    "usage: mpirun -np P sctrace-replay [options] TRACE.sct\n"
    "       sctrace-replay --dry-run [--ranks LIST] [options] TRACE.sct\n"
    "\n"
    "Replays the MPI calls of a trace with P equal to the traced rank count. An exact\n"
    "(lossless) trace is replayed call for call: every rank makes its recorded calls with\n"
    "their parameters (peers, sizes, datatypes, communicators, requests), with payloads\n"
    "of the right size, and spends the recorded computation time between them. A trace\n"
    "with histograms (SCTRACE_PRECISION < 100) is replayed the ScalaH-Trace way: every\n"
    "rank interprets every rank's calls with values drawn from one seed, receivers post\n"
    "their receives themselves, a rank completes what it has pending at its own waits\n"
    "and blocking receives and at the end of its own loop bodies that hold a wait,\n"
    "collectives synchronise, so the replay cannot deadlock when the application did\n"
    "not.\n"
    "Top-level loops of different ranks take turns, iteration by iteration. A blocking\n"
    "receive from MPI_ANY_SOURCE completes one posted receive, the first to arrive.\n"
    "\n";

/* The rest of the help (C99 compilers need only take literals of 4095 bytes). */
static const char usage_options[] =
    "options:\n"
    "  --compute=busy|cpu|sleep|none  how to spend the computation time between\n"
    "                        calls: busy-wait (default); busy-wait on the CPU (cpu:\n"
    "                        time the process is descheduled does not count, as it\n"
    "                        did not advance the application's computation; for\n"
    "                        ranks that share cores, see README); sleep (spinning\n"
    "                        the last 100 us); or not at all. The replay's own work\n"
    "                        between calls (reading the trace, looking up handles,\n"
    "                        and recording with --trace) counts as computation: what\n"
    "                        it takes beyond an interval is taken off the following\n"
    "                        ones (histogram replays: off the time the rank then\n"
    "                        waits first)\n"
    "  --no-compute          the same as --compute=none\n"
    "  --seed N              seed of the histogram draws (default 1); all ranks use it\n"
    "  --times=mean|drawn    traces with histogram timing (SCTRACE_TIMING=hist): spend\n"
    "                        each call site's mean computation time at every call\n"
    "                        (mean), or draw each call's time from the site's histogram,\n"
    "                        per rank, from --seed, keeping the rank's sum within 1 %\n"
    "                        (drawn)\n"
    "  --mode=auto|exact|histogram  force a replay mode (default auto: histogram when\n"
    "                        the trace has histograms)\n"
    "  --trace OUT           record the replay into OUT (a trace of the replay; compare\n"
    "                        with: sctrace diff TRACE.sct OUT --ignore-sites)\n"
    "  --dry-run             print, per rank, the calls it would make; no MPI at all.\n"
    "                        Exact traces: each call with its parameters (peers relative\n"
    "                        to the rank in the call's communicator). Histogram traces:\n"
    "                        the sends, posted receives, waits and collectives (ranks of\n"
    "                        other communicators are taken in MPI_COMM_WORLD's order)\n"
    "  --ranks LIST          dry run: only these ranks (e.g. 0,2-5); by default the rank\n"
    "                        mpirun gave the process, or all of them\n"
    "  --io-dir DIR          where the replay's scratch files go: the trace holds no file\n"
    "                        names, so each file the run opened with MPI_File_open is\n"
    "                        a file of its own here, removed when the replay closes\n"
    "                        it, and each MPI_File_delete deletes one made empty for\n"
    "                        it (default: $TMPDIR, else /tmp; on several nodes give a\n"
    "                        directory they share)\n"
    "  --verbose             one line per rank: replay and traced time, bytes sent,\n"
    "                        the replay's own work the computation could not hide,\n"
    "                        the time spent descheduled during a computation\n"
    "                        (--compute=cpu) or past its end (busy, sleep), and the\n"
    "                        process's peak memory (Linux)\n"
    "  --quiet               no summary line\n"
    "  -h, --help            this text\n"
    "\n"
    "exit status: 0 done, 1 the replay failed, 2 bad options, file or rank count\n";

static int bad(const char *what, const char *arg)
{
    fprintf(stderr, "sctrace-replay: %s: %s (see --help)\n", what, arg);
    return 2;
}

/* The value of --name=V or --name V; NULL when argv[*i] is not --name. */
static const char *option(int argc, char **argv, int *i, const char *name)
{
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n))
        return NULL;
    if (argv[*i][n] == '=')
        return argv[*i] + n + 1;
    if (argv[*i][n] || *i + 1 >= argc)
        return NULL;
    return argv[++*i];
}

static int parse(int argc, char **argv, sctrace_replay_opts *o)
{
    int i;
    const char *v;
    memset(o, 0, sizeof *o);
    o->seed = 1;
    for (i = 1; i < argc; i++) {
        char *end;
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            fputs(usage, stdout);
            fputs(usage_options, stdout);
            exit(0);
        } else if (!strcmp(argv[i], "--no-compute")) {
            o->compute = SCTRACE_REPLAY_NO_COMPUTE;
        } else if (!strcmp(argv[i], "--dry-run")) {
            o->dry_run = 1;
        } else if (!strcmp(argv[i], "--verbose")) {
            o->verbose = 1;
        } else if (!strcmp(argv[i], "--quiet")) {
            o->quiet = 1;
        } else if ((v = option(argc, argv, &i, "--compute")) != NULL) {
            if (!strcmp(v, "busy"))
                o->compute = SCTRACE_REPLAY_BUSY;
            else if (!strcmp(v, "cpu"))
                o->compute = SCTRACE_REPLAY_CPU;
            else if (!strcmp(v, "sleep"))
                o->compute = SCTRACE_REPLAY_SLEEP;
            else if (!strcmp(v, "none"))
                o->compute = SCTRACE_REPLAY_NO_COMPUTE;
            else
                return bad("--compute takes busy, cpu, sleep or none", v);
        } else if ((v = option(argc, argv, &i, "--mode")) != NULL) {
            if (!strcmp(v, "auto"))
                o->mode = SCTRACE_REPLAY_AUTO;
            else if (!strcmp(v, "exact"))
                o->mode = SCTRACE_REPLAY_EXACT;
            else if (!strcmp(v, "histogram"))
                o->mode = SCTRACE_REPLAY_HIST;
            else
                return bad("--mode takes auto, exact or histogram", v);
        } else if ((v = option(argc, argv, &i, "--times")) != NULL) {
            if (!strcmp(v, "mean"))
                o->draw_times = 0;
            else if (!strcmp(v, "drawn"))
                o->draw_times = 1;
            else
                return bad("--times takes mean or drawn", v);
        } else if ((v = option(argc, argv, &i, "--seed")) != NULL) {
            errno = 0;
            o->seed = strtoull(v, &end, 0);
            if (!*v || *end || errno || *v == '-')
                return bad("--seed takes a non-negative integer", v);
        } else if ((v = option(argc, argv, &i, "--trace")) != NULL) {
            if (!*v)
                return bad("--trace takes a file name", "\"\"");
            o->trace_out = v;
        } else if ((v = option(argc, argv, &i, "--io-dir")) != NULL) {
            struct stat st;
            if (!*v || stat(v, &st) != 0 || !S_ISDIR(st.st_mode) || access(v, W_OK | X_OK) != 0)
                return bad("--io-dir takes a directory this process can write to", v);
            o->io_dir = v;
        } else if ((v = option(argc, argv, &i, "--ranks")) != NULL) {
            if (!*v || strspn(v, "0123456789,-") != strlen(v))
                return bad("--ranks takes a list like 0,2-5", v);
            o->ranks = v;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return bad("unknown option", argv[i]);
        } else if (o->path) {
            return bad("one trace file only; also given", argv[i]);
        } else {
            o->path = argv[i];
        }
    }
    if (!o->path) {
        fputs(usage, stderr);
        fputs(usage_options, stderr);
        return 2;
    }
    if (o->ranks && !o->dry_run)
        return bad("--ranks only applies to --dry-run", o->ranks);
    return 0;
}

int main(int argc, char **argv)
{
    sctrace_replay_opts o;
    int rc;
    sct__m_rt.tool = 1; /* --help, --dry-run, errors: no MPI_Init, and no news */
    rc = parse(argc, argv, &o);
    if (rc)
        return rc;
    return sctrace_replay(&argc, &argv, &o);
}
