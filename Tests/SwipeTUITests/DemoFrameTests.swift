import TerminalHarness
import Testing
import CarouselEngine
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("Carousel screen frames")
struct DemoFrameTests {
    /// The carousel mode over `cards` as the app builds it, `options` changed by `configure`.
    static func mode(_ cards: CardSource, colorEnabled: Bool = true, _ configure: (inout LaunchOptions) -> Void = { _ in }) -> CarouselMode {
        var options = LaunchOptions()
        configure(&options)
        return CarouselMode(ScreenContext(source: FilteredSource(base: cards), options: options, colorEnabled: colorEnabled, reload: nil))
    }

    /// A frame of the carousel mode over `cards` at `offset`.
    static func render(offset: Double = 0, cards: CardSource, size: Size, status: StatusContent = StatusContent(),
                       colorEnabled: Bool = true, _ configure: (inout LaunchOptions) -> Void = { _ in }) -> CellBuffer {
        var mode = mode(cards, colorEnabled: colorEnabled, configure)
        var buffer = CellBuffer(size: size)
        mode.render(into: &buffer, status: status)
        mode.view.scrollOffset = offset
        mode.render(into: &buffer, status: status)
        return buffer
    }

    @Test("the demo deck's first frame at 80×24 matches its golden")
    func demoFirstFrame() throws {
        let cards = try DemoDeck.load()
        #expect(cards.count >= 12)
        let frame = Self.render(cards: cards, size: Size(columns: 80, rows: 24))
        #expect(GoldenFile.problem(with: frame.renderedText(), goldenAt: Golden.path("demo-first-frame-80x24")) == nil)
    }

    @Test("half way between two cards, both are on screen where the engine puts them")
    func midScroll() throws {
        let cards = try DemoDeck.load()
        let frame = Self.render(offset: 1.5, cards: cards, size: Size(columns: 100, rows: 30))
        #expect(GoldenFile.problem(with: frame.renderedText(), goldenAt: Golden.path("demo-offset-1.5-100x30")) == nil)
    }

    @Test("the focused card is marked by a heavy frame, which survives NO_COLOR")
    func focusWithoutColor() throws {
        let cards = try DemoDeck.load()
        let buffer = Self.render(cards: cards, size: Size(columns: 80, rows: 24), colorEnabled: false)
        let text = buffer.renderedText()
        #expect(text.contains("┏") && text.contains("╭"))
        #expect(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        #expect(buffer.cells.contains { $0.grapheme == "┏" && $0.style.attributes.contains(.bold) })
    }

    @Test("the help overlay lists the key map over the cards")
    func helpOverlay() throws {
        let cards = try DemoDeck.load()
        var buffer = Self.render(cards: cards, size: Size(columns: 80, rows: 24))
        KeyMap.carousel.helpOverlay(theme: .standard(colorEnabled: true)).draw(on: &buffer)
        #expect(GoldenFile.problem(with: buffer.renderedText(), goldenAt: Golden.path("help-overlay-80x24")) == nil)
        for binding in KeyMap.carousel.bindings where !binding.help.isEmpty { #expect(buffer.renderedText().contains(binding.help)) }
    }

    @Test("a search prompt replaces the key hint; loading shows the count with +")
    func statusLine() throws {
        let cards = try DemoDeck.load()
        let buffer = Self.render(cards: cards, size: Size(columns: 80, rows: 24),
                                 status: StatusContent(prompt: "/pick▏", note: "no match", isLoading: true))
        let status = buffer.renderedText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.hasPrefix(" 1 / 14+  linear  no match  /pick▏"))
        #expect(!status.contains("quit"))
    }

    @Test("the status line names what is on (vertical, wrap, autoscroll) and the arrows of the axis")
    func statusShowsToggles() throws {
        let cards = try DemoDeck.load()
        let buffer = Self.render(cards: cards, size: Size(columns: 100, rows: 30)) { options in
            options.wraps = true
            options.autoscroll = 0.5
            options.isVertical = true
        }
        let status = buffer.renderedText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.hasPrefix(" 1 / 14  linear ↕ wrap auto"))
        #expect(status.contains("↑/k previous · ↓/j next · Enter pick · ? help · q quit"))
    }

    @Test("in the wheels the focused card is drawn on top: its heavy frame keeps all four corners", arguments: [
        CarouselType.wheel, .invertedWheel,
    ])
    func wheelFocusOnTop(type: CarouselType) throws {
        let cards = try DemoDeck.load()
        let buffer = Self.render(offset: 3, cards: cards, size: Size(columns: 100, rows: 30)) { $0.type = type }
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
        var mode = Self.mode(cards)
        var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
        mode.render(into: &buffer, status: StatusContent())
        _ = mode.perform(.next, at: 0)
        _ = mode.perform(.next, at: 0)
        _ = mode.perform(.next, at: 0)
        mode.step(now: 0.01)
        #expect(mode.view.currentItemIndex == 0)
        mode.render(into: &buffer, status: StatusContent())
        let status = buffer.renderedText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.hasPrefix(" 4 / 14"))
    }

    @Test("every size from 1×1 up draws without trouble; below 20×6 a short message")
    func anySize() {
        let cards = DeckSource(items: [DeckSource.Item(card: Card(title: "one", blocks: [.paragraph("body")]),
                                                       fields: ItemFields(title: "one", body: "body", value: [], json: ""))])
        for columns in [1, 2, 5, 19, 20, 33, 80] {
            for rows in [1, 2, 5, 6, 7, 24] {
                let frame = Self.render(cards: cards, size: Size(columns: columns, rows: rows))
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
