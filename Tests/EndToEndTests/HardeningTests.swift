import Foundation
import Glibc
import TerminalHarness
import Testing

extension EndToEnd {
    /// The program as a hostile or unlucky user meets it: slow frames, odd signals, closed
    /// pipes, control bytes in arguments, half a paste, Ctrl-S, no terminal, endless input.
    @Suite("Hardening")
    struct HardeningTests {
        struct Exit: Sendable, CustomTestStringConvertible {
            let key: String
            let status: Int
            var testDescription: String { key }
        }

        @Test("q, Esc and Ctrl-C end a 500×200 time machine autoscrolling at 240 fps at once",
              arguments: [Exit(key: "q", status: 130), Exit(key: "Escape", status: 130), Exit(key: "C-c", status: 130)])
        func keysWinOverSlowFrames(_ exit: Exit) throws {
            let tmux = try EndToEnd.run("SWIPE_FPS=240 swipe-tui --type time-machine --vertical --autoscroll 5",
                                        columns: 500, rows: 200) { $0.contains("time-machine ↕ auto") }
            Thread.sleep(forTimeInterval: 0.3)
            let start = Date()
            try tmux.press(exit.key)
            try tmux.waitForChildExit()
            let elapsed = Date().timeIntervalSince(start)
            // Frames here take longer than 1/240 s; keys must still be read every pass.
            // (Before that was so, q took 1 to 20 s. The closing note has the measurement.)
            #expect(elapsed < 0.75, "\(exit.key) took \(elapsed) s")
            try EndToEnd.expectRestored(tmux, status: exit.status)
        }

        @Test("a terminal the kernel says is 65535 × 65535 (then, resized, 4000 × 3000) is drawn in its top-left 1500 × 600; Esc still ends it")
        func hostileTerminalSize() throws {
            try Binary.requireBuilt()
            let pty = try PseudoTerminal(arguments: [Binary.path, "--type", "linear"],
                                         environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"],
                                         columns: 65535, rows: 65535)
            #expect(pty.waitFor("1 / 14", timeout: 20) != nil, "a first frame")
            pty.resize(columns: 4000, rows: 3000)
            pty.drain(for: 0.5)
            pty.type("\u{1B}")
            #expect(pty.waitForExit(timeout: 20) == 130)
            // Every cursor move stays inside the drawn part.
            let text = String(decoding: pty.output, as: UTF8.self)
            let moves = text.matches(of: try Regex<(Substring, Substring, Substring)>("\u{1B}\\[([0-9]+);([0-9]+)H"))
            #expect(!moves.isEmpty)
            let outside: [String] = moves.compactMap { move in
                let row = Int(move.output.1) ?? .max, column = Int(move.output.2) ?? .max
                return row > 600 || column > 1500 ? String(move.output.0.dropFirst()) : nil
            }
            #expect(outside.isEmpty, "\(outside.prefix(3))")
        }

        @Test("a pick printed into a closed pipe ends with SIGPIPE's status, 141, and a clean terminal")
        func pickIntoClosedPipe() throws {
            let tmux = try EndToEnd.run("(swipe-tui ; echo $? > status.txt) | head -c0") { $0.contains("1 / 14") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0) // the pipeline's status is head's
            let status = try String(contentsOf: tmux.workDirectory.appendingPathComponent("status.txt"), encoding: .utf8)
            #expect(status == "141\n")
        }

