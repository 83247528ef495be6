import TerminalBackend

extension KeyPress {
    /// The press fzf's key name names (`ctrl-a`, `alt-x`, `enter`, `pgdn`, `f5`, `btab`,
    /// `shift-up`, `alt-shift-up`, `a`), or nil for a name that is none.
    public init?(name: String) {
        let lower = name.lowercased()
        // fzf's other names for the keys a terminal sends as the same byte.
        if let same = Self.sameKeys[lower] {
            self = same
            return
        }
        // fzf's Alt-Shift arrows (either order); no other key takes both.
        for prefix in ["alt-shift-", "shift-alt-"] where lower.hasPrefix(prefix) {
            guard let arrow = KeyPress(name: String(lower.dropFirst(prefix.count))), arrow.modifiers.isEmpty,
                  [.up, .down, .left, .right].contains(arrow.key) else { return nil }
            self.init(arrow.key, modifiers: [.alt, .shift])
            return
        }
        for (prefix, modifier) in [("ctrl-alt-", KeyModifiers([.control, .alt])), ("ctrl-", .control), ("alt-", .alt), ("shift-", .shift)]
        where lower.hasPrefix(prefix) && name.count > prefix.count {
            let rest = String(name.dropFirst(prefix.count))
            guard let base = KeyPress(name: rest), base.modifiers.isEmpty else { return nil }
            var key = base.key
            // Control letters arrive as their lower case.
            if modifier.contains(.control), case .character(let character) = key, character.isLetter {
                key = .character(Character(character.lowercased()))
            }
            self.init(key, modifiers: modifier)
            return
        }
        if let key = Self.namedKeys[lower] {
            self = key
            return
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
            self.init(.function(number))
            return
        }
        guard name.count == 1, let character = name.first, !character.isNewline else { return nil }
        self.init(.character(character))
    }

    /// fzf's names for keys that reach a program as another key's byte: Ctrl-/ is Ctrl-_
    /// (0x1F), Ctrl-6 is Ctrl-^ (0x1E), Ctrl-M is Enter, Ctrl-I is Tab, Ctrl-[ is Esc.
    private static let sameKeys: [String: KeyPress] = [
        "ctrl-/": KeyPress(.character("_"), modifiers: .control), "ctrl-6": KeyPress(.character("^"), modifiers: .control),
        "ctrl-m": KeyPress(.enter), "ctrl-i": KeyPress(.tab), "ctrl-[": KeyPress(.escape),
    ]

    /// Keys fzf names with a word.
    private static let namedKeys: [String: KeyPress] = [
        "enter": KeyPress(.enter), "return": KeyPress(.enter), "esc": KeyPress(.escape), "tab": KeyPress(.tab),
        "btab": KeyPress(.tab, modifiers: .shift), "shift-tab": KeyPress(.tab, modifiers: .shift),
        "bspace": KeyPress(.backspace), "bs": KeyPress(.backspace), "del": KeyPress(.delete), "delete": KeyPress(.delete),
        "up": KeyPress(.up), "down": KeyPress(.down), "left": KeyPress(.left), "right": KeyPress(.right),
        "home": KeyPress(.home), "end": KeyPress(.end), "pgup": KeyPress(.pageUp), "page-up": KeyPress(.pageUp),
        "pgdn": KeyPress(.pageDown), "page-down": KeyPress(.pageDown), "insert": KeyPress(.insert),
        "space": KeyPress(.character(" ")),
    ]
}
