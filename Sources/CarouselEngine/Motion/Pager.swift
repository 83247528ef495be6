/// What every pager in the engine answers to, so one gesture layer drives them all: the
/// carousel (iCarousel, SwipeView's pages), the deck (HGPageScrollView) and the tab pager
/// (SwipeTableView). Positions are in the pager's own unit (items or pages); translations
/// and velocities are in the columns of its `itemWidth` pitch. Each call takes `now` and
/// returns the events it caused, in the pager's own vocabulary.
public protocol Pager {
    /// What the pager reports (`CarouselEvent`, `DeckEvent`, the pages that came into view).
    associatedtype Event

    /// True while the pager moves without input (a glide, a snap, a timed scroll, autoscroll).
    var isMoving: Bool { get }
    /// True while the pointer holds it.
    var isDragging: Bool { get }
    /// True while it moves on its own clock (a press does not stop autoscroll).
    var isAutoscrolling: Bool { get }
    /// False when the pointer and the wheel may not move it (keys and calls still do).
    var isScrollEnabled: Bool { get }

    /// A press: whatever moves stops where it is (autoscroll excepted).
    mutating func stopMotion(now: Double) -> [Event]
    /// The pointer took hold.
    mutating func beginDragging(now: Double) -> [Event]
    /// The pointer moved `translation` columns since the drag began, at `velocity` columns per second.
    mutating func drag(translation: Double, velocity: Double, now: Double) -> [Event]
    /// The pointer let go: the pager decides where to come to rest.
    mutating func endDragging(now: Double) -> [Event]
    /// A wheel notch or a flick without a drag: `velocity` in items (pages) per second.
    mutating func fling(velocity: Double, now: Double) -> [Event]
    /// `count` items (pages) on from where the pager will rest, animated or at once (the
    /// deck animates by its own setting).
    mutating func step(by count: Int, animated: Bool, now: Double) -> [Event]
    /// When the pager moves but is less than `columns` from where it will rest, it lands
    /// there at once and returns the events; nil when it is further (or not moving). A
    /// press then counts as a press at rest: the last sub-cell of a motion is invisible.
    mutating func land(ifWithin columns: Double, now: Double) -> [Event]?
}

extension Pager {
    public var isAutoscrolling: Bool { false }
    public var isScrollEnabled: Bool { true }
}

extension Carousel: Pager {
    public var isScrollEnabled: Bool { physics.isScrollEnabled }

    /// `count` items on from where the carousel will rest. No items on and at once is a
    /// landing: whatever moves it ends where it would have come to rest, which after a free
    /// glide need not be an item boundary.
    public mutating func step(by count: Int, animated: Bool, now: Double) -> [CarouselEvent] {
        if count == 0 && !animated {
            return isMoving && !isDragging && !isAutoscrolling ? setScrollOffset(targetOffset) : []
        }
        return scroll(byNumberOfItems: count, duration: animated ? nil : 0, now: now)
    }

    public mutating func land(ifWithin columns: Double, now: Double) -> [CarouselEvent]? {
        guard isMoving, !isDragging, !isAutoscrolling else { return nil }
        let target = targetOffset
        guard abs(wrapMath.shortestDistance(from: scrollOffset, to: target)) * itemWidth < columns else { return nil }
        return setScrollOffset(target)
    }
}

extension Deck: Pager {
    /// A press does not stop the deck: HGPageScrollView's pages finish their turn (a
    /// frozen pager would stand between two pages with nothing to bring it back).
    public mutating func stopMotion(now: Double) -> [DeckEvent] { [] }

    public var isMoving: Bool { pager.isMoving }
    public var isDragging: Bool { pager.isDragging }

    public mutating func step(by count: Int, animated: Bool, now: Double) -> [DeckEvent] {
        scroll(byPages: count, now: now)
    }

    public mutating func land(ifWithin columns: Double, now: Double) -> [DeckEvent]? {
        guard phase == .deck else { return nil }
        var pager = self.pager
        guard let events = pager.land(ifWithin: columns, now: now) else { return nil }
        return replacingPager(with: pager, events: events)
    }
}

extension TableMotion: Pager {
    /// A press does not stop a tab switch: the pages finish their slide, so a pull that
    /// begins meanwhile stays with the page it began on (as SwipeTableView's do). A glide
    /// or a moving header is stopped by `press(now:)`.
    public mutating func stopMotion(now: Double) -> [TableEvent] { [] }

    public var isMoving: Bool { pager.isMoving }
    public var isDragging: Bool { pager.isDragging }

    public mutating func beginDragging(now: Double) -> [TableEvent] {
        movingPages(now: now) { $0.beginDragging(now: now) }
    }

    public mutating func drag(translation: Double, velocity: Double, now: Double) -> [TableEvent] {
        movingPages(now: now) { $0.drag(translation: translation, velocity: velocity, now: now) }
    }

    public mutating func endDragging(now: Double) -> [TableEvent] {
        movingPages(now: now) { $0.endDragging(now: now) }
    }

    /// A notch moves one page in the direction of `velocity` (its size is the pager's own).
    public mutating func fling(velocity: Double, now: Double) -> [TableEvent] {
        movingPages(now: now) { $0.fling(direction: velocity > 0 ? 1 : velocity < 0 ? -1 : 0, now: now) }
    }

    public mutating func step(by count: Int, animated: Bool, now: Double) -> [TableEvent] {
        switchTab(to: pager.destinationPage + count, now: now)
    }

    /// Tab switches are never cut short by a press (see `stopMotion`).
    public mutating func land(ifWithin columns: Double, now: Double) -> [TableEvent]? { nil }
}
