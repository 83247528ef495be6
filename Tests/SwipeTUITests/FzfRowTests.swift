import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// The list layout's rows, header, info and query lines cell by cell against fzf 0.38's:
/// each case was run in tmux at 40×8 on fzf with the same input, options and keys, and its
/// screen (`capture-pane -e`) recorded here as text, a look per cell and the cursor.
@Suite("List rows as fzf 0.38 draws them")
struct FzfRowTests {
    /// A screen read off fzf: its rows, a letter per cell naming its look in `legend`, and
    /// where the terminal's cursor was.
    struct Recorded {
        let rows: [String]
        let looks: [String]
        let legend: [Character: Style]
        let cursor: Point
    }

    /// fzf 0.38: multi
    static let multi = Recorded(rows: [
        "                                        ",
        "                                        ",
        "                                        ",
        "  user   300 /usr/bin/proc-b            ",
        ">>root    42 /usr/bin/proc-a            ",
        "  UID    PID CMD                        ",
        "  2/3 (1) ───────────────────────────── ",
        "> proc                                  ",
    ], looks: [
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "baaaaaaaaaaaaaaaaaaaaaccccaaaaaaaaaaaaaa",
        "deffffbbbbffbfffffffffggggffaaaaaaaaaaaa",
        "aahhhaaaahhhahhhaaaaaaaaaaaaaaaaaaaaaaaa",
        "aaiiiaiiiajjjjjjjjjjjjjjjjjjjjjjjjjjjjja",
        "kallllaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    ], legend: [
        "a": Style(),
        "b": Style(background: .indexed(236)),
        "c": Style(foreground: .indexed(108)),
        "d": Style(foreground: .indexed(161), background: .indexed(236), attributes: .bold),
        "e": Style(foreground: .indexed(168), background: .indexed(236)),
        "f": Style(foreground: .indexed(254), background: .indexed(236), attributes: .bold),
        "g": Style(foreground: .indexed(151), background: .indexed(236), attributes: .bold),
        "h": Style(foreground: .indexed(109)),
        "i": Style(foreground: .indexed(144)),
        "j": Style(foreground: .indexed(59)),
        "k": Style(foreground: .indexed(110), attributes: .bold),
        "l": Style(attributes: .bold),
    ], cursor: Point(x: 6, y: 7))

    /// fzf 0.38: tabs
    static let tabs = Recorded(rows: [
        ">                                       ",
        "  3/3 ───────────────────────────────── ",
        "  hdr                                   ",
        "> a   b   c                             ",
        "  name    value                         ",
        "  beta    x                             ",
        "                                        ",
        "                                        ",
    ], looks: [
        "abbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
        "bbcccbdddddddddddddddddddddddddddddddddb",
        "bbeeebbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
        "fghggghggghbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
        "gbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
        "gbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
        "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
        "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
    ], legend: [
        "a": Style(foreground: .indexed(110), attributes: .bold),
        "b": Style(),
        "c": Style(foreground: .indexed(144)),
        "d": Style(foreground: .indexed(59)),
        "e": Style(foreground: .indexed(109)),
        "f": Style(foreground: .indexed(161), background: .indexed(236), attributes: .bold),
        "g": Style(background: .indexed(236)),
        "h": Style(foreground: .indexed(254), background: .indexed(236), attributes: .bold),
    ], cursor: Point(x: 2, y: 0))

    /// fzf 0.38: looks
    static let looks = Recorded(rows: [
        "                                        ",
        "                                        ",
        "                                        ",
        "  name    value                         ",
        "  beta    x                             ",
        "=+a       b       c                     ",
        "  3/3 (1) ───────────────────────────── ",
        "> a                                     ",
    ], looks: [
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "baacaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "baaaacaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "defggggggghggggggghaaaaaaaaaaaaaaaaaaaaa",
        "aaiiiaiiiajjjjjjjjjjjjjjjjjjjjjjjjjjjjja",
        "kaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    ], legend: [
        "a": Style(),
        "b": Style(background: .indexed(52)),
        "c": Style(foreground: .indexed(1), attributes: .bold),
        "d": Style(foreground: .indexed(161), background: .indexed(236)),
        "e": Style(foreground: .indexed(168), background: .indexed(236)),
        "f": Style(foreground: .indexed(151), background: .indexed(236)),
        "g": Style(background: .indexed(236)),
        "h": Style(foreground: .indexed(254), background: .indexed(236)),
        "i": Style(foreground: .indexed(144)),
        "j": Style(foreground: .indexed(59)),
        "k": Style(foreground: .indexed(110)),
    ], cursor: Point(x: 3, y: 7))


