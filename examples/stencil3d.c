/* Demonstrates a 3D 7-point stencil on a fully periodic Cartesian grid.

   MPI_Dims_create factors the ranks into a 3D torus (MPI_Cart_create with
   every dimension periodic), so every rank has exactly six neighbour slots;
   along a dimension of extent 1 both slots are the rank itself and along a
   dimension of extent 2 both are the same other rank, which is why each
   message's tag names the direction it travels in. Faces are packed into
   contiguous buffers by hand and exchanged with MPI_Irecv/MPI_Isend/
   MPI_Waitall; then an explicit heat-equation step updates the N^3 block.
   Every K steps an MPI_Allreduce sums the field's energy.

   Unlike the 2D example, every rank posts the same twelve requests, so all
   ranks share one loop structure and differ only in their peers.

   Build and run (Open MPI; use mpicc.mpich / mpirun.mpich for MPICH):
       mpicc.openmpi -std=gnu99 -I. -O2 examples/stencil3d.c -o stencil3d \
           -lzstd -ldl -lpthread -lm
       SCTRACE_OUT=stencil3d.sct mpirun.openmpi -np 8 ./stencil3d --iters 100
       build/sctrace tree stencil3d.sct
*/
#define SCTRACE_MPI_IMPLEMENTATION
#include "sctrace_mpi.h"
#include "example.h"

#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ENERGY_EVERY = 10 };

/* Diffusion number of the explicit step; stable for values up to 1/6. */
static const double ALPHA = 0.1;

typedef struct {
    long iters; /* time steps */
    long n;     /* interior points per rank along each axis */
} options;

/* Face 2*d is the low side of dimension d, face 2*d+1 the high side. A
   message sent through face f carries tag f and lands in the receiver's
   opposite face, f ^ 1. */
enum { NFACES = 6 };

typedef struct {
    long n, w;                 /* interior size, extent including halo (n + 2) */
    double *u, *unew;          /* w^3 cells, index (i * w + j) * w + k */
    int nbr[NFACES];
    double *sendbuf[NFACES], *recvbuf[NFACES]; /* n * n each */
    MPI_Comm cart;
} grid;

static size_t idx(const grid *g, long i, long j, long k)
{
    return ((size_t)i * (size_t)g->w + (size_t)j) * (size_t)g->w + (size_t)k;
}

/* Maps face f and in-face coordinates (a, b) to the cell at depth `layer`
   (1 = first interior layer, 0 = halo, counted from that face inward). */
static size_t face_cell(const grid *g, int f, long layer, long a, long b)
{
    long c = (f & 1) ? g->n + 1 - layer : layer;
    switch (f >> 1) {
    case 0: return idx(g, c, a, b);
    case 1: return idx(g, a, c, b);
    default: return idx(g, a, b, c);
    }
}

