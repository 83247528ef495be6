import CellCanvas

/// Supplies a `SwipeTableView` with its pages and their rows (SwipeTableView's
/// per-page table data sources, one protocol). Rows are asked for only while visible.
public protocol SwipeTableViewDataSource: AnyObject {
    /// How many pages (tabs) there are.
    func numberOfPages(in tableView: SwipeTableView) -> Int
    /// Page `page`'s label in the segment bar (sanitised and cut by the view).
    func swipeTableView(_ tableView: SwipeTableView, titleForPage page: Int) -> String
    /// How many rows page `page`'s list has.
    func swipeTableView(_ tableView: SwipeTableView, numberOfRowsInPage page: Int) -> Int
    /// The text of row `row` of page `page`, one line (drawn as is: sanitise untrusted text).
    func swipeTableView(_ tableView: SwipeTableView, textForRow row: Int, inPage page: Int) -> String
    /// Whether page `page`'s rows are a notice (e.g. "(unreadable)") drawn dim, not items.
    func swipeTableView(_ tableView: SwipeTableView, rowsAreNoticeInPage page: Int) -> Bool
    /// The header's lines above the bar (at most `SwipeTableView.headerRows`), each with a style.
    func headerLines(in tableView: SwipeTableView) -> [(text: String, style: Style)]
}

extension SwipeTableViewDataSource {
    public func swipeTableView(_ tableView: SwipeTableView, rowsAreNoticeInPage page: Int) -> Bool { false }
    public func headerLines(in tableView: SwipeTableView) -> [(text: String, style: Style)] { [] }
}

/// Told what a `SwipeTableView` does; every method has a default.
public protocol SwipeTableViewDelegate: AnyObject {
    /// Row `row` of page `page` was chosen (Enter, or a click on the focused row).
    func swipeTableView(_ tableView: SwipeTableView, didSelectRow row: Int, inPage page: Int)
    /// The page in use changed (half way through a slide).
    func swipeTableView(_ tableView: SwipeTableView, currentPageDidChangeTo page: Int)
    /// Why page `page` cannot be pulled to refresh, or nil when it can (the default: it cannot).
    func swipeTableView(_ tableView: SwipeTableView, refusalToRefreshPage page: Int) -> String?
    /// The pull was let go past the threshold: read page `page`'s rows again (the view
    /// then asks for their number). Returns a remark for a status line.
    func swipeTableView(_ tableView: SwipeTableView, refreshPage page: Int) -> String?
}

extension SwipeTableViewDelegate {
    public func swipeTableView(_ tableView: SwipeTableView, didSelectRow row: Int, inPage page: Int) {}
    public func swipeTableView(_ tableView: SwipeTableView, currentPageDidChangeTo page: Int) {}
    public func swipeTableView(_ tableView: SwipeTableView, refusalToRefreshPage page: Int) -> String? { "nothing to refresh from" }
    public func swipeTableView(_ tableView: SwipeTableView, refreshPage page: Int) -> String? { nil }
}
