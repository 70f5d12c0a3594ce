/* Rank lists: random sets built by unions of pieces decode to the same set;
   rows, columns, planes, corners and interiors of grids stay one block each
   whatever the grid size, when built in the order a radix-tree merge builds
   them. */
#include "common.h"

static uint64_t g_rng = 0x9E3779B97F4A7C15u;
static uint64_t rnd(void) {
    return tc_xorshift(&g_rng);
}

/* Check l against the membership array want[0..n). */
static void check_set(const sct_ranklist *l, const unsigned char *want, int n) {
    int r, count = 0, prev = -1;
    for (r = 0; r < n; r++) {
        count += want[r];
        CHECKF(sct_ranklist_contains(l, r) == want[r], "rank %d: contains %d, want %d", r, sct_ranklist_contains(l, r),
               want[r]);
        if (t__now) return;
    }
    CHECK(!sct_ranklist_contains(l, n) && !sct_ranklist_contains(l, -1));
    CHECK(sct_ranklist_count(l) == (uint64_t)count);
    /* next() walks the members in order */
    for (r = 0; r < n; r++)
        if (want[r]) {
            int32_t nx = sct_ranklist_next(l, prev);
            CHECKF(nx == r, "next(%d) = %d, want %d", prev, nx, r);
            prev = r;
        }
    CHECK(sct_ranklist_next(l, prev) == -1);
}

/* Random sets: random pieces (points, runs, strided runs), added in random
   order, with unions of lists of several pieces. */
static void random_sets_roundtrip(void) {
    static unsigned char want[4096];
    int t;
    for (t = 0; t < 2000 && !t__now; t++) {
        sct_ranklist l = {0, 0, NULL};
        int n = 1 + (int)(rnd() % 4000), pieces = (int)(rnd() % 12), p, k;
        memset(want, 0, (size_t)n);
        for (p = 0; p < pieces; p++) {
            sct_ranklist piece = {0, 0, NULL};
            int start = (int)(rnd() % (uint64_t)n), stride = 1 + (int)(rnd() % 9), len = 1 + (int)(rnd() % 50);
            for (k = 0; k < len && start + k * stride < n; k++) {
                int r = start + k * stride;
                if (want[r]) continue; /* lists are unions of disjoint sets */
                want[r] = 1;
                CHECK(sct_ranklist_add(&piece, r, NULL) == SCT_OK);
            }
            CHECK(sct_ranklist_union(&l, &piece, NULL) == SCT_OK);
            sct_ranklist_free(&piece, NULL);
        }
        check_set(&l, want, n);
        {
            char buf[64];
            size_t need = sct_ranklist_format(&l, buf, sizeof buf);
            CHECK(need == 0 || buf[0] != 0);
        }
        sct_ranklist_free(&l, NULL);
    }
}

/* Serialised lists read back equal; malformed ones are refused. */
static void serialised_form(void) {
    sct__mem m;
    sct__buf b;
    sct__in in;
    sct_ranklist l = {0, 0, NULL}, g;
    int r;
    sct__mem_init(&m, NULL);
    memset(&b, 0, sizeof b);
    b.m = &m;
    for (r = 3; r < 300; r += 7) sct_ranklist_add(&l, r, NULL);
    sct_ranklist_add(&l, 1000, NULL);
    sct__rl_write(&b, &l);
    in.p = b.p;
    in.end = b.p + b.n;
    in.err = 0;
    CHECK(sct__rl_read(&m, &in, &g) == 0 && g.nblocks == l.nblocks &&
          !memcmp(g.blocks, l.blocks, l.nblocks * sizeof(sct_rankblock)));
    sct__rl_free(&m, &g);
    {
        /* stride 2 inside stride 1: not well nested */
        static const uint8_t bad[] = {1, 0, 2, 4, 2, 3, 1};
        in.p = bad;
        in.end = bad + sizeof bad;
        in.err = 0;
        CHECK(sct__rl_read(&m, &in, &g) != 0);
        sct__rl_free(&m, &g);
    }
    sct__free(&m, b.p);
    sct_ranklist_free(&l, NULL);
}

/* The classes of a px x py x pz grid (row-major) built the way the radix
   tree builds them: ranks merged pairwise, then pairs of pairs, ... */
static sct_ranklist build_class(int px, int py, int pz, int (*in_class)(int, int, int, int, int, int), int *members) {
    int P = px * py * pz, step, r;
    sct_ranklist *part = (sct_ranklist *)calloc((size_t)P, sizeof(sct_ranklist)), out;
    *members = 0;
    for (r = 0; r < P; r++) {
        int x = r / (py * pz), y = (r / pz) % py, z = r % pz;
        if (in_class(x, y, z, px, py, pz)) {
            sct_ranklist_add(&part[r], r, NULL);
            (*members)++;
        }
    }
    for (step = 1; step < P; step *= 2)
        for (r = 0; r + step < P; r += 2 * step) {
            sct_ranklist_union(&part[r], &part[r + step], NULL);
            sct_ranklist_free(&part[r + step], NULL);
        }
    out = part[0];
    free(part);
    return out;
}

static int c_interior(int x, int y, int z, int px, int py, int pz) {
    return x > 0 && x < px - 1 && y > 0 && y < py - 1 && (pz == 1 || (z > 0 && z < pz - 1));
}
static int c_corner(int x, int y, int z, int px, int py, int pz) {
    return (x == 0 || x == px - 1) && (y == 0 || y == py - 1) && (pz == 1 || z == 0 || z == pz - 1);
}
static int c_left_edge(int x, int y, int z, int px, int py, int pz) {
    (void)z, (void)py, (void)pz;
    return y == 0 && x > 0 && x < px - 1;
}
static int c_top_row(int x, int y, int z, int px, int py, int pz) {
    (void)z, (void)px, (void)pz;
    return x == 0 && y > 0 && y < py - 1;
}

static void grid_classes_are_constant_size(void) {
    int sizes[][3] = {{4, 4, 1}, {8, 8, 1}, {16, 16, 1}, {64, 64, 1}, {5, 7, 1}, {128, 128, 1}, {4, 4, 4}, {8, 8, 8}, {16, 16, 16}};
    int (*cls[])(int, int, int, int, int, int) = {c_interior, c_corner, c_left_edge, c_top_row};
    const char *names[] = {"interior", "corners", "left edge", "top row"};
    size_t i, c;
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        for (c = 0; c < 4; c++) {
            int px = sizes[i][0], py = sizes[i][1], pz = sizes[i][2], members, x, y, z;
            sct_ranklist l = build_class(px, py, pz, cls[c], &members);
            unsigned char *want = (unsigned char *)calloc((size_t)(px * py * pz), 1);
            uint32_t limit = pz == 1 ? (c == 1 ? 2 : 1) : (c == 1 ? 4 : c == 0 ? 1 : (uint32_t)pz);
            for (x = 0; x < px; x++)
                for (y = 0; y < py; y++)
                    for (z = 0; z < pz; z++) want[(x * py + y) * pz + z] = (unsigned char)cls[c](x, y, z, px, py, pz);
            check_set(&l, want, px * py * pz);
            CHECKF(l.nblocks <= limit, "%dx%dx%d %s: %u blocks", px, py, pz, names[c], l.nblocks);
            sct_ranklist_free(&l, NULL);
            free(want);
        }
}

int main(void) {
    RUN(random_sets_roundtrip);
    RUN(serialised_form);
    RUN(grid_classes_are_constant_size);
    TEST_EXIT();
}
