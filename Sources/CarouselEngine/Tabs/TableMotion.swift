/// SwipeTableView's motion as numbers over an injected clock (seeds-behaviours §1.2–§1.6):
/// the horizontal pages (`TabPager`), each page's vertical offset under the shared
/// sticky header, the alignment of a neighbour as it comes into view, a page let go
/// while moving gliding on (`ListGlide`), the header dragged elastically and coasting
/// (`ElasticHeaderMotion`), and each page's pull-to-refresh (`RefreshControl`). A value
/// type like `Deck`: calls that change it take `now` and return the `TableEvent`s they
/// caused; a host steps it once per frame while `isAnimating`.
///
/// Offsets are rows (see `StickyHeader`). The motion knows a page's content only through
/// the `PageMetrics` its host sets (rows, whether it may refresh, its refresh height):
/// until then the page keeps whatever offset it is given, unclamped. Nothing here costs
/// more than O(pages in view) per call, however many pages there are.
public struct TableMotion: Sendable, Equatable {
    /// What the host tells the motion about one page's content.
    public struct PageMetrics: Sendable, Equatable {
        /// Rows of content (a list's rows, a grid's laid-out rows, a text's lines).
        public var contentRows: Int
        /// Whether a pull let go past the threshold refreshes the page.
        public var canRefresh: Bool
        /// The page's refresh threshold and open height, in rows
        /// (`heightForRefreshHeaderAtIndex`).
        public var refreshHeight: Double

        /// Metrics of `contentRows` rows that refresh (or not) at `refreshHeight` rows.
        public init(contentRows: Int, canRefresh: Bool = false, refreshHeight: Double = RefreshControl.defaultHeight) {
            self.contentRows = max(contentRows, 0)
            self.canRefresh = canRefresh
            self.refreshHeight = refreshHeight
        }
    }

    /// A page let go while moving, gliding on.
    public struct PageGlide: Sendable, Equatable {
        /// The page that glides.
        public let page: Int
        /// Its curve.
        public let curve: ListGlide
    }

    /// The shared header held or moving for one page.
    public struct HeaderHold: Sendable, Equatable {
        /// The page whose offset the header moves.
        public let page: Int
        /// The header's motion.
        public var motion: ElasticHeaderMotion
    }

    /// A vertical drag of one page: its offset when the drag began, whether it began on
    /// the header rows, and the pointer's last translation (rows, positive down).
    struct VerticalDrag: Sendable, Equatable {
        var page: Int
        var startOffset: Double
        var onHeader: Bool
        var translation = 0.0
    }

    /// Rows a wheel notch pulls at the top of a page.
    public static let wheelPullRows = 1.0

    /// The header and bar layout shared by every page. A new one leaves pages at the top
    /// at the (new) top, and brings the others into range.
    public var header: StickyHeader {
        didSet {
            guard header != oldValue else { return }
            alignment = NeighbourAlignment(header: header)
            for (page, offset) in offsets where offset <= oldValue.restOffset + 1e-9 {
                offsets[page] = header.restOffset - refreshGap(ofPage: page)
            }
            clampAll()
        }
    }
    /// Rows from the top of the header area to the bottom of the page area.
    public private(set) var viewportRows: Int
    /// SwipeTableView's `shouldAdjustContentSize`: short pages are padded so the bar can
    /// be pinned (see `ListGeometry`).
    public var adjustsContentSize = true {
        didSet { if adjustsContentSize != oldValue { clampAll() } }
    }
    /// False for reduced motion: tab switches are instant, nothing glides or coasts, and a
    /// refresh is due at the next step without opening or spinning.
    public let animates: Bool
    /// The horizontal pages.
    public private(set) var pager: TabPager
    /// Each page's offset, once it was shown or moved.
    public private(set) var offsets: [Int: Double] = [:]
    /// Each page's refresh control, while it shows anything.
    public private(set) var refreshes: [Int: RefreshControl] = [:]
    /// Remembered offsets for aligning neighbouring pages.
    public private(set) var alignment: NeighbourAlignment
    /// The page gliding on after a fast vertical drag.
    public private(set) var glide: PageGlide?
    /// The header dragged elastically (a drag that began on the header rows), or moving on
    /// after such a drag.
    public private(set) var headerHold: HeaderHold?
    /// The latest time seen.
    public private(set) var clock = 0.0
    private var verticalDrag: VerticalDrag?
    private var metrics: [Int: PageMetrics] = [:]

