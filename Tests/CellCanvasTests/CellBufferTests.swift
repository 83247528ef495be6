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
