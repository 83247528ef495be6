import Foundation
import Glibc
import TerminalHarness
import Testing

extension EndToEnd {
    /// What strangers' names and items can do through previews, and what our children do
    /// when we are killed: the real binary on a pseudo-terminal.
    @Suite("Hostile input")
    struct HostileInputTests {
        static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]

        /// A fresh directory, removed by the caller.
        static func directory() throws -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-hostile-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return path
        }

        /// Makes a file whose name is `name`'s bytes in `directory`, holding `text`.
        static func makeFile(named name: [UInt8], in directory: String, text: String = "inside\n") throws {
            let path = Array(directory.utf8) + [UInt8(ascii: "/")] + name + [0]
            let fd = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
            try #require(fd >= 0)
            _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }

        /// swipe-tui started by `sh -c` in `directory` with `arguments` (already quoted for
        /// the shell), stdout to `picked` there.
        static func start(in directory: String, _ arguments: String, stdin: String = "") throws -> PseudoTerminal {
            try Binary.requireBuilt()
            let line = "cd '\(directory)' && \(stdin)exec '\(Binary.path)' \(arguments) > picked"
            return try PseudoTerminal(arguments: ["/bin/sh", "-c", line], environment: environment, columns: 100, rows: 30)
        }

        static func text(_ bytes: some Collection<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

        @Test("a quote glued to a combining mark in a line or a file name is one inert word in {}: nothing runs")
        func gluedQuote() throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let name = Array("x'\u{301};touch PWNED;#".utf8)
            try FileManager.default.createDirectory(atPath: directory + "/names", withIntermediateDirectories: true)
            try Self.makeFile(named: name, in: directory + "/names")
            let lines = try Self.start(in: directory, "--layout cards --preview 'printf \"[%s]\" {}'", stdin: "printf \"x'\\314\\201;touch PWNED;#\\n\" | ")
            #expect(lines.waitFor(";touch PWNED;#]", timeout: 10) != nil, "the preview printed the item as one word")
            lines.type("q")
            #expect(lines.waitForExit(timeout: 10) == 130)
            let names = try Self.start(in: directory, "--preview 'ls -- {}' names")
            #expect(names.waitFor("names/x", timeout: 10) != nil, "ls listed the file by its name")
            names.type("q")
            #expect(names.waitForExit(timeout: 10) == 130)
            #expect(!FileManager.default.fileExists(atPath: directory + "/PWNED"), "no item ran a command")
        }

        @Test("a file name that is not UTF-8 is printed as its bytes, shown with U+FFFD, and its preview reads the file")
        func bytesName() throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let name = Array("bad".utf8) + [0xFF] + Array("utf".utf8)
            try FileManager.default.createDirectory(atPath: directory + "/d", withIntermediateDirectories: true)
            try Self.makeFile(named: name, in: directory + "/d", text: "the bad file's own text\n")
            let pty = try Self.start(in: directory, "--preview 'cat -- {}' d")
            #expect(pty.waitFor("bad\u{FFFD}utf", timeout: 10) != nil, "shown sanitised")
            #expect(pty.waitFor("the bad file's own text", timeout: 10) != nil, "the card and the preview read the file itself")
            #expect(!Self.text(pty.output).contains("No such file"))
            pty.type("\r")
            #expect(pty.waitForExit(timeout: 10) == 0)
            let picked = try #require(FileManager.default.contents(atPath: directory + "/picked"))
            #expect(Array(picked) == Array("d/".utf8) + name + [0x0A], "the exact bytes readdir gave")
        }

        @Test("3,002 paths on the command line, options among them, keep their order and their bytes (two names that read alike included)")
        func thousandsOfPaths() throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            for number in 1...3000 { try Self.makeFile(named: Array(String(format: "n%04d", number).utf8), in: directory) }
            // Both read as "bad\u{FFFD}1": only their place on the command line tells them apart.
            try Self.makeFile(named: Array("bad".utf8) + [0xFF, 0x31], in: directory)
            try Self.makeFile(named: Array("bad".utf8) + [0xFE, 0x31], in: directory)
            let bad = #""$(printf 'bad\3771')" "$(printf 'bad\3761')""#
            for (keys, picked) in [("\u{1B}[F", [0xFE]), ("\u{1B}[F\u{1B}[D", [0xFF]), ("\u{1B}[H\u{1B}[C", Array("n000".utf8))] {
                let pty = try Self.start(in: directory, "n0* --type linear n1* n2* n3* \(bad)")
                #expect(pty.waitFor("1 / 3002", timeout: 20) != nil)
                pty.type(keys)
                pty.drain(for: 0.5)
                pty.type("\r")
                #expect(pty.waitForExit(timeout: 10) == 0)
                let printed = try #require(FileManager.default.contents(atPath: directory + "/picked"))
                let expected = picked.count == 1 ? Array("bad".utf8) + picked + [0x31, 0x0A] : picked + [0x32, 0x0A]
                #expect(Array(printed) == expected, "\(keys.debugDescription): \(Array(printed))")
            }
        }

        /// Whether `pid` is gone (or a zombie nobody has reaped yet: it runs no more).
        static func isGone(_ pid: pid_t) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return true }
            return stat[stat.index(close, offsetBy: 2)] == "Z"
        }

        @Test("a running preview and its children die with us on SIGTERM, SIGHUP, SIGINT, a crash signal and SIGKILL (the guardian's)",
              arguments: [SIGTERM, SIGHUP, SIGINT, SIGSEGV, SIGKILL])
        func previewDiesWithUs(_ signal: Int32) throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let command = "echo $$ > sh.pid; sleep 60 & echo $! > kid.pid; wait"
            let pty = try Self.start(in: directory, "--preview '\(command)'")
            #expect(pty.waitFor("1 / 14", timeout: 10) != nil)
            var pids: [pid_t] = []
            let deadline = Date().addingTimeInterval(10)
            while pids.count < 2, Date() < deadline {
                pty.drain(for: 0.1)
                pids = ["sh.pid", "kid.pid"].compactMap {
                    (try? String(contentsOfFile: directory + "/" + $0, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                }
            }
            try #require(pids.count == 2, "the preview started its child")
            #expect(pids.allSatisfy { !Self.isGone($0) })
            pty.send(signal: signal)
            #expect(pty.waitForExit(timeout: 10) == 128 + signal)
            let gone = Date().addingTimeInterval(5)
            while Date() < gone, !pids.allSatisfy(Self.isGone) { usleep(20_000) }
            #expect(pids.allSatisfy(Self.isGone), "the preview's shell and its child died with us")
            pids.forEach { kill($0, SIGKILL) }
        }
    }
}
