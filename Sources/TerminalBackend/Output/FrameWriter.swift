import CellCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns frames into the bytes that bring a terminal from the frame it shows to the next:
/// the project's own diff writer, on the terminal's terminfo strings.
///
/// Per row it writes only the cells that changed, moving the cursor the cheapest way
/// (`cup`, `hpa`, `cuf`, `cub`, or writing over a short run of unchanged cells), changing
/// the rendition with the fewest SGR parameters, erasing with `el` or `ech` and repeating
/// with REP where that is shorter, and shifting a row sideways with `dch` or `ich` when
/// its content moved as a whole (a carousel in motion) and that costs less than writing it
/// again. Grapheme clusters go out whole; after one whose width terminals may disagree on,
/// the cursor is placed again. A value: feed it frames, send what it returns.
///
/// Frames fill the screen, or an inline viewport: rows from a screen row down (`--height`),
/// where a fresh start erases from that row to the end of the screen and nothing above.
public struct FrameWriter {
    /// Where frames go on the screen.
    public enum Placement: Sendable, Equatable {
        /// The whole screen.
        case fullScreen
        /// Rows from screen row `top` (from 0) down.
        case inline(top: Int)

        /// The screen row of the frame's first row.
        var top: Int {
            if case .inline(let top) = self { return top }
            return 0
        }
    }

    /// Cells that differed from what the terminal showed, in the last frame.
    public private(set) var lastChangedCells = 0
    /// Whether the last frame's bytes began by erasing where frames go (a fresh start).
    public private(set) var lastFrameErased = false
    /// Where frames go; changing it forgets what the terminal shows.
    public var placement = Placement.fullScreen {
        didSet { if placement != oldValue { invalidate() } }
    }

    private let expander: CapabilityExpander
    private var rendition: SelectGraphicRendition
    private var dither: OrderedDither
    /// The last frame as dithered: each frame is copied into its memory and dithered there
    /// (the frame handed in is its caller's, drawn into again next time).
    private var dithered = CellBuffer(size: Size(columns: 0, rows: 0))
    private var screen: CellBuffer?
    private var pen = Pen(cursor: nil, style: nil)
    /// Whether the terminal shows its cursor, when known (it starts hidden).
    private var cursorShows: Bool? = false

    /// The frame row the cursor was left on, when known: after a resize, where the
    /// terminal now says the cursor is tells how far it moved the frame.
    public var cursorRow: Int? { pen.cursor?.y }

    /// Where the cursor is and which rendition is in effect, as far as known.
    struct Pen {
        var cursor: Point?
        var style: Style?
    }

    /// A writer for a terminal with `capabilities`, whose screen is unknown until the first frame.
    public init(capabilities: TerminalCapabilities) {
        expander = CapabilityExpander(capabilities: capabilities)
        rendition = SelectGraphicRendition(depth: capabilities.colorDepth)
        dither = OrderedDither(depth: capabilities.colorDepth)
    }

    /// The colours cells are shown in. Changing it (the terminal said it has more) draws
    /// the next frame afresh.
    public var colorDepth: ColorDepth {
        get { rendition.depth }
        set {
            guard newValue != rendition.depth else { return }
            rendition = SelectGraphicRendition(depth: newValue)
            dither = OrderedDither(depth: newValue)
            invalidate()
        }
    }

    /// Forgets what the terminal shows (after a resize, a resume, anything else drawing on
    /// it): the next frame clears the screen and paints everything.
    public mutating func invalidate() {
        screen = nil
        pen = Pen(cursor: nil, style: nil)
        cursorShows = nil
    }

