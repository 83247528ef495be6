import Testing
@testable import CellCanvas

@Suite("CellBuffer")
struct CellBufferTests {
    @Test("text is written cell by cell and clipped at the buffer's edge")
    func writeAndClip() {
        var buffer = CellBuffer(size: Size(columns: 6, rows: 2))
        let advanced = buffer.write("hello world", x: 2, y: 0, style: .plain)
        #expect(advanced == 4)
        #expect(buffer.renderedText() == "  hell\n      ")
        buffer.write("xyz", x: -1, y: 1, style: .plain)
        #expect(buffer.renderedText() == "  hell\nyz    ")
    }

    @Test("a wide glyph that does not fit is not split: a space takes its place")
    func wideGlyphNeverSplit() {
        var buffer = CellBuffer(size: Size(columns: 5, rows: 1))
        buffer.write("ab漢字", x: 0, y: 0, style: .plain)
        #expect(buffer.renderedText() == "ab漢 ")
        #expect(buffer[2, 0].width == 2 && buffer[3, 0].isContinuation)
        var clipped = CellBuffer(size: Size(columns: 6, rows: 1))
        clipped.write("漢字", x: 1, y: 0, style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(clipped.renderedText() == " 漢   ")
        var left = CellBuffer(size: Size(columns: 4, rows: 1))
        left.write("漢字", x: -1, y: 0, style: .plain)
        #expect(left.renderedText() == " 字 ")
    }

    @Test("a cell lands only inside both the buffer and the clip, at every edge: clips reaching past the buffer on either side, inside it, disjoint from it, and empty")
    func setClipsAtEveryEdge() {
        let size = Size(columns: 6, rows: 3)
        let clips: [Rect?] = [nil, Rect(x: -2, y: -1, width: 5, height: 3), Rect(x: 2, y: 1, width: 9, height: 5),
                              Rect(x: 1, y: 0, width: 3, height: 3), Rect(x: 1, y: 1, width: 0, height: 1),
                              Rect(x: 2, y: 1, width: 2, height: 0), Rect(x: 7, y: 0, width: 3, height: 3),
                              Rect(x: -4, y: 0, width: 3, height: 3), Rect(x: 0, y: 3, width: 6, height: 2)]
        let red = Style(foreground: .indexed(1))
        func inside(_ x: Int, _ y: Int, _ clip: Rect?) -> Bool {
            x >= 0 && x < size.columns && y >= 0 && y < size.rows
                && clip.map { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height } ?? true
        }
        for clip in clips {
            for y in -1...size.rows {
                for x in -2...size.columns + 1 {
                    var narrow = CellBuffer(size: size)
                    narrow.set(Cell("x"), x: x, y: y, clip: clip)
                    var wide = CellBuffer(size: size)
                    wide.set(Cell("漢", width: 2, style: red), x: x, y: y, clip: clip)
                    for row in 0..<size.rows {
                        for column in 0..<size.columns {
                            let here = column == x && row == y, after = column == x + 1 && row == y
                            let context = "clip \(String(describing: clip)), at \(x), \(y), cell \(column), \(row)"
                            #expect(narrow[column, row].grapheme == (here && inside(x, y, clip) ? "x" : " "), "\(context)")
                            // Whole where both halves fit, a blank in its style where only the first does, else nothing.
                            let fits = inside(x, y, clip) && inside(x + 1, y, clip)
                            let expected = here && fits ? Cell("漢", width: 2, style: red)
                                : after && fits ? Cell(" ", width: 0, style: red)
                                : here && inside(x, y, clip) ? Cell.blank(red) : Cell.blank
                            #expect(wide[column, row] == expected, "\(context)")
                        }
                    }
                }
            }
        }
    }

    @Test("overwriting either half of a wide glyph blanks the other half")
    func overwriteHalves() {
        var buffer = CellBuffer(size: Size(columns: 4, rows: 1))
        buffer.write("漢字", x: 0, y: 0, style: .plain)
        buffer.set(Cell("x"), x: 1, y: 0)
        #expect(buffer.renderedText() == " x字")
        buffer.set(Cell("y"), x: 2, y: 0)
        #expect(buffer.renderedText() == " xy ")
        buffer.write("漢", x: 1, y: 0, style: .plain)
        #expect(buffer.renderedText() == " 漢 ")
        #expect(buffer[3, 0] == .blank)
    }

    @Test("resizing keeps what overlaps")
    func resize() {
        var buffer = CellBuffer(size: Size(columns: 4, rows: 2))
        buffer.write("ab漢", x: 0, y: 0, style: .plain)
        buffer.resize(to: Size(columns: 3, rows: 1))
        #expect(buffer.renderedText() == "ab ")
    }

    @Test("a 0×0 buffer accepts every call")
    func empty() {
        var buffer = CellBuffer(size: Size(columns: 0, rows: 0))
        buffer.write("x", x: 0, y: 0, style: .plain)
        buffer.fill(Rect(x: -5, y: -5, width: 10, height: 10), with: .blank)
        #expect(buffer.renderedText() == "")
    }
}

@Suite("Cells as plain data")
struct CellLayoutTests {
    @Test("a cell is three 64-bit words with no padding, so rows compare a word at a time")
    func layout() {
        #expect(MemoryLayout<Cell>.size == 24 && MemoryLayout<Cell>.stride == 24)
        #expect(MemoryLayout<Style>.size == 8)
        #expect(_isPOD(Cell.self))
    }

