/// Whether a terminal is to show pictures in pixels (`--graphics`), and how.
public enum GraphicsRequest: Sendable, Equatable {
    /// Ask the terminal at start (queries with the other probes) and use what it answers
    /// to: the kitty graphics protocol if it answers its query; else iTerm2's inline images
    /// where `TERM_PROGRAM` names iTerm2 or WezTerm; else sixel where its device attributes
    /// list sixel (4) or it tells its colour registers (XTSMGRAPHICS). Until then, and
    /// otherwise, pictures are symbols.
    case detect
    /// Use the kitty graphics protocol without asking.
    case kitty
    /// Use sixel without asking.
    case sixel
    /// Use iTerm2's inline images without asking.
    case inlineImages
    /// Never send pictures in pixels.
    case off
}
