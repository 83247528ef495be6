/// PageView's lazy window: the pages that have views, `offscreenCountPerSide` (k) on each
/// side of the current page, so at most `1 + 2k` exist. Unlike PageView's own window
/// (one page before, up to 2k after, which crashes for k = 0), it is centred,
/// `[i − k, i + k]`, clamped to the pages there are (or taken round when wrapping), and
/// k is at least 1 (seeds-behaviours §2.3 and §6).
public struct PageWindow: Sendable, Equatable {
    /// The pages with views, in order from the leading side; empty without pages.
    public let pages: [Int]
    /// Where the current page sits in `pages` (PageView's virtualIndex); −1 when empty.
    public let currentPosition: Int

    /// The window around page `current` of `count` pages, `offscreenCountPerSide` (at
    /// least 1) on each side.
    public init(current: Int, count: Int, offscreenCountPerSide: Int, wraps: Bool = false) {
        let count = max(0, count)
        guard count > 0 else {
            pages = []
            currentPosition = -1
            return
        }
        let wrap = WrapMath(count: count, wraps: wraps)
        let current = wrap.clampedIndex(current)
        // More than the count on each side would only repeat pages.
        let k = min(max(offscreenCountPerSide, 1), count)
        var pages: [Int] = []
        var position = -1
        for step in -k...k {
            let raw = current + step
            guard wraps || (raw >= 0 && raw < count) else { continue }
            let page = wrap.clampedIndex(raw)
            if page == current && step != 0 { continue }
            if step == 0 { position = pages.count }
            if !pages.contains(page) { pages.append(page) }
        }
        self.pages = pages
        currentPosition = position
    }

    /// Whether page `page` has a view.
    public func contains(_ page: Int) -> Bool { pages.contains(page) }
}
