import Testing
@testable import CellCanvas

@Suite("ProjectionRasterizer")
struct ProjectionRasterizerTests {
    static let style = CardStyle(border: Style(foreground: .indexed(75)), borderGlyphs: .rounded,
                                 title: Style(attributes: .bold), body: .plain)
    static let filler = Cell("·")
    let rasterizer = ProjectionRasterizer(isColorEnabled: true)

    /// A card drawn by `CardView` at `size`.
    static func card(_ size: Size, title: String = "Title 漢字", body: String = "one two three four five six") -> CellBuffer {
        var buffer = CellBuffer(size: size)
        CardView(title: title, blocks: [.paragraph(body)], style: style).draw(in: buffer.bounds, on: &buffer)
        return buffer
    }

    static func frame(_ columns: Int = 40, _ rows: Int = 16) -> CellBuffer {
        CellBuffer(size: Size(columns: columns, rows: rows), filling: filler)
    }

    /// Every wide glyph in `buffer` has its continuation and every continuation its glyph.
    static func noSplitGlyphs(_ buffer: CellBuffer) -> Bool {
        for y in 0..<buffer.size.rows {
            for x in 0..<buffer.size.columns {
                let cell = buffer[x, y]
                if cell.width == 2, buffer[x + 1, y].width != 0 || x + 1 >= buffer.size.columns { return false }
                if cell.isContinuation, x == 0 || buffer[x - 1, y].width != 2 { return false }
            }
        }
        return true
    }

    /// The cells of `buffer` whose centres lie outside `quad` still hold the filler.
    static func untouchedOutside(_ quad: Quad, in buffer: CellBuffer) -> Bool {
        for y in 0..<buffer.size.rows {
            for x in 0..<buffer.size.columns where !quad.contains(.centerOfCell(x: x, y: y)) {
                if buffer[x, y] != filler { return false }
            }
        }
        return true
    }

    @Test("a quad that is a plain rectangle reproduces the card cell for cell")
    func rectangleIsExact() {
        let rect = Rect(x: 6, y: 3, width: 22, height: 8)
        let projection = CardProjection(quad: Quad(rect))
        let card = Self.card(projection.contentSize)
        var frame = Self.frame()
        rasterizer.draw(card, style: Self.style, through: projection, alpha: 1, into: &frame)
        for y in 0..<16 {
            for x in 0..<40 {
                let expected = rect.contains(Point(x: x, y: y)) ? card[x - rect.x, y - rect.y] : Self.filler
                #expect(frame[x, y] == expected, "cell \(x),\(y)")
            }
        }
    }

    @Test("a trapezoid keeps its frame closed, its text whole, and nothing outside it")
    func trapezoid() {
        let quad = Quad(topLeft: SubcellPoint(x: 4, y: 1), topRight: SubcellPoint(x: 32, y: 3),
                        bottomRight: SubcellPoint(x: 32, y: 12), bottomLeft: SubcellPoint(x: 4, y: 14))
        let projection = CardProjection(quad: quad)
        var frame = Self.frame()
        rasterizer.draw(Self.card(projection.contentSize, title: "Heading"), style: Self.style, through: projection,
                        alpha: 1, into: &frame)
        #expect(Self.untouchedOutside(quad, in: frame))
        let text = frame.renderedText()
        #expect(text.contains("Heading") && text.contains("one two three"))
        let coverage = QuadCoverage(quad, over: frame.bounds)
        let frameGlyphs: Set<Character> = ["╭", "╮", "╰", "╯", "─", "│"]
        for y in 0..<16 {
            for x in 0..<40 where coverage.covers(x: x, y: y) && coverage.isEdge(x: x, y: y) {
                #expect(frameGlyphs.contains(frame[x, y].grapheme), "edge cell \(x),\(y) is \(frame[x, y].grapheme)")
            }
        }
    }

    @Test("a card off any screen edge is clipped cleanly: the visible part equals the unclipped drawing",
          arguments: [(-12, 4), (24, 4), (6, -5), (6, 12)])
    func clippedAtEdges(origin: (Int, Int)) {
        let size = Size(columns: 26, rows: 9)
        let card = Self.card(size, title: "Clipped card", body: "plain words only here")
        var reference = Self.frame(100, 60)
        rasterizer.draw(card, style: Self.style, through: CardProjection(quad: Quad(Rect(x: origin.0 + 40, y: origin.1 + 30,
                                                                                       width: 26, height: 9))),
                        alpha: 1, into: &reference)
        var frame = Self.frame()
        rasterizer.draw(card, style: Self.style, through: CardProjection(quad: Quad(Rect(x: origin.0, y: origin.1,
                                                                                   width: 26, height: 9))),
                        alpha: 1, into: &frame)
        for y in 0..<16 {
            for x in 0..<40 {
                #expect(frame[x, y] == reference[x + 40, y + 30], "cell \(x),\(y)")
            }
        }
    }

    @Test("nothing outside the clip rectangle is touched")
    func explicitClip() {
        let clip = Rect(x: 10, y: 4, width: 12, height: 5)
        var frame = Self.frame()
        rasterizer.draw(Self.card(Size(columns: 30, rows: 12)), style: Self.style,
                        through: CardProjection(quad: Quad(Rect(x: 2, y: 1, width: 30, height: 12))), alpha: 1,
                        into: &frame, clip: clip)
        for y in 0..<16 {
            for x in 0..<40 where !clip.contains(Point(x: x, y: y)) {
                #expect(frame[x, y] == Self.filler, "cell \(x),\(y)")
            }
        }
        #expect(frame[12, 5] != Self.filler)
    }

