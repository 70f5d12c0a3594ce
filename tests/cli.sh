#!/bin/sh
# End-to-end tests of the sctrace command on traces written by the
# compressor benchmark. Usage: tests/cli.sh [path/to/sctrace]
# Prints "ok NAME" or "FAIL NAME: why" per case (tests/run.sh counts them).
SCTRACE=${1:-build/sctrace}
BUILD=${BUILD:-build}
COMPRESS=$BUILD/bench/compress
. "$(dirname "$0")/lib.sh"

"$COMPRESS" --stream stencil --events 20000 --out "$dir/st.sct" >/dev/null || fail gen-stencil "compress failed"
"$COMPRESS" --stream pop --events 30000 --out "$dir/pop.sct" >/dev/null || fail gen-pop "compress failed"

"$SCTRACE" info "$dir/st.sct" >"$dir/info" 2>&1
check info-keys grep -q '^ranks=1$' "$dir/info"
check info-events grep -q '^events=20000$' "$dir/info"
check info-nodes grep -q '^nodes=8$' "$dir/info"
check info-bytes grep -q "^bytes=$(wc -c <"$dir/st.sct" | tr -d ' ')\$" "$dir/info"
check info-format grep -q '^format=9$' "$dir/info"
check info-timing-bins grep -q '^timing_bins=exact$' "$dir/info"

"$SCTRACE" tree "$dir/st.sct" >"$dir/tree" 2>&1
check tree-loop grep -q 'x \[' "$dir/tree"
check tree-pattern grep -q 'peer={-1,+1,-64,+64}' "$dir/tree"
"$SCTRACE" tree "$dir/pop.sct" --rank 0 >"$dir/tree2" 2>&1
check tree-varying-count grep -q '\[2[0-9]\.\.[34][0-9]\] x \[' "$dir/tree2"

"$SCTRACE" events "$dir/st.sct" --rank 0 >"$dir/events" 2>&1
check events-count test "$(wc -l <"$dir/events")" -eq 20000
check events-first grep -q '^0 MPI_Irecv peer=-1 bytes=8192 tag=7 comm=0 request=0 compute_ns=' "$dir/events"
check events-array grep -q 'MPI_Waitall requests=\[0,1,2,3,4,5,6,7\]' "$dir/events"
"$SCTRACE" events "$dir/st.sct" --rank 0 --limit 3 >"$dir/ev3"
check events-limit test "$(wc -l <"$dir/ev3")" -eq 3

for v in info tree events verify merge; do
    "$SCTRACE" "$v" --help >"$dir/help" 2>&1
    check "help-$v" grep -q "^usage: sctrace $v" "$dir/help"
done
"$SCTRACE" --help >"$dir/help" 2>&1
check help-top grep -q 'usage: sctrace VERB' "$dir/help"

# a merged trace of 16 simulated ranks: one structure, rank lists per entry
MERGE=$BUILD/bench/merge_sim
"$MERGE" --pattern stencil2d --ranks 16 --iters 20 --out "$dir/m16.sct" >"$dir/msim" 2>&1
check merge-sim-verified grep -q 'verified=yes' "$dir/msim"
"$SCTRACE" info "$dir/m16.sct" >"$dir/minfo" 2>&1
check merged-info-ranks grep -q '^ranks=16$' "$dir/minfo"
check merged-info-traces grep -q '^traces=1$' "$dir/minfo"
check merged-info-variants grep -q '^variants=[0-9]' "$dir/minfo"
check merged-info-merge-time grep -q '^merge_s=0\.' "$dir/minfo"
# at precision 0 the timing bins are stored on the relative grid and read back
"$MERGE" --pattern pop --ranks 9 --iters 20 --precision 0 --out "$dir/p9.sct" >"$dir/psim" 2>&1
check merge-sim-p0-decodes grep -q 'verified=decodes' "$dir/psim"
"$SCTRACE" info "$dir/p9.sct" >"$dir/pinfo" 2>&1
check p0-info-timing-bins sh -c "grep -q '^precision=0$' '$dir/pinfo' && grep -q '^timing_bins=grid$' '$dir/pinfo'"
"$SCTRACE" stats "$dir/p9.sct" >"$dir/pstats" 2>&1
check p0-stats-timing sh -c "test $? -eq 0 && grep -q '^MPI time ' '$dir/pstats'"
"$SCTRACE" tree "$dir/m16.sct" >"$dir/mtree" 2>&1
check merged-tree-ranks grep -q 'ranks=<0\.\.15>' "$dir/mtree"
check merged-tree-variants grep -q '@<' "$dir/mtree"
"$SCTRACE" tree "$dir/m16.sct" --rank 5 >"$dir/mtree5" 2>&1
check merged-tree-rank grep -q '^rank 5:' "$dir/mtree5"
"$SCTRACE" events "$dir/m16.sct" --rank 15 --limit 2 >"$dir/mev" 2>&1
check merged-events-rank grep -q '^0 MPI_Irecv peer=-4 ' "$dir/mev"

