/// SwipeView's `defersItemViewLoading` (icarousel-spec §4.5): the current index and the
/// loaded set are only brought up to date after a whole item of travel since the last
/// update, or when forced (a drag begins, a release without glide, a glide ends, the
/// offset is set). Without deferral every scroll updates.
public struct DeferredLoading: Sendable, Equatable {
    /// Whether updates wait for a whole item of travel.
    public var defers: Bool
    /// The offset of the last update; nil when the next update is forced.
    public private(set) var lastUpdate: Double?

    /// Deferral on or off; the first update always happens.
    public init(defers: Bool) {
        self.defers = defers
    }

    /// Makes the next `shouldUpdate` answer yes (SwipeView's "force refresh").
    public mutating func forceRefresh() {
        lastUpdate = nil
    }

    /// Whether the index and loaded set should follow `scrollOffset` now; when yes, the
    /// update is recorded. `wrapMath` measures the distance the short way round.
    public mutating func shouldUpdate(scrollOffset: Double, wrapMath: WrapMath) -> Bool {
        guard scrollOffset.isFinite else { return false }
        if defers, let lastUpdate, abs(wrapMath.shortestDistance(from: lastUpdate, to: scrollOffset)) < 1 {
            return false
        }
        lastUpdate = scrollOffset.rounded()
        return true
    }
}
