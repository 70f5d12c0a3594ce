# Shared by the shell tests (sourced): a scratch directory removed on exit,
# and the "ok NAME" / "FAIL NAME: why" lines that tests/run.sh counts.
# After sourcing: $dir, $status (1 once anything failed), ok, fail, check.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
ok() { echo "ok $1"; }
fail() { echo "FAIL $1: $2"; status=1; }
check() { # check NAME CONDITION-COMMAND...
    name=$1
    shift
    if "$@"; then ok "$name"; else fail "$name" "$*"; fi
}
