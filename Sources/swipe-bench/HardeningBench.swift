#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// Issue 11's figures from the release binary on a pty: how long q and Esc take to end a
/// session whose frames overrun their interval, and what ten million lines cost.
enum HardeningBench {
    static func run(binary: String) {
        keysOverSlowFrames(binary: binary)
        tenMillionLines(binary: binary)
    }

    /// 500×200 at 240 fps, a time machine autoscrolling vertically: frames take longer
    /// than 1/240 s, and a key must still end the session at once.
    static func keysOverSlowFrames(binary: String) {
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIPE_FPS": "240"]
        let arguments = [binary, "--type", "time-machine", "--vertical", "--autoscroll", "5"]
        for (name, key) in [("q", "q"), ("Esc", "\u{1B}")] {
            var times: [Double] = []
            for _ in 0..<5 {
                guard let pty = try? PseudoTerminal(arguments: arguments, environment: environment, columns: 500, rows: 200),
                      pty.waitFor("time-machine", timeout: 5) != nil else {
                    print("\(name) to exit at 500×200: cannot start \(binary)")
                    return
                }
                pty.drain(for: 0.5)
                let start = Stopwatch.now()
                pty.type(key)
                guard pty.waitForExit(timeout: 30) != nil else { continue }
                times.append(Stopwatch.now() - start)
            }
            times.sort()
            guard !times.isEmpty else { continue }
            print("\(name) to exit, 500×200 time machine autoscrolling at SWIPE_FPS=240 (5 runs): "
                + "median \(format(times[times.count / 2] * 1e3)) ms, worst \(format(times.last! * 1e3)) ms")
        }
    }

    /// `seq 10000000 | swipe-tui`: every line taken, in how long, and the memory beyond
    /// the lines' own bytes (the process's baseline included) per line.
    static func tenMillionLines(binary: String) {
        let count = 10_000_000
        var data: [UInt8] = []
        data.reserveCapacity(80_000_000)
        var digits: [UInt8] = [UInt8(ascii: "0")]
        for _ in 1...count {
            increment(&digits)
            data += digits
            data.append(0x0A)
        }
        let tracePath = "/tmp/swipe-bench-lines-\(getpid())"
        unlink(tracePath)
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIPE_TRACE": tracePath]
        let start = Stopwatch.now()
        guard let pty = try? PseudoTerminal(arguments: [binary], environment: environment, columns: 100, rows: 30, stdinPipe: true) else {
            print("seq 10000000: cannot start \(binary)")
            return
        }
        pty.feedStdin(data)
        // The trace says when the input is all read (the screen only ever shows what changed).
        var complete: Double?
        let deadline = Stopwatch.now() + 30
        while complete == nil && Stopwatch.now() < deadline {
            pty.drain(for: 0.05)
            complete = InputBench.traceEvents(tracePath)["input-complete"]
        }
        guard let complete else {
            print("seq 10000000 | swipe-tui: the input was not all read within 30 s")
            return
        }
        let peak = (InputBench.peakResidentKiB(pid: pty.pid) ?? 0) * 1024
        pty.terminate()
        unlink(tracePath)
        let overhead = Double(peak - data.count) / Double(count)
        print("seq 10000000 | swipe-tui: all \(count) lines read in \(format((complete - start) * 1e3)) ms, "
            + "peak RSS \(format(Double(peak) / 1_048_576)) MiB for \(format(Double(data.count) / 1_048_576)) MiB of input: "
            + "\(format(overhead)) bytes per line beyond the lines (baseline included; aim ≤ 32)")
    }

    /// Adds one to a decimal number held as ASCII digits.
    private static func increment(_ digits: inout [UInt8]) {
        var i = digits.count - 1
        while i >= 0 {
            if digits[i] < UInt8(ascii: "9") {
                digits[i] += 1
                return
            }
            digits[i] = UInt8(ascii: "0")
            i -= 1
        }
        digits.insert(UInt8(ascii: "1"), at: 0)
    }

}