    /// Something else drew over `rect` (frame cells; a picture the terminal shows over
    /// them): the next frame writes its cells again, whether they changed or not.
    public mutating func forget(_ rect: Rect) {
        guard var known = screen else { return }
        screen = nil
        let area = rect.intersection(known.bounds)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { known.set(Self.unknownCell, x: x, y: y) }
        }
        screen = known
    }

    /// A cell no frame holds (an attribute bit views never set): what the writer's copy of
    /// the screen holds where it no longer knows what shows.
    static let unknownCell = Cell(glyph: .space, style: Style(attributes: TextAttributes(rawValue: 1 << 7)))

    /// Something else moved the cursor (to `point`, a frame cell, when known), after the
    /// writer's last bytes.
    public mutating func cursorMoved(to point: Point?) {
        pen.cursor = point
    }

    /// The bytes that make the terminal show `frame`; empty when it already does.
    ///
    /// Costs a comparison per cell and work in proportion to what changed: the writer's
    /// copy of the screen is updated row by row, only where rows differ.
    public mutating func bytes(for frame: CellBuffer) -> [UInt8] {
        // Pictures in symbols dithered into a palette (at 256 colours or fewer).
        let frame = dither.isNeeded ? dithering(frame) : frame
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        lastFrameErased = screen?.size != frame.size
        if screen?.size != frame.size {
            // Erase with the default background (bce would take the current one).
            rendition.append(from: pen.style, to: .plain, into: &out)
            eraseViewport(frame.size, into: &out)
            pen = Pen(cursor: Point(x: 0, y: 0), style: .plain)
            screen = CellBuffer(size: frame.size)
        }
        let width = frame.size.columns
        var changed = 0
        let painter = RowPainter(expander: expander, rendition: rendition, width: width, rowOffset: placement.top)
        let unchangedRows = Self.unchangedRows(screen!, frame)
        frame.cells.withUnsafeBufferPointer { cells in
            for y in 0..<frame.size.rows where !unchangedRows[y] {
                guard let span = screen!.differingColumns(ofRow: y, from: frame) else { continue }
                let start = y * width
                // The old row is the painter's model, changed as it paints: a copy. The new
                // one is only read, where the frame keeps it.
                let old = Array(screen!.cells[start..<start + width])
                let new = UnsafeBufferPointer(rebasing: cells[start..<start + width])
                changed += span.count { old[$0] != new[$0] }
                painter.paint(row: y, old: consume old, new: new, first: span.lowerBound, last: span.upperBound, pen: &pen, into: &out)
                screen!.copyRow(y, from: frame)
            }
        }
        // Inline, the cursor is left where the writer knows it is: after a resize its new
        // place tells how far the terminal moved the frame.
        if case .inline(let top) = placement, pen.cursor == nil, !out.isEmpty {
            out += expander.bytes(.cursorAddress, top, 0)
            pen.cursor = Point(x: 0, y: 0)
        }
        lastChangedCells = changed
        out += cursorBytes(for: frame)
        return out
    }

    /// `frame` dithered, in the writer's own copy of it.
    private mutating func dithering(_ frame: CellBuffer) -> CellBuffer {
        dithered.replaceContents(with: frame)
        dither.apply(to: &dithered)
        return dithered
    }

    /// The bytes that put the terminal's cursor where `frame` wants it (`frame.cursor`)
    /// and show it, or hide it when the frame wants none; empty when it already is so.
    /// The frame's own bytes end with them; whoever writes more after those (pictures)
    /// asks again.
    public mutating func cursorBytes(for frame: CellBuffer) -> [UInt8] {
        var out: [UInt8] = []
        guard let cursor = frame.cursor, frame.bounds.contains(cursor) else {
            if cursorShows != false { out += Self.hideCursor }
            cursorShows = false
            return out
        }
        if pen.cursor != cursor {
            out += expander.bytes(.cursorAddress, placement.top + cursor.y, cursor.x)
            pen.cursor = cursor
        }
        if cursorShows != true { out += Self.showCursor }
        cursorShows = true
        return out
    }

    private static let showCursor = Array("\u{1B}[?25h".utf8)
    private static let hideCursor = Array("\u{1B}[?25l".utf8)

    /// Erases where frames go and leaves the cursor at their first cell: the whole screen,
    /// or from an inline viewport's top row to the end of the screen (its rows one by one
    /// where the terminal cannot erase to the end of the screen, with spaces where it cannot
    /// erase a line, short of the last cell so that nothing scrolls).
    private func eraseViewport(_ size: Size, into out: inout [UInt8]) {
        let capabilities = expander.capabilities
        guard case .inline(let top) = placement else {
            out.append(contentsOf: capabilities.clearScreen.utf8)
            return
        }
        if let clearToEnd = capabilities.clearToEndOfScreen {
            out += expander.bytes(.cursorAddress, top, 0)
            out.append(contentsOf: clearToEnd.utf8)
        } else {
            for row in (0..<size.rows).reversed() {
                out += expander.bytes(.cursorAddress, top + row, 0)
                if let clearLine = capabilities.clearToEndOfLine {
                    out.append(contentsOf: clearLine.utf8)
                } else {
                    out += Array(repeating: UInt8(ascii: " "), count: max(size.columns - 1, 0))
                    out += expander.bytes(.cursorAddress, top + row, 0)
                }
            }
        }
    }

    /// Which rows are byte for byte the same in both buffers (cells are plain data): one
    /// `memcmp` a row, at memory speed, so an unchanged screen costs next to nothing.
    static func unchangedRows(_ a: CellBuffer, _ b: CellBuffer) -> [Bool] {
        let rowBytes = a.size.columns * MemoryLayout<Cell>.stride
        guard rowBytes > 0 else { return Array(repeating: true, count: a.size.rows) }
        return a.cells.withUnsafeBytes { first in
            b.cells.withUnsafeBytes { second in
                (0..<a.size.rows).map { y in
                    memcmp(first.baseAddress! + y * rowBytes, second.baseAddress! + y * rowBytes, rowBytes) == 0
                }
            }
        }
    }
}
