import CarouselEngine
import CellCanvas

/// The deck's cards laid out at deck size, one buffer per visible page, kept while the
/// page stays visible; buffers of pages that leave go to a reuse pool keyed by reuse
/// identifier (HGPageScrollView's reuse queue) and are dequeued, cleared and drawn
/// again for pages that arrive. A frame lays out only the pages that just came into
/// view, and holds O(visible pages) buffers.
struct DeckCardCache {
    /// The one kind of page view the deck has.
    static let reuseIdentifier = "page"

    /// The size every cached card has.
    private(set) var size = Size(columns: 0, rows: 0)
    private var cards: [Int: CellBuffer] = [:]
    private var pool = PageReusePool<CellBuffer>()
    /// How many cards were laid out into a new buffer, and into a reused one.
    private(set) var created = 0
    private(set) var reused = 0

    /// The laid-out card of source item `index`, if it is cached.
    func card(_ index: Int) -> CellBuffer? { cards[index] }

    /// The source indexes cached now.
    var cachedIndexes: Set<Int> { Set(cards.keys) }

    /// Keeps exactly the cards of `indexes` at `size`: leaving ones are pooled, arriving
    /// ones are drawn by `draw` into a pooled (cleared) or new buffer. A new size starts over.
    mutating func keep(_ indexes: Set<Int>, size: Size, draw: (Int, inout CellBuffer) -> Void) {
        if size != self.size { removeAll(); self.size = size }
        for index in cards.keys where !indexes.contains(index) {
            if let card = cards.removeValue(forKey: index) { pool.enqueue(card, reuseIdentifier: Self.reuseIdentifier) }
        }
        for index in indexes where cards[index] == nil {
            var buffer: CellBuffer
            if let pooled = pool.dequeue(reuseIdentifier: Self.reuseIdentifier) {
                buffer = pooled
                buffer.fill(buffer.bounds, with: .blank)
                reused += 1
            } else {
                buffer = CellBuffer(size: size)
                created += 1
            }
            draw(index, &buffer)
            cards[index] = buffer
        }
    }

    /// Drops the card of source item `index`, so it is fetched from the source again.
    mutating func invalidate(_ index: Int) {
        if let card = cards.removeValue(forKey: index) { pool.enqueue(card, reuseIdentifier: Self.reuseIdentifier) }
    }

    /// Forgets every card and the pool (a reload, a new size).
    mutating func removeAll() {
        cards.removeAll()
        pool.removeAll()
    }
}
