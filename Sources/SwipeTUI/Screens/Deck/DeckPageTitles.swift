import CellCanvas

/// A page's title and subtitle (HGPageScrollView's `titleForPage` and
/// `subtitleForPage`): the card's title, and the first line of its body, or its place in
/// the deck when the body is empty. Both come from sanitised card text.
struct DeckPageTitles: Equatable {
    var title: String
    var subtitle: String

    init(card: Card, page: Int, count: Int) {
        title = card.title
        let first = card.blocks.lazy.compactMap { block -> String? in
            switch block {
            case .paragraph(let text), .bullet(let text), .verbatim(let text):
                let line = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
                return line.allSatisfy(\.isWhitespace) ? nil : line
            case .blank:
                return nil
            }
        }.first
        subtitle = first ?? "page \(page + 1) of \(count)"
    }
}
