/* sct_extrap.h - the extrapolate verb of the sctrace tool (ScalaExtrap).

   From merged traces of one SPMD program at 3-4 small rank counts, writes the
   trace of the same program at a rank count P that was never run (Wu and
   Mueller, "ScalaExtrap: Trace-Based Communication Extrapolation for SPMD
   Programs", seeds/003):
     - the process grid of every input (MPI_Cart_create / MPI_Dims_create
       when recorded, else from the peer offsets: the strides and
       wrap-arounds of a 2D or 3D grid, else one dimension of P ranks) and of
       P (MPI_Dims_create's rule, or --grid);
     - rank classes: along each grid axis the first `w` and the last `w`
       coordinates are classes of their own and the interior splits into `q`
       residues (w = 1, q = 1 first: corners, edges, faces, interior; then
       other widths and periods, e.g. the pairs of a ping-pong). A class is one
       strided block of ranks at any P (section 3.2's rank lists);
     - per class, one representative rank per input; every other member of the
       class must see the same structure and values (relative peers equal, or
       absolute peers equal), else the input is refused with that rank;
     - the representatives' structures are aligned node by node (op, call
       site, loop shape) and every value is solved exactly, element by element,
       as a linear function of one grid dimension, of P, or of their inverses
       (section 3.3's linear equations; an end-point is first turned into grid
       displacements, so +nx and wrap-around peers are lines in nx; arrays
       whose length is P, as v-collectives', as progressions);
     - timing: the mean, min and max of every leaf's two histograms are each
       extrapolated by the best of the paper's four curves (section 3.4), and
       the largest input's histogram is mapped onto them;
     - the classes become one-class traces, merged by sct_merge and written.
   The cost is O(classes x trace size), whatever P is.

   Included once by tools/sctrace.c after sct_analysis.h (it uses an_diff for
   --check); everything here is static and uses sctrace.h's internals (the
   multi-rank trace `sct__mt` and its blob), as sct_serialize does.

   TABLE OF CONTENTS
     1. >>ex_grid   process grids and rank classes
     2. >>ex_fit    exact value models and the four timing curves
     3. >>ex_class  one rank class: alignment, checks, values
     4. >>ex_write  timing histograms, merge, the output file
     5. >>ex_cmd    the verb: options, --check, the model listing */
#ifndef SCT_EXTRAP_H
#define SCT_EXTRAP_H

#define EX_MAXIN 4
#define EX_MAXD 3
#define EX_MAXCLASS 512

#define EXTRAPOLATE_HELP                                                                                               \
    "Writes the trace of a run at P ranks from merged traces of the same program\n"                                    \
    "at 3-4 smaller rank counts (ScalaExtrap), without running it: the process\n"                                      \
    "grid of each input (MPI_Cart_create/MPI_Dims_create, else its peers), rank\n"                                     \
    "classes (corners, edges, faces, interior, or periodic residues) as strided\n"                                     \
    "blocks, every peer, count, size, trip count and array element solved\n"                                             \
    "exactly as a line in a grid dimension, in P or in their inverses, and every\n"                                    \
    "timing histogram's mean, min and max by the best of four curves (constant,\n"                                    \
    "linear in P, k/P, k/P + c). A value no model fits, or a rank that\n"                                             \
    "disagrees with its class, is refused with its rank, entry, op and parameter.\n"                                   \
    "  --ranks P       the target rank count (required unless --check)\n"                                              \
    "  -o OUT          the output file (default extrapolated.sct)\n"                                                   \
    "  --grid AxBxC    the target grid (default: MPI_Dims_create's rule)\n"                                            \
    "  --check REAL    extrapolate to REAL's rank count and grid, then compare\n"                                      \
    "                  with REAL as 'sctrace diff' does and give each call\n"                                          \
    "                  site's total-time error and the timing accuracy\n"                                              \
    "  --ignore-sites  with --check: call sites may differ\n"                                                          \
    "  --models        list the model of every extrapolated stream\n"                                                  \
    "Inputs must be lossless (precision 100), merged, of one program, with\n"                                          \
    "grids at least 3 long along every axis that changes."

/*== >>ex_grid  process grids and rank classes ====================================*/

typedef struct ex_grid {
    int nd;
    int32_t d[EX_MAXD]; /* d[0] the slowest axis: rank = (c0 * d1 + c1) * d2 + c2 */
} ex_grid;

static int32_t ex_stride(const ex_grid *g, int k) {
    int32_t s = 1;
    int j;
    for (j = k + 1; j < g->nd; j++) s *= g->d[j];
    return s;
}

static void ex_coords(const ex_grid *g, int64_t rank, int64_t *c) {
    int k;
    for (k = g->nd - 1; k >= 0; k--) {
        c[k] = rank % g->d[k];
        rank /= g->d[k];
    }
}

static int64_t ex_rank(const ex_grid *g, const int64_t *c) {
    int64_t r = 0;
    int k;
    for (k = 0; k < g->nd; k++) r = r * g->d[k] + c[k];
    return r;
}

static void ex_grid_str(const ex_grid *g, char *buf, size_t n) {
    int k;
    size_t used = 0;
    for (k = 0; k < g->nd && used < n; k++) used += (size_t)snprintf(buf + used, n - used, k ? "x%d" : "%d", (int)g->d[k]);
}

/* MPI_Dims_create's rule (MPI 4.1 section 8.5.2: dimensions as close to each
   other as possible, non-increasing): prime factors, largest first, each to
   the dimension with the smallest product. */
static void ex_dims_create(int64_t p, int nd, ex_grid *g) {
    int64_t f[64];
    int nf = 0, i, k;
    int64_t q;
    for (q = 2; q * q <= p && nf < 63; q++)
        while (p % q == 0) f[nf++] = q, p /= q;
    if (p > 1) f[nf++] = p;
    g->nd = nd;
    for (k = 0; k < nd; k++) g->d[k] = 1;
    for (i = nf - 1; i >= 0; i--) {
        int m = 0;
        for (k = 1; k < nd; k++)
            if (g->d[k] < g->d[m]) m = k;
        g->d[m] *= (int32_t)f[i];
    }
    for (i = 0; i < nd; i++)
        for (k = i + 1; k < nd; k++)
            if (g->d[k] > g->d[i]) {
                int32_t t = g->d[i];
                g->d[i] = g->d[k], g->d[k] = t;
            }
}

/* "8x8x4" */
static int ex_parse_grid(const char *s, ex_grid *g) {
    char *end;
    memset(g, 0, sizeof *g);
    for (;;) {
        long v = strtol(s, &end, 10);
        if (end == s || v < 1 || v > INT32_MAX || g->nd == EX_MAXD) return -1;
        g->d[g->nd++] = (int32_t)v;
        if (!*end) return 0;
        if (*end != 'x') return -1;
        s = end + 1;
    }
}

static int ex_op_index(const sct_op_table *ops, const char *name) {
    int i;
    for (i = 0; i < ops->nops; i++)
        if (!strcmp(ops->ops[i].name, name)) return i;
    return -1;
}

/* Stream index of the elements of array parameter `name` of op, or -1. */
static int ex_array_stream(const sct_op *op, const char *name) {
    int p, k = 0;
    for (p = 0; p < op->nparams; p++) {
        int arr = (op->param_roles[p] & SCT_PARAM_ARRAY) != 0;
        if (arr && !strcmp(op->param_names[p], name)) return k + 1;
        k += arr ? 2 : 1;
    }
    return -1;
}

/* The grid that `op` (MPI_Cart_create, MPI_Dims_create) recorded on the first
   rank of r; 0 when found and consistent with p ranks. */
static int ex_grid_from_op(sct_reader *r, int32_t p, const char *opname, ex_grid *g) {
    const sct_op_table *ops = sct_reader_ops(r);
    int op = ex_op_index(ops, opname), k, n, i;
    int32_t r0 = sct_reader_rank(r, 0);
    uint32_t id, nn;
    int64_t v[EX_MAXD + 1], prod = 1;
    if (op < 0 || (k = ex_array_stream(&ops->ops[op], "dims")) < 0 || sct_reader_nnodes(r, r0, &nn) != SCT_OK) return -1;
    for (id = 0; id < nn; id++) {
        sct_node_info ni;
        if (sct_reader_node(r, r0, id, &ni) != SCT_OK || ni.kind != SCT_NODE_LEAF || ni.op != op || !ni.executions)
            continue;
        if (sct_reader_stream_head(r, r0, id, k, v, EX_MAXD + 1, &n) != SCT_OK || n < 1 || n > EX_MAXD) return -1;
        for (i = 0; i < n; i++) {
            if (v[i] < 1 || v[i] > p) return -1;
            g->d[i] = (int32_t)v[i];
            prod *= v[i];
        }
        g->nd = n;
        return prod == p ? 0 : -1;
    }
    return -1;
}

/* Add the magnitudes of the relative peers of stream k of leaf id (all its
   variants) to m[] (distinct, at most 64). */
static void ex_peer_magnitudes(sct_reader *r, uint32_t id, int k, int32_t p, int64_t *m, int *nm) {
    int nv, v, n, i, j;
    int64_t head[64];
    if (sct_reader_trace_variants(r, 0, id, k, &nv) != SCT_OK) return;
    for (v = 0; v < nv; v++) {
        sct_stream_summary s;
        const sct_ranklist *rl;
        if (sct_reader_trace_variant(r, 0, id, k, v, &rl, &s) != SCT_OK || s.absolute || s.histogram ||
            sct_reader_trace_variant_head(r, 0, id, k, v, head, 64, &n) != SCT_OK)
            continue;
        for (i = 0; i < n; i++) {
            int64_t a = head[i] < 0 ? -head[i] : head[i];
            if (!SCT__IS_OFFSET(head[i]) || a == 0 || a >= p) continue;
            for (j = 0; j < *nm && m[j] != a; j++) {
            }
            if (j == *nm && *nm < 64) m[(*nm)++] = a;
        }
    }
}

/* Does grid g explain every magnitude: a stride s_k, or (d_k - 1) s_k (a
   wrap-around)? */
static int ex_grid_explains(const ex_grid *g, const int64_t *m, int nm) {
    int i, k;
    for (i = 0; i < nm; i++) {
        for (k = 0; k < g->nd; k++)
            if (m[i] == ex_stride(g, k) || m[i] == (int64_t)(g->d[k] - 1) * ex_stride(g, k)) break;
        if (k == g->nd) return 0;
    }
    return 1;
}

/* The grid from the end-points (section 3.1): strides 1 | a | b taken from
   the peer offsets that divide P, the grid P/b x b/a x a, the one of most
   dimensions whose strides and wrap-arounds explain every offset. */
