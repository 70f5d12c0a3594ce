#!/bin/sh
# Replay (build/<mpi>/sctrace-replay). For every example under Open MPI at
# every rank count from 1 to 16 (grids of 3 x 2, 7 x 1, 4 x 3, ... as well as
# the square ones) and under MPICH at 1 to 4: trace it, replay
# the trace with --trace, and check the fixed point: `sctrace diff ORIG
# REPLAY --ignore-sites` must find them equivalent. Histogram traces
# (precision 0) of the POP-like example replay without deadlock at 4, 9 and
# 16 ranks with three seeds, the same seed gives the same calls, another seed
# other ones; so does the histogram trace of tests/replay_calls (every kind of
# call, communicators made and freed by some ranks only). A histogram
# replay's collectives have the application's datatypes and reduction ops.
# Every example's traces at precisions 95 and 60, and at 0 with exact timing
# (7 ranks), decode and replay.
# The replay's bookkeeping of computation (with exact timing, a traced
# replay's computation adds up to the original's, with --compute=cpu plus
# the time descheduled), and calls it cannot make
# (skipped, listed, their computation spent). MPI-IO scratch files
# (--io-dir, removed by the end of the replay). Wildcard receives are made with the
# sources they matched in the run; a trace of an earlier build, without them,
# still replays. Dry runs, and the errors: wrong rank count, bad file, bad
# options, no place for scratch files. Prints "ok NAME" / "FAIL NAME: why"
# (tests/run.sh counts them).
set -u
BUILD=${BUILD:-build}
SCTRACE=$BUILD/sctrace
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-180}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$(dirname "$0")/lib.sh"

# mpi_run OUT PROGRAM ARGS...: $np ranks of $mpi, output in OUT;
# SCTRACE_OUT and SCTRACE_PRECISION are passed on when set
mpi_run() {
    o=$1
    shift
    mpi_launch "$o" "" "$@"
}

# trace NAME OUT PROGRAM ARGS...: the application traced into OUT
trace() {
    n=$1 t=$2
    shift 2
    SCTRACE_OUT=$t mpi_run "$dir/app.out" "$@" || {
        fail "$n" "the application failed: $(tail -n 2 "$dir/app.out" | tr '\n' ' ')"
        return 1
    }
}

# decodes NAME TRACE: every one of its $np ranks decodes (`sctrace events`);
# else a failure and status 1
decodes() {
    bad=""
    r=0
    while [ $r -lt "$np" ]; do
        "$SCTRACE" events "$2" --rank $r >/dev/null 2>"$dir/ev.err" || bad="$bad $r"
        r=$((r + 1))
    done
    [ -z "$bad" ] && return 0
    fail "$1" "ranks$bad do not decode: $(head -n 1 "$dir/ev.err")"
    return 1
}

# compute_ns TRACE RANK: the computation before the rank's calls, in ns, but
# for the first two events (MPI_Init, the first call) and MPI_Finalize
compute_ns() {
    "$SCTRACE" events "$1" --rank "$2" | awk '/MPI_Finalize/ { next }
        NR > 2 { for (i = 1; i <= NF; i++) if ($i ~ /^compute_ns=/) { split($i, x, "="); s += x[2] } }
        END { printf "%d\n", s }'
}

# colls TRACE: rank 0's kinds of collectives, each with its datatype and op
colls() {
    "$SCTRACE" events "$1" --rank 0 | awk '$2 ~ /[Rr]educe|Bcast|[Gg]ather|Scatter|Alltoall|[Ss]can/ {
        d = o = ""
        for (i = 3; i <= NF; i++) { if ($i ~ /^datatype=/) d = $i; if ($i ~ /^op=/) o = $i }
        print $2, d, o }' | sort -u
}

# redops TRACE: rank 0's pairs of datatype and reduction op in collectives
redops() {
    colls "$1" | awk 'NF == 3 { print $2, $3 }' | sort -u
}

