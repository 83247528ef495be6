/// What a run of text is, so that a card's look (its `TextLooks`) can colour it: body text,
/// or one of the kinds rendered markdown, highlighted code and previews have.
public enum TextRole: UInt8, Sendable, Hashable, CaseIterable {
    case body
    /// Headings, by level: each of the six looks different.
    case heading1, heading2, heading3, heading4, heading5, heading6
    /// Inline code, and code blocks' text that no token role covers.
    case code
    /// A link's text.
    case link
    /// A block quote's text and bar.
    case quote
    /// List bullets, numbers and task boxes.
    case marker
    /// Lines drawn around tables and code, and thematic breaks.
    case frame
    /// Text that says less: a code block's language, a picture's alt text.
    case muted
    /// A slide's title in present mode (presenterm's `slide_title`).
    case slideTitle
    /// Highlighted code: the kinds of token a highlighter tells apart.
    case codeKeyword, codeType, codeString, codeNumber, codeComment, codeFunction, codeOperator,
         codeConstant, codeAttribute, codeVariable, codeAddition, codeDeletion, codeError
    /// A code block's line numbers.
    case codeLineNumber

    /// The heading role of markdown's level `level` (1 to 6; beyond them, the nearest).
    public static func heading(level: Int) -> TextRole {
        switch level {
        case ...1: .heading1
        case 2: .heading2
        case 3: .heading3
        case 4: .heading4
        case 5: .heading5
        default: .heading6
        }
    }

    /// Whether the role belongs to code (drawn on the code ground).
    public var isCode: Bool { self == .code || self.rawValue >= TextRole.codeKeyword.rawValue }
}

/// A run of text with one look: its role, attributes on top of the role's, and colours
/// that override the role's (a preview's own SGR colours).
public struct TextRun: Sendable, Hashable {
    /// The text, sanitised: no control characters.
    public var text: String
    /// What the text is.
    public var role: TextRole
    /// Attributes added to the role's look.
    public var attributes: TextAttributes
    /// Colours of its own, winning over the role's; nil keeps the role's.
    public var foreground: Color?
    public var background: Color?

    /// A run of `text` (sanitised) in `role`, with `attributes` and colours of its own.
    public init(_ text: String, role: TextRole = .body, attributes: TextAttributes = [],
                foreground: Color? = nil, background: Color? = nil) {
        self.text = text
        self.role = role
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// The same look with other text.
    func with(text: String) -> TextRun {
        var copy = self
        copy.text = text
        return copy
    }

    /// Whether `other` looks the same, so the two can be one run.
    func looksLike(_ other: TextRun) -> Bool {
        role == other.role && attributes == other.attributes && foreground == other.foreground && background == other.background
    }
}

/// Text made of runs of different looks: a paragraph to wrap, or one line to draw.
public struct StyledText: Sendable, Hashable {
    /// The runs, in order.
    public private(set) var runs: [TextRun]

    /// Text of these runs; neighbours that look the same become one, empty ones go.
    public init(_ runs: [TextRun] = []) {
        self.runs = []
        for run in runs { append(run) }
    }

    /// Plain text in one role.
    public init(plain text: String, role: TextRole = .body) {
        self.init([TextRun(text, role: role)])
    }

    /// The characters without their looks.
    public var plain: String { runs.map(\.text).joined() }

    /// Display columns.
    public var width: Int { runs.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// Whether there is no text at all.
    public var isEmpty: Bool { runs.isEmpty }

    /// Adds `run` at the end, joined to the last run when it looks the same.
    public mutating func append(_ run: TextRun) {
        guard !run.text.isEmpty else { return }
        if let last = runs.last, last.looksLike(run) {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }

    /// Adds every run of `other`.
    public mutating func append(_ other: StyledText) {
        for run in other.runs { append(run) }
    }

    /// The same text with `role` for every run still in the body role.
    public func inRole(_ role: TextRole) -> StyledText {
        StyledText(runs.map { run in
            var run = run
            if run.role == .body { run.role = role }
            return run
        })
    }

    /// The same text with `attributes` added to every run.
    public func adding(_ attributes: TextAttributes) -> StyledText {
        StyledText(runs.map { run in
            var run = run
            run.attributes.formUnion(attributes)
            return run
        })
    }

    /// At most `width` columns, ending in `…` (in the look of the last run kept) when cut.
    public func truncated(width: Int) -> StyledText {
        guard width > 0 else { return StyledText() }
        guard self.width > width else { return self }
        var result = StyledText()
        var used = 0
        var lastLook = runs.first
        outer: for run in runs {
            var kept = ""
            for character in run.text {
                let w = DisplayWidth.of(character)
                if used + w > width - 1 {
                    result.append(run.with(text: kept))
                    lastLook = run
                    break outer
                }
                kept.append(character)
                used += w
            }
            result.append(run.with(text: kept))
            lastLook = run
        }
        if let lastLook { result.append(lastLook.with(text: String(TextLayout.ellipsis))) }
        return result
    }

    /// Word-wrapped to lines of at most `width` columns, runs keeping their looks; a word
    /// longer than a line is broken between grapheme clusters. Lines after the first start
    /// with `hangingIndent` spaces. Runs of spaces become one, as in `TextLayout.wrap`.
    public func wrapped(width: Int, hangingIndent: Int = 0) -> [StyledText] {
        Array(IteratorSequence(LineWrapper(self, width: width, hangingIndent: hangingIndent)))
    }
}
