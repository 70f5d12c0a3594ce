/* Writes a seed corpus for fuzz_reader into DIR: blobs of simulated ranks
   (one rank, merged stencils, POP with exact timing) and whole files. */
#define _POSIX_C_SOURCE 200809L
#define SCTRACE_IMPLEMENTATION
#include "../../sctrace.h"
#include "../../bench/sim.h"

#include <stdio.h>

static void put(const char *dir, const char *name, int mode, const uint8_t *data, size_t n) {
    char path[4096];
    FILE *f;
    uint8_t m = (uint8_t)mode;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "wb");
    if (!f) return;
    fwrite(&m, 1, 1, f);
    fwrite(data, 1, n, f);
    fclose(f);
}

static void seed(const char *dir, const char *name, sim_pattern p, int P, int iters, sct_timing_mode tm, int tol) {
    uint8_t **b = (uint8_t **)calloc((size_t)P, sizeof *b), *merged = NULL, *file = NULL;
    size_t *l = (size_t *)calloc((size_t)P, sizeof *l), ml = 0, fl = 0;
    sct_writer *w = NULL;
    sct_write_desc wd;
    char fname[256];
    int r;
    for (r = 0; r < P; r++) sim_blob(p, P, r, iters, tm, tol, &b[r], &l[r]);
    if (sim_reduce(&sim_ops, b, l, P, 2, NULL, &merged, &ml, NULL) == 0) {
        put(dir, name, 0, merged, ml);
        memset(&wd, 0, sizeof wd);
        wd.ops = &sim_ops;
        if (sct_writer_create(&wd, &w) == SCT_OK && sct_writer_add(w, merged, ml) == SCT_OK &&
            sct_writer_save_memory(w, &file, &fl) == SCT_OK) {
            snprintf(fname, sizeof fname, "%s.file", name);
            put(dir, fname, 1, file, fl);
        }
        sct_writer_free_buffer(w, file);
        sct_writer_destroy(w);
    }
    sct_blob_release(NULL, merged);
    free(b);
    free(l);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: seeds DIR\n");
        return 2;
    }
    seed(argv[1], "one-rank", SIM_STENCIL2D, 1, 12, SCT_TIMING_HIST, 0);
    seed(argv[1], "stencil2d-6", SIM_STENCIL2D, 6, 12, SCT_TIMING_OFF, 0);
    seed(argv[1], "stencil3d-8", SIM_STENCIL3D, 8, 11, SCT_TIMING_HIST, 0);
    seed(argv[1], "pop-3-exact", SIM_POP, 3, 3, SCT_TIMING_EXACT, 0);
    seed(argv[1], "pop-4-precision-0", SIM_POP, 4, 6, SCT_TIMING_HIST, 100);
    return 0;
}
