/// A motion the carousel follows on its own after a release or a fling: where it is at
/// any time, how fast it moves, and where it comes to rest. Offsets are unwrapped (the
/// carousel wraps or clamps each one as it applies it); times are seconds of the
/// caller's clock.
public protocol GlideCurve: Sendable, Equatable {
    /// When the motion began.
    var startTime: Double { get }
    /// How long it lasts, in seconds; finite and never negative.
    var duration: Double { get }
    /// Where it comes to rest, reached exactly at `startTime + duration`.
    var end: Double { get }
    /// The offset at `time`; the start before `startTime`, `end` from the end on.
    func offset(at time: Double) -> Double
    /// The speed at `time`, in items per second; 0 once finished.
    func velocity(at time: Double) -> Double
}

extension GlideCurve {
    /// True once `time` has reached the end of the motion (either way of adding it up,
    /// so a frame at exactly `startTime + duration` always finishes it).
    public func isFinished(at time: Double) -> Bool {
        time - startTime >= duration || time >= startTime + duration
    }

    /// Seconds since the start at `time`, within `0...duration`; exactly `duration`
    /// once finished, so the curves land exactly on their end.
    func elapsed(at time: Double) -> Double {
        if isFinished(at: time) { return duration }
        let elapsed = time - startTime
        return elapsed.isNaN ? 0 : min(max(elapsed, 0), duration)
    }
}
