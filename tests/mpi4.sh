#!/bin/sh
# Every function each MPI ships (issue 44).
# coverage-<mpi>: every MPI_* function the library libsctrace.so is linked
#   against exports (nm -D) is wrapped by the shim, listed as not traced by
#   design in docs/mpi-functions.md, or under an "#if" of
#   tools/mpi_functions.txt this MPI's mpi.h does not meet (Open MPI 4.1's
#   MPI-1 calls, which its mpi.h does not declare); and the shim wraps nothing
#   the library lacks.
# mpi4-<group> [mpich np=N]: tests/mpi4_calls at 1 to 4 ranks under MPICH in
#   verify mode: `sctrace verify` finds the trace exact, each group's calls are
#   in it (every large-count function MPICH 4.0 has but
#   MPI_Type_get_contents_c among them), and its
#   exact replay (under ASan/UBSan when built), traced, is a fixed point
#   (`sctrace diff --ignore-sites`) that skipped nothing and made every
#   function the run made, under its own name.
# large-equals-int: the large-count "_c" calls give the trace their int twins
#   give, but for the op names.
# histogram-large: a histogram trace of the large group replays (drawn) with
#   the calls a histogram trace of its int twins replays with.
# replay-coverage: every function the op table records is named by the
#   replay (itself or, for a "_c" call, its int twin) or listed in
#   docs/replay-coverage.md under "Recorded, not replayed" (and nothing
#   listed there is replayed).
# skip-openmpi: under Open MPI 4.1 the same program builds without the groups
#   its MPI lacks, runs and is traced; a trace of MPICH's MPI-4 calls is
#   refused by Open MPI's replay, naming the function.
# Prints "ok NAME" / "FAIL NAME: why" (tests/run.sh counts them).
set -u
BUILD=${BUILD:-build}
SCTRACE=$BUILD/sctrace
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-180}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$(dirname "$0")/lib.sh"

# run OUT PROGRAM ARGS...: $np ranks of $mpi, output in OUT
run() {
    o=$1
    shift
    mpi_launch "$o" "" "$@"
}

