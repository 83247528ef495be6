import CellCanvas
import Testing
@testable import TerminalBackend

/// A two-colour block symbol whose colours are the pen's swapped goes out as its complement,
/// with no change of colour; the screen's copy keeps the frame's cell.
@Suite("Complement symbols")
struct ComplementSymbolTests {
    static let a = Color.indexed(196), b = Color.indexed(21)

    static func frame(_ cells: [Cell]) -> CellBuffer {
        var frame = CellBuffer(size: Size(columns: cells.count + 2, rows: 1))
        for (x, cell) in cells.enumerated() { frame.set(cell, x: x, y: 0) }
        return frame
    }

    @Test("▘ in red on blue after ▘ in blue on red goes out as ▟, no SGR between")
    func swapped() {
        var writer = FrameWriter(capabilities: .xterm256)
        let bytes = writer.bytes(for: Self.frame([Cell("▘", style: Style(foreground: Self.b, background: Self.a)),
                                                  Cell("▘", style: Style(foreground: Self.a, background: Self.b))]))
        #expect(String(decoding: bytes, as: UTF8.self).contains("▘▟"))
        #expect(writer.bytes(for: Self.frame([Cell("▘", style: Style(foreground: Self.b, background: Self.a)),
                                              Cell("▘", style: Style(foreground: Self.a, background: Self.b))])).isEmpty,
                "the screen's copy is the frame's cell: nothing to write again")
    }

    @Test("a bold cell, or a glyph with no complement, keeps its form")
    func kept() {
        var writer = FrameWriter(capabilities: .xterm256)
        let bold = String(decoding: writer.bytes(for: Self.frame([
            Cell("▘", style: Style(foreground: Self.b, background: Self.a)),
            Cell("▘", style: Style(foreground: Self.a, background: Self.b, attributes: .bold))])), as: UTF8.self)
        #expect(!bold.contains("▟"))
        writer.invalidate()
        let letter = String(decoding: writer.bytes(for: Self.frame([
            Cell("▘", style: Style(foreground: Self.b, background: Self.a)),
            Cell("x", style: Style(foreground: Self.a, background: Self.b))])), as: UTF8.self)
        #expect(letter.contains("x"))
    }

    @Test("every complement is a symbol whose complement is the first")
    func pairs() {
        for symbols in BlockSymbols.allCases {
            let count = symbols.grid.columns * symbols.grid.rows
            for mask in 1..<(1 << count) - 1 {
                let glyph = Glyph(symbols.glyph(mask))
                #expect(BlockSymbols.complement(of: glyph) == Glyph(symbols.glyph((1 << count) - 1 - mask)))
            }
        }
        #expect(BlockSymbols.complement(of: Glyph(" ")) == nil && BlockSymbols.complement(of: Glyph("█")) == nil)
    }
}
