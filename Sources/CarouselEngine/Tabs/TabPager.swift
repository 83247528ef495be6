/// The horizontal pager under a segment bar: SwipeTableView's paging collection view,
/// made of the engine's `Carousel` with the scroll-view physics, one page per swipe. The
/// position is in pages; the current page changes half way (`round`, clamped). It also
/// tracks which pages are in view, so the host can align a neighbour the moment it first
/// shows (seeds-behaviours §1.2). Every call returns what happened: the carousel's events
/// (`.pager`) and the pages that came into view (`.pageCameIntoView`).
public struct TabPager: Sendable, Equatable {
    /// Seconds a key-driven page change takes.
    public static let switchDuration = 0.3
    /// How far past either end a drag may stretch, in pages.
    public static let stretchLimit = 0.5
    /// Pages per second a wheel notch or a key-less fling adds.
    public static let notchVelocity = 3.0

    /// The carousel that does the physics; its items are the pages.
    public private(set) var carousel: Carousel
    /// The pages at least partly in view after the last change.
    public private(set) var visiblePages: ClosedRange<Int>?

    /// A pager over `pageCount` pages at the first one; `animates` false makes key-driven
    /// changes instant (reduced motion).
    public init(pageCount: Int, animates: Bool = true) {
        var carousel = Carousel(numberOfItems: pageCount)
        carousel.physicsModel = .scrollView(itemsPerPage: 1, isPagingEnabled: true)
        carousel.physics.bounceDistance = Self.stretchLimit
        carousel.scrollDuration = animates ? Self.switchDuration : 0
        carousel.itemWidth = 1
        self.carousel = carousel
        visiblePages = Self.pages(at: carousel.scrollOffset, count: carousel.numberOfItems)
    }

    /// Columns from one page's left edge to the next one's (page width plus separator),
    /// which turns pointer travel into pages.
    public var pitch: Double {
        get { carousel.itemWidth }
        set { carousel.itemWidth = newValue.isFinite ? max(newValue, 1) : 1 }
    }

    /// SwipeTableView's `scrollEnabled`: false keeps drags and wheel notches from moving
    /// the pages (`go(toPage:now:)`, keys, still does).
    public var isScrollEnabled: Bool {
        get { carousel.physics.isScrollEnabled }
        set { carousel.physics.isScrollEnabled = newValue }
    }

    /// How many pages there are.
    public var pageCount: Int { carousel.numberOfItems }
    /// The position in pages: `k` shows page `k` exactly; fractions while moving.
    public var position: Double { carousel.scrollOffset }
    /// The page in use (the one more than half in view), or −1 with no pages.
    public var currentPage: Int { carousel.currentItemIndex }
    /// The page the pager is heading to (the current one at rest).
    public var destinationPage: Int {
        guard pageCount > 0 else { return -1 }
        return Int(clamping: carousel.targetOffset.rounded(), to: 0...(pageCount - 1))
    }
    /// Whether the pages move without input (a slide, a glide, a snap).
    public var isMoving: Bool { carousel.isMoving }
    /// Whether the pointer holds the pages.
    public var isDragging: Bool { carousel.isDragging }

    /// The pointer took hold of the pages.
    public mutating func beginDragging(now: Double) -> [TableEvent] {
        report(carousel.beginDragging(now: now))
    }

    /// The pointer moved `translation` columns (positive: right, back towards page 0) since
    /// the drag began, at `velocity` columns per second.
    public mutating func drag(translation: Double, velocity: Double, now: Double) -> [TableEvent] {
        report(carousel.drag(translation: translation, velocity: velocity, now: now))
    }

    /// The pointer let go: the pages snap to the nearest page or, past the flick speed, to
    /// the next one in the direction of travel.
    public mutating func endDragging(now: Double) -> [TableEvent] {
        report(carousel.endDragging(now: now))
    }

    /// A horizontal wheel notch (or shift+wheel): one page on in `direction` (+1 or −1),
    /// adding up while notches come quickly.
    public mutating func fling(direction: Int, now: Double) -> [TableEvent] {
        guard direction != 0 else { return [] }
        return report(carousel.fling(velocity: direction > 0 ? Self.notchVelocity : -Self.notchVelocity, now: now))
    }

    /// Slides to `page` (bounded), or jumps there without animation.
    public mutating func go(toPage page: Int, now: Double) -> [TableEvent] {
        report(carousel.scroll(toItem: page, now: now))
    }

    /// Advances the motion to `now`.
    public mutating func step(now: Double) -> [TableEvent] {
        report(carousel.step(now: now))
    }

    /// The pages at least partly in view at `position`: one at rest, two while between.
    public static func pages(at position: Double, count: Int) -> ClosedRange<Int>? {
        guard count > 0, position.isFinite else { return nil }
        let low = Int(clamping: position.rounded(.down), to: 0...(count - 1))
        let high = Int(clamping: position.rounded(.up), to: 0...(count - 1))
        return low...high
    }

    /// The carousel's `events`, then the pages that came into view with them.
    private mutating func report(_ events: [CarouselEvent]) -> [TableEvent] {
        let now = Self.pages(at: position, count: pageCount)
        defer { visiblePages = now }
        let appeared = now.map { pages in pages.filter { !(visiblePages?.contains($0) ?? false) } } ?? []
        return events.map { .pager($0) } + appeared.map { .pageCameIntoView($0) }
    }
}
