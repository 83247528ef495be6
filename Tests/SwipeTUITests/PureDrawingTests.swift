import Testing
import CarouselEngine
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

/// Drawing changes nothing but the buffer: views are loaded, drawn and composed in the
/// layout pass (`step`, a new frame, or the first draw after a change made without a
/// step), and a draw that follows copies what it composed.
@Suite("Pure drawing")
struct PureDrawingTests {
    /// A view without a drawing key (so the store draws it every time it is asked), counting its draws.
    final class Tile: ItemView {
        let number: Int
        let source: Tiles
        init(_ number: Int, source: Tiles) {
            self.number = number
            self.source = source
        }
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            source.draws += 1
            context.drawFrame(title: "tile \(number)", in: region, on: &buffer)
        }
    }

    /// Tiles for all three components, counting what they are asked for.
    final class Tiles: CarouselViewDataSource, SwipeViewDataSource, PageScrollViewDataSource {
        var asked = 0
        var draws = 0
        func tile(_ index: Int) -> any ItemView {
            asked += 1
            return Tile(index, source: self)
        }
        func numberOfItems(in carouselView: CarouselView) -> Int { 30 }
        func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            tile(index)
        }
        func numberOfItems(in swipeView: SwipeView) -> Int { 30 }
        func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            tile(index)
        }
        func numberOfPages(in pageScrollView: PageScrollView) -> Int { 30 }
        func pageScrollView(_ pageScrollView: PageScrollView, viewForPageAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            tile(index)
        }
        func pageScrollView(_ pageScrollView: PageScrollView, titleForPageAt index: Int) -> String {
            asked += 1
            return "Page \(index)"
        }
    }

    /// What a draw could change: the data source's calls, the views' draws, the store's
    /// views and counts, and the clickable map.
    struct Snapshot: Equatable {
        var asked: Int
        var draws: Int
        var indexes: [Int]
        var storeDraws: Int
        var storeCopies: Int
        var hits: HitMap
    }

    static func snapshot(_ tiles: Tiles, _ store: ItemViewStore, hits: HitMap = HitMap()) -> Snapshot {
        Snapshot(asked: tiles.asked, draws: tiles.draws, indexes: store.indexes, storeDraws: store.draws,
                 storeCopies: store.copies, hits: hits)
    }

    static let region = Rect(x: 3, y: 2, width: 100, height: 28)

    /// Draws twice into fresh buffers; the two must match.
    static func drawTwice(_ component: some Component) -> (CellBuffer, CellBuffer) {
        var first = CellBuffer(size: Size(columns: 110, rows: 32))
        var second = first
        component.draw(in: region, on: &first)
        component.draw(in: region, on: &second)
        return (first, second)
    }

    @Test("CarouselView: after a step, drawing loads, draws and changes nothing; after a change without a step, only the first draw lays out")
    func carouselView() {
        let tiles = Tiles()
        let view = CarouselView(type: .coverFlow)
        view.dataSource = tiles
        view.reloadData()
        view.frame = Self.region
        view.scroll(toItem: 6, now: 0)
        view.step(now: 0.15)
        let stepped = Self.snapshot(tiles, view.store, hits: view.hitMap)
        #expect(stepped.asked > 0 && stepped.draws > 0, "the step laid the frame out")
        let (first, second) = Self.drawTwice(view)
        #expect(first == second && Self.snapshot(tiles, view.store, hits: view.hitMap) == stepped)
        #expect(first.renderedText().contains("tile"))

        view.scroll(toItem: 20, duration: 0, now: 1)
        var moved = CellBuffer(size: first.size)
        view.draw(in: Self.region, on: &moved)
        let drawn = Self.snapshot(tiles, view.store, hits: view.hitMap)
        #expect(drawn.indexes.contains(20) && drawn.draws > stepped.draws, "a change without a step is laid out by the next draw")
        let (again, _) = Self.drawTwice(view)
        #expect(again == moved && Self.snapshot(tiles, view.store, hits: view.hitMap) == drawn)
    }

    @Test("SwipeView: after a step, drawing loads, draws and changes nothing")
    func swipeView() {
        let tiles = Tiles()
        let view = SwipeView(itemsPerPage: 3)
        view.dataSource = tiles
        view.reloadData()
        view.frame = Self.region
        view.scroll(toPage: 2, now: 0)
        view.step(now: 0.1)
        let stepped = Self.snapshot(tiles, view.store, hits: view.hitMap)
        #expect(stepped.asked > 0 && stepped.draws > 0 && !view.loadedPages.isEmpty, "the step laid the frame out")
        let (first, second) = Self.drawTwice(view)
        #expect(first == second && Self.snapshot(tiles, view.store, hits: view.hitMap) == stepped)
        #expect(first.renderedText().contains("tile"))
    }

    @Test("PageScrollView: after a step, drawing the deck or an open page asks for nothing and changes nothing")
    func pageScrollView() {
        let tiles = Tiles()
        let view = PageScrollView()
        view.dataSource = tiles
        view.reloadData()
        view.frame = Self.region
        view.scroll(toPage: 3, now: 0)
        view.step(now: 0.1)
        let stepped = Self.snapshot(tiles, view.store)
        #expect(stepped.asked > 0 && stepped.draws > 0, "the step laid the deck out")
        let (deck, deckAgain) = Self.drawTwice(view)
        #expect(deck == deckAgain && Self.snapshot(tiles, view.store) == stepped)
        #expect(deck.renderedText().contains("Page"))

        view.selectPage(now: 5)
        var now = 5.0
        while view.isAnimating {
            now += 1.0 / 60
            view.step(now: now)
        }
        let open = Self.snapshot(tiles, view.store)
        let (page, pageAgain) = Self.drawTwice(view)
        #expect(page == pageAgain && Self.snapshot(tiles, view.store) == open)
        #expect(view.isPageOpen && page.renderedText().contains("tile"))
    }
}
