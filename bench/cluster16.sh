#!/bin/sh
# Online clustering at 16 ranks (issue 41): the 2D stencil example under Open
# MPI, 16 ranks, ITERS steps (default 4000), with SCTRACE_CLUSTER=on and =off;
# ranks 0 and 10 (10: an interior rank, a non-lead) run under callgrind. Prints
# each rank's tracer work (the MPI wrappers' inclusive instructions less their
# PMPI calls') clustered and not, rank 0's instructions in the markers
# (sct__m_cl_marker: clustering plus the online trace) per marker, and checks
# that the two traces are equivalent. Usage: sh bench/cluster16.sh (BUILD=build)
set -u
BUILD=${BUILD:-build}
ITERS=${ITERS:-4000}
bin=$(cd "$BUILD/openmpi/examples" && pwd)/stencil2d
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
run() { # run on|off
    SCTRACE_CLUSTER=$1 SCTRACE_OUT=$tmp/$1.sct timeout 900 mpirun.openmpi --oversubscribe -np 16 \
        -x SCTRACE_CLUSTER -x SCTRACE_OUT -x SCTRACE_QUIET sh -c '
        case $OMPI_COMM_WORLD_RANK in
        0 | 10) exec valgrind --tool=callgrind --callgrind-out-file="$1/$2.$OMPI_COMM_WORLD_RANK.cg" "$0" --iters "$3" ;;
        *) exec "$0" --iters "$3" ;;
        esac' "$bin" "$tmp" "$1" "$ITERS" >"$tmp/$1.out" 2>&1
}
tracer() { # tracer PROFILE -> the wrappers' inclusive cost less the MPI library's
    # entry points under them (libmpi's MPI_x and PMPI_x are one function: callgrind
    # may name it either way)
    callgrind_annotate --auto=no --inclusive=yes --threshold=100 "$1" 2>/dev/null |
        grep -E ':P?MPI_[A-Za-z_]+ ' | tr -d , |
        awk '/sctrace_mpi\.h:MPI_/ { s += $1 } /libmpi\.so/ { s -= $1 } END { print s + 0 }'
}
run on && run off || { echo "cluster16: a run failed: $(tail -n 3 "$tmp/on.out" "$tmp/off.out")"; exit 1; }
markers=$("$BUILD/sctrace" info "$tmp/on.sct" | sed -n 's/^cluster_markers=//p')
m0=$(callgrind_annotate --auto=no --inclusive=yes --threshold=100 "$tmp/on.0.cg" 2>/dev/null |
    grep 'sct__m_cl_marker ' | tr -d , | awk '{ print $1 }')
echo "iters=$ITERS markers=$markers rank10_tracer_on=$(tracer "$tmp/on.10.cg") rank10_tracer_off=$(tracer "$tmp/off.10.cg")" \
    "rank0_tracer_on=$(tracer "$tmp/on.0.cg") rank0_tracer_off=$(tracer "$tmp/off.0.cg")" \
    "rank0_marker_instr=$(awk -v m="$m0" -v n="$markers" 'BEGIN { printf "%.0f", n ? m / n : 0 }')"
"$BUILD/sctrace" diff "$tmp/on.sct" "$tmp/off.sct" --ignore-sites
