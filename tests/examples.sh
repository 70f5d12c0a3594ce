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
    mpi_launch "$dir/out" "$pre" "$@"
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
# usage_runs: each example with --help, then with a bad option, at 2 ranks in
# an empty directory with no SCTRACE_OUT: exit status 0 and the usage once,
# then a non-zero status and one error line; neither run may leave a trace
# (the examples call sctrace_discard) nor print a "wrote" line.
usage_runs() {
    np=2 bin=$(cd "$BUILD/$mpi/examples" && pwd)
    for ex in $examples; do
        for opt in --help --bogus; do
            name="no-trace-on-${opt#--}-$ex [$mpi np=$np]"
            rm -rf "$dir/usage" && mkdir "$dir/usage"
            (
                cd "$dir/usage" || exit 1
                unset SCTRACE_OUT SCTRACE_VERIFY
                export SCTRACE_QUIET=0
                if [ $mpi = openmpi ]; then
                    timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np $np "$bin/$ex" $opt
                else
                    timeout "$TIMEOUT" mpirun.mpich -np $np "$bin/$ex" $opt
                fi
            ) >"$dir/out" 2>&1
            rc=$?
            want="bad or incomplete argument '--bogus'"
            [ $opt = --help ] && want="^usage: "
            left=$(ls -A "$dir/usage")
            if [ $opt = --help ] && [ $rc != 0 ]; then
                fail "$name" "exit status $rc: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
            elif [ $opt = --bogus ] && [ $rc = 0 ]; then
                fail "$name" "exit status 0"
            elif [ "$(grep -c "$want" "$dir/out")" != 1 ]; then
                fail "$name" "expected one line matching \"$want\": $(head -n 3 "$dir/out" | tr '\n' ' ')"
            elif [ -n "$left" ] || grep -q '^sctrace: wrote' "$dir/out"; then
                fail "$name" "a trace was written: $left $(grep '^sctrace: wrote' "$dir/out")"
            else
                ok "$name"
            fi
        done
    done
}
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
    usage_runs
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
