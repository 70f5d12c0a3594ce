/* The file format and reader: multi-rank files, verify logs, and corrupt
   input. Every truncation and every byte flip of a valid file must give a
   clean error; payloads altered behind valid checksums must never crash or
   hang the reader (run under ASan by the suite). */
#include "common.h"

/* A small but varied rank: loops, arrays, exact timing. */
static sct_ctx *make_rank(int32_t rank, int steps, tc_log *log, const char *raw) {
    sct_desc d;
    sct_ctx *c;
    uint64_t clock = 0, pc;
    uint32_t site[4];
    int t, j;
    memset(&d, 0, sizeof d);
    d.ops = &tc_table;
    d.rank = rank;
    d.timing = SCT_TIMING_EXACT;
    d.raw_log_path = raw;
    if (sct_create(&d, &c) != SCT_OK) return NULL;
    for (j = 0; j < 4; j++) {
        pc = 0x500 + (uint64_t)j;
        sct_site(c, &pc, 1, &site[j]);
    }
    for (t = 0; t < steps; t++) {
        for (j = 0; j < 3 + t % 2; j++) {
            int64_t s[3] = {j - 1 + rank, 128 << (t % 3), 9};
            tc_record(c, log, 2, site[0], s, 3, &clock);
        }
        tc_record(c, log, 3, site[1], (int64_t[]){0, 3, 0, 1, 2}, 5, &clock);
        tc_record(c, log, 4, site[2], (int64_t[]){2, 64, 64 + rank}, 3, &clock);
    }
    tc_record(c, log, 0, site[3], NULL, 0, &clock);
    return c;
}

static int build_file(int nranks, int steps, uint8_t **file, size_t *flen) {
    sct_writer *w;
    sct_write_desc wd;
    int i, rc = 0;
    memset(&wd, 0, sizeof wd);
    wd.ops = &tc_table;
    wd.program = "format-test";
    wd.world_size = nranks;
    if (sct_writer_create(&wd, &w)) return -1;
    for (i = 0; i < nranks && !rc; i++) {
        sct_ctx *c = make_rank(i * 2, steps, NULL, NULL);
        uint8_t *blob;
        size_t len;
        rc = !c || sct_finish(c) || sct_serialize(c, &blob, &len) || sct_writer_add(w, blob, len);
        if (c && !rc) sct_blob_free(c, blob);
        sct_destroy(c);
    }
    if (!rc) rc = sct_writer_save_memory(w, file, flen) != SCT_OK;
    if (!rc) {
        uint8_t *copy = (uint8_t *)malloc(*flen);
        memcpy(copy, *file, *flen);
        sct_writer_free_buffer(w, *file);
        *file = copy;
    }
    sct_writer_destroy(w);
    return rc;
}

/* Read everything a reader can be asked for; returns events decoded or -1. */
static long read_all(sct_reader *r) {
    sct_file_info fi;
    long total = 0;
    int i, got;
    sct_reader_info(r, &fi);
    for (i = 0; i < fi.nranks; i++) {
        int32_t rank = sct_reader_rank(r, i);
        sct_iter *it;
        sct_event_out ev;
        const uint32_t *root;
        uint32_t n, id;
        int nr, k, ns;
        if (sct_reader_root(r, rank, &root, &nr) != SCT_OK || sct_reader_nnodes(r, rank, &n) != SCT_OK) return -1;
        for (id = 0; id < n; id++) {
            sct_node_info ni;
            sct_stream_summary ss;
            const sct_hist *h;
            int64_t head[4];
            sct_reader_node(r, rank, id, &ni);
            if (sct_reader_nstreams(r, rank, id, &ns) != SCT_OK) return -1;
            for (k = 0; k < ns; k++) {
                sct_reader_stream(r, rank, id, k, &ss);
                sct_reader_stream_head(r, rank, id, k, head, 4, &nr);
            }
            if (ni.kind == SCT_NODE_LEAF) sct_reader_hist(r, rank, id, 1, &h);
        }
        if (sct_iter_create(r, rank, &it) != SCT_OK) return -1;
        while ((got = sct_iter_next(it, &ev)) == 1) total++;
        sct_iter_destroy(it);
        if (got < 0) return -1;
    }
    return total;
}

static void multi_rank_file_reads_back(void) {
    uint8_t *file = NULL;
    size_t flen;
    sct_reader *r = NULL;
    sct_file_info fi;
    char err[256];
    CHECK(build_file(3, 40, &file, &flen) == 0);
    CHECKF(sct_reader_open_memory(file, flen, NULL, &r, err, sizeof err) == SCT_OK, "%s", err);
    if (!r) return;
    sct_reader_info(r, &fi);
    CHECK(fi.nranks == 3 && fi.world_size == 3 && !strcmp(fi.program, "format-test"));
    CHECK(sct_reader_rank(r, 0) == 0 && sct_reader_rank(r, 1) == 2 && sct_reader_rank(r, 2) == 4);
    CHECK(read_all(r) == (long)fi.events && fi.events == 3 * (40 * 2 + 20 * 3 + 20 * 4 + 1));
    CHECK(sct_iter_create(r, 1, &(sct_iter *){NULL}) == SCT_ERR_RANGE);
    sct_reader_close(r);
    free(file);
}

