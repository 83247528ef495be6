import Synchronization

/// A picture's pixels as a terminal with a graphics protocol is sent them: RGB, row by
/// row, three bytes each. A class so that every frame and cache refers to one copy, and
/// so that a terminal can tell pictures apart by `serial` (it sends each one once).
public final class PixelPicture: Sendable, Equatable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// `width × height × 3` bytes.
    public let rgb: [UInt8]
    /// Unique among the pictures of this process.
    public let serial: UInt64
    /// The picture at half the size, each pixel the mean of the two by two it covers; nil
    /// once a side is down to a few pixels. Drawing small samples a smaller picture: the
    /// cost of a sample does not grow with the picture.
    public let half: PixelPicture?

    private static let counter = Atomic<UInt64>(0)

    /// A picture of `rgb` (`width × height × 3` bytes), shared, not copied, with its chain
    /// of halvings.
    public init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(PictureSize(width: width, height: height).rgbByteCount == rgb.count, "RGB bytes do not match the size")
        self.width = width
        self.height = height
        self.rgb = rgb
        serial = Self.counter.add(1, ordering: .relaxed).newValue
        half = width > 8 || height > 8 ? Self.halved(rgb, width: width, height: height) : nil
    }

    /// Bytes of pixels held, the halvings included.
    public var byteCount: Int { rgb.count + (half?.byteCount ?? 0) }

    /// The smallest of the picture and its halvings with at least `columns × rows` pixels.
    public func level(covering columns: Int, rows: Int) -> PixelPicture {
        var level = self
        while let half = level.half, half.width >= columns, half.height >= rows { level = half }
        return level
    }

    private static func halved(_ pixels: [UInt8], width: Int, height: Int) -> PixelPicture {
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
        return PixelPicture(width: columns, height: rows, rgb: out)
    }

    /// The same picture, never two with equal pixels.
    public static func == (lhs: PixelPicture, rhs: PixelPicture) -> Bool { lhs === rhs }
}
