/* Demonstrates the classic halo exchange of a 2D 5-point Jacobi stencil.

   The ranks form a non-periodic 2D Cartesian grid (MPI_Dims_create +
   MPI_Cart_create); each owns an N x N block of a Laplace problem whose top
   edge is held at 1 and whose other edges are held at 0. Every step posts
   MPI_Irecv/MPI_Isend to each neighbour that exists (none on one rank, up to
   four for an inner rank), waits with MPI_Waitall, and does one
   Jacobi sweep; every K steps an MPI_Allreduce sums the residual. Columns
   travel as an MPI_Type_vector, so the trace also holds a derived datatype.

   Its trace is the textbook case for loop folding: one loop per rank whose
   body is the exchange and the sweep, an Allreduce in every K-th trip, and
   the same structure on all ranks that have the same set of neighbours.

   Build and run (Open MPI; use mpicc.mpich / mpirun.mpich for MPICH):
       mpicc.openmpi -std=gnu99 -I. -O2 examples/stencil2d.c -o stencil2d \
           -lzstd -ldl -lpthread -lm
       SCTRACE_OUT=stencil2d.sct mpirun.openmpi -np 4 ./stencil2d --iters 100
       build/sctrace tree stencil2d.sct
*/
#define SCTRACE_MPI_IMPLEMENTATION
#include "sctrace_mpi.h"
#include "example.h"

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { RESIDUAL_EVERY = 10 };

typedef struct {
    long iters; /* time steps */
    long n;     /* interior points per rank along each axis */
    long global; /* > 0: strong scaling, global interior points per axis */
} options;

/* Neighbour slots, in the order requests are posted. */
enum { NORTH, SOUTH, WEST, EAST, NSIDES };

typedef struct {
    long n, w;         /* interior size, row width including the halo (n + 2) */
    double *u, *unew;  /* (n + 2) x (n + 2), row-major */
    int nbr[NSIDES];   /* neighbour ranks, MPI_PROC_NULL at the global edge */
    MPI_Datatype col;  /* one interior column */
    MPI_Comm cart;
} grid;

#define AT(g, a, i, j) ((a)[(size_t)(i) * (size_t)(g)->w + (size_t)(j)])

/* Fixed boundary values live in the halo cells that face no neighbour; the
   exchange never writes them, so they stay put for the whole run. */
