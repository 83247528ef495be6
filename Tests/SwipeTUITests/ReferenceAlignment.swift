@testable import SwipeTUI

/// The v2 alignment as it was before its window was trimmed and its classes read from
/// tables: every cell of the window computed, in plain arrays, classes and bonuses worked
/// out character by character. The tests hold the fast alignment to it.
enum ReferenceAlignment {
    /// The score, stretch and matched characters of `pattern` (two characters or more) in
    /// `text` under `bonuses`, nil when it is not there.
    static func find<Text: MatchableText>(_ pattern: [UInt32], in text: Text, bonuses: ScoringBonuses, backward: Bool)
        -> (score: Int32, range: Range<Int>, positions: [Int])? {
        let count = text.count, length = pattern.count
        precondition(length >= 2)
        guard length <= count else { return nil }
        var start = 0
        while start < count && text[start] != pattern[0] { start += 1 }
        guard start < count else { return nil }
        var firsts = [Int](repeating: 0, count: length)
        var row = 0
        for index in start..<count where text[index] == pattern[row] {
            firsts[row] = index - start
            row += 1
            if row == length { break }
        }
        guard row == length else { return nil }
        var last = count - 1
        while text[last] != pattern[length - 1] { last -= 1 }
        let width = last - start + 1
        var bonusAt = [Int16](repeating: 0, count: width), characters = [UInt32](repeating: 0, count: width)
        var previous = start > 0 ? text.charClass(at: start - 1, in: bonuses) : bonuses.initialClass
        for column in 0..<width {
            let current = text.charClass(at: start + column, in: bonuses)
            bonusAt[column] = bonuses.bonus(previous, current)
            characters[column] = text[start + column]
            previous = current
        }
        var scores = [Int16](repeating: 0, count: width * length), runs = [Int16](repeating: 0, count: width * length)
        var left: Int16 = 0, inGap = false
        for column in 0..<width {
            if characters[column] == pattern[0] {
                scores[column] = ScoringBonuses.scoreMatch &+ bonusAt[column] &* ScoringBonuses.bonusFirstCharMultiplier
                runs[column] = 1
                inGap = false
            } else {
                scores[column] = max(left &+ (inGap ? ScoringBonuses.scoreGapExtension : ScoringBonuses.scoreGapStart), 0)
                runs[column] = 0
                inGap = true
            }
            left = scores[column]
        }
        var best: Int16 = 0, bestColumn = 0
        for row in 1..<length {
            let here = row * width, above = here - width
            left = 0
            inGap = false
            for column in firsts[row]..<width {
                var matched: Int16 = 0, run: Int16 = 0
                let skipped = left &+ (inGap ? ScoringBonuses.scoreGapExtension : ScoringBonuses.scoreGapStart)
                if characters[column] == pattern[row] {
                    matched = scores[above + column - 1] &+ ScoringBonuses.scoreMatch
                    var bonus = bonusAt[column]
                    run = runs[above + column - 1] &+ 1
                    if run > 1 {
                        let chunkBonus = bonusAt[column - Int(run) + 1]
                        if bonus >= ScoringBonuses.bonusBoundary && bonus > chunkBonus {
                            run = 1
                        } else {
                            bonus = max(bonus, ScoringBonuses.bonusConsecutive, chunkBonus)
                        }
                    }
                    if matched &+ bonus < skipped {
                        matched = matched &+ bonusAt[column]
                        run = 0
                    } else {
                        matched = matched &+ bonus
                    }
                }
                runs[here + column] = run
                inGap = matched < skipped
                let score = max(matched, skipped, 0)
                if row == length - 1 && (backward ? score >= best : score > best) {
                    best = score
                    bestColumn = column
                }
                scores[here + column] = score
                left = score
            }
        }
        var positions: [Int] = []
        var column = bestColumn, prefersMatch = true
        row = length - 1
        while true {
            let here = row * width, earliest = firsts[row]
            let score = scores[here + column]
            let diagonal: Int16 = row > 0 && column >= earliest ? scores[here - width + column - 1] : 0
            let leftward: Int16 = column > earliest ? scores[here + column - 1] : 0
            let matchedRow = row
            if score > diagonal && (score > leftward || score == leftward && prefersMatch) {
                positions.append(start + column)
                if row == 0 { break }
                row -= 1
            }
            let below = matchedRow + 1
            prefersMatch = runs[here + column] > 1
                || (below < length && column + 1 < width && column + 1 >= firsts[below] && runs[below * width + column + 1] > 0)
            column -= 1
        }
        return (Int32(best), start + column..<start + bestColumn + 1, positions.reversed())
    }
}
