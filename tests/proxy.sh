#!/bin/sh
# Proxy apps (sctrace proxy). For every example traced under Open MPI and
# MPICH: generate the proxy app, compile it with the MPI's mpicc -std=c99
# -Wall -Wextra -Werror, run it traced (LD_PRELOAD of build/<mpi>/libsctrace.so)
# and check the fixed point: `sctrace diff ORIG PROXY --ignore-sites` must find
# the two equivalent. Rank counts: PROXY_NPS_OPENMPI / PROXY_NPS_MPICH (the
# suite's default is a subset; the full matrix is 1 2 4 9 16 and 1 2 3 4).
# Also: tests/proxy_calls.c (vector and non-blocking collectives, groups,
# windows, MPI-IO) the same way; MPI constants across the MPIs (proxy-consts:
# the proxy of one MPI's trace built with the other); hpcc (Debian's HPC Challenge, 4 ranks, Open MPI) when installed
# (PROXY_HPCC=0 leaves it out); the file does not grow with the iteration count (same lines); a
# proxy refuses a wrong rank count; --times=exact; histogram traces
# (precision 95 and 60) drawing at run time (and through their replay), and
# the draws, iterators and walk in generated C (--draw-check), and
# communicator and group calls drawn at run time (proxy_calls comms); the check can fail (a proxy of
# 20 steps is not equivalent to a run of 21); the verb's errors. Prints "ok NAME" /
# "FAIL NAME: why" (tests/run.sh counts them).
set -u
BUILD=${BUILD:-build}
SCTRACE=$BUILD/sctrace
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-180}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$(dirname "$0")/lib.sh"

# proxy_check NAME ORIG: generate, compile, run traced; equivalent to ORIG
proxy_check() {
    n=$1 t=$2
    lib=$(cd "$BUILD/$mpi" && pwd)/libsctrace.so
    rm -f "$dir/px.sct" "$dir/px"
    if ! "$SCTRACE" proxy "$t" -o "$dir/px.c" 2>"$dir/gen.err"; then
        fail "$n" "generation failed: $(head -n 2 "$dir/gen.err" | tr '\n' ' ')"
    elif ! mpicc.$mpi -std=c99 -O2 -Wall -Wextra -Werror "$dir/px.c" -o "$dir/px" >"$dir/cc.out" 2>&1; then
        fail "$n" "does not compile: $(head -n 3 "$dir/cc.out" | tr '\n' ' ')"
    elif ! SCTRACE_OUT=$dir/px.sct mpi_launch "$dir/px.out" "$lib" "$dir/px" --compute=none; then
        fail "$n" "the proxy failed: $(tail -n 3 "$dir/px.out" | tr '\n' ' ')"
    elif d=$("$SCTRACE" diff "$t" "$dir/px.sct" --ignore-sites 2>&1); then
        ok "$n ($d, $(wc -c <"$dir/px.c") bytes of C)"
    else
        fail "$n" "not a fixed point: $d"
    fi
}

# wrong_rank_count NAME PROGRAM: a proxy made for 4 ranks, started on 2 ($mpi),
# stops and says it needs 4
wrong_rank_count() {
    np=2
    if mpi_launch "$dir/px.out" "" "$2" --compute=none; then
        fail "$1" "ran on 2 ranks"
    elif grep -q "needs 4 MPI ranks" "$dir/px.out"; then
        ok "$1"
    else
        fail "$1" "no message: $(head -n 2 "$dir/px.out" | tr '\n' ' ')"
    fi
    np=4
}

# proxy-coverage: every call the exact replay makes (the SCT__M_OP_MPI_ names
# of tools/sctrace_replay.h) has a call template in tools/sct_proxy.h or is
# listed in docs/proxy.md under "Replayed, not made by the proxy" (patterns
# allowed), and nothing listed there has a template: a call added to the
# replay and not to the proxy fails here.
name=proxy-coverage
grep -o 'SCT__M_OP_MPI_[A-Za-z0-9_]*' tools/sctrace_replay.h | sed 's/^SCT__M_OP_//' | grep -v '^MPI_$' | sort -u >"$dir/replayed"
sed -n '/^static const px_tmpl px_tmpls\[\] = {/,/^#define PX_NTMPLS/p' tools/sct_proxy.h |
    grep -E '^ *\{?" (MPI_|sctrace_)' | grep -o '" [^"]*"' | grep -o 'MPI_[A-Za-z0-9_]*' | sort -u >"$dir/made"
