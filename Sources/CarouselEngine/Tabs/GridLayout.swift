/// STCollectionView's waterfall flow layout, in cells (seeds-behaviours §1.2 and §6):
/// sections one under another, each a header, its items in columns — every item goes
/// into the shortest column — and a footer. Column widths are whole cells, the
/// remainder spread over the columns from the left.
///
/// Items are numbered across sections, in order (a section's `firstItem` is its first).
/// Laying out costs O(items); finding the items in a band of rows costs O(log items +
/// items found), since each column's items run down the page in order.
public struct GridLayout: Sendable, Equatable {
    /// What one section holds.
    public struct Section: Sendable, Equatable {
        /// Its items' heights in rows (at least 1 each).
        public var itemHeights: [Int]
        /// How many columns its items are laid in (at least 1).
        public var columns: Int
        /// Rows of its header, above the items.
        public var headerRows: Int
        /// Rows of its footer, below the items.
        public var footerRows: Int

        /// A section of items `itemHeights` rows tall in `columns` columns, under a header
        /// and over a footer of the given rows.
        public init(itemHeights: [Int], columns: Int, headerRows: Int = 0, footerRows: Int = 0) {
            self.itemHeights = itemHeights.map { max($0, 1) }
            self.columns = max(columns, 1)
            self.headerRows = max(headerRows, 0)
            self.footerRows = max(footerRows, 0)
        }
    }

    /// Where one item is, in content cells.
    public struct Frame: Sendable, Equatable {
        /// The first column.
        public var x: Int
        /// The first content row.
        public var y: Int
        /// Columns wide.
        public var width: Int
        /// Rows tall.
        public var height: Int
        /// The section it belongs to.
        public var section: Int
        /// The column of the section it was placed in.
        public var column: Int

        /// The rows it covers.
        public var rows: Range<Int> { y..<(y + height) }
        /// Its middle row.
        public var middleRow: Int { y + height / 2 }
        /// Its middle column.
        public var middleColumn: Int { x + width / 2 }
    }

    /// Where one section is, in content rows.
    public struct Placement: Sendable, Equatable {
        /// All its rows: header, items and footer.
        public var rows: Range<Int>
        /// Its header's rows.
        public var header: Range<Int>
        /// Its footer's rows.
        public var footer: Range<Int>
        /// Its first item (numbered across sections).
        public var firstItem: Int
        /// How many items it has.
        public var itemCount: Int
        /// Each column's first column and width.
        public var columns: [(x: Int, width: Int)]

        public static func == (a: Placement, b: Placement) -> Bool {
            a.rows == b.rows && a.header == b.header && a.footer == b.footer && a.firstItem == b.firstItem
                && a.itemCount == b.itemCount && a.columns.elementsEqual(b.columns) { $0.x == $1.x && $0.width == $1.width }
        }
    }

    /// Blank columns at either side of the grid.
    public let inset: Int
    /// Blank columns between two columns.
    public let spacing: Int
    /// Blank rows between two items of a column.
    public let lineSpacing: Int
    /// The width laid out, in columns.
    public let width: Int
    /// Every item's frame, in item order.
    public let frames: [Frame]
    /// Every section's placement, in order.
    public let sections: [Placement]
    /// The rows of the whole grid.
    public let contentRows: Int
    /// Each section's columns: their items in order (each column runs down the page).
    private let lanes: [[[Int]]]
    /// Each item's place in its column.
    private let placesInColumn: [Int]

