#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellCanvas
import TerminalBackend

/// Issue 25's sixel figures: one 640×480 photo as a sixel picture, our encoder beside
/// chafa's (`chafa -f sixel`) at the size chafa chose for 60×20 cells — bytes, and time per
/// picture (ours: scaling and encoding, in-process, as the app does on the frame loop;
/// chafa: a process per picture, its decode and start included, as in a preview).
enum SixelBench {
    static func run() {
        let folder = "/tmp/swipe-bench-sixel"
        mkdir(folder, 0o755)
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