# ---- coverage: exported functions against wrapped ones ----
# functions of the table under an "#if" this MPI's header does not meet
guarded_out() {
    awk '/^#if / { c = substr($0, 5); next } /^#endif/ { c = ""; next }
         /^#/ || NF == 0 { next }
         c != "" { n = $2; sub(/\(.*/, "", n); print c "\t" n }' tools/mpi_functions.txt |
        while IFS="$(printf '\t')" read -r cond name; do
            printf '#include <mpi.h>\n#if !(%s)\n%s\n#endif\n' "$cond" "$name"
        done >"$dir/g.c"
    "mpicc.$mpi" -E -P "$dir/g.c" 2>/dev/null | grep '^MPI_' | sort -u
}

by_design() {
    sed -n '/^## Not traced by design/,/^## /p' docs/mpi-functions.md | sed -n 's/^- `\(MPI_[A-Za-z0-9_]*\)`.*/\1/p' | sort -u
}

for mpi in mpich openmpi; do
    shim=$BUILD/$mpi/libsctrace.so
    [ -f "$shim" ] || continue
    name="coverage-$mpi"
    lib=$(ldd "$shim" | awk '$1 ~ /^lib(mpi|mpich)\.so/ { print $3; exit }')
    if [ -z "$lib" ]; then
        fail "$name" "ldd finds no MPI library under $shim"
        continue
    fi
    nm -D --defined-only "$lib" | awk '$2 ~ /^[TW]$/ && $3 ~ /^MPI_/ { print $3 }' | sort -u >"$dir/exported"
    nm -D --defined-only "$shim" | awk '$2 ~ /^[TW]$/ && $3 ~ /^MPI_/ && $3 !~ /^MPI_[A-Z0-9_]+$/ { print $3 }' | sort -u >"$dir/wrapped"
    by_design >"$dir/design"
    guarded_out >"$dir/guarded"
    sort -u "$dir/wrapped" "$dir/design" "$dir/guarded" >"$dir/known"
    missing=$(comm -23 "$dir/exported" "$dir/known" | tr '\n' ' ')
    extra=$(comm -13 "$dir/exported" "$dir/wrapped" | tr '\n' ' ')
    counts="$(wc -l <"$dir/exported") exported, $(wc -l <"$dir/wrapped") wrapped,"
    counts="$counts $(comm -12 "$dir/exported" "$dir/design" | wc -l) not traced by design,"
    counts="$counts $(comm -12 "$dir/exported" "$dir/guarded" | wc -l) not declared by mpi.h"
    if [ -n "$missing" ]; then
        fail "$name" "exported by $lib, neither wrapped nor listed: $missing"
    elif [ -n "$extra" ]; then
        fail "$name" "wrapped, but $lib does not export them: $extra"
    else
        ok "$name ($counts)"
    fi
done

# ---- the replay: every recorded function, or listed as not replayed ----
# The op table's functions (sctrace_mpi.h) that tools/sctrace_replay.h never
# names, nor their int twin (a "_c" call is made by its twin's code), must be
# those docs/replay-coverage.md lists under "Recorded, not replayed".
name=replay-coverage
sed -n '/^static const sct_op sct__m_mpi_op_list/,/^};/p' sctrace_mpi.h |
    sed -n 's/^ *{"\(MPI_[A-Za-z0-9_]*\)".*/\1/p' | sort -u >"$dir/recorded"
grep -o 'SCT__M_OP_MPI_[A-Za-z0-9_]*' tools/sctrace_replay.h | sed 's/^SCT__M_OP_//' | sort -u >"$dir/named"
while read -r f; do
    grep -qx "$f" "$dir/named" || grep -qx "${f%_c}" "$dir/named" || echo "$f"
done <"$dir/recorded" >"$dir/unreplayed"
sed -n '/^### Recorded, not replayed/,/^## /p' docs/replay-coverage.md | grep '^- `' | sed 's/: .*//' |
    grep -o '`MPI_[A-Za-z0-9_*]*`' | tr -d '`' >"$dir/listed"
listed "$dir/unreplayed" "$dir/listed"
if [ ! -s "$dir/recorded" ] || [ ! -s "$dir/listed" ]; then
    fail "$name" "no op table in sctrace_mpi.h or no list in docs/replay-coverage.md"
elif [ -n "$unlisted" ]; then
    fail "$name" "recorded, not replayed, not listed in docs/replay-coverage.md:$unlisted"
elif [ -n "$stale" ]; then
    fail "$name" "listed as not replayed in docs/replay-coverage.md, but replayed:$stale"
else
    ok "$name ($(wc -l <"$dir/recorded") recorded functions, $(wc -l <"$dir/unreplayed") not replayed, as listed)"
fi

# ---- MPICH: each group traced, verified, replayed ----
# ops OP-NAME...: whether rank 0 of $dir/t.sct made each
has_ops() {
    "$SCTRACE" events "$dir/t.sct" --rank 0 >"$dir/ev" 2>&1 || return 1
    for o in "$@"; do
        grep -q " $o\( \|$\)" "$dir/ev" || { echo "$o"; return 0; }
    done
}

# the functions rank 0 of $dir/t.sct calls that the replay's trace
# $dir/rep.sct lacks (each large-count call replayed under its own name)
unreplayed() {
    "$SCTRACE" events "$dir/t.sct" --rank 0 | awk '{ print $2 }' | sort -u >"$dir/f.app" &&
        "$SCTRACE" events "$dir/rep.sct" --rank 0 | awk '{ print $2 }' | sort -u >"$dir/f.rep" &&
        comm -23 "$dir/f.app" "$dir/f.rep" | tr '\n' ' '
}

mpi=mpich
prog=$BUILD/mpich/tests/mpi4_calls
if [ -x "$prog" ] && [ -x "$BUILD/mpich/sctrace-replay" ]; then
    for np in 1 2 3 4; do
        name="mpi4-calls [mpich np=$np]"
        rm -f "$dir/t.sct" "$dir/rep.sct"
        if ! SCTRACE_OUT=$dir/t.sct SCTRACE_VERIFY=1 run "$dir/app.out" "$prog"; then
            fail "$name" "the program failed: $(tail -n 3 "$dir/app.out" | tr '\n' ' ')"
            continue
        fi
        v=$("$SCTRACE" verify "$dir/t.sct" 2>&1)
        case $v in
        "verified "*) ok "mpi4-verify [mpich np=$np]" ;;
        *) fail "mpi4-verify [mpich np=$np]" "sctrace verify: $(echo "$v" | head -n 2 | tr '\n' ' ')" ;;
        esac
        for g in "persistent MPI_Barrier_init MPI_Bcast_init MPI_Allreduce_init MPI_Reduce_init MPI_Allgather_init MPI_Alltoall_init MPI_Neighbor_alltoall_init MPI_Startall" \
            "partitioned MPI_Psend_init MPI_Precv_init MPI_Pready MPI_Pready_range MPI_Pready_list MPI_Parrived" \
            "isendrecv MPI_Isendrecv MPI_Isendrecv_replace" \
            "session MPI_Session_init MPI_Session_create_errhandler MPI_Session_set_errhandler MPI_Session_get_errhandler MPI_Session_call_errhandler MPI_Session_get_num_psets MPI_Session_get_pset_info MPI_Group_from_session_pset MPI_Comm_create_from_group MPI_Comm_idup_with_info MPI_Session_finalize" \
            "large MPI_Isend_c MPI_Irecv_c MPI_Send_c MPI_Recv_c MPI_Bcast_c MPI_Allreduce_c MPI_Reduce_c MPI_Allgather_c MPI_Alltoall_c MPI_Iallreduce_c MPI_Type_contiguous_c MPI_Sendrecv_c" \
            "largev MPI_Allgatherv_c MPI_Gatherv_c MPI_Scatterv_c MPI_Alltoallv_c MPI_Alltoallw_c MPI_Reduce_scatter_c MPI_Neighbor_allgatherv_c MPI_Neighbor_alltoallv_c MPI_Neighbor_alltoallw_c MPI_Iallgatherv_c MPI_Igatherv_c MPI_Iscatterv_c MPI_Ialltoallv_c MPI_Ialltoallw_c MPI_Ireduce_scatter_c MPI_Ineighbor_allgatherv_c MPI_Ineighbor_alltoallv_c MPI_Ineighbor_alltoallw_c" \
            "persistentv MPI_Allgatherv_init MPI_Allgatherv_init_c MPI_Gatherv_init MPI_Gatherv_init_c MPI_Scatterv_init MPI_Scatterv_init_c MPI_Alltoallv_init MPI_Alltoallv_init_c MPI_Alltoallw_init MPI_Alltoallw_init_c MPI_Reduce_scatter_init MPI_Reduce_scatter_init_c MPI_Neighbor_allgatherv_init MPI_Neighbor_allgatherv_init_c MPI_Neighbor_alltoallv_init MPI_Neighbor_alltoallv_init_c MPI_Neighbor_alltoallw_init MPI_Neighbor_alltoallw_init_c" \
            "largerma MPI_Win_create_c MPI_Win_allocate_c MPI_Win_allocate_shared_c MPI_Win_shared_query_c MPI_Put_c MPI_Get_c MPI_Accumulate_c MPI_Get_accumulate_c MPI_Rput_c MPI_Rget_c MPI_Raccumulate_c MPI_Rget_accumulate_c" \
            "largeio MPI_File_write_at_c MPI_File_write_at_all_c MPI_File_iwrite_at_c MPI_File_iwrite_at_all_c MPI_File_write_at_all_begin_c MPI_File_read_at_c MPI_File_read_at_all_c MPI_File_iread_at_c MPI_File_iread_at_all_c MPI_File_read_at_all_begin_c MPI_File_write_c MPI_File_write_all_c MPI_File_iwrite_c MPI_File_iwrite_all_c MPI_File_write_all_begin_c MPI_File_read_c MPI_File_read_all_c MPI_File_iread_c MPI_File_iread_all_c MPI_File_read_all_begin_c MPI_File_write_shared_c MPI_File_iwrite_shared_c MPI_File_write_ordered_c MPI_File_write_ordered_begin_c MPI_File_read_shared_c MPI_File_iread_shared_c MPI_File_read_ordered_c MPI_File_read_ordered_begin_c MPI_File_get_type_extent_c" \
            "largelocal MPI_Type_create_subarray_c MPI_Type_size_c MPI_Type_get_extent_c MPI_Type_get_true_extent_c MPI_Type_get_envelope_c MPI_Pack_size_c MPI_Pack_c MPI_Unpack_c MPI_Pack_external_size_c MPI_Pack_external_c MPI_Unpack_external_c MPI_Type_create_darray_c MPI_Op_create_c MPI_Reduce_local_c MPI_Register_datarep_c MPI_Buffer_attach_c MPI_Buffer_detach_c MPI_Get_count_c MPI_Get_elements_c MPI_Mrecv_c MPI_Imrecv_c" \
            "largep2p MPI_Ssend_c MPI_Rsend_c MPI_Bsend_c MPI_Issend_c MPI_Irsend_c MPI_Ibsend_c MPI_Recv_init_c MPI_Send_init_c MPI_Ssend_init_c MPI_Rsend_init_c MPI_Bsend_init_c MPI_Isendrecv_c MPI_Isendrecv_replace_c MPI_Sendrecv_replace_c MPI_Type_vector_c MPI_Type_create_hvector_c MPI_Type_indexed_c MPI_Type_create_hindexed_c MPI_Type_create_indexed_block_c MPI_Type_create_hindexed_block_c MPI_Type_create_struct_c MPI_Type_create_resized_c" \
            "largecoll MPI_Gather_c MPI_Scatter_c MPI_Scan_c MPI_Exscan_c MPI_Reduce_scatter_block_c MPI_Neighbor_allgather_c MPI_Neighbor_alltoall_c MPI_Ibcast_c MPI_Ireduce_c MPI_Iallgather_c MPI_Ialltoall_c MPI_Igather_c MPI_Iscatter_c MPI_Iscan_c MPI_Iexscan_c MPI_Ireduce_scatter_block_c MPI_Ineighbor_allgather_c MPI_Ineighbor_alltoall_c MPI_Bcast_init_c MPI_Reduce_init_c MPI_Allreduce_init_c MPI_Scan_init_c MPI_Exscan_init_c MPI_Reduce_scatter_block_init_c MPI_Gather_init_c MPI_Scatter_init_c MPI_Allgather_init_c MPI_Alltoall_init_c MPI_Neighbor_allgather_init_c MPI_Neighbor_alltoall_init_c" \
            "mpi1 MPI_Address MPI_Type_struct MPI_Type_extent MPI_Type_lb MPI_Type_ub MPI_Type_hvector MPI_Type_hindexed MPI_Errhandler_create MPI_Errhandler_set MPI_Errhandler_get"; do
            set -- $g
            grp=$1
            shift
            # one rank makes no blocking send to itself (tests/mpi4_calls.c)
            [ "$grp.$np" = large.1 ] && set -- $(echo "$@" | sed 's/MPI_Send_c MPI_Recv_c //')
            m=$(has_ops "$@") || { fail "mpi4-$grp [mpich np=$np]" "sctrace events failed: $(head -n 1 "$dir/ev")"; continue; }
            if [ -n "$m" ]; then fail "mpi4-$grp [mpich np=$np]" "rank 0 made no $m"; else ok "mpi4-$grp [mpich np=$np]"; fi
        done
        # under AddressSanitizer and UBSan when built (leaks: the MPI library's own, as in tests/replay.sh)
        rep=$BUILD/mpich/sctrace-replay name="mpi4-fixed-point [mpich np=$np]"
        [ -x "$BUILD/mpich/asan/sctrace-replay" ] &&
            rep=$BUILD/mpich/asan/sctrace-replay name="mpi4-fixed-point [mpich np=$np asan]"
        if ! ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 run "$dir/rep.out" "$rep" --compute=none \
            --trace "$dir/rep.sct" "$dir/t.sct"; then
            fail "$name" "replay failed: $(tail -n 3 "$dir/rep.out" | tr '\n' ' ')"
        elif grep -q "skipped" "$dir/rep.out"; then
            fail "$name" "the replay skipped calls: $(grep skipped "$dir/rep.out" | head -n 3 | tr '\n' ' ')"
        elif ! d=$("$SCTRACE" diff "$dir/t.sct" "$dir/rep.sct" --ignore-sites 2>&1); then
            fail "$name" "not a fixed point: $d"
        elif m=$(unreplayed) && [ -n "$m" ]; then
            fail "$name" "the replay's trace lacks calls of the original: $m"
        else
            ok "$name ($d)"
        fi
    done

    np=2
    name="large-equals-int [mpich np=$np]"
    if SCTRACE_OUT=$dir/c.sct run "$dir/app.out" "$prog" large &&
        SCTRACE_OUT=$dir/i.sct run "$dir/app.out" "$prog" large --int; then
        bad=""
        for r in 0 1; do
            "$SCTRACE" events "$dir/c.sct" --rank $r | sed 's/\(MPI_[A-Za-z_]*\)_c /\1 /' | cut -d' ' -f2- |
                sed 's/ *t=[^ ]*//g; s/ *compute_ns=[^ ]*//g; s/ *dur[a-z_]*=[^ ]*//g; s/ *site=[^ ]*//g' >"$dir/c.ev"
            "$SCTRACE" events "$dir/i.sct" --rank $r | cut -d' ' -f2- |
                sed 's/ *t=[^ ]*//g; s/ *compute_ns=[^ ]*//g; s/ *dur[a-z_]*=[^ ]*//g; s/ *site=[^ ]*//g' >"$dir/i.ev"
            cmp -s "$dir/c.ev" "$dir/i.ev" || bad="$bad rank $r: $(diff "$dir/c.ev" "$dir/i.ev" | head -n 3 | tr '\n' ' ')"
        done
        if [ -n "$bad" ] || [ ! -s "$dir/c.ev" ]; then fail "$name" "the traces differ:$bad"; else ok "$name"; fi
    else
        fail "$name" "the program failed: $(tail -n 3 "$dir/app.out" | tr '\n' ' ')"
    fi

    # histogram traces (precision 0): the "_c" calls are drawn and made as
    # their int twins, so the replay of a trace of the large group makes the
    # calls the replay of its --int twin's trace makes
    np=4
    name="histogram-large [mpich np=$np]"
    bad=""
    for v in c i; do
        flag=""
        [ $v = i ] && flag=--int
        rm -f "$dir/h$v.sct" "$dir/hr$v.sct"
        if ! SCTRACE_PRECISION=0 SCTRACE_OUT=$dir/h$v.sct run "$dir/app.out" "$prog" large $flag; then
            bad="$bad the program failed ($v): $(tail -n 2 "$dir/app.out" | tr '\n' ' ')"
        elif ! run "$dir/rep.out" "$BUILD/mpich/sctrace-replay" --mode=histogram --compute=none --seed 1 \
            --trace "$dir/hr$v.sct" "$dir/h$v.sct"; then
            bad="$bad the replay failed ($v): $(tail -n 2 "$dir/rep.out" | tr '\n' ' ')"
        else
            "$SCTRACE" events "$dir/hr$v.sct" --rank 0 | awk '{ print $2 }' | sort | uniq -c >"$dir/hr$v.ops"
        fi
    done
    if [ -n "$bad" ]; then
        fail "$name" "$bad"
    elif ! grep -q ' MPI_Bcast$' "$dir/hrc.ops" || ! cmp -s "$dir/hrc.ops" "$dir/hri.ops"; then
        fail "$name" "the replays differ: $(diff "$dir/hrc.ops" "$dir/hri.ops" | grep '^[<>]' | head -n 4 | tr '\n' ' ')"
    else
        ok "$name"
    fi
