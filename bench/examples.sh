#!/bin/sh
# Each example at several rank counts under Open MPI, untraced and traced:
#   example=NAME ranks=N events=E bytes=B plain_s=S traced_s=S [precision=P timing=T]
# plain_s: the same binary with recording off (SCTRACE_START=0 SCTRACE_PCONTROL=0:
# every wrapper passes straight to PMPI); traced_s: the default tracing; both
# the best of REPS runs (default 3) of the whole mpirun. events and bytes come
# from `sctrace info` of the traced run's file.
# usage: sh bench/examples.sh [RANKS...]   (default 4 9 16); environment:
#   EXAMPLES (default all six), ITERS_<name> (iterations), REPS, SCTRACE_PRECISION,
#   SCTRACE_TIMING (passed to the traced run)
set -u
BUILD=${BUILD:-build}
REPS=${REPS:-3}
ranks=${*:-4 9 16}
examples=${EXAMPLES:-stencil2d stencil3d ring pop master_worker pingpong}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
best() { # best REPS seconds of: command...
    b=""
    i=0
    while [ "$i" -lt "$REPS" ]; do
        s=$(date +%s.%N)
        "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; return 1; }
        e=$(date +%s.%N)
        b=$(awk -v s="$s" -v e="$e" -v b="$b" 'BEGIN { t = e - s; if (b == "" || t < b) b = t; printf "%.3f", b }')
        i=$((i + 1))
    done
    echo "$b"
}
for ex in $examples; do
    bin=$BUILD/openmpi/examples/$ex
    eval "iters=\${ITERS_$ex:-}"
    args=""
    [ -n "$iters" ] && args="--iters $iters"
    for np in $ranks; do
        run="mpirun.openmpi --oversubscribe -np $np"
        plain=$(SCTRACE_START=0 SCTRACE_PCONTROL=0 SCTRACE_OUT=$dir/p.sct best $run -x SCTRACE_START -x SCTRACE_PCONTROL -x SCTRACE_OUT "$bin" $args) || continue
        traced=$(SCTRACE_OUT=$dir/t.sct best $run -x SCTRACE_OUT "$bin" $args) || continue
        info=$("$BUILD/sctrace" info "$dir/t.sct")
        ev=$(echo "$info" | sed -n 's/^events=//p')
        by=$(echo "$info" | sed -n 's/^bytes=//p')
        pr=$(echo "$info" | sed -n 's/^precision=//p')
        tm=$(echo "$info" | sed -n 's/^timing=//p')
        echo "example=$ex ranks=$np events=$ev bytes=$by plain_s=$plain traced_s=$traced precision=$pr timing=$tm"
    done
done
