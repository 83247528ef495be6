import Foundation
import Testing

extension EndToEnd {
    /// fzf's display options through the real binary: what the list looks like in a real
    /// terminal, and each bad value refused in one line.
    @Suite("List looks")
    struct ListLookTests {
        @Test("a bad display option is one line on stderr naming it, exit status 2", arguments: [
            (["--border=block"], "--border"),
            (["--border-label-pos", "x"], "--border-label-pos"),
            (["--info", "right"], "--info"),
            (["--info", "inline", "--no-info"], "--info"),
            (["--color", "spiner:2"], "--color"),
            (["--color", "fg:300"], "--color"),
            (["--margin", "1,2,3,4,5"], "--margin"),
            (["--padding", "99999999999999999999"], "--padding"),
            (["--hscroll-off", "99999999999999999999"], "--hscroll-off"),
            (["--hscroll-off", "-1"], "--hscroll-off"),
            (["--scrollbar=日"], "--scrollbar"),
            (["--scrollbar", "notes.md"], "--scrollbar"),
            (["--tabstop", "0"], "--tabstop"),
            (["--tabstop", "257"], "--tabstop"),
        ])
        func badValues(arguments: [String], option: String) throws {
            try Binary.requireBuilt()
            let command = "printf 'a\\n' | " + ([Binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ") + " 2>&1 >/dev/null"
            let result = try Subprocess.run(["/bin/sh", "-c", command], environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
            #expect(result.status == 2)
            let lines = result.output.split(separator: "\n")
            #expect(lines.count == 1 && lines.first?.hasPrefix("swipe-tui: ") == true && lines[0].contains(option), "stderr: \(result.output)")
        }

        @Test("--no-unicode draws the border, separator and scroll bar in ASCII; --black paints the background black; --min-height is --height N%'s floor; --filepath-word")
        func asciiBlackMinHeight() throws {
            // The test session sets NO_COLOR, which would rightly turn the colours off.
            let tmux = try EndToEnd.run("seq 100 | env -u NO_COLOR swipe-tui --height 10% --min-height 7 --border --no-unicode --black --filepath-word ",
                                        columns: 40, rows: 30) { $0.contains("100/100") }
            let rows = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let edges = rows.indices.filter { rows[$0].hasPrefix("+-") && rows[$0].hasSuffix("-+") }
            #expect(edges.count == 2 && edges[1] - edges[0] + 1 == 7, "a 7-row frame of + and -: \(rows)")
            #expect(rows.contains { $0.hasPrefix("| ") && $0.contains("100/100 -") && $0.hasSuffix(" |") }, "\(rows)")
            #expect(!rows.joined().contains { "─│╭╮╰╯".contains($0) }, "no box drawing: \(rows)")
            let styled = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "main"])
            #expect(styled.contains("\u{1B}[40m") || styled.contains("48;5;0m"), "a black background: \(styled.debugDescription)")
            try tmux.sendRaw("usr/lib")
            tmux.waitFor("the query typed") { $0.contains("> usr/lib") }
            try tmux.sendRaw("\u{1B}\u{7F}")
            tmux.waitFor("Alt-Backspace took the path's last part") { $0.contains("> usr/") && !$0.contains("usr/l") }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("a border from SWIPE_TUI_DEFAULT_OPTS does not stop a talk; typed for a talk it is refused")
        func borderAndTalks() throws {
            try Binary.requireBuilt()
            let talk = FileManager.default.temporaryDirectory.appendingPathComponent("look-\(getpid()).md")
            try "# One\n\n---\n\n# Two\n".write(to: talk, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: talk) }
            let command = "'\(Binary.path)' present '\(talk.path)' 2>&1 >/dev/null </dev/null"
            let defaults = "--border --border-label x --info inline --color light --margin 1 --no-scrollbar --hscroll-off 3"
            let lenient = try Subprocess.run(["/usr/bin/setsid", "/bin/sh", "-c", command],
                                             environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "SWIPE_TUI_DEFAULT_OPTS": defaults])
            #expect(lenient.output.contains("no terminal"), "stderr: \(lenient.output)")
            let typed = try Subprocess.run(["/usr/bin/setsid", "/bin/sh", "-c", command.replacingOccurrences(of: " 2>&1", with: " --border 2>&1")],
                                           environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
            #expect(typed.status == 2 && typed.output.contains("--border is not for present mode"), "stderr: \(typed.output)")
        }

        @Test("--border with a label, --margin, --info inline: the frame, the count after the query, the pick as ever")
        func borderedList() throws {
            let tmux = try EndToEnd.run("seq 100 | swipe-tui --border --border-label ' Lbl ' --margin 1,2 --info inline ", columns: 40, rows: 12) {
                $0.contains("< 100/100")
            }
            let rows = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(rows[1].hasPrefix("  ╭") && rows[1].contains(" Lbl ") && rows[1].hasSuffix("╮"), "\(rows)")
            #expect(rows[10].hasPrefix("  ╰") && rows[10].hasSuffix("╯"), "\(rows)")
            #expect(rows[9].hasPrefix("  │ > ") && rows[9].contains("< 100/100 ─"), "the count on the query line: \(rows)")
            #expect(rows[8].contains("│ > 1 ") && rows[8].hasSuffix("││"), "the focus, the scroll bar by the border: \(rows)")
            try tmux.press("Up", "Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "2\n")
        }

        @Test("fzf's rows: the heading over its columns, tabs every --tabstop columns, `(N)` marks, the terminal's cursor after the query, --scrollbar C")
        func fzfRows() throws {
            let tmux = try EndToEnd.run("(printf 'UID\\tPID\\n'; seq 30 | sed 's/^/root\\t/') | swipe-tui --header-lines 1 --tabstop 4 -m --scrollbar x ",
                                        columns: 40, rows: 10) { $0.contains("30/30 (0)") }
            try tmux.press("Tab")
            let rows = tmux.waitFor("one marked") { $0.contains("30/30 (1)") }.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(rows[7] == "  UID PID", "the heading at the text's column, its tab to column 4: \(rows)")
            #expect(rows[6].hasPrefix(">>root    1 ") && rows[6].hasSuffix("x"), "marked and focused, the scroll bar: \(rows)")
            #expect(rows[5].hasPrefix("  root    2"), "\(rows)")
            try tmux.sendRaw("ro")
            tmux.waitFor("the query") { $0.contains("> ro") && $0.contains("30/30 (1)") }
            let cursor = try tmux.tmux(["display-message", "-p", "-t", "main", "#{cursor_x} #{cursor_y} #{cursor_flag}"])
            #expect(cursor.trimmingCharacters(in: .whitespacesAndNewlines) == "4 9 1", "the cursor after `> ro`, shown: \(cursor)")
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "root\t1\n")
        }

        @Test("a long line scrolls so its match shows, the ellipsis at both cuts, as fzf shows it; --no-hscroll cuts at the end")
        func longLines() throws {
            let line = "a very long line x with the word needle in the middle of it and much more text after the needle"
            // The line shows whole for a frame before the query's ranking marks it.
            let tmux = try EndToEnd.run("echo '\(line)' | swipe-tui -q needle ", columns: 40, rows: 8) { $0.contains("1/1") && $0.contains("needle in") }
            let screen = try tmux.screen()
            #expect(screen.contains("> .. x with the word needle in the mi.."), "\(screen)")
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
            let cut = try EndToEnd.run("echo '\(line)' | swipe-tui -q needle --no-hscroll --ellipsis '~' ", columns: 40, rows: 8) { $0.contains("1/1") && $0.contains("~") }
            let cutScreen = try cut.screen()
            #expect(cutScreen.contains("> a very long line x with the word nee~"), "\(cutScreen)")
            try cut.press("Escape")
            try EndToEnd.expectRestored(cut, status: 130)
        }
    }
}
