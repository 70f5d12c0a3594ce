/* callgrind_loop - the loops for counting instructions per MPI call.

   callgrind_loop plain|traced|nonlead|selfplain commrank|p2p N

   plain calls the PMPI_ functions (no tracer code at all), traced the MPI_
   ones (through the wrappers, recording). commrank: N x MPI_Comm_rank;
   p2p: N x (Irecv + Isend to self + Waitall), 3 calls each. Run it under
   `valgrind --tool=callgrind` for two values of N: the difference of the
   totals divided by the difference of the calls is the exact cost per call
   with start-up and finalisation cancelled (bench/callgrind.sh does that).
   nonlead: traced, after three phases of 10 iterations ended by
   sctrace_marker, so that with SCTRACE_CLUSTER=on at 2 ranks (both make the
   same calls, to themselves) rank 1 no longer records: what a non-lead pays
   per call (bench/cluster.sh); selfplain: the same loop through PMPI. */
#define SCTRACE_MPI_IMPLEMENTATION
#include "../sctrace_mpi.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    int traced, p2p, rank, i, n;
    double buf[2] = {0, 0};
    MPI_Request req[2];
    MPI_Status st[2];
    if (argc != 4) {
        fprintf(stderr, "usage: callgrind_loop plain|traced commrank|p2p N\n");
        return 2;
    }
    traced = !strcmp(argv[1], "traced") || !strcmp(argv[1], "nonlead");
    p2p = !strcmp(argv[2], "p2p");
    n = atoi(argv[3]);
    MPI_Init(&argc, &argv);
    if (!strcmp(argv[1], "selfplain")) {
        MPI_Comm_rank(MPI_COMM_WORLD, &rank);
        for (i = 0; i < n; i++) {
            PMPI_Irecv(&buf[1], 1, MPI_DOUBLE, rank, 7, MPI_COMM_WORLD, &req[0]);
            PMPI_Isend(&buf[0], 1, MPI_DOUBLE, rank, 7, MPI_COMM_WORLD, &req[1]);
            PMPI_Waitall(2, req, st);
        }
        n = 0;
    }
    if (!strcmp(argv[1], "nonlead")) { /* the same as the loop below, to itself */
        int self, k;
        MPI_Comm_rank(MPI_COMM_WORLD, &self);
        for (k = 0; k < 30; k++) {
            MPI_Irecv(&buf[1], 1, MPI_DOUBLE, self, 7, MPI_COMM_WORLD, &req[0]);
            MPI_Isend(&buf[0], 1, MPI_DOUBLE, self, 7, MPI_COMM_WORLD, &req[1]);
            MPI_Waitall(2, req, st);
            if (k % 10 == 9) sctrace_marker("phase");
        }
        for (i = 0; i < n; i++) {
            MPI_Irecv(&buf[1], 1, MPI_DOUBLE, self, 7, MPI_COMM_WORLD, &req[0]);
            MPI_Isend(&buf[0], 1, MPI_DOUBLE, self, 7, MPI_COMM_WORLD, &req[1]);
            MPI_Waitall(2, req, st);
        }
        n = 0;
    }
    for (i = 0; i < n; i++) {
        if (!p2p) {
            if (traced) MPI_Comm_rank(MPI_COMM_WORLD, &rank);
            else PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
        } else if (traced) {
            MPI_Irecv(&buf[1], 1, MPI_DOUBLE, 0, 7, MPI_COMM_WORLD, &req[0]);
            MPI_Isend(&buf[0], 1, MPI_DOUBLE, 0, 7, MPI_COMM_WORLD, &req[1]);
            MPI_Waitall(2, req, st);
        } else {
            PMPI_Irecv(&buf[1], 1, MPI_DOUBLE, 0, 7, MPI_COMM_WORLD, &req[0]);
            PMPI_Isend(&buf[0], 1, MPI_DOUBLE, 0, 7, MPI_COMM_WORLD, &req[1]);
            PMPI_Waitall(2, req, st);
        }
    }
    MPI_Finalize();
    return 0;
}
