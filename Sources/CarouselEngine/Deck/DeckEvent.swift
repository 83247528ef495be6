/// Something a deck reports, in the order it happens (seeds-behaviours §3.7). Page
/// numbers are always absolute positions in the deck (`0..<count`), never positions
/// inside the visible window (HGPageScrollView's deferred `didScrollToPage` and its
/// `willDeselect` passed window-relative ones; that is fixed here).
public enum DeckEvent: Sendable, Equatable {
    /// The pager's own drag, glide and snap events (`didScroll` and
    /// `currentItemIndexDidChange` are left out: the page events below say it better).
    case pager(CarouselEvent)
    /// The pager passed half-way to this page: it is now the centred one.
    case willScrollToPage(Int)
    /// The pager came to rest after moving to this page.
    case didScrollToPage(Int)
    /// This page starts to open to full screen.
    case willSelect(Int)
    /// This page is open at full screen.
    case didSelect(Int)
    /// This open page starts to shrink back into the deck.
    case willDeselect(Int)
    /// This page is back in the deck.
    case didDeselect(Int)
}
