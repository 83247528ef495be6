import TerminalBackend

extension KeyMap {
    /// Deck mode's bindings (HGPageScrollView): move through the deck, open a page to
    /// full screen, scroll it and go back, delete, undo and reload.
    public static let deck = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.left), KeyPress(.character("h"))], label: "←/h", help: "previous page", action: .previous),
        KeyBinding(keys: [KeyPress(.right), KeyPress(.character("l"))], label: "→/l", help: "next page", action: .next),
        KeyBinding(keys: [KeyPress(.home), KeyPress(.character("g"))], label: "Home/g", help: "first page", action: .first),
        KeyBinding(keys: [KeyPress(.end), KeyPress(.character("G"))], label: "End/G", help: "last page", action: .last),
        KeyBinding(keys: [KeyPress(.up), KeyPress(.character("k"))], label: "↑/k", help: "open page: line up", action: .lineUp),
        KeyBinding(keys: [KeyPress(.down), KeyPress(.character("j"))], label: "↓/j", help: "open page: line down", action: .lineDown),
        KeyBinding(keys: [KeyPress(.pageUp), KeyPress(.character("b"))], label: "PgUp/b", help: "open page: screen up",
                   action: .listPageUp),
        KeyBinding(keys: [KeyPress(.pageDown), KeyPress(.character(" "))], label: "PgDn/Space", help: "open page: screen down",
                   action: .listPageDown),
        KeyBinding(keys: [KeyPress(.enter)], label: "Enter", help: "open the page; on a page: pick", action: .open),
        KeyBinding(keys: [KeyPress(.escape)], label: "Esc", help: "close the page; quit in the deck", action: .back),
        KeyBinding(keys: [KeyPress(.backspace)], label: "⌫", help: "close the page", action: .close),
        KeyBinding(keys: [KeyPress(.character("d"))], label: "d", help: "delete page", action: .delete),
        KeyBinding(keys: [KeyPress(.character("u"))], label: "u", help: "undo delete", action: .undo),
        KeyBinding(keys: [KeyPress(.character("r"))], label: "r", help: "reload", action: .reload),
    ] + sessionBindings, extraHelp: [
        (key: "0-9 Enter", text: "go to page number"),
        (key: "wheel", text: "deck: a page per notch; open page: scroll"),
        (key: "drag", text: "swipe the deck; it snaps to a page"),
        (key: "click", text: "centred card: open; side card, dot: go there"),
    ])
}
