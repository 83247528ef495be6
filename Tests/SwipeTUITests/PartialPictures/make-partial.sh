#!/bin/sh
# How the pictures here were made (ImageMagick and Python 3): a 64×48 plasma cut at 60 % of
# its bytes (for the JPEG, of its scan data), and a baseline JPEG with 24 bytes of its scan
# data overwritten half way.
set -e
convert -seed 7 -size 64x48 plasma:red-blue -strip /tmp/partial.png
convert /tmp/partial.png /tmp/partial.gif
convert /tmp/partial.png -quality 80 /tmp/partial.webp
convert /tmp/partial.png -quality 85 -interlace JPEG /tmp/partial-progressive.jpg
convert /tmp/partial.png -quality 85 /tmp/partial.jpg
python3 - <<'PY'
def cut(source, target, fraction=0.6):
    data = open(source, 'rb').read()
    open(target, 'wb').write(data[:int(len(data) * fraction)])
for kind in ['png', 'gif', 'webp']:
    cut('/tmp/partial.' + kind, 'cut-short.' + kind)
cut('/tmp/partial-progressive.jpg', 'cut-short-progressive.jpg')
data = bytearray(open('/tmp/partial.jpg', 'rb').read())
sos = data.find(b'\xff\xda')
start = sos + 2 + (data[sos + 2] << 8 | data[sos + 3])
open('cut-short.jpg', 'wb').write(data[:start + (len(data) - 2 - start) * 6 // 10])
middle = start + (len(data) - 2 - start) // 2
for index in range(middle, middle + 24):
    data[index] = 0xFF if index % 2 == 0 else 0xD0 + index % 8
open('damaged.jpg', 'wb').write(data)
PY