comm -23 "$dir/replayed" "$dir/made" >"$dir/unmade"
sed -n '/^## Replayed, not made by the proxy/,/^##* [^R]/p' docs/proxy.md | sed -n '/^- `/,$p' |
    sed 's/: .*//' | grep -o '`MPI_[A-Za-z0-9_*]*`' | tr -d '`' >"$dir/listed"
listed "$dir/unmade" "$dir/listed"
if [ ! -s "$dir/replayed" ] || [ ! -s "$dir/made" ] || [ ! -s "$dir/listed" ]; then
    fail "$name" "no replay op names, proxy templates or list in docs/proxy.md"
elif [ -n "$unlisted" ]; then
    fail "$name" "replayed, not made by the proxy, not listed in docs/proxy.md:$unlisted"
elif [ -n "$stale" ]; then
    fail "$name" "listed in docs/proxy.md as not made, but made:$stale"
else
    ok "$name ($(wc -l <"$dir/replayed") replayed calls, $(comm -12 "$dir/replayed" "$dir/made" | wc -l) made by the proxy, $(wc -l <"$dir/unmade") listed)"
fi

examples="stencil2d stencil3d ring pop master_worker pingpong"
for mpi in openmpi mpich; do
    [ -x "$BUILD/$mpi/examples/stencil2d" ] && [ -f "$BUILD/$mpi/libsctrace.so" ] || continue
    command -v mpicc.$mpi >/dev/null 2>&1 || continue
    if [ $mpi = openmpi ]; then nps=${PROXY_NPS_OPENMPI:-4 9}; else nps=${PROXY_NPS_MPICH:-3}; fi
    for ex in $examples; do
        args=""
        [ $ex = pop ] && args="--iters 4"
        for np in $nps; do
            name="proxy-$ex [$mpi np=$np]"
            SCTRACE_OUT=$dir/orig.sct mpi_launch "$dir/app.out" "" "$BUILD/$mpi/examples/$ex" $args || {
                fail "$name" "the application failed: $(tail -n 2 "$dir/app.out" | tr '\n' ' ')"
                continue
            }
            proxy_check "$name" "$dir/orig.sct"
        done
    done
done

# Progress when asked (SCTRACE_PROGRESS=1), never in a pipe otherwise: the
# last trace of the loop above
if [ -f "$dir/orig.sct" ]; then
    SCTRACE_PROGRESS=1 "$SCTRACE" proxy "$dir/orig.sct" -o "$dir/pg.c" 2>"$dir/pg.err"
    check proxy-progress-forced grep -q '^proxy: top-level entries: \([0-9]*\)/\1 (100 %)' "$dir/pg.err"
    "$SCTRACE" proxy "$dir/orig.sct" -o "$dir/pg.c" 2>"$dir/pg.err"
    check proxy-progress-not-in-pipe sh -c "! grep -q 'top-level entries' '$dir/pg.err'"
fi

# The calls beyond the examples' (tests/proxy_calls.c): vector and
# non-blocking collectives, groups, Comm_create, Cart_sub, Comm_split_type,
# windows (fences, locks), MPI-IO on a scratch file; each MPI at its ranks.
for mpi in openmpi mpich; do
    [ -f "$BUILD/$mpi/libsctrace.so" ] && command -v mpicc.$mpi >/dev/null 2>&1 || continue
    if [ $mpi = openmpi ]; then nps=${PROXY_NPS_OPENMPI:-4 9}; else nps=${PROXY_NPS_MPICH:-3}; fi
    if ! mpicc.$mpi -std=c99 -O1 -Wall -Wextra -Werror "$(dirname "$0")/proxy_calls.c" -o "$dir/proxy_calls" >"$dir/cc.out" 2>&1; then
        fail "proxy-calls [$mpi]" "does not compile: $(head -n 3 "$dir/cc.out" | tr '\n' ' ')"
        continue
    fi
    for np in $nps; do
        name="proxy-calls [$mpi np=$np]"
        if [ $mpi = openmpi ] && [ $np = 1 ]; then # untraced too: MPI_ERR_WIN from Open MPI 4.1
            ok "$name skipped (Open MPI's MPI_Win_create fails at 1 rank)"
            continue
        fi
        SCTRACE_OUT=$dir/orig.sct mpi_launch "$dir/app.out" "$(cd "$BUILD/$mpi" && pwd)/libsctrace.so" "$dir/proxy_calls" "$dir" || {
            fail "$name" "the program failed: $(tail -n 2 "$dir/app.out" | tr '\n' ' ')"
            continue
        }
        proxy_check "$name" "$dir/orig.sct"
        if ls "${TMPDIR:-/tmp}"/proxy.*.[0-9]* >/dev/null 2>&1; then
            fail "$name-scratch" "the proxy left its scratch files: $(ls "${TMPDIR:-/tmp}"/proxy.*.[0-9]* | head -n 2 | tr '\n' ' ')"
        fi
    done
