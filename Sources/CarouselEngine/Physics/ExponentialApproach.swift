/// The scroll view's glide (icarousel-spec §4.6): the distance left shrinks by the same
/// factor every millisecond, `x(t) = end − (end − start)·e^(−k·t)`. With
/// `end = start + v₀/k` and `k = −1000·ln r` this is UIScrollView's free deceleration
/// `v(t) = v₀·r^(1000t)`; with `end` on a page it is the settle onto that page.
///
/// The curve only approaches `end`; it is declared finished once less than
/// `settleDistance` is left, and lands exactly on `end` then.
public struct ExponentialApproach: GlideCurve {
    /// The distance from `end`, in items, at which the approach counts as arrived.
    public static let settleDistance = 1e-3
    /// The slowest rate accepted, per second; slower rates use it.
    public static let minimumRate = 1e-3

    /// Offset at `startTime`.
    public let start: Double
    /// Offset it approaches and lands on.
    public let end: Double
    /// `k`, per second: the fraction of the remaining distance covered per second, in the limit.
    public let rate: Double
    /// When the glide began.
    public let startTime: Double
    /// How long until less than `settleDistance` is left, in seconds.
    public let duration: Double

    /// An approach from `start` to `end` at `rate` per second (at least `minimumRate`).
    public init(from start: Double, to end: Double, rate: Double, startTime: Double) {
        let rate = rate.isFinite ? max(rate, Self.minimumRate) : Self.minimumRate
        self.start = start
        self.end = end
        self.rate = rate
        self.startTime = startTime
        let distance = abs(end - start)
        duration = distance > Self.settleDistance && distance.isFinite
            ? Math.log(distance / Self.settleDistance) / rate : 0
    }

    /// A free deceleration from `start` at `velocity` items per second: it travels
    /// `velocity / rate` items in all.
    public init(decayingFrom start: Double, velocity: Double, rate: Double, startTime: Double) {
        let rate = rate.isFinite ? max(rate, Self.minimumRate) : Self.minimumRate
        self.init(from: start, to: start + velocity / rate, rate: rate, startTime: startTime)
    }

    /// The offset at `time`; exactly `end` once finished.
    public func offset(at time: Double) -> Double {
        let t = elapsed(at: time)
        if t >= duration { return end }
        return end - (end - start) * Math.exp(-rate * t)
    }

    /// The speed at `time`, decaying by `e^(−k)` per second.
    public func velocity(at time: Double) -> Double {
        let t = elapsed(at: time)
        if t >= duration { return 0 }
        return rate * (end - start) * Math.exp(-rate * t)
    }

    /// The time at which the glide passes `offset`, or nil if it never does.
    public func time(reaching offset: Double) -> Double? {
        let total = end - start
        guard total != 0 else { return nil }
        let fraction = (offset - start) / total
        guard fraction >= 0, fraction < 1 else { return nil }
        return startTime - Math.log(1 - fraction) / rate
    }
}
