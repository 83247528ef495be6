/// What an item of lines is, fzf's way: the fields it splits into (`-d`), the text it shows
/// and is matched on (`--with-nth`), the part of that text matching looks in (`--nth`),
/// and what a pick prints (`--accept-nth`).
public struct FieldOptions: Sendable, Equatable {
    /// What splits an item into fields.
    public var delimiter = FieldDelimiter.whitespace
    /// `--with-nth`: the text shown and matched; nil for the whole item.
    public var shown: FieldTemplate?
    /// `--nth`: where in the shown text matching looks; nil for all of it.
    public var searched: FieldSelection?
    /// `--accept-nth`: what a pick prints; nil for the whole item.
    public var printed: FieldTemplate?

    /// No fields: items show, match and print whole.
    public init() {}

    /// True when nothing is asked of the fields.
    public var isPlain: Bool { shown == nil && searched == nil && printed == nil }

    /// The text item `bytes` (number `index`) shows and is matched on: `--with-nth`'s
    /// fields, less the blanks at their end; nil when it is the item itself.
    func shownText(of bytes: UnsafeBufferPointer<UInt8>, index: Int) -> [UInt8]? {
        guard let shown else { return nil }
        var text = shown.apply(to: bytes, index: index, delimiter: delimiter)
        while let last = text.last, FieldDelimiter.isSpace(last) { text.removeLast() }
        return text
    }

    /// `--nth`: the stretches of `text` matching looks in, in order, the last less the
    /// delimiter after it (so that `suffix$` can match a field); nil for all of it.
    func searchedParts(of text: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        guard let searched else { return nil }
        var parts = searched.stretches(in: text, delimiter: delimiter)
        if delimiter != .whitespace, let last = parts.last {
            parts[parts.count - 1] = delimiter.strippingLastDelimiter(last, in: text)
        }
        return parts
    }

    /// What a pick of item `bytes` (number `index`) prints: `--accept-nth`'s fields, less
    /// the delimiter at their end; the item itself without it.
    func printedText(of bytes: UnsafeBufferPointer<UInt8>, index: Int) -> [UInt8] {
        guard let printed else { return Array(bytes) }
        let text = printed.apply(to: bytes, index: index, delimiter: delimiter)
        return text.withUnsafeBufferPointer { Array($0[delimiter.strippingLastDelimiter(0..<$0.count, in: $0)]) }
    }
}
