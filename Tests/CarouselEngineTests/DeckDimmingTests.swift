import Testing
@testable import CarouselEngine

@Suite("Deck: dimming and the visible window")
struct DeckDimmingTests {
    @Test("HGPageScrollView's numbers: a neighbour 222 of 320 pt away is at the 0.2 cap; half-way is 0.139")
    func formula() {
        #expect(DeckDimming.amount(distance: 0, pageStep: 222, containerWidth: 320) == 0)
        #expect(DeckDimming.amount(distance: 1, pageStep: 222, containerWidth: 320) == 0.2)
        #expect(DeckDimming.amount(distance: -1, pageStep: 222, containerWidth: 320) == 0.2)
        #expect(close(DeckDimming.amount(distance: 0.5, pageStep: 222, containerWidth: 320), 0.13875))
        #expect(DeckDimming.amount(distance: 3, pageStep: 222, containerWidth: 320) == 0.2)
    }

    @Test("below 0.05 a page counts as centred: fully bright")
    func cutoff() {
        // 0.05 / 0.4 · 320 / 222 = 0.18 pages.
        #expect(DeckDimming.amount(distance: 0.17, pageStep: 222, containerWidth: 320) == 0)
        #expect(DeckDimming.amount(distance: 0.19, pageStep: 222, containerWidth: 320) > 0.05)
    }

    @Test("the amount maps to an alpha from 1 (none) down to 0.5 (the cap); bad numbers stay in range")
    func alpha() {
        #expect(DeckDimming.alpha(forAmount: 0) == 1)
        #expect(DeckDimming.alpha(forAmount: 0.2) == 0.5)
        #expect(DeckDimming.alpha(forAmount: 0.1) == 0.75)
        #expect(DeckDimming.alpha(forAmount: .nan) == 1)
        #expect(DeckDimming.amount(distance: .nan, pageStep: 1, containerWidth: 1) == 0)
        #expect(DeckDimming.amount(distance: .infinity, pageStep: 1, containerWidth: 1) == 0.2)
        #expect(DeckDimming.amount(distance: 1, pageStep: 1, containerWidth: 0) == 0.2)
    }

    @Test("the visible window holds the centred page and its peeking neighbours, clamped to the deck")
    func window() {
        let viewport = DeckViewport(pageStep: 69, cardWidth: 60, width: 100)
        #expect(viewport.window(around: 5, count: 14) == 4..<7)
        #expect(viewport.window(around: 0, count: 14) == 0..<2)
        #expect(viewport.window(around: 13, count: 14) == 12..<14)
        #expect(viewport.window(around: 5.5, count: 14) == 5..<7)
        #expect(viewport.window(around: 0, count: 1) == 0..<1)
        #expect(viewport.window(around: 0, count: 0).isEmpty)
        #expect(viewport.window(around: .nan, count: 5).isEmpty)
        #expect(viewport.window(around: 1e300, count: 5).isEmpty)
        #expect(DeckViewport(pageStep: 0, cardWidth: -1, width: .nan) == DeckViewport())
    }
}
