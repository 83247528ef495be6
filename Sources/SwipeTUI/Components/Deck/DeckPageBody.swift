import CellCanvas

/// An open page's body laid out for one width, and how it is drawn scrolled: the page's
/// frame without its title (the header above the page shows it), the lines from `top`
/// on, and, when the body does not fit, which lines show (` 12–36 / 60 `) in the
/// bottom border. A long body is laid out as far as it shows and a step further each time
/// (`CardBody`), its count shown as known so far (` 1–36 / 1000+ `) until whole.
struct DeckPageBody: Equatable {
    /// The width the lines were wrapped to.
    let width: Int
    /// The body's display lines laid out so far, trailing blank lines left out once whole.
    let lines: [StyledText]
    /// False while more lines may follow: the count of lines is not known yet.
    let isComplete: Bool

    /// The body of `card` wrapped to `width` columns, laid out through line `count` at
    /// least and a `CardBody.step` further.
    init(card: Card, width: Int, through count: Int) {
        self.width = width
        let laidOut = card.body.lines(width: max(width, 1), through: count, counting: true)
        lines = laidOut.lines
        isComplete = laidOut.isComplete
    }

    /// Where the text goes inside a page's frame: within the border, two columns in.
    static func content(of frame: Rect) -> Rect { frame.insetBy(dx: 2, dy: 1) }

    /// The largest first line that still fills `rows` rows.
    func maxTop(rows: Int) -> Int { max(lines.count - max(rows, 0), 0) }

    /// The lines shown from `top` in `rows` rows and the total, e.g. `12–36 / 60` (`/ 1000+`
    /// while the count is not whole); nil when everything fits.
    func position(top: Int, rows: Int) -> String? {
        guard rows > 0, lines.count > rows else { return nil }
        let first = min(max(top, 0), maxTop(rows: rows))
        return "\(first + 1)–\(first + rows) / \(lines.count)" + (isComplete ? "" : "+")
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
