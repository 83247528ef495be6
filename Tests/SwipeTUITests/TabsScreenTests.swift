import Foundation
import TerminalBackend
import TerminalHarness
import Testing
import CarouselEngine
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("Tabs screen")
struct TabsScreenTests {
    static let size = Size(columns: 100, rows: 30)

    /// A directory that does not exist: tabs from it can be refreshed (the refresh fails,
    /// keeping the rows), without touching the disk.
    static let missingDirectory = TabOrigin.directory(path: "/nonexistent/swipe-tabs-fixture", filesOnly: false,
                                                      includeHidden: false)

    /// Four tabs of made-up file names: 40, 60, 5 and 12 rows, read from `origin`.
    static func sample(origin: TabOrigin = missingDirectory) -> TabSource {
        func tab(_ title: String, _ stem: String, _ count: Int) -> Tab {
            let rows = (1...count).map { n in
                let name = "\(stem)-\(n).txt"
                return name + String(repeating: " ", count: 20 - name.count)
                    + "\(n * 37 % 900 + 100) B   modified 2024-0\(n % 9 + 1)-1\(n % 10)   a note long enough to cross the middle"
            }
            return Tab(title: title, rows: .texts(rows), origin: origin)
        }
        return TabSource(name: "project/", tabs: [tab("files", "readme", 40), tab("src/", "source", 60),
                                                  tab("docs/", "guide", 5), tab("tests/", "test", 12)])
    }

    static func screen(_ source: TabSource = sample()) -> TabsScreen {
        let screen = TabsScreen(source: source, theme: .standard(colorEnabled: true))
        screen.view.frame = Rect(x: 0, y: 0, width: size.columns, height: size.rows - 1)
        return screen
    }

