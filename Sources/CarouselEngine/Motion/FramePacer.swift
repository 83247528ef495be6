/// When the frames of a motion leave: on a fixed cadence, each frame's deadline one interval
/// after the previous frame's deadline, not after the moment it was drawn.
///
/// A frame loop wakes a little after its deadline (a timeout rounded up to a millisecond, a
/// busy machine). Counting the next interval from the wake-up adds that lateness to every
/// frame: 16.67 ms plus 0.7 ms late is 57.7 frames a second. Counted from the deadline, a late
/// frame shortens the wait for the next one and the cadence holds at the rate asked for.
///
/// Catching up never makes a burst: a frame that leaves so late that the next deadline on
/// the cadence is less than half an interval away (a stall, the first frame of a motion
/// after rest) starts the cadence again from itself. So does a frame that leaves before its
/// deadline (one answering a key, which never waits): the frames after it follow it by
/// whole intervals.
///
/// ```swift
/// var pacer = FramePacer(framesPerSecond: 60)
/// pacer.frameLeft(at: 0)          // next due at 1/60
/// pacer.frameLeft(at: 1.0 / 60 + 0.0007)
/// pacer.nextFrameTime             // 2/60: the lateness is not carried over
/// ```
public struct FramePacer: Sendable, Equatable {
    /// Seconds between two frames of a motion.
    public let interval: Double
    /// When the next frame of a motion is due, in seconds of the caller's clock; minus
    /// infinity when the next frame may leave at once.
    public private(set) var nextFrameTime = -Double.infinity

    /// A cadence of `framesPerSecond` (at least one a second).
    public init(framesPerSecond: Double) {
        interval = 1 / max(framesPerSecond.isFinite ? framesPerSecond : 60, 1)
    }

    /// Whether a frame of a motion may leave at `now`.
    public func isDue(at now: Double) -> Bool { now >= nextFrameTime }

    /// A frame left at `now`: the next is due one interval after this frame's deadline, or
    /// one interval after `now` when this frame left early (it answered input) or so late
    /// that the cadence's next deadline is less than half an interval away.
    public mutating func frameLeft(at now: Double) {
        let onCadence = nextFrameTime + interval
        let keepsCadence = now >= nextFrameTime && onCadence - now >= interval / 2
        nextFrameTime = keepsCadence ? onCadence : now + interval
    }

    /// The next frame leaves as soon as it is asked for (the screen was resized, or given
    /// back by a command that had it).
    public mutating func leaveAtOnce() {
        nextFrameTime = -Double.infinity
    }
}
