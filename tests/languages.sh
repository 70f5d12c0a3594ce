#!/bin/sh
# Fortran and C++ programs, under both MPIs (docs/fortran.md).
#   Fortran (examples/halo.f90 with `use mpi`, examples/token.f with
#   mpif.h), built without the tracer and traced through LD_PRELOAD of
#   build/<mpi>/libsctrace.so, at 1, 2 and 4 ranks (Open MPI also 9 and 16):
#     verify-*      `sctrace verify` finds the trace exact
#     calls-*       its events are the MPI calls the program counted itself
#     fixed-point-* the exact replay, traced, is equivalent (diff --ignore-sites)
#     twin-*        tests/lang/halo_twin.c, the same calls made from C, gives
#                   an equivalent trace (halo only)
#   Fortran mpi_f08 (examples/halo_f08.f90: halo with typed handles and no
#   ierror arguments): verify-f08-*, calls-f08-*, fixed-point-f08-* (4 ranks)
#   and twin-f08-* against the same C twin; *-f08-status: mpi_f08 calls that
#   return statuses (tests/lang/status_f08.f90: wildcards, Probe, Iprobe and
#   Test polling, Waitall, Testall with MPI_STATUSES_IGNORE, Sendrecv; the
#   program checks every status) at 3 ranks, its sites the program's lines;
#   *-f08-session: MPI-4 from mpi_f08 (tests/lang/session_f08.f90: a
#   communicator made from the WORLD process set of a session, an
#   MPI_Comm_idup_with_info, a datatype made and queried with MPI_COUNT_KIND
#   counts; MPICH, 1-4 ranks); *-f08-callback: mpi_f08 calls that take a
#   callback (tests/lang/callback_f08.f90: a user reduction, an attribute
#   copied by MPI_Comm_dup, an error handler; 3 ranks).
#   C++ (examples/halo_cxx.cpp, which embeds the tracer): verify-halo_cxx
#   at 1, 2 and 4 ranks, and its replay's fixed point at 4.
#   abort-fortran: the last of 3 ranks calls MPI_ABORT from Fortran; its own
#   file (PATH.rank.2) holds its 14 calls and says it stopped in MPI_Abort.
#   verify-fortran-idup, fixed-point-fortran-idup: MPI_COMM_IDUP from Fortran
#   (tests/lang/idup.f90) at 3 ranks.
#   never-silent: a program that loads the tracer and never calls MPI_Init
#   says so on stderr.
# Prints "ok NAME" / "FAIL NAME: why" (tests/run.sh counts them).
set -u
BUILD=${BUILD:-build}
SCTRACE=$BUILD/sctrace
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-180}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$(dirname "$0")/lib.sh"

# run OUT-TRACE PRELOAD PROGRAM ARGS...: $np ranks of $mpi in verify mode
# (LD_PRELOAD=PRELOAD when not empty); the output in $dir/out
run() {
    export SCTRACE_OUT="$1" SCTRACE_VERIFY=1
    pre=$2
    shift 2
    rm -f "$SCTRACE_OUT" "$SCTRACE_OUT".raw.*
    mpi_launch "$dir/out" "$pre" "$@"
}

# traced NAME STATUS TRACE: the run succeeded and `sctrace verify` finds TRACE
# exact on $np ranks
traced() {
    if [ "$2" != 0 ]; then
        fail "$1" "exit status $2: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
        return 1
    fi
    v=$("$SCTRACE" verify "$3" 2>&1)
    case $v in
    "verified "*" on $np ranks") ok "$1 ($v)" ;;
    *) fail "$1" "$v"; return 1 ;;
    esac
}

# counted NAME PROG TRACE: the events of TRACE are the calls PROG said it made
counted() {
    said=$(sed -n "s/^$2: rank [0-9]* calls \([0-9]*\)$/\1/p" "$dir/out" | awk '{ s += $1 } END { print s + 0 }')
    got=$("$SCTRACE" info "$3" | sed -n 's/^events=//p')
    if [ "$(grep -c "^$2: rank" "$dir/out")" != "$np" ]; then
        fail "$1" "expected $np lines '$2: rank R calls N': $(head -n 2 "$dir/out" | tr '\n' ' ')"
    elif [ "$said" = "$got" ]; then
        ok "$1 ($got events)"
    else
        fail "$1" "the ranks counted $said calls, the trace holds $got events"
    fi
}

