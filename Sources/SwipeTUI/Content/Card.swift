import CellCanvas

/// One item as a card shows it.
public struct Card: Sendable, Hashable {
    /// The title line, sanitised.
    public var title: String
    /// The body, sanitised and split into blocks.
    public var blocks: [TextBlock]
    /// Characters of the title a filter matched, by their index in it (drawn marked).
    public var titleMarks: [Int]

    /// A card showing `title` over `blocks`, both already sanitised, with `titleMarks` marked.
    public init(title: String, blocks: [TextBlock], titleMarks: [Int] = []) {
        self.title = title
        self.blocks = blocks
        self.titleMarks = titleMarks
    }
}
