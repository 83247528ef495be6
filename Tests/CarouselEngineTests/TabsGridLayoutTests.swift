import Testing
@testable import CarouselEngine

@Suite("Tabs: a grid page's waterfall layout")
struct TabsGridLayoutTests {
    /// Section 0: a header, five items of heights 4 2 3 1 5 in two columns, a footer;
    /// section 1: a header, three items two rows tall in three columns. 21 columns wide.
    static let grid = GridLayout(sections: [
        GridLayout.Section(itemHeights: [4, 2, 3, 1, 5], columns: 2, headerRows: 1, footerRows: 1),
        GridLayout.Section(itemHeights: [2, 2, 2], columns: 3, headerRows: 1),
    ], width: 21)

    @Test("columns are whole cells; the columns left over widen the first ones")
    func columns() {
        let three = GridLayout.columns(count: 3, width: 20, inset: 1, spacing: 1)
        #expect(three.map(\.x) == [1, 8, 14] && three.map(\.width) == [6, 5, 5])
        #expect(GridLayout.columnWidth(columns: 3, width: 20) == 5)
        #expect(GridLayout.columnWidth(columns: 8, width: 4) == 1, "never narrower than a cell")
    }

    @Test("each item goes into the shortest column, the leftmost of equals, under its section's header")
    func waterfall() {
        let frames = Self.grid.frames
        #expect(frames.map(\.column) == [0, 1, 1, 0, 0, 0, 1, 2])
        #expect(frames.map(\.y) == [1, 1, 3, 5, 6, 13, 13, 13])
        #expect(frames[1].x == 11 && frames[1].width == 9 && frames[7].x == 15 && frames[7].width == 5)
        let first = Self.grid.sections[0], second = Self.grid.sections[1]
        #expect(first.rows == 0..<12 && first.header == 0..<1 && first.footer == 11..<12)
        #expect(second.rows == 12..<15 && second.firstItem == 5 && Self.grid.contentRows == 15)
        #expect(frames.map(\.section) == [0, 0, 0, 0, 0, 1, 1, 1] && Self.grid.itemCount == 8)
    }

    @Test("the items, headers and footers in a band of rows")
    func queries() {
        #expect(Self.grid.items(inRows: 0..<3) == [0, 1])
        #expect(Set(Self.grid.items(inRows: 10..<14)) == [4, 5, 6, 7])
        #expect(Self.grid.headers(inRows: 10..<14) == [1] && Self.grid.footers(inRows: 10..<14) == [0])
    }

    @Test("up and down follow a column and go on into the next section; sideways stops at the section's edge")
    func navigation() {
        let grid = Self.grid
        #expect(grid.item(below: 0) == 3 && grid.item(below: 3) == 4 && grid.item(below: 4) == 5)
        #expect(grid.item(below: 2) == 7 && grid.item(below: 7) == nil, "into the column nearest below")
        #expect(grid.item(above: 5) == 4 && grid.item(above: 7) == 2 && grid.item(above: 0) == nil)
        #expect(grid.item(besides: 0, direction: 1) == 2 && grid.item(besides: 1, direction: -1) == 0)
        #expect(grid.item(besides: 0, direction: -1) == nil && grid.item(besides: 7, direction: 1) == nil)
        #expect(grid.item(nearestRow: 13, column: 17) == 7 && grid.item(nearestRow: 9, column: 1) == 4)
        #expect(grid.item(nearestRow: 100, column: 0) == 5 && grid.item(nearestRow: -5, column: 15) == 1)
    }

    @Test("100 000 items: the items in view are found without walking the others")
    func large() {
        let grid = GridLayout(sections: [GridLayout.Section(itemHeights: Array(repeating: 5, count: 100_000), columns: 4)],
                              width: 80)
        let found = grid.items(inRows: 50_000..<50_030)
        #expect(found.count == 4 * 6 && found.allSatisfy { grid.frames[$0].rows.overlaps(50_000..<50_030) })
        #expect(grid.contentRows == 125_000 && grid.item(nearestRow: 124_999, column: 79) == 99_999)
    }

    @Test("an empty grid, and no width, lay out without trouble")
    func empty() {
        let none = GridLayout(sections: [], width: 40)
        #expect(none.contentRows == 0 && none.items(inRows: 0..<10).isEmpty && none.item(nearestRow: 3, column: 3) == nil)
        let narrow = GridLayout(sections: [GridLayout.Section(itemHeights: [1, 1], columns: 3, headerRows: 2)], width: 0)
        #expect(narrow.contentRows == 3 && narrow.frames.allSatisfy { $0.width >= 1 })
    }
}
