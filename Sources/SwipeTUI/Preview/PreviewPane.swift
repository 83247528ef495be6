import CellCanvas

/// A text preview in the list layout's pane, drawn as fzf 0.38 draws it: from a line of
/// the output (the scroll offset counts the output's lines, never rows), each line cut at
/// the pane's edge with no mark, or with `wrap` carried on in the next rows character by
/// character (its leading blanks kept); then, once the pane can scroll, the position
/// (`12/100`: the first line shown / the lines) over the end of the first row, and a
/// scroll bar in the column inside the right border. With `~N` the first N lines stay at
/// the top and the offset (never less than N) is the line shown under them. While the
/// command runs, the corner says so (`PreviewActivity`): `Loading ..` in the position's
/// place, or a spinner at the end of the first row (two columns before the position).
struct PreviewPane {
    /// The output's lines, styled and safe to draw.
    let lines: [StyledText]
    /// Whether long lines go on in the next rows instead of being cut.
    let wraps: Bool
    /// `~N`: the lines kept at the top.
    let headerLines: Int

    /// The pane for `content`'s lines (a note shows as its text).
    init(_ content: PreviewContent, wraps: Bool, headerLines: Int = 0) {
        lines = content.blocks.map { block in
            if case .styledLine(let line) = block { return line }
            return StyledText(plain: block.plainText, role: .muted)
        }
        self.wraps = wraps
        self.headerLines = max(headerLines, 0)
    }

    /// The header lines drawn in a pane `rows` tall: none unless the output is longer
    /// than the header and the pane taller (fzf's rule); the offset still starts under
    /// them, so the lines then show from `offset − N`.
    private func shownHeaderLines(rows: Int) -> Int {
        headerLines > 0 && headerLines < min(lines.count, rows) ? headerLines : 0
    }

    /// Where a new preview starts for a wanted offset (`+SCROLL`, or 0): under the header
    /// at the earliest, at the last line at the latest, as fzf's.
    func startOffset(_ wanted: Int) -> Int {
        wanted < headerLines ? headerLines : min(max(wanted, 0), max(lines.count - 1, 0))
    }

    /// The offset at which the last line is on the pane's last row (`rows` tall, the
    /// header included), or 0 when every line fits: where `follow` keeps the pane, as
    /// fzf's (lines, not wrapped rows, are counted).
    func endOffset(rows: Int) -> Int {
        max(lines.count - (rows - headerLines), 0)
    }

    /// How the pane's parts look.
    struct Looks {
        /// The text's runs (their own colours over the pane's).
        var text: CardStyle
        /// The position (fzf's info colour, reversed).
        var position: Style
        /// The scroll bar's character and style; nil draws none.
        var scrollbar: (character: Character, style: Style)?
        /// The spinner's frames and style.
        var spinner: (frames: [Character], style: Style) = ([], Style())
    }

    /// The rows `line` takes `width` columns wide: itself cut at the edge, or with `wraps`
    /// in pieces of `width` columns (a wide character that does not fit starts the next);
    /// at most `limit` rows.
    static func rows(of line: StyledText, width: Int, wraps: Bool, limit: Int = .max) -> [StyledText] {
        guard width > 0, limit > 0 else { return [] }
        var rows: [StyledText] = []
        var row = StyledText()
        var column = 0
        for run in line.runs {
            var piece = ""
            for character in run.text {
                let cells = DisplayWidth.of(character)
                if column + cells > width {
                    row.append(Self.run(run, text: piece))
                    piece = ""
                    guard wraps else { return [row] }
                    rows.append(row)
                    guard rows.count < limit else { return rows }
                    row = StyledText()
                    column = 0
                }
                piece.append(character)
                column += cells
            }
            row.append(Self.run(run, text: piece))
        }
        rows.append(row)
        return rows
    }

    /// `run`'s look with other text.
    private static func run(_ run: TextRun, text: String) -> TextRun {
        TextRun(text, role: run.role, attributes: run.attributes, foreground: run.foreground, background: run.background)
    }

