import CarouselEngine
import CellCanvas
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

/// Markdown nested far deeper than anyone writes it: 40 KB of `> ` is enough to nest
/// 20,000 quotes. Nesting past `MarkdownRenderer.nestingLimit` is drawn flat, and no walk
/// over the document or its blocks recurses once per level, so nothing overflows the stack.
@Suite("Markdown nested deeply")
struct MarkdownDepthTests {
    struct Input: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// What its first lines show, drawn.
        let shows: String
        /// Its last word.
        let last: String
        /// As much of it as a slide keeps (`MarkdownDeck.slideByteLimit`), still nested as deep.
        var slide: String { text.utf8.count <= MarkdownDeck.slideByteLimit ? text : Self.emphases(60_000) }
        var testDescription: String { name }

        static func emphases(_ count: Int) -> String {
            String(repeating: "*a ", count: count) + "b" + String(repeating: "*", count: count)
        }
    }

    static let hostile = [
        Input(name: "20,000 nested quotes", text: String(repeating: "> ", count: 20_000) + "x", shows: "▌ ▌ ▌", last: "x"),
        Input(name: "100,000 nested list items", text: String(repeating: "- ", count: 100_000) + "x", shows: "• x", last: "x"),
        Input(name: "100,000 nested emphases", text: Input.emphases(100_000), shows: "a a a", last: "b"),
    ]

    static let style = Theme.standard(colorEnabled: false).focusedCard

    @Test("rendered and laid out at 20 and 80 columns, the innermost text shows", arguments: hostile)
    func renderer(_ input: Input) {
        let blocks = MarkdownRenderer.render(input.text).blocks
        for width in [20, 80] {
            let lines = blocks.flatMap { $0.lines(width: width) }
            #expect(!lines.isEmpty && lines.allSatisfy { $0.width <= width })
            #expect(lines.last?.plain.hasSuffix(input.last) == true)
        }
    }

    @Test("as a slide: the carousel's card, the deck's card and the open page all draw", arguments: hostile)
    func slide(_ input: Input) throws {
        let source = SectionSource(text: "# Deep\n\n" + input.slide + "\n---\n# Next\n", kind: .markdownDeck)
        let card = source.card(at: 0)
        for context in [ItemContext(isFocused: true, style: Self.style), ItemContext(isFocused: false, style: Self.style),
                        ItemContext(isFocused: true, style: Self.style, isOpen: true)] {
            var buffer = CellBuffer(size: Size(columns: 60, rows: 20))
            card.draw(in: buffer.bounds, on: &buffer, context: context)
            let text = buffer.renderedText()
            #expect(text.contains(input.shows) && (context.isOpen || text.contains("Deep")))
        }
        var options = LaunchOptions()
        options.mode = .deck
        options.animates = false
        var screen = DeckScreen(ScreenContext(source: FilteredSource(base: source), options: options, colorEnabled: false, reload: nil))
        _ = screen.perform(.open, at: 0)
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        screen.render(into: &buffer, status: StatusContent())
        #expect(buffer.renderedText().contains("Deep"))
    }

    @Test("quotes and lists deeper than the limit are drawn flat at its level")
    func flattened() {
        let limit = MarkdownRenderer.nestingLimit
        let quotes = MarkdownRenderer.render(String(repeating: "> ", count: limit + 10) + "deep").blocks
        let quoted = quotes.flatMap { $0.lines(width: 200) }.first { $0.plain.hasSuffix("deep") }
        #expect(quoted?.plain == String(repeating: "▌ ", count: limit) + "deep")

        let list = (0..<(limit + 10)).map { String(repeating: "  ", count: $0) + "- level \($0)" }.joined(separator: "\n")
        let items = MarkdownRenderer.render(list).blocks.compactMap { block -> Int? in
            if case .listItem(_, let depth, _) = block { return depth }
            return nil
        }
        #expect(items.count == limit + 10, "every item is kept")
        #expect(items.max() == limit - 1 && items.suffix(10).allSatisfy { $0 == limit - 1 })
    }
}
