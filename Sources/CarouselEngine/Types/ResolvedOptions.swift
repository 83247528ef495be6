/// Every option's value for one layout pass: the type's default (icarousel-spec §1.2),
/// then the host's override and hook, then made safe (no NaN, no infinite radius,
/// no count that divides by zero).
///
/// Types that do not use an option still report a value for it.
public struct ResolvedOptions: Sendable, Equatable {
    /// iCarousel's cap on loaded item views (`MAX_VISIBLE_ITEMS` on iOS), which also caps
    /// the circular count.
    public static let maximumVisibleItems = 30
    /// The most items a `visibleItems` override can load, so a layout stays cheap
    /// whatever a host asks for.
    public static let visibleItemsLimit = 1_000

    /// Whether offsets wrap around the ends.
    public var wrap: Bool
    /// Whether items facing away are drawn (as a card back) rather than hidden.
    public var showBackfaces: Bool
    /// Items moved per item width dragged.
    public var offsetMultiplier: Double
    /// How many indexes are loaded around the current one (§1.6), after every clamp.
    public var visibleItems: Int
    /// The slots a circular type divides its arc into; `N + P′` for the other types.
    public var count: Int
    /// The arc of a circular type, in radians.
    public var arc: Double
    /// The radius of a circular type, in column units.
    public var radius: Double
    /// The wheel's angle between neighbours (radians); for rotary and cylinder the
    /// default step `arc / count`, which the per-item `angle` option may replace.
    public var angleStep: Double
    /// Cover flow's turn (1 = a quarter turn) or the time machine's sideways step.
    public var tilt: Double
    /// Distance between neighbours, in item widths.
    public var spacing: Double
    /// Offsets below this fade.
    public var fadeMin: Double
    /// Offsets above this fade.
    public var fadeMax: Double
    /// The offset distance over which fading completes.
    public var fadeRange: Double
    /// The opacity fading ends at.
    public var fadeMinAlpha: Double
    /// Placeholders shown: the data source's count, or 0 when wrapping (`P′`).
    public var placeholdersShown: Int

