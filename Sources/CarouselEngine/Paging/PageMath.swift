/// SwipeView's page arithmetic (icarousel-spec §4.2–4.6) for `count` items shown
/// `itemsPerPage` to a page: how many pages there are, which page an item index makes
/// current, where a page starts, the range a user may scroll, and which item indexes
/// are loaded. Item offsets follow SwipeView: offset `k` puts item `k` at the page
/// window's leading edge.
public struct PageMath: Sendable, Equatable {
    /// Number of items (never negative).
    public let count: Int
    /// Items per page (at least 1).
    public let itemsPerPage: Int
    /// Whether the last page ends at the last item instead of being padded; ignored when
    /// wrapping, as SwipeView does.
    public let truncatesFinalPage: Bool
    /// Whether the items go round.
    public let wraps: Bool

    /// The arithmetic for `count` items, `itemsPerPage` to a page.
    public init(count: Int, itemsPerPage: Int, truncatesFinalPage: Bool = false, wraps: Bool = false) {
        self.count = max(0, count)
        self.itemsPerPage = max(1, itemsPerPage)
        self.truncatesFinalPage = truncatesFinalPage
        self.wraps = wraps
    }

    /// The index and offset arithmetic for the items.
    public var wrapMath: WrapMath { WrapMath(count: count, wraps: wraps) }

    /// Whether the final page is truncated: asked for, not wrapping, and pages hold
    /// more than one item.
    private var truncates: Bool { truncatesFinalPage && !wraps && itemsPerPage > 1 }

    /// `ceil(N / ipp)`; 0 without items. Written so that no count overflows it.
    public var numberOfPages: Int { count / itemsPerPage + (count % itemsPerPage == 0 ? 0 : 1) }

    /// SwipeView's `currentPage` for `currentItemIndex`: the nearest page,
    /// `round(current / ipp)`, except that with a truncated final page any index past
    /// the start of the last full page counts as the last page. −1 without items.
    public func currentPage(forItem currentItemIndex: Int) -> Int {
        guard count > 0 else { return -1 }
        let current = wrapMath.clampedIndex(currentItemIndex)
        if truncates && current > (count / itemsPerPage - 1) * itemsPerPage {
            return numberOfPages - 1
        }
        let page = (Double(current) / Double(itemsPerPage)).rounded()
        return min(max(Int(page), 0), numberOfPages - 1)
    }

    /// The page an item is shown on: `item / ipp`, or with a truncated final page the
    /// last page for the items only it shows. −1 without items.
    public func page(containing item: Int) -> Int {
        guard count > 0 else { return -1 }
        let item = wrapMath.clampedIndex(item)
        let page = min(item / itemsPerPage, numberOfPages - 1)
        return items(onPage: page).contains(item) ? page : numberOfPages - 1
    }

    /// The item SwipeView's `scrollToPage(p)` scrolls to: `p·ipp`, no later than
    /// `N − ipp` with a truncated final page. `page` is clamped (wrapped when wrapping)
    /// to the pages there are; −1 without items.
    public func firstItem(ofPage page: Int) -> Int {
        guard count > 0 else { return -1 }
        let page = WrapMath(count: numberOfPages, wraps: wraps).clampedIndex(page)
        var item = page * itemsPerPage
        if truncates { item = min(item, count - itemsPerPage) }
        return max(item, 0)
    }

