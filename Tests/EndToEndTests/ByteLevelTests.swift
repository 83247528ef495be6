import Foundation
import Glibc
import TerminalHarness
import Testing

extension EndToEnd {
    /// The exact bytes swipe-tui writes to its terminal, read from a pseudo-terminal.
    @Suite("Bytes on the terminal")
    struct ByteLevelTests {
        static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]

        static func start(_ extra: [String: String] = [:], arguments: [String] = []) throws -> PseudoTerminal {
            try Binary.requireBuilt()
            let pty = try PseudoTerminal(arguments: [Binary.path] + arguments,
                                         environment: environment.merging(extra) { $1 }, columns: 80, rows: 24)
            #expect(pty.waitFor("1 / 14", timeout: 10) != nil, "first frame")
            return pty
        }

        static func golden(_ name: String) -> String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name).txt").path
        }

        static func text(_ bytes: some Collection<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

        @Test("start: ncurses' alternate screen, then every mode and the 2026 probe, before the first frame")
        func startBytes() throws {
            let pty = try Self.start()
            // The first frame may arrive in several writes; at rest nothing follows it.
            pty.drain(for: 0.3)
            let start = Self.text(pty.output)
            let modes = try #require(start.range(of: "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?2026$p"))
            let firstClear = try #require(start.range(of: "\u{1B}[H\u{1B}[2J"))
            #expect(start.hasPrefix("\u{1B}[?1049h"))
            #expect(modes.upperBound <= firstClear.lowerBound)
            #expect(GoldenFile.problem(with: GoldenFile.visible(pty.output), goldenAt: Self.golden("start-80x24")) == nil)
            pty.type("q")
            #expect(pty.waitForExit(timeout: 10) == 130)
        }

        @Test("hostile preview output (OSC 52, a title, DSR, an erase, DCS) never reaches the terminal; its text does")
        func hostilePreview() throws {
            let command = "printf '\\033]52;c;aGk=\\007\\033]0;pwned\\007\\033[6n\\033[2J\\033Pq#0\\033\\\\\\033[31msafe text\\033[0m'"
            let pty = try Self.start(arguments: ["--preview", command])
            #expect(pty.waitFor("safe text", timeout: 10) != nil, "the preview landed")
            pty.drain(for: 0.2)
            let written = Self.text(pty.output)
            // The DCS is the preview's sixel start (`ESC P q`); ours at start are `ESC P + q`, `ESC P $ q`.
            for sequence in ["\u{1B}]52", "\u{1B}]0;", "pwned", "\u{1B}[6n", "\u{1B}Pq"] {
                #expect(!written.contains(sequence), "\(sequence.debugDescription) reached the terminal")
            }
            #expect(written.contains("31msafe text"), "its colour is kept")
            pty.type("q")
            #expect(pty.waitForExit(timeout: 10) == 130)
        }

        @Test("exit on q: every mode off, cursor shown, the shell's screen back — and nothing after")
        func exitBytes() throws {
            let pty = try Self.start()
            pty.drain(for: 0.1)
            let before = pty.output.count
            pty.type("q")
            #expect(pty.waitForExit(timeout: 10) == 130)
            let exit = Array(pty.output[before...])
            #expect(Self.text(exit).hasPrefix("\u{1B}[?2026l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h"))
            #expect(Self.text(exit).contains("\u{1B}[?1049l"))
            #expect(GoldenFile.problem(with: GoldenFile.visible(exit), goldenAt: Self.golden("exit-on-q")) == nil)
        }

        @Test("exit on SIGTERM: exactly the precomputed restore sequence, terminfo's rmcup popping the title smcup pushed")
        func signalBytes() throws {
            let pty = try Self.start()
            pty.drain(for: 0.1)
            #expect(Self.text(pty.output).hasPrefix("\u{1B}[?1049h\u{1B}[22;0;0t"), "xterm's smcup pushes the title")
            let before = pty.output.count
            pty.send(signal: SIGTERM)
            #expect(pty.waitForExit(timeout: 10) == 128 + SIGTERM)
            #expect(Self.text(pty.output[before...])
                == "\u{18}\u{1B}[?2026l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[0m"
                + "\u{1B}[?1049l\u{1B}[23;0;0t\u{1B}[?1049l")
        }

        @Test("a terminal that reports 2026 gets every frame wrapped in synchronized output")
        func synchronizedOutput() throws {
            let pty = try Self.start()
            pty.type("\u{1B}[?2026;2$y")
            pty.drain(for: 0.1)
            let before = pty.output.count
            pty.type("l")
            pty.drain(for: 0.8) // the 0.4 s scroll and then some; ncurses sends only changed cells, so no text marker
            let frames = Self.text(pty.output[before...])
            let opens = frames.components(separatedBy: "\u{1B}[?2026h").count - 1
            let closes = frames.components(separatedBy: "\u{1B}[?2026l").count - 1
            #expect(opens >= 5, "an animation is several frames")
            #expect(opens == closes)
            #expect(frames.hasPrefix("\u{1B}[?2026h") && frames.hasSuffix("\u{1B}[?2026l"))
            pty.type("q")
            #expect(pty.waitForExit(timeout: 10) == 130)
        }

        @Test("SWIPE_NO_SYNC=1: no probe and no synchronized output, even when the terminal offers it")
        func synchronizedOutputOptOut() throws {
            let pty = try Self.start(["SWIPE_NO_SYNC": "1"])
            #expect(!Self.text(pty.output).contains("2026$p"))
            pty.type("\u{1B}[?2026;2$y")
            pty.type("l")
            pty.drain(for: 0.8)
            #expect(!Self.text(pty.output).contains("\u{1B}[?2026h"))
            pty.type("q")
            #expect(pty.waitForExit(timeout: 10) == 130)
        }

        @Test("TERM=dumb or no TERM: one line on the terminal, no escape sequence, exit status 2", arguments: ["dumb", ""])
        func unusableTerm(_ term: String) throws {
            try Binary.requireBuilt()
            var environment = Self.environment
            if term.isEmpty { environment.removeValue(forKey: "TERM") } else { environment["TERM"] = term }
            let pty = try PseudoTerminal(arguments: [Binary.path], environment: environment, columns: 80, rows: 24)
            #expect(pty.waitForExit(timeout: 10) == 2)
            let text = Self.text(pty.output)
            #expect(!text.contains("\u{1B}"))
            #expect(text.hasPrefix("swipe-tui: TERM"))
            #expect(text.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
        }

        @Test("no tty at all: one clear line on stderr, nothing on stdout, exit status 2")
        func noTerminal() throws {
            try Binary.requireBuilt()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-notty-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let out = directory.appendingPathComponent("out").path, err = directory.appendingPathComponent("err").path
            let result = try Subprocess.run(
                ["setsid", "-w", "sh", "-c", "exec \"$0\" < /dev/null > \"$1\" 2> \"$2\"", Binary.path, out, err],
                environment: Self.environment)
            #expect(result.status == 2)
            #expect(try String(contentsOfFile: out, encoding: .utf8).isEmpty)
            let message = try String(contentsOfFile: err, encoding: .utf8)
            #expect(message.hasPrefix("swipe-tui: no terminal"))
            #expect(message.filter { $0 == "\n" }.count == 1)
        }
    }
}
