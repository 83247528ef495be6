/// The tunables of a carousel's scroll physics, with iCarousel's defaults
/// (icarousel-spec §1.1). Any value may be set; the physics reads the `sanitized`
/// copy, so out-of-range or non-finite values never reach the arithmetic.
public struct ScrollPhysicsSettings: Sendable, Equatable {
    /// iCarousel's deceleration rate: a release at `v` items/s glides
    /// `v / (60·(1 − rate))` items. Used in `[0, 0.999]`; NaN means the default.
    public var decelerationRate: Double = 0.95
    /// Multiplies the release velocity (not the drag itself). Used in `[0, 100]`.
    public var scrollSpeed: Double = 1
    /// How far past either end a non-wrapping carousel may be pulled or glide, in items
    /// (iCarousel's `b`). The scroll-view model's rubber band limit is this many pages.
    /// Used in `[0, 10⁶]`.
    public var bounceDistance: Double = 1
    /// Whether a non-wrapping carousel can be pulled and glide past its ends.
    public var bounces: Bool = true
    /// Whether the user can drag, fling and wheel it; programmatic scrolls always work.
    public var isScrollEnabled: Bool = true
    /// iCarousel paging: a flick glides to the next item boundary only.
    public var isPagingEnabled: Bool = false
    /// A glide ends on an item boundary (iCarousel `stopAtItemBoundary`).
    public var stopsAtItemBoundary: Bool = true
    /// A release or glide that ends between items snaps to the nearest one
    /// (iCarousel `scrollToItemBoundary`).
    public var scrollsToItemBoundary: Bool = true
    /// Tapping an item other than the current one scrolls it to the centre.
    public var centersItemWhenSelected: Bool = true
    /// A drag that starts more across the scroll axis than along it is refused.
    public var ignoresPerpendicularSwipes: Bool = true
    /// The scroll-view model's velocity decay per millisecond: `v(t) = v₀·r^(1000t)`.
    /// Used in `[0.9, 0.9999]`; NaN means the default.
    public var scrollViewDecelerationRate: Double = ScrollPhysicsSettings.normalScrollViewDecelerationRate

    /// UIScrollView's "normal" deceleration rate per millisecond.
    public static let normalScrollViewDecelerationRate = 0.998
    /// UIScrollView's "fast" deceleration rate per millisecond.
    public static let fastScrollViewDecelerationRate = 0.99

    /// iCarousel's defaults.
    public init() {}

    /// A copy with every number brought into the range the physics works in.
    public var sanitized: ScrollPhysicsSettings {
        var copy = self
        copy.decelerationRate = Self.clamp(decelerationRate, 0, 0.999, orIfNaN: 0.95)
        copy.scrollSpeed = Self.clamp(scrollSpeed, 0, 100, orIfNaN: 1)
        copy.bounceDistance = Self.clamp(bounceDistance, 0, 1e6, orIfNaN: 1)
        copy.scrollViewDecelerationRate = Self.clamp(
            scrollViewDecelerationRate, 0.9, 0.9999, orIfNaN: Self.normalScrollViewDecelerationRate)
        return copy
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double, orIfNaN fallback: Double) -> Double {
        value.isNaN ? fallback : min(max(value, low), high)
    }
}
