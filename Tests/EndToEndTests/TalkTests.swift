import Foundation
import Testing

extension EndToEnd {
    /// A real ten-slide talk, as a new user opens it.
    @Suite("A real talk")
    struct TalkTests {
        static var talk: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/talk.md").path
        }

        @Test("the carousel shows the headline, titles, subtitles, rendered markup, a box-drawn table; s shows the notes")
        func carousel() throws {
            let tmux = try EndToEnd.run("swipe-tui '\(Self.talk)' ", columns: 120, rows: 40) {
                $0.contains("1 / 10") && $0.contains("Why a carousel?")
            }
            var screen = try tmux.screen()
            #expect(screen.hasPrefix(" Cards in the Terminal · what a carousel taught us about text cells · The swipe-tui team"))
            #expect(screen.contains("Browsing is not searching"), "the subtitle under the title")
            #expect(screen.contains("• Photos, slides and notes are browsed"))
            #expect(screen.contains("Most terminal tools are built for finding:"), "markers gone")
            #expect(!screen.contains("**") && !screen.contains("speaker_note") && !screen.contains("sub_title"))
            try tmux.press("s")
            screen = tmux.waitFor("the notes") { $0.contains("speaker notes") && $0.contains("Ask who flips through screenshots") }
            try tmux.press("s", "l")
            screen = tmux.waitFor("the table") { $0.contains("2 / 10") && $0.contains("┌") && $0.contains("│ iCarousel") }
            #expect(!screen.contains("|:-") && !screen.contains("speaker notes"))
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("the deck: a page opens full screen with its subtitle in the header; Enter on it prints the slide's title")
        func deck() throws {
            let tmux = try EndToEnd.run("swipe-tui --mode deck '\(Self.talk)' ", columns: 100, rows: 30) {
                $0.contains("Why a carousel?") && $0.contains("Browsing is not searching")
            }
            try tmux.press("l", "l", "l")
            tmux.waitFor("the code slide") { $0.contains("Code") && $0.contains("let view = CarouselView(type: .coverFlow)") }
            try tmux.press("Enter")
            tmux.waitFor("the page open") { screen in
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return lines.count > 4 && lines[1] == " Code" && lines[3].hasPrefix("┏━━") && lines[4].contains("swift")
                    && screen.contains("view.scroll(toItem: 3, duration: 0.4)") && !screen.contains("```")
            }
            // The zoom (0.3 s) is over once the screen stops changing.
            var last = ""
            tmux.waitFor("the page at rest") { screen in
                defer { last = screen }
                return screen == last
            }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "Code\n")
        }
    }
}