# usage errors exit 2, bad files exit 1 with a message naming the problem
"$SCTRACE" frobnicate >/dev/null 2>&1
check usage-unknown-verb test $? -eq 2
"$SCTRACE" events "$dir/st.sct" >/dev/null 2>&1
check usage-events-needs-rank test $? -eq 2
"$SCTRACE" tree "$dir/st.sct" --rank x >/dev/null 2>&1
check usage-bad-number test $? -eq 2
"$SCTRACE" info "$dir/missing.sct" >"$dir/err" 2>&1
check missing-file sh -c "test $? -eq 1 && grep -q 'cannot read' '$dir/err'"
head -c 300 "$dir/st.sct" >"$dir/trunc.sct"
"$SCTRACE" info "$dir/trunc.sct" >"$dir/err" 2>&1
check truncated-file sh -c "test $? -eq 1 && grep -q 'truncated' '$dir/err'"
mkdir "$dir/adir"
"$SCTRACE" info "$dir/adir" >"$dir/err" 2>&1
check directory-says-why sh -c "test $? -eq 1 && grep -q 'Is a directory' '$dir/err'"
cp "$dir/st.sct" "$dir/big.sct" && head -c 3000000 /dev/zero >>"$dir/big.sct"
"$SCTRACE" info "$dir/big.sct" >"$dir/err" 2>&1
check oversized-refused-early sh -c "test $? -eq 1 && grep -q 'but its sections end at byte' '$dir/err'"
printf 'hello' >"$dir/junk.sct"
"$SCTRACE" tree "$dir/junk.sct" >"$dir/err" 2>&1
check junk-file sh -c "test $? -eq 1 && grep -q 'not an sctrace file' '$dir/err'"
"$SCTRACE" events "$dir/st.sct" --rank 5 >"$dir/err" 2>&1
check no-such-rank sh -c "test $? -eq 1 && grep -q 'no rank 5' '$dir/err'"
"$SCTRACE" verify "$dir/st.sct" >"$dir/err" 2>&1
check verify-without-logs sh -c "test $? -eq 1 && grep -q 'cannot read raw log' '$dir/err'"
# a format-3 file (POP, 4 ranks, precision 0: its timing bins kept exactly)
# and a format-4 one (POP, 4 ranks, 50 timesteps, precision 0: its timing
# bins on the grid, disjoint) still read; a version this reader does not
# know is refused by name
OLD=$(dirname "$0")/data/pop4_p0_format3.sct
"$SCTRACE" info "$OLD" >"$dir/oinfo" 2>&1
check format3-info sh -c "grep -q '^format=3$' '$dir/oinfo' && grep -q '^precision=0$' '$dir/oinfo' && grep -q '^events=46364$' '$dir/oinfo' && grep -q '^timing_bins=exact$' '$dir/oinfo'"
"$SCTRACE" stats "$OLD" >"$dir/ostats" 2>&1
check format3-timing grep -q '^Init  *4  *0  *1\.19' "$dir/ostats"
"$SCTRACE" events "$OLD" --rank 3 --seed 2 >"$dir/oev" 2>&1
check format3-events sh -c "test $? -eq 0 && grep -q ' MPI_Allreduce ' '$dir/oev'"
"$BUILD/bench/histsize" "$OLD" >"$dir/ohs" 2>&1
check histsize-forms grep -q 'format=3 ranks=4 precision=0 histograms=44 exact_raw=1148 exact_zstd=[0-9]* grid_raw=1107 ' "$dir/ohs"
OLD4=$(dirname "$0")/data/pop4_p0_format4.sct
"$SCTRACE" info "$OLD4" >"$dir/o4info" 2>&1
check format4-info sh -c "grep -q '^format=4$' '$dir/o4info' && grep -q '^precision=0$' '$dir/o4info' && grep -q '^events=46364$' '$dir/o4info' && grep -q '^timing_bins=grid$' '$dir/o4info'"
"$SCTRACE" stats "$OLD4" >"$dir/o4stats" 2>&1
check format4-timing sh -c "grep -q '^Init  *4  *0  *1\.165117 ' '$dir/o4stats' && grep -q '^Isend  *16368  *4190208 ' '$dir/o4stats'"
"$SCTRACE" events "$OLD4" --rank 3 --seed 2 >"$dir/o4ev" 2>&1
check format4-events sh -c "test $? -eq 0 && test \$(grep -c ' MPI_' '$dir/o4ev') -gt 11000"
{ head -c 8 "$OLD"; printf '\012'; tail -c +10 "$OLD"; } >"$dir/v10.sct"
"$SCTRACE" info "$dir/v10.sct" >"$dir/err" 2>&1
check unknown-format-version sh -c "test $? -eq 1 && grep -q 'format version 10, this reader reads 3 to 9' '$dir/err'"
exit $status
