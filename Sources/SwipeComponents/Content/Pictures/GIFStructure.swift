/// The frames a GIF file holds, found by walking its blocks without decoding them: where
/// each frame's bytes are, where on the canvas it draws, how long it shows and how it is
/// disposed of, and whether the file ends inside one (cut short) or turns to bytes that are
/// no block (damaged). One pass over the bytes, never
/// past them, whatever the lengths inside say; at most `frameLimit` frames are listed.
struct GIFStructure: Sendable, Equatable {
    /// One frame: its bytes, its rectangle on the canvas, its timing and disposal.
    struct Frame: Sendable, Equatable {
        /// What becomes of the frame's rectangle before the next frame draws.
        enum Disposal: Sendable, Equatable {
            /// It stays (unspecified, or "do not dispose").
            case keep
            /// Cleared to transparent ("restore to background", as browsers do it).
            case clear
            /// Put back as it was before the frame drew ("restore to previous").
            case restore
        }

        /// Its bytes: its graphic control extension (if any), image descriptor, local
        /// colour table and data, up to the byte a trailer can follow.
        let bytes: Range<Int>
        /// Where its image descriptor starts (its introducer, 0x2C), inside `bytes`.
        let descriptor: Int
        /// Where its data's sub-blocks start (after the LZW code size); past the file's
        /// end when the file ends before them.
        let data: Int
        /// The columns and rows of the canvas it draws.
        let columns: Range<Int>
        let rows: Range<Int>
        /// Whether its rows are stored interlaced (not top to bottom).
        let isInterlaced: Bool
        /// How long it shows, in milliseconds, as the file says (0 when it does not).
        let delay: Int
        /// What becomes of it before the next frame.
        let disposal: Disposal

        /// Its bytes in `file` (the file it was found in), ended where the file ends: a
        /// sub-block the file cuts short is cut to what is there and the data closed, so a
        /// decoder reads nothing past the cut (it would read zeros: pixels of colour 0
        /// that are not in the file). A whole frame's bytes as they are.
        func closedBytes(in file: [UInt8]) -> [UInt8] {
            var kept = Array(file[bytes])
            guard data < file.count else { return kept }
            var offset = data
            while offset < file.count {
                let length = Int(file[offset])
                if length == 0 { return kept }
                if offset + 1 + length > file.count {
                    kept[offset - bytes.lowerBound] = UInt8(file.count - offset - 1)
                    break
                }
                offset += 1 + length
            }
            kept.append(0)
            return kept
        }
    }

    /// The header, logical screen descriptor and global colour table: what every frame shares.
    let header: Range<Int>

    /// The frames whose data is whole, in order.
    let frames: [Frame]
    /// The frame the file ends inside, if it does (its data is not all there).
    let cutShortFrame: Frame?
    /// True when the walk met bytes that are no GIF block before the trailer.
    let isDamaged: Bool

    /// Frames listed at most: a longer animation plays its first ones.
    static let frameLimit = 2000

    /// The structure of `bytes`, a GIF (header already recognised); nil when even the
    /// header is cut short.
    init?(_ bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard bytes.count >= 13 else { return nil }
        reader.offset = 6
        let canvasWidth = reader.number(at: 6), canvasHeight = reader.number(at: 8)
        let flags = Int(bytes[10])
        reader.offset = 13
        if flags & 0x80 != 0 { reader.offset += 3 << ((flags & 7) + 1) }
        guard reader.offset <= bytes.count else { return nil }
        header = 0..<reader.offset
        var frames: [Frame] = [], cutShort: Frame?, damaged = false
        var delay = 0, disposal = Frame.Disposal.keep, start: Int?
        walk: while frames.count < Self.frameLimit {
            let blockStart = reader.offset
            guard let introducer = reader.byte() else { break }
            switch introducer {
            case 0x21:
                guard let label = reader.byte() else { break walk }
                if label == 0xF9, reader.offset + 5 <= bytes.count, bytes[reader.offset] >= 4 {
                    delay = reader.number(at: reader.offset + 2) * 10
                    switch (bytes[reader.offset + 1] >> 2) & 7 {
                    case 2: disposal = .clear
                    case 3: disposal = .restore
                    default: disposal = .keep
                    }
                    start = blockStart
                }
                guard reader.skipSubBlocks() else { break walk }
            case 0x2C:
                let left = reader.number(at: reader.offset), top = reader.number(at: reader.offset + 2)
                let width = reader.number(at: reader.offset + 4), height = reader.number(at: reader.offset + 6)
                let imageFlags = reader.offset + 9 <= bytes.count ? Int(bytes[reader.offset + 8]) : 0
                reader.offset += 9
                if imageFlags & 0x80 != 0 { reader.offset += 3 << ((imageFlags & 7) + 1) }
                reader.offset += 1   // the LZW code size
                let data = reader.offset
                let whole = reader.offset <= bytes.count && reader.skipSubBlocks()
                let frame = Frame(bytes: (start ?? blockStart)..<min(reader.offset, bytes.count), descriptor: blockStart, data: data,
                                  columns: min(left, canvasWidth)..<min(left + width, canvasWidth),
                                  rows: min(top, canvasHeight)..<min(top + height, canvasHeight),
                                  isInterlaced: imageFlags & 0x40 != 0, delay: delay, disposal: disposal)
                guard whole else {
                    cutShort = frame
                    break walk
                }
                frames.append(frame)
                delay = 0
                disposal = .keep
                start = nil
            case 0x3B:
                break walk
            default:
                damaged = true
                break walk
            }
        }
        self.frames = frames
        cutShortFrame = cutShort
        isDamaged = damaged
    }

    /// Reads bytes forward, never past the end.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        /// The next byte, if there is one.
        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        /// The little-endian 16-bit number at `position` (0 past the end).
        func number(at position: Int) -> Int {
            guard position >= 0, position + 2 <= bytes.count else { return 0 }
            return Int(bytes[position]) | Int(bytes[position + 1]) << 8
        }

        /// Skips sub-blocks up to and past their zero-length end; false when the bytes end first.
        mutating func skipSubBlocks() -> Bool {
            while let length = byte() {
                if length == 0 { return true }
                offset += Int(length)
            }
            return false
        }
    }
}
