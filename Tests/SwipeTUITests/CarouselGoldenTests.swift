import CarouselEngine
import CellCanvas
import Testing
import TerminalHarness
@testable import SwipeComponents
@testable import SwipeTUI

/// Every type projected to text through the app's one pipeline (`CarouselCards`), with
/// a fixed geometry and a small deck of its own.
@Suite("Carousel goldens: every type projected to text")
struct CarouselGoldenTests {
    static let viewport = CellSize(columns: 100, rows: 30)
    static let card = CellSize(columns: 36, rows: 13)
    static let offsets = [0.0, 0.5, 2.25]
    static let plainStyle = CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain)
    static let focusedStyle = CardStyle(border: .plain, borderGlyphs: .heavy, title: .plain, body: .plain)

    /// A small fixed deck: short and long titles, a wide-glyph card, bullets.
    static let deck: [Card] = (0..<12).map { i in
        let titles = ["Alpha", "Bravo", "漢字カード", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India",
                      "Juliett", "Kilo", "Lima"]
        let blocks: [TextBlock] = i == 2
            ? [.paragraph("幅の広い文字は分割されない。"), .bullet("wide glyphs stay whole")]
            : [.paragraph("Card \(i + 1) of twelve, laid out again at every size."), .bullet("first point"),
               .bullet("second point")]
        return Card(title: "\(i + 1) \(titles[i])", blocks: blocks)
    }

    /// The custom type's transform in the goldens: a stair stepping right and down.
    static let stairs: @Sendable (Double) -> Transform3D = { offset in
        .translation(x: offset * 30, y: offset * 8, z: -abs(offset) * 20)
    }

    static func frames(for type: CarouselType, isVertical: Bool = false) -> String {
        let configuration = CarouselConfiguration(type: type, isVertical: isVertical,
                                                  customTransform: type == .custom ? stairs : nil)
        let layout = CarouselLayout(configuration: configuration, viewport: viewport, itemSize: card,
                                    itemPitch: isVertical ? nil : card.columns + 2)
        var theme = Theme.standard(colorEnabled: false)
        theme.card = plainStyle
        theme.focusedCard = focusedStyle
        let cards = CarouselCards(theme: theme, configuration: configuration)
        return offsets.map { offset in
            var carousel = Carousel(numberOfItems: deck.count, isWrapEnabled: layout.isWrapEnabled)
            _ = carousel.setScrollOffset(offset)
            var buffer = CellBuffer(size: Size(columns: Int(viewport.columns), rows: Int(viewport.rows)))
            _ = cards.drawItems(of: carousel, using: layout, viewAt: { deck[$0.index % deck.count] }, in: buffer.bounds, on: &buffer)
            return "── \(type.name)\(isVertical ? " (vertical)" : "") at offset \(offset) ──\n" + buffer.renderedText()
        }.joined(separator: "\n")
    }

    @Test("each type at offsets 0, 0.5 and 2.25 matches its golden", arguments: CarouselType.allCases)
    func golden(type: CarouselType) {
        let problem = GoldenFile.problem(with: Self.frames(for: type), goldenAt: Golden.path("type-\(type.name)"))
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("vertical variants match their goldens", arguments: [CarouselType.linear, .cylinder, .wheel, .coverFlow])
    func verticalGolden(type: CarouselType) {
        let problem = GoldenFile.problem(with: Self.frames(for: type, isVertical: true), goldenAt: Golden.path("vertical-\(type.name)"))
        #expect(problem == nil, "\(problem ?? "")")
    }
}
