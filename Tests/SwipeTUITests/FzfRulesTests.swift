import Testing
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// fzf's rules as its documentation states them, as tables of cases: ties by characters,
/// `-i`/`+i`, key and action names for `--bind`, `--preview-window`.
@Suite("fzf's rules")
struct FzfRulesTests {
    static func ranked(_ query: String, _ lines: [String], caseMatching: SearchQuery.CaseMatching = .smart,
                       tiebreak: SearchQuery.Tiebreak = .length) -> [String] {
        let corpus = CopiedCorpus(texts: lines.map { Array($0.utf8) })
        let order = FilterJob.rank(SearchQuery(query, rules: .with(caseMatching: caseMatching, tiebreak: tiebreak)), in: corpus) { false } ?? []
        return order.map { lines[$0] }
    }

    @Test("equal scores go to the item with fewer characters (not bytes), then to the earlier one", arguments: [
        (query: "x", lines: ["xabc", "x日本"], best: ["x日本", "xabc"]),
        (query: "x", lines: ["xé", "xab"], best: ["xé", "xab"]),
        (query: "ab", lines: ["abcd", "abc", "abc"], best: ["abc", "abc", "abcd"]),
    ])
    func tiesByCharacters(query: String, lines: [String], best: [String]) {
        #expect(Self.ranked(query, lines) == best)
    }

    /// Each case's order is what `fzf --filter QUERY --tiebreak CRITERIA` prints (fzf 0.38);
    /// `pathname`, which 0.38 lacks, by the rule of fzf's source (result.go). The items of
    /// each case tie on score.
    @Test("--tiebreak: criteria in turn, then input order", arguments: [
        (criteria: "length", query: "ab", lines: ["abc", "ab   "], best: ["ab   ", "abc"]),
        (criteria: "begin", query: "foo", lines: ["xx foo", "x foo", "xxx foo"], best: ["x foo", "xx foo", "xxx foo"]),
        (criteria: "begin", query: "foo", lines: ["xxfoo", "xfooyyyyy", "xxxfoo"], best: ["xfooyyyyy", "xxfoo", "xxxfoo"]),
        (criteria: "begin", query: "foo", lines: ["   xfoo", "xxfoo"], best: ["   xfoo", "xxfoo"]),
        (criteria: "begin", query: "a b", lines: ["xa yb", "xb ya", "a--b"], best: ["a--b", "xa yb", "xb ya"]),
        (criteria: "end", query: "foo", lines: ["fooxx", "fooxxx", "yyyyyyfoox"], best: ["fooxx", "fooxxx", "yyyyyyfoox"]),
        (criteria: "end", query: "fb", lines: ["xfbx fb", "fb xfbx"], best: ["xfbx fb", "fb xfbx"]),
        (criteria: "end", query: "'ab", lines: ["ab xab ab", "xab ab"], best: ["ab xab ab", "xab ab"]),
        (criteria: "chunk", query: "foo", lines: ["xfoox a", "xfooxx", "xfoo b c d e f"], best: ["xfoo b c d e f", "xfoox a", "xfooxx"]),
        (criteria: "chunk", query: "foo", lines: ["afoob cd", "afoo bcd", "afoobc d"], best: ["afoo bcd", "afoob cd", "afoobc d"]),
        (criteria: "chunk,index", query: "foo", lines: ["a xfoo", "b yfoo"], best: ["a xfoo", "b yfoo"]),
        (criteria: "length,begin", query: "foo", lines: ["xxxfoo", "xfooxx", "xxfoox"], best: ["xfooxx", "xxfoox", "xxxfoo"]),
        (criteria: "begin,length", query: "foo", lines: ["xxxfoo", "xfooxx", "xfoox"], best: ["xfoox", "xfooxx", "xxxfoo"]),
        (criteria: "index", query: "foo", lines: ["bbbfoo", "foo", "afoo"], best: ["foo", "bbbfoo", "afoo"]),
        (criteria: "pathname", query: "foo", lines: ["xfoo/y", "x/yfoo"], best: ["x/yfoo", "xfoo/y"]),
        (criteria: "pathname", query: "foo", lines: ["ab/cdfoo", "abcd/efoo"], best: ["abcd/efoo", "ab/cdfoo"]),
        (criteria: "pathname", query: "foo", lines: ["xxfoo", "x/xfoo"], best: ["x/xfoo", "xxfoo"]),
        (criteria: "pathname,length", query: "foo", lines: ["a/bbb/xfoo", "a/xfoo"], best: ["a/xfoo", "a/bbb/xfoo"]),
    ])
    func tiebreaks(criteria: String, query: String, lines: [String], best: [String]) throws {
        #expect(Self.ranked(query, lines, tiebreak: try SearchQuery.Tiebreak(parsing: criteria)) == best)
    }

