import TerminalBackend

extension KeyMap {
    /// The bindings of `--bind` values in fzf's syntax: `KEY:ACTION[+ACTION…]`, several
    /// joined by commas (`ctrl-j:down,ctrl-k:up`). Actions are named as `Action(name:)`
    /// reads them. A later binding of the same key replaces an earlier one.
    public init(parsingBindings specifications: [String]) throws(KeyBindingError) {
        var bindings: [KeyBinding] = []
        for specification in specifications {
            for entry in Self.entries(of: specification) {
                guard let colon = entry.dropFirst().firstIndex(where: { $0 == ":" || $0 == "=" }) else {
                    throw KeyBindingError(text: entry, reason: "not KEY:ACTION")
                }
                let keyName = String(entry[..<colon]), actionNames = String(entry[entry.index(after: colon)...])
                guard let press = KeyPress(name: keyName) else {
                    throw KeyBindingError(text: keyName, reason: "unknown key (events such as start, load and change are not supported)")
                }
                var actions: [Action] = []
                for name in actionNames.split(separator: "+", omittingEmptySubsequences: false) {
                    let name = String(name).lowercased()
                    guard let action = Action(name: name) else {
                        let reason = name.contains("(") ? "actions with arguments are not supported" : "unknown action"
                        throw KeyBindingError(text: String(name), reason: reason)
                    }
                    actions.append(action)
                }
                guard let first = actions.first else { throw KeyBindingError(text: entry, reason: "no action") }
                bindings.removeAll { $0.keys == [press] }
                bindings.append(KeyBinding(keys: [press], label: keyName, help: actions.map(\.name).joined(separator: "+"),
                                           action: first, then: Array(actions.dropFirst())))
            }
        }
        self.init(bindings: bindings)
    }

    /// The `KEY:ACTION` entries of one value: split at commas, except a comma that is the
    /// key itself (`,:accept`).
    static func entries(of specification: String) -> [String] {
        var entries: [String] = []
        var current = ""
        for character in specification {
            if character == ",", !current.isEmpty {
                entries.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { entries.append(current) }
        return entries
    }
}

/// A `--bind` value swipe-tui cannot read: the part, and why.
public struct KeyBindingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key, action or entry that is wrong.
    public var text: String
    /// What is wrong with it.
    public var reason: String
    public var description: String { "--bind: '\(text)': \(reason)" }
}
