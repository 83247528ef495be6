import Foundation
import Testing

extension EndToEnd {
    /// Deck mode (HGPageScrollView) driving the release binary.
    @Suite("Deck")
    struct DeckTests {
        /// The deck at rest on page `number` of `count`: the status line says so and the
        /// dots row is drawn.
        static func deckShown(_ screen: String, page number: Int, of count: Int) -> Bool {
            screen.contains(" \(number) / \(count)  deck") && screen.contains("●")
        }

        @Test("Enter opens the first page full screen, Esc shrinks it back, d deletes and u undoes")
        func openCloseDeleteUndo() throws {
            let tmux = try EndToEnd.run("swipe-tui --mode deck") { Self.deckShown($0, page: 1, of: 14) && $0.contains("Welcome to swipe-tui") }
            try tmux.press("Enter")
            tmux.waitFor("the page header over the open page") { screen in
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return lines.first?.hasPrefix(" Welcome to swipe-tui") == true && screen.contains("1 / 14  page")
                    && lines.count > 2 && lines[2].hasPrefix("┏")
            }
            try tmux.press("Escape")
            tmux.waitFor("the deck again") { Self.deckShown($0, page: 1, of: 14) }
            try tmux.press("d")
            tmux.waitFor("13 pages after the delete") { Self.deckShown($0, page: 1, of: 13) && !$0.contains("Welcome to swipe-tui") }
            try tmux.press("u")
            tmux.waitFor("14 pages after the undo") { Self.deckShown($0, page: 1, of: 14) && $0.contains("Welcome to swipe-tui") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }
    
        @Test("an open long page scrolls with j, PgDn and the wheel, its border says which lines; → still turns the page")
        func scrollLongPage() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-e2e-deck-\(UUID().uuidString).md")
            let rows = (1...60).map { "- row \($0)" }.joined(separator: "\n")
            try "# Long\n\nSixty rows follow.\n\n\(rows)\n---\n# Short\n\nOne line.\n".write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let tmux = try EndToEnd.run("swipe-tui --mode deck '\(file.path)'") { Self.deckShown($0, page: 1, of: 2) }
            try tmux.press("Enter")
            tmux.waitFor("the open page with its line marker") { $0.contains(" 1–25 / 62 ") && $0.contains("1 / 2  page") }
            try tmux.press("j")
            tmux.waitFor("a line down") { $0.contains(" 2–26 / 62 ") }
            try tmux.press("NPage")
            tmux.waitFor("a screen down") { $0.contains(" 27–51 / 62 ") }
            try tmux.sendRaw("\u{1B}[<65;50;10M")
            tmux.waitFor("three lines down by the wheel, on the same page") { $0.contains(" 30–54 / 62 ") && $0.contains("1 / 2  page") }
            try tmux.press("Right")
            tmux.waitFor("the next page") { $0.contains("2 / 2  page") && $0.contains("One line.") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }
    }
}