    @Test("--tiebreak reads fzf's lists and refuses what fzf refuses", arguments: [
        (text: "length", criteria: [SearchQuery.Tiebreak.Criterion.length] as [SearchQuery.Tiebreak.Criterion]?),
        (text: "length,index", criteria: [.length]), (text: "index", criteria: []), (text: "BEGIN,End", criteria: [.begin, .end]),
        (text: "pathname,chunk,end,index", criteria: [.pathname, .chunk, .end]),
        (text: "index,length", criteria: nil), (text: "begin,begin", criteria: nil), (text: "length,chunk,begin,end", criteria: nil),
        (text: "size", criteria: nil), (text: "", criteria: nil), (text: "length,", criteria: nil),
    ])
    func tiebreakParsing(text: String, criteria: [SearchQuery.Tiebreak.Criterion]?) {
        #expect((try? SearchQuery.Tiebreak(parsing: text))?.criteria == criteria)
    }

    @Test("--tiebreak end searches items from their end; begin before it keeps the search forwards")
    func searchFromTheEnd() throws {
        // Equal scores; from the end, the second item's last "ab" counts, which ends it.
        #expect(Self.ranked("ab", ["ab xab", "xab ab"], tiebreak: try SearchQuery.Tiebreak(parsing: "end")) == ["xab ab", "ab xab"])
        var fromEnd = ItemMatcher(query: SearchQuery("ab", rules: .with(tiebreak: try SearchQuery.Tiebreak(parsing: "end"))))
        #expect(fromEnd.match("ab xab ab")?.positions == [7, 8])
        var forwards = ItemMatcher(query: SearchQuery("ab", rules: .with(tiebreak: try SearchQuery.Tiebreak(parsing: "begin,end"))))
        #expect(forwards.match("ab xab ab")?.positions == [0, 1])
    }

    @Test("smart case per term; -i ignores case everywhere; +i respects it everywhere", arguments: [
        (query: "abc", mode: SearchQuery.CaseMatching.smart, matches: ["Abc", "abc"]),
        (query: "Abc", mode: .smart, matches: ["Abc"]),
        (query: "Abc", mode: .ignore, matches: ["Abc", "abc"]),
        (query: "abc", mode: .respect, matches: ["abc"]),
    ])
    func caseMatching(query: String, mode: SearchQuery.CaseMatching, matches: [String]) {
        #expect(Set(Self.ranked(query, ["Abc", "abc"], caseMatching: mode)) == Set(matches))
    }

    /// What `fzf +x --filter QUERY` prints for these lines (fzf 0.38): the whole query, its
    /// spaces and markers too, is one fuzzy term.
    @Test("+x (--no-extended): the query is one term, spaces and markers as typed", arguments: [
        (query: "foo bar", matches: ["foo bar"]),
        (query: "^foo", matches: ["^foo"]),
        (query: "fo o", matches: ["fo o"]),
        (query: "'foo", matches: []),
        (query: "o b", matches: ["foo bar"]),
        (query: "bar$", matches: []),
    ])
    func notExtended(query: String, matches: [String]) {
        let lines = ["foo bar", "foobar", "^foo", "fo o", "bar foo"]
        let corpus = CopiedCorpus(texts: lines.map { Array($0.utf8) })
        let found = FilterJob.rank(SearchQuery(query, rules: .with(isExtended: false)), in: corpus) { false } ?? []
        #expect(found.map { lines[$0] } == matches)
        // The extended syntax reads the same queries as terms and markers.
        let extended = FilterJob.rank(SearchQuery(query, rules: .with()), in: corpus) { false } ?? []
        #expect(extended.map { lines[$0] } != matches)
    }