    /// The items page `page` shows, in order: `ipp` of them, fewer on a padded last page.
    /// Empty without items.
    public func items(onPage page: Int) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let first = firstItem(ofPage: page)
        return first..<min(first + itemsPerPage, count)
    }

    /// The items in the page window when the pages stand at `offset` pages (fractions
    /// allowed, as when they scroll freely): the `itemsPerPage` slots from the one nearest
    /// the window's leading edge, less the empty slots of a padded last page. At a whole
    /// offset `p` these are `items(onPage: p)`. Empty without items.
    public func items(inWindowAt offset: Double) -> [Int] {
        guard count > 0, offset.isFinite else { return [] }
        let leading = leadingSlot(at: offset)
        var items: [Int] = []
        for slot in leading..<leading + itemsPerPage {
            guard let item = item(inSlot: slot), !items.contains(item) else { continue }
            items.append(item)
        }
        return items
    }

    /// The offset nearest `offset` (in pages) at which `item` is in the page window: `offset`
    /// itself when it already is, else the offset that brings it to the window's last slot
    /// (when it lies ahead) or its first slot (when it lies behind), the short way round when
    /// wrapping. Unclamped; nil without items.
    public func offset(showing item: Int, from offset: Double) -> Double? {
        guard count > 0, offset.isFinite else { return nil }
        let target = slot(of: item)
        let leading = leadingSlot(at: offset)
        var distance = target - leading
        if wraps {
            let ring = numberOfPages * itemsPerPage
            distance = ((distance % ring) + ring) % ring
            if distance > ring - distance + itemsPerPage - 1 { distance -= ring }
        }
        if distance >= 0 && distance < itemsPerPage { return offset }
        let shift = distance < 0 ? distance : distance - (itemsPerPage - 1)
        return Double(leading + shift) / Double(itemsPerPage)
    }

    /// The slot (counted over pages of `itemsPerPage`, the last one padded) nearest the
    /// window's leading edge at `offset` pages.
    private func leadingSlot(at offset: Double) -> Int {
        let limit = Double(numberOfPages * itemsPerPage)
        return Int(min(max(offset * Double(itemsPerPage), -limit), 2 * limit).rounded())
    }

    /// The slot `item` is shown in: its page's first slot plus its place on that page.
    private func slot(of item: Int) -> Int {
        let item = wrapMath.clampedIndex(item)
        let page = self.page(containing: item)
        return page * itemsPerPage + item - firstItem(ofPage: page)
    }

    /// The item shown in `slot`, nil for a slot past the ends (unless wrapping) or an empty
    /// slot of a padded last page.
    private func item(inSlot slot: Int) -> Int? {
        let page = Int((Double(slot) / Double(itemsPerPage)).rounded(.down))
        guard wraps || (page >= 0 && page < numberOfPages) else { return nil }
        let items = self.items(onPage: page)
        let place = slot - page * itemsPerPage
        return place < items.count ? items.lowerBound + place : nil
    }

    /// The item offsets a user may scroll to without wrapping, with paging: from 0 to the
    /// start of the last page, which is `N − ipp` with a truncated final page (SwipeView's
    /// content length padded to whole pages, or not). Nil when wrapping or empty.
    public var userScrollRange: ClosedRange<Double>? {
        guard count > 0, !wraps else { return nil }
        return 0...Double(firstItem(ofPage: numberOfPages - 1))
    }

    /// The item indexes SwipeView keeps loaded (icarousel-spec §4.4), ascending and without
    /// duplicates, for a view `viewportLength` long with items `itemLength` long and the
    /// page window starting at `windowOrigin` (all in one unit). With `defersLoading` the
    /// set is built around `currentItemIndex` instead of the exact offset, a few wider.
    /// At most `N` indexes; O(visible items).
    public func loadedItems(scrollOffset: Double, viewportLength: Double, itemLength: Double, windowOrigin: Double,
                            defersLoading: Bool = false, currentItemIndex: Int = 0) -> [Int] {
        guard count > 0, scrollOffset.isFinite, viewportLength.isFinite, itemLength.isFinite, windowOrigin.isFinite,
              itemLength > 0, viewportLength > 0 else { return [] }
        let visibleLength = min(viewportLength / itemLength, Double(count))
        let origin = min(max(windowOrigin / itemLength, -Double(count)), Double(count))
        var first: Int
        var number: Int
        if defersLoading {
            first = wrapMath.clampedIndex(currentItemIndex) - Int(origin.rounded(.up)) - 1
            number = Int(visibleLength.rounded(.up)) + 3
        } else {
            let start = wrapMath.clampedOffset(scrollOffset - origin)
            let whole = start.rounded(.down)
            first = Int(whole)
            number = Int((visibleLength + (start - whole)).rounded(.up))
        }
        number = min(max(number, 0), count)
        var seen = Set<Int>()
        var indexes: [Int] = []
        for step in 0..<number {
            let index = wrapMath.clampedIndex(first + step)
            if seen.insert(index).inserted { indexes.append(index) }
        }
        return indexes.sorted()
    }
}
