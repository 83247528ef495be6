import TerminalBackend

/// How pictures reach the screen (`--graphics`).
public enum PictureGraphics: String, Sendable, CaseIterable {
    /// Symbols at once; pixels too once the terminal answers at start: the kitty graphics
    /// protocol, iTerm2's inline images (iTerm2, WezTerm) or sixel, whichever it has.
    case auto
    /// Pixels through the kitty graphics protocol, without asking (a terminal that has it
    /// but does not answer, or tmux passing it through).
    case kitty
    /// Pixels as sixel, without asking (xterm as a VT340, foot, mlterm, WezTerm, Windows
    /// Terminal): the picture at rest, symbols while it moves.
    case sixel
    /// Pixels as iTerm2's inline images (`OSC 1337 ; File=`), without asking.
    case iterm
    /// Symbols only (every terminal, tmux, ssh).
    case symbols
    /// No pictures: a line where each would be.
    case none

    /// What the terminal is asked to do with pictures placed in frames.
    package var terminalRequest: GraphicsRequest {
        switch self {
        case .auto: return .detect
        case .kitty: return .kitty
        case .sixel: return .sixel
        case .iterm: return .inlineImages
        case .symbols, .none: return .off
        }
    }
}
