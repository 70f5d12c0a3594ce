#!/bin/sh
# Call sites resolved from the binary's DWARF (tools/sct_resolve.h): each
# example, traced at 2 ranks under one MPI, then `sctrace stats`; every call
# site must name a source file of examples/ and a line of it that holds the
# call: an MPI_ or sctrace_ call for the innermost frame, the inlined
# function's name for each frame around it (a helper of example.h inlined
# into main is "ex_max_time (example.h:85) < main (stencil2d.c:173)").
# --no-resolve must give module+0xoffset back.
# Usage: [SITES_MPI=openmpi] tests/sites.sh [SCTRACE]   Prints "ok NAME" / "FAIL NAME: why".
set -u
SCTRACE=${1:-${BUILD:-build}/sctrace}
BUILD=${BUILD:-build}
TIMEOUT=${SCTRACE_TEST_TIMEOUT:-120}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 SCTRACE_QUIET=1
. "$(dirname "$0")/lib.sh"
src=$(cd "$(dirname "$0")/../examples" && pwd)

case $("$SCTRACE" --version) in
*"site resolution: libdw"*) ;;
*)
    echo "ok sites-skipped (this sctrace was built without libdw: $("$SCTRACE" --version | tail -n 1))"
    exit 0
    ;;
esac
if [ -n "${SITES_MPI:-}" ]; then # mpich or openmpi, else MPICH where built
    mpi=$SITES_MPI
elif [ -x "$BUILD/mpich/examples/ring" ]; then
    mpi=mpich
elif [ -x "$BUILD/openmpi/examples/ring" ]; then
    mpi=openmpi
else
    echo "ok sites-skipped (no example built under $BUILD/mpich or $BUILD/openmpi)"
    exit 0
fi

# trace NAME [PROGRAM [PRELOAD]]: 2 ranks of PROGRAM (the example NAME),
# with LD_PRELOAD=PRELOAD when given, writing $dir/NAME.sct
trace() {
    out=$dir/$1.sct
    prog=${2:-$BUILD/$mpi/examples/$1}
    pre=${3:-}
    if [ $mpi = openmpi ]; then
        SCTRACE_OUT=$out timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np 2 -x SCTRACE_OUT -x SCTRACE_QUIET \
            ${pre:+-x LD_PRELOAD="$pre"} "$prog" >"$dir/out" 2>&1
    else
        SCTRACE_OUT=$out timeout "$TIMEOUT" mpirun.mpich -np 2 ${pre:+-genv LD_PRELOAD "$pre"} "$prog" >"$dir/out" 2>&1
    fi
}

# The call site column of stats' per-site table, one site per line.
sites_of() {
    "$SCTRACE" "$@" | awk '/call site$/ { on = 1; next } on && NF == 0 { exit }
        on { s = $10; for (i = 11; i <= NF; i++) s = s " " $i; print s }'
}

# check_frame FRAME WANT: "function (file:line)" where file is in examples/
# and its line contains WANT (an extended regex); prints why not.
check_frame() {
    f=${1##*(}
    f=${f%)}
    file=${f%:*}
    line=${f##*:}
    case $1 in *" ("*":"*")") ;; *) echo "not function (file:line): '$1'" && return 1 ;; esac
    [ -f "$src/$file" ] || { echo "$file is not a source of examples/" && return 1; }
    text=$(sed -n "${line}p" "$src/$file")
    echo "$text" | grep -Eq "$2" || { echo "$file:$line is '$text', without $2" && return 1; }
}

