import struct
w, h = 64, 48
def index(x, y):
    return (0 if y < h // 2 else 2) + (0 if x < w // 2 else 1)
palette = [(230, 30, 30), (30, 200, 30), (30, 30, 230), (250, 250, 250)] + [(0, 0, 0)] * 252
codes = []
pixels = [index(x, y) for y in range(h) for x in range(w)]
codes.append(256)
run = 0
for p in pixels:
    codes.append(p)
    run += 1
    if run == 254:
        codes.append(256)
        run = 0
codes.append(257)
bits, nbits, out = 0, 0, bytearray()
for c in codes:
    bits |= c << nbits
    nbits += 9
    while nbits >= 8:
        out.append(bits & 0xFF); bits >>= 8; nbits -= 8
if nbits: out.append(bits & 0xFF)
data = bytearray(b"GIF89a") + struct.pack("<HHBBB", w, h, 0xF7, 0, 0)
for r, g, b in palette: data += bytes([r, g, b])
data += b"\x2C" + struct.pack("<HHHHB", 0, 0, w, h, 0) + bytes([8])
for i in range(0, len(out), 255):
    chunk = out[i:i + 255]; data += bytes([len(chunk)]) + chunk
data += b"\x00\x3B"
open("quadrants.gif", "wb").write(data)
# A PNG whose header claims 30000×30000 (a decompression bomb's header, with no data to speak of).
import zlib
def chunk(kind, body): return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
bomb = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 30000, 30000, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(b"\x00" * 4096)) + chunk(b"IEND", b"")
open("bomb.png", "wb").write(bomb)
