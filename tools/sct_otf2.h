/* sct_otf2.h - sctrace export --otf2: a trace as an OTF2 archive, written
   with the OTF2 library (Score-P's format, read by Vampir, Scalasca, otf2-print).

   Included once by tools/sctrace.c after sct_analysis.h (it uses its maps,
   site names, rank lists and progress), and only where the build found
   <otf2/otf2.h> (SCTRACE_HAVE_OTF2); everything here is static.

   What is written:
   - a location (CPU thread) per rank, in a location group (process) per rank,
     under one system-tree node;
   - a region per MPI function and call site: name and canonical name the
     function, description the call site as `sctrace stats` names it, source
     file and line where the site was symbolised;
   - Enter/Leave per call, and inside them the MPI records: MpiSend and MpiIsend
     at the call's start, MpiIrecvRequest at an Irecv, MpiRecv at a receive's
     end, MpiIsendComplete and MpiIrecv at the end of the wait or test that
     completed the request (the trace names the requests each one completed),
     MpiSend + MpiRecv for Sendrecv; MpiCollectiveBegin/End around blocking
     collectives with root and bytes;
   - communicators: every communicator id of the trace, each over the group of
     all ranks, with peers mapped as rank + offset (the trace stores peers
     relative to the caller; exact for MPI_COMM_WORLD, its duplicates and
     non-reordered Cartesian communicators, as in `sctrace matrix`).
   Times are exact where the trace has exact timing; otherwise every call gets
   its call site's mean compute time and duration (as `export --chrome`); each
   rank starts at 0, in ns. Messages to MPI_PROC_NULL, to peers outside the
   ranks, and receives from an unknown source (a non-blocking wildcard
   receive) have no message record; the summary line counts them. 
   TABLE OF CONTENTS
     1. >>otf2  a trace as an OTF2 archive
*/
#ifndef SCT_OTF2_H
#define SCT_OTF2_H

/*== >>otf2  a trace as an OTF2 archive ========================================*/

#include <otf2/otf2.h>

typedef struct ox_pend { /* an Isend or Irecv waiting for its completion */
    int64_t sym;         /* the trace's symbolic request id */
    uint64_t id;         /* the OTF2 request id, unique per rank */
    int irecv;
    uint32_t peer, comm, tag;
    uint64_t bytes;
} ox_pend;

typedef struct ox_region {
    uint32_t name, desc, file, line;
    int role;
} ox_region;

typedef struct ox {
    sct_reader *r;
    OTF2_Archive *ar;
    OTF2_EvtWriter *w;
    int32_t nworld, rank;
    an_map strmap, regmap, commmap;
    char **strs;
    int nstrs;
    ox_region *regs;
    int nregs;
    int64_t *comms; /* trace communicator ids, in order of first use */
    int ncomms;
    int *leafreg; /* region of each leaf of the current trace */
    ox_pend *pend;
    int npend, cappend;
    uint64_t next_req, *nevents, tmax;
    uint64_t sends, recvs, colls, nomsg, enters;
} ox;

/* Ops are matched by name without "MPI_" (short_name), peers by role, so that
   traces of simulated ops (bench/merge_sim: Isend(peer=...)) export too. */
static const char *const ox_send_ops[] = {"Send", "Bsend", "Ssend", "Rsend", NULL};
static const char *const ox_isend_ops[] = {"Isend", "Ibsend", "Issend", "Irsend", NULL};

static const struct {
    const char *name;
    OTF2_CollectiveOp op;
} ox_colls[] = {{"Barrier", OTF2_COLLECTIVE_OP_BARRIER},
                {"Bcast", OTF2_COLLECTIVE_OP_BCAST},
                {"Gather", OTF2_COLLECTIVE_OP_GATHER},
                {"Gatherv", OTF2_COLLECTIVE_OP_GATHERV},
                {"Scatter", OTF2_COLLECTIVE_OP_SCATTER},
                {"Scatterv", OTF2_COLLECTIVE_OP_SCATTERV},
                {"Allgather", OTF2_COLLECTIVE_OP_ALLGATHER},
                {"Allgatherv", OTF2_COLLECTIVE_OP_ALLGATHERV},
                {"Alltoall", OTF2_COLLECTIVE_OP_ALLTOALL},
                {"Alltoallv", OTF2_COLLECTIVE_OP_ALLTOALLV},
                {"Alltoallw", OTF2_COLLECTIVE_OP_ALLTOALLW},
                {"Allreduce", OTF2_COLLECTIVE_OP_ALLREDUCE},
                {"Reduce", OTF2_COLLECTIVE_OP_REDUCE},
                {"Reduce_scatter", OTF2_COLLECTIVE_OP_REDUCE_SCATTER},
                {"Reduce_scatter_block", OTF2_COLLECTIVE_OP_REDUCE_SCATTER_BLOCK},
                {"Scan", OTF2_COLLECTIVE_OP_SCAN},
                {"Exscan", OTF2_COLLECTIVE_OP_EXSCAN},
                {NULL, OTF2_COLLECTIVE_OP_BARRIER}};

