#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// Issue 16's lazy-source figures from the release binary on a pty: time to the first
/// frame and peak memory for a 100,000-slide markdown deck, a 1 GB NDJSON file on stdin,
/// and a 50 MB JSON array on stdin, with the time until each is fully indexed.
enum LazyBench {
    static func run(binary: String) {
        let directory = "/tmp/swipe-bench-lazy-\(getpid())"
        mkdir(directory, 0o755)
        defer {
            for name in ["deck.md", "big.ndjson", "big.json"] { unlink(directory + "/" + name) }
            rmdir(directory)
        }
        let deck = directory + "/deck.md"
        write(path: deck) { emit in
            for n in 1...100_000 {
                emit((n > 1 ? "\n---\n\n" : "") + "# Slide \(n)\n\nSome text for slide \(n), a paragraph to read.\n\n- a point\n- another point\n")
            }
        }
        let ndjson = directory + "/big.ndjson"
        let record = "{\"id\":1,\"title\":\"record\",\"body\":\"" + String(repeating: "y", count: 150) + "\",\"n\":[1,2,3]}\n"
        write(path: ndjson) { emit in
            for _ in 0..<(1_000_000_000 / record.utf8.count) { emit(record) }
        }
        let json = directory + "/big.json"
        write(path: json) { emit in
            emit("[")
            for n in 0..<300_000 {
                emit((n > 0 ? "," : "") + "{\"id\":\(n),\"title\":\"record \(n)\",\"body\":\"" + String(repeating: "x", count: 120) + "\"}")
            }
            emit("]")
        }
        print("sources opened lazily (5 runs, median; peak RSS once the index pass is done):")
        measure("a 100,000-slide markdown deck (\(size(deck)))", arguments: [binary, deck], stdin: nil, aim: "≤ 50 ms, ≤ 64 MiB")
        measure("a 1 GB NDJSON file on stdin", arguments: [binary, "--ndjson"], stdin: ndjson, aim: "≤ 50 ms")
        measure("a JSON array of 300,000 records on stdin (\(size(json)))", arguments: [binary, "--json"], stdin: json, aim: "")
        print("")
    }

    static func measure(_ label: String, arguments: [String], stdin: String?, aim: String) {
        let tracePath = "/tmp/swipe-bench-lazy-trace-\(getpid())"
        var firsts: [Double] = [], completes: [Double] = [], peaks: [Int] = [], anonymous: [Int] = []
        for _ in 0..<5 {
            unlink(tracePath)
            var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIPE_TRACE": tracePath]
            environment["PATH"] = "/usr/bin:/bin"
            let command = stdin.map { ["/bin/sh", "-c", "exec \"$0\" \"$1\" < \"$2\"", arguments[0], arguments[1], $0] } ?? arguments
            let start = Stopwatch.now()
            guard let pty = try? PseudoTerminal(arguments: command, environment: environment, columns: 100, rows: 30) else { return }
            var events: [String: Double] = [:]
            let deadline = start + 60
            while events["input-complete"] == nil && Stopwatch.now() < deadline {
                pty.drain(for: 0.02)
                events = InputBench.traceEvents(tracePath)
            }
            pty.drain(for: 0.2)
            if let first = events["first-frame"] { firsts.append(first - start) }
            if let complete = events["input-complete"] { completes.append(complete - start) }
            if let peak = InputBench.peakResidentKiB(pid: pty.pid) { peaks.append(peak) }
            if let own = InputBench.statusField("RssAnon:", pid: pty.pid) { anonymous.append(own) }
            pty.terminate()
        }
        unlink(tracePath)
        guard !firsts.isEmpty else {
            print("  \(label): no first frame")
            return
        }
        let complete = completes.isEmpty ? "not finished" : "\(format(InputBench.median(completes) * 1e3)) ms"
        print("  \(label): first frame \(format(InputBench.median(firsts) * 1e3)) ms, all indexed \(complete), "
            + "peak RSS \(format(Double(peaks.max() ?? 0) / 1024)) MiB, of it the program's own "
            + "\(format(Double(anonymous.max() ?? 0) / 1024)) MiB (the rest is the file, mapped)" + (aim.isEmpty ? "" : " (aim \(aim))"))
    }

    /// Writes a file through `body`'s pieces, buffered.
    static func write(path: String, _ body: ((String) -> Void) -> Void) {
        guard let file = fopen(path, "w") else { return }
        setvbuf(file, nil, _IOFBF, 1 << 20)
        body { piece in fputs(piece, file) }
        fclose(file)
    }

    static func size(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "?" }
        return "\(format(Double(info.st_size) / 1_048_576)) MiB"
    }

}
