/// The easing curves timed scrolls use, as a named table.
///
/// Every curve maps progress `t` in `0...1` to eased progress in `0...1`, with
/// `curve(0) == 0` and `curve(1) == 1`.
public enum Easing: String, Sendable, CaseIterable {
    /// Constant speed.
    case linear
    /// iCarousel's and SwipeView's cubic ease-in-out: `4t³` for the first half,
    /// `4(t−1)³ + 1` for the second.
    case easeInOut

    /// The eased progress for linear progress `t`; `t` is clamped to `0...1`.
    public func callAsFunction(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear:
            return t
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = t - 1
            return 4 * u * u * u + 1
        }
    }

    /// The derivative of the curve at `t`, used to carry velocity into a retargeted scroll.
    public func slope(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear:
            return 1
        case .easeInOut:
            let u = t < 0.5 ? t : t - 1
            return 12 * u * u
        }
    }
}
