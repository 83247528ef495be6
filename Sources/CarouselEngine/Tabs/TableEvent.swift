/// Something the table's motion reports, in the order it happens (seeds-behaviours §1.6):
/// the pager's own events, pages that came into view, pages whose content moved, and the
/// refresh cycle's requests. Engine calls return these instead of calling a delegate, as
/// `CarouselEvent` and `DeckEvent` do.
public enum TableEvent: Sendable, Equatable {
    /// The horizontal pager's drag, glide, snap and scroll events (SwipeTableView's
    /// `didScroll`, `willBeginDragging`, `didEndDragging`, `willBeginDecelerating`,
    /// `didEndDecelerating`, `didEndScrollingAnimation`).
    case pager(CarouselEvent)
    /// This page first showed beside the one in use; its offset is aligned already.
    case pageCameIntoView(Int)
    /// This page's content moved (a drag, a glide, the wheel, the header, an alignment),
    /// not counting refresh rows opening and closing above it: a host keeps its focus in view.
    case pageDidScroll(Int)
    /// A pull on this page was let go: it refreshes when `refreshes`, else it slides shut.
    case pullReleased(page: Int, refreshes: Bool)
    /// The refresh of this page spun long enough: the host reads its content again now,
    /// then calls `TableMotion.endRefreshing(page:now:)`.
    case refreshDue(Int)
}
