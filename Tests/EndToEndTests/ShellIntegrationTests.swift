import Foundation
import Testing

extension EndToEnd {
    /// `swipe-tui --bash`, `--zsh` and `--fish` loaded into the real shell in a tmux pane:
    /// Ctrl-T, Ctrl-R and Alt-C as a person presses them at the prompt. zsh and fish are
    /// tested where installed (`make test` installs them).
    @Suite("The shell key bindings")
    struct ShellIntegrationTests {
        /// A shell started with no startup files, its prompt `sh$ `, the bindings loaded.
        struct Shell {
            /// The command that replaces the pane's `sh`.
            var start: String
            /// The line that loads the bindings (and makes multi-line history entries whole).
            var load: String
            /// How the shell quotes `a file.txt` when Ctrl-T inserts it.
            var quotedFile: String
            var executable: String
            /// Whether the prompt comes back on its own row after a pick (bash clears the line
            /// before a binding runs; zle and fish get it one row lower for now, DECISIONS.md).
            var redrawsInPlace = false

            var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }

            static let bash = Shell(start: "bash --norc --noprofile", load: "set -u; shopt -s lithist; eval \"$(swipe-tui --bash)\"",
                                    quotedFile: "a\\ file.txt", executable: "/usr/bin/bash", redrawsInPlace: true)
            static let zsh = Shell(start: "zsh -f -i", load: "HISTSIZE=100; source <(swipe-tui --zsh)",
                                   quotedFile: "a\\ file.txt", executable: "/usr/bin/zsh")
            static let fish = Shell(start: "fish --no-config",
                                    load: "function fish_prompt; echo -n 'sh$ '; end; swipe-tui --fish | source",
                                    quotedFile: "'a file.txt'", executable: "/usr/bin/fish")
        }

        /// A pane running `shell` in `tree/` of its work directory, which holds `a file.txt`,
        /// `sub dir/deep` and a `.git` the bindings skip; swipe-tui is first on PATH.
        static func session(_ shell: Shell) throws -> TmuxSession {
            try Binary.requireBuilt()
            let tmux = try TmuxSession()
            let files = FileManager.default
            let bin = tmux.workDirectory.appendingPathComponent("bin"), tree = Self.tree(tmux)
            try files.createDirectory(at: bin, withIntermediateDirectories: true)
            try files.createSymbolicLink(atPath: bin.appendingPathComponent("swipe-tui").path, withDestinationPath: Binary.path)
            try files.createDirectory(at: tree.appendingPathComponent("sub dir/deep"), withIntermediateDirectories: true)
            try files.createDirectory(at: tree.appendingPathComponent(".git/objects"), withIntermediateDirectories: true)
            files.createFile(atPath: tree.appendingPathComponent("a file.txt").path, contents: Data("inside\n".utf8))
            files.createFile(atPath: tree.appendingPathComponent(".git/objects/skipped").path, contents: Data())
            try tmux.type("cd tree && exec env -i HOME='\(tmux.workDirectory.path)' TERM=\"$TERM\" LANG=C.UTF-8 "
                          + "PATH='\(bin.path)':/usr/bin:/bin PS1='sh$ ' \(shell.start)")
            tmux.waitFor("the shell's prompt") { $0.contains("sh$") }
            try tmux.type(shell.load)
            try tmux.type("clear")
            tmux.waitFor("a clear screen") { Self.lastPromptLine($0) == "sh$" }
            return tmux
        }

        /// The directory the shell starts in.
        static func tree(_ tmux: TmuxSession) -> URL { tmux.workDirectory.appendingPathComponent("tree") }

        /// The last line that starts with the prompt, trailing blanks cut.
        static func lastPromptLine(_ screen: String) -> String? {
            screen.split(separator: "\n").last { $0.hasPrefix("sh$") }.map { String($0).trimmingCharacters(in: .whitespaces) }
        }

        /// The lines after the last prompt line (the shell's output), blank ones dropped.
        static func linesAfterPrompt(_ screen: String) -> [String] {
            let lines = screen.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard let prompt = lines.lastIndex(where: { $0.hasPrefix("sh$") }) else { return [] }
            return Array(lines[(prompt + 1)...])
        }

