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
}