static void ex_grid_from_peers(sct_reader *r, int32_t p, ex_grid *g) {
    const sct_op_table *ops = sct_reader_ops(r);
    sct_trace_info ti;
    int64_t m[64];
    int nm = 0, i, j, k, q;
    uint32_t id;
    ex_grid c;
    g->nd = 1;
    g->d[0] = p;
    if (sct_reader_trace(r, 0, &ti) != SCT_OK) return;
    for (id = 0; id < ti.nodes; id++) {
        sct_node_info ni;
        if (sct_reader_trace_node(r, 0, id, &ni) != SCT_OK || ni.kind != SCT_NODE_LEAF) continue;
        for (q = 0, k = 0; q < ops->ops[ni.op].nparams; q++) {
            int role = ops->ops[ni.op].param_roles[q];
            if (role == SCT_ROLE_PEER) ex_peer_magnitudes(r, id, k, p, m, &nm);
            k += (role & SCT_PARAM_ARRAY) ? 2 : 1;
        }
    }
    for (i = 0; i < nm; i++) /* 2D: 1 | a | P */
        if (m[i] > 1 && p % m[i] == 0) {
            c.nd = 2, c.d[0] = (int32_t)(p / m[i]), c.d[1] = (int32_t)m[i];
            if (g->nd < 2 && ex_grid_explains(&c, m, nm)) *g = c;
        }
    for (i = 0; i < nm; i++) /* 3D: 1 | a | b | P */
        for (j = 0; j < nm; j++)
            if (m[i] > 1 && m[j] > m[i] && m[j] % m[i] == 0 && p % m[j] == 0) {
                c.nd = 3, c.d[0] = (int32_t)(p / m[j]), c.d[1] = (int32_t)(m[j] / m[i]), c.d[2] = (int32_t)m[i];
                if (g->nd < 3 && ex_grid_explains(&c, m, nm)) *g = c;
            }
}

static void ex_detect_grid(sct_reader *r, int32_t p, ex_grid *g) {
    if (!ex_grid_from_op(r, p, "MPI_Cart_create", g) || !ex_grid_from_op(r, p, "MPI_Dims_create", g)) return;
    ex_grid_from_peers(r, p, g);
}

/* Rank classes along one axis of length x, for boundary width w and interior
   period q: 0..w-1 are the low coordinates, then q interior residues, then
   the w high ones. Class a's coordinates: [*lo, *hi] with step *step. */
static int ex_axis_nclass(int w, int q) { return 2 * w + q; }

static int ex_axis_range(int32_t x, int w, int q, int a, int64_t *lo, int64_t *hi, int64_t *step) {
    *step = 1;
    if (a < w) {
        *lo = *hi = a;
    } else if (a >= w + q) {
        *lo = *hi = x - (2 * w + q - a);
    } else {
        int64_t last = x - w - 1;
        *lo = w + (a - w);
        *step = q;
        *hi = *lo > last ? *lo - q : *lo + (last - *lo) / q * q;
    }
    return *lo <= *hi && *lo >= 0 && *hi < x;
}

/* A grid supports the classes (w, q) when every axis is at least 2w + q long
   (axes of length 1 that stay 1 are a single class). */
static int ex_grid_fits(const ex_grid *g, int w, int q) {
    int k;
    for (k = 0; k < g->nd; k++)
        if (g->d[k] < 2 * w + q) return 0;
    return 1;
}

/*== >>ex_fit  exact value models and the four timing curves ======================*/

/* A value is a + b * f(input) with f one of: 1, a grid dimension, P, the
   inverse of either. Solved from two inputs whose f differ, checked against
   every input (section 3.3: linear equations solved exactly). */
#define EX_ROLE_DIMS (-2) /* a pseudo role: the dims array of a grid (>>ex_class) */
#define EX_ARRAY 0x100      /* or-ed into a role: the elements of an array parameter */
enum { EX_F_ONE, EX_F_DIM, EX_F_P, EX_F_INVDIM, EX_F_INVP, EX_F__COUNT };
static const char *const ex_fname[EX_F__COUNT] = {"const", "linear(d)", "linear(P)", "inverse(d)", "inverse(P)"};

typedef struct ex_model {
    int f, axis;
    double a, b;
} ex_model;

static double ex_feature(int f, int axis, const ex_grid *g) {
    double p = 1;
    int k;
    for (k = 0; k < g->nd; k++) p *= g->d[k];
    switch (f) {
    case EX_F_DIM: return g->d[axis];
    case EX_F_P: return p;
    case EX_F_INVDIM: return 1.0 / g->d[axis];
    case EX_F_INVP: return 1.0 / p;
    default: return 1;
    }
}

static int ex_close(double x, double y) { return fabs(x - y) <= 1e-9 * (fabs(y) > 1 ? fabs(y) : 1); }

/* Fit v[i] (input i with grid g[i]) with feature (f, axis); 0 on success. */
static int ex_fit_one(const int64_t *v, const ex_grid *g, int n, int f, int axis, ex_model *m) {
    int i, j = -1;
    double x0 = ex_feature(f, axis, &g[0]);
    m->f = f, m->axis = axis, m->a = (double)v[0], m->b = 0;
    for (i = 1; i < n && j < 0; i++)
        if (ex_feature(f, axis, &g[i]) != x0) j = i;
    if (f != EX_F_ONE) {
        double xj;
        if (j < 0) return -1;
        xj = ex_feature(f, axis, &g[j]);
        m->b = ((double)v[j] - (double)v[0]) / (xj - x0);
        m->a = (double)v[0] - m->b * x0;
    }
    for (i = 0; i < n; i++)
        if (!ex_close(m->a + m->b * ex_feature(f, axis, &g[i]), (double)v[i])) return -1;
    return 0;
}

/* The first model that fits: constant, then each feature along each axis
   (axes restricted to `only` when >= 0, for grid displacements). */
static int ex_fit(const int64_t *v, const ex_grid *g, int n, int only, ex_model *m) {
    int f, k, nd = g[0].nd, i, far = only >= 0;
    /* a grid coordinate at the far side of its axis (a wrap-around peer,
       the last rank of a row) is d - 1 even when no input changed d */
    for (i = 0; i < n && far; i++) far = g[i].d[only] >= 3 && (v[i] == g[i].d[only] - 1 || v[i] == 1 - g[i].d[only]);
    for (i = 1; i < n && far; i++) far = (v[i] > 0) == (v[0] > 0);
    if (far) {
        m->f = EX_F_DIM, m->axis = only, m->b = v[0] > 0 ? 1 : -1, m->a = -m->b;
        return 0;
    }
    if (!ex_fit_one(v, g, n, EX_F_ONE, 0, m)) return 0;
    for (f = EX_F_DIM; f < EX_F__COUNT; f++) {
        if (only >= 0 && f != EX_F_DIM) continue;
        for (k = nd - 1; k >= 0; k--) {
            if ((only >= 0 && k != only) || ((f == EX_F_P || f == EX_F_INVP) && k != nd - 1)) continue;
            if (!ex_fit_one(v, g, n, f, k, m)) return 0;
        }
    }
    return -1;
}

/* The model's value on grid g; -1 when it is not an integer. */
static int ex_eval(const ex_model *m, const ex_grid *g, int64_t *out) {
    double y = m->a + m->b * ex_feature(m->f, m->axis, g), r = floor(y + 0.5);
    if (fabs(y - r) > 1e-6 * (fabs(r) > 1 ? fabs(r) : 1) || fabs(r) > 9e18) return -1;
    *out = (int64_t)r;
    return 0;
}

/* ---- timing curves (section 3.4) ---------------------------------------------
   t = f(P) by one of: constant, a P + b (least squares; slopes below 0.2
   count as constant), k / P, k / P + c (least squares on t P = c P + k). The
   constant and k / P leave out the input farthest from the mean, as the
   paper does against outliers. Every curve's deviation is made unitless (RMS
   residual over the mean: the paper's sqrt(residual / average) of curves 2
   and 4 carries units), and the smallest wins, the simpler on a tie. */
enum { EX_T_CONST, EX_T_LINEAR, EX_T_INVERSE, EX_T_INVCONST, EX_T__COUNT };
static const char *const ex_tname[EX_T__COUNT] = {"constant", "linear", "inverse", "inverse+constant"};

typedef struct ex_curve {
    int kind;
    double a, b, dev;
} ex_curve;

/* Mean and relative standard deviation of y without its farthest value. */
static void ex_mean_trim(const double *y, int n, double *mean, double *dev) {
    double s = 0, far = -1, s2 = 0;
    int i, skip = -1, m = 0;
    for (i = 0; i < n; i++) s += y[i];
    for (i = 0; n > 2 && i < n; i++)
        if (fabs(y[i] - s / n) > far) far = fabs(y[i] - s / n), skip = i;
    for (s = 0, i = 0; i < n; i++)
        if (i != skip) s += y[i], m++;
    *mean = s / m;
    for (i = 0; i < n; i++)
        if (i != skip) s2 += (y[i] - *mean) * (y[i] - *mean);
    *dev = *mean != 0 ? sqrt(s2 / m) / fabs(*mean) : (s2 > 0 ? INFINITY : 0);
}

/* Least squares y = a x + b; the RMS residual of t = g(y) over mean t. */
static void ex_lsq(const double *x, const double *y, int n, double *a, double *b) {
    double sx = 0, sy = 0, sxx = 0, sxy = 0, d;
    int i;
    for (i = 0; i < n; i++) sx += x[i], sy += y[i], sxx += x[i] * x[i], sxy += x[i] * y[i];
    d = n * sxx - sx * sx;
    *a = d != 0 ? (n * sxy - sx * sy) / d : 0;
    *b = (sy - *a * sx) / n;
}

static double ex_curve_at(const ex_curve *c, double p) {
    switch (c->kind) {
    case EX_T_LINEAR: return c->a * p + c->b;
    case EX_T_INVERSE: return c->a / p;
    case EX_T_INVCONST: return c->a + c->b / p;
    default: return c->a;
    }
}

static double ex_curve_dev(const ex_curve *c, const double *p, const double *t, int n) {
    double r = 0, mean = 0;
    int i;
    for (i = 0; i < n; i++) r += (ex_curve_at(c, p[i]) - t[i]) * (ex_curve_at(c, p[i]) - t[i]), mean += t[i];
    mean /= n;
    return mean != 0 ? sqrt(r / n) / fabs(mean) : (r > 0 ? INFINITY : 0);
}

