import CellCanvas

/// The list screen's styles, made once from `--color`, `NO_COLOR` (which drops every
/// colour, attributes kept) and `--no-bold` (which keeps the bold a `--color` pair gives
/// and drops only the bold fzf adds to the focused row, the prompt, the query, the
/// pointer and the spinner).
struct ListStyles: Equatable {
    var row = Style(), focusedRow = Style(), selectedRow = Style()
    var highlight = Style(), focusedHighlight = Style(), selectedHighlight = Style()
    /// The pointer (on the focused row) and the marker, on the focused row and on others.
    var pointer = Style(), marker = Style(), focusedMarker = Style()
    /// Blank cells: the pointer's column of the other rows (fzf's `gutter`, the focused
    /// row's background unless given), the gutter of the focused row, and the rest of a row.
    var gutter = Style(), focusedGutter = Style(), blank = Style()
    var prompt = Style(), query = Style(), info = Style(), spinner = Style(), header = Style()
    var border = Style(), label = Style(), separator = Style(), scrollbar = Style()

    init(colors: ListColors, colorEnabled: Bool, bold: Bool) {
        func style(_ element: ListColors.Element, over base: Style = Style()) -> Style {
            let look = colors[element]
            var style = base
            if colorEnabled, let color = look.color {
                if element.isBackground { style.background = color } else { style.foreground = color }
            }
            style.attributes.formUnion(look.attributes)
            if bold && ListColors.strongElements.contains(element) && !look.isRegular { style.attributes.insert(.bold) }
            return style
        }
        /// The background of `style` alone.
        func background(of style: Style) -> Style { Style(background: style.background) }
        row = style(.fg, over: style(.bg))
        focusedRow = style(.focusedFg, over: style(.focusedBg, over: row))
        selectedRow = style(.selectedFg, over: style(.selectedBg, over: row))
        highlight = style(.hl, over: row)
        focusedHighlight = style(.focusedHl, over: focusedRow)
        selectedHighlight = style(.selectedHl, over: highlight)
        blank = background(of: row)
        focusedGutter = background(of: focusedRow)
        gutter = style(.gutter, over: focusedGutter)
        pointer = style(.pointer, over: focusedGutter)
        marker = style(.marker, over: gutter)
        focusedMarker = style(.marker, over: focusedGutter)
        prompt = style(.prompt)
        query = style(.query)
        info = style(.info)
        spinner = style(.spinner)
        header = style(.header)
        border = style(.border)
        label = style(.label)
        separator = colors[.separator] == ListColors.Look() ? border : style(.separator)
        scrollbar = colors[.scrollbar] == ListColors.Look() ? border : style(.scrollbar)
        if !colorEnabled {
            // Without colour the focused row and the matches still show: reversed, underlined.
            focusedRow.attributes.insert(.reverse)
            pointer.attributes.insert(.reverse)
            highlight.attributes.insert(.underline)
            focusedHighlight.attributes.formUnion([.underline, .reverse])
            selectedHighlight.attributes.insert(.underline)
            info.attributes.insert(.dim)
        }
    }
}
