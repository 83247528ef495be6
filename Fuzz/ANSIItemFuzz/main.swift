import CellCanvas
import FuzzDriver
import Glibc
import SwipeTUI

/// One fuzz input: any bytes as a line read with `--ansi`.
///
/// Checked: stripping never traps; no ESC is left; what is left is the input's own bytes,
/// in order; stripping again changes nothing; and the item seen through `--ansi` and a
/// field template shows, matches and prints without trapping.
func fuzzANSIItem(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let stripped = EscapeSequences.stripped(bytes)
    if stripped.contains(0x1B) { fatalError("ESC left in \(stripped) from \(Array(bytes))") }
    var rest = bytes[...]
    for byte in stripped {
        guard let found = rest.firstIndex(of: byte) else { fatalError("\(stripped) is not a subsequence of \(Array(bytes))") }
        rest = rest[(found + 1)...]
    }
    if stripped.withUnsafeBufferPointer({ EscapeSequences.stripped($0) }) != stripped { fatalError("stripping twice changed \(Array(bytes))") }
    var options = FieldOptions()
    options.keepsColors = true
    options.shown = try? FieldTemplate(parsing: "{2..},{1}")
    options.searched = FieldSelection(parsing: "-1")
    if let shown = options.shownText(of: bytes, index: 0) {
        if shown.contains(0x1B) { fatalError("ESC in the shown text of \(Array(bytes))") }
        _ = shown.withUnsafeBufferPointer { options.searchedParts(of: $0) }
    }
    if options.printedText(of: bytes, index: 0).contains(0x1B) { fatalError("ESC printed from \(Array(bytes))") }
    for run in options.styledText(of: bytes, index: 0)?.runs ?? [] {
        if run.text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            fatalError("a control reached a run from \(Array(bytes))")
        }
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzANSIItem($0, $1) })