/* The four curves through (p[i], t[i]), indexed by kind. */
static void ex_curves(const double *p, const double *t, int n, ex_curve *c) {
    double k[EX_MAXIN], tp[EX_MAXIN];
    int i;
    for (i = 0; i < n; i++) k[i] = t[i] * p[i];
    c[EX_T_CONST].kind = EX_T_CONST, c[EX_T_CONST].b = 0;
    ex_mean_trim(t, n, &c[EX_T_CONST].a, &c[EX_T_CONST].dev);
    c[EX_T_LINEAR].kind = EX_T_LINEAR;
    ex_lsq(p, t, n, &c[EX_T_LINEAR].a, &c[EX_T_LINEAR].b);
    c[EX_T_INVERSE].kind = EX_T_INVERSE, c[EX_T_INVERSE].b = 0;
    ex_mean_trim(k, n, &c[EX_T_INVERSE].a, &c[EX_T_INVERSE].dev);
    for (i = 0; i < n; i++) tp[i] = t[i] * p[i];
    c[EX_T_INVCONST].kind = EX_T_INVCONST;
    ex_lsq(p, tp, n, &c[EX_T_INVCONST].a, &c[EX_T_INVCONST].b);
    c[EX_T_LINEAR].dev = fabs(c[EX_T_LINEAR].a) < 0.2 ? INFINITY : ex_curve_dev(&c[EX_T_LINEAR], p, t, n);
    c[EX_T_INVCONST].dev = ex_curve_dev(&c[EX_T_INVCONST], p, t, n);
}

/* The paper's threshold d_t (section 3.5): a curve is chosen outright only
   when every other candidate deviates more than d_t beyond it. The text
   writes the test as d_min + d_i < d_t; read literally it would hold only
   when all four curves fit within 5 %, i.e. when the choice matters least,
   so we take it as the margin d_i - d_min > d_t that "fits clearly" means. */
#define EX_DT 0.05

/* The best of the curves c whose value at target is positive (the simpler
   on a tie); *clear: whether it wins by more than EX_DT over every other
   usable curve that predicts another value at target (beyond EX_DT of the
   best's): k/P + c with k near 0 is the constant, and a choice between
   curves that agree there changes nothing. */
static ex_curve ex_curve_pick(const ex_curve *c, double target, int *clear) {
    ex_curve best = c[EX_T_CONST];
    double at;
    int j;
    for (j = 1; j < EX_T__COUNT; j++)
        if (c[j].dev < best.dev - 1e-12 && ex_curve_at(&c[j], target) > 0) best = c[j];
    at = ex_curve_at(&best, target);
    *clear = 1;
    for (j = 0; j < EX_T__COUNT; j++) {
        double cj = ex_curve_at(&c[j], target);
        if (j == best.kind || (j != EX_T_CONST && cj <= 0) || c[j].dev - best.dev > EX_DT) continue;
        if (fabs(cj - at) > EX_DT * fabs(at)) *clear = 0;
    }
    return best;
}

/* One histogram's fields (mean, min, max; section 3.5): each field whose
   best curve wins clearly takes it; a field without a clear winner is
   postponed and then takes the kind most of the decided fields chose
   ("every field in the histogram should have the same variation trend"),
   if that kind is usable for it; else, or when no field decided, its own
   best. *postponed (may be NULL) gets a bit per postponed field. */
static void ex_fields_fit(const double *p, const double (*t)[EX_MAXIN], int n, double target, ex_curve *out,
                          int *postponed) {
    ex_curve c[3][EX_T__COUNT];
    int votes[EX_T__COUNT] = {0, 0, 0, 0}, clear[3], s, j, kind = -1;
    for (s = 0; s < 3; s++) {
        ex_curves(p, t[s], n, c[s]);
        out[s] = ex_curve_pick(c[s], target, &clear[s]);
        if (clear[s]) votes[out[s].kind]++;
    }
    for (j = 0; j < EX_T__COUNT; j++)
        if (votes[j] && (kind < 0 || votes[j] > votes[kind])) kind = j;
    if (postponed) *postponed = 0;
    for (s = 0; s < 3; s++) {
        if (clear[s]) continue;
        if (postponed) *postponed |= 1 << s;
        if (kind >= 0 && c[s][kind].dev < INFINITY && (kind == EX_T_CONST || ex_curve_at(&c[s][kind], target) > 0))
            out[s] = c[s][kind];
    }
}

/*== >>ex_class  one rank class: alignment, checks, values ========================*/

typedef struct ex_in {
    const char *path;
    sct_reader *r;
    sct_file_info fi;
    ex_grid g;
} ex_in;

/* A leaf (op + call site) of the output, for its timing histograms. */
typedef struct ex_leaf {
    int op;
    uint64_t key;                /* hash of its call site's frames */
    uint32_t in_id[EX_MAXIN];    /* its node in each input */
    int cls;                     /* the class trace that carries its histograms */
    uint32_t leafno;
    double calls;                /* at the target, over all ranks */
    ex_curve curve[2][3];        /* compute, duration x mean, min, max */
    int postponed[2];            /* per histogram, a bit per field whose curve was postponed */
    double at[2][3];             /* their values at the target */
} ex_leaf;

typedef struct ex_class {
    sct__mt mt;
    sct_ranklist rl;
    int64_t first, last;         /* at the target */
    uint64_t size;
} ex_class;

typedef struct ex_run {
    ex_in in[EX_MAXIN];
    int nin;
    ex_grid g;                   /* the target's */
    int64_t P;
    const sct_op_table *ops;     /* the last input's */
    sct__mem mem;
    int w, q;                    /* the class partition (>>ex_grid) */
    int list_models;
    /* the class being built */
    int32_t rep[EX_MAXIN];
    int64_t *member[EX_MAXIN];
    uint64_t nmember[EX_MAXIN];
    uint32_t *done;              /* node of input 0 -> output node + 1 */
    uint32_t ndone;
    ex_class cls[EX_MAXCLASS];
    int ncls;
    ex_leaf *leaf;
    uint32_t nleaf, capleaf;
    int64_t *buf[EX_MAXIN + 1], *out;
    uint64_t cap[EX_MAXIN + 1], capout;
    uint64_t nmodel[EX_F__COUNT], nstreams, nsolved;
    char err[1024];
} ex_run;

static int ex_fail(ex_run *x, const char *fmt, ...) {
    va_list ap;
    if (x->err[0]) return -1; /* the first disagreement is the one to report */
    va_start(ap, fmt);
    vsnprintf(x->err, sizeof x->err, fmt, ap);
    va_end(ap);
    return -1;
}

/* Room for n values in *p, keeping what it holds. */
static int ex_grow(ex_run *x, int64_t **p, uint64_t *cap, uint64_t n) {
    int64_t *q;
    if (n <= *cap) return 0;
    if (n < 2 * *cap) n = 2 * *cap;
    if (!(q = (int64_t *)sct__alloc(&x->mem, (size_t)n * 8))) return ex_fail(x, "out of memory");
    if (*cap) memcpy(q, *p, (size_t)*cap * 8);
    sct__free(&x->mem, *p);
    *p = q;
    *cap = n;
    return 0;
}

/* Stream k of node (or, k < 0, its call count) as `rank` of input i sees it,
   into x->buf[slot]; *n gets the count. */
static int ex_read(ex_run *x, int i, int slot, int32_t rank, uint32_t node, int k, uint64_t *n, const char *where) {
    sct_reader *r = x->in[i].r;
    sct_stream_summary s;
    sct_stream_cursor c;
    uint64_t got = 0;
    if (k < 0) {
        sct_node_info ni;
        if (sct_reader_node(r, rank, node, &ni) != SCT_OK) return ex_fail(x, "%s: %s", x->in[i].path, sct_reader_error(r));
        if (ex_grow(x, &x->buf[slot], &x->cap[slot], 1)) return -1;
        x->buf[slot][0] = (int64_t)ni.executions;
        *n = 1;
        return 0;
    }
    if (sct_reader_stream(r, rank, node, k, &s) != SCT_OK || sct_reader_stream_cursor(r, rank, node, k, &c) != SCT_OK)
        return ex_fail(x, "%s: %s", x->in[i].path, sct_reader_error(r));
    if (s.histogram)
        return ex_fail(x, "rank %d of %s, %s: its values were merged into a histogram (precision %d); only lossless "
                          "(precision 100) traces extrapolate exactly",
                       (int)rank, x->in[i].path, where, x->in[i].fi.precision);
    if (ex_grow(x, &x->buf[slot], &x->cap[slot], s.count + 1)) return -1;
    while (got < s.count) {
        size_t m = sct_stream_cursor_next(&c, x->buf[slot] + got, (size_t)(s.count - got));
        if (!m) return ex_fail(x, "%s: rank %d, %s: the stream ends early", x->in[i].path, (int)rank, where);
        got += m;
    }
    *n = got;
    return 0;
}

/* Do the other members of the class see what the representative sees (in
   x->buf[i])? *rel: offsets equal; *abs: the ranks they name are equal. */
static int ex_check_members(ex_run *x, int i, uint32_t node, int k, uint64_t n, int peer, int *rel, int *abs,
                            const char *where) {
    uint64_t m, j, got;
    for (m = 0; m < x->nmember[i]; m++) {
        int32_t rk = (int32_t)x->member[i][m];
        if (rk == x->rep[i]) continue;
        if (ex_read(x, i, EX_MAXIN, rk, node, k, &got, where)) return -1;
        if (got != n)
            return ex_fail(x, "rank %d of %s, %s: %" PRIu64 " values, but rank %d of its class has %" PRIu64, (int)rk,
                           x->in[i].path, where, got, (int)x->rep[i], n);
        for (j = 0; j < n; j++) {
            int64_t a = x->buf[EX_MAXIN][j], b = x->buf[i][j];
            if (a != b) *rel = 0;
            if (!peer || sct__shift(a, rk) != sct__shift(b, x->rep[i])) *abs = 0;
            if (!*rel && !*abs)
                return ex_fail(x, "rank %d of %s, %s, value %" PRIu64 ": %" PRId64 ", but rank %d of its class has %" PRId64
                                  " (its ranks do not behave alike: not a regular SPMD pattern)",
                               (int)rk, x->in[i].path, where, j, a, (int)x->rep[i], b);
        }
    }
    return 0;
}

/* One end-point (role peer or root) at the target from the representatives'
   values v[i]: as grid displacements (rel) or absolute grid coordinates,
   each coordinate a constant or a line in its own axis length (+nx, and
   nx - 1 for a wrap-around). rel: an offset; else an absolute rank. */
