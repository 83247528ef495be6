/// Scores items against a `SearchQuery` in the spirit of fzf's ranking (its first
/// algorithm, `--algo=v1`; fzf's default second one can find a better-scoring stretch): the query's characters
/// found in order (or the exact, prefix, suffix or whole-item terms), the shortest
/// stretch that holds them, points for each character matched, bonuses where a match
/// starts a word (after a space, a `/` or another delimiter, at a camelCase hump or a
/// digit) and for runs of consecutive characters, penalties for the gaps between them.
/// One matcher per thread: it keeps its buffers between items.
public struct ItemMatcher {
    /// fzf's constants (algo.go).
    static let scoreMatch: Int32 = 16
    static let scoreGapStart: Int32 = -3
    static let scoreGapExtension: Int32 = -1
    static let bonusBoundary: Int32 = scoreMatch / 2
    static let bonusNonWord: Int32 = scoreMatch / 2
    static let bonusCamel123: Int32 = bonusBoundary + scoreGapExtension
    static let bonusConsecutive: Int32 = -(scoreGapStart + scoreGapExtension)
    static let bonusFirstCharMultiplier: Int32 = 2
    static let bonusBoundaryWhite: Int32 = bonusBoundary + 2
    static let bonusBoundaryDelimiter: Int32 = bonusBoundary + 1

    /// The query being matched.
    public let query: SearchQuery

    /// The item as scalars, and the folded forms the terms ask for (filled lazily per item).
    private var original: [UInt32] = []
    private var lowered: [UInt32] = []
    private var stripped: [UInt32] = []
    private var strippedLowered: [UInt32] = []
    private var isASCII = true
    private var hasLowered = false
    private var hasStripped = false
    private var hasStrippedLowered = false

    /// A matcher for `query`.
    public init(query: SearchQuery) {
        self.query = query
        // Each group that is a single plain ASCII fuzzy or exact term: an ASCII item
        // without that term's characters in order cannot match.
        screens = query.groups.compactMap { group in
            guard group.count == 1, let term = group.first, !term.isInverse, term.kind == .fuzzy || term.kind == .exact,
                  term.scalars.allSatisfy({ $0 < 0x80 }) else { return nil }
            return Screen(term.scalars.map { UInt8($0) }, foldingCase: !term.isCaseSensitive)
        }
    }

    /// The bytes ASCII items must hold in order, one set per screening term.
    private let screens: [Screen]

    /// A term's bytes with the bit each must be compared under: a letter whose case is
    /// folded is compared with its `0x20` bit set (only `A`–`Z` and `a`–`z` become
    /// `a`–`z` that way), any other byte as it is.
    struct Screen {
        let bytes: [UInt8]
        let masks: [UInt8]

        init(_ bytes: [UInt8], foldingCase: Bool) {
            self.bytes = bytes
            masks = bytes.map { foldingCase && $0 >= 0x61 && $0 <= 0x7A ? 0x20 : 0 }
        }

        /// Whether its bytes appear in `text` in order.
        func isHeld(in text: UnsafeBufferPointer<UInt8>) -> Bool {
            let count = bytes.count
            guard count > 0 else { return true }
            return bytes.withUnsafeBufferPointer { bytes in
                masks.withUnsafeBufferPointer { masks in
                    var p = 0
                    var wanted = bytes[0], mask = masks[0]
                    for byte in text where byte | mask == wanted {
                        p += 1
                        if p == count { return true }
                        wanted = bytes[p]
                        mask = masks[p]
                    }
                    return false
                }
            }
        }
    }

    /// Whether `pattern`'s bytes appear in `text` in order (ASCII upper case folded to lower).
    static func containsInOrder(_ pattern: [UInt8], in text: UnsafeBufferPointer<UInt8>, foldingCase: Bool) -> Bool {
        Screen(pattern, foldingCase: foldingCase).isHeld(in: text)
    }

    /// The item's score when it matches the query (higher is better), nil when it does not.
    /// An empty query matches everything with score 0.
    public mutating func score(_ text: Substring.UTF8View) -> Int32? {
        guard !query.isEmpty else { return 0 }
        load(text)
        return scoreLoaded(positions: nil)
    }

    /// The same for a whole string.
    public mutating func score(_ text: String) -> Int32? {
        score(text[...].utf8)
    }

