import CellCanvas

/// A page's title and subtitle (HGPageScrollView's `titleForPage` and
/// `subtitleForPage`): the card's title, and its subtitle when it has one (a markdown
/// slide's second heading), else its place in the deck. Both come from sanitised card text.
struct DeckPageTitles: Equatable {
    var title: String
    var subtitle: String

    init(card: Card, page: Int, count: Int) {
        title = card.title
        subtitle = card.subtitle ?? "page \(page + 1) of \(count)"
    }
}
