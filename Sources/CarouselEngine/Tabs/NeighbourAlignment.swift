/// SwipeTableView's alignment of neighbouring pages (seeds-behaviours §1.2, "Aligning
/// neighbouring pages"): the offsets pages were left at, and the offset a page gets when
/// it comes into view next to the one in use, so the shared header and bar stay put.
///
/// Offsets are list offsets in rows (see `StickyHeader`), compared after `floor`. They are
/// base offsets: a refresh row open on a page is not part of them, so it never leaks into
/// a neighbour (SwipeTableView issues #77 and #112).
public struct NeighbourAlignment: Sendable, Equatable {
    /// `P`: at or past it the header is collapsed and the bar pinned.
    public let pinThreshold: Double
    /// Where a list at its top rests (`−T`).
    public let restOffset: Double
    /// The remembered offset of each page, by page index.
    public private(set) var saved: [Int: Double] = [:]

    /// Alignment for a header layout.
    public init(header: StickyHeader) {
        pinThreshold = header.pinThreshold.rounded(.down)
        restOffset = header.restOffset
    }

    /// The offset page `newIndex` should show when it comes into view beside page
    /// `lastIndex`, which is at `lastOffset`. With the bar pinned, the new page keeps its
    /// own deeper position (or is exactly pinned); with the header partly visible it copies
    /// the outgoing offset, so the header does not jump. Both offsets are remembered. When
    /// `newIndex == lastIndex` (a first display) the page starts at the top.
    public mutating func offset(forShowing newIndex: Int, besidePage lastIndex: Int, at lastOffset: Double) -> Double {
        let last = lastOffset.isFinite ? max(lastOffset.rounded(.down), restOffset) : restOffset
        guard newIndex != lastIndex else {
            saved[newIndex] = restOffset
            return restOffset
        }
        saved[lastIndex] = last
        let remembered = saved[newIndex] ?? pinThreshold
        let new = last >= pinThreshold ? max(remembered, pinThreshold) : last
        saved[newIndex] = new
        return new
    }

    /// The user scrolled page `index` by hand: its remembered offset is stale, so it is dropped.
    public mutating func forget(page index: Int) {
        saved[index] = nil
    }

    /// Everything was reloaded: no offset is remembered.
    public mutating func forgetAll() {
        saved.removeAll()
    }
}
