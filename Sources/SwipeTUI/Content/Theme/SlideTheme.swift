import CellCanvas
import SwipeComponents

/// How a talk looks: the colours and attributes of every role of its text (`TextLooks`:
/// headings, the slide title, code and its tokens, quotes, tables, links, markers), the
/// slide's own text and background colours, and the footer's. Present mode paints the
/// whole slide in the background; under `NO_COLOR` only the attributes stay.
struct SlideTheme: Sendable, Hashable {
    /// The built-in theme it is, or the file it was read from (messages, tests).
    var name: String
    /// How each role of the text looks.
    var looks: TextLooks
    /// The colour of plain text (nil: the terminal's own).
    var foreground: Color?
    /// The colour of the whole slide (nil: the terminal's own).
    var background: Color?
    /// The footer's look; its colours default to the slide's.
    var footer: TextLook

    /// The slide's plain text and blank cells, in colour or not.
    func bodyStyle(colorEnabled: Bool) -> Style {
        colorEnabled ? Style(foreground: foreground ?? .default, background: background ?? .default) : .plain
    }

    /// `theme` with this look for slides and the footer: the focused card (which slides
    /// are drawn with) takes the looks and body colours; the footer's two styles take its
    /// colours, the slide number staying bold.
    func applied(to theme: Theme, colorEnabled: Bool) -> Theme {
        var theme = theme
        theme.focusedCard.looks = looks
        theme.card.looks = looks
        theme.focusedCard.body = bodyStyle(colorEnabled: colorEnabled)
        var position = theme.statusPosition, hint = theme.statusHint
        if colorEnabled {
            if let color = footer.foreground {
                position.foreground = color
                hint.foreground = color
            }
            let ground = footer.background ?? background ?? .default
            position.background = ground
            hint.background = ground
        }
        theme.statusPosition = position.adding(footer.attributes)
        theme.statusHint = hint.adding(footer.attributes)
        return theme
    }
}
