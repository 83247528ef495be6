import Foundation
import Testing

extension EndToEnd {
    /// `--mode` and the paging options refuse bad values in one line, before any terminal work.
    @Suite("Mode options")
    struct ModeOptionTests {
        @Test("an unknown --mode, an out-of-range paging option or an option of another mode is one line on stderr and exit status 2", arguments: [
            ["--mode", "grid"],
            ["--mode", "paging", "--items-per-page", "0"],
            ["--mode", "paging", "--align", "left"],
            ["--mode", "paging", "--offscreen", "0"],
            ["--mode", "deck", "--items-per-page", "3"],
            ["--align", "center"],
            ["--mode", "tabs", "--type", "wheel"],
            ["--mode", "paging", "--item-width", "30"],
            ["--mode", "deck", "--vertical"],
            ["--mode", "tabs", "--query", "x"],
            ["--mode", "tabs", "--multi"],
            ["--height", "0"],
            ["--height", "120%"],
            ["--height", "ten"],
            ["--filter", "a", "--bind", "ctrl-a:bogus"],
            ["--filter", "a", "--preview-window", "sideways"],
        ])
        func badValues(arguments: [String]) throws {
            try Binary.requireBuilt()
            // stderr into the captured stdout, stdout away.
            let command = ([Binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ") + " 2>&1 >/dev/null"
            let result = try Subprocess.run(["/bin/sh", "-c", command], environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
            #expect(result.status == 2)
            let lines = result.output.split(separator: "\n")
            #expect(lines.count == 1, "stderr: \(result.output)")
            #expect(lines.first?.hasPrefix("swipe-tui: ") == true)
        }

        @Test("picker options in SWIPE_TUI_DEFAULT_OPTS do not stop a talk or a deck; typed on the command line they are refused",
              arguments: [["present", "TALK"], ["--mode", "deck", "TALK"], ["--mode", "tabs", "TALK"]])
        func defaultsOfOtherModes(arguments: [String]) throws {
            try Binary.requireBuilt()
            let talk = FileManager.default.temporaryDirectory.appendingPathComponent("scope-\(getpid()).md")
            try "# One\n\n---\n\n# Two\n".write(to: talk, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: talk) }
            let words = arguments.map { $0 == "TALK" ? talk.path : $0 }
            let defaults = "--height 40% --layout reverse -m --query x --type rotary --vertical --items-per-page 3 --transition fade --ansi -d , --nth 2 --with-nth 1 --header-lines 1"
            // No terminal: the run gets past the options and stops at /dev/tty.
            let command = ([Binary.path] + words).map { "'\($0)'" }.joined(separator: " ") + " 2>&1 >/dev/null </dev/null"
            let lenient = try Subprocess.run(["/usr/bin/setsid", "/bin/sh", "-c", command],
                                             environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "SWIPE_TUI_DEFAULT_OPTS": defaults])
            #expect(lenient.output.contains("no terminal"), "stderr: \(lenient.output)")
            let typed = try Subprocess.run(["/usr/bin/setsid", "/bin/sh", "-c", command.replacingOccurrences(of: " 2>&1", with: " --type rotary 2>&1")],
                                           environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
            #expect(typed.status == 2)
            #expect(typed.output.contains("--type is"), "stderr: \(typed.output)")
        }

        @Test("a bad --bind or --preview-window in SWIPE_TUI_DEFAULT_OPTS is named as the variable's, in one line, exit 2",
              arguments: ["--bind ctrl-a:nonsense", "--bind 'ctrl-o:execute(ls'", "--preview-window sideways"])
        func badDefaultValues(defaults: String) throws {
            try Binary.requireBuilt()
            let command = "printf 'a\\n' | '\(Binary.path)' --filter a 2>&1 >/dev/null"
            let result = try Subprocess.run(["/bin/sh", "-c", command],
                                            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "SWIPE_TUI_DEFAULT_OPTS": defaults])
            #expect(result.status == 2)
            let lines = result.output.split(separator: "\n")
            #expect(lines.count == 1, "stderr: \(result.output)")
            #expect(lines.first?.hasPrefix("swipe-tui: SWIPE_TUI_DEFAULT_OPTS: ") == true, "\(result.output)")
        }
    }
}
