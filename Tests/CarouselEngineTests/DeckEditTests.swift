import Testing
@testable import CarouselEngine

@Suite("Deck: delete, undo and the index map")
struct DeckEditTests {
    /// The source indexes of the deck's pages, in order.
    static func sources(_ deck: Deck) -> [Int] {
        (0..<deck.count).compactMap { deck.pages.sourceIndex(at: $0) }
    }

    @Test("the index map maps both ways around deletions and restores in reverse order")
    func indexMap() {
        var map = DeckIndexMap(sourceCount: 6)
        #expect(map.remove(at: 2) == 2)
        #expect(map.remove(at: 2) == 3)
        #expect(map.remove(at: 0) == 0)
        #expect((0..<map.count).compactMap { map.sourceIndex(at: $0) } == [1, 4, 5])
        #expect(map.position(ofSource: 4) == 1)
        #expect(map.position(ofSource: 3) == nil)
        #expect(map.sourceIndex(at: 3) == nil && map.sourceIndex(at: -1) == nil)
        // Positions: source 3 comes back at 2 while source 2 is still deleted.
        #expect(map.restoreLast() == 0)
        #expect(map.restoreLast() == 2)
        #expect(map.restoreLast() == 2)
        #expect(map.restoreLast() == nil && !map.canUndo)
        #expect((0..<map.count).compactMap { map.sourceIndex(at: $0) } == [0, 1, 2, 3, 4, 5])
    }

    @Test("growing keeps deletions; shrinking starts afresh")
    func indexMapGrowth() {
        var map = DeckIndexMap(sourceCount: 3)
        _ = map.remove(at: 1)
        map.sourceCountDidChange(to: 5)
        #expect(map.count == 4 && map.sourceIndex(at: 3) == 4 && map.canUndo)
        map.sourceCountDidChange(to: 2)
        #expect(map.count == 2 && !map.canUndo)
    }

    @Test("a source item inserted shows at its place; deletions keep hiding the items they hid")
    func insertSource() {
        var map = DeckIndexMap(sourceCount: 5)
        _ = map.remove(at: 3)
        #expect(map.insertSource(at: 1) == 1)
        #expect(map.sourceCount == 6 && (0..<map.count).compactMap { map.sourceIndex(at: $0) } == [0, 1, 2, 3, 5])
        #expect(map.restoreLast() == 4, "the deleted item (now source 4) comes back at its place")
    }

    @Test("inserting a page inside the window animates it in; before the window the offset moves along")
    func insertPage() {
        var deck = Deck(sourceCount: 8, viewport: DeckViewport(pageStep: 30, cardWidth: 24, width: 80))
        _ = deck.scroll(toPage: 4, now: 0)
        _ = deck.step(now: 10)
        #expect(deck.insertPage(atSource: 4, now: 10) == 4)
        #expect(deck.count == 9 && deck.edit?.kind == .insertion && deck.isAnimating)
        _ = deck.step(now: 11)
        #expect(deck.edit == nil && deck.currentPage == 4)
        #expect(deck.insertPage(atSource: 0, now: 12) == 0)
        #expect(deck.offset == 5 && deck.edit == nil, "before the window: the centred card stays put")
    }

    @Test("deleting the centred page fades it, slides the next one in, and keeps the same place")
    func deleteWithinWindow() {
        var deck = makeDeck(6, at: 2)
        #expect(deck.deletePage(at: 2, now: 100) == 2)
        #expect(Self.sources(deck) == [0, 1, 3, 4, 5])
        #expect(deck.offset == 2 && deck.currentPage == 2 && deck.isAnimating)
        let edit = try! #require(deck.edit)
        #expect(edit.kind == .removal(sourceIndex: 2) && edit.displaced == .from(2) && edit.startDisplacement == 1)
        // Fade: normal → dim → blank over 0.2 s, the others waiting a page to the right.
        #expect(edit.fadeLevel(at: 100) == .normal)
        #expect(edit.fadeLevel(at: 100.1) == .dim)
        #expect(edit.fadeLevel(at: 100.15) == .blank)
        #expect(edit.displacement(ofPage: 2, at: 100.2) == 1)
        #expect(edit.displacement(ofPage: 4, at: 100.1) == 1)
        #expect(edit.displacement(ofPage: 1, at: 100.1) == 0)
        // Then the slide, eased over 0.4 s.
        #expect(close(edit.displacement(ofPage: 2, at: 100.4), 0.5))
        #expect(edit.displacement(ofPage: 2, at: 100.6) == 0)
        #expect(edit.ghostDisplacement(at: 100.1) == 0)
        _ = deck.step(now: 100.59)
        #expect(deck.edit != nil)
        _ = deck.step(now: 100.61)
        #expect(deck.edit == nil && !deck.isAnimating)
    }

    @Test("deleting before the window is instant and moves the offset along, so the centred card stays")
    func deleteBeforeWindow() {
        var deck = makeDeck(8, at: 5)
        #expect(deck.deletePage(at: 1, now: 0) == 1)
        #expect(deck.offset == 4 && deck.currentPage == 4)
        #expect(deck.pages.sourceIndex(at: deck.currentPage) == 5)
        #expect(deck.edit == nil && !deck.isAnimating)
    }

    @Test("deleting after the window only changes the count")
    func deleteAfterWindow() {
        var deck = makeDeck(8, at: 2)
        #expect(deck.deletePage(at: 6, now: 0) == 6)
        #expect(deck.count == 7 && deck.offset == 2 && deck.edit == nil)
        #expect(Self.sources(deck) == [0, 1, 2, 3, 4, 5, 7])
    }

