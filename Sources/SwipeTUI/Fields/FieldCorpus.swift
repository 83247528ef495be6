/// The items of a corpus of lines as `FieldOptions` make them: the text shown
/// (`--with-nth`) and the stretches of it matching looks in (`--nth`), worked out from each
/// line when a run reads it, so nothing is kept per item.
struct FieldCorpus: FilterCorpus {
    /// The lines as they came in.
    let base: any FilterCorpus
    let options: FieldOptions

    var count: Int { max(base.count - options.headerLines, 0) }

    func withText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        base.withText(at: index + options.headerLines) { line in
            guard let shown = options.shownText(of: line, index: index) else { return body(line) }
            return shown.withUnsafeBufferPointer(body)
        }
    }

    func withSearchedText<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]?) -> R) -> R {
        withText(at: index) { text in body(text, options.searchedParts(of: text)) }
    }
}
