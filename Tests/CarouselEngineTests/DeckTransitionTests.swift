import Testing
@testable import CarouselEngine

/// A deck laid out as on a 100-column screen: cards 60 wide, 69 apart.
func makeDeck(_ pages: Int, at page: Int = 0, animates: Bool = true) -> Deck {
    var deck = Deck(sourceCount: pages, viewport: DeckViewport(pageStep: 69, cardWidth: 60, width: 100), animates: animates)
    _ = deck.scroll(toPage: page, now: 0)
    _ = deck.step(now: 10)
    return deck
}

@Suite("Deck: opening and closing pages")
struct DeckTransitionTests {
    @Test("deck → opening → page → closing → deck, with the zoom eased over 0.3 s")
    func fullCycle() {
        var deck = makeDeck(5, at: 2)
        #expect(deck.phase == .deck && deck.zoom(at: 10) == 0 && !deck.isAnimating)

        #expect(deck.open(now: 20) == [.willSelect(2)])
        #expect(deck.phase == .opening(DeckZoom(page: 2, startTime: 20, duration: 0.3)))
        #expect(deck.isTransitioning && deck.isAnimating)
        #expect(deck.zoom(at: 20) == 0)
        #expect(close(deck.zoom(at: 20.075), 0.0625))
        #expect(close(deck.zoom(at: 20.15), 0.5))
        #expect(close(deck.zoom(at: 20.225), 0.9375))
        #expect(deck.step(now: 20.2) == [])
        #expect(deck.phase.isTransitioning)
        #expect(deck.step(now: 20.3) == [.didSelect(2)])
        #expect(deck.phase == .page && deck.zoom(at: 20.3) == 1 && !deck.isAnimating)

        #expect(deck.close(now: 30) == [.willDeselect(2)])
        #expect(close(deck.zoom(at: 30.15), 0.5))
        #expect(close(deck.zoom(at: 30.075), 0.9375))
        #expect(deck.step(now: 30.1) == [])
        #expect(deck.step(now: 30.31) == [.didDeselect(2)])
        #expect(deck.phase == .deck && !deck.isAnimating)
    }

    @Test("during a transition, opening, closing, scrolling, dragging and edits do nothing")
    func lockedDuringTransition() {
        var deck = makeDeck(5, at: 1)
        _ = deck.open(now: 0)
        #expect(deck.open(now: 0.1) == [])
        #expect(deck.close(now: 0.1) == [])
        #expect(deck.scroll(byPages: 1, now: 0.1) == [])
        #expect(deck.beginDragging(now: 0.1) == [])
        #expect(deck.fling(velocity: 3, now: 0.1) == [])
        #expect(deck.deletePage(at: 1, now: 0.1) == nil)
        #expect(deck.undoDelete(now: 0.1) == nil)
        #expect(deck.currentPage == 1 && deck.count == 5)
    }

    @Test("in page mode ←/→ switch pages at once, with both scroll events; the deck then shows that page")
    func pageModeSwitches() {
        var deck = makeDeck(3, at: 0, animates: true)
        _ = deck.open(now: 0)
        _ = deck.step(now: 1)
        #expect(deck.scroll(byPages: 1, now: 2) == [.willScrollToPage(1), .didScrollToPage(1)])
        #expect(deck.currentPage == 1 && deck.offset == 1 && !deck.isAnimating)
        #expect(deck.scroll(byPages: 5, now: 3) == [.willScrollToPage(2), .didScrollToPage(2)])
        #expect(deck.scroll(byPages: 1, now: 4) == [])
        #expect(deck.close(now: 5) == [.willDeselect(2)])
    }

    @Test("opening while the pager glides lands it on its destination first")
    func openWhileMoving() {
        var deck = makeDeck(5)
        _ = deck.scroll(byPages: 2, now: 0)
        _ = deck.step(now: 0.05)
        let events = deck.open(now: 0.05)
        #expect(events.last == .willSelect(2))
        #expect(events.contains(.didScrollToPage(2)))
        #expect(deck.offset == 2 && !deck.pager.isMoving)
    }

    @Test("without animation, open and close complete at once")
    func reducedMotion() {
        var deck = makeDeck(2, animates: false)
        #expect(deck.open(now: 0) == [.willSelect(0), .didSelect(0)])
        #expect(deck.phase == .page && !deck.isAnimating)
        #expect(deck.close(now: 0) == [.willDeselect(0), .didDeselect(0)])
        #expect(deck.phase == .deck)
    }

    @Test("an empty deck cannot open; a zero-length zoom is already over")
    func edges() {
        var empty = makeDeck(0)
        #expect(empty.open(now: 0) == [] && empty.phase == .deck && empty.currentPage == -1)
        #expect(DeckZoom(page: 0, startTime: 0, duration: 0).isFinished(at: 0))
        #expect(DeckZoom(page: 0, startTime: .nan, duration: .infinity).fraction(at: 1) == 1)
    }
}
