#if canImport(Glibc)
import Glibc
#endif
import Testing
import CarouselEngine
import CellCanvas
import TerminalBackend
@testable import SwipeComponents
@testable import SwipeTUI

/// `--bind` with fzf's action arguments and events: the syntax, and what the actions do in a
/// session on the memory terminal.
@Suite("--bind arguments and events")
struct BindArgumentTests {
    static func calls(_ specification: String, key: KeyPress = KeyPress(.character("o"), modifiers: .control)) throws -> [ActionCall] {
        try KeyMap(parsingBindings: [specification]).calls(for: key)
    }

    @Test("every delimiter fzf takes around an argument, and the colon form that takes the rest",
          arguments: ["()", "[]", "{}", "<>", "~~", "!!", "@@", "##", "$$", "%%", "^^", "&&", "**", ";;", "//", "||"])
    func delimiters(pair: String) throws {
        let (open, close) = (pair.first!, pair.last!)
        let calls = try Self.calls("ctrl-o:execute\(open)less -R\(close)+abort")
        #expect(calls == [ActionCall(.execute, argument: "less -R"), ActionCall(.quit)])
    }

    @Test("a launch may run commands with --preview or a key's or an event's command binding, not with other bindings")
    func mayRunCommands() throws {
        func launch(preview: String? = nil, _ bindings: [String]) throws -> LaunchOptions {
            var options = LaunchOptions()
            options.preview = preview
            options.bindings = try KeyMap(parsingBindings: bindings)
            return options
        }
        #expect(try !launch([]).mayRunCommands)
        #expect(try !launch(["ctrl-j:down,ctrl-r:reload,ctrl-q:change-query(x)+change-preview-window(up)+unbind(a)"]).mayRunCommands)
        #expect(try launch(preview: "cat {}", []).mayRunCommands)
        for command in ["execute(x)", "execute-silent(x)", "execute-multi(x)", "become(x)", "reload(x)", "reload-sync(x)",
                        "transform-query(x)", "transform-prompt(x)", "transform-border-label(x)", "transform-preview-label(x)",
                        "preview(x)", "change-preview(x)"] {
            #expect(try launch(["ctrl-j:down+" + command]).mayRunCommands, "\(command)")
            #expect(try launch(["start:" + command]).mayRunCommands, "start:\(command)")
        }
    }

    @Test("the colon form takes the rest of the value, commas and pluses too; an empty argument is one")
    func colonForm() throws {
        let map = try KeyMap(parsingBindings: ["ctrl-a:up,ctrl-o:execute:echo a,b+c:d"])
        #expect(map.calls(for: KeyPress(.character("o"), modifiers: .control)) == [ActionCall(.execute, argument: "echo a,b+c:d")])
        #expect(map.calls(for: KeyPress(.character("a"), modifiers: .control)) == [ActionCall(.up)])
        #expect(try Self.calls("ctrl-o:change-query()") == [ActionCall(.changeQuery, argument: "")])
    }

