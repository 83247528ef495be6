/// How a cell looks: colours and attributes.
///
/// Kept as one 64-bit word (each colour in 26 bits, the attributes in 8), so that cells
/// are small, plain data that compare a word at a time. Its parts are inlinable: the frame
/// writer and the dithering read them for every cell, and a call into this module each
/// time cost more than the reading.
public struct Style: Sendable, Equatable, Hashable {
    /// Foreground bits 0–25, background bits 26–51, attributes bits 52–59.
    @usableFromInline var bits: UInt64

    /// The text colour; `.default` keeps the terminal's own.
    public var foreground: Color {
        @inlinable get { Self.color(bits & Self.colorMask) }
        @inlinable set { bits = bits & ~Self.colorMask | Self.bits(for: newValue) }
    }

    /// The colour behind the text; `.default` keeps the terminal's own.
    public var background: Color {
        @inlinable get { Self.color(bits >> 26 & Self.colorMask) }
        @inlinable set { bits = bits & ~(Self.colorMask << 26) | Self.bits(for: newValue) << 26 }
    }

    /// Bold, dim, italic, underline, reverse: what still shows when colour is off.
    public var attributes: TextAttributes {
        @inlinable get { TextAttributes(rawValue: UInt8(truncatingIfNeeded: bits >> 52)) }
        @inlinable set { bits = bits & ~(0xFF << 52) | UInt64(newValue.rawValue) << 52 }
    }

    /// A style from its parts; each part left out is the terminal's plain look.
    @inlinable public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        bits = Self.bits(for: foreground) | Self.bits(for: background) << 26 | UInt64(attributes.rawValue) << 52
    }

    @inlinable init(bits: UInt64) {
        self.bits = bits & Self.allBits
    }

    /// The terminal's defaults, no attributes.
    public static let plain = Style()

    /// This style with `attributes` added.
    @inlinable public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// This style with every colour replaced by the terminal default (for `NO_COLOR`).
    @inlinable public var withoutColor: Style {
        Style(attributes: attributes)
    }

    /// The bits a style uses (a cell keeps its width above them).
    @inlinable static var allBits: UInt64 { (1 << 60) - 1 }
    @inlinable static var colorMask: UInt64 { (1 << 26) - 1 }

    /// The same colours and attributes: compared as the word they are kept in.
    @inlinable public static func == (a: Style, b: Style) -> Bool { a.bits == b.bits }

    /// A colour in 26 bits: a 2-bit kind (default, palette, RGB) above 24 bits of value.
    @inlinable static func bits(for color: Color) -> UInt64 {
        switch color {
        case .default: return 0
        case .indexed(let index): return 1 << 24 | UInt64(index)
        case .rgb(let r, let g, let b): return 2 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }

    @inlinable static func color(_ bits: UInt64) -> Color {
        switch bits >> 24 {
        case 1: return .indexed(UInt8(truncatingIfNeeded: bits))
        case 2: return .rgb(UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits))
        default: return .default
        }
    }
}
