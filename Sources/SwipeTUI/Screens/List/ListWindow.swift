/// Which items the list's rows show around the focus: fzf's window. The rows stay still
/// while the focus moves among them, and scroll only as far as it takes to keep N rows
/// (`--scroll-off`, 0 by default as fzf's; at most half the rows) between the focus and
/// either end of the list, never before the first item, and never leaving rows empty
/// after the last while items are there to fill them.
struct ListWindow: Equatable {
    /// The rows kept between the focus and the list's ends (`--scroll-off`).
    let context: Int
    /// The position of the item on the first row.
    private(set) var first = 0

    init(context: Int) {
        self.context = max(context, 0)
    }

    /// The row (from the first, the one by the query line) the focus goes on, in rows,
    /// when the carousel rests at `offset` (fractional while it moves) with `focus` its
    /// current item, on `rows` rows of `count` items; the window moves as little as it
    /// must to keep the focus and its context in view.
    mutating func focusRow(offset: Double, focus: Int, rows: Int, count: Int) -> Double {
        guard offset.isFinite else { return 0 }
        follow(focus: focus, rows: rows, count: count, context: context)
        return offset - Double(first)
    }

    /// fzf's offset rule for the focus at `focus`.
    private mutating func follow(focus: Int, rows: Int, count: Int, context: Int) {
        guard rows > 0, count > 0 else {
            first = 0
            return
        }
        let focus = min(max(focus, 0), count - 1)
        let kept = min(context, rows / 2)
        // The window holds the focus, and is full when there are enough items after it.
        let lowest = max(focus - rows + 1, 0), highest = max(min(count - rows, focus), 0)
        // The focus at least `kept` rows from the first row and from the last; when the
        // rows are too few for both (an even count, `kept` half of it), one row fewer
        // before the focus, as fzf settles.
        let first = max(min(self.first, focus - kept), focus - rows + 1 + kept)
        self.first = min(max(first, lowest), highest)
    }
}
