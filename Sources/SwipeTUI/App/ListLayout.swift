/// How lines are shown (`--layout`, fzf's names): a list of one row per item, its query
/// line at the bottom (`default`) or at the top (`reverse`), or with items top-down and
/// the query at the bottom (`reverse-list`); or the carousel's cards (`cards`).
public enum ListLayout: String, Sendable, Equatable, CaseIterable {
    /// The query line at the bottom, the best match just above it, the rest going up.
    case `default`
    /// The query line at the top, the best match just below it, the rest going down.
    case reverse
    /// The query line at the bottom, the items top-down from the top of the screen.
    case reverseList = "reverse-list"
    /// Cards: the carousel mode as for files.
    case cards

    /// Whether the query line is at the top of the screen.
    var queryAtTop: Bool { self == .reverse }
    /// Whether the items run upwards, the first one nearest the query line.
    var itemsGoUp: Bool { self == .default }
}
