import Foundation
import Testing
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// `--history`: fzf's file of past queries, walked with Ctrl-P and Ctrl-N.
@Suite("--history")
struct QueryHistoryTests {
    static func temporaryPath(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-history-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: directory)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("history").path
    }

    @Test("a pick appends its query (not an empty one), the newest size kept, written 0600 through a renamed file")
    func append() throws {
        let path = Self.temporaryPath("append")
        var history = try QueryHistory(path: path, size: 3)
        #expect(history.entries.isEmpty, "no file yet is no history")
        for query in ["one", "", "two", "three", "four"] { try history.append(query) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\nthree\nfour\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let left = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(left == ["history"], "no temporary file left: \(left)")
        #expect(try QueryHistory(path: path, size: 2).entries == ["three", "four"])
    }

    @Test("Ctrl-P walks back from the query being typed, Ctrl-N forward to it again; the ends stay put")
    func walk() throws {
        let path = Self.temporaryPath("walk")
        try "a\nb\n".write(toFile: path, atomically: false, encoding: .utf8)
        var history = try QueryHistory(path: path)
        #expect(history.previous(from: "typed") == "b")
        #expect(history.previous(from: "b") == "a")
        #expect(history.previous(from: "a") == nil)
        #expect(history.next(from: "a") == "b")
        #expect(history.next(from: "b") == "typed")
        #expect(history.next(from: "typed") == nil)
    }

    @Test("a hostile file: only its last 4 MiB read, lines cut at the query's length, bytes not UTF-8 replaced; a directory refused")
    func hostileFile() throws {
        let path = Self.temporaryPath("hostile")
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 5 << 20)
        bytes += Array("\nlast\n".utf8) + [0xFF, 0xFE, 0x00, 0x1B] + Array("bin\n".utf8) + [UInt8](repeating: UInt8(ascii: "y"), count: 1000) + [0x0A]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let history = try QueryHistory(path: path)
        #expect(history.entries.count == 3, "the 5 MiB line was cut by the 4 MiB window and dropped")
        #expect(history.entries[0] == "last")
        #expect(history.entries[1].hasPrefix("\u{FFFD}"))
        #expect(history.entries[2].count == Session.maximumQueryLength)
        #expect(throws: ContentError.self) { try QueryHistory(path: (path as NSString).deletingLastPathComponent) }
        #expect(throws: ContentError.self) { try QueryHistory(path: path, size: 0) }
    }

    @Test("a FIFO is refused at once, never waited on; a symbolic link is followed, the file it names replaced")
    func fifoAndLink() throws {
        let path = Self.temporaryPath("fifo")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: ContentError("--history \(path): not a regular file")) { try QueryHistory(path: path) }
        let target = Self.temporaryPath("link")
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        let link = target + "-link"
        #expect(symlink(target, link) == 0)
        var history = try QueryHistory(path: link)
        try history.append("new")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\nnew\n")
        #expect((try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType) == .typeSymbolicLink)
    }

    @Test("in a session: Ctrl-P puts the last query in the query line and filters; the pick's query is appended")
    func session() throws {
        let path = Self.temporaryPath("session")
        try "tests\n".write(toFile: path, atomically: false, encoding: .utf8)
        var options = LaunchOptions()
        options.layout = .default
        options.history = try QueryHistory(path: path)
        let source = FilteredSource(base: SessionTests.lines)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: ListLayoutTests.size, script: [(0.1, SessionTests.key(.character("p"), .control)),
                                                                           (0.5, SessionTests.key(.enter))])
        let outcome = session.loop(on: terminal)
        #expect(outcome == .picked(Array("tests/main_tests.swift".utf8)))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "tests\ntests\n")
    }
}
