import Foundation
import Testing

extension EndToEnd {
    /// `swipe-tui --bash`, `--zsh` and `--fish` loaded into the real shell in a tmux pane:
    /// Ctrl-T, Ctrl-R and Alt-C as a person presses them at the prompt. zsh and fish are
    /// tested where installed (`make test` installs them).
    @Suite("The shell key bindings")
    struct ShellIntegrationTests {
        /// A shell started with no startup files, its prompt `sh$ `, the bindings loaded.
        struct Shell: Sendable, CustomTestStringConvertible {
            /// The command that replaces the pane's `sh`.
            var start: String
            /// The line that loads the bindings (and makes multi-line history entries whole).
            var load: String
            /// How the shell quotes `a file.txt` when Ctrl-T inserts it.
            var quotedFile: String
            var executable: String

            var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }
            var testDescription: String { URL(fileURLWithPath: executable).lastPathComponent }

            static let bash = Shell(start: "bash --norc --noprofile", load: "set -u; shopt -s lithist; eval \"$(swipe-tui --bash)\"",
                                    quotedFile: "a\\ file.txt", executable: "/usr/bin/bash")
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

        /// The screen's rows, trailing blanks cut.
        static func rows(_ screen: String) -> [String] {
            screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
        }

        /// Ctrl-T in the middle of a line: the picked file goes in at the cursor, quoted, and
        /// the line is not run; the prompt is drawn again on its own row, the screen as it was
        /// (the picker put the cursor back where the shell left it); then Enter runs the line
        /// as edited.
        static func ctrlT(_ tmux: TmuxSession, _ shell: Shell) throws {
            try tmux.sendRaw("echo before after")
            let before = tmux.waitFor("the line typed") { Self.lastPromptLine($0) == "sh$ echo before after" }
            let promptRow = Self.rows(before).lastIndex { $0.hasPrefix("sh$") }
            for _ in 0..<5 { try tmux.press("Left") }
            try tmux.press("C-t")
            let picker = tmux.waitFor("the files") { $0.contains("3/3") && $0.contains("sub dir/deep") }
            #expect(!picker.contains(".git"), "version-control directories are skipped")
            try tmux.sendRaw("afile")
            tmux.waitFor("the file focused") { $0.contains("1/3") && $0.contains("> a file.txt") }
            try tmux.press("Enter")
            tmux.waitFor("the path on the command line") { Self.lastPromptLine($0) == "sh$ echo before \(shell.quotedFile) after" }
            let screen = try tmux.screen()
            #expect(Self.linesAfterPrompt(screen).isEmpty, "the line was not run")
            #expect(Self.rows(screen).lastIndex { $0.hasPrefix("sh$") } == promptRow, "the prompt on the row it was on:\n\(screen)")
            #expect(Self.rows(screen).filter { !$0.isEmpty }.count == 1, "the screen as it was: the prompt's line alone\n\(screen)")
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
            let picker = tmux.waitFor("the history") { $0.contains("> clear") && $0.contains("echo dup") }
            let rows = picker.split(separator: "\n")
            #expect(rows.filter { $0.hasSuffix("echo dup") || $0.contains("echo dup ") }.count == 1, "a command run twice shows once:\n\(picker)")
            let newest = rows.firstIndex { $0.contains("echo newest") }, older = rows.firstIndex { $0.contains("echo dup") }
            #expect(newest != nil && older != nil && newest! > older!, "newest first (nearest the query line):\n\(picker)")
            try tmux.sendRaw("two")
            tmux.waitFor("the command focused") { $0.contains("> two") && $0.contains("> echo 'two lines'") }
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
            tmux.waitFor("the directory focused") { $0.contains("1/2") && $0.contains("> sub dir/deep") }
            try tmux.press("Enter")
            tmux.waitFor("the prompt back") { Self.lastPromptLine($0) == "sh$" && !$0.contains("1/2") }
            try tmux.type("pwd")
            tmux.waitFor("the new directory") { $0.contains(Self.tree(tmux).path + "/sub dir/deep\n") }
        }

