import Foundation
import Testing

extension EndToEnd {
    /// The list's preview pane in a real terminal: fzf's layout beside the list, and `{f}`
    /// files that never outlive their command nor us.
    @Suite("Preview pane")
    struct PreviewPaneTests {
        /// The files left in the pane's `tmp` directory (the test's `$TMPDIR`).
        static func leftovers(_ tmux: TmuxSession) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: tmux.workDirectory.appendingPathComponent("tmp").path)
        }

        @Test("right: the pane as tall as the screen beside the list, its count and query lines; the position at its top right, a label on its border")
        func besideTheList() throws {
            let tmux = try EndToEnd.run("seq 1 100 > n.txt; swipe-tui --preview 'seq {} 200' --preview-label ' seq ' < n.txt ",
                                        columns: 100, rows: 30) { $0.contains("100/100") && $0.contains("1/200") }
            try tmux.press("Up")
            // Once the command has ended: while it runs, fzf's spinner stands before the position.
            let screen = tmux.waitFor("the preview of 2, ended") { $0.contains("   1/199│") }
            let rows = screen.components(separatedBy: "\n")
            // 50 columns from column 50: the label centred as fzf's.
            #expect(rows[0].hasSuffix("╭" + String(repeating: "─", count: 21) + " seq " + String(repeating: "─", count: 22) + "╮"))
            #expect(rows[1].hasSuffix("│ 2" + String(repeating: " ", count: 40) + "1/199││"), "the position over the first row, the bar beside it")
            #expect(rows[28].hasPrefix("  100/100") && rows[28].hasSuffix("│"), "the count line beside the pane")
            #expect(rows[29].hasPrefix(">") && rows[29].hasSuffix("╰" + String(repeating: "─", count: 48) + "╯"), "the query line beside it")
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("the preview runs in $SHELL when it is a POSIX shell, as fzf's: bash's [[ … ]] works (fzf's own README example); under $SHELL=fish, /bin/sh")
        func previewInTheUsersShell() throws {
            let command = "[[ {} == 1 ]] && echo \\${BASH_VERSION:+in-bash}"
            let tmux = try EndToEnd.run("seq 1 3 | SHELL=/bin/bash swipe-tui --preview \"\(command)\" ", columns: 100, rows: 20) { $0.contains("3/3") }
            tmux.waitFor("bash's answer in the pane") { $0.contains("in-bash") }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
            let fish = try EndToEnd.run("seq 1 3 | SHELL=/usr/bin/fish swipe-tui --preview 'echo \"sh:$0\"' ", columns: 100, rows: 20) { $0.contains("3/3") }
            fish.waitFor("sh's $0 in the pane") { $0.contains("sh:/bin/sh") }
            try fish.press("Escape")
            try EndToEnd.expectRestored(fish, status: 130)
        }

        @Test("reload({f}) replaced by the next one takes its file with it; what a stopped reload left running is reaped, not left a zombie")
        func reloadsLeaveNothing() throws {
            let tmux = try EndToEnd.run("mkdir -p tmp; seq 1 50 > n.txt; TMPDIR=$PWD/tmp swipe-tui "
                                        + "--bind 'ctrl-r:reload(cat {f} >/dev/null; sleep 30 & seq 3; sleep 30)' < n.txt ") { $0.contains("50/50") }
            for _ in 0..<6 {
                try tmux.press("C-r")
                tmux.waitFor("the reload's rows") { $0.contains("3/3") }
                Thread.sleep(forTimeInterval: 0.1)
            }
            let files = try Self.leftovers(tmux)
            #expect(files.count <= 1, "only the running reload's file: \(files)")
            try Self.expectNoZombies(tmux)
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
            #expect(try Self.leftovers(tmux).isEmpty, "no file left behind")
        }

        @Test("{q} in the preview is the query, and the command runs again as the query changes (fzf's `rg {q} {}` previews)")
        func previewOfTheQuery() throws {
            let tmux = try EndToEnd.run("seq 100 | swipe-tui -q 5 --preview 'echo Q={q} I={}' ", columns: 100, rows: 20) { $0.contains("/100") }
            tmux.waitFor("the query in the pane") { $0.contains("Q=5 I=5") }
            try tmux.press("0")
            tmux.waitFor("the new query in the pane") { $0.contains("Q=50 I=50") }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("refresh-preview runs the command again for the item in focus; so does an item taking the focus again (fzf keeps no outputs)")
        func refreshPreview() throws {
            let tmux = try EndToEnd.run("seq 10 | swipe-tui --preview 'echo run >> runs.txt; echo R=$(wc -l < runs.txt)' --bind ctrl-r:refresh-preview ",
                                        columns: 100, rows: 20) { $0.contains("R=1") }
            try tmux.press("C-r")
            tmux.waitFor("the second run's output") { $0.contains("R=2") }
            // As fzf's, an item that takes the focus again runs its command again.
            try tmux.press("Up")
            tmux.waitFor("the next item's run") { $0.contains("R=3") }
            try tmux.press("Down")
            tmux.waitFor("the first item's command run again, not its output kept") { $0.contains("R=4") }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("preview(…) runs its command once for the item in focus; moving on brings --preview's back (change-preview is the lasting one)")
        func oneShotPreview() throws {
            let tmux = try EndToEnd.run("seq 5 | swipe-tui --preview 'echo A{}' --bind 'ctrl-v:preview(echo B{}),ctrl-w:change-preview(echo C{})' ",
                                        columns: 100, rows: 20) { $0.contains("A1") }
            try tmux.press("C-v")
            tmux.waitFor("the one-shot command's output") { $0.contains("B1") }
            try tmux.press("Up")
            tmux.waitFor("--preview's command for the next item") { $0.contains("A2") }
            try tmux.press("Down")
            tmux.waitFor("--preview's command again, not the one-shot's") { $0.contains("A1") }
            try tmux.press("C-w")
            tmux.waitFor("the changed command") { $0.contains("C1") }
            try tmux.press("Up")
            tmux.waitFor("the changed command stays") { $0.contains("C2") }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
            // With no --preview, the one-shot command opens the pane.
            let alone = try EndToEnd.run("seq 5 | swipe-tui --bind 'ctrl-v:preview(echo ONCE{})' ", columns: 100, rows: 20) { $0.contains("5/5") }
            try alone.press("C-v")
            alone.waitFor("the one-shot command's output with no --preview") { $0.contains("ONCE1") }
            try alone.press("Escape")
            try EndToEnd.expectRestored(alone, status: 130)
        }

        @Test("a preview pipeline stopped by a move, and an execute's, leave no zombie behind (the subreaper reaps them)")
        func stoppedPipelinesAreReaped() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --preview 'echo {} >> started.txt; sleep 30 | cat | cat' "
                                        + "--bind 'ctrl-x:execute(sleep 30 | cat & echo ran >> started.txt)' < n.txt ") { $0.contains("50/50") }
            func started() -> [Substring] {
                ((try? String(contentsOf: tmux.workDirectory.appendingPathComponent("started.txt"), encoding: .utf8)) ?? "").split(separator: "\n")
            }
            for item in 1...6 {
                let deadline = Date().addingTimeInterval(10)
                while !started().contains(Substring(String(item))) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
                #expect(started().contains(Substring(String(item))), "the preview of \(item) started")
                try tmux.press("Up")
            }
            try tmux.press("C-x")
            let deadline = Date().addingTimeInterval(10)
            while !started().contains("ran") && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            try Self.expectNoZombies(tmux)
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        /// Waits (up to 5 s) for the program's zombie children to be reaped, and expects none.
        static func expectNoZombies(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let pid = try #require(try tmux.childPID())
            func zombies() throws -> Int {
                let children = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8).split(separator: " ")
                return children.filter { child in
                    let stat = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)) ?? ""
                    return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
                }.count
            }
            let deadline = Date().addingTimeInterval(5)
            while try zombies() > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(try zombies() == 0, "no zombie children", sourceLocation: sourceLocation)
        }

        @Test("{f}: the file is 0600 in $TMPDIR, holds the item, and is gone once the preview ran; on Esc and on SIGTERM none is left",
              arguments: [false, true])
        func temporaryFiles(signalled: Bool) throws {
            let tmux = try EndToEnd.run("mkdir -p tmp; seq 1 50 > n.txt; TMPDIR=$PWD/tmp swipe-tui "
                                        + "--preview 'stat -c \"mode %a\" {f}; cat {f}; [ {} = 3 ] && sleep 30' < n.txt ") {
                $0.contains("50/50") && $0.contains("mode 600")
            }
            #expect(try Self.leftovers(tmux).isEmpty, "the first preview's file is removed")
            try tmux.press("Up", "Up")
            // The preview of 3 holds its two files (one per {f}) while it sleeps.
            func held() throws -> [String] {
                try Self.leftovers(tmux).compactMap { try? String(contentsOf: tmux.workDirectory.appendingPathComponent("tmp/" + $0), encoding: .utf8) }
            }
            let deadline = Date().addingTimeInterval(10)
            while try held() != ["3\n", "3\n"] && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(try held() == ["3\n", "3\n"])
            if signalled {
                let pid = try #require(try tmux.childPID())
                kill(pid, SIGTERM)
                try EndToEnd.expectRestored(tmux, status: 143)
            } else {
                try tmux.press("Escape")
                try EndToEnd.expectRestored(tmux, status: 130)
            }
            #expect(try Self.leftovers(tmux).isEmpty, "no file left behind")
        }
    
        @Test("a slow command's first line shows while it still runs; the rest follows once it goes on (fzf's)")
        func showsOutputAsItComes() throws {
            let tmux = try EndToEnd.run("mkfifo gate; seq 1 3 | swipe-tui --preview 'echo first-{}; read x < gate; echo second-{}' ",
                                        columns: 100, rows: 20) { $0.contains("3/3") && $0.contains("first-1") }
            #expect(try !tmux.screen().contains("second-1"), "the command is still waiting")
            // Never blocks: with no reader (a command already stopped) the test just fails.
            let gate = open(tmux.workDirectory.appendingPathComponent("gate").path, O_WRONLY | O_NONBLOCK)
            #expect(gate >= 0, "the command still reads the gate")
            if gate >= 0 {
                _ = write(gate, "go\n", 3)
                close(gate)
            }
            tmux.waitFor("the rest of the output") { $0.contains("second-1") }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("follow: a line appended to the file `tail -f` watches shows at the pane's end")
        func followsAGrowingFile() throws {
            let tmux = try EndToEnd.run("seq 1 100 > log; echo x | swipe-tui --preview 'tail -n +1 -f log' --preview-window follow ",
                                        columns: 100, rows: 20) { $0.contains("1/1") && $0.contains("100") }
            let log = try #require(FileHandle(forWritingAtPath: tmux.workDirectory.appendingPathComponent("log").path))
            log.seekToEndOfFile()
            log.write(Data("appended-line\n".utf8))
            try log.close()
            let screen = tmux.waitFor("the appended line") { $0.contains("appended-line") }
            let rows = screen.components(separatedBy: "\n")
            let last = try #require(rows.lastIndex { $0.contains("│") && !$0.contains("╰") })
            #expect(rows[last].contains("appended-line"), "on the pane's last row: \(screen)")
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }
    }
}
