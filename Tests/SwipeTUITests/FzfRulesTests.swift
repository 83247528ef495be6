import Testing
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// fzf's rules as its documentation states them, as tables of cases: ties by characters,
/// `-i`/`+i`, key and action names for `--bind`, `--preview-window`.
@Suite("fzf's rules")
struct FzfRulesTests {
    static func ranked(_ query: String, _ lines: [String], caseMatching: SearchQuery.CaseMatching = .smart) -> [String] {
        let corpus = CopiedCorpus(texts: lines.map { Array($0.utf8) })
        let order = FilterJob.rank(SearchQuery(query, caseMatching: caseMatching), in: corpus) { false } ?? []
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

    @Test("smart case per term; -i ignores case everywhere; +i respects it everywhere", arguments: [
        (query: "abc", mode: SearchQuery.CaseMatching.smart, matches: ["Abc", "abc"]),
        (query: "Abc", mode: .smart, matches: ["Abc"]),
        (query: "Abc", mode: .ignore, matches: ["Abc", "abc"]),
        (query: "abc", mode: .respect, matches: ["abc"]),
    ])
    func caseMatching(query: String, mode: SearchQuery.CaseMatching, matches: [String]) {
        #expect(Set(Self.ranked(query, ["Abc", "abc"], caseMatching: mode)) == Set(matches))
    }

    @Test("fzf's key names", arguments: [
        ("ctrl-a", KeyPress(.character("a"), modifiers: .control)), ("alt-x", KeyPress(.character("x"), modifiers: .alt)),
        ("enter", KeyPress(.enter)), ("esc", KeyPress(.escape)), ("btab", KeyPress(.tab, modifiers: .shift)),
        ("pgdn", KeyPress(.pageDown)), ("f5", KeyPress(.function(5))), ("space", KeyPress(.character(" "))),
        ("shift-up", KeyPress(.up, modifiers: .shift)), (";", KeyPress(.character(";"))), ("ctrl-alt-b", KeyPress(.character("b"), modifiers: [.control, .alt])),
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
