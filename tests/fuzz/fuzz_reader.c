/* libFuzzer target for the reader. The first input byte picks the mode:
   even: the rest is a blob (what sct_serialize/sct_merge produce); the
   writer seals it into a valid file (compressed, checksummed), so the fuzzer
   reaches the structure, variant and stream parsers, the per-rank views and
   the iterator behind the checksums; odd: the rest is a whole file.
   Anything may be rejected; nothing may crash, leak, or run unbounded.
   Build: clang -fsanitize=fuzzer,address,undefined (make fuzz). */
#define SCTRACE_IMPLEMENTATION
#include "../../sctrace.h"
#include "../../bench/sim.h"

#include <stdint.h>
#include <stdio.h>

static volatile unsigned sct_fuzz_sink;

static void read_everything(sct_reader *r) {
    sct_file_info fi;
    int t, i;
    sct_reader_info(r, &fi);
    for (t = 0; t < fi.ntraces; t++) {
        sct_trace_info ti;
        uint32_t id, e;
        sct_module m;
        if (sct_reader_trace(r, t, &ti) != SCT_OK) continue;
        for (id = 0; sct_reader_trace_module(r, t, id, &m) == SCT_OK; id++) /* touch every byte: ASan checks */
            sct_fuzz_sink += (unsigned)strlen(m.path) + (m.build_id_len ? m.build_id[m.build_id_len - 1] : 0u);
        for (e = 0; e < ti.entries; e++) {
            uint32_t node;
            const sct_ranklist *rl;
            char buf[64];
            sct_reader_trace_entry(r, t, e, &node, &rl);
            sct_ranklist_format(rl, buf, sizeof buf);
        }
        for (id = 0; id < ti.nodes; id++) {
            sct_node_info ni;
            int k, nv, v;
            if (sct_reader_trace_node(r, t, id, &ni) != SCT_OK) break;
            for (k = 0; k < 8; k++) {
                if (sct_reader_trace_variants(r, t, id, k, &nv) != SCT_OK) break;
                for (v = 0; v < nv && v < 4; v++) {
                    const sct_ranklist *rl;
                    sct_stream_summary s;
                    sct_stream_cursor c;
                    int64_t vals[16];
                    sct_reader_trace_variant(r, t, id, k, v, &rl, &s);
                    if (sct_reader_trace_variant_cursor(r, t, id, k, v, &c) == SCT_OK) sct_stream_cursor_next(&c, vals, 16);
                }
            }
        }
    }
    for (i = 0; i < fi.nranks && i < 4; i++) {
        int32_t rank = sct_reader_rank(r, i);
        sct_iter *it;
        sct_event_out ev;
        long n = 0;
        if (sct_iter_create(r, rank, &it) != SCT_OK) continue;
        while (n < 200000 && sct_iter_next(it, &ev) == 1) n++;
        sct_iter_destroy(it);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    sct_reader *r = NULL;
    char err[256];
    if (!size) return 0;
    if (data[0] & 1) {
        if (sct_reader_open_memory(data + 1, size - 1, NULL, &r, err, sizeof err) == SCT_OK) read_everything(r);
    } else {
        sct_write_desc wd;
        sct_writer *w = NULL;
        uint8_t *file = NULL;
        size_t flen;
        memset(&wd, 0, sizeof wd);
        wd.ops = &sim_ops;
        if (sct_writer_create(&wd, &w) == SCT_OK && sct_writer_add(w, data + 1, size - 1) == SCT_OK &&
            sct_writer_save_memory(w, &file, &flen) == SCT_OK &&
            sct_reader_open_memory(file, flen, NULL, &r, err, sizeof err) == SCT_OK)
            read_everything(r);
        sct_writer_free_buffer(w, file);
        sct_writer_destroy(w);
    }
    sct_reader_close(r);
    return 0;
}
