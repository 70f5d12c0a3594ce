#!/bin/sh
# Threaded replays in a loop (issue 36 item 4): N times, trace
# `tests/threads NT ITERS MODE` (NT = 3 threads at 2 ranks, else 4), replay it
# traced with sctrace-replay, and compare the two with `sctrace diff
# --ignore-sites`; prints each run that is not equivalent (its files kept as
# bad-t-I.sct / bad-r-I.sct) and "MPI NP MODE: K bad of N".
# usage: sh bench/threads_replay_loop.sh MPI NP MODE N [ITERS]   (B=build dir, default ./build)
#   e.g. sh bench/threads_replay_loop.sh mpich 2 keys 100
case "${1:-}" in -h|--help|"") sed -n '2,8s/^# \{0,1\}//p' "$0"; exit 0 ;; esac
[ $# -ge 4 ] || { echo "threads_replay_loop.sh: give MPI NP MODE N (see --help)" >&2; exit 2; }
mpi=$1 np=$2 mode=$3 n=$4 iters=${5:-40}
nt=$((np == 2 ? 3 : 4))
B=${B:-$(pwd)/build}
d=${TMPDIR:-/tmp}/sct-loop-$mpi-$np-$mode; mkdir -p $d
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
if [ $mpi = openmpi ]; then R="mpirun.openmpi --oversubscribe -np $np"; else R="mpirun.mpich -np $np"; fi
bad=0
for i in $(seq 1 $n); do
  rm -f $d/t.sct* $d/r.sct*
  env SCTRACE_OUT=$d/t.sct timeout 120 $R $B/$mpi/tests/threads $nt $iters $mode >$d/out 2>$d/err || { echo "run $i failed: $(tail -c 200 $d/err)"; bad=$((bad+1)); continue; }
  timeout 120 $R $B/$mpi/sctrace-replay --trace $d/r.sct $d/t.sct >$d/rout 2>$d/rerr || { echo "replay $i failed: $(tail -c 300 $d/rerr)"; bad=$((bad+1)); continue; }
  $B/sctrace diff $d/t.sct $d/r.sct --ignore-sites >$d/diff 2>&1
  grep -q "^equivalent" $d/diff || { echo "diff $i: $(head -c 400 $d/diff)"; bad=$((bad+1)); cp $d/t.sct $d/bad-t-$i.sct; cp $d/r.sct $d/bad-r-$i.sct; }
done
echo "$mpi $np $mode: $bad bad of $n"
