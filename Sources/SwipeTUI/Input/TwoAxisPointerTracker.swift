import TerminalBackend

/// Turns left-button mouse events into drags along whichever axis the pointer first moves
/// on (a row counts as `cellAspectRatio` columns), for screens that scroll both ways: the
/// tabs mode pages sideways and scrolls lists up and down. The drag stays captured until
/// the button comes up; velocity is measured as `VelocitySampler` does.
struct TwoAxisPointerTracker {
    /// The two directions a drag can lock onto.
    enum Axis: Equatable {
        case horizontal, vertical
    }

    /// What a sequence of mouse events means.
    enum Gesture: Equatable {
        /// The button went down at this cell.
        case press(column: Int, row: Int)
        /// The pointer moved a cell: a drag along `axis` begins.
        case dragBegan(Axis)
        /// The drag moved: `translation` cells along its axis since the press (columns or
        /// rows; positive right or down), at `velocity` cells per second.
        case dragMoved(translation: Double, velocity: Double)
        /// The button came up after a drag, moving at `velocity` cells per second.
        case dragEnded(velocity: Double)
        /// The button came up without a drag.
        case click(column: Int, row: Int)
    }

    /// How many columns a row is tall, to compare the two axes.
    var cellAspectRatio = 2.0

    private var press: (column: Int, row: Int)?
    private(set) var axis: Axis?
    private var sampler = VelocitySampler()

    /// True between a press and its release.
    var isTracking: Bool { press != nil }

    /// The gestures `event` produces; wheel and other buttons produce none.
    mutating func handle(_ event: MouseEvent, at time: Double) -> [Gesture] {
        switch (event.button, event.action) {
        case (.left, .press):
            press = (event.column, event.row)
            axis = nil
            sampler.start(at: 0, time: time)
            return [.press(column: event.column, row: event.row)]
        case (_, .motion) where press != nil:
            return moved(column: event.column, row: event.row, at: time)
        case (_, .release) where press != nil:
            var gestures = moved(column: event.column, row: event.row, at: time)
            if axis != nil {
                gestures.append(.dragEnded(velocity: sampler.velocity(at: time)))
            } else if let press {
                gestures.append(.click(column: press.column, row: press.row))
            }
            press = nil
            axis = nil
            return gestures
        default:
            return []
        }
    }

    private mutating func moved(column: Int, row: Int, at time: Double) -> [Gesture] {
        guard let press else { return [] }
        let dx = Double(column - press.column), dy = Double(row - press.row)
        var gestures: [Gesture] = []
        if axis == nil {
            guard abs(dx) >= 1 || abs(dy) >= 1 else { return [] }
            axis = abs(dx) >= abs(dy) * cellAspectRatio ? .horizontal : .vertical
            gestures.append(.dragBegan(axis ?? .horizontal))
        }
        let position = axis == .horizontal ? dx : dy
        sampler.add(position, time: time)
        gestures.append(.dragMoved(translation: position, velocity: sampler.velocity(at: time)))
        return gestures
    }
}
