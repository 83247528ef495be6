import CellCanvas

/// Tells a double click from two clicks, by fzf's rule: two left presses on the same cell,
/// the second within half a second of the first, are a double click when the button comes
/// up within half a second of the second press. A right press starts over, and so does a
/// double click (a third press begins a new pair).
struct DoubleClick: Equatable {
    /// The most time between the presses, and between the second press and its release.
    static let interval = 0.5

    /// The cells of the last two left presses that came close enough together (the earlier
    /// nil when the last one began a new pair), and when the last press came.
    private var earlierCell: Point?
    private var lastCell: Point?
    private var lastPressTime = -Double.infinity

    /// No presses yet.
    init() {}

    /// A press of the left button (or of another, which starts over) at `cell`.
    mutating func press(left: Bool, at cell: Point, time: Double) {
        if left && time - lastPressTime < Self.interval && lastCell != nil {
            earlierCell = lastCell
            lastCell = cell
        } else {
            earlierCell = nil
            lastCell = left ? cell : nil
        }
        lastPressTime = time
    }

    /// The button came up at `time`: true when that ends a double click (which is then
    /// forgotten).
    mutating func release(at time: Double) -> Bool {
        guard let earlierCell, earlierCell == lastCell, time - lastPressTime < Self.interval else { return false }
        self.earlierCell = nil
        lastCell = nil
        return true
    }
}
