import CarouselEngine
import CellCanvas

/// Cover flow's side cards in one shape. A card turned all the way (at an offset of ±1 and
/// beyond) is drawn in the shape of the card at ±1, moved by the whole cells that bring its
/// near edge (the taller one, where the cards beside it leave it showing) nearest its own
/// near edge (within half a cell). In true perspective a side card widens as it moves out
/// (its far edge moves less than its near one); in one shape moved by whole cells, a side
/// card's cells can be drawn once and copied while it moves (`RasterizedCard`). The near
/// edges, and so the strips the nearer cards leave showing, stay where they were to a cell.
///
/// Cards partly turned (the ones moving through the middle) keep their own projection, and
/// so does every card of cover flow 2 while its tilt is not the offset's.
struct CoverFlowSideCards {
    /// The quads of the cards at −1 and +1.
    private let left: ScreenQuad
    private let right: ScreenQuad
    private let isVertical: Bool

    /// The side-card shapes of `layout`, for `numberOfItems` items; nil unless it is a
    /// cover flow.
    init?(layout: CarouselLayout, numberOfItems: Int) {
        let type = layout.configuration.type
        guard type == .coverFlow || type == .coverFlow2 else { return nil }
        left = layout.placement(atOffset: -1, numberOfItems: numberOfItems).quad
        right = layout.placement(atOffset: 1, numberOfItems: numberOfItems).quad
        isVertical = layout.configuration.isVertical
    }

    /// Where `placement` is drawn when it is a side card: the quad of the card at ±1 and
    /// the whole cells it is moved by; nil when the card keeps its own projection.
    func shape(for placement: ItemPlacement) -> (reference: ScreenQuad, offset: Point)? {
        guard !placement.isGhost, abs(placement.offset) >= 1 else { return nil }
        let reference = placement.offset < 0 ? left : right
        let own = placement.quad
        let corners = [(own.topLeft, reference.topLeft), (own.topRight, reference.topRight),
                       (own.bottomRight, reference.bottomRight), (own.bottomLeft, reference.bottomLeft)]
        // Turned as the card at ±1 is: the same across the scroll axis (it moved only along it).
        guard corners.allSatisfy({ isVertical ? same($0.0.x, $0.1.x) : same($0.0.y, $0.1.y) }) else { return nil }
        let shift = nearEdge(of: own) - nearEdge(of: reference)
        guard shift.isFinite, abs(shift) < 1e6 else { return nil }
        let whole = Int(shift.rounded())
        return (reference, isVertical ? Point(x: 0, y: whole) : Point(x: whole, y: 0))
    }

    /// Where the near (longer) one of the quad's two edges across the scroll axis lies along it.
    private func nearEdge(of quad: ScreenQuad) -> Double {
        if isVertical {
            let top = abs(quad.topRight.x - quad.topLeft.x), bottom = abs(quad.bottomRight.x - quad.bottomLeft.x)
            return top >= bottom ? (quad.topLeft.y + quad.topRight.y) / 2 : (quad.bottomLeft.y + quad.bottomRight.y) / 2
        }
        let leftEdge = abs(quad.bottomLeft.y - quad.topLeft.y), rightEdge = abs(quad.bottomRight.y - quad.topRight.y)
        return leftEdge >= rightEdge ? (quad.topLeft.x + quad.bottomLeft.x) / 2 : (quad.topRight.x + quad.bottomRight.x) / 2
    }

    private func same(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }
}
