/// Matching limited to some stretches of an item (`--nth`), as fzf does it: each term is
/// looked for in the stretches in order and counts where it is first found (its score and
/// characters from that stretch); a `!term` matches when no stretch has it. Built from one
/// `ItemMatcher` per term, so the matcher itself stays a matcher of one text.
struct FieldMatcher {
    /// A term's own matcher, and whether it is a must-not term.
    private var groups: [[(matcher: ItemMatcher, isInverse: Bool)]]

    /// A matcher for `query`.
    init(query: SearchQuery) {
        groups = query.groups.map { group in
            group.map { term in
                var single = SearchQuery("")
                single.groups = [[term]]
                return (ItemMatcher(query: single), term.isInverse)
            }
        }
    }

    /// The item's score when it matches with matching limited to `parts` (byte ranges of
    /// `text`); nil when it does not. An empty query matches with 0.
    mutating func score(bytes text: UnsafeBufferPointer<UInt8>, parts: [Range<Int>]) -> Int32? {
        var total: Int32 = 0
        for group in groups.indices {
            var matched = false
            for term in groups[group].indices {
                let found = firstScore(of: group, term, in: text, parts: parts)
                if groups[group][term].isInverse {
                    if found == nil {
                        matched = true
                        break
                    }
                } else if let found {
                    total &+= found
                    matched = true
                    break
                }
            }
            if !matched { return nil }
        }
        return total
    }

    /// The score of a term in the first part that has it (for a must-not term: nil when a
    /// part has it, else 0 — so nil always means "found" for it).
    private mutating func firstScore(of group: Int, _ term: Int, in text: UnsafeBufferPointer<UInt8>, parts: [Range<Int>]) -> Int32? {
        let isInverse = groups[group][term].isInverse
        for part in parts {
            // A must-not matcher scores a part without the text; nil means the part has it.
            let score = groups[group][term].matcher.score(bytes: UnsafeBufferPointer(rebasing: text[part]))
            if isInverse {
                if score == nil { return 1 }
            } else if let score {
                return score
            }
        }
        return nil
    }

    /// The scalar offsets of `text` the query matched, limited to `parts` (byte ranges of
    /// its UTF-8), for highlighting; nil when it does not match.
    mutating func positions(in text: String, parts: [Range<Int>]) -> [Int]? {
        let utf8 = Array(text.utf8)
        var positions: [Int] = []
        for group in groups.indices {
            var matched = false
            for term in groups[group].indices {
                if groups[group][term].isInverse {
                    let found = parts.contains { part in
                        let piece = String(decoding: utf8[part], as: UTF8.self)
                        return groups[group][term].matcher.match(piece) == nil
                    }
                    if !found {
                        matched = true
                        break
                    }
                    continue
                }
                for part in parts {
                    let piece = String(decoding: utf8[part], as: UTF8.self)
                    if let match = groups[group][term].matcher.match(piece) {
                        let offset = String(decoding: utf8[..<part.lowerBound], as: UTF8.self).unicodeScalars.count
                        positions += match.positions.map { $0 + offset }
                        matched = true
                        break
                    }
                }
                if matched { break }
            }
            if !matched { return nil }
        }
        return Array(Set(positions)).sorted()
    }
}
