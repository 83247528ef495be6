/// A picture format, recognised by a file's first bytes (never by its name).
enum PictureFormat: String, Sendable, Equatable, CaseIterable {
    case png = "PNG", jpeg = "JPEG", gif = "GIF", bmp = "BMP", webp = "WebP"

    /// The width and height the header states, for the formats whose header is at a fixed
    /// place (PNG, GIF, BMP); nil for the others or a header cut short.
    func statedSize(in bytes: [UInt8]) -> (width: Int, height: Int)? {
        func bigEndian(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
        func littleEndian(_ at: Int, _ count: Int) -> Int { (0..<count).reversed().reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
        switch self {
        case .png: return bytes.count >= 24 ? (bigEndian(16), bigEndian(20)) : nil
        case .gif: return bytes.count >= 10 ? (littleEndian(6, 2), littleEndian(8, 2)) : nil
        case .bmp:
            guard bytes.count >= 26 else { return nil }
            let height = Int32(truncatingIfNeeded: littleEndian(22, 4))
            return (littleEndian(18, 4), Int(height.magnitude))
        case .jpeg, .webp: return nil
        }
    }

    /// The format `bytes` start like, if any.
    init?(sniffing bytes: some Collection<UInt8>) {
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