static int ox_coll_of(const char *name) {
    int i;
    name = short_name(name);
    for (i = 0; ox_colls[i].name; i++)
        if (!strcmp(ox_colls[i].name, name)) return i;
    return -1;
}

static OTF2_FlushType ox_pre_flush(void *user, OTF2_FileType ft, OTF2_LocationRef loc, void *cb, bool final) {
    (void)user, (void)ft, (void)loc, (void)cb, (void)final;
    return OTF2_FLUSH;
}

static OTF2_TimeStamp ox_post_flush(void *user, OTF2_FileType ft, OTF2_LocationRef loc) {
    (void)user, (void)ft, (void)loc;
    return 0;
}

static uint32_t ox_string(ox *x, const char *s) {
    int added, i = an_map_put(&x->strmap, an_hash_str(s), x->nstrs, &added);
    if (!added) return (uint32_t)i;
    x->strs = (char **)an_grow(x->strs, (size_t)x->nstrs + 1, sizeof *x->strs);
    if (!(x->strs[x->nstrs] = strdup(s))) an_die_nomem();
    return (uint32_t)x->nstrs++;
}

static int ox_region_role(const char *opname) {
    const char *name = short_name(opname);
    if (ox_coll_of(name) >= 0) return !strcmp(name, "Barrier") ? OTF2_REGION_ROLE_BARRIER : OTF2_REGION_ROLE_COLL_ONE2ALL;
    if (an_name_in(name, ox_send_ops) || an_name_in(name, ox_isend_ops) || !strcmp(name, "Recv") ||
        !strcmp(name, "Irecv") || !strncmp(name, "Sendrecv", 8))
        return OTF2_REGION_ROLE_POINT2POINT;
    return OTF2_REGION_ROLE_FUNCTION;
}

/* A region's source location: the innermost frame's file and line as the
   trace has them, else as the module's DWARF resolves it (sct_resolve.h). */
static void ox_region_source(ox *x, int i, const sct_site_info *si) {
    const sct_frame *f = si && si->depth > 0 ? &si->frames[0] : NULL;
    sct_file_info fi;
    const rs_site *rs;
    sct_reader_info(x->r, &fi);
    rs = f && !f->file[0] ? rs_resolve(f->module, f->offset, fi.start_time) : NULL;
    const char *file = rs ? rs->f[0].file : f ? f->file : "";
    int line = rs ? rs->f[0].line : f ? f->line : 0;
    x->regs[i].file = ox_string(x, file);
    x->regs[i].line = line > 0 ? (uint32_t)line : 0;
}

/* The region of (op, call site): one per distinct pair over the whole file. */
static int ox_region_of(ox *x, const char *opname, const char *site, const sct_site_info *si) {
    char key[1400];
    int added, i;
    snprintf(key, sizeof key, "%s\n%s", opname, site ? site : "");
    i = an_map_put(&x->regmap, an_hash_str(key), x->nregs, &added);
    if (!added) return i;
    x->regs = (ox_region *)an_grow(x->regs, (size_t)x->nregs + 1, sizeof *x->regs);
    x->regs[i].name = ox_string(x, opname);
    x->regs[i].desc = ox_string(x, site ? site : "");
    ox_region_source(x, i, si);
    x->regs[i].role = ox_region_role(opname);
    x->nregs++;
    return i;
}