/* Threads' timelines (MPI_THREAD_MULTIPLE): ranks 0 and 2 with thread 0
   (40 steps) and ranks 0 and 2 with thread 1 (10 steps, a merged blob). The
   rank-based calls read the selected thread; ranks are counted once. */
static void thread_timelines_read_back(void) {
    sct_writer *w;
    sct_write_desc wd;
    sct_reader *r = NULL;
    sct_file_info fi;
    sct_trace_info ti;
    uint8_t *b[4], *m = NULL, *file = NULL;
    size_t l[4], mlen = 0, flen = 0;
    char err[256];
    int i, ok = 1;
    long per[2] = {40 * 2 + 20 * 3 + 20 * 4 + 1, 10 * 2 + 5 * 3 + 5 * 4 + 1};
    memset(&wd, 0, sizeof wd);
    wd.ops = &tc_table;
    wd.world_size = 4;
    CHECK(sct_writer_create(&wd, &w) == SCT_OK);
    for (i = 0; i < 4; i++) { /* i: rank 2 * (i % 2), thread i / 2 */
        sct_ctx *c = make_rank(2 * (i % 2), i < 2 ? 40 : 10, NULL, NULL);
        ok &= c && !sct_finish(c) && !sct_serialize(c, &b[i], &l[i]);
        if (ok) {
            uint8_t *own = (uint8_t *)malloc(l[i]);
            memcpy(own, b[i], l[i]);
            sct_blob_free(c, b[i]);
            b[i] = own;
        }
        sct_destroy(c);
    }
    CHECK(ok);
    if (!ok) return;
    CHECK(sct_merge(&tc_table, NULL, b[2], l[2], b[3], l[3], &m, &mlen) == SCT_OK);
    CHECK(sct_writer_add(w, b[0], l[0]) == SCT_OK && sct_writer_add(w, b[1], l[1]) == SCT_OK);
    CHECK(sct_writer_add_thread(w, m, mlen, 1) == SCT_OK);
    CHECK(sct_writer_add_thread(w, m, mlen, -1) == SCT_ERR_ARG);
    CHECK(sct_writer_save_memory(w, &file, &flen) == SCT_OK);
    CHECKF(sct_reader_open_memory(file, flen, NULL, &r, err, sizeof err) == SCT_OK, "%s", err);
    if (r) {
        sct_reader_info(r, &fi);
        CHECKF(fi.nranks == 2 && fi.ntraces == 3 && fi.nthreads == 2 && fi.format_version == SCTRACE_FORMAT_VERSION,
               "nranks %d ntraces %d nthreads %d", fi.nranks, fi.ntraces, fi.nthreads);
        CHECK(fi.events == (uint64_t)(2 * per[0] + 2 * per[1]));
        CHECK(sct_reader_rank(r, 0) == 0 && sct_reader_rank(r, 1) == 2 && sct_reader_rank(r, 2) == -1);
        CHECK(sct_reader_trace(r, 2, &ti) == SCT_OK && ti.thread == 1 && sct_ranklist_count(ti.ranks) == 2);
        CHECK(sct_reader_trace(r, 0, &ti) == SCT_OK && ti.thread == 0);
        CHECK(read_all(r) == 2 * per[0] && sct_reader_trace_of(r, 2) == 1);
        CHECK(sct_reader_set_thread(r, 1) == SCT_OK && sct_reader_trace_of(r, 2) == 2);
        CHECK(read_all(r) == 2 * per[1]);
        CHECK(sct_reader_set_thread(r, 2) == SCT_ERR_RANGE && strstr(sct_reader_error(r), "no thread 2"));
        CHECK(sct_reader_set_thread(r, 0) == SCT_OK && read_all(r) == 2 * per[0]);
        sct_reader_close(r);
    }
    sct_writer_free_buffer(w, file);
    sct_writer_destroy(w);
    sct_blob_release(NULL, m);
    for (i = 0; i < 4; i++) free(b[i]);
}

