import CellCanvas

/// Where an inline viewport sits on the screen: `height` rows from row `top` (from 0), and
/// where the shell's cursor goes back to when it is erased.
struct InlineRegion: Equatable {
    /// The screen row of the viewport's first row.
    var top: Int
    /// How many rows it has.
    var height: Int
    /// Rows of ours above the screen: the terminal pushed them into its scrollback when it
    /// got shorter. A terminal that gives lines back when it grows shows them again right
    /// above `top`, and the region takes them back.
    var rowsAboveScreen = 0
    /// The column the shell left its cursor in. Past the first column the shell's line is
    /// the row above `top` (the region starts on the next row); in the first, it is `top`.
    var shellColumn = 0

    /// Where the cursor goes back to when the viewport is erased: where the shell left it,
    /// so that a line editor that draws its prompt again from where it thinks the cursor is
    /// (zle, fish) draws it on its own row. The shell's line moves with the region when the
    /// screen scrolls or the terminal moves its lines; pushed above the screen, the cursor
    /// goes to the first row.
    var shellCursor: Point {
        let row = top - rowsAboveScreen - (shellColumn > 0 ? 1 : 0)
        return row < 0 ? Point(x: 0, y: 0) : Point(x: shellColumn, y: row)
    }

    /// The region for `height` rows under a cursor at `cursor` on a screen `screenRows`
    /// tall, and how many lines the screen must scroll up to make room for it.
    ///
    /// The region starts on the cursor's row when the cursor is at the start of a line,
    /// else on the next. When the rows below are too few the screen scrolls up by the rows
    /// missing, so the lines above go into the scrollback instead of being drawn over.
    /// Without a cursor (the terminal did not answer) the region takes the bottom rows,
    /// the screen scrolled up by all of them.
    static func placing(height: Int, below cursor: CursorPositionReport?, screenRows: Int) -> (region: InlineRegion, scroll: Int) {
        let height = max(1, min(height, screenRows))
        guard let cursor else {
            return (InlineRegion(top: screenRows - height, height: height), height)
        }
        let start = min(cursor.column > 0 ? cursor.row + 1 : cursor.row, screenRows)
        let scroll = max(start + height - screenRows, 0)
        return (InlineRegion(top: start - scroll, height: height, shellColumn: cursor.column), scroll)
    }

    /// The region after the terminal changed size: `height` rows of a screen now
    /// `screenRows` tall, the terminal having moved its lines down by `shift` rows (up when
    /// negative; the cursor's move tells), and how many lines the screen must scroll up.
    ///
    /// The region's first row is followed wherever the terminal moved it, into the
    /// scrollback too: rows of ours pushed above the screen are counted, and when a terminal
    /// gives them back as it grows (xterm does) they are inside the region again instead of
    /// left between the shell's lines and its next prompt. When the rows below are too few
    /// the screen scrolls up by the rows missing, as when placing: the shell's lines go into
    /// the scrollback, never drawn over.
    func resized(shift: Int, height: Int, screenRows: Int) -> (region: InlineRegion, scroll: Int) {
        let height = max(1, min(height, screenRows))
        let first = top - rowsAboveScreen + shift
        let scroll = max(first + height - screenRows, 0)
        let start = first - scroll
        return (InlineRegion(top: max(start, 0), height: height, rowsAboveScreen: max(-start, 0), shellColumn: shellColumn), scroll)
    }

    /// What scrolls the screen up by `scroll` lines: line feeds on its last row.
    static func scrollBytes(_ scroll: Int, screenRows: Int) -> String {
        scroll > 0 ? "\u{1B}[\(screenRows);1H" + String(repeating: "\n", count: scroll) : ""
    }

    /// A mouse event from the terminal (screen rows) in the viewport's rows. Presses and
    /// the wheel outside the viewport are not the interface's (nil); a drag that leaves it
    /// is held at its edge, so that it still ends.
    func viewportEvent(for mouse: MouseEvent) -> MouseEvent? {
        var mouse = mouse
        mouse.row -= top
        if !(0..<height).contains(mouse.row) {
            guard mouse.action != .press else { return nil }
            mouse.row = max(0, min(mouse.row, height - 1))
        }
        return mouse
    }
}
