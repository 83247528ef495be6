import Foundation
import Testing
import CellCanvas
import TerminalBackend
import SwipeComponents
@testable import SwipeTUI

/// `--bind` actions and events as fzf 0.38 does them, where an fzf user found ours apart
/// (issue 24). Each expected value was recorded from fzf 0.38 in tmux over `seq 100`
/// with the same keys.
@Suite struct FzfActionParityTests {
    // MARK: Names

    @Test("fzf's names: backward-delete-char/eof, delete-char/eof (chained, or before a comma), prev-history, top")
    func names() throws {
        #expect(try BindArgumentTests.calls("ctrl-o:backward-delete-char/eof") == [ActionCall(.backwardDeleteCharOrQuit)])
        #expect(try BindArgumentTests.calls("ctrl-o:delete-char/eof+up") == [ActionCall(.deleteCharOrQuit), ActionCall(.up)])
        let map = try KeyMap(parsingBindings: ["ctrl-o:delete-char/eof,ctrl-x:prev-history+top"])
        #expect(map.calls(for: Self.ctrlO) == [ActionCall(.deleteCharOrQuit)])
        #expect(map.calls(for: Self.ctrlX) == [ActionCall(.previousHistory), ActionCall(.first)])
        #expect(Action(name: "previous-history") == .previousHistory)
        #expect(Action(name: "accept-non-empty") == .acceptNonEmpty && Action(name: "cancel") == .cancel)
        #expect(Action(name: "toggle-in") == .toggleIn && Action(name: "toggle-out") == .toggleOut)
        // The `/` still opens an argument where no action of that name ends there.
        #expect(throws: KeyBindingError.self) { try KeyMap(parsingBindings: ["ctrl-o:delete-char/eofx"]) }
        #expect(throws: KeyBindingError.self) { try KeyMap(parsingBindings: ["ctrl-o:up/eof"]) }
    }

    // MARK: In a session

    static let ctrlO = KeyPress(.character("o"), modifiers: .control)
    static let ctrlX = KeyPress(.character("x"), modifiers: .control)
    static let pressX = InputEvent.Kind.key(ctrlX)

    /// `1` to `count`, a line each, as `seq` prints them.
    static func numbers(_ count: Int) throws -> LineSource {
        let lines = LineSource()
        try lines.append(Array((1...count).map { "\($0)\n" }.joined().utf8))
        lines.finish()
        return lines
    }

