#!/bin/sh
# Tests of the analysis verbs (stats, matrix, export --chrome, diff).
# Usage: sh tests/analysis.sh [path/to/sctrace]     (BUILD=build by default)
# Prints "ok NAME" or "FAIL NAME: why" per case; exit status 1 on a failure.
#
# Stats, matrix and Chrome export are checked against an independent count
# (tests/analysis/check.py): the raw verify logs of real runs of every example
# at 4 ranks (Open MPI, else MPICH; both merge modes), and `sctrace events` of
# every rank of merged traces of simulated ranks. The SVG heatmap must be
# valid XML and render in headless Chromium. Large merged traces (16,384
# simulated ranks) must be analysed in seconds.
BUILD=${BUILD:-build}
SCTRACE=${1:-$BUILD/sctrace}
. "$(dirname "$0")/lib.sh"

OPTABLE=$BUILD/tests/analysis/optable
mkdir -p "$(dirname "$OPTABLE")"
${CC:-cc} -std=gnu99 -O1 -Wall -Wextra -Wpedantic -Werror -o "$OPTABLE" tests/analysis/optable.c -lzstd -lm ||
    fail build-optable "cannot compile tests/analysis/optable.c"

# analyse NAME TRACE SOURCE: run the verbs on TRACE, compare with SOURCE
# (raw:TRACE or events:DIR, see check.py); each check is prefixed with NAME.
analyse() {
    name=$1 f=$2 src=$3
    for step in "stats --json:stats.json" "matrix --csv:csv" "export --chrome:json" "matrix --svg:svg"; do
        if ! "$SCTRACE" ${step%:*} "$f" >"$f.${step#*:}" 2>"$f.err"; then
            fail "$name-${step%% *}" "$(cat "$f.err")"
            return
        fi
    done
    "$OPTABLE" "$f" >"$f.ops" 2>"$f.err" || { fail "$name-optable" "$(cat "$f.err")"; return; }
    python3 tests/analysis/check.py "$f.ops" "$src" "$f.stats.json" "$f.csv" "$f.json" "$f.svg" \
        >"$f.check" 2>&1 || grep -q '^FAIL' "$f.check" || echo "FAIL check.py: $(tail -1 "$f.check")" >>"$f.check"
    grep '^ok \|^FAIL ' "$f.check" | sed "s/^\(ok\|FAIL\) /\1 $name-/"
    grep -q '^FAIL' "$f.check" && status=1
    python3 -m json.tool "$f.json" >/dev/null 2>&1 || fail "$name-json-tool" "python3 -m json.tool rejects it"
}

# ---- real MPI runs, 4 ranks, against the raw verify logs ----------------------
if command -v mpirun.openmpi >/dev/null 2>&1 && [ -x "$BUILD/openmpi/examples/stencil2d" ]; then
    MPI=openmpi
    RUN="mpirun.openmpi --oversubscribe -np 4"
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl_vader_single_copy_mechanism=none
elif command -v mpirun.mpich >/dev/null 2>&1 && [ -x "$BUILD/mpich/examples/stencil2d" ]; then
    MPI=mpich
    RUN="mpirun.mpich -np 4"
else
    MPI=
fi
run_example() { # run_example EXAMPLE TRACE MERGE-MODE
    SCTRACE_OUT=$2 SCTRACE_VERIFY=1 SCTRACE_QUIET=1 SCTRACE_MERGE=$3 \
        timeout 300 $RUN "$BUILD/$MPI/examples/$1" >"$2.out" 2>&1
}
if [ -z "$MPI" ]; then
    fail mpi-examples "no built examples: run 'make examples-all' (needs mpicc.openmpi or mpicc.mpich)"
