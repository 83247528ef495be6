/// A point or direction in the carousel's 3D space, in column units:
/// x to the right, y down, z toward the viewer.
public struct Vector3: Sendable, Equatable, Hashable {
    /// Distance to the right, in column units.
    public var x: Double
    /// Distance down, in column units (a row is `cellAspectRatio` column units tall).
    public var y: Double
    /// Distance toward the viewer, in column units.
    public var z: Double

    /// A vector from its three components.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The origin.
    public static let zero = Vector3(x: 0, y: 0, z: 0)

    /// True when no component is NaN or infinite.
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}
