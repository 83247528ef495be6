import CarouselEngine
import CellCanvas
import TerminalBackend

/// The tabs mode (SwipeTableView): a header with the source's name and counts and a
/// sticky segment bar above pages that slide sideways, each a list scrolling up and down.
/// The header scrolls away with the list and the bar sticks at the top; a page coming
/// into view is aligned with the one in use; pulling past the top of a list refreshes it
/// from its source. A vertical drag that begins on the header rows moves the header (and
/// the list with it) elastically, as SwipeTableView's header does (`ElasticHeaderMotion`).
struct TabsScreen: ModeScreen {
    /// Below this size the screen shows a short message instead.
    static let minimumSize = Size(columns: 20, rows: 8)
    /// The header's rows: the name, the counts, a hint.
    static let headerRows = 3
    /// The bar's rows: the labels and the rule with the underline.
    static let barRows = 2
    /// Rows a wheel notch scrolls a list.
    static let wheelRows = 3.0
    /// Rows a wheel notch pulls at the top of a list.
    static let wheelPullRows = 1.0
    /// The widest a tab label gets, in columns.
    static let maximumLabelWidth = 24

    let keyMap = KeyMap.tabs
    /// The tabs and their rows.
    private(set) var source: TabSource
    let theme: Theme
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
    /// The rows of every tab together, kept up to date as tabs reload and stdin grows, so
    /// the header does not walk every tab each frame.
    private(set) var rowTotal = 0
    /// The current list gliding on after a fast vertical drag, and the page it belongs to.
    private(set) var glide: (page: Int, curve: ListGlide)?
    /// The shared header dragged elastically (a vertical drag that began on the header
    /// rows), or moving on after such a drag, and the page it belongs to.
    private(set) var headerMotion: (page: Int, motion: ElasticHeaderMotion)?
    private var pointer = TwoAxisPointerTracker()
    /// The offset the list had when a vertical drag began.
    private var verticalDrag: VerticalDrag?
    /// Where the button went down, while it is down.
    private var pressRow: Int?
    /// The press stopped a moving header: it does nothing else, not even a click.
    private var pressConsumed = false
    /// The size of the last frame (layout needs one before the first frame).
    private(set) var screenSize = Size(columns: 100, rows: 30)
    /// The latest time seen, for drawing what depends on time (the refresh row).
    private(set) var clock = 0.0
    /// A remark for the status line that did not come as a response (a refresh's result).
    private(set) var remark: String?
    /// False for reduced motion: tab switches are instant and a refresh reloads at once,
    /// without opening, spinning and closing its row.
    let animates: Bool

    init(_ context: ScreenContext) {
        self.init(source: TabSource.make(source: context.source, paths: context.paths, pathOptions: context.pathOptions),
                  theme: .standard(colorEnabled: context.colorEnabled), animates: context.options.animates)
    }

    /// A screen over `source`; `animates` false makes tab switches and refreshes instant.
    init(source: TabSource, theme: Theme, animates: Bool = true) {
        self.source = source
        self.theme = theme
        self.animates = animates
        pager = TabPager(pageCount: source.tabs.count, animates: animates)
        alignment = NeighbourAlignment(header: header)
        labels = Self.labels(for: source)
        bar = SegmentBarLayout(labelWidths: labels.map { DisplayWidth.of($0) }, spacing: 0, visibleWidth: screenSize.columns)
        rowTotal = source.totalRowCount
        applySize(screenSize)
        if pager.currentPage >= 0 {
            let rest = alignment.offset(forShowing: pager.currentPage, besidePage: pager.currentPage, at: header.restOffset)
            lists[pager.currentPage] = ListPosition(offset: rest)
        }
    }

    /// The labels the bar shows: ` title ` with the title sanitised and cut.
    static func labels(for source: TabSource) -> [String] {
        source.tabs.map { " " + TextLayout.truncate(Sanitizer.line($0.title.prefix(256)), width: maximumLabelWidth) + " " }
    }

    // MARK: State

