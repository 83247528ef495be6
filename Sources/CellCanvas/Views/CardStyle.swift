/// The look of a card: its frame, title and body.
public struct CardStyle: Sendable, Hashable {
    /// The colours and attributes of the frame.
    public var border: Style
    /// The characters the frame is drawn with.
    public var borderGlyphs: BorderGlyphs
    /// The style of the title, the first row inside the frame.
    public var title: Style
    /// The style of the body text, and of the blank cells that fill the card.
    public var body: Style
    /// How each role of the body's text looks (headings, code tokens, quotes…).
    public var looks: TextLooks
    /// False draws the body's roles with attributes only (`NO_COLOR`).
    public var isColorEnabled: Bool

    /// A card look from its frame style and glyphs and its title and body styles; body
    /// text roles look as `looks` says (by default the standard looks with headings, links
    /// and markers in `accent`), in attributes only when colour is off.
    public init(border: Style, borderGlyphs: BorderGlyphs, title: Style, body: Style,
                accent: Color = .indexed(75), looks: TextLooks? = nil, isColorEnabled: Bool = true) {
        self.border = border
        self.borderGlyphs = borderGlyphs
        self.title = title
        self.body = body
        self.looks = looks ?? .standard(accent: accent)
        self.isColorEnabled = isColorEnabled
    }

    /// How a run of the body looks: the body style, then its role's look, its attributes
    /// and its own colours (dropped, like the role's, when colour is off; code is dimmed
    /// then, as its ground is gone).
    public func style(for run: TextRun) -> Style {
        var style = body
        let look = looks[run.role]
        style.attributes.formUnion(look.attributes.union(run.attributes))
        if !isColorEnabled {
            if run.role == .code { style.attributes.insert(.dim) }
            return style.withoutColor
        }
        if let color = run.foreground ?? look.foreground { style.foreground = color }
        if let color = run.background ?? look.background { style.background = color }
        return style
    }

    /// Writes `line` at (`x`, `y`) in the looks of its runs, touching only `clip`.
    public func draw(_ line: StyledText, x: Int, y: Int, on buffer: inout CellBuffer, clip: Rect) {
        var column = x
        for run in line.runs {
            buffer.write(run.text, x: column, y: y, style: style(for: run), clip: clip)
            column += DisplayWidth.of(run.text)
        }
    }
}
