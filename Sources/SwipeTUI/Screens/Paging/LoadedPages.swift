import CarouselEngine

/// The page views that exist: the cards of each page in the page window, made when a
/// page enters the window and dropped when it leaves, so at most `1 + 2k` are alive
/// whatever the item count (PageView's lazy pages).
struct LoadedPages {
    private(set) var cards: [Int: [Card]] = [:]

    /// Keeps exactly the window's pages, making the missing ones with `makePage`.
    mutating func update(to window: PageWindow, makePage: (Int) -> [Card]) {
        for page in cards.keys where !window.contains(page) { cards[page] = nil }
        for page in window.pages where cards[page] == nil { cards[page] = makePage(page) }
    }

    /// Drops every page (the items changed).
    mutating func removeAll() {
        cards.removeAll()
    }

    /// The pages alive, ascending.
    var pages: [Int] { cards.keys.sorted() }
}
