import CellCanvas
import Foundation
import TerminalHarness
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("Sources that open lazily")
struct LazySourceTests {
    static func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-lazy-\(UUID().uuidString)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Takes progress until the source's pass has finished; the counts seen on the way.
    static func drain(_ source: some IncomingItems & CardSource) throws -> [Int] {
        var counts: [Int] = []
        let deadline = Date().addingTimeInterval(20)
        while source.isOpen && Date() < deadline {
            if try source.takeProgress() { counts.append(source.count) }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return counts
    }

    static let decks = [
        "# One\nfirst\n---\n# Two\n- a\n- b\n",
        "no heading\n\n---   \n\n\n---\n\n# after two separators\ntext\n",
        "# Code\n```\n---\nnot a separator\n```\nafter\n---\n# Next\n",
        "# CRLF\r\nline\r\n---\r\n# Second\r\nmore\r\n",
        "",
        "\n\n---\n\n",
        "# Only one slide, no end of line",
    ]

    @Test("a markdown deck's slides, found by the index pass, are the ones MarkdownDeck finds", arguments: decks)
    func markdownSplitting(_ deck: String) {
        let source = SectionSource(text: deck, kind: .markdownDeck)
        let expected = MarkdownDeck.items(from: deck)
        #expect(source.count == expected.count)
        for (index, item) in expected.enumerated() where index < source.count {
            #expect(source.card(at: index) == item.card)
            #expect(source.fields(at: index).title == item.fields.title && source.fields(at: index).body == item.fields.body)
        }
    }

    @Test("the demo deck comes out the same through the index pass")
    func demoDeckSplitting() throws {
        let source = SectionSource(text: DemoDeck.embeddedText, kind: .markdownDeck)
        let eager = try DemoDeck.load()
        #expect(source.count == eager.count)
        for index in 0..<eager.count { #expect(source.card(at: index) == eager.card(at: index)) }
    }

    @Test("paragraphs: runs of lines that are not blank, CRLF or not, the first line the title")
    func paragraphSplitting() {
        let source = SectionSource(text: "first\nstill first\n \t\n\n\r\nsecond\r\nbody\r\n\nthird", kind: .paragraphs)
        #expect(source.count == 3)
        #expect(source.fields(at: 0).title == "first" && source.fields(at: 0).body == "still first")
        #expect(source.fields(at: 1).title == "second" && source.fields(at: 1).body == "body")
        #expect(source.fields(at: 2).title == "third" && source.card(at: 2).blocks.isEmpty)
    }

    @Test("a 50,000-slide file: the count grows as the pass runs, and only the slides asked for are parsed")
    func largeDeckOnItsThread() throws {
        let text = (1...50_000).map { "# Slide \($0)\n\nbody of \($0)\n" }.joined(separator: "---\n")
        let path = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try SectionSource(path: PathBytes(path), kind: .markdownDeck)
        let counts = try Self.drain(source)
        #expect(source.count == 50_000 && !source.isOpen)
        #expect(counts == counts.sorted(), "the count only grows")
        #expect(source.parseCount == 0, "nothing parsed before it is shown")
        #expect(source.card(at: 49_999).title == "Slide 50000")
        #expect(source.fields(at: 0).title == "Slide 1")
        #expect(source.parseCount == 2)
        #expect(source.firstMatch(of: "BODY OF 25000", from: 0, direction: .forward) == 24_999)
    }

    @Test("a carousel over a 10,000-slide deck parses only the cards it shows")
    func viewParsesOnlyWhatItShows() {
        let text = (1...10_000).map { "# Slide \($0)\ntext\n" }.joined(separator: "---\n")
        let source = SectionSource(text: text, kind: .markdownDeck)
        final class Deck: CarouselViewDataSource {
            let source: SectionSource
            init(_ source: SectionSource) { self.source = source }
            func numberOfItems(in carouselView: CarouselView) -> Int { source.count }
            func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView { source.card(at: index) }
        }
        let deck = Deck(source)
        let view = CarouselView(type: .coverFlow)
        view.dataSource = deck
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 120, rows: 40))
        view.draw(in: buffer.bounds, on: &buffer)
        #expect(source.count == 10_000)
        #expect(source.parseCount > 0 && source.parseCount <= 20, "parsed \(source.parseCount)")
    }

