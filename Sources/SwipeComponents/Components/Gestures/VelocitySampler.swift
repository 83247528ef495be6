/// How fast a pointer moves along one axis: positions sampled with their times, the speed
/// taken over the last `window` seconds, so a pointer that rested before letting go reads
/// as still.
///
/// Events carry the time they were read, so motion that waited while the program was busy
/// arrives all at one instant. When everything in the window came at once, the speed is
/// taken from the last sample before it: the distance over the time it can have taken at
/// most, never a flick made up from nothing and never a flick lost.
public struct VelocitySampler: Sendable {
    /// How far back motion counts, in seconds.
    public static let window = 0.1
    /// Samples closer in time than this count as one instant.
    static let instant = 1e-3

    /// The samples of the window, after the newest one before it (the baseline for motion
    /// that arrives at one instant).
    private var samples: [(time: Double, position: Double)] = []

    /// Forgets earlier motion: a press at `position`, at `time`.
    mutating func start(at position: Double, time: Double) {
        samples = [(time, position)]
    }

    /// The pointer is at `position` at `time`; samples older than the window go, but for
    /// the newest of them.
    mutating func add(_ position: Double, time: Double) {
        samples.append((time, position))
        let windowStart = firstInWindow(at: time)
        if windowStart > 1 { samples.removeFirst(windowStart - 1) }
    }

    /// Units per second over the samples of the window before `time` (from the sample
    /// before it when they all came at one instant); 0 when the pointer has rested that
    /// long, or there is nothing to measure from.
    func velocity(at time: Double) -> Double {
        let windowStart = firstInWindow(at: time)
        guard windowStart < samples.count else { return 0 }
        let last = samples[samples.count - 1]
        var first = samples[windowStart]
        if last.time - first.time <= Self.instant && windowStart > 0 { first = samples[windowStart - 1] }
        guard last.time - first.time > Self.instant else { return 0 }
        return (last.position - first.position) / (last.time - first.time)
    }

    /// The index of the first sample within the window before `time`.
    private func firstInWindow(at time: Double) -> Int {
        samples.firstIndex { time - $0.time <= Self.window } ?? samples.count
    }
}
