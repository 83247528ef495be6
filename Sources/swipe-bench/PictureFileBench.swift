#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas
import SwipeTUI
import TerminalBackend
import TerminalHarness

/// Issue 14's figures on real files: decode throughput per format, chafa beside us on the
/// same photo, a directory of 2,000 640×480 photos opened by the binary (first frame, first
/// picture, peak memory), and a 120×40 cover flow of them moving in a pseudo-terminal
/// (frames per second and the binary's CPU per frame, in symbols and in kitty pixels).
enum PictureFileBench {
    static let width = 640, height = 480

    static func run(binary: String) {
        let folder = "/tmp/swipe-bench-formats"
        mkdir(folder, 0o755)
        let photo = PictureFiles.pixels(width: width, height: height, seed: 7)
        let formats = ["jpg", "png", "webp", "gif", "bmp"]
        for kind in formats where !PictureFiles.write(photo, width: width, height: height, format: kind, to: "\(folder)/photo.\(kind)") {
            return print("picture files: could not write a \(kind) fixture\n")
        }
        decodeThroughput(folder: folder, formats: formats)
        largePhoto(folder: folder)
        beside(chafaOn: "\(folder)/photo.jpg")
        print("making 2,000 640×480 JPEGs in /tmp (once; kept for later runs)…")
        guard let directory = PictureFiles.directory(count: 2_000, width: width, height: height) else {
            return print("picture files: could not write the directory\n")
        }
        openDirectory(binary: binary, directory: directory)
        coverFlow(binary: binary, directory: directory)
    }

    /// Only the cover flow in a pseudo-terminal (`make bench ONLY=coverflow-pty`), beside
    /// the baseline binary when `SWIPE_TUI_BASELINE_BIN` names one.
    static func runCoverFlow(binary: String) {
        guard let directory = PictureFiles.directory(count: 2_000, width: width, height: height) else {
            return print("cover flow: could not write the photos\n")
        }
        coverFlow(binary: binary, baseline: getenv("SWIPE_TUI_BASELINE_BIN").map { String(cString: $0) }, directory: directory)
    }

    /// Each format's 640×480 photo decoded (and kept at 320 px a side, as the app keeps it).
    static func decodeThroughput(folder: String, formats: [String]) {
        print("decode a 640×480 photo and keep it at 320 px (libjpeg-turbo, libwebp, stb_image for the rest), per format:")
        for kind in formats {
            guard let bytes = PictureFiles.read("\(folder)/photo.\(kind)"), (try? PictureView(decoding: bytes)) != nil else {
                print("  \(kind): did not decode")
                continue
            }
            let seconds = Stopwatch.perCall(iterations: 10, rounds: 3) { _ = try? PictureView(decoding: bytes) }
            let size: String = "\(bytes.count / 1024) KiB"
            let time: String = "\(twoDecimals(seconds * 1e3)) ms"
            let rate: String = "\(Int(1 / seconds)) pictures/s"
            let pixels: String = "\(format(0.3072 / seconds)) MP/s"
            print("  " + kind.rightPadded(to: 6) + size.leftPadded(to: 9) + time.leftPadded(to: 11)
                  + rate.leftPadded(to: 17) + pixels.leftPadded(to: 13))
        }
        print("")
    }

    /// A 12-megapixel photo: libjpeg-turbo decodes it at an eighth of its size (stb_image, the
    /// decoder before it, decoded every pixel first: about 156 ms here).
    static func largePhoto(folder: String) {
        let path = "\(folder)/large.jpg"
        if access(path, R_OK) != 0 {
            PictureFiles.write(PictureFiles.pixels(width: 4000, height: 3000, seed: 3), width: 4000, height: 3000, format: "jpg", to: path)
        }
        guard let bytes = PictureFiles.read(path) else { return }
        let seconds = Stopwatch.perCall(iterations: 1, rounds: 3) { _ = try? PictureView(decoding: bytes) }
        print("a 4000×3000 JPEG (\(bytes.count >> 20) MiB) decoded and kept at 320 px: \(format(seconds * 1e3)) ms, off the frame loop\n")
    }

