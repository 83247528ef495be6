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

    /// Draws the box centred in `buffer`, shrinking (and cutting rows) to fit.
    public func draw(on buffer: inout CellBuffer) {
        let keyWidth = rows.map { DisplayWidth.of($0.key) }.max() ?? 0
        let textWidth = rows.map { DisplayWidth.of($0.text) }.max() ?? 0
        let width = min(max(keyWidth + textWidth + 7, DisplayWidth.of(title) + 6), buffer.size.columns)
        let height = min(rows.count + 4, buffer.size.rows)
        guard width >= 4, height >= 3 else { return }
        let frame = Rect(x: (buffer.size.columns - width) / 2, y: (buffer.size.rows - height) / 2, width: width, height: height)
        let card = CardView(title: title, blocks: [], style: CardStyle(border: frameStyle, borderGlyphs: .rounded, title: frameStyle, body: textStyle))
        card.draw(in: frame, on: &buffer)
        let inner = frame.insetBy(dx: 2, dy: 1)
        for (i, row) in rows.enumerated() where inner.y + 2 + i < inner.maxY {
            let y = inner.y + 2 + i
            buffer.write(TextLayout.truncate(row.key, width: keyWidth), x: inner.x, y: y, style: keyStyle, clip: inner)
            buffer.write(TextLayout.truncate(row.text, width: max(inner.width - keyWidth - 2, 0)),
                         x: inner.x + keyWidth + 2, y: y, style: textStyle, clip: inner)
        }
    }
}
