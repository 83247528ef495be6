/// A framed box centred on the screen, drawn over everything else: a title and rows of
/// `key  description` pairs (the help overlay).
public struct OverlayView: Sendable, Equatable {
    /// Shown on the first row inside the frame, in `frameStyle`; cut with `…` when too wide.
    public var title: String
    /// One `key  description` pair per row, from the third row inside the frame; rows that
    /// do not fit are dropped from the bottom.
    public var rows: [(key: String, text: String)]
    /// The style of the frame and the title.
    public var frameStyle: Style
    /// The style of the key column, which is as wide as the widest key.
    public var keyStyle: Style
    /// The style of the descriptions and of the box's blank background.
    public var textStyle: Style

    /// An overlay with this title, rows and styles; all text must already be sanitised.
    public init(title: String, rows: [(key: String, text: String)], frameStyle: Style, keyStyle: Style, textStyle: Style) {
        self.title = title
        self.rows = rows
        self.frameStyle = frameStyle
        self.keyStyle = keyStyle
        self.textStyle = textStyle
    }

    /// Equal when title, rows and styles match; rows are compared key by key and text by
    /// text, since tuples are not `Equatable`.
    public static func == (a: OverlayView, b: OverlayView) -> Bool {
        a.title == b.title && a.rows.map(\.key) == b.rows.map(\.key) && a.rows.map(\.text) == b.rows.map(\.text)
            && a.frameStyle == b.frameStyle && a.keyStyle == b.keyStyle && a.textStyle == b.textStyle
    }

    /// Draws the box centred in `buffer`. When the rows do not fit the height, they go
    /// into two columns if the width allows; rows that still do not fit are left out, and
    /// the last row says how many.
    public func draw(on buffer: inout CellBuffer) {
        let keyWidth = rows.map { DisplayWidth.of($0.key) }.max() ?? 0
        let textWidth = rows.map { DisplayWidth.of($0.text) }.max() ?? 0
        let cellWidth = keyWidth + 2 + textWidth
        // Frame, title and the blank row under it take four rows.
        let capacity = max(buffer.size.rows - 4, 0)
        let twoColumns = rows.count > capacity && 2 * cellWidth + 3 + 4 <= buffer.size.columns
        let columnCount = twoColumns ? 2 : 1
        let perColumn = (rows.count + columnCount - 1) / columnCount
        let shownRows = min(perColumn, capacity)
        let width = min(max(columnCount * cellWidth + (columnCount - 1) * 3 + 7, DisplayWidth.of(title) + 6), buffer.size.columns)
        let height = min(shownRows + 4, buffer.size.rows)
        guard width >= 4, height >= 3 else { return }
        let frame = Rect(x: (buffer.size.columns - width) / 2, y: (buffer.size.rows - height) / 2, width: width, height: height)
        let card = CardView(title: title, blocks: [], style: CardStyle(border: frameStyle, borderGlyphs: .rounded, title: frameStyle, body: textStyle))
        card.draw(in: frame, on: &buffer)
        let inner = frame.insetBy(dx: 2, dy: 1)
        let slots = shownRows * columnCount
        // When rows are left out, the last slot says so instead of showing one.
        let drawn = rows.count > slots ? max(slots - 1, 0) : rows.count
        for (i, row) in rows.prefix(drawn).enumerated() {
            let column = i / perColumn, line = i % perColumn
            let x = inner.x + column * (cellWidth + 3), y = inner.y + 2 + line
            let cellClip = Rect(x: x, y: inner.y, width: min(cellWidth, inner.maxX - x), height: inner.height)
                .intersection(inner)
            buffer.write(TextLayout.truncate(row.key, width: keyWidth), x: x, y: y, style: keyStyle, clip: cellClip)
            buffer.write(TextLayout.truncate(row.text, width: max(cellClip.width - keyWidth - 2, 0)),
                         x: x + keyWidth + 2, y: y, style: textStyle, clip: cellClip)
        }
        if drawn < rows.count, slots > 0 {
            let last = slots - 1
            let x = inner.x + (last / perColumn) * (cellWidth + 3), y = inner.y + 2 + last % perColumn
            let more = TextLayout.truncate("… \(rows.count - drawn) more: a taller terminal shows them", width: max(inner.maxX - x, 0))
            buffer.write(more, x: x, y: y, style: keyStyle, clip: inner)
        }
    }
}
