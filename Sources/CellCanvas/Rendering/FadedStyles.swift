/// The styles of one card faded to one alpha, each worked out once (a card has only a
/// handful): the rasterizer and `CellBuffer.paste(_:at:clip:fadedTo:by:)` fade through it.
struct FadedStyles {
    let fade: Fade
    let alpha: Double
    private var cache: [Style: Style] = [:]
    /// The last style asked for and its faded form: neighbouring cells mostly share one.
    private var last: (style: Style, faded: Style)?

    init(fade: Fade, alpha: Double) {
        self.fade = fade
        self.alpha = alpha
    }

    /// Asked for every cell a card writes: inlined, and only a style not seen last goes
    /// further than a comparison.
    subscript(style: Style) -> Style {
        @inline(__always) mutating get {
            guard alpha < 1 else { return style }
            if let last, last.style == style { return last.faded }
            return faded(style)
        }
    }

    /// `style` faded, from the cache or worked out and kept.
    private mutating func faded(_ style: Style) -> Style {
        let faded = cache[style] ?? fade.style(style, alpha: alpha)
        cache[style] = faded
        last = (style, faded)
        return faded
    }
}
