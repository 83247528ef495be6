import CellCanvas
import Foundation
import Glibc
import TerminalHarness
import Testing

extension EndToEnd {
    /// A deck whose one slide holds a code block of 200,000 lines (1.3 MB): the release
    /// binary in a pseudo-terminal scrolls it and quits on q, every key answered while the
    /// slide is still being laid out. The slide keeps its first 256 KiB, some 43,000 lines
    /// of code, and shows 20,000 of them. The timeouts are failsafes, not measurements.
    @Suite("Huge slides")
    struct HugeSlideTests {
        static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]

        /// The deck, written once to a temporary file.
        static let deck: String = {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-huge-slide-\(getpid()).md").path
            let lines = (0..<200_000).map { "\($0)\n" }.joined()
            _ = FileManager.default.createFile(atPath: path, contents: Data(("# Big\n\n```\n" + lines + "```\n").utf8))
            return path
        }()

        /// Reads until the screen, as a terminal shows the bytes, holds `text`; false when
        /// `timeout` seconds pass first.
        static func waitForScreen(_ text: String, on pty: PseudoTerminal, timeout: Double) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            repeat {
                var screen = VirtualTerminal(size: Size(columns: 100, rows: 30))
                screen.feed(pty.output)
                if screen.text.contains(text) { return true }
                pty.drain(for: 0.05)
            } while Date() < deadline
            return false
        }

        static func start(_ arguments: [String]) throws -> PseudoTerminal {
            try Binary.requireBuilt()
            return try PseudoTerminal(arguments: [Binary.path] + arguments + [deck], environment: environment, columns: 100, rows: 30)
        }

        @Test("carousel: the focused card shows its first lines laid out so far; J, J, J, q quits")
        func carousel() throws {
            let pty = try Self.start([])
            // Only what shows, and a step, is laid out: the count is not whole yet.
            #expect(pty.waitFor(" / 1000+ ", timeout: 20) != nil, "the first frame, the count known so far")
            pty.type("JJJ")
            pty.type("q")
            #expect(pty.waitForExit(timeout: 30) == 130, "q quits (130: aborted, as fzf says)")
        }

        @Test("deck: the open page lays itself out a step a frame to the 20,000 lines it keeps; j, j, j, q quits")
        func openPage() throws {
            let pty = try Self.start(["--mode", "deck"])
            #expect(pty.waitFor("1 / 1", timeout: 20) != nil, "the first frame")
            pty.type("\r")
            #expect(pty.waitFor("Esc back", timeout: 20) != nil, "the page is open")
            #expect(Self.waitForScreen(" 1–25 / 20001 ", on: pty, timeout: 20), "laid out with no key pressed, cut at 20,000 lines and a note")
            pty.type("jjj")
            pty.type("q")
            #expect(pty.waitForExit(timeout: 30) == 130, "q quits (130: aborted, as fzf says)")
        }
    }
}
