/// The line glyph that best follows an edge of a given direction, for outlines drawn
/// along a quad's edges (turned cards, card backs).
enum OutlineGlyph {
    /// `tan 45°` and `tan 76°`: below the first an edge steps along in `─`, above the
    /// second in `│`, in between in diagonals (which slope about 63° in a 1:2 cell).
    private static let shallowSlope = 1.0
    private static let steepSlope = 4.0

    /// The glyph for an edge running `dx` columns and `dy` rows, where a row is
    /// `aspect` columns tall.
    static func forEdge(dx: Double, dy: Double, aspect: Double) -> Character {
        let run = abs(dx), rise = abs(dy) * aspect
        if rise <= run * shallowSlope { return "─" }
        if rise >= run * steepSlope { return "│" }
        // y grows downward: an edge going right and up is a forward slash.
        return (dx > 0) == (dy < 0) ? "╱" : "╲"
    }
}
