#!/bin/sh
# make install / uninstall into a temporary prefix, then an example built
# against the installed headers with pkg-config, run and read back with the
# installed sctrace. Usage: tests/install.sh (from the top of the tree, after make)
# Prints "ok NAME" or "FAIL NAME: why" per case (tests/run.sh counts them).
BUILD=${BUILD:-build}
. "$(dirname "$0")/lib.sh"
p=$dir/prefix
mpis=""
for m in mpich openmpi; do command -v "mpicc.$m" >/dev/null 2>&1 && mpis="$mpis $m"; done

make --no-print-directory install PREFIX="$p" BUILD="$BUILD" >"$dir/install.log" 2>&1 ||
    fail install "make install failed: $(tail -n 3 "$dir/install.log")"
check install-sctrace test -x "$p/bin/sctrace"
check install-headers test -f "$p/include/sctrace/sctrace.h" -a -f "$p/include/sctrace/sctrace_mpi.h" \
    -a -f "$p/include/sctrace/sctrace_replay.h"
check install-docs test -f "$p/share/doc/sctrace/README.md" -a -f "$p/share/doc/sctrace/docs/tracing.md" \
    -a -f "$p/share/doc/sctrace/bench/RESULTS.md"
for m in $mpis; do
    check "install-shim-$m" test -f "$p/lib/sctrace/$m/libsctrace.so"
    check "install-replay-$m" test -x "$p/bin/sctrace-replay.$m"
done
"$p/bin/sctrace" --version >"$dir/ver" 2>&1
check installed-sctrace-runs grep -q '^sctrace [0-9]' "$dir/ver"

export PKG_CONFIG_PATH="$p/lib/pkgconfig"
# pkg-config ends its output with a space: echo trims it
cflags=$(echo $(pkg-config --cflags sctrace))
libs=$(echo $(pkg-config --libs sctrace))
check pkgconfig-cflags test "$cflags" = "-I$p/include/sctrace"
check pkgconfig-libs test "$libs" = "-lzstd -ldl -lpthread -lm"
check pkgconfig-version test "$(pkg-config --modversion sctrace)" = "$("$p/bin/sctrace" --version | head -n 1 | cut -d' ' -f2)"

# an example and the replay's source, compiled in a directory of their own so
# that only the installed headers can be found
mkdir -p "$dir/src"
cp examples/ring.c examples/example.h tools/sctrace_replay.c "$dir/src/"
for m in $mpis; do
    # shellcheck disable=SC2086 # cflags and libs are word lists
    if mpicc.$m -std=gnu99 -O1 $cflags -o "$dir/ring-$m" "$dir/src/ring.c" $libs 2>"$dir/cc-$m"; then
        ok "build-example-$m"
    else
        fail "build-example-$m" "$(head -n 3 "$dir/cc-$m")"
    fi
    # shellcheck disable=SC2086
    mpicc.$m -std=gnu99 -O1 -fsyntax-only $cflags "$dir/src/sctrace_replay.c" 2>"$dir/ccr-$m" &&
        ok "build-replay-header-$m" || fail "build-replay-header-$m" "$(head -n 3 "$dir/ccr-$m")"
done
# run the MPICH build at 2 ranks (Open MPI only when MPICH is missing)
m=$(echo $mpis | cut -d' ' -f1)
if [ -n "$m" ] && [ -x "$dir/ring-$m" ]; then
    if [ "$m" = openmpi ]; then
        run="mpirun.openmpi --oversubscribe -np 2"
        export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
    else run="mpiexec.mpich -np 2"; fi
    SCTRACE_OUT="$dir/ring.sct" SCTRACE_QUIET=1 timeout 120 $run "$dir/ring-$m" --iters 5 >"$dir/run" 2>&1
    "$p/bin/sctrace" info "$dir/ring.sct" >"$dir/info" 2>&1
    check installed-example-traced grep -q '^ranks=2$' "$dir/info"
fi

# the installed sctrace run finds the installed shim
for m in $mpis; do
    [ $m = mpich ] && l=mpiexec.mpich || l=mpirun.openmpi
    "$p/bin/sctrace" run --dry-run -- $l -np 1 "$BUILD/$m/examples-plain/ring" >/dev/null 2>"$dir/run-$m.err"
    check "installed-run-finds-shim-$m" grep -q "shim $(realpath "$p")/lib/sctrace/$m/libsctrace.so\$" "$dir/run-$m.err"
done

# DESTDIR stages the files; the .pc file names the final prefix
make --no-print-directory install PREFIX=/opt/sct DESTDIR="$dir/stage" BUILD="$BUILD" >"$dir/stage.log" 2>&1
check destdir-staged test -x "$dir/stage/opt/sct/bin/sctrace"
check destdir-pc-prefix grep -q '^prefix=/opt/sct$' "$dir/stage/opt/sct/lib/pkgconfig/sctrace.pc"

make --no-print-directory uninstall PREFIX="$p" BUILD="$BUILD" >"$dir/uninstall.log" 2>&1
check uninstall-removes-all test -z "$(find "$p" -type f)"
exit $status