    /// `pageCount` pages under `header`, `viewportRows` rows tall, at the first page.
    public init(pageCount: Int, header: StickyHeader, viewportRows: Int, animates: Bool = true) {
        self.header = header
        self.viewportRows = max(viewportRows, 0)
        self.animates = animates
        pager = TabPager(pageCount: max(pageCount, 0), animates: animates)
        alignment = NeighbourAlignment(header: header)
        showCurrentPage()
    }

    // MARK: State

    /// The page in use, or −1 with no pages.
    public var currentPage: Int { pager.currentPage }

    /// How many pages there are.
    public var pageCount: Int { pager.pageCount }

    /// Whether `page` is a page.
    public func hasPage(_ page: Int) -> Bool { page >= 0 && page < pageCount }

    /// Columns from one page's left edge to the next one's.
    public var pitch: Double {
        get { pager.pitch }
        set { pager.pitch = newValue }
    }

    /// SwipeTableView's `scrollEnabled`: false keeps drags and the wheel from switching pages.
    public var isScrollEnabled: Bool {
        get { pager.isScrollEnabled }
        set { pager.isScrollEnabled = newValue }
    }

    /// Whether anything moves on its own. A drag moves only with the pointer, so a button
    /// held still needs no frames.
    public var isAnimating: Bool {
        (pager.isMoving && !pager.isDragging) || glide != nil || headerHold?.motion.isMoving == true
            || refreshes.values.contains { $0.needsFrames }
    }

    /// Page `page`'s offset (at the top until it was shown).
    public func offset(ofPage page: Int) -> Double { offsets[page] ?? header.restOffset }

    /// Page `page`'s frame, once its metrics are known.
    public func geometry(ofPage page: Int) -> ListGeometry? {
        metrics[page].map { frame(rows: $0.contentRows) }
    }

    /// The refresh rows open above page `page` now.
    public func refreshGap(ofPage page: Int) -> Double { refreshes[page]?.gap(at: clock) ?? 0 }

    /// The offset (floored) that places the shared header and bar: the current page's.
    /// While two pages share the screen it is taken without the current page's refresh
    /// rows, so a refresh open on one page never pushes the header over the other page's
    /// rows (SwipeTableView #77/#112); at rest the header moves down with the refresh
    /// rows, under them.
    public var headerOffset: Double {
        let offset = offset(ofPage: currentPage).rounded(.down)
        guard let pages = TabPager.pages(at: pager.position, count: pageCount), pages.count > 1 else { return offset }
        return max(offset, header.restOffset)
    }

    // MARK: Host changes

    /// The pages were reloaded: `pageCount` of them now. The page in use stays (bounded),
    /// and so do the offsets of pages that still exist.
    public mutating func reload(pageCount: Int) {
        let count = max(pageCount, 0)
        if pager.pageCount != count {
            let current = pager.currentPage, pitch = pager.pitch, enabled = pager.isScrollEnabled
            pager = TabPager(pageCount: count, animates: animates)
            pager.pitch = pitch
            pager.isScrollEnabled = enabled
            if current > 0 && count > 0 {
                _ = pager.go(toPage: min(current, count - 1), now: clock)
                _ = pager.step(now: clock + 10)
            }
        }
        offsets = offsets.filter { $0.key < count }
        metrics = metrics.filter { $0.key < count }
        refreshes = refreshes.filter { $0.key < count }
        if let glide, glide.page >= count { self.glide = nil }
        if let headerHold, headerHold.page >= count { self.headerHold = nil }
        if let verticalDrag, verticalDrag.page >= count { self.verticalDrag = nil }
        clampAll()
        showCurrentPage()
    }

