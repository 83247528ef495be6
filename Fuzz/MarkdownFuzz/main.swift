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

/// One fuzz input: any bytes as markdown, rendered, laid out and drawn as a card's body.
///
/// Checked at 20 and 80 columns: rendering, laying out and drawing never trap (nesting
/// is capped, nothing recurses per level); no line is wider than its width; the body is
/// cut at `CardBody.lineLimit` lines; and no control character or escape reaches a cell,
/// of the body or of the speaker notes.
func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let rendered = MarkdownRenderer.render(text)
    let style = CardStyle(border: .plain, borderGlyphs: .rounded, title: .plain, body: .plain)
    for width in [20, 80] {
        for blocks in [rendered.blocks, rendered.notes] {
            let body = CardBody(blocks)
            let lines = body.allLines(width: width - 4)
            if lines.count > CardBody.lineLimit + 1 { fatalError("\(lines.count) lines at \(width) columns for \(text.debugDescription)") }
            for line in lines {
                if line.width > width - 4 { fatalError("a line \(line.width) wide at \(width - 4) columns: \(line.plain.debugDescription)") }
                if line.plain.unicodeScalars.contains(where: isControl) { fatalError("a control character in \(line.plain.debugDescription)") }
            }
            var buffer = CellBuffer(size: Size(columns: width, rows: 24))
            for scrollRow in [0, lines.count / 2] {
                CardView(title: "", body: body, style: style, scrollRow: scrollRow, showsPosition: scrollRow > 0)
                    .draw(in: buffer.bounds, on: &buffer)
                for y in 0..<24 {
                    for x in 0..<width where buffer[x, y].grapheme.unicodeScalars.contains(where: isControl) {
                        fatalError("a control character in a cell drawing \(text.debugDescription)")
                    }
                }
            }
        }
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzMarkdown($0, $1) })
