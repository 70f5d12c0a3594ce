/* Demonstrates an irregular loop nest modelled on the Parallel Ocean Program
   (POP): an inner solver loop whose trip count changes from one timestep to
   the next and from one rank to another.

   POP's timestep has a baroclinic phase (explicit 3D physics, one halo
   update) and a barotropic phase (an implicit 2D solve iterated until a
   global residual is small). Here the ranks form a 2D Cartesian grid that
   is periodic east-west and closed north-south, like a global ocean, and
   each timestep does:

     1. baroclinic: halo exchange of a tracer field (MPI_Irecv/MPI_Isend/
        MPI_Waitall to each neighbour) and an explicit diffusion step;
     2. barotropic: every rank draws its own trip count n_r (20..40, a
        deterministic hash of timestep and rank), the ranks agree on
        n_max = max n_r with MPI_Allreduce(MAX), and the solver runs n_max
        iterations. In iteration i a rank relaxes and exchanges halos only
        while i < n_r, and only with the neighbours q for which i < n_q too
        (both sides can compute n_q, so no message is left unmatched); the
        residual MPI_Allreduce runs in every iteration on every rank, so all
        ranks make the same collective calls;
     3. every 10 steps, a global diagnostic (MPI_Allreduce of the tracer sum).

   A compressor that folds only exact repetitions sees a different loop nest
   in every step and on every rank; what this example measures is how well
   the varying trip counts and neighbour sets fold into value streams.

   Build and run (Open MPI; use mpicc.mpich / mpirun.mpich for MPICH):
       mpicc.openmpi -std=gnu99 -I. -O2 examples/pop.c -o pop \
           -lzstd -ldl -lpthread -lm
       SCTRACE_OUT=pop.sct mpirun.openmpi -np 4 ./pop --iters 10
       build/sctrace tree pop.sct
*/
#define SCTRACE_MPI_IMPLEMENTATION
#include "sctrace_mpi.h"
#include "example.h"

#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MIN_TRIPS = 20, MAX_TRIPS = 40, DIAG_EVERY = 10 };

typedef struct {
    long iters; /* timesteps */
    long n;     /* interior points per rank along each axis */
} options;

/* The solver trip count of `rank` in `step`: any rank can compute any other
   rank's count, which is what lets neighbours agree on who exchanges. The
   mixing is splitmix64's finaliser. */
static int solver_trips(long step, int rank)
{
    uint64_t z = (uint64_t)step * 0x9E3779B97F4A7C15u + (uint64_t)rank * 0xD1B54A32D192ED03u;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    z ^= z >> 31;
    return MIN_TRIPS + (int)(z % (uint64_t)(MAX_TRIPS - MIN_TRIPS + 1));
}

enum { NORTH, SOUTH, WEST, EAST, NSIDES };

typedef struct {
    long n, w;        /* interior size, row width including the halo */
    int nbr[NSIDES];  /* MPI_PROC_NULL beyond the north and south coasts */
    MPI_Datatype col; /* one interior column */
    MPI_Comm cart;
} domain;

#define AT(d, a, i, j) ((a)[(size_t)(i) * (size_t)(d)->w + (size_t)(j)])

/* Exchanges a's halo with the neighbours whose `active` flag is set. The tag
   is the side the message leaves through; it matters when the east and
   west neighbours are one and the same rank. */
