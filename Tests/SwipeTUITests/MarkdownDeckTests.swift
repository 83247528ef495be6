import Testing
import CellCanvas
@testable import SwipeTUI

@Suite("MarkdownDeck")
struct MarkdownDeckTests {
    @Test("cards split on ---, headings become titles, bodies become blocks")
    func parse() {
        let cards = MarkdownDeck.items(from: """
            # First
            Some text
            on two lines.

            - a bullet
              continued
            * another
            ---
            # Second

            ```
            --- not a separator
            ```
            ---

            ---
            No heading here
            body
            """).map(\.card)
        #expect(cards.map(\.title) == ["First", "Second", "No heading here"])
        #expect(cards[0].blocks == [.paragraph("Some text on two lines."), .blank,
                                    .bullet("a bullet continued"), .bullet("another")])
        #expect(cards[1].blocks == [.verbatim("--- not a separator")])
        #expect(cards[2].blocks == [.paragraph("body")])
    }

    @Test("escape sequences in a deck are shown, not obeyed")
    func hostileDeck() {
        let items = MarkdownDeck.items(from: "# Evil \u{1B}[2J\n\u{1B}]52;c;eA==\u{07}")
        let cards = items.map(\.card)
        #expect(items[0].fields.value == Array("Evil \u{1B}[2J".utf8), "printing gives the original text back")
        #expect(cards[0].title == "Evil ␛[2J")
        #expect(cards[0].blocks == [.paragraph("␛]52;c;eA==␇")])
    }

    @Test("a deck with Windows line endings splits the same")
    func crlf() {
        let items = MarkdownDeck.items(from: "# One\r\nbody one\r\n---\r\n# Two\r\n- point\r\n")
        #expect(items.map(\.card.title) == ["One", "Two"])
        #expect(items[0].card.blocks == [.paragraph("body one")])
        #expect(items[1].card.blocks == [.bullet("point")])
    }

    @Test("an empty or blank deck has no cards")
    func empty() {
        #expect(MarkdownDeck.items(from: "").isEmpty)
        #expect(MarkdownDeck.items(from: "\n---\n \n---\n").isEmpty)
    }
}
