/// Character attributes that survive without colour (and so under `NO_COLOR`).
public struct TextAttributes: OptionSet, Sendable, Hashable {
    /// One bit per attribute; only bits 0 to 5 are drawn (bit 6 marks a picture's cells).
    public let rawValue: UInt8

    /// Attributes from their bits; bits beyond the six known ones are kept but never drawn.
    @inlinable public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold text; some terminals show it as a brighter colour instead.
    @inlinable public static var bold: TextAttributes { TextAttributes(rawValue: 1 << 0) }
    /// Faint text. Without colour it stands in for grey (other cards, hints, fades).
    @inlinable public static var dim: TextAttributes { TextAttributes(rawValue: 1 << 1) }
    /// Italic text, where the terminal has an italic font.
    @inlinable public static var italic: TextAttributes { TextAttributes(rawValue: 1 << 2) }
    /// Underlined text.
    @inlinable public static var underline: TextAttributes { TextAttributes(rawValue: 1 << 3) }
    /// Foreground and background swapped, e.g. for the prompt being typed.
    @inlinable public static var reverse: TextAttributes { TextAttributes(rawValue: 1 << 4) }
    /// Struck-through text (markdown's `~~deleted~~`).
    @inlinable public static var strikethrough: TextAttributes { TextAttributes(rawValue: 1 << 5) }
    /// Not drawn: the cell is part of a picture drawn in symbols, so a terminal with few
    /// colours may dither its colours (text keeps the nearest).
    @inlinable public static var picture: TextAttributes { TextAttributes(rawValue: 1 << 6) }
}
