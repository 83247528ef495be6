import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// Lines through their fields in the list layout on a memory terminal: `--ansi` colours on
/// screen, `--header-lines` and `--header`, `--with-nth`/`--accept-nth` picks, `--multi N`,
/// `--print-query` with no match, the empty state and `?` typed into the query.
@Suite("Fields in the list layout on a memory terminal")
struct FieldSessionTests {
    static let size = Size(columns: 60, rows: 12)

    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent.Kind { SessionTests.key(key, modifiers) }

    static func run(_ lines: [String], fields: FieldOptions, options: LaunchOptions = LaunchOptions(),
                    script: [(time: Double, kind: InputEvent.Kind)]) throws -> (SwipeApp.Outcome, MemoryTerminal) {
        let source = LineSource()
        try source.append(Array(lines.joined(separator: "\n").utf8))
        source.finish()
        var options = options
        options.layout = .reverse
        options.fields = fields
        let filtered = FilteredSource(base: FieldLines(lines: source, options: fields))
        let screen = Modes.make(ScreenContext(source: filtered, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: filtered, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: size, script: script)
        return (session.loop(on: terminal), terminal)
    }

    static func rows(_ terminal: MemoryTerminal) -> [String] {
        (terminal.lastFrame?.renderedText() ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static let idle: [(time: Double, kind: InputEvent.Kind)] = [(0.1, key(.character("x"), .alt)), (0.3, key(.escape))]

    @Test("--ansi: the item's colours on screen as cell colours, no escape byte in any cell; the text matched and picked is plain")
    func ansiColours() throws {
        var fields = FieldOptions()
        fields.keepsColors = true
        let lines = ["\u{1B}[31mred\u{1B}[0m apple", "\u{1B}]0;title\u{07}\u{1B}[2Jplain \u{1B}[1;32mgreen\u{1B}[m"]
        let (_, terminal) = try Self.run(lines, fields: fields, script: Self.idle)
        let frame = try #require(terminal.lastFrame)
        let rows = Self.rows(terminal)
        let row = try #require(rows.firstIndex { $0.contains("red apple") }, "\(rows)")
        let column = try #require(rows[row].range(of: "red").map { rows[row].distance(from: rows[row].startIndex, to: $0.lowerBound) })
        #expect(frame[column, row].style.foreground == .indexed(1), "red stays red")
        #expect(frame[column + 4, row].style.foreground != .indexed(1), "the colour ends where the item resets it")
        let second = try #require(rows.firstIndex { $0.contains("plain green") }, "the title and erase are dropped: \(rows)")
        let green = try #require(rows[second].range(of: "green").map { rows[second].distance(from: rows[second].startIndex, to: $0.lowerBound) })
        #expect(frame[green, second].style.foreground == .indexed(2))
        #expect(frame[green, second].style.attributes.contains(.bold))
        #expect(!rows.joined().contains("␛") && !rows.joined().contains("\u{1B}"))
        // Matching skips the sequences ("31m" is not in the text) and the pick prints none.
        let (picked, _) = try Self.run(lines, fields: fields, script: SessionTests.type("rdap", from: 0.1) + [(0.5, Self.key(.enter))])
        #expect(picked == .picked(Array("red apple".utf8)))
        let (none, _) = try Self.run(lines, fields: fields, script: SessionTests.type("31m", from: 0.1) + [(0.5, Self.key(.enter))])
        #expect(none == .nothingMatched)
    }

    @Test("without --ansi an escape shows as nothing, as fzf prints it; the rest of the sequence as text")
    func noAnsi() throws {
        var fields = FieldOptions()
        fields.headerLines = 0
        fields.shown = try FieldTemplate(parsing: "..")
        let (_, terminal) = try Self.run(["\u{1B}[31mred"], fields: fields, script: Self.idle)
        #expect(Self.rows(terminal).contains { $0.contains("[31mred") } && !Self.rows(terminal).joined().contains("␛"))
    }

    @Test("--header-lines: the first lines show under the info line, are never matched and never picked; --header above them")
    func headerLines() throws {
        var fields = FieldOptions()
        fields.headerLines = 1
        var options = LaunchOptions()
        options.header = "Pick a process"
        let lines = ["PID CMD", "1 init", "42 shell"]
        let (_, terminal) = try Self.run(lines, fields: fields, options: options, script: Self.idle)
        let rows = Self.rows(terminal)
        #expect(rows[0].hasPrefix("> ") && rows[1].contains("2/2"), "\(rows)")
        #expect(rows[2].contains("Pick a process") && rows[3].contains("PID CMD"), "the header, then the header lines: \(rows)")
        #expect(rows[4].contains("1 init") && rows[5].contains("42 shell"))
        let (none, _) = try Self.run(lines, fields: fields, script: SessionTests.type("PID", from: 0.1) + [(0.5, Self.key(.enter))])
        #expect(none == .nothingMatched, "the header is never matched")
        let (picked, _) = try Self.run(lines, fields: fields, script: [(0.1, Self.key(.enter))])
        #expect(picked == .picked(Array("1 init".utf8)), "the first item is the line after the header")
    }

    @Test("--with-nth shows the fields; the query matches them only; --accept-nth prints other fields (each marked one with --multi)")
    func withAndAcceptNth() throws {
        var fields = FieldOptions()
        fields.delimiter = FieldDelimiter(parsing: ":")
        fields.shown = try FieldTemplate(parsing: "2")
        fields.printed = try FieldTemplate(parsing: "1")
        let lines = ["id7:apple:x", "id8:banana:y"]
        let (picked, terminal) = try Self.run(lines, fields: fields, script: SessionTests.type("ban", from: 0.1) + [(0.5, Self.key(.enter))])
        #expect(picked == .picked(Array("id8".utf8)))
        #expect(terminal.frames.contains { $0.frame.renderedText().contains("apple:") }, "the second field shows as it stands")
        let (hidden, _) = try Self.run(lines, fields: fields, script: SessionTests.type("id7", from: 0.1) + [(0.5, Self.key(.enter))])
        #expect(hidden == .nothingMatched, "hidden fields are not matched")
        var options = LaunchOptions()
        options.multi = true
        let (both, _) = try Self.run(lines, fields: fields, options: options,
                                     script: [(0.1, Self.key(.tab)), (0.2, Self.key(.tab)), (0.3, Self.key(.enter))])
        #expect(both == .picked(Array("id7\nid8".utf8)))
    }

    @Test("a preview is of the whole line, as fzf's {}: --accept-nth changes what is printed only; --ansi strips its escapes")
    func previewOfTheWholeLine() throws {
        let source = LineSource()
        try source.append(Array("id7:\u{1B}[31mapple\u{1B}[0m:x".utf8))
        source.finish()
        var fields = FieldOptions()
        fields.delimiter = FieldDelimiter(parsing: ":")
        fields.printed = try FieldTemplate(parsing: "1")
        fields.keepsColors = true
        let item = FieldLines(lines: source, options: fields).fields(at: 0)
        #expect(item.value == Array("id7".utf8))
        #expect(item.item == Array("id7:apple:x".utf8))
        let filtered = FilteredSource(base: FieldLines(lines: source, options: fields))
        let screen = Modes.make(ScreenContext(source: filtered, options: LaunchOptions(), colorEnabled: true, reload: nil))
        #expect(screen.previewItem(in: filtered) == PreviewItem(bytes: Array("id7:apple:x".utf8), index: 0))
    }

    @Test("--multi N marks at most N; --print-query with no match prints the query and ends unmatched")
    func multiLimitAndPrintQuery() throws {
        var options = LaunchOptions()
        options.multi = true
        options.multiLimit = 1
        let lines = ["a", "b", "c"]
        let (one, _) = try Self.run(lines, fields: FieldOptions(), options: options,
                                    script: [(0.1, Self.key(.tab)), (0.2, Self.key(.tab)), (0.3, Self.key(.enter))])
        #expect(one == .picked(Array("a".utf8)))
        var printing = LaunchOptions()
        printing.printsQuery = true
        let (none, _) = try Self.run(lines, fields: FieldOptions(), options: printing,
                                     script: SessionTests.type("zz", from: 0.1) + [(0.5, Self.key(.enter))])
        #expect(none == .nothingMatchedPrinting(Array("zz".utf8)))
    }

    @Test("no match leaves the list blank, as fzf's (the info line says 0/2); ? types into the query (help is on F1)")
    func emptyStateAndQuestionMark() throws {
        let (_, terminal) = try Self.run(["a?b", "c"], fields: FieldOptions(), script: SessionTests.type("zz", from: 0.1) + [(0.5, Self.key(.escape))])
        let frames = terminal.frames.map { $0.frame.renderedText() }
        #expect(frames.contains { $0.contains("0/2") })
        #expect(!frames.contains { $0.contains("no matches") })
        let (picked, _) = try Self.run(["a?b", "c"], fields: FieldOptions(), script: SessionTests.type("?", from: 0.1) + [(0.5, Self.key(.enter))])
        #expect(picked == .picked(Array("a?b".utf8)))
        let (_, help) = try Self.run(["a"], fields: FieldOptions(), script: [(0.1, Self.key(.function(1))), (0.5, Self.key(.escape))])
        #expect(help.frames.contains { $0.frame.renderedText().contains("Keys") })
    }
}
