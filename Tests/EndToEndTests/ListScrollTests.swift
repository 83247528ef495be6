import Foundation
import Testing

extension EndToEnd {
    /// How the list layout scrolls by default in a real terminal: as fzf's (`--scroll-off 0`).
    @Suite("List scrolling")
    struct ListScrollTests {
        /// `seq 100 | fzf` at 120×40, moved to the last item: 38 rows of items (100 down to
        /// 63) above the info and query lines, the focus on the top row.
        @Test("moving to the last of 100 lines at 120×40 leaves no row above the query empty")
        func lastItemFillsTheRows() throws {
            let tmux = try EndToEnd.run("seq 100 | swipe-tui ", columns: 120, rows: 40) { $0.contains("100/100") }
            try tmux.press("PPage", "PPage", "PPage")
            let rows = tmux.waitFor("the focus on the last item") { $0.contains("> 100") }
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let list = rows.prefix(38).map { $0.filter(\.isNumber) }
            #expect(list == (63...100).reversed().map(String.init), "every row above the query shows an item: \(rows)")
            #expect(rows[0].hasPrefix(">"), "the focus on the top row: \(rows)")
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "100\n")
        }
    }
}
