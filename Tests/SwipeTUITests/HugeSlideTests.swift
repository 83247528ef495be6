import CarouselEngine
import Foundation
import CellCanvas
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

/// A slide far larger than any talk has: it keeps `MarkdownDeck.slideByteLimit` bytes of
/// source and `CardBody.lineLimit` lines, says so, and is laid out as far as it shows and a
/// step per frame, never all at once.
@Suite("Huge slides")
struct HugeSlideTests {
    /// A slide titled "Big" whose code block has `lines` numbered lines of 22 bytes.
    static func bigSlide(lines: Int) -> String {
        "# Big\n\n```\n" + (0..<lines).map { "line \(String($0).leftPadded(to: 8)) of code\n" }.joined() + "```\n"
    }

    /// A slide titled "Big" whose code block has `lines` numbered lines of 6 bytes.
    static func longSlide(lines: Int) -> String {
        "# Big\n\n```\n" + (0..<lines).map { String($0).leftPadded(to: 5) + "\n" }.joined() + "```\n"
    }

    /// The note that starts every cut slide's last line.
    static let cutNote = "— slide cut at \(MarkdownDeck.slideByteLimit >> 10) KiB: "

    static let style = Theme.standard(colorEnabled: false).focusedCard

    @Test("a slide past 256 KiB keeps its first 256 KiB, to a line's end when one is near, and says at its end how much was cut")
    func sourceCut() throws {
        let text = Self.bigSlide(lines: 20_000) + "---\n# Next\n"
        for card in [SectionSource(text: text, kind: .markdownDeck).card(at: 0), MarkdownDeck.items(from: text)[0].card] {
            #expect(card.title == "Big")
            #expect(card.blocks.last?.plainText.hasPrefix(Self.cutNote) == true)
            guard case .code(let lines, _)? = card.blocks.first else { Issue.record("no code block first"); continue }
            #expect(lines.count < 20_000 && lines.allSatisfy { $0.plain.hasSuffix(" of code") }, "cut at a line's end")
            #expect(lines.count * 22 <= MarkdownDeck.slideByteLimit && lines.count * 22 > MarkdownDeck.slideByteLimit - 100)
        }
        #expect(SectionSource(text: text, kind: .markdownDeck).card(at: 1).title == "Next", "the next slide is whole")
        let note = MarkdownDeck.cutNote(leftOut: 3 << 20).plainText
        #expect(note == "— slide cut at 256 KiB: 3072 KiB more not shown —")
        let oneLine = MarkdownDeck.items(from: "# Wide\n\n" + String(repeating: "wörd ", count: 100_000))[0].card
        #expect(oneLine.blocks.last?.plainText.hasPrefix(Self.cutNote) == true)
        #expect(oneLine.blocks.first?.plainText.count ?? 0 > MarkdownDeck.slideByteLimit * 5 / 6 - 10,
                "a paragraph longer than the limit keeps what fits")
        #expect(oneLine.blocks.first?.plainText.contains("\u{FFFD}") == false, "cut between characters")
    }

    @Test("an open page of 40,000 lines: drawn as far as it shows and a step a frame until laid out; then scrolling lays out nothing")
    func openPage() throws {
        let source = SectionSource(text: Self.longSlide(lines: 40_000), kind: .markdownDeck)
        var options = LaunchOptions()
        options.mode = .deck
        options.animates = false
        var screen = DeckScreen(ScreenContext(source: FilteredSource(base: source), options: options, colorEnabled: false, reload: nil))
        _ = screen.perform(.open, at: 0)
        let body = source.card(at: 0).body
        var buffer = CellBuffer(size: Size(columns: 100, rows: 30))
        screen.render(into: &buffer, status: StatusContent())
        #expect(body.linesMade <= CardBody.step + 30, "the first frame lays out a step")
        #expect(buffer.renderedText().contains(" 1–25 / 1000+ "))
        var frames = 1
        while screen.isAnimating && frames < 100 {
            screen.step(now: Double(frames) / 60)
            screen.render(into: &buffer, status: StatusContent())
            frames += 1
        }
        #expect(frames == CardBody.lineLimit / CardBody.step + 1, "a step a frame, then the deck rests")
        #expect(buffer.renderedText().contains(" 1–25 / 20001 "))
        let laidOut = body.linesMade
        for time in 2...40 {
            _ = screen.perform(.lineDown, at: Double(time))
            screen.render(into: &buffer, status: StatusContent())
        }
        #expect(body.linesMade == laidOut && buffer.renderedText().contains(" 40–64 / 20001 "))
        for time in 0..<1_000 { _ = screen.perform(.listPageDown, at: 51 + Double(time)) }
        screen.render(into: &buffer, status: StatusContent())
        #expect(buffer.renderedText().contains(CardBody.cutNote.plain), "the last line says the page was cut")
    }

    @Test("libcmark-gfm's slow corners are stepped around: a row of 300 cells is text, a thousand addresses are not links")
    func parserGuards() {
        func hasTable(_ blocks: [TextBlock]) -> Bool { blocks.contains { if case .table = $0 { true } else { false } } }
        func hasLink(_ blocks: [TextBlock]) -> Bool {
            blocks.contains { if case .text(let text) = $0 { text.runs.contains { $0.role == .link } } else { false } }
        }
        let cells = MarkdownRenderer.tableCellLimit + 44
        #expect(hasTable(MarkdownRenderer.render("| a | b |\n|---|---|\n| 1 | 2 |").blocks))
        #expect(!hasTable(MarkdownRenderer.render("|" + String(repeating: "c|", count: cells) + "\n|" + String(repeating: "-|", count: cells)).blocks))
        #expect(hasLink(MarkdownRenderer.render("write to a@b.co").blocks))
        #expect(!hasLink(MarkdownRenderer.render(String(repeating: "a@b.co ", count: MarkdownRenderer.autolinkAtLimit + 1)).blocks))
        // A wide header over many short lines: cmark-gfm would pad every line to its columns.
        let wide = "|" + String(repeating: "a|", count: 255) + "\n|" + String(repeating: "-|", count: 255) + "\n"
        #expect(MarkdownRenderer.tablesAreAffordable(Array(("|a|b|\n|-|-|\n" + String(repeating: "|1|2|\n", count: 1_000)).utf8)))
        #expect(!MarkdownRenderer.tablesAreAffordable(Array((wide + String(repeating: "x\n", count: 1_000)).utf8)))
        #expect(!hasTable(MarkdownRenderer.render(wide + String(repeating: "x\n", count: 1_000)).blocks))
        // A thousand HTML openers: every < is a character, shown as written.
        let openers = "x" + String(repeating: "<?", count: MarkdownRenderer.htmlOpenerLimit + 1)
        #expect(MarkdownRenderer.htmlOpeners(in: Array(openers.utf8)) == MarkdownRenderer.htmlOpenerLimit + 1)
        #expect(MarkdownRenderer.render(openers).blocks.map(\.plainText).joined().hasPrefix("x<?<?<?"))
        #expect(MarkdownRenderer.render("a <!-- hidden --> b").blocks.map(\.plainText) == ["a  b"], "a few comments still vanish")
    }

    @Test("the carousel's focused card: J scrolls a huge card, each press laying out a step at most")
    func carouselCard() {
        let card = SectionSource(text: Self.longSlide(lines: 40_000), kind: .markdownDeck).card(at: 0)
        let size = Size(columns: 60, rows: 20)
        var row = 0
        for _ in 0..<5 {
            let before = card.body.linesMade
            let limit = card.scrollLimit(in: size, context: ItemContext(isFocused: true, style: Self.style))
            row = min(row + 1, limit)
            var buffer = CellBuffer(size: size)
            card.draw(in: buffer.bounds, on: &buffer, context: ItemContext(isFocused: true, style: Self.style, scrollRow: row))
            #expect(card.body.linesMade - before <= 2 * CardBody.step)
        }
        #expect(row == 5)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(width - count, 0)) + self }
}

