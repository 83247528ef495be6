/// What a physics model decides when a drag is released or a wheel flings: the motion
/// the carousel starts. Offsets are in the coordinates the model was given.
public enum ReleasePlan: Sendable, Equatable {
    /// Stay where it is.
    case rest
    /// Glide on its own (the carousel is then decelerating).
    case glide(Glide)
    /// A timed scroll to `offset`, starting at `initialVelocity` items per second
    /// (0: the spec's ease-in-out from rest).
    case scroll(to: Double, initialVelocity: Double)
}