# check_site SITE: each frame, innermost first, at a line holding the call
# of the frame inside it.
check_site() {
    want='MPI_|sctrace_'
    rest=$1
    while [ -n "$rest" ]; do
        frame=${rest%% < *}
        [ "$frame" = "$rest" ] && rest= || rest=${rest#* < }
        check_frame "$frame" "$want" || return 1
        want="${frame%% (*}\\("
    done
}

# check_sites NAME FILE MIN WHAT: every site of FILE (one per line) passes
# check_site and there are at least MIN of them.
check_sites() {
    n=$(wc -l <"$2")
    why=
    while IFS= read -r s; do
        w=$(check_site "$s") || why="$why; $s: $w"
    done <"$2"
    if [ "$n" -lt "$3" ]; then
        fail "$1" "only $n call sites $4"
    elif [ -n "$why" ]; then
        fail "$1" "${why#; }"
    else
        ok "$1 ($n call sites at their source lines)"
    fi
}

for ex in stencil2d ring stencil3d pop master_worker pingpong; do
    name="sites-$ex [$mpi np=2]"
    if ! trace $ex; then
        fail "$name" "run failed: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
        continue
    fi
    sites_of stats "$dir/$ex.sct" >"$dir/sites" 2>"$dir/err"
    check_sites "$name" "$dir/sites" 3 "in the stats: $(cat "$dir/err")"
done

# tree --sites and events --sites name the same sites, after "  @ ".
for verb in "tree" "events --rank 1"; do
    name="sites-${verb%% *} [$mpi]"
    "$SCTRACE" $verb --sites "$dir/stencil2d.sct" | grep '  @ ' | sed 's/.*  @ //; s/  ranks=<.*//' | sort -u >"$dir/vs"
    check_sites "$name" "$dir/vs" 10 "after '@'"
done

# A stripped copy of ring whose DWARF is in a separate file named by its
# .gnu_debuglink resolves; once the copy is newer than the trace (rebuilt),
# it is refused with a note and the sites stay ring+0xOFFSET.
name="sites-debuglink [$mpi]"
mkdir "$dir/strip" && cp "$BUILD/$mpi/examples/ring" "$dir/strip/ring" && cd "$dir/strip" &&
    objcopy --only-keep-debug ring ring.debug && objcopy --strip-debug --strip-unneeded ring &&
    objcopy --add-gnu-debuglink=ring.debug ring && cd - >/dev/null || fail "$name" "objcopy failed"
if readelf -S "$dir/strip/ring" | grep -q debug_info; then
    fail "$name" "the stripped copy still has .debug_info"
elif ! trace stripped "$dir/strip/ring"; then
    fail "$name" "run failed: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
else
    sites_of stats "$dir/stripped.sct" >"$dir/sites"
    check_sites "$name" "$dir/sites" 3 "from the stripped ring"
fi
name="sites-rebuilt-refused [$mpi]"
touch -d '+1 hour' "$dir/strip/ring"
sites_of stats "$dir/stripped.sct" >"$dir/sites" 2>"$dir/err"
if grep -q "changed after the trace was taken" "$dir/err" && ! grep -qv '^ring+0x[0-9a-f]*$' "$dir/sites"; then
    ok "$name"
else
    fail "$name" "expected a note and ring+0xOFFSET sites, got: $(head -n 2 "$dir/err" "$dir/sites" | tr '\n' '|')"
fi

# C++: a member of a class template in a namespace, inlined into main, is
# named demangled at its line, then main at the line that calls it.
name="sites-c++ [$mpi]"
cat >"$dir/cx.cpp" <<'CXX'
#include <mpi.h>
namespace halo {
template <typename T> struct grid {
    static void sync(T x) {
        T y;
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
};
} // namespace halo
int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    halo::grid<double>::sync(1.0);
    MPI_Finalize();
    return 0;
}
CXX
want='halo::grid<double>::sync(double) (cx.cpp:6) < main (cx.cpp:12)'
if ! command -v mpicxx.$mpi >/dev/null || [ ! -f "$BUILD/$mpi/libsctrace.so" ]; then
    ok "$name skipped (no mpicxx.$mpi or $BUILD/$mpi/libsctrace.so)"
elif ! mpicxx.$mpi -O2 -g -o "$dir/cx" "$dir/cx.cpp" >"$dir/out" 2>&1; then
    fail "$name" "mpicxx.$mpi failed: $(head -n 2 "$dir/out" | tr '\n' ' ')"
elif ! trace cx "$dir/cx" "$(cd "$BUILD/$mpi" && pwd)/libsctrace.so"; then
    fail "$name" "run failed: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
else
    if sites_of stats "$dir/cx.sct" | grep -qxF "$want"; then
        ok "$name"
    else
        fail "$name" "no site '$want' in: $(sites_of stats "$dir/cx.sct" | tr '\n' '|')"
    fi
fi

name="sites-no-resolve [$mpi]"
sites_of --no-resolve stats "$dir/ring.sct" >"$dir/raw"
if [ -s "$dir/raw" ] && ! grep -qv '^ring+0x[0-9a-f]*$' "$dir/raw"; then
    ok "$name"
else
    fail "$name" "expected ring+0xOFFSET sites, got: $(head -n 3 "$dir/raw" | tr '\n' '|')"
fi
exit $status
