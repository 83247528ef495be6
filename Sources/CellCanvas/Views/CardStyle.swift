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

    /// A card look from its frame style and glyphs and its title and body styles.
    public init(border: Style, borderGlyphs: BorderGlyphs, title: Style, body: Style) {
        self.border = border
        self.borderGlyphs = borderGlyphs
        self.title = title
        self.body = body
    }
}
