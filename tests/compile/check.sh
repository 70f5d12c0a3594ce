#!/bin/sh
# Compile each header declarations-only and with its implementation as C99,
# C11 and C++ (the MPI ones with mpicc and mpicxx) with warnings as errors, under gcc and clang when present.
# Prints "ok NAME" / "FAIL NAME: ..." lines for tests/run.sh.
out=${1:-build/tests/compile}
mkdir -p "$out"
dir=$(dirname "$0")
status=0
W="-Wall -Wextra -Werror -pedantic"
try() { # try NAME COMPILER ARGS...
    name=$1
    shift
    if "$@" >"$out/$name.log" 2>&1; then
        echo "ok compile-$name"
    else
        echo "FAIL compile-$name: $(head -n 3 "$out/$name.log" | tr '\n' ' ')"
        status=1
    fi
}
for cc in gcc clang; do
    command -v $cc >/dev/null 2>&1 || continue
    cxx=g++
    [ $cc = clang ] && cxx=clang++
    for std in c99 c11; do
        try "$cc-$std-decl" $cc -std=$std $W -o "$out/decl-$cc-$std" "$dir/decl.c"
        try "$cc-$std-impl" $cc -std=$std $W -o "$out/impl-$cc-$std" "$dir/impl.c" -lzstd -lm
    done
    if command -v $cxx >/dev/null 2>&1; then
        try "$cxx-decl" $cxx -x c++ -std=c++11 $W -o "$out/decl-$cxx" "$dir/decl.c"
        try "$cxx-impl" $cxx -x c++ -std=c++11 $W -o "$out/impl-$cxx" "$dir/impl.c" -lzstd -lm
    fi
done
for mpi in mpich openmpi; do
    command -v mpicc.$mpi >/dev/null 2>&1 || continue
    [ -f "$dir/mpi_decl.c" ] || continue
    try "$mpi-mpi-decl" mpicc.$mpi -std=c99 $W -c -o "$out/mpi-decl-$mpi.o" "$dir/mpi_decl.c"
    try "$mpi-mpi-impl" mpicc.$mpi -std=gnu99 $W -c -o "$out/mpi-impl-$mpi.o" "$dir/mpi_impl.c"
    for cxx in g++ clang++; do # C++ (Open MPI's own C++ bindings would warn: skipped)
        command -v $cxx >/dev/null 2>&1 && command -v mpicxx.$mpi >/dev/null 2>&1 || continue
        for kind in decl impl; do
            try "$mpi-$cxx-mpi-cxx-$kind" env MPICH_CXX=$cxx OMPI_CXX=$cxx mpicxx.$mpi -std=c++11 $W \
                -DOMPI_SKIP_MPICXX -c -o "$out/mpi-cxx-$kind-$mpi-$cxx.o" "$dir/mpi_cxx_$kind.cpp"
        done
    done
    for cc in gcc clang; do # the replay program, with either compiler under the wrapper
        command -v $cc >/dev/null 2>&1 || continue
        try "$mpi-$cc-replay" env MPICH_CC=$cc OMPI_CC=$cc mpicc.$mpi -std=gnu99 $W -c \
            -o "$out/replay-$mpi-$cc.o" "$dir/../../tools/sctrace_replay.c"
    done
done
exit $status