done

mpi=openmpi np=4
if [ -x "$BUILD/openmpi/examples/stencil2d" ]; then
    # The generated file does not grow with the iteration count.
    name="proxy-size-constant-in-iterations"
    if SCTRACE_OUT=$dir/a.sct mpi_launch "$dir/app.out" "" "$BUILD/openmpi/examples/stencil2d" --iters 20 &&
        SCTRACE_OUT=$dir/b.sct mpi_launch "$dir/app.out" "" "$BUILD/openmpi/examples/stencil2d" --iters 200 &&
        "$SCTRACE" proxy "$dir/a.sct" -o "$dir/a.c" && "$SCTRACE" proxy "$dir/b.sct" -o "$dir/b.c"; then
        # the same lines; only the digits of trip counts and times may differ
        a=$(wc -c <"$dir/a.c") b=$(wc -c <"$dir/b.c") la=$(wc -l <"$dir/a.c") lb=$(wc -l <"$dir/b.c")
        if [ "$la" = "$lb" ] && [ $((b - a)) -lt 32 ] && [ $((a - b)) -lt 32 ]; then
            ok "$name ($a and $b bytes, $la lines, at 20 and 200 steps)"
        else
            fail "$name" "$a bytes ($la lines) at 20 steps, $b ($lb lines) at 200"
        fi
    else
        fail "$name" "could not trace or generate"
    fi
    # The check can fail: a proxy of 20 steps is not a run of 21.
    name="proxy-diff-detects-other-run"
    if SCTRACE_OUT=$dir/c.sct mpi_launch "$dir/app.out" "" "$BUILD/openmpi/examples/stencil2d" --iters 21 &&
        mpicc.openmpi -std=c99 -O2 "$dir/a.c" -o "$dir/a" &&
        SCTRACE_OUT=$dir/ap.sct mpi_launch "$dir/px.out" "$(cd "$BUILD/openmpi" && pwd)/libsctrace.so" "$dir/a" \
            --compute=none; then
        if "$SCTRACE" diff "$dir/c.sct" "$dir/ap.sct" --ignore-sites >"$dir/d.out" 2>&1; then
            fail "$name" "a proxy of 20 steps equals a run of 21"
        else
            ok "$name ($(head -n 1 "$dir/d.out"))"
        fi
    else
        fail "$name" "could not trace, build or run: $(tail -n 2 "$dir/px.out" | tr '\n' ' ')"
    fi
    # A wrong rank count is refused, and the message says what it needs.
    wrong_rank_count proxy-wrong-rank-count "$dir/a"
fi

