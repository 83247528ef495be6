/// The state of a carousel: how many items, where it is scrolled to, and what moves it
/// (a drag, a glide, a timed scroll, autoscroll). A value type driven by an injected
/// clock: every call that can move it takes `now` (seconds on any monotonic clock) and
/// returns the events it caused, in the spec's order (icarousel-spec §2.9). It never
/// reads a clock, sleeps or starts a timer; a host calls `step(now:)` once per frame
/// while `isMoving` is true.
///
/// Every input is sanitized: non-finite numbers are ignored and speeds are bounded, so
/// no sequence of calls produces a NaN, an infinity or an index outside `0..<N`.
public struct Carousel: Sendable, Equatable {
    /// The spec's default duration of a timed scroll, in seconds.
    public static let defaultScrollDuration = 0.4
    /// The fastest speed the engine accepts from a pointer, wheel or autoscroll, in items
    /// per second; faster input is clamped to it.
    public static let maximumSpeed = 1e4
    /// The largest drag translation accepted, in columns; larger ones are clamped to it.
    public static let maximumTranslation = 1e9
    /// A snap shorter than this, in items, is applied at once rather than animated
    /// (iCarousel's `EPS`, below which it runs a zero-length 0.01 s "scroll").
    public static let snapTolerance = 1e-6
    /// The longest timed scroll, in seconds; longer (or infinite) durations use it.
    public static let maximumDuration = 1e9

    /// Number of items; changing it keeps the scroll position in range. Dropping to 0
    /// ends any motion without events (a setter cannot return them).
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

    /// Duration of timed scrolls and snaps, in seconds; 0 makes them immediate.
    public var scrollDuration: Double = Carousel.defaultScrollDuration

    /// `W`, columns per item along the scroll axis, which turns drag translations into
    /// items. The host sets it from its layout (`CarouselLayout.itemWidth`).
    public var itemWidth: Double = 1

    /// How many items a drag of one item width moves; cover flow hosts set 2.
    public var offsetMultiplier: Double = 1

    /// The physics tunables. A change that narrows the bounce zone brings the offset
    /// back within it.
    public var physics = ScrollPhysicsSettings() {
        didSet { settleIntoRange() }
    }

    /// Which physics drives drags, releases and flings.
    public var physicsModel: PhysicsModel = .carousel {
        didSet { settleIntoRange() }
    }

    /// Autoscroll speed in items per second; positive scrolls forward (the offset grows).
    /// Paused while anything else moves it; a non-wrapping carousel stops at the ends.
    /// Its clock restarts whenever it resumes, so it never jumps after a pause.
    public var autoscroll: Double = 0 {
        didSet { autoscrollClock = nil }
    }

    /// The scroll position in items: `k` means item `k` is centred. In `[0, N)` when
    /// wrapping; otherwise in `[0, N − 1]` at rest, and up to the rubber band's limit
    /// past either end while dragged, gliding or bouncing. −1 when there are no items.
    public private(set) var scrollOffset: Double

    /// The item index nearest the centre, or −1 when there are no items.
    public private(set) var currentItemIndex: Int

    /// What moves the carousel now.
    public private(set) var motion: CarouselMotion = .idle

    /// The velocity of the last release or fling, in items per second (cover flow 2's
    /// toggle times its swing with it).
    public private(set) var releaseVelocity: Double = 0

    /// When autoscroll last advanced; nil when it restarts at the next step.
    private var autoscrollClock: Double?

    /// A carousel of `numberOfItems` items at rest at `scrollOffset`.
    public init(numberOfItems: Int, isWrapEnabled: Bool = false, scrollOffset: Double = 0) {
        self.numberOfItems = max(0, numberOfItems)
        self.isWrapEnabled = isWrapEnabled
        self.scrollOffset = scrollOffset.isFinite ? scrollOffset : 0
        self.currentItemIndex = 0
        settleIntoRange()
    }

    // MARK: State

