/// A bordered card: a title, then body blocks wrapped to the card's width.
///
/// Drawing lays the text out again for the size it is given, so a card stays
/// readable at any width: lines are re-wrapped, an overflowing body ends in `…`,
/// and a card too small for text shows only its frame.
public struct CardView: Sendable, Equatable {
    /// The title, already sanitised.
    public var title: String
    /// The body, already sanitised.
    public var blocks: [TextBlock]
    /// The frame glyphs and the styles of frame, title and body.
    public var style: CardStyle
    /// Characters of the title to mark (what a filter matched), by their index in it.
    public var titleMarks: [Int]

    /// A card showing `title` over `blocks`, both already sanitised, drawn in `style`, the
    /// title's characters at `titleMarks` marked.
    public init(title: String, blocks: [TextBlock], style: CardStyle, titleMarks: [Int] = []) {
        self.title = title
        self.blocks = blocks
        self.style = style
        self.titleMarks = titleMarks
    }

    /// Underlines and brightens the marked characters of the title drawn at `origin`.
    private func markTitle(_ shown: String, at origin: Point, on buffer: inout CellBuffer, clip: Rect) {
        let marks = Set(titleMarks)
        var column = origin.x
        for (index, character) in shown.enumerated() {
            let width = DisplayWidth.of(String(character))
            if marks.contains(index), clip.contains(Point(x: column, y: origin.y)) {
                var cell = buffer[column, origin.y]
                cell.style = cell.style.adding(.underline).adding(.bold)
                buffer.set(cell, x: column, y: origin.y, clip: clip)
            }
            column += width
        }
    }

    /// Draws the card filling `frame`, touching only cells inside `clip` (and the buffer).
    public func draw(in frame: Rect, on buffer: inout CellBuffer, clip: Rect? = nil) {
        let clip = (clip ?? buffer.bounds).intersection(frame)
        guard !clip.isEmpty else { return }
        buffer.fill(frame, with: .blank(style.body), clip: clip)
        drawBorder(frame, on: &buffer, clip: clip)

        let content = frame.insetBy(dx: 2, dy: 1)
        guard content.width > 0, content.height > 0 else { return }
        let shownTitle = TextLayout.truncate(title, width: content.width)
        buffer.write(shownTitle, x: content.x, y: content.y, style: style.title, clip: clip)
        if !titleMarks.isEmpty { markTitle(shownTitle, at: Point(x: content.x, y: content.y), on: &buffer, clip: clip) }

        let bodyTop = content.y + 2
        let rows = content.maxY - bodyTop
        guard rows > 0 else { return }
        var lines: [String] = []
        for block in blocks {
            lines += block.lines(width: content.width)
            if lines.count > rows { break }
        }
        // Trailing blank lines carry nothing; an overflowing body ends with an ellipsis line.
        while lines.last == "" { lines.removeLast() }
        if lines.count > rows {
            lines = Array(lines.prefix(rows - 1)) + [String(TextLayout.ellipsis)]
        }
        for (row, line) in lines.enumerated() {
            buffer.write(line, x: content.x, y: bodyTop + row, style: style.body, clip: clip)
        }
    }

    private func drawBorder(_ frame: Rect, on buffer: inout CellBuffer, clip: Rect) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        let glyphs = style.borderGlyphs
        let line = Cell(glyphs.horizontal, style: style.border)
        let side = Cell(glyphs.vertical, style: style.border)
        for x in frame.minX + 1..<frame.maxX - 1 {
            buffer.set(line, x: x, y: frame.minY, clip: clip)
            buffer.set(line, x: x, y: frame.maxY - 1, clip: clip)
        }
        for y in frame.minY + 1..<frame.maxY - 1 {
            buffer.set(side, x: frame.minX, y: y, clip: clip)
            buffer.set(side, x: frame.maxX - 1, y: y, clip: clip)
        }
        buffer.set(Cell(glyphs.topLeft, style: style.border), x: frame.minX, y: frame.minY, clip: clip)
        buffer.set(Cell(glyphs.topRight, style: style.border), x: frame.maxX - 1, y: frame.minY, clip: clip)
        buffer.set(Cell(glyphs.bottomLeft, style: style.border), x: frame.minX, y: frame.maxY - 1, clip: clip)
        buffer.set(Cell(glyphs.bottomRight, style: style.border), x: frame.maxX - 1, y: frame.maxY - 1, clip: clip)
    }
}
