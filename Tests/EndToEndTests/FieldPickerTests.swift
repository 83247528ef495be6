import Foundation
import Testing

extension EndToEnd {
    /// fzf's fields and colours through the real binary: what a row shows (`--with-nth`),
    /// what a pick prints (`--accept-nth`), `--ansi` colours on the terminal and none of
    /// the input's other escapes.
    @Suite("Fields and colours")
    struct FieldPickerTests {
        @Test("-d : --with-nth 2 shows the second field, matches only it, and --accept-nth 1 prints the first")
        func withNthAndAcceptNth() throws {
            let tmux = try EndToEnd.run("printf 'id7:apple:x\\nid8:banana:y\\n' | swipe-tui -d : --with-nth 2 --accept-nth 1 ") {
                $0.contains("2/2")
            }
            let screen = try tmux.screen()
            #expect(screen.contains("apple:") && !screen.contains("id7"), "\(screen)")
            try tmux.press("i", "d", "7")
            tmux.waitFor("hidden fields not matched, the list left blank as fzf leaves it") { $0.contains("0/2") && !$0.contains("apple") }
            try tmux.press("C-u", "b", "a", "n")
            tmux.waitFor("the match") { $0.contains("1/2") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "id8\n")
        }

        @Test("--ansi: SGR colours reach the terminal as colours, the title sequence and the erase do not; the pick is plain")
        func ansi() throws {
            // The first row is focused (its own background); the red one below it is not.
            let input = "printf '\\033[2Jplain pear\\n\\033]0;owned\\007\\033[31mred\\033[0m apple\\n'"
            // The test session sets NO_COLOR, which would rightly turn the colours off.
            let tmux = try EndToEnd.run("\(input) | env -u NO_COLOR swipe-tui --ansi ") { $0.contains("2/2") }
            let coloured = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "main"])
            // tmux re-encodes the cells it holds: red (SGR 31) just before "red".
            #expect(coloured.contains("31mred"), "\(coloured)")
            let screen = try tmux.screen()
            #expect(screen.contains("red apple") && screen.contains("plain pear") && !screen.contains("␛"), "\(screen)")
            let title = try tmux.tmux(["display-message", "-p", "-t", "main", "#{pane_title}"])
            #expect(!title.contains("owned"), "the item set the window title: \(title)")
            try tmux.press("a", "p", "p")
            tmux.waitFor("the match") { $0.contains("1/2") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "red apple\n")
        }

        @Test("--header-lines 1: the header shows and is never picked")
        func headerLines() throws {
            let tmux = try EndToEnd.run("printf 'NAME SIZE\\na 1\\nb 2\\n' | swipe-tui --header-lines 1 --accept-nth 1 ") { $0.contains("2/2") }
            #expect(try tmux.screen().contains("NAME SIZE"))
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "a\n")
        }
    }
}