    /// Page `page`'s content changed (or became known): its offset is brought into range.
    public mutating func setMetrics(_ metrics: PageMetrics, ofPage page: Int) {
        guard hasPage(page), self.metrics[page] != metrics else { return }
        self.metrics[page] = metrics
        clamp(page)
    }

    /// A new viewport: `viewportRows` tall, pages `pitch` columns apart. A moving header
    /// stops, and every page is brought into range.
    public mutating func resize(viewportRows: Int, pitch: Double) {
        stopHeader()
        pager.pitch = pitch
        let rows = max(viewportRows, 0)
        guard rows != self.viewportRows else { return }
        self.viewportRows = rows
        clampAll()
    }

    // MARK: Frames

    /// Advances the pages, a glide, the header and every refresh to `now`.
    public mutating func step(now: Double) -> [TableEvent] {
        guard now.isFinite else { return [] }
        var events = movingPages(now: now) { $0.step(now: now) }
        events += stepGlide(now: now)
        events += stepHeader(now: now)
        for page in refreshes.keys.sorted() {
            guard var control = refreshes[page] else { continue }
            if control.step(now: now) || (!animates && control.isRefreshing) { events.append(.refreshDue(page)) }
            refreshes[page] = control.isActive ? control : nil
            followGap(of: page)
        }
        return events
    }

    /// The host has read page `page` again after `.refreshDue`: the refresh rows close
    /// (at once with reduced motion) and the page keeps its place.
    public mutating func endRefreshing(page: Int, now: Double) {
        guard hasPage(page), var control = refreshes[page] else { return }
        clock = max(clock, now.isFinite ? now : clock)
        control.endRefreshing(now: clock)
        refreshes[page] = animates && control.isActive ? control : nil
        clamp(page)
        followGap(of: page)
    }

    // MARK: Keys and calls

    /// A key (or anything but the pointer) stops a glide and a coasting header where
    /// they are, as SwipeTableView's touch does.
    public mutating func stopMoving(now: Double) {
        clock = max(clock, now.isFinite ? now : clock)
        glide = nil
        stopHeader()
    }

    /// Slides to page `page` (bounded); neighbours are aligned as they come into view.
    public mutating func switchTab(to page: Int, now: Double) -> [TableEvent] {
        guard pageCount > 0 else { return [] }
        let target = min(max(page, 0), pageCount - 1)
        return movingPages(now: now) { $0.go(toPage: target, now: now) }
    }

    /// Scrolls page `page` by `rows` (positive: further down), within its range; a
    /// hand-made scroll forgets the page's remembered offset.
    public mutating func scroll(page: Int, by rows: Double) -> [TableEvent] {
        guard hasPage(page), rows.isFinite, rows != 0 else { return [] }
        alignment.forget(page: page)
        let gap = refreshGap(ofPage: page)
        let range = frame(of: page).offsetRange(gap: gap)
        offsets[page] = min(max(offset(ofPage: page) + rows, range.lowerBound), range.upperBound)
        return [.pageDidScroll(page)]
    }

    /// Scrolls page `page` just enough to show its content rows `rows` (a focused item;
    /// rows from the first one bring back the top, header included). See
    /// `ListGeometry.offset(revealing:from:gap:)`.
    public mutating func reveal(rows: Range<Int>, ofPage page: Int) {
        guard hasPage(page) else { return }
        alignment.forget(page: page)
        offsets[page] = frame(of: page).offset(revealing: rows, from: offset(ofPage: page), gap: refreshGap(ofPage: page))
    }

    /// Starts a refresh of page `page` without a pull (a key): false when it cannot refresh.
    @discardableResult
    public mutating func beginRefreshing(page: Int, now: Double) -> Bool {
        guard hasPage(page), now.isFinite else { return false }
        clock = max(clock, now)
        var control = refreshControl(of: page)
        guard control.canRefresh else { return false }
        control.beginRefreshing(now: now)
        refreshes[page] = control
        return true
    }

    // MARK: The wheel

