import Foundation
import Testing

/// The real release binary in a real terminal emulator: first frame, keys, quitting and
/// signals, with the terminal checked afterwards.
@Suite("swipe-tui in tmux", .serialized)
struct LifecycleTests {
    /// Starts swipe-tui in a fresh 100×30 pane, saving the shell's termios first.
    static func launch(columns: Int = 100, rows: Int = 30, environment: String = "") throws -> TmuxSession {
        try Binary.requireBuilt()
        let tmux = try TmuxSession(columns: columns, rows: rows)
        try tmux.type("stty -g > termios.before")
        try tmux.type("clear; \(environment) '\(Binary.path)' > picked.txt")
        tmux.waitFor("the first frame") { $0.contains("Welcome to swipe-tui") && $0.contains("1 / 14") }
        return tmux
    }

    /// After the program is gone: the shell's prompt is back, the terminal's modes are
    /// the shell's, termios is as it was, and the exit status is `status`.
    static func expectRestored(_ tmux: TmuxSession, status: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.waitForChildExit(sourceLocation: sourceLocation)
        try tmux.type("status=$?; clear; echo exit=$status; stty -g | cmp -s - termios.before && echo termios=same")
        let screen = tmux.waitFor("the shell after exit", sourceLocation: sourceLocation) { $0.contains("termios=") || $0.contains("exit=") && $0.contains("e2e$") }
        #expect(screen.contains("exit=\(status)"), "exit status", sourceLocation: sourceLocation)
        #expect(screen.contains("termios=same"), "termios restored", sourceLocation: sourceLocation)
        #expect(!screen.contains("Welcome to swipe-tui"), "the alternate screen was left", sourceLocation: sourceLocation)
        #expect(try tmux.modes() == .restored, sourceLocation: sourceLocation)
    }

    /// The line of the screen holding `text`, and the column it starts at.
    static func column(of text: String, in screen: String) -> Int? {
        for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
            if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    @Test("first frame, → centres the second card, q quits to the shell with everything restored")
    func arrowAndQuit() throws {
        let tmux = try Self.launch()
        let first = try tmux.screen()
        // A 100-column screen has 50-column cards; the centred card starts at column 25.
        #expect(Self.column(of: "┃ Welcome to swipe-tui", in: first) == 25)
        #expect(try tmux.modes() == PaneModes(alternateScreen: true, cursorVisible: false, anyMouse: true,
                                               buttonMouse: true, sgrMouse: true, standardMouse: false))
        try tmux.press("Right")
        let second = tmux.waitFor("the second card centred") { $0.contains("2 / 14") && Self.column(of: "┃ Moving around", in: $0) == 25 }
        // The first card slid left: its title is off screen, its light right edge ends two columns before the focus.
        #expect(Self.column(of: "│  ┃ Moving around", in: second) == 22, "the first card is now an unfocused neighbour")
        try tmux.press("q")
        try Self.expectRestored(tmux, status: 1)
    }

    @Test("five quick presses land five cards on")
    func retargetedPresses() throws {
        let tmux = try Self.launch()
        try tmux.press("Right", "Right", "Right", "Right", "Right")
        tmux.waitFor("card 6 centred") { $0.contains("6 / 14") && Self.column(of: "┃ Pipelines", in: $0) == 25 }
        try tmux.press("End")
        tmux.waitFor("the last card") { $0.contains("14 / 14") && $0.contains("┃ That's the deck") }
        try tmux.press("Home")
        tmux.waitFor("the first card again") { $0.contains("1 / 14") && Self.column(of: "┃ Welcome", in: $0) == 25 }
        try tmux.press("Escape")
        try Self.expectRestored(tmux, status: 1)
    }

    @Test("Enter prints the centred card on stdout and exits 0")
    func enterPicks() throws {
        let tmux = try Self.launch()
        try tmux.press("l")
        tmux.waitFor("the second card") { $0.contains("2 / 14") && Self.column(of: "┃ Moving around", in: $0) == 25 }
        try tmux.press("Enter")
        try Self.expectRestored(tmux, status: 0)
        try tmux.type("clear; cat picked.txt")
        tmux.waitFor("the pick") { $0.split(separator: "\n").contains("Moving around") }
    }

    @Test("SIGTERM restores the terminal and exits with the signal's status")
    func sigterm() throws {
        let tmux = try Self.launch()
        let pid = try #require(try tmux.childPID())
        kill(pid, SIGTERM)
        try Self.expectRestored(tmux, status: 143)
    }

    @Test("Ctrl-C restores the terminal and exits with status 130")
    func ctrlC() throws {
        let tmux = try Self.launch()
        try tmux.press("C-c")
        try Self.expectRestored(tmux, status: 130)
    }

    @Test("a resize repaints at the new size")
    func resize() throws {
        let tmux = try Self.launch()
        try tmux.resize(columns: 60, rows: 20)
        // 60 columns: 30-column cards starting at column 15; the status line is the last row.
        let screen = tmux.waitFor("the repaint at 60×20") { Self.column(of: "┃ Welcome to swipe-tui", in: $0) == 15 }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 20 && lines[19].hasPrefix(" 1 / 14"))
        try tmux.press("q")
        try Self.expectRestored(tmux, status: 1)
    }
}
