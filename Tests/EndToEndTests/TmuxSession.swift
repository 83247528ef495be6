import Foundation
import Testing

/// A tmux server of its own running `sh` in one pane of a fixed size: a real terminal
/// emulator for driving the real binary with keys and raw bytes and reading its screen.
final class TmuxSession {
    let socket: String
    let workDirectory: URL
    private static let counter = Counter()

    init(columns: Int = 100, rows: Int = 30) throws {
        socket = "swipe-e2e-\(getpid())-\(Self.counter.next())"
        workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "main",
                  "-c", workDirectory.path, "env PS1='e2e$ ' sh"])
        try tmux(["set-option", "-g", "escape-time", "0"])
        _ = waitFor("shell prompt", timeout: 10) { $0.contains("e2e$") }
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: workDirectory)
    }

    /// Types a command line and presses Enter.
    func type(_ line: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", line])
        try tmux(["send-keys", "-t", "main", "Enter"])
    }

    /// Sends tmux key names (`Right`, `C-c`, `q`).
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Sends bytes as they are, e.g. raw SGR mouse reports.
    func sendRaw(_ text: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", text])
    }

    /// The visible screen, one line per row.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "main"])
    }

    /// The visible screen with lines the terminal wrapped joined back together.
    func joinedScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-t", "main"])
    }

    /// tmux's view of the pane's terminal modes.
    func modes() throws -> PaneModes {
        let fields = try tmux(["display-message", "-p", "-t", "main",
                               "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{mouse_standard_flag}"])
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "1" }
        guard fields.count == 6 else { throw HarnessError("unexpected pane flags") }
        return PaneModes(alternateScreen: fields[0], cursorVisible: fields[1], anyMouse: fields[2],
                         buttonMouse: fields[3], sgrMouse: fields[4], standardMouse: fields[5])
    }

    /// The pid of the shell's child (the program under test), if one is running.
    func childPID() throws -> Int32? {
        let shell = try tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let output = try run("/usr/bin/pgrep", ["-P", shell])
        return output.split(separator: "\n").first.flatMap { Int32($0) }
    }

    /// Waits until the shell has no child left running.
    func waitForChildExit(timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while try childPID() != nil {
            if Date() > deadline {
                Issue.record("the program did not exit within \(timeout) s", sourceLocation: sourceLocation)
                return
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Polls the screen until `condition` holds; returns the last screen either way, and
    /// records a test issue naming `what` on timeout.
    @discardableResult
    func waitFor(_ what: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = (try? screen()) ?? ""
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("timed out waiting for \(what); screen was:\n\(last)", sourceLocation: sourceLocation)
        return last
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        try run("/usr/bin/env", ["tmux", "-u", "-L", socket] + arguments)
    }

    @discardableResult
    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        let result = try Subprocess.run([executable] + arguments, environment: environment)
        return result.output
    }

    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}

/// The terminal modes tmux reports for a pane.
struct PaneModes: Equatable {
    var alternateScreen: Bool
    var cursorVisible: Bool
    var anyMouse: Bool
    var buttonMouse: Bool
    var sgrMouse: Bool
    var standardMouse: Bool

    /// The state a shell expects: main screen, cursor shown, no mouse reporting.
    static let restored = PaneModes(alternateScreen: false, cursorVisible: true, anyMouse: false,
                                    buttonMouse: false, sgrMouse: false, standardMouse: false)
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The release binary under test: `$SWIPE_TUI_BIN`, else `.build/release/swipe-tui`
/// in this package (`make test` builds it first).
enum Binary {
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["SWIPE_TUI_BIN"], !path.isEmpty { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/release/swipe-tui").path
    }

    static func requireBuilt() throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw HarnessError("\(path) is missing: run `make test`, which builds the release binary first")
        }
    }
}
