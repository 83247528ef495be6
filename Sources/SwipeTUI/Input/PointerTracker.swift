import TerminalBackend

/// Turns left-button mouse events into gestures: press, drag along the scroll axis, release
/// or click. The drag stays captured wherever the pointer goes until the button comes up,
/// and the release velocity is estimated from the motion of the last `velocityWindow`.
public struct PointerTracker: Sendable {
    /// How far back motion counts for the release velocity, in seconds.
    public static let velocityWindow = VelocitySampler.window
    /// Movement along the axis, in cells, before a press becomes a drag.
    public static let dragThreshold = 1.0

    /// Whether the carousel scrolls vertically (then rows are the axis).
    public var isVertical: Bool
    /// How many column units a row is tall.
    public var cellAspectRatio: Double
    /// Whether a drag that starts more across the axis than along it is ignored
    /// (iCarousel's ignorePerpendicularSwipes).
    public var ignoresPerpendicularSwipes = true

    private var pressColumn = 0
    private var pressRow = 0
    private var isPressed = false
    private var isDragging = false
    private var isIgnored = false
    private var sampler = VelocitySampler()

    /// A tracker along columns, or rows when `isVertical`; `cellAspectRatio` is how many
    /// columns one row counts for (2 by default: cells are about twice as tall as wide).
    public init(isVertical: Bool = false, cellAspectRatio: Double = 2) {
        self.isVertical = isVertical
        self.cellAspectRatio = cellAspectRatio
    }

    /// True between a press and its release.
    public var isTracking: Bool { isPressed }

    /// The gestures `event` (at `event.time`) produces; wheel and other buttons produce none.
    public mutating func handle(_ event: MouseEvent, at time: Double) -> [PointerGesture] {
        switch (event.button, event.action) {
        case (.left, .press):
            isPressed = true
            isDragging = false
            isIgnored = false
            pressColumn = event.column
            pressRow = event.row
            sampler.start(at: axisPosition(column: event.column, row: event.row), time: time)
            return [.press]
        case (_, .motion) where isPressed:
            return moved(column: event.column, row: event.row, at: time)
        case (_, .release) where isPressed:
            var gestures = moved(column: event.column, row: event.row, at: time)
            isPressed = false
            if isDragging {
                isDragging = false
                gestures.append(.dragEnded)
            } else if !isIgnored {
                gestures.append(.click(column: pressColumn, row: pressRow))
            }
            return gestures
        default:
            return []
        }
    }

    private mutating func moved(column: Int, row: Int, at time: Double) -> [PointerGesture] {
        let position = axisPosition(column: column, row: row)
        sampler.add(position, time: time)
        var gestures: [PointerGesture] = []
        if !isDragging && !isIgnored {
            let along = abs(Double(isVertical ? row - pressRow : column - pressColumn))
            let across = abs(Double(isVertical ? column - pressColumn : row - pressRow))
            // Across distance in the axis' own units: rows are taller than columns.
            let acrossUnits = isVertical ? across : across * cellAspectRatio
            let alongUnits = isVertical ? along * cellAspectRatio : along
            if along >= Self.dragThreshold {
                if ignoresPerpendicularSwipes && acrossUnits > alongUnits {
                    isIgnored = true
                } else {
                    isDragging = true
                    gestures.append(.dragBegan)
                }
            } else if ignoresPerpendicularSwipes && across >= Self.dragThreshold && acrossUnits > alongUnits {
                isIgnored = true
            }
        }
        if isDragging {
            let start = axisPosition(column: pressColumn, row: pressRow)
            gestures.append(.dragMoved(translation: position - start, velocity: sampler.velocity(at: time)))
        }
        return gestures
    }

    /// The pointer's position along the scroll axis, in column units.
    private func axisPosition(column: Int, row: Int) -> Double {
        isVertical ? Double(row) * cellAspectRatio : Double(column)
    }
}
