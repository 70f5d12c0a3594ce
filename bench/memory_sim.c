/* memory_sim - the memory of irregular recordings and of rank 0's merge, in
   one process, with the core's own accounting (issue 37 item 4).

   build/bench/memory_sim --case p2p|loops --events N [--ranks P] [--cap BYTES] [--differ]

   Records P simulated ranks of an irregular program into contexts whose
   allocator counts every byte, finishes and serialises each, then runs the
   tracer's radix-2 reduction (sct_merge_reduce) over the in-memory
   transport of sim.h, rank 0's share through a counting allocator. Cases
   (the shapes of tests/memory.c):
     p2p    an Isend per event with a random peer, size and tag
     loops  random loop shapes: a body of 1-3 calls at 3 call sites,
            repeated 1-5 times, drawn again at each step
   --differ gives each rank its own random draws (default: the same on all).
   Prints one line:
     case=C events=N ranks=P cap=B rec_bytes=B per_event=B rec_peak=B
     serialize_peak=B blob=B reduced=L merge_peak=B merge_s=S merged=B
   rec_bytes: rank 0's heap after recording (per_event = rec_bytes / N);
   rec_peak: its largest heap while recording; serialize_peak: the largest
   while recording and serialising; merge_peak: rank 0's heap during its
   share of the reduction (its own blob, which it holds meanwhile, and the
   blobs it receives included); merge_s: the wall time of that share
   (load-dependent). */
#define _POSIX_C_SOURCE 200809L
#define SCTRACE_IMPLEMENTATION
#include "../sctrace.h"
#include <time.h>
#include "sim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>


static const char *const n_isend[] = {"peer", "bytes", "tag"};
static const unsigned char r_isend[] = {SCT_ROLE_PEER, SCT_ROLE_BYTES, SCT_ROLE_TAG};
static const sct_op ops[] = {{"Comm_rank", 0, NULL, NULL},
                             {"Comm_size", 0, NULL, NULL},
                             {"Type_size", 0, NULL, NULL},
                             {"Isend", 3, n_isend, r_isend}};
static const sct_op_table table = {4, ops};

