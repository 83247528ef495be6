/// The options a host may override (icarousel-spec §1.1–1.2). Every value is a
/// `Double`, as in iCarousel's `valueForOption` hook: booleans are true when non-zero,
/// counts are truncated toward zero, angles are in radians.
public enum CarouselOption: Sendable, Equatable, Hashable, CaseIterable {
    /// Whether scrolling past the last item comes back to the first (boolean).
    case wrap
    /// Whether items turned away from the viewer are still drawn (boolean).
    case showBackfaces
    /// How far a drag moves the carousel, in items per item width dragged.
    case offsetMultiplier
    /// How many items are loaded around the current one (count).
    case visibleItems
    /// The number of slots a circular type divides its arc into (count).
    case count
    /// The arc a circular type spreads its slots over, in radians.
    case arc
    /// The radius of a circular type, in column units.
    case radius
    /// Rotary and cylinder: the whole angle of one item (asked per item, with
    /// `offset · arc / count` as the default). Wheel: the angle between neighbours.
    case angle
    /// Cover flow: how far side items turn (1 is a quarter turn). Time machine: how far
    /// each item steps sideways, in item widths.
    case tilt
    /// The distance between neighbouring items, in item widths.
    case spacing
    /// Items whose offset is below this start to fade.
    case fadeMin
    /// Items whose offset is above this start to fade.
    case fadeMax
    /// The offset distance over which a fading item reaches `fadeMinAlpha`.
    case fadeRange
    /// The opacity a fading item ends at.
    case fadeMinAlpha
}
