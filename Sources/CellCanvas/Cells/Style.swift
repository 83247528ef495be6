/// How a cell looks: colours and attributes.
public struct Style: Sendable, Equatable, Hashable {
    /// The text colour; `.default` keeps the terminal's own.
    public var foreground: Color
    /// The colour behind the text; `.default` keeps the terminal's own.
    public var background: Color
    /// Bold, dim, italic, underline, reverse: what still shows when colour is off.
    public var attributes: TextAttributes

    /// A style from its parts; each part left out is the terminal's plain look.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's defaults, no attributes.
    public static let plain = Style()

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// This style with every colour replaced by the terminal default (for `NO_COLOR`).
    public var withoutColor: Style {
        Style(attributes: attributes)
    }
}