    /// A drag moves only with the pointer: while the button is held still nothing needs a frame.
    var isAnimating: Bool {
        (pager.isMoving && !pager.isDragging) || glide != nil || headerMotion?.motion.isMoving == true
            || refreshes.values.contains { $0.needsFrames }
    }

    /// The page in use: the one more than half in view.
    var currentPage: Int { pager.currentPage }

    /// Rows from the top of the screen to the bottom of the list area (above the status line).
    var viewportRows: Int { max(screenSize.rows - 1, 0) }

    /// The frame of page `page`'s list.
    func geometry(of page: Int) -> ListGeometry {
        let count = source.tabs.indices.contains(page) ? source.tabs[page].rows.count : 0
        return ListGeometry(header: header, rowCount: count, viewportRows: viewportRows)
    }

    /// Page `page`'s list position (at its top until it was shown).
    func position(of page: Int) -> ListPosition {
        lists[page] ?? .top(of: geometry(of: page))
    }

    /// The refresh rows open above page `page`'s list now.
    func refreshGap(of page: Int) -> Double {
        refreshes[page]?.gap(at: clock) ?? 0
    }

    /// Whether page `page`'s rows can be read again (not stdin, a parsed document, a card).
    func canRefresh(_ page: Int) -> Bool {
        guard source.tabs.indices.contains(page) else { return false }
        if case .fixed = source.tabs[page].origin { return false }
        return true
    }

    /// Why page `page`'s rows cannot be read again, if they cannot.
    func refreshRefusal(of page: Int) -> String? {
        guard source.tabs.indices.contains(page), case .fixed(let reason) = source.tabs[page].origin else { return nil }
        return reason
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
        guard let pages = TabPager.pages(at: pager.position, count: source.tabs.count), pages.count > 1 else { return offset }
        return max(offset, header.restOffset)
    }