    @Test("style and width round-trip through the packed cell; every colour kind and attribute")
    func packing() {
        let colours: [Color] = [.default, .indexed(0), .indexed(255), .rgb(1, 2, 3), .rgb(255, 255, 255)]
        for fg in colours {
            for bg in colours {
                for attributes in [TextAttributes(), .bold, [.dim, .italic, .underline, .reverse]] {
                    let style = Style(foreground: fg, background: bg, attributes: attributes)
                    #expect(style.foreground == fg && style.background == bg && style.attributes == attributes)
                    for width: UInt8 in [0, 1, 2] {
                        let cell = Cell("漢", width: width, style: style)
                        #expect(cell.style == style && cell.width == width && cell.grapheme == "漢")
                    }
                }
            }
        }
    }

    @Test("glyphs keep every cluster: ASCII, CJK, ZWJ sequences, flags, and clusters longer than 15 bytes")
    func glyphs() {
        for text in ["a", " ", "漢", "é", "e\u{301}", "👩‍💻", "🇧🇷", "🧑🏽‍🚀", "👨‍👩‍👧‍👦", "1️⃣"] {
            let character = Character(text)
            let glyph = Glyph(character)
            #expect(glyph.character == character, "\(text)")
            #expect(glyph.utf8Count == text.utf8.count)
            #expect(glyph.withUTF8 { Array($0) } == Array(text.utf8))
            var appended: [UInt8] = [0x41]
            glyph.appendUTF8(to: &appended)
            #expect(appended == [0x41] + Array(text.utf8), "\(text)")
            #expect(Glyph(character) == glyph)
        }
        #expect(Glyph("a").firstScalar.scalar == "a" && Glyph("a").firstScalar.isOnly)
        #expect(Glyph("漢").firstScalar.scalar == "漢" && Glyph("漢").firstScalar.isOnly)
        #expect(!Glyph("👩‍💻").firstScalar.isOnly && Glyph("👩‍💻").firstScalar.scalar == "👩")
        // Every length of UTF-8 at both ends of its range, the symbols pictures are drawn
        // with, and each followed by a combining mark (not the only scalar then).
        let scalars: [UInt32] = [0x41, 0x7E, 0xA0, 0x7FF, 0x800, 0x2580, 0x259F, 0xFFFD, 0x10000, 0x1FB00, 0x1FB3B, 0x10FFFF]
        for value in scalars {
            let scalar = Unicode.Scalar(value)!
            let alone = Glyph(Character(scalar)).firstScalar
            #expect(alone.scalar == scalar && alone.isOnly, "U+\(String(value, radix: 16))")
            let marked = Glyph(Character(String(scalar) + "\u{301}")).firstScalar
            #expect(marked.scalar == scalar && !marked.isOnly, "U+\(String(value, radix: 16)) with a mark")
        }
    }

    @Test("cells, glyphs and styles are equal exactly when every part is")
    func equality() {
        let style = Style(foreground: .rgb(1, 2, 3), background: .indexed(200), attributes: .bold)
        let cell = Cell("▚", style: style)
        #expect(cell == Cell("▚", style: Style(foreground: .rgb(1, 2, 3), background: .indexed(200), attributes: .bold)))
        #expect(cell != Cell("▞", style: style))
        #expect(cell != Cell("▚", width: 2, style: style))
        #expect(cell != Cell("▚", style: style.adding(.dim)))
        #expect(style != Style(foreground: .rgb(1, 2, 4), background: .indexed(200), attributes: .bold))
        #expect(style != Style(foreground: .rgb(1, 2, 3), background: .indexed(201), attributes: .bold))
        #expect(Style(foreground: .indexed(3)) != Style(background: .indexed(3)))
        // A long cluster differs from another in its table entry, past the inline bytes.
        #expect(Glyph("👨‍👩‍👧‍👦") != Glyph("👨‍👩‍👧‍👧") && Glyph("👨‍👩‍👧‍👦") == Glyph("👨‍👩‍👧‍👦"))
        #expect(Glyph("🧑🏽‍🚀") != Glyph("🧑🏽‍🚒"))
    }

    @Test("the columns that differ in a row, found word by word")
    func differingColumns() {
        var a = CellBuffer(size: Size(columns: 10, rows: 2))
        var b = a
        #expect(a.differingColumns(ofRow: 0, from: b) == nil)
        b.write("x", x: 3, y: 0, style: .plain)
        b.write("y", x: 7, y: 0, style: Style(foreground: .indexed(2)))
        #expect(a.differingColumns(ofRow: 0, from: b) == 3...7)
        #expect(a.differingColumns(ofRow: 1, from: b) == nil)
        a.copyRow(0, from: b)
        #expect(a.differingColumns(ofRow: 0, from: b) == nil)
    }
}

@Suite("Pasting buffers")
struct CellBufferPasteTests {
    @Test("a paste lands where it fits, clipped; wide glyphs cut by its edges become blanks, whole ones stay")
    func pasteClipsAndKeepsGlyphsWhole() {
        var card = CellBuffer(size: Size(columns: 6, rows: 2))
        card.write("漢ab漢", x: 0, y: 0, style: .plain)
        card.write("xyz", x: 0, y: 1, style: .plain)
        var frame = CellBuffer(size: Size(columns: 8, rows: 3))
        frame.write("漢漢漢漢", x: 0, y: 0, style: .plain)
        frame.paste(card, at: Point(x: 3, y: 0), clip: Rect(x: 0, y: 0, width: 8, height: 2))
        // Row 0: the frame's 漢 at 2–3 lost its right half → blank; the card's last 漢 (7–8) is cut by the edge.
        #expect(frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false)[0] == "漢 漢ab ")
        #expect(frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false)[1] == "   xyz  ")
        #expect(frame[7, 0].width == 1 && !frame[3, 0].isContinuation)
        var copy = CellBuffer(size: Size(columns: 8, rows: 3))
        copy.paste(frame.copy(of: Rect(x: 0, y: 0, width: 8, height: 3)), at: Point(x: 0, y: 0))
        #expect(copy == frame, "a copy pasted back is the same")
    }
}
