import Foundation
import Testing

extension EndToEnd {
    /// swipe-tui as a tool: cards from stdin, files and directories, and the pick on stdout.
    @Suite("Content and picking")
    struct ContentTests {
        static let abc = "printf 'alpha\\nbeta\\ngamma\\n' | swipe-tui "

        @Test("piped lines: → then Enter prints beta and exits 0")
        func pickFromStdin() throws {
            let tmux = try EndToEnd.run(Self.abc) { $0.contains("1 / 3") && $0.contains("alpha") }
            try tmux.press("Right")
            tmux.waitFor("beta centred") { $0.contains("2 / 3") && EndToEnd.column(of: "┃ beta", in: $0) == 25 }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "beta\n")
        }

        @Test("q prints nothing and exits 1")
        func quitPrintsNothing() throws {
            let tmux = try EndToEnd.run(Self.abc) { $0.contains("1 / 3") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 1)
            #expect(try EndToEnd.picked(tmux) == "")
        }

        @Test("/ searches as you type and jumps to the match, back to the start when none; n and N go on and back; Enter then picks")
        func search() throws {
            let tmux = try EndToEnd.run("seq 1 500 | swipe-tui ") { $0.contains("1 / 500") }
            try tmux.press("/")
            try tmux.sendRaw("25")
            tmux.waitFor("the first match centred") { $0.contains("25 / 500") && $0.contains("/25▏") && EndToEnd.column(of: "┃ 25 ", in: $0) == 25 }
            try tmux.sendRaw("x")
            tmux.waitFor("no match: back where the search began") {
                $0.contains(" 1 / 500") && $0.contains("no match") && $0.contains("/25x▏")
            }
            try tmux.press("BSpace")
            tmux.waitFor("the match again") { $0.contains("25 / 500") && $0.contains("/25▏") && EndToEnd.column(of: "┃ 25 ", in: $0) == 25 }
            try tmux.press("Enter")
            try tmux.press("n")
            tmux.waitFor("the next match") { $0.contains("125 / 500") && EndToEnd.column(of: "┃ 125 ", in: $0) == 25 }
            try tmux.press("N")
            tmux.waitFor("back to the first") { $0.contains(" 25 / 500") && EndToEnd.column(of: "┃ 25 ", in: $0) == 25 }
            try tmux.press("N")
            tmux.waitFor("round to the last match") { $0.contains("425 / 500") && $0.contains("search wrapped to the bottom") }
            try tmux.press("n")
            tmux.waitFor("round to the first again") { $0.contains(" 25 / 500") && $0.contains("search wrapped to the top") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "25\n")
        }

        @Test("digits then Enter go to that item (past the end: the last, saying so); ? shows the help and any key closes it")
        func jumpAndHelp() throws {
            let tmux = try EndToEnd.run("seq 1 50 | swipe-tui ") { $0.contains("1 / 50") }
            try tmux.sendRaw("42")
            tmux.waitFor("the number prompt") { $0.contains("go to 42▏") }
            try tmux.press("Enter")
            tmux.waitFor("item 42") { $0.contains("42 / 50") && EndToEnd.column(of: "┃ 42", in: $0) == 25 }
            try tmux.sendRaw("999")
            try tmux.press("Enter")
            tmux.waitFor("the last item, and why") { $0.contains("50 / 50") && $0.contains("only 50: the last one") }
            try tmux.press("?")
            tmux.waitFor("the help") { $0.contains("Keys") && $0.contains("go to item number") }
            try tmux.press("x")
            tmux.waitFor("the help gone") { !$0.contains("go to item number") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 1)
        }

        @Test("input streams in: the first frame comes before the input ends, and the count grows")
        func streaming() throws {
            let tmux = try EndToEnd.run("(echo one; sleep 2; echo two) | swipe-tui ") { $0.contains("1 / 1+") }
            tmux.waitFor("the second line", timeout: 10) { $0.contains("1 / 2") && !$0.contains("1 / 2+") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 1)
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
