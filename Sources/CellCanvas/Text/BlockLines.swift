/// The display lines of one `TextBlock` at one width, made one at a time: a code block of
/// 100,000 lines or a paragraph of a megabyte costs each line taken its own share, so a
/// body can be laid out a step at a time (`CardBody`). Quotes inside quotes are taken
/// apart in a loop, never by recursion, however deep they nest.
struct BlockLines: IteratorProtocol, Sendable {
    /// Where the lines come from.
    private enum Source: Sendable {
        /// Lines made at once (blocks of one line).
        case made([StyledText])
        /// Wrapped text, the first line led by `first` and the others by `rest`.
        case wrapped(LineWrapper, first: StyledText, rest: StyledText)
        /// A code block's lines, each cut and shaded on its own, under its language.
        case code([StyledText], language: StyledText?)
        /// A table's borders and rows.
        case table(TextTable.Lines)
    }

    private var source: Source
    private let width: Int
    /// Quote bars drawn before every line; with any, the line takes the quote's role.
    private let bars: Int
    /// Lines made so far (of a source that counts them: made lines and code).
    private var taken = 0

    /// The lines of `block` at most `width` columns wide.
    init(_ block: TextBlock, width: Int) {
        var inner = block
        var width = max(width, 0)
        var bars = 0
        while case .quote(let quoted) = inner {
            // A quote too narrow for its bar shows its text alone.
            if width > 2 {
                bars += 1
                width -= 2
            }
            inner = quoted
        }
        self.bars = bars
        self.width = width
        source = width > 0 ? Self.source(of: inner, width: width) : .made([])
    }

    /// The next line, or nil after the last.
    mutating func next() -> StyledText? {
        guard let line = nextUnquoted() else { return nil }
        guard bars > 0 else { return line }
        var quoted = StyledText([TextRun(String(repeating: "▌ ", count: bars), role: .quote)])
        quoted.append(line.inRole(.quote))
        return quoted
    }

    private mutating func nextUnquoted() -> StyledText? {
        switch source {
        case .made(let lines):
            guard taken < lines.count else { return nil }
            taken += 1
            return lines[taken - 1]
        case .wrapped(var wrapper, let first, let rest):
            guard let line = wrapper.next() else { return nil }
            var led = taken == 0 ? first : rest
            taken += 1
            source = .wrapped(wrapper, first: first, rest: rest)
            led.append(line)
            return led
        case .code(let lines, let language):
            let above = language == nil ? 0 : 1
            guard taken < lines.count + above else { return nil }
            taken += 1
            if taken <= above { return language }
            // Padded to the width, so the shade makes a block.
            var shown = StyledText(plain: " ", role: .code)
            shown.append(lines[taken - 1 - above].inRole(.code))
            shown = shown.truncated(width: width)
            shown.append(TextRun(String(repeating: " ", count: max(width - shown.width, 0)), role: .code))
            return shown
        case .table(var lines):
            let line = lines.next()
            source = .table(lines)
            return line
        }
    }

    /// The source of a block that is not a quote, at a width above 0.
    private static func source(of block: TextBlock, width: Int) -> Source {
        switch block {
        case .paragraph(let text):
            return .wrapped(LineWrapper(StyledText(plain: text), width: width), first: StyledText(), rest: StyledText())
        case .bullet(let text):
            guard width > 2 else { return .wrapped(LineWrapper(StyledText(plain: text), width: width), first: StyledText(), rest: StyledText()) }
            return .wrapped(LineWrapper(StyledText(plain: text), width: width - 2), first: StyledText([TextRun("• ", role: .marker)]),
                            rest: StyledText(plain: "  "))
        case .verbatim(let text):
            return .made([StyledText(plain: TextLayout.truncate(text, width: width))])
        case .blank:
            return .made([StyledText()])
        case .text(let text):
            return .wrapped(LineWrapper(text, width: width), first: StyledText(), rest: StyledText())
        case .heading(let level, let text):
            let role = TextRole.heading(level: level)
            return .wrapped(LineWrapper(text.inRole(role), width: width), first: StyledText(), rest: StyledText())
        case .listItem(let marker, let depth, let text):
            let indent = min(depth * 2, max(width - 4, 0))
            let leadWidth = indent + DisplayWidth.of(marker) + 1
            guard width - leadWidth >= 4 else { return .wrapped(LineWrapper(text, width: width), first: StyledText(), rest: StyledText()) }
            let first = StyledText([TextRun(String(repeating: " ", count: indent)), TextRun(marker, role: .marker), TextRun(" ")])
            return .wrapped(LineWrapper(text, width: width - leadWidth), first: first,
                            rest: StyledText(plain: String(repeating: " ", count: leadWidth)))
        case .code(let lines, let language):
            guard let language, !language.isEmpty else { return .code(lines, language: nil) }
            return .code(lines, language: StyledText(plain: TextLayout.truncate(language, width: width), role: .muted))
        case .quote:
            // Taken apart by `init` before this is asked.
            return .made([])
        case .table(let table):
            return .table(TextTable.Lines(table, width: width))
        case .rule:
            return .made([StyledText(plain: String(repeating: "─", count: width), role: .frame)])
        case .styledLine(let line):
            return .made([line.truncated(width: width)])
        }
    }
}
