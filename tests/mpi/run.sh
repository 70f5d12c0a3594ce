#!/bin/sh
# tests/mpi/run.sh - the MPI integration tests, at several rank counts, under
# every MPI that was built (build/<mpi>/tests/mpi, see mk/mpi.mk).
#
# usage: sh tests/mpi/run.sh [mpich] [openmpi]
#
# Prints one line per case, "ok NAME [MPI np=N]" or "FAIL NAME [MPI np=N]: why",
# and exits 1 when any case failed. Each test program checks its own trace and
# prints "ok NAME" / "FAIL NAME: why" on rank 0; this script turns a crash, a
# timeout or a missing line into a FAIL, and adds the cases that need a shell:
# LD_PRELOAD tracing of a plain program, bad environment values, SCTRACE_QUIET,
# sctrace_discard on some ranks, long time steps folding as well at 1000
# steps as at 100 (09_longbody), and `build/sctrace verify` when that tool
# exists.
#
# Environment: BUILD (default build), SCTRACE_TEST_NPS_OPENMPI (default
# "1 2 4 9"), SCTRACE_TEST_NPS_MPICH (default "1 2 4": MPICH busy-polls, keep
# it at most at 2x the cores), SCTRACE_TEST_TIMEOUT (seconds per run, 120).
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-build}
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-120}
# Open MPI refuses root without both; it yields the CPU by itself when it
# knows it is oversubscribed (--oversubscribe).
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# MPICH (Debian's is ch4:ucx) spins in its progress loop and has no yield
# setting that this device honours (MPIR_CVAR_POLLS_BEFORE_YIELD is ch3's;
# measured: no effect here), so it runs at most 2 ranks per core.
failed=0
passed=0

# mpirun for $mpi with $np ranks; SCTRACE_* settings reach the ranks through
# the environment (both launchers pass it on to local processes), LD_PRELOAD
# through the launcher only, so that mpirun itself is not traced.
launch() { # launch PRELOAD PROGRAM ARGS...
    pre=$1
    shift
    case $mpi in
    openmpi)
        if [ -n "$pre" ]; then
            timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np "$np" -x LD_PRELOAD="$pre" "$@"
        else
            timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np "$np" "$@"
        fi
        ;;
    mpich)
        if [ -n "$pre" ]; then
            timeout "$TIMEOUT" mpirun.mpich -np "$np" -genv LD_PRELOAD "$pre" "$@"
        else
            timeout "$TIMEOUT" mpirun.mpich -np "$np" "$@"
        fi
        ;;
    esac
}

report() { # report NAME REASON   (REASON empty: ok)
    if [ -z "$2" ]; then
        echo "ok $1 [$mpi np=$np]"
        passed=$((passed + 1))
    else
        echo "FAIL $1 [$mpi np=$np]: $2"
        failed=$((failed + 1))
    fi
}

# Why the program's run ($rc, out, err) is not a pass for test $1, or "".
verdict() {
    if [ "$rc" = 124 ]; then
        echo "timed out after ${TIMEOUT}s (log: $work/err)"
    elif grep -q "^FAIL $1" out; then
        grep "^FAIL $1" out | head -n 1 | sed "s/^FAIL $1: //"
    elif [ "$(grep -c "^ok $1" out)" != 1 ]; then
        echo "no result line, exit status $rc: $(tail -n 3 err | tr '\n' ' ')"
    elif [ "$rc" != 0 ]; then
        echo "exit status $rc (log: $work/err)"
    fi
}

# run_test NAME [VAR=VALUE...]: the test program with extra environment.
run_test() {
    name=$1
    shift
    rm -f "$name".sct "$name".sct.raw.* "$name".*.sct
    ( for kv in "$@"; do export "$kv"; done; launch "" "$dir/$name" >out 2>err )
    rc=$?
}

check_stderr_once() { # check_stderr_once PATTERN: exactly one line of err matches
    [ "$(grep -c "$1" err)" = 1 ]
}

