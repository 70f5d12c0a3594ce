#!/bin/sh
# Proxy apps against the application (issue 42), under Open MPI. For each
# configuration: trace the example (its plain build through LD_PRELOAD),
# generate the proxy app (sctrace proxy), build it with mpicc -std=c99 -O2, run
# it (--compute=busy) and traced (--compute=none), and compare the traces with
# `sctrace diff --ignore-sites`. Prints one line per configuration:
#   proxy example=NAME ranks=N args="..." reps=R app_s=S proxy_s=S proxy_vs_app=P%
#     app_range=S-S proxy_range=S-S load=L0-L1 c_bytes=B c_lines=L fixed_point=yes|no
# app_s: the example's own time= (its timed loop, max over ranks), traced as the
# replay bench's is; proxy_s: the proxy's time= (MPI_Init to MPI_Finalize, max
# over ranks), untraced. Both are medians of REPS (default 5) runs taken in
# turn, application then proxy (the machine is shared and its speed drifts),
# with their ranges and the 1-minute load average before and after.
# pingpong prints no time=: left out. EXAMPLES (default all five) picks some.
# Then the file size of the 2D stencil's proxy at 4 and 64 ranks and at 10x
# its iterations. Usage: sh bench/proxy.sh (BUILD=build by default).
set -u
BUILD=${BUILD:-build}
SCTRACE=$BUILD/sctrace
REPS=${REPS:-5}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
lib=$(cd "$BUILD/openmpi" && pwd)/libsctrace.so
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
run() { # run NP PRELOAD PROGRAM ARGS...
    np=$1 pre=$2
    shift 2
    mpirun.openmpi --oversubscribe -np "$np" -x SCTRACE_QUIET ${SCTRACE_OUT:+-x SCTRACE_OUT} \
        ${pre:+-x LD_PRELOAD="$pre"} "$@" >"$dir/out" 2>&1
}
# median of the numbers on stdin
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
load() { cut -d' ' -f1 /proc/loadavg; }
one() { # one EXAMPLE NP ARGS...
    ex=$1 np=$2
    shift 2
    SCTRACE_OUT=$dir/a.sct run "$np" "" "$BUILD/openmpi/examples/$ex" "$@" || { echo "$ex failed"; return; }
    "$SCTRACE" proxy "$dir/a.sct" -o "$dir/p.c" && mpicc.openmpi -std=c99 -O2 "$dir/p.c" -o "$dir/p" || return
    l0=$(load)
    : >"$dir/as" && : >"$dir/ps"
    r=0
    while [ $r -lt "$REPS" ]; do # interleaved: the machine's speed drifts between runs
        SCTRACE_OUT=$dir/b.sct run "$np" "" "$BUILD/openmpi/examples/$ex" "$@" &&
            sed -n 's/.* time=\([0-9.]*\)s.*/\1/p' "$dir/out" >>"$dir/as"
        run "$np" "" "$dir/p" --compute=busy && sed -n 's/^proxy: time=\([0-9.]*\) s.*/\1/p' "$dir/out" >>"$dir/ps"
        r=$((r + 1))
    done
    l1=$(load)
    a=$(median <"$dir/as") p=$(median <"$dir/ps")
    arange="$(sort -n "$dir/as" | head -n 1)-$(sort -n "$dir/as" | tail -n 1)"
    prange="$(sort -n "$dir/ps" | head -n 1)-$(sort -n "$dir/ps" | tail -n 1)"
    SCTRACE_OUT=$dir/p.sct run "$np" "$lib" "$dir/p" --compute=none
    fp=no
    "$SCTRACE" diff "$dir/a.sct" "$dir/p.sct" --ignore-sites >/dev/null 2>&1 && fp=yes
    echo "$a $p" | awk -v ex="$ex" -v np="$np" -v args="$*" -v b="$(wc -c <"$dir/p.c")" \
        -v l="$(wc -l <"$dir/p.c")" -v fp=$fp -v reps="$REPS" -v ar="$arange" -v pr="$prange" -v load="$l0-$l1" '{ a = $1; p = $2
        printf "proxy example=%s ranks=%d args=\"%s\" reps=%d app_s=%.2f proxy_s=%.2f proxy_vs_app=%+.1f%% app_range=%s proxy_range=%s load=%s c_bytes=%d c_lines=%d fixed_point=%s\n",
            ex, np, args, reps, a, p, 100 * (p - a) / a, ar, pr, load, b, l, fp }'
}
for ex in ${EXAMPLES:-stencil2d stencil3d ring pop master_worker}; do
    case $ex in
    stencil2d) one stencil2d 4 --iters 20000 --n 128 ;;
    stencil3d) one stencil3d 4 --iters 5000 --n 32 ;;
    ring) one ring 4 --iters 25000 ;;
    pop) one pop 4 --iters 100 ;;
    master_worker) one master_worker 4 ;;
    esac
done
[ -n "${EXAMPLES:-}" ] && exit 0
for cfg in "4 --iters 100" "4 --iters 1000" "64 --iters 100"; do
    set -- $cfg
    np=$1
    shift
    SCTRACE_OUT=$dir/s.sct run "$np" "" "$BUILD/openmpi/examples/stencil2d" "$@" || { echo "stencil2d $cfg failed"; continue; }
    "$SCTRACE" proxy "$dir/s.sct" -o "$dir/s.c"
    echo "size example=stencil2d ranks=$np args=\"$*\" trace_bytes=$(wc -c <"$dir/s.sct") c_bytes=$(wc -c <"$dir/s.c") c_lines=$(wc -l <"$dir/s.c")"
done