static void halo_exchange(const domain *d, double *a, const int active[NSIDES])
{
    const long n = d->n;
    static const int opposite[NSIDES] = {SOUTH, NORTH, EAST, WEST};
    void *sendp[NSIDES] = {&AT(d, a, 1, 1), &AT(d, a, n, 1), &AT(d, a, 1, 1),
                           &AT(d, a, 1, n)};
    void *recvp[NSIDES] = {&AT(d, a, 0, 1), &AT(d, a, n + 1, 1), &AT(d, a, 1, 0),
                           &AT(d, a, 1, n + 1)};
    MPI_Request req[2 * NSIDES];
    MPI_Status stat[2 * NSIDES];
    int nreq = 0;
    for (int s = 0; s < NSIDES; s++) {
        if (d->nbr[s] == MPI_PROC_NULL || !active[s])
            continue;
        int row = s == NORTH || s == SOUTH;
        MPI_Irecv(recvp[s], row ? (int)n : 1, row ? MPI_DOUBLE : d->col, d->nbr[s],
                  opposite[s], d->cart, &req[nreq++]);
    }
    for (int s = 0; s < NSIDES; s++) {
        if (d->nbr[s] == MPI_PROC_NULL || !active[s])
            continue;
        int row = s == NORTH || s == SOUTH;
        MPI_Isend(sendp[s], row ? (int)n : 1, row ? MPI_DOUBLE : d->col, d->nbr[s], s,
                  d->cart, &req[nreq++]);
    }
    MPI_Waitall(nreq, req, stat);
}

/* Explicit diffusion of the tracer. Beyond the closed coasts the halo stays
   zero, so the coasts absorb tracer. */
static void baroclinic_step(const domain *d, double *t, double *tmp)
{
    for (long i = 1; i <= d->n; i++)
        for (long j = 1; j <= d->n; j++)
            AT(d, tmp, i, j) = AT(d, t, i, j) +
                               0.2 * (AT(d, t, i - 1, j) + AT(d, t, i + 1, j) +
                                      AT(d, t, i, j - 1) + AT(d, t, i, j + 1) -
                                      4.0 * AT(d, t, i, j));
    for (long i = 1; i <= d->n; i++)
        memcpy(&AT(d, t, i, 1), &AT(d, tmp, i, 1), (size_t)d->n * sizeof *t);
}

/* One damped Jacobi sweep for (4 + c) p - sum of neighbours = rhs, the
   shape of POP's barotropic operator; returns the local squared residual. */
