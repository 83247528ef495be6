/// The items of a corpus of lines as `FieldOptions` make them: the text shown
/// (`--with-nth`) and the stretches of it matching looks in (`--nth`), worked out from each
/// line when a run reads it. A long line takes long to split (a million fields, tens of
/// milliseconds), and a run per keystroke would split it again each time: given a cache,
/// what a long line is matched on is worked out once and kept there, within its budget.
struct FieldCorpus: FilterCorpus {
    /// The lines as they came in.
    let base: any FilterCorpus
    let options: FieldOptions
    /// What long lines are matched on, kept between runs (nil: worked out on every read).
    var cache: AsideCache<SearchedText>? = nil

    /// Lines of at least this many bytes are kept in the cache.
    static let keptLineBytes = 4 << 10
    /// What the kept texts may take in all, in bytes.
    static let keptBytes = 64 << 20

    /// A cache for `cache`, bounded by `keptBytes`.
    static func cache() -> AsideCache<SearchedText> {
        AsideCache(label: "swipe-tui.searched-texts", limit: keptBytes) { $0.byteCount }
    }

    /// What a line is matched on: its shown text (nil: the line itself) and the stretches
    /// of that text matching looks in (nil: all of it).
    struct SearchedText: Sendable {
        var text: [UInt8]?
        var parts: [Range<Int>]?

        init(line: UnsafeBufferPointer<UInt8>, index: Int, options: FieldOptions) {
            text = options.shownText(of: line, index: index)
            parts = text.map { $0.withUnsafeBufferPointer(options.searchedParts(of:)) } ?? options.searchedParts(of: line)
        }

        /// What it takes in memory, about.
        var byteCount: Int { 64 + (text?.count ?? 0) + (parts?.count ?? 0) * MemoryLayout<Range<Int>>.stride }
    }

    var count: Int { max(base.count - options.headerLines, 0) }

    func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        base.withText(at: index + options.headerLines) { line in
            if let kept = keptText(line, at: index) { return kept.text.map { $0.withUnsafeBufferPointer(body) } ?? body(line) }
            guard let shown = options.shownText(of: line, index: index) else { return body(line) }
            return shown.withUnsafeBufferPointer(body)
        }
    }

    func withSearchedText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]?) -> R) -> R {
        base.withText(at: index + options.headerLines) { line in
            if let kept = keptText(line, at: index) { return kept.text.map { $0.withUnsafeBufferPointer { body($0, kept.parts) } } ?? body(line, kept.parts) }
            guard let shown = options.shownText(of: line, index: index) else { return body(line, options.searchedParts(of: line)) }
            return shown.withUnsafeBufferPointer { body($0, options.searchedParts(of: $0)) }
        }
    }

    /// What long line `line` (item `index`) is matched on, from the cache (worked out and
    /// kept when it is not there); nil for a short line, or without a cache.
    private func keptText(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> SearchedText? {
        guard let cache, line.count >= Self.keptLineBytes else { return nil }
        return cache.value(at: index) { SearchedText(line: line, index: index, options: options) }
    }
}
