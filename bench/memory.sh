#!/bin/sh
# The memory of irregular recordings, with and without SCTRACE_MAX_MEMORY,
# and what MPI_Finalize (serialise, merge, write) takes on rank 0 (issue 37
# item 4). Runs build/<mpi>/tests/memory (tests/memory.c) at NP ranks for
# each case, event count and cap, and prints one line each:
#   case=C mpi=M np=N events=E cap=B heap_peak=B per_event=B rss_grow_kb=K
#   finalize_s=S finalize_grow_kb=K merge_s=S file_bytes=B
# heap_peak: the largest heap a rank's recording and its serialisation took
# (the tracer's own accounting, `sctrace info`), per_event = heap_peak / E;
# rss_grow_kb: the largest growth of a rank's peak resident set while
# recording; finalize_*: rank 0's MPI_Finalize, its time and the growth of
# its peak resident set (the merge and the write); merge_s: the merge alone.
# Usage: sh bench/memory.sh [MPI [NP [EVENTS... ]]]  (default openmpi 4 "1000000 10000000")
# CASES (default "p2p loops") and CAPS (default "0 64M") select the rest.
set -u
BUILD=${BUILD:-build}
mpi=${1:-openmpi}
np=${2:-4}
shift 2 2>/dev/null
events=${*:-1000000 10000000}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for c in ${CASES:-p2p loops}; do
    for e in $events; do
        for cap in ${CAPS:-0 64M}; do
            if [ "$mpi" = openmpi ]; then
                launch="mpirun.openmpi --oversubscribe -np $np"
            else
                launch="mpirun.mpich -np $np"
            fi
            SCTRACE_OUT="$dir/t.sct" SCTRACE_MAX_MEMORY=$cap timeout 1800 $launch \
                "$BUILD/$mpi/tests/memory" "$c" "$e" >"$dir/out" 2>"$dir/err" || {
                echo "case=$c events=$e cap=$cap failed: $(tail -c 300 "$dir/err")"
                continue
            }
            "$BUILD/sctrace" info "$dir/t.sct" >"$dir/info"
            peak=$(sed -n 's/^heap_peak=//p' "$dir/info")
            merge=$(sed -n 's/^merge_s=//p' "$dir/info")
            bytes=$(sed -n 's/^bytes=//p' "$dir/info")
            rss=$(awk '/^rank [0-9]+ events=/ { split($4, g, "="); if (g[2] + 0 > m) m = g[2] + 0 } END { print m + 0 }' "$dir/out")
            fin=$(sed -n 's/^finalize_s=\([^ ]*\) finalize_grow_kb=\(.*\)/finalize_s=\1 finalize_grow_kb=\2/p' "$dir/out")
            echo "case=$c mpi=$mpi np=$np events=$e cap=$cap heap_peak=$peak per_event=$(awk -v p="$peak" -v e="$e" 'BEGIN { printf "%.2f", p / e }') rss_grow_kb=$rss $fin merge_s=$merge file_bytes=$bytes"
        done
    done
done
