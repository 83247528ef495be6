import CellCanvas

/// The canvas a GIF's frames are drawn on in turn (RGBA, clear at the start): each frame's
/// drawn pixels go over it, then its disposal clears its rectangle or puts it back.
struct GIFComposite {
    private let size: PictureSize
    private var canvas: [UInt8]
    /// The canvas as it was before the last frame drew, when that frame restores it.
    private var before: [UInt8]?

    /// A clear canvas of `size`, `byteCount` bytes (four a pixel, counted by the caller).
    init(size: PictureSize, byteCount: Int) {
        self.size = size
        canvas = [UInt8](repeating: 0, count: byteCount)
    }

    /// Draws `pixels` (RGBA over the whole canvas, clear where the frame does not draw) of `frame`.
    mutating func draw(_ pixels: [UInt8], over frame: GIFStructure.Frame) {
        before = frame.disposal == .restore ? canvas : nil
        for row in frame.rows {
            for column in frame.columns {
                let offset = (row * size.width + column) * 4
                guard pixels[offset + 3] != 0 else { continue }
                canvas[offset] = pixels[offset]
                canvas[offset + 1] = pixels[offset + 1]
                canvas[offset + 2] = pixels[offset + 2]
                canvas[offset + 3] = 255
            }
        }
    }

    /// Disposes of `frame`, the last drawn, before the next draws.
    mutating func dispose(_ frame: GIFStructure.Frame) {
        switch frame.disposal {
        case .keep:
            break
        case .clear:
            for row in frame.rows {
                let start = (row * size.width + frame.columns.lowerBound) * 4
                for offset in start..<start + frame.columns.count * 4 { canvas[offset] = 0 }
            }
        case .restore:
            if let before { canvas = before }
        }
    }

    /// The canvas's first `rows` rows as a picture at most `side` pixels on its longer side;
    /// what is clear shows black.
    func picture(rows: Int, toFit side: Int) -> Picture {
        canvas.withUnsafeBufferPointer { Picture.scaled(overBlack: $0, width: size.width, height: rows, toFit: side) }
    }
}
