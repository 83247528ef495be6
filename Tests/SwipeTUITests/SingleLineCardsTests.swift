import CarouselEngine
import CellCanvas
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

/// Lines get small cards: three rows, as wide as the lines, stacked, a dozen and more a screen.
@Suite("Single-line cards")
struct SingleLineCardsTests {
    static func lines(_ text: [String]) -> LineSource {
        let source = LineSource()
        try? source.append(Array(text.map { $0 + "\n" }.joined().utf8))
        source.finish()
        return source
    }

    @Test("sized to 95 % of the lines: a few very long ones do not widen every card")
    func width() {
        var text = (1...190).map { "item-\($0 % 10)" }  // 6 columns
        text += (1...10).map { _ in String(repeating: "x", count: 300) }
        #expect(SingleLineCards.width(of: Self.lines(text)) == 6)
        #expect(SingleLineCards.width(of: Self.lines(["日本語"])) == 6, "display width, not characters")
        #expect(SingleLineCards.width(of: Self.lines([])) == 1)
    }

    @Test("lines in the linear type with no card size; not JSON or decks, not the 3D types, not a given size")
    func applies() {
        let lines = Self.lines(["a", "b"])
        #expect(SingleLineCards.apply(to: FilteredSource(base: lines), options: LaunchOptions()))
        var options = LaunchOptions()
        options.type = .coverFlow
        #expect(!SingleLineCards.apply(to: lines, options: options))
        options = LaunchOptions()
        options.geometry.itemWidth = 30
        #expect(!SingleLineCards.apply(to: lines, options: options))
        #expect(!SingleLineCards.apply(to: DeckSource(items: []), options: LaunchOptions()))
    }

    @Test("card size: three rows and the lines' width plus the frame, within the area; back to full cards for a 3D type or a given size")
    func cardSize() {
        let area = Size(columns: 120, rows: 39)
        var cards = CarouselCards(theme: .standard(colorEnabled: true), geometry: CarouselGeometry(singleLineWidth: 21),
                                  configuration: CarouselConfiguration(type: .linear, isVertical: true))
        #expect(cards.cardSize(inArea: area) == Size(columns: 25, rows: 3))
        #expect(cards.itemPitch(inArea: area) == 3 * cards.configuration.effectiveCellAspectRatio, "stacked without a gap")
        cards.geometry.singleLineWidth = 400
        #expect(cards.cardSize(inArea: area) == Size(columns: 116, rows: 3), "no wider than the area allows")
        cards.geometry.singleLineWidth = 2
        #expect(cards.cardSize(inArea: area) == Size(columns: 16, rows: 3), "at least 16 columns")
        cards.configuration.isVertical = false
        cards.geometry.singleLineWidth = 100
        #expect(cards.cardSize(inArea: area) == Size(columns: 40, rows: 3), "across: a third of the width at most")
        cards.configuration.type = .coverFlow
        #expect(cards.cardSize(inArea: area).rows > 3)
        cards.configuration.type = .linear
        cards.geometry.itemHeight = 8
        #expect(cards.cardSize(inArea: area).rows == 8)
    }

    @Test("carousel mode: 500 piped lines show a dozen and more cards, one above another, the focused one framed heavy")
    func screen() {
        let lines = Self.lines((1...500).map { "line number \($0)" })
        var mode = CarouselMode(ScreenContext(source: FilteredSource(base: lines), options: LaunchOptions(), colorEnabled: true, reload: nil))
        var buffer = CellBuffer(size: Size(columns: 100, rows: 40))
        mode.reveal(item: 20, at: 0)
        mode.step(now: 2)
        mode.render(into: &buffer, status: StatusContent())
        let text = buffer.renderedText()
        let cards = text.split(separator: "\n").filter { $0.contains("│ line number") || $0.contains("┃ line number") }
        #expect(cards.count >= 12, "\(text)")
        #expect(text.contains("┃ line number 21 "))
        #expect(text.contains(" 21 / 500 ") && text.contains("↕"))
    }
}
