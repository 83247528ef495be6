/// How tall an inline viewport is (`--height`): a number of rows, or a share of the
/// terminal's rows. The interface is drawn in that many rows below the cursor, on the
/// screen the shell uses, and the rows above stay as they were.
public enum InlineHeight: Sendable, Equatable {
    /// Exactly this many rows (fewer when the terminal has fewer).
    case rows(Int)
    /// This percentage of the terminal's rows, and at least `atLeast` rows (fzf's
    /// `--min-height`, 10 unless given) unless the terminal has fewer.
    case percent(Int, atLeast: Int = 10)

    /// Reads `N` (rows, at least 1) or `N%` (1 to 100); nil for anything else.
    public init?(parsing text: String) {
        let isShare = text.hasSuffix("%")
        guard let value = Int(isShare ? String(text.dropLast()) : text), value >= 1 else { return nil }
        if isShare {
            guard value <= 100 else { return nil }
            self = .percent(value)
        } else {
            self = .rows(value)
        }
    }

    /// The rows the viewport takes on a terminal `terminalRows` tall: at least one, at
    /// most all of them.
    public func rows(onTerminalOf terminalRows: Int) -> Int {
        let wanted: Int
        switch self {
        case .rows(let count): wanted = count
        case .percent(let share, let minimum): wanted = max(terminalRows * share / 100, minimum)
        }
        return max(1, min(wanted, terminalRows))
    }
}
