#!/bin/sh
# sctrace export --otf2, read back by the OTF2 tools (Debian's otf2-tools).
# Every example traced at 4 ranks (MPICH), exported, and printed with
# otf2-print: its calls (Enter/Leave), messages sent and received, and
# collectives must match `sctrace stats` and `sctrace matrix`; the exact-timing
# trace's times must be the recorded ones; a 16-rank stencil (Open MPI) must
# pass otf2-snapshots, which replays the whole archive through OTF2's reader.
# Usage: tests/otf2.sh [path/to/sctrace]     (BUILD=build by default)
# Prints "ok NAME" or "FAIL NAME: why" per case (tests/run.sh counts them).
BUILD=${BUILD:-build}
SCTRACE=${1:-$BUILD/sctrace}
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-180}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$(dirname "$0")/lib.sh"

if ! "$SCTRACE" export --otf2 "$dir/none" /dev/null 2>&1 | grep -qv 'built without the OTF2 library'; then
    fail otf2-built-in "$SCTRACE was built without the OTF2 library (sh tools/install-deps.sh, then make)"
    exit 1
fi
command -v otf2-print >/dev/null 2>&1 || { fail otf2-tools "otf2-print is missing (sh tools/install-deps.sh)"; exit 1; }

# counts NAME TRACE ARCHIVE: otf2-print's records against stats and matrix
counts() {
    name=$1 f=$2 a=$3
    "$SCTRACE" stats --json "$f" >"$f.stats.json" 2>"$dir/err" || { fail "$name-stats" "$(cat "$dir/err")"; return; }
    "$SCTRACE" matrix --csv "$f" >"$f.csv" 2>"$dir/err" || { fail "$name-matrix" "$(cat "$dir/err")"; return; }
    if ! otf2-print "$a/traces.otf2" >"$f.print" 2>"$f.print.err" || [ -s "$f.print.err" ]; then
        fail "$name-otf2-print" "$(head -n 3 "$f.print.err")"
        return
    fi
    check "$name-otf2-counts" python3 -c "
import json, sys, collections
d = json.load(open(sys.argv[1]))
msgs = sum(int(l.split(',')[3]) for l in open(sys.argv[2]).readlines()[1:])
rec = collections.Counter(l.split()[0] for l in open(sys.argv[3]) if l[:1].isupper() and not l.startswith('Event'))
colls = {'Barrier', 'Bcast', 'Gather', 'Gatherv', 'Scatter', 'Scatterv', 'Allgather', 'Allgatherv', 'Alltoall',
         'Alltoallv', 'Alltoallw', 'Allreduce', 'Reduce', 'Reduce_scatter', 'Reduce_scatter_block', 'Scan', 'Exscan'}
calls = sum(o['calls'] for o in d['ops'])
ncoll = sum(o['calls'] for o in d['ops'] if o['op'].replace('MPI_', '', 1) in colls)
got = (rec['ENTER'], rec['LEAVE'], rec['MPI_SEND'] + rec['MPI_ISEND'], rec['MPI_RECV'] + rec['MPI_IRECV'],
       rec['MPI_ISEND'] - rec['MPI_ISEND_COMPLETE'], rec['MPI_IRECV_REQUEST'] - rec['MPI_IRECV'],
       rec['MPI_COLLECTIVE_BEGIN'], rec['MPI_COLLECTIVE_END'])
want = (calls, calls, msgs, msgs, 0, 0, ncoll, ncoll)
assert calls > 0 and got == want, ('enter leave sent recvd isend-open irecv-open collbegin collend', got, want)
" "$f.stats.json" "$f.csv" "$f.print"
}

# simulated ranks (bench/merge_sim): ops without the MPI_ prefix, peers by role
"$BUILD/bench/merge_sim" --pattern stencil2d --ranks 16 --iters 20 --out "$dir/sim.sct" >/dev/null 2>&1 ||
    fail sim-gen "merge_sim failed"