/* Regions of every leaf of trace t (seen through rank). */
static int ox_trace_regions(ox *x, int t, int32_t rank) {
    sct_trace_info ti;
    uint32_t id, nsites;
    char **sites = an_leaf_sites(x->r, t, rank, &nsites);
    if (!sites || sct_reader_trace(x->r, t, &ti) != SCT_OK) return an_free_names(sites, nsites), -1;
    free(x->leafreg);
    x->leafreg = (int *)an_alloc(ti.nodes, sizeof *x->leafreg);
    for (id = 0; id < ti.nodes; id++) {
        sct_node_info ni;
        sct_site_info si;
        if (sct_reader_trace_node(x->r, t, id, &ni) != SCT_OK || ni.kind != SCT_NODE_LEAF) continue;
        if (sct_reader_site(x->r, rank, ni.site, &si) != SCT_OK) si.depth = 0;
        x->leafreg[id] = ox_region_of(x, sct_reader_ops(x->r)->ops[ni.op].name, sites[id], &si);
    }
    an_free_names(sites, nsites);
    return 0;
}

static uint32_t ox_comm(ox *x, int64_t id) {
    int added, i = an_map_put(&x->commmap, (uint64_t)id, x->ncomms, &added);
    if (added) {
        x->comms = (int64_t *)an_grow(x->comms, (size_t)x->ncomms + 1, sizeof *x->comms);
        x->comms[x->ncomms++] = id;
    }
    return (uint32_t)i;
}

/* The value offset of parameter `name` in ev (arrays: of their length), -1. */
static int ox_at(const sct_op *op, const sct_event_out *ev, const char *name) {
    int p, k = 0;
    for (p = 0; p < op->nparams && k < ev->nvalues; p++) {
        if (!strcmp(op->param_names[p], name)) return k;
        k += (op->param_roles[p] & SCT_PARAM_ARRAY) ? 1 + (int)ev->values[k] : 1;
    }
    return -1;
}

static int64_t ox_val(const sct_op *op, const sct_event_out *ev, const char *name, int64_t dflt) {
    int k = ox_at(op, ev, name);
    return k < 0 ? dflt : ev->values[k];
}

/* The nth value of role `role` (scalar parameters only), or dflt. */
static int64_t ox_role_nth(const sct_op *op, const sct_event_out *ev, int role, int nth, int64_t dflt) {
    int p, k = 0;
    for (p = 0; p < op->nparams && k < ev->nvalues; p++) {
        int arr = (op->param_roles[p] & SCT_PARAM_ARRAY) != 0;
        if (!arr && role_of(op, p) == role && nth-- == 0) return ev->values[k];
        k += arr ? 1 + (int)ev->values[k] : 1;
    }
    return dflt;
}

static int64_t ox_role(const sct_op *op, const sct_event_out *ev, int role, int64_t dflt) {
    return ox_role_nth(op, ev, role, 0, dflt);
}

/* A relative peer as a rank of the all-ranks group, or -1 (no message). */
static int64_t ox_peer(ox *x, int64_t rel) {
    int64_t p;
    if (rel <= SCT_PEER_NULL || rel == SCT_NONE) return -1;
    p = (int64_t)x->rank + rel;
    return p >= 0 && p < x->nworld ? p : -1;
}

static void ox_pend_add(ox *x, int64_t sym, int irecv, int64_t peer, uint32_t comm, int64_t tag, uint64_t bytes) {
    ox_pend *e;
    if (x->npend == x->cappend) {
        x->cappend = x->cappend ? 2 * x->cappend : 64;
        x->pend = (ox_pend *)an_grow(x->pend, (size_t)x->cappend, sizeof *x->pend);
    }
    e = &x->pend[x->npend++];
    e->sym = sym, e->id = x->next_req++, e->irecv = irecv, e->peer = (uint32_t)peer, e->comm = comm;
    e->tag = (uint32_t)tag, e->bytes = bytes;
}

/* The trace's request ids are pool * 2^20 + slot, one pool per creating call
   site (sctrace_mpi.h, SCT_MPI_REQ_STRIDE); the tool is MPI-free. */
#define OX_REQ_POOL(sym) ((sym) >> 20)

/* Complete the oldest pending request with symbolic id sym (ids repeat once
   their request completed), or with pool_only that of its call site's pool:
   under MPICH, sends that complete at once share one handle, so a wait can
   name one id for two of them. Returns 1 when one was completed. */
