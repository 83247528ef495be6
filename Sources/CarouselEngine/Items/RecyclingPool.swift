/// Item views that have scrolled out of sight, kept for reuse (icarousel-spec §3.3):
/// two unordered pools, one for items and one for placeholders, with no reuse
/// identifiers, each keeping at most `capacity` views (more are let go). Generic over
/// whatever a host uses as a view.
public struct RecyclingPool<View> {
    /// The default number of views each pool keeps.
    public static var defaultCapacity: Int { 64 }

    /// How many views each pool (items, placeholders) keeps at most.
    public let capacity: Int
    private var items: [View] = []
    private var placeholders: [View] = []

    /// An empty pool keeping up to `capacity` items and as many placeholders (at least 0).
    public init(capacity: Int = defaultCapacity) {
        self.capacity = max(capacity, 0)
    }

    /// How many views are waiting: items and placeholders together.
    public var count: Int { items.count + placeholders.count }

    /// Keeps `view` for reuse by a later item (or placeholder); a full pool lets it go.
    public mutating func recycle(_ view: View, isPlaceholder: Bool) {
        if isPlaceholder {
            if placeholders.count < capacity { placeholders.append(view) }
        } else {
            if items.count < capacity { items.append(view) }
        }
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
