import TerminalHarness
import Testing
@testable import CellCanvas

/// A card body laid out once per width, a step at a time, cut at 20,000 lines; the pieces
/// that make lines one at a time make the lines whole layouts made.
@Suite("Card body")
struct CardBodyTests {
    static let style = CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain)

    /// A paragraph, then a code block of `count` numbered lines.
    static func code(_ count: Int) -> CardBody {
        CardBody([.paragraph("Numbered lines follow."), .code(lines: (1...count).map { StyledText(plain: "line \($0)") }, language: "text")])
    }

    static func draw(_ card: CardView, columns: Int = 40, rows: Int = 20) -> String {
        var buffer = CellBuffer(size: Size(columns: columns, rows: rows))
        card.draw(in: buffer.bounds, on: &buffer)
        return buffer.renderedText()
    }

    @Test("a body is laid out once per width: drawn again, scrolled or asked for its rows, no line is made twice")
    func oncePerWidth() {
        let body = Self.code(300)
        for row in 0..<50 {
            _ = Self.draw(CardView(title: "T", body: body, style: Self.style, scrollRow: row, showsPosition: true))
            _ = CardView(title: "T", body: body, style: Self.style).bodyRowsLaidOut(cardWidth: 40)
        }
        // The paragraph, the language and 300 lines of code at 36 columns.
        #expect(body.widthsStarted == 1 && body.linesMade == 302)
        _ = Self.draw(CardView(title: "T", body: body, style: Self.style, showsPosition: true), columns: 60)
        _ = Self.draw(CardView(title: "T", body: body, style: Self.style, showsPosition: true))
        #expect(body.widthsStarted == 2 && body.linesMade == 604, "the first width is kept")
    }

    @Test("a long body costs a draw only the lines it shows and a step; the count shows as known until whole")
    func stepByStep() {
        let body = Self.code(200_000)
        let card = CardView(title: "T", body: body, style: Self.style, showsPosition: true)
        let first = Self.draw(card)
        #expect(body.linesMade <= CardBody.step + 20)
        #expect(first.contains(" 1–16 / 1000+ "))
        var draws = 1
        while body.isLayingOut(width: 36) {
            _ = Self.draw(card)
            draws += 1
        }
        #expect(draws == CardBody.lineLimit / CardBody.step + 1)
        #expect(body.linesMade == CardBody.lineLimit + 1)
        #expect(Self.draw(card).contains(" 1–16 / \(CardBody.lineLimit + 1) "))
    }

    @Test("a body past 20,000 lines is cut, the last line saying so")
    func cut() {
        let lines = Self.code(30_000).allLines(width: 30)
        #expect(lines.count == CardBody.lineLimit + 1)
        #expect(lines.last == CardBody.cutNote && lines[lines.count - 2].plain.contains("line 19998"))
        #expect(Self.code(100).allLines(width: 30).last?.plain.contains("line 100") == true, "a short body is whole")
    }

    @Test("wrapping a line at a time makes the lines a whole wrap makes (random words, widths 1–30, hanging indents)")
    func wrapperMatchesWrap() {
        var random = SeededGenerator(seed: 22)
        let words = ["a", "to", "carousel", "漢字", "supercalifragilistic", "é", "👍🏽", "x\u{301}", "", "  "]
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            let width = Int.random(in: 1...30, using: &random)
            let indent = Int.random(in: 0...4, using: &random)
            let wrapped = Array(IteratorSequence(LineWrapper(StyledText(plain: text), width: width, hangingIndent: indent))).map(\.plain)
            #expect(wrapped == TextLayout.wrap(text, width: width, hangingIndent: indent), "\(text.debugDescription) at \(width)")
        }
    }

    @Test("a paragraph of a megabyte without a space is wrapped a line's worth at a time")
    func longWord() {
        var wrapper = LineWrapper(StyledText(plain: String(repeating: "abcdefghij", count: 100_000)), width: 7)
        #expect(wrapper.next()?.plain == "abcdefg" && wrapper.next()?.plain == "hijabcd")
    }

    @Test("table columns narrow as taking one column at a time from the widest did, however wide the cells")
    func tableNarrowing() {
        func oneAtATime(_ widths: [Int], room: Int) -> [Int] {
            var widths = widths
            while widths.reduce(0, +) > room, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 3 {
                widths[widest] -= 1
            }
            return widths
        }
        var random = SeededGenerator(seed: 5)
        for _ in 0..<500 {
            let widths = (0..<Int.random(in: 1...8, using: &random)).map { _ in Int.random(in: 1...40, using: &random) }
            let room = Int.random(in: 0...200, using: &random)
            #expect(TextTable.Lines.narrowed(widths, toFit: room) == oneAtATime(widths, room: room), "\(widths) in \(room)")
        }
        let huge = TextTable(header: [StyledText(plain: String(repeating: "w", count: 1_000_000))], rows: [], alignments: [])
        #expect(TextBlock.table(huge).lines(width: 20).map(\.width) == [20, 20, 20, 20])
    }

    @Test("a table of 30,000 columns lays out the few that show")
    func wideTable() {
        let cells = (0..<30_000).map { StyledText(plain: "c\($0)") }
        let lines = TextBlock.table(TextTable(header: cells, rows: [cells], alignments: [])).lines(width: 30)
        #expect(lines.count == 5 && lines[1].plain.hasPrefix("│ c0 │ c1 │ c2 │"))
    }
}