static void *xcalloc(size_t count, size_t size)
{
    void *p = calloc(count, size);
    if (!p) {
        fprintf(stderr, "stencil3d: out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    return p;
}

/* A smooth initial field in global coordinates, so the answer depends on the
   global grid only and not on how it is split. */
static void grid_init(grid *g, const int dims[3], const int coords[3])
{
    size_t cells = (size_t)g->w * (size_t)g->w * (size_t)g->w;
    g->u = xcalloc(cells, sizeof *g->u);
    g->unew = xcalloc(cells, sizeof *g->unew);
    for (int f = 0; f < NFACES; f++) {
        g->sendbuf[f] = xcalloc((size_t)(g->n * g->n), sizeof(double));
        g->recvbuf[f] = xcalloc((size_t)(g->n * g->n), sizeof(double));
    }
    const double two_pi = 6.283185307179586;
    double ext[3];
    for (int d = 0; d < 3; d++)
        ext[d] = (double)(g->n * dims[d]);
    for (long i = 1; i <= g->n; i++)
        for (long j = 1; j <= g->n; j++)
            for (long k = 1; k <= g->n; k++) {
                double x = (double)(coords[0] * g->n + i - 1) / ext[0];
                double y = (double)(coords[1] * g->n + j - 1) / ext[1];
                double z = (double)(coords[2] * g->n + k - 1) / ext[2];
                g->u[idx(g, i, j, k)] = sin(two_pi * x) * cos(two_pi * y) +
                                        0.5 * sin(2.0 * two_pi * z) + (x > 0.5);
            }
}

static void halo_exchange(grid *g)
{
    const long n = g->n;
    const int count = (int)(n * n);
    MPI_Request req[2 * NFACES];
    MPI_Status stat[2 * NFACES];
    for (int f = 0; f < NFACES; f++)
        MPI_Irecv(g->recvbuf[f], count, MPI_DOUBLE, g->nbr[f], f ^ 1, g->cart,
                  &req[f]);
    for (int f = 0; f < NFACES; f++) {
        for (long a = 1; a <= n; a++)
            for (long b = 1; b <= n; b++)
                g->sendbuf[f][(a - 1) * n + (b - 1)] = g->u[face_cell(g, f, 1, a, b)];
        MPI_Isend(g->sendbuf[f], count, MPI_DOUBLE, g->nbr[f], f, g->cart,
                  &req[NFACES + f]);
    }
    MPI_Waitall(2 * NFACES, req, stat);
    for (int f = 0; f < NFACES; f++)
        for (long a = 1; a <= n; a++)
            for (long b = 1; b <= n; b++)
                g->u[face_cell(g, f, 0, a, b)] = g->recvbuf[f][(a - 1) * n + (b - 1)];
}

/* One explicit step of u_t = laplace(u); returns the local energy sum u^2. */
static double heat_step(grid *g)
{
    const size_t sj = (size_t)g->w, si = sj * sj;
    double energy = 0.0;
    for (long i = 1; i <= g->n; i++)
        for (long j = 1; j <= g->n; j++)
            for (long k = 1; k <= g->n; k++) {
                size_t c = idx(g, i, j, k);
                double lap = g->u[c - si] + g->u[c + si] + g->u[c - sj] +
                             g->u[c + sj] + g->u[c - 1] + g->u[c + 1] - 6.0 * g->u[c];
                double v = g->u[c] + ALPHA * lap;
                g->unew[c] = v;
                energy += v * v;
            }
    double *t = g->u;
    g->u = g->unew;
    g->unew = t;
    return energy;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    options opt = {.iters = 100, .n = 16};
    const ex_option opts[] = {{"iters", &opt.iters, 1, 100000, "time steps"},
                              {"n", &opt.n, 1, 100000, "interior points per rank along each axis"}};
    int st = ex_parse(argc, argv, rank, opts, 2);
    if (st != 0)
        return ex_no_run(st);

    grid g = {.n = opt.n, .w = opt.n + 2};
    int dims[3] = {0, 0, 0}, periods[3] = {1, 1, 1}, coords[3];
    MPI_Dims_create(size, 3, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 3, dims, periods, 0, &g.cart);
    int cart_rank;
    MPI_Comm_rank(g.cart, &cart_rank);
    MPI_Cart_coords(g.cart, cart_rank, 3, coords);
    for (int d = 0; d < 3; d++)
        MPI_Cart_shift(g.cart, d, 1, &g.nbr[2 * d], &g.nbr[2 * d + 1]);
    grid_init(&g, dims, coords);

    double t0 = MPI_Wtime();
    double energy = 0.0;
    for (long it = 1; it <= opt.iters; it++) {
        halo_exchange(&g);
        double local = heat_step(&g);
        if (it % ENERGY_EVERY == 0)
            MPI_Allreduce(&local, &energy, 1, MPI_DOUBLE, MPI_SUM, g.cart);
    }
    double elapsed = MPI_Wtime() - t0;

    double local_sum = 0.0, sum = 0.0;
    for (long i = 1; i <= g.n; i++)
        for (long j = 1; j <= g.n; j++)
            for (long k = 1; k <= g.n; k++)
                local_sum += g.u[idx(&g, i, j, k)];
    MPI_Reduce(&local_sum, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, g.cart);
    double max_elapsed = ex_max_time(elapsed, g.cart);
    if (rank == 0)
        printf("stencil3d: ranks=%d grid=%dx%dx%d n=%ld iters=%ld energy=%.10e "
               "checksum=%.10e time=%.3fs\n",
               size, dims[0], dims[1], dims[2], g.n, opt.iters, energy, sum,
               max_elapsed);

    for (int f = 0; f < NFACES; f++) {
        free(g.sendbuf[f]);
        free(g.recvbuf[f]);
    }
    free(g.u);
    free(g.unew);
    MPI_Comm_free(&g.cart);
    MPI_Finalize();
    return 0;
}
