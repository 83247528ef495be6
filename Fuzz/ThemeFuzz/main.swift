import FuzzDriver
import Glibc
import CellCanvas
import SwipeComponents
import SwipeTUI

/// Whether `text` holds a scalar that may never reach the screen: a C0 or C1 control,
/// DEL, or a bidirectional override.
func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }
}

/// A talk with a heading of each level, code, a quote, a table and a link: every role a
/// theme sets.
let sample = "# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six\n\ntext `code` [link](x)\n\n> quote\n\n* item\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\ncode\n```\n"

/// One fuzz input: the first byte even, the rest as a theme file (`--theme FILE`); odd, the
/// rest as a talk whose front matter names its theme (`theme:` with `name:`, `path:`,
/// `override:`).
///
/// Checked: reading never traps (nesting and size capped, aliases refused); a theme that
/// cannot be read is one line with no control character; a theme read draws the sample
/// talk (or the talk itself) at 40×12 with no control character in any cell.
func fuzzTheme(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let asFile = data[0] & 1 == 0
    let result = asFile ? TalkSource.themed(text: sample, theme: bytes)
        : TalkSource.themed(text: String(decoding: bytes, as: UTF8.self), theme: nil)
    switch result {
    case .failure(let error):
        let line = error.description
        guard !hasControl(line), line.count < 400 else { fatalError("unsafe error line: \(line.debugDescription)") }
    case .success(let source):
        for index in 0..<min(source.count, 3) {
            let buffer = source.drawSlide(index, step: 0, size: Size(columns: 40, rows: 12))
            // Rows are joined by newlines; no row may hold a control character.
            let rows = buffer.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
            if rows.contains(where: { hasControl(String($0)) }) { fatalError("a control character in a cell") }
        }
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzTheme($0, $1) })
