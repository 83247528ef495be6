import Foundation
import Glibc
@testable import SwipeComponents
@testable import SwipeTUI
import TerminalHarness
import Testing

/// `{}` and its kin are one inert word for `sh`, whatever bytes the item holds: quoting is
/// per byte, so no character that swallows a quote (a combining mark, a joiner, a
/// variation selector, a tag character after it; a prepended concatenation mark before it)
/// hides it from the shell.
@Suite("Shell words", .serialized)
struct ShellWordTests {
    /// A quote glued to a following mark or joiner, or to a preceding Prepend character:
    /// each was one `Character` that is not `'`, and escaped the old quoting.
    static let gluedQuotes: [[UInt8]] = [
        "x'\u{301};touch PWNED;#", "x'\u{903};touch PWNED;#", "x'\u{200D};touch PWNED;#",
        "x'\u{FE0F};touch PWNED;#", "x'\u{E0061};touch PWNED;#", "x\u{600}';touch PWNED;#",
    ].map { Array($0.utf8) } + [Array("x'".utf8) + [0xFF, 0xFE] + Array(";touch PWNED;#".utf8)]

    /// Runs `commandLine` through the preview runner (`sh -c`) in `directory` and returns
    /// what it printed, or nil if it did not finish.
    static func output(of commandLine: [UInt8], in directory: String) -> [UInt8]? {
        // The bytes go to a file: the pane's lines are text made safe, not the bytes.
        let process = PreviewProcess()
        process.start(Array("cd '\(directory)' || exit 9; exec > .output; ".utf8) + commandLine, key: 0)
        guard let output = PreviewTests.result(of: process, timeout: 5), PreviewTests.lines(output) == ["[no output]"] else { return nil }
        return FileManager.default.contents(atPath: directory + "/.output").map { Array($0) }
    }

    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("a quote glued to a combining mark, ZWJ, VS16, a tag or after a Prepend character runs nothing")
    func gluedQuotesStayInert() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for item in Self.gluedQuotes {
            let line = PreviewTemplate("printf %s {}").commandLine(for: PreviewItem(bytes: item, index: 0))
            #expect(Self.output(of: line, in: directory) == item, "\(item)")
            let fields = PreviewTemplate("printf '%s|' {1} {-1}").commandLine(for: PreviewItem(bytes: item, index: 0))
            let words = item.split(separator: UInt8(ascii: " "))
            #expect(Self.output(of: fields, in: directory) == Array(words[0]) + [0x7C] + Array(words[words.count - 1]) + [0x7C])
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/PWNED"), "no item ran a command")
    }

    @Test("{1}… split as -d says, each without its delimiter; field expressions give several as one word; a hostile field stays one word")
    func fieldsFollowTheDelimiter() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let item = PreviewItem(bytes: Array("id7:$(touch PWNED) x:'c'".utf8), index: 0)
        func printed(_ template: String, _ delimiter: FieldDelimiter) -> String? {
            Self.output(of: PreviewTemplate(template, delimiter: delimiter).commandLine(for: item), in: directory)
                .map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(printed("printf '%s|' {1} {2} {-1} {4}", FieldDelimiter(parsing: ":")) == "id7|$(touch PWNED) x|'c'||")
        #expect(printed("printf '%s|' {2..} {1,3} {..2}", FieldDelimiter(parsing: ":")) == "$(touch PWNED) x:'c'|id7:'c'|id7:$(touch PWNED) x|")
        #expect(printed("printf '%s|' {1} {2} {-1}", .whitespace) == "id7:$(touch|PWNED)|x:'c'|")
        #expect(printed("printf '%s|' {0} {1..x}", .whitespace) == "{0}|{1..x}|", "not field expressions: left as written")
        #expect(!FileManager.default.fileExists(atPath: directory + "/PWNED"))
    }

