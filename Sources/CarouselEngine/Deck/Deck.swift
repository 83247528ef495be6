/// HGPageScrollView's model (seeds-behaviours §3): a pager of pages with paging physics,
/// the deck ⇄ page transitions, the current page and its events, and deletes with undo
/// on an index map of its own, animated inside the visible window. A value type driven
/// by an injected clock, like `Carousel`: calls that can change it take `now` and return
/// the events they caused; a host calls `step(now:)` once per frame while `isAnimating`.
///
/// Positions ("pages") are indexes into the deck as it is now; `pages` maps them to
/// source indexes. Nothing here costs more than O(visible pages) per step.
public struct Deck: Sendable, Equatable {
    /// How long opening and closing a page take, in seconds (HGPageScrollView's 0.3 s).
    public static let zoomDuration = 0.3

    /// The pager: one item per page, scroll-view physics paging one page at a time.
    public private(set) var pager: Carousel
    /// Which source items are pages, in order.
    public private(set) var pages: DeckIndexMap
    /// Deck, page, or a transition between them.
    public private(set) var phase: DeckPhase = .deck
    /// The delete or undo being animated, if any.
    public private(set) var edit: DeckEditAnimation?
    /// Whether transitions, scrolls and edits are animated (false: reduced motion).
    public let animates: Bool
    /// The geometry; the host sets it from its layout before the pager is dragged.
    public var viewport: DeckViewport {
        didSet { pager.itemWidth = viewport.pageStep }
    }
    private var tracker: DeckPageTracker

    /// A deck of the `sourceCount` items of a source, at the first page.
    public init(sourceCount: Int, viewport: DeckViewport = DeckViewport(), animates: Bool = true) {
        pages = DeckIndexMap(sourceCount: sourceCount)
        pager = Carousel(numberOfItems: pages.count)
        pager.physicsModel = .scrollView(itemsPerPage: 1, isPagingEnabled: true)
        pager.scrollDuration = animates ? Carousel.defaultScrollDuration : 0
        pager.itemWidth = viewport.pageStep
        self.viewport = viewport
        self.animates = animates
        tracker = DeckPageTracker(page: pager.currentItemIndex)
    }

    // MARK: State

    /// How many pages there are.
    public var count: Int { pages.count }

    /// The current page (the centred one, switching half-way), or −1 when empty.
    public var currentPage: Int { tracker.page }

    /// Where the pager is heading: the page it will rest on, or −1 when empty.
    public var destinationPage: Int {
        guard count > 0 else { return -1 }
        return Int(clamping: pager.targetOffset.rounded(), to: 0...(count - 1))
    }

    /// The pager's position in pages (page `k` centred at `k`).
    public var offset: Double { pager.scrollOffset }

    /// True while opening or closing.
    public var isTransitioning: Bool { phase.isTransitioning }

    /// True while anything moves on its own: the pager gliding or snapping, a
    /// transition, an edit animation. A drag is not: it moves only with the pointer, so
    /// a button held still needs no frames.
    public var isAnimating: Bool { (pager.isMoving && !pager.isDragging) || isTransitioning || edit != nil }

    /// The pages whose cards can be seen now.
    public var visibleWindow: Range<Int> { viewport.window(around: pager.scrollOffset, count: count) }

    /// How far the centred page is grown at `now` (0 deck, 1 full screen).
    public func zoom(at now: Double) -> Double { phase.zoom(at: now) }

    /// Whether there is a delete to undo.
    public var canUndo: Bool { pages.canUndo }

    // MARK: Frames

    /// Advances the pager, the transition and the edit animation to `now`.
    public mutating func step(now: Double) -> [DeckEvent] {
        guard now.isFinite else { return [] }
        var events: [DeckEvent] = []
        if pager.isMoving { events += Self.pagerEvents(pager.step(now: now)) }
        events += follow()
        switch phase {
        case .opening(let zoom) where zoom.isFinished(at: now):
            phase = .page
            events.append(.didSelect(zoom.page))
        case .closing(let zoom) where zoom.isFinished(at: now):
            phase = .deck
            events.append(.didDeselect(zoom.page))
        default:
            break
        }
        if let edit, edit.isFinished(at: now) { self.edit = nil }
        return events
    }

    // MARK: Moving

    /// Moves `count` pages on (back when negative): animated in the deck, at once in
    /// page mode (a full-screen page is switched, not slid). Ignored during a transition.
    public mutating func scroll(byPages count: Int, now: Double) -> [DeckEvent] {
        guard self.count > 0, !isTransitioning else { return [] }
        if phase == .page { return jump(to: currentPage + count) }
        return Self.pagerEvents(pager.scroll(byNumberOfItems: count, now: now)) + follow()
    }

