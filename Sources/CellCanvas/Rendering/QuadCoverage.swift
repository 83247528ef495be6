/// Which cells of an area have their centre inside a quad, and where each centre falls
/// in the card's coordinates (`u` across, `v` down; `0..<1` inside). Computed once per
/// card per frame, a ring of cells beyond the drawn area included, so edges are found
/// from the quad itself and not from where the clip happens to cut it.
struct QuadCoverage {
    /// Which card edges the step from a covered cell to a neighbour crosses.
    struct Crossing: OptionSet {
        let rawValue: UInt8
        static let left = Crossing(rawValue: 1)
        static let right = Crossing(rawValue: 2)
        static let top = Crossing(rawValue: 4)
        static let bottom = Crossing(rawValue: 8)
    }

    /// The cells examined.
    let area: Rect
    private var u: [Double]
    private var v: [Double]

    /// The coverage of `quad` over `area`. Only cells near the quad are mapped: on each
    /// row, those within a column of where the quad's hull crosses that row or the rows
    /// above and below (so every covered cell's neighbours are known); the rest of the
    /// area is outside by construction.
    init(_ quad: Quad, over area: Rect) {
        self.area = area
        let mapping = QuadMapping(quad)
        u = Array(repeating: .nan, count: area.width * area.height)
        v = u
        guard !area.isEmpty else { return }
        let spans = (area.minY - 1...area.maxY).map { Self.hullSpan(quad, atY: Double($0) + 0.5) }
        for y in area.minY..<area.maxY {
            // The span of this row and the rows above and below together.
            var low = Double.infinity, high = -Double.infinity
            for span in spans[y - area.minY...y - area.minY + 2] {
                guard let span else { continue }
                low = min(low, span.lowerBound)
                high = max(high, span.upperBound)
            }
            guard low <= high else { continue }
            // Clamped before converting: a corner far off screen must not trap.
            let left = min(max(low, Double(area.minX - 1)), Double(area.maxX + 1))
            let right = min(max(high, Double(area.minX - 1)), Double(area.maxX + 1))
            let first = max(area.minX, Int(left.rounded(.down)) - 1), last = min(area.maxX - 1, Int(right.rounded(.up)) + 1)
            guard first <= last else { continue }
            var i = (y - area.minY) * area.width + (first - area.minX)
            for x in first...last {
                if let point = mapping.cardCoordinates(of: .centerOfCell(x: x, y: y)) {
                    u[i] = point.u
                    v[i] = point.v
                }
                i += 1
            }
        }
    }

    /// Where the line at height `y` crosses the convex hull of the quad's corners: the
    /// least and greatest `x` over the six segments between corners; nil when it misses.
    static func hullSpan(_ quad: Quad, atY y: Double) -> ClosedRange<Double>? {
        var low = Double.infinity, high = -Double.infinity
        func segment(_ p: SubcellPoint, _ q: SubcellPoint) {
            guard min(p.y, q.y) <= y, y <= max(p.y, q.y) else { return }
            let x = p.y == q.y ? min(p.x, q.x) : p.x + (y - p.y) * (q.x - p.x) / (q.y - p.y)
            let far = p.y == q.y ? max(p.x, q.x) : x
            low = min(low, x)
            high = max(high, far)
        }
        segment(quad.topLeft, quad.topRight)
        segment(quad.topLeft, quad.bottomRight)
        segment(quad.topLeft, quad.bottomLeft)
        segment(quad.topRight, quad.bottomRight)
        segment(quad.topRight, quad.bottomLeft)
        segment(quad.bottomRight, quad.bottomLeft)
        return low <= high && low.isFinite && high.isFinite ? low...high : nil
    }

    /// True when the centre of cell `(x, y)` lies inside the quad.
    func covers(x: Int, y: Int) -> Bool {
        cardCoordinates(x: x, y: y) != nil
    }

    /// Where the centre of cell `(x, y)` falls on the card, or nil when it is outside.
    func cardCoordinates(x: Int, y: Int) -> (u: Double, v: Double)? {
        guard let i = offset(x: x, y: y) else { return nil }
        let u = u[i], v = v[i]
        guard u >= 0, u < 1, v >= 0, v < 1 else { return nil }
        return (u, v)
    }

    /// The card edges crossed on the way from covered cell `(x, y)` to its four
    /// neighbours: empty inside the card, one edge along a side (however the side
    /// steps from row to row), two at a corner.
    func crossings(x: Int, y: Int) -> Crossing {
        var crossed: Crossing = []
        func check(_ nx: Int, _ ny: Int) {
            guard let i = offset(x: nx, y: ny) else { return }
            let u = u[i], v = v[i]
            if u < 0 { crossed.insert(.left) }
            if u >= 1 { crossed.insert(.right) }
            if v < 0 { crossed.insert(.top) }
            if v >= 1 { crossed.insert(.bottom) }
        }
        check(x - 1, y)
        check(x + 1, y)
        check(x, y - 1)
        check(x, y + 1)
        return crossed
    }

    /// True for a covered cell with a neighbour outside the quad.
    func isEdge(x: Int, y: Int) -> Bool {
        !covers(x: x - 1, y: y) || !covers(x: x + 1, y: y) || !covers(x: x, y: y - 1) || !covers(x: x, y: y + 1)
    }

    private func offset(x: Int, y: Int) -> Int? {
        guard area.contains(Point(x: x, y: y)) else { return nil }
        return (y - area.minY) * area.width + (x - area.minX)
    }
}
