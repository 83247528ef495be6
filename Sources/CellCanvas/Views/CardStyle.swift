/// The look of a card: its frame, title and body.
public struct CardStyle: Sendable, Equatable {
    public var border: Style
    public var borderGlyphs: BorderGlyphs
    public var title: Style
    public var body: Style

    public init(border: Style, borderGlyphs: BorderGlyphs, title: Style, body: Style) {
        self.border = border
        self.borderGlyphs = borderGlyphs
        self.title = title
        self.body = body
    }
}
