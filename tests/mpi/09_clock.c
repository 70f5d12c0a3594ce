/* 09_clock: the clock calls are timed with agrees with CLOCK_MONOTONIC. Each
   rank sleeps about a second between two barriers, timed by the test with
   CLOCK_MONOTONIC; the trace's compute time before the second barrier
   (exact timing) must be within 1 % of it. The trace's config names the clock: tsc where the CPU has an
   invariant TSC (x86-64, constant_tsc and nonstop_tsc) unless
   SCTRACE_CLOCK=monotonic, monotonic otherwise, with the TSC's rate and,
   after MPI_Finalize refined it, how far the MPI_Init calibration was off. */
#include "common.h"

#include <time.h>

static uint64_t mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Whether /proc/cpuinfo says the TSC is invariant (the tracer's own rule). */
static int tsc_invariant(void)
{
    char line[8192];
    int ok = 0;
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return 0;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "flags", 5)) {
            ok = strstr(line, " constant_tsc") && strstr(line, " nonstop_tsc");
            break;
        }
    fclose(f);
    return ok;
}

int main(int argc, char **argv)
{
    int rank, size, q;
    uint64_t a, b;
    long long slept, *all = NULL;
    struct timespec s = {1, 0};
    const char *want = getenv("SCTRACE_CLOCK");
    const char *expect;
    t_begin("09_clock");
    setenv("SCTRACE_TIMING", "exact", 0); /* each rank's own times (merged histograms pool ranks) */
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Barrier(MPI_COMM_WORLD);
    a = mono_ns();
    while (nanosleep(&s, &s))
        ;
    b = mono_ns();
    MPI_Barrier(MPI_COMM_WORLD);
    slept = (long long)(b - a);
    if (rank == 0)
        all = (long long *)malloc((size_t)size * sizeof *all);
    PMPI_Gather(&slept, 1, MPI_LONG_LONG, all, 1, MPI_LONG_LONG, 0, MPI_COMM_WORLD);
    MPI_Finalize();
    if (rank != 0)
        return 0;
#if defined(__x86_64__)
    expect = want && !strcmp(want, "monotonic") ? "clock=monotonic" : tsc_invariant() ? "clock=tsc" : "clock=monotonic";
#else
    expect = "clock=monotonic";
#endif
    {
        sct_reader *r = t_open();
        sct_file_info fi;
        if (!r)
            return t_end();
        sct_reader_info(r, &fi);
        if (!fi.config || !strstr(fi.config, expect))
            t_fail("config \"%s\" does not say %s", fi.config ? fi.config : "", expect);
        else if (!strcmp(expect, "clock=tsc") && !strstr(fi.config, "clock_ppm="))
            t_fail("config \"%s\": the TSC's rate was not refined at MPI_Finalize", fi.config);
        for (q = 0; q < size && !t_failed; q++) {
            sct_iter *it = NULL;
            sct_event_out e;
            int k = 0, barrier = t_op(sct_reader_ops(r), "MPI_Barrier");
            long long got = -1;
            if (sct_iter_create(r, q, &it) != SCT_OK) {
                t_fail("rank %d: cannot iterate: %s", q, sct_reader_error(r));
                break;
            }
            while (sct_iter_next(it, &e) == 1)
                if (e.op == barrier && ++k == 2)
                    got = e.compute_ns;
            sct_iter_destroy(it);
            /* the trace's interval also holds the return from the first
               barrier and the call into the second: microseconds */
            if (got < 0 || (double)got < 0.99 * (double)all[q] || (double)got > 1.01 * (double)all[q] + 1e5)
                t_fail("rank %d: compute time before the second barrier %lld ns, CLOCK_MONOTONIC %lld ns", q, got,
                       all[q]);
        }
        sct_reader_close(r);
    }
    free(all);
    return t_end();
}