    static func frame(_ screen: inout TabsScreen) -> String {
        var buffer = CellBuffer(size: size)
        screen.render(into: &buffer, status: StatusContent())
        return buffer.renderedText()
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Draws a frame, as the session does before each input: a press lands on what it shows.
    static func draw(_ screen: inout TabsScreen) {
        var buffer = CellBuffer(size: size)
        screen.render(into: &buffer, status: StatusContent())
    }

    static func mouse(_ button: MouseButton, _ action: MouseAction, _ column: Int, _ row: Int,
                      _ modifiers: KeyModifiers = []) -> MouseEvent {
        MouseEvent(button: button, action: action, column: column, row: row, modifiers: modifiers)
    }

    /// A vertical drag on the list by `rows` (negative: up, scrolling down the list).
    static func verticalDrag(_ screen: inout TabsScreen, rows: Int, at time: Double) {
        draw(&screen)
        _ = screen.handle(mouse(.left, .press, 50, 15), at: time)
        _ = screen.handle(mouse(.left, .motion, 50, 15 + rows), at: time + 0.05)
        _ = screen.handle(mouse(.left, .release, 50, 15 + rows), at: time + 0.3)
    }

    static func wheel(_ screen: inout TabsScreen, _ button: MouseButton, notches: Int, from time: Double,
                      modifiers: KeyModifiers = []) {
        for notch in 0..<notches { _ = screen.handle(mouse(button, .press, 50, 15, modifiers), at: time + 0.02 * Double(notch)) }
    }

    // MARK: Goldens

    @Test("the first tab at rest: header, bar with the first tab marked, its rows, the first focused")
    func rest() {
        var screen = Self.screen()
        let text = Self.frame(&screen)
        let lines = Self.lines(text)
        #expect(lines[0].contains("project/") && lines[1].contains("4 tabs · 117 rows"))
        #expect(lines[3].hasPrefix(" files  src/  docs/  tests/"))
        #expect(lines[4].hasPrefix("━━━━━━━─"))
        #expect(lines[5].contains("readme-1.txt") && lines[28].contains("readme-24.txt"))
        #expect(lines[29].hasPrefix(" 1 / 40  tab 1/4"))
        #expect(!screen.isAnimating)
        var buffer = CellBuffer(size: Self.size)
        screen.render(into: &buffer, status: StatusContent())
        #expect(buffer[1, 5].style.attributes.contains(.reverse) && !buffer[1, 6].style.attributes.contains(.reverse))
        #expect(buffer[1, 3].style.attributes.contains(.reverse) && !buffer[8, 3].style.attributes.contains(.reverse))
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("tabs-rest-100x30")) == nil)
    }

    @Test("scrolled past the header, the bar sticks to the top row and rows pass under it")
    func pinned() {
        var screen = Self.screen()
        Self.wheel(&screen, .wheelDown, notches: 3, from: 0)
        #expect(screen.view.motion.offset(ofPage: 0) == 9)
        let text = Self.frame(&screen)
        let lines = Self.lines(text)
        #expect(lines[0].hasPrefix(" files  src/"))
        #expect(lines[2].contains("readme-7.txt") && !text.contains("project/"))
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("tabs-pinned-100x30")) == nil)
    }

    @Test("half way between two tabs both pages show, split by a separator, the underline between labels")
    func midSwipe() {
        var screen = Self.screen()
        _ = screen.perform(.nextTab, at: 0)
        #expect(screen.isAnimating)
        screen.step(now: TabPager.switchDuration / 2)
        #expect(abs(screen.view.motion.pager.position - 0.5) < 1e-9)
        let text = Self.frame(&screen)
        let lines = Self.lines(text)
        #expect(lines[5].hasPrefix("a note long enough") && lines[5].contains("│  source-1.txt"))
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("tabs-mid-swipe-100x30")) == nil)
        screen.step(now: 1)
        #expect(screen.currentPage == 1 && !screen.isAnimating)
    }

    @Test("pulling past the top opens a refresh row above the header that says when to let go")
    func pulling() {
        var screen = Self.screen()
        _ = screen.handle(Self.mouse(.left, .press, 50, 15), at: 0)
        _ = screen.handle(Self.mouse(.left, .motion, 50, 17), at: 0.05)
        var lines = Self.lines(Self.frame(&screen))
        #expect(lines[1].contains("pull to refresh") && lines[2].contains("project/"))
        _ = screen.handle(Self.mouse(.left, .motion, 50, 19), at: 0.1)
        let text = Self.frame(&screen)
        lines = Self.lines(text)
        #expect(lines[3].contains("⣿ release to refresh") && lines[4].contains("project/"))
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("tabs-pull-100x30")) == nil)
        _ = screen.handle(Self.mouse(.left, .release, 50, 19), at: 0.2)
        #expect(screen.view.motion.refreshes[0]?.isRefreshing == true && screen.isAnimating)
    }

    // MARK: Behaviour

    @Test("a neighbour copies a partly visible header's offset, and is pinned when the bar is")
    func alignment() {
        var screen = Self.screen()
        Self.verticalDrag(&screen, rows: -1, at: 0)
        #expect(screen.view.motion.offset(ofPage: 0) == 1)
        _ = screen.perform(.nextTab, at: 1)
        screen.step(now: 1.1)
        #expect(screen.view.motion.offset(ofPage: 1) == 1)
        screen.step(now: 2)
        Self.wheel(&screen, .wheelDown, notches: 5, from: 2)
        #expect(screen.view.motion.offset(ofPage: 1) == 16)
        _ = screen.perform(.previousTab, at: 3)
        screen.step(now: 3.1)
        #expect(screen.view.motion.offset(ofPage: 0) == screen.view.header.pinThreshold)
        screen.step(now: 4)
        #expect(screen.currentPage == 0 && screen.view.motion.alignment.saved[1] == 16)
        // Scrolling the page by hand forgets what was saved for it.
        Self.wheel(&screen, .wheelDown, notches: 1, from: 5)
        #expect(screen.view.motion.alignment.saved[0] == nil)
    }

    @Test("a refresh open on one page does not leak into the neighbour's offset (#77, #112)")
    func refreshDoesNotLeak() {
        var screen = Self.screen()
        Self.wheel(&screen, .wheelUp, notches: 3, from: 0)
        screen.step(now: 0.3)
        screen.step(now: 0.6)
        #expect(screen.view.motion.offset(ofPage: 0) == -RefreshControl.defaultHeight)
        _ = screen.perform(.nextTab, at: 0.6)
        screen.step(now: 0.7)
        #expect(screen.view.motion.offset(ofPage: 1) == screen.view.header.restOffset)
        #expect(screen.view.motion.alignment.saved[0] == screen.view.header.restOffset)
        for t in stride(from: 0.7, through: 4, by: 0.1) { screen.step(now: t) }
        #expect(!screen.isAnimating && screen.view.motion.refreshes.isEmpty)
        #expect(screen.view.motion.offset(ofPage: 0) == screen.view.header.restOffset)
        #expect(screen.view.remark?.hasSuffix(": rows kept") == true && screen.view.remark?.contains("swipe-tabs-fixture") == true)
    }

    @Test("the hint offers the tab that exists: next, back from the last, none with one tab")
    func tabHints() {
        var screen = Self.screen(TabSource(name: "x", tabs: Array(Self.sample().tabs.prefix(2))))
        func status(_ screen: inout TabsScreen) -> String { Self.lines(Self.frame(&screen)).last ?? "" }
        #expect(status(&screen).contains("next tab") && !status(&screen).contains("previous tab"))
        _ = screen.perform(.nextTab, at: 0)
        for t in stride(from: 0, through: 2, by: 0.05) { screen.step(now: t) }
        #expect(status(&screen).contains("previous tab") && !status(&screen).contains("next tab"))
        var single = Self.screen(TabSource(name: "x", tabs: Array(Self.sample().tabs.prefix(1))))
        #expect(!status(&single).contains(" tab ·") && status(&single).contains("row down"))
    }

    @Test("keys move the focus and pick its row; search and go-to work on the open tab")
    func keysAndPick() {
        var screen = Self.screen()
        _ = screen.perform(.lineDown, at: 0)
        _ = screen.perform(.lineDown, at: 0)
        #expect(screen.perform(.select, at: 0) == screen.source.tabs[0].rows.fields(at: 2).map { .pick($0, index: 2) })
        _ = screen.perform(.listPageDown, at: 0)
        #expect(screen.searchOrigin == 29)
        _ = screen.perform(.last, at: 0)
        #expect(screen.searchOrigin == 39)
        #expect(screen.firstMatch(of: "ME-12", from: 0, direction: .forward) == 11)
        screen.reveal(item: 30, at: 0)
        #expect(screen.searchOrigin == 30)
        #expect(screen.itemCount == 40)
        _ = screen.perform(.first, at: 0)
        #expect(screen.view.motion.offset(ofPage: 0) == screen.view.header.restOffset && screen.searchOrigin == 0)
        #expect(screen.perform(.reload, at: 0) == .handled && screen.view.motion.refreshes[0]?.isRefreshing == true)
    }

    @Test("a pull that starts while the tabs still slide stays with its page and is let go on release")
    func pullDuringSlide() {
        var screen = Self.screen()
        _ = screen.perform(.nextTab, at: 0)
        _ = screen.handle(Self.mouse(.left, .press, 50, 12), at: 0.01)
        for (step, row) in (13...17).enumerated() {
            let time = 0.02 + 0.03 * Double(step)
            screen.step(now: time)
            _ = screen.handle(Self.mouse(.left, .motion, 50, row), at: time)
        }
        #expect(screen.view.motion.refreshes[0] != nil, "the drag pulls the page it began on")
        for t in stride(from: 0.2, through: 0.6, by: 0.05) { screen.step(now: t) }
        #expect(screen.currentPage == 1, "the slide went on under the drag")
        _ = screen.handle(Self.mouse(.left, .release, 50, 17), at: 0.6)
        for t in stride(from: 0.6, through: 4, by: 0.05) { screen.step(now: t) }
        #expect(screen.view.motion.refreshes.isEmpty, "no pull is left hanging: \(screen.view.motion.refreshes)")
        #expect(!screen.isAnimating)
    }

    @Test("a sideways drag held still needs no frames; the release glides and snaps")
    func heldDragIsIdle() {
        var screen = Self.screen()
        _ = screen.handle(Self.mouse(.left, .press, 80, 15), at: 0)
        _ = screen.handle(Self.mouse(.left, .motion, 70, 15), at: 0.02)
        _ = screen.handle(Self.mouse(.left, .motion, 60, 15), at: 0.04)
        #expect(screen.view.motion.pager.isDragging)
        #expect(!screen.isAnimating, "the pages move only with the pointer")
        _ = screen.handle(Self.mouse(.left, .release, 60, 15), at: 0.5)
        #expect(screen.isAnimating, "let go, the pages snap")
    }

    @Test("a sideways drag switches tabs; shift+wheel and a click on a label do too")
    func pointerSwitches() {
        var screen = Self.screen()
        _ = screen.handle(Self.mouse(.left, .press, 80, 15), at: 0)
        for (step, column) in stride(from: 75, through: 20, by: -5).enumerated() {
            _ = screen.handle(Self.mouse(.left, .motion, column, 15), at: 0.02 * Double(step + 1))
        }
        _ = screen.handle(Self.mouse(.left, .release, 20, 15), at: 0.3)
        for t in stride(from: 0.3, through: 2, by: 0.05) { screen.step(now: t) }
        #expect(screen.currentPage == 1 && screen.view.motion.pager.position == 1)
        Self.wheel(&screen, .wheelDown, notches: 1, from: 3, modifiers: .shift)
        for t in stride(from: 3, through: 5, by: 0.05) { screen.step(now: t) }
        #expect(screen.currentPage == 2)
        Self.draw(&screen)
        _ = screen.handle(Self.mouse(.left, .press, 2, 3), at: 6)
        _ = screen.handle(Self.mouse(.left, .release, 2, 3), at: 6.05)
        for t in stride(from: 6, through: 8, by: 0.05) { screen.step(now: t) }
        #expect(screen.currentPage == 0 && !screen.isAnimating)
    }

    @Test("a refresh reads the directory again: a file made meanwhile is listed afterwards")
    func reloadsFromDisk() throws {
        let root = try TabSourceTests.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = TabSource.make(source: try PathSource.load([PathBytes(root.path)], options: .init()), paths: [PathBytes(root.path)],
                                    pathOptions: .init())
        var screen = Self.screen(source)
        #expect(screen.perform(.reload, at: 0) == .handled)
        screen.step(now: 0.3)
        try "x".write(to: root.appendingPathComponent("made-meanwhile.txt"), atomically: true, encoding: .utf8)
        #expect(!Self.frame(&screen).contains("made-meanwhile.txt"))
        for t in stride(from: 0.3, through: 3, by: 0.05) { screen.step(now: t) }
        #expect(Self.frame(&screen).contains("made-meanwhile.txt"))
        #expect(!screen.isAnimating)
    }

    @Test("with reduced motion a refresh reloads at the next step, with no row opening or spinning")
    func reducedMotionRefresh() throws {
        let root = try TabSourceTests.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = TabSource.make(source: try PathSource.load([PathBytes(root.path)], options: .init()), paths: [PathBytes(root.path)],
                                    pathOptions: .init())
        var screen = TabsScreen(source: source, theme: .standard(colorEnabled: true), animates: false)
        try "x".write(to: root.appendingPathComponent("made-meanwhile.txt"), atomically: true, encoding: .utf8)
        #expect(screen.perform(.reload, at: 0) == .handled)
        screen.step(now: 0.01)
        #expect(Self.frame(&screen).contains("made-meanwhile.txt"))
        #expect(screen.view.motion.refreshes.isEmpty && !screen.isAnimating)
        #expect(screen.view.motion.offset(ofPage: 0) == screen.view.header.restOffset)
    }

    @Test("a million rows draw only what is visible; tiny screens and no tabs are safe")
    func largeAndTiny() {
        var bytes: [UInt8] = []
        for _ in 0..<1_000_000 { bytes.append(contentsOf: [0x61, 0x0A]) }
        var screen = Self.screen(TabSource(name: "big", tabs: [Tab(title: "big", rows: .lines(TextLines(bytes: bytes)),
                                                                    origin: .fixed(reason: "test"))]))
        _ = screen.perform(.last, at: 0)
        #expect(screen.searchOrigin == 999_999 && Self.frame(&screen).contains("1000000 / 1000000"))
        for size in [Size(columns: 1, rows: 1), Size(columns: 20, rows: 8), Size(columns: 0, rows: 0)] {
            var empty = TabsScreen(source: TabSource(name: "none", tabs: []), theme: .standard(colorEnabled: false))
            var buffer = CellBuffer(size: size)
            empty.render(into: &buffer, status: StatusContent())
            _ = empty.perform(.nextTab, at: 0)
            _ = empty.handle(Self.mouse(.wheelUp, .press, 0, 0), at: 0)
            #expect(empty.itemCount == 0 && !empty.isAnimating)
        }
    }

    // MARK: Review fixes

    @Test("tabs that cannot be read again: no refresh hint, `r`, a wheel pull and a drag pull all say so at once")
    func refreshRefused() {
        let reason = "stdin cannot be read again"
        var screen = Self.screen(Self.sample(origin: .fixed(reason: reason)))
        var refreshable = Self.screen()
        #expect(!Self.lines(Self.frame(&screen))[2].contains("pull down at the top"))
        #expect(Self.lines(Self.frame(&refreshable))[2].contains("pull down at the top: refresh"))
        #expect(screen.perform(.reload, at: 0) == .note(reason) && screen.view.motion.refreshes.isEmpty)
        // The wheel: the first notch at the top says so; the row shows why, then slides shut.
        #expect(screen.handle(Self.mouse(.wheelUp, .press, 50, 15), at: 1) == .note(reason))
        _ = screen.handle(Self.mouse(.wheelUp, .press, 50, 15), at: 1.02)
        _ = screen.handle(Self.mouse(.wheelUp, .press, 50, 15), at: 1.04)
        let pulled = Self.frame(&screen)
        #expect(pulled.contains(reason) && !pulled.contains("⣿ " + reason), "the reason, without a fill glyph")
        for t in stride(from: 1.05, through: 3, by: 0.05) {
            screen.step(now: t)
            #expect(screen.view.motion.refreshes[0]?.isRefreshing != true)
        }
        #expect(screen.view.motion.refreshes.isEmpty && !screen.isAnimating && screen.view.remark == nil)
        // A drag: the row follows the pointer and says why; letting go says so at once.
        _ = screen.handle(Self.mouse(.left, .press, 50, 15), at: 4)
        _ = screen.handle(Self.mouse(.left, .motion, 50, 19), at: 4.05)
        #expect(Self.lines(Self.frame(&screen))[3].contains(reason))
        #expect(screen.handle(Self.mouse(.left, .release, 50, 19), at: 4.1) == .note(reason))
        #expect(screen.view.motion.refreshes[0]?.isRefreshing != true)
        for t in stride(from: 4.1, through: 5, by: 0.05) { screen.step(now: t) }
        #expect(screen.view.motion.refreshes.isEmpty && !screen.isAnimating && screen.view.remark == nil)
    }

    @Test("a remark the session already shows as its note is not repeated in the status line")
    func remarkShownOnce() {
        var screen = Self.screen()
        _ = screen.perform(.reload, at: 0)
        for t in stride(from: 0, through: 3, by: 0.05) { screen.step(now: t) }
        let remark = screen.view.remark ?? ""
        #expect(remark.hasSuffix("rows kept"))
        var buffer = CellBuffer(size: Self.size)
        screen.render(into: &buffer, status: StatusContent(note: remark))
        let status = Self.lines(buffer.renderedText())[29]
        #expect(status.components(separatedBy: "rows kept").count == 2, "once: \(status)")
    }

    @Test("switching away from a refreshing tab: the header stays off the incoming tab's rows")
    func switchWhileRefreshing() throws {
        var screen = Self.screen()
        _ = screen.perform(.reload, at: 0)
        screen.step(now: 0.3)
        screen.step(now: 0.4)
        #expect(screen.view.motion.offset(ofPage: 0) == -RefreshControl.defaultHeight)
        #expect(Self.lines(Self.frame(&screen))[3].contains("project/"), "at rest the header sits under the refresh rows")
        _ = screen.perform(.nextTab, at: 0.4)
        screen.step(now: 0.4 + TabPager.switchDuration * 0.35)
        #expect(screen.currentPage == 0 && screen.view.motion.pager.position > 0.05 && screen.view.motion.pager.position < 0.5)
        let text = Self.frame(&screen)
        let lines = Self.lines(text)
        let separator = try #require(lines[6].firstIndex(of: "│"))
        let column = lines[6].distance(from: lines[6].startIndex, to: separator)
        func right(_ line: Int) -> String { String(lines[line].dropFirst(column + 1)) }
        func left(_ line: Int) -> String { String(lines[line].prefix(column)) }
        #expect(lines[0].contains("project/") && lines[3].contains("files") && lines[3].contains("src/"))
        #expect(right(5).contains("source-1.txt"), "the incoming tab's first row shows")
        #expect(left(7).contains("refreshing…") && left(8).contains("137 B   modified"), "the outgoing tab keeps its refresh row")
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("tabs-switch-refreshing-100x30")) == nil)
        for t in stride(from: 0.6, through: 4, by: 0.05) { screen.step(now: t) }
        let rest = Self.lines(Self.frame(&screen))
        #expect(screen.currentPage == 1 && rest[0].contains("project/") && rest[5].contains("source-1.txt"))
    }

    @Test("no tabs at all: the list area says there are no items")
    func noTabs() {
        var screen = Self.screen(TabSource(name: "JSON", tabs: []))
        let lines = Self.lines(Self.frame(&screen))
        #expect(lines[5].contains("no items") && lines[1].contains("0 tabs · 0 rows"))
    }

    @Test("a notice row is not data: a binary file's picks its path, an error's picks nothing")
    func noticesAreNotPicked() {
        var screen = Self.screen(TabSource(name: "2 files", tabs: [
            Tab(title: "blob.bin", rows: .notice("(binary file, 3000 bytes)", path: "/x/blob.bin"), origin: .file(path: "/x/blob.bin")),
            Tab(title: "locked/", rows: .notice("/x/locked: permission denied", path: nil), origin: Self.missingDirectory),
        ]))
        guard case .pick(let fields, 0) = screen.perform(.select, at: 0) else {
            Issue.record("a binary file's notice picks its path")
            return
        }
        #expect(String(decoding: fields.value, as: UTF8.self) == "/x/blob.bin")
        _ = screen.perform(.nextTab, at: 1)
        for t in stride(from: 1, through: 2, by: 0.05) { screen.step(now: t) }
        #expect(screen.perform(.select, at: 2) == .note("nothing to pick"))
        Self.draw(&screen)
        _ = screen.handle(Self.mouse(.left, .press, 50, 5), at: 3)
        #expect(screen.handle(Self.mouse(.left, .release, 50, 5), at: 3.05) == .note("nothing to pick"))
    }

    @Test("help lists search once and Tab, S-Tab with the arrows they share an action with")
    func helpIsTidy() {
        let map = KeyMap.tabs
        #expect(!map.extraHelp.contains { $0.key.contains("/ n") || $0.key.contains("Tab") })
        #expect(map.bindings.contains { $0.action == .nextTab && $0.label.contains("Tab") })
        #expect(map.bindings.contains { $0.action == .previousTab && $0.label.contains("S-Tab") })
        #expect(map.bindings.filter { $0.action == .search }.count == 1)
    }

    /// A card source whose `count` is counted, to see which tabs a frame looks at.
    final class CountingSource: CardSource {
        var reads = 0
        var count: Int {
            reads += 1
            return 3
        }
        func card(at index: Int) -> Card { Card(title: "row \(index)", blocks: []) }
        func fields(at index: Int) -> ItemFields { ItemFields(title: "row \(index)", body: "", value: [], json: "") }
    }

    @Test("with 100 000 tabs a frame looks only at the tabs in view, not at every tab")
    func manyTabs() {
        let counting = CountingSource()
        let tabs = (0..<100_000).map { Tab(title: "tab \($0)", rows: .items(counting), origin: .fixed(reason: "test")) }
        var screen = Self.screen(TabSource(name: "many", tabs: tabs))
        #expect(Self.lines(Self.frame(&screen))[1].contains("100000 tabs · 300000 rows"))
        counting.reads = 0
        _ = Self.frame(&screen)
        #expect(counting.reads < 20, "reads: \(counting.reads)")
        _ = screen.perform(.last, at: 0)
        screen.view.switchTab(to: 99_999, at: 0)
        counting.reads = 0
        for t in stride(from: 0, through: 1, by: 0.1) { screen.step(now: t) }
        let text = Self.frame(&screen)
        #expect(counting.reads < 40, "reads: \(counting.reads)")
        #expect(screen.currentPage == 99_999 && Self.lines(text)[3].contains("tab 99999"))
    }
}
