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

    private(set) var scores = UnsafeMutablePointer<Int16>.allocate(capacity: 0)
    private(set) var runs = UnsafeMutablePointer<Int16>.allocate(capacity: 0)
    private(set) var bonuses = UnsafeMutablePointer<Int16>.allocate(capacity: 0)
    private(set) var characters = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private(set) var firsts = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    private(set) var ends = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    private var cellCapacity = 0, columnCapacity = 0, rowCapacity = 0

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
        if cells > cellCapacity {
            cellCapacity = min(max(cells, cellCapacity * 2, 1024), Self.cellLimit)
            scores.deallocate()
            runs.deallocate()
            scores = .allocate(capacity: cellCapacity)
            runs = .allocate(capacity: cellCapacity)
        }
        if columns > columnCapacity {
            // A term of at least two characters: at most half the cells are columns.
            columnCapacity = min(max(columns, columnCapacity * 2, 256), Self.cellLimit / 2)
            bonuses.deallocate()
            characters.deallocate()
            bonuses = .allocate(capacity: columnCapacity)
            characters = .allocate(capacity: columnCapacity)
        }
        if rows > rowCapacity {
            rowCapacity = max(rows, 16)
            firsts.deallocate()
            ends.deallocate()
            firsts = .allocate(capacity: rowCapacity)
            ends = .allocate(capacity: rowCapacity)
        }
    }

    // MARK: Places (`SparseAlignment`)

    /// Each slot's places, a list of `columns` room per slot, and each place's bonus.
    private(set) var places = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var placeBonuses = UnsafeMutablePointer<Int16>.allocate(capacity: 0)
    /// Two rows of match cells: the row above and the row being worked out.
    private(set) var cellsAbove = UnsafeMutablePointer<SparseAlignment.Cell>.allocate(capacity: 0)
    private(set) var cellsHere = UnsafeMutablePointer<SparseAlignment.Cell>.allocate(capacity: 0)
    /// Per row: its slot, and its first and last place (indexes into `places`).
    private(set) var rowSlots = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    private(set) var firstPlaces = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    private(set) var lastPlaces = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    /// Per slot: its character and how many places it has.
    private(set) var slotValues = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private(set) var slotCounts = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    private var placeCapacity = 0, placeColumnCapacity = 0, placeRowCapacity = 0

    /// Room for a list of `columns` places for each of up to `rows` slots (within
    /// `cellLimit`), two rows of as many cells, and the rows' and slots' bookkeeping.
    func reserve(places columns: Int, rows: Int) {
        let cells = columns * rows
        precondition(rows >= 2 && cells <= Self.cellLimit, "an alignment beyond the scratch's bound")
        if cells > placeCapacity {
            placeCapacity = min(max(cells, placeCapacity * 2, 1024), Self.cellLimit)
            places.deallocate()
            placeBonuses.deallocate()
            places = .allocate(capacity: placeCapacity)
            placeBonuses = .allocate(capacity: placeCapacity)
        }
        if columns > placeColumnCapacity {
            placeColumnCapacity = min(max(columns, placeColumnCapacity * 2, 256), Self.cellLimit / 2)
            cellsAbove.deallocate()
            cellsHere.deallocate()
            cellsAbove = .allocate(capacity: placeColumnCapacity)
            cellsHere = .allocate(capacity: placeColumnCapacity)
        }
        if rows > placeRowCapacity {
            placeRowCapacity = max(rows, 16)
            for pointer in [rowSlots, firstPlaces, lastPlaces, slotCounts] { pointer.deallocate() }
            slotValues.deallocate()
            rowSlots = .allocate(capacity: placeRowCapacity)
            firstPlaces = .allocate(capacity: placeRowCapacity)
            lastPlaces = .allocate(capacity: placeRowCapacity)
            slotCounts = .allocate(capacity: placeRowCapacity)
            slotValues = .allocate(capacity: placeRowCapacity)
        }
    }

    deinit {
        places.deallocate()
        placeBonuses.deallocate()
        cellsAbove.deallocate()
        cellsHere.deallocate()
        for pointer in [rowSlots, firstPlaces, lastPlaces, slotCounts] { pointer.deallocate() }
        slotValues.deallocate()
        scores.deallocate()
        runs.deallocate()
        bonuses.deallocate()
        characters.deallocate()
        firsts.deallocate()
        ends.deallocate()
        asciiClasses.deallocate()
        bonusTable.deallocate()
    }
}
