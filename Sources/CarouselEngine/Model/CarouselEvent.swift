/// Something a carousel reports while it moves, in the order it happens
/// (icarousel-spec §2.9). Engine calls return these instead of calling a delegate,
/// so a host can forward them wherever it likes and tests can compare them.
public enum CarouselEvent: Sendable, Equatable {
    /// A timed scroll began.
    case willBeginScrollingAnimation
    /// A timed scroll came to rest, or was replaced or cancelled.
    case didEndScrollingAnimation
    /// The scroll offset changed.
    case didScroll
    /// The item nearest the centre changed.
    case currentItemIndexDidChange
}
