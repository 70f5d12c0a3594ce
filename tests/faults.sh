#!/bin/sh
# Jobs that do not end in MPI_Finalize, and output paths that cannot be
# written (issue 37), under every MPI that was built, at 3 ranks:
#   sigterm      the ring example, SIGTERM to every rank mid-run: each rank
#                writes PATH.rank.N from its handler; the set reads as a trace,
#                `sctrace verify` matches it with the raw logs, the exit status
#                is the signal's, `sctrace merge` makes one file of it
#   abort        tests/faults abort: the aborting rank writes its file
#   segv         tests/faults segv: the crashing rank writes its file and
#                still dies of SIGSEGV
#   pcontrol-kill  tests/faults checkpoint: MPI_Pcontrol(2), then kill -KILL:
#                every rank reads back with its 403 events
#   flush-kill   the ring example with SCTRACE_FLUSH_SECONDS=1, kill -KILL
#                after the checkpoints: info, tree and stats read every rank
#   spawn        tests/faults spawn (Open MPI; MPICH's launcher here cannot
#                spawn): the spawned job, inheriting SCTRACE_OUT=PATH.sct,
#                writes PATH.spawn<pid>.sct, and both traces verify
#   bad-path, dir-path, full-disk  an output path in no directory, a
#                directory, a full 64 KiB tmpfs: the messages name the cause
# FAULTS_MPIS limits the MPIs (default "openmpi mpich").
# Prints "ok NAME [MPI]" / "FAIL NAME [MPI]: why" (tests/run.sh counts them).
set -u
BUILD=${BUILD:-build}
SCTRACE=$(pwd)/$BUILD/sctrace
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-120}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
. "$(dirname "$0")/lib.sh"
np=3

# launch PROGRAM ARGS...: $np ranks of $mpi, environment passed on, output in $dir/out
launch() {
    if [ $mpi = openmpi ]; then
        timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np $np "$@" >"$dir/out" 2>&1
    else
        timeout "$TIMEOUT" mpirun.mpich -np $np "$@" >"$dir/out" 2>&1
    fi
}

# The MPI ranks running program $2 below process $1 (the launcher).
ranks_of() {
    kids=$(ps -o pid= --ppid "$1" 2>/dev/null)
    for k in $kids; do
        [ "$(ps -o comm= -p "$k" 2>/dev/null)" = "$2" ] && echo "$k"
        ranks_of "$k" "$2"
    done
}

# wait_for COUNT GLOB...: until COUNT files match (at most 30 s)
wait_for() {
    want=$1
    shift
    i=0
    while [ $i -lt 300 ]; do
        n=0
        for f in "$@"; do [ -e "$f" ] && n=$((n + 1)); done
        [ $n -ge "$want" ] && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

# kill_ranks SIGNAL PROGRAM: every rank of the background launch $bg
kill_ranks() {
    pids=$(ranks_of "$bg" "$2")
    [ -n "$pids" ] && kill -"$1" $pids 2>/dev/null # a checkpoint's child may be gone
}

# expect NAME COMMAND...: ok when COMMAND succeeds, else FAIL with $dir/why
expect() {
    name="$1 [$mpi]"
    shift
    if "$@"; then ok "$name"; else fail "$name" "$(head -c 300 "$dir/why" 2>/dev/null | tr '\n' ' ')"; fi
    rm -f "$dir"/t.sct* "$dir/why"
}

# ring_killed SIGNAL KIND VAR=VALUE...: the ring example with these settings
# in the background, writing $dir/t.sct, until every rank has a t.sct.KIND.N
# file (1.5 s more), then SIGNAL to every rank; $rc: the launch's status
ring_killed() {
    sig=$1 kind=$2
    shift 2
    (
        export SCTRACE_OUT="$dir/t.sct" "$@"
        launch "$ring" --iters 1000000000
    ) &
    bg=$!
    wait_for $np "$dir/t.sct.$kind.0" "$dir/t.sct.$kind.1" "$dir/t.sct.$kind.2" && sleep 1.5
    kill_ranks "$sig" ring
    wait $bg
    rc=$?
}

sigterm_case() {
    ring_killed TERM raw SCTRACE_VERIFY=1
    [ $rc != 0 ] || { echo "exit status 0 after SIGTERM" >"$dir/why"; return 1; }
    # MPICH's launcher SIGKILLs the other ranks as soon as one has died: each
    # rank waits for the others' files before it dies, so none is lost
    want=$np
    v=$("$SCTRACE" verify "$dir/t.sct" 2>"$dir/why") || { echo "$v" >>"$dir/why"; return 1; }
    case $v in "verified "*" on "$want" ranks") ;; *) echo "$v" >"$dir/why" && return 1 ;; esac
    grep -q 'rank [0-9]: [0-9]* events, stopped by SIGTERM' "$dir/why" || return 1
    "$SCTRACE" merge "$dir/t.sct" -o "$dir/t.sct.merged" --allow-missing >/dev/null 2>"$dir/why" &&
        "$SCTRACE" info "$dir/t.sct.merged" >"$dir/why" 2>&1 && grep -q '^traces=1$' "$dir/why" &&
        grep -q "^ranks=$(ls "$dir"/t.sct.rank.? | wc -l)\$" "$dir/why"
}

