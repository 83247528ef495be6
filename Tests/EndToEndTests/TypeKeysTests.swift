import Foundation
import Testing

extension EndToEnd {
    /// Carousel types, vertical mode and wrap, from the command line and live keys.
    @Suite("Types and axes")
    struct TypeKeysTests {
        @Test("--type starts a type; t cycles to the next; v turns the carousel vertical; w wraps round")
        func typesAxesAndWrap() throws {
            let tmux = try EndToEnd.launch(arguments: "--type cylinder")
            #expect(try tmux.screen().contains("1 / 14  cylinder"))
            try tmux.press("t")
            tmux.waitFor("the next type") { $0.contains("1 / 14  inverted-cylinder") }
            try tmux.press("t")
            try tmux.press("v")
            tmux.waitFor("vertical wheel") { $0.contains("1 / 14  wheel ↕") }
            // The wheel wraps by default: ← from the first card goes to the last.
            try tmux.press("Left")
            tmux.waitFor("the last card, by wrapping") { $0.contains("14 / 14  wheel") }
            Thread.sleep(forTimeInterval: 0.5) // at rest before wrap changes
            try tmux.press("w")
            try tmux.press("Right")
            Thread.sleep(forTimeInterval: 0.6)
            #expect(try tmux.screen().contains("14 / 14  wheel"), "no wrap: → at the last card stays")
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("an unknown --type is one line on stderr and exit status 2")
        func unknownType() throws {
            try Binary.requireBuilt()
            let result = try Subprocess.run([Binary.path, "--type", "spiral"], environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
            #expect(result.status == 2)
        }
    }
}
