import Testing
import TerminalHarness
@testable import SwipeTUI

/// Without the walk back, v2's score is worked out from the places the term's characters
/// occur alone (`SparseAlignment`), each cell between them decayed from the last match
/// before it; it must give what the whole table gives (`ReferenceAlignment`): the same
/// score, the same end, and the stretch starting at the term's first character's first
/// place — on random items dense with the term's characters, on hostile ones (long runs of
/// one character, gaps longer than a 16-bit count, items at the scratch's bound), ASCII
/// bytes and scalars, every scheme, both directions.
@Suite("v2's score from the match places alone")
struct SparseAlignmentTests {
    /// The sparse answer for `wanted` (already folded) in `text`: score and stretch.
    static func sparse<Text: MatchableText>(_ wanted: [UInt32], in text: Text, bonuses: ScoringBonuses, backward: Bool,
                                            scratch: AlignmentScratch) -> (score: Int32, range: Range<Int>)? {
        var start = 0
        while start < text.count && text[start] != wanted[0] { start += 1 }
        guard start < text.count else { return nil }
        return SparseAlignment.find(wanted, in: text, from: start, bonuses: bonuses, backward: backward, scratch: scratch)
            .map { ($0.score, $0.range) }
    }

    /// The sparse answers (as scalars and, when ASCII, as bytes) against the reference's.
    static func check(_ pattern: String, in text: String, folds: Bool, scheme: SearchQuery.Scheme, backward: Bool,
                      scratch: AlignmentScratch? = nil) {
        let bonuses = scheme.bonuses
        let scratch = scratch ?? AlignmentScratch(bonuses: bonuses)
        let fold: (UInt32) -> UInt32 = { folds ? MatchText.lower(MatchText.stripAccent($0)) : MatchText.stripAccent($0) }
        let wanted = pattern.unicodeScalars.map { fold($0.value) }
        let original = text.unicodeScalars.map(\.value)
        let scalars = ScalarText(compared: original.map(fold), original: original,
                                 accented: original.map { folds ? MatchText.lower($0) : $0 })
        var expected: (score: Int32, range: Range<Int>)?
        if let reference = ReferenceAlignment.find(wanted, in: scalars, bonuses: bonuses, backward: backward) {
            let firstPlace = scalars.compared.firstIndex(of: wanted[0])!
            expected = (reference.score, firstPlace..<reference.range.upperBound)
        }
        let context = "\(pattern) in \(text.count > 200 ? "\(text.prefix(60))… (\(text.count))" : text) folds \(folds) \(scheme) backward \(backward)"
        let found = sparse(wanted, in: scalars, bonuses: bonuses, backward: backward, scratch: scratch)
        #expect(found?.score == expected?.score && found?.range == expected?.range, "\(context): \(String(describing: found)) vs \(String(describing: expected))")
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return }
        let asBytes = Array(text.utf8).withUnsafeBufferPointer {
            sparse(wanted, in: ASCIIText(bytes: $0, folds: folds), bonuses: bonuses, backward: backward, scratch: scratch)
        }
        #expect(asBytes?.score == expected?.score && asBytes?.range == expected?.range, "bytes: \(context)")
    }

    static func everyWay(_ pattern: String, in text: String) {
        for folds in [true, false] {
            for scheme in SearchQuery.Scheme.allCases {
                for backward in [false, true] { check(pattern, in: text, folds: folds, scheme: scheme, backward: backward) }
            }
        }
    }

    @Test("cases: runs broken by word starts, skipped matches, repeated characters, the best end first or last", arguments: [
        ("rmttar", "/usr/share/man/man8/rmt-tar.8.gz"), ("rmttar", "/usr/lib/rmt/tar/rmttar/r"), ("mer", "xmxexr mer"),
        ("ff", "fuzzyfinder fuzzy-finder"), ("aa", "aaaaaaaa"), ("aba", "abababab-a"), ("abc", "a_b_c_abc"),
        ("abc", "abc_a_b_c"), ("fbb", "fooBarBaz"), ("oBZ", "fooBarbaz1"), ("12356", "ab0123 456"), ("zshc", "/.oh-my-zsh/cache"),
        ("foob", "fooBar Baz"), ("foo-b", "xFoo-Bar Baz"), ("o-ba", "foo-bar"), ("ab", "a b ab a-b ab"), ("abab", "ab-ab abab"),
        ("xy", "x:y x;y x|y x,y x/y"), ("cafe", "Café au lait, CAFE"), ("日本", "日x本 日本"), ("ab", "a\u{3000}b ab"),
        ("usr", "/usr/lib/usr/share/usr"), ("aab", "ab aab a-a-b"), ("bb", "b" + String(repeating: "x", count: 9) + "b-b"),
    ])
    func cases(pattern: String, text: String) {
        Self.everyWay(pattern, in: text)
    }

    @Test("property: random items dense with the term's characters, ASCII and not, every scheme, both directions", arguments: 0..<4)
    func random(seed: UInt64) {
        var random = SeededGenerator(seed: 970 + seed)
        let bonuses = SearchQuery.Scheme.allCases.map(\.bonuses)
        let scratches = bonuses.map { AlignmentScratch(bonuses: $0) }
        let alphabet = ["a", "b", "c", "A", "B", "/", " ", "-", "_", "1", ":", "x", "é", "É", "日", "ß", "\u{3000}"]
        for round in 0..<2000 {
            let ascii = round % 3 != 0
            let letters = ascii ? alphabet.filter { $0.utf8.count == 1 } : alphabet
            let length = round % 100 == 0 ? 300 + Int(random.next() % 700) : Int(random.next() % 90)
            let text = (0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] }.joined()
            let pattern = (0..<(2 + Int(random.next() % 6))).map { _ in ["a", "b", "c", "A", "/", "1", "e", "日", "-"][Int(random.next() % 9)] }.joined()
            let scheme = Int(random.next() % 3)
            Self.check(pattern, in: text, folds: random.next() % 2 == 0, scheme: SearchQuery.Scheme.allCases[scheme],
                       backward: random.next() % 2 == 0, scratch: scratches[scheme])
        }
    }

    @Test("hostile: one character over and over, a gap past a 16-bit count, the scratch's bound, a term as long as the item")
    func hostile() {
        let many = String(repeating: "a", count: 3000)
        Self.check("aaaa", in: many, folds: true, scheme: .default, backward: false)
        Self.check("aaaa", in: many, folds: true, scheme: .default, backward: true)
        // A gap of 40,000 characters: the score before it has long decayed to nothing.
        let far = "a-b" + String(repeating: "x", count: 40_000) + "ab"
        Self.everyWay("ab", in: far)
        // A first character whose bonus is high, far from the rest.
        Self.everyWay("ab", in: " a" + String(repeating: "x", count: 40_000) + "b")
        // At the bound: 51,200 characters and a term of two.
        let bound = String((0..<51_200).map { $0 % 7 == 0 ? "a" : $0 % 5 == 0 ? "b" : "-" })
        #expect(AlignmentScratch.fits(count: bound.count, length: 2))
        Self.check("ab", in: bound, folds: false, scheme: .path, backward: true)
        Self.check("ab", in: bound, folds: false, scheme: .default, backward: false)
        // A term as long as its item, and one character longer (no match).
        Self.everyWay("a-b_c", in: "a-b_c")
        Self.everyWay("a-b_cc", in: "a-b_c")
    }

    @Test("through the matcher: a score-only match (the filter's) agrees with a match that walks back")
    func matcher() {
        for (query, text) in [("rmttar", "/usr/share/man/man8/rmt-tar.8.gz"), ("usr lib", "/usr/lib/x86_64-linux-gnu/libc.so.6"), ("fbb", "fooBarBaz")] {
            var matcher = ItemMatcher(query: SearchQuery(query))
            let walked = matcher.match(text)
            let scored = Array(text.utf8).withUnsafeBufferPointer { matcher.score(bytes: $0) }
            #expect(walked != nil && scored == walked?.score, "\(query) in \(text)")
        }
    }
}
