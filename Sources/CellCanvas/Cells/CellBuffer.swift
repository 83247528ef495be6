/// A grid of cells that views draw into and a backend presents.
///
/// Writes keep wide glyphs whole: a glyph that would not fit in the clip is replaced
/// by a space, and overwriting either half of a wide glyph blanks the other half.
public struct CellBuffer: Sendable, Equatable {
    /// Columns and rows; only `resize(to:)` changes it.
    public private(set) var size: Size
    /// Every cell, row by row: column `x` of row `y` is at `y * size.columns + x`.
    public private(set) var cells: [Cell]
    /// Pictures placed over cells, to be shown in pixels where the terminal can
    /// (`intactPictures`); filling or pasting over them takes them away.
    public internal(set) var pictures: [PicturePlacement] = []
    /// Where the terminal's own cursor shows once the frame is on screen (a text field's
    /// insertion point, as fzf's query line has it); nil keeps it hidden.
    public var cursor: Point?

    /// A buffer of `size` with every cell set to `cell`, a plain space unless given;
    /// `cell` must be one column wide.
    public init(size: Size, filling cell: Cell = .blank) {
        self.size = size
        self.cells = Array(repeating: cell, count: size.area)
    }

    /// The whole buffer as a rectangle at the origin.
    public var bounds: Rect { Rect(size: size) }

