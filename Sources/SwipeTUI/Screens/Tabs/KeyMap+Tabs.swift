import TerminalBackend

extension KeyMap {
    /// The tabs mode's keys: the table's, then the mode's (the preview pane's text), then
    /// the session's.
    public static let tabs = swipeTableView.layered(over: tabsMode, session)

    /// What tabs mode adds to its view's keys: J/K scroll the preview pane.
    public static let tabsMode = KeyMap(bindings: contentScrolling, extraHelp: [
        (key: "0-9 Enter", text: "go to row number"),
        (key: "wheel", text: "scroll the list; at the top, pull to refresh"),
        (key: "S-wheel", text: "switch tabs"),
        (key: "drag", text: "sideways: switch tabs; up/down: scroll, pull"),
        (key: "click", text: "a tab: open it; a row: focus, again: pick"),
        (key: "Esc", text: "cancel a search or number"),
    ])
}
