import CellCanvas
import FuzzDriver
import Glibc
import SwipeTUI

/// Whether `scalar` may never reach a cell: a C0 or C1 control, DEL, or a bidirectional
/// override (what `Sanitizer` turns into symbols).
func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    default: return false
    }
}

/// One fuzz input: its first line a fence's info string (a language, `+line_numbers`,
/// `{1,3-5|6}`), the rest code, highlighted through libt3highlight and laid out.
///
/// Checked: no trap; as many lines come out as went in, each the sanitised input line (after
/// its number, when numbered); no control character in a run; laid out at 20 and 80 columns,
/// no line is wider than its width.
func fuzzHighlight(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let info = text.prefix { $0 != "\n" }
    let code = String(text.dropFirst(info.count + 1))
    let block = CodeBlockRendering.block(code: code, info: String(info))
    guard case .code(let lines, _) = block else { fatalError("not a code block for \(text.debugDescription)") }
    var expected = code.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Sanitizer.line(Substring($0)) }
    if expected.last == "" { expected.removeLast() }
    if lines.count != expected.count { fatalError("\(lines.count) lines for \(expected.count): \(text.debugDescription)") }
    for (line, input) in zip(lines, expected) {
        // Compared by scalars: a line starting with a combining mark joins the gutter's
        // space into one character, so a comparison by characters would differ.
        if !Array(line.plain.unicodeScalars).reversed().starts(with: Array(input.unicodeScalars).reversed()) {
            fatalError("\(line.plain.debugDescription) is not \(input.debugDescription)")
        }
        for run in line.runs where run.text.unicodeScalars.contains(where: isControl) {
            fatalError("a control character in \(run.text.debugDescription)")
        }
    }
    for width in [20, 80] {
        for line in block.lines(width: width) where line.width > width {
            fatalError("a line \(line.width) wide at \(width) columns: \(line.plain.debugDescription)")
        }
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzHighlight($0, $1) })
