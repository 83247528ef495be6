import CarouselEngine
import CellCanvas
import TerminalBackend

/// SwipeTableView for the terminal: a header and a sticky segment bar above pages that
/// slide sideways, each a list of rows scrolling up and down. The header scrolls away with
/// the list and the bar sticks at the top; a page coming into view is aligned with the one
/// in use (seeds-behaviours §1.2); pulling past the top of a list refreshes it. A vertical
/// drag that begins on the header rows moves the header (and the list with it)
/// elastically, as SwipeTableView's header does. Rows come from the data source page by
/// page, only the visible ones per frame, so a page may hold millions.
///
/// ```swift
/// let table = SwipeTableView()
/// table.dataSource = myLists          // pages, titles, rows, header lines
/// table.delegate = myHandler          // row selected, refresh
/// table.reloadData()
/// table.draw(in: Rect(x: 0, y: 0, width: 80, height: 23), on: &frame)
/// ```
public final class SwipeTableView: Component {
    /// Below this size the screen shows a short message instead.
    static let minimumSize = Size(columns: 20, rows: 8)
    /// The header's rows: the name, the counts, a hint.
    public static let headerRows = 3
    /// The bar's rows: the labels and the rule with the underline.
    static let barRows = 2
    /// Rows a wheel notch scrolls a list.
    static let wheelRows = 3.0
    /// Rows a wheel notch pulls at the top of a list.
    static let wheelPullRows = 1.0
    /// The widest a tab label gets, in columns.
    static let maximumLabelWidth = 24

