import CarouselEngine
import CellCanvas

/// A page of cards in columns, by sections: SwipeTableView's `STCollectionView` with its
/// waterfall flow layout (`GridLayout`). Each section has a header row (its title) over
/// its items, each item going into the shortest column, and a footer row; items are item
/// views, a `Card` or any view of your own. ↑/↓ move through a column (and on into the
/// next section), ←/→ between columns; the table switches tabs at either edge.
///
/// Items are numbered across sections: `index(ofItem:)` and `item(at:)` convert. The
/// layout is made once per width, and only the items in view are asked for and drawn.
///
/// ```swift
/// let grid = reusable as? GridPage ?? GridPage()
/// grid.dataSource = photos           // sections, columns, heights, views, titles
/// grid.reloadData()
/// return grid
/// ```
public final class GridPage: SelectablePage {
    /// Where the sections and items come from; call `reloadData()` when they change.
    public weak var dataSource: (any GridPageDataSource)? {
        didSet { reloadData() }
    }
    /// Blank columns at either side of the grid.
    public var inset = 1 {
        didSet { layouts = nil }
    }
    /// Blank columns between columns.
    public var spacing = 1 {
        didSet { layouts = nil }
    }
    /// Blank rows between the items of a column.
    public var lineSpacing = 0 {
        didSet { layouts = nil }
    }

    /// The layout of the last width asked for.
    private var layouts: (width: Int, layout: GridLayout)?
    /// Items per section, as of the last reload.
    private var counts: [Int]?
    /// Counts the reloads, so that what the grid shows after one differs from before.
    private var generation = 0
    /// The views of the items on screen, those that left it for reuse, and the cells they
    /// drew: the store every component keeps its items in.
    private let store = ItemViewStore()

    /// An empty grid; give it a data source.
    public init(dataSource: (any GridPageDataSource)? = nil) {
        self.dataSource = dataSource
    }

    /// Asks the data source for the sections, items and views again.
    public func reloadData() {
        layouts = nil
        counts = nil
        store.removeAll()
        generation += 1
    }

    /// The grid laid out `width` columns wide.
    public func layout(width: Int) -> GridLayout {
        if let layouts, layouts.width == width { return layouts.layout }
        let sectionCounts = self.sectionCounts
        var sections: [GridLayout.Section] = []
        sections.reserveCapacity(sectionCounts.count)
        for (section, count) in sectionCounts.enumerated() {
            let columns = max(dataSource?.gridPage(self, numberOfColumnsInSection: section) ?? 1, 1)
            let columnWidth = GridLayout.columnWidth(columns: columns, width: width, inset: inset, spacing: spacing)
            let heights = (0..<count).map { item in
                dataSource?.gridPage(self, heightOfItemAt: GridIndex(section: section, item: item), width: columnWidth) ?? 3
            }
            let header = dataSource?.gridPage(self, titleForHeaderInSection: section) == nil ? 0 : 1
            let footer = dataSource?.gridPage(self, titleForFooterInSection: section) == nil ? 0 : 1
            sections.append(GridLayout.Section(itemHeights: heights, columns: columns, headerRows: header, footerRows: footer))
        }
        let layout = GridLayout(sections: sections, width: width, inset: inset, spacing: spacing, lineSpacing: lineSpacing)
        layouts = (width, layout)
        return layout
    }

    /// Section and place of item `item` (numbered across sections), if there is one.
    public func index(ofItem item: Int) -> GridIndex? {
        var first = 0
        for (section, count) in sectionCounts.enumerated() {
            if item >= first && item < first + count { return GridIndex(section: section, item: item - first) }
            first += count
        }
        return nil
    }

    /// The number, across sections, of the item at `index`, if there is one.
    public func item(at index: GridIndex) -> Int? {
        let counts = sectionCounts
        guard counts.indices.contains(index.section), index.item >= 0, index.item < counts[index.section] else { return nil }
        return counts[..<index.section].reduce(0, +) + index.item
    }

    // MARK: SelectablePage

    public var itemCount: Int { sectionCounts.reduce(0, +) }

    public func contentRows(width: Int) -> Int? { layout(width: width).contentRows }

    /// The item's rows; a section's first items take its header with them, so moving onto
    /// them shows the header too.
    public func rows(ofItem item: Int, width: Int) -> Range<Int> {
        let layout = layout(width: width)
        guard layout.frames.indices.contains(item) else { return 0..<0 }
        let frame = layout.frames[item]
        let section = layout.sections[frame.section]
        let firstRow = frame.y == section.header.upperBound ? section.rows.lowerBound : frame.y
        return firstRow..<frame.rows.upperBound
    }