    @Test("an argument ends at a closing delimiter followed by +, a comma or the end: another delimiter holds the rest")
    func nesting() throws {
        #expect(try Self.calls("ctrl-o:execute[echo (a, b) + {}]+down") == [ActionCall(.execute, argument: "echo (a, b) + {}"), ActionCall(.down)])
        #expect(try Self.calls("ctrl-o:reload(printf '%s\\n' a b)") == [ActionCall(.reload, argument: "printf '%s\\n' a b")])
        #expect(try Self.calls("ctrl-o:preview<cat {}>+change-prompt|a>b|") == [ActionCall(.preview, argument: "cat {}"),
                                                                               ActionCall(.changePrompt, argument: "a>b")])
        #expect(try Self.calls("ctrl-o:execute(echo (a))") == [ActionCall(.execute, argument: "echo (a)")])
    }

    /// What fzf 0.38 made of each value (bound to `start`, the query it set read off the
    /// screen in tmux, or its exit 2), 2026-11-26: the argument runs to the first closing
    /// delimiter that is followed by `+`, `,` or the end of the value.
    static let fzfArguments: [(value: String, query: String?)] = [
        ("change-query(a(b)c)", "a(b)c"),
        ("change-query(a)b)", "a)b"),
        ("change-query(a)+first", "a"),
        ("change-query(a),x:up", "a"),
        ("change-query(a)+b)+first", nil),      // unknown action: b)
        ("change-query[x]y]", "x]y"),
        ("change-query~a~b~", "a~b"),
        ("change-query:a,b+c", "a,b+c"),
        ("change-query(a,b)", "a,b"),
        ("change-query(a),b)", nil),            // bind action not specified: b)
        ("change-query()", ""),
        ("change-query(a", nil),                // unknown action: change-query(a
        ("change-query(a)x", nil),              // unknown action: change-query(a)x
        ("change-query{a}b}+first", "a}b"),
        ("change-query<a>b>", "a>b"),
        ("change-query|a|b|", "a|b"),
        ("change-query(a)),x:up", "a)"),
        ("change-query(x)+change-query(y(z))", "y(z)"),
        ("CHANGE-QUERY(a)", "a"),
        ("change-query@a)b@", "a)b"),
    ]

    @Test("the arguments fzf 0.38 reads, read the same; the values it refuses, refused", arguments: fzfArguments)
    func fzfParsesArguments(value: String, query: String?) throws {
        guard let query else {
            #expect(throws: KeyBindingError.self) { try KeyMap(parsingBindings: ["start:" + value]) }
            return
        }
        let calls = try #require(try KeyMap(parsingBindings: ["start:" + value]).events[.start])
        #expect(calls.last { $0.action == .changeQuery } == ActionCall(.changeQuery, argument: query))
    }

    @Test("put alone types its key's character; a key without one, or an event, cannot have it (fzf's rule)")
    func putAlone() throws {
        #expect(try Self.calls("x:put+down", key: KeyPress(.character("x"))) == [ActionCall(.put, argument: "x"), ActionCall(.down)])
        #expect(try Self.calls("é:put", key: KeyPress(.character("é"))) == [ActionCall(.put, argument: "é")])
        #expect(try Self.calls("space:put", key: KeyPress(.character(" "))) == [ActionCall(.put, argument: " ")])
        for bad in ["ctrl-o:put", "enter:put", "alt-x:put", "start:put", "backward-eof:down+put"] {
            #expect(throws: KeyBindingError.self, "\(bad)") { try KeyMap(parsingBindings: [bad]) }
        }
    }

    @Test("fzf 0.38's other actions with arguments, and those without, by their names")
    func moreActions() throws {
        let named: [(String, Action)] = [("reload-sync", .reloadSync), ("transform-query", .transformQuery),
                                         ("transform-prompt", .transformPrompt), ("transform-border-label", .transformBorderLabel),
                                         ("transform-preview-label", .transformPreviewLabel), ("change-preview", .changePreview),
                                         ("change-preview-window", .changePreviewWindow), ("change-border-label", .changeBorderLabel),
                                         ("change-preview-label", .changePreviewLabel), ("execute-multi", .executeMulti)]
        for (name, action) in named {
            #expect(try Self.calls("ctrl-o:\(name)(x)+up") == [ActionCall(action, argument: "x"), ActionCall(.up)])
            #expect(throws: KeyBindingError.self, "\(name) needs its argument") { try Self.calls("ctrl-o:" + name) }
        }
        #expect(try Self.calls("ctrl-o:toggle-preview-wrap") == [ActionCall(.togglePreviewWrap)])
        #expect(try KeyMap(parsingBindings: ["backward-eof:abort"]).events[.backwardEOF] == [ActionCall(.quit)])
    }

    @Test("fzf's Alt-Shift arrows, in either order; no other key takes both")
    func altShiftArrows() {
        #expect(KeyPress(name: "alt-shift-up") == KeyPress(.up, modifiers: [.alt, .shift]))
        #expect(KeyPress(name: "shift-alt-left") == KeyPress(.left, modifiers: [.alt, .shift]))
        #expect(KeyPress(name: "alt-shift-down") == KeyPress(.down, modifiers: [.alt, .shift]))
        #expect(KeyPress(name: "alt-shift-right") == KeyPress(.right, modifiers: [.alt, .shift]))
        #expect(KeyPress(name: "alt-shift-a") == nil)
        #expect(KeyPress(name: "alt-shift-enter") == nil)
    }

    @Test("errors name the part that is wrong and why", arguments: [
        ("ctrl-o:execute(ls", "--bind: 'execute(ls': no ')' before +, a comma or the end closes the argument"),
        ("ctrl-o:frobnicate(x)", "--bind: 'frobnicate': unknown action"),
        ("ctrl-o:up(3)", "--bind: 'up': takes no argument"),
        ("ctrl-o:execute", "--bind: 'execute': needs an argument, e.g. execute(…)"),
        ("ctrl-o:change-query(a)x", "--bind: 'change-query(a)x': no ')' before +, a comma or the end closes the argument"),
        ("ctrl-o:up x", "--bind: 'ctrl-o:up': ' ' after the action: join actions with + and bindings with ,"),
        ("never:up", "--bind: 'never': unknown key or event"),
        ("ctrl-o:", "--bind: 'ctrl-o': no action"),
        ("ctrl-o:up+", "--bind: 'ctrl-o': no action"),
        ("ctrl-o", "--bind: 'ctrl-o': not KEY:ACTION"),
    ])
    func errors(specification: String, message: String) {
        do {
            _ = try KeyMap(parsingBindings: [specification])
            Issue.record("\(specification) was read")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("events take actions as keys do; the last binding of a key or an event wins")
    func events() throws {
        let map = try KeyMap(parsingBindings: ["start:reload(seq 3)+first,load:change-prompt(done> )", "change:first,focus:execute-silent(true)",
                                               "ctrl-o:up", "ctrl-o:down", "start:last"])
        #expect(map.events[.start] == [ActionCall(.last)])
        #expect(map.events[.load] == [ActionCall(.changePrompt, argument: "done> ")])
        #expect(map.events[.change] == [ActionCall(.first)])
        #expect(map.events[.focus] == [ActionCall(.executeSilent, argument: "true")])
        #expect(map.calls(for: KeyPress(.character("o"), modifiers: .control)) == [ActionCall(.down)])
        #expect(map.bindings.count == 1)
    }

    // MARK: In a session

    /// Runs the list layout over `SessionTests.lines` with `bindings` and `script`; the
    /// session after it, to look at.
    static func run(_ bindings: [String], over base: CardSource = SessionTests.lines, fields: FieldOptions = FieldOptions(),
                    script: [(time: Double, kind: InputEvent.Kind)]) throws -> (SwipeApp.Outcome, MemoryTerminal, Session) {
        var options = LaunchOptions()
        options.layout = .default
        options.fields = fields
        options.bindings = try KeyMap(parsingBindings: bindings)
        let source = FilteredSource(base: base)
        let screen = Modes.make(ScreenContext(source: source, options: options, colorEnabled: true, reload: nil))
        var session = Session(screen: screen, source: source, feed: nil, settings: Settings(environment: [:]), options: options,
                              filterExecution: .inline)
        let terminal = MemoryTerminal(size: ListLayoutTests.size, script: script)
        terminal.feedTimeout = 5
        let outcome = session.loop(on: terminal)
        return (outcome, terminal, session)
    }

    static let ctrlO = SessionTests.key(.character("o"), .control)

    @Test("change-query sets the query and filters; change-prompt changes the prompt")
    func changeQueryAndPrompt() throws {
        let (_, terminal, session) = try Self.run(["ctrl-o:change-query(tests)+change-prompt(T> )"], script: [(0.1, Self.ctrlO)])
        // (The session's end clears the filter: what it showed is looked at.)
        let rows = ListLayoutTests.rows(terminal)
        #expect(rows.last?.hasPrefix("T> tests") == true, "\(rows.last ?? "")")
        #expect(rows.contains { $0.contains("1/6") }, "tests/main_tests.swift alone matches")
        #expect(session.source.base.count == 6)
    }

    @Test("reload replaces the items with the command's output, the query kept and applied")
    func reload() throws {
        let (_, terminal, session) = try Self.run(["ctrl-o:reload(printf 'alpha\\nbeta\\nalphabet\\n')"],
                                                  script: [(0.1, SessionTests.key(.character("l"))), (0.2, Self.ctrlO)])
        #expect(session.source.base.count == 3)
        let rows = ListLayoutTests.rows(terminal)
        #expect(rows.contains { $0.contains("2/3") }, "alpha and alphabet match l, beta does not: \(rows)")
        #expect(rows.last?.hasPrefix("> l") == true)
        #expect(session.commands.isRunning == false)
    }

    @Test("reload reads the command's output as the input was read: its fields and its header line")
    func reloadKeepsFields() throws {
        let lines = LineSource()
        try lines.append(Array("NAME ID\nold 1\n".utf8))
        lines.finish()
        var fields = FieldOptions()
        fields.headerLines = 1
        fields.printed = try FieldTemplate(parsing: "2")
        let (_, terminal, session) = try Self.run(["ctrl-o:reload(printf 'HEAD ER\\nnew 7\\n')"],
                                                  over: FieldLines(lines: lines, options: fields), fields: fields,
                                                  script: [(0.1, Self.ctrlO)])
        #expect(session.source.base.count == 1)
        #expect(session.source.base.fields(at: 0).value == Array("7".utf8), "the second field of the one item, not of the header")
        #expect(terminal.frames.contains { $0.frame.renderedText().contains("HEAD ER") }, "the new header shows")
    }

    @Test("a bound command's {} is the whole line and {1} the first field as -d says, whatever --accept-nth prints")
    func commandSeesTheWholeLine() throws {
        let lines = LineSource()
        try lines.append(Array("id7:apple pie\n".utf8))
        lines.finish()
        var fields = FieldOptions()
        fields.delimiter = FieldDelimiter(parsing: ":")
        fields.printed = try FieldTemplate(parsing: "2")
        let (_, _, session) = try Self.run([], over: FieldLines(lines: lines, options: fields), fields: fields,
                                           script: [(0.1, SessionTests.key(.character("x"), .alt))])
        #expect(String(decoding: session.commandLine("cmd {} {1} {2}", files: PlaceholderFiles()), as: UTF8.self) == "cmd 'id7:apple pie' 'id7' 'apple pie'")
    }

    @Test("events: start and load run once at the start, change when the query changes (load's change-query too, as fzf's)")
    func eventsInASession() throws {
        let (_, terminal, session) = try Self.run(["start:change-prompt(S> )", "load:change-query(main)",
                                                   "change:change-prompt(C> )", "focus:execute-silent(true)"],
                                                  script: [(0.1, SessionTests.key(.character("x"), .alt))])
        #expect(ListLayoutTests.rows(terminal).last?.hasPrefix("C> main") == true,
                "load set the query, which raised change (fzf 0.38: 'C> 7' for load:change-query(7))")
        #expect(session.source.base.count == 6)
        let (_, typed, _) = try Self.run(["start:change-prompt(S> )", "change:change-prompt(C> )"],
                                         script: [(0.1, SessionTests.key(.character("m")))])
        #expect(ListLayoutTests.rows(typed).last?.hasPrefix("C> m") == true)
    }

    @Test("focus runs its actions for the first item shown (fzf 0.38: 'F> ' with no key) and when the focus moves")
    func focusEvent() throws {
        let (_, quiet, _) = try Self.run(["focus:change-prompt(F> )"], script: [(0.1, SessionTests.key(.character("x"), .alt))])
        #expect(ListLayoutTests.rows(quiet).last?.hasPrefix("F> ") == true)
        let (_, moved, _) = try Self.run(["focus:transform-prompt(echo 'F{n}> ')"], script: [(0.1, SessionTests.key(.up))])
        #expect(ListLayoutTests.rows(moved).last?.hasPrefix("F1> ") == true, "the second item (index 1) in focus")
    }

    @Test("become ends the session with the command line, the focused item quoted in it")
    func become() throws {
        let (outcome, _, _) = try Self.run(["ctrl-o:become(echo {} {q})"], script: [(0.1, Self.ctrlO)])
        #expect(outcome == .become(Array("echo 'src/main.swift' ''".utf8)))
    }

    @Test("become with {f}: the file is written and left for the command, no longer ours to remove (fzf leaves it too)")
    func becomeWithFile() throws {
        let (outcome, _, _) = try Self.run(["ctrl-o:become(cat {f})"], script: [(0.1, Self.ctrlO)])
        guard case .become(let line) = outcome else {
            Issue.record("no become: \(outcome)")
            return
        }
        let text = String(decoding: line, as: UTF8.self)
        #expect(text.hasPrefix("cat '") && text.hasSuffix("'"), "\(text)")
        let path = String(text.dropFirst(5).dropLast())
        defer { unlink(path) }
        #expect(!TemporaryFiles.held.contains(path), "not removed at the end of the session")
        let file = fopen(path, "r")
        #expect(file != nil, "the file is there")
        if let file {
            var buffer = [CChar](repeating: 0, count: 64)
            _ = fgets(&buffer, 64, file)
            fclose(file)
            #expect(String(cString: buffer) == "src/main.swift\n")
        }
    }

    @Test("nothing matched: a bound command naming the item is skipped; one with {q} or no placeholder runs, {} empty (fzf 0.38's rule)")
    func commandsWithoutItem() throws {
        let typed: [(time: Double, kind: InputEvent.Kind)] = "zzzq".map { (0.1, SessionTests.key(.character($0))) } + [(0.2, Self.ctrlO)]
        let (named, _, _) = try Self.run(["ctrl-o:become(echo {})"], script: typed)
        #expect(named != .become(Array("echo ''".utf8)), "skipped, the picker stays")
        let (query, _, _) = try Self.run(["ctrl-o:become(echo {q} {} {n})"], script: typed)
        #expect(query == .become(Array("echo 'zzzq' '' ".utf8)))
        let (plain, _, _) = try Self.run(["ctrl-o:become(echo plain)"], script: typed)
        #expect(plain == .become(Array("echo plain".utf8)))
        let (_, _, reloaded) = try Self.run(["ctrl-o:reload(printf 'a\\nb\\n' {1})"], script: typed)
        #expect(reloaded.source.base.count == 6, "the reload naming a field did not run")
    }
}
