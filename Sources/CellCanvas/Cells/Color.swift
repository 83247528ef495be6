/// A colour as the terminal understands it.
public enum Color: Sendable, Equatable, Hashable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 256 palette entries (0–15 are the terminal's themed colours).
    case indexed(UInt8)
    /// A 24-bit colour; backends without direct colour map it to the nearest palette entry.
    case rgb(UInt8, UInt8, UInt8)
}

extension Color {
    /// The same colour: the same kind and value. Spelled out and inlinable (the derived one
    /// is a call into this module for every comparison the frame writer makes per cell).
    @inlinable public static func == (a: Color, b: Color) -> Bool {
        switch (a, b) {
        case (.default, .default): return true
        case let (.indexed(x), .indexed(y)): return x == y
        case let (.rgb(r1, g1, b1), .rgb(r2, g2, b2)): return r1 == r2 && g1 == g2 && b1 == b2
        default: return false
        }
    }
}