static int ox_complete(ox *x, int64_t sym, uint64_t t, int pool_only) {
    int i;
    for (i = 0; i < x->npend; i++) {
        ox_pend e = x->pend[i];
        if (pool_only ? OX_REQ_POOL(e.sym) != OX_REQ_POOL(sym) : e.sym != sym) continue;
        memmove(x->pend + i, x->pend + i + 1, (size_t)(x->npend - i - 1) * sizeof *x->pend);
        x->npend--;
        if (!e.irecv) {
            OTF2_EvtWriter_MpiIsendComplete(x->w, NULL, t, e.id);
        } else if (e.peer == UINT32_MAX) {
            OTF2_EvtWriter_MpiRequestCancelled(x->w, NULL, t, e.id);
            x->nomsg++;
        } else {
            OTF2_EvtWriter_MpiIrecv(x->w, NULL, t, e.peer, e.comm, e.tag, e.bytes, e.id);
            x->recvs++;
        }
        return 1;
    }
    return 0;
}

/* The requests a wait or test completed: by id first, then the ids left
   over by pool. */
static void ox_completed(ox *x, const int64_t *ids, int64_t n, uint64_t t) {
    unsigned char few[64], *done = n <= 64 ? few : (unsigned char *)an_alloc((size_t)n, 1);
    int64_t j;
    for (j = 0; j < n; j++) done[j] = (unsigned char)(ids[j] >= 0 && ox_complete(x, ids[j], t, 0));
    for (j = 0; j < n; j++)
        if (!done[j] && ids[j] >= 0) ox_complete(x, ids[j], t, 1);
    if (done != few) free(done);
}

/* Records at the call's start: sends, Isend, Irecv request, collective begin. */
static void ox_begin(ox *x, const sct_op *op, const sct_event_out *ev, uint64_t t) {
    const char *n = short_name(op->name);
    int64_t peer;
    uint32_t comm;
    if (ox_coll_of(n) >= 0) {
        OTF2_EvtWriter_MpiCollectiveBegin(x->w, NULL, t);
        return;
    }
    if (strcmp(n, "Sendrecv") && strcmp(n, "Sendrecv_replace") && !an_name_in(n, ox_send_ops) &&
        !an_name_in(n, ox_isend_ops) && strcmp(n, "Irecv"))
        return;
    comm = ox_comm(x, ox_role(op, ev, SCT_ROLE_COMM, 0));
    if (!strcmp(n, "Irecv")) {
        peer = ox_peer(x, ox_role(op, ev, SCT_ROLE_PEER, SCT_NONE));
        OTF2_EvtWriter_MpiIrecvRequest(x->w, NULL, t, x->next_req);
        ox_pend_add(x, ox_val(op, ev, "request", SCT_NONE), 1, peer < 0 ? -1 : peer, comm,
                    ox_role(op, ev, SCT_ROLE_TAG, 0), (uint64_t)ox_role(op, ev, SCT_ROLE_BYTES, 0));
        return;
    }
    peer = ox_peer(x, ox_role(op, ev, SCT_ROLE_PEER, SCT_NONE)); /* Sendrecv: dest comes first */
    if (peer < 0) {
        x->nomsg++;
        return;
    }
    x->sends++;
    if (an_name_in(n, ox_isend_ops)) {
        OTF2_EvtWriter_MpiIsend(x->w, NULL, t, (uint32_t)peer, comm, (uint32_t)ox_role(op, ev, SCT_ROLE_TAG, 0),
                                (uint64_t)ox_role(op, ev, SCT_ROLE_BYTES, 0), x->next_req);
        ox_pend_add(x, ox_val(op, ev, "request", SCT_NONE), 0, peer, comm, 0, 0);
    } else if (n[4] == 'r') { /* Sendrecv */
        OTF2_EvtWriter_MpiSend(x->w, NULL, t, (uint32_t)peer, comm, (uint32_t)ox_val(op, ev, "sendtag", 0),
                               (uint64_t)ox_val(op, ev, "sendbytes", 0));
    } else {
        OTF2_EvtWriter_MpiSend(x->w, NULL, t, (uint32_t)peer, comm, (uint32_t)ox_role(op, ev, SCT_ROLE_TAG, 0),
                               (uint64_t)ox_role(op, ev, SCT_ROLE_BYTES, 0));
    }
}