"$SCTRACE" export --otf2 "$dir/sim" "$dir/sim.sct" >"$dir/sim.out" 2>&1 || fail sim-export "$(cat "$dir/sim.out")"
counts sim "$dir/sim.sct" "$dir/sim"

if command -v mpiexec.mpich >/dev/null 2>&1 && [ -x "$BUILD/mpich/examples/ring" ]; then
    for e in stencil2d stencil3d ring pop master_worker pingpong; do
        f=$dir/$e.sct
        SCTRACE_OUT=$f timeout "$TIMEOUT" mpiexec.mpich -np 4 "$BUILD/mpich/examples/$e" --iters 3 >"$dir/out" 2>&1 ||
            { fail "$e-run" "$(tail -n 2 "$dir/out")"; continue; }
        "$SCTRACE" export --otf2 "$dir/$e" "$f" >"$dir/$e.out" 2>&1 || { fail "$e-export" "$(cat "$dir/$e.out")"; continue; }
        check "$e-export-summary" grep -q "^wrote $dir/$e/traces.otf2: 4 ranks, [1-9][0-9]* calls" "$dir/$e.out"
        counts "$e" "$f" "$dir/$e"
    done
    # exact timing: rank 0's first call at its recorded compute time, for its duration
    f=$dir/exact.sct
    SCTRACE_TIMING=exact SCTRACE_OUT=$f timeout "$TIMEOUT" mpiexec.mpich -np 2 "$BUILD/mpich/examples/ring" --iters 3 \
        >"$dir/out" 2>&1 || fail exact-run "$(tail -n 2 "$dir/out")"
    "$SCTRACE" export --otf2 "$dir/exact" "$f" >"$dir/exact.out" 2>&1 || fail exact-export "$(cat "$dir/exact.out")"
    check exact-export-says grep -q 'timing exact$' "$dir/exact.out"
    otf2-print -L 0 "$dir/exact/traces.otf2" >"$dir/exact.print" 2>&1
    "$SCTRACE" events "$f" --rank 0 --limit 2 >"$dir/exact.events"
    check exact-times python3 -c "
import sys, re
ev = [dict(re.findall(r'(\w+)=(\d+)', l)) for l in open(sys.argv[1])]
t0 = int(ev[0]['compute_ns']); t1 = t0 + int(ev[0]['duration_ns']); t2 = t1 + int(ev[1]['compute_ns'])
rec = [l.split() for l in open(sys.argv[2]) if l.startswith(('ENTER', 'LEAVE'))]
got = [(r[0], int(r[2])) for r in rec[:3]]
assert got == [('ENTER', t0), ('LEAVE', t1), ('ENTER', t2)], (got, t0, t1, t2)
" "$dir/exact.events" "$dir/exact.print"
    # --ranks: only the chosen ranks have events
    "$SCTRACE" export --otf2 "$dir/cut" --ranks 1,3 "$dir/ring.sct" >"$dir/cut.out" 2>&1
    otf2-print -G "$dir/cut/traces.otf2" >"$dir/cut.defs" 2>&1
    check ranks-cut sh -c "grep -q '^wrote .*: 2 ranks' '$dir/cut.out' && grep -q '^LOCATION  *0 .*# Events: 0,' '$dir/cut.defs' &&
        ! grep -q '^LOCATION  *1 .*# Events: 0,' '$dir/cut.defs'"
    # --to 0: only the calls that start at 0, each rank's MPI_Init
    "$SCTRACE" export --otf2 "$dir/to0" --to 0 "$dir/ring.sct" >"$dir/to0.out" 2>&1
    check to-cut grep -q '^wrote .*: 4 ranks, 4 calls' "$dir/to0.out"
    # progress when asked (SCTRACE_PROGRESS=1), never in a pipe otherwise
    SCTRACE_PROGRESS=1 "$SCTRACE" export --otf2 "$dir/prog" "$dir/pop.sct" >/dev/null 2>"$dir/prog.err"
    check progress-forced grep -q '^export --otf2: events: [0-9]*/[0-9]* (100 %)' "$dir/prog.err"
    "$SCTRACE" export --otf2 "$dir/prog2" "$dir/pop.sct" >/dev/null 2>"$dir/prog2.err"
    check progress-not-in-pipe test ! -s "$dir/prog2.err"
    # an archive already there is an error that says so
    "$SCTRACE" export --otf2 "$dir/ring" "$dir/ring.sct" >/dev/null 2>"$dir/again.err"
    check existing-archive-error sh -c "test $? -eq 1 && grep -q 'export: $dir/ring' '$dir/again.err'"
