import Foundation
import Testing

extension EndToEnd {
    /// fzf 0.38's actions beyond the first set, each bound with `--bind` in a real terminal:
    /// the preview pane's (`change-preview-window`, `toggle-preview-wrap`, `change-preview`,
    /// labels), the query's (`transform-query`, `put`, `backward-eof`), commands
    /// (`reload-sync`, `execute-multi`, argument parsing, `{f}` files of `execute-silent`).
    @Suite("fzf's further --bind actions")
    struct FzfActionTests {
        /// The column `text` starts at and the row it is on, first match from the top.
        static func place(of text: String, in screen: String) -> (column: Int, row: Int)? {
            for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), row) }
            }
            return nil
        }

        @Test("change-preview-window takes its alternatives in turn; toggle-preview-wrap wraps; change-preview and change-preview-label change the pane")
        func previewPane() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --preview 'echo P{}; printf \"%0120d\\n\" 0' --bind 'ctrl-o:change-preview-window(down,5|hidden|)' --bind 'alt-w:toggle-preview-wrap' --bind 'ctrl-v:change-preview(echo Q{})+change-preview-label(LBL)' < n.txt ") {
                $0.contains("50/50") && $0.contains("P1")
            }
            let right = try #require(Self.place(of: "P1", in: try tmux.screen()))
            #expect(right.column > 40, "beside the list, on the right")
            try tmux.press("C-o")
            let below = tmux.waitFor("the pane below the list") { Self.place(of: "P1", in: $0).map { $0.column < 10 && $0.row > 20 } == true }
            #expect(below.contains("50/50"))
            try tmux.press("C-o")
            tmux.waitFor("the pane hidden") { !$0.contains("P1") && $0.contains("50/50") }
            try tmux.press("C-o")
            tmux.waitFor("--preview-window's own pane again") { Self.place(of: "P1", in: $0).map { $0.column > 40 } == true }
            let zeros = { (screen: String) in screen.split(separator: "\n").filter { $0.contains("0000000000") }.count }
            #expect(zeros(try tmux.screen()) == 1, "the long line cut")
            try tmux.press("M-w")
            tmux.waitFor("the long line wrapped") { zeros($0) >= 3 }
            try tmux.press("M-w")
            tmux.waitFor("cut again") { zeros($0) == 1 }
            try tmux.press("C-v")
            tmux.waitFor("the new command's preview and the label") { $0.contains("Q1") && $0.contains("LBL") && !$0.contains("P1") }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("transform-query and transform-prompt take the command's first line; put alone types its key; backward-eof; toggle-sort's +S/-S")
        func queryActions() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --bind 'ctrl-t:transform-query(echo {}0; echo no)+transform-prompt(echo \"T> \")' --bind 'x:put+put' --bind 'backward-eof:change-prompt(EOF> )' --bind 'ctrl-s:toggle-sort' < n.txt ") {
                $0.contains("50/50 +S")
            }
            try tmux.press("C-s")
            tmux.waitFor("sorting off") { $0.contains("50/50 -S") }
            try tmux.press("C-s")
            tmux.waitFor("sorting on") { $0.contains("50/50 +S") }
            try tmux.press("C-t")
            tmux.waitFor("the query and the prompt from the commands") { $0.contains("T> 10") && $0.contains("/50 +S") }
            try tmux.press("C-u")
            tmux.waitFor("the query emptied, no backward-eof yet") { $0.contains("T>") && $0.contains("50/50") }
            #expect(!(try tmux.screen()).contains("EOF>"))
            try tmux.press("BSpace")
            tmux.waitFor("backward-eof on the empty query") { $0.contains("EOF>") }
            try tmux.press("x")
            tmux.waitFor("x typed twice") { $0.contains("EOF> xx") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 1)
        }

        @Test("an argument runs to the closing parenthesis before the end (fzf's parser); execute-multi gives every marked item; execute-silent's {f} file goes when its shell exits")
        func commands() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui -m --bind 'ctrl-e:execute-silent(echo \"(a)\" {} > nested.txt)' --bind 'alt-m:execute-multi(echo {} > multi.txt)' --bind 'alt-f:execute-silent(cat {f} > f.txt; echo {f} > fpath.txt)' < n.txt ") {
                $0.contains("50/50")
            }
            let directory = tmux.workDirectory
            func contents(_ name: String) -> String? {
                try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            }
            func waitForFile(_ name: String) -> String? {
                let deadline = Date().addingTimeInterval(10)
                while Date() < deadline {
                    if let text = contents(name), text.hasSuffix("\n") { return text }
                    Thread.sleep(forTimeInterval: 0.05)
                }
                return nil
            }
            try tmux.press("C-e")
            #expect(waitForFile("nested.txt") == "(a) 1\n")
            // Shift-Tab marks and moves up the screen (Tab moves down: from the first item, nowhere).
            try tmux.press("BTab")
            try tmux.press("BTab")
            tmux.waitFor("two marked") { $0.contains("(2)") }
            try tmux.press("M-m")
            #expect(waitForFile("multi.txt") == "1 2\n")
            try tmux.press("M-f")
            let path = try #require(waitForFile("fpath.txt")).trimmingCharacters(in: .newlines)
            #expect(waitForFile("f.txt") == "3\n")
            let deadline = Date().addingTimeInterval(10)
            while FileManager.default.fileExists(atPath: path) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(!FileManager.default.fileExists(atPath: path), "the {f} file went before swipe-tui ended")
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("reload-sync keeps the items until its command has ended, then shows them all")
        func reloadSync() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --bind 'ctrl-r:reload-sync(seq 100 104; sleep 2; seq 105 130)' < n.txt ") {
                $0.contains("50/50")
            }
            try tmux.press("C-r")
            try tmux.press("1")
            let during = tmux.waitFor("the old items still filtered") { $0.contains("/50") && $0.contains("> 1") }
            #expect(!during.contains("100"), "none of the command's first lines shows yet")
            tmux.waitFor("the new items, all at once") { $0.contains("31/31") }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("a change-preview-window alternative or a put fzf would refuse is refused at the start with exit 2", arguments: [
            "--bind 'ctrl-o:change-preview-window(down|sideways)'", "--bind 'ctrl-o:put'", "--bind 'start:put'",
            "--bind 'ctrl-o:change-query(a)+b)'",
        ])
        func refusals(arguments: String) throws {
            try Binary.requireBuilt()
            #expect(try FilterTests.run(arguments + " -f 1", input: "1\n").status == 2)
        }
    }
}
