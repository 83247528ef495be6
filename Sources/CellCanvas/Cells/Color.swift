/// A colour as the terminal understands it.
public enum Color: Sendable, Equatable, Hashable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 256 palette entries (0–15 are the terminal's themed colours).
    case indexed(UInt8)
    /// A 24-bit colour; backends without direct colour map it to the nearest palette entry.
    case rgb(UInt8, UInt8, UInt8)
}
