#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas
import TerminalHarness

/// Issue 24's typing figure: `rmttar` typed into the picker over the million paths, 120 ms
/// between keys, and the time from the last key until the final count is on screen —
/// swipe-tui's list layout beside fzf, alternating, on a 120×40 pty. Both screens are
/// read through the same virtual terminal, so both are timed by what a person would see.
enum TypingBench {
    static let query = "rmttar"
    static let gap = 0.12
    static let runs = 3

    static func run(binary: String, corpus: String) {
        guard access("/usr/bin/fzf", X_OK) == 0 else { return }
        // The final count, as both show it: the matches `--filter` finds (the same set for both).
        let count = FilterBench.runOutputLines("fzf --filter \(query) < \(corpus)")
        let total = FilterBench.runOutputLines("cat \(corpus)")
        let shown = " \(count)/\(total)"
        var ours: [Double] = [], theirs: [Double] = []
        for _ in 0..<runs {
            if let time = lastKeyToCount(["/bin/sh", "-c", "exec \"$0\" < \"$1\"", binary, corpus], total: total, shown: shown) { ours.append(time) }
            if let time = lastKeyToCount(["/bin/sh", "-c", "exec fzf < \"$0\"", corpus], total: total, shown: shown) { theirs.append(time) }
        }
        func summary(_ samples: [Double]) -> String {
            samples.isEmpty ? "no final count seen" : "median \(format(InputBench.median(samples) * 1e3)) ms, worst \(format((samples.max() ?? 0) * 1e3)) ms"
        }
        print("typing \"\(query)\" over \(total) paths, \(Int(gap * 1000)) ms between keys: last key → final count (\(count)) on screen, \(runs) runs alternating:")
        print("  swipe-tui (list layout)  " + summary(ours) + "   (aim ≤ 300 ms)")
        print("  fzf \(FilterBench.fzfVersion())".padding(toLength: 27, withPad: " ", startingAt: 0) + summary(theirs) + "\n")
    }

    /// Starts the picker, waits until it shows every item, types the query and returns the
    /// seconds from the last key until `shown` is on its screen (nil when it never is in 20 s).
    static func lastKeyToCount(_ arguments: [String], total: Int, shown: String) -> Double? {
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        guard let pty = try? PseudoTerminal(arguments: arguments, environment: environment, columns: 120, rows: 40) else { return nil }
        defer { pty.terminate() }
        var screen = VirtualTerminal(size: Size(columns: 120, rows: 40))
        var read = 0
        func shows(_ text: String) -> Bool {
            screen.feed(pty.output[read...])
            read = pty.output.count
            return screen.text.contains(text)
        }
        let loaded = Stopwatch.now() + 30
        while !shows(" \(total)/\(total)") {
            guard Stopwatch.now() < loaded else { return nil }
            pty.drain(for: 0.02)
        }
        pty.drain(for: 0.3)
        var lastKey = 0.0
        for character in query {
            lastKey = Stopwatch.now()
            pty.type(String(character))
            pty.drain(for: max(lastKey + gap - Stopwatch.now(), 0))
        }
        // The last key went out `gap` ago at most; what came since is read from there on.
        let deadline = lastKey + 20
        while Stopwatch.now() < deadline {
            if shows(shown) { return Stopwatch.now() - lastKey }
            pty.drain(for: 0.001)
        }
        return nil
    }
}