fi

# ---- Open MPI 4.1: the same program without what it lacks ----
mpi=openmpi
np=2
prog=$BUILD/openmpi/tests/mpi4_calls
if [ -x "$prog" ]; then
    name="skip-openmpi [openmpi np=$np]"
    if ! SCTRACE_OUT=$dir/o.sct SCTRACE_VERIFY=1 run "$dir/app.out" "$prog"; then
        fail "$name" "the program failed: $(tail -n 3 "$dir/app.out" | tr '\n' ' ')"
    elif ! grep -q "^skip persistent partitioned isendrecv session large" "$dir/app.out"; then
        fail "$name" "the MPI-4 groups were not compiled out: $(head -n 2 "$dir/app.out" | tr '\n' ' ')"
    elif v=$("$SCTRACE" verify "$dir/o.sct" 2>&1) && [ "${v#verified }" != "$v" ]; then
        ok "$name"
    else
        fail "$name" "sctrace verify: $(echo "$v" | head -n 2 | tr '\n' ' ')"
    fi
    np=4 # the rank count of the last MPICH trace
    name="refuse-missing-function [openmpi np=$np]"
    if [ -f "$dir/t.sct" ] && [ -x "$BUILD/openmpi/sctrace-replay" ]; then
        if run "$dir/rep.out" "$BUILD/openmpi/sctrace-replay" "$dir/t.sct"; then
            fail "$name" "Open MPI's replay ran a trace of MPI-4 calls"
        elif grep -q "calls MPI_[A-Za-z_]*, which the MPI this replay is built with (MPI 3.1) does not have" \
            "$dir/rep.out"; then
            ok "$name"
        else
            fail "$name" "no refusal naming the function: $(tail -n 2 "$dir/rep.out" | tr '\n' ' ')"
        fi
    fi
fi
exit $status
