import CellCanvas

/// One item as a card shows it.
public struct Card: Sendable, Hashable {
    /// The title line, sanitised.
    public var title: String
    /// The body, sanitised and split into blocks.
    public var blocks: [TextBlock]

    /// A card showing `title` over `blocks`, both already sanitised.
    public init(title: String, blocks: [TextBlock]) {
        self.title = title
        self.blocks = blocks
    }
}