/* A stream cursor yields the values the iterator gives, in order. */
static void cursors_read_stream_values(void) {
    uint8_t *file = NULL;
    size_t flen;
    sct_reader *r = NULL;
    char err[256];
    sct_iter *it;
    sct_event_out ev;
    uint32_t leaf = UINT32_MAX;
    int64_t want[64], got[64];
    size_t nw = 0, ng = 0, k;
    CHECK(build_file(1, 10, &file, &flen) == 0);
    CHECK(sct_reader_open_memory(file, flen, NULL, &r, err, sizeof err) == SCT_OK);
    if (!r) return;
    /* the first parameter of the first Isend leaf, as the iterator sees it */
    CHECK(sct_iter_create(r, 0, &it) == SCT_OK);
    while (sct_iter_next(it, &ev) == 1 && nw < 64)
        if (ev.op == 2 && (leaf == UINT32_MAX || ev.leaf == leaf)) {
            leaf = ev.leaf;
            want[nw++] = ev.values[0];
        }
    sct_iter_destroy(it);
    {
        sct_stream_cursor c;
        CHECK(sct_reader_stream_cursor(r, 0, leaf, 0, &c) == SCT_OK);
        while ((k = sct_stream_cursor_next(&c, got + ng, 5)) > 0 && ng < 60) ng += k;
        CHECK(ng >= nw && !memcmp(got, want, nw * sizeof(int64_t)));
        CHECK(sct_reader_trace_variant_cursor(r, 0, leaf, 0, 0, &c) == SCT_OK && sct_stream_cursor_next(&c, got, 1) == 1 &&
              got[0] == want[0]);
    }
    sct_reader_close(r);
    free(file);
}

static void every_truncation_is_refused(void) {
    uint8_t *file = NULL;
    size_t flen, n;
    char err[256];
    CHECK(build_file(2, 10, &file, &flen) == 0);
    for (n = 0; n < flen; n++) {
        sct_reader *r = NULL;
        sct_result rc = sct_reader_open_memory(file, n, NULL, &r, err, sizeof err);
        CHECKF(rc != SCT_OK && r == NULL && err[0], "truncated to %zu bytes: accepted", n);
    }
    free(file);
}

static void every_byte_flip_is_refused(void) {
    uint8_t *file = NULL;
    size_t flen, i;
    char err[256];
    int bit;
    CHECK(build_file(2, 10, &file, &flen) == 0);
    for (i = 0; i < flen; i++)
        for (bit = 0; bit < 8; bit += 3) {
            sct_reader *r = NULL;
            file[i] ^= (uint8_t)(1u << bit);
            CHECKF(sct_reader_open_memory(file, flen, NULL, &r, err, sizeof err) != SCT_OK && err[0],
                   "flip of bit %d at byte %zu accepted", bit, i);
            file[i] ^= (uint8_t)(1u << bit);
            sct_reader_close(r);
        }
    free(file);
}

/* Re-seal a file whose section `which` payload was altered: recompress and
   fix its checksum and the end marker, so only the parsers stand guard. */
static size_t reseal(uint8_t *out, const uint8_t *file, size_t flen, int which, uint64_t seed) {
    size_t off = SCT__HEADER, o = SCT__HEADER;
    int idx = 0;
    memcpy(out, file, SCT__HEADER);
    for (;;) {
        uint32_t type = (uint32_t)sct__get_le(file + off, 4);
        uint64_t raw_len = sct__get_le(file + off + 8, 8), comp = sct__get_le(file + off + 16, 8);
        if (type == SCT__SEC_END) break;
        if (idx == which && raw_len) {
            uint8_t *raw = (uint8_t *)malloc(raw_len), *z;
            size_t zl, k, flips = 1 + seed % 3;
            ZSTD_decompress(raw, raw_len, file + off + SCT__SECHDR, comp);
            for (k = 0; k < flips; k++) {
                seed = sct__mix(seed + k);
                raw[seed % raw_len] ^= (uint8_t)(1u + (seed >> 32) % 255);
            }
            z = (uint8_t *)malloc(ZSTD_compressBound(raw_len));
            zl = ZSTD_compress(z, ZSTD_compressBound(raw_len), raw, raw_len, 1);
            memcpy(out + o, file + off, 16);
            for (k = 0; k < 8; k++) out[o + 16 + k] = (uint8_t)((uint64_t)zl >> (8 * k));
            for (k = 0; k < 8; k++) out[o + 24 + k] = (uint8_t)(sct__fnv(SCT__FNV0, raw, raw_len) >> (8 * k));
            memcpy(out + o + SCT__SECHDR, z, zl);
            o += SCT__SECHDR + zl;
            free(raw);
            free(z);
        } else {
            memcpy(out + o, file + off, SCT__SECHDR + comp);
            o += SCT__SECHDR + comp;
        }
        off += SCT__SECHDR + comp;
        idx++;
    }
    memcpy(out + o, file + off, SCT__SECHDR);
    {
        uint64_t sum = sct__fnv(SCT__FNV0, out, o);
        int k;
        for (k = 0; k < 8; k++) out[o + 24 + k] = (uint8_t)(sum >> (8 * k));
    }
    (void)flen;
    return o + SCT__SECHDR;
}

