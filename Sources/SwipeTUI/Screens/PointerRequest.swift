import SwipeComponents

/// What a click or a wheel notch on the list asks of the session once the list has moved
/// its focus to the row under the pointer, in fzf's order: a mark turned over, the actions
/// bound to the click, then a move.
struct PointerRequest: Equatable {
    /// The mark of the item in focus turns over first (a Shift- or Ctrl-click or wheel
    /// notch with `--multi`).
    var marksFocused = false
    /// The click whose bound actions (or default) run next.
    var event: BindEvent?
    /// A move last (a wheel notch whose mark came first).
    var then: Action?
    /// A press on the query line: the query's insertion point goes before this character
    /// (and nothing else happens, as in fzf).
    var queryCursor: Int?
}
