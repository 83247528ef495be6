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
