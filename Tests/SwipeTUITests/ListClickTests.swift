import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// Clicks on the list layout as fzf 0.38 answers them, each case tried on fzf in tmux
/// (120×40, SGR mouse reports) and recorded here: a press focuses the row under it, a
/// double click does what Enter does, `--bind` takes `left-click`, `right-click` and
/// `double-click`, Shift or Ctrl with `--multi` marks. In the reverse layout the query is
/// row 0, the info line row 1, the first item row 2.
@Suite("Clicks in the list layout, as fzf's")
struct ListClickTests {
    typealias Script = [(time: Double, kind: InputEvent.Kind)]
    static let letters = (0..<8).map { String(UnicodeScalar(UInt8(97 + $0))) }

    static func press(_ row: Int, at time: Double, _ button: MouseButton = .left, _ modifiers: KeyModifiers = []) -> Script {
        [(time, .mouse(MouseEvent(button: button, action: .press, column: 6, row: row, modifiers: modifiers))),
         (time + 0.02, .mouse(MouseEvent(button: button, action: .release, column: 6, row: row, modifiers: modifiers)))]
    }

    static func run(_ script: Script, lines: [String] = letters, options: LaunchOptions = LaunchOptions()) throws -> SwipeApp.Outcome {
        try FieldSessionTests.run(lines, fields: FieldOptions(), options: options, script: script).0
    }

    static func bound(_ bindings: String, multi: Bool = false) throws -> LaunchOptions {
        var options = LaunchOptions()
        options.bindings = try KeyMap(parsingBindings: [bindings])
        options.multi = multi
        return options
    }

    static func picked(_ lines: String...) -> SwipeApp.Outcome { .picked(Array(lines.joined(separator: "\n").utf8)) }

    static var multi: LaunchOptions {
        var options = LaunchOptions()
        options.multi = true
        return options
    }

    @Test("a click focuses its row and picks nothing, even on the row in focus; Enter then picks it")
    func clickFocuses() throws {
        #expect(try Self.run(Self.press(2, at: 0.5) + [(0.9, FieldSessionTests.key(.escape))]) == .quit)
        #expect(try Self.run(Self.press(4, at: 0.5) + [(0.9, FieldSessionTests.key(.enter))]) == Self.picked("c"))
        // On a list longer than the screen, a click then a double click elsewhere pick the
        // second row (the view's own tap once moved the focus on).
        let many = (1...20).map(String.init)
        #expect(try Self.run(Self.press(4, at: 0.5) + Self.press(7, at: 1.2) + Self.press(7, at: 1.3), lines: many) == Self.picked("6"))
        // A press past the last item focuses the item nearest it (fzf's).
        #expect(try Self.run(Self.press(9, at: 0.5) + [(0.9, FieldSessionTests.key(.enter))], lines: ["a", "b", "c"]) == Self.picked("c"))
    }

