/* Demonstrates the simplest point-to-point pattern, ping-pong between pairs
   of ranks, with message sizes that cycle through 8 B, 1 KiB and 64 KiB.

   Ranks pair up as 0<->1, 2<->3, ...; with an odd rank count the last rank
   has no partner and only joins the final reductions. In each round the even
   rank of a pair MPI_Sends a buffer and MPI_Recvs it back; the odd rank
   MPI_Recvs it, scales it (the "work") and MPI_Sends it back. The even rank
   then checks the echo against what it sent.

   In the trace the two halves of a pair are mirror images, peers recorded
   as +1 and -1, and the cycling sizes show up as a period-3 byte stream
   inside one loop. With one rank there is no pair and nothing to trace but
   the reductions.

   Build and run (Open MPI; use mpicc.mpich / mpirun.mpich for MPICH):
       mpicc.openmpi -std=gnu99 -I. -O2 examples/pingpong.c -o pingpong \
           -lzstd -ldl -lpthread -lm
       SCTRACE_OUT=pingpong.sct mpirun.openmpi -np 4 ./pingpong --iters 100
       build/sctrace tree pingpong.sct
*/
#define SCTRACE_MPI_IMPLEMENTATION
#include "sctrace_mpi.h"
#include "example.h"

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TAG_PING = 10, TAG_PONG = 11, NSIZES = 3 };

/* Message lengths in doubles: 8 B, 1 KiB and 64 KiB. */
static const int sizes[NSIZES] = {1, 128, 8192};

/* The partner's work: scaling by a power of two is exact, so the sender can
   check the echo with ==. */
static void scale(double *buf, int n, double factor)
{
    for (int i = 0; i < n; i++)
        buf[i] *= factor;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    long iters = 100;
    const ex_option opts[] = {{"iters", &iters, 1, 1000000000, "round trips per pair"}};
    int st = ex_parse(argc, argv, rank, opts, 1);
    if (st != 0)
        return ex_no_run(st);

    const int maxlen = sizes[NSIZES - 1];
    double *buf = malloc((size_t)maxlen * sizeof *buf);
    double *sent = malloc((size_t)maxlen * sizeof *sent);
    if (!buf || !sent) {
        fprintf(stderr, "pingpong: out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }

    const int partner = rank ^ 1;
    const int paired = partner < size;
    long bad = 0;
    double checksum = 0.0, rtt_total = 0.0;
    for (long it = 0; paired && it < iters; it++) {
        const int n = sizes[it % NSIZES];
        if ((rank & 1) == 0) {
            for (int i = 0; i < n; i++)
                sent[i] = buf[i] = (double)((it * 31 + i * 7 + rank) % 1000);
            double t = MPI_Wtime();
            MPI_Send(buf, n, MPI_DOUBLE, partner, TAG_PING, MPI_COMM_WORLD);
            MPI_Recv(buf, n, MPI_DOUBLE, partner, TAG_PONG, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            rtt_total += MPI_Wtime() - t;
            for (int i = 0; i < n; i++) {
                bad += buf[i] != 2.0 * sent[i];
                checksum += buf[i];
            }
        } else {
            MPI_Recv(buf, n, MPI_DOUBLE, partner, TAG_PING, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            scale(buf, n, 2.0);
            MPI_Send(buf, n, MPI_DOUBLE, partner, TAG_PONG, MPI_COMM_WORLD);
        }
    }

    double sum = 0.0;
    long bad_total = 0;
    MPI_Reduce(&checksum, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Reduce(&bad, &bad_total, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    double rtt_max = ex_max_time(rtt_total, MPI_COMM_WORLD);
    /* rtt_us is the mean round trip of the slowest pair. */
    if (rank == 0)
        printf("pingpong: ranks=%d pairs=%d idle=%d iters=%ld mismatches=%ld "
               "checksum=%.10e rtt_us=%.2f\n",
               size, size / 2, size % 2, iters, bad_total, sum,
               size >= 2 ? rtt_max / (double)iters * 1e6 : 0.0);

    free(buf);
    free(sent);
    MPI_Finalize();
    return bad_total == 0 ? 0 : 1;
}
