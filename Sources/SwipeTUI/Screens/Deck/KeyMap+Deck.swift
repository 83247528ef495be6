import TerminalBackend

extension KeyMap {
    /// Deck mode's bindings (HGPageScrollView): move through the deck, open a page to
    /// full screen and back, delete, undo and reload.
    public static let deck = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.left), KeyPress(.character("h"))], label: "←/h", help: "previous page", action: .previous),
        KeyBinding(keys: [KeyPress(.right), KeyPress(.character("l"))], label: "→/l", help: "next page", action: .next),
        KeyBinding(keys: [KeyPress(.home), KeyPress(.character("g"))], label: "Home/g", help: "first page", action: .first),
        KeyBinding(keys: [KeyPress(.end), KeyPress(.character("G"))], label: "End/G", help: "last page", action: .last),
        KeyBinding(keys: [KeyPress(.enter)], label: "Enter", help: "open / pick", action: .open),
        KeyBinding(keys: [KeyPress(.escape)], label: "Esc", help: "back to the deck", action: .back),
        KeyBinding(keys: [KeyPress(.backspace)], label: "⌫", help: "back to the deck", action: .close),
        KeyBinding(keys: [KeyPress(.character("d"))], label: "d", help: "delete page", action: .delete),
        KeyBinding(keys: [KeyPress(.character("u"))], label: "u", help: "undo delete", action: .undo),
        KeyBinding(keys: [KeyPress(.character("r"))], label: "r", help: "reload", action: .reload),
    ] + sessionBindings, extraHelp: [
        (key: "0-9 Enter", text: "go to page number"),
        (key: "wheel", text: "one page per notch"),
        (key: "drag", text: "swipe the deck; it snaps to a page"),
        (key: "click", text: "open the centred page; a side one comes to the centre"),
    ])
}
