import CellCanvas

/// The colours and glyphs of the interface. Under `NO_COLOR` every colour is dropped;
/// the focused card still stands out through its heavy frame and bold text.
public struct Theme: Sendable, Equatable {
    /// The current card: a heavy frame, with frame and title in the accent colour.
    public var focusedCard: CardStyle
    /// Every other card: a rounded grey frame and grey body (dim without colour), a bold title.
    public var card: CardStyle
    /// The position on the status line (` 3 / 14`), and the keys in the help overlay.
    public var statusPosition: Style
    /// The quieter status line text: the carousel type, notes and the key hint.
    public var statusHint: Style
    /// Messages that replace the screen, such as `Terminal too small`.
    public var message: Style

    /// The default look, in colour or not.
    public static func standard(colorEnabled: Bool) -> Theme {
        let accent = Color.indexed(75)
        var theme = Theme(
            focusedCard: CardStyle(
                border: Style(foreground: accent, attributes: .bold),
                borderGlyphs: .heavy,
                title: Style(foreground: accent, attributes: .bold),
                body: .plain),
            card: CardStyle(
                border: Style(foreground: .indexed(244)),
                borderGlyphs: .rounded,
                title: Style(attributes: .bold),
                body: Style(foreground: .indexed(248))),
            statusPosition: Style(foreground: accent, attributes: .bold),
            statusHint: Style(foreground: .indexed(244)),
            message: Style(attributes: .bold))
        if !colorEnabled {
            theme.focusedCard.isColorEnabled = false
            theme.card.isColorEnabled = false
            theme.focusedCard.border = theme.focusedCard.border.withoutColor
            theme.focusedCard.title = theme.focusedCard.title.withoutColor
            theme.card.border = Style(attributes: .dim)
            theme.card.title = Style(attributes: .bold)
            theme.card.body = Style(attributes: .dim)
            theme.statusPosition = theme.statusPosition.withoutColor
            theme.statusHint = Style(attributes: .dim)
        }
        return theme
    }
}
