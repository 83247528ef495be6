import TerminalHarness
import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("Paging screen")
struct PagingScreenTests {
    static let size = Size(columns: 100, rows: 30)

    static func screen(itemsPerPage: Int = 1, alignment: PageAlignment = .edge, truncates: Bool = false,
                       offscreen: Int = 2, animates: Bool = true, vertical: Bool = false, defers: Bool = false,
                       source: CardSource? = nil) throws -> PagingScreen {
        var options = LaunchOptions()
        options.mode = .paging
        options.paging.itemsPerPage = itemsPerPage
        options.paging.alignment = alignment
        options.paging.truncatesFinalPage = truncates
        options.paging.offscreenCountPerSide = offscreen
        options.paging.defersItemLoading = defers
        options.animates = animates
        options.isVertical = vertical
        var screen = PagingScreen(ScreenContext(source: FilteredSource(base: try source ?? DemoDeck.load()), options: options,
                                                colorEnabled: true, reload: nil))
        _ = Self.frame(&screen)
        return screen
    }

    static func frame(_ screen: inout PagingScreen, status: StatusContent = StatusContent(), size: Size = size) -> String {
        var buffer = CellBuffer(size: size)
        screen.render(into: &buffer, status: status)
        return buffer.renderedText()
    }

    static func statusLine(_ screen: inout PagingScreen) -> String {
        frame(&screen).split(separator: "\n").last.map(String.init) ?? ""
    }

    /// Steps frames at 60 Hz from `start` until nothing moves (at most `limit` seconds).
    static func settle(_ screen: inout PagingScreen, from start: Double, limit: Double = 5) -> Double {
        var now = start
        while screen.isAnimating && now < start + limit {
            now += 1.0 / 60
            screen.step(now: now)
        }
        return now
    }

    /// `count` one-line items titled `item 1`, `item 2`, ….
    static func numbered(_ count: Int) -> DeckSource {
        DeckSource(items: (1...count).map { number in
            DeckSource.Item(card: Card(title: "item \(number)", blocks: [.paragraph("body")]),
                            fields: ItemFields(title: "item \(number)", body: "body", value: [], json: ""))
        })
    }

    /// `line` without its trailing spaces.
    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// Steps frames at 60 Hz from `start` to `end`.
    static func run(_ screen: inout PagingScreen, from start: Double, to end: Double) {
        var now = start
        while now < end {
            now += 1.0 / 60
            screen.step(now: now)
        }
    }

    static func mouse(_ action: MouseAction, _ column: Int, _ row: Int = 12) -> MouseEvent {
        MouseEvent(button: .left, action: action, column: column, row: row)
    }

    /// Presses at `from`, drags through `path` one event every `interval` seconds, and
    /// optionally releases at the last point; returns the time after the last event.
    static func drag(_ screen: inout PagingScreen, from: Int, through path: [Int], interval: Double = 0.016,
                     releases: Bool = true) -> Double {
        var now = 1.0
        _ = screen.handle(mouse(.press, from), at: now)
        for column in path {
            now += interval
            _ = screen.handle(mouse(.motion, column), at: now)
        }
        if releases, let last = path.last {
            now += interval
            _ = screen.handle(mouse(.release, last), at: now)
        }
        return now
    }

    // MARK: Goldens

