/// An item's four corners projected onto the screen, in fractional cells (x in columns,
/// y in rows, from the top left of the viewport). The corners are those of the item's
/// own top-left, top-right, bottom-right and bottom-left, wherever they land: a card
/// seen from behind has its left corners on the right.
public struct ScreenQuad: Sendable, Equatable, Hashable {
    /// Where the item's top-left corner lands.
    public var topLeft: Vector2
    /// Where the item's top-right corner lands.
    public var topRight: Vector2
    /// Where the item's bottom-right corner lands.
    public var bottomRight: Vector2
    /// Where the item's bottom-left corner lands.
    public var bottomLeft: Vector2

    /// A quad from its corners.
    public init(topLeft: Vector2, topRight: Vector2, bottomRight: Vector2, bottomLeft: Vector2) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The corners in order: top left, top right, bottom right, bottom left.
    public var corners: [Vector2] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// True when every coordinate is a finite number.
    public var isFinite: Bool {
        topLeft.isFinite && topRight.isFinite && bottomRight.isFinite && bottomLeft.isFinite
    }

    /// The mean of the corners.
    public var center: Vector2 {
        Vector2(x: (topLeft.x + topRight.x + bottomRight.x + bottomLeft.x) / 4,
                y: (topLeft.y + topRight.y + bottomRight.y + bottomLeft.y) / 4)
    }

    /// True when `point` (in cells) lies inside the quad or on its edge. Works for either
    /// winding, so a quad seen from behind is hit too; a degenerate quad contains nothing.
    public func contains(_ point: Vector2) -> Bool {
        let corners = corners
        var sign = 0.0
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return sign != 0
    }
}
