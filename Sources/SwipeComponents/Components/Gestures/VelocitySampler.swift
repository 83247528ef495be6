/// How fast a pointer moves along one axis: positions sampled with their times, the speed
/// taken over the last `window` seconds, so a pointer that rested before letting go reads
/// as still.
public struct VelocitySampler: Sendable {
    /// How far back motion counts, in seconds.
    public static let window = 0.1

    private var samples: [(time: Double, position: Double)] = []

    /// Forgets earlier motion: a press at `position`, at `time`.
    mutating func start(at position: Double, time: Double) {
        samples = [(time, position)]
    }

    /// The pointer is at `position` at `time`; samples older than the window go.
    mutating func add(_ position: Double, time: Double) {
        samples.append((time, position))
        samples.removeAll { time - $0.time > Self.window }
    }

    /// Units per second over the samples of the window before `time`; 0 when the pointer
    /// has rested that long (or there is only one sample).
    func velocity(at time: Double) -> Double {
        let recent = samples.filter { time - $0.time <= Self.window }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 1e-3 else { return 0 }
        return (last.position - first.position) / (last.time - first.time)
    }
}