/* The source a receive matched: its source (Sendrecv's second peer), or for
   a wildcard the recorded match. */
static int64_t ox_source(ox *x, const sct_op *op, const sct_event_out *ev, int sendrecv) {
    int64_t src = ox_role_nth(op, ev, SCT_ROLE_PEER, sendrecv, SCT_NONE);
    if (src == SCT_PEER_ANY) src = ox_val(op, ev, "matched", SCT_NONE);
    return ox_peer(x, src);
}

static void ox_coll_end(ox *x, const sct_op *op, const sct_event_out *ev, int c, uint64_t t) {
    int64_t root = ox_role(op, ev, SCT_ROLE_ROOT, SCT_NONE), bytes = ox_role(op, ev, SCT_ROLE_BYTES, 0);
    int64_t rb = ox_val(op, ev, "recvbytes", bytes);
    int64_t rr = ox_peer(x, root);
    x->colls++;
    OTF2_EvtWriter_MpiCollectiveEnd(x->w, NULL, t, ox_colls[c].op, ox_comm(x, ox_role(op, ev, SCT_ROLE_COMM, 0)),
                                    rr < 0 ? OTF2_UNDEFINED_UINT32 : (uint32_t)rr, (uint64_t)(bytes > 0 ? bytes : 0),
                                    (uint64_t)(rb > 0 ? rb : 0));
}

/* Records at the call's end: receives, completions, collective end. */
static void ox_end(ox *x, const sct_op *op, const sct_event_out *ev, uint64_t t) {
    const char *n = short_name(op->name);
    int c = ox_coll_of(n), k;
    if (c >= 0) {
        ox_coll_end(x, op, ev, c, t);
    } else if (!strcmp(n, "Recv") || !strncmp(n, "Sendrecv", 8)) {
        int sr = n[4] == 'r';
        int64_t src = ox_source(x, op, ev, sr);
        if (src < 0) {
            x->nomsg++;
            return;
        }
        x->recvs++;
        OTF2_EvtWriter_MpiRecv(x->w, NULL, t, (uint32_t)src, ox_comm(x, ox_role(op, ev, SCT_ROLE_COMM, 0)),
                               (uint32_t)(sr ? ox_val(op, ev, "recvtag", 0) : ox_role(op, ev, SCT_ROLE_TAG, 0)),
                               (uint64_t)(sr ? ox_val(op, ev, "recvbytes", 0) : ox_role(op, ev, SCT_ROLE_BYTES, 0)));
    } else if ((k = ox_at(op, ev, "completed")) >= 0) {
        ox_completed(x, ev->values + k + 1, ev->values[k], t);
    }
}

/* One rank's events on its location. Returns 0, or -1 on a reader error. */
static int ox_rank(ox *x, uint64_t from, uint64_t to, sct_progress *pg, uint64_t *done) {
    sct_iter *it;
    sct_event_out ev;
    uint64_t t = 0;
    int got;
    x->npend = 0;
    x->w = OTF2_Archive_GetEvtWriter(x->ar, (OTF2_LocationRef)x->rank);
    if (!x->w || sct_iter_create(x->r, x->rank, &it) != SCT_OK) return -1;
    while ((got = sct_iter_next(it, &ev)) == 1) {
        const sct_op *op = &sct_reader_ops(x->r)->ops[ev.op];
        uint64_t dur = ev.timing_exact < 0 ? 1000 : (uint64_t)(ev.duration_ns > 0 ? ev.duration_ns : 0);
        t += ev.timing_exact < 0 ? 1000 : (uint64_t)(ev.compute_ns > 0 ? ev.compute_ns : 0);
        sct_progress_step(pg, ++*done);
        if (t > to) break;
        if (t + dur >= from) {
            OTF2_EvtWriter_Enter(x->w, NULL, t, (OTF2_RegionRef)x->leafreg[ev.leaf]);
            ox_begin(x, op, &ev, t);
            ox_end(x, op, &ev, t + dur);
            OTF2_EvtWriter_Leave(x->w, NULL, t + dur, (OTF2_RegionRef)x->leafreg[ev.leaf]);
            x->enters++;
            if (t + dur > x->tmax) x->tmax = t + dur;
        }
        t += dur;
    }
    sct_iter_destroy(it);
    OTF2_EvtWriter_GetNumberOfEvents(x->w, &x->nevents[x->rank]);
    OTF2_Archive_CloseEvtWriter(x->ar, x->w);
    return got < 0 ? -1 : 0;
}

