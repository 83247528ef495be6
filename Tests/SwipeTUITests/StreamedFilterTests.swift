#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SwipeComponents
@testable import SwipeTUI

/// `--filter` reads stdin a chunk at a time and keeps only the matching lines: the items a
/// chunk hands on are those of all of the input, and the output is what fzf prints.
@Suite("--filter a chunk at a time")
struct StreamedFilterTests {
    /// A descriptor to read `bytes` from (a file already removed).
    private static func descriptor(holding bytes: [UInt8]) -> Int32 {
        let path = "/tmp/swipe-tui-streamed-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
        unlink(path)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }

    /// The items `InputChunks` hands on for `input`, chunk by chunk joined.
    private static func items(of input: [UInt8], separator: UInt8, chunkSize: Int) throws -> [[UInt8]] {
        let descriptor = descriptor(holding: input)
        defer { close(descriptor) }
        var items: [[UInt8]] = []
        try InputChunks.read(descriptor: descriptor, separator: separator, chunkSize: chunkSize) { bytes, lines in
            items += lines.map { Array(bytes[$0]) }
        }
        return items
    }

    /// The items `split` finds in all of `input` at once.
    private static func wholeItems(of input: [UInt8], separator: UInt8) -> [[UInt8]] {
        var lines: [Range<Int>] = []
        input.withUnsafeBufferPointer { LineFilter.split($0, separator: separator, into: &lines) }
        return lines.map { Array(input[$0]) }
    }

    @Test("chunks hand on the items of all of the input, whatever the chunk size", arguments: [1, 2, 3, 7, 64, 1 << 20])
    func chunkBoundaries(chunkSize: Int) throws {
        // CRLF lines, empty lines, NUL bytes and invalid UTF-8 inside lines, a line longer
        // than a chunk, a last line without a newline.
        let input = Array("one\r\ntwo\n\n\r\nthree".utf8) + [0x0A, 0x61, 0x00, 0x62, 0xFF, 0xFE, 0x0A]
            + [UInt8](repeating: 0x78, count: 300) + Array("\nlast\r".utf8)
        #expect(try Self.items(of: input, separator: 0x0A, chunkSize: chunkSize) == Self.wholeItems(of: input, separator: 0x0A))
        #expect(try Self.items(of: input, separator: 0x0A, chunkSize: chunkSize).count == 8)
        // `--read0`: newlines are part of the items.
        let nulSeparated = Array("x\ntwo\0t\r\nw\0\0tw".utf8) + [UInt8](repeating: 0x0A, count: 100) + [0]
        #expect(try Self.items(of: nulSeparated, separator: 0, chunkSize: chunkSize) == Self.wholeItems(of: nulSeparated, separator: 0))
        #expect(try Self.items(of: nulSeparated, separator: 0, chunkSize: chunkSize).count == 4)
        #expect(try Self.items(of: [], separator: 0x0A, chunkSize: chunkSize).isEmpty)
    }

    @Test("kept lines read back as they were, one longer than a block included")
    func keptLines() {
        let lines: [[UInt8]] = [Array("a".utf8), [], [UInt8](repeating: 0x41, count: KeptLines.blockSize + 5), Array("b\0c".utf8)]
            + (0..<2000).map { Array("line \($0) ".utf8) + [UInt8](repeating: 0x2D, count: $0) }
        let kept = KeptLines()
        for line in lines { line.withUnsafeBufferPointer { kept.append($0) } }
        #expect(kept.count == lines.count)
        #expect((0..<kept.count).allSatisfy { Array(kept[$0]) == lines[$0] })
    }

    /// What `--filter` prints for `input`, and its exit status.
    private static func filter(_ query: String, _ input: [UInt8], separator: UInt8 = 0x0A) -> (status: Int32, lines: [[UInt8]]) {
        let source = descriptor(holding: input), destination = descriptor(holding: [])
        defer {
            close(source)
            close(destination)
        }
        let status = LineFilter.run(query: query, separator: separator, output: separator, input: source, destination: destination)
        let size = Int(lseek(destination, 0, SEEK_END))
        lseek(destination, 0, SEEK_SET)
        var output = [UInt8](repeating: 0, count: size)
        _ = output.withUnsafeMutableBytes { read(destination, $0.baseAddress, size) }
        return (status, wholeItems(of: output, separator: separator))
    }

    @Test("what fzf --filter prints: case folded beyond ASCII, invalid UTF-8 and NUL in lines, --read0")
    func fzfOutput() {
        // fzf 0.38: `printf 'École normale\nECOLE\necole\nxÉCOLEy\nschool\n' | fzf --filter ecole`
        let schools = Array("École normale\nECOLE\necole\nxÉCOLEy\nschool\n".utf8)
        #expect(Self.filter("ecole", schools).lines.map { String(decoding: $0, as: UTF8.self) } == ["ECOLE", "ecole", "École normale", "xÉCOLEy"])
        #expect(Self.filter("École", schools).lines.map { String(decoding: $0, as: UTF8.self) } == ["École normale"])
        // fzf's order for `printf 'ab\xffcd\nabcd\n\xfe\xfeabxcd\nzz\n' | fzf --filter abcd`; the
        // bytes print as they came (fzf prints U+FFFD for each invalid byte).
        let invalid: [UInt8] = [0x61, 0x62, 0xFF, 0x63, 0x64, 0x0A] + Array("abcd\n".utf8) + [0xFE, 0xFE] + Array("abxcd\nzz\n".utf8)
        #expect(Self.filter("abcd", invalid).lines == [Array("abcd".utf8), [0x61, 0x62, 0xFF, 0x63, 0x64], [0xFE, 0xFE] + Array("abxcd".utf8)])
        // `printf 'x\ntwo\0t\nw\no\0tw\0o\0two' | fzf --read0 --print0 --filter two`
        let nulSeparated = Array("x\ntwo\0t\nw\no\0tw\0o\0two".utf8)
        #expect(Self.filter("two", nulSeparated, separator: 0).lines.map { String(decoding: $0, as: UTF8.self) } == ["two", "x\ntwo", "t\nw\no"])
        #expect(Self.filter("zzzz", schools).status == 1)
        #expect(Self.filter("zzzz", schools).lines.isEmpty)
    }

    @Test("a line too long for the alignment is matched as fzf's first algorithm matches it")
    func alignmentFallback() {
        // 34,204 characters × 3 exceed the alignment's 102,400 cells; 34,004 × 3 do not. fzf
        // 0.38 ranks the shorter one's `/abc` first, then `x-abc`, then the longer one,
        // whose first `a`, `b`, `c` score less.
        let under = "a-b-c" + String(repeating: "-", count: 34_000) + "/abc", over = "a-b-c" + String(repeating: "-", count: 34_200) + "/abc"
        let found = Self.filter("abc", Array([over, "x-abc", under].joined(separator: "\n").utf8)).lines
        #expect(found.map(\.count) == [under.utf8.count, 5, over.utf8.count])
    }
}
