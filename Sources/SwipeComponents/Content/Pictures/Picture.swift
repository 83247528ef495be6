import CellCanvas

/// A decoded picture: RGB pixels, row by row, three bytes each.
package struct Picture: Sendable, Hashable {
    /// Pixels across.
    package let width: Int
    /// Pixels down.
    package let height: Int
    /// `width × height × 3` bytes.
    package let pixels: [UInt8]
    /// A line saying the picture is not all there (its file was cut short or damaged part
    /// way: `truncated: 60% shown`), shown on its card under it; nil when it is whole.
    package var note: String?
    /// The frames it plays when the file holds an animation (the first is this picture); nil
    /// for a still picture.
    package var animation: PictureAnimation?
    /// The same pixels (shared, not copied) as a terminal with a graphics protocol is sent
    /// them, with their chain of halvings (a small rendition samples a halving with about as
    /// many pixels as samples, so its cost does not grow with the picture).
    let pixelPicture: PixelPicture

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
        pixelPicture = PixelPicture(width: width, height: height, rgb: pixels)
    }

    /// Bytes held: the pixels and their halvings, and any animation's other frames.
    var byteCount: Int { pixelPicture.byteCount + (animation?.byteCount ?? 0) }

    /// Pictures are equal when their pixels (notes and frames) are.
    package static func == (lhs: Picture, rhs: Picture) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.note == rhs.note && lhs.pixels == rhs.pixels
            && lhs.animation == rhs.animation
    }

    /// The size and the first pixels (equal pictures hash the same, cheaply).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(pixels.prefix(48))
    }

    /// The colour at (`x`, `y`).
    func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let offset = (y * width + x) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// The picture in `pixels` (`width × height`, RGB) made at most `maximum` pixels on its
    /// longer side, area-averaged, read in place (a large decode is never copied whole).
    static func scaled(from pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, toFit maximum: Int) -> Picture {
        let longer = max(width, height)
        guard longer > maximum, maximum > 0 else { return Picture(width: width, height: height, pixels: Array(pixels)) }
        let columns = max(width * maximum / longer, 1), rows = max(height * maximum / longer, 1)
        var scaled: [UInt8] = []
        scaled.reserveCapacity(columns * rows * 3)
        let across = sampleBounds(count: columns, length: width), down = sampleBounds(count: rows, length: height)
        for row in 0..<rows {
            for column in 0..<columns {
                let (r, g, b) = mean(of: pixels, width: width, x: across[column], y: down[row])
                scaled.append(r)
                scaled.append(g)
                scaled.append(b)
            }
        }
        return Picture(width: columns, height: rows, pixels: scaled)
    }

    /// The picture in `rgba` (the first `height` rows of a `width`-wide RGBA canvas) over
    /// black, made at most `maximum` pixels on its longer side: a clear pixel shows black,
    /// a half-clear one half as bright.
    static func scaled(overBlack rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, toFit maximum: Int) -> Picture {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for index in 0..<width * height {
            let alpha = UInt16(rgba[index * 4 + 3])
            guard alpha != 0 else { continue }
            for channel in 0..<3 {
                rgb[index * 3 + channel] = alpha == 255 ? rgba[index * 4 + channel]
                    : UInt8((UInt16(rgba[index * 4 + channel]) * alpha + 127) / 255)
            }
        }
        return rgb.withUnsafeBufferPointer { scaled(from: $0, width: width, height: height, toFit: maximum) }
    }

    /// The mean colour of all of `pixels` (`width × height`).
    static func average(of pixels: [UInt8], width: Int, height: Int) -> (UInt8, UInt8, UInt8) {
        pixels.withUnsafeBufferPointer { mean(of: $0, width: width, x: 0..<width, y: 0..<height) }
    }

    /// The pixels sample `index` of `count` covers along a side of `length` pixels: at least one.
    static func bounds(of index: Int, count: Int, length: Int) -> Range<Int> {
        let start = min(index * length / count, length - 1)
        return start..<min(max((index + 1) * length / count, start + 1), length)
    }

    /// `bounds` for every sample along a side.
    static func sampleBounds(count: Int, length: Int) -> [Range<Int>] {
        (0..<count).map { bounds(of: $0, count: count, length: length) }
    }

    /// The mean colour of the pixels in columns `x` and rows `y`.
    static func mean(of pixels: UnsafeBufferPointer<UInt8>, width: Int, x: Range<Int>, y: Range<Int>) -> (UInt8, UInt8, UInt8) {
        var r = 0, g = 0, b = 0
        for row in y {
            var offset = (row * width + x.lowerBound) * 3
            for _ in x {
                r += Int(pixels[offset]); g += Int(pixels[offset + 1]); b += Int(pixels[offset + 2])
                offset += 3
            }
        }
        let count = x.count * y.count
        return (UInt8(r / count), UInt8(g / count), UInt8(b / count))
    }
}
