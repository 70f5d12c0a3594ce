#!/bin/sh
# Online clustering (SCTRACE_CLUSTER=on, sctrace_mpi.h >>cluster; Chameleon).
# For the SPMD examples (stencil2d, stencil3d, ring, pop) under Open MPI at
# 4, 9 and 16 ranks and under MPICH at 4: the same program traced in full
# and clustered (a marker at every collective over all ranks); the
# clustered trace must be `sctrace diff --ignore-sites` equivalent to the full
# one, `sctrace info` must report its clusters, markers and clusterings; at
# 16 ranks there must be fewer clusters than ranks (a 3 x 3 grid has 9
# distinct positions, a 2 x 2 one 4: every rank is its own lead), and where
# some rank's behaviour changed within a phase it did not record, the run
# must say so (approx=N, and the trace is then only checked for being
# readable: that is where it is approximate). Ring has no collective in its
# loop: no automatic marker, every rank is its own lead at MPI_Finalize.
# The exact replay of each clustered trace runs and, traced, is a fixed
# point. A phase change (tests/mpi/cluster_phases.c switches from a ring
# shift to a pairwise exchange halfway) triggers a re-clustering, the only
# one (clusters that hold must not break up at later markers: MPICH reduced
# the check's words as signed), and both phases are in the trace; a program
# whose rank 2 does extra calls in one phase as a non-lead is reported as
# approximate. The online trace exists
# (readable, with its cluster counts) while the program still runs. The
# Fortran halo example, preloaded, clusters (a marker every other
# collective), keeps its clusters and gives the full trace.
# Prints "ok NAME" / "FAIL NAME: why" (tests/run.sh counts them).
set -u
BUILD=${BUILD:-build}
SCTRACE=$BUILD/sctrace
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-180}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$(dirname "$0")/lib.sh"

# run OUT PROGRAM ARGS...: $np ranks of $mpi, SCTRACE_* passed on, output in OUT
run() {
    o=$1
    shift
    mpi_launch "$o" "" "$@"
}

# info_val FILE KEY: KEY's value in the config line of `sctrace info FILE`
info_val() {
    "$SCTRACE" info "$1" 2>/dev/null | sed -n "s/^config=.* $2=\([^ ]*\).*/\1/p"
}

# clustered NAME PROGRAM ARGS...: full and clustered traces of the program;
# $dir/full.sct, $dir/cl.sct
clustered() {
    n=$1
    shift
    rm -f "$dir/full.sct" "$dir/cl.sct"
    if ! SCTRACE_OUT=$dir/full.sct SCTRACE_CLUSTER=off run "$dir/full.out" "$@"; then
        fail "$n" "full run failed: $(tail -n 2 "$dir/full.out" | tr '\n' ' ')"
        return 1
    fi
    if ! SCTRACE_OUT=$dir/cl.sct SCTRACE_CLUSTER=on SCTRACE_CLUSTER_EVERY=1 run "$dir/cl.out" "$@"; then
        fail "$n" "clustered run failed: $(tail -n 2 "$dir/cl.out" | tr '\n' ' ')"
        return 1
    fi
    return 0
}

# replay_fixed NAME TRACE: the exact replay of TRACE, traced, gives TRACE back
replay_fixed() {
    rm -f "$dir/rep.sct"
    if ! SCTRACE_OUT= SCTRACE_CLUSTER=off run "$dir/rep.out" "$BUILD/$mpi/sctrace-replay" --no-compute \
        --trace "$dir/rep.sct" "$2"; then
        fail "$1" "replay failed: $(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
    elif d=$("$SCTRACE" diff "$2" "$dir/rep.sct" --ignore-sites 2>&1); then
        ok "$1 ($d)"
    else
        fail "$1" "not a fixed point: $d"
    fi
}