# --times=exact: each rank's recorded computation per call, from a trace
# taken with SCTRACE_TIMING=exact; the proxy spends it (busy) and is still a
# fixed point, and its traced run's computation per rank is at least the
# original's (minus 10 %: recorded intervals also hold the tracer's own work).
mpi=openmpi np=4
if [ -x "$BUILD/openmpi/examples/pop" ]; then
    name="proxy-times-exact"
    if SCTRACE_TIMING=exact SCTRACE_OUT=$dir/e.sct mpi_launch "$dir/app.out" "" "$BUILD/openmpi/examples/pop" --iters 4 &&
        export SCTRACE_TIMING=exact; then
        lib=$(cd "$BUILD/openmpi" && pwd)/libsctrace.so
        if ! "$SCTRACE" proxy "$dir/e.sct" --times=exact -o "$dir/e.c" 2>"$dir/gen.err"; then
            fail "$name" "generation failed: $(head -n 2 "$dir/gen.err" | tr '\n' ' ')"
        elif ! mpicc.openmpi -std=c99 -O2 -Wall -Wextra -Werror "$dir/e.c" -o "$dir/e" >"$dir/cc.out" 2>&1; then
            fail "$name" "does not compile: $(head -n 3 "$dir/cc.out" | tr '\n' ' ')"
        elif ! timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np 4 -x SCTRACE_QUIET -x SCTRACE_TIMING \
            -x SCTRACE_OUT="$dir/ep.sct" -x LD_PRELOAD="$lib" "$dir/e" >"$dir/px.out" 2>&1; then
            fail "$name" "the proxy failed: $(tail -n 3 "$dir/px.out" | tr '\n' ' ')"
        elif ! d=$("$SCTRACE" diff "$dir/e.sct" "$dir/ep.sct" --ignore-sites 2>&1); then
            fail "$name" "not a fixed point: $d"
        else
            sum() { "$SCTRACE" events "$1" --rank "$2" | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^compute_ns=/) {
                split($i, x, "="); s += x[2] } } END { printf "%d\n", s }'; }
            bad=""
            for r in 0 1 2 3; do
                a=$(sum "$dir/e.sct" $r) b=$(sum "$dir/ep.sct" $r)
                [ "$b" -ge $((a - a / 10)) ] || bad="$bad rank $r: $b ns < $a ns;"
            done
            if [ -z "$bad" ]; then ok "$name ($d)"; else fail "$name" "computation short:$bad"; fi
        fi
        unset SCTRACE_TIMING
    else
        fail "$name" "could not trace pop with exact timing"
    fi
    check "proxy-times-exact-needs-exact-trace" sh -c \
        "'$SCTRACE' proxy '$dir/a.sct' --times=exact 2>&1 >/dev/null | grep -q 'SCTRACE_TIMING=exact'"
fi

# Histogram traces (issue 42 item 3): sctrace proxy writes a program that
# draws at run time what the histogram replay draws, every rank walking every
# rank's events (no MPI, no run to generate it). Per example with histogram
# streams, at precision 95 and 60: P = the proxy, generated, compiled with
# -Werror and run traced; R = the histogram replay of the original, traced
# (--seed 1, the proxy's default too). pop and stencil3d match every message
# to one posted receive: P must be equivalent to R (sctrace diff). master_worker
# receives from MPI_ANY_SOURCE and completes with Waitany: which worker's
# message arrives first changes from run to run, in the replay as in the
# application, so there the check is the number of calls of each op on each
# rank (the drawn sizes, counts and trip counts come from the seed, the
# arrival order not). pop at precision 95 is also made through its replay
# (--via-replay, the earlier way, kept): that program must be a fixed point of
# the replay's trace it was printed from (--replay-trace) and equivalent to R.
# The pieces of a proxy that draws at run time (issue 42 item 3, no MPI):
# `sctrace proxy H --draw-check=N` writes a program printing the first N
# draws of every histogram variant of H, the first N events of every rank
# as its own iterator gives them (trip counts and values drawn) and the first
# N events of the walk of all ranks together as the histogram replay walks
# (lockstep loops, budgets, interleaved entries), and prints the reader's own; compiled with cc -std=c99 -Werror, the program's must be
# the reader's for the seed it was made with (3) and for another one it is
# given (4). N is large enough for every event of these traces.
draw_check() { # draw_check NAME HIST-TRACE
    if ! "$SCTRACE" proxy "$2" --seed 3 --draw-check=1000000 -o "$dir/dc.c" >"$dir/dc3.want" 2>"$dir/gen.err" ||
        ! "$SCTRACE" proxy "$2" --seed 4 --draw-check=1000000 -o "$dir/dc4.c" >"$dir/dc4.want" 2>>"$dir/gen.err"; then
        fail "$1" "generation failed: $(head -n 2 "$dir/gen.err" | tr '\n' ' ')"
    elif ! cc -std=c99 -O2 -Wall -Wextra -Wpedantic -Werror "$dir/dc.c" -o "$dir/dc" >"$dir/cc.out" 2>&1; then
        fail "$1" "does not compile: $(head -n 3 "$dir/cc.out" | tr '\n' ' ')"
    elif ! "$dir/dc" >"$dir/dc3.got" || ! "$dir/dc" --seed=4 >"$dir/dc4.got"; then
        fail "$1" "the program failed"
    elif ! grep -q '^variant' "$dir/dc3.want" || grep -q 'error$' "$dir/dc3.want"; then
        fail "$1" "no histogram variant, or the reader failed: $(grep -m1 error "$dir/dc3.want")"
    elif ! cmp -s "$dir/dc3.want" "$dir/dc3.got" || ! cmp -s "$dir/dc4.want" "$dir/dc4.got"; then
        fail "$1" "draws differ from the reader's: $(diff "$dir/dc3.want" "$dir/dc3.got" | head -n 3 | cut -c 1-120 | tr '\n' ' ')"
    else
        seeds="the same for seeds 3 and 4"
        cmp -s "$dir/dc3.want" "$dir/dc4.want" || seeds="seeds 3 and 4 differ"
        ok "$1 ($(grep -c '^variant' "$dir/dc3.want") variants, $(grep -c '^rank' "$dir/dc3.want") events, $(grep -c '^walk' "$dir/dc3.want") walk events, $seeds, $(wc -c <"$dir/dc.c") bytes of C)"
    fi
}

