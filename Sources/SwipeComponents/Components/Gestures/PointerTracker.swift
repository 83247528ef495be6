import TerminalBackend

/// Turns left-button mouse events into gestures: press, drag along an axis the policy
/// allows, release or click. A drag stays captured wherever the pointer goes until the
/// button comes up; its velocity is measured over the last `velocityWindow`. Axes are
/// compared in the same units: a row counts as `cellAspectRatio` columns.
public struct PointerTracker: Sendable {
    /// How far back motion counts for the release velocity, in seconds.
    public static let velocityWindow = VelocitySampler.window
    /// Cells the pointer moves along an axis before a press becomes a drag.
    public static let dragThreshold = 1

    /// Which drags become gestures.
    public var axisPolicy: PointerAxisPolicy
    /// How many columns one row is tall (about 2: cells are twice as tall as wide).
    public var cellAspectRatio: Double
    /// With a one-axis policy, a swipe that starts more across the axis than along it
    /// does nothing, not even a click (iCarousel's ignorePerpendicularSwipes).
    public var ignoresPerpendicularSwipes = true

    private var press: (column: Int, row: Int)?
    /// The axis of the drag in progress, if one began.
    public private(set) var axis: PointerAxis?
    private var isIgnored = false
    private var sampler = VelocitySampler()

    /// A tracker with this policy; `cellAspectRatio` columns make one row.
    public init(axisPolicy: PointerAxisPolicy = .horizontal, cellAspectRatio: Double = 2) {
        self.axisPolicy = axisPolicy
        self.cellAspectRatio = cellAspectRatio
    }

    /// True between a press and its release.
    public var isTracking: Bool { press != nil }

    /// Forgets the press in progress, if any.
    public mutating func cancel() {
        press = nil
        axis = nil
        isIgnored = false
    }

    /// The gestures `event` (at `time`) produces; wheel and other buttons produce none.
    public mutating func handle(_ event: MouseEvent, at time: Double) -> [PointerGesture] {
        switch (event.button, event.action) {
        case (.left, .press):
            press = (event.column, event.row)
            axis = nil
            isIgnored = false
            sampler.start(at: 0, time: time)
            return [.press(column: event.column, row: event.row)]
        case (_, .motion) where press != nil:
            return moved(column: event.column, row: event.row, at: time)
        case (_, .release) where press != nil:
            var gestures = moved(column: event.column, row: event.row, at: time)
            if axis != nil {
                gestures.append(.dragEnded(velocity: sampler.velocity(at: time)))
            } else if !isIgnored, let press {
                gestures.append(.click(column: press.column, row: press.row))
            }
            press = nil
            axis = nil
            return gestures
        default:
            return []
        }
    }

    private mutating func moved(column: Int, row: Int, at time: Double) -> [PointerGesture] {
        guard let press, !isIgnored else { return [] }
        let dx = Double(column - press.column), dy = Double(row - press.row)
        var gestures: [PointerGesture] = []
        if axis == nil {
            guard let chosen = chooseAxis(dx: dx, dy: dy) else { return [] }
            axis = chosen
            gestures.append(.dragBegan(chosen))
        }
        let position = axis == .horizontal ? dx : dy
        sampler.add(position, time: time)
        gestures.append(.dragMoved(translation: position, velocity: sampler.velocity(at: time)))
        return gestures
    }

    /// The axis a drag locks onto once the pointer has moved `dx`, `dy` cells; nil while it
    /// has not moved far enough (or the swipe is to be ignored, which it then records).
    private mutating func chooseAxis(dx: Double, dy: Double) -> PointerAxis? {
        let threshold = Double(Self.dragThreshold)
        let acrossRows = abs(dy) * cellAspectRatio
        switch axisPolicy {
        case .either:
            guard abs(dx) >= threshold || abs(dy) >= threshold else { return nil }
            return abs(dx) >= acrossRows ? .horizontal : .vertical
        case .horizontal, .vertical:
            let isVertical = axisPolicy == .vertical
            let along = abs(isVertical ? dy : dx), across = abs(isVertical ? dx : dy)
            // Both in column units: rows are taller than columns.
            let alongUnits = isVertical ? along * cellAspectRatio : along
            let acrossUnits = isVertical ? across : across * cellAspectRatio
            let perpendicular = ignoresPerpendicularSwipes && acrossUnits > alongUnits
            if along >= threshold {
                if perpendicular {
                    isIgnored = true
                    return nil
                }
                return isVertical ? .vertical : .horizontal
            }
            if perpendicular && across >= threshold { isIgnored = true }
            return nil
        }
    }
}
