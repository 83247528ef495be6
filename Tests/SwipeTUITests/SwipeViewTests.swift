import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
import SwipeTUI   // not @testable: a program's view of SwipeView

/// SwipeView's free scrolling (`isPagingEnabled` off) and fixed item size, driven through
/// the public API with views of the test's own.
@Suite("SwipeView: free scrolling and a fixed item size")
struct SwipeViewTests {
    /// A number in a box, `#` when focused and `.` otherwise.
    final class Tile: ItemView {
        let number: Int
        init(_ number: Int) { self.number = number }
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            buffer.fill(region, with: Cell(context.isFocused ? "#" : "."), clip: region)
            buffer.write("\(number)", x: region.x, y: region.y, style: .plain, clip: region)
        }
    }

    /// Items and a delegate that writes down what it hears.
    final class Tiles: SwipeViewDataSource, SwipeViewDelegate {
        let count: Int
        var itemSize: Size?
        var log: [String] = []
        init(_ count: Int, itemSize: Size? = nil) {
            self.count = count
            self.itemSize = itemSize
        }
        func numberOfItems(in swipeView: SwipeView) -> Int { count }
        func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            Tile(index)
        }
        func swipeViewItemSize(_ swipeView: SwipeView) -> Size? { itemSize }
        func swipeView(_ swipeView: SwipeView, didSelectItemAt index: Int) { log.append("select \(index)") }
        func swipeViewWillBeginDragging(_ swipeView: SwipeView) { log.append("drag") }
        func swipeViewDidEndDragging(_ swipeView: SwipeView, willDecelerate: Bool) { log.append("let go \(willDecelerate)") }
        func swipeViewWillBeginDecelerating(_ swipeView: SwipeView) { log.append("glide") }
        func swipeViewDidEndDecelerating(_ swipeView: SwipeView) { log.append("rest") }
        func swipeViewDidEndScrollingAnimation(_ swipeView: SwipeView) { log.append("turned") }
    }

    static let area = Rect(x: 0, y: 0, width: 100, height: 15)

    /// A view over `tiles`, `itemsPerPage` to a page, drawn once into `area`.
    static func view(_ tiles: Tiles, itemsPerPage: Int = 1, alignment: PageAlignment = .edge,
                     pagingEnabled: Bool = true) -> SwipeView {
        let view = SwipeView(itemsPerPage: itemsPerPage, alignment: alignment)
        view.isPagingEnabled = pagingEnabled
        view.dataSource = tiles
        view.delegate = tiles
        view.reloadData()
        _ = draw(view)
        return view
    }

    @discardableResult
    static func draw(_ view: SwipeView) -> [String] {
        var buffer = CellBuffer(size: Size(columns: area.width, rows: area.height))
        view.draw(in: area, on: &buffer)
        return buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func mouse(_ action: MouseAction, _ column: Int, at time: Double) -> InputEvent {
        InputEvent(.mouse(MouseEvent(button: .left, action: action, column: column, row: 7)), time: time)
    }

    static func key(_ key: Key, at time: Double) -> InputEvent { InputEvent(.key(KeyPress(key)), time: time) }

    /// Steps at 60 Hz from `start` while the view moves; returns the time it came to rest.
    static func settle(_ view: SwipeView, from start: Double) -> Double {
        var now = start
        while view.isAnimating && now < start + 20 {
            now += 1.0 / 60
            view.step(now: now)
        }
        return now
    }

    /// A press at `from`, moves through `path` every `interval` seconds, and a release at
    /// the last point; returns the time of the release.
    static func drag(_ view: SwipeView, from: Int, through path: [Int], interval: Double, start: Double = 1) -> Double {
        var now = start
        view.handle(mouse(.press, from, at: now))
        for column in path {
            now += interval
            view.handle(mouse(.motion, column, at: now))
        }
        now += interval
        view.handle(mouse(.release, path.last ?? from, at: now))
        return now
    }

    // MARK: Paging off

    @Test("paging off: a drag follows the pointer, a flick glides on and rests between pages; keys still turn whole pages")
    func freeFlick() {
        let tiles = Tiles(10)
        let view = Self.view(tiles, pagingEnabled: false)
        #expect(!view.isPagingEnabled)
        var now = 1.0
        view.handle(Self.mouse(.press, 80, at: now))
        for column in [75, 70, 65, 60] {
            now += 0.02
            view.handle(Self.mouse(.motion, column, at: now))
        }
        // Pages are 100 columns and 2 apart: 20 columns is 20/102 of a page.
        #expect(abs(view.carousel.scrollOffset - 20.0 / 102) < 1e-9 && view.carousel.isDragging)
        now += 0.02
        view.handle(Self.mouse(.release, 60, at: now))
        #expect(tiles.log == ["drag", "let go true", "glide"])
        let released = view.carousel.scrollOffset
        now = Self.settle(view, from: now)
        let rest = view.carousel.scrollOffset
        #expect(tiles.log.last == "rest" && !tiles.log.contains("turned"))
        #expect(rest > released + 0.1 && abs(rest - rest.rounded()) > 0.01, "it glided on and came to rest between pages")
        #expect(view.currentPage == Int(rest.rounded()))
        // → turns to the next page boundary, and another → one page further.
        view.handle(Self.key(.right, at: now))
        now = Self.settle(view, from: now)
        #expect(view.carousel.scrollOffset == rest.rounded(.down) + 1)
        view.handle(Self.key(.right, at: now))
        now = Self.settle(view, from: now)
        #expect(view.carousel.scrollOffset == rest.rounded(.down) + 2)
        view.handle(Self.key(.left, at: now))
        _ = Self.settle(view, from: now)
        #expect(view.carousel.scrollOffset == rest.rounded(.down) + 1)
    }

    @Test("paging off: a slow drag stays where it is let go; a click selects a shown item, brings a half-shown one in")
    func freeDragAndClick() {
        let tiles = Tiles(10)
        let view = Self.view(tiles, pagingEnabled: false)
        let now = Self.drag(view, from: 80, through: [70, 60, 50], interval: 0.4)
        _ = Self.settle(view, from: now)
        // 30 columns of a 102-column pitch; no turn to a page, no slop.
        #expect(abs(view.carousel.scrollOffset - 30.0 / 102) < 1e-9 && view.currentItemIndex == 0)
        let rows = Self.draw(view)
        // Page 0 from column −30, page 1 from 72 (its card from 73).
        #expect(rows[7].hasPrefix("#") && Array(rows[7])[72] == " " && Array(rows[1])[73] == "1" && Array(rows[7])[73] == ".")
        view.handle(Self.mouse(.press, 90, at: 10))
        view.handle(Self.mouse(.release, 90, at: 10.05))
        #expect(view.currentItemIndex == 1 && tiles.log.last != "select 1")
        _ = Self.settle(view, from: 10.05)
        #expect(view.carousel.scrollOffset == 1)
        Self.draw(view)
        view.handle(Self.mouse(.press, 50, at: 20))
        view.handle(Self.mouse(.release, 50, at: 20.05))
        #expect(tiles.log.last == "select 1" && view.carousel.scrollOffset == 1)
    }

    @Test("paging off, three to a page: the focus is among the items the window shows; ] and [ scroll just far enough")
    func freeFocus() {
        let tiles = Tiles(10)
        let view = Self.view(tiles, itemsPerPage: 3, pagingEnabled: false)
        var now = 1.0
        for _ in 0..<4 {
            view.handle(Self.key(.character("]"), at: now))
            now = Self.settle(view, from: now)
        }
        // Item 4 came in at the window's last slot: items 2, 3, 4 show.
        #expect(view.currentItemIndex == 4 && abs(view.carousel.scrollOffset - 2.0 / 3) < 1e-9)
        view.handle(Self.key(.character("["), at: now))
        now = Self.settle(view, from: now)
        #expect(view.currentItemIndex == 3 && abs(view.carousel.scrollOffset - 2.0 / 3) < 1e-9)
        // A page on goes to the page boundary ahead; the focused item still shows.
        view.handle(Self.key(.right, at: now))
        now = Self.settle(view, from: now)
        #expect(view.carousel.scrollOffset == 1 && view.currentItemIndex == 3)
        view.scroll(toItem: 9, now: now)
        _ = Self.settle(view, from: now)
        #expect(view.currentItemIndex == 9 && abs(view.carousel.scrollOffset - 7.0 / 3) < 1e-9)
        let rows = Self.draw(view)
        #expect(rows[7].contains("#") && rows[7].filter { $0 == "#" }.count >= 20)
    }

    @Test("paging off with reduced motion: a flick lands at once where it would have stopped; paging on lands on a page")
    func freeReducedMotionAndBack() {
        let tiles = Tiles(10)
        let view = Self.view(tiles, pagingEnabled: false)
        view.animates = false
        _ = Self.drag(view, from: 80, through: [75, 70, 65, 60], interval: 0.02)
        let rest = view.carousel.scrollOffset
        #expect(!view.isAnimating && rest > 20.0 / 102 + 0.1 && abs(rest - rest.rounded()) > 0.01)
        view.isPagingEnabled = true
        #expect(view.carousel.scrollOffset == rest.rounded() && !view.isAnimating)
    }

    // MARK: Item size

    @Test("a fixed item size: cards of exactly that size, itemsPerPage to a page, as many pages as the frame shows")
    func fixedItemSize() {
        let tiles = Tiles(20)
        let view = Self.view(tiles, itemsPerPage: 2)
        view.offscreenCountPerSide = 1
        view.itemSize = Size(columns: 20, rows: 5)
        var rows = Self.draw(view)
        // Pages of two 20-column items, 2 columns apart: 0-39, 42-81, 84-123.
        #expect(rows[4].allSatisfy { $0 == " " } && rows[10].allSatisfy { $0 == " " })
        let row = Array(rows[5])
        #expect(row[0] == "0" && row[19] == "#" && row[20] == "1" && row[39] == "." && row[40] == " " && row[41] == " ")
        #expect(row[42] == "2" && row[62] == "3" && row[84] == "4" && row[99] == ".")
        #expect(view.indexesForVisibleItems.contains(4), "page 2 shows, so it is loaded though offscreenCountPerSide is 1")
        if case .item(let item)? = view.hitMap.target(atColumn: 50, row: 7) { #expect(item == 2) } else { Issue.record("no item at 50") }
        #expect(view.hitMap.target(atColumn: 41, row: 7) == nil && view.hitMap.target(atColumn: 5, row: 4) == nil)
        // A page turn moves by one page, 42 columns.
        view.handle(Self.key(.right, at: 1))
        _ = Self.settle(view, from: 1)
        rows = Self.draw(view)
        #expect(rows[5].hasPrefix("2###") && view.currentItemIndex == 2)
        // Centred, the page window sits in the middle: (100 − 40) / 2 = 30.
        view.alignment = .center
        rows = Self.draw(view)
        #expect(Array(rows[5])[30] == "2" && Array(rows[5])[50] == "3" && Array(rows[5])[8] == "1")
        // Back to fitted cards: one page fills the frame.
        view.itemSize = nil
        view.alignment = .edge
        rows = Self.draw(view)
        #expect(!rows[5].contains("4"))
    }

    @Test("the delegate's swipeViewItemSize is asked by reloadData and becomes itemSize; sides are at least 1")
    func delegateItemSize() {
        let tiles = Tiles(6, itemSize: Size(columns: 30, rows: 4))
        let view = Self.view(tiles)
        #expect(view.itemSize == Size(columns: 30, rows: 4))
        let rows = Self.draw(view)
        // Centred across: rows 5…8 of 15.
        #expect(rows[5].hasPrefix("0###") && rows[8].hasPrefix("####") && rows[9].allSatisfy { $0 == " " })
        #expect(Array(rows[5])[32] == "1" && Array(rows[5])[64] == "2")
        tiles.itemSize = nil
        view.reloadData()
        #expect(view.itemSize == Size(columns: 30, rows: 4), "no answer leaves the size as it is")
        view.itemSize = Size(columns: 0, rows: 3)
        #expect(view.itemSize == Size(columns: 1, rows: 3))
    }

    @Test("a fixed item size, vertical: items stack at their height, centred across")
    func fixedItemSizeVertical() {
        let tiles = Tiles(8)
        let view = Self.view(tiles)
        view.isVertical = true
        view.itemSize = Size(columns: 10, rows: 3)
        let rows = Self.draw(view)
        // Pages of one 3-row item, a row apart (the gap halved): rows 0-2, 4-6, 8-10, 12-14.
        #expect(Array(rows[0])[45] == "0" && Array(rows[4])[45] == "1" && Array(rows[12])[45] == "3")
        #expect(rows[3].allSatisfy { $0 == " " } && Array(rows[0])[44] == " " && Array(rows[0])[54] == "#")
    }
}
