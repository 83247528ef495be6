import CellCanvas

/// One item of the list layout, as fzf 0.38 draws it: the pointer's column (`>` by the
/// item in focus, a shaded blank on the others), the marker's column (`>` on a row marked
/// with `--multi`), then the item's line, its matched characters highlighted. A line
/// wider than the row scrolls to show its match, the ellipsis where it is cut
/// (`LineWindow`). The focused row's gutter and text are drawn on a background of their
/// own, in bold (`ListLook`'s colours); the rest of the row stays blank.
struct ListRow: ItemView {
    /// The item's line, sanitised.
    let text: String
    /// Character indexes of `text` the query matched.
    let marks: [Int]
    /// What the pointer column shows on the focused row, and on the others.
    let pointer: String
    /// Whether the item is marked for `--multi` (the marker shows after the pointer).
    let isMarked: Bool
    /// The marker's text.
    let marker: String
    /// `--ansi`: the line in its own colours (drawn instead of `text`, whose characters it
    /// holds); nil draws `text` in the theme's.
    let colors: StyledText?
    /// The list's colours and how long lines are fitted (the same for every row of a list).
    let look: RowLook
    /// What the row's cells depend on, made once: the carousel asks for it for every row
    /// on every frame.
    let drawingKey: AnyHashable?

    init(text: String, marks: [Int], pointer: String, isMarked: Bool, marker: String, colors: StyledText? = nil, look: RowLook = RowLook()) {
        self.text = text
        self.marks = marks
        self.pointer = pointer
        self.isMarked = isMarked
        self.marker = marker
        self.colors = colors
        self.look = look
        drawingKey = Key(text: text, marks: marks, pointer: pointer, isMarked: isMarked, marker: marker, colors: colors)
    }

    /// What the row's cells depend on. Looked up for every row on every frame, so the text
    /// is compared and hashed as its bytes, without Unicode normalisation.
    private struct Key: Hashable {
        var text: String, marks: [Int], pointer: String, isMarked: Bool, marker: String, colors: StyledText?

        static func == (a: Key, b: Key) -> Bool {
            a.text.utf8.elementsEqual(b.text.utf8) && a.marks == b.marks && a.isMarked == b.isMarked
                && a.pointer.utf8.elementsEqual(b.pointer.utf8) && a.marker.utf8.elementsEqual(b.marker.utf8)
                && a.colors == b.colors
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(marks)
            hasher.combine(isMarked)
        }
    }

    func draw(in region: Rect, on buffer: inout CellBuffer, context: ItemContext) {
        guard region.height > 0, region.width > 0 else { return }
        let styles = context.style.isColorEnabled ? look.colored : look.plain
        let base = context.isFocused ? styles.focusedRow : isMarked ? styles.selectedRow : styles.row
        buffer.fill(region, with: .blank(styles.blank), clip: region)
        let y = region.y
        var x = region.x
        // fzf's gutter: the pointer's column (shaded on the other rows), then the marker's.
        let pointerWidth = DisplayWidth.of(pointer), markerWidth = DisplayWidth.of(marker)
        if context.isFocused {
            buffer.write(pointer, x: x, y: y, style: styles.pointer, clip: region)
        } else {
            buffer.fill(Rect(x: x, y: y, width: pointerWidth, height: 1), with: .blank(styles.gutter), clip: region)
        }
        x += pointerWidth
        if isMarked {
            buffer.write(marker, x: x, y: y, style: context.isFocused ? styles.focusedMarker : styles.marker, clip: region)
        } else if context.isFocused {
            buffer.fill(Rect(x: x, y: y, width: markerWidth, height: 1), with: .blank(styles.focusedGutter), clip: region)
        }
        x += markerWidth
        guard x < region.maxX else { return }
        let highlight = context.isFocused ? styles.focusedHighlight : isMarked ? styles.selectedHighlight : styles.highlight
        let window = LineWindow(line: Array(text), marks: marks, width: region.maxX - x, rules: look.rules)
        if window.cutBefore { x += buffer.write(window.ellipsis, x: x, y: y, style: base, clip: region) }
        // The item's own colours, where it has them, over the row's look; matched
        // characters keep the highlight. Runs of characters alike are written at once.
        let marked = Set(marks)
        var run = "", runStyle = base, index = 0
        runs: for colorRun in colors?.runs ?? [TextRun(text)] {
            var style = base
            if context.style.isColorEnabled {
                if let foreground = colorRun.foreground { style.foreground = foreground }
                if let background = colorRun.background { style.background = background }
            }
            style.attributes.formUnion(colorRun.attributes)
            for character in colorRun.text {
                defer { index += 1 }
                guard index >= window.characters.lowerBound else { continue }
                guard index < window.characters.upperBound else { break runs }
                var look = style
                if marked.contains(index) {
                    look.foreground = highlight.foreground
                    look.attributes.formUnion(highlight.attributes)
                }
                if look != runStyle && !run.isEmpty {
                    x += buffer.write(run, x: x, y: y, style: runStyle, clip: region)
                    run = ""
                }
                run.append(character)
                runStyle = look
            }
        }
        if !run.isEmpty { x += buffer.write(run, x: x, y: y, style: runStyle, clip: region) }
        if window.cutAfter { buffer.write(window.ellipsis, x: x, y: y, style: base, clip: region) }
    }
}

/// What every row of a list draws with: its styles with colour and without, and the
/// rules for long lines.
struct RowLook {
    let colored: ListStyles
    let plain: ListStyles
    let rules: LineWindow.Rules

    init(_ look: ListLook = ListLook()) {
        colored = ListStyles(colors: look.colors, colorEnabled: true, bold: look.isBold)
        plain = ListStyles(colors: look.colors, colorEnabled: false, bold: look.isBold)
        rules = look.lineRules
    }
}
