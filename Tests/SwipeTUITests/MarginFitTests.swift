import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// `--margin` and `--padding` on a screen too small for them shrink as fzf 0.38 shrinks
/// them, so the list keeps its rows. Each screen was recorded in tmux from
/// `seq 100 | fzf OPTIONS` at the size given (trailing blanks left out).
@Suite("Margins and padding shrunk as fzf's")
struct MarginFitTests {
    struct Case: CustomStringConvertible, Sendable {
        let columns: Int, rows: Int
        let arguments: [String]
        let screen: [String]
        var description: String { "\(columns)×\(rows) " + arguments.joined(separator: " ") }
    }

    static let cases = [
        Case(columns: 30, rows: 8, arguments: ["--margin", "3"], screen: [
            "", "", "     2", "   > 1                    │", "     100/100 ─────────────", "   >", "", "",
        ]),
        Case(columns: 30, rows: 8, arguments: ["--margin", "3", "--padding", "1"], screen: [
            "", "      4", "      3", "      2", "    > 1                  │", "      100/100 ───────────", "    >", "",
        ]),
        Case(columns: 30, rows: 8, arguments: ["--margin", "2", "--border", "rounded"], screen: [
            "", "  ╭────────────────────────╮", "  │   2                    │", "  │ > 1                   ││",
            "  │   100/100 ──────────── │", "  │ >                      │", "  ╰────────────────────────╯", "",
        ]),
        Case(columns: 30, rows: 6, arguments: ["--padding", "3"], screen: [
            "", "     2", "   > 1                    │", "     100/100 ─────────────", "   >", "",
        ]),
        Case(columns: 30, rows: 8, arguments: ["--margin", "1,2,5,3"], screen: [
            "     2", "   > 1                     │", "     100/100 ──────────────", "   >", "", "", "", "",
        ]),
        Case(columns: 30, rows: 7, arguments: ["--margin", "3", "--info", "inline"], screen: [
            "", "", "     2", "   > 1                    │", "   >   < 100/100 ─────────", "", "",
        ]),
        Case(columns: 30, rows: 8, arguments: ["--margin", "20%,10%", "--padding", "25%"], screen: [
            "", "            4", "            3", "            2", "          > 1      │", "            100/100", "          >", "",
        ]),
        Case(columns: 10, rows: 8, arguments: ["--margin", "0,4"], screen: [
            "     6", "     5", "     4", "     3", "     2", "   > 1│", "     ..", "   >",
        ]),
    ]

    @Test("the list keeps fzf's rows and columns", arguments: cases)
    func shrinks(_ recorded: Case) throws {
        let options = try AdaptiveHeightTests.options(recorded.arguments)
        let source = LineSource()
        try source.append(Array((1...100).map(String.init).joined(separator: "\n").utf8))
        source.finish()
        let filtered = FilteredSource(base: source)
        let screen = Modes.make(ScreenContext(source: filtered, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: filtered, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: Size(columns: recorded.columns, rows: recorded.rows),
                                      script: [(time: 0.2, kind: SessionTests.key(.character("x"), .alt))])
        _ = session.loop(on: terminal)
        let rows = (terminal.lastFrame?.renderedText() ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(Array(rows.prefix(recorded.rows)) == recorded.screen, "\(rows.joined(separator: "\n"))")
    }
}
