import CellCanvas

/// Why the terminal could not be opened. Each reads as one safe line for stderr: a `TERM`
/// value is shown with its control characters as symbols.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No controlling terminal could be opened.
    case noTerminal(reason: String)
    /// TERM is unset, empty or `dumb`.
    case unsupportedTerminal(term: String?)
    /// ncurses could not start even with the fallback terminal type.
    case initializationFailed(term: String)

    /// The error as one line for stderr, saying what is wrong and, where it helps, what to do.
    public var description: String {
        switch self {
        case .noTerminal(let reason):
            return "no terminal: cannot open /dev/tty (\(reason)); swipe-tui needs an interactive terminal"
        case .unsupportedTerminal(let term):
            if let term, !term.isEmpty {
                return "TERM=\(Sanitizer.line(term)) cannot draw a full-screen interface; run swipe-tui in a terminal emulator"
            }
            return "TERM is not set; run swipe-tui in a terminal emulator"
        case .initializationFailed(let term):
            return "could not initialise the terminal (TERM=\(Sanitizer.line(term)))"
        }
    }
}
