/* histsize: what the timing histograms of trace files cost in each on-disk
   form. For every file, the compute and duration histograms of every leaf of
   every trace are encoded in the exact form (every precision) and as the
   writer stores them at a precision below 100 (bins on a relative grid, each
   histogram in the smaller of the two forms since format 5), and the two
   encodings' raw and zstd-compressed bytes are printed. The same histograms
   go into both forms, so the difference is the encoding's alone; for the
   exact form, read files whose histograms were stored exactly (format 3, or
   precision 100).

   usage: histsize FILE...
*/
#define SCTRACE_IMPLEMENTATION
#include "../sctrace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

static const char *usage_text = "usage: histsize FILE...\n"
                                "  For each trace file: its timing histograms encoded exactly and as stored\n"
                                "  below precision 100 (on the relative grid where that is smaller), raw and\n"
                                "  zstd bytes (level 3).\n";

/* zstd level 3 bytes of b (as the file writer compresses a section); 0 on error. */
static size_t zbytes(const sct__buf *b) {
    size_t cap = ZSTD_compressBound(b->n), n;
    void *z = malloc(cap ? cap : 1);
    if (!z) return 0;
    n = ZSTD_compress(z, cap, b->p, b->n, 3);
    free(z);
    return ZSTD_isError(n) ? 0 : n;
}

/* Encode every timing histogram of r in one form; returns the count. */
static int encode_all(sct_reader *r, int ntraces, int grid, sct__buf *b) {
    int t, w, n = 0;
    uint32_t node;
    for (t = 0; t < ntraces; t++) {
        sct_trace_info ti;
        if (sct_reader_trace(r, t, &ti) != SCT_OK) continue;
        for (node = 0; node < ti.nodes; node++)
            for (w = 0; w < 2; w++) {
                const sct_hist *h;
                if (sct_reader_trace_hist(r, t, node, w, &h) != SCT_OK) continue; /* a loop */
                sct__hist_write(b, h, grid);
                n++;
            }
    }
    return n;
}

static int one_file(const char *path) {
    char err[256];
    sct_reader *r;
    sct_file_info fi;
    sct__mem m;
    sct__buf ex, gr;
    int n;
    if (sct_reader_open(path, NULL, &r, err, sizeof err) != SCT_OK) {
        fprintf(stderr, "histsize: %s\n", err);
        return 1;
    }
    sct_reader_info(r, &fi);
    sct__mem_init(&m, NULL);
    memset(&ex, 0, sizeof ex);
    memset(&gr, 0, sizeof gr);
    ex.m = gr.m = &m;
    n = encode_all(r, fi.ntraces, 0, &ex);
    encode_all(r, fi.ntraces, 1, &gr);
    printf("file=%s format=%d ranks=%d precision=%d histograms=%d exact_raw=%zu exact_zstd=%zu grid_raw=%zu "
           "grid_zstd=%zu\n",
           path, fi.format_version, fi.nranks, fi.precision, n, (size_t)ex.n, zbytes(&ex), (size_t)gr.n, zbytes(&gr));
    sct__free(&m, ex.p);
    sct__free(&m, gr.p);
    sct_reader_close(r);
    return ex.err || gr.err;
}

int main(int argc, char **argv) {
    int i, rc = 0;
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        fputs(usage_text, argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    for (i = 1; i < argc; i++) rc |= one_file(argv[i]);
    return rc;
}
