/// A rectangle of cells. Its origin may lie outside a buffer; drawing clips it.
public struct Rect: Sendable, Equatable, Hashable {
    /// The left column; may be negative, as drawing clips.
    public var x: Int
    /// The top row; may be negative, as drawing clips.
    public var y: Int
    /// Width in columns; the initializers turn a negative width into 0.
    public var width: Int
    /// Height in rows; the initializers turn a negative height into 0.
    public var height: Int

    /// A rectangle whose top-left cell is at column `x`, row `y`; a negative width or
    /// height becomes 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// A rectangle of `size` whose top-left cell is `origin`, the top-left corner of the
    /// screen unless given.
    public init(origin: Point = Point(x: 0, y: 0), size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.columns, height: size.rows)
    }

    /// The top-left cell.
    public var origin: Point { Point(x: x, y: y) }
    /// The width and height.
    public var size: Size { Size(columns: width, rows: height) }

    /// The first column, the same as `x`.
    public var minX: Int { x }
    /// The first row, the same as `y`.
    public var minY: Int { y }
    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    /// True when the rectangle covers no cells: zero width or zero height.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether `point` lies inside: columns `minX..<maxX` and rows `minY..<maxY`.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles cover (empty when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
