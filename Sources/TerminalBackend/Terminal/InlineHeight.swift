/// How tall an inline viewport is (`--height`): a number of rows, or a share of the
/// terminal's rows. The interface is drawn in that many rows below the cursor, on the
/// screen the shell uses, and the rows above stay as they were.
public enum InlineHeight: Sendable, Equatable {
    /// Exactly this many rows (fewer when the terminal has fewer).
    case rows(Int)
    /// This percentage of the terminal's rows (a fraction allowed, `40.5`), and at least
    /// `atLeast` rows (fzf's `--min-height`, 10 unless given) unless the terminal has fewer.
    case percent(Double, atLeast: Int = 10)

    /// Reads `N` (rows, a whole number) or `N%` (0 to 100, a fraction allowed), as fzf
    /// 0.38 reads `--height`; nil for anything else. 0, 0% and 100% mean the whole screen
    /// (`isWholeScreen`).
    public init?(parsing text: String) {
        if text.hasSuffix("%") {
            guard let value = Double(text.dropLast()), value.isFinite, value >= 0, value <= 100,
                  text.dropLast().allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
            self = .percent(value)
        } else {
            guard let value = Int(text), value >= 0 else { return nil }
            self = .rows(value)
        }
    }

    /// fzf's `--height 0`, `0%` and `100%`: the whole screen, not a part of it.
    public var isWholeScreen: Bool {
        switch self {
        case .rows(let count): count == 0
        case .percent(let share, _): share == 0 || share == 100
        }
    }

    /// The rows wanted on a terminal `terminalRows` tall, before any limit: the count, or
    /// the share worked out in fzf's order (size × rows / 100, rounded down) and at least
    /// the minimum.
    public func wantedRows(onTerminalOf terminalRows: Int) -> Int {
        switch self {
        case .rows(let count): count
        case .percent(let share, let minimum): max(Int(share * Double(terminalRows) / 100), minimum)
        }
    }

    /// The rows the viewport takes on a terminal `terminalRows` tall: at least one, at
    /// most all of them.
    public func rows(onTerminalOf terminalRows: Int) -> Int {
        max(1, min(wantedRows(onTerminalOf: terminalRows), terminalRows))
    }
}