    /// Brings `page` to the centre (clamped): animated in the deck, at once in page mode.
    public mutating func scroll(toPage page: Int, now: Double) -> [DeckEvent] {
        guard count > 0, !isTransitioning else { return [] }
        if phase == .page { return jump(to: page) }
        return Self.pagerEvents(pager.scroll(toItem: page, now: now)) + follow()
    }

    /// The pointer started dragging the pager (deck only).
    public mutating func beginDragging(now: Double) -> [DeckEvent] {
        guard phase == .deck else { return [] }
        return Self.pagerEvents(pager.beginDragging(now: now)) + follow()
    }

    /// The drag moved: `translation` columns since it began, `velocity` columns per second.
    public mutating func drag(translation: Double, velocity: Double, now: Double) -> [DeckEvent] {
        Self.pagerEvents(pager.drag(translation: translation, velocity: velocity, now: now)) + follow()
    }

    /// The pointer let go: the pager settles on a page, at most one from where the drag began.
    public mutating func endDragging(now: Double) -> [DeckEvent] {
        var events = Self.pagerEvents(pager.endDragging(now: now))
        if !animates { events += settlePager() }
        return events + follow()
    }

    /// A wheel notch: the destination moves one page in the direction of `velocity`
    /// (pages per second). Deck only.
    public mutating func fling(velocity: Double, now: Double) -> [DeckEvent] {
        guard phase == .deck else { return [] }
        if !animates {
            return jump(to: destinationPage + (velocity > 0 ? 1 : velocity < 0 ? -1 : 0))
        }
        return Self.pagerEvents(pager.fling(velocity: velocity, now: now)) + follow()
    }

    // MARK: Opening and closing

    /// Opens the centred page to full screen: `willSelect`, then `didSelect` when the
    /// zoom ends (at once without animation). A moving pager first lands where it was
    /// going. Deck only, and not on an empty deck.
    public mutating func open(now: Double) -> [DeckEvent] {
        guard phase == .deck, count > 0, now.isFinite else { return [] }
        var events = settlePager()
        let page = currentPage
        events.append(.willSelect(page))
        if animates {
            phase = .opening(DeckZoom(page: page, startTime: now, duration: Self.zoomDuration))
        } else {
            phase = .page
            events.append(.didSelect(page))
        }
        return events
    }

    /// Shrinks the open page back into the deck: `willDeselect`, then `didDeselect`.
    public mutating func close(now: Double) -> [DeckEvent] {
        guard phase == .page, now.isFinite else { return [] }
        let page = currentPage
        guard count > 0 else {
            phase = .deck
            return []
        }
        if animates {
            phase = .closing(DeckZoom(page: page, startTime: now, duration: Self.zoomDuration))
            return [.willDeselect(page)]
        }
        phase = .deck
        return [.willDeselect(page), .didDeselect(page)]
    }

    // MARK: Editing

    /// Deletes the page at `page` (deck only). Inside the visible window the page fades
    /// and the pages after it slide in; before the window the offset moves with the
    /// pages, so the centred card stays put; after it only the count changes. The page
    /// then current is the one now at the same place, or else the last.
    /// Returns the source index deleted, or nil when nothing was.
    public mutating func deletePage(at page: Int, now: Double) -> Int? {
        guard phase == .deck, page >= 0, page < count, now.isFinite else { return nil }
        _ = settlePager()
        edit = nil
        let window = visibleWindow
        let before = pager.scrollOffset
        guard let removed = pages.remove(at: page) else { return nil }
        pager.numberOfItems = pages.count
        if page < window.lowerBound {
            _ = pager.setScrollOffset(before - 1)
        } else if window.contains(page) && animates {
            let moved = pager.scrollOffset - before
            edit = DeckEditAnimation(kind: .removal(sourceIndex: removed), page: page,
                                     displaced: moved != 0 ? .before(page) : .from(page),
                                     startDisplacement: moved != 0 ? moved : 1, startTime: now)
        }
        tracker.reset(to: pager.currentItemIndex)
        return removed
    }

    /// Brings back the last deleted page at its place (deck only), animated inside the
    /// visible window (it appears dim, then normal, while the pages after it make
    /// room), with the offset moved along when it lands before the window.
    /// Returns the page it came back at, or nil when there was nothing to undo.
    public mutating func undoDelete(now: Double) -> Int? {
        guard phase == .deck, canUndo, now.isFinite else { return nil }
        return bringIn(now: now) { $0.restoreLast() }
    }

