/// One of presenterm's comment commands (`<!-- pause -->`, `<!-- column: 1 -->`), read from
/// the inside of an HTML comment. Every number is capped, so a hostile deck cannot ask
/// for a million blank lines or columns; a comment that is no command (a user's own
/// remark, an unknown or malformed command) reads as nil and is ignored quietly.
enum TalkCommand: Equatable, Sendable {
    case endSlide
    case pause
    case skipSlide
    case noFooter
    case jumpToMiddle
    case resetLayout
    /// Pauses between the items of the lists that follow (until the slide ends).
    case incrementalLists(Bool)
    /// Blank lines between list items for the rest of the slide.
    case listItemNewlines(Int)
    /// Columns whose widths are in these proportions.
    case columnLayout([Int])
    /// What follows goes into column `n` (from 0) of the layout.
    case column(Int)
    /// Empty lines.
    case newLines(Int)
    /// Another markdown file's content in place, its path relative to this file.
    case include(String)
    /// Text size for the rest of the slide, 1 to 7 (accepted; drawn at size 1 for now).
    case fontSize(Int)
    /// A note for the speaker, never on the slide.
    case speakerNote(String)
    /// How the rest of the slide's text lines up.
    case alignment(SlideAlignment)

    /// The most blank lines a `new_lines` makes.
    static let newLinesLimit = 100
    /// The most blank lines between list items.
    static let listItemNewlinesLimit = 10
    /// The most columns a layout has, and the largest weight of one.
    static let columnLimit = 12
    static let weightLimit = 100

    /// The command written inside a comment (what lies between `<!--` and `-->`), or nil.
    init?(comment inside: Substring) {
        let text = inside.trimmingBlank
        let name: Substring, value: Substring
        if let colon = text.firstIndex(of: ":") {
            name = text[..<colon].trimmingBlank
            value = text[text.index(after: colon)...].trimmingBlank
        } else {
            name = text
            value = ""
        }
        switch name {
        case "end_slide": self = .endSlide
        case "pause": self = .pause
        case "skip_slide": self = .skipSlide
        case "no_footer": self = .noFooter
        case "jump_to_middle": self = .jumpToMiddle
        case "reset_layout": self = .resetLayout
        case "newline", "new_line": self = .newLines(1)
        case "newlines", "new_lines":
            guard let count = Self.number(value, in: 1...Self.newLinesLimit) else { return nil }
            self = .newLines(count)
        case "incremental_lists":
            switch value {
            case "true": self = .incrementalLists(true)
            case "false": self = .incrementalLists(false)
            default: return nil
            }
        case "list_item_newlines":
            guard let count = Self.number(value, in: 0...Self.listItemNewlinesLimit) else { return nil }
            self = .listItemNewlines(count)
        case "column_layout":
            guard value.first == "[", value.last == "]" else { return nil }
            let parts = value.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
            guard (1...Self.columnLimit).contains(parts.count) else { return nil }
            var weights: [Int] = []
            for part in parts {
                guard let weight = Self.number(part.trimmingBlank, in: 1...Self.weightLimit) else { return nil }
                weights.append(weight)
            }
            self = .columnLayout(weights)
        case "column":
            guard let index = Self.number(value, in: 0...(Self.columnLimit - 1)) else { return nil }
            self = .column(index)
        case "include":
            guard !value.isEmpty, !value.contains("\n") else { return nil }
            self = .include(String(value))
        case "font_size":
            guard let size = Self.number(value, in: 1...7) else { return nil }
            self = .fontSize(size)
        case "speaker_note":
            guard let note = Self.note(value) else { return nil }
            self = .speakerNote(note)
        case "alignment":
            guard let alignment = SlideAlignment(rawValue: String(value)) else { return nil }
            self = .alignment(alignment)
        default:
            return nil
        }
    }

    /// A decimal number within `range` (at most four digits, so nothing overflows).
    private static func number(_ text: Substring, in range: ClosedRange<Int>) -> Int? {
        guard (1...4).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text) else { return nil }
        return range.contains(value) ? value : nil
    }

    /// A speaker note's text: one line as written, or YAML's block form (`|` or `>`
    /// followed by indented lines), its lines dedented.
    private static func note(_ value: Substring) -> String? {
        guard value.first == "|" || value.first == ">" else { return value.isEmpty ? nil : String(value) }
        let lines = value.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        let indent = lines.filter { !$0.trimmingBlank.isEmpty }.map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
        let text = lines.map { $0.dropFirst(min(indent, $0.count)).trimmingBlankEnd }.joined(separator: "\n").trimmingBlank
        return text.isEmpty ? nil : String(text)
    }
}

/// How a slide's text lines up between its margins (`<!-- alignment: center -->`).
enum SlideAlignment: String, Sendable, Hashable {
    case left, center, right
}

extension StringProtocol {
    /// The text without spaces, tabs and line ends at either end.
    var trimmingBlank: Substring {
        let text = Substring(self)
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else { return "" }
        return text[first...last]
    }

    /// The text without spaces and tabs at its end.
    var trimmingBlankEnd: Substring {
        let text = Substring(self)
        guard let last = text.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return "" }
        return text[...last]
    }
}
