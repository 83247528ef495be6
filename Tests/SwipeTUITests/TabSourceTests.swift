import Foundation
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("Tab sources")
struct TabSourceTests {
    /// A fresh directory: two top-level files, two subdirectories (one with a nested
    /// directory) and a dotfile. The caller removes it.
    static func makeTree() throws -> URL {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("swipe-tabs-\(UUID().uuidString)")
        try manager.createDirectory(at: root.appendingPathComponent("beta/nested"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("alpha"), withIntermediateDirectories: true)
        for (path, text) in [("top.txt", "one\r\ntwo\n"), ("readme", "x"), (".hidden", "h"),
                             ("alpha/a1.txt", "a"), ("alpha/a2.txt", "b"), ("beta/b1.log", "c")] {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        return root
    }

    static func titles(_ source: TabSource) -> [String] { source.tabs.map(\.title) }
    static func rows(_ tab: Tab) -> [String] { (0..<tab.rows.count).map { tab.rows.text(at: $0) } }

    @Test("a directory: a tab of its top-level files, then one per subdirectory listing its entries")
    func directory() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = TabSource.make(source: try PathSource.load([PathBytes(root.path)], options: .init()), paths: [PathBytes(root.path)],
                                    pathOptions: .init())
        #expect(source.name == root.lastPathComponent + "/")
        #expect(Self.titles(source) == ["files", "alpha/", "beta/"])
        #expect(Self.rows(source.tabs[0]) == ["readme", "top.txt"])
        #expect(Self.rows(source.tabs[1]) == ["a1.txt", "a2.txt"])
        #expect(Self.rows(source.tabs[2]) == ["b1.log", "nested/"])
        #expect(source.totalRowCount == 6)
        let picked = source.tabs[1].rows.fields(at: 1)
        #expect(String(decoding: picked?.value ?? [], as: UTF8.self) == root.path + "/alpha/a2.txt")
        let hidden = TabSource.make(source: try PathSource.load([PathBytes(root.path)], options: .init(includeHidden: true)),
                                    paths: [PathBytes(root.path)], pathOptions: .init(includeHidden: true))
        #expect(Self.rows(hidden.tabs[0]) == [".hidden", "readme", "top.txt"])
    }

    @Test("a refresh reads a directory tab again from disk")
    func reloadDirectory() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = TabSource.make(source: try PathSource.load([PathBytes(root.path)], options: .init()), paths: [PathBytes(root.path)],
                                    pathOptions: .init())
        try "new".write(to: root.appendingPathComponent("alpha/a0.txt"), atomically: true, encoding: .utf8)
        let rows = try source.tabs[1].origin.reload()
        #expect((0..<rows.count).map { rows.text(at: $0) } == ["a0.txt", "a1.txt", "a2.txt"])
        try FileManager.default.createDirectory(at: root.appendingPathComponent("files-only"), withIntermediateDirectories: true)
        let files = try source.tabs[0].origin.reload()
        #expect(files.count == 2)
    }

