import Foundation
import Testing

extension EndToEnd {
    /// The real release binary in a real terminal emulator: first frame, keys, quitting and
    /// signals, with the terminal checked afterwards.
    @Suite("Lifecycle")
    struct LifecycleTests {
        @Test("first frame, → centres the second card, q quits to the shell with everything restored")
        func arrowAndQuit() throws {
            let tmux = try EndToEnd.launch()
            let first = try tmux.screen()
            // A 100-column screen has 50-column cards; the centred card starts at column 25.
            #expect(EndToEnd.column(of: "┃ Welcome to swipe-tui", in: first) == 25)
            #expect(try tmux.modes() == EndToEnd.running)
            try tmux.press("Right")
            let second = tmux.waitFor("the second card centred") { $0.contains("2 / 14") && EndToEnd.column(of: "┃ Moving around", in: $0) == 25 }
            // The first card slid left: its title is off screen, its light right edge ends two columns before the focus.
            #expect(EndToEnd.column(of: "│  ┃ Moving around", in: second) == 22, "the first card is now an unfocused neighbour")
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("five quick presses land five cards on")
        func retargetedPresses() throws {
            let tmux = try EndToEnd.launch()
            try tmux.press("Right", "Right", "Right", "Right", "Right")
            tmux.waitFor("card 6 centred") { $0.contains("6 / 14") && EndToEnd.column(of: "┃ Pipelines", in: $0) == 25 }
            try tmux.press("End")
            tmux.waitFor("the last card") { $0.contains("14 / 14") && $0.contains("┃ That's the deck") }
            try tmux.press("Home")
            tmux.waitFor("the first card again") { $0.contains("1 / 14") && EndToEnd.column(of: "┃ Welcome", in: $0) == 25 }
            try tmux.press("Escape")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("Enter prints the centred card on stdout and exits 0")
        func enterPicks() throws {
            let tmux = try EndToEnd.launch()
            try tmux.press("l")
            tmux.waitFor("the second card") { $0.contains("2 / 14") && EndToEnd.column(of: "┃ Moving around", in: $0) == 25 }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            try tmux.type("clear; cat picked.txt")
            tmux.waitFor("the pick") { $0.split(separator: "\n").contains("Moving around") }
        }

        @Test("SIGTERM restores the terminal and exits with the signal's status")
        func sigterm() throws {
            let tmux = try EndToEnd.launch()
            let pid = try #require(try tmux.childPID())
            kill(pid, SIGTERM)
            try EndToEnd.expectRestored(tmux, status: 143)
        }

        @Test("Ctrl-C restores the terminal and exits with status 130")
        func ctrlC() throws {
            let tmux = try EndToEnd.launch()
            try tmux.press("C-c")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("--stats puts frame time, bytes written and frames per second in the status line")
        func statistics() throws {
            let tmux = try EndToEnd.launch(arguments: "--stats")
            try tmux.press("Right")
            let screen = tmux.waitFor("figures after a move") { $0.contains("2 / 14") && $0.contains(" fps") }
            let status = try #require(screen.split(separator: "\n").last { $0.contains("2 / 14") })
            #expect(status.contains(" ms · ") && status.contains(" B · ") || status.contains(" kB · "))
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }

        @Test("a resize repaints at the new size")
        func resize() throws {
            let tmux = try EndToEnd.launch()
            try tmux.resize(columns: 60, rows: 20)
            // 60 columns: 30-column cards starting at column 15; the status line is the last row.
            let screen = tmux.waitFor("the repaint at 60×20") { EndToEnd.column(of: "┃ Welcome to swipe-tui", in: $0) == 15 }
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count >= 20 && lines[19].hasPrefix(" 1 / 14"))
            try tmux.press("q")
            try EndToEnd.expectRestored(tmux, status: 130)
        }
    }
}
