import CellCanvas

/// A page of a `SwipeTableView` made of items the table focuses and selects: a
/// `ListPage`'s rows, a `GridPage`'s cards. The table keeps each page's focused item,
/// moves it with the keys, keeps it on screen as the page scrolls, and asks the page
/// where its items are. A page that is not selectable (a `TextPage`, any `ItemView`)
/// just scrolls.
///
/// Items are numbered from 0. Rows are the page's content rows (row 0 at its top) and
/// columns its own (column 0 at its left edge), `width` the page's width in columns.
public protocol SelectablePage: ItemView {
    /// How many items the page has.
    var itemCount: Int { get }
    /// The content rows item `item` takes at `width` (what the table scrolls into view).
    func rows(ofItem item: Int, width: Int) -> Range<Int>
    /// The item `move` leads to from `item` at `width`, or nil when there is none that way
    /// (←/→ then switch tabs; ↑/↓ stay and scroll to the end).
    func item(_ move: PageMove, from item: Int, width: Int) -> Int?
    /// The item nearest content row `row` in line with `item` (same column), at `width`:
    /// where a screenful up or down lands, and where the focus goes when it scrolls away.
    /// nil with no items.
    func item(nearestRow row: Int, from item: Int, width: Int) -> Int?
    /// Where `draw` with this `region` and `scrollRow` puts each item it shows, in the
    /// coordinates of `region` (the cells of the item drawn, not clipped): the table adds
    /// them to its hit map as it draws the page, and a click goes to what is there.
    func frames(ofItemsIn region: Rect, scrollRow: Int) -> [(item: Int, frame: Rect)]
    /// Draws the page as `ItemView.draw` does (from `context.scrollRow` on, the items in
    /// `context.style`), `focused` standing out in its own style when the page is the one
    /// in use.
    func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext, focused: FocusedItem?)
}

extension SelectablePage {
    /// Draws the page with nothing focused.
    public func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        draw(in: region, on: &buffer, context: context, focused: nil)
    }
}

/// The item a `SelectablePage` shows as focused, and the look it has.
public struct FocusedItem: Sendable, Hashable {
    /// The item.
    public var item: Int
    /// Its look (the theme's focused card).
    public var style: CardStyle

    /// `item`, drawn in `style`.
    public init(item: Int, style: CardStyle) {
        self.item = item
        self.style = style
    }
}

/// A move of the focus on a `SelectablePage`: the arrow keys.
public enum PageMove: Sendable, Hashable {
    case up, down, left, right
}
