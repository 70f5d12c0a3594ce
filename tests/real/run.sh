#!/bin/sh
# tests/real/run.sh - the real-program tier: programs nobody here wrote, as
# Debian packages them (tools/install-deps.sh installs them), linked with
# Open MPI and traced unmodified through LD_PRELOAD at 4 ranks:
#   hpcc     HPC Challenge, input hpccinf.txt (HPL's N = 200: seconds)
#   mpi4py   mpi4py_calls.py: point-to-point and collectives on numpy arrays;
#            mpi4py_more.py: persistent requests, derived types, polling,
#            RMA epochs with asserts and locks (mpi4py-more)
#   lammps   in.melt: LAMMPS's 3d Lennard-Jones melt, 250 steps
#   qe       si.in: Quantum ESPRESSO's pw.x (Fortran), an SCF run of bulk
#            silicon with the Si pseudopotential of QE's own examples
# Each is traced in verify mode, checked by `sctrace verify`, replayed
# exactly with the replay traced (no call may be skipped), and the two traces
# must be equivalent (`sctrace diff --ignore-sites`: the fixed point). A
# program that is not installed is a failure that says so. With PROXY_QE=1
# (slow: the proxy is a 200,000-line C file), QE's trace also gives a proxy
# app (sctrace proxy) that must compile with mpicc -std=c99 -O2 -Wall -Wextra
# -Werror, run traced at the same rank count and be a fixed point too
# ("qe-proxy"). hpcc's, mpi4py's and LAMMPS's traces are also replayed under
# MPICH ("NAME-cross"): fixed points across MPIs.
# usage: sh tests/real/run.sh [hpcc] [mpi4py] [lammps] [qe]
# Prints "ok NAME (events, bytes)" / "FAIL NAME: why" (tests/run.sh counts them).
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-build}
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-300}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$ROOT/tests/lib.sh"
here=$ROOT/tests/real
np=4

ompi() { # ompi OUT ARGS...: $np ranks of Open MPI in $dir
    o=$1
    shift
    (cd "$dir" && timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np $np "$@") >"$o" 2>&1
}

# one NAME PROGRAM ARGS...: trace, verify, replay, fixed point
one() {
    n="$1 [openmpi np=$np]"
    shift
    rm -f "$dir"/t.sct* "$dir/r.sct"
    if ! command -v "$1" >/dev/null 2>&1; then
        fail "$n" "$1 is not installed (tools/install-deps.sh installs it)"
    elif ! SCTRACE_OUT=$dir/t.sct SCTRACE_VERIFY=1 ompi "$dir/out" -x SCTRACE_OUT -x SCTRACE_VERIFY \
        -x SCTRACE_QUIET -x LD_PRELOAD="$BUILD/openmpi/libsctrace.so" "$@"; then
        fail "$n" "the traced program failed: $(tail -n 3 "$dir/out" | tr '\n' ' ')"
    elif ! v=$("$BUILD/sctrace" verify "$dir/t.sct" 2>&1) || [ "${v#verified }" = "$v" ]; then
        fail "$n" "sctrace verify: $(echo "$v" | head -n 2 | tr '\n' ' ')"
    elif ! ompi "$dir/rep" "$BUILD/openmpi/sctrace-replay" --no-compute --trace "$dir/r.sct" "$dir/t.sct"; then
        fail "$n" "replay failed: $(grep -v '^ *$' "$dir/rep" | tail -n 3 | tr '\n' ' ')"
    elif grep -q "skipped" "$dir/rep"; then
        fail "$n" "the replay skipped calls: $(grep skipped "$dir/rep" | head -n 3 | tr '\n' ' ')"
    elif d=$("$BUILD/sctrace" diff "$dir/t.sct" "$dir/r.sct" --ignore-sites 2>&1); then
        ok "$n ($(wc -c <"$dir/t.sct") bytes, $("$BUILD/sctrace" info "$dir/t.sct" | sed -n 's/^events=//p') events)"
    else
        fail "$n" "not a fixed point: $d"
    fi
    rm -f "$dir"/t.sct.raw.*
}

