/// How one role of text looks on top of the body style: attributes added, and colours that
/// replace the body's (nil keeps the body's).
public struct TextLook: Sendable, Hashable {
    public var attributes: TextAttributes
    public var foreground: Color?
    public var background: Color?

    public init(attributes: TextAttributes = [], foreground: Color? = nil, background: Color? = nil) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }
}

/// The look of every `TextRole`: what a theme sets for headings, code tokens, quotes,
/// links and the rest. Colours apply only where colour is on; attributes always, so that
/// under `NO_COLOR` headings, keywords and comments still differ.
public struct TextLooks: Sendable, Hashable {
    /// One look per role, indexed by the role's raw value.
    private var looks: [TextLook]

    /// Every role plain (as body text).
    public init() {
        looks = Array(repeating: TextLook(), count: TextRole.allCases.count)
    }

    /// The look of `role`.
    public subscript(role: TextRole) -> TextLook {
        get { looks[Int(role.rawValue)] }
        set { looks[Int(role.rawValue)] = newValue }
    }

    /// The default looks on a dark ground, headings and links in `accent`.
    public static func standard(accent: Color) -> TextLooks {
        var looks = TextLooks()
        looks[.heading1] = TextLook(attributes: [.bold, .underline], foreground: accent)
        looks[.heading2] = TextLook(attributes: .bold, foreground: accent)
        looks[.heading3] = TextLook(attributes: [.bold, .italic])
        looks[.heading4] = TextLook(attributes: .bold)
        looks[.heading5] = TextLook(attributes: .italic, foreground: accent)
        looks[.heading6] = TextLook(attributes: [.italic, .dim])
        looks[.slideTitle] = TextLook(attributes: [.bold, .underline], foreground: accent)
        looks[.link] = TextLook(attributes: .underline, foreground: accent)
        looks[.quote] = TextLook(attributes: .italic, foreground: .indexed(246))
        looks[.marker] = TextLook(foreground: accent)
        looks[.frame] = TextLook(foreground: .indexed(240))
        looks[.muted] = TextLook(attributes: .dim)
        let ground = Color.indexed(236)
        looks[.code] = TextLook(foreground: .indexed(180), background: ground)
        let tokens: [(TextRole, TextAttributes, Int)] = [
            (.codeKeyword, .bold, 176), (.codeType, [], 81), (.codeString, [], 150),
            (.codeNumber, [], 215), (.codeComment, .italic, 245), (.codeFunction, [], 117),
            (.codeOperator, [], 188), (.codeConstant, [], 209), (.codeAttribute, [], 179),
            (.codeVariable, [], 223), (.codeAddition, [], 114), (.codeDeletion, [], 203),
            (.codeError, .underline, 196), (.codeLineNumber, .dim, 242),
        ]
        for (role, attributes, color) in tokens {
            looks[role] = TextLook(attributes: attributes, foreground: .indexed(UInt8(color)), background: ground)
        }
        return looks
    }
}
