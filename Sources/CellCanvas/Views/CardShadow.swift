/// A card's drop shadow in cells: one shaded column to the right of the card and one
/// row below it, offset by a cell, the way HGPageScrollView's (3, 8) shadow reads at
/// terminal resolution (seeds-behaviours §6).
public struct CardShadow: Sendable, Equatable {
    /// The glyph the shadow is drawn with.
    public var glyph: Character
    /// The shadow's colour or attributes.
    public var style: Style

    /// A shadow drawn with `glyph` in `style`.
    public init(glyph: Character = "░", style: Style) {
        self.glyph = glyph
        self.style = style
    }

    /// Draws the shadow of a card filling `frame`, touching only cells inside `clip`.
    public func draw(under frame: Rect, on buffer: inout CellBuffer, clip: Rect? = nil) {
        guard frame.width > 0, frame.height > 0 else { return }
        let cell = Cell(glyph, style: style)
        for y in frame.minY + 1...frame.maxY {
            buffer.set(cell, x: frame.maxX, y: y, clip: clip)
        }
        for x in frame.minX + 1..<frame.maxX {
            buffer.set(cell, x: x, y: frame.maxY, clip: clip)
        }
    }
}
