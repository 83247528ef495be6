#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// Issue 13's preview figures: frames while preview commands run. The same key sequence
/// drives the binary with and without `--preview` (a command that prints 2,000 coloured
/// lines after 50 ms, so runs start, finish and are superseded while the cards move), one
/// after the other in the same run: frames per second during motion, the longest gap
/// between frames while moving, and key to first output byte. Both use the same full-size
/// cards (`--item-width 48`): lines would otherwise get small cards without a preview.
enum PreviewBench {
    static let command = "sleep 0.05; i=0; while [ $i -lt 2000 ]; do printf '\\033[3%dmline %d of {}\\033[0m\\n' $((i % 7)) $i; i=$((i+1)); done"

    struct Figures {
        var framesPerSecond: Double
        var worstGap: Double
        var medianLatency: Double
        var worstLatency: Double
    }

    static func run(binary: String) {
        print("frames while previews run (100×30, 40 keys 120 ms apart, each move 0.4 s), with and without --preview:")
        var with: [Figures] = [], without: [Figures] = []
        for _ in 0..<3 {
            if let figures = measure(binary: binary, preview: nil) { without.append(figures) }
            if let figures = measure(binary: binary, preview: command) { with.append(figures) }
        }
        func row(_ name: String, _ runs: [Figures]) {
            guard !runs.isEmpty else { return print("  \(name): could not run") }
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            print("  " + name.rightPadded(to: 22)
                  + "\(format(median(runs.map(\.framesPerSecond)))) fps, longest gap while moving "
                  + "\(format(median(runs.map(\.worstGap)) * 1e3)) ms, key to output median "
                  + "\(format(median(runs.map(\.medianLatency)) * 1e3)) ms, worst \(format((runs.map(\.worstLatency).max() ?? 0) * 1e3)) ms")
        }
        row("without --preview", without)
        row("with --preview", with)
        print("")
    }

    static func measure(binary: String, preview: String?) -> Figures? {
        let tracePath = "/tmp/swipe-bench-preview-\(getpid())"
        unlink(tracePath)
        defer { unlink(tracePath) }
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIPE_TRACE": tracePath, "PATH": "/usr/bin:/bin"]
        let arguments = [binary, "--read0", "--item-width", "48"] + (preview.map { ["--preview", $0] } ?? [])
        guard let pty = try? PseudoTerminal(arguments: arguments, environment: environment, columns: 100, rows: 30, stdinPipe: true)
        else { return nil }
        pty.feedStdin(Array((1...200).map { "item \($0)\u{0}" }.joined().utf8))
        guard pty.waitFor("1 / 200", timeout: 5) != nil else {
            pty.terminate()
            return nil
        }
        pty.drain(for: 0.5)
        var latencies: [Double] = []
        let start = Stopwatch.now()
        for round in 0..<40 {
            let before = pty.output.count
            let pressed = Stopwatch.now()
            pty.type(round % 5 == 4 ? "h" : "l")
            while pty.output.count == before && Stopwatch.now() - pressed < 1 { _ = pty.drain(for: 0.0005) }
            latencies.append(Stopwatch.now() - pressed)
            pty.drain(for: max(0.12 - (Stopwatch.now() - pressed), 0))
        }
        let end = Stopwatch.now()
        pty.drain(for: 0.6)
        pty.terminate()
        let frames = MotionBench.frameTimes(tracePath).filter { $0 >= start && $0 <= end }
        guard frames.count > 1 else { return nil }
        let gaps = zip(frames.dropFirst(), frames).map { $0 - $1 }
        latencies.sort()
        return Figures(framesPerSecond: Double(frames.count) / (end - start), worstGap: gaps.max() ?? 0,
                       medianLatency: latencies[latencies.count / 2], worstLatency: latencies.last ?? 0)
    }
}
