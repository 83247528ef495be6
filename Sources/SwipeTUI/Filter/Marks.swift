/// The items marked with `--multi` (input indexes), remembered in the order they were
/// marked: a pick prints them in that order, as fzf does.
///
/// Each item's stamp (when it was marked; 0: not marked) lives in pages of 4096 made on
/// first use, so marking one item costs a page and `select-all` over millions of items
/// costs four bytes an item and no hashing: it answers in a moment where a dictionary of
/// stamps took a minute and gigabytes.
struct Marks {
    private static let pageShift = 12
    private static let pageSize = 1 << pageShift

    /// The stamps, page by page; an empty page holds no mark.
    private var pages: [[UInt32]] = []
    /// The next stamp given (stamps only grow, renumbered when they would overflow).
    private var nextStamp: UInt32 = 1

    /// How many items are marked.
    private(set) var count = 0

    /// No item marked; the first mark gets `firstStamp` (tests start near the top to see the
    /// stamps renumbered).
    init(firstStamp: UInt32 = 1) {
        nextStamp = max(firstStamp, 1)
    }

    var isEmpty: Bool { count == 0 }

    func contains(_ index: Int) -> Bool {
        stamp(of: index) != 0
    }

    /// Marks `index` (a marked one keeps its place in the order).
    mutating func insert(_ index: Int) {
        guard index >= 0, index <= Int(UInt32.max), stamp(of: index) == 0 else { return }
        if nextStamp == UInt32.max { renumber() }
        let page = index >> Self.pageShift
        if page >= pages.count { pages += Array(repeating: [], count: page + 1 - pages.count) }
        if pages[page].isEmpty { pages[page] = Array(repeating: 0, count: Self.pageSize) }
        pages[page][index & (Self.pageSize - 1)] = nextStamp
        nextStamp += 1
        count += 1
    }

    /// Unmarks `index`; returns it when it was marked.
    @discardableResult
    mutating func remove(_ index: Int) -> Int? {
        guard stamp(of: index) != 0 else { return nil }
        pages[index >> Self.pageShift][index & (Self.pageSize - 1)] = 0
        count -= 1
        if count == 0 { removeAll() }
        return index
    }

    mutating func removeAll() {
        pages = []
        nextStamp = 1
        count = 0
    }

    /// The marked items, first marked first.
    var inMarkingOrder: [Int] {
        var marked: [UInt64] = []
        marked.reserveCapacity(count)
        for (page, stamps) in pages.enumerated() where !stamps.isEmpty {
            for (offset, stamp) in stamps.enumerated() where stamp != 0 {
                marked.append(UInt64(stamp) << 32 | UInt64(page << Self.pageShift | offset))
            }
        }
        marked.sort()
        return marked.map { Int($0 & 0xFFFF_FFFF) }
    }

    private func stamp(of index: Int) -> UInt32 {
        let page = index >> Self.pageShift
        guard index >= 0, page < pages.count, !pages[page].isEmpty else { return 0 }
        return pages[page][index & (Self.pageSize - 1)]
    }

    /// Gives the marks stamps 1, 2, … again in their order, so the next one has room.
    private mutating func renumber() {
        let order = inMarkingOrder
        for (rank, index) in order.enumerated() {
            pages[index >> Self.pageShift][index & (Self.pageSize - 1)] = UInt32(rank + 1)
        }
        nextStamp = UInt32(order.count + 1)
    }
}
