/* tests/faults.c - a traced program that ends the way real jobs do, for
   tests/faults.sh: usage `faults abort|segv|checkpoint [ITERS]`. Every rank
   runs ITERS (default 100) iterations of a ring exchange and an allreduce
   (4 ITERS + 3 traced calls a rank with MPI_Init and the rank queries), then
     abort       the last rank calls MPI_Abort(MPI_COMM_WORLD, 3);
     segv        the last rank writes through a null pointer;
     checkpoint  every rank calls MPI_Pcontrol(2), rank 0 prints
                 "checkpointed in T ms" (the checkpoint's whole cost: the
                 fork, the child's serialisation and write, waited for), and
                 all wait in barriers until killed.
   The other ranks wait in MPI_Barrier until the runtime ends them. */
#include "../sctrace_mpi.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int *volatile nowhere; /* NULL, and the compiler cannot know it */

int main(int argc, char **argv)
{
    int rank, size;
    long i, iters = argc > 2 ? atol(argv[2]) : 100;
    double t;
    double x = 1, y = 0;
    const char *mode = argc > 1 ? argv[1] : "";
    if (strcmp(mode, "abort") && strcmp(mode, "segv") && strcmp(mode, "checkpoint")) {
        fprintf(stderr, "usage: faults abort|segv|checkpoint [ITERS]\n");
        return 2;
    }
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (i = 0; i < iters; i++) {
        MPI_Request r[2];
        MPI_Status st[2];
        MPI_Irecv(&y, 1, MPI_DOUBLE, (rank + size - 1) % size, 1, MPI_COMM_WORLD, &r[0]);
        MPI_Isend(&x, 1, MPI_DOUBLE, (rank + 1) % size, 1, MPI_COMM_WORLD, &r[1]);
        MPI_Waitall(2, r, st);
        MPI_Allreduce(&y, &x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        x = x / size;
    }
    if (!strcmp(mode, "checkpoint")) {
        t = MPI_Wtime();
        MPI_Pcontrol(2);
        t = MPI_Wtime() - t;
        MPI_Barrier(MPI_COMM_WORLD);
        if (rank == 0) {
            printf("checkpointed in %.3f ms\n", t * 1e3);
            fflush(stdout);
        }
    } else if (rank == size - 1) {
        if (!strcmp(mode, "abort"))
            MPI_Abort(MPI_COMM_WORLD, 3);
        *nowhere = 1;
    }
    for (;;) {
        MPI_Barrier(MPI_COMM_WORLD);
        sleep(1);
    }
}
