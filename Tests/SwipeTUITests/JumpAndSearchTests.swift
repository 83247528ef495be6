import Glibc
import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// fzf's `jump` and `jump-accept` with `--jump-labels`, `{+}`, `--disabled` and its
/// actions, the empty list, `--preview-window +…` and `wrap`, and clicks aimed at rows
/// that changed, in the list layout on a memory terminal. Expected picks are fzf 0.38's
/// on the same input and keys.
@Suite("Jump labels, {+}, --disabled")
struct JumpAndSearchTests {
    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent.Kind { SessionTests.key(key, modifiers) }
    static func character(_ character: Character) -> InputEvent.Kind { key(.character(character)) }

    /// `seq 1 count` in the list layout, 60×12 (ten rows of items), `adjust` changing the options.
    static func run(count: Int = 20, layout: ListLayout = .default, bindings: [String] = [], adjust: (inout LaunchOptions) -> Void = { _ in },
                    script: [(time: Double, kind: InputEvent.Kind)]) throws -> (SwipeApp.Outcome, MemoryTerminal) {
        let source = LineSource()
        if count > 0 { try source.append(Array((1...count).map(String.init).joined(separator: "\n").utf8)) }
        source.finish()
        var options = LaunchOptions()
        options.layout = layout
        options.bindings = try KeyMap(parsingBindings: bindings)
        adjust(&options)
        let filtered = FilteredSource(base: FieldLines(lines: source, options: FieldOptions()))
        let screen = Modes.make(ScreenContext(source: filtered, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: filtered, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: Size(columns: 60, rows: 12), script: script)
        return (session.loop(on: terminal), terminal)
    }

    static func rows(_ terminal: MemoryTerminal) -> [String] { ListLayoutTests.rows(terminal) }

    static let jumpKeys = ["ctrl-j:jump", "ctrl-a:jump-accept"]
    static let jump = key(.character("j"), .control)
    static let jumpAccept = key(.character("a"), .control)
    static let draw = key(.character("x"), .alt)

    @Test("jump labels the rows in view from the query line up, fzf's labels (a s d f … q); the labels go with the next key")
    func labelsShow() throws {
        // The frame after the jump key (a key after it would take the labels away).
        let (_, terminal) = try Self.run(bindings: Self.jumpKeys, script: [(0.1, Self.jump)])
        let rows = Self.rows(terminal)
        #expect(rows[9].hasPrefix("a") && rows[9].contains("1"), "\(rows)")
        #expect(rows[8].hasPrefix("s") && rows[0].hasPrefix("q") && rows[0].contains("10"), "\(rows)")
        let (_, after) = try Self.run(bindings: Self.jumpKeys, script: [(0.1, Self.jump), (0.2, Self.character("z")), (0.3, Self.draw)])
        let rowsAfter = Self.rows(after)
        #expect(rowsAfter[0].hasPrefix(" ") && rowsAfter[9].hasPrefix(">"), "no labels after a key: \(rowsAfter)")
    }

    @Test("jump then a label moves the focus to that row (Enter then picks it); jump-accept picks at once", arguments: [
        (ListLayout.default, "d", "3"), (.reverse, "d", "3"), (.reverseList, "f", "4"),
    ])
    func labelMoves(layout: ListLayout, label: Character, expected: String) throws {
        let (moved, _) = try Self.run(layout: layout, bindings: Self.jumpKeys,
                                      script: [(0.1, Self.jump), (0.2, Self.character(label)), (0.3, Self.key(.enter))])
        #expect(moved == .picked(Array(expected.utf8)))
        let (accepted, _) = try Self.run(layout: layout, bindings: Self.jumpKeys, script: [(0.1, Self.jumpAccept), (0.2, Self.character(label))])
        #expect(accepted == .picked(Array(expected.utf8)))
    }

    @Test("any other key gives the jump up and is not typed; a label past the rows in view does nothing")
    func otherKeysCancel() throws {
        // `x` is no label of these: the query stays empty, the focus on 1.
        let (cancelled, terminal) = try Self.run(bindings: Self.jumpKeys, adjust: { $0.list.jumpLabels = try! JumpLabels(parsing: "abc") },
                                                 script: [(0.1, Self.jumpAccept), (0.2, Self.character("x")), (0.3, Self.draw)])
        #expect(cancelled == .quit)
        #expect(Self.rows(terminal)[11] == "> ▏" || Self.rows(terminal)[11].hasPrefix("> ▏"), "\(Self.rows(terminal))")
        // Three items: the fourth label (`f`) names no row.
        let (past, _) = try Self.run(count: 3, bindings: Self.jumpKeys,
                                     script: [(0.1, Self.jump), (0.2, Self.character("f")), (0.3, Self.key(.enter))])
        #expect(past == .picked(Array("1".utf8)))
        // Custom labels: `y` is the second row.
        let (custom, _) = try Self.run(bindings: Self.jumpKeys, adjust: { $0.list.jumpLabels = try! JumpLabels(parsing: "xyz") },
                                       script: [(0.1, Self.jumpAccept), (0.2, Self.character("y"))])
        #expect(custom == .picked(Array("2".utf8)))
    }

    @Test("labels count from the first row in view, not from the first item: after moving up 15 rows, a is the 7th")
    func labelsFollowTheScroll() throws {
        let ups = (0..<15).map { (0.1 + Double($0) * 0.01, Self.key(.up)) }
        let (outcome, _) = try Self.run(bindings: Self.jumpKeys, script: ups + [(0.5, Self.jumpAccept), (0.6, Self.character("a"))])
        // 16 in focus on the top row of ten, as fzf's: the rows show 7…16 from the bottom up.
        #expect(outcome == .picked(Array("7".utf8)))
    }

    @Test("--jump-labels: printable ASCII, at least one")
    func jumpLabelsParse() throws {
        #expect(try JumpLabels(parsing: "ab;").characters == ["a", "b", ";"])
        #expect(throws: JumpLabels.Invalid.self) { try JumpLabels(parsing: "") }
        #expect(throws: JumpLabels.Invalid.self) { try JumpLabels(parsing: "aé") }
        #expect(throws: JumpLabels.Invalid.self) { try JumpLabels(parsing: "a\tb") }
        #expect(Array(JumpLabels.standard.characters.prefix(10)) == Array("asdfghjklq"))
    }

    @Test("--disabled: typing edits the query but every item stays; enable-search filters by it; toggle-search off keeps the result")
    func disabledSearch() throws {
        let disabled: (inout LaunchOptions) -> Void = { $0.list.searches = false; $0.printsQuery = true }
        let typed = SessionTests.type("17", from: 0.1)
        let (outcome, terminal) = try Self.run(adjust: disabled, script: typed + [(0.4, Self.draw)])
        #expect(Self.rows(terminal)[10].contains("20/20") && Self.rows(terminal)[11].hasPrefix("> 17"), "\(Self.rows(terminal))")
        #expect(outcome == .quit)
        let (picked, _) = try Self.run(adjust: disabled, script: typed + [(0.4, Self.key(.enter))])
        #expect(picked == .picked(Array("17\n1".utf8)), "the query printed, the first item picked")
        let bindings = ["ctrl-e:enable-search", "ctrl-d:disable-search", "ctrl-t:toggle-search"]
        let (enabled, _) = try Self.run(bindings: bindings, adjust: disabled,
                                        script: typed + [(0.4, Self.key(.character("e"), .control)), (0.5, Self.key(.enter))])
        #expect(enabled == .picked(Array("17\n17".utf8)))
        let (toggledBack, back) = try Self.run(bindings: bindings, script: typed + [(0.4, Self.key(.character("t"), .control)), (0.5, Self.draw)])
        // fzf 0.38 (seq 20, 17, toggle-search): '1/20', the query's result kept while search is off.
        #expect(toggledBack == .quit && Self.rows(back)[10].contains("1/20"), "\(Self.rows(back))")
    }

    /// A session over stdin that ends at once (a pipe closed empty), in `layout`.
    static func runEmptyInput(layout: ListLayout, script: [(time: Double, kind: InputEvent.Kind)]) throws -> (SwipeApp.Outcome, MemoryTerminal) {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        close(ends[1])
        let lines = LineSource()
        let feed = StdinFeed(lines: lines, input: ends[0])
        feed.start()
        // The end of the input is waiting, untaken, when the session starts: its first pass reads it.
        var ready = pollfd(fd: feed.descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, 5000)
        var options = LaunchOptions()
        options.layout = layout
        let filtered = FilteredSource(base: lines)
        let screen = Modes.make(ScreenContext(source: filtered, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: filtered, feed: feed, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: Size(columns: 60, rows: 12), script: script)
        return (session.loop(on: terminal), terminal)
    }

    @Test("empty input: the list opens empty (0/0) as fzf's, Enter is no match, Esc aborts; cards still end with no items")
    func emptyList() throws {
        let (enter, terminal) = try Self.runEmptyInput(layout: .default, script: [(0.5, Self.draw), (0.6, Self.key(.enter))])
        #expect(Self.rows(terminal)[10].contains("0/0") && Self.rows(terminal)[11].hasPrefix("> "), "\(Self.rows(terminal))")
        #expect(enter == .nothingMatched)
        let (escape, _) = try Self.runEmptyInput(layout: .default, script: [(0.5, Self.key(.escape))])
        #expect(escape == .quit)
        let (cards, _) = try Self.runEmptyInput(layout: .cards, script: [(0.5, Self.key(.escape))])
        #expect(cards == .noItems)
    }

    @Test("a press read before the rows it was aimed at are drawn again is dropped; one after the frame acts")
    func staleClickDropped() throws {
        let source = LineSource()
        try source.append(Array((1...20).map(String.init).joined(separator: "\n").utf8))
        source.finish()
        var options = LaunchOptions()
        options.layout = .reverseList
        let filtered = FilteredSource(base: FieldLines(lines: source, options: FieldOptions()))
        var screen = Modes.make(ScreenContext(source: filtered, options: options, colorEnabled: true, reload: nil))
        var buffer = CellBuffer(size: Size(columns: 40, rows: 12))
        screen.render(into: &buffer, status: StatusContent())
        // New results arrive (a filter finished): the rows on screen are the old ones.
        filtered.show([5, 6, 7], for: SearchQuery("x"))
        screen.itemsDidChange(focusing: 0, at: 1)
        let press = MouseEvent(button: .left, action: .press, column: 5, row: 2)
        _ = screen.handle(press, at: 1.1)
        _ = screen.handle(MouseEvent(button: .left, action: .release, column: 5, row: 2), at: 1.15)
        #expect(screen.focusedPosition == 0, "the press on the third row of the old rows did nothing")
        screen.render(into: &buffer, status: StatusContent())
        _ = screen.handle(press, at: 2)
        _ = screen.handle(MouseEvent(button: .left, action: .release, column: 5, row: 2), at: 2.05)
        screen.step(now: 3)
        #expect(screen.focusedPosition == 2, "drawn: the press on the third row focuses it")
    }
}
