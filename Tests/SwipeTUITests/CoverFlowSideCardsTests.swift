import CarouselEngine
import CellCanvas
import Testing
@testable import SwipeComponents

/// Cover flow's side cards take the shape of the card at ±1, moved by whole cells so that
/// their near edges stay on the cells theirs are on; the cards moving through the middle
/// keep their own projection.
@Suite("Cover flow side cards")
struct CoverFlowSideCardsTests {
    static func layout(type: CarouselType = .coverFlow, isVertical: Bool = false) -> CarouselLayout {
        let cards = CarouselCards(theme: .standard(colorEnabled: true),
                                  configuration: CarouselConfiguration(type: type, isVertical: isVertical))
        return cards.layout(inArea: Size(columns: 120, rows: 39))
    }

    /// Where the near (taller) edge of a horizontal card lies across.
    static func nearEdge(_ quad: ScreenQuad) -> Double {
        let left = abs(quad.bottomLeft.y - quad.topLeft.y), right = abs(quad.bottomRight.y - quad.topRight.y)
        return left >= right ? quad.topLeft.x : quad.topRight.x
    }

    @Test("a card at 1 and beyond is drawn in the shape of the card at ±1, its near edge within half a cell of its own")
    func sideCards() throws {
        let layout = Self.layout()
        let sideCards = try #require(CoverFlowSideCards(layout: layout, numberOfItems: 20))
        var carousel = Carousel(numberOfItems: 20)
        _ = carousel.scroll(toOffset: 8.3, duration: 0, now: 0)
        _ = carousel.step(now: 0)
        let placements = layout.placements(of: carousel)
        let right = layout.placement(atOffset: 1, numberOfItems: 20).quad
        let left = layout.placement(atOffset: -1, numberOfItems: 20).quad
        var sides = 0
        for placement in placements {
            let shape = sideCards.shape(for: placement)
            guard abs(placement.offset) >= 1 else {
                #expect(shape == nil, "a card turning through the middle keeps its projection")
                continue
            }
            let side = try #require(shape)
            sides += 1
            #expect(side.reference == (placement.offset < 0 ? left : right))
            #expect(side.offset.y == 0)
            let moved = Self.nearEdge(side.reference) + Double(side.offset.x)
            #expect(abs(moved - Self.nearEdge(placement.quad)) <= 0.5, "the near edge moves by half a cell at most")
            if abs(placement.offset) >= 2 {
                let width = { (quad: ScreenQuad) in quad.topRight.x - quad.topLeft.x }
                #expect(width(placement.quad) > width(side.reference) + 1, "in true perspective it would be wider")
            }
        }
        #expect(sides >= 6)
    }

    @Test("other types, and cover flow 2 while its cards are not turned as the offset says, keep their projections")
    func othersKeepTheirs() {
        #expect(CoverFlowSideCards(layout: Self.layout(type: .rotary), numberOfItems: 20) == nil)
        #expect(CoverFlowSideCards(layout: Self.layout(type: .linear), numberOfItems: 20) == nil)
        let layout = Self.layout(type: .coverFlow2)
        let sideCards = CoverFlowSideCards(layout: layout, numberOfItems: 20)
        var placement = layout.placement(atOffset: 2, numberOfItems: 20)
        placement.quad.topLeft.y += 0.5   // turned otherwise than the card at 1
        #expect(sideCards?.shape(for: placement) == nil)
    }
}
