import Foundation
import TerminalBackend
import TerminalHarness
import Testing
import CarouselEngine
import CellCanvas
@testable import SwipeTUI

@Suite("Tabs screen")
struct TabsScreenTests {
    static let size = Size(columns: 100, rows: 30)

    /// Four tabs of made-up file names: 40, 60, 5 and 12 rows.
    static func sample() -> TabSource {
        func tab(_ title: String, _ stem: String, _ count: Int) -> Tab {
            let rows = (1...count).map { n in
                let name = "\(stem)-\(n).txt"
                return name + String(repeating: " ", count: 20 - name.count)
                    + "\(n * 37 % 900 + 100) B   modified 2024-0\(n % 9 + 1)-1\(n % 10)   a note long enough to cross the middle"
            }
            return Tab(title: title, rows: .texts(rows), origin: .fixed(reason: "a fixture"))
        }
        return TabSource(name: "project/", tabs: [tab("files", "readme", 40), tab("src/", "source", 60),
                                                  tab("docs/", "guide", 5), tab("tests/", "test", 12)])
    }

    static func screen(_ source: TabSource = sample()) -> TabsScreen {
        var screen = TabsScreen(source: source, theme: .standard(colorEnabled: true))
        screen.applySize(size)
        return screen
    }

    static func frame(_ screen: inout TabsScreen) -> String {
        var buffer = CellBuffer(size: size)
        screen.render(into: &buffer, status: StatusContent())
        return buffer.renderedText()
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    static func mouse(_ button: MouseButton, _ action: MouseAction, _ column: Int, _ row: Int,
                      _ modifiers: KeyModifiers = []) -> MouseEvent {
        MouseEvent(button: button, action: action, column: column, row: row, modifiers: modifiers)
    }

    /// A vertical drag on the list by `rows` (negative: up, scrolling down the list).
    static func verticalDrag(_ screen: inout TabsScreen, rows: Int, at time: Double) {
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
        #expect(screen.position(of: 0).offset == 9)
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
        #expect(abs(screen.pager.position - 0.5) < 1e-9)
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
        #expect(screen.refreshes[0]?.isRefreshing == true && screen.isAnimating)
    }

    // MARK: Behaviour

    @Test("a neighbour copies a partly visible header's offset, and is pinned when the bar is")
    func alignment() {
        var screen = Self.screen()
        Self.verticalDrag(&screen, rows: -1, at: 0)
        #expect(screen.position(of: 0).offset == 1)
        _ = screen.perform(.nextTab, at: 1)
        screen.step(now: 1.1)
        #expect(screen.position(of: 1).offset == 1)
        screen.step(now: 2)
        Self.wheel(&screen, .wheelDown, notches: 5, from: 2)
        #expect(screen.position(of: 1).offset == 16)
        _ = screen.perform(.previousTab, at: 3)
        screen.step(now: 3.1)
        #expect(screen.position(of: 0).offset == screen.header.pinThreshold)
        screen.step(now: 4)
        #expect(screen.currentPage == 0 && screen.alignment.saved[1] == 16)
        // Scrolling the page by hand forgets what was saved for it.
        Self.wheel(&screen, .wheelDown, notches: 1, from: 5)
        #expect(screen.alignment.saved[0] == nil)
    }

    @Test("a refresh open on one page does not leak into the neighbour's offset (#77, #112)")
    func refreshDoesNotLeak() {
        var screen = Self.screen()
        Self.wheel(&screen, .wheelUp, notches: 3, from: 0)
        screen.step(now: 0.3)
        screen.step(now: 0.6)
        #expect(screen.position(of: 0).offset == -RefreshControl.openHeight)
        _ = screen.perform(.nextTab, at: 0.6)
        screen.step(now: 0.7)
        #expect(screen.position(of: 1).offset == screen.header.restOffset)
        #expect(screen.alignment.saved[0] == screen.header.restOffset)
        for t in stride(from: 0.7, through: 4, by: 0.1) { screen.step(now: t) }
        #expect(!screen.isAnimating && screen.refreshes.isEmpty)
        #expect(screen.position(of: 0).offset == screen.header.restOffset)
        #expect(screen.remark == "a fixture: rows kept")
    }

    @Test("keys move the focus and pick its row; search and go-to work on the open tab")
    func keysAndPick() {
        var screen = Self.screen()
        _ = screen.perform(.lineDown, at: 0)
        _ = screen.perform(.lineDown, at: 0)
        #expect(screen.perform(.select, at: 0) == .pick(screen.source.tabs[0].rows.fields(at: 2), index: 2))
        _ = screen.perform(.listPageDown, at: 0)
        #expect(screen.searchOrigin == 29)
        _ = screen.perform(.last, at: 0)
        #expect(screen.searchOrigin == 39)
        #expect(screen.firstMatch(of: "ME-12", from: 0, direction: .forward) == 11)
        screen.reveal(item: 30, at: 0)
        #expect(screen.searchOrigin == 30)
        #expect(screen.itemCount == 40)
        _ = screen.perform(.first, at: 0)
        #expect(screen.position(of: 0).offset == screen.header.restOffset && screen.searchOrigin == 0)
        #expect(screen.perform(.reload, at: 0) == .note("a fixture: rows kept"))
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
        #expect(screen.currentPage == 1 && screen.pager.position == 1)
        Self.wheel(&screen, .wheelDown, notches: 1, from: 3, modifiers: .shift)
        for t in stride(from: 3, through: 5, by: 0.05) { screen.step(now: t) }
        #expect(screen.currentPage == 2)
        _ = screen.handle(Self.mouse(.left, .press, 2, 3), at: 6)
        _ = screen.handle(Self.mouse(.left, .release, 2, 3), at: 6.05)
        for t in stride(from: 6, through: 8, by: 0.05) { screen.step(now: t) }
        #expect(screen.currentPage == 0 && !screen.isAnimating)
    }

    @Test("a refresh reads the directory again: a file made meanwhile is listed afterwards")
    func reloadsFromDisk() throws {
        let root = try TabSourceTests.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = TabSource.make(source: try PathSource.load([root.path], options: .init()), paths: [root.path],
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
        let source = TabSource.make(source: try PathSource.load([root.path], options: .init()), paths: [root.path],
                                    pathOptions: .init())
        var screen = TabsScreen(source: source, theme: .standard(colorEnabled: true), animates: false)
        try "x".write(to: root.appendingPathComponent("made-meanwhile.txt"), atomically: true, encoding: .utf8)
        #expect(screen.perform(.reload, at: 0) == .handled)
        screen.step(now: 0.01)
        #expect(Self.frame(&screen).contains("made-meanwhile.txt"))
        #expect(screen.refreshes.isEmpty && !screen.isAnimating)
        #expect(screen.position(of: 0).offset == screen.header.restOffset)
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
}
