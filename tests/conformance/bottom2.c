/* MPI_BOTTOM beyond messages and collectives of scalar counts (issue 36):
   vector and neighbourhood collectives (the run's displacements, reversed,
   so that the replay must take them from the trace), one-sided origin and
   result buffers, MPI-IO, MPI_Pack/MPI_Unpack and, under MPI 4, partitioned
   calls and the large-count and persistent forms; the alltoallw forms,
   whose types are recorded for a side at MPI_BOTTOM (bottom2.expect), with
   a type per peer. The types hold absolute
   addresses (MPI_Get_address): `two` a stack and a static double, `row` a
   heap double resized to 8 KiB (element k at row + 8 KiB k, a page or two
   further each: the replay's own displacements would touch pages it did
   not map). The replay maps the blocks they touch at the run's addresses
   and passes MPI_BOTTOM. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STRIDE 1024 /* doubles: a row's extent */
#define WMAX 64      /* ranks the alltoallw forms are made at */

static double glob;

/* Two doubles: one on the stack (a), one static. */
static MPI_Datatype two(double *a)
{
    int len[2] = {1, 1};
    MPI_Aint at[2];
    MPI_Datatype ty[2] = {MPI_DOUBLE, MPI_DOUBLE}, t;
    MPI_Get_address(a, &at[0]);
    MPI_Get_address(&glob, &at[1]);
    MPI_Type_create_struct(2, len, at, ty, &t);
    MPI_Type_commit(&t);
    return t;
}

/* Every STRIDE-th double of a heap array from p on: element k is p[STRIDE k]. */
static MPI_Datatype row(double *p)
{
    int len = 1;
    MPI_Aint at;
    MPI_Datatype t, r;
    MPI_Get_address(p, &at);
    MPI_Type_create_hindexed(1, &len, &at, MPI_DOUBLE, &t);
    MPI_Type_create_resized(t, at, STRIDE * sizeof(double), &r);
    MPI_Type_free(&t);
    MPI_Type_commit(&r);
    return r;
}

/* counts c (all n), displacements d: reversed and from n np on, so not
   the replay's own (contiguous from 0) */
static void reversed(int np, int n, int *c, int *d)
{
    int i;
    for (i = 0; i < np; i++)
        c[i] = n, d[i] = n * (2 * np - 1 - i);
}

