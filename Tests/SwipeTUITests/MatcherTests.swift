import Foundation
import Synchronization
import Testing
import TerminalHarness
@testable import SwipeComponents
@testable import SwipeTUI

/// fzf's matching rules, term by term, and a property check against a slow reference.
@Suite("Fuzzy matching (fzf's rules)")
struct MatcherTests {
    static func matches(_ query: String, _ items: [String], exact: Bool = false) -> [String] {
        var matcher = ItemMatcher(query: SearchQuery(query, rules: .with(exact: exact)))
        return items.filter { matcher.score($0) != nil }
    }

    static func ranked(_ query: String, _ items: [String]) -> [String] {
        var matcher = ItemMatcher(query: SearchQuery(query))
        let scored = items.enumerated().compactMap { item in matcher.score(item.element).map { (item.offset, item.element, $0) } }
        return scored.sorted { a, b in
            a.2 != b.2 ? a.2 > b.2 : a.1.utf8.count != b.1.utf8.count ? a.1.utf8.count < b.1.utf8.count : a.0 < b.0
        }.map(\.1)
    }

    @Test("fuzzy: the query's characters in order, anywhere")
    func fuzzy() {
        #expect(Self.matches("rmttar", ["rmt-tar.8.gz", "tar-rmt", "r m t t a r", "rmtar"]) == ["rmt-tar.8.gz", "r m t t a r"])
        #expect(Self.matches("", ["a", "b"]) == ["a", "b"])
    }

    @Test("smart case: a lower-case query ignores case, an upper-case letter makes the term exact in case")
    func smartCase() {
        #expect(Self.matches("make", ["Makefile", "make", "MAKE"]) == ["Makefile", "make", "MAKE"])
        #expect(Self.matches("Make", ["Makefile", "make", "MAKE"]) == ["Makefile"])
        // Per term: the second term keeps its own case rule.
        #expect(Self.matches("Make file", ["Makefile", "MakeFILE", "makefile"]) == ["Makefile", "MakeFILE"])
    }

    @Test("extended terms: 'exact, ^prefix, suffix$, ^whole$, !not, a | b, all terms ANDed")
    func extended() {
        let items = ["src/main.swift", "src/mains.rs", "docs/main.md", "main", " main ", "tests/domain.swift"]
        #expect(Self.matches("'main.", items) == ["src/main.swift", "docs/main.md", "tests/domain.swift"])
        #expect(Self.matches("^src", items) == ["src/main.swift", "src/mains.rs"])
        #expect(Self.matches("swift$", items) == ["src/main.swift", "tests/domain.swift"])
        #expect(Self.matches("^main$", items) == ["main", " main "], "leading and trailing blanks are trimmed")
        #expect(Self.matches("main !swift", items) == ["src/mains.rs", "docs/main.md", "main", " main "])
        #expect(Self.matches("!^src !md$", items) == ["main", " main ", "tests/domain.swift"])
        #expect(Self.matches("rs$ | md$", items) == ["src/mains.rs", "docs/main.md"])
        #expect(Self.matches("src rs$ | md$", items) == ["src/mains.rs"])
        #expect(Self.matches("sms", items) == ["src/main.swift", "src/mains.rs", "tests/domain.swift"], "fuzzy across the path")
        #expect(Self.matches("!", items) == items, "a lone marker is no term")
    }

    @Test("--exact: plain terms are substrings, ' makes one fuzzy")
    func exactMode() {
        let items = ["src/main.swift", "s-m-s"]
        #expect(Self.matches("sms", items, exact: true).isEmpty)
        #expect(Self.matches("'sms", items, exact: true) == items)
        #expect(Self.matches("main", items, exact: true) == ["src/main.swift"])
    }

    @Test("an escaped space belongs to the term; a leading | is a term of its own")
    func escapes() {
        #expect(Self.matches("a\\ b", ["a b", "ab", "a  b"]) == ["a b", "a  b"], "one term: a, a space, b in order")
        #expect(SearchQuery("a\\ b").groups.count == 1 && SearchQuery("a b").groups.count == 2)
        #expect(Self.matches("| x", ["|x", "x"]) == ["|x"])
    }

