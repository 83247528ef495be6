import Testing
import TerminalHarness
@testable import SwipeTUI

/// The v2 alignment computes only the cells its answer can depend on (each row up to the
/// last place the row below can match) and reads classes and bonuses from tables; it must
/// find what the whole window, worked out character by character, finds
/// (`ReferenceAlignment`): the same score, stretch and characters.
@Suite("v2's trimmed window")
struct AlignmentWindowTests {
    /// The fast alignment's answer for `pattern` in `text`: score, stretch and characters.
    static func fast<Text: MatchableText>(_ pattern: [UInt32], in text: Text, bonuses: ScoringBonuses, backward: Bool)
        -> (score: Int32, range: Range<Int>, positions: [Int])? {
        var positions: [Int] = []
        let scratch = AlignmentScratch(bonuses: bonuses)
        guard let found = OptimalAlignment.find(pattern, in: text, bonuses: bonuses, backward: backward, wantsStart: true,
                                                positions: &positions, scratch: scratch) else { return nil }
        // Without the walk back, the same score.
        let scoreOnly = OptimalAlignment.find(pattern, in: text, bonuses: bonuses, backward: backward, wantsStart: false,
                                              positions: nil, scratch: scratch)
        #expect(scoreOnly?.score == found.score)
        return (found.score, found.range, positions.reversed())
    }

    /// Both answers for `pattern` in `text` as a term folding case (or not) sees it, as
    /// scalars and, when ASCII, as bytes; they must agree.
    static func check(_ pattern: String, in text: String, folds: Bool, scheme: SearchQuery.Scheme, backward: Bool) {
        let bonuses = scheme.bonuses
        let fold: (UInt32) -> UInt32 = { folds ? MatchText.lower(MatchText.stripAccent($0)) : MatchText.stripAccent($0) }
        let wanted = pattern.unicodeScalars.map { fold($0.value) }
        let original = text.unicodeScalars.map(\.value)
        let scalars = ScalarText(compared: original.map(fold), original: original,
                                 accented: original.map { folds ? MatchText.lower($0) : $0 })
        let expected = ReferenceAlignment.find(wanted, in: scalars, bonuses: bonuses, backward: backward)
        let found = fast(wanted, in: scalars, bonuses: bonuses, backward: backward)
        let context = "\(pattern) in \(text) folds \(folds) \(scheme) backward \(backward)"
        #expect(found?.score == expected?.score && found?.range == expected?.range && found?.positions == expected?.positions, "\(context)")
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return }
        let bytes = Array(text.utf8)
        let asBytes = bytes.withUnsafeBufferPointer { fast(wanted, in: ASCIIText(bytes: $0, folds: folds), bonuses: bonuses, backward: backward) }
        #expect(asBytes?.score == expected?.score && asBytes?.range == expected?.range && asBytes?.positions == expected?.positions,
                "bytes: \(context)")
    }

    @Test("cases: word starts, runs, repeated characters, late last characters, accents and case", arguments: [
        ("mer", "xmxexr mer"), ("ff", "fuzzyfinder fuzzy-finder"), ("rmttar", "/usr/share/man/man8/rmt-tar.8.gz"),
        ("rmttar", "/usr/lib/rmt/tar/rmttar/r"), ("usr", "/usr/lib/usr/share/usr"), ("lib", "/usr/lib/x86_64-linux-gnu/libc.so.6"),
        ("aa", "aaaaaaaa"), ("aba", "abababab-a"), ("abc", "a_b_c_abc"), ("fbb", "fooBarBaz"), ("oBZ", "fooBarbaz1"),
        ("12356", "ab0123 456"), ("zshc", "/.oh-my-zsh/cache"), ("cafe", "Café au lait, CAFE"), ("ss", "straße strasse"),
        ("日本", "日x本 日本"), ("ab", "a\u{3000}b ab"), ("xy", "x:y x;y x|y x,y x/y"), ("Ab", "aB Ab ab"),
    ])
    func cases(pattern: String, text: String) {
        for folds in [true, false] {
            for scheme in SearchQuery.Scheme.allCases {
                for backward in [false, true] { Self.check(pattern, in: text, folds: folds, scheme: scheme, backward: backward) }
            }
        }
    }

    @Test("property: random items and terms, ASCII and not, every scheme, both directions", arguments: 0..<3)
    func random(seed: UInt64) {
        var random = SeededGenerator(seed: 240 + seed)
        let alphabet = ["a", "b", "c", "A", "B", "/", " ", "-", "_", "1", ":", "é", "É", "日", "ß", "\u{3000}"]
        for round in 0..<1500 {
            let ascii = round % 2 == 0
            let letters = ascii ? alphabet.filter { $0.utf8.count == 1 } : alphabet
            let text = (0..<Int(random.next() % 60)).map { _ in letters[Int(random.next() % UInt64(letters.count))] }.joined()
            let pattern = (0..<(2 + Int(random.next() % 4))).map { _ in ["a", "b", "c", "A", "/", "1", "e", "日"][Int(random.next() % 8)] }.joined()
            Self.check(pattern, in: text, folds: random.next() % 2 == 0, scheme: SearchQuery.Scheme.allCases[Int(random.next() % 3)],
                       backward: random.next() % 2 == 0)
        }
    }

    @Test("smart case through the matcher: a term with an upper-case letter compares case, one without folds it", arguments: [
        ("Ab", "ab aB Ab", 6), ("ab", "xx aB Ab", 3), ("CafE", "café CafÉ", 5), ("cafe", "xx CAFÉ", 3),
    ])
    func smartCase(query: String, text: String, first: Int) {
        var matcher = ItemMatcher(query: SearchQuery(query))
        let match = matcher.match(text)
        #expect(match?.positions.first == first)
        let term = SearchQuery(query).groups[0][0]
        Self.check(query, in: text, folds: !term.isCaseSensitive, scheme: .default, backward: false)
        #expect(match?.score == ReferenceAlignment.find(term.scalars, in: ScalarText(
            compared: text.unicodeScalars.map { term.isCaseSensitive ? MatchText.stripAccent($0.value) : MatchText.lower(MatchText.stripAccent($0.value)) },
            original: text.unicodeScalars.map(\.value), accented: text.unicodeScalars.map { term.isCaseSensitive ? $0.value : MatchText.lower($0.value) }),
            bonuses: SearchQuery.Scheme.default.bonuses, backward: false)?.score)
    }

    @Test("at the scratch's bound (102,400 cells) the trimmed window still agrees; one character past it, v1 scores")
    func bound() {
        let fits = "a" + String(repeating: "x", count: 51_198) + "b"
        #expect(fits.count * 2 == AlignmentScratch.cellLimit && AlignmentScratch.fits(count: fits.count, length: 2))
        Self.check("ab", in: fits, folds: true, scheme: .default, backward: false)
        let past = fits + "x"
        #expect(!AlignmentScratch.fits(count: past.count, length: 2))
        var v2 = ItemMatcher(query: SearchQuery("ab"))
        var v1 = ItemMatcher(query: SearchQuery("ab", rules: .with(scoring: SearchQuery.Scoring(algorithm: .v1))))
        #expect(v2.score(past) == v1.score(past))
    }
}
