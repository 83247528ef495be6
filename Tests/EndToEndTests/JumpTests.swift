import Foundation
import Testing

extension EndToEnd {
    /// fzf's jump labels, `{+}`, `--disabled`, `--no-mouse`, `--sync`, empty input and
    /// `--print-query` with `--filter`, in a real terminal (or without one), each against
    /// what fzf 0.38 does with the same input and keys.
    @Suite("Jump labels and fzf's picker options")
    struct JumpTests {
        @Test("jump shows a label on each row in view; a label moves there; jump-accept picks; another key gives up, untyped")
        func jumpLabels() throws {
            let tmux = try EndToEnd.run("seq 1 50 | swipe-tui --bind 'ctrl-j:jump,ctrl-a:jump-accept' ", rows: 12) { $0.contains("50/50") }
            try tmux.press("C-j")
            let labelled = tmux.waitFor("the labels") { $0.split(separator: "\n").contains { $0.hasPrefix("q") && $0.contains("10") } }
            // The scroll bar (`│`, more items than rows) ends some rows.
            let rows = labelled.split(separator: "\n").map { $0.replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces) }
            #expect(rows.contains { $0.hasPrefix("a") && $0.hasSuffix(" 1") }, "\(labelled)")
            try tmux.press("x")
            tmux.waitFor("the labels gone, nothing typed") { !$0.contains("q 10") && $0.contains("50/50") && $0.split(separator: "\n").contains(">") }
            try tmux.press("C-j")
            try tmux.press("d")
            tmux.waitFor("the focus on 3") { $0.contains("> 3") }
            try tmux.press("C-a")
            try tmux.press("f")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "4\n")
        }

        @Test("Ctrl-\\ is a key, not SIGQUIT; ctrl-/ names the byte a terminal sends for it (Ctrl-_)")
        func controlBackslashAndSlash() throws {
            let tmux = try EndToEnd.run("seq 1 50 | swipe-tui --bind 'ctrl-\\:put(x),ctrl-/:print-query' ", rows: 12) { $0.contains("50/50") }
            try tmux.sendRaw("4")
            try tmux.sendRaw("\u{1C}")
            tmux.waitFor("Ctrl-\\ typed x") { $0.contains("> 4x") }
            try tmux.sendRaw("\u{1F}")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "4x\n")
        }

        @Test("{+} passes every marked item, each quoted, to become; none marked: the focused one")
        func markedItems() throws {
            let tmux = try EndToEnd.run("printf 'a b\\nit'\"'\"'s\\nc\\n' | swipe-tui -m --bind 'ctrl-o:become(printf \"<%s>\" {+} {+n})' ",
                                        rows: 12) { $0.contains("3/3") }
            // Tab marks and moves down the screen (nothing is below the first item), ↑ moves on.
            try tmux.press("Tab")
            try tmux.press("Up")
            try tmux.press("Tab")
            tmux.waitFor("two marked") { $0.contains("(2)") }
            try tmux.press("C-o")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "<a b><it's><0><1>")
        }

        @Test("--disabled: typing edits the query, nothing is filtered, {q} reads it; --no-mouse turns mouse reporting off")
        func disabledAndNoMouse() throws {
            let tmux = try EndToEnd.run("seq 1 50 | swipe-tui --disabled --no-mouse --bind 'enter:become(echo {q} {})' ", rows: 12) {
                $0.contains("50/50")
            }
            let modes = try tmux.modes()
            #expect(!modes.buttonMouse && !modes.standardMouse && !modes.anyMouse, "no mouse reporting")
            try tmux.sendRaw("42")
            tmux.waitFor("the query typed, every item kept") { $0.contains("> 42") && $0.contains("50/50") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "42 1\n")
        }

        @Test("--disabled with change:reload, fzf's launcher of a search command: the reloaded rows show and Enter picks")
        func disabledReload() throws {
            let tmux = try EndToEnd.run("printf 'x\\ny\\n' | swipe-tui --disabled --bind 'change:reload(printf \"%s\\n\" {q} {q}2)' ",
                                        rows: 10) { $0.contains("2/2") }
            try tmux.sendRaw("a")
            tmux.waitFor("the command's rows") { $0.split(separator: "\n").filter { $0.hasPrefix("> a") }.count == 2 && $0.contains("a2") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "a\n")
        }

        @Test("empty input opens the list (0/0) and keeps the keys; start:reload fills it; --sync opens on the whole input")
        func emptyInput() throws {
            let empty = try EndToEnd.run("swipe-tui < /dev/null ", rows: 12) { $0.contains("0/0") }
            try empty.sendRaw("abc")
            empty.waitFor("keys typed into the query, not the shell") { $0.contains("> abc") }
            try empty.press("Escape")
            try EndToEnd.expectRestored(empty, status: 130)
            let reloaded = try EndToEnd.run("swipe-tui --bind 'start:reload(seq 7)' < /dev/null ", rows: 12) { $0.contains("7/7") }
            try reloaded.press("Enter")
            try EndToEnd.expectRestored(reloaded, status: 0)
            #expect(try EndToEnd.picked(reloaded) == "1\n")
            // The query line's caret is the interface's first frame (the command line typed holds none).
            // fzf's launcher, typed with the terminal as stdin: the list, filled by the reload.
            let launcher = try EndToEnd.run("swipe-tui --bind 'start:reload(seq 5)' ", rows: 12) { $0.contains("5/5") }
            try launcher.sendRaw("4")
            launcher.waitFor("typing filters") { $0.contains("1/5") }
            try launcher.press("Enter")
            try EndToEnd.expectRestored(launcher, status: 0)
            #expect(try EndToEnd.picked(launcher) == "4\n")
            let synced = try EndToEnd.run("(seq 3; sleep 1; seq 4 6) | swipe-tui --sync ", rows: 12) { $0.split(separator: "\n").contains(">") }
            #expect(try synced.screen().contains("6/6"), "the first frame holds every item")
            try synced.press("Escape")
            try EndToEnd.expectRestored(synced, status: 130)
        }

        @Test("--print-query with --filter prints the query first, as fzf's; an unknown option names itself; {huge} is refused")
        func withoutInterface() throws {
            try Binary.requireBuilt()
            func run(_ arguments: String) throws -> Subprocess.Result {
                try Subprocess.run(["sh", "-c", "printf 'ab\\nb\\n' | \"$0\" \(arguments) 2>&1; echo \"status $?\"", Binary.path],
                                   environment: FilterTests.environment)
            }
            #expect(try run("--filter b --print-query").output == "b\nb\nab\nstatus 0\n")
            #expect(try run("--filter zz --print-query").output == "zz\nstatus 1\n")
            let unknown = try run("--filter b --listen 8080").output
            #expect(unknown.contains("Unknown option '--listen'") && unknown.hasSuffix("status 2\n"), "\(unknown)")
            // A plus option fzf does not have is named, not read as a missing file.
            let plus = try run("--filter b +q").output
            #expect(plus.contains("Unknown option '+q'") && plus.hasSuffix("status 2\n"), "\(plus)")
            // An empty value after `=` (a script's `--query="$1"`), and a border style after a space.
            #expect(try run("--filter b --query= --prompt= --border sharp").output == "b\nab\nstatus 0\n")
            // A value is the next word whatever it starts with, as fzf reads it (`--prompt '-> '`),
            // and a value may end in `=`.
            #expect(try run("--prompt '-> ' --pointer '->' --marker - --header '--x--' --border-label -L- --filter b").output == "b\nab\nstatus 0\n")
            #expect(try run("--filter -b").output == "status 1\n")
            // A lone `--` after an option that wants a value is its value, as fzf reads it.
            #expect(try run("--marker -- --prompt -- -q -- --filter b").output == "b\nab\nstatus 0\n")
            #expect(try run("--filter b --multi --").output == "b\nab\nstatus 0\n", "after a flag, -- still ends the options")
            #expect(try run("--prompt=a= --header=x= --filter=b").output == "b\nab\nstatus 0\n")
            let huge = try run("--filter b --with-nth '{99999999999999999999}'").output
            #expect(huge.contains("--with-nth") && huge.hasSuffix("status 2\n"), "\(huge)")
        }
    }
}
