import CellCanvas

/// Lines (from stdin) shown, matched and printed through their fields (`FieldOptions`):
/// a row shows the `--with-nth` text, the filter matches it (within `--nth`), and a pick
/// prints the `--accept-nth` fields. The lines themselves are read where they lie.
public final class FieldLines: CardSource {
    /// The lines as they came in.
    public let lines: LineSource
    /// What their fields do.
    public let options: FieldOptions

    /// `lines` seen through `options`.
    public init(lines: LineSource, options: FieldOptions) {
        self.lines = lines
        self.options = options
    }

    /// Items after the header lines.
    public var count: Int { max(lines.count - options.headerLines, 0) }

    /// The bytes of item `index` (the line after the header lines).
    private func bytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        lines.lineBytes(at: index + options.headerLines).assumingMemoryBound(to: UInt8.self)
    }

    /// The most header lines a screen is asked to show.
    static let shownHeaderLines = 300

    /// `--header-lines`: the header lines read so far, as they show (through `--with-nth`,
    /// in their colours under `--ansi`), sanitised; at most `shownHeaderLines` (more never fit).
    public var headerLines: [StyledText] {
        (0..<min(options.headerLines, lines.count, Self.shownHeaderLines)).map { line in
            let bytes = lines.lineBytes(at: line).assumingMemoryBound(to: UInt8.self)
            if let styled = options.styledText(of: bytes, index: line) { return styled }
            let shown = options.shownText(of: bytes, index: line).map { String(decoding: $0, as: UTF8.self) }
                ?? String(decoding: bytes.prefix(4096), as: UTF8.self)
            return StyledText(plain: TextLayout.truncate(Sanitizer.line(String(shown.prefix(4096))), width: 512))
        }
    }

    /// The text item `index` shows, as the filter reads it.
    private func shownText(at index: Int) -> String {
        let line = bytes(at: index)
        guard let shown = options.shownText(of: line, index: index) else { return String(decoding: line, as: UTF8.self) }
        return String(decoding: shown, as: UTF8.self)
    }

    /// The shown text, sanitised and cut as a line's title is.
    public func card(at index: Int) -> Card {
        guard options.shown != nil || options.keepsColors else { return lines.card(at: index + options.headerLines) }
        let shown = Sanitizer.line(String(shownText(at: index).prefix(4096)))
        return Card(title: TextLayout.truncate(shown, width: 512), blocks: [])
    }

    /// The shown text as the title; `--accept-nth`'s fields (or the line) as the value; the
    /// whole line (under `--ansi` without its escapes) as the item a preview is of, as fzf's `{}`.
    public func fields(at index: Int) -> ItemFields {
        let title = shownText(at: index)
        var whole = options
        whole.printed = nil
        let line = bytes(at: index)
        return ItemFields(title: title, body: "", value: options.printedText(of: line, index: index),
                          json: JSONText.item(index: index, title: title, body: ""),
                          item: whole.printedText(of: line, index: index))
    }

    public func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        options.shown == nil && !options.keepsColors && options.headerLines == 0 ? lines.firstMatch(of: query, from: start, direction: direction)
                             : firstFieldMatch(of: query, from: start, direction: direction)
    }

    /// `--nth`: the stretches of a shown `title` matching looks in.
    public func searchedParts(ofTitle title: String) -> [Range<Int>]? {
        guard options.searched != nil else { return nil }
        var title = title
        return title.withUTF8 { options.searchedParts(of: $0) }
    }

    /// `--ansi`: the shown text in the item's own colours.
    public func styledTitle(at index: Int) -> StyledText? {
        options.styledText(of: bytes(at: index), index: index)
    }

    public func filterCorpus() -> any FilterCorpus { FieldCorpus(base: lines.filterCorpus(), options: options) }

    public var itemsAreSingleLines: Bool { true }

    /// New lines are seen through the same fields (and their first lines are a header again).
    public var linesReader: (delimiter: LineSource.Delimiter, source: (LineSource) -> CardSource)? {
        let options = options
        return (lines.delimiter, { FieldLines(lines: $0, options: options) })
    }

    public func tabs(named name: String) -> TabSource { lines.tabs(named: name) }
}
