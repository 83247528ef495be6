import CellCanvas

/// A decoded picture: RGB pixels, row by row, three bytes each.
struct Picture: Sendable, Hashable {
    let width: Int
    let height: Int
    /// `width × height × 3` bytes.
    let pixels: [UInt8]
    /// The same pixels (shared, not copied) as a terminal with a graphics protocol is sent them.
    let pixelPicture: PixelPicture
    /// The picture at half size, a quarter, … down to a few pixels: a small rendition samples
    /// a level with about as many pixels as samples, so its cost does not grow with the picture.
    let smaller: [PictureLevel]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
        pixelPicture = PixelPicture(width: width, height: height, rgb: pixels)
        var levels: [PictureLevel] = []
        var level = PictureLevel(width: width, height: height, pixels: pixels)
        while level.width > 8 || level.height > 8 {
            level = level.halved()
            levels.append(level)
        }
        smaller = levels
    }

    /// Bytes held: the pixels and their smaller levels.
    var byteCount: Int { smaller.reduce(pixels.count) { $0 + $1.pixels.count } }

    /// The smallest level with at least `columns × rows` pixels (the picture itself when
    /// none is that small).
    func level(covering columns: Int, rows: Int) -> PictureLevel {
        smaller.last { $0.width >= columns && $0.height >= rows } ?? PictureLevel(width: width, height: height, pixels: pixels)
    }

    /// Pictures are equal when their pixels are.
    static func == (lhs: Picture, rhs: Picture) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixels == rhs.pixels
    }

    /// The size and the first pixels (equal pictures hash the same, cheaply).
    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(pixels.prefix(48))
    }

    /// The colour at (`x`, `y`).
    func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let offset = (y * width + x) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// The mean colour of the pixels a sample `column, row` of a `columns × rows` grid covers
    /// (area averaging: a picture made smaller does not shimmer as it moves).
    func average(column: Int, row: Int, columns: Int, rows: Int) -> (UInt8, UInt8, UInt8) {
        pixels.withUnsafeBufferPointer {
            Self.average(of: $0, width: width, height: height, column: column, row: row, columns: columns, rows: rows)
        }
    }

    /// The picture in `pixels` (`width × height`, RGB) made at most `maximum` pixels on its
    /// longer side, area-averaged, read in place (a large decode is never copied whole).
    static func scaled(from pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, toFit maximum: Int) -> Picture {
        let longer = max(width, height)
        guard longer > maximum, maximum > 0 else { return Picture(width: width, height: height, pixels: Array(pixels)) }
        let columns = max(width * maximum / longer, 1), rows = max(height * maximum / longer, 1)
        var scaled: [UInt8] = []
        scaled.reserveCapacity(columns * rows * 3)
        for row in 0..<rows {
            for column in 0..<columns {
                let (r, g, b) = average(of: pixels, width: width, height: height, column: column, row: row, columns: columns, rows: rows)
                scaled += [r, g, b]
            }
        }
        return Picture(width: columns, height: rows, pixels: scaled)
    }

    static func average(of pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
                                column: Int, row: Int, columns: Int, rows: Int) -> (UInt8, UInt8, UInt8) {
        let x0 = min(column * width / columns, width - 1), x1 = min(max((column + 1) * width / columns, x0 + 1), width)
        let y0 = min(row * height / rows, height - 1), y1 = min(max((row + 1) * height / rows, y0 + 1), height)
        var r = 0, g = 0, b = 0
        for y in y0..<y1 {
            var offset = (y * width + x0) * 3
            for _ in x0..<x1 {
                r += Int(pixels[offset]); g += Int(pixels[offset + 1]); b += Int(pixels[offset + 2])
                offset += 3
            }
        }
        let count = max((x1 - x0) * (y1 - y0), 1)
        return (UInt8(r / count), UInt8(g / count), UInt8(b / count))
    }
}