static int ex_peer(ex_run *x, const int64_t *v, int rel, int64_t *out, uint64_t *used, const char *where) {
    int64_t comp[EX_MAXD][EX_MAXIN], pc[EX_MAXD], rc[EX_MAXD], c[EX_MAXD], t[EX_MAXD];
    ex_grid g[EX_MAXIN];
    int i, k, nd = x->g.nd;
    ex_model m;
    for (i = 0; i < x->nin; i++) {
        int64_t p = (int64_t)x->rep[i] + v[i];
        g[i] = x->in[i].g;
        if (!SCT__IS_OFFSET(v[i]) || !SCT__IS_OFFSET(v[0])) {
            if (v[i] != v[0]) return ex_fail(x, "%s: a peer is a rank at one rank count, a symbol at another", where);
            continue;
        }
        if (p < 0 || p >= x->in[i].fi.world_size)
            return ex_fail(x, "%s: rank %d of %s names rank %" PRId64 ", outside the run", where, (int)x->rep[i],
                           x->in[i].path, p);
        ex_coords(&g[i], p, pc);
        ex_coords(&g[i], x->rep[i], rc);
        for (k = 0; k < nd; k++) comp[k][i] = rel ? pc[k] - rc[k] : pc[k];
    }
    if (!SCT__IS_OFFSET(v[0])) return *out = v[0], 0;
    for (k = 0; k < nd; k++) {
        if (ex_fit(comp[k], g, x->nin, k, &m) || ex_eval(&m, &x->g, &c[k]))
            return ex_fail(x, "%s: an end-point's %s coordinate (%" PRId64 " at %d ranks) fits no model of the grid",
                           where, rel ? "relative" : "absolute", comp[k][x->nin - 1], (int)x->in[x->nin - 1].fi.world_size);
        *used |= 1u << m.f;
    }
    for (i = 0; i < 2; i++) {
        ex_coords(&x->g, i ? x->cls[x->ncls].last : x->cls[x->ncls].first, t);
        for (k = 0; k < nd; k++)
            if ((rel ? t[k] + c[k] : c[k]) < 0 || (rel ? t[k] + c[k] : c[k]) >= x->g.d[k])
                return ex_fail(x, "%s: the end-point falls outside the %d-rank grid", where, (int)x->P);
    }
    *out = 0;
    for (k = 0; k < nd; k++) *out += c[k] * ex_stride(&x->g, k);
    return 0;
}

/* The dims array of MPI_Dims_create/MPI_Cart_create is the grid itself (an
   axis that has the same length in every input is still that axis, not a
   constant): each input's dims, the target's. */
static int ex_dims(ex_run *x, uint64_t n, uint64_t *used, const char *where) {
    uint64_t j;
    int i, nd = x->g.nd;
    for (j = 0; j < n; j++) {
        for (i = 0; i < x->nin; i++)
            if (x->buf[i][j] != x->in[i].g.d[j % (uint64_t)nd])
                return ex_fail(x, "%s, value %" PRIu64 ": %" PRId64 " at %d ranks is not the grid's", where, j,
                               x->buf[i][j], (int)x->in[i].fi.world_size);
        x->out[j] = x->g.d[j % (uint64_t)nd];
    }
    *used |= 1u << EX_F_DIM;
    return 0;
}

/* Every value of one stream at the target, into x->out[0..n); peer < 0:
   the dims of a grid. */
static int ex_values(ex_run *x, uint64_t n, int peer, int rel, uint64_t *used, const char *where) {
    uint64_t j;
    int i, same = !peer; /* end-points go through ex_peer: d - 1 may hide in a constant */
    ex_grid g[EX_MAXIN];
    int64_t v[EX_MAXIN];
    ex_model m;
    for (i = 0; i < x->nin; i++) g[i] = x->in[i].g;
    for (i = 1; i < x->nin && same; i++) same = !memcmp(x->buf[i], x->buf[0], (size_t)n * 8);
    if (ex_grow(x, &x->out, &x->capout, n + 1)) return -1;
    if (peer < 0) return ex_dims(x, n, used, where);
    if (same) { /* the same values at every rank count: kept */
        memcpy(x->out, x->buf[0], (size_t)n * 8);
        *used |= 1u;
        return 0;
    }
    for (j = 0; j < n; j++) {
        char here[700];
        snprintf(here, sizeof here, "%s, value %" PRIu64, where, j);
        for (i = 0; i < x->nin; i++) v[i] = x->buf[i][j];
        if (peer) {
            if (ex_peer(x, v, rel, &x->out[j], used, here)) return -1;
            continue;
        }
        for (i = 0; i < x->nin; i++)
            if (!SCT__IS_OFFSET(v[i]) && v[i] != v[0]) return ex_fail(x, "%s: a symbol at one rank count only", here);
        if (ex_fit(v, g, x->nin, -1, &m))
            return ex_fail(x, "%s: %" PRId64 ", %" PRId64 "%s at %d, %d%s ranks fits no linear model of the grid "
                              "dimensions, of P or of their inverses",
                           here, v[0], v[1], x->nin > 2 ? ", ..." : "", (int)x->in[0].fi.world_size,
                           (int)x->in[1].fi.world_size, x->nin > 2 ? ", ..." : "");
        if (ex_eval(&m, &x->g, &x->out[j]))
            return ex_fail(x, "%s: the %s model gives %.3f at %d ranks, not an integer", here, ex_fname[m.f],
                           m.a + m.b * ex_feature(m.f, m.axis, &x->g), (int)x->P);
        *used |= 1u << m.f;
    }
    return 0;
}

/* Call c of an array whose length changes (ex_array_values): its length,
   first value and step solved, the progression appended to x->out. */
static int ex_array_call(ex_run *x, const int64_t *len, uint64_t ncall, uint64_t c, const uint64_t *nel, uint64_t *pos,
                         uint64_t *out, uint64_t *used, const char *where) {
    int64_t v[3][EX_MAXIN], r[3];
    ex_grid g[EX_MAXIN];
    ex_model m;
    uint64_t j;
    int i, q;
    for (i = 0; i < x->nin; i++) {
        const int64_t *e = x->buf[i] + pos[i];
        g[i] = x->in[i].g;
        v[0][i] = len[(uint64_t)i * ncall + c];
        if (v[0][i] < 0 || pos[i] + (uint64_t)v[0][i] > nel[i])
            return ex_fail(x, "%s, call %" PRIu64 ": the array lengths and elements disagree", where, c);
        v[1][i] = v[0][i] ? e[0] : 0;
        v[2][i] = v[0][i] > 1 ? e[1] - e[0] : 0;
        for (j = 1; j < (uint64_t)v[0][i]; j++)
            if (e[j] - e[j - 1] != v[2][i])
                return ex_fail(x, "%s, call %" PRIu64 ": an array whose length changes with the rank count must be "
                                  "an arithmetic progression (all equal, or i x N / P)",
                               where, c);
        pos[i] += (uint64_t)v[0][i];
    }
    for (q = 0; q < 3; q++)
        if (ex_fit(v[q], g, x->nin, -1, &m) || ex_eval(&m, &x->g, &r[q]) || r[0] < 0)
            return ex_fail(x, "%s, call %" PRIu64 ": the array's %s fits no model of the grid", where, c,
                           q == 0 ? "length" : q == 1 ? "first value" : "step");
        else
            *used |= 1u << m.f;
    if (ex_grow(x, &x->out, &x->capout, *out + (uint64_t)r[0] + 1)) return -1;
    for (j = 0; j < (uint64_t)r[0]; j++) x->out[(*out)++] = r[1] + (int64_t)j * r[2];
    return 0;
}

/* A v-collective array whose length changes with the rank count (the
   counts and displacements of an MPI_Alltoallv): in every call each input's
   array must be an arithmetic progression (all equal, or i x N / P); its
   length, first value and step are solved as any value and the progression
   written out at the target. x->buf[i] holds the elements; k - 1 is the
   lengths stream. *n gets the number of values out. */
static int ex_array_values(ex_run *x, const uint32_t *id, int k, const uint64_t *nel, uint64_t *n, uint64_t *used,
                           const char *where) {
    uint64_t ncall = 0, got, c, pos[EX_MAXIN] = {0, 0, 0, 0}, out = 0;
    int64_t *len = NULL;
    uint64_t cap = 0;
    int i, rc = 0;
    for (i = 0; i < x->nin && !rc; i++) { /* the lengths, input after input in len */
        if (ex_read(x, i, EX_MAXIN, x->rep[i], id[i], k - 1, &got, where)) rc = -1;
        else if (i && got != ncall) rc = ex_fail(x, "%s: called %" PRIu64 " and %" PRIu64 " times", where, ncall, got);
        else if (!ex_grow(x, &len, &cap, got * (uint64_t)x->nin + 1)) memcpy(len + got * (uint64_t)i, x->buf[EX_MAXIN], got * 8);
        else rc = -1;
        ncall = got;
    }
    for (c = 0; c < ncall && !rc; c++) rc = ex_array_call(x, len, ncall, c, nel, pos, &out, used, where);
    sct__free(&x->mem, len);
    *n = out;
    return rc;
}


/* The class's variant of output list `list`: x->out[0..n) as a stream
   (absolute ranks when abs). */
static int ex_add_variant(ex_run *x, uint64_t n, int abs, int role, uint32_t list) {
    ex_class *c = &x->cls[x->ncls];
    sct__stream s;
    sct__buf b;
    uint64_t j;
    memset(&s, 0, sizeof s);
    memset(&b, 0, sizeof b);
    b.m = &x->mem;
    for (j = 0; j < n; j++) sct__stream_put(&x->mem, &s, x->out[j]);
    sct__stream_flush(&x->mem, &s);
    sct__put_u8(&b, abs ? SCT__VAR_ABS : SCT__VAR_EXACT);
    sct__stream_write(&b, &s);
    if (!s.err && !b.err) sct__mt_addvar(&c->mt, &c->mt.list[list], &c->rl, b.p, b.n, role);
    sct__stream_free(&x->mem, &s);
    sct__free(&x->mem, b.p);
    return s.err || b.err || c->mt.err ? ex_fail(x, "out of memory") : 0;
}

static void ex_note_models(ex_run *x, uint64_t used, int peer, int rel, const char *where) {
    char rl[128];
    uint64_t j;
    x->nstreams++;
    for (j = 0; j < EX_F__COUNT; j++)
        if (used >> j & 1) x->nmodel[j]++;
    if (!x->list_models || used <= 1) return;
    sct_ranklist_format(&x->cls[x->ncls].rl, rl, sizeof rl);
    printf("model ranks=<%s> %s:", rl, where);
    for (j = 0; j < EX_F__COUNT; j++)
        if (used >> j & 1) printf(" %s", ex_fname[j]);
    printf("%s\n", peer ? (rel ? " (relative end-point)" : " (absolute end-point)") : "");
}

/* Extrapolate stream k of node (per input id[i]; k < 0: the call count) and
   add it to output list `list` as the class's variant. role may carry
   EX_ARRAY: the elements of an array (k - 1 its lengths). */
