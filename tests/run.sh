#!/bin/sh
# The test runner. Every test program prints one line per case, "ok NAME" or
# "FAIL NAME: why"; this script runs them all, counts those lines (a program
# that fails without saying why counts as one failure) and ends with
# "N passed, N failed". Usage: tests/run.sh [all|unit|sanitize]
set -u
BUILD=${BUILD:-build}
what=${1:-all}
pass=0
fail=0
total_secs=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

run() { # run NAME COMMAND...
    name=$1
    shift
    echo "== $name"
    t0=$(date +%s)
    "$@" >"$log" 2>&1
    rc=$?
    secs=$(($(date +%s) - t0))
    grep -E '^(ok|FAIL) ' "$log"
    grep -vE '^(ok|FAIL) ' "$log" | tail -n 20 | sed 's/^/   | /'
    p=$(grep -c '^ok ' "$log")
    f=$(grep -c '^FAIL ' "$log")
    if grep -q 'runtime error:' "$log"; then # a sanitizer report fails the program's run
        echo "FAIL $name: $(grep -m1 'runtime error:' "$log")"
        f=$((f + 1))
    fi
    if [ "$rc" != 0 ] && [ "$f" = 0 ]; then
        echo "FAIL $name: exited with status $rc"
        f=1
    fi
    pass=$((pass + p))
    fail=$((fail + f))
    echo "   ($name: $p passed, $f failed, $secs s)"
    total_secs=$((total_secs + secs))
}

if [ "$what" = all ] || [ "$what" = unit ]; then
    for t in "$BUILD"/tests/unit/test_*; do
        [ -x "$t" ] && run "$(basename "$t")" "$t"
    done
    run cli sh tests/cli.sh "$BUILD/sctrace"
    run analysis sh tests/analysis.sh "$BUILD/sctrace"
    run extrapolate sh tests/extrap.sh sim
fi
if [ "$what" = all ] || [ "$what" = sanitize ]; then
    export ASAN_OPTIONS=abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1
    for t in "$BUILD"/asan/tests/unit/test_*; do
        [ -x "$t" ] && PROGRAMS=2000 run "asan $(basename "$t")" "$t"
    done
    [ -x "$BUILD/asan/sctrace" ] && run "asan cli" sh tests/cli.sh "$BUILD/asan/sctrace"
    [ -x "$BUILD/asan/sctrace" ] && run "asan analysis" sh tests/analysis.sh "$BUILD/asan/sctrace"
    [ -x "$BUILD/asan/sctrace" ] && run "asan extrapolate" env SCTRACE="$BUILD/asan/sctrace" sh tests/extrap.sh sim
    run fuzz sh tests/fuzz/run.sh
fi
if [ "$what" = all ]; then
    [ -f tests/compile/check.sh ] && run compile sh tests/compile/check.sh "$BUILD/tests/compile"
    if [ -f tests/mpi/run.sh ]; then
        run mpi sh tests/mpi/run.sh
        run examples sh tests/examples.sh
        run faults sh tests/faults.sh
        run memory sh tests/memory.sh
        run threads sh tests/threads.sh
        run cluster sh tests/cluster.sh
        [ -f tests/replay.sh ] && run replay sh tests/replay.sh
        run install sh tests/install.sh
        run otf2 sh tests/otf2.sh
        run sites sh tests/sites.sh "$BUILD/sctrace"
        run launcher sh tests/launcher.sh
        run "extrapolate mpi" sh tests/extrap.sh mpi
        [ -f tests/proxy.sh ] && run proxy sh tests/proxy.sh
        [ -f tests/mpi4.sh ] && run mpi4 sh tests/mpi4.sh
        [ -f tests/languages.sh ] && run languages sh tests/languages.sh
        run conformance sh tests/conformance/run.sh
        run real sh tests/real/run.sh
    fi
fi
echo "(the suite took $total_secs s)"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
