import CellCanvas
import CJpeg
import CStb
import CWebP

/// Pictures decoded with stb_image (PNG, GIF's first frame, BMP), libjpeg-turbo (JPEG, scaled
/// down in the DCT domain as it decodes: a 12-megapixel photo costs a fraction of a full
/// decode) and libwebp, from memory, made small for cards at once. The size is read from the header first, so a picture too
/// large to decode (a 30000×30000 "bomb" of a few kilobytes) is refused before any memory
/// is taken; a size is taken as stated, however large (4294967295×4294967295), and its
/// pixels counted without overflow (`PictureSize`). Corrupt and truncated files give one
/// line saying so. Seen by the package's fuzz target as well as the library.
package enum PictureDecoder {
    /// Pixels a picture may have (a 48-megapixel photo), which bounds a decode's memory.
    package static let maximumPixels = 48_000_000
    /// The longer side of what is kept for symbols: enough for a card on a large terminal
    /// (a symbol's samples are half-cells).
    package static let symbolSide = 320
    /// The longer side of what is kept for a terminal that shows pixels: a large card's
    /// worth of real pixels.
    package static let pixelSide = 800

    /// `bytes` decoded and made at most `keptSide` on its longer side.
    package static func decode(_ bytes: [UInt8], keptSide: Int = symbolSide) throws(ContentError) -> Picture {
        guard let format = PictureFormat(sniffing: bytes) else { throw ContentError("not a picture") }
        guard let length = Int32(exactly: bytes.count) else { throw ContentError("too large a file") }
        if let stated = format.statedSize(in: bytes) { try ensureShowable(stated, format) }
        switch format {
        case .webp: return try decodeWebP(bytes, keptSide: keptSide)
        case .jpeg: return try decodeJPEG(bytes, keptSide: keptSide)
        case .png, .gif, .bmp: return try decodeWithStb(bytes, length: length, format: format, keptSide: keptSide)
        }
    }

    /// Throws `tooLarge` when a picture of `size` has more than `maximumPixels` (or more
    /// than an `Int` counts).
    private static func ensureShowable(_ size: PictureSize, _ format: PictureFormat) throws(ContentError) {
        guard size.hasAtMost(pixels: maximumPixels) else { throw tooLarge(size, format) }
    }

    /// The line a picture too large to decode shows instead: the verdict first, so that a
    /// card too narrow for the stated size (4294967295×4294967295) still shows it.
    private static func tooLarge(_ size: PictureSize, _ format: PictureFormat) -> ContentError {
        ContentError("\(format.rawValue) picture too large to show (\(size.width)×\(size.height))")
    }

    /// The `width × height` RGB pixels a decoder made, kept at most `keptSide` on the longer side.
    private static func kept(_ pixels: UnsafeMutablePointer<UInt8>, width: Int32, height: Int32, keptSide: Int,
                             _ format: PictureFormat) throws(ContentError) -> Picture {
        let size = PictureSize(width: Int(width), height: Int(height))
        guard size.width > 0, size.height > 0, let count = size.rgbByteCount else {
            throw ContentError("corrupt \(format.rawValue) picture")
        }
        return Picture.scaled(from: UnsafeBufferPointer(start: pixels, count: count), width: size.width, height: size.height,
                              toFit: keptSide)
    }

    /// PNG, GIF and BMP through stb_image, the size it reads checked before it decodes.
    private static func decodeWithStb(_ bytes: [UInt8], length: Int32, format: PictureFormat,
                                      keptSide: Int) throws(ContentError) -> Picture {
        var width: Int32 = 0, height: Int32 = 0, channels: Int32 = 0
        let known = bytes.withUnsafeBufferPointer { buffer in
            stbi_info_from_memory(buffer.baseAddress, length, &width, &height, &channels)
        }
        // A BMP stored top down has a negative height.
        let size = PictureSize(width: Int(width), height: Int(height.magnitude))
        guard known == 1, size.width > 0, size.height > 0 else { throw ContentError("corrupt \(format.rawValue) picture") }
        try ensureShowable(size, format)
        var decodedWidth: Int32 = 0, decodedHeight: Int32 = 0
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            stbi_load_from_memory(buffer.baseAddress, length, &decodedWidth, &decodedHeight, &channels, 3)
        }
        guard let decoded else { throw ContentError("corrupt \(format.rawValue) picture") }
        defer { stbi_image_free(decoded) }
        return try kept(decoded, width: decodedWidth, height: decodedHeight, keptSide: keptSide, format)
    }

    /// A JPEG through libjpeg-turbo, scaled by 1/2, 1/4 or 1/8 while decoding as far as the
    /// kept side allows, its size checked from the header first; warnings (a truncated file)
    /// count as failures.
    private static func decodeJPEG(_ bytes: [UInt8], keptSide: Int) throws(ContentError) -> Picture {
        var width: Int32 = 0, height: Int32 = 0, status: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            swipe_jpeg_decode(buffer.baseAddress, UInt(buffer.count), Int32(clamping: keptSide), maximumPixels, &width, &height,
                              &status, &message, message.count)
        }
        guard let decoded, status == Int32(SWIPE_JPEG_OK.rawValue) else {
            if status == Int32(SWIPE_JPEG_TOO_LARGE.rawValue) {
                throw tooLarge(PictureSize(width: Int(width), height: Int(height)), .jpeg)
            }
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ContentError("corrupt JPEG picture" + (reason.isEmpty ? "" : " (\(reason))"))
        }
        defer { free(decoded) }
        return try kept(decoded, width: width, height: height, keptSide: keptSide, .jpeg)
    }

    /// A WebP picture through libwebp, its size checked from the header first.
    private static func decodeWebP(_ bytes: [UInt8], keptSide: Int) throws(ContentError) -> Picture {
        var width: Int32 = 0, height: Int32 = 0
        let known = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard known != 0, width > 0, height > 0 else { throw ContentError("corrupt WebP picture") }
        try ensureShowable(PictureSize(width: Int(width), height: Int(height)), .webp)
        let decoded = bytes.withUnsafeBufferPointer { WebPDecodeRGB($0.baseAddress, $0.count, &width, &height) }
        guard let decoded else { throw ContentError("corrupt WebP picture") }
        defer { WebPFree(decoded) }
        return try kept(decoded, width: width, height: height, keptSide: keptSide, .webp)
    }
}