static int ex_stream(ex_run *x, const uint32_t *id, int k, int role, uint32_t list, const char *where) {
    uint64_t n[EX_MAXIN] = {0, 0, 0, 0}, used = 0, nout;
    int i, rel = 1, abs = 1, dims = role == EX_ROLE_DIMS, arr = role >= 0 && (role & EX_ARRAY), peer, differ = 0;
    if (dims) role = SCT_ROLE_OTHER;
    role &= ~EX_ARRAY;
    peer = role == SCT_ROLE_PEER || role == SCT_ROLE_ROOT;
    for (i = 0; i < x->nin; i++) {
        if (ex_read(x, i, i, x->rep[i], id[i], k, &n[i], where) ||
            ex_check_members(x, i, id[i], k, n[i], peer, &rel, &abs, where))
            return -1;
        differ |= n[i] != n[0];
    }
    if (differ && (!arr || peer))
        return ex_fail(x, "%s: %" PRIu64 " values at %d ranks, %" PRIu64 " at %d: the number of calls or iterations "
                          "changes with the rank count",
                       where, n[0], (int)x->in[0].fi.world_size, n[x->nin - 1], (int)x->in[x->nin - 1].fi.world_size);
    nout = n[0];
    if (differ ? ex_array_values(x, id, k, n, &nout, &used, where) : ex_values(x, n[0], dims ? -1 : peer, rel, &used, where))
        return -1;
    ex_note_models(x, used, peer, rel, where);
    if (nout != n[x->nin - 1] || memcmp(x->out, x->buf[x->nin - 1], (size_t)nout * 8)) x->nsolved++;
    if (ex_add_variant(x, nout, peer && !rel, k < 0 ? SCT_ROLE_COUNT : role, list)) return -1;
    if (k < 0) {
        if (nout != 1 || x->out[0] < 0) return ex_fail(x, "%s: a negative call count", where);
        x->cls[x->ncls].mt.events += (uint64_t)x->out[0]; /* per rank for now */
    }
    return 0;
}

static int ex_same_site(const sct_site_info *a, const sct_site_info *b) {
    int k;
    if (a->depth != b->depth) return 0;
    for (k = 0; k < a->depth; k++)
        if (a->frames[k].offset != b->frames[k].offset || strcmp(a->frames[k].module, b->frames[k].module) ||
            strcmp(a->frames[k].function, b->frames[k].function))
            return 0;
    return 1;
}

static ex_leaf *ex_leaf_of(ex_run *x, int op, uint64_t key, const uint32_t *id, uint32_t leafno) {
    uint32_t i;
    ex_leaf *l;
    for (i = 0; i < x->nleaf; i++)
        if (x->leaf[i].op == op && x->leaf[i].key == key) return &x->leaf[i];
    if (x->nleaf == x->capleaf) {
        ex_leaf *n = (ex_leaf *)sct__alloc(&x->mem, (x->capleaf * 2 + 16) * sizeof *n);
        if (!n) return NULL;
        if (x->nleaf) memcpy(n, x->leaf, x->nleaf * sizeof *n);
        sct__free(&x->mem, x->leaf);
        x->leaf = n;
        x->capleaf = x->capleaf * 2 + 16;
    }
    l = &x->leaf[x->nleaf++];
    memset(l, 0, sizeof *l);
    l->op = op;
    l->key = key;
    memcpy(l->in_id, id, sizeof l->in_id);
    l->cls = x->ncls;
    l->leafno = leafno;
    return l;
}

static uint32_t ex_node(ex_run *x, const uint32_t *id, const char *where);

/* The leaf id[i] of every input: same op, same call site. */
static uint32_t ex_leaf_node(ex_run *x, const uint32_t *id, const sct_node_info *ni, const char *where) {
    ex_class *c = &x->cls[x->ncls];
    const sct_op *op = &x->ops->ops[ni[x->nin - 1].op];
    sct_site_info si[EX_MAXIN];
    uint32_t out, site, list;
    int i, p, k;
    ex_leaf *l;
    char here[600];
    for (i = 0; i < x->nin; i++) {
        if (strcmp(sct_reader_ops(x->in[i].r)->ops[ni[i].op].name, op->name))
            return ex_fail(x, "%s: %s calls %s, %s calls %s: not the same program", where, x->in[i].path,
                           sct_reader_ops(x->in[i].r)->ops[ni[i].op].name, x->in[x->nin - 1].path, op->name),
                   UINT32_MAX;
        if (sct_reader_site(x->in[i].r, x->rep[i], ni[i].site, &si[i]) != SCT_OK || !ex_same_site(&si[i], &si[0]))
            return ex_fail(x, "%s %s: the call sites of %s and %s differ: not the same program", where, op->name,
                           x->in[0].path, x->in[i].path),
                   UINT32_MAX;
    }
    site = sct__mt_site(&c->mt, si[x->nin - 1].frames, si[x->nin - 1].depth);
    out = sct__mt_leaf(&c->mt, ni[x->nin - 1].op, site);
    if (c->mt.err || out == UINT32_MAX) return ex_fail(x, "out of memory"), UINT32_MAX;
    snprintf(here, sizeof here, "%s %s, calls", where, op->name);
    list = c->mt.node[out].list0;
    if (ex_stream(x, id, -1, SCT_ROLE_COUNT, list, here)) return UINT32_MAX;
    l = ex_leaf_of(x, ni[x->nin - 1].op, sct__frames_hash(si[x->nin - 1].frames, si[x->nin - 1].depth), id,
                   c->mt.node[out].leafno);
    if (!l) return ex_fail(x, "out of memory"), UINT32_MAX;
    l->calls += (double)x->out[0] * (double)c->size;
    for (p = 0, k = 0; p < op->nparams; p++) {
        int arr = (op->param_roles[p] & SCT_PARAM_ARRAY) != 0, role = op->param_roles[p] & ~SCT_PARAM_ARRAY;
        snprintf(here, sizeof here, "%s %s, parameter %s%s", where, op->name, op->param_names[p], arr ? " (length)" : "");
        if (ex_stream(x, id, k, arr ? SCT_ROLE_COUNT : role, list + 1 + (uint32_t)k, here)) return UINT32_MAX;
        k++;
        if (!arr) continue;
        snprintf(here, sizeof here, "%s %s, parameter %s", where, op->name, op->param_names[p]);
        if (!strcmp(op->param_names[p], "dims") &&
            (!strcmp(op->name, "MPI_Dims_create") || !strcmp(op->name, "MPI_Cart_create")) && x->g.nd > 1)
            role = EX_ROLE_DIMS;
        if (ex_stream(x, id, k, role == EX_ROLE_DIMS ? role : role | EX_ARRAY, list + 1 + (uint32_t)k, here))
            return UINT32_MAX;
        k++;
    }
    return out;
}

static uint32_t ex_loop_node(ex_run *x, const uint32_t *id, const sct_node_info *ni, const char *where) {
    ex_class *c = &x->cls[x->ncls];
    uint32_t *body, out = UINT32_MAX, b[EX_MAXIN];
    int i, j;
    char here[600];
    for (i = 0; i < x->nin; i++)
        if (ni[i].nbody != ni[0].nbody)
            return ex_fail(x, "%s: a loop of %d nodes at %d ranks, of %d at %d", where, ni[0].nbody,
                           (int)x->in[0].fi.world_size, ni[i].nbody, (int)x->in[i].fi.world_size),
                   UINT32_MAX;
    if (!(body = (uint32_t *)sct__alloc(&x->mem, (size_t)ni[0].nbody * 4 + 4))) return ex_fail(x, "out of memory"), UINT32_MAX;
    for (j = 0; j < ni[0].nbody; j++) {
        sct_node_info again;
        /* a reader's node info stays valid only until the next call about it */
        for (i = 0; i < x->nin; i++) {
            sct_reader_node(x->in[i].r, x->rep[i], id[i], &again);
            b[i] = again.body[j];
        }
        snprintf(here, sizeof here, "%s > %d", where, j);
        if ((body[j] = ex_node(x, b, here)) == UINT32_MAX) break;
    }
    if (j == ni[0].nbody) {
        out = sct__mt_loop(&c->mt, body, (uint32_t)j);
        snprintf(here, sizeof here, "%s loop, trip count", where);
        if (out == UINT32_MAX || c->mt.err) out = UINT32_MAX, ex_fail(x, "out of memory");
        else if (ex_stream(x, id, 0, SCT_ROLE_COUNT, c->mt.node[out].list0, here)) out = UINT32_MAX;
    }
    sct__free(&x->mem, body);
    return out;
}

/* The output node for node id[i] of every input (aligned: same kind, op,
   call site, loop shape), its values extrapolated once per class. */
static uint32_t ex_node(ex_run *x, const uint32_t *id, const char *where) {
    sct_node_info ni[EX_MAXIN];
    uint32_t out;
    int i;
    memset(ni, 0, sizeof ni);
    if (id[0] < x->ndone && x->done[id[0]]) return x->done[id[0]] - 1;
    for (i = 0; i < x->nin; i++) {
        if (sct_reader_node(x->in[i].r, x->rep[i], id[i], &ni[i]) != SCT_OK)
            return ex_fail(x, "%s: %s", x->in[i].path, sct_reader_error(x->in[i].r)), UINT32_MAX;
        if (ni[i].kind != ni[0].kind)
            return ex_fail(x, "%s: a %s at %d ranks, a %s at %d: the structures do not align", where,
                           ni[0].kind == SCT_NODE_LOOP ? "loop" : "call", (int)x->in[0].fi.world_size,
                           ni[i].kind == SCT_NODE_LOOP ? "loop" : "call", (int)x->in[i].fi.world_size),
                   UINT32_MAX;
    }
    out = ni[0].kind == SCT_NODE_LEAF ? ex_leaf_node(x, id, ni, where) : ex_loop_node(x, id, ni, where);
    if (out != UINT32_MAX && id[0] < x->ndone) x->done[id[0]] = out + 1;
    return out;
}

/* Members of class `ax` (one axis class per axis) on grid g, ascending. */
static int ex_members(ex_run *x, const ex_grid *g, const int *ax, int64_t **out, uint64_t *n) {
    int64_t lo[EX_MAXD], hi[EX_MAXD], st[EX_MAXD], c[EX_MAXD];
    uint64_t total = 1;
    int k;
    for (k = 0; k < g->nd; k++) {
        if (!ex_axis_range(g->d[k], x->w, x->q, ax[k], &lo[k], &hi[k], &st[k])) return -1;
        total *= (uint64_t)((hi[k] - lo[k]) / st[k] + 1);
    }
    if (!(*out = (int64_t *)sct__alloc(&x->mem, (size_t)total * 8))) return -1;
    *n = 0;
    memcpy(c, lo, sizeof c);
    for (;;) {
        (*out)[(*n)++] = ex_rank(g, c);
        for (k = g->nd - 1; k >= 0; k--) {
            if ((c[k] += st[k]) <= hi[k]) break;
            c[k] = lo[k];
        }
        if (k < 0) return 0;
    }
}