calls() { # calls TRACE: "count rank op" per rank and op
    r=0
    while [ $r -lt "$np" ]; do
        "$SCTRACE" events "$1" --rank $r | awk -v r=$r '{ print r, $2 }'
        r=$((r + 1))
    done | sort | uniq -c
}
for mpi in openmpi mpich; do
    [ -x "$BUILD/$mpi/examples/pop" ] && [ -x "$BUILD/$mpi/sctrace-replay" ] && [ -f "$BUILD/$mpi/libsctrace.so" ] || continue
    command -v mpicc.$mpi >/dev/null 2>&1 || continue
    if [ $mpi = openmpi ]; then np=${PROXY_HIST_NP_OPENMPI:-4}; else np=${PROXY_HIST_NP_MPICH:-3}; fi
    lib=$(cd "$BUILD/$mpi" && pwd)/libsctrace.so
    for ex in pop stencil3d master_worker; do
        args=""
        [ $ex = pop ] && args="--iters 4"
        for p in 95 60; do
            name="proxy-hist-$ex-p$p [$mpi np=$np]"
            rm -f "$dir/h.sct" "$dir/hr.sct" "$dir/hp.sct" "$dir/hk.sct" "$dir/h.c" "$dir/h"
            # a run may merge exactly even at this precision (master_worker's
            # shares of work can come out alike): then another run, up to 3
            ran=0 hs=0
            for try in 1 2 3; do
                SCTRACE_PRECISION=$p SCTRACE_OUT=$dir/h.sct mpi_launch "$dir/app.out" "" "$BUILD/$mpi/examples/$ex" $args ||
                    { ran=0; break; }
                ran=1 hs=$("$SCTRACE" info "$dir/h.sct" | sed -n 's/^histogram_streams=//p')
                [ "$hs" = 0 ] || break
            done
            if [ $ran = 0 ]; then
                fail "$name" "the application failed: $(tail -n 2 "$dir/app.out" | tr '\n' ' ')"
                continue
            elif [ "$hs" = 0 ]; then
                fail "$name" "no histogram stream in the trace at precision $p (3 runs)"
                continue
            fi
            draw_check "proxy-draws-$ex-p$p [$mpi np=$np]" "$dir/h.sct"
            if ! mpi_launch "$dir/rp.out" "" "$BUILD/$mpi/sctrace-replay" --no-compute --quiet --seed 1 \
                --trace "$dir/hr.sct" "$dir/h.sct"; then
                fail "$name" "the histogram replay failed: $(tail -n 2 "$dir/rp.out" | tr '\n' ' ')"
            elif ! "$SCTRACE" proxy "$dir/h.sct" -o "$dir/h.c" >"$dir/gen.err" 2>&1; then
                fail "$name" "generation failed: $(tail -n 2 "$dir/gen.err" | tr '\n' ' ')"
            elif ! grep -q 'From the histogram trace' "$dir/h.c" || ! grep -q 'draws at run time' "$dir/h.c"; then
                fail "$name" "not the program that draws at run time: $(head -n 2 "$dir/gen.err" | tr '\n' ' ')"
            elif ! mpicc.$mpi -std=c99 -O2 -Wall -Wextra -Werror "$dir/h.c" -o "$dir/h" >"$dir/cc.out" 2>&1; then
                fail "$name" "does not compile: $(head -n 3 "$dir/cc.out" | tr '\n' ' ')"
            elif ! SCTRACE_OUT=$dir/hp.sct mpi_launch "$dir/px.out" "$lib" "$dir/h" --compute=none; then
                fail "$name" "the proxy failed: $(tail -n 3 "$dir/px.out" | tr '\n' ' ')"
            elif [ $ex != master_worker ]; then
                if d=$("$SCTRACE" diff "$dir/hr.sct" "$dir/hp.sct" --ignore-sites 2>&1); then
                    ok "$name (replay and proxy $d, $(wc -c <"$dir/h.c") bytes of C)"
                else
                    fail "$name" "the proxy is not its histogram replay: $d"
                fi
            elif [ "$(calls "$dir/hr.sct")" = "$(calls "$dir/hp.sct")" ]; then
                ok "$name (the replay and the proxy: the same calls per rank and op, $(
                    "$SCTRACE" info "$dir/hp.sct" | sed -n 's/^events=//p') events, $(wc -c <"$dir/h.c") bytes of C)"
            else
                fail "$name" "calls per rank and op differ from the histogram replay's: $(calls "$dir/hr.sct" |
                    tr '\n' ' ') / $(calls "$dir/hp.sct" | tr '\n' ' ')"
            fi
            [ $ex = pop ] && [ $p = 95 ] || continue
            name="proxy-hist-via-replay-$ex-p$p [$mpi np=$np]"
            if ! timeout "$TIMEOUT" "$SCTRACE" proxy "$dir/h.sct" --via-replay --replay-trace "$dir/hk.sct" \
                -o "$dir/h.c" >"$dir/gen.err" 2>&1; then
                fail "$name" "generation failed: $(tail -n 2 "$dir/gen.err" | tr '\n' ' ')"
            elif ! grep -q 'From the histogram trace' "$dir/h.c" || grep -q 'draws at run time' "$dir/h.c"; then
                fail "$name" "not the program printed from the replay's trace"
            elif ! mpicc.$mpi -std=c99 -O2 -Wall -Wextra -Werror "$dir/h.c" -o "$dir/h" >"$dir/cc.out" 2>&1; then
                fail "$name" "does not compile: $(head -n 3 "$dir/cc.out" | tr '\n' ' ')"
            elif ! SCTRACE_OUT=$dir/hp.sct mpi_launch "$dir/px.out" "$lib" "$dir/h" --compute=none; then
                fail "$name" "the proxy failed: $(tail -n 3 "$dir/px.out" | tr '\n' ' ')"
            elif ! d=$("$SCTRACE" diff "$dir/hk.sct" "$dir/hp.sct" --ignore-sites 2>&1); then
                fail "$name" "not a fixed point of the replay it was printed from: $d"
            elif d=$("$SCTRACE" diff "$dir/hr.sct" "$dir/hp.sct" --ignore-sites 2>&1); then
                ok "$name (replay and proxy $d, $(wc -c <"$dir/h.c") bytes of C)"
            else
                fail "$name" "the proxy is not its histogram replay: $d"
            fi
        done
    done
