import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TerminalBackend
@testable import SwipeTUI

/// fzf's `{f}` placeholders: the values go into a temporary file (0600, in `$TMPDIR`), the
/// command line gets its quoted path, and the file is gone once the command is done (and on
/// a signal: `TemporaryFiles.unlinkAll` is what the handler calls). One at a time: the table
/// of files is the process's.
@Suite("{f} placeholders", .serialized)
struct PlaceholderFileTests {
    static let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"

    /// The command line and the paths `template` wrote for `item`.
    static func expand(_ template: String, _ item: PreviewItem, separator: UInt8 = 0x0A) -> (line: String, files: PlaceholderFiles) {
        let files = PlaceholderFiles()
        let line = PreviewTemplate(template, delimiter: FieldDelimiter(parsing: ":"), fileSeparator: separator)
            .commandLine(for: item, files: files)
        return (String(decoding: line, as: UTF8.self), files)
    }

    static func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("{f}: the item unquoted and a newline in a 0600 file in $TMPDIR, its path quoted; removed with the command's files")
    func itemFile() throws {
        let (line, files) = Self.expand("cat {f}", PreviewItem(text: "it's:2", index: 3))
        let path = try #require(files.paths.first)
        #expect(line == "cat '\(path)'")
        #expect(path.hasPrefix(Self.directory.hasSuffix("/") ? Self.directory : Self.directory + "/"))
        #expect(try Self.contents(path) == "it's:2\n")
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(TemporaryFiles.held.contains(path))
        files.removeAll()
        #expect(access(path, F_OK) != 0, "the file is gone")
        #expect(!TemporaryFiles.held.contains(path))
    }

    @Test("{+f}, {+fn}, {f1}: every marked item (or the focused one), a line each; NUL-ended with --print0; no files: left as written")
    func forms() throws {
        var item = PreviewItem(text: "c:3", index: 2)
        item.marked = [PreviewItem(text: "a:1", index: 0), PreviewItem(text: "b:2", index: 1)]
        let (line, files) = Self.expand("{+f} {+fn} {f1} {f}", item)
        defer { files.removeAll() }
        #expect(files.paths.count == 4)
        #expect(try files.paths.map(Self.contents) == ["a:1\nb:2\n", "0\n1\n", "c\n", "c:3\n"])
        #expect(line == files.paths.map { "'\($0)'" }.joined(separator: " "))
        let (_, nul) = Self.expand("{+f}", item, separator: 0)
        defer { nul.removeAll() }
        #expect(try Self.contents(nul.paths[0]) == "a:1\0b:2\0")
        let plain = PreviewTemplate("cat {f} {+f} {ff} {f+}").commandLine(for: item)
        #expect(String(decoding: plain, as: UTF8.self) == "cat {f} {+f} {ff} {f+}", "without files the placeholders stay (and {ff} is none)")
    }

    @Test("a template replaces at most 64 placeholders: the rest are left as written (no crowd of files, no huge line)")
    func placeholderCap() throws {
        let (line, files) = Self.expand(String(repeating: "{n}{f}", count: 40), PreviewItem(text: "x", index: 5))
        defer { files.removeAll() }
        #expect(files.paths.count == 32)
        #expect(line.hasSuffix(String(repeating: "{n}{f}", count: 8)))
        #expect(line.hasPrefix(String(repeating: "5'\(files.paths[0])'", count: 1)))
        #expect(line.components(separatedBy: "{n}{f}").count == 9, "the 65th placeholder on are left as written")
    }

    @Test("a preview run removes its files when it ends, whether it finishes or is superseded")
    func runRemoves() throws {
        let process = PreviewProcess()
        let (line, files) = Self.expand("cat {f}", PreviewItem(text: "hello", index: 0))
        process.start(Array(line.utf8), key: 0, files: files.paths)
        let output = try #require(PreviewTests.result(of: process))
        #expect(PreviewTests.lines(output) == ["hello"])
        #expect(access(files.paths[0], F_OK) != 0)
        let (slow, held) = Self.expand("sleep 5; cat {f}", PreviewItem(text: "x", index: 1))
        process.start(Array(slow.utf8), key: 1, files: held.paths)
        usleep(100_000)
        #expect(access(held.paths[0], F_OK) == 0, "kept while the command runs")
        process.cancel()
        let deadline = PreviewTests.now() + 3
        while access(held.paths[0], F_OK) == 0 && PreviewTests.now() < deadline { usleep(5_000) }
        #expect(access(held.paths[0], F_OK) != 0, "gone once the stopped run ends")
    }

    @Test("the signal handler's unlinkAll removes every file held; past the table's 64 files, create refuses")
    func handlerAndCapacity() throws {
        var made: [String] = []
        while let path = TemporaryFiles.create(holding: [0x61]) {
            made.append(path)
            if made.count > TemporaryFiles.capacity { break }
        }
        #expect(made.count <= TemporaryFiles.capacity)
        #expect(!made.isEmpty)
        TemporaryFiles.unlinkAll()
        #expect(made.allSatisfy { access($0, F_OK) != 0 })
        TemporaryFiles.removeAll()
        #expect(TemporaryFiles.held.isEmpty)
    }
}
