/// Views kept for reuse, keyed by a reuse identifier (HGPageScrollView's reuse queue,
/// seeds-behaviours §3.4 and §6): a view that leaves the screen is enqueued under its
/// identifier, and a page about to appear dequeues one with the same identifier instead
/// of making a new one. Each identifier keeps at most `capacity` views; more are let go.
/// Generic over whatever a host uses as a view.
public struct PageReusePool<View> {
    /// The default number of views kept per identifier.
    public static var defaultCapacity: Int { 4 }

    /// How many views one identifier keeps at most.
    public let capacity: Int
    private var views: [String: [View]] = [:]

    /// An empty pool keeping up to `capacity` views per identifier (at least 0).
    public init(capacity: Int = defaultCapacity) {
        self.capacity = max(capacity, 0)
    }

    /// How many views wait under `identifier`.
    public func count(for identifier: String) -> Int {
        views[identifier]?.count ?? 0
    }

    /// Keeps `view` for reuse under `identifier`; returns false when that identifier's
    /// pool is full and the view was let go.
    @discardableResult
    public mutating func enqueue(_ view: View, reuseIdentifier identifier: String) -> Bool {
        guard count(for: identifier) < capacity else { return false }
        views[identifier, default: []].append(view)
        return true
    }

    /// A pooled view for `identifier`, removed from the pool; nil when there is none.
    public mutating func dequeue(reuseIdentifier identifier: String) -> View? {
        views[identifier]?.popLast()
    }

    /// Lets every pooled view go, as a reload does.
    public mutating func removeAll() {
        views.removeAll()
    }
}

extension PageReusePool: Sendable where View: Sendable {}
