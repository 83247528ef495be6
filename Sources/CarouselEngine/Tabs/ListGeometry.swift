/// One page's list as the screen frames it: the shared header layout, how many rows the
/// list has and how many rows the viewport shows (from the top of the header area to the
/// bottom of the list area). All queries are O(1), whatever the row count.
public struct ListGeometry: Sendable, Equatable {
    /// The header and bar above the list.
    public var header: StickyHeader
    /// The list's real rows (padding not counted).
    public var rowCount: Int
    /// Rows from screen row 0 to the bottom of the list area.
    public var viewportRows: Int

    /// A list of `rowCount` rows under `header`, framed by `viewportRows` rows.
    public init(header: StickyHeader, rowCount: Int, viewportRows: Int) {
        self.header = header
        self.rowCount = max(rowCount, 0)
        self.viewportRows = max(viewportRows, 0)
    }

    /// The offsets a list may rest at while `gap` refresh rows are open above it: from its
    /// top (the refresh rows showing) to its padded bottom.
    public func offsetRange(gap: Double = 0) -> ClosedRange<Double> {
        let top = header.restOffset - (gap.isFinite ? max(gap, 0) : 0)
        return top...max(header.maximumOffset(rowCount: rowCount, viewportRows: viewportRows), top)
    }

    /// Rows visible under a pinned bar: a screenful for PgUp/PgDn.
    public var pageRows: Int {
        max(viewportRows - Int(header.topInset) - Int(header.barHeight), 1)
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
        header.headerHeight + Double(row) - header.topInset
    }

    /// The offset that shows row `row` on the viewport's last row.
    public func offset(showingRowAtBottom row: Int) -> Double {
        header.headerHeight + header.barHeight + Double(row) - Double(viewportRows) + 1
    }
}
