import CellCanvas

/// The cells item views drew, kept by drawing key, size and context, up to `limit` cells
/// in all: past it, the cells used longest ago go first. A view drawn again at a size and
/// in a context it was drawn in (a linear carousel in motion, cover flow's side cards, a
/// deck's cards, any component at rest) costs a copy instead of a layout.
struct ItemCells {
    /// What a view's cells are kept under.
    struct Key: Hashable {
        let drawingKey: AnyHashable
        let size: Size
        let context: ItemContext
        /// `drawingKey`'s hash, worked out once: a card's key hashes all its text, and a
        /// card in motion is looked up at a new size every frame (`reusingHash(of:)`).
        let drawingKeyHash: Int

        init(drawingKey: AnyHashable, size: Size, context: ItemContext) {
            self.init(drawingKey: drawingKey, size: size, context: context, drawingKeyHash: drawingKey.hashValue)
        }

        private init(drawingKey: AnyHashable, size: Size, context: ItemContext, drawingKeyHash: Int) {
            self.drawingKey = drawingKey
            self.size = size
            self.context = context
            self.drawingKeyHash = drawingKeyHash
        }

        /// The key for `drawingKey` (which is `other`'s) at `size` in `context`, its hash
        /// taken from `other`'s.
        static func sharingDrawingKey(of other: Key, size: Size, context: ItemContext) -> Key {
            Key(drawingKey: other.drawingKey, size: size, context: context, drawingKeyHash: other.drawingKeyHash)
        }

        /// The cheap parts first: the drawing key (a whole card) is compared last.
        static func == (a: Key, b: Key) -> Bool {
            a.size == b.size && a.drawingKeyHash == b.drawingKeyHash && a.context == b.context && a.drawingKey == b.drawingKey
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(drawingKeyHash)
            hasher.combine(size)
            hasher.combine(context)
        }
    }

    /// The default limit: 512 Ki cells (12 MiB), some hundreds of cards, a few dozen full screens.
    static let defaultLimit = 1 << 19

    /// How many cells are kept at most.
    let limit: Int
    private var entries: [Key: (cells: CellBuffer, lastUse: Int)] = [:]
    /// The cells kept now.
    private(set) var cellCount = 0
    /// Counts uses, to tell which entry was used longest ago.
    private var uses = 0

    /// Nothing kept, up to `limit` cells.
    init(limit: Int = defaultLimit) {
        self.limit = max(limit, 0)
    }

    /// The cells kept under `key`, if any (marked as just used).
    mutating func cells(for key: Key) -> CellBuffer? {
        guard let entry = entries[key] else { return nil }
        uses += 1
        entries[key]?.lastUse = uses
        return entry.cells
    }

    /// Keeps `cells` under `key`; cells larger than the limit are not kept. Past the
    /// limit, the entries used longest ago go until a quarter of it is free, so eviction
    /// happens now and then, not at every new entry.
    mutating func keep(_ cells: CellBuffer, for key: Key) {
        let area = cells.size.area
        guard area <= limit else { return }
        uses += 1
        if let old = entries.updateValue((cells, uses), forKey: key) { cellCount -= old.cells.size.area }
        cellCount += area
        guard cellCount > limit else { return }
        let target = limit - limit / 4
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where cellCount > target {
            entries[key] = nil
            cellCount -= entry.cells.size.area
        }
    }

    /// Forgets every cell.
    mutating func removeAll() {
        entries.removeAll()
        cellCount = 0
    }
}
