/// One screen cell: a grapheme cluster and its style.
///
/// A glyph two columns wide occupies two cells: the first holds it (`width == 2`),
/// the second is a continuation (`width == 0`) that is never drawn on its own.
public struct Cell: Sendable, Equatable, Hashable {
    /// The grapheme cluster shown, already sanitised; a space for an empty cell.
    public var grapheme: Character
    /// 1 or 2 for a cell that starts a glyph, 0 for the right half of a wide glyph.
    public var width: UInt8
    /// Colours and attributes; the continuation half of a wide glyph carries its glyph's style.
    public var style: Style

    /// A cell showing `grapheme`, which must already be sanitised. `width` is taken as given:
    /// pass 2 for a wide glyph (`DisplayWidth.of` says which). `CellBuffer.set` ignores width 0.
    public init(_ grapheme: Character, width: UInt8 = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A space in the plain style.
    public static let blank = Cell(" ")

    /// A space in `style`.
    public static func blank(_ style: Style) -> Cell {
        Cell(" ", style: style)
    }

    /// True for the right half of a wide glyph.
    public var isContinuation: Bool { width == 0 }
}
