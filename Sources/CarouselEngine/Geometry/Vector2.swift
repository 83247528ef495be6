/// A point or displacement on the screen plane, with fractions. The unit is stated
/// wherever one is used: cells (x in columns, y in rows) for projected points and
/// `contentOffset`, column units for `viewpointOffset`.
public struct Vector2: Sendable, Equatable, Hashable {
    /// The horizontal component, growing to the right.
    public var x: Double
    /// The vertical component, growing downward.
    public var y: Double

    /// A vector from its two components.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// No displacement.
    public static let zero = Vector2(x: 0, y: 0)

    /// True when neither component is NaN or infinite.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
