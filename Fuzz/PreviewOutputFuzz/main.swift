import CellCanvas
import FuzzDriver
import Glibc

/// One fuzz input: any bytes as a `--preview` command's output (stdout and stderr).
///
/// Checked: reading it never traps; no run of any line holds a C0 or C1 control, DEL or
/// ESC (SGR becomes style, every other sequence is dropped or shown as a symbol); the line
/// cap holds; and however the bytes are cut short, reading a prefix never traps either.
func fuzzPreviewOutput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    for limit in [10_000, 3] {
        let lines = SGRText.lines(from: bytes, maximumLines: limit)
        if lines.count > limit { fatalError("\(lines.count) lines past the cap of \(limit)") }
        for line in lines {
            for run in line.runs {
                if let bad = run.text.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                    fatalError("U+\(String(bad.value, radix: 16)) reached a run from \(Array(bytes))")
                }
            }
        }
    }
    _ = SGRText.lines(from: bytes.prefix(size / 2))
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzPreviewOutput($0, $1) })
