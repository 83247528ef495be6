/// A point or direction in the carousel's 3D space, in column units:
/// x to the right, y down, z toward the viewer.
public struct Vector3: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    public static let zero = Vector3(x: 0, y: 0, z: 0)
}
