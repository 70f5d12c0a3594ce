#!/bin/sh
# Replay against the application (issue 6), under Open MPI. Each run traces an
# example, replays its trace with sctrace-replay (the replay traced too: --trace)
# and compares the two traces with `sctrace diff --ignore-sites`. Figures are the
# median of REPS runs (default 3), with the range of the runs.
#
#   example=NAME ranks=N args="..." timing=T app_s=S trace_s=S replay_s=S
#     replay_vs_app=P% replay_vs_trace=P% app_range=A-B replay_range=A-B
#     bytes_min=B bytes_max=B bytes_match=yes|no fixed_point=K/DIFFS other_cpu_s=S
#     discarded=N
# app_s: the example's own time= (its timed loop, max over ranks; pingpong prints
# none: there rtt_us x iters, the slowest pair's round trips). trace_s: the
# trace's MPI_Init-to-MPI_Finalize time (max over ranks of the recorded compute and
# call times: the replay's "traced run"). replay_s: the replay from the barrier
# after MPI_Init to MPI_Finalize (max over ranks). bytes_min/max: point-to-point
# bytes sent per rank by the replay; bytes_match: every rank sent what its trace
# says (the replay's own count) and the replay's trace has the same per-rank sums
# as the original (`sctrace matrix`). fixed_point: of the first DIFFS runs
# (default all), those whose replay trace is equivalent to the original.
# The machine is shared: before each run the script waits (up to IDLE_WAIT s,
# default 60) for a second in which the CPUs are idle, and measures the CPU time
# other processes took during the run (the machine's busy time from /proc/stat
# less this script's children's, from `times`). A run (trace + replay) in which
# they took more than OTHER_MAX CPU seconds (default 0.2) is discarded and run
# again, up to RETRIES times (default 3; then the last one is kept).
# other_cpu_s: the most other processes took in a kept run; discarded: how many
# runs were thrown away.
#
#   compute example=NAME ranks=N timing=T compute=busy|cpu|sleep|none app_s=S replay_s=S
#     replay_vs_app=P% replay_range=A-B other_cpu_s=S discarded=N
# The traces of one configuration replayed with each way of spending the recorded
# computation time (none: --no-compute, the replay's own cost).
#
#   hist example=NAME ranks=N precision=0 seed=S app_s=S trace_s=S replay_s=S
#     prep_s=S replay_vs_app=P% app_range=A-B replay_range=A-B bytes_min=B bytes_max=B
#     lossless_min=B lossless_max=B bytes_dev_max=P% total_vs_lossless=P%
#     same_every_run=yes|no other_cpu_s=S discarded=N
# An example (HIST_EXAMPLES, default the POP-like one) traced at
# SCTRACE_PRECISION=0, REPS runs (app_s: their median). Each of the first
# HIST_REPS traces (default REPS) is replayed with each seed right after its
# run, so that application and replays are timed alike even when the
# machine's speed drifts (the application's time alone can vary by half from
# one run to the next here: see RESULTS.md); replay_s: the median over those
# traces, trace_s: what the replay gives as the traced run, per rank on
# average; prep_s: the walk that schedules the collectives, made before the
# timed part. The bytes each rank sends (first trace) are compared with a
# lossless (precision 100) trace of the same configuration (row sums of
# `sctrace matrix`): bytes_dev_max is the largest deviation of one rank.
# same_every_run: the HIST_REPS traces, replayed with one seed, made every rank
# send the same bytes. other_cpu_s, discarded: of the configuration's runs.
#
#   times example=NAME ranks=N mean_s=S drawn_s=S app_s=S mean_vs_app=P%
#     drawn_vs_app=P% mean_range=A-B drawn_range=A-B other_cpu_s=S discarded=N
# The histogram-timing traces of one configuration replayed in turn with
# --times=mean and --times=drawn (each call's computation the call site's mean,
# or drawn from its histogram), medians of REPS pairs.
#
# usage: sh bench/replay.sh [RANKS...]   (default 4 9 16); environment:
#   EXAMPLES (default all six; empty: none), ARGS_<name> (options of an example,
#   for every rank count), REPS, DIFFS, SCTRACE_TIMING (of the main runs; default
#   hist), EXACT_RANKS (the same again at SCTRACE_TIMING=exact; default 9, empty:
#   skip), COMPUTE_EXAMPLE (default stencil2d; empty: skip), COMPUTE_RANKS (default 9),
#   HIST_RANKS (default RANKS; empty: skip), HIST_EXAMPLES (default pop; all
#   six: "stencil2d stencil3d ring pop master_worker pingpong"), SEEDS (default
#   1 2 3), HIST_REPS, IDLE_WAIT, OTHER_MAX, RETRIES (above), TIMEOUT (s per
#   mpirun, default 300), REPLAY_OPTS (more sctrace-replay options for every replay but the compute
#   rows', e.g. --compute=sleep), SCTRACE_HIST_BINS (of every trace, default 8),
#   TIMES_RANKS (rank counts that get times rows; default none), BIND (default
#   core: every run binds rank i to core i mod cores, --map-by core --bind-to
#   core:overload-allowed, so that an application and its replay share cores
#   alike; empty: the kernel places the processes, and oversubscribed ranks
#   that shared a core in the run need not share one in the replay)
set -u
BUILD=${BUILD:-build}
REPS=${REPS:-3}
diffs=${DIFFS:-$REPS}
TIMEOUT=${TIMEOUT:-300}
ranks=${*:-4 9 16}
examples=${EXAMPLES-stencil2d stencil3d ring pop master_worker pingpong}
exact_ranks=${EXACT_RANKS-9}
compute_ex=${COMPUTE_EXAMPLE-stencil2d}
compute_np=${COMPUTE_RANKS:-9}
hist_ranks=${HIST_RANKS-$ranks}
hist_examples=${HIST_EXAMPLES-pop}
times_ranks=${TIMES_RANKS:-}
seeds=${SEEDS:-1 2 3}
hist_reps=${HIST_REPS:-$REPS}
IDLE_WAIT=${IDLE_WAIT:-60}
OTHER_MAX=${OTHER_MAX:-0.2}
RETRIES=${RETRIES:-3}
bind=${BIND-core}
place=""
[ -n "$bind" ] && place="--map-by $bind --bind-to $bind:overload-allowed"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
export SCTRACE_TIMING=${SCTRACE_TIMING:-hist} SCTRACE_HIST_BINS=${SCTRACE_HIST_BINS:-8}
timing=$SCTRACE_TIMING
replay=$BUILD/openmpi/sctrace-replay
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Options that give each example's timed loop about 1.5 s on the project's 2
# cores (idle machine). The work per rank is fixed, so oversubscribed runs need
# fewer iterations; 2 ranks (one core each) is the control.
args_of() { # args_of NAME RANKS
    eval "a=\${ARGS_$1:-}"
    if [ -n "$a" ]; then
        echo "$a"
        return
    fi
    case $1.$2 in
    stencil2d.2) echo "--iters 70000 --n 128" ;;
    stencil2d.4) echo "--iters 20000 --n 128" ;;
    stencil2d.9) echo "--iters 10000 --n 128" ;;
    stencil2d.*) echo "--iters 5000 --n 128" ;;
    stencil3d.2) echo "--iters 16000 --n 32" ;;
    stencil3d.4) echo "--iters 5000 --n 32" ;;
    stencil3d.9) echo "--iters 3000 --n 32" ;;
    stencil3d.*) echo "--iters 1000 --n 32" ;;
    ring.2) echo "--iters 70000" ;;
    ring.4) echo "--iters 25000" ;;
    ring.9) echo "--iters 9000" ;;
    ring.*) echo "--iters 4000" ;;
    pop.2) echo "--iters 2500 --n 64" ;;
    pop.4) echo "--iters 700 --n 64" ;;
    pop.9) echo "--iters 350 --n 64" ;;
    pop.*) echo "--iters 130 --n 64" ;;
    master_worker.2) echo "--iters 7500" ;;
    master_worker.4) echo "--iters 15000" ;;
    master_worker.9) echo "--iters 13000" ;;
    master_worker.*) echo "--iters 12000" ;;
    pingpong.2) echo "--iters 100000" ;;
    pingpong.4) echo "--iters 50000" ;;
    pingpong.9) echo "--iters 18000" ;;
    pingpong.*) echo "--iters 12000" ;;
    esac
}