static void ox_comm_name(const ox *x, int k, char *buf, size_t n) {
    if (x->comms[k])
        snprintf(buf, n, "communicator %" PRId64, x->comms[k]);
    else
        snprintf(buf, n, "MPI_COMM_WORLD");
}

/* Every string the definitions name, registered before the strings are
   written (ox_string then only looks them up). */
static void ox_def_strings(ox *x, const char *program) {
    char buf[64];
    int32_t i;
    int k;
    ox_comm(x, 0);
    ox_string(x, "machine"), ox_string(x, ""), ox_string(x, program);
    for (i = 0; i < x->nworld; i++) {
        snprintf(buf, sizeof buf, "rank %d", (int)i);
        ox_string(x, buf);
    }
    for (k = 0; k < x->ncomms; k++) {
        ox_comm_name(x, k, buf, sizeof buf);
        ox_string(x, buf);
    }
}

/* Definitions: strings, clock, system tree, a location group and a location
   per rank, regions, the all-ranks groups and the communicators. */
static void ox_defs(ox *x, const char *program) {
    OTF2_GlobalDefWriter *g = OTF2_Archive_GetGlobalDefWriter(x->ar);
    uint64_t *members = (uint64_t *)an_alloc((size_t)x->nworld, sizeof *members);
    int32_t i;
    int k;
    char buf[64];
    if (!program || !program[0]) program = "trace";
    ox_def_strings(x, program);
    for (k = 0; k < x->nstrs; k++) OTF2_GlobalDefWriter_WriteString(g, (OTF2_StringRef)k, x->strs[k]);
    OTF2_GlobalDefWriter_WriteClockProperties(g, 1000000000, 0, x->tmax + 1, OTF2_UNDEFINED_TIMESTAMP);
    OTF2_GlobalDefWriter_WriteSystemTreeNode(g, 0, ox_string(x, program), ox_string(x, "machine"),
                                             OTF2_UNDEFINED_SYSTEM_TREE_NODE);
    for (i = 0; i < x->nworld; i++) {
        snprintf(buf, sizeof buf, "rank %d", (int)i);
        members[i] = (uint64_t)i;
        OTF2_GlobalDefWriter_WriteLocationGroup(g, (OTF2_LocationGroupRef)i, ox_string(x, buf),
                                                OTF2_LOCATION_GROUP_TYPE_PROCESS, 0, OTF2_UNDEFINED_LOCATION_GROUP);
        OTF2_GlobalDefWriter_WriteLocation(g, (OTF2_LocationRef)i, ox_string(x, buf), OTF2_LOCATION_TYPE_CPU_THREAD,
                                           x->nevents[i], (OTF2_LocationGroupRef)i);
    }
    for (k = 0; k < x->nregs; k++)
        OTF2_GlobalDefWriter_WriteRegion(g, (OTF2_RegionRef)k, x->regs[k].name, x->regs[k].name, x->regs[k].desc,
                                         (OTF2_RegionRole)x->regs[k].role, OTF2_PARADIGM_MPI, OTF2_REGION_FLAG_NONE,
                                         x->regs[k].file, x->regs[k].line, x->regs[k].line);
    OTF2_GlobalDefWriter_WriteGroup(g, 0, ox_string(x, ""), OTF2_GROUP_TYPE_COMM_LOCATIONS, OTF2_PARADIGM_MPI,
                                    OTF2_GROUP_FLAG_NONE, (uint32_t)x->nworld, members);
    OTF2_GlobalDefWriter_WriteGroup(g, 1, ox_string(x, ""), OTF2_GROUP_TYPE_COMM_GROUP, OTF2_PARADIGM_MPI,
                                    OTF2_GROUP_FLAG_NONE, (uint32_t)x->nworld, members);
    for (k = 0; k < x->ncomms; k++) {
        ox_comm_name(x, k, buf, sizeof buf);
        OTF2_GlobalDefWriter_WriteComm(g, (OTF2_CommRef)k, ox_string(x, buf), 1,
                                       x->comms[k] ? (OTF2_CommRef)ox_comm(x, 0) : OTF2_UNDEFINED_COMM,
                                       OTF2_COMM_FLAG_NONE);
    }
    free(members);
}

