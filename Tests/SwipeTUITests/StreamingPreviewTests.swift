import Testing
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// The list's pane while a preview command's output grows: what it shows stays where the
/// person left it, `follow` keeps to the end unless scrolled off it, as fzf 0.38's.
@Suite("A growing preview in the list's pane")
struct StreamingPreviewTests {
    /// The list layout with the pane as `window` says, nothing shown in it yet.
    static func screen(_ window: String) throws -> any ModeChrome {
        var options = LaunchOptions()
        options.layout = .reverse
        options.preview = "cat {}"
        options.previewWindow = try PreviewWindow(parsing: window)
        var screen = Modes.make(ScreenContext(source: FilteredSource(base: SessionTests.lines), options: options,
                                              colorEnabled: true, reload: nil))
        _ = screen.viewRegion(in: PreviewPaneTests.size)
        return screen
    }

    /// Lines 1…`count` as run `run` made them.
    static func output(_ count: Int, run: Int) -> PreviewContent {
        var content = PreviewContent(blocks: (1...count).map { .styledLine(StyledText(plain: "line \($0)")) })
        content.run = run
        return content
    }

    @Test("follow: each growth goes to the end; a scroll up pauses it, a scroll back to the end resumes it")
    func followsAsItGrows() throws {
        var screen = try Self.screen("down:5:follow")
        screen.showPreview(Self.output(10, run: 1))
        #expect(PreviewPaneTests.shownLines(&screen) == Array(6...10))
        screen.showPreview(Self.output(20, run: 1))
        #expect(PreviewPaneTests.shownLines(&screen) == Array(16...20), "the new end")
        _ = screen.perform(.scrollContentUp, at: 0)
        screen.showPreview(Self.output(30, run: 1))
        #expect(PreviewPaneTests.shownLines(&screen) == Array(15...19), "scrolled up: it stays")
        _ = screen.perform(.previewBottom, at: 0)
        #expect(PreviewPaneTests.shownLines(&screen) == Array(26...30))
        screen.showPreview(Self.output(40, run: 1))
        #expect(PreviewPaneTests.shownLines(&screen) == Array(36...40), "back at the end: it follows again")
    }

    @Test("without follow, a growing output keeps its scroll; another run's starts at its top")
    func keepsScrollWhileGrowing() throws {
        var screen = try Self.screen("down:5")
        screen.showPreview(Self.output(10, run: 1))
        _ = screen.perform(.scrollContentDown, at: 0)
        _ = screen.perform(.scrollContentDown, at: 0)
        #expect(PreviewPaneTests.shownLines(&screen) == Array(3...7))
        screen.showPreview(Self.output(20, run: 1))
        #expect(PreviewPaneTests.shownLines(&screen) == Array(3...7), "the same run grew: still where it was")
        screen.showPreview(Self.output(20, run: 2))
        #expect(PreviewPaneTests.shownLines(&screen) == Array(1...5), "another run: from the top")
    }

    @Test("change-preview-window(follow) leaves a finished preview where it is; the next output goes to its end (fzf's)")
    func followTurnedOnLater() throws {
        var screen = try Self.screen("down:5")
        screen.showPreview(Self.output(20, run: 1))
        #expect(PreviewPaneTests.shownLines(&screen) == Array(1...5))
        var window = try PreviewWindow(parsing: "down:5")
        try window.apply("follow")
        screen.changePreviewWindow(to: window)
        #expect(PreviewPaneTests.shownLines(&screen) == Array(1...5), "no jump")
        screen.showPreview(Self.output(30, run: 2))
        #expect(PreviewPaneTests.shownLines(&screen) == Array(26...30))
    }

    /// The list's rows once a session with `preview` and a query nothing matches has shown
    /// what its preview gave (its output wakes the loop; the script is empty).
    static func noMatchRows(preview: String) throws -> [String] {
        var options = LaunchOptions()
        options.layout = .default
        options.preview = preview
        options.query = "zzzzqqqq"
        let source = FilteredSource(base: SessionTests.lines)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: ListLayoutTests.size, script: [])
        // The wait for output that never comes (the second case) ends the run.
        terminal.feedTimeout = 2
        _ = session.loop(on: terminal)
        return ListLayoutTests.rows(terminal)
    }

    @Test("no match: a command with no placeholder still runs, as fzf's; one naming the item does not")
    func emptyList() throws {
        let plain = try Self.noMatchRows(preview: "echo plain-preview")
        #expect(plain.contains { $0.contains("0/6") } && plain.contains { $0.contains("plain-preview") }, "\(plain)")
        let named = try Self.noMatchRows(preview: "echo named-preview {}")
        #expect(named.contains { $0.contains("0/6") } && !named.contains { $0.contains("named-preview") }, "\(named)")
    }

    /// The frames of a session over `SessionTests.lines` with `preview` in a pane above the
    /// list, until its command has ended (its output wakes the loop; the script is empty), and
    /// the pane's first row in each.
    static func paneTopRows(preview: String) throws -> [String] {
        var options = LaunchOptions()
        options.layout = .default
        options.preview = preview
        options.previewWindow = try PreviewWindow(parsing: "up:4")
        let source = FilteredSource(base: SessionTests.lines)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: ListLayoutTests.size, script: [])
        terminal.feedTimeout = 3
        _ = session.loop(on: terminal)
        return terminal.frames.map { ListLayoutTests.rows(of: $0.frame)[1] }
    }

    @Test("a command silent for half a second: 'Loading ..' at the pane's top right until it prints (fzf 0.38's, 'sleep 2; echo x')")
    func loading() throws {
        let rows = try Self.paneTopRows(preview: "sleep 1; echo done-now")
        let loading = try #require(rows.firstIndex { $0.contains("Loading ..") }, "\(rows)")
        #expect(rows[loading].hasSuffix("Loading .. │"), "right-aligned in the pane: \(rows[loading])")
        #expect(rows.last?.contains("done-now") == true && rows.last?.contains("Loading") == false, "\(rows.last ?? "")")
    }

    @Test("while a command that has printed runs on, a spinner turns at the first row's end; it goes when the command ends (fzf 0.38's)")
    func spinner() throws {
        let rows = try Self.paneTopRows(preview: "echo first; sleep 1; echo second")
        let spinning = rows.filter { row in row.contains("first") && ListMode.spinnerFrames.contains { row.hasSuffix("\($0) │") } }
        #expect(Set(spinning).count >= 3, "several frames of the spinner: \(Set(spinning))")
        #expect(rows.last?.contains("first") == true && rows.last?.hasSuffix("  │") == true, "no spinner once it ended: \(rows.last ?? "")")
    }

    @Test("no match: a command with {q} runs too, {} and {n} empty (fzf 0.38 -q zzz: 'echo Q={q} I={} N={n} END' shows 'Q=zzz I= N= END')")
    func emptyListWithQuery() throws {
        let rows = try Self.noMatchRows(preview: "echo Q={q} I={} N={n} END")
        #expect(rows.contains { $0.contains("Q=zzzzqqqq I= N= END") }, "\(rows)")
    }
}
