import Testing
@testable import CellCanvas

/// A card drawn through its quad once and put into frames moved by whole cells writes what
/// the rasterizer writes through the quad so moved: the same frame, cell for cell.
@Suite("Rasterized cards")
struct RasterizedCardTests {
    static let style = CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain)

    /// A side card of cover flow: its far edge shorter than its near one. Corners on
    /// quarters, so every move by whole cells is exact.
    static let projection = CardProjection(quad: Quad(
        topLeft: SubcellPoint(x: 10.25, y: 4.5), topRight: SubcellPoint(x: 28.75, y: 1.25),
        bottomRight: SubcellPoint(x: 28.75, y: 18.75), bottomLeft: SubcellPoint(x: 10.25, y: 15.5)))

    /// The card's cells at the projection's size: a frame, a title with wide glyphs, a picture.
    static func card() -> CellBuffer {
        let size = projection.contentSize
        var card = CellBuffer(size: size)
        CardView(title: "漢字 a title", blocks: [], style: style).draw(in: card.bounds, on: &card)
        var rgb: [UInt8] = []
        for index in 0..<(32 * 24) {
            let red = index % 32 * 8, green = index / 32 * 10, blue = index * 13 % 256
            rgb += [UInt8(red), UInt8(green), UInt8(blue)]
        }
        card.place(PixelPicture(width: 32, height: 24, rgb: rgb),
                   in: Rect(x: 1, y: 2, width: size.columns - 2, height: size.rows - 3))
        return card
    }

    /// A frame with wide glyphs everywhere, as cards drawn before this one leave it.
    static func background() -> CellBuffer {
        var frame = CellBuffer(size: Size(columns: 40, rows: 22))
        for y in 0..<22 { frame.write(String(repeating: "広", count: 20), x: y % 2, y: y, style: .plain) }
        return frame
    }

    @Test("moved by whole cells, clipped on either side or not, with nearer cards hiding parts: the same frame as drawn afresh",
          arguments: [(0, 0), (3, 1), (-11, 0), (14, -2), (-7, 3)])
    func sameFrame(dx: Int, dy: Int) throws {
        let rasterizer = ProjectionRasterizer(isColorEnabled: true)
        let card = Self.card()
        let kept = try #require(RasterizedCard(card, style: Self.style, through: Self.projection, alpha: 1, by: rasterizer))
        let offset = Point(x: dx, y: dy)
        let clip = Rect(x: 1, y: 0, width: 37, height: 21)
        var occlusion = Occlusion(area: Rect(x: 0, y: 0, width: 40, height: 22))
        occlusion.add(Quad(Rect(x: 14 + dx, y: 0, width: 6, height: 22)), layer: 1)

        // The nearer card, drawn after: a fill where the occlusion says it writes.
        let nearer = Rect(x: 14 + dx, y: 0, width: 6, height: 22)

        var afresh = Self.background()
        rasterizer.draw(card, style: Self.style, through: Self.projection.moved(by: offset), alpha: 1, into: &afresh,
                        clip: clip, occlusion: occlusion, layer: 0)
        afresh.fill(nearer, with: Cell("#"))
        var copied = Self.background()
        kept.draw(movedBy: offset, into: &copied, clip: clip, occlusion: occlusion, layer: 0)
        copied.fill(nearer, with: Cell("#"))
        #expect(copied == afresh)
        #expect(afresh.cells.count { $0.style.attributes.contains(.picture) } > 50, "the picture was resampled")
        #expect(afresh != Self.background(), "the card was drawn")
    }

    @Test("faded, it is the faded card")
    func faded() throws {
        let rasterizer = ProjectionRasterizer(isColorEnabled: true)
        let card = Self.card()
        let kept = try #require(RasterizedCard(card, style: Self.style, through: Self.projection, alpha: 0.6, by: rasterizer))
        var afresh = Self.background(), copied = Self.background()
        rasterizer.draw(card, style: Self.style, through: Self.projection.moved(by: Point(x: 2, y: 0)), alpha: 0.6, into: &afresh)
        kept.draw(movedBy: Point(x: 2, y: 0), into: &copied)
        #expect(copied == afresh)
    }

    @Test("a quad larger than the limit a side is not kept")
    func tooLarge() {
        let huge = CardProjection(quad: Quad(Rect(x: 0, y: 0, width: RasterizedCard.sizeLimit + 1, height: 4)))
        let card = CellBuffer(size: huge.contentSize)
        #expect(RasterizedCard(card, style: Self.style, through: huge, alpha: 1, by: ProjectionRasterizer(isColorEnabled: true)) == nil)
    }
}
