/// The cells `OptimalAlignment` works in and the lists of places `SparseAlignment` works
/// in, kept by one matcher between items: grown to the largest item aligned so far, never
/// beyond `cellLimit` cells, so a worker's memory has a fixed bound (3 MB) whatever the
/// input. With them, the matcher's scheme as tables: the class of each ASCII byte and the
/// bonus of each pair of classes.
final class AlignmentScratch {
    /// How many character classes there are (the bonus table's side).
    static let classCount: UInt8 = 7

    /// The class (`CharClass.rawValue`) of each ASCII byte under the scheme.
    let asciiClasses = UnsafeMutablePointer<UInt8>.allocate(capacity: 128)
    /// The bonus of a character of class `current` after one of class `previous`, at
    /// `previous × classCount + current`.
    let bonusTable = UnsafeMutablePointer<Int16>.allocate(capacity: Int(classCount * classCount))

    /// Empty cells, and the tables of `bonuses`' scheme.
    init(bonuses: ScoringBonuses) {
        for byte in 0..<128 { asciiClasses[byte] = bonuses.asciiClass(UInt8(byte)).rawValue }
        for previous in 0..<Self.classCount {
            for current in 0..<Self.classCount {
                bonusTable[Int(previous * Self.classCount + current)] = bonuses.bonus(MatchText.CharClass(rawValue: previous)!,
                                                                                        MatchText.CharClass(rawValue: current)!)
            }
        }
    }

    /// The most cells an alignment may take (fzf's slab: 100 × 1024 16-bit values); an item
    /// longer than this over the term's length is matched by the first algorithm instead.
    static let cellLimit = 100 * 1024

    private(set) var scores = ScratchBuffer<Int16>(floor: 1024, limit: AlignmentScratch.cellLimit)
    private(set) var runs = ScratchBuffer<Int16>(floor: 1024, limit: AlignmentScratch.cellLimit)
    // A term of at least two characters: at most half the cells are columns.
    private(set) var bonuses = ScratchBuffer<Int16>(floor: 256, limit: AlignmentScratch.cellLimit / 2)
    private(set) var characters = ScratchBuffer<UInt32>(floor: 256, limit: AlignmentScratch.cellLimit / 2)
    private(set) var firsts = ScratchBuffer<Int>(floor: 16)
    private(set) var ends = ScratchBuffer<Int>(floor: 16)

    /// Whether an item of `count` characters can be aligned with a term of `length` here.
    static func fits(count: Int, length: Int) -> Bool {
        let (cells, overflow) = count.multipliedReportingOverflow(by: length)
        return !overflow && cells <= cellLimit
    }

    /// Room for `columns` × `rows` cells (within `cellLimit`), a bonus and a character per
    /// column, a first and a last place per row.
    func reserve(columns: Int, rows: Int) {
        let cells = columns * rows
        precondition(rows >= 2 && cells <= Self.cellLimit, "an alignment beyond the scratch's bound")
        // Most items fit the room the ones before took: three reads and out.
        guard cells > scores.capacity || columns > bonuses.capacity || rows > firsts.capacity else { return }
        scores.reserve(cells)
        runs.reserve(cells)
        bonuses.reserve(columns)
        characters.reserve(columns)
        firsts.reserve(rows)
        ends.reserve(rows)
    }

    // MARK: Places (`SparseAlignment`)

    /// Each slot's places, a list of `columns` room per slot, and each place's bonus.
    private(set) var places = ScratchBuffer<Int32>(floor: 1024, limit: AlignmentScratch.cellLimit)
    private(set) var placeBonuses = ScratchBuffer<Int16>(floor: 1024, limit: AlignmentScratch.cellLimit)
    /// Two rows of match cells: the row above and the row being worked out.
    private(set) var cellsAbove = ScratchBuffer<SparseAlignment.Cell>(floor: 256, limit: AlignmentScratch.cellLimit / 2)
    private(set) var cellsHere = ScratchBuffer<SparseAlignment.Cell>(floor: 256, limit: AlignmentScratch.cellLimit / 2)
    /// Per row: its slot, and its first and last place (indexes into `places`).
    private(set) var rowSlots = ScratchBuffer<Int>(floor: 16)
    private(set) var firstPlaces = ScratchBuffer<Int>(floor: 16)
    private(set) var lastPlaces = ScratchBuffer<Int>(floor: 16)
    /// Per slot: its character and how many places it has.
    private(set) var slotValues = ScratchBuffer<UInt32>(floor: 16)
    private(set) var slotCounts = ScratchBuffer<Int>(floor: 16)

    /// Room for a list of `columns` places for each of up to `rows` slots (within
    /// `cellLimit`), two rows of as many cells, and the rows' and slots' bookkeeping.
    func reserve(places columns: Int, rows: Int) {
        let cells = columns * rows
        precondition(rows >= 2 && cells <= Self.cellLimit, "an alignment beyond the scratch's bound")
        guard cells > places.capacity || columns > cellsAbove.capacity || rows > rowSlots.capacity else { return }
        places.reserve(cells)
        placeBonuses.reserve(cells)
        cellsAbove.reserve(columns)
        cellsHere.reserve(columns)
        rowSlots.reserve(rows)
        firstPlaces.reserve(rows)
        lastPlaces.reserve(rows)
        slotValues.reserve(rows)
        slotCounts.reserve(rows)
    }

    deinit {
        scores.deallocate()
        runs.deallocate()
        bonuses.deallocate()
        characters.deallocate()
        firsts.deallocate()
        ends.deallocate()
        places.deallocate()
        placeBonuses.deallocate()
        cellsAbove.deallocate()
        cellsHere.deallocate()
        rowSlots.deallocate()
        firstPlaces.deallocate()
        lastPlaces.deallocate()
        slotValues.deallocate()
        slotCounts.deallocate()
        asciiClasses.deallocate()
        bonusTable.deallocate()
    }
}
