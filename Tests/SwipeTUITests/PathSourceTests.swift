import Foundation
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("Paths as cards")
struct PathSourceTests {
    /// A fresh directory with a few files, removed afterwards by the caller.
    static func makeTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-paths-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "first line\nsecond\tline\n".write(to: root.appendingPathComponent("b.txt"), atomically: true, encoding: .utf8)
        try Data([0x00, 0x01, 0x02, 0xFF]).write(to: root.appendingPathComponent("a.bin"))
        try "# One\nbody\n---\n# Two\n".write(to: root.appendingPathComponent("deck.md"), atomically: true, encoding: .utf8)
        try "hidden".write(to: root.appendingPathComponent(".dot"), atomically: true, encoding: .utf8)
        try "inner".write(to: root.appendingPathComponent("sub/inner.txt"), atomically: true, encoding: .utf8)
        try "Para one\nmore\n\n\nPara two\n".write(to: root.appendingPathComponent("p.txt"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("a directory: one card per entry, sorted, previews for text, binary and subdirectories; paths printed")
    func directory() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = try PathSource.load([PathBytes(root.path)], options: .init())
        let titles = (0..<source.count).map { source.card(at: $0).title }
        #expect(titles == ["a.bin", "b.txt", "deck.md", "p.txt", "sub/"])
        #expect(source.card(at: 0).blocks == [.paragraph("binary, 4 bytes")])
        #expect(source.card(at: 1).blocks.first == .verbatim("first line"))
        #expect(source.card(at: 1).blocks[1] == .verbatim("second  line"))
        #expect(source.card(at: 4).blocks == [.verbatim("inner.txt")])
        #expect(String(decoding: source.fields(at: 1).value, as: UTF8.self) == root.path + "/b.txt")
        let hidden = try PathSource.load([PathBytes(root.path)], options: .init(includeHidden: true))
        #expect(hidden.card(at: 0).title == ".dot")
    }

    @Test("a markdown file is a deck; a text file is one card or one per paragraph; several paths a card each")
    func files() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        // Opening waits 20 ms for the index pass; a loaded machine may need longer.
        let deck = try PathSource.load([PathBytes(root.appendingPathComponent("deck.md").path)], options: .init())
        try deck.waitUntilComplete(timeout: 5)
        #expect(deck.count == 2 && deck.card(at: 1).title == "Two")
        let whole = try PathSource.load([PathBytes(root.appendingPathComponent("p.txt").path)], options: .init())
        #expect(whole.count == 1 && whole.card(at: 0).title == "p.txt")
        let paragraphs = try PathSource.load([PathBytes(root.appendingPathComponent("p.txt").path)], options: .init(paragraphs: true))
        try paragraphs.waitUntilComplete(timeout: 5)
        #expect((0..<paragraphs.count).map { paragraphs.card(at: $0).title } == ["Para one", "Para two"])
        #expect(paragraphs.fields(at: 0).value == Array("Para one\nmore".utf8))
        let several = try PathSource.load([PathBytes(root.appendingPathComponent("b.txt").path), PathBytes(root.appendingPathComponent("sub").path)], options: .init())
        #expect((0..<several.count).map { several.card(at: $0).title } == ["b.txt", "sub"])
    }

    @Test("one table of formats: a directory and a deck show their own tabs, a --paragraphs file its lines; a plain file is none")
    func formats() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        func tabs(_ name: String, paragraphs: Bool = false) throws -> SourceFormat.Tabs? {
            try SourceFormats.format(of: PathBytes(root.appendingPathComponent(name).path), options: .init(paragraphs: paragraphs))?.tabs
        }
        #expect(try tabs("sub") == .ofSource)
        #expect(try tabs("deck.md", paragraphs: true) == .ofSource, "a deck before paragraphs")
        #expect(try tabs("p.txt", paragraphs: true) == .ofPath)
        #expect(try tabs("p.txt") == nil && tabs("a.bin", paragraphs: true) == nil)
        #expect(throws: ContentError.self) { try tabs("gone.txt") }
    }

    @Test("missing paths, FIFOs and devices are one-line errors", arguments: ["/nonexistent/x", "/dev/zero", "/dev/null"])
    func refused(_ path: String) {
        do {
            _ = try PathSource.load([PathBytes(path)], options: .init())
            Issue.record("\(path) should be refused")
        } catch {
            #expect(error.description.hasPrefix(path + ": "))
            #expect(!error.description.contains("\n"))
        }
    }
}
