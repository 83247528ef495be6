import Testing
@testable import CarouselEngine

@Suite("LinearLayout")
struct LinearLayoutTests {
    @Test("visible count is ceil(L / (W·s)) + 2, capped by the item count")
    func visibleCount() {
        let layout = LinearLayout(itemWidth: 42)
        #expect(layout.numberOfVisibleItems(viewportLength: 80, itemCount: 100) == 4)
        #expect(layout.numberOfVisibleItems(viewportLength: 84, itemCount: 100) == 4)
        #expect(layout.numberOfVisibleItems(viewportLength: 85, itemCount: 100) == 5)
        #expect(layout.numberOfVisibleItems(viewportLength: 80, itemCount: 2) == 2)
        #expect(LinearLayout(itemWidth: 1).numberOfVisibleItems(viewportLength: 500, itemCount: 1000) == 30)
        #expect(LinearLayout(itemWidth: 0).numberOfVisibleItems(viewportLength: 80, itemCount: 9) == 2)
    }

    @Test("the window of loaded indexes slides but never passes the ends")
    func windowAtEnds() {
        let layout = LinearLayout(itemWidth: 42)
        #expect(layout.visibleIndexes(of: Carousel(numberOfItems: 10), viewportLength: 80) == [0, 1, 2, 3])
        #expect(layout.visibleIndexes(of: Carousel(numberOfItems: 10, scrollOffset: 5), viewportLength: 80) == [3, 4, 5, 6])
        #expect(layout.visibleIndexes(of: Carousel(numberOfItems: 10, scrollOffset: 9), viewportLength: 80) == [6, 7, 8, 9])
        let ring = Carousel(numberOfItems: 10, isWrapEnabled: true)
        #expect(layout.visibleIndexes(of: ring, viewportLength: 80) == [8, 9, 0, 1])
    }

    @Test("centres are offset × pitch, and the current item is drawn last")
    func placements() {
        let layout = LinearLayout(itemWidth: 40, spacing: 1.05)
        var carousel = Carousel(numberOfItems: 5)
        _ = carousel.setScrollOffset(1.5)
        let placements = layout.placements(of: carousel, viewportLength: 100)
        let byIndex = Dictionary(uniqueKeysWithValues: placements.map { ($0.index, $0) })
        #expect(abs(byIndex[1]!.center.x - (-0.5 * 42)) < 1e-9)
        #expect(abs(byIndex[3]!.center.x - (1.5 * 42)) < 1e-9)
        #expect(placements.map(\.zOrder) == Array(0..<placements.count))
        #expect(abs(placements.last!.offset) == 0.5)
    }

    @Test("ten million items lay out only the visible few")
    func hugeCount() {
        let layout = LinearLayout(itemWidth: 42)
        let carousel = Carousel(numberOfItems: 10_000_000, scrollOffset: 5_000_000.25)
        let placements = layout.placements(of: carousel, viewportLength: 200)
        #expect(placements.count == 7)
        #expect(placements.allSatisfy { $0.index >= 4_999_996 && $0.index <= 5_000_004 })
    }
}
