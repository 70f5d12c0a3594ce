#!/bin/sh
# sctrace run: a C program and a Fortran one under both MPIs (Open MPI's
# Fortran calls are caught by the tracer's Fortran wrappers), an mpi4py one
# (Debian's mpi4py is built on Open MPI), and the programs it must refuse
# with a message (another MPI's launcher, a static binary, no MPI, an unknown
# launcher).
# Usage: tests/launcher.sh [path/to/sctrace]     (BUILD=build by default)
# Prints "ok NAME" or "FAIL NAME: why" per case (tests/run.sh counts them).
BUILD=${BUILD:-build}
SCTRACE=${1:-$BUILD/sctrace}
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-180}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
. "$(dirname "$0")/lib.sh"
here=$(pwd)

# traced NAME TRACE RANKS OP...: the run said where TRACE is, and it holds RANKS ranks and each OP
traced() {
    name=$1 f=$2 n=$3
    shift 3
    if ! grep -q "^sctrace run: the trace is $f " "$dir/$name.err"; then
        fail "$name" "no 'the trace is $f' line: $(tail -n 3 "$dir/$name.err" | tr '\n' ' ')"
        return
    fi
    "$SCTRACE" info "$f" >"$dir/$name.info" 2>&1
    "$SCTRACE" stats --csv "$f" >"$dir/$name.stats" 2>&1
    for op in "$@"; do
        grep -q "^op,$op," "$dir/$name.stats" || { fail "$name" "no $op in the trace"; return; }
    done
    check "$name" grep -q "^ranks=$n\$" "$dir/$name.info"
}

if command -v mpiexec.mpich >/dev/null 2>&1; then
    timeout "$TIMEOUT" "$SCTRACE" run -o "$dir/c-mpich.sct" --timing exact -- mpiexec.mpich -np 2 \
        "$BUILD/mpich/examples-plain/ring" --iters 3 >"$dir/c-mpich.out" 2>"$dir/c-mpich.err"
    traced c-mpich "$dir/c-mpich.sct" 2 MPI_Sendrecv
    check c-mpich-timing-option grep -q '^timing=exact$' "$dir/c-mpich.info"
    # --verify: raw logs beside the trace; verify shows its progress when asked
    timeout "$TIMEOUT" "$SCTRACE" run -o "$dir/v.sct" --verify -- mpiexec.mpich -np 2 \
        "$BUILD/mpich/examples-plain/ring" --iters 3 >/dev/null 2>"$dir/v.err"
    SCTRACE_PROGRESS=1 "$SCTRACE" verify "$dir/v.sct" >"$dir/v.out" 2>"$dir/v.prog"
    check verify-option grep -q '^verified [0-9]* events on 2 ranks$' "$dir/v.out"
    check verify-progress grep -q '^verify: raw log bytes: \([0-9]*\)/\1 (100 %)' "$dir/v.prog"
    check c-mpich-says-mpi grep -q "^sctrace run: MPICH program, shim $here/$BUILD/mpich/libsctrace.so\$" "$dir/c-mpich.err"
    if command -v mpif90.mpich >/dev/null 2>&1; then
        mpif90.mpich -O1 -o "$dir/fring-mpich" tests/launcher/ring.f90 2>"$dir/f.cc" || fail fortran-build "$(cat "$dir/f.cc")"
        (cd "$dir" && timeout "$TIMEOUT" "$here/$SCTRACE" run -- mpiexec.mpich -np 2 ./fring-mpich >fortran-mpich.out \
            2>fortran-mpich.err)
        f=$(sed -n 's/^sctrace run: the trace is \([^ ]*\) .*/\1/p' "$dir/fortran-mpich.err")
        check fortran-mpich-default-name sh -c "echo '$f' | grep -q '^$dir/fring-mpich\.[0-9]*\.sct\$'"
        traced fortran-mpich "$f" 2 MPI_Sendrecv_replace MPI_Allreduce
    else
        fail fortran-mpich "mpif90.mpich is missing (sh tools/install-deps.sh installs gfortran)"
    fi
    # refusals: another MPI's launcher, a static binary, a program without MPI
    if command -v mpirun.openmpi >/dev/null 2>&1; then
        "$SCTRACE" run -- mpirun.openmpi -np 2 "$BUILD/mpich/examples-plain/ring" >/dev/null 2>"$dir/mix.err"
        check refuses-other-mpi sh -c "test $? -eq 2 && grep -q 'linked against MPICH, but the launcher is Open MPI' '$dir/mix.err'"
    fi
    printf '#include <stdio.h>\nint main(void) { puts("static"); return 0; }\n' >"$dir/st.c"
    if ${CC:-cc} -static -o "$dir/static" "$dir/st.c" 2>/dev/null; then
        "$SCTRACE" run -- mpiexec.mpich -np 1 "$dir/static" >/dev/null 2>"$dir/static.err"
        check refuses-static sh -c "test $? -eq 2 && grep -q 'is a static binary: the shim cannot be preloaded' '$dir/static.err'"
    fi
    # a sctrace with no shim beside it nor in its prefix
    mkdir -p "$dir/lone/bin" && cp "$SCTRACE" "$dir/lone/bin/sctrace"
    "$dir/lone/bin/sctrace" run --dry-run -- mpiexec.mpich -np 1 "$BUILD/mpich/examples-plain/ring" >/dev/null 2>"$dir/lone.err"
    check refuses-no-shim sh -c "test $? -eq 2 && grep -q '^sctrace run: no shim for MPICH: looked for $dir/lone/bin/mpich/libsctrace.so' '$dir/lone.err'"
    "$SCTRACE" run -- mpiexec.mpich -np 1 /bin/true >/dev/null 2>"$dir/nompi.err"
    check refuses-no-mpi sh -c "test $? -eq 2 && grep -q 'not linked against MPICH or Open MPI' '$dir/nompi.err'"
