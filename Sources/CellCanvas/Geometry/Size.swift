/// A size in cells.
public struct Size: Sendable, Equatable, Hashable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// Number of cells.
    public var area: Int { columns * rows }
}
