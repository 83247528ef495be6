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
    public var button: MouseButton
    public var action: MouseAction
    public var column: Int
    public var row: Int
    public var modifiers: KeyModifiers

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
