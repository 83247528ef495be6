/// Where a shared header and its sticky segment bar sit above a scrolling list, in rows:
/// SwipeTableView's placeholder layout (seeds-behaviours §1.2, "Mode 2"), translated to
/// cells as §6 says.
///
/// Every list starts with an invisible placeholder `H + B` rows tall; the header and the
/// bar are drawn over it. `offset` is the list's content offset `y`: content row `c` is on
/// screen row `c − y`. At rest `y = −T`, so the header's top is on row `T`. The header moves
/// with the list until the bar reaches row `T`; from then on the bar stays there and the
/// rows scroll under it.
///
/// With `staysPut` (SwipeTableView's `swipeHeaderBarScrollDisabled`) the header and the
/// bar never move: the header's top stays on row `T`, the bar under it, and the rows
/// scroll (or are pulled down) under the bar.
public struct StickyHeader: Sendable, Equatable {
    /// `T`: the row at which the bar sticks (rows above it belong to a title line).
    public var topInset: Double
    /// `H`: the header's height in rows.
    public var headerHeight: Double
    /// `B`: the bar's height in rows.
    public var barHeight: Double
    /// Whether the header and the bar stay where they rest instead of scrolling away.
    public var staysPut: Bool

    /// A layout with a `T`-row top inset, an `H`-row header and a `B`-row bar (negative or
    /// non-finite heights count as 0); `staysPut` keeps the header and the bar still.
    public init(topInset: Double = 0, headerHeight: Double, barHeight: Double, staysPut: Bool = false) {
        func sane(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        self.topInset = sane(topInset)
        self.headerHeight = sane(headerHeight)
        self.barHeight = sane(barHeight)
        self.staysPut = staysPut
    }

    /// The offset of a list scrolled to its top: `−T`.
    public var restOffset: Double { -topInset }

    /// `P = H − T`: from this offset on the header is gone and the bar is pinned at `T`.
    public var pinThreshold: Double { headerHeight - topInset }

    /// Whether the bar is pinned (the header fully scrolled away) at `offset`; never
    /// when the header stays put.
    public func isPinned(atOffset offset: Double) -> Bool { !staysPut && offset >= pinThreshold }

    /// The screen row of the header's top edge: `−y` while it is partly visible, then
    /// `max(−y, −H)` (it keeps sliding until it is gone); `T` when it stays put.
    public func headerTop(atOffset offset: Double) -> Double {
        if staysPut { return topInset }
        return isPinned(atOffset: offset) ? max(-offset, -headerHeight) : -offset
    }

    /// The screen row of the bar's top edge: right under the header, or `T` once pinned.
    public func barTop(atOffset offset: Double) -> Double {
        if staysPut { return topInset + headerHeight }
        return isPinned(atOffset: offset) ? topInset : -offset + headerHeight
    }

    /// The first screen row under the bar when the content is scrolled deep: `T + B`, or
    /// `T + H + B` when the header stays put.
    public var deepestBarBottom: Double { topInset + barHeight + (staysPut ? headerHeight : 0) }

    /// The first screen row below the bar, where list rows become visible.
    public func barBottom(atOffset offset: Double) -> Double { barTop(atOffset: offset) + barHeight }

    /// The screen row of list row `row` (row 0 sits right under the placeholder).
    public func screenRow(ofRow row: Int, atOffset offset: Double) -> Double {
        headerHeight + barHeight + Double(row) - offset
    }

    /// shouldAdjustContentSize for a viewport of `viewportRows`: a list shorter than
    /// `viewportRows − (T + B)` rows (`− H` too when the header stays put) is padded to
    /// that many, so the pinned offset `P` can be held and the header does not drop back
    /// after a page switch.
    public func minimumRowCount(viewportRows: Int) -> Int {
        max(viewportRows - Int(deepestBarBottom), 0)
    }

    /// The deepest offset a list of `rowCount` rows can scroll to in `viewportRows`: its
    /// last row on the viewport's last row, the list padded to `minimumRowCount` first
    /// unless `padded` is false.
    public func maximumOffset(rowCount: Int, viewportRows: Int, padded: Bool = true) -> Double {
        let rows = padded ? max(rowCount, minimumRowCount(viewportRows: viewportRows)) : max(rowCount, 0)
        return max(headerHeight + barHeight + Double(rows) - Double(max(viewportRows, 0)), restOffset)
    }
}
