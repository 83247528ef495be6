import TerminalBackend

extension KeyMap {
    /// Deck mode's keys: the page scroll view's, then the mode's (reload), then the
    /// session's.
    public static let deck = pageScrollView.layered(over: deckMode, session)

    /// What deck mode adds to its view's keys.
    public static let deckMode = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.character("r"))], label: "r", help: "reload", action: .reload),
    ], extraHelp: [
        (key: "0-9 Enter", text: "go to page number"),
        (key: "wheel", text: "deck: a page per notch; open page: scroll"),
        (key: "drag", text: "swipe the deck; it snaps to a page"),
        (key: "click", text: "centred card: open; side card, dot: go there"),
    ])
}
