#!/bin/sh
# The memory cap (issue 37 item 4), under every MPI that was built, at 3
# ranks of Open MPI and 2 of MPICH (which busy-polls), with tests/memory
# (see tests/memory.c), 150,000 calls a rank (MEMORY_EVENTS):
#   cap-p2p      random point-to-point traffic under SCTRACE_MAX_MEMORY=2M:
#                the largest heap a rank's recording and serialisation took
#                (the tracer's accounting, `sctrace info` heap_peak) stays
#                under the cap, each rank says once that it reached it,
#                `sctrace info` lists the ranks and the event each step was
#                taken at, and every rank's calls per op are exact in
#                `sctrace stats`
#   cap-loops    random loop shapes of 3 call sites under SCTRACE_MAX_MEMORY=2M:
#                the same (since loops of 0, 1 or k trips fold alike the
#                structure stays small and only the trip counts grow: step 1)
#   cap-sites    random loop shapes of 32 call sites: the same, and the
#                structure grows, so the ranks took step 2 (per call site only)
#   nocap-p2p    the same program with SCTRACE_MAX_MEMORY=0 takes more than
#                the cap (else the cases above prove nothing), says nothing
#                about memory and stays lossless (`sctrace verify` with the
#                raw logs)
# MEMORY_MPIS limits the MPIs (default "openmpi mpich").
# Prints "ok NAME [MPI]" / "FAIL NAME [MPI]: why" (tests/run.sh counts them).
set -u
BUILD=${BUILD:-build}
SCTRACE=$(pwd)/$BUILD/sctrace
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-600}
EVENTS=${MEMORY_EVENTS:-150000}
CAP=2097152
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$(dirname "$0")/lib.sh"

# run MODE VAR=VALUE...: $np ranks of tests/memory MODE $EVENTS writing $dir/t.sct
run() {
    mode=$1
    shift
    rm -f "$dir"/t.sct*
    if [ $mpi = openmpi ]; then
        env SCTRACE_OUT="$dir/t.sct" "$@" timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np $np \
            "$BUILD/openmpi/tests/memory" "$mode" "$EVENTS" >"$dir/out" 2>"$dir/err"
    else
        env SCTRACE_OUT="$dir/t.sct" "$@" timeout "$TIMEOUT" mpirun.mpich -np $np \
            "$BUILD/mpich/tests/memory" "$mode" "$EVENTS" >"$dir/out" 2>"$dir/err"
    fi
}

# every rank ran to the end, and the largest heap of a rank's recording
# (with its serialisation) was below $1 bytes
heap_below() {
    [ "$(grep -c '^rank [0-9]* events=' "$dir/out")" = $np ] || { cat "$dir/out" "$dir/err" >"$dir/why"; return 1; }
    "$SCTRACE" info "$dir/t.sct" >"$dir/info" 2>"$dir/why" || return 1
    peak=$(sed -n 's/^heap_peak=//p' "$dir/info")
    [ -n "$peak" ] && [ "$peak" -lt "$1" ] || { echo "heap_peak=$peak, cap $1" >"$dir/why"; return 1; }
}

# each rank said once that it reached the cap
said_once() {
    for r in $(seq 0 $((np - 1))); do
        k=$(grep -c "^sctrace: rank $r: the memory cap .* was reached" "$dir/err")
        [ "$k" = 1 ] || { echo "rank $r said it $k times: $(head -c 300 "$dir/err")" >"$dir/why"; return 1; }
    done
    [ "$(grep -c 'memory cap' "$dir/err")" = $np ] || { head -c 300 "$dir/err" >"$dir/why"; return 1; }
}

# info lists every rank with the event of step 1 (and of step 2 when $1 = 2)
info_says() {
    "$SCTRACE" info "$dir/t.sct" >"$dir/info" 2>"$dir/why" || return 1
    grep -q "^reduced_ranks=$np\$" "$dir/info" || { cp "$dir/info" "$dir/why"; return 1; }
    for r in $(seq 0 $((np - 1))); do
        line=$(grep "^reduced_rank=$r " "$dir/info")
        echo "$line" | grep -q 'streams_to_histograms_at_event=[1-9]' || { cp "$dir/info" "$dir/why"; return 1; }
        if [ "$1" = 2 ]; then
            echo "$line" | grep -q 'per_site_only_from_event=[1-9]' || { cp "$dir/info" "$dir/why"; return 1; }
        fi
    done
}

# calls per op of every rank in `sctrace stats` equal what the program made
# (p2p: EVENTS/3 each of Irecv, Isend, Waitall; loops: the counts it printed)
counts_exact() {
    for r in $(seq 0 $((np - 1))); do
        "$SCTRACE" stats "$dir/t.sct" --csv --rank $r >"$dir/stats" 2>"$dir/why" || return 1
        if [ "$1" = p2p ]; then
            want="MPI_Irecv=$((EVENTS / 3)) MPI_Isend=$((EVENTS / 3)) MPI_Waitall=$((EVENTS / 3))"
        else
            want=$(sed -n "s/^rank $r events=[0-9]* grow_kb=[0-9]* //p" "$dir/out")
        fi
        for kv in $want; do
            op=${kv%=*}
            n=${kv#*=}
            got=$(awk -F, -v op="$op" '$1 == "op" && $2 == op { print $5 }' "$dir/stats")
            [ "$got" = "$n" ] || { echo "rank $r: $op $got calls in the trace, $n made" >"$dir/why"; return 1; }
        done
    done
}

expect() {
    name="$1 [$mpi]"
    shift
    if "$@"; then ok "$name"; else fail "$name" "$(head -c 400 "$dir/why" 2>/dev/null | tr '\n' ' ')"; fi
    rm -f "$dir/why"
}

capped() { # capped MODE LEVEL
    run "$1" SCTRACE_MAX_MEMORY=$CAP || { echo "exit status $?: $(tail -c 300 "$dir/err")" >"$dir/why"; return 1; }
    heap_below $CAP && said_once && info_says "$2" && counts_exact "$1"
}

uncapped() {
    run p2p SCTRACE_MAX_MEMORY=0 SCTRACE_VERIFY=1 || { tail -c 300 "$dir/err" >"$dir/why"; return 1; }
    heap_below 1099511627776 || return 1
    [ "$peak" -gt $CAP ] || { echo "took less than the cap without it: heap_peak=$peak" >"$dir/why"; return 1; }
    ! grep -q 'memory cap' "$dir/err" || { head -c 300 "$dir/err" >"$dir/why"; return 1; }
    ! grep -q '^reduced' "$dir/info" || { cp "$dir/info" "$dir/why"; return 1; }
    "$SCTRACE" verify "$dir/t.sct" >"$dir/why" 2>&1 && counts_exact p2p
}

for mpi in ${MEMORY_MPIS:-openmpi mpich}; do
    [ -x "$BUILD/$mpi/tests/memory" ] || continue
    np=3
    [ $mpi = mpich ] && np=2
    expect cap-p2p capped p2p 1
    expect cap-loops capped loops 1
    expect cap-sites capped sites 2
    expect nocap-p2p uncapped
done
exit $status
