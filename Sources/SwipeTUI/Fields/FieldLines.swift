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

    public var count: Int { lines.count }

    /// The text item `index` shows, as the filter reads it.
    private func shownText(at index: Int) -> String {
        let bytes = lines.lineBytes(at: index).assumingMemoryBound(to: UInt8.self)
        guard let shown = options.shownText(of: bytes, index: index) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: shown, as: UTF8.self)
    }

    /// The shown text, sanitised and cut as a line's title is.
    public func card(at index: Int) -> Card {
        guard options.shown != nil else { return lines.card(at: index) }
        let shown = Sanitizer.line(String(shownText(at: index).prefix(4096)))
        return Card(title: TextLayout.truncate(shown, width: 512), blocks: [])
    }

    /// The shown text as the title; `--accept-nth`'s fields (or the line) as the value.
    public func fields(at index: Int) -> ItemFields {
        let bytes = lines.lineBytes(at: index).assumingMemoryBound(to: UInt8.self)
        let title = shownText(at: index)
        return ItemFields(title: title, body: "", value: options.printedText(of: bytes, index: index),
                          json: JSONText.item(index: index, title: title, body: ""))
    }

    public func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        options.shown == nil ? lines.firstMatch(of: query, from: start, direction: direction)
                             : firstFieldMatch(of: query, from: start, direction: direction)
    }

    /// `--nth`: the stretches of a shown `title` matching looks in.
    public func searchedParts(ofTitle title: String) -> [Range<Int>]? {
        guard options.searched != nil else { return nil }
        var title = title
        return title.withUTF8 { options.searchedParts(of: $0) }
    }

    public func filterCorpus() -> any FilterCorpus { FieldCorpus(base: lines.filterCorpus(), options: options) }

    public var itemsAreSingleLines: Bool { true }

    public func tabs(named name: String) -> TabSource { lines.tabs(named: name) }
}
