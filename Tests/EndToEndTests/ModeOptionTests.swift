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
