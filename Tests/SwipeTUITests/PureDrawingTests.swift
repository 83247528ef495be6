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

    /// Tiles for all four components, counting what they are asked for: a table's pages
    /// are grids of them.
    final class Tiles: CarouselViewDataSource, SwipeViewDataSource, PageScrollViewDataSource, SwipeTableViewDataSource,
                       GridPageDataSource {
        var asked = 0
        var draws = 0
        /// What the tiles of a grid say they show (their drawing key).
        var look = 0
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
        func numberOfPages(in tableView: SwipeTableView) -> Int { 5 }
        func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { "Tab \(page)" }
        func swipeTableView(_ tableView: SwipeTableView, viewForPage page: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            asked += 1
            return GridPage(dataSource: self)
        }
        func gridPage(_ grid: GridPage, numberOfItemsInSection section: Int) -> Int { 40 }
        func gridPage(_ grid: GridPage, viewForItemAt index: GridIndex, reusing reusable: (any ItemView)?) -> any ItemView {
            asked += 1
            return KeyedTile(tile: Tile(index.item, source: self), source: self)
        }
    }

    /// A tile whose drawing key is what its source says the tiles show (a picture that
    /// finished decoding changes a card's key so).
    struct KeyedTile: ItemView {
        let tile: Tile
        let source: Tiles
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            tile.draw(in: region, on: &buffer, context: context)
        }
        var drawingKey: AnyHashable? { [tile.number, source.look] }
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

    @Test("SwipeTableView: after a step, drawing asks for no page or card and changes nothing; a key without a step is laid out by the next draw; a card's new drawing key draws it again")
    func swipeTableView() {
        let tiles = Tiles()
        let view = SwipeTableView(animates: false)
        view.dataSource = tiles
        view.reloadData()
        view.frame = Self.region
        view.step(now: 0)
        let stepped = Self.snapshot(tiles, view.store, hits: view.hitMap)
        #expect(stepped.asked > 0 && stepped.draws > 0 && stepped.indexes == [0], "the step loaded the page in view and its cards")
        let (first, second) = Self.drawTwice(view)
        #expect(first == second && Self.snapshot(tiles, view.store, hits: view.hitMap) == stepped)
        #expect(first.renderedText().contains("tile 0") && first.renderedText().contains("Tab 1"))

        view.perform(.nextTab, at: 1)   // a grid moves its focus a cell first
        view.perform(.nextTab, at: 1)
        var moved = CellBuffer(size: first.size)
        view.draw(in: Self.region, on: &moved)
        let drawn = Self.snapshot(tiles, view.store, hits: view.hitMap)
        #expect(drawn.indexes == [1] && drawn.draws > stepped.draws && drawn.hits != stepped.hits,
                "the next tab, switched without a step, was laid out by the draw")
        let (again, _) = Self.drawTwice(view)
        #expect(again == moved && Self.snapshot(tiles, view.store, hits: view.hitMap) == drawn)

        tiles.look += 1
        var looked = CellBuffer(size: first.size)
        view.draw(in: Self.region, on: &looked)
        #expect(tiles.draws > drawn.draws, "the cards' new drawing keys were drawn again")
    }

    @Test("GridPage: loadContent loads exactly the cards in view (reusing those that left); drawing loads none")
    func gridPage() {
        let tiles = Tiles()
        let grid = GridPage(dataSource: tiles)
        let size = Size(columns: 40, rows: 12)
        var buffer = CellBuffer(size: size)
        let context = ItemContext(isFocused: true, style: Theme.standard(colorEnabled: false).card)
        grid.draw(in: buffer.bounds, on: &buffer, context: context, focused: nil)
        #expect(tiles.asked == 0 && tiles.draws == 0, "nothing loaded: the draw asks for no card")
        grid.loadContent(size: size, context: context)
        let shown = grid.frames(ofItemsIn: buffer.bounds, scrollRow: 0).map(\.item)
        #expect(tiles.asked == shown.count && !shown.isEmpty)
        grid.draw(in: buffer.bounds, on: &buffer, context: context, focused: nil)
        #expect(tiles.asked == shown.count && buffer.renderedText().contains("tile 0"))
        var scrolled = context
        scrolled.scrollRow = 30
        grid.loadContent(size: size, context: scrolled)
        let later = grid.frames(ofItemsIn: buffer.bounds, scrollRow: 30).map(\.item)
        #expect(Set(later).isDisjoint(with: shown) && tiles.asked == shown.count + later.count)
    }
}
