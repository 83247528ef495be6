import CarouselEngine
import CellCanvas
import Testing
import TerminalHarness
@testable import SwipeComponents
@testable import SwipeTUI

/// Markdown rendered to a card: every element, at two widths and projected; the looks it
/// gets; what never shows.
@Suite("Markdown rendering")
struct MarkdownRenderingTests {
    /// One of every element the renderer knows.
    static let everything = """
        # Heading one
        ## Heading two
        ### Heading three

        A paragraph with **bold**, *italic*, ***both***, ~~struck~~, `code`, a [link](https://example.com)
        and a picture ![a cat on a mat](cat.png), wrapped again at every width.

        > A quote that runs long enough to wrap onto a second line.
        >
        > > A quote inside it.

        1. First
        2. Second, long enough to wrap under its own first word
           - nested bullet
             - nested deeper
        3. Third

        - [x] done
        - [ ] to do

        ```swift
        let answer = 42
            indented(line) // kept as it is, cut at the width, never wrapped
        ```

            indented code

        | Left | Centre | Right |
        |:-----|:------:|------:|
        | a | b | c |
        | a much longer cell than the others | 漢字 | 12345 |

        ---

        <!-- a comment nobody sees -->
        <div>raw html</div>
        """

    static func card(width: Int, height: Int = 60, colour: Bool = false) -> CellBuffer {
        let rendered = MarkdownRenderer.render(everything)
        let style = Theme.standard(colorEnabled: colour).focusedCard
        var buffer = CellBuffer(size: Size(columns: width, rows: height))
        CardView(title: "Everything", blocks: rendered.blocks, style: style).draw(in: buffer.bounds, on: &buffer)
        return buffer
    }

    @Test("every element at 72 and at 40 columns matches its golden", arguments: [72, 40])
    func golden(width: Int) {
        let problem = GoldenFile.problem(with: Self.card(width: width, height: width == 40 ? 72 : 56).renderedText(),
                                         goldenAt: Golden.path("markdown-\(width)"))
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("projected by cover flow, off-centre, the card is laid out again at its projected size (golden)")
    func projected() {
        let rendered = MarkdownRenderer.render(Self.everything)
        let cards = (0..<3).map { Card(title: "Slide \($0 + 1)", blocks: rendered.blocks) }
        let configuration = CarouselConfiguration(type: .coverFlow)
        let layout = CarouselLayout(configuration: configuration, viewport: CellSize(columns: 100, rows: 30),
                                    itemSize: CellSize(columns: 44, rows: 24), itemPitch: 46)
        let drawer = CarouselCards(theme: .standard(colorEnabled: false), configuration: configuration)
        var carousel = Carousel(numberOfItems: cards.count)
        _ = carousel.setScrollOffset(0.6)
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        _ = drawer.drawItems(of: carousel, using: layout, viewAt: { cards[$0.index] }, in: buffer.bounds, on: &buffer)
        let problem = GoldenFile.problem(with: buffer.renderedText(), goldenAt: Golden.path("markdown-cover-flow"))
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// The style of the first cell showing `text`.
    static func style(of text: String, in buffer: CellBuffer) -> Style? {
        let lines = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        for (y, line) in lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            let x = DisplayWidth.of(line[..<range.lowerBound])
            return buffer[x, y].style
        }
        return nil
    }

    @Test("looks: levels of heading differ, emphasis is bold or italic, struck is struck, code is shaded, links underlined")
    func looks() throws {
        let buffer = Self.card(width: 72, colour: true)
        let one = try #require(Self.style(of: "Heading one", in: buffer))
        let two = try #require(Self.style(of: "Heading two", in: buffer))
        let three = try #require(Self.style(of: "Heading three", in: buffer))
        #expect(one != two && two != three && one != three)
        #expect(one.attributes.contains(.bold) && one.attributes.contains(.underline))
        #expect(Self.style(of: "bold", in: buffer)?.attributes.contains(.bold) == true)
        #expect(Self.style(of: "italic", in: buffer)?.attributes.contains(.italic) == true)
        #expect(Self.style(of: "both", in: buffer)?.attributes.isSuperset(of: [.bold, .italic]) == true)
        #expect(Self.style(of: "struck", in: buffer)?.attributes.contains(.strikethrough) == true)
        #expect(Self.style(of: "code", in: buffer)?.background == .indexed(236))
        #expect(Self.style(of: "let answer", in: buffer)?.background == .indexed(236))
        #expect(Self.style(of: "link", in: buffer)?.attributes.contains(.underline) == true)
        let text = buffer.renderedText()
        #expect(!text.contains("**") && !text.contains("~~") && !text.contains("`") && !text.contains("](") && !text.contains("|:"))
        #expect(!text.contains("comment nobody sees"), "HTML comments are dropped")
        #expect(text.contains("[picture: a cat on a mat]") && text.contains("<div>raw html</div>"))
    }

    @Test("without colour the looks keep their attributes and lose every colour")
    func noColour() {
        let buffer = Self.card(width: 72, colour: false)
        #expect(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        #expect(Self.style(of: "Heading one", in: buffer)?.attributes.contains(.bold) == true)
    }

    @Test("tables: columns aligned as the delimiter row says; too wide, the widest column narrows and cells end in …")
    func tables() {
        let table = TextTable(header: [StyledText(plain: "L"), StyledText(plain: "C"), StyledText(plain: "R")],
                              rows: [[StyledText(plain: "a"), StyledText(plain: "b"), StyledText(plain: "c")],
                                     [StyledText(plain: "wide wide wide"), StyledText(plain: "mid"), StyledText(plain: "12345")]],
                              alignments: [.left, .center, .right])
        let lines = TextBlock.table(table).lines(width: 60).map(\.plain)
        #expect(lines == ["┌────────────────┬─────┬───────┐",
                          "│ L              │  C  │     R │",
                          "├────────────────┼─────┼───────┤",
                          "│ a              │  b  │     c │",
                          "│ wide wide wide │ mid │ 12345 │",
                          "└────────────────┴─────┴───────┘"])
        let narrow = TextBlock.table(table).lines(width: 24).map(\.plain)
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 24 })
        #expect(narrow[4].contains("…"))
    }

    @Test("hostile markdown: escapes in text, code, tables, links and alt text are shown, never sent")
    func hostile() {
        let evil = "# T\u{1B}]0;pwn\u{07}\n\nx \u{1B}[2J `\u{1B}[31m` [a\u{1B}[5m](http://x/\u{1B}) ![\u{9B}6n](p)\n\n| \u{1B}c |\n|-|\n| \u{1B}P |\n\n```\n\u{1B}]52;c;eA==\u{07}\n```\n"
        let rendered = MarkdownRenderer.render(evil)
        var buffer = CellBuffer(size: Size(columns: 60, rows: 30))
        CardView(title: "t", blocks: rendered.blocks, style: Theme.standard(colorEnabled: true).card).draw(in: buffer.bounds, on: &buffer)
        for cell in buffer.cells {
            #expect(!cell.grapheme.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
        #expect(buffer.renderedText().contains("␛"))
    }
}
