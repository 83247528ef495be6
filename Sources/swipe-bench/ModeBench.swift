#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// The paging, deck and tabs modes of the release binary on a 100×30 pty: process CPU per
/// frame while keys move them, frames drawn, and idle CPU afterwards — with the 14-card
/// demo deck and with 10⁶ lines on stdin, so a frame is seen not to cost more with more items.
enum ModeBench {
    /// One measured run: a mode, its input, and the keys that move it.
    struct Case {
        var label: String
        var arguments: [String]
        var millionLines: Bool
        /// Keys typed one at a time, 0.5 s apart (long enough for each move to end).
        var keys: [String]
    }

    static let cases = [
        Case(label: "paging, demo deck", arguments: ["--mode", "paging"], millionLines: false, keys: ["l", "h"]),
        Case(label: "paging, 10⁶ lines", arguments: ["--mode", "paging"], millionLines: true, keys: ["l", "h"]),
        Case(label: "paging, 3 per page, 10⁶", arguments: ["--mode", "paging", "--items-per-page", "3", "--align", "center"],
             millionLines: true, keys: ["l", "h"]),
        Case(label: "deck, demo deck", arguments: ["--mode", "deck"], millionLines: false, keys: ["l", "h", "\r", "\u{7F}"]),
        Case(label: "deck, 10⁶ lines", arguments: ["--mode", "deck"], millionLines: true, keys: ["l", "h", "\r", "\u{7F}"]),
        Case(label: "tabs, demo deck", arguments: ["--mode", "tabs"], millionLines: false, keys: ["l", "h", "j", " "]),
        Case(label: "tabs, 10⁶ rows", arguments: ["--mode", "tabs"], millionLines: true, keys: ["j", " ", "G", "g"]),
    ]

    static func run(binary: String) {
        var million: [UInt8] = []
        million.reserveCapacity(7_000_000)
        for n in 1...1_000_000 { million += Array("\(n)\n".utf8) }
        let tracePath = "/tmp/swipe-bench-modes-\(getpid())"
        print("modes on a 100×30 pty: process CPU per frame while keys move them, and idle CPU after:")
        for item in cases {
            unlink(tracePath)
            let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIPE_TRACE": tracePath]
            guard let pty = try? PseudoTerminal(arguments: [binary] + item.arguments, environment: environment,
                                                columns: 100, rows: 30, stdinPipe: item.millionLines) else {
                print("  \(item.label): cannot start \(binary)")
                continue
            }
            if item.millionLines { pty.feedStdin(million) }
            pty.drain(for: 0.5)
            let cpuBefore = ThreadTimes(of: pty.pid)
            let start = Stopwatch.now()
            for _ in 0..<3 {
                for key in item.keys {
                    pty.type(key)
                    pty.drain(for: 0.5)
                }
            }
            let cpu = ThreadTimes(of: pty.pid).seconds(since: cpuBefore)
            let frames = MotionBench.frameTimes(tracePath).filter { $0 >= start }.count
            let idleBefore = ThreadTimes(of: pty.pid)
            pty.drain(for: 1)
            let idle = ThreadTimes(of: pty.pid).seconds(since: idleBefore)
            pty.terminate()
            let perFrame = frames > 0 ? cpu / Double(frames) : 0
            print("  " + item.label.rightPadded(to: 26) + "\(format(perFrame * 1e6)) µs per frame".rightPadded(to: 22)
                + "(\(frames) frames for \(item.keys.count * 3) keys)".rightPadded(to: 28) + "idle \(format(idle * 1e3)) ms/s")
        }
        unlink(tracePath)
        print("")
    }

}

