/// A table in a card's body: a header row, body rows, and how each column is aligned.
/// Drawn with box lines; columns share the width, wide cells cut with `…`.
public struct TextTable: Sendable, Hashable {
    /// How a column's cells sit in it.
    public enum Alignment: Sendable, Hashable {
        case left, center, right
    }

    /// The header cells.
    public var header: [StyledText]
    /// The body rows' cells.
    public var rows: [[StyledText]]
    /// One per column; columns past the end are left-aligned.
    public var alignments: [Alignment]

    /// A table of `header` over `rows`, columns aligned as `alignments` says.
    public init(header: [StyledText], rows: [[StyledText]], alignments: [Alignment]) {
        self.header = header
        self.rows = rows
        self.alignments = alignments
    }

    /// The number of columns: the widest row's.
    public var columnCount: Int { ([header] + rows).map(\.count).max() ?? 0 }

    /// The table as lines at most `width` columns wide: each column as wide as its widest
    /// cell, the widest columns narrowed first when they do not all fit (never below three
    /// columns of text), and the table cut at the right when even that is too wide.
    func lines(width: Int) -> [StyledText] {
        let count = columnCount
        guard count > 0 else { return [] }
        var widths = (0..<count).map { column in
            ([header] + rows).map { column < $0.count ? $0[column].width : 0 }.max() ?? 0
        }.map { max($0, 1) }
        // Borders: one column before each cell and after the last; a space either side of text.
        let overhead = count * 3 + 1
        while widths.reduce(0, +) + overhead > width, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
              widths[widest] > 3 {
            widths[widest] -= 1
        }
        func border(_ left: String, _ middle: String, _ right: String) -> StyledText {
            StyledText(plain: left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right, role: .frame)
        }
        func row(_ cells: [StyledText], isHeader: Bool) -> StyledText {
            var line = StyledText([TextRun("│", role: .frame)])
            for column in 0..<count {
                var cell = column < cells.count ? cells[column].truncated(width: widths[column]) : StyledText()
                if isHeader { cell = cell.adding(.bold) }
                let space = widths[column] - cell.width
                let alignment = column < alignments.count ? alignments[column] : .left
                let before = alignment == .right ? space : alignment == .center ? space / 2 : 0
                line.append(TextRun(String(repeating: " ", count: before + 1)))
                line.append(cell)
                line.append(TextRun(String(repeating: " ", count: space - before + 1)))
                line.append(TextRun("│", role: .frame))
            }
            return line
        }
        var lines = [border("┌", "┬", "┐"), row(header, isHeader: true), border("├", "┼", "┤")]
        lines += rows.map { row($0, isHeader: false) }
        lines.append(border("└", "┴", "┘"))
        return lines.map { $0.width > width ? $0.truncated(width: width) : $0 }
    }
}
