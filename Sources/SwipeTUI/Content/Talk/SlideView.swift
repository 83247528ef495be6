import CellCanvas

/// One step of a slide as the audience sees it: the title centred at the top, then the
/// text between margins — full width, or in columns — lined up as the slide says, with
/// `jump_to_middle` putting what follows it in the middle of the screen. It has no frame:
/// the slide is the screen.
struct SlideView: ItemView, Hashable, Sendable {
    /// One column of a layout: its share of the width and its text.
    struct Column: Hashable, Sendable {
        var weight: Int
        var body: CardBody
        var alignment: SlideAlignment
    }

    /// A piece of a slide, top to bottom.
    enum Part: Hashable, Sendable {
        /// The slide's title, centred, with a blank row under it.
        case title(String)
        /// Text across the width between the margins.
        case text(CardBody, SlideAlignment)
        /// Text in columns side by side (`column_layout`).
        case columns([Column])
        /// Empty rows (`new_lines`).
        case space(Int)
        /// What follows is centred vertically in the rows left (`jump_to_middle`).
        case middle
    }

    var parts: [Part]

    /// Columns between columns of a layout.
    static let columnGap = 2

    /// Columns left blank at each side of a screen `width` columns wide.
    static func margin(width: Int) -> Int { max(width / 12, 1) }

    /// A laid-out row: pieces of text at their columns (from the region's left edge).
    private typealias Row = [(x: Int, text: StyledText)]

    func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        guard region.width > 2, region.height > 0 else { return }
        let margin = Self.margin(width: region.width)
        let width = max(region.width - 2 * margin, 1)
        var rows: [Row] = [[]]
        var middle: Int?
        var afterText = false
        // Laid out no further than the screen shows, so a hostile slide costs a screenful.
        for part in parts where rows.count <= region.height {
            // Text after text (a paragraph after columns, say) keeps a blank row between.
            if afterText, part.isText { rows.append([]) }
            afterText = part.isText
            switch part {
            case .title(let title):
                let shown = TextLayout.truncate(title, width: width)
                rows.append([(margin + (width - DisplayWidth.of(shown)) / 2, StyledText([TextRun(shown, role: .slideTitle, attributes: .bold)]))])
                rows.append([])
            case .text(let body, let alignment):
                for line in body.lines(width: width, through: region.height).lines.prefix(region.height) {
                    rows.append([(margin + Self.offset(of: line, in: width, alignment: alignment), line)])
                }
            case .columns(let columns):
                rows += Self.rows(of: columns, from: margin, width: width, limit: region.height)
            case .space(let count):
                rows += Array(repeating: [], count: min(count, region.height))
            case .middle:
                middle = middle ?? rows.count
            }
        }
        if let middle {
            let rest = rows.count - middle
            let start = max((region.height - rest) / 2, middle)
            rows.insert(contentsOf: Array(repeating: [], count: start - middle), at: middle)
        }
        for (index, row) in rows.prefix(region.height).enumerated() {
            for piece in row {
                context.style.draw(piece.text, x: region.x + piece.x, y: region.y + index, on: &buffer, clip: region)
            }
        }
    }

    /// Where a line of `width` columns starts to line up as asked.
    private static func offset(of line: StyledText, in width: Int, alignment: SlideAlignment) -> Int {
        switch alignment {
        case .left: return 0
        case .center: return max((width - line.width) / 2, 0)
        case .right: return max(width - line.width, 0)
        }
    }

    /// Columns side by side: each its share of `width` (less the gaps), laid out to at most
    /// `limit` rows.
    private static func rows(of columns: [Column], from left: Int, width: Int, limit: Int) -> [Row] {
        let total = columns.reduce(0) { $0 + $1.weight }
        let room = max(width - columnGap * (columns.count - 1), columns.count)
        var rows: [Row] = []
        var x = left
        for column in columns {
            let columnWidth = max(room * column.weight / max(total, 1), 1)
            let lines = column.body.lines(width: columnWidth, through: limit).lines.prefix(limit)
            for (index, line) in lines.enumerated() {
                if index == rows.count { rows.append([]) }
                rows[index].append((x + offset(of: line, in: columnWidth, alignment: column.alignment), line))
            }
            x += columnWidth + columnGap
        }
        return rows
    }

    var drawingKey: AnyHashable? { self }
}

extension SlideView.Part {
    /// Whether the part is text (across the width or in columns).
    var isText: Bool {
        switch self {
        case .text, .columns: return true
        case .title, .space, .middle: return false
        }
    }
}