    mutating func step(now: Double) {
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

    // MARK: Items, search

    var itemCount: Int { source.tabs.indices.contains(currentPage) ? source.tabs[currentPage].rows.count : 0 }

    /// No tabs at all (an empty tab still counts as something to show).
    var isEmpty: Bool { source.tabs.isEmpty }

    var searchOrigin: Int { position(of: currentPage).focusedRow }

    func firstMatch(of query: String, from start: Int, direction: SearchDirection) -> Int? {
        guard source.tabs.indices.contains(currentPage) else { return nil }
        return source.tabs[currentPage].rows.firstMatch(of: query, from: start, direction: direction)
    }

    mutating func reveal(item: Int, at time: Double) {
        clock = max(clock, time)
        glide = nil
        stopHeader()
        updateList(currentPage) { list, geometry, gap in list.focus(row: item, in: geometry, gap: gap) }
    }

    mutating func itemCountDidChange(to count: Int, at time: Double) {
        clock = max(clock, time)
        rowTotal = source.totalRowCount
        for page in lists.keys { updateList(page) { list, geometry, gap in list.clamp(in: geometry, gap: gap) } }
    }

    // MARK: Actions

    /// Any key stops a glide and a coasting header, as SwipeTableView's touch does.
    mutating func keyWasPressed(at time: Double) {
        clock = max(clock, time)
        glide = nil
        stopHeader()
    }

    mutating func perform(_ action: Action, at time: Double) -> ScreenResponse {
        clock = max(clock, time)
        remark = nil
        glide = nil
        stopHeader()
        let page = currentPage
        guard source.tabs.indices.contains(page) else { return .handled }
        let rows = geometry(of: page).pageRows
        switch action {
        case .lineUp: moveFocus(by: -1)
        case .lineDown: moveFocus(by: 1)
        case .listPageUp: moveFocus(by: -rows, scrolling: -Double(rows))
        case .listPageDown: moveFocus(by: rows, scrolling: Double(rows))
        case .first: moveFocus(to: 0)
        case .last: moveFocus(to: source.tabs[page].rows.count - 1)
        case .nextTab: switchTab(to: pager.destinationPage + 1, at: time)
        case .previousTab: switchTab(to: pager.destinationPage - 1, at: time)
        case .reload:
            if let refusal = refreshRefusal(of: page) { return .note(refusal) }
            var control = refreshControl(of: page)
            control.beginRefreshing(now: time)
            refreshes[page] = control
        case .select:
            let row = position(of: page).focusedRow
            guard row < source.tabs[page].rows.count, let fields = source.tabs[page].rows.fields(at: row) else {
                return .note("nothing to pick")
            }
            return .pick(fields, index: row)
        default:
            break
        }
        return .handled
    }

    /// Moves the focus of the current list by `rows` (or to the row `to`), scrolling by
    /// `scrolling` rows first (a screenful moves both). A hand-made scroll forgets the
    /// saved offset.
    private mutating func moveFocus(by rows: Int = 0, to row: Int? = nil, scrolling: Double = 0) {
        let page = currentPage
        alignment.forget(page: page)
        updateList(page) { list, geometry, gap in
            let target = row ?? list.focusedRow + rows
            if scrolling != 0 { list.scroll(by: scrolling, in: geometry, gap: gap) }
            list.focus(row: target, in: geometry, gap: gap)
        }
    }

    /// Slides to tab `page` (bounded); neighbours are aligned as they come into view.
    mutating func switchTab(to page: Int, at time: Double) {
        guard !source.tabs.isEmpty else { return }
        let previous = pager.currentPage
        align(pager.go(toPage: min(max(page, 0), source.tabs.count - 1), now: time), beside: previous)
    }

    // MARK: Pointer

    mutating func handle(_ mouse: MouseEvent, at time: Double) -> ScreenResponse {
        clock = max(clock, time)
        guard source.tabs.indices.contains(currentPage) else { return .handled }
        if mouse.isWheel {
            glide = nil
            stopHeader()
            return wheel(mouse, at: time)
        }
        for gesture in pointer.handle(mouse, at: time) {
            if let response = apply(gesture, at: time) { return response }
        }
        return .handled
    }

    /// A wheel notch: up and down scroll the list (pulling at its top), shift+wheel and the
    /// horizontal wheel switch tabs.
    private mutating func wheel(_ mouse: MouseEvent, at time: Double) -> ScreenResponse {
        let previous = pager.currentPage
        switch (mouse.button, mouse.modifiers.contains(.shift)) {
        case (.wheelLeft, _), (.wheelUp, true):
            align(pager.fling(direction: -1, now: time), beside: previous)
        case (.wheelRight, _), (.wheelDown, true):
            align(pager.fling(direction: 1, now: time), beside: previous)
        case (.wheelUp, false):
            return scrollOrPull(by: -Self.wheelRows, at: time)
        case (.wheelDown, false):
            return scrollOrPull(by: Self.wheelRows, at: time)
        default:
            break
        }
        return .handled
    }

    /// Scrolls the current list by `rows`; a notch up at its top pulls the refresh row
    /// instead, and a notch down while pulling gives the pull back. A pull on rows that
    /// cannot be read again says so at once (the row follows, then slides shut).
    private mutating func scrollOrPull(by rows: Double, at time: Double) -> ScreenResponse {
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
            if rows < 0, let refusal = refreshRefusal(of: page) { return .note(refusal) }
            return .handled
        }
        updateList(page) { list, geometry, gap in list.scroll(by: rows, in: geometry, gap: gap) }
        return .handled
    }

