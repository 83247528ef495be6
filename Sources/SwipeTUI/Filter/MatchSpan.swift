/// Where the terms of a query matched in an item, in characters, as fzf's tie-breaks read
/// it: the least start, the least end and the greatest end of the stretches matched.
struct MatchSpan: Equatable {
    var minimumStart = Int.max
    var minimumEnd = Int.max
    var maximumEnd = 0

    /// Whether any stretch was matched (a query of must-not terms matches none).
    var isEmpty: Bool { maximumEnd == 0 }

    /// Takes in a stretch a term matched.
    mutating func include(_ stretch: Range<Int>) {
        guard !stretch.isEmpty else { return }
        minimumStart = min(minimumStart, stretch.lowerBound)
        minimumEnd = min(minimumEnd, stretch.upperBound)
        maximumEnd = max(maximumEnd, stretch.upperBound)
    }
}