static void altered_payloads_never_crash(void) {
    uint8_t *file = NULL, *bad;
    size_t flen;
    int t, rejected = 0;
    CHECK(build_file(2, 12, &file, &flen) == 0);
    bad = (uint8_t *)malloc(flen + 65536);
    for (t = 0; t < 3000; t++) {
        sct_reader *r = NULL;
        char err[256];
        size_t n = reseal(bad, file, flen, t % 5, (uint64_t)t * 7919u);
        if (sct_reader_open_memory(bad, n, NULL, &r, err, sizeof err) != SCT_OK) {
            CHECK(err[0] != 0);
            rejected++;
            continue;
        }
        if (read_all(r) < 0) {
            CHECK(sct_reader_error(r)[0] != 0);
            rejected++;
        }
        sct_reader_close(r);
    }
    CHECKF(rejected > 1000, "only %d of 3000 altered files were refused", rejected);
    free(bad);
    free(file);
}

static void verify_log_matches_and_catches_differences(void) {
    const char *raw = "build/tests/verify-test.raw";
    tc_log log = {0};
    sct_ctx *c = make_rank(0, 30, &log, raw);
    uint8_t *file;
    size_t flen;
    char err[256], msg[512];
    uint64_t n = 0;
    sct_reader *r;
    FILE *fp;
    CHECKF(c != NULL, "cannot create a raw log at %s", raw);
    if (!c) return;
    r = tc_write_read(c, &file, &flen, err);
    CHECKF(r != NULL, "%s", err);
    CHECKF(r && sct_verify_rank(r, 0, raw, &n, msg, sizeof msg) == SCT_OK, "%s", msg);
    CHECK(n == log.n);
    /* change one byte near the end of the raw log: verify must say where */
    fp = fopen(raw, "r+b");
    if (fp && r) {
        fseek(fp, -5, SEEK_END);
        fputc(0x55, fp);
        fclose(fp);
        CHECK(sct_verify_rank(r, 0, raw, &n, msg, sizeof msg) != SCT_OK && strstr(msg, "event"));
    }
    CHECK(r && sct_verify_rank(r, 0, "build/tests/no-such-log", &n, msg, sizeof msg) == SCT_ERR_IO);
    remove(raw);
    sct_reader_close(r);
    free(file);
    free(log.ev);
    sct_destroy(c);
}

static void timing_can_be_skipped(void) {
    uint8_t *file = NULL;
    size_t flen;
    sct_reader *r = NULL;
    sct_read_desc d;
    sct_iter *it;
    sct_event_out ev;
    const sct_hist *h;
    char err[256];
    memset(&d, 0, sizeof d);
    d.skip_timing = 1;
    CHECK(build_file(1, 5, &file, &flen) == 0);
    CHECK(sct_reader_open_memory(file, flen, &d, &r, err, sizeof err) == SCT_OK);
    if (!r) return;
    CHECK(sct_reader_hist(r, 0, 0, 0, &h) == SCT_ERR_RANGE);
    CHECK(sct_iter_create(r, 0, &it) == SCT_OK && sct_iter_next(it, &ev) == 1 && ev.timing_exact == -1);
    sct_iter_destroy(it);
    sct_reader_close(r);
    free(file);
}

static void empty_trace_and_writer_errors(void) {
    sct_ctx *c = tc_ctx(SCT_TIMING_HIST, 0, 1);
    tc_log log = {0};
    uint8_t *file;
    size_t flen;
    char err[256], why[512];
    sct_reader *r = tc_write_read(c, &file, &flen, err);
    sct_writer *w;
    sct_write_desc wd;
    CHECKF(r != NULL, "%s", err);
    if (r) CHECKF(!tc_compare(r, &log, 0, why)[0], "%s", why);
    sct_reader_close(r);
    free(file);
    sct_destroy(c);
    memset(&wd, 0, sizeof wd);
    wd.ops = &tc_table;
    CHECK(sct_writer_create(&wd, &w) == SCT_OK);
    CHECK(sct_writer_add(w, (const uint8_t *)"garbage", 7) == SCT_ERR_ARG);
    CHECK(sct_writer_save(w, "/nonexistent-dir/x.sct") == SCT_ERR_IO);
    sct_writer_destroy(w);
    CHECK(sct_reader_open("/nonexistent-dir/x.sct", NULL, &r, err, sizeof err) == SCT_ERR_IO && r == NULL && err[0]);
}

int main(void) {
    RUN(multi_rank_file_reads_back);
    RUN(thread_timelines_read_back);
    RUN(cursors_read_stream_values);
    RUN(every_truncation_is_refused);
    RUN(every_byte_flip_is_refused);
    RUN(altered_payloads_never_crash);
    RUN(verify_log_matches_and_catches_differences);
    RUN(timing_can_be_skipped);
    RUN(empty_trace_and_writer_errors);
    TEST_EXIT();
}
