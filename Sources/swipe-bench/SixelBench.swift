#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas
import TerminalBackend

/// Issue 25's sixel figures: one 640×480 photo as a sixel picture, our encoder beside
/// chafa's (`chafa -f sixel`) at the size chafa chose for 60×20 cells — bytes, and time per
/// picture (ours: scaling and encoding, in-process, as the app does off the frame loop;
/// chafa: a process per picture, its decode and start included, as in a preview). Then,
/// with the binary, key → first byte over a cover flow of photos drawn as sixel at rest,
/// beside the same run in symbols: no key may wait for an encoding.
enum SixelBench {
    static let folder = "/tmp/swipe-bench-sixel"

    static func run(binary: String?) {
        mkdir(folder, 0o755)
        encoding()
        if let binary { keyLatency(binary: binary) }
    }

    static func encoding() {
        let width = 640, height = 480
        let rgb = PictureFiles.pixels(width: width, height: height, seed: 7)
        let path = "\(folder)/photo.jpg"
        guard PictureFiles.write(rgb, width: width, height: height, format: "jpg", to: path) else {
            return print("sixel: could not write the photo\n")
        }
        print("one 640×480 photo as sixel (256 colour registers), side by side:")
        let chafa = chafaOutput(["chafa", "-f", "sixel", "--size", "60x20", "--animate", "off", path])
        // The size chafa drew at, from its raster attributes; 600×400 without chafa.
        let size = chafa.flatMap(rasterSize) ?? (600, 400)
        let picture = PixelPicture(width: width, height: height, rgb: rgb)
        var bytes = 0
        let ours = Stopwatch.perCall(iterations: 10, rounds: 3) {
            let pixels = ScaledPixels(picture, crop: Rect(x: 0, y: 0, width: width, height: height), width: size.0, height: size.1)
            bytes = SixelEncoder.encode(pixels, registers: 256).count
        }
        print("  swipe-tui (scale, palette, encode) at \(size.0)×\(size.1)".rightPadded(to: 48)
              + "\(twoDecimals(ours * 1e3)) ms".leftPadded(to: 10) + "\(bytes / 1024) KiB".leftPadded(to: 10))
        guard let chafa else { return print("  chafa: not installed (make bench installs it)\n") }
        var times: [Double] = []
        for _ in 0..<10 {
            if let seconds = Spawn.run(["chafa", "-f", "sixel", "--size", "60x20", "--animate", "off", path]) { times.append(seconds) }
        }
        times.sort()
        guard !times.isEmpty else { return print("  chafa: did not run\n") }
        print("  chafa 1.12 (a process: decode, scale, encode)".rightPadded(to: 48)
              + "\(twoDecimals(times[times.count / 2] * 1e3)) ms".leftPadded(to: 10) + "\(chafa.count / 1024) KiB".leftPadded(to: 10))
        print("")
    }

    /// Twelve photos in a cover flow on a 120×40 pty, →/← pressed 0.2–0.6 s apart (so
    /// many land just as a glide comes to rest and its picture is encoded): key → first
    /// byte with `--graphics sixel` and with `--graphics symbols`.
    static func keyLatency(binary: String) {
        let count = 12
        let photos = "\(folder)/flow"
        mkdir(photos, 0o755)
        for index in 0..<count {
            let path = "\(photos)/photo\(index < 10 ? "0" : "")\(index).jpg"
            guard access(path, R_OK) != 0 else { continue }
            let rgb = PictureFiles.pixels(width: 640, height: 480, seed: index + 1)
            guard PictureFiles.write(rgb, width: 640, height: 480, format: "jpg", to: path) else {
                return print("sixel: could not write the photos\n")
            }
        }
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        print("key → first byte, \(count) photos in a cover flow on a 120×40 pty, \(LatencyBench.presses) presses 0.2–0.6 s apart:")
        print("  " + "".rightPadded(to: 38) + "median".leftPadded(to: 10) + "p90".leftPadded(to: 10) + "worst".leftPadded(to: 10))
        for graphics in ["sixel", "symbols"] {
            let samples = LatencyBench.measure(arguments: [binary, "--graphics", graphics, "--type", "cover-flow", photos],
                                               environment: environment, stdin: nil, ready: "1 / \(count)",
                                               forward: "C", back: "D", gaps: 0.2...0.6).samples.sorted()
            let name = "swipe-tui --graphics \(graphics)"
            guard let worst = samples.last else {
                print("  " + name.rightPadded(to: 38) + "no output seen".leftPadded(to: 20))
                continue
            }
            print("  " + name.rightPadded(to: 38)
                + (twoDecimals(LatencyBench.percentile(samples, 0.5) * 1e3) + " ms").leftPadded(to: 10)
                + (twoDecimals(LatencyBench.percentile(samples, 0.9) * 1e3) + " ms").leftPadded(to: 10)
                + (twoDecimals(worst * 1e3) + " ms").leftPadded(to: 10))
        }
        print("")
    }

    /// What `arguments` writes to its standard output, or nil when it does not run.
    static func chafaOutput(_ arguments: [String]) -> [UInt8]? {
        guard let pipe = popen(arguments.joined(separator: " ") + " 2>/dev/null", "r") else { return nil }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            out += buffer[0..<count]
        }
        return pclose(pipe) == 0 && !out.isEmpty ? out : nil
    }

    /// The width and height in a sixel picture's raster attributes (`"1;1;W;H`).
    static func rasterSize(_ sixel: [UInt8]) -> (Int, Int)? {
        let text = String(decoding: sixel.prefix(64), as: UTF8.self)
        guard let start = text.firstIndex(of: "\"") else { return nil }
        let numbers = text[text.index(after: start)...].prefix { $0.isNumber || $0 == ";" }.split(separator: ";").compactMap { Int($0) }
        return numbers.count == 4 ? (numbers[2], numbers[3]) : nil
    }
}
