#!/bin/sh
# Online clustering's cost per MPI call (callgrind, MPICH, 2 ranks): the
# p2p loop of bench/callgrind_loop (Irecv + Isend to itself + Waitall)
# counted on rank 1 as a non-lead of SCTRACE_CLUSTER=on (both ranks make the
# same calls), against the same rank recording with clustering off:
#   plain_instr=P nonlead_instr=N traced_instr=F (per call, PMPI included)
#   nonlead_added=N-P traced_added=F-P
# (selfplain: the same loop through PMPI, untraced) per call, from the difference between runs of N1 and N2 iterations.
set -u
BUILD=${BUILD:-build}
bin=$(cd "$BUILD/mpich/bench" && pwd)/callgrind_loop
N1=${N1:-5000}
N2=${N2:-10000}
export SCTRACE_QUIET=1 SCTRACE_OUT=/tmp/cluster_cost.sct SCTRACE_CLUSTER_ONLINE=0 SCTRACE_CLUSTER_EVERY=0
count() { # count on|off MODE n -> rank 1's total instructions
    SCTRACE_CLUSTER=$1 timeout 600 mpirun.mpich -np 2 sh -c '
        if [ "$PMI_RANK" = 1 ]; then
            exec valgrind --tool=callgrind --callgrind-out-file=/dev/null "$0" "$1" p2p "$2"
        else exec "$0" "$1" p2p "$2"; fi' "$bin" "$2" "$3" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for v in "on nonlead non" "off nonlead full" "off selfplain plain"; do
    set -- $v
    a=$(count $1 $2 "$N1")
    b=$(count $1 $2 "$N2")
    eval "i_$3=$(awk -v a="$a" -v b="$b" -v n=$((N2 - N1)) 'BEGIN { printf "%.1f", (b - a) / (n * 3) }')"
done
echo "plain_instr=$i_plain nonlead_instr=$i_non traced_instr=$i_full" \
    "nonlead_added=$(awk -v p="$i_plain" -v t="$i_non" 'BEGIN { printf "%.1f", t - p }')" \
    "traced_added=$(awk -v p="$i_plain" -v t="$i_full" 'BEGIN { printf "%.1f", t - p }')"
