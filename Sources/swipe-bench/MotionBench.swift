#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// The interactive figures of the release binary on a pty: idle CPU, frame rate during a
/// transition, key-to-output latency, and CPU per animated frame.
enum MotionBench {
    static func run(binary: String) {
        let tracePath = "/tmp/swipe-bench-motion-\(getpid())"
        unlink(tracePath)
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIPE_TRACE": tracePath]
        guard let pty = try? PseudoTerminal(arguments: [binary], environment: environment, columns: 100, rows: 30),
              pty.waitFor("1 / 14", timeout: 5) != nil else {
            print("motion: cannot start \(binary)")
            return
        }
        pty.drain(for: 0.3)

        // Frames per second and CPU during one 0.4 s transition.
        let cpuBefore = ThreadTimes(of: pty.pid)
        let pressed = Stopwatch.now()
        pty.type("l")
        pty.drain(for: 0.6)
        let cpuTransition = ThreadTimes(of: pty.pid).seconds(since: cpuBefore)
        let frames = frameTimes(tracePath).filter { $0 >= pressed && $0 <= pressed + 0.4 }

        // Idle: 2 s after the last input, the process should not run at all.
        let idleBefore = ThreadTimes(of: pty.pid)
        pty.drain(for: 2)
        let idle = ThreadTimes(of: pty.pid).seconds(since: idleBefore)

        // Key to first output byte, at rest, alternating directions. The wait for the byte
        // sleeps in poll, as LatencyBench's does: a loop spinning beside the program on a
        // busy machine delayed it by milliseconds.
        var latencies: [Double] = []
        for round in 0..<20 {
            LatencyBench.readPending(pty)
            let start = Stopwatch.now()
            pty.type(round % 2 == 0 ? "h" : "l")
            latencies.append((LatencyBench.firstByte(pty, timeout: 1) ?? start + 1) - start)
            pty.drain(for: 0.6)
        }
        pty.terminate()
        unlink(tracePath)

        latencies.sort()
        let perTenFrames = frames.isEmpty ? 0 : cpuTransition / Double(frames.count) * 10
        print("idle CPU over 2 s after the last input: \(twoDecimals(idle * 1e3)) ms")
        print("frames during a 0.4 s transition: \(frames.count) (\(twoDecimals(Double(frames.count) / 0.4)) fps)")
        print("key to first output byte (20 keys at rest): median \(twoDecimals(latencies[latencies.count / 2] * 1e3)) ms, "
            + "worst \(twoDecimals(latencies.last! * 1e3)) ms")
        print("process CPU for ten animated frames: \(twoDecimals(perTenFrames * 1e3)) ms "
            + "(\(twoDecimals(cpuTransition * 1e3)) ms for the whole transition)")
    }

    /// Frame times from a `SWIPE_TRACE` file.
    static func frameTimes(_ path: String) -> [Double] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var times: [Double] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let fields = String(cString: line).split(separator: " ")
            if fields.count >= 2, fields[1].hasPrefix("frame") || fields[1].hasPrefix("first-frame"), let time = Double(fields[0]) {
                times.append(time)
            }
        }
        return times
    }


}
