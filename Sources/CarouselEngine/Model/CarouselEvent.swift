/// Something a carousel reports while it moves, in the order it happens
/// (icarousel-spec §2.9). Engine calls return these instead of calling a delegate,
/// so a host can forward them wherever it likes (`CarouselDelegate`) and tests can
/// compare them. Every motion that begins also ends with its end event, even when a
/// touch, a drag or a programmatic scroll interrupts it.
public enum CarouselEvent: Sendable, Equatable {
    /// A timed scroll began.
    case willBeginScrollingAnimation
    /// A timed scroll came to rest, or was interrupted.
    case didEndScrollingAnimation
    /// The scroll offset changed.
    case didScroll
    /// The item nearest the centre changed.
    case currentItemIndexDidChange
    /// The user started dragging the carousel.
    case willBeginDragging
    /// The user let go; `willDecelerate` tells whether a glide follows.
    case didEndDragging(willDecelerate: Bool)
    /// A glide began after a release or a fling.
    case willBeginDecelerating
    /// A glide came to rest, or was interrupted.
    case didEndDecelerating
    /// The item at this index (always in `0..<N`) was tapped and selected.
    case didSelectItem(Int)
}
