import CellCanvas

/// Part of a picture brought to the size it shows at in pixels, RGB row by row: what a
/// protocol that draws over cells (sixel, iTerm2's inline images) is sent.
public struct ScaledPixels: Sendable, Equatable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// `width × height × 3` bytes.
    public let rgb: [UInt8]

    /// Pixels given as they are (`rgb` must hold `width × height × 3` bytes).
    public init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgb.count == width * height * 3, "RGB bytes do not match the size")
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// `crop` of `picture` (its own pixels) at `width × height`: sampled from the halving
    /// with about as many pixels as needed, so each pixel stands for a few averaged ones.
    public init(_ picture: PixelPicture, crop: Rect, width: Int, height: Int) {
        let crop = crop.intersection(Rect(x: 0, y: 0, width: picture.width, height: picture.height))
        guard width > 0, height > 0, !crop.isEmpty else {
            self.init(width: 0, height: 0, rgb: [])
            return
        }
        let level = picture.level(covering: width * picture.width / max(crop.width, 1),
                                  rows: height * picture.height / max(crop.height, 1))
        let scaleX = Double(level.width) / Double(picture.width), scaleY = Double(level.height) / Double(picture.height)
        let left = Double(crop.x) * scaleX, top = Double(crop.y) * scaleY
        let stepX = Double(crop.width) * scaleX / Double(width), stepY = Double(crop.height) * scaleY / Double(height)
        let columns = (0..<width).map { min(Int(left + (Double($0) + 0.5) * stepX), level.width - 1) * 3 }
        var out = [UInt8](repeating: 0, count: width * height * 3)
        level.rgb.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = min(Int(top + (Double(y) + 0.5) * stepY), level.height - 1) * level.width * 3
                    var offset = y * width * 3
                    for column in columns {
                        target[offset] = source[row + column]
                        target[offset + 1] = source[row + column + 1]
                        target[offset + 2] = source[row + column + 2]
                        offset += 3
                    }
                }
            }
        }
        self.init(width: width, height: height, rgb: out)
    }
}
