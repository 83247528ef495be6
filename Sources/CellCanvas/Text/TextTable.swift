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
    func lines(width: Int) -> [StyledText] { Array(IteratorSequence(Lines(self, width: width))) }

    /// The table's lines made one at a time: the column widths are worked out once, then
    /// each line costs its own row. Only the columns that can show are measured (a column
    /// takes at least four cells, so past `width / 4` the table is cut at the right whatever
    /// they hold) and only the first `measuredRows` rows, more than a body ever shows.
    struct Lines: IteratorProtocol, Sendable {
        /// Body rows whose cells count for the columns' widths.
        static let measuredRows = 20_000

        private let table: TextTable
        private let width: Int
        private let widths: [Int]
        /// The next line: 0 the top border, 1 the header, 2 the rule under it, then the rows
        /// and the bottom border.
        private var line = 0

        init(_ table: TextTable, width: Int) {
            self.table = table
            self.width = width
            let count = min(table.columnCount, max(width - 1, 0) / 4 + 1)
            let measured = [table.header] + table.rows.prefix(Self.measuredRows)
            let natural = (0..<count).map { column in
                max(measured.map { column < $0.count ? $0[column].width : 0 }.max() ?? 0, 1)
            }
            widths = Self.narrowed(natural, toFit: width - (count * 3 + 1))
            if count == 0 { line = Int.max }
        }

        mutating func next() -> StyledText? {
            let rows = table.rows.count
            guard line <= rows + 3 else { return nil }
            defer { line += 1 }
            let made: StyledText
            switch line {
            case 0: made = border("┌", "┬", "┐")
            case 1: made = row(table.header, isHeader: true)
            case 2: made = border("├", "┼", "┤")
            case rows + 3: made = border("└", "┴", "┘")
            default: made = row(table.rows[line - 3], isHeader: false)
            }
            return made.width > width ? made.truncated(width: width) : made
        }

        /// `widths` with the widest taken down a column at a time (the first of equals
        /// first) until they add up to `room` or none is wider than three: whole levels at
        /// once, so a cell a megabyte wide costs no more than a narrow one.
        static func narrowed(_ widths: [Int], toFit room: Int) -> [Int] {
            var widths = widths
            var excess = widths.reduce(0, +) - room
            while excess > 0, let top = widths.max(), top > 3 {
                let atTop = widths.indices.filter { widths[$0] == top }
                let below = max(widths.filter { $0 < top }.max() ?? 3, 3)
                let room = (top - below) * atTop.count
                if excess >= room {
                    for column in atTop { widths[column] = below }
                    excess -= room
                    continue
                }
                for (rank, column) in atTop.enumerated() {
                    widths[column] = top - excess / atTop.count - (rank < excess % atTop.count ? 1 : 0)
                }
                excess = 0
            }
            return widths
        }

        private func border(_ left: String, _ middle: String, _ right: String) -> StyledText {
            StyledText(plain: left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right, role: .frame)
        }

        private func row(_ cells: [StyledText], isHeader: Bool) -> StyledText {
            var line = StyledText([TextRun("│", role: .frame)])
            for column in widths.indices {
                var cell = column < cells.count ? cells[column].truncated(width: widths[column]) : StyledText()
                if isHeader { cell = cell.adding(.bold) }
                let space = widths[column] - cell.width
                let alignment = column < table.alignments.count ? table.alignments[column] : .left
                let before = alignment == .right ? space : alignment == .center ? space / 2 : 0
                line.append(TextRun(String(repeating: " ", count: before + 1)))
                line.append(cell)
                line.append(TextRun(String(repeating: " ", count: space - before + 1)))
                line.append(TextRun("│", role: .frame))
            }
            return line
        }
    }
}
