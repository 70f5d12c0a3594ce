#!/bin/sh
# Instructions per MPI call, plain (PMPI) and traced (through the wrappers),
# counted by callgrind at one rank under MPICH (a singleton, no launcher):
#   loop=commrank|p2p plain_instr=P traced_instr=T added_instr=T-P
# per call, from the difference between runs of N1 and N2 iterations; then
# the same for Fortran (below).
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
# The same loops from Fortran (bench/callgrind_loop.f90, no tracer inside),
# untraced and traced through LD_PRELOAD of the MPICH shim:
#   loop=commrank|p2p lang=fortran plain_instr=P traced_instr=T added_instr=T-P
# (added_instr against the C line's: what the Fortran wrapper costs beyond
# the C one, handle conversions and the forwarding through MPICH's Fortran layer)
fbin=$BUILD/mpich/bench/callgrind_loop_f
lib=$(cd "$BUILD/mpich" 2>/dev/null && pwd)/libsctrace.so
fcount() { # fcount PRELOAD loop n -> total instructions
    env ${1:+LD_PRELOAD="$1"} valgrind --tool=callgrind --callgrind-out-file=/dev/null "$fbin" "$2" "$3" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
# and through `use mpi_f08` (bench/callgrind_loop_f08.f90): lang=f08
for fbin in "$fbin" "$fbin"08; do
    lang=fortran
    [ "${fbin%08}" != "$fbin" ] && lang=f08
    if [ -x "$fbin" ] && [ -f "$lib" ]; then
        for loop in commrank p2p; do
            calls=1
            [ $loop = p2p ] && calls=3
            for mode in plain traced; do
                pre=""
                [ $mode = traced ] && pre=$lib
                a=$(fcount "$pre" $loop "$N1")
                b=$(fcount "$pre" $loop "$N2")
                eval "$mode=$(awk -v a="$a" -v b="$b" -v n=$((N2 - N1)) -v c=$calls 'BEGIN { printf "%.1f", (b - a) / (n * c) }')"
            done
            echo "loop=$loop lang=$lang plain_instr=$plain traced_instr=$traced added_instr=$(awk -v p="$plain" -v t="$traced" 'BEGIN { printf "%.1f", t - p }')"
        done
    fi
done
rm -f /tmp/callgrind_loop.sct
