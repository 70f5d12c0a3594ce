#!/bin/sh
# File size of the POP-like example's trace against ranks and timesteps, at
# each merge precision (issue 5's target at precision 0: constant within
# 10 %). One traced run under Open MPI per (precision, ranks, timesteps):
#   example=pop ranks=N timesteps=T precision=P bins=B entries=E
#     histogram_streams=H bytes=F structure_bytes=S timing_bytes=M undecodable_ranks=U
# (undecodable_ranks: ranks that `sctrace events` cannot decode; 0 expected),
# then per precision the spread of the file sizes around their mean:
#   spread precision=P bins=B runs=R min=F max=F mean=F below=-X% above=+Y%
# usage: sh bench/popsize.sh [RANKS...]   (default 4 9 16 36; square numbers
#   make square grids); environment: STEPS (default 50 200 800), PRECISIONS
#   (default 0), SCTRACE_HIST_BINS (default 8), SCTRACE_TIMING (default hist)
set -u
BUILD=${BUILD:-build}
ranks=${*:-4 9 16 36}
steps=${STEPS:-50 200 800}
precisions=${PRECISIONS:-0}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
export SCTRACE_HIST_BINS=${SCTRACE_HIST_BINS:-8} SCTRACE_TIMING=${SCTRACE_TIMING:-hist}
[ -x "$BUILD/openmpi/examples/pop" ] && [ -x "$BUILD/sctrace" ] || {
    echo "popsize.sh: build first (make): $BUILD/openmpi/examples/pop or $BUILD/sctrace is missing" >&2
    exit 2
}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
for p in $precisions; do
    : >"$dir/sizes"
    for np in $ranks; do
        for t in $steps; do
            f=$dir/pop.sct
            rm -f "$f"
            if ! SCTRACE_OUT=$f SCTRACE_PRECISION=$p mpirun.openmpi --oversubscribe -np "$np" -x SCTRACE_OUT \
                -x SCTRACE_PRECISION -x SCTRACE_HIST_BINS -x SCTRACE_TIMING -x SCTRACE_QUIET \
                "$BUILD/openmpi/examples/pop" --iters "$t" >"$dir/out" 2>&1; then
                echo "example=pop ranks=$np timesteps=$t precision=$p failed: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
                status=1
                continue
            fi
            bad=0
            r=0
            while [ $r -lt "$np" ]; do
                "$BUILD/sctrace" events "$f" --rank $r >/dev/null 2>&1 || bad=$((bad + 1))
                r=$((r + 1))
            done
            info=$("$BUILD/sctrace" info "$f" | awk -F= '$1 ~ /^(entries|histogram_streams|bytes|structure_bytes|timing_bytes)$/ { printf "%s ", $0 }')
            echo "example=pop ranks=$np timesteps=$t precision=$p bins=$SCTRACE_HIST_BINS ${info}undecodable_ranks=$bad"
            echo "$info" | sed -n 's/.* bytes=\([0-9]*\) .*/\1/p' >>"$dir/sizes"
            [ $bad -eq 0 ] || status=1
        done
    done
    awk -v p="$p" -v b="$SCTRACE_HIST_BINS" '
        { s += $1; if (NR == 1 || $1 < lo) lo = $1; if (NR == 1 || $1 > hi) hi = $1 }
        END { if (!NR) exit
              m = s / NR
              printf "spread precision=%s bins=%s runs=%d min=%d max=%d mean=%.0f below=-%.1f%% above=+%.1f%%\n",
                     p, b, NR, lo, hi, m, 100 * (m - lo) / m, 100 * (hi - m) / m }' "$dir/sizes"
done
exit $status
