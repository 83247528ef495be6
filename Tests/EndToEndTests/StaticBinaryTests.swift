import Foundation
import Glibc
import TerminalHarness
import Testing

extension EndToEnd {
    /// `make install` puts one file: the release binary carries the Swift runtime, Foundation
    /// and the demo deck, and needs only the system's libc, libstdc++ and ncurses.
    @Suite("One binary to copy")
    struct StaticBinaryTests {
        @Test("no toolchain library among what the release binary needs")
        func noToolchainLibraries() throws {
            try Binary.requireBuilt()
            let needed = try Subprocess.run(["readelf", "-d", Binary.path], environment: ["PATH": "/usr/bin:/bin"]).output
                .split(separator: "\n").filter { $0.contains("(NEEDED)") }
            #expect(!needed.isEmpty)
            for line in needed {
                #expect(!["libswift", "libFoundation", "libdispatch", "libBlocksRuntime", "lib_Foundation"].contains { line.contains($0) },
                        "\(line)")
            }
        }

        @Test("copied alone to an empty directory, with an empty environment but TERM, it shows the demo deck")
        func copiedAlone() throws {
            try Binary.requireBuilt()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-alone-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let copy = directory.appendingPathComponent("swipe-tui").path
            try FileManager.default.copyItem(atPath: Binary.path, toPath: copy)
            let pty = try PseudoTerminal(arguments: [copy], environment: ["TERM": "xterm-256color"], columns: 100, rows: 30)
            #expect(pty.waitFor("Welcome to swipe-tui", timeout: 10) != nil)
            pty.type("q")
            #expect(pty.waitForExit(timeout: 10) == 130)
        }
    }
}
