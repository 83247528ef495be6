import CarouselEngine
import CellCanvas
import TerminalBackend

/// SwipeView and PageView for the terminal: flat pages of `itemsPerPage` items turned by
/// keys, the wheel and mouse drags with scroll-view physics, with SwipeView's alignment,
/// final-page truncation, wrap, vertical paging, deferred loading and autoscroll; or, with
/// `isPagingEnabled` off, scrolled freely. Items are sized to fit the page, or fixed by
/// `itemSize`. Only the pages of the page window (the current one and
/// `offscreenCountPerSide` each side, more when small items show more pages) have views,
/// loaded in the layout pass that `step(now:)` runs (and `draw`, when something changed
/// since without a step); drawing copies the cells the layout composed.
/// The page indicators are values a program draws where it wants: `pageDots` (dots that
/// fill as a page turns) and `progress` (0…1 for a bar).
///
/// The engine's carousel counts pages (offset `p` puts page `p` in the window), so the
/// resting range is exactly SwipeView's paging range and the rubber band starts there.
///
/// ```swift
/// let pages = SwipeView(itemsPerPage: 3)
/// pages.dataSource = myItems
/// pages.delegate = myHandler
/// pages.reloadData()
/// pages.draw(in: Rect(x: 0, y: 0, width: 80, height: 20), on: &frame)
/// pages.pageDots(style: .plain, currentStyle: .bold).draw(x: 30, y: 21, width: 20, on: &frame)
/// ```
public final class SwipeView: ComposingComponent {
    /// Pages per second one wheel notch adds when paging; the scroll-view model turns one
    /// page per notch whatever the speed, so this only sets how briskly. (Scrolling freely,
    /// a notch adds what glides one item further.)
    public static let wheelNotchVelocity = 4.0

