/// Something that happens to the picker, which `--bind` can attach actions to as it does
/// to a key (fzf's events, with fzf's meaning).
public enum BindEvent: String, Sendable, Hashable, CaseIterable {
    /// The picker has started: before the first key, once.
    case start
    /// The input is complete (after `start`, and again after each `reload`).
    case load
    /// The query changed (typed, or set by an action).
    case change
    /// The item in focus changed.
    case focus
    /// A key or action deleted backwards (Backspace, Ctrl-U, Ctrl-W, Alt-Backspace) on an
    /// empty query.
    case backwardEOF = "backward-eof"
    /// A left press on a row of the list layout, after the focus went to that row
    /// (fzf's `left-click`; nothing more by default).
    case leftClick = "left-click"
    /// A right press on a row, after the focus went there (fzf's `right-click`; by default
    /// `toggle`, which marks the row with `--multi`).
    case rightClick = "right-click"
    /// Two left presses on the same cell within half a second, on a row (fzf's
    /// `double-click`; by default whatever Enter does).
    case doubleClick = "double-click"

    /// The pointer's events: they come from a click, not from what the picker did.
    public var isClick: Bool { self == .leftClick || self == .rightClick || self == .doubleClick }
}
