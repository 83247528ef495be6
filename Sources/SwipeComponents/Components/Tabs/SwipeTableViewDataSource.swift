import CellCanvas

/// Supplies a `SwipeTableView` with its pages (SwipeTableView's data source). Each page
/// is a view: a `ListPage` of rows, a `GridPage` of cards, a `TextPage` of scrolling
/// text, or any `ItemView` (it scrolls by its `contentRows`); pages of different kinds
/// mix in one table. Views are asked for when their page comes into view and offered
/// back, to refill, when another page does.
///
/// A data source that gives no views gets list pages made from its rows: the row
/// methods below are the default list page's.
public protocol SwipeTableViewDataSource: AnyObject {
    /// How many pages (tabs) there are.
    func numberOfPages(in tableView: SwipeTableView) -> Int
    /// Page `page`'s label in the segment bar (sanitised and cut by the bar).
    func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String
    /// Page `page`'s view; `reusable` is a page view that left the screen, to refill.
    /// By default a `ListPage` of the rows the three methods below give.
    func swipeTableView(_ tableView: SwipeTableView, viewForPage page: Int, reusing reusable: (any ItemView)?) -> any ItemView
    /// How many rows page `page`'s default list has (0 by default); the table's
    /// `rowTotal` adds these up for every page.
    func swipeTableView(_ tableView: SwipeTableView, numberOfRowsInPage page: Int) -> Int
    /// The text of row `row` of page `page`'s default list, one line (drawn as is:
    /// sanitise untrusted text). Asked only while the row is visible.
    func swipeTableView(_ tableView: SwipeTableView, textForRow row: Int, inPage page: Int) -> String
    /// Whether page `page`'s default list rows are a notice (e.g. "(unreadable)") drawn dim, not items.
    func swipeTableView(_ tableView: SwipeTableView, rowsAreNoticeInPage page: Int) -> Bool
    /// The default header's lines above the bar (at most `headerHeight` of them), each
    /// with a style; unused when the table has a `headerView`.
    func headerLines(in tableView: SwipeTableView) -> [(text: String, style: Style)]
}

extension SwipeTableViewDataSource {
    public func swipeTableView(_ tableView: SwipeTableView, viewForPage page: Int, reusing reusable: (any ItemView)?) -> any ItemView {
        let list = reusable as? ListPage ?? ListPage()
        list.rowCount = swipeTableView(tableView, numberOfRowsInPage: page)
        list.isNotice = swipeTableView(tableView, rowsAreNoticeInPage: page)
        list.text = { [weak self, weak tableView] row in
            guard let self, let tableView else { return "" }
            return self.swipeTableView(tableView, textForRow: row, inPage: page)
        }
        return list
    }
    public func swipeTableView(_ tableView: SwipeTableView, numberOfRowsInPage page: Int) -> Int { 0 }
    public func swipeTableView(_ tableView: SwipeTableView, textForRow row: Int, inPage page: Int) -> String { "" }
    public func swipeTableView(_ tableView: SwipeTableView, rowsAreNoticeInPage page: Int) -> Bool { false }
    public func headerLines(in tableView: SwipeTableView) -> [(text: String, style: Style)] { [] }
}
