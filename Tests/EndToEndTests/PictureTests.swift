import Foundation
import Testing

extension EndToEnd {
    /// A directory of pictures, as a new user opens it.
    @Suite("Pictures")
    struct PictureTests {
        static var pictures: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("SwipeTUITests/Pictures").path
        }

        @Test("a card per picture, titled by its name, drawn in half blocks; a bomb is one line; Enter prints the path")
        func directory() throws {
            let tmux = try EndToEnd.run("swipe-tui '\(Self.pictures)' ", columns: 120, rows: 36) {
                $0.contains("bomb.png") && $0.contains("too large to show")
            }
            try tmux.sendRaw("11")
            try tmux.press("Enter")
            // In colour, half blocks; in the session's NO_COLOR, the grey ramp (white is █).
            tmux.waitFor("the GIF, decoded") { $0.contains("┃ quadrants.gif") && ($0.contains("▀▀▀▀") || $0.contains("████")) }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux).hasSuffix("/quadrants.gif\n"))
        }

        @Test("--preview 'cat {}' over picture paths: the picture in the focused card, and in the tabs' preview pane")
        func previews() throws {
            let lines = "printf '\(Self.pictures)/gradient.png\\n\(Self.pictures)/quadrants.gif\\n' | "
            let carousel = try EndToEnd.run(lines + "swipe-tui --layout cards --preview 'cat {}' ", columns: 120, rows: 36) { $0.contains("1 / 2") }
            try carousel.press("l")
            carousel.waitFor("the GIF in the card") { $0.contains("2 / 2") && ($0.contains("▀▀▀▀") || $0.contains("████")) }
            try carousel.press("q")
            try EndToEnd.expectRestored(carousel, status: 130)

            let tabs = try EndToEnd.run(lines + "swipe-tui --mode tabs --preview 'cat {}' ", columns: 120, rows: 36) { $0.contains("preview") }
            try tabs.press("Down")
            tabs.waitFor("the GIF in the pane") { $0.contains("2 / 2") && ($0.contains("▀▀▀▀") || $0.contains("████")) }
            try tabs.press("Enter")
            try EndToEnd.expectRestored(tabs, status: 0)
            #expect(try EndToEnd.picked(tabs).hasSuffix("/quadrants.gif\n"))
        }

        @Test("cover flow of pictures: projected, moving, nothing breaks")
        func coverFlow() throws {
            let tmux = try EndToEnd.run("swipe-tui --type cover-flow '\(Self.pictures)' ", columns: 120, rows: 36) {
                $0.contains("bomb.png")
            }
            try tmux.press("l", "l", "l", "l")
            tmux.waitFor("a picture in the middle") { $0.contains("5 / 13") && ($0.contains("▀▀▀") || $0.contains("▒▒▒")) }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }
    }
}