        @Test("a bracketed paste with no end marker stops holding the keyboard after a second without input")
        func unterminatedPaste() throws {
            let tmux = try EndToEnd.launch()
            try tmux.sendRaw("\u{1B}[200~abc")
            Thread.sleep(forTimeInterval: 1.2)
            try tmux.press("Right")
            tmux.waitFor("the second card") { $0.contains("2 / 14") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("Ctrl-S does not freeze the screen; the shell's flow control is back after")
        func controlSDoesNotFreeze() throws {
            let tmux = try EndToEnd.launch()
            try tmux.press("C-s")
            try tmux.press("Right")
            tmux.waitFor("the second card drawn after Ctrl-S") { $0.contains("2 / 14") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130) // termios as before, IXON included
        }

        @Test("a TERM full of escapes falls back and is named inert in the note")
        func hostileTermInNote() throws {
            let tmux = try EndToEnd.run("TERM=\"$(printf 'x\\033]2;PWNED\\007')\" swipe-tui 2> err.txt") { $0.contains("1 / 14") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
            let note = try Data(contentsOf: tmux.workDirectory.appendingPathComponent("err.txt"))
            #expect(!note.contains(0x1B) && !note.contains(0x07))
            #expect(String(decoding: note, as: UTF8.self).hasPrefix("swipe-tui: note: TERM=x␛]2;PWNED␇ is unknown here"))
            #expect(try tmux.tmux(["display-message", "-p", "-t", "main", "#{pane_title}"]).contains("PWNED") == false)
        }

        static let hostileArguments: [String] = [
            "'/nonexistent/\u{1B}]2;PWNED\u{07}'",
            "--mode \"$(printf '\\033[6n')\"",
            "--type \"$(printf 'x\\233y')\"",           // a raw C1 byte (CSI), invalid UTF-8
            "--type \"$(printf 'x\\302\\233y')\"",      // C1 CSI encoded as UTF-8
        ]

        @Test("errors show escape sequences and C1 controls from arguments and paths as symbols", arguments: hostileArguments)
        func inertErrors(_ arguments: String) throws {
            try Binary.requireBuilt()
            let result = try Subprocess.run(["sh", "-c", "exec \"$0\" \(arguments) 2>&1 < /dev/null", Binary.path],
                                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
            #expect(result.status == 2)
            let bytes = Array(result.output.utf8)
            #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "\(result.output.debugDescription)")
            #expect(!result.output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
            #expect(result.output.hasPrefix("swipe-tui: ") && result.output.filter { $0 == "\n" }.count == 1)
        }

        @Test("with no terminal, a missing path is reported as missing, exit 2")
        func pathErrorBeforeTerminal() throws {
            try Binary.requireBuilt()
            let result = try Subprocess.run(
                ["setsid", "-w", "sh", "-c", "exec \"$0\" /nonexistent/deck.md 2>&1 < /dev/null", Binary.path],
                environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
            #expect(result.status == 2)
            #expect(result.output == "swipe-tui: /nonexistent/deck.md: No such file or directory\n")
        }

        @Test("ten million lines are all taken, at no more than 32 bytes a line beyond the lines' own bytes")
        func tenMillionLines() throws {
            let tmux = try EndToEnd.run("seq 10000000 | swipe-tui --layout cards ") { $0.contains(" 1 / 10000000 ") }
            let peak = try Self.peakMemory(of: tmux)
            let inputBytes = 78_888_897 // seq 10000000 | wc -c
            #expect(peak - inputBytes <= 32 * 10_000_000, "peak \(peak) bytes")
            try tmux.press("End")
            tmux.waitFor("the last line") { $0.contains("10000000 / 10000000") && $0.contains("┃ 10000000") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("an endless stream of empty items stops at the documented ceiling with a note, in bounded memory")
        func endlessStream() throws {
            let tmux = try EndToEnd.run("swipe-tui --layout cards --read0 < /dev/zero", columns: 120) { _ in true }
            tmux.waitFor("the ceiling's note", timeout: 30) { $0.contains("1 / 33554432 ") && $0.contains("input stopped at 33554432 items") }
            #expect(try Self.peakMemory(of: tmux) < 512 << 20)
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("lines that arrive close together are shown while the input pauses, not held until more comes")
        func streamedLinesShowDuringAPause() throws {
            let tmux = try EndToEnd.run("(echo one; sleep 0.003; echo two; sleep 4) | swipe-tui --layout cards ") { $0.contains("one") }
            tmux.waitFor("both lines while the input pauses", timeout: 2) { $0.contains("1 / 2+") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("stdin from a /proc file (which says it is empty) and from a file partly read already")
        func specialAndPartlyReadFiles() throws {
            let tmux = try EndToEnd.run("printf 'header\\nfirst\\nsecond\\n' > data.txt; swipe-tui --layout cards < /proc/self/status") {
                $0.contains("Name:")
            }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
            try tmux.type("clear; { read -r header; '\(Binary.path)' --layout cards; } < data.txt")
            tmux.waitFor("the lines after the header") { $0.contains("1 / 2") && $0.contains("first") && !$0.contains("header") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        /// The program's peak resident memory so far, in bytes.
        static func peakMemory(of tmux: TmuxSession) throws -> Int {
            let pid = try #require(try tmux.childPID())
            let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
            let kibibytes = try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
            return kibibytes * 1024
        }
    }
}