        /// Ctrl-T with the prompt `fill` rows down (on the last row when the screen is full, so
        /// that the picker scrolls the lines above up to make room): after the pick the prompt
        /// is drawn once, right under the lines above it, and nothing is left below.
        static func ctrlT(_ tmux: TmuxSession, _ shell: Shell, promptOnRow fill: Int) throws {
            try tmux.type("clear; seq 1 \(fill)")
            tmux.waitFor("the numbers") { Self.lastPromptLine($0) == "sh$" && $0.contains("\n\(fill)\n") }
            try tmux.sendRaw("echo ")
            try tmux.press("C-t")
            tmux.waitFor("the files") { $0.contains("3/3") }
            try tmux.sendRaw("afile")
            tmux.waitFor("the file focused") { $0.contains("1/3") && $0.contains("> a file.txt") }
            try tmux.press("Enter")
            let screen = tmux.waitFor("the path on the command line") { Self.lastPromptLine($0) == "sh$ echo \(shell.quotedFile)" }
            let rows = Self.rows(screen)
            let prompt = try #require(rows.firstIndex { $0.hasPrefix("sh$") })
            #expect(rows.filter { $0.hasPrefix("sh$") }.count == 1, "the prompt drawn once:\n\(screen)")
            #expect(prompt > 0 && (0..<prompt).allSatisfy { rows[$0] == "\(fill - prompt + $0 + 1)" },
                    "the lines above kept, in order, the prompt right under them:\n\(screen)")
            let nothingBelow = rows[(prompt + 1)...].allSatisfy { $0.isEmpty }
            #expect(nothingBelow, "nothing left below:\n\(screen)")
            try tmux.press("C-u")
            try tmux.type("clear")
            tmux.waitFor("a clear screen") { Self.lastPromptLine($0) == "sh$" }
        }

        /// `**<Tab>` in `src/`, which holds names with a space, quotes, a newline and a leading
        /// dash: every pick comes back quoted so that the command gets each name whole; a
        /// directory before the trigger is where the walk starts and what follows it the
        /// query; after cd only directories; the prompt stays on its row.
        static func completion(_ shell: Shell) throws {
            let tmux = try session(shell)
            let src = tree(tmux).appendingPathComponent("src"), files = FileManager.default
            try files.createDirectory(at: src.appendingPathComponent("lib"), withIntermediateDirectories: true)
            try files.createDirectory(at: src.appendingPathComponent("we ird"), withIntermediateDirectories: true)
            for name in ["lib/main.c", "we ird/it's \"q\"", "-dash", "new\nline"] {
                _ = files.createFile(atPath: src.appendingPathComponent(name).path, contents: Data())
            }
            try tmux.type("cd src; clear")
            tmux.waitFor("a clear screen") { Self.lastPromptLine($0) == "sh$" }
            try tmux.sendRaw("printf '<%s>\\n' **")
            try tmux.press("Tab")
            let picker = tmux.waitFor("the paths") { $0.contains("6/6") && $0.contains("new line") }
            #expect(Self.rows(picker).first == "sh$ printf '<%s>\\n' **", "the picker under the prompt:\n\(picker)")
            // The list runs up from the query line: Shift-Tab marks and moves up to the next
            // item (fzf's toggle+up; Tab would mark and move down, staying on the first).
            for _ in 0..<6 { try tmux.press("BTab") }
            tmux.waitFor("all marked") { $0.contains("(6)") || $0.contains("6 marked") || $0.filter { $0 == "┃" }.count == 6 }
            try tmux.press("Enter")
            let line = tmux.waitFor("the picks on the line") { !$0.contains("6/6") && Self.lastPromptLine($0)?.contains("main.c") == true }
            #expect(Self.rows(line).filter { !$0.isEmpty }.first?.hasPrefix("sh$ printf") == true, "the prompt on its row:\n\(line)")
            #expect(!line.contains("**"), "the word replaced")
            try tmux.press("Enter")
            let output = tmux.waitFor("the names printed") { $0.contains("<lib/main.c>") }
            for name in ["<lib>", "<we ird>", "<we ird/it's \"q\">", "<./-dash>", "<new\nline>"] {
                #expect(output.contains(name), "\(name) whole:\n\(output)")
            }
            // A directory before the trigger: the walk starts there, the rest is the query.
            try tmux.type("clear")
            try tmux.sendRaw("printf '<%s>\\n' lib/ma**")
            try tmux.press("Tab")
            tmux.waitFor("the query") { $0.contains("> ma") && $0.contains("1/1") && $0.contains("lib/main.c") }
            try tmux.press("Enter")
            tmux.waitFor("the pick on the line") { Self.lastPromptLine($0) == "sh$ printf '<%s>\\n' lib/main.c" }
            try tmux.press("C-u")
            // cd: directories only.
            try tmux.sendRaw("cd **")
            try tmux.press("Tab")
            let directories = tmux.waitFor("the directories") { $0.contains("2/2") && $0.contains("we ird") }
            #expect(!directories.contains("main.c") && !directories.contains("dash"), "only directories:\n\(directories)")
            try tmux.sendRaw("we")
            tmux.waitFor("the directory focused") { $0.contains("1/2") && $0.contains("> we ird") }
            try tmux.press("Enter")
            tmux.waitFor("the directory on the line") { Self.lastPromptLine($0)?.hasPrefix("sh$ cd we") == true }
            try tmux.press("Enter")
            try tmux.type("pwd")
            tmux.waitFor("the new directory") { $0.contains(src.path + "/we ird\n") }
            // A word without the trigger completes as before.
            try tmux.sendRaw("ls ../li")
            try tmux.press("Tab")
            tmux.waitFor("the usual completion") { Self.lastPromptLine($0) == "sh$ ls ../lib/" }
            #expect(try tmux.modes() == .restored)
        }

