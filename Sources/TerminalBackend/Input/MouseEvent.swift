/// A mouse button or wheel direction.
public enum MouseButton: Sendable, Hashable {
    case left, middle, right
    /// Buttons 8 to 11 (back, forward and beyond).
    case extra(Int)
    case wheelUp, wheelDown, wheelLeft, wheelRight
    /// No button: motion reported while nothing is pressed.
    case none
}

/// What the mouse did.
public enum MouseAction: Sendable, Hashable {
    case press
    case release
    /// The pointer moved; with a button other than `.none` this is a drag.
    case motion
}

/// A decoded mouse report. Positions are 0-based cells.
public struct MouseEvent: Sendable, Hashable {
    /// The button or wheel direction; `.none` for motion with no button held, and for a
    /// legacy X10 release, which does not say which button came up.
    public var button: MouseButton
    /// Press, release or motion; the decoder reports a wheel notch as a press.
    public var action: MouseAction
    /// Column of the pointer, 0 at the left edge; the decoder never reports a negative one.
    public var column: Int
    /// Row of the pointer, 0 at the top; the decoder never reports a negative one.
    public var row: Int
    /// Shift, Alt and Control as the report encodes them; the decoder never sets Meta.
    public var modifiers: KeyModifiers

    /// A mouse event as given; `column` and `row` are 0-based cells and are not clamped.
    public init(button: MouseButton, action: MouseAction, column: Int, row: Int, modifiers: KeyModifiers = []) {
        self.button = button
        self.action = action
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }

    /// True for a wheel notch in any direction.
    public var isWheel: Bool {
        switch button {
        case .wheelUp, .wheelDown, .wheelLeft, .wheelRight: return true
        default: return false
        }
    }
}
