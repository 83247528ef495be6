import FuzzDriver
import Glibc
import CellCanvas
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
    fuzzTalk(text)
    return 0
}

/// The same bytes as a talk (`--mode present`): read as presenterm reads it, every step of
/// every slide drawn at 20×6 and 80×24. Checked: no trap; at most `Talk.slideLimit` slides
/// and 100 steps a slide; no control character or escape in any cell.
func fuzzTalk(_ text: String) {
    let talk = TalkSource(text: text)
    if talk.count > 2_000 { fatalError("\(talk.count) slides in \(text.debugDescription)") }
    for slide in 0..<talk.count {
        let steps = talk.stepCount(ofSlide: slide)
        if !(1...100).contains(steps) { fatalError("\(steps) steps in slide \(slide) of \(text.debugDescription)") }
        for step in 0..<steps {
            for size in [Size(columns: 20, rows: 6), Size(columns: 80, rows: 24)] {
                let drawn = talk.drawSlide(slide, step: step, size: size).renderedText()
                if hasControl(drawn.split(separator: "\n").joined()) { fatalError("a control character on slide \(slide) of \(text.debugDescription)") }
            }
        }
    }
}

exit(swipe_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) { fuzzDeck($0, $1) })
