import Glibc
import Testing
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// fzf 0.38's actions that change the preview pane, the labels, the query from a command,
/// the sort mark and the `backward-eof` event: on the list layout's screen, and in a
/// session on the memory terminal.
@Suite("fzf's preview, transform and reload-sync actions")
struct FzfActionTests {
    // MARK: The screen

    @Test("change-preview-window moves, resizes or hides the pane, and what it does not name is --preview-window's")
    func changePreviewWindow() throws {
        var screen = try PreviewPaneTests.screen("down:5")
        var window = try PreviewWindow(parsing: "down:5")
        try window.apply("up,3")
        screen.changePreviewWindow(to: window)
        #expect(PreviewPaneTests.shownLines(&screen) == [1, 2, 3])
        var buffer = CellBuffer(size: PreviewPaneTests.size)
        _ = screen.viewRegion(in: PreviewPaneTests.size)
        screen.drawChrome(into: &buffer, status: StatusContent())
        #expect(buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false)[1].contains("line 1"), "the pane is at the top")
        try window.apply("hidden")
        screen.changePreviewWindow(to: window)
        #expect(PreviewPaneTests.shownLines(&screen).isEmpty)
        try window.apply("nohidden")
        screen.changePreviewWindow(to: window)
        #expect(PreviewPaneTests.shownLines(&screen) == [1, 2, 3])
    }

    @Test("toggle-preview-wrap wraps the pane's long lines and cuts them again")
    func togglePreviewWrap() throws {
        var screen = try PreviewPaneTests.screen("down:5")
        screen.showPreview(PreviewContent(blocks: [.styledLine(StyledText(plain: String(repeating: "ab", count: 60)))]))
        func rowsHolding(_ text: String) -> Int {
            _ = screen.viewRegion(in: PreviewPaneTests.size)
            var buffer = CellBuffer(size: PreviewPaneTests.size)
            screen.drawChrome(into: &buffer, status: StatusContent())
            return buffer.renderedText().split(separator: "\n").filter { $0.contains(text) }.count
        }
        #expect(rowsHolding("abab") == 1)
        _ = screen.perform(.togglePreviewWrap, at: 0)
        #expect(rowsHolding("abab") == 3, "120 characters in 56 columns take three rows")
        _ = screen.perform(.togglePreviewWrap, at: 0)
        #expect(rowsHolding("abab") == 1)
    }

    @Test("a wheel notch over the pane scrolls it one line, as fzf's")
    func wheelScrollsALine() throws {
        var screen = try PreviewPaneTests.screen("down:5")
        _ = PreviewPaneTests.shownLines(&screen)
        let row = PreviewPaneTests.size.rows - 3
        _ = screen.handle(MouseEvent(button: .wheelDown, action: .press, column: 10, row: row), at: 0)
        #expect(PreviewPaneTests.shownLines(&screen) == Array(2...6))
        _ = screen.handle(MouseEvent(button: .wheelUp, action: .press, column: 10, row: row), at: 0)
        #expect(PreviewPaneTests.shownLines(&screen) == Array(1...5))
    }

    // MARK: In a session

