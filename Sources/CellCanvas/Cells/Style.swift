/// How a cell looks: colours and attributes.
///
/// Kept as one 64-bit word (each colour in 26 bits, the attributes in 8), so that cells
/// are small, plain data that compare a word at a time.
public struct Style: Sendable, Equatable, Hashable {
    /// Foreground bits 0–25, background bits 26–51, attributes bits 52–59.
    @usableFromInline private(set) var bits: UInt64

    /// The text colour; `.default` keeps the terminal's own.
    public var foreground: Color {
        get { Self.color(bits & Self.colorMask) }
        set { bits = bits & ~Self.colorMask | Self.bits(for: newValue) }
    }

    /// The colour behind the text; `.default` keeps the terminal's own.
    public var background: Color {
        get { Self.color(bits >> 26 & Self.colorMask) }
        set { bits = bits & ~(Self.colorMask << 26) | Self.bits(for: newValue) << 26 }
    }

    /// Bold, dim, italic, underline, reverse: what still shows when colour is off.
    public var attributes: TextAttributes {
        get { TextAttributes(rawValue: UInt8(truncatingIfNeeded: bits >> 52)) }
        set { bits = bits & ~(0xFF << 52) | UInt64(newValue.rawValue) << 52 }
    }

    /// A style from its parts; each part left out is the terminal's plain look.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        bits = Self.bits(for: foreground) | Self.bits(for: background) << 26 | UInt64(attributes.rawValue) << 52
    }

    @usableFromInline init(bits: UInt64) {
        self.bits = bits & Self.allBits
    }

    /// The terminal's defaults, no attributes.
    public static let plain = Style()

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// This style with every colour replaced by the terminal default (for `NO_COLOR`).
    public var withoutColor: Style {
        Style(attributes: attributes)
    }

    @usableFromInline static let allBits: UInt64 = (1 << 60) - 1
    private static let colorMask: UInt64 = (1 << 26) - 1

    /// A colour in 26 bits: a 2-bit kind (default, palette, RGB) above 24 bits of value.
    private static func bits(for color: Color) -> UInt64 {
        switch color {
        case .default: return 0
        case .indexed(let index): return 1 << 24 | UInt64(index)
        case .rgb(let r, let g, let b): return 2 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }

    private static func color(_ bits: UInt64) -> Color {
        switch bits >> 24 {
        case 1: return .indexed(UInt8(truncatingIfNeeded: bits))
        case 2: return .rgb(UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits))
        default: return .default
        }
    }
}
