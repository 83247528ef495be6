import CellCanvas

/// A picture format, recognised by a file's first bytes (never by its name).
package enum PictureFormat: String, Sendable, Equatable, CaseIterable {
    case png = "PNG", jpeg = "JPEG", gif = "GIF", bmp = "BMP", webp = "WebP"

    /// The size the header states, for the formats that state it at a fixed place (PNG,
    /// GIF, BMP, a WebP with a VP8X canvas); nil for the others or a header cut short. Read
    /// as stated, however large: what is computed from it is checked (`PictureSize`).
    package func statedSize(in bytes: [UInt8]) -> PictureSize? {
        func number(at offset: Int, _ count: Int, bigEndian: Bool = false) -> Int {
            let field = bytes[offset..<offset + count]
            return (bigEndian ? Array(field) : field.reversed()).reduce(0) { $0 << 8 | Int($1) }
        }
        switch self {
        case .png:
            // Only the IHDR chunk, which must come first, states the size; anything else
            // there is not a size (the decoder then says the file is corrupt).
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
            return PictureSize(width: number(at: 16, 4, bigEndian: true), height: number(at: 20, 4, bigEndian: true))
        case .gif:
            guard bytes.count >= 10 else { return nil }
            return PictureSize(width: number(at: 6, 2), height: number(at: 8, 2))
        case .bmp:
            guard bytes.count >= 22 else { return nil }
            // An OS/2 header (12 bytes) states 16-bit sides; the others 32-bit ones, the
            // height negative for a picture stored top down.
            if number(at: 14, 4) == 12 { return PictureSize(width: number(at: 18, 2), height: number(at: 20, 2)) }
            guard bytes.count >= 26 else { return nil }
            let height = Int32(truncatingIfNeeded: number(at: 22, 4))
            return PictureSize(width: number(at: 18, 4), height: Int(height.magnitude))
        case .webp:
            // The extended format's canvas: 24-bit sides less one, after the chunk's flags.
            guard bytes.count >= 30, Array(bytes[12..<16]) == Array("VP8X".utf8) else { return nil }
            return PictureSize(width: number(at: 24, 3) + 1, height: number(at: 27, 3) + 1)
        case .jpeg:
            return nil
        }
    }

    /// The format `bytes` start like, if any.
    package init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + magic.count && Array(head[offset..<offset + magic.count]) == magic
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("BM".utf8)) && head.count >= 6 {
            self = .bmp
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else {
            return nil
        }
    }
}
