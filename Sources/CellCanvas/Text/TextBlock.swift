/// One block of a card's body, laid out by `CardView` at whatever width the card has:
/// plain text from files and lines, and the blocks rendered markdown and previews have.
public indirect enum TextBlock: Sendable, Hashable {
    /// Running text, word-wrapped.
    case paragraph(String)
    /// A list item: a bullet, then text wrapped with a hanging indent.
    case bullet(String)
    /// A line kept as it is (code, tables); cut with an ellipsis when too long.
    case verbatim(String)
    /// An empty line.
    case blank
    /// Running text of styled runs, word-wrapped.
    case text(StyledText)
    /// A heading of `level` (1 for the largest).
    case heading(level: Int, StyledText)
    /// A list item `depth` levels in (0 at the top): its marker (`•`, `3.`, `☐`), then text
    /// wrapped with a hanging indent under its first word.
    case listItem(marker: String, depth: Int, StyledText)
    /// Code kept line for line, cut (not wrapped) at the width, on a shaded ground, under
    /// its language when it has one. Runs still in the body role take the code role; a
    /// highlighter's runs keep their token roles.
    case code(lines: [StyledText], language: String?)
    /// A block inside a quote: drawn behind a bar.
    case quote(TextBlock)
    /// A table, box-drawn.
    case table(TextTable)
    /// A thematic break: a line across.
    case rule
    /// A line of styled runs kept as it is, cut with an ellipsis when too long (a
    /// preview's output).
    case styledLine(StyledText)

    /// The block as display lines `width` columns wide at most (`BlockLines` makes them one
    /// at a time).
    public func lines(width: Int) -> [StyledText] { Array(IteratorSequence(BlockLines(self, width: width))) }

    /// The text of the block without looks, for a title or a subtitle taken from it.
    public var plainText: String {
        var block = self
        // Quotes inside quotes are taken apart in a loop: there may be thousands.
        while case .quote(let inner) = block { block = inner }
        switch block {
        case .paragraph(let text), .bullet(let text), .verbatim(let text): return text
        case .blank, .rule, .quote: return ""
        case .text(let text), .heading(_, let text), .listItem(_, _, let text), .styledLine(let text): return text.plain
        case .code(let lines, _): return lines.map(\.plain).joined(separator: "\n")
        case .table(let table): return table.header.map(\.plain).joined(separator: " ")
        }
    }
}
