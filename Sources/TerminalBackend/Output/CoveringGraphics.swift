import CellCanvas

/// Pictures shown in pixels by protocols that draw over cells and stay until the cells are
/// written again: sixel, and iTerm2's inline images (`OSC 1337 ; File=`). Each frame's
/// intact pictures are drawn once, after its cells, and not again while their cells stay
/// as they were; a picture that goes (or moves, or whose cells change) has its cells
/// written again, which takes it off the screen. A value, like `FrameWriter`.
///
/// Pictures are encoded off the frame loop (`EncodedPictures`): one not yet encoded keeps
/// its symbols until its encoding is done and `wakeDescriptor` turns readable, and is then
/// drawn by `bytes` between frames.
///
/// Pictures touching the frame's last row are left in symbols: a terminal moves the
/// cursor below a sixel picture and would scroll the screen.
public struct CoveringGraphics {
    /// How pictures are sent.
    public enum Format: Sendable, Hashable {
        /// Sixel, with a palette of at most this many colour registers.
        case sixel(registers: Int)
        /// iTerm2's inline images, a PNG file each.
        case inlineImage
    }

    /// Sixel colour registers assumed where the terminal does not say (most have 256 or more).
    public static let defaultRegisters = 256

    /// How pictures are sent.
    public var format: Format
    /// A cell's size in pixels (10×20 until the terminal says).
    public var cellPixels = Size(columns: 10, rows: 20)
    /// Bytes of the last picture encoded, and how long encoding it took (seconds).
    public var lastEncoded: (bytes: Int, seconds: Double)? { encodings.lastEncoded }
    /// Readable when a picture's encoding is done: `bytes` has something new to draw.
    public var wakeDescriptor: Int32 { encodings.wakeDescriptor }

    /// A picture on screen: which, where, and the cells it covers as they were.
    private struct Shown: Equatable {
        var serial: UInt64
        var visible: Rect
        var crop: Rect
        var cells: [Cell]
    }

    /// Pictures drawn and still intact on screen.
    private var shown: [Shown] = []
    /// The frame's pictures, and those of them not yet drawn over its cells.
    private var current: [(placement: PicturePlacement, shown: Shown)] = []
    private var toDraw: [(placement: PicturePlacement, shown: Shown)] = []
    /// Encodings, done off the frame loop and kept to be sent again.
    private let encodings = EncodedPictures()

    /// Graphics sending pictures in `format`.
    public init(format: Format) {
        self.format = format
    }

    /// First step of a frame, before its cells are written: takes the frame's intact
    /// pictures, and returns the rectangles (frame cells) whose cells must be written again
    /// because a picture drawn there goes.
    public mutating func uncover(for placements: [PicturePlacement], in frame: CellBuffer) -> [Rect] {
        let wanted = placements.compactMap { placement -> (placement: PicturePlacement, shown: Shown)? in
            let visible = placement.visible
            guard !visible.isEmpty, visible.maxY < frame.size.rows else { return nil }
            let cells = (visible.minY..<visible.maxY).flatMap { y in (visible.minX..<visible.maxX).map { frame[$0, y] } }
            return (placement, Shown(serial: placement.picture.serial, visible: visible, crop: placement.sourceCrop, cells: cells))
        }
        let kept = wanted.map(\.1)
        let going = shown.filter { !kept.contains($0) }.map(\.visible)
        // New pictures, and those whose cells are written again under them.
        toDraw = wanted.filter { placement, place in
            !shown.contains(place) || going.contains { !$0.intersection(place.visible).isEmpty }
        }
        current = wanted
        shown = kept.filter { place in !toDraw.contains { $0.shown == place } }
        return going
    }

    /// Second step, after the cells, and again whenever `wakeDescriptor` is readable: the
    /// bytes that draw the pictures new to the screen whose encodings are done (every one
    /// when the screen was erased), their rows starting at screen row `rowOffset`. The
    /// cursor is left somewhere unknown when any are.
    public mutating func bytes(screenWasErased: Bool, rowOffset: Int) -> [UInt8] {
        if screenWasErased {
            toDraw = current
            shown = []
        }
        encodings.takeWakeUp()
        var out: [UInt8] = []
        var waiting = toDraw
        waiting.removeAll { placement, place in
            guard let picture = picture(placement, shown: place) else { return false }
            out += Array("\u{1B}[\(rowOffset + place.visible.y + 1);\(place.visible.x + 1)H".utf8)
            out += picture
            shown.append(place)
            return true
        }
        toDraw = waiting
        return out
    }

    /// Whether a picture of the frame waits for its encoding.
    public var isWaitingForEncoding: Bool { !toDraw.isEmpty }

    /// Waits until the encodings asked for are done (tests).
    func waitForEncodings() {
        encodings.waitUntilIdle()
    }

    /// Forgets what is on screen (the screen was left or will be erased).
    public mutating func forgetShown() {
        shown = []
        current = []
        toDraw = []
    }

    /// The encoded picture for `placement` when its encoding is done; nil (and asked for)
    /// when not.
    private func picture(_ placement: PicturePlacement, shown: Shown) -> [UInt8]? {
        let cells = Size(columns: shown.visible.width, rows: shown.visible.height)
        let key = EncodedPictures.Key(serial: shown.serial, crop: shown.crop, cells: cells,
                                      width: cells.columns * cellPixels.columns, height: cells.rows * cellPixels.rows,
                                      format: format)
        return encodings.bytes(for: key, of: placement.picture)
    }
}
