/// The state of a carousel: how many items, where it is scrolled to, and the timed
/// scroll in flight. A value type driven by an injected clock: every call that can
/// move it takes `now` (seconds on any monotonic clock) and returns the events it
/// caused, in order. It never reads a clock, sleeps or starts a timer.
public struct Carousel: Sendable, Equatable {
    /// The spec's default duration of a timed scroll, in seconds.
    public static let defaultScrollDuration = 0.4

    /// Number of items; changing it keeps the scroll position in range.
    public var numberOfItems: Int {
        didSet {
            numberOfItems = max(0, numberOfItems)
            settleIntoRange()
        }
    }

    /// Whether scrolling past the last item comes back to the first.
    public var isWrapEnabled: Bool {
        didSet { settleIntoRange() }
    }

    /// Duration of the timed scrolls the convenience calls start, in seconds.
    public var scrollDuration: Double = Carousel.defaultScrollDuration

    /// The scroll position in items: `k` means item `k` is centred. Kept in `[0, N)`
    /// when wrapping and `[0, N − 1]` otherwise; −1 when there are no items.
    public private(set) var scrollOffset: Double

    /// The timed scroll in flight, if any.
    public private(set) var animation: TimedScroll?

    /// The item index nearest the centre, or −1 when there are no items.
    public private(set) var currentItemIndex: Int

    public init(numberOfItems: Int, isWrapEnabled: Bool = false, scrollOffset: Double = 0) {
        self.numberOfItems = max(0, numberOfItems)
        self.isWrapEnabled = isWrapEnabled
        self.scrollOffset = scrollOffset
        self.currentItemIndex = -1
        settleIntoRange()
    }

    /// The index and offset arithmetic for the current item count and wrap setting.
    public var wrapMath: WrapMath { WrapMath(count: numberOfItems, wraps: isWrapEnabled) }

    /// True while a timed scroll is running.
    public var isAnimating: Bool { animation != nil }

    /// Where the carousel will come to rest: the running scroll's end, or the current offset.
    public var targetOffset: Double {
        guard let animation else { return scrollOffset }
        return wrapMath.clampedOffset(animation.end)
    }

    /// The offset of item `index` from the centre (`index − scrollOffset`, wrapped).
    public func offset(ofItem index: Int) -> Double {
        wrapMath.offset(ofItem: index, scrollOffset: scrollOffset)
    }

    // MARK: Timed scrolls

    /// Scrolls so that item `index` is centred, the short way round when wrapping.
    public mutating func scroll(toItem index: Int, duration: Double? = nil, now: Double) -> [CarouselEvent] {
        guard numberOfItems > 0 else { return [] }
        let target = Double(wrapMath.clampedIndex(index))
        let from = animation.map { $0.end } ?? scrollOffset
        let distance = wrapMath.shortestDistance(from: wrapMath.clampedOffset(from), to: target)
        return scroll(toUnwrappedOffset: from + distance, duration: duration, now: now)
    }

    /// Scrolls by `count` items. A fresh scroll lands on the item boundary `count` items
    /// away; while a scroll is running, `count` is added to its target, so pressing a key
    /// five times quickly lands five items on.
    public mutating func scroll(byNumberOfItems count: Int, duration: Double? = nil, now: Double) -> [CarouselEvent] {
        guard numberOfItems > 0 else { return [] }
        let target: Double
        if let animation {
            target = animation.end.rounded() + Double(count)
        } else if count > 0 {
            target = scrollOffset.rounded(.down) + Double(count)
        } else if count < 0 {
            target = scrollOffset.rounded(.up) + Double(count)
        } else {
            target = scrollOffset.rounded()
        }
        return scroll(toUnwrappedOffset: target, duration: duration, now: now)
    }

    /// Moves to `offset` at once, ending any running scroll.
    public mutating func setScrollOffset(_ offset: Double) -> [CarouselEvent] {
        guard numberOfItems > 0, offset.isFinite else { return [] }
        var events: [CarouselEvent] = []
        if animation != nil {
            animation = nil
            events.append(.didEndScrollingAnimation)
        }
        events += moveTo(offset)
        return events
    }

    /// Advances the running scroll to `now`.
    public mutating func step(now: Double) -> [CarouselEvent] {
        guard let running = animation else { return [] }
        var events = moveTo(running.offset(at: now))
        if running.isFinished(at: now) {
            animation = nil
            events.append(.didEndScrollingAnimation)
        }
        return events
    }

    // MARK: Internals

    private mutating func scroll(toUnwrappedOffset rawTarget: Double, duration: Double?, now: Double) -> [CarouselEvent] {
        let duration = duration ?? scrollDuration
        let target = isWrapEnabled ? rawTarget : wrapMath.clampedOffset(rawTarget)
        guard duration > 0 else { return setScrollOffset(target) }

        if let running = animation {
            if running.end == target { return [] }
            animation = TimedScroll(
                from: running.offset(at: now), to: target, startTime: now,
                duration: duration, initialVelocity: running.velocity(at: now))
            return []
        }
        // Targets are unwrapped relative to the current offset, so a wrapped scroll
        // crosses 0/N without a jump; moveTo wraps each frame's offset.
        guard target != scrollOffset else { return [] }
        animation = TimedScroll(from: scrollOffset, to: target, startTime: now, duration: duration)
        return [.willBeginScrollingAnimation]
    }

    private mutating func moveTo(_ rawOffset: Double) -> [CarouselEvent] {
        let previousOffset = scrollOffset
        let previousIndex = currentItemIndex
        scrollOffset = wrapMath.clampedOffset(rawOffset)
        currentItemIndex = wrapMath.clampedIndex(Int(scrollOffset.rounded()))
        var events: [CarouselEvent] = []
        if abs(scrollOffset - previousOffset) > 1e-9 { events.append(.didScroll) }
        if currentItemIndex != previousIndex { events.append(.currentItemIndexDidChange) }
        return events
    }

    private mutating func settleIntoRange() {
        if numberOfItems == 0 {
            animation = nil
            scrollOffset = -1
            currentItemIndex = -1
            return
        }
        let base = scrollOffset.isFinite && scrollOffset >= 0 ? scrollOffset : 0
        scrollOffset = wrapMath.clampedOffset(base)
        currentItemIndex = wrapMath.clampedIndex(Int(scrollOffset.rounded()))
    }
}
