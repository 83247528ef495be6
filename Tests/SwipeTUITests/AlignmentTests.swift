import Testing
import TerminalHarness
@testable import SwipeTUI

/// fzf's second algorithm (`--algo v2`, the default) and the first kept under `--algo v1`:
/// scores and stretches from fzf's own documented cases, orders as `fzf --filter` 0.38
/// prints them for small inputs made to tell the algorithms, schemes and tie-breaks apart,
/// and safety on any bytes.
@Suite("fzf's v2 ranking")
struct AlignmentTests {
    /// fzf's options as a test case gives them.
    static func query(_ text: String, _ options: [String]) -> SearchQuery {
        var caseMatching = SearchQuery.CaseMatching.smart
        var tiebreak = SearchQuery.Tiebreak.length
        var scoring = SearchQuery.Scoring()
        var rest = options[...]
        while let option = rest.popFirst() {
            switch option {
            case "-i": caseMatching = .ignore
            case "+i": caseMatching = .respect
            case "--scheme":
                scoring.scheme = SearchQuery.Scheme(rawValue: rest.popFirst()!)!
                if scoring.scheme == .history { tiebreak = .index }
            case "--algo": scoring.algorithm = SearchQuery.Algorithm(rawValue: rest.popFirst()!)!
            case "--tiebreak": tiebreak = try! SearchQuery.Tiebreak(parsing: rest.popFirst()!)
            default: Issue.record("unknown option \(option)")
            }
        }
        return SearchQuery(text, rules: .with(caseMatching: caseMatching, tiebreak: tiebreak, scoring: scoring))
    }

    static func ranked(_ query: SearchQuery, _ lines: [String]) -> [String] {
        let corpus = CopiedCorpus(texts: lines.map { Array($0.utf8) })
        return (FilterJob.rank(query, in: corpus) { false } ?? []).map { lines[$0] }
    }

    /// What `fzf --filter QUERY OPTIONS` (0.38) prints for these lines.
    @Test("orders as fzf --filter prints them", arguments: [
        ("mer", [], ["mxexrzzzzz", "xmxexr mer"], ["xmxexr mer", "mxexrzzzzz"]),
        ("ff", [], ["fuzzyfinder", "fuzzy-finder", "fuzzy-blurry-finder"], ["fuzzy-finder", "fuzzyfinder", "fuzzy-blurry-finder"]),
        ("br", [], ["foob-r", "fo-bar"], ["fo-bar", "foob-r"]),
        ("foob", [], ["foo-bar", "foobar"], ["foobar", "foo-bar"]),
        ("oob", [], ["out-of-bound", "foobar"], ["out-of-bound", "foobar"]),
        ("og", [], ["ongoing", "to-go"], ["ongoing", "to-go"]),
        ("ogo", [], ["ongoing", "to-go"], ["ongoing", "to-go"]),
        ("abc", [], ["a_b_c_abc", "abc_a_b_c", "xaxbxc abc"], ["abc_a_b_c", "xaxbxc abc", "a_b_c_abc"]),
        ("src", ["--scheme", "path"], ["src/lib/mod.rs", "lib/src/mod.rs", "srclibmod", "s/r/c"], ["srclibmod", "src/lib/mod.rs", "lib/src/mod.rs", "s/r/c"]),
        ("src", [], ["src/lib/mod.rs", "lib/src/mod.rs", "srclibmod", "s/r/c"], ["srclibmod", "src/lib/mod.rs", "lib/src/mod.rs", "s/r/c"]),
        ("gc", ["--scheme", "history"], ["git commit -m fix", "git checkout main", "fix: git"], ["git commit -m fix", "git checkout main"]),
        ("abc", [], ["a,b c", "a b,c", "a:bc", "a bc"], ["a bc", "a:bc", "a,b c", "a b,c"]),
        ("abc", ["--scheme", "path"], ["a,b c", "a b,c", "a:bc", "a bc"], ["a:bc", "a bc", "a,b c", "a b,c"]),
        ("abc", ["--tiebreak", "end"], ["xyz abc", "abc xyz", "ab xyz c", "abcxyz"], ["xyz abc", "abcxyz", "abc xyz", "ab xyz c"]),
        ("abc", ["--tiebreak", "begin"], ["xyz abc", "abc xyz", "ab xyz c", "abcxyz"], ["abc xyz", "abcxyz", "xyz abc", "ab xyz c"]),
        ("ab", ["--tiebreak", "chunk,length"], ["xyz abc def", "abc xyz", "ab xyz c", "abcxyz ab c"], ["ab xyz c", "abc xyz", "xyz abc def", "abcxyz ab c"]),
        ("b", ["--tiebreak", "end,begin"], ["ab ab", "ab", "xab ab"], ["ab", "ab ab", "xab ab"]),
        ("a", [], ["x-a a", "a", "xa-a"], ["a", "xa-a", "x-a a"]),
        ("a", ["--tiebreak", "end"], ["x-a a", "a", "xa-a"], ["x-a a", "a", "xa-a"]),
        ("日本", [], ["日本語のファイル", "ファイル日本", "日-本"], ["日本語のファイル", "日-本", "ファイル日本"]),
        ("cafe", [], ["café au lait", "cafe", "CAFÉ", "caféine"], ["cafe", "CAFÉ", "caféine", "café au lait"]),
        ("Cafe", [], ["café au lait", "cafe", "CAFÉ", "caféine"], []),
        ("ss", [], ["straße", "strasse", "STRASSE"], ["straße", "strasse", "STRASSE"]),
        ("resume", ["--algo", "v1"], ["résumé.pdf", "resume.txt", "RÉSUMÉ.doc"], ["résumé.pdf", "resume.txt", "RÉSUMÉ.doc"]),
        ("mer", ["--algo", "v1"], ["mxexrzzzzz", "xmxexr mer"], ["mxexrzzzzz", "xmxexr mer"]),
        ("FB", [], ["FooBar", "foobar", "foo_bar", "FOOBAR"], ["FooBar", "FOOBAR"]),
        ("fb", ["+i"], ["FooBar", "foobar", "foo_bar", "FOOBAR"], ["foo_bar", "foobar"]),
        ("FB", ["-i"], ["FooBar", "foobar", "foo_bar", "FOOBAR"], ["FooBar", "foo_bar", "foobar", "FOOBAR"]),
        ("'read", [], ["README.md", "docs/read.me", "xreadme", "read me"], ["read me", "README.md", "docs/read.me", "xreadme"]),
        ("^read", ["-i"], ["README.md", "docs/read.me", "xreadme", "read me"], ["read me", "README.md"]),
        (".gz$", [], ["a.gz", "b.tar.gz", "gz", "c.gzip"], ["a.gz", "b.tar.gz"]),
        ("^main$", [], ["  main  ", "main", "xmain"], ["  main  ", "main"]),
        ("usr lib", [], ["usr/lib/x", "lib/usr", "usrlib", "u s r l i b"], ["lib/usr", "usr/lib/x", "u s r l i b", "usrlib"]),
        ("a !doc", [], ["doc/a", "a/doc", "a", "b/a"], ["a", "b/a"]),
        ("'share ^/usr !doc", [], ["/usr/share/doc/x", "/usr/share/man/y", "/opt/share/z"], ["/usr/share/man/y"]),
        ("abcdef", [], ["abcdefghijabcdefghijabcdefghij", "a-b-c-d-e-f"], ["abcdefghijabcdefghijabcdefghij", "a-b-c-d-e-f"]),
    ] as [(String, [String], [String], [String])])
    func fzfOrders(query: String, options: [String], lines: [String], printed: [String]) {
        #expect(Self.ranked(Self.query(query, options), lines) == printed)
    }