    /// The source gained an item at source index `index` (the host updated it first):
    /// in the deck the new page comes in at its place animated as an undo does (dim, then
    /// normal, the pages after it making room), the offset moving along when it lands
    /// before the window; with a page open it is added at once, the open page kept.
    /// Returns its position.
    public mutating func insertPage(atSource index: Int, now: Double) -> Int? {
        guard now.isFinite else { return nil }
        guard phase == .deck else {
            // A page is open (or zooming): the deck under it takes the page at once, and
            // the open page stays the open page.
            switch phase {
            case .opening: phase = .page
            case .closing: phase = .deck
            default: break
            }
            let open = currentPage
            let page = pages.insertSource(at: index)
            pager.numberOfItems = pages.count
            if page <= open { _ = pager.setScrollOffset(Double(open + 1)) }
            tracker.reset(to: pager.currentItemIndex)
            return page
        }
        return bringIn(now: now) { $0.insertSource(at: index) }
    }

    /// The source now has `sourceCount` items: more keep the deletions (input streaming
    /// in); fewer start the deck afresh.
    public mutating func sourceCountDidChange(to sourceCount: Int) -> [DeckEvent] {
        let wasEmpty = count == 0
        pages.sourceCountDidChange(to: sourceCount)
        pager.numberOfItems = pages.count
        if count == 0 { phase = .deck }
        if wasEmpty || count == 0 { tracker.reset(to: pager.currentItemIndex) }
        return follow()
    }

    /// The source was read again with `sourceCount` items: deletions and the undo stack
    /// are forgotten, the deck stays at the same position (clamped), and an open page
    /// stays open (a transition ends at once).
    public mutating func reload(sourceCount: Int) {
        let position = destinationPage
        pages = DeckIndexMap(sourceCount: sourceCount)
        edit = nil
        pager.numberOfItems = pages.count
        if count > 0 { _ = pager.setScrollOffset(Double(min(max(position, 0), count - 1))) }
        switch phase {
        case .opening: phase = .page
        case .closing: phase = .deck
        case .deck, .page: break
        }
        if count == 0 { phase = .deck }
        tracker.reset(to: pager.currentItemIndex)
    }

    // MARK: Internals

    /// A page arrives where `change` puts it (an undo, an insertion): animated inside the
    /// visible window (dim, then normal, while the pages after it make room), with the
    /// offset moved along when it lands before the window. Returns its position.
    private mutating func bringIn(now: Double, _ change: (inout DeckIndexMap) -> Int?) -> Int? {
        _ = settlePager()
        edit = nil
        let wasEmpty = count == 0
        let before = pager.scrollOffset
        guard let page = change(&pages) else { return nil }
        // The pages that would show with the page in and the pager where it is.
        let window = viewport.window(around: before, count: pages.count)
        pager.numberOfItems = pages.count
        if !wasEmpty && page < window.lowerBound {
            _ = pager.setScrollOffset(before + 1)
        } else if (wasEmpty || window.contains(page)) && animates {
            edit = DeckEditAnimation(kind: .insertion, page: page, displaced: .from(page + 1),
                                     startDisplacement: -1, startTime: now)
        }
        tracker.reset(to: pager.currentItemIndex)
        return page
    }

    /// The pager after a change made outside (a stop), with the current page following it.
    mutating func replacingPager(with pager: Carousel, events: [CarouselEvent]) -> [DeckEvent] {
        self.pager = pager
        return Self.pagerEvents(events) + follow()
    }

    /// Moves at once to `page` (clamped), as page mode switches pages.
    private mutating func jump(to page: Int) -> [DeckEvent] {
        guard count > 0 else { return [] }
        return Self.pagerEvents(pager.setScrollOffset(Double(min(max(page, 0), count - 1)))) + follow()
    }

    /// A moving pager lands at once where it was heading.
    private mutating func settlePager() -> [DeckEvent] {
        guard pager.isMoving, count > 0 else { return [] }
        return jump(to: destinationPage)
    }

    /// The current page follows the pager.
    private mutating func follow() -> [DeckEvent] {
        tracker.follow(offset: pager.scrollOffset, count: count, isMoving: pager.isMoving)
    }

    private static func pagerEvents(_ events: [CarouselEvent]) -> [DeckEvent] {
        events.filter { $0 != .didScroll && $0 != .currentItemIndexDidChange }.map { .pager($0) }
    }
}