    @Test("several files: a tab each, rows are lines (CRLF trimmed); a refresh reads the file again")
    func files() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = [PathBytes(root.appendingPathComponent("top.txt").path), PathBytes(root.appendingPathComponent("alpha").path)]
        let source = TabSource.make(source: try PathSource.load(paths, options: .init()), paths: paths, pathOptions: .init())
        #expect(source.name == "2 files")
        #expect(Self.titles(source) == ["top.txt", "alpha/"])
        #expect(Self.rows(source.tabs[0]) == ["one", "two"])
        #expect(String(decoding: source.tabs[0].rows.fields(at: 1)?.value ?? [], as: UTF8.self) == "two")
        try "one\ntwo\nthree".write(to: root.appendingPathComponent("top.txt"), atomically: true, encoding: .utf8)
        let rows = try source.tabs[0].origin.reload()
        #expect(rows.count == 3 && rows.text(at: 2) == "three")
    }

    @Test("JSON: an object's keys are tabs; rows are elements or members; picking prints the element")
    func jsonObject() throws {
        let document = try JSONParser.parse(Array(
            #"{"fruit":[{"name":"apple"},{"name":"pear"},3,"fig",null],"meta":{"v":1,"tag":"x","o":{"k":"v"}},"n":7,"s":"plain"}"#.utf8))
        let source = TabSource.make(source: JSONSource(document: document, keys: .init()), paths: [], pathOptions: .init())
        #expect(Self.titles(source) == ["fruit", "meta", "n", "s"])
        // Strings read unquoted wherever they are (array elements, member values, a scalar tab).
        #expect(Self.rows(source.tabs[0]) == ["apple", "pear", "3", "fig", "null"])
        #expect(Self.rows(source.tabs[1]) == [#"v: 1"#, #"tag: x"#, #"o: {"k":"v"}"#])
        #expect(Self.rows(source.tabs[2]) == ["7"] && Self.rows(source.tabs[3]) == ["plain"])
        #expect(String(decoding: source.tabs[0].rows.fields(at: 3)?.value ?? [], as: UTF8.self) == #""fig""#)
        #expect(String(decoding: source.tabs[0].rows.fields(at: 1)?.value ?? [], as: UTF8.self) == #"{"name":"pear"}"#)
        #expect(throws: ContentError.self) { try source.tabs[0].origin.reload() }
    }

    @Test("JSON: a short array of objects gives a tab per element; a long or flat one a single tab")
    func jsonArrays() throws {
        let short = try JSONParser.parse(Array(#"[{"name":"a","x":1},{"y":[1,2]}]"#.utf8))
        let tabs = TabSource.jsonTabs(short)
        #expect(tabs.map(\.title) == ["a", "#2"])
        #expect(Self.rows(tabs[1]) == ["y: [1,2]"])
        let flat = TabSource.jsonTabs(try JSONParser.parse(Array("[1,2,3]".utf8)))
        #expect(flat.map(\.title) == ["items"] && flat[0].rows.count == 3)
        let long = TabSource.jsonTabs(.array(Array(repeating: .object([]), count: TabSource.maximumArrayTabs + 1)))
        #expect(long.count == 1 && long[0].rows.count == TabSource.maximumArrayTabs + 1)
        #expect(TabSource.jsonTabs(.object([])).isEmpty)
    }

    @Test("other sources: the demo deck is a tab per card with its body lines; stdin lines are one growing tab")
    func cardsAndStdin() throws {
        let deck = try DemoDeck.load()
        let source = TabSource.make(source: deck, paths: [], pathOptions: .init())
        #expect(source.tabs.count == deck.count && source.name == "demo deck")
        #expect(source.tabs[0].title == deck.fields(at: 0).title && source.tabs[0].rows.count > 0)
        let lines = LineSource()
        try lines.append(Array("a\nb\n".utf8))
        let stdin = TabSource.make(source: lines, paths: [], pathOptions: .init())
        #expect(stdin.tabs.count == 1 && stdin.tabs[0].rows.count == 2)
        try lines.append(Array("c\n".utf8))
        #expect(stdin.tabs[0].rows.count == 3 && stdin.tabs[0].rows.text(at: 2) == "c")
    }

    @Test("rows are sanitised for the screen; a million lines index without a million strings")
    func sanitisedAndLarge() {
        let rows = TabRows.lines(TextLines(bytes: Array("bell\u{07}\u{1B}[31mred\n".utf8)))
        #expect(rows.displayText(at: 0) == "bell␇␛[31mred")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8_000_000)
        for _ in 0..<1_000_000 { bytes.append(contentsOf: [0x61, 0x62, 0x0A]) }
        let large = TextLines(bytes: bytes)
        #expect(large.count == 1_000_000 && large.line(at: 999_999) == "ab")
        #expect(TextLines(bytes: []).count == 0 && TextLines(bytes: Array("x".utf8)).count == 1)
    }

    @Test("several paths, one unreadable or over the size cap: that tab lists the error; the others their lines")
    func unreadablePathAmongSeveral() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let big = root.appendingPathComponent("big.log")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        let missing = root.appendingPathComponent("gone.txt").path
        let paths = [PathBytes(root.appendingPathComponent("top.txt").path), PathBytes(big.path), PathBytes(missing)]
        let source = TabSource.make(source: try PathSource.load([paths[0]], options: .init()), paths: paths, pathOptions: .init())
        #expect(Self.titles(source) == ["top.txt", "big.log", "gone.txt"])
        #expect(Self.rows(source.tabs[0]) == ["one", "two"])
        #expect(source.tabs[1].rows.isNotice && Self.rows(source.tabs[1])[0].contains("larger than 64 MiB"))
        #expect(source.tabs[2].rows.isNotice && Self.rows(source.tabs[2])[0].contains("gone.txt"))
        #expect(source.tabs[1].rows.fields(at: 0) == nil && source.tabs[2].rows.fields(at: 0) == nil)
        // A refresh tries the path again: once it exists, its lines are listed.
        try "back".write(toFile: missing, atomically: true, encoding: .utf8)
        #expect(try source.tabs[2].origin.reload().text(at: 0) == "back")
        // One file over the cap alone is a tab with the error too, not a fallback to cards.
        let single = TabSource.make(source: try PathSource.load([paths[0]], options: .init()), paths: [PathBytes(big.path)],
                                    pathOptions: .init())
        #expect(Self.titles(single) == ["big.log"] && single.tabs[0].rows.isNotice)
    }

    @Test("placeholder rows are notices: a binary file picks its path, an error row picks nothing")
    func placeholderRows() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let binary = root.appendingPathComponent("blob.bin")
        try Data([0, 1, 2, 0, 255] + Array(repeating: 0, count: 2995)).write(to: binary)
        let paths = [PathBytes(binary.path), PathBytes(root.appendingPathComponent("top.txt").path)]
        let source = TabSource.make(source: try PathSource.load([paths[1]], options: .init()), paths: paths, pathOptions: .init())
        let rows = source.tabs[0].rows
        #expect(rows.isNotice && Self.rows(source.tabs[0]) == ["(binary file, 3000 bytes)"])
        #expect(rows.fields(at: 0).map { String(decoding: $0.value, as: UTF8.self) } == binary.path)
        let unreadable = TabSource.rows(of: .directory(path: PathBytes(root.appendingPathComponent("nowhere").path), filesOnly: false,
                                                       includeHidden: false))
        #expect(unreadable.isNotice && unreadable.count == 1 && unreadable.fields(at: 0) == nil)
        #expect(!source.tabs[1].rows.isNotice)
    }

    @Test("names sort naturally (file2 before file10), in the tabs and in their rows alike")
    func naturalOrder() throws {
        let names = ["file10", "file2", "File1", "file1", "a01", "a1", "b", "file2.txt", "x9y10", "x9y9", "10", "9"]
        #expect(names.sorted(by: NaturalOrder.precedes)
                == ["9", "10", "File1", "a01", "a1", "b", "file1", "file2", "file2.txt", "file10", "x9y9", "x9y10"])
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["dir10", "dir2"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        for name in ["page10.md", "page9.md"] { try "x".write(to: root.appendingPathComponent("alpha/" + name), atomically: true, encoding: .utf8) }
        let source = TabSource.make(source: try PathSource.load([PathBytes(root.path)], options: .init()), paths: [PathBytes(root.path)],
                                    pathOptions: .init())
        #expect(Self.titles(source) == ["files", "alpha/", "beta/", "dir2/", "dir10/"])
        #expect(Self.rows(source.tabs[1]) == ["a1.txt", "a2.txt", "page9.md", "page10.md"])
    }

    @Test("card tabs: no blank rows before the first block or after the last; bullets show a bullet")
    func cardRows() throws {
        #expect(TabSource.rows(of: [.blank, .paragraph("Intro"), .blank, .bullet("one"), .verbatim("  code"), .blank])
                == ["Intro", "", "• one", "  code"])
        #expect(TabSource.rows(of: [.blank, .blank]).isEmpty)
        let deck = TabSource.make(source: try DemoDeck.load(), paths: [], pathOptions: .init())
        for tab in deck.tabs where tab.rows.count > 0 {
            #expect(!tab.rows.text(at: 0).isEmpty && !Self.rows(tab).contains { $0.hasPrefix("- ") })
        }
    }
}

