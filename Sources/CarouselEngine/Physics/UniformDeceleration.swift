/// iCarousel's glide (icarousel-spec §2.3): starts at the release velocity and slows
/// at a constant rate so that it stops exactly on `end`:
/// `x(t) = start + v·t − ½·(v/T)·t²` with `T = |end − start| / |½·v|`.
public struct UniformDeceleration: GlideCurve {
    /// Offset at `startTime`.
    public let start: Double
    /// Speed at `startTime`, in items per second.
    public let initialVelocity: Double
    /// Offset where it stops.
    public let end: Double
    /// When the glide began.
    public let startTime: Double
    /// How long it lasts, in seconds.
    public let duration: Double

    /// A glide from `start` at `initialVelocity` that stops on `end`; nil unless `end`
    /// lies ahead in the direction of motion (a glide cannot turn round).
    public init?(from start: Double, initialVelocity: Double, to end: Double, startTime: Double) {
        let distance = end - start
        guard start.isFinite, end.isFinite, initialVelocity.isFinite, startTime.isFinite,
              distance != 0, initialVelocity != 0, (distance > 0) == (initialVelocity > 0) else { return nil }
        let duration = abs(distance) / abs(0.5 * initialVelocity)
        guard duration.isFinite else { return nil }
        self.start = start
        self.initialVelocity = initialVelocity
        self.end = end
        self.startTime = startTime
        self.duration = duration
    }

    /// The offset at `time`; exactly `end` once finished.
    public func offset(at time: Double) -> Double {
        let t = elapsed(at: time)
        if t >= duration { return end }
        return start + initialVelocity * t - 0.5 * (initialVelocity / duration) * t * t
    }

    /// The speed at `time`, falling linearly to 0.
    public func velocity(at time: Double) -> Double {
        let t = elapsed(at: time)
        if t >= duration { return 0 }
        return initialVelocity * (1 - t / duration)
    }
}