    /// Where the items come from; call `reloadData()` when their number changes.
    public weak var dataSource: (any SwipeViewDataSource)?
    /// Told about scrolling, page changes and selection.
    public weak var delegate: (any SwipeViewDelegate)?
    /// The keys the view answers to (`.nextPage`, `.previousPage`, `.next`, `.previous`,
    /// `.first`, `.last`, `.select`); empty for a host that maps keys itself.
    public var keyMap: KeyMap
    /// How items' pictures are drawn (the cells cache keys on it, so a change shows).
    public var pictureDisplay = PictureDisplay()
    /// Where the view is on the screen; `draw(in:on:)` sets it.
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0) {
        didSet { if frame.size != oldValue.size { carousel.itemWidth = layout.engineItemWidth } }
    }

    /// The pages' motion, in pages.
    public private(set) var carousel: Carousel
    /// Items on a page (SwipeView's itemsPerPage).
    public var itemsPerPage: Int {
        didSet {
            itemsPerPage = min(max(itemsPerPage, 1), PagingLayout.maximumItemsPerPage)
            updateWheelNotch()
            reloadData()
        }
    }
    /// Where a page sits when there is room around it: at the leading edge or centred,
    /// with its neighbours peeking in.
    public var alignment: PageAlignment {
        didSet { carousel.itemWidth = layout.engineItemWidth }
    }
    /// Whether the last page holds only what is left (SwipeView's truncateFinalPage).
    public var truncatesFinalPage: Bool { didSet { reloadData() } }
    /// Pages kept alive on each side of the current one.
    public var offscreenCountPerSide: Int
    /// Columns between pages (rows, halved, when vertical).
    public var pageGap: Int {
        didSet { carousel.itemWidth = layout.engineItemWidth }
    }
    /// Columns a slow drag must travel to turn a page.
    public var scrollSlop: Int
    /// Whether the pages stop on page boundaries (SwipeView's pagingEnabled). Off, they
    /// scroll freely: a drag follows the pointer, a flick or a wheel notch glides on,
    /// slowing down (`decelerationRate`), and comes to rest where it stops (on a page
    /// boundary when it would stop within 0.01 page of one); the item in focus is then one
    /// of those in the page window. Keys and `scroll` calls still move by items and pages.
    /// Turning paging back on lands the pages at once on the page nearest where they were going.
    public var isPagingEnabled = true {
        didSet {
            carousel.physicsModel = .scrollView(itemsPerPage: 1, isPagingEnabled: isPagingEnabled)
            updateWheelNotch()
            if isPagingEnabled && !oldValue && carousel.numberOfItems > 0 && !carousel.isDragging {
                report(carousel.setScrollOffset(carousel.targetOffset.rounded()))
                settle()
            }
        }
    }
    /// A fixed size for every item, in cells (SwipeView's itemSize); nil sizes items to fit
    /// `itemsPerPage` of them on a page as wide as the frame (less the peeks when centred).
    /// Fixed, a page is `itemsPerPage` items long, items abut, pages are `pageGap` apart,
    /// each item is centred across the axis, and the frame shows as many pages as fit
    /// (they are loaded whatever `offscreenCountPerSide` says). `reloadData()` asks the
    /// delegate's `swipeViewItemSize(_:)`, whose answer, when it gives one, replaces this.
    /// Each side is at least 1.
    public var itemSize: Size? {
        didSet {
            if let size = itemSize, size.columns < 1 || size.rows < 1 {
                itemSize = Size(columns: max(size.columns, 1), rows: max(size.rows, 1))
            }
            carousel.itemWidth = layout.engineItemWidth
        }
    }
    /// Whether loading waits until the pages come to rest (SwipeView's deferItemLoading).
    public var defersItemLoading: Bool {
        didSet { loading = DeferredLoading(defers: defersItemLoading) }
    }
    /// False for reduced motion: turns and releases land at once.
    public var animates: Bool {
        didSet {
            carousel.scrollDuration = animates ? turnDuration : 0
            gestures.animates = animates
        }
    }
    /// The duration of a turn while `animates`.
    private var turnDuration = Carousel.defaultScrollDuration
    /// Pages turn up and down instead of sideways.
    public var isVertical: Bool {
        didSet {
            gestures.setAxis(isVertical ? .vertical : .horizontal)
            carousel.itemWidth = layout.engineItemWidth
            // The default keys follow the axis in their labels; keys of the host's own stay.
            if keyMap == .swipeView(isVertical: oldValue) { keyMap = .swipeView(isVertical: isVertical) }
        }
    }
    /// Whether the pages go round from the last to the first.
    public var wraps: Bool {
        get { carousel.isWrapEnabled }
        set { carousel.isWrapEnabled = newValue }
    }
    /// Whether the pointer and the wheel move the pages (SwipeView's scrollEnabled;
    /// PageView's disablePaging is the opposite). Keys and `scroll` calls still do.
    public var isScrollEnabled: Bool {
        get { carousel.physics.isScrollEnabled }
        set { carousel.physics.isScrollEnabled = newValue }
    }
    /// How quickly a flick slows down (UIScrollView's decelerationRate, 0…1 per ms).
    public var decelerationRate: Double {
        get { carousel.physics.scrollViewDecelerationRate }
        set {
            carousel.physics.scrollViewDecelerationRate = newValue
            updateWheelNotch()
        }
    }
    /// Seconds a turn by key or `scroll(toPage:)` takes (PageView's animation duration);
    /// 0 turns at once.
    public var animationDuration: Double {
        get { turnDuration }
        set {
            turnDuration = newValue.isFinite ? max(newValue, 0) : Carousel.defaultScrollDuration
            carousel.scrollDuration = animates ? turnDuration : 0
        }
    }
    /// Whether a drag past the ends stretches and springs back.
    public var bounces: Bool {
        get { carousel.physics.bounces }
        set { carousel.physics.bounces = newValue }
    }
    /// Items per second the pages move on their own (0: off).
    public var autoscroll: Double {
        get { carousel.autoscroll * Double(max(itemsPerPage, 1)) }
        set { carousel.autoscroll = newValue / Double(max(itemsPerPage, 1)) }
    }
    /// The look of the items.
    public var theme: Theme
    /// Cells the host draws beside the view along the axis (its chrome), counted in the
    /// "need N columns/rows" message shown when a page cannot hold its items.
    public var surroundingLength = 0

    /// The item the host's Enter picks: on the page at rest, its first unless another was chosen.
    private var focusedItem = -1
    /// How far the focused item's content is scrolled, and which item that is.
    private var contentScroll = (item: -1, row: 0)
    /// The page the turn indicator measures from: the page at rest before the motion.
    public private(set) var anchorPage = 0
    /// The views of the items of the window's pages by item, those that left it for
    /// reuse, and the cells they drew.
    let store = ItemViewStore()
    /// The pages whose items have views, ascending.
    public private(set) var loadedPages: [Int] = []
    private var loading: DeferredLoading
    private var windowCentre = 0
    private var gestures: PagerGestures
    private var dragStartPage = 0
    private var itemCount = 0
    /// The frame as last laid out, copied while it shows what it would show now.
    private(set) var composed: ComposedFrame<LayoutState>?
    /// Bumped by everything that changes the items' look outside the state below.
    private var appearance = 0

    /// What a laid-out frame shows.
    struct LayoutState: Equatable {
        var layout: PagingLayout
        var pageMath: PageMath
        var window: PageWindow
        var offset: Double
        var focusedItem: Int
        var focusedPage: Int
        var focusedScrollRow: Int
        var theme: Theme
        var surroundingLength: Int
        var appearance: Int
        /// How pictures are drawn (an animated picture's frame time among it).
        var pictures: PictureDisplay
    }

    /// Pages of `itemsPerPage` items; the rest as SwipeView's defaults.
    public init(itemsPerPage: Int = 1, alignment: PageAlignment = .edge, isVertical: Bool = false,
                wraps: Bool = false, colorEnabled: Bool = true) {
        self.itemsPerPage = min(max(itemsPerPage, 1), PagingLayout.maximumItemsPerPage)
        self.alignment = alignment
        truncatesFinalPage = false
        offscreenCountPerSide = 2
        pageGap = 2
        scrollSlop = 3
        defersItemLoading = false
        animates = true
        self.isVertical = isVertical
        keyMap = .swipeView(isVertical: isVertical)
        theme = .standard(colorEnabled: colorEnabled)
        loading = DeferredLoading(defers: false)
        gestures = PagerGestures(axis: isVertical ? .vertical : .horizontal, notchVelocity: Self.wheelNotchVelocity,
                                 cellAspectRatio: PagingLayout.cellAspectRatio)
        carousel = Carousel(numberOfItems: 0, isWrapEnabled: wraps)
        carousel.physicsModel = .scrollView(itemsPerPage: 1, isPagingEnabled: true)
    }

    // MARK: State

    /// How many items there are (as of the last `reloadData()`).
    public var numberOfItems: Int { itemCount }

    /// The page arithmetic for the items now.
    public var pageMath: PageMath {
        PageMath(count: itemCount, itemsPerPage: itemsPerPage, truncatesFinalPage: truncatesFinalPage,
                 wraps: carousel.isWrapEnabled)
    }

    /// How many pages there are.
    public var numberOfPages: Int { carousel.numberOfItems }

    /// The layout in the current frame.
    var layout: PagingLayout {
        PagingLayout(area: frame, isVertical: isVertical, alignment: alignment,
                     itemsPerPage: pageMath.itemsPerPage, pageGap: pageGap, itemSize: itemSize)
    }

    /// The page nearest the window.
    public var currentPage: Int { carousel.currentItemIndex }

    /// The page the motion comes to rest on (the current one at rest); −1 with no pages.
    public var restingPage: Int {
        guard carousel.numberOfItems > 0 else { return -1 }
        return carousel.restingItemIndex
    }

    /// How far the pages are from `anchorPage` towards the next: what the dots show.
    public var indicator: PagingTranslation {
        let target: Int? = carousel.isDragging ? nil : restingPage
        return PagingTranslation.indicator(anchor: anchorPage, offset: carousel.scrollOffset, target: target,
                                           pageCount: carousel.numberOfItems, wraps: carousel.isWrapEnabled)
    }

    /// How far through the pages the view is, for a progress bar (PageView's paging
    /// progress): `(offset + 1) / pages`, so 1/pages on the first page and 1 on the last —
    /// the share of the pages seen; 0 with no pages.
    public var progress: Double {
        let pages = Double(max(carousel.numberOfItems, 1))
        return carousel.numberOfItems > 0 ? (carousel.scrollOffset + 1) / pages : 0
    }

    /// The page window around the current page: `offscreenCountPerSide` pages each side,
    /// or as many as the frame shows when that is more.
    public var pageWindow: PageWindow {
        PageWindow(current: windowCentre, count: carousel.numberOfItems,
                   offscreenCountPerSide: max(offscreenCountPerSide, layout.pagesShownPerSide), wraps: carousel.isWrapEnabled)
    }

    /// The item in focus on the page the motion heads to: the chosen one when it is on
    /// that page, else the page's first item; −1 with no items. Scrolling freely, the same
    /// among the items the page window will show.
    public var currentItemIndex: Int {
        let items = restingItems
        guard let first = items.first else { return -1 }
        return items.contains(focusedItem) ? focusedItem : first
    }

    /// The items the page window shows once the motion rests: the resting page's, or,
    /// scrolling freely, those whose slots the window holds then.
    private var restingItems: [Int] {
        guard carousel.numberOfItems > 0 else { return [] }
        guard isPagingEnabled else {
            return pageMath.items(inWindowAt: carousel.wrapMath.clampedOffset(carousel.targetOffset))
        }
        return Array(pageMath.items(onPage: restingPage))
    }

    /// The items whose pages have views now, ascending (SwipeView's indexesForVisibleItems).
    public var indexesForVisibleItems: [Int] { store.indexes }

    /// Their views, in the same order.
    public var visibleItemViews: [any ItemView] { indexesForVisibleItems.compactMap(itemView(at:)) }

    /// The focused item's view, when its page has views.
    public var currentItemView: (any ItemView)? { itemView(at: currentItemIndex) }

    /// The index of a loaded view (compared by identity, so for class views).
    public func indexOfItemView(_ view: AnyObject) -> Int? { store.index(of: view) }

    /// Asks the data source again for item `index`'s view when its page has views.
    public func reloadItem(at index: Int) {
        guard index >= 0, index < itemCount, store[index] != nil, let dataSource else { return }
        let view = dataSource.swipeView(self, viewForItemAt: index, reusing: nil)
        store.replaceView(at: index, with: view)
        appearance += 1
    }

    /// The view of item `index` when its page is in the window.
    public func itemView(at index: Int) -> (any ItemView)? {
        guard index >= 0, index < itemCount else { return nil }
        return store[index]
    }


    /// Frames are needed while the pages move by themselves; a drag moves only with the pointer.
    public var isAnimating: Bool { carousel.isMoving && !carousel.isDragging }

    /// The dots for the turn in progress, the page the motion heads to marked current.
    public func pageDots(style: Style, currentStyle: Style) -> PageDots {
        let turn = indicator
        return PageDots(count: carousel.numberOfItems, from: turn.currentIndex, to: turn.nextIndex, progress: turn.progress,
                        current: restingPage, style: style, currentStyle: currentStyle)
    }

    // MARK: Changing

    /// Asks the data source for the number of items again (and the delegate for a fixed
    /// `itemSize`) and drops every page view.
    public func reloadData() {
        if let size = delegate?.swipeViewItemSize(self) { itemSize = size }
        itemCount = max(dataSource?.numberOfItems(in: self) ?? 0, 0)
        carousel.numberOfItems = pageMath.numberOfPages
        carousel.itemWidth = layout.engineItemWidth
        dropPages()
        if focusedItem < 0 && itemCount > 0 { focusedItem = 0 }
        if focusedItem >= itemCount { focusedItem = itemCount - 1 }
        settle()
    }

    /// Advances the motion to `now`, then lays the frame out when what it shows changed.
    public func step(now: Double) {
        report(carousel.step(now: now))
        settle()
        layoutIfNeeded()
    }

    /// Turns `count` pages on from where the pages will rest: the end of a running turn (so
    /// repeated keys add up), of a glide, or the nearest page when they stand between two
    /// (scrolling freely: the next page boundary that way).
    public func scroll(byNumberOfPages count: Int, now: Double) {
        guard carousel.numberOfItems > 0 else { return }
        let duration = animates ? nil : 0.0
        if carousel.animation != nil || carousel.isDragging {
            report(carousel.scroll(byNumberOfItems: count, duration: duration, now: now))
        } else {
            let target = carousel.targetOffset
            // A boundary less than half a cell away is the one the pages stand on.
            let tolerance = PagerGestures.invisibleDistance / max(carousel.itemWidth, 1)
            let rest = isPagingEnabled || count == 0 ? target.rounded()
                : count > 0 ? (target + tolerance).rounded(.down) : (target - tolerance).rounded(.up)
            report(carousel.stopMotion(now: now))
            let distance = carousel.wrapMath.shortestDistance(from: carousel.scrollOffset, to: rest) + Double(count)
            report(carousel.scroll(byOffset: distance, duration: duration, now: now))
        }
        settle()
    }

    /// Turns to `page`.
    public func scroll(toPage page: Int, now: Double) {
        report(carousel.scroll(toItem: page, duration: animates ? nil : 0, now: now))
        settle()
    }

    /// Focuses item `index`, turning to its page when it is not on the page at rest;
    /// scrolling freely, scrolling just far enough for the page window to show it.
    public func scroll(toItem index: Int, now: Double) {
        guard itemCount > 0 else { return }
        focusedItem = min(max(index, 0), itemCount - 1)
        if !restingItems.contains(focusedItem) {
            if isPagingEnabled {
                scroll(toPage: pageMath.page(containing: focusedItem), now: now)
            } else if let offset = pageMath.offset(showing: focusedItem, from: carousel.targetOffset) {
                report(carousel.scroll(toOffset: offset, duration: animates ? nil : 0, now: now))
            }
        }
        settle()
    }

    /// Moves the focus one item on or back (`step` ±1), turning the page when it leaves it.
    public func moveFocus(by step: Int, now: Double) {
        guard itemCount > 0 else { return }
        let next = currentItemIndex + step
        guard carousel.isWrapEnabled || (next >= 0 && next < itemCount) else { return }
        scroll(toItem: pageMath.wrapMath.clampedIndex(next), now: now)
    }

    /// Pages left standing between two (autoscroll turned off, a press that froze a turn)
    /// slide to the nearest page; at once with reduced motion. Scrolling freely, they stay.
    public func restOnNearestPage(now: Double) {
        guard isPagingEnabled, !carousel.isMoving, carousel.numberOfItems > 0,
              carousel.scrollOffset != carousel.scrollOffset.rounded() else { return }
        scroll(toPage: currentPage, now: now)
    }

    /// One wheel notch turns a page when paging; scrolling freely, it glides one item further.
    private func updateWheelNotch() {
        gestures.notchVelocity = isPagingEnabled ? Self.wheelNotchVelocity
            : ScrollViewPhysicsModel.freeGlideVelocity(covering: 1 / Double(pageMath.itemsPerPage), with: carousel.physics)
    }

    /// Selects the focused item (Enter): the delegate is asked, then told.
    public func selectCurrentItem() {
        select(currentItemIndex)
    }

    // MARK: Drawing

    /// Draws the pages of the window inside `region`, over everything there, and returns
    /// (and keeps as `hitMap`) the visible part of each item: clicks are matched against
    /// it. The cells are those the layout composed (laid out first when the region or
    /// anything shown changed since), so drawing changes nothing but `buffer`.
    @discardableResult
    public func render(in region: Rect, on buffer: inout CellBuffer) -> HitMap {
        drawComposed(in: region, on: &buffer)
        return hitMap
    }

    /// The page whose focused item is drawn focused: the page at rest, or, scrolling
    /// freely, the focused item's own.
    private var focusedPage: Int { isPagingEnabled ? restingPage : pageMath.page(containing: currentItemIndex) }

    /// What the frame would show now.
    var layoutState: LayoutState {
        LayoutState(layout: layout, pageMath: pageMath, window: pageWindow, offset: carousel.scrollOffset,
                    focusedItem: currentItemIndex, focusedPage: focusedPage, focusedScrollRow: focusedScrollRow, theme: theme,
                    surroundingLength: surroundingLength, appearance: appearance,
                    pictures: pictureDisplay)
    }

    /// The layout pass: views for exactly the window's pages, and the frame composed from
    /// their cells (kept by the store), with where each item went; or, when a page cannot
    /// hold its items, the message saying so.
    func layOut() {
        let window = pageWindow
        loadViews(for: window)
        // Composed at the origin, pasted at the frame's.
        var layout = self.layout
        layout.area = Rect(size: frame.size)
        var cells = CellBuffer(size: frame.size)
        var hits = HitMap()
        if layout.holdsCards {
            drawPages(of: window, layout: layout, on: &cells, hits: &hits)
        } else {
            drawItemsDoNotFit(layout, on: &cells)
        }
        composed = composedFrame(cells: cells, hits: hits)
    }

    /// Draws the items of the window's pages where `layout` puts them, and adds where each
    /// went (in screen cells) to `hits`.
    private func drawPages(of window: PageWindow, layout: PagingLayout, on buffer: inout CellBuffer, hits: inout HitMap) {
        let area = layout.pageArea
        let focus = currentItemIndex
        let focusedPage = self.focusedPage
        let math = pageMath
        for page in window.pages {
            let pageFrame = layout.pageFrame(atOffset: carousel.offset(ofItem: page))
            guard !pageFrame.intersection(area).isEmpty else { continue }
            for (slot, item) in math.items(onPage: page).enumerated() {
                let cardFrame = layout.cardFrame(slot: slot, of: pageFrame)
                guard let view = store[item], cardFrame.width > 0, cardFrame.height > 0 else { continue }
                let isFocused = item == focus && page == focusedPage
                let context = ItemContext(isFocused: isFocused, style: isFocused ? theme.focusedCard : theme.card,
                                          scrollRow: isFocused ? focusedScrollRow : 0, pictures: pictureDisplay)
                buffer.paste(store.cells(for: view, size: cardFrame.size, context: context), at: cardFrame.origin, clip: area)
                let visible = cardFrame.intersection(area)
                if !visible.isEmpty {
                    hits.add(.rect(Rect(x: visible.x + frame.x, y: visible.y + frame.y, width: visible.width, height: visible.height)),
                             .item(item))
                }
            }
        }
    }

    /// The centred message shown instead of items too narrow to read, e.g.
    /// `40 cards per page` / `need 440 columns`.
    private func drawItemsDoNotFit(_ layout: PagingLayout, on buffer: inout CellBuffer) {
        let area = layout.pageArea
        let unit = layout.isVertical ? "rows" : "columns"
        let lines = ["\(layout.itemsPerPage) cards per page", "need \(layout.requiredLength + surroundingLength) \(unit)"]
        let top = area.y + max((area.height - lines.count) / 2, 0)
        for (index, line) in lines.enumerated() where top + index < area.maxY {
            let shown = TextLayout.truncate(line, width: area.width)
            buffer.write(shown, x: area.x + max((area.width - DisplayWidth.of(shown)) / 2, 0), y: top + index,
                         style: theme.message)
        }
    }

    /// Exactly the items of the window's pages have views: those that left go to the pool,
    /// new ones are asked for (offered a pooled view to refill).
    private func loadViews(for window: PageWindow) {
        guard let dataSource else { return }
        let math = pageMath
        let items = window.pages.flatMap { math.items(onPage: $0) }
        store.unload(keeping: Set(items))
        for item in items {
            store.load(item) { reusable in dataSource.swipeView(self, viewForItemAt: item, reusing: reusable) }
        }
        loadedPages = window.pages.sorted()
    }

    private func dropPages() {
        store.removeAll()
        loadedPages = []
    }

    // MARK: Input

    /// Does what a key asked; false for actions that are not the view's.
    @discardableResult
    public func perform(_ action: Action, at time: Double) -> Bool {
        switch action {
        case .nextPage: scroll(byNumberOfPages: 1, now: time)
        case .previousPage: scroll(byNumberOfPages: -1, now: time)
        case .next: moveFocus(by: 1, now: time)
        case .previous: moveFocus(by: -1, now: time)
        case .first: scroll(toPage: 0, now: time)
        case .last: scroll(toPage: carousel.numberOfItems - 1, now: time)
        case .select: selectCurrentItem()
        case .scrollContentDown: scrollFocusedItem(byRows: 1)
        case .scrollContentUp: scrollFocusedItem(byRows: -1)
        default: return false
        }
        return true
    }

    /// How far the focused item's content is scrolled; 0 once another item is focused.
    public var focusedScrollRow: Int { contentScroll.item == currentItemIndex ? contentScroll.row : 0 }

    /// Scrolls the focused item's content by `rows` (down when positive) within what it has
    /// past its card; false when it could not move.
    @discardableResult
    public func scrollFocusedItem(byRows rows: Int) -> Bool {
        guard let view = currentItemView else { return false }
        let layout = self.layout
        let size = layout.cardFrame(slot: 0, of: layout.pageFrame(atOffset: 0)).size
        let limit = view.scrollLimit(in: size, context: ItemContext(isFocused: true, style: theme.focusedCard))
        let current = focusedScrollRow
        let next = min(max(current + rows, 0), limit)
        guard next != current else { return false }
        contentScroll = (currentItemIndex, next)
        return true
    }

    /// Whether the wheel at (`column`, `row`) is over the focused card at rest with more to show.
    private func wheelScrollsContent(atColumn column: Int, row: Int) -> Bool {
        guard !carousel.isMoving, case .item(let item)? = hitMap.target(atColumn: column, row: row), item == currentItemIndex,
              let view = currentItemView else { return false }
        let layout = self.layout
        let size = layout.cardFrame(slot: 0, of: layout.pageFrame(atOffset: 0)).size
        return view.scrollLimit(in: size, context: ItemContext(isFocused: true, style: theme.focusedCard)) > 0
    }

    /// A mouse event in screen cells; false when it is outside the frame (and no drag is held).
    @discardableResult
    public func handle(_ mouse: MouseEvent, at time: Double) -> Bool {
        let inside = frame.contains(Point(x: mouse.column, y: mouse.row))
        if mouse.isWheel {
            guard inside, !gestures.pointer.isTracking else { return inside }
            let scrollsContent = wheelScrollsContent(atColumn: mouse.column, row: mouse.row)
            switch PagerGestures.wheelGesture(for: mouse, scrollsContent: scrollsContent) {
            case .scroll(let rows)?:
                scrollFocusedItem(byRows: rows)
            case .turn(let forward)?:
                report(gestures.wheel(forward: forward, pager: &carousel, now: time))
                settle()
            case nil:
                break
            }
            return true
        }
        guard inside || gestures.pointer.isTracking else { return false }
        let startPage = currentPage
        let result = gestures.handle(mouse, at: time, pager: &carousel)
        report(result.events)
        for outcome in result.outcomes {
            switch outcome {
            case .pressed:
                dragStartPage = startPage
            case .crossAxis:
                break
            case .released:
                applySlop(at: time)
            case .click(let column, let row, let wasMoving):
                click(column: column, row: row, wasMoving: wasMoving, at: time)
            }
        }
        if !gestures.pointer.isTracking {
            // A press that froze a turn and came to nothing must not leave the pages between two.
            restOnNearestPage(now: time)
        }
        if carousel.isDragging { loading.forceRefresh() }
        settle()
        return true
    }

    /// A slow drag that travelled past the slop turns the page even below the flick speed
    /// (when paging).
    private func applySlop(at time: Double) {
        loading.forceRefresh()
        guard carousel.physics.isScrollEnabled, isPagingEnabled else { return }
        let slop = ScrollSlop(distance: Double(scrollSlop) * (isVertical ? PagingLayout.cellAspectRatio : 1))
        let proposed = restingPage
        let target = slop.target(start: dragStartPage, proposed: proposed, translation: gestures.dragTranslation,
                                 pageCount: carousel.numberOfItems, wraps: carousel.isWrapEnabled)
        if target != proposed { scroll(toPage: target, now: time) }
    }

    /// A click on an item of the page at rest selects it; on one of a neighbouring page,
    /// turns to it and focuses it. A click that stopped a turn only lands it. Scrolling
    /// freely: a click on an item the window shows at rest selects it, on another scrolls it
    /// into the window and focuses it; a click that stopped a glide leaves the pages there.
    private func click(column: Int, row: Int, wasMoving: Bool, at time: Double) {
        if wasMoving {
            if isPagingEnabled { report(carousel.scroll(toItem: currentPage, now: time)) }
            return
        }
        guard case .item(let item)? = hitMap.target(atColumn: column, row: row) else { return }
        focusedItem = item
        guard isPagingEnabled else {
            if restingItems.contains(item) && !carousel.isMoving { select(item) } else { scroll(toItem: item, now: time) }
            return
        }
        if pageMath.items(onPage: currentPage).contains(item) && carousel.scrollOffset == Double(currentPage) {
            select(item)
            return
        }
        scroll(toPage: pageMath.page(containing: item), now: time)
    }

    private func select(_ index: Int) {
        guard index >= 0, index < itemCount else { return }
        guard delegate?.swipeView(self, shouldSelectItemAt: index) ?? true else { return }
        delegate?.swipeView(self, didSelectItemAt: index)
    }

    /// Brings the bookkeeping in line with the motion: the indicator's anchor, the focus
    /// and the page window.
    private func settle() {
        let pages = carousel.numberOfItems
        guard pages > 0 else {
            anchorPage = 0
            windowCentre = 0
            focusedItem = -1
            dropPages()
            return
        }
        if !carousel.isMoving {
            anchorPage = currentPage
            loading.forceRefresh()
            focusedItem = currentItemIndex
        } else if carousel.isAutoscrolling {
            // Autoscroll never rests: measure each turn from the page it last passed.
            let offset = carousel.scrollOffset
            anchorPage = carousel.wrapMath.clampedIndex(Int(carousel.autoscroll > 0 ? offset.rounded(.down) : offset.rounded(.up)))
        }
        if loading.shouldUpdate(scrollOffset: carousel.scrollOffset, wrapMath: carousel.wrapMath) {
            windowCentre = currentPage
        }
        windowCentre = carousel.wrapMath.clampedIndex(windowCentre)
    }

    private func report(_ events: [CarouselEvent]) {
        guard let delegate else { return }
        for event in events {
            switch event {
            case .didScroll:
                delegate.swipeViewDidScroll(self)
                delegate.swipeView(self, pagingTranslationDidChange: indicator)
            case .currentItemIndexDidChange: delegate.swipeViewCurrentPageDidChange(self)
            case .willBeginDragging: delegate.swipeViewWillBeginDragging(self)
            case .didEndDragging(let willDecelerate): delegate.swipeViewDidEndDragging(self, willDecelerate: willDecelerate)
            case .willBeginDecelerating: delegate.swipeViewWillBeginDecelerating(self)
            case .didEndDecelerating: delegate.swipeViewDidEndDecelerating(self)
            case .didEndScrollingAnimation: delegate.swipeViewDidEndScrollingAnimation(self)
            default: break
            }
        }
    }
}

