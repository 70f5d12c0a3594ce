#!/bin/sh
# `sctrace extrapolate` (ScalaExtrap, issue 40): traces at 3 small rank
# counts extrapolated to a larger one that was also traced, and
# `sctrace diff` of the two must say "equivalent".
#   tests/extrap.sh sim   MPI-free: bench/merge_sim's simulated 2D and 3D
#                         stencils to 4,096 ranks; bench/vcoll_sim's
#                         Alltoallv to 64; a POP-like trace refused; usage
#                         errors
#   tests/extrap.sh mpi   the examples under Open MPI: stencil2d (weak and
#                         strong scaling) 9,16,25 -> 36, stencil3d 27,36,48
#                         -> 64, ring and pingpong 4,6,8 -> 16; the
#                         extrapolated stencil2d replays at 36 ranks; pop at
#                         precision 0 is refused
# Prints "ok NAME" / "FAIL NAME: why" per case (tests/run.sh counts them).
set -u
BUILD=${BUILD:-build}
SCTRACE=${SCTRACE:-$BUILD/sctrace}
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-300}
what=${1:-sim}
. "$(dirname "$0")/lib.sh"

# equivalent NAME REAL INPUTS...: extrapolate to REAL's rank count with
# --check; the diff line must say equivalent
equivalent() {
    name=$1 real=$2
    shift 2
    if "$SCTRACE" extrapolate --check "$real" -o "$dir/$name.x.sct" "$@" >"$dir/out" 2>&1 &&
        grep -q '^equivalent: ' "$dir/out"; then
        ok "$name ($(grep '^equivalent' "$dir/out"); $(grep -o 'timing_accuracy=.*' "$dir/out"))"
    else
        fail "$name" "$(grep -v '^site ' "$dir/out" | head -n 3 | tr '\n' ' ')"
    fi
}

# refused NAME PATTERN ARGS...: extrapolate exits 1 and says PATTERN
refused() {
    name=$1 pat=$2
    shift 2
    "$SCTRACE" extrapolate "$@" >"$dir/out" 2>&1
    rc=$?
    if [ $rc = 1 ] && grep -q "$pat" "$dir/out"; then
        ok "$name"
    else
        fail "$name" "exit $rc, expected '$pat': $(head -n 2 "$dir/out" | tr '\n' ' ')"
    fi
}

