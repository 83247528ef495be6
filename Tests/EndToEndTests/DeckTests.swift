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
            try EndToEnd.expectRestored(tmux, status: 1)
        }
    }
}
