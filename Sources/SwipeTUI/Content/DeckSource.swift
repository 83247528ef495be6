/// A fixed list of cards with their fields: markdown decks, files, directories.
public final class DeckSource: CardSource {
    public struct Item: Sendable {
        public var card: Card
        public var fields: ItemFields

        public init(card: Card, fields: ItemFields) {
            self.card = card
            self.fields = fields
        }
    }

    public private(set) var items: [Item]

    public init(items: [Item]) {
        self.items = items
    }

    public var count: Int { items.count }
    public func card(at index: Int) -> Card { items[index].card }
    public func fields(at index: Int) -> ItemFields {
        var fields = items[index].fields
        fields.json = JSONText.item(index: index, title: fields.title, body: fields.body)
        return fields
    }
}
