/* check_trace: read a trace back (every event of every rank) and, with
   --verify, compare each rank with the raw log SCTRACE_VERIFY=1 left next to
   it (FILE.raw.RANK). Used by tests/mpi/run.sh for programs traced through
   LD_PRELOAD, which cannot check themselves.
   usage: check_trace FILE [--verify]
   prints "verified N events on P ranks" (or "read ...") and exits 0, or the
   first problem and exits 1. */
#define SCTRACE_IMPLEMENTATION
#include "../../sctrace.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    sct_read_desc rd;
    sct_reader *r = NULL;
    sct_file_info info;
    sct_event_out e;
    char err[512] = "", raw[4200];
    uint64_t total = 0, checked;
    int i, verify = argc > 2 && strcmp(argv[2], "--verify") == 0, got;
    if (argc < 2) {
        fprintf(stderr, "usage: check_trace FILE [--verify]\n");
        return 2;
    }
    memset(&rd, 0, sizeof rd);
    if (sct_reader_open(argv[1], &rd, &r, err, sizeof err) != SCT_OK) {
        printf("cannot open %s: %s\n", argv[1], err);
        return 1;
    }
    sct_reader_info(r, &info);
    for (i = 0; i < info.nranks; i++) {
        int32_t rank = sct_reader_rank(r, i);
        sct_iter *it = NULL;
        if (sct_iter_create(r, rank, &it) != SCT_OK) {
            printf("rank %d: %s\n", rank, sct_reader_error(r));
            return 1;
        }
        while ((got = sct_iter_next(it, &e)) == 1)
            total++;
        sct_iter_destroy(it);
        if (got < 0) {
            printf("rank %d: %s\n", rank, sct_reader_error(r));
            return 1;
        }
        if (verify) {
            snprintf(raw, sizeof raw, "%s.raw.%d", argv[1], rank);
            if (sct_verify_rank(r, rank, raw, &checked, err, sizeof err) != SCT_OK) {
                printf("rank %d: %s\n", rank, err);
                return 1;
            }
        }
    }
    printf("%s %llu events on %d ranks\n", verify ? "verified" : "read",
           (unsigned long long)total, info.nranks);
    sct_reader_close(r);
    return 0;
}