for mpi in ${*:-mpich openmpi}; do
    dir=$BUILD/$mpi/tests/mpi
    [ -x "$dir/check_trace" ] || continue
    work=$dir/run
    mkdir -p "$work"
    cd "$work" || exit 1
    case $mpi in
    openmpi) nps=${SCTRACE_TEST_NPS_OPENMPI:-"1 2 4 9"} ;;
    *) nps=${SCTRACE_TEST_NPS_MPICH:-"1 2 4"} ;;
    esac
    for np in $nps; do
        for t in "$dir"/[0-9][0-9]_*; do
            name=$(basename "$t")
            [ "$name" = 07_preload ] && continue
            run_test "$name"
            report "$name" "$(verdict "$name")"
        done

        # 05's trace through the command-line tool, when it is built
        if [ -x "$BUILD/sctrace" ] && [ -f 05_verify.sct ]; then
            v=$("$BUILD/sctrace" verify 05_verify.sct 2>&1)
            case $v in
            "verified "*" on $np ranks"*) report 05_verify-cli "" ;;
            *) report 05_verify-cli "sctrace verify said: $(echo "$v" | head -n 2 | tr '\n' ' ')" ;;
            esac
        fi

        # an unmodified binary traced through LD_PRELOAD, then verified
        rm -f 07_preload.sct 07_preload.sct.raw.*
        (
            export SCTRACE_OUT=07_preload.sct SCTRACE_VERIFY=1
            launch "$BUILD/$mpi/libsctrace.so" "$dir/07_preload" >out 2>err
        )
        rc=$?
        if [ "$rc" != 0 ]; then
            report 07_preload "exit status $rc: $(tail -n 3 err | tr '\n' ' ')"
        else
            v=$("$dir/check_trace" 07_preload.sct --verify 2>&1)
            case $v in
            "verified "*" on $np ranks") report 07_preload "" ;;
            *) report 07_preload "check_trace said: $v" ;;
            esac
        fi
    done

    np=2
    # long time steps fold at the default SCTRACE_WINDOW: as many top-level
    # entries after 1000 steps as after 100 (09_longbody prints them)
    run_test 09_longbody SCTRACE_VERIFY=0 T_STEPS=100
    why=$(verdict 09_longbody)
    e100=$(sed -n 's/^ok 09_longbody entries=\([0-9]*\).*/\1/p' out)
    if [ -z "$why" ]; then
        run_test 09_longbody SCTRACE_VERIFY=0 T_STEPS=1000
        why=$(verdict 09_longbody)
        e1000=$(sed -n 's/^ok 09_longbody entries=\([0-9]*\).*/\1/p' out)
        [ -z "$why" ] && [ "$e100" != "$e1000" ] && why="$e100 top-level entries at 100 steps, $e1000 at 1000"
    fi
    report longbody-constant-in-steps "$why"

    # every bad value reported once (on rank 0) with the accepted forms, the
    # run going on with the defaults (SCTRACE_OUT empty: the default name)
    run_test 01_basic SCTRACE_OUT= SCTRACE_STACK_DEPTH=0 SCTRACE_TIMING=fast \
        SCTRACE_ZSTD_LEVEL=high SCTRACE_VERIFY=2 SCTRACE_START=yes SCTRACE_PCONTROL=-1 \
        SCTRACE_QUIET=maybe SCTRACE_WINDOW=0 SCTRACE_HIST_BINS=999 SCTRACE_MERGE=all \
        SCTRACE_PRECISION=101 SCTRACE_CLOCK=sundial
    why=$(verdict 01_basic)
    for var in OUT STACK_DEPTH TIMING ZSTD_LEVEL VERIFY START PCONTROL QUIET WINDOW HIST_BINS \
        MERGE PRECISION CLOCK; do
        [ -z "$why" ] && ! check_stderr_once "^sctrace: ignoring SCTRACE_$var=.*expected" &&
            why="SCTRACE_$var: not reported exactly once"
    done
    [ -z "$why" ] && ! check_stderr_once "^sctrace: wrote 01_basic\.[0-9]*\.sct " &&
        why="no 'sctrace: wrote' line for the default name"
    report bad-env "$why"

    # SCTRACE_QUIET=1: no "wrote" line; other settings that change the
    # recording but not what a trace must hold
    run_test 03_pcontrol_off SCTRACE_QUIET=1
    why=$(verdict 03_pcontrol_off)
    [ -z "$why" ] && grep -q "^sctrace: wrote" err && why="SCTRACE_QUIET=1 still printed"
    report quiet "$why"
    # sctrace_discard() on every rank: no file, no raw logs (08_discard looks),
    # no "wrote" line; on one rank only: the whole trace and one line that says so
    run_test 08_discard SCTRACE_VERIFY=1
    why=$(verdict 08_discard)
    [ -z "$why" ] && grep -q "^sctrace: wrote" err && why="a 'wrote' line: $(grep '^sctrace: wrote' err)"
    report discard-all "$why"
    run_test 08_discard T_DISCARD_RANK=1
    why=$(verdict 08_discard)
    [ -z "$why" ] && ! check_stderr_once "^sctrace: sctrace_discard() was called on 1 of 2 ranks, not all" &&
        why="not said once: $(head -n 3 err | tr '\n' ' ')"
    report discard-one-rank "$why"
    run_test 05_verify SCTRACE_STACK_DEPTH=4 SCTRACE_TIMING=exact SCTRACE_WINDOW=4 \
        SCTRACE_HIST_BINS=3
    report depth4-exact "$(verdict 05_verify)"
    run_test 01_basic SCTRACE_TIMING=off SCTRACE_ZSTD_LEVEL=19
    report timing-off "$(verdict 01_basic)"
    # the other clock (09_clock runs with the default, auto, above)
    run_test 09_clock SCTRACE_CLOCK=monotonic
    report clock-monotonic "$(verdict 09_clock)"
    # the gather instead of the cross-rank merge (the default): one trace per
    # rank in the file, every rank's exact events
    np=4
    run_test 01_basic SCTRACE_MERGE=gather
    report merge-gather "$(verdict 01_basic)"

    # a merge that fails on one rank (a tracer built with its test hooks hands
    # rank R's merge a bad blob, or no memory for the first message it
    # receives, which it must still drain) neither hangs nor loses a trace:
    # the rank says so and the file holds each rank's own trace (01_basic
    # checks them all); without the setting the same build merges into one
    # trace
    hooks=$BUILD/$mpi/tests/hooks/01_basic
    if [ -x "$hooks" ] && [ -x "$BUILD/sctrace" ]; then
        for how in "" FAIL:0 FAIL:$((np - 1)) NOMEM:0 NOMEM:2; do
            bad=${how#*:} kind=${how%:*}
            rm -f 01_basic.sct
            ( [ -n "$how" ] && export SCTRACE_TEST_MERGE_$kind=$bad; launch "" "$hooks" >out 2>err )
            rc=$?
            why=$(verdict 01_basic)
            want=1 name=merge-fails-on-rank-$bad
            [ "$kind" = NOMEM ] && name=merge-out-of-memory-on-rank-$bad
            [ -n "$how" ] || name=merge-hooks-off
            if [ -n "$bad" ]; then
                want=$np
                [ -z "$why" ] && ! check_stderr_once "^sctrace: rank $bad: merging the traces failed" &&
                    why="rank $bad did not report its failure once: $(head -n 3 err | tr '\n' ' ')"
                [ -z "$why" ] && ! check_stderr_once "writing every rank's trace unmerged" &&
                    why="no single line about the unmerged traces"
            fi
            got=$("$BUILD/sctrace" info 01_basic.sct 2>&1 | sed -n 's/^traces=//p')
            [ -z "$why" ] && [ "$got" != "$want" ] && why="traces=$got in the file, expected $want"
            report "$name" "$why"
        done
    fi

    # merge precision 0: a smaller, approximate trace that says so and still
    # decodes on every rank (values drawn from its histograms)
    if [ -x "$BUILD/sctrace" ] && [ -x "$BUILD/$mpi/examples/pop" ]; then
        rm -f p0.sct
        (
            export SCTRACE_OUT=p0.sct SCTRACE_PRECISION=0 SCTRACE_QUIET=1
            launch "" "$BUILD/$mpi/examples/pop" --iters 6 >out 2>err
        )
        why=""
        "$BUILD/sctrace" info p0.sct >info 2>&1 || why="sctrace info: $(head -n 1 info)"
        [ -z "$why" ] && ! grep -q '^precision=0$' info && why="info does not say precision=0"
        [ -z "$why" ] && grep -q '^histogram_streams=0$' info && why="no histogram streams at precision 0"
        r=0
        while [ -z "$why" ] && [ "$r" -lt "$np" ]; do
            "$BUILD/sctrace" events p0.sct --rank "$r" --seed 7 >/dev/null 2>ev || why="rank $r: $(head -n 1 ev)"
            r=$((r + 1))
        done
        report precision-0 "$why"
    fi
done

echo "mpi: $passed passed, $failed failed"
[ "$failed" = 0 ]
