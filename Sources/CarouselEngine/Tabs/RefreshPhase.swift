/// Where a pull-to-refresh control is in its cycle (seeds-behaviours §1.5 and §6).
public enum RefreshPhase: Sendable, Equatable {
    /// Nothing shown.
    case idle
    /// Pulled `distance` rows past the top. A wheel pull (`byWheel`) lets go on its own
    /// once no notch came for a while; `lastInput` is when the last one came.
    case pulling(distance: Double, lastInput: Double, byWheel: Bool)
    /// Released past the threshold: the refresh row opens from `from` rows to its height.
    case opening(from: Double, start: Double)
    /// Open, the glyph spinning since `start`; `reloadRequested` once the host was asked
    /// to reload.
    case spinning(start: Double, reloadRequested: Bool)
    /// Closing from `from` rows to nothing over `duration` seconds (after a refresh, or a
    /// pull let go short of the threshold).
    case closing(from: Double, start: Double, duration: Double)
}