med() { # the median of the arguments
    printf '%s\n' "$@" | grep . | sort -g | awk '{ v[NR] = $1 } END {
        if (!NR) print "-"; else if (NR % 2) print v[(NR + 1) / 2]; else printf "%.6g\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
range() { # min-max of the arguments
    printf '%s\n' "$@" | grep . | sort -g | awk 'NR == 1 { a = $1 } { b = $1 } END { print NR ? a "-" b : "-" }'
}
pct() { # pct A B: (A - B) / B in percent
    awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || b == 0) print "-"; else printf "%+.1f%%\n", 100 * (a - b) / b }'
}
max() { awk -v a="$1" -v b="$2" 'BEGIN { print (a > b ? a : b) }'; }

# The machine's busy time in 1/100 s, and this shell's children's CPU seconds.
busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 }' /proc/stat; }
kids() { awk 'NR == 2 { n = split($0, f, /[ms ]+/); for (i = 1; i < n; i += 2) s += f[i] * 60 + f[i + 1] } END { print s + 0 }' "$1"; }

idle() { # wait for an idle second (at most IDLE_WAIT s)
    w=0
    while [ "$w" -lt "$IDLE_WAIT" ]; do
        b0=$(busy)
        sleep 1
        [ $(($(busy) - b0)) -le 5 ] && return
        w=$((w + 1))
    done
}

