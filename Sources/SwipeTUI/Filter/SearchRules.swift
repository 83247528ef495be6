/// How a query is read and matched, as fzf's options say: plain terms exact or fuzzy
/// (`--exact`), when case matters (`-i`, `+i`), whether accents come off Latin letters
/// (`--literal` keeps them), whether the query is fzf's extended syntax (`+x` reads it as
/// one term), how equal scores are ordered (`--tiebreak`) and how items are scored
/// (`--algo`, `--scheme`).
public struct SearchRules: Sendable, Equatable {
    /// Plain terms are exact substrings, not fuzzy (`--exact`).
    public var exact = false
    /// When case matters (`-i`, `+i`; smart by default).
    public var caseMatching = SearchQuery.CaseMatching.smart
    /// Whether `é` in an item matches `e` in the query (true unless `--literal`).
    public var foldsAccents = true
    /// Whether the query is split into terms with `'`, `^`, `$`, `!` and `|` (true unless
    /// `+x`/`--no-extended`: then the whole query, spaces too, is one term).
    public var isExtended = true
    /// How equal scores are ordered.
    public var tiebreak = SearchQuery.Tiebreak.length
    /// How items are scored: fzf's v2 or v1, and its scheme's bonuses (`--algo`, `--scheme`).
    public var scoring = SearchQuery.Scoring()
    /// Of items that tie on every criterion, the later one first (`--tac`: fzf reverses
    /// the input, so its last items are its first).
    public var laterFirstOnTies = false

    /// fzf's defaults: fuzzy, smart case, accents folded, extended syntax, shorter first, v2.
    public init() {}
}
