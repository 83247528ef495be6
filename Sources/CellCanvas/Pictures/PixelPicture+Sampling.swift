extension PixelPicture {
    /// The picture and its halvings, largest first, each with the factors that take this
    /// picture's coordinates to it: what a sampler picks a level from for every cell without
    /// walking the chain (and touching each halving) every time.
    var levels: [(picture: PixelPicture, scaleX: Double, scaleY: Double)] {
        var levels = [(picture: self, scaleX: 1.0, scaleY: 1.0)]
        while let half = levels[levels.count - 1].picture.half {
            levels.append((half, Double(half.width) / Double(width), Double(half.height) / Double(height)))
        }
        return levels
    }

    /// The index in `levels` to sample with a footprint of `width × height` pixels of this
    /// picture: the halving where it is one or two pixels across; `count` levels in all.
    static func level(forFootprint width: Double, _ height: Double, count: Int) -> Int {
        var level = 0, footprintX = width, footprintY = height
        while level + 1 < count, footprintX >= 2, footprintY >= 2 {
            footprintX /= 2
            footprintY /= 2
            level += 1
        }
        return level
    }

    /// The mean of the pixels of `pixels` (this picture's) within the box of `width ×
    /// height` centred on (`x`, `y`), at most 2×2 of them read: with the right halving, a
    /// sample's footprint averaged in a few reads, so a picture moving through a projection
    /// does not shimmer.
    @inline(__always)
    func box(of pixels: UnsafeBufferPointer<UInt8>, around x: Double, _ y: Double, width: Double, height: Double) -> (UInt8, UInt8, UInt8) {
        let left = min(max(Int(x - width / 2), 0), self.width - 1), right = min(max(Int(x + width / 2), left + 1), self.width)
        let top = min(max(Int(y - height / 2), 0), self.height - 1), bottom = min(max(Int(y + height / 2), top + 1), self.height)
        // One or two columns, and one or two rows: the first of the box and, when it is wider
        // than a pixel, the one half way across it.
        let stepX = max((right - left + 1) / 2, 1), stepY = max((bottom - top + 1) / 2, 1)
        let columns = left + stepX < right ? 2 : 1, rows = top + stepY < bottom ? 2 : 1
        // Wrapping arithmetic, as nothing here can overflow (offsets inside the picture, sums
        // of four bytes): no overflow branch beside every read of this, the sampler's inner loop.
        var r = 0, g = 0, b = 0
        for row in 0..<rows {
            var offset = ((top &+ row &* stepY) &* self.width &+ left) &* 3
            for _ in 0..<columns {
                r &+= Int(pixels[offset]); g &+= Int(pixels[offset &+ 1]); b &+= Int(pixels[offset &+ 2])
                offset &+= stepX &* 3
            }
        }
        // Two, or four reads: halved or quartered by a shift.
        let shift = (columns - 1) + (rows - 1)
        return (UInt8(r >> shift), UInt8(g >> shift), UInt8(b >> shift))
    }
}
