/// What the status line says besides the position.
public struct StatusContent: Sendable, Equatable {
    /// A prompt being typed (`/query`, `go to 12`); replaces the key hint.
    public var prompt: String?
    /// A remark after the position: `--stats` figures, `no match`, `reading…`.
    public var note: String?
    /// True while items are still arriving: the count is shown with a `+`.
    public var isLoading: Bool
    /// Where in `prompt` (characters from its start) the insertion point is: the list
    /// layout's query shows the terminal's real cursor there, as fzf's, and scrolls a query
    /// wider than its line to keep it in view; nil when the prompt draws its own caret.
    public var promptCursor: Int?

    /// Status with no prompt, no note and all items in, unless given.
    public init(prompt: String? = nil, note: String? = nil, isLoading: Bool = false, promptCursor: Int? = nil) {
        self.prompt = prompt
        self.note = note
        self.isLoading = isLoading
        self.promptCursor = promptCursor
    }
}
