/// Scores items against a `SearchQuery` as fzf ranks them: a fuzzy term's characters
/// placed where they score best (`OptimalAlignment`, fzf's default `--algo v2`) or, under
/// `--algo v1` and for items too long for the alignment, the first place they appear in
/// order, shrunk to the shortest stretch ending there; exact, prefix, suffix and
/// whole-item terms where they occur. Points for each character matched, bonuses where a
/// match starts a word (after white space, a delimiter or other punctuation, at a camelCase
/// hump or a digit; `--scheme` sets how much) and for runs of consecutive characters,
/// penalties for the gaps between them.
/// One matcher per thread: it keeps its buffers between items.
public struct ItemMatcher {

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

    /// How terms are looked for: the scheme, the algorithm, the direction.
    private let rules: Rules

    /// A matcher for `query`.
    public init(query: SearchQuery) {
        self.query = query
        // The terms copied afresh: reading them retains and releases their characters, and
        // counts shared with the other workers' matchers would bounce between cores.
        groups = query.groups.map { $0.map { term in
            var own = term
            own.scalars = term.scalars.map { $0 }
            return own
        } }
        rules = Rules(bonuses: query.scoring.scheme.bonuses, algorithm: query.scoring.algorithm, backward: query.tiebreak.searchesBackward,
                      wantsStart: query.tiebreak.criteria.contains(.chunk), scratch: AlignmentScratch(bonuses: query.scoring.scheme.bonuses))
        // Each group that is a single plain ASCII fuzzy or exact term: an ASCII item
        // without that term's characters in order cannot match.
        let screens = query.groups.compactMap { group -> ByteScreen? in
            guard group.count == 1, let term = group.first, !term.isInverse, term.kind == .fuzzy || term.kind == .exact,
                  term.scalars.allSatisfy({ $0 < 0x80 }) else { return nil }
            return ByteScreen(term.scalars.map { UInt8($0) }, foldingCase: !term.isCaseSensitive)
        }
        // With none, a screen of no bytes still says whether an item is ASCII.
        self.screens = screens.isEmpty ? [ByteScreen([], foldingCase: false)] : screens
    }

    /// The query's groups, this matcher's own copy.
    private let groups: [[SearchQuery.Term]]

    /// The bytes ASCII items must hold in order, one screen per screening term (at least one).
    private let screens: [ByteScreen]

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

    /// The same for UTF-8 bytes (invalid sequences count as U+FFFD), scored where they lie:
    /// ASCII items are matched on their bytes, without copying them.
    public mutating func score(bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        score(bytes: bytes, span: nil)
    }