/* Locations of ranks the file does not hold, or that were not selected, get
   an empty event file, so that every location of the definitions has one. */
static int ox_ranks(ox *x, const unsigned char *sel, const unsigned char *held, uint64_t from, uint64_t to,
                    uint64_t total) {
    sct_progress pg;
    uint64_t done = 0;
    int cur_t = -1, rc = 0;
    sct_progress_begin(&pg, "export --otf2: events", total);
    for (x->rank = 0; x->rank < x->nworld && !rc; x->rank++) {
        int t;
        if (!sel[x->rank] || !held[x->rank]) {
            OTF2_EvtWriter *w = OTF2_Archive_GetEvtWriter(x->ar, (OTF2_LocationRef)x->rank);
            if (w) OTF2_Archive_CloseEvtWriter(x->ar, w);
            continue;
        }
        if ((t = sct_reader_trace_of(x->r, x->rank)) != cur_t && ox_trace_regions(x, t, x->rank)) rc = -1;
        cur_t = t;
        if (!rc) rc = ox_rank(x, from, to, &pg, &done);
    }
    sct_progress_end(&pg);
    return rc;
}

static void ox_free(ox *x) {
    int i;
    for (i = 0; i < x->nstrs; i++) free(x->strs[i]);
    free(x->strs), free(x->regs), free(x->comms), free(x->leafreg), free(x->pend), free(x->nevents);
    an_map_free(&x->strmap), an_map_free(&x->regmap), an_map_free(&x->commmap);
}

static int ox_fail(const char *dir, const char *what, OTF2_ErrorCode e) {
    fprintf(stderr, "%s export: %s: %s: %s (%s)\n", prog, dir, what, OTF2_Error_GetName(e),
            OTF2_Error_GetDescription(e));
    return 1;
}

/* Write the archive DIR/traces.otf2 (with DIR/traces/ and DIR/traces.def). */
static int ox_write(ox *x, const char *dir, const sct_file_info *fi, const unsigned char *sel,
                    const unsigned char *held, uint64_t from, uint64_t to, uint64_t total) {
    OTF2_FlushCallbacks fl = {ox_pre_flush, ox_post_flush};
    OTF2_ErrorCode e;
    int32_t i;
    char desc[4200];
    snprintf(desc, sizeof desc, "%s/traces.otf2", dir);
    if (access(desc, F_OK) == 0) {
        fprintf(stderr, "%s export: %s: an OTF2 archive is already there (remove it or choose another DIR)\n", prog, desc);
        return 1;
    }
    x->ar = OTF2_Archive_Open(dir, "traces", OTF2_FILEMODE_WRITE, 1024 * 1024, 4 * 1024 * 1024, OTF2_SUBSTRATE_POSIX,
                              OTF2_COMPRESSION_NONE);
    if (!x->ar) return ox_fail(dir, "cannot create the archive", OTF2_ERROR_FILE_CAN_NOT_OPEN);
    snprintf(desc, sizeof desc, "sctrace %s export of %s", sct_version(), fi->program);
    OTF2_Archive_SetFlushCallbacks(x->ar, &fl, NULL);
    OTF2_Archive_SetSerialCollectiveCallbacks(x->ar);
    OTF2_Archive_SetCreator(x->ar, "sctrace export --otf2");
    OTF2_Archive_SetDescription(x->ar, desc);
    if ((e = OTF2_Archive_OpenEvtFiles(x->ar)) != OTF2_SUCCESS) return OTF2_Archive_Close(x->ar), ox_fail(dir, "event files", e);
    if (ox_ranks(x, sel, held, from, to, total)) {
        OTF2_Archive_CloseEvtFiles(x->ar);
        OTF2_Archive_Close(x->ar);
        fprintf(stderr, "%s export: %s\n", prog, sct_reader_error(x->r)[0] ? sct_reader_error(x->r) : "cannot write the events");
        return 1;
    }
    OTF2_Archive_CloseEvtFiles(x->ar);
    OTF2_Archive_OpenDefFiles(x->ar);
    for (i = 0; i < x->nworld; i++) {
        OTF2_DefWriter *d = OTF2_Archive_GetDefWriter(x->ar, (OTF2_LocationRef)i);
        if (d) OTF2_Archive_CloseDefWriter(x->ar, d);
    }
    OTF2_Archive_CloseDefFiles(x->ar);
    ox_defs(x, fi->program);
    if ((e = OTF2_Archive_Close(x->ar)) != OTF2_SUCCESS) return ox_fail(dir, "closing the archive", e);
    return 0;
}

