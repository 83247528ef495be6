/// A picture at one size of its chain of halvings: RGB pixels, row by row.
struct PictureLevel: Sendable, Hashable {
    let width: Int
    let height: Int
    /// `width × height × 3` bytes.
    let pixels: [UInt8]

    /// The level at half the size (a side of one pixel stays one), each pixel the mean of
    /// the two by two (or fewer, at an odd edge) it covers.
    func halved() -> PictureLevel {
        let columns = max((width + 1) / 2, 1), rows = max((height + 1) / 2, 1)
        var out = [UInt8](repeating: 0, count: columns * rows * 3)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for row in 0..<rows {
                    let y0 = min(row * 2, height - 1), y1 = min(row * 2 + 1, height - 1)
                    for column in 0..<columns {
                        let x0 = min(column * 2, width - 1), x1 = min(column * 2 + 1, width - 1)
                        for channel in 0..<3 {
                            let sum = Int(source[(y0 * width + x0) * 3 + channel]) + Int(source[(y0 * width + x1) * 3 + channel])
                                + Int(source[(y1 * width + x0) * 3 + channel]) + Int(source[(y1 * width + x1) * 3 + channel])
                            target[(row * columns + column) * 3 + channel] = UInt8(sum / 4)
                        }
                    }
                }
            }
        }
        return PictureLevel(width: columns, height: rows, pixels: out)
    }
}
