/// PageView's scroll slop: a drag released slowly still turns the page when it travelled
/// further than `distance` columns (seeds-behaviours §2.4). The physics' own choice wins
/// whenever it already leaves the starting page.
public struct ScrollSlop: Sendable, Equatable {
    /// Columns a drag must travel to turn the page (never negative).
    public let distance: Double

    /// A slop of `distance` columns (non-finite or negative counts as 0).
    public init(distance: Double) {
        self.distance = distance.isFinite ? max(distance, 0) : 0
    }

    /// The page to settle on after a drag that started on page `start` travelled
    /// `translation` columns (negative: towards the next page) and whose release the
    /// physics sends to page `proposed`, of `pageCount` pages.
    public func target(start: Int, proposed: Int, translation: Double, pageCount: Int, wraps: Bool = false) -> Int {
        let wrap = WrapMath(count: pageCount, wraps: wraps)
        guard pageCount > 0, translation.isFinite else { return wrap.clampedIndex(proposed) }
        let start = wrap.clampedIndex(start)
        let proposed = wrap.clampedIndex(proposed)
        guard proposed == start, abs(translation) > distance else { return proposed }
        return wrap.clampedIndex(translation < 0 ? start + 1 : start - 1)
    }
}
