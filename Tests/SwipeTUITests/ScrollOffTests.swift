import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// `--scroll-off N` in the list layout, against what fzf 0.38 showed for `seq 50 | fzf
/// --scroll-off N` on a 40×12 terminal (ten rows of items) after the same keys; and what a
/// move costs: only the rows that changed are written.
@Suite("List layout: --scroll-off and the rows a move writes")
struct ScrollOffTests {
    static let size = Size(columns: 40, rows: 12)

    /// Fifty numbered items, as `seq 50` gives them.
    static var numbers: DeckSource {
        DeckSource(items: (1...50).map { number in
            let line = "\(number)"
            return DeckSource.Item(card: Card(title: line, blocks: []), fields: ItemFields(title: line, body: "", value: Array(line.utf8), json: ""))
        })
    }

    static func run(scrollOff: Int? = nil, layout: ListLayout = .default, keys: [InputEvent.Kind]) -> MemoryTerminal {
        var options = LaunchOptions()
        options.layout = layout
        if let scrollOff { options.list.scrollOff = scrollOff }
        let source = FilteredSource(base: numbers)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let script = keys.enumerated().map { (time: 0.1 + Double($0.offset) * 0.05, kind: $0.element) }
            + [(time: 0.2 + Double(keys.count) * 0.05, kind: SessionTests.key(.character("x"), .alt))]
        let terminal = MemoryTerminal(size: size, script: script)
        _ = session.loop(on: terminal)
        return terminal
    }

    /// The list's ten rows, top to bottom, as fzf's screen reads: `>` before the focused
    /// item's number, two spaces before the others' (the scroll bar left out).
    static func listRows(_ terminal: MemoryTerminal) -> [String] {
        let rows = (terminal.lastFrame?.renderedText() ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        return rows.prefix(10).map { row in (row.hasPrefix(">") ? "> " : "  ") + row.filter(\.isNumber) }
    }

    static func presses(_ up: Int, _ down: Int = 0) -> [InputEvent.Kind] {
        Array(repeating: SessionTests.key(.up), count: up) + Array(repeating: SessionTests.key(.down), count: down)
    }

    /// fzf's screens: the option, the presses (↑ then ↓), the ten rows top to bottom.
    static let fzfScreens: [(scrollOff: Int, up: Int, down: Int, rows: [String])] = [
        (2, 8, 0, ["  11", "  10", "> 9", "  8", "  7", "  6", "  5", "  4", "  3", "  2"]),
        (2, 18, 0, ["  21", "  20", "> 19", "  18", "  17", "  16", "  15", "  14", "  13", "  12"]),
        (2, 18, 7, ["  19", "  18", "  17", "  16", "  15", "  14", "  13", "> 12", "  11", "  10"]),
        (0, 18, 0, ["> 19", "  18", "  17", "  16", "  15", "  14", "  13", "  12", "  11", "  10"]),
        // More than half the rows keeps half of them, one fewer below the focus: fzf's settling.
        (100, 8, 0, ["  14", "  13", "  12", "  11", "  10", "> 9", "  8", "  7", "  6", "  5"]),
        (100, 20, 0, ["  26", "  25", "  24", "  23", "  22", "> 21", "  20", "  19", "  18", "  17"]),
        // At the end of the list the rows stay full.
        (2, 60, 0, ["> 50", "  49", "  48", "  47", "  46", "  45", "  44", "  43", "  42", "  41"]),
        (2, 60, 3, ["  50", "  49", "  48", "> 47", "  46", "  45", "  44", "  43", "  42", "  41"]),
    ]

    @Test("the focus moves among still rows; the rows scroll to keep N rows of context, as fzf's", arguments: 0..<8)
    func asFzf(case number: Int) {
        let screen = Self.fzfScreens[number]
        let terminal = Self.run(scrollOff: screen.scrollOff, keys: Self.presses(screen.up, screen.down))
        #expect(Self.listRows(terminal) == screen.rows, "--scroll-off \(screen.scrollOff), ↑×\(screen.up) ↓×\(screen.down)")
    }

    /// `seq 50 | fzf` on ten rows: PgUp moves nine items up, the row it left stays in view.
    @Test("a page is the rows less one, as fzf's")
    func pages() {
        let up = Self.run(scrollOff: 0, keys: [SessionTests.key(.pageUp)])
        #expect(Self.listRows(up) == ["> 10", "  9", "  8", "  7", "  6", "  5", "  4", "  3", "  2", "  1"])
        let twice = Self.run(scrollOff: 0, keys: [SessionTests.key(.pageUp), SessionTests.key(.pageUp), SessionTests.key(.pageDown)])
        #expect(Self.listRows(twice).contains("> 10"), "\(Self.listRows(twice))")
    }

    @Test("the scroll bar's thumb stands where fzf's does for the rows shown")
    func scrollbar() {
        let terminal = Self.run(scrollOff: 2, keys: Self.presses(18, 7))
        let rows = (terminal.lastFrame?.renderedText() ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        // fzf: items 10 to 19 of 50 on ten rows, a two-row thumb on the 8th and 9th rows from the top.
        #expect(rows.indices.filter { rows[$0].hasSuffix("│") } == [7, 8], "\(rows)")
    }

    /// fzf 0.38's default is `--scroll-off 0`: `seq 50 | fzf` at 40×12 after ↑×18 shows
    /// `> 19` on the top row, and after ↑×60 the last ten items fill every row.
    @Test("without --scroll-off the rows are fzf's default: the focus moves to the far end, the rows stay full")
    func fzfByDefault() {
        #expect(Self.listRows(Self.run(keys: Self.presses(18))) == Self.fzfScreens[3].rows)
        let end = Self.listRows(Self.run(keys: Self.presses(60)))
        #expect(end == ["> 50"] + (41...49).reversed().map { "  \($0)" }, "\(end)")
    }

    @Test("reverse-list counts the rows from the top: the same window, turned over")
    func reverseList() {
        let terminal = Self.run(scrollOff: 2, layout: .reverseList, keys: Self.presses(0, 18))
        let rows = (terminal.lastFrame?.renderedText() ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[0].contains("12") && rows[7].hasPrefix(">") && rows[7].contains("19"), "\(rows)")
    }

    @Test("a move among still rows changes the two rows it leaves and lands on, and nothing else")
    func moveChangesTwoRows() {
        for scrollOff in [nil, 2] as [Int?] {
            let terminal = Self.run(scrollOff: scrollOff, keys: Self.presses(3))
            // Each frame's rows of cells (glyphs and styles: what the writer compares).
            let frames = terminal.frames.map { frame in
                (0..<Self.size.rows).map { row in Array(frame.frame.cells[(row * Self.size.columns)..<((row + 1) * Self.size.columns)]) }
            }
            // Each frame after the first: the rows that differ from the frame before.
            let changes = zip(frames, frames.dropFirst()).map { before, after in zip(before, after).filter { $0 != $1 }.count }
            #expect(changes.filter { $0 > 0 }.count == 3 && changes.allSatisfy { $0 == 0 || $0 == 2 },
                    "--scroll-off \(String(describing: scrollOff)): rows changed per frame \(changes)")
        }
    }
}
