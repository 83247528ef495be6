import CellCanvas

/// The footer of a talk, as presenterm's template footer writes it: up to three parts —
/// left, centre, right, split at ` | ` — each text with `{current_slide}`,
/// `{total_slides}`, `{title}`, `{sub_title}`, `{author}` and `{date}` filled in. One part
/// alone goes on the right. The default puts the author left, the title in the centre and
/// `{current_slide} / {total_slides}` right.
struct FooterTemplate: Equatable, Sendable {
    /// What a footer's placeholders stand for.
    struct Fields {
        var current: Int
        var total: Int
        var title: String
        var subtitle: String
        var author: String
        var date: String
    }

    static let standard = "{author} | {title} | {current_slide} / {total_slides}"

    var left = ""
    var centre = ""
    var right = ""

    /// The template `text` (nil: the standard one).
    init(_ text: String?) {
        let parts = (text ?? Self.standard).split(separator: " | ", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1: right = parts[0]
        case 2: (left, right) = (parts[0], parts[1])
        default: (left, centre, right) = (parts[0], parts[1], parts[2...].joined(separator: " | "))
        }
    }

    /// One part with the fields filled in, sanitised.
    static func fill(_ part: String, _ fields: Fields) -> String {
        let filled = part.replacing("{current_slide}", with: "\(fields.current)")
            .replacing("{total_slides}", with: "\(fields.total)")
            .replacing("{title}", with: fields.title)
            .replacing("{sub_title}", with: fields.subtitle)
            .replacing("{author}", with: fields.author)
            .replacing("{date}", with: fields.date)
        return Sanitizer.line(filled)
    }

    /// Draws the footer on `row`: the right part first (the slide number wins when the
    /// row is short), then the left, then the centre where it still fits.
    func draw(_ fields: Fields, on buffer: inout CellBuffer, row: Int, theme: Theme) {
        let width = buffer.size.columns
        let right = TextLayout.truncate(Self.fill(self.right, fields), width: max(width - 2, 0))
        let rightStart = width - 1 - DisplayWidth.of(right)
        buffer.write(right, x: rightStart, y: row, style: theme.statusPosition)
        let left = TextLayout.truncate(Self.fill(self.left, fields), width: max(rightStart - 3, 0))
        let leftEnd = 1 + DisplayWidth.of(left)
        buffer.write(left, x: 1, y: row, style: theme.statusHint)
        let centre = Self.fill(self.centre, fields)
        let centreWidth = DisplayWidth.of(centre)
        let centreStart = (width - centreWidth) / 2
        if centreWidth > 0, centreStart >= leftEnd + 2, centreStart + centreWidth <= rightStart - 2 {
            buffer.write(centre, x: centreStart, y: row, style: theme.statusHint)
        }
    }
}
