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
        SCTRACE_OUT=$out timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np 2 -x SCTRACE_OUT -x SCTRACE_QUIET ${SCTRACE_STACK_DEPTH:+-x SCTRACE_STACK_DEPTH} \
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

# SCTRACE_STACK_DEPTH=2: each site is a chain "main (ring.c:N) < caller"
# whose innermost frame holds the MPI call; the Chrome export (args.site),
# the OTF2 archive's definitions (region names) and the proxy app's comments
# show the same names.
name="sites-chain-exports [$mpi]"
export SCTRACE_STACK_DEPTH=2
trace chain "$BUILD/$mpi/examples/ring"
rc=$?
unset SCTRACE_STACK_DEPTH
if [ $rc != 0 ]; then
    fail "$name" "run failed: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
else
    sites_of stats "$dir/chain.sct" >"$dir/chain"
    first=$(grep -m1 '^main (ring\.c:[0-9]*) < ' "$dir/chain")
    why=
    [ -n "$first" ] || why="no chain 'main (ring.c:N) < ...' in: $(head -n 3 "$dir/chain" | tr '\n' '|')"
    while [ -z "$why" ] && IFS= read -r s; do # the innermost frame holds the MPI call
        w=$(check_frame "${s%% < *}" 'MPI_|sctrace_') || why="$s: $w"
    done <"$dir/chain"
    if [ -z "$why" ]; then
        "$SCTRACE" export --chrome "$dir/chain.sct" >"$dir/c.json" 2>"$dir/err" || why="export --chrome failed"
        grep -qF "\"site\":\"$first\"" "$dir/c.json" || why="${why:-the Chrome export has no site '$first'}"
    fi
    if [ -z "$why" ] && command -v otf2-print >/dev/null; then
        if ! "$SCTRACE" export --otf2 "$dir/o" "$dir/chain.sct" >/dev/null 2>"$dir/err"; then
            grep -q 'without the OTF2 library' "$dir/err" || why="export --otf2 failed: $(cat "$dir/err")"
        elif ! otf2-print -G "$dir/o/traces.otf2" 2>/dev/null | grep -qF "\"$first\""; then
            why="the OTF2 definitions have no '$first'"
        fi
    fi
    if [ -z "$why" ]; then
        "$SCTRACE" proxy "$dir/chain.sct" -o "$dir/p.c" 2>"$dir/err" || why="proxy failed: $(cat "$dir/err")"
        grep -qF "at $first */" "$dir/p.c" || why="${why:-the proxy has no comment 'at $first */'}"
    fi
    if [ -z "$why" ]; then ok "$name ($(wc -l <"$dir/chain") chains)"; else fail "$name" "$why"; fi
fi

# A stripped copy of ring whose DWARF is in a separate file named by its
# .gnu_debuglink resolves.
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
# build_id FILE: the hex of FILE's GNU build-id note ("" when it has none)
build_id() {
    readelf -n "$1" 2>/dev/null | awk '/Build ID:/ { print $3; exit }'
}

# The trace records each module of its sites with the module's build-id.
name="sites-modules [$mpi]"
id=$(build_id "$dir/strip/ring")
"$SCTRACE" info "$dir/stripped.sct" >"$dir/info" 2>&1
if [ -n "$id" ] && grep -qx "module=$dir/strip/ring build_id=$id base=0x[0-9a-f]*" "$dir/info"; then
    ok "$name"
else
    fail "$name" "no module=$dir/strip/ring build_id=$id in: $(grep module= "$dir/info" | tr '\n' '|')"
fi

