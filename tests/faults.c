/* tests/faults.c - a traced program that ends the way real jobs do, for
   tests/faults.sh: usage `faults abort|segv|checkpoint|spawn [ITERS]`. Every rank
   runs ITERS (default 100) iterations of a ring exchange and an allreduce
   (4 ITERS + 3 traced calls a rank with MPI_Init and the rank queries), then
     abort       the last rank calls MPI_Abort(MPI_COMM_WORLD, 3);
     segv        the last rank writes through a null pointer;
     checkpoint  every rank calls MPI_Pcontrol(2), rank 0 prints
                 "checkpointed in T ms" (the checkpoint's whole cost: the
                 fork, the child's serialisation and write, waited for), and
                 all wait in barriers until killed;
     spawn       the ranks spawn 2 copies of this program (mode "spawned":
                 ITERS iterations of their own ring after a message from
                 their parent), send each one a message and all end in
                 MPI_Finalize (parent and children write a trace each).
   The other ranks wait in MPI_Barrier until the runtime ends them. */
#include "../sctrace_mpi.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int *volatile nowhere; /* NULL, and the compiler cannot know it */

/* mode spawn: 2 children of this program, a message to each from rank 0 */
static int spawn(const char *self, int rank, char *iters)
{
    char mode[] = "spawned", *args[] = {mode, iters, NULL};
    MPI_Comm kids;
    int i, x = 7;
    MPI_Comm_spawn(self, args, 2, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &kids, MPI_ERRCODES_IGNORE);
    for (i = 0; rank == 0 && i < 2; i++)
        MPI_Send(&x, 1, MPI_INT, i, 1, kids);
    MPI_Comm_disconnect(&kids);
    MPI_Finalize();
    return 0;
}

/* mode spawned: the children's side */
static int spawned(int rank, long iters)
{
    MPI_Comm parent;
    long i;
    int x = 0, y = 0;
    MPI_Comm_get_parent(&parent);
    MPI_Recv(&x, 1, MPI_INT, 0, 1, parent, MPI_STATUS_IGNORE);
    for (i = 0; i < iters; i++)
        MPI_Sendrecv(&x, 1, MPI_INT, 1 - rank, 2, &y, 1, MPI_INT, 1 - rank, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Comm_disconnect(&parent);
    MPI_Finalize();
    return y == 7 ? 0 : 1;
}

int main(int argc, char **argv)
{
    int rank, size;
    long i, iters = argc > 2 ? atol(argv[2]) : 100;
    double t;
    double x = 1, y = 0;
    const char *mode = argc > 1 ? argv[1] : "";
    if (strcmp(mode, "abort") && strcmp(mode, "segv") && strcmp(mode, "checkpoint") && strcmp(mode, "spawn") &&
        strcmp(mode, "spawned")) {
        fprintf(stderr, "usage: faults abort|segv|checkpoint|spawn [ITERS]\n");
        return 2;
    }
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (!strcmp(mode, "spawned"))
        return spawned(rank, iters);
    for (i = 0; i < iters; i++) {
        MPI_Request r[2];
        MPI_Status st[2];
        MPI_Irecv(&y, 1, MPI_DOUBLE, (rank + size - 1) % size, 1, MPI_COMM_WORLD, &r[0]);
        MPI_Isend(&x, 1, MPI_DOUBLE, (rank + 1) % size, 1, MPI_COMM_WORLD, &r[1]);
        MPI_Waitall(2, r, st);
        MPI_Allreduce(&y, &x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        x = x / size;
    }
    if (!strcmp(mode, "spawn"))
        return spawn(argv[0], rank, argc > 2 ? argv[2] : "100");
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