    @Test("two presses on one cell within half a second pick its row; further apart, or on two cells, they do not")
    func doubleClickPicks() throws {
        #expect(try Self.run(Self.press(5, at: 0.5) + Self.press(5, at: 0.7)) == Self.picked("d"))
        #expect(try Self.run(Self.press(5, at: 0.5) + Self.press(5, at: 1.1) + [(1.5, FieldSessionTests.key(.escape))]) == .quit)
        #expect(try Self.run(Self.press(5, at: 0.5) + Self.press(6, at: 0.7) + [(1.5, FieldSessionTests.key(.escape))]) == .quit)
        // A right press in between starts over.
        #expect(try Self.run(Self.press(5, at: 0.5) + Self.press(5, at: 0.6, .right) + Self.press(5, at: 0.7)
                             + [(1.5, FieldSessionTests.key(.escape))]) == .quit)
    }

    @Test("--bind left-click, right-click and double-click run their actions on the clicked row; unbind takes a click's default away")
    func boundClicks() throws {
        #expect(try Self.run(Self.press(5, at: 0.5), options: Self.bound("left-click:accept")) == Self.picked("d"))
        #expect(try Self.run(Self.press(3, at: 0.5, .right), options: Self.bound("right-click:accept")) == Self.picked("b"))
        #expect(try Self.run(Self.press(5, at: 0.5) + Self.press(5, at: 0.7), options: Self.bound("double-click:abort")) == .quit)
        // Enter's binding is double-click's default.
        #expect(try Self.run(Self.press(5, at: 0.5) + Self.press(5, at: 0.7), options: Self.bound("enter:print-query")) == .picked([]))
        #expect(try Self.run(Self.press(5, at: 0.5) + Self.press(5, at: 0.7) + [(1.5, FieldSessionTests.key(.escape))],
                             options: Self.bound("start:unbind(double-click)")) == .quit)
    }

    @Test("moves bound to a left click stay where they took the focus (fzf: left-click:first on d picks a; down+down from d as ↓↓ would)")
    func boundClickMovesStay() throws {
        let enter = [(0.9, FieldSessionTests.key(.enter))]
        #expect(try Self.run(Self.press(5, at: 0.5) + enter, options: Self.bound("left-click:first")) == Self.picked("a"))
        let byKeys = try Self.run(Self.press(5, at: 0.5) + [(0.6, FieldSessionTests.key(.down)), (0.7, FieldSessionTests.key(.down))] + enter)
        #expect(byKeys != Self.picked("d"))
        #expect(try Self.run(Self.press(5, at: 0.5) + enter, options: Self.bound("left-click:down+down")) == byKeys)
    }

    @Test("--multi: a right click marks its row, Shift- or Ctrl-click marks too; Shift-wheel marks the focus, then moves")
    func multiClicks() throws {
        let marks = Self.press(3, at: 0.5, .right) + Self.press(5, at: 0.6, .left, .shift) + Self.press(6, at: 0.7, .left, .control)
        #expect(try Self.run(marks + [(1.5, FieldSessionTests.key(.enter))], options: Self.multi) == Self.picked("b", "d", "e"))
        let wheel: Script = [(0.5, .mouse(MouseEvent(button: .wheelDown, action: .press, column: 6, row: 2, modifiers: .shift))),
                             (0.6, .mouse(MouseEvent(button: .wheelDown, action: .press, column: 6, row: 2, modifiers: .shift)))]
        #expect(try Self.run(wheel + [(1.5, FieldSessionTests.key(.enter))], options: Self.multi) == Self.picked("a", "b"))
        // Without --multi a right click only focuses.
        #expect(try Self.run(Self.press(4, at: 0.5, .right) + [(1.5, FieldSessionTests.key(.enter))]) == Self.picked("c"))
    }

    @Test("--expect double-click prints its name over the pick; --expect left-click never picks, but prints an empty key line")
    func expectedClicks() throws {
        var options = LaunchOptions()
        options.expectedClicks = [.doubleClick: "double-click"]
        #expect(try Self.run(Self.press(5, at: 0.5) + Self.press(5, at: 0.7), options: options) == Self.picked("double-click", "d"))
        options.expectedClicks = [.leftClick: "left-click"]
        #expect(try Self.run(Self.press(5, at: 0.5) + [(1.5, FieldSessionTests.key(.enter))], options: options) == Self.picked("", "d"))
    }

    @Test("a press on the query line puts the insertion point there (fzf's: columns past the prompt as characters, the prompt itself the start, past the end the end)")
    func clickOnQueryLine() throws {
        var options = try Self.bound("enter:print-query")
        // Each press on row 0 (the query line), then an X typed; fzf 0.38 gave these in tmux.
        func typed(_ query: String, pressing columns: [Int]) throws -> SwipeApp.Outcome {
            options.query = query
            var script: Script = []
            for (index, column) in columns.enumerated() {
                let time = 0.5 + Double(index) * 0.7
                script += [(time, .mouse(MouseEvent(button: .left, action: .press, column: column, row: 0))),
                           (time + 0.02, .mouse(MouseEvent(button: .left, action: .release, column: column, row: 0))),
                           (time + 0.1, FieldSessionTests.key(.character("X")))]
            }
            return try Self.run(script + [(9, FieldSessionTests.key(.enter))], options: options)
        }
        #expect(try typed("abcdef", pressing: [3, 0, 29]) == Self.picked("XaXbcdefX"))
        // A wide character counts once: column 4 is past two of them.
        #expect(try typed("日本語", pressing: [4]) == Self.picked("日本X語"))
    }

    @Test("double clicks by fzf's rule: same cell, presses and release within half a second, a third press starts a new pair",
          arguments: [
            // (press times and cells (row), release time after the last press, double?)
            ([(0.0, 1), (0.3, 1)], 0.35, true),
            ([(0.0, 1), (0.3, 2)], 0.35, false),
            ([(0.0, 1), (0.6, 1)], 0.65, false),
            ([(0.0, 1), (0.3, 1)], 0.85, false),
            ([(0.0, 1), (0.3, 1), (0.4, 1)], 0.45, false),
            ([(0.0, 1), (0.3, 1), (0.4, 1), (0.5, 1)], 0.55, true),
          ] as [([(Double, Int)], Double, Bool)])
    func doubleClickRule(presses: [(Double, Int)], release: Double, double: Bool) {
        var detector = DoubleClick()
        for (time, row) in presses.dropLast() {
            detector.press(left: true, at: Point(x: 3, y: row), time: time)
            _ = detector.release(at: time + 0.01)
        }
        detector.press(left: true, at: Point(x: 3, y: presses.last!.1), time: presses.last!.0)
        #expect(detector.release(at: release) == double)
    }
}
