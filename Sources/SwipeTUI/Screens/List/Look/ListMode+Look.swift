import CarouselEngine
import CellCanvas

/// The list screen's frame and gauges, as fzf's display options ask: the border and its
/// label, the info line with its separator, the scroll bar.
extension ListMode {
    /// The border round the content (inside the margin) and its label.
    func drawFrame(_ frame: ListScreenLayout, into buffer: inout CellBuffer) {
        guard let outer = frame.borderFrame else { return }
        look.border.draw(around: outer, on: &buffer, style: styles.border)
        look.borderLabel.draw(on: look.border, around: outer, on: &buffer, style: styles.label, colored: theme.card.isColorEnabled)
    }

    /// The info line as fzf's: while lines are still read, the spinner in the first
    /// column (`--info default`) or the ` < ` after the query in the spinner's colour
    /// (`inline`, else the prompt's); then the match count (`37/10000`, with what the
    /// session adds) and the separator.
    /// The info text cut as fzf 0.38 cuts it (`trimMessage`) when it is wider than `width`:
    /// what fits in two columns less, then `..`.
    static func trimmedInfo(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var kept = "", used = 0
        for character in text {
            used += DisplayWidth.of(character)
            if used > width - 2 { break }
            kept.append(character)
        }
        return kept + String(repeating: ".", count: min(max(width, 0), 2))
    }

    func drawInfo(_ status: StatusContent, x: Int, y: Int, inline: Bool, in frame: ListScreenLayout, into buffer: inout CellBuffer) {
        let content = frame.content
        var column = x
        if inline {
            column += buffer.write("  < ", x: column, y: y, style: status.isLoading ? styles.spinner : styles.prompt, clip: content)
        } else {
            if status.isLoading { buffer.write(String(Self.spinner(status)), x: column, y: y, style: styles.spinner, clip: content) }
            column += 2
        }
        column += buffer.write(Self.trimmedInfo(status.note ?? "", width: content.maxX + (frame.hasColumnAfterContent ? 1 : 0) - column),
                               x: column, y: y, style: styles.info, clip: content)
        // After a blank, the separator repeated up to the column before the scroll bar's
        // (as fzf's), cut where the next character would pass it.
        let room = content.maxX + (frame.hasColumnAfterContent ? 1 : 0) - column - 2
        guard !look.separator.isEmpty, room > 0 else { return }
        // Each character's width and look found once, not once per column (its own
        // colours over the separator's, as fzf's).
        let characters = ChromeText(look.separator).characters(over: styles.separator, colored: theme.card.isColorEnabled)
            .map { (character: $0.character, style: $0.style, width: DisplayWidth.of($0.character)) }
        var x = column + 1, width = 0
        fill: while true {
            for (character, style, next) in characters {
                guard next > 0, width + next <= room else { break fill }
                buffer.write(String(character), x: x, y: y, style: style, clip: content)
                x += next
                width += next
            }
        }
    }

    /// fzf's spinner frames (the info line's, and the preview pane's while its command runs).
    static let spinnerFrames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    /// The info line's frame follows the note (the count of lines read so far), so it turns
    /// as lines arrive and stands still when none do.
    private static func spinner(_ status: StatusContent) -> Character {
        let turn = (status.note ?? "").utf8.reduce(0) { $0 &+ Int($1) }
        return spinnerFrames[turn % spinnerFrames.count]
    }

    /// The scroll bar in the column after the list, when there are more items than rows:
    /// its length the share of the items that shows, its place where they are (the first
    /// items nearest the query line).
    func drawScrollbar(into buffer: inout CellBuffer) {
        guard let bar = look.scrollbar else { return }
        let rows = listFrame.height, count = source.count
        guard rows > 0, count > rows, listFrame.maxX < buffer.size.columns else { return }
        let thumb = max(rows * rows / count, 1)
        let first = firstRowOffset
        // Rounded down, as fzf's whole-number division does.
        let start = min(Int((first * Double(rows - thumb) / Double(max(count - rows, 1))).rounded(.down)), rows - thumb)
        let top = layout.itemsGoUp ? listFrame.maxY - start - thumb : listFrame.y + start
        for y in top..<(top + thumb) {
            buffer.write(String(bar), x: listFrame.maxX, y: y, style: styles.scrollbar)
        }
    }

    /// The preview pane's look: fzf's (the terminal's text colour, the border's colour for
    /// the frame), with its `preview-fg`, `preview-bg` and `preview-border` over it where
    /// `--color` gives them (and NO_COLOR does not forbid).
    var previewStyle: CardStyle {
        var style = theme.card
        guard style.isColorEnabled else { return style }
        // fzf's defaults: the text in the terminal's own colour, the frame in the border's.
        style.body.foreground = .default
        style.border.foreground = styles.border.foreground
        let colors = look.colors
        if colors.gives(.previewBorder) {
            let border = colors[.previewBorder]
            if let color = border.color { style.border.foreground = color }
            style.border.attributes.formUnion(border.attributes)
        }
        if colors.gives(.previewFg), let color = colors[.previewFg].color { style.body.foreground = color }
        if colors.gives(.previewBg), let color = colors[.previewBg].color {
            style.body.background = color
            style.border.background = color
        }
        return style
    }
}