    /// The same for UTF-8 bytes (invalid sequences count as U+FFFD).
    public mutating func score(bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard !query.isEmpty else { return 0 }
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        isASCII = any < 0x80
        if isASCII {
            // Most items of a big input fail a plain term: find that out on the bytes, and
            // score the rest on them too.
            for screen in screens where !screen.isHeld(in: bytes) { return nil }
            return Self.scoreGroups(query.groups, positions: nil) { term in ASCIIText(bytes: bytes, folds: !term.isCaseSensitive) }
        }
        original.removeAll(keepingCapacity: true)
        original.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars.lazy.map(\.value))
        hasLowered = false
        hasStripped = false
        hasStrippedLowered = false
        return scoreLoaded(positions: nil)
    }

    /// The item's score and the scalar offsets of the characters matched (for highlighting);
    /// nil when it does not match.
    public mutating func match(_ text: String) -> (score: Int32, positions: [Int])? {
        guard !query.isEmpty else { return (0, []) }
        load(text[...].utf8)
        var positions: [Int] = []
        guard let score = scoreLoaded(positions: &positions) else { return nil }
        return (score, positions.sorted())
    }

    // MARK: Per item

    private mutating func load(_ text: Substring.UTF8View) {
        original.removeAll(keepingCapacity: true)
        isASCII = true
        for byte in text where byte >= 0x80 {
            isASCII = false
            break
        }
        if isASCII {
            original.append(contentsOf: text.lazy.map { UInt32($0) })
        } else {
            original.append(contentsOf: String(Substring(text)).unicodeScalars.lazy.map(\.value))
        }
        hasLowered = false
        hasStripped = false
        hasStrippedLowered = false
    }

    /// The item's scalars as a term wants them.
    private mutating func text(for term: SearchQuery.Term) -> [UInt32] {
        switch (term.isCaseSensitive, term.normalizes && !isASCII) {
        case (true, false):
            return original
        case (false, false):
            if !hasLowered {
                lowered.removeAll(keepingCapacity: true)
                lowered.append(contentsOf: original.lazy.map(MatchText.lower))
                hasLowered = true
            }
            return lowered
        case (true, true):
            if !hasStripped {
                stripped.removeAll(keepingCapacity: true)
                stripped.append(contentsOf: original.lazy.map { MatchText.stripAccent($0) })
                hasStripped = true
            }
            return stripped
        case (false, true):
            if !hasStrippedLowered {
                strippedLowered.removeAll(keepingCapacity: true)
                strippedLowered.append(contentsOf: original.lazy.map { MatchText.lower(MatchText.stripAccent($0)) })
                hasStrippedLowered = true
            }
            return strippedLowered
        }
    }

    /// The loaded item's score: `scoreGroups` over its scalars.
    private mutating func scoreLoaded(positions: UnsafeMutablePointer<[Int]>?) -> Int32? {
        Self.scoreGroups(query.groups, positions: positions) { term in ScalarText(compared: text(for: term), original: original) }
    }

    /// Every group must have a term that matches (an inverse term matches when its text is
    /// absent); the score is the sum of the matched terms'. `text` gives the item as a term wants it.
    static func scoreGroups<Text: MatchableText>(_ groups: [[SearchQuery.Term]], positions: UnsafeMutablePointer<[Int]>?,
                                                 _ text: (SearchQuery.Term) -> Text) -> Int32? {
        var total: Int32 = 0
        for group in groups {
            var matched = false
            for term in group {
                let found = find(term, in: text(term), positions: term.isInverse ? nil : positions)
                if term.isInverse {
                    if found == nil {
                        matched = true
                        break
                    }
                } else if let found {
                    total &+= found
                    matched = true
                    break
                }
            }
            if !matched { return nil }
        }
        return total
    }

    // MARK: Terms

    /// A term's score in `text`, or nil when it is not there.
    static func find<Text: MatchableText>(_ term: SearchQuery.Term, in text: Text, positions: UnsafeMutablePointer<[Int]>?) -> Int32? {
        let pattern = term.scalars
        guard pattern.count <= text.count else { return nil }
        switch term.kind {
        case .fuzzy:
            guard let window = fuzzyWindow(pattern, in: text) else { return nil }
            return score(pattern, in: text, from: window.lowerBound, to: window.upperBound, positions: positions)
        case .exact:
            guard let start = bestOccurrence(pattern, in: text) else { return nil }
            return score(pattern, in: text, from: start, to: start + pattern.count, positions: positions)
        case .prefix:
            var start = 0
            if !isWhite(pattern[0]) { while start < text.count && isWhite(text[start]) { start += 1 } }
            guard text.count - start >= pattern.count, holds(pattern, in: text, at: start) else { return nil }
            return score(pattern, in: text, from: start, to: start + pattern.count, positions: positions)
        case .suffix:
            var end = text.count
            if !isWhite(pattern[pattern.count - 1]) { while end > 0 && isWhite(text[end - 1]) { end -= 1 } }
            guard end >= pattern.count, holds(pattern, in: text, at: end - pattern.count) else { return nil }
            return score(pattern, in: text, from: end - pattern.count, to: end, positions: positions)
        case .equal:
            var start = 0, end = text.count
            if !isWhite(pattern[0]) { while start < end && isWhite(text[start]) { start += 1 } }
            if !isWhite(pattern[pattern.count - 1]) { while end > start && isWhite(text[end - 1]) { end -= 1 } }
            guard end - start == pattern.count, holds(pattern, in: text, at: start) else { return nil }
            return score(pattern, in: text, from: start, to: end, positions: positions)
        }
    }

    /// Whether `text` holds `pattern` starting at `start` (which leaves room for all of it).
    private static func holds<Text: MatchableText>(_ pattern: [UInt32], in text: Text, at start: Int) -> Bool {
        for offset in pattern.indices where text[start + offset] != pattern[offset] { return false }
        return true
    }

    private static func isWhite(_ value: UInt32) -> Bool {
        value == 0x20 || (value >= 0x09 && value <= 0x0D) || (value >= 0x80 && MatchText.charClass(value) == .white)
    }

    /// fzf's first version: the first place the pattern's characters appear in order,
    /// then shrunk from its end backwards to the shortest stretch ending there.
    static func fuzzyWindow<Text: MatchableText>(_ pattern: [UInt32], in text: Text) -> Range<Int>? {
        var p = 0, start = -1, end = -1
        for index in 0..<text.count where text[index] == pattern[p] {
            if start < 0 { start = index }
            p += 1
            if p == pattern.count {
                end = index + 1
                break
            }
        }
        guard end >= 0 else { return nil }
        p = pattern.count - 1
        var index = end - 1
        while index >= start {
            if text[index] == pattern[p] {
                p -= 1
                if p < 0 { return index..<end }
            }
            index -= 1
        }
        return start..<end
    }

    /// Where the pattern occurs with the best bonus on its first character (the first such).
    static func bestOccurrence<Text: MatchableText>(_ pattern: [UInt32], in text: Text) -> Int? {
        var best: (start: Int, bonus: Int32)?
        var start = 0
        let last = text.count - pattern.count
        while start <= last {
            if text[start] == pattern[0] && holds(pattern, in: text, at: start) {
                let previous = start > 0 ? text.charClass(at: start - 1) : .white
                let bonus = Self.bonus(previous, text.charClass(at: start))
                if best.map({ bonus > $0.bonus }) ?? true { best = (start, bonus) }
                if bonus >= bonusBoundaryWhite { break }
            }
            start += 1
        }
        return best?.start
    }

    /// The bonus for matching a character of `current` class after one of `previous` class.
    static func bonus(_ previous: MatchText.CharClass, _ current: MatchText.CharClass) -> Int32 {
        if current > .nonWord {
            switch previous {
            case .white: return bonusBoundaryWhite
            case .delimiter: return bonusBoundaryDelimiter
            case .nonWord: return bonusBoundary
            default: break
            }
        }
        if (previous == .lower && current == .upper) || (previous != .number && current == .number) { return bonusCamel123 }
        if current == .nonWord || current == .delimiter { return bonusNonWord }
        if current == .white { return bonusBoundaryWhite }
        return 0
    }

    /// Scores the pattern matched greedily inside `text[start..<end]`: fzf's calculateScore.
    static func score<Text: MatchableText>(_ pattern: [UInt32], in text: Text, from start: Int, to end: Int,
                                           positions: UnsafeMutablePointer<[Int]>?) -> Int32 {
        var p = 0, score: Int32 = 0, inGap = false, consecutive = 0, firstBonus: Int32 = 0
        var previous = start > 0 ? text.charClass(at: start - 1) : .white
        for index in start..<end {
            let current = text.charClass(at: index)
            if p < pattern.count && text[index] == pattern[p] {
                positions?.pointee.append(index)
                score += scoreMatch
                var bonus = Self.bonus(previous, current)
                if consecutive == 0 {
                    firstBonus = bonus
                } else {
                    // A boundary inside a run starts a new run's bonus.
                    if bonus >= bonusBoundary && bonus > firstBonus { firstBonus = bonus }
                    bonus = max(bonus, firstBonus, bonusConsecutive)
                }
                score += p == 0 ? bonus * bonusFirstCharMultiplier : bonus
                inGap = false
                consecutive += 1
                p += 1
            } else {
                score += inGap ? scoreGapExtension : scoreGapStart
                inGap = true
                consecutive = 0
                firstBonus = 0
            }
            previous = current
        }
        return score
    }
}
