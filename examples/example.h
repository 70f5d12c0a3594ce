/* example.h - what the example mini-apps share: their command-line options,
   the way out of a run that does no work, and the time of the slowest rank.

   It is not part of sctrace: each example is a standalone MPI program that
   embeds the tracer (sctrace_mpi.h, included before this file) and includes
   this small helper so that its own file holds only its communication
   pattern. Every option of an example is a whole number given as
   `--NAME N`; `--help` or `-h` prints the usage. */
#ifndef SCTRACE_EXAMPLE_H
#define SCTRACE_EXAMPLE_H

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ex_option {
    const char *name; /* "iters" for --iters */
    long *value;      /* holds the default on entry, the value given on return */
    long min, max;    /* accepted range */
    const char *help; /* what it is; "(default N)" is added */
} ex_option;

static inline void ex_usage(const char *prog, const ex_option *opts, int nopts)
{
    printf("usage: %s", prog);
    for (int k = 0; k < nopts; k++)
        printf(" [--%s N]", opts[k].name);
    printf("\n");
    for (int k = 0; k < nopts; k++) {
        char flag[40];
        snprintf(flag, sizeof flag, "--%s N", opts[k].name);
        printf("  %-10s %s (default %ld)\n", flag, opts[k].help, *opts[k].value);
    }
}

static inline const ex_option *ex_find(const char *arg, const ex_option *opts, int nopts)
{
    for (int k = 0; k < nopts; k++)
        if (arg[0] == '-' && arg[1] == '-' && strcmp(arg + 2, opts[k].name) == 0)
            return &opts[k];
    return NULL;
}

/* Reads the options; only `rank` 0 prints. Returns 0 to run, 1 to exit
   successfully (--help), 2 on a usage error. */
static inline int ex_parse(int argc, char **argv, int rank, const ex_option *opts, int nopts)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            if (rank == 0)
                ex_usage(argv[0], opts, nopts);
            return 1;
        }
        const ex_option *o = ex_find(argv[i], opts, nopts);
        if (o && i + 1 < argc) {
            char *end = NULL;
            long v = strtol(argv[++i], &end, 10);
            if (*end == '\0' && v >= o->min && v <= o->max) {
                *o->value = v;
                continue;
            }
        }
        if (rank == 0)
            fprintf(stderr, "%s: bad or incomplete argument '%s' (try --help)\n", argv[0],
                    argv[i]);
        return 2;
    }
    return 0;
}

/* Ends a run that did no work (--help, a usage error) with ex_parse's
   status as the exit code: asks for no trace, since nothing ran. */
static inline int ex_no_run(int status)
{
    sctrace_discard();
    MPI_Finalize();
    return status == 1 ? 0 : 2;
}

/* The slowest rank's time, on rank 0 of comm (a collective). */
static inline double ex_max_time(double elapsed, MPI_Comm comm)
{
    double max_elapsed = 0.0;
    MPI_Reduce(&elapsed, &max_elapsed, 1, MPI_DOUBLE, MPI_MAX, 0, comm);
    return max_elapsed;
}

#endif /* SCTRACE_EXAMPLE_H */
