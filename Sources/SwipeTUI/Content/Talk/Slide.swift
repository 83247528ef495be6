import CellCanvas

/// One slide of a talk: what shows at each of its steps (a `pause` adds one), its speaker
/// notes, whether the footer shows, and the card that stands for it (search, the notes
/// pane, the speaker's terminal).
struct Slide: Sendable, Hashable {
    /// The title, plain (empty when the slide has none).
    var title: String
    /// The slide step by step; the last shows all of it. Never empty.
    var steps: [SlideView]
    /// Speaker notes, sanitised.
    var notes: [TextBlock]
    /// False after `<!-- no_footer -->`.
    var showsFooter: Bool
    /// The slide as a card: its title, everything it shows, its notes.
    var card: Card
    /// The markdown it was made from (what search looks through).
    var markdown: String

    /// The most steps a slide has: pauses past it show with the last.
    static let stepLimit = 100

    /// A slide made of the lines between two slide ends (none of them `end_slide`).
    init(lines: [TalkLines.Line], directory: String? = nil) {
        var operations: [SlideOperation] = []
        var notes: [TextBlock] = []
        var showsFooter = true
        var incremental = false
        var inList = false
        var markdown: [Substring] = []
        for line in lines {
            switch line {
            case .text(let text):
                markdown.append(text)
                if !text.trimmingBlank.isEmpty {
                    let isItem = Self.isListItem(text)
                    if incremental && isItem && inList { operations.append(.pause) }
                    inList = isItem || (inList && (text.hasPrefix("  ") || text.hasPrefix("\t")))
                }
                operations.append(.text(text))
            case .problem(let text):
                operations.append(.problem(text))
            case .command(let command):
                switch command {
                case .pause: operations.append(.pause)
                case .noFooter: showsFooter = false
                case .jumpToMiddle: operations.append(.middle)
                case .resetLayout: operations.append(.resetLayout)
                case .incrementalLists(let on):
                    incremental = on
                case .listItemNewlines(let count): operations.append(.listItemNewlines(count))
                case .columnLayout(let weights): operations.append(.layout(weights))
                case .column(let index): operations.append(.column(index))
                case .newLines(let count): operations.append(.space(count))
                case .alignment(let alignment): operations.append(.alignment(alignment))
                case .speakerNote(let note):
                    if !notes.isEmpty { notes.append(.blank) }
                    notes += note.split(separator: "\n", omittingEmptySubsequences: false).map { .paragraph(Sanitizer.line($0)) }
                case .fontSize(let size): operations.append(.fontSize(size))
                case .endSlide, .skipSlide, .include:
                    break
                }
            }
        }
        let title = SlideOperation.takeTitle(from: &operations)
        let pauses = min(operations.filter { $0 == .pause }.count, Self.stepLimit - 1)
        let pictures = SlidePicture.Files(directory: directory)
        steps = (0...pauses).map { SlideView(parts: SlideOperation.parts(of: operations, throughStep: $0, last: pauses, pictures: pictures)) }
        self.title = title ?? ""
        self.notes = notes
        self.showsFooter = showsFooter
        self.markdown = markdown.joined(separator: "\n")
        let blocks = steps.last?.parts.flatMap(\.blocks) ?? []
        card = Card(title: Sanitizer.line(self.title), blocks: blocks, notes: notes)
    }

    /// The title slide presenterm makes from the front matter: title, subtitle, author and
    /// date in the middle of the screen.
    init(introducing front: FrontMatter) {
        var blocks: [TextBlock] = []
        if let subtitle = front.subtitle, !subtitle.isEmpty { blocks.append(.styledLine(StyledText(plain: subtitle, role: .heading3))) }
        let byline = [front.author, front.date].compactMap { $0 }.filter { !$0.isEmpty }
        if !byline.isEmpty {
            blocks += [.blank] + byline.map { .styledLine(StyledText(plain: $0, role: .muted)) }
        }
        title = front.title ?? ""
        steps = [SlideView(parts: [.middle, .title(title), .text(CardBody(blocks), .center)])]
        notes = []
        showsFooter = false
        markdown = ([title] + blocks.map(\.plainText)).joined(separator: "\n")
        card = Card(title: title, blocks: blocks)
    }

    /// Whether a markdown line starts a list item (`-`, `*`, `+`, `1.` or `1)` then a space).
    static func isListItem(_ line: Substring) -> Bool {
        let rest = line.drop(while: { $0 == " " || $0 == "\t" })
        guard let first = rest.first else { return false }
        if first == "-" || first == "*" || first == "+" { return rest.dropFirst().first.map { $0 == " " || $0 == "\t" } ?? false }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard (1...9).contains(digits.count) else { return false }
        let after = rest.dropFirst(digits.count)
        return (after.first == "." || after.first == ")") && after.dropFirst().first.map { $0 == " " || $0 == "\t" } ?? false
    }
}

extension SlideView.Part {
    /// The part's text as blocks (a slide's card holds them all).
    var blocks: [TextBlock] {
        switch self {
        case .title: return []
        case .text(let body, _), .large(let body, _, _): return body.blocks
        case .columns(let columns):
            return columns.flatMap { column in
                column.pieces.flatMap { piece -> [TextBlock] in
                    switch piece {
                    case .text(let body): return body.blocks
                    case .picture(let picture): return [.styledLine(picture.standIn)]
                    }
                }
            }
        case .picture(let picture): return [.styledLine(picture.standIn)]
        case .space, .middle: return []
        }
    }
}