    /// Bytes that matter to a shell or to Unicode segmentation, drawn more often than the rest.
    static let hostilePieces: [[UInt8]] = [
        "'", "\\", "$", "`", "\n", "\"", ";", "#", "$(touch PWNED)", "*", "~", "!", "{}", " ", "\t",
        "\u{301}", "\u{903}", "\u{200D}", "\u{FE0F}", "\u{E0061}", "\u{E007F}", "\u{600}", "\u{1F468}", "é", "日",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x80], [0x1B]]

    static func randomItem(using generator: inout SeededGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...24, using: &generator) {
            if Bool.random(using: &generator) {
                bytes += hostilePieces.randomElement(using: &generator)!
            } else {
                bytes.append(UInt8.random(in: 1...255, using: &generator))
            }
        }
        return bytes
    }

    @Test("property: for 300 random byte strings, sh -c \"printf %s <quoted>\" prints exactly the bytes")
    func quotedBytesComeBackExactly() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var generator = SeededGenerator(seed: 22)
        for round in 0..<300 {
            let item = Self.randomItem(using: &generator)
            let line = Array("printf %s ".utf8) + ShellWord.quoted(item)
            #expect(Self.output(of: line, in: directory) == item, "round \(round): \(item)")
            #expect(!ShellWord.quoted(item).dropFirst().dropLast().contains(0x27) || item.contains(0x27))
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/PWNED"))
    }

    @Test("property: each POSIX shell $SHELL may name (bash, zsh, dash) reads the quoting as sh does: 150 random byte strings come back exactly",
          arguments: ["/bin/bash", "/bin/zsh", "/usr/bin/zsh", "/bin/dash"])
    func quotingHoldsInEveryCommandShell(shell: String) throws {
        guard access(shell, X_OK) == 0 else { return }
        #expect(CommandShell.chosen(from: shell) == shell, "a shell swipe-tui would run commands in")
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var generator = SeededGenerator(seed: 26)
        let script = directory + "/script"
        for round in 0..<150 {
            let item = Self.randomItem(using: &generator)
            let line = Array("cd '\(directory)' || exit 9; printf %s ".utf8) + ShellWord.quoted(item)
            FileManager.default.createFile(atPath: script, contents: Data(line))
            guard let pipe = popen("\(shell) \(script)", "r") else { continue }
            var output: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = fread(&buffer, 1, buffer.count, pipe)
                guard count > 0 else { break }
                output += buffer[0..<count]
            }
            #expect(pclose(pipe) == 0 && output == item, "\(shell), round \(round): \(item)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/PWNED"))
    }

    @Test("$SHELL runs the commands when it is a POSIX shell, as fzf's; else (fish, a relative name, a missing file) /bin/sh")
    func commandShellChoice() {
        #expect(CommandShell.chosen(from: "/bin/bash") == "/bin/bash")
        #expect(CommandShell.chosen(from: "/bin/sh") == "/bin/sh")
        for other in [nil, "", "bash", "/usr/bin/fish", "/bin/bash-not-there", "/usr/bin/env", "/tmp/zsh/"] as [String?] {
            #expect(CommandShell.chosen(from: other) == "/bin/sh", "\(String(describing: other))")
        }
    }

    @Test("property: {+} gives every marked item, in marking order, each a word of its own, exactly; {+n} their indexes; none marked: the focused one")
    func markedItemsComeBackExactly() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var generator = SeededGenerator(seed: 24)
        for round in 0..<100 {
            let count = Int.random(in: 0...4, using: &generator)
            var item = PreviewItem(bytes: Self.randomItem(using: &generator), index: 99)
            item.marked = (0..<count).map { PreviewItem(bytes: Self.randomItem(using: &generator), index: 7 - $0) }
            let expected: [UInt8] = (count == 0 ? [item] : item.marked).flatMap { $0.bytes + [0] }
            let line = PreviewTemplate("printf '%s\\000' {+}").commandLine(for: item)
            #expect(Self.output(of: line, in: directory) == expected, "round \(round): \(item)")
        }
        var item = PreviewItem(text: "a b", index: 4)
        #expect(String(decoding: PreviewTemplate("{+n} {+2} {+}").commandLine(for: item), as: UTF8.self) == "4 'b' 'a b'")
        item.marked = [PreviewItem(text: "x y", index: 9), PreviewItem(text: "it's z", index: 2)]
        #expect(String(decoding: PreviewTemplate("{+n}|{+1}|{+}|{}").commandLine(for: item), as: UTF8.self)
                == "9 2|'x' 'it'\\''s'|'x y' 'it'\\''s z'|'a b'")
        #expect(String(decoding: PreviewTemplate("{++} {+q} {+x}").commandLine(for: item), as: UTF8.self) == "{++} {+q} {+x}",
                "not placeholders: left as written")
        #expect(!FileManager.default.fileExists(atPath: directory + "/PWNED"))
    }

    @Test("an item holding a NUL byte is not run: it could not be passed whole")
    func nulIsRefused() throws {
        let process = PreviewProcess()
        process.start(PreviewTemplate("echo {}").commandLine(for: PreviewItem(bytes: [0x61, 0, 0x62], index: 0)), key: 0)
        let output = try #require(PreviewTests.result(of: process))
        #expect(PreviewTests.lines(output) == ["[not run: the item holds a NUL byte]"])
    }
}
