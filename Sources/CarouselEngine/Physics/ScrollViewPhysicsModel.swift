/// SwipeView's physics, which is UIScrollView's (icarousel-spec §4.6): the velocity
/// decays exponentially, `v(t) = v₀·r^(1000t)`; past an end the content follows the
/// pointer through UIScrollView's rubber band and springs back on release; when paging,
/// a swipe settles on a page boundary at most one page from where it started.
public struct ScrollViewPhysicsModel: ScrollPhysicsModel {
    /// The per-millisecond rate of a settle onto a page: UIScrollView's "fast" rate,
    /// the one SwipeView ends up with (icarousel-spec §4.1).
    public static let pagingDecelerationRate = ScrollPhysicsSettings.fastScrollViewDecelerationRate
    /// The fastest settle onto a page, per second (a time constant of 10 ms).
    public static let maximumPagingRate = 100.0
    /// `ω` of the spring back, per second: it settles visibly in about 0.4 s, like
    /// iCarousel's bounce.
    public static let springStiffness = 15.0
    /// A paging release at least this fast, in pages per second, goes to the next page
    /// in its direction; a slower one goes to the nearest page.
    public static let pagingFlickSpeed = 0.5
    /// A glide or spring past an end overshoots by at most this fraction of the rubber
    /// band's limit.
    public static let maximumOvershootFraction = 0.5
    /// A free glide that would stop closer than this to an item boundary, in items, stops
    /// on it (SwipeView snaps such an offset when deceleration ends, icarousel-spec §4.7).
    public static let boundarySnapDistance = 0.01

    /// The release velocity, in items per second, at which a free glide with `settings`
    /// travels `distance` items: `distance·k`, `k = −1000·ln r` for their
    /// `scrollViewDecelerationRate` `r` (so a wheel notch can move a free view a set
    /// distance on from where it was heading).
    public static func freeGlideVelocity(covering distance: Double, with settings: ScrollPhysicsSettings) -> Double {
        distance * -1000 * Math.log(settings.sanitized.scrollViewDecelerationRate)
    }

    /// Items per page; at least 1.
    public let itemsPerPage: Int
    /// Whether releases settle on page boundaries; otherwise they decay freely.
    public let isPagingEnabled: Bool

    /// A scroll view paging by `itemsPerPage` items, or decaying freely.
    public init(itemsPerPage: Int = 1, isPagingEnabled: Bool = true) {
        self.itemsPerPage = max(1, itemsPerPage)
        self.isPagingEnabled = isPagingEnabled
    }

    /// `.hyperbolic` whose limit `B` is `bounceDistance` pages, when bouncing: SwipeView's
    /// `B` is its own length, which is about a page.
    public func rubberBand(in context: ScrollContext) -> RubberBand? {
        guard context.settings.bounces else { return nil }
        return .hyperbolic(limit: context.settings.bounceDistance * Double(itemsPerPage))
    }

    /// `−v · scrollSpeed / W`: UIScrollView keeps the pointer's velocity, even past an end.
    public func releaseVelocity(forPointerVelocity pointerVelocity: Double, during drag: DragState,
                                in context: ScrollContext) -> Double {
        -pointerVelocity * context.settings.scrollSpeed / context.itemWidth
    }

    /// Paging: settles on the page the velocity points to (or the nearest), at most one
    /// page from the drag's start. Otherwise: springs back from past an end, or decays.
    public func release(_ drag: DragState, now: Double, in context: ScrollContext) -> ReleasePlan {
        let offset = drag.offset, velocity = drag.releaseVelocity
        guard isPagingEnabled else { return coast(from: offset, velocity: velocity, now: now, in: context) }
        let grid = pageGrid(in: context)
        var target = grid.nearestPage(to: offset)
        if abs(velocity) >= Self.pagingFlickSpeed * Double(itemsPerPage) {
            target = velocity > 0 ? grid.page(after: offset) : grid.page(before: offset)
        }
        let startPage = grid.nearestPage(to: drag.startOffset)
        target = min(max(target, grid.page(before: startPage)), grid.page(after: startPage))
        return settle(from: offset, velocity: velocity, onto: target, now: now)
    }

