/// Styled text word-wrapped one line at a time, reading only as far as the lines taken
/// need: the lines of `StyledText.wrapped(width:hangingIndent:)`, but a paragraph of a
/// megabyte costs each line its own words, not the whole paragraph before the first.
///
/// Words are the characters between spaces (and newlines); a word longer than a line is
/// broken between grapheme clusters; lines after the first start with the hanging indent.
struct LineWrapper: IteratorProtocol, Sendable {
    /// Where the next character is: its run, and its place in the run's text.
    private struct Position: Sendable {
        var run: Int
        var index: String.Index
    }

    private let runs: [TextRun]
    private let width: Int
    private let indent: Int
    private var position: Position
    private var line = StyledText()
    private var lineWidth = 0
    private var hasContent = false
    /// The run of the last character put on a line: a space between two words of one run
    /// takes its look.
    private var lastRun = 0
    private var linesMade = 0
    /// True while a word that did not fit is put a character at a time, broken where a
    /// line fills.
    private var isBreakingWord = false
    private var isFinished = false

    /// Lines of `text` at most `width` columns wide, those after the first indented by
    /// `hangingIndent` spaces.
    init(_ text: StyledText, width: Int, hangingIndent: Int = 0) {
        runs = text.runs
        self.width = width
        indent = width > 0 ? min(max(hangingIndent, 0), width - 1) : 0
        position = Position(run: 0, index: runs.first?.text.startIndex ?? "".startIndex)
        isFinished = width <= 0
    }

    /// The next line, or nil after the last.
    mutating func next() -> StyledText? {
        while !isFinished {
            if let done = isBreakingWord ? breakWord() : placeWord() { return done }
        }
        return nil
    }

    /// Puts the next word on the line when it fits there; else starts breaking it (on a
    /// new line, when this one has content). Returns a line that was finished.
    private mutating func placeWord() -> StyledText? {
        while let character = character(at: position), Self.isSeparator(character) { advance(&position) }
        guard character(at: position) != nil else { return finish() }
        // The word's width, measured no further than a line: a longer one never fits.
        var end = position
        var wordWidth = 0
        while wordWidth <= width, let character = character(at: end), !Self.isSeparator(character) {
            wordWidth += DisplayWidth.of(character)
            advance(&end)
        }
        let separator = hasContent ? 1 : 0
        guard lineWidth + separator + wordWidth <= width else {
            isBreakingWord = true
            return hasContent ? newLine() : nil
        }
        if hasContent {
            line.append(lastRun == position.run ? runs[lastRun].with(text: " ") : TextRun(" "))
        }
        while position.run != end.run || position.index != end.index {
            put(character(at: position)!, run: position.run)
            advance(&position)
        }
        lineWidth += separator + wordWidth
        hasContent = true
        return nil
    }

    /// Puts the word's characters one at a time, returning the line each time one fills.
    private mutating func breakWord() -> StyledText? {
        while let character = character(at: position), !Self.isSeparator(character) {
            let characterWidth = DisplayWidth.of(character)
            if hasContent, lineWidth + characterWidth > width { return newLine() }
            put(character, run: position.run)
            lineWidth += characterWidth
            hasContent = true
            advance(&position)
        }
        isBreakingWord = false
        return nil
    }

    /// The last line: the one in progress, or an empty one when the text made none.
    private mutating func finish() -> StyledText? {
        isFinished = true
        return hasContent || linesMade == 0 ? line : nil
    }

    /// Returns the line in progress and starts the next, indented.
    private mutating func newLine() -> StyledText {
        let done = line
        line = StyledText()
        if indent > 0 { line.append(TextRun(String(repeating: " ", count: indent))) }
        lineWidth = indent
        hasContent = false
        linesMade += 1
        return done
    }

    private mutating func put(_ character: Character, run: Int) {
        line.append(runs[run].with(text: String(character)))
        lastRun = run
    }

    private func character(at position: Position) -> Character? {
        guard position.run < runs.count else { return nil }
        return runs[position.run].text[position.index]
    }

    private func advance(_ position: inout Position) {
        let text = runs[position.run].text
        position.index = text.index(after: position.index)
        if position.index == text.endIndex {
            position.run += 1
            if position.run < runs.count { position.index = runs[position.run].text.startIndex }
        }
    }

    private static func isSeparator(_ character: Character) -> Bool { character == " " || character == "\n" }
}
