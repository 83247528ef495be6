/// A size in cells.
public struct Size: Sendable, Equatable, Hashable {
    /// Width in columns; the initializer turns a negative width into 0.
    public var columns: Int
    /// Height in rows; the initializer turns a negative height into 0.
    public var rows: Int

    /// A size of `columns` × `rows`; negative values become 0.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// Number of cells.
    public var area: Int { columns * rows }
}
