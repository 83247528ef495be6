import Foundation
import Testing

extension EndToEnd {
    /// The example under Examples/, built by make: a host program with a CarouselView.
    @Suite("Example program")
    struct ExampleTests {
        /// `$SWIPE_EXAMPLE_BIN`, else the release build in this package.
        static var path: String {
            if let path = ProcessInfo.processInfo.environment["SWIPE_EXAMPLE_BIN"], !path.isEmpty { return path }
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return root.appendingPathComponent(".build/release/planet-picker").path
        }

        @Test("the planet picker draws its own chrome around the carousel, moves, and prints the pick")
        func pickAPlanet() throws {
            guard FileManager.default.isExecutableFile(atPath: Self.path) else {
                throw HarnessError("\(Self.path) is missing: run `make test`, which builds the example first")
            }
            let tmux = try TmuxSession(columns: 100, rows: 30)
            try tmux.type("stty -g > termios.before")
            try tmux.type("clear; '\(Self.path)' > picked.txt")
            tmux.waitFor("the first frame") { $0.contains("Pick a planet") && $0.contains("Mercury ·") && $0.contains("┃ Mercury") }
            try tmux.press("Right")
            tmux.waitFor("Venus in the centre") { $0.contains("Venus · type cover-flow · index changes 1") }
            try tmux.press("Enter")
            try EndToEnd.expectRestored(tmux, status: 0)
            #expect(try EndToEnd.picked(tmux) == "Venus\n")
        }
    }
}
