import CarouselEngine
import CellCanvas
import TerminalBackend

/// SwipeTableView for the terminal: a header and a sticky bar above pages that slide
/// sideways, each scrolling up and down. Pages are views from the data source — a list
/// of rows (`ListPage`), a grid of cards (`GridPage`), scrolling text (`TextPage`), or any
/// `ItemView` — mixed as you like. The header scrolls away with the page and the bar
/// sticks at the top; a page coming into view is aligned with the one in use
/// (seeds-behaviours §1.2); pulling past the top of a page refreshes it. A vertical drag
/// that begins on the header rows moves the header (and the page with it) elastically,
/// as SwipeTableView's header does. The motion is the engine's `TableMotion`.
///
/// Page views live in an `ItemViewStore`, like every component's items: the layout pass
/// (in `step`, or in a draw that finds the state changed since) loads the pages coming
/// into view, lets the others go for reuse, and composes the frame; drawing copies it.
///
/// ```swift
/// let table = SwipeTableView()
/// table.dataSource = myPages          // pages, titles, a view per page (or rows), header lines
/// table.delegate = myHandler          // item selected, refresh, scroll events
/// table.reloadData()
/// table.draw(in: Rect(x: 0, y: 0, width: 80, height: 23), on: &frame)
/// ```
public final class SwipeTableView: ComposingComponent {
    /// Below this size the screen shows a short message instead.
    static let minimumSize = Size(columns: 20, rows: 8)
    /// The default header's rows: the name, the counts, a hint.
    public static let headerRows = 3

    /// The keys the view answers to: ↑/↓ rows, PgUp/PgDn, Home/End, ←/→ tabs (cells in a
    /// grid), `r` refresh, Enter.
    public var keyMap = KeyMap.swipeTableView
    /// How pictures are drawn in what the table shows (and in its host's panes).
    public var pictureDisplay = PictureDisplay() {
        didSet { if pictureDisplay != oldValue { setNeedsDisplay() } }
    }
    /// Where the pages come from; call `reloadData()` when they change.
    public weak var dataSource: (any SwipeTableViewDataSource)?
    /// Told about selection, page changes, scrolling and refreshes.
    public weak var delegate: (any SwipeTableViewDelegate)?
    /// The look.
    public var theme: Theme {
        didSet { appearance += 1 }
    }
    /// SwipeTableView's `swipeHeaderView`: a view drawn as the header, `headerHeight`
    /// rows tall; nil draws the data source's `headerLines`.
    public var headerView: (any ItemView)? {
        didSet { appearance += 1 }
    }
    /// The header's height in rows (0: no header); `headerRows` by default.
    public var headerHeight = SwipeTableView.headerRows {
        didSet { applyLayout() }
    }
    /// SwipeTableView's `swipeHeaderBar`: the bar under the header; a `SegmentBar` of the
    /// pages' titles by default. Call `reloadData()` after setting it.
    public var bar: any SwipeTableBar = SegmentBar() {
        didSet {
            appearance += 1
            applyLayout()
        }
    }
    /// SwipeTableView's `swipeHeaderTopInset`: the row, from the top of the frame, at
    /// which the bar sticks. The rows above it are the host's (a title line): the view
    /// draws nothing there but the header on its way out.
    public var headerTopInset = 0 {
        didSet { applyLayout() }
    }
    /// SwipeTableView's `swipeHeaderBarScrollDisabled`: the header and the bar stay put;
    /// pages scroll under the bar and a pull opens under it.
    public var isBarScrollDisabled = false {
        didSet { applyLayout() }
    }
    /// SwipeTableView's `scrollEnabled`: false keeps drags and the wheel from switching
    /// pages (keys and `switchTab(to:at:)` still do; pages still scroll up and down).
    public var isScrollEnabled: Bool {
        get { motion.isScrollEnabled }
        set { motion.isScrollEnabled = newValue }
    }
    /// SwipeTableView's `shouldAdjustContentSize`: a short page is padded so the header
    /// can scroll away over it (on by default). Off, it scrolls no further than its end,
    /// and a neighbour aligned deeper drops back.
    public var adjustsContentSize: Bool {
        get { motion.adjustsContentSize }
        set { motion.adjustsContentSize = newValue }
    }
    /// How many pages there are (as of the last `reloadData()`).
    public var pageCount: Int { motion.pageCount }
    /// Rows of each page's default list, as of the last `reloadData()` or refresh.
    private var rowCounts: [Int] = []
    /// The motion: pages, offsets, glide, elastic header, refreshes.
    var motion: TableMotion
    /// The views of the pages in view, by page, and those that left it for reuse.
    let store = ItemViewStore()
    /// The frame as last laid out: while the state is the same, drawing copies it.
    var composed: ComposedFrame<LayoutState>?
    /// Bumped by everything that changes the look outside the motion and the views'
    /// drawing keys: a reload, new rows, the theme, the header view, the bar.
    var appearance = 0
    /// The focused item of each selectable page that was focused.
    var focus: [Int: Int] = [:]
    /// The rows of every page's default list together, kept up to date as pages refresh
    /// (`Int.max` when they are more).
    public private(set) var rowTotal = 0
    private var gestures = PagerGestures(axis: .horizontal, allowsCrossAxis: true, notchVelocity: TabPager.notchVelocity)
    /// Whether the button went down on the header (or the bar's rows) while it could be
    /// dragged, while it is down: a vertical drag then moves the header.
    private var pressedOnHeader = false
    /// The press stopped a moving header: it does nothing else, not even a click.
    private var pressConsumed = false
    /// Where the view is on the screen; `render(in:on:)` sets it.
    public var frame = Rect(x: 0, y: 0, width: 100, height: 29) {
        didSet { if frame.size != oldValue.size { applySize() } }
    }
    /// The frame's size.
    var frameSize: Size { frame.size }
    /// A remark for a status line: the last refresh's result.
    public private(set) var remark: String?
    /// Why the last action (a pull, `.reload`) could not refresh: said once, then nil.
    public private(set) var refusal: String?
    /// False for reduced motion: tab switches are instant and a refresh reloads at once,
    /// without opening, spinning and closing its row.
    public let animates: Bool