    /// The cell as it can be compared with a capture: a blank's colour and boldness do not
    /// show (only its background, underline and reverse do).
    static func visible(_ cell: Cell) -> (String, Style) {
        let text = cell.isContinuation ? "" : String(cell.grapheme)
        guard text == " " else { return (text, cell.style) }
        return (" ", Style(background: cell.style.background, attributes: cell.style.attributes.intersection([.underline, .reverse])))
    }

    /// Every difference between `frame` and `recorded`, one line each.
    static func differences(_ frame: CellBuffer, _ recorded: Recorded) -> [String] {
        var found: [String] = []
        for (y, (row, looks)) in zip(recorded.rows, recorded.looks).enumerated() {
            for (x, (character, look)) in zip(row, looks).enumerated() {
                let (text, style) = visible(frame[x, y])
                let expected = recorded.legend[look] ?? Style()
                if text != String(character) || style != expected {
                    found.append("(\(x),\(y)): fzf '\(character)' \(expected), here '\(text)' \(style)")
                }
            }
        }
        if frame.cursor != recorded.cursor { found.append("cursor: fzf \(recorded.cursor), here \(String(describing: frame.cursor))") }
        return found
    }

    /// The last frame of the list over `lines` (at 40×8), `keys` typed from 0.1 s on.
    static func screen(_ lines: [String], fields: FieldOptions = FieldOptions(), options: LaunchOptions = LaunchOptions(),
                       keys: [InputEvent.Kind] = []) throws -> CellBuffer {
        let source = LineSource()
        try source.append(Array(lines.joined(separator: "\n").utf8))
        source.finish()
        var options = options
        options.fields = fields
        let filtered = FilteredSource(base: FieldLines(lines: source, options: fields))
        let screen = Modes.make(ScreenContext(source: filtered, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: filtered, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        var script = keys.enumerated().map { (time: 0.1 + Double($0.offset) * 0.1, kind: $0.element) }
        script.append((time: 0.2 + Double(keys.count) * 0.1, kind: SessionTests.key(.character("x"), .alt)))
        let terminal = MemoryTerminal(size: Size(columns: 40, rows: 8), script: script)
        _ = session.loop(on: terminal)
        return terminal.lastFrame ?? CellBuffer(size: Size(columns: 40, rows: 8))
    }

    static func typed(_ text: String) -> [InputEvent.Kind] { text.map { SessionTests.key(.character($0)) } }

    static let processes = ["UID    PID CMD", "root     1 /sbin/init", "root    42 /usr/bin/proc-a", "user   300 /usr/bin/proc-b"]
    static let tabbed = ["a\tb\tc", "name\tvalue", "beta\tx"]

    @Test("-m --header-lines 1, `proc` and Tab: a two-column gutter (pointer, marker), the heading over its columns, `2/3 (1)`, the query bold, the cursor after it")
    func multiWithHeaderLines() throws {
        var fields = FieldOptions()
        fields.headerLines = 1
        var options = LaunchOptions()
        options.multi = true
        let frame = try Self.screen(Self.processes, fields: fields, options: options, keys: Self.typed("proc") + [SessionTests.key(.tab)])
        let differences = Self.differences(frame, Self.multi)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))\n\(frame.renderedText())")
    }

