import CellCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// Issue 16's yardstick: swipe-tui's own writer against ncurses on the same motion.
///
/// The release binary shows 1,000 cards of 30×10 on a 120×40 pty and gets ten → presses
/// and five wheel notches. Each frame it sends is bracketed by synchronized output (the
/// pty answers the probe), so the frames can be told apart: a virtual terminal rebuilds
/// every frame's cells, counts the cells that changed, and writes the frames to a file
/// that `curses-replay` (a plain ncurses program in C) paints with ncurses, on a pty of
/// the same size. Both are measured in the same run: bytes per changed cell over the
/// motion, bytes of the first paint, and CPU for the whole motion.
enum WriterBench {
    static let size = Size(columns: 120, rows: 40)

    static func run(binary: String) {
        let program = String(binary.dropLast("swipe-tui".count)) + "curses-replay"
        guard access(program, X_OK) == 0 else {
            print("writer: \(program) is missing (make bench builds it)")
            return
        }
        guard let recording = record(binary: binary) else { return }
        let framesPath = "/tmp/swipe-bench-frames-\(getpid())"
        defer { unlink(framesPath) }
        guard let firstOnly = replay(program, frames: [recording.frames[0]], path: framesPath),
              let all = replay(program, frames: recording.frames, path: framesPath) else {
            print("writer: curses-replay did not run")
            return
        }
        let changed = recording.changedCells
        let oursPerCell = Double(recording.motionBytes) / Double(changed)
        let cursesPerCell = Double(all.bytes - firstOnly.bytes) / Double(changed)
        print("writer, 1,000 cards of 30×10 at 120×40, 10 → presses and 5 wheel notches "
            + "(\(recording.frames.count - 1) frames, \(changed) changed cells):")
        print("  " + "".rightPadded(to: 30) + "swipe-tui".leftPadded(to: 12) + "curses".leftPadded(to: 12))
        print("  " + "bytes per changed cell".rightPadded(to: 30) + twoDecimals(oursPerCell).leftPadded(to: 12)
            + twoDecimals(cursesPerCell).leftPadded(to: 12))
        print("  " + "bytes for the motion".rightPadded(to: 30) + "\(recording.motionBytes)".leftPadded(to: 12)
            + "\(all.bytes - firstOnly.bytes)".leftPadded(to: 12))
        print("  " + "bytes for the first paint".rightPadded(to: 30) + "\(recording.firstPaintBytes)".leftPadded(to: 12)
            + "\(firstOnly.bytes)".leftPadded(to: 12))
        print("  " + "CPU for the motion (ms)".rightPadded(to: 30) + twoDecimals(recording.cpu * 1e3).leftPadded(to: 12)
            + twoDecimals((all.cpu - firstOnly.cpu) * 1e3).leftPadded(to: 12))
        print("  (swipe-tui computes its frames; curses-replay only paints them. Synchronized-output brackets, "
            + "\(recording.bracketBytes) bytes, are not counted.)")
        print("")
    }

    struct Recording {
        var frames: [CellBuffer]
        var changedCells: Int
        var motionBytes: Int
        var firstPaintBytes: Int
        var bracketBytes: Int
        var cpu: Double
    }

