/// Room for elements that a matcher reuses between items: it grows by doubling, from at least
/// `floor` elements up to `limit`, and never shrinks. What it held is not kept when it grows,
/// and its elements are not initialised: a scratch's user writes before it reads.
struct ScratchBuffer<Element> {
    /// The first element.
    private(set) var base = UnsafeMutablePointer<Element>.allocate(capacity: 0)
    /// How many elements there is room for.
    private(set) var capacity = 0
    /// The least room taken when it first grows.
    let floor: Int
    /// The most room it ever takes.
    let limit: Int

    init(floor: Int, limit: Int = .max) {
        self.floor = floor
        self.limit = limit
    }

    /// Room for at least `count` elements (at most `limit`, which `count` must not pass).
    mutating func reserve(_ count: Int) {
        precondition(count <= limit, "a scratch buffer asked beyond its limit")
        guard count > capacity else { return }
        let doubled = capacity.multipliedReportingOverflow(by: 2)
        capacity = min(max(count, doubled.overflow ? limit : doubled.partialValue, floor), limit)
        base.deallocate()
        base = .allocate(capacity: capacity)
    }

    /// Gives the room back; the buffer is not used again.
    func deallocate() {
        base.deallocate()
    }
}
