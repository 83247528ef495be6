import Testing
@testable import CarouselEngine

@Suite("Tabs: list offsets and focus")
struct TabsListPositionTests {
    let header = StickyHeader(topInset: 0, headerHeight: 3, barHeight: 2)
    func frame(_ rows: Int, viewport: Int = 29) -> ListGeometry {
        ListGeometry(header: header, rowCount: rows, viewportRows: viewport)
    }

    @Test("the visible rows are those between the bar and the viewport's end")
    func visibleRows() {
        #expect(frame(100).visibleRows(atOffset: 0) == 0..<24)
        #expect(frame(100).visibleRows(atOffset: 1) == 0..<25)
        #expect(frame(100).visibleRows(atOffset: 10) == 7..<34)
        #expect(frame(100).visibleRows(atOffset: 10.6) == 7..<34)
        #expect(frame(10).visibleRows(atOffset: 0) == 0..<10)
        #expect(frame(0).visibleRows(atOffset: 0).isEmpty)
        #expect(frame(1_000_000).visibleRows(atOffset: 500_000).count == 27)
    }

    @Test("moving the focus past the bottom scrolls just enough; above the bar, to just under it")
    func focusScrolls() {
        let g = frame(100)
        var list = ListPosition.top(of: g)
        list.focus(row: 23, in: g)
        #expect(list.offset == 0)
        list.moveFocus(by: 1, in: g)
        #expect(list.focusedRow == 24 && list.offset == 1)
        list.focus(row: 50, in: g)
        #expect(list.offset == 27 && g.visibleRows(atOffset: list.offset).last == 50)
        list.focus(row: 30, in: g)
        #expect(list.offset == 27)
        list.focus(row: 10, in: g)
        #expect(list.offset == 13 && g.visibleRows(atOffset: list.offset).first == 10)
        list.focus(row: 0, in: g)
        #expect(list.offset == header.restOffset)
        list.focus(row: 1000, in: g)
        #expect(list.focusedRow == 99 && list.offset == 76)
    }

    @Test("scrolling is bounded and drags the focus along")
    func scrolls() {
        let g = frame(100)
        var list = ListPosition.top(of: g)
        let scrolled = list.scroll(by: 9, in: g)
        #expect(scrolled == 9)
        #expect(list.focusedRow == 6)
        list.scroll(by: 1000, in: g)
        #expect(list.offset == 76 && list.focusedRow == 73)
        list.scroll(by: -1000, in: g)
        #expect(list.offset == 0 && list.focusedRow == 23)
    }

    @Test("a short list is padded: it scrolls to the pinned offset and no further")
    func padded() {
        let g = frame(5)
        var list = ListPosition.top(of: g)
        list.scroll(by: 100, in: g)
        #expect(list.offset == header.pinThreshold)
        #expect(list.focusedRow == 0 && g.visibleRows(atOffset: list.offset) == 0..<5)
    }

    @Test("open refresh rows let the list rest above its top")
    func refreshRows() {
        let g = frame(100)
        #expect(g.offsetRange(gap: 3) == -3...76)
        var list = ListPosition(offset: -3)
        list.clamp(in: g)
        #expect(list.offset == 0)
        list = ListPosition(offset: -3)
        list.clamp(in: g, gap: 3)
        #expect(list.offset == -3)
        list.focus(row: 0, in: g, gap: 3)
        #expect(list.offset == -3)
    }

    @Test("an empty list keeps the focus on 0 and the offset in range")
    func empty() {
        let g = frame(0)
        var list = ListPosition.top(of: g)
        list.moveFocus(by: 5, in: g)
        list.scroll(by: .infinity, in: g)
        list.scroll(by: 50, in: g)
        #expect(list.focusedRow == 0 && list.offset == header.pinThreshold)
        let tiny = ListGeometry(header: header, rowCount: 3, viewportRows: 1)
        var small = ListPosition.top(of: tiny)
        small.moveFocus(by: 2, in: tiny)
        #expect(small.offset.isFinite && small.focusedRow == 2)
    }
}
