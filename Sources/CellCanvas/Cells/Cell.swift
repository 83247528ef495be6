/// One screen cell: a grapheme cluster and its style.
///
/// A glyph two columns wide occupies two cells: the first holds it (`width == 2`),
/// the second is a continuation (`width == 0`) that is never drawn on its own. Plain data
/// of three 64-bit words (the glyph's two, then the style with the width in its top
/// bits), so frames of cells copy and compare without reference counting, a row at a time.
public struct Cell: Sendable, Equatable, Hashable {
    /// The grapheme cluster shown, already sanitised; a space for an empty cell.
    public var glyph: Glyph
    /// The style's bits, and the width in bits 60–61.
    @usableFromInline var packed: UInt64

    /// A cell showing `grapheme`, which must already be sanitised. `width` is taken as given:
    /// pass 2 for a wide glyph (`DisplayWidth.of` says which). `CellBuffer.set` ignores width 0.
    public init(_ grapheme: Character, width: UInt8 = 1, style: Style = .plain) {
        self.init(glyph: Glyph(grapheme), width: width, style: style)
    }

    /// A cell showing `glyph`, which must already be sanitised, `width` columns wide.
    @inlinable public init(glyph: Glyph, width: UInt8 = 1, style: Style = .plain) {
        self.glyph = glyph
        packed = style.bits | UInt64(min(width, 3)) << 60
    }

    /// 1 or 2 for a cell that starts a glyph, 0 for the right half of a wide glyph.
    public var width: UInt8 {
        @inlinable get { UInt8(truncatingIfNeeded: packed >> 60) }
        @inlinable set { packed = packed & Style.allBits | UInt64(min(newValue, 3)) << 60 }
    }

    /// Colours and attributes; the continuation half of a wide glyph carries its glyph's style.
    public var style: Style {
        @inlinable get { Style(bits: packed) }
        @inlinable set { packed = packed & ~Style.allBits | newValue.bits }
    }

    /// The grapheme cluster shown, as a `Character`.
    public var grapheme: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    /// A space in the plain style.
    public static let blank = Cell(glyph: .space)

    /// A space in `style`.
    public static func blank(_ style: Style) -> Cell {
        Cell(glyph: .space, style: style)
    }

    /// True for a space (of any style).
    @inlinable public var isSpace: Bool { glyph.isSpace }

    /// True for the right half of a wide glyph.
    @inlinable public var isContinuation: Bool { width == 0 }

    /// The same glyph, width and style: compared as the three words a cell is kept in
    /// (the frame writer compares cells one by one wherever a row changed).
    @inlinable public static func == (a: Cell, b: Cell) -> Bool {
        a.glyph == b.glyph && a.packed == b.packed
    }
}
