"""tests/otf2_comms.py DEFS EVENTS: checks otf2-print's output (-G, then the
events) of the OTF2 export of tests/otf2_comms.c at 4 ranks (tests/otf2.sh):
communicators over their real members, messages whose receiver and sender
are ranks of their communicator naming each other, roots, and the records of
non-blocking collectives. An assertion names what is wrong."""
import re, sys, collections
groups, comms = {}, {}
for l in open(sys.argv[1]):
    m = re.match(r'GROUP +(\d+) .*Type: (\w+),.* \d+ Members:?(.*)', l)
    if m: groups[int(m.group(1))] = [int(x) for x in re.findall(r'(?:^ ?|, )(\d+) \(', m.group(3))] if m.group(2) == 'COMM_GROUP' else None
    m = re.match(r'COMM +(\d+) .*Group: "[^"]*" <(\d+)>', l)
    if m: comms[int(m.group(1))] = int(m.group(2))
mem = {c: groups[g] for c, g in comms.items()}
def ev(kind):
    out = []
    for l in open(sys.argv[2]):
        if not l.startswith(kind + ' '): continue
        loc = int(l.split()[1])
        d = dict((k, int(v)) for k, v in re.findall(r'(Receiver|Sender|Root|Tag|Length|Request): (\d+)', l))
        d['comm'] = int(re.search(r'Communicator: "[^"]*" <(\d+)>', l).group(1)) if 'Communicator' in l else None
        d['op'] = (re.search(r'Operation: (\w+)', l) or [None, None])[1] if 'Operation' in l else None
        out.append((loc, d))
    return out
sends, recvs = ev('MPI_SEND'), ev('MPI_RECV')
want = collections.Counter((loc, mem[d['comm']][d['Receiver']], d['comm'], d['Tag'], d['Length']) for loc, d in sends)
got = collections.Counter((mem[d['comm']][d['Sender']], loc, d['comm'], d['Tag'], d['Length']) for loc, d in recvs)
assert sends and want == got, ('sends and receives do not name each other', want, got)
halves = sorted(tuple(mem[d['comm']]) for loc, d in sends if d['Tag'] == 7)
assert halves == [(2, 0), (2, 0), (3, 1), (3, 1)], ('split halves', halves)
idup = sorted(tuple(mem[d['comm']]) for loc, d in sends if d['Tag'] == 10)
assert idup == [(2, 0), (2, 0), (3, 1), (3, 1)], ('MPI_Comm_idup of the halves', idup)
rows = sorted(set(tuple(mem[d['comm']]) for loc, d in sends if d['Tag'] == 8))
assert rows == [(0, 1), (2, 3)], ('Cart_sub rows', rows)
pair = set(tuple(mem[d['comm']]) for loc, d in sends if d['Tag'] == 9)
assert pair == {(3, 0)}, ('Comm_create pair', pair)
ends = ev('MPI_COLLECTIVE_END') + ev('NON_BLOCKING_COLLECTIVE_COMPLETE')
for loc, d in ends:
    assert loc in mem[d['comm']], ('collective on a communicator without its rank', loc, d)
bc = sorted((loc, mem[d['comm']][d['Root']]) for loc, d in ev('MPI_COLLECTIVE_END') if d['op'] == 'BCAST')
assert bc == [(0, 0), (1, 1), (2, 0), (3, 1)], ('Bcast roots (local 1 of each half)', bc)
ib = sorted((loc, mem[d['comm']][d['Root']]) for loc, d in ev('NON_BLOCKING_COLLECTIVE_COMPLETE') if d['op'] == 'BCAST')
assert ib == [(0, 2), (1, 3), (2, 2), (3, 3)], ('Ibcast roots (local 0 of each half)', ib)
req = collections.Counter(loc for loc, d in ev('NON_BLOCKING_COLLECTIVE_REQUEST'))
ops = collections.Counter(d['op'] for loc, d in ev('NON_BLOCKING_COLLECTIVE_COMPLETE'))
assert req == {0: 3, 1: 3, 2: 3, 3: 3} and ops == {'ALLREDUCE': 4, 'BCAST': 4, 'BARRIER': 4}, ('I-collectives', req, ops)
