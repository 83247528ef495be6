import Foundation
import Testing

extension EndToEnd {
    /// Paging mode in a real terminal, driven by raw SGR mouse reports.
    @Suite("Paging")
    struct PagingTests {
        @Test("a drag to the left turns the page; the status line and the dots follow; q restores the terminal")
        func dragTurnsPage() throws {
            let tmux = try EndToEnd.launch(arguments: "--mode paging")
            let first = try tmux.screen()
            #expect(first.contains("page 1 / 14") && first.contains("paging"))
            try tmux.sendRaw("\u{1B}[<0;80;12M")
            for x in stride(from: 72, through: 32, by: -8) {
                Thread.sleep(forTimeInterval: 0.01)
                try tmux.sendRaw("\u{1B}[<32;\(x);12M")
            }
            try tmux.sendRaw("\u{1B}[<0;32;12m")
            // At rest the second dot is full (while the page still slides it is partly filled).
            let turned = tmux.waitFor("page 2 at rest") { $0.contains("page 2 / 14") && $0.contains("○ ● ○") }
            #expect(turned.contains("Moving around"))
            #expect(!turned.contains("Welcome to swipe-tui"))
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("more cards per page than fit: a centred message instead of slivers, the status line still there; q quits")
        func cardsDoNotFit() throws {
            let tmux = try EndToEnd.run("'\(Binary.path)' --mode paging --items-per-page 40") {
                $0.contains("40 cards per page") && $0.contains("need 480 columns")
            }
            #expect(try tmux.screen().contains("page 1 / 1"))
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }
    }
}