    /// An empty view; `animates` false makes tab switches and refreshes instant.
    public init(colorEnabled: Bool = true, animates: Bool = true) {
        self.theme = .standard(colorEnabled: colorEnabled)
        self.animates = animates
        motion = TableMotion(pageCount: 0, header: StickyHeader(headerHeight: 0, barHeight: 0), viewportRows: 0, animates: animates)
        gestures.animates = animates
        applyLayout()
        applySize()
    }

    /// Asks the data source for the pages, titles, rows and views again; the positions of
    /// pages that still exist are kept.
    public func reloadData() {
        let count = max(dataSource?.numberOfPages(in: self) ?? 0, 0)
        rowCounts = (0..<count).map { max(dataSource?.swipeTableView(self, numberOfRowsInPage: $0) ?? 0, 0) }
        rowTotal = rowCounts.reduce(0) { $0.addingReportingOverflow($1).overflow ? Int.max : $0 + $1 }
        bar.reload(titles: (0..<count).map { dataSource?.swipeTableView(self, titleForPage: $0) ?? "" })
        appearance += 1
        store.unload(keeping: [])
        focus = focus.filter { $0.key < count }
        motion.reload(pageCount: count)
        loadPagesInView()
    }

    /// Asks again for page `page`'s rows and view (rows arrived), keeping its place.
    public func reloadRows(ofPage page: Int) {
        guard rowCounts.indices.contains(page) else { return }
        let count = max(dataSource?.swipeTableView(self, numberOfRowsInPage: page) ?? 0, 0)
        let (total, overflow) = (rowTotal - rowCounts[page]).addingReportingOverflow(count)
        rowTotal = overflow ? Int.max : total
        rowCounts[page] = count
        appearance += 1
        if store[page] != nil { reloadView(ofPage: page) }
    }

