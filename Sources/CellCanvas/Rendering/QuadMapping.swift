/// The inverse bilinear map from screen points to the card's own coordinates: `u`
/// across, `v` down, both in `0..<1` inside the card, beyond that range outside it.
///
/// Bilinear rather than projective on purpose: the coverage is the same quad, and a
/// rectangle or parallelogram maps exactly either way, but along a foreshortened row
/// the bilinear map spaces the source glyphs evenly, so text laid out at the projected
/// size keeps every letter instead of dropping some on the far side and repeating
/// some on the near side. The quad's shape still carries the perspective.
struct QuadMapping {
    private let origin: SubcellPoint
    private let across: SubcellPoint   // topRight − topLeft
    private let down: SubcellPoint     // bottomLeft − topLeft
    private let twist: SubcellPoint    // topLeft − topRight + bottomRight − bottomLeft
    /// The parts of the equation for `v` that are the same at every point, solved once.
    private let k2: Double             // twist × down
    private let acrossByDown: Double   // across × down

    init(_ quad: Quad) {
        origin = quad.topLeft
        across = SubcellPoint(x: quad.topRight.x - quad.topLeft.x, y: quad.topRight.y - quad.topLeft.y)
        down = SubcellPoint(x: quad.bottomLeft.x - quad.topLeft.x, y: quad.bottomLeft.y - quad.topLeft.y)
        twist = SubcellPoint(x: quad.topLeft.x - quad.topRight.x + quad.bottomRight.x - quad.bottomLeft.x,
                             y: quad.topLeft.y - quad.topRight.y + quad.bottomRight.y - quad.bottomLeft.y)
        k2 = Self.cross(twist, down)
        acrossByDown = Self.cross(across, down)
    }

    /// The card coordinates of `point`, inside the card or not (the solution nearest the
    /// card when there are two); nil when the map has none there (a degenerate quad).
    func cardCoordinates(of point: SubcellPoint) -> (u: Double, v: Double)? {
        let h = SubcellPoint(x: point.x - origin.x, y: point.y - origin.y)
        let k1 = acrossByDown + Self.cross(h, twist)
        let k0 = Self.cross(h, across)
        // Solve k2·v² + k1·v + k0 = 0 for v, then u from v.
        if abs(k2) <= 1e-12 * (abs(k1) + abs(k0) + 1) {
            guard k1 != 0 else { return nil }
            return solution(v: -k0 / k1, h: h)
        }
        let discriminant = k1 * k1 - 4 * k0 * k2
        guard discriminant >= 0 else { return nil }
        let root = discriminant.squareRoot()
        let q = -0.5 * (k1 + (k1 < 0 ? -root : root))
        guard q != 0 else { return solution(v: 0, h: h) }
        let first = solution(v: q / k2, h: h), second = solution(v: k0 / q, h: h)
        guard let first else { return second }
        guard let second else { return first }
        return Self.distanceOutside(second) < Self.distanceOutside(first) ? second : first
    }

    private func solution(v: Double, h: SubcellPoint) -> (u: Double, v: Double)? {
        let denominatorX = across.x + twist.x * v
        let denominatorY = across.y + twist.y * v
        let u = abs(denominatorX) >= abs(denominatorY)
            ? (h.x - down.x * v) / denominatorX
            : (h.y - down.y * v) / denominatorY
        guard u.isFinite, v.isFinite else { return nil }
        return (u, v)
    }

    /// How far card coordinates lie outside the unit square (0 inside).
    private static func distanceOutside(_ point: (u: Double, v: Double)) -> Double {
        max(0, -point.u, point.u - 1) + max(0, -point.v, point.v - 1)
    }

    private static func cross(_ a: SubcellPoint, _ b: SubcellPoint) -> Double { a.x * b.y - a.y * b.x }
}
