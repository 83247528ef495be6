extension SearchQuery {
    /// How items are scored: fzf's `--algo` and `--scheme`.
    public struct Scoring: Sendable, Equatable {
        /// How fuzzy terms are placed.
        public var algorithm: Algorithm
        /// The bonuses scores are made of.
        public var scheme: Scheme

        /// fzf's defaults: `v2`, `default`.
        public init(algorithm: Algorithm = .v2, scheme: Scheme = .default) {
            self.algorithm = algorithm
            self.scheme = scheme
        }
    }

    /// fzf's scoring schemes (`--scheme`): how much a word start is worth after white space
    /// or a delimiter, which characters delimit, and what comes before an item's first
    /// character. `path` makes `/` the only delimiter and an item's start a delimiter (so a
    /// path's first component counts as one after a `/`); `history` treats white space and
    /// delimiters as any other boundary (its input-order tie-break is set where options are read).
    public enum Scheme: String, Sendable, CaseIterable {
        case `default`, path, history

        /// The bonuses and classes the scheme stands for.
        var bonuses: ScoringBonuses { ScoringBonuses(self) }
    }

    /// Which algorithm finds where a fuzzy term matches (`--algo`).
    public enum Algorithm: String, Sendable, CaseIterable {
        /// fzf's first: the first place the characters appear in order, shrunk from its end.
        case v1
        /// fzf's default: the best-scoring placement of the characters (`OptimalAlignment`).
        case v2
    }
}

/// fzf's scores, and the bonuses and character classes of one scheme.
struct ScoringBonuses: Sendable {
    static let scoreMatch: Int16 = 16
    static let scoreGapStart: Int16 = -3
    static let scoreGapExtension: Int16 = -1
    static let bonusBoundary: Int16 = scoreMatch / 2
    static let bonusNonWord: Int16 = scoreMatch / 2
    static let bonusCamel123: Int16 = bonusBoundary + scoreGapExtension
    static let bonusConsecutive: Int16 = -(scoreGapStart + scoreGapExtension)
    static let bonusFirstCharMultiplier: Int16 = 2

    /// A word start after white space (and an item's first character in exact terms).
    let boundaryWhite: Int16
    /// A word start after a delimiter.
    let boundaryDelimiter: Int16
    /// The class taken to come before an item's first character.
    let initialClass: MatchText.CharClass
    /// Whether `/` is the only delimiter (else also `,`, `:`, `;` and `|`).
    let slashIsOnlyDelimiter: Bool

    init(_ scheme: SearchQuery.Scheme) {
        switch scheme {
        case .default:
            boundaryWhite = Self.bonusBoundary + 2
            boundaryDelimiter = Self.bonusBoundary + 1
        case .path:
            boundaryWhite = Self.bonusBoundary
            boundaryDelimiter = Self.bonusBoundary + 1
        case .history:
            boundaryWhite = Self.bonusBoundary
            boundaryDelimiter = Self.bonusBoundary
        }
        initialClass = scheme == .path ? .delimiter : .white
        slashIsOnlyDelimiter = scheme == .path
    }

    /// The class of an ASCII byte under this scheme.
    @inline(__always)
    func asciiClass(_ byte: UInt8) -> MatchText.CharClass {
        let plain = MatchText.asciiClass(byte)
        return plain == .delimiter && slashIsOnlyDelimiter && byte != 0x2F ? .nonWord : plain
    }

    /// The class of any scalar value under this scheme.
    func charClass(_ value: UInt32) -> MatchText.CharClass {
        value < 0x80 ? asciiClass(UInt8(value)) : MatchText.charClass(value)
    }

    /// The bonus for matching a character of class `current` after one of class `previous`
    /// (fzf's rule): a word start earns more after white space than after a delimiter, more
    /// there than after other punctuation; a camelCase hump or a digit after a non-digit
    /// less; punctuation other than a delimiter as much as a boundary, white space as a word
    /// start after it.
    @inline(__always)
    func bonus(_ previous: MatchText.CharClass, _ current: MatchText.CharClass) -> Int16 {
        if current > .nonWord {
            switch previous {
            case .white: return boundaryWhite
            case .delimiter: return boundaryDelimiter
            case .nonWord: return Self.bonusBoundary
            default: break
            }
        }
        if (previous == .lower && current == .upper) || (previous != .number && current == .number) { return Self.bonusCamel123 }
        if current == .nonWord { return Self.bonusNonWord }
        if current == .white { return boundaryWhite }
        return 0
    }
}
