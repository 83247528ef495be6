import TerminalBackend

/// How pictures reach the screen (`--graphics`).
public enum PictureGraphics: String, Sendable, CaseIterable {
    /// Symbols at once; pixels too if the terminal answers the kitty graphics query at start.
    case auto
    /// Pixels through the kitty graphics protocol, without asking (a terminal that has it
    /// but does not answer, or tmux passing it through).
    case kitty
    /// Symbols only (every terminal, tmux, ssh).
    case symbols
    /// No pictures: a line where each would be.
    case none

    /// What the terminal is asked to do with pictures placed in frames.
    package var terminalRequest: GraphicsRequest {
        switch self {
        case .auto: return .detect
        case .kitty: return .kitty
        case .symbols, .none: return .off
        }
    }
}
