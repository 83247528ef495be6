import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// The session (prompts, search, go to, help, picking, stdin growth) run against the
/// in-memory terminal: scripted keys on a virtual clock, every frame kept.
@Suite("Session on a memory terminal")
struct SessionTests {
    static let size = Size(columns: 100, rows: 30)

    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent.Kind { .key(KeyPress(key, modifiers: modifiers)) }
    static func type(_ text: String, from start: Double) -> [(time: Double, kind: InputEvent.Kind)] {
        text.enumerated().map { (start + Double($0.offset) * 0.05, key(.character($0.element))) }
    }

    /// Runs a session of `mode` over the demo deck with `script`; returns how it ended and the terminal.
    static func run(mode: ScreenMode = .carousel, source: CardSource? = nil, options: LaunchOptions = LaunchOptions(),
                    script: [(time: Double, kind: InputEvent.Kind)]) throws -> (SwipeApp.Outcome, MemoryTerminal) {
        var options = options
        options.mode = mode
        let source = FilteredSource(base: try source ?? DemoDeck.load())
        let settings = Settings(environment: [:])
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: settings, options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: size, script: script)
        return (session.loop(on: terminal), terminal)
    }

    static func statusLine(_ terminal: MemoryTerminal) -> String {
        guard let frame = terminal.lastFrame else { return "" }
        return String(frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false)[size.rows - 1])
    }

    @Test("arrows move, Enter prints the card in focus; frames only while something moves")
    func moveAndPick() throws {
        let (outcome, terminal) = try Self.run(script: [(0.1, Self.key(.right)), (0.2, Self.key(.right)), (2, Self.key(.enter))])
        guard case .picked(let bytes) = outcome else {
            Issue.record("expected a pick, got \(outcome)")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "Smooth, not jumpy")
        // Two 0.4 s moves at 60 fps and a still frame or two: not one frame per wait.
        #expect(terminal.frames.count > 10 && terminal.frames.count < 60, "\(terminal.frames.count) frames")
        #expect(terminal.frames.last.map { $0.time < 1 } == true, "nothing drawn while idle")
    }

    static func statusLines(_ terminal: MemoryTerminal) -> [String] {
        terminal.frames.map { String($0.frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false)[Self.size.rows - 1]) }
    }

    /// Six file names as items, as lines on stdin would be.
    static var lines: DeckSource {
        DeckSource(items: ["src/main.swift", "README.md", "src/mains.rs", "docs/domain.md", "Makefile",
                           "tests/main_tests.swift"].map { line in
            DeckSource.Item(card: Card(title: line, blocks: []), fields: ItemFields(title: line, body: "", value: Array(line.utf8), json: ""))
        })
    }

    @Test("/ filters as you type: the items narrow, best first, the count on the status line; Enter keeps the filter")
    func filterAsYouType() throws {
        var script: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.character("/")))]
        script += Self.type("msw", from: 0.2)
        script += [(1.0, Self.key(.enter)), (1.5, Self.key(.right)), (2.5, Self.key(.enter))]
        let (outcome, terminal) = try Self.run(source: Self.lines, script: script)
        let statuses = Self.statusLines(terminal)
        #expect(statuses.contains { $0.contains("2/6") && $0.contains("/msw▏") }, "two of six, as typed")
        #expect(statuses.last?.contains("/msw 2/6") == true, "the filter stays after Enter")
        #expect(terminal.frames.contains { $0.frame.renderedText().contains("src/main.swift") && !$0.frame.renderedText().contains("README") })
        // The second of the two (→ then Enter) is picked, with its own text.
        #expect(outcome == .picked(Array("tests/main_tests.swift".utf8)))
    }

    @Test("after a kept filter, n goes to the next item containing its query, as → does among what it left")
    func nextMatchAfterFilter() throws {
        var filtered: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.character("/")))]
        filtered += Self.type("main", from: 0.2)
        filtered += [(1.0, Self.key(.enter))]
        let (byN, terminal) = try Self.run(source: Self.lines, script: filtered + [(1.5, Self.key(.character("n"))), (2.5, Self.key(.enter))])
        let (byArrow, _) = try Self.run(source: Self.lines, script: filtered + [(1.5, Self.key(.right)), (2.5, Self.key(.enter))])
        #expect(byN == byArrow && byN != .quit)
        #expect(!Self.statusLines(terminal).contains { $0.contains("no search yet") })
    }

    @Test("the filter prompt edits where the cursor is: ← then typing inserts, Ctrl-W drops a word, Ctrl-U the rest")
    func filterPromptEditing() throws {
        var script: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.character("/")))]
        script += Self.type("mw", from: 0.2)
        script += [(0.4, Self.key(.left)), (0.5, Self.key(.character("s")))]
        script += [(0.7, Self.key(.end)), (0.8, Self.key(.character(" "))), (0.9, Self.key(.character("x")))]
        script += [(1.0, Self.key(.character("w"), .control)), (1.1, Self.key(.enter)), (1.5, Self.key(.enter))]
        let (outcome, terminal) = try Self.run(source: Self.lines, script: script)
        let statuses = Self.statusLines(terminal)
        #expect(statuses.contains { $0.contains("/ms▏w") }, "the cursor drawn where it is")
        #expect(statuses.contains { $0.contains("/msw x▏") })
        #expect(statuses.last?.contains("/msw  2/6") == true, "Ctrl-W took the word back off (the space stays, as in readline)")
        #expect(outcome == .picked(Array("src/main.swift".utf8)))
        // Ctrl-U clears what is before the cursor: everything is back.
        script = [(0.1, Self.key(.character("/")))] + Self.type("zzz", from: 0.2)
        script += [(0.5, Self.key(.character("u"), .control)), (0.6, Self.key(.enter)), (1.0, Self.key(.character("q")))]
        let (_, cleared) = try Self.run(source: Self.lines, script: script)
        #expect(Self.statusLines(cleared).last?.contains("/zzz") == false)
        #expect(Self.statusLines(cleared).last?.contains(" 1 / 6") == true)
    }

    @Test("Esc clears the filter and goes back to the item in focus when it began; --print index prints the input's index")
    func filterEscapeAndIndex() throws {
        var options = LaunchOptions()
        options.printFormat = .index
        var script: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.right)), (0.2, Self.key(.character("/")))]
        script += Self.type("make", from: 0.3)
        script += [(1.0, Self.key(.escape)), (1.5, Self.key(.enter))]
        let (outcome, terminal) = try Self.run(source: Self.lines, options: options, script: script)
        #expect(Self.statusLines(terminal).contains { $0.contains("1/6") })
        #expect(outcome == .picked(Array("1".utf8)), "back on README.md, the second input item")
        script = [(0.1, Self.key(.character("/")))] + Self.type("make", from: 0.2) + [(1.0, Self.key(.enter)), (1.5, Self.key(.enter))]
        let (picked, _) = try Self.run(source: Self.lines, options: options, script: script)
        #expect(picked == .picked(Array("4".utf8)), "Makefile is input item 4, though first of the filter")
    }

    @Test("matched characters are marked in the titles; every mode but tabs filters")
    func filterMarksAndModes() throws {
        for mode in [ScreenMode.carousel, .paging, .deck] {
            var script: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.character("/")))]
            script += Self.type("rs", from: 0.2)
            script.append((1.0, Self.key(.enter)))
            let (_, terminal) = try Self.run(mode: mode, source: Self.lines, script: script)
            guard let frame = terminal.lastFrame else { continue }
            #expect(Self.statusLine(terminal).contains("/rs 2/6"), "\(mode): \(Self.statusLine(terminal))")
            let marked = frame.cells.filter { $0.style.attributes.contains(.underline) }.map(\.grapheme)
            #expect(marked.contains("r") && marked.contains("s"), "\(mode): marked \(marked)")
        }
    }

    @Test("search as you type in tabs mode jumps to the first match")
    func search() throws {
        var script: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.character("/")))]
        script += Self.type("pipe", from: 0.2)
        script += [(1.0, Self.key(.enter)), (2.0, Self.key(.escape))]
        let (outcome, terminal) = try Self.run(mode: .tabs, script: script)
        #expect(outcome == .quit)
        #expect(Self.statusLines(terminal).contains { $0.contains("/pipe▏") }, "the prompt is shown as it is typed")
    }

    @Test("digits then Enter go to that card; ? shows the help, any key closes it; Ctrl-C quits")
    func goToAndHelp() throws {
        let (outcome, terminal) = try Self.run(script: [
            (0.1, Self.key(.character("1"))), (0.15, Self.key(.character("2"))), (0.2, Self.key(.enter)),
            (1.0, Self.key(.character("?"))), (1.5, Self.key(.character("x"))), (2.0, Self.key(.character("c"), .control)),
        ])
        #expect(outcome == .quit)
        #expect(terminal.frames.contains { $0.frame.renderedText().contains("Keys") }, "help overlay drawn")
        #expect(Self.statusLine(terminal).hasPrefix(" 12 / 14"))
        #expect(terminal.lastFrame?.renderedText().contains("Keys") == false, "help closed")
    }

    @Test("a digit then → gives the number up and moves on: no key is swallowed by the go-to prompt")
    func goToGivenUp() throws {
        let (_, terminal) = try Self.run(script: [
            (0.1, Self.key(.character("3"))), (0.2, Self.key(.right)), (1.5, Self.key(.escape)),
        ])
        #expect(Self.statusLine(terminal).hasPrefix(" 2 / 14"), "\(Self.statusLine(terminal))")
        #expect(!Self.statusLine(terminal).contains("go to"))
    }

    @Test("when the script ends the session ends; every mode draws its first frame")
    func everyMode() throws {
        for mode in ScreenMode.allCases {
            let (outcome, terminal) = try Self.run(mode: mode, script: [(0.1, Self.key(.right))])
            #expect(outcome == .quit, "\(mode)")
            #expect(!terminal.frames.isEmpty && Self.statusLine(terminal).contains("/"), "\(mode): \(Self.statusLine(terminal))")
        }
    }

    @Test("carousel mode: d deletes the centred card with the animated removal, u brings it back")
    func deleteAndUndo() throws {
        let (_, terminal) = try Self.run(script: [(0.1, Self.key(.character("d"))), (1.0, Self.key(.character("u"))), (2, Self.key(.escape))])
        let statuses = terminal.frames.map { String($0.frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false)[Self.size.rows - 1]) }
        #expect(statuses.contains { $0.hasPrefix(" 1 / 13") && $0.contains("deleted; u brings it back") })
        #expect(statuses.last?.hasPrefix(" 1 / 14") == true)
        // The removal animates: frames between the key and the end of the slide.
        let during = terminal.frames.filter { $0.time > 0.1 && $0.time < 0.65 }
        #expect(during.count >= 20, "\(during.count) frames of the removal")
    }

    @Test("d under a kept filter counts the deleted card out of the filter's figures; u counts it back")
    func filterCountAfterDelete() throws {
        var script: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.character("/")))]
        script += Self.type("key", from: 0.2)
        script += [(0.5, Self.key(.enter)), (1.0, Self.key(.character("d")))]
        let (_, afterDelete) = try Self.run(script: script)
        #expect(Self.statusLine(afterDelete).contains("/key 7/13"), "\(Self.statusLine(afterDelete))")
        let (_, afterUndo) = try Self.run(script: script + [(2.0, Self.key(.character("u")))])
        #expect(Self.statusLine(afterUndo).contains("/key 8/14"), "\(Self.statusLine(afterUndo))")
    }

    @Test("a resize redraws at the new size")
    func resize() throws {
        let (_, terminal) = try Self.run(script: [(0.5, .resize(Size(columns: 60, rows: 20)))])
        #expect(terminal.lastFrame?.size == Size(columns: 60, rows: 20))
    }

    @Test("a session that never rests (autoscroll) still ends when its script does")
    func endsWhileMoving() throws {
        var options = LaunchOptions()
        options.autoscroll = 1
        let source = FilteredSource(base: try DemoDeck.load())
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options)
        let terminal = MemoryTerminal(size: Self.size, script: [(0.5, Self.key(.right))], grace: 2)
        #expect(session.loop(on: terminal) == .quit)
        #expect(terminal.now() <= 2.6 && terminal.frames.count > 100)
    }

    @Test("below the minimum size a click selects nothing (the cards are not on screen)")
    func clickBelowMinimum() throws {
        let click: [(time: Double, kind: InputEvent.Kind)] = [
            (0.5, .mouse(MouseEvent(button: .left, action: .press, column: 10, row: 3))),
            (0.55, .mouse(MouseEvent(button: .left, action: .release, column: 10, row: 3))),
        ]
        let (outcome, _) = try Self.run(mode: .paging, script: [(0.1, .resize(Size(columns: 100, rows: 7)))] + click)
        #expect(outcome == .quit, "no pick")
    }

    @Test("tabs mode makes its tabs from the input itself, not from the filter's view of it")
    func tabsSeeTheInput() throws {
        let lines = LineSource()
        try lines.append(Array("alpha\nbeta\n".utf8))
        lines.finish()
        let (_, terminal) = try Self.run(mode: .tabs, source: lines, script: [(0.1, Self.key(.down))])
        let text = terminal.lastFrame?.renderedText() ?? ""
        #expect(text.contains("stdin") && text.contains("lines") && text.contains("alpha"), "\(text.prefix(300))")
    }

    @Test("--multi: Tab marks the card in focus even after a delete, and Enter prints the marks; a mark keeps the deletions")
    func multiAfterDelete() throws {
        var options = LaunchOptions()
        options.multi = true
        let (outcome, terminal) = try Self.run(source: Self.lines, options: options, script: [
            (0.1, Self.key(.character("d"))), (1.0, Self.key(.tab)), (2.0, Self.key(.enter)),
        ])
        #expect(outcome == .picked(Array("README.md".utf8)), "the card shown after the delete, not the deleted one")
        #expect(Self.statusLines(terminal).contains { $0.hasPrefix(" 2 / 5") && $0.contains("1 marked") }, "still five after the mark")
    }
}
