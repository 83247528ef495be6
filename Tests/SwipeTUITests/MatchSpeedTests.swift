import Testing
import TerminalBackend
import TerminalHarness
@testable import SwipeComponents
@testable import SwipeTUI

/// What makes matching cheap without changing what it finds: the byte screen read eight
/// bytes at a time, the texts of long `--with-nth` lines kept between runs within a budget,
/// and the session's keys layered once per change of their layers.
@Suite("Matching, cheaply")
struct MatchSpeedTests {
    /// Whether `pattern` appears in `text` in order (ASCII letters folded when asked), and
    /// whether `text` is all ASCII: the screen's answer, worked out a byte at a time.
    static func slowScan(_ pattern: [UInt8], _ text: [UInt8], folding: Bool) -> ByteScreen.Scan {
        var found = 0
        for byte in text where found < pattern.count {
            let folded = folding && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if folded == pattern[found] { found += 1 }
        }
        return ByteScreen.Scan(isHeld: found == pattern.count, isASCII: text.allSatisfy { $0 < 0x80 })
    }

    @Test("property: the screen read by words finds what a byte-by-byte reading finds, at every length and alignment", arguments: 0..<4)
    func screenByWords(seed: UInt64) {
        var random = SeededGenerator(seed: 90 + seed)
        let alphabet: [UInt8] = Array("abAB/x-.".utf8) + [0x00, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x21, 0x01]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let pattern = (0..<Int.random(in: 0...5, using: &random)).map { _ in Array("abx/.!".utf8).randomElement(using: &random)! }
            let folding = Bool.random(using: &random)
            let screen = ByteScreen(pattern, foldingCase: folding)
            // From an offset too, so that words start at every alignment.
            let offset = Int.random(in: 0...min(7, text.count), using: &random)
            let scanned = text.withUnsafeBufferPointer { screen.scan(UnsafeBufferPointer(rebasing: $0[offset...])) }
            let expected = Self.slowScan(pattern, Array(text[offset...]), folding: folding)
            #expect(scanned.isHeld == expected.isHeld && scanned.isASCII == expected.isASCII, "pattern \(pattern) text \(text[offset...])")
        }
    }

    @Test("property: an ASCII item's first place of a character, read by words, is the one a byte-by-byte reading finds",
          arguments: 0..<3)
    func firstPlaceByWords(seed: UInt64) {
        var random = SeededGenerator(seed: 310 + seed)
        let alphabet = Array("abAB/x-.Zz`@[{".utf8) + [0x00, 0x7F, 0x20]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let folds = Bool.random(using: &random)
            let value = UInt32(alphabet.randomElement(using: &random)!) + (Int.random(in: 0..<10, using: &random) == 0 ? 0x100 : 0)
            let end = Int.random(in: 0...text.count, using: &random)
            let from = Int.random(in: 0...end, using: &random)
            text.withUnsafeBufferPointer { bytes in
                let ascii = ASCIIText(bytes: bytes, folds: folds)
                var expected = from
                while expected < end && ascii[expected] != value { expected += 1 }
                #expect(ascii.firstPlace(of: value, from: from, before: end) == expected,
                        "\(value) in \(text) from \(from) before \(end) folds \(folds)")
            }
        }
    }

    @Test("a long --with-nth line is split once for matching, however many queries run over it")
    func longLinesSplitOnce() throws {
        let texts = (0..<3).map { item in (0..<2000).map { "f\(item)x\($0)" }.joined(separator: " ") }
        let source = LineSource()
        try source.append(Array(texts.joined(separator: "\n").utf8))
        source.finish()
        var fields = FieldOptions()
        fields.shown = try FieldTemplate(parsing: "{1}{-1}")
        let lines = FieldLines(lines: source, options: fields)
        for query in ["f1x", "f1x0f", "x1999", "f2x0f2x1999"] {
            let kept = FilterJob.rank(SearchQuery(query), in: lines.filterCorpus()) { false } ?? []
            let fresh = FilterJob.rank(SearchQuery(query), in: FieldCorpus(base: source.filterCorpus(), options: fields)) { false } ?? []
            #expect(kept == fresh, "query \(query)")
            #expect(!kept.isEmpty, "query \(query)")
        }
        #expect(lines.searchedTextCount == 3, "each line split once: \(lines.searchedTextCount)")
    }

    @Test("the cache keeps values within their cost; more empties it, and a value costing more than all is not kept")
    func cacheWithinCost() {
        let cache = AsideCache<[UInt8]>(label: "test", limit: 100) { $0.count }
        var made = 0
        func value(_ index: Int, _ size: Int) -> [UInt8] {
            cache.value(at: index) {
                made += 1
                return [UInt8](repeating: 1, count: size)
            }
        }
        _ = value(0, 40)
        _ = value(1, 40)
        _ = value(0, 40)
        #expect(made == 2, "both kept: 80 of 100")
        _ = value(2, 40)
        _ = value(2, 40)
        _ = value(1, 40)
        #expect(made == 4, "the third emptied the cache, the second was made again")
        _ = value(3, 200)
        _ = value(3, 200)
        #expect(made == 6, "a value costing more than the limit is never kept")
    }

    @Test("the session's keys are layered again when a layer changes, and only then")
    func keysLayeredOncePerChange() {
        var keys = LayeredKeys()
        let user = KeyMap(bindings: [KeyBinding(keys: [KeyPress(.character("z"))], label: "z", help: "next", action: .next)])
        let first = keys.keyMap(user, over: [KeyMap.carouselView, KeyMap.carouselMode, .session])
        #expect(first == user.layered(over: KeyMap.carousel))
        #expect(keys.keyMap(user, over: [KeyMap.carouselView, KeyMap.carouselMode, .session]) == first)
        let view = KeyMap(bindings: [KeyBinding(keys: [KeyPress(.character("z")), KeyPress(.character("y"))], label: "y", help: "back",
                                                action: .previous)])
        let changed = keys.keyMap(user, over: [view, KeyMap.carouselMode, .session])
        #expect(changed.action(for: KeyPress(.character("y"))) == .previous, "the new view's keys are read")
        #expect(changed.action(for: KeyPress(.character("z"))) == .next, "--bind's keys still come first")
    }
}
