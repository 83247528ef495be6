import CellCanvas

/// The bar of a `SwipeTableView`, under its header (SwipeTableView's `swipeHeaderBar`):
/// it sticks at the top once the header has scrolled away. The default is a
/// `SegmentBar`; a bar of your own draws whatever it likes from the pages' position.
public protocol SwipeTableBar: AnyObject {
    /// How many rows the bar takes.
    var rows: Int { get }
    /// The pages were reloaded: these are their titles, in order.
    func reload(titles: [String])
    /// Draws the bar inside `region` (`rows` tall, the table's width) as the pages stand,
    /// and returns what a click there opens: `.tab(page)` entries over the cells of each
    /// label drawn, in the coordinates of `buffer` (an empty map: nothing to click).
    func draw(in region: Rect, on buffer: inout CellBuffer, state: TabBarState) -> HitMap
}

extension SwipeTableBar {
    public func reload(titles: [String]) {}
}

/// How the pages stand, for a bar to draw.
public struct TabBarState: Sendable, Equatable {
    /// Where the pages are, in pages: `k` shows page `k`, fractions while they slide.
    public var position: Double
    /// The page in use (the one more than half in view), −1 with no pages.
    public var currentPage: Int
    /// How many pages there are.
    public var pageCount: Int
    /// The table's look.
    public var theme: Theme

    /// The pages at `position`, `currentPage` in use, of `pageCount`, in `theme`.
    public init(position: Double, currentPage: Int, pageCount: Int, theme: Theme) {
        self.position = position
        self.currentPage = currentPage
        self.pageCount = pageCount
        self.theme = theme
    }
}
