import CellCanvas

/// One item as a card shows it.
public struct Card: Sendable, Hashable {
    /// The title line, sanitised.
    public var title: String
    /// The body, sanitised and split into blocks.
    public var blocks: [TextBlock] {
        get { body.blocks }
        set { body = CardBody(newValue) }
    }
    /// The body's blocks and what is laid out of them, kept with the card (and shared by
    /// its copies), so a card drawn again lays out nothing anew.
    public private(set) var body: CardBody
    /// Characters of the title a filter matched, by their index in it (drawn marked).
    public var titleMarks: [Int]
    /// A line under the title, when the item has one (a slide's second heading), sanitised.
    public var subtitle: String?
    /// Speaker notes: shown on request, never on the card. Sanitised.
    public var notes: [TextBlock]
    /// A picture file the card shows under its title (decoded when first drawn).
    public var picture: PathBytes?

    /// A card showing `title` over `blocks`, both already sanitised, with `titleMarks` marked.
    public init(title: String, blocks: [TextBlock], titleMarks: [Int] = [], subtitle: String? = nil, notes: [TextBlock] = [],
                picture: PathBytes? = nil) {
        self.title = title
        body = CardBody(blocks)
        self.titleMarks = titleMarks
        self.subtitle = subtitle
        self.notes = notes
        self.picture = picture
    }
}
