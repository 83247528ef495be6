import Foundation
import Testing

/// `--filter`: no interface, the matches of stdin ranked on stdout, the same set as fzf's.
@Suite("Filter without an interface")
struct FilterTests {
    static let environment = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]

    /// Runs `swipe-tui arguments` with `input` on stdin (through a file, so any size).
    static func run(_ arguments: String, input: String) throws -> Subprocess.Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-filter-\(UUID().uuidString)")
        try input.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Subprocess.run(["sh", "-c", "exec \"$0\" \(arguments) < '\(file.path)'", Binary.path], environment: environment)
    }

    @Test("matches ranked best first, exit 0; nothing matched, exit 1 and no output; - names stdin")
    func basics() throws {
        try Binary.requireBuilt()
        let input = "remote-tar\n/usr/sbin/rmt-tar\nrmt-tar.8.gz\nREADME\n"
        let found = try Self.run("--filter rmttar", input: input)
        #expect(found.status == 0 && found.output == "rmt-tar.8.gz\n/usr/sbin/rmt-tar\nremote-tar\n")
        let none = try Self.run("-f zzz", input: input)
        #expect(none.status == 1 && none.output.isEmpty)
        #expect(try Self.run("-f READ -", input: input).output == "README\n", "smart case, and - as stdin")
        #expect(try Self.run("-f \"'tar !rmt\"", input: input).output == "remote-tar\n")
        #expect(try Self.run("--exact -f rtar", input: input).status == 1)
    }

    /// What fzf 0.38 prints for the same input and options.
    @Test("a value joined to its short option, as fzf reads it: -d: -n2 -fzz -qfoo (fzf 0.38: rg lines with -d: -n2)")
    func joinedShortValues() throws {
        try Binary.requireBuilt()
        let input = "src/a.c:12:main here\nsrc/main.c:3:other\n"
        let found = try Self.run("-fmain -d: -n3", input: input)
        #expect(found.status == 0 && found.output == "src/a.c:12:main here\n", "\(found)")
        #expect(try Self.run("-fzz", input: input).status == 1)
        #expect(try Self.run("-d, -n2 -fb", input: "a,b\nb,a\n").output == "a,b\n")
        #expect(try Self.run("-qx -f y", input: "y\n").output == "y\n", "-qx is --query x")
    }

    @Test("+x reads the query as one term; --literal keeps accents, which are folded by default")
    func extendedAndLiteral() throws {
        try Binary.requireBuilt()
        let input = "foo bar\nfoobar\n^foo\ncafé\n"
        #expect(try Self.run("+x -f 'foo bar'", input: input).output == "foo bar\n")
        #expect(try Self.run("--no-extended -f '^foo'", input: input).output == "^foo\n")
        #expect(try Self.run("-f '^foo'", input: input).output == "foobar\nfoo bar\n")
        #expect(try Self.run("-f cafe", input: input).output == "café\n")
        let literal = try Self.run("--literal -f cafe", input: input)
        #expect(literal.status == 1 && literal.output.isEmpty)
    }

    @Test("--algo and --scheme as fzf 0.38 ranks with them; other values are refused with exit 2")
    func algorithmAndScheme() throws {
        try Binary.requireBuilt()
        let input = "mxexrzzzzz\nxmxexr mer\n"
        #expect(try Self.run("-f mer", input: input).output == "xmxexr mer\nmxexrzzzzz\n", "v2, the default: the best placement")
        #expect(try Self.run("-f mer --algo v2", input: input).output == "xmxexr mer\nmxexrzzzzz\n")
        #expect(try Self.run("-f mer --algo v1", input: input).output == "mxexrzzzzz\nxmxexr mer\n", "v1: the first placement")
        let words = "a,b c\na b,c\na:bc\na bc\n"
        #expect(try Self.run("-f abc", input: words).output == "a bc\na:bc\na,b c\na b,c\n")
        #expect(try Self.run("-f abc --scheme path", input: words).output == "a:bc\na bc\na,b c\na b,c\n")
        #expect(try Self.run("-f abc --scheme history", input: words).output == "a:bc\na bc\na,b c\na b,c\n")
        #expect(try Self.run("-f mer --algo v3", input: input).status == 2)
        #expect(try Self.run("-f mer --scheme nope", input: input).status == 2)
    }

    @Test("--read0 splits on NUL and prints a newline after each match (NUL with --print0); a path other than - is refused")
    func separators() throws {
        try Binary.requireBuilt()
        let result = try Subprocess.run(["sh", "-c", "printf 'a b\\0c\\nd\\0' | \"$0\" --read0 -f d", Binary.path], environment: Self.environment)
        #expect(result.status == 0 && result.output == "c\nd\n", "fzf ends --read0 matches with a newline unless --print0")
        let refused = try Subprocess.run(["sh", "-c", "\"$0\" -f x README.md < /dev/null; echo \" $?\"", Binary.path],
                                         environment: Self.environment)
        #expect(refused.output == " 2\n")
    }

    @Test("an endless item (/dev/zero, or no NUL under --read0) is refused at the interface's line cap: one line, exit 2")
    func endlessItem() throws {
        try Binary.requireBuilt()
        for (options, input) in [("", "cat /dev/zero"), ("--read0", "yes | tr -d '\\n'")] {
            let result = try Subprocess.run(["sh", "-c", "\(input) | \"$0\" \(options) --filter x 2>&1; echo \" $?\"", Binary.path],
                                            environment: Self.environment)
            #expect(result.output == "swipe-tui: stdin: line 1 is longer than 1 MiB\n 2\n", "\(options)")
        }
    }

    @Test("the same set of lines as fzf --filter on the same input, for every kind of term")
    func sameSetAsFzf() throws {
        try Binary.requireBuilt()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fzf") else {
            Issue.record("fzf is missing: make test installs it (apt-get install fzf)")
            return
        }
        // Real paths of this machine, accents and upper case included.
        var lines = (try? FileManager.default.subpathsOfDirectory(atPath: "/usr/share/doc")) ?? []
        lines = Array(lines.prefix(20_000)).map { "/usr/share/doc/" + $0 }
        lines += ["Résumé.pdf", "RESUME.txt", "naïve café", "Straße", "src/Main.swift", " lead", "trail ", "a|b"]
        let input = lines.joined(separator: "\n") + "\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-fzf-\(UUID().uuidString)")
        try input.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        for query in ["copyright", "gz", "usdoc", "Changelog", "'debian ^/usr !gz", "md$ | txt$", "resume", "cafe",
                      "^ lead$", "trail $", "ma sw", "!a"] {
            let quoted = query.replacingOccurrences(of: "'", with: "'\\''")
            let ours = try Subprocess.run(["sh", "-c", "\"$0\" --filter '\(quoted)' < '\(file.path)' | sort", Binary.path],
                                          environment: Self.environment)
            let theirs = try Subprocess.run(["sh", "-c", "fzf --filter '\(quoted)' < '\(file.path)' | sort"], environment: Self.environment)
            #expect(ours.output == theirs.output, "query \(query): \(ours.output.split(separator: "\n").count) lines, fzf \(theirs.output.split(separator: "\n").count)")
        }
    }
}
