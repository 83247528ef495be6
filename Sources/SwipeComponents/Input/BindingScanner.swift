/// Reads `--bind` values in fzf's syntax, one `TRIGGER:ACTION[+ACTION…]` entry at a time;
/// entries are joined by commas. A trigger is a key name (a lone `,` or `:` is the key
/// itself) or an event. An action may carry an argument between delimiters, fzf's way:
/// `execute(…)`, `[…]`, `{…}`, `<…>`, or the same character on both sides for
/// `~ ! @ # $ % ^ & * ; / |`. As fzf 0.38's parser, the argument ends at the first closing
/// delimiter followed by `+`, `,` or the end of the value, so `execute(echo (a))` holds
/// `echo (a)` but `change-query(a)+b)` ends at `a`. `action:…` takes the rest of the value,
/// commas and all. The value is untrusted (`SWIPE_TUI_DEFAULT_OPTS`): one pass, no recursion.
struct BindingScanner {
    /// One entry: the trigger as written, and what it calls.
    struct Entry: Equatable {
        var trigger: String
        var calls: [ActionCall]
    }

    private let text: [Character]
    private var position = 0

    init(_ specification: String) {
        text = Array(specification)
    }

    /// The next entry, or nil at the end of the value.
    mutating func nextEntry() throws(KeyBindingError) -> Entry? {
        guard position < text.count else { return nil }
        let start = position
        // The trigger runs to the first `:` (or `=`) after its first character.
        guard let separator = text[(start + 1)...].firstIndex(where: { $0 == ":" || $0 == "=" }) else {
            throw KeyBindingError(text: String(text[start...].prefix(40)), reason: "not KEY:ACTION")
        }
        let trigger = String(text[start..<separator])
        position = separator + 1
        var calls: [ActionCall] = []
        while true {
            calls.append(try nextCall(after: trigger))
            guard position < text.count else { break }
            let character = text[position]
            position += 1
            if character == "," { break }
            if character != "+" {
                throw KeyBindingError(text: trigger + ":" + calls.map(\.description).joined(separator: "+"),
                                      reason: "'\(character)' after the action: join actions with + and bindings with ,")
            }
        }
        return Entry(trigger: trigger, calls: calls)
    }

    /// One action name, and its argument when a delimiter follows.
    private mutating func nextCall(after trigger: String) throws(KeyBindingError) -> ActionCall {
        let nameStart = position
        while position < text.count, text[position].isASCII, text[position].isLetter || text[position].isNumber || text[position] == "-" {
            position += 1
        }
        var name = String(text[nameStart..<position]).lowercased()
        guard !name.isEmpty else { throw KeyBindingError(text: trigger, reason: "no action") }
        // fzf's `delete-char/eof` and `backward-delete-char/eof` have a `/` in the name, where
        // another action's argument would start: the name wins when the action ends there.
        let end = position + Self.eofSuffix.count
        if end <= text.count, String(text[position..<end]).lowercased() == Self.eofSuffix, endsArgument(at: end - 1),
           Action(name: name + Self.eofSuffix) != nil {
            name += Self.eofSuffix
            position = end
        }
        guard let action = Action(name: name) else { throw KeyBindingError(text: name, reason: "unknown action") }
        guard position < text.count, let closing = Self.closing[text[position]] else {
            if action.needsArgument {
                throw KeyBindingError(text: name, reason: "needs an argument, e.g. \(name)(…)")
            }
            return ActionCall(action)
        }
        guard action.takesArgument else { throw KeyBindingError(text: name, reason: "takes no argument") }
        let opening = text[position]
        let argumentStart = position + 1
        if opening == ":" {
            position = text.count
            return ActionCall(action, argument: String(text[argumentStart...]))
        }
        guard let end = text.indices[argumentStart...].first(where: { text[$0] == closing && endsArgument(at: $0) }) else {
            throw KeyBindingError(text: name + String(opening) + String(text[argumentStart...].prefix(40)),
                                  reason: "no '\(closing)' before +, a comma or the end closes the argument")
        }
        position = end + 1
        return ActionCall(action, argument: String(text[argumentStart..<end]))
    }

    /// Whether a closing delimiter at `index` ends the argument: it is followed by `+`, `,`
    /// or nothing (fzf's rule).
    private func endsArgument(at index: Int) -> Bool {
        index + 1 == text.count || text[index + 1] == "+" || text[index + 1] == ","
    }

    /// What ends the names of fzf's actions that quit on an empty query.
    static let eofSuffix = "/eof"

    /// The delimiter that closes each opening one (`:` has none: the argument is the rest).
    static let closing: [Character: Character] = [
        "(": ")", "[": "]", "{": "}", "<": ">", ":": ":",
        "~": "~", "!": "!", "@": "@", "#": "#", "$": "$", "%": "%", "^": "^", "&": "&", "*": "*", ";": ";", "/": "/", "|": "|",
    ]
}