static void grid_init(grid *g)
{
    size_t cells = (size_t)g->w * (size_t)g->w;
    g->u = calloc(cells, sizeof *g->u);
    g->unew = calloc(cells, sizeof *g->unew);
    if (!g->u || !g->unew) {
        fprintf(stderr, "stencil2d: out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    if (g->nbr[NORTH] == MPI_PROC_NULL)
        for (long j = 0; j < g->w; j++)
            AT(g, g->u, 0, j) = AT(g, g->unew, 0, j) = 1.0;
}

static void halo_exchange(grid *g)
{
    const long n = g->n;
    /* Rows are contiguous; columns use the vector type. */
    void *sendp[NSIDES] = {&AT(g, g->u, 1, 1), &AT(g, g->u, n, 1),
                           &AT(g, g->u, 1, 1), &AT(g, g->u, 1, n)};
    void *recvp[NSIDES] = {&AT(g, g->u, 0, 1), &AT(g, g->u, n + 1, 1),
                           &AT(g, g->u, 1, 0), &AT(g, g->u, 1, n + 1)};
    MPI_Request req[2 * NSIDES];
    /* A real array rather than MPI_STATUSES_IGNORE: GCC's access checking
       misreads MPICH's sentinel pointer as a zero-sized array. */
    MPI_Status stat[2 * NSIDES];
    int nreq = 0;
    for (int s = 0; s < NSIDES; s++) {
        if (g->nbr[s] == MPI_PROC_NULL)
            continue;
        int is_row = s == NORTH || s == SOUTH;
        MPI_Irecv(recvp[s], is_row ? (int)n : 1, is_row ? MPI_DOUBLE : g->col,
                  g->nbr[s], 0, g->cart, &req[nreq++]);
    }
    for (int s = 0; s < NSIDES; s++) {
        if (g->nbr[s] == MPI_PROC_NULL)
            continue;
        int is_row = s == NORTH || s == SOUTH;
        MPI_Isend(sendp[s], is_row ? (int)n : 1, is_row ? MPI_DOUBLE : g->col,
                  g->nbr[s], 0, g->cart, &req[nreq++]);
    }
    MPI_Waitall(nreq, req, stat);
}

/* One Jacobi sweep; returns the local sum of squared updates. */
static double jacobi_sweep(grid *g)
{
    double rsd = 0.0;
    for (long i = 1; i <= g->n; i++)
        for (long j = 1; j <= g->n; j++) {
            double v = 0.25 * (AT(g, g->u, i - 1, j) + AT(g, g->u, i + 1, j) +
                               AT(g, g->u, i, j - 1) + AT(g, g->u, i, j + 1));
            double d = v - AT(g, g->u, i, j);
            rsd += d * d;
            AT(g, g->unew, i, j) = v;
        }
    /* Swap whole arrays: the boundary halo is identical in both. */
    double *t = g->u;
    g->u = g->unew;
    g->unew = t;
    return rsd;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    options opt = {.iters = 100, .n = 64, .global = 0};
    const ex_option opts[] = {
        {"iters", &opt.iters, 1, 100000000, "Jacobi steps"},
        {"n", &opt.n, 1, 100000000, "interior points per rank along each axis (weak scaling)"},
        {"global", &opt.global, 1, 100000000,
         "interior points of the whole problem along each axis, split over a square rank "
         "grid (strong scaling; 0: off)"}};
    int st = ex_parse(argc, argv, rank, opts, 3);
    if (st != 0)
        return ex_no_run(st);

    int dims[2] = {0, 0}, periods[2] = {0, 0};
    MPI_Dims_create(size, 2, dims);
    /* Strong scaling: one problem whatever the rank count, so message sizes
       shrink as 1/dims (what `sctrace extrapolate` must model). */
    if (opt.global) {
        if (dims[0] != dims[1] || opt.global % dims[0] != 0) {
            if (rank == 0)
                fprintf(stderr, "%s: --global %ld needs a square rank grid whose side divides it (%d ranks make %dx%d)\n",
                        argv[0], opt.global, size, dims[0], dims[1]);
            return ex_no_run(2);
        }
        opt.n = opt.global / dims[0];
    }
    grid g = {.n = opt.n, .w = opt.n + 2};
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &g.cart);
    MPI_Cart_shift(g.cart, 0, 1, &g.nbr[NORTH], &g.nbr[SOUTH]);
    MPI_Cart_shift(g.cart, 1, 1, &g.nbr[WEST], &g.nbr[EAST]);
    MPI_Type_vector((int)g.n, 1, (int)g.w, MPI_DOUBLE, &g.col);
    MPI_Type_commit(&g.col);
    grid_init(&g);

    /* Markers label phases of the trace; `sctrace tree` shows where. */
    sctrace_marker("time loop");
    double t0 = MPI_Wtime();
    double global_rsd = 0.0;
    for (long it = 1; it <= opt.iters; it++) {
        halo_exchange(&g);
        double rsd = jacobi_sweep(&g);
        if (it % RESIDUAL_EVERY == 0)
            MPI_Allreduce(&rsd, &global_rsd, 1, MPI_DOUBLE, MPI_SUM, g.cart);
    }
    double elapsed = MPI_Wtime() - t0;
    sctrace_marker("checksum");

    double local_sum = 0.0, sum = 0.0;
    for (long i = 1; i <= g.n; i++)
        for (long j = 1; j <= g.n; j++)
            local_sum += AT(&g, g.u, i, j);
    MPI_Reduce(&local_sum, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, g.cart);
    double max_elapsed = ex_max_time(elapsed, g.cart);
    if (rank == 0)
        printf("stencil2d: ranks=%d grid=%dx%d n=%ld iters=%ld residual=%.6e "
               "checksum=%.10e time=%.3fs\n",
               size, dims[0], dims[1], g.n, opt.iters, global_rsd, sum, max_elapsed);

    MPI_Type_free(&g.col);
    MPI_Comm_free(&g.cart);
    free(g.u);
    free(g.unew);
    MPI_Finalize();
    return 0;
}