    @Test("a wide glyph cut by a quad or clip edge becomes a space, never half a glyph")
    func wideGlyphAtEdges() {
        var card = CellBuffer(size: Size(columns: 10, rows: 3))
        card.write("ab漢字漢字", x: 0, y: 1, style: .plain)
        var frame = Self.frame()
        rasterizer.draw(card, style: Self.style, through: CardProjection(quad: Quad(Rect(x: 5, y: 5, width: 10, height: 3))),
                        alpha: 1, into: &frame, clip: Rect(x: 0, y: 0, width: 14, height: 16))
        #expect(Self.noSplitGlyphs(frame))
        #expect(frame[11, 6].grapheme == "漢" && frame[13, 6].grapheme == " ")
        // Squeezed through a narrow trapezoid, wide glyphs still land whole or not at all.
        for right in stride(from: 6.0, through: 16, by: 0.7) {
            var squeezed = Self.frame()
            let quad = Quad(topLeft: SubcellPoint(x: 3.3, y: 2), topRight: SubcellPoint(x: right, y: 3),
                            bottomRight: SubcellPoint(x: right, y: 8), bottomLeft: SubcellPoint(x: 3.3, y: 9))
            rasterizer.draw(card, style: Self.style, through: CardProjection(quad: quad), alpha: 1, into: &squeezed)
            #expect(Self.noSplitGlyphs(squeezed), "right edge \(right)")
        }
    }

    @Test("fading: colours blend, below the threshold only the dimmed frame is left, alpha 0 draws nothing")
    func fading() {
        let rect = Rect(x: 4, y: 2, width: 24, height: 8)
        let projection = CardProjection(quad: Quad(rect))
        let card = Self.card(projection.contentSize, title: "Faded")
        var half = Self.frame()
        rasterizer.draw(card, style: Self.style, through: projection, alpha: 0.7, into: &half)
        #expect(half[4, 2].grapheme == "╭" && half[4, 2].style.foreground != .indexed(75))
        #expect(!half[4, 2].style.attributes.contains(.dim))
        #expect(half.renderedText().contains("Faded"))

        var faint = Self.frame()
        rasterizer.draw(card, style: Self.style, through: projection, alpha: 0.3, into: &faint)
        #expect(faint[4, 2].grapheme == "╭" && faint[4, 2].style.attributes.contains(.dim))
        #expect(faint[10, 5] == Self.filler && !faint.renderedText().contains("Faded"))

        var monochrome = Self.frame()
        ProjectionRasterizer(isColorEnabled: false).draw(card, style: Self.style, through: projection, alpha: 0.7,
                                                         into: &monochrome)
        #expect(monochrome[4, 2].style == Style(foreground: .indexed(75), attributes: .dim))

        var none = Self.frame()
        rasterizer.draw(card, style: Self.style, through: projection, alpha: 0, into: &none)
        #expect(none == Self.frame())

        // A view without a frame (a slide: text on empty cells) seen through leaves nothing.
        var frameless = CellBuffer(size: projection.contentSize)
        _ = frameless.write("Faded", x: 3, y: 3, style: .plain)
        var through = Self.frame()
        rasterizer.draw(frameless, style: Self.style, through: CardProjection(quad: Quad(topLeft: SubcellPoint(x: 4.3, y: 2.2), topRight: SubcellPoint(x: 27.6, y: 2.9),
                                                                               bottomRight: SubcellPoint(x: 27.2, y: 9.4), bottomLeft: SubcellPoint(x: 4.1, y: 9.8))),
                        alpha: 0.3, into: &through)
        #expect(through == Self.frame(), "\(through.renderedText())")
    }

    @Test("a card's back is its frame filled with a pattern and no text")
    func back() {
        let quad = Quad(topLeft: SubcellPoint(x: 30, y: 2), topRight: SubcellPoint(x: 8, y: 4),
                        bottomRight: SubcellPoint(x: 8, y: 11), bottomLeft: SubcellPoint(x: 30, y: 13))
        var frame = Self.frame()
        rasterizer.drawBack(style: Self.style, through: CardProjection(quad: quad), alpha: 1, into: &frame)
        let text = frame.renderedText()
        #expect(text.contains("░░░░") && text.contains("╭") && text.contains("╯"))
        #expect(text.allSatisfy { "░╭╮╰╯─│·\n ".contains($0) })
        #expect(Self.untouchedOutside(quad, in: frame))
    }

    @Test("a card turned in the screen plane: outline along the quad, text upright inside")
    func upright() {
        let quad = turnedQuad(width: 30, height: 10, degrees: 30, centre: SubcellPoint(x: 20, y: 8))
        let projection = CardProjection(quad: quad)
        var card = CellBuffer(size: projection.contentSize)
        CardView(title: "Upright", blocks: [], style: Self.style).draw(in: card.bounds, on: &card)
        var frame = Self.frame()
        rasterizer.draw(card, style: Self.style, through: projection, alpha: 1, into: &frame)
        let text = frame.renderedText()
        #expect(text.contains("Upright"))
        #expect(text.contains("╲") || text.contains("╱"))
        #expect(!text.contains("╭") && !text.contains("╯"))
        #expect(Self.untouchedOutside(quad, in: frame))
        var back = Self.frame()
        rasterizer.drawBack(style: Self.style, through: projection, alpha: 1, into: &back)
        #expect(back.renderedText().contains("░") && Self.untouchedOutside(quad, in: back))
    }
}
