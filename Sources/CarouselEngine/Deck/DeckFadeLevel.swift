/// The three looks a terminal has for a page fading in or out (seeds-behaviours §6:
/// deleted cards go normal → dim → blank, restored ones dim → normal).
public enum DeckFadeLevel: Sendable, Equatable {
    /// Drawn as usual.
    case normal
    /// Drawn dimmed.
    case dim
    /// Not drawn.
    case blank
}
