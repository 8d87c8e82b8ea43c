#!/bin/sh
# Checks `kibitz --screenshot`: opens a real game under Xvfb, annotates it, writes a PNG of the
# window, and checks that the PNG has the requested size and is not blank.
#
#   tools/gui/check_screenshot.sh [OUTPUT.png]
#
# KIBITZ_GUI: the program (default build/bin/kibitz). KIBITZ_SCREENSHOT_ARGS: more options, e.g.
# "--analysis-nodes 20000" for a quick run. Prints PASS or FAIL and the path; exits 0 on PASS.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
gui=${KIBITZ_GUI:-$here/build/bin/kibitz}
game=${KIBITZ_SCREENSHOT_GAME:-$here/../shared/data/pgn/nepomniachtchi-liren-game1.pgn}
out=${1:-${TMPDIR:-/tmp}/kibitz-screenshot.png}
size=${KIBITZ_SCREENSHOT_SIZE:-1600x1000}

if [ ! -x "$gui" ]; then
    echo "FAIL: $gui is not built (set KIBITZ_GUI)"
    exit 1
fi
rm -f "$out"
# shellcheck disable=SC2086 # the extra options are meant to be split
if ! xvfb-run -a -s "-screen 0 1920x1200x24" "$gui" --screenshot "$out" \
        --screenshot-size "$size" ${KIBITZ_SCREENSHOT_ARGS:-} "$game"; then
    echo "FAIL: kibitz --screenshot exited with an error: $out"
    exit 1
fi
python3 - "$out" "$size" <<'PY'
import struct, sys, zlib

path, size = sys.argv[1], sys.argv[2]
want = tuple(int(n) for n in size.lower().split("x"))
try:
    data = open(path, "rb").read()
except OSError as error:
    sys.exit(f"FAIL: {error}")
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit(f"FAIL: not a PNG: {path}")
# The chunks: IHDR gives the size and the pixel format, the IDAT chunks the compressed rows.
pos, idat, header = 8, b"", None
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        header = struct.unpack(">IIBBBBB", body)
    elif kind == b"IDAT":
        idat += body
    pos += 12 + length
width, height, depth, colour = header[:4]
if (width, height) != want:
    sys.exit(f"FAIL: {width}x{height}, not {want[0]}x{want[1]}: {path}")
raw = zlib.decompress(idat)
channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour] * depth // 8
stride = width * channels + 1
# Each row starts with its filter byte; whatever the filters, a picture of one colour throughout
# compresses to rows that are all alike after the first two, so count distinct rows and bytes.
rows = {raw[y * stride + 1:(y + 1) * stride] for y in range(height)}
distinct = set(raw[1:stride]) | set(raw[stride * (height // 2) + 1:stride * (height // 2 + 1)])
if len(rows) < 50 or len(distinct) < 8:
    sys.exit(f"FAIL: the picture looks blank ({len(rows)} distinct rows): {path}")
print(f"PASS: {width}x{height}, {len(rows)} distinct rows: {path}")
PY
