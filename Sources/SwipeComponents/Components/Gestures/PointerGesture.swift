/// What a sequence of mouse events means.
public enum PointerGesture: Sendable, Equatable {
    /// The button went down at this cell: motion should freeze where it is.
    case press(column: Int, row: Int)
    /// The pointer moved far enough along an axis the policy allows: a drag along it begins.
    case dragBegan(PointerAxis)
    /// The drag moved: `translation` cells along its axis since the press (columns, or
    /// rows for a vertical drag; positive right or down), at `velocity` cells per second.
    case dragMoved(translation: Double, velocity: Double)
    /// The button came up after a drag, moving at `velocity` cells per second.
    case dragEnded(velocity: Double)
    /// The button came up without a drag: a click at the cell of the press.
    case click(column: Int, row: Int)
}

/// The two directions a drag can lock onto.
public enum PointerAxis: Sendable, Equatable {
    case horizontal, vertical
}

/// Which drags a tracker turns into gestures.
public enum PointerAxisPolicy: Sendable, Equatable {
    /// Only sideways (a swipe mostly up or down is ignored).
    case horizontal
    /// Only up and down (a swipe mostly sideways is ignored).
    case vertical
    /// Whichever axis the pointer first moves along (tabs: pages sideways, lists down).
    case either
}