        /// A `**` word typed after `line`'s other words: `query` is what the picker should
        /// start with, the word read for its quoting only; nil where the shell offers no
        /// completion for it.
        struct TypedWord: Sendable {
            var line: String
            var query: String?
        }

        /// Words that run `touch pwnedN` (or arithmetic) if the shell reads them as code:
        /// F7 in the security review (zsh's `(e)` flag re-expands what a deny-list let
        /// through; bash's arithmetic evaluates a subscript that COMP_LINE holds).
        static func hostileWords(_ shell: Shell) -> [TypedWord] {
            let bash = shell.executable.hasSuffix("bash")
            return [
                TypedWord(line: #"ls ${(e):-\$\(touch\ pwned1\)}**"#, query: "${(e):-$(touch pwned1)}"),
                TypedWord(line: "ls $(touch pwned2)**", query: "$(touch pwned2)"),
                TypedWord(line: "ls `touch pwned3`**", query: "`touch pwned3`"),
                TypedWord(line: "ls ${x:-$(touch pwned4)}**", query: "${x:-$(touch pwned4)}"),
                // bash runs no completion inside `$((`.
                TypedWord(line: "ls $((1))**", query: bash ? nil : "$((1))"),
                TypedWord(line: "ls $[1]**", query: "$[1]"),
                // zsh's (Q) leaves the backslash inside ${…}, bash's quoting removes it.
                TypedWord(line: #"BASH_VERSINFO[$(touch${IFS}pwned7)] $[${COMP_LINE%%\ *}]**"#,
                          query: bash ? "$[${COMP_LINE%% *}]" : #"$[${COMP_LINE%%\ *}]"#)
            ]
        }

        /// Each hostile word with Tab: the picker opens with the word as typed for its query
        /// (nothing in it expanded), Esc leaves the line as it was, no file was created, and
        /// the shell runs the next command.
        static func hostileCompletion(_ shell: Shell) throws {
            let tmux = try session(shell)
            for (index, word) in hostileWords(shell).enumerated() {
                try tmux.sendRaw(word.line)
                try tmux.press("Tab")
                if let query = word.query {
                    tmux.waitFor("the picker, its query as typed") { $0.split(separator: "\n").contains { $0 == "> \(query)" } }
                    try tmux.press("Escape")
                    let screen = tmux.waitFor("the picker gone") { !$0.contains("> \(query)") }
                    // bash puts the word back only from its last COMP_WORDBREAKS character (`:`, `(`).
                    if !shell.executable.hasSuffix("bash") {
                        #expect(Self.lastPromptLine(screen) == "sh$ \(word.line)", "the line as it was:\n\(screen)")
                    }
                }
                try tmux.press("C-u")
                try tmux.type("echo alive-\(index)")
                tmux.waitFor("the shell still running commands") { $0.contains("\nalive-\(index)\n") }
                let created = try FileManager.default.contentsOfDirectory(atPath: tree(tmux).path).filter { $0.hasPrefix("pwned") }
                #expect(created.isEmpty, "\(word.line) ran code on Tab: \(created)")
                try tmux.type("clear")
                tmux.waitFor("a clear screen") { Self.lastPromptLine($0) == "sh$" }
            }
            #expect(try tmux.modes() == .restored)
        }

        /// The words people type still read as the shell would: a quoted directory name with
        /// a space, and `~/` for the home directory (the work directory here).
        static func quotedAndHomeCompletion(_ shell: Shell) throws {
            let tmux = try session(shell)
            let tree = Self.tree(tmux)
            try FileManager.default.createDirectory(at: tree.appendingPathComponent("my dir"), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: tree.appendingPathComponent("my dir/inner.txt").path, contents: Data())
            try tmux.sendRaw("ls 'my dir'/**")
            try tmux.press("Tab")
            tmux.waitFor("the walk in my dir") { $0.contains("1/1") && $0.contains("> my dir/inner.txt") }
            try tmux.press("Enter")
            tmux.waitFor("the pick on the line") { Self.lastPromptLine($0) == "sh$ ls my\\ dir/inner.txt" }
            try tmux.press("C-u")
            try tmux.sendRaw("ls ~/tree/my**")
            try tmux.press("Tab")
            tmux.waitFor("the walk in the home directory's tree/") {
                $0.contains("> my") && $0.contains("\(tree.path)/my dir/inner.txt")
            }
            try tmux.sendRaw("inner")
            tmux.waitFor("the file focused") { $0.contains("> \(tree.path)/my dir/inner.txt") }
            try tmux.press("Enter")
            tmux.waitFor("the pick on the line") { Self.lastPromptLine($0) == "sh$ ls \(tree.path)/my\\ dir/inner.txt" }
            #expect(try tmux.modes() == .restored)
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

        @Test("Ctrl-T with the prompt in the middle and on the last row: the prompt is drawn once, where the shell had it (moved up with the lines above when the picker scrolled them)",
              arguments: [Shell.bash, .zsh, .fish])
        func promptRow(_ shell: Shell) throws {
            guard shell.isInstalled else { return }
            let tmux = try Self.session(shell)
            try Self.ctrlT(tmux, shell, promptOnRow: 10)
            try Self.ctrlT(tmux, shell, promptOnRow: 29)
        }

        @Test("bash: Alt-C draws the prompt again with the new directory and keeps the line being typed; Esc changes nothing")
        func bashAltCPrompt() throws {
            let tmux = try Self.session(.bash)
            try tmux.type("PS1='[\\W] sh$ '; clear")
            tmux.waitFor("the directory in the prompt") { $0.hasPrefix("[tree] sh$") }
            try tmux.sendRaw("echo kept")
            try tmux.press("M-c")
            tmux.waitFor("the directories") { $0.contains("2/2") }
            try tmux.press("Escape")
            var screen = tmux.waitFor("the picker gone") { !$0.contains("2/2") }
            #expect(Self.rows(screen).filter { !$0.isEmpty } == ["[tree] sh$ echo kept"], "nothing changed:\n\(screen)")
            try tmux.press("M-c")
            tmux.waitFor("the directories") { $0.contains("2/2") }
            try tmux.sendRaw("deep")
            tmux.waitFor("the directory focused") { $0.contains("1/2") && $0.contains("> sub dir/deep") }
            try tmux.press("Enter")
            screen = tmux.waitFor("the new directory in the prompt") { Self.rows($0).last { !$0.isEmpty } == "[deep] sh$ echo kept" }
            #expect(screen.contains("[tree] sh$ builtin cd -- \(Self.tree(tmux).path)/sub\\ dir/deep\n"), "the cd run as a line:\n\(screen)")
            try tmux.press("Enter")
            tmux.waitFor("the kept line run") { $0.contains("\nkept\n") }
        }

        @Test("fish in vi mode, the bindings loaded before or after fish_vi_key_bindings: Ctrl-T and Alt-C in insert mode, Ctrl-R in command mode",
              .enabled(if: Shell.fish.isInstalled), arguments: [true, false])
        func fishViMode(loadedFirst: Bool) throws {
            var shell = Shell.fish
            // Without a config fish has no handler that applies a change of fish_key_bindings;
            // setting it first lets fish_vi_key_bindings bind at once, as in a config file.
            let vi = "set -g fish_key_bindings fish_vi_key_bindings; fish_vi_key_bindings"
            let load = "swipe-tui --fish | source"
            shell.load = "function fish_prompt; echo -n 'sh$ '; end; function fish_mode_prompt; end; "
                + (loadedFirst ? "\(load); \(vi)" : "\(vi); \(load)")
            let tmux = try Self.session(shell)
            try Self.ctrlT(tmux, shell)
            tmux.waitFor("a clear screen") { Self.lastPromptLine($0) == "sh$" }
            try tmux.press("Escape")
            try tmux.press("C-r")
            tmux.waitFor("the history") { $0.contains("echo before") }
            try tmux.sendRaw("before")
            tmux.waitFor("the command focused") { $0.contains("> before") && $0.contains("> echo before") }
            try tmux.press("Enter")
            tmux.waitFor("the command on the line") { Self.lastPromptLine($0) == "sh$ echo before 'a file.txt' after" }
            try tmux.press("Enter")
            tmux.waitFor("the command run") { $0.contains("\nbefore a file.txt after\n") }
            try tmux.type("clear")
            try Self.altC(tmux)
        }

        @Test("bash: **<Tab> picks paths, quoted whole, from the directory before the trigger; after cd directories only", .enabled(if: Shell.bash.isInstalled))
        func bashCompletion() throws { try Self.completion(.bash) }

        @Test("zsh: **<Tab> picks paths, quoted whole, from the directory before the trigger; after cd directories only", .enabled(if: Shell.zsh.isInstalled))
        func zshCompletion() throws { try Self.completion(.zsh) }

        @Test("**<Tab> never runs the word: $(…), `…`, ${…$(…)}, zsh's ${(e)…}, arithmetic and COMP_LINE tricks are a query as typed; Esc leaves the line and the shell as they were",
              arguments: [Shell.bash, .zsh])
        func hostileCompletionWords(_ shell: Shell) throws {
            guard shell.isInstalled else { return }
            try Self.hostileCompletion(shell)
        }

        @Test("**<Tab> reads a quoted directory name with a space and a leading ~/ as the shell would", arguments: [Shell.bash, .zsh])
        func quotedAndHomeCompletionWords(_ shell: Shell) throws {
            guard shell.isInstalled else { return }
            try Self.quotedAndHomeCompletion(shell)
        }

        @Test("bash in vi mode: Ctrl-T in insert mode, Ctrl-R in command mode")
        func bashViMode() throws {
            let tmux = try Self.session(.bash)
            try tmux.type("set -o vi")
            tmux.waitFor("vi mode set") { $0.contains("set -o vi") && Self.lastPromptLine($0) == "sh$" }
            try tmux.type("clear")
            // Typed before the cleared screen's prompt, the line would be echoed and then wiped.
            tmux.waitFor("the cleared screen's prompt") { Self.rows($0).filter { !$0.isEmpty } == ["sh$"] }
            try Self.ctrlT(tmux, .bash)
            tmux.waitFor("a clear screen") { Self.lastPromptLine($0) == "sh$" }
            try tmux.press("Escape")
            try tmux.press("C-r")
            tmux.waitFor("the history") { $0.contains("set -o vi") }
            try tmux.sendRaw("set -o")
            tmux.waitFor("the command focused") { $0.contains("> set -o") && $0.contains("> set -o vi") }
            try tmux.press("Enter")
            tmux.waitFor("the command on the line") { Self.lastPromptLine($0) == "sh$ set -o vi" }
        }

        @Test("zsh: Ctrl-T, Ctrl-R and Alt-C", .enabled(if: Shell.zsh.isInstalled))
        func zsh() throws { try Self.allThree(.zsh) }

        @Test("fish: Ctrl-T, Ctrl-R and Alt-C", .enabled(if: Shell.fish.isInstalled))
        func fish() throws { try Self.allThree(.fish) }
    }
}
