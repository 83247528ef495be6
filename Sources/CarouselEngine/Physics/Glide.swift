/// The glide a carousel is in after a release or a fling: one of the physics curves.
public enum Glide: GlideCurve {
    /// iCarousel's constant deceleration.
    case uniform(UniformDeceleration)
    /// The scroll view's exponential decay or settle onto a page.
    case exponential(ExponentialApproach)
    /// The scroll view's spring back from past an end.
    case spring(CriticalSpring)
    /// The scroll view's decay into an end, bouncing or stopping there.
    case decayToEdge(DecayToEdge)

    /// When the glide began.
    public var startTime: Double {
        switch self {
        case .uniform(let curve): return curve.startTime
        case .exponential(let curve): return curve.startTime
        case .spring(let curve): return curve.startTime
        case .decayToEdge(let curve): return curve.startTime
        }
    }

    /// How long it lasts, in seconds.
    public var duration: Double {
        switch self {
        case .uniform(let curve): return curve.duration
        case .exponential(let curve): return curve.duration
        case .spring(let curve): return curve.duration
        case .decayToEdge(let curve): return curve.duration
        }
    }

    /// Where it comes to rest.
    public var end: Double {
        switch self {
        case .uniform(let curve): return curve.end
        case .exponential(let curve): return curve.end
        case .spring(let curve): return curve.end
        case .decayToEdge(let curve): return curve.end
        }
    }

    /// The offset at `time`.
    public func offset(at time: Double) -> Double {
        switch self {
        case .uniform(let curve): return curve.offset(at: time)
        case .exponential(let curve): return curve.offset(at: time)
        case .spring(let curve): return curve.offset(at: time)
        case .decayToEdge(let curve): return curve.offset(at: time)
        }
    }

    /// The speed at `time`, in items per second.
    public func velocity(at time: Double) -> Double {
        switch self {
        case .uniform(let curve): return curve.velocity(at: time)
        case .exponential(let curve): return curve.velocity(at: time)
        case .spring(let curve): return curve.velocity(at: time)
        case .decayToEdge(let curve): return curve.velocity(at: time)
        }
    }
}
