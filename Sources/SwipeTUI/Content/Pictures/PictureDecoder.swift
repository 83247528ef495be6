import CJpeg
import CStb
import CWebP

/// Pictures decoded with stb_image (PNG, GIF's first frame, BMP), libjpeg-turbo (JPEG, scaled
/// down in the DCT domain as it decodes: a 12-megapixel photo costs a fraction of a full
/// decode) and libwebp, from memory, made small for cards at once. The size is read from the header first, so a picture too
/// large to decode (a 30000×30000 "bomb" of a few kilobytes) is refused before any memory
/// is taken; corrupt and truncated files give one line saying so.
enum PictureDecoder {
    /// Pixels a picture may have (a 48-megapixel photo), which bounds a decode's memory.
    static let maximumPixels = 48_000_000
    /// The longer side of what is kept for symbols: enough for a card on a large terminal
    /// (a symbol's samples are half-cells).
    static let symbolSide = 320
    /// The longer side of what is kept for a terminal that shows pixels: a large card's
    /// worth of real pixels.
    static let pixelSide = 800

    /// `bytes` decoded and made at most `keptSide` on its longer side.
    static func decode(_ bytes: [UInt8], keptSide: Int = symbolSide) throws(ContentError) -> Picture {
        guard let format = PictureFormat(sniffing: bytes) else { throw ContentError("not a picture") }
        guard bytes.count <= Int(Int32.max) else { throw ContentError("too large a file") }
        if format == .webp { return try decodeWebP(bytes, keptSide: keptSide) }
        if format == .jpeg { return try decodeJPEG(bytes, keptSide: keptSide) }
        if let stated = format.statedSize(in: bytes), stated.width * stated.height > maximumPixels {
            throw ContentError("\(stated.width)×\(stated.height) \(format.rawValue) picture is too large to show")
        }
        var width: Int32 = 0, height: Int32 = 0, channels: Int32 = 0
        let known = bytes.withUnsafeBufferPointer { buffer in
            stbi_info_from_memory(buffer.baseAddress, Int32(buffer.count), &width, &height, &channels)
        }
        guard known == 1, width > 0, height > 0 else { throw ContentError("corrupt \(format.rawValue) picture") }
        guard Int(width) * Int(height) <= maximumPixels else {
            throw ContentError("\(width)×\(height) \(format.rawValue) picture is too large to show")
        }
        var decodedWidth: Int32 = 0, decodedHeight: Int32 = 0
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            stbi_load_from_memory(buffer.baseAddress, Int32(buffer.count), &decodedWidth, &decodedHeight, &channels, 3)
        }
        guard let decoded, decodedWidth > 0, decodedHeight > 0 else {
            throw ContentError("corrupt \(format.rawValue) picture")
        }
        defer { stbi_image_free(decoded) }
        let count = Int(decodedWidth) * Int(decodedHeight) * 3
        return Picture.scaled(from: UnsafeBufferPointer(start: decoded, count: count),
                              width: Int(decodedWidth), height: Int(decodedHeight), toFit: keptSide)
    }

    /// A JPEG through libjpeg-turbo, scaled by 1/2, 1/4 or 1/8 while decoding as far as the
    /// kept side allows, its size checked from the header first; warnings (a truncated file)
    /// count as failures.
    private static func decodeJPEG(_ bytes: [UInt8], keptSide: Int) throws(ContentError) -> Picture {
        var width: Int32 = 0, height: Int32 = 0, status: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            swipe_jpeg_decode(buffer.baseAddress, UInt(buffer.count), Int32(keptSide), maximumPixels, &width, &height, &status,
                              &message, message.count)
        }
        guard let decoded, status == Int32(SWIPE_JPEG_OK.rawValue), width > 0, height > 0 else {
            if status == Int32(SWIPE_JPEG_TOO_LARGE.rawValue) {
                throw ContentError("\(width)×\(height) JPEG picture is too large to show")
            }
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ContentError("corrupt JPEG picture" + (reason.isEmpty ? "" : " (\(reason))"))
        }
        defer { free(decoded) }
        return Picture.scaled(from: UnsafeBufferPointer(start: decoded, count: Int(width) * Int(height) * 3),
                              width: Int(width), height: Int(height), toFit: keptSide)
    }

    /// A WebP picture through libwebp, its size checked from the header first.
    private static func decodeWebP(_ bytes: [UInt8], keptSide: Int) throws(ContentError) -> Picture {
        var width: Int32 = 0, height: Int32 = 0
        let known = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard known != 0, width > 0, height > 0 else { throw ContentError("corrupt WebP picture") }
        guard Int(width) * Int(height) <= maximumPixels else {
            throw ContentError("\(width)×\(height) WebP picture is too large to show")
        }
        let decoded = bytes.withUnsafeBufferPointer { WebPDecodeRGB($0.baseAddress, $0.count, &width, &height) }
        guard let decoded, width > 0, height > 0 else { throw ContentError("corrupt WebP picture") }
        defer { WebPFree(decoded) }
        return Picture.scaled(from: UnsafeBufferPointer(start: decoded, count: Int(width) * Int(height) * 3),
                              width: Int(width), height: Int(height), toFit: keptSide)
    }
}
