/* Demonstrates a file the program writes, closes, opens again and reads
   back (checkpoint/restart, a mesh written then read): each rank writes
   its block collectively, the file is closed and reopened read-only, each
   rank reads its block back with a non-blocking read and checks it, then a
   second file on MPI_COMM_SELF is written and read the same way. */
#include <mpi.h>
#include <stdio.h>

#define N 1024

static int check(const int *in, int me, const char *what)
{
    int i;
    for (i = 0; i < N; i++)
        if (in[i] != me * N + i) {
            fprintf(stderr, "rank %d: %s: element %d is %d\n", me, what, i, in[i]);
            return 1;
        }
    return 0;
}

int main(int argc, char **argv)
{
    int me, i, bad = 0, all = 0, out[N], in[N];
    char self[64];
    MPI_File f;
    MPI_Request q;
    MPI_Offset at;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    for (i = 0; i < N; i++)
        out[i] = me * N + i;
    at = (MPI_Offset)me * N * (MPI_Offset)sizeof(int);
    MPI_File_open(MPI_COMM_WORLD, "fileio.dat", MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &f);
    MPI_File_write_at_all(f, at, out, N, MPI_INT, MPI_STATUS_IGNORE);
    MPI_File_close(&f);
    MPI_File_open(MPI_COMM_WORLD, "fileio.dat", MPI_MODE_RDONLY, MPI_INFO_NULL, &f);
    MPI_File_iread_at(f, at, in, N, MPI_INT, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_File_close(&f);
    bad |= check(in, me, "fileio.dat");
    snprintf(self, sizeof self, "fileio.%d.dat", me);
    MPI_File_open(MPI_COMM_SELF, self, MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &f);
    MPI_File_write(f, out, N, MPI_INT, MPI_STATUS_IGNORE);
    MPI_File_close(&f);
    MPI_File_open(MPI_COMM_SELF, self, MPI_MODE_RDONLY | MPI_MODE_DELETE_ON_CLOSE, MPI_INFO_NULL, &f);
    MPI_File_read(f, in, N, MPI_INT, MPI_STATUS_IGNORE);
    MPI_File_close(&f);
    bad |= check(in, me, self);
    MPI_Barrier(MPI_COMM_WORLD);
    if (me == 0)
        MPI_File_delete("fileio.dat", MPI_INFO_NULL);
    MPI_Allreduce(&bad, &all, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    if (me == 0)
        printf("fileio %s\n", all ? "read back wrong data" : "done");
    MPI_Finalize();
    return all;
}