# A rebuilt ring (the same code, another build-id; older than the trace, so
# that no time check could catch it) is refused with a note naming both ids.
name="sites-rebuilt-refused [$mpi]"
cp -p "$dir/strip/ring" "$dir/strip/ring.orig"
python3 - "$dir/strip/ring" "$id" <<'PY'
import sys
path, old = sys.argv[1], bytes.fromhex(sys.argv[2])
data = open(path, "rb").read()
assert data.count(old) == 1, "the build-id is not once in the file"
open(path, "wb").write(data.replace(old, bytes(b ^ 0x5a for b in old)))
PY
new=$(build_id "$dir/strip/ring")
touch -d '-1 day' "$dir/strip/ring"
sites_of stats "$dir/stripped.sct" >"$dir/sites" 2>"$dir/err"
if [ -n "$new" ] && [ "$new" != "$id" ] && grep -q "has build-id $new, the trace recorded $id (rebuilt?)" "$dir/err" &&
    [ -s "$dir/sites" ] && ! grep -qv '^ring+0x[0-9a-f]*$' "$dir/sites"; then
    ok "$name"
else
    fail "$name" "expected a note naming $new and $id, and ring+0xOFFSET sites; got: $(head -n 2 "$dir/err" "$dir/sites" | tr '\n' '|')"
fi

# The same build copied without its time (newer than the trace) is used.
name="sites-same-build-newer [$mpi]"
cp "$dir/strip/ring.orig" "$dir/strip/ring"
sites_of stats "$dir/stripped.sct" >"$dir/sites" 2>"$dir/err"
if [ -s "$dir/err" ]; then
    fail "$name" "a note: $(head -n 1 "$dir/err")"
else
    check_sites "$name" "$dir/sites" 3 "from a copy of the same build"
fi

# Another machine: the binary is not there, only its debug file in a
# .build-id tree (the /usr/lib/debug layout) that --debug-dir names; then
# the binary is back without its .gnu_debuglink file beside it, and libdwfl
# finds the debug file in the same tree.
mkdir -p "$dir/dbg/.build-id/$(echo "$id" | cut -c1-2)"
mv "$dir/strip/ring.debug" "$dir/dbg/.build-id/$(echo "$id" | cut -c1-2)/$(echo "$id" | cut -c3-).debug"
mv "$dir/strip/ring" "$dir/strip/ring.away"
name="sites-build-id-dir [$mpi]"
sites_of --debug-dir="$dir/dbg" stats "$dir/stripped.sct" >"$dir/sites" 2>"$dir/err"
check_sites "$name" "$dir/sites" 3 "from the debug file alone: $(cat "$dir/err")"
name="sites-build-id-dir-stripped [$mpi]"
mv "$dir/strip/ring.away" "$dir/strip/ring"
sites_of stats "$dir/stripped.sct" >"$dir/nodbg"
sites_of stats --debug-dir "$dir/dbg" "$dir/stripped.sct" >"$dir/sites" 2>"$dir/err"
if grep -q 'ring\.c:' "$dir/nodbg"; then
    fail "$name" "resolved without the debug file: $(head -n 1 "$dir/nodbg")"
else
    check_sites "$name" "$dir/sites" 3 "from the stripped ring and the .build-id tree: $(cat "$dir/err")"
fi

# A binary without a build-id note: the trace says build_id=none, and the
# time check remains (a file newer than the trace was rebuilt, maybe).
name="sites-no-build-id [$mpi]"
mkdir "$dir/nobid"
if ! mpicc.$mpi -std=gnu99 -I"$src/.." -O2 -g -Wl,--build-id=none -o "$dir/nobid/ring" "$src/ring.c" \
    -lzstd -ldl -lpthread -lm >"$dir/out" 2>&1; then
    fail "$name" "mpicc.$mpi failed: $(head -n 2 "$dir/out" | tr '\n' ' ')"
elif [ -n "$(build_id "$dir/nobid/ring")" ]; then
    fail "$name" "-Wl,--build-id=none left a build-id"
elif ! trace nobid "$dir/nobid/ring"; then
    fail "$name" "run failed: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
