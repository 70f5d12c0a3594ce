#!/usr/bin/env python3
"""cg_tracer.py - the tracer's own instructions in a callgrind profile.

    python3 bench/cg_tracer.py CALLGRIND.OUT

Prints `tracer=I init=I finalize=I wrapped_calls=N`: the instructions of
sctrace's MPI wrappers (C `MPI_x` and Fortran `mpi_x_` entry points of the
object named libsctrace.so, or of the program when the tracer is linked in)
less the call each forwards to the MPI library (the edge from the wrapper
`MPI_x` to the library's `MPI_x`/`PMPI_x`), so what the tracer adds and
nothing the MPI spends; MPI_Init*, MPI_Finalize apart (init, finalize).
Everything else the wrapper calls counts: the tracer's own PMPI queries and
the merge's messages are its work. Read from the call edges of the profile's
text format (callgrind's file format, "calls=" lines), not from
callgrind_annotate's inclusive totals, which cannot tell a forwarded call
from the tracer's own use of the same library.
"""
import collections
import re
import sys


def parse(path):
    names = {"ob": {}, "fn": {}}
    selfc = collections.Counter()
    edges = collections.Counter()
    ncalls = collections.Counter()
    ob = fn = cob = cfn = None
    pending = None

    def name(kind, rest):
        m = re.match(r"\((\d+)\)(?: (.*))?$", rest)
        if not m:
            return rest
        if m.group(2) is not None:
            names[kind][m.group(1)] = m.group(2)
        return names[kind].get(m.group(1), "?")

    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            c = line[0]
            if c.isdigit() or c in "+-*":
                parts = line.split()
                cost = int(parts[1]) if len(parts) > 1 else 0
                if pending is not None:
                    edges[(fn, pending)] += cost
                    pending = None
                else:
                    selfc[fn] += cost
                continue
            key, _, rest = line.partition("=")
            if key == "ob":
                ob = name("ob", rest)
            elif key == "fn":
                fn = (ob, name("fn", rest))
                cob = None
            elif key == "cob":
                cob = name("ob", rest)
            elif key == "cfn":
                cfn = name("fn", rest)
            elif key == "calls":
                pending = (cob if cob is not None else ob, cfn)
                ncalls[pending] += int(rest.split()[0])
                cob = None
    return selfc, edges, ncalls


def is_wrapper(f):
    ob, fn = f
    return ("libsctrace" in ob or not ob.endswith(".so") and ".so." not in ob) and \
        re.match(r"(MPI_[A-Z][A-Za-z0-9_]*|mpi_[a-z0-9_]+_)$", fn) is not None


def forwarded(wrapper, callee):
    """callee is the MPI library's entry point the wrapper forwards to."""
    (wob, wfn), (cob, cfn) = wrapper, callee
    if cob == wob:
        return False
    return cfn.lower().lstrip("p") == wfn.lower() or cfn.lower() == "p" + wfn.lower()


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    selfc, edges, ncalls = parse(sys.argv[1])
    out = collections.Counter()
    calls = 0
    for f in set(selfc) | {a for a, _ in edges}:
        if f is None or not is_wrapper(f):
            continue
        cost = selfc[f] + sum(v for (a, b), v in edges.items() if a == f and not forwarded(f, b))
        kind = "tracer"
        if re.match(r"(?i)mpi_init(_thread)?_?$", f[1]):
            kind = "init"
        elif re.match(r"(?i)mpi_finalize_?$", f[1]):
            kind = "finalize"
        else:
            calls += ncalls[f]
        out[kind] += cost
    print("tracer=%d init=%d finalize=%d wrapped_calls=%d" % (out["tracer"], out["init"], out["finalize"], calls))


if __name__ == "__main__":
    main()
