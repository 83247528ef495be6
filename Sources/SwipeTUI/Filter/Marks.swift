/// The items marked with `--multi` (input indexes), remembered in the order they were
/// marked: a pick prints them in that order, as fzf does.
struct Marks {
    /// Each marked item and when it was marked (a count that only grows).
    private var stamps: [Int: Int] = [:]
    private var nextStamp = 0

    var count: Int { stamps.count }
    var isEmpty: Bool { stamps.isEmpty }

    func contains(_ index: Int) -> Bool { stamps[index] != nil }

    /// Marks `index` (a marked one keeps its place in the order).
    mutating func insert(_ index: Int) {
        guard stamps[index] == nil else { return }
        stamps[index] = nextStamp
        nextStamp += 1
    }

    /// Unmarks `index`; returns it when it was marked.
    @discardableResult
    mutating func remove(_ index: Int) -> Int? {
        stamps.removeValue(forKey: index).map { _ in index }
    }

    mutating func removeAll() {
        stamps.removeAll()
    }

    /// The marked items, first marked first.
    var inMarkingOrder: [Int] {
        stamps.sorted { $0.value < $1.value }.map(\.key)
    }
}
