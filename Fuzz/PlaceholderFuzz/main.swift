import FuzzDriver
import Glibc
import SwipeTUI

/// One fuzz input: a `--preview` template and an item. The first byte says how many of the
/// following bytes are the template (read as UTF-8, as a command-line argument is); the
/// rest is the item, any bytes but NUL.
///
/// Checked: substitution never traps; `{}` alone gives exactly the item, quoted, which a
/// shell reads back as the item's bytes (by this file's own reading of single quotes and
/// `\'`, POSIX's rules) — so no byte of any item ends the quoting; fields read back as the
/// item's blank-separated words (AWK's fields: space, tab and newline separate; the blanks
/// that end a field are not part of it).
func fuzzPlaceholder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let templateCount = min(Int(bytes[0]), bytes.count - 1)
    let template = String(decoding: bytes[1..<(1 + templateCount)], as: UTF8.self)
    let item = bytes[(1 + templateCount)...].filter { $0 != 0 }
    let preview = PreviewItem(bytes: item, index: size)
    _ = PreviewTemplate(template).commandLine(for: preview)

    let whole = PreviewTemplate("{}").commandLine(for: preview)
    guard shellWords(whole) == [item] else { fatalError("{} of \(item) reads back as \(shellWords(whole) ?? [])") }
    let fields = item.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }).map { field in
        Array(field.reversed().drop { $0 == 0x20 || (0x09...0x0D).contains($0) }.reversed())
    }
    let line = PreviewTemplate("{1} {-1} {2}").commandLine(for: preview)
    let expected = [fields.first ?? [], fields.last ?? [], fields.count > 1 ? fields[1] : []]
    guard shellWords(line) == expected else { fatalError("fields of \(item) read back as \(shellWords(line) ?? [])") }
    return 0
}

/// The words `sh` would make of `line` when it holds only single-quoted strings, `\'` and
/// spaces between words; nil for anything else (which quoting must never produce).
func shellWords(_ line: [UInt8]) -> [[UInt8]]? {
    var words: [[UInt8]] = []
    var word: [UInt8]?
    var index = 0
    while index < line.count {
        let byte = line[index]
        if byte == 0x20 {
            if let finished = word { words.append(finished) }
            word = nil
            index += 1
        } else if byte == 0x27 {
            guard let close = line[(index + 1)...].firstIndex(of: 0x27) else { return nil }
            word = (word ?? []) + line[(index + 1)..<close]
            index = close + 1
        } else if byte == 0x5C, index + 1 < line.count, line[index + 1] == 0x27 {
            word = (word ?? []) + [0x27]
            index += 2
        } else {
            return nil
        }
    }
    if let finished = word { words.append(finished) }
    return words
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzPlaceholder($0, $1) })
