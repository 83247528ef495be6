import Foundation
import Testing

extension EndToEnd {
    /// `--bind` actions that run commands, in a real terminal: `execute` hands the terminal
    /// over and takes it back, `become` replaces the process, `reload` replaces the items,
    /// and no command outlives a signal that ends us.
    @Suite("--bind commands")
    struct BindCommandTests {
        @Test("execute hands the terminal to the command (its stdin is the terminal) and the screen comes back whole")
        func execute() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --bind 'ctrl-o:execute(echo ran {} {q} > /dev/tty; read -r line; echo \"read $line\" > /dev/tty; sleep 0.3)' < n.txt ") {
                $0.contains("50/50")
            }
            try tmux.press("4")
            // The ranking of "4" done (14 of 50 match), the best, 4, in focus.
            tmux.waitFor("the query") { $0.contains("> 4") && $0.contains("14/50") }
            try tmux.press("C-o")
            tmux.waitFor("the command on the shell's screen") { $0.contains("ran 4 4") && !$0.contains("/50") }
            try tmux.type("typed")
            tmux.waitFor("the command read the terminal") { $0.contains("read typed") }
            let back = tmux.waitFor("the list drawn again") { $0.contains("> 4") && $0.contains("/50") }
            #expect(!back.contains("ran 4"), "every row was drawn again")
            try tmux.press("BSpace")
            tmux.waitFor("keys work again") { $0.contains("50/50") }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
            #expect(try EndToEnd.picked(tmux).isEmpty)
        }

        @Test("become replaces our process with the command, which prints to our stdout and reads the terminal")
        func become() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --bind 'enter:become(echo became {} $$; read -r kids < /proc/$$/task/$$/children; echo \"children: $kids\"; read -r line; echo \"read $line\")' < n.txt ") {
                $0.contains("50/50")
            }
            let pid = try #require(try tmux.childPID())
            try tmux.press("Enter")
            // Keys typed before the command runs would still be ours: wait for its first line.
            let deadline = Date().addingTimeInterval(10)
            while (try? EndToEnd.picked(tmux))?.contains("became") != true && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            try tmux.type("typed")
            try EndToEnd.expectRestored(tmux, status: 0)
            let printed = try EndToEnd.picked(tmux)
            // The guardian was reaped before the exec: the shell inherited no child of ours.
            #expect(printed == "became 1 \(pid)\nchildren: \nread typed\n", "the shell ran as our process: \(printed)")
        }

        @Test("reload replaces the items with the command's output, the query kept")
        func reload() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --bind 'ctrl-r:reload(seq 100 130)' < n.txt ") { $0.contains("50/50") }
            try tmux.press("2")
            tmux.waitFor("the query") { $0.contains("> 2") && $0.contains("14/50") }
            try tmux.press("C-r")
            tmux.waitFor("the new items, filtered by the same query") { $0.contains("> 2") && $0.contains("12/31") && $0.contains("120") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            let picked = try EndToEnd.picked(tmux)
            #expect((["102", "112"] + (120...129).map(String.init)).map { $0 + "\n" }.contains(picked), "\(picked)")
        }

        @Test("SIGTERM while execute, execute-silent (and what it put in the background) and reload run: none of them survives")
        func noChildSurvivesSIGTERM() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --bind 'ctrl-s:execute-silent(sleep 308 & sleep 309)' --bind 'ctrl-r:reload(sleep 310)' --bind 'ctrl-o:execute(sleep 307)' < n.txt ") {
                $0.contains("50/50")
            }
            let pid = try #require(try tmux.childPID())
            let pattern = "^sleep 3(07|08|09|10)$"
            try tmux.press("C-s")
            try tmux.press("C-r")
            try Self.waitForProcesses(matching: pattern, count: 3)
            // execute holds the loop until its command exits: pressed last.
            try tmux.press("C-o")
            try Self.waitForProcesses(matching: pattern, count: 4)
            kill(pid, SIGTERM)
            try EndToEnd.expectRestored(tmux, status: 143)
            Thread.sleep(forTimeInterval: 0.2)
            #expect(try Self.processes(matching: pattern).isEmpty, "no command survived")
        }

        @Test("SIGKILL while a preview pipeline, execute, execute-silent and reload run: the guardian kills every one of their groups")
        func noChildSurvivesSIGKILL() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --preview 'sleep 321 | sleep 322' --bind 'ctrl-s:execute-silent(sleep 323 & sleep 324)' "
                                        + "--bind 'ctrl-r:reload(sleep 325)' --bind 'ctrl-o:execute(sleep 326 | sleep 327)' < n.txt ") {
                $0.contains("50/50")
            }
            let pid = try #require(try tmux.childPID())
            let pattern = "^sleep 32[1-7]$"
            try Self.waitForProcesses(matching: "^sleep 32[12]$", count: 2)
            try tmux.press("C-s")
            try tmux.press("C-r")
            try Self.waitForProcesses(matching: pattern, count: 5)
            // execute holds the loop until its command exits: pressed last.
            try tmux.press("C-o")
            try Self.waitForProcesses(matching: pattern, count: 7)
            try Self.expectNoneSurvivesSIGKILL(of: pid, in: tmux, matching: pattern)
        }

        @Test("with stderr closed, an execute command's stderr is not the guardian's socket: a preview started after it wrote there still dies on SIGKILL")
        func guardianSocketIsNeverStandard() throws {
            // Ten bytes to the command's stderr (ours, handed on). Were it the socket, they
            // would shift the guardian's messages and the next preview's group be lost.
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --preview 'sleep 35{n}' "
                                        + "--bind 'ctrl-s:execute(printf 0123456789 >&2)' < n.txt 2>&- ") {
                $0.contains("50/50")
            }
            let pid = try #require(try tmux.childPID())
            try Self.waitForProcesses(matching: "^sleep 350$", count: 1)
            // execute holds the loop until it ends: the move is taken after it.
            try tmux.press("C-s")
            try tmux.press("Up")
            try Self.waitForProcesses(matching: "^sleep 351$", count: 1)
            try Self.expectNoneSurvivesSIGKILL(of: pid, in: tmux, matching: "^sleep 35[01]$")
        }

        @Test("the guardian's command line is its name, not ours: `pkill -f` meant for us leaves it to do its work")
        func guardianCommandLine() throws {
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --preview 'echo {}' < n.txt ") { $0.contains("50/50") }
            let pid = try #require(try tmux.childPID())
            let found = try Subprocess.run(["/usr/bin/pgrep", "-P", "\(pid)", "-x", "swipe-tui-guard"], environment: ["PATH": "/usr/bin:/bin"])
            let guardian = try #require(Int32(found.output.split(separator: "\n").first ?? ""), "the guardian runs")
            let commandLine = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(guardian)/cmdline"))
            let shown = String(decoding: commandLine.split(separator: 0).first ?? Data(), as: UTF8.self)
            #expect(shown == "swipe-tui-guard", "its command line: \(shown)")
            #expect(commandLine.split(separator: 0).count == 1, "none of our arguments left")
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("a preview or execute-silent command that leaves its process group (setsid) ends with us: on Esc and on SIGTERM",
              arguments: [false, true])
        func noEscapeeSurvives(signalled: Bool) throws {
            // Distinct numbers per case: the two cases may run side by side.
            let (preview, silent) = signalled ? (313, 315) : (311, 312)
            let tmux = try EndToEnd.run("seq 1 50 > n.txt; swipe-tui --preview 'setsid sleep \(preview) & echo {}' "
                                        + "--bind 'ctrl-s:execute-silent[(setsid sleep \(silent) &)]' < n.txt ") { $0.contains("50/50") }
            let pid = try #require(try tmux.childPID())
            let pattern = "^sleep (\(preview)|\(silent))$"
            try tmux.press("C-s")
            try Self.waitForProcesses(matching: pattern, count: 2)
            if signalled {
                kill(pid, SIGTERM)
                try EndToEnd.expectRestored(tmux, status: 143)
            } else {
                try tmux.press("Escape")
                try EndToEnd.expectRestored(tmux, status: 130)
            }
            Thread.sleep(forTimeInterval: 0.2)
            #expect(try Self.processes(matching: pattern).isEmpty, "no command survived")
        }

        /// Kills `pid` (the binary) with SIGKILL and expects every process matching `pattern`
        /// gone within 5 s (the guardian's work); any left are killed so no later test sees them.
        static func expectNoneSurvivesSIGKILL(of pid: pid_t, in tmux: TmuxSession, matching pattern: String,
                                              sourceLocation: SourceLocation = #_sourceLocation) throws {
            kill(pid, SIGKILL)
            try tmux.waitForChildExit()
            let deadline = Date().addingTimeInterval(5)
            while try !processes(matching: pattern).isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            let left = try processes(matching: pattern)
            left.compactMap { Int32($0) }.forEach { kill($0, SIGKILL) }
            #expect(left.isEmpty, "no command survived SIGKILL", sourceLocation: sourceLocation)
        }

        /// Waits up to 10 s for `count` processes matching `pattern`.
        static func waitForProcesses(matching pattern: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let deadline = Date().addingTimeInterval(10)
            while try processes(matching: pattern).count < count && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(try processes(matching: pattern).count == count, "the commands started", sourceLocation: sourceLocation)
        }

        /// The pids of running processes whose command line matches `pattern`.
        static func processes(matching pattern: String) throws -> [String] {
            let found = try Subprocess.run(["/usr/bin/pgrep", "-f", pattern], environment: ["PATH": "/usr/bin:/bin"])
            return found.output.split(separator: "\n").map(String.init)
        }
    }
}
