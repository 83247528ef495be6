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

    /// An edit of the line, named as fzf's actions are (`--bind` calls them by those names).
    public enum Edit: String, Sendable, Equatable, CaseIterable {
        /// The cursor a character left or right.
        case backwardChar, forwardChar
        /// The cursor to the start of this word or the previous one, or past the end of the next.
        case backwardWord, forwardWord
        /// The cursor to the start or the end of the line.
        case beginningOfLine, endOfLine
        /// The character before the cursor, or under it, deleted.
        case backwardDeleteChar, deleteChar
        /// The word before the cursor, or after it, killed.
        case backwardKillWord, killWord
        /// Everything before the cursor killed (readline's Ctrl-U).
        case unixLineDiscard
        /// The blank-separated word before the cursor killed (readline's Ctrl-W).
        case unixWordRubout
        /// Everything after the cursor killed (Ctrl-K).
        case killLine
        /// What the last kill took, put back at the cursor (Ctrl-Y).
        case yank

        /// Whether the edit deletes backwards from the cursor (on an empty line, fzf's
        /// `backward-eof` event).
        public var deletesBackward: Bool {
            [.backwardDeleteChar, .unixLineDiscard, .unixWordRubout, .backwardKillWord].contains(self)
        }

        /// The edit a key asks for, if it is an editing key.
        public init?(_ press: KeyPress) {
            switch (press.key, press.modifiers) {
            case (.left, []), (.character("b"), .control): self = .backwardChar
            case (.right, []), (.character("f"), .control): self = .forwardChar
            case (.home, []), (.character("a"), .control): self = .beginningOfLine
            case (.end, []), (.character("e"), .control): self = .endOfLine
            case (.character("b"), .alt), (.left, .alt), (.left, .control): self = .backwardWord
            case (.character("f"), .alt), (.right, .alt), (.right, .control): self = .forwardWord
            case (.backspace, []), (.character("h"), .control): self = .backwardDeleteChar
            case (.delete, []), (.character("d"), .control): self = .deleteChar
            case (.character("w"), .control): self = .unixWordRubout
            case (.backspace, .alt): self = .backwardKillWord
            case (.character("d"), .alt): self = .killWord
            case (.character("u"), .control): self = .unixLineDiscard
            case (.character("k"), .control): self = .killLine
            case (.character("y"), .control): self = .yank
            default: return nil
            }
        }
    }

    /// Does what `press` asks of the line: a printable character is typed, an editing key
    /// edits.
    public mutating func handle(_ press: KeyPress) -> Outcome {
        if case .character(let character) = press.key, press.modifiers.isDisjoint(with: [.control, .alt]), !character.isNewline {
            let before = characters
            insert(String(character))
            return characters != before ? .edited : .ignored
        }
        return Edit(press).map { apply($0) } ?? .ignored
    }

    /// Makes `edit`, and says whether the text or only the cursor changed.
    public mutating func apply(_ edit: Edit) -> Outcome {
        let before = (characters, cursor)
        switch edit {
        case .backwardChar: cursor = max(cursor - 1, 0)
        case .forwardChar: cursor = min(cursor + 1, characters.count)
        case .beginningOfLine: cursor = 0
        case .endOfLine: cursor = characters.count
        case .backwardWord: cursor = wordStart(before: cursor)
        case .forwardWord: cursor = wordEnd(after: cursor)
        case .backwardDeleteChar:
            guard cursor > 0 else { return .ignored }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .deleteChar:
            guard cursor < characters.count else { return .ignored }
            characters.remove(at: cursor)
        case .unixWordRubout: kill(blankWordStart(before: cursor)..<cursor)
        case .backwardKillWord: kill(wordStart(before: cursor)..<cursor)
        case .killWord: kill(cursor..<wordEnd(after: cursor))
        case .unixLineDiscard: kill(0..<cursor)
        case .killLine: kill(cursor..<characters.count)
        case .yank: insert(String(killed))
        }
        if characters != before.0 { return .edited }
        return cursor != before.1 ? .moved : .ignored
    }

    /// Puts the cursor before character `index` (a click on the line), kept within the
    /// line; says whether it moved.
    public mutating func moveCursor(to index: Int) -> Outcome {
        let before = cursor
        cursor = min(max(index, 0), characters.count)
        return cursor != before ? .moved : .ignored
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
