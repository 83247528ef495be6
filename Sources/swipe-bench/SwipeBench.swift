import CarouselEngine
import CellCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwipeTUI
import TerminalHarness

/// `make bench`: prints the figures the issues ask for, from a release build.
@main
enum SwipeBench {
    /// Runs every section, or only those named on the command line
    /// (`swipe-bench hardening motion`; `make bench ONLY="…"`; `picker` is the typing
    /// figure of `filter` alone).
    static func main() {
        let only = Set(CommandLine.arguments.dropFirst())
        func wanted(_ name: String) -> Bool { only.isEmpty || only.contains(name) }
        print("swipe-tui benchmarks (release build)\n")
        if wanted("engine") { engineStep() }
        if wanted("frames") {
            fullFrame()
            projectedFrames()
            LargeFrameBench.run()
        }
        if wanted("start") { firstFrame() }
        if wanted("markdown") { MarkdownBench.run() }
        if wanted("present") { PresentBench.run() }
        if wanted("pictures") { PictureBench.run() }
        if wanted("coverflow-frames") { CoverFlowFrameBench.run() }
        let binary = getenv("SWIPE_TUI_BIN").map { String(cString: $0) }
        if wanted("sixel") { SixelBench.run(binary: binary) }
        guard let binary else { return }
        if wanted("input") { InputBench.run(binary: binary) }
        if wanted("lazy") { LazyBench.run(binary: binary) }
        if wanted("hardening") { HardeningBench.run(binary: binary) }
        if wanted("motion") { MotionBench.run(binary: binary) }
        if wanted("latency") { LatencyBench.run(binary: binary) }
        if wanted("modes") { ModeBench.run(binary: binary) }
        if wanted("writer") { WriterBench.run(binary: binary) }
        if wanted("filter") { FilterBench.run(binary: binary) }
        // The typing figure is part of `filter`; named alone, it runs without the rest.
        if only.contains("picker") && !only.contains("filter") { FilterBench.runPicker(binary: binary) }
        if wanted("preview") { PreviewBench.run(binary: binary) }
        if wanted("picture-files") { PictureFileBench.run(binary: binary) }
        if wanted("coverflow-pty") && !only.isEmpty { PictureFileBench.runCoverFlow(binary: binary) }
    }

    /// Engine step + layout per item count and type: the cost must not grow with the count.
    static func engineStep() {
        let types: [CarouselType] = [.linear, .rotary, .cylinder, .coverFlow, .wheel, .timeMachine]
        let counts = [10, 1_000, 100_000, 10_000_000]
        print("engine step + layout (200×60 viewport, 56×24 cards), µs per step:")
        print("  " + "type".rightPadded(to: 14) + counts.map { pad($0, 11) }.joined())
        for type in types {
            let layout = CarouselLayout(configuration: CarouselConfiguration(type: type),
                                        viewport: CellSize(columns: 200, rows: 59), itemSize: CellSize(columns: 56, rows: 24),
                                        itemPitch: 58)
            var row = "  " + type.name.rightPadded(to: 14)
            for count in counts {
                var carousel = Carousel(numberOfItems: count, isWrapEnabled: layout.isWrapEnabled)
                _ = carousel.scroll(toItem: count / 2, duration: 1e9, now: 0)
                var now = 0.0
                var sink = 0
                let seconds = Stopwatch.perCall(iterations: 5_000) {
                    now += 1.0 / 60
                    _ = carousel.step(now: now)
                    sink &+= layout.placements(of: carousel).count
                }
                row += (twoDecimals(seconds * 1e6) + (sink > 0 ? "" : "?")).leftPadded(to: 11)
            }
            print(row)
        }
        print("")
    }

    /// A full projected frame per type through the app's pipeline (`CarouselCards`):
    /// layout, each card laid out at its projected size and rasterized back to front into
    /// a 200×60 buffer, mid-scroll.
    static func projectedFrames() {
        guard let cards = try? DemoDeck.load() else {
            print("projected frames: demo deck not found\n")
            return
        }
        print("full projected frame (layout + card layout + raster into 200×60), µs per frame:")
        for type in CarouselType.allCases {
            let configuration = CarouselConfiguration(type: type)
            let layout = CarouselLayout(configuration: configuration,
                                        viewport: CellSize(columns: 200, rows: 59), itemSize: CellSize(columns: 56, rows: 24),
                                        itemPitch: 58)
            let pipeline = CarouselCards(theme: .standard(colorEnabled: true), configuration: configuration)
            var carousel = Carousel(numberOfItems: cards.count, isWrapEnabled: layout.isWrapEnabled)
            _ = carousel.scroll(toItem: cards.count - 1, duration: 40, now: 0)
            var buffer = CellBuffer(size: Size(columns: 200, rows: 60))
            let area = Rect(x: 0, y: 0, width: 200, height: 59)
            var now = 0.0
            var drawn = 0
            let seconds = Stopwatch.perCall(iterations: 200) {
                now = (now + 0.37).truncatingRemainder(dividingBy: 40)
                _ = carousel.step(now: now)
                buffer.fill(buffer.bounds, with: .blank)
                drawn += pipeline.drawItems(of: carousel, using: layout, viewAt: { cards.card(at: $0.index) },
                                            in: area, on: &buffer).count
            }
            print("  " + type.name.rightPadded(to: 22) + twoDecimals(seconds * 1e6).leftPadded(to: 9)
                + "   (\(drawn / 1_000) cards drawn)")
        }
        print("")
    }

    /// Layout + draw of the demo deck into a 200×60 buffer, at rest and mid-scroll.
    static func fullFrame() {
        guard let cards = try? DemoDeck.load() else {
            print("full frame: demo deck not found\n")
            return
        }
        let view = CarouselView()
        let items = BenchItems(cards: cards)
        view.dataSource = items
        view.reloadData()
        var buffer = CellBuffer(size: Size(columns: 200, rows: 60))
        let area = Rect(x: 0, y: 0, width: 200, height: 59)
        view.draw(in: area, on: &buffer)
        view.scroll(toItem: cards.count - 1, duration: 1e9, now: 0)
        var now = 0.0
        let seconds = Stopwatch.perCall(iterations: 500) {
            now += 1e5
            view.step(now: now)
            view.draw(in: area, on: &buffer)
        }
        print("full frame (layout + draw into a 200×60 buffer, linear): \(twoDecimals(seconds * 1e6)) µs\n")
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
            + "median \(twoDecimals(samples[samples.count / 2] * 1e3)) ms, best \(twoDecimals(samples[0] * 1e3)) ms")
    }


    static func pad(_ value: Int, _ width: Int) -> String {
        let text = "\(value)"
        return String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}

extension String {
    /// The string with spaces in front up to `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(width - count, 0)) + self
    }

    /// The string with spaces after it up to `width` characters.
    func rightPadded(to width: Int) -> String {
        self + String(repeating: " ", count: max(width - count, 0))
    }
}

/// The demo deck's cards as a carousel's items.
final class BenchItems: CarouselViewDataSource {
    let cards: CardSource
    init(cards: CardSource) { self.cards = cards }
    func numberOfItems(in carouselView: CarouselView) -> Int { cards.count }
    func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        cards.card(at: index)
    }
}
