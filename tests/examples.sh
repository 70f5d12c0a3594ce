#!/bin/sh
# Every example traced in verify mode and checked by `sctrace verify`: under
# Open MPI at 1, 2, 4, 9 and 16 ranks, under MPICH at 1, 2 and 4 (MPICH
# busy-polls when oversubscribed); then two plain builds (no tracer inside)
# traced through LD_PRELOAD of build/<mpi>/libsctrace.so. The trace is the
# merged one (the default), so this also checks the cross-rank merge.
# Prints "ok NAME" / "FAIL NAME: why" per run (tests/run.sh counts them).
set -u
BUILD=${BUILD:-build}
SCTRACE=$BUILD/sctrace
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-180}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$(dirname "$0")/lib.sh"
# launch PRELOAD PROGRAM ARGS...: $np ranks of $mpi in verify mode writing
# $out (LD_PRELOAD=PRELOAD when not empty), output in $dir/out
launch() {
    pre=$1
    shift
    export SCTRACE_OUT="$out" SCTRACE_VERIFY=1
    if [ $mpi = openmpi ]; then
        timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np "$np" ${pre:+-x LD_PRELOAD="$pre"} \
            -x SCTRACE_OUT -x SCTRACE_VERIFY -x SCTRACE_QUIET "$@" >"$dir/out" 2>&1
    else
        timeout "$TIMEOUT" mpirun.mpich -np "$np" ${pre:+-genv LD_PRELOAD "$pre"} "$@" >"$dir/out" 2>&1
    fi
}
# verdict STATUS: the run's exit status, then `sctrace verify` of $out must
# say "verified ... on $np ranks"; prints the line for $name, removes $out
verdict() {
    if [ "$1" != 0 ]; then
        echo "FAIL $name: exit status $1: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
        status=1
    elif v=$("$SCTRACE" verify "$out" 2>&1) && [ "${v#verified }" != "$v" ] &&
        [ "${v%" on $np ranks"}" != "$v" ]; then
        echo "ok $name ($v)"
    else
        echo "FAIL $name: $v"
        status=1
    fi
    rm -f "$out" "$out".raw.*
}
examples="stencil2d stencil3d ring pop master_worker pingpong"
for mpi in openmpi mpich; do
    [ -d "$BUILD/$mpi/examples" ] || continue
    if [ $mpi = openmpi ]; then nps="1 2 4 9 16"; else nps="1 2 4"; fi
    for ex in $examples; do
        args=""
        # pop's timesteps each run 20..40 solver iterations with collectives
        [ $ex = pop ] && args="--iters 4"
        for np in $nps; do
            name="verify-$ex [$mpi np=$np]"
            out=$dir/$ex.$mpi.$np.sct
            launch "" "$BUILD/$mpi/examples/$ex" $args
            verdict $?
        done
    done
    for ex in stencil2d ring; do
        np=4
        name="preload-$ex [$mpi np=$np]"
        bin=$BUILD/$mpi/examples-plain/$ex
        lib=$(cd "$BUILD/$mpi" && pwd)/libsctrace.so
        out=$dir/plain-$ex.sct
        [ -x "$bin" ] || { echo "FAIL $name: $bin was not built"; status=1; continue; }
        launch "$lib" "$bin"
        verdict $?
    done
done
exit $status
