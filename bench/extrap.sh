#!/bin/sh
# Extrapolation figures (issue 40, ScalaExtrap): for each regular example,
# trace it under Open MPI at 3-4 small rank counts and at a larger target,
# extrapolate the small ones to the target (`sctrace extrapolate --check`),
# and replay both the extrapolated and the real trace at the target.
# One line per example:
#   example=E inputs=A,B,C target=P equivalent=yes|no trace_accuracy=X%
#     replay_s=R app_s=T replay_accuracy=Y%
# trace_accuracy compares the time per rank (compute + MPI, from the timing
# histograms) of the two traces, replay_accuracy the replay time of the
# extrapolated trace with the real run's traced time (the paper's section
# 5.2 formula: (1 - |replay - app| / app) x 100 %). Then the time
# `sctrace extrapolate` takes for P = 65,536 and for the simulated stencils
# (bench/merge_sim) extrapolated to 4,096 and 65,536 ranks.
# Usage: bench/extrap.sh [BUILD [ROW...]]  (rows: stencil2d-weak
# stencil2d-strong stencil3d ring pingpong sim cost replay-median; default
# all but replay-median). The 3D
# stencil is not replayed: 64 replaying ranks on a shared 2-core machine took
# more than 15 minutes.
set -u
BUILD=${1:-build}
[ $# -gt 0 ] && shift
rows=${*:-stencil2d-weak stencil2d-strong stencil3d ring pingpong sim cost}
want() { case " $rows " in *" $1 "*) return 0 ;; esac; return 1; }
S=$BUILD/sctrace
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1

trace() { # trace NAME EX NP ARGS...
    n=$1 ex=$2 np=$3
    shift 3
    SCTRACE_OUT=$dir/$n.$np.sct mpirun.openmpi --oversubscribe -np "$np" -x SCTRACE_OUT -x SCTRACE_QUIET \
        "$BUILD/openmpi/examples/$ex" "$@" >/dev/null 2>&1
}
replay_field() { # replay_field FILE NP FIELD(1: replay s, 2: traced s)
    mpirun.openmpi --oversubscribe -np "$2" "$BUILD/openmpi/sctrace-replay" --compute=sleep "$1" 2>&1 |
        sed -n 's/.* in \([0-9.]*\) s; the traced run: \([0-9.]*\) s.*/\1 \2/p' | cut -d' ' -f"$3"
}
row() { # row NAME EX "INPUTS" TARGET ARGS...
    n=$1 ex=$2 ins=$3 p=$4
    shift 4
    files=""
    for np in $ins $p; do trace "$n" "$ex" "$np" "$@"; done
    for np in $ins; do files="$files $dir/$n.$np.sct"; done
    # shellcheck disable=SC2086
    "$S" extrapolate --check "$dir/$n.$p.sct" -o "$dir/$n.x.sct" $files >"$dir/out" 2>&1
    eq=no
    grep -q '^equivalent' "$dir/out" && eq=yes
    acc=$(sed -n 's/.*timing_accuracy=//p' "$dir/out")
    rs="" app=""
    if [ "$n" != stencil3d ]; then
        rs=$(replay_field "$dir/$n.x.sct" "$p" 1)
        app=$(replay_field "$dir/$n.$p.sct" "$p" 2)
    fi
    racc=$(awk -v r="${rs:-0}" -v a="${app:-0}" 'BEGIN { d = r - a; if (d < 0) d = -d; if (a > 0) printf "%.1f%%", 100 * (1 - d / a); else print "n/a" }')
    echo "example=$n inputs=$(echo $ins | tr ' ' ',') target=$p equivalent=$eq trace_accuracy=$acc replay_s=$rs app_s=$app replay_accuracy=$racc"
}

