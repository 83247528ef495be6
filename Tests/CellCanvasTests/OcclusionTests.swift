import Testing
@testable import CellCanvas

/// Cards drawn back to front: where a nearer card surely writes, the pictures of the cards
/// below are not resampled, and the finished frame is the same cell for cell.
@Suite("Occlusion")
struct OcclusionTests {
    static let style = CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain)

    static func quad(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                     _ x3: Double, _ y3: Double) -> Quad {
        Quad(topLeft: SubcellPoint(x: x0, y: y0), topRight: SubcellPoint(x: x1, y: y1),
             bottomRight: SubcellPoint(x: x2, y: y2), bottomLeft: SubcellPoint(x: x3, y: y3))
    }

    @Test("cells whose centres lie inside a convex quad are hidden under the layers behind it, not under its own or nearer ones")
    func marksInside() {
        var occlusion = Occlusion(area: Rect(x: 0, y: 0, width: 20, height: 10))
        occlusion.add(Self.quad(2, 2, 12, 3, 12, 8, 2, 9), layer: 1)
        #expect(occlusion.isHidden(x: 6, y: 5, under: 0))
        #expect(!occlusion.isHidden(x: 6, y: 5, under: 1))
        #expect(!occlusion.isHidden(x: 6, y: 5, under: 2))
        #expect(!occlusion.isHidden(x: 15, y: 5, under: 0), "outside the quad")
        #expect(occlusion.isHidden(x: 2, y: 5, under: 0), "its centre (2.5) lies inside the left edge (2)")
        #expect(!occlusion.isHidden(x: 1, y: 5, under: 0), "its centre (1.5) does not")
        #expect(!occlusion.isHidden(x: 30, y: 5, under: 0), "outside the area")
    }

    @Test("a quad that is not convex (a bow tie) marks nothing")
    func notConvex() {
        var occlusion = Occlusion(area: Rect(x: 0, y: 0, width: 20, height: 10))
        occlusion.add(Self.quad(2, 2, 12, 8, 12, 2, 2, 8), layer: 1)
        #expect((0..<10).allSatisfy { y in (0..<20).allSatisfy { !occlusion.isHidden(x: $0, y: y, under: 0) } })
    }

    /// Two picture cards drawn back to front, the nearer one over most of the other, with or
    /// without the occlusion; and how many picture cells the card behind sampled.
    static func frame(occluded: Bool) -> CellBuffer {
        let width = 24, height = 12
        let rgb = (0..<(width * height)).flatMap { index -> [UInt8] in
            [UInt8(index % width * 10), UInt8(index / width * 20), UInt8((index * 7) % 256)]
        }
        let picture = PixelPicture(width: width, height: height, rgb: rgb)
        var card = CellBuffer(size: Size(columns: 20, rows: 10))
        card.write("a title 漢字", x: 1, y: 0, style: .plain)
        card.place(picture, in: Rect(x: 1, y: 1, width: 18, height: 8))
        let behind = CardProjection(quad: Self.quad(3, 2, 30, 4, 30, 15, 3, 17))
        let front = CardProjection(quad: Self.quad(12, 1, 45, 1, 45, 16, 12, 16.5))
        var occlusion = Occlusion(area: Rect(x: 0, y: 0, width: 50, height: 20))
        if occluded {
            occlusion.add(behind.quad, layer: 0)
            occlusion.add(front.quad, layer: 1)
        }
        var frame = CellBuffer(size: Size(columns: 50, rows: 20))
        let rasterizer = ProjectionRasterizer(isColorEnabled: true)
        for (layer, projection) in [behind, front].enumerated() {
            let content = projection.contentSize == card.size ? card : {
                var drawn = CellBuffer(size: projection.contentSize)
                drawn.write("a title 漢字", x: 1, y: 0, style: .plain)
                drawn.place(picture, in: Rect(x: 1, y: 1, width: projection.contentSize.columns - 2,
                                              height: projection.contentSize.rows - 2))
                return drawn
            }()
            rasterizer.draw(content, style: Self.style, through: projection, alpha: 1, into: &frame,
                            occlusion: occlusion, layer: layer)
        }
        return frame
    }

    @Test("the frame drawn with the occlusion is the frame drawn without it")
    func sameFrame() {
        let plain = Self.frame(occluded: false), occluded = Self.frame(occluded: true)
        #expect(plain == occluded)
        #expect(plain.cells.count { $0.style.attributes.contains(.picture) } > 100, "pictures were drawn")
    }

    @Test("a card hidden under a nearer one gets blanks, not samples, where it is covered")
    func hiddenCellsNotSampled() {
        let picture = PixelPicture(width: 8, height: 8, rgb: [UInt8](repeating: 200, count: 8 * 8 * 3))
        var card = CellBuffer(size: Size(columns: 10, rows: 6))
        card.place(picture, in: Rect(x: 1, y: 1, width: 8, height: 4))
        let projection = CardProjection(quad: Self.quad(2, 2, 24, 3, 24, 12, 2, 13))
        var occlusion = Occlusion(area: Rect(x: 0, y: 0, width: 30, height: 16))
        occlusion.add(Self.quad(0, 0, 30, 0, 30, 16, 0, 16), layer: 1)
        var frame = CellBuffer(size: Size(columns: 30, rows: 16))
        ProjectionRasterizer(isColorEnabled: true).draw(card, style: Self.style, through: projection, alpha: 1, into: &frame,
                                                        occlusion: occlusion, layer: 0)
        #expect(frame.cells.allSatisfy { !$0.style.attributes.contains(.picture) })
        var seen = CellBuffer(size: Size(columns: 30, rows: 16))
        ProjectionRasterizer(isColorEnabled: true).draw(card, style: Self.style, through: projection, alpha: 1, into: &seen)
        #expect(seen.cells.contains { $0.style.attributes.contains(.picture) }, "without the occlusion it samples")
    }
}
