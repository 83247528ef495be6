import Testing
@testable import CarouselEngine

@Suite("Tabs: neighbour alignment")
struct TabsAlignmentTests {
    let header = StickyHeader(topInset: 0, headerHeight: 3, barHeight: 2)

    @Test("a first display rests at the top")
    func firstDisplay() {
        var alignment = NeighbourAlignment(header: header)
        let aligned1 = alignment.offset(forShowing: 0, besidePage: 0, at: 17)
        #expect(aligned1 == header.restOffset)
        #expect(alignment.saved[0] == header.restOffset)
    }

    @Test("with the header partly visible the neighbour copies the outgoing offset exactly")
    func partlyVisible() {
        var alignment = NeighbourAlignment(header: header)
        let aligned2 = alignment.offset(forShowing: 1, besidePage: 0, at: 1)
        #expect(aligned2 == 1)
        #expect(alignment.saved == [0: 1, 1: 1])
        // Even a page that was deeper before is brought back to the shared header position.
        alignment = NeighbourAlignment(header: header)
        _ = alignment.offset(forShowing: 2, besidePage: 1, at: 30)
        let aligned3 = alignment.offset(forShowing: 2, besidePage: 1, at: 2)
        #expect(aligned3 == 2)
    }

    @Test("with the bar pinned a new page is exactly pinned, a seen one keeps its deeper place")
    func pinned() {
        var alignment = NeighbourAlignment(header: header)
        let aligned4 = alignment.offset(forShowing: 1, besidePage: 0, at: 10)
        #expect(aligned4 == header.pinThreshold)
        _ = alignment.offset(forShowing: 1, besidePage: 0, at: 1)
        alignment = NeighbourAlignment(header: header)
        _ = alignment.offset(forShowing: 1, besidePage: 0, at: 40)   // page 1 pinned at P
        _ = alignment.offset(forShowing: 0, besidePage: 1, at: 25)   // page 1 scrolled to 25
        let aligned5 = alignment.offset(forShowing: 1, besidePage: 0, at: 40)
        #expect(aligned5 == 25)
        // A remembered position above P is raised to P, so the bar stays pinned.
        alignment = NeighbourAlignment(header: header)
        _ = alignment.offset(forShowing: 1, besidePage: 0, at: 1)
        let aligned6 = alignment.offset(forShowing: 1, besidePage: 0, at: 12)
        #expect(aligned6 == 3)
    }

    @Test("offsets are compared in whole rows (floor)")
    func floors() {
        var alignment = NeighbourAlignment(header: header)
        let aligned7 = alignment.offset(forShowing: 1, besidePage: 0, at: 2.7)
        #expect(aligned7 == 2)
        let aligned8 = alignment.offset(forShowing: 1, besidePage: 0, at: 2.99)
        #expect(aligned8 == 2)
        let aligned9 = alignment.offset(forShowing: 2, besidePage: 1, at: 3.2)
        #expect(aligned9 == 3)
    }

    @Test("a vertical scroll deletes the page's saved offset")
    func forgets() {
        var alignment = NeighbourAlignment(header: header)
        _ = alignment.offset(forShowing: 1, besidePage: 0, at: 40)
        _ = alignment.offset(forShowing: 0, besidePage: 1, at: 25)
        alignment.forget(page: 1)
        #expect(alignment.saved[1] == nil)
        let aligned10 = alignment.offset(forShowing: 1, besidePage: 0, at: 40)
        #expect(aligned10 == header.pinThreshold)
        alignment.forgetAll()
        #expect(alignment.saved.isEmpty)
    }

    @Test("an outgoing offset above the top (a refresh row open) aligns as the top, never leaking the gap")
    func refreshGapDoesNotLeak() {
        var alignment = NeighbourAlignment(header: header)
        let aligned11 = alignment.offset(forShowing: 1, besidePage: 0, at: -3)
        #expect(aligned11 == header.restOffset)
        #expect(alignment.saved[0] == header.restOffset)
        let aligned12 = alignment.offset(forShowing: 2, besidePage: 1, at: .nan)
        #expect(aligned12 == header.restOffset)
    }
}
