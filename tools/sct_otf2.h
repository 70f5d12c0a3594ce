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
     collectives with root and bytes; for the non-blocking collectives
     (MPI_Ibcast, MPI_Iallreduce, ...: NonBlockingCollectiveRequest at the
     call, NonBlockingCollectiveComplete with root and bytes at the wait or
     test that completed the request, OTF2 3.0's records);
   - communicators with their real members (section 1): a first pass over
     every rank's communicator and group calls works out the members of each
     communicator (MPI_Comm_split by color and key, Cart_create, Cart_sub,
     Comm_create from the groups' calls, dups ...), each becomes a Comm over a
     group of its members, and peers and roots are the caller's rank in that
     communicator plus the recorded offset, as OTF2 wants them.
   Times are exact where the trace has exact timing; otherwise every call gets
   its call site's mean compute time and duration (as `export --chrome`); each
   rank starts at 0, in ns. Messages to MPI_PROC_NULL, to peers outside the
   ranks, and receives from an unknown source (a non-blocking wildcard
   receive) have no message record; the summary line counts them. 
   TABLE OF CONTENTS
     1. >>ox_comms  communicators and their members
     2. >>otf2      a trace as an OTF2 archive
*/
#ifndef SCT_OTF2_H
#define SCT_OTF2_H

#include <otf2/otf2.h>

/*== >>ox_comms  communicators and their members ================================*/

/* The trace numbers a communicator with an id all its members agree on, but
   the parts of one MPI_Comm_split (or Comm_create over disjoint groups)
   share an id: members are not in the trace, they follow from the calls that
   made the communicator. So a first pass reads every rank's communicator and
   group calls and works them out as MPI would: a communicator here is an id
   with a member list (world ranks in local rank order). MPI_Comm_split and
   Comm_split_type need every member's color and key: they wait until all
   members of the parent reached the same split (their k-th on that parent;
   collective calls on a communicator come in the same order everywhere).
   The rest is local: dups keep the members, Cart_create takes the first
   prod(dims) (reorder ignored: MPICH and Open MPI do not reorder by
   default), Cart_sub the members whose coordinates agree on the dropped
   dimensions, Graph_create the first nnodes, Comm_create(_group) the group's
   members, groups from Comm_group and the Group_* calls. Split_type's node
   is not in the trace: all ranks count as one node (each split_type value
   one communicator). MPI_Comm_idup records its id only when its request
   completes: the first id a rank uses that the pass does not know is taken
   for its oldest pending idup. An id the pass could not work out (an inter-communicator,
   a rank missing from the file) is taken over all ranks, peers as world rank
   + offset. */

#define OX_MAXDIMS 8

typedef struct ox_inst { /* a communicator: an id and its members */
    int64_t id;
    int32_t *m; /* world ranks in local rank order (MPI_COMM_SELF: none) */
    uint32_t n;
    int parent; /* the communicator it was made from, -1 */
    int ndims, dims[OX_MAXDIMS]; /* a Cartesian one's grid, row-major */
    uint64_t hash;
} ox_inst;

typedef struct ox_cref { /* what a rank's id stands for */
    int inst;
    int32_t local; /* the rank's rank in it */
} ox_cref;

typedef struct ox_list { /* an MPI group of one rank: world ranks in order */
    int32_t *m;
    uint32_t n;
} ox_list;

enum { /* the calls the first pass reads */
    OX_C_NONE, OX_C_DUP, OX_C_SPLIT, OX_C_CART, OX_C_CARTSUB, OX_C_CREATE, OX_C_GRAPH, OX_C_DISTGRAPH,
    OX_C_COMM_GROUP, OX_C_GINCL, OX_C_GEXCL, OX_C_GRINCL, OX_C_GREXCL, OX_C_GUNION, OX_C_GINTER, OX_C_GDIFF
};

typedef struct ox_cev { /* one such call of one rank */
    int kind;
    int64_t a, b, c, d; /* parent comm or group, color/group/count, key, new id */
    uint32_t arr, narr; /* its array argument, in ox_comms.pool */
} ox_cev;

typedef struct ox_split { /* an MPI_Comm_split waiting for the parent's members */
    int parent;
    uint32_t got;
    int64_t *col, *key, *out; /* by local rank in the parent */
    int32_t *who;
} ox_split;

typedef struct ox_comms {
    int32_t nworld;
    ox_inst *inst;
    int ninst;
    an_map instmap;          /* hash of id and members -> inst */
    an_map crefmap;          /* (rank, id) -> cref */
    ox_cref *crefs;
    int ncrefs;
    an_map glmap;            /* (rank, group id) -> list */
    ox_list *gl;
    int ngl;
    ox_cev **ev;             /* per rank, its calls */
    uint32_t *nev, *cur;
    int64_t *pool;
    size_t npool;
    an_map splitmap, splitseq; /* (parent, k) -> split; (rank, parent) -> seq[]: splits made */
    int *seq, nseq;
    ox_split *sp;
    int nsp;
    unsigned char *posted;   /* per rank: its next split is posted */
    uint64_t unknown;        /* ids taken over all ranks */
    ox_cref **idup;          /* per rank, its MPI_Comm_idup parents whose id is not known yet */
    uint32_t *nidup, *hidup; /* how many, the oldest not taken */
} ox_comms;

#define OX_KEY(rank, id) (((uint64_t)(uint32_t)(rank) << 40) | ((uint64_t)(id) & ((UINT64_C(1) << 40) - 1)))

static int ox_ckind(const char *opname) {
    static const struct {
        const char *name;
        int kind;
    } t[] = {{"Comm_dup", OX_C_DUP}, {"Comm_dup_with_info", OX_C_DUP}, {"Comm_idup", OX_C_DUP},
             {"Comm_idup_with_info", OX_C_DUP}, {"Comm_split", OX_C_SPLIT}, {"Comm_split_type", OX_C_SPLIT},
             {"Cart_create", OX_C_CART}, {"Cart_sub", OX_C_CARTSUB}, {"Comm_create", OX_C_CREATE},
             {"Comm_create_group", OX_C_CREATE}, {"Graph_create", OX_C_GRAPH},
             {"Dist_graph_create", OX_C_DISTGRAPH}, {"Dist_graph_create_adjacent", OX_C_DISTGRAPH},
             {"Comm_group", OX_C_COMM_GROUP}, {"Group_incl", OX_C_GINCL}, {"Group_excl", OX_C_GEXCL},
             {"Group_range_incl", OX_C_GRINCL}, {"Group_range_excl", OX_C_GREXCL}, {"Group_union", OX_C_GUNION},
             {"Group_intersection", OX_C_GINTER}, {"Group_difference", OX_C_GDIFF}};
    size_t i;
    const char *n = short_name(opname);
    for (i = 0; i < sizeof t / sizeof t[0]; i++)
        if (!strcmp(t[i].name, n)) return t[i].kind;
    return OX_C_NONE;
}

static uint64_t ox_members_hash(int64_t id, const int32_t *m, uint32_t n) {
    uint64_t h = an_mix((uint64_t)id + 0x9e37u);
    uint32_t i;
    for (i = 0; i < n; i++) h = an_mix(h ^ ((uint64_t)(uint32_t)m[i] + (uint64_t)i * 0x100000001u));
    return an_mix(h ^ n);
}

/* The communicator (id, members), made once. */
static int ox_inst_make(ox_comms *c, int64_t id, const int32_t *m, uint32_t n, int parent) {
    uint64_t h = ox_members_hash(id, m, n);
    int added, i;
    for (;; h++) { /* a hash collision moves on to the next key */
        i = an_map_put(&c->instmap, h, c->ninst, &added);
        if (added || (c->inst[i].id == id && c->inst[i].n == n && !memcmp(c->inst[i].m, m, n * sizeof *m))) break;
    }
    if (!added) return i;
    c->inst = (ox_inst *)an_grow(c->inst, (size_t)c->ninst + 1, sizeof *c->inst);
    memset(&c->inst[i], 0, sizeof c->inst[i]);
    c->inst[i].id = id, c->inst[i].n = n, c->inst[i].parent = parent, c->inst[i].hash = h;
    c->inst[i].m = (int32_t *)an_alloc(n, sizeof *m);
    if (n) memcpy(c->inst[i].m, m, n * sizeof *m);
    c->ninst++;
    return i;
}

static void ox_bind(ox_comms *c, int32_t rank, int64_t id, int inst, int32_t local) {
    int added, i;
    if (id < 0) return;
    i = an_map_put(&c->crefmap, OX_KEY(rank, id), c->ncrefs, &added);
    if (added) c->crefs = (ox_cref *)an_grow(c->crefs, (size_t)++c->ncrefs, sizeof *c->crefs);
    c->crefs[i].inst = inst, c->crefs[i].local = local;
}

/* What id stands for at rank (world 0, self 1, else the first pass's
   result; an id it could not work out is taken over all ranks). */
static ox_cref ox_cref_get(ox_comms *c, int32_t rank, int64_t id) {
    ox_cref r;
    int i;
    r.inst = 0, r.local = rank;
    if (id == 1) r.inst = 1, r.local = 0;
    if (id <= 1) return r;
    if ((i = an_map_get(&c->crefmap, OX_KEY(rank, id))) >= 0) return c->crefs[i];
    if (c->idup && c->hidup[rank] < c->nidup[rank]) { /* the oldest pending MPI_Comm_idup's */
        ox_cref p = c->idup[rank][c->hidup[rank]++];
        int32_t me = rank;
        r.inst = p.inst == 1 ? ox_inst_make(c, id, &me, 1, 1)
                             : ox_inst_make(c, id, c->inst[p.inst].m, c->inst[p.inst].n, p.inst);
        r.local = p.inst == 1 ? 0 : p.local;
        ox_bind(c, rank, id, r.inst, r.local);
        return r;
    }
    c->unknown++;
    {
        int32_t *all = (int32_t *)an_alloc((size_t)c->nworld, sizeof *all), k;
        for (k = 0; k < c->nworld; k++) all[k] = k;
        r.inst = ox_inst_make(c, id, all, (uint32_t)c->nworld, 0);
        free(all);
    }
    ox_bind(c, rank, id, r.inst, rank);
    return r;
}

static int ox_group_put(ox_comms *c, int32_t rank, int64_t gid, int32_t *m, uint32_t n) {
    int added, i;
    if (gid < 0) return free(m), 0;
    i = an_map_put(&c->glmap, OX_KEY(rank, gid), c->ngl, &added);
    if (added) c->gl = (ox_list *)an_grow(c->gl, (size_t)++c->ngl, sizeof *c->gl);
    else free(c->gl[i].m);
    c->gl[i].m = m, c->gl[i].n = n;
    return 0;
}

static const ox_list *ox_group_get(ox_comms *c, int32_t rank, int64_t gid) {
    int i = an_map_get(&c->glmap, OX_KEY(rank, gid));
    return i < 0 ? NULL : &c->gl[i];
}

static int ox_list_has(const int32_t *m, uint32_t n, int32_t r) {
    uint32_t i;
    for (i = 0; i < n; i++)
        if (m[i] == r) return (int)i;
    return -1;
}

/* The members of a group call's result (Group_incl ... Group_difference). */
static int ox_group_op(ox_comms *c, int32_t rank, const ox_cev *e) {
    const ox_list *g = ox_group_get(c, rank, e->a), *h = NULL;
    const int64_t *x = c->pool + e->arr;
    int32_t *m;
    uint32_t n = 0, i, j;
    int64_t k;
    unsigned char *keep;
    if (!g) return -1;
    if (e->kind >= OX_C_GUNION && !(h = ox_group_get(c, rank, e->b))) return -1;
    m = (int32_t *)an_alloc((size_t)g->n + (h ? h->n : 0), sizeof *m);
    keep = (unsigned char *)an_alloc(g->n, 1);
    switch (e->kind) {
    case OX_C_GINCL:
        for (i = 0; i < e->narr; i++)
            if (x[i] >= 0 && x[i] < g->n) m[n++] = g->m[x[i]];
        break;
    case OX_C_GEXCL:
    case OX_C_GREXCL:
    case OX_C_GRINCL:
        if (e->kind == OX_C_GEXCL)
            for (i = 0; i < e->narr; i++) keep[x[i] >= 0 && x[i] < g->n ? x[i] : 0] |= x[i] >= 0 && x[i] < g->n;
        for (i = 0; e->kind != OX_C_GEXCL && i + 2 < e->narr; i += 3)
            for (k = x[i]; x[i + 2] && (x[i + 2] > 0 ? k <= x[i + 1] : k >= x[i + 1]); k += x[i + 2])
                if (k >= 0 && k < g->n) {
                    if (e->kind == OX_C_GRINCL) m[n++] = g->m[k];
                    keep[k] = 1;
                }
        for (i = 0; e->kind != OX_C_GRINCL && i < g->n; i++)
            if (!keep[i]) m[n++] = g->m[i];
        break;
    default: /* union: g then what h adds; intersection and difference: g's order */
        for (i = 0; i < g->n; i++)
            if ((e->kind == OX_C_GUNION) || ((ox_list_has(h->m, h->n, g->m[i]) >= 0) == (e->kind == OX_C_GINTER)))
                m[n++] = g->m[i];
        for (j = 0; e->kind == OX_C_GUNION && j < h->n; j++)
            if (ox_list_has(g->m, g->n, h->m[j]) < 0) m[n++] = h->m[j];
    }
    free(keep);
    return ox_group_put(c, rank, e->d, m, n);
}

/* A rank's coordinates in a Cartesian communicator (row-major). */
static void ox_coords(const ox_inst *p, int32_t local, int *co) {
    int d;
    for (d = p->ndims - 1; d >= 0; d--) co[d] = local % (p->dims[d] > 0 ? p->dims[d] : 1), local /= p->dims[d] > 0 ? p->dims[d] : 1;
}

/* Cart_create and Cart_sub: the new grid's members and dims. */
static int ox_cart(ox_comms *c, int32_t rank, const ox_cev *e, ox_cref p) {
    const ox_inst *P = &c->inst[p.inst];
    const int64_t *x = c->pool + e->arr;
    int32_t *m = (int32_t *)an_alloc(P->n + 1, sizeof *m);
    int dims[OX_MAXDIMS], nd = 0, d, me[OX_MAXDIMS], co[OX_MAXDIMS], i, k;
    int32_t n = 0, local = -1, l;
    if (e->kind == OX_C_CART) {
        int64_t prod = 1;
        for (i = 0; i < (int)e->narr && i < OX_MAXDIMS; i++) dims[nd++] = (int)x[i], prod *= x[i] > 0 ? x[i] : 1;
        for (l = 0; l < (int32_t)P->n && l < prod; l++) m[n++] = P->m[l];
        local = p.local < prod ? p.local : -1;
    } else {
        if (P->ndims != (int)e->narr) return free(m), -1;
        ox_coords(P, p.local, me);
        for (d = 0; d < P->ndims; d++)
            if (x[d]) dims[nd++] = P->dims[d];
        for (l = 0; l < (int32_t)P->n; l++) {
            ox_coords(P, l, co);
            for (d = 0, k = 1; d < P->ndims && k; d++) k = x[d] || co[d] == me[d];
            if (!k) continue;
            if (l == p.local) local = n;
            m[n++] = P->m[l];
        }
    }
    if (local >= 0 && e->d >= 0) {
        int i2 = ox_inst_make(c, e->d, m, (uint32_t)n, p.inst);
        c->inst[i2].ndims = nd;
        memcpy(c->inst[i2].dims, dims, (size_t)nd * sizeof *dims);
        ox_bind(c, rank, e->d, i2, local);
    }
    free(m);
    return 0;
}

/* The members of a split, once all of the parent's members posted it. */
static void ox_split_done(ox_comms *c, ox_split *s) {
    const int32_t *pm = c->inst[s->parent].m; /* c->inst moves as communicators are made */
    uint32_t n = c->inst[s->parent].n, i, j, k;
    int32_t *ord = (int32_t *)an_alloc(n, sizeof *ord), *m = (int32_t *)an_alloc(n, sizeof *m);
    unsigned char *done = (unsigned char *)an_alloc(n, 1);
    for (i = 0; i < n; i++) {
        if (done[i] || s->out[i] < 0) continue;
        k = 0; /* this color's members by (key, rank in the parent) */
        for (j = i; j < n; j++)
            if (!done[j] && s->out[j] >= 0 && s->col[j] == s->col[i]) {
                uint32_t at = k++;
                while (at > 0 && s->key[ord[at - 1]] > s->key[j]) ord[at] = ord[at - 1], at--;
                ord[at] = (int32_t)j, done[j] = 1;
            }
        for (j = 0; j < k; j++) m[j] = pm[ord[j]];
        {
            int inst = ox_inst_make(c, s->out[ord[0]], m, k, s->parent);
            for (j = 0; j < k; j++) ox_bind(c, s->who[ord[j]], s->out[ord[j]], inst, (int32_t)j);
        }
    }
    for (i = 0; i < n; i++) c->cur[s->who[i]]++, c->posted[s->who[i]] = 0;
    free(ord), free(m), free(done);
    free(s->col), free(s->key), free(s->out), free(s->who);
    s->col = s->key = s->out = NULL, s->who = NULL;
}

/* Post rank's split on its parent: 1 while other members have not, 2 once
   all have (every member's cursor is then past it), 0 done alone, -1. */
static int ox_split_post(ox_comms *c, int32_t rank, const ox_cev *e, ox_cref p) {
    int added, k, si;
    ox_split *s;
    uint32_t n = c->inst[p.inst].n;
    if (c->posted[rank]) return 1;
    if (p.inst == 1) { /* a split of MPI_COMM_SELF */
        int32_t me = rank;
        if (e->d >= 0) ox_bind(c, rank, e->d, ox_inst_make(c, e->d, &me, 1, 1), 0);
        return 0;
    }
    k = an_map_put(&c->splitseq, ((uint64_t)(uint32_t)rank << 32) | (uint32_t)p.inst, c->nseq, &added);
    if (added) c->seq = (int *)an_grow(c->seq, (size_t)++c->nseq, sizeof *c->seq), c->seq[k] = 0;
    k = c->seq[k]++;
    si = an_map_put(&c->splitmap, ((uint64_t)(uint32_t)p.inst << 32) | (uint32_t)k, c->nsp, &added);
    if (added) {
        c->sp = (ox_split *)an_grow(c->sp, (size_t)++c->nsp, sizeof *c->sp);
        s = &c->sp[si];
        s->parent = p.inst, s->got = 0;
        s->col = (int64_t *)an_alloc(n, sizeof *s->col), s->key = (int64_t *)an_alloc(n, sizeof *s->key);
        s->out = (int64_t *)an_alloc(n, sizeof *s->out), s->who = (int32_t *)an_alloc(n, sizeof *s->who);
    }
    s = &c->sp[si];
    if (!s->col || p.local < 0 || (uint32_t)p.local >= n) return -1;
    s->col[p.local] = e->b, s->key[p.local] = e->c, s->out[p.local] = e->d, s->who[p.local] = rank;
    c->posted[rank] = 1;
    if (++s->got < n) return 1;
    ox_split_done(c, s);
    return 2;
}

/* One call of rank's (the cursor's): 0 done, 1 waits for a split, 2 done
   with the cursor moved, -1 cannot be worked out (left out). */
static int ox_capply(ox_comms *c, int32_t rank, const ox_cev *e) {
    ox_cref p;
    int32_t *m;
    uint32_t i, n;
    if (e->kind >= OX_C_GINCL) return ox_group_op(c, rank, e);
    p = ox_cref_get(c, rank, e->a);
    switch (e->kind) {
    case OX_C_SPLIT: return ox_split_post(c, rank, e, p);
    case OX_C_CART:
    case OX_C_CARTSUB: return ox_cart(c, rank, e, p);
    case OX_C_COMM_GROUP:
        n = p.inst == 1 ? 1 : c->inst[p.inst].n;
        m = (int32_t *)an_alloc(n, sizeof *m);
        if (p.inst == 1) m[0] = rank;
        else memcpy(m, c->inst[p.inst].m, n * sizeof *m);
        return ox_group_put(c, rank, e->b, m, n);
    case OX_C_CREATE: {
        const ox_list *g = ox_group_get(c, rank, e->b);
        int at = g ? ox_list_has(g->m, g->n, rank) : -1;
        if (e->d < 0) return 0;
        if (at < 0) return -1;
        ox_bind(c, rank, e->d, ox_inst_make(c, e->d, g->m, g->n, p.inst), at);
        return 0;
    }
    default: /* dups and graphs: the parent's members (a graph: its first nnodes) */
        if (e->d < 0 && e->kind == OX_C_DUP) { /* MPI_Comm_idup: the id comes at completion */
            c->idup[rank] = (ox_cref *)an_grow(c->idup[rank], (size_t)c->nidup[rank] + 1, sizeof **c->idup);
            c->idup[rank][c->nidup[rank]++] = p;
            return 0;
        }
        if (e->d < 0) return 0;
        if (p.inst == 1) {
            int32_t me = rank;
            ox_bind(c, rank, e->d, ox_inst_make(c, e->d, &me, 1, 1), 0);
            return 0;
        }
        n = c->inst[p.inst].n;
        if (e->kind == OX_C_GRAPH && e->b >= 0 && (uint64_t)e->b < n) n = (uint32_t)e->b;
        if ((uint32_t)p.local >= n) return 0;
        i = (uint32_t)ox_inst_make(c, e->d, c->inst[p.inst].m, n, p.inst);
        if (e->kind == OX_C_DUP) {
            c->inst[i].ndims = c->inst[p.inst].ndims;
            memcpy(c->inst[i].dims, c->inst[p.inst].dims, sizeof c->inst[i].dims);
        }
        ox_bind(c, rank, e->d, (int)i, p.local);
        return 0;
    }
}

/* A call's values as an ox_cev (by parameter name: the op table's). */
static void ox_cev_of(ox_comms *c, int kind, const sct_op *op, const sct_event_out *ev, ox_cev *e) {
    static const char *const first[] = {"comm", "comm_old", "group", "group1", NULL};
    static const char *const out[] = {"newcomm", "comm_cart", "comm_graph", "comm_dist_graph", "newgroup", NULL};
    int p, k = 0, j;
    memset(e, 0, sizeof *e);
    e->kind = kind, e->a = e->d = SCT_NONE;
    e->arr = (uint32_t)c->npool;
    for (p = 0; p < op->nparams && k < ev->nvalues; p++) {
        const char *n = op->param_names[p];
        int64_t v = ev->values[k];
        if (op->param_roles[p] & SCT_PARAM_ARRAY) {
            int64_t len = v < 0 ? 0 : v;
            /* the array that matters: dims, remain_dims, ranks, ranges */
            if (!e->narr && (!strcmp(n, "dims") || !strcmp(n, "remain_dims") || !strcmp(n, "ranks") ||
                             !strcmp(n, "ranges"))) {
                c->pool = (int64_t *)an_grow(c->pool, c->npool + (size_t)len + 1, sizeof *c->pool);
                for (j = 0; j < len && k + 1 + j < ev->nvalues; j++) c->pool[c->npool++] = ev->values[k + 1 + j];
                e->narr = (uint32_t)(c->npool - e->arr);
            }
            k += 1 + (int)len;
            continue;
        }
        k++;
        if (p == 0 && an_name_in(n, first)) e->a = v;
        else if (an_name_in(n, out) && p > 0) e->d = v;
        else if (!strcmp(n, "color") || !strcmp(n, "split_type") || !strcmp(n, "nnodes") || !strcmp(n, "group2") ||
                 (!strcmp(n, "group") && p == 1))
            e->b = v;
        else if (!strcmp(n, "key"))
            e->c = v;
    }
}

static void ox_comms_init(ox_comms *c, int32_t nworld) {
    int32_t *all = (int32_t *)an_alloc((size_t)nworld, sizeof *all), i;
    memset(c, 0, sizeof *c);
    c->nworld = nworld;
    an_map_init(&c->instmap, 16), an_map_init(&c->crefmap, 64), an_map_init(&c->glmap, 16);
    an_map_init(&c->splitmap, 16), an_map_init(&c->splitseq, 16);
    for (i = 0; i < nworld; i++) all[i] = i;
    ox_inst_make(c, 0, all, (uint32_t)nworld, -1); /* 0: MPI_COMM_WORLD */
    ox_inst_make(c, 1, NULL, 0, -1);               /* 1: MPI_COMM_SELF */
    free(all);
}

static void ox_comms_free(ox_comms *c) {
    int i;
    for (i = 0; i < c->ninst; i++) free(c->inst[i].m);
    for (i = 0; i < c->ngl; i++) free(c->gl[i].m);
    for (i = 0; i < c->nsp; i++) free(c->sp[i].col), free(c->sp[i].key), free(c->sp[i].out), free(c->sp[i].who);
    for (i = 0; c->ev && i < c->nworld; i++) free(c->ev[i]), free(c->idup[i]);
    free(c->inst), free(c->crefs), free(c->gl), free(c->ev), free(c->nev), free(c->cur), free(c->pool);
    free(c->sp), free(c->seq), free(c->posted), free(c->idup), free(c->nidup), free(c->hidup);
    an_map_free(&c->instmap), an_map_free(&c->crefmap), an_map_free(&c->glmap);
    an_map_free(&c->splitmap), an_map_free(&c->splitseq);
}

/* The ops of the file's table the first pass reads (NULL: none is called). */
static unsigned char *ox_comm_ops(sct_reader *r) {
    const sct_op_table *ops = sct_reader_ops(r);
    unsigned char *k = (unsigned char *)an_alloc((size_t)ops->nops + 1, 1);
    int t, i, any = 0;
    for (i = 0; i < ops->nops; i++) k[i] = (unsigned char)ox_ckind(ops->ops[i].name);
    for (t = 0; t < sct_reader_ntraces(r) && !any; t++) {
        sct_trace_info ti;
        sct_node_info ni;
        uint64_t id;
        if (sct_reader_trace(r, t, &ti) != SCT_OK) continue;
        for (id = 0; id < ti.nodes && !any; id++)
            any = sct_reader_trace_node(r, t, (uint32_t)id, &ni) == SCT_OK && ni.kind == SCT_NODE_LEAF && ni.op >= 0 &&
                  ni.op < ops->nops && k[ni.op];
    }
    if (!any) free(k), k = NULL;
    return k;
}

/* The first pass: every held rank's communicator and group calls, then
   their members worked out (section comment). 0, or -1 on a reader error. */
static int ox_comms_build(ox_comms *c, sct_reader *r, const unsigned char *held) {
    unsigned char *kind = ox_comm_ops(r);
    int32_t rank;
    int progress, rc;
    if (!kind) return 0;
    c->ev = (ox_cev **)an_alloc((size_t)c->nworld, sizeof *c->ev);
    c->nev = (uint32_t *)an_alloc((size_t)c->nworld, sizeof *c->nev);
    c->cur = (uint32_t *)an_alloc((size_t)c->nworld, sizeof *c->cur);
    c->posted = (unsigned char *)an_alloc((size_t)c->nworld, 1);
    c->idup = (ox_cref **)an_alloc((size_t)c->nworld, sizeof *c->idup);
    c->nidup = (uint32_t *)an_alloc((size_t)c->nworld, sizeof *c->nidup);
    c->hidup = (uint32_t *)an_alloc((size_t)c->nworld, sizeof *c->hidup);
    for (rank = 0; rank < c->nworld; rank++) {
        sct_iter *it;
        sct_event_out ev;
        int got;
        if (!held[rank]) continue;
        if (sct_iter_create(r, rank, &it) != SCT_OK) return free(kind), -1;
        while ((got = sct_iter_next(it, &ev)) == 1) {
            if (ev.op < 0 || !kind[ev.op]) continue;
            c->ev[rank] = (ox_cev *)an_grow(c->ev[rank], (size_t)c->nev[rank] + 1, sizeof **c->ev);
            ox_cev_of(c, kind[ev.op], &sct_reader_ops(r)->ops[ev.op], &ev, &c->ev[rank][c->nev[rank]++]);
        }
        sct_iter_destroy(it);
        if (got < 0) return free(kind), -1;
    }
    free(kind);
    do { /* each rank as far as it goes; a split waits for its parent's members */
        progress = 0;
        for (rank = 0; rank < c->nworld; rank++)
            while (c->cur[rank] < c->nev[rank]) {
                if ((rc = ox_capply(c, rank, &c->ev[rank][c->cur[rank]])) == 1) break;
                if (rc != 2) c->cur[rank]++;
                progress = 1;
            }
    } while (progress);
    return 0;
}

/*== >>otf2  a trace as an OTF2 archive ========================================*/

typedef struct ox_pend { /* an Isend, Irecv or I-collective waiting for its completion */
    int64_t sym;         /* the trace's symbolic request id */
    uint64_t id;         /* the OTF2 request id, unique per rank */
    int irecv;
    int coll;            /* a non-blocking collective: its ox_colls entry, else -1 */
    uint32_t peer, comm, tag; /* a collective: peer is the root */
    uint64_t bytes, rbytes;
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
    an_map strmap, regmap;
    char **strs;
    int nstrs;
    ox_region *regs;
    int nregs;
    ox_comms cm; /* communicators: OTF2 Comm k is cm.inst[k] */
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

/* A non-blocking collective (MPI_Ibcast ...): its blocking one's entry, -1. */
static int ox_icoll_of(const char *name) {
    char b[64];
    name = short_name(name);
    if (name[0] != 'I' || name[1] < 'a' || name[1] > 'z' || strlen(name) >= sizeof b) return -1;
    snprintf(b, sizeof b, "%c%s", name[1] - 'a' + 'A', name + 2); /* Iallreduce: Allreduce */
    return ox_coll_of(b);
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
    if (ox_coll_of(name) >= 0 || ox_icoll_of(name) >= 0)
        return !strcmp(name, "Barrier") || !strcmp(name, "Ibarrier") ? OTF2_REGION_ROLE_BARRIER
                                                                      : OTF2_REGION_ROLE_COLL_ONE2ALL;
    if (an_name_in(name, ox_send_ops) || an_name_in(name, ox_isend_ops) || !strcmp(name, "Recv") ||
        !strcmp(name, "Irecv") || !strncmp(name, "Sendrecv", 8))
        return OTF2_REGION_ROLE_POINT2POINT;
    return OTF2_REGION_ROLE_FUNCTION;
}

/* A region's source location: the innermost frame's file and line as the
   trace has them, else as the module's DWARF resolves it (sct_resolve.h). */
static void ox_region_source(ox *x, int i, const sct_site_info *si) {
    const sct_frame *f = si && si->depth > 0 ? &si->frames[0] : NULL;
    const rs_site *rs = rs_resolve_frame(x->r, -1, f);
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

/* The communicator (OTF2 Comm) of the call's communicator id at this rank. */
static ox_cref ox_comm_of(ox *x, const sct_op *op, const sct_event_out *ev) {
    return ox_cref_get(&x->cm, x->rank, ox_role(op, ev, SCT_ROLE_COMM, 0));
}

/* A relative peer or root as a rank of the communicator, or -1 (no message). */
static int64_t ox_peer(ox *x, ox_cref c, int64_t rel) {
    int64_t p, n = c.inst == 1 ? 1 : (int64_t)x->cm.inst[c.inst].n;
    if (rel <= SCT_PEER_NULL || rel == SCT_NONE) return -1;
    p = (int64_t)c.local + rel;
    return p >= 0 && p < n ? p : -1;
}

static ox_pend *ox_pend_add(ox *x, int64_t sym, int irecv, int64_t peer, uint32_t comm, int64_t tag, uint64_t bytes) {
    ox_pend *e;
    if (x->npend == x->cappend) {
        x->cappend = x->cappend ? 2 * x->cappend : 64;
        x->pend = (ox_pend *)an_grow(x->pend, (size_t)x->cappend, sizeof *x->pend);
    }
    e = &x->pend[x->npend++];
    e->sym = sym, e->id = x->next_req++, e->irecv = irecv, e->peer = (uint32_t)peer, e->comm = comm;
    e->tag = (uint32_t)tag, e->bytes = bytes, e->coll = -1, e->rbytes = 0;
    return e;
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
        if (e.coll >= 0) {
            OTF2_EvtWriter_NonBlockingCollectiveComplete(x->w, NULL, t, ox_colls[e.coll].op, e.comm, e.peer, e.bytes,
                                                         e.rbytes, e.id);
            x->colls++;
        } else if (!e.irecv) {
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

/* A collective's root (a rank of its communicator, or undefined) and bytes. */
static void ox_coll_args(ox *x, const sct_op *op, const sct_event_out *ev, ox_cref c, uint32_t *root, uint64_t *sent,
                         uint64_t *recvd) {
    int64_t rr = ox_peer(x, c, ox_role(op, ev, SCT_ROLE_ROOT, SCT_NONE)), bytes = ox_role(op, ev, SCT_ROLE_BYTES, 0);
    int64_t rb = ox_val(op, ev, "recvbytes", bytes);
    *root = rr < 0 ? OTF2_UNDEFINED_UINT32 : (uint32_t)rr;
    *sent = (uint64_t)(bytes > 0 ? bytes : 0), *recvd = (uint64_t)(rb > 0 ? rb : 0);
}

/* A non-blocking collective: its request now, its completion at the wait. */
static void ox_icoll(ox *x, const sct_op *op, const sct_event_out *ev, int c, uint64_t t) {
    ox_cref cr = ox_comm_of(x, op, ev);
    uint32_t root;
    uint64_t sent, recvd;
    ox_pend *e;
    ox_coll_args(x, op, ev, cr, &root, &sent, &recvd);
    OTF2_EvtWriter_NonBlockingCollectiveRequest(x->w, NULL, t, x->next_req);
    e = ox_pend_add(x, ox_val(op, ev, "request", SCT_NONE), 0, 0, (uint32_t)cr.inst, 0, sent);
    e->coll = c, e->peer = root, e->rbytes = recvd;
}

/* Records at the call's start: sends, Isend, Irecv request, collective begin. */
static void ox_begin(ox *x, const sct_op *op, const sct_event_out *ev, uint64_t t) {
    const char *n = short_name(op->name);
    int64_t peer;
    int c;
    ox_cref cr;
    if (ox_coll_of(n) >= 0) {
        OTF2_EvtWriter_MpiCollectiveBegin(x->w, NULL, t);
        return;
    }
    if ((c = ox_icoll_of(n)) >= 0) {
        ox_icoll(x, op, ev, c, t);
        return;
    }
    if (strcmp(n, "Sendrecv") && strcmp(n, "Sendrecv_replace") && !an_name_in(n, ox_send_ops) &&
        !an_name_in(n, ox_isend_ops) && strcmp(n, "Irecv"))
        return;
    cr = ox_comm_of(x, op, ev);
    peer = ox_peer(x, cr, ox_role(op, ev, SCT_ROLE_PEER, SCT_NONE)); /* Sendrecv: dest comes first */
    if (!strcmp(n, "Irecv")) {
        OTF2_EvtWriter_MpiIrecvRequest(x->w, NULL, t, x->next_req);
        ox_pend_add(x, ox_val(op, ev, "request", SCT_NONE), 1, peer < 0 ? -1 : peer, (uint32_t)cr.inst,
                    ox_role(op, ev, SCT_ROLE_TAG, 0), (uint64_t)ox_role(op, ev, SCT_ROLE_BYTES, 0));
        return;
    }
    if (peer < 0) {
        x->nomsg++;
        return;
    }
    x->sends++;
    if (an_name_in(n, ox_isend_ops)) {
        OTF2_EvtWriter_MpiIsend(x->w, NULL, t, (uint32_t)peer, (uint32_t)cr.inst,
                                (uint32_t)ox_role(op, ev, SCT_ROLE_TAG, 0), (uint64_t)ox_role(op, ev, SCT_ROLE_BYTES, 0),
                                x->next_req);
        ox_pend_add(x, ox_val(op, ev, "request", SCT_NONE), 0, peer, (uint32_t)cr.inst, 0, 0);
    } else if (n[4] == 'r') { /* Sendrecv */
        OTF2_EvtWriter_MpiSend(x->w, NULL, t, (uint32_t)peer, (uint32_t)cr.inst, (uint32_t)ox_val(op, ev, "sendtag", 0),
                               (uint64_t)ox_val(op, ev, "sendbytes", 0));
    } else {
        OTF2_EvtWriter_MpiSend(x->w, NULL, t, (uint32_t)peer, (uint32_t)cr.inst,
                               (uint32_t)ox_role(op, ev, SCT_ROLE_TAG, 0), (uint64_t)ox_role(op, ev, SCT_ROLE_BYTES, 0));
    }
}

/* The source a receive matched: its source (Sendrecv's second peer), or for
   a wildcard the recorded match. */
static int64_t ox_source(ox *x, ox_cref cr, const sct_op *op, const sct_event_out *ev, int sendrecv) {
    int64_t src = ox_role_nth(op, ev, SCT_ROLE_PEER, sendrecv, SCT_NONE);
    if (src == SCT_PEER_ANY) src = ox_val(op, ev, "matched", SCT_NONE);
    return ox_peer(x, cr, src);
}

/* Records at the call's end: receives, completions, collective end. */
static void ox_end(ox *x, const sct_op *op, const sct_event_out *ev, uint64_t t) {
    const char *n = short_name(op->name);
    int c = ox_coll_of(n), k;
    if (c >= 0) {
        ox_cref cr = ox_comm_of(x, op, ev);
        uint32_t root;
        uint64_t sent, recvd;
        ox_coll_args(x, op, ev, cr, &root, &sent, &recvd);
        x->colls++;
        OTF2_EvtWriter_MpiCollectiveEnd(x->w, NULL, t, ox_colls[c].op, (uint32_t)cr.inst, root, sent, recvd);
    } else if (!strcmp(n, "Recv") || !strncmp(n, "Sendrecv", 8)) {
        int sr = n[4] == 'r';
        ox_cref cr = ox_comm_of(x, op, ev);
        int64_t src = ox_source(x, cr, op, ev, sr);
        if (src < 0) {
            x->nomsg++;
            return;
        }
        x->recvs++;
        OTF2_EvtWriter_MpiRecv(x->w, NULL, t, (uint32_t)src, (uint32_t)cr.inst,
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

/* A communicator's name: MPI_COMM_WORLD, MPI_COMM_SELF, else its id and
   members ("communicator 3: ranks 3,1"; the first 8 of a larger one). */
static void ox_comm_name(const ox *x, int k, char *buf, size_t n) {
    const ox_inst *c = &x->cm.inst[k];
    size_t used;
    uint32_t i;
    if (k <= 1) {
        snprintf(buf, n, k ? "MPI_COMM_SELF" : "MPI_COMM_WORLD");
        return;
    }
    used = (size_t)snprintf(buf, n, "communicator %" PRId64 ": %u rank%s", c->id, c->n, c->n == 1 ? "" : "s");
    for (i = 0; i < c->n && i < 8 && used < n; i++)
        used += (size_t)snprintf(buf + used, n - used, "%s%d", i ? "," : " ", (int)c->m[i]);
    if (c->n > 8 && used < n) snprintf(buf + used, n - used, ",...");
}

/* Every string the definitions name, registered before the strings are
   written (ox_string then only looks them up). */
static void ox_def_strings(ox *x, const char *program) {
    char buf[160];
    int32_t i;
    int k;
    ox_string(x, "machine"), ox_string(x, ""), ox_string(x, program);
    for (i = 0; i < x->nworld; i++) {
        snprintf(buf, sizeof buf, "rank %d", (int)i);
        ox_string(x, buf);
    }
    for (k = 0; k < x->cm.ninst; k++) {
        ox_comm_name(x, k, buf, sizeof buf);
        ox_string(x, buf);
    }
}

/* The groups of the communicators: 0 the locations (world rank i is
   location i), 1 MPI_COMM_WORLD's, 2 MPI_COMM_SELF's, then one per distinct
   member list; group[k] is communicator k's. */
static uint32_t *ox_def_groups(ox *x, OTF2_GlobalDefWriter *g, const uint64_t *all) {
    uint32_t *group = (uint32_t *)an_alloc((size_t)x->cm.ninst, sizeof *group), ng = 3, i;
    uint64_t *m = NULL;
    an_map seen;
    int k, j, added;
    OTF2_GlobalDefWriter_WriteGroup(g, 0, ox_string(x, ""), OTF2_GROUP_TYPE_COMM_LOCATIONS, OTF2_PARADIGM_MPI,
                                    OTF2_GROUP_FLAG_NONE, (uint32_t)x->nworld, all);
    OTF2_GlobalDefWriter_WriteGroup(g, 1, ox_string(x, ""), OTF2_GROUP_TYPE_COMM_GROUP, OTF2_PARADIGM_MPI,
                                    OTF2_GROUP_FLAG_NONE, (uint32_t)x->nworld, all);
    OTF2_GlobalDefWriter_WriteGroup(g, 2, ox_string(x, ""), OTF2_GROUP_TYPE_COMM_SELF, OTF2_PARADIGM_MPI,
                                    OTF2_GROUP_FLAG_NONE, 0, NULL);
    an_map_init(&seen, (size_t)x->cm.ninst);
    group[0] = 1, group[1] = 2;
    an_map_put(&seen, ox_members_hash(-1, x->cm.inst[0].m, x->cm.inst[0].n), 0, &added); /* all ranks: group 1 */
    for (k = 2; k < x->cm.ninst; k++) {
        const ox_inst *c = &x->cm.inst[k];
        uint64_t h = ox_members_hash(-1, c->m, c->n);
        for (;; h++) { /* the first communicator with these members has the group */
            j = an_map_put(&seen, h, k, &added);
            if (added || (x->cm.inst[j].n == c->n && !memcmp(x->cm.inst[j].m, c->m, c->n * sizeof *c->m))) break;
        }
        if (!added) {
            group[k] = group[j];
            continue;
        }
        m = (uint64_t *)an_grow(m, (size_t)c->n + 1, sizeof *m);
        for (i = 0; i < c->n; i++) m[i] = (uint64_t)c->m[i];
        group[k] = ng++;
        OTF2_GlobalDefWriter_WriteGroup(g, group[k], ox_string(x, ""), OTF2_GROUP_TYPE_COMM_GROUP, OTF2_PARADIGM_MPI,
                                        OTF2_GROUP_FLAG_NONE, c->n, m);
    }
    an_map_free(&seen);
    free(m);
    return group;
}

/* Definitions: strings, clock, system tree, a location group and a location
   per rank, regions, the all-ranks groups and the communicators. */
static void ox_defs(ox *x, const char *program) {
    OTF2_GlobalDefWriter *g = OTF2_Archive_GetGlobalDefWriter(x->ar);
    uint64_t *members = (uint64_t *)an_alloc((size_t)x->nworld, sizeof *members);
    int32_t i;
    int k;
    char buf[160];
    uint32_t *group;
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
    group = ox_def_groups(x, g, members);
    for (k = 0; k < x->cm.ninst; k++) { /* parents come first: made before their children */
        int parent = x->cm.inst[k].parent;
        ox_comm_name(x, k, buf, sizeof buf);
        OTF2_GlobalDefWriter_WriteComm(g, (OTF2_CommRef)k, ox_string(x, buf), group[k],
                                       parent < 0 ? OTF2_UNDEFINED_COMM : (OTF2_CommRef)parent, OTF2_COMM_FLAG_NONE);
    }
    free(group);
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
    free(x->strs), free(x->regs), free(x->leafreg), free(x->pend), free(x->nevents);
    an_map_free(&x->strmap), an_map_free(&x->regmap);
    ox_comms_free(&x->cm);
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
    "collective begin/end records with root and bytes (non-blocking ones: request\n"                                  \
    "and completion records); communicators defined with their members, worked out\n"                                 \
    "from the communicator and group calls, peers and roots as ranks in them.\n"                                       \
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
    if (fi.nthreads > 1) { /* one location per rank: a thread would need its own */
        fprintf(stderr, "%s: %s: %d threads per rank (MPI_THREAD_MULTIPLE): the OTF2 export writes one location per "
                        "rank; use --chrome (a track per thread)\n", prog, file, fi.nthreads);
        sct_reader_close(x.r);
        return 1;
    }
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
    an_map_init(&x.strmap, 64), an_map_init(&x.regmap, 64);
    ox_comms_init(&x.cm, x.nworld); /* MPI_COMM_WORLD is communicator 0, MPI_COMM_SELF 1 */
    x.nevents = (uint64_t *)an_alloc((size_t)x.nworld, sizeof *x.nevents);
    if (ox_comms_build(&x.cm, x.r, held)) {
        fprintf(stderr, "%s export: %s: %s\n", prog, file, sct_reader_error(x.r));
        rc = 1;
    } else {
        rc = ox_write(&x, dir, &fi, sel, held, from, to,
                      fi.nranks ? fi.events / (uint64_t)fi.nranks * (uint64_t)nsel : 0);
    }
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