for mpi in ${SCTRACE_TEST_MPIS:-openmpi mpich}; do
    [ -x "$BUILD/$mpi/sctrace-replay" ] || continue
    nps=${SCTRACE_TEST_NPS_OPENMPI:-4 9 16}
    [ $mpi = mpich ] && nps=4
    for np in $nps; do
        for ex in stencil2d stencil3d ring pop; do
            args=""
            [ $ex = pop ] && args="--iters 6"
            name="cluster-$ex [$mpi np=$np]"
            clustered "$name" "$BUILD/$mpi/examples/$ex" $args || continue
            cl=$(info_val "$dir/cl.sct" clusters) approx=$(info_val "$dir/cl.sct" approx)
            marks=$(info_val "$dir/cl.sct" markers) cls=$(info_val "$dir/cl.sct" clusterings)
            if [ -z "$cl" ] || [ -z "$approx" ]; then
                fail "$name" "sctrace info reports no clusters: $("$SCTRACE" info "$dir/cl.sct" 2>&1 | tail -n 1)"
                continue
            fi
            what="clusters=$cl markers=$marks clusterings=$cls approx=$approx"
            if [ "$approx" != 0 ]; then
                if grep -q "approx=$approx" "$dir/cl.out" && "$SCTRACE" info "$dir/cl.sct" >/dev/null; then
                    ok "$name: approximate, reported ($what)"
                else
                    fail "$name" "approx=$approx not reported on stderr ($what)"
                fi
                continue
            fi
            if [ $ex != ring ] && [ "$cls" = 0 ]; then
                fail "$name" "no clustering took place ($what)"
            elif [ $ex != ring ] && [ $np -ge 16 ] && [ "$cl" -ge $np ]; then
                fail "$name" "as many clusters as ranks ($what)"
            elif d=$("$SCTRACE" diff "$dir/full.sct" "$dir/cl.sct" --ignore-sites 2>&1); then
                ok "$name: equivalent to the full trace ($what; $d)"
                replay_fixed "cluster-replay-$ex [$mpi np=$np]" "$dir/cl.sct"
            else
                fail "$name" "not equivalent to the full trace ($what): $d"
            fi
        done
    done

    # Fortran, preloaded (MPICH's Fortran layer calls the C functions: a
    # non-lead's fast path must not count them as calls of its own): the
    # clusters form and hold, the trace is the full one
    np=4
    lib=$BUILD/$mpi/libsctrace.so fprog=$BUILD/$mpi/examples-fortran/halo
    name="cluster-fortran-halo [$mpi np=$np]"
    if [ -x "$fprog" ] && [ -f "$lib" ]; then
        rm -f "$dir/full.sct" "$dir/cl.sct"
        if ! SCTRACE_OUT=$dir/full.sct SCTRACE_CLUSTER=off mpi_launch "$dir/full.out" "$lib" "$fprog" 60 ||
            ! SCTRACE_OUT=$dir/cl.sct SCTRACE_CLUSTER=on SCTRACE_CLUSTER_EVERY=2 \
                mpi_launch "$dir/cl.out" "$lib" "$fprog" 60; then
            fail "$name" "run failed: $(tail -n 2 "$dir/cl.out" | tr '\n' ' ')"
        else
            cls=$(info_val "$dir/cl.sct" clusterings) rc=$(info_val "$dir/cl.sct" reclusterings)
            cl=$(info_val "$dir/cl.sct" clusters)
            if [ "${cls:-0}" -lt 1 ] || [ "${rc:-1}" != 0 ]; then
                fail "$name" "clusters do not hold (clusterings=$cls reclusterings=$rc)"
            elif d=$("$SCTRACE" diff "$dir/full.sct" "$dir/cl.sct" --ignore-sites 2>&1); then
                ok "$name (clusters=$cl clusterings=$cls; $d)"
            else
                fail "$name" "not equivalent to the full trace: $d"
            fi
        fi
    fi
    # a phase change: re-clustering, both phases in the trace
    np=4
    prog=$BUILD/$mpi/tests/cluster_phases
    [ -x "$prog" ] || continue
    name="cluster-phase-change [$mpi np=$np]"
    if clustered "$name" "$prog"; then
        rc=$(info_val "$dir/cl.sct" reclusterings) cl=$(info_val "$dir/cl.sct" clusters)
        if [ "${rc:-0}" -lt 1 ]; then
            fail "$name" "no re-clustering (reclusterings=$rc)"
        elif [ "$rc" -gt 1 ]; then # one phase change: clusters that hold must not break up
            fail "$name" "$rc re-clusterings for one phase change"
        elif ! d=$("$SCTRACE" diff "$dir/full.sct" "$dir/cl.sct" --ignore-sites 2>&1); then
            fail "$name" "not equivalent to the full trace: $d"
        elif ! "$SCTRACE" events "$dir/cl.sct" --rank 2 2>/dev/null | grep -q "MPI_Sendrecv" ||
            ! "$SCTRACE" events "$dir/cl.sct" --rank 2 2>/dev/null | grep -q "MPI_Isend"; then
            fail "$name" "rank 2's trace lacks a phase"
        else
            ok "$name (reclusterings=$rc clusters=$cl; $d)"
        fi
    fi
    # rank 1 diverges in a phase it does not record: reported as approximate
    name="cluster-divergent-rank [$mpi np=$np]"
    if clustered "$name" "$prog" --diverge; then
        approx=$(info_val "$dir/cl.sct" approx)
        if [ "${approx:-0}" -ge 1 ] && grep -q "approx=$approx" "$dir/cl.out"; then
            ok "$name (approx=$approx reported)"
        else
            fail "$name" "not reported as approximate: approx=$approx $(tail -n 2 "$dir/cl.out" | tr '\n' ' ')"
        fi
    fi
    # the online trace: readable on disk before MPI_Finalize
    name="cluster-online-trace [$mpi np=$np]"
    rm -f "$dir/on.sct"
    if SCTRACE_OUT=$dir/on.sct SCTRACE_CLUSTER=on SCTRACE_CLUSTER_EVERY=1 run "$dir/on.out" "$prog" \
        --online-check "$dir/on.sct"; then
        if grep -q "online trace readable" "$dir/on.out"; then
            ok "$name"
        else
            fail "$name" "$(tail -n 2 "$dir/on.out" | tr '\n' ' ')"
        fi
    else
        fail "$name" "run failed: $(tail -n 3 "$dir/on.out" | tr '\n' ' ')"
    fi
done
exit $status