else
    fail otf2-examples "no MPICH build of the examples ($BUILD/mpich/examples)"
fi

# Communicators that are not MPI_COMM_WORLD (tests/otf2_comms.c: Comm_split
# with reversed keys, Cart_sub rows, Comm_create over {last, 0}, a dup) and
# non-blocking collectives, under each MPI at 4 ranks: every communicator is
# defined over its real members, every message's receiver and sender are
# ranks of its communicator that name each other, roots map to the right
# world ranks, and each I-collective has a request and a completion record.
for mpi in mpich openmpi; do
    command -v mpicc.$mpi >/dev/null 2>&1 && [ -f "$BUILD/$mpi/libsctrace.so" ] || continue
    lib=$(cd "$BUILD/$mpi" && pwd)/libsctrace.so
    f=$dir/comms-$mpi.sct
    if ! mpicc.$mpi -std=c99 -O1 -Wall -Wextra -Werror "$(dirname "$0")/otf2_comms.c" -o "$dir/otf2_comms" >"$dir/cc.out" 2>&1; then
        fail "comms-$mpi-build" "$(head -n 3 "$dir/cc.out")"
        continue
    fi
    if [ $mpi = openmpi ]; then
        SCTRACE_OUT=$f timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np 4 -x SCTRACE_OUT -x SCTRACE_QUIET \
            -x LD_PRELOAD="$lib" "$dir/otf2_comms" >"$dir/out" 2>&1
    else
        SCTRACE_OUT=$f timeout "$TIMEOUT" mpirun.mpich -np 4 -genv LD_PRELOAD "$lib" "$dir/otf2_comms" >"$dir/out" 2>&1
    fi || { fail "comms-$mpi-run" "$(tail -n 2 "$dir/out")"; continue; }
    "$SCTRACE" export --otf2 "$dir/comms-$mpi" "$f" >"$dir/comms.out" 2>&1 || { fail "comms-$mpi-export" "$(cat "$dir/comms.out")"; continue; }
    otf2-print -G "$dir/comms-$mpi/traces.otf2" >"$dir/comms.defs" 2>&1
    otf2-print "$dir/comms-$mpi/traces.otf2" >"$dir/comms.print" 2>&1
    check "comms-$mpi-members" python3 "$(dirname "$0")/otf2_comms.py" "$dir/comms.defs" "$dir/comms.print"
done

# 16 ranks under Open MPI: the whole archive through OTF2's global reader
if command -v mpirun.openmpi >/dev/null 2>&1 && [ -x "$BUILD/openmpi/examples/stencil2d" ]; then
    f=$dir/st16.sct
    SCTRACE_OUT=$f timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np 16 -x SCTRACE_OUT -x SCTRACE_QUIET \
        "$BUILD/openmpi/examples/stencil2d" --iters 20 >"$dir/out" 2>&1 || fail st16-run "$(tail -n 2 "$dir/out")"
    "$SCTRACE" export --otf2 "$dir/st16" "$f" >"$dir/st16.out" 2>&1 || fail st16-export "$(cat "$dir/st16.out")"
    counts st16 "$f" "$dir/st16"
    otf2-snapshots "$dir/st16/traces.otf2" >"$dir/snap.out" 2>&1
    check st16-otf2-snapshots sh -c "test $? -eq 0 && ! grep -qi 'error\\|warn' '$dir/snap.out' && test -f '$dir/st16/traces/15.snap'"
fi

"$SCTRACE" export --help >"$dir/help" 2>&1
check help-export-otf2 grep -q -- '--otf2 DIR FILE' "$dir/help"
exit $status
