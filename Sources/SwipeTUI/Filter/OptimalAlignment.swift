/// fzf's second algorithm (`--algo v2`, the default): where a fuzzy term's characters
/// score best in an item, by dynamic programming. Every character of the term must match,
/// in order; between the first place the term's first character appears and the last place
/// its last one does, each cell (term character × item character) holds the best score of
/// an alignment of the term up to that character ending there — a match earns its points,
/// its bonus (doubled for the term's first character) and the run bonus of the chunk it
/// continues; a skipped character costs the gap penalty. The best cell of the last row is
/// the score; walking back from it gives the characters matched (only for highlighting and
/// the `chunk` tie-break). Scores are 16-bit and wrap as fzf's do.
///
/// The caller keeps items whose characters × term characters exceed
/// `AlignmentScratch.cellLimit` to the first algorithm, as fzf does.
enum OptimalAlignment {
    /// Where `pattern` aligns best in `text`, nil when its characters are not all there in
    /// order. Ties go to the first best end, or the last when `backward`. The stretch found
    /// starts at the term's first character's first place unless `wantsStart` (or
    /// `positions`) asks for the walk back; `positions` gets the characters matched.
    static func find<Text: MatchableText>(_ pattern: [UInt32], in text: Text, bonuses: ScoringBonuses, backward: Bool,
                                          wantsStart: Bool, positions: UnsafeMutablePointer<[Int]>?,
                                          scratch: AlignmentScratch) -> ItemMatcher.Found? {
        let count = text.count, length = pattern.count
        guard length > 0, length <= count else { return nil }
        let first = pattern[0]
        let start = text.firstPlace(of: first, from: 0, before: count)
        guard start < count else { return nil }
        if length == 1 { return single(first, in: text, from: start, bonuses: bonuses, backward: backward, positions: positions) }
        // Without the walk back, the score needs only the cells where the term's characters are.
        if !wantsStart && positions == nil {
            return SparseAlignment.find(pattern, in: text, from: start, bonuses: bonuses, backward: backward, scratch: scratch)
        }

        // The first place of each character after the one before (the earliest a row can
        // match), and the last place of the last character (the last column).
        scratch.reserve(columns: count - start, rows: length)
        let firsts = scratch.firsts.base, ends = scratch.ends.base
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

        // The last column each row needs: the last row's is the last column; a row above
        // is read only where the row below matches, so it ends one before the last place
        // the row below can match (its character's last place before the end of the row
        // below that). Cells after it could only feed matches that cannot happen.
        ends[length - 1] = width - 1
        var lastPlace = width - 1
        for row in stride(from: length - 2, through: 0, by: -1) {
            ends[row] = lastPlace - 1
            lastPlace -= 1
            while lastPlace > firsts[row] && text[start + lastPlace] != pattern[row] { lastPlace -= 1 }
        }

        // Each column's bonus (from the scheme's tables), and its character as the term
        // compares it (read once here rather than folded again in every row); with them,
        // the first row: the term's first character alone.
        let bonusAt = scratch.bonuses.base, characters = scratch.characters.base, scores = scratch.scores.base, runs = scratch.runs.base
        let classes = scratch.asciiClasses, bonusTable = scratch.bonusTable
        var previous = start > 0 ? text.classValue(at: start - 1, asciiClasses: classes) : bonuses.initialClass.rawValue
        var left: Int16 = 0, inGap = false
        let firstRowEnd = ends[0]
        for column in 0..<width {
            let current = text.classValue(at: start + column, asciiClasses: classes)
            let bonus = bonusTable[Int(previous &* AlignmentScratch.classCount &+ current)]
            let character = text[start + column]
            bonusAt[column] = bonus
            characters[column] = character
            previous = current
            guard column <= firstRowEnd else { continue }
            if character == first {
                left = ScoringBonuses.scoreMatch &+ bonus &* ScoringBonuses.bonusFirstCharMultiplier
                runs[column] = 1
                inGap = false
            } else {
                left = max(left &+ (inGap ? ScoringBonuses.scoreGapExtension : ScoringBonuses.scoreGapStart), 0)
                runs[column] = 0
                inGap = true
            }
            scores[column] = left
        }

        // The other rows, each from the one above, over the columns they need.
        var best: Int16 = 0, bestColumn = 0
        for row in 1..<length {
            let character = pattern[row], here = row * width, above = here - width
            let isLast = row == length - 1
            left = 0
            inGap = false
            for column in firsts[row]...ends[row] {
                var matched: Int16 = 0, run: Int16 = 0
                let skipped = left &+ (inGap ? ScoringBonuses.scoreGapExtension : ScoringBonuses.scoreGapStart)
                if characters[column] == character {
                    matched = scores[above + column - 1] &+ ScoringBonuses.scoreMatch
                    var bonus = bonusAt[column]
                    run = runs[above + column - 1] &+ 1
                    if run > 1 {
                        let chunkBonus = bonusAt[column - Int(run) + 1]
                        // A boundary inside a run starts a new chunk.
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
                if isLast && (backward ? score >= best : score > best) {
                    best = score
                    bestColumn = column
                }
                scores[here + column] = score
                left = score
            }
        }
        let end = start + bestColumn + 1
        guard wantsStart || positions != nil else { return ItemMatcher.Found(score: Int32(best), range: start..<end) }

        // Back from the best cell: up a row where the cell's score came from a match (a
        // cell past the row above's end cannot be one: its character is not the row's).
        var column = bestColumn, prefersMatch = true
        row = length - 1
        while true {
            let here = row * width, earliest = firsts[row]
            let score = scores[here + column]
            let diagonal: Int16 = row > 0 && column >= earliest && column - 1 <= ends[row - 1] ? scores[here - width + column - 1] : 0
            let leftward: Int16 = column > earliest ? scores[here + column - 1] : 0
            let matchedRow = row
            if score > diagonal && (score > leftward || score == leftward && prefersMatch) {
                positions?.pointee.append(start + column)
                if row == 0 { break }
                row -= 1
            }
            let below = matchedRow + 1
            prefersMatch = runs[here + column] > 1
                || (below < length && column + 1 < width && column + 1 >= firsts[below] && runs[below * width + column + 1] > 0)
            column -= 1
        }
        return ItemMatcher.Found(score: Int32(best), range: start + column..<end)
    }

    /// A term of one character: its best place (the first of the best, stopping at a word
    /// start; the last of the best when `backward`).
    private static func single<Text: MatchableText>(_ character: UInt32, in text: Text, from start: Int, bonuses: ScoringBonuses,
                                                    backward: Bool, positions: UnsafeMutablePointer<[Int]>?) -> ItemMatcher.Found {
        var best: Int16 = 0, bestIndex = start
        var previous = start > 0 ? text.charClass(at: start - 1, in: bonuses) : bonuses.initialClass
        for index in start..<text.count {
            let current = text.charClass(at: index, in: bonuses)
            if text[index] == character {
                let bonus = bonuses.bonus(previous, current)
                let score = ScoringBonuses.scoreMatch &+ bonus &* ScoringBonuses.bonusFirstCharMultiplier
                if backward ? score >= best : score > best {
                    best = score
                    bestIndex = index
                    if !backward && bonus >= ScoringBonuses.bonusBoundary { break }
                }
            }
            previous = current
        }
        positions?.pointee.append(bestIndex)
        return ItemMatcher.Found(score: Int32(best), range: bestIndex..<bestIndex + 1)
    }
}
