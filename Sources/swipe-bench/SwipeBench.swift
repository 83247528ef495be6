import CarouselEngine
import CellCanvas
import Glibc
import SwipeTUI
import TerminalHarness

/// `make bench`: prints the figures the issues ask for, from a release build.
@main
enum SwipeBench {
    static func main() {
        print("swipe-tui benchmarks (release build)\n")
        engineStep()
        fullFrame()
        firstFrame()
        if let binary = getenv("SWIPE_TUI_BIN") { InputBench.run(binary: String(cString: binary)) }
    }

    /// Engine step + layout per item count: the cost must not grow with the count.
    static func engineStep() {
        print("engine step + linear layout (200 columns), µs per step:")
        for count in [10, 1_000, 100_000, 10_000_000] {
            var carousel = Carousel(numberOfItems: count)
            _ = carousel.scroll(toItem: count - 1, duration: 1e9, now: 0)
            let layout = LinearLayout(itemWidth: 52)
            var now = 0.0
            var sink = 0
            let seconds = Stopwatch.perCall(iterations: 20_000) {
                now += 1.0 / 60
                _ = carousel.step(now: now)
                sink &+= layout.placements(of: carousel, viewportLength: 200).count
            }
            print("  \(pad(count, 10)) items  \(format(seconds * 1e6)) µs   (\(sink > 0 ? "ok" : "?"))")
        }
        print("")
    }

    /// Layout + draw of the demo deck into a 200×60 buffer, at rest and mid-scroll.
    static func fullFrame() {
        guard let cards = try? DemoDeck.load() else {
            print("full frame: demo deck not found\n")
            return
        }
        let screen = CarouselScreen(source: cards, theme: .standard(colorEnabled: true))
        var buffer = CellBuffer(size: Size(columns: 200, rows: 60))
        var carousel = Carousel(numberOfItems: cards.count)
        _ = carousel.scroll(toItem: cards.count - 1, duration: 1e9, now: 0)
        var now = 0.0
        let seconds = Stopwatch.perCall(iterations: 500) {
            now += 1e5
            _ = carousel.step(now: now)
            screen.render(carousel, into: &buffer)
        }
        print("full frame (layout + draw into a 200×60 buffer, linear): \(format(seconds * 1e6)) µs\n")
    }

    /// Time from starting the release binary on a pty to its first complete frame.
    static func firstFrame() {
        guard let binary = getenv("SWIPE_TUI_BIN").map({ String(cString: $0) }) else {
            print("time to first frame: set SWIPE_TUI_BIN (make bench does)")
            return
        }
        var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        if let data = getenv("SWIPE_TUI_DATA") { environment["SWIPE_TUI_DATA"] = String(cString: data) }
        var samples: [Double] = []
        for _ in 0..<20 {
            let start = Stopwatch.now()
            guard let pty = try? PseudoTerminal(arguments: [binary], environment: environment, columns: 100, rows: 30) else {
                print("time to first frame: cannot start \(binary)")
                return
            }
            if let shown = pty.waitFor("1 / 14", timeout: 5) { samples.append(shown - start) }
            pty.terminate()
        }
        guard !samples.isEmpty else {
            print("time to first frame: no frame seen")
            return
        }
        samples.sort()
        print("time to first frame (spawn → status line drawn, 100×30 pty, \(samples.count) runs): "
            + "median \(format(samples[samples.count / 2] * 1e3)) ms, best \(format(samples[0] * 1e3)) ms")
    }

    static func format(_ value: Double) -> String {
        let scaled = (value * 100).rounded() / 100
        return "\(scaled)"
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let text = "\(value)"
        return String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}
