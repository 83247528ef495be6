import Foundation
import Glibc
import TerminalHarness
import Testing

extension EndToEnd {
    /// Pictures in pixels through the kitty graphics protocol: the real binary in a
    /// pseudo-terminal playing a kitty terminal (tmux passes no pictures on), its bytes read.
    @Suite("Kitty graphics")
    struct GraphicsTests {
        static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]

        static func start(_ arguments: [String]) throws -> PseudoTerminal {
            try Binary.requireBuilt()
            let pty = try PseudoTerminal(arguments: [Binary.path] + arguments + [PictureTests.pictures],
                                         environment: environment, columns: 120, rows: 36)
            #expect(pty.waitFor("1 / 13", timeout: 10) != nil, "first frame")
            return pty
        }

        static func text(_ bytes: some Collection<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

        /// The graphics commands in `text`, keys only (no payloads).
        static func commands(_ text: String) -> [String] {
            text.components(separatedBy: "\u{1B}_G").dropFirst().map { String($0.prefix { $0 != ";" && $0 != "\u{1B}" }) }
        }

        /// The value of `key` in a command's keys.
        static func value(_ key: String, in command: String) -> String? {
            command.split(separator: ",").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
        }

        /// Goes to item `number` and waits until a picture is placed after that.
        static func showPicture(_ number: Int, on pty: PseudoTerminal) {
            pty.type("\(number)\r")
            let deadline = Date().addingTimeInterval(10)
            let before = pty.output.count
            while Date() < deadline, !text(pty.output[before...]).contains("a=p,") { pty.drain(for: 0.1) }
        }

        @Test("--graphics kitty: each picture sent once while cards move back and forth, placed and moved; every one deleted at exit")
        func forced() throws {
            let pty = try Self.start(["--graphics", "kitty"])
            Self.showPicture(4, on: pty)
            for key in ["l", "l", "h", "h", "l", "l", "l"] {
                pty.type(key)
                pty.drain(for: 0.5)
            }
            let before = pty.output.count
            pty.type("q")
            #expect(pty.waitForExit(timeout: 10) == 130)
            let all = Self.commands(Self.text(pty.output))
            let sent = all.filter { $0.hasPrefix("a=t,") }.compactMap { Self.value("i", in: $0) }
            #expect(sent.count >= 3, "gradients and the GIF were sent")
            #expect(Set(sent).count == sent.count, "none sent twice: \(sent)")
            let placements = all.filter { $0.hasPrefix("a=p,") }
            #expect(placements.count > 10, "placements move with the cards")
            #expect(placements.allSatisfy { $0.contains("z=31415") && $0.contains("C=1") && $0.contains("q=2") })
            // At exit, every picture deleted, before the shell's screen comes back.
            let exit = Self.text(pty.output[before...])
            #expect(Set(Self.commands(exit).filter { $0.hasPrefix("a=d,d=I,") }.compactMap { Self.value("i", in: $0) }) == Set(sent))
            let lastDelete = try #require(exit.range(of: "d=I", options: .backwards))
            let screenBack = try #require(exit.range(of: "\u{1B}[?1049l"))
            #expect(lastDelete.upperBound < screenBack.lowerBound)
        }

        @Test("SIGTERM or SIGSEGV with pictures showing: a cut command ended, each picture of ours deleted by id (never d=A), then the modes restored",
              arguments: [SIGTERM, SIGSEGV])
        func signal(_ signal: Int32) throws {
            let pty = try Self.start(["--graphics", "kitty"])
            Self.showPicture(6, on: pty)
            pty.drain(for: 0.2)
            #expect(!Self.commands(Self.text(pty.output)).filter { $0.hasPrefix("a=t,") }.isEmpty)
            let before = pty.output.count
            pty.send(signal: signal)
            #expect(pty.waitForExit(timeout: 10) == 128 + signal)
            // Every picture whose sending began before the signal was handled (a neighbour's can
            // begin after the drain on a loaded machine).
            let sent = Set(Self.commands(Self.text(pty.output)).filter { $0.hasPrefix("a=t,") }.compactMap { Self.value("i", in: $0) })
            // A frame still being written when the signal came is cut; the handler's writing
            // starts with the end of any cut command, then deletes the pictures.
            let afterSignal = Self.text(pty.output[before...])
            let cleanup = try #require(afterSignal.range(of: "\u{18}\u{1B}\\\u{1B}_Ga=d,d=I,"), "\(afterSignal)")
            let written = String(afterSignal[cleanup.lowerBound...])
            let deleted = Self.commands(written).filter { $0.hasPrefix("a=d,") }
            #expect(deleted.allSatisfy { $0.hasPrefix("a=d,d=I,") && $0.hasSuffix(",q=2") }, "by id only: \(deleted)")
            #expect(Set(deleted.compactMap { Self.value("i", in: $0) }) == sent, "every picture sent, deleted")
            #expect(written.hasSuffix("\u{18}\u{1B}[?2026l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h"
                + "\u{1B}[0m\u{1B}[?1049l\u{1B}[23;0;0t\u{1B}[?1049l"))
        }

        @Test("a terminal that stops reading mid-upload never holds the frame loop in a write: it waits in poll, and a key is read")
        func terminalThatStopsReading() throws {
            try Binary.requireBuilt()
            // A 960×640 noisy BMP: about 1.6 MB of base64, far more than a pty holds unread.
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-slow-kitty-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let width = 960, height = 640
            var generator = SystemRandomNumberGenerator()
            let pixels = (0..<width * height * 3).map { _ in UInt8.random(in: 0...255, using: &generator) }
            func little(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
            let bmp = Array("BM".utf8) + little(54 + pixels.count, 4) + [0, 0, 0, 0] + little(54, 4) + little(40, 4)
                + little(width, 4) + little(height, 4) + [1, 0, 24, 0] + [UInt8](repeating: 0, count: 24) + pixels
            try Data(bmp).write(to: folder.appendingPathComponent("noise.bmp"))
            let pty = try PseudoTerminal(arguments: [Binary.path, "--graphics", "kitty", folder.path],
                                         environment: Self.environment, columns: 120, rows: 36)
            #expect(pty.waitFor("noise.bmp", timeout: 10) != nil, "first frame")
            // Once the upload has begun nothing more is read: the pty fills, kitty-like but stalled.
            #expect(pty.waitFor("a=t,t=d,f=24,", timeout: 30) != nil, "the upload began")
            usleep(500_000)
            // The system call the main thread is in (/proc/PID/syscall), write's number per architecture.
            #if arch(arm64)
            let write = 64
            #else
            let write = 1
            #endif
            let blocked = (0..<5).map { _ -> Bool in
                usleep(100_000)
                let call = (try? String(contentsOfFile: "/proc/\(pty.pid)/syscall", encoding: .utf8)) ?? ""
                return call.split(separator: " ").first.flatMap { Int($0) } == write
            }
            #expect(!blocked.contains(true), "the main thread blocked in write: \(blocked)")
            pty.type("q")
            #expect(pty.waitForExit(timeout: 10) == 130)
        }

        @Test("Ctrl-Z deletes the pictures before the shell's screen comes back; fg sends them again")
        func suspend() throws {
            let pty = try Self.start(["--graphics", "kitty"])
            Self.showPicture(5, on: pty)
            pty.drain(for: 0.2)
            let before = pty.output.count
            pty.type("\u{1A}")
            #expect(pty.waitFor("\u{1B}[?1049l", timeout: 5) != nil)
            pty.drain(for: 0.3)
            let suspended = Self.text(pty.output[before...])
            let delete = try #require(suspended.range(of: "a=d,d=I,"))
            #expect(delete.upperBound < suspended.range(of: "\u{1B}[?1049l")!.lowerBound)
            let resumed = pty.output.count
            pty.send(signal: SIGCONT)
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline, !Self.text(pty.output[resumed...]).contains("a=p,") { pty.drain(for: 0.1) }
            #expect(Self.text(pty.output[resumed...]).contains("a=t,"), "sent again")
            pty.type("q")
            #expect(pty.waitForExit(timeout: 10) == 130)
        }

        @Test("auto: a terminal that answers the query gets pixels; one that answers only device attributes never does")
        func detection() throws {
            let kitty = try Self.start([])
            #expect(Self.text(kitty.output).contains("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[?1;1;0S\u{1B}[c"))
            kitty.type("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22c")
            Self.showPicture(4, on: kitty)
            #expect(Self.text(kitty.output).contains("a=t,t=d,f=24,"))
            kitty.type("q")
            #expect(kitty.waitForExit(timeout: 10) == 130)

            let xterm = try Self.start([])
            xterm.type("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c")
            Self.showPicture(4, on: xterm)
            xterm.drain(for: 0.5)
            #expect(Self.commands(Self.text(xterm.output)) == ["i=31,s=1,v=1,a=q,t=d,f=24"], "the query alone")
            #expect(Self.text(xterm.output).contains("▀") || Self.text(xterm.output).contains("▄") || Self.text(xterm.output).contains("▐"),
                    "symbols")
            xterm.type("q")
            #expect(xterm.waitForExit(timeout: 10) == 130)
        }

        /// Goes to item `number` and waits until `marker` comes after that.
        static func show(_ number: Int, on pty: PseudoTerminal, until marker: String) -> Bool {
            let before = pty.output.count
            pty.type("\(number)\r")
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline, !text(pty.output[before...]).contains(marker) { pty.drain(for: 0.1) }
            return text(pty.output[before...]).contains(marker)
        }

        @Test("auto: a terminal that lists sixel (4) and tells 256 registers gets the picture at rest as sixel, in at most 256 colours")
        func sixelDetection() throws {
            let pty = try Self.start([])
            pty.type("\u{1B}[?1;0;256S\u{1B}[6;20;10t\u{1B}[?63;1;2;4;6;9;15;22c")
            #expect(Self.show(4, on: pty, until: "\u{1B}P0;1;0q"), "a sixel picture")
            let text = Self.text(pty.output)
            #expect(!text.contains("#256;2;"), "no more registers than told")
            #expect(!text.contains("a=t,"), "nothing for kitty")
            pty.type("q")
            #expect(pty.waitForExit(timeout: 10) == 130)
        }

        @Test("--graphics sixel and --graphics iterm draw the picture at rest without asking; SIGTERM leaves the screen")
        func forcedCovering() throws {
            let sixel = try Self.start(["--graphics", "sixel"])
            #expect(Self.show(4, on: sixel, until: "\u{1B}P0;1;0q"))
            sixel.send(signal: SIGTERM)
            _ = sixel.waitForExit(timeout: 10)
            #expect(Self.text(sixel.output).hasSuffix("\u{1B}[?1049l") || Self.text(sixel.output).contains("\u{1B}[?1049l"))
            let iterm = try Self.start(["--graphics", "iterm"])
            #expect(Self.show(4, on: iterm, until: "\u{1B}]1337;File=inline=1;"))
            iterm.type("q")
            #expect(iterm.waitForExit(timeout: 10) == 130)
        }

        @Test("--graphics symbols asks nothing; inside tmux (TMUX set) auto asks nothing either")
        func noQuery() throws {
            let symbols = try Self.start(["--graphics", "symbols"])
            #expect(!Self.text(symbols.output).contains("\u{1B}_G"))
            symbols.type("q")
            #expect(symbols.waitForExit(timeout: 10) == 130)
            try Binary.requireBuilt()
            let tmux = try PseudoTerminal(arguments: [Binary.path, PictureTests.pictures],
                                          environment: Self.environment.merging(["TMUX": "/tmp/tmux-0/default,1,0"]) { $1 },
                                          columns: 120, rows: 36)
            #expect(tmux.waitFor("1 / 13", timeout: 10) != nil)
            #expect(!Self.text(tmux.output).contains("\u{1B}_G"))
            tmux.type("q")
            #expect(tmux.waitForExit(timeout: 10) == 130)
        }
    }
}
