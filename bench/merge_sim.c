/* merge_sim - the cross-rank merge at scale, in one process.

   build/bench/merge_sim --pattern stencil2d|stencil3d|pop|master --ranks N
                         [--iters K] [--timing hist|off|exact] [--radix R]
                         [--precision P] [--out FILE] [--no-verify]

   Builds the per-rank traces of N simulated ranks (bench/sim.h), merges them
   through the radix-tree reduction over an in-memory transport, writes the
   file, reads it back and checks that every rank decodes to exactly its
   events. Prints a human summary and one line
     pattern=P ranks=N iters=K timing=T bytes=B merge_s=S rounds=R verified=yes|no
   plus one line per reduction round on rank 0:
     pattern=P ranks=N round=I round_s=S
   merge_s is the wall time of the whole reduction (every rank's share, run
   one after another in this single thread), bytes the written file. At a
   merge precision P below 100 (ScalaH-Trace) irregular and differing values
   become histograms; the check is then that every rank decodes
   (verified=decodes), since values and call counts are approximate. */
#define _POSIX_C_SOURCE 200809L
#define SCTRACE_IMPLEMENTATION
#include "../sctrace.h"
#include "sim.h"

#include <stdio.h>
#include <time.h>

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void usage(FILE *f) {
    fprintf(f, "usage: merge_sim --pattern stencil2d|stencil3d|pop|master --ranks N [--iters K]\n"
               "                 [--timing hist|off|exact] [--radix R] [--precision P] [--out FILE] [--no-verify]\n"
               "Merges N simulated ranks' traces in-process and checks every rank.\n");
}

static int parse_int(const char *s, long lo, long hi, long *out) {
    char *end;
    *out = strtol(s, &end, 10);
    return (*end || end == s || *out < lo || *out > hi) ? -1 : 0;
}

int main(int argc, char **argv) {
    const char *pname = NULL, *out = NULL, *tname = "hist";
    long P = 0, iters = 30, radix = 2, precision = 100;
    int verify = 1, i;
    sim_pattern pat = SIM_STENCIL2D;
    sct_timing_mode tm = SCT_TIMING_HIST;
    uint8_t **blobs, *merged = NULL, *file = NULL;
    size_t *lens, mlen = 0, flen = 0;
    sct_merge_stats st = {0};
    sct_writer *w = NULL;
    sct_write_desc wd;
    double t0, merge_s, build_s;
    char why[256] = "";
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--no-verify")) {
            verify = 0;
            continue;
        } else if (!v) {
            usage(stderr);
            return 2;
        } else if (!strcmp(a, "--pattern")) {
            pname = v;
        } else if (!strcmp(a, "--ranks")) {
            if (parse_int(v, 1, 1 << 24, &P)) return fprintf(stderr, "merge_sim: bad --ranks '%s'\n", v), 2;
        } else if (!strcmp(a, "--iters")) {
            if (parse_int(v, 1, 1 << 20, &iters)) return fprintf(stderr, "merge_sim: bad --iters '%s'\n", v), 2;
        } else if (!strcmp(a, "--radix")) {
            if (parse_int(v, 2, 64, &radix)) return fprintf(stderr, "merge_sim: bad --radix '%s'\n", v), 2;
        } else if (!strcmp(a, "--precision")) {
            if (parse_int(v, 0, 100, &precision)) return fprintf(stderr, "merge_sim: bad --precision '%s'\n", v), 2;
        } else if (!strcmp(a, "--timing")) {
            tname = v;
        } else if (!strcmp(a, "--out")) {
            out = v;
        } else {
            usage(stderr);
            return 2;
        }
        i++;
    }
    if (!pname || !P) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(pname, "stencil2d")) pat = SIM_STENCIL2D;
    else if (!strcmp(pname, "stencil3d")) pat = SIM_STENCIL3D;
    else if (!strcmp(pname, "pop")) pat = SIM_POP;
    else if (!strcmp(pname, "master")) pat = SIM_MASTER;
    else return fprintf(stderr, "merge_sim: unknown pattern '%s' (stencil2d, stencil3d, pop, master)\n", pname), 2;
    if (!strcmp(tname, "hist")) tm = SCT_TIMING_HIST;
    else if (!strcmp(tname, "off")) tm = SCT_TIMING_OFF;
    else if (!strcmp(tname, "exact")) tm = SCT_TIMING_EXACT;
    else return fprintf(stderr, "merge_sim: unknown timing '%s' (hist, off, exact)\n", tname), 2;

    blobs = (uint8_t **)calloc((size_t)P, sizeof *blobs);
    lens = (size_t *)calloc((size_t)P, sizeof *lens);
    t0 = now_s();
    for (i = 0; i < P; i++)
        if (sim_blob(pat, (int)P, i, (int)iters, tm, (int)(100 - precision), &blobs[i], &lens[i])) {
            fprintf(stderr, "merge_sim: recording rank %d failed\n", i);
            return 1;
        }
    build_s = now_s() - t0;
    t0 = now_s();
    if (sim_reduce(&sim_ops, blobs, lens, (int32_t)P, (int)radix, now_s, &merged, &mlen, &st)) {
        fprintf(stderr, "merge_sim: the reduction failed\n");
        return 1;
    }
    merge_s = now_s() - t0;
    memset(&wd, 0, sizeof wd);
    wd.ops = &sim_ops;
    wd.program = pname;
    wd.world_size = (int32_t)P;
    wd.merge_seconds = merge_s;
    if (sct_writer_create(&wd, &w) || sct_writer_add(w, merged, mlen) || sct_writer_save_memory(w, &file, &flen) ||
        (out && sct_writer_save(w, out))) {
        fprintf(stderr, "merge_sim: writing the trace failed\n");
        return 1;
    }
    if (verify) {
        sct_reader *r = NULL;
        char err[256];
        if (sct_reader_open_memory(file, flen, NULL, &r, err, sizeof err) != SCT_OK) snprintf(why, sizeof why, "%s", err);
        else if (precision == 100) sim_verify(r, pat, (int)P, (int)iters, why, sizeof why);
        else sim_verify_counts(r, pat, (int)P, (int)iters, 0, why, sizeof why);
        sct_reader_close(r);
    }
    printf("# %s, %ld ranks, %ld iterations, timing %s: built in %.2f s, merged in %.3f s (%d rounds), %zu bytes%s%s\n",
           pname, P, iters, tname, build_s, merge_s, st.rounds, flen, verify ? (why[0] ? ", NOT verified: " : ", every rank verified") : "",
           why);
    for (i = 0; i < st.rounds && i < SCT_MERGE_MAX_ROUNDS; i++)
        printf("pattern=%s ranks=%ld round=%d round_s=%.6f\n", pname, P, i, st.round_seconds[i]);
    printf("pattern=%s ranks=%ld iters=%ld timing=%s precision=%ld bytes=%zu merge_s=%.6f rounds=%d verified=%s\n",
           pname, P, iters, tname, precision, flen, merge_s, st.rounds,
           !verify ? "skipped" : why[0] ? "no" : precision < 100 ? "decodes" : "yes");
    sct_writer_free_buffer(w, file);
    sct_writer_destroy(w);
    sct_blob_release(NULL, merged);
    free(blobs);
    free(lens);
    return verify && why[0] ? 1 : 0;
}