want stencil2d-weak && row stencil2d-weak stencil2d "9 16 25" 36 --iters 200 --n 64
want stencil2d-strong && row stencil2d-strong stencil2d "9 16 25" 36 --iters 200 --global 720
want stencil3d && row stencil3d stencil3d "27 36 48" 64 --iters 20 --n 16
want ring && row ring ring "4 6 8" 16 --iters 100
want pingpong && row pingpong pingpong "4 6 8" 16 --iters 200
# replay-median: the issue's "replay time within 10 % of the real run's" as
# medians of REPS (default 3) interleaved pairs at 36 ranks (stencil2d, weak
# scaling, 9, 16, 25 -> 36): the real application's wall time (mpirun to
# exit, traced) then the extrapolated trace's replay (--compute=sleep, mpirun
# to exit), alternately, so that both see the same load; the load average
# before and after (MEDIAN_ARGS: the stencil's arguments, MEDIAN_NAME: its
# name in the output line). Prints
#   replay-median example=E target=P reps=K app_s=A replay_s=R replay_accuracy=Y% load=L1..L2
# (each run's two times on its own line first). Wall time on a shared
# machine: read it with the load.
margs=${MEDIAN_ARGS:---iters 200 --n 64} # weak scaling; strong: MEDIAN_ARGS="--iters 2000 --global 720"
mname=${MEDIAN_NAME:-stencil2d-weak}
if want replay-median; then
    # shellcheck disable=SC2086
    for np in 9 16 25; do trace rm stencil2d $np $margs; done
    "$S" extrapolate --ranks 36 -o "$dir/rm.x.sct" "$dir/rm.9.sct" "$dir/rm.16.sct" "$dir/rm.25.sct" 2>/dev/null
    l1=$(cut -d' ' -f1 /proc/loadavg)
    k=0
    : >"$dir/pairs"
    while [ $k -lt "${REPS:-3}" ]; do
        t0=$(date +%s.%N)
        SCTRACE_OUT=$dir/rm.real.sct mpirun.openmpi --oversubscribe -np 36 -x SCTRACE_OUT -x SCTRACE_QUIET \
            "$BUILD/openmpi/examples/stencil2d" $margs >/dev/null 2>&1
        t1=$(date +%s.%N)
        mpirun.openmpi --oversubscribe -np 36 "$BUILD/openmpi/sctrace-replay" --compute=sleep "$dir/rm.x.sct" \
            >/dev/null 2>&1
        t2=$(date +%s.%N)
        echo "$t0 $t1 $t2" | awk '{ printf "%.3f %.3f\n", $2 - $1, $3 - $2 }' >>"$dir/pairs"
        echo "replay-pair app_s=$(tail -n 1 "$dir/pairs" | cut -d' ' -f1) replay_s=$(tail -n 1 "$dir/pairs" | cut -d' ' -f2)"
        k=$((k + 1))
    done
    med() { cut -d' ' -f"$1" "$dir/pairs" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
    a=$(med 1)
    r=$(med 2)
    echo "replay-median example=$mname target=36 reps=${REPS:-3} app_s=$a replay_s=$r replay_accuracy=$(awk -v r="$r" -v a="$a" 'BEGIN { d = r - a; if (d < 0) d = -d; printf "%.1f%%", 100 * (1 - d / a) }') load=$l1..$(cut -d' ' -f1 /proc/loadavg)"
fi
want sim || want cost || exit 0

sim_eq() { # sim_eq NAME TARGET-FILE INPUTS...
    n=$1 real=$2
    shift 2
    "$S" extrapolate --check "$real" -o "$dir/x.sct" "$@" >"$dir/out" 2>&1
    echo "example=$n inputs=$(for f in "$@"; do basename "$f" .sct | sed 's/.*\.//'; done | paste -sd,) target=$(basename "$real" .sct | sed 's/.*\.//') equivalent=$(grep -q '^equivalent' "$dir/out" && echo yes || echo no) trace_accuracy=$(sed -n 's/.*timing_accuracy=//p' "$dir/out")"
}
for p in 9 16 25 4096 65536; do
    "$BUILD/bench/merge_sim" --pattern stencil2d --ranks $p --iters 30 --no-verify --out "$dir/s2.$p.sct" >/dev/null
done
for p in 27 64 125 4096; do
    "$BUILD/bench/merge_sim" --pattern stencil3d --ranks $p --iters 30 --no-verify --out "$dir/s3.$p.sct" >/dev/null
done
for p in 4 6 8 4096; do
    "$BUILD/bench/vcoll_sim" --ranks $p --global 196608 --out "$dir/vc.$p.sct" >/dev/null
done
if want sim; then
    sim_eq sim-stencil2d "$dir/s2.4096.sct" "$dir/s2.9.sct" "$dir/s2.16.sct" "$dir/s2.25.sct"
    sim_eq sim-stencil2d "$dir/s2.65536.sct" "$dir/s2.9.sct" "$dir/s2.16.sct" "$dir/s2.25.sct"
    sim_eq sim-stencil3d "$dir/s3.4096.sct" "$dir/s3.27.sct" "$dir/s3.64.sct" "$dir/s3.125.sct"
    sim_eq sim-alltoallv "$dir/vc.4096.sct" "$dir/vc.4.sct" "$dir/vc.6.sct" "$dir/vc.8.sct"
fi
# the cost of extrapolating to 65,536 ranks (independent of P: classes x trace size)
want cost || exit 0
for spec in "s2 9 16 25" "s3 27 64 125" "vc 4 6 8" "stencil2d-weak 9 16 25" "stencil3d 27 36 48"; do
    set -- $spec
    n=$1
    [ -f "$dir/$n.$2.sct" ] || continue
    t0=$(date +%s.%N)
    "$S" extrapolate --ranks 65536 -o "$dir/big.sct" "$dir/$n.$2.sct" "$dir/$n.$3.sct" "$dir/$n.$4.sct" 2>"$dir/err"
    t1=$(date +%s.%N)
    echo "extrapolate=$n inputs=$2,$3,$4 ranks=65536 seconds=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }') bytes=$(wc -c <"$dir/big.sct" | tr -d ' ') $(sed -n 's/.*; \([0-9]* rank classes\).*/\1/p' "$dir/err")"
done