/* The class's ranks at the target as one strided block (>>ranklist). */
static int ex_class_ranks(ex_run *x, const int *ax, ex_class *c) {
    int64_t lo[EX_MAXD], hi[EX_MAXD], st[EX_MAXD];
    sct_ranklist one;
    sct_rankblock b;
    int k;
    memset(&b, 0, sizeof b);
    c->size = 1;
    for (k = 0; k < x->g.nd; k++)
        if (!ex_axis_range(x->g.d[k], x->w, x->q, ax[k], &lo[k], &hi[k], &st[k])) return -1;
    c->first = ex_rank(&x->g, lo);
    c->last = ex_rank(&x->g, hi);
    b.start = (int32_t)c->first;
    for (k = x->g.nd - 1; k >= 0; k--) {
        int64_t cnt = (hi[k] - lo[k]) / st[k] + 1;
        c->size *= (uint64_t)cnt;
        if (cnt < 2) continue;
        b.count[b.dims] = (int32_t)cnt;
        b.stride[b.dims++] = (int32_t)(st[k] * ex_stride(&x->g, k));
    }
    one.nblocks = one.cap = 1;
    one.blocks = &b;
    memset(&c->rl, 0, sizeof c->rl);
    return sct__rl_union(&x->mem, &c->rl, &one);
}

static void ex_class_free(ex_run *x, ex_class *c) {
    sct__mt_free(&c->mt);
    sct__rl_free(&x->mem, &c->rl);
}

/* Root entries of `rank` in input i, copied into ids (at most max). */
static int ex_root(ex_run *x, int i, int32_t rank, uint32_t **ids, int *n) {
    const uint32_t *root;
    if (sct_reader_root(x->in[i].r, rank, &root, n) != SCT_OK)
        return ex_fail(x, "%s: %s", x->in[i].path, sct_reader_error(x->in[i].r));
    if (!(*ids = (uint32_t *)sct__alloc(&x->mem, (size_t)*n * 4 + 4))) return ex_fail(x, "out of memory");
    memcpy(*ids, root, (size_t)*n * 4);
    return 0;
}

/* Every member of the class in input i has the representative's entries. */
static int ex_check_roots(ex_run *x, int i, const uint32_t *root, int n) {
    uint64_t m;
    for (m = 0; m < x->nmember[i]; m++) {
        const uint32_t *o;
        int on;
        if (sct_reader_root(x->in[i].r, (int32_t)x->member[i][m], &o, &on) != SCT_OK)
            return ex_fail(x, "%s: %s", x->in[i].path, sct_reader_error(x->in[i].r));
        if (on != n || memcmp(o, root, (size_t)n * 4))
            return ex_fail(x, "rank %d of %s has another structure than rank %d of its class (%d top-level entries, "
                              "%d): not a regular SPMD pattern",
                           (int)x->member[i][m], x->in[i].path, (int)x->rep[i], on, n);
    }
    return 0;
}

/* The sites' module records (path, build-id; issue 45) of the largest
   input: the extrapolated trace names the same binaries. */
static void ex_class_modules(ex_run *x, ex_class *c) {
    sct_module m;
    uint32_t i;
    for (i = 0; sct_reader_trace_module(x->in[x->nin - 1].r, 0, i, &m) == SCT_OK; i++) sct__mt_module(&c->mt, &m);
}

/* Build the one-class trace of class `ax` in x->cls[x->ncls]. */
static int ex_class_build(ex_run *x, const int *ax, int timing, int bins) {
    ex_class *c = &x->cls[x->ncls];
    uint32_t *root[EX_MAXIN], id[EX_MAXIN];
    int nroot[EX_MAXIN], i, e, rc = 0;
    memset(c, 0, sizeof *c);
    memset(root, 0, sizeof root);
    memset(nroot, 0, sizeof nroot);
    sct__mt_init(&c->mt, &x->mem, x->ops, timing, bins);
    if (ex_class_ranks(x, ax, c) || sct__rl_copy(&x->mem, &c->mt.all, &c->rl)) return ex_fail(x, "out of memory");
    for (i = 0; i < x->nin && !rc; i++) {
        if (ex_members(x, &x->in[i].g, ax, &x->member[i], &x->nmember[i]))
            return ex_fail(x, "%s: its grid cannot hold the rank classes", x->in[i].path);
        x->rep[i] = (int32_t)x->member[i][0];
        rc = ex_root(x, i, x->rep[i], &root[i], &nroot[i]) || ex_check_roots(x, i, root[i], nroot[i]);
        if (!rc && nroot[i] != nroot[0])
            rc = ex_fail(x, "rank %d of %s has %d top-level entries, rank %d of %s %d: the structures do not align",
                         (int)x->rep[0], x->in[0].path, nroot[0], (int)x->rep[i], x->in[i].path, nroot[i]);
    }
    memset(x->done, 0, x->ndone * sizeof *x->done);
    for (e = 0; e < nroot[0] && !rc; e++) {
        char where[96];
        uint32_t out;
        for (i = 0; i < x->nin; i++) id[i] = root[i][e];
        snprintf(where, sizeof where, "(class of rank %d at %d ranks) entry %d", (int)x->rep[x->nin - 1],
                 (int)x->in[x->nin - 1].fi.world_size, e);
        if ((out = ex_node(x, id, where)) == UINT32_MAX) rc = -1;
        else sct__mt_entry(&c->mt, out, sct__mt_rl_id(&c->mt, &c->rl));
    }
    c->mt.events *= c->size;
    ex_class_modules(x, c);
    for (i = 0; i < x->nin; i++) {
        sct__free(&x->mem, root[i]);
        sct__free(&x->mem, x->member[i]);
        x->member[i] = NULL;
    }
    if (c->mt.err) return ex_fail(x, "out of memory");
    return rc;
}

/*== >>ex_write  timing histograms, merge, the output file ========================*/

/* The map of the largest input's values onto the target's: piecewise
   linear through (min, min'), (mean, mean'), (max, max') -- the three
   statistics each extrapolated by its own curve (section 3.4: every field of
   a histogram). */
typedef struct ex_vmap {
    double x[3], y[3];
} ex_vmap;

static double ex_vmap_slope(const ex_vmap *m, double v) {
    int s = v > m->x[1];
    double dx = m->x[s + 1] - m->x[s];
    return dx > 0 ? (m->y[s + 1] - m->y[s]) / dx : (m->x[1] > 0 ? m->y[1] / m->x[1] : 1);
}

static double ex_vmap_at(const ex_vmap *m, double v) {
    int s = v > m->x[1];
    return m->y[s] + (v - m->x[s]) * ex_vmap_slope(m, v);
}

/* h mapped to the target: values through m, counts times cnt (the shape
   of the largest input's distribution). */
static void ex_hist_map(const sct_hist *h, const ex_vmap *m, double cnt, sct_hist *out) {
    int b;
    *out = *h;
    out->count = 0;
    out->sum = 0;
    for (b = 0; b < h->nbins; b++) {
        const sct_hist_bin *s = &h->bins[b];
        sct_hist_bin *d = &out->bins[b];
        double n = floor((double)s->count * cnt + 0.5), mean = ex_vmap_at(m, sct_hist_bin_mean(s)),
               k = ex_vmap_slope(m, sct_hist_bin_mean(s)), var = sct_hist_bin_variance(s) * k * k;
        if (n < 1) n = 1;
        d->count = (uint64_t)n;
        d->min = (int64_t)floor(ex_vmap_at(m, (double)s->min) + 0.5);
        d->max = (int64_t)floor(ex_vmap_at(m, (double)s->max) + 0.5);
        if (d->max < d->min) d->max = d->min;
        if (mean < (double)d->min) mean = (double)d->min;
        if (mean > (double)d->max) mean = (double)d->max;
        d->shift = d->min;
        d->s1 = n * (mean - (double)d->shift);
        d->s2 = n * (var + (mean - (double)d->shift) * (mean - (double)d->shift));
        out->count += d->count;
        out->sum += n * mean;
    }
    out->min = h->nbins ? out->bins[0].min : 0;
    out->max = out->min;
    for (b = 0; b < h->nbins; b++) {
        if (out->bins[b].min < out->min) out->min = out->bins[b].min;
        if (out->bins[b].max > out->max) out->max = out->bins[b].max;
    }
    out->min_rank = out->max_rank = 0;
}

/* One histogram of leaf e (w: 0 compute, 1 duration): its mean, min and max
   over P, each by its best curve, and the largest input's histogram mapped. */
static void ex_hist_extrapolate(ex_run *x, ex_leaf *e, int w, const sct_hist *const *h) {
    double p[EX_MAXIN], t[3][EX_MAXIN];
    const sct_hist *last = h[x->nin - 1];
    ex_vmap m;
    int i, s;
    for (i = 0; i < x->nin; i++) {
        p[i] = (double)x->in[i].fi.world_size;
        t[0][i] = sct_hist_mean(h[i]), t[1][i] = (double)h[i]->min, t[2][i] = (double)h[i]->max;
    }
    ex_fields_fit(p, (const double(*)[EX_MAXIN])t, x->nin, (double)x->P, e->curve[w], &e->postponed[w]);
    for (s = 0; s < 3; s++) {
        e->at[w][s] = ex_curve_at(&e->curve[w][s], (double)x->P);
        if (e->at[w][s] < 0) e->at[w][s] = 0;
    }
    if (e->at[w][1] > e->at[w][0]) e->at[w][1] = e->at[w][0]; /* min <= mean <= max */
    if (e->at[w][2] < e->at[w][0]) e->at[w][2] = e->at[w][0];
    m.x[0] = (double)last->min, m.x[1] = sct_hist_mean(last), m.x[2] = (double)last->max;
    m.y[0] = e->at[w][1], m.y[1] = e->at[w][0], m.y[2] = e->at[w][2];
    if (last->count && e->calls >= 1)
        ex_hist_map(last, &m, e->calls / (double)last->count, &x->cls[e->cls].mt.hist[2 * e->leafno + (uint32_t)w]);
}

static int ex_timing(ex_run *x) {
    uint32_t l;
    int w, i;
    for (l = 0; l < x->nleaf; l++)
        for (w = 0; w < 2; w++) {
            const sct_hist *h[EX_MAXIN];
            for (i = 0; i < x->nin; i++)
                if (sct_reader_trace_hist(x->in[i].r, 0, x->leaf[l].in_id[i], w, &h[i]) != SCT_OK)
                    return ex_fail(x, "%s: %s", x->in[i].path, sct_reader_error(x->in[i].r));
            ex_hist_extrapolate(x, &x->leaf[l], w, h);
        }
    return 0;
}

