/// The scroll view's spring back (icarousel-spec §4.6): a critically damped spring that
/// pulls the carousel onto `end` from wherever it is, keeping its velocity at the start:
/// `x(t) = end + (a + b·t)·e^(−ω·t)` with `a = start − end`, `b = v₀ + ω·a`.
/// It settles without oscillating; once within `ExponentialApproach.settleDistance`
/// for good, it counts as finished and lands exactly on `end`.
public struct CriticalSpring: GlideCurve {
    /// The smallest stiffness accepted, per second.
    public static let minimumStiffness = 1e-3

    /// Offset at `startTime`.
    public let start: Double
    /// Speed at `startTime`, in items per second.
    public let initialVelocity: Double
    /// The offset the spring pulls to.
    public let end: Double
    /// `ω`, per second: how stiff the spring is.
    public let stiffness: Double
    /// When the spring was let go.
    public let startTime: Double
    /// How long until it stays within the settle distance, in seconds.
    public let duration: Double

    /// A spring from `start`, moving at `initialVelocity`, onto `end`.
    public init(from start: Double, initialVelocity: Double, to end: Double, stiffness: Double, startTime: Double) {
        let stiffness = stiffness.isFinite ? max(stiffness, Self.minimumStiffness) : Self.minimumStiffness
        self.start = start
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.end = end
        self.stiffness = stiffness
        self.startTime = startTime
        duration = Self.settlingTime(
            displacement: abs(start - end),
            spread: abs(self.initialVelocity + stiffness * (start - end)),
            stiffness: stiffness)
    }

    /// The stiffness, at least `minimum`, with which a spring leaving its rest point at
    /// `velocity` overshoots by at most `overshoot` items: it peaks `|v|/(ω·e)` away.
    /// A non-positive `overshoot` sets no bound.
    public static func stiffness(atLeast minimum: Double, leavingAt velocity: Double,
                                 overshootingAtMost overshoot: Double) -> Double {
        guard overshoot > 0, velocity.isFinite else { return minimum }
        return max(minimum, abs(velocity) / (overshoot * 2.718281828459045))
    }

    /// The offset at `time`; exactly `end` once finished.
    public func offset(at time: Double) -> Double {
        let t = elapsed(at: time)
        if t >= duration { return end }
        let a = start - end
        let b = initialVelocity + stiffness * a
        return end + (a + b * t) * Math.exp(-stiffness * t)
    }

    /// The speed at `time`.
    public func velocity(at time: Double) -> Double {
        let t = elapsed(at: time)
        if t >= duration { return 0 }
        let a = start - end
        let b = initialVelocity + stiffness * a
        return (b - stiffness * (a + b * t)) * Math.exp(-stiffness * t)
    }

    /// The first time after which the envelope `(|a| + |b|·t)·e^(−ω·t)` stays below the
    /// settle distance: a bounded bisection, done once when the spring is made.
    private static func settlingTime(displacement a: Double, spread b: Double, stiffness w: Double) -> Double {
        let epsilon = ExponentialApproach.settleDistance
        guard a.isFinite, b.isFinite else { return 0 }
        func envelope(_ t: Double) -> Double { (a + b * t) * Math.exp(-w * t) }
        // The envelope falls from its peak on; search there.
        var low = b > 0 ? max(0, 1 / w - a / b) : 0
        if envelope(low) <= epsilon { return low }
        var high = low + 1 / w
        var doublings = 0
        while envelope(high) > epsilon && doublings < 64 {
            high *= 2
            doublings += 1
        }
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if envelope(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }
}