    /// A vertical wheel notch of `rows` on the page in use (negative: up). At the top, a
    /// notch up pulls the refresh row by `wheelPullRows` instead, and while pulling a
    /// notch down gives the pull back. Returns whether the notch went into the pull.
    public mutating func wheel(rows: Double, now: Double) -> (pulled: Bool, events: [TableEvent]) {
        let page = currentPage
        guard hasPage(page), rows.isFinite, now.isFinite else { return (false, []) }
        clock = max(clock, now)
        glide = nil
        stopHeader()
        alignment.forget(page: page)
        var control = refreshControl(of: page)
        let atTop = offset(ofPage: page) <= header.restOffset + 1e-9
        let isPulling: Bool
        if case .pulling = control.phase { isPulling = true } else { isPulling = false }
        if control.acceptsPull && ((rows < 0 && atTop) || (rows > 0 && isPulling)) {
            control.pull(by: rows < 0 ? Self.wheelPullRows : -Self.wheelPullRows, now: now)
            refreshes[page] = control.isActive ? control : nil
            followGap(of: page)
            return (true, [])
        }
        return (false, scroll(page: page, by: rows))
    }

    // MARK: The pointer, up and down

    /// The button went down: a glide stops and a moving header stops where it is. Returns
    /// true when the press stopped a moving header (it then does nothing else, not even a
    /// click, as the header swallows the touch).
    public mutating func press(now: Double) -> Bool {
        clock = max(clock, now.isFinite ? now : clock)
        glide = nil
        let swallowed = headerHold?.motion.isMoving == true
        stopHeader()
        return swallowed
    }

    /// A vertical drag began on the page in use (which stays the dragged one even if the
    /// pages still slide): on the header rows it moves the header elastically, on the
    /// content it moves the content 1:1.
    public mutating func beginVerticalDrag(onHeader: Bool) {
        let page = currentPage
        guard hasPage(page) else { return }
        alignment.forget(page: page)
        verticalDrag = VerticalDrag(page: page, startOffset: offset(ofPage: page), onHeader: onHeader)
        if onHeader { grabHeader(of: page) }
    }

    /// The pointer moved `translation` rows (positive: down) since the drag began. Above
    /// the top the excess pulls the refresh row.
    public mutating func dragVertically(translation: Double, now: Double) -> [TableEvent] {
        guard let drag = verticalDrag, translation.isFinite, now.isFinite else { return [] }
        clock = max(clock, now)
        verticalDrag?.translation = translation
        if drag.onHeader { return dragHeader(by: drag.translation - translation, now: now) }
        return dragContent(of: drag.page, to: drag.startOffset - translation, now: now)
    }

    /// The pointer let go moving at `velocity` rows per second (positive: down): a pull
    /// is let go (refreshing past the threshold), the header coasts and springs back, or
    /// the content glides on.
    public mutating func endVerticalDrag(velocity: Double, now: Double) -> [TableEvent] {
        guard let drag = verticalDrag else { return [] }
        verticalDrag = nil
        guard now.isFinite else { return [] }
        clock = max(clock, now)
        let velocity = velocity.isFinite ? velocity : 0
        if drag.onHeader { return releaseHeader(velocity: -velocity, now: now) }
        if var control = refreshes[drag.page], case .pulling = control.phase {
            let refreshes = control.release(now: now)
            self.refreshes[drag.page] = control.isActive ? control : nil
            followGap(of: drag.page)
            return [.pullReleased(page: drag.page, refreshes: refreshes)]
        }
        startGlide(of: drag.page, velocity: -velocity, now: now)
        return []
    }

    /// The page a vertical drag holds, if one does.
    public var verticallyDraggedPage: Int? { verticalDrag?.page }

    // MARK: Internals

    /// A frame of `rows` content rows in the current layout.
    private func frame(rows: Int) -> ListGeometry {
        ListGeometry(header: header, rowCount: rows, viewportRows: viewportRows, adjustsContentSize: adjustsContentSize)
    }

    /// Page `page`'s frame: an empty page's until its metrics are known.
    private func frame(of page: Int) -> ListGeometry { frame(rows: metrics[page]?.contentRows ?? 0) }

