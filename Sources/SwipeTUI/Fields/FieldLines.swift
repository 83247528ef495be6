import CellCanvas

/// Lines (from stdin) shown, matched and printed through their fields (`FieldOptions`):
/// a row shows the `--with-nth` text, the filter matches it (within `--nth`), and a pick
/// prints the `--accept-nth` fields. The lines themselves are read where they lie.
///
/// What a row shows is worked out once per item and kept (for the last `shownCacheLimit`
/// items shown): the frame loop draws the same rows again and again, and a line of a
/// million fields takes milliseconds to split. A line longer than `asideThreshold` is
/// worked out on a thread of its own, its row showing `…` until it is. What a long line is
/// matched on is kept the same way (`FieldCorpus`, within its budget), so a filter run per
/// keystroke does not split it again.
public final class FieldLines: CardSource {
    /// The lines as they came in.
    public let lines: LineSource
    /// What their fields do.
    public let options: FieldOptions
    /// The rows worked out.
    private let shownLines = AsideCache<ShownLine>(label: "swipe-tui.shown-lines", limit: FieldLines.shownCacheLimit)
    /// What long lines are matched on, kept between filter runs.
    private let searchedTexts = FieldCorpus.cache()
    /// `--header-lines` as they show, once every one of them has been read.
    private var readHeader: [StyledText]?

    /// Rows kept at most.
    static let shownCacheLimit = 4096
    /// Lines of more bytes than this are worked out off the frame loop.
    static let asideThreshold = 64 << 10
    /// The bytes of the shown text a row is made from at most (it keeps `LineSource.titleColumns` columns).
    static let shownByteLimit = 16 << 10

    /// What a row shows of an item: its shown text, sanitised and cut, and under `--ansi`
    /// its colours.
    struct ShownLine: Sendable {
        var title: String
        var colors: StyledText?
    }

    /// How many rows were worked out (each item's once, while it stays kept).
    var shownLineCount: Int { shownLines.makeCount }
    /// How many long lines were split for matching (each once, while it stays kept).
    var searchedTextCount: Int { searchedTexts.makeCount }

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
        if let readHeader { return readHeader }
        let header = (0..<min(options.headerLines, lines.count, Self.shownHeaderLines)).map { line in
            let bytes = lines.lineBytes(at: line).assumingMemoryBound(to: UInt8.self)
            if let styled = options.styledText(of: bytes, index: line) { return styled }
            let shown = options.shownText(of: bytes, index: line).map { String(decoding: $0, as: UTF8.self) }
                ?? String(decoding: bytes.prefix(4096), as: UTF8.self)
            return StyledText(plain: TextLayout.truncate(ItemText.shown(String(shown.prefix(4096)), tabWidth: options.tabWidth), width: LineSource.titleColumns))
        }
        if header.count == min(options.headerLines, Self.shownHeaderLines) { readHeader = header }
        return header
    }

    /// The text item `index` shows, as the filter reads it.
    private func shownText(at index: Int) -> String {
        let line = bytes(at: index)
        guard let shown = options.shownText(of: line, index: index) else { return String(decoding: line, as: UTF8.self) }
        return String(decoding: shown, as: UTF8.self)
    }

    /// The shown text, sanitised and cut as a line's title is (`…` while a long line is
    /// worked out aside).
    public func card(at index: Int) -> Card {
        guard options.shown != nil || options.keepsColors || options.tabWidth != Sanitizer.tabWidth else {
            return lines.card(at: index + options.headerLines)
        }
        return Card(title: shownLine(at: index)?.title ?? "…", blocks: [])
    }

    /// The line's long row text (`LineSource.longRowText`) when the row shows the line as it
    /// is (no `--with-nth`, `--nth`, `--ansi` or `--tabstop`); nil otherwise.
    public func longRowText(at index: Int, limit: Int) -> String? {
        guard options.shown == nil, options.searched == nil, !options.keepsColors, options.tabWidth == Sanitizer.tabWidth else { return nil }
        return lines.longRowText(at: index + options.headerLines, limit: limit)
    }

    /// Item `index`'s row, kept; nil while a long line is worked out aside.
    private func shownLine(at index: Int) -> ShownLine? {
        let line = bytes(at: index), options = options
        guard line.count > Self.asideThreshold else {
            return shownLines.value(at: index) { Self.shownLine(of: line, index: index, options: options) }
        }
        // The lines' bytes never move while the source lives: the thread keeps it.
        nonisolated(unsafe) let region = line
        let retained = lines
        return shownLines.valueMadeAside(at: index) {
            withExtendedLifetime(retained) { Self.shownLine(of: region, index: index, options: options) }
        }
    }

    /// The row of `line` (item `index`), from its first `shownByteLimit` bytes of shown text.
    private static func shownLine(of line: UnsafeBufferPointer<UInt8>, index: Int, options: FieldOptions) -> ShownLine {
        let shown = options.shownText(of: line, index: index, limit: shownByteLimit) ?? Array(line.prefix(shownByteLimit))
        let title = TextLayout.truncate(ItemText.shown(String(String(decoding: shown, as: UTF8.self).prefix(4096)), tabWidth: options.tabWidth),
                                        width: LineSource.titleColumns)
        return ShownLine(title: title, colors: options.styledText(of: line, index: index))
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
        guard options.keepsColors else { return nil }
        return shownLine(at: index)?.colors
    }

    /// Long lines worked out aside.
    public var backgroundWork: (any BackgroundWork)? { shownLines }

    public func filterCorpus() -> any FilterCorpus { FieldCorpus(base: lines.filterCorpus(), options: options, cache: searchedTexts) }

    public var itemsAreSingleLines: Bool { true }

    /// New lines are seen through the same fields (and their first lines are a header again).
    public var linesReader: (delimiter: LineSource.Delimiter, source: (LineSource) -> CardSource)? {
        let options = options
        return (lines.delimiter, { FieldLines(lines: $0, options: options) })
    }

    public func tabs(named name: String) -> TabSource { lines.tabs(named: name) }
}