    /// What `fzf --filter QUERY` and `fzf --literal --filter QUERY` print (fzf 0.38).
    @Test("accents come off Latin letters unless --literal", arguments: [
        (query: "cafe", folded: ["café", "CAFÉ"], literal: [String]()),
        (query: "naive", folded: ["naïve"], literal: []),
        (query: "Zoe", folded: ["Zoë"], literal: []),
        (query: "é", folded: ["café", "CAFÉ"], literal: ["café", "CAFÉ"]),
    ])
    func literal(query: String, folded: [String], literal: [String]) {
        let lines = ["café", "CAFÉ", "naïve", "Zoë"]
        let corpus = CopiedCorpus(texts: lines.map { Array($0.utf8) })
        func found(_ rules: SearchRules) -> Set<String> {
            Set((FilterJob.rank(SearchQuery(query, rules: rules), in: corpus) { false } ?? []).map { lines[$0] })
        }
        #expect(found(.with()) == Set(folded))
        #expect(found(.with(foldsAccents: false)) == Set(literal))
    }

    /// What `fzf -i -f Q` and `fzf +i -f Q` print (fzf 0.38) for letters past Latin-1: fzf's
    /// table reaches U+2184, and a case-insensitive match lowers a capital before folding it.
    @Test("accents come off letters up to U+2184, lowered first", arguments: [
        (query: "a", insensitive: "Āǎɐ", sensitive: "ǎɐ"),
        (query: "e", insensitive: "ệ", sensitive: "ệ"),
        (query: "d", insensitive: "Đ", sensitive: ""),
        (query: "W", insensitive: "", sensitive: "ᴡ"),
        (query: "k", insensitive: "ₖ", sensitive: "ₖ"),
        (query: "o", insensitive: "øỚ", sensitive: "ø"),
        (query: "i", insensitive: "İ", sensitive: ""),
    ])
    func widerAccents(query: String, insensitive: String, sensitive: String) {
        Self.expectMatches(of: query, in: ["Ā", "ệ", "ǎ", "ᴡ", "Đ", "ɐ", "ₖ", "Ĳ", "ø", "ŋ", "ẞ", "Ớ", "İ"],
                           insensitive: insensitive, sensitive: sensitive)
    }

    /// What `fzf -i -f Q` and `fzf +i -f Q` print (fzf 0.38): an item's letter is lowered only
    /// when it is an upper-case letter (`Ⅰ`, `Ⓐ` and `ǅ` are not), a query every scalar.
    @Test("case folds as Go's unicode package has it", arguments: [
        (query: "ⅰ", insensitive: "ⅰ", sensitive: "ⅰ"),
        (query: "Ⅰ", insensitive: "ⅰ", sensitive: "Ⅰ"),
        (query: "ǅ", insensitive: "Ǆǆ", sensitive: "ǅ"),
        (query: "Ǆ", insensitive: "Ǆǆ", sensitive: "Ǆ"),
        (query: "ⓐ", insensitive: "ⓐ", sensitive: "ⓐ"),
        (query: "İ", insensitive: "İi", sensitive: "İ"),
    ])
    func goCaseFolding(query: String, insensitive: String, sensitive: String) {
        Self.expectMatches(of: query, in: ["Ⅰ", "ⅰ", "Ǆ", "ǅ", "ǆ", "Ⓐ", "ⓐ", "İ", "i"],
                           insensitive: insensitive, sensitive: sensitive)
    }