    /// Paging: each fling moves the destination one page on from `anchor`. Otherwise a
    /// free decay at the combined velocity.
    public func fling(from offset: Double, velocity: Double, adding addedVelocity: Double, anchor: Double,
                      now: Double, in context: ScrollContext) -> ReleasePlan {
        let total = velocity + addedVelocity
        guard isPagingEnabled else { return coast(from: offset, velocity: total, now: now, in: context) }
        let grid = pageGrid(in: context)
        let target = addedVelocity > 0 ? grid.page(after: anchor) : grid.page(before: anchor)
        return settle(from: offset, velocity: total, onto: target, now: now)
    }

    /// Glides end in range; should one not, it is brought to the nearest end.
    public func restingOffset(afterGlideAt offset: Double, in context: ScrollContext) -> Double? {
        guard context.overscroll(at: offset) > 0 else { return nil }
        return context.restingOffset(offset)
    }

    /// SwipeView only reports taps.
    public var scrollsOnTap: Bool { false }

    /// The page grid for the context's item count and wrap setting.
    public func pageGrid(in context: ScrollContext) -> PageGrid {
        PageGrid(itemsPerPage: itemsPerPage, count: context.wrapMath.count, wraps: context.wrapMath.wraps)
    }

    // MARK: Internals

    /// An exponential settle onto `target` that keeps the release velocity when it
    /// points there (within the paging rates), else starts at the paging rate.
    private func settle(from offset: Double, velocity: Double, onto target: Double, now: Double) -> ReleasePlan {
        let distance = target - offset
        guard distance != 0 else { return .rest }
        let pagingRate = -1000 * Math.log(Self.pagingDecelerationRate)
        var rate = pagingRate
        if velocity * distance > 0 {
            rate = min(max(abs(velocity / distance), pagingRate), Self.maximumPagingRate)
        }
        return .glide(.exponential(ExponentialApproach(from: offset, to: target, rate: rate, startTime: now)))
    }

    /// Free motion: a spring back from past an end, else a decay that may run into an end,
    /// or that stops on an item boundary when it would stop within `boundarySnapDistance` of one.
    private func coast(from offset: Double, velocity: Double, now: Double, in context: ScrollContext) -> ReleasePlan {
        let band = rubberBand(in: context)
        let overshoot = (band?.limit ?? 0) * Self.maximumOvershootFraction
        if context.overscroll(at: offset) > 0 {
            let edge = context.restingOffset(offset)
            return .glide(.spring(CriticalSpring(
                from: offset, initialVelocity: velocity, to: edge,
                stiffness: CriticalSpring.stiffness(atLeast: Self.springStiffness, leavingAt: velocity,
                                                    overshootingAtMost: overshoot),
                startTime: now)))
        }
        let rate = -1000 * Math.log(context.settings.scrollViewDecelerationRate)
        var decay = ExponentialApproach(decayingFrom: offset, velocity: velocity, rate: rate, startTime: now)
        guard abs(decay.end - offset) > ExponentialApproach.settleDistance else { return .rest }
        let boundary = decay.end.rounded()
        if boundary != decay.end && abs(boundary - decay.end) < Self.boundarySnapDistance {
            // The same decay aimed a hair further or shorter: its speed changes by under 0.01·k.
            decay = ExponentialApproach(from: offset, to: boundary, rate: rate, startTime: now)
        }
        if let range = context.restingRange, !range.contains(decay.end), let glide = DecayToEdge(
            decay: decay, edge: decay.end < range.lowerBound ? range.lowerBound : range.upperBound,
            bounceStiffness: band == nil ? nil : Self.springStiffness, maximumOvershoot: overshoot) {
            return .glide(.decayToEdge(glide))
        }
        return .glide(.exponential(decay))
    }
}
