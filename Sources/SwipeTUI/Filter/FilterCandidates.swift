/// The items a run has to search, in input order: some picked ones (`picked`, ascending),
/// then every item of `rest`, all of which come after them. A run stopped part way hands
/// on what it did not rule out — the matches among the items it got through, then the
/// items it did not reach — so a query that narrows its query searches only those.
struct FilterCandidates: Sendable, Equatable {
    var picked: [Int]
    var rest: Range<Int>

    /// Every item of a corpus of `count`.
    static func all(_ count: Int) -> FilterCandidates { FilterCandidates(picked: [], rest: 0..<count) }

    /// How many items.
    var count: Int { picked.count + rest.count }

    /// The input index of candidate `position`.
    func inputIndex(at position: Int) -> Int {
        position < picked.count ? picked[position] : rest.lowerBound + (position - picked.count)
    }

    /// What is left after a run over these got through the first `searched` of them and
    /// found `found` (input indexes, ascending) among those.
    func narrowed(searched: Int, found: [Int]) -> FilterCandidates {
        if searched < picked.count { return FilterCandidates(picked: found + picked[searched...], rest: rest) }
        return FilterCandidates(picked: found, rest: rest.lowerBound + min(searched - picked.count, rest.count)..<rest.upperBound)
    }
}
