#!/bin/sh
# How the animated WebP here was made (ImageMagick, lossless, so colours stay exact): the
# GIF fixture in ../AnimatedPictures converted frame by frame, its disposal kept.
set -e
convert ../AnimatedPictures/disposal.gif -define webp:lossless=true disposal.webp
