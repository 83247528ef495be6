/// One page's content as the screen frames it: the shared header layout, how many rows
/// the content has (a list's rows, a grid's laid-out rows, a text's lines) and how many
/// rows the viewport shows (from the top of the header area to the bottom of the page
/// area). All queries are O(1), whatever the row count.
public struct ListGeometry: Sendable, Equatable {
    /// The header and bar above the content.
    public var header: StickyHeader
    /// The content's real rows (padding not counted).
    public var rowCount: Int
    /// Rows from screen row 0 to the bottom of the page area.
    public var viewportRows: Int
    /// SwipeTableView's `shouldAdjustContentSize`: short content is padded so the bar can
    /// be pinned (`StickyHeader.minimumRowCount`). Off, short content cannot scroll past
    /// its own end, and a neighbour aligned deeper than that drops back.
    public var adjustsContentSize: Bool

    /// Content of `rowCount` rows under `header`, framed by `viewportRows` rows; padded
    /// when `adjustsContentSize`.
    public init(header: StickyHeader, rowCount: Int, viewportRows: Int, adjustsContentSize: Bool = true) {
        self.header = header
        self.rowCount = max(rowCount, 0)
        self.viewportRows = max(viewportRows, 0)
        self.adjustsContentSize = adjustsContentSize
    }

    /// The offsets the content may rest at while `gap` refresh rows are open above it:
    /// from its top (the refresh rows showing) to its bottom (padded or not).
    public func offsetRange(gap: Double = 0) -> ClosedRange<Double> {
        let top = header.restOffset - (gap.isFinite ? max(gap, 0) : 0)
        let bottom = header.maximumOffset(rowCount: rowCount, viewportRows: viewportRows, padded: adjustsContentSize)
        return top...max(bottom, top)
    }

    /// Rows visible under a pinned bar: a screenful for PgUp/PgDn.
    public var pageRows: Int {
        max(viewportRows - Int(header.deepestBarBottom), 1)
    }

    /// The real rows with a screen row between the bar's bottom and the viewport's end at
    /// `offset` (taken at `floor`, as the screen draws it).
    public func visibleRows(atOffset offset: Double) -> Range<Int> {
        let y = offset.isFinite ? offset.rounded(.down) : header.restOffset
        let placeholder = header.headerHeight + header.barHeight
        let first = max(header.barBottom(atOffset: y) - placeholder + y, 0)
        let end = min(Double(viewportRows) - placeholder + y, Double(rowCount))
        guard end > first else { return 0..<0 }
        return Int(first.rounded(.up))..<Int(end.rounded(.up))
    }

    /// The offset that shows row `row` just under the pinned bar.
    public func offset(showingRowAtTop row: Int) -> Double {
        header.headerHeight + header.barHeight + Double(row) - header.deepestBarBottom
    }

    /// The offset that shows row `row` on the viewport's last row.
    public func offset(showingRowAtBottom row: Int) -> Double {
        header.headerHeight + header.barHeight + Double(row) - Double(viewportRows) + 1
    }

    /// The offset, from `offset`, that scrolls just enough to show the rows `rows` (an
    /// item's rows), with `gap` refresh rows open: rows starting at the first row scroll
    /// back to the very top, header and refresh rows included; rows above the visible
    /// ones come just under the bar, rows below end on the viewport's last row (their top
    /// wins when they are taller than the screen). Always in range.
    public func offset(revealing rows: Range<Int>, from offset: Double, gap: Double = 0) -> Double {
        let range = offsetRange(gap: gap)
        func clamped(_ value: Double) -> Double { min(max(value.isFinite ? value : range.lowerBound, range.lowerBound), range.upperBound) }
        let current = clamped(offset)
        guard rowCount > 0, !rows.isEmpty else { return current }
        if rows.lowerBound <= 0 { return range.lowerBound }
        let visible = visibleRows(atOffset: current)
        if rows.lowerBound < visible.lowerBound || visible.isEmpty {
            return clamped(self.offset(showingRowAtTop: rows.lowerBound))
        }
        if rows.upperBound > visible.upperBound {
            let bottom = clamped(self.offset(showingRowAtBottom: rows.upperBound - 1))
            return min(bottom, clamped(self.offset(showingRowAtTop: rows.lowerBound)))
        }
        return current
    }
}
