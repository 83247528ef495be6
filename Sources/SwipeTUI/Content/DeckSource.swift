/// A fixed list of cards with their fields: markdown decks, files, directories.
public final class DeckSource: CardSource {
    /// One card and the text behind it.
    public struct Item: Sendable {
        /// The card as shown, sanitised.
        public var card: Card
        /// The text as it came in; `fields(at:)` replaces its `json`.
        public var fields: ItemFields

        /// An item showing `card`, with `fields` for printing and searching.
        public init(card: Card, fields: ItemFields) {
            self.card = card
            self.fields = fields
        }
    }

    /// The items, in order, fixed when the source is made.
    public private(set) var items: [Item]
    /// A line about the whole deck (its front matter's title and author).
    public let headline: String?

    /// A source over `items` in the order given, under `headline`; an empty list means no items.
    public init(items: [Item], headline: String? = nil) {
        self.items = items
        self.headline = headline
    }

    /// The number of items; it never changes.
    public var count: Int { items.count }
    /// The stored card of item `index`, which must be in `0..<count`.
    public func card(at index: Int) -> Card { items[index].card }
    /// The stored fields of item `index`, with `json` made from its index, title and body.
    public func fields(at index: Int) -> ItemFields {
        var fields = items[index].fields
        fields.json = JSONText.item(index: index, title: fields.title, body: fields.body)
        return fields
    }
}
