#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// Issue 15's figures: `--filter` on about a million real paths against `fzf --filter`,
/// side by side in the same run (alternating, median of five): wall time and peak memory.
enum FilterBench {
    static let queries = ["linux", "rmttar", "usr lib", "'share ^/usr !doc", "zzzz"]

    static func run(binary: String) {
        guard access("/usr/bin/fzf", X_OK) == 0 else {
            print("filter: fzf is not installed (apt-get install fzf), nothing to compare with\n")
            return
        }
        let corpus = makeCorpus()
        defer { unlink(corpus) }
        print("--filter on 1,000,000 paths (\(LazyBench.size(corpus))), median of 5, alternating with fzf \(fzfVersion()):")
        print("  query".padding(toLength: 22, withPad: " ", startingAt: 0) + "  swipe-tui (wall, CPU, peak)     fzf (wall, CPU, peak)"
            + "           CPU vs fzf (aim ≤ 0.25×)")
        for query in queries {
            var ours: [Measured] = [], theirs: [Measured] = []
            for _ in 0..<5 {
                ours.append(runMeasured(["/bin/sh", "-c", "exec \"$0\" --filter \"$1\" < \"$2\" > /dev/null", binary, query, corpus]))
                theirs.append(runMeasured(["/bin/sh", "-c", "exec fzf --filter \"$0\" < \"$1\" > /dev/null", query, corpus]))
            }
            func summary(_ runs: [Measured]) -> String {
                "\(format(InputBench.median(runs.map(\.seconds)) * 1e3)) ms \(format(InputBench.median(runs.map(\.cpuSeconds)) * 1e3)) ms "
                    + "\(format(Double(runs.map(\.peakKiB).max() ?? 0) / 1024)) MiB"
            }
            let ratio = InputBench.median(ours.map(\.cpuSeconds)) / max(InputBench.median(theirs.map(\.cpuSeconds)), 1e-9)
            print("  " + query.padding(toLength: 20, withPad: " ", startingAt: 0) + "  " + summary(ours).padding(toLength: 32, withPad: " ", startingAt: 0)
                + summary(theirs).padding(toLength: 32, withPad: " ", startingAt: 0) + twoDecimals(ratio) + "×")
        }
        print("")
        hostile(binary: binary)
        order(binary: binary, corpus: corpus)
        interactive(binary: binary, corpus: corpus)
        PickerBench.run(binary: binary, corpus: corpus)
    }

    /// Peak memory on input that matches everywhere (4,194,304 lines of `y`, all kept to be
    /// ranked) and on 256 MiB of NUL with no newline (refused at the 1 MiB line cap), beside fzf:
    /// one run each, memory being what is measured.
    static func hostile(binary: String) {
        let lines = "/tmp/swipe-bench-yes-\(getpid())"
        defer { unlink(lines) }
        _ = runMeasured(["/bin/sh", "-c", "yes | head -n 4194304 > \(lines)"])
        print("--filter on hostile input, one run each (wall, peak):")
        for (name, input) in [("4M lines of y", "cat \(lines) |"), ("256 MiB of NUL", "head -c 256M /dev/zero |")] {
            func measured(_ command: String) -> String {
                let run = runMeasured(["/bin/sh", "-c", "exec 2>/dev/null; " + command + " > /dev/null"])
                return "\(format(run.seconds * 1e3)) ms \(format(Double(run.peakKiB) / 1024)) MiB"
            }
            print("  " + name.padding(toLength: 20, withPad: " ", startingAt: 0) + "  swipe-tui "
                + measured("\(input) \"\(binary)\" --filter y").padding(toLength: 24, withPad: " ", startingAt: 0)
                + "fzf " + measured("\(input) fzf --filter y"))
        }
        print("")
    }

    /// A file of about a million real paths (every path under /usr, /etc and /opt, repeated
    /// with a suffix until a million); the caller removes it.
    static func makeCorpus() -> String {
        let corpus = "/tmp/swipe-bench-paths-\(getpid())"
        let build = "find /usr /etc /opt -xdev 2>/dev/null | awk '{ a[n++] = $0 } END { for (i = 0; i < 1000000; i++) " +
            "print a[i % n] (i < n ? \"\" : \"/v\" int(i / n)) }' > \(corpus)"
        _ = runMeasured(["/bin/sh", "-c", build])
        return corpus
    }

    /// `swipe-bench picker` (`make bench ONLY=picker`): the typing figure alone, beside fzf.
    static func runPicker(binary: String) {
        let corpus = makeCorpus()
        defer { unlink(corpus) }
        PickerBench.run(binary: binary, corpus: corpus)
    }

    /// Queries and options whose output is compared with fzf's line by line.
    static let orderCases: [[String]] = [
        ["py"], ["mer"], ["usr lib"], ["rmttar"], ["conf"], ["^/usr"], [".gz$"], ["'share"], ["!doc"], ["Lib"], ["py", "-i"],
        ["Py", "+i"], ["py", "--scheme", "path"], ["py", "--scheme", "history"], ["py", "--tiebreak", "end"],
        ["usr lib", "--tiebreak", "chunk,begin"], ["py", "--algo", "v1"],
    ]

