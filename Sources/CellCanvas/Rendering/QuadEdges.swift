/// The four edges of a quad, to pick the outline glyph for a cell from the nearest one.
struct QuadEdges {
    private let segments: [(from: SubcellPoint, to: SubcellPoint)]
    private let aspect: Double

    init(_ quad: Quad, aspect: Double) {
        let c = quad.corners
        segments = (0..<4).map { (c[$0], c[($0 + 1) % 4]) }
        self.aspect = aspect
    }

    /// The line glyph following the edge nearest `point`.
    func glyph(nearestTo point: SubcellPoint) -> Character {
        var best = segments[0], bestDistance = Double.infinity
        for segment in segments {
            let distance = squaredDistance(from: point, to: segment)
            if distance < bestDistance {
                best = segment
                bestDistance = distance
            }
        }
        return OutlineGlyph.forEdge(dx: best.to.x - best.from.x, dy: best.to.y - best.from.y, aspect: aspect)
    }

    /// Squared distance from `p` to a segment, measured with rows `aspect` columns tall.
    private func squaredDistance(from p: SubcellPoint, to segment: (from: SubcellPoint, to: SubcellPoint)) -> Double {
        let ax = segment.from.x, ay = segment.from.y * aspect
        let dx = segment.to.x - ax, dy = segment.to.y * aspect - ay
        let px = p.x - ax, py = p.y * aspect - ay
        let length = dx * dx + dy * dy
        let t = length > 0 ? min(max((px * dx + py * dy) / length, 0), 1) : 0
        let ex = px - t * dx, ey = py - t * dy
        return ex * ex + ey * ey
    }
}
