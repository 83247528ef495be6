/// A scroll-view glide that runs into an end of the content (icarousel-spec §4.6): it
/// decays freely until it reaches `edge`, then either springs past it and back
/// (bouncing) or stops dead on it.
public struct DecayToEdge: GlideCurve {
    /// The free deceleration, whose natural end lies beyond the edge.
    public let decay: ExponentialApproach
    /// The end of the content the glide runs into.
    public let edge: Double
    /// When the decay reaches the edge.
    public let contactTime: Double
    /// The spring from the edge, at the contact speed, back onto it; nil to stop dead.
    public let bounce: CriticalSpring?

    /// The decay `decay` cut at `edge`; nil if it never reaches it. With a
    /// `bounceStiffness` it springs from the edge, stiffened if need be so that it
    /// overshoots by at most `maximumOvershoot` items.
    public init?(decay: ExponentialApproach, edge: Double, bounceStiffness: Double?, maximumOvershoot: Double) {
        guard let contactTime = decay.time(reaching: edge), contactTime.isFinite else { return nil }
        self.decay = decay
        self.edge = edge
        self.contactTime = contactTime
        guard let bounceStiffness else {
            bounce = nil
            return
        }
        let contactVelocity = decay.velocity(at: contactTime)
        let stiffness = CriticalSpring.stiffness(atLeast: bounceStiffness, leavingAt: contactVelocity,
                                                 overshootingAtMost: maximumOvershoot)
        bounce = CriticalSpring(from: edge, initialVelocity: contactVelocity, to: edge,
                                stiffness: stiffness, startTime: contactTime)
    }

    /// When the glide began.
    public var startTime: Double { decay.startTime }

    /// From the start to the end of the bounce, or to the contact when stopping dead.
    public var duration: Double {
        guard let bounce else { return contactTime - decay.startTime }
        return bounce.startTime + bounce.duration - decay.startTime
    }

    /// The glide always comes to rest on the edge.
    public var end: Double { edge }

    /// The offset at `time`.
    public func offset(at time: Double) -> Double {
        if time < contactTime { return decay.offset(at: time) }
        return bounce?.offset(at: time) ?? edge
    }

    /// The speed at `time`.
    public func velocity(at time: Double) -> Double {
        if time < contactTime { return decay.velocity(at: time) }
        return bounce?.velocity(at: time) ?? 0
    }
}