    public func item(_ move: PageMove, from item: Int, width: Int) -> Int? {
        let layout = layout(width: width)
        switch move {
        case .up: return layout.item(above: item)
        case .down: return layout.item(below: item)
        case .left: return layout.item(besides: item, direction: -1)
        case .right: return layout.item(besides: item, direction: 1)
        }
    }

    public func item(nearestRow row: Int, from item: Int, width: Int) -> Int? {
        let layout = layout(width: width)
        let column = layout.frames.indices.contains(item) ? layout.frames[item].middleColumn : 0
        return layout.item(nearestRow: row, column: column)
    }

    /// The cards with a row in view, where their frames put them.
    public func frames(ofItemsIn region: Rect, scrollRow: Int) -> [(item: Int, frame: Rect)] {
        guard !region.isEmpty else { return [] }
        let layout = layout(width: region.width)
        let top = max(scrollRow, 0)
        return layout.items(inRows: top..<(top + region.height)).map { item in
            let frame = layout.frames[item]
            return (item, Rect(x: region.x + frame.x, y: region.y + frame.y - top, width: frame.width, height: frame.height))
        }
    }

    /// Exactly the cards with a row in view at `size` from `context.scrollRow` on have
    /// views: new ones are asked for (offered one that left view to refill), those that
    /// left go for reuse.
    public func loadContent(size: Size, context: ItemContext) {
        guard size.columns > 0, size.rows > 0 else { return }
        let top = max(context.scrollRow, 0)
        let shown = layout(width: size.columns).items(inRows: top..<(top + size.rows))
        store.unload(keeping: Set(shown))
        for item in shown {
            store.load(item) { reusable in makeView(item, reusing: reusable) }
        }
    }

    /// What the cards in view show, for a host to tell when to draw the page again: the
    /// loaded cards' drawing keys after the grid's own. nil while a card in view has none.
    public var drawingKey: AnyHashable? {
        let keys = store.drawingKeys
        guard !keys.contains(where: { $0 == nil }) else { return nil }
        return [AnyHashable(generation)] + keys.map { $0! }
    }

    /// The headers, footers and cards with a row in view, from `context.scrollRow` on:
    /// cards in `context.style`, the focused one in its own. The cards are those
    /// `loadContent` loaded for this size and scroll; a card not loaded is left blank.
    public func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext, focused: FocusedItem?) {
        guard !region.isEmpty else { return }
        let layout = layout(width: region.width)
        let top = max(context.scrollRow, 0)
        let rows = top..<(top + region.height)
        for section in layout.headers(inRows: rows) {
            let title = Sanitizer.line((dataSource?.gridPage(self, titleForHeaderInSection: section) ?? "").prefix(256))
            let y = region.y + layout.sections[section].header.lowerBound - top
            let x = region.x + layout.inset
            let drawn = buffer.write(TextLayout.truncate(title, width: max(region.width - 2 * layout.inset, 1)), x: x, y: y,
                                     style: context.style.title, clip: region)
            buffer.fill(Rect(x: x + drawn + 1, y: y, width: region.maxX - layout.inset - x - drawn - 1, height: 1),
                        with: Cell("─", style: context.style.border), clip: region)
        }
        for section in layout.footers(inRows: rows) {
            let text = Sanitizer.line((dataSource?.gridPage(self, titleForFooterInSection: section) ?? "").prefix(256))
            buffer.write(TextLayout.truncate(text, width: max(region.width - 2 * layout.inset, 1)), x: region.x + layout.inset,
                         y: region.y + layout.sections[section].footer.lowerBound - top, style: Style(attributes: .dim), clip: region)
        }
        for item in layout.items(inRows: rows) {
            let frame = layout.frames[item]
            guard let view = store[item] else { continue }
            let isFocused = focused?.item == item
            let itemContext = ItemContext(isFocused: isFocused, style: isFocused ? focused?.style ?? context.style : context.style,
                                          pictures: context.pictures)
            let card = store.cells(for: view, size: Size(columns: frame.width, rows: frame.height), context: itemContext)
            buffer.paste(card, at: Point(x: region.x + frame.x, y: region.y + frame.y - top), clip: region)
        }
    }

    // MARK: Internals

    /// Items per section, asked for once per reload.
    private var sectionCounts: [Int] {
        if let counts { return counts }
        let sections = max(dataSource?.numberOfSections(in: self) ?? 0, 0)
        let made = (0..<sections).map { max(dataSource?.gridPage(self, numberOfItemsInSection: $0) ?? 0, 0) }
        counts = made
        return made
    }

    /// Item `item`'s view from the data source, refilling `reusable` if it likes.
    private func makeView(_ item: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        guard let index = index(ofItem: item), let dataSource else { return Card(title: "", blocks: []) }
        return dataSource.gridPage(self, viewForItemAt: index, reusing: reusable)
    }
}