else
    for ex in stencil2d stencil3d ring pop master_worker pingpong; do
        f=$dir/$ex.sct
        if run_example "$ex" "$f" gather; then
            analyse "$MPI-$ex" "$f" "raw:$f"
        else
            fail "$MPI-$ex-run" "$(tail -3 "$f.out")"
        fi
    done
    # merged at finalize: one trace of all ranks
    for ex in stencil2d stencil3d ring pop master_worker pingpong; do
        f=$dir/tree-$ex.sct
        if run_example "$ex" "$f" tree && "$SCTRACE" verify "$f" >/dev/null 2>&1; then
            analyse "$MPI-tree-$ex" "$f" "raw:$f"
        else
            fail "$MPI-tree-$ex-run" "the run or its verification failed"
        fi
    done

    # diff: a trace equals itself and a second run; another program differs
    f=$dir/stencil2d.sct
    "$SCTRACE" diff "$f" "$f" >"$dir/d1" 2>&1
    check diff-self grep -q '^equivalent: 4 ranks' "$dir/d1"
    if run_example stencil2d "$dir/again.sct" gather; then
        "$SCTRACE" diff "$f" "$dir/again.sct" >"$dir/d2" 2>&1
        check diff-second-run grep -q '^equivalent' "$dir/d2"
    fi
    "$SCTRACE" diff "$f" "$dir/ring.sct" >"$dir/d3" 2>&1
    check diff-other-status test $? -eq 1
    check diff-other-first grep -q '^different: rank 0: .*call sites differ\|^different: rank 0: event 0' "$dir/d3"
    "$SCTRACE" diff --ignore-sites "$f" "$dir/ring.sct" >"$dir/d4" 2>&1
    check diff-ignore-sites grep -q 'rank 0: event 3: A MPI_Dims_create.* B MPI_Sendrecv' "$dir/d4"
    "$SCTRACE" stats "$f" >"$dir/st" 2>&1
    check stats-text grep -q 'per rank' "$dir/st"
    check stats-unmerged-exact sh -c "! grep -q estimated '$dir/st'"
    "$SCTRACE" stats --csv --sort calls "$f" >"$dir/st.csv" 2>&1
    check stats-csv-header grep -q '^kind,op,site,rank,calls,bytes,time_ns' "$dir/st.csv"
    check stats-csv-sorted test "$(sed -n 2p "$dir/st.csv" | cut -d, -f2)" = MPI_Isend -o \
        "$(sed -n 2p "$dir/st.csv" | cut -d, -f2)" = MPI_Irecv
    "$SCTRACE" stats --rank 2 --json "$f" >"$dir/st2.json" 2>&1
    check stats-rank python3 -c "import json,sys; d=json.load(open(sys.argv[1])); \
assert [r['rank'] for r in d['per_rank']] == [2] and d['totals']['calls'] == d['per_rank'][0]['calls']" "$dir/st2.json"
    "$SCTRACE" export --chrome "$f" --ranks 1-2 --from 0 --to 1000000000000 >"$dir/cut.json" 2>&1
    check export-ranks python3 -c "import json,sys; d=json.load(open(sys.argv[1])); \
assert {e['tid'] for e in d['traceEvents'] if e['ph'] == 'X'} == {1, 2}" "$dir/cut.json"
fi

# ---- merged traces of simulated ranks, against `sctrace events` ---------------
MERGE=$BUILD/bench/merge_sim
for spec in "stencil2d 36 25 hist" "stencil3d 27 12 exact" "pop 16 6 off" "master 7 3 hist"; do
    set -- $spec
    f=$dir/sim-$1.sct
    mkdir -p "$dir/ev-$1"
    if "$MERGE" --pattern "$1" --ranks "$2" --iters "$3" --timing "$4" --out "$f" >"$f.out" 2>&1; then
        r=0
        while [ $r -lt "$2" ]; do
            "$SCTRACE" events "$f" --rank $r >"$dir/ev-$1/$r.txt"
            r=$((r + 1))
        done
        analyse "sim-$1-$4" "$f" "events:$dir/ev-$1"
    else
        fail "sim-$1" "merge_sim failed: $(tail -1 "$f.out")"
    fi
