import CellCanvas

/// The part of an item's line a row shows when the line is wider than the row, as fzf
/// shows it: cut at the right end with the ellipsis (`..`) when the first match already
/// shows; else scrolled so the last matched character shows with up to `--hscroll-off`
/// columns after it, the ellipsis at both cut ends. `--keep-right` shows the end of the
/// line while nothing is matched; `--no-hscroll` always cuts at the right end.
struct LineWindow: Equatable {
    /// The characters shown, as indexes into the line's characters.
    let characters: Range<Int>
    /// Whether the ellipsis goes before them, and after them.
    let cutBefore: Bool, cutAfter: Bool
    /// The ellipsis as drawn (at most half the row).
    let ellipsis: String

    /// How lines are fitted: fzf's `--ellipsis`, `--hscroll-off`, `--no-hscroll`, `--keep-right`.
    struct Rules: Sendable, Equatable {
        var ellipsis = ".."
        var scrollsToMatch = true
        var columnsAfterMatch = 10
        var keepsRight = false
    }

    /// The window on `line` (its characters) for a row `width` columns wide, `marks` the
    /// indexes of matched characters.
    init(line: [Character], marks: [Int], width: Int, rules: Rules) {
        let ellipsis = TextLayout.truncate(rules.ellipsis, width: max(width / 2, 0))
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        let room = max(width - ellipsisWidth, 0)
        if Self.width(of: line[...], upTo: width) <= width {
            self.init(characters: 0..<line.count, cutBefore: false, cutAfter: false, ellipsis: ellipsis)
            return
        }
        let lastMark = marks.max().map { min($0 + 1, line.count) } ?? 0
        let end = min(lastMark + min(max(width / 2 - ellipsisWidth, 0), rules.columnsAfterMatch), line.count)
        if rules.keepsRight && marks.isEmpty && rules.scrollsToMatch {
            self.init(characters: Self.suffixStart(of: line, before: line.count, fitting: room)..<line.count,
                      cutBefore: true, cutAfter: false, ellipsis: ellipsis)
        } else if !rules.scrollsToMatch || Self.width(of: line[..<end], upTo: room) <= room {
            self.init(characters: 0..<Self.prefixLength(of: line, fitting: room), cutBefore: false, cutAfter: true, ellipsis: ellipsis)
        } else {
            // The line up to `end`, the ellipsis after it when more than its width follows,
            // then as much of its right end as fits after a leading ellipsis.
            let cutAfter = Self.width(of: line[end...], upTo: ellipsisWidth) > ellipsisWidth
            let shown = line[..<(cutAfter ? end : line.count)]
            let start = Self.suffixStart(of: line, before: shown.count, fitting: room - (cutAfter ? ellipsisWidth : 0))
            self.init(characters: start..<shown.count, cutBefore: true, cutAfter: cutAfter, ellipsis: ellipsis)
        }
    }

    private init(characters: Range<Int>, cutBefore: Bool, cutAfter: Bool, ellipsis: String) {
        self.characters = characters
        self.cutBefore = cutBefore
        self.cutAfter = cutAfter
        self.ellipsis = ellipsis
    }

    /// The width of `characters`, counted only until it passes `limit`.
    private static func width(of characters: ArraySlice<Character>, upTo limit: Int) -> Int {
        var total = 0
        for character in characters {
            total += DisplayWidth.of(character)
            if total > limit { break }
        }
        return total
    }

    /// How many characters from the start fit in `columns`.
    private static func prefixLength(of line: [Character], fitting columns: Int) -> Int {
        var used = 0, count = 0
        for character in line {
            used += DisplayWidth.of(character)
            if used > columns { break }
            count += 1
        }
        return count
    }

    /// Where the longest run of characters ending before `end` that fits in `columns` starts.
    private static func suffixStart(of line: [Character], before end: Int, fitting columns: Int) -> Int {
        var used = 0, start = end
        while start > 0 {
            used += DisplayWidth.of(line[start - 1])
            if used > columns { break }
            start -= 1
        }
        return start
    }
}