        /// Ctrl-T in the middle of a line: the picked file goes in at the cursor, quoted, and
        /// the line is not run; then Enter runs it as edited.
        static func ctrlT(_ tmux: TmuxSession, _ shell: Shell) throws {
            try tmux.sendRaw("echo before after")
            for _ in 0..<5 { try tmux.press("Left") }
            try tmux.press("C-t")
            let picker = tmux.waitFor("the files") { $0.contains("3/3") && $0.contains("sub dir/deep") }
            #expect(!picker.contains(".git"), "version-control directories are skipped")
            try tmux.sendRaw("afile")
            tmux.waitFor("the file focused") { $0.contains("1/3") && $0.contains("▌  a file.txt") }
            try tmux.press("Enter")
            tmux.waitFor("the path on the command line") { Self.lastPromptLine($0) == "sh$ echo before \(shell.quotedFile) after" }
            let screen = try tmux.screen()
            #expect(Self.linesAfterPrompt(screen).isEmpty, "the line was not run")
            if shell.redrawsInPlace {
                #expect(screen.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count == 1,
                        "the screen as it was: the prompt's line alone\n\(screen)")
            }
            try tmux.press("Enter")
            tmux.waitFor("the edited line run") { $0.contains("\nbefore a file.txt after") }
            try tmux.type("clear")
        }

        /// Ctrl-R: the newest entry first, each once, a multi-line command whole; the pick
        /// stands on the command line, not run.
        static func ctrlR(_ tmux: TmuxSession) throws {
            try tmux.type("echo dup")
            try tmux.type("echo dup")
            try tmux.sendRaw("echo 'two")
            try tmux.press("Enter")
            try tmux.type("lines'")
            try tmux.type("echo newest")
            try tmux.type("clear")
            tmux.waitFor("a clear screen") { Self.lastPromptLine($0) == "sh$" }
            try tmux.press("C-r")
            let picker = tmux.waitFor("the history") { $0.contains("▌  clear") && $0.contains("echo dup") }
            let rows = picker.split(separator: "\n")
            #expect(rows.filter { $0.hasSuffix("echo dup") || $0.contains("echo dup ") }.count == 1, "a command run twice shows once:\n\(picker)")
            let newest = rows.firstIndex { $0.contains("echo newest") }, older = rows.firstIndex { $0.contains("echo dup") }
            #expect(newest != nil && older != nil && newest! > older!, "newest first (nearest the query line):\n\(picker)")
            try tmux.sendRaw("two")
            tmux.waitFor("the command focused") { $0.contains("> two") && $0.contains("▌  echo 'two␊lines'") }
            try tmux.press("Enter")
            let screen = tmux.waitFor("the command on the line") { $0.contains("sh$ echo 'two\n") }
            let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let first = lines.lastIndex { $0 == "sh$ echo 'two" }
            #expect(first.map { $0 + 1 < lines.count && lines[$0 + 1] == "lines'" } == true, "the whole multi-line command:\n\(screen)")
            #expect(!screen.contains("\ntwo\n"), "not run")
            try tmux.press("Enter")
            tmux.waitFor("the command run") { $0.contains("\ntwo\nlines\n") }
            try tmux.type("clear")
        }

        /// Alt-C: the directories (not files), and the shell is in the picked one after.
        static func altC(_ tmux: TmuxSession) throws {
            tmux.waitFor("a clear screen") { Self.lastPromptLine($0) == "sh$" }
            try tmux.press("M-c")
            let picker = tmux.waitFor("the directories") { $0.contains("2/2") && $0.contains("sub dir/deep") }
            #expect(!picker.contains("a file.txt"), "only directories")
            try tmux.sendRaw("deep")
            tmux.waitFor("the directory focused") { $0.contains("1/2") && $0.contains("▌  sub dir/deep") }
            try tmux.press("Enter")
            tmux.waitFor("the prompt back") { Self.lastPromptLine($0) == "sh$" && !$0.contains("1/2") }
            try tmux.type("pwd")
            tmux.waitFor("the new directory") { $0.contains(Self.tree(tmux).path + "/sub dir/deep\n") }
        }

        static func allThree(_ shell: Shell) throws {
            let tmux = try session(shell)
            try ctrlT(tmux, shell)
            try ctrlR(tmux)
            try altC(tmux)
            #expect(try tmux.modes() == .restored)
        }

        @Test("bash with set -u: Ctrl-T inserts the picked path at the cursor, Ctrl-R puts the history line on the command line without running it, Alt-C changes directory")
        func bash() throws { try Self.allThree(.bash) }

        @Test("bash in vi mode: Ctrl-T in insert mode, Ctrl-R in command mode")
        func bashViMode() throws {
            let tmux = try Self.session(.bash)
            try tmux.type("set -o vi")
            try tmux.type("clear")
            try Self.ctrlT(tmux, .bash)
            tmux.waitFor("a clear screen") { Self.lastPromptLine($0) == "sh$" }
            try tmux.press("Escape")
            try tmux.press("C-r")
            tmux.waitFor("the history") { $0.contains("set -o vi") }
            try tmux.sendRaw("set -o")
            tmux.waitFor("the command focused") { $0.contains("> set -o") && $0.contains("▌  set -o vi") }
            try tmux.press("Enter")
            tmux.waitFor("the command on the line") { Self.lastPromptLine($0) == "sh$ set -o vi" }
        }

        @Test("zsh: Ctrl-T, Ctrl-R and Alt-C", .enabled(if: Shell.zsh.isInstalled))
        func zsh() throws { try Self.allThree(.zsh) }

        @Test("fish: Ctrl-T, Ctrl-R and Alt-C", .enabled(if: Shell.fish.isInstalled))
        func fish() throws { try Self.allThree(.fish) }
    }
}
