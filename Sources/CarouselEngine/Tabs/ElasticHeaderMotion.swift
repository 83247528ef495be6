/// SwipeTableView's elastic shared header (seeds-behaviours §1.4 and §6), as numbers over
/// an injected clock. Positions are the current page's list offset in rows (Mode 2 links
/// the page to the header, `offset = −headerY`, so pulling the header down is a smaller
/// offset) and `range` is the offsets the list may rest at.
///
/// While dragged, the position follows each pointer increment at
/// `rate(over) = (10·0.85) / (10 + 0.15·|over|)`, `over` being how far the candidate
/// position lies outside `range`, in points: 85 % inside, a rubber band past either end.
/// Let go, it coasts on with `v(t) = v₀·e^(−2t)` (UIKit Dynamics' resistance 2); once it is
/// outside `range` (at the release, or when coasting carries it out) a critically damped
/// spring of 2 Hz pulls it back onto the end it passed. It stops once slower than
/// `stopSpeed` and within `settleDistance` of where it heads, on a whole row or the end.
public struct ElasticHeaderMotion: Sendable, Equatable {
    /// What the header is doing.
    public enum Phase: Sendable, Equatable {
        /// Held by the pointer: it moves only with `drag(by:)`.
        case dragging
        /// Let go inside the range: it coasts from `start` at `velocity` rows per second,
        /// set off at `time`.
        case coasting(start: Double, velocity: Double, time: Double)
        /// Outside the range: the spring pulls it onto one end.
        case springing(CriticalSpring)
        /// At rest: nothing moves any more.
        case resting
    }

    /// Points per row, to measure the overshoot as the original does (§6: a row is 16 pt).
    public static let pointsPerRow = 16.0
    /// The share of a pointer increment followed inside the range.
    public static let insideRate = 0.85
    /// UIKit Dynamics' resistance: the coasting speed decays as `e^(−resistance·t)`.
    public static let resistance = 2.0
    /// `ω = 2π·2`, per second: the spring's 2 Hz, critically damped.
    public static let springStiffness = 4 * Double.pi
    /// Rows per second below which the header may stop.
    public static let stopSpeed = 0.5
    /// Rows from where it heads within which the header may stop.
    public static let settleDistance = 0.5

    /// The offsets the list may rest at.
    public let range: ClosedRange<Double>
    /// The list offset now, in rows; outside `range` while stretched.
    public private(set) var position: Double
    /// What it is doing.
    public private(set) var phase: Phase = .dragging

    /// The share of an increment followed when the candidate position is `rows` outside
    /// the range: 0.85 at 0, falling towards 0 far out (0 for a non-finite input).
    public static func rate(overshoot rows: Double) -> Double {
        guard rows.isFinite else { return 0 }
        let points = abs(rows) * pointsPerRow
        guard points.isFinite else { return 0 }
        return (10 * insideRate) / (10 + 0.15 * points)
    }

    /// A header grabbed at list offset `position` inside (or stretched outside) `range`.
    /// Non-finite inputs count as 0.
    public init(at position: Double, in range: ClosedRange<Double>) {
        let lower = range.lowerBound.isFinite ? range.lowerBound : 0
        let upper = range.upperBound.isFinite ? max(range.upperBound, lower) : lower
        self.range = lower...upper
        self.position = position.isFinite ? position : lower
    }

    /// Whether it moves on its own (coasting or springing), so the host must step frames.
    public var isMoving: Bool {
        switch phase {
        case .coasting, .springing: return true
        case .dragging, .resting: return false
        }
    }

    /// Whether the pointer holds it.
    public var isDragging: Bool { phase == .dragging }

    /// How far `offset` lies outside the range, in rows: negative above the top, positive
    /// past the bottom, 0 inside.
    public func overshoot(at offset: Double) -> Double {
        offset - clamped(offset)
    }

    /// The pointer moved the list offset by `rows` (the opposite of its own move): the
    /// header follows at `rate` of the overshoot the move would reach.
    public mutating func drag(by rows: Double) {
        guard phase == .dragging, rows.isFinite else { return }
        let moved = position + rows * Self.rate(overshoot: overshoot(at: position + rows))
        if moved.isFinite { position = moved }
    }

    /// The pointer let go at `now`, moving the offset at `velocity` rows per second. With
    /// `animates` false (reduced motion) it lands at once: on the end it passed, or on the
    /// nearest whole row.
    public mutating func release(velocity: Double, now: Double, animates: Bool = true) {
        guard phase == .dragging else { return }
        guard animates, now.isFinite else {
            stop()
            return
        }
        let velocity = velocity.isFinite ? velocity : 0
        if overshoot(at: position) != 0 {
            spring(from: position, velocity: velocity, at: now)
        } else {
            phase = .coasting(start: position, velocity: velocity, time: now)
        }
        step(now: now)
    }

    /// Advances to `now`.
    public mutating func step(now: Double) {
        guard now.isFinite else { return }
        switch phase {
        case .dragging, .resting:
            return
        case .coasting(let start, let velocity, let time):
            coast(from: start, velocity: velocity, since: time, to: now)
        case .springing(let curve):
            position = curve.offset(at: now)
            if abs(curve.velocity(at: now)) < Self.stopSpeed && abs(position - curve.end) < Self.settleDistance {
                position = curve.end
                phase = .resting
            }
        }
    }

    /// Stops where it is (a key, a press, a wheel notch): brought into the range, on a
    /// whole row.
    public mutating func stop() {
        position = clamped(position.rounded())
        phase = .resting
    }

    /// The coast from `start` at `velocity`, let go at `time`: `x(t) = x₀ + (v₀/k)(1 − e^(−k·t))`
    /// until it is slow enough to land, or until it crosses an end, where the spring takes
    /// over with the speed it has there.
    private mutating func coast(from start: Double, velocity: Double, since time: Double, to now: Double) {
        let k = Self.resistance
        let speed = abs(velocity)
        let stopTime = speed > Self.stopSpeed ? Math.log(speed / Self.stopSpeed) / k : 0
        let natural = start + velocity / k
        if overshoot(at: natural) != 0 {
            let bound = clamped(natural)
            let fraction = min(max((bound - start) / (natural - start), 0), 1)
            let crossing = fraction < 1 ? -Math.log(1 - fraction) / k : stopTime
            if crossing < stopTime && now - time >= crossing {
                spring(from: bound, velocity: velocity * Math.exp(-k * crossing), at: time + crossing)
                step(now: now)
                return
            }
        }
        let t = min(max(now - time, 0), stopTime)
        let offset = start + velocity / k * (1 - Math.exp(-k * t))
        if t >= stopTime {
            position = clamped(offset.rounded())
            phase = .resting
        } else {
            position = clamped(offset)
        }
    }

    /// Attaches the spring at `offset`, moving at `velocity`, onto the end it is past (or
    /// the nearer end, from inside).
    private mutating func spring(from offset: Double, velocity: Double, at time: Double) {
        let anchor = offset < range.lowerBound ? range.lowerBound
            : offset > range.upperBound ? range.upperBound
            : (velocity < 0 ? range.lowerBound : range.upperBound)
        phase = .springing(CriticalSpring(from: offset, initialVelocity: velocity, to: anchor,
                                          stiffness: Self.springStiffness, startTime: time))
    }

    private func clamped(_ offset: Double) -> Double {
        min(max(offset, range.lowerBound), range.upperBound)
    }
}