grp=0 # other processes' CPU seconds in the current run
timed() { # timed COMMAND...: runs it, output in $dir/out
    b0=$(busy)
    times >"$dir/t0"
    timeout "$TIMEOUT" "$@" >"$dir/out" 2>&1
    rc=$?
    b1=$(busy)
    times >"$dir/t1"
    grp=$(awk -v g="$grp" -v b="$((b1 - b0))" -v k0="$(kids "$dir/t0")" -v k1="$(kids "$dir/t1")" \
        'BEGIN { x = b / 100 - (k1 - k0); printf "%.2f\n", g + (x > 0 ? x : 0) }')
    [ "$rc" -eq 0 ] || { echo "# failed ($rc): $*" | cut -c1-300; sed 's/^/#   /' "$dir/out" | head -20; }
    return "$rc"
}

worst=0 discarded=0
try() { # try COMMAND...: a run, repeated while other processes disturbed it
    k=0
    while :; do
        idle
        grp=0
        "$@" || return 1
        awk -v g="$grp" -v m="$OTHER_MAX" 'BEGIN { exit !(g <= m) }' && break
        k=$((k + 1))
        [ "$k" -ge "$RETRIES" ] && break
        discarded=$((discarded + 1))
    done
    worst=$(max "$worst" "$grp")
}

# trace NAME RANKS ARGS OUT [PRECISION]: one traced run; its time in $t.
trace() {
    # shellcheck disable=SC2086 # $place: several options
    SCTRACE_OUT=$4 SCTRACE_PRECISION=${5:-100} timed mpirun.openmpi --oversubscribe $place -np "$2" \
        -x SCTRACE_OUT -x SCTRACE_PRECISION -x SCTRACE_TIMING -x SCTRACE_HIST_BINS -x SCTRACE_QUIET "$BUILD/openmpi/examples/$1" $3 || return 1
    t=$(sed -n 's/.* time=\([0-9.]*\)s.*/\1/p' "$dir/out")
    [ -n "$t" ] || t=$(sed -n 's/.* iters=\([0-9]*\) .* rtt_us=\([0-9.]*\).*/\1 \2/p' "$dir/out" | awk '{ printf "%.3f\n", $1 * $2 / 1e6 }')
}

# play RANKS TRACE [OPTIONS]: one replay (traced into $dir/rep.sct); its summary in $dir/play.
play() {
    np=$1 tr=$2
    shift 2
    # shellcheck disable=SC2086 # REPLAY_OPTS, $place: several options
    timed mpirun.openmpi --oversubscribe $place -np "$np" "$replay" --verbose --trace "$dir/rep.sct" ${REPLAY_OPTS:-} "$@" "$tr" || return 1
    cp "$dir/out" "$dir/play"
}
replay_s() { sed -n 's/.* in \([0-9.]*\) s; the traced run: .*/\1/p' "$dir/play"; }
prep_s() { sed -n 's/.*collectives scheduled in \([0-9.]*\) s before the timed part.*/\1/p' "$dir/play"; }
trace_s() { sed -n 's/.*; the traced run: \([0-9.]*\) s.*/\1/p' "$dir/play"; }
sent() { sed -n 's/.* rank \([0-9]*\): .* p2p bytes sent \([0-9]*\) (trace \([0-9]*\)[^)]*),.*/\1 \2 \3/p' "$dir/play"; }
rowsums() { # bytes sent per rank of a trace
    "$BUILD/sctrace" matrix "$1" --csv | awk -F, -v n="$2" 'NR > 1 { b[$1] += $3 } END { for (i = 0; i < n; i++) print i, b[i] + 0 }'
}