    /// How many rows page `page`'s default list has.
    public func numberOfRows(inPage page: Int) -> Int { rowCounts.indices.contains(page) ? rowCounts[page] : 0 }

    /// Whether `page` is a page.
    func hasPage(_ page: Int) -> Bool { motion.hasPage(page) }

    // MARK: State

    /// A drag moves only with the pointer: while the button is held still nothing needs a frame.
    public var isAnimating: Bool { motion.isAnimating }

    /// The page in use: the one more than half in view.
    public var currentPage: Int { motion.currentPage }

    /// The focused item of the page in use: a list's row, a grid's cell; 0 on a page of
    /// another kind, −1 with no pages.
    public var currentItem: Int { hasPage(currentPage) ? focusedItem(ofPage: currentPage) : -1 }

    /// The view of page `page`, while it is in view (or was asked for).
    public func pageView(at page: Int) -> (any ItemView)? { store[page] }

    /// The shared header and bar layout.
    var header: StickyHeader { motion.header }

    /// Rows from the top of the frame to the bottom of the page area.
    var viewportRows: Int { max(frameSize.rows, 0) }

    /// Why page `page` cannot be read again, if it cannot (the delegate says).
    func refreshRefusal(of page: Int) -> String? {
        guard hasPage(page) else { return nil }
        guard let delegate else { return "nothing to refresh from" }
        return delegate.swipeTableView(self, refusalToRefreshPage: page)
    }

    /// The page the delegate last heard was current.
    private var reportedPage = 0

    /// Tells the delegate when the page in use changed.
    private func reportPageChange() {
        guard motion.currentPage != reportedPage else { return }
        reportedPage = motion.currentPage
        delegate?.swipeTableView(self, currentPageDidChangeTo: reportedPage)
    }

    /// Advances every motion to `now`, then lays the frame out when what it shows changed.
    public func step(now: Double) {
        report(motion.step(now: now), at: now)
        trimPages()
        layoutIfNeeded()
    }

    /// Draws the pages again on the next `draw`, for views whose content changed under
    /// the same drawing keys (a picture finished decoding).
    public func setNeedsDisplay() {
        store.forgetCells()
        appearance += 1
    }

    /// Focuses item `item` of the page in use (a list's row, a grid's cell), scrolling it into view.
    public func scroll(toItem item: Int, now: Double) {
        motion.stopMoving(now: now)
        focus(item: item, inPage: currentPage)
    }

    // MARK: Actions

    /// Any key stops a glide and a coasting header, as SwipeTableView's touch does.
    public func keyWasPressed(at time: Double) {
        motion.stopMoving(now: time)
    }

    /// Does what a key asked: rows (`.lineUp`, `.lineDown`, `.listPageUp`, `.listPageDown`,
    /// `.first`, `.last`), tabs (`.nextTab`, `.previousTab`, cells first on a grid),
    /// `.reload` and `.select`; false for actions its key map does not name, which leave
    /// its motion alone. A refusal or result lands in `remark`.
    @discardableResult
    public func perform(_ action: Action, at time: Double) -> Bool {
        guard keyMap.actions.contains(action) else { return false }
        defer {
            reportPageChange()
            trimPages()
        }
        remark = nil
        refusal = nil
        motion.stopMoving(now: time)
        let page = currentPage
        guard hasPage(page) else { return false }
        switch action {
        case .lineUp: move(.up)
        case .lineDown: move(.down)
        case .listPageUp: moveByScreen(-1)
        case .listPageDown: moveByScreen(1)
        case .first: moveToEnd(last: false)
        case .last: moveToEnd(last: true)
        case .nextTab: if !move(.right) { switchTab(to: motion.pager.destinationPage + 1, at: time) }
        case .previousTab: if !move(.left) { switchTab(to: motion.pager.destinationPage - 1, at: time) }
        case .reload:
            if let refusal = refreshRefusal(of: page) {
                self.refusal = refusal
                return true
            }
            updateMetrics(ofPage: page)
            motion.beginRefreshing(page: page, now: time)
        case .select:
            select(item: focusedItem(ofPage: page), inPage: page)
        default:
            return false
        }
        return true
    }

