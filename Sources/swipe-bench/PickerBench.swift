#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// Issue 24's typing figure: a six-letter query typed over a million lines, 120 ms between
/// keys, in the list layout and in fzf, on the same pty size: the time from the last key
/// to the final count on screen (ours: the frame after the whole ranking with the count
/// `fzf --filter` finds, from the trace; fzf: its last byte before a second of quiet).
enum PickerBench {
    static let query = "rmttar"

    static func run(binary: String, corpus: String) {
        let expected = matchCount(corpus: corpus)
        var ours: [Double] = [], theirs: [Double] = []
        for _ in 0..<3 {
            if let seconds = oursAfterLastKey(binary: binary, corpus: corpus, expected: expected) { ours.append(seconds) }
            if access("/usr/bin/fzf", X_OK) == 0, let seconds = fzfAfterLastKey(corpus: corpus) { theirs.append(seconds) }
        }
        print("typing \"\(query)\" over 1,000,000 paths, 120 ms between keys (120×40, 3 runs): last key → final count (\(expected)) on screen")
        func line(_ samples: [Double]) -> String {
            samples.isEmpty ? "not seen" : "median \(format(InputBench.median(samples) * 1e3)) ms, worst \(format((samples.max() ?? 0) * 1e3)) ms"
        }
        print("  swipe-tui (list layout)   " + line(ours) + " (aim ≤ 300 ms)")
        print("  fzf \(FilterBench.fzfVersion())".padding(toLength: 28, withPad: " ", startingAt: 0) + line(theirs) + "\n")
    }

    /// How many lines match (what both must end up showing).
    static func matchCount(corpus: String) -> Int {
        guard let pipe = popen("fzf --filter '\(query)' < '\(corpus)' | wc -l", "r") else { return -1 }
        defer { pclose(pipe) }
        var line = [CChar](repeating: 0, count: 64)
        guard fgets(&line, 64, pipe) != nil else { return -1 }
        return Int(String(cString: line).filter(\.isNumber)) ?? -1
    }

    static func typeQuery(_ pty: PseudoTerminal) -> Double {
        var last = 0.0
        for character in query {
            last = Stopwatch.now()
            pty.type(String(character))
            pty.drain(for: 0.12)
        }
        return last
    }

    static func oursAfterLastKey(binary: String, corpus: String, expected: Int) -> Double? {
        let trace = "/tmp/swipe-bench-picker-trace-\(getpid())"
        unlink(trace)
        defer { unlink(trace) }
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "SWIPE_TRACE": trace]
        guard let pty = try? PseudoTerminal(arguments: ["/bin/sh", "-c", "exec \"$0\" < \"$1\"", binary, corpus],
                                            environment: environment, columns: 120, rows: 40) else { return nil }
        defer { pty.terminate() }
        var deadline = Stopwatch.now() + 30
        while InputBench.traceEvents(trace)["input-complete"] == nil && Stopwatch.now() < deadline { pty.drain(for: 0.02) }
        pty.drain(for: 0.3)
        let last = typeQuery(pty)
        deadline = last + 10
        while Stopwatch.now() < deadline {
            pty.drain(for: 0.002)
            let lines = traceLines(trace).filter { $0.time > last }
            if let whole = lines.firstIndex(where: { $0.fields.first == "filtered" && $0.fields.dropFirst().first == "\(expected)" }),
               let frame = lines[whole...].first(where: { $0.fields.first == "frame" }) {
                return frame.time - last
            }
        }
        return nil
    }

    static func fzfAfterLastKey(corpus: String) -> Double? {
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        guard let pty = try? PseudoTerminal(arguments: ["/bin/sh", "-c", "exec fzf < \"$0\"", corpus],
                                            environment: environment, columns: 120, rows: 40) else { return nil }
        defer { pty.terminate() }
        // Loaded once it has been quiet for a second.
        let start = Stopwatch.now()
        pty.drain(for: 0.5)
        while LatencyBench.isReadable(pty.master, waitingUpToMilliseconds: 1000) {
            pty.drain(for: 0.0005)
            if Stopwatch.now() > start + 30 { return nil }
        }
        let last = typeQuery(pty)
        // fzf paints cell differences, so its count is not found as text: its last byte
        // before a second of quiet is taken instead (its spinner stops when the search is done).
        var lastByte = last
        while LatencyBench.isReadable(pty.master, waitingUpToMilliseconds: 1000) {
            pty.drain(for: 0.0005)
            lastByte = Stopwatch.now()
            if lastByte > last + 10 { return nil }
        }
        return lastByte - last
    }

    /// Every line of a trace: its time and its words after the time.
    static func traceLines(_ path: String) -> [(time: Double, fields: [String])] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var lines: [(time: Double, fields: [String])] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        while getline(&line, &capacity, file) > 0, let line {
            let words = String(cString: line).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            if let first = words.first, let time = Double(first) { lines.append((time, Array(words.dropFirst()))) }
        }
        free(line)
        return lines
    }
}