done

# A histogram trace (pop at precision 0) whose replay cannot run gives no
# file and says why (--launcher: through the replay); another seed gives
# another program; a wrong rank count is refused; --times=exact needs an
# exact trace.
mpi=openmpi np=4
if [ -x "$BUILD/openmpi/examples/pop" ]; then
    name="proxy-hist-replay-fails"
    if ! SCTRACE_PRECISION=0 SCTRACE_OUT=$dir/h.sct mpi_launch "$dir/app.out" "" "$BUILD/openmpi/examples/pop" --iters 4; then
        fail "$name" "no precision-0 trace: $(tail -n 2 "$dir/app.out" | tr '\n' ' ')"
    elif "$SCTRACE" proxy "$dir/h.sct" --launcher false -o "$dir/hf.c" 2>"$dir/h.err" || [ -e "$dir/hf.c" ]; then
        fail "$name" "a proxy was written"
    elif grep -q 'its histogram replay failed' "$dir/h.err"; then
        ok "$name"
    else
        fail "$name" "message: $(head -n 1 "$dir/h.err")"
    fi
    # The check can fail: a proxy drawn with seed 2 is not the replay of seed 1.
    name="proxy-hist-other-seed"
    if mpi_launch "$dir/rp.out" "" "$BUILD/openmpi/sctrace-replay" --no-compute --quiet --seed 1 \
        --trace "$dir/hr.sct" "$dir/h.sct" &&
        timeout "$TIMEOUT" "$SCTRACE" proxy "$dir/h.sct" --seed 2 -o "$dir/h2.c" >"$dir/gen.err" 2>&1 &&
        mpicc.openmpi -std=c99 -O2 "$dir/h2.c" -o "$dir/h2" >"$dir/cc.out" 2>&1 &&
        SCTRACE_OUT=$dir/h2.sct mpi_launch "$dir/px.out" "$(cd "$BUILD/openmpi" && pwd)/libsctrace.so" "$dir/h2" \
            --compute=none; then
        if "$SCTRACE" diff "$dir/hr.sct" "$dir/h2.sct" --ignore-sites >"$dir/d.out" 2>&1; then
            fail "$name" "the proxy of seed 2 equals the replay of seed 1"
        else
            ok "$name ($(head -n 1 "$dir/d.out"))"
        fi
    else
        fail "$name" "could not replay, generate, build or run: $(tail -n 2 "$dir/gen.err" "$dir/px.out" | tr '\n' ' ')"
    fi
    # A proxy drawing at run time refuses a wrong rank count too.
    if [ -x "$dir/h2" ]; then
        wrong_rank_count proxy-hist-wrong-rank-count "$dir/h2"
    else
        fail proxy-hist-wrong-rank-count "no program of seed 2"
    fi
    check "proxy-hist-times-exact" sh -c \
        "'$SCTRACE' proxy '$dir/h.sct' --times=exact -o '$dir/hf.c' 2>&1 | grep -q 'needs an exact trace' && [ ! -e '$dir/hf.c' ]"
