import CellCanvas

/// Pictures shown in pixels by protocols that draw over cells and stay until the cells are
/// written again: sixel, and iTerm2's inline images (`OSC 1337 ; File=`). Each frame's
/// intact pictures are drawn once, after its cells, and not again while their cells stay
/// as they were; a picture that goes (or moves, or whose cells change) has its cells
/// written again, which takes it off the screen. A value, like `FrameWriter`.
///
/// Pictures touching the frame's last row are left in symbols: a terminal moves the
/// cursor below a sixel picture and would scroll the screen.
public struct CoveringGraphics {
    /// How pictures are sent.
    public enum Format: Sendable, Equatable {
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
    public private(set) var lastEncoded: (bytes: Int, seconds: Double)?

    /// A picture on screen: which, where, and the cells it covers as they were.
    private struct Shown: Equatable {
        var serial: UInt64
        var visible: Rect
        var crop: Rect
        var cells: [Cell]
    }

    /// What an encoded picture is known by.
    private struct EncodedKey: Hashable {
        var serial: UInt64
        var crop: Rect
        var width: Int
        var height: Int
    }

    private var shown: [Shown] = []
    /// The frame's pictures, and those of them to draw after its cells.
    private var current: [(placement: PicturePlacement, shown: Shown)] = []
    private var toDraw: [(placement: PicturePlacement, shown: Shown)] = []
    /// Encoded pictures kept to be sent again (a picture coming back after motion).
    private var encoded: [(key: EncodedKey, bytes: [UInt8])] = []
    /// Encoded pictures kept at most.
    static let keptEncodings = 8

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
        shown = kept
        return going
    }

    /// Second step, after the cells: the bytes that draw the pictures new to the screen
    /// (every one when the screen was erased), their rows starting at screen row `rowOffset`.
    /// The cursor is left somewhere unknown when any are.
    public mutating func bytes(screenWasErased: Bool, rowOffset: Int) -> [UInt8] {
        if screenWasErased { toDraw = current }
        var out: [UInt8] = []
        for (placement, shown) in toDraw {
            out += Array("\u{1B}[\(rowOffset + shown.visible.y + 1);\(shown.visible.x + 1)H".utf8)
            out += picture(placement, shown: shown)
        }
        toDraw = []
        return out
    }

    /// Forgets what is on screen (the screen was left or will be erased).
    public mutating func forgetShown() {
        shown = []
        current = []
        toDraw = []
    }

    /// The encoded picture for `placement`, from the kept ones when it was encoded before.
    private mutating func picture(_ placement: PicturePlacement, shown: Shown) -> [UInt8] {
        let width = shown.visible.width * cellPixels.columns, height = shown.visible.height * cellPixels.rows
        let key = EncodedKey(serial: shown.serial, crop: shown.crop, width: width, height: height)
        if let known = encoded.first(where: { $0.key == key }) { return known.bytes }
        let start = MonotonicClock.now()
        let pixels = ScaledPixels(placement.picture, crop: shown.crop, width: width, height: height)
        let bytes: [UInt8]
        switch format {
        case .sixel(let registers):
            bytes = SixelEncoder.encode(pixels, registers: registers)
        case .inlineImage:
            bytes = InlineImage.bytes(for: pixels, columns: shown.visible.width, rows: shown.visible.height)
        }
        lastEncoded = (bytes.count, MonotonicClock.now() - start)
        encoded.append((key, bytes))
        if encoded.count > Self.keptEncodings { encoded.removeFirst() }
        return bytes
    }
}