extension KeyMap {
    /// What a `SwipeView` answers to with horizontal pages: the arrows, h/l, PgUp/PgDn and
    /// b/Space turn pages, `[`/`]` (and Tab) step through the items of a page, Home/End go
    /// to the first and last page, J/K scroll the focused card's text, Enter selects.
    public static let swipeView = swipeView(isVertical: false)

    /// The same keys labelled for vertical pages (↑/↓ first); a `SwipeView` switches
    /// between the two as its axis changes.
    public static let swipeViewVertical = swipeView(isVertical: true)

    /// The swipe view's keys; only the labels differ between the axes.
    static func swipeView(isVertical: Bool) -> KeyMap {
        KeyMap(bindings: [
            KeyBinding(keys: [KeyPress(.left), KeyPress(.character("h")), KeyPress(.up), KeyPress(.character("k")),
                              KeyPress(.pageUp), KeyPress(.character("b"))],
                       label: isVertical ? "↑/k/b" : "←/h/b", help: "previous page", action: .previousPage),
            KeyBinding(keys: [KeyPress(.right), KeyPress(.character("l")), KeyPress(.down), KeyPress(.character("j")),
                              KeyPress(.pageDown), KeyPress(.character(" "))],
                       label: isVertical ? "↓/j/Space" : "→/l/Space", help: "next page", action: .nextPage),
            KeyBinding(keys: [KeyPress(.character("]")), KeyPress(.tab)], label: "]/Tab", help: "next item", action: .next),
            KeyBinding(keys: [KeyPress(.character("["))], label: "[", help: "previous item", action: .previous),
            KeyBinding(keys: [KeyPress(.home), KeyPress(.character("g"))], label: "Home/g", help: "first page", action: .first),
            KeyBinding(keys: [KeyPress(.end), KeyPress(.character("G"))], label: "End/G", help: "last page", action: .last),
        ] + contentScrolling + [
            KeyBinding(keys: [KeyPress(.enter)], label: "Enter", help: "pick", action: .select),
        ], extraHelp: [
            (key: isVertical ? "←/h →/l PgUp PgDn" : "↑/k ↓/j PgUp PgDn", text: "previous, next page too"),
        ])
    }
}