static void vector(int me, int np, MPI_Datatype t, MPI_Datatype h, MPI_Datatype g)
{
    int *c = (int *)malloc(2 * (size_t)np * sizeof *c), *d = c + np;
    MPI_Request q;
    reversed(np, 2, c, d);
    MPI_Gatherv(MPI_BOTTOM, 1, t, me == 0 ? MPI_BOTTOM : NULL, c, d, h, 0, MPI_COMM_WORLD);
    MPI_Scatterv(MPI_BOTTOM, c, d, h, MPI_BOTTOM, 1, t, 0, MPI_COMM_WORLD);
    MPI_Allgatherv(MPI_BOTTOM, 1, t, MPI_BOTTOM, c, d, h, MPI_COMM_WORLD);
    MPI_Igatherv(MPI_BOTTOM, 1, t, me == 0 ? MPI_BOTTOM : NULL, c, d, h, 0, MPI_COMM_WORLD, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    reversed(np, 1, c, d);
    MPI_Alltoallv(MPI_BOTTOM, c, d, g, MPI_BOTTOM, c, d, h, MPI_COMM_WORLD);
    MPI_Ialltoallv(MPI_BOTTOM, c, d, h, MPI_BOTTOM, c, d, g, MPI_COMM_WORLD, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
#if MPI_VERSION >= 4
    {
        MPI_Count *cc = (MPI_Count *)malloc((size_t)np * sizeof *cc);
        MPI_Aint *dd = (MPI_Aint *)malloc((size_t)np * sizeof *dd);
        int i;
        for (i = 0; i < np; i++)
            cc[i] = c[i], dd[i] = d[i];
        MPI_Alltoallv_c(MPI_BOTTOM, cc, dd, g, MPI_BOTTOM, cc, dd, h, MPI_COMM_WORLD);
        reversed(np, 2, c, d);
        MPI_Allgatherv_init(MPI_BOTTOM, 1, t, MPI_BOTTOM, c, d, h, MPI_COMM_WORLD, MPI_INFO_NULL, &q);
        MPI_Start(&q);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Request_free(&q);
        free(cc);
        free(dd);
    }
#endif
    free(c);
}

/* On a periodic ring (2 in- and 2 out-neighbours). */
static void neighbours(int np, MPI_Datatype t, MPI_Datatype h, MPI_Datatype g)
{
    int dims = np, period = 1, c[2] = {1, 1}, d[2] = {5, 3};
    MPI_Comm ring;
    MPI_Request q;
    MPI_Cart_create(MPI_COMM_WORLD, 1, &dims, &period, 0, &ring);
    MPI_Neighbor_allgather(MPI_BOTTOM, 1, t, MPI_BOTTOM, 2, h, ring);
    MPI_Neighbor_alltoall(MPI_BOTTOM, 1, g, MPI_BOTTOM, 1, h, ring);
    MPI_Neighbor_alltoallv(MPI_BOTTOM, c, d, h, MPI_BOTTOM, c, d, g, ring);
    MPI_Ineighbor_allgatherv(MPI_BOTTOM, 1, g, MPI_BOTTOM, c, d, h, ring, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_Comm_free(&ring);
}

static void onesided(int me, int np, MPI_Datatype t, MPI_Datatype h)
{
    double mem[8] = {0};
    MPI_Win w;
    MPI_Request q[2];
    int to = (me + 1) % np;
    MPI_Win_create(mem, sizeof mem, sizeof(double), MPI_INFO_NULL, MPI_COMM_WORLD, &w);
    MPI_Win_fence(0, w);
    MPI_Put(MPI_BOTTOM, 1, t, to, 0, 2, MPI_DOUBLE, w);
    MPI_Win_fence(0, w);
    MPI_Get(MPI_BOTTOM, 2, h, to, 0, 2, MPI_DOUBLE, w);
    MPI_Win_fence(0, w);
    MPI_Accumulate(MPI_BOTTOM, 1, t, to, 2, 2, MPI_DOUBLE, MPI_SUM, w);
    MPI_Win_fence(0, w);
    MPI_Get_accumulate(MPI_BOTTOM, 1, t, MPI_BOTTOM, 2, h, to, 4, 2, MPI_DOUBLE, MPI_SUM, w);
    MPI_Win_fence(0, w);
    MPI_Win_lock_all(0, w);
    MPI_Rput(MPI_BOTTOM, 1, t, to, 6, 2, MPI_DOUBLE, w, &q[0]);
    MPI_Wait(&q[0], MPI_STATUS_IGNORE);
    MPI_Win_flush_all(w);
    MPI_Rget(MPI_BOTTOM, 2, h, to, 6, 2, MPI_DOUBLE, w, &q[1]);
    MPI_Wait(&q[1], MPI_STATUS_IGNORE);
    MPI_Win_unlock_all(w);
    MPI_Win_free(&w);
}

static void io(int me, MPI_Datatype t)
{
    MPI_File f;
    MPI_Request q;
    MPI_Offset at = 32 * (MPI_Offset)me;
    MPI_File_open(MPI_COMM_WORLD, "bottom2.dat", MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &f);
    MPI_File_write_at(f, at, MPI_BOTTOM, 1, t, MPI_STATUS_IGNORE);
    MPI_File_iwrite_at(f, at + 16, MPI_BOTTOM, 1, t, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_File_sync(f);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_File_read_at_all(f, at, MPI_BOTTOM, 1, t, MPI_STATUS_IGNORE);
    MPI_File_iread_at(f, at + 16, MPI_BOTTOM, 1, t, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_File_close(&f);
    MPI_Barrier(MPI_COMM_WORLD);
    if (me == 0)
        MPI_File_delete("bottom2.dat", MPI_INFO_NULL);
}

/* MPICH 4.0 refuses MPI_BOTTOM (a null pointer) as MPI_Pack's inbuf and
   MPI_Unpack's outbuf ("Null pointer in parameter"): Open MPI only. */
static void pack(MPI_Datatype t, MPI_Datatype h)
{
#ifndef MPICH_VERSION
    char buf[64], rep[] = "external32";
    int pos = 0;
    MPI_Aint xpos = 0;
    MPI_Pack(MPI_BOTTOM, 1, t, buf, sizeof buf, &pos, MPI_COMM_WORLD);
    pos = 0;
    MPI_Unpack(buf, sizeof buf, &pos, MPI_BOTTOM, 2, h, MPI_COMM_WORLD);
    MPI_Pack_external(rep, MPI_BOTTOM, 2, h, buf, sizeof buf, &xpos);
    xpos = 0;
    MPI_Unpack_external(rep, buf, sizeof buf, &xpos, MPI_BOTTOM, 1, t);
#else
    (void)t, (void)h;
#endif
}

#if MPI_VERSION >= 4
static void partitioned(int me, int np, MPI_Datatype h, MPI_Datatype g)
{
    MPI_Request q[2];
    int to = (me + 1) % np, from = (me + np - 1) % np;
    MPI_Psend_init(MPI_BOTTOM, 2, 1, g, to, 5, MPI_COMM_WORLD, MPI_INFO_NULL, &q[0]);
    MPI_Precv_init(MPI_BOTTOM, 2, 1, h, from, 5, MPI_COMM_WORLD, MPI_INFO_NULL, &q[1]);
    MPI_Startall(2, q);
    MPI_Pready(0, q[0]);
    MPI_Pready(1, q[0]);
    MPI_Wait(&q[0], MPI_STATUS_IGNORE);
    MPI_Wait(&q[1], MPI_STATUS_IGNORE);
    MPI_Request_free(&q[0]);
    MPI_Request_free(&q[1]);
}
#endif

/* One double 8 bytes above the displacement (MPICH refuses MPI_BOTTOM with
   a type whose data start at 0). */
static MPI_Datatype at8(void)
{
    int len = 1;
    MPI_Aint eight = 8;
    MPI_Datatype t;
    MPI_Type_create_hindexed(1, &len, &eight, MPI_DOUBLE, &t);
    MPI_Type_commit(&t);
    return t;
}

/* The address of p less 8: where at8 finds *p. */
static MPI_Aint below8(double *p)
{
    MPI_Aint a;
    MPI_Get_address(p, &a);
    return a - 8;
}

/* One side of an alltoallw call: per peer a count, a byte displacement, a type. */
typedef struct side {
    int c[WMAX], d[WMAX];
    MPI_Datatype t[WMAX];
} side;

/* Two doubles per peer of a row type, peer i's at byte displacement
   (np - 1 - i) 16 KiB; `other` (when not null) takes peer `at`'s. */
static void rows(side *s, int np, MPI_Datatype r, MPI_Datatype other, int at)
{
    int i;
    memset(s, 0, sizeof *s);
    for (i = 0; i < np; i++)
        s->c[i] = 2, s->d[i] = (np - 1 - i) * 2 * STRIDE * (int)sizeof(double), s->t[i] = r;
    if (other != MPI_DATATYPE_NULL)
        s->c[at] = 1, s->d[at] = 0, s->t[at] = other;
}

/* Two doubles per peer of an ordinary buffer. */
static void plain(side *s, int np)
{
    int i;
    memset(s, 0, sizeof *s);
    for (i = 0; i < np; i++)
        s->c[i] = 2, s->d[i] = 2 * i * (int)sizeof(double), s->t[i] = MPI_DOUBLE;
}

/* The alltoallw forms (issue 36: they record the types and byte displacements
   of a side at MPI_BOTTOM, bottom2.expect): a type per peer, reversed
   displacements, one side only, the receive side in place. */
static void walltoallw(int me, int np, MPI_Datatype t, MPI_Datatype h, MPI_Datatype g)
{
    side s, r;
    double buf[2 * WMAX] = {0};
    MPI_Request q;
    rows(&s, np, h, t, (me + 1) % np);
    rows(&r, np, g, MPI_DATATYPE_NULL, 0);
    MPI_Alltoallw(MPI_BOTTOM, s.c, s.d, s.t, MPI_BOTTOM, r.c, r.d, r.t, MPI_COMM_WORLD);
    MPI_Ialltoallw(MPI_BOTTOM, r.c, r.d, r.t, MPI_BOTTOM, s.c, s.d, s.t, MPI_COMM_WORLD, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    plain(&s, np);
    MPI_Alltoallw(buf, s.c, s.d, s.t, MPI_BOTTOM, r.c, r.d, r.t, MPI_COMM_WORLD); /* one side */
    MPI_Ialltoallw(MPI_BOTTOM, r.c, r.d, r.t, buf, s.c, s.d, s.t, MPI_COMM_WORLD, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_Alltoallw(MPI_IN_PLACE, NULL, NULL, NULL, MPI_BOTTOM, r.c, r.d, r.t, MPI_COMM_WORLD);
}

/* On a periodic ring (2 out- and 2 in-neighbours): the send side's
   displacements are addresses (at8), the receive side's a row's. */
static void wneighbours(int np, double *heap, MPI_Datatype g)
{
    int dims = np, period = 1, c[2] = {1, 1}, j;
    MPI_Aint sd[2], rd[2] = {STRIDE * sizeof(double), 0}, pd[2] = {0, sizeof(double)};
    MPI_Datatype a8 = at8(), st[2] = {a8, a8}, rt[2] = {g, g}, dt[2] = {MPI_DOUBLE, MPI_DOUBLE};
    double buf[2] = {1, 2};
    MPI_Comm ring;
    MPI_Request q;
    for (j = 0; j < 2; j++)
        sd[j] = below8(heap + STRIDE * (1 - j));
    MPI_Cart_create(MPI_COMM_WORLD, 1, &dims, &period, 0, &ring);
    MPI_Neighbor_alltoallw(MPI_BOTTOM, c, sd, st, MPI_BOTTOM, c, rd, rt, ring);
    MPI_Ineighbor_alltoallw(buf, c, pd, dt, MPI_BOTTOM, c, rd, rt, ring, &q); /* one side */
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_Neighbor_alltoallw(MPI_BOTTOM, c, sd, st, buf, c, pd, dt, ring); /* the other */
#if MPI_VERSION >= 4
    {
        MPI_Count cc[2] = {1, 1};
        MPI_Neighbor_alltoallw_c(MPI_BOTTOM, cc, sd, st, MPI_BOTTOM, cc, rd, rt, ring);
        MPI_Neighbor_alltoallw_init(MPI_BOTTOM, c, sd, st, buf, c, pd, dt, ring, MPI_INFO_NULL, &q);
        MPI_Start(&q);
        MPI_Wait(&q, MPI_STATUS_IGNORE);
        MPI_Request_free(&q);
    }
#endif
    MPI_Comm_free(&ring);
    MPI_Type_free(&a8);
}

#if MPI_VERSION >= 4
/* The large-count and persistent forms (MPI 4.0): addresses as MPI_Aint
   displacements on the send side. */
static void wmpi4(int np, double *heap, MPI_Datatype g)
{
    MPI_Count c[WMAX];
    MPI_Aint sd[WMAX], rd[WMAX];
    MPI_Datatype a8 = at8(), st[WMAX], rt[WMAX];
    side s, r;
    double buf[2 * WMAX] = {0};
    MPI_Request q;
    int i;
    for (i = 0; i < np; i++) {
        c[i] = 1, st[i] = a8, rt[i] = g;
        sd[i] = below8(heap + STRIDE * (np - 1 - i)), rd[i] = (MPI_Aint)i * STRIDE * sizeof(double);
    }
    MPI_Alltoallw_c(MPI_BOTTOM, c, sd, st, MPI_BOTTOM, c, rd, rt, MPI_COMM_WORLD);
    MPI_Ialltoallw_c(MPI_BOTTOM, c, sd, st, MPI_BOTTOM, c, rd, rt, MPI_COMM_WORLD, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    rows(&s, np, g, MPI_DATATYPE_NULL, 0);
    plain(&r, np);
    MPI_Alltoallw_init(MPI_BOTTOM, s.c, s.d, s.t, buf, r.c, r.d, r.t, MPI_COMM_WORLD, MPI_INFO_NULL, &q);
    MPI_Start(&q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_Start(&q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_Request_free(&q);
    MPI_Type_free(&a8);
}
#endif

int main(int argc, char **argv)
{
    int me, np, i;
    double onstack = 0, *heap, sum = 0;
    MPI_Datatype t, h, g;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    heap = (double *)calloc(STRIDE * 8 * (size_t)np, sizeof *heap); /* 2 rows of 4 np elements */
    onstack = me + 1, glob = 10 * (me + 1);
    for (i = 0; i < 4 * np; i++)
        heap[STRIDE * i] = i;
    t = two(&onstack);
    h = row(heap);
    g = row(heap + STRIDE * 4 * np);
    vector(me, np, t, h, g);
    neighbours(np, t, h, g);
    if (np <= WMAX) {
        walltoallw(me, np, t, h, g);
        wneighbours(np, heap, g);
#if MPI_VERSION >= 4
        wmpi4(np, heap, g);
#endif
    }
    onesided(me, np, t, h);
    io(me, t);
    pack(t, h);
#if MPI_VERSION >= 4
    partitioned(me, np, h, g);
#endif
    for (i = 0; i < 8 * np; i++)
        sum += heap[STRIDE * i];
    if (me == 0)
        printf("bottom2 done %.1f %.1f %.1f\n", onstack, glob, sum);
    MPI_Type_free(&t);
    MPI_Type_free(&h);
    MPI_Type_free(&g);
    free(heap);
    MPI_Finalize();
    return 0;
}
