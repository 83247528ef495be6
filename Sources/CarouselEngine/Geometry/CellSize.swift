/// A size on the screen in cells, with fractions: a viewport or an item view.
public struct CellSize: Sendable, Equatable, Hashable {
    /// Width in columns.
    public var columns: Double
    /// Height in rows.
    public var rows: Double

    /// A size from its width in columns and its height in rows.
    public init(columns: Double, rows: Double) {
        self.columns = columns
        self.rows = rows
    }

    /// This size with negative, NaN or infinite dimensions replaced by 0.
    public var sanitized: CellSize {
        CellSize(columns: Self.sane(columns), rows: Self.sane(rows))
    }

    private static func sane(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}
