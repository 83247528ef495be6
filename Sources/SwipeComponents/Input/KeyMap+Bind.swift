import CellCanvas
import TerminalBackend

extension KeyMap {
    /// The bindings of `--bind` values in fzf's syntax: `KEY:ACTION[+ACTION…]`, several
    /// joined by commas (`ctrl-j:down,ctrl-k:up`), actions with arguments
    /// (`ctrl-o:execute(less {})`), events for keys (`start:reload(ls)`); see
    /// `BindingScanner`. Actions are named as `Action(name:)` reads them. A later binding of
    /// the same key or event replaces an earlier one.
    public init(parsingBindings specifications: [String]) throws(KeyBindingError) {
        var bindings: [KeyBinding] = []
        var events: [BindEvent: [ActionCall]] = [:]
        for specification in specifications {
            var scanner = BindingScanner(specification)
            while let entry = try scanner.nextEntry() {
                if let event = BindEvent(rawValue: entry.trigger.lowercased()) {
                    if entry.calls.contains(where: { $0.action == .put && $0.argument == nil }) {
                        throw KeyBindingError(text: entry.trigger + ":put", reason: "put without an argument needs a printable key")
                    }
                    events[event] = entry.calls
                    continue
                }
                guard let press = KeyPress(name: entry.trigger) else {
                    throw KeyBindingError(text: entry.trigger, reason: "unknown key or event")
                }
                // `put` alone types the key's own character, which a printable key alone has (fzf's rule).
                let calls = try entry.calls.map { call throws(KeyBindingError) -> ActionCall in
                    guard call.action == .put && call.argument == nil else { return call }
                    guard press.modifiers.isDisjoint(with: [.control, .alt]), case .character(let character) = press.key,
                          character.unicodeScalars.allSatisfy({ !Self.unprintable.contains($0.properties.generalCategory) }) else {
                        throw KeyBindingError(text: entry.trigger + ":put", reason: "put without an argument needs a printable key")
                    }
                    return ActionCall(.put, argument: String(character))
                }
                // Help shows what a binding calls, its arguments elided (they may be anything).
                let help = calls.map { $0.argument == nil ? $0.action.name : $0.action.name + "(…)" }.joined(separator: "+")
                bindings.append(KeyBinding(keys: [press], label: entry.trigger, help: help,
                                           calls: calls[0], then: Array(calls.dropFirst())))
            }
        }
        // The last binding of a key wins.
        var bound = Set<KeyPress>()
        bindings = bindings.reversed().filter { bound.insert($0.keys[0]).inserted }.reversed()
        self.init(bindings: bindings)
        self.events = events
    }

    /// The kinds of character no key puts in the query (all but Go's `unicode.IsGraphic`).
    private static let unprintable: Set<Unicode.GeneralCategory> = [.control, .format, .surrogate, .privateUse, .unassigned,
                                                                    .lineSeparator, .paragraphSeparator]
}

/// A `--bind` value swipe-tui cannot read: the part, and why.
public struct KeyBindingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key, action or entry that is wrong.
    public var text: String
    /// What is wrong with it.
    public var reason: String
    /// One line, made safe to print (the part and the reason may quote
    /// `SWIPE_TUI_DEFAULT_OPTS`), the part cut at 60 characters.
    public var description: String {
        let part = text.count > 60 ? String(text.prefix(60)) + "…" : text
        return Sanitizer.line("--bind: '\(part)': \(reason)")
    }
}
