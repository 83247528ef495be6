/// A query in fzf's extended search syntax, parsed once: space-separated terms that must
/// all match (`a b`), any one of a group joined by `|` (`a | b`), each fuzzy (the
/// characters in order) or, with a marker, exact (`'word`), a prefix (`^word`), a suffix
/// (`word$`), the whole item (`^word$`), or must-not-contain (`!word`, `!^word`,
/// `!word$`). Smart case per term: a term with no upper-case letter ignores case.
/// A backslash before a space keeps it in the term (`foo\ bar`). Under `+x` the whole
/// query, as typed, is one term.
public struct SearchQuery: Sendable, Equatable {
    /// How a term is matched.
    public enum Kind: Sendable, Equatable {
        case fuzzy, exact, prefix, suffix, equal
    }

    /// One term of the query.
    public struct Term: Sendable, Equatable {
        /// How it matches.
        public var kind: Kind
        /// True for `!`: the item must not match it.
        public var isInverse: Bool
        /// Whether case matters (the term has an upper-case letter).
        public var isCaseSensitive: Bool
        /// Whether accents come off Latin letters of the item (the term has none itself).
        public var normalizes: Bool
        /// What to look for: lower case unless case-sensitive, accents off when `normalizes`.
        public var scalars: [UInt32]
    }

    /// Whether case matters when matching (fzf's `-i` and `+i`).
    public enum CaseMatching: Sendable, Equatable {
        /// Per term: a term with an upper-case letter respects case, others ignore it.
        case smart
        /// Case never matters (`-i`).
        case ignore
        /// Case always matters (`+i`).
        case respect
    }

    /// Groups that must all match; a group matches when any of its terms does.
    public var groups: [[Term]]
    /// How matches of the same score are ordered.
    public var tiebreak: Tiebreak
    /// How items are scored (`--algo`, `--scheme`).
    public var scoring: Scoring
    /// Of items that tie on every criterion, the later one first (`--tac`).
    public var laterFirstOnTies: Bool

    /// The query as typed, read and matched as `rules` say: `exact` makes plain terms exact
    /// substrings (fzf's `--exact`, where `'` then makes a term fuzzy), `caseMatching` says
    /// when case matters, `tiebreak` how equal scores are ordered, `scoring` how items are
    /// scored. Outside the extended
    /// syntax the whole query is one plain term.
    public init(_ text: String, rules: SearchRules = SearchRules()) {
        self.tiebreak = rules.tiebreak
        self.scoring = rules.scoring
        self.laterFirstOnTies = rules.laterFirstOnTies
        guard rules.isExtended else {
            groups = text.isEmpty ? [] : [[Self.plainTerm(text, rules: rules)]]
            return
        }
        var groups: [[Term]] = []
        var group: [Term] = []
        var startsNewGroup = false
        var afterBar = false
        for token in Self.tokens(of: text) {
            if !group.isEmpty && !afterBar && token == "|" {
                startsNewGroup = false
                afterBar = true
                continue
            }
            afterBar = false
            guard let term = Self.term(token, rules: rules) else { continue }
            if startsNewGroup {
                groups.append(group)
                group = []
            }
            group.append(term)
            startsNewGroup = true
        }
        if !group.isEmpty { groups.append(group) }
        self.groups = groups
    }

    /// True when the query has no terms: everything matches, in input order.
    public var isEmpty: Bool { groups.isEmpty }

    /// Whether matches are ranked best first: only when some term must match. A query of
    /// must-not terms alone (`!foo`) scores nothing, and its matches keep input order, as fzf's.
    public var ranksMatches: Bool { groups.contains { $0.contains { !$0.isInverse } } }

    /// Tokens split at runs of spaces; `\ ` is a space inside a token.
    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                current.append(character == " " ? " " : "\\")
                if character != " " { current.append(character) }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == " " {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// One token as a term (nil when only markers are left), read as fzf reads it: `!`
    /// makes it inverse and exact, a trailing `$` a suffix, a leading `'` flips exactness
    /// (exact, or fuzzy under `--exact` and after `!`), a leading `^` a prefix (with `$`,
    /// the whole item).
    private static func term(_ token: String, rules: SearchRules) -> Term? {
        let lowered = MatchText.lowered(token)
        let isCaseSensitive = Self.isCaseSensitive(token, lowered: lowered, rules: rules)
        var text = Substring(isCaseSensitive ? token : lowered)
        var kind: Kind = rules.exact ? .exact : .fuzzy
        var isInverse = false
        if text.hasPrefix("!") {
            isInverse = true
            kind = .exact
            text = text.dropFirst()
        }
        if text != "$", text.hasSuffix("$") {
            kind = .suffix
            text = text.dropLast()
        }
        if text.hasPrefix("'") {
            kind = !rules.exact && !isInverse ? .exact : .fuzzy
            text = text.dropFirst()
        } else if text.hasPrefix("^") {
            kind = kind == .suffix ? .equal : .prefix
            text = text.dropFirst()
        }
        guard !text.isEmpty else { return nil }
        return Self.term(kind: kind, isInverse: isInverse, text: text, lowered: lowered, isCaseSensitive: isCaseSensitive, rules: rules)
    }

    /// The whole query as one term, markers and spaces as typed (`+x`).
    private static func plainTerm(_ text: String, rules: SearchRules) -> Term {
        let lowered = MatchText.lowered(text)
        let isCaseSensitive = Self.isCaseSensitive(text, lowered: lowered, rules: rules)
        return Self.term(kind: rules.exact ? .exact : .fuzzy, isInverse: false, text: Substring(isCaseSensitive ? text : lowered),
                         lowered: lowered, isCaseSensitive: isCaseSensitive, rules: rules)
    }

    /// Whether case matters for a term: smart case asks whether it has an upper-case letter.
    private static func isCaseSensitive(_ text: String, lowered: String, rules: SearchRules) -> Bool {
        rules.caseMatching == .smart ? text != lowered : rules.caseMatching == .respect
    }

    /// A term of `text`. Accents come off Latin letters of the items unless the term has
    /// accents itself or `--literal` keeps them.
    private static func term(kind: Kind, isInverse: Bool, text: Substring, lowered: String, isCaseSensitive: Bool,
                             rules: SearchRules) -> Term {
        let normalizes = rules.foldsAccents && lowered.unicodeScalars.allSatisfy { MatchText.stripAccent($0) == $0 }
        let scalars = text.unicodeScalars.map { normalizes ? MatchText.stripAccent($0) : $0 }
        return Term(kind: kind, isInverse: isInverse, isCaseSensitive: isCaseSensitive, normalizes: normalizes,
                    scalars: scalars.map(\.value))
    }
}
