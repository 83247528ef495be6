import Testing
@testable import CarouselEngine

@Suite("Tabs: sticky header (Mode 2, in rows)")
struct TabsStickyHeaderTests {
    /// The screen's layout: no title line, a 3-row header, a 2-row bar.
    let header = StickyHeader(topInset: 0, headerHeight: 3, barHeight: 2)

    @Test("at rest the header starts at T and the bar sits right under it")
    func rest() {
        #expect(header.restOffset == 0)
        #expect(header.headerTop(atOffset: 0) == 0)
        #expect(header.barTop(atOffset: 0) == 3)
        #expect(header.screenRow(ofRow: 0, atOffset: 0) == 5)
    }

    @Test("the header moves with the list until the bar reaches T, then the bar sticks")
    func sticks() {
        #expect(header.pinThreshold == 3)
        #expect(header.headerTop(atOffset: 2) == -2 && header.barTop(atOffset: 2) == 1)
        #expect(!header.isPinned(atOffset: 2.9))
        #expect(header.isPinned(atOffset: 3))
        #expect(header.barTop(atOffset: 3) == 0 && header.headerTop(atOffset: 3) == -3)
        #expect(header.barTop(atOffset: 40) == 0 && header.headerTop(atOffset: 40) == -3)
        #expect(header.screenRow(ofRow: 10, atOffset: 40) == -25)
    }

    @Test("pulled past the top, the header follows the list down")
    func pulled() {
        #expect(header.headerTop(atOffset: -2) == 2)
        #expect(header.barTop(atOffset: -2) == 5)
    }

    @Test("with a title row: P = H − T, and the header keeps sliding up to −H")
    func titleRow() {
        let titled = StickyHeader(topInset: 1, headerHeight: 4, barHeight: 1)
        #expect(titled.restOffset == -1 && titled.headerTop(atOffset: -1) == 1 && titled.barTop(atOffset: -1) == 5)
        #expect(titled.pinThreshold == 3)
        #expect(titled.barTop(atOffset: 3) == 1 && titled.headerTop(atOffset: 3) == -3)
        #expect(titled.headerTop(atOffset: 9) == -4)
    }

    @Test("a short list is padded to viewportRows − (T + B), so the pinned offset is reachable")
    func padding() {
        #expect(header.minimumRowCount(viewportRows: 29) == 27)
        #expect(header.maximumOffset(rowCount: 5, viewportRows: 29) == header.pinThreshold)
        #expect(header.maximumOffset(rowCount: 0, viewportRows: 29) == header.pinThreshold)
        #expect(header.maximumOffset(rowCount: 100, viewportRows: 29) == 76)
    }

    @Test("odd sizes give no NaN and no negative heights")
    func oddSizes() {
        let odd = StickyHeader(topInset: .nan, headerHeight: -4, barHeight: .infinity)
        #expect(odd.topInset == 0 && odd.headerHeight == 0 && odd.barHeight == 0)
        #expect(header.minimumRowCount(viewportRows: 0) == 0)
        #expect(header.maximumOffset(rowCount: 0, viewportRows: 0).isFinite)
    }
}