static uint64_t rng;
static uint64_t next(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

typedef struct rank_out {
    uint8_t *blob; /* from malloc */
    size_t len;
    sct_ctx_stats st;
    size_t rec_bytes, rec_peak, ser_peak;
} rank_out;

static void emit(sct_ctx *c, int op, uint32_t site, const int64_t *v, int nv, uint64_t *t) {
    sct_event ev;
    memset(&ev, 0, sizeof ev);
    ev.op = op;
    ev.site = site;
    ev.values = v;
    ev.nvalues = nv;
    ev.t_begin = *t += 100;
    ev.t_end = *t += 50;
    sct_record(c, &ev);
}

static int record_rank(int r, int P, int p2p, long events, unsigned long long cap, int differ, rank_out *o) {
    sim_heap a;
    sct_desc d;
    sct_ctx *c = NULL;
    uint32_t site[4];
    uint64_t pc, t = 0;
    uint8_t *blob = NULL;
    long n = 0;
    int j, k, len, body[3], reps;
    memset(&a, 0, sizeof a);
    memset(&d, 0, sizeof d);
    d.ops = &table;
    d.rank = r;
    d.window = 32; /* the tracer's default */
    d.max_memory = cap;
    d.allocator.alloc = sim_heap_alloc;
    d.allocator.free = sim_heap_free;
    d.allocator.user = &a;
    if (sct_create(&d, &c) != SCT_OK) return -1;
    for (j = 0; j < 4; j++) {
        pc = 0x1000 + 16 * (uint64_t)j;
        sct_site(c, &pc, 1, &site[j]);
    }
    rng = UINT64_C(88172645463325252) ^ (differ ? (uint64_t)(r + 1) * UINT64_C(0x9E3779B97F4A7C15) : 0);
    while (n < events) {
        if (p2p) {
            int64_t v[3];
            v[0] = 1 + (int64_t)(next() % (uint64_t)(P > 1 ? P - 1 : 1));
            v[1] = (int64_t)(next() % 4096);
            v[2] = (int64_t)(next() % 1000);
            emit(c, 3, site[3], v, 3, &t);
            n++;
            continue;
        }
        len = 1 + (int)(next() % 3);
        for (j = 0; j < len; j++) body[j] = (int)(next() % 3);
        reps = 1 + (int)(next() % 5);
        for (k = 0; k < reps; k++)
            for (j = 0; j < len; j++, n++) emit(c, body[j], site[body[j]], NULL, 0, &t);
    }
    o->rec_bytes = a.live;
    o->rec_peak = a.peak;
    if (sct_finish(c) != SCT_OK || sct_serialize(c, &blob, &o->len) != SCT_OK) return -1;
    o->ser_peak = a.peak;
    sct_ctx_stats_get(c, &o->st);
    o->blob = (uint8_t *)malloc(o->len);
    if (!o->blob) return -1;
    memcpy(o->blob, blob, o->len);
    sct_blob_free(c, blob);
    sct_destroy(c);
    return 0;
}

int main(int argc, char **argv) {
    const char *cname = "p2p";
    long events = 1000000, P = 4;
    unsigned long long cap = 0;
    int differ = 0, i, p2p;
    rank_out *ro;
    sim_heap m;
    sct_allocator al;
    size_t alen = 0;
    double t0, merge_s;
    for (i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : "";
        if (!strcmp(argv[i], "--case")) cname = v, i++;
        else if (!strcmp(argv[i], "--events")) events = atol(v), i++;
        else if (!strcmp(argv[i], "--ranks")) P = atol(v), i++;
        else if (!strcmp(argv[i], "--cap")) cap = strtoull(v, NULL, 10), i++;
        else if (!strcmp(argv[i], "--differ")) differ = 1;
        else {
            fprintf(stderr, "usage: memory_sim --case p2p|loops --events N [--ranks P] [--cap BYTES] [--differ]\n");
            return 2;
        }
    }
    (void)sim_reduce; /* sim.h's other helpers */
    (void)sim_blob;
    p2p = !strcmp(cname, "p2p");
    if ((!p2p && strcmp(cname, "loops")) || events < 1 || P < 1 || P > 4096) {
        fprintf(stderr, "memory_sim: bad arguments (--help)\n");
        return 2;
    }
    ro = (rank_out *)calloc((size_t)P, sizeof *ro);
    for (i = 0; i < P; i++)
        if (!ro || record_rank(i, (int)P, p2p, events, cap, differ, &ro[i])) {
            fprintf(stderr, "memory_sim: recording rank %d failed\n", i);
            return 1;
        }
    /* the radix-2 reduction of the tracer (sct_merge_reduce over the
       in-memory transport of sim.h), each rank's share in turn, rank 0's
       last and through the counting allocator; rank 0 also holds its own
       blob meanwhile, as the tracer does */
    {
        sim_net net;
        int32_t r;
        net.size = (int32_t)P;
        net.clock = sim_wall;
        net.box = (sim_msg *)calloc((size_t)P, sizeof(sim_msg));
        memset(&m, 0, sizeof m);
        al.alloc = sim_heap_alloc;
        al.free = sim_heap_free;
        al.user = &m;
        for (r = (int32_t)P - 1; r >= 0; r--) {
            sct_transport t = sim_transport(&net, r);
            sct_merge_stats st;
            uint8_t *o = NULL;
            size_t ol = 0;
            t0 = sim_wall();
            if (sct_merge_reduce(&t, 2, &table, r ? NULL : &al, ro[r].blob, ro[r].len, &o, &ol, &st) != SCT_OK)
                return fprintf(stderr, "memory_sim: the merge failed on rank %d\n", (int)r), 1;
            if (!r) {
                merge_s = sim_wall() - t0;
                alen = ol;
                sct_blob_release(&al, o);
            }
        }
        free(net.box);
    }
    printf("case=%s events=%ld ranks=%ld cap=%llu rec_bytes=%zu per_event=%.2f rec_peak=%zu serialize_peak=%zu "
           "blob=%zu reduced=%d merge_peak=%zu merge_s=%.3f merged=%zu\n",
           cname, events, P, cap, ro[0].rec_bytes, (double)ro[0].rec_bytes / (double)events, ro[0].rec_peak,
           ro[0].ser_peak, ro[0].len, ro[0].st.reduced, m.peak + ro[0].len, merge_s, alen);
    for (i = 0; i < P; i++) free(ro[i].blob);
    free(ro);
    return 0;
}
