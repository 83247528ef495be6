/// Told what a `SwipeTableView` does, in SwipeTableView's vocabulary; every method has a
/// default (selection allowed, nothing refreshes, the default refresh height).
public protocol SwipeTableViewDelegate: AnyObject {
    /// Whether item `item` of page `page` may be selected (Enter, or a click on the
    /// focused item): SwipeTableView's `shouldSelectItemAtIndex`, asked with the item too.
    func swipeTableView(_ tableView: SwipeTableView, shouldSelectItem item: Int, inPage page: Int) -> Bool
    /// Item `item` of page `page` was selected: a list's row, a grid's cell (numbered
    /// across sections, see `GridPage.index(ofItem:)`), or 0 on a page of another kind.
    func swipeTableView(_ tableView: SwipeTableView, didSelectItem item: Int, inPage page: Int)
    /// The page in use changed (half way through a slide).
    func swipeTableView(_ tableView: SwipeTableView, currentPageDidChangeTo page: Int)
    /// The pages moved sideways (every step of a slide, a drag or a glide).
    func swipeTableViewDidScroll(_ tableView: SwipeTableView)
    /// The pointer took hold of the pages.
    func swipeTableViewWillBeginDragging(_ tableView: SwipeTableView)
    /// The pointer let go of the pages; `willDecelerate` when they glide on.
    func swipeTableViewDidEndDragging(_ tableView: SwipeTableView, willDecelerate: Bool)
    /// The pages glide on after a release or a wheel notch.
    func swipeTableViewWillBeginDecelerating(_ tableView: SwipeTableView)
    /// A glide of the pages came to rest.
    func swipeTableViewDidEndDecelerating(_ tableView: SwipeTableView)
    /// A slide that was asked for (a key, `switchTab(to:at:)`, a snap after a drag) came to rest.
    func swipeTableViewDidEndScrollingAnimation(_ tableView: SwipeTableView)
    /// Why page `page` cannot be pulled to refresh, or nil when it can (the default: it cannot).
    func swipeTableView(_ tableView: SwipeTableView, refusalToRefreshPage page: Int) -> String?
    /// Rows to pull page `page` before a release refreshes it, which are also the rows
    /// its refresh row keeps open (SwipeTableView's `heightForRefreshHeaderAtIndex`; 3 by default).
    func swipeTableView(_ tableView: SwipeTableView, refreshHeightForPage page: Int) -> Int
    /// The pull was let go past the threshold: read page `page` again (the view then asks
    /// for its view and rows again). Returns a remark for a status line.
    func swipeTableView(_ tableView: SwipeTableView, refreshPage page: Int) -> String?
}

extension SwipeTableViewDelegate {
    public func swipeTableView(_ tableView: SwipeTableView, shouldSelectItem item: Int, inPage page: Int) -> Bool { true }
    public func swipeTableView(_ tableView: SwipeTableView, didSelectItem item: Int, inPage page: Int) {}
    public func swipeTableView(_ tableView: SwipeTableView, currentPageDidChangeTo page: Int) {}
    public func swipeTableViewDidScroll(_ tableView: SwipeTableView) {}
    public func swipeTableViewWillBeginDragging(_ tableView: SwipeTableView) {}
    public func swipeTableViewDidEndDragging(_ tableView: SwipeTableView, willDecelerate: Bool) {}
    public func swipeTableViewWillBeginDecelerating(_ tableView: SwipeTableView) {}
    public func swipeTableViewDidEndDecelerating(_ tableView: SwipeTableView) {}
    public func swipeTableViewDidEndScrollingAnimation(_ tableView: SwipeTableView) {}
    public func swipeTableView(_ tableView: SwipeTableView, refusalToRefreshPage page: Int) -> String? { "nothing to refresh from" }
    public func swipeTableView(_ tableView: SwipeTableView, refreshHeightForPage page: Int) -> Int { 3 }
    public func swipeTableView(_ tableView: SwipeTableView, refreshPage page: Int) -> String? { nil }
}