    /// chafa (the reference for pictures in symbols) and us, on the same photo, at 50×20
    /// cells in quadrants and 256 colours: chafa as a process per picture (as in a preview), us
    /// as decode + rasterize + the bytes our writer sends, in-process.
    static func beside(chafaOn path: String) {
        print("one 640×480 JPEG to 50×20 cells of quadrants in 256 colours, side by side:")
        guard let bytes = PictureFiles.read(path) else { return }
        let style = Theme.standard(colorEnabled: true).card
        var writer = FrameWriter(capabilities: .xterm256)
        var written = 0
        let ours = Stopwatch.perCall(iterations: 20, rounds: 3) {
            guard let view = try? PictureView(decoding: bytes) else { return }
            var buffer = CellBuffer(size: Size(columns: 50, rows: 20))
            view.draw(in: buffer.bounds, on: &buffer, context: ItemContext(isFocused: false, style: style))
            writer.invalidate()
            written = writer.bytes(for: buffer).count
        }
        print("  swipe-tui (decode, rasterize, write)".rightPadded(to: 42) + "\(twoDecimals(ours * 1e3)) ms".leftPadded(to: 10)
              + "   \(written / 1024) KiB of output")
        let arguments = ["chafa", "--format", "symbols", "--symbols", "quad", "--colors", "256", "--size", "50x20",
                         "--animate", "off", path]
        guard Spawn.run(arguments) != nil else { return print("  chafa: not installed (make bench installs it)\n") }
        var times: [Double] = []
        for _ in 0..<15 { if let seconds = Spawn.run(arguments) { times.append(seconds) } }
        times.sort()
        print("  chafa 1.12 (a process per picture)".rightPadded(to: 42) + "\(twoDecimals(times[times.count / 2] * 1e3)) ms".leftPadded(to: 10)
              + "   (median of \(times.count), process start included)")
        print("")
    }

    /// The binary on the directory: the first frame (names), the first picture drawn, and
    /// the peak memory after flinging past 150 of them.
    static func openDirectory(binary: String, directory: String) {
        print("a directory of 2,000 640×480 JPEGs (120×40, linear):")
        var firsts: [Double] = [], pictures: [Double] = [], peaks: [Int] = []
        for _ in 0..<3 {
            let trace = "/tmp/swipe-bench-pictures-trace-\(getpid())"
            unlink(trace)
            defer { unlink(trace) }
            let started = Stopwatch.now()
            guard let pty = try? PseudoTerminal(arguments: [binary, directory], environment: environment(trace: trace), columns: 120, rows: 40)
            else { return print("  could not start the binary\n") }
            guard pty.waitFor("1 / 2000", timeout: 10) != nil else {
                pty.terminate()
                return print("  no first frame\n")
            }
            pty.drain(for: 0.5)
            for _ in 0..<150 {
                pty.type("l")
                pty.drain(for: 0.02)
            }
            pty.drain(for: 1.5)
            let peak = Process.peakResidentKiB(of: pty.pid)
            pty.type("q")
            _ = pty.waitForExit(timeout: 5)
            let events = Trace.events(trace)
            guard let first = events.first(where: { $0.name == "first-frame" })?.time,
                  let picture = events.first(where: { $0.name == "pictures" })?.time else { continue }
            firsts.append(first - started)
            pictures.append(picture - started)
            if let peak { peaks.append(peak) }
        }
        guard !firsts.isEmpty else { return print("  no trace\n") }
        func median<T: Comparable>(_ values: [T]) -> T { values.sorted()[values.count / 2] }
        print("  first frame (the names)          \(format(median(firsts) * 1e3)) ms   (aim ≤ 300 ms; median of \(firsts.count), process start included)")
        print("  first picture decoded            \(format(median(pictures) * 1e3)) ms")
        if !peaks.isEmpty {
            print("  peak RSS after 150 cards         \(format(Double(median(peaks)) / 1024)) MiB   (aim ≤ 200 MiB)")
        }
        print("")
    }

