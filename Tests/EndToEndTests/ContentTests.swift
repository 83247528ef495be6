import Foundation
import Testing

extension EndToEnd {
    /// swipe-tui as a tool: cards from stdin, files and directories, and the pick on stdout.
    @Suite("Content and picking")
    struct ContentTests {
        static let abc = "printf 'alpha\\nbeta\\ngamma\\n' | swipe-tui --layout cards "

        @Test("piped lines: → then Enter prints beta and exits 0")
        func pickFromStdin() throws {
            let tmux = try EndToEnd.run(Self.abc) { $0.contains("1 / 3") && $0.contains("alpha") }
            try tmux.press("Right")
            tmux.waitFor("beta in focus") { $0.contains("2 / 3") && $0.contains("┃ beta ") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "beta\n")
        }

        @Test("q prints nothing and exits 1")
        func quitPrintsNothing() throws {
            let tmux = try EndToEnd.run(Self.abc) { $0.contains("1 / 3") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
            #expect(try EndToEnd.picked(tmux) == "")
        }

        @Test("/ filters as you type: the items narrow, the count shows; no match is 0; Enter keeps the filter, then picks; Esc drops it")
        func filter() throws {
            let tmux = try EndToEnd.run("seq 1 500 | swipe-tui --layout cards ") { $0.contains("1 / 500") }
            try tmux.press("/")
            try tmux.sendRaw("25")
            tmux.waitFor("23 of 500, 25 first") {
                $0.contains("1 / 23") && $0.contains("23/500") && $0.contains("/25▏") && $0.contains("┃ 25 ")
            }
            try tmux.sendRaw("x")
            tmux.waitFor("nothing left") { $0.contains("0/500") && $0.contains("/25x▏") }
            try tmux.press("BSpace")
            tmux.waitFor("the matches again") { $0.contains("1 / 23") && $0.contains("/25▏") }
            try tmux.press("Enter")
            tmux.waitFor("the filter kept, keys move again") { $0.contains("/25 23/500") && !$0.contains("▏") }
            try tmux.press("Right")
            tmux.waitFor("the second match") { $0.contains("2 / 23") && $0.contains("┃ 250 ") }
            try tmux.press("/")
            try tmux.sendRaw("0")
            tmux.waitFor("the query edited in place") { $0.contains("/250▏") }
            try tmux.press("Escape")
            tmux.waitFor("everything again, back on 250") { $0.contains("250 / 500") && !$0.contains("/250") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "250\n")
        }

        @Test("--query starts filtered, --multi marks with Tab and prints the marks in input order, --header shows above")
        func pickerOptions() throws {
            let tmux = try EndToEnd.run("seq 1 500 | swipe-tui --layout cards --query 25 --multi --header 'pick numbers' ") {
                $0.contains("1 / 23") && $0.hasPrefix(" pick numbers")
            }
            try tmux.press("Tab")
            tmux.waitFor("25 marked, 250 in focus") { $0.contains("1 marked") && $0.contains("2 / 23") && $0.contains("● 25") }
            try tmux.press("Tab")
            tmux.waitFor("two marked") { $0.contains("2 marked") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "25\n250\n")
        }

        @Test("--height draws in rows below the cursor on the shell's screen: the lines above stay, clicks land, Enter erases the rows")
        func inlineHeight() throws {
            let tmux = try EndToEnd.run("seq 1 3; seq 1 500 | swipe-tui --layout cards --height 10 ") { $0.contains("1 / 500") }
            var lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(Array(lines.prefix(3)) == ["1", "2", "3"], "the lines above are kept")
            #expect(lines[3...11].contains { $0.contains("┃ 1 ") } && lines[12].contains("1 / 500"), "ten rows from the cursor's row")
            #expect(lines.dropFirst(13).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
            var running = EndToEnd.running
            running.alternateScreen = false
            #expect(try tmux.modes() == running, "no alternate screen")
            // A click on the card below: the mouse's rows are the viewport's.
            let row = try #require(lines.firstIndex { $0.contains("│ 2 ") })
            let column = try #require(EndToEnd.column(of: "│ 2 ", in: lines[row])) + 3
            try tmux.sendRaw("\u{1B}[<0;\(column);\(row + 1)M\u{1B}[<0;\(column);\(row + 1)m")
            tmux.waitFor("the next card in focus") { $0.contains("2 / 500") }
            try tmux.press("Enter")
            try tmux.waitForChildExit()
            lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(Array(lines.prefix(3)) == ["1", "2", "3"])
            #expect(lines[3].hasPrefix("e2e$") && !lines.contains { $0.contains("┃") || $0.contains("500") }, "the rows erased, the prompt on the first")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "2\n")
        }

        @Test("--height at the bottom of the screen scrolls the lines above up, and a signal erases the rows")
        func inlineHeightAtTheBottom() throws {
            let tmux = try EndToEnd.run("seq 1 500 > n.txt; seq 1 40; swipe-tui --layout cards --height 40% < n.txt ", rows: 30) { $0.contains("1 / 500") }
            let lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines[17] == "40" && lines[18...].contains { $0.contains("┏") } && lines[29].contains("1 / 500"), "12 rows (40% of 30) at the bottom, 40 just above")
            let pid = try #require(try tmux.childPID())
            kill(pid, SIGTERM)
            try tmux.waitForChildExit()
            let after = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(after[17] == "40" && !after.contains { $0.contains("┃") }, "the rows erased, the lines above kept")
            try EndToEnd.expectRestored(tmux, status: 143)
        }

