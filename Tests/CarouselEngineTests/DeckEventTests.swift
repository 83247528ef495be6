import Testing
@testable import CarouselEngine

@Suite("Deck: event order")
struct DeckEventTests {
    /// Steps at 60 frames per second until nothing moves; every event on the way.
    static func settle(_ deck: inout Deck, from start: Double) -> [DeckEvent] {
        var events: [DeckEvent] = []
        var now = start
        while deck.isAnimating && now < start + 10 {
            now += 1.0 / 60
            events += deck.step(now: now)
        }
        return events
    }

    @Test("drag: willBeginDragging, willScrollToPage half-way, didEndDragging, the glide, then didScrollToPage")
    func drag() {
        var deck = makeDeck(5)
        var events = deck.beginDragging(now: 0)
        events += deck.drag(translation: -20, velocity: -200, now: 0.05)
        #expect(events == [.pager(.willBeginDragging)])
        events += deck.drag(translation: -45, velocity: -400, now: 0.1)
        #expect(events.last == .willScrollToPage(1))
        events += deck.endDragging(now: 0.12)
        events += Self.settle(&deck, from: 0.12)
        #expect(events == [.pager(.willBeginDragging), .willScrollToPage(1),
                           .pager(.didEndDragging(willDecelerate: true)), .pager(.willBeginDecelerating),
                           .pager(.didEndDecelerating), .didScrollToPage(1)])
        #expect(deck.offset == 1 && deck.currentPage == 1)
    }

    @Test("a slow drag under half a page snaps back without page events")
    func dragBack() {
        var deck = makeDeck(5, at: 2)
        var events = deck.beginDragging(now: 0)
        events += deck.drag(translation: 20, velocity: 0, now: 0.5)
        events += deck.endDragging(now: 1)
        events += Self.settle(&deck, from: 1)
        #expect(!events.contains { if case .willScrollToPage = $0 { return true } else { return false } })
        #expect(!events.contains { if case .didScrollToPage = $0 { return true } else { return false } })
        #expect(deck.offset == 2)
    }

    @Test("a drag moves only with the pointer: no frames while it is held, frames again for the snap and the zoom")
    func heldDragIsIdle() {
        var deck = makeDeck(5, at: 2)
        _ = deck.beginDragging(now: 0)
        #expect(!deck.isAnimating)
        _ = deck.drag(translation: -20, velocity: -200, now: 0.05)
        #expect(!deck.isAnimating && deck.pager.isDragging)
        #expect(deck.step(now: 1) == [] && deck.offset != 2, "stepping a held drag changes nothing")
        _ = deck.endDragging(now: 1)
        #expect(deck.isAnimating, "the snap animates on its own")
        _ = Self.settle(&deck, from: 1)
        #expect(!deck.isAnimating && deck.offset == deck.offset.rounded())
        _ = deck.open(now: 5)
        #expect(deck.isAnimating, "the zoom animates on its own")
    }

    @Test("keys: willScrollToPage at each half-way point, one didScrollToPage where it comes to rest")
    func keys() {
        var deck = makeDeck(5)
        var events = deck.scroll(byPages: 1, now: 0)
        events += deck.step(now: 0.1)
        events += deck.scroll(byPages: 1, now: 0.1)
        events += Self.settle(&deck, from: 0.1)
        #expect(events == [.pager(.willBeginScrollingAnimation), .willScrollToPage(1), .willScrollToPage(2),
                           .pager(.didEndScrollingAnimation), .didScrollToPage(2)])
    }

    @Test("wheel: one page per notch, with the glide's events")
    func wheel() {
        var deck = makeDeck(5)
        var events = deck.fling(velocity: 3, now: 0)
        events += Self.settle(&deck, from: 0)
        #expect(events == [.pager(.willBeginDecelerating), .willScrollToPage(1),
                           .pager(.didEndDecelerating), .didScrollToPage(1)])
        #expect(deck.offset == 1)
    }

    @Test("a full round: scroll, open, switch in page mode, close — absolute indexes throughout")
    func round() {
        var deck = makeDeck(20, at: 10)
        var events = deck.scroll(byPages: 1, now: 0) + Self.settle(&deck, from: 0)
        events += deck.open(now: 20) + Self.settle(&deck, from: 20)
        events += deck.scroll(byPages: -3, now: 30)
        events += deck.close(now: 40) + Self.settle(&deck, from: 40)
        let pageEvents = events.filter { if case .pager = $0 { return false } else { return true } }
        #expect(pageEvents == [.willScrollToPage(11), .didScrollToPage(11), .willSelect(11), .didSelect(11),
                               .willScrollToPage(8), .didScrollToPage(8), .willDeselect(8), .didDeselect(8)])
    }
}
