/// A position on the screen with sub-cell precision: `x` in columns, `y` in rows, from
/// the top-left corner of the top-left cell. The centre of cell `(c, r)` is
/// `(c + 0.5, r + 0.5)`.
public struct SubcellPoint: Sendable, Equatable, Hashable {
    /// Columns from the left edge.
    public var x: Double
    /// Rows from the top edge.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The centre of the cell at column `x`, row `y`.
    public static func centerOfCell(x: Int, y: Int) -> SubcellPoint {
        SubcellPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
    }
}