# checked NAME PROG TRACE: $fdir/PROG at $np ranks traced into TRACE and
# verified (status 1 if not), its calls counted, its replay a fixed point;
# sets tag
checked() {
    tag="[$mpi np=$np]"
    run "$3" "$lib" "$fdir/$2"
    traced "verify-$1 $tag" $? "$3" || return 1
    counted "calls-$1 $tag" "$2" "$3"
    fixed_point "fixed-point-$1 $tag" "$3"
    return 0
}

# fixed_point NAME TRACE: the exact replay of TRACE, traced, is equivalent
fixed_point() {
    rm -f "$dir/rep.sct"
    if [ $mpi = openmpi ]; then
        timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np "$np" -x SCTRACE_QUIET \
            "$BUILD/$mpi/sctrace-replay" --no-compute --trace "$dir/rep.sct" "$2" >"$dir/rep.out" 2>&1
    else
        timeout "$TIMEOUT" mpirun.mpich -np "$np" "$BUILD/$mpi/sctrace-replay" --no-compute \
            --trace "$dir/rep.sct" "$2" >"$dir/rep.out" 2>&1
    fi
    rc=$?
    if [ $rc != 0 ] || ! grep -q "exact replay" "$dir/rep.out"; then
        fail "$1" "replay failed ($rc): $(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
    elif d=$("$SCTRACE" diff "$2" "$dir/rep.sct" --ignore-sites 2>&1); then
        ok "$1 ($d)"
    else
        fail "$1" "not a fixed point: $d"
    fi
}

