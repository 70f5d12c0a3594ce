/* 01_basic: a ring of Irecv/Isend/Waitall with an Allreduce every 10 steps.
   Checks the whole event sequence of every rank and the encoding of its
   parameters: relative peers, bytes, datatype and op ids, communicator 0,
   request ids that repeat across iterations (per-site pools), and the
   requests each Waitall completed; call sites that are the same module and
   offset on every rank (ASLR must not make them differ). */
#include "common.h"

#define ITERS 50

int main(int argc, char **argv)
{
    int rank, size, i, buf[4] = {1, 2, 3, 4}, rb[4];
    MPI_Request req[2];
    MPI_Status st[2];
    t_begin("01_basic");
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (i = 0; i < ITERS; i++) {
        MPI_Irecv(rb, 4, MPI_INT, (rank + size - 1) % size, 7, MPI_COMM_WORLD, &req[0]);
        MPI_Isend(buf, 4, MPI_INT, (rank + 1) % size, 7, MPI_COMM_WORLD, &req[1]);
        MPI_Waitall(2, req, st);
        if (i % 10 == 9)
            MPI_Allreduce(MPI_IN_PLACE, buf, 4, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    if (rank == 0) {
        sct_reader *r = t_open();
        sct_file_info info;
        const sct_op_table *ops;
        int32_t q;
        if (!r)
            return t_end();
        ops = sct_reader_ops(r);
        sct_reader_info(r, &info);
        if (info.nranks != size || info.world_size != size)
            t_fail("file holds %d of %d ranks, expected %d", info.nranks, info.world_size, size);
        char site0[4200] = "";
        for (q = 0; q < size && !t_failed; q++) {
            int n, k = 0, j;
            sct_site_info si;
            char site[4200];
            t_ev *e = t_events(r, q, &n);
            int64_t rq0 = 0, rq1 = 0;
            const char *seq[4 + 4 * ITERS];
            seq[k++] = "MPI_Init";
            seq[k++] = "MPI_Comm_rank";
            seq[k++] = "MPI_Comm_size";
            for (i = 0; i < ITERS; i++) {
                seq[k++] = "MPI_Irecv";
                seq[k++] = "MPI_Isend";
                seq[k++] = "MPI_Waitall";
                if (i % 10 == 9)
                    seq[k++] = "MPI_Allreduce";
            }
            seq[k++] = "MPI_Finalize";
            seq[k] = NULL;
            if (n < 0)
                break;
            t_expect_ops(ops, q, e, n, seq);
            /* the first Isend's site, as module+offset */
            if (!t_failed && (sct_reader_site(r, q, e[4].site, &si) != SCT_OK || si.depth < 1))
                t_fail("rank %d: no call site for the first Isend", q);
            if (!t_failed) {
                snprintf(site, sizeof site, "%s+%llx", si.frames[0].module,
                         (unsigned long long)si.frames[0].offset);
                if (q == 0)
                    snprintf(site0, sizeof site0, "%s", site);
                else if (strcmp(site, site0) != 0)
                    t_fail("rank %d: Isend site %s, rank 0 has %s", q, site, site0);
            }
            for (j = 3; j < n - 1 && !t_failed; j++) {
                const t_ev *x = &e[j];
                const char *name = t_opname(ops, x->op);
                if (!strcmp(name, "MPI_Isend") || !strcmp(name, "MPI_Irecv")) {
                    int send = name[5] == 's';
                    int64_t peer = send ? (q + 1) % size - q : (q + size - 1) % size - q;
                    int64_t rid = t_val(ops, x, "request");
                    if (t_val(ops, x, "bytes") != 16 || t_val(ops, x, "tag") != 7 ||
                        t_val(ops, x, "comm") != 0 ||
                        t_val(ops, x, send ? "dest" : "source") != peer ||
                        t_val(ops, x, "datatype") != 7 /* MPI_INT's fixed id */)
                        t_fail("rank %d event %d: %s parameters wrong", q, j, name);
                    if (j == 3 || j == 4)
                        *(send ? &rq1 : &rq0) = rid;
                    else if (rid != (send ? rq1 : rq0))
                        t_fail("rank %d event %d: request id %lld, first iteration had %lld", q,
                               j, (long long)rid, (long long)(send ? rq1 : rq0));
                } else if (!strcmp(name, "MPI_Waitall")) {
                    const int64_t *c = t_param(ops, x, "completed");
                    if (!c || c[0] != 2 || c[1] != rq0 || c[2] != rq1)
                        t_fail("rank %d event %d: Waitall completed the wrong requests", q, j);
                } else if (!strcmp(name, "MPI_Allreduce")) {
                    if (t_val(ops, x, "bytes") != 16 || t_val(ops, x, "op") != 2 ||
                        t_val(ops, x, "comm") != 0)
                        t_fail("rank %d event %d: Allreduce parameters wrong", q, j);
                }
            }
            if (!t_failed && rq0 == rq1)
                t_fail("rank %d: Irecv and Isend requests share id %lld", q, (long long)rq0);
            t_events_free(e, n);
        }
        sct_reader_close(r);
        return t_end();
    }
    return 0;
}
