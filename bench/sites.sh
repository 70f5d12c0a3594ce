#!/bin/sh
# What naming call sites costs when reading (issue 45): a generated C program
# with NSITES (default 100) distinct MPI_Allreduce call sites, built -O2 -g,
# traced at 2 ranks under MPICH through LD_PRELOAD of libsctrace.so; then
# `sctrace stats` of its trace with site resolution (libdwfl) and with
# --no-resolve, best of REPS (default 5) each. Prints
#   sites=N resolve_s=T noresolve_s=T per_site_us=U resolved=R
# (per_site_us: the difference over the distinct sites; resolved: stats lines
# naming sites.c). Then what the sites cost the tracer at MPI_Finalize, where
# sct_finish names each new site (dladdr) and describes each module once
# (build-id, load base): instructions of sct_finish under callgrind, one
# rank, for the program with NSITES sites and for one with 1 site:
#   finalize_instr=N finalize_instr_1site=M per_site_instr=(N-M)/(NSITES-1)
#   describe_module_instr=D modules=K
# (skipped when valgrind is not installed).   usage: sh bench/sites.sh
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
# gen N FILE: a C program with N distinct MPI_Allreduce call sites
gen() {
    {
        echo '#include <mpi.h>'
        echo 'int main(int argc, char **argv) {'
        echo '    double x = 1, y;'
        echo '    MPI_Init(&argc, &argv);'
        i=0
        while [ $i -lt "$1" ]; do
            echo "    MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); x += y;"
            i=$((i + 1))
        done
        echo '    MPI_Finalize();'
        echo '    return x < 0;'
        echo '}'
    } >"$2"
}
gen "$n" "$dir/sites.c"
gen 1 "$dir/one.c"
mpicc.mpich -O2 -g -o "$dir/sites" "$dir/sites.c" || exit 1
mpicc.mpich -O2 -g -o "$dir/one" "$dir/one.c" || exit 1
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

# cg PROGRAM: callgrind's instruction counts of one traced rank of PROGRAM
# (a singleton MPI process), counting only inside sct_finish
cg() {
    SCTRACE_OUT=$dir/cg.sct LD_PRELOAD="$PWD/$BUILD/mpich/libsctrace.so" valgrind --tool=callgrind \
        --collect-atstart=no --toggle-collect=sct_finish --callgrind-out-file="$dir/cg.out" "$1" >/dev/null 2>&1 &&
        callgrind_annotate --inclusive=yes "$dir/cg.out" 2>/dev/null
}
if command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null; then
    cg "$dir/sites" >"$dir/cg.n"
    cg "$dir/one" >"$dir/cg.1"
    tot() { awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }' "$1"; }
    fn() { awk -v f="$2" 'index($0, f) { gsub(",", "", $1); print $1; exit }' "$1"; }
    a=$(tot "$dir/cg.n")
    b=$(tot "$dir/cg.1")
    echo "finalize_instr=$a finalize_instr_1site=$b per_site_instr=$(echo "$a $b $n" | awk '{ printf "%.0f", ($1 - $2) / ($3 - 1) }')" \
        "describe_module_instr=$(fn "$dir/cg.n" sct__m_describe_module) modules=$("$BUILD/sctrace" info "$dir/cg.sct" | grep -c '^module=')"
fi
