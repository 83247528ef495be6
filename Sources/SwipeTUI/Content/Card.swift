import CellCanvas

/// One item of the collection: what the card shows and what picking it prints.
public struct Card: Sendable, Equatable {
    /// The title line, sanitised.
    public var title: String
    /// The body, sanitised and split into blocks.
    public var blocks: [TextBlock]
    /// What Enter prints on stdout (the original text, unsanitised: stdout is data).
    public var output: String

    public init(title: String, blocks: [TextBlock], output: String) {
        self.title = title
        self.blocks = blocks
        self.output = output
    }
}
