import CarouselEngine
@testable import CellCanvas

/// One frame as the app draws it: the engine's placements, each card laid out at its
/// projected size and rasterized back to front into a buffer.
struct ProjectedFrame {
    static let plainStyle = CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain)
    static let focusedStyle = CardStyle(border: .plain, borderGlyphs: .heavy, title: .plain, body: .plain)

    /// A small fixed deck: short and long titles, a wide-glyph card, bullets.
    static let deck: [CardView] = (0..<12).map { i in
        let titles = ["Alpha", "Bravo", "漢字カード", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India",
                      "Juliett", "Kilo", "Lima"]
        let blocks: [TextBlock] = i == 2
            ? [.paragraph("幅の広い文字は分割されない。"), .bullet("wide glyphs stay whole")]
            : [.paragraph("Card \(i + 1) of twelve, laid out again at every size."), .bullet("first point"),
               .bullet("second point")]
        return CardView(title: "\(i + 1) \(titles[i])", blocks: blocks, style: plainStyle)
    }

    var layout: CarouselLayout
    var rasterizer = ProjectionRasterizer(isColorEnabled: true)

    /// Draws `carousel` into a blank buffer the viewport's size.
    func render(_ carousel: Carousel, toggle: CoverFlowToggle = CoverFlowToggle()) -> CellBuffer {
        var buffer = CellBuffer(size: Size(columns: Int(layout.viewport.columns), rows: Int(layout.viewport.rows)))
        draw(carousel, toggle: toggle, into: &buffer)
        return buffer
    }

    /// Draws `carousel` into `buffer`, back to front.
    func draw(_ carousel: Carousel, toggle: CoverFlowToggle = CoverFlowToggle(), into buffer: inout CellBuffer) {
        for placement in layout.placements(of: carousel, toggle: toggle) where !placement.isHidden {
            let projection = CardProjection(quad: Quad(placement.quad), cellAspectRatio: layout.cellAspectRatio,
                                            sizeLimit: buffer.size)
            guard projection.isVisible else { continue }
            let style = placement.index == carousel.currentItemIndex ? Self.focusedStyle : Self.plainStyle
            guard placement.isFrontFacing else {
                rasterizer.drawBack(style: style, through: projection, alpha: placement.alpha, into: &buffer)
                continue
            }
            var card = placement.isPlaceholder
                ? CardView(title: "", blocks: [], style: style)
                : Self.deck[placement.index % Self.deck.count]
            card.style = style
            var content = CellBuffer(size: projection.contentSize)
            projection.detail.applied(to: card).draw(in: content.bounds, on: &content)
            rasterizer.draw(content, style: style, through: projection, alpha: placement.alpha, into: &buffer)
        }
    }
}

extension Quad {
    /// The canvas quad for an engine quad.
    init(_ quad: ScreenQuad) {
        func point(_ p: Vector2) -> SubcellPoint { SubcellPoint(x: p.x, y: p.y) }
        self.init(topLeft: point(quad.topLeft), topRight: point(quad.topRight),
                  bottomRight: point(quad.bottomRight), bottomLeft: point(quad.bottomLeft))
    }
}