    /// fzf's order: for each case, how many lines of `--filter`'s output differ from
    /// `fzf --filter`'s at the same place (0 when both print the same lines in the same order).
    static func order(binary: String, corpus: String) {
        let ours = "/tmp/swipe-bench-filter-ours-\(getpid())", theirs = "/tmp/swipe-bench-filter-fzf-\(getpid())"
        defer {
            unlink(ours)
            unlink(theirs)
        }
        print("--filter's output against fzf's, line by line (lines at a different place / lines fzf prints):")
        for arguments in orderCases {
            let options = arguments.dropFirst().joined(separator: " ")
            _ = runMeasured(["/bin/sh", "-c", "exec \"$0\" --filter \"$@\" < \(corpus) > \(ours)", binary] + arguments)
            _ = runMeasured(["/bin/sh", "-c", "exec fzf --filter \"$@\" < \(corpus) > \(theirs)", "fzf"] + arguments)
            let a = lines(ours), b = lines(theirs)
            let differing = zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
            print("  " + (arguments[0] + (options.isEmpty ? "" : " " + options)).padding(toLength: 34, withPad: " ", startingAt: 0)
                + "\(differing) / \(b.count)")
        }
        print("")
    }

    /// A file's lines.
    private static func lines(_ path: String) -> [Substring] {
        guard let bytes = PictureFiles.read(path) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    /// Typing `rmttar` over the million paths in the list layout: for each keystroke, the
    /// time until its whole ranking is taken (the session traces it; until then the last
    /// ranking shows, as in fzf), and the frames drawn meanwhile (keys and frames never wait
    /// for the filter).
    static func interactive(binary: String, corpus: String) {
        let trace = "/tmp/swipe-bench-filter-trace-\(getpid())"
        var complete: [Double] = []
        var framesWhileTyping: [Int] = []
        for _ in 0..<3 {
            unlink(trace)
            let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "SWIPE_TRACE": trace]
            guard let pty = try? PseudoTerminal(arguments: ["/bin/sh", "-c", "exec \"$0\" < \"$1\"", binary, corpus],
                                                environment: environment, columns: 120, rows: 40) else { return }
            let deadline = Stopwatch.now() + 30
            while InputBench.traceEvents(trace)["input-complete"] == nil && Stopwatch.now() < deadline { pty.drain(for: 0.02) }
            pty.drain(for: 0.3)
            let typingStart = Stopwatch.now()
            for character in "rmttar" {
                let sent = Stopwatch.now()
                pty.type(String(character))
                while Stopwatch.now() < sent + 5 {
                    pty.drain(for: 0.001)
                    let after = events(trace).filter { $0.time > sent }
                    if let whole = after.first(where: { $0.name == "filtered" }) {
                        complete.append(whole.time - sent)
                        break
                    }
                }
            }
            framesWhileTyping.append(events(trace).filter { $0.name == "frame" && $0.time > typingStart }.count)
            pty.terminate()
        }
        unlink(trace)
        guard !complete.isEmpty else {
            print("interactive filter: no result seen\n")
            return
        }
        print("interactive rmttar (the list layout) over 1,000,000 paths (120×40, 3 runs, each key after the last result):")
        print("  keystroke to the whole ranking on screen: median \(format(InputBench.median(complete) * 1e3)) ms, "
            + "worst \(format((complete.max() ?? 0) * 1e3)) ms")
        print("  frames drawn while typing six keys: \(framesWhileTyping.map(String.init).joined(separator: ", "))\n")
    }

    /// Every event of a trace file, in order.
    static func events(_ path: String) -> [(time: Double, name: String)] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var events: [(time: Double, name: String)] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        while getline(&line, &capacity, file) > 0, let line {
            let fields = String(cString: line).split(separator: " ")
            if fields.count >= 2, let time = Double(fields[0]) { events.append((time, String(fields[1].filter { !$0.isWhitespace }))) }
        }
        free(line)
        return events
    }

    /// What one run of a command cost.
    struct Measured {
        /// Wall time, and user plus system CPU time (every core's), in seconds.
        var seconds: Double, cpuSeconds: Double
        /// Peak resident memory.
        var peakKiB: Int
    }

    /// Runs a command to the end; what it cost.
    static func runMeasured(_ arguments: [String]) -> Measured {
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = Stopwatch.now()
        guard posix_spawn(&pid, arguments[0], nil, nil, argv, environ) == 0 else { return Measured(seconds: 0, cpuSeconds: 0, peakKiB: 0) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Measured(seconds: Stopwatch.now() - start, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
                        peakKiB: Int(usage.ru_maxrss))
    }

    static func fzfVersion() -> String {
        guard let pipe = popen("fzf --version 2>/dev/null", "r") else { return "" }
        defer { pclose(pipe) }
        var line = [CChar](repeating: 0, count: 64)
        guard fgets(&line, 64, pipe) != nil else { return "" }
        return String(cString: line).split(separator: " ").first.map(String.init) ?? ""
    }
}