# adds_up NAME ORIG REPLAY OUT NP: per rank, the replay's computation equals
# the original's plus what the replay still owed at the end and the time it
# was descheduled during a computation (--compute=cpu) or past its end (busy),
# which is not owed (OUT: --verbose), within 4 ms
adds_up() {
    bad=""
    r=0
    while [ $r -lt "$5" ]; do
        a=$(compute_ns "$2" $r) b=$(compute_ns "$3" $r)
        o=$(sed -n "s/.* rank $r: .*own work beyond the computation \([0-9.]*\) s.*/\1/p" "$4")
        off=$(sed -n "s/.* rank $r: .*off the CPU [a-z ]* \([0-9.]*\) s.*/\1/p" "$4")
        d=$(echo "$a $b ${o:-x} ${off:-x}" | awk '$3 == "x" { print "no-owed-line"; exit }
            $4 == "x" { print "no-off-CPU-line"; exit }
            { d = $2 - $1 - ($3 + $4) * 1e9; if (d < -4000000 || d > 4000000) printf "%.0f", d }')
        [ -n "$d" ] && bad="$bad rank $r: $d ns;"
        r=$((r + 1))
    done
    if [ -z "$bad" ]; then ok "$1"; else fail "$1" "replay - original - owed:$bad"; fi
}

# replay_check NAME ORIG REPLAY-OPTIONS...: replay ORIG traced into
# $dir/rep.sct; the two must be equivalent
replay_check() {
    n=$1 t=$2
    shift 2
    rm -f "$dir/rep.sct"
    if ! mpi_run "$dir/rep.out" "$BUILD/$mpi/${REPLAY:-sctrace-replay}" "$@" --trace "$dir/rep.sct" "$t"; then
        fail "$n" "replay failed: $(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
    elif ! grep -q "exact replay" "$dir/rep.out"; then
        fail "$n" "no exact-replay summary: $(tail -n 2 "$dir/rep.out" | tr '\n' ' ')"
    elif d=$("$SCTRACE" diff "$t" "$dir/rep.sct" --ignore-sites 2>&1); then
        ok "$n ($d)"
    else
        fail "$n" "not a fixed point: $d"
    fi
}

examples="stencil2d stencil3d ring pop master_worker pingpong"
for mpi in openmpi mpich; do
    [ -x "$BUILD/$mpi/sctrace-replay" ] || continue
    if [ $mpi = openmpi ]; then nps=$(seq 1 16) compute=busy; else nps="1 2 3 4" compute=none; fi
    for ex in $examples; do
        args=""
        [ $ex = pop ] && args="--iters 4"
        for np in $nps; do
            name="fixed-point-$ex [$mpi np=$np]"
            trace "$name" "$dir/orig.sct" "$BUILD/$mpi/examples/$ex" $args &&
                replay_check "$name" "$dir/orig.sct" --compute=$compute || continue
            [ $np = 4 ] || continue
            name="untraced-replay-$ex [$mpi np=$np]" # the tracer stays off: nothing it set up is needed
            if mpi_run "$dir/rep.out" "$BUILD/$mpi/sctrace-replay" --compute=$compute "$dir/orig.sct" &&
                grep -q "exact replay" "$dir/rep.out"; then
                ok "$name"
            else
                fail "$name" "$(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
            fi
        done
    done
done

# tests/replay_calls makes every kind of call the replay rebuilds; its replay
# runs under AddressSanitizer and UBSan (build/<mpi>/asan/sctrace-replay).
for mpi in openmpi mpich; do
    [ -x "$BUILD/$mpi/asan/sctrace-replay" ] && [ -x "$BUILD/$mpi/tests/replay_calls" ] || continue
    if [ $mpi = openmpi ]; then nps="1 2 3 4 9"; else nps="1 2 4"; fi
    for np in $nps; do
        name="fixed-point-calls [$mpi np=$np asan]"
        trace "$name" "$dir/calls.sct" "$BUILD/$mpi/tests/replay_calls" || continue
        export REPLAY=asan/sctrace-replay ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
        replay_check "$name" "$dir/calls.sct" --no-compute
        unset REPLAY ASAN_OPTIONS
    done
done

# Its precision-0 trace replays from the histograms too (no deadlock, no
# error), though its communicator calls' handles are drawn: a guard around a
# call only some ranks make keeps each rank's exact count, and a call on a
# communicator a drawn split color left out is not made.
for mpi in openmpi mpich; do
    [ -x "$BUILD/$mpi/asan/sctrace-replay" ] && [ -x "$BUILD/$mpi/tests/replay_calls" ] || continue
    if [ $mpi = openmpi ]; then nps="2 4 9"; else nps="2 4"; fi
    for np in $nps; do
        name="histogram-calls [$mpi np=$np asan]"
        export SCTRACE_PRECISION=0
        trace "$name" "$dir/hc.sct" "$BUILD/$mpi/tests/replay_calls" || { unset SCTRACE_PRECISION; continue; }
        unset SCTRACE_PRECISION
        export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
        bad=""
        for seed in 1 2 3; do
            traced=""
            [ $seed = 1 ] && traced="--trace $dir/hcr.sct"
            mpi_run "$dir/hc.out" "$BUILD/$mpi/asan/sctrace-replay" --no-compute --seed $seed $traced "$dir/hc.sct" ||
                bad="$bad seed $seed: $(grep -v '^\[' "$dir/hc.out" | head -n 2 | tr '\n' ' ')"
        done
        unset ASAN_OPTIONS
        # Its reductions keep the application's datatype and op where they fit
        # (MPI_MINLOC on pairs too); those of user-defined ops are on bytes with
        # MPI_BOR.
        if [ -z "$bad" ]; then
            redops "$dir/hc.sct" >"$dir/o.app"
            redops "$dir/hcr.sct" >"$dir/o.rep"
            extra=$(grep -vxF -f "$dir/o.app" "$dir/o.rep" | grep -vx 'datatype=3 op=7' | tr '\n' ' ')
            grep -qx 'datatype=18 op=10' "$dir/o.rep" || bad="no MPI_MINLOC on MPI_DOUBLE_INT in the replay"
            [ -z "$extra" ] || bad="$bad reductions the application did not make: $extra"
            # communicators from MPI_Comm_dup_with_info are made too
            "$SCTRACE" events "$dir/hcr.sct" --rank 0 | grep -q 'MPI_Comm_dup_with_info' ||
                bad="$bad no MPI_Comm_dup_with_info in the replay"
        fi
        if [ -n "$bad" ]; then fail "$name" "$bad"; else ok "$name (seeds 1-3, typed reductions, dup_with_info)"; fi
    done
done

# The check can fail: a replay of one run is not equivalent to another run.
mpi=openmpi np=4
if [ -x "$BUILD/openmpi/sctrace-replay" ]; then
    trace "diff-detects-other-run" "$dir/a.sct" "$BUILD/openmpi/examples/stencil2d" --iters 20 &&
        trace "diff-detects-other-run" "$dir/b.sct" "$BUILD/openmpi/examples/stencil2d" --iters 21 &&
        mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --no-compute --trace "$dir/rep.sct" "$dir/a.sct" &&
        if "$SCTRACE" diff "$dir/b.sct" "$dir/rep.sct" --ignore-sites >"$dir/d.out" 2>&1; then
            fail "diff-detects-other-run" "a replay of 20 steps equals a run of 21"
        else
            ok "diff-detects-other-run ($(head -n 1 "$dir/d.out"))"
        fi

    # The replay's own work (reading, looking up handles, the tracer's recording)
    # counts as computation, and what an interval cannot hide is taken off the
    # next ones: with exact timing, a traced replay records per rank the
    # original's computation plus what it still owed at the end (--verbose).
    # Counting from the replay's own return instead of the tracer's end time
    # is off by ~18 ms here, not owing the work between an interval and its
    # call by ~6 ms; a correct replay by < 0.4 ms, once by 2.0 ms on a busy
    # machine: the bound is 4 ms.
    name="replay-computation-adds-up"
    if SCTRACE_TIMING=exact trace "$name" "$dir/x.sct" "$BUILD/openmpi/examples/pop" --iters 300 &&
        SCTRACE_TIMING=exact mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --verbose \
            --trace "$dir/xr.sct" "$dir/x.sct"; then
        adds_up "$name" "$dir/x.sct" "$dir/xr.sct" "$dir/rep.out" 4
    else
        fail "$name" "$(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
    fi
    # --compute=cpu spends each interval on the CPU: the time a rank was
    # descheduled lengthens its intervals, and --verbose says by how much.
    # Ranks bound two to a core take turns: 15-30 ms each here, so leaving
    # it out breaks the 4 ms bound.
    name="replay-computation-adds-up-on-cpu"
    export OMPI_MCA_rmaps_base_mapping_policy=core OMPI_MCA_hwloc_base_binding_policy=core:overload-allowed
    if SCTRACE_TIMING=exact trace "$name" "$dir/x.sct" "$BUILD/openmpi/examples/stencil3d" --iters 5000 --n 32 &&
        SCTRACE_TIMING=exact mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --verbose --compute=cpu \
            --trace "$dir/xr.sct" "$dir/x.sct"; then
        adds_up "$name" "$dir/x.sct" "$dir/xr.sct" "$dir/rep.out" 4
    else
        fail "$name" "$(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
    fi
    # busy (the default) waits for the interval's wall time, descheduled or
    # not, but a rank descheduled across the end of an interval does not owe
    # the time it was away: that would cut its next computations short (it
    # made master_worker's precision-0 replays at 16 ranks three times as fast
    # as the run). Bound two to a core, ranks are descheduled across ends
    # (--verbose says for how long), and what they still owe does not hold
    # that time: the replay's computation is the original's plus both.
    name="replay-computation-adds-up-busy-descheduled"
    if SCTRACE_TIMING=exact mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --verbose \
        --trace "$dir/xr.sct" "$dir/x.sct"; then
        if sed -n 's/.* rank [0-9]*: .*off the CPU past the end of a computation \([0-9.]*\) s.*/\1/p' \
            "$dir/rep.out" | awk '$1 > 0 { n++ } END { exit !n }'; then
            adds_up "$name" "$dir/x.sct" "$dir/xr.sct" "$dir/rep.out" 4
        else
            fail "$name" "no rank was descheduled past the end of a computation: $(grep -c 'off the CPU' "$dir/rep.out") lines"
        fi
    else
        fail "$name" "$(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
    fi
    # A histogram replay completes its requests with two MPI_Waitall (sends,
    # then receives). Traced, the work it owes before a call was taken up to
    # the last of its MPI calls, so the time the first one waited was owed
    # and taken off the next computations: here each rank spent 28-39 % of
    # the original's computation (the stencils' traced precision-0 replays
    # ran in half the application's time). Per rank, the replay's computation
    # (the time outside MPI calls in its trace) is now 100-120 % of it on a
    # quiet machine, 85-89 % at load 15 (a rank descheduled across the end of
    # an interval does not owe that time); the bounds are 75-150 %, which the
    # bug above (28-39 %) still fails.
    name="replay-computation-spent-histogram-traced"
    if SCTRACE_TIMING=exact trace "$name" "$dir/x.sct" "$BUILD/openmpi/examples/stencil2d" --iters 5000 --n 128 &&
        SCTRACE_TIMING=exact mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --mode=histogram \
            --trace "$dir/xr.sct" "$dir/x.sct"; then
        bad="" r=0
        while [ $r -lt 4 ]; do
            a=$(compute_ns "$dir/x.sct" $r) b=$(compute_ns "$dir/xr.sct" $r)
            awk -v a="$a" -v b="$b" 'BEGIN { exit !(b >= 0.75 * a && b <= 1.5 * a) }' ||
                bad="$bad rank $r: $b ns of $a;"
            r=$((r + 1))
        done
        if [ -z "$bad" ]; then ok "$name"; else fail "$name" "computation spent:$bad"; fi
    else
        fail "$name" "$(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
    fi
    unset OMPI_MCA_rmaps_base_mapping_policy OMPI_MCA_hwloc_base_binding_policy

    # Calls the replay cannot make (MPI_Open_port, MPI_Close_port) are skipped and
    # listed, the diff shows them missing, and the computation before them is
    # still spent. The dynamic window, the puts into it at the run's
    # addresses, its fences and a Win_test-polled epoch are made.
    np=2
    name="skipped-calls [openmpi np=2]"
    if [ -x "$BUILD/openmpi/tests/replay_calls" ] &&
        SCTRACE_TIMING=exact trace "$name" "$dir/s.sct" "$BUILD/openmpi/tests/replay_calls" --one-sided &&
        SCTRACE_TIMING=exact mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --verbose \
            --trace "$dir/sr.sct" "$dir/s.sct"; then
        if ! grep -q "calls could not be replayed and were skipped" "$dir/rep.out" ||
            ! grep -q "rank 0: skipped 6 x MPI_Open_port" "$dir/rep.out" ||
            ! grep -q "rank 1: skipped 6 x MPI_Close_port" "$dir/rep.out" ||
            grep -q "skipped .* x MPI_\(Put\|Win_create\|Win_fence\|Win_free\|Win_attach\|Win_detach\)" "$dir/rep.out"; then
            fail "$name" "no warning or list: $(grep skipped "$dir/rep.out" | tr '\n' ' ')"
        elif "$SCTRACE" diff "$dir/s.sct" "$dir/sr.sct" --ignore-sites >/dev/null 2>&1; then
            fail "$name" "the replay without the skipped calls is equivalent to the run"
        else
            ok "$name"
        fi
        adds_up "skipped-calls-computation-spent" "$dir/s.sct" "$dir/sr.sct" "$dir/rep.out" 2
    else
        fail "$name" "$(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
    fi

    # MPI-IO: the scratch files go to --io-dir and are removed by the end
    # (TMPDIR names a plain file: a replay that ignored --io-dir could open
    # none); without --io-dir such a TMPDIR stops the replay, naming the path.
    mpi=mpich np=2
    name="replay-io-dir [mpich np=2]"
    mkdir -p "$dir/io"
    : >"$dir/plain"
    if trace "$name" "$dir/io.sct" "$BUILD/mpich/tests/replay_calls"; then
        if ! TMPDIR="$dir/plain" mpi_run "$dir/rep.out" "$BUILD/mpich/sctrace-replay" --io-dir "$dir/io" "$dir/io.sct"; then
            fail "$name" "$(grep -m 3 . "$dir/rep.out" | tr '\n' ' ')"
        elif [ -n "$(ls -A "$dir/io")" ]; then
            fail "$name" "scratch files left: $(ls "$dir/io" | tr '\n' ' ')"
        else
            ok "$name"
        fi
        name="replay-io-dir-missing [mpich np=2]"
        TMPDIR="$dir/plain" mpi_run "$dir/rep.out" "$BUILD/mpich/sctrace-replay" "$dir/io.sct"
        rc=$?
        if [ $rc != 0 ] && grep -q "cannot open the scratch file $dir/plain/sctrace-replay\..* (see --io-dir)" "$dir/rep.out"; then
            ok "$name"
        else
            fail "$name" "exit $rc: $(grep -m 2 . "$dir/rep.out" | tr '\n' ' ')"
        fi
    fi
    mpi=openmpi

    # A wildcard receive records the source it matched, and the replay
    # receives from it: the replay's trace has the same sequence of matched
    # sources (the diff compares them), where a wildcard replay takes the
    # results in whatever order they come.
    np=4
    name="wildcard-matched-sources [openmpi np=$np]"
    if trace "$name" "$dir/mw.sct" "$BUILD/openmpi/examples/master_worker" --iters 400; then
        m=$("$SCTRACE" events "$dir/mw.sct" --rank 0 | grep -c 'source=ANY_SOURCE .*matched=+[1-3] ')
        if [ "$m" -ne 400 ]; then
            fail "$name" "$m of the master's 400 wildcard receives record a matched worker"
        else
            replay_check "$name" "$dir/mw.sct" --no-compute
        fi
    fi
    # A trace of a build that did not record matched sources (a master_worker
    # run at 4 ranks) replays its wildcard receives as wildcards.
    name="wildcard-unmatched-trace [openmpi np=$np]"
    if mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --verbose --no-compute \
        "$(dirname "$0")/data/master_worker4_unmatched.sct" && grep -q "exact replay" "$dir/rep.out" &&
        ! grep -q "skipped" "$dir/rep.out"; then
        ok "$name"
    else
        fail "$name" "$(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
    fi

    # A non-blocking vector collective's count arrays are freed when it
    # completes: the peak memory of replaying 200,000 MPI_Ialltoallv is
    # within 4 MiB of replaying 2,000 (keeping them to the end cost 4 KiB
    # each, 0.8 GB).
    np=2
    name="vcollective-arrays-freed [openmpi np=$np]"
    peak() { sed -n "s/.* rank 0: .*peak memory \([0-9]*\) KiB$/\1/p" "$1"; }
    if [ -x "$BUILD/openmpi/tests/replay_calls" ] &&
        trace "$name" "$dir/v1.sct" "$BUILD/openmpi/tests/replay_calls" --vloop 2000 &&
        trace "$name" "$dir/v2.sct" "$BUILD/openmpi/tests/replay_calls" --vloop 200000 &&
        mpi_run "$dir/v1.out" "$BUILD/openmpi/sctrace-replay" --verbose --no-compute "$dir/v1.sct" &&
        mpi_run "$dir/v2.out" "$BUILD/openmpi/sctrace-replay" --verbose --no-compute "$dir/v2.sct"; then
        p1=$(peak "$dir/v1.out") p2=$(peak "$dir/v2.out")
        if [ -z "$p1" ] || [ -z "$p2" ]; then
            fail "$name" "no peak memory in the --verbose lines: $(tail -n 2 "$dir/v2.out" | tr '\n' ' ')"
        elif [ $((p2 - p1)) -gt 4096 ]; then
            fail "$name" "peak memory $p1 KiB for 2,000 calls, $p2 KiB for 200,000"
        else
            ok "$name ($p1 / $p2 KiB)"
        fi
    else
        fail "$name" "$(tail -n 3 "$dir/v2.out" 2>/dev/null | tr '\n' ' ')"
    fi
    np=4

    # Histogram traces of the POP-like example: no deadlock, three seeds.
    for np in 4 9 16; do
        name="histogram-trace [openmpi np=$np]"
        SCTRACE_PRECISION=0 trace "$name" "$dir/h$np.sct" "$BUILD/openmpi/examples/pop" --iters 20 || continue
        if ! "$SCTRACE" info "$dir/h$np.sct" | grep -q '^histogram_streams=[1-9]'; then
            fail "$name" "the precision-0 trace has no histograms"
            continue
        fi
        decodes "$name" "$dir/h$np.sct" || continue # values drawn
        ok "$name"
        for seed in 1 2 3; do
            name="histogram-replay [openmpi np=$np seed=$seed]"
            if mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --seed $seed "$dir/h$np.sct" &&
                grep -q "histogram replay, seed $seed" "$dir/rep.out"; then
                ok "$name"
            else
                fail "$name" "exit or summary: $(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
            fi
        done
    done
    # Loops of steps cut differently (issue 36): rank 0's loop of 3,000 time
    # steps is cut in two by one more call, the others' is whole. Merged at
    # precision 0 and 95, every loop of steps is an entry of all ranks (the
    # whole loops are cut into rank 0's pieces, sct__mt_peel), the trace is
    # what the ranks recorded (verify mode), and its replay makes the calls
    # that the precision-100 trace's replay makes (before: rank 0's second
    # piece alone, trip counts drawn from one histogram, 30,609 calls of
    # 36,009).
    # With --cut-steps every rank's loop is cut mid-step at a step of its own
    # (rank 0's twice): the ranks fold their steps at other phases and in
    # pieces on both sides of each merge (sct__mt_rotate, sct__mt_peel), and
    # the same must hold ("rotated-loops"; before: loops of some ranks only).
    # With --nested-steps the steps are 10 passes of 300 in an outer loop,
    # each rank but 0 cutting each pass's steps mid-step at a step of its
    # own: their inner loops fold in two pieces at two phases inside the
    # outer loop, rank 0's whole ("nested-loops", precision 95: every outer
    # loop is an entry of all ranks, sct__mt_nest_fit; before: one of ranks
    # 0..1 and one of 2..3). At precision 0 the ranks' inner trip counts,
    # which differ, join one histogram, so the trace does not verify.
    # With --pieces-steps each pass's inner loop is cut at a step's end, in
    # three pieces on even ranks and two on odd ones ("pieces-loops",
    # precision 95: sct__mt_nest_fit unrolls the even ranks' [2 x [steps,
    # call]] and cuts the odd ranks' first piece; before: an outer loop of
    # each rank). Its histogram replay makes the exact replay's 36,108 calls:
    # the pieces' trip counts are each rank's own ([31, 150, 119] on even
    # ranks, [31, 90, 179] on odd ones), and the walk stopped the last piece
    # for all ranks once the even ones had made their Allreduces (35,748;
    # sctrace.h sct__walk_stops).
    np=4
    for mode in steps cut-steps nested-steps pieces-steps; do
        tname=peeled-loops precs="0 95"
        [ $mode = cut-steps ] && tname=rotated-loops
        [ $mode = nested-steps ] && tname=nested-loops precs=95
        [ $mode = pieces-steps ] && tname=pieces-loops precs=95
        for prec in $precs; do
            name="$tname [openmpi np=$np precision=$prec]"
            [ -x "$BUILD/openmpi/tests/replay_calls" ] || break
            if ! SCTRACE_VERIFY=1 SCTRACE_PRECISION=$prec trace "$name" "$dir/pl$prec.sct" \
                "$BUILD/openmpi/tests/replay_calls" --$mode 3000 ||
                { [ $prec = "${precs%% *}" ] && ! trace "$name" "$dir/pl100.sct" "$BUILD/openmpi/tests/replay_calls" --$mode 3000; }; then
                continue
            fi
            apart=$("$SCTRACE" tree "$dir/pl$prec.sct" | grep '^  [^ ].* x \[ ' | grep -vc 'ranks=<0\.\.3>$')
            "$SCTRACE" verify "$dir/pl$prec.sct" >"$dir/plv.out" 2>&1 || apart="verify: $(tail -n 1 "$dir/plv.out")"
            calls() { sed -n 's/.*: 4 ranks, \([0-9]*\) calls.*/\1/p' "$1"; }
            if [ "$apart" != 0 ]; then
                fail "$name" "loops of steps of some ranks only: $apart (or: the trace is not what the ranks recorded)"
            elif mpi_run "$dir/pl.out" "$BUILD/openmpi/sctrace-replay" --seed 1 "$dir/pl$prec.sct" &&
                mpi_run "$dir/pl100.out" "$BUILD/openmpi/sctrace-replay" "$dir/pl100.sct" &&
                [ -n "$(calls "$dir/pl.out")" ] && [ "$(calls "$dir/pl.out")" = "$(calls "$dir/pl100.out")" ]; then
                ok "$name ($(calls "$dir/pl.out") calls)"
            else
                fail "$name" "replay: $(tail -n 1 "$dir/pl.out") / $(tail -n 1 "$dir/pl100.out" 2>/dev/null)"
            fi
        done
    done
    # The same nested steps and pieces at 9 ranks (1,000 and 3,000 steps,
    # trace and verify only): four merge levels, the higher ones holding
    # lists of ranks' trip counts.
    np=9
    for mode in nested-steps pieces-steps; do
        tname=nested-loops steps=1000
        [ $mode = pieces-steps ] && tname=pieces-loops steps=3000
        name="$tname [openmpi np=$np precision=95]"
        if [ -x "$BUILD/openmpi/tests/replay_calls" ] && SCTRACE_VERIFY=1 SCTRACE_PRECISION=95 trace "$name" \
            "$dir/pl9.sct" "$BUILD/openmpi/tests/replay_calls" --$mode $steps; then
            apart=$("$SCTRACE" tree "$dir/pl9.sct" | grep '^  [^ ].* x \[ ' | grep -vc 'ranks=<0\.\.8>$')
            "$SCTRACE" verify "$dir/pl9.sct" >"$dir/plv.out" 2>&1 || apart="verify: $(tail -n 1 "$dir/plv.out")"
            if [ "$apart" = 0 ]; then ok "$name"; else fail "$name" "outer loops of some ranks only: $apart"; fi
        fi
    done
    # Precisions between 0 and 100 (7 ranks: a 7 x 1 grid, six workers): every
    # rank decodes and the replay completes. At 95 master_worker's workers,
    # whose item counts are too far apart to share a histogram, share their
    # master's peer as one absolute variant holding the most calls; each reads
    # its own share (the reader once refused such a trace, and `sctrace matrix`
    # counted every worker's results at the busiest one's count).
    # With exact timing at precision 0, a rank whose call counts are drawn
    # takes its times from the histograms (it was refused: "exact timing
    # disagrees with the event count").
    np=7
    for prec in 95 60 0-exact; do
        timing=hist
        [ $prec = 0-exact ] && timing=exact
        for ex in $examples; do
            name="precision-$prec-$ex [openmpi np=$np]"
            args=""
            [ $ex = pop ] && args="--iters 4"
            SCTRACE_PRECISION=${prec%-exact} SCTRACE_TIMING=$timing trace "$name" "$dir/p.sct" "$BUILD/openmpi/examples/$ex" $args ||
                continue
            decodes "$name" "$dir/p.sct" || continue
            if ! mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --no-compute "$dir/p.sct"; then
                fail "$name" "replay failed: $(grep -v '^\[' "$dir/rep.out" | tail -n 2 | tr '\n' ' ')"
                continue
            fi
            if [ $ex != master_worker ]; then
                ok "$name"
                continue
            fi
            # point-to-point messages: the matrix's against the calls (within 2 %)
            m=$("$SCTRACE" matrix "$dir/p.sct" | sed -n 's/.* bytes in \([0-9]*\) messages.*/\1/p')
            c=$("$SCTRACE" stats "$dir/p.sct" --csv | awk -F, '$1 == "op" && ($2 == "MPI_Send" || $2 == "MPI_Isend") { s += $5 } END { print s + 0 }')
            if awk -v m="${m:-0}" -v c="$c" 'BEGIN { d = m - c; exit !(c > 0 && d * d <= 0.0004 * c * c) }'; then
                ok "$name"
            else
                fail "$name" "sctrace matrix counts ${m:-no} messages, the trace $c sends"
            fi
        done
    done

    # Same seed, same calls (the replay's own traces are equivalent); another
    # seed draws other values.
    np=4
    for run in 1 2 3; do
        seed=1
        [ $run = 3 ] && seed=2
        mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --no-compute --seed $seed \
            --trace "$dir/hr$run.sct" "$dir/h4.sct" || fail "histogram-determinism" "replay $run failed"
    done
    check "histogram-same-seed-same-calls" sh -c "\"$SCTRACE\" diff \"$dir/hr1.sct\" \"$dir/hr2.sct\" --ignore-sites >/dev/null"
    # Spending the computation time (the walk goes on meanwhile) changes no call.
    mpi_run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" --compute=busy --seed 1 \
        --trace "$dir/hr4.sct" "$dir/h4.sct" || fail "histogram-determinism" "replay 4 failed"
    check "histogram-busy-same-calls" sh -c "\"$SCTRACE\" diff \"$dir/hr1.sct\" \"$dir/hr4.sct\" --ignore-sites >/dev/null"
    if "$SCTRACE" diff "$dir/hr1.sct" "$dir/hr3.sct" --ignore-sites >/dev/null 2>&1; then
        fail "histogram-other-seed-other-calls" "seeds 1 and 2 gave equivalent replays"
    else
        ok "histogram-other-seed-other-calls"
    fi
    # Its collectives have the application's datatypes and reduction ops, not
    # bytes and MPI_BOR: Open MPI picks an allreduce algorithm by the count
    # (a ring for 8 bytes, recursive doubling for 1 double).
    colls "$dir/h4.sct" >"$dir/c.app"
    colls "$dir/hr1.sct" >"$dir/c.rep"
    if [ ! -s "$dir/c.app" ]; then
        fail "histogram-typed-collectives" "no collectives in the application's trace"
    elif cmp -s "$dir/c.app" "$dir/c.rep"; then
        ok "histogram-typed-collectives ($(wc -l <"$dir/c.app") kinds)"
    else
        fail "histogram-typed-collectives" "application: $(tr '\n' ';' <"$dir/c.app") replay: $(tr '\n' ';' <"$dir/c.rep")"
    fi
    mpi=mpich
    if [ -x "$BUILD/mpich/sctrace-replay" ]; then
        name="histogram-replay [mpich np=4 seed=1]"
        if mpi_run "$dir/rep.out" "$BUILD/mpich/sctrace-replay" --no-compute "$dir/h4.sct" &&
            grep -q "histogram replay" "$dir/rep.out"; then
            ok "$name"
        else
            fail "$name" "$(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
        fi
    fi

    # Dry runs: no MPI; one line per call of each rank, then its MPI_Finalize.
    R=$BUILD/openmpi/sctrace-replay
    "$R" --dry-run "$dir/a.sct" >"$dir/dry.out" 2>&1
    check "dry-run-exit" [ $? = 0 ]
    ev=$("$SCTRACE" events "$dir/a.sct" --rank 0 2>/dev/null | grep -c 'MPI_\|sctrace_marker')
    n0=$(grep -c '^rank 0: ' "$dir/dry.out")
    # the dry run leaves out MPI_Init and MPI_Finalize and adds its last line
    check "dry-run-one-line-per-call ($n0 lines, $ev events)" [ "$n0" = $((ev - 1)) ]
    check "dry-run-every-rank" [ "$(cut -d: -f1 "$dir/dry.out" | sort -u | wc -l)" = 4 ]
    check "dry-run-parameters" grep -q '^rank 2: MPI_Isend(bytes=.*dest=' "$dir/dry.out"
    "$R" --dry-run --ranks 1,3 "$dir/a.sct" >"$dir/dry.out" 2>&1
    check "dry-run-ranks" [ "$(cut -d: -f1 "$dir/dry.out" | sort -u | tr '\n' ' ')" = "rank 1 rank 3 " ]
    # --times=drawn: with histogram timing, each call's computation is drawn
    # from its site's histogram, the same for a seed; a rank's sums stay those
    # of the means (each site's within 1 %; the dry run prints 3 decimals).
    for t in "mean" "drawn" "drawn" "drawn --seed 2"; do
        # shellcheck disable=SC2086 # $t: an option and its seed
        "$R" --dry-run --ranks 1 --times=$t "$dir/a.sct" | sed -n 's/.* after \([0-9.]*\) us of computation$/\1/p' |
            awk '{ s += $1; d[$1] = 1 } END { for (k in d) n++; printf "%.0f %d %d\n", s, n, NR }'
    done >"$dir/times.out"
    check "times-drawn (sum, distinct values, calls: $(tr '\n' ';' <"$dir/times.out"))" awk '
        { s[NR] = $1; d[NR] = $2; c[NR] = $3 }
        END { r = s[2] / s[1]; exit !(NR == 4 && c[1] > 50 && c[2] == c[1] && r > 0.99 && r < 1.01 && d[2] > d[1] &&
              s[3] == s[2] && d[3] == d[2]) }' "$dir/times.out"
    "$R" --dry-run --ranks 1 --times=drawn "$dir/a.sct" >"$dir/d1.out" 2>&1
    "$R" --dry-run --ranks 1 --times=drawn --seed 2 "$dir/a.sct" >"$dir/d2.out" 2>&1
    check "times-drawn-depends-on-the-seed" test "$(cmp -s "$dir/d1.out" "$dir/d2.out"; echo $?)" = 1
    check "times-bad-value" test "$("$R" --times=median "$dir/a.sct" 2>&1; echo "rc=$?")" = \
        "sctrace-replay: --times takes mean or drawn: median (see --help)
rc=2"
    "$R" --dry-run "$dir/h4.sct" >"$dir/dry.out" 2>&1
    check "dry-run-histogram" grep -q '^rank 0: MPI_Irecv([0-9]* bytes from [0-9]' "$dir/dry.out"
    # Every message of a histogram replay is received: each rank posts as
    # many receives as there are sends aimed at it, its own included (a drawn
    # offset wraps around a grid of 2 to the sender itself).
    mpi=openmpi np=2
    if SCTRACE_PRECISION=0 trace "histogram-trace [openmpi np=2]" "$dir/h2.sct" "$BUILD/openmpi/examples/pop" \
        --iters 20; then
        "$R" --dry-run "$dir/h2.sct" >"$dir/dry.out" 2>&1
        check "dry-run-histogram-every-send-received" awk '
            /: MPI_(Isend|Send)\(/ { for (i = 3; i < NF; i++) if ($i == "to") { s[$(i + 1) + 0]++; own += $(i + 1) + 0 == $2 + 0 } }
            /: MPI_Irecv\(/ { r[$2 + 0]++ }
            END { for (k in s) if (s[k] != r[k]) exit 1; for (k in r) if (s[k] != r[k]) exit 1; exit !(own > 0) }' "$dir/dry.out"
    fi
    # master_worker at precision 0: the workers all send their results to
    # rank 0 (-1, -2, -3 as relative peers; the merge keeps that one absolute
    # peer, not a histogram of offsets). The master's receive from
    # MPI_ANY_SOURCE takes one message: an MPI_Waitany over every result
    # posted and not yet taken, one fewer each time (it waited for them all,
    # which held the workers in lockstep). Rank 0's loops and
    # the workers' take turns (interleave): rank 0 posts receives for most
    # results before its last item, not all after it.
    mpi=openmpi np=4
    if SCTRACE_PRECISION=0 trace "histogram-trace [openmpi np=4 master_worker]" "$dir/mw0.sct" \
        "$BUILD/openmpi/examples/master_worker" --iters 30; then
        # --mode histogram: on a loaded machine the workers may all take the
        # same number of items, and then the trace has no histogram at all.
        "$R" --dry-run --mode histogram "$dir/mw0.sct" >"$dir/dry.out" 2>&1
        check "histogram-constant-peers-kept" awk '
            /^rank [1-3]: MPI_Send\(/ { n++; if ($0 !~ / to 0, tag 2,/) bad++ }
            END { exit !(n >= 10 && !bad) }' "$dir/dry.out"
        "$R" --dry-run --mode histogram --ranks 0 "$dir/mw0.sct" >"$dir/dry.out" 2>&1
        check "histogram-wildcard-receive-takes-one" awk '
            /MPI_Irecv\(.* tag 2,/ { pend++ }
            /MPI_Waitany\(/ { n = $3; sub(/.*\(/, "", n); any++; bad += n + 0 != pend; pend-- }
            /MPI_Waitall/ { pend = 0 }
            /MPI_Send\(.* tag 1,/ { s++ }
            END { exit !(s == 30 && any >= 20 && !bad) }' "$dir/dry.out"
        check "histogram-loops-of-ranks-apart-take-turns" awk '
            /MPI_Send\(.* tag 1,/ { s++ }
            /MPI_Irecv\(.* tag 2,/ { r++; early += s < 30 }
            END { exit !(s == 30 && r >= 10 && early >= r / 2) }' "$dir/dry.out"
    fi

    # Errors: exit status 2 and a message that says what is wrong.
    expect2() { # expect2 NAME PATTERN COMMAND...
        n=$1 pat=$2
        shift 2
        "$@" >"$dir/err.out" 2>&1
        rc=$?
        if [ $rc = 2 ] && grep -q "$pat" "$dir/err.out"; then ok "$n"; else
            fail "$n" "exit $rc: $(head -n 2 "$dir/err.out" | tr '\n' ' ')"
        fi
    }
    np=2
    expect2 "error-rank-count" "was traced with 4 ranks; run it with mpirun -np 4" \
        timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np 2 "$R" "$dir/a.sct"
    expect2 "error-missing-file" "no-such.sct" "$R" --dry-run "$dir/no-such.sct"
    head -c 300 "$dir/a.sct" >"$dir/cut.sct"
    expect2 "error-truncated-file" "cut.sct" "$R" --dry-run "$dir/cut.sct"
    expect2 "error-bad-option" "unknown option" "$R" --frobnicate "$dir/a.sct"
    expect2 "error-bad-compute" "busy, cpu, sleep or none" "$R" --compute=fast "$dir/a.sct"
    expect2 "error-bad-seed" "non-negative integer" "$R" --seed -3 "$dir/a.sct"
    expect2 "error-bad-io-dir" "directory this process can write to" "$R" --io-dir "$dir/no-such-dir" "$dir/a.sct"
    expect2 "error-no-file" "usage:" "$R"
    "$R" --help >"$dir/help.out" 2>&1
    check "help" grep -q -- '--dry-run' "$dir/help.out"
fi
exit $status
