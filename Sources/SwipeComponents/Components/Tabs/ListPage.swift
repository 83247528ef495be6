import CellCanvas

/// A page of one-line rows, one item each: SwipeTableView's table view pages. Row texts
/// are asked for only while visible, so a page may hold millions; a row too long for the
/// page is cut. The focused row of the page in use is drawn reversed.
///
/// ```swift
/// let list = reusable as? ListPage ?? ListPage()
/// list.rowCount = files.count
/// list.text = { files[$0].name }
/// return list
/// ```
public final class ListPage: SelectablePage {
    /// How many rows there are.
    public var rowCount: Int
    /// Whether the rows are a notice (e.g. "(unreadable)"), drawn dim, not items.
    public var isNotice: Bool
    /// The text of a row, one line (drawn as is: sanitise untrusted text).
    public var text: (Int) -> String

    /// A list of `rowCount` rows whose texts `text` gives; `isNotice` draws them dim.
    public init(rowCount: Int = 0, isNotice: Bool = false, text: @escaping (Int) -> String = { _ in "" }) {
        self.rowCount = rowCount
        self.isNotice = isNotice
        self.text = text
    }

    /// A list of `rows`, as they are.
    public convenience init(rows: [String]) {
        self.init(rowCount: rows.count) { rows[$0] }
    }

    public var itemCount: Int { max(rowCount, 0) }

    /// A row per item.
    public func contentRows(width: Int) -> Int? { itemCount }

    public func rows(ofItem item: Int, width: Int) -> Range<Int> { item..<(item + 1) }

    /// The row above or below (none past either end); nothing sideways.
    public func item(_ move: PageMove, from item: Int, width: Int) -> Int? {
        switch move {
        case .up: return item > 0 ? item - 1 : nil
        case .down: return item + 1 < itemCount ? item + 1 : nil
        case .left, .right: return nil
        }
    }

    public func item(nearestRow row: Int, from item: Int, width: Int) -> Int? {
        itemCount > 0 ? min(max(row, 0), itemCount - 1) : nil
    }

    /// A row of the region's width per item drawn.
    public func frames(ofItemsIn region: Rect, scrollRow: Int) -> [(item: Int, frame: Rect)] {
        let first = max(scrollRow, 0)
        let end = min(first + max(region.height, 0), itemCount)
        guard end > first else { return [] }
        return (first..<end).map { ($0, Rect(x: region.x, y: region.y + $0 - first, width: region.width, height: 1)) }
    }

    /// The rows from `context.scrollRow` on, one column in from either side; "(empty)"
    /// when there are none.
    public func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext, focused: FocusedItem?) {
        guard !region.isEmpty else { return }
        let dim = Style(attributes: .dim)
        if itemCount == 0 {
            buffer.write("(empty)", x: region.x + 1, y: region.y, style: dim, clip: region)
            return
        }
        let first = max(context.scrollRow, 0)
        let end = min(first + region.height, itemCount)
        guard end > first else { return }
        for row in first..<end {
            let y = region.y + row - first
            let line = TextLayout.truncate(text(row), width: max(region.width - 2, 1))
            if let focused, focused.item == row {
                let style = focused.style.title.adding(.reverse)
                buffer.fill(Rect(x: region.x, y: y, width: region.width, height: 1), with: .blank(style), clip: region)
                buffer.write(line, x: region.x + 1, y: y, style: style, clip: region)
            } else {
                buffer.write(line, x: region.x + 1, y: y, style: isNotice ? dim : .plain, clip: region)
            }
        }
    }
}
