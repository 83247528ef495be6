/// How far content follows a pointer pulled past an end: a map from the pointer's
/// overscroll `x` to the overscroll shown, which never reaches `limit`. Both bands are
/// invertible, so a drag can start on content that is already overscrolled.
public enum RubberBand: Sendable, Equatable {
    /// iCarousel's band: each move is scaled by `1 − shown/limit` (icarousel-spec §2.2).
    /// Integrated over the drag, `shown = limit·(1 − e^(−x/limit))`, so the result does
    /// not depend on how the pointer's motion was split into events.
    case linearFactor(limit: Double)
    /// UIScrollView's band: `shown = (1 − 1/(x·0.55/limit + 1))·limit` (icarousel-spec §4.6).
    case hyperbolic(limit: Double)

    /// UIScrollView's rubber band coefficient.
    public static let scrollViewCoefficient = 0.55

    /// The overscroll shown for a pointer overscroll of `x` (sign kept; 0 for a zero limit).
    public func shown(forOverscroll x: Double) -> Double {
        let limit = self.limit
        guard limit > 0, !x.isNaN else { return 0 }
        let magnitude = abs(x)
        let shown: Double
        switch self {
        case .linearFactor:
            shown = limit * (1 - Math.exp(-magnitude / limit))
        case .hyperbolic:
            shown = (1 - 1 / (magnitude * Self.scrollViewCoefficient / limit + 1)) * limit
        }
        return x < 0 ? -shown : shown
    }

    /// The pointer overscroll that shows `shown` (sign kept). Values at or past the
    /// limit are taken as just inside it, so the result stays finite.
    public func overscroll(forShown shown: Double) -> Double {
        let limit = self.limit
        guard limit > 0, shown.isFinite else { return 0 }
        let fraction = min(abs(shown) / limit, 1 - 1e-9)
        let x: Double
        switch self {
        case .linearFactor:
            x = -limit * Math.log(1 - fraction)
        case .hyperbolic:
            x = limit * (1 / (1 - fraction) - 1) / Self.scrollViewCoefficient
        }
        return shown < 0 ? -x : x
    }

    /// How much of a small pointer move past the end the content follows at an
    /// overscroll of `shown`: `d shown / d x`, in `[0, 1]`.
    public func factor(atShown shown: Double) -> Double {
        let limit = self.limit
        guard limit > 0, shown.isFinite else { return 0 }
        let remaining = max(0, 1 - abs(shown) / limit)
        switch self {
        case .linearFactor: return remaining
        case .hyperbolic: return Self.scrollViewCoefficient * remaining * remaining
        }
    }

    /// The overscroll the band approaches but never shows, in items (never negative).
    public var limit: Double {
        switch self {
        case .linearFactor(let limit), .hyperbolic(let limit):
            return limit.isFinite ? max(limit, 0) : 0
        }
    }
}
