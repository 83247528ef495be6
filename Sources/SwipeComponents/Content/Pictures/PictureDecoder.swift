import CellCanvas
import CJpeg
import CPng
import CStb
import CWebP

/// Pictures decoded with stb_image (GIF's first frame, BMP), libpng, libjpeg-turbo (JPEG,
/// scaled down in the DCT domain as it decodes: a 12-megapixel photo costs a fraction of a
/// full decode) and libwebp, from memory, made small for cards at once. A file cut short or
/// damaged part way down shows the rows that decoded before the damage, with a note
/// (`Picture.note`: "truncated: 60% shown"), as other viewers do. The size is read from the header first, so a picture too
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
        case .png: return try decodePNG(bytes, keptSide: keptSide)
        case .gif: return try decodeGIF(bytes, keptSide: keptSide)
        case .bmp: return try decodeWithStb(bytes, length: length, format: format, keptSide: keptSide)
        }
    }

    /// Bytes an animation's frames may be kept in, at the kept size: about a quarter of the
    /// picture library's budget, so one animation never pushes every other picture out.
    static let animationByteLimit = 32 << 20
    /// The largest canvas an animation plays on, in pixels: decoding one holds whole canvases
    /// of RGBA (libwebp's animation decoder keeps two), each at most `animationByteLimit` at
    /// this size. A larger animation shows its first frame, with a note saying so.
    static let animationCanvasPixels = animationByteLimit / 4

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

    /// The `width × height` RGB pixels a decoder made, kept at most `keptSide` on the longer
    /// side: only the first `rows` of them when a damaged or cut-short file (`partial`)
    /// decoded no further, with the note saying how much shows.
    private static func kept(_ pixels: UnsafeMutablePointer<UInt8>, width: Int32, height: Int32, rows: Int32? = nil,
                             partial: PartialDecode? = nil, keptSide: Int, _ format: PictureFormat) throws(ContentError) -> Picture {
        let full = PictureSize(width: Int(width), height: Int(height))
        let shown = PictureSize(width: full.width, height: min(Int(rows ?? height), full.height))
        guard shown.width > 0, shown.height > 0, let count = shown.rgbByteCount else {
            throw ContentError("corrupt \(format.rawValue) picture")
        }
        var picture = Picture.scaled(from: UnsafeBufferPointer(start: pixels, count: count), width: shown.width,
                                     height: shown.height, toFit: keptSide)
        picture.note = partial?.note(rows: shown.height, of: full.height)
        return picture
    }

    /// A GIF, its blocks walked first (`GIFStructure`), each frame decoded alone by
    /// stb_image (as a GIF of that frame only) and composited here as its file says: a
    /// frame's rectangle kept, cleared to transparent (black on a card) or put back as it
    /// was before the next frame draws. Frames are kept at the picture's kept size, as many
    /// as `animationByteLimit` holds. A first frame cut short shows the rows it drew, with a note.
    /// An animation its header shows too costly to play (`AnimationBudget`) shows its first
    /// frame alone, with a note.
    private static func decodeGIF(_ bytes: [UInt8], keptSide: Int) throws(ContentError) -> Picture {
        guard let structure = GIFStructure(bytes), let canvas = PictureFormat.gif.statedSize(in: bytes),
              canvas.width > 0, canvas.height > 0, let rgbCount = canvas.rgbByteCount,
              let first = structure.frames.first ?? structure.cutShortFrame else {
            throw ContentError("corrupt GIF picture")
        }
        if structure.frames.count > 1,
           !AnimationBudget.plays(canvas: canvas, frames: structure.frames.count, keptSide: keptSide) {
            return try decodeFirstGIFFrame(first, of: bytes, header: structure.header, keptSide: keptSide)
        }
        var composite = GIFComposite(size: canvas, byteCount: rgbCount / 3 * 4)
        var frames: [Picture] = [], kept = 0
        for frame in structure.frames.isEmpty ? [first] : structure.frames {
            guard let drawn = decodeGIFFrame(frame, of: bytes, header: structure.header, canvas: canvas) else {
                if frames.isEmpty { throw ContentError("corrupt GIF picture") }
                break
            }
            composite.draw(drawn, over: frame)
            var rows = canvas.height, partial: PartialDecode?
            if structure.frames.isEmpty {
                partial = PartialDecode(cutShort: true)
                // The rows the frame drew: down to the last with a pixel set (stb_image leaves the rest clear).
                if !frame.isInterlaced {
                    let last = frame.rows.last { row in frame.columns.contains { drawn[(row * canvas.width + $0) * 4 + 3] != 0 } }
                    guard let last else { throw ContentError("truncated GIF picture: nothing decoded") }
                    rows = last + 1
                }
            }
            var picture = composite.picture(rows: rows, toFit: keptSide)
            if let partial {
                let frameRows = max(frame.rows.count, 1)
                picture.note = partial.note(rows: frame.isInterlaced ? frameRows : rows - frame.rows.lowerBound, of: frameRows)
            }
            kept += picture.byteCount
            guard frames.isEmpty || kept <= animationByteLimit else { break }
            frames.append(picture)
            composite.dispose(frame)
        }
        var picture = frames[0]
        picture.animation = PictureAnimation(frames: frames, delays: structure.frames.prefix(frames.count).map(\.delay))
        return picture
    }

    /// `frame` of the GIF in `bytes` decoded alone (a GIF of the shared header, with no
    /// background colour, and that frame), as RGBA over the whole canvas, clear where it
    /// does not draw; nil when it does not decode.
    private static func decodeGIFFrame(_ frame: GIFStructure.Frame, of bytes: [UInt8], header: Range<Int>,
                                       canvas: PictureSize) -> [UInt8]? {
        var single = Array(bytes[header])
        single[11] = 0   // no background colour: stb_image would paint it over what the frame leaves
        single += frame.closedBytes(in: bytes)
        single.append(0x3B)
        guard let length = Int32(exactly: single.count) else { return nil }
        var width: Int32 = 0, height: Int32 = 0, channels: Int32 = 0
        let decoded = single.withUnsafeBufferPointer { buffer in
            stbi_load_from_memory(buffer.baseAddress, length, &width, &height, &channels, 4)
        }
        guard let decoded else { return nil }
        defer { stbi_image_free(decoded) }
        guard Int(width) == canvas.width, Int(height) == canvas.height else { return nil }
        return Array(UnsafeBufferPointer(start: decoded, count: canvas.width * canvas.height * 4))
    }

    /// The first frame of an animated GIF too costly to play, decoded alone on its own
    /// rectangle (a GIF whose canvas is that rectangle), like a still picture, with a note.
    private static func decodeFirstGIFFrame(_ frame: GIFStructure.Frame, of bytes: [UInt8], header: Range<Int>,
                                            keptSide: Int) throws(ContentError) -> Picture {
        let descriptor = frame.descriptor
        let size = PictureSize(width: Int(bytes[descriptor + 5]) | Int(bytes[descriptor + 6]) << 8,
                               height: Int(bytes[descriptor + 7]) | Int(bytes[descriptor + 8]) << 8)
        var single = Array(bytes[header])
        single.replaceSubrange(6..<10, with: bytes[(descriptor + 5)..<(descriptor + 9)])
        single[11] = 0   // no background colour, as for every frame (`decodeGIFFrame`)
        single += frame.closedBytes(in: bytes)
        // The rectangle at the canvas's corner.
        let moved = header.count + descriptor - frame.bytes.lowerBound
        single.replaceSubrange((moved + 1)..<(moved + 5), with: [0, 0, 0, 0])
        single.append(0x3B)
        guard size.width > 0, size.height > 0, let length = Int32(exactly: single.count) else {
            throw ContentError("corrupt GIF picture")
        }
        var width: Int32 = 0, height: Int32 = 0, channels: Int32 = 0
        let decoded = single.withUnsafeBufferPointer { buffer in
            stbi_load_from_memory(buffer.baseAddress, length, &width, &height, &channels, 4)
        }
        guard let decoded, Int(width) == size.width, Int(height) == size.height else {
            if let decoded { stbi_image_free(decoded) }
            throw ContentError("corrupt GIF picture")
        }
        defer { stbi_image_free(decoded) }
        var picture = Picture.scaled(overBlack: UnsafeBufferPointer(start: decoded, count: size.width * size.height * 4),
                                     width: size.width, height: size.height, toFit: keptSide)
        picture.note = firstFrameOnly
        return picture
    }

    /// The note on a card showing an animation's first frame because it is too costly to play.
    static let firstFrameOnly = "first frame only: too large to play"

    /// BMP through stb_image, the size it reads checked before it decodes.
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
    /// kept side allows, its size checked from the header first; a truncated or damaged file
    /// shows the rows before the first warning (a progressive one, all of them, coarser).
    private static func decodeJPEG(_ bytes: [UInt8], keptSide: Int) throws(ContentError) -> Picture {
        var width: Int32 = 0, height: Int32 = 0, rows: Int32 = 0, cutShort: Int32 = 0, status: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            swipe_jpeg_decode(buffer.baseAddress, UInt(buffer.count), Int32(clamping: keptSide), maximumPixels, &width, &height,
                              &rows, &cutShort, &status, &message, message.count)
        }
        let partial = status == Int32(SWIPE_JPEG_PARTIAL.rawValue)
        guard let decoded, status == Int32(SWIPE_JPEG_OK.rawValue) || partial else {
            if status == Int32(SWIPE_JPEG_TOO_LARGE.rawValue) {
                throw tooLarge(PictureSize(width: Int(width), height: Int(height)), .jpeg)
            }
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ContentError("corrupt JPEG picture" + (reason.isEmpty ? "" : " (\(reason))"))
        }
        defer { free(decoded) }
        return try kept(decoded, width: width, height: height, rows: rows,
                        partial: partial ? PartialDecode(cutShort: cutShort != 0) : nil, keptSide: keptSide, .jpeg)
    }

    /// A PNG through libpng, its size checked from the header first; a file cut short or
    /// damaged part way down shows the rows before the damage.
    private static func decodePNG(_ bytes: [UInt8], keptSide: Int) throws(ContentError) -> Picture {
        var width: Int32 = 0, height: Int32 = 0, rows: Int32 = 0, cutShort: Int32 = 0, status: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            swipe_png_decode(buffer.baseAddress, buffer.count, maximumPixels, &width, &height, &rows, &cutShort, &status,
                             &message, message.count)
        }
        if status == Int32(SWIPE_PNG_TOO_LARGE.rawValue) { throw tooLarge(PictureSize(width: Int(width), height: Int(height)), .png) }
        guard let decoded else { throw ContentError("corrupt PNG picture") }
        defer { free(decoded) }
        // Every row there (only the end chunk missing) is a whole picture.
        let partial = status == Int32(SWIPE_PNG_PARTIAL.rawValue) && rows < height ? PartialDecode(cutShort: cutShort != 0) : nil
        return try kept(decoded, width: width, height: height, rows: rows, partial: partial, keptSide: keptSide, .png)
    }

    /// A WebP picture through libwebp's incremental decoder, its size checked from the header
    /// first: a file cut short or damaged part way down shows the rows decoded before. An
    /// animated one goes to libwebp's animation decoder.
    private static func decodeWebP(_ bytes: [UInt8], keptSide: Int) throws(ContentError) -> Picture {
        var features = WebPBitstreamFeatures()
        let read = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        // The animation decoder takes its whole canvas at once: `decode` has checked the
        // size its VP8X header states (an animation always has one) before this.
        if read == VP8_STATUS_OK, features.has_animation != 0 {
            guard let canvas = PictureFormat.webp.statedSize(in: bytes), canvas.hasAtMost(pixels: animationCanvasPixels),
                  AnimationBudget.plays(canvas: canvas, frames: webPFrameCount(bytes), keptSide: keptSide) else {
                return try decodeFirstWebPFrame(bytes, keptSide: keptSide)
            }
            return try decodeAnimatedWebP(bytes, keptSide: keptSide)
        }
        var width: Int32 = 0, height: Int32 = 0
        let known = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard known != 0, width > 0, height > 0 else { throw ContentError("corrupt WebP picture") }
        try ensureShowable(PictureSize(width: Int(width), height: Int(height)), .webp)
        guard let decoder = WebPINewRGB(MODE_RGB, nil, 0, 0) else { throw ContentError("corrupt WebP picture") }
        defer { WebPIDelete(decoder) }
        let status = bytes.withUnsafeBufferPointer { WebPIUpdate(decoder, $0.baseAddress, $0.count) }
        var rows: Int32 = 0, stride: Int32 = 0
        guard let decoded = WebPIDecGetRGB(decoder, &rows, &width, &height, &stride), rows > 0, width > 0,
              Int(stride) == Int(width) * 3 else {
            throw ContentError("corrupt WebP picture")
        }
        let partial = status == VP8_STATUS_OK ? nil : PartialDecode(cutShort: status == VP8_STATUS_SUSPENDED)
        return try kept(decoded, width: width, height: height, rows: rows, partial: partial, keptSide: keptSide, .webp)
    }

    /// The frames an animated WebP's chunks list (its demuxer reads them, decoding none), at
    /// most `GIFStructure.frameLimit`, as many as are played.
    private static func webPFrameCount(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let demux = WebPDemux(&data) else { return 0 }
            defer { WebPDemuxDelete(demux) }
            return min(Int(WebPDemuxGetI(demux, WEBP_FF_FRAME_COUNT)), GIFStructure.frameLimit)
        }
    }

    /// The first frame of an animated WebP whose canvas is too large or too costly to play
    /// on, decoded alone (its own rectangle, from the demuxer) like a still picture.
    private static func decodeFirstWebPFrame(_ bytes: [UInt8], keptSide: Int) throws(ContentError) -> Picture {
        let fragment: [UInt8]? = bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let demux = WebPDemux(&data) else { return nil }
            defer { WebPDemuxDelete(demux) }
            var iterator = WebPIterator()
            guard WebPDemuxGetFrame(demux, 1, &iterator) != 0 else { return nil }
            defer { WebPDemuxReleaseIterator(&iterator) }
            return Array(UnsafeBufferPointer(start: iterator.fragment.bytes, count: iterator.fragment.size))
        }
        guard let fragment, !fragment.isEmpty else { throw ContentError("corrupt WebP animation: no frame decoded") }
        var picture = try decodeWebP(fragment, keptSide: keptSide)
        picture.note = picture.note ?? firstFrameOnly
        return picture
    }

    /// An animated WebP through libwebp's animation decoder (libwebpdemux), which gives each
    /// frame whole, blended and disposed of as the file says, with the time it ends. The
    /// canvas size is checked before any frame is decoded; frames are kept at the kept size,
    /// at most `GIFStructure.frameLimit` of them and as many as `animationByteLimit` holds.
    /// What is clear shows black, as in a GIF. A file cut short or damaged part way through
    /// plays the frames before the damage; one whose first frame does not decode says so.
    private static func decodeAnimatedWebP(_ bytes: [UInt8], keptSide: Int) throws(ContentError) -> Picture {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw ContentError("corrupt WebP animation") }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        var frames: [Picture] = [], delays: [Int] = []
        try bytes.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<UInt8>) throws(ContentError) in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { throw ContentError("corrupt WebP animation") }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw ContentError("corrupt WebP animation") }
            let canvas = PictureSize(width: Int(info.canvas_width), height: Int(info.canvas_height))
            try ensureShowable(canvas, .webp)
            guard canvas.width > 0, canvas.height > 0, let rgbCount = canvas.rgbByteCount else {
                throw ContentError("corrupt WebP animation")
            }
            var kept = 0, ended = 0
            while frames.count < GIFStructure.frameLimit, WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?, end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &end) != 0, let pixels else { break }
                let rgba = UnsafeBufferPointer(start: pixels, count: rgbCount / 3 * 4)
                let picture = Picture.scaled(overBlack: rgba, width: canvas.width, height: canvas.height, toFit: keptSide)
                kept += picture.byteCount
                guard frames.isEmpty || kept <= animationByteLimit else { break }
                frames.append(picture)
                // Each frame says when it ends, counted from the start.
                delays.append(Int(end) - ended)
                ended = Int(end)
            }
        }
        guard var picture = frames.first else { throw ContentError("corrupt WebP animation: no frame decoded") }
        picture.animation = PictureAnimation(frames: frames, delays: delays)
        return picture
    }
}
