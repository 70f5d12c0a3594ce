/* Two communication phases for tests/cluster.sh (online clustering): 12
   steps of a ring shift to the right (MPI_Irecv/MPI_Isend/MPI_Waitall),
   then 12 steps of a shift to the left (MPI_Sendrecv), each step ending in
   an MPI_Allreduce over all ranks (the automatic marker). The call path
   changes halfway, the clusters do not (the first rank, the last one, and
   those between, by their relative peers), so the clustered trace equals
   the full one.
     --diverge        rank 2 makes 3 extra self-sends (MPI_Sendrecv to
                      itself) in step 8 of the first phase, when it is not
                      its cluster's lead at 4 ranks: no recording covers its
                      calls, the tracer must say so
     --online-check F after the first phase, rank 0 opens the online trace F
                      and prints "online trace readable (N ranks)" */
#define SCTRACE_MPI_IMPLEMENTATION
#include "../sctrace_mpi.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    int rank, size, step, diverge = 0, i;
    const char *online = NULL;
    double x = 1, sum = 0, in[4] = {0}, out[4] = {0};
    MPI_Request rq[2];
    MPI_Status sts[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--diverge"))
            diverge = 1;
        else if (!strcmp(argv[i], "--online-check") && i + 1 < argc)
            online = argv[++i];
    }
    for (step = 0; step < 12; step++) {
        MPI_Irecv(in, 4, MPI_DOUBLE, (rank + size - 1) % size, 7, MPI_COMM_WORLD, &rq[0]);
        MPI_Isend(out, 4, MPI_DOUBLE, (rank + 1) % size, 7, MPI_COMM_WORLD, &rq[1]);
        MPI_Waitall(2, rq, sts);
        if (diverge && rank == 2 && step == 8)
            for (i = 0; i < 3; i++)
                MPI_Sendrecv(out, 1, MPI_DOUBLE, rank, 9, in, 1, MPI_DOUBLE, rank, 9, MPI_COMM_WORLD,
                             MPI_STATUS_IGNORE);
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    if (online && rank == 0) {
        sct_reader *r = NULL;
        sct_file_info fi;
        char err[256];
        if (sct_reader_open(online, NULL, &r, err, sizeof err) == SCT_OK) {
            sct_reader_info(r, &fi);
            printf("online trace readable (%d ranks, %s)\n", fi.nranks, strstr(fi.config, "clusters="));
            sct_reader_close(r);
        } else {
            printf("online trace not readable: %s\n", err);
        }
    }
    for (step = 0; step < 12; step++) {
        MPI_Sendrecv(out, 4, MPI_DOUBLE, (rank + size - 1) % size, 8, in, 4, MPI_DOUBLE, (rank + 1) % size, 8,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
