extension CellBuffer {
    /// Puts `other`'s cells with its top left corner at `origin`, only where they fall
    /// inside the buffer (and `clip`), their styles faded to `alpha` by `fade` (a card
    /// fading in or out, a page dimmed by its distance). At alpha 1 or more this is
    /// `paste(_:at:clip:)`, pictures and all. Below it every glyph stays and only its
    /// colours blend (see `Fade`); the pictures of `other` are not carried, and those of
    /// this buffer that the paste covers are taken away. A wide glyph cut by the edge of
    /// what is pasted becomes a blank, as `paste` makes it.
    public mutating func paste(_ other: CellBuffer, at origin: Point, clip: Rect? = nil, fadedTo alpha: Double, by fade: Fade) {
        guard alpha < 1 else {
            paste(other, at: origin, clip: clip)
            return
        }
        var visible = Rect(origin: origin, size: other.size).intersection(bounds)
        if let clip { visible = visible.intersection(clip) }
        guard !visible.isEmpty else { return }
        removePictures(touching: visible)
        var styles = FadedStyles(fade: fade, alpha: alpha)
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                let cell = other[x - origin.x, y - origin.y]
                if cell.isContinuation {
                    // The right half of a glyph whose left half lies outside: a blank.
                    if x == visible.minX { set(.blank(styles[cell.style]), x: x, y: y, clip: visible) }
                    continue
                }
                set(Cell(glyph: cell.glyph, width: cell.width, style: styles[cell.style]), x: x, y: y, clip: visible)
            }
        }
    }
}
