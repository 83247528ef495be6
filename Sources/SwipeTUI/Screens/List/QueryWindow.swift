import CellCanvas

/// The part of a query wider than its line that shows, scrolled sideways as fzf's: the
/// insertion point always shows, and the query moves only as far as it must to keep it in
/// view (the offset is kept from frame to frame, so moving back does not jump).
struct QueryWindow: Equatable {
    /// Characters of the query hidden on the left.
    private(set) var offset = 0

    /// What shows of `before` and `after` (the query either side of the insertion point)
    /// in `width` columns, and moves the offset as fzf does: never fewer hidden than the
    /// insertion point needs, never more than the characters before it.
    mutating func visible(before: String, after: String, width: Int) -> (before: String, after: String) {
        let width = max(width, 1)
        let head = Array(before)
        let tail = Array(after)
        let fewestHidden = Self.hiddenOnTheLeft(of: head[...], toFit: width)
        let mostHidden = min(fewestHidden + width, head.count)
        offset = min(max(offset, fewestHidden), mostHidden)
        let shownHead = head[(offset + Self.hiddenOnTheLeft(of: head[offset...], toFit: width))...]
        var room = width - DisplayWidth.of(String(shownHead))
        var shownTail = ""
        for character in tail {
            let columns = DisplayWidth.of(character)
            guard columns <= room else { break }
            shownTail.append(character)
            room -= columns
        }
        return (String(shownHead), shownTail)
    }

    /// How many characters must go from the left of `characters` for the rest to fit in
    /// `width` columns.
    private static func hiddenOnTheLeft(of characters: ArraySlice<Character>, toFit width: Int) -> Int {
        var columns = 0
        var kept = 0
        for character in characters.reversed() {
            columns += DisplayWidth.of(character)
            guard columns <= width else { break }
            kept += 1
        }
        return characters.count - kept
    }
}
