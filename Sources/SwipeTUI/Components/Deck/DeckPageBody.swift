import CellCanvas

/// An open page's body laid out for one width, and how it is drawn scrolled: the page's
/// frame without its title (the header above the page shows it), the lines from `top`
/// on, and, when the body does not fit, which lines show (` 12–36 / 60 `) in the
/// bottom border.
struct DeckPageBody: Equatable {
    /// The width the lines were wrapped to.
    let width: Int
    /// The body's display lines, trailing blank lines left out.
    let lines: [StyledText]
    /// False when the layout stopped early (`lineLimit`): the count of lines is unknown.
    let isComplete: Bool

    /// The body of `card` wrapped to `width` columns; with a `lineLimit`, only that many
    /// lines and one more are laid out (a frame of the zoom needs no more).
    init(card: Card, width: Int, lineLimit: Int? = nil) {
        self.width = width
        var lines: [StyledText] = []
        var isComplete = true
        for block in card.blocks {
            if let lineLimit, lines.count > lineLimit {
                isComplete = false
                break
            }
            lines += block.lines(width: max(width, 1))
        }
        while isComplete, lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
        self.isComplete = isComplete
    }

    /// Where the text goes inside a page's frame: within the border, two columns in.
    static func content(of frame: Rect) -> Rect { frame.insetBy(dx: 2, dy: 1) }

    /// The largest first line that still fills `rows` rows.
    func maxTop(rows: Int) -> Int { max(lines.count - max(rows, 0), 0) }

    /// The lines shown from `top` in `rows` rows and the total, e.g. `12–36 / 60`; nil
    /// when everything fits or the count is unknown.
    func position(top: Int, rows: Int) -> String? {
        guard isComplete, rows > 0, lines.count > rows else { return nil }
        let first = min(max(top, 0), maxTop(rows: rows))
        return "\(first + 1)–\(first + rows) / \(lines.count)"
    }

    /// Draws the page in `frame` from line `top` (clamped), touching only `clip`.
    func draw(in frame: Rect, top: Int, style: CardStyle, on buffer: inout CellBuffer, clip: Rect) {
        CardView(title: "", blocks: [], style: style).draw(in: frame, on: &buffer, clip: clip)
        let content = Self.content(of: frame)
        guard content.width > 0, content.height > 0 else { return }
        let first = min(max(top, 0), maxTop(rows: content.height))
        for (row, line) in lines[first...].prefix(content.height).enumerated() {
            style.draw(line, x: content.x, y: content.y + row, on: &buffer, clip: clip)
        }
        guard let position = position(top: first, rows: content.height) else { return }
        let label = " \(position) "
        let labelWidth = DisplayWidth.of(label)
        guard labelWidth <= frame.width - 4 else { return }
        buffer.write(label, x: frame.maxX - 2 - labelWidth, y: frame.maxY - 1, style: style.border, clip: clip)
    }
}