done
"$SCTRACE" stats "$dir/sim-stencil3d.sct" >"$dir/st3" 2>&1
check stats-exact-timing grep -q 'timing exact' "$dir/st3"
"$SCTRACE" stats "$dir/sim-stencil2d.sct" >"$dir/st4" 2>&1
check stats-merged-estimated grep -q 'per-rank MPI times$' "$dir/st4"
"$SCTRACE" export --chrome "$dir/sim-pop.sct" >"$dir/off.json" 2>&1
check export-no-timing grep -q '"timing":"none' "$dir/off.json"
"$SCTRACE" matrix --collectives "$dir/sim-stencil2d.sct" >"$dir/mc" 2>&1
check matrix-collectives grep -q 'point-to-point and collectives' "$dir/mc"
"$MERGE" --pattern pop --ranks 16 --iters 4 --precision 0 --out "$dir/p0.sct" >/dev/null 2>&1
"$SCTRACE" matrix "$dir/p0.sct" >"$dir/mp0" 2>&1
check matrix-precision-note grep -q 'the matrix is approximate' "$dir/mp0"
# workers of one master, all sending 16-byte results to rank 0: at precision 0
# their counts are drawn, yet every message keeps its size
"$MERGE" --pattern master --ranks 7 --iters 3 --precision 0 --out "$dir/m0.sct" >/dev/null 2>&1
"$SCTRACE" matrix --csv "$dir/m0.sct" >"$dir/m0.csv" 2>"$dir/err"
check matrix-precision-sizes awk -F, 'NR > 1 && $1 > 0 { n++; if ($2 != 0 || $3 != 16 * $4) bad++ }
    END { exit !(n == 6 && !bad) }' "$dir/m0.csv"
# a histogram holds the values of all the ranks that share it: stats and
# matrix count each rank's share (its calls at the histogram's mean), and a
# drawn peer past the last rank wraps around as in the replay, so the totals
# of a precision-0 trace stay those of the precision-100 trace of the same run
for pat in stencil2d stencil3d pop; do
    for p in 100 0; do
        "$MERGE" --pattern $pat --ranks 16 --iters 6 --precision $p --out "$dir/tot$p.sct" >/dev/null 2>&1
        "$SCTRACE" stats --json "$dir/tot$p.sct" >"$dir/tot$p.json" 2>"$dir/err"
        "$SCTRACE" matrix --csv "$dir/tot$p.sct" >"$dir/tot$p.csv" 2>"$dir/err"
    done
    check "precision0-totals-$pat" python3 -c "import json, sys
def tot(p):
    d = json.load(open(sys.argv[1] + p + '.json'))
    rows = [l.split(',') for l in open(sys.argv[1] + p + '.csv').readlines()[1:]]
    assert sum(r['bytes'] for r in d['per_rank']) == d['totals']['bytes']
    return d['totals']['bytes'], sum(float(r[2]) for r in rows), sum(float(r[3]) for r in rows)
a, b = tot('100'), tot('0')
assert all(abs(y - x) <= 0.02 * x for x, y in zip(a, b)), (a, b)" "$dir/tot"
done

# ---- scale: 16,384 simulated ranks ----------------------------------------------
big=$dir/big.sct
"$MERGE" --pattern stencil2d --ranks 16384 --iters 200 --no-verify --out "$big" >/dev/null 2>&1 ||
    fail scale-gen "merge_sim failed"