fi

# The MPI constants that the MPIs number differently (tests/conformance/consts.c:
# window assertions, lock types, split types, subarray and darray orders and
# distributions, type classes): the trace of one MPI at 2 ranks makes a proxy
# that, built with the other MPI, is a fixed point of it.
if [ -f "$BUILD/mpich/libsctrace.so" ] && [ -f "$BUILD/openmpi/libsctrace.so" ]; then
    for from in mpich openmpi; do
        to=$([ $from = mpich ] && echo openmpi || echo mpich)
        mpi=$from np=2
        if ! mpicc.$from -std=c99 -O1 -Wall -Wextra -Werror "$(dirname "$0")/conformance/consts.c" -o "$dir/consts" \
            >"$dir/cc.out" 2>&1; then
            fail "proxy-consts [$from -> $to]" "consts.c does not compile: $(head -n 3 "$dir/cc.out" | tr '\n' ' ')"
        elif ! SCTRACE_OUT=$dir/consts.sct mpi_launch "$dir/app.out" "$(cd "$BUILD/$from" && pwd)/libsctrace.so" \
            "$dir/consts"; then
            fail "proxy-consts [$from -> $to]" "the program failed: $(tail -n 2 "$dir/app.out" | tr '\n' ' ')"
        else
            mpi=$to
            proxy_check "proxy-consts [$from -> $to]" "$dir/consts.sct"
        fi
    done
fi

