#!/bin/sh
# Install what sctrace needs to build and test, when it is missing.
# As root on Debian/Ubuntu it runs apt-get; elsewhere it says what to install.
set -e
need=""
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for p in libzstd-dev zstd mpich libmpich-dev openmpi-bin libopenmpi-dev python3 gcc; do
    if command -v dpkg-query >/dev/null 2>&1; then
        have_pkg "$p" || need="$need $p"
    fi
done
if ! command -v dpkg-query >/dev/null 2>&1; then
    [ -f /usr/include/zstd.h ] || echo "sctrace: please install the zstd development package (zstd.h, libzstd)" >&2
    command -v mpicc.mpich >/dev/null 2>&1 || command -v mpicc.openmpi >/dev/null 2>&1 ||
        echo "sctrace: no MPICH or Open MPI found; MPI parts will be skipped" >&2
    exit 0
fi
[ -z "$need" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "sctrace: installing$need" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends $need >/dev/null
else
    echo "sctrace: missing packages:$need" >&2
    echo "sctrace: install them with: sudo apt-get install$need" >&2
    exit 1
fi
