import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
import SwipeTUI   // not @testable: a program's view of SwipeView

/// SwipeView's free scrolling (`isPagingEnabled` off), driven through the public API with
/// views of the test's own.
@Suite("SwipeView: free scrolling")
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
        var log: [String] = []
        init(_ count: Int) { self.count = count }
        func numberOfItems(in swipeView: SwipeView) -> Int { count }
        func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            Tile(index)
        }
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
}