    /// Page `page`'s refresh control, or a new idle one as its metrics say.
    private func refreshControl(of page: Int) -> RefreshControl {
        refreshes[page] ?? RefreshControl(canRefresh: metrics[page]?.canRefresh ?? false,
                                          height: metrics[page]?.refreshHeight ?? RefreshControl.defaultHeight)
    }

    /// The page in use gets an offset the first time it shows: its top.
    private mutating func showCurrentPage() {
        let page = currentPage
        guard hasPage(page), offsets[page] == nil else { return }
        offsets[page] = alignment.offset(forShowing: page, besidePage: page, at: header.restOffset)
    }

    /// Brings page `page`'s offset into range with its refresh rows, once its metrics are known.
    private mutating func clamp(_ page: Int) {
        guard let offset = offsets[page], let geometry = geometry(ofPage: page) else { return }
        let range = geometry.offsetRange(gap: refreshGap(ofPage: page))
        offsets[page] = min(max(offset, range.lowerBound), range.upperBound)
    }

    private mutating func clampAll() {
        for page in offsets.keys { clamp(page) }
    }

    /// Applies `change` to the pager at `now` and aligns the pages it brought into view
    /// beside the page in use before it.
    mutating func movingPages(now: Double, _ change: (inout TabPager) -> [TableEvent]) -> [TableEvent] {
        guard now.isFinite else { return [] }
        clock = max(clock, now)
        let previous = pager.currentPage
        return aligning(change(&pager), beside: previous)
    }

    /// The pager's `events`, with the pages that came into view beside page `previous`
    /// given their aligned offset (seeds-behaviours §1.2): the outgoing offset is read
    /// without its refresh rows, and a page with its own refresh row open shows it when it
    /// lands at the top.
    private mutating func aligning(_ events: [TableEvent], beside previous: Int) -> [TableEvent] {
        var result: [TableEvent] = []
        for event in events {
            result.append(event)
            guard case .pageCameIntoView(let page) = event, page != previous, hasPage(previous), hasPage(page) else { continue }
            let rest = header.restOffset
            let outgoing = max(offset(ofPage: previous), rest)
            let aligned = alignment.offset(forShowing: page, besidePage: previous, at: outgoing)
            offsets[page] = aligned <= rest ? rest - refreshGap(ofPage: page) : aligned
            clamp(page)
            result.append(.pageDidScroll(page))
        }
        return result
    }

    /// A page at its top follows its refresh rows as they open and close.
    private mutating func followGap(of page: Int) {
        guard hasPage(page) else { return }
        let gap = refreshGap(ofPage: page), rest = header.restOffset
        let offset = offset(ofPage: page)
        if offset <= rest + 1e-9 || offset < rest - gap { offsets[page] = rest - gap }
        clamp(page)
    }

    /// A content drag holds page `page` at `offset`; above its top the excess pulls the
    /// refresh row.
    private mutating func dragContent(of page: Int, to offset: Double, now: Double) -> [TableEvent] {
        var control = refreshControl(of: page)
        if control.acceptsPull {
            control.pull(to: header.restOffset - offset, now: now)
            refreshes[page] = control.isActive ? control : nil
        }
        let range = frame(of: page).offsetRange(gap: refreshGap(ofPage: page))
        offsets[page] = min(max(offset, range.lowerBound), range.upperBound)
        return [.pageDidScroll(page)]
    }

    // MARK: Glide

    /// Page `page` let go at `velocity` rows per second (positive: further down): it
    /// glides on, unless motion is reduced or it would not move a row. The range is the
    /// page's own, without refresh rows, so a glide never pulls.
    private mutating func startGlide(of page: Int, velocity: Double, now: Double) {
        glide = nil
        guard animates, hasPage(page) else { return }
        if let curve = ListGlide(from: offset(ofPage: page), velocity: velocity, in: frame(of: page).offsetRange(), now: now) {
            glide = PageGlide(page: page, curve: curve)
        }
    }