    /// A random JSON value of bounded depth.
    static func randomValue(_ generator: inout SeededGenerator, depth: Int = 0) -> JSONValue {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(String(Int.random(in: -1000...1000, using: &generator)))
        case 3: return .string(["", "a,b", "q\"uote", "]}{[", "back\\\\slash", "ü 👩‍💻"].randomElement(using: &generator)!)
        case 4: return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in randomValue(&generator, depth: depth + 1) })
        default:
            return .object((0..<Int.random(in: 0...3, using: &generator)).map { i in
                JSONValue.Member(key: "k\(i),]", value: randomValue(&generator, depth: depth + 1))
            })
        }
    }

    @Test("the elements of random JSON arrays, found by structure, parse to the array's own elements")
    func jsonArraySplitting() throws {
        var generator = SeededGenerator(seed: 7)
        for round in 0..<200 {
            let elements = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Self.randomValue(&generator) }
            let document = JSONValue.array(elements)
            for text in [document.compact, document.pretty(), " \n" + document.compact + "\n "] {
                let index = SectionIndex(indexing: TextBytes(text), splitter: JSONArraySplitter())
                #expect(index.count == elements.count, "round \(round): \(text)")
                for (i, element) in elements.enumerated() where i < index.count {
                    #expect(try JSONParser.parse(Array(index.item(at: i))) == element)
                }
                #expect(index.stopNote == nil)
            }
        }
    }

    @Test("a JSON array not closed, or with more after it, says so once the pass ends")
    func jsonArrayProblems() {
        let open = SectionIndex(indexing: TextBytes("[1, {\"a\": [2, 3]}, 4"), splitter: JSONArraySplitter())
        #expect(open.count == 3 && open.stopNote == "the JSON array is not closed")
        let trailing = SectionIndex(indexing: TextBytes("[1] 2"), splitter: JSONArraySplitter())
        #expect(trailing.count == 1 && trailing.stopNote == "JSON goes on after the array ends")
    }

    @Test("lines of a mapped file are indexed in place, the same as when streamed")
    func linesInPlace() throws {
        let text = (1...100_000).map { "line \($0)" }.joined(separator: "\n") + "\r\nlast without newline"
        let path = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lines = LineSource(name: "file", delimiter: .newline, skipsEmptyLines: false, mapping: try MappedFile.map(path: PathBytes(path)))
        var limit = 0
        repeat { limit += 4096 } while try lines.indexInPlace(upTo: limit)
        lines.end()
        lines.publish()
        _ = lines.refresh()
        #expect(lines.count == 100_001 && lines.isComplete)
        #expect(String(decoding: lines.line(at: 99_999), as: UTF8.self) == "line 100000")
        #expect(String(decoding: lines.line(at: 100_000), as: UTF8.self) == "last without newline")
    }

    @Test("a two-byte delimiter read in place ends at the end of the file, the last item kept")
    func multiByteDelimiterInPlace() throws {
        let path = try Self.temporaryFile("one\n\ntwo\n\nthree\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lines = LineSource(name: "file", delimiter: .string(Array("\n\n".utf8)), skipsEmptyLines: false,
                               mapping: try MappedFile.map(path: PathBytes(path)))
        var rounds = 0, limit = 0
        repeat {
            limit += 4
            rounds += 1
        } while try lines.indexInPlace(upTo: limit) && rounds < 1000
        #expect(rounds < 1000, "the index pass ended")
        lines.end()
        lines.publish()
        _ = lines.refresh()
        #expect((0..<lines.count).map { String(decoding: lines.line(at: $0), as: UTF8.self) } == ["one", "two", "three\n"])
    }

    @Test("a JSON array element too large to show is a card saying so, not a stall")
    func oversizedJSONElement() {
        let huge = "[1, \"" + String(repeating: "x", count: JSONSource.maximumElementBytes) + "\", 3]"
        let source = JSONSource(index: SectionIndex(indexing: TextBytes(huge), splitter: JSONArraySplitter()), keys: JSONSource.Keys())
        #expect(source.count == 3)
        #expect(source.fields(at: 1).title == "Item 2: not JSON")
        #expect(source.fields(at: 1).body.hasPrefix("an element of 16"))
        #expect(source.fields(at: 2).title == "Item 3")
    }

    @Test("a directory is listed on its own thread: sorted by bytes, subdirectories marked, dotfiles only when asked")
    func directoryListing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["b.txt", "a.txt", "Z.txt", ".hidden"] {
            try "x".write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link"), withDestinationURL: root.appendingPathComponent("sub"))
        defer { try? FileManager.default.removeItem(at: root) }
        let source = try DirectorySource(path: PathBytes(root.path), includeHidden: false)
        try source.waitUntilComplete(timeout: 10)
        #expect(!source.isOpen)
        #expect((0..<source.count).map { source.card(at: $0).title } == ["Z.txt", "a.txt", "b.txt", "link/", "sub/"])
        let hidden = try DirectorySource(path: PathBytes(root.path), includeHidden: true)
        try hidden.waitUntilComplete(timeout: 10)
        #expect(hidden.count == 6)
        #expect(throws: ContentError.self) { try DirectorySource(path: PathBytes(root.appendingPathComponent("missing").path), includeHidden: false) }
    }
}
