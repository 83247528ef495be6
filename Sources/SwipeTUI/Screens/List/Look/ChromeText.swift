import CellCanvas

/// Text of the list's own that the person gives — `--prompt`, `--border-label`,
/// `--preview-label`, `--separator` and the actions that change them — read as fzf reads it
/// (and as `--header` is read): its first line, its SGR colours and attributes kept over the
/// element's own look, every other escape sequence dropped and other controls shown as
/// symbols (`SGRText`), so nothing in it reaches the terminal but what a cell can hold.
struct ChromeText: Sendable, Hashable {
    /// The text's runs, safe to draw.
    let line: StyledText

    /// The first line of `text`, its colour sequences read.
    init(_ text: String) {
        line = SGRText.lines(from: Array(text.utf8), maximumLines: 1).first ?? StyledText()
    }

    /// The characters alone.
    var plain: String { line.plain }

    /// Display columns.
    var width: Int { line.width }

    /// How `run` looks over `base`: its attributes added, its own colours in place of the
    /// base's (left out when `colored` is false: `NO_COLOR`).
    static func style(of run: TextRun, over base: Style, colored: Bool) -> Style {
        var style = base
        if colored, let foreground = run.foreground { style.foreground = foreground }
        if colored, let background = run.background { style.background = background }
        style.attributes.formUnion(run.attributes)
        return style
    }

    /// Each character with how it looks over `base`, in order.
    func characters(over base: Style, colored: Bool) -> [(character: Character, style: Style)] {
        line.runs.flatMap { run in
            let style = Self.style(of: run, over: base, colored: colored)
            return run.text.map { (character: $0, style: style) }
        }
    }

    /// Writes the text at (`x`, `y`) over `base`, touching only `clip`; the columns it took.
    @discardableResult
    func write(x: Int, y: Int, over base: Style, colored: Bool, clip: Rect, on buffer: inout CellBuffer) -> Int {
        var column = x
        for run in line.runs {
            column += buffer.write(run.text, x: column, y: y, style: Self.style(of: run, over: base, colored: colored), clip: clip)
        }
        return column - x
    }
}
