#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// `seq 1000000 | swipe-tui`: time to the first frame, time until every line is read, and
/// the peak resident memory, from the release binary on a pty with its stdin a pipe.
enum InputBench {
    static func run(binary: String) {
        var data: [UInt8] = []
        data.reserveCapacity(7_000_000)
        for n in 1...1_000_000 { data += Array("\(n)\n".utf8) }
        let tracePath = "/tmp/swipe-bench-trace-\(getpid())"
        var firstFrames: [Double] = [], allRead: [Double] = [], peaks: [Int] = []
        for _ in 0..<5 {
            unlink(tracePath)
            let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIPE_TRACE": tracePath]
            let start = Stopwatch.now()
            guard let pty = try? PseudoTerminal(arguments: [binary], environment: environment, columns: 100, rows: 30, stdinPipe: true) else {
                print("seq 1000000: cannot start \(binary)")
                return
            }
            pty.feedStdin(data)
            pty.drain(for: 0.3)
            let events = traceEvents(tracePath)
            if let first = events["first-frame"] { firstFrames.append(first - start) }
            if let complete = events["input-complete"] { allRead.append(complete - start) }
            if let peak = peakResidentKiB(pid: pty.pid) { peaks.append(peak) }
            pty.terminate()
        }
        unlink(tracePath)
        guard !firstFrames.isEmpty, !allRead.isEmpty else {
            print("seq 1000000 | swipe-tui: no trace (is SWIPE_TRACE supported by this binary?)")
            return
        }
        print("seq 1000000 | swipe-tui (5 runs, median): first frame \(format(median(firstFrames) * 1e3)) ms, "
            + "all lines read \(format(median(allRead) * 1e3)) ms, peak RSS \(format(Double(peaks.max() ?? 0) / 1024)) MiB")
    }

    /// The first time each event name appears in a trace file.
    static func traceEvents(_ path: String) -> [String: Double] {
        guard let file = fopen(path, "r") else { return [:] }
        defer { fclose(file) }
        var events: [String: Double] = [:]
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        while getline(&line, &capacity, file) > 0, let line {
            let fields = String(cString: line).split(separator: " ")
            if fields.count >= 2, let time = Double(fields[0]) {
                let name = fields[1].trimmingCharacters()
                if events[name] == nil { events[name] = time }
            }
        }
        free(line)
        return events
    }

    /// VmHWM of a running process, in KiB.
    static func peakResidentKiB(pid: pid_t) -> Int? { statusField("VmHWM:", pid: pid) }

    /// A `/proc/<pid>/status` field in KiB (`VmHWM:`, `RssAnon:` …).
    static func statusField(_ name: String, pid: pid_t) -> Int? {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            if text.hasPrefix(name) { return Int(text.dropFirst(name.count).filter(\.isNumber)) }
        }
        return nil
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

}

extension Substring {
    fileprivate func trimmingCharacters() -> String { String(filter { !$0.isWhitespace }) }
}
