import CellCanvas

/// One item of the list layout: a row holding the pointer's column (`▌` by the item in
/// focus), then the item's line, its matched characters highlighted. The line is cut at
/// the row's end. The focused row is drawn on a background of its own.
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
    /// What the row's cells depend on, made once: the carousel asks for it for every row
    /// on every frame.
    let drawingKey: AnyHashable?

    init(text: String, marks: [Int], pointer: String, isMarked: Bool, marker: String, colors: StyledText? = nil) {
        self.text = text
        self.marks = marks
        self.pointer = pointer
        self.isMarked = isMarked
        self.marker = marker
        self.colors = colors
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
        let colored = context.style.isColorEnabled
        var base = Style()
        if context.isFocused {
            base = colored ? Style(foreground: .indexed(254), background: .indexed(236), attributes: .bold) : Style(attributes: .reverse)
        }
        buffer.fill(region, with: .blank(base), clip: region)
        let y = region.y
        var x = region.x
        var pointerStyle = base
        if colored { pointerStyle.foreground = .indexed(161) }
        let gutter = DisplayWidth.of(pointer)
        if context.isFocused { buffer.write(pointer, x: x, y: y, style: pointerStyle, clip: region) }
        x += max(gutter, 1)
        if isMarked {
            var markerStyle = base
            if colored { markerStyle.foreground = .indexed(168) }
            buffer.write(marker, x: x, y: y, style: markerStyle, clip: region)
        }
        x += max(DisplayWidth.of(marker), 1)
        x += 1
        var highlight = base
        if colored { highlight.foreground = context.isFocused ? .indexed(151) : .indexed(108) } else { highlight.attributes.insert(.underline) }
        // The item's own colours, where it has them, over the row's look; matched
        // characters keep the highlight. Runs of characters alike are written at once.
        let marked = Set(marks)
        var run = "", runStyle = base, index = 0
        for colorRun in colors?.runs ?? [TextRun(text)] {
            var style = base
            if colored {
                if let foreground = colorRun.foreground { style.foreground = foreground }
                if let background = colorRun.background { style.background = background }
            }
            style.attributes.formUnion(colorRun.attributes)
            for character in colorRun.text {
                var look = style
                if marked.contains(index) {
                    look.foreground = highlight.foreground
                    look.attributes.formUnion(highlight.attributes)
                }
                if look != runStyle && !run.isEmpty {
                    x += buffer.write(run, x: x, y: y, style: runStyle, clip: region)
                    guard x < region.maxX else { return }
                    run = ""
                }
                run.append(character)
                runStyle = look
                index += 1
            }
        }
        if !run.isEmpty { buffer.write(run, x: x, y: y, style: runStyle, clip: region) }
    }
}