/* The classes' traces merged into one blob (sct_merge, as ranks merge). */
static int ex_merge_classes(ex_run *x, uint8_t **out, size_t *outlen) {
    uint8_t *acc = NULL, *b, *m;
    size_t acclen = 0, blen, mlen;
    int c;
    for (c = 0; c < x->ncls; c++) {
        if (sct__mt_blob(&x->cls[c].mt, &x->mem, &b, &blen) != SCT_OK) return ex_fail(x, "out of memory");
        if (!acc) {
            acc = b, acclen = blen;
            continue;
        }
        if (sct_merge(x->ops, &x->mem.a, acc, acclen, b, blen, &m, &mlen) != SCT_OK) {
            sct__free(&x->mem, acc);
            sct__free(&x->mem, b);
            return ex_fail(x, "the merge of the rank classes failed");
        }
        sct__free(&x->mem, acc);
        sct__free(&x->mem, b);
        acc = m, acclen = mlen;
    }
    *out = acc;
    *outlen = acclen;
    return 0;
}

/* " extrapolated_timing=constant:N,linear:N,..." -- how many histogram means
   each curve extrapolated (`--models` lists them one by one). */
static void ex_timing_summary(const ex_run *x, char *buf, size_t n, size_t *used) {
    uint32_t count[EX_T__COUNT] = {0, 0, 0, 0}, l;
    int k;
    if (x->in[x->nin - 1].fi.timing_mode == SCT_TIMING_OFF) return;
    for (l = 0; l < x->nleaf; l++) count[x->leaf[l].curve[0][0].kind]++, count[x->leaf[l].curve[1][0].kind]++;
    for (k = 0; k < EX_T__COUNT && *used < n; k++)
        *used += (size_t)snprintf(buf + *used, n - *used, "%s%s:%u", k ? "," : " extrapolated_timing=", ex_tname[k],
                                  count[k]);
}

/* The letter of a curve kind in extrapolated_models: upper case when the
   field's choice was postponed (section 3.5). */
static char ex_model_letter(const ex_curve *c, int postponed) { return "clik"[c->kind] - (postponed ? 32 : 0); }

/* " extrapolated_models=OP-SITEHASH:cccllc,..." -- per leaf (op id and the
   hash of its call site's frames, sct__frames_hash), the curve of each
   histogram field: compute mean, min, max, then duration mean, min, max
   (c constant, l linear, i inverse, k inverse+constant; upper case:
   postponed). `sctrace tree --timing` shows them by leaf. */
static void ex_models_str(const ex_run *x, char *buf, size_t n, size_t *used) {
    uint32_t l;
    int w, k;
    if (x->in[x->nin - 1].fi.timing_mode == SCT_TIMING_OFF) return;
    for (l = 0; l < x->nleaf && *used < n; l++) {
        char m[7];
        for (w = 0; w < 2; w++)
            for (k = 0; k < 3; k++)
                m[3 * w + k] = ex_model_letter(&x->leaf[l].curve[w][k], x->leaf[l].postponed[w] >> k & 1);
        m[6] = 0;
        *used += (size_t)snprintf(buf + *used, n - *used, "%s%d-%016" PRIx64 ":%s", l ? "," : " extrapolated_models=",
                                  x->leaf[l].op, x->leaf[l].key, m);
    }
}

static int ex_write(ex_run *x, const char *path, const uint8_t *blob, size_t len) {
    const sct_file_info *last = &x->in[x->nin - 1].fi;
    sct_write_desc d;
    sct_writer *w = NULL;
    char *config, grid[64];
    size_t used = 0, size = 2048 + strlen(last->config) + 40 * (size_t)x->nleaf;
    sct_result r;
    int i;
    if (!(config = (char *)malloc(size))) return ex_fail(x, "out of memory");
    ex_grid_str(&x->g, grid, sizeof grid);
    used += (size_t)snprintf(config, size, "extrapolated_from=");
    for (i = 0; i < x->nin && used < size; i++)
        used += (size_t)snprintf(config + used, size - used, "%s%d", i ? "," : "", (int)x->in[i].fi.world_size);
    if (used < size)
        used += (size_t)snprintf(config + used, size - used, " extrapolated_grid=%s extrapolated_classes=w%dq%d",
                                 grid, x->w, x->q);
    ex_timing_summary(x, config, size, &used);
    ex_models_str(x, config, size, &used);
    if (used < size) snprintf(config + used, size - used, " %s", last->config);
    memset(&d, 0, sizeof d);
    d.ops = x->ops;
    d.program = last->program;
    d.mpi_library = last->mpi_library;
    d.config = config;
    d.world_size = (int32_t)x->P;
    d.allocator = x->mem.a;
    if ((r = sct_writer_create(&d, &w)) != SCT_OK || (r = sct_writer_add(w, blob, len)) != SCT_OK ||
        (r = sct_writer_save(w, path)) != SCT_OK) {
        sct_writer_destroy(w);
        free(config);
        return ex_fail(x, "%s: cannot write: %s", path, sct_result_str(r));
    }
    sct_writer_destroy(w);
    free(config);
    return 0;
}

static void ex_reset(ex_run *x) {
    int c;
    for (c = 0; c < x->ncls; c++) ex_class_free(x, &x->cls[c]);
    x->ncls = 0;
    x->nleaf = 0;
    x->nstreams = x->nsolved = 0;
    memset(x->nmodel, 0, sizeof x->nmodel);
}

/* All classes of partition (w, q): 0, or -1 with x->err. */
static int ex_classes(ex_run *x, int timing, int bins) {
    int ax[EX_MAXD] = {0, 0, 0}, na = ex_axis_nclass(x->w, x->q), k, i;
    uint64_t total;
    if (!ex_grid_fits(&x->g, x->w, x->q))
        return ex_fail(x, "the target grid is shorter than %d along an axis", 2 * x->w + x->q);
    for (i = 0; i < x->nin; i++)
        if (!ex_grid_fits(&x->in[i].g, x->w, x->q))
            return ex_fail(x, "%s: its grid is shorter than %d along an axis: use inputs at least that long along every "
                              "axis (e.g. 9, 16, 25 ranks for a 2D grid)",
                           x->in[i].path, 2 * x->w + x->q);
    for (i = 0, total = 1; i < x->g.nd; i++) total *= (uint64_t)na;
    for (;;) {
        if (x->ncls == EX_MAXCLASS) return ex_fail(x, "too many rank classes");
        an_progress("extrapolate: rank classes", (uint64_t)x->ncls, total);
        if (ex_class_build(x, ax, timing, bins)) {
            ex_class_free(x, &x->cls[x->ncls]);
            an_progress("extrapolate: rank classes", 1, 1);
            return -1;
        }
        x->ncls++;
        for (k = x->g.nd - 1; k >= 0 && ++ax[k] == na; k--) ax[k] = 0;
        if (k < 0) {
            an_progress("extrapolate: rank classes", 1, 1);
            return 0;
        }
    }
}

/*== >>ex_cmd  the verb: options, --check, the model listing ======================*/

typedef struct ex_opts {
    const char *in[EX_MAXIN], *out, *check;
    int nin, have_grid, ignore_sites, models;
    long ranks;
    ex_grid grid;
} ex_opts;

static int ex_open_inputs(ex_run *x, const ex_opts *o) {
    int i, j;
    for (i = 0; i < o->nin; i++) {
        ex_in *in = &x->in[i];
        in->path = o->in[i];
        if (!(in->r = open_trace(in->path, 0))) return -1;
        x->nin = i + 1;
        sct_reader_info(in->r, &in->fi);
        if (in->fi.nthreads > 1)
            return ex_fail(x, "%s: %d threads per rank (MPI_THREAD_MULTIPLE): extrapolation reads one timeline per rank",
                           in->path, in->fi.nthreads);
        if (in->fi.ntraces != 1 || in->fi.nranks != in->fi.world_size)
            return ex_fail(x, "%s: %d traces of %d of %d ranks: extrapolation needs a merged trace of every rank",
                           in->path, in->fi.ntraces, in->fi.nranks, (int)in->fi.world_size);
        if (in->fi.precision != 100)
            return ex_fail(x, "%s: recorded at precision %d: only lossless (precision 100) traces extrapolate exactly",
                           in->path, in->fi.precision);
        if (strcmp(in->fi.program, x->in[0].fi.program))
            return ex_fail(x, "%s is of program '%s', %s of '%s'", in->path, in->fi.program, x->in[0].path,
                           x->in[0].fi.program);
        ex_detect_grid(in->r, in->fi.world_size, &in->g);
    }
    for (i = 0; i < x->nin; i++) /* ascending rank counts */
        for (j = i + 1; j < x->nin; j++)
            if (x->in[j].fi.world_size < x->in[i].fi.world_size) {
                ex_in t = x->in[i];
                x->in[i] = x->in[j], x->in[j] = t;
            }
    for (i = 1; i < x->nin; i++) {
        if (x->in[i].fi.world_size == x->in[i - 1].fi.world_size)
            return ex_fail(x, "%s and %s both have %d ranks", x->in[i - 1].path, x->in[i].path, (int)x->in[i].fi.world_size);
        if (x->in[i].g.nd != x->in[0].g.nd)
            return ex_fail(x, "%s has a %dD grid, %s a %dD one", x->in[i].path, x->in[i].g.nd, x->in[0].path, x->in[0].g.nd);
    }
    x->ops = sct_reader_ops(x->in[x->nin - 1].r);
    return 0;
}

/* Extrapolate to x->P on x->g and write `path`. The partitions tried: (w, q)
   = (1, 1), (0, 2), (1, 2), (2, 1), (2, 2); the first one's refusal is the
   one reported. */
static int ex_extrapolate(ex_run *x, const char *path) {
    static const int wq[][2] = {{1, 1}, {0, 2}, {1, 2}, {2, 1}, {2, 2}};
    const sct_file_info *last = &x->in[x->nin - 1].fi;
    int timing = last->timing_mode == SCT_TIMING_OFF ? SCT_TIMING_OFF : SCT_TIMING_HIST, bins = 8, t, rc = -1;
    char first[sizeof x->err];
    const sct_hist *h;
    uint8_t *blob = NULL;
    size_t len = 0;
    uint32_t nn;
    if (sct_reader_nnodes(x->in[0].r, sct_reader_rank(x->in[0].r, 0), &x->ndone) != SCT_OK)
        return ex_fail(x, "%s: %s", x->in[0].path, sct_reader_error(x->in[0].r));
    if (sct_reader_nnodes(x->in[x->nin - 1].r, 0, &nn) == SCT_OK && nn &&
        sct_reader_trace_hist(x->in[x->nin - 1].r, 0, 0, 0, &h) == SCT_OK)
        bins = h->maxbins;
    if (!(x->done = (uint32_t *)sct__alloc(&x->mem, (size_t)x->ndone * 4 + 4))) return ex_fail(x, "out of memory");
    first[0] = 0;
    for (t = 0; t < (int)(sizeof wq / sizeof wq[0]) && rc; t++) {
        x->w = wq[t][0], x->q = wq[t][1];
        x->err[0] = 0;
        ex_reset(x);
        rc = ex_classes(x, timing, bins);
        if (rc && !first[0]) memcpy(first, x->err, sizeof first);
    }
    if (rc) {
        memcpy(x->err, first, sizeof first);
        return -1;
    }
    x->err[0] = 0;
    if ((timing != SCT_TIMING_OFF && ex_timing(x)) || ex_merge_classes(x, &blob, &len)) return -1;
    rc = ex_write(x, path, blob, len);
    sct__free(&x->mem, blob);
    return rc;
}

