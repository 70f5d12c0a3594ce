/* Writes a seed corpus for fuzz_reader into DIR: blobs of simulated ranks
   (one rank, merged stencils, POP with exact timing, sites in modules with
   a build-id) and whole files. */
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

/* Two seeds of one blob: NAME, the blob, and NAME.file, a file holding it. */
static void put_blob(const char *dir, const char *name, const uint8_t *blob, size_t len) {
    uint8_t *file = NULL;
    size_t fl = 0;
    sct_writer *w = NULL;
    sct_write_desc wd;
    char fname[256];
    put(dir, name, 0, blob, len);
    memset(&wd, 0, sizeof wd);
    wd.ops = &sim_ops;
    if (sct_writer_create(&wd, &w) == SCT_OK && sct_writer_add(w, blob, len) == SCT_OK &&
        sct_writer_save_memory(w, &file, &fl) == SCT_OK) {
        snprintf(fname, sizeof fname, "%s.file", name);
        put(dir, fname, 1, file, fl);
    }
    sct_writer_free_buffer(w, file);
    sct_writer_destroy(w);
}

static void seed(const char *dir, const char *name, sim_pattern p, int P, int iters, sct_timing_mode tm, int tol) {
    uint8_t **b = (uint8_t **)calloc((size_t)P, sizeof *b), *merged = NULL;
    size_t *l = (size_t *)calloc((size_t)P, sizeof *l), ml = 0;
    int r;
    for (r = 0; r < P; r++) sim_blob(p, P, r, iters, tm, tol, &b[r], &l[r]);
    if (sim_reduce(&sim_ops, b, l, P, 2, NULL, NULL, &merged, &ml, NULL) == 0) put_blob(dir, name, merged, ml);
    sct_blob_release(NULL, merged);
    free(b);
    free(l);
}

/* Sites in two modules, one with a build-id (format 6's module records). */
static int seed_symbolize(void *user, uint64_t pc, sct_frame *out) {
    (void)user;
    out->module = pc & 0x40 ? "/usr/lib/libsolver.so" : "/opt/app/stencil";
    out->offset = pc & 0xfff;
    out->function = pc & 0x80 ? "halo_exchange" : "";
    out->file = "";
    return 1;
}

static int seed_describe(void *user, uint64_t pc, sct_module *out) {
    static const uint8_t id[20] = {0x3f, 0x1c, 0x88, 0x02, 0x5a, 0x11, 0x90, 0x4e, 0xd7, 0x21,
                                   0x6b, 0xc0, 0x09, 0x77, 0xee, 0x31, 0x45, 0xa2, 0x58, 0xe2};
    (void)user;
    if (pc & 0x40) return 0;
    out->build_id = id;
    out->build_id_len = 20;
    out->base = 0x55d0c1a2f000;
    return 1;
}

static void seed_modules(const char *dir) {
    sct_desc d;
    sim_rec s;
    uint8_t *b = NULL;
    size_t bl = 0;
    int i;
    memset(&d, 0, sizeof d);
    d.ops = &sim_ops;
    d.symbolize = seed_symbolize;
    d.describe_module = seed_describe;
    if (sct_create(&d, &s.c) != SCT_OK) return;
    for (i = 0; i < 4; i++) {
        uint64_t pc = 0x401000 + 0x40 * (uint64_t)i;
        sct_site(s.c, &pc, 1, &s.site[i]);
    }
    if (!sim_run(SIM_STENCIL2D, 4, 1, 6, sim_record, &s) && !sct_finish(s.c) && !sct_serialize(s.c, &b, &bl))
        put_blob(dir, "modules", b, bl);
    sct_blob_free(s.c, b);
    sct_destroy(s.c);
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
    seed_modules(argv[1]);
    return 0;
}
