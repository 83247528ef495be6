import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
import SwipeTUI   // not @testable: a program's view of PageScrollView

/// HGPageScrollView's custom page headers, its page queries and its drag and glide events,
/// through the public API.
@Suite("PageScrollView: page headers, page views, drag events")
struct PageScrollViewTests {
    /// A page of the test's own: its number in a box.
    final class Page: ItemView {
        let number: Int
        init(_ number: Int) { self.number = number }
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            buffer.fill(region, with: Cell("."), clip: region)
            buffer.write("page \(number)", x: region.x + 1, y: region.y + 1, style: .plain, clip: region)
        }
    }

    /// A header of the test's own: a banner across the header rows.
    struct Banner: ItemView {
        let text: String
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            buffer.fill(region, with: Cell("="), clip: region)
            buffer.write(" \(text) ", x: region.x + 2, y: region.y + region.height - 1, style: .plain, clip: region)
        }
    }

    final class Pages: PageScrollViewDataSource, PageScrollViewDelegate {
        let count: Int
        /// The pages with a header of their own.
        var banners: Set<Int> = []
        var headersAsked: [Int] = []
        var log: [String] = []
        init(_ count: Int) { self.count = count }

        func numberOfPages(in pageScrollView: PageScrollView) -> Int { count }
        func pageScrollView(_ pageScrollView: PageScrollView, viewForPageAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            Page(index)
        }
        func pageScrollView(_ pageScrollView: PageScrollView, titleForPageAt index: Int) -> String { "Title \(index)" }
        func pageScrollView(_ pageScrollView: PageScrollView, subtitleForPageAt index: Int) -> String { "Subtitle \(index)" }
        func pageScrollView(_ pageScrollView: PageScrollView, headerViewForPageAt index: Int) -> (any ItemView)? {
            headersAsked.append(index)
            return banners.contains(index) ? Banner(text: "banner \(index)") : nil
        }
        func pageScrollViewWillBeginDragging(_ pageScrollView: PageScrollView) { log.append("drag") }
        func pageScrollViewDidEndDragging(_ pageScrollView: PageScrollView, willDecelerate: Bool) { log.append("let go \(willDecelerate)") }
        func pageScrollViewWillBeginDecelerating(_ pageScrollView: PageScrollView) { log.append("glide") }
        func pageScrollViewDidEndDecelerating(_ pageScrollView: PageScrollView) { log.append("rest") }
        func pageScrollView(_ pageScrollView: PageScrollView, didScrollToPageAt index: Int) { log.append("centred \(index)") }
    }

    static let area = Rect(x: 0, y: 0, width: 100, height: 29)

    static func view(_ pages: Pages) -> PageScrollView {
        let view = PageScrollView()
        view.dataSource = pages
        view.delegate = pages
        view.reloadData()
        _ = draw(view)
        return view
    }

    @discardableResult
    static func draw(_ view: PageScrollView) -> [String] {
        var buffer = CellBuffer(size: Size(columns: area.width, rows: area.height))
        view.draw(in: area, on: &buffer)
        return buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Steps and draws at 60 Hz from `start` while the view moves; returns when it rested.
    static func settle(_ view: PageScrollView, from start: Double) -> Double {
        var now = start
        while view.isAnimating && now < start + 10 {
            now += 1.0 / 60
            view.step(now: now)
            draw(view)
        }
        return now
    }

    static func mouse(_ button: MouseButton, _ action: MouseAction, _ column: Int, at time: Double) -> InputEvent {
        InputEvent(.mouse(MouseEvent(button: button, action: action, column: column, row: 14)), time: time)
    }

    @Test("an open page's header: the data source's view, asked once per opening; nil keeps title over subtitle")
    func customHeader() {
        let pages = Pages(4)
        pages.banners = [1]
        let view = Self.view(pages)
        view.selectPage(at: 0, now: 1)
        var now = Self.settle(view, from: 1)
        var rows = Self.draw(view)
        #expect(rows[0] == " Title 0".padding(toLength: 100, withPad: " ", startingAt: 0) && rows[1].hasPrefix(" Subtitle 0"))
        view.deselectPage(now: now)
        now = Self.settle(view, from: now)
        view.selectPage(at: 1, now: now)
        now = Self.settle(view, from: now)
        rows = Self.draw(view)
        #expect(rows[0] == String(repeating: "=", count: 100))
        #expect(rows[1].hasPrefix("== banner 1 ===") && !rows.joined().contains("Title 1"))
        #expect(rows[2].hasPrefix("....") && rows[3].contains("page 1"), "the page itself starts under the header")
        #expect(pages.headersAsked.filter { $0 == 1 }.count == 1, "asked once while it stays open, however often it is drawn")
        view.deselectPage(now: now)
        now = Self.settle(view, from: now)
        view.selectPage(at: 1, now: now)
        _ = Self.settle(view, from: now)
        #expect(pages.headersAsked.filter { $0 == 1 }.count == 2, "asked again when it opens again")
    }

    @Test("pageView(at:) and indexOfPageView(_:) see the loaded pages by deck position, after a deletion too")
    func pageViews() {
        let pages = Pages(6)
        let view = Self.view(pages)
        let first = view.pageView(at: 0) as? Page
        #expect(first?.number == 0 && (view.pageView(at: 1) as? Page)?.number == 1)
        #expect(view.pageView(at: 5) == nil && view.pageView(at: -1) == nil, "off screen, or no such page")
        #expect(first.map { view.indexOfPageView($0) } == 0 && view.indexOfPageView(Page(0)) == nil)
        view.deletePage(at: 0, now: 1)
        _ = Self.settle(view, from: 1)
        let now = view.pageView(at: 0) as? Page
        #expect(now?.number == 1 && now.map { view.indexOfPageView($0) } == 0)
    }

    @Test("dragging the deck: will begin dragging, did end dragging (decelerating), will begin and did end decelerating")
    func dragEvents() {
        let pages = Pages(6)
        let view = Self.view(pages)
        var now = 1.0
        view.handle(Self.mouse(.left, .press, 70, at: now))
        for column in [65, 60, 55, 50] {
            now += 0.02
            view.handle(Self.mouse(.left, .motion, column, at: now))
        }
        now += 0.02
        view.handle(Self.mouse(.left, .release, 50, at: now))
        #expect(pages.log == ["drag", "let go true", "glide"])
        now = Self.settle(view, from: now)
        #expect(pages.log == ["drag", "let go true", "glide", "rest", "centred 1"])
        pages.log.removeAll()
        view.handle(Self.mouse(.wheelDown, .press, 50, at: now + 1))
        _ = Self.settle(view, from: now + 1)
        #expect(pages.log == ["glide", "rest", "centred 2"])
    }
}
