/* Demonstrates two ring patterns: a token that travels rank by rank, and a
   simultaneous shift of every rank's data to its right-hand neighbour.

   Each iteration first smooths a local array and shifts it one rank to the
   right with MPI_Sendrecv (all ranks at once, deadlock-free by
   construction). Then a token array makes one lap: rank 0 MPI_Sends it to
   rank 1, every other rank MPI_Recvs it from its left, folds its own data
   into it and MPI_Sends it on, and rank 0 MPI_Recvs it back. The lap
   serialises the ranks, so its time grows with the rank count.

   In the trace, the peers are recorded relative to the caller (+1 and -1),
   so every rank's loop body looks the same except rank 0's, whose send comes
   before its receive. On one rank a blocking send to oneself could deadlock,
   so the lap is a single MPI_Sendrecv_replace there.

   Build and run (Open MPI; use mpicc.mpich / mpirun.mpich for MPICH):
       mpicc.openmpi -std=gnu99 -I. -O2 examples/ring.c -o ring \
           -lzstd -ldl -lpthread -lm
       SCTRACE_OUT=ring.sct mpirun.openmpi -np 4 ./ring --iters 100
       build/sctrace tree ring.sct
*/
#define SCTRACE_MPI_IMPLEMENTATION
#include "sctrace_mpi.h"
#include "example.h"

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LEN = 512, TAG_SHIFT = 1, TAG_TOKEN = 2 };

/* Three-point smoothing with fixed ends, a few passes: enough arithmetic to
   give each rank some compute time between messages. */
static void smooth(double *a, double *tmp)
{
    for (int pass = 0; pass < 8; pass++) {
        for (int i = 1; i < LEN - 1; i++)
            tmp[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1];
        memcpy(a + 1, tmp + 1, (LEN - 2) * sizeof *a);
    }
}

/* Mixes this rank's data into the token; the order of the ranks matters, so
   a token that skipped or repeated a rank would change the checksum. */
static void fold_into_token(double *token, const double *data, int rank)
{
    for (int i = 0; i < LEN; i++)
        token[i] = 0.5 * token[i] + data[i] * (1.0 + 0.001 * rank);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    long iters = 100;
    const ex_option opts[] = {{"iters", &iters, 1, 1000000000, "laps of the token"}};
    int st = ex_parse(argc, argv, rank, opts, 1);
    if (st != 0)
        return ex_no_run(st);

    double *data = malloc(LEN * sizeof *data);
    double *incoming = malloc(LEN * sizeof *incoming);
    double *tmp = malloc(LEN * sizeof *tmp);
    double *token = calloc(LEN, sizeof *token);
    if (!data || !incoming || !tmp || !token) {
        fprintf(stderr, "ring: out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    for (int i = 0; i < LEN; i++)
        data[i] = (double)((rank * 131 + i * 17) % 97) / 97.0;

    const int right = (rank + 1) % size, left = (rank + size - 1) % size;
    double t0 = MPI_Wtime();
    for (long it = 0; it < iters; it++) {
        smooth(data, tmp);
        MPI_Sendrecv(data, LEN, MPI_DOUBLE, right, TAG_SHIFT, incoming, LEN,
                     MPI_DOUBLE, left, TAG_SHIFT, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        double *t = data;
        data = incoming;
        incoming = t;

        if (size == 1) {
            fold_into_token(token, data, rank);
            MPI_Sendrecv_replace(token, LEN, MPI_DOUBLE, 0, TAG_TOKEN, 0, TAG_TOKEN,
                                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else if (rank == 0) {
            fold_into_token(token, data, rank);
            MPI_Send(token, LEN, MPI_DOUBLE, right, TAG_TOKEN, MPI_COMM_WORLD);
            MPI_Recv(token, LEN, MPI_DOUBLE, left, TAG_TOKEN, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(token, LEN, MPI_DOUBLE, left, TAG_TOKEN, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            fold_into_token(token, data, rank);
            MPI_Send(token, LEN, MPI_DOUBLE, right, TAG_TOKEN, MPI_COMM_WORLD);
        }
    }
    double elapsed = MPI_Wtime() - t0;

    double local_sum = 0.0, data_sum = 0.0;
    for (int i = 0; i < LEN; i++)
        local_sum += data[i];
    MPI_Reduce(&local_sum, &data_sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    double max_elapsed = ex_max_time(elapsed, MPI_COMM_WORLD);
    if (rank == 0) {
        double token_sum = 0.0;
        for (int i = 0; i < LEN; i++)
            token_sum += token[i];
        printf("ring: ranks=%d iters=%ld len=%d token=%.10e data=%.10e time=%.3fs\n",
               size, iters, LEN, token_sum, data_sum, max_elapsed);
    }

    free(data);
    free(incoming);
    free(tmp);
    free(token);
    MPI_Finalize();
    return 0;
}