    /// Resolves every option for `type` in the order the spec's formulas depend on
    /// each other (wrap, spacing, count, arc, radius, angle, visible items).
    ///
    /// - Parameters:
    ///   - numberOfItems: `N`.
    ///   - numberOfPlaceholders: `P`, the placeholders the data source offers.
    ///   - itemWidth: `W`, the pitch along the scroll axis in column units (positive).
    ///   - viewportLength: `L`, the viewport along the scroll axis in column units.
    ///   - viewportShortSide: the viewport's shorter side in column units (the wheel's visibility test).
    public init(type: CarouselType, options: CarouselOptions, numberOfItems: Int, numberOfPlaceholders: Int,
                itemWidth: Double, viewportLength: Double, viewportShortSide: Double) {
        let itemCount = max(numberOfItems, 0)
        func value(_ option: CarouselOption, _ fallback: Double) -> Double {
            let resolved = options.value(of: option, default: fallback)
            return resolved.isFinite ? resolved : fallback
        }

        wrap = options.value(of: .wrap, default: type.isCircular ? 1 : 0) != 0
        placeholdersShown = wrap ? 0 : max(numberOfPlaceholders, 0)
        let slots = itemCount + placeholdersShown
        showBackfaces = options.value(of: .showBackfaces, default: type == .invertedCylinder ? 0 : 1) != 0
        let isCoverFlow = type == .coverFlow || type == .coverFlow2
        offsetMultiplier = value(.offsetMultiplier, isCoverFlow ? 2 : 1)
        spacing = value(.spacing, isCoverFlow ? 0.25 : 1)
        tilt = value(.tilt, type == .timeMachine || type == .invertedTimeMachine ? 0.3 : 0.9)

        // Circular count (§1.5): ⌈L / (s·W)⌉·π slots, at least 12, at most 30, at most N + P′.
        var defaultCount = slots
        if type.isCircular {
            let fit = Self.itemsFitting(viewportLength, pitch: spacing * itemWidth)
            let ring = fit.isNaN ? 12 : min(Double(Self.maximumVisibleItems), max(12, fit * .pi))
            defaultCount = min(slots, Int(ring))
        }
        count = Self.truncatedCount(options.value(of: .count, default: Double(defaultCount)))
        let slotCount = Double(max(count, 1))

        arc = value(.arc, 2 * .pi)
        let halfPitch = itemWidth * spacing / 2
        let defaultRadius: Double
        switch type {
        case .rotary, .invertedRotary:
            defaultRadius = max(halfPitch, Self.finite(halfPitch / Math.tan(arc / (2 * slotCount)), else: halfPitch))
        case .cylinder, .invertedCylinder:
            defaultRadius = max(0.01, Self.finite(halfPitch / Math.tan(arc / (2 * slotCount)), else: 0.01))
        case .wheel, .invertedWheel:
            defaultRadius = Self.finite(itemWidth * spacing * slotCount / arc, else: 0)
        default:
            defaultRadius = 0
        }
        radius = Self.limited(value(.radius, Self.limited(defaultRadius)))
        let step = arc / slotCount
        angleStep = type == .wheel || type == .invertedWheel ? value(.angle, step) : step

        let fadeDefaults: (min: Double, max: Double) = switch type {
        case .timeMachine: (-.infinity, 0)
        case .invertedTimeMachine: (0, .infinity)
        default: (-.infinity, .infinity)
        }
        fadeMin = options.value(of: .fadeMin, default: fadeDefaults.min)
        fadeMax = options.value(of: .fadeMax, default: fadeDefaults.max)
        fadeRange = options.value(of: .fadeRange, default: 1)
        fadeMinAlpha = options.value(of: .fadeMinAlpha, default: 0)

        // Visible count (§1.6).
        var visible: Int
        switch type {
        case .linear, .coverFlow, .coverFlow2:
            let fit = Self.itemsFitting(viewportLength, pitch: abs(spacing * itemWidth))
            visible = fit.isNaN ? Self.maximumVisibleItems : Int(min(fit, Double(Self.maximumVisibleItems))) + 2
        case .rotary, .cylinder:
            visible = count
        case .invertedRotary, .invertedCylinder:
            visible = (count + 1) / 2
        case .wheel, .invertedWheel:
            visible = radius - itemWidth / 2 < viewportShortSide / 2 ? count : (count + 1) / 2 + 1
        case .timeMachine, .invertedTimeMachine, .custom:
            visible = Self.maximumVisibleItems
        }
        visible = min(visible, Self.maximumVisibleItems)
        visible = Self.truncatedCount(options.value(of: .visibleItems, default: Double(visible)))
        visibleItems = min(max(visible, 0), slots, Self.visibleItemsLimit)
    }

    /// The opacity of an item at `offset` (§1.4.2), in `0...1`.
    public func alpha(forOffset offset: Double) -> Double {
        let beyond = offset > fadeMax ? offset - fadeMax : offset < fadeMin ? fadeMin - offset : 0
        guard beyond > 0 else { return 1 }
        let floor = min(max(fadeMinAlpha, 0), 1)
        guard fadeRange > 0 else { return floor }
        let faded = 1 - min(beyond, fadeRange) / fadeRange * (1 - floor)
        return faded.isNaN ? floor : min(max(faded, 0), 1)
    }

    // MARK: Guards

    /// `⌈length / pitch⌉`, or NaN when that is undefined.
    private static func itemsFitting(_ length: Double, pitch: Double) -> Double {
        guard pitch != 0 else { return length > 0 ? .infinity : .nan }
        return (max(length, 0) / pitch).rounded(.up)
    }

    /// An option value as a count: truncated toward zero, never negative, never huge.
    private static func truncatedCount(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value, 0), 1e9))
    }

    private static func finite(_ value: Double, else fallback: Double) -> Double {
        value.isFinite ? value : fallback
    }

    /// Keeps a length within ±10⁹ column units, so products and sums stay finite.
    private static func limited(_ value: Double) -> Double {
        min(max(value, -1e9), 1e9)
    }
}
