import CarouselEngine
import TerminalBackend

/// The one gesture layer under every component: the wheel, drags, flings, a press that
/// stops motion, and reduced motion, applied to any engine `Pager`. Clicks and drags across
/// the pager's axis come back to the component, which knows what is under the pointer.
public struct PagerGestures: Sendable {
    /// What the component is left to do after an event.
    public enum Outcome: Sendable, Equatable {
        /// The button went down at this cell (the pager has stopped, where presses stop it).
        case pressed(column: Int, row: Int)
        /// A click at this cell; `wasMoving` when the press stopped a motion (such a click
        /// usually only stops, it does not choose).
        case click(column: Int, row: Int, wasMoving: Bool)
        /// The pager was let go after a drag.
        case released
        /// A gesture along the other axis (with the `.either` policy): the component's own,
        /// e.g. a list scrolled up and down under pages that slide sideways.
        case crossAxis(PointerGesture)
    }

    /// Columns of motion left that a press treats as none: less than half a cell is not on screen.
    public static let invisibleDistance = 0.5
    /// Rows a wheel notch scrolls text (a card's, a list, a pane): the same everywhere.
    public static let wheelRows = 3

    /// Turns mouse events into gestures; its policy says which axis drags the pager.
    public var pointer: PointerTracker
    /// The axis the pager moves along; drags along the other come back as `.crossAxis`.
    public var pagerAxis: PointerAxis
    /// Items (pages) per second one wheel notch adds to the pager.
    public var notchVelocity: Double
    /// False for reduced motion: a notch, a release and a scroll land at once.
    public var animates: Bool
    /// The pager's columns per cell of pointer travel along its axis: 1 across, the cell
    /// aspect ratio up and down (the engine measures pitch in column units).
    public var unitsPerCell: Double
    /// Whether the pager was moving (autoscroll aside) when the button went down.
    public private(set) var wasMovingAtPress = false
    /// How far the pager's drag has moved, in the pager's columns, since it began.
    public private(set) var dragTranslation = 0.0
    /// The axis of the drag in progress (the tracker forgets it within a release).
    private var dragAxis: PointerAxis?

    /// Gestures for a pager along `axis` (drags along it only, unless `either`).
    public init(axis: PointerAxis = .horizontal, allowsCrossAxis: Bool = false, notchVelocity: Double,
                animates: Bool = true, cellAspectRatio: Double = 2) {
        pointer = PointerTracker(axisPolicy: allowsCrossAxis ? .either : (axis == .vertical ? .vertical : .horizontal),
                                 cellAspectRatio: cellAspectRatio)
        pagerAxis = axis
        self.notchVelocity = notchVelocity
        self.animates = animates
        unitsPerCell = axis == .vertical ? cellAspectRatio : 1
    }

    /// The pager's axis changed (a carousel turned vertical): drags follow it.
    public mutating func setAxis(_ axis: PointerAxis) {
        pagerAxis = axis
        if pointer.axisPolicy != .either { pointer.axisPolicy = axis == .vertical ? .vertical : .horizontal }
        unitsPerCell = axis == .vertical ? pointer.cellAspectRatio : 1
    }

    /// What a wheel notch asks of a component.
    public enum WheelGesture: Sendable, Equatable {
        /// The pager goes one item (page) on, or back.
        case turn(forward: Bool)
        /// The content under the pointer scrolls by these rows (down when positive).
        case scroll(rows: Int)
    }

    /// What a wheel notch asks for: up and down scroll the content by `wheelRows` where the
    /// component says there is content to scroll there (`scrollsContent`), and otherwise
    /// turn the pager, as do sideways notches and shift with up and down (the sideways
    /// wheel of a mouse without one). Down and right go forward. nil for anything but a notch.
    public static func wheelGesture(for mouse: MouseEvent, scrollsContent: Bool) -> WheelGesture? {
        let sideways = mouse.modifiers.contains(.shift)
        switch mouse.button {
        case .wheelUp where scrollsContent && !sideways: return .scroll(rows: -wheelRows)
        case .wheelDown where scrollsContent && !sideways: return .scroll(rows: wheelRows)
        case .wheelUp, .wheelLeft: return .turn(forward: false)
        case .wheelDown, .wheelRight: return .turn(forward: true)
        default: return nil
        }
    }

    /// A wheel notch: the pager glides one more item (page) forward or back, or steps at
    /// once with reduced motion.
    public func wheel<P: Pager>(forward: Bool, pager: inout P, now: Double) -> [P.Event] {
        guard pager.isScrollEnabled else { return [] }
        return animates ? pager.fling(velocity: forward ? notchVelocity : -notchVelocity, now: now)
                        : pager.step(by: forward ? 1 : -1, animated: false, now: now)
    }

    /// Forgets a press in progress (input the component drops, as during a zoom): the next
    /// press starts afresh.
    public mutating func cancel() {
        pointer.cancel()
        dragAxis = nil
    }

    /// Applies a left-button event to `pager`; returns the events it caused (report them
    /// once the pager is no longer borrowed) and what is left for the component.
    public mutating func handle<P: Pager>(_ mouse: MouseEvent, at time: Double,
                                          pager: inout P) -> (events: [P.Event], outcomes: [Outcome]) {
        var outcomes: [Outcome] = []
        var events: [P.Event] = []
        func report(_ new: [P.Event]) { events += new }
        for gesture in pointer.handle(mouse, at: time) {
            switch gesture {
            case .press(let column, let row):
                dragAxis = nil
                if let landed = pager.land(ifWithin: Self.invisibleDistance, now: time) {
                    // The rest of the motion was less than half a cell: what the user
                    // clicked is what stands there now.
                    wasMovingAtPress = false
                    report(landed)
                } else {
                    wasMovingAtPress = pager.isMoving && !pager.isAutoscrolling
                    report(pager.stopMotion(now: time))
                }
                outcomes.append(.pressed(column: column, row: row))
            case .dragBegan(let axis):
                dragAxis = axis
                if axis == pagerAxis {
                    dragTranslation = 0
                    report(pager.beginDragging(now: time))
                } else {
                    outcomes.append(.crossAxis(gesture))
                }
            case .dragMoved(let translation, let velocity):
                if dragAxis == pagerAxis {
                    dragTranslation = translation * unitsPerCell
                    report(pager.drag(translation: translation * unitsPerCell, velocity: velocity * unitsPerCell, now: time))
                } else {
                    outcomes.append(.crossAxis(gesture))
                }
            case .dragEnded:
                defer { dragAxis = nil }
                if dragAxis == pagerAxis {
                    report(pager.endDragging(now: time))
                    if !animates { report(pager.step(by: 0, animated: false, now: time)) }
                    outcomes.append(.released)
                } else {
                    outcomes.append(.crossAxis(gesture))
                }
            case .click(let column, let row):
                outcomes.append(.click(column: column, row: row, wasMoving: wasMovingAtPress))
            }
        }
        return (events, outcomes)
    }
}
