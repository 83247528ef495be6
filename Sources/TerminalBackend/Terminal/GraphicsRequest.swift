/// Whether a terminal is to show pictures in pixels (`--graphics`).
public enum GraphicsRequest: Sendable, Equatable {
    /// Ask the terminal at start (a query with the other probes) and use the kitty
    /// graphics protocol if it answers; until then, and otherwise, pictures are symbols.
    case detect
    /// Use the kitty graphics protocol without asking.
    case kitty
    /// Never send pictures in pixels.
    case off
}
