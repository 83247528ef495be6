#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// Issue 23's yardstick: key → first byte of output, swipe-tui beside a plain curses program
/// doing the same move (`curses-keys`, C) and fzf moving over a list, in the same run.
///
/// Each program shows 1,000 numbered items on a 120×40 pty and gets the same 200 presses
/// (blocks of ten forward, then ten back, so every press moves something), 30–250 ms apart
/// on a seeded schedule: most of swipe-tui's presses land while the last move still glides,
/// where frame pacing could hold the key's frame back. For each press the time runs from
/// writing its bytes to the master side to the first byte the program writes after them
/// (what had arrived before the press is read off first). Beside it, the bytes each
/// program wrote per press, all of the schedule's output divided by the presses.
enum LatencyBench {
    static let columns: UInt16 = 120, rows: UInt16 = 40
    static let count = 1000, presses = 200

    static func run(binary: String) {
        var lines: [UInt8] = []
        for n in 1...count { lines += Array("\(n)\n".utf8) }
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        var rowsToPrint: [(String, Run)] = []

        let ours = measure(arguments: [binary, "--item-width", "30", "--item-height", "10"], environment: environment,
                           stdin: lines, ready: "1 / \(count)", forward: "C", back: "D")
        rowsToPrint.append(("swipe-tui (cards of 30×10, →/←)", ours))

        let list = measure(arguments: [binary, "--layout", "reverse"], environment: environment, stdin: lines,
                           ready: "\(count)/\(count)", forward: "B", back: "A")
        rowsToPrint.append(("swipe-tui list layout (↓/↑, aim ≤ 1 ms, bytes ≤ fzf's)", list))

        let curses = String(binary.dropLast("swipe-tui".count)) + "curses-keys"
        if access(curses, X_OK) == 0 {
            let theirs = measure(arguments: [curses, "\(count)", "30", "10"], environment: environment, stdin: nil,
                                 ready: "1 / \(count)", forward: "C", back: "D")
            rowsToPrint.append(("curses-keys (same row, C)", theirs))
        } else {
            print("latency: \(curses) is missing (make bench builds it)")
        }

        if access("/usr/bin/fzf", X_OK) == 0 {
            let fzf = measure(arguments: ["/usr/bin/fzf", "--layout=reverse"], environment: environment, stdin: lines,
                              ready: "\(count)/\(count)", forward: "B", back: "A")
            rowsToPrint.append(("fzf \(FilterBench.fzfVersion()) (↓/↑ over the list)", fzf))
        } else {
            print("latency: fzf is not installed (apt-get install fzf), nothing to compare with")
        }

        print("key → first byte, \(count) numbered items on a \(columns)×\(rows) pty, \(presses) presses 30–250 ms apart "
            + "(ten forward, ten back), same schedule for each:")
        print("  " + "".rightPadded(to: 54) + "median".leftPadded(to: 10) + "p90".leftPadded(to: 10) + "worst".leftPadded(to: 10)
            + "bytes/move".leftPadded(to: 12))
        for (name, run) in rowsToPrint {
            let samples = run.samples
            guard !samples.isEmpty else {
                print("  " + name.rightPadded(to: 54) + "no output seen".leftPadded(to: 20))
                continue
            }
            let sorted = samples.sorted()
            let missed = presses - samples.count
            print("  " + name.rightPadded(to: 54) + (twoDecimals(percentile(sorted, 0.5) * 1e3) + " ms").leftPadded(to: 10)
                + (twoDecimals(percentile(sorted, 0.9) * 1e3) + " ms").leftPadded(to: 10)
                + (twoDecimals(sorted[sorted.count - 1] * 1e3) + " ms").leftPadded(to: 10)
                + String(Int(run.bytesPerPress.rounded())).leftPadded(to: 12)
                + (missed > 0 ? "  (\(missed) presses without output in 1 s)" : ""))
        }
        print("")
    }

    /// Starts a program on the pty (its stdin `stdin` when given), waits for `ready`, then
    /// plays the schedule; the seconds from each press to its first byte. `forward` and
    /// `back` are the final letters of the arrow keys, sent as a terminal would: `ESC O`
    /// once the program has asked for application cursor keys (curses' keypad mode),
    /// `ESC [` otherwise.
    static func measure(arguments: [String], environment: [String: String], stdin: [UInt8]?, ready: String,
                        forward: String, back: String, gaps: ClosedRange<Double> = 0.03...0.25) -> Run {
        guard let pty = try? PseudoTerminal(arguments: arguments, environment: environment, columns: columns, rows: rows,
                                            stdinPipe: stdin != nil) else {
            print("latency: cannot start \(arguments[0])")
            return Run()
        }
        defer { pty.terminate() }
        if let stdin { pty.feedStdin(stdin) }
        guard pty.waitFor(ready, timeout: 10) != nil else {
            print("latency: \(arguments[0]) never showed \"\(ready)\"")
            return Run()
        }
        pty.drain(for: 0.5)
        let prefix = applicationCursorKeys(in: pty.output) ? "\u{1B}O" : "\u{1B}["
        var generator = SeededGenerator(seed: 23)
        var samples: [Double] = []
        readPending(pty)
        let before = pty.output.count
        var pressed = 0
        for press in 0..<presses {
            pressed += 1
            let gap = Double.random(in: gaps, using: &generator)
            readPending(pty)
            let sent = Stopwatch.now()
            pty.type(prefix + (press / 10 % 2 == 0 ? forward : back))
            if let first = firstByte(pty, timeout: 1) { samples.append(first - sent) }
            // A program that answers none of the first five presses will not answer the rest.
            if samples.isEmpty && press == 4 { break }
            pty.drain(for: max(sent + gap - Stopwatch.now(), 0))
        }
        pty.drain(for: 0.3)
        return Run(samples: samples, bytesPerPress: Double(pty.output.count - before) / Double(max(pressed, 1)))
    }

    /// What one program did under the schedule.
    struct Run {
        /// Seconds from each press to the first byte after it.
        var samples: [Double] = []
        /// The bytes it wrote per press.
        var bytesPerPress = 0.0
    }

    /// Whether the last DECCKM the program sent (`CSI ? 1 h` / `CSI ? 1 l`) turned
    /// application cursor keys on.
    static func applicationCursorKeys(in output: [UInt8]) -> Bool {
        let on = Array("\u{1B}[?1h".utf8), off = Array("\u{1B}[?1l".utf8)
        var state = false
        var i = 0
        while i + on.count <= output.count {
            if output[i] == 0x1B {
                if output[i..<i + on.count].elementsEqual(on) { state = true } else if output[i..<i + off.count].elementsEqual(off) { state = false }
            }
            i += 1
        }
        return state
    }

    /// Reads everything the program has written so far, without waiting for more.
    static func readPending(_ pty: PseudoTerminal) {
        while isReadable(pty.master, waitingUpToMilliseconds: 0) { pty.drain(for: 0.0001) }
    }

    /// When the next byte from the program arrived (monotonic seconds), or nil after `timeout`.
    /// Only waits: the byte stays for the next read.
    static func firstByte(_ pty: PseudoTerminal, timeout: Double) -> Double? {
        isReadable(pty.master, waitingUpToMilliseconds: Int32(timeout * 1000)) ? Stopwatch.now() : nil
    }

    static func isReadable(_ descriptor: Int32, waitingUpToMilliseconds milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat {
            ready = poll(&request, 1, milliseconds)
        } while ready < 0 && errno == EINTR
        return ready > 0 && request.revents & Int16(POLLIN) != 0
    }

    /// The value below which `fraction` of the sorted samples lie (nearest rank).
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