    /// Tells the delegate an item was chosen, if it may be.
    private func select(item: Int, inPage page: Int) {
        if let selectable = pageView(page) as? any SelectablePage {
            guard item >= 0, item < selectable.itemCount else { return }
        }
        guard delegate?.swipeTableView(self, shouldSelectItem: item, inPage: page) ?? true else { return }
        delegate?.swipeTableView(self, didSelectItem: item, inPage: page)
    }

    /// Slides to tab `page` (bounded); neighbours are aligned as they come into view.
    public func switchTab(to page: Int, at time: Double) {
        report(motion.switchTab(to: page, now: time), at: time)
    }

    // MARK: Pointer

    /// A mouse event in screen cells; false when it is outside the frame (and no drag is held).
    @discardableResult
    public func handle(_ mouse: MouseEvent, at time: Double) -> Bool {
        defer {
            reportPageChange()
            trimPages()
        }
        refusal = nil
        guard frame.contains(Point(x: mouse.column, y: mouse.row)) || gestures.pointer.isTracking else { return false }
        guard hasPage(currentPage) else { return true }
        var local = mouse
        local.column -= frame.x
        local.row -= frame.y
        if local.isWheel {
            wheel(local, at: time)
            return true
        }
        let result = gestures.handle(local, at: time, pager: &motion)
        report(result.events, at: time)
        for outcome in result.outcomes {
            if case .pressed(let column, let row) = outcome { press(column: column, row: row, at: time) }
            apply(outcome, at: time)
        }
        return true
    }

    /// A wheel notch: up and down scroll the page (pulling at its top), shift+wheel and the
    /// horizontal wheel switch tabs.
    private func wheel(_ mouse: MouseEvent, at time: Double) {
        switch PagerGestures.wheelGesture(for: mouse, scrollsContent: true) {
        case .turn(let forward)?:
            motion.stopMoving(now: time)
            report(gestures.wheel(forward: forward, pager: &motion, now: time), at: time)
        case .scroll(let rows)?:
            scrollOrPull(by: Double(rows), at: time)
        case nil:
            break
        }
    }

    /// Scrolls the current page by `rows`; a notch up at its top pulls the refresh row
    /// instead, and a notch down while pulling gives the pull back. A pull on a page that
    /// cannot be read again says so at once (the row follows, then slides shut).
    private func scrollOrPull(by rows: Double, at time: Double) {
        let page = currentPage
        remark = nil
        updateMetrics(ofPage: page)
        let (pulled, events) = motion.wheel(rows: rows, now: time)
        report(events, at: time)
        if pulled && rows < 0, let refusal = refreshRefusal(of: page) { self.refusal = refusal }
    }

    /// The button went down at `column`, `row` of the frame: a glide stops, a moving
    /// header stops (and the press then does nothing else).
    private func press(column: Int, row: Int, at time: Double) {
        remark = nil
        pressedOnHeader = isHeader(atColumn: frame.x + column, row: frame.y + row)
        pressConsumed = motion.press(now: time)
        updateMetrics(ofPage: currentPage)
    }

    /// What the gesture layer left: drags up and down (the page, or the header), clicks.
    private func apply(_ outcome: PagerGestures.Outcome, at time: Double) {
        switch outcome {
        case .pressed, .released:
            break
        case .crossAxis(.dragBegan):
            // The page under the pointer now is the one dragged, even if the pages are
            // still sliding and another becomes current half-way.
            motion.beginVerticalDrag(onHeader: pressedOnHeader)
        case .crossAxis(.dragMoved(let translation, _)):
            report(motion.dragVertically(translation: translation, now: time), at: time)
        case .crossAxis(.dragEnded(let velocity)):
            pressedOnHeader = false
            report(motion.endVerticalDrag(velocity: velocity, now: time), at: time)
        case .crossAxis:
            break
        case .click(let column, let row, _):
            pressedOnHeader = false
            if !pressConsumed { click(column: column, row: row, at: time) }
        }
    }

