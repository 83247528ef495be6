import CarouselEngine
import CellCanvas
import SwipeTUI
import TerminalBackend

/// Issue 16's large-terminal figures: a whole frame of the library's `CarouselView` at
/// 400×120 — step, layout, cards laid out and projected, and the writer's bytes for the
/// change — per carousel type, mid-motion; and a frame in which only the status line changes.
enum LargeFrameBench {
    static let size = Size(columns: 400, rows: 120)

    static func run() {
        guard let cards = try? DemoDeck.load() else {
            print("large frames: demo deck not found\n")
            return
        }
        let deck = BenchItems(cards: cards)
        print("a whole frame at 400×120 (step + draw + the writer's bytes), CarouselView moving card to card, µs per frame:")
        var worst = 0.0
        for type in CarouselType.allCases {
            // The same motion each round: thirteen presses of → at 60 frames a second, each
            // frame stepped, drawn and written; the best of three rounds.
            var best = Double.infinity, bytes = 0, frames = 0
            for _ in 0..<3 {
                let view = CarouselView(type: type)
                view.dataSource = deck
                view.reloadData()
                var writer = FrameWriter(capabilities: .xterm256)
                var buffer = CellBuffer(size: size)
                view.draw(in: buffer.bounds, on: &buffer)
                _ = writer.bytes(for: buffer)
                var now = 0.0
                bytes = 0
                frames = 0
                let start = Stopwatch.now()
                for _ in 0..<(cards.count - 1) {
                    view.scroll(byNumberOfItems: 1, now: now)
                    while view.isAnimating {
                        now += 1.0 / 60
                        view.step(now: now)
                        view.draw(in: buffer.bounds, on: &buffer)
                        bytes += writer.bytes(for: buffer).count
                        frames += 1
                    }
                }
                best = min(best, (Stopwatch.now() - start) / Double(max(frames, 1)))
            }
            worst = max(worst, best)
            print("  " + type.name.rightPadded(to: 22) + format(best * 1e6).leftPadded(to: 9)
                + "   (\(frames) frames, \(bytes / max(frames, 1)) bytes a frame)")
        }
        print("  worst: \(format(worst * 1e3)) ms (aim ≤ 4 ms)")

        // Little moves: the same frame with one status-like line changed.
        var writer = FrameWriter(capabilities: .xterm256)
        var buffer = CellBuffer(size: size)
        let view = CarouselView(type: .coverFlow)
        view.dataSource = deck
        view.reloadData()
        view.draw(in: Rect(x: 0, y: 0, width: size.columns, height: size.rows - 1), on: &buffer)
        _ = writer.bytes(for: buffer)
        var counter = 0
        let statusOnly = Stopwatch.perCall(iterations: 200, rounds: 3) {
            counter += 1
            buffer.write(" \(counter) / 14 ", x: 0, y: size.rows - 1, style: .plain)
            _ = writer.bytes(for: buffer)
        }
        print("  the writer when only the status line changes: \(format(statusOnly * 1e6)) µs\n")
    }

}