    @Test("Unicode: accents come off Latin letters unless the query has them; CJK and emoji match as themselves")
    func unicode() {
        #expect(Self.matches("resume", ["résumé", "RÉSUMÉ", "resume"]) == ["résumé", "RÉSUMÉ", "resume"])
        #expect(Self.matches("résumé", ["résumé", "resume"]) == ["résumé"])
        #expect(Self.matches("漢字", ["漢字カード", "字漢"]) == ["漢字カード"])
        #expect(Self.matches("🚀x", ["🚀 x", "x🚀"]) == ["🚀 x"])
        #expect(Self.matches("straße", ["STRASSE", "Straße"]) == ["Straße"])
    }

    @Test("ranking: word starts, path parts and consecutive runs first, then shorter, then earlier")
    func ranking() {
        #expect(Self.ranked("rmttar", ["remote-tar", "/usr/sbin/rmt-tar", "rmt-tar.8.gz"]) == ["rmt-tar.8.gz", "/usr/sbin/rmt-tar", "remote-tar"],
                "a start beats a path part, both beat a gap")
        #expect(Self.ranked("main", ["domain", "main.swift", "src/main.swift"]) == ["main.swift", "src/main.swift", "domain"])
        #expect(Self.ranked("ab", ["xaxb", "ab", "a_b"]).first == "ab")
        #expect(Self.ranked("fb", ["fooBar", "foobar"]) == ["fooBar", "foobar"], "a camelCase hump scores")
    }

    @Test("match positions for highlighting are the characters of the best stretch")
    func positions() {
        var matcher = ItemMatcher(query: SearchQuery("rmt"))
        #expect(matcher.match("a rmt b")?.positions == [2, 3, 4])
        #expect(matcher.match("xyz") == nil)
    }

    /// A slow, obviously right reading of the rules, for the property test.
    static func reference(_ query: String, _ item: String) -> Bool {
        func fold(_ s: String, _ sensitive: Bool) -> [UInt32] {
            s.unicodeScalars.map { sensitive ? MatchText.stripAccent($0.value) : MatchText.lower(MatchText.stripAccent($0.value)) }
        }
        let terms = query.split(separator: " ").map(String.init)
        return terms.allSatisfy { raw in
            let inverse = raw.hasPrefix("!")
            let body = inverse ? String(raw.dropFirst()) : raw
            guard !body.isEmpty else { return true }
            let sensitive = body != body.lowercased()
            let text = fold(item, sensitive), pattern = fold(body, sensitive)
            if inverse {
                // Exact: must not contain the substring.
                guard pattern.count <= text.count else { return true }
                return !(0...(text.count - pattern.count)).contains { Array(text[$0..<$0 + pattern.count]) == pattern }
            }
            var rest = text[...]
            for scalar in pattern {
                guard let found = rest.firstIndex(of: scalar) else { return false }
                rest = rest[rest.index(after: found)...]
            }
            return true
        }
    }

    @Test("property: every item printed matches the rules and none that does is missing", arguments: 0..<4)
    func property(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) + 7)
        let alphabet = Array("abcABC/._- xyzé")
        func word(_ length: Int) -> String { String((0..<length).map { _ in alphabet.randomElement(using: &random)! }) }
        let items = (0..<400).map { _ in word(Int.random(in: 0...12, using: &random)) }
        for _ in 0..<60 {
            let query = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                (Bool.random(using: &random) && Int.random(in: 0...4, using: &random) == 0 ? "!" : "")
                    + word(Int.random(in: 1...3, using: &random)).filter { $0 != " " && $0 != "!" && $0 != "'" && $0 != "^" && $0 != "$" && $0 != "|" && $0 != "\\" }
            }.joined(separator: " ")
            let expected = items.filter { Self.reference(query, $0) }
            #expect(Self.matches(query, items) == expected, "query \"\(query)\"")
        }
    }

    /// A random query of every term kind over `alphabet`: fuzzy, 'exact, ^prefix, suffix$,
    /// !inverse, a | b, several terms.
    static func randomQuery(_ alphabet: [Character], using random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in
            let word = String((0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            switch Int.random(in: 0..<8, using: &random) {
            case 0: return "'" + word
            case 1: return "^" + word
            case 2: return word + "$"
            case 3: return "!" + word
            case 4: return word + " | " + word.uppercased()
            default: return word
            }
        }.joined(separator: " ")
    }

    @Test("property: ASCII items scored on their bytes score as when decoded, for every kind of term", arguments: 0..<3)
    func asciiBytesScoreAsScalars(seed: UInt64) {
        var random = SeededGenerator(seed: 40 + seed)
        let alphabet = Array("abcABC/._- 1:")
        let items = (0..<300).map { _ in String((0..<Int.random(in: 0...16, using: &random)).map { _ in alphabet.randomElement(using: &random)! }) }
        for _ in 0..<80 {
            let query = Self.randomQuery(Array("abcAB/._1"), using: &random)
            var matcher = ItemMatcher(query: SearchQuery(query, rules: .with(exact: Bool.random(using: &random))))
            for item in items {
                let decoded = matcher.score(item)
                let bytes = Array(item.utf8).withUnsafeBufferPointer { matcher.score(bytes: $0) }
                #expect(bytes == decoded, "query \"\(query)\" item \"\(item)\"")
            }
        }
    }

    @Test("property: a ranking split into blocks across cores equals one sorted pass: score, then fewer characters (blanks at the ends left out, as fzf counts), then earlier")
    func rankingAcrossBlocks() {
        var random = SeededGenerator(seed: 52)
        let alphabet = Array("abcAB/._- é日")
        let items = (0..<(FilterJob.blockSize * 3 + 17)).map { _ in
            String((0..<Int.random(in: 0...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        let corpus = CopiedCorpus(texts: items.map { Array($0.utf8) })
        for _ in 0..<6 {
            let query = Self.randomQuery(Array("abcAB/é"), using: &random)
            var matcher = ItemMatcher(query: SearchQuery(query))
            var scored: [(index: Int, score: Int32, length: Int)] = []
            for (index, item) in items.enumerated() {
                let trimmed = item.trimmingPrefix { $0 == " " }.reversed().drop { $0 == " " }
                if let score = matcher.score(item) { scored.append((index, score, String(trimmed).unicodeScalars.count)) }
            }
            scored.sort { a, b in
                if a.score != b.score { return a.score > b.score }
                if a.length != b.length { return a.length < b.length }
                return a.index < b.index
            }
            let expected: [Int] = scored.map { $0.index }
            #expect(FilterJob.rank(SearchQuery(query), in: corpus) { false } == expected, "query \"\(query)\"")
        }
    }

    @Test("--filter's ranking keeps input order among equals and splits on the separator")
    func lineFilter() {
        let input = Array("b\na\nab\nba\n".utf8)
        var lines: [Range<Int>] = []
        input.withUnsafeBufferPointer { LineFilter.split($0, separator: 0x0A, into: &lines) }
        #expect(lines.count == 4)
        let ranked = input.withUnsafeBufferPointer { FilterJob.rank(SearchQuery("a"), in: RangesCorpus(bytes: $0, lines: lines)) { false } }
        #expect(ranked == [1, 2, 3])
        let all = input.withUnsafeBufferPointer { FilterJob.rank(SearchQuery(""), in: RangesCorpus(bytes: $0, lines: lines)) { false } }
        #expect(all == [0, 1, 2, 3], "an empty query keeps every item in input order")
        // History is read newest first; the newest, though longer, wins a tie under --scheme history.
        let history = Array("echo newest2\necho one\n".utf8)
        var entries: [Range<Int>] = []
        history.withUnsafeBufferPointer { LineFilter.split($0, separator: 0x0A, into: &entries) }
        let newestFirst = history.withUnsafeBufferPointer {
            FilterJob.rank(SearchQuery("echo", rules: .with(tiebreak: .index)), in: RangesCorpus(bytes: $0, lines: entries)) { false }
        }
        #expect(newestFirst == [0, 1], "--scheme history: the line read first (the newest) wins a tie, however long")
        let shortestFirst = history.withUnsafeBufferPointer { FilterJob.rank(SearchQuery("echo"), in: RangesCorpus(bytes: $0, lines: entries)) { false } }
        #expect(shortestFirst == [1, 0], "fzf's default: the shorter first")
        let cancelled = input.withUnsafeBufferPointer { FilterJob.rank(SearchQuery("a"), in: RangesCorpus(bytes: $0, lines: lines)) { true } }
        #expect(cancelled == nil, "a cancelled run gives nothing")
    }

    @Test("a query that only grows searches what the shorter one found, and finds the same, ranked the same")
    func narrowing() {
        #expect(LiveFilter.narrows("ab", "a") && LiveFilter.narrows("a b", "a") && LiveFilter.narrows("a !b", "a"))
        #expect(!LiveFilter.narrows("a | b", "a") && !LiveFilter.narrows("!ab", "!a") && !LiveFilter.narrows("ba", "a"))
        #expect(!LiveFilter.narrows("a\\ b", "a\\") && !LiveFilter.narrows("a", ""))
        #expect(!LiveFilter.narrows("abc$d", "abc$") && !LiveFilter.narrows("^ab$c", "^ab$"), "a suffix term grows into another kind")
        var random = SeededGenerator(seed: 11)
        let alphabet = Array("abcAB/._- é")
        let items = (0..<2_000).map { _ in String((0..<Int.random(in: 0...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! }) }
        let bytes = items.map { Array($0.utf8) }
        let corpus = CopiedCorpus(texts: bytes)
        for _ in 0..<40 {
            let short = String((0..<Int.random(in: 1...2, using: &random)).map { _ in "abcAB. ".randomElement(using: &random)! })
            let long = short + String((0..<Int.random(in: 1...2, using: &random)).map { _ in "abc$'^".randomElement(using: &random)! })
            guard LiveFilter.narrows(long, short) else { continue }
            let before = FilterJob.rank(SearchQuery(short), in: corpus) { false } ?? []
            let full = FilterJob.rank(SearchQuery(long), in: corpus) { false } ?? []
            let subset = SubsetCorpus(base: corpus, indexes: before.sorted())
            let narrowed = (FilterJob.rank(SearchQuery(long), in: subset) { false } ?? []).map { subset.inputIndex(at: $0) }
            #expect(narrowed == full, "\"\(short)\" then \"\(long)\"")
        }
    }

    @Test("what a stopped run hands on: its matches among the items it got through, then the items it did not reach")
    func candidatesNarrowed() {
        let all = FilterCandidates.all(10)
        #expect(all.narrowed(searched: 4, found: [1, 3]) == FilterCandidates(picked: [1, 3], rest: 4..<10))
        let some = FilterCandidates(picked: [2, 5, 7], rest: 8..<10)
        #expect(some.narrowed(searched: 2, found: [5]) == FilterCandidates(picked: [5, 7], rest: 8..<10))
        #expect(some.narrowed(searched: 4, found: [2, 8]) == FilterCandidates(picked: [2, 8], rest: 9..<10))
        #expect(some.narrowed(searched: 5, found: []) == FilterCandidates(picked: [], rest: 10..<10))
        #expect((0..<some.count).map(some.inputIndex(at:)) == [2, 5, 7, 8, 9])
    }

    @Test("property: a run stopped part way, then a query that narrows it over what it handed on, ranks as a run over everything",
          arguments: 0..<3)
    func stoppedRunHandsOn(seed: UInt64) {
        var random = SeededGenerator(seed: 60 + seed)
        let alphabet = Array("abcAB/._- é")
        let items = (0..<(FilterJob.blockSize * 4 + 99)).map { _ in
            String((0..<Int.random(in: 0...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        let corpus = CopiedCorpus(texts: items.map { Array($0.utf8) })
        for _ in 0..<8 {
            let short = String((0..<Int.random(in: 1...2, using: &random)).map { _ in "abcAB. ".randomElement(using: &random)! })
            let long = short + String((0..<Int.random(in: 1...2, using: &random)).map { _ in "abc'^".randomElement(using: &random)! })
            guard LiveFilter.narrows(long, short), !SearchQuery(short).isEmpty else { continue }
            // Stopped after a few looks at the flag: which blocks were done depends on the cores.
            let looks = Atomic(0), stopAfter = Int.random(in: 1...3, using: &random)
            guard case .stopped(let searched, let found) = FilterJob.ranking(SearchQuery(short), in: corpus, isCancelled: {
                looks.wrappingAdd(1, ordering: .relaxed).oldValue >= stopAfter
            }) else {
                Issue.record("the run was not stopped")
                continue
            }
            let handed = FilterCandidates.all(corpus.count).narrowed(searched: searched, found: found)
            let subset = SubsetCorpus(base: corpus, candidates: handed)
            let narrowed = (FilterJob.rank(SearchQuery(long), in: subset) { false } ?? []).map { subset.inputIndex(at: $0) }
            #expect(narrowed == FilterJob.rank(SearchQuery(long), in: corpus) { false }, "\"\(short)\" stopped, then \"\(long)\"")
        }
    }

    @Test("a run started after a cancelled one whose query it narrows finds what a run over everything finds")
    func cancelledRunChains() throws {
        var random = SeededGenerator(seed: 71)
        let items = (0..<(FilterJob.blockSize * 3)).map { _ in
            String((0..<Int.random(in: 0...14, using: &random)).map { _ in Array("abc/._ ").randomElement(using: &random)! })
        }
        let corpus = CopiedCorpus(texts: items.map { Array($0.utf8) })
        let first = FilterJob(query: "a", corpus: corpus)
        first.cancel()
        let second = FilterJob(query: "ab", corpus: corpus, after: first)
        let deadline = ContinuousClock.now + .seconds(120)
        var result: FilterJob.Result?
        while ContinuousClock.now < deadline {
            if let taken = second.takeResult() {
                result = taken
                break
            }
            usleep(200)  // a wait, not a spin: the job's workers need the cores
        }
        #expect(result?.matches == FilterJob.rank(SearchQuery("ab"), in: corpus) { false })
        #expect(first.takeResult() == nil, "the cancelled run shows nothing")
    }

    @Test("a filter over streaming lines ends with every line that arrived, however the runs and the growth interleave")
    func streamingFilter() async throws {
        let lines = LineSource()
        try lines.append(Array((0..<50_000).map { "item \($0)\n" }.joined().utf8))
        _ = lines.refresh()
        let source = FilteredSource(base: lines)
        var filter = LiveFilter(source: source)
        filter.update(query: "99")
        // More lines while the run is (probably) in flight.
        try lines.append(Array((50_000..<60_000).map { "item \($0)\n" }.joined().utf8))
        lines.finish()
        _ = lines.refresh()
        filter.itemsDidGrow()
        // A failsafe, not a measurement: under AddressSanitizer on a busy machine the runs take long.
        let deadline = ContinuousClock.now + .seconds(120)
        while filter.isRunning && ContinuousClock.now < deadline {
            _ = filter.takeResult()
            try? await Task.sleep(for: .milliseconds(5))
        }
        _ = filter.takeResult()
        let shown = (0..<source.count).map { String(decoding: lines.line(at: source.sourceIndex(at: $0)), as: UTF8.self) }
        #expect(!filter.isRunning && shown.contains("item 59999") && shown.contains("item 99"))
        #expect(shown.count == (0..<60_000).filter { String($0).filter { $0 == "9" }.count >= 2 }.count,
                "every line with two nines, the late ones too")
    }
}
