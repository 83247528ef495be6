/// A regular-expression field delimiter (`-d '\s+'`, `-d '[:/]'`), in Swift's regex
/// syntax, which reads the expressions fzf users write for Go's (`\s`, `\d`, classes,
/// alternatives, `+?`). It matches Unicode scalars of the item's text; an item that is not
/// valid UTF-8 is matched with U+FFFD for its bad bytes, and the fields found are given
/// back as ranges of its own bytes.
public final class FieldPattern: @unchecked Sendable, Equatable {
    /// The expression as given.
    public let source: String
    private let regex: Regex<AnyRegexOutput>

    /// The expression `source`; nil when it is not a valid one.
    public init?(_ source: String) {
        guard let regex = try? Regex(source) else { return nil }
        self.source = source
        self.regex = regex.matchingSemantics(.unicodeScalar)
        // Compiled here, once, before threads share it.
        _ = "".firstMatch(of: self.regex)
    }

    public static func == (a: FieldPattern, b: FieldPattern) -> Bool { a.source == b.source }

    /// Calls `body` with the byte range of every match in `bytes`, in order (after an empty
    /// match the search goes on a character later), until it returns false.
    func forEachMatch(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) {
        let text = String(decoding: bytes, as: UTF8.self)
        let offsets = Self.originalOffsets(of: bytes, decodedCount: text.utf8.count)
        func original(_ index: String.Index) -> Int {
            let offset = text.utf8.distance(from: text.startIndex, to: index)
            return offsets.map { $0[offset] } ?? offset
        }
        var position = text.startIndex
        while position <= text.endIndex, let match = text[position...].firstMatch(of: regex) {
            let range = match.range
            guard body(original(range.lowerBound)..<original(range.upperBound)) else { return }
            if range.isEmpty {
                guard range.upperBound < text.endIndex else { return }
                position = text.unicodeScalars.index(after: range.upperBound)
            } else {
                position = range.upperBound
            }
        }
    }

    /// Where the last match that ends at the end of `bytes` starts, if one does.
    func lastMatchStart(endingAtEndOf bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var last: Range<Int>?
        forEachMatch(in: bytes) { match in
            last = match
            return true
        }
        guard let last, last.upperBound == bytes.count else { return nil }
        return last.lowerBound
    }

    /// For bytes that are not valid UTF-8: the offset in `bytes` of each offset of their
    /// decoded text (where bad bytes became U+FFFD); nil when they decode as they are.
    private static func originalOffsets(of bytes: UnsafeBufferPointer<UInt8>, decodedCount: Int) -> [Int]? {
        guard decodedCount != bytes.count || String(validating: bytes, as: UTF8.self) == nil else { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(decodedCount + 1)
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var original = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                for _ in 0..<encoded.count { offsets.append(original) }
                original += encoded.count
            case .error(let length):
                // U+FFFD is three bytes in the decoded text.
                for _ in 0..<3 { offsets.append(original) }
                original += length
            case .emptyInput:
                break loop
            }
        }
        offsets.append(original)
        return offsets
    }
}