    @Test("deleting a peeking neighbour animates; the centre keeps its place")
    func deleteNeighbour() {
        var deck = makeDeck(5, at: 2)
        _ = deck.deletePage(at: 3, now: 0)
        #expect(deck.edit?.displaced == .from(3) && deck.offset == 2 && deck.pages.sourceIndex(at: 2) == 2)
    }

    @Test("deleting the last page when it is centred selects the new last, sliding everything back a page")
    func deleteLast() {
        var deck = makeDeck(4, at: 3)
        #expect(deck.deletePage(at: 3, now: 0) == 3)
        #expect(deck.offset == 2 && deck.currentPage == 2)
        let edit = try! #require(deck.edit)
        #expect(edit.displaced == .before(3) && edit.startDisplacement == -1)
        // The ghost stays where it was (one page right of the new offset minus one) while it fades.
        #expect(edit.ghostDisplacement(at: 0.1) == -1)
        #expect(edit.displacement(ofPage: 2, at: 0.1) == -1)
        #expect(edit.displacement(ofPage: 2, at: 0.6) == 0)
    }

    @Test("deleting down to one page and then none; undo brings them back in reverse order")
    func deleteToNothing() {
        var deck = makeDeck(3, at: 1)
        #expect(deck.deletePage(at: 1, now: 0) == 1)
        #expect(deck.currentPage == 1 && deck.pages.sourceIndex(at: 1) == 2)
        #expect(deck.deletePage(at: 1, now: 1) == 2)
        #expect(deck.count == 1 && deck.currentPage == 0)
        #expect(deck.deletePage(at: 0, now: 2) == 0)
        #expect(deck.count == 0 && deck.currentPage == -1 && deck.offset == -1 && deck.destinationPage == -1)
        #expect(deck.edit?.ghostDisplacement(at: 2) == -1)
        #expect(deck.deletePage(at: 0, now: 3) == nil)
        #expect(deck.open(now: 3) == [])

        #expect(deck.undoDelete(now: 4) == 0)
        #expect(deck.count == 1 && deck.currentPage == 0 && deck.edit?.kind == .insertion)
        #expect(deck.undoDelete(now: 5) == 1)
        #expect(deck.undoDelete(now: 6) == 1)
        #expect(Self.sources(deck) == [0, 1, 2])
        #expect(deck.undoDelete(now: 7) == nil && !deck.canUndo)
    }

    @Test("undo inside the window shows the page dim then normal while the pages after it make room")
    func undoWithinWindow() {
        var deck = makeDeck(5, at: 2)
        _ = deck.deletePage(at: 2, now: 0)
        _ = deck.step(now: 1)
        #expect(deck.undoDelete(now: 2) == 2)
        #expect(deck.offset == 2 && deck.pages.sourceIndex(at: 2) == 2)
        let edit = try! #require(deck.edit)
        #expect(edit.kind == .insertion && edit.displaced == .from(3) && edit.startDisplacement == -1)
        #expect(edit.fadeLevel(at: 2.1) == .dim && edit.fadeLevel(at: 2.3) == .normal)
        #expect(edit.displacement(ofPage: 3, at: 2) == -1 && edit.displacement(ofPage: 2, at: 2) == 0)
        #expect(edit.isFinished(at: 2.4))
    }

    @Test("undo after the window only changes the count")
    func undoAfterWindow() {
        var deck = makeDeck(10, at: 1)
        _ = deck.deletePage(at: 8, now: 0)
        #expect(deck.edit == nil && deck.count == 9)
        #expect(deck.undoDelete(now: 1) == 8)
        #expect(deck.edit == nil && deck.count == 10 && deck.offset == 1)
    }

    @Test("undo before the window moves the offset along, so the centred card stays")
    func undoBeforeWindow() {
        var deck = makeDeck(10, at: 1)
        _ = deck.deletePage(at: 1, now: 0)
        _ = deck.scroll(toPage: 7, now: 1)
        _ = deck.step(now: 5)
        #expect(deck.pages.sourceIndex(at: deck.currentPage) == 8)
        #expect(deck.undoDelete(now: 6) == 1)
        #expect(deck.edit == nil && deck.offset == 8 && deck.pages.sourceIndex(at: deck.currentPage) == 8)
    }

    @Test("a second edit completes the running animation at once; without animation nothing is recorded")
    func overlappingEdits() {
        var deck = makeDeck(6, at: 2)
        _ = deck.deletePage(at: 2, now: 0)
        _ = deck.deletePage(at: 2, now: 0.1)
        #expect(deck.edit?.startTime == 0.1 && deck.edit?.kind == .removal(sourceIndex: 3))
        var still = makeDeck(4, at: 1, animates: false)
        _ = still.deletePage(at: 1, now: 0)
        #expect(still.edit == nil && !still.isAnimating)
        _ = still.undoDelete(now: 1)
        #expect(still.edit == nil && still.count == 4)
    }

    @Test("reload forgets deletions and keeps the place; growth keeps them")
    func reloadAndGrowth() {
        var deck = makeDeck(5, at: 3)
        _ = deck.deletePage(at: 0, now: 0)
        _ = deck.sourceCountDidChange(to: 7)
        #expect(deck.count == 6 && deck.canUndo)
        deck.reload(sourceCount: 3)
        #expect(deck.count == 3 && !deck.canUndo && deck.offset == 2 && deck.edit == nil)
        deck.reload(sourceCount: 0)
        #expect(deck.count == 0 && deck.currentPage == -1)
    }
}
