/// Modifier keys held with a key or mouse event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// One bit per modifier, bits 0 to 3.
    public let rawValue: UInt8

    /// Modifiers from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift: from xterm's modifier parameter or a mouse report, and with `.tab` for
    /// Shift+Tab. Never set for an upper-case character.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt (Option): from an ESC before the key, xterm's modifier parameter, or a mouse report.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control. Ctrl+letter arrives as the lower-case letter with this set, Ctrl+Space as a space.
    public static let control = KeyModifiers(rawValue: 1 << 2)
    /// Meta: reported only through xterm's modifier parameter, never for mouse events.
    public static let meta = KeyModifiers(rawValue: 1 << 3)

    /// Decodes xterm's modifier parameter (`1 + bits`, as in `\e[1;5C` for Ctrl+→).
    init(xtermParameter value: Int) {
        let bits = max(value - 1, 0)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & 8 != 0 { modifiers.insert(.meta) }
        self = modifiers
    }
}
