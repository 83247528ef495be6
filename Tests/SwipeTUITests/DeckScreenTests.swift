import TerminalHarness
import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("Deck screen")
struct DeckScreenTests {
    static let size = Size(columns: 100, rows: 30)

    static func screen(animates: Bool = true, colorEnabled: Bool = true, source: CardSource? = nil,
                       reload: (() throws(ContentError) -> CardSource)? = nil) throws -> DeckScreen {
        var options = LaunchOptions()
        options.mode = .deck
        options.animates = animates
        var screen = DeckScreen(ScreenContext(source: FilteredSource(base: try source ?? DemoDeck.load()), options: options,
                                              colorEnabled: colorEnabled, reload: reload))
        _ = Self.render(&screen)
        return screen
    }

    static func render(_ screen: inout DeckScreen, status: StatusContent = StatusContent()) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        screen.render(into: &buffer, status: status)
        return buffer
    }

    /// Two pages: "Long" (a line, a blank, then 60 rows: 62 body lines) and "Short".
    static func longDeck() -> DeckSource {
        let rows = (1...60).map { "- row " + ($0 < 10 ? "0\($0)" : "\($0)") }.joined(separator: "\n")
        return DeckSource(items: MarkdownDeck.items(from: "# Long\n\nSixty rows follow.\n\n" + rows + "\n---\n# Short\n\nOne line.\n"))
    }

    static func openLongPage() throws -> DeckScreen {
        var screen = try Self.screen(source: Self.longDeck())
        _ = screen.perform(.open, at: 0)
        _ = Self.settle(&screen, from: 0)
        return screen
    }

    static func wheel(_ screen: inout DeckScreen, _ button: MouseButton, at time: Double) {
        _ = screen.handle(MouseEvent(button: button, action: .press, column: 50, row: 10), at: time)
    }

    static func text(_ screen: inout DeckScreen) -> String { render(&screen).renderedText() }

    static func statusLine(_ screen: inout DeckScreen) -> String {
        text(&screen).split(separator: "\n").last.map(String.init) ?? ""
    }

    static func settle(_ screen: inout DeckScreen, from start: Double) -> Double {
        var now = start
        while screen.isAnimating && now < start + 5 {
            now += 1.0 / 60
            screen.step(now: now)
        }
        return now
    }

    /// A frame drawn (what the user sees), then a press and a release on it.
    static func click(_ screen: inout DeckScreen, _ column: Int, _ row: Int, at time: Double) -> ScreenResponse {
        _ = render(&screen)
        _ = screen.handle(MouseEvent(button: .left, action: .press, column: column, row: row), at: time)
        return screen.handle(MouseEvent(button: .left, action: .release, column: column, row: row), at: time + 0.05)
    }

    static func expectGolden(_ buffer: CellBuffer, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(GoldenFile.problem(with: buffer.renderedText(), goldenAt: Golden.path(name)) == nil, sourceLocation: sourceLocation)
    }

    @Test("at rest: the centred card with its title above, neighbours peeking at both edges, dots below")
    func deckAtRest() throws {
        var screen = try Self.screen()
        _ = screen.perform(.next, at: 0)
        _ = Self.settle(&screen, from: 0)
        #expect(!screen.isAnimating)
        let frame = Self.render(&screen)
        Self.expectGolden(frame, "deck-rest-100x30")
        let text = frame.renderedText()
        #expect(text.contains("Moving around") && text.contains("○ ● ○"))
        #expect(Self.statusLine(&screen).hasPrefix(" 2 / 14  deck"))
    }

    @Test("half-way through opening (t = 0.5) the card is half grown and the page header shows")
    func midOpen() throws {
        var screen = try Self.screen()
        #expect(screen.perform(.open, at: 10) == .handled)
        screen.step(now: 10.15)
        #expect(screen.isAnimating)
        Self.expectGolden(Self.render(&screen), "deck-mid-open-100x30")
    }

    @Test("open: the page fills the screen under a bold title and a dim subtitle; Enter picks it")
    func pageOpen() throws {
        var screen = try Self.screen()
        _ = screen.perform(.open, at: 10)
        _ = Self.settle(&screen, from: 10)
        #expect(screen.deck.phase == .page && !screen.isAnimating)
        let frame = Self.render(&screen)
        Self.expectGolden(frame, "deck-page-open-100x30")
        #expect(frame[1, 0].grapheme == "W" && frame[1, 0].style.attributes.contains(.bold))
        #expect(frame[1, 1].style.attributes.contains(.dim))
        let text = frame.renderedText()
        #expect(text.components(separatedBy: "Welcome to swipe-tui").count == 2, "the title shows once, in the header")
        let cards = try DemoDeck.load()
        #expect(screen.perform(.open, at: 20) == .pick(cards.fields(at: 0), index: 0))
    }

    @Test("Esc shrinks the page back into the deck; Esc in the deck only says how to quit")
    func close() throws {
        var screen = try Self.screen()
        _ = screen.perform(.open, at: 0)
        _ = Self.settle(&screen, from: 0)
        _ = screen.perform(.next, at: 1)
        #expect(screen.deck.currentPage == 1)
        #expect(screen.perform(.close, at: 2) == .handled)
        #expect(screen.deck.isTransitioning)
        _ = Self.settle(&screen, from: 2)
        #expect(screen.deck.phase == .deck && !screen.isAnimating)
        #expect(Self.text(&screen).contains("Moving around"))
        #expect(screen.perform(.close, at: 5) == .note("q or Esc quits"), "Backspace in the deck does not quit")
        #expect(screen.perform(.back, at: 5) == .quit, "Esc in the deck quits, as in every mode")
    }

    @Test("keys during the zoom are queued and replayed after it; a replayed Enter does not pick; the mouse is dropped")
    func inputDuringTransition() throws {
        var screen = try Self.screen()
        _ = screen.perform(.open, at: 0)
        #expect(screen.perform(.next, at: 0.1) == .handled)
        #expect(screen.perform(.open, at: 0.12) == .handled)
        #expect(screen.handle(MouseEvent(button: .wheelDown, action: .press, column: 50, row: 10), at: 0.13) == .handled)
        #expect(screen.deck.currentPage == 0)
        screen.step(now: 0.31)
        #expect(screen.deck.phase == .page && screen.deck.currentPage == 1)
        #expect(!screen.isAnimating)
        // Five keys during a close: four are kept.
        _ = screen.perform(.close, at: 1)
        for time in [1.01, 1.02, 1.03, 1.04, 1.05] { _ = screen.perform(.next, at: time) }
        screen.step(now: 1.31)
        #expect(screen.deck.phase == .deck)
        _ = Self.settle(&screen, from: 1.31)
        #expect(screen.deck.currentPage == 5)
    }

    @Test("d deletes the centred page (13 in the status line), u brings it back (14)")
    func deleteAndUndo() throws {
        var screen = try Self.screen()
        #expect(screen.perform(.delete, at: 0) == .note("deleted; u brings it back"))
        #expect(screen.isAnimating)
        #expect(Self.statusLine(&screen).hasPrefix(" 1 / 13"))
        screen.step(now: 0.1)
        #expect(Self.text(&screen).contains("Welcome to swipe-tui"), "the ghost fades where it was")
        _ = Self.settle(&screen, from: 0.1)
        #expect(!Self.text(&screen).contains("Welcome to swipe-tui"))
        #expect(Self.text(&screen).contains("Moving around"))
        #expect(screen.perform(.undo, at: 5) == .handled)
        _ = Self.settle(&screen, from: 5)
        #expect(Self.statusLine(&screen).hasPrefix(" 1 / 14"))
        #expect(Self.text(&screen).contains("Welcome to swipe-tui"))
        #expect(screen.perform(.undo, at: 9) == .note("nothing to undo"))
    }

    @Test("the deleted card goes normal → dim → blank; the undone one appears dim, then normal")
    func fadeLevels() throws {
        var screen = try Self.screen()
        _ = screen.perform(.next, at: 0)
        _ = Self.settle(&screen, from: 0)
        let centre = Point(x: 22, y: 7)
        #expect(!Self.render(&screen)[centre.x, centre.y].style.attributes.contains(.dim))
        _ = screen.perform(.delete, at: 10)
        screen.step(now: 10.1)
        #expect(Self.render(&screen)[centre.x, centre.y].style.attributes.contains(.dim))
        _ = Self.settle(&screen, from: 10.1)
        _ = screen.perform(.undo, at: 20)
        screen.step(now: 20.05)
        #expect(Self.render(&screen)[centre.x, centre.y].style.attributes.contains(.dim))
        _ = Self.settle(&screen, from: 20.05)
        #expect(!Self.render(&screen)[centre.x, centre.y].style.attributes.contains(.dim))
    }

    @Test("r: stdin says it cannot be read again; a failing reload is a note; a working one resets the deck")
    func reload() throws {
        var stdin = try Self.screen()
        #expect(stdin.perform(.reload, at: 0) == .note("stdin cannot be read again"))
        var failing = try Self.screen(reload: { () throws(ContentError) -> CardSource in throw ContentError("gone\u{1B}[2J") })
        let note = failing.perform(.reload, at: 0)
        #expect(note == .note(Sanitizer.line("gone\u{1B}[2J")))
        var working = try Self.screen(reload: { () throws(ContentError) -> CardSource in try DemoDeck.load() })
        _ = working.perform(.delete, at: 0)
        #expect(working.perform(.reload, at: 1) == .note("reloaded 14 pages"))
        #expect(working.itemCount == 14 && !working.deck.canUndo)
    }

    @Test("a click on a peeking card brings it to the centre; a click on the centred one opens it")
    func clicks() throws {
        var screen = try Self.screen()
        #expect(Self.click(&screen, 95, 12, at: 0) == .handled)
        _ = Self.settle(&screen, from: 0.05)
        #expect(screen.deck.currentPage == 1 && screen.deck.phase == .deck)
        #expect(Self.click(&screen, 5, 12, at: 5) == .handled)
        _ = Self.settle(&screen, from: 5.05)
        #expect(screen.deck.currentPage == 0)
        _ = Self.click(&screen, 50, 12, at: 10)
        #expect(screen.deck.isTransitioning)
        _ = Self.settle(&screen, from: 10.05)
        #expect(Self.click(&screen, 50, 12, at: 20) == .handled)
        #expect(screen.deck.phase == .page && screen.deck.currentPage == 0 && !screen.isAnimating)
    }

    @Test("a drag to the left moves to the next page; the wheel moves a page per notch")
    func dragAndWheel() throws {
        var screen = try Self.screen()
        _ = screen.handle(MouseEvent(button: .left, action: .press, column: 80, row: 12), at: 0)
        for (step, column) in [70, 55, 40].enumerated() {
            _ = screen.handle(MouseEvent(button: .left, action: .motion, column: column, row: 12), at: 0.02 * Double(step + 1))
        }
        _ = screen.handle(MouseEvent(button: .left, action: .release, column: 40, row: 12), at: 0.08)
        _ = Self.settle(&screen, from: 0.08)
        #expect(screen.deck.currentPage == 1 && screen.deck.offset == 1)
        _ = screen.handle(MouseEvent(button: .wheelDown, action: .press, column: 50, row: 12), at: 10)
        _ = screen.handle(MouseEvent(button: .wheelDown, action: .press, column: 50, row: 12), at: 10.05)
        _ = Self.settle(&screen, from: 10.05)
        #expect(screen.deck.currentPage == 3)
    }

    @Test("page views follow the cards on screen, and each card is drawn once and copied after: a frame costs the pages that came into view")
    func reuse() throws {
        var screen = try Self.screen()
        let store = screen.view.store
        var time = 0.0
        for _ in 0..<12 {
            _ = screen.perform(.next, at: time)
            time = Self.settle(&screen, from: time)
            _ = Self.render(&screen)
            #expect(store.indexes.count <= 3)
        }
        #expect(store.draws <= 14, "thirteen pages visited and the next one shown, each drawn once")
        #expect(store.copies > store.draws)
    }

    @Test("search skips deleted pages and answers in deck positions")
    func search() throws {
        var screen = try Self.screen()
        let idle = try #require(screen.firstMatch(of: "Idle is free", from: 0, direction: .forward))
        _ = screen.perform(.delete, at: 0)
        #expect(screen.firstMatch(of: "Idle is free", from: 0, direction: .forward) == idle - 1)
        #expect(screen.firstMatch(of: "Welcome to swipe-tui", from: 0, direction: .forward) == nil)
        screen.reveal(item: 4, at: 1)
        _ = Self.settle(&screen, from: 1)
        #expect(screen.deck.currentPage == 4 && screen.searchOrigin == 4)
    }

    @Test("without colour, neighbours are dim and no colour is used; every size draws, small ones a message")
    func noColorAndSizes() throws {
        var screen = try Self.screen(colorEnabled: false)
        _ = screen.perform(.next, at: 0)
        _ = Self.settle(&screen, from: 0)
        let frame = Self.render(&screen)
        #expect(frame.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        #expect(frame[95, 12].style.attributes.contains(.dim))
        #expect(!frame[50, 12].style.attributes.contains(.dim) || frame[50, 12].grapheme == " ")
        for size in [Size(columns: 1, rows: 1), Size(columns: 29, rows: 11), Size(columns: 30, rows: 12), Size(columns: 250, rows: 70)] {
            var buffer = CellBuffer(size: size)
            screen.render(into: &buffer, status: StatusContent())
            if size.columns < 30 { #expect(buffer.renderedText().contains("small") || size.columns < 5) }
        }
    }

    @Test("reduced motion: open, close, delete and the pager move at once; nothing animates")
    func reducedMotion() throws {
        var screen = try Self.screen(animates: false)
        _ = screen.perform(.open, at: 0)
        #expect(screen.deck.phase == .page && !screen.isAnimating)
        _ = screen.perform(.close, at: 0)
        _ = screen.perform(.next, at: 0)
        _ = screen.perform(.delete, at: 0)
        #expect(!screen.isAnimating && screen.deck.currentPage == 1 && screen.itemCount == 13)
    }

    @Test("the hint offers undo only once a page was deleted")
    func undoHint() throws {
        var screen = try Self.screen(animates: false)
        #expect(!Self.statusLine(&screen).contains("undo"), "\(Self.statusLine(&screen))")
        _ = screen.perform(.delete, at: 0)
        #expect(Self.statusLine(&screen).contains("u undo delete · d delete page"), "\(Self.statusLine(&screen))")
    }

    @Test("deleting every page leaves a message; undo brings one back")
    func deleteAll() throws {
        var screen = try Self.screen(animates: false)
        for _ in 0..<14 { _ = screen.perform(.delete, at: 0) }
        #expect(screen.itemCount == 0)
        #expect(screen.perform(.delete, at: 0) == .note("no pages to delete"))
        #expect(screen.perform(.open, at: 0) == .note("no pages to open"))
        #expect(Self.text(&screen).contains("No pages left · u brings one back"))
        #expect(Self.statusLine(&screen).hasPrefix(" 0 / 0"))
        #expect(Self.statusLine(&screen).contains("u undo delete · r reload · ? help · q quit"), "only keys that still act")
        #expect(!Self.statusLine(&screen).contains("Enter open"))
        _ = screen.perform(.undo, at: 0)
        let last = try DemoDeck.load().card(at: 13).title
        #expect(screen.itemCount == 1 && Self.text(&screen).contains(last))
    }

    @Test("an open page scrolls: ↓/j a line, PgDn a screen, the wheel three lines, never past either end; the border says where")
    func scrollOpenPage() throws {
        var screen = try Self.openLongPage()
        var text = Self.text(&screen)
        #expect(text.contains("• row 01") && !text.contains("• row 60"))
        #expect(text.contains(" 1–25 / 62 "))
        _ = screen.perform(.lineDown, at: 1)
        #expect(Self.text(&screen).contains(" 2–26 / 62 "))
        _ = screen.perform(.listPageDown, at: 2)
        #expect(Self.text(&screen).contains(" 27–51 / 62 "))
        Self.wheel(&screen, .wheelDown, at: 3)
        #expect(screen.deck.currentPage == 0, "the vertical wheel scrolls, it does not turn the page")
        #expect(Self.text(&screen).contains(" 30–54 / 62 "))
        for step in 0..<4 { _ = screen.perform(.listPageDown, at: 4 + Double(step)) }
        text = Self.text(&screen)
        #expect(text.contains(" 38–62 / 62 ") && text.contains("• row 60") && !text.contains("• row 35"))
        _ = screen.perform(.lineUp, at: 9)
        #expect(Self.text(&screen).contains(" 37–61 / 62 "))
        Self.wheel(&screen, .wheelUp, at: 10)
        #expect(Self.text(&screen).contains(" 34–58 / 62 "))
        for step in 0..<3 { _ = screen.perform(.listPageUp, at: 11 + Double(step)) }
        #expect(Self.text(&screen).contains(" 1–25 / 62 "))
        #expect(!screen.isAnimating)
    }

    @Test("scrolling starts over when the page changes or closes; ←/→ and G still switch pages; a short page has no marker")
    func scrollResets() throws {
        var screen = try Self.openLongPage()
        for step in 0..<3 { _ = screen.perform(.lineDown, at: 1 + Double(step)) }
        #expect(Self.text(&screen).contains(" 4–28 / 62 "))
        _ = screen.perform(.next, at: 5)
        let short = Self.text(&screen)
        #expect(screen.deck.currentPage == 1 && short.contains("One line.") && !short.contains("–"))
        _ = screen.perform(.previous, at: 6)
        #expect(screen.deck.currentPage == 0 && Self.text(&screen).contains(" 1–25 / 62 "))
        _ = screen.perform(.lineDown, at: 7)
        _ = screen.perform(.back, at: 8)
        _ = Self.settle(&screen, from: 8)
        _ = screen.perform(.open, at: 10)
        _ = Self.settle(&screen, from: 10)
        #expect(screen.deck.phase == .page && Self.text(&screen).contains(" 1–25 / 62 "))
        _ = screen.perform(.last, at: 12)
        #expect(screen.deck.currentPage == 1)
        Self.wheel(&screen, .wheelRight, at: 13)
        Self.wheel(&screen, .wheelLeft, at: 14)
        #expect(screen.deck.currentPage == 0, "the sideways wheel turns pages")
    }

    @Test("in the deck the scrolling keys do nothing")
    func scrollKeysInTheDeck() throws {
        var screen = try Self.screen(source: Self.longDeck())
        for action in [Action.lineDown, .listPageDown, .lineUp, .listPageUp] {
            #expect(screen.perform(action, at: 0) == .handled)
        }
        #expect(screen.deck.phase == .deck && screen.deck.currentPage == 0 && !screen.isAnimating)
    }

    @Test("a click on a page dot scrolls the deck to that page, animated; between the dots nothing happens")
    func dotClicks() throws {
        var screen = try Self.screen()
        let layout = DeckLayout(screen: Size(columns: Self.size.columns, rows: Self.size.rows - 1))
        let width = PageDots(count: 14, from: 0, to: 0, progress: 0).width(within: Self.size.columns)
        let sixth = (Self.size.columns - width) / 2 + 2 * 5
        #expect(Self.render(&screen)[sixth, layout.dotsRow].grapheme == "○")
        #expect(Self.click(&screen, sixth, layout.dotsRow, at: 0) == .handled)
        #expect(screen.isAnimating && screen.deck.destinationPage == 5 && screen.deck.phase == .deck)
        _ = Self.settle(&screen, from: 0.05)
        #expect(screen.deck.currentPage == 5 && Self.render(&screen)[sixth, layout.dotsRow].grapheme == "●")
        _ = Self.click(&screen, sixth - 3, layout.dotsRow, at: 10)
        #expect(!screen.isAnimating && screen.deck.currentPage == 5)
    }

    @Test("a drag held still needs no frames; the snap after the release does")
    func heldDrag() throws {
        var screen = try Self.screen()
        _ = screen.handle(MouseEvent(button: .left, action: .press, column: 80, row: 12), at: 0)
        _ = screen.handle(MouseEvent(button: .left, action: .motion, column: 70, row: 12), at: 0.02)
        _ = screen.handle(MouseEvent(button: .left, action: .motion, column: 60, row: 12), at: 0.04)
        #expect(screen.deck.pager.isDragging && !screen.isAnimating)
        _ = screen.handle(MouseEvent(button: .left, action: .release, column: 60, row: 12), at: 2)
        #expect(screen.isAnimating)
    }

    @Test("undo: the restored card shows dim and whole, and no border of the neighbour sliding away shows beside it")
    func undoDrawsCleanly() throws {
        var screen = try Self.screen()
        _ = screen.perform(.delete, at: 0)
        _ = Self.settle(&screen, from: 0)
        _ = screen.perform(.undo, at: 10)
        let layout = DeckLayout(screen: Size(columns: Self.size.columns, rows: Self.size.rows - 1))
        let card = layout.cardRect(atDistance: 0)
        let borders: Set<String> = ["┏", "┓", "┗", "┛", "┃", "━"]
        for (frameIndex, time) in [10 + 1.0 / 60, 10.1, 10.2, 10.3].enumerated() {
            screen.step(now: time)
            let frame = Self.render(&screen)
            #expect(frame[card.minX, card.minY].grapheme == "┏" && frame[card.maxX - 1, card.minY].grapheme == "┓")
            #expect(frame[card.minX + 2, card.minY + 1].grapheme == "W")
            if frameIndex == 0 { #expect(frame[card.minX + 2, card.minY + 1].style.attributes.contains(.dim)) }
            for y in card.minY..<card.maxY + 1 {
                for x in card.maxX..<card.minX + layout.pageStep {
                    #expect(!borders.contains(String(frame[x, y].grapheme)), "t = \(time): a border at \(x), \(y)")
                }
            }
        }
        _ = Self.settle(&screen, from: 10.3)
        #expect(!Self.render(&screen)[card.minX + 2, card.minY + 1].style.attributes.contains(.dim))
    }

    @Test("the empty deck offers undo only when there is something to undo")
    func emptyMessages() throws {
        var screen = try Self.screen(reload: { () throws(ContentError) -> CardSource in DeckSource(items: []) })
        _ = screen.perform(.delete, at: 0)
        #expect(screen.perform(.reload, at: 1) == .note("reloaded 0 pages"))
        let text = Self.text(&screen)
        #expect(text.contains("No pages") && !text.contains("u brings") && !text.contains("left"))
    }

    @Test("the hint says Enter open in the deck and Enter pick on a page; help says what Esc does in each")
    func hints() throws {
        var screen = try Self.screen()
        let deckLine = Self.statusLine(&screen)
        #expect(deckLine.contains("Enter open") && !deckLine.contains("pick"))
        _ = screen.perform(.open, at: 0)
        _ = Self.settle(&screen, from: 0)
        let pageLine = Self.statusLine(&screen)
        #expect(pageLine.contains("Enter pick") && !pageLine.contains("open"))
        let esc = KeyMap.deck.bindings.first { $0.keys.contains(KeyPress(.escape)) }
        #expect(esc?.action == .back && esc?.help == "close the page; quit in the deck")
        #expect(KeyMap.deck.action(for: KeyPress(.down)) == .lineDown && KeyMap.deck.action(for: KeyPress(.pageDown)) == .listPageDown)
    }
}
