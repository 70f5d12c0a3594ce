#!/bin/sh
# Online clustering's cost per MPI call (callgrind, MPICH, 2 ranks): the
# p2p loop of bench/callgrind_loop (Irecv + Isend to itself + Waitall)
# counted on rank 1 as a non-lead of SCTRACE_CLUSTER=on (both ranks make the
# same calls), against the same rank recording with clustering off:
#   plain_instr=P nonlead_instr=N traced_instr=F (per call, PMPI included)
#   nonlead_added=N-P traced_added=F-P
#   nonlead_tracer=n traced_tracer=f ratio=f/n
# (selfplain: the same loop through PMPI, untraced) per call, from the
# difference between runs of N1 and N2 iterations. The *_added figures
# subtract two runs of MPICH, whose own count moves with the machine's load
# (its progress engine polls while the other rank catches up: +-150 a call
# on a loaded machine); the *_tracer figures are exact: the inclusive cost of
# the three wrappers less that of the PMPI functions they call, in one run.
# PROFILE=1 also prints the tracer's functions on a non-lead (exclusive
# instructions per call, those over 0.5).
set -u
BUILD=${BUILD:-build}
bin=$(cd "$BUILD/mpich/bench" && pwd)/callgrind_loop
N1=${N1:-5000}
N2=${N2:-10000}
tmp=${TMPDIR:-/tmp}/sct_cluster_bench.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
export SCTRACE_QUIET=1 SCTRACE_OUT=$tmp/cost.sct SCTRACE_CLUSTER_ONLINE=0 SCTRACE_CLUSTER_EVERY=0
count() { # count on|off MODE n OUT -> rank 1's total instructions; its profile in OUT
    SCTRACE_CLUSTER=$1 timeout 600 mpirun.mpich -np 2 sh -c '
        if [ "$PMI_RANK" = 1 ]; then
            exec valgrind --tool=callgrind --callgrind-out-file="$3" "$0" "$1" p2p "$2"
        else exec "$0" "$1" p2p "$2"; fi' "$bin" "$2" "$3" "$4" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
tracer() { # tracer PROFILE -> the wrappers' inclusive cost less their PMPI calls'
    callgrind_annotate --auto=no --inclusive=yes --threshold=100 "$1" 2>/dev/null |
        grep -E ':P?MPI_(Irecv|Isend|Waitall) ' | tr -d , |
        awk '{ if ($0 ~ /:PMPI_/) s -= $1; else s += $1 } END { print s + 0 }'
}
per_call() { # per_call A B -> (B - A) per call
    awk -v a="$1" -v b="$2" -v n=$((N2 - N1)) 'BEGIN { printf "%.1f", (b - a) / (n * 3) }'
}
for v in "on nonlead non" "off nonlead full" "off selfplain plain"; do
    set -- $v
    a=$(count $1 $2 "$N1" "$tmp/$3.1")
    b=$(count $1 $2 "$N2" "$tmp/$3.2")
    eval "i_$3=$(per_call "$a" "$b")"
    [ $3 = plain ] || eval "t_$3=$(per_call "$(tracer "$tmp/$3.1")" "$(tracer "$tmp/$3.2")")"
done
echo "plain_instr=$i_plain nonlead_instr=$i_non traced_instr=$i_full" \
    "nonlead_added=$(awk -v p="$i_plain" -v t="$i_non" 'BEGIN { printf "%.1f", t - p }')" \
    "traced_added=$(awk -v p="$i_plain" -v t="$i_full" 'BEGIN { printf "%.1f", t - p }')" \
    "nonlead_tracer=$t_non traced_tracer=$t_full" \
    "ratio=$(awk -v n="$t_non" -v f="$t_full" 'BEGIN { printf "%.1f", (n > 0 ? f / n : 0) }')"
if [ "${PROFILE:-0}" = 1 ]; then
    for k in 1 2; do
        callgrind_annotate --auto=no --threshold=100 "$tmp/non.$k" 2>/dev/null |
            sed -n 's/^ *\([0-9,]*\) ([ 0-9.]*%)  *\([^ ]*\).*$/\1 \2/p' | tr -d , |
            grep -E 'sctrace(_mpi)?\.h:' >"$tmp/f.$k"
    done
    echo "non-lead, exclusive instructions per call by function:"
    awk -v n=$((3 * (N2 - N1))) 'NR == FNR { a[$2] = $1; next }
        { d = ($1 - a[$2]) / n; sub(/.*:/, "", $2); if (d > 0.5) printf "  %6.1f %s\n", d, $2 }' \
        "$tmp/f.1" "$tmp/f.2" | sort -rn
fi
