import Testing
@testable import CellCanvas

@Suite("Page dots")
struct PageDotsTests {
    static func drawn(_ dots: PageDots, width: Int) -> String {
        var buffer = CellBuffer(size: Size(columns: width, rows: 1))
        dots.draw(x: 0, y: 0, width: width, on: &buffer)
        return Self.trimmingTrailingSpaces(buffer.renderedText())
    }

    /// `text` without the spaces at the end of each line.
    static func trimmingTrailingSpaces(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }

    @Test("at rest the current dot is full and the others empty")
    func atRest() {
        #expect(Self.drawn(PageDots(count: 5, from: 2, to: 2, progress: 0), width: 20) == "○ ○ ● ○ ○")
    }

    @Test("while a page turns the target dot fills and the source dot empties, by quarters")
    func partialFill() {
        #expect(Self.drawn(PageDots(count: 4, from: 1, to: 2, progress: 0.25), width: 20) == "○ ◕ ◔ ○")
        #expect(Self.drawn(PageDots(count: 4, from: 1, to: 2, progress: 0.5), width: 20) == "○ ◑ ◑ ○")
        #expect(Self.drawn(PageDots(count: 4, from: 1, to: 2, progress: 0.8), width: 20) == "○ ◔ ◕ ○")
        #expect(Self.drawn(PageDots(count: 4, from: 1, to: 0, progress: 1), width: 20) == "● ○ ○ ○")
        #expect([0, 0.1, 0.2, 0.5, 0.7, 0.9, 1, .nan, 7].map(PageDots.glyph(fill:)) == ["○", "○", "◔", "◑", "◕", "●", "●", "○", "●"])
    }

    @Test("the dot more than half full takes the current style")
    func styles() {
        let bold = Style(attributes: .bold)
        var buffer = CellBuffer(size: Size(columns: 9, rows: 1))
        PageDots(count: 3, from: 0, to: 1, progress: 0.75, style: .plain, currentStyle: bold).draw(x: 0, y: 0, width: 9, on: &buffer)
        #expect(buffer[2, 0].style == bold && buffer[0, 0].style == .plain)
    }

    @Test("a named current page takes the current style and centres the window, however little it is filled")
    func namedCurrent() {
        let bold = Style(attributes: .bold)
        var buffer = CellBuffer(size: Size(columns: 9, rows: 1))
        let turning = PageDots(count: 3, from: 0, to: 2, progress: 0.1, current: 2, style: .plain, currentStyle: bold)
        turning.draw(x: 0, y: 0, width: 9, on: &buffer)
        #expect(buffer[4, 0].style == bold && buffer[0, 0].style == .plain)
        #expect(turning.currentPage == 2)
        #expect(PageDots(count: 3, from: 0, to: 2, progress: 0.1).currentPage == 0)
        // The window follows the named page: page 60 in the middle although 50 is nearly full.
        let window = PageDots(count: 100, from: 50, to: 60, progress: 0.1, current: 60)
        #expect(window.visiblePages(width: 15).pages == 57..<63)
    }

    @Test("too many pages: a window of dots around the page in focus, with … on the sides")
    func windowed() {
        let dots = PageDots(count: 100, from: 50, to: 51, progress: 0.25)
        let text = Self.drawn(dots, width: 15)
        #expect(text == "… ○ ○ ○ ◕ ◔ ○ …")
        #expect(dots.width(within: 15) == 15)
        #expect(Self.drawn(PageDots(count: 100, from: 0, to: 0, progress: 0), width: 15) == "● ○ ○ ○ ○ ○ …")
        #expect(Self.drawn(PageDots(count: 100, from: 99, to: 99, progress: 0), width: 15) == "… ○ ○ ○ ○ ○ ●")
    }

    @Test("drawing reports the column of each page's dot, and only of the dots drawn")
    func drawnColumns() {
        let dots = PageDots(count: 100, from: 50, to: 50, progress: 0)
        var buffer = CellBuffer(size: Size(columns: 30, rows: 1))
        // "… ○ ○ ○ ● ○ ○ …" at x = 10: the dots of pages 47…52 at 12, 14, …
        let drawn = dots.draw(x: 10, y: 0, width: 15, on: &buffer)
        #expect(drawn.map(\.page) == Array(47...52) && drawn.map(\.column) == [12, 14, 16, 18, 20, 22])
        let few = PageDots(count: 3, from: 0, to: 0, progress: 0).draw(x: 0, y: 0, width: 9, on: &buffer)
        #expect(few.map(\.page) == [0, 1, 2] && few.map(\.column) == [0, 2, 4])
    }

    @Test("no pages or no room draws nothing")
    func empty() {
        #expect(Self.drawn(PageDots(count: 0, from: 0, to: 0, progress: 0), width: 10) == "")
        var buffer = CellBuffer(size: Size(columns: 1, rows: 1))
        #expect(PageDots(count: 9, from: 3, to: 4, progress: 0.5).draw(x: 0, y: 0, width: 0, on: &buffer).isEmpty)
    }
}
