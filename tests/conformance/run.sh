#!/bin/sh
# tests/conformance/run.sh - small programs written here, one per case real
# codes met (issue 36): each is built plainly (build/<mpi>/tests/conformance),
# traced unmodified through LD_PRELOAD in verify mode, checked by `sctrace
# verify`, replayed exactly with the replay traced, and the two traces must
# be equivalent (`sctrace diff --ignore-sites`: the fixed point). Under Open
# MPI at 2 and 4 ranks, under MPICH at 2 (it busy-polls). NAME.expect, when
# there is one, says what the trace must record: each line "MPI REGEX" (MPI
# any, openmpi or mpich) an extended regular expression that some event of
# rank 0 (`sctrace events`) must match.
# Across the MPIs: each program's trace at 2 ranks of one MPI is replayed under
# the other MPI, traced, and the two traces must be equivalent too (MPI
# constants are recorded in one numbering, sctrace.h SCT_MPI_CONSTANTS); not
# the programs of NOCROSS, whose calls the MPIs answer differently: bottom2
# and info call MPI-4 functions that Open MPI 4.1 lacks (its replay refuses
# the trace, naming the function), tool reads MPI_T variables, which each MPI
# has its own of, and typecontents gets types from MPI_Type_get_contents,
# where Open MPI hands out new handles and MPICH the ones it was given.
# consts's trace relabelled as format 8 and replayed under the other MPI must
# be warned about (consts-format8).
# usage: sh tests/conformance/run.sh [NAME...]   (default: every program)
# Prints "ok NAME [MPI np=N]" / "FAIL NAME [MPI np=N]: why" (tests/run.sh).
set -u
BUILD=${BUILD:-build}
SCTRACE=$BUILD/sctrace
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-120}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$(dirname "$0")/../lib.sh"
src=$(cd "$(dirname "$0")" && pwd)
progs=${*:-$(cd "$src" && ls *.c | sed 's/\.c$//')}
lib_of() { echo "$(cd "$BUILD/$mpi" && pwd)/libsctrace.so"; }

# run OUT PRELOAD PROGRAM ARGS...: $np ranks of $mpi in $dir, output in OUT
run() {
    o=$1 pre=$2
    shift 2
    (cd "$dir" && mpi_launch "$o" "$pre" "$@")
}

# expected NAME: the lines of tests/conformance/NAME.expect for $mpi no event
# of rank 0 of $dir/t.sct matches (none: empty)
expected() {
    [ -f "$src/$1.expect" ] || return 0
    "$SCTRACE" events "$dir/t.sct" --rank 0 >"$dir/events" 2>&1
    grep -v '^#' "$src/$1.expect" | while read -r m re; do
        [ -n "$re" ] && { [ "$m" = any ] || [ "$m" = "$mpi" ]; } && ! grep -Eq "$re" "$dir/events" && echo "$re"
    done
}

# fixed_point NAME TRACE: TRACE replayed by $mpi's replay, traced, skips no
# call and gives an equivalent trace; says ok or fail (status 0: ok)
fixed_point() {
    rm -f "$dir/r.sct"
    if ! run "$dir/rep" "" "$(cd "$BUILD/$mpi" && pwd)/sctrace-replay" --no-compute --trace "$dir/r.sct" "$2"; then
        fail "$1" "replay failed: $(grep -v '^ *$' "$dir/rep" | tail -n 3 | tr '\n' ' ')"
    elif grep -q "skipped" "$dir/rep"; then
        fail "$1" "the replay skipped calls: $(grep skipped "$dir/rep" | head -n 3 | tr '\n' ' ')"
    elif d=$("$SCTRACE" diff "$2" "$dir/r.sct" --ignore-sites 2>&1); then
        ok "$1"
        return 0
    else
        fail "$1" "not a fixed point: $d"
    fi
    return 1
}

