/// Which source items a deck shows, in order, after deletions: the deck's own index map,
/// so the source itself never changes (seeds-behaviours §3.6). It stores only the
/// deleted source indexes (sorted) and the order they were deleted in, so it costs
/// O(deletions), not O(items), and maps either way in O(log deletions).
public struct DeckIndexMap: Sendable, Equatable {
    /// How many items the source has.
    public private(set) var sourceCount: Int
    /// Deleted source indexes, ascending.
    private var deleted: [Int] = []
    /// Deleted source indexes, most recent last (the undo stack).
    private var undoStack: [Int] = []

    /// Every item of a source of `sourceCount` items, none deleted.
    public init(sourceCount: Int) {
        self.sourceCount = max(sourceCount, 0)
    }

    /// How many pages the deck has.
    public var count: Int { sourceCount - deleted.count }

    /// Whether there is a delete to undo.
    public var canUndo: Bool { !undoStack.isEmpty }

    /// The source index of the page at `position`; nil outside `0..<count`.
    public func sourceIndex(at position: Int) -> Int? {
        guard position >= 0, position < count else { return nil }
        // deleted[j] − j never decreases; the deletions before the answer are those
        // with deleted[j] − j ≤ position.
        var low = 0, high = deleted.count
        while low < high {
            let middle = (low + high) / 2
            if deleted[middle] - middle <= position { low = middle + 1 } else { high = middle }
        }
        return position + low
    }

    /// The position of source item `index`; nil when it is deleted or out of range.
    public func position(ofSource index: Int) -> Int? {
        guard index >= 0, index < sourceCount else { return nil }
        let before = insertionPoint(of: index)
        if before < deleted.count && deleted[before] == index { return nil }
        return index - before
    }

    /// Deletes the page at `position`; returns its source index (nil when out of range).
    public mutating func remove(at position: Int) -> Int? {
        guard let index = sourceIndex(at: position) else { return nil }
        deleted.insert(index, at: insertionPoint(of: index))
        undoStack.append(index)
        return index
    }

    /// Brings back the most recently deleted page; returns the position it comes back at.
    public mutating func restoreLast() -> Int? {
        guard let index = undoStack.popLast() else { return nil }
        deleted.remove(at: insertionPoint(of: index))
        return position(ofSource: index)
    }

    /// The source gained an item at `index` (the items from there on moved up one): it
    /// shows, and deletions keep pointing at the items they hid. Returns its position.
    @discardableResult
    public mutating func insertSource(at index: Int) -> Int {
        let index = min(max(index, 0), sourceCount)
        sourceCount += 1
        deleted = deleted.map { $0 >= index ? $0 + 1 : $0 }
        undoStack = undoStack.map { $0 >= index ? $0 + 1 : $0 }
        return position(ofSource: index) ?? 0
    }

    /// The source now has `newCount` items. More items keep every deletion (stdin
    /// streaming in); fewer start afresh.
    public mutating func sourceCountDidChange(to newCount: Int) {
        if newCount >= sourceCount {
            sourceCount = newCount
        } else {
            self = DeckIndexMap(sourceCount: newCount)
        }
    }

    /// How many deleted indexes are below `index`.
    private func insertionPoint(of index: Int) -> Int {
        var low = 0, high = deleted.count
        while low < high {
            let middle = (low + high) / 2
            if deleted[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