static void ex_free(ex_run *x) {
    int i;
    ex_reset(x);
    for (i = 0; i <= EX_MAXIN; i++) sct__free(&x->mem, x->buf[i]);
    sct__free(&x->mem, x->out);
    sct__free(&x->mem, x->leaf);
    sct__free(&x->mem, x->done);
    for (i = 0; i < x->nin; i++) sct_reader_close(x->in[i].r);
}

static void ex_list_timing(ex_run *x) {
    static const char *const stat[3] = {"mean", "min", "max"};
    uint32_t l;
    int w, k;
    for (l = 0; l < x->nleaf; l++)
        for (w = 0; w < 2; w++) {
            printf("timing %s leaf=%u %s:", x->ops->ops[x->leaf[l].op].name, x->leaf[l].in_id[x->nin - 1],
                   w ? "duration" : "compute");
            for (k = 0; k < 3; k++) {
                const ex_curve *c = &x->leaf[l].curve[w][k];
                printf(" %s=%s%s(a=%.4g b=%.4g dev=%.3g)=%.0fns", stat[k], ex_tname[c->kind],
                       x->leaf[l].postponed[w] >> k & 1 ? "[postponed]" : "", c->a, c->b, c->dev, x->leaf[l].at[w][k]);
            }
            printf("\n");
        }
}

static int ex_parse(int argc, char **argv, ex_opts *o) {
    int i;
    memset(o, 0, sizeof *o);
    o->out = "extrapolated.sct";
    o->ranks = -1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        int val = !strcmp(a, "--ranks") || !strcmp(a, "-o") || !strcmp(a, "--grid") || !strcmp(a, "--check");
        if (val && i + 1 >= argc) return usage_error("extrapolate", "%s needs a value", a);
        if (!strcmp(a, "--ranks")) {
            if (parse_long(argv[++i], &o->ranks) || o->ranks < 1 || o->ranks > INT32_MAX)
                return usage_error("extrapolate", "not a valid rank count: '%s'", argv[i]);
        } else if (!strcmp(a, "-o")) {
            o->out = argv[++i];
        } else if (!strcmp(a, "--grid")) {
            if (ex_parse_grid(argv[++i], &o->grid)) return usage_error("extrapolate", "not a grid like 8x8x4: '%s'", argv[i]);
            o->have_grid = 1;
        } else if (!strcmp(a, "--check")) {
            o->check = argv[++i];
        } else if (!strcmp(a, "--ignore-sites")) {
            o->ignore_sites = 1;
        } else if (!strcmp(a, "--models")) {
            o->models = 1;
        } else if (a[0] == '-' && a[1]) {
            return usage_error("extrapolate", "unknown option '%s'", a);
        } else if (o->nin == EX_MAXIN) {
            return usage_error("extrapolate", "at most %s input traces", "4");
        } else {
            o->in[o->nin++] = a;
        }
    }
    if (o->nin < 2) return usage_error("extrapolate", "%s", "needs at least two input traces (three or four are better)");
    if (o->ranks < 0 && !o->check) return usage_error("extrapolate", "%s", "needs --ranks P (or --check REAL)");
    return 0;
}

/* Total time (compute before + duration, all ranks) of each leaf of file r,
   keyed like ex_leaf: op and the hash of its call site. */
typedef struct ex_site_time {
    int op;
    uint64_t key;
    uint32_t id;
    double ns;
} ex_site_time;

static ex_site_time *ex_site_times(sct_reader *r, uint32_t *n) {
    sct_trace_info ti;
    ex_site_time *s;
    uint32_t id;
    *n = 0;
    if (sct_reader_trace(r, 0, &ti) != SCT_OK || !(s = (ex_site_time *)calloc(ti.nodes + 1, sizeof *s))) return NULL;
    for (id = 0; id < ti.nodes; id++) {
        sct_node_info ni;
        sct_site_info si;
        const sct_hist *h[2];
        if (sct_reader_trace_node(r, 0, id, &ni) != SCT_OK || ni.kind != SCT_NODE_LEAF ||
            sct_reader_trace_hist(r, 0, id, 0, &h[0]) != SCT_OK || sct_reader_trace_hist(r, 0, id, 1, &h[1]) != SCT_OK ||
            sct_reader_site(r, sct_reader_rank(r, 0), ni.site, &si) != SCT_OK)
            continue;
        s[*n].op = ni.op;
        s[*n].key = sct__frames_hash(si.frames, si.depth);
        s[*n].id = id;
        s[(*n)++].ns = h[0]->sum + h[1]->sum;
    }
    return s;
}

/* Each call site's total time in the extrapolated trace against the real
   one, and the paper's accuracy (section 5.2) of the mean time per rank. */
static int ex_check_timing(sct_reader *ext, sct_reader *real, int32_t p) {
    uint32_t ne, nr, i, j = 0;
    ex_site_time *e = ex_site_times(ext, &ne), *r = ex_site_times(real, &nr);
    char **names = e ? an_leaf_sites(ext, 0, sct_reader_rank(ext, 0), &j) : NULL;
    double te = 0, tr = 0;
    uint32_t nnames = j;
    if (!e || !r || !names) {
        free(e);
        free(r);
        return 1;
    }
    for (i = 0; i < ne; i++) {
        for (j = 0; j < nr && (r[j].op != e[i].op || r[j].key != e[i].key); j++) {
        }
        te += e[i].ns;
        if (j == nr) {
            printf("site %s %s: %.3f ms extrapolated, not in the real trace\n", sct_reader_ops(ext)->ops[e[i].op].name,
                   names[e[i].id], e[i].ns / 1e6);
            continue;
        }
        tr += r[j].ns;
        printf("site %s %s: real %.3f ms, extrapolated %.3f ms, error %+.1f%%\n", sct_reader_ops(ext)->ops[e[i].op].name,
               names[e[i].id], r[j].ns / 1e6, e[i].ns / 1e6, r[j].ns > 0 ? 100.0 * (e[i].ns - r[j].ns) / r[j].ns : 0.0);
    }
    if (tr > 0)
        printf("time per rank: real %.3f ms, extrapolated %.3f ms, timing_accuracy=%.1f%%\n", tr / p / 1e6, te / p / 1e6,
               100.0 * (1 - fabs(te - tr) / tr));
    else
        printf("time per rank: the real trace has no timing, timing_accuracy=n/a\n");
    an_free_names(names, nnames);
    free(e);
    free(r);
    return 0;
}

static int ex_check(const ex_opts *o, int ignore_sites) {
    an_diff d;
    const char *files[2];
    int rc;
    memset(&d, 0, sizeof d);
    files[0] = o->out, files[1] = o->check;
    d.ignore_sites = ignore_sites;
    if (!(d.r[0] = open_trace(o->out, 0))) return 1;
    if (!(d.r[1] = open_trace(o->check, 0))) {
        sct_reader_close(d.r[0]);
        return 1;
    }
    rc = an_diff_files(&d, files);
    if (ex_check_timing(d.r[0], d.r[1], sct_reader_rank(d.r[1], 0) >= 0 ? an_nworld(d.r[1]) : 1)) rc = 1;
    an_diff_free(&d);
    sct_reader_close(d.r[0]);
    sct_reader_close(d.r[1]);
    return rc;
}

/* The target grid follows MPI_Dims_create; say so when an input's did not. */
static void ex_note_rule(const ex_run *x) {
    char a[64], b[64];
    ex_grid g;
    int i, k;
    for (i = 0; i < x->nin; i++) {
        ex_dims_create(x->in[i].fi.world_size, x->in[i].g.nd, &g);
        for (k = 0; k < g.nd && g.d[k] == x->in[i].g.d[k]; k++) {
        }
        if (k == g.nd) continue;
        ex_grid_str(&x->in[i].g, a, sizeof a);
        ex_grid_str(&g, b, sizeof b);
        fprintf(stderr, "%s extrapolate: note: %s has the grid %s, MPI_Dims_create's rule gives %s; the target's grid "
                        "follows the rule: give --grid when the program uses another\n",
                prog, x->in[i].path, a, b);
        return;
    }
}

static int cmd_extrapolate(int argc, char **argv) {
    ex_run *x;
    ex_opts o;
    int rc = ex_parse(argc, argv, &o), i;
    char grid[64];
    int64_t cells = 1;
    if (rc) return rc;
    x = (ex_run *)an_alloc(1, sizeof *x); /* about 300 KB: not on the stack */
    sct__mem_init(&x->mem, NULL);
    x->list_models = o.models;
    if (ex_open_inputs(x, &o)) goto fail;
    x->P = o.ranks;
    if (o.check) {
        sct_reader *real = open_trace(o.check, 1);
        sct_file_info fi;
        if (!real) goto fail;
        sct_reader_info(real, &fi);
        x->P = fi.world_size;
        ex_detect_grid(real, fi.world_size, &x->g);
        sct_reader_close(real);
    } else {
        ex_dims_create(x->P, x->in[0].g.nd, &x->g);
        if (!o.have_grid) ex_note_rule(x);
    }
    if (o.have_grid) x->g = o.grid;
    for (i = 0; i < x->g.nd; i++) cells *= x->g.d[i];
    if (cells != x->P || x->g.nd != x->in[0].g.nd) {
        ex_grid_str(&x->g, grid, sizeof grid);
        ex_fail(x, "the target grid %s does not hold %d ranks in %d dimensions like the inputs", grid, (int)x->P,
                x->in[0].g.nd);
        goto fail;
    }
    if (ex_extrapolate(x, o.out)) goto fail;
    if (o.models) ex_list_timing(x);
    ex_grid_str(&x->g, grid, sizeof grid);
    fprintf(stderr, "%s extrapolate: wrote %s: %d ranks (grid %s) from", prog, o.out, (int)x->P, grid);
    for (i = 0; i < x->nin; i++) fprintf(stderr, "%s%d", i ? "," : " ", (int)x->in[i].fi.world_size);
    fprintf(stderr, " ranks; %d rank classes, %" PRIu64 " streams (%" PRIu64 " change with the rank count)\n", x->ncls,
            x->nstreams, x->nsolved);
    ex_free(x);
    free(x);
    return o.check ? ex_check(&o, o.ignore_sites) : 0;
fail:
    fprintf(stderr, "%s extrapolate: %s\n", prog, x->err[0] ? x->err : "cannot read the inputs");
    ex_free(x);
    free(x);
    return 1;
}

#endif /* SCT_EXTRAP_H */
