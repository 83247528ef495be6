import Foundation
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

/// `SwipeApp.launch` as the command line calls it, on the paths that end before any
/// interface: a path that cannot be read, no items, and `--select-1`/`--exit-0` deciding.
@Suite("Launching a run")
struct LaunchTests {
    static func request(_ paths: [String], query: String? = nil, selectsOne: Bool = true, exitsWhenEmpty: Bool = true) -> LaunchRequest {
        var request = LaunchRequest()
        request.paths = paths.map { PathBytes($0) }
        request.options.query = query
        request.selectsOne = selectsOne
        request.exitsWhenEmpty = exitsWhenEmpty
        return request
    }

    @Test("--select-1 prints the one match, --exit-0 ends on none; a missing path fails; an empty directory under -0 is no match")
    func endsWithoutInterface() throws {
        let root = try PathSourceTests.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let settings = Settings(environment: [:])
        let one = SwipeApp.launch(Self.request([root.path], query: "deck"), settings: settings)
        #expect(one.outcome == .picked(Array((root.path + "/deck.md").utf8)) && one.note == nil)
        let none = SwipeApp.launch(Self.request([root.path], query: "nothing like it"), settings: settings)
        #expect(none.outcome == .nothingMatched)
        let missing = SwipeApp.launch(Self.request([root.path + "/gone"]), settings: settings)
        #expect(missing.outcome == .failed(root.path + "/gone: No such file or directory"))
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        // fzf's -0: no match, exit 1 (without -0 a carousel of nothing ends with "no items", in `run`).
        #expect(SwipeApp.launch(Self.request([empty.path]), settings: settings).outcome == .nothingMatched)
    }

    @Test("items from paths can be read again, whole; stdin's cannot")
    func reload() throws {
        let root = try PathSourceTests.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = try Input.open(paths: [PathBytes(root.path)], stdinFormat: .lines(.newline), pathOptions: .init())
        try "new".write(to: root.appendingPathComponent("c.txt"), atomically: true, encoding: .utf8)
        let reload = try #require(input.reload)
        let again = try reload()
        #expect(again.count == input.source.count + 1, "the listing is taken whole")
    }
}
