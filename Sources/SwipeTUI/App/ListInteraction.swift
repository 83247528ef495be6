import SwipeComponents

/// How the list layout answers the person, beyond its keys (fzf's `--jump-labels`,
/// `--disabled`, `--no-mouse`, `--filepath-word`, `--scroll-off`).
public struct ListInteraction: Sendable, Equatable {
    /// The labels `jump` and `jump-accept` put on the rows (`--jump-labels`).
    public var jumpLabels = JumpLabels.standard
    /// Whether typing filters (false with `--disabled`: the query is edited and `{q}`
    /// reads it, but every item stays; `enable-search` turns filtering on).
    public var searches = true
    /// Whether the terminal reports the mouse (false with `--no-mouse`: the terminal's own
    /// selection works, and no click or wheel reaches the list).
    public var usesMouse = true
    /// What the query's word keys (Alt-B/F, Alt-D, Alt-Backspace) take as a word: letters
    /// and digits, or with `--filepath-word` what lies between slashes.
    public var queryWords = LineEditor.Words.lettersAndDigits
    /// The rows kept between the focus and either end of the list as it moves, the rows
    /// otherwise still (`--scroll-off`, fzf's; 0 by default, as fzf's).
    public var scrollOff = 0

    /// fzf's labels, search on, the mouse on, no rows kept around the focus.
    public init() {}
}
