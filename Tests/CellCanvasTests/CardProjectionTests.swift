import Foundation
import Testing
@testable import CellCanvas

/// A quad for a `width` × `height` card (in columns and rows) turned by `degrees` in the
/// screen plane about `centre`, with rows `aspect` columns tall.
func turnedQuad(width: Double, height: Double, degrees: Double, centre: SubcellPoint, aspect: Double = 2) -> Quad {
    let a = degrees * .pi / 180
    func corner(_ u: Double, _ v: Double) -> SubcellPoint {
        let x = u * cos(a) - v * aspect * sin(a), y = u * sin(a) + v * aspect * cos(a)
        return SubcellPoint(x: centre.x + x, y: centre.y + y / aspect)
    }
    return Quad(topLeft: corner(-width / 2, -height / 2), topRight: corner(width / 2, -height / 2),
                bottomRight: corner(width / 2, height / 2), bottomLeft: corner(-width / 2, height / 2))
}

@Suite("CardProjection and CardDetail")
struct CardProjectionTests {
    @Test("a rectangle is warped at its own size")
    func rectangle() {
        let projection = CardProjection(quad: Quad(Rect(x: 3, y: 2, width: 30, height: 9)))
        #expect(projection.mode == .warped && projection.contentSize == Size(columns: 30, rows: 9))
        #expect(projection.detail == .full && projection.isVisible)
    }

    @Test("a card turned about its axis is laid out for its shorter side")
    func trapezoid() {
        let quad = Quad(topLeft: SubcellPoint(x: 10, y: 2), topRight: SubcellPoint(x: 30, y: 4),
                        bottomRight: SubcellPoint(x: 30, y: 12), bottomLeft: SubcellPoint(x: 10, y: 14))
        let projection = CardProjection(quad: quad)
        #expect(projection.mode == .warped && projection.contentSize == Size(columns: 20, rows: 8))
        // Seen from behind (mirrored), it is still warped, not turned.
        let back = Quad(topLeft: quad.topRight, topRight: quad.topLeft, bottomRight: quad.bottomLeft, bottomLeft: quad.bottomRight)
        #expect(CardProjection(quad: back).mode == .warped)
    }

    @Test("a card turned in the screen plane keeps its text upright in an area inside the quad")
    func turned() throws {
        let quad = turnedQuad(width: 30, height: 10, degrees: 30, centre: SubcellPoint(x: 40, y: 15))
        let projection = CardProjection(quad: quad)
        guard case .upright(let area) = projection.mode else {
            Issue.record("expected upright, got \(projection.mode)")
            return
        }
        #expect(projection.contentSize == Size(columns: area.width, rows: area.height))
        #expect(area.width >= 15 && area.height >= 4)
        for (x, y) in [(area.minX, area.minY), (area.maxX - 1, area.minY), (area.minX, area.maxY - 1), (area.maxX - 1, area.maxY - 1)] {
            #expect(quad.contains(.centerOfCell(x: x, y: y)), "corner cell \(x),\(y)")
        }
        // A sliver turned 30° has no room for text but still draws its outline.
        let sliver = CardProjection(quad: turnedQuad(width: 3, height: 1, degrees: 30, centre: SubcellPoint(x: 5, y: 5)))
        #expect(sliver.isVisible && sliver.detail == .frameOnly)
        // 3° is within the threshold: still warped.
        #expect(CardProjection(quad: turnedQuad(width: 30, height: 10, degrees: 3, centre: SubcellPoint(x: 40, y: 15))).mode == .warped)
    }

    @Test("degenerate or non-finite quads draw nothing; huge ones are capped")
    func limits() {
        let point = SubcellPoint(x: 4, y: 4)
        #expect(!CardProjection(quad: Quad(topLeft: point, topRight: point, bottomRight: point, bottomLeft: point)).isVisible)
        let nan = SubcellPoint(x: .nan, y: 0)
        #expect(!CardProjection(quad: Quad(topLeft: nan, topRight: point, bottomRight: point, bottomLeft: point)).isVisible)
        let huge = CardProjection(quad: Quad(Rect(x: -5000, y: -3000, width: 10_000, height: 6000)))
        #expect(huge.contentSize == CardProjection.defaultSizeLimit)
    }

    @Test("detail drops the body, then the title, as the card shrinks")
    func detail() {
        #expect(CardDetail(size: Size(columns: 10, rows: 5)) == .full)
        #expect(CardDetail(size: Size(columns: 9, rows: 5)) == .titleOnly)
        #expect(CardDetail(size: Size(columns: 40, rows: 4)) == .titleOnly)
        #expect(CardDetail(size: Size(columns: 7, rows: 3)) == .titleOnly)
        #expect(CardDetail(size: Size(columns: 6, rows: 3)) == .frameOnly)
        #expect(CardDetail(size: Size(columns: 30, rows: 2)) == .frameOnly)
        let card = CardView(title: "T", blocks: [.paragraph("body")], style: CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain))
        #expect(CardDetail.full.applied(to: card) == card)
        #expect(CardDetail.titleOnly.applied(to: card).blocks.isEmpty && CardDetail.titleOnly.applied(to: card).title == "T")
        #expect(CardDetail.frameOnly.applied(to: card).title.isEmpty)
    }
}
