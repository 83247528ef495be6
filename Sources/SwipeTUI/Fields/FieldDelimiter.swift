/// What splits an item into fields (fzf's `-d/--delimiter`), read as fzf reads it:
/// `\t` stands for a tab; one character, or text with no regular-expression character,
/// is a literal string; anything else is a regular expression (or, when it is not a valid
/// one, a literal string again). Without it, fields are AWK's: runs of non-blank characters,
/// the blanks (space, tab, newline) after each belonging to it and those before the first
/// to none.
///
/// A field holds the delimiter that ends it (`a:b:c` split on `:` is `a:`, `b:`, `c`), so
/// the fields of an item, joined, give it back (less the blanks before the first AWK field).
public enum FieldDelimiter: Sendable, Equatable {
    /// AWK's fields (the default).
    case whitespace
    /// A literal string.
    case literal([UInt8])
    /// A regular expression.
    case pattern(FieldPattern)

    /// The delimiter `-d` names.
    public init(parsing text: String) {
        let text = text.replacing("\\t", with: "\t")
        let special = Set("\\.+*?()|[]{}^$")
        if text.unicodeScalars.count == 1 || !text.contains(where: special.contains) {
            self = .literal(Array(text.utf8))
        } else if let pattern = FieldPattern(text) {
            self = .pattern(pattern)
        } else {
            self = .literal(Array(text.utf8))
        }
    }

    /// Calls `body` with the byte range of every field of `bytes`, in order, until it
    /// returns false. One pass, no memory per field, whatever the item's size.
    func forEachField(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) {
        switch self {
        case .whitespace:
            var index = 0
            let count = bytes.count
            while index < count && Self.isBlank(bytes[index]) { index += 1 }
            while index < count {
                let start = index
                while index < count && !Self.isBlank(bytes[index]) { index += 1 }
                while index < count && Self.isBlank(bytes[index]) { index += 1 }
                if !body(start..<index) { return }
            }
        case .literal(let separator):
            // A field per separator and one after the last (empty when it ends the item), as
            // fzf splits (Go's SplitAfter); an empty separator splits every character.
            guard !separator.isEmpty else {
                var index = 0
                while index < bytes.count {
                    let end = Self.scalarEnd(in: bytes, from: index)
                    if !body(index..<end) { return }
                    index = end
                }
                return
            }
            var start = 0
            var index = 0
            let last = bytes.count - separator.count
            while index <= last {
                if bytes[index] == separator[0] && Self.matches(separator, in: bytes, at: index) {
                    if !body(start..<index + separator.count) { return }
                    index += separator.count
                    start = index
                } else {
                    index += 1
                }
            }
            _ = body(start..<bytes.count)
        case .pattern(let pattern):
            // Every match ends a field (Go's FindAll: an empty match right after another
            // is no match).
            var start = 0
            var previousEnd: Int?
            pattern.forEachMatch(in: bytes) { match in
                if match.isEmpty && match.lowerBound == previousEnd { return true }
                previousEnd = match.upperBound
                defer { start = match.upperBound }
                return body(start..<match.upperBound)
            }
            if start < bytes.count { _ = body(start..<bytes.count) }
        }
    }

    /// `range` of `bytes` less a delimiter at its end (for AWK's fields: less the blanks there).
    func strippingLastDelimiter(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        switch self {
        case .whitespace:
            var end = range.upperBound
            while end > range.lowerBound && Self.isSpace(bytes[end - 1]) { end -= 1 }
            return range.lowerBound..<end
        case .literal(let separator):
            guard !separator.isEmpty, range.count >= separator.count,
                  Self.matches(separator, in: bytes, at: range.upperBound - separator.count) else { return range }
            return range.lowerBound..<range.upperBound - separator.count
        case .pattern(let pattern):
            let part = UnsafeBufferPointer(rebasing: bytes[range])
            guard let start = pattern.lastMatchStart(endingAtEndOf: part) else { return range }
            return range.lowerBound..<range.lowerBound + start
        }
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    private static func matches(_ separator: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index >= 0, index + separator.count <= bytes.count else { return false }
        for offset in separator.indices where bytes[index + offset] != separator[offset] { return false }
        return true
    }

    /// Where the UTF-8 scalar starting at `index` ends (one byte for a byte that starts none).
    private static func scalarEnd(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var end = index + 1
        while end < bytes.count && end - index < 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }
}
