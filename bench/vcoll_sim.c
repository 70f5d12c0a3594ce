/* vcoll_sim - the trace of a strong-scaling all-to-all code at any rank
   count, built in one process (no MPI): what `sctrace extrapolate` needs to
   show that v-collective arrays extrapolate (issue 40).

   build/bench/vcoll_sim --ranks P --out FILE [--iters K] [--global N]

   Every rank runs K iterations of MPI_Alltoallv with N / P elements to each
   rank (counts all N / P, displacements i x N / P: arrays of length P) and
   an MPI_Allreduce of 8 bytes. The per-rank traces are merged one after
   another by sct_merge and written.
   P must divide N (default 720720). Prints one line
     ranks=P iters=K global=N events=E bytes=B */
#define SCTRACE_IMPLEMENTATION
#include "../sctrace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const vc_a2a_n[] = {"sendcounts", "sdispls", "recvcounts", "rdispls", "comm"};
static const unsigned char vc_a2a_r[] = {SCT_ROLE_COUNT | SCT_PARAM_ARRAY, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
                                         SCT_ROLE_COUNT | SCT_PARAM_ARRAY, SCT_ROLE_OTHER | SCT_PARAM_ARRAY,
                                         SCT_ROLE_COMM};
static const char *const vc_red_n[] = {"bytes", "comm"};
static const unsigned char vc_red_r[] = {SCT_ROLE_BYTES, SCT_ROLE_COMM};
static const sct_op vc_ops_v[2] = {{"MPI_Alltoallv", 5, vc_a2a_n, vc_a2a_r}, {"MPI_Allreduce", 2, vc_red_n, vc_red_r}};
static const sct_op_table vc_ops = {2, vc_ops_v};

/* The events of one rank; values: per array its length, then its elements. */
static int vc_rank(sct_ctx *c, const uint32_t *site, long P, long iters, long n, int64_t *v) {
    sct_event ev;
    uint64_t t = 1000;
    long it, a, j;
    int k = 0;
    for (a = 0; a < 4; a++) {
        v[k++] = P;
        for (j = 0; j < P; j++) v[k++] = a % 2 ? j * (n / P) : n / P;
    }
    v[k++] = 0;
    for (it = 0; it < iters; it++) {
        int64_t r[2] = {8, 0};
        /* an all-to-all that costs 100 ns per rank, then a computation that
           shrinks as 1/P (strong scaling) */
        ev.op = 0, ev.site = site[0], ev.values = v, ev.nvalues = k, ev.t_begin = t, ev.t_end = t + 5000 + 100 * P;
        t = ev.t_end + 20000 + 4000000 / P;
        if (sct_record(c, &ev) != SCT_OK) return -1;
        ev.op = 1, ev.site = site[1], ev.values = r, ev.nvalues = 2, ev.t_begin = t, ev.t_end = t + 2000;
        t = ev.t_end + 1000;
        if (sct_record(c, &ev) != SCT_OK) return -1;
    }
    return 0;
}

static int vc_blob(long P, long rank, long iters, long n, int64_t *v, uint8_t **blob, size_t *len) {
    sct_desc d;
    sct_ctx *c;
    uint8_t *b = NULL;
    uint32_t site[2];
    uint64_t pc;
    int rc;
    memset(&d, 0, sizeof d);
    d.ops = &vc_ops;
    d.rank = (int32_t)rank;
    if (sct_create(&d, &c) != SCT_OK) return -1;
    pc = 0x402000, sct_site(c, &pc, 1, &site[0]);
    pc = 0x402040, sct_site(c, &pc, 1, &site[1]);
    rc = vc_rank(c, site, P, iters, n, v) || sct_finish(c) || sct_serialize(c, &b, len);
    if (!rc && (*blob = (uint8_t *)malloc(*len)) != NULL) memcpy(*blob, b, *len);
    else rc = 1;
    sct_blob_free(c, b);
    sct_destroy(c);
    return rc ? -1 : 0;
}

/* All ranks' blobs merged into one (freed with sct_blob_release when P > 1;
   with one rank it is that rank's blob). */
static int vc_merge(uint8_t **blobs, const size_t *lens, long P, uint8_t **out, size_t *outlen) {
    uint8_t *acc = blobs[0], *m;
    size_t alen = lens[0], mlen;
    long r;
    for (r = 1; r < P; r++) {
        if (sct_merge(&vc_ops, NULL, acc, alen, blobs[r], lens[r], &m, &mlen) != SCT_OK) return -1;
        if (r > 1) sct_blob_release(NULL, acc);
        acc = m, alen = mlen;
    }
    *out = acc;
    *outlen = alen;
    return 0;
}

static int vc_long(const char *s, long lo, long hi, long *out) {
    char *end;
    *out = strtol(s, &end, 10);
    return end == s || *end || *out < lo || *out > hi;
}

int main(int argc, char **argv) {
    long P = 0, iters = 10, n = 720720, r;
    const char *out = NULL;
    uint8_t **blobs, *merged = NULL;
    size_t *lens, mlen = 0;
    sct_write_desc wd;
    sct_writer *w = NULL;
    int64_t *v;
    int i;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h"))
            return printf("usage: vcoll_sim --ranks P --out FILE [--iters K] [--global N]\n"), 0;
        if (!val || (strcmp(a, "--ranks") && strcmp(a, "--iters") && strcmp(a, "--global") && strcmp(a, "--out")))
            return fprintf(stderr, "vcoll_sim: bad or incomplete argument '%s' (try --help)\n", a), 2;
        if ((!strcmp(a, "--ranks") && vc_long(val, 1, 1 << 16, &P)) ||
            (!strcmp(a, "--iters") && vc_long(val, 1, 1 << 20, &iters)) ||
            (!strcmp(a, "--global") && vc_long(val, 1, 1L << 40, &n)))
            return fprintf(stderr, "vcoll_sim: bad value '%s' for %s\n", val, a), 2;
        if (!strcmp(a, "--out")) out = val;
        i++;
    }
    if (!P || !out) return fprintf(stderr, "vcoll_sim: needs --ranks P and --out FILE (try --help)\n"), 2;
    if (n % P) return fprintf(stderr, "vcoll_sim: %ld ranks do not divide --global %ld\n", P, n), 2;
    blobs = (uint8_t **)calloc((size_t)P, sizeof *blobs);
    lens = (size_t *)calloc((size_t)P, sizeof *lens);
    v = (int64_t *)malloc(((size_t)P + 1) * 4 * sizeof *v + 8);
    for (r = 0; r < P; r++)
        if (!blobs || !lens || !v || vc_blob(P, r, iters, n, v, &blobs[r], &lens[r]))
            return fprintf(stderr, "vcoll_sim: recording rank %ld failed\n", r), 1;
    memset(&wd, 0, sizeof wd);
    wd.ops = &vc_ops;
    wd.program = "vcoll_sim";
    wd.world_size = (int32_t)P;
    if (vc_merge(blobs, lens, P, &merged, &mlen) || sct_writer_create(&wd, &w) ||
        sct_writer_add(w, merged, mlen) || sct_writer_save(w, out))
        return fprintf(stderr, "vcoll_sim: merging or writing the trace failed\n"), 1;
    printf("ranks=%ld iters=%ld global=%ld events=%ld bytes=%zu\n", P, iters, n, 2 * iters * P, mlen);
    sct_writer_destroy(w);
    if (P > 1) sct_blob_release(NULL, merged);
    for (r = 0; r < P; r++) free(blobs[r]);
    free(blobs);
    free(lens);
    free(v);
    return 0;
}