# one NAME: trace, verify, replay, fixed point
one() {
    n="$1 [$mpi np=$np]" bin=$(cd "$BUILD/$mpi/tests/conformance" && pwd)/$1
    rm -f "$dir"/t.sct* "$dir/r.sct"
    if ! SCTRACE_OUT=$dir/t.sct SCTRACE_VERIFY=1 run "$dir/out" "$(lib_of)" "$bin"; then
        fail "$n" "the traced program failed: $(tail -n 3 "$dir/out" | tr '\n' ' ')"
    elif ! v=$("$SCTRACE" verify "$dir/t.sct" 2>&1) || [ "${v#verified }" = "$v" ]; then
        fail "$n" "sctrace verify: $(echo "$v" | head -n 2 | tr '\n' ' ')"
    elif x=$(expected "$1") && [ -n "$x" ]; then
        fail "$n" "no event of rank 0 matches: $(echo "$x" | head -n 3 | tr '\n' ' ')"
    elif fixed_point "$n" "$dir/t.sct" && [ $np = 2 ]; then
        cp "$dir/t.sct" "$dir/cross-$mpi-$1.sct"
    fi
}

for mpi in openmpi mpich; do
    [ -x "$BUILD/$mpi/sctrace-replay" ] || continue
    if [ $mpi = openmpi ]; then nps="2 4"; else nps="2"; fi
    for p in $progs; do
        if [ ! -x "$BUILD/$mpi/tests/conformance/$p" ]; then
            fail "$p [$mpi]" "$BUILD/$mpi/tests/conformance/$p was not built"
            continue
        fi
        for np in $nps; do
            one "$p"
        done
    done
done
# cross NAME FROM TO: the trace of FROM replayed under TO is a fixed point
cross() {
    np=2 mpi=$3
    fixed_point "$1 [$2 -> $3 np=2]" "$dir/cross-$2-$1.sct"
}

# old8 FROM TO: consts's trace of FROM relabelled as format 8 (tests/setformat.py:
# what traces held before format 9, the recording MPI's own values, here the
# canonical ones) replayed under TO: the replay says once that such a trace
# holds another MPI's constants, before TO's MPI meets the first of them
old8() {
    n="consts-format8 [$1 -> $2 np=2]" np=2 mpi=$2
    if ! python3 "$src/../setformat.py" "$dir/cross-$1-consts.sct" "$dir/old8.sct" 8 2>"$dir/rep"; then
        fail "$n" "tests/setformat.py: $(head -n 2 "$dir/rep" | tr '\n' ' ')"
        return
    fi
    "$SCTRACE" info "$dir/old8.sct" 2>&1 | grep -q '^format=8$' || { fail "$n" "not read as format 8"; return; }
    run "$dir/rep" "" "$(cd "$BUILD/$2" && pwd)/sctrace-replay" --no-compute "$dir/old8.sct"
    if grep -q "the trace (format 8 or before) holds the MPI constants of the MPI that recorded it, which has another name" \
        "$dir/rep"; then
        ok "$n"
    else
        fail "$n" "no warning: $(grep -v '^ *$' "$dir/rep" | head -n 3 | tr '\n' ' ')"
    fi
}

NOCROSS=" bottom2 info tool typecontents "
for p in $progs; do
    case $NOCROSS in *" $p "*) continue ;; esac
    [ -f "$dir/cross-mpich-$p.sct" ] && [ -x "$BUILD/openmpi/sctrace-replay" ] && cross "$p" mpich openmpi
    [ -f "$dir/cross-openmpi-$p.sct" ] && [ -x "$BUILD/mpich/sctrace-replay" ] && cross "$p" openmpi mpich
done
[ -f "$dir/cross-mpich-consts.sct" ] && [ -x "$BUILD/openmpi/sctrace-replay" ] && old8 mpich openmpi
[ -f "$dir/cross-openmpi-consts.sct" ] && [ -x "$BUILD/mpich/sctrace-replay" ] && old8 openmpi mpich
exit $status
