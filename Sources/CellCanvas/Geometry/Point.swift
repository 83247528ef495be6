/// A cell position: column `x`, row `y`, both from 0 at the top left.
public struct Point: Sendable, Equatable, Hashable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
