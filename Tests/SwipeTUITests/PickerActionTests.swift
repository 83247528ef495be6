import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// fzf's marking and moving actions in the list layout on a memory terminal: Tab and
/// Shift-Tab, picks in marking order, select/deselect/toggle-all, ignore, kill-line,
/// half-page moves, ctrl-space.
@Suite("Picker actions")
struct PickerActionTests {
    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent.Kind { SessionTests.key(key, modifiers) }

    static func run(_ lines: [String], layout: ListLayout = .reverse, bindings: [String] = [], multi: Bool = true,
                    script: [(time: Double, kind: InputEvent.Kind)]) throws -> (SwipeApp.Outcome, MemoryTerminal) {
        let source = LineSource()
        try source.append(Array(lines.joined(separator: "\n").utf8))
        source.finish()
        var options = LaunchOptions()
        options.layout = layout
        options.multi = multi
        options.bindings = try KeyMap(parsingBindings: bindings)
        let filtered = FilteredSource(base: FieldLines(lines: source, options: FieldOptions()))
        let screen = Modes.make(ScreenContext(source: filtered, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: filtered, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: Size(columns: 60, rows: 12), script: script)
        return (session.loop(on: terminal), terminal)
    }

    static func picked(_ lines: [String]) -> SwipeApp.Outcome { .picked(Array(lines.joined(separator: "\n").utf8)) }

    @Test("Tab marks and moves down the screen, Shift-Tab unmarks and moves up, as fzf's (seq 5 | fzf -m: Tab, S-Tab, Tab prints 2)")
    func tabAndShiftTab() throws {
        let lines = ["1", "2", "3", "4", "5"]
        let (outcome, _) = try Self.run(lines, layout: .default, script: [(0.1, Self.key(.tab)), (0.2, Self.key(.tab, .shift)),
                                                                          (0.3, Self.key(.tab)), (0.4, Self.key(.enter))])
        #expect(outcome == Self.picked(["2"]))
    }

    @Test("marked items print in the order they were marked")
    func markingOrder() throws {
        let script: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.down)), (0.15, Self.key(.down)), (0.2, Self.key(.tab)),
                                                               (0.3, Self.key(.up)), (0.35, Self.key(.up)), (0.4, Self.key(.tab)),
                                                               (0.5, Self.key(.enter))]
        let (outcome, _) = try Self.run(["a", "b", "c"], script: script)
        #expect(outcome == Self.picked(["c", "a"]))
    }

    @Test("select marks, deselect unmarks, toggle-all turns every mark over; ignore takes a key away; ctrl-space binds")
    func markingActions() throws {
        let bindings = ["ctrl-s:select", "ctrl-d:deselect", "ctrl-t:toggle-all", "a:ignore", "ctrl-space:accept"]
        // b selected twice stays marked; toggle-all then leaves a and c.
        let (toggled, _) = try Self.run(["a", "b", "c"], bindings: bindings, script: [
            (0.1, Self.key(.down)), (0.2, Self.key(.character("s"), .control)), (0.3, Self.key(.character("s"), .control)),
            (0.4, Self.key(.character("t"), .control)), (0.5, Self.key(.enter))])
        #expect(toggled == Self.picked(["a", "c"]))
        let (deselected, _) = try Self.run(["a", "b", "c"], bindings: bindings, script: [
            (0.1, Self.key(.character("s"), .control)), (0.2, Self.key(.character("d"), .control)),
            (0.3, Self.key(.character("d"), .control)), (0.4, Self.key(.down)), (0.5, Self.key(.enter))])
        #expect(deselected == Self.picked(["b"]), "nothing marked: the item in focus")
        // `a` is ignored (never typed); ctrl-space accepts.
        let (ignored, _) = try Self.run(["a", "b"], bindings: bindings, script: [
            (0.1, Self.key(.character("a"))), (0.2, Self.key(.character("b"))), (0.6, Self.key(.character(" "), .control))])
        #expect(ignored == Self.picked(["b"]))
    }

    @Test("kill-line deletes the query from the cursor; half-page-down moves half the rows")
    func killLineAndHalfPage() throws {
        let lines = (0..<40).map { "item\($0)" }
        let (killed, _) = try Self.run(lines, bindings: ["ctrl-x:kill-line"], script: SessionTests.type("item39", from: 0.1) + [
            (0.5, Self.key(.left)), (0.55, Self.key(.left)), (0.6, Self.key(.character("x"), .control)), (1.0, Self.key(.enter))])
        #expect(killed == Self.picked(["item0"]), "the query is item now, which item0 matches best")
        // 12 rows less the query and info lines: 10 rows, half of them 5.
        let (half, _) = try Self.run(lines, bindings: ["ctrl-x:half-page-down"], script: [
            (0.1, Self.key(.character("x"), .control)), (0.5, Self.key(.enter))])
        #expect(half == Self.picked(["item5"]))
    }

    /// The events the terminal's bytes decode to, one read at `time`.
    static func decoded(_ bytes: [UInt8], at time: Double) -> [(time: Double, kind: InputEvent.Kind)] {
        var decoder = InputDecoder()
        return decoder.feed(bytes, at: time).map { (time, $0.kind) }
    }

    @Test("Ctrl-J (LF from the terminal) moves down as fzf's, only CR is Enter; --bind ctrl-j rebinds it (seq 20: C-k C-k C-k C-j Enter prints 3)")
    func controlJMoves() throws {
        let lines = (1...20).map(String.init)
        let keys = Self.decoded([0x0B, 0x0B, 0x0B, 0x0A], at: 0.1) + Self.decoded([0x0D], at: 0.5)
        let (moved, _) = try Self.run(lines, layout: .default, multi: false, script: keys)
        #expect(moved == Self.picked(["3"]))
        let (bound, _) = try Self.run(lines, layout: .default, bindings: ["ctrl-j:last"], multi: false, script: keys)
        #expect(bound == Self.picked(["20"]))
    }

    @Test("Enter with marks prints the marks even when the query matches nothing now (seq 20 | fzf -m: Tab, x, Enter prints 1)")
    func marksOutliveAnEmptyList() throws {
        let lines = (1...20).map(String.init)
        let (outcome, _) = try Self.run(lines, layout: .default, script: [(0.1, Self.key(.tab)), (0.2, Self.key(.character("x"))),
                                                                          (0.5, Self.key(.enter))])
        #expect(outcome == Self.picked(["1"]))
    }

    @Test("moves read with the typing before them count on the ranking of what was typed (seq 100: 5 Down Down in one burst goes two down)")
    func movesInTheBurstOfTyping() throws {
        let lines = (1...100).map(String.init)
        let burst: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.character("5"))), (0.1, Self.key(.down)),
                                                              (0.1, Self.key(.down)), (0.5, Self.key(.enter))]
        let apart: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.character("5"))), (0.3, Self.key(.down)),
                                                              (0.35, Self.key(.down)), (0.5, Self.key(.enter))]
        let (together, _) = try Self.run(lines, multi: false, script: burst)
        let (separately, _) = try Self.run(lines, multi: false, script: apart)
        #expect(together == separately && together != Self.picked(["5"]), "\(together) \(separately)")
        // Tab in the burst marks the best match of the query, not the old list's first item.
        let (marked, _) = try Self.run(lines, script: [(0.1, Self.key(.character("5"))), (0.1, Self.key(.tab)), (0.5, Self.key(.enter))])
        #expect(marked == Self.picked(["5"]))
    }

    @Test("Ctrl-D on an empty query aborts, as fzf's; on a query it deletes the character under the cursor; Ctrl-Y puts back a Ctrl-W")
    func controlDAndYank() throws {
        let lines = ["alpha", "beta", "gamma"]
        let (aborted, _) = try Self.run(lines, multi: false, script: [(0.1, Self.key(.character("d"), .control)),
                                                                                  (0.5, Self.key(.enter))])
        #expect(aborted == .quit, "Enter never came to pick alpha")
        let (deleted, _) = try Self.run(lines, multi: false, script: SessionTests.type("gx", from: 0.1) + [
            (0.3, Self.key(.left)), (0.4, Self.key(.character("d"), .control)), (0.5, Self.key(.character("d"), .control)),
            (0.8, Self.key(.enter))])
        #expect(deleted == Self.picked(["gamma"]), "x deleted, then nothing under the cursor: no abort")
        let (yanked, _) = try Self.run(lines, multi: false, script: SessionTests.type("bet", from: 0.1) + [
            (0.3, Self.key(.character("w"), .control)), (0.4, Self.key(.character("y"), .control)), (0.8, Self.key(.enter))])
        #expect(yanked == Self.picked(["beta"]))
    }

    @Test("Ctrl-C aborts unless --bind gives it an action, as fzf's (seq 3 | fzf --bind ctrl-c:clear-query: 2, C-c, Enter prints 1)")
    func controlCBinds() throws {
        let lines = ["1", "2", "3"]
        let script: [(time: Double, kind: InputEvent.Kind)] = [(0.1, Self.key(.character("2"))), (0.3, Self.key(.character("c"), .control)),
                                                               (0.6, Self.key(.enter))]
        let (aborted, _) = try Self.run(lines, multi: false, script: script)
        #expect(aborted == .quit)
        let (cleared, _) = try Self.run(lines, layout: .default, bindings: ["ctrl-c:clear-query"], multi: false, script: script)
        #expect(cleared == Self.picked(["1"]))
    }
}
