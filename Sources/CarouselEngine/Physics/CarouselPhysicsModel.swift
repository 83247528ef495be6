/// iCarousel's physics (icarousel-spec §2.2–2.3): a linear rubber band past the ends,
/// a release decision on speed and distance, uniform deceleration to an item boundary
/// (or the next one when paging), and a 0.4 s snap or bounce back when it stops
/// between items or past an end.
public struct CarouselPhysicsModel: ScrollPhysicsModel {
    /// Releases slower than this, in items per second, never glide (`SPEED_T`).
    public static let speedThreshold = 2.0
    /// Glides shorter than this, in items, are not started (`DECEL_T`).
    public static let decelerationThreshold = 0.1
    /// A slow release this far from the current item scrolls on to the next (`DIST_T`).
    public static let distanceThreshold = 0.1
    /// iCarousel's deceleration multiplier `K`: a glide covers `v / (2K·(1 − rate))` items.
    public static let decelerationMultiplier = 30.0

    /// The iCarousel model.
    public init() {}

    /// `.linearFactor` with `bounceDistance` as its limit, when bouncing.
    public func rubberBand(in context: ScrollContext) -> RubberBand? {
        context.settings.bounces ? .linearFactor(limit: context.settings.bounceDistance) : nil
    }

    /// `−v · factor · scrollSpeed / W`, the factor being the rubber band's at the drag's
    /// current offset (icarousel-spec §2.2).
    public func releaseVelocity(forPointerVelocity pointerVelocity: Double, during drag: DragState,
                                in context: ScrollContext) -> Double {
        var factor = 1.0
        if let band = rubberBand(in: context) {
            factor = band.factor(atShown: context.overscroll(at: drag.offset))
        }
        return -pointerVelocity * factor * context.settings.scrollSpeed / context.itemWidth
    }

    /// The glide distance for a release at `velocity`: `v / (2K·(1 − rate))`.
    public func decelerationDistance(forVelocity velocity: Double, in context: ScrollContext) -> Double {
        velocity / (2 * Self.decelerationMultiplier * (1 - context.settings.decelerationRate))
    }

    /// Glides if the release is fast and long enough, otherwise snaps (icarousel-spec §2.3).
    public func release(_ drag: DragState, now: Double, in context: ScrollContext) -> ReleasePlan {
        plan(from: drag.offset, velocity: drag.releaseVelocity, now: now, in: context)
    }

    /// A wheel fling moves the destination on from `anchor` (where the running motion
    /// was going to stop) by the glide distance of the added velocity alone, or by one
    /// item when paging, then glides there at the combined velocity; so quick notches
    /// add up one by one. A fling too slow to glide (or against the motion) eases there
    /// as a timed scroll, so every notch moves at least to the next item.
    public func fling(from offset: Double, velocity: Double, adding addedVelocity: Double, anchor: Double,
                      now: Double, in context: ScrollContext) -> ReleasePlan {
        let total = velocity + addedVelocity
        let forward = addedVelocity > 0
        var target: Double
        if context.settings.isPagingEnabled {
            target = nextBoundary(from: anchor, forward: forward)
        } else {
            target = anchor + decelerationDistance(forVelocity: addedVelocity, in: context)
            if context.settings.stopsAtItemBoundary { target = forward ? target.rounded(.up) : target.rounded(.down) }
        }
        target = withinBounceZone(target, in: context)
        if abs(total) > Self.speedThreshold,
           let glide = UniformDeceleration(from: offset, initialVelocity: total, to: target, startTime: now) {
            return .glide(.uniform(glide))
        }
        return target == offset ? .rest : .scroll(to: target, initialVelocity: total)
    }

    /// The current item, if the carousel should snap and is not on it (icarousel-spec §2.3).
    public func restingOffset(afterGlideAt offset: Double, in context: ScrollContext) -> Double? {
        guard snaps(at: offset, in: context) else { return nil }
        let current = context.nearestItemOffset(to: offset)
        return current == offset ? nil : current
    }

    /// iCarousel centres tapped items.
    public var scrollsOnTap: Bool { true }

    // MARK: Internals

    /// The release decision: glide, or snap to the current or the next item.
    private func plan(from offset: Double, velocity: Double, now: Double, in context: ScrollContext) -> ReleasePlan {
        if shouldDecelerate(velocity, in: context),
           let glide = deceleration(from: offset, velocity: velocity, now: now, in: context) {
            return .glide(.uniform(glide))
        }
        guard snaps(at: offset, in: context) else { return .rest }
        let current = context.nearestItemOffset(to: offset)
        var target = current
        if abs(velocity) > Self.speedThreshold && abs(offset - current) > Self.distanceThreshold {
            target = context.nearestItemOffset(to: current + (velocity > 0 ? 1 : -1))
        }
        return target == offset ? .rest : .scroll(to: target, initialVelocity: 0)
    }

    private func shouldDecelerate(_ velocity: Double, in context: ScrollContext) -> Bool {
        abs(velocity) > Self.speedThreshold
            && abs(decelerationDistance(forVelocity: velocity, in: context)) > Self.decelerationThreshold
    }

    /// `startDecelerating` (icarousel-spec §2.3): the glide's end moved to an item
    /// boundary (the next one when paging) and kept within the bounce zone.
    private func deceleration(from start: Double, velocity: Double, now: Double,
                              in context: ScrollContext) -> UniformDeceleration? {
        let settings = context.settings
        var end = start + decelerationDistance(forVelocity: velocity, in: context)
        if settings.isPagingEnabled {
            end = nextBoundary(from: start, forward: velocity > 0)
        } else if settings.stopsAtItemBoundary {
            end = velocity > 0 ? end.rounded(.up) : end.rounded(.down)
        }
        end = withinBounceZone(end, in: context)
        return UniformDeceleration(from: start, initialVelocity: velocity, to: end, startTime: now)
    }

    /// `offset` clamped to the resting range widened by `bounceDistance` when bouncing.
    private func withinBounceZone(_ offset: Double, in context: ScrollContext) -> Double {
        guard let range = context.restingRange else { return offset }
        let zone = context.settings.bounces ? context.settings.bounceDistance : 0
        return min(max(offset, range.lowerBound - zone), range.upperBound + zone)
    }

    /// The item boundary strictly ahead of `offset`. iCarousel takes `ceil`/`floor`,
    /// which is `offset` itself on a boundary: a paging flick released exactly on an
    /// item (which whole-column drags make common) would go nowhere.
    private func nextBoundary(from offset: Double, forward: Bool) -> Double {
        forward ? (offset + PageGrid.tolerance).rounded(.down) + 1 : (offset - PageGrid.tolerance).rounded(.up) - 1
    }

    /// Whether a release or glide ending at `offset` snaps: when `scrollsToItemBoundary`
    /// and no autoscroll, and always past an end (autoscroll would otherwise jump back).
    private func snaps(at offset: Double, in context: ScrollContext) -> Bool {
        (context.settings.scrollsToItemBoundary && !context.isAutoscrolling) || context.overscroll(at: offset) > 0
    }
}
