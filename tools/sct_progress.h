/* sct_progress.h - progress of long tool runs, on stderr, for the tools.

   A run that may take seconds (an export of a large trace, a verify of large
   raw logs, an extrapolation) says how far it is:

       sct_progress p;
       sct_progress_begin(&p, "export: events", total);   total 0: unknown
       for (...) sct_progress_step(&p, done);              cheap: one compare
       sct_progress_end(&p);                               clears the line

   It shows "\r<what>: 1234567/9000000 (13 %), 4 s left" at most 5 times a
   second, only when stderr is a terminal (nothing in pipes, logs or tests), and
   only once the run has lasted 0.5 s (short runs stay silent).
   SCTRACE_PROGRESS=1 shows it even when stderr is not a terminal and however
   short the run (one line per update and a last one at the end, for tests and
   CI logs); SCTRACE_PROGRESS=0 never shows it.

   Header-only, every function static; include it from any tool's .c file
   after <stdio.h> and <stdint.h>. MPI-free. 
   TABLE OF CONTENTS
     1. >>progress  progress of long tool runs
*/
#ifndef SCT_PROGRESS_H
#define SCT_PROGRESS_H

/*== >>progress  progress of long tool runs ====================================*/

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

typedef struct sct_progress {
    const char *what;
    uint64_t total;     /* 0: unknown, show the count only */
    uint64_t next_check, stride; /* steps below next_check are not looked at */
    uint64_t done;      /* the last step seen */
    double t0, last;    /* seconds (monotonic) */
    int mode;           /* 0 off, 1 terminal (\r), 2 forced (one line per update) */
    int shown;
} sct_progress;

static double sct_progress__now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void sct_progress_begin(sct_progress *p, const char *what, uint64_t total) {
    const char *env = getenv("SCTRACE_PROGRESS");
    p->what = what;
    p->total = total;
    p->next_check = p->done = 0;
    p->stride = total ? (total / 2000 ? total / 2000 : 1) : 1024;
    p->shown = 0;
    p->t0 = p->last = sct_progress__now();
    if (env && env[0] == '0' && !env[1])
        p->mode = 0;
    else if (env && env[0] == '1' && !env[1])
        p->mode = 2;
    else
        p->mode = isatty(2) ? 1 : 0;
}

static void sct_progress__show(sct_progress *p, uint64_t done, double now) {
    double el = now - p->t0;
    const char *end = p->mode == 1 ? "" : "\n";
    p->shown = 1;
    p->last = now;
    if (p->total && done <= p->total) {
        double frac = (double)done / (double)p->total;
        fprintf(stderr, "%s%s: %" PRIu64 "/%" PRIu64 " (%.0f %%)", p->mode == 1 ? "\r" : "", p->what, done, p->total,
                100.0 * frac);
        if (done == p->total)
            fprintf(stderr, ", %.1f s", el);
        else if (frac > 0.01)
            fprintf(stderr, ", %.0f s left", el / frac - el);
        fprintf(stderr, "   %s", end);
    } else {
        fprintf(stderr, "%s%s: %" PRIu64 ", %.0f s   %s", p->mode == 1 ? "\r" : "", p->what, done, el, end);
    }
}

/* done: units finished so far. Looks at the clock every 1/2000 of the total
   (every 1024 units when the total is unknown). */
static void sct_progress_step(sct_progress *p, uint64_t done) {
    double now;
    p->done = done;
    if (!p->mode || done < p->next_check) return;
    p->next_check = done + p->stride;
    now = sct_progress__now();
    if ((p->mode == 1 && now - p->t0 < 0.5) || now - p->last < 0.2) return;
    sct_progress__show(p, done, now);
}

/* Clears the terminal line; in forced mode prints the final count, so that
   even a short run shows one line. */
static void sct_progress_end(sct_progress *p) {
    if (p->mode == 1 && p->shown) fprintf(stderr, "\r%*s\r", 70, "");
    if (p->mode == 2) sct_progress__show(p, p->total ? p->total : p->done, sct_progress__now());
    p->shown = 0;
    p->mode = 0;
}

#endif /* SCT_PROGRESS_H */
