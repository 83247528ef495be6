/// Cover flow 2's toggle (icarousel-spec §1.5): while the carousel is dragged slowly
/// the centre item stays flat and only slides; once the midpoint is crossed, the old
/// centre swings to its side pose and the new one swings flat over 0.2–0.4 s.
///
/// A value driven with explicit inputs, so the physics that owns the drag can feed it
/// and tests can check it with a fake clock.
public struct CoverFlowToggle: Sendable, Equatable {
    /// The spec's threshold below which the toggle counts as settled.
    public static let epsilon = 1e-6

    /// The toggle in `−1...1`: −1 just after moving forward an item, 1 just after moving
    /// back, 0 at rest.
    public private(set) var value: Double
    /// When the toggle last restarted, in seconds of the caller's clock.
    public private(set) var startTime: Double
    /// The last release velocity in items per second; it sets the swing's duration.
    public var releaseVelocity: Double
    /// True while decelerating, autoscrolling, or running a timed scroll that did not
    /// follow a drag: then every item takes `c = clamp(offset)`, as in plain cover flow.
    public var isInFreeMotion: Bool

    /// A settled toggle.
    public init(value: Double = 0, startTime: Double = 0, releaseVelocity: Double = 0, isInFreeMotion: Bool = false) {
        self.value = Self.clamped(value)
        self.startTime = startTime.isFinite ? startTime : 0
        self.releaseVelocity = releaseVelocity
        self.isInFreeMotion = isInFreeMotion
    }

    /// True while the toggle still has a swing to finish.
    public var isAnimating: Bool { abs(value) > Self.epsilon }

    /// Cover flow's `c` for the item at `offset`: its turn in `−1...1` (the spec's toggle table).
    public func tilt(forOffset offset: Double) -> Double {
        let o = offset
        if isInFreeMotion || !o.isFinite { return Self.clamped(o) }
        if value > 0 {
            if o <= -0.5 { return -1 }
            if o <= 0.5 { return -value }
            if o <= 1.5 { return 1 - value }
        } else {
            if o > 0.5 { return 1 }
            if o > -0.5 { return -value }
            if o > -1.5 { return -1 - value }
        }
        return Self.clamped(o)
    }

    /// The current index changed: `distance` is the spec's
    /// `shortestDistance(from: current, to: previous)` (−1 after moving forward one item).
    public mutating func currentIndexDidChange(distance: Double, now: Double) {
        guard distance != 0, distance.isFinite else { return }
        value = Self.clamped(distance)
        startTime = now
    }

    /// Advances the swing to `now`: over `0.2 + 0.2·min(1, 1/|v|)` seconds (`v` the
    /// release velocity) the toggle eases from ±1 to 0.
    public mutating func advance(to now: Double) {
        guard isAnimating else { return }
        let v = releaseVelocity
        let duration = 0.2 + 0.2 * (v != 0 && v.isFinite ? min(max(1 / abs(v), 0), 1) : 1)
        let eased = Easing.easeInOut(min(1, max(0, (now - startTime) / duration)))
        value = value < 0 ? eased - 1 : 1 - eased
        if !isAnimating { value = 0 }
    }

    /// A deceleration ended between items, at `scrollOffset`, without snapping: the
    /// toggle resumes part-way, as if the swing had started `0.4·|δ|` seconds ago.
    public mutating func decelerationDidEnd(at scrollOffset: Double, now: Double) {
        guard scrollOffset.isFinite else { return }
        let delta = scrollOffset.rounded() - scrollOffset     // already within [−0.5, 0.5]
        startTime = now - 0.4 * abs(delta)
        value = Self.clamped(-delta)
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -1), 1)
    }
}