    /// Moves the gliding page to where the glide is at `now`; the glide ends when it lands
    /// or its page is no longer the one in use.
    private mutating func stepGlide(now: Double) -> [TableEvent] {
        guard let glide else { return [] }
        guard glide.page == currentPage else {
            self.glide = nil
            return []
        }
        let range = frame(of: glide.page).offsetRange(gap: refreshGap(ofPage: glide.page))
        offsets[glide.page] = min(max(glide.curve.offset(at: now), range.lowerBound), range.upperBound)
        if glide.curve.isFinished(at: now) { self.glide = nil }
        return [.pageDidScroll(glide.page)]
    }

    // MARK: Elastic header

    /// A drag on the header rows grabs the header at the page's offset (a pull already
    /// open counts as the header pulled down that far). While a refresh runs the range
    /// takes in its rows, and nothing pulls.
    private mutating func grabHeader(of page: Int) {
        let control = refreshControl(of: page)
        let gap = refreshGap(ofPage: page)
        let range = frame(of: page).offsetRange(gap: control.acceptsPull ? 0 : gap)
        let offset = offset(ofPage: page)
        let start = control.acceptsPull && offset <= range.lowerBound + 1e-9 ? range.lowerBound - gap : offset
        headerHold = HeaderHold(page: page, motion: ElasticHeaderMotion(at: start, in: range))
    }

    /// The pointer moved the header: the page's offset changes by `rows`, elastically.
    private mutating func dragHeader(by rows: Double, now: Double) -> [TableEvent] {
        guard var held = headerHold else { return [] }
        held.motion.drag(by: rows)
        headerHold = held
        return placeHeader(of: held.page, at: held.motion, now: now)
    }

    /// The header let go moving the offset at `velocity` rows per second. Above the top
    /// the pull is let go as a content drag's is; otherwise the header coasts and springs
    /// back into range (with reduced motion it lands at once).
    private mutating func releaseHeader(velocity: Double, now: Double) -> [TableEvent] {
        guard var held = headerHold else { return [] }
        if var control = refreshes[held.page], case .pulling = control.phase, held.motion.overshoot(at: held.motion.position) < 0 {
            headerHold = nil
            let refreshes = control.release(now: now)
            self.refreshes[held.page] = control.isActive ? control : nil
            followGap(of: held.page)
            return [.pullReleased(page: held.page, refreshes: refreshes)]
        }
        held.motion.release(velocity: velocity, now: now, animates: animates)
        headerHold = held.motion.isMoving ? held : nil
        return placeHeader(of: held.page, at: held.motion, now: now)
    }

    /// Moves the header along its motion; it is over when it rests or its page is no
    /// longer the one in use.
    private mutating func stepHeader(now: Double) -> [TableEvent] {
        guard var held = headerHold, !held.motion.isDragging else { return [] }
        guard held.page == currentPage else {
            stopHeader()
            return []
        }
        held.motion.step(now: now)
        headerHold = held.motion.isMoving ? held : nil
        return placeHeader(of: held.page, at: held.motion, now: now)
    }

    /// Stops the header where it is, on a whole row inside its range.
    private mutating func stopHeader() {
        guard var held = headerHold else { return }
        held.motion.stop()
        headerHold = nil
        _ = placeHeader(of: held.page, at: held.motion, now: clock)
    }

    /// Page `page` follows the header (Mode 2: offset = −headerY). Above the top the
    /// excess is the refresh pull; past the bottom the page is held stretched, out of range.
    private mutating func placeHeader(of page: Int, at motion: ElasticHeaderMotion, now: Double) -> [TableEvent] {
        guard hasPage(page) else { return [] }
        var control = refreshControl(of: page)
        if control.acceptsPull {
            control.pull(to: -motion.overshoot(at: motion.position), now: now)
            refreshes[page] = control.isActive ? control : nil
        }
        offsets[page] = max(motion.position, frame(of: page).offsetRange(gap: refreshGap(ofPage: page)).lowerBound)
        return [.pageDidScroll(page)]
    }
}