    /// fzf's own cases for its fuzzy algorithms (both, either direction): the first and
    /// last character matched, and the score (16 a character, bonuses 10 after white space
    /// or at the start, 9 after a delimiter, 8 after other punctuation, 7 at a hump or a
    /// digit, 4 at least in a run; gaps -3, then -1).
    @Test("fzf's scores and stretches, v1 and v2 alike", arguments: [
        ("fooBarbaz1", "oBZ", false, 2..<9, 49), ("foo bar baz", "fbb", false, 0..<9, 78),
        ("/AutomatorDocument.icns", "rdoc", false, 9..<13, 79), ("/man1/zshcompctl.1", "zshc", false, 6..<10, 109),
        ("/.oh-my-zsh/cache", "zshc", false, 8..<13, 102), ("ab0123 456", "12356", false, 3..<10, 88),
        ("abc123 456", "12356", false, 3..<10, 108), ("foo/bar/baz", "fbb", false, 0..<9, 76),
        ("fooBarBaz", "fbb", false, 0..<7, 74), ("foo barbaz", "fbb", false, 0..<8, 69),
        ("fooBar Baz", "foob", false, 0..<4, 114), ("xFoo-Bar Baz", "foo-b", false, 1..<6, 124),
        ("fooBarbaz", "oBz", true, 2..<9, 49), ("Foo/Bar/Baz", "FBB", true, 0..<9, 76),
        ("FooBarBaz", "FBB", true, 0..<7, 74), ("FooBar Baz", "FooB", true, 0..<4, 114),
        ("foo-bar", "o-ba", true, 2..<6, 88),
    ] as [(String, String, Bool, Range<Int>, Int32)])
    func fzfScores(text: String, pattern: String, caseSensitive: Bool, stretch: Range<Int>, score: Int32) {
        for algorithm in SearchQuery.Algorithm.allCases {
            for tiebreak in [SearchQuery.Tiebreak.length, try! SearchQuery.Tiebreak(parsing: "end")] {
                var matcher = ItemMatcher(query: SearchQuery(pattern, rules: .with(caseMatching: caseSensitive ? .respect : .ignore, tiebreak: tiebreak,
                                                                               scoring: SearchQuery.Scoring(algorithm: algorithm))))
                let match = matcher.match(text)
                #expect(match?.score == score, "\(algorithm) \(tiebreak.criteria)")
                #expect(match.map { $0.positions.first!..<$0.positions.last! + 1 } == stretch, "\(algorithm) \(tiebreak.criteria)")
            }
        }
    }

