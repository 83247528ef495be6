import CellCanvas

/// The bottom row every mode draws: the position (e.g. ` 3 / 14`), what is shown (the
/// carousel type, `paging`, …), any note, then the prompt being typed or, right-aligned,
/// a short key hint whose least important entries (the first) give way when room is short.
struct StatusLine {
    var position: String
    var kind: String
    var status: StatusContent
    var hint: String

    /// The position text for item `index` (0-based) of `count`; a `+` while more are coming.
    static func position(index: Int, count: Int, isLoading: Bool) -> String {
        let total = "\(count)" + (isLoading ? "+" : "")
        return count == 0 ? " 0 / \(total)" : " \(index + 1) / \(total)"
    }

    /// Draws the line on `row` of `buffer`.
    func draw(on buffer: inout CellBuffer, row: Int, theme: Theme) {
        var used = buffer.write(position, x: 0, y: row, style: theme.statusPosition)
        if !kind.isEmpty {
            used += buffer.write("  " + kind, x: used, y: row, style: theme.statusHint)
        }
        if let note = status.note {
            used += buffer.write("  " + note, x: used, y: row, style: theme.statusHint)
        }
        if let prompt = status.prompt {
            buffer.write("  " + prompt, x: used, y: row, style: theme.statusPosition.adding(.reverse).withoutColor)
            return
        }
        let room = buffer.size.columns - used - 3
        guard room > 0, let shown = Self.fitting(hint, within: room) else { return }
        buffer.write(shown, x: buffer.size.columns - DisplayWidth.of(shown) - 1, y: row, style: theme.statusHint)
    }

    /// The hint with whole entries (`key action`, joined by ` · `) left out from the front
    /// until it fits `width` columns: the last entries (help, quit) are kept longest, and
    /// no entry is ever cut in the middle. Nil when not even the last one fits.
    static func fitting(_ hint: String, within width: Int) -> String? {
        var entries = hint.split(separator: " · ").map(String.init)
        while !entries.isEmpty {
            let text = entries.joined(separator: " · ")
            if DisplayWidth.of(text) <= width { return text }
            entries.removeFirst()
        }
        return nil
    }
}