    /// Runs the list layout over `SessionTests.lines` with `bindings`, `configure` applied
    /// to the options, and `script`; the session after it.
    static func run(_ bindings: [String], configure: (inout LaunchOptions) throws -> Void = { _ in },
                    script: [(time: Double, kind: InputEvent.Kind)]) throws -> (MemoryTerminal, Session) {
        var options = LaunchOptions()
        options.layout = .default
        options.bindings = try KeyMap(parsingBindings: bindings)
        try configure(&options)
        let source = FilteredSource(base: SessionTests.lines)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: ListLayoutTests.size, script: script)
        terminal.feedTimeout = 5
        _ = session.loop(on: terminal)
        return (terminal, session)
    }

    static let ctrlO = SessionTests.key(.character("o"), .control)

    @Test("transform-query and transform-prompt take the first line the command prints (with or without its newline)")
    func transforms() throws {
        let (terminal, _) = try Self.run(["ctrl-o:transform-query(echo {q}s; echo second)+transform-prompt(printf 'T> ')"],
                                         script: SessionTests.type("test", from: 0.1) + [(0.5, Self.ctrlO)])
        #expect(ListLayoutTests.rows(terminal).last?.hasPrefix("T> tests") == true, "\(ListLayoutTests.rows(terminal).last ?? "")")
    }

    @Test("a transform command that fails to print leaves an empty line: the query is emptied, as fzf's")
    func transformWithoutOutput() throws {
        let (terminal, _) = try Self.run(["ctrl-o:transform-query(exit 3)"], script: SessionTests.type("ab", from: 0.1) + [(0.4, Self.ctrlO)])
        #expect(ListLayoutTests.rows(terminal).last?.hasPrefix("> ▏") == true, "\(ListLayoutTests.rows(terminal).last ?? "")")
    }

    @Test("backward-eof: Backspace (or Ctrl-U) on an empty query calls it; one that deletes a character does not")
    func backwardEOF() throws {
        let bindings = ["backward-eof:change-prompt(E> )"]
        let (deleting, _) = try Self.run(bindings, script: [(0.1, SessionTests.key(.character("a"))), (0.2, SessionTests.key(.backspace))])
        #expect(ListLayoutTests.rows(deleting).last?.hasPrefix("> ") == true)
        let (empty, _) = try Self.run(bindings, script: [(0.1, SessionTests.key(.character("a"))), (0.2, SessionTests.key(.backspace)),
                                                         (0.3, SessionTests.key(.backspace))])
        #expect(ListLayoutTests.rows(empty).last?.hasPrefix("E> ") == true)
        let (discard, _) = try Self.run(bindings, script: [(0.1, SessionTests.key(.character("u"), .control))])
        #expect(ListLayoutTests.rows(discard).last?.hasPrefix("E> ") == true)
    }

    @Test("reload-sync: the items stay on screen until the command's output is whole, then all of it shows at once")
    func reloadSync() throws {
        let (terminal, session) = try Self.run(["ctrl-o:reload-sync(printf 'x1\\n'; sleep 0.3; printf 'x2\\nx3\\n')"],
                                               script: [(0.1, Self.ctrlO)])
        #expect(session.source.base.count == 3)
        let counts = terminal.frames.compactMap { frame in
            frame.frame.renderedText().split(separator: "\n").last { $0.contains("/") }
                .map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first { $0.contains("/") } ?? "" }
        }
        #expect(counts.allSatisfy { $0 == "6/6" || $0 == "3/3" }, "never the first line alone: \(Set(counts))")
        #expect(counts.last == "3/3")
    }

    @Test("with a toggle-sort binding the info line says +S, and -S once sorting is off (fzf's)")
    func sortMark() throws {
        let (plain, _) = try Self.run([], script: [(0.1, SessionTests.key(.character("x"), .alt))])
        #expect(!ListLayoutTests.rows(plain).contains { $0.contains("+S") })
        let (on, _) = try Self.run(["ctrl-s:toggle-sort"], script: [(0.1, SessionTests.key(.character("x"), .alt))])
        #expect(ListLayoutTests.rows(on).contains { $0.contains("6/6 +S") })
        let (off, _) = try Self.run(["ctrl-s:toggle-sort"], script: [(0.1, SessionTests.key(.character("s"), .control))])
        #expect(ListLayoutTests.rows(off).contains { $0.contains("6/6 -S") })
    }

    @Test("change-preview-window's alternatives take turns, an empty one --preview-window's own")
    func previewWindowTurns() throws {
        func paneTop(after presses: Int) throws -> Int? {
            let (terminal, _) = try Self.run(["ctrl-o:change-preview-window(up,3|hidden|)"], configure: {
                $0.preview = "echo preview"
                $0.previewWindow = try PreviewWindow(parsing: "down,3")
            }, script: (0..<presses).map { (0.1 + Double($0) * 0.1, Self.ctrlO) })
            return ListLayoutTests.rows(terminal).firstIndex { $0.contains("╭") }
        }
        let rows = ListLayoutTests.size.rows
        #expect(try paneTop(after: 0) == rows - 5)
        #expect(try paneTop(after: 1) == 0)
        #expect(try paneTop(after: 2) == nil)
        #expect(try paneTop(after: 3) == rows - 5)
        #expect(try paneTop(after: 4) == 0)
    }

    @Test("change-border-label, change-preview-label and their transform- forms set the labels")
    func labels() throws {
        let (terminal, _) = try Self.run(["ctrl-o:change-border-label(BORDER)+change-preview-label(PANE)",
                                          "ctrl-t:transform-border-label(echo NEWB)+transform-preview-label(echo NEWP)"], configure: {
            $0.preview = "echo preview"
            $0.listLook.border = .rounded
        }, script: [(0.1, Self.ctrlO)])
        let text = ListLayoutTests.rows(terminal).joined(separator: "\n")
        #expect(text.contains("BORDER") && text.contains("PANE"), "\(text)")
        let (transformed, _) = try Self.run(["ctrl-t:transform-border-label(echo NEWB)+transform-preview-label(echo NEWP)"], configure: {
            $0.preview = "echo preview"
            $0.listLook.border = .rounded
        }, script: [(0.1, SessionTests.key(.character("t"), .control))])
        let after = ListLayoutTests.rows(transformed).joined(separator: "\n")
        #expect(after.contains("NEWB") && after.contains("NEWP"), "\(after)")
    }

    @Test("a transform's command: its first line without the line end; one that outlives the limit is stopped")
    func firstLineOfACommand() throws {
        let commands = BackgroundCommands()
        #expect(try commands.firstLine(of: Array("printf 'a b\\r\\nsecond\\n'".utf8)).get() == Array("a b".utf8))
        #expect(try commands.firstLine(of: Array("printf 'no end'".utf8)).get() == Array("no end".utf8))
        #expect(try commands.firstLine(of: Array("exit 3".utf8)).get() == [])
        guard case .failure(let refusal) = commands.firstLine(of: Array("sleep 30".utf8), limit: 0.3) else {
            Issue.record("a command past its limit was waited for")
            return
        }
        #expect(refusal.reason.contains("stopped"))
        // What the killed shell had started dies as the signal lands: reaped then.
        for _ in 0..<200 where commands.isRunning {
            commands.reapFinished()
            usleep(10_000)
        }
        #expect(!commands.isRunning, "the stopped command is gone")
    }

    @Test("execute-multi reads every placeholder as {+…}: the marked items, each a word")
    func executeMultiTemplate() {
        var template = PreviewTemplate("echo {} {1} {q}")
        template.marksEveryPlaceholder = true
        var item = PreviewItem(bytes: Array("a b".utf8), index: 0)
        item.marked = [PreviewItem(bytes: Array("x y".utf8), index: 3), PreviewItem(bytes: Array("z".utf8), index: 5)]
        #expect(String(decoding: template.commandLine(for: item, query: "q"), as: UTF8.self) == "echo 'x y' 'z' 'x' 'z' 'q'")
        item.marked = []
        #expect(String(decoding: template.commandLine(for: item, query: "q"), as: UTF8.self) == "echo 'a b' 'a' 'q'")
    }
}
