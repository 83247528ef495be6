import CarouselEngine

/// Which of the four presentations a run uses (`--mode`).
public enum ScreenMode: String, Sendable, Equatable, CaseIterable {
    /// iCarousel: the twelve 3D-ish carousel types.
    case carousel
    /// SwipeView and PageView: flat pages, several items per page, page dots and progress.
    case paging
    /// HGPageScrollView: a deck of scaled-down pages that open to full screen.
    case deck
    /// SwipeTableView: tabs of vertical lists under a header and a sticky segment bar.
    case tabs
    /// A talk: a markdown file's slides one at a time over the whole screen, with
    /// presenterm's comment commands.
    case present
}

/// How paging mode lays out and moves its pages (`--items-per-page`, `--align`, …).
public struct PagingOptions: Sendable, Equatable {
    /// Items shown on one page (SwipeView's itemsPerPage); a swipe moves one page.
    public var itemsPerPage = 1
    /// Where the page window sits (`--align`): flush with the leading edge unless set.
    public var alignment = PageAlignment.edge
    /// The last page ends at the last item instead of being padded (SwipeView's truncateFinalPage).
    public var truncatesFinalPage = false
    /// Whether a drag past either end stretches and springs back.
    public var bounces = true
    /// Pages kept alive on each side of the current one (PageView's offscreenCountPerSide, at least 1).
    public var offscreenCountPerSide = 2
    /// Blank columns between pages, seen only while a page moves (PageView's spacing).
    public var pageGap = 2
    /// Columns a drag must travel to turn the page when released slowly (PageView's scrollSlop).
    public var scrollSlop = 3
    /// Load item views only at rest or after a whole item of travel (SwipeView's defersItemViewLoading).
    public var defersItemLoading = false

    /// SwipeView's defaults: one item per page, edge-aligned, bouncing, final page padded.
    public init() {}
}
