import CellCanvas
import TerminalBackend

/// What the four components have in common, so a program drives any of them the same
/// way: tell it its frame, step it with the time, render it, hand it the input events;
/// what it hits is what its last render drew (`hitMap`).
///
/// ```swift
/// func run(_ component: some Component, on terminal: Terminal) {
///     var frame = CellBuffer(size: terminal.size)
///     while true {
///         let now = MonotonicClock.now()
///         component.step(now: now)
///         component.draw(in: frame.bounds, on: &frame)
///         terminal.present(frame)
///         for event in terminal.nextEvents(deadline: component.isAnimating ? now + 1.0 / 60 : nil) {
///             component.handle(event)
///         }
///     }
/// }
/// ```
public protocol Component: AnyObject {
    /// Where the component is on the screen.
    var frame: Rect { get set }
    /// The keys it answers to (each bound to an `Action`).
    var keyMap: KeyMap { get }
    /// True while anything moves on its own: step and draw until it is false.
    var isAnimating: Bool { get }
    /// How its items' pictures are drawn (handed to them in `ItemContext.pictures`): set
    /// it as the terminal turns out to show them (`PictureDisplay.follow(_:)`).
    var pictureDisplay: PictureDisplay { get set }
    /// Advances motion to `now` (seconds on a clock that only goes forward).
    func step(now: Double)
    /// What the last `render` drew where, in screen cells, front-most last. Clicks,
    /// presses, the targets of drags and the wheel resolve against it, never against a
    /// layout worked out again: what is hit is what the user saw.
    var hitMap: HitMap { get }
    /// Draws inside `region` of `buffer` (which becomes its frame) and returns what it
    /// drew where, in screen cells, front-most last; the component keeps it as `hitMap`.
    @discardableResult
    func render(in region: Rect, on buffer: inout CellBuffer) -> HitMap
    /// Does what an action asks; false for actions it does not take.
    @discardableResult
    func perform(_ action: Action, at time: Double) -> Bool
    /// A mouse event in screen cells; false when it is outside the frame and no drag is held.
    @discardableResult
    func handle(_ mouse: MouseEvent, at time: Double) -> Bool
    /// Anything else that is not a key or a mouse event (a paste, say); false when unused.
    func handleOther(_ event: InputEvent) -> Bool
    /// A key was pressed that the component gets no action for (the host's own, a
    /// prompt's): motion that any touch stops should stop. Nothing by default.
    func keyWasPressed(at time: Double)
    /// What its items show changed under the same views (a picture finished decoding):
    /// draw them again. Nothing by default (views drawn by their drawing keys see it).
    func setNeedsDisplay()
}

extension Component {
    /// Draws inside `region` of `buffer` (which becomes its frame): `render` without
    /// looking at the map it returns (the component keeps it).
    public func draw(in region: Rect, on buffer: inout CellBuffer) {
        render(in: region, on: &buffer)
    }

    public func handleOther(_ event: InputEvent) -> Bool { false }
    public func keyWasPressed(at time: Double) {}
    public func setNeedsDisplay() {}

    /// Handles a key (through `keyMap`) or mouse event; false for events the component does
    /// not use, so your program can.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .key(let press):
            if let action = keyMap.action(for: press), perform(action, at: event.time) { return true }
            return handleOther(event)
        case .mouse(let mouse):
            return handle(mouse, at: event.time)
        default:
            return handleOther(event)
        }
    }
}
