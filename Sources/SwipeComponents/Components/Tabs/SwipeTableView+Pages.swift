import CarouselEngine
import CellCanvas

/// The pages' views and their focus: views are asked for as their page comes into view
/// and recycled when it leaves; a selectable page's focused item moves with the keys and
/// stays in view as the page scrolls.
extension SwipeTableView {
    /// Page `page`'s view, asked for (refilling one that left view) if it is not loaded;
    /// a page loaded after it scrolled (aligned on its way in) brings its focus into view.
    func pageView(_ page: Int) -> any ItemView {
        if let view = store[page] { return view }
        var made: (any ItemView)?
        store.load(page) { reusable in
            let view = dataSource?.swipeTableView(self, viewForPage: page, reusing: reusable) ?? ListPage()
            made = view
            return view
        }
        // The data source may have reloaded everything meanwhile.
        guard hasPage(page), let view = store[page] else {
            store.unload(page)
            return made ?? ListPage()
        }
        updateMetrics(ofPage: page)
        keepFocusVisible(inPage: page)
        return view
    }

    /// Asks for page `page`'s view again, refilling the one it has.
    func reloadView(ofPage page: Int) {
        guard hasPage(page), let old = store[page] else { return }
        let view = dataSource?.swipeTableView(self, viewForPage: page, reusing: old) ?? ListPage()
        guard hasPage(page) else { return }
        store.replaceView(at: page, with: view, keepingOld: (view as AnyObject) === (old as AnyObject))
        updateMetrics(ofPage: page)
        keepFocusVisible(inPage: page)
    }

    /// Loads the views of the pages in view.
    func loadPagesInView() {
        for page in pagesInView { _ = pageView(page) }
    }

    /// The pages at least partly in view, and the one in use.
    var pagesInView: [Int] {
        var pages = TabPager.pages(at: motion.pager.position, count: pageCount).map(Array.init) ?? []
        if hasPage(currentPage) && !pages.contains(currentPage) { pages.append(currentPage) }
        return pages
    }

    /// Recycles the views of pages no longer in view (the one a drag holds stays), and
    /// loads those that came in.
    func trimPages() {
        store.unload(keeping: Set(pagesInView + (motion.verticallyDraggedPage.map { [$0] } ?? [])))
        loadPagesInView()
    }

    /// Tells the motion what page `page` holds: its rows at the frame's width, whether it
    /// can refresh and its refresh height.
    func updateMetrics(ofPage page: Int) {
        guard hasPage(page), let view = store[page] else { return }
        let width = frameSize.columns
        let rows = view.contentRows(width: width) ?? max(viewportRows - Int(header.deepestBarBottom), 0)
        let height = delegate?.swipeTableView(self, refreshHeightForPage: page) ?? Int(RefreshControl.defaultHeight)
        motion.setMetrics(TableMotion.PageMetrics(contentRows: rows, canRefresh: refreshRefusal(of: page) == nil,
                                                  refreshHeight: Double(height)), ofPage: page)
    }

    /// Page `page`'s frame, its content measured.
    func geometry(of page: Int) -> ListGeometry {
        _ = pageView(page)
        return motion.geometry(ofPage: page)
            ?? ListGeometry(header: header, rowCount: 0, viewportRows: viewportRows, adjustsContentSize: adjustsContentSize)
    }

    /// Page `page`'s focused item (0 until one was focused).
    func focusedItem(ofPage page: Int) -> Int { focus[page] ?? 0 }

    /// Focuses item `item` of page `page` (bounded) and scrolls just enough to show it;
    /// the first item scrolls back to the top, header included.
    func focus(item: Int, inPage page: Int) {
        guard hasPage(page), let selectable = pageView(page) as? any SelectablePage else { return }
        let width = frameSize.columns
        let target = min(max(item, 0), max(selectable.itemCount - 1, 0))
        focus[page] = target
        guard selectable.itemCount > 0 else { return }
        motion.reveal(rows: selectable.rows(ofItem: target, width: width), ofPage: page)
    }

    /// Moves the focus of the page in use one step (`move`); on a page without items ↑/↓
    /// scroll a row. Returns false when there is no item that way sideways (the tab then
    /// switches).
    @discardableResult
    func move(_ move: PageMove) -> Bool {
        let page = currentPage
        guard let selectable = pageView(page) as? any SelectablePage else {
            switch move {
            case .up: scrollPage(by: -1)
            case .down: scrollPage(by: 1)
            case .left, .right: return false
            }
            return true
        }
        let current = focusedItem(ofPage: page)
        guard let next = selectable.item(move, from: current, width: frameSize.columns) else {
            guard move == .up || move == .down else { return false }
            // Nothing further: the focus stays and the page shows its end.
            focus(item: current, inPage: page)
            return true
        }
        focus(item: next, inPage: page)
        return true
    }

    /// A screenful down (`direction` 1) or up (−1): the page scrolls by a screen and the
    /// focus lands on the item a screen on from it.
    func moveByScreen(_ direction: Int) {
        let page = currentPage
        let rows = geometry(of: page).pageRows * direction
        guard let selectable = pageView(page) as? any SelectablePage else {
            scrollPage(by: rows)
            return
        }
        let width = frameSize.columns
        let current = focusedItem(ofPage: page)
        let from = selectable.rows(ofItem: current, width: width)
        let target = selectable.item(nearestRow: from.lowerBound + rows, from: current, width: width) ?? current
        report(motion.scroll(page: page, by: Double(rows)), at: motion.clock)
        focus(item: target, inPage: page)
    }

    /// The first item (the top) or the last one (the bottom).
    func moveToEnd(last: Bool) {
        let page = currentPage
        guard let selectable = pageView(page) as? any SelectablePage else {
            let geometry = geometry(of: page)
            let range = geometry.offsetRange(gap: motion.refreshGap(ofPage: page))
            let offset = motion.offset(ofPage: page)
            scrollPage(by: Int((last ? range.upperBound - offset : range.lowerBound - offset).rounded()))
            return
        }
        focus(item: last ? selectable.itemCount - 1 : 0, inPage: page)
    }

    /// Scrolls the page in use by `rows`.
    private func scrollPage(by rows: Int) {
        report(motion.scroll(page: currentPage, by: Double(rows)), at: motion.clock)
    }

    /// Moves page `page`'s focus onto the item nearest the rows in view, if it has left them.
    func keepFocusVisible(inPage page: Int) {
        guard hasPage(page), let selectable = pageView(page) as? any SelectablePage, selectable.itemCount > 0 else { return }
        let visible = geometry(of: page).visibleRows(atOffset: motion.offset(ofPage: page))
        guard !visible.isEmpty else { return }
        let width = frameSize.columns
        let current = focusedItem(ofPage: page)
        let rows = selectable.rows(ofItem: current, width: width)
        let middle = rows.lowerBound + rows.count / 2
        guard !visible.contains(middle) else { return }
        let row = min(max(middle, visible.lowerBound), visible.upperBound - 1)
        if let item = selectable.item(nearestRow: row, from: current, width: width) { focus[page] = item }
    }
}
