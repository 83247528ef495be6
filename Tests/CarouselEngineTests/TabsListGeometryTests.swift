import Testing
@testable import CarouselEngine

@Suite("Tabs: a page's content geometry and scrolling items into view")
struct TabsListGeometryTests {
    let header = StickyHeader(topInset: 0, headerHeight: 3, barHeight: 2)
    func frame(_ rows: Int, viewport: Int = 29, padded: Bool = true) -> ListGeometry {
        ListGeometry(header: header, rowCount: rows, viewportRows: viewport, adjustsContentSize: padded)
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

    @Test("revealing rows past the bottom scrolls just enough; above the bar, to just under it; the first row, to the top")
    func reveal() {
        let g = frame(100)
        #expect(g.offset(revealing: 23..<24, from: 0) == 0)
        #expect(g.offset(revealing: 24..<25, from: 0) == 1)
        #expect(g.offset(revealing: 50..<51, from: 1) == 27 && g.visibleRows(atOffset: 27).last == 50)
        #expect(g.offset(revealing: 30..<31, from: 27) == 27)
        #expect(g.offset(revealing: 10..<11, from: 27) == 13 && g.visibleRows(atOffset: 13).first == 10)
        #expect(g.offset(revealing: 0..<1, from: 13) == header.restOffset)
        #expect(g.offset(revealing: 99..<100, from: 13) == 76)
        // A card taller than the screen shows its top.
        #expect(g.offset(revealing: 40..<70, from: 0) == 43 && g.visibleRows(atOffset: 43).first == 40)
        #expect(g.offset(revealing: 5..<9, from: 20) == 8)
        #expect(frame(0).offset(revealing: 3..<4, from: 9) == header.pinThreshold, "no rows: only brought into range")
    }

    @Test("open refresh rows let the content rest above its top; the first row reveals them")
    func refreshRows() {
        let g = frame(100)
        #expect(g.offsetRange(gap: 3) == -3...76)
        #expect(g.offset(revealing: 0..<1, from: 5, gap: 3) == -3)
        #expect(g.offset(revealing: 4..<5, from: -3, gap: 3) == -3)
    }

    @Test("short content is padded so the bar can pin; unpadded it scrolls no further than its end")
    func padding() {
        #expect(frame(5).offsetRange() == 0...header.pinThreshold)
        #expect(frame(5, padded: false).offsetRange() == 0...0)
        #expect(frame(30, padded: false).offsetRange() == 0...6)
        #expect(frame(100, padded: false).offsetRange() == frame(100).offsetRange())
    }

    @Test("a header that stays put: rows scroll under a still bar, a screen is what is under it")
    func staysPut() {
        let still = StickyHeader(topInset: 1, headerHeight: 3, barHeight: 2, staysPut: true)
        let g = ListGeometry(header: still, rowCount: 100, viewportRows: 29)
        for offset in [-4.0, -1, 0, 10, 60] {
            #expect(still.headerTop(atOffset: offset) == 1 && still.barTop(atOffset: offset) == 4 && !still.isPinned(atOffset: offset))
        }
        #expect(g.pageRows == 23 && g.visibleRows(atOffset: -1) == 0..<23 && g.visibleRows(atOffset: 9) == 10..<33)
        #expect(g.offset(showingRowAtTop: 10) == 9 && g.offsetRange() == -1...76)
        let short = ListGeometry(header: still, rowCount: 5, viewportRows: 29)
        #expect(short.offsetRange() == -1...(-1), "padding only fills the screen under the bar")
    }
}
