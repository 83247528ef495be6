import Testing
import CellCanvas
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("MarkdownDeck")
struct MarkdownDeckTests {
    static func text(_ plain: String) -> TextBlock { .text(StyledText(plain: plain)) }
    static func item(_ plain: String, marker: String = "•", depth: Int = 0) -> TextBlock {
        .listItem(marker: marker, depth: depth, StyledText(plain: plain))
    }

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
        // A change of bullet character starts a new list (CommonMark).
        #expect(cards[0].blocks == [Self.text("Some text on two lines."), .blank, Self.item("a bullet continued"), .blank,
                                    Self.item("another")])
        #expect(cards[1].blocks == [.code(lines: [StyledText(plain: "--- not a separator", role: .code)], language: nil)])
        #expect(cards[2].blocks == [Self.text("body")])
    }

    @Test("escape sequences in a deck are shown, not obeyed")
    func hostileDeck() {
        let items = MarkdownDeck.items(from: "# Evil \u{1B}[2J\n\u{1B}]52;c;eA==\u{07}")
        let cards = items.map(\.card)
        #expect(items[0].fields.value == Array("Evil \u{1B}[2J".utf8), "printing gives the original text back")
        #expect(cards[0].title == "Evil ␛[2J")
        #expect(cards[0].blocks == [Self.text("␛]52;c;eA==␇")])
    }

    @Test("a deck with Windows line endings splits the same")
    func crlf() {
        let items = MarkdownDeck.items(from: "# One\r\nbody one\r\n---\r\n# Two\r\n- point\r\n")
        #expect(items.map(\.card.title) == ["One", "Two"])
        #expect(items[0].card.blocks == [Self.text("body one")])
        #expect(items[1].card.blocks == [Self.item("point")])
    }

    @Test("a slide that opens with code keeps all of it as its body")
    func opensWithCode() {
        let items = MarkdownDeck.items(from: "```swift\nlet x = 1\n```\n")
        #expect(items.count == 1 && items[0].card.title.isEmpty)
        guard case .code(let lines, "swift")? = items[0].card.blocks.first, items[0].card.blocks.count == 1 else {
            Issue.record("not one swift code block: \(items[0].card.blocks)")
            return
        }
        #expect(lines.map(\.plain) == ["let x = 1"])
    }

    @Test("an empty or blank deck has no cards")
    func empty() {
        #expect(MarkdownDeck.items(from: "").isEmpty)
        #expect(MarkdownDeck.items(from: "\n---\n \n---\n").isEmpty)
    }

    @Test("front matter gives the deck's headline and is not a slide; a deeper heading under the title is the subtitle; speaker notes are kept aside")
    func frontMatterSubtitleNotes() {
        let deck = """
            ---
            title: "A Talk"
            author: Ada
            date: today
            ---
            # Opening
            ## why it matters

            Body text.
            <!-- speaker_note: say hello -->
            <!-- pause -->
            ---
            # Second
            Plain.
            <!-- end_slide -->
            # Third
            """
        let items = MarkdownDeck.items(from: deck)
        #expect(items.map(\.card.title) == ["Opening", "Second", "Third"])
        #expect(MarkdownDeck.frontMatter(in: deck)?.headline == "A Talk · Ada")
        #expect(items[0].card.subtitle == "why it matters" && items[1].card.subtitle == nil)
        #expect(items[0].card.blocks == [Self.text("Body text.")], "comments are dropped")
        #expect(items[0].card.notes == [.paragraph("say hello")])
        let indexed = SectionSource(text: deck, kind: .markdownDeck)
        #expect(indexed.count == 3 && indexed.headline == "A Talk · Ada" && indexed.card(at: 0) == items[0].card)
        #expect(MarkdownDeck.frontMatter(in: "---\n# Not front matter\n---\n") == nil, "a deck that starts with a separator")
    }

    @Test("front matter that never closes is none: the index finds the slides the lines do, a trailing \\r kept alike")
    func unclosedFrontMatter() {
        for deck in ["---\ntitle: never closed\n# A slide\n\n<!-- end_slide -->\n# B\n", "---\nkey: value\nno end", "# CR at the end\r"] {
            let items = MarkdownDeck.items(from: deck)
            let indexed = SectionSource(text: deck, kind: .markdownDeck)
            #expect(indexed.count == items.count && !items.isEmpty, "\(deck.debugDescription)")
            for (index, item) in items.enumerated() {
                #expect(indexed.fields(at: index).title == item.fields.title && indexed.fields(at: index).body == item.fields.body)
            }
            #expect(indexed.headline == nil && MarkdownDeck.frontMatter(in: deck) == nil)
        }
    }
}
