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
    /// its language when it has one.
    case code(lines: [String], language: String?)
    /// A block inside a quote: drawn behind a bar.
    case quote(TextBlock)
    /// A table, box-drawn.
    case table(TextTable)
    /// A thematic break: a line across.
    case rule
    /// A line of styled runs kept as it is, cut with an ellipsis when too long (a
    /// preview's output).
    case styledLine(StyledText)

    /// The block as display lines `width` columns wide at most.
    public func lines(width: Int) -> [StyledText] {
        guard width > 0 else { return [] }
        switch self {
        case .paragraph(let text):
            return TextLayout.wrap(text, width: width).map { StyledText(plain: $0) }
        case .bullet(let text):
            guard width > 2 else { return TextLayout.wrap(text, width: width).map { StyledText(plain: $0) } }
            return TextLayout.wrap(text, width: width - 2).enumerated().map { index, line in
                index == 0 ? StyledText([TextRun("• ", role: .marker), TextRun(line)]) : StyledText(plain: "  " + line)
            }
        case .verbatim(let text):
            return [StyledText(plain: TextLayout.truncate(text, width: width))]
        case .blank:
            return [StyledText()]
        case .text(let text):
            return text.wrapped(width: width)
        case .heading(let level, let text):
            let role: TextRole = level <= 1 ? .heading1 : level == 2 ? .heading2 : .heading3
            return text.inRole(role).wrapped(width: width)
        case .listItem(let marker, let depth, let text):
            return Self.listItemLines(marker: marker, depth: depth, text: text, width: width)
        case .code(let lines, let language):
            return Self.codeLines(lines, language: language, width: width)
        case .quote(let inner):
            return Self.quoteLines(inner, width: width)
        case .table(let table):
            return table.lines(width: width)
        case .rule:
            return [StyledText(plain: String(repeating: "─", count: width), role: .frame)]
        case .styledLine(let line):
            return [line.truncated(width: width)]
        }
    }

    /// The text of the block without looks, for a title or a subtitle taken from it.
    public var plainText: String {
        switch self {
        case .paragraph(let text), .bullet(let text), .verbatim(let text): return text
        case .blank, .rule: return ""
        case .text(let text), .heading(_, let text), .listItem(_, _, let text), .styledLine(let text): return text.plain
        case .code(let lines, _): return lines.joined(separator: "\n")
        case .quote(let inner): return inner.plainText
        case .table(let table): return table.header.map(\.plain).joined(separator: " ")
        }
    }

    private static func listItemLines(marker: String, depth: Int, text: StyledText, width: Int) -> [StyledText] {
        let indent = min(depth * 2, max(width - 4, 0))
        let lead = String(repeating: " ", count: indent) + marker + " "
        let leadWidth = DisplayWidth.of(lead)
        guard width - leadWidth >= 4 else { return text.wrapped(width: width) }
        return text.wrapped(width: width - leadWidth).enumerated().map { index, line in
            var result = StyledText()
            if index == 0 {
                result.append(TextRun(String(repeating: " ", count: indent)))
                result.append(TextRun(marker, role: .marker))
                result.append(TextRun(" "))
            } else {
                result.append(TextRun(String(repeating: " ", count: leadWidth)))
            }
            result.append(line)
            return result
        }
    }

    private static func codeLines(_ lines: [String], language: String?, width: Int) -> [StyledText] {
        var result: [StyledText] = []
        if let language, !language.isEmpty {
            result.append(StyledText(plain: TextLayout.truncate(language, width: width), role: .muted))
        }
        for line in lines {
            // Padded to the width, so the shade makes a block.
            let shown = TextLayout.truncate(" " + line, width: width)
            let padding = String(repeating: " ", count: max(width - DisplayWidth.of(shown), 0))
            result.append(StyledText(plain: shown + padding, role: .code))
        }
        return result
    }

    private static func quoteLines(_ inner: TextBlock, width: Int) -> [StyledText] {
        guard width > 2 else { return inner.lines(width: width) }
        return inner.lines(width: width - 2).map { line in
            var result = StyledText([TextRun("▌ ", role: .quote)])
            result.append(line.inRole(.quote))
            return result
        }
    }
}
