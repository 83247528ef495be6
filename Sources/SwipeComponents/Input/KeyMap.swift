import TerminalBackend

/// One line of the key map: the keys, how to show them, what they do.
public struct KeyBinding: Sendable, Equatable {
    /// Every press that triggers the action; modifiers must match exactly.
    public var keys: [KeyPress]
    /// The keys as the help shows them, e.g. `←/h`.
    public var label: String
    /// What the binding does, in a few words.
    public var help: String
    /// What the keys do, in order: one action, or a `--bind` chain such as `toggle+down`;
    /// never empty.
    public var calls: [ActionCall]

    /// The first action the keys call: the one the help and hints name.
    public var action: Action { calls[0].action }

    /// A binding of `keys` to `action` (then `then`), shown in the help as `label` and `help`.
    public init(keys: [KeyPress], label: String, help: String, action: Action, then: [Action] = []) {
        self.init(keys: keys, label: label, help: help, calls: ActionCall(action), then: then.map { ActionCall($0) })
    }

    /// A binding of `keys` to `first`, then `then` in turn.
    public init(keys: [KeyPress], label: String, help: String, calls first: ActionCall, then: [ActionCall] = []) {
        self.keys = keys
        self.label = label
        self.help = help
        calls = [first] + then
    }
}

/// The bindings from keys to actions. Help text is generated from it, so the two
/// cannot drift apart.
public struct KeyMap: Sendable, Equatable {
    /// The bindings in help order; when two share a key, the first one wins.
    public var bindings: [KeyBinding]
    /// Help rows for input that is not a single binding (digits, keys inside prompts).
    public var extraHelp: [(key: String, text: String)]
    /// What happens on events rather than keys (`--bind start:…`, `change:…`).
    public var events: [BindEvent: [ActionCall]] = [:]

    /// A key map of `bindings`, with `extraHelp` rows listed after them in the help.
    public init(bindings: [KeyBinding], extraHelp: [(key: String, text: String)] = []) {
        self.bindings = bindings
        self.extraHelp = extraHelp
    }

    /// Equal when the bindings and the extra help rows match; the rows are compared key by
    /// key and text by text, since tuples are not `Equatable`.
    public static func == (a: KeyMap, b: KeyMap) -> Bool {
        a.bindings == b.bindings && a.events == b.events && a.extraHelp.elementsEqual(b.extraHelp) { $0.key == $1.key && $0.text == $1.text }
    }

    /// The action bound to `press`, if any.
    public func action(for press: KeyPress) -> Action? {
        bindings.first { $0.keys.contains(press) }?.action
    }

    /// Every call bound to `press`, in order: its action, then its chain.
    public func calls(for press: KeyPress) -> [ActionCall] {
        bindings.first { $0.keys.contains(press) }?.calls ?? []
    }

    /// Every action a binding names: what a component that owns this map answers to.
    public var actions: Set<Action> { Set(bindings.flatMap { $0.calls.map(\.action) }) }

    /// This map, then `others` in turn: a key keeps the first meaning it was given, so a
    /// later map's binding loses the keys an earlier one holds (and is left out when it
    /// loses them all). An app's map is its component's, then the mode's, then the
    /// session's.
    public func layered(over others: KeyMap...) -> KeyMap {
        layered(over: others)
    }

    /// The same with the maps below it as a list.
    public func layered(over others: [KeyMap]) -> KeyMap {
        var result = self
        var taken = Set(bindings.flatMap(\.keys))
        for map in others {
            for var binding in map.bindings {
                binding.keys.removeAll { taken.contains($0) }
                guard !binding.keys.isEmpty else { continue }
                taken.formUnion(binding.keys)
                result.bindings.append(binding)
            }
            result.extraHelp += map.extraHelp
            result.events.merge(map.events) { earlier, _ in earlier }
        }
        return result
    }

    /// The short hint for the status line: `label help` pairs joined by ` · `.
    public func hint(for actions: [Action]) -> String {
        actions.compactMap { action in
            bindings.first { $0.action == action }.map { "\($0.label) \($0.help)" }
        }.joined(separator: " · ")
    }

    /// The keys the session acts on in every mode: search and its matches, help, quit
    /// (q, and Esc unless the mode binds Esc itself, before these).
    public static let sessionBindings = [
        KeyBinding(keys: [KeyPress(.character("/"))], label: "/", help: "filter (tabs: search)", action: .search),
        KeyBinding(keys: [KeyPress(.character("n"))], label: "n/N", help: "next/previous match", action: .nextMatch),
        KeyBinding(keys: [KeyPress(.character("N"))], label: "", help: "", action: .previousMatch),
        KeyBinding(keys: [KeyPress(.character("s"))], label: "s", help: "speaker notes on/off", action: .toggleNotes),
        KeyBinding(keys: [KeyPress(.character("?"))], label: "?", help: "help", action: .help),
        KeyBinding(keys: [KeyPress(.character("q")), KeyPress(.escape)], label: "q", help: "quit", action: .quit),
    ]

    /// Autoscroll, vertical and wrap on or off: the carousel's and paging's toggles.
    public static let motionToggles = [
        KeyBinding(keys: [KeyPress(.character("a"))], label: "a", help: "autoscroll on/off", action: .toggleAutoscroll),
        KeyBinding(keys: [KeyPress(.character("v"))], label: "v", help: "vertical on/off", action: .toggleVertical),
        KeyBinding(keys: [KeyPress(.character("w"))], label: "w", help: "wrap on/off", action: .toggleWrap),
    ]

    /// J and K scroll the focused card's text (one help row for the pair).
    public static let contentScrolling = [
        KeyBinding(keys: [KeyPress(.character("J"))], label: "J/K", help: "the card's text down/up", action: .scrollContentDown),
        KeyBinding(keys: [KeyPress(.character("K"))], label: "", help: "", action: .scrollContentUp),
    ]

    /// `--history`: Ctrl-P and Ctrl-N walk the queries of past picks (fzf's rebinding).
    public static let history = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.character("p"), modifiers: .control)], label: "C-p/C-n", help: "previous/next query in the history",
                   action: .previousHistory),
        KeyBinding(keys: [KeyPress(.character("n"), modifiers: .control)], label: "", help: "", action: .nextHistory),
    ])

    /// The session's own keys, after every mode's.
    public static let session = KeyMap(bindings: sessionBindings)

    /// The carousel mode's keys: the carousel view's, then the mode's, then the session's.
    public static let carousel = carouselView.layered(over: carouselMode, session)

    /// What the carousel mode adds to its view's keys: types, deleting, the toggles.
    public static let carouselMode = KeyMap(bindings: [
        KeyBinding(keys: [KeyPress(.character("t"))], label: "t", help: "next carousel type", action: .nextType),
        KeyBinding(keys: [KeyPress(.character("d"))], label: "d", help: "delete card", action: .delete),
        KeyBinding(keys: [KeyPress(.character("u"))], label: "u", help: "undo delete", action: .undo),
    ] + motionToggles, extraHelp: [
        (key: "↑/k ↓/j", text: "previous, next (vertical)"),
        (key: "0-9 Enter", text: "go to item number"),
        (key: "wheel", text: "glide; notches add up; over the centred card, its text"),
        (key: "drag", text: "swipe the cards; let go to fling"),
        (key: "click", text: "centre a card; click it again to pick"),
        (key: "Esc", text: "cancel a search or number"),
    ])
}
