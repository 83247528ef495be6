import TerminalBackend

extension KeyMap {
    /// Paging mode's bindings with horizontal pages: the arrows, h/l, PgUp/PgDn and
    /// b/Space turn pages, `[`/`]` step through the items of a page, Home/End go to the
    /// first and last page.
    public static let paging = pagingKeys(isVertical: false)

    /// The same bindings labelled for vertical pages (↑/↓ first).
    public static let pagingVertical = pagingKeys(isVertical: true)

    /// Paging's bindings; only the labels and help differ between the axes.
    private static func pagingKeys(isVertical: Bool) -> KeyMap {
        KeyMap(bindings: [
            KeyBinding(keys: [KeyPress(.left), KeyPress(.character("h")), KeyPress(.up), KeyPress(.character("k")),
                              KeyPress(.pageUp), KeyPress(.character("b"))],
                       label: isVertical ? "↑/k/b" : "←/h/b", help: "previous page", action: .previousPage),
            KeyBinding(keys: [KeyPress(.right), KeyPress(.character("l")), KeyPress(.down), KeyPress(.character("j")),
                              KeyPress(.pageDown), KeyPress(.character(" "))],
                       label: isVertical ? "↓/j/Space" : "→/l/Space", help: "next page", action: .nextPage),
            KeyBinding(keys: [KeyPress(.character("]")), KeyPress(.tab)], label: "]/Tab", help: "next item", action: .next),
            KeyBinding(keys: [KeyPress(.character("["))], label: "[", help: "previous item", action: .previous),
            KeyBinding(keys: [KeyPress(.home), KeyPress(.character("g"))], label: "Home/g", help: "first page", action: .first),
            KeyBinding(keys: [KeyPress(.end), KeyPress(.character("G"))], label: "End/G", help: "last page", action: .last),
        ] + contentScrolling + motionToggles + [
            KeyBinding(keys: [KeyPress(.enter)], label: "Enter", help: "pick", action: .select),
        ] + sessionBindings, extraHelp: [
            (key: isVertical ? "←/h →/l PgUp PgDn" : "↑/k ↓/j PgUp PgDn", text: "previous, next page too"),
            (key: "0-9 Enter", text: "go to item number"),
            (key: "wheel", text: "turn a page; notches add up"),
            (key: "drag", text: "swipe pages; a slow drag past the slop turns too"),
            (key: "click", text: "pick a card; a dot goes to its page"),
            (key: "Esc", text: "cancel a search or number"),
        ])
    }
}
