import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// The render contract: what `render` returns is what it drew where, and a click goes to
/// what the map says is under it.
@Suite("Hit maps: what was drawn where")
struct HitMapTests {
    /// The characters of `text` in `rect`'s columns of its first row.
    static func cells(_ lines: [String], _ rect: Rect) -> String {
        let line = Array(lines[rect.y])
        return String(line[min(rect.minX, line.count)..<min(rect.maxX, line.count)])
    }

    static func lines(_ buffer: CellBuffer) -> [String] {
        buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func rect(_ entry: HitMap.Entry) -> Rect? {
        if case .rect(let rect) = entry.shape { return rect }
        return nil
    }

    @Test("the deck's map: the centred card in front where it shows, each dot on its glyph; render returns what it keeps")
    func deckMap() throws {
        let view = PageScrollViewTests.view(PageScrollViewTests.Pages(6))
        var buffer = CellBuffer(size: Size(columns: 100, rows: 29))
        let map = view.render(in: PageScrollViewTests.area, on: &buffer)
        #expect(map == view.hitMap)
        #expect(map.target(atColumn: 50, row: 14) == .item(view.currentPage))
        #expect(map.target(atColumn: 98, row: 14) == .item(view.currentPage + 1), "the neighbour peeking at the right edge")
        let lines = Self.lines(buffer)
        let dots = map.entries.filter { if case .pageDot = $0.target { true } else { false } }
        #expect(dots.count == 6)
        for dot in dots {
            let rect = try #require(Self.rect(dot))
            #expect(PageDots.glyphs.contains(Character(Self.cells(lines, rect))))
        }
    }

    @Test("a click on a card while a delete slides the cards goes to the page drawn there")
    func clickMidDelete() throws {
        let view = PageScrollViewTests.view(PageScrollViewTests.Pages(8))
        view.scroll(toPage: 2, now: 0)
        var now = PageScrollViewTests.settle(view, from: 0)
        view.deletePage(at: 2, now: now)
        now += 0.12
        view.step(now: now)
        PageScrollViewTests.draw(view)
        #expect(view.deck.edit != nil, "still sliding")
        // What is drawn at the right edge now, not what the layout at rest puts there.
        guard case .item(let page)? = view.hitMap.target(atColumn: 97, row: 14) else {
            Issue.record("no card at the right edge mid-delete")
            return
        }
        view.handle(PageScrollViewTests.mouse(.left, .press, 97, at: now))
        view.handle(PageScrollViewTests.mouse(.left, .release, 97, at: now + 0.02))
        _ = PageScrollViewTests.settle(view, from: now + 0.02)
        #expect(view.deck.edit == nil && view.currentPage == page && !view.isPageOpen)
    }

    @Test("the table's map: each row entry over its row's text, each tab over its label, the header over the header")
    func tableMap() throws {
        var screen = TabsGlideTests.screen(rows: 40)
        var buffer = CellBuffer(size: TabsScreenTests.size)
        screen.render(into: &buffer, status: StatusContent())
        let map = screen.view.hitMap
        let lines = Self.lines(buffer)
        var rows = 0
        for entry in map.entries {
            let rect = try #require(Self.rect(entry))
            switch entry.target {
            case .pageItem(let page, let item):
                rows += 1
                #expect(page == 0 && Self.cells(lines, rect).trimmingCharacters(in: .whitespaces) == "row \(item)")
            case .tab(let tab):
                #expect(tab == 0 && Self.cells(lines, rect).contains("rows"))
            case .header:
                #expect(rect.y == 0 && lines[0].contains("list"))
            default:
                Issue.record("unexpected \(entry.target)")
            }
        }
        #expect(rows > 10)
        // A click goes to the row the map has there: focused first, selected the second time.
        let entry = try #require(map.entries.first { $0.target == .pageItem(page: 0, item: 3) })
        let rect = try #require(Self.rect(entry))
        _ = screen.handle(TabsScreenTests.mouse(.left, .press, rect.x + 2, rect.y), at: 1)
        _ = screen.handle(TabsScreenTests.mouse(.left, .release, rect.x + 2, rect.y), at: 1.05)
        #expect(screen.view.focusedItem(ofPage: 0) == 3)
    }

    @Test("paging mode's chrome map: each dot entry on its glyph, and a press there turns to that page")
    func pagingChrome() throws {
        var screen = try PagingScreenTests.screen()
        var buffer = CellBuffer(size: PagingScreenTests.size)
        screen.render(into: &buffer, status: StatusContent())
        let lines = Self.lines(buffer)
        let dots = screen.chromeHits.entries
        #expect(!dots.isEmpty)
        for dot in dots {
            let rect = try #require(Self.rect(dot))
            #expect(PageDots.glyphs.contains(Character(Self.cells(lines, rect))))
        }
        let last = try #require(dots.last)
        guard case .pageDot(let page) = last.target, let rect = Self.rect(last) else {
            Issue.record("not a dot: \(last.target)")
            return
        }
        #expect(screen.handle(MouseEvent(button: .left, action: .press, column: rect.x, row: rect.y), at: 1) == .handled)
        _ = PagingScreenTests.settle(&screen, from: 1)
        #expect(screen.view.currentPage == page)
    }
}
