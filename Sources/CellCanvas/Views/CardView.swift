/// A bordered card: a title, then body blocks wrapped to the card's width; without its
/// title (`showsTitle` false: an open page, whose header shows it), the body alone.
///
/// Drawing lays the text out again for the size it is given, so a card stays
/// readable at any width: lines are re-wrapped, an overflowing body ends in `…`,
/// and a card too small for text shows only its frame.
public struct CardView: Sendable, Equatable {
    /// The title, already sanitised.
    public var title: String
    /// The body, already sanitised.
    public var blocks: [TextBlock] {
        get { body.blocks }
        set { body = CardBody(newValue) }
    }
    /// The body's blocks and their lines, laid out once per width (a card's own, kept
    /// from frame to frame, or a new one).
    public var body: CardBody
    /// The frame glyphs and the styles of frame, title and body.
    public var style: CardStyle
    /// Characters of the title to mark (what a filter matched), by their index in it.
    public var titleMarks: [Int]
    /// A line under the title, already sanitised; drawn muted in the row between title and body.
    public var subtitle: String?
    /// The first body line shown (the body scrolled); 0 shows the start.
    public var scrollRow: Int
    /// Whether a body that does not fit says which lines show (` 12–30 / 60 `) in the
    /// bottom border, instead of ending in `…`.
    public var showsPosition: Bool
    /// Whether the title and subtitle show; false gives their two rows to the body (an
    /// open page, whose header shows them).
    public var showsTitle: Bool

    /// A card showing `title` over `blocks`, both already sanitised, drawn in `style`, the
    /// title's characters at `titleMarks` marked; the body from line `scrollRow` on.
    public init(title: String, blocks: [TextBlock], style: CardStyle, titleMarks: [Int] = [], subtitle: String? = nil,
                scrollRow: Int = 0, showsPosition: Bool = false, showsTitle: Bool = true) {
        self.init(title: title, body: CardBody(blocks), style: style, titleMarks: titleMarks, subtitle: subtitle,
                  scrollRow: scrollRow, showsPosition: showsPosition, showsTitle: showsTitle)
    }

    /// A card showing `title` over `body`, whose lines laid out so far are used and kept;
    /// otherwise as `init(title:blocks:…)`.
    public init(title: String, body: CardBody, style: CardStyle, titleMarks: [Int] = [], subtitle: String? = nil,
                scrollRow: Int = 0, showsPosition: Bool = false, showsTitle: Bool = true) {
        self.title = title
        self.body = body
        self.style = style
        self.titleMarks = titleMarks
        self.subtitle = subtitle
        self.scrollRow = scrollRow
        self.showsPosition = showsPosition
        self.showsTitle = showsTitle
    }

    /// The body's display lines at a content width, trailing blank lines left out; with a
    /// `limit`, laying out stops once more than that many lines are known. Lines made once
    /// are kept in `body`, and a body is cut at `CardBody.lineLimit` lines.
    public func bodyLines(width: Int, limit: Int? = nil) -> (lines: [StyledText], isComplete: Bool) {
        guard let limit else { return (body.allLines(width: width), true) }
        let laidOut = body.lines(width: width, through: limit + 1)
        return (laidOut.lines, laidOut.isComplete)
    }

    /// The rows the body is known to have at a card width (the frame and title rows not
    /// counted): a `CardBody.step` more are laid out each time this is asked, until the
    /// count is whole, so it is enough to scroll by and never more than a step's work.
    public func bodyRowsLaidOut(cardWidth: Int) -> Int {
        body.lines(width: Self.bodyWidth(cardWidth: cardWidth), through: 0, counting: true).lines.count
    }

    /// The columns the body is wrapped to in a card `cardWidth` columns wide (at least 1):
    /// inside the border and a column of padding each side.
    public static func bodyWidth(cardWidth: Int) -> Int { max(cardWidth - 4, 1) }

    /// The rows of body a card `cardHeight` rows tall shows: inside the border, under the
    /// title and subtitle rows when they show.
    public func bodyRows(cardHeight: Int) -> Int { max(cardHeight - 2 - titleRows, 0) }

    /// The rows the title and subtitle take above the body.
    private var titleRows: Int { showsTitle ? 2 : 0 }

    /// The part of `frame` under the body lines in view and a blank row after them (the
    /// whole body area when the body has no lines): where a picture under the text goes.
    /// Empty when the text fills the card.
    public func areaBelowBody(in frame: Rect) -> Rect {
        let content = frame.insetBy(dx: 2, dy: 1)
        let top = content.y + titleRows
        let rows = content.maxY - top
        let first = max(scrollRow, 0)
        let lines = body.lines(width: max(content.width, 1), through: first + max(rows, 0) + 1).lines
        let used = lines.isEmpty ? 0 : max(lines.count - first, 0) + 1
        return Rect(x: content.x, y: top + used, width: content.width, height: rows - used)
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
        if showsTitle { drawTitle(in: content, on: &buffer, clip: clip) }

        let bodyTop = content.y + titleRows
        let rows = content.maxY - bodyTop
        guard rows > 0 else { return }
        let top = max(scrollRow, 0)
        // Laid out as far as shown; saying which lines show counts them, a step at a time.
        let laidOut = body.lines(width: content.width, through: top + rows + 1, counting: showsPosition)
        var lines = laidOut.lines
        let first = min(top, max(lines.count - rows, 0))
        if showsPosition, lines.count > rows {
            lines = Array(lines[first..<first + rows])
            let total = "\(laidOut.lines.count)" + (laidOut.isComplete ? "" : "+")
            drawPosition("\(first + 1)–\(first + rows) / \(total)", in: frame, on: &buffer, clip: clip)
        } else if lines.count > rows || !laidOut.isComplete {
            // An overflowing body ends with an ellipsis line.
            lines = Array(lines[first...].prefix(rows - 1)) + [StyledText(plain: String(TextLayout.ellipsis))]
        } else {
            lines = Array(lines[first...])
        }
        for (row, line) in lines.enumerated() {
            style.draw(line, x: content.x, y: bodyTop + row, on: &buffer, clip: clip)
        }
    }

    /// The title on the first row of `content`, its marks, and the subtitle under it.
    private func drawTitle(in content: Rect, on buffer: inout CellBuffer, clip: Rect) {
        let shownTitle = TextLayout.truncate(title, width: content.width)
        buffer.write(shownTitle, x: content.x, y: content.y, style: style.title, clip: clip)
        if !titleMarks.isEmpty { markTitle(shownTitle, at: Point(x: content.x, y: content.y), on: &buffer, clip: clip) }
        if let subtitle, content.height > 1 {
            let muted = StyledText(plain: TextLayout.truncate(subtitle, width: content.width), role: .muted).adding(.italic)
            style.draw(muted, x: content.x, y: content.y + 1, on: &buffer, clip: clip)
        }
    }

    /// Which body lines show, in the bottom border at its right.
    private func drawPosition(_ position: String, in frame: Rect, on buffer: inout CellBuffer, clip: Rect) {
        let label = " \(position) "
        let width = DisplayWidth.of(label)
        guard width <= frame.width - 4 else { return }
        buffer.write(label, x: frame.maxX - 2 - width, y: frame.maxY - 1, style: style.border, clip: clip)
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
