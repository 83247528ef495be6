import Testing
@testable import CarouselEngine

/// Counts a program may give (a data source's `Int.max`): the arithmetic saturates or
/// clamps, it never traps.
@Suite("Extreme counts")
struct ExtremeCountTests {
    @Test("pages of Int.max items are counted without overflow, rounding the last page up")
    func pageMath() {
        #expect(PageMath(count: .max, itemsPerPage: 3).numberOfPages == Int.max / 3 + 1)
        #expect(PageMath(count: .max, itemsPerPage: 1).numberOfPages == Int.max)
        #expect(PageMath(count: 7, itemsPerPage: 3).numberOfPages == 3)
        #expect(PageMath(count: 6, itemsPerPage: 3).numberOfPages == 2)
        #expect(PageMath(count: 0, itemsPerPage: 3).numberOfPages == 0)
    }

    @Test("a deck of Int.max pages heads for its last page without a trap")
    func deckDestination() {
        var deck = Deck(sourceCount: .max, animates: false)
        _ = deck.scroll(toPage: .max - 1, now: 0)
        #expect(deck.destinationPage == Int.max - 1)
        _ = deck.scroll(toPage: 0, now: 1)
        #expect(deck.destinationPage == 0)
    }
}

@Suite("Clamped index")
struct ClampedIndexTests {
    @Test("an offset comes to a whole number within the range: NaN and below to its start, past it to its end, near Int.max without a trap")
    func clamping() {
        #expect(Int(clamping: 3, to: 0...9) == 3)
        #expect(Int(clamping: -2, to: 0...9) == 0)
        #expect(Int(clamping: 12, to: 0...9) == 9)
        #expect(Int(clamping: .nan, to: 0...9) == 0)
        #expect(Int(clamping: .infinity, to: 0...9) == 9)
        #expect(Int(clamping: -.infinity, to: 0...9) == 0)
        #expect(Int(clamping: 9.2e18, to: 0...(Int.max - 1)) == 9_200_000_000_000_000_000)
        #expect(Int(clamping: Double(Int.max), to: 0...(Int.max - 1)) == Int.max - 1)
        #expect(Int(clamping: -Double(Int.max), to: Int.min...0) == Int(-Double(Int.max)))
    }
}