else
    "$SCTRACE" info "$dir/nobid.sct" | grep -x "module=$dir/nobid/ring build_id=none base=0x[0-9a-f]*" >"$dir/m"
    sites_of stats "$dir/nobid.sct" >"$dir/sites" 2>"$dir/err"
    touch -d '+1 hour' "$dir/nobid/ring"
    sites_of stats "$dir/nobid.sct" >"$dir/stale" 2>"$dir/err2"
    if [ ! -s "$dir/m" ]; then
        fail "$name" "info has no module=$dir/nobid/ring build_id=none"
    elif ! grep -q 'ring\.c:' "$dir/sites"; then
        fail "$name" "not resolved before the touch: $(head -n 2 "$dir/err" "$dir/sites" | tr '\n' '|')"
    elif ! grep -q "changed after the trace was taken" "$dir/err2" || grep -qv '^ring+0x[0-9a-f]*$' "$dir/stale"; then
        fail "$name" "newer than the trace: expected a note and ring+0xOFFSET, got $(head -n 2 "$dir/err2" "$dir/stale" | tr '\n' '|')"
    else
        ok "$name"
    fi
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

# Fortran: halo.f90 (use mpi), traced through LD_PRELOAD; every site is a
# line of halo.f90 that holds its MPI call (the Fortran wrappers' return
# address is the caller's). Under Open MPI, gfortran's line table puts the
# calls that Open MPI's `use mpi` declares with explicit interfaces
# (MPI_Init, MPI_Type_commit, ...) at the `program` line (addr2line says the
# same), so the check holds as written where the suite runs it, MPICH.
name="sites-fortran [$mpi]"
lib=$(cd "$BUILD/$mpi" 2>/dev/null && pwd)/libsctrace.so
if [ ! -x "$BUILD/$mpi/examples-fortran/halo" ] || [ ! -f "$lib" ]; then
    ok "$name skipped (no $BUILD/$mpi/examples-fortran/halo or libsctrace.so)"
elif ! trace fhalo "$BUILD/$mpi/examples-fortran/halo" "$lib"; then
    fail "$name" "run failed: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
else
    sites_of stats "$dir/fhalo.sct" >"$dir/sites" 2>"$dir/err"
    check_sites "$name" "$dir/sites" 8 "from halo.f90: $(cat "$dir/err")"
fi

# A shared library and a non-PIE executable: lib_sync() in libsync.so makes
# an MPI_Barrier; main, linked -no-pie, makes an MPI_Allreduce and calls it.
# Both sites are named at their lines (their modules: the library, the
# executable at its fixed address).
name="sites-shared-lib-no-pie [$mpi]"
mkdir "$dir/so"
printf '#include <mpi.h>\nvoid lib_sync(void);\nvoid lib_sync(void) {\n    MPI_Barrier(MPI_COMM_WORLD);\n}\n' >"$dir/so/libsync.c"
printf '#include <mpi.h>\nvoid lib_sync(void);\nint main(int argc, char **argv) {\n    int x = 1, y;\n    MPI_Init(&argc, &argv);\n    MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);\n    lib_sync();\n    MPI_Finalize();\n    return 0;\n}\n' >"$dir/so/main.c"
if ! (cd "$dir/so" && mpicc.$mpi -O1 -g -fPIC -shared -o libsync.so libsync.c &&
    mpicc.$mpi -O1 -g -no-pie -o main main.c -L. -lsync -Wl,-rpath,"$dir/so") >"$dir/out" 2>&1; then
    fail "$name" "mpicc.$mpi failed: $(head -n 2 "$dir/out" | tr '\n' ' ')"
elif ! trace so "$dir/so/main" "$lib"; then
    fail "$name" "run failed: $(tail -n 2 "$dir/out" | tr '\n' ' ')"
else
    sites_of stats "$dir/so.sct" >"$dir/sites" 2>"$dir/err"
    if grep -qx 'lib_sync (libsync.c:4)' "$dir/sites" && grep -qx 'main (main.c:6)' "$dir/sites"; then
        ok "$name"
    else
        fail "$name" "expected lib_sync (libsync.c:4) and main (main.c:6) in: $(tr '\n' '|' <"$dir/sites") $(head -c 200 "$dir/err")"
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