    /// A cover flow of the photos moving (40 keys 120 ms apart), at 120×40 and 200×60, once
    /// drawing symbols and once sending kitty pixels (the pseudo-terminal swallows them); the
    /// bytes a frame beside chafa's for one of the photos at the same size. Given a
    /// `baseline` binary (`SWIPE_TUI_BASELINE_BIN`), its runs alternate with the binary's,
    /// so a change is measured against what it changed under the same load. Five runs each,
    /// the median given: the machine is shared and a run can land on a busy moment.
    static func coverFlow(binary: String, baseline: String? = nil, directory: String) {
        print("a cover flow of 640×480 photos moving (40 keys 120 ms apart), the binary in a pseudo-terminal:")
        let binaries = [(baseline, "baseline "), (binary, baseline == nil ? "" : "this     ")].compactMap { path, label in
            path.map { (path: $0, label: label) }
        }
        for size in [Size(columns: 120, rows: 40), Size(columns: 200, rows: 60)] {
            for graphics in ["symbols", "kitty"] {
                var runs = Array(repeating: [CoverFlowRun](), count: binaries.count)
                for _ in 0..<coverFlowRuns {
                    for (index, binary) in binaries.enumerated() {
                        if let run = measureCoverFlow(binary: binary.path, directory: directory, graphics: graphics, size: size) {
                            runs[index].append(run)
                        }
                    }
                }
                for (index, binary) in binaries.enumerated() {
                    let label = "  \(size.columns)×\(size.rows) " + binary.label + "--graphics " + graphics.rightPadded(to: 9)
                    guard !runs[index].isEmpty else {
                        print(label + "could not run")
                        continue
                    }
                    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
                    let cpu = runs[index].map(\.cpu).sorted()
                    print(label + "\(format(median(runs[index].map(\.fps)))) fps".leftPadded(to: 10)
                          + "gaps \(twoDecimals(median(runs[index].map(\.medianGap)) * 1e3))".leftPadded(to: 12)
                          + " / \(twoDecimals(median(runs[index].map(\.slowGap)) * 1e3)) ms"
                          + "\(twoDecimals(median(cpu) * 1e3)) ms CPU a frame".leftPadded(to: 22)
                          + " (\(twoDecimals(cpu.first! * 1e3))–\(twoDecimals(cpu.last! * 1e3)))"
                          + "\(format(median(runs[index].map(\.bytes)) / 1024)) KiB a frame".leftPadded(to: 17))
                }
            }
            if let chafa = chafaBytes(for: directory + "/photo-0001.jpg", size: size) {
                print("  \(size.columns)×\(size.rows) chafa 1.12, the first photo in quadrants, 256 colours:"
                      + "\(format(Double(chafa) / 1024)) KiB a frame".leftPadded(to: 17))
            }
        }
        print("  (fps: frames a second while moving, the rest between a glide's end and the next key left out;")
        print("  gaps: the median and 95th percentile between frames while moving, 16.67 ms on a 60 Hz cadence;")
        print("  aim 60 fps and ≤ 3 ms CPU a frame; symbols in 256 colours, as TERM=xterm-256color says)\n")
    }

    /// The bytes chafa writes for the picture at `path` filling `size` cells in quadrants and
    /// 256 colours (what one of our frames of it would cost, whole); nil without chafa.
    static func chafaBytes(for path: String, size: Size) -> Int? {
        let output = "/tmp/swipe-bench-chafa-\(getpid())"
        defer { unlink(output) }
        let arguments = ["chafa", "--format", "symbols", "--symbols", "quad", "--colors", "256",
                         "--size", "\(size.columns)x\(size.rows)", "--animate", "off", path]
        guard Spawn.run(arguments, output: output) != nil else { return nil }
        var status = stat()
        return stat(output, &status) == 0 ? Int(status.st_size) : nil
    }

