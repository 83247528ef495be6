/// A key with the modifiers held while it was pressed.
public struct KeyPress: Sendable, Hashable {
    /// The key pressed.
    public var key: Key
    /// The modifiers held; empty for a plain press. Shift is not set for an upper-case
    /// character: `G` arrives as `.character("G")` alone.
    public var modifiers: KeyModifiers

    /// A press of `key` with `modifiers`, none unless given.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}
