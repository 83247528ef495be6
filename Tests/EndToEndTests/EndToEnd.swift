import Foundation
import Testing

/// Every end-to-end suite nests in here, so they run one at a time: they drive real
/// processes and terminals, and the machine has two cores.
@Suite("End to end", .serialized)
struct EndToEnd {
    /// Starts swipe-tui in a fresh pane (after saving the shell's termios) and waits for
    /// its first frame. `environment` is put before the command (`TERM=… NO_COLOR=1`).
    static func launch(columns: Int = 100, rows: Int = 30, environment: String = "", arguments: String = "") throws -> TmuxSession {
        try run("\(environment) '\(Binary.path)' \(arguments)", columns: columns, rows: rows) {
            $0.contains("Welcome to swipe-tui") && $0.contains("1 / 14")
        }
    }

    /// Runs a shell command line that involves swipe-tui (write it as `swipe-tui`), with
    /// stdout to `picked.txt`, and waits until `firstFrame` holds for the screen.
    static func run(_ commandLine: String, columns: Int = 100, rows: Int = 30, sourceLocation: SourceLocation = #_sourceLocation,
                    firstFrame: (String) -> Bool) throws -> TmuxSession {
        try Binary.requireBuilt()
        let tmux = try TmuxSession(columns: columns, rows: rows)
        try tmux.type("stty -g > termios.before")
        let command = commandLine.replacingOccurrences(of: "swipe-tui ", with: "'\(Binary.path)' ")
        try tmux.type("clear; \(command) > picked.txt")
        tmux.waitFor("the first frame", sourceLocation: sourceLocation, firstFrame)
        return tmux
    }

    /// What the program printed on stdout (`picked.txt` in the pane's directory).
    static func picked(_ tmux: TmuxSession) throws -> String {
        try String(contentsOf: tmux.workDirectory.appendingPathComponent("picked.txt"), encoding: .utf8)
    }

    /// After the program is gone: the shell's prompt is back, the terminal's modes are the
    /// shell's, termios is as it was, and the exit status is `status`.
    static func expectRestored(_ tmux: TmuxSession, status: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.waitForChildExit(sourceLocation: sourceLocation)
        try tmux.type("status=$?; clear; echo exit=$status; stty -g | cmp -s - termios.before && echo termios=same")
        // The typed line itself holds `exit=` and `termios=`: wait for the output, an
        // `exit=<number>` line, and for the prompt after it (the termios line comes before).
        let screen = tmux.waitFor("the shell after exit", sourceLocation: sourceLocation) { screen in
            let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let exitLine = lines.firstIndex(where: { $0.hasPrefix("exit=") && Int($0.dropFirst(5)) != nil }) else {
                return false
            }
            return lines[(exitLine + 1)...].contains { $0.hasPrefix("e2e$") }
        }
        #expect(screen.contains("exit=\(status)"), "exit status", sourceLocation: sourceLocation)
        #expect(screen.contains("termios=same"), "termios restored", sourceLocation: sourceLocation)
        #expect(!screen.contains("Welcome to swipe-tui"), "the alternate screen was left", sourceLocation: sourceLocation)
        #expect(try tmux.modes() == .restored, sourceLocation: sourceLocation)
    }

    /// The column at which `text` starts on the first screen line holding it.
    static func column(of text: String, in screen: String) -> Int? {
        for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
            if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    /// The modes swipe-tui runs with: alternate screen, hidden cursor, SGR drag mouse.
    static let running = PaneModes(alternateScreen: true, cursorVisible: false, anyMouse: true,
                                   buttonMouse: true, sgrMouse: true, standardMouse: false)
}
