/* tests/faults.c - a traced program that ends the way real jobs do, for
   tests/faults.sh: usage `faults abort|segv|checkpoint`. Every rank runs 100
   iterations of a ring exchange and an allreduce (403 traced calls a rank
   with MPI_Init and the rank queries), then
     abort       the last rank calls MPI_Abort(MPI_COMM_WORLD, 3);
     segv        the last rank writes through a null pointer;
     checkpoint  every rank calls MPI_Pcontrol(2), rank 0 prints
                 "checkpointed", and all wait in barriers until killed.
   The other ranks wait in MPI_Barrier until the runtime ends them. */
#include "../sctrace_mpi.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int *volatile nowhere; /* NULL, and the compiler cannot know it */

int main(int argc, char **argv)
{
    int rank, size, i;
    double x = 1, y = 0;
    const char *mode = argc > 1 ? argv[1] : "";
    if (strcmp(mode, "abort") && strcmp(mode, "segv") && strcmp(mode, "checkpoint")) {
        fprintf(stderr, "usage: faults abort|segv|checkpoint\n");
        return 2;
    }
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (i = 0; i < 100; i++) {
        MPI_Request r[2];
        MPI_Status st[2];
        MPI_Irecv(&y, 1, MPI_DOUBLE, (rank + size - 1) % size, 1, MPI_COMM_WORLD, &r[0]);
        MPI_Isend(&x, 1, MPI_DOUBLE, (rank + 1) % size, 1, MPI_COMM_WORLD, &r[1]);
        MPI_Waitall(2, r, st);
        MPI_Allreduce(&y, &x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        x = x / size;
    }
    if (!strcmp(mode, "checkpoint")) {
        MPI_Pcontrol(2);
        MPI_Barrier(MPI_COMM_WORLD);
        if (rank == 0) {
            printf("checkpointed\n");
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
