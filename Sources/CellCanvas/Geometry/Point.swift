/// A cell position: column `x`, row `y`, both from 0 at the top left.
public struct Point: Sendable, Equatable, Hashable {
    /// Column, 0 at the left edge; may be negative or past the buffer, where writes are dropped.
    public var x: Int
    /// Row, 0 at the top; may be negative or past the buffer, where writes are dropped.
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
