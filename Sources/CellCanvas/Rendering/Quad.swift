/// Where a card's four corners land on the screen, in fractional cells. The corners
/// are the card's own top-left, top-right, bottom-right and bottom-left; a card seen
/// from behind has them mirrored.
public struct Quad: Sendable, Equatable, Hashable {
    /// Where the card's top-left corner lands.
    public var topLeft: SubcellPoint
    /// Where the card's top-right corner lands.
    public var topRight: SubcellPoint
    /// Where the card's bottom-right corner lands.
    public var bottomRight: SubcellPoint
    /// Where the card's bottom-left corner lands.
    public var bottomLeft: SubcellPoint

    /// A quad from its corners.
    public init(topLeft: SubcellPoint, topRight: SubcellPoint, bottomRight: SubcellPoint, bottomLeft: SubcellPoint) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The quad covering exactly the cells of `rect`.
    public init(_ rect: Rect) {
        let left = Double(rect.minX), right = Double(rect.maxX)
        let top = Double(rect.minY), bottom = Double(rect.maxY)
        self.init(topLeft: SubcellPoint(x: left, y: top), topRight: SubcellPoint(x: right, y: top),
                  bottomRight: SubcellPoint(x: right, y: bottom), bottomLeft: SubcellPoint(x: left, y: bottom))
    }

    /// The corners in order: top left, top right, bottom right, bottom left.
    public var corners: [SubcellPoint] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// True when every coordinate is a finite number.
    public var isFinite: Bool { corners.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

    /// The mean of the corners.
    public var center: SubcellPoint {
        SubcellPoint(x: (topLeft.x + topRight.x + bottomRight.x + bottomLeft.x) / 4,
                     y: (topLeft.y + topRight.y + bottomRight.y + bottomLeft.y) / 4)
    }

    /// Twice the area in cells, positive when the card is seen from the front
    /// (corners clockwise on the y-down screen), negative when it is mirrored.
    public var signedDoubleArea: Double {
        let c = corners
        var sum = 0.0
        for i in 0..<4 {
            let a = c[i], b = c[(i + 1) % 4]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }

    /// True when `point` lies inside the quad or on its edge, for either winding.
    /// Meant for convex quads, which every projected flat card in front of the eye is.
    public func contains(_ point: SubcellPoint) -> Bool {
        let c = corners
        var sign = 0.0
        for i in 0..<4 {
            let a = c[i], b = c[(i + 1) % 4]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return sign != 0
    }

    /// The cells whose centres may lie inside the quad: the bounding box rounded out,
    /// kept within ±2²⁰ cells so it always converts to integers.
    public var boundingCells: Rect {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let limit = Double(1 << 20)
        func cell(_ value: Double) -> Int { Int(min(max(value, -limit), limit)) }
        let minX = cell(xs.min()!.rounded(.down)), maxX = cell(xs.max()!.rounded(.up))
        let minY = cell(ys.min()!.rounded(.down)), maxY = cell(ys.max()!.rounded(.up))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The cells whose centres it covers when it is an upright rectangle seen from the
    /// front (its edges along the axes, at any scale or fractional offset); nil when it
    /// is turned, slanted or mirrored. `Quad(rect)` of them lands cell for cell.
    public var uprightCells: Rect? {
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
        guard isFinite, same(topLeft.y, topRight.y), same(bottomLeft.y, bottomRight.y),
              same(topLeft.x, bottomLeft.x), same(topRight.x, bottomRight.x),
              topRight.x > topLeft.x, bottomLeft.y > topLeft.y else { return nil }
        let limit = Double(1 << 20)
        // A cell is covered when its centre lies in [start, end): the first is at start - ½ rounded up.
        func cell(_ value: Double) -> Int { Int(min(max((value - 0.5).rounded(.up), -limit), limit)) }
        let minX = cell(topLeft.x), maxX = cell(topRight.x), minY = cell(topLeft.y), maxY = cell(bottomLeft.y)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
