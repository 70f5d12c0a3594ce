/* Demonstrates dynamic load balancing: a master hands out work items and
   takes results back in whatever order the workers finish.

   Rank 0 primes every worker with one item (MPI_Send, tag WORK), then loops
   on MPI_Recv from MPI_ANY_SOURCE (tag RESULT); each result frees its
   worker, which gets the next item or, once the items run out, an empty
   message with tag STOP. Workers MPI_Recv with MPI_ANY_TAG and decide by the
   tag. Items differ in cost, so which worker gets which item depends on
   timing: two runs give the same answer but different message orders.

   For a tracer this is the hard case for replay: the receives name no source,
   so the trace must record which source each one actually matched (from the
   status), and the number of items per worker varies from run to run. With
   one rank there are no workers, and rank 0 does every item itself.

   Build and run (Open MPI; use mpicc.mpich / mpirun.mpich for MPICH):
       mpicc.openmpi -std=gnu99 -I. -O2 examples/master_worker.c -o master_worker \
           -lzstd -ldl -lpthread -lm
       SCTRACE_OUT=mw.sct mpirun.openmpi -np 4 ./master_worker --iters 100
       build/sctrace tree mw.sct
*/
#define SCTRACE_MPI_IMPLEMENTATION
#include "sctrace_mpi.h"
#include "example.h"

#include <limits.h>
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TAG_WORK = 1, TAG_RESULT = 2, TAG_STOP = 3 };

/* Work item k: a partial sum of the Fourier series of a square wave at a
   point that depends on k, with 10,000..60,000 terms so that items differ in
   cost by a factor of six. */
static double do_item(long k)
{
    long terms = 10000 + (k * 7919) % 50001;
    double x = 0.1 + (double)(k % 97) / 97.0 * 3.0, s = 0.0;
    for (long n = 1; n <= terms; n += 2)
        s += sin((double)n * x) / (double)n;
    return 4.0 / 3.141592653589793 * s;
}

/* Hands out items 0..items-1 and collects their results by item number;
   does them itself when there are no workers. */
static void master(long items, int size, double *results)
{
    long next = 0;
    int busy = 0;
    for (int w = 1; w < size; w++) {
        if (next < items) {
            MPI_Send(&next, 1, MPI_LONG, w, TAG_WORK, MPI_COMM_WORLD);
            next++;
            busy++;
        } else {
            MPI_Send(NULL, 0, MPI_LONG, w, TAG_STOP, MPI_COMM_WORLD);
        }
    }
    while (busy > 0) {
        /* reply[0] is the item number, carried as a double to keep one
           message; item numbers stay far below 2^53. */
        double reply[2];
        MPI_Status st;
        MPI_Recv(reply, 2, MPI_DOUBLE, MPI_ANY_SOURCE, TAG_RESULT, MPI_COMM_WORLD, &st);
        results[(long)reply[0]] = reply[1];
        if (next < items) {
            MPI_Send(&next, 1, MPI_LONG, st.MPI_SOURCE, TAG_WORK, MPI_COMM_WORLD);
            next++;
        } else {
            MPI_Send(NULL, 0, MPI_LONG, st.MPI_SOURCE, TAG_STOP, MPI_COMM_WORLD);
            busy--;
        }
    }
    for (; next < items; next++)
        results[next] = do_item(next);
}

/* Returns how many items this worker did. */
static long worker(void)
{
    long done = 0;
    for (;;) {
        long k;
        MPI_Status st;
        MPI_Recv(&k, 1, MPI_LONG, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
        if (st.MPI_TAG == TAG_STOP)
            return done;
        double reply[2] = {(double)k, do_item(k)};
        MPI_Send(reply, 2, MPI_DOUBLE, 0, TAG_RESULT, MPI_COMM_WORLD);
        done++;
    }
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    long items = 100;
    const ex_option opts[] = {{"iters", &items, 1, 100000000, "work items handed out"}};
    int st = ex_parse(argc, argv, rank, opts, 1);
    if (st != 0)
        return ex_no_run(st);

    double t0 = MPI_Wtime();
    double *results = NULL;
    long done = 0; /* items done as a worker */
    if (rank == 0) {
        results = calloc((size_t)items, sizeof *results);
        if (!results) {
            fprintf(stderr, "master_worker: out of memory\n");
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
        master(items, size, results);
    } else {
        done = worker();
    }
    double elapsed = MPI_Wtime() - t0;

    /* The load balance; rank 0 is no worker, so it takes no part in either. */
    long most = 0, fewest = 0, for_min = rank == 0 ? LONG_MAX : done;
    MPI_Reduce(&done, &most, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Reduce(&for_min, &fewest, 1, MPI_LONG, MPI_MIN, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        /* Summing in item order keeps the checksum independent of the
           order in which results arrived. */
        double sum = 0.0;
        for (long k = 0; k < items; k++)
            sum += results[k];
        if (size == 1)
            fewest = most = 0;
        printf("master_worker: ranks=%d items=%ld workers=%d per_worker=%ld..%ld "
               "checksum=%.10e time=%.3fs\n",
               size, items, size - 1, fewest, most, sum, elapsed);
        free(results);
    }
    MPI_Finalize();
    return 0;
}
