import CellCanvas

/// A text preview in the list layout's pane, drawn as fzf 0.38 draws it: from a line of
/// the output (the scroll offset counts the output's lines, never rows), each line cut at
/// the pane's edge with no mark, or with `wrap` carried on in the next rows character by
/// character (its leading blanks kept); then, once the pane can scroll, the position
/// (`12/100`: the first line shown / the lines) over the end of the first row, and a
/// scroll bar in the column inside the right border.
struct PreviewPane {
    /// The output's lines, styled and safe to draw.
    let lines: [StyledText]
    /// Whether long lines go on in the next rows instead of being cut.
    let wraps: Bool

    /// The pane for `content`'s lines (a note shows as its text).
    init(_ content: PreviewContent, wraps: Bool) {
        lines = content.blocks.map { block in
            if case .styledLine(let line) = block { return line }
            return StyledText(plain: block.plainText, role: .muted)
        }
        self.wraps = wraps
    }

    /// How the pane's parts look.
    struct Looks {
        /// The text's runs (their own colours over the pane's).
        var text: CardStyle
        /// The position (fzf's info colour, reversed).
        var position: Style
        /// The scroll bar's character and style; nil draws none.
        var scrollbar: (character: Character, style: Style)?
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
    /// scroll; with `cycles`, round past either end; then between the first line and the
    /// last (which may be alone at the top).
    func offset(scrolledTo wanted: Int, from offset: Int, in size: Size, cycles: Bool) -> Int {
        guard !lines.isEmpty, isScrollable(from: offset, in: size) else { return offset }
        let count = lines.count
        let target = cycles ? ((wanted % count) + count) % count : wanted
        return min(max(target, 0), count - 1)
    }

    /// Draws the lines from `offset` in `content` (inside the pane's border and padding),
    /// then the position and the scroll bar (in column `scrollbarColumn`) if it can scroll.
    func draw(from offset: Int, in content: Rect, scrollbarColumn: Int, on buffer: inout CellBuffer, looks: Looks) {
        guard content.width > 0, content.height > 0 else { return }
        var y = content.y
        var index = min(max(offset, 0), lines.count)
        while y < content.maxY, index < lines.count {
            for row in Self.rows(of: lines[index], width: content.width, wraps: wraps, limit: content.maxY - y) {
                looks.text.draw(row, x: content.x, y: y, on: &buffer, clip: content)
                y += 1
            }
            index += 1
        }
        guard isScrollable(from: offset, in: content.size) else { return }
        let position = String("\(offset + 1)/\(lines.count)".prefix(content.width))
        buffer.write(position, x: content.maxX - DisplayWidth.of(position), y: content.y, style: looks.position, clip: content)
        guard let bar = looks.scrollbar, lines.count > content.height else { return }
        // fzf's `getScrollbar`: the share of the lines in view, where they are.
        let thumb = max(content.height * content.height / lines.count, 1)
        let start = (content.height - thumb) * min(offset, lines.count - content.height) / (lines.count - content.height)
        for row in start..<(start + thumb) {
            buffer.write(String(bar.character), x: scrollbarColumn, y: content.y + row, style: bar.style)
        }
    }
}
