import Testing
@testable import CellCanvas

@Suite("Progress bar")
struct ProgressBarTests {
    @Test("whole cells, an eighth block at the tip, then the track")
    func eighths() {
        #expect(String(ProgressBar(fraction: 0).glyphs(width: 4)) == "────")
        #expect(String(ProgressBar(fraction: 1).glyphs(width: 4)) == "████")
        // 4 cells · 8 · 0.5 = 16 eighths: two full cells.
        #expect(String(ProgressBar(fraction: 0.5).glyphs(width: 4)) == "██──")
        // 19 eighths: two full, then three eighths.
        #expect(String(ProgressBar(fraction: 19.0 / 32).glyphs(width: 4)) == "██▍─")
        #expect(String(ProgressBar(fraction: 1.0 / 32).glyphs(width: 4)) == "▏───")
        #expect(String(ProgressBar(fraction: 7.0 / 32).glyphs(width: 4)) == "▉───")
    }

    @Test("out-of-range and non-finite fractions are clamped; no width draws nothing")
    func clamping() {
        #expect(String(ProgressBar(fraction: 3).glyphs(width: 2)) == "██")
        #expect(String(ProgressBar(fraction: -1).glyphs(width: 2)) == "──")
        #expect(String(ProgressBar(fraction: .nan).glyphs(width: 2)) == "──")
        #expect(ProgressBar(fraction: 0.5).glyphs(width: 0).isEmpty)
    }

    @Test("the filled cells take the bar's style, the track its own")
    func styles() {
        let bold = Style(attributes: .bold), dim = Style(attributes: .dim)
        var buffer = CellBuffer(size: Size(columns: 6, rows: 1))
        ProgressBar(fraction: 0.3, style: bold, trackStyle: dim).draw(x: 1, y: 0, width: 4, on: &buffer)
        #expect(buffer.renderedText() == " █▎── ")
        #expect(buffer[2, 0].style == bold && buffer[3, 0].style == dim)
    }
}