# The communicator calls a histogram proxy makes at run time beyond
# Cart_create, Comm_dup, Comm_split and Comm_free: `proxy_calls DIR comms`
# (Comm_split_type, Cart_sub, Comm_group, Group_incl/excl/free, Comm_create
# made as the histogram replay makes it: a Comm_split) at precision 60 and 0 (MPICH: 0) gives a program that
# draws at run time (no fallback to the replay) whose traced run is its
# histogram replay's (--seed 1): equivalent, so the same calls per rank and op.
for mpi in openmpi mpich; do
    [ -x "$BUILD/$mpi/sctrace-replay" ] && [ -f "$BUILD/$mpi/libsctrace.so" ] || continue
    command -v mpicc.$mpi >/dev/null 2>&1 || continue
    if [ $mpi = openmpi ]; then np=${PROXY_HIST_NP_OPENMPI:-4}; else np=${PROXY_HIST_NP_MPICH:-3}; fi
    lib=$(cd "$BUILD/$mpi" && pwd)/libsctrace.so
    mpicc.$mpi -std=c99 -O1 -Wall -Wextra -Werror "$(dirname "$0")/proxy_calls.c" -o "$dir/proxy_calls" >"$dir/cc.out" 2>&1 ||
        { fail "proxy-hist-comms [$mpi]" "proxy_calls does not compile"; continue; }
    ps="60 0"
    [ $mpi = mpich ] && ps=0 # at 3 ranks precision 60 merges these exactly
    for p in $ps; do
        name="proxy-hist-comms-p$p [$mpi np=$np]"
        rm -f "$dir/h.sct" "$dir/hr.sct" "$dir/hp.sct" "$dir/h.c" "$dir/h"
        if ! SCTRACE_PRECISION=$p SCTRACE_OUT=$dir/h.sct mpi_launch "$dir/app.out" "$lib" "$dir/proxy_calls" "$dir" comms; then
            fail "$name" "the program failed: $(tail -n 2 "$dir/app.out" | tr '\n' ' ')"
        elif [ "$("$SCTRACE" info "$dir/h.sct" | sed -n 's/^histogram_streams=//p')" -lt 1 ] 2>/dev/null; then
            fail "$name" "no histogram stream in the trace"
        elif ! mpi_launch "$dir/rp.out" "" "$BUILD/$mpi/sctrace-replay" --no-compute --quiet --seed 1 \
            --trace "$dir/hr.sct" "$dir/h.sct"; then
            fail "$name" "the histogram replay failed: $(tail -n 2 "$dir/rp.out" | tr '\n' ' ')"
        elif ! "$SCTRACE" proxy "$dir/h.sct" -o "$dir/h.c" >"$dir/gen.err" 2>&1 || ! grep -q 'draws at run time' "$dir/h.c"; then
            fail "$name" "no program that draws at run time: $(tail -n 2 "$dir/gen.err" | tr '\n' ' ')"
        elif ! mpicc.$mpi -std=c99 -O2 -Wall -Wextra -Werror "$dir/h.c" -o "$dir/h" >"$dir/cc.out" 2>&1; then
            fail "$name" "does not compile: $(head -n 3 "$dir/cc.out" | tr '\n' ' ')"
        elif ! SCTRACE_OUT=$dir/hp.sct mpi_launch "$dir/px.out" "$lib" "$dir/h" --compute=none; then
            fail "$name" "the proxy failed: $(tail -n 3 "$dir/px.out" | tr '\n' ' ')"
        elif [ "$("$SCTRACE" events "$dir/hp.sct" --rank 0 | awk '{ print $2 }' | sort -u |
            grep -c -x -E 'MPI_(Cart_sub|Comm_split_type|Comm_group|Group_incl|Group_excl|Group_free)')" != 6 ]; then
            fail "$name" "the proxy's rank 0 did not make all of Cart_sub, Comm_split_type, Comm_group, Group_incl/excl/free"
        elif d=$("$SCTRACE" diff "$dir/hr.sct" "$dir/hp.sct" --ignore-sites 2>&1) &&
            [ "$(calls "$dir/hr.sct")" = "$(calls "$dir/hp.sct")" ]; then
            ok "$name (replay and proxy $d, $(wc -c <"$dir/h.c") bytes of C)"
        else
            fail "$name" "the proxy is not its histogram replay: $d"
        fi
    done
done

# hpcc: a real application nobody here wrote. Open MPI hands its proxy one
# request value for several sends where the run had distinct ones: the proxy
# names the recorded ids of each wait (sctrace_request_ids).
if [ "${PROXY_HPCC:-1}" = 1 ] && command -v hpcc >/dev/null 2>&1 &&
    [ -f /usr/share/doc/hpcc/examples/_hpccinf.txt ]; then
    mpi=openmpi np=4
    mkdir -p "$dir/hpcc"
    cp /usr/share/doc/hpcc/examples/_hpccinf.txt "$dir/hpcc/hpccinf.txt"
    lib=$(cd "$BUILD/openmpi" && pwd)/libsctrace.so
    if (cd "$dir/hpcc" && SCTRACE_OUT=$dir/hpcc.sct mpi_launch "$dir/app.out" "$lib" hpcc); then
        proxy_check "proxy-hpcc [openmpi np=4]" "$dir/hpcc.sct"
    else
        fail "proxy-hpcc [openmpi np=4]" "hpcc failed: $(tail -n 2 "$dir/app.out" | tr '\n' ' ')"
    fi
fi

# The verb's errors name their cause.
check "proxy-no-file" sh -c "! '$SCTRACE' proxy 2>/dev/null"
check "proxy-bad-compute" sh -c "'$SCTRACE' proxy x.sct --compute=fast 2>&1 | grep -q 'busy, sleep or none'"
check "proxy-bad-trace" sh -c "echo junk >'$dir/junk.sct'; ! '$SCTRACE' proxy '$dir/junk.sct' -o '$dir/j.c' 2>/dev/null && [ ! -e '$dir/j.c' ]"
check "proxy-help" sh -c "'$SCTRACE' proxy --help | grep -q 'proxy application'"
exit $status
