/// Which page is the deck's current one while the pager moves, and when to say so
/// (seeds-behaviours §3.3): a page becomes current once the pager is more than half-way
/// to it (`willScrollToPage`), and `didScrollToPage` follows when the pager comes to
/// rest, after the drag and the snap.
public struct DeckPageTracker: Sendable, Equatable {
    /// The current page, or −1 when the deck is empty.
    public private(set) var page: Int
    /// Whether a `didScrollToPage` is owed for `page`.
    public private(set) var owesDidScroll = false

    /// A tracker whose current page is `page`.
    public init(page: Int) {
        self.page = page
    }

    /// Follows the pager at `offset` (pages) over `count` pages; `isMoving` tells
    /// whether anything still moves it.
    public mutating func follow(offset: Double, count: Int, isMoving: Bool) -> [DeckEvent] {
        guard count > 0, offset.isFinite else {
            self = DeckPageTracker(page: -1)
            return []
        }
        var events: [DeckEvent] = []
        if page < 0 || page >= count || abs(offset - Double(page)) > 0.5 {
            let nearest = Int(clamping: offset.rounded(), to: 0...(count - 1))
            if nearest != page {
                page = nearest
                owesDidScroll = true
                events.append(.willScrollToPage(page))
            }
        }
        if owesDidScroll && !isMoving {
            owesDidScroll = false
            events.append(.didScrollToPage(page))
        }
        return events
    }

    /// Makes `page` current without events (after an insert or delete, which reselect
    /// silently, as HGPageScrollView does).
    public mutating func reset(to page: Int) {
        self = DeckPageTracker(page: page)
    }
}
