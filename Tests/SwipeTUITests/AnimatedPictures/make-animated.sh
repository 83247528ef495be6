#!/bin/sh
# How the animations here were made (ImageMagick): an 8×8 canvas, four frames, each
# disposed as its -dispose says (None: kept; Background: cleared; Previous: put back).
set -e
convert -delay 10 -dispose None -size 8x8 -page 8x8+0+0 xc:red \
        -dispose Background -size 4x4 -page 8x8+0+0 xc:lime \
        -dispose Previous -page 8x8+4+4 xc:blue \
        -dispose None -page 8x8+4+0 -delay 3 xc:white -loop 0 disposal.gif
