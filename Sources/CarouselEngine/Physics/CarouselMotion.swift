/// What moves a carousel at the moment. Autoscroll is not a motion of its own: it
/// advances a carousel that is `idle`.
public enum CarouselMotion: Sendable, Equatable {
    /// Nothing; autoscroll may run.
    case idle
    /// The user is dragging it.
    case dragging(DragState)
    /// It glides after a release or a fling.
    case decelerating(Glide)
    /// A timed scroll runs.
    case scrolling(TimedScroll)
}