    @Test("--reverse --header hdr --tabstop 4: tabs stop every four columns from the line's start, the header at the text's column")
    func reverseHeaderTabstop() throws {
        var fields = FieldOptions()
        fields.tabWidth = 4
        var options = LaunchOptions()
        options.layout = .reverse
        options.header = "hdr"
        let frame = try Self.screen(Self.tabbed, fields: fields, options: options)
        let differences = Self.differences(frame, Self.tabs)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))\n\(frame.renderedText())")
    }

    @Test("--no-bold --color hl:red:bold,gutter:52 --pointer = --marker + -m: the given bold stays, fzf's own goes; the gutter's colour")
    func givenLooks() throws {
        var options = LaunchOptions()
        options.multi = true
        options.pointer = "="
        options.marker = "+"
        options.listLook.colors = try ListColors(parsing: ["hl:red:bold,gutter:52"])
        options.listLook.isBold = false
        let frame = try Self.screen(Self.tabbed, options: options, keys: Self.typed("a") + [SessionTests.key(.tab)])
        let differences = Self.differences(frame, Self.looks)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))\n\(frame.renderedText())")
    }

    /// The query row and the cursor's column after `keys`, at 40 columns with fzf's `> `.
    static func queryLine(after keys: [InputEvent.Kind]) throws -> (text: String, cursor: Int?) {
        let frame = try screen(["one", "two"], keys: keys)
        let row = frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false)[7]
        return (String(row).trimmingCharacters(in: .whitespaces), frame.cursor?.x)
    }

    @Test("A query wider than its line scrolls sideways as fzf 0.38's (recorded at 40 columns): the insertion point always shows, the query moves no more than it must")
    func longQueryScrolls() throws {
        let typed = Self.typed("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMN")
        let left = SessionTests.key(.left)
        let cases: [(keys: [InputEvent.Kind], text: String, cursor: Int)] = [
            (typed, "> nopqrstuvwxyz0123456789ABCDEFGHIJKLMN", 39),
            (typed + [SessionTests.key(.home)], "> abcdefghijklmnopqrstuvwxyz0123456789A", 2),
            (typed + Array(repeating: left, count: 21), "> nopqrstuvwxyz0123456789ABCDEFGHIJKLMN", 18),
            (typed + Array(repeating: left, count: 45), "> fghijklmnopqrstuvwxyz0123456789ABCDEF", 2),
            (typed + Array(repeating: left, count: 45) + [SessionTests.key(.end)], "> nopqrstuvwxyz0123456789ABCDEFGHIJKLMN", 39),
        ]
        for (keys, text, cursor) in cases {
            let shown = try Self.queryLine(after: keys)
            #expect(shown.text == text && shown.cursor == cursor, "\(shown)")
        }
    }

    @Test("A header wider than the items' rows is cut as an item is, with fzf's `..` (recorded on fzf 0.38 at 40 columns)")
    func longHeaderCut() throws {
        var options = LaunchOptions()
        options.header = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMN"
        let frame = try Self.screen(["one", "two"], options: options)
        let rows = frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[5] == "  abcdefghijklmnopqrstuvwxyz012345678.. ", "\(frame.renderedText())")
    }

    @Test("--header and --header-lines 2 stacked by the info line as fzf 0.38 stacks them, in each layout (recorded at 40×8)",
          arguments: [(ListLayout.default, ["  b", "> a", "  L2", "  L1", "  H1", "  H2"]),
                      (.reverse, ["  H1", "  H2", "  L1", "  L2", "> a", "  b"]),
                      (.reverseList, ["> a", "  b", "  L2", "  L1", "  H1", "  H2"])])
    func stackedHeaders(layout: ListLayout, rows expected: [String]) throws {
        var fields = FieldOptions()
        fields.headerLines = 2
        var options = LaunchOptions()
        options.layout = layout
        options.header = "H1\nH2"
        let frame = try Self.screen(["L1", "L2", "a", "b"], fields: fields, options: options)
        let rows = frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map { String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        let listed = layout == .reverse ? Array(rows[2..<8]) : Array(rows[0..<6])
        #expect(listed == expected, "\(frame.renderedText())")
    }
}
