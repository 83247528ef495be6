#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 15's figures: `--filter` on about a million real paths against `fzf --filter`,
/// side by side in the same run (alternating, median of five): wall time and peak memory.
enum FilterBench {
    static let queries = ["linux", "rmttar", "usr lib", "'share ^/usr !doc", "zzzz"]

    static func run(binary: String) {
        guard access("/usr/bin/fzf", X_OK) == 0 else {
            print("filter: fzf is not installed (apt-get install fzf), nothing to compare with\n")
            return
        }
        let corpus = "/tmp/swipe-bench-paths-\(getpid())"
        defer { unlink(corpus) }
        // Every path under /usr, /etc and /opt, repeated with a suffix until a million.
        let build = "find /usr /etc /opt -xdev 2>/dev/null | awk '{ a[n++] = $0 } END { for (i = 0; i < 1000000; i++) " +
            "print a[i % n] (i < n ? \"\" : \"/v\" int(i / n)) }' > \(corpus)"
        _ = runMeasured(["/bin/sh", "-c", build])
        print("--filter on 1,000,000 paths (\(LazyBench.size(corpus))), median of 5, alternating with fzf \(fzfVersion()):")
        print("  query".padding(toLength: 22, withPad: " ", startingAt: 0) + "  swipe-tui             fzf")
        for query in queries {
            var ours: [(Double, Int)] = [], theirs: [(Double, Int)] = []
            for _ in 0..<5 {
                ours.append(runMeasured(["/bin/sh", "-c", "exec \"$0\" --filter \"$1\" < \"$2\" > /dev/null", binary, query, corpus]))
                theirs.append(runMeasured(["/bin/sh", "-c", "exec fzf --filter \"$0\" < \"$1\" > /dev/null", query, corpus]))
            }
            func summary(_ runs: [(Double, Int)]) -> String {
                "\(LazyBench.format(InputBench.median(runs.map(\.0)) * 1e3)) ms \(LazyBench.format(Double(runs.map(\.1).max() ?? 0) / 1024)) MiB"
            }
            print("  " + query.padding(toLength: 20, withPad: " ", startingAt: 0) + "  " + summary(ours).padding(toLength: 22, withPad: " ", startingAt: 0)
                + summary(theirs))
        }
        print("")
    }

    /// Runs a command to the end; its wall time in seconds and peak resident KiB.
    static func runMeasured(_ arguments: [String]) -> (seconds: Double, peakKiB: Int) {
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = Stopwatch.now()
        guard posix_spawn(&pid, arguments[0], nil, nil, argv, environ) == 0 else { return (0, 0) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return (Stopwatch.now() - start, Int(usage.ru_maxrss))
    }

    static func fzfVersion() -> String {
        guard let pipe = popen("fzf --version 2>/dev/null", "r") else { return "" }
        defer { pclose(pipe) }
        var line = [CChar](repeating: 0, count: 64)
        guard fgets(&line, 64, pipe) != nil else { return "" }
        return String(cString: line).split(separator: " ").first.map(String.init) ?? ""
    }
}
