import CarouselEngine
import CellCanvas

/// The list screen's frame and gauges, as fzf's display options ask: the border and its
/// label, the info line with its separator, the scroll bar.
extension ListMode {
    /// The border round the content (inside the margin) and its label.
    func drawFrame(_ frame: ListScreenLayout, into buffer: inout CellBuffer) {
        guard let outer = frame.borderFrame else { return }
        look.border.draw(around: outer, on: &buffer, style: styles.border)
        look.borderLabel.draw(on: look.border, around: outer, on: &buffer, style: styles.label)
    }

    /// The match count (`37/10000`, with what the session adds), the spinner while
    /// loading, then the separator to the content's right edge.
    func drawInfo(_ status: StatusContent, x: Int, y: Int, lead: String, in content: Rect, into buffer: inout CellBuffer) {
        var column = x
        column += buffer.write(TextLayout.truncate(lead + (status.note ?? ""), width: max(content.maxX - column, 0)),
                               x: column, y: y, style: styles.info, clip: content)
        if status.isLoading { column += buffer.write(" …", x: column, y: y, style: styles.spinner, clip: content) }
        let room = content.maxX - column - 1
        guard !look.separator.isEmpty, room > 0 else { return }
        // The separator repeated, cut where the next character would pass the edge.
        var line = "", width = 0
        fill: while true {
            for character in look.separator {
                let next = DisplayWidth.of(character)
                guard next > 0, width + next <= room else { break fill }
                line.append(character)
                width += next
            }
        }
        buffer.write(line, x: column + 1, y: y, style: styles.separator, clip: content)
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

    /// The preview pane's look: the cards' own, with fzf's `preview-fg`, `preview-bg` and
    /// `preview-border` over it where `--color` gives them (and NO_COLOR does not forbid).
    var previewStyle: CardStyle {
        var style = theme.card
        guard style.isColorEnabled else { return style }
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