# measure NAME RANKS: REPS runs (trace, replay, diff), one line.
run_pair() { trace "$ex" "$np" "$args" "$dir/app$r.sct" && play "$np" "$dir/app$r.sct"; }
measure() {
    ex=$1 np=$2 args=$(args_of "$1" "$2")
    apps="" traces="" replays="" fixed=0 match=yes bmin="" bmax="" worst=0 discarded=0 r=1
    while [ "$r" -le "$REPS" ]; do
        try run_pair || break
        apps="$apps $t" traces="$traces $(trace_s)" replays="$replays $(replay_s)"
        if [ "$r" -le "$diffs" ]; then
            if "$BUILD/sctrace" diff "$dir/app$r.sct" "$dir/rep.sct" --ignore-sites >"$dir/diff" 2>&1; then
                fixed=$((fixed + 1))
            else
                sed "s/^/# $ex ranks=$np run $r: /" "$dir/diff" | head -5
            fi
        fi
        sent >"$dir/sent"
        awk '$2 != $3 { bad = 1 } END { exit bad }' "$dir/sent" || match=no
        [ "$(rowsums "$dir/app$r.sct" "$np")" = "$(rowsums "$dir/rep.sct" "$np")" ] || match=no
        bmin=$(awk 'NR == 1 || $2 < m { m = $2 } END { print m }' "$dir/sent")
        bmax=$(awk 'NR == 1 || $2 > m { m = $2 } END { print m }' "$dir/sent")
        r=$((r + 1))
    done
    if [ "$r" -le "$REPS" ]; then
        echo "example=$ex ranks=$np args=\"$args\" timing=$SCTRACE_TIMING failed in run $r"
        return 1
    fi
    app=$(med $apps) tr=$(med $traces) rp=$(med $replays)
    echo "example=$ex ranks=$np args=\"$args\" timing=$SCTRACE_TIMING app_s=$app trace_s=$tr replay_s=$rp" \
        "replay_vs_app=$(pct "$rp" "$app") replay_vs_trace=$(pct "$rp" "$tr") app_range=$(range $apps)" \
        "replay_range=$(range $replays) bytes_min=$bmin bytes_max=$bmax bytes_match=$match" \
        "fixed_point=$fixed/$diffs other_cpu_s=$worst discarded=$discarded"
}

# compute NAME RANKS: the traces of the last measure, replayed each way.
compute() {
    for c in busy cpu sleep none; do
        reps="" worst=0 discarded=0 r=1
        while [ "$r" -le "$REPS" ]; do
            try play "$2" "$dir/app$r.sct" --compute=$c && reps="$reps $(replay_s)"
            r=$((r + 1))
        done
        rp=$(med $reps)
        echo "compute example=$1 ranks=$2 timing=$SCTRACE_TIMING compute=$c app_s=$app replay_s=$rp" \
            "replay_vs_app=$(pct "$rp" "$app") replay_range=$(range $reps) other_cpu_s=$worst discarded=$discarded"
    done
}

# times_row NAME RANKS: the traces of the last measure, replayed with mean and drawn times.
times_row() {
    means="" draws="" worst=0 discarded=0 r=1
    while [ "$r" -le "$REPS" ]; do
        try play "$2" "$dir/app$r.sct" --times=mean && means="$means $(replay_s)"
        try play "$2" "$dir/app$r.sct" --times=drawn && draws="$draws $(replay_s)"
        r=$((r + 1))
    done
    m=$(med $means) d=$(med $draws)
    echo "times example=$1 ranks=$2 mean_s=$m drawn_s=$d app_s=$app mean_vs_app=$(pct "$m" "$app")" \
        "drawn_vs_app=$(pct "$d" "$app") mean_range=$(range $means) drawn_range=$(range $draws)" \
        "other_cpu_s=$worst discarded=$discarded"
}