    /// One run's figures: frames a second while the carousel moves (the rest between a
    /// glide's end and the next key is not counted), the median and the 95th percentile of
    /// the gaps between frames while moving, and the binary's CPU and bytes written per frame.
    struct CoverFlowRun {
        var fps: Double
        var medianGap: Double
        var slowGap: Double
        var cpu: Double
        var bytes: Double
    }

    /// Runs of each binary at each size and kind of graphics: 5, or `SWIPE_BENCH_RUNS`.
    static var coverFlowRuns: Int {
        getenv("SWIPE_BENCH_RUNS").flatMap { Int(String(cString: $0)) }.map { min(max($0, 1), 50) } ?? 5
    }

    /// A gap between two frames longer than this is rest, not motion (three 60 Hz frames).
    static let restGap = 0.05

    static func measureCoverFlow(binary: String, directory: String, graphics: String,
                                 size: Size) -> CoverFlowRun? {
        let trace = "/tmp/swipe-bench-coverflow-\(getpid())"
        unlink(trace)
        defer { unlink(trace) }
        let arguments = [binary, "--type", "cover-flow", "--graphics", graphics, directory]
        guard let pty = try? PseudoTerminal(arguments: arguments, environment: environment(trace: trace),
                                            columns: UInt16(size.columns), rows: UInt16(size.rows)) else {
            return nil
        }
        defer { pty.terminate() }
        guard pty.waitFor("1 / 2000", timeout: 10) != nil else { return nil }
        pty.drain(for: 1)
        let cpuBefore = ThreadTimes(of: pty.pid)
        let bytesBefore = pty.output.count
        let start = Stopwatch.now()
        for round in 0..<40 {
            pty.type(round % 5 == 4 ? "h" : "l")
            pty.drain(for: 0.12)
        }
        pty.drain(for: 0.4)
        let end = Stopwatch.now()
        let cpuAfter = ThreadTimes(of: pty.pid)
        let times = Trace.events(trace).filter { $0.name == "frame" && $0.time >= start && $0.time <= end }.map(\.time)
        let moving = zip(times, times.dropFirst()).map { $1 - $0 }.filter { $0 <= restGap }.sorted()
        guard !moving.isEmpty else { return nil }
        return CoverFlowRun(fps: Double(moving.count) / moving.reduce(0, +), medianGap: moving[moving.count / 2],
                            slowGap: moving[min(moving.count * 95 / 100, moving.count - 1)],
                            cpu: cpuAfter.seconds(since: cpuBefore) / Double(times.count),
                            bytes: Double(pty.output.count - bytesBefore) / Double(times.count))
    }

    static func environment(trace: String) -> [String: String] {
        ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIPE_TRACE": trace, "PATH": "/usr/bin:/bin"]
    }
}

/// What the trace file of a run says: events with their times.
enum Trace {
    static func events(_ path: String) -> [(time: Double, name: String)] {
        guard let bytes = PictureFiles.read(path) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let time = Double(fields[0]) else { return nil }
            return (time, String(fields[1]))
        }
    }
}

/// Another process's figures, from /proc.
enum Process {
    /// The peak resident set size in KiB (VmHWM).
    static func peakResidentKiB(of pid: pid_t) -> Int? {
        guard let bytes = PictureFiles.read("/proc/\(pid)/status") else { return nil }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }
}

/// Runs a program to its end, its output discarded (or written to `output`); the seconds it took.
enum Spawn {
    static func run(_ arguments: [String], output: String = "/dev/null") -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Stopwatch.now()
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = Stopwatch.now() - start
        return status == 0 ? seconds : nil
    }
}
