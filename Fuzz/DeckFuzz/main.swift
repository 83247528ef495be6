import FuzzDriver
import Glibc
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

/// One fuzz input: any bytes as a markdown deck, split into slides twice, by the byte
/// index that opens a file at once (`SectionSource`) and line by line (`MarkdownDeck`).
///
/// Checked: neither traps; both find the same slides with the same titles and bodies and
/// the same front matter headline; every title and body is a piece of the input (when it
/// has no `\r`, which line splitting drops); no title or headline holds a control character.
func fuzzDeck(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let items = MarkdownDeck.items(from: text)
    let indexed = SectionSource(text: text, kind: .markdownDeck)
    if indexed.count != items.count {
        fatalError("the index finds \(indexed.count) slides, the lines \(items.count), in \(text.debugDescription)")
    }
    let headline = MarkdownDeck.frontMatter(in: text)?.headline
    if indexed.headline != headline { fatalError("headlines differ in \(text.debugDescription)") }
    if let headline, hasControl(headline) { fatalError("a control character in the headline of \(text.debugDescription)") }
    for (index, item) in items.enumerated() {
        let fields = indexed.fields(at: index)
        if fields.title != item.fields.title || fields.body != item.fields.body || indexed.card(at: index).title != item.card.title {
            fatalError("slide \(index) differs in \(text.debugDescription)")
        }
        if hasControl(item.card.title) || item.card.subtitle.map(hasControl) == true {
            fatalError("a control character in slide \(index)'s title in \(text.debugDescription)")
        }
        if !text.utf8.contains(0x0D), !text.contains(fields.title) || !text.contains(fields.body) {
            fatalError("slide \(index) is not a piece of \(text.debugDescription)")
        }
    }
    return 0
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzDeck($0, $1) })
