#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import TerminalHarness
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
            return true
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

    @Test("kept lines read back as they were from the one word each is placed by, which grows in the order kept; one longer than a block, or a block's size, included")
    func keptLines() {
        let lines: [[UInt8]] = [Array("a".utf8), [], [UInt8](repeating: 0x41, count: KeptLines.blockSize + 5), [], Array("b\0c".utf8),
                                [UInt8](repeating: 0x42, count: KeptLines.blockSize), []]
            + (0..<2000).map { Array("line \($0) ".utf8) + [UInt8](repeating: 0x2D, count: $0) }
        let kept = KeptLines()
        let places = lines.map { line in line.withUnsafeBufferPointer { kept.append($0) } }
        #expect(kept.count == lines.count)
        #expect(zip(places, lines).allSatisfy { Array(kept[$0]) == $1 })
        #expect(zip(places, places.dropFirst()).allSatisfy { $0 < $1 }, "empty lines next to full blocks included")
    }

    @Test("kept matches print best first across pages — rank, then input order (or the later first) — and in input order either way round")
    func keptMatchesRanked() {
        // More than two pages, ranks with many ties, texts naming their input order.
        var generator = SeededGenerator(seed: 27)
        let count = 2 * KeptMatches.pageSize + 1234
        let ranks = (0..<count).map { _ in UInt64.random(in: 0...300, using: &generator) << 40 }
        let kept = KeptMatches()
        for (index, rank) in ranks.enumerated() { Array("\(index)".utf8).withUnsafeBufferPointer { kept.append($0, rank: rank) } }
        func printed(_ run: ((UnsafeBufferPointer<UInt8>) -> Bool) -> Bool) -> [Int] {
            var order: [Int] = []
            #expect(run { order.append(Int(String(decoding: $0, as: UTF8.self))!); return true })
            return order
        }
        let earlierFirst = Array(0..<count).sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 < $1 }
        let laterFirst = Array(0..<count).sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 > $1 }
        // Compared first: a failed comparison of half a million numbers is not spelled out.
        func firstDifference(_ a: [Int], _ b: [Int]) -> Int? { a.count != b.count ? -1 : a.indices.first { a[$0] != b[$0] } }
        // Input order first: ranking sorts the records where they are.
        #expect(firstDifference(printed { kept.forEachInInputOrder(reversed: true, $0) }, Array((0..<count).reversed())) == nil)
        #expect(firstDifference(printed { kept.forEachInInputOrder(reversed: false, $0) }, Array(0..<count)) == nil)
        #expect(firstDifference(printed { kept.forEachRanked(laterFirst: false, $0) }, earlierFirst) == nil)
        #expect(firstDifference(printed { kept.forEachRanked(laterFirst: true, $0) }, laterFirst) == nil)
        var taken = 0
        #expect(!kept.forEachRanked(laterFirst: false) { _ in taken += 1; return taken < 3 }, "a failed write stops it")
        #expect(taken == 3)
    }

    @Test("a match's rank word orders as score then tie-break key did: higher score first, below 0 as 0, above 65535 as 65535")
    func rankWord() {
        #expect(FilterJob.rank(score: 200, key: 0xFFFF_FFFF_FFFF) < FilterJob.rank(score: 199, key: 0))
        #expect(FilterJob.rank(score: 5, key: 1) < FilterJob.rank(score: 5, key: 2))
        #expect(FilterJob.rank(score: -4, key: 7) == FilterJob.rank(score: 0, key: 7))
        #expect(FilterJob.rank(score: 70_000, key: 7) == FilterJob.rank(score: 0xFFFF, key: 7))
    }

    /// What `--filter` prints for `input`, and its exit status (`--tac` when `reversed`).
    private static func filter(_ query: String, _ input: [UInt8], separator: UInt8 = 0x0A, reversed: Bool = false) -> (status: Int32, lines: [[UInt8]]) {
        let source = descriptor(holding: input), destination = descriptor(holding: [])
        defer {
            close(source)
            close(destination)
        }
        var rules = SearchRules()
        rules.laterFirstOnTies = reversed
        let status = LineFilter.run(query: query, rules: rules, separator: separator, output: separator, reversed: reversed,
                                    input: source, destination: destination)
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

    @Test("--tac: of items that tie, the later first, as fzf's reversed input ranks them (fzf 0.38 --filter --tac)")
    func reversedTies() {
        let text: (String, String) -> [String] = { query, input in
            Self.filter(query, Array(input.utf8), reversed: true).lines.map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(text("a", "a1\na2\nb\n") == ["a2", "a1"])
        #expect(text("a", "xa\nya\nza\n") == ["za", "ya", "xa"])
        #expect(text("ab", "abc\nab\nxab\n") == ["ab", "abc", "xab"], "the tie-breaks come first")
        var rules = SearchRules()
        rules.laterFirstOnTies = true
        let corpus = CopiedCorpus(texts: ["a1", "a2", "b"].map { Array($0.utf8) })
        #expect(FilterJob.rank(SearchQuery("a", rules: rules), in: corpus) { false } == [1, 0], "the interface ranks them so too")
    }

    @Test("an item with no separator past the longest one read is refused, not held: /dev/zero cannot take all memory")
    func longestItem() throws {
        let source = Self.descriptor(holding: [UInt8](repeating: 0x61, count: 5000) + [0x0A, 0x62])
        defer { close(source) }
        #expect(throws: ContentError.self) {
            try InputChunks.read(descriptor: source, separator: 0x0A, chunkSize: 64, longestItem: 1024) { _, _ in true }
        }
        lseek(source, 0, SEEK_SET)
        var count = 0
        try InputChunks.read(descriptor: source, separator: 0x0A, chunkSize: 64, longestItem: 8192) { _, lines in
            count += lines.count
            return true
        }
        #expect(count == 2)
    }

    /// How `InputChunks` ends on `descriptor` with its own chunk size and longest item: the
    /// error it threw (nil when none), the items it handed on, and how far it read.
    private static func readToEnd(_ descriptor: Int32, separator: UInt8) -> (error: ContentError?, items: [Int], bytesRead: Int) {
        var items: [Int] = []
        var error: ContentError?
        do {
            try InputChunks.read(descriptor: descriptor, separator: separator) { _, lines in
                items += lines.map(\.count)
                return true
            }
        } catch let thrown {
            error = thrown
        }
        return (error, items, Int(lseek(descriptor, 0, SEEK_CUR)))
    }

    @Test("an endless item is refused as the interface refuses it, once it passes the line cap: after reading a chunk, not the whole stream")
    func endlessItemRefusedEarly() throws {
        // 64 MiB of NUL with no newline (a file with a hole: no disk taken); 16 MiB of `a`
        // with no NUL for `--read0`.
        let path = "/tmp/swipe-tui-zeros-\(getpid())"
        let zeros = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
        unlink(path)
        defer { close(zeros) }
        #expect(ftruncate(zeros, 64 << 20) == 0)
        let letters = Self.descriptor(holding: [UInt8](repeating: 0x61, count: 16 << 20))
        defer { close(letters) }
        for (descriptor, separator) in [(zeros, UInt8(0x0A)), (letters, 0)] {
            let read = Self.readToEnd(descriptor, separator: separator)
            #expect(read.error == ContentError("line 1 is longer than 1 MiB"), "separator \(separator)")
            #expect(read.items.isEmpty)
            #expect(read.bytesRead <= InputChunks.chunkSize + LineSource.maximumLineBytes, "separator \(separator): \(read.bytesRead) bytes read")
            // `--filter` says so with exit status 2 (its line on stderr).
            lseek(descriptor, 0, SEEK_SET)
            let discard = open("/dev/null", O_WRONLY)
            defer { close(discard) }
            #expect(LineFilter.run(query: "x", separator: separator, input: descriptor, destination: discard) == 2)
            #expect(Int(lseek(descriptor, 0, SEEK_CUR)) <= InputChunks.chunkSize + LineSource.maximumLineBytes)
        }
    }

    @Test("a line past the cap with a newline after it is refused by its number; one at the cap, CRLF or not, is read")
    func longLineNumbered() throws {
        let cap = LineSource.maximumLineBytes
        let long = Self.descriptor(holding: Array("a\nb\n".utf8) + [UInt8](repeating: 0x78, count: cap + 1) + Array("\nc\n".utf8))
        defer { close(long) }
        #expect(Self.readToEnd(long, separator: 0x0A).error == ContentError("line 3 is longer than 1 MiB"))
        let atCap = Self.descriptor(holding: [UInt8](repeating: 0x78, count: cap) + Array("\r\n".utf8) + [UInt8](repeating: 0x79, count: cap)
                                    + Array("\n".utf8) + [UInt8](repeating: 0x7A, count: cap))
        defer { close(atCap) }
        let read = Self.readToEnd(atCap, separator: 0x0A)
        #expect(read.error == nil)
        #expect(read.items == [cap, cap, cap])
    }

    @Test("a non-blocking stdin is waited on, not read in a loop: its items all arrive, and the reading thread spends next to no CPU waiting for them")
    func nonBlockingInput() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        let writer = ends[1]
        DispatchQueue.global().async {
            for line in ["one\n", "two\n", "three"] {
                usleep(100_000)
                _ = Array(line.utf8).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
            }
            close(writer)
        }
        var items: [String] = []
        var before = timespec(), after = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &before)
        try InputChunks.read(descriptor: ends[0], separator: 0x0A, chunkSize: 64) { bytes, lines in
            items += lines.map { String(decoding: bytes[$0], as: UTF8.self) }
            return true
        }
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &after)
        #expect(items == ["one", "two", "three"])
        // Spinning on EAGAIN for the 0.3 s the writer takes costs that much CPU; waiting in
        // poll costs microseconds. (The thread's CPU time, not a clock: load cannot raise it.)
        func microseconds(_ time: timespec) -> Int { time.tv_sec * 1_000_000 + time.tv_nsec / 1000 }
        #expect(microseconds(after) - microseconds(before) < 50_000)
    }

    @Test("--no-sort writes each match as its line is read, as fzf streams them: a reader has the first before the input ends")
    func unsortedMatchesStream() throws {
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        #expect(pipe(&input) == 0 && pipe(&output) == 0)
        defer { close(input[0]); close(output[0]) }
        let (source, destination) = (input[0], output[1])
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var status: Int32 = -1
        DispatchQueue.global().async {
            status = LineFilter.run(query: "a", separator: 0x0A, sorts: false, input: source, destination: destination)
            close(destination)
            finished.signal()
        }
        _ = Array("b\nab\nc\n".utf8).withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
        // The input stays open: what arrives now was written while it was still being read.
        var ready = pollfd(fd: output[0], events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, 20_000) == 1, "the match reached stdout before the input ended")
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(output[0], &bytes, bytes.count)
        #expect(Array(bytes.prefix(max(count, 0))) == Array("ab\n".utf8))
        close(input[1])
        finished.wait()
        #expect(status == 0)
    }

    @Test("ranked matches kept stop at the ceiling: those read are written ranked, and the status says the input was not all read")
    func keptMatchesStopAtTheCeiling() throws {
        let source = Self.descriptor(holding: Array((1...50).map { "x\(String(repeating: "y", count: $0 % 7))\n" }.joined().utf8))
        defer { close(source) }
        var output: [Int32] = [0, 0]
        #expect(pipe(&output) == 0)
        defer { close(output[0]) }
        let status = LineFilter.run(query: "x", separator: 0x0A, ceiling: LineSource.Ceiling(items: 10, bytes: 1 << 20),
                                    input: source, destination: output[1])
        close(output[1])
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(output[0], &bytes, bytes.count)
        let lines = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self).split(separator: "\n")
        #expect(status == 2)
        #expect(lines.count == 10 && lines.first == "x" && lines == lines.sorted { $0.count < $1.count }, "\(lines)")
        let discard = open("/dev/null", O_WRONLY)
        defer { close(discard) }
        lseek(source, 0, SEEK_SET)
        let byteBound = LineFilter.run(query: "x", separator: 0x0A, ceiling: LineSource.Ceiling(items: 100, bytes: 20),
                                       input: source, destination: discard)
        #expect(byteBound == 2)
        lseek(source, 0, SEEK_SET)
        #expect(LineFilter.run(query: "x", separator: 0x0A, ceiling: LineSource.Ceiling(items: 50, bytes: 1 << 20),
                               input: source, destination: discard) == 0, "exactly at the ceiling is no stop")
    }
}