for mpi in openmpi mpich; do
    lib=$(cd "$BUILD/$mpi" 2>/dev/null && pwd)/libsctrace.so
    [ -f "$lib" ] || continue
    if [ $mpi = openmpi ]; then nps="1 2 4 9 16"; else nps="1 2 4"; fi
    fdir=$BUILD/$mpi/examples-fortran
    if [ -x "$fdir/halo" ]; then
        for np in $nps; do
            tag="[$mpi np=$np]"
            run "$dir/f.sct" "$lib" "$fdir/halo" 10
            traced "verify-fortran-halo $tag" $? "$dir/f.sct" || continue
            counted "calls-fortran-halo $tag" halo "$dir/f.sct"
            fixed_point "fixed-point-fortran-halo $tag" "$dir/f.sct"
            run "$dir/c.sct" "$lib" "$fdir/halo_twin" 10
            if [ $? != 0 ]; then
                fail "twin-fortran-halo $tag" "the C twin failed: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
            elif d=$("$SCTRACE" diff "$dir/f.sct" "$dir/c.sct" --ignore-sites 2>&1); then
                ok "twin-fortran-halo $tag ($d)"
            else
                fail "twin-fortran-halo $tag" "the Fortran and C traces differ: $d"
            fi
            [ -x "$fdir/halo_f08" ] || continue
            run "$dir/f08.sct" "$lib" "$fdir/halo_f08" 10
            traced "verify-f08-halo $tag" $? "$dir/f08.sct" || continue
            counted "calls-f08-halo $tag" halo "$dir/f08.sct"
            [ $np = 4 ] && fixed_point "fixed-point-f08-halo $tag" "$dir/f08.sct"
            if d=$("$SCTRACE" diff "$dir/f08.sct" "$dir/c.sct" --ignore-sites 2>&1); then
                ok "twin-f08-halo $tag ($d)"
            else
                fail "twin-f08-halo $tag" "the mpi_f08 and C traces differ: $d"
            fi
        done
        for np in 1 2 4; do
            tag="[$mpi np=$np]"
            run "$dir/t.sct" "$lib" "$fdir/token"
            traced "verify-fortran-token $tag" $? "$dir/t.sct" || continue
            counted "calls-fortran-token $tag" token "$dir/t.sct"
            fixed_point "fixed-point-fortran-token $tag" "$dir/t.sct"
        done
    fi
    if [ -x "$fdir/abort" ]; then # the last of 3 ranks calls MPI_ABORT
        np=3
        run "$dir/a.sct" "$lib" "$fdir/abort"
        rc=$?
        last="$dir/a.sct.rank.2"
        if [ $rc = 0 ] || [ $rc = 124 ]; then
            fail "abort-fortran [$mpi]" "exit status $rc"
        elif "$SCTRACE" info "$last" >"$dir/info" 2>&1 && grep -q "stopped=MPI_Abort" "$dir/info" &&
            grep -q "^events=14$" "$dir/info"; then
            ok "abort-fortran [$mpi]"
        else
            fail "abort-fortran [$mpi]" "$(head -c 300 "$dir/info" | tr '\n' ' ')"
        fi
    fi
    if [ -x "$fdir/status_f08" ]; then # mpi_f08 statuses, at the program's lines
        np=3
        if checked f08-status status_f08 "$dir/s.sct"; then
            sites=$("$SCTRACE" stats "$dir/s.sct" | grep -c "status_f08.f90:[0-9]")
            others=$("$SCTRACE" stats "$dir/s.sct" | sed -n '/call site$/,/^$/p' | sed '1d;/^$/d' | grep -vc "status_f08.f90:[0-9]")
            if [ "$sites" -ge 15 ] && [ "$others" = 0 ]; then
                ok "sites-f08-status $tag ($sites sites, all lines of status_f08.f90)"
            else
                fail "sites-f08-status $tag" "$sites sites at lines of status_f08.f90, $others elsewhere"
            fi
        fi
    fi
    np=3
    [ -x "$fdir/callback_f08" ] && checked f08-callback callback_f08 "$dir/cb.sct" # callbacks
    if [ -x "$fdir/session_f08" ]; then # MPI-4 from mpi_f08 (MPICH)
        for np in 1 2 4; do
            checked f08-session session_f08 "$dir/ss.sct"
        done
    fi
    if [ -x "$fdir/idup" ]; then # MPI_COMM_IDUP from Fortran, 3 times
        np=3
        run "$dir/i.sct" "$lib" "$fdir/idup"
        traced "verify-fortran-idup [$mpi np=3]" $? "$dir/i.sct" &&
            fixed_point "fixed-point-fortran-idup [$mpi np=3]" "$dir/i.sct"
    fi
    if [ -x "$BUILD/$mpi/examples/halo_cxx" ]; then
        for np in 1 2 4; do
            run "$dir/x.sct" "" "$BUILD/$mpi/examples/halo_cxx" --iters 30
            traced "verify-halo_cxx [$mpi np=$np]" $? "$dir/x.sct" || continue
            [ $np = 4 ] && fixed_point "fixed-point-halo_cxx [$mpi np=$np]" "$dir/x.sct"
        done
    fi
    # never silent: the tracer in a process that never initialises MPI
    name="never-silent-no-init [$mpi]"
    env LD_PRELOAD="$lib" true 2>"$dir/err"
    if grep -q "without the tracer having seen MPI_Init" "$dir/err"; then
        ok "$name"
    else
        fail "$name" "no line on stderr: $(head -n 2 "$dir/err" | tr '\n' ' ')"
    fi
    # a program that embeds the tracer, preloaded with the shim as well: the
    # shim's copy records, the embedded one stays quiet
    name="traced-twice [$mpi np=2]"
    np=2
    run "$dir/tw.sct" "$lib" "$BUILD/$mpi/examples/ring" --iters 5
    if traced "$name" $? "$dir/tw.sct" >/dev/null && ! grep -q "sctrace:.*wrote no trace\|without the tracer" "$dir/out"; then
        ok "$name"
    else
        fail "$name" "$(grep -m 2 'sctrace:' "$dir/out" | tr '\n' ' ')"
    fi
    # another PMPI tool's MPI_Init in front of the tracer's: said, naming it
    name="never-silent-other-tool [$mpi]"
    printf '#include <mpi.h>\nint MPI_Init(int *c, char ***v) { return PMPI_Init(c, v); }\n' >"$dir/tool.c"
    if ! mpicc.$mpi -shared -fPIC -o "$dir/libtool.so" "$dir/tool.c" 2>"$dir/err"; then
        fail "$name" "the stand-in tool does not build: $(head -n 2 "$dir/err" | tr '\n' ' ')"
    else
        np=1
        run "$dir/ot.sct" "$dir/libtool.so:$lib" "$BUILD/$mpi/examples-plain/ring" --iters 5
        if grep -q "MPI_Init in this process is $dir/libtool.so's" "$dir/out" && [ ! -e "$dir/ot.sct" ]; then
            ok "$name"
        else
            fail "$name" "expected the line naming libtool.so: $(grep -m 2 'sctrace:' "$dir/out" | tr '\n' ' ')"
        fi
    fi
done
exit $status
