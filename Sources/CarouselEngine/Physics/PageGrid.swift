/// The page boundaries of a paged carousel: every `itemsPerPage`-th item, counted from
/// item 0 (icarousel-spec §4.6). A wrapping carousel repeats the grid every `count`
/// items, so when `count` is not a multiple of `itemsPerPage` the page before the seam
/// is short. Offsets may be unwrapped; every answer is in the same coordinates.
public struct PageGrid: Sendable, Equatable {
    /// Items per page; at least 1.
    public let itemsPerPage: Int
    /// Number of items; at least 1.
    public let count: Int
    /// Whether the grid repeats past the ends.
    public let wraps: Bool

    /// How close to a boundary counts as on it, in items.
    static let tolerance = 1e-9

    /// The grid for `count` items in pages of `itemsPerPage`.
    public init(itemsPerPage: Int, count: Int, wraps: Bool) {
        self.itemsPerPage = max(1, itemsPerPage)
        self.count = max(1, count)
        self.wraps = wraps
    }

    /// `ceil(count / itemsPerPage)`.
    public var numberOfPages: Int { (count + itemsPerPage - 1) / itemsPerPage }

    /// The first item of the last page.
    public var lastPageStart: Int { (numberOfPages - 1) * itemsPerPage }

    /// The first page boundary strictly after `offset` (the last page when not wrapping).
    public func page(after offset: Double) -> Double {
        let (lap, local) = split(offset)
        let next = ((local + Self.tolerance) / Double(itemsPerPage)).rounded(.down) + 1
        let candidate = next * Double(itemsPerPage)
        let page = candidate > Double(lastPageStart) ? lap + Double(count) : lap + candidate
        return clamped(page)
    }

    /// The last page boundary strictly before `offset` (page 0 when not wrapping).
    public func page(before offset: Double) -> Double {
        let (lap, local) = split(offset)
        let previous = ((local - Self.tolerance) / Double(itemsPerPage)).rounded(.up) - 1
        let page = previous < 0 ? lap - Double(count) + Double(lastPageStart)
                                : lap + previous * Double(itemsPerPage)
        return clamped(page)
    }

    /// The page boundary nearest `offset`; halfway goes forward.
    public func nearestPage(to offset: Double) -> Double {
        let below = page(before: offset + 2 * Self.tolerance)
        let above = page(after: offset - 2 * Self.tolerance)
        return offset - below < above - offset ? below : above
    }

    /// `offset` split into the start of its lap (a multiple of `count`) and the rest.
    private func split(_ offset: Double) -> (lap: Double, local: Double) {
        let n = Double(count)
        let lap = (offset / n).rounded(.down) * n
        return (lap, offset - lap)
    }

    private func clamped(_ page: Double) -> Double {
        wraps ? page : min(max(page, 0), Double(lastPageStart))
    }
}
