#!/bin/sh
# The tracer's instructions per recorded call in real programs (issue 36 item
# 6): Debian's LAMMPS (in.melt at STEPS and 4 x STEPS steps), hpcc (tests/real's input)
# and the mpi4py script of tests/real, at 2 Open MPI ranks, traced through
# LD_PRELOAD, rank 0 under callgrind. Prints per program
#   real=NAME calls=N bytes=B per_call=I init=I finalize=I
# calls: rank 0's recorded calls (sctrace stats); per_call: the tracer's own
# instructions in its MPI wrappers (bench/cg_tracer.py: each wrapper less the
# call it forwards to the MPI library), MPI_Init*/MPI_Finalize excluded,
# divided by calls; init and finalize: the tracer's work in those two
# (start-up; the merge, whose messages wait for rank 1, site naming and the
# file at the end). Usage: sh bench/real_calls.sh [lammps] [hpcc] [mpi4py]
# (BUILD=build, STEPS=100, TIMEOUT=1800 seconds a run: callgrind makes rank 0 ~50x slower)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-build}
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
STEPS=${STEPS:-100}
TIMEOUT=${TIMEOUT:-1800}
lib=$BUILD/openmpi/libsctrace.so
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
[ -f "$lib" ] || { echo "real_calls: $lib was not built (make -j2)" >&2; exit 1; }

# run NAME PROGRAM ARGS...: rank 0 under callgrind, rank 1 plain, both traced
run() {
    name=$1
    shift
    rm -f "$tmp/t.sct" "$tmp/cg"
    rc=0
    (cd "$tmp" && SCTRACE_OUT=$tmp/t.sct timeout "$TIMEOUT" mpirun.openmpi --oversubscribe \
        -x SCTRACE_OUT -x SCTRACE_QUIET -x OMP_NUM_THREADS=1 \
        -np 1 -x LD_PRELOAD="$lib" valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" "$@" : \
        -np 1 -x LD_PRELOAD="$lib" "$@") >"$tmp/out" 2>&1 || rc=$?
    if [ $rc != 0 ]; then
        [ $rc = 124 ] && echo "real=$name failed: not done in TIMEOUT=$TIMEOUT seconds" && return
        echo "real=$name failed (exit $rc): $(grep -v '^==' "$tmp/out" | tail -n 3 | tr '\n' ' ')"
        return
    fi
    calls=$("$BUILD/sctrace" stats "$tmp/t.sct" --rank 0 --csv |
        awk -F, '$1 == "op" && $2 !~ /^MPI_(Init|Init_thread|Finalize)$/ { s += $5 } END { print s + 0 }')
    tracer=$(python3 "$ROOT/bench/cg_tracer.py" "$tmp/cg")
    echo "$tracer" | awk -v name="$name" -v calls="$calls" -v bytes="$(wc -c <"$tmp/t.sct")" '{
        split($0, kv, /[ =]/)
        printf "real=%s calls=%d bytes=%d per_call=%.0f init=%d finalize=%d\n", name, calls, bytes,
               calls ? kv[2] / calls : 0, kv[4], kv[6] }'
    tracer=${tracer#tracer=}
    tracer=${tracer%% *}
}

for p in ${*:-lammps hpcc mpi4py}; do
    case $p in
    lammps)
        # at STEPS and 4 x STEPS: the difference is the steady state's cost
        # per call, first calls of sites and folding cancelled
        sed "s/^run .*/run             $STEPS/" "$ROOT/tests/real/in.melt" >"$tmp/in.melt"
        run lammps lmp -in "$tmp/in.melt" -log none -screen none
        t1=$tracer c1=$calls
        sed "s/^run .*/run             $((4 * STEPS))/" "$ROOT/tests/real/in.melt" >"$tmp/in.melt"
        run lammps lmp -in "$tmp/in.melt" -log none -screen none
        awk -v a="$t1" -v b="$tracer" -v c="$c1" -v d="$calls" \
            'BEGIN { if (d > c) printf "real=lammps steady_per_call=%.0f (between the two lengths)\n", (b - a) / (d - c) }'
        ;;
    hpcc)
        cp "$ROOT/tests/real/hpccinf.txt" "$tmp/" && run hpcc hpcc
        ;;
    mpi4py) run mpi4py /usr/bin/python3 "$ROOT/tests/real/mpi4py_calls.py" ;;
    *) echo "real_calls: unknown program $p (lammps, hpcc, mpi4py)" >&2 ;;
    esac
done