    /// `sections` laid out `width` columns wide, `inset` columns from either side,
    /// columns `spacing` apart and items of a column `lineSpacing` rows apart.
    public init(sections: [Section], width: Int, inset: Int = 1, spacing: Int = 1, lineSpacing: Int = 0) {
        self.inset = max(inset, 0)
        self.spacing = max(spacing, 0)
        self.lineSpacing = max(lineSpacing, 0)
        self.width = max(width, 0)
        var frames: [Frame] = []
        var placements: [Placement] = []
        var lanes: [[[Int]]] = []
        var places: [Int] = []
        var top = 0
        for (index, section) in sections.enumerated() {
            let columns = Self.columns(count: section.columns, width: self.width, inset: self.inset, spacing: self.spacing)
            var heights = Array(repeating: 0, count: columns.count)
            var sectionLanes = Array(repeating: [Int](), count: columns.count)
            let itemsTop = top + section.headerRows
            let first = frames.count
            for height in section.itemHeights {
                // The shortest column, the leftmost of equals.
                var column = 0
                for candidate in heights.indices where heights[candidate] < heights[column] { column = candidate }
                let y = itemsTop + heights[column] + (heights[column] > 0 ? self.lineSpacing : 0)
                places.append(sectionLanes[column].count)
                sectionLanes[column].append(frames.count)
                frames.append(Frame(x: columns[column].x, y: y, width: columns[column].width, height: height,
                                    section: index, column: column))
                heights[column] = y + height - itemsTop
            }
            let itemsBottom = itemsTop + (heights.max() ?? 0)
            let bottom = itemsBottom + section.footerRows
            placements.append(Placement(rows: top..<bottom, header: top..<itemsTop, footer: itemsBottom..<bottom,
                                        firstItem: first, itemCount: frames.count - first, columns: columns))
            lanes.append(sectionLanes)
            top = bottom
        }
        self.frames = frames
        self.sections = placements
        self.lanes = lanes
        placesInColumn = places
        contentRows = top
    }

    /// `count` columns of whole cells across `width` minus the insets and spacing; the
    /// columns left over widen the first ones by one each. At least one column wide.
    static func columns(count: Int, width: Int, inset: Int, spacing: Int) -> [(x: Int, width: Int)] {
        let usable = max(width - 2 * inset - spacing * (count - 1), count)
        let base = usable / count, remainder = usable % count
        var x = inset
        return (0..<count).map { column in
            let columnWidth = base + (column < remainder ? 1 : 0)
            defer { x += columnWidth + spacing }
            return (x, columnWidth)
        }
    }

    /// The narrowest column's width when `columns` columns share `width` columns with
    /// `inset` on either side and `spacing` between them (at least 1).
    public static func columnWidth(columns: Int, width: Int, inset: Int = 1, spacing: Int = 1) -> Int {
        let count = max(columns, 1)
        return Self.columns(count: count, width: max(width, 0), inset: max(inset, 0), spacing: max(spacing, 0)).last?.width ?? 1
    }

    /// How many items there are.
    public var itemCount: Int { frames.count }

    /// The items with a row in `rows`, section by section and column by column.
    public func items(inRows rows: Range<Int>) -> [Int] {
        guard !rows.isEmpty else { return [] }
        var found: [Int] = []
        for section in sectionIndexes(overlapping: rows) {
            for lane in lanes[section] {
                // The first item of the column that ends below the band's top.
                var low = 0, high = lane.count
                while low < high {
                    let middle = (low + high) / 2
                    if frames[lane[middle]].rows.upperBound <= rows.lowerBound { low = middle + 1 } else { high = middle }
                }
                var index = low
                while index < lane.count, frames[lane[index]].y < rows.upperBound {
                    found.append(lane[index])
                    index += 1
                }
            }
        }
        return found
    }

    /// The sections with a header whose rows meet `rows`.
    public func headers(inRows rows: Range<Int>) -> [Int] {
        sectionIndexes(overlapping: rows).filter { !sections[$0].header.isEmpty && sections[$0].header.overlaps(rows) }
    }

    /// The sections with a footer whose rows meet `rows`.
    public func footers(inRows rows: Range<Int>) -> [Int] {
        sectionIndexes(overlapping: rows).filter { !sections[$0].footer.isEmpty && sections[$0].footer.overlaps(rows) }
    }

    /// The item below `item` in its column, else the first one in the nearest column of
    /// the next section with items; nil at the end of the grid.
    public func item(below item: Int) -> Int? {
        guard frames.indices.contains(item) else { return nil }
        let frame = frames[item]
        let lane = lanes[frame.section][frame.column], place = placesInColumn[item]
        if place + 1 < lane.count { return lane[place + 1] }
        var section = frame.section + 1
        while section < sections.count {
            if let found = topmost(inSection: section, nearColumn: frame.middleColumn) { return found }
            section += 1
        }
        return nil
    }