    /// Whether the pane, `size` inside its border and padding, can scroll from `offset`:
    /// it is scrolled, or the lines from there do not all fit (fzf scrolls only then).
    func isScrollable(from offset: Int, in size: Size) -> Bool {
        if offset > 0 || lines.count > size.rows { return true }
        guard wraps else { return false }
        var used = 0
        for line in lines {
            used += Self.rows(of: line, width: size.columns, wraps: true, limit: size.rows + 1).count
            if used > size.rows { return true }
        }
        return false
    }

    /// The offset a scroll to `wanted` leaves, fzf's way: none while the pane cannot
    /// scroll; with `cycles`, round past either end of the lines under the header; then
    /// between the first line under the header and the last (which may be alone at the top).
    func offset(scrolledTo wanted: Int, from offset: Int, in size: Size, cycles: Bool) -> Int {
        guard !lines.isEmpty, isScrollable(from: offset, in: size) else { return offset }
        let count = lines.count
        let range = count - headerLines
        let target = cycles && range > 0 ? ((wanted - headerLines) % range + range) % range + headerLines : wanted
        return target < headerLines ? headerLines : min(target, count - 1)
    }

    /// `12/100` (the first line shown / the lines), cut to `width` columns.
    private func positionText(_ offset: Int, width: Int) -> String {
        String("\(offset + 1)/\(lines.count)".prefix(max(width, 0)))
    }

    /// Draws the header lines, then the lines from `offset` in `content` (inside the pane's
    /// border), then the position and the scroll bar (in column `scrollbarColumn`, beside
    /// the rows under the header) if it can scroll, and what `activity` says in the corner.
    func draw(from offset: Int, in content: Rect, scrollbarColumn: Int, on buffer: inout CellBuffer, looks: Looks,
              activity: PreviewActivity = .none) {
        guard content.width > 0, content.height > 0 else { return }
        let header = shownHeaderLines(rows: content.height)
        var y = content.y
        func drawLines(_ range: Range<Int>) {
            var index = range.lowerBound
            while y < content.maxY, index < range.upperBound {
                for row in Self.rows(of: lines[index], width: content.width, wraps: wraps, limit: content.maxY - y) {
                    looks.text.draw(row, x: content.x, y: y, on: &buffer, clip: content)
                    y += 1
                }
                index += 1
            }
        }
        drawLines(0..<header)
        drawLines(min(max(offset - headerLines + header, 0), lines.count)..<lines.count)
        if activity == .loading {
            // fzf's `trimMessage`, over the position.
            let message = ListMode.trimmedInfo("Loading ..", width: content.width)
            buffer.write(message, x: content.maxX - DisplayWidth.of(message), y: content.y, style: looks.position, clip: content)
        }
        let scrollable = isScrollable(from: offset, in: content.size)
        if case .spinning(let frame) = activity, !looks.spinner.frames.isEmpty {
            let spinner = String(looks.spinner.frames[frame % looks.spinner.frames.count])
            let end = scrollable ? content.maxX - DisplayWidth.of(positionText(offset, width: content.width - 2)) - 1 : content.maxX
            buffer.write(spinner, x: end - 1, y: content.y, style: looks.spinner.style, clip: content)
        }
        guard scrollable else { return }
        if activity != .loading {
            let position = positionText(offset, width: content.width - (activity == .none ? 0 : 2))
            buffer.write(position, x: content.maxX - DisplayWidth.of(position), y: content.y, style: looks.position, clip: content)
        }
        // fzf's `getScrollbar` over the lines under the header: their share in view, where they are.
        let total = lines.count - header, rows = content.height - headerLines
        guard let bar = looks.scrollbar, rows > 0, total > rows else { return }
        let thumb = max(rows * rows / total, 1)
        let start = max((rows - thumb) * min(offset - headerLines, total - rows) / (total - rows), 0)
        for row in start..<min(start + thumb, rows) {
            buffer.write(String(bar.character), x: scrollbarColumn, y: content.y + headerLines + row, style: bar.style)
        }
    }
}
