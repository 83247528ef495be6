/// What a physics model needs to know about the carousel it drives, with every number
/// already sanitized.
public struct ScrollContext: Sendable, Equatable {
    /// The item count and wrap setting.
    public var wrapMath: WrapMath
    /// The physics tunables, sanitized.
    public var settings: ScrollPhysicsSettings
    /// `W`, columns per item along the scroll axis: turns drag translations into items.
    public var itemWidth: Double
    /// How many items a drag of one item width moves (iCarousel's offsetMultiplier).
    public var offsetMultiplier: Double
    /// Whether autoscroll is on: iCarousel then leaves a release where it is.
    public var isAutoscrolling: Bool

    /// A context; `settings`, `itemWidth` and `offsetMultiplier` are sanitized here.
    public init(wrapMath: WrapMath, settings: ScrollPhysicsSettings = ScrollPhysicsSettings(),
                itemWidth: Double = 1, offsetMultiplier: Double = 1, isAutoscrolling: Bool = false) {
        self.wrapMath = wrapMath
        self.settings = settings.sanitized
        self.itemWidth = Self.sanitizedItemWidth(itemWidth)
        self.offsetMultiplier = offsetMultiplier.isFinite ? min(max(offsetMultiplier, -100), 100) : 1
        self.isAutoscrolling = isAutoscrolling
    }

    /// The smallest item width used; smaller, non-finite or non-positive widths use it,
    /// as `CarouselLayout` does.
    public static let minimumItemWidth = 1e-3

    /// Where the carousel may rest: `[0, N − 1]`, or nil when wrapping (or empty).
    public var restingRange: ClosedRange<Double>? {
        guard !wrapMath.wraps, wrapMath.count > 0 else { return nil }
        return 0...Double(wrapMath.count - 1)
    }

    /// `offset` brought to where the carousel may rest: wrapped into `[0, N)`, or
    /// clamped to `[0, N − 1]`.
    public func restingOffset(_ offset: Double) -> Double {
        guard wrapMath.count > 0 else { return -1 }
        guard let range = restingRange else {
            let wrapped = wrapMath.clampedOffset(offset)
            // Far from zero, the remainder can round out of [0, N); bring it back.
            return wrapped >= 0 && wrapped < Double(wrapMath.count) ? wrapped : 0
        }
        return min(max(offset, range.lowerBound), range.upperBound)
    }

    /// How far `offset` lies outside the resting range (0 inside it, or when wrapping).
    public func overscroll(at offset: Double) -> Double {
        guard let range = restingRange else { return 0 }
        if offset < range.lowerBound { return range.lowerBound - offset }
        if offset > range.upperBound { return offset - range.upperBound }
        return 0
    }

    /// The nearest item boundary to `offset`, in the same (unwrapped) coordinates:
    /// iCarousel's `currentItemIndex` as an offset.
    public func nearestItemOffset(to offset: Double) -> Double {
        let rounded = offset.rounded()
        guard let range = restingRange else { return rounded }
        return min(max(rounded, range.lowerBound), range.upperBound)
    }

    private static func sanitizedItemWidth(_ width: Double) -> Double {
        guard width.isFinite, width >= minimumItemWidth else { return minimumItemWidth }
        return min(width, 1e9)
    }
}
