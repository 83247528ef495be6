import Foundation
import Testing

extension EndToEnd {
    /// The examples under Examples/, built by make: host programs with one component each.
    @Suite("Example programs")
    struct ExampleTests {
        /// `$SWIPE_EXAMPLE_BIN`, else the release build in this package.
        static var path: String {
            if let path = ProcessInfo.processInfo.environment["SWIPE_EXAMPLE_BIN"], !path.isEmpty { return path }
            return example("planet-picker")
        }

        /// The example program `name`: in `$SWIPE_EXAMPLES_DIR`, else the release build in this package.
        static func example(_ name: String) -> String {
            if let directory = ProcessInfo.processInfo.environment["SWIPE_EXAMPLES_DIR"], !directory.isEmpty {
                return URL(fileURLWithPath: directory).appendingPathComponent(name).path
            }
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return root.appendingPathComponent(".build/release/\(name)").path
        }

        /// Starts the example at `path` in a fresh pane (termios saved, stdout to picked.txt)
        /// and waits until `firstFrame` holds.
        static func launch(_ path: String, sourceLocation: SourceLocation = #_sourceLocation,
                           firstFrame: (String) -> Bool) throws -> TmuxSession {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw HarnessError("\(path) is missing: run `make test`, which builds the examples first")
            }
            let tmux = try TmuxSession(columns: 100, rows: 30)
            try tmux.type("stty -g > termios.before")
            try tmux.type("clear; '\(path)' > picked.txt")
            tmux.waitFor("the first frame", sourceLocation: sourceLocation, firstFrame)
            return tmux
        }

        /// The 0-based row of the first screen line holding `text`.
        static func row(of text: String, in screen: String) -> Int? {
            screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
        }

