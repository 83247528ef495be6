import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// Items holding control characters show as fzf 0.38 prints them: recorded in tmux from
/// `printf 'a\nb\0c\tx\0d\001e\0f\033g\0h\rI\0j\177k\0l\302\205m\0n\013o\0p\014q\0' | fzf --read0`
/// at 60×14: a newline and a carriage return show as a space, a tab as spaces to the next
/// stop, any other control character (C0, DEL, C1) as nothing.
@Suite("Control characters in items, as fzf shows them")
struct ControlCharacterRowTests {
    static let input: [UInt8] = Array("a\nb\0c\tx\0d\u{01}e\0f\u{1B}g\0h\rI\0j\u{7F}k\0l\u{85}m\0n\u{0B}o\0p\u{0C}q\0".utf8)

    /// fzf's item rows, top to bottom (the list's default layout: the first item lowest),
    /// trailing blanks left out.
    static let fzfRows = ["  pq", "  no", "  lm", "  jk", "  h I", "  fg", "  de", "  c       x", "> a b"]

    @Test("--read0: a newline shows as a space, other controls as fzf shows them")
    func read0Rows() throws {
        let source = LineSource(delimiter: .nul)
        try source.append(Self.input)
        source.finish()
        let filtered = FilteredSource(base: source)
        let options = LaunchOptions()
        let screen = Modes.make(ScreenContext(source: filtered, options: options, colorEnabled: false, reload: nil))
        var session = Session(screen: screen, source: filtered, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: Size(columns: 60, rows: 14), script: [(time: 0.2, kind: SessionTests.key(.character("x"), .alt))])
        _ = session.loop(on: terminal)
        let rows = (terminal.lastFrame?.renderedText() ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        let shown = rows.filter { !$0.isEmpty }
        #expect(Array(shown.prefix(Self.fzfRows.count)) == Self.fzfRows, "\(rows.joined(separator: "\n"))")
        #expect(shown.dropFirst(Self.fzfRows.count).first?.hasPrefix("  9/9") == true)
    }

    @Test("the rule on its own: newline and carriage return a space, other controls nothing, tabs expanded")
    func shownText() {
        #expect(ItemText.shown("a\nb\rc") == "a b c")
        #expect(ItemText.shown("d\u{01}e\u{1B}[2Jf\u{7F}g\u{9B}h") == "de[2Jfgh")
        #expect(ItemText.shown("c\tx") == "c       x")
        #expect(ItemText.shown("plain") == "plain")
    }
}
