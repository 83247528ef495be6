import Foundation
import Testing

extension EndToEnd {
    /// The picker as fzf users drive it: the list layout, typing first, the right pick,
    /// fzf's exit codes, `--bind`, `--expect` and `--print-query`, `--height`.
    @Suite("The picker")
    struct PickerTests {
        @Test("the right pick: -q rmttar on a reversed /usr listing picks what fzf ranks first, once the ranking completes")
        func rightPickOnReversedListing() throws {
            let tmux = try EndToEnd.run("find /usr -type f 2>/dev/null | tac > l.txt; swipe-tui -q rmttar < l.txt ") {
                $0.contains("> rmttar") && $0.contains("/")
            }
            // The whole ranking is in when the count no longer has its `+`.
            tmux.waitFor("the complete ranking") { screen in
                screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true && !$0.contains("+") }
            }
            Thread.sleep(forTimeInterval: 0.3)
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            let fzf = try Subprocess.run(["sh", "-c", "cd \"$0\" && fzf --filter rmttar < l.txt | head -1", tmux.workDirectory.path],
                                         environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
            let picked = try EndToEnd.picked(tmux)
            #expect(!fzf.output.isEmpty && picked == fzf.output, "fzf's first: \(fzf.output)")
        }

        @Test("typing filters at once and no letter is a command; Esc, Ctrl-C, Ctrl-G abort with 130; Enter on no match exits 1")
        func typingAndExitCodes() throws {
            for (keys, status) in [(["Escape"], 130), (["C-c"], 130), (["C-g"], 130), (["z", "z", "q", "Enter"], 1)] {
                let tmux = try EndToEnd.run("seq 1 500 | swipe-tui ") { $0.contains("500/500") }
                try tmux.press("d", "t", "s")
                tmux.waitFor("the letters in the query") { $0.contains("> dts") && $0.contains("0/500") }
                try tmux.press("C-u")
                tmux.waitFor("the query emptied") { $0.contains("500/500") }
                for key in keys { try tmux.press(key) }
                try EndToEnd.expectRestored(tmux, status: status)
                #expect(try EndToEnd.picked(tmux).isEmpty)
            }
        }

        @Test("Ctrl-C is a key: a calling script goes on after the 130; a SIGINT from outside still restores the terminal")
        func ctrlCIsAKey() throws {
            let tmux = try EndToEnd.run("sh -c \"seq 1 500 | swipe-tui ; echo after=\\$?\" ") { $0.contains("500/500") }
            try tmux.press("C-c")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "after=130\n", "the script went on (a SIGINT would have ended it too)")
            let signalled = try EndToEnd.run("seq 1 500 > n.txt; swipe-tui < n.txt") { $0.contains("500/500") }
            let pid = try #require(try signalled.childPID())
            kill(pid, SIGINT)
            try EndToEnd.expectRestored(signalled, status: 130)
        }

        @Test("--bind chains fzf's actions; --expect and --print-query print the key and the query first")
        func bindExpectPrintQuery() throws {
            let tmux = try EndToEnd.run("seq 1 500 | swipe-tui --bind 'ctrl-x:last+accept' ") { $0.contains("500/500") }
            try tmux.press("C-x")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "500\n")
            let expecting = try EndToEnd.run("seq 1 500 | swipe-tui --expect ctrl-o,alt-v --print-query ") { $0.contains("500/500") }
            try expecting.press("4", "2")
            expecting.waitFor("the filter") { $0.contains("> 42") && $0.contains("/500") && !$0.contains("+") }
            Thread.sleep(forTimeInterval: 0.3)
            try expecting.press("C-o")
            try EndToEnd.expectRestored(expecting, status: 0)
            #expect(try EndToEnd.picked(expecting) == "42\nctrl-o\n42\n")
        }

        @Test("--height with the list layout keeps the lines above and shows one row per item")
        func heightKeepsLinesAbove() throws {
            let tmux = try EndToEnd.run("echo above-1; echo above-2; seq 1 500 | swipe-tui --height 10 ") { $0.contains("500/500") }
            let screen = try tmux.screen()
            #expect(screen.contains("above-1") && screen.contains("above-2"), "the shell's lines stay")
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(rows.contains { $0.hasPrefix("> 1") } && rows.contains { $0.hasPrefix("  8") }, "eight rows of items over the info and query lines")
            try tmux.press("Up", "Up", "Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "3\n")
        }
    }
}
