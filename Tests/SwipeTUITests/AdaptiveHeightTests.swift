import Testing
import CellCanvas
@testable import SwipeTUI
import TerminalBackend

/// `--height ~N` row for row as fzf 0.38 takes it: each case is a command line run in
/// tmux (`seq ITEMS | fzf --height ~… ARGS`, 120 columns, with the screen full above so
/// the rows fzf takes show as the lines it scrolls up).
@Suite("--height ~N as fzf 0.38's")
struct AdaptiveHeightTests {
    struct Case: CustomStringConvertible, Sendable {
        var terminalRows = 40
        var height = "40%"
        var items: Int
        var arguments: [String] = []
        /// The rows fzf took.
        var rows: Int
        var description: String { "seq \(items) | fzf --height ~\(height) \(arguments.joined(separator: " ")) on \(terminalRows) rows: \(rows)" }
    }

    static let cases: [Case] = [
        Case(items: 3, rows: 5),
        Case(items: 100, rows: 16),
        Case(items: 14, rows: 16),
        Case(items: 13, rows: 15),
        Case(items: 0, rows: 2),
        Case(height: "10", items: 3, rows: 5),
        Case(height: "10", items: 20, rows: 10),
        Case(height: "1", items: 3, rows: 3),
        Case(height: "100%", items: 3, rows: 5),
        Case(height: "40.5%", items: 100, rows: 16),
        Case(terminalRows: 20, height: "5.5%", items: 100, rows: 10),
        Case(terminalRows: 20, height: "0", items: 100, rows: 3),
        Case(items: 3, arguments: ["--border", "rounded"], rows: 7),
        Case(items: 3, arguments: ["--border", "top"], rows: 6),
        Case(items: 3, arguments: ["--border", "horizontal"], rows: 7),
        Case(items: 3, arguments: ["--border", "left"], rows: 5),
        Case(items: 3, arguments: ["--header", "a"], rows: 6),
        Case(items: 2, arguments: ["--header-lines", "1"], rows: 5),
        Case(items: 3, arguments: ["--info", "inline"], rows: 4),
        Case(items: 3, arguments: ["--info", "hidden"], rows: 4),
        Case(items: 3, arguments: ["--preview", "echo hi"], rows: 5),
        Case(items: 0, arguments: ["--preview", "echo hi"], rows: 3),
        Case(items: 3, arguments: ["--preview", "echo hi", "--preview-window", "up:50%"], rows: 10),
        Case(items: 100, arguments: ["--preview", "echo hi", "--preview-window", "up:50%"], rows: 32),
        Case(items: 3, arguments: ["--preview", "echo hi", "--preview-window", "down:3"], rows: 10),
        Case(items: 3, arguments: ["--preview", "echo hi", "--preview-window", "up:50%:hidden"], rows: 10),
        Case(items: 3, arguments: ["--preview", "echo hi", "--preview-window", "up:3:noborder"], rows: 8),
        Case(items: 3, arguments: ["--preview", "echo hi", "--preview-window", "up:0"], rows: 5),
        Case(items: 3, arguments: ["--preview", "echo hi", "--preview-window", "left:50%:border-top"], rows: 5),
        Case(items: 3, arguments: ["--margin", "1"], rows: 7),
        Case(items: 3, arguments: ["--padding", "1"], rows: 7),
        Case(items: 3, arguments: ["--border", "rounded", "--margin", "1", "--padding", "1"], rows: 11),
        Case(items: 3, arguments: ["--layout", "reverse"], rows: 5),
        Case(terminalRows: 8, items: 100, rows: 8),
        Case(terminalRows: 8, items: 3, rows: 5),
        Case(terminalRows: 8, items: 100, arguments: ["--margin", "3"], rows: 8),
        Case(terminalRows: 8, items: 1, arguments: ["--margin", "3"], rows: 7),
        Case(terminalRows: 8, items: 1, arguments: ["--header", "1\n2\n3\n4\n5\n6\n7"], rows: 8),
        Case(terminalRows: 10, items: 100, arguments: ["--min-height", "5"], rows: 5),
    ]

    /// The launch options those fzf arguments make (the few this table uses).
    static func options(_ arguments: [String]) throws -> LaunchOptions {
        var options = LaunchOptions()
        for index in stride(from: 0, to: arguments.count - 1, by: 2) {
            let name = arguments[index], value = arguments[index + 1]
            switch name {
            case "--border": options.listLook.border = try ListBorder(parsing: value)
            case "--header": options.header = value
            case "--header-lines": options.fields.headerLines = try #require(Int(value))
            case "--info": options.listLook.info = try #require(ListLook.InfoStyle(rawValue: value))
            case "--preview": options.preview = value
            case "--preview-window": options.previewWindow = try PreviewWindow(parsing: value)
            case "--margin": options.listLook.margin = try EdgeSizes(parsing: value, option: name)
            case "--padding": options.listLook.padding = try EdgeSizes(parsing: value, option: name)
            case "--layout": options.layout = try #require(ListLayout(rawValue: value))
            case "--min-height": break
            default: Issue.record("no such argument in the table: \(name)")
            }
        }
        return options
    }

    @Test("the rows fzf takes", arguments: cases)
    func rows(_ example: Case) throws {
        var limit = try #require(InlineHeight(parsing: example.height))
        if let index = example.arguments.firstIndex(of: "--min-height"), case .percent(let share, _) = limit {
            limit = .percent(share, atLeast: try #require(Int(example.arguments[index + 1])))
        }
        let rule = AdaptiveHeight(limit: limit, options: try Self.options(example.arguments))
        #expect(rule.rows(items: example.items, terminalRows: example.terminalRows) == example.rows)
    }

    @Test("the input is read until one more item would not fit, or to its end")
    func itemsToWaitFor() throws {
        let plain = AdaptiveHeight(limit: .percent(40), options: LaunchOptions())
        // 16 rows, less the query and info lines: fzf starts at the 14th item.
        #expect(plain.itemsFilling(terminalRows: 40) == 14)
        #expect(plain.rows(items: 14, terminalRows: 40) == plain.rows(items: 1000, terminalRows: 40))
        let boxed = AdaptiveHeight(limit: .rows(10), options: try Self.options(["--border", "rounded", "--header", "a"]))
        #expect(boxed.itemsFilling(terminalRows: 40) == 5)
    }

    @Test("an empty list in two rows (what ~N gives it) draws its query and info lines, as fzf's, not the too-small note")
    func emptyListInTwoRows() throws {
        let lines = LineSource()
        lines.finish()
        var options = LaunchOptions()
        options.layout = .default
        let source = FilteredSource(base: lines)
        var screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var buffer = CellBuffer(size: Size(columns: 60, rows: 2))
        screen.render(into: &buffer, status: StatusContent(prompt: "", promptCursor: 0))
        let rows = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.last?.hasPrefix(">") == true && !buffer.renderedText().contains("small"))
    }

    @Test("a top or bottom margin or padding in per cent is refused, as fzf refuses it; the sides are not")
    func percentMarginsRefused() throws {
        #expect(AdaptiveHeight.refuses(try EdgeSizes(parsing: "10%,0", option: "--margin")))
        #expect(AdaptiveHeight.refuses(try EdgeSizes(parsing: "0,0,1%", option: "--padding")))
        #expect(!AdaptiveHeight.refuses(try EdgeSizes(parsing: "1,10%", option: "--margin")))
    }
}
