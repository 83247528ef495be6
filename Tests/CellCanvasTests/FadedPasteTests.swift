import Testing
@testable import CellCanvas

/// `CellBuffer.paste(_:at:clip:fadedTo:by:)`: a buffer put on another at a point, clipped,
/// its styles faded cell for cell (what a card fading in or out and a dimmed deck page are).
@Suite("Faded paste")
struct FadedPasteTests {
    static let colour = Fade(isColorEnabled: true)
    static let title = Style(foreground: .indexed(75), attributes: .bold)
    static let border = Style(foreground: .rgb(200, 100, 0))

    /// A 6×3 card: a border row, `ab漢` in the title style, a border row.
    static var card: CellBuffer {
        var card = CellBuffer(size: Size(columns: 6, rows: 3))
        card.write("┌────┐", x: 0, y: 0, style: border)
        card.write("│ab漢│", x: 0, y: 1, style: title)
        card.write("└────┘", x: 0, y: 2, style: border)
        return card
    }

    /// A 10×4 screen of dots.
    static var screen: CellBuffer { CellBuffer(size: Size(columns: 10, rows: 4), filling: Cell(".")) }

    @Test("every glyph lands where paste puts it, each style faded exactly as Fade says; the rest is untouched")
    func exactCells() {
        var faded = Self.screen
        faded.paste(Self.card, at: Point(x: 2, y: 1), fadedTo: 0.4, by: Self.colour)
        var plain = Self.screen
        plain.paste(Self.card, at: Point(x: 2, y: 1))
        #expect(faded.renderedText() == plain.renderedText())
        #expect(faded.renderedText() == """
            ..........
            ..┌────┐..
            ..│ab漢│..
            ..└────┘..
            """)
        for y in 0..<4 {
            for x in 0..<10 {
                let inside = x >= 2 && x < 8 && y >= 1
                let expected = inside ? Self.colour.style(plain[x, y].style, alpha: 0.4) : Style.plain
                #expect(faded[x, y].style == expected, "cell \(x), \(y)")
                #expect(faded[x, y].width == plain[x, y].width)
            }
        }
        #expect(faded[3, 2].style.attributes.contains(.dim), "below the dim threshold")
        #expect(faded[5, 2].width == 2 && faded[6, 2].isContinuation, "a wide glyph stays whole")
    }

    @Test("at alpha 1 it is paste, pictures carried; below it pictures are not carried and those covered go")
    func opaqueIsPaste() {
        var card = Self.card
        card.place(PixelPicture(width: 4, height: 2, rgb: [UInt8](repeating: 9, count: 24)), in: Rect(x: 1, y: 1, width: 2, height: 1))
        var opaque = Self.screen
        opaque.paste(card, at: Point(x: 1, y: 0), fadedTo: 1, by: Self.colour)
        var plain = Self.screen
        plain.paste(card, at: Point(x: 1, y: 0))
        #expect(opaque == plain && opaque.intactPictures.count == 1)
        var faded = opaque
        faded.paste(Self.card, at: Point(x: 0, y: 0), fadedTo: 0.9, by: Self.colour)
        #expect(faded.pictures.isEmpty)
    }

    @Test("clipped: nothing outside the clip changes; a wide glyph cut by either edge becomes a faded blank")
    func clippedWideGlyphs() {
        var right = Self.screen
        right.paste(Self.card, at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: 4, height: 4), fadedTo: 0.5, by: Self.colour)
        #expect(right.renderedText() == """
            ┌───......
            │ab ......
            └───......
            ..........
            """)
        #expect(right[3, 1].style == Self.colour.style(Self.title, alpha: 0.5), "the left half of 漢, cut, is a blank in its style")
        var left = Self.screen
        left.paste(Self.card, at: Point(x: 0, y: 0), clip: Rect(x: 4, y: 0, width: 6, height: 4), fadedTo: 0.5, by: Self.colour)
        #expect(left.renderedText() == """
            ....─┐....
            .... │....
            ....─┘....
            ..........
            """)
        #expect(left[4, 1].style == Self.colour.style(Self.title, alpha: 0.5) && left[4, 1].width == 1,
                "the right half of 漢, cut, is a blank in its style")
    }

    @Test("without colour any fade is the dim attribute, glyphs and colours kept")
    func noColour() {
        var faded = Self.screen
        faded.paste(Self.card, at: Point(x: 0, y: 0), fadedTo: 0.9, by: Fade(isColorEnabled: false))
        #expect(faded[1, 1].style == Self.title.adding(.dim) && faded[0, 0].style == Self.border.adding(.dim))
        #expect(faded[7, 1].style == .plain)
    }
}
