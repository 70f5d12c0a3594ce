#!/usr/bin/env python3
"""tests/setformat.py IN OUT VERSION: IN (an sctrace file) relabelled as format
VERSION: the header's version, the META section's (its first varint, one
byte), that section's checksum and the file's redone; the other sections
unchanged. For tests of what readers do with older formats whose layout the
relabelled file shares (format 8 and 9 differ only in what constants mean).
Needs the zstd command."""
import os
import subprocess
import sys
import tempfile

FNV0, PRIME, MASK = 0xcbf29ce484222325, 0x100000001b3, (1 << 64) - 1


def fnv(data):
    h = FNV0
    for b in data:
        h = ((h ^ b) * PRIME) & MASK
    return h


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: setformat.py IN OUT VERSION")
    d = open(sys.argv[1], 'rb').read()
    v = int(sys.argv[3])
    if d[:8] != b'SCTRACE\0' or not 3 <= v < 128:
        sys.exit("setformat.py: %s is not an sctrace file, or VERSION is not 3..127" % sys.argv[1])
    hdr = 16
    typ = int.from_bytes(d[hdr:hdr + 4], 'little')
    raw_len = int.from_bytes(d[hdr + 8:hdr + 16], 'little')
    comp_len = int.from_bytes(d[hdr + 16:hdr + 24], 'little')
    if typ != 1:
        sys.exit("setformat.py: the first section is not META")
    comp = d[hdr + 32:hdr + 32 + comp_len]
    raw = bytearray(subprocess.run(['zstd', '-dc'], input=comp, stdout=subprocess.PIPE, check=True).stdout)
    if len(raw) != raw_len or raw[0] >= 128:
        sys.exit("setformat.py: unexpected META section")
    raw[0] = v
    with tempfile.NamedTemporaryFile(delete=False) as t:  # (from a file: the frame records its size)
        t.write(bytes(raw))
    try:
        comp = subprocess.run(['zstd', '-c', '-q', t.name], stdout=subprocess.PIPE, check=True).stdout
    finally:
        os.unlink(t.name)
    out = bytearray(d[:8]) + v.to_bytes(2, 'little') + d[10:hdr]
    out += d[hdr:hdr + 16] + len(comp).to_bytes(8, 'little') + fnv(raw).to_bytes(8, 'little') + comp
    rest = d[hdr + 32 + comp_len:]
    out += rest[:-32]
    end = bytearray(rest[-32:])
    end[24:32] = fnv(out).to_bytes(8, 'little')
    open(sys.argv[2], 'wb').write(bytes(out + end))


main()
