import TerminalBackend

extension KeyMap {
    /// What an embedded `SwipeTableView` answers to: the arrows move through the open page
    /// and switch tabs (→/l/Tab move between a grid's columns first), `r` refreshes, Enter selects.
    public static let swipeTableView = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.up), KeyPress(.character("k"))], label: "↑/k", help: "row up", action: .lineUp),
        KeyBinding(keys: [KeyPress(.down), KeyPress(.character("j"))], label: "↓/j", help: "row down", action: .lineDown),
        KeyBinding(keys: [KeyPress(.pageUp), KeyPress(.character("b"))], label: "PgUp/b", help: "screen up", action: .listPageUp),
        KeyBinding(keys: [KeyPress(.pageDown), KeyPress(.character(" "))], label: "PgDn/Space", help: "screen down",
                   action: .listPageDown),
        KeyBinding(keys: [KeyPress(.home), KeyPress(.character("g"))], label: "Home/g", help: "top of the list", action: .first),
        KeyBinding(keys: [KeyPress(.end), KeyPress(.character("G"))], label: "End/G", help: "bottom of the list", action: .last),
        KeyBinding(keys: [KeyPress(.left), KeyPress(.character("h")), KeyPress(.tab, modifiers: .shift)],
                   label: "←/h/S-Tab", help: "previous tab", action: .previousTab),
        KeyBinding(keys: [KeyPress(.right), KeyPress(.character("l")), KeyPress(.tab)], label: "→/l/Tab", help: "next tab",
                   action: .nextTab),
        KeyBinding(keys: [KeyPress(.character("r"))], label: "r", help: "refresh the tab", action: .reload),
        KeyBinding(keys: [KeyPress(.enter)], label: "Enter", help: "pick", action: .select),
    ])
}
