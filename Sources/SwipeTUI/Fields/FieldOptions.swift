import CellCanvas

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
    /// `--ansi`: colour sequences in items show as colours and are taken out of the text
    /// matched and printed (as is every other escape sequence).
    public var keepsColors = false
    /// `--header-lines`: this many first lines are a header, shown and never matched or picked.
    public var headerLines = 0
    /// `--tabstop`: the columns between tab stops where a row shows the item's tabs.
    public var tabWidth = Sanitizer.tabWidth

    /// The most columns `--tabstop` takes: more would only make a tab a screen of blanks.
    public static let tabWidthLimit = 256

    /// No fields: items show, match and print whole.
    public init() {}

    /// True when nothing is asked of the fields.
    public var isPlain: Bool {
        shown == nil && searched == nil && printed == nil && !keepsColors && headerLines == 0 && tabWidth == Sanitizer.tabWidth
    }

    /// The text item `bytes` (number `index`) shows and is matched on: `--with-nth`'s
    /// fields, without escape sequences under `--ansi` (the fields split as the text reads,
    /// a delimiter inside a sequence splitting nothing), less the blanks at the end; nil
    /// when it is the item itself.
    /// `limit` bounds the bytes taken from the fields (a row shows no more).
    public func shownText(of bytes: UnsafeBufferPointer<UInt8>, index: Int, limit: Int = .max) -> [UInt8]? {
        guard shown != nil || keepsColors else { return nil }
        var text = shownBytes(of: bytes, index: index, limit: limit)
        if keepsColors { text = text.withUnsafeBufferPointer(EscapeSequences.stripped) }
        while let last = text.last, FieldDelimiter.isSpace(last) { text.removeLast() }
        return text
    }

    /// The bytes of an item, escape sequences and all, that `--ansi` reads for its row.
    static let styledByteLimit = 4096

    /// `--ansi`: the shown text as styled runs (the first line of it): its colour
    /// sequences as colours, every other sequence and control dropped; nil without `--ansi`.
    /// Past `styledByteLimit` bytes the row ends in a muted `…`, so that text hidden behind
    /// a long run of escape sequences is never taken for the whole item.
    public func styledText(of bytes: UnsafeBufferPointer<UInt8>, index: Int) -> StyledText? {
        guard keepsColors else { return nil }
        let limit = Self.styledByteLimit
        let raw = shownBytes(of: bytes, index: index, limit: limit + 1)
        var line = SGRText.lines(from: raw.prefix(limit), maximumLines: 1, tabWidth: tabWidth).first ?? StyledText()
        if raw.count > limit { line.append(TextRun("…", role: .muted)) }
        return line
    }

    /// `--with-nth`'s fields of the item as it came, escape sequences and all (the first
    /// `limit` bytes of them, or a little more). Under `--ansi` the fields are those of the
    /// text, each with the colours in effect where it starts (`ColoredItem`).
    private func shownBytes(of bytes: UnsafeBufferPointer<UInt8>, index: Int, limit: Int = .max) -> [UInt8] {
        guard let shown else { return Array(bytes.prefix(limit)) }
        guard keepsColors, bytes.contains(0x1B) else { return shown.apply(to: bytes, index: index, delimiter: delimiter, limit: limit) }
        let item = ColoredItem(bytes)
        return item.text.withUnsafeBufferPointer { text in
            shown.apply(to: text, index: index, delimiter: delimiter, limit: limit, piece: item.rawBytes(of:))
        }
    }

    /// `--nth`: the stretches of `text` matching looks in, in order, the last less the
    /// delimiter after it (so that `suffix$` can match a field); nil for all of it.
    public func searchedParts(of text: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        guard let searched else { return nil }
        var parts = searched.stretches(in: text, delimiter: delimiter)
        if delimiter != .whitespace, let last = parts.last {
            parts[parts.count - 1] = delimiter.strippingLastDelimiter(last, in: text)
        }
        return parts
    }

    /// What a pick of item `bytes` (number `index`) prints: `--accept-nth`'s fields, less
    /// the delimiter at their end; the item itself without it. Under `--ansi`, without
    /// its escape sequences.
    public func printedText(of bytes: UnsafeBufferPointer<UInt8>, index: Int) -> [UInt8] {
        if keepsColors {
            var options = self
            options.keepsColors = false
            return EscapeSequences.stripped(bytes).withUnsafeBufferPointer { options.printedText(of: $0, index: index) }
        }
        guard let printed else { return Array(bytes) }
        let text = printed.apply(to: bytes, index: index, delimiter: delimiter)
        return text.withUnsafeBufferPointer { Array($0[delimiter.strippingLastDelimiter(0..<$0.count, in: $0)]) }
    }
}