    private mutating func apply(_ gesture: TwoAxisPointerTracker.Gesture, at time: Double) -> ScreenResponse? {
        let page = currentPage
        switch gesture {
        case .press(_, let row):
            remark = nil
            glide = nil
            pressRow = row
            pressConsumed = headerMotion?.motion.isMoving == true
            stopHeader()
        case .dragBegan(.horizontal):
            let previous = pager.currentPage
            align(pager.beginDragging(now: time), beside: previous)
        case .dragBegan(.vertical):
            // The page under the pointer now is the one dragged, even if the pages are
            // still sliding and another becomes current half-way.
            alignment.forget(page: page)
            verticalDrag = VerticalDrag(page: page, startOffset: position(of: page).offset,
                                        onHeader: pressRow.map { isHeaderRow($0) } ?? false)
            if verticalDrag?.onHeader == true { grabHeader(of: page) }
        case .dragMoved(let translation, let velocity):
            if pointer.axis == .horizontal {
                let previous = pager.currentPage
                align(pager.drag(translation: translation, velocity: velocity, now: time), beside: previous)
            } else if let drag = verticalDrag {
                if drag.onHeader {
                    dragHeader(by: drag.translation - translation, at: time)
                } else {
                    dragList(drag.page, to: drag.startOffset - translation, at: time)
                }
                verticalDrag?.translation = translation
            }
        case .dragEnded(let velocity):
            if pager.isDragging {
                let previous = pager.currentPage
                align(pager.endDragging(now: time), beside: previous)
            }
            defer {
                verticalDrag = nil
                pressRow = nil
            }
            guard let drag = verticalDrag else { break }
            let page = drag.page
            if drag.onHeader { return releaseHeader(velocity: -velocity, at: time) }
            if var control = refreshes[page], case .pulling = control.phase {
                control.release(now: time)
                refreshes[page] = control.isActive ? control : nil
                followGap(of: page)
                if let refusal = refreshRefusal(of: page) { return .note(refusal) }
            } else {
                startGlide(of: page, velocity: -velocity, at: time)
            }
        case .click(let column, let row):
            pressRow = nil
            if pressConsumed { return nil }
            return click(column: column, row: row, at: time)
        }
        return nil
    }