start=$(date +%s)
"$SCTRACE" stats --json "$big" >"$big.stats.json" 2>"$dir/err" || fail scale-stats "$(cat "$dir/err")"
"$SCTRACE" matrix --csv "$big" >"$big.csv" 2>"$dir/err" || fail scale-matrix "$(cat "$dir/err")"
"$SCTRACE" matrix --svg --collectives "$big" >"$big.svg" 2>"$dir/err" || fail scale-svg "$(cat "$dir/err")"
"$SCTRACE" diff "$big" "$big" >"$dir/bd" 2>&1
took=$(($(date +%s) - start))
check scale-seconds test "$took" -le 30
check scale-diff grep -q '^equivalent: 16384 ranks.*(9 classes' "$dir/bd"
events=$("$SCTRACE" info "$big" | sed -n 's/^events=//p')
check scale-stats-calls python3 -c "import json,sys; d=json.load(open(sys.argv[1])); \
assert d['totals']['calls'] == int(sys.argv[2]) and len(d['per_rank']) == 16384" "$big.stats.json" "$events"
check scale-matrix-bytes python3 -c "import json,sys; d=json.load(open(sys.argv[1])); \
isend = [o['bytes'] for o in d['ops'] if o['op'] == 'MPI_Isend'][0]; \
assert sum(int(l.split(',')[2]) for l in open(sys.argv[2]).readlines()[1:]) == isend" "$big.stats.json" "$big.csv"
check scale-svg-xml python3 -c "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])" "$big.svg"

# ---- stats --svg: a bar per op that has calls, a column per rank (or block) -------
for f in "$dir/tree-stencil2d.sct" "$big"; do
    [ -f "$f" ] || continue
    "$SCTRACE" stats --svg "$f" >"$f.stats.svg" 2>"$dir/err" || fail "stats-svg-$(basename "$f")" "$(cat "$dir/err")"
    "$SCTRACE" stats --json "$f" >"$f.bars.json" 2>/dev/null
    check "stats-svg-bars-$(basename "$f")" python3 -c "
import json, sys, xml.etree.ElementTree as E
d = json.load(open(sys.argv[2]))
ns = '{http://www.w3.org/2000/svg}'
titles = [r.find(ns + 'title').text for r in E.parse(sys.argv[1]).iter(ns + 'rect') if r.find(ns + 'title') is not None]
ops = [t for t in titles if t.startswith('MPI_') or t.startswith('sctrace_')]
cols = [t for t in titles if t.startswith('rank ')]
nops = sum(1 for o in d['ops'] if o['calls'])
want_cols = d['ranks'] if d['ranks'] <= 256 else (d['ranks'] + (d['ranks'] + 255) // 256 - 1) // ((d['ranks'] + 255) // 256)
assert len(ops) == min(nops, 24) and len(cols) == want_cols, (len(ops), nops, len(cols), want_cols)
assert all(o['op'] + ':' in ' '.join(ops) for o in d['ops'][:min(nops, 24)] if o['calls'])
" "$f.stats.svg" "$f.bars.json"
done

# ---- the heatmap in a real browser ------------------------------------------------
if ! command -v chromium >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    sh tools/install-deps.sh >/dev/null 2>&1
fi
if command -v chromium >/dev/null 2>&1; then
    for svg in "$dir/stencil2d.sct.svg" "$big.svg" "$dir/tree-stencil2d.sct.stats.svg" "$big.stats.svg"; do
        [ -f "$svg" ] || continue
        png=$svg.png
        timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
            --disable-component-update --disable-sync --no-first-run --user-data-dir="$(mktemp -d -p "$dir")" \
            --screenshot="$png" --window-size=920,800 "$svg" >"$dir/chromium.log" 2>&1
        check "chromium-render-$(basename "$svg")" python3 -c "import sys; d=open(sys.argv[1],'rb').read(); \
assert d[:8] == b'\x89PNG\r\n\x1a\n' and len(d) > 5000" "$png"
    done
elif command -v apt-get >/dev/null 2>&1; then
    fail chromium-render "chromium is not installed and tools/install-deps.sh could not install it"
else
    ok "chromium-render (skipped: no chromium and no apt-get to install it)"
fi

for v in stats matrix export diff; do
    "$SCTRACE" "$v" --help >"$dir/help" 2>&1
    check "help-$v" grep -q "^usage: sctrace $v" "$dir/help"
done
"$SCTRACE" matrix >/dev/null 2>&1
check usage-status test $? -eq 2
exit $status
