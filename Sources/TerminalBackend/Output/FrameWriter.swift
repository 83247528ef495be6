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
public struct FrameWriter {
    /// Cells that differed from what the terminal showed, in the last frame.
    public private(set) var lastChangedCells = 0

    private let expander: CapabilityExpander
    private let rendition: SelectGraphicRendition
    private var screen: CellBuffer?
    private var pen = Pen(cursor: nil, style: nil)

    /// Where the cursor is and which rendition is in effect, as far as known.
    struct Pen {
        var cursor: Point?
        var style: Style?
    }

    /// A writer for a terminal with `capabilities`, whose screen is unknown until the first frame.
    public init(capabilities: TerminalCapabilities) {
        expander = CapabilityExpander(capabilities: capabilities)
        rendition = SelectGraphicRendition(depth: capabilities.colorDepth)
    }

    /// Forgets what the terminal shows (after a resize, a resume, anything else drawing on
    /// it): the next frame clears the screen and paints everything.
    public mutating func invalidate() {
        screen = nil
        pen = Pen(cursor: nil, style: nil)
    }

    /// The bytes that make the terminal show `frame`; empty when it already does.
    ///
    /// Costs a comparison per cell and work in proportion to what changed: the writer's
    /// copy of the screen is updated row by row, only where rows differ.
    public mutating func bytes(for frame: CellBuffer) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        if screen?.size != frame.size {
            // Erase with the default background (bce would take the current one).
            rendition.append(from: pen.style, to: .plain, into: &out)
            out.append(contentsOf: expander.capabilities.clearScreen.utf8)
            pen = Pen(cursor: Point(x: 0, y: 0), style: .plain)
            screen = CellBuffer(size: frame.size)
        }
        let width = frame.size.columns
        var changed = 0
        let painter = RowPainter(expander: expander, rendition: rendition, width: width)
        let unchangedRows = Self.unchangedRows(screen!, frame)
        for y in 0..<frame.size.rows where !unchangedRows[y] {
            guard let span = screen!.differingColumns(ofRow: y, from: frame) else { continue }
            let start = y * width
            let old = Array(screen!.cells[start..<start + width])
            let new = Array(frame.cells[start..<start + width])
            changed += span.count { old[$0] != new[$0] }
            painter.paint(row: y, old: old, new: new, first: span.lowerBound, last: span.upperBound, pen: &pen, into: &out)
            screen!.copyRow(y, from: frame)
        }
        lastChangedCells = changed
        return out
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