#define OX_HELP                                                                                                        \
    "--otf2 DIR FILE: write an OTF2 archive (DIR/traces.otf2, for Vampir, Scalasca,\n"                                \
    "otf2-print) with the OTF2 library: a location per rank, a region per MPI\n"                                       \
    "function and call site (source file and line where symbolised), Enter/Leave\n"                                    \
    "per call, MPI message records (MpiSend, MpiIsend, MpiIrecvRequest, MpiRecv,\n"                                    \
    "MpiIrecv, MpiIsendComplete at the wait that completed the request) and\n"                                         \
    "collective begin/end records with root and bytes; communicators as\n"                                             \
    "definitions over the group of all ranks, peers mapped as rank + offset (exact\n"                                  \
    "for MPI_COMM_WORLD, its duplicates and non-reordered Cartesian communicators).\n"                                 \
    "DIR must not hold an archive yet. Times as for --chrome. Prints a summary\n"                                      \
    "line: calls, messages sent and received, collectives, and the calls whose\n"                                      \
    "message has no record (MPI_PROC_NULL, a peer outside the ranks, an unknown\n"                                     \
    "wildcard source). --ranks, --from and --to cut it as for --chrome."

static int ox_cmd(const char *dir, const char *file, const char *ranks, uint64_t from, uint64_t to) {
    ox x;
    sct_file_info fi;
    unsigned char *sel, *held;
    int32_t i, nsel = 0;
    int rc;
    memset(&x, 0, sizeof x);
    if (!(x.r = open_trace(file, 0))) return 1;
    sct_reader_info(x.r, &fi);
    x.nworld = an_nworld(x.r);
    sel = (unsigned char *)an_alloc((size_t)x.nworld, 1);
    held = (unsigned char *)an_alloc((size_t)x.nworld, 1);
    if (ranks && an_parse_ranks(ranks, x.nworld, sel)) {
        free(sel), free(held);
        sct_reader_close(x.r);
        return usage_error("export", "not a rank list of this trace (like 0,2,5-7): '%s'", ranks);
    }
    for (i = 0; i < fi.nranks; i++) {
        int32_t rk = sct_reader_rank(x.r, i);
        held[rk] = 1;
        if (!ranks) sel[rk] = 1;
        nsel += sel[rk];
    }
    an_map_init(&x.strmap, 64), an_map_init(&x.regmap, 64), an_map_init(&x.commmap, 8);
    ox_comm(&x, 0); /* MPI_COMM_WORLD is communicator 0, the parent of the others */
    x.nevents = (uint64_t *)an_alloc((size_t)x.nworld, sizeof *x.nevents);
    rc = ox_write(&x, dir, &fi, sel, held, from, to, fi.nranks ? fi.events / (uint64_t)fi.nranks * (uint64_t)nsel : 0);
    if (!rc)
        printf("wrote %s/traces.otf2: %d ranks, %" PRIu64 " calls, %" PRIu64 " messages sent, %" PRIu64
               " received, %" PRIu64 " collectives, %" PRIu64 " calls without a message record; timing %s\n",
               dir, (int)nsel, x.enters, x.sends, x.recvs, x.colls, x.nomsg,
               fi.timing_mode == SCT_TIMING_OFF || !fi.timing_bytes ? "none (calls 1 us apart)"
               : fi.timing_mode == SCT_TIMING_EXACT                 ? "exact"
                                                                    : "call-site means");
    ox_free(&x);
    free(sel), free(held);
    sct_reader_close(x.r);
    return rc;
}

#endif /* SCT_OTF2_H */
