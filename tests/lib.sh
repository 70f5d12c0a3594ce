# Shared by the shell tests (sourced): a scratch directory removed on exit,
# and the "ok NAME" / "FAIL NAME: why" lines that tests/run.sh counts.
# After sourcing: $dir, $status (1 once anything failed), ok, fail, check,
# mpi_launch (needs $mpi, $np and $TIMEOUT).
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
ok() { echo "ok $1"; }
fail() { echo "FAIL $1: $2"; status=1; }
# mpi_launch OUT PRELOAD PROGRAM ARGS...: $np ranks of $mpi (Open MPI
# oversubscribed) under $TIMEOUT, output in OUT; LD_PRELOAD=PRELOAD when not
# empty, and under Open MPI every SCTRACE_* variable exported here and
# ASAN_OPTIONS passed on with -x (MPICH's mpirun passes the environment)
mpi_launch() {
    o=$1 pre=$2
    shift 2
    if [ "$mpi" = openmpi ]; then
        # shellcheck disable=SC2046
        set -- $(env | sed -n 's/^\(SCTRACE_[A-Z0-9_]*\)=.*/-x \1/p') ${ASAN_OPTIONS:+-x ASAN_OPTIONS} \
            ${pre:+-x LD_PRELOAD="$pre"} "$@"
        timeout "$TIMEOUT" mpirun.openmpi --oversubscribe -np "$np" "$@" >"$o" 2>&1
    else
        timeout "$TIMEOUT" mpirun.mpich -np "$np" ${pre:+-genv LD_PRELOAD "$pre"} "$@" >"$o" 2>&1
    fi
}
check() { # check NAME CONDITION-COMMAND...
    name=$1
    shift
    if "$@"; then ok "$name"; else fail "$name" "$*"; fi
}
# listed UNLISTED-FILE LIST-FILE: sets $unlisted (the names of the first file
# no pattern of the second matches) and $stale (the patterns that match none)
listed() {
    unlisted="" stale=""
    while read -r f; do
        hit=""
        while read -r p; do
            case $f in $p) hit=1 ;; esac
        done <"$2"
        [ -n "$hit" ] || unlisted="$unlisted $f"
    done <"$1"
    while read -r p; do
        grep -q "^$(echo "$p" | sed 's/\*/.*/g')\$" "$1" || stale="$stale $p"
    done <"$2"
}
