#!/bin/sh
# Install what sctrace needs to build and test, when it is missing.
# On Debian/Ubuntu it runs apt-get (as root, or through sudo); elsewhere it
# says what to install. Safe to run again: it does nothing when all is there.
set -e
pkgs="make gcc g++ gfortran clang libc6-dev libzstd-dev zstd python3 mpich libmpich-dev openmpi-bin libopenmpi-dev chromium hpcc pkg-config libopen-trace-format2-dev otf2-tools libdw-dev python3-mpi4py python3-numpy lammps quantum-espresso quantum-espresso-data"
if ! command -v dpkg-query >/dev/null 2>&1; then
    missing=""
    command -v make >/dev/null 2>&1 || missing="$missing make"
    command -v cc >/dev/null 2>&1 || missing="$missing a-C-compiler"
    [ -f /usr/include/zstd.h ] || missing="$missing zstd-development-files"
    command -v mpicc.mpich >/dev/null 2>&1 || command -v mpicc.openmpi >/dev/null 2>&1 ||
        echo "sctrace: no mpicc.mpich or mpicc.openmpi: the MPI parts will be skipped" >&2
    [ -z "$missing" ] || { echo "sctrace: please install:$missing" >&2; exit 1; }
    exit 0
fi
need=""
for p in $pkgs; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need="$need $p"
done
[ -z "$need" ] && exit 0
if [ "$(id -u)" = 0 ]; then
    sudo=""
elif command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
else
    echo "sctrace: missing packages:$need" >&2
    echo "sctrace: as root, run: apt-get install$need" >&2
    exit 1
fi
echo "sctrace: installing$need" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends $need >/dev/null
