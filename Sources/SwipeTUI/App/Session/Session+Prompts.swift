import CarouselEngine
import CellCanvas
import TerminalBackend

/// The prompts: what keys currently mean, the filter and search queries as they are typed,
/// and jumping to matches.
extension Session {
    /// What keys currently mean.
    enum Prompt: Equatable {
        case none
        /// Typing a search; `origin` is where the search started (Esc goes back there).
        case searching(LineEditor, origin: Int)
        /// Typing a filter; `origin` is the input index in focus when it started (Esc
        /// clears the filter and goes back there).
        case filtering(LineEditor, origin: Int)
        /// Typing an item number.
        case jumping(digits: String)
        case help
    }

    /// Longest search query kept, in characters: fzf's 300 (a paste beyond it is cut, as
    /// fzf cuts it; searches run on every keystroke).
    static let maximumQueryLength = 300

    /// An editor for a query or search holding `text`, its words as the options say.
    func queryEditor(_ text: String = "") -> LineEditor {
        LineEditor(text, maximumLength: Self.maximumQueryLength, words: options.list.queryWords)
    }

    /// A prompt's line as the status line shows it: `/`, the text, the cursor.
    static func promptText(_ editor: LineEditor) -> String {
        let (before, after) = editor.split
        return "/" + Sanitizer.line(before) + "▏" + Sanitizer.line(after)
    }

    /// The list layout's query line after its prompt, and the column of the insertion
    /// point in it (where the terminal's cursor shows).
    static func queryText(_ editor: LineEditor) -> (text: String, cursor: Int) {
        let (before, after) = editor.split
        let shownBefore = Sanitizer.line(before)
        return (shownBefore + Sanitizer.line(after), shownBefore.count)
    }

    /// The filter's query changed: a new run starts (the screen changes when it is done).
    mutating func updateFilter(_ editor: LineEditor, origin: Int) {
        prompt = .filtering(editor, origin: origin)
        movedSinceTyping = false
        // Typing again starts over at the best match: moves made before it are spent.
        movesAwaitingRanking = []
        note = nil
        // fzf's `change`: the query is not what it was, however it came to change.
        if editor.text != filter.query { queryChanged = true }
        filter.update(query: editor.text)
    }

    mutating func updateSearch(_ editor: LineEditor, origin: Int, at time: Double) {
        let query = editor.text
        prompt = .searching(editor, origin: origin)
        note = nil
        // As the query grows, the first match from where the search began; when nothing
        // matches any more, back to where it began (with "no match" said).
        if query.isEmpty || !jump(toMatchOf: query, from: origin, direction: .forward, at: time) {
            screen.reveal(item: origin, at: time)
        }
    }

    /// Brings the first match of `query` from `start` into focus; false (and "no match"
    /// in the status line) when there is none.
    @discardableResult
    mutating func jump(toMatchOf query: String, from start: Int, direction: SearchDirection, at time: Double) -> Bool {
        let count = screen.itemCount
        guard !query.isEmpty, count > 0 else { return false }
        let first = (start % count + count) % count
        guard let match = screen.firstMatch(of: query, from: first, direction: direction) else {
            note = "no match"
            return false
        }
        screen.reveal(item: match, at: time)
        return true
    }
}
