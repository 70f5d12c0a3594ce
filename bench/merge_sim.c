/* merge_sim - the cross-rank merge at scale, in one process.

   build/bench/merge_sim --pattern stencil2d|stencil3d|pop|master --ranks N
                         [--iters K] [--timing hist|off|exact] [--radix R]
                         [--precision P] [--out FILE] [--no-verify] [--cluster]

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
   (verified=decodes), since values and call counts are approximate.
   --cluster: online clustering's finalize (sctrace_mpi.h >>cluster):
   each rank only hashes its events (what a non-lead does), ranks of equal
   hashes form a cluster, and only each cluster's lowest rank records; its
   blob stands for the cluster (sct_blob_stand_for) and the reduction runs
   over the leads alone; every rank is still verified. The line gets
   leads=L and build_s (recording and hashing). */
#define _POSIX_C_SOURCE 200809L
#define SCTRACE_IMPLEMENTATION
#include "../sctrace.h"
#include <time.h>
#include "sim.h"

#include <stdio.h>
#include <time.h>


/* --cluster: each rank's events hashed (a non-lead's signature), ranks
   grouped by hash, one blob per group recorded by its lowest rank and
   standing for the group. blobs[0..n) get them; n, or -1. */
typedef struct sim_hash { uint64_t h; } sim_hash;
static int sim_hash_sink(void *user, int op, int site, const int64_t *v, int nv, uint64_t t0, uint64_t t1) {
    sim_hash *s = (sim_hash *)user;
    int i;
    (void)t0, (void)t1;
    s->h = (s->h + (uint64_t)op * 131 + (uint64_t)site) * UINT64_C(0x9e3779b97f4a7c15);
    for (i = 0; i < nv; i++) s->h = (s->h ^ (uint64_t)v[i]) * UINT64_C(0x100000001b3);
    return 0;
}

typedef struct sim_kr { uint64_t h; int32_t r; } sim_kr;
static int sim_kr_cmp(const void *a, const void *b) {
    const sim_kr *x = (const sim_kr *)a, *y = (const sim_kr *)b;
    return x->h != y->h ? (x->h < y->h ? -1 : 1) : (x->r > y->r) - (x->r < y->r);
}

static long sim_cluster_blobs(sim_pattern pat, int P, int iters, sct_timing_mode tm, int tol, uint8_t **blobs,
                              size_t *lens) {
    sim_kr *k = (sim_kr *)malloc((size_t)P * sizeof *k);
    long n = 0;
    int i, j;
    if (!k) return -1;
    for (i = 0; i < P; i++) {
        sim_hash s = {0};
        if (sim_run(pat, P, i, iters, sim_hash_sink, &s)) return -1;
        k[i].h = s.h;
        k[i].r = i;
    }
    qsort(k, (size_t)P, sizeof *k, sim_kr_cmp);
    for (i = 0; i < P; i = j) {
        sct_ranklist rl = {0, 0, NULL};
        uint8_t *one = NULL, *stood = NULL;
        size_t olen = 0;
        for (j = i; j < P && k[j].h == k[i].h; j++)
            if (sct_ranklist_add(&rl, k[j].r, NULL)) return -1;
        if (sim_blob(pat, P, k[i].r, iters, tm, tol, &one, &olen) ||
            sct_blob_stand_for(&sim_ops, NULL, one, olen, &rl, &stood, &lens[n]))
            return -1;
        blobs[n] = (uint8_t *)malloc(lens[n]);
        memcpy(blobs[n], stood, lens[n]);
        n++;
        sct_blob_release(NULL, stood);
        free(one);
        sct_ranklist_free(&rl, NULL);
    }
    free(k);
    return n;
}

static void usage(FILE *f) {
    fprintf(f, "usage: merge_sim --pattern stencil2d|stencil3d|pop|master --ranks N [--iters K]\n"
               "                 [--timing hist|off|exact] [--radix R] [--precision P] [--out FILE] [--no-verify]\n"
               "                 [--cluster]\n"
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
    int verify = 1, cluster = 0, i;
    long nb;
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
        } else if (!strcmp(a, "--cluster")) {
            cluster = 1;
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
    t0 = sim_wall();
    if (cluster) {
        nb = sim_cluster_blobs(pat, (int)P, (int)iters, tm, (int)(100 - precision), blobs, lens);
        if (nb < 0) return fprintf(stderr, "merge_sim: clustering failed\n"), 1;
    } else {
        for (i = 0; i < P; i++)
            if (sim_blob(pat, (int)P, i, (int)iters, tm, (int)(100 - precision), &blobs[i], &lens[i])) {
                fprintf(stderr, "merge_sim: recording rank %d failed\n", i);
                return 1;
            }
        nb = P;
    }
    build_s = sim_wall() - t0;
    t0 = sim_wall();
    if (sim_reduce(&sim_ops, blobs, lens, (int32_t)nb, (int)radix, NULL, sim_wall, &merged, &mlen, &st)) {
        fprintf(stderr, "merge_sim: the reduction failed\n");
        return 1;
    }
    merge_s = sim_wall() - t0;
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
    printf("pattern=%s ranks=%ld iters=%ld timing=%s precision=%ld bytes=%zu merge_s=%.6f rounds=%d verified=%s",
           pname, P, iters, tname, precision, flen, merge_s, st.rounds,
           !verify ? "skipped" : why[0] ? "no" : precision < 100 ? "decodes" : "yes");
    if (cluster) printf(" cluster=on leads=%ld", nb);
    printf(" build_s=%.3f\n", build_s);
    sct_writer_free_buffer(w, file);
    sct_writer_destroy(w);
    sct_blob_release(NULL, merged);
    for (i = 0; i < nb; i++) free(blobs[i]);
    free(blobs);
    free(lens);
    return verify && why[0] ? 1 : 0;
}
