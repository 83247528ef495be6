/// Item views that have scrolled out of sight, kept for reuse (icarousel-spec §3.3):
/// two unordered pools, one for items and one for placeholders, with no reuse
/// identifiers. Generic over whatever a host uses as a view.
public struct RecyclingPool<View> {
    private var items: [View] = []
    private var placeholders: [View] = []

    /// An empty pool.
    public init() {}

    /// How many views are waiting: items and placeholders together.
    public var count: Int { items.count + placeholders.count }

    /// Keeps `view` for reuse by a later item (or placeholder).
    public mutating func recycle(_ view: View, isPlaceholder: Bool) {
        if isPlaceholder { placeholders.append(view) } else { items.append(view) }
    }

    /// A pooled view to reuse for an item (or a placeholder), removed from the pool;
    /// nil when that pool is empty.
    public mutating func dequeue(isPlaceholder: Bool) -> View? {
        isPlaceholder ? placeholders.popLast() : items.popLast()
    }

    /// Empties both pools, as a reload does.
    public mutating func removeAll() {
        items.removeAll()
        placeholders.removeAll()
    }
}

extension RecyclingPool: Sendable where View: Sendable {}