    /// A vertical drag holds page `page`'s list at `offset`; above its top the excess pulls
    /// the refresh row.
    private mutating func dragList(_ page: Int, to offset: Double, at time: Double) {
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
    private mutating func click(column: Int, row: Int, at time: Double) -> ScreenResponse? {
        let page = currentPage
        let barTop = Int(header.barTop(atOffset: headerOffset))
        if row == barTop {
            if let tab = bar.label(atColumn: column, scroll: bar.scroll(at: pager.position)) {
                switchTab(to: tab, at: time)
            }
            return nil
        }
        let offset = position(of: page).offset.rounded(.down)
        guard row >= Int(header.barBottom(atOffset: headerOffset)), row < viewportRows else { return nil }
        let tapped = Int((Double(row) - header.screenRow(ofRow: 0, atOffset: offset)).rounded(.down))
        guard tapped >= 0, tapped < source.tabs[page].rows.count else { return nil }
        if tapped == position(of: page).focusedRow { return perform(.select, at: time) }
        alignment.forget(page: page)
        updateList(page) { list, geometry, gap in list.focus(row: tapped, in: geometry, gap: gap) }
        return nil
    }

    // MARK: Glide

    /// A vertical drag let go at `velocity` rows per second (positive: further down the
    /// list): the list glides on, unless motion is reduced or it would not move a row.
    /// The range is the list's own, without refresh rows, so a glide never pulls.
    private mutating func startGlide(of page: Int, velocity: Double, at time: Double) {
        glide = nil
        guard animates, source.tabs.indices.contains(page) else { return }
        let range = geometry(of: page).offsetRange()
        if let curve = ListGlide(from: position(of: page).offset, velocity: velocity, in: range, now: time) {
            glide = (page, curve)
        }
    }

    /// Moves the gliding list to where the glide is at `now`; the glide ends when it lands
    /// or its page is no longer the one in use.
    private mutating func stepGlide(now: Double) {
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
    private mutating func grabHeader(of page: Int) {
        let control = refreshControl(of: page)
        let gap = refreshGap(of: page)
        let range = geometry(of: page).offsetRange(gap: control.acceptsPull ? 0 : gap)
        let offset = position(of: page).offset
        let start = control.acceptsPull && offset <= range.lowerBound + 1e-9 ? range.lowerBound - gap : offset
        headerMotion = (page, ElasticHeaderMotion(at: start, in: range))
    }

    /// The pointer moved the header: the list offset changes by `rows`, elastically.
    private mutating func dragHeader(by rows: Double, at time: Double) {
        guard var held = headerMotion else { return }
        held.motion.drag(by: rows)
        headerMotion = held
        placeHeader(of: held.page, at: held.motion, now: time)
    }

    /// The header let go moving the offset at `velocity` rows per second. Above the top,
    /// the pull is let go as a list drag's is (refreshing past the threshold); otherwise the
    /// header coasts and springs back into range (with reduced motion it lands at once).
    private mutating func releaseHeader(velocity: Double, at time: Double) -> ScreenResponse? {
        guard var held = headerMotion else { return nil }
        if var control = refreshes[held.page], case .pulling = control.phase, held.motion.overshoot(at: held.motion.position) < 0 {
            headerMotion = nil
            control.release(now: time)
            refreshes[held.page] = control.isActive ? control : nil
            followGap(of: held.page)
            if let refusal = refreshRefusal(of: held.page) { return .note(refusal) }
            return nil
        }
        held.motion.release(velocity: velocity, now: time, animates: animates)
        headerMotion = held.motion.isMoving ? held : nil
        placeHeader(of: held.page, at: held.motion, now: time)
        return nil
    }

    /// Moves the header along its motion; it is over when it rests or its page is no
    /// longer the one in use.
    private mutating func stepHeader(now: Double) {
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
    private mutating func stopHeader() {
        guard var held = headerMotion else { return }
        held.motion.stop()
        headerMotion = nil
        placeHeader(of: held.page, at: held.motion, now: clock)
    }

    /// Page `page`'s list follows the header (Mode 2: offset = −headerY). Above the top the
    /// excess is the refresh pull; past the bottom the list is held stretched, out of range.
    private mutating func placeHeader(of page: Int, at motion: ElasticHeaderMotion, now: Double) {
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
    private mutating func align(_ pages: [Int], beside previous: Int) {
        guard source.tabs.indices.contains(previous) else { return }
        let rest = header.restOffset
        let outgoing = max(position(of: previous).offset, rest)
        for page in pages where page != previous && source.tabs.indices.contains(page) {
            let aligned = alignment.offset(forShowing: page, besidePage: previous, at: outgoing)
            updateList(page) { list, geometry, gap in
                list.offset = aligned <= rest ? rest - gap : aligned
                list.clamp(in: geometry, gap: gap)
                list.keepFocusVisible(in: geometry)
            }
        }
    }

    /// Applies `change` to page `page`'s list with its geometry and refresh rows.
    private mutating func updateList(_ page: Int, _ change: (inout ListPosition, ListGeometry, Double) -> Void) {
        guard source.tabs.indices.contains(page) else { return }
        var list = position(of: page)
        change(&list, geometry(of: page), refreshGap(of: page))
        lists[page] = list
    }

    /// A list at its top follows its refresh rows as they open and close.
    private mutating func followGap(of page: Int) {
        let gap = refreshGap(of: page), rest = header.restOffset
        updateList(page) { list, geometry, _ in
            if list.offset <= rest + 1e-9 || list.offset < rest - gap { list.offset = rest - gap }
            list.clamp(in: geometry, gap: gap)
        }
    }

    /// The refresh of `page` asked for its rows: they are read again from the tab's origin
    /// (a note says why not, for stdin), the list keeps its place, and the row closes.
    private mutating func reload(page: Int, control: RefreshControl, now: Double) -> RefreshControl {
        var control = control
        if source.tabs.indices.contains(page) {
            do {
                let before = source.tabs[page].rows.count
                source.tabs[page].rows = try source.tabs[page].origin.reload()
                rowTotal += source.tabs[page].rows.count - before
                remark = "refreshed " + Sanitizer.line(source.tabs[page].title.prefix(64))
            } catch {
                remark = Sanitizer.line(error.description.prefix(200)) + ": rows kept"
            }
        }
        control.endRefreshing(now: now)
        refreshes[page] = control
        updateList(page) { list, geometry, gap in list.clamp(in: geometry, gap: gap) }
        return control
    }

    /// A new frame size: the page pitch follows the width, and every list is brought into range.
    mutating func applySize(_ size: Size) {
        screenSize = size
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