/// A large slide of a deck opened from a file is parsed on a thread of its own: the keys
/// never wait for libcmark-gfm.
@Suite("Slides parsed aside")
struct SlidesParsedAsideTests {
    @Test("a slide past 32 KiB shows its first line and 'laying out' at once, then its card once parsed; small ones parse in place")
    func parsedAside() throws {
        let big = "# Big one\n\n" + String(repeating: "- item *with* `code` and [a link](x)\n", count: 3_000)
        let text = big + "\n---\n# Small\n\nbody\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-aside-\(UUID().uuidString).md").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try SectionSource(path: PathBytes(path), kind: .markdownDeck)
        try source.waitUntilComplete(timeout: 10)
        let work = try #require(source.backgroundWork)
        let before = work.generation
        let provisional = source.card(at: 0)
        #expect(provisional.title == "Big one")
        #expect(provisional.blocks.map(\.plainText) == ["laying out \(big.utf8.count >> 10) KiB…"])
        #expect(source.card(at: 1).title == "Small" && !source.card(at: 1).blocks.isEmpty, "a small slide is parsed in place")
        let deadline = Date().addingTimeInterval(10)
        while work.generation == before && Date() < deadline { usleep(2_000) }
        #expect(!work.isBusy)
        let inPlace = SectionSource(text: text, kind: .markdownDeck)
        #expect(source.card(at: 0) == inPlace.card(at: 0), "the card parsed aside is the one parsed in place")
        #expect(work.takeChangedItems() == [0], "drawing the card first does not hide the change from the session")
        #expect(work.takeChangedItems().isEmpty)
        #expect(source.fields(at: 0).title == inPlace.fields(at: 0).title)
    }

    @Test("printing a slide still being parsed parses it now: Enter never prints a stand-in")
    func fieldsNeverWait() throws {
        let text = "# Title of the big one\n\n" + String(repeating: "text line\n", count: 5_000)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-aside-\(UUID().uuidString).md").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try SectionSource(path: PathBytes(path), kind: .markdownDeck)
        try source.waitUntilComplete(timeout: 10)
        _ = source.card(at: 0)
        #expect(source.fields(at: 0).title == "Title of the big one")
        let body = source.card(at: 0).blocks.first?.plainText ?? ""
        #expect(source.card(at: 0).title == "Title of the big one" && body.hasPrefix("text line"), "the whole card from then on")
        let tabs = TabSource.make(source: source, paths: [PathBytes(path)], pathOptions: .init())
        let row = tabs.tabs.first?.rows.text(at: 0) ?? ""
        #expect(row.hasPrefix("text line"), "tabs list the slide's own text, not a stand-in")
    }
}
