import TerminalBackend

/// One line of text being typed, and where the cursor is in it: the search and filter
/// prompts' editor. It takes the keys readline and fzf users expect — ←/→ and Ctrl-B/F,
/// Home/End and Ctrl-A/E, Alt-B/F by word, Backspace and Ctrl-H, Delete and Ctrl-D,
/// Ctrl-W (the blank-separated word before the cursor), Alt-Backspace and Alt-D (the word
/// before and after it), Ctrl-U (everything before it), Ctrl-K (everything after it), Ctrl-Y
/// (put back what those last took) — and holds at most `maximumLength` characters.
public struct LineEditor: Sendable, Equatable {
    /// What Alt-B, Alt-F, Alt-D and Alt-Backspace take as a word, as fzf's.
    public enum Words: Sendable, Equatable {
        /// A run of letters and digits.
        case lettersAndDigits
        /// Everything between two `/` (fzf's `--filepath-word`).
        case betweenSlashes

        /// Whether `character` belongs to a word.
        func contains(_ character: Character) -> Bool {
            switch self {
            case .lettersAndDigits: character.isLetter || character.isNumber
            case .betweenSlashes: character != "/"
            }
        }
    }

    /// The text typed.
    public private(set) var characters: [Character]
    /// Where the next character goes: 0 (before the first) through `characters.count`.
    public private(set) var cursor: Int
    /// The most characters the line holds; what is typed past it is dropped.
    public let maximumLength: Int
    /// What the word keys take as a word.
    public let words: Words
    /// What the last kill (Ctrl-W, Alt-D, Ctrl-U, Ctrl-K) took, for Ctrl-Y to put back.
    public private(set) var killed: [Character] = []

    /// A line holding `text` (cut to `maximumLength`), the cursor at its end; `words` says
    /// what the word keys move over.
    public init(_ text: String = "", maximumLength: Int = 256, words: Words = .lettersAndDigits) {
        self.maximumLength = max(maximumLength, 0)
        self.words = words
        characters = Array(text.prefix(self.maximumLength))
        cursor = characters.count
    }

    /// The text typed.
    public var text: String { String(characters) }

    /// The text before the cursor and after it, for drawing the cursor between them.
    public var split: (before: String, after: String) {
        (String(characters[..<cursor]), String(characters[cursor...]))
    }

    /// What a key press does to the line.
    public enum Outcome: Sendable, Equatable {
        /// The text changed (and perhaps the cursor).
        case edited
        /// Only the cursor moved.
        case moved
        /// Not an editing key: the prompt decides (Enter, Esc, ↑/↓ …).
        case ignored
    }

    /// Does what `press` asks of the line.
    public mutating func handle(_ press: KeyPress) -> Outcome {
        let before = (characters, cursor)
        let modifiers = press.modifiers
        switch (press.key, modifiers) {
        case (.character(let character), _) where modifiers.isDisjoint(with: [.control, .alt]) && !character.isNewline:
            insert(String(character))
        case (.left, []), (.character("b"), .control): cursor = max(cursor - 1, 0)
        case (.right, []), (.character("f"), .control): cursor = min(cursor + 1, characters.count)
        case (.home, []), (.character("a"), .control): cursor = 0
        case (.end, []), (.character("e"), .control): cursor = characters.count
        case (.character("b"), .alt), (.left, .alt), (.left, .control): cursor = wordStart(before: cursor)
        case (.character("f"), .alt), (.right, .alt), (.right, .control): cursor = wordEnd(after: cursor)
        case (.backspace, []), (.character("h"), .control):
            guard cursor > 0 else { return .ignored }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case (.delete, []), (.character("d"), .control):
            guard cursor < characters.count else { return .ignored }
            characters.remove(at: cursor)
        case (.character("w"), .control):
            kill(blankWordStart(before: cursor)..<cursor)
        case (.backspace, .alt):
            kill(wordStart(before: cursor)..<cursor)
        case (.character("d"), .alt):
            kill(cursor..<wordEnd(after: cursor))
        case (.character("u"), .control):
            kill(0..<cursor)
        case (.character("k"), .control):
            kill(cursor..<characters.count)
        case (.character("y"), .control):
            insert(String(killed))
        default:
            return .ignored
        }
        if characters != before.0 { return .edited }
        return cursor != before.1 ? .moved : .ignored
    }

    /// Takes `range` out of the line, keeping it for Ctrl-Y (an empty range keeps what the
    /// last kill took); the cursor goes where the range began.
    private mutating func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        killed = Array(characters[range])
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    /// Puts `text` at the cursor (newlines left out, as a pasted line would break the
    /// prompt), as much of it as the line still has room for.
    public mutating func insert(_ text: String) {
        let room = maximumLength - characters.count
        let added = Array(text.filter { !$0.isNewline }.prefix(max(room, 0)))
        characters.insert(contentsOf: added, at: cursor)
        cursor += added.count
    }

    /// Where the blank-separated word before `index` starts: blanks just before it are
    /// skipped, then the word, as readline's Ctrl-W does.
    private func blankWordStart(before index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }

    /// Where the word before `index` starts: what is not a word just before it is
    /// skipped, then the word.
    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, !words.contains(characters[start - 1]) { start -= 1 }
        while start > 0, words.contains(characters[start - 1]) { start -= 1 }
        return start
    }

    /// Where the word at or after `index` ends.
    private func wordEnd(after index: Int) -> Int {
        var end = index
        while end < characters.count, !words.contains(characters[end]) { end += 1 }
        while end < characters.count, words.contains(characters[end]) { end += 1 }
        return end
    }
}
