/// A key on the keyboard, as decoded from what the terminal sends.
public enum Key: Sendable, Hashable {
    /// A printable character; Ctrl+letter arrives as the letter with `.control`.
    case character(Character)
    case enter, tab, backspace, escape
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    /// F1 to F12 (and beyond, where the terminal sends them).
    case function(Int)
}
