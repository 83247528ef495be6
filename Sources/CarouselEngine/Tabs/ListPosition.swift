/// Where one page's list is: its offset (rows, see `StickyHeader`) and the focused row.
/// Moving the focus scrolls just enough to keep it in view; scrolling the list drags the
/// focus along so it never leaves the screen.
public struct ListPosition: Sendable, Equatable {
    /// The list's content offset `y` in rows.
    public var offset: Double
    /// The row in focus; 0 for an empty list.
    public private(set) var focusedRow: Int

    /// A list at `offset` with `focusedRow` in focus.
    public init(offset: Double, focusedRow: Int = 0) {
        self.offset = offset.isFinite ? offset : 0
        self.focusedRow = max(focusedRow, 0)
    }

    /// The list at its top, focus on the first row.
    public static func top(of geometry: ListGeometry) -> ListPosition {
        ListPosition(offset: geometry.header.restOffset)
    }

    /// Brings the offset into `geometry`'s range (with `gap` refresh rows open) and the
    /// focus onto a real row.
    public mutating func clamp(in geometry: ListGeometry, gap: Double = 0) {
        let range = geometry.offsetRange(gap: gap)
        offset = min(max(offset.isFinite ? offset : range.lowerBound, range.lowerBound), range.upperBound)
        focusedRow = min(max(focusedRow, 0), max(geometry.rowCount - 1, 0))
    }

    /// Scrolls by `rows` (positive: further down the list), bounded to the range; the
    /// focus follows onto the visible rows. Returns the rows actually scrolled.
    @discardableResult
    public mutating func scroll(by rows: Double, in geometry: ListGeometry, gap: Double = 0) -> Double {
        guard rows.isFinite else { return 0 }
        let before = offset
        offset += rows
        clamp(in: geometry, gap: gap)
        keepFocusVisible(in: geometry)
        return offset - before
    }

    /// Moves the focus by `rows` (bounded to the list) and scrolls to show it.
    public mutating func moveFocus(by rows: Int, in geometry: ListGeometry, gap: Double = 0) {
        focus(row: focusedRow + rows, in: geometry, gap: gap)
    }

    /// Puts the focus on `row` (bounded to the list) and scrolls just enough to show it;
    /// the first row scrolls the list back to its top, header included.
    public mutating func focus(row: Int, in geometry: ListGeometry, gap: Double = 0) {
        focusedRow = min(max(row, 0), max(geometry.rowCount - 1, 0))
        clamp(in: geometry, gap: gap)
        guard geometry.rowCount > 0 else { return }
        if focusedRow == 0 {
            offset = geometry.offsetRange(gap: gap).lowerBound
            return
        }
        let visible = geometry.visibleRows(atOffset: offset)
        if focusedRow < visible.lowerBound || visible.isEmpty {
            offset = geometry.offset(showingRowAtTop: focusedRow)
        } else if focusedRow >= visible.upperBound {
            offset = geometry.offset(showingRowAtBottom: focusedRow)
        }
        clamp(in: geometry, gap: gap)
    }

    /// Moves the focus onto the nearest visible row, if it has left the screen.
    public mutating func keepFocusVisible(in geometry: ListGeometry) {
        let visible = geometry.visibleRows(atOffset: offset)
        guard !visible.isEmpty else { return }
        focusedRow = min(max(focusedRow, visible.lowerBound), visible.upperBound - 1)
    }
}
