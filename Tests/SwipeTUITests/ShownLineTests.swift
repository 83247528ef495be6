import Foundation
import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// `--with-nth` rows are worked out once per item, not on every frame; a long line is
/// worked out off the frame loop, its row showing `…` until then.
@Suite("Rows shown through fields")
struct ShownLineTests {
    static func lines(_ texts: [String]) throws -> LineSource {
        let source = LineSource()
        try source.append(Array(texts.joined(separator: "\n").utf8))
        source.finish()
        return source
    }

    @Test("moving, filtering and clearing the query over 40 --with-nth lines works each row out once, however often rows are asked for")
    func eachRowOnce() throws {
        let texts = (0..<40).map { item in (0..<40).map { "f\(item)x\($0)" }.joined(separator: " ") }
        var fields = FieldOptions()
        fields.shown = try FieldTemplate(parsing: "2..")
        let lines = FieldLines(lines: try Self.lines(texts), options: fields)
        var options = LaunchOptions()
        options.layout = .reverse
        options.fields = fields
        let filtered = FilteredSource(base: lines)
        let screen = Modes.make(ScreenContext(source: filtered, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: filtered, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        var script: [(time: Double, kind: InputEvent.Kind)] = []
        for step in 0..<20 { script.append((0.1 + Double(step) * 0.02, SessionTests.key(.down))) }
        // Each query and each clearing of it shows the rows again (the list is reloaded).
        for round in 0..<5 {
            let start = 1 + Double(round) * 0.4
            script += SessionTests.type("x", from: start) + [(start + 0.2, SessionTests.key(.backspace))]
        }
        script.append((4, SessionTests.key(.escape)))
        let terminal = MemoryTerminal(size: Size(columns: 60, rows: 12), script: script)
        #expect(session.loop(on: terminal) == .quit)
        #expect(terminal.frames.count > 20, "frames were drawn: \(terminal.frames.count)")
        #expect(lines.shownLineCount > 0 && lines.shownLineCount <= 40, "rows worked out: \(lines.shownLineCount)")
    }

    @Test("a line past 64 KiB shows … at once and its fields once worked out aside; the change is reported once")
    func longLineAside() throws {
        let long = (0..<20_000).map { "w\($0)" }.joined(separator: " ")
        var fields = FieldOptions()
        fields.shown = try FieldTemplate(parsing: "{-1} {1}")
        let lines = FieldLines(lines: try Self.lines(["a b", long]), options: fields)
        let work = try #require(lines.backgroundWork)
        let before = work.generation
        #expect(lines.card(at: 0).title == "b a")
        #expect(lines.card(at: 1).title == "…")
        let deadline = Date().addingTimeInterval(10)
        while work.generation == before && Date() < deadline { usleep(2_000) }
        #expect(!work.isBusy)
        #expect(work.takeChangedItems() == [1])
        #expect(lines.card(at: 1).title == "w19999 w0")
        #expect(lines.shownLineCount == 2)
        #expect(lines.fields(at: 1).title == "w19999 w0", "the text matched and picked is whole")
    }
}
