import TerminalBackend

extension KeyMap {
    /// Paging mode's keys with horizontal pages: the swipe view's, then the mode's
    /// toggles, then the session's.
    public static let paging = swipeView.layered(over: pagingMode, session)

    /// The same keys labelled for vertical pages (↑/↓ first).
    public static let pagingVertical = swipeViewVertical.layered(over: pagingMode, session)

    /// What paging mode adds to its view's keys: autoscroll, vertical and wrap.
    public static let pagingMode = KeyMap(bindings: motionToggles, extraHelp: [
        (key: "0-9 Enter", text: "go to item number"),
        (key: "wheel", text: "turn a page; notches add up"),
        (key: "drag", text: "swipe pages; a slow drag past the slop turns too"),
        (key: "click", text: "pick a card; a dot goes to its page"),
        (key: "Esc", text: "cancel a search or number"),
    ])
}