    /// The keys the view answers to: ↑/↓ rows, PgUp/PgDn, Home/End, ←/→ tabs, `r` refresh, Enter.
    public var keyMap = KeyMap.swipeTableView
    /// How pictures are drawn in what the table shows (and in its host's panes).
    public var pictureDisplay = PictureDisplay()
    /// Where the pages and rows come from; call `reloadData()` when they change.
    public weak var dataSource: (any SwipeTableViewDataSource)?
    /// Told about selection, page changes and refreshes.
    public weak var delegate: (any SwipeTableViewDelegate)?
    /// The look.
    public var theme: Theme
    /// How many pages there are (as of the last `reloadData()`).
    public private(set) var pageCount = 0
    /// Rows of each page, as of the last `reloadData()` or refresh.
    private var rowCounts: [Int] = []
    /// The shared header's layout (Mode 2, no title line).
    let header = StickyHeader(topInset: 0, headerHeight: Double(headerRows), barHeight: Double(barRows))
    /// The horizontal pages.
    private(set) var pager: TabPager
    /// Each page's list position, once the page has been shown.
    private(set) var lists: [Int: ListPosition] = [:]
    /// Each page's refresh control, while it shows anything.
    private(set) var refreshes: [Int: RefreshControl] = [:]
    /// Remembered offsets for aligning neighbouring pages.
    private(set) var alignment: NeighbourAlignment
    /// The tab labels as drawn (sanitised, cut, padded), computed when tabs change.
    private(set) var labels: [String] = []
    /// The bar's layout: each label's width and first column, measured once when the
    /// labels are made and re-laid (not re-measured) on a resize.
    private(set) var bar = SegmentBarLayout(labelWidths: [], spacing: 0, visibleWidth: 0)
    /// The rows of every page together, kept up to date as pages refresh.
    public private(set) var rowTotal = 0
    /// The current list gliding on after a fast vertical drag, and the page it belongs to.
    private(set) var glide: (page: Int, curve: ListGlide)?
    /// The shared header dragged elastically (a vertical drag that began on the header
    /// rows), or moving on after such a drag, and the page it belongs to.
    private(set) var headerMotion: (page: Int, motion: ElasticHeaderMotion)?
    private var gestures = PagerGestures(axis: .horizontal, allowsCrossAxis: true, notchVelocity: TabPager.notchVelocity)
    /// The offset the list had when a vertical drag began.
    private var verticalDrag: VerticalDrag?
    /// Where the button went down, while it is down.
    private var pressRow: Int?
    /// The press stopped a moving header: it does nothing else, not even a click.
    private var pressConsumed = false
    /// Where the view is on the screen; `draw(in:on:)` sets it.
    public var frame = Rect(x: 0, y: 0, width: 100, height: 29) {
        didSet { if frame.size != oldValue.size { applySize() } }
    }
    /// The frame's size.
    var frameSize: Size { frame.size }
    /// The latest time seen, for drawing what depends on time (the refresh row).
    private(set) var clock = 0.0
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
        pager = TabPager(pageCount: 0, animates: animates)
        alignment = NeighbourAlignment(header: header)
        gestures.animates = animates
    }

    /// Asks the data source for the pages, titles and row counts again; the positions of
    /// pages that still exist are kept.
    public func reloadData() {
        pageCount = max(dataSource?.numberOfPages(in: self) ?? 0, 0)
        rowCounts = (0..<pageCount).map { max(dataSource?.swipeTableView(self, numberOfRowsInPage: $0) ?? 0, 0) }
        rowTotal = rowCounts.reduce(0, +)
        labels = (0..<pageCount).map { page in
            let title = dataSource?.swipeTableView(self, titleForPage: page) ?? ""
            return " " + TextLayout.truncate(Sanitizer.line(title.prefix(256)), width: Self.maximumLabelWidth) + " "
        }
        bar = SegmentBarLayout(labelWidths: labels.map { DisplayWidth.of($0) }, spacing: 0, visibleWidth: frameSize.columns)
        if pager.pageCount != pageCount {
            let current = pager.currentPage
            pager = TabPager(pageCount: pageCount, animates: animates)
            if current > 0 {
                _ = pager.go(toPage: min(current, pageCount - 1), now: clock)
                _ = pager.step(now: clock + 10)
            }
        }
        for page in lists.keys where page >= pageCount { lists[page] = nil }
        applySize()
        if pager.currentPage >= 0 && lists[pager.currentPage] == nil {
            let rest = alignment.offset(forShowing: pager.currentPage, besidePage: pager.currentPage, at: header.restOffset)
            lists[pager.currentPage] = ListPosition(offset: rest)
        }
    }

    /// Asks again how many rows page `page` has (rows arrived), keeping its place.
    public func reloadRows(ofPage page: Int) {
        guard rowCounts.indices.contains(page) else { return }
        let count = max(dataSource?.swipeTableView(self, numberOfRowsInPage: page) ?? 0, 0)
        rowTotal += count - rowCounts[page]
        rowCounts[page] = count
        updateList(page) { list, geometry, gap in list.clamp(in: geometry, gap: gap) }
    }

    /// How many rows page `page` has.
    public func numberOfRows(inPage page: Int) -> Int { rowCounts.indices.contains(page) ? rowCounts[page] : 0 }

    /// Whether `page` is a page.
    func hasPage(_ page: Int) -> Bool { page >= 0 && page < pageCount }

    // MARK: State

    /// A drag moves only with the pointer: while the button is held still nothing needs a frame.
    public var isAnimating: Bool {
        (pager.isMoving && !pager.isDragging) || glide != nil || headerMotion?.motion.isMoving == true
            || refreshes.values.contains { $0.needsFrames }
    }

    /// The page in use: the one more than half in view.
    public var currentPage: Int { pager.currentPage }

    /// The focused row of the page in use (−1 with no pages).
    public var currentRow: Int { hasPage(currentPage) ? position(of: currentPage).focusedRow : -1 }

    /// Rows from the top of the frame to the bottom of the list area.
    var viewportRows: Int { max(frameSize.rows, 0) }

    /// The frame of page `page`'s list.
    func geometry(of page: Int) -> ListGeometry {
        return ListGeometry(header: header, rowCount: numberOfRows(inPage: page), viewportRows: viewportRows)
    }

    /// Page `page`'s list position (at its top until it was shown).
    func position(of page: Int) -> ListPosition {
        lists[page] ?? .top(of: geometry(of: page))
    }

    /// The refresh rows open above page `page`'s list now.
    func refreshGap(of page: Int) -> Double {
        refreshes[page]?.gap(at: clock) ?? 0
    }

    /// Whether page `page`'s rows can be read again.
    func canRefresh(_ page: Int) -> Bool {
        hasPage(page) && refreshRefusal(of: page) == nil
    }

    /// Why page `page`'s rows cannot be read again, if they cannot (the delegate says).
    func refreshRefusal(of page: Int) -> String? {
        guard hasPage(page) else { return nil }
        guard let delegate else { return "nothing to refresh from" }
        return delegate.swipeTableView(self, refusalToRefreshPage: page)
    }

    /// Page `page`'s refresh control, or a new idle one that refreshes only if the rows can be read again.
    func refreshControl(of page: Int) -> RefreshControl {
        refreshes[page] ?? RefreshControl(canRefresh: canRefresh(page))
    }

    /// The offset (floored) that places the shared header and bar: the current page's. While
    /// two pages share the screen it is taken without the current page's refresh rows, so
    /// a refresh open on one page never pushes the header over the other page's rows
    /// (the drawing side of SwipeTableView #77/#112); at rest the header moves down with
    /// the refresh rows, under them.
    var headerOffset: Double {
        let offset = position(of: currentPage).offset.rounded(.down)
        guard let pages = TabPager.pages(at: pager.position, count: pageCount), pages.count > 1 else { return offset }
        return max(offset, header.restOffset)
    }

    /// The page the delegate last heard was current.
    private var reportedPage = 0

    /// Tells the delegate when the page in use changed.
    private func reportPageChange() {
        guard pager.currentPage != reportedPage else { return }
        reportedPage = pager.currentPage
        delegate?.swipeTableView(self, currentPageDidChangeTo: reportedPage)
    }

    /// Advances every motion to `now`.
    public func step(now: Double) {
        defer { reportPageChange() }
        clock = max(clock, now)
        let previous = pager.currentPage
        align(pager.step(now: now), beside: previous)
        stepGlide(now: now)
        stepHeader(now: now)
        for page in Array(refreshes.keys) {
            guard var control = refreshes[page] else { continue }
            if control.step(now: now) || (!animates && control.isRefreshing) {
                control = reload(page: page, control: control, now: now)
                if !animates { control = RefreshControl() }
            }
            refreshes[page] = control.isActive ? control : nil
            followGap(of: page)
        }
    }

    /// Focuses row `row` of the page in use, scrolling it into view.
    public func scroll(toRow row: Int, now: Double) {
        clock = max(clock, now)
        glide = nil
        stopHeader()
        updateList(currentPage) { list, geometry, gap in list.focus(row: row, in: geometry, gap: gap) }
    }

    // MARK: Actions

    /// Any key stops a glide and a coasting header, as SwipeTableView's touch does.
    public func keyWasPressed(at time: Double) {
        clock = max(clock, time)
        glide = nil
        stopHeader()
    }

    /// Does what a key asked: rows (`.lineUp`, `.lineDown`, `.listPageUp`, `.listPageDown`,
    /// `.first`, `.last`), tabs (`.nextTab`, `.previousTab`), `.reload` and `.select`;
    /// false for actions its key map does not name, which leave its motion alone. A
    /// refusal or result lands in `remark`.
    @discardableResult
    public func perform(_ action: Action, at time: Double) -> Bool {
        guard keyMap.actions.contains(action) else { return false }
        defer { reportPageChange() }
        clock = max(clock, time)
        remark = nil
        refusal = nil
        glide = nil
        stopHeader()
        let page = currentPage
        guard hasPage(page) else { return false }
        let rows = geometry(of: page).pageRows
        switch action {
        case .lineUp: moveFocus(by: -1)
        case .lineDown: moveFocus(by: 1)
        case .listPageUp: moveFocus(by: -rows, scrolling: -Double(rows))
        case .listPageDown: moveFocus(by: rows, scrolling: Double(rows))
        case .first: moveFocus(to: 0)
        case .last: moveFocus(to: numberOfRows(inPage: page) - 1)
        case .nextTab: switchTab(to: pager.destinationPage + 1, at: time)
        case .previousTab: switchTab(to: pager.destinationPage - 1, at: time)
        case .reload:
            if let refusal = refreshRefusal(of: page) {
                self.refusal = refusal
                return true
            }
            var control = refreshControl(of: page)
            control.beginRefreshing(now: time)
            refreshes[page] = control
        case .select:
            select(row: position(of: page).focusedRow, inPage: page)
        default:
            return false
        }
        return true
    }

    /// Tells the delegate a row was chosen.
    private func select(row: Int, inPage page: Int) {
        guard row >= 0, row < numberOfRows(inPage: page) else { return }
        delegate?.swipeTableView(self, didSelectRow: row, inPage: page)
    }

    /// Moves the focus of the current list by `rows` (or to the row `to`), scrolling by
    /// `scrolling` rows first (a screenful moves both). A hand-made scroll forgets the
    /// saved offset.
    private func moveFocus(by rows: Int = 0, to row: Int? = nil, scrolling: Double = 0) {
        let page = currentPage
        alignment.forget(page: page)
        updateList(page) { list, geometry, gap in
            let target = row ?? list.focusedRow + rows
            if scrolling != 0 { list.scroll(by: scrolling, in: geometry, gap: gap) }
            list.focus(row: target, in: geometry, gap: gap)
        }
    }

    /// Slides to tab `page` (bounded); neighbours are aligned as they come into view.
    public func switchTab(to page: Int, at time: Double) {
        guard pageCount > 0 else { return }
        let previous = pager.currentPage
        align(pager.go(toPage: min(max(page, 0), pageCount - 1), now: time), beside: previous)
    }

    // MARK: Pointer

    /// A mouse event in screen cells; false when it is outside the frame (and no drag is held).
    @discardableResult
    public func handle(_ mouse: MouseEvent, at time: Double) -> Bool {
        defer { reportPageChange() }
        clock = max(clock, time)
        refusal = nil
        guard frame.contains(Point(x: mouse.column, y: mouse.row)) || gestures.pointer.isTracking else { return false }
        guard hasPage(currentPage) else { return true }
        var local = mouse
        local.column -= frame.x
        local.row -= frame.y
        if local.isWheel {
            glide = nil
            stopHeader()
            wheel(local, at: time)
            return true
        }
        let previous = pager.currentPage
        let result = gestures.handle(local, at: time, pager: &pager)
        align(result.events, beside: previous)
        for outcome in result.outcomes {
            if case .pressed(_, let row) = outcome { press(row: row) }
            apply(outcome, at: time)
        }
        return true
    }

    /// A wheel notch: up and down scroll the list (pulling at its top), shift+wheel and the
    /// horizontal wheel switch tabs.
    private func wheel(_ mouse: MouseEvent, at time: Double) {
        let previous = pager.currentPage
        switch (mouse.button, mouse.modifiers.contains(.shift)) {
        case (.wheelLeft, _), (.wheelUp, true):
            align(pager.fling(direction: -1, now: time), beside: previous)
        case (.wheelRight, _), (.wheelDown, true):
            align(pager.fling(direction: 1, now: time), beside: previous)
        case (.wheelUp, false):
            scrollOrPull(by: -Self.wheelRows, at: time)
        case (.wheelDown, false):
            scrollOrPull(by: Self.wheelRows, at: time)
        default:
            break
        }
    }

    /// Scrolls the current list by `rows`; a notch up at its top pulls the refresh row
    /// instead, and a notch down while pulling gives the pull back. A pull on rows that
    /// cannot be read again says so at once (the row follows, then slides shut).
    private func scrollOrPull(by rows: Double, at time: Double) {
        let page = currentPage
        remark = nil
        alignment.forget(page: page)
        var control = refreshControl(of: page)
        let atTop = position(of: page).offset <= header.restOffset + 1e-9
        let isPulling: Bool
        if case .pulling = control.phase { isPulling = true } else { isPulling = false }
        if control.acceptsPull && ((rows < 0 && atTop) || (rows > 0 && isPulling)) {
            control.pull(by: rows < 0 ? Self.wheelPullRows : -Self.wheelPullRows, now: time)
            refreshes[page] = control.isActive ? control : nil
            followGap(of: page)
            if rows < 0, let refusal = refreshRefusal(of: page) { self.refusal = refusal }
            return
        }
        updateList(page) { list, geometry, gap in list.scroll(by: rows, in: geometry, gap: gap) }
    }

    /// The button went down on row `row`: a glide stops, a moving header stops (and the
    /// press then does nothing else).
    private func press(row: Int) {
        remark = nil
        glide = nil
        pressRow = row
        pressConsumed = headerMotion?.motion.isMoving == true
        stopHeader()
    }

    /// What the gesture layer left: drags up and down (the list, or the header), clicks.
    private func apply(_ outcome: PagerGestures.Outcome, at time: Double) {
        let page = currentPage
        switch outcome {
        case .pressed, .released:
            break
        case .crossAxis(.dragBegan):
            // The page under the pointer now is the one dragged, even if the pages are
            // still sliding and another becomes current half-way.
            alignment.forget(page: page)
            verticalDrag = VerticalDrag(page: page, startOffset: position(of: page).offset,
                                        onHeader: pressRow.map { isHeaderRow($0) } ?? false)
            if verticalDrag?.onHeader == true { grabHeader(of: page) }
        case .crossAxis(.dragMoved(let translation, _)):
            guard let drag = verticalDrag else { return }
            if drag.onHeader {
                dragHeader(by: drag.translation - translation, at: time)
            } else {
                dragList(drag.page, to: drag.startOffset - translation, at: time)
            }
            verticalDrag?.translation = translation
        case .crossAxis(.dragEnded(let velocity)):
            defer {
                verticalDrag = nil
                pressRow = nil
            }
            guard let drag = verticalDrag else { return }
            let page = drag.page
            if drag.onHeader {
                releaseHeader(velocity: -velocity, at: time)
                return
            }
            if var control = refreshes[page], case .pulling = control.phase {
                control.release(now: time)
                refreshes[page] = control.isActive ? control : nil
                followGap(of: page)
                if let refusal = refreshRefusal(of: page) { self.refusal = refusal }
            } else {
                startGlide(of: page, velocity: -velocity, at: time)
            }
        case .crossAxis:
            break
        case .click(let column, let row, _):
            pressRow = nil
            if !pressConsumed { click(column: column, row: row, at: time) }
        }
    }

    /// A vertical drag holds page `page`'s list at `offset`; above its top the excess pulls
    /// the refresh row.
    private func dragList(_ page: Int, to offset: Double, at time: Double) {
        var control = refreshControl(of: page)
        if control.acceptsPull {
            control.pull(to: header.restOffset - offset, now: time)
            refreshes[page] = control.isActive ? control : nil
        }
        updateList(page) { list, geometry, gap in
            list.offset = offset
            list.clamp(in: geometry, gap: gap)
            list.keepFocusVisible(in: geometry)
        }
    }

    /// A click on a tab label opens that tab; on a row of the list focuses it, and on the
    /// focused row picks it.
    private func click(column: Int, row: Int, at time: Double) {
        let page = currentPage
        let barTop = Int(header.barTop(atOffset: headerOffset))
        if row == barTop {
            if let tab = bar.label(atColumn: column, scroll: bar.scroll(at: pager.position)) {
                switchTab(to: tab, at: time)
            }
            return
        }
        let offset = position(of: page).offset.rounded(.down)
        guard row >= Int(header.barBottom(atOffset: headerOffset)), row < viewportRows else { return }
        let tapped = Int((Double(row) - header.screenRow(ofRow: 0, atOffset: offset)).rounded(.down))
        guard tapped >= 0, tapped < numberOfRows(inPage: page) else { return }
        if tapped == position(of: page).focusedRow {
            select(row: tapped, inPage: page)
            return
        }
        alignment.forget(page: page)
        updateList(page) { list, geometry, gap in list.focus(row: tapped, in: geometry, gap: gap) }
    }

    // MARK: Glide

    /// A vertical drag let go at `velocity` rows per second (positive: further down the
    /// list): the list glides on, unless motion is reduced or it would not move a row.
    /// The range is the list's own, without refresh rows, so a glide never pulls.
    private func startGlide(of page: Int, velocity: Double, at time: Double) {
        glide = nil
        guard animates, hasPage(page) else { return }
        let range = geometry(of: page).offsetRange()
        if let curve = ListGlide(from: position(of: page).offset, velocity: velocity, in: range, now: time) {
            glide = (page, curve)
        }
    }

    /// Moves the gliding list to where the glide is at `now`; the glide ends when it lands
    /// or its page is no longer the one in use.
    private func stepGlide(now: Double) {
        guard let glide else { return }
        guard glide.page == currentPage else {
            self.glide = nil
            return
        }
        let offset = glide.curve.offset(at: now)
        updateList(glide.page) { list, geometry, gap in
            list.offset = offset
            list.clamp(in: geometry, gap: gap)
            list.keepFocusVisible(in: geometry)
        }
        if glide.curve.isFinished(at: now) { self.glide = nil }
    }

    // MARK: Elastic header

    /// Whether screen row `row` is on the header rows: the header or the bar while the
    /// header is at least partly in view (a drag there moves the header elastically).
    func isHeaderRow(_ row: Int) -> Bool {
        let offset = headerOffset
        return !header.isPinned(atOffset: offset) && Double(row) < header.barBottom(atOffset: offset)
    }

    /// A vertical drag on the header rows grabs the header at the page's offset (a pull
    /// already open counts as the header pulled down that far). While a refresh runs the
    /// range takes in its rows, and nothing pulls.
    private func grabHeader(of page: Int) {
        let control = refreshControl(of: page)
        let gap = refreshGap(of: page)
        let range = geometry(of: page).offsetRange(gap: control.acceptsPull ? 0 : gap)
        let offset = position(of: page).offset
        let start = control.acceptsPull && offset <= range.lowerBound + 1e-9 ? range.lowerBound - gap : offset
        headerMotion = (page, ElasticHeaderMotion(at: start, in: range))
    }

    /// The pointer moved the header: the list offset changes by `rows`, elastically.
    private func dragHeader(by rows: Double, at time: Double) {
        guard var held = headerMotion else { return }
        held.motion.drag(by: rows)
        headerMotion = held
        placeHeader(of: held.page, at: held.motion, now: time)
    }

    /// The header let go moving the offset at `velocity` rows per second. Above the top,
    /// the pull is let go as a list drag's is (refreshing past the threshold); otherwise the
    /// header coasts and springs back into range (with reduced motion it lands at once).
    private func releaseHeader(velocity: Double, at time: Double) {
        guard var held = headerMotion else { return }
        if var control = refreshes[held.page], case .pulling = control.phase, held.motion.overshoot(at: held.motion.position) < 0 {
            headerMotion = nil
            control.release(now: time)
            refreshes[held.page] = control.isActive ? control : nil
            followGap(of: held.page)
            if let refusal = refreshRefusal(of: held.page) { self.refusal = refusal }
            return
        }
        held.motion.release(velocity: velocity, now: time, animates: animates)
        headerMotion = held.motion.isMoving ? held : nil
        placeHeader(of: held.page, at: held.motion, now: time)
    }

    /// Moves the header along its motion; it is over when it rests or its page is no
    /// longer the one in use.
    private func stepHeader(now: Double) {
        guard var held = headerMotion, !held.motion.isDragging else { return }
        guard held.page == currentPage else {
            stopHeader()
            return
        }
        held.motion.step(now: now)
        headerMotion = held.motion.isMoving ? held : nil
        placeHeader(of: held.page, at: held.motion, now: now)
    }

    /// Stops the header where it is, on a whole row inside its range.
    private func stopHeader() {
        guard var held = headerMotion else { return }
        held.motion.stop()
        headerMotion = nil
        placeHeader(of: held.page, at: held.motion, now: clock)
    }

    /// Page `page`'s list follows the header (Mode 2: offset = −headerY). Above the top the
    /// excess is the refresh pull; past the bottom the list is held stretched, out of range.
    private func placeHeader(of page: Int, at motion: ElasticHeaderMotion, now: Double) {
        var control = refreshControl(of: page)
        if control.acceptsPull {
            control.pull(to: -motion.overshoot(at: motion.position), now: now)
            refreshes[page] = control.isActive ? control : nil
        }
        let gap = refreshGap(of: page)
        updateList(page) { list, geometry, _ in
            list.offset = max(motion.position, geometry.offsetRange(gap: gap).lowerBound)
            list.keepFocusVisible(in: geometry)
        }
    }

    // MARK: Internals

    /// Pages that just came into view beside page `previous` get their aligned offset
    /// (seeds-behaviours §1.2): the outgoing offset is read without its refresh rows, and
    /// a page with its own refresh row open shows it when it lands at the top.
    private func align(_ pages: [Int], beside previous: Int) {
        guard hasPage(previous) else { return }
        let rest = header.restOffset
        let outgoing = max(position(of: previous).offset, rest)
        for page in pages where page != previous && hasPage(page) {
            let aligned = alignment.offset(forShowing: page, besidePage: previous, at: outgoing)
            updateList(page) { list, geometry, gap in
                list.offset = aligned <= rest ? rest - gap : aligned
                list.clamp(in: geometry, gap: gap)
                list.keepFocusVisible(in: geometry)
            }
        }
    }

    /// Applies `change` to page `page`'s list with its geometry and refresh rows.
    private func updateList(_ page: Int, _ change: (inout ListPosition, ListGeometry, Double) -> Void) {
        guard hasPage(page) else { return }
        var list = position(of: page)
        change(&list, geometry(of: page), refreshGap(of: page))
        lists[page] = list
    }

    /// A list at its top follows its refresh rows as they open and close.
    private func followGap(of page: Int) {
        let gap = refreshGap(of: page), rest = header.restOffset
        updateList(page) { list, geometry, _ in
            if list.offset <= rest + 1e-9 || list.offset < rest - gap { list.offset = rest - gap }
            list.clamp(in: geometry, gap: gap)
        }
    }

    /// The refresh of `page` asked for its rows: the delegate reads them again (its answer
    /// is the remark), the list keeps its place, and the row closes.
    private func reload(page: Int, control: RefreshControl, now: Double) -> RefreshControl {
        var control = control
        if hasPage(page) {
            remark = delegate?.swipeTableView(self, refreshPage: page)
            // The delegate may have reloaded everything meanwhile: the page is checked again.
            if hasPage(page) {
                let count = max(dataSource?.swipeTableView(self, numberOfRowsInPage: page) ?? 0, 0)
                rowTotal += count - rowCounts[page]
                rowCounts[page] = count
            }
        }
        control.endRefreshing(now: now)
        refreshes[page] = control
        updateList(page) { list, geometry, gap in list.clamp(in: geometry, gap: gap) }
        return control
    }

    /// A new frame size: the page pitch follows the width, and every list is brought into range.
    func applySize() {
        let size = frameSize
        stopHeader()
        pager.pitch = Double(size.columns + 1)
        if bar.visibleWidth != max(size.columns, 0) {
            bar = SegmentBarLayout(labelWidths: bar.widths, spacing: bar.spacing, visibleWidth: size.columns)
        }
        for page in lists.keys { updateList(page) { list, geometry, gap in list.clamp(in: geometry, gap: gap) } }
    }
}

/// A vertical drag of one page's list: which page, its offset when the drag began,
/// whether it began on the header rows, and the pointer's last translation (rows).
private struct VerticalDrag {
    var page: Int
    var startOffset: Double
    var onHeader: Bool
    var translation = 0.0
}
