import Testing
import TerminalBackend
import TerminalHarness
import CarouselEngine
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("SwipeTableView: pages of any kind (a list, a grid of cards, a text) under one header")
struct SwipeTableViewPagesTests {
    static let size = Size(columns: 60, rows: 20)

    /// Three pages: a list of 40 rows, a grid (section A: five cards in two columns;
    /// section B: three in three) and a text of 60 lines; item 7 of the grid may not be
    /// selected, the text refreshes at 5 rows.
    final class Hybrid: SwipeTableViewDataSource, SwipeTableViewDelegate, GridPageDataSource {
        var log: [String] = []
        var events: [String] = []
        var asked: [(page: Int, reused: Bool)] = []

        func numberOfPages(in tableView: SwipeTableView) -> Int { 3 }
        func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { ["list", "grid", "text"][page] }
        func swipeTableView(_ tableView: SwipeTableView, viewForPage page: Int, reusing reusable: (any ItemView)?) -> any ItemView {
            asked.append((page, reusable != nil))
            switch page {
            case 0: return ListPage(rows: (0..<40).map { "row \($0)" })
            case 1:
                let grid = reusable as? GridPage ?? GridPage()
                grid.dataSource = self
                return grid
            default: return TextPage(blocks: (0..<60).map { .verbatim("line \($0)") })
            }
        }
        func headerLines(in tableView: SwipeTableView) -> [(text: String, style: Style)] { [("Hybrid", .plain)] }

        func numberOfSections(in grid: GridPage) -> Int { 2 }
        func gridPage(_ grid: GridPage, numberOfItemsInSection section: Int) -> Int { section == 0 ? 5 : 3 }
        func gridPage(_ grid: GridPage, numberOfColumnsInSection section: Int) -> Int { section == 0 ? 2 : 3 }
        func gridPage(_ grid: GridPage, heightOfItemAt index: GridIndex, width: Int) -> Int { index.section == 0 ? 4 : 3 }
        func gridPage(_ grid: GridPage, viewForItemAt index: GridIndex, reusing reusable: (any ItemView)?) -> any ItemView {
            Card(title: "\(index.section == 0 ? "a" : "b")\(index.item)", blocks: [])
        }
        func gridPage(_ grid: GridPage, titleForHeaderInSection section: Int) -> String? { section == 0 ? "A" : "B" }

        func swipeTableView(_ tableView: SwipeTableView, shouldSelectItem item: Int, inPage page: Int) -> Bool {
            !(page == 1 && item == 7)
        }
        func swipeTableView(_ tableView: SwipeTableView, didSelectItem item: Int, inPage page: Int) {
            log.append("select \(item) page \(page)")
        }
        func swipeTableView(_ tableView: SwipeTableView, refusalToRefreshPage page: Int) -> String? { nil }
        func swipeTableView(_ tableView: SwipeTableView, refreshHeightForPage page: Int) -> Int { page == 2 ? 5 : 3 }
        func swipeTableView(_ tableView: SwipeTableView, refreshPage page: Int) -> String? {
            log.append("refreshed \(page)")
            return nil
        }
        func swipeTableViewDidScroll(_ tableView: SwipeTableView) { events.append("scroll") }
        func swipeTableViewWillBeginDragging(_ tableView: SwipeTableView) { events.append("drag") }
        func swipeTableViewDidEndDragging(_ tableView: SwipeTableView, willDecelerate: Bool) { events.append("let go") }
        func swipeTableViewWillBeginDecelerating(_ tableView: SwipeTableView) { events.append("decelerate") }
        func swipeTableViewDidEndDecelerating(_ tableView: SwipeTableView) { events.append("decelerated") }
        func swipeTableViewDidEndScrollingAnimation(_ tableView: SwipeTableView) { events.append("slid") }
    }

    static func table(_ hybrid: Hybrid, page: Int = 0) -> SwipeTableView {
        let table = SwipeTableView(colorEnabled: false)
        table.dataSource = hybrid
        table.delegate = hybrid
        table.frame = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        table.reloadData()
        if page > 0 {
            table.switchTab(to: page, at: 0)
            _ = settle(table, from: 0)
            hybrid.events.removeAll()
        }
        return table
    }

