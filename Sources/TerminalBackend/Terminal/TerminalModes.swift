import CellCanvas

/// The terminal modes swipe-tui turns on, declared as one value so that they are
/// applied together and undone together.
public struct TerminalModes: Sendable, Equatable {
    /// Which mouse events the terminal reports.
    public enum MouseTracking: Sendable, Equatable {
        case off
        /// Presses, releases and the wheel (1000).
        case buttons
        /// Also motion while a button is held, i.e. drags (1000 + 1002).
        case drag
        /// Also motion with no button held (1000 + 1003).
        case anyMotion
    }

    /// Draw on the alternate screen (1049), leaving the shell's screen untouched.
    public var alternateScreen: Bool
    /// Hide the text cursor (25).
    public var cursorHidden: Bool
    /// Mouse reporting, always in the SGR encoding (1006) when on.
    public var mouse: MouseTracking
    /// Pasted text arrives bracketed (2004) instead of as keystrokes.
    public var bracketedPaste: Bool

    /// The modes swipe-tui runs with unless told otherwise: alternate screen, hidden
    /// cursor, drag tracking and bracketed paste.
    public init(alternateScreen: Bool = true, cursorHidden: Bool = true,
                mouse: MouseTracking = .drag, bracketedPaste: Bool = true) {
        self.alternateScreen = alternateScreen
        self.cursorHidden = cursorHidden
        self.mouse = mouse
        self.bracketedPaste = bracketedPaste
    }

    /// The bytes that turn these modes on.
    public var enableSequence: String {
        var s = ""
        if alternateScreen { s += "\u{1B}[?1049h" }
        if cursorHidden { s += "\u{1B}[?25l" }
        switch mouse {
        case .off: break
        case .buttons: s += "\u{1B}[?1000h\u{1B}[?1006h"
        case .drag: s += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
        case .anyMotion: s += "\u{1B}[?1000h\u{1B}[?1003h\u{1B}[?1006h"
        }
        if bracketedPaste { s += "\u{1B}[?2004h" }
        return s
    }

    /// The bytes that undo every mode swipe-tui can set, whichever were on: synchronized
    /// output, bracketed paste, every mouse mode, attributes, the hidden cursor and the
    /// alternate screen. It starts with CAN, which aborts an escape sequence a signal
    /// may have cut in half. Safe to write more than once.
    public static let restoreSequence =
        "\u{18}\u{1B}[?2026l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"
        + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// `restoreSequence` once terminfo is known: the alternate screen left with the
    /// terminal's own `rmcup` (`exitCaMode`), as `endwin` leaves it, which also pops the
    /// window title its `smcup` pushed (xterm's entries do), then `?1049l` for terminals
    /// whose entry has none.
    public static func restoreSequence(exitingWith exitCaMode: String?) -> String {
        "\u{18}" + releaseSequence + "\u{1B}[0m" + (exitCaMode ?? "") + "\u{1B}[?1049l"
    }

    /// `restoreSequence` for an inline viewport (`--height`) whose first row is screen row
    /// `top` (from 0): every mode off, then the viewport erased to the end of the screen and
    /// the cursor put at `cursor`, where the shell left it (the viewport's first row unless
    /// given). The alternate screen is never entered inline, but `smcup` was sent when
    /// ncurses started (and may have pushed the title): `exitCaMode` undoes it as `endwin`
    /// would, hidden in synchronized output, and the cursor is put back after it.
    public static func restoreSequence(erasingFromRow top: Int, returningTo cursor: Point? = nil,
                                       exitingWith exitCaMode: String? = nil) -> String {
        let back = cursorAddress(cursor ?? Point(x: 0, y: top))
        let exit = exitCaMode.map { "\u{1B}[?2026h" + $0 + back + "\u{1B}[?2026l" } ?? back
        return "\u{18}" + releaseSequence + "\u{1B}[0m" + eraseSequence(fromRow: top) + exit
    }

    /// Moves the cursor to `point` (cells from 0).
    public static func cursorAddress(_ point: Point) -> String {
        "\u{1B}[\(point.y + 1);\(point.x + 1)H"
    }

    /// Moves to the start of screen row `top` (from 0) and erases from there to the end
    /// of the screen, leaving the cursor there.
    public static func eraseSequence(fromRow top: Int) -> String {
        "\u{1B}[\(top + 1);1H\u{1B}[J"
    }

    /// The part of `restoreSequence` that ncurses' `endwin` does not do itself.
    public static let releaseSequence =
        "\u{1B}[?2026l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h"
}
