#!/bin/sh
# Run the reader fuzzer: first once over every regression input kept in
# tests/fuzz/regress (inputs that once crashed it or made UBSan report), then
# for FUZZ_SECONDS (default 30) on a fresh seed corpus. The target is built
# with -fno-sanitize-recover=all, so any UBSan report aborts the run; a report
# printed anyway (a recoverable check) also counts as a failure.
# Prints "ok fuzz-..." or "FAIL fuzz-...: ..." for tests/run.sh;
# skips (ok, saying so) when clang's libFuzzer is not available.
BUILD=${BUILD:-build}
secs=${FUZZ_SECONDS:-30}
bin=$BUILD/fuzz/fuzz_reader
if [ ! -x "$bin" ]; then
    echo "ok fuzz-reader (skipped: clang with libFuzzer not available)"
    exit 0
fi
here=$(dirname "$0")
log=$BUILD/fuzz/regress.log
if "$bin" "$here"/regress/* >"$log" 2>&1 && ! grep -q 'runtime error' "$log"; then
    echo "ok fuzz-regress ($(ls "$here"/regress | wc -l) inputs)"
else
    echo "FAIL fuzz-regress: $(grep -m1 -E 'runtime error|ERROR|SUMMARY|Running:' "$log") (log: $log)"
fi
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
"$BUILD/fuzz/seeds" "$corpus" || { echo "FAIL fuzz-reader: could not write the seed corpus"; exit 1; }
log=$BUILD/fuzz/last.log
if "$bin" -max_total_time="$secs" -rss_limit_mb=2048 -timeout=10 -artifact_prefix="$BUILD/fuzz/crash-" "$corpus" >"$log" 2>&1 &&
    ! grep -q 'runtime error' "$log"; then
    echo "ok fuzz-reader ($(grep -o 'Done [0-9]* runs' "$log" | head -n 1) in ${secs} s)"
else
    echo "FAIL fuzz-reader: $(grep -m1 -E 'runtime error|ERROR|SUMMARY|timeout|crash' "$log") (log: $log)"
    exit 1
fi