        /// A left click (press and release) at a 0-based cell, as SGR mouse reports.
        static func click(_ tmux: TmuxSession, column: Int, row: Int) throws {
            try tmux.sendRaw("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        }

        @Test("the planet picker draws its own planet views around the carousel, moves, and prints the pick")
        func pickAPlanet() throws {
            let tmux = try Self.launch(Self.path) {
                $0.contains("Pick a planet") && $0.contains("Mercury ·") && $0.contains("┃ Mercury") && $0.contains("2440 km ┃")
            }
            try tmux.press("Right")
            tmux.waitFor("Venus in the centre") { $0.contains("Venus · type cover-flow · index changes 1") && $0.contains("6052 km ┃") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "Venus\n")
        }

        @Test("color pages shows three swatches a page with dots and a bar, turns, and a click picks a swatch")
        func pickAColour() throws {
            let tmux = try Self.launch(Self.example("color-pages")) {
                $0.contains("Pick a colour") && $0.contains("┃ Vermilion") && $0.contains("│ Saffron") && $0.contains("│ Viridian")
                    && $0.contains("▶ #E34234") && $0.contains("● ○ ○ ○") && $0.contains("Vermilion · page 1 of 4")
            }
            // The swatch block is the colour itself: a background colour inside the card.
            let colours = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "main"]).split(separator: "\n")
            #expect(colours.count > 10 && (colours[10].contains("48;5;") || colours[10].contains("48;2;")),
                    "no swatch colour on row 10: \(colours.count > 10 ? String(colours[10]) : "")")
            try tmux.press("Right")
            // At rest ("turning to page 2" while moving; a click on moving pages only stops them).
            tmux.waitFor("page 2 at rest") {
                $0.contains("Cerulean · page 2 of 4") && $0.contains("○ ● ○ ○") && EndToEnd.column(of: "Cerulean", in: $0) == 3
            }
            try tmux.press("]")
            let screen = tmux.waitFor("the focus on Ultramarine") { $0.contains("Ultramarine · page 2 of 4") && $0.contains("▶ #120A8F") }
            let column = try #require(EndToEnd.column(of: "Amethyst", in: screen))
            let row = try #require(Self.row(of: "Amethyst", in: screen))
            try Self.click(tmux, column: column, row: row + 4)
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "Amethyst\n")
        }

        @Test("the deck of notes draws its own note views, opens and closes a note, and prints the note picked")
        func pickANote() throws {
            let tmux = try Self.launch(Self.example("deck-of-notes")) {
                $0.contains("note 1 of 5 · 5 items") && $0.contains("┃ Groceries") && $0.contains("2 of 5 done")
                    && $0.contains("☐ eggs") && $0.contains("● ○ ○ ○ ○") && $0.contains("1 / 5 · ←/→ move · Enter open")
            }
            try tmux.press("Right")
            try tmux.press("Right")
            tmux.waitFor("the garden in the centre") { $0.contains("note 3 of 5 · 3 items") && $0.contains("3 / 5 · ←/→ move") }
            try tmux.press("Enter")
            // Open: the deck's header shows the title on the top row, the note its checklist
            // full width, the program's footer the open page's keys once the zoom is over.
            tmux.waitFor("the garden open") { screen in
                screen.hasPrefix(" Garden\n") && screen.contains("☐ prune the roses") && screen.contains("☑ sow the beans")
                    && screen.contains("3 / 5 · ↑/↓ scroll · Enter pick · Esc close") && !screen.contains("●")
            }
            try tmux.press("Escape")
            tmux.waitFor("back in the deck") { $0.contains("3 / 5 · ←/→ move · Enter open") && $0.contains("○ ○ ● ○ ○") }
            try tmux.press("Left")
            tmux.waitFor("the trip in the centre") { $0.contains("note 2 of 5 · 4 items") && $0.contains("2 / 5 · ←/→ move") }
            try tmux.press("Enter")
            tmux.waitFor("the trip open") { $0.hasPrefix(" Trip to Lisbon\n") && $0.contains("2 / 5 · ↑/↓ scroll · Enter pick") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "Trip to Lisbon\n")
        }

        @Test("file tabs shows its own header over three lists, scrolls with the wheel, switches tabs and prints the row")
        func pickARow() throws {
            let tmux = try Self.launch(Self.example("file-tabs")) {
                $0.contains("File tabs — three lists, one per tab") && $0.contains("40 rows in 3 lists")
                    && $0.contains("open: fruits, row 1 of 24") && $0.contains("fruits  planets  colours") && $0.contains("  1. apple")
            }
            try tmux.press("Down")
            try tmux.press("Down")
            tmux.waitFor("row 3 focused") { $0.contains("open: fruits, row 3 of 24") }
            // Two wheel notches down scroll the header away; the bar sticks at the top.
            try tmux.sendRaw("\u{1B}[<65;10;12M\u{1B}[<65;10;12M")
            tmux.waitFor("the header scrolled away") { $0.hasPrefix(" fruits  planets  colours") && !$0.contains("File tabs") }
            try tmux.press("Tab")
            tmux.waitFor("the planets at rest") { screen in
                screen.split(separator: "\n").contains { $0.hasPrefix(" 1. Mercury") } && !screen.contains("apple")
            }
            // A notch up brings the header back on the planets' list.
            try tmux.sendRaw("\u{1B}[<64;10;12M")
            tmux.waitFor("the header back") { $0.contains("open: planets, row 1 of 8") }
            for _ in 0..<3 { try tmux.press("Down") }
            tmux.waitFor("Mars focused") { $0.contains("open: planets, row 4 of 8") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "planets: Mars\n")
        }

        @Test("hybrid tabs shows a list, a grid of cards and a text under one header, moves through the grid and prints the card")
        func pickACard() throws {
            let tmux = try Self.launch(Self.example("hybrid-tabs")) {
                $0.contains("Hybrid tabs — a list, a grid of cards and a text under one header")
                    && $0.contains("recipes  pantry  notes") && $0.contains("1. Shakshuka")
            }
            try tmux.press("Tab")
            tmux.waitFor("the pantry at rest") {
                $0.contains("open: pantry") && $0.contains(" Fruit ─") && $0.contains("┃ Lemons") && $0.contains("│ Apples")
                    && !$0.contains("Shakshuka")
            }
            // ↓ follows the column, → crosses to the next one.
            try tmux.press("Down")
            try tmux.press("Right")
            tmux.waitFor("Dates focused") { $0.contains("┃ Dates") && $0.contains("│ Quinces") }
            // From the last column → goes on to the next tab: the notes.
            try tmux.press("Right")
            try tmux.press("Right")
            tmux.waitFor("the notes at rest") { $0.contains("open: notes") && $0.contains("Kitchen notes") && !$0.contains("Dates") }
            // Two wheel notches scroll the text under the bar, which sticks at the top.
            try tmux.sendRaw("\u{1B}[<65;10;12M\u{1B}[<65;10;12M")
            tmux.waitFor("the text scrolled") { $0.hasPrefix(" recipes  pantry  notes") && !$0.contains("Kitchen notes") }
            try tmux.press("Left")
            tmux.waitFor("back in the pantry, Figs still focused") { $0.contains("┃ Figs") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "pantry: Fruit / Figs\n")
        }
    }
}
