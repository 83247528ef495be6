/// fzf's v2 score (`OptimalAlignment`) worked out from the cells where the term's characters
/// occur, without the table. Between two such cells of a row a score only decays — by the
/// gap's opening penalty after a match kept, by its extension after that, never below 0 —
/// so any cell's score follows from the last match cell before it in its row. Each row is
/// then the short list of places its character occurs (from the first place the rows above
/// leave it to the last place the rows below do), each place scored from the row above's
/// last match cell before it; the best place of the last row is the score and the end of the
/// stretch. The characters matched need the table's walk back (`OptimalAlignment`).
enum SparseAlignment {
    /// A match cell of a row: where it is, its score, the run of consecutive characters it
    /// ends (0 when its character was skipped there: the row's score came from its left,
    /// and decays from here as a gap already open does) and the bonus of that run's first
    /// character.
    struct Cell {
        var column: Int32
        var score: Int16
        var run: Int16
        var chunkBonus: Int16
    }

    /// The score and stretch `OptimalAlignment.find` gives `pattern` (two characters or
    /// more) in `text` when asked for neither the walk back nor its characters: the stretch
    /// runs from `start` (the first place of the term's first character) to the best end
    /// (the first of the best, or the last when `backward`). Nil when the characters are
    /// not all there in order. `text` must fit the scratch (`AlignmentScratch.fits`).
    static func find<Text: MatchableText>(_ pattern: [UInt32], in text: Text, from start: Int, bonuses: ScoringBonuses,
                                          backward: Bool, scratch: AlignmentScratch) -> ItemMatcher.Found? {
        let count = text.count, length = pattern.count
        let columns = count - start
        scratch.reserve(places: columns, rows: length)
        let slotValues = scratch.slotValues.base, rowSlots = scratch.rowSlots.base
        let slotCounts = scratch.slotCounts.base, places = scratch.places.base, placeBonuses = scratch.placeBonuses.base

        // Each distinct character of the term gets a slot: the list of its places from the
        // first character's first place on, each with its bonus.
        var slotCount = 0
        for row in 0..<length {
            let value = pattern[row]
            var slot = 0
            while slot < slotCount && slotValues[slot] != value { slot += 1 }
            if slot == slotCount {
                slotValues[slot] = value
                slotCount += 1
            }
            rowSlots[row] = slot
        }
        let classes = scratch.asciiClasses, bonusTable = scratch.bonusTable
        let initialClass = bonuses.initialClass.rawValue
        for slot in 0..<slotCount {
            let value = slotValues[slot], list = slot * columns
            var found = 0, index = start
            while true {
                index = text.firstPlace(of: value, from: index, before: count)
                guard index < count else { break }
                let previous = index > 0 ? text.classValue(at: index - 1, asciiClasses: classes) : initialClass
                let current = text.classValue(at: index, asciiClasses: classes)
                places[list + found] = Int32(truncatingIfNeeded: index)
                placeBonuses[list + found] = bonusTable[Int(previous &* AlignmentScratch.classCount &+ current)]
                found += 1
                index += 1
            }
            slotCounts[slot] = found
        }

        // Each row's places: from the first place after the row above's first (the
        // characters taken in order from the left) to the last place before the row below's
        // last (taken in order from the right), as indexes into its slot's list.
        let firstPlaces = scratch.firstPlaces.base, lastPlaces = scratch.lastPlaces.base
        var column = -1
        for row in 0..<length {
            let slot = rowSlots[row], list = slot * columns, end = list + slotCounts[slot]
            var place = list
            while place < end && Int(places[place]) <= column { place += 1 }
            guard place < end else { return nil }
            firstPlaces[row] = place
            column = Int(places[place])
        }
        column = count
        for row in stride(from: length - 1, through: 0, by: -1) {
            let slot = rowSlots[row]
            var place = slot * columns + slotCounts[slot] - 1
            while place > firstPlaces[row] && Int(places[place]) >= column { place -= 1 }
            lastPlaces[row] = place
            column = Int(places[place])
        }

        // The first row: the term's first character alone at each of its places.
        var above = scratch.cellsAbove.base, here = scratch.cellsHere.base
        var aboveCount = 0
        for place in firstPlaces[0]...lastPlaces[0] {
            let bonus = placeBonuses[place]
            above[aboveCount] = Cell(column: places[place], score: ScoringBonuses.scoreMatch &+ bonus &* ScoringBonuses.bonusFirstCharMultiplier,
                                     run: 1, chunkBonus: bonus)
            aboveCount += 1
        }

        // The other rows, each place from the row above's last cell before it and this
        // row's last cell (decayed to here).
        var best: Int16 = 0, bestColumn: Int32 = 0
        for row in 1..<length {
            let isLast = row == length - 1
            var hereCount = 0, source = 0
            for place in firstPlaces[row]...lastPlaces[row] {
                let column = places[place], bonusHere = placeBonuses[place]
                while source + 1 < aboveCount && above[source + 1].column < column { source += 1 }
                let diagonal = above[source]
                let isAdjacent = diagonal.column == column - 1
                let skipped = hereCount > 0 ? decayed(here[hereCount - 1], to: column) : 0
                var matched = (isAdjacent ? diagonal.score : decayed(diagonal, to: column - 1)) &+ ScoringBonuses.scoreMatch
                var bonus = bonusHere, chunkBonus = bonusHere
                var run: Int16 = isAdjacent ? diagonal.run &+ 1 : 1
                if run > 1 {
                    // A boundary inside a run starts a new chunk.
                    if bonus >= ScoringBonuses.bonusBoundary && bonus > diagonal.chunkBonus {
                        run = 1
                    } else {
                        chunkBonus = diagonal.chunkBonus
                        bonus = max(bonus, ScoringBonuses.bonusConsecutive, chunkBonus)
                    }
                }
                if matched &+ bonus < skipped {
                    matched = matched &+ bonusHere
                    run = 0
                } else {
                    matched = matched &+ bonus
                }
                let score = max(matched, skipped)
                if isLast && (backward ? score >= best : score > best) {
                    best = score
                    bestColumn = column
                }
                here[hereCount] = Cell(column: column, score: score, run: run, chunkBonus: chunkBonus)
                hereCount += 1
            }
            swap(&above, &here)
            aboveCount = hereCount
        }
        return ItemMatcher.Found(score: Int32(best), range: start..<Int(bestColumn) + 1)
    }

    /// The score of the cell at `column` of `cell`'s row when no character matches between
    /// them: the gap opened after `cell` (or already open there) costs its penalties.
    @inline(__always)
    private static func decayed(_ cell: Cell, to column: Int32) -> Int16 {
        let distance = Int(column) - Int(cell.column)
        guard distance > 0 else { return cell.score }
        let cost = cell.run == 0 ? distance : distance + Int(ScoringBonuses.scoreGapExtension - ScoringBonuses.scoreGapStart)
        return Int16(max(Int(cell.score) - cost, 0))
    }
}