    /// Expects the lines `query` matches, best first and joined, under `-i` and under `+i`.
    static func expectMatches(of query: String, in lines: [String], insensitive: String, sensitive: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let corpus = CopiedCorpus(texts: lines.map { Array($0.utf8) })
        func found(_ rules: SearchRules) -> String {
            (FilterJob.rank(SearchQuery(query, rules: rules), in: corpus) { false } ?? []).map { lines[$0] }.joined()
        }
        #expect(found(.with(caseMatching: .ignore)) == insensitive, sourceLocation: sourceLocation)
        #expect(found(.with(caseMatching: .respect)) == sensitive, sourceLocation: sourceLocation)
    }

    @Test("fzf's key names", arguments: [
        ("ctrl-a", KeyPress(.character("a"), modifiers: .control)), ("alt-x", KeyPress(.character("x"), modifiers: .alt)),
        ("enter", KeyPress(.enter)), ("esc", KeyPress(.escape)), ("btab", KeyPress(.tab, modifiers: .shift)),
        ("pgdn", KeyPress(.pageDown)), ("f5", KeyPress(.function(5))), ("space", KeyPress(.character(" "))),
        ("shift-up", KeyPress(.up, modifiers: .shift)), ("ctrl-/", KeyPress(.character("_"), modifiers: .control)),
        ("ctrl-6", KeyPress(.character("^"), modifiers: .control)), ("ctrl-m", KeyPress(.enter)), ("ctrl-\\", KeyPress(.character("\\"), modifiers: .control)), (";", KeyPress(.character(";"))), ("ctrl-alt-b", KeyPress(.character("b"), modifiers: [.control, .alt])),
    ])
    func keyNames(name: String, press: KeyPress) {
        #expect(KeyPress(name: name) == press)
    }

    @Test("--bind: KEY:ACTION, + chains, commas between bindings (a comma may be the key), fzf's action names")
    func bindSyntax() throws {
        let map = try KeyMap(parsingBindings: ["ctrl-j:down,ctrl-k:up", ",:accept", "alt-a:select-all+accept,tab:toggle+down"])
        #expect(map.calls(for: KeyPress(.character("j"), modifiers: .control)).map(\.action) == [.down])
        #expect(map.calls(for: KeyPress(.character(","))).map(\.action) == [.select])
        #expect(map.calls(for: KeyPress(.character("a"), modifiers: .alt)).map(\.action) == [.selectAll, .select])
        #expect(map.calls(for: KeyPress(.tab)).map(\.action) == [.toggle, .down])
        #expect(Action(name: "abort") == .quit && Action(name: "clear-query") == .clearQuery && Action(name: "page-up") == .pageUp)
        for bad in ["ctrl-x", "nokey:accept", "ctrl-x:frobnicate", "ctrl-x:execute", "start:up(1)"] {
            #expect(throws: KeyBindingError.self, "\(bad)") { try KeyMap(parsingBindings: [bad]) }
        }
    }

    @Test("--preview-window: a side, a size in cells or per cent, hidden; fzf's looks accepted", arguments: [
        ("right:50%", PreviewWindow.Side.right, 50, true, false), ("up:40%", .up, 40, true, false),
        ("down:10:hidden", .down, 10, false, true), ("hidden", .right, 50, true, true),
        ("left,30%,border-rounded,wrap", .left, 30, true, false), ("top:3", .up, 3, false, false),
    ])
    func previewWindow(text: String, side: PreviewWindow.Side, size: Int, percent: Bool, hidden: Bool) throws {
        let window = try PreviewWindow(parsing: text)
        #expect(window.side == side && window.size == size && window.percent == percent && window.hidden == hidden)
    }

    @Test("--preview-window refuses what it cannot read")
    func previewWindowErrors() {
        for bad in ["sideways", "right:150%", "50x"] {
            #expect(throws: PreviewWindowError.self, "\(bad)") { try PreviewWindow(parsing: bad) }
        }
    }
}
