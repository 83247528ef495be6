import Testing
@testable import CellCanvas

@Suite("CardView")
struct CardViewTests {
    static let style = CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain)

    @Test("a card lays its text out for its own width and ends an overflowing body with …")
    func layout() {
        var buffer = CellBuffer(size: Size(columns: 16, rows: 7))
        let card = CardView(title: "A title too long", blocks: [
            .paragraph("one two three four five six"), .bullet("bullet item here"),
        ], style: Self.style)
        card.draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.renderedText() == """
            ╭──────────────╮
            │ A title too… │
            │              │
            │ one two      │
            │ three four   │
            │ …            │
            ╰──────────────╯
            """)
    }

    @Test("without its title (an open page), a card gives the title's rows to its body and says which lines show")
    func withoutTitle() {
        var buffer = CellBuffer(size: Size(columns: 16, rows: 6))
        let card = CardView(title: "Hidden", blocks: (1...9).map { .verbatim("line \($0)") }, style: Self.style,
                            subtitle: "also hidden", scrollRow: 2, showsPosition: true, showsTitle: false)
        card.draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.renderedText() == """
            ╭──────────────╮
            │ line 3       │
            │ line 4       │
            │ line 5       │
            │ line 6       │
            ╰──── 3–6 / 9 ─╯
            """)
        #expect(card.bodyRows(cardHeight: 6) == 4 && CardView(title: "T", blocks: [], style: Self.style).bodyRows(cardHeight: 6) == 2)
        #expect(card.areaBelowBody(in: buffer.bounds).isEmpty, "the text fills it")
        let short = CardView(title: "T", blocks: [.verbatim("one")], style: Self.style)
        #expect(short.areaBelowBody(in: Rect(x: 0, y: 0, width: 16, height: 10)) == Rect(x: 2, y: 5, width: 12, height: 4),
                "under the title, the line and a blank row")
    }

    @Test("a card partly off screen is clipped cleanly, including wide glyphs at the clip edge")
    func clipping() {
        var buffer = CellBuffer(size: Size(columns: 10, rows: 5))
        let card = CardView(title: "漢字漢字漢字", blocks: [], style: Self.style)
        card.draw(in: Rect(x: 3, y: 0, width: 12, height: 5), on: &buffer)
        #expect(buffer.renderedText() == """
               ╭──────
               │ 漢字 
               │      
               │      
               ╰──────
            """)
    }

    @Test("cards too small for text keep only what fits, without crashing")
    func tinyCards() {
        for width in 0...5 {
            for height in 0...4 {
                var buffer = CellBuffer(size: Size(columns: 6, rows: 5))
                CardView(title: "Title", blocks: [.paragraph("body")], style: Self.style)
                    .draw(in: Rect(x: 0, y: 0, width: width, height: height), on: &buffer)
                #expect(buffer.size == Size(columns: 6, rows: 5))
            }
        }
    }
}
