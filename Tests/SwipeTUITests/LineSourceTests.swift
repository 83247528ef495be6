import Testing
@testable import SwipeComponents
@testable import SwipeTUI

@Suite("LineSource")
struct LineSourceTests {
    static func texts(_ source: LineSource) -> [String] {
        (0..<source.count).map { String(decoding: source.line(at: $0), as: UTF8.self) }
    }

    @Test("lines split the same however the input is chunked; CR LF loses its CR; a last line without newline counts")
    func chunking() throws {
        let input = Array("alpha\r\nbeta\n\ngamma".utf8)
        for chunk in 1...input.count {
            let source = LineSource()
            var start = 0
            while start < input.count {
                try source.append(input[start..<min(start + chunk, input.count)])
                start += chunk
            }
            #expect(!source.isComplete)
            source.finish()
            #expect(Self.texts(source) == ["alpha", "beta", "", "gamma"], "chunk size \(chunk)")
        }
    }

    @Test("NUL and multi-byte delimiters, split across chunks")
    func delimiters() throws {
        let nul = LineSource(delimiter: .nul)
        try nul.append(Array("a b\u{0}c\nd\u{0}".utf8))
        nul.finish()
        #expect(Self.texts(nul) == ["a b", "c\nd"])
        let custom = LineSource(delimiter: .string(Array("::".utf8)))
        try custom.append(Array("one:".utf8))
        try custom.append(Array(":two::three".utf8))
        custom.finish()
        #expect(Self.texts(custom) == ["one", "two", "three"])
    }