    /// Steps every 1/60 s from `start` while the table animates; the time it stopped.
    static func settle(_ table: SwipeTableView, from start: Double) -> Double {
        var now = start
        while table.isAnimating && now < start + 10 {
            now += 1.0 / 60
            table.step(now: now)
        }
        return now
    }

    static func text(_ table: SwipeTableView) -> String {
        var buffer = CellBuffer(size: size)
        table.render(in: table.frame, on: &buffer)
        return buffer.renderedText()
    }

    static func lines(_ table: SwipeTableView) -> [String] {
        text(table).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func key(_ key: Key, _ time: Double, _ table: SwipeTableView) {
        table.handle(InputEvent(.key(KeyPress(key)), time: time))
    }

    /// A mouse event; a press comes after a frame drawn, as in a program, so it lands on
    /// what is on screen.
    static func mouse(_ table: SwipeTableView, _ button: MouseButton, _ action: MouseAction, _ column: Int, _ row: Int,
                      at time: Double, _ modifiers: KeyModifiers = []) {
        if action == .press { _ = text(table) }
        table.handle(MouseEvent(button: button, action: action, column: column, row: row, modifiers: modifiers), at: time)
    }

    /// A vertical drag on the page from row 12 by `rows` (positive: down).
    static func drag(_ table: SwipeTableView, rows: Int, at time: Double, release: Bool = true) {
        mouse(table, .left, .press, 30, 12, at: time)
        mouse(table, .left, .motion, 30, 12 + rows, at: time + 0.05)
        if release { mouse(table, .left, .release, 30, 12 + rows, at: time + 0.3) }
    }

    // MARK: Drawing

    @Test("a grid page: section headers over cards in columns, the focused card in its own frame")
    func gridPage() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid, page: 1)
        let text = Self.text(table)
        let lines = Self.lines(table)
        #expect(lines[3].contains(" list  grid  text") && lines[5].hasPrefix(" A ──"))
        #expect(lines[6].hasPrefix(" ┏") && lines[7].contains("┃ a0") && lines[7].contains("│ a1"))
        #expect(lines[18].hasPrefix(" B ──") && lines[19].contains("╭"))
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("table-grid-60x20")) == nil)
    }

    @Test("a text page scrolls under the sticky header and bar")
    func textPage() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid, page: 2)
        #expect(Self.lines(table)[5].hasPrefix(" line 0"))
        Self.mouse(table, .wheelDown, .press, 30, 12, at: 1)
        Self.mouse(table, .wheelDown, .press, 30, 12, at: 1.02)
        let text = Self.text(table)
        let lines = Self.lines(table)
        #expect(table.motion.offset(ofPage: 2) == 6)
        #expect(lines[0].hasPrefix(" list  grid  text") && lines[2].hasPrefix(" line 3") && lines[19].hasPrefix(" line 20"))
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("table-text-60x20")) == nil)
    }

    @Test("mixed pages slide side by side, each drawn its own way, the grid aligned with the list's offset")
    func mixedSlide() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid)
        Self.drag(table, rows: -1, at: 0)
        #expect(table.motion.offset(ofPage: 0) == 1)
        table.switchTab(to: 1, at: 1)
        table.step(now: 1 + TabPager.switchDuration / 2)
        let lines = Self.lines(table)
        let separator = lines[8].firstIndex(of: "│").map { lines[8].distance(from: lines[8].startIndex, to: $0) }
        #expect(separator != nil && table.motion.offset(ofPage: 1) == 1)
        #expect(lines[4].contains("│ A ──") && lines[6].contains("│ a0"), "the list beside the grid, aligned: \(lines)")
        _ = Self.settle(table, from: 1.2)
        #expect(table.currentPage == 1 && Self.lines(table)[4].hasPrefix(" A ──"))
    }

    // MARK: Keys

    @Test("keys on a grid: ↓ down a column and on into the next section, → across, at the edge → switches tabs; Enter selects if allowed")
    func gridKeys() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid, page: 1)
        Self.key(.down, 1, table)
        #expect(table.currentItem == 2)
        Self.key(.right, 1.1, table)
        #expect(table.currentItem == 3 && table.currentPage == 1)
        Self.key(.enter, 1.2, table)
        #expect(hybrid.log == ["select 3 page 1"])
        Self.key(.down, 1.3, table)
        #expect(table.currentItem == 7, "into section B, the column nearest below")
        Self.key(.enter, 1.4, table)
        #expect(hybrid.log.count == 1, "item 7 may not be selected")
        Self.key(.right, 1.5, table)
        _ = Self.settle(table, from: 1.5)
        #expect(table.currentPage == 2, "no column further right: the next tab")
        Self.key(.left, 3, table)
        _ = Self.settle(table, from: 3)
        #expect(table.currentPage == 1 && table.currentItem == 7)
        Self.key(.home, 5, table)
        #expect(table.currentItem == 0 && table.motion.offset(ofPage: 1) == 0)
        Self.key(.end, 5.1, table)
        #expect(table.currentItem == 7 && table.motion.offset(ofPage: 1) == 2, "just enough to show it")
        Self.key(.left, 5.2, table)
        #expect(table.currentItem == 6 && table.currentPage == 1)
    }

    @Test("keys on a text page: ↑/↓ a row, PgDn a screen, End the bottom, Home the top, ← the previous tab; Enter selects the page")
    func textKeys() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid, page: 2)
        Self.key(.down, 1, table)
        #expect(table.motion.offset(ofPage: 2) == 1 && table.currentItem == 0)
        Self.key(.pageDown, 1.1, table)
        #expect(table.motion.offset(ofPage: 2) == 19)
        Self.key(.end, 1.2, table)
        #expect(table.motion.offset(ofPage: 2) == 45 && Self.lines(table)[19].hasPrefix(" line 59"))
        Self.key(.up, 1.3, table)
        #expect(table.motion.offset(ofPage: 2) == 44)
        Self.key(.home, 1.4, table)
        #expect(table.motion.offset(ofPage: 2) == 0)
        Self.key(.enter, 1.5, table)
        #expect(hybrid.log == ["select 0 page 2"])
        Self.key(.left, 2, table)
        _ = Self.settle(table, from: 2)
        #expect(table.currentPage == 1)
    }

    @Test("the list page keeps today's keys: ↓ moves the focus, PgDn a screen, End the last row")
    func listKeys() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid)
        Self.key(.down, 1, table)
        Self.key(.pageDown, 1.1, table)
        #expect(table.currentItem == 19)
        Self.key(.end, 1.2, table)
        #expect(table.currentItem == 39 && table.motion.offset(ofPage: 0) == 25)
        Self.key(.enter, 1.3, table)
        #expect(hybrid.log == ["select 39 page 0"])
    }

    // MARK: Pointer

    @Test("the wheel and a drag scroll every kind of page; a pull at the top refreshes each, at its own height")
    func wheelAndDragOnEachKind() {
        for page in 0..<3 {
            let hybrid = Hybrid()
            defer { withExtendedLifetime(hybrid) {} }
            let table = Self.table(hybrid, page: page)
            Self.mouse(table, .wheelDown, .press, 30, 12, at: 1)
            #expect(table.motion.offset(ofPage: page) == 3, "page \(page)")
            Self.drag(table, rows: 2, at: 2)
            #expect(table.motion.offset(ofPage: page) == 1, "page \(page)")
            Self.drag(table, rows: 5, at: 3, release: false)
            let pulled = Self.text(table)
            #expect(pulled.contains(page == 2 ? "pull to refresh" : "release to refresh"), "page \(page): \(pulled)")
            Self.mouse(table, .left, .motion, 30, 19, at: 3.1)
            #expect(Self.text(table).contains("release to refresh"), "page \(page)")
            Self.mouse(table, .left, .release, 30, 19, at: 3.2)
            _ = Self.settle(table, from: 3.2)
            #expect(hybrid.log == ["refreshed \(page)"] && table.motion.offset(ofPage: page) == 0)
        }
    }

    @Test("a click on a card focuses it, a click on the focused card selects it; a click on the text does nothing")
    func clicks() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid, page: 1)
        Self.mouse(table, .left, .press, 40, 8, at: 1)
        Self.mouse(table, .left, .release, 40, 8, at: 1.05)
        #expect(table.currentItem == 1 && hybrid.log.isEmpty)
        Self.mouse(table, .left, .press, 40, 8, at: 2)
        Self.mouse(table, .left, .release, 40, 8, at: 2.05)
        #expect(hybrid.log == ["select 1 page 1"])
        table.switchTab(to: 2, at: 3)
        _ = Self.settle(table, from: 3)
        Self.mouse(table, .left, .press, 40, 8, at: 6)
        Self.mouse(table, .left, .release, 40, 8, at: 6.05)
        #expect(hybrid.log.count == 1)
    }

    @Test("page views are asked for as their page comes into view, and views that left are offered back")
    func reuse() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid)
        #expect(hybrid.asked.map(\.page) == [0])
        table.switchTab(to: 2, at: 0)
        _ = Self.settle(table, from: 0)
        #expect(Set(hybrid.asked.map(\.page)) == [0, 1, 2] && table.pageView(at: 0) == nil && table.pageView(at: 2) is TextPage)
        table.switchTab(to: 0, at: 5)
        _ = Self.settle(table, from: 5)
        #expect(hybrid.asked.suffix(2).allSatisfy { $0.reused }, "refilled from the views that left: \(hybrid.asked)")
    }

    // MARK: Seed properties

    /// A header of the test's own: as many rows as it is given, numbered.
    struct TallHeader: ItemView {
        func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
            for row in 0..<region.height { buffer.write("header row \(row)", x: region.x + 1, y: region.y + row, style: .plain, clip: region) }
        }
    }

    /// A bar of the test's own: one row of `[n]`, the page in use as `<n>`.
    final class BracketBar: SwipeTableBar {
        let rows = 1
        var count = 0
        func reload(titles: [String]) { count = titles.count }
        func draw(in region: Rect, on buffer: inout CellBuffer, state: TabBarState) -> HitMap {
            let text = (0..<count).map { $0 == state.currentPage ? "<\($0)>" : "[\($0)]" }.joined()
            buffer.write(text, x: region.x, y: region.y, style: .plain, clip: region)
            var hits = HitMap()
            for page in 0..<count { hits.add(.rect(Rect(x: region.x + 3 * page, y: region.y, width: 3, height: 1)), .tab(page)) }
            return hits
        }
    }

    @Test("a header view of any height and a bar of your own: drawn, pinned, clicked")
    func customHeaderAndBar() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid)
        table.headerView = TallHeader()
        table.headerHeight = 5
        table.bar = BracketBar()
        table.reloadData()
        var lines = Self.lines(table)
        #expect(lines[0].hasPrefix(" header row 0") && lines[4].hasPrefix(" header row 4") && lines[5].hasPrefix("<0>[1][2]"))
        #expect(lines[6].hasPrefix(" row 0"))
        Self.key(.pageDown, 1, table)
        lines = Self.lines(table)
        #expect(lines[0].hasPrefix("<0>[1][2]") && !lines.contains { $0.contains("header row") })
        Self.key(.home, 2, table)
        Self.mouse(table, .left, .press, 7, 5, at: 3)
        Self.mouse(table, .left, .release, 7, 5, at: 3.05)
        _ = Self.settle(table, from: 3)
        #expect(table.currentPage == 2 && Self.lines(table)[5].hasPrefix("[0][1]<2>"))
    }

    @Test("the bar can stay put while the page scrolls under it; the rows above the top inset are the host's")
    func barStaysPutAndTopInset() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid)
        table.isBarScrollDisabled = true
        Self.key(.pageDown, 1, table)
        var lines = Self.lines(table)
        #expect(lines[0].contains("Hybrid") && lines[3].hasPrefix(" list") && !lines[5].contains("row 0"))
        Self.key(.home, 2, table)
        Self.drag(table, rows: 2, at: 3, release: false)
        lines = Self.lines(table)
        #expect(lines[0].contains("Hybrid") && lines[3].hasPrefix(" list") && lines[6].contains("pull to refresh"),
                "the pull opens under the bar: \(lines)")
        Self.mouse(table, .left, .release, 30, 14, at: 3.3)
        _ = Self.settle(table, from: 3.3)

        let insetSource = Hybrid()
        defer { withExtendedLifetime(insetSource) {} }
        let inset = Self.table(insetSource)
        inset.headerTopInset = 1
        var buffer = CellBuffer(size: Self.size)
        buffer.write("host title", x: 0, y: 0, style: .plain)
        inset.render(in: inset.frame, on: &buffer)
        var text = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(text[0].hasPrefix("host title") && text[1].contains("Hybrid") && text[4].hasPrefix(" list"), "\(text)")
        Self.key(.pageDown, 1, inset)
        inset.render(in: inset.frame, on: &buffer)
        text = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(text[0].hasPrefix("host title") && text[1].hasPrefix(" list"), "the bar sticks under the inset")
    }

    @Test("scrolling disabled: drags and the sideways wheel leave the pages, keys still switch, pages still scroll")
    func scrollDisabled() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid)
        table.isScrollEnabled = false
        Self.mouse(table, .left, .press, 50, 12, at: 0)
        for (step, column) in stride(from: 45, through: 5, by: -5).enumerated() {
            Self.mouse(table, .left, .motion, column, 12, at: 0.02 * Double(step + 1))
        }
        Self.mouse(table, .left, .release, 5, 12, at: 0.3)
        Self.mouse(table, .wheelDown, .press, 30, 12, at: 0.4, .shift)
        _ = Self.settle(table, from: 0.4)
        #expect(table.currentPage == 0 && table.motion.pager.position == 0)
        Self.mouse(table, .wheelDown, .press, 30, 12, at: 3)
        #expect(table.motion.offset(ofPage: 0) == 3)
        Self.key(.tab, 4, table)
        _ = Self.settle(table, from: 4)
        #expect(table.currentPage == 1)
    }

    @Test("the delegate hears the pages' scroll, drag, deceleration and slide events")
    func delegateEvents() {
        let hybrid = Hybrid()
        defer { withExtendedLifetime(hybrid) {} }
        let table = Self.table(hybrid)
        Self.key(.tab, 0, table)
        _ = Self.settle(table, from: 0)
        #expect(hybrid.events.contains("scroll") && hybrid.events.last == "slid" && !hybrid.events.contains("drag"), "\(hybrid.events)")
        hybrid.events.removeAll()
        Self.mouse(table, .left, .press, 50, 12, at: 3)
        for (step, column) in stride(from: 45, through: 10, by: -5).enumerated() {
            Self.mouse(table, .left, .motion, column, 12, at: 3 + 0.02 * Double(step + 1))
        }
        Self.mouse(table, .left, .release, 10, 12, at: 3.17)
        _ = Self.settle(table, from: 3.17)
        #expect(hybrid.events.first == "drag" && hybrid.events.contains("scroll") && hybrid.events.contains("let go"))
        #expect(hybrid.events.last == "slid" || hybrid.events.last == "decelerated", "\(hybrid.events)")
        #expect(table.currentPage == 2)
    }

    @Test("with content size adjusting off a short page cannot scroll the header away")
    func contentSizeNotAdjusted() {
        final class Short: SwipeTableViewDataSource {
            func numberOfPages(in tableView: SwipeTableView) -> Int { 1 }
            func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String { "short" }
            func swipeTableView(_ tableView: SwipeTableView, numberOfRowsInPage page: Int) -> Int { 5 }
            func swipeTableView(_ tableView: SwipeTableView, textForRow row: Int, inPage page: Int) -> String { "r\(row)" }
        }
        let short = Short()
        defer { withExtendedLifetime(short) {} }
        let table = SwipeTableView(colorEnabled: false)
        table.dataSource = short
        table.frame = Rect(x: 0, y: 0, width: Self.size.columns, height: Self.size.rows)
        table.reloadData()
        Self.mouse(table, .wheelDown, .press, 30, 12, at: 1)
        #expect(table.motion.offset(ofPage: 0) == 3, "padded, the bar pins")
        table.adjustsContentSize = false
        #expect(table.motion.offset(ofPage: 0) == 0)
        Self.mouse(table, .wheelDown, .press, 30, 12, at: 2)
        #expect(table.motion.offset(ofPage: 0) == 0 && table.rowTotal == 5)
    }
}