else
    fail launcher-mpich "mpiexec.mpich is missing"
fi

if command -v mpirun.openmpi >/dev/null 2>&1; then
    timeout "$TIMEOUT" "$SCTRACE" run -o "$dir/c-openmpi.sct" -- mpirun.openmpi --oversubscribe -np 2 \
        "$BUILD/openmpi/examples-plain/ring" --iters 3 >"$dir/c-openmpi.out" 2>"$dir/c-openmpi.err"
    traced c-openmpi "$dir/c-openmpi.sct" 2 MPI_Sendrecv
    if command -v mpif90.openmpi >/dev/null 2>&1 && mpif90.openmpi -O1 -o "$dir/fring-openmpi" tests/launcher/ring.f90; then
        "$SCTRACE" run --dry-run -o "$dir/f.sct" -- mpirun.openmpi -np 2 "$dir/fring-openmpi" >"$dir/fo.out" 2>"$dir/fo.err"
        check fortran-openmpi-dry-run grep -q "^mpirun.openmpi -x LD_PRELOAD=$here/$BUILD/openmpi/libsctrace.so -x SCTRACE_OUT=$dir/f.sct -np 2 $dir/fring-openmpi\$" "$dir/fo.out"
        timeout "$TIMEOUT" "$SCTRACE" run -o "$dir/f.sct" -- mpirun.openmpi --oversubscribe -np 2 "$dir/fring-openmpi" \
            >"$dir/fortran-openmpi.out" 2>"$dir/fortran-openmpi.err"
        traced fortran-openmpi "$dir/f.sct" 2 MPI_Sendrecv_replace MPI_Allreduce
    else
        fail fortran-openmpi "mpif90.openmpi is missing or failed"
    fi
    if /usr/bin/python3 -c 'import mpi4py' 2>/dev/null; then
        timeout "$TIMEOUT" "$SCTRACE" run -o "$dir/py.sct" -- mpirun.openmpi --oversubscribe -np 2 /usr/bin/python3 \
            tests/launcher/ring.py >"$dir/python-openmpi.out" 2>"$dir/python-openmpi.err"
        traced python-openmpi "$dir/py.sct" 2 MPI_Allreduce
        check python-says-mpi grep -q '^sctrace run: Open MPI program' "$dir/python-openmpi.err"
        "$SCTRACE" run --dry-run -- mpirun.openmpi -np 2 /usr/bin/python3 tests/launcher/ring.py >"$dir/pyd.out" 2>/dev/null
        check python-default-name grep -q "SCTRACE_OUT=$here/ring\.[0-9]*\.sct " "$dir/pyd.out"
    else
        fail python-openmpi "/usr/bin/python3 has no mpi4py (sh tools/install-deps.sh installs python3-mpi4py)"
    fi
fi

"$SCTRACE" run -- srun -n 2 ./app >/dev/null 2>"$dir/srun.err"
check refuses-unknown-launcher sh -c "test $? -eq 2 && grep -q \"'srun' is neither Open MPI's launcher\" '$dir/srun.err'"
"$SCTRACE" run --help >"$dir/help" 2>&1
check help-run grep -q '^usage: sctrace run ' "$dir/help"
"$SCTRACE" run -- mpiexec.mpich -np 1 /bin/true --help >"$dir/help2" 2>&1
check run-passes-help-on sh -c "! grep -q '^usage: sctrace run' '$dir/help2'"
exit $status