    @Test("one card per page, edge alignment, at rest (golden)")
    func edgeAtRest() throws {
        var screen = try Self.screen()
        let text = Self.frame(&screen)
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("paging-edge-1-100x30")) == nil)
        #expect(text.contains("Welcome to swipe-tui"))
        #expect(Self.statusLine(&screen).hasPrefix(" page 1 / 14  item 1 / 14  paging"))
        #expect(!screen.isAnimating)
    }

    @Test("three cards per page, centred, neighbours peeking, at rest (golden)")
    func centerAtRest() throws {
        var screen = try Self.screen(itemsPerPage: 3, alignment: .center)
        _ = screen.perform(.nextPage, at: 0)
        _ = Self.settle(&screen, from: 0)
        let text = Self.frame(&screen)
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("paging-center-3-100x30")) == nil)
        #expect(Self.statusLine(&screen).hasPrefix(" page 2 / 5  item 4 / 14"))
    }

    @Test("mid-drag: dots partly filled, the gap between pages visible (golden)")
    func midDrag() throws {
        var screen = try Self.screen()
        _ = Self.drag(&screen, from: 80, through: [75, 70, 65, 60, 55, 50], interval: 0.05, releases: false)
        let text = Self.frame(&screen)
        #expect(GoldenFile.problem(with: text, goldenAt: Golden.path("paging-mid-drag-100x30")) == nil)
        let turn = screen.indicator
        #expect(turn.currentIndex == 0 && turn.nextIndex == 1)
        #expect(abs(turn.progress - 30.0 / 102) < 1e-9)
        let dots = text.split(separator: "\n")[27]
        #expect(dots.contains("◕ ◔ ○"))
        // Page 0 ends at column 69 (its focused card's edge at 68), page 1 starts at 72 (its card
        // at 73): blank columns between.
        let row = Array(text.split(separator: "\n")[5])
        #expect(row[68] == "┃" && row[69...72].allSatisfy { $0 == " " } && row[73] == "│")
    }

    // MARK: Behaviour

    @Test("a fast drag to the left turns one page; the indicator heads there at once; then everything rests")
    func dragTurnsPage() throws {
        var screen = try Self.screen()
        let now = Self.drag(&screen, from: 80, through: [70, 60, 50, 40])
        #expect(screen.indicator.currentIndex == 0 && screen.indicator.nextIndex == 1)
        #expect(screen.isAnimating)
        _ = Self.settle(&screen, from: now)
        #expect(!screen.isAnimating)
        #expect(screen.currentPage == 1 && screen.focus == 1)
        #expect(screen.indicator == PagingTranslation(currentIndex: 1, nextIndex: 1, progress: 0))
        #expect(Self.statusLine(&screen).hasPrefix(" page 2 / 14  item 2 / 14"))
    }

    @Test("a slow drag past the scroll slop still turns; within it, it springs back")
    func scrollSlop() throws {
        var screen = try Self.screen()
        // 5 columns in 1 s: far too slow for the physics, but past the 3-column slop.
        var now = Self.drag(&screen, from: 60, through: [59, 58, 57, 56, 55], interval: 0.2)
        now = Self.settle(&screen, from: now)
        #expect(screen.currentPage == 1)
        var still = try Self.screen()
        now = Self.drag(&still, from: 60, through: [59, 58], interval: 0.2)
        _ = Self.settle(&still, from: now)
        #expect(still.currentPage == 0 && still.carousel.scrollOffset == 0)
    }

    @Test("keys: → and PgDn turn pages, End goes to the last, ] steps the focus through a page")
    func keys() throws {
        var screen = try Self.screen(itemsPerPage: 3)
        _ = screen.perform(.nextPage, at: 0)
        _ = screen.perform(.nextPage, at: 0.01)
        #expect(Self.statusLine(&screen).hasPrefix(" page 3 / 5  item 7 / 14"), "the destination shows at once")
        var now = Self.settle(&screen, from: 0.01)
        #expect(screen.currentPage == 2)
        _ = screen.perform(.next, at: now)
        #expect(screen.focus == 7 && !screen.isAnimating)
        _ = screen.perform(.next, at: now)
        _ = screen.perform(.next, at: now)
        #expect(screen.focus == 9 && screen.restingPage == 3)
        now = Self.settle(&screen, from: now)
        _ = screen.perform(.last, at: now)
        now = Self.settle(&screen, from: now)
        #expect(screen.currentPage == 4 && screen.focus == 12)
        #expect(screen.perform(.select, at: now) == .pick(try DemoDeck.load().fields(at: 12), index: 12))
    }

    @Test("a truncated final page ends at the last item")
    func truncatedFinalPage() throws {
        var screen = try Self.screen(itemsPerPage: 3, truncates: true, animates: false)
        _ = screen.perform(.last, at: 0)
        #expect(screen.currentPage == 4 && screen.focus == 11)
        #expect(Self.statusLine(&screen).hasPrefix(" page 5 / 5  item 12 / 14"))
    }

    @Test("only 1 + 2k page views exist, centred on the current page")
    func lazyPages() throws {
        var screen = try Self.screen(offscreen: 1, animates: false)
        #expect(screen.loadedPages == [0, 1])
        for _ in 0..<5 { _ = screen.perform(.nextPage, at: 0) }
        _ = Self.frame(&screen)
        #expect(screen.loadedPages == [4, 5, 6])
        var wide = try Self.screen(offscreen: 2, animates: false)
        _ = wide.perform(.last, at: 0)
        _ = Self.frame(&wide)
        #expect(wide.loadedPages == [11, 12, 13])
    }

    @Test("with deferred loading the page views move only after a whole page of travel, or at rest")
    func deferredLoading() throws {
        for defers in [false, true] {
            var screen = try Self.screen(offscreen: 1, defers: defers)
            #expect(screen.loadedPages == [0, 1])
            _ = screen.perform(.nextPage, at: 0)
            var now = 0.0
            while screen.carousel.scrollOffset < 0.6 && now < 1 {
                now += 1.0 / 60
                screen.step(now: now)
            }
            _ = Self.frame(&screen)
            #expect(screen.loadedPages == (defers ? [0, 1] : [0, 1, 2]), "defers \(defers), mid-turn")
            _ = Self.settle(&screen, from: now)
            _ = Self.frame(&screen)
            #expect(screen.loadedPages == [0, 1, 2], "defers \(defers), at rest")
        }
    }

    @Test("the wheel turns one page per notch; a click picks the clicked card; a dot goes to its page")
    func wheelAndClicks() throws {
        var screen = try Self.screen(itemsPerPage: 3, animates: false)
        _ = screen.handle(MouseEvent(button: .wheelDown, action: .press, column: 50, row: 10), at: 0)
        #expect(screen.currentPage == 1)
        _ = Self.frame(&screen)
        // The middle card of page 1 is item 4.
        _ = screen.handle(Self.mouse(.press, 50), at: 1)
        let picked = screen.handle(Self.mouse(.release, 50), at: 1.05)
        #expect(picked == .pick(try DemoDeck.load().fields(at: 4), index: 4))
        // The dots row: "○ ● ○ ○ ○  2 / 5" centred; the last dot goes to page 4.
        let text = Self.frame(&screen)
        let dotsRow = Array(text.split(separator: "\n")[27])
        let lastDot = try #require(dotsRow.lastIndex { $0 == "○" })
        _ = screen.handle(MouseEvent(button: .left, action: .press, column: lastDot, row: 27), at: 2)
        _ = screen.handle(MouseEvent(button: .left, action: .release, column: lastDot, row: 27), at: 2.05)
        #expect(screen.currentPage == 4)
    }

    @Test("search and go-to reveal an item: its page turns in and it takes the focus")
    func reveal() throws {
        var screen = try Self.screen(itemsPerPage: 3)
        screen.reveal(item: 8, at: 0)
        #expect(screen.focus == 8 && screen.restingPage == 2)
        _ = Self.settle(&screen, from: 0)
        #expect(screen.focus == 8 && !screen.isAnimating)
        #expect(screen.searchOrigin == 8)
    }

    @Test("vertical pages move with vertical drags; every size from 1×1 draws without trouble")
    func verticalAndSizes() throws {
        var screen = try Self.screen(vertical: true)
        var now = 1.0
        _ = screen.handle(Self.mouse(.press, 50, 20), at: now)
        for row in [18, 15, 12, 9, 6] {
            now += 0.016
            _ = screen.handle(Self.mouse(.motion, 50, row), at: now)
        }
        _ = screen.handle(Self.mouse(.release, 50, 6), at: now + 0.016)
        _ = Self.settle(&screen, from: now)
        #expect(screen.currentPage == 1)
        for columns in [1, 5, 19, 20, 40] {
            for rows in [1, 7, 8, 12] {
                var buffer = CellBuffer(size: Size(columns: columns, rows: rows))
                screen.render(into: &buffer, status: StatusContent())
                let text = buffer.renderedText()
                if columns >= 20 && rows >= 8 { #expect(text.contains("page 2 / 14")) } else { #expect(!text.contains("page")) }
            }
        }
    }

    @Test("no items: an empty page area and 0 / 0, nothing moves, keys and clicks do nothing")
    func noItems() {
        let empty = DeckSource(items: [])
        var screen = PagingScreen(ScreenContext(source: FilteredSource(base: empty), options: LaunchOptions(), colorEnabled: false, reload: nil))
        _ = screen.perform(.nextPage, at: 0)
        _ = screen.handle(Self.mouse(.press, 50), at: 0)
        #expect(screen.handle(Self.mouse(.release, 50), at: 0.1) == .handled)
        #expect(screen.perform(.select, at: 0.2) == .handled)
        #expect(!screen.isAnimating && screen.focus == -1)
        #expect(Self.statusLine(&screen).hasPrefix(" page 0 / 0  item 0 / 0"))
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        screen.render(into: &buffer, status: StatusContent())
        #expect(!buffer.renderedText().contains("1 / 0"), "the counter by the dots says 0 / 0 too")
    }

    // MARK: Review fixes

    @Test("turning autoscroll off between two pages slides to the nearest page; → then turns from there")
    func autoscrollOffRestsOnAPage() throws {
        var screen = try Self.screen()
        _ = screen.perform(.toggleAutoscroll, at: 0)
        Self.run(&screen, from: 0, to: 1.2)
        let offset = screen.carousel.scrollOffset
        #expect(offset > 0.2 && offset < 0.8, "autoscroll left the pages between pages 1 and 2")
        let nearest = Int(offset.rounded())
        _ = screen.perform(.toggleAutoscroll, at: 1.2)
        #expect(screen.isAnimating, "the snap is animated")
        var now = Self.settle(&screen, from: 1.2)
        #expect(!screen.isAnimating && screen.carousel.scrollOffset == Double(nearest))
        _ = screen.perform(.nextPage, at: now)
        #expect(screen.restingPage == nearest + 1)
        now = Self.settle(&screen, from: now)
        #expect(screen.currentPage == nearest + 1 && screen.carousel.scrollOffset == Double(nearest + 1))

        var instant = try Self.screen(animates: false)
        _ = instant.perform(.toggleAutoscroll, at: 0)
        Self.run(&instant, from: 0, to: 1.2)
        _ = instant.perform(.toggleAutoscroll, at: 1.2)
        #expect(!instant.isAnimating && instant.carousel.scrollOffset == instant.carousel.scrollOffset.rounded())
    }

    @Test("→ during autoscroll turns a whole page on from the nearest page, not just to the next boundary")
    func turnDuringAutoscroll() throws {
        var screen = try Self.screen()
        _ = screen.perform(.toggleAutoscroll, at: 0)
        Self.run(&screen, from: 0, to: 1.3)
        #expect(screen.carousel.scrollOffset > 0.5 && screen.carousel.scrollOffset < 1)
        _ = screen.perform(.nextPage, at: 1.3)
        #expect(screen.restingPage == 2)
        _ = screen.perform(.previousPage, at: 1.31)
        #expect(screen.restingPage == 1, "presses during the turn add up")
    }

    @Test("a drag held still needs no frames: isAnimating is false until the release")
    func heldDragIsIdle() throws {
        var screen = try Self.screen()
        let now = Self.drag(&screen, from: 80, through: [75, 70, 65], releases: false)
        #expect(screen.carousel.isDragging && screen.carousel.scrollOffset > 0)
        #expect(!screen.isAnimating)
        _ = screen.handle(Self.mouse(.motion, 60), at: now + 0.5)
        #expect(abs(screen.carousel.scrollOffset - 20.0 / 102) < 1e-9, "the pages follow each motion event")
        _ = screen.handle(Self.mouse(.release, 60), at: now + 1)
        #expect(screen.isAnimating)
    }

    @Test("too many cards per page for the width: a centred message, no slivers; keys still work")
    func cardsDoNotFit() throws {
        var screen = try Self.screen(itemsPerPage: 40, source: Self.numbered(100))
        var text = Self.frame(&screen)
        #expect(text.contains("40 cards per page") && text.contains("need 480 columns"))
        #expect(!text.contains("│") && !text.contains("┃"), "no card slivers")
        #expect(Self.statusLine(&screen).hasPrefix(" page 1 / 3  item 1 / 100"))
        _ = screen.perform(.nextPage, at: 0)
        _ = Self.settle(&screen, from: 0)
        #expect(screen.currentPage == 1 && screen.focus == 40)
        #expect(screen.perform(.select, at: 9) == .pick(Self.numbered(100).fields(at: 40), index: 40))
        #expect(screen.handle(Self.mouse(.press, 50), at: 10) == .handled)
        #expect(screen.handle(Self.mouse(.release, 50), at: 10.05) == .handled, "a click on the message picks nothing")

        var tall = try Self.screen(itemsPerPage: 100, vertical: true, source: Self.numbered(100))
        text = Self.frame(&tall)
        #expect(text.contains("100 cards per page") && text.contains("need 303 rows"))
        // Eight slots of twelve columns fit in 100 columns, nine do not.
        var eight = try Self.screen(itemsPerPage: 8, source: Self.numbered(100))
        text = Self.frame(&eight)
        #expect(!text.contains("cards per page") && text.contains("┏") && text.contains("item 8"))
        var nine = try Self.screen(itemsPerPage: 9, source: Self.numbered(100))
        #expect(Self.frame(&nine).contains("need 108 columns"))
    }

    @Test("the needed length is the smallest that holds the cards, at both alignments and on both axes")
    func requiredLength() {
        for isVertical in [false, true] {
            for alignment in [PageAlignment.edge, .center] {
                for itemsPerPage in [1, 3, 9, 11, 25, 40, 100] {
                    let layout = PagingLayout(area: Rect(x: 0, y: 0, width: 100, height: 30 - 3), isVertical: isVertical,
                                              alignment: alignment, itemsPerPage: itemsPerPage, pageGap: 2)
                    let needed = layout.requiredLength
                    var fits = layout, short = layout
                    if isVertical { fits.area.height = needed; short.area.height = needed - 1 } else {
                        fits.area.width = needed; short.area.width = needed - 1
                    }
                    #expect(fits.holdsCards)
                    if !layout.holdsCards { #expect(!short.holdsCards) }
                }
            }
        }
        let centred = PagingLayout(area: Rect(x: 0, y: 0, width: 100, height: 30 - 3), isVertical: false, alignment: .center,
                                   itemsPerPage: 9, pageGap: 2)
        #expect(centred.requiredLength == 134)
    }

    @Test("the slots of a page are equally long; the remainder goes to the margins at both ends")
    func equalSlots() {
        for isVertical in [false, true] {
            for itemsPerPage in 1...12 {
                let layout = PagingLayout(area: Rect(x: 0, y: 0, width: 101, height: 40 - 3), isVertical: isVertical, alignment: .center,
                                          itemsPerPage: itemsPerPage, pageGap: 2)
                let page = layout.pageFrame(atOffset: 0)
                let cards = (0..<itemsPerPage).map { layout.cardFrame(slot: $0, of: page) }
                let lengths = Set(cards.map { isVertical ? $0.height : $0.width })
                #expect(lengths.count == 1, "\(itemsPerPage) per page: \(lengths)")
                let lead = isVertical ? cards[0].y - page.y : cards[0].x - page.x
                let trail = isVertical ? page.maxY - cards[itemsPerPage - 1].maxY : page.maxX - cards[itemsPerPage - 1].maxX
                #expect(abs(lead - trail) <= 2, "\(itemsPerPage) per page: margins \(lead) and \(trail)")
            }
        }
    }

    @Test("the key hint names the vertical keys when vertical; help labels list b and Space")
    func verticalHints() throws {
        var screen = try Self.screen(vertical: true)
        #expect(Self.statusLine(&screen).contains("↓/j/Space next page"))
        #expect(!Self.statusLine(&screen).contains("→"))
        _ = screen.perform(.toggleVertical, at: 0)
        #expect(Self.statusLine(&screen).contains("→/l/Space next page"))
        #expect(screen.keyMap == .paging)
        for map in [KeyMap.paging, .pagingVertical] {
            let labels = map.bindings.filter { [.nextPage, .previousPage].contains($0.action) }.map(\.label)
            #expect(labels.count == 2 && labels[0].hasSuffix("/b") && labels[1].hasSuffix("/Space"))
        }
        #expect(KeyMap.pagingVertical.bindings.map(\.keys) == KeyMap.paging.bindings.map(\.keys))
    }

    @Test("with large counts the hint drops whole hints, quit and help stay whole")
    func hintFits() throws {
        var screen = try Self.screen(itemsPerPage: 4, animates: false, source: Self.numbered(1058))
        _ = screen.perform(.last, at: 0)
        let line = Self.statusLine(&screen)
        #expect(line.hasPrefix(" page 265 / 265  item 1057 / 1058  paging"))
        #expect(Self.trimmed(line).hasSuffix("? help · q quit") && !line.contains("…"), "\(line)")
        #expect(line.contains("←/h/b previous page · Enter pick"), "on the last page the way on is back")
        #expect(!line.contains("next page"))
        _ = screen.perform(.first, at: 1)
        let first = Self.statusLine(&screen)
        #expect(first.contains("→/l/Space next page · Enter pick") && !first.contains("previous page"),
                "elsewhere previous page goes first: \(first)")
        let narrow = Self.frame(&screen, size: Size(columns: 60, rows: 30)).split(separator: "\n").last.map(String.init) ?? ""
        #expect(Self.trimmed(narrow).hasSuffix("? help · q quit") && !narrow.contains("…"), "\(narrow)")
    }

    @Test("while a key-driven turn moves, the dots and the counter name the target page, as the status does")
    func dotsAgreeWithStatus() throws {
        var screen = try Self.screen(itemsPerPage: 3)
        _ = screen.perform(.nextPage, at: 0)
        screen.step(now: 0.05)
        var buffer = CellBuffer(size: Self.size)
        screen.render(into: &buffer, status: StatusContent())
        let rows = buffer.renderedText().split(separator: "\n").map(String.init)
        #expect(rows[29].hasPrefix(" page 2 / 5"))
        #expect(rows[27].contains("2 / 5"), "\(rows[27])")
        let dots = Array(rows[27])
        let first = try #require(dots.firstIndex { PageDots.glyphs.contains($0) })
        let theme = Theme.standard(colorEnabled: true)
        #expect(buffer[first + 2, 27].style == theme.statusPosition, "the target's dot is marked current")
        #expect(buffer[first, 27].style == theme.statusHint)
    }
}