for ex in $examples; do
    for np in $ranks; do
        measure "$ex" "$np" || continue
        [ "$ex" = "$compute_ex" ] && [ "$np" = "$compute_np" ] && compute "$ex" "$np"
        case " $times_ranks " in *" $np "*) [ "$timing" = hist ] && times_row "$ex" "$np" ;; esac
    done
done

if [ -n "$exact_ranks" ]; then
    SCTRACE_TIMING=exact
    for ex in $examples; do
        for np in $exact_ranks; do
            measure "$ex" "$np"
        done
    done
    SCTRACE_TIMING=$timing
fi

# Histogram traces (precision 0) of HIST_EXAMPLES.
cmp_bytes='{ # rank replay lossless
    if (NR == 1 || $2 < a) a = $2
    if (NR == 1 || $2 > b) b = $2
    if (NR == 1 || $3 < c) c = $3
    if (NR == 1 || $3 > d) d = $3
    s += $2
    l += $3
    dv = $3 ? ($2 - $3) / $3 : ($2 ? 1 : 0)
    if (dv < 0) dv = -dv
    if (dv > m) m = dv
}
END {
    printf "bytes_min=%d bytes_max=%d lossless_min=%d lossless_max=%d bytes_dev_max=%.1f%% total_vs_lossless=%+.1f%%",
        a, b, c, d, 100 * m, l ? 100 * (s - l) / l : 0
}'
# hist_row SEED: the row of one seed, from $dir/s.SEED.* (written by hist_run).
hist_row() {
    reps=$(cat "$dir/s.$1.reps") preps=$(cat "$dir/s.$1.preps") traces=$(cat "$dir/s.$1.traces")
    [ -s "$dir/s.$1.sent1" ] || { echo "hist example=$ex ranks=$np precision=0 seed=$1 failed"; return; }
    same=yes r=2
    while [ "$r" -le "$hist_reps" ]; do
        cmp -s "$dir/s.$1.sent$r" "$dir/s.$1.sent1" || same=no
        r=$((r + 1))
    done
    rp=$(med $reps)
    awk 'NR == FNR { l[$1] = $2; next } { print $1, $2, l[$1] }' "$dir/lossless" "$dir/s.$1.sent1" >"$dir/cmp"
    echo "hist example=$ex ranks=$np precision=0 seed=$1 app_s=$app trace_s=$(med $traces) replay_s=$rp" \
        "prep_s=$(med $preps) replay_vs_app=$(pct "$rp" "$app") app_range=$(range $apps) replay_range=$(range $reps)" \
        "$(awk "$cmp_bytes" "$dir/cmp") same_every_run=$same other_cpu_s=$worst discarded=$discarded"
}
# hist_run R: the R-th precision-0 run, then (R <= HIST_REPS) its trace replayed with each seed.
hist_run() {
    try trace "$ex" "$np" "$args" "$dir/h$1.sct" 0 || return 1
    apps="$apps $t"
    [ "$1" -le "$hist_reps" ] || return 0
    for seed in $seeds; do
        if try play "$np" "$dir/h$1.sct" --seed "$seed"; then
            replay_s >>"$dir/s.$seed.reps"
            prep_s >>"$dir/s.$seed.preps"
            trace_s >>"$dir/s.$seed.traces"
            sent | awk '{ print $1, $2 }' >"$dir/s.$seed.sent$1"
        fi
    done
}
for ex in $hist_examples; do
    for np in $hist_ranks; do
        args=$(args_of "$ex" "$np")
        worst=0 discarded=0
        try trace "$ex" "$np" "$args" "$dir/lossless.sct" 100 || continue
        rowsums "$dir/lossless.sct" "$np" >"$dir/lossless"
        rm -f "$dir"/s.*
        for seed in $seeds; do
            : >"$dir/s.$seed.reps" && : >"$dir/s.$seed.preps" && : >"$dir/s.$seed.traces"
        done
        apps="" r=1
        while [ "$r" -le "$REPS" ]; do
            hist_run "$r" || break
            r=$((r + 1))
        done
        [ "$r" -le "$REPS" ] && { echo "hist example=$ex ranks=$np precision=0 failed in run $r"; continue; }
        app=$(med $apps)
        for seed in $seeds; do
            hist_row "$seed"
        done
    done
done