    /// The same; `span`, when given, gets where the terms matched (for the tie-breaks that
    /// read it).
    mutating func score(bytes: UnsafeBufferPointer<UInt8>, span: UnsafeMutablePointer<MatchSpan>?) -> Int32? {
        guard !query.isEmpty else { return 0 }
        // Most items of a big input fail a plain term: find that out on the bytes (in the
        // pass that says whether they are ASCII), and score the rest on them too.
        let scan = screens[0].scan(bytes)
        isASCII = scan.isASCII
        if isASCII {
            guard scan.isHeld else { return nil }
            for screen in screens.dropFirst() where !screen.scan(bytes).isHeld { return nil }
            return Self.scoreGroups(groups, positions: nil, span: span) { term, _ in
                Self.find(term, in: ASCIIText(bytes: bytes, folds: !term.isCaseSensitive), rules: rules, positions: nil)
            }
        }
        original.removeAll(keepingCapacity: true)
        original.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars.lazy.map(\.value))
        hasLowered = false
        hasStripped = false
        hasStrippedLowered = false
        return scoreLoaded(positions: nil, span: span)
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
                strippedLowered.append(contentsOf: original.lazy.map { MatchText.stripAccent(MatchText.lower($0)) })
                hasStrippedLowered = true
            }
            return strippedLowered
        }
    }

    /// The item's scalars as a term wants them but with accents kept.
    private mutating func accentedText(for term: SearchQuery.Term) -> [UInt32] {
        guard term.normalizes && !isASCII else { return text(for: term) }
        return text(for: SearchQuery.Term(kind: term.kind, isInverse: false, isCaseSensitive: term.isCaseSensitive, normalizes: false, scalars: []))
    }

    /// The item's scalars as `term` is looked for in them.
    private mutating func scalarText(for term: SearchQuery.Term) -> ScalarText {
        ScalarText(compared: text(for: term), original: original, accented: accentedText(for: term))
    }

    /// The loaded item's score: `scoreGroups` over its scalars.
    private mutating func scoreLoaded(positions: UnsafeMutablePointer<[Int]>?, span: UnsafeMutablePointer<MatchSpan>? = nil) -> Int32? {
        Self.scoreGroups(groups, positions: positions, span: span) { term, positions in
            Self.find(term, in: scalarText(for: term), rules: rules, positions: positions)
        }
    }

    /// The query's rule: every group must have a term that matches (an inverse term matches
    /// when it is not found); the score is the sum of the matched terms', and `span` gets
    /// the stretches they matched. `find` looks for a term in the item (appending the
    /// characters it matched to its pointer, given for terms that are not inverse).
    static func scoreGroups(_ groups: [[SearchQuery.Term]], positions: UnsafeMutablePointer<[Int]>?,
                            span: UnsafeMutablePointer<MatchSpan>?,
                            _ find: (SearchQuery.Term, UnsafeMutablePointer<[Int]>?) -> Found?) -> Int32? {
        var total: Int32 = 0
        for group in groups {
            var matched = false
            for term in group {
                let found = find(term, term.isInverse ? nil : positions)
                if term.isInverse {
                    if found == nil {
                        matched = true
                        break
                    }
                } else if let found {
                    total &+= found.score
                    span?.pointee.include(found.range)
                    matched = true
                    break
                }
            }
            if !matched { return nil }
        }
        return total
    }

    // MARK: Within fields (`--nth`)

    /// The item's score when it matches with matching limited to `parts` (byte ranges of
    /// UTF-8 `text`), as fzf limits it: each term counts where it is first found, part by
    /// part (a `!term` matches when no part has it); nil when it does not match.
    mutating func score(bytes text: UnsafeBufferPointer<UInt8>, parts: [Range<Int>], span: UnsafeMutablePointer<MatchSpan>? = nil) -> Int32? {
        guard !query.isEmpty else { return 0 }
        return Self.scoreGroups(groups, positions: nil, span: span) { term, _ in
            find(term, in: text, parts: parts, positions: nil, placed: span != nil)
        }
    }

    /// The item's score and the scalar offsets of `text` the query matched, limited to
    /// `parts` (byte ranges of its UTF-8), for highlighting; nil when it does not match.
    mutating func match(_ text: String, parts: [Range<Int>]) -> (score: Int32, positions: [Int])? {
        guard !query.isEmpty else { return (0, []) }
        let utf8 = Array(text.utf8)
        var positions: [Int] = []
        let score = utf8.withUnsafeBufferPointer { text in
            Self.scoreGroups(groups, positions: &positions, span: nil) { term, positions in
                find(term, in: text, parts: parts, positions: positions, placed: false)
            }
        }
        guard let score else { return nil }
        return (score, Array(Set(positions)).sorted())
    }

    /// `term` in the first of `parts` of `text` that has it; its stretch as characters of
    /// `text` when `placed` (else of the part), and its characters' appended to `positions`.
    private mutating func find(_ term: SearchQuery.Term, in text: UnsafeBufferPointer<UInt8>, parts: [Range<Int>],
                               positions: UnsafeMutablePointer<[Int]>?, placed: Bool) -> Found? {
        for part in parts {
            let piece = UnsafeBufferPointer(rebasing: text[part])
            var characters: [Int] = []
            let found = positions == nil ? find(term, inBytes: piece, positions: nil)
                : withUnsafeMutablePointer(to: &characters) { find(term, inBytes: piece, positions: $0) }
            guard var found else { continue }
            if placed || positions != nil {
                let offset = Self.characterCount(UnsafeBufferPointer(rebasing: text[..<part.lowerBound]))
                found.range = found.range.lowerBound + offset..<found.range.upperBound + offset
                positions?.pointee += characters.map { $0 + offset }
            }
            return found
        }
        return nil
    }

    /// `term` in UTF-8 `bytes` alone: read in place when they are ASCII, else decoded.
    private mutating func find(_ term: SearchQuery.Term, inBytes bytes: UnsafeBufferPointer<UInt8>, positions: UnsafeMutablePointer<[Int]>?) -> Found? {
        if screens[0].scan(bytes).isASCII {
            return Self.find(term, in: ASCIIText(bytes: bytes, folds: !term.isCaseSensitive), rules: rules, positions: positions)
        }
        load(String(decoding: bytes, as: UTF8.self)[...].utf8)
        return Self.find(term, in: scalarText(for: term), rules: rules, positions: positions)
    }

    /// How many characters (Unicode scalars) UTF-8 `text` holds, as fzf counts them.
    static func characterCount(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in text where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    // MARK: Terms

    /// A term found in an item: its score and the characters it spans (fzf's offsets).
    struct Found {
        var score: Int32
        var range: Range<Int>
    }

    /// How a matcher looks for terms.
    struct Rules {
        /// The scheme's bonuses and character classes.
        var bonuses: ScoringBonuses
        /// How fuzzy terms are placed.
        var algorithm: SearchQuery.Algorithm
        /// Whether the last of equally good places counts (`--tiebreak end`).
        var backward: Bool
        /// Whether a fuzzy term's stretch must start at its first character matched rather
        /// than where that character first appears (the `chunk` tie-break reads it).
        var wantsStart: Bool
        /// The alignment's cells.
        var scratch: AlignmentScratch
    }

    /// Where a term is in `text` and its score there, or nil when it is not there; the
    /// last occurrence that scores best rather than the first when searching `backward`.
    static func find<Text: MatchableText>(_ term: SearchQuery.Term, in text: Text, rules: Rules,
                                          positions: UnsafeMutablePointer<[Int]>?) -> Found? {
        let pattern = term.scalars
        guard pattern.count <= text.count else { return nil }
        let bonuses = rules.bonuses
        let range: Range<Int>
        switch term.kind {
        case .fuzzy:
            if rules.algorithm == .v2 && AlignmentScratch.fits(count: text.count, length: pattern.count) {
                return OptimalAlignment.find(pattern, in: text, bonuses: bonuses, backward: rules.backward,
                                             wantsStart: rules.wantsStart, positions: positions, scratch: rules.scratch)
            }
            guard let window = rules.backward ? fuzzyWindowFromEnd(pattern, in: text) : fuzzyWindow(pattern, in: text) else { return nil }
            range = window
        case .exact:
            guard let start = bestOccurrence(pattern, in: text, bonuses: bonuses, backward: rules.backward) else { return nil }
            range = start..<start + pattern.count
        case .prefix:
            var start = 0
            if !isWhite(pattern[0]) { while start < text.count && isWhite(text[start]) { start += 1 } }
            guard text.count - start >= pattern.count, holds(pattern, in: text, at: start) else { return nil }
            range = start..<start + pattern.count
        case .suffix:
            var end = text.count
            if !isWhite(pattern[pattern.count - 1]) { while end > 0 && isWhite(text[end - 1]) { end -= 1 } }
            guard end >= pattern.count, holds(pattern, in: text, at: end - pattern.count) else { return nil }
            range = end - pattern.count..<end
        case .equal:
            var start = 0, end = text.count
            if !isWhite(pattern[0]) { while start < end && isWhite(text[start]) { start += 1 } }
            if !isWhite(pattern[pattern.count - 1]) { while end > start && isWhite(text[end - 1]) { end -= 1 } }
            guard end - start == pattern.count, holds(pattern, in: text, at: start) else { return nil }
            // fzf scores a whole item by its length alone, as word starts after white space.
            let perCharacter = Int32(ScoringBonuses.scoreMatch + bonuses.boundaryWhite)
            let score = perCharacter * Int32(pattern.count) + Int32((ScoringBonuses.bonusFirstCharMultiplier - 1) * bonuses.boundaryWhite)
            positions?.pointee.append(contentsOf: start..<end)
            return Found(score: score, range: start..<end)
        }
        return Found(score: score(pattern, in: text, from: range.lowerBound, to: range.upperBound, bonuses: bonuses, positions: positions),
                     range: range)
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
    /// then shrunk from its end backwards to the shortest stretch ending there (comparing
    /// accented letters as they are, as fzf does: an accent there keeps the stretch long).
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
            if text.accented(at: index) == pattern[p] {
                p -= 1
                if p < 0 { return index..<end }
            }
            index -= 1
        }
        return start..<end
    }

    /// The same searched from the end: the last place the pattern's characters appear in
    /// order, then shrunk from its start forwards to the shortest stretch starting there.
    static func fuzzyWindowFromEnd<Text: MatchableText>(_ pattern: [UInt32], in text: Text) -> Range<Int>? {
        var p = pattern.count - 1, start = -1, end = -1
        var index = text.count - 1
        while index >= 0 {
            if text[index] == pattern[p] {
                if end < 0 { end = index + 1 }
                p -= 1
                if p < 0 {
                    start = index
                    break
                }
            }
            index -= 1
        }
        guard start >= 0 else { return nil }
        p = 0
        for index in start..<end where text.accented(at: index) == pattern[p] {
            p += 1
            if p == pattern.count { return start..<index + 1 }
        }
        return start..<end
    }

    /// Where the pattern occurs with the best bonus on its first character (the first such,
    /// or the last when searching `backward`; the search stops at a word start). At an
    /// item's first character the bonus is a word start's after white space, as fzf has it.
    static func bestOccurrence<Text: MatchableText>(_ pattern: [UInt32], in text: Text, bonuses: ScoringBonuses,
                                                    backward: Bool = false) -> Int? {
        var best: (start: Int, bonus: Int16)?
        let last = text.count - pattern.count
        var start = backward ? last : 0
        while start >= 0 && start <= last {
            if !backward {
                start = text.firstPlace(of: pattern[0], from: start, before: last + 1)
                guard start <= last else { break }
            }
            if text[start] == pattern[0] && holds(pattern, in: text, at: start) {
                let bonus = start > 0 ? bonuses.bonus(text.charClass(at: start - 1, in: bonuses), text.charClass(at: start, in: bonuses))
                    : bonuses.boundaryWhite
                if best.map({ bonus > $0.bonus }) ?? true { best = (start, bonus) }
                if bonus >= ScoringBonuses.bonusBoundary { break }
            }
            start += backward ? -1 : 1
        }
        return best?.start
    }

    /// Scores the pattern matched greedily inside `text[start..<end]`: fzf's calculateScore.
    static func score<Text: MatchableText>(_ pattern: [UInt32], in text: Text, from start: Int, to end: Int,
                                           bonuses: ScoringBonuses, positions: UnsafeMutablePointer<[Int]>?) -> Int32 {
        var p = 0, score: Int32 = 0, inGap = false, consecutive = 0, firstBonus: Int16 = 0
        var previous = start > 0 ? text.charClass(at: start - 1, in: bonuses) : bonuses.initialClass
        for index in start..<end {
            let current = text.charClass(at: index, in: bonuses)
            if p < pattern.count && text[index] == pattern[p] {
                positions?.pointee.append(index)
                score += Int32(ScoringBonuses.scoreMatch)
                var bonus = bonuses.bonus(previous, current)
                if consecutive == 0 {
                    firstBonus = bonus
                } else {
                    // A boundary inside a run starts a new run's bonus.
                    if bonus >= ScoringBonuses.bonusBoundary && bonus > firstBonus { firstBonus = bonus }
                    bonus = max(bonus, firstBonus, ScoringBonuses.bonusConsecutive)
                }
                score += Int32(p == 0 ? bonus * ScoringBonuses.bonusFirstCharMultiplier : bonus)
                inGap = false
                consecutive += 1
                p += 1
            } else {
                score += Int32(inGap ? ScoringBonuses.scoreGapExtension : ScoringBonuses.scoreGapStart)
                inGap = true
                consecutive = 0
                firstBonus = 0
            }
            previous = current
        }
        return score
    }
}