    /// Runs the list layout over `seq 100` with `bindings`, `configure` applied to the
    /// options, and `script`; how it ended, the terminal and the session.
    static func run(_ bindings: [String], configure: (inout LaunchOptions) -> Void = { _ in },
                    script: [(time: Double, kind: InputEvent.Kind)]) throws -> (SwipeApp.Outcome, MemoryTerminal, Session) {
        var options = LaunchOptions()
        options.layout = .default
        options.bindings = try KeyMap(parsingBindings: bindings)
        configure(&options)
        let source = FilteredSource(base: try numbers(100))
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: ListLayoutTests.size, script: script)
        terminal.feedTimeout = 5
        let outcome = session.loop(on: terminal)
        return (outcome, terminal, session)
    }

    static func promptRow(_ terminal: MemoryTerminal) -> String { ListLayoutTests.rows(terminal).last ?? "" }

    @Test("accept-non-empty with no match keeps the picker open (fzf: zzz, Enter, a shows '> zzza'); with one it picks")
    func acceptNonEmpty() throws {
        let bindings = ["enter:accept-non-empty"]
        let (_, terminal, _) = try Self.run(bindings, script: SessionTests.type("zzz", from: 0.1)
                                            + [(0.5, SessionTests.key(.enter)), (0.7, SessionTests.key(.character("a")))])
        #expect(Self.promptRow(terminal).hasPrefix("> zzza▏"), "\(Self.promptRow(terminal))")
        let (outcome, _, _) = try Self.run(bindings, script: SessionTests.type("42", from: 0.1) + [(0.5, SessionTests.key(.enter))])
        #expect(outcome == .picked(Array("42".utf8)))
    }

    @Test("cancel empties a query and stays (fzf: 12, cancel, 5 shows '> 5'); on an empty query it aborts")
    func cancel() throws {
        let (_, stays, _) = try Self.run(["ctrl-x:cancel"], script: SessionTests.type("12", from: 0.1)
                                         + [(0.4, Self.pressX), (0.6, SessionTests.key(.character("5")))])
        #expect(Self.promptRow(stays).hasPrefix("> 5▏"), "\(Self.promptRow(stays))")
        let (_, yanked, _) = try Self.run(["ctrl-x:cancel"], script: SessionTests.type("12", from: 0.1)
                                          + [(0.4, Self.pressX), (0.6, SessionTests.key(.character("y"), .control))])
        #expect(Self.promptRow(yanked).hasPrefix("> 12▏"), "Ctrl-Y puts the cancelled query back: \(Self.promptRow(yanked))")
        let (outcome, terminal, _) = try Self.run(["ctrl-x:cancel"], script: SessionTests.type("12", from: 0.1)
                                                  + [(0.4, Self.pressX), (0.5, Self.pressX), (5, SessionTests.key(.character("5")))])
        #expect(outcome == .quit)
        #expect(terminal.script.count == 1, "the second cancel aborted at once, before the last key")
    }

    @Test("backward-delete-char/eof and delete-char/eof edit a query and abort on an empty one (fzf: 12 → 1; 12 Home → 2)")
    func deleteOrQuit() throws {
        let (_, backward, _) = try Self.run(["ctrl-x:backward-delete-char/eof"], script: SessionTests.type("12", from: 0.1) + [(0.4, Self.pressX)])
        #expect(Self.promptRow(backward).hasPrefix("> 1▏"), "\(Self.promptRow(backward))")
        let (_, forward, _) = try Self.run(["ctrl-x:delete-char/eof"], script: SessionTests.type("12", from: 0.1)
                                           + [(0.4, SessionTests.key(.home)), (0.5, Self.pressX)])
        #expect(Self.promptRow(forward).hasPrefix("> ▏2"), "\(Self.promptRow(forward))")
        for (binding, cursorKey) in [("ctrl-x:backward-delete-char/eof", Key.end), ("ctrl-x:delete-char/eof", .home)] {
            let (outcome, terminal, _) = try Self.run([binding], script: SessionTests.type("1", from: 0.1)
                                                      + [(0.3, SessionTests.key(cursorKey)), (0.4, Self.pressX), (0.5, Self.pressX),
                                                         (5, SessionTests.key(.character("5")))])
            #expect(outcome == .quit)
            #expect(terminal.script.count == 1, "\(binding): the query emptied, then an abort before the last key")
        }
        // Ctrl-D is fzf's delete-char/eof by default.
        let (outcome, terminal, _) = try Self.run([], script: [(0.1, SessionTests.key(.character("d"), .control)),
                                                               (5, SessionTests.key(.character("5")))])
        #expect(outcome == .quit && terminal.script.count == 1)
    }

    @Test("toggle-in and toggle-out mark and move towards the prompt or away (fzf: ↑↑ toggle-in marks 3, focus on 2)",
          arguments: [(ListLayout?.none, "toggle-in", 1), (nil, "toggle-out", 3), (.default, "toggle-in", 1), (.default, "toggle-out", 3),
                      (.reverse, "toggle-in", 1), (.reverse, "toggle-out", 3)])
    func toggleInAndOut(layout: ListLayout?, action: String, focused: Int) throws {
        // (No --layout is the default layout.)
        let away = SessionTests.key(layout == .reverse ? .down : .up)
        let (_, _, session) = try Self.run(["ctrl-x:" + action], configure: { $0.multi = true; $0.layout = layout },
                                           script: [(0.1, away), (0.2, away), (0.3, Self.pressX)])
        #expect(session.source.marked.contains(2), "item 3 is marked")
        #expect(session.focusedItem == focused, "\(String(describing: layout)) \(action): the focus on item \(focused + 1)")
        // Without --multi nothing is marked and the focus stays.
        let (_, _, single) = try Self.run(["ctrl-x:" + action], configure: { $0.layout = layout },
                                          script: [(0.1, away), (0.2, away), (0.3, Self.pressX)])
        #expect(single.source.marked.isEmpty && single.focusedItem == 2)
    }

    @Test("toggle-search and disable-search keep the result of the query they stopped at until search is on again (fzf: 12, off, 3 → 1/100; on → 0/100)",
          arguments: ["toggle-search", "disable-search"])
    func searchOffKeepsTheResult(action: String) throws {
        let (_, off, _) = try Self.run(["ctrl-x:" + action], script: SessionTests.type("12", from: 0.1)
                                       + [(0.4, Self.pressX), (0.6, SessionTests.key(.character("3")))])
        let rows = ListLayoutTests.rows(off)
        #expect(rows.contains { $0.contains("1/100") }, "\(rows)")
        #expect(Self.promptRow(off).hasPrefix("> 123▏"), "\(Self.promptRow(off))")
        let (_, erased, _) = try Self.run(["ctrl-x:" + action], script: SessionTests.type("12", from: 0.1)
                                          + [(0.4, Self.pressX), (0.5, SessionTests.key(.backspace)), (0.6, SessionTests.key(.backspace)),
                                             (0.7, SessionTests.key(.character("5")))])
        #expect(ListLayoutTests.rows(erased).contains { $0.contains("1/100") }, "fzf: 12, off, BS BS 5 still shows 12's one match")
        guard action == "toggle-search" else { return }
        let (_, again, _) = try Self.run(["ctrl-x:toggle-search"], script: SessionTests.type("12", from: 0.1)
                                         + [(0.4, Self.pressX), (0.6, SessionTests.key(.character("3"))), (0.8, Self.pressX)])
        #expect(ListLayoutTests.rows(again).contains { $0.contains("0/100") }, "on again: 123 is searched")
    }

    /// Bindings that log each event, in order, to `log` (`transform-prompt` waits for its
    /// command, so the lines are in the order the events ran).
    static func logging(_ events: [(event: String, text: String)], to log: URL) -> [String] {
        events.map { "\($0.event):transform-prompt(echo \($0.text) >> '\(log.path)'; echo '> ')" }
    }

    static func temporaryLog() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("swipe-fzf-events-\(UUID().uuidString)")
    }

    static func words(in log: URL) -> String {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").joined(separator: " ")
    }

    @Test("focus runs for the first item when the list first shows, before the first change (fzf: 1, ↑ logs 'f 1 c 1 f 10')")
    func focusAtTheStart() throws {
        let log = Self.temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        _ = try Self.run(Self.logging([("focus", "f {}"), ("change", "c {q}")], to: log),
                         script: [(0.1, SessionTests.key(.character("1"))), (0.3, SessionTests.key(.up))])
        #expect(Self.words(in: log) == "f 1 c 1 f 10")
    }

    @Test("a reload whose first item has the first index runs no focus, nor one for the empty list in passing (fzf: 'L F1 L')")
    func focusAcrossReloads() throws {
        let log = Self.temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let ctrlR = SessionTests.key(.character("r"), .control)
        _ = try Self.run(Self.logging([("load", "L"), ("focus", "F{}")], to: log) + ["ctrl-r:reload(seq 7 12)"],
                         script: [(0.1, ctrlR)])
        #expect(Self.words(in: log) == "L F1 L")
    }

    @Test("change runs for change-query and transform-query, not for a query set to what it was (fzf: 'C> 7', 'C> 5', '> ')")
    func changeFromActions() throws {
        let (_, set, _) = try Self.run(["change:change-prompt(C> ),ctrl-x:change-query(7)"], script: [(0.1, Self.pressX)])
        #expect(Self.promptRow(set).hasPrefix("C> 7"), "\(Self.promptRow(set))")
        let (_, transformed, _) = try Self.run(["change:change-prompt(C> ),ctrl-x:transform-query(echo 5)"], script: [(0.1, Self.pressX)])
        #expect(Self.promptRow(transformed).hasPrefix("C> 5"), "\(Self.promptRow(transformed))")
        let (_, same, _) = try Self.run(["change:change-prompt(C> ),ctrl-x:change-query()"], script: [(0.1, Self.pressX)])
        #expect(Self.promptRow(same).hasPrefix("> "), "\(Self.promptRow(same))")
        let (_, loaded, _) = try Self.run(["start:change-prompt(S> ),load:change-query(7),change:change-prompt(C> )"],
                                          script: [(0.1, SessionTests.key(.character("x"), .alt))])
        #expect(Self.promptRow(loaded).hasPrefix("C> 7"), "\(Self.promptRow(loaded))")
    }

    @Test("a change event's own query change raises no change again (fzf: change:put(a), 1, then a key that changes nothing: '> 1a')")
    func changeDoesNotFeedItself() throws {
        let (_, terminal, _) = try Self.run(["change:put(a)"], script: [(0.1, SessionTests.key(.character("1"))),
                                                                        (0.3, SessionTests.key(.character("x"), .alt)),
                                                                        (0.5, SessionTests.key(.character("x"), .alt))])
        #expect(Self.promptRow(terminal).hasPrefix("> 1a▏"), "\(Self.promptRow(terminal))")
    }
}