        @Test("--height ~40% takes the rows its items need, as fzf 0.38: three items take five rows under the lines above")
        func adaptiveHeight() throws {
            let tmux = try EndToEnd.run("seq 1 3; seq 3 | swipe-tui --height ~40% ") { $0.contains("3/3") }
            let lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // fzf 0.38's screen for `seq 3 | fzf --height ~40%` under three lines, cell for cell.
            #expect(Array(lines.prefix(3)) == ["1", "2", "3"], "the lines above are kept")
            #expect(lines[3] == "  3" && lines[4] == "  2" && lines[5] == "> 1", "the items from the cursor's row")
            #expect(lines[6] == "  3/3 " + String(repeating: "─", count: 93) && lines[7] == ">", "the info and query lines")
            #expect(lines.dropFirst(8).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "five rows, no more")
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "1\n")
        }

        @Test("--height ~N waits for the input before it takes the terminal; Ctrl-C meanwhile ends the run with 130, the terminal untouched")
        func adaptiveHeightWaits() throws {
            let tmux = try EndToEnd.run("seq 1 3; (seq 3; sleep 30) | swipe-tui --height ~40% ") { _ in true }
            tmux.waitFor("the pipeline running") { _ in (try? tmux.childPID()) != nil }
            // Time to read the three items and, were it not waiting, to draw them.
            Thread.sleep(forTimeInterval: 1)
            let screen = try tmux.screen()
            #expect(screen.hasPrefix("1\n2\n3\n") && !screen.contains("3/3") && !screen.contains(">"),
                    "nothing drawn while 3 of the 10 items that fit are in")
            #expect(try tmux.modes() == .restored, "the terminal not taken over")
            try tmux.press("C-c")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("--preview: a command that sleeps 2 s never holds the keys, and its output lands on its own item only")
        func preview() throws {
            let tmux = try EndToEnd.run("seq 1 20 | swipe-tui --layout cards --preview 'sleep 2; echo preview of {} item {n}' ") {
                $0.contains("1 / 20")
            }
            // Move on at once, several times, while the first command sleeps.
            try tmux.press("Right")
            tmux.waitFor("item 2 at once") { $0.contains("2 / 20") }
            try tmux.press("Right", "Right")
            tmux.waitFor("item 4 at once") { $0.contains("4 / 20") }
            let screen = tmux.waitFor("item 4's preview", timeout: 10) { $0.contains("preview of 4 item 3") }
            #expect(!screen.contains("preview of 1") && !screen.contains("preview of 2") && !screen.contains("preview of 3"),
                    "no stale output on any card")
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "4\n")
        }

        @Test("SWIPE_TUI_DEFAULT_OPTS is read first and the command line wins (--no-select-1 undoes -1); -1 and -0 end without an interface")
        func defaultsAndPreselect() throws {
            let tmux = try EndToEnd.run("seq 1 500 | SWIPE_TUI_DEFAULT_OPTS=\"--query 499 --print index\" swipe-tui --layout cards --query 42 ") {
                $0.contains("/42 ") && $0.contains("500")
            }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "41\n", "42 is input item 41; --print index came from the defaults")
            let one = try EndToEnd.run("seq 1 500 | swipe-tui --layout cards -1 --query 499 ") { _ in true }
            try EndToEnd.expectRestored(one, status: 0)
            #expect(try EndToEnd.picked(one) == "499\n")
            let none = try EndToEnd.run("seq 1 500 | swipe-tui --layout cards -0 --query zzz ") { _ in true }
            try EndToEnd.expectRestored(none, status: 1)
            #expect(try EndToEnd.picked(none) == "")
            let off = try EndToEnd.run("seq 1 500 | SWIPE_TUI_DEFAULT_OPTS=-1 swipe-tui --layout cards --no-select-1 --query 499 ") {
                $0.contains("1 / 1") && $0.contains("┃ 499 ")
            }
            try off.press("q")
            try EndToEnd.expectRestored(off, status: 130)
        }

        @Test("digits then Enter go to that item (past the end: the last, saying so); ? shows the help and any key closes it")
        func jumpAndHelp() throws {
            let tmux = try EndToEnd.run("seq 1 50 | swipe-tui --layout cards ") { $0.contains("1 / 50") }
            try tmux.sendRaw("42")
            tmux.waitFor("the number prompt") { $0.contains("go to 42▏") }
            try tmux.press("Enter")
            tmux.waitFor("item 42") { $0.contains("42 / 50") && $0.contains("┃ 42 ") }
            try tmux.sendRaw("999")
            try tmux.press("Enter")
            tmux.waitFor("the last item, and why") { $0.contains("50 / 50") && $0.contains("only 50: the last one") }
            try tmux.press("?")
            tmux.waitFor("the help") { $0.contains("Keys") && $0.contains("go to item number") }
            try tmux.press("x")
            tmux.waitFor("the help gone") { !$0.contains("go to item number") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("input streams in: the first frame comes before the input ends, and the count grows")
        func streaming() throws {
            let tmux = try EndToEnd.run("(echo one; sleep 2; echo two) | swipe-tui --layout cards ") { $0.contains("1 / 1+") }
            tmux.waitFor("the second line", timeout: 10) { $0.contains("1 / 2") && !$0.contains("1 / 2+") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("an endless line (/dev/zero on stdin) is one clear error, exit 2, terminal restored")
        func endlessLine() throws {
            let tmux = try EndToEnd.run("swipe-tui < /dev/zero 2> err.txt") { _ in true }
            try EndToEnd.expectRestored(tmux, status: 2)
            let error = try String(contentsOf: tmux.workDirectory.appendingPathComponent("err.txt"), encoding: .utf8)
            #expect(error == "swipe-tui: stdin: line 1 is longer than 1 MiB\n")
        }

        @Test("a directory: one card per entry; Enter prints the path")
        func directory() throws {
            let tmux = try EndToEnd.run("mkdir -p d/sub && echo hi > d/notes.txt && swipe-tui d ") { $0.contains("1 / 2") && $0.contains("notes.txt") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "d/notes.txt\n")
        }
    }
}