# cross NAME: $dir/t.sct (Open MPI's) replayed by MPICH's replay at $np
# ranks, traced: the same fixed point under the other MPI (format 9's MPI
# constants in one numbering). Not QE (3.5 min under MPICH's busy-polling
# at 4 ranks on 2 cores; equivalent by hand, bench/RESULTS.md).
cross() {
    n="$1-cross [openmpi -> mpich np=$np]"
    rm -f "$dir/x.sct"
    if [ ! -s "$dir/t.sct" ]; then
        fail "$n" "no trace"
    elif [ ! -x "$BUILD/mpich/sctrace-replay" ]; then
        fail "$n" "$BUILD/mpich was not built"
    elif ! (cd "$dir" && timeout "$TIMEOUT" mpiexec.mpich -np $np "$BUILD/mpich/sctrace-replay" --no-compute \
        --trace "$dir/x.sct" "$dir/t.sct") >"$dir/xrep" 2>&1; then
        fail "$n" "replay failed: $(grep -v '^ *$' "$dir/xrep" | tail -n 3 | tr '\n' ' ')"
    elif grep -q "skipped\|MPI constant" "$dir/xrep"; then
        fail "$n" "the replay skipped calls or met a foreign constant: $(grep "skipped\|MPI constant" "$dir/xrep" | head -n 3 | tr '\n' ' ')"
    elif d=$("$BUILD/sctrace" diff "$dir/t.sct" "$dir/x.sct" --ignore-sites 2>&1); then
        ok "$n ($d)"
    else
        fail "$n" "not a fixed point: $d"
    fi
}

# proxy NAME: the proxy app of $dir/t.sct, compiled, run traced: fixed point
proxy() {
    n="$1-proxy [openmpi np=$np]"
    if [ ! -s "$dir/t.sct" ]; then
        fail "$n" "no trace"
    elif ! "$BUILD/sctrace" proxy "$dir/t.sct" -o "$dir/px.c" 2>"$dir/gen.err"; then
        fail "$n" "generation failed: $(head -n 2 "$dir/gen.err" | tr '\n' ' ')"
    elif ! mpicc.openmpi -std=c99 -O2 -Wall -Wextra -Werror "$dir/px.c" -o "$dir/px" >"$dir/cc.out" 2>&1; then
        fail "$n" "does not compile: $(head -n 3 "$dir/cc.out" | tr '\n' ' ')"
    elif ! SCTRACE_OUT=$dir/p.sct ompi "$dir/px.out" -x SCTRACE_OUT -x SCTRACE_QUIET \
        -x LD_PRELOAD="$BUILD/openmpi/libsctrace.so" "$dir/px" --compute=none; then
        fail "$n" "the proxy failed: $(tail -n 3 "$dir/px.out" | tr '\n' ' ')"
    elif d=$("$BUILD/sctrace" diff "$dir/t.sct" "$dir/p.sct" --ignore-sites 2>&1); then
        ok "$n ($d, $(wc -l <"$dir/px.c") lines of C)"
    else
        fail "$n" "not a fixed point: $d"
    fi
}

[ -x "$BUILD/openmpi/sctrace-replay" ] || { fail "real" "$BUILD/openmpi was not built"; exit 1; }
for p in ${*:-hpcc mpi4py lammps qe}; do
    case $p in
    hpcc) cp "$here/hpccinf.txt" "$dir/" && one hpcc hpcc && cross hpcc ;;
    mpi4py)
        one mpi4py /usr/bin/python3 "$here/mpi4py_calls.py" && cross mpi4py
        one mpi4py-more /usr/bin/python3 "$here/mpi4py_more.py" && cross mpi4py-more
        ;;
    lammps) one lammps lmp -in "$here/in.melt" -log none -screen none && cross lammps ;;
    qe)
        upf=/usr/share/doc/quantum-espresso/examples/atomic/pseudo-LDA-0.5/Si.pz-vbc.UPF.gz
        if [ -f "$upf" ]; then
            zcat "$upf" >"$dir/Si.pz-vbc.UPF" && cp "$here/si.in" "$dir/"
            OMP_NUM_THREADS=1 one qe pw.x -in si.in
            [ "${PROXY_QE:-0}" != 1 ] || OMP_NUM_THREADS=1 proxy qe
        else
            fail "qe [openmpi np=$np]" "no $upf (tools/install-deps.sh installs quantum-espresso-data)"
        fi
        ;;
    esac
done
exit $status
