#!/bin/sh
# Instructions per MPI call, plain (PMPI) and traced (through the wrappers),
# counted by callgrind at one rank under MPICH (a singleton, no launcher):
#   loop=commrank|p2p plain_instr=P traced_instr=T added_instr=T-P
# per call, from the difference between runs of N1 and N2 iterations.
set -u
BUILD=${BUILD:-build}
bin=$BUILD/mpich/bench/callgrind_loop
N1=${N1:-20000}
N2=${N2:-40000}
export SCTRACE_QUIET=1 SCTRACE_OUT=/tmp/callgrind_loop.sct
count() { # count plain|traced loop n -> total instructions
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" "$3" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for loop in commrank p2p; do
    calls=1
    [ $loop = p2p ] && calls=3
    for mode in plain traced; do
        a=$(count $mode $loop "$N1")
        b=$(count $mode $loop "$N2")
        eval "$mode=$(awk -v a="$a" -v b="$b" -v n=$((N2 - N1)) -v c=$calls 'BEGIN { printf "%.1f", (b - a) / (n * c) }')"
    done
    echo "loop=$loop plain_instr=$plain traced_instr=$traced added_instr=$(awk -v p="$plain" -v t="$traced" 'BEGIN { printf "%.1f", t - p }')"
done
rm -f /tmp/callgrind_loop.sct
