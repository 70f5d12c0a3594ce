#!/bin/sh
# What naming call sites costs when reading (issue 45): a generated C program
# with NSITES (default 100) distinct MPI_Allreduce call sites, built -O2 -g,
# traced at 2 ranks under MPICH through LD_PRELOAD of libsctrace.so; then
# `sctrace stats` of its trace with site resolution (libdwfl) and with
# --no-resolve, best of REPS (default 5) each. Prints
#   sites=N resolve_s=T noresolve_s=T per_site_us=U resolved=R
# (per_site_us: the difference over the distinct sites; resolved: stats lines
# naming sites.c).   usage: sh bench/sites.sh
set -u
BUILD=${BUILD:-build}
n=${NSITES:-100}
reps=${REPS:-5}
export SCTRACE_QUIET=1
[ -x "$BUILD/sctrace" ] && [ -f "$BUILD/mpich/libsctrace.so" ] || {
    echo "sites.sh: build first (make): $BUILD/sctrace or $BUILD/mpich/libsctrace.so is missing" >&2
    exit 2
}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
{
    echo '#include <mpi.h>'
    echo 'int main(int argc, char **argv) {'
    echo '    double x = 1, y;'
    echo '    MPI_Init(&argc, &argv);'
    i=0
    while [ $i -lt "$n" ]; do
        echo "    MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); x += y;"
        i=$((i + 1))
    done
    echo '    MPI_Finalize();'
    echo '    return x < 0;'
    echo '}'
} >"$dir/sites.c"
mpicc.mpich -O2 -g -o "$dir/sites" "$dir/sites.c" || exit 1
SCTRACE_OUT=$dir/s.sct mpirun.mpich -np 2 -genv LD_PRELOAD "$PWD/$BUILD/mpich/libsctrace.so" "$dir/sites" >/dev/null ||
    exit 1
# best TIME-OF-REPS ARGS...: the least wall time of $reps runs of sctrace ARGS
best() {
    b=
    k=0
    while [ $k -lt "$reps" ]; do
        s=$(date +%s.%N)
        "$BUILD/sctrace" "$@" >/dev/null
        e=$(date +%s.%N)
        b=$(echo "$s $e ${b:-1e9}" | awk '{ t = $2 - $1; print (t < $3 ? t : $3) }')
        k=$((k + 1))
    done
    echo "$b"
}
r=$(best stats "$dir/s.sct")
p=$(best --no-resolve stats "$dir/s.sct")
got=$("$BUILD/sctrace" stats "$dir/s.sct" | grep -c 'sites\.c:')
echo "sites=$n resolve_s=$r noresolve_s=$p per_site_us=$(echo "$r $p $n" | awk '{ printf "%.1f", ($1 - $2) * 1e6 / $3 }') resolved=$got"
