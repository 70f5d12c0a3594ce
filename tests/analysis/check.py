"""check.py - the analysis verbs of sctrace against an independent count.

usage: python3 check.py OPTABLE SOURCE STATS_JSON MATRIX_CSV CHROME_JSON SVG

OPTABLE is the output of tests/analysis/optable (the file's op table). SOURCE
is either raw:TRACE (the verify-mode raw logs TRACE.raw.<rank> of a real run)
or events:DIR (DIR/<rank>.txt, the output of `sctrace events FILE --rank R`).
Each event is counted by hand, with the rules the tool documents:
  - a call's bytes are its first BYTES parameter (an array: its sum);
  - the matrix counts the send family, Sendrecv, Put/Accumulate from the
    caller to rank + peer, and Get from rank + peer to the caller.
Prints "ok NAME" or "FAIL NAME: why" per check; exit status 1 on a failure.
"""
import collections
import glob
import json
import os
import sys
import xml.etree.ElementTree as ET

PEER, BYTES = 1, 4
SYMBOL = -(1 << 32)  # peers at or below this are PROC_NULL, ANY_SOURCE, ...
SEND = {"Send", "Isend", "Bsend", "Ibsend", "Ssend", "Issend", "Rsend", "Irsend", "Sendrecv",
        "Sendrecv_replace", "Put", "Rput", "Accumulate", "Raccumulate"}
GET = {"Get", "Rget"}


def load_ops(path):
    ops = {}
    with open(path) as f:
        for line in f:
            idx, name, params = (line.rstrip("\n").split("\t") + [""])[:3]
            plist = []
            for p in params.split():
                pname, role = p.split("=")
                plist.append((pname, int(role.rstrip("*")), role.endswith("*")))
            ops[int(idx)] = (name, plist)
    return ops


class Reader:
    """LEB128 varints and raw bytes from a byte string."""

    def __init__(self, data, pos):
        self.data, self.pos = data, pos

    def more(self):
        return self.pos < len(self.data)

    def var(self):
        v, shift = 0, 0
        while True:
            b = self.data[self.pos]
            self.pos += 1
            v |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return v

    def skip(self, n):
        self.pos += n


def raw_events(path, ops):
    """(op name, per-parameter values) of every event of one raw log.
    SCTRAW1: events only (op, site, n, zigzag values, begin, end).
    SCTRAW2: records, each a tag: 0 an event as in SCTRAW1, 1 a call site
    (id, depth, per frame: module length, module bytes, offset)."""
    with open(path, "rb") as f:
        data = f.read()
    magic = data[:8]
    assert magic in (b"SCTRAW1\n", b"SCTRAW2\n"), path + ": not a raw log"
    rd = Reader(data, 8)
    while rd.more():
        if magic == b"SCTRAW2\n" and rd.var() == 1:
            rd.var()  # site id
            for _ in range(rd.var()):
                rd.skip(rd.var())
                rd.var()
            continue
        op = rd.var()
        rd.var()  # site
        flat = []
        for _ in range(rd.var()):
            z = rd.var()
            flat.append((z >> 1) ^ -(z & 1))
        rd.var(), rd.var()  # t_begin, t_end
        name, plist = ops[op]
        yield name, split_params(flat, plist)


def split_params(flat, plist):
    vals, k = [], 0
    for _, _, arr in plist:
        if arr:
            vals.append(flat[k + 1:k + 1 + flat[k]])
            k += 1 + flat[k]
        else:
            vals.append(flat[k])
            k += 1
    return vals


SYMBOLS = {"PROC_NULL": SYMBOL - 1, "ANY_SOURCE": SYMBOL - 2, "ANY_TAG": SYMBOL - 3, "NULL": SYMBOL - 4,
           "ROOT": SYMBOL - 5}


def value(text):
    return SYMBOLS[text] if text in SYMBOLS else int(text)


def text_events(path, by_name):
    """The same from `sctrace events` output (name=value, arrays as [a,b])."""
    with open(path) as f:
        for line in f:
            words = line.split()
            name, plist = by_name[words[1]]
            vals = []
            for (pname, _, arr), word in zip(plist, words[2:]):
                text = word.split("=", 1)[1]
                assert word.startswith(pname + "="), line
                vals.append([value(x) for x in text[1:-1].split(",") if x] if arr else value(text))
            yield name, vals


def short(name):
    return name[4:] if name.startswith("MPI_") else name