sim() {
    SIM=$BUILD/bench/merge_sim
    for spec in stencil2d:9 stencil2d:16 stencil2d:25 stencil2d:4096 stencil3d:27 stencil3d:64 stencil3d:125 \
        stencil3d:4096 pop:9 pop:16 pop:25 stencil2d:4; do
        p=${spec%:*} n=${spec#*:}
        "$SIM" --pattern "$p" --ranks "$n" --iters 6 --no-verify --out "$dir/$p.$n.sct" >/dev/null ||
            fail "sim-$p-$n" "merge_sim failed"
    done
    equivalent sim-stencil2d-9-16-25-to-4096 "$dir/stencil2d.4096.sct" "$dir"/stencil2d.9.sct \
        "$dir"/stencil2d.16.sct "$dir"/stencil2d.25.sct
    equivalent sim-stencil3d-27-64-125-to-4096 "$dir/stencil3d.4096.sct" "$dir"/stencil3d.27.sct \
        "$dir"/stencil3d.64.sct "$dir"/stencil3d.125.sct
    # progress when asked (SCTRACE_PROGRESS=1), never in a pipe otherwise
    SCTRACE_PROGRESS=1 "$SCTRACE" extrapolate --ranks 400 -o "$dir/p.sct" "$dir"/stencil2d.9.sct \
        "$dir"/stencil2d.16.sct "$dir"/stencil2d.25.sct >/dev/null 2>"$dir/prog.err"
    check progress-forced grep -q '^extrapolate: rank classes: \([0-9]*\)/\1 (100 %)' "$dir/prog.err"
    "$SCTRACE" extrapolate --ranks 400 -o "$dir/p.sct" "$dir"/stencil2d.9.sct "$dir"/stencil2d.16.sct \
        "$dir"/stencil2d.25.sct >/dev/null 2>"$dir/prog2.err"
    check progress-not-in-pipe sh -c "! grep -q 'rank classes:' $dir/prog2.err"
    # --check can fail: another grid of the same rank count is another trace
    "$SCTRACE" extrapolate --check "$dir/stencil2d.4096.sct" --grid 32x128 -o "$dir/g.sct" "$dir"/stencil2d.9.sct \
        "$dir"/stencil2d.16.sct "$dir"/stencil2d.25.sct >"$dir/out" 2>&1
    rc=$?
    check check-finds-difference test $rc = 1 -a -n "$(grep '^different: rank ' "$dir/out")"
    # exact timing in, histograms out; no timing in, none out
    for t in exact off; do
        for n in 9 16 25 100; do
            "$SIM" --pattern stencil2d --ranks $n --iters 4 --timing $t --no-verify --out "$dir/t$t.$n.sct" >/dev/null
        done
        equivalent sim-timing-$t-9-16-25-to-100 "$dir/t$t.100.sct" "$dir/t$t.9.sct" "$dir/t$t.16.sct" "$dir/t$t.25.sct"
        "$SCTRACE" info "$dir/sim-timing-$t-9-16-25-to-100.x.sct" >"$dir/info" 2>&1
        want=hist
        [ $t = off ] && want=off
        check sim-timing-$t-out grep -q "^timing=$want\$" "$dir/info"
    done
    # v-collective arrays whose length is P (MPI_Alltoallv counts N / P,
    # displacements i x N / P): lengths, first values and steps solved
    for n in 4 6 8 64; do
        "$BUILD/bench/vcoll_sim" --ranks $n --global 2882880 --out "$dir/vc.$n.sct" >/dev/null ||
            fail "sim-vcoll-$n" "vcoll_sim failed"
    done
    equivalent sim-alltoallv-4-6-8-to-64 "$dir/vc.64.sct" "$dir/vc.4.sct" "$dir/vc.6.sct" "$dir/vc.8.sct"
    # without --check: the grid of P from MPI_Dims_create's rule, the result
    # is a normal trace that says where it comes from
    "$SCTRACE" extrapolate --ranks 65536 -o "$dir/big.sct" "$dir"/stencil2d.9.sct "$dir"/stencil2d.16.sct \
        "$dir"/stencil2d.25.sct 2>"$dir/err"
    "$SCTRACE" info "$dir/big.sct" >"$dir/info" 2>&1
    check info-extrapolated-from grep -q '^extrapolated_from=9,16,25$' "$dir/info"
    check info-world-size grep -q '^world_size=65536$' "$dir/info"
    check summary-grid grep -q 'grid 256x256' "$dir/err"
    "$SCTRACE" tree "$dir/big.sct" >"$dir/tree" 2>&1
    check tree-interior-block grep -q '257\[254:1,254:256\]' "$dir/tree"
    "$SCTRACE" extrapolate --models --ranks 64 -o "$dir/m.sct" "$dir"/stencil2d.9.sct "$dir"/stencil2d.16.sct \
        "$dir"/stencil2d.25.sct >"$dir/models" 2>&1
    check models-timing grep -q "^timing MPI_Irecv leaf=[0-9]* compute: mean=[a-z+]*\(\[postponed\]\)\{0,1\}(a=" "$dir/models"
    # the curves are kept in the output: tree --timing shows them per call
    "$SCTRACE" tree --timing "$dir/m.sct" >"$dir/tt" 2>&1
    check tree-timing-curves grep -q "Irecv(.*  compute=[0-9.]*us duration=[0-9.]*us curves=compute:[a-z+*]*/[a-z+*]*/[a-z+*]* duration:[a-z+*]*/" "$dir/tt"
    check tree-timing-curves-all sh -c "test \$(grep -c '  compute=' '$dir/tt') -gt 0 && test \$(grep -c '  compute=' '$dir/tt') = \$(grep -c ' curves=compute:' '$dir/tt')"
    check info-timing-models grep -q "extrapolated_timing=constant:[0-9]*,linear:" "$dir/info"
    refused pop-irregular-refused 'not a regular SPMD pattern' --ranks 64 -o "$dir/p.sct" "$dir"/pop.9.sct \
        "$dir"/pop.16.sct "$dir"/pop.25.sct
    refused small-grid-refused 'its grid is shorter than 3' --ranks 64 -o "$dir/p.sct" "$dir"/stencil2d.4.sct \
        "$dir"/stencil2d.9.sct "$dir"/stencil2d.16.sct
    refused other-program-refused 'is of program' --ranks 64 -o "$dir/p.sct" "$dir"/stencil2d.9.sct \
        "$dir"/stencil3d.27.sct
    refused bad-grid-refused 'does not hold 64 ranks' --ranks 64 --grid 4x4 -o "$dir/p.sct" "$dir"/stencil2d.9.sct \
        "$dir"/stencil2d.16.sct
    "$SCTRACE" extrapolate --help >"$dir/out" 2>&1
    check help grep -q '^usage: sctrace extrapolate --ranks P' "$dir/out"
    "$SCTRACE" extrapolate "$dir"/stencil2d.9.sct "$dir"/stencil2d.16.sct >/dev/null 2>&1
    check usage-no-ranks test $? = 2
}

# trace EX NP ARGS...: Open MPI run of example EX on NP ranks into $dir/EX.NP.sct
trace() {
    ex=$1 np=$2
    shift 2
    SCTRACE_OUT=$dir/$ex$tag.$np.sct timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np "$np" -x SCTRACE_OUT \
        -x SCTRACE_QUIET -x SCTRACE_PRECISION "$BUILD/openmpi/examples/$ex" "$@" >"$dir/run" 2>&1 ||
        fail "trace-$ex$tag-$np" "$(tail -n 2 "$dir/run" | tr '\n' ' ')"
}

mpi() {
    [ -x "$BUILD/openmpi/examples/stencil2d" ] || { fail mpi-examples "$BUILD/openmpi/examples not built"; return; }
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1 SCTRACE_PRECISION=100
    tag=""
    for np in 9 16 25 36; do trace stencil2d $np --iters 10 --n 16; done
    equivalent stencil2d-weak-9-16-25-to-36 "$dir/stencil2d.36.sct" "$dir"/stencil2d.9.sct "$dir"/stencil2d.16.sct \
        "$dir"/stencil2d.25.sct
    # the extrapolated trace keeps the inputs' module records (issue 45)
    "$SCTRACE" info "$dir/stencil2d-weak-9-16-25-to-36.x.sct" >"$dir/xinfo" 2>&1
    check extrapolated-modules grep -q "^module=.*/stencil2d build_id=[0-9a-f]\{8,\} base=0x" "$dir/xinfo"
    timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np 36 "$BUILD/openmpi/sctrace-replay" \
        "$dir/stencil2d-weak-9-16-25-to-36.x.sct" >"$dir/replay" 2>&1
    rc=$?
    if [ $rc = 0 ] && grep -q '36 ranks, [0-9]* calls' "$dir/replay"; then
        ok "replay-extrapolated-stencil2d-36 ($(grep -o '36 ranks.*' "$dir/replay"))"
    else
        fail replay-extrapolated-stencil2d-36 "exit $rc: $(tail -n 2 "$dir/replay" | tr '\n' ' ')"
    fi
    tag=-strong
    for np in 9 16 25 36; do trace stencil2d $np --iters 10 --global 360; done
    equivalent stencil2d-strong-9-16-25-to-36 "$dir/stencil2d-strong.36.sct" "$dir"/stencil2d-strong.9.sct \
        "$dir"/stencil2d-strong.16.sct "$dir"/stencil2d-strong.25.sct
    tag=""
    for ex in ring pingpong; do
        for np in 4 6 8 16; do trace $ex $np --iters 5; done
        equivalent $ex-4-6-8-to-16 "$dir/$ex.16.sct" "$dir/$ex.4.sct" "$dir/$ex.6.sct" "$dir/$ex.8.sct"
    done
    for np in 27 36 48 64; do trace stencil3d $np --iters 5 --n 6; done
    equivalent stencil3d-27-36-48-to-64 "$dir/stencil3d.64.sct" "$dir/stencil3d.27.sct" "$dir/stencil3d.36.sct" \
        "$dir/stencil3d.48.sct"
    SCTRACE_PRECISION=0
    for np in 9 16; do trace pop $np --iters 2 --n 8; done
    refused pop-precision-0-refused 'only lossless (precision 100)' --ranks 64 -o "$dir/p.sct" "$dir/pop.9.sct" \
        "$dir/pop.16.sct"
}

case $what in
sim) sim ;;
mpi) mpi ;;
*) fail usage "tests/extrap.sh sim|mpi" ;;
esac
exit $status
