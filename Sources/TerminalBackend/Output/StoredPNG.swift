/// Pixels as a PNG file without compression (deflate's stored blocks): what iTerm2's inline
/// images are sent, since every terminal with them reads PNG. Larger than a compressed PNG,
/// but made at memory speed and without a library.
enum StoredPNG {
    /// `pixels` (RGB) as the bytes of a PNG file.
    static func encode(_ pixels: ScaledPixels) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(pixels.width)) + bigEndian(UInt32(pixels.height))
        header += [8, 2, 0, 0, 0] // 8 bits a channel, RGB, deflate, no filter method, no interlace
        chunk("IHDR", header, into: &out)
        // Each row after filter type 0 (none).
        let rowBytes = pixels.width * 3
        var raw: [UInt8] = []
        raw.reserveCapacity((rowBytes + 1) * pixels.height)
        for y in 0..<pixels.height {
            raw.append(0)
            raw += pixels.rgb[(y * rowBytes)..<((y + 1) * rowBytes)]
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, raw.count)
            let length = UInt16(end - start)
            zlib.append(end == raw.count ? 1 : 0)
            zlib += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            zlib += raw[start..<end]
            start = end
        } while start < raw.count
        zlib += bigEndian(adler32(raw))
        chunk("IDAT", zlib, into: &out)
        chunk("IEND", [], into: &out)
        return out
    }

    private static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        out += bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 PNG chunks end with.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// The Adler-32 a zlib stream ends with.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5552 bytes at most before the sums must be reduced.
            let end = min(index + 5552, bytes.count)
            for byte in bytes[index..<end] {
                a &+= UInt32(byte)
                b &+= a
            }
            a %= 65_521
            b %= 65_521
            index = end
        }
        return b << 16 | a
    }
}