    @Test("no match: a character missing, in the wrong case, or the term longer than the item", arguments: [
        ("fooBarbaz", "oBZ"), ("Foo Bar Baz", "fbb"), ("fooBarbaz", "fooBarbazz"),
    ])
    func fzfMisses(text: String, pattern: String) {
        for algorithm in SearchQuery.Algorithm.allCases {
            var matcher = ItemMatcher(query: SearchQuery(pattern, rules: .with(caseMatching: .respect, scoring: SearchQuery.Scoring(algorithm: algorithm))))
            #expect(matcher.match(text) == nil)
        }
    }

    @Test("the highlighted characters are the ones v2 placed (v1's under --algo v1)")
    func highlight() {
        var v2 = ItemMatcher(query: SearchQuery("mer"))
        #expect(v2.match("xmxexr mer")?.positions == [7, 8, 9])
        var v1 = ItemMatcher(query: SearchQuery("mer", rules: .with(scoring: SearchQuery.Scoring(algorithm: .v1))))
        #expect(v1.match("xmxexr mer")?.positions == [1, 3, 5])
        // fzf's example: word starts beat a shorter stretch.
        var ff = ItemMatcher(query: SearchQuery("ff"))
        #expect(ff.match("fuzzyfinder fuzzy-finder")?.positions == [12, 18])
        var unicode = ItemMatcher(query: SearchQuery("日本"))
        #expect(unicode.match("日x本 日本")?.positions == [4, 5])
    }

    @Test("an item too long for the scratch over the term's length is scored by v1, as fzf does")
    func fallback() {
        let long = "mxexr" + String(repeating: "z", count: 40_000) + " mer"
        let fits = "mxexr" + String(repeating: "z", count: 30_000) + " mer"
        #expect(AlignmentScratch.fits(count: fits.count, length: 3) && !AlignmentScratch.fits(count: long.count, length: 3))
        // fzf 0.38 prints the one that fits (88: " mer"), then m-e-r (78), then the long one (62: v1's "mxexr").
        #expect(Self.ranked(SearchQuery("mer"), [long, "m-e-r", fits]) == [fits, "m-e-r", long])
        var matcher = ItemMatcher(query: SearchQuery("mer"))
        #expect(matcher.score(long) == 62 && matcher.score(fits) == 88)
    }

    @Test("property: v2 matches exactly what v1 matches, and places each character of the term in order, on any bytes",
          arguments: 0..<3)
    func anyBytes(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) + 24)
        let alphabet: [[UInt8]] = [[0x61], [0x62], [0x41], [0x2F], [0x20], [0x2D], [0x31], Array("é".utf8), Array("日".utf8),
                                   Array("ß".utf8), [0xFF], [0xC3], [0x80], [0xE6, 0x97]]
        for round in 0..<300 {
            // Mostly short items; some of 100 KB, past the scratch.
            let length = round % 50 == 0 ? 100_000 : Int(random.next() % 80)
            var bytes: [UInt8] = []
            while bytes.count < length { bytes += alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let query = (0..<(1 + Int(random.next() % 4))).map { _ in ["a", "b", "A", "/", "e", "日", "1", "s"][Int(random.next() % 8)] }.joined()
            let text = String(decoding: bytes, as: UTF8.self)
            var v2 = ItemMatcher(query: SearchQuery(query))
            var v1 = ItemMatcher(query: SearchQuery(query, rules: .with(scoring: SearchQuery.Scoring(algorithm: .v1))))
            let placed = v2.match(text)
            #expect((placed == nil) == (v1.match(text) == nil), "\(query)")
            let scored = bytes.withUnsafeBufferPointer { v2.score(bytes: $0) }
            #expect(scored == placed?.score, "bytes and text score alike: \(query)")
            guard let placed else { continue }
            let scalars = Array(text.unicodeScalars)
            let wanted = SearchQuery(query).groups[0][0]
            #expect(placed.positions.count == wanted.scalars.count)
            #expect(zip(placed.positions, placed.positions.dropFirst()).allSatisfy { $0 < $1 })
            for (position, character) in zip(placed.positions, wanted.scalars) {
                let value = scalars[position].value
                let folded = wanted.isCaseSensitive ? MatchText.stripAccent(value) : MatchText.stripAccent(MatchText.lower(value))
                #expect(folded == character, "\(query) at \(position)")
            }
        }
    }
}
