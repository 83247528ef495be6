import CarouselEngine

extension CardSource {
    /// The position (in `pages`, the source with deletions) of the first item at or after
    /// position `start` (before it, `.backward`), wrapping, whose text contains `query`;
    /// deleted items are skipped. Each scan goes on from the last match, so a search reads
    /// the source at most once round: it ends when a match comes no further from the start
    /// than the one before (the scan wrapped).
    func firstMatch(of query: String, fromPosition start: Int, direction: SearchDirection, in pages: DeckIndexMap) -> Int? {
        guard pages.count > 0, let first = pages.sourceIndex(at: min(max(start, 0), pages.count - 1)) else { return nil }
        let count = pages.sourceCount
        var from = first
        var travelled = -1
        while let match = firstMatch(of: query, from: from, direction: direction) {
            let distance = direction == .forward ? (match - first + count) % count : (first - match + count) % count
            guard distance > travelled else { return nil }
            if let position = pages.position(ofSource: match) { return position }
            travelled = distance
            from = direction == .forward ? (match + 1) % count : (match - 1 + count) % count
        }
        return nil
    }
}
