import Foundation
import Testing

extension EndToEnd {
    /// Present mode's themes through the release binary: `--theme`'s problems before any
    /// terminal work, a theme file's colours on the screen, and its saves during the talk.
    @Suite("Themes")
    struct ThemeTests {
        /// A fresh folder with `files` in it.
        static func folder(_ files: [String: String]) throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-e2e-theme-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            return folder
        }

        @Test("a bad --theme, a bad theme file or --theme outside present mode is one line on stderr naming what is wrong, exit 2",
              arguments: [
                (["--theme", "light"], "swipe-tui: --theme is for --mode present"),
                (["present", "--theme", "solarized", "TALK"], "swipe-tui: solarized: "),
                (["present", "--theme", "THEME", "TALK"], "/theme.yaml:3: headings.h1.colors.foreground: 'teal-ish' is not a colour"),
                (["present", "TALK2"], "/talk2.md:3: theme: /etc/passwd: refused"),
              ] as [([String], String)])
        func badThemes(arguments: [String], message: String) throws {
            try Binary.requireBuilt()
            let folder = try Self.folder(["talk.md": "# One\n", "talk2.md": "---\ntheme:\n  path: /etc/passwd\n---\n# One\n",
                                          "theme.yaml": "headings:\n  h1:\n    colors: { foreground: teal-ish }\n"])
            defer { try? FileManager.default.removeItem(at: folder) }
            let resolved = arguments.map {
                $0 == "TALK" ? folder.appendingPathComponent("talk.md").path
                    : $0 == "TALK2" ? folder.appendingPathComponent("talk2.md").path
                    : $0 == "THEME" ? folder.appendingPathComponent("theme.yaml").path : $0
            }
            let command = ([Binary.path] + resolved).map { "'\($0)'" }.joined(separator: " ") + " 2>&1 >/dev/null"
            let result = try Subprocess.run(["/bin/sh", "-c", command], environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
            #expect(result.status == 2)
            let lines = result.output.split(separator: "\n")
            #expect(lines.count == 1, "stderr: \(result.output)")
            #expect(lines.first?.contains(message) == true, "stderr: \(result.output)")
        }

        @Test("a theme file paints the slide's background; saving it repaints the talk, a bad save is a note and the talk goes on")
        func themeFileLive() throws {
            let folder = try Self.folder(["talk.md": "---\ntheme: look.yaml\n---\n\n# One\n\nfirst\n",
                                          "look.yaml": "default:\n  colors:\n    background: \"#ffffff\"\n"])
            defer { try? FileManager.default.removeItem(at: folder) }
            let talk = folder.appendingPathComponent("talk.md").path
            // The test session sets NO_COLOR, which would rightly leave only attributes.
            let tmux = try EndToEnd.run("env -u NO_COLOR swipe-tui present --transition none '\(talk)'", columns: 160, rows: 12) { $0.contains("first") }
            func styled() throws -> String { try tmux.tmux(["capture-pane", "-p", "-e", "-t", "main"]) }
            #expect(try styled().contains("48;5;231"), "white, as a 256-colour terminal shows it")
            try "default:\n  colors:\n    background: \"#000087\"\n".write(to: folder.appendingPathComponent("look.yaml"), atomically: true, encoding: .utf8)
            let deadline = Date().addingTimeInterval(10)
            while !(try styled().contains("48;5;18")) && Date() < deadline { usleep(50_000) }
            #expect(try styled().contains("48;5;18"), "the saved theme's blue")
            try "default:\n  colors:\n    background: bluish\n".write(to: folder.appendingPathComponent("look.yaml"), atomically: true, encoding: .utf8)
            tmux.waitFor("the bad save as a note") { $0.contains("not reloaded") && $0.contains("look.yaml:3") }
            #expect(try styled().contains("48;5;18"), "the talk goes on in the theme it had")
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 0)
        }
    }
}