# crash_case MODE STOPPED: tests/faults MODE; the last rank's file says STOPPED
crash_case() {
    SCTRACE_OUT=$dir/t.sct SCTRACE_VERIFY=1 launch "$faults" "$1"
    rc=$?
    [ $rc != 0 ] && [ $rc != 124 ] || { echo "exit status $rc" >"$dir/why"; return 1; }
    last=$((np - 1))
    "$SCTRACE" info "$dir/t.sct.rank.$last" >"$dir/why" 2>&1 || return 1
    grep -q "stopped=$2" "$dir/why" && grep -q '^events=40[34]$' "$dir/why" || return 1
    cp "$dir/t.sct.raw.$last" "$dir/t.sct.rank.$last.raw.$last" && # the file alone, with its rank's raw log
        "$SCTRACE" verify "$dir/t.sct.rank.$last" >"$dir/why" 2>&1
}

pcontrol_kill_case() {
    SCTRACE_OUT=$dir/t.sct launch "$faults" checkpoint &
    bg=$!
    i=0
    while ! grep -q checkpointed "$dir/out" 2>/dev/null && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
    kill_ranks KILL faults
    wait $bg
    "$SCTRACE" info "$dir/t.sct" >"$dir/info" 2>"$dir/why" || return 1
    grep -q "^ranks=$np\$" "$dir/info" && grep -q "^events=$((403 * np))\$" "$dir/info" &&
        grep -q 'up to its last checkpoint' "$dir/why" || { cat "$dir/info" >>"$dir/why"; return 1; }
}

flush_kill_case() {
    ring_killed KILL rank SCTRACE_FLUSH_SECONDS=1
    "$SCTRACE" info "$dir/t.sct" >"$dir/info" 2>"$dir/why" && grep -q "^ranks=$np\$" "$dir/info" &&
        "$SCTRACE" tree "$dir/t.sct" >/dev/null 2>>"$dir/why" && "$SCTRACE" stats "$dir/t.sct" >/dev/null 2>>"$dir/why"
}

# Parent and children each write a trace, neither over the other's: $np
# ranks and 2, each verified against its raw logs.
spawn_case() {
    SCTRACE_OUT=$dir/t.sct SCTRACE_VERIFY=1 launch "$faults" spawn 50 || { tail -n 5 "$dir/out" >"$dir/why"; return 1; }
    set -- "$dir"/t.spawn*.sct
    [ $# = 1 ] && [ -f "$1" ] || { ls "$dir" >"$dir/why"; return 1; }
    "$SCTRACE" verify "$dir/t.sct" >"$dir/why" 2>&1 && "$SCTRACE" verify "$1" >>"$dir/why" 2>&1 &&
        "$SCTRACE" info "$dir/t.sct" | grep -q "^ranks=$np\$" && "$SCTRACE" info "$1" | grep -q '^ranks=2$' ||
        return 1
    rm -f "$dir"/t.spawn*
}

bad_path_case() {
    SCTRACE_OUT=$dir/no/such/dir/t.sct launch "$ring" --iters 10 || { tail -n 3 "$dir/out" >"$dir/why"; return 1; }
    grep -q "cannot write the trace $dir/no/such/dir/t.sct.partial: No such file or directory" "$dir/out" ||
        { cp "$dir/out" "$dir/why"; return 1; }
    [ ! -e "$dir/no" ]
}

dir_path_case() {
    mkdir -p "$dir/d"
    SCTRACE_OUT=$dir/d launch "$ring" --iters 10 || { tail -n 3 "$dir/out" >"$dir/why"; return 1; }
    set -- "$dir"/d/ring.*.sct
    [ -f "$1" ] && "$SCTRACE" info "$1" >"$dir/why" 2>&1 && rm -rf "$dir/d"
}

# A 64 KiB tmpfs: the raw logs of SCTRACE_VERIFY fill it and are dropped, the
# trace is still written; then, the disk filled beforehand, the trace cannot
# be written and the message says the disk is full, leaving no .partial.
full_disk_case() {
    mnt=$dir/mnt
    mkdir -p "$mnt"
    mount -t tmpfs -o size=64k tmpfs "$mnt" 2>/dev/null || { ok "full-disk [$mpi] (skipped: cannot mount a tmpfs)"; return 2; }
    SCTRACE_OUT=$mnt/t.sct SCTRACE_VERIFY=1 launch "$ring" --iters 1000
    rc=$?
    grep -q 'raw log .*No space left on device' "$dir/out" && [ $rc = 0 ] && "$SCTRACE" info "$mnt/t.sct" >/dev/null 2>&1 ||
        { cp "$dir/out" "$dir/why"; umount "$mnt"; return 1; }
    rm -f "$mnt"/*
    head -c 10000000 /dev/zero >"$mnt/filler" 2>/dev/null
    SCTRACE_OUT=$mnt/t.sct launch "$ring" --iters 100
    rc=$?
    grep -q "could not write $mnt/t.sct: No space left on device" "$dir/out" && [ $rc = 0 ] &&
        [ ! -e "$mnt/t.sct.partial" ] || { cp "$dir/out" "$dir/why"; ls "$mnt" >>"$dir/why"; umount "$mnt"; return 1; }
    umount "$mnt"
}

for mpi in ${FAULTS_MPIS:-openmpi mpich}; do
    ring=$(pwd)/$BUILD/$mpi/examples/ring
    faults=$(pwd)/$BUILD/$mpi/tests/faults
    [ -x "$ring" ] && [ -x "$faults" ] || continue
    expect sigterm sigterm_case
    expect abort crash_case abort MPI_Abort
    expect segv crash_case segv SIGSEGV
    expect pcontrol-kill pcontrol_kill_case
    expect flush-kill flush_kill_case
    [ $mpi = openmpi ] && expect spawn spawn_case
    expect bad-path bad_path_case
    expect dir-path dir_path_case
    full_disk_case
    case $? in 0) ok "full-disk [$mpi]" ;; 1) fail "full-disk [$mpi]" "$(head -c 300 "$dir/why" | tr '\n' ' ')" ;; esac
done
exit $status
