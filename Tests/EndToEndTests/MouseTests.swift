import Foundation
import Testing

extension EndToEnd {
    /// Raw SGR mouse reports (as a terminal sends them) driving the release binary.
    @Suite("Mouse")
    struct MouseTests {
        /// The 1-based position of a report, the way the terminal numbers cells.
        static func press(_ x: Int, _ y: Int) -> String { "\u{1B}[<0;\(x);\(y)M" }
        static func drag(_ x: Int, _ y: Int) -> String { "\u{1B}[<32;\(x);\(y)M" }
        static func release(_ x: Int, _ y: Int) -> String { "\u{1B}[<0;\(x);\(y)m" }

        /// The index shown in the status line once a focused card sits exactly in the centre
        /// (its heavy top-left corner at column 25 of a 100-column screen).
        static func settledIndex(_ tmux: TmuxSession, after what: String) -> Int? {
            let screen = tmux.waitFor(what) { screen in
                screen.split(separator: "\n").contains { line in line.count > 25 && Array(line)[25] == "┏" }
            }
            guard let status = screen.split(separator: "\n").last(where: { $0.contains(" / 14") }),
                  let number = status.split(separator: "/").first?.split(separator: " ").last else { return nil }
            return Int(number)
        }

        /// The 1-based screen row on which the list shows `item` (a row reading `  item` or `> item`).
        static func row(of item: String, in screen: String) -> Int? {
            screen.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.dropFirst(2).split(separator: " ").first.map(String.init) == item }.map { $0 + 1 }
        }

        @Test("the list as fzf's: a click focuses its row without picking, a double click picks, --bind right-click:accept picks")
        func listClicks() throws {
            let tmux = try EndToEnd.run("seq 20 | swipe-tui --bind right-click:accept ") { $0.contains("20/20") }
            let five = try #require(Self.row(of: "5", in: try tmux.screen()))
            try tmux.sendRaw(Self.press(8, five) + Self.release(8, five))
            tmux.waitFor("5 in focus") { $0.contains("> 5") }
            let seven = try #require(Self.row(of: "7", in: try tmux.screen()))
            try tmux.sendRaw(Self.press(8, seven) + Self.release(8, seven) + Self.press(8, seven) + Self.release(8, seven))
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "7\n")
            let right = try EndToEnd.run("seq 20 | swipe-tui --bind right-click:accept ") { $0.contains("20/20") }
            let three = try #require(Self.row(of: "3", in: try right.screen()))
            try right.sendRaw("\u{1B}[<2;8;\(three)M\u{1B}[<2;8;\(three)m")
            try EndToEnd.expectRestored(right, status: 0)
            #expect(try EndToEnd.picked(right) == "3\n")
        }

        @Test("a quick drag from the right third to the left third leaves a later card centred")
        func quickDrag() throws {
            let tmux = try EndToEnd.launch()
            try tmux.sendRaw(Self.press(85, 15))
            for x in stride(from: 78, through: 15, by: -9) {
                Thread.sleep(forTimeInterval: 0.01)
                try tmux.sendRaw(Self.drag(x, 15))
            }
            try tmux.sendRaw(Self.release(15, 15))
            Thread.sleep(forTimeInterval: 1.5)
            let index = try #require(Self.settledIndex(tmux, after: "the carousel at rest"))
            #expect(index >= 3, "a fling of 70 columns carries past the card it drags to")
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("a slow drag of under half a card snaps back")
        func slowDragSnapsBack() throws {
            let tmux = try EndToEnd.launch()
            try tmux.sendRaw(Self.press(60, 15))
            for x in stride(from: 56, through: 40, by: -4) {
                Thread.sleep(forTimeInterval: 0.12)
                try tmux.sendRaw(Self.drag(x, 15))
            }
            tmux.waitFor("the cards following the pointer") { EndToEnd.column(of: "┃ Welcome to swipe-tui", in: $0) == 5 }
            Thread.sleep(forTimeInterval: 0.3)
            try tmux.sendRaw(Self.release(40, 15))
            tmux.waitFor("the first card back in the centre") { EndToEnd.column(of: "┃ Welcome to swipe-tui", in: $0) == 25 && $0.contains("1 / 14") }
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("three wheel-down notches advance and come to rest on a card")
        func wheel() throws {
            let tmux = try EndToEnd.launch()
            try tmux.sendRaw(String(repeating: "\u{1B}[<65;50;15M", count: 3))
            Thread.sleep(forTimeInterval: 1.5)
            let index = try #require(Self.settledIndex(tmux, after: "the carousel at rest"))
            #expect(index >= 3)
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("a click on a side card centres it; a click on the centred card picks it")
        func clicks() throws {
            let tmux = try EndToEnd.launch()
            try tmux.sendRaw(Self.press(90, 15) + Self.release(90, 15))
            tmux.waitFor("the clicked card centred") { $0.contains("2 / 14") && EndToEnd.column(of: "┃ Moving around", in: $0) == 25 }
            // A click while the cards still move only stops them: let the last frames of the 0.4 s scroll pass.
            Thread.sleep(forTimeInterval: 0.5)
            try tmux.sendRaw(Self.press(50, 15) + Self.release(50, 15))
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "Moving around\n")
        }
    }
}
