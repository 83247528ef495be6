/// A scroll from one offset to another over a fixed duration.
///
/// A fresh scroll follows the spec's ease-in-out curve. A scroll that replaces one
/// already in flight (a key pressed again mid-animation) starts with the speed the
/// old one had and eases out on the new target (a cubic Hermite segment), so held
/// or repeated keys glide instead of stopping and starting again.
public struct TimedScroll: Sendable, Equatable {
    /// Offset at `startTime`.
    public let start: Double
    /// Offset at `startTime + duration`.
    public let end: Double
    /// When the scroll began, in seconds of the caller's clock.
    public let startTime: Double
    /// How long the scroll lasts, in seconds; always positive.
    public let duration: Double
    /// Speed at the start, in items per second (0 for a fresh scroll).
    public let initialVelocity: Double

    /// A scroll from rest that follows `Easing.easeInOut`.
    public init(from start: Double, to end: Double, startTime: Double, duration: Double) {
        self.init(from: start, to: end, startTime: startTime, duration: duration, initialVelocity: 0)
    }

    /// A scroll that starts at `initialVelocity` items per second and comes to rest on `end`.
    public init(from start: Double, to end: Double, startTime: Double, duration: Double, initialVelocity: Double) {
        self.start = start
        self.end = end
        self.startTime = startTime
        self.duration = max(duration, 1e-6)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// Linear progress in `0...1` at `time`.
    public func progress(at time: Double) -> Double {
        min(max((time - startTime) / duration, 0), 1)
    }

    /// True once `time` has reached the end of the scroll.
    public func isFinished(at time: Double) -> Bool {
        time - startTime >= duration
    }

    /// The offset at `time`; exactly `end` once the scroll has finished.
    public func offset(at time: Double) -> Double {
        let t = progress(at: time)
        if t >= 1 { return end }
        if initialVelocity == 0 {
            return start + (end - start) * Easing.easeInOut(t)
        }
        // Cubic Hermite from (start, v0) to (end, 0) over the duration.
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1
        let h10 = t3 - 2 * t2 + t
        let h01 = -2 * t3 + 3 * t2
        return h00 * start + h10 * duration * initialVelocity + h01 * end
    }

    /// The speed at `time`, in items per second.
    public func velocity(at time: Double) -> Double {
        let t = progress(at: time)
        if t >= 1 { return 0 }
        if initialVelocity == 0 {
            return (end - start) * Easing.easeInOut.slope(at: t) / duration
        }
        let t2 = t * t
        let d00 = 6 * t2 - 6 * t
        let d10 = 3 * t2 - 4 * t + 1
        let d01 = -6 * t2 + 6 * t
        return (d00 * start + d01 * end) / duration + d10 * initialVelocity
    }
}
