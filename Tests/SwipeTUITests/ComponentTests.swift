import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
import SwipeTUI   // not @testable: these tests use only what a program can

/// The four components driven through their public API, with item views of the test's own.
@Suite("Components from the public API")
struct ComponentTests {
    /// A view of the test's own: a number in a box, drawn with the context's style.
    final class Tile: ItemView {
        var number: Int
        init(_ number: Int) { self.number = number }
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            buffer.fill(region, with: Cell(context.isFocused ? "#" : "."), clip: region)
            buffer.write("tile \(number)", x: region.x + 1, y: region.y + region.height / 2, style: context.style.title, clip: region)
        }
    }

    final class Tiles: CarouselViewDataSource, SwipeViewDataSource, SwipeViewDelegate, PageScrollViewDataSource,
                       PageScrollViewDelegate, SwipeTableViewDataSource, SwipeTableViewDelegate, CarouselDelegate {
        var numbers: [Int]
        var made = 0
        var reused = 0
        var log: [String] = []
        init(_ count: Int) { numbers = Array(0..<count) }

        func view(_ index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            if let tile = reusable as? Tile {
                reused += 1
                tile.number = numbers[index]
                return tile
            }
            made += 1
            return Tile(numbers[index])
        }
        // CarouselView
        func numberOfItems(in carouselView: CarouselView) -> Int { numbers.count }
        func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            view(index, reusing: reusable)
        }
        func carousel(_ carousel: Carousel, didSelectItemAt index: Int) { log.append("carousel select \(index)") }
        // SwipeView
        func numberOfItems(in swipeView: SwipeView) -> Int { numbers.count }
        func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            view(index, reusing: reusable)
        }
        func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) { log.append("swipe select \(index)") }
        func swipeViewCurrentPageDidChange(_ swipeView: SwipeView) { log.append("page \(swipeView.currentPage)") }
        // PageScrollView
        func numberOfPages(in pageScrollView: PageScrollView) -> Int { numbers.count }
        func pageScrollView(_ pageScrollView: PageScrollView, viewForPageAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            view(index, reusing: reusable)
        }
        func pageScrollView(_ pageScrollView: PageScrollView, titleForPageAt index: Int) -> String { "Title \(numbers[index])" }
        func pageScrollView(_ pageScrollView: PageScrollView, didSelectPageAt index: Int) { log.append("opened \(index)") }
        func pageScrollView(_ pageScrollView: PageScrollView, didChoosePageAt index: Int) { log.append("chose \(index)") }
        // SwipeTableView
        func numberOfPages(in tableView: SwipeTableView) -> Int { 3 }
        func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { "list \(page)" }
        func swipeTableView(_ tableView: SwipeTableView, numberOfRowsInPage page: Int) -> Int { numbers.count * (page + 1) }
        func swipeTableView(_ tableView: SwipeTableView, textForRow row: Int, inPage page: Int) -> String { "row \(row) of \(page)" }
        func headerLines(in tableView: SwipeTableView) -> [(text: String, style: Style)] { [("My lists", .plain)] }
        func swipeTableView(_ tableView: SwipeTableView, didSelectItem row: Int, inPage page: Int) { log.append("row \(row) page \(page)") }
        func swipeTableView(_ tableView: SwipeTableView, currentPageDidChangeTo page: Int) { log.append("list \(page) in use") }
        func pageScrollView(_ pageScrollView: PageScrollView, didScrollToPageAt index: Int) { log.append("centred \(index)") }
        func pageScrollViewDidScroll(_ pageScrollView: PageScrollView) { scrolls += 1 }
        func swipeView(_ swipeView: SwipeView, pagingTranslationDidChange translation: PagingTranslation) { translations += 1 }
        func carouselShouldSelectItem(at index: Int) -> Bool { index != 13 }
        var scrolls = 0
        var translations = 0
    }

    static func key(_ key: Key, at time: Double) -> InputEvent { InputEvent(.key(KeyPress(key)), time: time) }
    static func settle(_ step: (Double) -> Void, isAnimating: () -> Bool, from start: Double) -> Double {
        var now = start
        while isAnimating() && now < start + 10 {
            now += 1.0 / 60
            step(now)
        }
        return now
    }

    @Test("CarouselView: any view as an item in every type, reused off screen; animated remove and insert")
    func carouselView() {
        let tiles = Tiles(40)
        let view = CarouselView(type: .coverFlow)
        view.dataSource = tiles
        view.delegate = tiles
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 100, rows: 24))
        view.draw(in: Rect(x: 0, y: 0, width: 100, height: 24), on: &buffer)
        #expect(buffer.renderedText().contains("tile 0"))
        #expect(view.indexesForVisibleItems.first == 0 && view.currentItemView is Tile)
        for type in CarouselType.allCases {
            view.type = type
            view.draw(in: Rect(x: 0, y: 0, width: 100, height: 24), on: &buffer)
            #expect(buffer.renderedText().contains("#"), "\(type.name): the focused tile is drawn")
        }
        view.type = .linear
        view.scroll(toItem: 20, duration: 0, now: 1)
        view.draw(in: Rect(x: 0, y: 0, width: 100, height: 24), on: &buffer)
        #expect(tiles.reused > 0, "views that left the screen were offered again")
        let current = view.currentItemView as? Tile
        #expect(current.map { view.indexOfItemView($0) } == 20)

        tiles.numbers.remove(at: 20)
        view.removeItem(at: 20, now: 2)
        #expect(view.numberOfItems == 39 && view.isAnimating)
        view.draw(in: Rect(x: 0, y: 0, width: 100, height: 24), on: &buffer)
        #expect(buffer.renderedText().contains("tile 20"), "the removed tile fades where it stood")
        _ = Self.settle({ view.step(now: $0); view.draw(in: Rect(x: 0, y: 0, width: 100, height: 24), on: &buffer) },
                        isAnimating: { view.isAnimating }, from: 2)
        #expect(!buffer.renderedText().contains("tile 20 ") && buffer.renderedText().contains("tile 21"))
        tiles.numbers.insert(20, at: 20)
        view.insertItem(at: 20, now: 5)
        _ = Self.settle({ view.step(now: $0) }, isAnimating: { view.isAnimating }, from: 5)
        view.draw(in: Rect(x: 0, y: 0, width: 100, height: 24), on: &buffer)
        #expect(view.currentItemIndex == 20 && (view.currentItemView as? Tile)?.number == 20)
        #expect(view.handle(Self.key(.enter, at: 9)) && tiles.log.last == "carousel select 20")

        // Taps that do not centre select a side item at once, after shouldSelect.
        var physics = view.physics
        physics.centersItemWhenSelected = false
        view.physics = physics
        view.draw(in: Rect(x: 0, y: 0, width: 100, height: 24), on: &buffer)
        let side = (0..<100).first { view.indexOfItem(atColumn: $0, row: 12) == 21 }
        #expect(side != nil)
        if let side {
            view.handle(InputEvent(.mouse(MouseEvent(button: .left, action: .press, column: side, row: 12)), time: 10))
            view.handle(InputEvent(.mouse(MouseEvent(button: .left, action: .release, column: side, row: 12)), time: 10.05))
            #expect(tiles.log.last == "carousel select 21" && view.currentItemIndex == 20)
        }
    }

    @Test("SwipeView: pages of three, dots and progress for the host to place, selection")
    func swipeView() {
        let tiles = Tiles(10)
        let view = SwipeView(itemsPerPage: 3)
        view.dataSource = tiles
        view.delegate = tiles
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 90, rows: 20))
        view.draw(in: Rect(x: 0, y: 0, width: 90, height: 16), on: &buffer)
        #expect(view.numberOfPages == 4 && buffer.renderedText().contains("tile 2") && !buffer.renderedText().contains("tile 3"))
        view.handle(Self.key(.right, at: 1))
        _ = Self.settle({ view.step(now: $0) }, isAnimating: { view.isAnimating }, from: 1)
        view.draw(in: Rect(x: 0, y: 0, width: 90, height: 16), on: &buffer)
        #expect(view.currentPage == 1 && buffer.renderedText().contains("tile 3") && tiles.log.contains("page 1"))
        #expect(abs(view.progress - 0.5) < 1e-9 && tiles.translations > 0)
        #expect(view.indexesForVisibleItems.contains(3) && (view.currentItemView as? Tile)?.number == 3)
        #expect(view.currentItemView.map { view.indexOfItemView($0 as AnyObject) } == 3)
        tiles.numbers[4] = 44
        view.reloadItem(at: 4)
        view.draw(in: Rect(x: 0, y: 0, width: 90, height: 16), on: &buffer)
        #expect(buffer.renderedText().contains("tile 44"))
        let dots = view.pageDots(style: .plain, currentStyle: .plain)
        dots.draw(x: 0, y: 18, width: 90, on: &buffer)
        #expect(buffer.renderedText().contains("●"))
        view.handle(Self.key(.enter, at: 3))
        #expect(tiles.log.last == "swipe select 3")
    }

    @Test("PageScrollView: open, choose, close; insert a page animated; views refilled")
    func pageScrollView() {
        let tiles = Tiles(6)
        let view = PageScrollView()
        view.dataSource = tiles
        view.delegate = tiles
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 100, rows: 29))
        view.draw(in: Rect(x: 0, y: 0, width: 100, height: 29), on: &buffer)
        #expect(buffer.renderedText().contains("Title 0"))
        view.handle(Self.key(.enter, at: 1))
        _ = Self.settle({ view.step(now: $0) }, isAnimating: { view.isAnimating }, from: 1)
        #expect(view.isPageOpen && tiles.log == ["opened 0"])
        view.handle(Self.key(.enter, at: 3))
        #expect(tiles.log.last == "chose 0")
        view.handle(Self.key(.escape, at: 4))
        _ = Self.settle({ view.step(now: $0) }, isAnimating: { view.isAnimating }, from: 4)
        #expect(!view.isPageOpen)
        tiles.numbers.insert(99, at: 1)
        #expect(view.insertPage(at: 1, now: 6) == 1 && view.numberOfPages == 7 && view.isAnimating)
        _ = Self.settle({ view.step(now: $0) }, isAnimating: { view.isAnimating }, from: 6)
        view.handle(Self.key(.right, at: 8))
        _ = Self.settle({ view.step(now: $0); view.draw(in: Rect(x: 0, y: 0, width: 100, height: 29), on: &buffer) },
                        isAnimating: { view.isAnimating }, from: 8)
        #expect(buffer.renderedText().contains("Title 99"))
        #expect(view.deletePage(at: 1, now: 10) == 1 && view.numberOfPages == 6)
        #expect(tiles.log.contains("centred 1") && tiles.scrolls > 0, "the inserted page (source 1) was centred")
        _ = Self.settle({ view.step(now: $0) }, isAnimating: { view.isAnimating }, from: 10)
        view.selectPage(at: 4, now: 12)
        _ = Self.settle({ view.step(now: $0) }, isAnimating: { view.isAnimating }, from: 12)
        #expect(view.isPageOpen && view.currentPage == 4 && tiles.log.last == "opened \(view.sourceIndex(ofPageAt: 4) ?? -1)")
    }

    @Test("SwipeTableView: header lines, pages of rows from the data source, a row chosen")
    func swipeTableView() {
        let tiles = Tiles(5)
        let view = SwipeTableView()
        view.dataSource = tiles
        view.delegate = tiles
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 80, rows: 20))
        view.draw(in: Rect(x: 0, y: 0, width: 80, height: 20), on: &buffer)
        let text = buffer.renderedText()
        #expect(text.contains("My lists") && text.contains("list 2") && text.contains("row 0 of 0"))
        view.handle(Self.key(.tab, at: 1))
        _ = Self.settle({ view.step(now: $0) }, isAnimating: { view.isAnimating }, from: 1)
        view.handle(Self.key(.down, at: 2))
        view.handle(Self.key(.enter, at: 2.1))
        #expect(view.currentPage == 1 && tiles.log.last == "row 1 page 1" && tiles.log.contains("list 1 in use"))
    }

    /// A data source that reads the view while it is asked for a view, and a delegate that
    /// reloads everything while asked to refresh: neither may crash the view.
    final class Nosy: CarouselViewDataSource, SwipeTableViewDataSource, SwipeTableViewDelegate {
        weak var carousel: CarouselView?
        weak var table: SwipeTableView?
        var pages = 3
        func numberOfItems(in carouselView: CarouselView) -> Int { 10 }
        func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            _ = carouselView.indexesForVisibleItems
            _ = carouselView.currentItemView
            carouselView.setNeedsDisplay()
            return Card(title: "item \(index)", blocks: [])
        }
        func numberOfPages(in tableView: SwipeTableView) -> Int { pages }
        func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { "p\(page)" }
        func swipeTableView(_ tableView: SwipeTableView, numberOfRowsInPage page: Int) -> Int { 5 }
        func swipeTableView(_ tableView: SwipeTableView, textForRow row: Int, inPage page: Int) -> String { "r\(row)" }
        func swipeTableView(_ tableView: SwipeTableView, refusalToRefreshPage page: Int) -> String? { nil }
        func swipeTableView(_ tableView: SwipeTableView, refreshPage page: Int) -> String? {
            pages = 1
            tableView.reloadData()
            return "reloaded"
        }
    }

    @Test("a data source may read the view while it is asked for a view; a refresh may reload everything")
    func reentrancy() {
        let nosy = Nosy()
        let view = CarouselView(type: .coverFlow)
        view.dataSource = nosy
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 100, rows: 24))
        view.draw(in: Rect(x: 0, y: 0, width: 100, height: 24), on: &buffer)
        #expect(buffer.renderedText().contains("item 0"))
        let table = SwipeTableView(animates: false)
        table.dataSource = nosy
        table.delegate = nosy
        table.reloadData()
        table.draw(in: Rect(x: 0, y: 0, width: 60, height: 20), on: &buffer)
        table.handle(Self.key(.right, at: 0))
        table.handle(Self.key(.right, at: 0.1))
        table.step(now: 1)
        table.handle(InputEvent(.key(KeyPress(.character("r"))), time: 2))
        table.step(now: 3)
        #expect(table.pageCount == 1 && table.remark == "reloaded")
    }
}
