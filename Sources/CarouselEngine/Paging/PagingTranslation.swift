/// How far a page turn has got: from page `currentIndex` towards `nextIndex`, with
/// `progress` 0 at the start and 1 when the turn is complete (PageView's
/// PagingTranslation, with its properties public).
public struct PagingTranslation: Sendable, Equatable, CustomStringConvertible {
    /// The page the turn starts from.
    public var currentIndex: Int
    /// The page it heads to (the same page when it goes nowhere).
    public var nextIndex: Int
    /// The fraction of the way, in `0...1` for the indicator forms; the drag form is
    /// PageView's and may exceed 1.
    public var progress: Double

    /// A translation from `currentIndex` to `nextIndex` at `progress` (NaN counts as 0).
    public init(currentIndex: Int, nextIndex: Int, progress: Double) {
        self.currentIndex = currentIndex
        self.nextIndex = nextIndex
        self.progress = progress.isNaN ? 0 : progress
    }

    /// `a -> b, Progress: p`, as PageView prints it.
    public var description: String { "\(currentIndex) -> \(nextIndex), Progress: \(progress)" }

    /// PageView's translation during a drag of `translation` columns (negative: towards
    /// the next page) over pages `pageLength` long, from page `currentIndex` of
    /// `pageCount`: `progress = |translation| / pageLength`, unclamped; the next page is
    /// one on in the drag's direction, clamped (or taken round when wrapping). Nil for
    /// no translation, no pages, or a non-finite input.
    public static func dragging(translation: Double, pageLength: Double, currentIndex: Int, pageCount: Int,
                                wraps: Bool = false) -> PagingTranslation? {
        guard pageCount > 0, translation.isFinite, translation != 0, pageLength.isFinite, pageLength > 0 else {
            return nil
        }
        let wrap = WrapMath(count: pageCount, wraps: wraps)
        let current = wrap.clampedIndex(currentIndex)
        let next = wrap.clampedIndex(translation < 0 ? current + 1 : current - 1)
        return PagingTranslation(currentIndex: current, nextIndex: next, progress: abs(translation) / pageLength)
    }

    /// What a release reports: the turn to `target` is complete (progress 1), even when
    /// the target is the page the drag started on.
    public static func released(from currentIndex: Int, to target: Int) -> PagingTranslation {
        PagingTranslation(currentIndex: currentIndex, nextIndex: target, progress: 1)
    }

    /// The translation an indicator shows while the pages are at `offset` (in pages),
    /// having left page `anchor` at rest: towards `target` when the motion heads to
    /// another page (progress is the share of that distance covered), else towards the
    /// neighbour in the direction of the offset (progress is the distance, at most 1).
    /// Progress stays in `0...1`.
    public static func indicator(anchor: Int, offset: Double, target: Int?, pageCount: Int,
                                 wraps: Bool = false) -> PagingTranslation {
        guard pageCount > 0 else { return PagingTranslation(currentIndex: -1, nextIndex: -1, progress: 0) }
        let wrap = WrapMath(count: pageCount, wraps: wraps)
        let anchor = wrap.clampedIndex(anchor)
        guard offset.isFinite else { return PagingTranslation(currentIndex: anchor, nextIndex: anchor, progress: 0) }
        let moved = wrap.shortestDistance(from: Double(anchor), to: wraps ? wrap.clampedOffset(offset) : offset)
        if let target {
            let target = wrap.clampedIndex(target)
            var distance = wrap.shortestDistance(from: Double(anchor), to: Double(target))
            // Half way round a wrapping ring both ways are equally short: take the way it moves.
            if wraps && abs(distance) * 2 == Double(pageCount) && moved * distance < 0 { distance = -distance }
            if target != anchor && distance != 0 {
                let share = min(max(moved / distance, 0), 1)
                return PagingTranslation(currentIndex: anchor, nextIndex: target, progress: share)
            }
        }
        guard moved != 0 else { return PagingTranslation(currentIndex: anchor, nextIndex: anchor, progress: 0) }
        let next = wrap.clampedIndex(moved > 0 ? anchor + 1 : anchor - 1)
        return PagingTranslation(currentIndex: anchor, nextIndex: next, progress: next == anchor ? 0 : min(abs(moved), 1))
    }
}