static double barotropic_sweep(const domain *d, double *p, const double *rhs,
                               double *tmp)
{
    const double c = 0.5;
    double rsd = 0.0;
    for (long i = 1; i <= d->n; i++)
        for (long j = 1; j <= d->n; j++) {
            double nb = AT(d, p, i - 1, j) + AT(d, p, i + 1, j) + AT(d, p, i, j - 1) +
                        AT(d, p, i, j + 1);
            double r = AT(d, rhs, i, j) + nb - (4.0 + c) * AT(d, p, i, j);
            rsd += r * r;
            AT(d, tmp, i, j) = AT(d, p, i, j) + 0.8 * r / (4.0 + c);
        }
    for (long i = 1; i <= d->n; i++)
        memcpy(&AT(d, p, i, 1), &AT(d, tmp, i, 1), (size_t)d->n * sizeof *p);
    return rsd;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    options opt = {.iters = 10, .n = 32};
    char iters_help[64];
    snprintf(iters_help, sizeof iters_help, "timesteps, each running %d..%d solver iterations",
             MIN_TRIPS, MAX_TRIPS);
    const ex_option opts[] = {{"iters", &opt.iters, 1, 1000000, iters_help},
                              {"n", &opt.n, 1, 1000000, "interior points per rank along each axis"}};
    int st = ex_parse(argc, argv, rank, opts, 2);
    if (st != 0)
        return ex_no_run(st);

    domain d = {.n = opt.n, .w = opt.n + 2};
    int dims[2] = {0, 0}, periods[2] = {0, 1};
    MPI_Dims_create(size, 2, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &d.cart);
    MPI_Cart_shift(d.cart, 0, 1, &d.nbr[NORTH], &d.nbr[SOUTH]);
    MPI_Cart_shift(d.cart, 1, 1, &d.nbr[WEST], &d.nbr[EAST]);
    MPI_Type_vector((int)d.n, 1, (int)d.w, MPI_DOUBLE, &d.col);
    MPI_Type_commit(&d.col);
    int me; /* trip counts are keyed by the ranks neighbours see */
    MPI_Comm_rank(d.cart, &me);

    size_t cells = (size_t)d.w * (size_t)d.w;
    double *tracer = calloc(cells, sizeof(double));
    double *p = calloc(cells, sizeof(double));
    double *rhs = calloc(cells, sizeof(double));
    double *tmp = calloc(cells, sizeof(double));
    if (!tracer || !p || !rhs || !tmp) {
        fprintf(stderr, "pop: out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    for (long i = 1; i <= d.n; i++)
        for (long j = 1; j <= d.n; j++)
            AT(&d, tracer, i, j) = (double)((i * 7 + j * 13 + me * 29) % 41) / 41.0;

    const int all_sides[NSIDES] = {1, 1, 1, 1};
    long total_trips = 0;
    double rsd_global = 0.0, tracer_total = 0.0;
    double t0 = MPI_Wtime();
    for (long step = 0; step < opt.iters; step++) {
        halo_exchange(&d, tracer, all_sides);
        baroclinic_step(&d, tracer, tmp);

        /* The barotropic right-hand side follows the tracer, as the surface
           pressure follows density in the real model. */
        for (long i = 1; i <= d.n; i++)
            for (long j = 1; j <= d.n; j++)
                AT(&d, rhs, i, j) = AT(&d, tracer, i, j) - 0.5;

        int my_trips = solver_trips(step, me), max_trips = 0;
        int nbr_trips[NSIDES];
        for (int s = 0; s < NSIDES; s++)
            nbr_trips[s] = d.nbr[s] == MPI_PROC_NULL ? 0 : solver_trips(step, d.nbr[s]);
        MPI_Allreduce(&my_trips, &max_trips, 1, MPI_INT, MPI_MAX, d.cart);
        for (int i = 0; i < max_trips; i++) {
            double rsd = 0.0;
            if (i < my_trips) {
                int active[NSIDES];
                for (int s = 0; s < NSIDES; s++)
                    active[s] = i < nbr_trips[s];
                halo_exchange(&d, p, active);
                rsd = barotropic_sweep(&d, p, rhs, tmp);
            }
            MPI_Allreduce(&rsd, &rsd_global, 1, MPI_DOUBLE, MPI_SUM, d.cart);
        }
        total_trips += my_trips;

        if ((step + 1) % DIAG_EVERY == 0) {
            double local = 0.0;
            for (long i = 1; i <= d.n; i++)
                for (long j = 1; j <= d.n; j++)
                    local += AT(&d, tracer, i, j);
            MPI_Allreduce(&local, &tracer_total, 1, MPI_DOUBLE, MPI_SUM, d.cart);
        }
    }
    double elapsed = MPI_Wtime() - t0;

    double local_p = 0.0, p_sum = 0.0;
    long trips_sum = 0;
    for (long i = 1; i <= d.n; i++)
        for (long j = 1; j <= d.n; j++)
            local_p += AT(&d, p, i, j);
    MPI_Reduce(&local_p, &p_sum, 1, MPI_DOUBLE, MPI_SUM, 0, d.cart);
    MPI_Reduce(&total_trips, &trips_sum, 1, MPI_LONG, MPI_SUM, 0, d.cart);
    double max_elapsed = ex_max_time(elapsed, d.cart);
    if (rank == 0)
        printf("pop: ranks=%d grid=%dx%d n=%ld iters=%ld solver_iters=%ld "
               "residual=%.6e tracer=%.10e checksum=%.10e time=%.3fs\n",
               size, dims[0], dims[1], d.n, opt.iters, trips_sum, rsd_global,
               tracer_total, p_sum, max_elapsed);

    free(tracer);
    free(p);
    free(rhs);
    free(tmp);
    MPI_Type_free(&d.col);
    MPI_Comm_free(&d.cart);
    MPI_Finalize();
    return 0;
}
