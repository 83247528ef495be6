import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// The picker's list layout on the memory terminal: one row per item, typing first, the
/// right pick, fzf's abort and no-match outcomes, `--bind`.
@Suite("List layout on a memory terminal")
struct ListLayoutTests {
    static let size = Size(columns: 60, rows: 12)

    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent.Kind { SessionTests.key(key, modifiers) }

    /// Runs the list layout (`layout`) over `SessionTests.lines` with `script`.
    static func run(layout: ListLayout = .default, options: LaunchOptions = LaunchOptions(),
                    script: [(time: Double, kind: InputEvent.Kind)]) -> (SwipeApp.Outcome, MemoryTerminal) {
        var options = options
        options.layout = layout
        let source = FilteredSource(base: SessionTests.lines)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: size, script: script)
        return (session.loop(on: terminal), terminal)
    }

    static func rows(_ terminal: MemoryTerminal) -> [String] {
        (terminal.lastFrame.map(withCaret) ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The frame's text with `▏` where the terminal's cursor shows (the query's insertion
    /// point), so the cursor can be read with the text.
    static func withCaret(_ frame: CellBuffer) -> String {
        var rows: [String] = []
        for y in 0..<frame.size.rows {
            var row = ""
            for x in 0..<frame.size.columns {
                if frame.cursor == Point(x: x, y: y) { row.append("▏") }
                let cell = frame[x, y]
                if !cell.isContinuation { row.append(cell.grapheme) }
            }
            rows.append(row)
        }
        return rows.joined(separator: "\n")
    }

    @Test("a query of must-not terms alone ranks nothing: its matches keep input order, as fzf's")
    func mustNotKeepsInputOrder() {
        let (_, terminal) = Self.run(script: SessionTests.type("!zz", from: 0.1) + [(0.5, Self.key(.character("x"), .alt))])
        let rows = Self.rows(terminal)
        #expect(rows[10].contains("6/6"), "\(rows)")
        #expect(rows[9].contains("src/main.swift") && rows[8].contains("README.md"), "input order, not by length: \(rows)")
        #expect(SearchQuery("a !b").ranksMatches && !SearchQuery("!a !b").ranksMatches && !SearchQuery("").ranksMatches)
    }

    @Test("one row per item, the first just above the info and query lines, the pointer on it; reverse puts them at the top")
    func rowsOfTheList() {
        let (_, terminal) = Self.run(script: [(0.1, Self.key(.character("x"), .alt))])
        let rows = Self.rows(terminal)
        #expect(rows[11].hasPrefix("> "), "the query line at the bottom: \(rows[11])")
        #expect(rows[10].contains("6/6"), "the info line above it")
        #expect(rows[9].hasPrefix("> src/main.swift"), "the first item just above, focused: \(rows[9])")
        #expect(rows[4].contains("tests/main_tests.swift"), "the sixth five rows up")
        #expect(rows[0...3].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
        let (_, reversed) = Self.run(layout: .reverse, script: [(0.1, Self.key(.character("x"), .alt))])
        let top = Self.rows(reversed)
        #expect(top[0].hasPrefix("> ") && top[1].contains("6/6") && top[2].hasPrefix("> src/main.swift") && top[7].contains("tests/main"))
        let (_, list) = Self.run(layout: .reverseList, script: [(0.1, Self.key(.character("x"), .alt))])
        let topDown = Self.rows(list)
        #expect(topDown[0].hasPrefix("> src/main.swift") && topDown[11].hasPrefix("> "))
    }

    @Test("a row whose look changes where it stands is drawn again: marked, then unmarked, under the same position")
    func rowRedrawnInPlace() {
        var options = LaunchOptions()
        options.multi = true
        let script: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.tab)), (0.2, Self.key(.up)), (0.3, Self.key(.tab)),
                                                               (0.4, Self.key(.character("x"), .alt))]
        let (_, terminal) = Self.run(layout: .reverseList, options: options, script: script)
        // The first row of each frame, without the blanks after its text.
        let firstRows = terminal.frames.map { frame in
            String(Self.rows(of: frame.frame)[0].reversed().drop(while: { $0 == " " }).reversed())
        }
        // Tab marks the focused row and moves down (fzf's toggle+down); ↑ comes back, and
        // Tab unmarks it and moves down again (frames may fold a key's two steps into one).
        let marked = firstRows.firstIndex(of: ">>src/main.swift")
        #expect(marked != nil, "marked where it stands: \(firstRows)")
        #expect(firstRows[(marked ?? 0)...].last == "  src/main.swift", "unmarked where it stands: \(firstRows)")
    }

    static func rows(of frame: CellBuffer) -> [String] {
        frame.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("typing filters at once: no letter is a command; ↑ moves up the screen, Enter picks the focused match")
    func typingFirst() {
        var script = SessionTests.type("dqstum", from: 0.1)
        script += [(0.6, Self.key(.backspace)), (0.65, Self.key(.backspace)), (0.7, Self.key(.backspace)),
                   (0.75, Self.key(.backspace)), (0.8, Self.key(.backspace)), (0.85, Self.key(.backspace))]
        script += SessionTests.type("msw", from: 1.0)
        script += [(1.5, Self.key(.up)), (2.5, Self.key(.enter))]
        let (outcome, terminal) = Self.run(script: script)
        let frames = terminal.frames.map { Self.withCaret($0.frame) }
        #expect(frames.contains { $0.contains("> dqstum▏") && $0.contains("0/6") }, "every letter went to the query")
        #expect(frames.contains { $0.contains("> msw▏") && $0.contains("2/6") })
        // The best match is focused; ↑ goes to the next one up the screen, the second match.
        #expect(outcome == .picked(Array("tests/main_tests.swift".utf8)))
    }

    @Test("readline editing in the query: ← and typing insert, Ctrl-A/E, Ctrl-W, Ctrl-U")
    func editing() {
        var script = SessionTests.type("mw", from: 0.1)
        script += [(0.3, Self.key(.left))] + SessionTests.type("ain", from: 0.4)
        script += [(0.7, Self.key(.character("a"), .control))] + SessionTests.type("x ", from: 0.8)
        script += [(1.0, Self.key(.character("e"), .control)), (1.1, Self.key(.character("w"), .control))]
        script += [(1.2, Self.key(.character("u"), .control)), (1.3, Self.key(.escape))]
        let (outcome, terminal) = Self.run(script: script)
        let frames = terminal.frames.map { Self.withCaret($0.frame) }
        #expect(frames.contains { $0.contains("> main▏w") })
        #expect(frames.contains { $0.contains("> x ▏mainw") })
        #expect(frames.contains { $0.contains("> x ▏\n") || $0.hasSuffix("> x ▏") || $0.contains("> x ▏ ") })
        #expect(Self.rows(terminal)[11].hasPrefix("> ▏"))
        #expect(outcome == .quit, "Esc aborts")
    }

    @Test("Enter with nothing matched ends as no match; Ctrl-G and Ctrl-Q abort")
    func noMatchAndAbort() {
        let (none, _) = Self.run(script: SessionTests.type("zzz", from: 0.1) + [(0.5, Self.key(.enter))])
        #expect(none == .nothingMatched)
        #expect(Self.run(script: [(0.1, Self.key(.character("g"), .control))]).0 == .quit)
        #expect(Self.run(script: [(0.1, Self.key(.character("q"), .control))]).0 == .quit)
    }

    @Test("Enter read with the keys before it picks from the ranking of everything typed, never from the one before")
    func enterWaitsForTheRanking() {
        let typed: [(time: Double, kind: InputEvent.Kind)] = "zzq".map { (0.1, Self.key(.character($0))) }
        let (none, _) = Self.run(script: typed + [(0.1, Self.key(.enter))])
        #expect(none == .nothingMatched, "Enter picked from the ranking of the empty query")
        let (picked, _) = Self.run(script: [(0.1, Self.key(.character("z"))), (0.1, Self.key(.backspace)), (0.1, Self.key(.enter))])
        if case .picked = picked {} else { Issue.record("the whole list was ranked again and Enter picked: \(picked)") }
    }

    @Test("--bind: a key runs fzf's action names and chains; a printable key bound wins over typing")
    func userBindings() throws {
        var options = LaunchOptions()
        options.multi = true
        options.bindings = try KeyMap(parsingBindings: ["ctrl-x:select-all+accept", "alt-j:down,;:first"])
        let (all, _) = Self.run(options: options, script: [(0.1, Self.key(.character("x"), .control))])
        #expect(all == .picked(Array(SessionTests.lines.items.map(\.fields.value).joined(separator: [0x0A]))))
        let (first, terminal) = Self.run(options: options, script: [(0.1, Self.key(.up)), (0.5, Self.key(.up)),
                                                                    (1.0, Self.key(.character(";"))), (2.0, Self.key(.enter))])
        #expect(first == .picked(Array("src/main.swift".utf8)))
        #expect(!terminal.frames.contains { $0.frame.renderedText().contains("> ;") }, "; never reached the query")
    }

    /// fzf's actions that edit the query, move to a position or to the marks, turn sorting
    /// over, print the query, and take bindings away and give them back.
    @Test("--bind: editing actions, put, pos, toggle-sort, print-query, replace-query, next-selected, unbind and rebind")
    func boundActions() throws {
        func run(_ bindings: [String], multi: Bool = false, _ script: [(time: Double, kind: InputEvent.Kind)]) throws -> SwipeApp.Outcome {
            var options = LaunchOptions()
            options.multi = multi
            options.bindings = try KeyMap(parsingBindings: bindings)
            return Self.run(options: options, script: script).0
        }
        let altX = Self.key(.character("x"), .alt), altY = Self.key(.character("y"), .alt), enter = Self.key(.enter)
        // Typed `file`, then the cursor to the start and `make` put there.
        #expect(try run(["alt-x:beginning-of-line+put(make)+print-query"],
                        SessionTests.type("file", from: 0.1) + [(1.0, altX)]) == .picked(Array("makefile".utf8)))
        #expect(try run(["alt-x:backward-char+backward-kill-word+end-of-line+print-query"],
                        SessionTests.type("src/mai", from: 0.1) + [(1.0, altX)]) == .picked(Array("src/i".utf8)))
        #expect(try run(["alt-x:unix-line-discard+put(READ)"], SessionTests.type("zzz", from: 0.1) + [(1.0, altX), (2.0, enter)])
                == .picked(Array("README.md".utf8)))
        #expect(try run(["alt-x:pos(-1)"], [(0.1, altX), (1.0, enter)]) == .picked(Array("tests/main_tests.swift".utf8)))
        #expect(try run(["alt-x:pos(2)+accept"], [(0.1, altX)]) == .picked(Array("README.md".utf8)))
        // `mai`: the shortest of the tied best first; toggle-sort shows input order.
        #expect(try run([], SessionTests.type("mai", from: 0.1) + [(1.0, enter)]) == .picked(Array("src/mains.rs".utf8)))
        #expect(try run(["alt-x:toggle-sort"], SessionTests.type("mai", from: 0.1) + [(1.0, altX), (2.0, enter)])
                == .picked(Array("src/main.swift".utf8)))
        let marks = "alt-x:pos(3)+select+pos(5)+select+pos(1)"
        #expect(try run([marks, "alt-y:next-selected+replace-query+print-query"], multi: true, [(0.1, altX), (0.5, altY)])
                == .picked(Array("src/mains.rs".utf8)))
        #expect(try run([marks, "alt-y:prev-selected+replace-query+print-query"], multi: true, [(0.1, altX), (0.5, altY)])
                == .picked(Array("Makefile".utf8)))
        // unbind takes alt-y away (ctrl-a too: no editing), rebind gives it back.
        let bound = ["alt-y:print-query", "alt-u:unbind(alt-y,ctrl-a)", "alt-r:rebind(alt-y)"]
        let altU = Self.key(.character("u"), .alt), altR = Self.key(.character("r"), .alt)
        #expect(try run(bound, SessionTests.type("ab", from: 0.1) + [(1.0, altU), (1.1, Self.key(.character("a"), .control)),
                                                                      (1.2, Self.key(.character("c"))), (1.5, altY), (2.0, altR), (2.5, altY)])
                == .picked(Array("abc".utf8)))
    }

    @Test("the right pick: a ranking that completes puts the best match in focus unless the person moved since typing")
    func rightPick() {
        let options = LaunchOptions()
        let source = FilteredSource(base: SessionTests.lines)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        session.updateFilter(LineEditor("ma"), origin: 0)
        session.takeFilterResult(at: 0)
        #expect(session.screen.focusedPosition == 0)
        // An early ranking's focus (where an item the partial result showed first sits) is not kept
        // when the whole ranking of the same query arrives.
        session.screen.itemsDidChange(focusing: 2, at: 0)
        session.filter.update(query: "ma")
        session.takeFilterResult(at: 0)
        #expect(session.screen.focusedPosition == 0, "the best match, not the early focus")
        // Once the person moves, the item in focus stays through the same query's next ranking.
        _ = session.perform(.up, at: 0)
        #expect(session.movedSinceTyping)
        session.screen.itemsDidChange(focusing: 1, at: 0)
        session.filter.update(query: "ma")
        session.takeFilterResult(at: 1)
        #expect(session.screen.focusedPosition == 1)
        // Typing again starts over at the best match.
        session.updateFilter(LineEditor("m"), origin: 0)
        session.takeFilterResult(at: 2)
        #expect(session.screen.focusedPosition == 0 && !session.movedSinceTyping)
    }

    @Test("select-all (and toggle-all, deselect-all) wait for the ranking of what was typed, as Enter does: never on the list before it")
    func markAllWaitsForRanking() throws {
        var options = LaunchOptions()
        options.multi = true
        let source = FilteredSource(base: SessionTests.lines)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        session.updateFilter(LineEditor("rs"), origin: 0)
        #expect(session.rankingIsPending)
        // ctrl-a:select-all+accept pressed before the ranking of "rs" is in: nothing yet.
        #expect(session.perform([ActionCall(.selectAll), ActionCall(.select)], at: 0) == nil)
        #expect(session.source.marked.isEmpty)
        let outcome = session.takeFilterResult(at: 0.1)
        // The two items "rs" leaves (of six), not all six, in fzf's order (v2 places "rs" at ".rs").
        #expect(outcome == .picked(Array("src/mains.rs\nsrc/main.swift".utf8)), "\(String(describing: outcome))")
    }
}
