/// One of fzf's field index expressions: `N` (the Nth field, from 1), `-N` (the Nth from
/// the end), `N..M`, `N..` (to the last), `..M` (from the first) and `..` (all of them).
/// The fields it names are always next to each other, so they are one stretch of the item.
public struct FieldRange: Sendable, Equatable {
    /// The first and last field named (negative: from the end); nil for an open end.
    public var first: Int?
    public var last: Int?

    /// The expression `text`; nil when it is not one (a 0, a range from the end to the
    /// start, `-2..3`, anything that is not digits, `-` and `..`).
    public init?(parsing text: Substring) {
        if text == ".." {
            first = nil
            last = nil
            return
        }
        let parts = text.split(separator: "..", maxSplits: 1, omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Int? {
            guard !part.isEmpty, part.count <= 10, part.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }),
                  let value = Int(part), value != 0 else { return nil }
            return value
        }
        if parts.count == 1 {
            guard let value = number(parts[0]) else { return nil }
            first = value
            last = value
        } else {
            first = parts[0].isEmpty ? nil : number(parts[0])
            last = parts[1].isEmpty ? nil : number(parts[1])
            if !parts[0].isEmpty && first == nil { return nil }
            if !parts[1].isEmpty && last == nil { return nil }
            if let first, let last, first < 0 && last > 0 { return nil }
        }
    }

    /// The fields named in an item of `count` fields, from 1; nil when none are.
    func fields(among count: Int) -> ClosedRange<Int>? {
        func resolved(_ index: Int) -> Int { index < 0 ? index + count + 1 : index }
        let start = max(first.map(resolved) ?? 1, 1)
        let end = min(last.map(resolved) ?? count, count)
        return start <= end ? start...end : nil
    }

    /// Whether the expression needs the number of fields (it counts from the end or runs to it).
    var countsFromEnd: Bool {
        last == nil || (first ?? 1) < 0 || (last ?? 1) < 0
    }
}

/// A comma-separated list of field index expressions (`--nth 1,3..`, `--with-nth 2..`).
public struct FieldSelection: Sendable, Equatable {
    /// The expressions, in order.
    public var ranges: [FieldRange]

    /// The list `text`; nil when any part is not an expression.
    public init?(parsing text: Substring) {
        var ranges: [FieldRange] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = FieldRange(parsing: part) else { return nil }
            ranges.append(range)
        }
        guard !ranges.isEmpty else { return nil }
        self.ranges = ranges
    }

    /// The byte range of `bytes` each expression names, in order (empty, at 0, when it
    /// names no field), split by `delimiter`: at most two passes over the item and memory
    /// for the expressions only, however many fields there are.
    func stretches(in bytes: UnsafeBufferPointer<UInt8>, delimiter: FieldDelimiter) -> [Range<Int>] {
        var count = 0
        if ranges.contains(where: \.countsFromEnd) {
            delimiter.forEachField(in: bytes) { _ in
                count += 1
                return true
            }
        } else {
            count = ranges.map { max($0.first ?? 1, $0.last ?? 1) }.max() ?? 0
        }
        while true {
            let wanted = ranges.map { $0.fields(among: count) }
            let needed = wanted.compactMap { $0?.upperBound }.max() ?? 0
            guard needed > 0 else { return wanted.map { _ in 0..<0 } }
            // Where each expression's first field starts and its last ends (a few expressions:
            // looked through in turn, cheaper than hashing for each of a million fields).
            let firsts = wanted.map { $0?.lowerBound ?? 0 }, lasts = wanted.map { $0?.upperBound ?? 0 }
            var starts = [Int](repeating: -1, count: wanted.count), ends = starts
            var number = 0
            delimiter.forEachField(in: bytes) { field in
                number += 1
                for expression in firsts.indices {
                    if firsts[expression] == number { starts[expression] = field.lowerBound }
                    if lasts[expression] == number { ends[expression] = field.upperBound }
                }
                return number < needed
            }
            // Fewer fields than the expressions name: once more, knowing how many.
            if number < needed {
                count = number
                continue
            }
            return wanted.indices.map { expression in
                guard wanted[expression] != nil, starts[expression] >= 0, ends[expression] >= 0 else { return 0..<0 }
                return starts[expression]..<ends[expression]
            }
        }
    }
}
