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
    /// The colour of headings, links and list markers.
    public var accent: Color
    /// False draws the body's roles with attributes only (`NO_COLOR`).
    public var isColorEnabled: Bool

    /// A card look from its frame style and glyphs and its title and body styles; body
    /// text roles are coloured with `accent` unless colour is off.
    public init(border: Style, borderGlyphs: BorderGlyphs, title: Style, body: Style,
                accent: Color = .indexed(75), isColorEnabled: Bool = true) {
        self.border = border
        self.borderGlyphs = borderGlyphs
        self.title = title
        self.body = body
        self.accent = accent
        self.isColorEnabled = isColorEnabled
    }

    /// How a run of the body looks: the body style, then its role's look, its attributes
    /// and its own colours (dropped, like the role's, when colour is off).
    public func style(for run: TextRun) -> Style {
        var style = body
        var attributes: TextAttributes = []
        var foreground: Color?
        var background: Color?
        switch run.role {
        case .body: break
        case .heading1: attributes = [.bold, .underline]; foreground = accent
        case .heading2: attributes = .bold; foreground = accent
        case .heading3: attributes = [.bold, .italic]
        case .code: foreground = .indexed(180); background = .indexed(236)
        case .link: attributes = .underline; foreground = accent
        case .quote: attributes = .italic; foreground = .indexed(246)
        case .marker: foreground = accent
        case .frame: foreground = .indexed(240)
        case .muted: attributes = .dim
        }
        style.attributes.formUnion(attributes.union(run.attributes))
        if !isColorEnabled {
            if run.role == .code { style.attributes.insert(.dim) }
            return style.withoutColor
        }
        if let color = run.foreground ?? foreground { style.foreground = color }
        if let color = run.background ?? background { style.background = color }
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
