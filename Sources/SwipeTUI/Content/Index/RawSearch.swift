/// Search over items kept as raw bytes (lines, slides, JSON elements), without decoding
/// them: ASCII letters match in either case (a query like "Über" still finds its own
/// text), every other byte exactly.
enum RawSearch {
    /// The first of `count` items from `start` (clamped into range), going round in
    /// `direction`, whose bytes contain `query`; nil for an empty query or no match.
    static func firstMatch(of query: String, among count: Int, from start: Int, direction: SearchDirection,
                           bytes: (Int) -> UnsafeRawBufferPointer) -> Int? {
        let needle = query.utf8.map(folded)
        guard count > 0, !needle.isEmpty else { return nil }
        let first = min(max(start, 0), count - 1)
        for step in 0..<count {
            let index = direction == .forward ? (first + step) % count : (first - step + count) % count
            if contains(bytes(index), needle) { return index }
        }
        return nil
    }

    /// Whether `haystack` contains `needle` (already folded), ASCII letters in either case.
    static func contains(_ haystack: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        var i = 0
        while i <= haystack.count - needle.count {
            var j = 0
            while j < needle.count && folded(haystack[i + j]) == needle[j] { j += 1 }
            if j == needle.count { return true }
            i += 1
        }
        return false
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