def first_role(plist, role):
    for i, (_, r, arr) in enumerate(plist):
        if r == role:
            return i, arr
    return None, False


def expected(ops, per_rank):
    by_name = {name: plist for name, plist in ops.values()}
    calls, nbytes = collections.Counter(), collections.Counter()
    cells = collections.defaultdict(lambda: [0, 0])
    nevents = 0
    for rank, events in per_rank:
        for name, vals in events:
            nevents += 1
            plist = by_name[name]
            calls[name] += 1
            b, barr = first_role(plist, BYTES)
            if b is not None:
                nbytes[name] += sum(vals[b]) if barr else vals[b]
            p, _ = first_role(plist, PEER)
            if b is None or barr or p is None or vals[p] <= SYMBOL:
                continue
            if short(name) in SEND:
                cell = cells[(rank, rank + vals[p])]
            elif short(name) in GET:
                cell = cells[(rank + vals[p], rank)]
            else:
                continue
            cell[0] += vals[b]
            cell[1] += 1
    return calls, nbytes, cells, nevents


def main():
    optable, source, stats_json, matrix_csv, chrome_json, svg = sys.argv[1:7]
    ops = load_ops(optable)
    by_name = {name: (name, plist) for name, plist in ops.values()}
    kind, where = source.split(":", 1)
    if kind == "raw":
        paths = glob.glob(glob.escape(where) + ".raw.*")
        per_rank = [(int(p.rsplit(".", 1)[1]), raw_events(p, ops)) for p in paths]
    else:
        paths = glob.glob(os.path.join(where, "*.txt"))
        per_rank = [(int(os.path.basename(p)[:-4]), text_events(p, by_name)) for p in paths]
    calls, nbytes, cells, nevents = expected(ops, sorted(per_rank))
    failed = False

    def check(name, cond, why):
        nonlocal failed
        print("ok " + name if cond else "FAIL %s: %s" % (name, why))
        failed |= not cond

    with open(stats_json) as f:
        stats = json.load(f)
    got_calls = {o["op"]: o["calls"] for o in stats["ops"]}
    got_bytes = {o["op"]: o["bytes"] for o in stats["ops"]}
    check("stats-calls", got_calls == dict(calls), "tool %s, logs %s" % (got_calls, dict(calls)))
    want_bytes = {k: nbytes.get(k, 0) for k in calls}
    check("stats-bytes", got_bytes == want_bytes, "tool %s, logs %s" % (got_bytes, want_bytes))
    site_calls = collections.Counter()
    for s in stats["sites"]:
        site_calls[s["op"]] += s["calls"]
    check("stats-sites", site_calls == calls, "site rows sum to %s" % dict(site_calls))
    check("stats-ranks", sum(r["calls"] for r in stats["per_rank"]) == nevents, "per-rank calls do not sum up")

    got = {}
    with open(matrix_csv) as f:
        assert f.readline().strip() == "src,dst,bytes,messages"
        for line in f:
            s, d, b, c = map(int, line.split(","))
            got[(s, d)] = [b, c]
    want = dict(cells)
    check("matrix-cells", got == want, "tool %s, logs %s" % (sorted(got.items())[:8], sorted(want.items())[:8]))
    sent_t, sent_w = collections.Counter(), collections.Counter()
    recv_t, recv_w = collections.Counter(), collections.Counter()
    for (s, d), (b, _) in got.items():
        sent_t[s] += b
        recv_t[d] += b
    for (s, d), (b, _) in want.items():
        sent_w[s] += b
        recv_w[d] += b
    check("matrix-sent", sent_t == sent_w, "row sums %s, logs %s" % (dict(sent_t), dict(sent_w)))
    check("matrix-received", recv_t == recv_w, "column sums %s, logs %s" % (dict(recv_t), dict(recv_w)))

    with open(chrome_json) as f:
        chrome = json.load(f)
    slices = [e for e in chrome["traceEvents"] if e.get("ph") == "X"]
    check("chrome-slices", len(slices) == nevents, "%d slices, %d events" % (len(slices), nevents))
    check("chrome-fields", all(isinstance(e["ts"], (int, float)) and e["dur"] >= 0 and "tid" in e for e in slices)
          and "timing" in chrome["otherData"], "a slice without ts/dur/tid, or no otherData.timing")

    root = ET.parse(svg).getroot()
    texts = " ".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
    check("svg-xml", root.tag.endswith("svg") and "receiver rank" in texts and "sender rank" in texts,
          "not an SVG heatmap with axes")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