    /// The index and offset arithmetic for the current item count and wrap setting.
    public var wrapMath: WrapMath { WrapMath(count: numberOfItems, wraps: isWrapEnabled) }

    /// The running timed scroll, if any.
    public var animation: TimedScroll? {
        if case .scrolling(let scroll) = motion { return scroll }
        return nil
    }

    /// The running glide, if any.
    public var deceleration: Glide? {
        if case .decelerating(let glide) = motion { return glide }
        return nil
    }

    /// True while a timed scroll is running.
    public var isAnimating: Bool { animation != nil }

    /// True while the user drags the carousel.
    public var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }

    /// True while the carousel glides after a release or a fling.
    public var isDecelerating: Bool { deceleration != nil }

    /// True while autoscroll will move the carousel at the next step: it is on, nothing
    /// else moves the carousel, and a non-wrapping carousel is not at the end it heads to.
    public var isAutoscrolling: Bool {
        guard autoscroll != 0, !autoscroll.isNaN, numberOfItems > 0, motion == .idle else { return false }
        if isWrapEnabled { return true }
        return autoscroll > 0 ? scrollOffset < Double(numberOfItems - 1) : scrollOffset > 0
    }

    /// True while anything moves the carousel: the host keeps stepping frames until it
    /// is false.
    public var isMoving: Bool { motion != .idle || isAutoscrolling }

    /// The item the carousel rests on, or will once the running motion ends: the current
    /// item when still, the destination of the scroll or glide while moving (what a status
    /// line names and what Enter should pick); −1 when there are no items.
    public var restingItemIndex: Int {
        isMoving ? wrapMath.clampedIndex(Int(targetOffset.rounded())) : currentItemIndex
    }

    /// Where the carousel will come to rest: the end of the running scroll or glide
    /// (and of the snap that follows it), or the current offset.
    public var targetOffset: Double {
        switch motion {
        case .scrolling(let scroll):
            return context.restingOffset(scroll.end)
        case .decelerating(let glide):
            let end = bounded(glide.end)
            return context.restingOffset(model.restingOffset(afterGlideAt: end, in: context) ?? end)
        case .idle, .dragging:
            return scrollOffset
        }
    }

    /// The offset of item `index` from the centre (`index − scrollOffset`, wrapped).
    public func offset(ofItem index: Int) -> Double {
        wrapMath.offset(ofItem: index, scrollOffset: scrollOffset)
    }

    /// What the physics model sees of this carousel.
    public var context: ScrollContext {
        ScrollContext(wrapMath: wrapMath, settings: physics, itemWidth: itemWidth,
                      offsetMultiplier: offsetMultiplier, isAutoscrolling: autoscroll != 0 && !autoscroll.isNaN)
    }

    /// The physics model in use.
    public var model: any ScrollPhysicsModel { physicsModel.model }

    // MARK: Timed scrolls

    /// Scrolls so that item `index` is centred, the short way round when wrapping.
    /// A glide or drag in progress ends first (with its end event); a running timed
    /// scroll is retargeted and keeps its speed.
    public mutating func scroll(toItem index: Int, duration: Double? = nil, now: Double) -> [CarouselEvent] {
        guard numberOfItems > 0 else { return [] }
        return scroll(toOffset: Double(wrapMath.clampedIndex(index)), duration: duration, now: now)
    }

    /// Scrolls to `offset` (wrapped, or clamped to `[0, N − 1]`), the short way round.
    public mutating func scroll(toOffset offset: Double, duration: Double? = nil, now: Double) -> [CarouselEvent] {
        guard numberOfItems > 0, offset.isFinite, now.isFinite else { return [] }
        let interruption = interruptForScroll(now: now)
        var events = interruption.events
        let target = context.restingOffset(offset)
        let from = animation?.end ?? scrollOffset
        let distance = wrapMath.shortestDistance(from: context.restingOffset(from), to: target)
        events += startScroll(to: from + distance, duration: duration, initialVelocity: interruption.velocity, now: now)
        return events
    }

    /// Scrolls by `distance` items; while a scroll is running, `distance` is added to
    /// its target.
    public mutating func scroll(byOffset distance: Double, duration: Double? = nil, now: Double) -> [CarouselEvent] {
        guard numberOfItems > 0, distance.isFinite, now.isFinite else { return [] }
        let interruption = interruptForScroll(now: now)
        var events = interruption.events
        let from = animation?.end ?? scrollOffset
        events += startScroll(to: from + distance, duration: duration, initialVelocity: interruption.velocity, now: now)
        return events
    }

    /// Scrolls by `count` items. A fresh scroll lands on the item boundary `count` items
    /// away; while a scroll is running, `count` is added to its target, so pressing a key
    /// five times quickly lands five items on.
    public mutating func scroll(byNumberOfItems count: Int, duration: Double? = nil, now: Double) -> [CarouselEvent] {
        guard numberOfItems > 0, now.isFinite else { return [] }
        let interruption = interruptForScroll(now: now)
        var events = interruption.events
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
        events += startScroll(to: target, duration: duration, initialVelocity: interruption.velocity, now: now)
        return events
    }

    /// Moves to `offset` (wrapped, or clamped to `[0, N − 1]`) at once. Whatever was
    /// moving the carousel ends first, with its end event.
    public mutating func setScrollOffset(_ offset: Double) -> [CarouselEvent] {
        guard numberOfItems > 0, offset.isFinite else { return [] }
        var events = endMotion()
        events += moveTo(context.restingOffset(offset))
        autoscrollClock = nil
        return events
    }

    // MARK: Frames

    /// Advances whatever moves the carousel to `now`: the timed scroll, the glide (and,
    /// when it ends between items or past an end, the snap or bounce back), or autoscroll.
    public mutating func step(now: Double) -> [CarouselEvent] {
        guard now.isFinite else { return [] }
        switch motion {
        case .scrolling(let scroll):
            var events = moveTo(scroll.offset(at: now))
            if scroll.isFinished(at: now) {
                enterIdle(now: now)
                events.append(.didEndScrollingAnimation)
            }
            return events
        case .decelerating(let glide):
            var events = moveTo(glide.offset(at: now))
            if glide.isFinished(at: now) {
                enterIdle(now: now)
                events.append(.didEndDecelerating)
                if let rest = model.restingOffset(afterGlideAt: scrollOffset, in: context) {
                    events += startScroll(to: rest, duration: nil, now: now)
                }
            }
            return events
        case .dragging:
            return []
        case .idle:
            return autoscrollStep(now: now)
        }
    }

    // MARK: Dragging

    /// Whether a drag whose first movement is `along` the scroll axis and `across` it
    /// (both in the same units) should start: scrolling is enabled, there are items,
    /// and, with `ignoresPerpendicularSwipes`, it is no more across than along.
    public func shouldBeginDragging(translationAlong along: Double, translationAcross across: Double) -> Bool {
        guard physics.isScrollEnabled, numberOfItems > 0, !along.isNaN, !across.isNaN else { return false }
        return !physics.ignoresPerpendicularSwipes || abs(along) >= abs(across)
    }

    /// The pointer went down and started to drag. A running scroll or glide freezes
    /// where it is at `now` and ends with its end event, then `willBeginDragging`.
    /// Does nothing when scrolling is disabled or there are no items; a second call
    /// during a drag restarts its translation from 0 without events.
    public mutating func beginDragging(now: Double) -> [CarouselEvent] {
        guard physics.isScrollEnabled, numberOfItems > 0, now.isFinite else { return [] }
        if case .dragging(let drag) = motion {
            motion = .dragging(model.beginDrag(at: drag.offset, in: context))
            return []
        }
        var events = freeze(now: now)
        motion = .dragging(model.beginDrag(at: scrollOffset, in: context))
        autoscrollClock = nil
        events.append(.willBeginDragging)
        return events
    }

    /// The pointer moved: `translation` is its total movement along the scroll axis since
    /// the drag began, in columns (positive: right or down, which scrolls back), and
    /// `velocity` its current speed in columns per second. Past an end the rubber band
    /// applies.
    public mutating func drag(translation: Double, velocity: Double, now: Double) -> [CarouselEvent] {
        guard case .dragging(var drag) = motion, translation.isFinite else { return [] }
        let translation = min(max(translation, -Self.maximumTranslation), Self.maximumTranslation)
        let pointerVelocity = velocity.isFinite ? velocity : 0
        let context = self.context
        model.drag(&drag, translation: translation, pointerVelocity: pointerVelocity, in: context)
        drag.releaseVelocity = Self.boundedSpeed(drag.releaseVelocity)
        motion = .dragging(drag)
        return moveTo(drag.offset)
    }

    /// The pointer let go: the model decides between a glide (`didEndDragging(true)`,
    /// `willBeginDecelerating`), a snap or bounce back (`didEndDragging(false)`,
    /// `willBeginScrollingAnimation`), or staying put (`didEndDragging(false)`).
    public mutating func endDragging(now: Double) -> [CarouselEvent] {
        guard case .dragging(let drag) = motion, now.isFinite else { return [] }
        enterIdle(now: now)
        releaseVelocity = drag.releaseVelocity
        let plan = model.release(drag, now: now, in: context)
        // The drag's offsets are unwrapped; `scrollOffset` is the same place, wrapped.
        let shift = scrollOffset - drag.offset
        switch plan {
        case .glide(let glide):
            motion = .decelerating(glide)
            return [.didEndDragging(willDecelerate: true), .willBeginDecelerating]
        case .scroll(let target, let velocity):
            return [.didEndDragging(willDecelerate: false)]
                + startScroll(to: target + shift, duration: nil, initialVelocity: velocity, now: now)
        case .rest:
            return [.didEndDragging(willDecelerate: false)]
        }
    }

    // MARK: Touches, wheel and taps

    /// The pointer went down on the carousel: a running scroll or glide freezes where it
    /// is at `now` and ends with its end event (iCarousel drops it, spec §2.9.7).
    /// Autoscroll carries on. The offset is left as it is, even past an end; the release
    /// or tap that follows brings it back.
    public mutating func stopMotion(now: Double) -> [CarouselEvent] {
        guard now.isFinite else { return [] }
        return freeze(now: now)
    }

    /// A wheel notch or similar: adds `velocity` items per second to the current motion
    /// and glides on to an item boundary (a page with the scroll-view model), moving the
    /// destination on from where the current motion would have stopped, so quick notches
    /// add up. A glide just changes course (no events); a timed scroll gives way to a
    /// glide or is retargeted. Ignored while dragging, when scrolling is disabled, or
    /// when `velocity` is 0.
    public mutating func fling(velocity: Double, now: Double) -> [CarouselEvent] {
        guard physics.isScrollEnabled, numberOfItems > 0, velocity.isFinite, velocity != 0,
              now.isFinite, !isDragging else { return [] }
        let added = Self.boundedSpeed(velocity)
        var offset = scrollOffset, current = 0.0, anchor = scrollOffset
        switch motion {
        case .scrolling(let scroll):
            offset = scroll.offset(at: now)
            current = scroll.velocity(at: now)
            anchor = scroll.end
        case .decelerating(let glide):
            offset = glide.offset(at: now)
            current = glide.velocity(at: now)
            anchor = glide.end
        case .idle, .dragging:
            break
        }
        var events = moveTo(offset)
        // Continue in the coordinates of `scrollOffset`, which may have wrapped.
        let shift = scrollOffset - offset
        releaseVelocity = Self.boundedSpeed(current + added)
        let plan = model.fling(from: scrollOffset, velocity: current, adding: added, anchor: anchor + shift,
                               now: now, in: context)
        switch plan {
        case .glide(let glide):
            if isAnimating { events += endMotion() }
            if !isDecelerating { events.append(.willBeginDecelerating) }
            motion = .decelerating(glide)
            autoscrollClock = nil
        case .scroll(let target, let velocity):
            if isDecelerating { events += endMotion() }
            // A running scroll is retargeted in its own coordinates.
            let target = isAnimating ? target - shift : target
            events += startScroll(to: target, duration: nil, initialVelocity: velocity, now: now)
        case .rest:
            events += endMotion()
            enterIdle(now: now)
        }
        return events
    }

    /// A tap on item `index` (nil: on empty space) at `now`, following icarousel-spec
    /// §2.8 with iCarousel's physics: a running motion freezes; a selectable item is
    /// scrolled to the centre (`centersItemWhenSelected`, or re-aligned if it is the
    /// current one) and reported with `didSelectItem`; empty space re-centres the
    /// current item. Placeholders (indexes outside `0..<N`) count as empty space and
    /// are never selected. With the scroll-view model a tap only reports (spec §4.7).
    public mutating func tap(itemAt index: Int?, now: Double,
                             shouldSelect: (Int) -> Bool = { _ in true }) -> [CarouselEvent] {
        guard numberOfItems > 0, now.isFinite, !isDragging else { return [] }
        var events = freeze(now: now)
        let scrolls = model.scrollsOnTap
        let current = currentItemIndex
        if let index, index >= 0, index < numberOfItems {
            if shouldSelect(index) {
                if scrolls && ((index != current && physics.centersItemWhenSelected)
                               || (index == current && physics.scrollsToItemBoundary)) {
                    events += scroll(toItem: index, now: now)
                }
                events.append(.didSelectItem(index))
            } else if scrolls && physics.isScrollEnabled && physics.scrollsToItemBoundary && autoscroll != 0 {
                events += scroll(toItem: current, now: now)
            }
        } else if scrolls {
            events += scroll(toItem: current, now: now)
        }
        return events
    }

    // MARK: Internals

    /// Starts a timed scroll to `rawTarget` (in the coordinates of `scrollOffset`, or of
    /// the running scroll when one runs), or retargets the running one. It starts at
    /// `initialVelocity`, or by default from rest (fresh) or at the running one's speed.
    private mutating func startScroll(to rawTarget: Double, duration: Double?, initialVelocity: Double? = nil,
                                      now: Double) -> [CarouselEvent] {
        let requested = duration ?? scrollDuration
        let target = isWrapEnabled ? rawTarget : context.restingOffset(rawTarget)
        guard target.isFinite else { return [] }
        guard requested > 0 else { return setScrollOffset(target) }
        let duration = min(requested, Self.maximumDuration)

        if let running = animation {
            if running.end == target { return [] }
            motion = .scrolling(TimedScroll(
                from: running.offset(at: now), to: target, startTime: now,
                duration: duration, initialVelocity: Self.boundedSpeed(initialVelocity ?? running.velocity(at: now))))
            return []
        }
        // Targets are unwrapped relative to the current offset, so a wrapped scroll
        // crosses 0/N without a jump; moveTo wraps each frame's offset.
        guard abs(target - scrollOffset) >= Self.snapTolerance else { return moveTo(target) }
        motion = .scrolling(TimedScroll(from: scrollOffset, to: target, startTime: now, duration: duration,
                                        initialVelocity: Self.boundedSpeed(initialVelocity ?? 0)))
        autoscrollClock = nil
        return [.willBeginScrollingAnimation]
    }

    /// A programmatic scroll takes over: a drag ends, a glide freezes at `now` (and
    /// ends), handing on its speed; a running timed scroll is left to be retargeted.
    private mutating func interruptForScroll(now: Double) -> (events: [CarouselEvent], velocity: Double?) {
        switch motion {
        case .dragging:
            return (endMotion(), nil)
        case .decelerating(let glide):
            return (freeze(now: now), glide.velocity(at: now))
        case .idle, .scrolling:
            return ([], nil)
        }
    }

    /// Moves a running scroll or glide to where it is at `now`, then ends it with its
    /// end event. Drags and idle carousels are left alone.
    private mutating func freeze(now: Double) -> [CarouselEvent] {
        let offset: Double
        switch motion {
        case .scrolling(let scroll): offset = scroll.offset(at: now)
        case .decelerating(let glide): offset = glide.offset(at: now)
        case .idle, .dragging: return []
        }
        var events = moveTo(offset)
        events += endMotion()
        enterIdle(now: now)
        return events
    }

    /// Ends whatever moves the carousel where it is, with its end event.
    private mutating func endMotion() -> [CarouselEvent] {
        let event: CarouselEvent
        switch motion {
        case .idle: return []
        case .dragging: event = .didEndDragging(willDecelerate: false)
        case .decelerating: event = .didEndDecelerating
        case .scrolling: event = .didEndScrollingAnimation
        }
        motion = .idle
        autoscrollClock = nil
        return [event]
    }

    /// Nothing moves the carousel from `now` on; autoscroll resumes from `now`.
    private mutating func enterIdle(now: Double) {
        motion = .idle
        autoscrollClock = now
    }

    private mutating func autoscrollStep(now: Double) -> [CarouselEvent] {
        guard isAutoscrolling else {
            autoscrollClock = nil
            return []
        }
        guard let last = autoscrollClock else {
            autoscrollClock = now
            return []
        }
        autoscrollClock = now
        let elapsed = max(0, now - last)
        return moveTo(context.restingOffset(scrollOffset + elapsed * Self.boundedSpeed(autoscroll)))
    }

    /// `offset` within what the physics allows: wrapped, or clamped to the resting range
    /// widened by the rubber band's limit.
    private func bounded(_ offset: Double) -> Double {
        guard !isWrapEnabled, let range = model.allowedRange(in: context) else { return context.restingOffset(offset) }
        return min(max(offset, range.lowerBound), range.upperBound)
    }

    /// Moves to `rawOffset` (bounded), reporting `didScroll` and
    /// `currentItemIndexDidChange` as the spec's didScroll does (§2.7).
    private mutating func moveTo(_ rawOffset: Double) -> [CarouselEvent] {
        guard numberOfItems > 0, rawOffset.isFinite else { return [] }
        let previousOffset = scrollOffset
        let previousIndex = currentItemIndex
        scrollOffset = bounded(rawOffset)
        currentItemIndex = index(at: scrollOffset)
        var events: [CarouselEvent] = []
        if abs(scrollOffset - previousOffset) > 1e-9 { events.append(.didScroll) }
        if currentItemIndex != previousIndex { events.append(.currentItemIndexDidChange) }
        return events
    }

    private func index(at offset: Double) -> Int {
        wrapMath.clampedIndex(Int(min(max(offset.rounded(), -1e15), 1e15)))
    }

    /// Brings the offset into range after the count or wrap setting changed; a running
    /// motion goes on (it is bounded at every frame), an idle carousel comes to rest in range.
    private mutating func settleIntoRange() {
        if numberOfItems == 0 {
            motion = .idle
            autoscrollClock = nil
            scrollOffset = -1
            currentItemIndex = -1
            return
        }
        let wasEmpty = currentItemIndex < 0
        let base = wasEmpty || !scrollOffset.isFinite ? 0 : scrollOffset
        scrollOffset = motion == .idle ? context.restingOffset(base) : bounded(base)
        currentItemIndex = index(at: scrollOffset)
    }

    private static func boundedSpeed(_ speed: Double) -> Double {
        speed.isNaN ? 0 : min(max(speed, -maximumSpeed), maximumSpeed)
    }
}
