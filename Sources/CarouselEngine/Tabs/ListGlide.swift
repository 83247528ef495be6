/// A list let go while moving: it glides on with the release velocity, which decays
/// exponentially as in a scroll view, `v(t) = v₀·e^(−k·t)` with `k = −1000·ln r` for
/// UIScrollView's normal per-millisecond rate `r`. It stops dead at either end of its
/// range (no overshoot, no pull past the top) and lands on a whole row.
public struct ListGlide: Sendable, Equatable {
    /// `k`, per second: UIScrollView's normal deceleration (0.998 per millisecond), so a
    /// glide travels `v₀ / k` rows, about half a second's worth of the release speed.
    public static let rate = -1000 * Math.log(ScrollPhysicsSettings.normalScrollViewDecelerationRate)
    /// A release that would travel less than this, in rows, does not glide.
    public static let minimumTravel = 1.0
    /// The glide is over once less than this is left, in rows: the rest would not show.
    public static let settleDistance = 0.5

    /// The offset at release.
    public let start: Double
    /// Where the free decay would come to rest: a whole row.
    public let naturalEnd: Double
    /// Where the glide lands: the natural end, or the end of the range it runs into.
    public let end: Double
    /// When the list was let go.
    public let startTime: Double
    /// Seconds from the release to the landing.
    public let duration: Double

    /// A glide from `offset` at `velocity` rows per second (positive: further down the
    /// list) inside `range`, let go at `now`; nil when it would not move a row, starts out
    /// of range, or any input is not finite.
    public init?(from offset: Double, velocity: Double, in range: ClosedRange<Double>, now: Double) {
        guard offset.isFinite, velocity.isFinite, now.isFinite, range.lowerBound.isFinite, range.upperBound.isFinite,
              range.contains(offset) else { return nil }
        let natural = (offset + velocity / Self.rate).rounded()
        let end = min(max(natural, range.lowerBound), range.upperBound)
        guard abs(natural - offset) >= Self.minimumTravel, abs(end - offset) > 0 else { return nil }
        start = offset
        naturalEnd = natural
        self.end = end
        startTime = now
        if end == natural {
            duration = Math.log(max(abs(natural - offset) / Self.settleDistance, 1)) / Self.rate
        } else {
            // Runs into an end: the time the decay reaches it, `1 − e^(−k t) = (end − start) / (natural − start)`.
            let fraction = min((end - offset) / (natural - offset), 1)
            duration = fraction >= 1 ? 0 : -Math.log(1 - fraction) / Self.rate
        }
    }

    /// The offset at `time`: the decay, exactly `end` once landed.
    public func offset(at time: Double) -> Double {
        let t = time.isFinite ? max(time - startTime, 0) : duration
        guard t < duration else { return end }
        let decayed = naturalEnd - (naturalEnd - start) * Math.exp(-Self.rate * t)
        return min(max(decayed, min(start, end)), max(start, end))
    }

    /// Whether the glide has landed by `time`.
    public func isFinished(at time: Double) -> Bool {
        !time.isFinite || time - startTime >= duration
    }
}
