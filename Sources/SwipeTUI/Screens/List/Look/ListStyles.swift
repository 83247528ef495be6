import CellCanvas

/// The list screen's styles, made once from `--color`, `NO_COLOR` (which drops every
/// colour, attributes kept) and `--no-bold`.
struct ListStyles: Equatable {
    var row = Style(), focusedRow = Style(), selectedRow = Style()
    var highlight = Style(), focusedHighlight = Style(), selectedHighlight = Style()
    var pointer = Style(), marker = Style(), gutter: Style?
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
            if !bold { style.attributes.remove(.bold) }
            return style
        }
        row = style(.fg, over: style(.bg))
        focusedRow = style(.focusedFg, over: style(.focusedBg, over: row))
        selectedRow = style(.selectedFg, over: style(.selectedBg, over: row))
        highlight = style(.hl, over: row)
        focusedHighlight = style(.focusedHl, over: focusedRow)
        selectedHighlight = style(.selectedHl, over: highlight)
        pointer = style(.pointer, over: focusedRow)
        marker = style(.marker, over: row)
        if colors[.gutter] != ListColors.Look() { gutter = style(.gutter, over: row) }
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
