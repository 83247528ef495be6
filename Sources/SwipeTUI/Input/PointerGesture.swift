/// What a sequence of mouse events means for the carousel.
public enum PointerGesture: Sendable, Equatable {
    /// The button went down: motion should freeze where it is.
    case press
    /// The pointer moved far enough along the scroll axis: a drag begins.
    case dragBegan
    /// The drag moved: `translation` since it began and `velocity`, both in column units
    /// (rows are converted with the cell aspect ratio), along the scroll axis.
    case dragMoved(translation: Double, velocity: Double)
    /// The button came up after a drag.
    case dragEnded
    /// The button came up without a drag: a click at this cell.
    case click(column: Int, row: Int)
}