    /// The item above `item` in its column, else the last one in the nearest column of
    /// the previous section with items; nil at the top of the grid.
    public func item(above item: Int) -> Int? {
        guard frames.indices.contains(item) else { return nil }
        let frame = frames[item]
        let lane = lanes[frame.section][frame.column], place = placesInColumn[item]
        if place > 0 { return lane[place - 1] }
        var section = frame.section - 1
        while section >= 0 {
            if let found = bottommost(inSection: section, nearColumn: frame.middleColumn) { return found }
            section -= 1
        }
        return nil
    }

    /// The item beside `item` in the next column (`direction` +1) or the previous one
    /// (−1) of its section: the one whose rows are nearest its middle row; nil at the
    /// section's edge or in a column with nothing in it.
    public func item(besides item: Int, direction: Int) -> Int? {
        guard frames.indices.contains(item), direction != 0 else { return nil }
        let frame = frames[item]
        let columns = lanes[frame.section]
        let column = frame.column + (direction > 0 ? 1 : -1)
        guard columns.indices.contains(column) else { return nil }
        return nearest(in: columns[column], toRow: frame.middleRow)
    }

    /// The item nearest content row `row` in the column nearest `column`: the section
    /// holding the row (or the nearest one with items), then the item of that column
    /// whose rows are nearest. nil with no items.
    public func item(nearestRow row: Int, column: Int) -> Int? {
        guard !frames.isEmpty else { return nil }
        // The section holding the row, by a binary search over their rows.
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].rows.upperBound <= row { low = middle + 1 } else { high = middle }
        }
        var candidates: [Int] = []
        for distance in 0..<sections.count {
            for section in Set([low - distance, low + distance]) where sections.indices.contains(section) && sections[section].itemCount > 0 {
                let lane = nearestLane(inSection: section, toColumn: column)
                if let found = nearest(in: lane, toRow: row) { candidates.append(found) }
            }
            if !candidates.isEmpty { break }
        }
        return candidates.min { distance(of: $0, toRow: row) < distance(of: $1, toRow: row) }
    }

    // MARK: Internals

    /// The sections whose rows meet `rows` (a binary search for the first).
    private func sectionIndexes(overlapping rows: Range<Int>) -> [Int] {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].rows.upperBound <= rows.lowerBound { low = middle + 1 } else { high = middle }
        }
        var found: [Int] = []
        var section = low
        while section < sections.count, sections[section].rows.lowerBound < rows.upperBound {
            if !sections[section].rows.isEmpty { found.append(section) }
            section += 1
        }
        return found
    }

    /// The non-empty column of `section` whose middle is nearest `column`.
    private func nearestLane(inSection section: Int, toColumn column: Int) -> [Int] {
        let placement = sections[section]
        let filled = lanes[section].indices.filter { !lanes[section][$0].isEmpty }
        guard let best = filled.min(by: {
            abs(placement.columns[$0].x + placement.columns[$0].width / 2 - column)
                < abs(placement.columns[$1].x + placement.columns[$1].width / 2 - column)
        }) else { return [] }
        return lanes[section][best]
    }

    private func topmost(inSection section: Int, nearColumn column: Int) -> Int? {
        nearestLane(inSection: section, toColumn: column).first
    }

    private func bottommost(inSection section: Int, nearColumn column: Int) -> Int? {
        nearestLane(inSection: section, toColumn: column).last
    }

    /// Rows from `row` to item `item`'s rows (0 when it covers the row).
    private func distance(of item: Int, toRow row: Int) -> Int {
        let rows = frames[item].rows
        return row < rows.lowerBound ? rows.lowerBound - row : row >= rows.upperBound ? row - rows.upperBound + 1 : 0
    }

    /// The item of a column (`lane`, in order down the page) nearest row `row`.
    private func nearest(in lane: [Int], toRow row: Int) -> Int? {
        guard !lane.isEmpty else { return nil }
        var low = 0, high = lane.count
        while low < high {
            let middle = (low + high) / 2
            if frames[lane[middle]].rows.upperBound <= row { low = middle + 1 } else { high = middle }
        }
        let candidates = [low - 1, low].filter { lane.indices.contains($0) }.map { lane[$0] }
        return candidates.min { distance(of: $0, toRow: row) < distance(of: $1, toRow: row) }
    }
}
