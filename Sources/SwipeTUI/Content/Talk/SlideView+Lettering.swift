import CellCanvas
import SwipeComponents

/// Big letters on a slide: its title, and text after `font_size`, rendered from a font
/// (`Letterer`) in the symbols pictures use, in the colour of their role. Where the screen
/// is too small, the text does not fit in two big lines, the font lacks one of its glyphs
/// or there is no font, they are ordinary text.
extension SlideView {
    /// The fewest cells down a line of big letters may be: with fewer, lowercase letters
    /// are too few pixels tall to read (at 5 rows of quadrants an "e" is a filled box).
    static let legibleLetteringRows = 6

    /// The fewest rows a slide needs for big letters: under it, a legible title would
    /// take too many of the body's rows. 47 is a 48-row terminal's slide, above its footer.
    static let letteringMinimumRows = 47

    /// Cells down a big title's lines are on a slide `rows` high: the legible height from
    /// 47 rows (a 48-row terminal), none (ordinary text) below.
    static func titleRows(screen rows: Int) -> Int? {
        rows >= letteringMinimumRows ? legibleLetteringRows : nil
    }

    /// The title's rows in big letters no wider than `width`, in the slide title's
    /// colour; nil where it is to be ordinary text.
    static func lettered(title: String, width: Int, screen: Size, context: ItemContext, letterer: Letterer) -> [StyledText]? {
        guard let rows = titleRows(screen: screen.rows) else { return nil }
        return lettered(title, role: .slideTitle, rows: rows, width: width, context: context, letterer: letterer)
    }

    /// `body`'s lines at `font_size` `size`: paragraphs, headings and list items in big
    /// letters `size` × 2 cells a line where they fit, the rest (and all of it on a small
    /// screen, or at a size under the legible height) as ordinary lines.
    static func lettered(_ body: CardBody, size: Int, width: Int, screen: Size, context: ItemContext,
                         letterer: Letterer) -> [StyledText] {
        let rows = min(max(size, 1) * 2, 14)
        let legible = screen.rows >= letteringMinimumRows && rows >= legibleLetteringRows
        var lines: [StyledText] = []
        for block in body.blocks.prefix(screen.rows) where lines.count < screen.rows {
            if legible, let (text, role) = Self.letterable(block),
               let big = lettered(text, role: role, rows: rows, width: width, context: context, letterer: letterer) {
                lines += big
            } else {
                lines += CardBody([block]).lines(width: width, through: screen.rows).lines.prefix(screen.rows)
            }
        }
        return lines
    }

    /// What of `block` may be drawn in big letters, and in which role's colour.
    private static func letterable(_ block: TextBlock) -> (String, TextRole)? {
        switch block {
        case .paragraph(let text): return (text, .body)
        case .text(let text), .styledLine(let text): return (text.plain, .body)
        case .heading(let level, let text): return (text.plain, .heading(level: level))
        case .listItem(let marker, _, let text): return (marker + " " + text.plain, .body)
        case .bullet, .verbatim, .blank, .code, .quote, .table, .rule: return nil
        }
    }

    /// `text` in big letters `rows` cells tall on at most two lines no wider than `width`,
    /// each row a line of symbols in `role`'s colour (bold, so that a terminal without
    /// colour still sets it apart; no underline or italics, which would cut the letters).
    private static func lettered(_ text: String, role: TextRole, rows: Int, width: Int, context: ItemContext,
                                 letterer: Letterer) -> [StyledText]? {
        guard let letterings = letterer.letter(text, rows: rows, columns: width, lineLimit: 2, display: context.pictures) else {
            return nil
        }
        let color = context.style.looks[role].foreground
        var lines: [StyledText] = []
        for (index, lettering) in letterings.enumerated() {
            if index > 0 { lines.append(StyledText([])) }
            lines += lettering.lines.map { StyledText([TextRun($0, role: .body, attributes: .bold, foreground: color)]) }
        }
        return lines
    }
}
