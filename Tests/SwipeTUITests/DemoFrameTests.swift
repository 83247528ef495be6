import TerminalHarness
import Testing
import CarouselEngine
import CellCanvas
@testable import SwipeTUI

@Suite("Carousel screen frames")
struct DemoFrameTests {
    static func render(_ carousel: Carousel, cards: CardSource, size: Size) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        CarouselScreen(source: cards, theme: .standard(colorEnabled: true)).render(carousel, into: &buffer)
        return buffer
    }

    @Test("the demo deck's first frame at 80×24 matches its golden")
    func demoFirstFrame() throws {
        let cards = try DemoDeck.load()
        #expect(cards.count >= 12)
        let frame = Self.render(Carousel(numberOfItems: cards.count), cards: cards, size: Size(columns: 80, rows: 24))
        #expect(GoldenFile.problem(with: frame.renderedText(), goldenAt: Golden.path("demo-first-frame-80x24")) == nil)
    }

    @Test("half way between two cards, both are on screen where the engine puts them")
    func midScroll() throws {
        let cards = try DemoDeck.load()
        var carousel = Carousel(numberOfItems: cards.count)
        _ = carousel.setScrollOffset(1.5)
        let frame = Self.render(carousel, cards: cards, size: Size(columns: 100, rows: 30))
        #expect(GoldenFile.problem(with: frame.renderedText(), goldenAt: Golden.path("demo-offset-1.5-100x30")) == nil)
    }

    @Test("the focused card is marked by a heavy frame, which survives NO_COLOR")
    func focusWithoutColor() throws {
        let cards = try DemoDeck.load()
        var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
        CarouselScreen(source: cards, theme: .standard(colorEnabled: false)).render(Carousel(numberOfItems: cards.count), into: &buffer)
        let text = buffer.renderedText()
        #expect(text.contains("┏") && text.contains("╭"))
        #expect(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        #expect(buffer.cells.contains { $0.grapheme == "┏" && $0.style.attributes.contains(.bold) })
    }

    @Test("the help overlay lists the key map over the cards")
    func helpOverlay() throws {
        let cards = try DemoDeck.load()
        var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
        let screen = CarouselScreen(source: cards, theme: .standard(colorEnabled: true))
        screen.render(Carousel(numberOfItems: cards.count), into: &buffer)
        screen.keyMap.helpOverlay(theme: screen.theme).draw(on: &buffer)
        #expect(GoldenFile.problem(with: buffer.renderedText(), goldenAt: Golden.path("help-overlay-80x24")) == nil)
        for binding in KeyMap.carousel.bindings { #expect(buffer.renderedText().contains(binding.help)) }
    }

    @Test("a search prompt replaces the key hint; loading shows the count with +")
    func statusLine() throws {
        let cards = try DemoDeck.load()
        var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
        CarouselScreen(source: cards, theme: .standard(colorEnabled: true))
            .render(Carousel(numberOfItems: cards.count), into: &buffer, status: StatusContent(prompt: "/pick▏", note: "no match", isLoading: true))
        let status = buffer.renderedText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.hasPrefix(" 1 / 14+  linear  no match  /pick▏"))
        #expect(!status.contains("quit"))
    }

    @Test("the status line names what is on (vertical, wrap, autoscroll) and the arrows of the axis")
    func statusShowsToggles() throws {
        let cards = try DemoDeck.load()
        var screen = CarouselScreen(source: cards, theme: .standard(colorEnabled: true))
        var carousel = Carousel(numberOfItems: cards.count, isWrapEnabled: true)
        carousel.autoscroll = 0.5
        screen.configuration.isVertical = true
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        screen.render(carousel, into: &buffer)
        let status = buffer.renderedText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.hasPrefix(" 1 / 14  linear ↕ wrap auto"))
        #expect(status.contains("↑/k previous · ↓/j next · Enter pick · ? help · q quit"))
    }

    @Test("in the wheels the focused card is drawn on top: its heavy frame keeps all four corners", arguments: [
        CarouselType.wheel, .invertedWheel,
    ])
    func wheelFocusOnTop(type: CarouselType) throws {
        let cards = try DemoDeck.load()
        let screen = CarouselScreen(source: cards, theme: .standard(colorEnabled: true),
                                    configuration: CarouselConfiguration(type: type))
        var carousel = Carousel(numberOfItems: cards.count, isWrapEnabled: true)
        _ = carousel.setScrollOffset(3)
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        screen.render(carousel, into: &buffer)
        let text = buffer.renderedText()
        for corner in ["┏", "┓", "┗", "┛"] {
            #expect(text.filter { String($0) == corner }.count == 1, "\(type.name): one heavy \(corner)")
        }
    }

    @Test("a hint too long for the line loses whole entries from the front, never half of one")
    func hintFits() {
        let hint = "←/h previous · →/l next · Enter pick · ? help · q quit"
        #expect(StatusLine.fitting(hint, within: 100) == hint)
        #expect(StatusLine.fitting(hint, within: 40) == "→/l next · Enter pick · ? help · q quit")
        #expect(StatusLine.fitting(hint, within: 20) == "? help · q quit")
        #expect(StatusLine.fitting(hint, within: 5) == nil)
    }

    @Test("while the cards move, the status line already shows where they are going")
    func statusShowsDestination() throws {
        let cards = try DemoDeck.load()
        var carousel = Carousel(numberOfItems: cards.count)
        _ = carousel.scroll(byNumberOfItems: 3, now: 0)
        _ = carousel.step(now: 0.01)
        #expect(carousel.currentItemIndex == 0)
        let status = Self.render(carousel, cards: cards, size: Size(columns: 80, rows: 24))
            .renderedText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.hasPrefix(" 4 / 14"))
    }

    @Test("every size from 1×1 up draws without trouble; below 20×6 a short message")
    func anySize() {
        let cards = DeckSource(items: [DeckSource.Item(card: Card(title: "one", blocks: [.paragraph("body")]),
                                                       fields: ItemFields(title: "one", body: "body", value: [], json: ""))])
        for columns in [1, 2, 5, 19, 20, 33, 80] {
            for rows in [1, 2, 5, 6, 7, 24] {
                let frame = Self.render(Carousel(numberOfItems: 1), cards: cards, size: Size(columns: columns, rows: rows))
                let text = frame.renderedText()
                if columns < 20 || rows < 6 {
                    #expect(!text.contains("one"))
                    if columns >= 18 && rows >= 1 { #expect(text.contains("Terminal too small")) }
                } else {
                    #expect(text.contains("one"))
                    #expect(text.contains("1 / 1"))
                }
            }
        }
    }
}
