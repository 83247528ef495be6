/// Where an inline viewport sits on the screen: `height` rows from row `top` (from 0).
struct InlineRegion: Equatable {
    /// The screen row of the viewport's first row.
    var top: Int
    /// How many rows it has.
    var height: Int

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
        return (InlineRegion(top: start - scroll, height: height), scroll)
    }

    /// The same region on a screen now `screenRows` tall with the viewport `height` rows:
    /// it keeps its top when it still fits, else moves up just enough.
    func resized(height: Int, screenRows: Int) -> InlineRegion {
        let height = max(1, min(height, screenRows))
        return InlineRegion(top: max(0, min(top, screenRows - height)), height: height)
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
