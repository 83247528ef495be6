extension SearchQuery {
    /// How matches of the same score are ordered (fzf's `--tiebreak`): by each criterion in
    /// turn, then by input order (the earlier first).
    public struct Tiebreak: Sendable, Equatable {
        /// One of fzf's criteria; each prefers the item with the smaller value.
        public enum Criterion: String, Sendable, CaseIterable {
            /// The shorter item (in characters, blanks at either end left out).
            case length
            /// The shorter chunk (the run between blanks) around what matched.
            case chunk
            /// What matched in the file name of a path: the nearer it starts after the last
            /// `/` or `\`; items matched before it come after those matched in it.
            case pathname
            /// What matched ending nearer the beginning (blanks at the start left out).
            case begin
            /// What matched ending nearer the end; with it the item is searched from its end
            /// (unless `begin` comes first), so the last occurrence is the one that counts.
            case end
        }

        /// The criteria, in order (at most three, as in fzf).
        public let criteria: [Criterion]

        /// Ties go to the shorter item, then the earlier: fzf's default.
        public static let length = Tiebreak(criteria: [.length])
        /// Ties go to the earlier item (`--tiebreak index`, `--scheme history`).
        public static let index = Tiebreak(criteria: [])

        init(criteria: [Criterion]) {
            self.criteria = criteria
        }

        /// Why a value is no list of criteria, for the line that says so.
        public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
            public let description: String
        }

        /// `--tiebreak`'s value, read as fzf reads it: criteria separated by commas, in any
        /// case, each at most once, `index` (implied at the end) only last, at most three
        /// others.
        public init(parsing text: String) throws(Invalid) {
            var criteria: [Criterion] = []
            var hasIndex = false
            for name in text.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
                guard !hasIndex else { throw Invalid(description: "index should be the last criterion") }
                if name == "index" {
                    hasIndex = true
                    continue
                }
                guard let criterion = Criterion(rawValue: String(name)) else {
                    throw Invalid(description: "invalid sort criterion: \(name) (length, chunk, pathname, begin, end or index)")
                }
                guard !criteria.contains(criterion) else { throw Invalid(description: "duplicate sort criterion: \(name)") }
                criteria.append(criterion)
            }
            guard criteria.count <= 3 else { throw Invalid(description: "at most 3 tiebreaks are allowed: \(text)") }
            self.criteria = criteria
        }

        /// Whether a criterion reads where the terms matched (not only the item's length).
        var readsMatchSpan: Bool { criteria.contains { $0 != .length } }

        /// Whether items are searched from their end: `end` comes before any `begin`.
        var searchesBackward: Bool {
            for criterion in criteria {
                if criterion == .end { return true }
                if criterion == .begin { return false }
            }
            return false
        }

        /// The criteria's values for a match in UTF-8 `text` that spans `span`, packed so that
        /// the smaller key ranks first: sixteen bits each, the first criterion highest (each
        /// value capped at 65535, as fzf caps them).
        func key(of text: UnsafeBufferPointer<UInt8>, span: MatchSpan) -> UInt64 {
            guard !criteria.isEmpty else { return 0 }
            let characters = TiebreakText(text)
            var key: UInt64 = 0
            for criterion in criteria {
                key = key << 16 | UInt64(min(max(value(of: criterion, in: characters, span: span), 0), 0xFFFF))
            }
            return key
        }

        private func value(of criterion: Criterion, in text: TiebreakText, span: MatchSpan) -> Int {
            let worst = 0xFFFF
            switch criterion {
            case .length:
                return text.trimmedCount
            case _ where span.isEmpty:
                return worst
            case .chunk:
                var start = span.minimumStart, end = span.maximumEnd
                while start > 0 && !text.isWhite(at: start - 1) { start -= 1 }
                while end < text.count && !text.isWhite(at: end) { end += 1 }
                return end - start
            case .pathname:
                guard let slash = text.lastPathSeparator() else { return span.minimumStart + 1 }
                return slash <= span.minimumStart ? span.minimumStart - slash : worst
            case .begin:
                return span.minimumEnd - text.leadingWhiteCount(before: span.minimumStart)
            case .end:
                let reached = span.maximumEnd - text.leadingWhiteCount(before: span.minimumStart)
                return worst - worst * reached / max(text.trimmedCount, 1)
            }
        }
    }
}

/// An item's characters as the tie-breaks read them: its bytes when they are ASCII, else
/// its decoded scalars.
private struct TiebreakText {
    let bytes: UnsafeBufferPointer<UInt8>
    let scalars: [Unicode.Scalar]?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        scalars = bytes.contains { $0 >= 0x80 } ? Array(String(decoding: bytes, as: UTF8.self).unicodeScalars) : nil
    }

    var count: Int { scalars?.count ?? bytes.count }

    private func value(at index: Int) -> UInt32 { scalars.map { $0[index].value } ?? UInt32(bytes[index]) }

    /// fzf's white space (Go's `unicode.IsSpace`).
    func isWhite(at index: Int) -> Bool {
        let value = value(at: index)
        if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
        return value == 0x85 || value == 0xA0 || (Unicode.Scalar(value)?.properties.isWhitespace ?? false)
    }

    /// How many characters, white space at either end left out.
    var trimmedCount: Int {
        var end = count
        while end > 0 && isWhite(at: end - 1) { end -= 1 }
        guard end > 0 else { return 0 }
        var start = 0
        while start < end && isWhite(at: start) { start += 1 }
        return end - start
    }

    /// The white space the item starts with, counting no further than `limit` characters
    /// (fzf's reading: the count stops at the match, and at the last character).
    func leadingWhiteCount(before limit: Int) -> Int {
        var index = 0
        while index < count - 1 && index < limit && isWhite(at: index) { index += 1 }
        return index
    }

    /// The place of the last `/` or `\`.
    func lastPathSeparator() -> Int? {
        var index = count - 1
        while index >= 0 {
            let value = value(at: index)
            if value == 0x2F || value == 0x5C { return index }
            index -= 1
        }
        return nil
    }
}