    /// The cell at column `x`, row `y`; a blank for positions outside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return .blank }
        return cells[y * size.columns + x]
    }

    /// Gives the one-column cell at (`x`, `y`) `style`, its glyph kept: what `set` does
    /// with that cell restyled, without the clipping and wide-glyph care (a frame's
    /// colours brought into a palette, cell by cell). Other cells are left as they are.
    public mutating func restyle(x: Int, y: Int, to style: Style) {
        guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return }
        let i = y * size.columns + x
        guard cells[i].width == 1 else { return }
        cells[i].style = style
    }

    /// Puts one cell, keeping wide glyphs consistent. A width-2 cell also claims the
    /// cell to its right; it is not written when that cell is outside the buffer or `clip`.
    public mutating func set(_ cell: Cell, x: Int, y: Int, clip: Rect? = nil) {
        guard cell.width != 0, isWritable(x: x, y: y, clip: clip) else { return }
        if cell.width == 2 {
            guard isWritable(x: x + 1, y: y, clip: clip) else {
                store(Cell.blank(cell.style), x: x, y: y)
                return
            }
            store(cell, x: x, y: y)
            store(Cell(glyph: .space, width: 0, style: cell.style), x: x + 1, y: y)
        } else {
            store(cell, x: x, y: y)
        }
    }

    /// Writes `text` (which must already be sanitised) from column `x` on row `y`,
    /// stopping at the clip's right edge. Returns the number of columns advanced.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard y >= area.minY, y < area.maxY else { return 0 }
        var column = x
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if column >= area.maxX { break }
            if column + width > area.minX {
                set(Cell(character, width: UInt8(width), style: style), x: column, y: y, clip: area)
            }
            column += width
        }
        return column - x
    }

    /// Fills every cell of `rect` that lies inside the buffer (and `clip`) with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell, clip: Rect? = nil) {
        var area = rect.intersection(bounds)
        if let clip { area = area.intersection(clip) }
        guard !area.isEmpty else { return }
        removePictures(touching: area)
        if cell.width == 1 {
            // One glyph per cell: only wide glyphs cut at the left and right edges need care.
            let columns = size.columns
            for y in area.minY..<area.maxY {
                let row = y * columns
                if cells[row + area.minX].isContinuation, area.minX > 0 { cells[row + area.minX - 1] = .blank(cells[row + area.minX - 1].style) }
                if cells[row + area.maxX - 1].width == 2, area.maxX < columns { cells[row + area.maxX] = .blank(cells[row + area.maxX].style) }
                cells.withUnsafeMutableBufferPointer { buffer in
                    for i in (row + area.minX)..<(row + area.maxX) { buffer[i] = cell }
                }
            }
            return
        }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                set(cell, x: x, y: y, clip: area)
            }
        }
    }

    /// Changes the size, keeping the overlapping cells and blanking the rest.
    public mutating func resize(to newSize: Size) {
        guard newSize != size else { return }
        var resized = CellBuffer(size: newSize)
        // Pictures do not survive: the views that placed them place them again.
        for y in 0..<min(size.rows, newSize.rows) {
            for x in 0..<min(size.columns, newSize.columns) {
                let cell = self[x, y]
                if !cell.isContinuation { resized.set(cell, x: x, y: y) }
            }
        }
        self = resized
    }

    /// The first and last columns of row `y` whose cells differ from `other`'s (which has
    /// the same size); nil when the row is the same.
    public func differingColumns(ofRow y: Int, from other: CellBuffer) -> ClosedRange<Int>? {
        let columns = size.columns
        let start = y * columns
        // A cell is three fully used 64-bit words: compare words, not fields.
        let words = MemoryLayout<Cell>.stride / 8
        return cells.withUnsafeBufferPointer { mineCells in
            other.cells.withUnsafeBufferPointer { theirCells in
                mineCells.withMemoryRebound(to: UInt64.self) { mine in
                theirCells.withMemoryRebound(to: UInt64.self) { theirs in
                var first = start * words
                let end = (start + columns) * words
                while first < end && mine[first] == theirs[first] { first += 1 }
                guard first < end else { return nil }
                var last = end - 1
                while mine[last] == theirs[last] { last -= 1 }
                return (first / words - start)...(last / words - start)
                }
                }
            }
        }
    }

    /// The cells of `rect` (which lies inside the buffer) as a buffer of their own.
    public func copy(of rect: Rect) -> CellBuffer {
        var result = CellBuffer(size: rect.size)
        for row in 0..<rect.height {
            let from = (rect.minY + row) * size.columns + rect.minX
            result.cells.replaceSubrange(row * rect.width..<(row + 1) * rect.width, with: cells[from..<from + rect.width])
        }
        result.carry(intactPictures, movedBy: Point(x: -rect.x, y: -rect.y), within: result.bounds)
        return result
    }

    /// Puts `other`'s cells with its top left corner at `origin`, only where they fall
    /// inside the buffer (and `clip`), as they are: a copy from `copy(of:)` goes back
    /// whole. A wide glyph cut by the edge of what is pasted, or that loses a half to it,
    /// becomes a blank.
    public mutating func paste(_ other: CellBuffer, at origin: Point, clip: Rect? = nil) {
        var visible = Rect(x: origin.x, y: origin.y, width: other.size.columns, height: other.size.rows).intersection(bounds)
        if let clip { visible = visible.intersection(clip) }
        guard !visible.isEmpty else { return }
        removePictures(touching: visible)
        defer { carry(other.intactPictures, movedBy: origin, within: visible) }
        let columns = size.columns
        for y in visible.minY..<visible.maxY {
            let from = (y - origin.y) * other.size.columns + (visible.minX - origin.x)
            let to = y * columns + visible.minX
            cells.replaceSubrange(to..<to + visible.width, with: other.cells[from..<from + visible.width])
            let first = to, last = to + visible.width - 1
            // Halves cut inside what was pasted…
            if cells[first].isContinuation { cells[first] = .blank(cells[first].style) }
            if cells[last].width == 2 { cells[last] = .blank(cells[last].style) }
            // …and wide glyphs beside it that lost a half.
            if visible.minX > 0, cells[first - 1].width == 2, !cells[first].isContinuation {
                cells[first - 1] = .blank(cells[first - 1].style)
            }
            if visible.maxX < columns, cells[last + 1].isContinuation, cells[last].width != 2 {
                cells[last + 1] = .blank(cells[last + 1].style)
            }
        }
    }

    /// Makes this buffer the same as `other` (cells, pictures, cursor), copying into its own
    /// memory where the sizes match: a working copy of each frame costs a copy, not an
    /// allocation.
    public mutating func replaceContents(with other: CellBuffer) {
        guard size == other.size else { return self = other }
        cells.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: other.cells) }
        pictures = other.pictures
        cursor = other.cursor
    }

    /// Makes row `y` the same as `other`'s row `y` (the buffers have the same size).
    public mutating func copyRow(_ y: Int, from other: CellBuffer) {
        let range = y * size.columns..<(y + 1) * size.columns
        cells.replaceSubrange(range, with: other.cells[range])
    }

    /// The rows as plain text, one line per row, wide glyphs written once.
    public func renderedText() -> String {
        var lines: [String] = []
        lines.reserveCapacity(size.rows)
        for y in 0..<size.rows {
            var line = ""
            for x in 0..<size.columns {
                let cell = cells[y * size.columns + x]
                if !cell.isContinuation { line.append(cell.grapheme) }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Internals

    /// Whether (`x`, `y`) lies inside the buffer and `clip`: tested against each, the
    /// rectangle where they meet never made (`set` asks for every cell it writes).
    @inline(__always)
    private func isWritable(x: Int, y: Int, clip: Rect?) -> Bool {
        guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return false }
        guard let clip else { return true }
        return x >= clip.minX && x < clip.maxX && y >= clip.minY && y < clip.maxY
    }

    private mutating func store(_ cell: Cell, x: Int, y: Int) {
        let i = y * size.columns + x
        let old = cells[i]
        if old.width == 1 && cell.width == 1 {
            cells[i] = cell
            return
        }
        // Break up a wide glyph that loses one of its halves.
        if old.isContinuation, x > 0, cell.width != 0 {
            let lead = i - 1
            if cells[lead].width == 2 { cells[lead] = Cell.blank(cells[lead].style) }
        }
        if old.width == 2, x + 1 < size.columns, cell.width != 2 {
            cells[i + 1] = Cell.blank(cells[i + 1].style)
        }
        if cell.width == 2, x + 1 < size.columns, cells[i + 1].width == 2, x + 2 < size.columns {
            cells[i + 2] = Cell.blank(cells[i + 2].style)
        }
        cells[i] = cell
    }
}
