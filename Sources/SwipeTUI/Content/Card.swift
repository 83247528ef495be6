import CellCanvas

/// One item as a card shows it.
public struct Card: Sendable, Hashable {
    /// The title line, sanitised.
    public var title: String
    /// The body, sanitised and split into blocks.
    public var blocks: [TextBlock]
    /// Characters of the title a filter matched, by their index in it (drawn marked).
    public var titleMarks: [Int]
    /// A line under the title, when the item has one (a slide's second heading), sanitised.
    public var subtitle: String?
    /// Speaker notes: shown on request, never on the card. Sanitised.
    public var notes: [TextBlock]
    /// A picture file the card shows under its title (decoded when first drawn).
    public var picture: String?

    /// A card showing `title` over `blocks`, both already sanitised, with `titleMarks` marked.
    public init(title: String, blocks: [TextBlock], titleMarks: [Int] = [], subtitle: String? = nil, notes: [TextBlock] = [],
                picture: String? = nil) {
        self.title = title
        self.blocks = blocks
        self.titleMarks = titleMarks
        self.subtitle = subtitle
        self.notes = notes
        self.picture = picture
    }
}