    /// A click on a tab label opens that tab; on an item of the page in use focuses it,
    /// and on the focused item selects it: whatever the last render drew at the cell.
    private func click(column: Int, row: Int, at time: Double) {
        switch hitMap.target(atColumn: frame.x + column, row: frame.y + row) {
        case .tab(let tab)?:
            switchTab(to: tab, at: time)
        case .pageItem(let page, let item)? where page == currentPage:
            if item == focusedItem(ofPage: page) {
                select(item: item, inPage: page)
            } else {
                focus(item: item, inPage: page)
            }
        default:
            break
        }
    }

    /// Whether the screen cell `column`, `row` showed the header rows (the header, or the
    /// bar while the header is at least partly in view) at the last render, where a drag
    /// moves the header elastically. Never when the header stays put or is pinned.
    func isHeader(atColumn column: Int, row: Int) -> Bool {
        guard !header.staysPut, !header.isPinned(atOffset: motion.headerOffset) else { return false }
        switch hitMap.target(atColumn: column, row: row) {
        case .header?, .tab?: return true
        default: return false
        }
    }

    // MARK: Internals

    /// What the motion reported: the delegate hears the pages' own events, a page that
    /// scrolled keeps its focus in view, a pull let go on a page that cannot refresh says
    /// why, and a refresh that is due is done.
    func report(_ events: [TableEvent], at time: Double) {
        for event in events {
            switch event {
            case .pager(let pagerEvent):
                switch pagerEvent {
                case .didScroll: delegate?.swipeTableViewDidScroll(self)
                case .willBeginDragging: delegate?.swipeTableViewWillBeginDragging(self)
                case .didEndDragging(let willDecelerate): delegate?.swipeTableViewDidEndDragging(self, willDecelerate: willDecelerate)
                case .willBeginDecelerating: delegate?.swipeTableViewWillBeginDecelerating(self)
                case .didEndDecelerating: delegate?.swipeTableViewDidEndDecelerating(self)
                case .didEndScrollingAnimation: delegate?.swipeTableViewDidEndScrollingAnimation(self)
                case .willBeginScrollingAnimation, .currentItemIndexDidChange, .didSelectItem: break
                }
            case .pageCameIntoView:
                break   // asked for by `trimPages`, once the pages that left are recycled
            case .pageDidScroll(let page):
                if store[page] != nil { keepFocusVisible(inPage: page) }
            case .pullReleased(let page, _):
                if let refusal = refreshRefusal(of: page) { self.refusal = refusal }
            case .refreshDue(let page):
                refresh(page: page, at: time)
            }
        }
        reportPageChange()
    }

    /// The refresh of `page` asked for its content: the delegate reads it again (its
    /// answer is the remark), the page keeps its place, and the row closes.
    private func refresh(page: Int, at time: Double) {
        guard hasPage(page) else { return }
        remark = delegate?.swipeTableView(self, refreshPage: page)
        // The delegate may have reloaded everything meanwhile: the page is checked again.
        if hasPage(page) { reloadRows(ofPage: page) }
        motion.endRefreshing(page: page, now: time)
    }

    /// A new frame size: the page pitch follows the width, every page is measured again,
    /// and the focused item of the page in use is scrolled back into view if it left it.
    func applySize() {
        motion.resize(viewportRows: viewportRows, pitch: Double(frameSize.columns + 1))
        for page in store.indexes { updateMetrics(ofPage: page) }
        if store[currentPage] != nil { focus(item: focusedItem(ofPage: currentPage), inPage: currentPage) }
    }

    /// A new header, bar, inset or bar mode: the shared layout follows.
    private func applyLayout() {
        motion.header = StickyHeader(topInset: Double(max(headerTopInset, 0)), headerHeight: Double(max(headerHeight, 0)),
                                     barHeight: Double(max(bar.rows, 0)), staysPut: isBarScrollDisabled)
    }
}