    /// Runs the script on the release binary and rebuilds its frames from what it sent.
    static func record(binary: String) -> Recording? {
        var lines: [UInt8] = []
        for n in 1...1000 { lines += Array("\(n)\n".utf8) }
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
        guard let pty = try? PseudoTerminal(arguments: [binary, "--item-width", "30", "--item-height", "10"],
                                            environment: environment, columns: UInt16(size.columns),
                                            rows: UInt16(size.rows), stdinPipe: true) else {
            print("writer: cannot start \(binary)")
            return nil
        }
        pty.feedStdin(lines)
        pty.drain(for: 0.5)
        // Answer the synchronized-output probe, so every frame from now on is bracketed.
        pty.type("\u{1B}[?2026;2$y")
        pty.drain(for: 0.3)
        let scriptStart = pty.output.count
        let cpuBefore = ThreadTimes(of: pty.pid)
        for _ in 0..<10 {
            pty.type("\u{1B}[C")
            pty.drain(for: 0.2)
        }
        for _ in 0..<5 {
            pty.type("\u{1B}[<65;60;20M")
            pty.drain(for: 0.15)
        }
        pty.drain(for: 1.5)
        let cpu = ThreadTimes(of: pty.pid).seconds(since: cpuBefore)
        pty.terminate()

        var terminal = VirtualTerminal(size: size)
        terminal.feed(pty.output[..<scriptStart])
        let firstPaint = firstPaintBytes(pty.output[..<scriptStart])
        var frames = [terminal.cellBuffer]
        var changed = 0, motionBytes = 0, bracketBytes = 0
        let open = Array("\u{1B}[?2026h".utf8), close = Array("\u{1B}[?2026l".utf8)
        var rest = pty.output[scriptStart...]
        while let start = find(open, in: rest), let end = find(close, in: rest[(start + open.count)...]) {
            let payload = rest[(start + open.count)..<end]
            terminal.feed(payload)
            motionBytes += payload.count
            bracketBytes += open.count + close.count
            let frame = terminal.cellBuffer
            changed += zip(frame.cells, frames[frames.count - 1].cells).count { $0 != $1 }
            frames.append(frame)
            rest = rest[(end + close.count)...]
        }
        guard frames.count > 1, changed > 0 else {
            print("writer: no bracketed frames seen")
            return nil
        }
        return Recording(frames: frames, changedCells: changed, motionBytes: motionBytes, firstPaintBytes: firstPaint,
                         bracketBytes: bracketBytes, cpu: cpu)
    }

    /// The first frame's bytes: from the screen clear to the end of what came before the script.
    static func firstPaintBytes(_ bytes: ArraySlice<UInt8>) -> Int {
        guard let clear = find(Array("\u{1B}[H\u{1B}[2J".utf8), in: bytes) else { return bytes.count }
        return bytes.endIndex - clear
    }

    /// Paints `frames` with curses-replay on a pty; its bytes and its CPU seconds.
    static func replay(_ program: String, frames: [CellBuffer], path: String) -> (bytes: Int, cpu: Double)? {
        write(frames: frames, to: path)
        let stats = path + ".stats"
        defer { unlink(stats) }
        guard let pty = try? PseudoTerminal(arguments: [program, path, stats], environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"],
                                            columns: UInt16(size.columns), rows: UInt16(size.rows)),
              pty.waitForExit(timeout: 60) == 0,
              let file = fopen(stats, "r") else { return nil }
        defer { fclose(file) }
        var micros = 0
        guard fscanf_int(file, &micros) else { return nil }
        // What ncurses sends on endwin is not part of the frames.
        let end = find(Array("\u{1B}[?1049l".utf8), in: pty.output[...]) ?? pty.output.count
        return (end, Double(micros) / 1e6)
    }

    /// The frames file curses-replay reads (its format is in Benchmarks/CursesReplay/main.c).
    static func write(frames: [CellBuffer], to path: String) {
        var data: [UInt8] = Array("SWFR".utf8)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data += $0 } }
        append(UInt16(size.columns))
        append(UInt16(size.rows))
        append(UInt32(frames.count))
        for frame in frames {
            for cell in frame.cells {
                let glyph = cell.isContinuation ? [] : cell.glyph.withUTF8 { Array($0) }
                data.append(UInt8(glyph.count))
                data += glyph
                data.append(cell.style.attributes.rawValue)
                append(colorNumber(cell.style.foreground))
                append(colorNumber(cell.style.background))
            }
        }
        guard let file = fopen(path, "wb") else { return }
        _ = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }

    static func colorNumber(_ color: Color) -> Int32 {
        switch color {
        case .default: return -1
        case .indexed(let index): return Int32(index)
        case .rgb(let r, let g, let b): return 0x100_0000 | Int32(r) << 16 | Int32(g) << 8 | Int32(b)
        }
    }

    static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        var i = haystack.startIndex
        while i <= haystack.endIndex - needle.count {
            if haystack[i] == needle[0] && haystack[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    static func fscanf_int(_ file: UnsafeMutablePointer<FILE>, _ value: inout Int) -> Bool {
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        guard getline(&line, &capacity, file) > 0, let line, let number = Int(String(cString: line).filter(\.isNumber)) else { return false }
        value = number
        return true
    }

}
