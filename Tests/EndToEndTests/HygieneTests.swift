import Foundation
import Glibc
import TerminalHarness
import Testing

extension EndToEnd {
    /// Terminal hygiene in a real terminal emulator: whatever ends or pauses the program,
    /// the shell gets its terminal back exactly as it was.
    @Suite("Hygiene")
    struct HygieneTests {
        struct Signal: Sendable, CustomTestStringConvertible {
            let number: Int32
            let name: String
            var testDescription: String { name }
        }

        /// Every signal whose default action ends the process (signal(7)): the terminating
        /// and crash signals, then the real-time ones glibc leaves to programs.
        static let signals = [
            Signal(number: SIGHUP, name: "SIGHUP"), Signal(number: SIGQUIT, name: "SIGQUIT"),
            Signal(number: SIGILL, name: "SIGILL"), Signal(number: SIGTRAP, name: "SIGTRAP"),
            Signal(number: SIGABRT, name: "SIGABRT"), Signal(number: SIGBUS, name: "SIGBUS"),
            Signal(number: SIGFPE, name: "SIGFPE"), Signal(number: SIGUSR1, name: "SIGUSR1"),
            Signal(number: SIGSEGV, name: "SIGSEGV"), Signal(number: SIGUSR2, name: "SIGUSR2"),
            Signal(number: SIGPIPE, name: "SIGPIPE"), Signal(number: SIGALRM, name: "SIGALRM"),
            Signal(number: SIGSTKFLT, name: "SIGSTKFLT"), Signal(number: SIGXCPU, name: "SIGXCPU"),
            Signal(number: SIGXFSZ, name: "SIGXFSZ"), Signal(number: SIGVTALRM, name: "SIGVTALRM"),
            Signal(number: SIGPROF, name: "SIGPROF"), Signal(number: SIGIO, name: "SIGIO"),
            Signal(number: SIGPWR, name: "SIGPWR"), Signal(number: SIGSYS, name: "SIGSYS"),
        ] + (__libc_current_sigrtmin()...__libc_current_sigrtmax()).map {
            Signal(number: $0, name: "SIGRTMIN+\($0 - __libc_current_sigrtmin())")
        }

        @Test("a terminating or crash signal restores the terminal and exits as the signal", arguments: signals)
        func signalRestores(_ signal: Signal) throws {
            let tmux = try EndToEnd.launch()
            let pid = try #require(try tmux.childPID())
            kill(pid, signal.number)
            try EndToEnd.expectRestored(tmux, status: 128 + Int(signal.number))
        }

        @Test("a signal ends us even while the terminal has stopped reading (its output queue full)")
        func signalWhileOutputBlocked() throws {
            try Binary.requireBuilt()
            let pty = try PseudoTerminal(arguments: [Binary.path, "--autoscroll", "20", "--type", "cylinder"],
                                         environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"], columns: 250, rows: 60)
            defer { pty.terminate() }
            #expect(pty.waitFor("Welcome", timeout: 10) != nil)
            // Nothing more is read: a few seconds of frames fill the queue and block the writer.
            Thread.sleep(forTimeInterval: 2)
            pty.send(signal: SIGTERM)
            #expect(pty.waitForExitWithoutReading(timeout: 5) == 128 + SIGTERM, "still running behind a full output queue")
        }

        @Test("Ctrl-Z leaves the terminal clean; fg brings back every mode and repaints")
        func suspendAndResume() throws {
            let tmux = try EndToEnd.launch()
            try tmux.press("Right")
            tmux.waitFor("the second card") { $0.contains("2 / 14") && EndToEnd.column(of: "┃ Moving around", in: $0) == 25 }
            try tmux.press("C-z")
            tmux.waitFor("the shell while suspended") { $0.contains("Stopped") || $0.contains("e2e$") && !$0.contains("2 / 14") }
            #expect(try tmux.modes() == .restored)
            try tmux.type("clear; fg")
            let screen = tmux.waitFor("the repainted carousel") { $0.contains("2 / 14") && EndToEnd.column(of: "┃ Moving around", in: $0) == 25 }
            #expect(!screen.contains("e2e$ fg"), "the screen was repainted, not left with the shell's text")
            #expect(try tmux.modes() == EndToEnd.running)
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("a storm of 50 random sizes in about 2 s, 1×1 included, ends with a correct screen")
        func resizeStorm() throws {
            let tmux = try EndToEnd.launch()
            var generator = SeededGenerator(seed: 2026)
            var sizes = (0..<49).map { _ in (Int.random(in: 1...160, using: &generator), Int.random(in: 1...50, using: &generator)) }
            sizes.insert((1, 1), at: 17)
            for (step, (columns, rows)) in sizes.enumerated() {
                try tmux.resize(columns: columns, rows: rows)
                // Keys in the middle of the storm: resizes land mid-animation too.
                if step % 16 == 5 { try tmux.press("Right") }
                Thread.sleep(forTimeInterval: 0.04)
            }
            try tmux.resize(columns: 100, rows: 30)
            let screen = tmux.waitFor("the fourth card at 100×30") {
                EndToEnd.column(of: "┃ Idle is free", in: $0) == 25 && $0.split(separator: "\n", omittingEmptySubsequences: false)[29].hasPrefix(" 4 / 14")
            }
            #expect(!screen.contains("Terminal too small"))
            #expect(try tmux.childPID() != nil, "still running")
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("below 20×6 a short message, and the cards come back when there is room")
        func tooSmall() throws {
            let tmux = try EndToEnd.launch()
            try tmux.resize(columns: 19, rows: 10)
            tmux.waitFor("the too-small message") { $0.contains("Terminal too small") }
            try tmux.resize(columns: 100, rows: 30)
            tmux.waitFor("the cards again") { EndToEnd.column(of: "┃ Welcome to swipe-tui", in: $0) == 25 }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("TERM=vt100 (no rmcup in terminfo): q and Ctrl-Z still leave the alternate screen")
        func terminalWithoutRmcup() throws {
            let tmux = try EndToEnd.launch(environment: "TERM=vt100")
            #expect(try tmux.modes().alternateScreen)
            try tmux.press("C-z")
            tmux.waitFor("the shell while suspended") { $0.contains("e2e$") && !$0.contains("1 / 14") }
            #expect(try tmux.modes() == .restored)
            try tmux.type("fg")
            tmux.waitFor("the carousel again") { $0.contains("1 / 14") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("a TERM without terminfo falls back to xterm-256color and says so after exit")
        func unknownTerm() throws {
            for term in ["xterm-swipe-no-such-terminal", "xterm-kitty"] {
                let hasEntry = ["/usr/share/terminfo", "/lib/terminfo", "/etc/terminfo"].contains {
                    FileManager.default.fileExists(atPath: "\($0)/x/\(term)")
                }
                let tmux = try EndToEnd.launch(environment: "TERM=\(term)")
                try tmux.press("q")
                try tmux.waitForChildExit()
                tmux.waitFor("the shell") { $0.contains("e2e$") }
                let screen = try tmux.joinedScreen()
                let note = "swipe-tui: note: TERM=\(term) is unknown here, so xterm-256color was used"
                #expect(screen.contains(note) == !hasEntry, "\(term): note shown only when there is no terminfo entry")
                try EndToEnd.expectRestored(tmux, status: 1)
            }
        }
    }
}