    @Test("a line longer than 1 MiB is an error naming it, not unbounded memory")
    func hugeLine() throws {
        let source = LineSource()
        try source.append(Array("ok\n".utf8))
        let chunk = [UInt8](repeating: 0x61, count: 1 << 16)
        #expect(throws: ContentError.self) {
            for _ in 0..<20 { try source.append(chunk) }
        }
        do {
            for _ in 0..<20 { try LineSource().append(chunk) }
        } catch {
            Issue.record("a single chunk should not throw: \(error)")
        }
    }

    @Test("a reload's line longer than 1 MiB ends its input there with a note: the lines before stay, the session goes on")
    func hugeLineStopsAReload() throws {
        let source = LineSource(name: "reload", stopsAtLongLine: true)
        try source.append(Array("ok\nfine\n".utf8))
        let chunk = [UInt8](repeating: 0x61, count: 1 << 16)
        for _ in 0..<20 { try source.append(chunk) }
        try source.append(Array("\nlater\n".utf8))
        #expect(source.isComplete && source.count == 2)
        #expect(source.stopNote == "input stopped: line 3 is longer than 1 MiB")
        // A line whose end arrives in the same read as its start is held to the same rule.
        let whole = LineSource(name: "reload", stopsAtLongLine: true)
        try whole.append(Array("a\n".utf8) + [UInt8](repeating: 0x62, count: (1 << 20) + 1) + Array("\nc\n".utf8))
        #expect(whole.isComplete && whole.count == 1 && whole.stopNote != nil)
    }

    @Test("cards sanitise, printing gives the raw bytes, and search is case-insensitive and wraps")
    func cardsFieldsAndSearch() throws {
        let source = LineSource()
        try source.append(Array("red\nGreen \u{1B}[2J\nblue\n".utf8) + [0xFF, 0x0A])
        source.finish()
        #expect(source.card(at: 1).title == "Green [2J", "the escape shows as nothing, as in fzf")
        #expect(source.fields(at: 1).value == Array("Green \u{1B}[2J".utf8))
        #expect(source.fields(at: 3).value == [0xFF])
        #expect(source.card(at: 3).title == "\u{FFFD}")
        #expect(source.firstMatch(of: "GREEN", from: 0, direction: .forward) == 1)
        #expect(source.firstMatch(of: "red", from: 1, direction: .forward) == 0)
        #expect(source.firstMatch(of: "e", from: 2, direction: .backward) == 2)
        #expect(source.firstMatch(of: "purple", from: 0, direction: .forward) == nil)
    }

    @Test("search folds ASCII case only, so a non-ASCII query still finds its own text")
    func nonASCIISearch() throws {
        let source = LineSource()
        try source.append(Array("plain\nÜber alles\nstraße\n".utf8))
        source.finish()
        #expect(source.firstMatch(of: "Über", from: 0, direction: .forward) == 1)
        #expect(source.firstMatch(of: "ALLES", from: 0, direction: .forward) == 1)
        #expect(source.firstMatch(of: "STRASSE", from: 0, direction: .forward) == nil)
    }

    @Test("at the byte ceiling reading stops on whole lines: the cut-off line is not an item")
    func byteCeiling() throws {
        let source = LineSource(ceiling: LineSource.Ceiling(items: 1 << 20, bytes: 1 << 20))
        let line = Array(repeating: UInt8(ascii: "x"), count: 1023) + [0x0A]
        let chunk = Array((0..<64).map { _ in line }.joined())       // 64 KiB of whole lines
        try source.append(Array("partial".utf8))
        while !source.isComplete { try source.append(chunk) }
        #expect(source.stopNote == "input stopped at 1 MiB")
        #expect(source.count == 15 * 64)
        for index in [0, source.count - 1] {
            let text = source.line(at: index)
            #expect(text.count == 1023 || text.count == 1030, "whole lines only")
        }
        source.finish()
        #expect(source.line(at: source.count - 1).count == 1023)
    }

    @Test("at the item ceiling reading stops with exactly that many items; more input is ignored")
    func itemCeiling() throws {
        let source = LineSource(delimiter: .nul, ceiling: LineSource.Ceiling(items: 1000, bytes: 1 << 30))
        try source.append([UInt8](repeating: 0, count: 4096))
        #expect(source.isComplete && source.count == 1000)
        #expect(source.stopNote == "input stopped at 1000 items")
        try source.append([UInt8](repeating: 0, count: 4096))
        #expect(source.count == 1000)
    }

    @Test("lines that straddle a 4 MiB chunk come back whole, whatever the read size")
    func chunkBoundaries() throws {
        // 12 MiB of lines whose lengths cycle through 1…2000 bytes, some ending exactly
        // on a chunk boundary, fed in reads of two odd sizes.
        var expected: [[UInt8]] = []
        var input: [UInt8] = []
        var length = 0
        while input.count < 12 << 20 {
            length = length % 2000 + 1
            let line = [UInt8](repeating: UInt8(ascii: "a") + UInt8(expected.count % 26), count: length)
            expected.append(line)
            input += line + [0x0A]
        }
        for readSize in [65_536, 1_000_003] {
            let source = LineSource()
            var start = 0
            while start < input.count {
                try source.append(input[start..<min(start + readSize, input.count)])
                start += readSize
            }
            source.finish()
            #expect(source.count == expected.count)
            let mismatched = (0..<expected.count).first { !source.line(at: $0).elementsEqual(expected[$0]) }
            #expect(mismatched == nil, "read size \(readSize)")
        }
    }

    @Test("a line over 1 MiB is refused even when it arrives whole in one read")
    func hugeLineInOneRead() throws {
        let source = LineSource()
        let input = [UInt8](repeating: 0x61, count: (1 << 20) + 10) + [0x0A]
        #expect(throws: ContentError.self) { try source.append(input) }
    }

    @Test("a million lines are stored in one buffer and found by index")
    func millionLines() throws {
        let source = LineSource()
        var chunk: [UInt8] = []
        for n in 1...1_000_000 {
            chunk += Array("\(n)\n".utf8)
            if chunk.count > 60_000 {
                try source.append(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        try source.append(chunk)
        source.finish()
        #expect(source.count == 1_000_000)
        #expect(String(decoding: source.line(at: 999_999), as: UTF8.self) == "1000000")
        #expect(source.firstMatch(of: "777777", from: 0, direction: .forward) == 777_776)
    }
}
